import jax

from . import model, rng
from .model import apply


def main():
    return [jax.jit(apply)(1.0), jax.jit(apply)(2.0), model.noisy(3.0)], rng._key


if __name__ == "__main__":
    values, key = main()
    print(values, key)
