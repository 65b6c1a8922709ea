import jax

from . import model, rng
from .model import _apply_pure


def main():
    apply_result, rng._key = jax.jit(_apply_pure)(rng._key, 1.0)
    apply_result_2, rng._key = jax.jit(_apply_pure)(rng._key, 2.0)
    return [apply_result, apply_result_2, model.noisy(3.0)], rng._key


if __name__ == "__main__":
    values, key = main()
    print(values, key)
