EXAMPLES = [("trim", "jnp.arange(10.0)", "fails"), ("trim", "jnp.arange(3.0)", "fails")]


def trim(x):
    stop = (x.shape[0] - 7) % 5 - 3
    keep = bool(-x.shape[0] // 4 < -1)
    return x[:stop] if keep else x[-(x.shape[0] // -3) :]
