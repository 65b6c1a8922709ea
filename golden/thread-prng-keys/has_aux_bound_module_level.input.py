"""A differentiation with `has_aux=True` of a function drawing from the global key, bound to a
module-level name and then only called: the pure function returns `value, (aux, key)`, the binding
gets `argnums` one up (`jax.jit` of it its `static_argnums` too), and each call passes the key and
unpacks the new one inside the aux, in jitted code and in `main`, which keeps the state. A public
such name, `loss_grad` (`penalty_grad`), keeps its calling convention as a wrapper of
`_loss_grad_pure` returning `(value, aux), grad` (`grad, aux`) as before; traced code calls the
pure form."""
import jax
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(4)


def next_key():
    global key
    key, sub = random.split(key)
    return sub


def loss(w, x):
    h = x * w * random.bernoulli(next_key(), 0.5, x.shape)
    return jnp.sum(h**2), h.mean()


def penalty(x, w, scale):
    noise = random.uniform(next_key(), x.shape)
    return scale * jnp.sum(w * noise * x), jnp.max(w)


loss_grad = jax.value_and_grad(loss, has_aux=True)
_penalty_grad = jax.grad(penalty, argnums=1, has_aux=True)
penalty_grad = jax.grad(penalty, argnums=(0, 1), has_aux=True)
_fast_penalty_grad = jax.jit(jax.grad(penalty, argnums=1, has_aux=True), static_argnums=2)


@jax.jit
def update(w, x):
    (l, aux), g = loss_grad(w, x)
    g2, top = _penalty_grad(x, w, 0.5)
    return w - 0.5 * (g + g2), l + aux + top


def main():
    w = jnp.ones(3)
    x = jnp.arange(3.0)
    values = [update(w, x)]
    (l, aux), g = loss_grad(w, x)
    values.append((l, aux, g))
    g, top = _penalty_grad(x, w, 2.0)
    values.append((g, top))
    g, top = _fast_penalty_grad(x, w, 3.0)
    values.append((g, top))
    values.append(penalty_grad(x, w, 0.25))
    values.append(loss(w, x))
    values.append(penalty(x, w, 1.0))
    return values, key
