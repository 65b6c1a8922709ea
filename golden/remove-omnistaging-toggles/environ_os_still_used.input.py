import os
from os import environ

environ["JAX_OMNISTAGING"] = "1"
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=2"
