import jax
import jax.numpy as jnp
from jax import lax, random

key = random.PRNGKey(4)


def _noise(key, shape):
    key, sub = random.split(key)
    return random.randint(sub, shape, 0, 100), key


def _keep(x):
    return x


@jax.jit
def _new_form(key, flag, x):
    def cond_branch(key, v):
        _noise_result, key = _noise(key, v.shape)
        return v + _noise_result, key

    return lax.cond(flag, cond_branch, lambda key, *operands: (_keep(*operands), key), key, x)


@jax.jit
def _old_form(key, flag, x, y):
    def cond_branch_2(key, v):
        _noise_result, key = _noise(key, v.shape)
        return v * _noise_result, key

    out, key = lax.cond(flag, lambda key, true_operand, false_operand: (_keep(true_operand), key), lambda key, true_operand, false_operand: cond_branch_2(key, false_operand), key, x, y)
    return out - 1, key


@jax.jit
def _switched(key, i, x):
    def switch_branch(key, v):
        _noise_result, key = _noise(key, v.shape)
        return v - _noise_result, key

    return lax.switch(i, (lambda key, v: (v, key), switch_branch), key, x)


def main():
    global key
    x, y = jnp.arange(3), jnp.arange(3, 6)
    _new_form_result, key = _new_form(key, True, x)
    _new_form_result_2, key = _new_form(key, False, x)
    _new_form_result_3, key = _new_form(key, True, y)
    values = [_new_form_result, _new_form_result_2, _new_form_result_3]
    _old_form_result, key = _old_form(key, True, x, y)
    _old_form_result_2, key = _old_form(key, False, x, y)
    values += [_old_form_result, _old_form_result_2]
    _switched_result, key = _switched(key, 1, x)
    _switched_result_2, key = _switched(key, 0, x)
    _switched_result_3, key = _switched(key, 1, y)
    values += [_switched_result, _switched_result_2, _switched_result_3]
    return values, key
