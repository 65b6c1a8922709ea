"""Shape math that JAX never traces works eagerly: nothing to report here."""
import jax.numpy as jnp
import numpy as np

TABLE = np.ones((16, 4))
SIDE = int(jnp.log2(TABLE.shape[0]))  # module level runs eagerly


def _summary(x):
    """Private, called only from the `__main__` block below."""
    side = int(jnp.log2(x.shape[-1]))
    print(x.reshape(side, -1).sum(), side)

    def show(rows):  # nested, only called here
        return jnp.zeros((int(jnp.log2(x.shape[0])), rows))

    return show(x.shape[0])


class Report:
    WIDTH = int(jnp.log2(TABLE.shape[0]))  # a class body runs eagerly too

    def _rows(self, x):
        return x[: int(jnp.ceil(jnp.log2(x.shape[0])))]


def main():
    """Public, but the entry point the `__main__` block calls."""
    grid = jnp.zeros((int(jnp.log2(TABLE.size)), SIDE))
    _summary(grid)


if __name__ == "__main__":
    main()
