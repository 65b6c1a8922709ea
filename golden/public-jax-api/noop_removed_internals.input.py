import jax
from jax import core
from jax.interpreters import partial_eval as pe


def with_rule(f, rule):
    jax.defvjp_all(f, rule)
    return f


def trace(fun, pvals):
    with core.new_main(pe.JaxprTrace) as main:
        return pe.trace_to_jaxpr(fun, pvals), core.cur_sublevel(), main
