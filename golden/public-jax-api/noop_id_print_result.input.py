from jax.experimental.host_callback import id_print


def step(x):
    y = id_print(x + 1)
    id_print(x, output_stream=None)
    return y
