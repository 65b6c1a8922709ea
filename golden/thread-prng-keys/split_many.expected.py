import jax
import jax.random as jr

key = jr.PRNGKey(0)


@jax.jit
def sample_pair(key, scale):
    key, *subs = jr.split(key, 3)
    return (scale * jr.normal(subs[0], (2,)), scale * jr.uniform(subs[1], (2,))), key


def main():
    global key
    (a, b), key = sample_pair(key, 1.0)
    (c, d), key = sample_pair(key, 2.0)
    return [a, b, c, d], key
