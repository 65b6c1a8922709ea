"""Module-level constants of a module without JAX (`config.py`), read by another module of the
run where a static value is needed: by name (`from .config import BLOCK`, and through this
package's re-export), as the module's attribute (`config.HEADS`, `const_pkg.config.PATCH`):
static of the kind their module proves."""
from .config import RATE
