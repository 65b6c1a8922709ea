import jax

from . import rng, steps
from .model import apply


def main():
    return [jax.jit(apply)(1.0), steps.step(2.0)], rng._key


if __name__ == "__main__":
    values, key = main()
    print(values, key)
