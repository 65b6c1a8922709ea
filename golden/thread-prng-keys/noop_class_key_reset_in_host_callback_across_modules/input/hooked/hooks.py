import jax


def reset():
    from .m import Sampler

    Sampler.key = jax.random.PRNGKey(5)
