from functools import partial

import jax
import jax as j
import jax.numpy as jnp
from jax import debug
from jax.experimental import host_callback, io_callback

seen = []


def record(x):
    seen.append(float(x.sum()))
    print("host sees", x)


def host_value(x):
    seen.append(-1.0)
    return x


def tap(x, transforms, label):
    print(label, x)


def shown(x):
    print("shown", x)


@jax.jit
def step(x):
    y = jnp.sin(x)
    jax.debug.callback(record, y)
    jax.debug.callback(lambda v: record(v * 2), y)
    debug.callback(lambda v: print("host", v), y)
    j.debug.callback(callback=shown, x=y)
    y = io_callback(host_value, jax.ShapeDtypeStruct(y.shape, y.dtype), y)
    y = j.pure_callback(partial(host_value), jax.ShapeDtypeStruct(y.shape, y.dtype), y)
    host_callback.id_tap(partial(tap, label="y"), y)
    host_callback.id_tap(tap_func=lambda arg, _: seen.append(arg), arg=y)
    print("traced", y)
    shown(y)
    return jax.debug.callback(lambda arg: record(arg, ()), y)
