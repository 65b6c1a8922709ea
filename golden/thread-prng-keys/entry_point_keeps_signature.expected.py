"""Entry points keep their signatures and the state: `main` splits the global itself, `train` is
handed to a runner that is not a JAX transformation; only the jitted `sample` is threaded."""
import jax
from jax import random

key = random.PRNGKey(3)


@jax.jit
def sample(key, scale):
    key, sub = random.split(key)
    return scale * random.normal(sub, ()), key


def main():
    global key
    key, sub = random.split(key)
    first = random.uniform(sub, ())
    sample_result, key = sample(key, 1.0)
    sample_result_2, key = sample(key, 2.0)
    return [first, sample_result, sample_result_2], key


def train(argv):
    global key
    values, _ = main()
    sample_result, key = sample(key, float(len(argv)))
    return [*values, sample_result]


def run(entry):
    return entry(["--steps", "2"])


if __name__ == "__main__":
    print(run(train))
