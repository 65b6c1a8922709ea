"""Methods not followed as helpers: one that another class of the module also defines (a call
`self._size(x)` may reach either, or a subclass's), one read other than by a call on the first
parameter of a method of its class (`f = self._taken`), and a public one (code outside the module
may call or override it). Called in a static place, each is reported (also through a name bound
to the method, `f(x)`)."""
from functools import partial

import jax
import jax.numpy as jnp


class Flat:
    def _size(self, x):
        return jnp.prod(jnp.array(x.shape))

    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        return x.reshape(self._size(x))


class Other:
    def _size(self, x):
        return x.size

    def _taken(self, x):
        return jnp.prod(jnp.array(x.shape))

    def size(self, x):
        return jnp.prod(jnp.array(x.shape))

    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        f = self._taken
        return x.reshape(f(x)), x.reshape(self.size(x))
