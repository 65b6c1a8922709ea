"""A method splitting the global key given as a `lax.switch` branch only through a list bound to
a name in the jitted method running the switch: both are made pure behind wrappers, and the
list, rewritten where it is bound, gives `self._shifted_pure`."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax, random

KEY = random.PRNGKey(3)


class Picker:
    def _shifted(self, x):
        global KEY
        KEY, sub = random.split(KEY)
        return x - random.uniform(sub, x.shape)

    def _same(self, x):
        return x

    @partial(jax.jit, static_argnums=0)
    def pick(self, i, x):
        branches = (self._same, self._shifted)
        return lax.switch(i, branches, x)


def main():
    picker = Picker()
    x = jnp.ones(3)
    values = [picker.pick(1, x), picker.pick(0, x), picker._shifted(x), picker.pick(1, x)]
    return values, KEY
