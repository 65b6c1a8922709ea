import jax
import optax

opt = optax.adam(1e-3)


@jax.jit
def step(params, state, grads):
    updates, state = opt.update(grads, state, params)  # a pure function: it stores nothing
    return optax.apply_updates(params, updates), state


class Learner:
    def __init__(self, optimizer):
        self._opt = optimizer

    @jax.jit
    def update(self, params, state, grads):
        updates, state = self._opt.update(grads, state)
        return updates, state


def test_update():
    opt = optax.sgd(0.1)

    @jax.jit
    def inner(params, state):
        updates, state = opt.update(params, state)
        return updates, state

    return inner


@jax.jit
def add_one(obj):
    obj.data["params"] = obj.data["params"] + 1  # the argument is rebuilt by the trace
    return obj
