import jax.numpy as jnp


def main():
    print(jnp.zeros(int(jnp.sqrt(16.0))))


main()
