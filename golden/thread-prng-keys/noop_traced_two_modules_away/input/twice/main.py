import jax

from . import rng
from .model import apply


def main():
    print(jax.jit(apply)(1.0))
    print(rng._key)


if __name__ == "__main__":
    main()
