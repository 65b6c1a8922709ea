import jax


def want_omnistaging():
    print("asked")
    return True


jax.config.update("jax_omnistaging", want_omnistaging())
