import os

del os.environ["JAX_OMNISTAGING"]
os.environ.pop("JAX_OMNISTAGING")
