import jax
import jax.numpy as jnp


def rows(x, n):
    return x[:n]


def rows_as_data(x, n):
    return x[:n] * n


def rows_of(x, *sizes):
    return x[: sizes[0]]


def shifted(x, offset, n):
    return x[:n] + offset


def take(x, n, /, **options):
    return x[:n] * options.get("scale", 1)


def jitted_rows(x, n):
    return jnp.pad(x, ((0, n), (0, 0)))


jitted_rows = jax.jit(jitted_rows, static_argnums=1)
