"""An 80-column file: a call broken over lines keeps within its width."""
import jax.numpy as jnp


def scatter(accumulated_gradients, parameter_positions, new_values):
    return jnp.asarray(accumulated_gradients).at[parameter_positions, :].set(
        new_values,
    )


def step(accumulated_gradients, parameter_positions, new_values):
    accumulated_gradients = jnp.asarray(accumulated_gradients).at[
        parameter_positions, 0:2
    ].add(
        new_values)
    return accumulated_gradients


def short(x, i, y):
    return jnp.asarray(x).at[i].min(
        y,
    )
