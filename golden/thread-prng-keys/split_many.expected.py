import jax
import jax.random as jr

key = jr.PRNGKey(0)


@jax.jit
def _sample_pair_pure(key, scale):
    key, *subs = jr.split(key, 3)
    return (scale * jr.normal(subs[0], (2,)), scale * jr.uniform(subs[1], (2,))), key


def sample_pair(scale):
    global key
    sample_pair_result, key = _sample_pair_pure(key, scale)
    return sample_pair_result


def main():
    a, b = sample_pair(1.0)
    c, d = sample_pair(2.0)
    return [a, b, c, d], key
