"""Methods given as `lax.cond` branches that stay reported, one key each: a branch on another
object than the method's first parameter, a method another class of the module defines too, a
branch drawing nothing that reads the key, a method also given to `vmap`, and a `cond` in a
function nested in the method."""
from functools import partial

import jax
from jax import lax, random

other_key = random.PRNGKey(0)
twice_key = random.PRNGKey(1)
read_key = random.PRNGKey(2)
mapped_key = random.PRNGKey(3)
nested_key = random.PRNGKey(4)


class Model:
    def _other(self, x):
        global other_key
        other_key, sub = random.split(other_key)
        return x + random.normal(sub, x.shape)

    def _twice(self, x):
        global twice_key
        twice_key, sub = random.split(twice_key)
        return x + random.normal(sub, x.shape)

    def _read(self, x):
        global read_key
        read_key, sub = random.split(read_key)
        return x + random.normal(sub, x.shape)

    def _peek(self, x):
        return x + random.normal(read_key, x.shape)

    def _mapped(self, x):
        global mapped_key
        mapped_key, sub = random.split(mapped_key)
        return x + random.normal(sub, x.shape)

    def _nested(self, x):
        global nested_key
        nested_key, sub = random.split(nested_key)
        return x + random.normal(sub, x.shape)

    def _same(self, x):
        return x

    @partial(jax.jit, static_argnums=(0, 1))
    def on_other(self, other, flag, x):
        return lax.cond(flag, other._other, other._same, x)

    @partial(jax.jit, static_argnums=0)
    def twice(self, flag, x):
        return lax.cond(flag, self._twice, self._same, x)

    @partial(jax.jit, static_argnums=0)
    def read(self, flag, x):
        return lax.cond(flag, self._read, self._peek, x)

    @partial(jax.jit, static_argnums=0)
    def mapped(self, flag, x):
        return lax.cond(flag, self._mapped, self._same, x) + jax.vmap(self._mapped)(x)

    @partial(jax.jit, static_argnums=0)
    def nested(self, flag, x):
        def inner(v):
            return lax.cond(flag, self._nested, self._same, v)

        return inner(x)


class Other:
    def _twice(self, x):
        return x
