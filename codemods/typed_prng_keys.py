"""API002 typed-prng-keys: make `jax.random.PRNGKey(seed)` a typed key, `jax.random.key(seed)`.

## What it does
Only when asked for by name (`--select API002` or `--select typed-prng-keys`; neither the
default selection, `ALL` nor the prefix `API` chooses it) and with `--unsafe-fixes`: rewrites each
call of `jax.random.PRNGKey` to `jax.random.key` with the same arguments (`impl=` included),
spelled off the call's own module (`random.PRNGKey(0)` → `random.key(0)` after `from jax import
random`; a bare `PRNGKey(0)` through an import of `jax.random`, an existing one reused, the
`PRNGKey` import going with its last use). Without the selection it says nothing: `PRNGKey` is
not deprecated.

## Why
A typed key (`jax.random.key`, jax 0.4.16 or newer) carries its PRNG implementation in its
dtype, so keys cannot be mixed up with other integer arrays or silently reinterpreted under
another implementation; JAX recommends them for new code. `PRNGKey` returns the raw key data, a
`uint32[2]` array (for the default implementation), which every `jax.random` function still
accepts.

## Example
```python
import jax
key = jax.random.PRNGKey(0)
```
becomes
```python
import jax
key = jax.random.key(0)
```

## Limitations
Unsafe by nature, hence the opt-in: the key's shape and dtype change (`()` and a key dtype,
not `(2,)` and `uint32`). `jax.random.split`, `fold_in` and the samplers take both and draw
the same numbers, but code that looks at the key data breaks or changes: `key.shape`, indexing a
key (`key[0]`), `jnp` operations on keys, `np.asarray(key)`, saving keys, comparing them with
`==`, or passing them to code expecting `uint32` arrays. Convert at those places with
`jax.random.key_data(key)` (and `jax.random.wrap_key_data` back). Only calls are rewritten:
`PRNGKey` passed as a value (`make = jax.random.PRNGKey`) is left alone.
"""

from __future__ import annotations

import ast
import re

import libcst as cst

from omnifix.plan import PlanContext, Site
from omnifix.results import Tier
from omnifix.rule import Rule

_PRNG_KEY = "jax.random.PRNGKey"
_MESSAGE = "`jax.random.PRNGKey` makes raw key data; `jax.random.key` makes a typed key"
_HELP = (
    "Unsafe fix: the key's shape and dtype change (`()` and a key dtype, not `(2,)` `uint32`); "
    "use `jax.random.key_data(key)` where the code reads the key's data."
)


class TypedPrngKeys(Rule):
    CODE = "API002"
    SUMMARY = "Make `jax.random.PRNGKey(seed)` a typed key, `jax.random.key(seed)` (opt-in)"
    TIER = Tier.UNSAFE
    OPT_IN = True
    PATTERN = re.compile(rb"PRNGKey")

    @classmethod
    def plan(cls, context: PlanContext) -> list[Site]:
        if "PRNGKey" not in context.names.identifiers:
            return []
        sites = []
        for node in context.names.nodes:
            if type(node) is not ast.Call or not context.refers_to(node.func, _PRNG_KEY):
                continue
            func = node.func
            spelled = type(func) is ast.Attribute and context.refers_to(func.value, "jax.random")
            sites.append(
                Site(
                    func,
                    _MESSAGE,
                    Tier.UNSAFE,
                    _renamed if spelled else _through_import,
                    min_jax=(0, 4, 16),
                    help=_HELP,
                    writes="jax.random.key",
                )
            )
        return sites


def _renamed(func: cst.Attribute, imports) -> cst.Attribute:
    """`random.PRNGKey` -> `random.key`, on the same module expression."""
    return func.with_changes(attr=cst.Name("key"))


def _through_import(func: cst.BaseExpression, imports) -> cst.BaseExpression:
    """A bare `PRNGKey` -> `jax.random.key`, reached through an import of `jax.random`."""
    new = cst.parse_expression(f"{imports.module('jax.random')}.key")
    return new.with_changes(lpar=func.lpar, rpar=func.rpar)
