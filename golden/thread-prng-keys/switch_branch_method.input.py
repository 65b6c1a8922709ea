"""Methods given as branches of `lax.switch`, by a list in the call and by a list bound in the
method: one calling a function that splits the key (made pure with it), one splitting the key
itself. The jitted method running the first is made pure behind its wrapper; the one running the
second, never traced, keeps the state, passing the global key to the branches and keeping the
new one."""
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax, random

KEY = random.PRNGKey(3)


def _noise(shape):
    global KEY
    KEY, sub = random.split(KEY)
    return random.uniform(sub, shape)


class Picker:
    def _noisy(self, x):
        return x + _noise(x.shape)

    def _shifted(self, x):
        global KEY
        KEY, sub = random.split(KEY)
        return x - random.uniform(sub, x.shape)

    def _same(self, x):
        return x

    @partial(jax.jit, static_argnums=0)
    def pick(self, i, x):
        return lax.switch(i, [self._noisy, self._same, self._shifted], x)

    def pick_listed(self, i, x):
        branches = (self._same, self._shifted)
        return lax.switch(i, branches, x)


def main():
    picker = Picker()
    x = jnp.ones(3)
    values = [picker.pick(0, x), picker.pick(1, x), picker.pick_listed(1, x)]
    values.append(picker.pick_listed(0, x))
    values.append(picker.pick(2, x))
    return values, KEY
