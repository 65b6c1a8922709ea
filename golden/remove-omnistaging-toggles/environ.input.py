import os

os.environ["JAX_OMNISTAGING"] = "0"
os.environ.setdefault("JAX_OMNISTAGING", "1")
os.environ.pop("JAX_OMNISTAGING", None)
os.putenv("JAX_OMNISTAGING", "0")

import jax
