from jax.example_libraries.stax import Dense, Relu, serial

init_fun, apply_fun = serial(Dense(10), Relu)
