import jax

EXAMPLES = [("accumulate", "jax.numpy.arange(12.0).reshape(3, 4)", "fails")]


def accumulate(x):
    out = jax.numpy.zeros(x.shape[1:])
    for i in range(max(x.shape)):
        out = out + x[i % x.shape[0]]
    return out
