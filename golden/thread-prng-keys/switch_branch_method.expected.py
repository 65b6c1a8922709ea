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


def _noise(KEY, shape):
    KEY, sub = random.split(KEY)
    return random.uniform(sub, shape), KEY


class Picker:
    def _noisy_pure(self, KEY, x):
        _noise_result, KEY = _noise(KEY, x.shape)
        return x + _noise_result, KEY

    def _noisy(self, x):
        global KEY
        noisy_result, KEY = self._noisy_pure(KEY, x)
        return noisy_result

    def _shifted_pure(self, KEY, x):
        KEY, sub = random.split(KEY)
        return x - random.uniform(sub, x.shape), KEY

    def _shifted(self, x):
        global KEY
        shifted_result, KEY = self._shifted_pure(KEY, x)
        return shifted_result

    def _same(self, x):
        return x

    @partial(jax.jit, static_argnums=0)
    def _pick_pure(self, KEY, i, x):
        return lax.switch(i, [self._noisy_pure, lambda KEY, *operands: (self._same(*operands), KEY), self._shifted_pure], KEY, x)

    def pick(self, i, x):
        global KEY
        pick_result, KEY = self._pick_pure(KEY, i, x)
        return pick_result

    def pick_listed(self, i, x):
        global KEY
        branches = (lambda KEY, *operands: (self._same(*operands), KEY), self._shifted_pure)
        switch_result, KEY = lax.switch(i, branches, KEY, x)
        return switch_result


def main():
    picker = Picker()
    x = jnp.ones(3)
    values = [picker.pick(0, x), picker.pick(1, x), picker.pick_listed(1, x)]
    values.append(picker.pick_listed(0, x))
    values.append(picker.pick(2, x))
    return values, KEY
