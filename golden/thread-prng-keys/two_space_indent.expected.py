import jax
from jax import random

key = random.PRNGKey(6)


@jax.jit
def sample(key):
  key, sub = random.split(key)
  return random.normal(sub, (2,)), key


def main():
  global key
  sample_result, key = sample(key)
  sample_result_2, key = sample(key)
  return [sample_result, sample_result_2], key
