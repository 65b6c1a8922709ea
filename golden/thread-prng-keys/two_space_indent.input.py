import jax
from jax import random

key = random.PRNGKey(6)


@jax.jit
def sample():
  global key
  key, sub = random.split(key)
  return random.normal(sub, (2,))


def main():
  return [sample(), sample()], key
