import jax

from .sizes import dims

EXAMPLES = [("flatten", "jax.numpy.arange(24.0).reshape(2, 3, 4)", "fails")]


@jax.jit
def flatten(x):
    # each name unpacked from `dims(x)` is used only where a concrete value is needed
    lead, last = dims(x)
    return x.reshape((lead, last))
