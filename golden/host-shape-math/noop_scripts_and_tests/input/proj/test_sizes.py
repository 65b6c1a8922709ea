"""A test module: its functions run eagerly unless something in it traces them."""
import jax
import jax.numpy as jnp
import pytest


def make(n):
    return jnp.ones((n, int(jnp.log2(n))))


@pytest.mark.parametrize("n", [4, 9])
def test_side(n):
    x = make(n)
    assert x[: int(jnp.ceil(jnp.log2(x.shape[0])))].shape[0] <= n


class TestRows:
    def test_rows(self):
        x = jnp.ones((9, 3))
        assert x.reshape(int(jnp.log2(x.shape[0])), -1).shape == (3, 9)


def test_jitted():
    f = jax.jit(lambda x: x * 2)
    x = jnp.ones(int(jnp.log2(16)))
    assert f(x).shape == (4,)
