"""Calls `model.loss` and its public derivatives eagerly: they keep their calling convention."""
import jax.numpy as jnp

from pgrad_pkg import model


def main():
    w, x = jnp.ones(3), jnp.arange(3.0)
    g = model.loss_grad(w, x)
    logged = model.loss(w, x)
    value, g2 = model.loss_value_and_grad(w, x)
    w = model.update(w, x)
    return [g, logged, value, g2, w, model.loss_grad(w, x)], model.KEY
