"""`import jax.lib.xla_bridge` binds `jax`; once its uses are rewritten, `import jax` is what is left."""
import jax.lib.xla_bridge


def backend_name():
    return jax.lib.xla_bridge.default_backend()


def doubled(x):
    return jax.numpy.asarray(x) * 2
