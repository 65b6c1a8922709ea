import jax.numpy as jnp

from . import model, rng


def main():
    x = jnp.arange(1.0, 9.0)
    first, rng.key = model.dropout(rng.key, x, 0.5)
    second, rng.key = model.dropout(rng.key, x, 0.5)
    return [first, second], rng.key


if __name__ == "__main__":
    print(main()[0])
