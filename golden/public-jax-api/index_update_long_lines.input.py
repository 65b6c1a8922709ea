"""An 80-column file: a call broken over lines keeps within its width."""
import jax


def scatter(accumulated_gradients, parameter_positions, new_values):
    return jax.ops.index_update(
        accumulated_gradients,
        jax.ops.index[parameter_positions, :],
        new_values,
    )


def step(accumulated_gradients, parameter_positions, new_values):
    accumulated_gradients = jax.ops.index_add(
        accumulated_gradients,
        jax.ops.index[parameter_positions, 0:2],
        new_values)
    return accumulated_gradients


def short(x, i, y):
    return jax.ops.index_min(
        x,
        jax.ops.index[i],
        y,
    )
