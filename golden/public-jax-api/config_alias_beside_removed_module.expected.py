# Both names of the one statement are fixed and reported: the removed module's import goes, the
# config's becomes `from jax import config as c`.
import jax.extend.backend
from jax import config as c

c.update("jax_enable_x64", False)
platform = jax.extend.backend.get_backend().platform
