import collections

import jax

seen = collections.deque(maxlen=10)
counts = dict()


class Recorder:
    calls = {}

    def __init__(self):
        self.values = [v for v in range(3)]
        self.model = None

    @jax.jit
    def record(self, x):
        self.values.append(x)
        Recorder.calls["record"] = x
        self.calls.update(last=x)
        self.model.update(x)
        return x


def make_step():
    trace = []
    total = 0

    @jax.jit
    def step(x):
        trace.append(x)
        seen.append(x)
        counts["x"] = x
        total.update(x)
        return x

    return step
