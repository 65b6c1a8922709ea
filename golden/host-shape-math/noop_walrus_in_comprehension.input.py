"""A walrus in a comprehension binds the variable of the function around it (PEP 572): `k` then
holds its value too, not only the static one assigned, so `jnp.int32(k)` stays."""
import jax.numpy as jnp


def assigned_once(x):
    k = jnp.prod(jnp.array(x.shape))
    _ = [(k := jnp.float32(2.5)) for _ in range(1)]
    return x.reshape((jnp.int32(k), -1))


def assigned_twice(x):
    k = jnp.prod(jnp.array(x.shape))
    k = k // 2
    _ = [(k := jnp.float32(2.5)) for _ in range(1)]
    return x.reshape((jnp.int32(k), -1))
