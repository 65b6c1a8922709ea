import jax


def hlo_text(f, x):
    return jax.jit(f).lower(x).compiler_ir("hlo").as_hlo_text()


def hlo_of_sum(x, y):
    computation = jax.jit(lambda a, b: a + b).lower(x, y).compiler_ir("hlo")
    return computation.as_hlo_text()


def staged(f):
    return jax.xla_computation(f, backend="cpu")  # reported: not called in place, and an option
