import jax
import jax.random as jr

rng = jr.PRNGKey(0)


@jax.jit
def dropout(rng, x):
    rng, sub = jr.split(rng)
    return jr.bernoulli(sub, 0.5, x.shape) * x


def train(x):
    global rng
    rng, sub = jr.split(rng)
    return dropout(sub, x)
