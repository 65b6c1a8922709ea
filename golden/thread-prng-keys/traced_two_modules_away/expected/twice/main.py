import jax

from . import rng, steps
from .model import _apply_pure


def main():
    apply_result, rng._key = jax.jit(_apply_pure)(rng._key, 1.0)
    return [apply_result, steps.step(2.0)], rng._key


if __name__ == "__main__":
    values, key = main()
    print(values, key)
