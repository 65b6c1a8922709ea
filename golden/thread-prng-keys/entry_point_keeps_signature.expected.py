"""Entry points keep their signatures and the state: `main` splits the global itself, `train` is
handed to a runner that is not a JAX transformation; only the jitted `sample` is threaded."""
import jax
from jax import random

key = random.PRNGKey(3)


@jax.jit
def _sample_pure(key, scale):
    key, sub = random.split(key)
    return scale * random.normal(sub, ()), key


def sample(scale):
    global key
    sample_result, key = _sample_pure(key, scale)
    return sample_result


def main():
    global key
    key, sub = random.split(key)
    first = random.uniform(sub, ())
    return [first, sample(1.0), sample(2.0)], key


def train(argv):
    values, _ = main()
    return [*values, sample(float(len(argv)))]


def run(entry):
    return entry(["--steps", "2"])


if __name__ == "__main__":
    print(run(train))
