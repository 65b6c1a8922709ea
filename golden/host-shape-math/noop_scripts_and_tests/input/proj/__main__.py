import jax.numpy as jnp


def main():
    print(jnp.zeros(int(jnp.log2(16.0))))


main()
