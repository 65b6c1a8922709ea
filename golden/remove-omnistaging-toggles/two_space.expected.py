from jax import lax


def make_step(enable):
  def step(carry, x):
    if enable:
      carry = carry + x
    return carry, x
  return step


def run(xs):
  return lax.scan(make_step(True), 0.0, xs)
