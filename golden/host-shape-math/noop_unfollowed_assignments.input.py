"""A variable assigned in a branch or a loop, or by an augmented assignment, is not followed when
one of its bindings or reads is of a kind omnifix does not prove (a closure, a walrus, a `try`,
`nonlocal`, an unpacking or loop target, a loop over jax.numpy values, float math, a use as
data). Where one of its values is jax.numpy math and its every read is in a static place or in
its own values, a manual finding says so; else (the closure, the walrus, the unpacking, the use
as data) nothing is reported. Followed but not rewritten: a variable whose value flows into data or reads
it, or that a static place reads beside a traced value, is reported as such."""
import jax
import jax.numpy as jnp


@jax.jit
def read_by_closure(x):
    k = jnp.int32(1)
    for d in x.shape:
        k = k * d
    size = lambda: k
    return x.reshape((size(), -1))


@jax.jit
def rebound_in_comprehension(x):
    k = jnp.int32(1)
    for d in x.shape:
        k = k * d
    _ = [(k := jnp.float32(2.5)) for _ in range(1)]
    return x.reshape((k, -1))


@jax.jit
def in_try(x):
    k = jnp.int32(1)
    try:
        k = k * x.shape[0]
    except ZeroDivisionError:
        pass
    return x.reshape((k, -1))


def rebound_by_nested_function(x):
    k = jnp.int32(1)

    def double():
        nonlocal k
        k = k * 2

    double()
    if x.ndim > 1:
        k = k + 1
    return x.reshape((k, -1))


@jax.jit
def unpacked(x):
    k = jnp.int32(1)
    if x.ndim > 1:
        k, rest = x.shape[0], x.shape[1:]
    return x.reshape((k, -1))


@jax.jit
def loop_over_array(x):
    k = jnp.int32(1)
    for d in jnp.array(x.shape):
        k = k * d
    return x.reshape((k, -1))


@jax.jit
def loop_target_rebound(x):
    k = jnp.int32(1)
    for d in x.shape:
        k = k * d
        d = jnp.int32(2)
    return x.reshape((k, -1))


@jax.jit
def float_in_a_branch(x):
    k = jnp.int32(x.shape[0])
    if x.ndim > 1:
        k = jnp.sqrt(x.shape[1])
    return x.reshape((k, -1))


@jax.jit
def also_data(x):
    k = jnp.int32(1)
    for d in x.shape:
        k = k * d
    return x.reshape((k,)) * k


@jax.jit
def through_data_variable(x):
    k = jnp.int32(1)
    for d in x.shape:
        k = k * d
    scale = k * 2
    return x.reshape((k,)) * scale


@jax.jit
def reads_data_variable(x):
    m: jax.Array = jnp.prod(jnp.array(x.shape))
    k = jnp.int32(1)
    for _ in range(2):
        k = k + m
    return x.reshape((k, -1)) * m


@jax.jit
def with_traced_limit(x, limit):
    k = jnp.int32(1)
    for d in x.shape:
        k = k * d
    return x[: k + limit]


@jax.jit
def deleted(x):
    k = jnp.int32(1)
    for d in x.shape:
        k = k * d
    del k
    k = 3
    return x.reshape((k, -1))


@jax.jit
def in_with(x):
    k = jnp.int32(1)
    with jax.named_scope("size"):
        k = k * x.shape[0]
    return x.reshape((k, -1))


@jax.jit
def captured_by_match(x):
    k = jnp.int32(1)
    for d in x.shape:
        k = k * d
    match x.shape:
        case (k, _):
            pass
    return x.reshape((k, -1))


@jax.jit
def declared_global(x):
    global k
    k = jnp.int32(1)
    for d in x.shape:
        k = k * d
    return x.reshape((k, -1))
