"""Inputs made from a function's annotations, for changed functions nothing else called.

Every parameter without a default must be annotated with an array type the text resolves through
its imports:

- jaxtyping, `Float[Array, "batch 3"]` (any of its dtype names; `jaxtyping.Float32[np.ndarray, ""]`,
  quoted annotations too): the shape from the dimension string, a named dimension the same size
  wherever it appears in the function's parameters (3, 4, 5, ... in order of first appearance),
  `...` no dimensions, `*name` one of size 2, `_` and `#name` as named ones; a dimension given by an
  expression (`n+1`, `n=...`) makes no input;
- a plain array type (`jax.Array`, `jnp.ndarray`, `np.ndarray`, `jaxtyping.Array`, `chex.Array`):
  a float32 array of shape (3, 4).

Values are deterministic and distinct (`linspace` for floats, `arange` for integers, alternating
booleans, `jax.random.key(0)` for typed keys), so a permutation or an off-by-one shows. The inputs
are argument expressions of the same form as the examples of `[tool.omnifix.verify]`.
"""

from __future__ import annotations

import ast
import math
import re

_DTYPES = {  # jaxtyping's dtype names -> the dtype of the input made
    **dict.fromkeys(["Float", "Float32", "Inexact", "Real", "Num", "Shaped"], "float32"),
    "Float16": "float16",
    "BFloat16": "bfloat16",
    "Float64": "float64",
    **dict.fromkeys(["Int", "Int32", "Integer", "Int64"], "int32"),
    "Int8": "int8",
    "Int16": "int16",
    **dict.fromkeys(["UInt", "UInt32"], "uint32"),
    "UInt8": "uint8",
    "Bool": "bool",
    **dict.fromkeys(["Complex", "Complex64"], "complex64"),
    "Key": "key",
}
_PLAIN = {
    "jax.Array",
    "jax.numpy.ndarray",
    "numpy.ndarray",
    "jaxtyping.Array",
    "chex.Array",
    "jax.typing.ArrayLike",
}
_NUMPY = {"numpy.ndarray"}
_NAMED = re.compile(r"^[#_]?[A-Za-z_]\w*$|^_$")
_SIZES = (3, 4, 5, 6, 7, 8)


def annotated_inputs(tree: ast.Module, imported: dict[str, str], qualname: str) -> list[str]:
    """The argument expression for `qualname` (a top-level function) made from its annotations,
    as a one-element list, or [] when a parameter has no usable annotation."""
    function = next(
        (
            n
            for n in tree.body
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == qualname
        ),
        None,
    )
    if function is None:
        return []
    arguments = function.args
    positional = arguments.posonlyargs + arguments.args
    required = positional[: len(positional) - len(arguments.defaults)]
    if any(default is None for default in arguments.kw_defaults) or not required:
        return []
    sizes: dict[str, int] = {}
    made = []
    for parameter in required:
        value = _value(parameter.annotation, imported, sizes)
        if value is None:
            return []
        made.append(value)
    return ["(" + ", ".join(made) + ",)"]


def _value(
    annotation: ast.expr | None, imported: dict[str, str], sizes: dict[str, int]
) -> str | None:
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        try:
            annotation = ast.parse(annotation.value, mode="eval").body
        except SyntaxError:
            return None
    if annotation is None:
        return None
    if not isinstance(annotation, ast.Subscript):
        return (
            _array("float32", (3, 4), numpy=False)
            if _resolve(annotation, imported) in _PLAIN
            else None
        )
    kind = _resolve(annotation.value, imported) or ""
    parts = annotation.slice.elts if isinstance(annotation.slice, ast.Tuple) else []
    if (
        not kind.startswith("jaxtyping.")
        or kind.rsplit(".", 1)[1] not in _DTYPES
        or len(parts) != 2
    ):
        return None
    dims = parts[1]
    if not (isinstance(dims, ast.Constant) and isinstance(dims.value, str)):
        return None
    shape = _shape(dims.value, sizes)
    if shape is None:
        return None
    return _array(
        _DTYPES[kind.rsplit(".", 1)[1]], shape, numpy=_resolve(parts[0], imported) in _NUMPY
    )


def _resolve(node: ast.expr, imported: dict[str, str]) -> str | None:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name) or node.id not in imported:
        return None
    return ".".join([imported[node.id], *reversed(parts)])


def _shape(text: str, sizes: dict[str, int]) -> tuple[int, ...] | None:
    shape: list[int] = []
    for token in text.split():
        if token.isdigit():
            shape.append(int(token))
        elif token == "...":
            continue
        elif token.startswith("*") and (token == "*" or _NAMED.match(token[1:])):
            shape.append(2)
        elif _NAMED.match(token):
            name = token.lstrip("#")
            if name not in sizes:
                sizes[name] = _SIZES[len(sizes) % len(_SIZES)]
            shape.append(sizes[name])
        else:
            return None  # an expression or a bound value: its size is not ours to choose
    return tuple(shape)


def _array(dtype: str, shape: tuple[int, ...], numpy: bool) -> str:
    if dtype == "key":
        return "jax.random.key(0)"
    lib = "np" if numpy else "jnp"
    count = math.prod(shape)
    if dtype == "bool":
        values = f"({lib}.arange({count}) % 2 == 0)"
    elif dtype.startswith(("float", "bfloat", "complex")):
        values = f"{lib}.linspace(0.5, 1.5, {count}).astype({_dtype(lib, dtype)})"
    else:
        values = f"{lib}.arange({count}).astype({_dtype(lib, dtype)})"
    return f"{values}.reshape({shape!r})"


def _dtype(lib: str, dtype: str) -> str:
    return "jnp.bfloat16" if dtype == "bfloat16" else f"{lib}.{dtype}"
