import jax

try:
    jax.config.disable_omnistaging()
except Exception:
    print("omnistaging cannot be disabled")
