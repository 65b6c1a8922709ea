import jax.example_libraries.stax as stax
from jax.example_libraries import optimizers

init_fun, apply_fun = stax.serial(stax.Dense(10), stax.Relu)
opt_init, opt_update, get_params = optimizers.adam(1e-3)
