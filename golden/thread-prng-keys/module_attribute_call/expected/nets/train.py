import jax.numpy as jnp

from . import model, rng


def main():
    x = jnp.arange(1.0, 9.0)
    first = model.dropout(x, 0.5)
    second = model.dropout(x, 0.5)
    return [first, second], rng.key


if __name__ == "__main__":
    print(main()[0])
