"""SHP001 host-shape-math: compute static values (shapes, sizes, counts) on the host, not with jax.numpy.

## What it does
Finds jax.numpy calls whose inputs are all static and rewrites them into plain Python, **only
where the value must be static**. Static inputs: `x.shape`, `x.shape[i]` and its slices, `x.ndim`,
`x.size`, `len(...)`, `jnp.shape(x)`, `jnp.ndim(x)`, `jnp.size(x)`, integer literals;
module-level constants (a name every binding of which, in module-level code and in any block
there, is an assignment, or an augmented one by `+ - * // %`, of one kind of value: an int, a
tuple of ints, or arithmetic, tuples and the builtin `min()` or `max()` of int literals and of
such constants, `BLOCK = 4` then `BLOCK = BLOCK * 2` or `if BIG: BLOCK += 8`, `HEAD = WIDTH //
HEADS`, `min(HEAD, 64)`; declared `global` nowhere, and bound by no loop, `with` or import, `del`
or walrus: whatever ran, the name holds such a value); such constants of another module of the
run, a module of constants without JAX too (`pkg/config.py` holding `BLOCK = 4`: the modules the
files omnifix wants import names from are read for theirs), read through a name only its import
binds (`from .config import BLOCK`, re-exports through `__init__.py` followed: bound once in
the importing module, declared `global` nowhere) or as an attribute of its module
(`config.BLOCK` after `from . import config`, `pkg.config.BLOCK` after `import pkg.config`),
static of the kind their module proves (not where a module of the run assigns or deletes it as
its module's attribute, `config.BLOCK = 8`, nor from a module in an import cycle with the
reader), and making the reading module's own constants as its own do (`HEAD = WIDTH // HEADS`,
`HIDDEN = config.WIDTH * 2`, `min(HEAD, 64)`, `HEADS` and `WIDTH` imported so); parameters that `jit` makes static (`@partial(jax.jit, static_argnums=...)`,
`@jax.jit(static_argnames=...)`, `f = jax.jit(f, static_argnums=...)`, pmap's
`static_broadcasted_argnums`) whose annotation (`int`, `tuple[int, ...]`, `Sequence[int]`) or
default (an int, a tuple of ints) says what they hold, or,
without annotation, where everything they flow into must be an int (a shape entry, a slice
bound, `range()`, an int argument of `reshape`, `zeros`, ...: the original works only then; not
a test, `int()`, `arange`'s bounds or an index, where a float or an array works too, nor through a
comparison, `jnp.ceil`/`floor`, `.astype(int)` or `jnp.int32`, which make ints of floats; the
finding's help says the rewrite relies on it, and `--verify` checks it); the parameters of any
module-level function (public or private, whatever its calls give them, in this run or outside
it) not proven static otherwise, taken to be ints likewise where the shape math on them stays in
the function and reaches only such places (`d = jnp.prod(jnp.array(x.shape[-1:])) // heads` read
only by `x.reshape(x.shape[:-1] + (heads, d))`: a tracer fails there in the original too, and on
an int, or a concrete jax or numpy int run eagerly, `math.prod(x.shape[-1:]) // heads` gives the
original's value; checked for `min`, `max`, `//`, `*`, `+` on jax and numpy scalars), or given
to a parameter of another of the module's functions used so (below), not where it is returned,
given to another call or also used as data (the finding's help says it assumes an int at every
call, and `--verify` checks it); the parameters of a helper (below) that is read only by calls
(some, if it is public), in its module and in the other modules of the run that import it, each
giving a host int computed without jax.numpy (`_batch_size(x, 2)`, `_heads(x.shape[-1])`; in
its own module, a static argument without annotation too, `patches(x, size)` in a function
jitted with `size` static, where the helper's shape math on it must be an int as above; in
another module such an argument only where the call's value goes, through `+ - * // %`, to a
place that takes nothing but a scalar int, a shape's entry, a slice bound or `range()` (not a test,
`int()`, `arange`'s bounds, an index or a whole shape), which that module tells the helper's
(`num_tokens(x, size)` in `x.reshape((x.shape[0], num_tokens(x, size), -1))`), and a parameter
of a public function there proven by its calls only so too, which that module cannot know all
of: `x[: batch_size(x, limit)]` in a `first_rows(x, limit)` called as `first_rows(x, 2)`; a jax
or numpy int another caller gives gets the same value on the host, and anything else fails there
in the original too)
or leaving an int default (or, at every call, a Python float: `_part(x, 0.3)`, then static as a
float constant is): a helper of `features.py`
returning `jnp.prod(jnp.array(x.shape[1:])) // size` that `model.py` calls as `num_tokens(x,
2)` in a `reshape`; and values
computed from these through
`+ - * // %`, `**` by a literal, tuples, lists (repeated by such an int too: `[2] * x.ndim`), local
variables (assigned once, or several times by statements of the function's own body, a
parameter re-bound so too, `k = jnp.minimum(k, x.shape[0])`, its first value the argument, or in its
`if`, `for` and `while` blocks and by `+= -= *= //= %=`: followed as one value when each value is
static given that the variable is, `k = k * d` in a loop), the variable of a `for` loop over
`range(...)` or over static values (`for d in x.shape[1:]`; `for i, d in enumerate(x.shape)` and
`zip()` of such sequences too), list comprehensions and generator expressions given to `tuple()`,
`list()`, `sum()`, `max()`, `min()` or `math.prod()` whose iterables are such (a name or a tuple of
names as each target) and whose `if` tests and element are static given that their targets are
(`[d * 2 for d in x.shape[1:]]`, `tuple(jnp.int32(d) for d in x.shape)`), and calls of the
module's helpers (`_flat_size(x)`, a function whose every `return` gives such a value; or a
private method of a top-level class, `self._flat(x)`, when every read of `._flat` in the module
is such a call from a method of that class, not a `staticmethod` or `classmethod`, on its first
parameter, and no other class of the module defines `_flat`: its calls' arguments are those after
the instance; a call of another method some `return` of which computes jax.numpy, `self.size(x)`
of a public one, is reported where it reaches a static place). The static places:

- shapes: `x.reshape(...)`, `.transpose(...)`, and the shape, size or axes arguments of
  `reshape`, `zeros`, `ones`, `empty`, `full`, `broadcast_to`, `arange`, `linspace` (`num`),
  `eye`, `identity`, `transpose`, `split`, `pad` (its widths may be pairs, in tuples concatenated
  or repeated by a host int: `((0, n),) + ((0, 0),) * (x.ndim - 1)`), `tile` (jax.numpy and
  numpy), `lax.dynamic_slice` / `dynamic_slice_in_dim` sizes, `jax.nn.one_hot`'s `num_classes`,
  `jnp.repeat`'s `total_repeat_length`, the `shape` of `jax.random` samplers and of
  `jax.image.resize` and `scale_and_translate`, `random.split`'s
  count and the count `random.permutation` and `random.choice` take and `jnp.repeat`'s
  `repeats` (an array there is data, left alone);
- `int()` (a host int: a variable or helper holding one is left as it is; the `int()` goes with
  the rewrite where the host form is made of Python ints alone, shapes, `len()` and int literals:
  `int(jnp.prod(jnp.array(x.shape)))` is `math.prod(x.shape)`, `int(jnp.minimum(k, x.shape[0]))`
  with `k` a static argument stays `int(min(k, x.shape[0]))`), `bool()`, `range()`;
  `if`, `while`, `assert` and conditional-expression tests;
- slice bounds and integer indices (`x[:n]`, `x[n - 1]`);
- an argument a call gives a parameter of one of the module's functions that reads it only in
  such places forcing an int (not a test, `int()` or an index), directly or by shape math on it
  taken to be on an int as above, or in such an argument of its own, up to 3 calls deep, or
  through local variables that one assignment alone binds in it, each read only so (`n = k * 2`,
  then `m = n + 1`, read by `x[:m]`; not one re-bound, in a loop or by `+=`), or as a whole
  shape (`jnp.ones(k)`, `x.reshape(n)`, `jax.random.split(key, k)`: an int or a tuple of ints
  alike; a tuple given, `_ones((r, 2))`, has its entries computed on the host where every read is
  such a shape) (`_first(x, jnp.maximum(x.shape[0] // k, 1))` of a `_first(x, n)` returning
  `x[:n]`): a host int gives it the value a jax int did (where such a parameter, or a variable assigned from it,
  is read at a place forcing an int and also otherwise, the call is reported, or, for a helper
  another module gives jax.numpy math, that place in its module: a tracer fails there);
  so is one a call gives such a parameter of a helper another module of the run defines (`from
  .ops import pad_rows`, `from . import ops; ops.pad_rows(x, n=...)`, re-exports through
  `__init__.py` followed): that module says which of its helpers' parameters are used so, by
  position and by keyword (not through `*args` or `**kwargs`, nor a parameter the helper takes
  as `*sizes`, nor where the name called is bound otherwise too in the calling module); and one
  a call gives a parameter of another module's helper that reads it only in its `return`s (and
  in int tests, `if k > 1:`, `assert`, and the int values of local variables read only so, `m =
  k * 2` then `return jnp.minimum(x.shape[0], m)`: a host int takes the same branches; not in
  float math, nor as data or given to a call, `y = x * k`, `print(k)`), every
  use of the helper in the run being a call in another module where an int is needed that gives
  it a host int, its int default or jax.numpy math with a host int form
  (`jnp.zeros(rows(x, k))`, `k = jnp.maximum(x.shape[0] // 2, 1)`, of a `rows(x, n)` returning
  `jnp.minimum(x.shape[0], n)`): the argument is computed on the host, and the helper,
  rewritten in place (`min(x.shape[0], n)`, a public one with the manual finding below), returns
  the int the original computed from the jax int; where modules of the run also use its value as
  data by calls giving that parameter host ints (`cols(x, 2) * 1.0`), or where its own module
  calls it too giving that parameter host ints (`jnp.zeros(rows(x, 2))`), the static calls call
  a host twin of it (below) instead, their argument computed on the host (a call of its own
  module giving it jax.numpy math, or a helper with no twin, is reported, with that reason).

A local variable (`size = jnp.prod(jnp.array(x.shape))`) is rewritten at its assignment when every
use of it is such a place (at each of its assignments, one assigned in branches or loops: every
value it holds is then the int the original held); a helper's `return` likewise when every call
of it is, in its module and in the other modules of the run that import it (`from .sizes import flat_size`, `from . import
sizes; sizes.flat_size(x)`, re-exports through `__init__.py` followed): there a call counts as
static when its value goes, through `+ - * // %`, tuples, concatenation to a tuple display
(`(x.shape[0],) + dims(x)`, `(n,) + tuple(dims(x))`: as a sequence, where a jax array would be
added instead), comparisons or a local variable assigned once in a function and read only so (or names so unpacked from it: `lead, last = dims(x)`), to one
of the places above. Every spelling
of jax.numpy is recognised (`import jax.numpy as jnp`, `import jax.numpy as np`,
`from jax import numpy`, `from jax.numpy import prod, array`, `jax.numpy.prod`). The whole chain is rewritten, and each rewrite has the value the original had
when run eagerly:

| jax.numpy (static inputs)                       | host replacement         |
|-------------------------------------------------|--------------------------|
| `jnp.array(t)`, `jnp.asarray(t)`, `t` a tuple/list of ints | `t` (where it is reduced, indexed, sliced or used as a shape) |
| `jnp.array(n)`, `jnp.asarray(n)`, `jnp.int32(n)`, `jnp.int64(n)`, `n` an int | `n` |
| `jnp.prod(a)`                                   | `math.prod(t)`           |
| `jnp.sum(a)`                                    | `sum(t)`                 |
| `jnp.max(a)`, `jnp.amax(a)`                     | `max(t)`                 |
| `jnp.min(a)`, `jnp.amin(a)`                     | `min(t)`                 |
| `jnp.array(t).prod()`, `.sum()`, `.max()`, `.min()` (no arguments, or an `axis` `0`, `-1`, `None` or a static int, `k: int`: the array is 1-d, where no other int axis runs), `jnp.prod(a, axis=0)` | `math.prod(t)`, `sum(t)`, ... |
| `jnp.prod(a, keepdims=True)`, `a.sum(axis=0, keepdims=True)` (a 1-element array) | `(math.prod(t),)`, `(sum(t),)` |
| `jnp.prod(jnp.array([t, u]), axis=1)`, `jnp.asarray([t, u]).max(-1)` (static rows) | `(math.prod(t), math.prod(u))`, `(max(t), max(u))` |
| `jnp.max(jnp.array([t, u]), axis=0)`, `.min(-2)`; `jnp.sum(jnp.array([t, u]), axis=0)`, `prod` (the columns; of one row `t`) | `tuple(map(max, t, u))`, `tuple(map(sum, zip(t, u)))`; reduced, `math.prod(map(max, t, u))` |
| `jnp.array(t)[i]`, `jnp.array(t)[i:j]`          | `t[i]`, `t[i:j]`         |
| `np.prod(jnp.array(t))` (numpy half-migrated)   | `np.prod(t)`             |
| `jnp.minimum(a, b)`, `jnp.maximum(a, b)`, `a`, `b` ints | `min(a, b)`, `max(a, b)` |
| `jnp.abs(n)`, `jnp.absolute(n)`, `jnp.negative(n)` | `abs(n)`, `-n`        |
| `jnp.add(a, b)`, `jnp.subtract(a, b)`, `jnp.multiply(a, b)` | `a + b`, `a - b`, `a * b` |
| `jnp.floor_divide(a, b)`, `jnp.remainder(a, b)`, `jnp.mod(a, b)` | `a // b`, `a % b` |
| `jnp.where(c, a, b)`, `c` a static test         | `a if c else b`          |
| `jnp.clip(n, lo, hi)`                           | `min(max(n, lo), hi)`    |
| `jnp.ceil(a / b)`, `jnp.floor(a / b)`, `a`, `b` ints | `-(-a // b)`, `a // b` |
| `jnp.sqrt(n)`, `n` a Python int or float (`x.shape[0] / 2.5`, `n * 0.5`), one of these floats or `jnp.prod(jnp.array(t))` (`jnp.array(n)`, ...) | `np.sqrt(n, dtype=jnp.result_type(float))` |
| `jnp.floor(v)`, `ceil`, `rint`, `round`, `trunc` of such a float; `+ - * /` of these | `np.floor(v, dtype=jnp.result_type(float))`, `np.rint(...)` for `round`; `np.multiply(v, 0.5, dtype=...)` (`add`, `subtract`, `divide`) with a Python value |
| `jnp.array(n) / 2`, `jnp.array(x.shape)[0] / k`, `jnp.prod(jnp.array(t)) / n` (`/` of jax ints of the default int dtype), `jnp.int32(n) * 0.5` (a jax int joined with a float) | `np.divide(n, 2, dtype=jnp.result_type(float))`, `np.multiply(n, 0.5, dtype=...)` |
| `int(v)`, `v.astype(int)` of such a float (not NaN for `astype`) | `int(v)` |
| `(jnp.array(t) / 2).astype(int)`, `(jnp.array(t) * 0.3 + 1.5).astype(int)` (`+ - *` by float literals, `/` by a power of two: an int only of a default-int array), `jnp.floor(...)`, `ceil`, `rint`, `round`, `trunc` of these | `tuple(int(np.divide(i, 2, dtype=jnp.result_type(float))) for i in t)`, `tuple(int(np.floor(np.divide(...))) for i in t)` |
| `v.astype(int)` (`jnp.int32`, `"int32"`, ...), `v` one of these | `v`  |
| `jnp.arange(k)` (1 to 3 ints)                   | `tuple(range(k))` (reduced: `sum(range(k))`) |
| `jnp.flip(a)`, `a[::-1]`                        | `t[::-1]`                |
| `jnp.concatenate([a, b])`                       | `(*t, *u)`               |
| `jnp.arange(n) * 2 + 1`, `-a`, `k - a`, `a % 3`, `a ** 2` (`a` one of these arrays, `k` an int) | `tuple(i * 2 + 1 for i in range(n))` |
| `tuple(jnp.array(t))`, `list(jnp.arange(n) + 1)` | `tuple(t)`, `list(i + 1 for i in range(n))` |
| `jnp.prod(jnp.array([d * 2 for d in t]))`, `tuple(jnp.int32(d) for d in t)` | `math.prod([d * 2 for d in t])`, `tuple(d for d in t)` |
| `sum(a)`, `max(a)`, `min(a)`, `math.prod(a)`, `sum(jnp.int32(d) for d in t)` | `sum(t)`, ..., `sum(d for d in t)` |
| `jnp.shape(x)`, `jnp.ndim(x)`, `jnp.size(x)`    | unchanged (already host values) |

Float math is computed with numpy in jax.numpy's float dtype, `jnp.result_type(float)` (float32;
float64 with `jax_enable_x64`), the dtype jax.numpy gives a Python value's float (numpy and
jax.numpy are reused or imported as `np` and `jnp` by the import rules below). A module-level
constant bound once to a float literal (`RATE = 0.3`) is a static float there. So is Python's
float math on a static argument of unknown type or annotated `float` (`x.shape[0] / k`, `k * 0.5`:
a float whether `k` holds an int or a float, computed by Python in the original too) given to a
rounding (`jnp.ceil`, `floor`, `round`, `rint`, `trunc`, not `sqrt`) and then to `int()` or
`.astype(int)`: a numpy float argument keeps its dtype in the original (float32 with x64 too),
but rounding an integral value to another float dtype keeps it (checked for ints, Python floats
and numpy float32 and float64 scalars, x64 off and on). Other math on such an argument is
reported: no host form gives the original's value for both (`jnp.ceil(x.shape[0] * k)` is an int
of an int, which jax.numpy does not round, and `sqrt` of a numpy float32 stays float32); except
where it reaches a place that takes nothing but ints (a shape entry, an index or slice bound,
`jnp.pad`'s widths: `jnp.zeros((n_blocks * k, 2))`), where a float fails in the original too, so
`k` is taken to be an int there, and the finding says so. An attribute read in shape math
(`self.heads`, `cfg.block`, on a name no import binds) is taken to be an int in the same way where
its int math reaches only such places and stays in its function (not returned, given to a call or
twinned): `math.prod(x.shape[-1:]) // self.heads` for a `reshape`, `min(CFG.window, x.shape[0])`
for a `dynamic_slice` size. Its text is kept, so it is read where and as often as before (a
property runs alike). Its Python float math is rewritten as a static argument's is (`int(np.ceil(
x.shape[0] / CFG.block, dtype=jnp.result_type(float)))` for `jnp.ceil(x.shape[0] /
CFG.block).astype(int)`), by `ceil`, `floor` or `trunc` (`rint` and `round` take a complex, which
numpy's with a float `dtype` does not), and made an int by `.astype(int)` only where the place
needs a scalar int (a shape entry in a tuple, a `dynamic_slice` size, `range()`, a slice bound):
an attribute may hold an array, whose `.astype(int)` is an array where `int()` fails, so a whole
shape or an index is reported; the text of the float math is kept, so an int, a float, a numpy
scalar or a 0-d jax array gives the original's float, rounded alike (checked for each with x64
off and on).

A host form is parenthesized where Python's precedence needs it, as a person would write it
(`jnp.remainder(x.shape[0] - 7, 4) + 1` becomes `(x.shape[0] - 7) % 4 + 1`). The dtype
queries (`jnp.issubdtype`, `isdtype`, `result_type`, `promote_types`, `can_cast`, `dtype`,
`iinfo`, `finfo`, `isscalar`) return host values and are no shape math; nor is a variable the
module also reads as data (`x = jnp.float32(3)` passed to a function and to `int(4 * x)`).

A variable used both where a static value is needed and as data (`d = jnp.prod(jnp.array(x.shape))`
given to `reshape` and returned) gets a host twin: `d_static = math.prod(x.shape)` right after
its assignment (a name no identifier of the module has), read by the static uses; `d` stays for
the data. A variable its value reads that stays data gets a twin too, after its own assignment,
which the twin reads (`shape = jnp.array(x.shape)` returned, `n = jnp.prod(shape)` given to
`reshape` and returned: `shape_static = x.shape`, then `n_static = math.prod(shape_static)`); so
does one read by a variable or a helper's `return` rewritten in place (`n` only given to
`reshape`: `shape_static = x.shape`, then `n = math.prod(shape_static)`), in every value of a
variable assigned in branches or loops too. A helper called both so and as data gets a host twin
after its `def` (`def num_features_static(x): return math.prod(x.shape[1:])`), called by the
static calls (and read by the twins and in-place rewrites that read it), the helper kept for the
data, where its body (after a docstring) is a `return` after assignments of variables of its
own, bound there only and read only in the static values of the later statements: the twin
copies it, each statement's shape math computed on the host as rewriting the helper in place
would (`size = math.prod(x.shape)`, then `return size // x.shape[0]`). It reads no parameter
but through host values (`x.shape`), or one every call of the run gives a host int (a Python
float) or leaves its default of that kind, as where such a helper is rewritten in place
(`tokens(x, 2)` of a `def tokens(x, patch)` dividing by `patch`; not a static argument of
unknown type, nor where some call, static or data, gives it an array): the twin takes the
same parameters, defaults and order (`def tokens_static(x, patch): return math.prod(
x.shape[1:]) // patch`), and the static calls give it the same arguments. Its static calls in
the other modules of the run call the twin too (`num_features_static(x)`, imported beside the
helper: `from .features import num_features, num_features_static`;
`features.num_features_static(x)` through the module; the twin reported at the helper's
`def`), where each other module uses the helper as data or in calls it follows whose places take
what the twin returns, and can rename each such call: not through a re-export (`from
. import num_features` of the package's `__init__.py`, which has no twin), nor from a module in an
import cycle with the helper's (it is transformed beside it); such a module refuses the twin, and
the helper is reported as before. A public helper (no leading `_`)
whose every call is static, in its module and in the other modules of the run that import it, is
rewritten like a private one, with a manual finding at its `def`: code outside the run calling it
now gets a host int. A public helper's parameter proven by its calls (every
call giving `k` an int, or every call a float) makes its shape math on it static
(`jnp.ceil(x.shape[0] / k)`), in its `return` and its other static places alike: the finding at
its `def` and each such rewrite's help say that they rely on every call giving an int (a float)
(code outside the run may give another type or an array, and get another value or an error).

Names unpacked by an assignment (of one target list) binding each of them once are variables too:
element by element from a display (`rows, cols = jnp.prod(jnp.array(x.shape[:-1])), x.shape[-1]`:
`rows` is `jnp.prod(...)`), else each an int of a static sequence (`a, b = dims(x)`,
`a, b = jnp.array(x.shape[:2]) * 2`: jax ints of the array's dtype, so their float math is
rewritten where the array's is of the default int dtype, `h / 2` of `h, w =
jnp.array(x.shape[1:])`), the starred one (`first, *rest = jnp.array(x.shape)`) a
list, of jax scalars in the original and of ints on the host (`len(rest)` is the same, and counts
as a static use; its elements and slices are jax ints of the array's dtype, so `rest[0] / 2` and
`jnp.array(rest) / 2` are rewritten where the array is of the default int dtype; `*lead, last =
x.shape` unpacks a list of Python ints, whose float math is Python's). The sequence is rewritten (`a, b = tuple(i * 2 for i in x.shape[:2])`) when every
name unpacked from it whose value that changes (all but those of a helper's display element that is
host already, `x.shape[-1]`) is only used statically, or never read; a name also used as data
keeps them all jax values (no twin: reported).

`math` is imported if needed (reusing an existing binding); a jax.numpy import left unused goes.

Only code JAX may trace is reported: jax.numpy shape math works eagerly, so a manual finding for
code that never runs under a transformation would hand work back for nothing. Code may be traced
when it is in a function `codemods._traced` finds traced (decorated or wrapped by `jit`, `vmap`,
`grad`, ..., given to `lax.scan`, `fori_loop`, `cond`, ..., or reached from such by calls), in a
function other code may trace (a public one, dunder methods included, of a module others may
import: not a test module, `__main__.py` or a script, nor an entry point its `if __name__ ==
"__main__":` block uses, such as `main`; one another module of the run imports; a
decorated one, but for pytest's and absl's test decorators; one used as a value, `{"f": _f}`), or
in what these call; a nested function or lambda may be traced when the code around it may, or
when it is decorated, given to a transformation or used as a value. Module-level code (`if
__name__ == "__main__":` blocks too), class bodies, test functions and private functions only
these call are never traced: nothing is reported there. Exact rewrites are made everywhere all the
same: the host value is the one the original computed eagerly, without a device round trip.

## Why
Under `jit` (and in `lax.scan`, `fori_loop`, `while_loop` and `cond` bodies, even without an outer
`jit`) every jax.numpy call returns a tracer, even on constants. Where a concrete value is needed
this fails: `TypeError: Shapes must be 1D sequences of concrete values of integer type`,
`ConcretizationTypeError` (`int()`), `TracerBoolConversionError` (`if`),
`TracerIntegerConversionError` (`range()`), `IndexError` (a slice bound). Before omnistaging
such calls ran on the device at trace time, a hidden performance cost even outside `jit`.
Rewriting a half of the chain is not enough: `np.prod(jnp.array(x.shape))` under `jit` silently
returns a tracer.

## Example
```python
@jit
def flatten(x):
    size = jnp.prod(jnp.array(x.shape))
    return x.reshape((size,))
```
becomes
```python
@jit
def flatten(x):
    size = math.prod(x.shape)
    return x.reshape((size,))
```

## Limitations
Values used as data are left alone: `x / jnp.sqrt(x.shape[-1])` works under `jit`, and a host
value would change its dtype or weak type. Reported for manual review, not rewritten: shape math
mixed with values that cannot be proven static (`x[: jnp.minimum(x.shape[0], limit)]` with
`limit` an ordinary argument: if it is traced, no host form can help, and the help says what to
do either way), a helper's parameter not proven so by its calls whose shape math leaves it
(`x[: batch_size(x, n)]`, `n` traced, of a `batch_size` returning `jnp.minimum(limit, x.shape[0])`
is reported at the call; at the `return` when a call is in another module, `num_tokens(x, n)`
of another module's function `tokens(x, n)` too, and one that function also reads outside
its `return`s other than in int tests and local ints they read, its help says where), or is
also used as data, or reaches only places that force no int; jax.numpy math given to a helper's
parameter that it reads at a place forcing an int (directly, through local variables or the
helpers it calls) and also otherwise (as data, `y = x * n`, returned, in a test, an index,
`int()` or float math, through a variable re-bound in a loop or by `+=`, or recursively):
reported at the call, or, for a helper of another module, at that place in the helper (a tracer
fails there; a host int could change the rest);
float math in a static place without an exact host form: functions that are not correctly rounded
(`jnp.log2`, `exp`, `power`, `sin`, ...: numpy and XLA may differ in the last bit, and so in the
int), float math of jax.numpy arrays other than the table's (by a value not a literal, `/ k`, or
of a literal by the array, `2 / jnp.array(x.shape)`: an element may be infinite, which
`.astype(int)` makes another int of on the device; `/` by a literal other than a power of two,
`jnp.array(t) / 3`: eagerly an array is divided by a constant's rounded reciprocal, which can
give another int than the correctly rounded quotient; `sqrt` of such an array, and float arrays
not made ints by `.astype(int)`), and `/` and `sqrt` of jax.numpy ints
of another dtype than the default int one (`jnp.int32(n) / 2`, `jnp.sqrt(jnp.int32(n))` and
`jnp.array(n) / jnp.int32(2)` are float32 even with x64: their dtype decides; joined with a float,
`jnp.int32(n) * 0.5`, any jax int gives the default float, and is rewritten; so is that of a name
unpacked from an array of the default int dtype, `h, w = jnp.array(x.shape[1:])` then `h / 2`, and
of the starred name's elements, `rest[0] / 2` of `first, *rest = jnp.array(x.shape)`), reductions of a 1-d array given other arguments than an `axis`
proven an int and a literal `keepdims` (`dtype`, `initial`, `where`; an axis `k` of unknown type:
`()` would reduce nothing; `keepdims=flag`: an array or a scalar; an `axis=1` that fails even
eagerly: each reported with that reason), reductions of a 2-d array other than a literal
`jnp.array([t, u])` of static rows along a literal axis `0`, `1`, `-1` or `-2` alone (no axis,
`keepdims=True`, whose result stays 2-d, no shape; `dtype`; an array held by a variable), or
given an axis on an array whose elements are static arguments without annotation
(`jnp.array([n, n])`: a tuple in `n` makes it 2-d, `jnp.array([x.shape, n])` 3-d), a float in a
static place other than `int()` and `.astype(int)`, and `.astype(int)` of a float that may be NaN
(`jnp.sqrt(x.shape[0] - 10)`, a jax.numpy division by a value not proven non-zero: NaN gives 0 on
the device, `ValueError` in `int()`); such math a helper returns is reported at each call of it
that reaches a static place, with the reason, in its module and in the other modules of the run
that import it (`jnp.zeros((depth(x), 2))` of a `depth` in `features.py` returning
`jnp.log2(x.shape[0] * 1.5).astype(int)`: its module publishes that it has no host form; a call
whose value goes to `tuple()` or `list()`, or is concatenated to a tuple, is followed, as in the
helper's module, `jnp.zeros((n,) + (depth(x),))`; so is a call from a module in an import cycle
with the helper's, transformed beside it, which is transformed again once the helper's module
has published that); arithmetic of
two arrays (`jnp.array(x.shape) + jnp.arange(x.ndim)`: one of length 1 is broadcast), an array's
`//` or `%` by a divisor other than a non-zero literal or the `n` of the `jnp.arange(n)` it is computed from (a zero divisor gives
a number on the device, `ZeroDivisionError` on the host), powers other than an array's by an int
literal (`2 ** jnp.arange(n)`: a negative exponent gives ints on the device, floats on the host), a
tuple repeated by a count computed with jax.numpy (an array's multiplication, not a repetition),
and array arithmetic in a class body (a comprehension there does not see the class's names; never
traced, so not reported either); a variable used both statically and as data that is assigned
more than once or not by a plain statement of its own line, or whose value reads a variable that
cannot have a twin, or a helper's parameter not proven static (no twin; a static argument of
unknown type is taken to be an int, as the twin's reads force one, and the finding says so:
`d_static = math.prod(x.shape[-1:]) // heads` for a `reshape`), and a variable or helper
used only statically whose value reads such a variable, or a helper also used as data that can
have no twin (its body more than a `return` and assignments of shape math to variables read
only by these, its shape math reading a parameter that some call of the run gives no host int
nor its int default, called by another module of the run in a way omnifix does not follow,
through a re-export or from an import cycle; the finding says which and why); static arguments without annotation (and helpers'
parameters taken to be ints) where the place also takes a tuple (on the host `2 * n` repeats a
tuple where jax.numpy
multiplies an array: annotate them; the finding says the place does not force an int, and
another place of the function that does, `x[:n]` beside `jnp.zeros(jnp.maximum(n, 1))`, is not
taken to force it here), unless the jax.numpy value is a scalar whatever they hold (a
reduction, an element of an array, arithmetic and `jnp.minimum`, ... of these:
`jnp.zeros(jnp.prod(jnp.array(x.shape[k:])))` is rewritten, the slice forcing `k` to be an int);
names unpacked
from jax.numpy math that one of them or a name unpacked with it needs as data (no twin), that are
bound more than once or by an assignment of several targets (`a, b = c, d = ...`), nested in a
target unpacked as a whole, or unpacked with a star from a helper's call; and helpers that
another module of the run uses as data (or in a way omnifix does not follow) that can have no
twin; a helper whose
jax.numpy math reads a parameter not proven static (`jnp.ceil(x.shape[0] / k)`, a call giving `k`
a traced value, or an int at one call and a float at another: one kind is proven per parameter),
reported where its value (or a variable assigned it) reaches a static place (jax.numpy math
given to such a parameter is computed on the host only for a helper of another module whose uses
are calls from other modules, those giving it such math static: not one its own module calls
too, nor one a call as data gives jax.numpy math); so is a function's
shape math on its own parameter not proven static (`n = jnp.ceil(x.shape[0] / k)` in a jitted
`f(x, k)`, read by `x[:n]`).
Exactness: for non-empty shapes the values are identical. A 2-d array of rows runs only on rows
of one length (`jnp.array` fails eagerly on others), so wherever the original runs `zip` and
`map` pair every column and each element is its column's (its row's) reduction, the same ints. `jnp.prod`/`jnp.sum` of an empty
tuple is the float32 `1.0`/`0.0` (so the original fails as a shape even eagerly) where `math.prod`
and `sum` give the ints `1`/`0`; products above 2**31 - 1 wrap around in int32 but not in Python.
An array's arithmetic is computed element by element as the device does it, in int32 without
`jax_enable_x64` (int64 with it) where the host's ints are unbounded: the same values while every
result fits in int32, as the sizes, axes and counts of arrays with fewer than 2**31 elements per
axis do; a literal that takes a result past it (`jnp.arange(3) * 2**30`) wraps around on the
device only. `//` and `%` round to minus infinity and take the divisor's sign on both (checked
from -5 to 5 by 3 and -3). A static place needs only the integer values: a host tuple of Python
ints where the device had an int32 array.
`jnp.ceil(a / b)` and `jnp.floor(a / b)` round a float32 quotient: they equal `-(-a // b)` and
`a // b` while `|a| < 2**24` (checked over 600 divisors and the worst cases next to 2**24), and
each such finding's help says it relies on that. They also need `|b|` at most 2**149 (past it a
quotient can be below float32's least subnormal and round to 0: a ceiling 0 where `-(-a // b)` is
1); shapes and literals are far below it, a divisor a parameter or a static argument gives is
trusted to be. A zero divisor gives a number in jax.numpy's
integer `//` and `%`, `ZeroDivisionError` on the host (`jnp.floor_divide(a, b)` is rewritten all
the same; an array's division only where the divisor cannot be 0 while an element is divided).
Float math: `sqrt`, the roundings and `+ - * /` are correctly rounded (IEEE) in numpy and in
jax.numpy run eagerly, so in one dtype they give the same bits (checked for every n below 2**16 and
next to squares, 2**24 and 2**31, with x64 off and on). A Python operation stays one
(`x.shape[0] / 2.5` is a float64 division in the original too, which jax.numpy, like numpy's
`dtype=`, then rounds to its float dtype); a Python number joining such a float takes its dtype
on the device, and in `np.multiply(v, 0.5, dtype=...)` on the host (numpy before 2 would compute
`v * 0.5` in float64; two floats of one dtype keep it in any numpy). A jax int (of the default
int dtype, or any joined with a float) goes to that dtype as numpy's `dtype=` takes a Python int,
rounded to nearest (`jnp.array(n) / 3`, `jnp.int32(n) * 0.1` and their roundings checked with the
forms above). `int()` truncates both alike;
`.astype(int)` saturates a result beyond the int range (int32 without x64) on the device only. The
original is the eager one: under `jit` XLA may divide by a constant as a multiplication by its
rounded reciprocal.
`jnp.prod(x.shape)` (a tuple argument) raises even eagerly in today's JAX; it is rewritten to what
old JAX computed. A module-level constant is trusted not to be assigned from code outside the run
(`config.N = 8` there), nor through `setattr()`, `vars()` or `globals()` of its module. Not a
constant: one bound to a float other than a float literal (`SCALE = BLOCK / 2`, `HALF /= 2`) or to
a numpy or jax.numpy scalar (`jnp.int32(4)`), a power by a name (`2 ** DEPTH`: a negative one
gives a float), one of another module read through a name the reading module also binds
otherwise (`BLOCK = 8` there too, or an import inside a function), or computed in the reading
module from another module's one that is not static there (`HEAD = WIDTH // HEADS`, `HEADS`
imported from a module in an import cycle with it, or declared `global`). Not followed: float math on
attributes other than the above, helpers that are methods other than the private ones above (a
public method, one another class of the module defines too, one read other than as
`self._m(...)`: reported where its call, `self.size(x)` or
`f(x)` after `f = self._taken`, reaches a static place; a subclass in another module overriding a
private one is not seen), a helper of another module used inside a helper of
this one (the chain is not followed across modules: the
helper is reported, not rewritten), the parameter of a function of another module other than a
helper above (of a module outside the run or calling no jax.numpy function, a method, a function
decorated or bound again; jax.numpy math given to it is no static place however it uses it), or one
such a helper passes on to a function of a third module, or one of a module importing the calling
module back (a cycle), a variable assigned in a branch or loop or by an augmented assignment that is
also bound otherwise (a parameter, a `for` or unpacking target, a walrus, `del`, `nonlocal` or
`global`, a `match` capture, an `except` or `with` name), assigned in a `try` or `with` block (a
host `ZeroDivisionError` could take another path there), read in a nested function, lambda or
comprehension, or one of whose values is not static of the kind of the others (these are reported
where some value computes jax.numpy and every read is in a static place or in its own values); such
a variable also used as data (no host twin: it has several assignments; reported where its value
reaches data through another variable or reads one left as data); the variable of a loop or
comprehension over a sequence computed with jax.numpy (`for d in jnp.array(x.shape)`, `tuple(k for k
in jnp.array(x.shape))`: each element is a jax scalar; reported where it reaches a static place,
with the sequence's host form to iterate; a target not read, or `enumerate`'s count, is a host int
all the same: `[i + 1 for i, d in enumerate(jnp.array(x.shape))]` is rewritten); comprehension
targets other than names and tuples of names, `zip()` or `enumerate()` with keywords or a star, set
and dict comprehensions, generator expressions other than as the one argument of `tuple()`,
`list()`, `sum()`, `max()`, `min()` and `math.prod()`; a comprehension reading a value not proven
static (`[k * n for k in x.shape]`, `n` traced: nothing is reported); static arguments of functions
jitted inside another function.
"""

from __future__ import annotations

import ast
import builtins
import keyword
import os
import re
import weakref
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, field, replace
from functools import cached_property
from math import frexp
from typing import Callable, Iterator, Mapping

import libcst as cst

from codemods._traced import Traced, importable, main_guard
from omnifix.imports import ImportPlan
from omnifix.modules import Module
from omnifix.names import Names, walk_ast
from omnifix.plan import PlanContext, Site, Split
from omnifix.results import Options, Tier
from omnifix.rule import UNKNOWN, Refusal, Rule

INT, SEQ, ARRAY, BOOL = (
    "int",
    "sequence",
    "array",
    "bool",
)  # ARRAY: a jax array of ints, a SEQ on the host
SHAPE, INDEX, TEST = frozenset({INT, SEQ, ARRAY}), frozenset({INT}), frozenset({INT, BOOL})
# `arange`'s bounds: ints, as an INDEX, but floats work there too, so no int is forced (`_sink`
# tells the two apart by identity)
BOUNDS = frozenset({INT})
# FARRAY: a jax array of floats in jax.numpy's default float dtype, computed elementwise from a
# static array (`jnp.array(x.shape) / 2`): a tuple of numpy floats on the host, static once
# `.astype(int)` makes ints of it
FARRAY = "float array"
# FLOAT: a jax.numpy float scalar computed from static Python values, in jax.numpy's default float
# dtype (float32; float64 with `jax_enable_x64`); PYFLOAT: a Python float computed from static
# values, by Python in the original too (`x.shape[0] / 2.5`)
FLOAT, PYFLOAT = "float", "pyfloat"
WIDTHS = SHAPE | {"pairs"}  # `pad` widths: the elements of a tuple or list there may be pairs
PAIR = SHAPE | {"pair"}  # an element of `pad` widths: an int or a pair of ints

_REDUCTIONS = {
    "prod": "math.prod",
    "sum": "sum",
    "max": "max",
    "amax": "max",
    "min": "min",
    "amin": "min",
}
# a jax array's methods of these reductions (`jnp.array(t).prod()`), without arguments
_METHOD_REDUCTIONS = frozenset({"prod", "sum", "max", "min"})
_WRAPPERS = {"array", "asarray", "int32", "int64"}
_HOST = {"shape": SEQ, "ndim": INT, "size": INT}  # jnp.shape(x) and x.shape are host values already
# jax.numpy functions that return host values (a Python bool, a numpy dtype), never a tracer
_HOST_VALUED = frozenset(
    {
        *_HOST,
        "issubdtype",
        "isdtype",
        "result_type",
        "promote_types",
        "can_cast",
        "dtype",
        "iinfo",
        "finfo",
        "isscalar",
    }
)
_CONVERTIBLE = frozenset(_REDUCTIONS) | _WRAPPERS
_REPORTED = frozenset(
    {
        "sqrt",
        "ceil",
        "floor",
        "round",
        "rint",
        "trunc",
        "log",
        "log2",
        "log10",
        "exp",
        "power",
        "divide",
        "true_divide",
        "cumprod",
        "cumsum",
    }
)
# Python's operator precedence, loosest first: an expression needs parentheses where the place it
# is in takes only tighter ones (`_Text.level`)
LAMBDA, IFEXP, OR, AND, NOT, COMPARE, BITOR, BITXOR, BITAND, SHIFT, ADD, MUL, UNARY, POWER, ATOM = (
    range(15)
)
_BINARY = {
    ast.BitOr: BITOR,
    ast.BitXor: BITXOR,
    ast.BitAnd: BITAND,
    ast.LShift: SHIFT,
    ast.RShift: SHIFT,
    ast.Add: ADD,
    ast.Sub: ADD,
    ast.Mult: MUL,
    ast.MatMult: MUL,
    ast.Div: MUL,
    ast.FloorDiv: MUL,
    ast.Mod: MUL,
    ast.Pow: POWER,
}
_SYMBOLS = {
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.FloorDiv: "//",
    ast.Mod: "%",
    ast.Pow: "**",
}


def _sum(left: str, op: str, right: str) -> str:
    """`left + right` (`op` `+` or `-`), a negative int literal on the right written as a person
    would: `n - 8` for `jnp.add(n, -8)`, `n + 8` for `jnp.subtract(n, -8)` (the same int)."""
    if re.fullmatch(r"-\d+", right):
        op, right = "-" if op == "+" else "+", right[1:]
    return f"{left} {op} {right}"


# jax.numpy functions with a host form on static values: the kinds their arguments may have, the
# kind of the result, the builtins the form uses, the precedence of the form, and the form, of
# the arguments' host code (`a`, parenthesized only if a conditional expression or lambda) and of
# `p(i, level)`, argument `i` parenthesized if looser than `level`; each gives the value the
# jax.numpy function gives on these ints
_ELEMENTWISE: dict[str, tuple[tuple[frozenset[str], ...], str, tuple[str, ...], int, Callable]] = {
    "minimum": ((INDEX, INDEX), INT, ("min",), ATOM, lambda a, p: f"min({a[0]}, {a[1]})"),
    "maximum": ((INDEX, INDEX), INT, ("max",), ATOM, lambda a, p: f"max({a[0]}, {a[1]})"),
    "abs": ((INDEX,), INT, ("abs",), ATOM, lambda a, p: f"abs({a[0]})"),
    "absolute": ((INDEX,), INT, ("abs",), ATOM, lambda a, p: f"abs({a[0]})"),
    "negative": ((INDEX,), INT, (), UNARY, lambda a, p: f"-{p(0, POWER)}"),
    "add": ((INDEX, INDEX), INT, (), ADD, lambda a, p: _sum(p(0, ADD), "+", p(1, MUL))),
    "subtract": ((INDEX, INDEX), INT, (), ADD, lambda a, p: _sum(p(0, ADD), "-", p(1, MUL))),
    "multiply": ((INDEX, INDEX), INT, (), MUL, lambda a, p: f"{p(0, MUL)} * {p(1, UNARY)}"),
    "floor_divide": ((INDEX, INDEX), INT, (), MUL, lambda a, p: f"{p(0, MUL)} // {p(1, UNARY)}"),
    "remainder": ((INDEX, INDEX), INT, (), MUL, lambda a, p: f"{p(0, MUL)} % {p(1, UNARY)}"),
    "mod": ((INDEX, INDEX), INT, (), MUL, lambda a, p: f"{p(0, MUL)} % {p(1, UNARY)}"),
    "where": (
        (TEST, INDEX, INDEX),
        INT,
        (),
        IFEXP,
        lambda a, p: f"{p(1, OR)} if {p(0, OR)} else {p(2, IFEXP)}",
    ),
    "clip": (
        (INDEX, INDEX, INDEX),
        INT,
        ("min", "max"),
        ATOM,
        lambda a, p: f"min(max({a[0]}, {a[1]}), {a[2]})",
    ),
    "flip": ((frozenset({SEQ, ARRAY}),), ARRAY, (), ATOM, lambda a, p: f"{p(0, ATOM)}[::-1]"),
    # of a true division of ints `a / b`, whose float32 value they round back to an int exactly
    # while `|a| < 2**24` (float32 holds it, and `a / b` is then closer to it than to any other int
    # by more than float32's rounding error)
    "ceil": ((INDEX, INDEX), INT, (), UNARY, lambda a, p: f"-(-{p(0, POWER)} // {p(1, UNARY)})"),
    "floor": ((INDEX, INDEX), INT, (), MUL, lambda a, p: f"{p(0, MUL)} // {p(1, UNARY)}"),
    # `arange` takes 1 to 3 ints, `concatenate` one tuple or list of sequences (`_elementwise`)
    "arange": ((INDEX,) * 3, ARRAY, ("tuple", "range"), ATOM, None),
    "concatenate": ((frozenset({SEQ, ARRAY}),), ARRAY, (), ATOM, None),
}
# the functions of `_ELEMENTWISE` on ints whose form is made of its arguments alone
_PLAIN = frozenset(
    {
        "minimum",
        "maximum",
        "abs",
        "absolute",
        "negative",
        "add",
        "subtract",
        "multiply",
        "floor_divide",
        "remainder",
        "mod",
        "clip",
    }
)


def _never(e: ast.expr) -> bool:
    return False


def _nonzero_literal(e: ast.expr) -> bool:
    """An int literal other than 0, or its negation (`-3`)."""
    if type(e) is ast.UnaryOp and type(e.op) is ast.USub:
        e = e.operand
    return _int(e) and e.value != 0


# the operators of a static array with an int on its right computed elementwise on the host, with
# the test that int must pass: the values are those of the device's integer arithmetic (floor
# division and remainder by the sign of the divisor, as in Python), but for a zero divisor (a
# number on the device, `ZeroDivisionError` on the host) and a negative power (an int on the
# device, a float on the host)
_ELEMENT_OPERATORS: dict[type, Callable[[ast.expr], bool]] = {
    ast.Add: lambda e: True,
    ast.Sub: lambda e: True,
    ast.Mult: lambda e: True,
    ast.FloorDiv: _nonzero_literal,
    ast.Mod: _nonzero_literal,
    ast.Pow: lambda e: _int(e),
}
_MATH = "__omnifix_math__"  # placeholder for the `math` module's name, filled in when a rewrite is applied
_NUMPY, _JAX_NUMPY = "__omnifix_numpy__", "__omnifix_jax_numpy__"  # likewise, numpy and jax.numpy
# placeholder -> (module, preferred name) for `ImportPlan.module`
_MODULES = {_MATH: ("math", None), _NUMPY: ("numpy", "np"), _JAX_NUMPY: ("jax.numpy", "jnp")}
# the jax.numpy float functions with an exact host form -> numpy's: correctly rounded (`sqrt`) or
# exact (the roundings; `round` rounds half to even, as `rint`), on the host as on the device
_ROUNDED = {
    "sqrt": "sqrt",
    "floor": "floor",
    "ceil": "ceil",
    "rint": "rint",
    "round": "rint",
    "around": "rint",
    "trunc": "trunc",
}
# numpy's functions of the operators, for a float and a Python value (`_float_arithmetic`)
_UFUNCS = {ast.Add: "add", ast.Sub: "subtract", ast.Mult: "multiply", ast.Div: "divide"}
# float functions that are not correctly rounded: the host's result may differ in the last bit
_INEXACT = frozenset(
    {
        "log",
        "log2",
        "log10",
        "log1p",
        "exp",
        "exp2",
        "expm1",
        "power",
        "float_power",
        "cbrt",
        "sin",
        "cos",
        "tan",
        "sinh",
        "cosh",
        "tanh",
        "arctan",
        "arcsin",
        "arccos",
        "hypot",
    }
)


def _bound(text: str, imports) -> str:
    """`text` with the placeholders of `_MODULES` it holds replaced by the modules' names."""
    for placeholder, (module, preferred) in _MODULES.items():
        if placeholder in text:
            text = text.replace(placeholder, imports.module(module, preferred))
    return text


# function -> (positional indices, keywords, kinds) of the arguments that must be static
_ARGS: dict[str, tuple[tuple[int, ...], tuple[str, ...], frozenset[str]]] = {}
for _module in ("jax.numpy", "numpy"):
    _ARGS.update(
        {
            f"{_module}.reshape": ((1,), ("newshape", "shape"), SHAPE),
            f"{_module}.zeros": ((0,), ("shape",), SHAPE),
            f"{_module}.ones": ((0,), ("shape",), SHAPE),
            f"{_module}.empty": ((0,), ("shape",), SHAPE),
            f"{_module}.full": ((0,), ("shape",), SHAPE),
            f"{_module}.broadcast_to": ((1,), ("shape",), SHAPE),
            f"{_module}.arange": ((0, 1, 2), ("start", "stop", "step"), BOUNDS),
            f"{_module}.linspace": ((2,), ("num",), INDEX),
            f"{_module}.eye": ((0, 1, 2), ("N", "M", "k"), INDEX),
            f"{_module}.identity": ((0,), ("n",), INDEX),
            f"{_module}.transpose": ((1,), ("axes",), SHAPE),
            f"{_module}.split": ((1,), ("indices_or_sections",), SHAPE),
            f"{_module}.pad": ((1,), ("pad_width",), WIDTHS),
            f"{_module}.tile": ((1,), ("reps",), SHAPE),
        }
    )
_ARGS.update(
    {
        "jax.image.resize": ((1,), ("shape",), SHAPE),
        "jax.image.scale_and_translate": ((1,), ("shape",), SHAPE),
        "jax.lax.dynamic_slice": ((2,), ("slice_sizes",), SHAPE),
        "jax.lax.dynamic_slice_in_dim": ((2,), ("slice_size",), INDEX),
        "jax.numpy.repeat": ((3,), ("total_repeat_length",), INDEX),
        "jax.nn.one_hot": ((1,), ("num_classes",), INDEX),
        "jax.random.split": ((1,), ("num", "shape"), SHAPE),
        "jax.random.bernoulli": ((2,), ("shape",), SHAPE),
        "jax.random.choice": ((2,), ("shape",), SHAPE),
        "jax.random.truncated_normal": ((3,), ("shape",), SHAPE),
        "jax.random.categorical": ((2, 3), ("axis", "shape"), SHAPE),
        **{
            f"jax.random.{name}": ((1,), ("shape",), SHAPE)
            for name in (
                "normal",
                "uniform",
                "randint",
                "gumbel",
                "laplace",
                "logistic",
                "exponential",
                "cauchy",
                "rademacher",
                "bits",
            )
        },
        # a parameter before the shape: `gamma(key, a, shape)`, `orthogonal(key, n, shape)`
        **{
            f"jax.random.{name}": ((2,), ("shape",), SHAPE)
            for name in ("t", "gamma", "poisson", "dirichlet", "orthogonal")
        },
        "jax.random.beta": ((3,), ("shape",), SHAPE),
    }
)
# an int makes these count (`permutation(key, n)` shuffles `arange(n)`), an array is data: only a
# value proven static is rewritten there, nothing else is reported
_COUNT_OR_DATA = {
    "jax.random.permutation": ((1,), ("x",)),
    "jax.random.choice": ((1,), ("a",)),
    "jax.numpy.repeat": ((1,), ("repeats",)),  # static unless `total_repeat_length` is given
}
# `int()` also takes a float computed with jax.numpy (`int(jnp.sqrt(n))`): it truncates its host
# form alike
_BUILTIN_ARGS = {
    "int": ((0,), frozenset({INT, FLOAT})),
    "range": ((0, 1, 2), INDEX),
    "bool": ((0,), TEST),
}
_METHODS = {"reshape": ("shape", "newshape"), "transpose": ("axes",)}
# the last parts of the names above: a call of an attribute named otherwise has no static place
# (what an attribute chain resolves to ends with it), which `_places` sees without resolving it
_CALL_LEAVES = frozenset(
    {name.rpartition(".")[2] for name in (*_ARGS, *_COUNT_OR_DATA)} | set(_METHODS)
)
# jax.numpy functions whose host forms give Python ints of Python ints (`_Analysis._python_int`)
_INT_VALUED = frozenset({*_REDUCTIONS, *_WRAPPERS, *_PLAIN})
_ARITHMETIC = (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod)
# where a variable assigned more than once is not followed (`_Analysis._grouped`)
_BLOCKS = {
    ast.Try: "a `try` block",
    ast.With: "a `with` block",
    ast.AsyncWith: "an `async with` block",
    ast.AsyncFor: "an `async for` loop",
    ast.FunctionDef: "a nested function",
    ast.AsyncFunctionDef: "a nested function",
    ast.ClassDef: "a class",
    **({ast.Match: "a `match` block"} if hasattr(ast, "Match") else {}),
    **({ast.TryStar: "a `try` block"} if hasattr(ast, "TryStar") else {}),
}
_ORDER = (ast.Lt, ast.Gt, ast.LtE, ast.GtE, ast.Eq, ast.NotEq)
_HOST_BUILTINS = (
    "int",
    "float",
    "bool",
    "len",
    "round",
    "isinstance",
    "issubclass",
    "hasattr",
    "callable",
)  # host values whatever their argument (`_host_call`)
_LEAF_BUILTINS = (
    "int",
    "float",
    "round",
    "abs",
    "max",
    "min",
    "sum",
    "len",
    "tuple",
    "list",
)  # static of static (`_static_leaves`)
_LEAF_MODULES = (
    "jax.numpy",
    "numpy",
    "math",
)  # their functions are static of static (`_static_leaves`)
_PARTIALS = frozenset({"functools.partial", "jax.partial"})
_JITS = {
    "jax.jit": ("static_argnums", "static_argnames"),
    "jax.pmap": ("static_broadcasted_argnums",),
}
_SEQUENCES = frozenset({"typing.Tuple", "typing.Sequence", "collections.abc.Sequence"})
_FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef)
_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)
_PLACES = (ast.Call, ast.If, ast.While, ast.IfExp, ast.Assert, ast.Subscript)
# where an expression stands whole: as an argument, element, value, index, slice bound or test
_WHOLE = (
    ast.Call,
    ast.keyword,
    ast.Tuple,
    ast.List,
    ast.Set,
    ast.Dict,
    ast.Subscript,
    ast.Slice,
    ast.Assign,
    ast.AnnAssign,
    ast.AugAssign,
    ast.Return,
    ast.Expr,
    ast.If,
    ast.While,
    ast.Assert,
)
# (line, the kinds a host value may have there or None: data, an empty set where the name is not
# followed (`_Uses.of`), the arguments of the call there that may be jax.numpy math: positions and
# keywords, for `IntParameters`, and the kind of host value each argument of the call gives (INT,
# PYFLOAT or None: `_Uses.hosts`), by position and keyword, or None where the use is no call
# followed: for `_kind_at_every_call`; and what the use is when no call: `READ`, a plain read
# (a module constant's: it awaits its `Constant`), `STORE`,
# an assignment or `del` of it as the attribute of its module (`config.BLOCK = 8`), else None)
Hosts = tuple["tuple[str | Forced | None, ...]", "tuple[tuple[str, str | Forced | None], ...]"]
Use = tuple[int, "frozenset[str] | None", "tuple[int | str, ...]", "Hosts | None", "str | None"]
READ, STORE = "read", "store"


@dataclass(frozen=True)
class Forced:
    """What a call in another module gives a helper's parameter (`Hosts`): static arguments of
    unknown type or parameters of that module's public functions its calls there prove
    (`_callers_relied`: code outside may give them anything), `names`, taken to be ints
    (`Conv.assumed`), where the call's value goes, through int arithmetic, to a place that takes
    nothing but a scalar int (`_Uses.forces`): a float or a tuple fails there in the original too,
    as where the helper's module calls it so itself."""

    names: tuple[str, ...]
    relied: tuple[str, ...] = ()  # those of `names` that are public functions' parameters


@dataclass(frozen=True)
class IntParameters:
    """What a module publishes for a helper another module of the run imports: its parameters it
    uses only where an int is needed (`_consumed_as_int`), each as (its position among the
    positional parameters or None, its name, whether a keyword may give it). A call in the
    importing module gives them a host int as a call in the helper's module does."""

    helper: str
    params: tuple[tuple[int | None, str, bool], ...]
    # those of them its `return` reads, computed on the host as every call of the run needs
    # (`_Analysis._device_parameters`): a call of the helper is then a host value
    returned: tuple[str, ...] = ()


@dataclass(frozen=True)
class Constant:
    """What a module publishes for a module-level constant of its own (`_module_constants`) that
    another module of the run imports (`from .config import BLOCK`, `config.BLOCK`) and reads
    where a static value is needed: the kind of value it holds (INT, SEQ or PYFLOAT). Not
    published when a module of the run assigns it as its module's attribute (`config.BLOCK =
    8`). The importing module takes it to be static of that kind, as a constant of its own."""

    kind: str


@dataclass(frozen=True)
class HelperTwin:
    """What a module publishes for a helper other modules of the run use both where a static value
    is needed and as data: the name of the host twin it adds after the helper (`_twin_sites`), and
    the kind of static value the twin returns. An importing module calls the twin instead at each
    call it can rename whose place accepts that kind, and refuses the helper (`Refusal`) when it
    cannot rename one: the helper's module then makes no twin for other modules."""

    helper: str
    twin: str
    kind: str
    # its parameters other modules' static calls give jax.numpy math, which they compute on the
    # host when they call the twin (as `IntParameters.params`, all of them `returned`)
    params: tuple[tuple[int | None, str, bool], ...] = ()


@dataclass(frozen=True)
class HostlessHelper:
    """What a module publishes for a helper another module of the run calls where a static value is
    needed, whose `return` computes jax.numpy math on static values that has no exact host form
    (`_Analysis._hostless_return`: `jnp.log2(x.shape[0] * 1.5).astype(int)`): the plan leaves it a
    tracer under `jit`. The importing module reports each such call there, as a call of a helper
    of its own is reported (`_Analysis._manual_for_sink`), with `reason`."""

    helper: str
    reason: str


@dataclass(eq=False)
class Conv:
    """A static expression: its kind and what rewriting it needs. `node` is the `ast` expression;
    its host form is its text with each call of `calls` replaced (`_Text.host`)."""

    kind: str
    node: ast.expr
    calls: dict = field(default_factory=dict)  # outermost jax.numpy calls replaced -> their `_Host`
    deps: frozenset = (
        frozenset()
    )  # variables (`_Binding`) and helpers whose value must be rewritten
    uses: frozenset = frozenset()  # the `ast.Name` nodes of those read here
    host: _Host | None = None  # when `node` is itself a jax.numpy call replaced
    assumed: frozenset = frozenset()  # static arguments of unknown type taken to be ints here
    # static arguments of unknown type (or annotated `float`) that may be ints or floats here: in a
    # Python float whatever they hold (`x.shape[0] / k`), its roundings, and the int of these
    floats: frozenset = frozenset()

    @property
    def changed(self) -> bool:
        return bool(self.calls or self.deps)


@dataclass(eq=False)
class _Host:
    """How a jax.numpy call is computed on the host: `how` is "int" (`jnp.int32(n)`: `n`),
    "sequence" (`jnp.array(t)`: `t`) or a reduction's host function (`math.prod`, `sum`, ...);
    `inner` is the conversion of its argument; or "form" (`jnp.minimum(a, b)`: `min(a, b)`), whose
    `form` makes the code from its arguments' host code, plain and as operands (`_ELEMENTWISE`);
    or "map", when `call` is an operation of a static array `inner` with an int (`parts`: its
    operands), computed element by element (`_Analysis._mapped`, `_Text.mapped`)."""

    call: ast.Call
    how: str
    inner: Conv
    parts: tuple[Conv, ...] = ()  # with `how` "form": the arguments, and the host code made of them
    form: Callable[[list[str], list[str]], str] | None = None
    precedence: int = ATOM  # of the form
    bounded: ast.expr | None = None  # an int the host form equals the original for below 2**24
    # the form of what a tuple form iterates (`range(k)` of `tuple(range(k))`), for `map`
    items: Callable[[list[str], list[str]], str] | None = None

    def bounds(self) -> list[ast.expr]:
        """The `bounded` ints of this host form and of those inside it."""
        found = [self.bounded] if self.bounded else []
        for conv in self.parts or (self.inner,):
            for inner in conv.calls.values():
                found += inner.bounds()
        return found


def _tuple_of(parts: list[str], unwrap: bool) -> str:
    """The tuple display joining the host sequences `parts`, as a person writes it: a display's
    elements spliced in (`[-1]` -> `-1`), `*tuple(s)` as `*s` when `tuple` is the builtin
    (`unwrap`), any other sequence unpacked with `*`."""
    items = []
    for text in parts:
        node = ast.parse(text, mode="eval").body
        kind = type(node)
        if kind in (ast.List, ast.Tuple) and not any(type(e) is ast.Starred for e in node.elts):
            items += [ast.get_source_segment(text, e) for e in node.elts]
        elif (
            unwrap
            and kind is ast.Call
            and type(node.func) is ast.Name
            and node.func.id == "tuple"
            and len(node.args) == 1
            and not node.keywords
            and type(node.args[0]) is not ast.Starred
        ):
            items.append(f"*{ast.get_source_segment(text, node.args[0])}")
        else:
            items.append(f"*{text}")
    return f"({', '.join(items)}{',' if len(items) == 1 else ''})"


def _hosted(call: ast.Call, how: str, kind: str, inner: Conv) -> Conv:
    """A jax.numpy call computed on the host as `how` says (`_Host`), of its argument `inner`:
    the outermost call stands for the calls inside it."""
    host = _Host(call, how, inner)
    conv = _merge(kind, call, [inner])
    conv.calls, conv.host = {call: host}, host
    return conv


def _kept(call: ast.Call, how: str, inner: Conv) -> Conv:
    """A reduction given `keepdims=True` of a static 1-d array `inner`: a 1-element array, the
    1-tuple of the reduction on the host (`(math.prod(t),)`)."""
    target = f"{_MATH}.{how[5:]}" if how.startswith("math.") else how
    host = _Host(call, "form", inner, (inner,), lambda a, p: f"({target}({a[0]}),)", ATOM)
    conv = _merge(ARRAY, call, [inner])
    conv.calls, conv.host = {call: host}, host
    return conv


def _merge(kind: str, node: ast.expr, parts: list[Conv]) -> Conv:
    return Conv(
        kind,
        node,
        calls={k: v for p in parts for k, v in p.calls.items()},
        deps=frozenset().union(*(p.deps for p in parts)),
        uses=frozenset().union(*(p.uses for p in parts)),
        assumed=frozenset().union(*(p.assumed for p in parts)),
        floats=frozenset().union(*(p.floats for p in parts)),
    )


@dataclass(frozen=True)
class _Arg:
    """An argument of a call, as libcst lists them: in source order, keyword (None: positional), star."""

    value: ast.expr
    keyword: str | None
    star: str


def _arguments(call: ast.Call) -> list[_Arg]:
    found = [
        _Arg(a.value, None, "*") if type(a) is ast.Starred else _Arg(a, None, "") for a in call.args
    ]
    if call.keywords:
        found += [_Arg(k.value, k.arg, "" if k.arg else "**") for k in call.keywords]
        if call.args:
            found.sort(key=lambda a: (a.value.lineno, a.value.col_offset))
    return found


def _picked(args: list[_Arg], positions_: tuple[int, ...], keywords: tuple[str, ...]) -> list[_Arg]:
    """The arguments at `positions_` or named by `keywords`."""
    return [
        a
        for i, a in enumerate(args)
        if not a.star and (a.keyword in keywords if a.keyword else i in positions_)
    ]


def _jnp_references(names: Names, leaves: frozenset[str] | None) -> bool:
    """Whether the module refers to a function of jax.numpy named in `leaves` (None: to any but
    `shape`, `ndim` and `size`)."""
    for reference in names.references:
        if reference.startswith("jax.numpy."):
            leaf = reference[10:]
            if (
                leaf in leaves
                if leaves is not None
                else "." not in leaf and leaf not in _HOST_VALUED
            ):
                return True
    return False


def _helpers_reading_jnp(names: Names) -> frozenset[str]:
    """The module-level functions (undecorated `def`s) that may read jax.numpy, directly or through
    another of them: those whose names include a name an import binds to `jax`, `jax.numpy` or
    something in it, and those calling such a function by name. `exports` looks at these alone:
    in the others, and in the helpers they call, there is no jax.numpy math to rewrite, nor any
    rewrite for another module's use of them to block."""
    jnp = {
        name
        for name, meanings in names.meanings.items()
        if any(m == "jax" or m == "jax.numpy" or m.startswith("jax.numpy.") for m in meanings)
    }
    reads: dict[str, set[str]] = {}
    for statement in names.tree.body:
        if type(statement) is ast.FunctionDef and not statement.decorator_list:
            reads[statement.name] = {n.id for n in names.below(statement) if type(n) is ast.Name}
    found = {name for name, read in reads.items() if not read.isdisjoint(jnp)}
    while True:
        more = {n for n, read in reads.items() if n not in found and not read.isdisjoint(found)}
        if not more:
            return frozenset(found)
        found |= more


def _int(node: ast.AST) -> bool:
    return type(node) is ast.Constant and type(node.value) is int


def _module_bindings(names: Names) -> tuple[Counter, set[str]]:
    """How many times each name is bound in the module's own scope (`*` for a star import), and
    the names some function or class declares `global`."""
    bound: Counter = Counter()
    declared = {name for node in names.nodes if type(node) is ast.Global for name in node.names}
    stack = list(names.tree.body)
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind is ast.Name:
            if type(node.ctx) is not ast.Load:
                bound[node.id] += 1
            continue
        if kind in _SCOPES:
            if kind is not ast.Lambda:
                bound[node.name] += 1
            continue  # what is inside binds in a scope of its own
        if kind is ast.Import or kind is ast.ImportFrom:
            bound.update((a.asname or a.name).partition(".")[0] for a in node.names)
        elif kind in (ast.ExceptHandler, ast.MatchAs, ast.MatchStar) and node.name:
            bound[node.name] += 1
        elif kind is ast.MatchMapping and node.rest:
            bound[node.rest] += 1
        stack += names.children[node]
    return bound, declared


def _module_constants(
    names: Names,
    bound: Counter,
    declared_global: set[str],
    imported: Mapping[str, str] = {},  # noqa: B006 (read only)
    attribute: Callable[[ast.Attribute], str | None] | None = None,
) -> tuple[dict[str, str], set[ast.Name]]:
    """Module-level constants: names every binding of which (`bound` counts them all: a loop,
    `with` or import target, `del`, a walrus is none of these) is an assignment of
    module-level code (in any block, outside functions and classes; of one target, the name)
    or an augmented one by `+ - * // %` (`BLOCK += 1`), each of a value of one kind: an int,
    a tuple of ints, arithmetic, tuples and the builtin `min()` or `max()` of ints, int
    literals and such constants (`BLOCK = 4`, then `BLOCK = BLOCK * 2`, or `if BIG: BLOCK =
    8`; `HEADS = WIDTH // 64`), or a float literal (`RATE = 0.5`, or such a constant);
    declared `global` nowhere. Other modules' constants count as such constants: `imported`,
    by the name only their import binds, with their kinds (`HEAD = WIDTH // HEADS`, `HEADS`
    imported), and the attribute chains `attribute` gives a kind (`config.WIDTH * 2`). Each
    binding reads what earlier ones bound (or fails), so whatever ran, the name holds a value
    of that kind, and the host form reads it where the original did. A builtin's name (`len = 3`) is read so only after a binding of it by a
    top-level statement: before, it is the builtin. Their kinds (INT, SEQ or PYFLOAT), and the
    targets of their bindings."""
    candidates = set(bound) - declared_global
    calls = frozenset(f for f in ("min", "max") if _builtin(names, f))
    body = names.tree.body
    found: dict[str, list[tuple[ast.Name, ast.expr | None, int]]] = {}
    first: dict[str, int] = {}  # name -> the first top-level statement binding it
    stack = [(node, top) for top, node in enumerate(body)]
    while stack:
        node, top = stack.pop()
        kind = type(node)
        if kind in _SCOPES:
            continue
        targets = None
        if kind is ast.Assign or kind is ast.AnnAssign and node.value is not None:
            targets = node.targets if kind is ast.Assign else [node.target]
            value = node.value
        elif kind is ast.AugAssign:
            targets = [node.target]
            value = (  # `BLOCK += 1` is `BLOCK = BLOCK + 1` (not in place: an int)
                ast.BinOp(ast.Name(node.target.id, ast.Load()), node.op, node.value)
                if type(node.target) is ast.Name and isinstance(node.op, _ARITHMETIC)
                else None
            )
        if targets is not None and len(targets) == 1 and type(targets[0]) is ast.Name:
            target = targets[0]
            if target.id in candidates:
                found.setdefault(target.id, []).append((target, value, top))
                if node is body[top]:
                    first[target.id] = min(first.get(target.id, top), top)
        stack += [(child, top) for child in names.children[node]]
    end = len(body)

    def kind_of(value: ast.expr | None, top: int, kinds: Mapping[str, str]) -> str | None:
        if value is None:
            return None
        if _float_literal(value):
            return PYFLOAT
        for n in ast.walk(value):
            if (
                type(n) is ast.Name
                and n.id in kinds
                and hasattr(builtins, n.id)
                and not first.get(n.id, end) < top
            ):
                return None  # may read the builtin
        return _literal_kind(value, kinds, calls, attribute)

    pending = [n for n, bindings in found.items() if len(bindings) == bound[n]]
    # a kind guessed for each (the first binding's that reads names guessed), then dropped
    # from every name that has a binding not of its kind, given the others' kinds
    guess: dict[str, str] = dict(imported)
    while True:
        more = {}
        for name in pending:
            if name not in guess:
                for _, value, top in sorted(found[name], key=lambda b: b[0].lineno):
                    if (kind := kind_of(value, top, guess)) is not None:
                        more[name] = kind
                        break
        if not more:
            break
        guess.update(more)
    guess.update((n, INT) for n in pending if n not in guess)  # `BLOCK = BLOCK * 2` alone
    while True:
        wrong = [
            name
            for name, kind in guess.items()
            if name not in imported
            and any(kind_of(v, top, guess) != kind for _, v, top in found[name])
        ]
        if not wrong:
            break
        for name in wrong:
            del guess[name]
    own = {name: kind for name, kind in guess.items() if name not in imported}
    return own, {t for name in own for t, _, _ in found[name]}


def _float_literal(e: ast.expr) -> bool:
    """A float literal, or its negation (`-0.5`)."""
    if type(e) is ast.UnaryOp and type(e.op) is ast.USub:
        e = e.operand
    return type(e) is ast.Constant and type(e.value) is float


def _literal_kind(
    e: ast.expr,
    constants: Mapping[str, str],
    calls: frozenset[str] = frozenset(),
    attribute: Callable[[ast.Attribute], str | None] | None = None,
) -> str | None:
    """INT or SEQ for an int literal, a tuple of them or arithmetic of them (`constants`: names
    known to hold such values; `attribute`: the kind of such a value an attribute chain reads,
    `config.WIDTH`; `calls`: the builtins `min` and `max` of the module, taking two or more
    ints), else None."""
    kind = type(e)
    if kind is ast.Constant:
        return INT if type(e.value) is int else None
    if kind is ast.Name:
        return constants.get(e.id)
    if kind is ast.Attribute:
        return attribute(e) if attribute is not None else None

    def ints(*parts: ast.expr) -> bool:
        return all(
            type(x) is not ast.Starred and _literal_kind(x, constants, calls, attribute) == INT
            for x in parts
        )

    if kind is ast.UnaryOp and type(e.op) in (ast.USub, ast.UAdd):
        return INT if ints(e.operand) else None
    if kind is ast.BinOp and (
        isinstance(e.op, _ARITHMETIC) or type(e.op) is ast.Pow and _int(e.right)
    ):
        return INT if ints(e.left, e.right) else None
    if kind is ast.Tuple and ints(*e.elts):
        return SEQ
    if (
        kind is ast.Call
        and type(e.func) is ast.Name
        and e.func.id in calls
        and len(e.args) >= 2
        and not e.keywords
        and ints(*e.args)
    ):
        return INT  # `min(WIDTH, 64)`: one of its ints
    return None


def _returns(function: ast.FunctionDef) -> list[ast.expr]:
    """The values `function` returns, in source order, if each `return` has one and it is no
    generator."""
    found = []
    stack = list(function.body)
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind in _SCOPES:
            continue
        if kind is ast.Return:
            if node.value is None:
                return []
            found.append(node.value)
        elif kind in (ast.Yield, ast.YieldFrom, ast.Await):
            return []
        stack += _children(node)
    return sorted(found, key=lambda value: (value.lineno, value.col_offset))


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}


def _children(node: ast.AST) -> list[ast.AST]:
    """The nodes right below `node` (not the `ctx` of a name); faster than `ast.iter_child_nodes`."""
    kind = type(node)
    fields = _CHILD_FIELDS.get(kind)
    if fields is None:
        fields = _CHILD_FIELDS[kind] = tuple(f for f in kind._fields if f != "ctx")
    found = []
    for name in fields:
        value = getattr(node, name, None)
        if type(value) is list:
            found += [v for v in value if isinstance(v, ast.AST)]
        elif isinstance(value, ast.AST):
            found.append(value)
    return found


def _source_order(nodes, skip=()):
    """The nodes of the trees `nodes`, each before its children, in source order; below a node of
    a type in `skip`, nothing."""
    stack = list(reversed(nodes))
    while stack:
        node = stack.pop()
        yield node
        if isinstance(node, skip):
            continue
        kind = type(node)
        if kind is ast.IfExp:
            children = [node.body, node.test, node.orelse]
        elif kind is ast.Dict:
            children = [x for pair in zip(node.keys, node.values) for x in pair if x is not None]
        elif kind is ast.Call and node.keywords and node.args:
            children = [
                node.func,
                *sorted([*node.args, *node.keywords], key=lambda a: (a.lineno, a.col_offset)),
            ]
        else:
            children = _children(node)
        stack.extend(reversed(children))


def _simple_suite(node: ast.AST) -> bool:
    """A `def` or `class` whose body is on the line of its header (`def f(): return 1`)."""
    header = [node.lineno]
    if type(node) is ast.ClassDef:
        header += [b.end_lineno for b in [*node.bases, *node.keywords]]
    else:
        args = node.args
        header += [
            a.end_lineno
            for a in [
                *args.posonlyargs,
                *args.args,
                *args.kwonlyargs,
                args.vararg,
                args.kwarg,
                *args.defaults,
                *args.kw_defaults,
                node.returns,
            ]
            if a is not None
        ]
    return node.body[0].lineno <= max(header)


def _dotted(node: ast.AST) -> str | None:
    parts = []
    while type(node) is ast.Attribute:
        parts.append(node.attr)
        node = node.value
    if type(node) is not ast.Name:
        return None
    return ".".join([node.id, *reversed(parts)])


# -- variables: libcst's scope analysis of one top-level statement (or method), on the `ast` ---------

_FIRST = (0, 0)


class _Scope:
    __slots__ = ("kind", "parent", "node", "bindings", "overwrites", "__weakref__")

    def __init__(self, kind: str, parent: _Scope | None, node: ast.AST | None) -> None:
        self.kind, self.parent, self.node = kind, parent, node
        self.bindings: dict[str, list[_Binding]] = {}
        self.overwrites: dict[str, str] = {}  # name -> "global" or "nonlocal"


class _Binding:
    """One binding of a name in a scope: `node` is the `ast` node that makes it (the target `Name`,
    the `arg`, the `def`, ...), `at` where it is visible from in its own scope."""

    __slots__ = ("name", "_scope", "node", "at", "references")

    def __init__(
        self, name: str, scope: _Scope | None, node: ast.AST | None, at: tuple[int, int]
    ) -> None:
        # a weak reference: the scope holds its bindings, and a reference back would leave the
        # statement's nodes to the cyclic collector (its `_Unit` keeps every scope it opened)
        self._scope = None if scope is None else weakref.ref(scope)
        self.name, self.node, self.at = name, node, at
        self.references: list[ast.Name] = []  # the reads that see it

    @property
    def scope(self) -> _Scope | None:
        """The scope it binds in; None for a builtin."""
        if self._scope is None:
            return None
        scope = self._scope()
        if scope is None:
            raise RuntimeError(f"the scope of `{self.name}` went with its statement's `_Unit`")
        return scope


_BUILTINS: dict[str, _Binding] = {}


def _end(node: ast.AST) -> tuple[int, int]:
    return (node.end_lineno, node.end_col_offset)


class _Unit:
    """The bindings and reads of one statement analysed as a module of its own, by libcst's rules
    (`ScopeProvider`): a read sees the bindings of the scope it resolves to that come before it
    in that scope (all of them from an inner scope), else those of the scope around; names bound
    outside the statement resolve to nothing, builtins to a builtin binding."""

    def __init__(self, statement: ast.stmt, children: dict[ast.AST, list[ast.AST]]) -> None:
        self.children = children  # the module's `Names.children`
        self.module = _Scope("module", None, None)
        self.functions: list[_Scope] = []
        self.scopes: list[_Scope] = [
            self.module
        ]  # every scope opened: bindings refer to them weakly
        self.referents: dict[ast.Name, list[_Binding]] = {}
        self.scope_of: dict[ast.Name, _Scope] = {}
        self._reads: list[tuple[ast.Name, _Scope]] = []
        self.visit(statement, self.module)
        for node, scope in self._reads:
            self._read(node, scope)

    def _read(self, node: ast.Name, scope: _Scope) -> None:
        name, at = node.id, (node.lineno, node.col_offset)
        resolved = _resolve(scope, name)
        seen = [b for b in resolved if b.scope is not scope or b.at <= at]
        for binding in seen:
            binding.references.append(node)
        if not seen and resolved and scope.parent is not None:
            seen = _resolve(scope.parent, name)
        self.referents[node] = seen
        self.scope_of[node] = scope

    def bind(self, scope: _Scope, name: str, node: ast.AST, at: tuple[int, int]) -> None:
        while name in scope.overwrites:
            scope = (
                self.module
                if scope.overwrites[name] == "global"
                else _visible(scope.parent) or self.module
            )
        scope.bindings.setdefault(name, []).append(_Binding(name, scope, node, at))

    def targets(self, target: ast.AST, scope: _Scope, at: tuple[int, int]) -> None:
        kind = type(target)
        if kind is ast.Name:
            self.bind(scope, target.id, target, at)
        elif kind is ast.Tuple or kind is ast.List:
            for element in target.elts:
                self.targets(element, scope, at)
        elif kind is ast.Starred:
            self.targets(target.value, scope, at)
        else:
            self.visit(target, scope)

    def walk(self, nodes, scope: _Scope) -> None:
        for node in nodes:
            if node is not None:
                self.visit(node, scope)

    def visit(self, node: ast.AST, scope: _Scope) -> None:
        kind = type(node)
        if kind is ast.Name:
            if type(node.ctx) is ast.Store:
                self.bind(scope, node.id, node, _end(node))
            else:
                self._reads.append((node, scope))
        elif kind is ast.Assign:
            self.visit(node.value, scope)
            for target in node.targets:
                self.targets(target, scope, _end(node))
        elif kind is ast.AugAssign or kind is ast.AnnAssign:
            self.walk([node.value, getattr(node, "annotation", None)], scope)
            self.targets(node.target, scope, _end(node))
        elif kind is ast.NamedExpr:
            self.visit(node.value, scope)
            owner = scope  # in a comprehension, the scope around it (PEP 572)
            while owner.kind == "comprehension":
                owner = owner.parent
            self.bind(owner, node.target.id, node.target, _end(node))
        elif kind is ast.For or kind is ast.AsyncFor:
            self.targets(node.target, scope, _end(node.target))
            self.walk([node.iter, *node.body, *node.orelse], scope)
        elif kind is ast.withitem:
            self.visit(node.context_expr, scope)
            if node.optional_vars is not None:
                self.targets(node.optional_vars, scope, _end(node.optional_vars))
        elif kind is ast.ExceptHandler:
            self.walk([node.type], scope)
            if node.name:
                self.bind(
                    scope,
                    node.name,
                    node,
                    _end(node.type) if node.type else (node.lineno, node.col_offset),
                )
            self.walk(node.body, scope)
        elif kind is ast.Import or kind is ast.ImportFrom:
            for alias in node.names:
                if alias.name == "*":
                    continue
                parts = (alias.asname or alias.name).split(".")
                for end in range(len(parts), 0, -1):  # `import a.b` binds `a.b` and `a`
                    self.bind(scope, ".".join(parts[:end]), node, _end(node))
        elif kind in _FUNCTIONS or kind is ast.Lambda:
            args = node.args
            self.walk([*args.defaults, *args.kw_defaults], scope)
            if kind is not ast.Lambda:
                self.walk(
                    [
                        a.annotation
                        for a in [
                            *args.posonlyargs,
                            *args.args,
                            *args.kwonlyargs,
                            args.vararg,
                            args.kwarg,
                        ]
                        if a is not None
                    ],
                    scope,
                )
            inner = _Scope("function", scope, node)
            self.functions.append(inner)
            self.scopes.append(inner)
            for a in [*args.posonlyargs, *args.args, args.vararg, *args.kwonlyargs, args.kwarg]:
                if a is not None:
                    inner.bindings.setdefault(a.arg, []).append(_Binding(a.arg, inner, a, _FIRST))
            self.walk(node.body if kind is not ast.Lambda else [node.body], inner)
            if kind is not ast.Lambda:
                self.walk([*node.decorator_list, node.returns], scope)
                self.bind(scope, node.name, node, _end(node))
        elif kind is ast.ClassDef:
            self.walk([*node.decorator_list, *node.bases, *node.keywords], scope)
            self.scopes.append(inner := _Scope("class", scope, node))
            self.walk(node.body, inner)
            self.bind(scope, node.name, node, _end(node))
        elif kind in (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp):
            generators = node.generators
            self.visit(generators[0].iter, scope)
            self.scopes.append(inner := _Scope("comprehension", scope, node))
            for number, generator in enumerate(generators):
                if number:
                    self.visit(generator.iter, inner)
                self.targets(generator.target, inner, _FIRST)
                self.walk(generator.ifs, inner)
            self.walk([node.key, node.value] if kind is ast.DictComp else [node.elt], inner)
        elif kind is ast.Global or kind is ast.Nonlocal:
            for name in node.names:
                scope.overwrites[name] = "global" if kind is ast.Global else "nonlocal"
        else:
            for child in self.children[node]:
                self.visit(child, scope)


def _visible(scope: _Scope | None) -> _Scope | None:
    """`scope`, or the first scope around it that is not a class body."""
    while scope is not None and scope.kind == "class":
        scope = scope.parent
    return scope


def _resolve(scope: _Scope, name: str) -> list[_Binding]:
    """The bindings of the scope a read of `name` in `scope` resolves to."""
    first = scope
    while True:
        if scope.kind == "module":
            if name in scope.bindings:
                return scope.bindings[name]
            if not hasattr(builtins, name):
                return []
            return [_BUILTINS.setdefault(name, _Binding(name, None, None, _FIRST))]
        overwrite = scope.overwrites.get(name)
        if overwrite is not None:
            scope = _visible(scope.parent) if overwrite == "nonlocal" else None
            if scope is None:  # `global`, or `nonlocal` with no function around
                scope = first
                while scope.parent is not None:
                    scope = scope.parent
            continue
        if name in scope.bindings:
            return scope.bindings[name]
        scope = _visible(scope.parent)


# -- the analysis ----------------------------------------------------------------------------------


class _DeviceNames:
    """The names some assignment of the module (scopes not considered) gives a value computed with
    jax.numpy or a helper, binds by unpacking one, or gives a value reading such a name. `in` finds
    out for one name when first asked, from the values of that name and of the names they read
    (most names are never asked about: those no static place reads)."""

    def __init__(
        self,
        values: dict[str, list[ast.expr]],
        computes: weakref.WeakMethod,
        unpacked: set[str],
    ) -> None:
        self._values = values  # name -> the values assigned to it
        self._computes = computes  # `_Analysis._computes`, weakly
        self._known: dict[str, bool] = dict.fromkeys(unpacked, True)
        self._computed: dict[ast.expr, tuple[bool, set[str]]] = {}

    def __contains__(self, name: str) -> bool:
        known = self._known.get(name)
        if known is not None:
            return known
        seen, stack = {name}, [name]
        while stack:
            current = stack.pop()
            known = self._known.get(current)
            if known:
                self._known[name] = True
                return True
            if known is False:
                continue  # nothing it reads, however far, is one
            for value in self._values.get(current, ()):
                if value not in self._computed:
                    self._computed[value] = self._computes()(value)
                computes, reads = self._computed[value]
                if computes:
                    self._known[name] = True
                    return True
                for read in reads:
                    if read not in seen:
                        seen.add(read)
                        stack.append(read)
        self._known.update(dict.fromkeys(seen, False))  # every name reached: none is one
        return False


class _Analysis:
    """SHP001's one analysis of a module: its declarations (static parameters, constants,
    helpers), the conversions of its static places, and the plan made of them."""

    def __init__(self, context: PlanContext) -> None:
        self.context = context
        self.names = names = context.names
        self.resolve = context.resolve
        tree = names.tree
        self._memo: dict[ast.AST, Conv | None] = {}
        self._starts = [(_first_line(s), s.col_offset) for s in tree.body]  # `unit`
        self._var_convs: dict = {}  # variable (`_Binding`) or helper (`ast.FunctionDef`) -> its Conv or None
        self._in_progress: set = set()
        self._units: dict[ast.AST, _Unit] = {}
        self._statement: ast.AST | None = (
            None  # the unit (top-level statement or method) being planned
        )
        self._values: dict[_Binding, ast.expr] = {}
        self._refs: dict = {}  # variable or helper -> the Names reading it, where the unit's references are not those
        self._reaching: dict[
            ast.Name, _Binding
        ] = {}  # a read of a variable assigned more than once
        self._assigns: dict[ast.Name, ast.expr] = {}
        self._augmented: dict[ast.Name, ast.expr] = {}  # `name += value`: target -> value
        self._passing: dict[ast.AST, ast.Name | None] | None = None  # `_passed()`
        self._device_memo: dict[str, bool] = {}  # `_device_named`
        self._bindings: dict[ast.AST, _Binding] = {}  # their targets -> the variables followed
        self._bound = 0  # the variables followed when `_bindings` was made
        self._twin_statements: dict[_Binding, ast.Assign] = {}
        # a variable assigned in branches or loops or by `+=`, followed as one value (`_grouped`):
        # its `_Binding` -> the targets of its assignments, in source order
        self._groups: dict[_Binding, list[ast.Name]] = {}
        self._trial: dict[_Binding, str] = {}  # groups being converted -> the kind assumed
        self._loops: dict[int, bool] = {}  # `_loop_element`, by the bindings of the name
        self._refused: dict[tuple[int, str], str] = {}  # (scope, name) -> why it is no group
        # helpers of other modules of the run with no host form, as this module's imports spell
        # them -> (the exported `module.name`, its `HostlessHelper`) (set by `plan`)
        self._hostless: dict[str, tuple[str, HostlessHelper]] = {}
        functions = []
        loops = []  # `for` loops and comprehension generators
        unpacked: list[ast.Assign] = []  # `a, b = ...`
        for n in names.nodes:
            kind = type(n)
            if kind is ast.Assign:
                if len(n.targets) == 1 and type(n.targets[0]) is ast.Name:
                    self._assigns[n.targets[0]] = n.value
            elif kind is ast.AnnAssign:
                if n.value is not None and type(n.target) is ast.Name:
                    self._assigns[n.target] = n.value
            elif kind is ast.AugAssign:
                if type(n.target) is ast.Name:
                    self._augmented[n.target] = n.value
            elif kind in _FUNCTIONS:
                functions.append(n)
            elif kind is ast.For or kind is ast.comprehension:
                loops.append(n)
            if kind is ast.Assign and any(type(t) in (ast.Tuple, ast.List) for t in n.targets):
                unpacked.append(n)
        self._assigned = {t.id for t in self._assigns}
        self._declarations(tree, functions)
        values: dict[str, list[ast.expr]] = {}  # name -> the values assigned to it
        for target, value in [*self._assigns.items(), *self._augmented.items()]:
            values.setdefault(target.id, []).append(value)
        # `a, b = <jax.numpy math>`: each name a tracer under `jit`
        self._unpacked_targets: dict[ast.Name, ast.expr] = {}  # target -> the value unpacked
        # `a, b = dims(x)`, a helper's call: target -> (the call, its index, the targets' count)
        self._unpacked_calls: dict[ast.Name, tuple[ast.Call, int, int]] = {}
        # the names unpacked that are followed as variables (where bound once): element by
        # element from a display (`rows, cols = jnp.prod(...), x.shape[-1]`): target -> element;
        # from a sequence as a whole (`a, b = jnp.array(x.shape[:2]) * 2`, `a, b = dims(x)`,
        # `first, *rest = ...`), of names and one starred name: target -> (the sequence, its
        # index, None for the starred name, all the names it is unpacked to)
        self._unpacked_values: dict[ast.Name, ast.expr] = {}
        self._unpacking: dict[ast.Name, tuple[ast.expr, int | None, tuple[ast.Name, ...]]] = {}
        # `_unpacked`: target -> the names unpacked with it whose values its rewrite changes
        self._coupled: dict[ast.Name, list[ast.Name]] = {}
        self._target_bindings: dict[ast.Name, _Binding] = {}  # of the `_unpacking` targets
        for n in unpacked:
            for target in n.targets:
                self._unpack_targets(target, n.value, follow=len(n.targets) == 1)
        unpacked_values = [*self._unpacked_values.items()]
        unpacked_values += [(t, value) for t, (value, *_) in self._unpacking.items()]
        for target, value in unpacked_values:
            values.setdefault(target.id, []).append(value)
        self._assigned.update(t.id for t, _ in unpacked_values)
        for loop in loops:  # a target iterating jax.numpy math is a jax value (`_iterated`)
            for t in walk_ast(loop.target):
                if type(t) is ast.Name:
                    values.setdefault(t.id, []).append(loop.iter)
        self._device_names = _DeviceNames(
            values,
            weakref.WeakMethod(self._computes),  # weak: this analysis holds the names
            {t.id for t in [*self._unpacked_targets, *self._unpacked_calls]},
        )

    # -- declarations --------------------------------------------------------------------------

    def _declarations(self, tree: ast.Module, functions: list) -> None:
        """The static values the module declares: parameters that `jit` makes static, module-level
        constants, and helpers (module-level functions) whose return values may be static."""
        bound, declared_global = _module_bindings(self.names)
        self._module_bound = bound  # also for `_reads_host_values`
        once = {name for name, count in bound.items() if count == 1 and name not in declared_global}
        if "*" in bound:
            once = set()
        self._static_params: dict[ast.arg, str | None] = {}  # -> INT, SEQ or None (type unknown)
        # module-level name -> INT, SEQ or PYFLOAT; the targets of their bindings
        self._constants: dict[str, str] = {}
        self._constant_nodes: set[ast.Name] = set()
        # other modules' constants (`Constant`) read by a name only their import binds -> kind
        # (also in `_constants`), and as attributes (`config.BLOCK`): spelling -> kind
        self._imported_names, self._imported_constants = self._import_constants(
            self.context.shared, bound, declared_global
        )
        if "*" not in bound:
            own, self._constant_nodes = _module_constants(
                self.names, bound, declared_global, self._imported_names, self._constant_spelled
            )
            self._constants = {**self._imported_names, **own}
        self._returns: dict[ast.FunctionDef, list[ast.expr]] = {}
        for function in functions:
            for decorator in function.decorator_list:
                if type(decorator) is ast.Call:
                    self._mark_static(function, self._declared_static(decorator, wrapped=False))
        body = tree.body
        top = {s.name: (i, s) for i, s in enumerate(body) if type(s) in _FUNCTIONS}
        for index, small in enumerate(body):
            if type(small) is ast.Assign:
                targets = small.targets
            elif type(small) is ast.AnnAssign and small.value is not None:
                targets = [small.target]
            else:
                continue
            if len(targets) != 1 or type(targets[0]) is not ast.Name:
                continue
            target = targets[0].id
            value = small.value
            if (
                type(value) is ast.Call
                and (args := _arguments(value))
                and type(wrapped := args[0].value) is ast.Name
                and wrapped.id in top
            ):
                at, function = top[wrapped.id]
                if self._jitted_only(wrapped.id, target, at, index):
                    self._mark_static(function, self._declared_static(value, wrapped=True))
        self._static_names = {p.arg for p in self._static_params}
        self._proving: set[ast.arg] = set()  # `_kind_at_every_call`'s parameters being proven
        # reads of a helper's parameter proven static by its calls -> the parameter
        self._by_calls: dict[ast.Name, _Binding] = {}
        self._param_kinds: dict[_Binding, str] = {}  # those parameters -> INT or PYFLOAT
        # those given a static argument of unknown type by some call -> the arguments' names
        self._assumed_by_calls: dict[ast.arg, frozenset[str]] = {}
        # of those, the parameters of public functions of the calling modules (`Forced.relied`)
        self._callers_params: set[str] = set()
        # helper -> its parameters not proven static that its shape math takes to be ints, where
        # only its own places that force an int use that math (`_typed_by_places`)
        self._place_typed: dict[ast.FunctionDef, set[str]] = {}
        self._int_params: dict[tuple, frozenset[str] | None] = {}  # `_consumed_as_int`
        # spellings of other modules' helpers -> their parameters used only where an int is needed
        self._imported_ints: dict[str, IntParameters] = {}  # (`plan`: `Shared.imported`)
        # the calls of other modules' helpers that return a host int given host ints for their
        # `IntParameters.returned`, which these calls' arguments are made (`plan`): host values
        self._host_valued_calls: set[ast.Call] = set()
        # helpers' parameters other modules' calls give jax.numpy ints with a host int form
        # (`_DEVICE_INT`), taken to be ints as their `return` reads them (`_device_parameters`)
        self._device_ok: set[ast.arg] = set()
        self._device_twins: set[ast.FunctionDef] = set()  # those of helpers also used as data
        self._withdrawn: frozenset[str] = frozenset()  # (`plan`: `Shared.withdrawn`)
        # the functions that are helpers if they return something (`_helper_named`)
        self._functions = {
            name: function
            for name, (_, function) in top.items()
            if name in once and not function.decorator_list and type(function) is ast.FunctionDef
        }
        # private methods only ever called as `self._m(...)` from methods of their class: helpers
        # too, keyed by their name (no module-level name or other class's method has it)
        self._methods: dict[ast.FunctionDef, ast.ClassDef] = self._method_helpers(bound)
        self._functions.update((m.name, m) for m in self._methods)
        # the parameters of helpers, which their calls may make static
        self._helper_params = {
            p.arg
            for function in self._functions.values()
            for p in [*function.args.posonlyargs, *function.args.args, *function.args.kwonlyargs]
        }
        # the helpers other modules of the run use (`plan`) -> (path, line, kinds) of each use
        self._external: dict[ast.FunctionDef, list[tuple[str, int, frozenset | None]]] = {}
        # the helpers of `_external` -> the arguments (positions, keywords) another module's calls
        # give jax.numpy math (`Use`): only their parameters may be `IntParameters`
        self._given_across: dict[ast.FunctionDef, set[int | str]] = {}
        # helper -> (path, line, those positions and keywords) of each such call
        self._given_at: dict[ast.FunctionDef, list[tuple[str, int, tuple]]] = {}
        # the helpers of `_external` -> what each call of another module gives its arguments
        # (`Hosts`), or None when some use there is no call followed: for `_kind_at_every_call`
        self._calls_across: dict[ast.FunctionDef, list[Hosts] | None] = {}
        # the helpers of `_external` -> (path, line) of each use there that is no call followed
        # (`SIZES = [cols]`): why its calls prove nothing of its parameters, for the help
        self._uncalled_across: dict[ast.FunctionDef, list[tuple[str, int]]] = {}
        self._module_assigned: set[str] | None = None  # `_reads_host_values`

    def _method_helpers(self, bound: Counter) -> dict[ast.FunctionDef, ast.ClassDef]:
        """The private methods (`_flat`, undecorated, not async) of the module's top-level classes
        that may be followed as helpers: no other class of the module (nested ones too) defines
        the name, nothing else of the module binds or reads it as a plain name, and every read of
        the attribute `._flat` in the module is the callee of a call `self._flat(...)` in a
        method of the same class (not a `staticmethod` or `classmethod`), `self` its first
        parameter (`_helper` checks that it reads that parameter). A subclass in another module
        overriding it is not seen."""
        defined: Counter = Counter()
        candidates: dict[str, tuple[ast.FunctionDef, ast.ClassDef]] = {}
        for node in self.names.nodes:
            if type(node) is ast.ClassDef:
                for part in node.body:
                    if type(part) in _FUNCTIONS:
                        defined[part.name] += 1
                        if (
                            node in self.names.tree.body
                            and type(part) is ast.FunctionDef
                            and part.name.startswith("_")
                            and not part.name.endswith("__")
                            and not part.decorator_list
                            and (part.args.posonlyargs or part.args.args)
                        ):
                            candidates[part.name] = (part, node)
        found = {}
        for name, (method, cls) in candidates.items():
            if defined[name] != 1 or bound[name] or name in self._functions:
                continue
            if all(
                self._method_call(n, cls)
                for n in self.names.nodes
                if type(n) is ast.Attribute
                and n.attr == name
                or type(n) is ast.Name
                and n.id == name
            ):
                found[method] = cls
        return found

    def _method_call(self, n: ast.AST, cls: ast.ClassDef) -> bool:
        """`n` is the callee `self.m` of a call in a method of `cls` whose first parameter is
        `self`."""
        call = self.names.parents.get(n)
        if type(n) is not ast.Attribute or type(call) is not ast.Call or call.func is not n:
            return False
        if type(n.value) is not ast.Name or type(n.ctx) is not ast.Load:
            return False
        unit = self.unit(n)
        if unit not in cls.body or type(unit) not in _FUNCTIONS:
            return False
        first = [*unit.args.posonlyargs, *unit.args.args][:1]
        return (
            bool(first)
            and first[0].arg == n.value.id
            and not any(  # its first parameter is no instance there
                type(d) is ast.Name and d.id in ("staticmethod", "classmethod")
                for d in unit.decorator_list
            )
        )

    def _helper_named(self, name: str) -> ast.FunctionDef | None:
        """The helper `name` is: a module-level function bound once, undecorated and not async, every
        `return` of which has a value (it is no generator), else None."""
        function = self._functions.get(name)
        if function is None:
            return None
        if function not in self._returns:
            self._returns[function] = _returns(function)
        return function if self._returns[function] else None

    def _jitted_only(self, name: str, target: str, at: int, index: int) -> bool:
        """Whether every call of the module-level function `name`, jitted at statement `index` into
        `target`, goes through `jit`: `g = jit(f)` and `f` read nowhere else, or `f = jit(f)` and `f`
        read by no statement in between."""
        if target != name:
            return self.names.uses[name] == 1
        return not any(name in _identifiers(s) for s in self.names.tree.body[at + 1 : index])

    def _declared_static(self, call: ast.Call, wrapped: bool) -> tuple[set[int], set[str]]:
        """The argument numbers and names `call` declares static: `partial(jax.jit, static_...)`,
        `jax.jit(static_...)` (decorators), `jax.jit(f, static_...)` (`wrapped`), and pmap's
        `static_broadcasted_argnums`; nothing unless the values are literals."""
        args = _arguments(call)
        positional = [a for a in args if a.keyword is None]
        if any(a.star for a in args):
            return set(), set()
        names = self.resolve(call.func)
        if not names.isdisjoint(_PARTIALS):
            if wrapped or len(positional) != 1:
                return set(), set()
            names = self.resolve(positional[0].value)
        elif len(positional) != int(wrapped):
            return set(), set()
        keywords = next((k for n, k in _JITS.items() if n in names), ())
        numbers: set[int] = set()
        strings: set[str] = set()
        for arg in args:
            if arg.keyword is not None and arg.keyword in keywords:
                values = arg.value.elts if type(arg.value) in (ast.Tuple, ast.List) else [arg.value]
                for value in values:
                    if _int(value):
                        numbers.add(value.value)
                    elif type(value) is ast.Constant and type(value.value) is str:
                        strings.add(value.value)
                    else:
                        return set(), set()  # not literals: nothing is known
        return numbers, strings

    def _mark_static(self, function, declared: tuple[set[int], set[str]]) -> None:
        numbers, strings = declared
        args = function.args
        for index, param in enumerate([*args.posonlyargs, *args.args]):
            if index in numbers or param.arg in strings:
                self._static_params[param] = self._param_kind(param, args)
        for param in args.kwonlyargs:
            if param.arg in strings:
                self._static_params[param] = self._param_kind(param, args)

    def _param_kind(self, param: ast.arg, args: ast.arguments) -> str | None:
        """INT or SEQ when the annotation (`int`, `tuple[int, ...]`, `Sequence[int]`) or the default
        (an int, a tuple of ints) says what a static parameter holds, else None: an int and a
        tuple behave differently on the host (`3 * n` repeats a tuple, multiplies an array)."""
        annotation = param.annotation
        if annotation is not None:
            if type(annotation) is ast.Name:
                return INT if annotation.id == "int" and self._builtin("int") else None
            if type(annotation) is not ast.Subscript:
                return None
            value = annotation.value
            sequence = (
                type(value) is ast.Name
                and value.id == "tuple"
                and self._builtin("tuple")
                or not self.resolve(value).isdisjoint(_SEQUENCES)
            )
            part = annotation.slice
            items = (
                part.elts if type(part) is ast.Tuple and not _parenthesized_tuple(part) else [part]
            )
            ints = [i for i in items if type(i) is ast.Name and i.id == "int"]
            ellipsis = [i for i in items if type(i) is ast.Constant and i.value is Ellipsis]
            if (
                sequence
                and ints
                and self._builtin("int")
                and len(ints) + len(ellipsis) == len(items)
                and (not ellipsis or len(items) == 2 and items[1] in ellipsis)
            ):
                return SEQ
            return None
        default = _default(param, args)
        return _literal_kind(default, {}) if default is not None else None

    # -- the plan ------------------------------------------------------------------------------

    def unit(self, node: ast.AST) -> ast.AST:
        """The statement whose scopes a node of the module is analysed in: its top-level statement,
        or the method of a top-level class it is in (variables followed are local to a function)."""
        body = self.names.tree.body
        index = max(bisect_right(self._starts, (node.lineno, node.col_offset)) - 1, 0)
        statement = body[index]
        if type(statement) is ast.ClassDef and not _simple_suite(statement):
            for part in statement.body:  # in order: the first ending at or after the line holds it
                if part.end_lineno < node.lineno:
                    continue
                if _first_line(part) > node.lineno:
                    break
                if type(part) in _FUNCTIONS:
                    return part
        return statement

    @cached_property
    def sinks(self) -> list[tuple[ast.AST, tuple[ast.expr, str, frozenset[str], bool]]]:
        """(expression, what needs it static, kinds accepted, hard) for every static place of the
        module, in source order, with the unit each is analysed in."""
        places = [n for n in self.names.nodes if type(n) in _PLACES]
        places.sort(key=lambda n: (n.lineno, n.col_offset, -n.end_lineno, -n.end_col_offset))
        return [(self.unit(n), sink) for n in places for sink in _places(n, self.context)]

    def plan(self, shared) -> list[Site]:
        # call -> (its `_Host`, why, ints assumed, the places that need them)
        self._rewrites: dict[ast.Call, tuple] = {}
        self._manual: dict[ast.AST, tuple[str, str]] = {}  # node -> (message, help)
        # a finding of `_manual` that only matters where JAX traces -> the static places it is for
        self._traced_at: dict[ast.AST, list[ast.AST]] = {}
        for name, found in shared.importers.items() if shared else ():
            function = self._helper_named(name)
            if function is not None:
                self._external[function] = [
                    (path, line, kinds) for path, uses in found for line, kinds, _, _, _ in uses
                ]
                given = {g for _, uses in found for _, _, args, _, _ in uses for g in args}
                if given:
                    self._given_across[function] = given
                    self._given_at[function] = [
                        (path, line, args) for path, uses in found for line, _, args, _, _ in uses
                    ]
                hosts = [h for _, uses in found for _, _, _, h, _ in uses]
                self._calls_across[function] = None if None in hosts else hosts
                self._uncalled_across[function] = [
                    (path, line) for path, uses in found for line, _, _, h, _ in uses if h is None
                ]
        for function, given in self._given_across.items():
            self._device_ok |= self._device_parameters(function, given)
        for function in self._external:
            if self._returned(function) is None:
                self._manual_for_unproven_helper(function)
        # only for helpers another module gives jax.numpy math; decided in every pass alike
        self._int_published: set[ast.FunctionDef] = set()
        for function, given in self._given_across.items():
            found = self._int_parameters(function, given)
            if found is not None:
                self._int_published.add(function)
                if self.context.first_pass:
                    self.context.publish(function.name, found)
            self._manual_for_unproven_parameters(function, given, found)
        self._imported_ints = {
            spelling: fact
            if type(fact) is IntParameters
            else IntParameters(fact.helper, fact.params, tuple(n for _, n, _ in fact.params))
            for spelling, (_, fact) in (shared.imported.items() if shared else ())
            if type(fact) is IntParameters or type(fact) is HelperTwin and fact.params
        }
        # (a twin's: the calls giving it jax.numpy math, which are static ones, `_twin_calls`)
        self._host_valued_calls = {
            call
            for _, call, fact, name, value in self._imported_arguments()
            if name in fact.returned and self._device(value)
        }
        self._hostless = {
            spelling: (target, fact)
            for spelling, (target, fact) in (shared.imported.items() if shared else ())
            if type(fact) is HostlessHelper
        }
        self._withdrawn = frozenset(shared.withdrawn) if shared else frozenset()
        if shared and shared.importers:
            self.publish_constants(shared)
        convs = []
        for unit, (expr, what, kinds, hard) in self.sinks + self._argument_sinks():
            self._statement = unit
            convs += self._sink(expr, what, kinds, hard)
        candidates = {a for a, c in self._var_convs.items() if c is not None and c.changed}
        live, static = self._live(candidates, convs)
        self._live_now = live
        twins = self._twins(candidates - live, static)
        self._twinned = twins
        # code outside the run may import a public helper no module of the run imports, and use
        # its value as data: rewritten all the same (every call the run shows is static), and said
        public = {a for a in live if type(a) is ast.FunctionDef and not a.name.startswith("_")}
        renames: dict[ast.Name, tuple[_Binding, str]] = {}
        int_args: dict[ast.expr, Conv] = {}  # the arguments of `int()` rewritten
        for expr, conv, what in convs:
            if conv.deps <= live | set(twins):
                if what == "`int()`":
                    int_args[expr] = conv
                renames.update(self._renamed(conv, twins, f"{what} needs a concrete value"))
                for call in conv.calls:
                    self._rewrites[call] = (
                        conv.calls[call],
                        f"{what} needs a concrete value",
                        conv.assumed - conv.floats,
                        what,
                        conv.floats,
                    )
        for a in live:  # its value reads the twins of the variables it reads that stay data
            renames.update(self._renamed(self._var_convs[a], twins, self._why_live(a)))
        inline = {r: twins[a] for r, (a, _) in renames.items()}
        static_uses = {u for _, conv, _ in convs for u in conv.uses}
        # reads that are no data: in static places and in the values of candidates
        self._not_data = static_uses.union(*(self._var_convs[c].uses for c in candidates))
        # the twins some static read reads, and those their values read
        self._needed: set[_Binding] = set()
        stack = [a for a, _ in renames.values()]
        stack += [a for a in twins if self._static_across(a)]  # other modules call the twin
        while stack:
            a = stack.pop()
            if a not in self._needed:
                self._needed.add(a)
                stack += _twin_deps(a, self._var_convs[a])
        sites: list[Site] = self._twin_calls(shared)
        # in source order: what it publishes (`HelperTwin`) is part of the file's result
        for a in sorted(candidates, key=lambda b: (_node(b).lineno, _node(b).col_offset)):
            conv = self._var_convs[a]
            if a in live:
                why = self._why_live(a)
                for call in conv.calls:
                    self._rewrites[call] = (
                        conv.calls[call],
                        why,
                        conv.assumed - conv.floats,
                        f"each use of `{a.name}`",
                        conv.floats,
                    )
                continue
            refs = self._refs_of(a)
            used = [r for r in refs if r in static_uses]
            if a in twins:
                sites += self._twin_sites(a, twins, [r for r in refs if r in renames], renames)
            elif a in self._external and not self._external_static(a):
                self._manual_for_external(a)
            elif used and type(a) is _Binding and self._leaves_helper(self.unit(a.node), conv):
                # not proven static, only taken to be so where it stays in static places: as
                # before that, shape math on a parameter not proven static, at each such place
                for expr, sink, what in convs:
                    if a in sink.deps:
                        self._statement = self.unit(expr)
                        self._manual_for_sink(expr, what, None)
            elif used and a not in public:
                self._manual_for_variable(a, used, [r for r in refs if r not in static_uses])
        inner = set()
        for call in self._rewrites:
            inner.update(n for n in self.names.below(call) if n is not call)
        outer = [call for call in self._rewrites if call not in inner]
        for expr, conv in int_args.items():
            call = self.names.parents.get(expr)
            if call not in inner and conv.calls and self._int_goes(call, conv):
                # `int(jnp.prod(jnp.array(x.shape)))` is `math.prod(x.shape)`: `int()` goes
                host = _Host(call, "int", conv)
                self._rewrites[call] = (host, *self._rewrites[next(iter(conv.calls))][1:])
                outer = [c for c in outer if c not in conv.calls] + [call]
        relied: dict[ast.AST, set[_Binding]] = {call: set() for call in outer}
        if any(not p.scope.node.name.startswith("_") for p in self._by_calls.values()):
            relied.update((call, self._callers_relied(call)) for call in outer)
            for a in self._needed & set(twins):
                value = self._returns[a][0] if type(a) is ast.FunctionDef else self._values[a]
                relied[a] = self._callers_relied(value)
                if type(a) is ast.FunctionDef:  # only the calls renamed give the twin's parameters
                    relied[a] = {p for p in relied[a] if p.scope.node is not a}
        self._manual_for_public(public, relied, inline)
        # a rewrite reads the twins its static reads are renamed to (the rename is inside it)
        self.text.inline = inline
        try:
            sites += [self._rewrite_site(call, relied[call]) for call in outer]
        finally:
            self.text.inline = {}
        sites += [
            self.text.site(node, message, help)
            for node, (message, help) in self._manual.items()
            if node not in self._rewrites
            and (node not in self._traced_at or any(map(self._may_trace, self._traced_at[node])))
        ]
        sites.sort(
            key=lambda s: (s.at.lineno, s.at.col_offset, s.at.end_lineno, s.at.end_col_offset)
        )
        return sites

    def _int_goes(self, call: ast.AST, conv: Conv) -> bool:
        """`call` is the builtin `int()` of one argument, whose conversion `conv` is an int
        computed from nothing but Python ints (`_python_int`): on the host `int()` changes
        nothing, and goes with the rewrite."""
        return (
            type(call) is ast.Call
            and type(call.func) is ast.Name
            and call.func.id == "int"
            and self._builtin("int")
            and len(call.args) == 1
            and not call.keywords
            and conv.node is call.args[0]
            and conv.kind == INT
            and not conv.assumed
            and not conv.floats
            and self._python_int(call.args[0])
        )

    def _python_int(self, e: ast.expr) -> bool:
        """The host form of `e` is surely a Python int (or a tuple of them): it is made of int
        literals, `x.shape`, `x.ndim`, `x.size`, `len()`, their elements and slices, `+ - * //
        %`, and jax.numpy's conversions, reductions and integer functions of these (no name read
        otherwise: a static argument or a variable may hold a numpy int, which `int()` converts)."""
        kind = type(e)
        if kind is ast.Constant:
            return type(e.value) is int
        if kind is ast.Attribute:
            return e.attr in _HOST and _dotted(e.value) is not None
        if kind is ast.Subscript:
            part = e.slice
            if type(part) is ast.Slice:
                bounds = [b for b in (part.lower, part.upper, part.step) if b is not None]
                return self._python_int(e.value) and all(map(self._python_int, bounds))
            return self._python_int(e.value) and self._python_int(part)
        if kind is ast.BinOp:
            return (
                isinstance(e.op, _ARITHMETIC)
                and self._python_int(e.left)
                and self._python_int(e.right)
            )
        if kind is ast.UnaryOp:
            return type(e.op) in (ast.USub, ast.UAdd) and self._python_int(e.operand)
        if kind is ast.Tuple or kind is ast.List:
            return all(type(x) is not ast.Starred and self._python_int(x) for x in e.elts)
        if kind is not ast.Call or e.keywords or any(type(a) is ast.Starred for a in e.args):
            return False
        if type(e.func) is ast.Name and e.func.id == "len" and self._builtin("len"):
            return len(e.args) == 1
        leaf = self._jnp(e.func)
        if leaf in _HOST:
            return True
        return leaf in _INT_VALUED and all(map(self._python_int, e.args))

    def _rewrite_site(self, call: ast.Call, relied: set[_Binding]) -> Site:
        """The rewrite of `call`, its help saying what it relies on: the static arguments and the
        parameters of its function (`_typed_by_places`) taken to be ints, and the run's calls."""
        host, why, assumed, where, floats = self._rewrites[call]
        function = self.unit(call)
        typed = sorted(assumed & self._place_typed.get(function, set()))
        said = ""
        if typed:
            names = "`, `".join(typed)
            params = [name for name in typed if "." not in name]  # else attributes
            at = f"at every call of `{function.name}()`" if params else "wherever it is read here"
            said = (
                f" It assumes `{names}` {'is an int' if len(typed) == 1 else 'are ints'} {at}, as "
                f"{where} needs: the original works only then (a tracer fails there too), and a "
                "jax or numpy int gives the same value on the host. `--verify` checks it."
            )
        arguments = sorted(name for name in floats if "." not in name)
        attributes = sorted(name for name in floats if "." in name)
        if arguments:
            names = "`, `".join(arguments)
            said += (
                f" It holds whether `{names}` (a static argument of unknown type, or annotated "
                "`float`) holds an int or a float: Python computes the float in the original too, "
                "and numpy rounds it to jax.numpy's float dtype as jax.numpy does."
            )
        if attributes:
            names = "`, `".join(attributes)
            one = len(attributes) == 1
            said += (
                f" It holds whether `{names}` (an attribute{'' if one else 's'}) "
                f"hold{'s' if one else ''} an int, a float, a numpy scalar or a 0-d jax array: "
                "the float is computed as in the original (its text is kept), and numpy rounds "
                "it to jax.numpy's float dtype as jax.numpy does."
            )
        if floats and any(type(n) is ast.Attribute and n.attr == "astype" for n in walk_ast(call)):
            if attributes:
                said += (
                    " It relies on the place needing a scalar int, where an array fails in the "
                    "original too (`.astype(int)` of an array is an array, `int()` a Python int)."
                )
            said += (  # NaN: `int()` raises in the original too
                " It relies on that float not being NaN or infinite (of such an argument, a "
                "numpy zero divisor or a float16 past its range: `.astype(int)` makes a number of "
                "it on the device, `int()` raises)."
            )
        by_calls = said + self._by_calls_said(relied)
        return self.text.rewrite(
            call, host, why, assumed.difference(typed), by_calls, frozenset(self._callers_params)
        )

    def _callers_relied(self, e: ast.AST) -> set[_Binding]:
        """The parameters of public helpers proven static by the run's calls (`_by_calls`) that
        `e` depends on: those it reads, in itself, in the values of the variables it reads, in the
        `return`s of the helpers it calls and in what the calls of a helper give a parameter it
        reads (`k` of `def inner(x, k)` called as `inner(x, k)` in `def outer(x, k)`), and so on
        (each searched once)."""
        found: set[_Binding] = set()
        statement = self._statement
        stack: list[tuple[ast.AST, ast.AST]] = [(e, self.unit(e))]
        seen: set = set()
        try:
            while stack:
                value, self._statement = stack.pop()
                for n in _source_order([value]):
                    kind = type(n)
                    if kind is ast.Name:
                        if (p := self._by_calls.get(n)) is not None:
                            if p not in seen:
                                seen.add(p)
                                if not p.scope.node.name.startswith("_"):
                                    found.add(p)
                                given = self._given(p.scope.node, p.node) or ()
                                stack += [(v, self.unit(v)) for v in given if v is not None]
                        elif (a := self._variable(n)) is not None and a not in seen:
                            seen.add(a)
                            stack += [(v, self._statement) for v in self._values_of(a)]
                    elif kind is ast.Call and (f := self._helper(n)) is not None and f not in seen:
                        seen.add(f)
                        stack += [(v, f) for v in self._returns[f]]
        finally:
            self._statement = statement
        return found

    def _by_calls_said(self, params: set[_Binding]) -> str:
        """What a rewrite reading `params` (`_callers_relied`) relies on, for its help."""
        if not params:
            return ""
        by: dict[str, list[_Binding]] = {}
        for p in sorted(params, key=lambda p: (p.node.lineno, p.node.col_offset)):
            by.setdefault(p.scope.node.name, []).append(p)
        said = " and ".join(
            f"every call of `{f}()` giving {self._gives(ps, taken=False)}" for f, ps in by.items()
        )
        return (
            f" It relies on {said}: those of this run do (the original then computes the same "
            "value); code outside the run must too."
        )

    def _gives(self, params: list[_Binding], taken: bool = True) -> str:
        """`k` an int, `rate` a float: what the calls of the run give `params` (and, if `taken`,
        the static arguments taken to be ints there; a rewrite's help says them otherwise)."""
        return ", ".join(
            f"`{p.name}` {'a float' if self._param_kinds.get(p) == PYFLOAT else 'an int'}"
            + (self._taken_to_be_ints(p) if taken else "")
            + (
                " (where one gave it jax.numpy math, that module now computes it on the host)"
                if p.node in self._device_ok
                else ""
            )
            for p in params
        )

    def _taken_to_be_ints(self, p: _Binding) -> str:
        """For `_gives`: the static arguments without annotation some call gives `p`, which only
        the place they reach makes ints (as where a jitted function does shape math on them)."""
        names = self._assumed_by_calls.get(p.node)
        if not names:
            return ""
        them = "`, `".join(sorted(names))
        return (
            " (or a static argument"
            + (" or a calling public function's parameter" if names & self._callers_params else "")
            + f", `{them}`, that the original needs to be an int there;"
            " `--verify` checks it)"
        )

    def _manual_for_public(self, public: set, relied: dict, inline: dict) -> None:
        """A manual finding at the `def` of each public helper whose calls now get a host int
        (`public`), or whose parameters some rewrite relies on being given ints or floats
        (`relied`): code outside the run may call it."""
        params: dict[ast.FunctionDef, list[_Binding]] = {}
        for p in sorted(
            set().union(*relied.values()), key=lambda p: (p.node.lineno, p.node.col_offset)
        ):
            params.setdefault(p.scope.node, []).append(p)
        for a in sorted(public | set(params), key=lambda f: f.lineno):
            names = ", ".join(f"`{p.name}`" for p in params.get(a, ()))
            other = f"another value or an error if it gives {names} another type or a jax array"
            if a in public:
                value = self.inlined(self.text.host_code, self._memo[self._returns[a][0]], inline)
                given = f" and gives {self._gives(params[a])}" if a in params else ""
                one = self._var_convs[a].kind == INT  # else ints unpacked from it: `a, b = dims(x)`
                importers = sorted(
                    {self._display(path) for path, _, _ in self._external.get(a, ())}
                )
                imported = (
                    "The other files of this run that import it "
                    f"(`{'`, `'.join(importers)}`) use it so too, but code outside the run may "
                    "import it"
                    if importers
                    else "No other file of this run imports it, but code outside the run may"
                )
                self._manual[a] = (
                    f"`{a.name}()` now returns {'a host int' if one else 'host ints'}: code outside "
                    f"this run calling it gets {'one' if one else 'them'}",
                    f"Every call of it in this run is where a concrete value is needed{given}, so it "
                    f"returns `{value}`, computed on the host. {imported}, and get "
                    f"{'an int where it had a jax array' if one else 'ints where it had jax arrays'}"
                    + (f", or {other}" if a in params else "")
                    + ": check those calls.",
                )
            else:
                them = "them" if len(params[a]) > 1 else "it"
                self._manual[a] = (
                    f"`{a.name}()` now needs host values for {names}: shape math on {them} is "
                    "computed on the host",
                    f"Every call of it in this run gives {self._gives(params[a])}, so the shape math "
                    f"on {them} (here, or in the helpers it calls) is computed on the host. Code "
                    f"outside the run may call it too, and get {other}: check those calls.",
                )

    def _why_live(self, a) -> str:
        """Why the variable or helper `a`, rewritten in place, needs a concrete value."""
        if type(a) is _Binding and a.node in self._unpacking:  # the same for every name of it
            read = [
                b
                for t in self._unpacking[a.node][2]
                if (b := self._target_bindings.get(t)) is not None and b.references
            ]
            names = [f"`{b.name}`" for b in read]
            listed = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
            why = f"{listed}, unpacked from it, {'is' if len(names) == 1 else 'are'} only used "
            why += "where a concrete value is needed"
            if any(self._measured(r, b) for b in read for r in b.references):
                why += " or by `len()`"
            return why
        if type(a) is not ast.FunctionDef:
            return f"`{a.name}` is only used where a concrete value is needed"
        why = f"`{a.name}()` is only called where a concrete value is needed"
        if a in self._external:
            callers = (["this module"] if self._refs_of(a) else []) + sorted(
                {f"`{self._display(path)}`" for path, _, _ in self._external[a]}
            )
            why += f" (by {', '.join(callers)})"
        return why

    def _renamed(self, conv: Conv, twins: dict, why: str) -> dict[ast.Name, tuple[_Binding, str]]:
        """The reads in `conv` of variables that get a twin -> (the variable, why it is read)."""
        return {
            r: (a, why) for a in conv.deps & set(twins) for r in self._refs_of(a) if r in conv.uses
        }

    def _twinnable(self, a, seen: frozenset = frozenset()) -> bool:
        """Whether the variable `a` of the candidates can have a host twin: assigned once by a plain
        `a = ...` on a line of its own, no helper parameter typed by its places in its value (a
        static argument of unknown type is taken to be an int there, as the twin's reads are each
        a place forcing one: `_sink`, `_twin_sites` says so), and every
        variable its value reads twinnable too (its twin reads theirs: twins of twins, each after
        its own assignment). A helper has one where `_no_helper_twin` finds no reason against it."""
        if type(a) is ast.FunctionDef:
            return self._no_helper_twin(a) is None
        if a in self._twinnable_memo:
            return self._twinnable_memo[a]
        found = (
            type(a) is _Binding
            and a not in seen
            and a not in self._refs
            and a.node in self._plain_statements
            # a static argument taken to be an int (`heads` of `static_argnums`): its twin's reads
            # are places forcing one (`_sink`); a parameter typed by its places never is twinned
            and self._var_convs[a].assumed.isdisjoint(self._place_typed.get(self.unit(a.node), ()))
            and self._on_own_line(self._plain_statements[a.node])
            and all(self._twinnable(d, seen | {a}) for d in self._var_convs[a].deps)
        )
        if not seen:
            self._twinnable_memo[a] = found
        return found

    def _on_own_line(self, statement: ast.stmt) -> bool:
        start = self.text.source.starts[statement.lineno - 1]
        before = self.text.text[
            start : self.text.source.offset(statement.lineno, statement.col_offset)
        ]
        return not before.strip()

    @cached_property
    def _plain_statements(self) -> dict[ast.Name, ast.Assign]:
        """The target of each `name = value` statement of one target -> the statement."""
        return {
            n.targets[0]: n
            for n in self.names.nodes
            if type(n) is ast.Assign and len(n.targets) == 1 and type(n.targets[0]) is ast.Name
        }

    def _twins(self, candidates: set, static: set) -> dict[_Binding, str]:
        """The variables of `candidates`, not rewritten in place, some of whose reads need a
        concrete value (`static`: in static places, or in the values of variables and helpers
        rewritten in place) and that can have a host twin for those reads (`n_static =
        math.prod(x.shape)`, the original kept for the data), and the variables their values read
        (`_twinnable`). Each gets a name no identifier of the module has."""
        chosen = set()
        stack = [
            a
            for a in candidates
            if (any(r in static for r in self._refs_of(a)) or self._static_across(a))
            and self._twinnable(a)
        ]
        while stack:
            a = stack.pop()
            if a not in chosen:
                chosen.add(a)
                stack += _twin_deps(a, self._var_convs[a])
        taken = None  # every identifier of the module, once a twin is named
        found = {}
        for a in sorted(chosen, key=lambda b: (_node(b).lineno, _node(b).col_offset)):
            name, number = f"{a.name}_static", 1
            if taken is None:
                taken = set().union(*map(_identifiers, self.names.tree.body))
            while name in taken or keyword.iskeyword(name) or hasattr(builtins, name):
                number += 1
                name = f"{a.name}_static{number}"
            taken.add(name)
            found[a] = name
            if type(a) is _Binding:
                self._twin_statements[a] = self._plain_statements[a.node]
        return found

    def _no_helper_twin(self, a: ast.FunctionDef) -> str | None:
        """Why helper `a` has no host twin for its static calls (`num_features_static(x)`, defined
        after it, the helper kept for its calls as data), if it has none: a twin is made of a
        module-level function no other module of the run uses (or one `_twin_across` allows),
        whose body (`_twin_body`) is a `return` of shape math after assignments of shape math to
        variables it reads only there, reading no parameter but through host values (`x.shape`)
        or one every call of the run proves static (`_kind_at_every_call`), no ints assumed."""
        if a in self._methods:
            return "it is a method"
        if a in self._external and not self._twin_across(a):
            return "another module of the run uses it"
        found = self._twin_body(a)
        return found if type(found) is str else None

    def _twin_body(self, a: ast.FunctionDef) -> list[tuple[ast.stmt, Conv]] | str:
        """The statements of helper `a`'s body (after a docstring) with the conversion of each
        one's value, as its twin computes them on the host, or why it can have no twin. Each but
        the last is a plain `name = value` of a variable of its own bound there only, whose value
        is static (`_var`) and whose reads, if rewriting changes it, are each in the static value
        of a later statement; the last is its one `return`, static (`_returned`). A parameter
        read other than through a host value (`x.shape`) is one every call of the run gives a
        host int or float (`_kind_at_every_call`, as where the helper is rewritten in place): the
        twin takes the same parameters, and the static calls give it the same arguments. No
        conversion may read another helper, take an argument to be an int by the place it
        reaches (`Conv.assumed`) or hold one that may be a float (`Conv.floats`)."""
        other = "its body is more than a `return` and assignments of shape math"
        body = a.body[1:] if ast.get_docstring(a, clean=False) is not None else a.body
        returned = self._var_convs.get(a)
        if (
            not body
            or type(body[-1]) is not ast.Return
            or self._returns.get(a) != [body[-1].value]
            or returned is None
        ):
            return other
        params = _parameters(a)
        steps: list[tuple[ast.stmt, Conv]] = []
        locals_: dict[_Binding, Conv] = {}
        statement, self._statement = self._statement, a
        try:
            scopes = [s for s in self._scopes().functions if s.node is a]
            for step in body[:-1]:
                target = step.targets[0] if type(step) is ast.Assign else None
                bindings = (
                    scopes[0].bindings.get(target.id, [])
                    if scopes and target in self._plain_statements
                    else []
                )
                if len(bindings) != 1 or bindings[0].node is not target or target.id in params:
                    return other
                conv = self._var(bindings[0]) if bindings[0] in self._values else None
                if conv is None:
                    return other
                locals_[bindings[0]] = conv
                steps.append((step, conv))
            steps.append((body[-1], self._convert(body[-1].value)))
        finally:
            self._statement = statement
        convs = [conv for _, conv in steps]
        if any(
            conv is None or conv.assumed or conv.floats or not conv.deps <= locals_.keys()
            for conv in convs
        ):
            return "its shape math reads a value not proven static where its calls are"
        read = set().union(*(conv.uses for conv in convs))
        if any(not set(self._refs_of(b)) <= read for b, conv in locals_.items() if conv.changed):
            return "a variable of its body is also used as data"
        for step, _ in steps:
            for n in _below(step.value, self._host_call, self.names.children):
                if type(n) is ast.Name and n.id in params and n not in self._by_calls:
                    return "its shape math reads a parameter some call gives no host value"
        return steps

    def _twin_calls(self, shared) -> list[Site]:
        """Each call of a helper of another module of the run that publishes a host twin for it
        (`HelperTwin`) whose place needs a static value of the twin's kind, calling the twin
        instead: `features.num_features_static(x)` through the module, `num_features_static(x)`
        through a name imported from it (the import added beside the helper's). A call it cannot
        rename (a name or module attribute bound through a re-export) makes it refuse the helper
        (`Refusal`): the helper's module then makes no twin for other modules, and reports."""
        # (`UNKNOWN`: its module, in an import cycle with this one, is transformed beside it)
        twins = {
            s: t
            for s, (t, f) in (shared.imported.items() if shared else ())
            if type(f) is HelperTwin or f == UNKNOWN
        }
        if not twins:
            return []
        module = Module(shared.module, shared.package)
        uses = _Uses(self.context, self)
        sites = []
        for node, spelling, plain in uses.each(twins):
            target = twins[spelling]
            fact = shared.imported[spelling][1]
            kinds = uses.call_use(node) if plain else frozenset()
            if kinds is None or fact == UNKNOWN and not kinds:
                continue  # data: the helper stays for it (not followed: the helper reports it)
            if fact == UNKNOWN:  # it may make a twin this call would need: it must not
                why = "its module is transformed beside this one (an import cycle)"
            elif not kinds or fact.kind not in kinds:
                why = "its value goes where omnifix does not follow it"
            elif module.absolute(spelling) != target:
                why = "it is reached through a re-export, which has no twin"
            else:
                sites.append(self._twin_call(node, spelling, fact))
                continue
            if self.context.first_pass:
                where = os.path.abspath(self.context.path)
                self.context.publish(target, Refusal(where, node.lineno, why))
        return sites

    def _twin_call(self, node: ast.Name | ast.Attribute, spelling: str, fact: HelperTwin) -> Site:
        """The call of `node`, a helper of another module, calling its host twin instead."""
        twin = fact.twin
        source = spelling.rpartition(".")[0]

        def rename(cst_node: cst.CSTNode, imports) -> cst.CSTNode:
            if isinstance(cst_node, cst.Attribute):
                return cst_node.with_changes(attr=cst.Name(twin))
            return cst.parse_expression(imports.symbol(source, twin))

        return Site(
            node,
            f"`{fact.helper}()` is a tracer under `jit`, also used as data: call its host twin "
            f"`{twin}()` here",
            Tier.SAFE,
            rename,
            help=f"Under `jit` it is a tracer, and this call's value is only used where a concrete "
            f"value is needed. `{fact.helper}()` stays as it is for its uses as data; "
            f"its module adds `{twin}()`, returning its value computed on the host, for "
            "the calls that need a concrete value.",
        )

    def _twin_across(self, a: ast.FunctionDef) -> bool:
        """Whether the helper `a`, which other modules of the run use, may have a host twin their
        static calls call (`HelperTwin`): each of their uses is data or a call they follow whose
        place takes what the twin returns, no module refused it (`Refusal`: a call it could not
        rename), and it publishes nothing else (`IntParameters`)."""
        conv = self._var_convs.get(a)
        return (
            conv is not None
            and a.name not in self._withdrawn
            and a not in self._int_published
            and all(kinds is None or conv.kind in kinds for _, _, kinds in self._external[a])
        )

    def _static_elsewhere(self, a: ast.FunctionDef) -> str:
        """Where other modules of the run call helper `a` where a static value is needed."""
        found = sorted({(self._display(p), line) for p, line, kinds in self._external[a] if kinds})
        return ", ".join(f"`{path}` line {line}" for path, line in found)

    def _static_across(self, a) -> bool:
        """Whether another module of the run calls the helper `a` where a static value is needed
        (in the first pass: the one its uses describe)."""
        return (
            self.context.first_pass
            and a in self._external
            and any(kinds for _, _, kinds in self._external[a])
        )

    def _twin_sites(self, a, twins: dict, static: list, renames: dict) -> list[Site]:
        """The twin's assignment after `a`'s (or, of a helper, its `def` after the helper's: no
        finding of its own, it goes with the reads), and each static read of `a` reading the twin
        instead."""
        if a not in self._needed:
            return []
        twin = twins[a]
        lines = sorted({r.lineno for r in self._refs_of(a) if r not in static})
        data = ", ".join(
            ([f"line {', '.join(map(str, lines))}"] if lines else [])
            + sorted(  # a helper's, in other modules of the run
                {f"`{self._display(p)}` line {n}" for p, n, k in self._external.get(a, ()) if not k}
            )
        )
        config = cst.PartialParserConfig(default_newline=self.text.newline)
        if type(a) is ast.FunctionDef:
            steps = self._twin_body(a)
            texts = [
                (step.targets[0].id if type(step) is ast.Assign else None, self.text.full(conv))
                for step, conv in steps
            ]
            shown, used = f"`{a.name}()`", f"call a host twin `{twin}()`"
            returned = self.text.host_code(steps[-1][1])
            added = (
                (
                    f"`{twin}()`, a copy of its body with the shape math computed on the host "
                    f"(returning `{returned}`), is added after it"
                    if len(steps) > 1
                    else f"`{twin}()`, returning `{returned}`, is added after it"
                ),
                "calls",
            )

            def insert(node: cst.CSTNode, imports) -> Split:
                body = []
                for target, text in texts:
                    value = cst.parse_expression(_bound(text, imports), config)
                    if target is None:
                        body.append(cst.SimpleStatementLine([cst.Return(value)]))
                    else:
                        assign = cst.Assign([cst.AssignTarget(cst.Name(target))], value)
                        body.append(cst.SimpleStatementLine([assign]))
                return Split(
                    node,
                    [
                        node.with_changes(
                            name=cst.Name(twin),
                            returns=None,
                            body=node.body.with_changes(body=body),
                            leading_lines=[cst.EmptyLine(), cst.EmptyLine()],
                        )
                    ],
                )

            statement = a
        else:
            conv = self._var_convs[a]
            names = {r: twins[d] for d in conv.deps for r in self._refs_of(d) if r in conv.uses}
            text = self.inlined(self.text.full, conv, names)
            host = self.inlined(self.text.host_code, conv, names)
            shown, used = f"`{a.name}`", f"use a host twin `{twin}`"
            added = (f"`{twin} = {host}` is added after its assignment", "uses")

            def insert(node: cst.CSTNode, imports) -> Split:
                statement = f"{twin} = {_bound(text, imports)}{self.text.newline}"
                return Split(node, [cst.parse_statement(statement, config).body[0]])

            statement = self._twin_statements[a]

        def rename(node: cst.CSTNode, imports) -> cst.CSTNode:
            return node.with_changes(value=twin)

        sites = [Site(statement, None, Tier.SAFE, insert)]
        if type(a) is ast.FunctionDef and self._static_across(a):
            # its own finding: other modules' calls of the twin need it made (`HelperTwin`)
            sites[0] = replace(
                sites[0],
                message=f"{shown} is used statically and as data: host twin `{twin}()` added",
                help=f"Under `jit` it is a tracer, and other modules of this run call it where a "
                f"concrete value is needed ({self._static_elsewhere(a)}). {shown} stays as it is "
                f"for its uses as data; {added[0]} for the calls that need a concrete value, "
                "which call it instead.",
            )
            if self.context.allows(sites[0]):
                kind = self._var_convs[a].kind
                params = self._returned_parameters(a)
                self.context.publish(a.name, HelperTwin(a.name, twin, kind, params))
        conv = self._var_convs[a]
        assumed = sorted(n for n in conv.assumed - conv.floats)
        said = (  # the static reads are each a place forcing an int (`_sink`)
            f" It assumes `{'`, `'.join(assumed)}` "
            f"{'is an int' if len(assumed) == 1 else 'are ints'}, as those uses need: the "
            "original works only then, and a jax or numpy int gives the same value on the host. "
            "`--verify` checks it."
            if assumed
            else ""
        )
        for read in static:
            sites.append(
                Site(
                    read,
                    f"{shown} is a tracer under `jit`, also used as data: {used} here",
                    Tier.SAFE,
                    rename,
                    help=f"Under `jit` it is a tracer, and {renames[read][1]}. {shown} stays as it "
                    f"is for its uses as data ({data}); {added[0]} for the {added[1]} that "
                    f"need a concrete value.{said}",
                )
            )
        return sites

    def inlined(self, show: Callable[[Conv], str], conv: Conv, inline: dict[ast.Name, str]) -> str:
        """`show(conv)` (a `_Text` method) with the reads of `inline` printed as its code."""
        self.text.inline = inline
        try:
            return show(conv)
        finally:
            self.text.inline = {}

    def _advice(self, conv: Conv) -> str:
        """The host code of `conv` as a finding suggests it: the variables it reads, which stay
        jax values, spelled out as their own host code (`math.prod(x.shape)`, not
        `math.prod(shape)` of a `shape = jnp.array(x.shape)`)."""
        inline: dict[ast.Name, str] = {}
        self.text.inline = inline
        try:
            self._spell_out(conv, inline, frozenset())
            return self.text.host_code(conv)
        finally:
            self.text.inline = {}

    def _spell_out(self, conv: Conv, inline: dict[ast.Name, str], seen: frozenset) -> None:
        for b in conv.deps:
            value = self._var_convs.get(b)
            if type(b) is not _Binding or b in seen or value is None or b in self._groups:
                continue  # a group's reads stay: it has no one host expression
            index = None
            if b.node in self._unpacking:  # an element of the sequence: `x.shape[:2][0]`
                sequence, index, names = self._unpacking[b.node]
                value = self._memo.get(sequence)
                if index is None or b.node in self._unpacked_calls or value is None:
                    continue  # a starred name's list, a helper's element: no one host expression
                if any(self._unpacking[t][1] is None for t in names[:index]):
                    index -= len(names)  # after the starred name: counted from the end
            self._spell_out(value, inline, seen | {b})
            text = self.text.full(value)
            text = text if self.text.precedence(value) == ATOM else f"({text})"
            text = text if index is None else f"{text}[{index}]"
            inline.update((r, text) for r in self._refs_of(b) if r in conv.uses)

    @cached_property
    def text(self) -> _Text:
        """The module's text, for messages and edits (phase 1's `exports` needs none)."""
        return _Text(self.context)

    def _live(self, candidates: set, convs: list) -> tuple[set, set]:
        """The variables and helpers of `candidates` rewritten in place, and the reads that need a
        concrete value. A read needs one in a static place, or in the value of a variable or helper
        rewritten in place, whose reads of variables are each of one rewritten in place or of one
        that can have a host twin (`_twinnable`); a variable or helper is rewritten in place when
        every read of it needs a concrete value and it reads only such variables and helpers."""
        self._twinnable_memo: dict = {}
        twinnable = {a for a in candidates if self._twinnable(a)}
        live = set(candidates)
        while True:
            ready = live | twinnable
            consumed = set()
            for _, conv, _ in convs:
                if conv.deps <= ready:
                    consumed |= conv.uses
            for a in live:
                if self._var_convs[a].deps <= ready:
                    consumed |= self._var_convs[a].uses
            kept = {
                a for a in live if self._var_convs[a].deps <= ready and self._consumed(a, consumed)
            }
            # names unpacked from one sequence are rewritten together, or not at all
            kept -= {
                a
                for a in kept
                if type(a) is _Binding
                and not all(self._unpacked_with(t, kept) for t in self._coupled.get(a.node, ()))
            }
            if kept == live:
                return live, consumed
            live = kept

    def _consumed(self, a, consumed: set) -> bool:
        """Every read of `a` is in `consumed`, and every use of it by other modules of the run is a
        static one; it has some read or use."""
        refs = self._refs_of(a)
        if a in self._external:
            return self._external_static(a) and all(r in consumed for r in refs)
        return bool(refs) and all(r in consumed or self._measured(r, a) for r in refs)

    def _external_static(self, a: ast.FunctionDef) -> bool:
        kind = self._var_convs[a].kind
        return all(kinds is not None and kind in kinds for _, _, kinds in self._external[a])

    def constants(self) -> list[str]:
        """The module-level constants, which other modules of the run may import (`Constant`)."""
        return sorted(self._constants)

    def publish_constants(self, shared) -> None:
        """Publish the kind of each constant other modules of the run read (`Constant`), but for
        one some module assigns as this module's attribute (`config.BLOCK = 8`: `STORE`)."""
        if not self.context.first_pass:
            return
        for name, found in shared.importers.items():
            kind = self._constants.get(name)
            if kind is None or name in self._imported_names:
                continue
            uses = [use for _, fact in found if type(fact) is tuple for use in fact]
            if any(access == READ for *_, access in uses) and not any(
                access == STORE for *_, access in uses
            ):
                self.context.publish(name, Constant(kind))

    def _import_constants(
        self, shared, bound: Counter, declared_global: set[str]
    ) -> tuple[dict[str, str], dict[str, str]]:
        """The constants of other modules of the run this module imports (`Constant`), static of
        their kind as its own: a name only that import binds (`from .config import BLOCK`: bound
        once, never `global`, not ambiguous), each with its kind, which `_module_constants` takes
        as its own constants' inputs (`HEAD = WIDTH // HEADS`); and by its spelling each attribute
        chain on such a name (`config.BLOCK`, `pkg.config.BLOCK`: `_imported_constant`)."""
        found: dict[str, str] = {}
        attributes: dict[str, str] = {}
        if not shared or "*" in bound:
            return found, attributes
        spellings = {
            spelling: fact.kind
            for spelling, (_, fact) in shared.imported.items()
            if type(fact) is Constant
        }
        if not spellings:
            return found, attributes
        names = self.names
        for name, dotted in names.imported.items():
            if (
                name in names.ambiguous
                or name in names.rebound
                or name in declared_global
                or bound.get(name) != 1
            ):
                continue
            if dotted in spellings:
                found[name] = spellings[dotted]
            attributes.update(
                (spelling, kind)
                for spelling, kind in spellings.items()
                if spelling.startswith(dotted + ".")
            )
        return found, attributes

    def _constant_spelled(self, e: ast.Attribute) -> str | None:
        """The kind of the constant of another module of the run an attribute chain of module-level
        code reads (`config.WIDTH`: its root bound only by an import, `_import_constants`)."""
        spelled = self.names.resolve_ast(e)
        if not spelled or len(spelled) != 1:
            return None
        return self._imported_constants.get(next(iter(spelled)))

    def _imported_constant(self, e: ast.Attribute) -> str | None:
        """The kind of the constant of another module of the run `e` reads (`config.BLOCK`), its
        root a name bound only by an import (`_import_constants`), not shadowed where it is read."""
        if not self._imported_constants:
            return None
        root = e.value
        while type(root) is ast.Attribute:
            root = root.value
        if type(root) is not ast.Name or self._referents(root) != []:
            return None
        return self._constant_spelled(e)

    def exports(self, among: frozenset[str]) -> list[str]:
        """The helpers (of those named in `among`) whose every `return` gives a static value that
        rewriting changes, those with jax.numpy math or helper calls whose parameters their
        calls here prove (`_kind_at_every_call`), and those returning jax.numpy math on shapes and
        their parameters (`_of_shapes`), which the calls of other modules may prove."""
        found = []
        for name in self._functions:
            if name not in among:
                continue
            function = self._helper_named(name)
            if function is None or function in self._methods:
                continue
            self._statement = function
            conv = self._returned(function)
            if conv is not None and conv.changed:
                found.append(name)
            elif conv is None and self._returns_shape_math(function) is not None:
                found.append(name)  # reported where another module needs a concrete value
            elif conv is None and self._hostless_return(function) is not None:
                found.append(name)  # `HostlessHelper`: reported at the other module's calls
            elif self._calls_jnp(function) or self._calls_helper(function):
                # a parameter its calls here prove (what else reads one is no rewrite of it)
                args = function.args
                params = [*args.posonlyargs, *args.args, *args.kwonlyargs]
                if any(self._kind_at_every_call(function, p) is not None for p in params) or any(
                    self._of_shapes(r, _parameters(function)) for r in self._returns[function]
                ):
                    found.append(name)
        return found

    def _sink(self, expr, what, kinds, hard, probe=False):
        """The conversions of a static place (and of its parts, when it is a tuple or a boolean
        operation that is not static as a whole); reports what cannot be rewritten. When `probe`ing
        (`_consumed_as_int`), those with nothing to rewrite too, and nothing is reported."""
        if not probe and not self._device(expr):
            return []  # nothing computed with jax.numpy here
        conv = self._convert(expr)
        # a place where nothing but an int (or a sequence of ints) works: a float fails there
        forced = hard and (kinds is INDEX or kinds is SHAPE or kinds is WIDTHS or kinds is PAIR)
        assuming = conv  # shape math with a host form only where an argument has a type
        if conv is not None and conv.kind == FLOAT and conv.assumed <= conv.floats:
            pass  # a rounded Python float of ints or floats alike (`_float_function`)
        elif conv is not None and conv.assumed & conv.floats:
            # an int or a float (unknown, or annotated `float`): taken to be an int only where a
            # float fails in the original too (a shape entry, an index: `(blocks * block, 2)`)
            conv = (
                # an attribute's float made an int (`_truncated`) stays a float for the help
                replace(conv, floats=conv.floats - {a for a in conv.assumed if "." not in a})
                if forced and conv.kind == INT
                else None
            )
        elif conv is not None and conv.assumed and not forced:
            # what is taken to be an int (`Conv.assumed`) is one only where the place takes nothing
            # else: not a test, `int()` or `arange` (a float works there), nor an index (an array)
            conv = None
        tupled = frozenset()  # taken to be ints, where the place takes a tuple too
        if conv is not None and conv.assumed and conv.kind == INT and SEQ in kinds:
            if not self._scalar(expr):
                tupled = conv.assumed
                conv = None  # the place takes a sequence too: the argument may be a tuple
        if conv is not None and conv.kind in kinds:
            return [(expr, conv, what)] if conv.changed or conv.uses or probe else []
        parts = None
        kind = type(expr)
        if (kind is ast.Tuple or kind is ast.List) and SEQ in kinds:
            each = PAIR if kinds is WIDTHS else INDEX  # a pair of `pad` widths holds ints
            parts = [(e.value, SHAPE) if type(e) is ast.Starred else (e, each) for e in expr.elts]
        elif SEQ in kinds and self._displays(expr):  # concatenated or repeated in the original too
            parts = [(p, kinds) for p in (expr.left, expr.right) if self._displays(p)]
        elif kind is ast.BoolOp and BOOL in kinds:
            parts = [(v, TEST) for v in expr.values]
        elif kind is ast.UnaryOp and type(expr.op) is ast.Not:
            parts = [(expr.operand, TEST)]
        if parts is not None:
            return [
                c
                for part, part_kinds in parts
                for c in self._sink(part, what, part_kinds, hard, probe)
            ]
        if probe:
            return []
        if hard and (
            self._has_jnp(expr, data=True)
            or self._shape_math_as_data(expr)
            or self._unfollowed(expr)
            or self._unpacked_read(expr)
            or self._iterated(expr)
        ):
            self._manual_for_sink(
                expr, what, conv or assuming, sized=BOOL not in kinds, tupled=tupled
            )
        return []

    def _scalar(self, e: ast.expr, seen: frozenset = frozenset()) -> bool:
        """The jax value of `e`, converted to an INT, is 0-d whatever the names it takes to be
        ints (`Conv.assumed`) hold where the original runs: an int taking none so
        (`x.shape[0]`), a jax.numpy reduction (`jnp.prod(jnp.array(x.shape[k:]))`, a slice bound
        forcing `k` an int), an element of a static array by such an index
        (`jnp.array(x.shape[k:])[0]`), and the arithmetic, `jnp.minimum`, `floor_divide`, ...
        and `jnp.array()` of these, or a variable each of whose values is one. A place that takes
        a tuple too (`jnp.zeros(n)`) then gets an int there in the original, as on the host; a name
        taken to be an int may be a tuple where nothing forces it (`jnp.prod(...) // k`)."""
        conv = self._memo.get(e)
        if conv is None or conv.kind != INT:
            return False
        if not conv.assumed:
            return True
        kind = type(e)
        if kind is ast.BinOp:
            return self._scalar(e.left, seen) and self._scalar(e.right, seen)
        if kind is ast.UnaryOp:
            return self._scalar(e.operand, seen)
        if kind is ast.Subscript:
            (index,) = _elements(e.slice)
            found = self._memo.get(index)
            return type(index) is not ast.Slice and found is not None and not found.assumed
        if kind is ast.Call and (host := conv.host) is not None and host.call is e:
            if host.how in _REDUCTIONS.values():
                return True
            if host.how == "int":
                return self._scalar(host.inner.node, seen)
            if host.how == "form":
                return all(
                    self._scalar(p.node, seen) if p.kind == INT else not p.assumed
                    for p in host.parts
                )
            return False
        if kind is ast.Name and (a := self._variable(e)) is not None:
            if a in seen:
                return True  # its other values decide (`n = n * 2` in a loop)
            if a.node in self._unpacking:  # an element of a static sequence, or the list of them
                return self._unpacking[a.node][1] is not None
            return all(self._scalar(v, seen | {a}) for v in self._values_of(a))
        return False

    def _unpack_targets(self, target: ast.expr, value: ast.expr, follow: bool) -> None:
        """The names of `target` that unpacking `value` binds to jax.numpy math, into
        `_unpacked_targets`: element by element from a display of the same length, else every
        name when `value` calls jax.numpy itself (a helper's tuple is not followed: run before the
        helpers are analysed). And, with `follow` (the assignment's one target: `a, b = c, d =
        ...` binds four names to one value), the values of the names followed as variables
        (`_unpacked_values` element by element, `_unpacking` from a sequence as a whole)."""
        kind = type(target)
        if kind is ast.Name:
            if follow:
                self._unpacked_values[target] = value
            if self._calls_jnp(value):
                self._unpacked_targets[target] = value
        elif kind is ast.Starred:
            self._unpack_targets(target.value, value, follow)
        elif kind is ast.Tuple or kind is ast.List:
            parts = target.elts
            names = tuple(p.value if type(p) is ast.Starred else p for p in parts)
            starred = [i for i, p in enumerate(parts) if type(p) is ast.Starred]
            flat = follow and all(type(p) is ast.Name for p in names) and len(starred) <= 1
            if type(value) is ast.Call and self._helper_call(value):  # `a, b = dims(x)`
                if not starred:
                    for index, part in enumerate(parts):
                        if type(part) is ast.Name:
                            self._unpacked_calls[part] = (value, index, len(parts))
                            if flat:
                                self._unpacking[part] = (value, index, names)
                return
            elements = value.elts if type(value) in (ast.Tuple, ast.List) else None
            if elements is not None and len(elements) == len(parts):
                if not any(type(e) is ast.Starred for e in (*elements, *parts)):
                    for part, element in zip(parts, elements):
                        self._unpack_targets(part, element, follow)
                    return
            if flat:
                self._unpacking.update(
                    (name, (value, None if index in starred else index, names))
                    for index, name in enumerate(names)
                )
            if self._calls_jnp(value):
                self._unpacked_targets.update(
                    (t, value) for t in walk_ast(target) if type(t) is ast.Name
                )

    def _returned_shape_math(self, target: ast.Name) -> bool:
        """`target` is unpacked from a helper's call (`a, b = dims(x)`) whose one `return` is a
        display of as many elements, the one for `target` jax.numpy math of shapes and int
        literals alone (`jnp.prod(jnp.array(x.shape[:2]))`)."""
        call, index, count = self._unpacked_calls[target]
        function = self._helper(call)
        returns = self._returns.get(function, ()) if function is not None else ()
        if len(returns) != 1 or type(returns[0]) not in (ast.Tuple, ast.List):
            return False
        elements = returns[0].elts
        if len(elements) != count or any(type(e) is ast.Starred for e in elements):
            return False
        return self._of_shapes(elements[index])

    def _of_shapes(self, e: ast.AST, params: frozenset[str] = frozenset()) -> bool:
        """`e` calls jax.numpy, on `.shape`, `.ndim`, `.size`, int literals and the names of
        `params` alone (with `params`, float literals and `.astype(...)` too)."""
        return self._calls_jnp(e) and self._shapes_only(e, params)

    def _calls_jnp(self, e: ast.AST) -> bool:
        """`e` calls jax.numpy itself (not shape/ndim/size; a helper's call does not count)."""
        return any(
            type(n) is ast.Call and self._jnp(n.func) not in (None, *_HOST_VALUED)
            for n in _below(e, self._host_call, self.names.children)
        )

    def _calls_helper(self, e: ast.AST) -> bool:
        """`e` calls a helper of the module (by its name)."""
        return any(type(n) is ast.Call and self._helper_call(n) for n in walk_ast(e))

    def _shapes_only(self, e: ast.AST, params: frozenset[str]) -> bool:
        kind = type(e)
        if kind is ast.Constant:
            return type(e.value) is int or bool(params) and type(e.value) is float
        if kind is ast.Name:
            return e.id in params
        if kind is ast.Attribute:  # a shape, or an attribute of a parameter (`cfg.heads`)
            dotted = _dotted(e)
            return e.attr in _HOST or dotted is not None and dotted.partition(".")[0] in params
        if kind is ast.Subscript:
            return self._shapes_only(e.value, params) and self._shapes_only(e.slice, params)
        if kind is ast.Slice:
            parts = (e.lower, e.upper, e.step)
            return all(p is None or self._shapes_only(p, params) for p in parts)
        if kind is ast.Tuple or kind is ast.List:
            return all(self._shapes_only(p, params) for p in e.elts)
        if kind is ast.BinOp:
            return self._shapes_only(e.left, params) and self._shapes_only(e.right, params)
        if kind is ast.UnaryOp:
            return self._shapes_only(e.operand, params)
        if kind is ast.Call:
            func = e.func
            if params and type(func) is ast.Attribute and func.attr == "astype":
                return self._shapes_only(func.value, params)
            return (
                self._jnp(func) is not None
                and not e.keywords
                and all(self._shapes_only(a, params) for a in e.args)
            )
        return False

    def _unpacked_read(self, e: ast.AST) -> tuple[ast.Name, ast.Name] | None:
        """A variable `e` reads that some assignment it may see binds by unpacking jax.numpy shape
        math (`a, b = jnp.array(x.shape[:2]) * 2`, every value it is computed from static: a
        tracer under `jit`, never followed), with that target."""
        for n in _below(e, self._host_call, self.names.children):
            if type(n) is not ast.Name or n.id not in self._device_names:
                continue
            if (a := self._variable(n)) is not None and self._var(a) is not None:
                continue  # followed: rewritten, or reported as a variable
            seen = self._referents(n)
            if seen and seen[0].scope is not None:
                for b in seen[0].scope.bindings[n.id]:
                    value = self._unpacked_targets.get(b.node)
                    if value is not None and self._static_leaves(value):
                        return n, b.node
                    if b.node in self._unpacked_calls and self._returned_shape_math(b.node):
                        return n, b.node
        return None

    def _displays(self, e: ast.expr) -> bool:
        """`e` is a tuple or list display, or displays concatenated or repeated by a count computed
        without jax.numpy (`[(0, 1)] * (x.ndim - 1)`): Python's operations, whatever the elements."""
        kind = type(e)
        if kind is ast.Tuple or kind is ast.List:
            return True
        if kind is not ast.BinOp:
            return False
        if type(e.op) is ast.Add:
            return self._displays(e.left) and self._displays(e.right)
        if type(e.op) is not ast.Mult:
            return False
        return (
            self._displays(e.left)
            and not self._device(e.right)
            or self._displays(e.right)
            and not self._device(e.left)
        )

    # -- where JAX traces ----------------------------------------------------------------------

    @cached_property
    def _tracing(self) -> set[ast.AST]:
        """The module-level functions and methods of top-level classes that JAX may trace: those
        `Traced` finds (`codemods._traced`), those code elsewhere may trace (public ones, dunder
        methods included, of a module others may import, but for entry points the `if __name__
        == "__main__":` block uses; those another module of the run imports), decorated ones (but for pytest's and absl's test decorators), those used as
        values (`hk.transform(_f)`, `{"f": _f}`), and what these call."""
        traced = Traced.of(self.names)
        exposed = importable(self.context.path, self.names.tree)
        imported = {f.name for f in self._external}
        entries = {  # entry points: the names the `if __name__ == "__main__":` block uses
            n.id
            for statement in self.names.tree.body
            if main_guard(statement)
            for n in walk_ast(statement)
            if type(n) is ast.Name
        }
        roots = set(traced.reached)
        for group in (traced.functions, traced.methods):
            for name, functions in group.items():
                public = not name.startswith("_") or name.startswith("__") and name.endswith("__")
                for function in functions:
                    if (
                        exposed
                        and public
                        and not (name in entries and function in traced.functions.get(name, ()))
                        or name in imported
                        or any(not self._test_decorator(d) for d in function.decorator_list)
                    ):
                        roots.add(function)
        parents = self.names.parents
        for n in self.names.nodes:
            if type(n) is ast.Name and n.id in traced.functions and type(n.ctx) is ast.Load:
                parent = parents.get(n)
                if type(parent) is not ast.Call or parent.func is not n:
                    roots.update(traced.functions[n.id])
        reached, queue = set(), list(roots)
        while queue:
            function = queue.pop()
            if function not in reached:
                reached.add(function)
                queue += traced.callees(function)
        return reached

    def _test_decorator(self, decorator: ast.expr) -> bool:
        func = decorator.func if type(decorator) is ast.Call else decorator
        return any(
            name.startswith(("pytest.", "absl.testing.parameterized.", "unittest."))
            for name in self.resolve(func)
        )

    def _may_trace(self, node: ast.AST) -> bool:
        """Whether the code at `node` may run under a JAX transformation: in a function of
        `_tracing`; in a nested function or lambda that is decorated, given to a transformation or
        used as a value (not only called by name), or only called in code that may be traced.
        Module-level code (`if __name__ == "__main__":` blocks too) and class bodies are not."""
        traced = Traced.of(self.names)
        parents = self.names.parents
        at = parents.get(node)
        while at is not None:
            kind = type(at)
            if kind in _FUNCTIONS or kind is ast.Lambda:
                if at in traced.owner or at in traced.functions.get(getattr(at, "name", ""), ()):
                    return at in self._tracing
                enclosing = parents.get(at)
                while enclosing is not None and type(enclosing) not in (*_FUNCTIONS, ast.Lambda):
                    enclosing = parents.get(enclosing)
                if (
                    enclosing is None
                    or kind is ast.Lambda
                    or at in traced.roots
                    or at.decorator_list
                    or type(parents.get(at)) is ast.ClassDef
                    or self._used_as_value(at, enclosing)
                ):
                    return True
            at = parents.get(at)
        return False

    def _used_as_value(self, function: ast.FunctionDef, enclosing: ast.AST) -> bool:
        """The nested `function`'s name is read in `enclosing` other than to call it."""
        parents = self.names.parents
        return any(
            type(n) is ast.Name
            and n.id == function.name
            and type(n.ctx) is ast.Load
            and not (type(parent := parents.get(n)) is ast.Call and parent.func is n)
            for n in self.names.below(enclosing)
        )

    # -- names ---------------------------------------------------------------------------------

    def _builtin(self, name: str) -> bool:
        return _builtin(self.names, name)

    def _jnp(self, func: ast.AST, prefix: str = "jax.numpy.") -> str | None:
        root = func
        while type(root) is ast.Attribute:
            root = root.value
        if type(root) is not ast.Name or root.id not in self.names.meanings:
            return None  # only an import binds a name to a module's function
        for q in self.resolve(func):
            if q.startswith(prefix) and "." not in q[len(prefix) :]:
                return q[len(prefix) :]
        return None

    def _scopes(self) -> _Unit:
        """The scopes of the unit being planned, analysed alone (as libcst's scope analysis of that
        statement as a module of its own would), and the variables of its functions."""
        statement = self._statement
        unit = self._units.get(statement)
        if unit is None:
            unit = self._units[statement] = _Unit(statement, self.names.children)
            for scope in unit.functions:
                several = set()
                for name, bindings in scope.bindings.items():
                    for binding in bindings:
                        node = binding.node
                        if node in self._unpacking:
                            self._target_bindings[node] = binding
                        value = self._assigns.get(node) or self._unpacked_values.get(node)
                        if value is None and node in self._unpacking:
                            value = self._unpacking[node][0]
                        if value is not None:
                            if len(bindings) == 1:
                                self._values[binding] = value
                            else:
                                several.add(name)
                for name in several:
                    self._straight_line(unit, scope, name)
                    if scope.bindings[name][0] not in self._values:
                        self._grouped(unit, scope, name)
        return unit

    def _straight_line(self, unit: _Unit, scope: _Scope, name: str) -> None:
        """Follow a variable assigned more than once when every assignment is a plain `name = ...`
        statement of the function's own body (none in a branch, loop, `with` or `try`) and every
        read is in the function itself (not in a nested function or comprehension): each read then
        sees the last assignment of the statements before it. The first binding may be the
        function's own parameter (`k = jnp.minimum(k, x.shape[0])`): the reads before the first
        assignment read the parameter, as its own reads."""
        bindings = scope.bindings[name]
        function = scope.node
        if type(function) not in _FUNCTIONS or _simple_suite(function):
            return
        params = [a for a in bindings if type(a.node) is ast.arg]
        assignments = [a for a in bindings if type(a.node) is not ast.arg]
        if len(params) > 1 or not all(a.node in self._assigns for a in assignments):
            return
        order: dict[ast.Name, int] = {}
        direct: set[ast.AST] = set()  # targets of assignments that are statements of the body
        for i, statement in enumerate(function.body):
            if type(statement) is ast.Assign:
                direct.update(statement.targets)
            elif type(statement) is ast.AnnAssign:
                direct.add(statement.target)
            for n in self.names.below(statement):
                if type(n) is ast.Name and n.id == name:
                    order[n] = i
        if not all(a.node in direct for a in assignments):
            return
        reads = {r for a in bindings for r in a.references}
        if any(unit.scope_of[r] is not scope or r not in order for r in reads):
            self._refused[(id(scope), name)] = "is read in a nested function or a lambda"
            return
        for param in params:
            order[param.node] = -1  # bound before the body
        by_position = sorted(bindings, key=lambda a: order[a.node])
        reaching: dict[ast.Name, _Binding] = {}
        for read in reads:
            before = [a for a in by_position if order[a.node] < order[read]]
            if not before:
                return
            reaching[read] = before[-1]
        for a in bindings:
            self._refs[a] = [n for n, found in reaching.items() if found is a]
        for a in assignments:
            self._values[a] = self._assigns[a.node]
        # a read of the parameter has it alone as its referent (it comes before every
        # assignment): it is read as the parameter is, not as a variable
        self._reaching.update((r, a) for r, a in reaching.items() if a not in params)

    def _grouped(self, unit: _Unit, scope: _Scope, name: str) -> None:
        """Follow a variable assigned in branches or loops (`if`, `for`, `while` of its function,
        no `try` or `with`) or by augmented assignments (`k += d`) as one value, when every binding
        of it is such a `name = ...` or `name op= ...` (`+ - * // %`) and every read is in the
        function itself: no closure, comprehension, `del`, walrus, `global` or `nonlocal`, loop or
        unpacking target, `match` capture. Each read then reads the group, whose conversion
        (`_group`) holds when every value is static given that the variable is."""
        function = scope.node
        if type(function) not in _FUNCTIONS or _simple_suite(function):
            return
        bindings = scope.bindings[name]
        parents = self.names.parents
        refused = (id(scope), name)
        for binding in bindings:
            statement = parents.get(binding.node)
            if binding.node in self._augmented:
                if not isinstance(statement.op, _ARITHMETIC):
                    self._refused[refused] = "is updated by an operator other than `+ - * // %`"
                    return
            elif type(binding.node) is ast.arg:
                # its first value is the argument given (`_straight_line` follows it where every
                # assignment is a statement of the function's body): refused below
                continue
            elif binding.node not in self._assigns:
                return  # also bound otherwise: not reported (`_unfollowed`)
            at = parents.get(statement)
            while at is not function:
                if type(at) not in (ast.If, ast.For, ast.While):
                    block = _BLOCKS.get(type(at), "a block omnifix does not follow")
                    self._refused[refused] = f"is assigned in {block}"
                    return
                at = parents.get(at)
        if any(type(b.node) is ast.arg for b in bindings):
            self._refused.setdefault(refused, "is a parameter re-bound in a branch or a loop")
            return
        reads = self._only_bound(unit, scope, name, {b.node for b in bindings}, nested=False)
        if type(reads) is str:
            self._refused[refused] = reads
            return
        first = min(bindings, key=lambda b: (b.node.lineno, b.node.col_offset))
        group = _Binding(name, scope, first.node, first.at)
        group.references = reads
        self._groups[group] = sorted(
            (b.node for b in bindings), key=lambda t: (t.lineno, t.col_offset)
        )
        self._refs[group] = reads
        self._reaching.update((r, group) for r in reads)

    def _only_bound(
        self, unit: _Unit, scope: _Scope, name: str, targets: set, nested: bool
    ) -> list[ast.Name] | str:
        """The reads of `name` in the function of `scope`, if the `ast.Name` nodes of `targets`
        are its only bindings there (none by a walrus, `del`, `global`, `nonlocal` or `match` in
        it or in the scopes it holds, none by any other statement) and, unless `nested`, it is
        read in no inner scope; else why not."""
        reads = []
        for n in self.names.below(scope.node):
            kind = type(n)
            if kind is ast.Name:
                if n.id != name:
                    continue
                ctx = type(n.ctx)
                if ctx is ast.Load and unit.scope_of.get(n) is scope:
                    reads.append(n)
                elif ctx is ast.Store and n in targets:
                    continue
                elif ctx is ast.Store:
                    return "is also assigned in a nested function, class or comprehension"
                elif ctx is ast.Del:
                    return "is deleted with `del`"
                elif not nested:
                    return "is read in a nested function, lambda or comprehension"
            elif kind is ast.Global or kind is ast.Nonlocal:
                if name in n.names:
                    return "is declared `global` or `nonlocal` in a nested function"
            elif kind.__name__.startswith("Match") and name in (
                getattr(n, "name", None),
                getattr(n, "rest", None),
            ):
                return "is also bound by a `match` pattern"
        return reads

    def _loop_element(self, name: ast.Name) -> bool:
        """`name` reads a variable of a function bound only as the target of its `for` loops, or
        a comprehension's target, each drawing ints (`_iterates_ints`: `for d in x.shape[1:]`,
        `[d * 2 for d in x.shape]`, `for i, d in enumerate(x.shape)`): a host int in the original
        too."""
        referents = self._referents(name)
        if not referents or referents[0].scope is None:
            return False
        scope = referents[0].scope
        comprehension = scope.kind == "comprehension"
        if not comprehension and type(scope.node) not in _FUNCTIONS:
            return False
        bindings = scope.bindings[name.id]
        key = id(bindings)
        if key not in self._loops:
            self._loops[key] = False
            for b in bindings:
                loop = self._loop_of(b.node)
                if type(loop) is not (ast.comprehension if comprehension else ast.For):
                    return False
                if not self._iterates_ints(b.node):
                    return False
            if comprehension:  # bound by its targets alone (a walrus binds the function's name)
                self._loops[key] = True
                return True
            unit = self._scopes()
            targets = {b.node for b in bindings}
            found = self._only_bound(unit, scope, name.id, targets, nested=True)
            self._loops[key] = type(found) is list
        return self._loops[key]

    def _loop_of(self, target: ast.AST) -> ast.AST | None:
        """The `for` loop or comprehension generator (`ast.comprehension`) whose target is the name
        `target` or a tuple of names holding it (`for i, d in ...`), else None."""
        if type(target) is not ast.Name:
            return None
        holder = self.names.parents.get(target)
        if type(holder) is ast.Tuple:
            if any(type(e) is not ast.Name for e in holder.elts):
                return None
            target, holder = holder, self.names.parents.get(holder)
        if type(holder) not in (ast.For, ast.comprehension) or holder.target is not target:
            return None
        if type(holder) is ast.comprehension and holder.is_async:
            return None
        return holder

    def _iteration_of(self, target: ast.AST) -> tuple[str, ast.expr | None] | None:
        """Where the loop or comprehension binding the name `target` takes its values from:
        ("each", s) for an element of `s` (`for d in s`, `for a, b in zip(s, t)`, the second name
        of `enumerate(s)`), ("count", start) for `enumerate`'s count (start None: 0), ("range", r)
        for an element of the builtin `range(...)` call `r`; None otherwise (another unpacking)."""
        loop = self._loop_of(target)
        if loop is None:
            return None
        it = loop.iter
        if loop.target is not target:  # a tuple of names: of `zip(...)` or `enumerate(...)`
            names = loop.target.elts
            if (
                type(it) is not ast.Call
                or type(it.func) is not ast.Name
                or it.keywords
                or any(type(a) is ast.Starred for a in it.args)
                or not self._builtin(it.func.id)
            ):
                return None
            position = next(i for i, e in enumerate(names) if e is target)
            if it.func.id == "zip" and len(it.args) == len(names):
                it = it.args[position]
            elif it.func.id == "enumerate" and len(names) == 2 and 1 <= len(it.args) <= 2:
                if position == 0:
                    return "count", it.args[1] if len(it.args) == 2 else None
                it = it.args[0]
            else:
                return None
        if self._range(it):
            return "range", it
        return "each", it

    def _range(self, e: ast.expr) -> bool:
        """`e` calls the builtin `range` (with positional arguments only)."""
        return (
            type(e) is ast.Call
            and type(e.func) is ast.Name
            and e.func.id == "range"
            and not e.keywords
            and self._builtin("range")
        )

    def _iterates_ints(self, target: ast.AST) -> bool:
        """The loop or comprehension binding `target` gives it host ints in the original: the
        elements of `range(...)`, of a sequence static and unchanged by the rewrite (`x.shape[1:]`,
        a tuple of ints, a variable holding one) or `enumerate`'s count from such an int."""
        found = self._iteration_of(target)
        if found is None:
            return False
        how, source = found
        if how == "range" or how == "count" and source is None:
            return True
        conv = self._convert(source)
        if conv is None or conv.changed or conv.assumed:
            return False
        return conv.kind == (INT if how == "count" else SEQ)

    def _values_of(self, a: _Binding) -> list[ast.expr]:
        """The values assigned to variable `a` (several for a group; `k += d` gives `d`)."""
        targets = self._groups.get(a)
        if targets is None:
            return [self._values[a]]
        return [self._assigns[t] if t in self._assigns else self._augmented[t] for t in targets]

    def _group(self, a: _Binding) -> Conv | None:
        """The conversion of a group (`_grouped`), when each of its values is static of one kind
        given that the group itself is of that kind (a fixed point: `k = k * d` in a loop), an
        augmented assignment's an int, no static argument of unknown type in them; and its every
        read is in a static place, a variable's value or a helper's `return` (`_live` decides the
        rest). Each value is then computed on the host from host values equal to the original's:
        the same ints at every read."""
        passing, function = self._passed(), a.scope.node
        returned = (
            {n for value in self._returns[function] for n in self.names.below(value)}
            if type(function) is ast.FunctionDef and self._helper_named(function.name) is function
            else ()
        )
        self._refused[(id(a.scope), a.name)] = (
            "one of them is not static, or not of the others' kind (an int, a tuple or an array "
            "of ints)"
        )
        if any(r not in passing and r not in returned for r in self._refs[a]):
            return None
        targets, values = self._groups[a], self._values_of(a)
        augmented = any(t in self._augmented for t in targets)
        for kind in (INT, BOOL, SEQ, ARRAY):
            if augmented and kind != INT:
                break
            memo, var_convs = len(self._memo), len(self._var_convs)
            self._trial[a] = kind
            try:
                convs = [self._convert(v) for v in values]
            finally:
                del self._trial[a]
            if all(c is not None and c.kind == kind and not c.assumed for c in convs):
                if any(c.calls or c.deps - {a} for c in convs):
                    del self._refused[(id(a.scope), a.name)]
                    return _merge(kind, values[0], convs)
                self._forget(memo, var_convs)  # nothing to rewrite: its reads are host values
                del self._refused[(id(a.scope), a.name)]
                return Conv(kind, values[0])
            self._forget(memo, var_convs)
        return None

    def _forget(self, memo: int, var_convs: int) -> None:
        """Drop the conversions made since `_memo` and `_var_convs` had these sizes: they assumed
        a group's kind."""
        for cache, size in ((self._memo, memo), (self._var_convs, var_convs)):
            for key in list(cache)[size:]:
                del cache[key]

    def _variable(self, name: ast.Name) -> _Binding | None:
        if name.id not in self._assigned:
            return None  # never assigned with `name = ...`: no need for scopes
        unit = self._scopes()
        if name in self._reaching:
            a = self._reaching[name]
            if a in self._groups and a not in self._trial and self._var(a) is None:
                return None  # not followed after all: reported as such (`_unfollowed`)
            return a
        referents = unit.referents.get(name)
        if referents is None or len(referents) != 1:
            return None
        (assignment,) = referents
        return assignment if assignment in self._values else None

    def _static_name(self, name: ast.Name) -> str | None:
        """The kind of the static parameter or module-level constant `name` reads, else None."""
        if (
            name.id not in self._constants
            and name.id not in self._static_names
            and name.id not in self._helper_params
        ):
            return None
        referents = self._referents(name)
        if referents is None:
            return None
        if not referents:  # bound outside the statement analysed: at module level
            return self._constants.get(name.id)
        if len(referents) == 1:
            (r,) = referents
            if r.node in self._constant_nodes:
                return self._constants.get(name.id)
            if type(r.node) is ast.arg:
                if r.node in self._static_params:
                    return self._static_params[r.node]
                kind = self._kind_at_every_call(r.scope.node, r.node)
                if kind is not None:
                    self._by_calls[name] = r  # proven by the run's calls (`_callers_relied`)
                    self._param_kinds[r] = kind
                return kind
        return None

    def _kind_at_every_call(self, function: ast.AST, node: ast.arg) -> str | None:
        """INT (PYFLOAT) when `node` is a parameter of `function`, a helper every call of which in
        the run gives it a host int (a Python float) computed without jax.numpy (`2`,
        `x.shape[0]`, a static argument; `0.5`) or leaves it its default of that kind: the
        helper's shape math on it is static; else None. Calls in other modules of the run count
        as their modules found them (`Hosts`: a host value of theirs, no static argument of
        unknown type), when every use there is a call followed. (Code outside the run does not
        call a private helper; a public one it may call, with a tracer or another type: what
        relies on it is reported at its `def`. Either needs some call in the run: none proves
        nothing.)"""
        across = self._calls_across.get(function, ()) if function in self._external else ()
        if (
            type(function) is not ast.FunctionDef
            or self._helper_named(function.name) is not function
            or across is None
            or node in self._proving
            or not (self._refs_of(function) or across)
        ):
            return None
        args = function.args
        if node not in args.posonlyargs and node not in args.args and node not in args.kwonlyargs:
            return None
        default = _default(node, args)
        given = self._given(function, node)
        if given is None:
            return None
        self._proving.add(node)
        statement = self._statement
        kinds = set()
        assumed: set[str] = set()
        try:
            for value in [*given, *(_host_given(function, node, h) for h in across)]:
                if value is None:
                    if type(default) is not ast.Constant or type(default.value) not in (int, float):
                        return None  # no default, or not a number (`True` is a bool)
                    kinds.add(INT if type(default.value) is int else PYFLOAT)
                    continue
                if type(value) is str:  # what a call in another module gives (`Hosts`)
                    if value == _NOT_HOST or value == _DEVICE_INT and node not in self._device_ok:
                        return None
                    if value == _DEVICE_INT:  # computed on the host there (`IntParameters`)
                        kinds.add(INT)
                        continue
                    kinds.add(value)
                    continue
                if type(value) is Forced:  # static arguments there, where only an int works
                    kinds.add(INT)
                    assumed.update(value.names)
                    self._callers_params.update(value.relied)  # (for the help)
                    continue
                conv = self._host_argument(value)
                if conv is None:
                    return None
                kinds.add(conv.kind)
                assumed |= conv.assumed
            if len(kinds) > 1 or not kinds <= {INT, PYFLOAT}:
                return None  # `k / 2` is a float of an int, `k // 2` of a float: not of both
            if assumed:
                self._assumed_by_calls[node] = frozenset(assumed)
            return kinds.pop() if kinds else INT
        finally:
            self._statement = statement
            self._proving.discard(node)

    def _host_argument(self, value: ast.expr) -> Conv | None:
        """The conversion of `value`, which a call gives a helper's parameter, when it is a host
        value computed without jax.numpy (`2`, `x.shape[0]`, a static argument; `0.5`), else
        None. Leaves `_statement` the unit of `value`."""
        self._statement = self.unit(value)
        conv = self._convert(value)
        if conv is None or conv.changed or (conv.assumed and conv.kind != INT):
            return None
        if self._leaves_helper(self._statement, conv):
            return None  # a parameter of the caller typed only by its own places
        return conv

    def _host_kind(self, value: ast.expr, forced: bool = False) -> str | Forced | None:
        """For another module's `_kind_at_every_call` (`Hosts`): INT or PYFLOAT when `value`, an
        argument of a call of that module's helper, is a host value of that kind
        (`_host_argument`) whatever the calls of this run give, taking no static argument of
        unknown type to be an int and relying on no public helper's parameter being proven by
        its calls here (other modules' calls of it are not known here); where the call's value
        is `forced` to be an int (`_Uses.forces`), an int taking static arguments of unknown
        type, and public functions' parameters proven by their calls here, to be ints (`Forced`),
        as a call in the helper's module takes them: whatever other callers give these, a jax or
        numpy int gives the same value on the host, and anything else fails there in the original
        too; `_DEVICE_INT`
        when it is jax.numpy math whose host form is such an int (`jnp.maximum(x.shape[0] // 2,
        1)`, or a variable assigned it), which this module computes on the host if the helper's
        module asks it to (`IntParameters.returned`); else None."""
        statement = self._statement
        try:
            conv = self._host_argument(value)
            if conv is None:
                conv = self._convert(value)  # (`_host_argument` left `_statement` its unit)
                return (
                    _DEVICE_INT
                    if conv is not None
                    and conv.changed
                    and conv.kind == INT
                    and not conv.assumed
                    and not conv.floats
                    and not self._callers_relied(value)
                    else None
                )
            if (
                (  # static arguments only (an attribute of unknown type is not followed so)
                    conv.assumed
                    and not (
                        forced and conv.kind == INT and all("." not in n for n in conv.assumed)
                    )
                )
                or conv.floats
                or conv.kind not in (INT, PYFLOAT)
            ):
                return None
            relied = self._callers_relied(value)
            if relied and not (forced and conv.kind == INT):
                return None
            if relied:  # public functions' parameters: an int where only an int works, as above
                names = {*conv.assumed, *(p.name for p in relied)}
                return Forced(tuple(sorted(names)), tuple(sorted(p.name for p in relied)))
            return Forced(tuple(sorted(conv.assumed))) if conv.assumed else conv.kind
        finally:
            self._statement = statement

    def _given(self, function: ast.FunctionDef, node: ast.arg) -> list[ast.expr | None] | None:
        """The value each call of the helper `function` gives its parameter `node` (None where
        it leaves the default), or None if some read of it is no plain call."""
        positional = self._positional(function)
        if node not in positional and node not in function.args.kwonlyargs:
            return None  # a method's instance
        found: list[ast.expr | None] = []
        for ref in self._refs_of(function):
            call = self.names.parents.get(ref)
            if type(call) is not ast.Call or call.func is not ref:
                return None
            if any(type(a) is ast.Starred for a in call.args) or any(
                k.arg is None for k in call.keywords
            ):
                return None
            given = [k.value for k in call.keywords if k.arg == node.arg]
            if node in positional and positional.index(node) < len(call.args):
                given = [call.args[positional.index(node)]]
            found.append(given[0] if given else None)
        return found

    def _positional(self, function: ast.FunctionDef) -> list[ast.arg]:
        """The parameters a call of the helper `function` gives by position: of a method
        (`self._flat(x)`), those after the instance."""
        args = function.args
        return [*args.posonlyargs, *args.args][1 if function in self._methods else 0 :]

    def _referents(self, name: ast.Name) -> list[_Binding] | None:
        return self._scopes().referents.get(name)

    def _typed_attribute(self, e: ast.Attribute) -> Conv | None:
        """`e`, an attribute chain on a name no import binds (`self.heads`, `cfg.model.width`),
        taken to be an int (`Conv.assumed`) as a parameter typed by its places is
        (`_typed_by_places`): rewritten only where it reaches a place forcing an int, never
        returned from or passed out of its function, never twinned. The rewrite reads it where
        and as often as the original does (its text is kept), so a property runs alike; whatever
        it holds (an int, a jax or numpy int, a tracer, a float, a tuple), the host form gives the
        original's value wherever the original works there."""
        dotted = _dotted(e)
        if dotted is None or dotted.partition(".")[0] in self.names.meanings:
            return None
        self._place_typed.setdefault(self.unit(e), set()).add(dotted)
        return Conv(INT, e, assumed=frozenset({dotted}))

    def _untyped_static(self, name: ast.Name, annotated: bool = True) -> bool:
        """`name` reads a static parameter whose type omnifix does not know (and, unless
        `annotated`, that has no annotation)."""
        if name.id not in self._static_names:
            return False
        referents = self._referents(name) or ()
        return len(referents) == 1 and any(
            r.scope is not None
            and self._static_params.get(r.node, INT) is None
            and (annotated or r.node.annotation is None)
            for r in referents
        )

    def _float_static(self, name: ast.Name) -> bool:
        """`name` reads a static parameter annotated `float` (which a caller may give an int all
        the same)."""
        if not self._untyped_static(name) or not self._builtin("float"):
            return False
        annotation = self._referents(name)[0].node.annotation
        return type(annotation) is ast.Name and annotation.id == "float"

    def _typed_by_places(self, name: ast.Name) -> bool:
        """`name` reads a parameter of a helper (any module-level function, public or private,
        whatever its calls give it) not proven static: its shape math is taken to be on an int
        (`Conv.assumed`), as for a static argument without annotation, and so may be rewritten
        only where it reaches a place that forces an int, in the helper itself. There a tracer
        fails in the original as in the rewrite, and a concrete value (a Python int, a jax or
        numpy scalar) gives the original's value on the host too; `_returned` and
        `_kind_at_every_call` keep such math from leaving the helper (returned, or given to a
        call), and `_twinnable` from a twin (a use as data)."""
        if name.id not in self._helper_params:
            return False
        referents = self._referents(name)
        if not referents or len(referents) != 1:
            return False
        (r,) = referents
        function, node = r.scope.node, r.node
        if (
            type(function) is not ast.FunctionDef
            or self._functions.get(function.name) is not function
            or node in self._static_params
        ):
            return False
        args = function.args
        if node not in args.posonlyargs and node not in args.args and node not in args.kwonlyargs:
            return False
        self._place_typed.setdefault(function, set()).add(name.id)
        return True

    def _argument_sinks(self) -> list[tuple[ast.AST, tuple[ast.expr, str, frozenset[str], bool]]]:
        """The arguments computed with jax.numpy that calls of the module's helpers give a
        parameter the helper uses only where an int is needed (`_consumed_as_int`): static places
        forcing an int, as those uses are (`_inner(x, jnp.maximum(x.shape[0] // k, 1))`), or
        taking a tuple of ints too where each use is a whole shape (`_ones((r, 2))`)."""
        found = []
        for unit, call, function, param, value in self._helper_arguments(self.names.nodes):
            if not self._device(value):
                continue
            if kinds := self._consumed_as_int(function, param, 0):
                found.append((unit, (value, f"`{function.name}()`'s `{param.arg}`", kinds, True)))
            elif (place := self._int_place_of(function, param)) is not None:
                self._manual_for_unproven_argument(function, param, value, place)
        for unit, _, fact, name, value in self._imported_arguments():
            if self._device(value):
                found.append((unit, (value, f"`{fact.helper}()`'s `{name}`", INDEX, True)))
        return found

    def _imported_arguments(self):
        """(unit, call, fact, parameter, value) for each argument a call of a helper of another
        module of the run gives a parameter that module publishes as used only where an int is
        needed (`IntParameters`), by position or keyword: not through `*args` or `**kwargs`, nor
        where the name called is bound otherwise too (`Names.ambiguous`: another import, an
        assignment, a parameter or a local name anywhere in the module)."""
        imported = self._imported_ints
        if not imported:
            return
        statement = self._statement
        try:
            for call in self.names.nodes:
                if type(call) is not ast.Call:
                    continue
                root = call.func
                while type(root) is ast.Attribute:
                    root = root.value
                if type(root) is not ast.Name or root.id in self.names.ambiguous:
                    continue
                spelled = self.resolve(call.func)
                fact = imported.get(next(iter(spelled))) if len(spelled) == 1 else None
                if fact is None:
                    continue
                if any(type(a) is ast.Starred for a in call.args) or any(
                    k.arg is None for k in call.keywords
                ):
                    continue
                self._statement = unit = self.unit(call)
                keywords = {k.arg: k.value for k in call.keywords}
                for position, name, by_keyword in fact.params:
                    given = (
                        [call.args[position]]
                        if position is not None and position < len(call.args)
                        else []
                    )
                    if by_keyword and name in keywords:
                        given.append(keywords[name])
                    if len(given) == 1:  # (both: a `TypeError` in the original)
                        yield unit, call, fact, name, given[0]
        finally:
            self._statement = statement

    def _int_parameters(
        self, function: ast.FunctionDef, given: set[int | str]
    ) -> IntParameters | None:
        """The parameters of the helper `function` it uses only where an int is needed, of those
        another module's calls give jax.numpy math (`given`: positions and keywords)."""
        args = function.args
        positional = [*args.posonlyargs, *args.args]
        twinned = function in self._device_twins  # published with its twin (`HelperTwin`)
        found = tuple(
            (position, p.arg, by_keyword)
            for p in [*positional, *args.kwonlyargs]
            for position, by_keyword in [
                (positional.index(p) if p in positional else None, p not in args.posonlyargs)
            ]
            if (position in given or by_keyword and p.arg in given)
            and (p in self._device_ok and not twinned or self._consumed_as_int(function, p, 0))
        )
        returned = tuple(p.arg for p in [*positional, *args.kwonlyargs] if p in self._device_ok)
        return IntParameters(function.name, found, () if twinned else returned) if found else None

    def _returned_parameters(self, function: ast.FunctionDef) -> tuple:
        """The parameters of `function` its `return` takes to be ints though other modules' static
        calls give them jax.numpy math (`_device_parameters`), as `IntParameters.params`."""
        args = function.args
        positional = [*args.posonlyargs, *args.args]
        return tuple(
            (positional.index(p) if p in positional else None, p.arg, p not in args.posonlyargs)
            for p in [*positional, *args.kwonlyargs]
            if p in self._device_ok
        )

    def _device_parameters(self, function: ast.FunctionDef, given: set[int | str]) -> set[ast.arg]:
        """The parameters of the helper `function` that other modules' calls give jax.numpy math
        (`given`: positions and keywords) that its `return` may take to be ints: every use of
        it in the run is a call in another module, giving each a host int, its int default or, at
        a call where an int is needed, jax.numpy math whose host form is an int (`_DEVICE_INT`),
        and they are read only in its `return`s, which are then an int computed on the host (or
        in int tests and local ints they read: `_read_for_returns`).
        Published (`IntParameters.returned`), the calling modules compute that math on the host,
        and the helper is rewritten in place: it returns the int the original computed from the
        jax int (`jnp.minimum(x.shape[0], n)`, `min(x.shape[0], n)`); where a call uses it as data
        (`_device_twins`), with its host twin (`HelperTwin.params`), which those calls call."""
        args = function.args
        positional = [*args.posonlyargs, *args.args]
        if (
            function in self._methods
            or function in self._var_convs
            or function.name in self._withdrawn
            or not self._calls_across.get(function)
        ):
            return set()
        hosts = self._calls_across[function]
        own = bool(self._refs_of(function))  # calls in its own module: those stay its (twin)
        # its uses as data (a host twin for the static calls) may give them no jax.numpy math
        data = [h for (_, _, k), h in zip(self._external[function], hosts) if not k or INT not in k]
        returns = {n for r in self._returns[function] for n in self.names.below(r)}
        scopes = self._function_scopes(function)
        trial, checks = set(), {}
        for p in [*positional, *args.kwonlyargs]:
            position = positional.index(p) if p in positional else None
            if not (position in given or p not in args.posonlyargs and p.arg in given):
                continue
            bindings = scopes[0].bindings.get(p.arg, []) if scopes else []
            if (
                len(bindings) == 1
                and bindings[0].node is p
                and bindings[0].references
                and self._read_for_returns(bindings[0].references, returns, scopes[0], checks)
                and all(_host_given(function, p, h) != _DEVICE_INT for h in data)
                and any(_host_given(function, p, h) == _DEVICE_INT for h in hosts)
            ):
                trial.add(p)
        if not trial:
            return set()
        memo, var_convs = len(self._memo), len(self._var_convs)
        self._device_ok |= trial
        statement, self._statement = self._statement, function
        try:
            conv = self._returned(function)
            if (
                conv is not None
                and conv.changed
                and conv.kind == INT
                and all(self._kind_at_every_call(function, p) == INT for p in trial)
                and all(
                    (c := self._convert(e)) is not None and c.kind in kinds and not c.assumed
                    for e, kinds in checks.items()
                )
                # its own module's calls keep it as it is: only a host twin serves the others
                and not (own and type(self._twin_body(function)) is str)
            ):
                if data or own:
                    self._device_twins.add(function)
                return trial
        finally:
            self._statement = statement
            self._device_ok -= trial
        self._forget(memo, var_convs)  # they assumed the trial's parameters ints
        for name, p in list(self._by_calls.items()):
            if p.node in trial:
                del self._by_calls[name]
                self._param_kinds.pop(p, None)
        return set()

    def _unproven_why(self, function: ast.FunctionDef, name: str, static: list[str]) -> str:
        """Why parameter `name` of `function`, which other modules give jax.numpy math where they
        need its value static (`static`), is not proven static there, for the help."""
        uses = f"other modules of this run need its value static ({', '.join(static)})"
        args = function.args
        param = next((p for p in [*args.posonlyargs, *args.args] if p.arg == name), None)
        across = self._calls_across.get(function) or ()
        device = param is not None and any(
            _host_given(function, param, h) == _DEVICE_INT for h in across
        )
        own = sorted({r.lineno for r in self._refs_of(function)})
        if own and device and param not in self._device_ok:
            return (
                f"`{name}` is not proven static: `{function.name}()`'s own module calls it too "
                f"(line {', '.join(map(str, own))}), and keeps it as it is for those calls, while "
                f"other modules of this run give `{name}` jax.numpy math where they need its value "
                f"static ({', '.join(static)}): a host twin of it for them is made only when every "
                f"call in its module gives `{name}` a host int and its body is a `return` of shape "
                "math after assignments of shape math"
            )
        data = sorted(
            {
                f"`{self._display(path)}` line {line}"
                for (path, line, kinds), h in zip(self._external[function], across)
                if (not kinds or INT not in kinds)
                and param is not None
                and _host_given(function, param, h) == _DEVICE_INT
            }
        )
        outside = self._read_outside_returns(function, param) if not data and across else []
        if outside:
            return (
                f"`{name}` is not proven static: `{function.name}()` also reads it outside its "
                f"`return` (line {', '.join(map(str, outside))}) where a host int computed by its "
                "callers could change what it does (not only in int tests and in local ints its "
                f"`return` reads), and {uses}"
            )
        if data:
            return (
                f"`{name}` is not proven static: a call of another module of this run using "
                f"`{function.name}()`'s value as data gives `{name}` jax.numpy math "
                f"({', '.join(data)}), whose type a host int computed there would change, and {uses}"
            )
        uncalled = sorted(
            {
                f"`{self._display(path)}` line {line}"
                for path, line in self._uncalled_across[function]
            }
        )
        if uncalled:
            return (
                f"`{name}` is not proven static: another module of this run uses "
                f"`{function.name}` as a value, not by a call ({', '.join(uncalled)}), which "
                f"omnifix does not follow: what all its calls give `{name}` is not known, and {uses}"
            )
        return (
            f"`{name}` is not proven static: under `jit` it is a tracer where other modules of "
            f"this run use it ({', '.join(static)})"
        )

    def _function_scopes(self, function: ast.FunctionDef) -> list:
        """The scopes of `function`'s own body, as `_scopes` finds them from inside it."""
        statement, self._statement = self._statement, function
        try:
            return [s for s in self._scopes().functions if s.node is function]
        finally:
            self._statement = statement

    def _read_outside_returns(self, function: ast.FunctionDef, param: ast.arg | None) -> list:
        """The lines where `function` reads `param` outside its `return`s, when some call of
        another module of the run gives it jax.numpy math that is an int on the host, and
        `_device_parameters` did not take it so: for the help."""
        across = self._calls_across.get(function) or ()
        if param is None or param in self._device_ok:
            return []
        if not any(_host_given(function, param, h) == _DEVICE_INT for h in across):
            return []
        returns = {n for r in self._returns[function] for n in self.names.below(r)}
        scopes = self._function_scopes(function)
        bindings = scopes[0].bindings.get(param.arg, []) if scopes else []
        return sorted({r.lineno for b in bindings for r in b.references if r not in returns})

    def _read_for_returns(self, reads, returns: set, scope, checks: dict, depth: int = 0) -> bool:
        """Every one of `reads` (of a parameter, or of a local variable assigned from it) is in a
        `return` of the function (`returns`), in the value of an assignment to a local variable
        whose every read is so too (`n = k * 2`, then `return jnp.minimum(x.shape[0], n)`), or in
        the test of an `if`, `while` or `assert` of the function (`if k > 1:`). Those values and
        tests are added to `checks` with the kinds `_device_parameters` requires of them, taking
        the parameter to be an int: an int and a test (no float math, which a jax int computes in
        another dtype). A host int given to the parameter then changes nothing but the `return`s'
        values, which are computed on the host."""
        parents = self.names.parents
        for read in reads:
            if read in returns:
                continue
            at, child = parents.get(read), read
            while at is not None and not isinstance(at, ast.stmt) and type(at) not in _SCOPES:
                at, child = parents.get(at), at
            kind = type(at)
            if kind in (ast.If, ast.While, ast.Assert) and child is at.test:
                checks[at.test] = TEST
                continue
            if (
                kind is not ast.Assign
                or child is not at.value
                or len(at.targets) != 1
                or type(at.targets[0]) is not ast.Name
                or depth >= 3
            ):
                return False
            target = at.targets[0]
            bound = [b for b in scope.bindings.get(target.id, []) if b.node is target]
            if len(bound) != 1 or not self._read_for_returns(
                bound[0].references, returns, scope, checks, depth + 1
            ):
                return False
            checks[at.value] = INDEX
        return True

    def int_candidates(self) -> set[str]:
        """The helpers with a parameter that may be used only where an int is needed: read in a
        static place of theirs forcing one, or given to another such helper. A cheap bound, on
        the places the plan found, or of a local variable assigned from one (`n = k * 2`):
        `_int_parameters` decides, in the plan of a run where another module imports the helper."""
        params = {
            f: {p.arg for p in [*f.args.posonlyargs, *f.args.args, *f.args.kwonlyargs]}
            for f in self._functions.values()
            if f not in self._methods  # no other module calls a private method as a helper
        }
        for function, names in params.items():
            for assign in self.names.below(function):
                if (
                    type(assign) is ast.Assign
                    and len(assign.targets) == 1
                    and type(assign.targets[0]) is ast.Name
                ):
                    names.add(assign.targets[0].id)  # (a bound: the names it may read)
        found = set()
        for unit, (expr, _, kinds, hard) in self.sinks:
            if (
                hard
                and unit in params
                and unit not in found
                and any(kinds is k for k in (INDEX, SHAPE, WIDTHS, PAIR))
                and any(
                    type(n) is ast.Name and n.id in params[unit] for n in self.names.below(expr)
                )
            ):
                found.add(unit)
        for _ in range(3 if found else 0):  # as `_consumed_as_int` follows calls
            more = set()
            for function in params.keys() - found:
                for call in self.names.below(function):
                    if (
                        type(call) is ast.Call
                        and type(call.func) is ast.Name
                        and self._functions.get(call.func.id) in found
                        and any(
                            type(n) is ast.Name and n.id in params[function]
                            for a in [*call.args, *call.keywords]
                            for n in self.names.below(a)
                        )
                    ):
                        more.add(function)
                        break
            if not more:
                break
            found |= more
        return {f.name for f in found}

    def _helper_arguments(self, nodes):
        """(unit, call, helper, parameter, value) for each argument a call of a module helper
        among `nodes` gives one of its parameters by position or keyword."""
        statement = self._statement
        try:
            for call in nodes:
                if type(call) is not ast.Call or not self._helper_call(call):
                    continue
                if any(type(a) is ast.Starred for a in call.args) or any(
                    k.arg is None for k in call.keywords
                ):
                    continue
                self._statement = unit = self.unit(call)
                function = self._helper(call)
                if function is None:
                    continue
                args = function.args
                positional = self._positional(function)
                named = {
                    p.arg: p for p in [*positional, *args.kwonlyargs] if p not in args.posonlyargs
                }
                given = [*zip(positional, call.args)]
                given += [(named[k.arg], k.value) for k in call.keywords if k.arg in named]
                for param, value in given:
                    yield unit, call, function, param, value
        finally:
            self._statement = statement

    def _consumed_as_int(
        self, function: ast.FunctionDef, param: ast.arg, depth: int
    ) -> frozenset[str] | None:
        """Every read of `param`, a parameter of the helper `function`, is shape math taken to be
        on an int (`_typed_by_places`) that reaches a static place forcing one, in `function`,
        or an argument given to another helper's parameter so used (up to 3 calls deep), or the
        value of a local variable assigned once whose every read is so (`n = k * 2`, then
        `x[:n]`; `_assigned_from`), or the whole of a shape (`jnp.ones(k)`, a place taking an
        int or a sequence of ints alike) or of an argument given to a parameter so used: a host
        int given to it gives the value a jax int gives there (a tracer fails there too), and a
        tuple of host ints that of a tuple of jax ints, where every read is a whole shape.
        The kinds its callers' arguments may have so (`INDEX`, or `SHAPE` where every read is a
        whole shape), None if not proven."""
        key = (function, param)
        if key in self._int_params:
            return self._int_params[key]
        if depth >= 3:
            return None
        self._int_params[key] = None  # (recursion: not proven)
        statement, self._statement = self._statement, function
        try:
            unit = self._scopes()
            scopes = [s for s in unit.functions if s.node is function]
            bindings = scopes[0].bindings.get(param.arg, []) if scopes else []
            if len(bindings) != 1 or bindings[0].node is not param or not bindings[0].references:
                return None
            assigned = self._assigned_from(scopes[0], bindings[0].references, once=True)
            reads = set(bindings[0].references).union(*(r for _, r in assigned))
            places = [sink for at, sink in self.sinks if at is function]
            for _, call, callee, inner, value in self._helper_arguments(self.names.below(function)):
                if kinds := self._consumed_as_int(callee, inner, depth + 1):
                    places.append((value, f"`{callee.name}()`", kinds, True))
            covered: set[ast.Name] = set()
            shaped: set[ast.Name] = set()  # a whole shape: an int or a tuple of ints works there
            for expr, what, kinds, hard in places:
                if hard and kinds is SHAPE and expr in reads:
                    shaped.add(expr)
                elif not reads.isdisjoint(self.names.below(expr)):
                    self._statement = function
                    for e, conv, _ in self._sink(expr, what, kinds, hard, probe=True):
                        covered |= self._reads_taken_as_int(e, param.arg, reads)
            more = True
            while more:  # a variable's value, once its every read is covered (`m = n + 1` too)
                more = False
                for value, local in assigned:
                    if local and local <= covered | shaped and value in reads - covered - shaped:
                        # `n = k`: `k` is used as `n` is, an int where any read of `n` takes one
                        (covered if local & covered else shaped).add(value)
                        more = True
                    elif (
                        local <= covered | shaped
                        and not (taken := self._reads_taken_as_int(value, param.arg, reads))
                        <= covered
                    ):
                        covered |= taken
                        more = True
            found = None
            if reads <= covered | shaped:
                found = INDEX if covered else SHAPE
            self._int_params[key] = found
            return found
        finally:
            self._statement = statement

    def _int_place_of(self, function: ast.FunctionDef, param: ast.arg, depth: int = 0):
        """A static place of `function` forcing an int that reads `param` (after any binding of
        it) or a local variable any assignment of which reads it (`_assigned_from`), or an
        argument it gives a parameter of another helper reaching one (up to 3 calls deep, as
        `_consumed_as_int` follows them), where `_consumed_as_int` does not prove it used only
        so: (expression, what) or None."""
        scopes = self._function_scopes(function)
        if not scopes or depth >= 3:
            return None
        reads = {
            r
            for b in scopes[0].bindings.get(param.arg, [])
            for r in b.references
            if not self._host_read(r)
        }
        reads = reads.union(*(r for _, r in self._assigned_from(scopes[0], reads, once=False)))
        for at, (expr, what, kinds, hard) in self.sinks:
            if (
                at is function
                and hard
                and any(kinds is k for k in (INDEX, SHAPE, WIDTHS, PAIR))
                and not reads.isdisjoint(self.names.below(expr))
            ):
                return expr, what
        for _, _, callee, inner, value in self._helper_arguments(self.names.below(function)):
            if not reads.isdisjoint(self.names.below(value)):
                found = self._int_place_of(callee, inner, depth + 1)
                if found is not None:
                    return found
        return None

    def _host_read(self, read: ast.Name) -> bool:
        """`read` is only asked for a host value: `x.shape`, `x.ndim`, `x.size`, `len(x)`,
        `jnp.shape(x)`, ... (what it holds is no int flowing on)."""
        parent = self.names.parents.get(read)
        if type(parent) is ast.Attribute:
            return parent.attr in _HOST
        return (
            type(parent) is ast.Call
            and parent.args == [read]
            and (
                type(parent.func) is ast.Name
                and parent.func.id == "len"
                and self._builtin("len")
                or self._jnp(parent.func) in _HOST
            )
        )

    def _manual_for_unproven_argument(self, function, param, value, place) -> None:
        """Report `value`, jax.numpy math a call gives `param` of the module's helper `function`,
        which reads it (or a variable computed from it) at a static place forcing an int (`place`)
        without `_consumed_as_int` proving a host int gives it the value a jax int does."""
        expr, what = place
        code = self.text.code
        self._traced_at[value] = [value]
        conv = self._convert(value)
        host = (
            f" (`{self._advice(conv)}`)"
            if conv is not None and conv.kind == INT and conv.changed
            else ""
        )
        self._manual[value] = (
            f"`{code(value, 40)}` computed with jax.numpy: `{function.name}()` needs "
            f"`{param.arg}` concrete",
            f"Under `jit` it is a tracer, and `{function.name}()` reads `{param.arg}` in {what} "
            f"(`{code(expr, 40)}` line {expr.lineno}, directly or through the helpers it calls), "
            "which needs a concrete value. Not rewritten: "
            f"`{function.name}()` also uses `{param.arg}` otherwise (as data, given to a call, in "
            "a test, an index or float math, or through a variable re-bound or assigned from it "
            "more than once), where a host int may change what it does. If it takes an int "
            f"there, compute `{param.arg}` on the host{host}.",
        )

    def _manual_for_unproven_parameters(self, function, given, found) -> None:
        """Report the static places forcing an int of `function` that read a parameter other
        modules of the run give jax.numpy math (`given`), which it does not publish as used only
        so (`found`, `_int_parameters`) nor take to be an int in its `return`s: those modules
        leave their arguments as they are (as for `_manual_for_unproven_argument`)."""
        args = function.args
        positional = [*args.posonlyargs, *args.args]
        published = {name for _, name, _ in found.params} if found is not None else set()
        for p in [*positional, *args.kwonlyargs]:
            position = positional.index(p) if p in positional else None
            keys = {position, p.arg} if p not in args.posonlyargs else {position}
            if p.arg in published or p in self._device_ok or keys.isdisjoint(given):
                continue
            place = self._int_place_of(function, p)
            if place is None:
                continue
            expr, what = place
            calls = sorted(
                {
                    f"`{self._display(path)}` line {line}"
                    for path, line, a in self._given_at.get(function, ())
                    if not keys.isdisjoint(a)
                }
            )
            self._traced_at[expr] = [expr]
            self._manual[expr] = (
                f"`{function.name}()` needs `{p.arg}` concrete here, and other modules give it "
                "jax.numpy math",
                f"Under `jit` other modules of this run give `{function.name}()`'s `{p.arg}` "
                f"jax.numpy math ({', '.join(calls)}), a tracer where {what} needs a concrete "
                f"value. Not rewritten: `{function.name}()` also uses `{p.arg}` otherwise (as "
                "data, given to a call, in a test, an index or float math, or through a variable "
                "re-bound or assigned from it more than once), where a host int may change what "
                f"it does. If it takes an int there, compute those arguments on the host.",
            )

    def _assigned_from(self, scope, reads, once: bool) -> list[tuple[ast.expr, set[ast.Name]]]:
        """(value, reads of the variable) for the local variables of `scope` (a function's) that
        an assignment of one name (`n = k * 2`) gives a value reading one of `reads`, or one of
        such a variable's reads (`m = n + 1`), in the order found. `once`: only a variable that
        assignment alone binds in the function (not one re-bound, in a loop or otherwise);
        else by any plain or augmented assignment of the name, each of the name's bindings."""
        parents = self.names.parents
        found: list[tuple[ast.expr, set[ast.Name]]] = []
        seen: set[ast.AST] = set()
        stack = list(reads)
        while stack:
            read = stack.pop()
            at, child = parents.get(read), read
            while at is not None and not isinstance(at, ast.stmt) and type(at) not in _SCOPES:
                at, child = parents.get(at), at
            kind = type(at)
            if kind not in (ast.Assign, ast.AugAssign) or child is not at.value or at in seen:
                continue
            targets = at.targets if kind is ast.Assign else [at.target]
            if len(targets) != 1 or type(targets[0]) is not ast.Name:
                continue
            bound = scope.bindings.get(targets[0].id, [])
            if once and (
                kind is not ast.Assign or len(bound) != 1 or bound[0].node is not targets[0]
            ):
                continue
            seen.add(at)
            local = {r for b in bound for r in b.references}
            found.append((at.value, local))
            stack += local
        return found

    def _reads_taken_as_int(self, e: ast.expr, name: str, reads: set) -> set[ast.Name]:
        """The `reads` of `name` in `e`, a conversion accepted at a place forcing an int, whose
        every enclosing expression up to `e` is converted taking `name` to be an int."""
        found = set()
        for read in reads:
            at = read
            while True:
                conv = self._memo.get(at)
                if conv is None or name not in conv.assumed or name in conv.floats:
                    break
                if at is e:
                    found.add(read)
                    break
                at = self.names.parents.get(at)
        return found

    def _leaves_helper(self, function: ast.AST, conv: Conv) -> bool:
        """`conv` takes a parameter of `function` to be an int only by the places it reaches
        (`_typed_by_places`): it may not leave `function`."""
        return not conv.assumed.isdisjoint(self._place_typed.get(function, ()))

    def _helper_call(self, call: ast.Call) -> bool:
        func = call.func
        if type(func) is ast.Attribute:  # `self._flat(x)`, of a method helper (`_method_helpers`)
            method = self._helper_named(func.attr)
            return (
                method is not None
                and method in self._methods
                and self._method_call(func, self._methods[method])
            )
        return type(func) is ast.Name and self._helper_named(func.id) is not None

    def _hostless_call(self, call: ast.Call) -> tuple[str, HostlessHelper] | None:
        """The helper `call` calls (`module.name`) and what another module of the run published
        about it, when it returns jax.numpy math with no host form (`HostlessHelper`): resolved
        as `_imported_arguments` resolves the calls it follows."""
        if not self._hostless:
            return None
        root = call.func
        while type(root) is ast.Attribute:
            root = root.value
        if type(root) is not ast.Name or root.id in self.names.ambiguous:
            return None
        spelled = self.resolve(call.func)
        return self._hostless.get(next(iter(spelled))) if len(spelled) == 1 else None

    def _helper(self, call: ast.Call) -> ast.FunctionDef | None:
        """The module-level helper `call` calls (its name is bound once in the module and not in
        the statement analysed), else None."""
        if not self._helper_call(call):
            return None
        if type(call.func) is ast.Attribute:  # `self` reads the method's first parameter
            referents = self._referents(call.func.value)
            unit = self.unit(call)
            first = [*unit.args.posonlyargs, *unit.args.args][0]
            if not referents or any(r.node is not first for r in referents):
                return None
            return self._functions[call.func.attr]
        referents = self._referents(call.func)
        if referents is None or referents:
            return None
        return self._functions[call.func.id]

    def _assumed_at_call(self, call: ast.Call, returned: Conv) -> dict[str, frozenset]:
        """What the value of `call`, of a helper returning `returned`, takes to be ints (or ints
        or floats): the static arguments of unknown type this call gives the helper's parameters
        that its `return` takes so (`_assumed_by_calls`), not those other calls give. The place
        the call reaches must then force an int as for these arguments themselves, and the
        caller's rewrite says it relies on them."""
        if not returned.assumed and not returned.floats:
            return {"assumed": frozenset(), "floats": frozenset()}
        given: set[str] = set()
        for a in _arguments(call):
            conv = None if a.star else self._convert(a.value)
            if conv is not None:
                given |= conv.assumed | conv.floats
        return {"assumed": returned.assumed & given, "floats": returned.floats & given}

    def _returned(self, function: ast.FunctionDef) -> Conv | None:
        """What a helper returns, when every `return` gives a static value of one kind."""
        if function not in self._var_convs:
            if function in self._in_progress:
                return None
            self._in_progress.add(function)
            statement, self._statement = self._statement, function
            convs = [self._convert(value) for value in self._returns[function]]
            self._statement = statement
            self._in_progress.discard(function)
            kinds = {c.kind if c is not None else None for c in convs}
            self._var_convs[function] = (
                _merge(kinds.pop(), function, convs)
                if len(kinds) == 1
                and None not in kinds
                and not any(self._leaves_helper(function, c) for c in convs)
                # a float of ints or floats alike: its dtype is the argument's (not followed)
                and not any(c.floats and c.kind in (FLOAT, PYFLOAT) for c in convs)
                else None
            )
        return self._var_convs[function]

    def _refs_of(self, a) -> list[ast.Name]:
        """The Names that read variable `a` (or call helper `a`)."""
        if a in self._refs:
            return self._refs[a]
        if type(a) is not ast.FunctionDef:
            return a.references
        reads: dict[str, list[ast.Name]] = {name: [] for name in self._functions}
        methods = {m.name for m in self._methods}
        for n in self.names.nodes:  # every helper's reads at once (`self._flat` of a method's)
            if type(n) is ast.Name and n.id in reads:
                reads[n.id].append(n)
            elif type(n) is ast.Attribute and n.attr in methods:
                reads[n.attr].append(n)
        self._refs.update((self._functions[name], found) for name, found in reads.items())
        return self._refs[a]

    def _var(self, a: _Binding) -> Conv | None:
        if a not in self._var_convs:
            if a in self._in_progress:
                return None
            self._in_progress.add(a)
            if a in self._groups:
                conv = self._group(a)
            elif a.node in self._unpacking:
                conv = self._unpacked(a)
            else:
                conv = self._convert(self._values[a])
            self._in_progress.discard(a)
            self._var_convs[a] = conv
        return self._var_convs[a]

    def _unpacked(self, a: _Binding) -> Conv | None:
        """A name unpacked from a static sequence as a whole (`a, b = jnp.array(x.shape[:2]) * 2`,
        `a, b = dims(x)`, `first, *rest = jnp.array(x.shape)`): an int, or for the starred name a
        list (of jax scalars in the original, of ints on the host: the same list operations).
        Rewriting it rewrites the sequence, which changes the other names unpacked from it
        (`_coupled`, for `_live`): all but those of a helper's one `return` of a display whose
        element is a host value already (`x.shape[-1]`), whose names are host ints in the
        original too."""
        value, index, names = self._unpacking[a.node]
        whole = self._convert(value)
        if whole is None or whole.kind not in (SEQ, ARRAY) or whole.assumed:
            return None
        changed = list(names)
        function = self._helper(value) if type(value) is ast.Call else None
        if function is not None:
            (returned, *more) = self._returns[function]
            elements = returned.elts if type(returned) in (ast.Tuple, ast.List) else ()
            if not more and len(elements) == len(names):
                convs = [self._memo.get(e) for e in elements]
                changed = [t for t, c in zip(names, convs) if c is None or c.changed]
                if a.node not in changed:
                    return Conv(INT, value)
        self._coupled[a.node] = [t for t in changed if t is not a.node]
        for t in self._coupled[a.node]:  # candidates too, though no static place reads them
            if (b := self._target_bindings.get(t)) in self._values:
                self._var(b)
        return _merge(INT if index is not None else SEQ, value, [whole])

    def _unpacked_with(self, target: ast.Name, kept: set) -> bool:
        """`target`, unpacked with a name whose rewrite changes its value, is rewritten too
        (in `kept`) or never read."""
        b = self._target_bindings.get(target)
        return b is not None and (b in kept or not b.references)

    def _measured(self, read: ast.Name, a) -> bool:
        """`read` is `len(rest)` of a starred name unpacked from a static sequence (`first,
        *rest = jnp.array(x.shape)`): its length, the same for a list of ints."""
        if type(a) is not _Binding or self._unpacking.get(a.node, (None, 0))[1] is not None:
            return False
        call = self.names.parents.get(read)
        return (
            type(call) is ast.Call
            and type(call.func) is ast.Name
            and call.func.id == "len"
            and call.args == [read]
            and not call.keywords
            and self._builtin("len")
        )

    # -- static values -------------------------------------------------------------------------

    def _computes(self, e: ast.AST) -> tuple[bool, set[str]]:
        """Whether `e` calls jax.numpy (not shape/ndim/size) or a helper, and if not the names it
        reads (below host values such as `x.shape` neither counts)."""
        reads = set()
        for n in _below(e, self._host_call, self.names.children):
            kind = type(n)
            if kind is ast.Call:
                if (
                    self._jnp(n.func) not in (None, *_HOST_VALUED)
                    or self._helper_call(n)
                    or self._device_method(n)
                    or self._hostless_call(n)
                ):
                    return True, reads
            elif kind is ast.Name:
                reads.add(n.id)
        return False, reads

    def _device(self, e: ast.AST) -> bool:
        """Whether `e` calls jax.numpy (not shape/ndim/size) or a helper, or reads a name assigned
        such a value anywhere in the module (scopes not considered): a cheap test before any analysis."""
        for n in _below(e, self._host_call, self.names.children):
            kind = type(n)
            if kind is ast.Call:
                if (
                    self._jnp(n.func) not in (None, *_HOST_VALUED)
                    or self._helper_call(n)
                    or self._device_method(n)
                    or self._hostless_call(n)
                ):
                    return True
            elif kind is ast.Name and n.id in self._device_names:
                return True
        return False

    def _device_method(self, call: ast.Call) -> str | None:
        """The method `call` calls, when it is one by a name some class of the module defines
        returning jax.numpy math (`self.size(x)`, or `f(x)` of a variable some assignment binds to
        such a method, `f = self._taken`), not followed as a helper (`_helper_call`): never
        rewritten, but reported where it reaches a static place, as it is a tracer there under
        `jit`."""
        func = call.func
        if type(func) is ast.Attribute:
            return (
                func.attr
                if func.attr in self._class_methods
                and self._device_named(func.attr)
                and not self._helper_call(call)
                else None
            )
        if type(func) is ast.Name and func.id in self._method_aliases:
            for binding in self._referents(func) or ():
                value = self._assigns.get(binding.node)
                if type(value) is ast.Attribute and self._device_named(value.attr):
                    return value.attr
        return None

    @cached_property
    def _class_methods(self) -> dict[str, list[ast.AST]]:
        """The names of the methods of the module's top-level classes -> those methods."""
        found: dict[str, list[ast.AST]] = {}
        for statement in self.names.tree.body:
            if type(statement) is ast.ClassDef:
                for method in statement.body:
                    if type(method) in _FUNCTIONS:
                        found.setdefault(method.name, []).append(method)
        return found

    @cached_property
    def _method_aliases(self) -> frozenset[str]:
        """The names some assignment binds to an attribute named as such a method (`f =
        self._taken`)."""
        methods = self._class_methods
        return frozenset(
            target.id
            for target, value in self._assigns.items()
            if type(value) is ast.Attribute and value.attr in methods
        )

    def _device_named(self, name: str) -> bool:
        """Some method `name` of the module's top-level classes has a `return` calling jax.numpy
        (not shape/ndim/size); decided once per name."""
        known = self._device_memo.get(name)
        if known is None:
            known = self._device_memo[name] = any(
                type(n) is ast.Return and n.value is not None and self._calls_jnp(n.value)
                for method in self._class_methods.get(name, ())
                for n in walk_ast(method)
            )
        return known

    def _convert(self, e: ast.expr) -> Conv | None:
        if e not in self._memo:
            self._memo[e] = self._convert_uncached(e)
        return self._memo[e]

    def _convert_uncached(self, e: ast.expr) -> Conv | None:
        kind = type(e)
        if kind is ast.Constant:
            if type(e.value) is float:
                return Conv(PYFLOAT, e)
            return Conv(INT, e) if type(e.value) is int else None
        if kind is ast.Attribute:
            if e.attr in _HOST and not (
                e.attr == "size" and type(e.value) is ast.Name and e.value.id in ("self", "cls")
            ):
                return Conv(_HOST[e.attr], e)
            found = self._imported_constant(e)
            if found is not None:
                return Conv(found, e)
            return self._typed_attribute(e)
        if kind is ast.Name:
            a = self._variable(e)
            if a is None:
                found = self._static_name(e)
                if found is None and self._float_static(e):
                    # an int or a float: never taken to be an int, only in Python's float math
                    return Conv(INT, e, assumed=frozenset({e.id}), floats=frozenset({e.id}))
                if found is None and (
                    self._untyped_static(e, annotated=False) or self._typed_by_places(e)
                ):
                    return Conv(INT, e, assumed=frozenset({e.id}))  # where a place forces an int
                if found is None and self._loop_element(e):
                    return Conv(INT, e)
                if found is None:
                    return None
                by = self._by_calls.get(e)  # a parameter given static arguments of unknown type
                assumed = self._assumed_by_calls.get(by.node, frozenset()) if by else frozenset()
                return Conv(found, e, assumed=assumed)
            if a in self._trial:  # a group's read in its own values, of the kind it is tried as
                return Conv(self._trial[a], e, deps=frozenset({a}), uses=frozenset({e}))
            conv = self._var(a)
            if conv is None:
                return None
            known = {"assumed": conv.assumed, "floats": conv.floats}
            return (
                Conv(conv.kind, e, deps=frozenset({a}), uses=frozenset({e}), **known)
                if conv.changed
                else Conv(conv.kind, e, **known)
            )
        if kind is ast.UnaryOp:
            inner = self._convert(e.operand)
            if inner is None:
                return None
            if type(e.op) in (ast.USub, ast.UAdd) and inner.kind == INT:
                return _merge(INT, e, [inner])
            if type(e.op) in (ast.USub, ast.UAdd) and inner.kind == ARRAY:
                return self._mapped(e, inner, [inner])
            if type(e.op) in (ast.USub, ast.UAdd) and inner.kind in (FLOAT, PYFLOAT):
                return _merge(inner.kind, e, [inner])
            if type(e.op) is ast.Not and inner.kind in TEST and not inner.assumed:
                return _merge(BOOL, e, [inner])
            return None
        if kind is ast.BinOp:
            left, right = self._convert(e.left), self._convert(e.right)
            if left is None or right is None:
                return None
            kinds = (left.kind, right.kind)
            if kinds == (INT, INT) and (
                isinstance(e.op, _ARITHMETIC) or type(e.op) is ast.Pow and _int(e.right)
            ):
                return _merge(INT, e, [left, right])
            if kinds == (SEQ, SEQ) and type(e.op) is ast.Add:
                return _merge(SEQ, e, [left, right])  # tuple concatenation, in the original too
            if (
                kinds in ((SEQ, INT), (INT, SEQ))
                and type(e.op) is ast.Mult
                and not (left if left.kind == INT else right).changed
            ):  # repetition, in the original too: by a host int (a jax array would multiply)
                return _merge(SEQ, e, [left, right])
            if kinds == (ARRAY, INT) and (
                _ELEMENT_OPERATORS.get(type(e.op), _never)(e.right)
                or type(e.op) in (ast.FloorDiv, ast.Mod)
                and self._own_length(left, e.right)
            ):
                return self._mapped(e, left, [left, right])
            if kinds == (INT, ARRAY) and isinstance(e.op, (ast.Add, ast.Sub, ast.Mult)):
                return self._mapped(e, right, [left, right])
            return self._float_arithmetic(e, left, right)
        if kind is ast.Compare:
            parts = [self._convert(e.left)] + [self._convert(c) for c in e.comparators]
            if any(p is None for p in parts) or not all(isinstance(op, _ORDER) for op in e.ops):
                return None
            if any(p.assumed for p in parts):
                return None  # a float compares too: no int is forced
            if not (all(p.kind in TEST for p in parts) or all(p.kind == SEQ for p in parts)):
                return None  # tuples compare as tuples in the original too; a jax array elementwise
            return _merge(BOOL, e, parts)
        if kind is ast.BoolOp:
            parts = [self._convert(v) for v in e.values]
            if any(p is None or p.kind not in TEST or p.assumed for p in parts):
                return None
            return _merge(BOOL, e, parts)
        if kind is ast.Tuple or kind is ast.List:
            parts = []
            for element in e.elts:
                starred = type(element) is ast.Starred
                conv = self._convert(element.value if starred else element)
                if conv is None or conv.kind not in ((SEQ, ARRAY) if starred else (INT,)):
                    return None
                parts.append(conv)
            return _merge(SEQ, e, parts)
        if kind is ast.Subscript:
            return self._subscript(e)
        if kind is ast.Call:
            return self._call(e)
        if kind is ast.ListComp:
            return self._comprehension(e)
        return None

    def _comprehension(self, e: ast.ListComp | ast.GeneratorExp) -> Conv | None:
        """A list comprehension (or a generator expression, which `tuple()` and `list()` take) of
        ints: every iterable a static sequence (`_iterable`), every target a name or a tuple of
        names, every `if` a static test and the element a static int given that the targets
        are (`_loop_element`): `[d * 2 for d in x.shape[1:]]`. A sequence of the same ints on
        the host (of jax scalars in the original where the element computes with jax.numpy)."""
        parts = []
        for generator in e.generators:
            target = generator.target
            if type(target) is ast.Tuple:
                if any(type(t) is not ast.Name for t in target.elts):
                    return None
            elif type(target) is not ast.Name:
                return None
            iterated = self._iterable(generator.iter)
            if iterated is None:
                return None
            parts.append(iterated)
            for test in generator.ifs:
                conv = self._convert(test)
                if conv is None or conv.kind not in TEST:
                    return None
                parts.append(conv)
        element = self._convert(e.elt)
        if element is None or element.kind != INT:
            return None
        return _merge(SEQ, e, [*parts, element])

    def _sequence(self, e: ast.expr) -> Conv | None:
        """`e`, the one argument of `tuple()`, `list()`, `sum()`, `max()`, `min()` or `math.prod()`,
        when it is a static sequence or a generator expression of one (`_comprehension`)."""
        conv = self._comprehension(e) if type(e) is ast.GeneratorExp else self._convert(e)
        return conv if conv is not None and conv.kind in (SEQ, ARRAY) else None

    def _iterable(self, e: ast.expr) -> Conv | None:
        """What a comprehension iterates, when its rewrite iterates as many values: a static
        sequence (`x.shape`, `jnp.array(x.shape)`, whose elements are then no host ints:
        `_iterates_ints`), `range()` of static ints, or `zip()` and `enumerate()` of these."""
        if self._range(e) and 1 <= len(e.args) <= 3:
            parts = [self._convert(a) for a in e.args]
            if any(type(a) is ast.Starred for a in e.args):
                return None
            if any(p is None or p.kind != INT for p in parts):
                return None
            return _merge(SEQ, e, parts)
        if (
            type(e) is ast.Call
            and type(e.func) is ast.Name
            and e.func.id in ("zip", "enumerate")
            and self._builtin(e.func.id)
            and not e.keywords
            and e.args
            and not any(type(a) is ast.Starred for a in e.args)
        ):
            if e.func.id == "enumerate":
                if len(e.args) > 2:
                    return None
                parts = [self._iterable(e.args[0])]
                if len(e.args) == 2:
                    start = self._convert(e.args[1])
                    parts.append(start if start is not None and start.kind == INT else None)
            else:
                parts = [self._iterable(a) for a in e.args]
            if any(p is None for p in parts):
                return None
            return _merge(SEQ, e, parts)
        conv = self._convert(e)
        return conv if conv is not None and conv.kind in (SEQ, ARRAY) else None

    def _own_length(self, array: Conv, divisor: ast.expr) -> bool:
        """`array` is computed elementwise from `jnp.arange(n)` and `divisor` is that `n`, the
        same plain value (`x.ndim`: names, shape attributes, literals and arithmetic of them):
        where it is 0 or less the array is empty and nothing is divided, else it divides by the
        sign of the divisor on the device as on the host (`(jnp.arange(n) + 1) % n`)."""
        while array.host is not None and array.host.how == "map":
            array = array.host.inner
        host = array.host
        if host is None or host.items is None or len(host.parts) != 1:
            return False
        plain = (ast.Name, ast.Constant, ast.BinOp, ast.UnaryOp, ast.Subscript, ast.Load)
        return all(
            isinstance(n, plain)
            or type(n) is ast.Attribute
            and n.attr in _HOST
            or isinstance(n, (ast.operator, ast.unaryop))
            for n in ast.walk(divisor)
        ) and ast.dump(host.parts[0].node) == ast.dump(divisor)

    def _mapped(self, e: ast.expr, array: Conv, parts: list[Conv]) -> Conv | None:
        """Arithmetic of a static array (`jnp.arange(n) - 1`, `-jnp.arange(k)`, `x.shape[0] -
        jnp.arange(3)`) with an int, elementwise on the device: on the host a tuple of its elements
        computed one by one (`tuple(i - 1 for i in range(n))`). Not where the other operand is an
        unannotated static argument (a tuple there is broadcast as an array, repeated on the host),
        nor in a class body (its names are not visible in the comprehension)."""
        if any(p.assumed for p in parts if p is not array):
            return None
        at = self.names.parents.get(e)
        while at is not None and type(at) not in _SCOPES:
            at = self.names.parents.get(at)
        if type(at) is ast.ClassDef:
            return None
        host = _Host(e, "map", array, tuple(parts))
        conv = _merge(ARRAY, e, parts)
        conv.calls, conv.host = {e: host}, host
        return conv

    def _subscript(self, e: ast.Subscript) -> Conv | None:
        value = self._convert(e.value)
        elements = _elements(e.slice)
        if value is None or value.kind not in (SEQ, ARRAY) or len(elements) != 1:
            return None
        part = elements[0]
        if type(part) is ast.Starred:
            return None
        bounds = [part.lower, part.upper, part.step] if type(part) is ast.Slice else [part]
        convs = []
        for bound in bounds:
            conv = self._convert(bound) if bound is not None else None
            if bound is not None and (conv is None or conv.kind != INT):
                if value.kind == ARRAY or self._has_jnp(bound):
                    return None  # a jax array takes a traced index; its host tuple does not
                conv = Conv(
                    INT, bound
                )  # indexing a tuple needs a concrete index in the original too
            if conv is not None:
                convs.append(conv)
        return _merge(value.kind if type(part) is ast.Slice else INT, e, [value, *convs])

    def _call(self, e: ast.Call) -> Conv | None:
        if self._helper_call(e):
            function = self._helper(e)
            conv = self._returned(function) if function is not None else None
            if conv is None:
                return None
            known = self._assumed_at_call(e, conv)
            return (
                Conv(conv.kind, e, deps=frozenset({function}), uses=frozenset({e.func}), **known)
                if conv.changed
                else Conv(conv.kind, e, **known)
            )
        args = None if e.keywords or any(type(a) is ast.Starred for a in e.args) else e.args
        leaf = self._jnp(e.func)
        if leaf in _HOST and (e.args or e.keywords) and not any(a.star for a in _arguments(e)):
            return Conv(_HOST[leaf], e)
        rows = self._row_reduction(e, leaf)
        if rows is not None:
            return rows
        kept = False
        if leaf in _REDUCTIONS:
            # `jnp.prod(a, axis=0)`: `jnp.prod(a)` of a 1-d array
            args, kept = self._reduction_arguments(e, 1) or (None, False)
        elif (
            type(e.func) is ast.Attribute
            and e.func.attr in _METHOD_REDUCTIONS
            and leaf is None
            and (found := self._reduction_arguments(e, 0)) is not None
        ):
            # `jnp.array(t).prod()`, `.sum(axis=0)`: a jax array's method, the reduction
            # `jnp.prod` makes of it
            inner = self._convert(e.func.value)
            if inner is None or inner.kind != ARRAY or inner.assumed and _arguments(e):
                return None
            how = _REDUCTIONS[e.func.attr]
            if not how.startswith("math.") and not self._builtin(how):
                return None
            return _kept(e, how, inner) if found[1] else _hosted(e, how, INT, inner)
        if args is None:
            return None
        if (
            type(e.func) is ast.Attribute
            and e.func.attr == "astype"
            and len(args) == 1
            and self._int_type(args[0])
        ):
            inner = self._convert(e.func.value)
            if inner is not None and inner.kind == FLOAT:
                return self._truncated(e, inner)
            if inner is not None and inner.kind == FARRAY and self._builtin("int"):
                # element by element: `int()` truncates a finite float as `astype` does
                conv = self._mapped(e, inner, [inner])
                if conv is not None:
                    conv.host.form = lambda a, p: f"int({a[0]})"
                return conv
            if inner is None or inner.kind != INT or inner.host is None or inner.assumed:
                return None  # (a float truncated: no int is forced)
            host = _Host(e, "int", inner)  # an int already: `astype` goes
            conv = _merge(INT, e, [inner])
            conv.calls, conv.host = {e: host}, host
            return conv
        if type(e.func) is ast.Name and self._builtin(e.func.id):
            if e.func.id == "len" and len(args) == 1:
                return Conv(INT, e)
            if e.func.id == "int" and len(args) == 1:
                # a host int whatever it converts: its argument is a static place of its own, whose
                # rewrite does not change what `int()` gives (a helper returning it stays as it is)
                inner = self._convert(args[0])
                return Conv(INT, e) if inner is not None and inner.kind in (INT, FLOAT) else None
            if e.func.id in ("max", "min") and args:
                parts = [self._convert(a) for a in args]
                if all(p is not None and p.kind == INT for p in parts):
                    return _merge(INT, e, parts)
            if e.func.id in ("tuple", "list", "sum", "max", "min") and len(args) == 1:
                # of jax scalars in the original, of ints on the host: the same list, or sum
                inner = self._sequence(args[0])
                if inner is not None:
                    return _merge(SEQ if e.func.id in ("tuple", "list") else INT, e, [inner])
            return None
        if leaf in _ELEMENTWISE:
            found = self._elementwise(e, leaf, args)
            if found is not None or leaf not in _ROUNDED:
                return found
        if leaf in _ROUNDED:
            return self._float_function(e, leaf, args)
        if len(args) != 1:
            return None
        if leaf is None:
            if self._jnp(e.func, "numpy.") in _REDUCTIONS:
                inner = self._convert(args[0])
                if inner is not None and inner.kind in (SEQ, ARRAY):
                    return _merge(INT, e, [inner])
            elif self._jnp(e.func, "math.") == "prod":  # of jax scalars: the same product
                inner = self._sequence(args[0])
                if inner is not None:
                    return _merge(INT, e, [inner])
            return None
        inner = self._convert(args[0])
        if inner is None:
            return None
        if leaf in _WRAPPERS:
            if inner.kind == INT and not (inner.assumed and leaf in ("int32", "int64")):
                how, kind = "int", INT  # (`jnp.int32` truncates a float: no int is forced)
            elif leaf in ("array", "asarray") and inner.kind in (SEQ, ARRAY):
                how, kind = "sequence", ARRAY
            else:
                return None
        elif leaf in _REDUCTIONS and inner.kind in (SEQ, ARRAY):
            if inner.assumed and len(_arguments(e)) > 1:
                return None  # an axis of an array whose elements may be tuples: no scalar
            how, kind = _REDUCTIONS[leaf], INT
            if not how.startswith("math.") and not self._builtin(how):
                return None
            if kept:
                return _kept(e, how, inner)
        else:
            return None
        return _hosted(e, how, kind, inner)

    def _reduction_reason(self, expr: ast.expr) -> tuple[ast.Call, tuple] | None:
        """The first reduction in `expr` of a static 1-d array (`jnp.array(x.shape)`) that is not
        rewritten for its other arguments, with what they are, why no host form is taken and the
        array's conversion."""
        for n in _source_order([expr]):
            if type(n) is not ast.Call or any(type(a) is ast.Starred for a in n.args):
                continue
            leaf = self._jnp(n.func)
            if leaf in _REDUCTIONS and n.args:
                array, rest = n.args[0], [*n.args[1:], *(k.value for k in n.keywords)]
            elif (
                type(n.func) is ast.Attribute
                and n.func.attr in _METHOD_REDUCTIONS
                and leaf is None
                and (n.args or n.keywords)
            ):
                array, rest = n.func.value, [*n.args, *(k.value for k in n.keywords)]
            else:
                continue
            if self._convert(n) is not None:
                continue
            inner = self._convert(array)
            named = {k.arg: k.value for k in n.keywords}
            if inner is None and (rows := self._static_rows(array)) is not None:
                # a 2-d array of static rows, reduced otherwise than along one axis alone
                axes = [*n.args[1 if leaf in _REDUCTIONS else 0 :], named.get("axis")]
                axis = next((a for a in axes if a is not None), None)
                literal = axis.operand if type(axis) is ast.UnaryOp else axis
                other = sorted(set(named) - {"axis", "keepdims"})
                if other or len(n.args) > (2 if leaf in _REDUCTIONS else 1):
                    given = f"`{other[0]}=`" if other else "more than an axis"
                    why = (
                        "`dtype`, `initial`, `where` and `out` change a reduction's value or dtype"
                    )
                elif "keepdims" in named:
                    given = f"`keepdims={self.text.code(named['keepdims'], 20)}`"
                    why = (
                        "the array is 2-d, and kept dimensions keep its reduction 2-d, no shape "
                        "or shape entry"
                    )
                elif axis is None:
                    given, why = "no axis", "the array is 2-d, and every element is reduced"
                elif type(literal) is ast.Constant and type(literal.value) is int:
                    given = f"`axis={self.text.code(axis, 20)}`"
                    why = f"the array is 2-d, where {given} fails even eagerly"
                else:
                    given = f"`axis={self.text.code(axis, 20)}`"
                    why = "the array is 2-d, and its axis is not a literal int"
                why += " (omnifix rewrites a reduction along `axis=0` or `1` alone)"
                return n, (given, why, rows)
            if inner is None or inner.kind not in (SEQ, ARRAY) or inner.assumed:
                continue
            other = sorted(set(named) - {"axis", "keepdims"})
            if other or len(n.args) > (2 if leaf in _REDUCTIONS else 1):
                given = f"`{other[0]}=`" if other else "more than an axis"
                why = (
                    "omnifix follows a reduction's `axis` and a literal `keepdims` only (`dtype`, "
                    "`initial`, `where` and `out` change its value or dtype)"
                )
                return n, (given, why, inner)
            keep = named.get("keepdims")
            if keep is not None and not (type(keep) is ast.Constant and type(keep.value) is bool):
                return n, (
                    f"`keepdims={self.text.code(keep, 20)}`",
                    "with a `keepdims` not a literal `True` or `False` the reduction may yield an "
                    "array (a 1-element one), not a shape entry, and omnifix cannot tell which",
                    inner,
                )
            axis = rest[0] if rest and rest[0] is not keep else named.get("axis")
            if axis is None:
                continue
            text = self.text.code(axis, 20)
            literal = axis.operand if type(axis) is ast.UnaryOp else axis
            why = (
                f"the array is 1-d, where `axis={text}` fails even eagerly"
                if type(literal) is ast.Constant and type(literal.value) is int
                else "the array is 1-d, where only an int axis `0` or `-1` (or `None`) runs, each "
                f"reducing every element; `{text}` is not proven an int (a static argument "
                "annotated `int` is): a tuple, `()`, reduces nothing and keeps the array"
            )
            return n, (f"`axis={text}`", why, inner)
        return None

    def _row_reduction(self, e: ast.Call, leaf: str | None) -> Conv | None:
        """A reduction along `axis=1` (`-1`) of a 2-d array made of static rows,
        `jnp.prod(jnp.array([x.shape[:2], y.shape[:2]]), axis=1)`: the reduction of each row on
        the host, `(math.prod(x.shape[:2]), math.prod(y.shape[:2]))`; along `axis=0` (`-2`) the
        reduction of each column, `tuple(map(max, x.shape, y.shape))` (`min` likewise),
        `tuple(map(math.prod, zip(t, u)))` (`sum` likewise), of one row the row itself. The
        original runs only on rows of one length, a 2-d array then: each element is its row's
        (its column's) reduction, and `zip` pairs every column."""
        if leaf in _REDUCTIONS:
            name, at = leaf, 1
        elif type(e.func) is ast.Attribute and e.func.attr in _METHOD_REDUCTIONS and leaf is None:
            name, at = e.func.attr, 0
        else:
            return None
        if any(type(a) is ast.Starred for a in e.args) or len(e.args) < at:
            return None
        if any(k.arg != "axis" for k in e.keywords):
            return None
        rest = [*e.args[at:], *(k.value for k in e.keywords)]
        if len(rest) != 1:
            return None
        axis = rest[0]
        if type(axis) is ast.UnaryOp and type(axis.op) is ast.USub:
            axis, sign = axis.operand, -1
        else:
            sign = 1
        if not (
            type(axis) is ast.Constant
            and type(axis.value) is int
            and axis.value * sign in (1, -1, 0, -2)
        ):
            return None
        columns = axis.value * sign in (0, -2)
        parts = self._static_rows(e.args[0] if at else e.func.value)
        if parts is None:
            return None
        how = _REDUCTIONS[name]
        if not how.startswith("math.") and not self._builtin(how):
            return None
        target = f"{_MATH}.{how[5:]}" if how.startswith("math.") else how
        if columns and len(parts) == 1:  # each column one element: the row
            return _hosted(e, "sequence", ARRAY, parts[0])
        if columns and not all(self._builtin(f) for f in ("tuple", "map", "zip")):
            return None
        items = None
        if columns and how in ("max", "min"):  # `max(a, b)` of each column's elements
            items = lambda a, p: f"map({target}, {', '.join(a)})"  # noqa: E731
        elif columns:  # `math.prod((a, b))` of each column
            items = lambda a, p: f"map({target}, zip({', '.join(a)}))"  # noqa: E731
        if items is not None:  # (iterated as it is by elementwise math: `_Text.mapped`)
            form = lambda a, p: f"tuple({items(a, p)})"  # noqa: E731
        else:
            comma = "," if len(parts) == 1 else ""
            form = lambda a, p: f"({', '.join(f'{target}({r})' for r in a)}{comma})"  # noqa: E731
        host = _Host(e, "form", parts[0], tuple(parts), form, ATOM, items=items)
        conv = _merge(ARRAY, e, parts)
        conv.calls, conv.host = {e: host}, host
        return conv

    def _static_rows(self, array: ast.expr) -> list[Conv] | None:
        """The conversions of the rows of `array` when it is a literal 2-d array of static rows,
        `jnp.array([x.shape, y.shape])` (not of a static argument of unknown type: a tuple in `n`
        makes `jnp.array([n, n])` 2-d, an int 1-d)."""
        if not (
            type(array) is ast.Call
            and self._jnp(array.func) in ("array", "asarray")
            and len(array.args) == 1
            and not array.keywords
            and type(array.args[0]) in (ast.List, ast.Tuple)
            and array.args[0].elts
        ):
            return None
        parts = []
        for row in array.args[0].elts:
            conv = None if type(row) is ast.Starred else self._convert(row)
            if conv is None or conv.kind not in (SEQ, ARRAY) or conv.assumed:
                return None
            parts.append(conv)
        return parts

    def _reduction_arguments(self, e: ast.Call, at: int) -> tuple[list[ast.expr], bool] | None:
        """The positional arguments before `at` of a reduction (`jnp.prod(a, ...)`: 1; a method,
        `a.prod(...)`: 0) given at most an `axis` besides (positional at `at` or by keyword) and a
        literal `keepdims`, and whether that keeps the reduced axis. The axis is `None`, or an int
        proven static (`0`, `-1`, an `axis: int` static argument, `x.ndim - 1`): the shape math's
        arrays are 1-d, where the original runs only with `0` or `-1`, each the reduction of every
        element, as without one (a tuple, `()` reducing nothing, is not taken). `keepdims=True`
        keeps the result a 1-element array. None where it is given anything else."""
        if any(type(a) is ast.Starred for a in e.args) or len(e.args) < at:
            return None
        if any(k.arg not in ("axis", "keepdims") for k in e.keywords):
            return None
        keep = next((k.value for k in e.keywords if k.arg == "keepdims"), None)
        if keep is not None and not (type(keep) is ast.Constant and type(keep.value) is bool):
            return None
        rest = [*e.args[at:], *(k.value for k in e.keywords if k.arg == "axis")]
        if len(rest) > 1:
            return None
        if rest:
            axis = rest[0]
            if type(axis) is ast.UnaryOp and type(axis.op) is ast.USub:
                axis, sign = axis.operand, -1
            else:
                sign = 1
            if type(axis) is ast.Constant:
                if not (
                    axis.value is None
                    and sign == 1
                    or type(axis.value) is int
                    and sign * axis.value in (0, -1)
                ):
                    return None
            else:
                found = self._convert(rest[0])
                if found is None or found.kind != INT or found.assumed:
                    return None
        return e.args[:at], keep is not None and keep.value

    def _float_function(self, e: ast.Call, leaf: str, args: list[ast.expr]) -> Conv | None:
        """`jnp.sqrt(n)`, `jnp.ceil(v)`, ... of a Python int (`sqrt` only) or float, or of such a
        function's value: numpy's function on the host, in jax.numpy's default float dtype (which
        a Python value takes on the device), given as `dtype` where the argument is a Python value.
        `sqrt` also takes a jax int of the default int dtype, whose float is that dtype too
        (`jnp.sqrt(jnp.prod(jnp.array(x.shape)))`); other jax ints are not followed
        (`jnp.sqrt(jnp.int32(n))` is float32 even with x64)."""
        if len(args) != 1:
            return None
        inner = self._convert(args[0])
        if inner is not None and inner.kind == FARRAY and leaf != "sqrt" and not inner.assumed:
            # element by element: a numpy float of that dtype each, rounded exactly in it
            conv = self._mapped(e, inner, [inner])
            if conv is not None:
                ufunc = _ROUNDED[leaf]
                conv.kind, conv.host.form = FARRAY, lambda a, p: f"{_NUMPY}.{ufunc}({a[0]})"
            return conv
        if inner is None or inner.kind not in (FLOAT, PYFLOAT, INT):
            return None
        if inner.assumed and not (
            inner.kind == PYFLOAT
            and inner.assumed <= inner.floats
            and leaf != "sqrt"
            # an attribute may hold a complex: jax.numpy's `rint` rounds it, numpy's with a float
            # `dtype` raises (`ceil`, `floor` and `trunc` raise in both)
            and (leaf in ("ceil", "floor", "trunc") or all("." not in a for a in inner.floats))
        ):
            return None  # (a rounding is exact in any float dtype; a numpy float32 keeps its own)
        if inner.kind == INT and (
            leaf != "sqrt" or inner.changed and not self._default_int(inner, frozenset())
        ):
            return None
        ufunc = _ROUNDED[leaf]
        # a FLOAT is a numpy scalar of that dtype already
        dtype = "" if inner.kind == FLOAT else f", dtype={_JAX_NUMPY}.result_type(float)"
        form = lambda a, p: f"{_NUMPY}.{ufunc}({a[0]}{dtype})"  # noqa: E731
        host = _Host(e, "form", inner, (inner,), form, ATOM)
        conv = _merge(FLOAT, e, [inner])
        conv.calls, conv.host = {e: host}, host
        return conv

    def _default_int(self, conv: Conv, seen: frozenset) -> bool:
        """`conv` is a jax int (an array of ints) of the default int dtype (int32; int64 with x64)
        holding its host int: `jnp.array(n)`, `jnp.asarray(n)` or `jnp.int64(n)` of a Python int,
        `jnp.array(t)` (`jnp.asarray(t)`) of a tuple of Python ints, an element, a slice or a
        reduction (function or method) of such an array, its arithmetic with Python ints (which
        keeps its dtype: `jnp.array(t) * 2`), a variable holding one, or a name unpacked from
        one (`h, w = jnp.array(x.shape[1:])`)."""
        host = conv.host
        if host is None and type(conv.node) is ast.Subscript:
            array = self._convert(conv.node.value)
            return array is not None and (
                array.kind == ARRAY
                and self._default_int(array, seen)
                or array.kind == SEQ
                and self._default_elements(array, seen)
            )
        if host is None:
            variables = [d for d in conv.deps if type(d) is _Binding]
            if type(conv.node) is not ast.Name or len(variables) != 1 or variables[0] in seen:
                return False
            unpacked = self._unpacking.get(variables[0].node)
            if unpacked is not None:  # `h, w = jnp.array(x.shape[1:])`: an element of the array
                if unpacked[1] is None:
                    return False  # the starred name: a list
                array = self._convert(unpacked[0])
                return (
                    array is not None
                    and array.kind == ARRAY
                    and self._default_int(array, seen | {variables[0]})
                )
            value = self._var_convs.get(variables[0])
            return value is not None and self._default_int(value, seen | {variables[0]})
        inner = host.inner
        if host.how == "int":
            leaf = self._jnp(host.call.func) if type(host.call) is ast.Call else None
            return leaf in ("array", "asarray", "int64") and inner.kind == INT and not inner.changed
        if host.how == "sequence":
            return (
                self._jnp(host.call.func) in ("array", "asarray")
                and inner.kind == SEQ
                and (not inner.changed or self._default_elements(inner, seen))
            )
        if host.how in _REDUCTIONS.values():
            return inner.kind == ARRAY and self._default_int(inner, seen)
        if host.how == "map" and host.form is None:  # with Python ints (weak: the dtype stays)
            return self._default_int(inner, seen) and not any(
                p.changed for p in host.parts if p is not inner
            )
        return False

    def _default_elements(self, conv: Conv, seen: frozenset) -> bool:
        """`conv` is the starred name unpacked from an array of the default int dtype (`first,
        *rest = jnp.array(x.shape)`), or a slice of it: a list of the array's elements, jax ints
        of that dtype (an array of them keeps it), Python ints on the host."""
        node = conv.node
        if type(node) is ast.Subscript and type(node.slice) is ast.Slice:
            inner = self._convert(node.value)
            return inner is not None and inner.kind == SEQ and self._default_elements(inner, seen)
        variables = [d for d in conv.deps if type(d) is _Binding]
        if type(node) is not ast.Name or len(variables) != 1 or variables[0] in seen:
            return False
        unpacked = self._unpacking.get(variables[0].node)
        if unpacked is None or unpacked[1] is not None:
            return False
        array = self._convert(unpacked[0])
        return (
            array is not None
            and array.kind == ARRAY
            and self._default_int(array, seen | {variables[0]})
        )

    def _float_arithmetic(self, e: ast.BinOp, left: Conv, right: Conv) -> Conv | None:
        """`+ - * /` with a float: of FLOATs, by numpy on the host as by jax.numpy on the device
        (two numpy scalars of one dtype keep it); of a FLOAT and a Python value, which takes the
        FLOAT's dtype on the device, numpy's function with that `dtype` (`np.multiply(s, 0.5,
        dtype=...)`: with `*`, numpy before 2 would compute in float64); of Python values alone,
        by Python in both (a true division of ints too). A jax int (`jnp.array(n)`) is a float of
        that dtype too: joined with a float (a Python one included), whatever its int dtype, and
        divided by an int when every jax int there is of the default int dtype (`jnp.int32(n) / 2`
        is float32 even with x64, and so is `jnp.array(n) / jnp.int32(2)`)."""
        if type(e.op) not in (ast.Add, ast.Sub, ast.Mult, ast.Div):
            return None
        if ARRAY in (left.kind, right.kind) or FARRAY in (left.kind, right.kind):
            return self._float_map(e, left, right)
        parts = [left, right]
        if any(p.kind not in (INT, PYFLOAT, FLOAT) for p in parts):
            return None
        kinds = {left.kind, right.kind}
        if any(p.assumed for p in parts):
            return self._either_float(e, parts, kinds)
        jax_ints = [p for p in parts if p.kind == INT and p.changed]
        if jax_ints and kinds == {INT}:
            if type(e.op) is not ast.Div or not all(
                self._default_int(p, frozenset()) for p in jax_ints
            ):
                return None  # a jax int: its dtype decides the float's
        if kinds == {FLOAT}:
            return _merge(FLOAT, e, parts)
        if FLOAT in kinds or jax_ints:
            ufunc = _UFUNCS[type(e.op)]
            dtype = f"{_JAX_NUMPY}.result_type(float)"
            form = lambda a, p: f"{_NUMPY}.{ufunc}({a[0]}, {a[1]}, dtype={dtype})"  # noqa: E731
            float_part = left if left.kind == FLOAT or left in jax_ints else right
            host = _Host(e, "form", float_part, tuple(parts), form, ATOM)
            conv = _merge(FLOAT, e, parts)
            conv.calls, conv.host = {e: host}, host
            return conv
        if PYFLOAT in kinds or type(e.op) is ast.Div:
            return _merge(PYFLOAT, e, parts)
        return None

    def _float_map(self, e: ast.BinOp, left: Conv, right: Conv) -> Conv | None:
        """`+ - *` of a static array with a float literal (`jnp.array(x.shape) * 0.5`), or `/` by a
        power of two (`jnp.array(x.shape) / 2`: an int literal only for an array of the default int
        dtype), and of such a float array (FARRAY) likewise: elementwise in jax.numpy's default
        float dtype on the device, numpy's function with that dtype element by element on the
        host (as for a scalar, `_float_arithmetic`). `+ - *` are correctly rounded elementwise
        too, but eagerly XLA divides an array of two or more elements by a constant as a
        multiplication by its rounded reciprocal (`jnp.array((9, 9)) / 0.3` is 30, `np.divide(9,
        0.3, dtype=np.float32)` 29.999998): exact, and so equal, only for a power of two
        (checked with x64 off and on for every third int from -2**20 to 2**24). No literal is 0
        or infinite: no NaN or infinity, which `.astype(int)` would make another int of on the
        device."""
        array, other = (left, right) if left.kind in (ARRAY, FARRAY) else (right, left)
        literal = other.node
        if type(literal) is ast.UnaryOp and type(literal.op) is ast.USub:
            literal = literal.operand
        if type(literal) is not ast.Constant or type(literal.value) not in (int, float):
            return None
        if type(literal.value) is float and not literal.value - literal.value == 0:
            return None  # infinite
        if type(e.op) is ast.Div and (
            array is not left or literal.value == 0 or frexp(literal.value)[0] != 0.5
        ):
            return None  # eagerly an array's division by a constant is by its reciprocal's
        if array.kind == ARRAY and (
            type(literal.value) is int
            and (type(e.op) is not ast.Div or not self._default_int(array, frozenset()))
        ):
            return None  # an int array stays one; `/` of another int dtype is float32 with x64
        ufunc = _UFUNCS[type(e.op)]
        dtype = f"{_JAX_NUMPY}.result_type(float)"
        form = lambda a, p: f"{_NUMPY}.{ufunc}({a[0]}, {a[1]}, dtype={dtype})"  # noqa: E731
        conv = self._mapped(e, array, [left, right])
        if conv is not None:
            conv.kind, conv.host.form = FARRAY, form
        return conv

    def _either_float(self, e: ast.BinOp, parts: list[Conv], kinds: set[str]) -> Conv | None:
        """Python's float math on static arguments of unknown type (or annotated `float`): a
        Python float (a numpy one, of a numpy argument) whether they hold ints or floats, computed
        by Python in the original too, where the operation is `/` or joins a float; its roundings
        by jax.numpy are exact in any float dtype (`_float_function`). Only the static arguments of
        the function analysed (not a parameter taken to be an int by its places, nor a helper's
        given one by calls), and attributes (`_typed_attribute`: one may hold an array, whose
        `.astype(int)` is no `int()`, so `_truncated` keeps them assumed, for a place forcing a
        scalar int), and no jax.numpy math (its dtype would decide). The text of such math is
        kept, so an attribute holding a jax or numpy value computes it as before."""
        assumed = frozenset().union(*(p.assumed for p in parts))
        function = self._statement
        static = (
            {
                a.arg
                for a in (
                    *function.args.posonlyargs,
                    *function.args.args,
                    *function.args.kwonlyargs,
                )
                if a in self._static_params
            }
            if type(function) in _FUNCTIONS
            else set()
        )
        if (
            FLOAT in kinds
            or any(p.changed for p in parts)
            # the function's own (not a helper's, given one by calls), and attributes
            or not all(a in static or "." in a for a in assumed)
            or type(e.op) is not ast.Div
            and not any(p.kind == PYFLOAT and not p.assumed for p in parts)
        ):
            return None
        conv = _merge(PYFLOAT, e, parts)
        conv.floats |= assumed
        return conv

    def _truncated(self, e: ast.Call, inner: Conv) -> Conv | None:
        """`v.astype(int)` of a FLOAT `v` that cannot be NaN: `int(v)` on the host (NaN gives 0 on
        the device, `ValueError` in `int()`)."""
        if not self._builtin("int") or not self._not_nan(e.func.value, frozenset()):
            return None
        host = _Host(e, "form", inner, (inner,), lambda a, p: f"int({a[0]})", ATOM)
        conv = _merge(INT, e, [inner])
        conv.calls, conv.host = {e: host}, host
        # an int whatever a static argument holds (hashable: no array); an attribute may hold an
        # array, whose `.astype(int)` stays one: still assumed, for a place forcing a scalar int
        conv.assumed -= {a for a in conv.floats if "." not in a}
        return conv

    def _not_nan(self, e: ast.AST, seen: frozenset) -> bool:
        """The float math of `e` gives no NaN: `jnp.sqrt` of values proven non-negative, and
        jax.numpy's divisions by non-zero literals (a Python division by 0 raises in the original);
        no helper's value."""
        for n in _source_order([e]):
            kind = type(n)
            if kind is ast.Name and (a := self._variable(n)) is not None:
                if a in seen or not all(self._not_nan(v, seen | {a}) for v in self._values_of(a)):
                    return False
            elif kind is ast.Call and self._helper_call(n):
                return False  # what it returns is not followed here
            elif kind is ast.Call and self._jnp(n.func) == "sqrt":
                if len(n.args) != 1 or not self._non_negative(n.args[0], seen):
                    return False
            elif kind is ast.BinOp and type(n.op) is ast.Div:
                if (conv := self._convert(n)) is not None and conv.kind == FLOAT:
                    divisor = n.right
                    if type(divisor) is ast.UnaryOp and type(divisor.op) is ast.USub:
                        divisor = divisor.operand
                    if not (type(divisor) is ast.Constant and type(divisor.value) in (int, float)):
                        return False
                    if not divisor.value:
                        return False
        return True

    def _non_negative(self, e: ast.AST, seen: frozenset) -> bool:
        """`e` is proven >= 0 (each of its elements, for a sequence): non-negative literals, sizes
        (`x.shape`, `x.ndim`, `x.size`, `len()`), their sums, products and quotients, elements,
        slices, tuples and lists of these, their jax.numpy arrays (`jnp.array(x.shape)[0]`) and
        reductions, and local variables holding these."""
        kind = type(e)
        if kind is ast.Constant:
            return type(e.value) in (int, float) and e.value >= 0
        if kind is ast.Attribute:
            return e.attr in _HOST
        if kind is ast.Subscript:
            return self._non_negative(e.value, seen)
        if kind is ast.Tuple or kind is ast.List:
            return all(self._non_negative(x, seen) for x in e.elts)
        if kind is ast.BinOp:
            return type(e.op) in (ast.Add, ast.Mult, ast.Div, ast.FloorDiv) and all(
                self._non_negative(x, seen) for x in (e.left, e.right)
            )
        if kind is ast.Call:
            if type(e.func) is ast.Name and e.func.id == "len" and self._builtin("len"):
                return True
            return (
                self._jnp(e.func) in _ROUNDED.keys() | _WRAPPERS | _REDUCTIONS.keys()
                and len(e.args) == 1
                and not e.keywords
                and self._non_negative(e.args[0], seen)
            )
        if kind is ast.Name and (a := self._variable(e)) is not None and a not in seen:
            # a variable assigned more than once (`k -= d` in a loop) is not followed here
            return a not in self._groups and self._non_negative(self._values[a], seen | {a})
        return False

    def _int_type(self, e: ast.expr) -> bool:
        """`e` names an integer type: `int`, `jnp.int32`, `np.int64`, `"int32"`, ..."""
        if type(e) is ast.Name and e.id == "int" and self._builtin("int"):
            return True
        if type(e) is ast.Constant:
            return e.value in ("int32", "int64")
        return any(
            name in (f"{m}.{t}" for m in ("jax.numpy", "numpy") for t in ("int32", "int64", "int_"))
            for name in self.resolve(e)
        )

    def _elementwise(self, e: ast.Call, leaf: str, args: list[ast.expr]) -> Conv | None:
        """`jnp.minimum(a, b)`, `jnp.where(c, a, b)`, ... of static ints: their host form."""
        kinds, kind, builtins_, precedence, form = _ELEMENTWISE[leaf]
        if leaf == "arange" and 1 <= len(args) <= 3:
            kinds = kinds[: len(args)]
            form = lambda a, p: f"tuple(range({', '.join(a)}))"  # noqa: E731
            items = lambda a, p: f"range({', '.join(a)})"  # noqa: E731
        elif leaf in ("ceil", "floor"):
            if len(args) != 1 or type(args[0]) is not ast.BinOp or type(args[0].op) is not ast.Div:
                return None
            args = [args[0].left, args[0].right]
        elif leaf == "concatenate":
            if len(args) != 1 or type(args[0]) not in (ast.Tuple, ast.List) or not args[0].elts:
                return None
            args = args[0].elts
            if any(type(a) is ast.Starred for a in args):
                return None
            kinds = kinds * len(args)
            unwrap = self._builtin("tuple")
            form = lambda a, p: _tuple_of([p(i, ATOM) for i in range(len(a))], unwrap)  # noqa: E731
        if len(args) != len(kinds) or not all(self._builtin(b) for b in builtins_):
            return None
        parts = [self._convert(a) for a in args]
        if any(p is None or p.kind not in k for p, k in zip(parts, kinds)):
            return None
        floats = (
            parts[:1] if leaf == "where" else parts if leaf in ("ceil", "floor", "arange") else []
        )
        if any(p.assumed for p in floats):
            return None  # a float works there too (a test, rounded, counted): no int is forced
        bounded = args[0] if leaf in ("ceil", "floor") else None
        host = _Host(e, "form", parts[0], tuple(parts), form, precedence, bounded)
        if leaf == "arange":
            host.items = items
        conv = _merge(kind, e, parts)
        conv.calls, conv.host = {e: host}, host
        return conv

    def _manual_for_method(self, expr: ast.AST, searched: list[ast.AST], what: str) -> bool:
        """Report `expr` when `searched` (it, and the values of variables it reads) calls a method
        returning jax.numpy math that is not followed as a helper (`_device_method`)."""
        method = next(
            (
                method
                for n in _source_order(searched)
                if type(n) is ast.Call and (method := self._device_method(n))
            ),
            None,
        )
        if method is None:
            return False
        self._manual[expr] = (
            f"`{method}()` returns jax.numpy math, and {what} needs a concrete value",
            "Under `jit` it is a tracer. Not rewritten: omnifix follows a method as a helper only "
            "when it is private (`_m`), undecorated, defined by one class of the module and "
            "called only as `self._m(...)` in methods of that class (code outside the module may "
            "call or override a public one). Compute the value on the host (Python ints, "
            f"`math.prod`; `-(-a // b)` for a rounded-up division) in `{method}` or in a host "
            "version of it for the static uses.",
        )
        return True

    def _has_jnp(
        self, e: ast.AST, seen: frozenset = frozenset(), data: bool = False, helpers: bool = True
    ) -> bool:
        """Whether `e` calls jax.numpy (other than shape/ndim/size) or a helper or a method
        returning jax.numpy math (not without `helpers`), or reads a variable that does; with
        `data`, not through a variable the module also reads as data (an array the program needs,
        not shape math: `x = jnp.float32(3)` passed to functions and to `int(4 * x)`)."""
        for n in _below(e, self._host_call, self.names.children):
            kind = type(n)
            if kind is ast.Call and (
                (leaf := self._jnp(n.func)) is not None
                and leaf not in _HOST_VALUED
                or helpers
                and (self._helper_call(n) or self._device_method(n) or self._hostless_call(n))
            ):
                return True
            if (
                kind is ast.Name
                and (a := self._variable(n)) is not None
                and a not in seen
                and not (data and self._read_as_data(a))
                and any(self._has_jnp(v, seen | {a}, data, helpers) for v in self._values_of(a))
            ):
                return True
        return False

    def _shape_math_as_data(self, e: ast.AST) -> bool:
        """Whether `e` reads jax.numpy math on shapes through a variable the module also reads as
        data (`half = (jnp.array(x.shape[0]) / 2).astype(int)`, a `dynamic_slice` start and in
        its size): shape math all the same, which `jit` traces (`_has_jnp` with `data` passes
        over such variables, so that an array the program needs, `x = jnp.float32(3)` read by
        `int(4 * x)`, is not taken for shape math)."""
        if not self._has_jnp(e):
            return False
        seen: set = set()
        stack = [e]
        while stack:
            for n in self.names.below(stack.pop()):
                kind = type(n)
                if kind is ast.Attribute and n.attr in _HOST:
                    return True
                if kind is ast.Name and (a := self._variable(n)) is not None and a not in seen:
                    seen.add(a)
                    stack += self._values_of(a)
        return False

    def _passed(self) -> dict[ast.AST, ast.Name | None]:
        """The nodes of static places (-> None) and of variables' values (-> the variable's target).
        A static place inside a value (a `lambda`'s body) is a static place: its reads are."""
        if self._passing is None:
            self._passing = {}
            for target, value in [*self._assigns.items(), *self._augmented.items()]:
                self._passing.update((n, target) for n in self.names.below(value))
            self._passing.update(
                (n, None) for _, (expr, *_) in self.sinks for n in self.names.below(expr)
            )
        if len(self._values) + len(self._groups) != self._bound:  # units analysed since
            self._bound = len(self._values) + len(self._groups)
            self._bindings = {b.node: b for b in self._values}
            self._bindings.update((t, g) for g, targets in self._groups.items() for t in targets)
        return self._passing

    def _read_as_data(self, a: _Binding, seen: frozenset = frozenset()) -> bool:
        """Some read of variable `a` is neither in a static place nor in the value of a variable
        that is itself not read as data."""
        passing = self._passed()
        for read in self._refs_of(a):
            if read not in passing:
                return True
            target = passing[read]
            if target is not None:
                b = self._bindings.get(target)
                if b is a and a in self._groups:
                    continue  # in a value of its own
                if b is None or b in seen or self._read_as_data(b, seen | {a}):
                    return True
        return False

    def _unfollowed(self, e: ast.AST) -> tuple[ast.Name, list[ast.expr]] | None:
        """A variable `e` reads that is not followed (assigned in a branch or loop, or by an
        augmented assignment), that some assignment it may see gives jax.numpy math, and that is
        shape math: its every value comes from a plain or augmented assignment, and its every read
        is in a static place or in one of these values. With the values computing jax.numpy. Or
        a variable followed as a group (`_grouped`) whose values compute jax.numpy: `e` is then
        not static for another reason (`k + limit`)."""
        for n in _below(e, self._host_call, self.names.children):
            if type(n) is not ast.Name or n.id not in self._device_names:
                continue
            if (a := self._variable(n)) is not None:
                conv = self._var_convs.get(a) if a in self._groups else None
                if conv is not None and conv.changed:  # a group followed: the rest is not static
                    return n, [v for v in self._values_of(a) if self._computes_jnp(v)]
                continue
            seen = self._referents(n)
            if not seen or seen[0].scope is None:
                continue
            bindings = seen[0].scope.bindings[n.id]
            values = [
                self._assigns.get(b.node, self._augmented.get(b.node))
                for b in bindings
                if type(b.node) is not ast.arg  # the function's parameter: its first value
            ]
            if None in values:
                continue  # also bound otherwise (a loop target, ...)
            values = [None if type(b.node) is ast.arg else values.pop(0) for b in bindings]
            passing, own = (
                self._passed(),
                {node for value in values if value is not None for node in self.names.below(value)},
            )
            if all(
                r in own or r in passing and passing[r] is None
                for b in bindings
                for r in b.references
            ):
                computing = [
                    value
                    for b in seen
                    if (value := values[bindings.index(b)]) is not None
                    and self._computes_jnp(value)
                ]
                if computing:
                    return n, computing
        return None

    def _computes_jnp(self, e: ast.AST) -> bool:
        """Whether `e` calls jax.numpy (not shape/ndim/size), or a helper returning static math it
        computes so."""
        for n in _below(e, self._host_call, self.names.children):
            if type(n) is ast.Call:
                if self._jnp(n.func) not in (None, *_HOST_VALUED):
                    return True
                function = self._helper(n)
                if function is not None and (conv := self._returned(function)) and conv.changed:
                    return True
        return False

    def _host_call(self, n: ast.AST) -> bool:
        """A host value whatever it is computed from: `x.shape`, `jnp.ndim(x)`, `int(...)`, `len(...)`."""
        kind = type(n)
        if kind is ast.Attribute:
            return n.attr in _HOST
        if kind is not ast.Call:
            return False
        if n in self._host_valued_calls:  # another module's helper, given host ints here
            return True
        if type(n.func) is ast.Name and n.func.id in _HOST_BUILTINS:
            return self._builtin(n.func.id)
        return self._jnp(n.func) in _HOST_VALUED

    def _static_leaves(self, e: ast.AST, seen: frozenset = frozenset()) -> bool:
        """Whether every value `e` is computed from is static (whatever the operations)."""
        kind = type(e)
        if kind is ast.Constant:
            return type(e.value) in (int, float)
        if kind is ast.Attribute:
            return e.attr in _HOST or self._imported_constant(e) is not None
        if kind is ast.Name:
            a = self._variable(e)
            if a is None:
                return (
                    self._static_name(e) is not None
                    or self._loop_element(e)
                    or self._drawn_from_static(e, seen)
                )
            if a in seen:
                return a in self._groups  # a group's read in its own values
            return all(self._static_leaves(v, seen | {a}) for v in self._values_of(a))
        if kind is ast.Call:
            func = e.func
            if type(func) is ast.Attribute and func.attr == "astype":
                return self._static_leaves(func.value, seen)
            if not (
                any(self._jnp(func, f"{module}.") is not None for module in _LEAF_MODULES)
                or type(func) is ast.Name
                and func.id in _LEAF_BUILTINS
                and self._builtin(func.id)
            ):
                return False
            return bool(e.args or e.keywords) and all(
                self._static_leaves(a.value if type(a) is ast.Starred else a, seen) for a in e.args
            )
        if kind is ast.Subscript:
            return self._static_leaves(e.value, seen)
        if kind is ast.Starred:
            return self._static_leaves(e.value, seen)
        if kind in (ast.BinOp, ast.UnaryOp, ast.Compare, ast.BoolOp, ast.Tuple, ast.List):
            return all(self._static_leaves(c, seen) for c in _operands(e))
        if kind is ast.ListComp or kind is ast.GeneratorExp:
            call = self.names.parents.get(e)
            if kind is ast.GeneratorExp and (  # `jnp.array(d for d in x.shape)` raises
                type(call) is not ast.Call
                or any(self._jnp(call.func, f"{m}.") is not None for m in ("jax.numpy", "numpy"))
            ):
                return False
            return all(
                self._static_leaves(part, seen) for g in e.generators for part in (g.iter, *g.ifs)
            ) and self._static_leaves(e.elt, seen)
        return False

    def _drawn_from_static(self, name: ast.Name, seen: frozenset) -> bool:
        """`name` reads a loop's or comprehension's target (only such) whose values come from
        static values, whatever the operations (`k` of `for k in jnp.array(x.shape)`)."""
        referents = self._referents(name)
        if not referents or any(b in seen for b in referents):
            return False
        for b in referents:
            found = self._iteration_of(b.node)
            if found is None:
                return False
            how, source = found
            if source is None:
                continue
            sources = source.args if how == "range" else [source]
            if not sources or not all(self._static_leaves(s, seen | {b}) for s in sources):
                return False
        return True

    # -- findings ------------------------------------------------------------------------------

    def _iterated(
        self, e: ast.AST, seen: frozenset = frozenset()
    ) -> tuple[ast.Name, ast.expr] | None:
        """A read in `e` (or in the values of the variables it reads) of a loop's or
        comprehension's target drawn from a sequence computed with jax.numpy from static values
        (`k` of `for k in jnp.array(x.shape)`: a jax scalar, a tracer under `jit`), with that
        sequence."""
        for n in _below(e, self._host_call, self.names.children):
            if type(n) is not ast.Name or n.id not in self._device_names:
                continue
            a = self._variable(n)
            if a is not None:
                if a not in seen:
                    for value in self._values_of(a):
                        found = self._iterated(value, seen | {a})
                        if found is not None:
                            return found
                continue
            referents = self._referents(n) or ()
            if referents and referents[0].scope is not None and referents[0] not in seen:
                # a variable not followed (assigned in a loop): the values of its assignments
                bindings = referents[0].scope.bindings[n.id]
                for b in bindings:
                    value = self._assigns.get(b.node, self._augmented.get(b.node))
                    if value is not None:
                        found = self._iterated(value, seen.union(bindings))
                        if found is not None:
                            return found
            for b in referents:
                found = self._iteration_of(b.node)
                if (
                    found is not None
                    and found[0] == "each"
                    and self._has_jnp(found[1])
                    and self._static_leaves(found[1])
                ):
                    return n, found[1]
        return None

    def _manual_for_sink(
        self, expr, what, conv, sized: bool = False, tupled: frozenset = frozenset()
    ) -> None:
        """Report `expr`, at a static place (`what`; `sized`: one for a size, an index or a shape,
        not a test) that jax.numpy math reaches, with the most precise reason found. `tupled`:
        static arguments of unknown type it has a host form for as ints, not taken to be ints
        as the place takes a tuple too."""
        self._traced_at[expr] = [expr]
        code = self.text.code
        if tupled:
            name = sorted(tupled)[0]
            attribute = "." in name
            self._manual[expr] = (
                f"`{code(expr)}`: jax.numpy shape math on `{name}`, "
                + (
                    "an attribute of unknown type"
                    if attribute
                    else "a static argument of unknown type"
                ),
                f"Under `jit` it is a tracer, and {what} needs a concrete value. Not rewritten: "
                f"{what} takes a tuple as well as an int, so it does not force `{name}` ("
                + ("an attribute" if attribute else "a static argument not annotated `int`")
                + (
                    f") to hold a scalar: were `{name}` an array, the original's float math and "
                    "its `.astype(int)` would give an array of several entries there, where the host "
                    "form (`int()`) fails. "
                    if conv is not None and name in conv.floats
                    else f") to be an int: were `{name}` a tuple, the original would give an array "
                    "of several entries there, where the host form fails or gives another value. "
                )
                + (
                    "If it always holds a scalar, compute the value on the host, rounding in "
                    "jax.numpy's float dtype (`np.ceil(v, dtype=jnp.result_type(float))`)."
                    if attribute and conv is not None and name in conv.floats
                    else "If it is always an int, compute the value on the host (Python ints, "
                    "`min`, `max`, `math.prod`)."
                    if attribute
                    else f"If `{name}` is always an int, annotate it (`{name}: int`) and run "
                    "omnifix again."
                ),
            )
            return
        iterated = self._iterated(expr)
        if iterated is not None:
            name, sequence = iterated
            host = self._convert(sequence)
            replacement = (
                f"iterate its host form, `{_iterated_form(self._advice(host))}`, instead"
                if host is not None and host.kind in (SEQ, ARRAY) and host.changed
                else "iterate a sequence computed on the host instead (from the shapes, with "
                "Python ints, `range()` and `math`)"
            )
            reads = "" if expr is name else f"`{code(expr, 40)}` is computed from `{name.id}`. "
            self._manual[expr] = (
                f"`{name.id}` iterates `{code(sequence, 40)}`, computed with jax.numpy, and {what} "
                "needs a concrete value",
                f"{reads}Under `jit` each element of `{code(sequence, 40)}` is a tracer. Not "
                "rewritten: omnifix follows the variable of a loop or comprehension only over a "
                "host sequence (`x.shape`, `range(n)`, a tuple of ints), whose elements are Python "
                f"ints; {replacement}.",
            )
            return
        reduction = self._reduction_reason(expr)
        if reduction is not None:
            call, reason = reduction
            if type(reason[2]) is list:  # the rows of a 2-d array
                rows = [self._advice(r) for r in reason[2]]
                advice = (
                    f"Reduce its rows' host forms ({', '.join(f'`{r}`' for r in rows)}) with "
                    f"`math.prod`, `sum`, `max` or `min` instead (`tuple(map(max, {', '.join(rows)}"
                    "))` for the columns)"
                )
            else:
                advice = (
                    f"Reduce its host form (`{self._advice(reason[2])}`) with `math.prod`, "
                    "`sum`, `max` or `min` instead"
                )
            self._manual[expr] = (
                f"Static `{code(call, 40)}` reduced with {reason[0]}: {what} needs a concrete value",
                f"Under `jit` it is a tracer. Not rewritten: {reason[1]}. {advice}.",
            )
            return
        if self._static_leaves(expr):
            advice = (
                "with `math` or numpy, e.g. `-(-a // b)` for a rounded-up division or `math.isqrt(n)`"
                if not self._floaty(expr)
                else "(in integers where an exact form exists, e.g. `math.isqrt(n)` or `-(-a // b)`: "
                "the original's float rounding may differ from it near an integer or beyond 2**24)"
            )
            reason = (
                self._float_reason(expr)
                if self._floaty(expr)
                else self._array_math(expr, frozenset())
                or "omnifix has no value-identical host equivalent for it"
            )
            self._manual[expr] = (
                f"Static `{code(expr, 40)}` computed with jax.numpy: {what} needs a concrete value",
                f"Under `jit` it is a tracer. Not rewritten: {reason}. Compute it on the host {advice}.",
            )
            return
        if self._manual_for_method(expr, [expr], what):
            return
        untyped = next(
            (n for n in _source_order([expr]) if type(n) is ast.Name and self._untyped_static(n)),
            None,
        )
        if untyped is not None:
            name = untyped.id
            self._manual[expr] = (
                f"`{code(expr)}`: jax.numpy shape math on `{name}`, a static argument of unknown type",
                f"Under `jit` it is a tracer, and {what} needs a concrete value. omnifix cannot prove `{name}` is "
                "an int or a tuple of ints (on the host an int and a tuple behave differently, and float math "
                f"differs from float32). If it is one, annotate it (`{name}: int` or `{name}: tuple[int, ...]`) "
                "and run omnifix again; else compute the value on the host.",
            )
            return
        for n in _source_order([expr]):
            if type(n) is ast.Call and self._jnp(n.func) is not None:
                inner = self._convert(n)
                if inner is not None and inner.calls:
                    self._manual[expr] = (
                        f"`{code(expr)}` mixes jax.numpy shape math with values not proven static",
                        f"Under `jit` it is a tracer, and {what} needs a concrete value. Compute the shape part "
                        f"(`{code(n)}`) on the host (`{self._advice(inner)}`) and make sure the rest is "
                        "static (a Python value, or a `static_argnums` argument).",
                    )
                    return
        found = self._shape_math_on(expr, frozenset())
        unfollowed = self._unfollowed(expr) if found is None else None
        unpacked = self._unpacked_read(expr) if found is None and unfollowed is None else None
        if unpacked is not None:
            name, target = unpacked
            self._manual[expr] = (
                f"`{name.id}` is unpacked from jax.numpy math (line {target.lineno}), and {what} "
                "needs a concrete value",
                "Under `jit` it is a tracer. Not rewritten: omnifix follows a name unpacked from "
                "jax.numpy math only where that is its one assignment, of one target list, and the "
                "value has a host form. "
                "Compute them on the host, from the shapes with Python ints, `min`, "
                "`max` and `math.prod`, and unpack a tuple of those.",
            )
        elif unfollowed is not None:
            name, values = unfollowed
            hosts = [(v, c) for v in values if (c := self._convert(v)) is not None and c.changed]
            advice = (
                ", ".join(f"`{code(v)}` is `{self._advice(c)}`" for v, c in hosts)
                if hosts
                else "with `math.prod`, `min`, `max` and Python ints"
            )
            lines = ", ".join(str(line) for line in sorted({v.lineno for v in values}))
            if self._variable(name) is not None:  # a group followed: the rest is not static
                self._manual[expr] = (
                    f"`{name.id}` holds jax.numpy math (line {lines}), and {what} needs a concrete value",
                    f"Under `jit` it is a tracer. Not rewritten: the rest of `{code(expr)}` is not "
                    f"proven static. Compute the values of `{name.id}` on the host ({advice}) and make "
                    "sure the rest is static (a Python value, or a `static_argnums` argument).",
                )
                return
            scope = self._referents(name)[0].scope
            why = self._refused.get((id(scope), name.id))
            why = (
                f"`{name.id}` has several assignments and {why}: omnifix does not follow it"
                if why
                else f"`{name.id}` is assigned in a branch or a loop, or by an augmented assignment, "
                "which omnifix does not follow"
            )
            self._manual[expr] = (
                f"`{name.id}` may hold jax.numpy math (line {lines}), and {what} needs a concrete value",
                f"Under `jit` it is then a tracer. Not rewritten: {why}. Compute its values on the "
                f"host ({advice}).",
            )
        elif found is not None:
            call, name, host = found
            host = _shortened(self.text.replacement(host, LAMBDA))
            self._manual[expr] = (
                f"`{code(expr)}`: jax.numpy shape math on `{name}`, not proven static",
                f"Under `jit` it is a tracer, and {what} needs a concrete value. If `{name}` is a Python "
                f"int, compute `{code(call)}` on the host (`{host}`) and make `{name}` static (a "
                f"`static_argnums` argument, or a module-level constant); if it is traced, {what} cannot "
                "depend on it (shapes are fixed when `jit` compiles): use a static size and mask, or "
                "`lax.dynamic_slice_in_dim` with a static size.",
            )
        else:
            searched = [expr]  # and the values of the variables it reads, one level
            for n in _source_order([expr]):
                if type(n) is ast.Name and (a := self._variable(n)) is not None:
                    if type(a) is not ast.FunctionDef:
                        searched += self._values_of(a)
            # a helper of this module returning shape math, or one of another module of the run
            # returning math with no host form (`HostlessHelper`): (its name, why, its module)
            helper = next(
                (
                    (function.name, hostless[1] if hostless else None, None)
                    for n in _source_order(searched)
                    if type(n) is ast.Call
                    and (function := self._helper(n)) is not None
                    and (
                        (hostless := self._hostless_return(function)) is not None
                        or any(
                            self._of_shapes(r, _parameters(function))
                            for r in self._returns[function]
                        )
                    )
                ),
                None,
            ) or next(
                (
                    (found[1].helper, found[1].reason, found[0])
                    for n in _source_order(searched)
                    if type(n) is ast.Call and (found := self._hostless_call(n)) is not None
                ),
                None,
            )
            if helper is None and self._manual_for_method(expr, searched, what):
                return
            if helper is not None:
                name, reason, target = helper
                where = f" (`{target}`)" if target else ""
                self._manual[expr] = (
                    (
                        f"`{name}()` returns jax.numpy math with no exact host form, and {what} "
                        "needs a concrete value",
                        f"Under `jit` it is a tracer. Not rewritten: `{name}`{where} computes it "
                        f"from static values, but {reason}. Compute the value on the host in a "
                        f"host version of `{name}` for the static uses (in integers where an "
                        "exact form exists, e.g. `math.isqrt(n)` or `-(-a // b)`).",
                    )
                    if reason is not None
                    else (
                        f"`{name}()` returns jax.numpy math on its parameters, and {what} needs "
                        "a concrete value",
                        "Under `jit` it is a tracer. Not rewritten: its parameters are not proven "
                        "static (a call gives one a value that may be traced, or ints at some "
                        "calls and floats at others, or it is used other than by calls). Compute "
                        "the value on the host (Python ints, `math`; `-(-a // b)` for a "
                        f"rounded-up division) in a host version of `{name}` for the static uses, "
                        "given static values.",
                    )
                )
                return
            function = self.names.parents.get(expr)
            while function is not None and type(function) not in _FUNCTIONS:
                function = self.names.parents.get(function)
            params = _parameters(function) if function is not None else frozenset()
            for value in searched:
                read = [
                    n.id
                    for n in _below(value, self._host_call, self.names.children)
                    if type(n) is ast.Name and n.id in params
                ]
                shapes = any(self._host_call(n) for n in walk_ast(value))
                if read and shapes and self._of_shapes(value, params):
                    name = read[0]
                    args = function.args
                    static = any(
                        a.arg == name and a in self._static_params
                        for a in (*args.posonlyargs, *args.args, *args.kwonlyargs)
                    )
                    if static:  # static, of a type omnifix cannot tell
                        self._manual[expr] = _unknown_type(code(expr), name, what)
                        return
                    self._manual[expr] = (
                        f"`{code(expr)}`: jax.numpy shape math on `{name}`, not proven static",
                        f"Under `jit` it is a tracer, and {what} needs a concrete value. Not "
                        f"rewritten: `{name}` is a parameter of `{function.name}` not proven static "
                        "(an argument `jit` traces, or a helper's that a call may give a traced "
                        f"value). If `{name}` is a Python int, make it static (`static_argnums`, "
                        "or a host int at every call) and compute the value on the host (Python "
                        "ints, `math`; `-(-a // b)` for a rounded-up division); if it is traced, "
                        f"{what} cannot depend on it (shapes are fixed when `jit` compiles).",
                    )
                    return
        typed = sorted(conv.assumed) if conv is not None else []
        if (
            expr not in self._manual
            and sized
            and (
                typed
                or self._has_jnp(expr, data=True, helpers=False)
                and (
                    self._reads_host_values(expr)
                    or self.unit(expr) in Traced.of(self.names).reached
                )
            )
        ):  # jax.numpy math itself (a helper's value may be a host one) as a size, on shapes or
            # static values, or anywhere in code surely traced: never silent (in code that may
            # be traced, a count of data, `int(jnp.max(n))`, is often meant for eager runs)
            self._manual[expr] = (
                _unknown_type(code(expr), typed[0], what)
                if typed
                else (
                    f"`{code(expr)}` is computed with jax.numpy, and {what} needs a concrete value",
                    "Under `jit` it is a tracer. Not rewritten: omnifix cannot prove static every "
                    "value it reads (a traced argument, a module-level name assigned more than "
                    "once or changed elsewhere), or has no host form of it equal to the "
                    "original's value. Compute it on the host (Python ints, `math`) from the "
                    f"shapes and static values; if it depends on traced values, {what} cannot "
                    "(shapes are fixed when `jit` compiles).",
                )
            )

    def _reads_host_values(self, e: ast.AST, seen: frozenset = frozenset()) -> bool:
        """Whether `e`, or a variable it reads (however far), reads a shape (`x.shape`, `len(x)`),
        a static argument or a name the module binds by assignment: math meant to be static."""
        if self._module_assigned is None:
            defined = {
                s.name for s in self.names.tree.body if type(s) in (*_FUNCTIONS, ast.ClassDef)
            }
            self._module_assigned = set(self._module_bound) - defined - set(self.names.imported)
        for n in walk_ast(e):
            if self._host_call(n):
                return True
            if type(n) is ast.Attribute and self._imported_constant(n) is not None:
                return True
            if type(n) is not ast.Name or type(n.ctx) is not ast.Load:
                continue
            a = self._variable(n)
            if a is None:
                if self._static_name(n) is not None or (
                    self._referents(n) == [] and n.id in self._module_assigned
                ):
                    return True
            elif a not in seen and type(a) is _Binding:
                if any(self._reads_host_values(v, seen | {a}) for v in self._values_of(a)):
                    return True
        return False

    def _shape_math_on(
        self, e: ast.AST, seen: frozenset, searched: set | None = None
    ) -> tuple[ast.Call, str, _Host] | None:
        """In `e` or the values of the variables it reads and the returns of the helpers it calls:
        a call of a jax.numpy function with an integer host form (`jnp.minimum(x.shape[0], limit)`)
        of plain arguments reading a shape (`x.shape`, `len(...)`, ...) and a name not proven
        static; with that name and the host form. `searched`: the values this search already
        went through and found nothing in (each is searched once: a chain of variables each
        reading the ones before took exponential time)."""
        if searched is None:
            searched = set()
        for n in _source_order([e]):
            kind = type(n)
            if kind is ast.Name and (a := self._variable(n)) is not None and a not in seen:
                for value in self._values_of(a):
                    if (value, self._statement) in searched:
                        continue
                    found = self._shape_math_on(value, seen | {a}, searched)
                    if found is not None:
                        return found
                    searched.add((value, self._statement))
            if kind is ast.Call and (f := self._helper(n)) is not None and f not in seen:
                statement, self._statement = self._statement, f
                try:
                    for value in self._returns[f]:
                        if (value, f) in searched:
                            continue
                        found = self._shape_math_on(value, seen | {f}, searched)
                        if found is not None:
                            return found
                        searched.add((value, f))
                finally:
                    self._statement = statement
            if kind is not ast.Call or n.keywords or (leaf := self._jnp(n.func)) not in _PLAIN:
                continue
            kinds, _, builtins_, precedence, form = _ELEMENTWISE[leaf]
            args = n.args
            if len(args) != len(kinds) or not all(self._builtin(b) for b in builtins_):
                continue
            if any(type(a) is ast.Starred or self._has_jnp(a) for a in args):
                continue
            unproven = [
                m.id
                for a in args
                for m in _below(a, self._host_call, self.names.children)
                if type(m) is ast.Name and not self._static_leaves(m)
            ]
            if unproven and any(self._host_call(m) for a in args for m in self.names.below(a)):
                parts = tuple(Conv(INT, a) for a in args)
                return n, unproven[0], _Host(n, "form", parts[0], parts, form, precedence)
        return None

    def _array_math(self, e: ast.AST, seen: frozenset) -> str | None:
        """Why an operation on a static array or a display in `e` (or in the static values of the
        variables it reads) has no host form (`_mapped`, `_displays`), if one has none."""
        for n in _source_order([e]):
            kind = type(n)
            if (
                kind is ast.Name
                and (a := self._variable(n)) is not None
                and a not in seen
                and self._static_leaves(n)
            ):
                for value in self._values_of(a):
                    found = self._array_math(value, seen | {a})
                    if found is not None:
                        return found
            if kind is not ast.BinOp or type(n.op) not in _ELEMENT_OPERATORS:
                continue
            if type(n.op) is ast.Mult and any(
                type(d) in (ast.Tuple, ast.List) and self._device(c)
                for d, c in ((n.left, n.right), (n.right, n.left))
            ):
                return (
                    "it repeats a tuple or list by a count computed with jax.numpy, which "
                    "multiplies the elements instead"
                )
            left, right = self._convert(n.left), self._convert(n.right)
            if left is None or right is None or ARRAY not in (left.kind, right.kind):
                continue
            if INT not in (left.kind, right.kind):
                return (
                    "it is arithmetic of two arrays, which broadcasts an array of length 1 to the "
                    "other's length"
                )
            if type(n.op) in (ast.FloorDiv, ast.Mod):
                return (
                    "its divisor is not proven non-zero (or is an array): integer division by 0 "
                    "gives a number on the device, raises `ZeroDivisionError` on the host"
                )
            if type(n.op) is ast.Pow:
                return (
                    "it is a power other than an array's by an int literal: a negative exponent "
                    "gives ints on the device, floats on the host"
                )
        return None

    def _floaty(self, expr) -> bool:
        return any(self._float_math(n) for n in self._float_nodes(expr))

    def _float_nodes(self, expr) -> list[ast.AST]:
        """The nodes of `expr` and of the values of the variables it reads."""
        found = []
        for n in self.names.below(expr):
            found.append(n)
            if type(n) is ast.Name and (a := self._variable(n)) is not None:
                for v in self._values_of(a):
                    found += self.names.below(v)
        return found

    def _float_math(self, n: ast.AST) -> bool:
        """A true division, a float function of jax.numpy's, or jax.numpy's operation on a float."""
        if type(n) is ast.BinOp:
            if type(n.op) is ast.Div:
                return True
            convs = [self._convert(o) for o in (n.left, n.right)]
            return None not in convs and (
                any(c.kind in (FLOAT, PYFLOAT) for c in convs) and any(c.changed for c in convs)
            )
        return type(n) is ast.Call and self._jnp(n.func) in _REPORTED | _INEXACT

    def _float_reason(self, expr) -> str:
        """Why float math in a static place has no host form."""
        nodes = self._float_nodes(expr)
        for n in nodes:
            if type(n) is ast.Call and self._jnp(n.func) in _INEXACT:
                return (
                    f"it goes through `{self.text.code(n.func)}`, which is not correctly rounded: numpy on the "
                    "host and XLA on the device may differ in the last bit, and so in the int it gives"
                )
        for n in nodes:
            if (
                type(n) is ast.Call
                and type(n.func) is ast.Attribute
                and n.func.attr == "astype"
                and (conv := self._convert(n.func.value)) is not None
                and conv.kind == FLOAT
            ):
                return (
                    "it is `.astype(int)` of a float that may be NaN (`jnp.sqrt` of a value not proven "
                    "non-negative, or a division by one not proven non-zero): the device gives 0, `int()` "
                    "on the host raises"
                )
        return (
            "it goes through float math omnifix has no exact host form for: it has one for `+ - * /`, "
            "`sqrt` and the roundings of Python ints and floats, and of jax.numpy ints joined with "
            "a float or of the default int dtype (not `jnp.int32(n) / 2`: float32 even with x64), "
            "converted by `int()` or `.astype(int)`"
        )

    def _manual_for_variable(self, a, static: list, data: list) -> None:
        def lines(nodes) -> str:
            return ", ".join(str(n) for n in sorted({x.lineno for x in nodes}))

        if type(a) is _Binding and a.node in self._unpacking:
            self._manual_for_unpacked(a, static, data, lines)
            return
        group = a in self._groups
        values = (
            self._values_of(a)
            if group
            else [self._returns[a][0] if type(a) is ast.FunctionDef else self._values[a]]
        )
        if group:
            own = {n for value in values for n in self.names.below(value)}
            data = [r for r in data if r not in own]
        blocked = self._blocked(a)
        if data:
            where = f"it is also used as data (line {lines(data)})"
            if group:
                where += ", and assigned more than once (no host twin)"
            elif type(a) is ast.FunctionDef and (why := self._no_helper_twin(a)):
                where += f", and has no host twin: {why}"
            else:
                where += ", where a host value would change its type and dtype"
        elif blocked:
            reads = (
                "its `return` reads"
                if type(a) is ast.FunctionDef
                else f"its value{'s' * group} read{'s' * (not group)}"
            )
            where = f"{reads} {'; '.join(map(self._left, blocked))}"
        else:
            where = "some of its uses cannot be rewritten"
        self._traced_at[values[0]] = static
        if type(a) is ast.FunctionDef:
            self._manual[values[0]] = (
                f"`{a.name}()` is a tracer under `jit`; line {lines(static)} needs a concrete value",
                f"It returns jax.numpy math on static values. Not rewritten: {where}. Give the static uses a "
                f"host version, e.g. one returning `{self._advice(self._memo[values[0]])}`.",
            )
        elif group:
            self._manual[values[0]] = (
                f"`{a.name}` is a tracer under `jit`; line {lines(static)} needs a concrete value",
                f"Its values are jax.numpy math on static values. Not rewritten: {where}. Compute "
                f"host values for the static uses in a variable of their own (`{a.name}_static`).",
            )
        else:
            helpers = (
                [] if data else [f"`{d.name}()`" for d in blocked if type(d) is ast.FunctionDef]
            )
            advice = (
                f"with a host version of {', '.join(helpers)}"
                if helpers
                else f"e.g. `{a.name}_static = {self._advice(self._var_convs[a])}`"
            )
            self._manual[values[0]] = (
                f"`{a.name}` is a tracer under `jit`; line {lines(static)} needs a concrete value",
                f"It is jax.numpy math on static values. Not rewritten: {where}. Compute a host value for the "
                f"static uses, {advice}.",
            )

    def _manual_for_unpacked(self, a: _Binding, static: list, data: list, lines) -> None:
        """`a`, unpacked from a static sequence as a whole, needs a concrete value at `static` but
        is not rewritten: the finding goes at its target (the names unpacked share the value)."""
        value, _, _ = self._unpacking[a.node]
        data = [r for r in data if not self._measured(r, a)]
        others = [
            t for t in self._coupled.get(a.node, ()) if not self._unpacked_with(t, self._live_now)
        ]
        blocked = self._blocked(a)
        if data:
            where = (
                f"it is also used as data (line {lines(data)}), where a host value would change "
                "its type and dtype"
            )
        elif others:
            where = "; ".join(self._unpacked_why(t) for t in others)
        elif blocked:
            where = f"its value reads {'; '.join(map(self._left, blocked))}"
        else:
            where = "some of its uses cannot be rewritten"
        function = (
            self._helper_named(
                value.func.attr if type(value.func) is ast.Attribute else value.func.id
            )
            if a.node in self._unpacked_calls
            else None
        )
        if function is not None:
            returned = self._memo.get(self._returns[function][0])
            advice = f"a host version of `{function.name}()`"
            if returned is not None and len(self._returns[function]) == 1:
                advice += f", e.g. one returning `{self._advice(returned)}`"
        else:
            whole = self._memo.get(value)
            advice = "the host value of the sequence"
            if whole is not None:
                advice = f"`{self._advice(whole)}`"
        self._traced_at[a.node] = static
        self._manual[a.node] = (
            f"`{a.name}` is a tracer under `jit`; line {lines(static)} needs a concrete value",
            f"It is unpacked from jax.numpy math on static values (line {value.lineno}). Not "
            f"rewritten: {where}. Unpack host values for the static uses, from {advice}.",
        )

    def _unpacked_why(self, target: ast.Name) -> str:
        """Why `target`, unpacked with a name that needs a concrete value, keeps its value."""
        b = self._target_bindings.get(target)
        if b is None:
            return f"`{target.id}`, unpacked with it, is no local variable of the function"
        if b not in self._values:
            return f"`{target.id}`, unpacked with it, is assigned more than once"
        data = [r for r in b.references if r not in self._not_data and not self._measured(r, b)]
        if data:
            return (
                f"`{target.id}`, unpacked with it, is also used as data (line "
                f"{', '.join(str(n) for n in sorted({r.lineno for r in data}))})"
            )
        return f"`{target.id}`, unpacked with it, is not rewritten either"

    def _blocked(self, a) -> list:
        """The variables and helpers the value of `a` reads that are neither rewritten in place nor
        twinned: they stay jax.numpy values."""
        deps = self._var_convs[a].deps - {a} - self._live_now - set(self._twinned)
        return sorted(deps, key=lambda d: d.name)

    def _left(self, d, seen: frozenset = frozenset()) -> str:
        """A variable or helper read by the value of one not rewritten, and why it stays a
        jax.numpy value there."""
        helper = type(d) is ast.FunctionDef
        name = f"`{d.name}()`" if helper else f"`{d.name}`"
        data = sorted({r.lineno for r in self._refs_of(d) if r not in self._not_data})
        if not data:
            blocked = [e for e in self._blocked(d) if e not in seen]
            if not blocked:
                return f"{name}, which is not rewritten either"
            reads = "whose `return` reads" if helper else "whose value reads"
            return f"{name}, {reads} {'; '.join(self._left(e, seen | {d}) for e in blocked)}"
        found = f"{name}, also {'called' if helper else 'used'} as data (line {', '.join(map(str, data))})"
        return found if helper else f"{found} with no host twin: {self._no_twin(d)}"

    def _no_twin(self, d: _Binding) -> str:
        """Why the variable `d` cannot have a host twin (`_twinnable`)."""
        if d in self._refs:
            return "it is assigned more than once"
        if d.node not in self._plain_statements:
            return "it is not assigned by a plain `name = value` statement"
        if self._var_convs[d].assumed:
            return "its value reads a static argument or an attribute of unknown type"
        if not self._on_own_line(self._plain_statements[d.node]):
            return "its assignment shares its line with other code"
        untwinnable = sorted(e.name for e in self._var_convs[d].deps if not self._twinnable(e))
        if not untwinnable:
            return "its value reads a variable that cannot have one"
        return f"its value reads `{'`, `'.join(untwinnable)}`, which cannot have one"

    def _display(self, path: str) -> str:
        """Another file of the run, relative to this one's folder (the same whatever the current one)."""
        return os.path.relpath(path, os.path.dirname(os.path.abspath(self.context.path))).replace(
            os.sep, "/"
        )

    def _returns_shape_math(self, function: ast.FunctionDef) -> tuple[ast.expr, tuple] | None:
        """A `return` of `function` giving jax.numpy shape math on a name not proven static (one of
        its parameters: `jnp.minimum(limit, x.shape[0])`), with what `_shape_math_on` finds."""
        statement, self._statement = self._statement, function
        try:
            for value in self._returns[function]:
                found = self._shape_math_on(value, frozenset({function}))
                if found is not None:
                    return value, found
        finally:
            self._statement = statement
        return None

    def _hostless_return(self, function: ast.FunctionDef) -> tuple[ast.expr, str] | None:
        """A `return` of `function` computing jax.numpy math on static values alone
        (`_static_leaves`: shapes, literals, parameters proven static) that has no host form
        (`jnp.log2(x.shape[0] * 1.5).astype(int)`), with why (`_no_host_reason`): a tracer under
        `jit` wherever it is called."""
        statement, self._statement = self._statement, function
        try:
            for value in self._returns[function]:
                if (
                    self._calls_jnp(value)
                    and self._convert(value) is None
                    and self._static_leaves(value)
                ):
                    return value, self._no_host_reason(value)
        finally:
            self._statement = statement
        return None

    def _no_host_reason(self, e: ast.expr) -> str:
        """Why `e`, jax.numpy math on static values, has no host form omnifix makes."""
        reduction = self._reduction_reason(e)
        if reduction is not None:
            call, (given, why, _) = reduction
            return f"`{self.text.code(call, 40)}` is reduced with {given}: {why}"
        if self._floaty(e):
            return self._float_reason(e)
        return (
            self._array_math(e, frozenset())
            or "omnifix has no value-identical host equivalent for it"
        )

    def _manual_for_unproven_helper(self, function: ast.FunctionDef) -> None:
        """Another module of the run needs a concrete value of `function`, which returns shape math
        on a name not proven static (a jax.numpy call on it, or other shape math on a parameter
        some call of the run gives no host value: `_unproven_return`): not followed into those
        calls, reported. One returning math on static values with no host form
        (`_hostless_return`) publishes that (`HostlessHelper`): each of those calls reports it."""
        static = sorted(
            {
                f"`{self._display(path)}` line {line}"
                for path, line, kinds in self._external[function]
                if kinds
            }
        )
        hostless = self._hostless_return(function) if static else None
        if hostless is not None:  # each static call reports it, as a call in this module does
            if self.context.first_pass:
                self.context.publish(function.name, HostlessHelper(function.name, hostless[1]))
            return
        found = self._returns_shape_math(function) if static else None
        if found is None:
            value = self._unproven_return(function) if static else None
            if value is not None:
                self._manual[value] = (
                    f"`{function.name}()` returns jax.numpy math on its parameters; another module "
                    "needs it static",
                    "Its parameters are not proven static: under `jit` it is a tracer where other "
                    f"modules of this run use it ({', '.join(static)}). Not rewritten: a call of "
                    "the run gives one a value that may be traced (or not a host value omnifix "
                    "follows), or ints at some calls and floats at others, or it is used other "
                    "than by calls. Compute the value on the host (Python ints, `math`) in a host "
                    f"version of `{function.name}` for those calls, given static values.",
                )
            return
        value, (call, name, host) = found
        code = self.text.code
        why = self._unproven_why(function, name, static)
        self._manual[value] = (
            f"`{function.name}()` returns jax.numpy math on `{name}`; another module needs it static",
            f"{why}. If "
            f"`{name}` is a Python int at every call, compute `{code(call)}` on the host "
            f"(`{_shortened(self.text.replacement(host, LAMBDA))}`); if it is traced, those places cannot "
            "depend on it (shapes are fixed when `jit` compiles).",
        )

    def _unproven_return(self, function: ast.FunctionDef) -> ast.expr | None:
        """A `return` of `function` giving jax.numpy math on shapes and its parameters
        (`_of_shapes`) that reads one the calls of the run do not prove static
        (`_kind_at_every_call`)."""
        params = _parameters(function)
        args = function.args
        every = {p.arg: p for p in [*args.posonlyargs, *args.args, *args.kwonlyargs]}
        statement, self._statement = self._statement, function
        try:
            for value in self._returns[function]:
                if self._of_shapes(value, params) and any(
                    type(n) is ast.Name
                    and n.id in every
                    and self._kind_at_every_call(function, every[n.id]) is None
                    for n in walk_ast(value)
                ):
                    return value
        finally:
            self._statement = statement
        return None

    def _manual_for_external(self, a: ast.FunctionDef) -> None:
        kind = self._var_convs[a].kind
        data = sorted(
            {
                f"`{self._display(path)}` line {line}"
                for path, line, kinds in self._external[a]
                if kinds is None or kind not in kinds
            }
        )
        value = self._returns[a][0]
        self._manual[value] = (
            f"`{a.name}()` returns a tracer under `jit`, and another module needs it as it is",
            f"It returns jax.numpy math on static values. Not rewritten: another module of this run uses it "
            f"where a host value would change its type or dtype, or where omnifix cannot follow it "
            f"({', '.join(data)}). Give the static uses a host version, e.g. one returning "
            f"`{self._advice(self._memo[value])}`.",
        )


# -- the text of host forms, and the edits -----------------------------------------------------------


class _Text:
    """The code of `ast` nodes as libcst's nodes of the same code would print (their own
    parentheses included), and of their host forms: a conversion's host form is the original text
    with each jax.numpy call it replaces spliced out."""

    def __init__(self, context: PlanContext) -> None:
        self.source = context.text
        self.text = self.source.text
        self.tree = context.tree
        self.parents = context.names.parents
        self.names = context.names
        # reads of variables to print as this code instead (`_Analysis.inlined`), while it is set
        self.inline: dict[ast.Name, str] = {}
        self._identifiers: dict[ast.stmt, set[str]] = {}
        self._imports: ImportPlan | None = None  # for `shown`
        ending = re.search(r"\r\n?|\n", self.text)
        self.newline = ending.group() if ending else "\n"

    def extent(self, node: ast.AST) -> tuple[int, int]:
        """Where `node` starts and ends with the parentheses libcst gives it (`(a + b)`: both)."""
        start, end = self.source.span(node)
        closing = self.source.closing(end)
        if not closing:
            return start, end
        opening = self._opening(start)
        count = min(len(opening), len(closing))
        if count == 0:
            return start, end
        return opening[-count], closing[count - 1] + 1

    def _opening(self, start: int) -> list[int]:
        """The `(` right before `start` (outermost first) that are not a call's."""
        text, at, found = self.text, start - 1, []
        while at >= 0:
            char = text[at]
            if char == "(":
                found.append(at)
            elif char in "\r\n":
                line_start = max(text.rfind("\n", 0, at), text.rfind("\r", 0, at)) + 1
                code = text[line_start:at]
                if "#" in code and not any(q in code for q in "'\""):
                    at = line_start + code.index("#")
            elif not (char.isspace() or char == "\\"):
                break
            at -= 1
        if found and _call_paren(text, found[-1]):
            found.pop()
        return found[::-1]

    def code(self, node: ast.AST, limit: int = 60) -> str:
        return _shortened(self.text[slice(*self.extent(node))], limit)

    def _spliced(self, start: int, end: int, replaced: list[tuple[int, int, str]]) -> str:
        parts, at = [], start
        for first, last, text in sorted(replaced):
            parts += [self.text[at:first], text]
            at = last
        return "".join(parts) + self.text[at:end]

    def _replaced(self, conv: Conv) -> list[tuple[int, int, str]]:
        found = [self._replacing(call, host) for call, host in conv.calls.items()]
        if self.inline:
            calls = [span[:2] for span in found]
            for use in conv.uses:
                if use in self.inline:
                    start, end = self.source.span(use)
                    if not any(first <= start and end <= last for first, last in calls):
                        found.append((start, end, self.inline[use]))
        return found

    def _replacing(self, call: ast.expr, host: _Host) -> tuple[int, int, str]:
        """Where a jax.numpy call's host form goes, and its text: an operation's own parentheses
        go with it (its form is a call), a call's stay."""
        start, end = self.extent(call) if type(call) is not ast.Call else self.source.span(call)
        return start, end, self.replacement(host, self.level(call))

    def host_code(self, conv: Conv) -> str:
        """The code of the host form of `conv`, as findings quote it."""
        return _shortened(self.shown(self.full(conv)))

    def shown(self, text: str) -> str:
        """Host code as a finding quotes it: `math`, and numpy and jax.numpy by the names the
        rewrite will use (`_bound`, asked of an import plan of this module)."""
        text = text.replace(_MATH, "math")
        if _NUMPY in text or _JAX_NUMPY in text:
            if self._imports is None:
                self._imports = ImportPlan()
                self._imports.start(None, self.names)
            text = _bound(text, self._imports)
        return text

    def full(self, conv: Conv) -> str:
        """The text of the host form of `conv`, its parentheses included."""
        return self._spliced(*self.extent(conv.node), self._replaced(conv))

    def replacement(self, host: _Host, level: int) -> str:
        """The text that takes the place of a jax.numpy call (its parentheses stay), in a place
        taking expressions of precedence `level` and tighter: parenthesized if it is looser."""
        inner = host.inner
        if host.how == "int" and type(self.parents.get(inner.node)) is ast.Attribute:
            return self.full(inner)  # `v.astype(int)`: `v`'s form was made for this place
        text = self._unwrapped(host)
        return text if self.precedence_of(host) >= level else f"({text})"

    def _arguments(self, host: _Host) -> tuple[list[str], Callable[[int, int], str]]:
        """The host code of a form's arguments: plain (parenthesized only if a conditional
        expression or lambda), and as operands of precedence at least `level`."""
        texts = [self.full(p) for p in host.parts]
        loose = [
            f"({t})" if type(p.node) in (ast.IfExp, ast.Lambda) and not self._own(p) else t
            for t, p in zip(texts, host.parts)
        ]

        def operand(i: int, level: int) -> str:
            return texts[i] if self.precedence(host.parts[i]) >= level else f"({texts[i]})"

        return loose, operand

    def mapped(self, host: _Host) -> str:
        """A "map" host form: `tuple(i * 2 + 1 for i in range(n))` of `jnp.arange(n) * 2 + 1`,
        the operations on the array nested in it folded into one element, computed from a name
        none of the other operands reads."""
        chain = [host]
        while chain[-1].inner.host is not None and chain[-1].inner.host.how == "map":
            chain.append(chain[-1].inner.host)
        base = chain[-1].inner
        if base.host is not None and base.host.items is not None:
            items = base.host.items(*self._arguments(base.host))
        else:
            items = self.full(base) if self.precedence(base) >= OR else f"({self.full(base)})"
        others = [self.full(p) for h in chain for p in h.parts if p is not h.inner]
        taken = {n.id for text in others for n in ast.walk(ast.parse(text)) if type(n) is ast.Name}
        taken |= self._statement_identifiers(host.call)  # a name the code around does not use
        name, number = "i", 1
        while name in taken:
            number += 1
            name = f"i{number}"
        element, precedence = name, ATOM
        for h in reversed(chain):
            node = h.call
            if h.form is not None:  # a float's function (`np.divide(i, 2, dtype=...)`, `int(i)`)
                texts = [element if part is h.inner else self.full(part) for part in h.parts]
                element, precedence = h.form(texts, None), ATOM
                continue
            if type(node) is ast.UnaryOp:
                operand = element if precedence >= POWER else f"({element})"
                element, precedence = f"{'-' if type(node.op) is ast.USub else '+'}{operand}", UNARY
                continue
            level = _BINARY[type(node.op)]
            left, right = (ATOM, UNARY) if type(node.op) is ast.Pow else (level, level + 1)
            texts = []
            for part, needed in zip(h.parts, (left, right)):
                text, own = (
                    (element, precedence)
                    if part is h.inner
                    else (self.full(part), self.precedence(part))
                )
                texts.append(text if own >= needed else f"({text})")
            element, precedence = f"{texts[0]} {_SYMBOLS[type(node.op)]} {texts[1]}", level
        parent = self.parents.get(host.call)
        if (
            type(parent) is ast.Call
            and type(parent.func) is ast.Name
            and parent.func.id in ("tuple", "list", "sum", "max", "min")
            and _builtin(self.names, parent.func.id)
            and parent.args == [host.call]
            and not parent.keywords
        ):  # `list(jnp.arange(n) + 1)`: the generator is the call's argument
            return f"{element} for {name} in {items}"
        return f"tuple({element} for {name} in {items})"

    def _statement_identifiers(self, node: ast.AST) -> set[str]:
        """The identifiers of the top-level statement holding `node`."""
        statement = next(s for s in self.tree.body if _first_line(s) <= node.lineno <= s.end_lineno)
        if statement not in self._identifiers:
            self._identifiers[statement] = _identifiers(statement)
        return self._identifiers[statement]

    def _unwrapped(self, host: _Host) -> str:
        if host.how == "map":
            return self.mapped(host)
        if host.form is not None:
            return host.form(*self._arguments(host))
        if host.how in ("int", "sequence"):
            return self.full(host.inner)
        call = host.call
        func = self.extent(call.func)
        target = f"{_MATH}.{host.how[5:]}" if host.how.startswith("math.") else host.how
        inner = host.inner.host
        if inner is not None and inner.items is not None and host.inner.node is inner.call:
            # what the tuple form iterates, reduced as it is: `sum(range(n))`, not of its tuple
            return f"{target}({inner.items(*self._arguments(inner))})"
        if type(call.func) is ast.Attribute and call.func.value is host.inner.node:
            return f"{target}({self.full(host.inner)})"  # a method: `jnp.array(t).prod()`
        if len(call.args) + len(call.keywords) > 1:
            return f"{target}({self.full(host.inner)})"  # without its axis: `jnp.prod(a, 0)`
        return self._spliced(
            *self.source.span(call), [(*func, target), *self._replaced(host.inner)]
        )

    def precedence_of(self, host: _Host) -> int:
        """The precedence of a jax.numpy call's host form, as it is without parentheses."""
        if host.form is not None:
            return host.precedence
        return self.precedence(host.inner) if host.how in ("int", "sequence") else ATOM

    def precedence(self, conv: Conv) -> int:
        """The precedence of the host form of `conv`: of its own parentheses, of the jax.numpy
        call it is, or of its operator."""
        if self._own(conv):
            return ATOM
        if conv.host is not None:
            return self.precedence_of(conv.host)
        node = conv.node
        kind = type(node)
        if kind is ast.BinOp:
            return _BINARY[type(node.op)]
        if kind is ast.UnaryOp:
            return NOT if type(node.op) is ast.Not else UNARY
        if kind is ast.Compare:
            return COMPARE
        if kind is ast.BoolOp:
            return AND if type(node.op) is ast.And else OR
        if kind is ast.IfExp:
            return IFEXP
        if kind is ast.Tuple and not _parenthesized_tuple(node):
            return LAMBDA - 1
        if kind in (ast.Lambda, ast.NamedExpr, ast.Starred):
            return LAMBDA
        return ATOM

    def _own(self, conv: Conv) -> bool:
        """The expression of `conv` has parentheses of its own."""
        return self.extent(conv.node) != self.source.span(conv.node)

    def level(self, node: ast.expr) -> int:
        """The loosest precedence an expression may have at `node`'s place without parentheses
        (`node` keeps its own): in an operation by the operator's precedence and side, and where a
        whole argument, element, value, index, slice bound or test stands, any but a lambda's."""
        if self.extent(node) != self.source.span(node):
            return LAMBDA
        parent = self.parents.get(node)
        kind = type(parent)
        if kind is ast.BinOp:
            if type(parent.op) is ast.Pow:
                return ATOM if parent.left is node else UNARY
            precedence = _BINARY[type(parent.op)]
            return precedence if parent.left is node else precedence + 1
        if kind is ast.UnaryOp:  # `-(-n)`, not `--n`
            return NOT if type(parent.op) is ast.Not else POWER
        if kind is ast.Compare:
            return BITOR
        if kind is ast.BoolOp:
            return NOT if type(parent.op) is ast.And else AND
        if kind is ast.IfExp:
            return IFEXP if parent.orelse is node else OR
        if kind is ast.Starred:
            return BITOR
        if kind is ast.Attribute:
            owner = self.parents.get(parent)
            if parent.attr == "astype" and type(owner) is ast.Call and owner.func is parent:
                return self.level(owner)  # replaced together with its `astype`
            return ATOM
        if (
            kind is ast.Call
            and parent.func is node
            or kind is ast.Subscript
            and parent.value is node
        ):
            return ATOM
        if kind in _WHOLE:
            return IFEXP
        return ATOM

    def rewrite(
        self,
        call: ast.Call,
        host: _Host,
        what: str,
        assumed: frozenset = frozenset(),
        by_calls="",
        callers_params: frozenset = frozenset(),
    ) -> Site:
        start, end = self.extent(call)
        replacement = self.replacement(host, self.level(call))
        # an operation's own parentheses go with it: its host form is a call
        own = type(call) is ast.Call
        shown = self.shown(self._spliced(start, end, [self._replacing(call, host)]))
        message = f"Static `{self.code(call)}` computed with jax.numpy: use `{_shortened(shown)}`"
        if len(message) > 100:  # one short line: both quotes shortened
            message = f"Static `{self.code(call, 36)}` computed with jax.numpy: use `{_shortened(shown, 36)}`"
        help = f"Under `jit` it is a tracer, and {what}."
        if assumed:
            names = "`, `".join(sorted(assumed))
            help += (
                f" It relies on `{names}` being an int (a static argument not annotated `int`"
                + (
                    ", or a parameter of a public function of the calling module"
                    if assumed & callers_params
                    else ""
                )
                + "): the original works only then, as it reaches a place that needs an int. "
                "`--verify` checks it."
            )
        help += by_calls
        bounded = list(dict.fromkeys(self.code(n, 40) for n in host.bounds()))
        if bounded:
            help += (
                f" It relies on `{'`, `'.join(bounded)}` being below 2**24 in magnitude, as float32 "
                "holds such ints exactly (the original's float32 rounding can differ beyond)."
            )
        if _NUMPY in replacement:
            dtype = self.shown(f"{_JAX_NUMPY}.result_type(float)")
            help += (
                f" It computes with numpy in jax.numpy's float dtype (`{dtype}`: float32, float64 "
                "with `jax_enable_x64`), whose `+ - * /`, `sqrt` and roundings give the bits "
                "jax.numpy gives eagerly."
            )
        newline, indent = self.newline, self._indent(call)
        # parsed where the call is (continuation lines keep their indentation relative to its block)
        source = f"({{}}){newline}" if not indent else f"if 1:{newline}{indent}({{}}){newline}"
        config = cst.PartialParserConfig(default_newline=newline)

        def edit(node: cst.CSTNode, imports) -> cst.CSTNode:
            text = _bound(replacement, imports)
            statement = cst.parse_module(source.format(text), config).body[0]
            parsed = (statement.body.body[0] if indent else statement).body[0].value
            if not own:
                return parsed.with_changes(lpar=parsed.lpar[1:], rpar=parsed.rpar[:-1])
            return parsed.with_changes(
                lpar=[*node.lpar, *parsed.lpar[1:]], rpar=[*parsed.rpar[:-1], *node.rpar]
            )

        return Site(call, message, Tier.SAFE, edit, help=help)

    def _indent(self, node: ast.AST) -> str:
        """The indentation of the block of the innermost statement holding `node`."""
        statements, found = self.tree.body, None
        at = (node.lineno, node.col_offset)
        while statements:
            inner = [s for s in statements if (s.lineno, s.col_offset) <= at <= _end(s)]
            if not inner:
                break
            found = inner[-1]
            statements = [
                s
                for name in ("body", "orelse", "finalbody")
                for s in getattr(found, name, ())
                if isinstance(s, ast.stmt)
            ]
            statements += [
                s
                for h in [*getattr(found, "handlers", ()), *getattr(found, "cases", ())]
                for s in h.body
            ]
        if found is None:
            return ""
        start = self.source.starts[found.lineno - 1]
        line = self.text[start : self.source.offset(found.lineno, found.col_offset)]
        return line[: len(line) - len(line.lstrip(" \t\f"))]

    def site(self, node: ast.AST, message: str, help: str) -> Site:
        """A finding with no fix at `node`, where libcst puts it (a tuple starts after its `(`)."""
        if type(node) is ast.Tuple and _parenthesized_tuple(node):
            start, end = self.source.span(node)
            at = start + 1
            while at < end - 1 and self.text[at].isspace():
                at += 1
            return Site(node, message, start=self.source.position(at), help=help)
        return Site(node, message, help=help)


def _call_paren(text: str, at: int) -> bool:
    """Whether the `(` at `at` opens a call's arguments: what is before it ends an expression."""
    before = text[:at].rstrip()
    if not before:
        return False
    last = before[-1]
    if last in ")]'\"":
        return True
    if not (last.isalnum() or last == "_"):
        return False
    word = re.search(r"[A-Za-z_0-9]+$", before).group()
    return not keyword.iskeyword(word) or word in ("True", "False", "None")


def _iterated_form(text: str) -> str:
    """Host code to iterate, as a person writes it: `tuple(range(n))` as `range(n)` (a loop gives
    the same elements; a generator expression stays in its call)."""
    try:
        node = ast.parse(text, mode="eval").body
    except SyntaxError:  # shortened
        return text
    if (
        type(node) is ast.Call
        and type(node.func) is ast.Name
        and node.func.id == "tuple"
        and len(node.args) == 1
        and not node.keywords
        and type(node.args[0]) not in (ast.GeneratorExp, ast.Starred)
    ):
        return ast.get_source_segment(text, node.args[0])
    return text


def _shortened(text: str, limit: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _places(n: ast.AST, context: PlanContext) -> list[tuple[ast.expr, str, frozenset[str], bool]]:
    """(expression, what needs it static, kinds accepted, hard) for the static places in `n`."""
    kind = type(n)
    if kind is ast.Call:
        func = n.func
        if type(func) is ast.Attribute and func.attr not in _CALL_LEAVES:
            return []
        args = _arguments(n)
        if type(func) is ast.Name and func.id in _BUILTIN_ARGS and _builtin(context.names, func.id):
            positions_, kinds = _BUILTIN_ARGS[func.id]
            return [
                (a.value, f"`{func.id}()`", kinds, True)
                for i, a in enumerate(args)
                if i in positions_ and a.keyword is None and not a.star
            ]
        for name in context.resolve(func):
            if name in _ARGS or name in _COUNT_OR_DATA:
                what = f"`{name.rpartition('.')[2]}`"
                found = []
                if name in _ARGS:
                    positions_, keywords, kinds = _ARGS[name]
                    found += [
                        (a.value, what, kinds, True) for a in _picked(args, positions_, keywords)
                    ]
                if name in _COUNT_OR_DATA:
                    found += [
                        (a.value, what, INDEX, False) for a in _picked(args, *_COUNT_OR_DATA[name])
                    ]
                return found
        if (
            type(func) is ast.Attribute
            and func.attr in _METHODS
            and not _module_attribute(func, context.names)
        ):
            method = func.attr
            plain = [a for a in args if a.keyword is None and not a.star]
            kinds = SHAPE if len(plain) == 1 else INDEX
            return [
                (a.value, f"`{method}`", kinds if a.keyword is None else SHAPE, True)
                for a in args
                if not a.star and (a.keyword is None or a.keyword in _METHODS[method])
            ]
        return []
    if kind is ast.If or kind is ast.While:
        return [(n.test, "an `if` test" if kind is ast.If else "a `while` test", TEST, True)]
    if kind is ast.IfExp:
        return [(n.test, "a conditional expression's test", TEST, True)]
    if kind is ast.Assert:
        return [(n.test, "an `assert`", TEST, True)]
    if kind is ast.Subscript:
        found = []
        for part in _elements(n.slice):
            if type(part) is ast.Slice:
                found += [
                    (b, "a slice bound", INDEX, True)
                    for b in (part.lower, part.upper, part.step)
                    if b
                ]
            elif type(part) is not ast.Starred:
                found.append((part, "an index", INDEX, False))
        return found
    return []


def _builtin(names: Names, name: str) -> bool:
    """`name` is the builtin: no import or other binding of the module takes it."""
    return name not in names.meanings and name not in names.rebound


def _module_attribute(func: ast.Attribute, names: Names) -> bool:
    """`func` is reached from an imported name (`tf.reshape`), not a method of a value."""
    root = func
    while type(root) is ast.Attribute:
        root = root.value
    return type(root) is ast.Name and root.id in names.meanings


def _first_line(statement: ast.stmt) -> int:
    return min(
        (d.lineno for d in getattr(statement, "decorator_list", ())), default=statement.lineno
    )


def _identifiers(statement: ast.stmt) -> set[str]:
    """Every identifier in `statement`: names, attributes, keywords, parameters, defined names."""
    found = set()
    for n in walk_ast(statement):
        kind = type(n)
        if kind is ast.Name:
            found.add(n.id)
        elif kind is ast.Attribute:
            found.add(n.attr)
        elif kind is ast.keyword or kind is ast.arg:
            found.add(n.arg)
        elif kind in _SCOPES and kind is not ast.Lambda:
            found.add(n.name)
        elif kind is ast.alias:
            found.update((n.asname or n.name).split("."))
    return found


def _parenthesized_tuple(node: ast.Tuple) -> bool:
    """A tuple written in parentheses (`x[(a, b)]`, not `x[a, b]`): it starts before its first element."""
    return not node.elts or (node.elts[0].lineno, node.elts[0].col_offset) != (
        node.lineno,
        node.col_offset,
    )


def _elements(part: ast.expr) -> list[ast.expr]:
    """The elements of a subscript's slice, as libcst lists them (`x[a, b:c]`: two)."""
    return part.elts if type(part) is ast.Tuple and not _parenthesized_tuple(part) else [part]


def _default(param: ast.arg, args: ast.arguments) -> ast.expr | None:
    positional = [*args.posonlyargs, *args.args]
    if param in positional:
        index = positional.index(param) - (len(positional) - len(args.defaults))
        return args.defaults[index] if index >= 0 else None
    return args.kw_defaults[args.kwonlyargs.index(param)]


def _operands(node: ast.AST) -> list[ast.AST]:
    """The values an operation, a tuple or a list is made of."""
    kind = type(node)
    if kind is ast.BinOp:
        return [node.left, node.right]
    if kind is ast.UnaryOp:
        return [node.operand]
    if kind is ast.Compare:
        return [node.left, *node.comparators]
    if kind is ast.BoolOp:
        return node.values
    return [e.value if type(e) is ast.Starred else e for e in node.elts]


def _below(node: ast.AST, skip, children: dict[ast.AST, list[ast.AST]]):
    """`node` and the nodes below it (`children`: the module's `Names.children`); below a node
    `skip` accepts, nothing."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        if not skip(current):
            stack += children[current]


def _unknown_type(code: str, name: str, what: str) -> tuple[str, str]:
    """The finding for shape math on `name`, a static argument not annotated (or an attribute,
    `self.heads`), at `code`."""
    if "." in name:
        return (
            f"`{code}`: jax.numpy shape math on `{name}`, an attribute of unknown type",
            f"Under `jit` it is a tracer, and {what} needs a concrete value. Not rewritten: "
            f"omnifix cannot tell the type of `{name}`, and no host form gives the original's "
            "value both for an int (whose math jax.numpy computes in its int dtype, or rounds to "
            "float32) and for a float or an array. Compute the value on the host in the dtype the "
            "original uses (Python ints, `math`; `-(-a // b)` for a rounded-up division of ints).",
        )
    return (
        f"`{code}`: jax.numpy shape math on `{name}`, a static argument of unknown type",
        f"Under `jit` it is a tracer, and {what} needs a concrete value. Not rewritten: `{name}` is "
        "static (`static_argnums`/`static_argnames`) but not annotated `int`, and no host form "
        "gives the original's value both for an int (whose math jax.numpy computes in its int "
        "dtype, or rounds to float32) and for a float (Python's or numpy's, which keeps its own "
        f"dtype). If `{name}` is always an int, annotate it (`{name}: int`) and run omnifix again; "
        "else compute the value on the host in the dtype the original uses.",
    )


def _node(a) -> ast.AST:
    """The node of a variable (its target) or of a helper (its `def`)."""
    return a if type(a) is ast.FunctionDef else a.node


def _twin_deps(a, conv: Conv) -> frozenset:
    """What the twin of `a` reads that needs a twin of its own: a variable's twin reads the twins
    of the variables it reads; a helper's twin computes its own variables (`_twin_body`)."""
    return frozenset() if type(a) is ast.FunctionDef else conv.deps


_NOT_HOST = "not host"  # what `_host_given` says of an argument that may be no host value
# what a call in another module gives a parameter (`Hosts`): jax.numpy math whose host form is an
# int, computed on the host there when the helper's module publishes the parameter so
# (`IntParameters.returned`)
_DEVICE_INT = "device int"


def _host_given(function: ast.FunctionDef, node: ast.arg, hosts: Hosts) -> str | None:
    """What a call of another module (`Hosts`) gives the parameter `node` of the helper
    `function` (not a method): the kind of its host value, `_NOT_HOST`, or None where it leaves
    the default."""
    positional, keywords = hosts
    args = function.args
    every = [*args.posonlyargs, *args.args]
    if node in every and every.index(node) < len(positional):
        return positional[every.index(node)] or _NOT_HOST
    if node not in args.posonlyargs:
        for name, kind in keywords:
            if name == node.arg:
                return kind or _NOT_HOST
    return None


def _parameters(function: ast.FunctionDef) -> frozenset[str]:
    """The names of `function`'s parameters."""
    args = function.args
    every = [*args.posonlyargs, *args.args, *args.kwonlyargs, args.vararg, args.kwarg]
    return frozenset(a.arg for a in every if a is not None)


# the jax.numpy functions a helper's `return` must call for `exports` to look at it: those with a
# host form, and those reported for having none (`HostlessHelper`)
_EXPORTED_LEAVES = (
    _CONVERTIBLE | frozenset(_ELEMENTWISE) | frozenset(_ROUNDED) | _REPORTED | _INEXACT
)


class HostShapeMath(Rule):
    CODE = "SHP001"
    SUMMARY = "Compute static values (shapes, sizes, counts) on the host instead of with jax.numpy"
    TIER = Tier.SAFE
    PATTERN = re.compile(rb"numpy")
    PUBLISHES = True  # the parameters of its exported helpers used only where an int is needed
    # its helpers' exports need a jax.numpy reference (`_jnp_references`) or its plan, neither of
    # which a file without the words of its prefilter has
    RELAYS = False
    # but a module of constants need not mention jax (`pkg/config.py`: `BLOCK = 4`): the modules
    # the files it wants import names from are asked for their constants (`project.sources`)
    SOURCES = True
    # a helper with no host form is reported at the calls of it, from an import cycle too
    REPORTING = (HostlessHelper,)

    @classmethod
    def prefilter(cls, data: bytes) -> bool:
        return b"jax" in data and b"numpy" in data

    @classmethod
    def plan(cls, context: PlanContext) -> list[Site]:
        """Rewrites and reports need a call of jax.numpy's (other than `shape`, `ndim`, `size`), or
        of another module's helper returning jax.numpy math with no host form (`HostlessHelper`)."""
        shared = context.shared
        if not _jnp_references(context.names, None) and not (
            shared and any(type(f) is HostlessHelper for _, f in shared.imported.values())
        ):  # only calls of other modules' twins (and no helper of theirs to report)
            if shared and shared.importers:  # a module of constants (`Constant`)
                _Analysis(context).publish_constants(shared)
            if shared and any(
                type(f) is HelperTwin or f == UNKNOWN for _, f in shared.imported.values()
            ):
                return _Analysis(context)._twin_calls(shared)
            return []
        analysis = _Analysis(context)
        sites = analysis.plan(context.shared)
        if not context.shared:  # what phase 1 planned: its `exports` follows, on the same names
            cls._planned = (context.names, analysis)
        return sites

    _planned: tuple[Names, _Analysis] | None = None  # the last plan made with no shared facts

    @classmethod
    def exports(cls, names: Names) -> list[str]:
        """The module-level constants (`_module_constants`: `Constant`), and the helpers
        whose every `return` gives a static value the plan would rewrite: on the analysis the plan
        of the same names made, with no shared facts, when there is one (phase 1 plans before it
        asks for exports; the conversions are made once)."""
        helpers = (
            _helpers_reading_jnp(names) if _jnp_references(names, _EXPORTED_LEAVES) else frozenset()
        )
        planned = cls._planned
        analysis = planned[1] if planned is not None and planned[0] is names else None
        if helpers and analysis is None:
            analysis = _Analysis(PlanContext("", b"", names, Options()))
        if analysis is not None:
            constants = analysis.constants()
        elif any(type(s) not in _BINDING_NO_CONSTANT for s in names.tree.body):
            bound, declared_global = _module_bindings(names)
            constants = (
                sorted(_module_constants(names, bound, declared_global)[0])
                if "*" not in bound
                else []
            )
        else:
            constants = []
        return [*constants, *(analysis.exports(helpers) if helpers else ())]

    @classmethod
    def exports_to_wanted(cls, names: Names) -> list[str]:
        """When the plan of the same names ran, the helpers with a parameter that may be used only
        where an int is needed (a cheap bound, `int_candidates`): only a module giving one jax.numpy
        math passes SHP001's prefilter, and only one that does so makes the helper's module decide
        and publish its `IntParameters` (`awaits`)."""
        planned = cls._planned
        if planned is None or planned[0] is not names:
            return []
        return sorted(planned[1].int_candidates())

    @classmethod
    def uses(cls, names: Names, imported: Mapping[str, str]) -> dict[str, tuple[Use, ...]]:
        """Per helper, each use: (line, the kinds of static value the place accepts, or None, the
        arguments of a call there that may be jax.numpy math: `_Analysis._device`, and the kind of
        host value each of its arguments gives: `Hosts`, on the analysis the file's plan made when
        there is one)."""
        planned = cls._planned
        analysis = planned[1] if planned is not None and planned[0] is names else None
        return _Uses(PlanContext("", b"", names, Options()), analysis).of(imported)

    @classmethod
    def awaits(cls, fact: tuple[Use, ...]) -> bool:
        """Only a module giving a helper's argument jax.numpy math needs its `IntParameters`, and
        only one calling it where a static value is needed its `HelperTwin`."""
        return any(args or kinds or access == READ for _, kinds, args, _, access in fact)


# top-level statements that bind no module-level constant (`_module_constants`)
_BINDING_NO_CONSTANT = frozenset(
    {*_FUNCTIONS, ast.ClassDef, ast.Import, ast.ImportFrom, ast.Expr, ast.Pass}
)


class _Uses:
    """How a module uses the values of helpers other modules of the run export: for each call,
    the kinds of static value the place it flows to accepts (None where it is data, or where that
    is not plain). The places are the plan's (`_places`); followed up to one: arithmetic, tuples,
    comparisons and `not`, and a local variable assigned once in a function whose every read is
    static, or names so unpacked from it (`unpacked`)."""

    def __init__(self, context: PlanContext, analysis: _Analysis | None = None) -> None:
        self.context = context
        self.names = names = context.names
        self.parents = names.parents
        self._places: dict[ast.AST, frozenset[str]] | None = None
        self._hard: dict[ast.AST, frozenset[str]] = {}  # the places `_sink` may force an int in
        self._analysis = analysis  # for `_Analysis._device`, made when first needed

    def of(self, imported: Mapping[str, str]) -> dict[str, tuple[Use, ...]]:
        found: dict[str, list[Use]] = {}
        for node, spelling, plain in self.each(imported):
            use = self.call_use(node) if plain else frozenset()
            given = self.given(node) if plain else ()
            hosts = self.hosts(node) if plain else None
            access = self.access(node, plain)
            found.setdefault(imported[spelling], []).append(
                (node.lineno, use, given, hosts, access)
            )
        return {target: tuple(sorted(uses, key=lambda u: u[0])) for target, uses in found.items()}

    def each(
        self, imported: Mapping[str, str]
    ) -> Iterator[tuple[ast.Name | ast.Attribute, str, bool]]:
        """(name or attribute chain, its spelling among `imported`, whether it is followed: its
        root bound to one thing only) for each reference to a name of `imported`."""
        for node in list(self.parents):
            if type(node) is ast.Name or type(node) is ast.Attribute:
                spelled = self.spelled(node)
                for spelling in spelled:
                    if spelling in imported:
                        plain = (
                            len(spelled) == 1
                            and _dotted(node).partition(".")[0] not in self.names.ambiguous
                        )
                        yield node, spelling, plain

    def spelled(self, node: ast.AST) -> set[str]:
        """Every dotted name a name or attribute chain may refer to through the imports."""
        dotted = _dotted(node)
        if dotted is None:
            return set()
        root, _, rest = dotted.partition(".")
        return {f"{m}.{rest}" if rest else m for m in self.names.meanings.get(root, ())}

    def access(self, node: ast.AST, plain: bool) -> str | None:
        """`STORE` for an assignment or `del` of the name as its module's attribute (`config.BLOCK
        = 8`, plain or not), `READ` for a plain read that is not called (a constant's, which
        may be shape math's operand however deep: `jnp.array(config.PATCH)`), else None (`Use`).
        A helper so read awaits what its module publishes too, which only its calls use."""
        if type(node.ctx) is not ast.Load:
            return STORE if type(node) is ast.Attribute else None
        parent = self.parents.get(node)
        if not plain or type(parent) is ast.Call and parent.func is node:
            return None
        return READ

    def given(self, node: ast.AST) -> tuple[int | str, ...]:
        """The positions and keywords of the arguments that may be jax.numpy math, when `node` is
        called without `*args` or `**kwargs` (`_Analysis._imported_arguments`)."""
        call = self.parents.get(node)
        if type(call) is not ast.Call or call.func is not node or not (call.args or call.keywords):
            return ()
        if any(type(a) is ast.Starred for a in call.args) or any(
            k.arg is None for k in call.keywords
        ):
            return ()
        device = self.analysis()._device
        return (
            *(i for i, a in enumerate(call.args) if device(a)),
            *(k.arg for k in call.keywords if device(k.value)),
        )

    def hosts(self, node: ast.AST) -> Hosts | None:
        """The kind of host value (INT, PYFLOAT) each argument of the call of `node` gives, None
        for one that may be another (`_Analysis._host_kind`), by position and by keyword; None
        when `node` is not so called (not the callee, or with `*args` or `**kwargs`)."""
        call = self.parents.get(node)
        if type(call) is not ast.Call or call.func is not node:
            return None
        if any(type(a) is ast.Starred for a in call.args) or any(
            k.arg is None for k in call.keywords
        ):
            return None
        forced = self.forces(call, 0)
        analysis = self.analysis()

        def kind(value: ast.expr) -> str | Forced | None:
            return analysis._host_kind(value, forced)

        return tuple(map(kind, call.args)), tuple((k.arg, kind(k.value)) for k in call.keywords)

    def analysis(self) -> _Analysis:
        if self._analysis is None:
            self._analysis = _Analysis(self.context)
        return self._analysis

    def call_use(self, node: ast.AST) -> frozenset[str] | None:
        parent = self.parents.get(node)
        if type(parent) is not ast.Call or parent.func is not node:
            return None
        return self.accepts(parent, 0)

    def place(self, node: ast.AST) -> frozenset[str] | None:
        """The kinds the static place `node` is accepts, None if it is none."""
        if self._places is None:
            self._places = {}
            for n in self.names.nodes:
                if type(n) in _PLACES:
                    for expr, _, kinds, hard in _places(n, self.context):
                        self._places.setdefault(expr, kinds)
                        if hard:
                            self._hard.setdefault(expr, kinds)
        return self._places.get(node)

    def forces(self, node: ast.AST, depth: int) -> bool:
        """Whether the value of `node` goes, through int arithmetic (`+ - * // %`, unary `-` and
        `+`), to a place where nothing but a scalar int works, as `_Analysis._sink` forces one:
        a slice bound, `range()`, a size (the kinds `INDEX`, not `BOUNDS`), or an element of a
        shape's tuple (`(x.shape[0], n)`); not a test, `int()`, an index or a whole shape."""
        parent = self.parents.get(node)
        kind = type(parent)
        if depth > 8 or parent is None:
            return False
        if (
            kind is ast.BinOp
            and isinstance(parent.op, _ARITHMETIC)
            or kind is ast.UnaryOp
            and type(parent.op) in (ast.USub, ast.UAdd)
        ):
            return self.forces(parent, depth + 1)
        self.place(node)
        if kind is ast.Tuple or kind is ast.List:
            return self._hard.get(parent) is SHAPE
        return self._hard.get(node) is INDEX

    def accepts(self, node: ast.AST, depth: int) -> frozenset[str] | None:
        """The kinds the value of `node` may have for the place it flows to to be static."""
        parent = self.parents.get(node)
        kind = type(parent)
        if depth > 8 or parent is None:
            return None
        if (
            kind is ast.BinOp
            and type(parent.op) is ast.Add
            and self.analysis()._displays(parent.right if parent.left is node else parent.left)
        ):  # `(n,) + dims(x)`: concatenated to a tuple, where a sequence is (`_sink`, `_convert`)
            return _narrow(self.accepts(parent, depth + 1), SEQ, frozenset({SEQ}))
        if (
            kind is ast.BinOp
            and isinstance(parent.op, _ARITHMETIC)
            or kind is ast.UnaryOp
            and type(parent.op) in (ast.USub, ast.UAdd)
        ):
            return _narrow(self.accepts(parent, depth + 1), INT, INDEX)
        if kind is ast.UnaryOp and type(parent.op) is ast.Not or kind is ast.BoolOp:
            return _narrow(self.accepts(parent, depth + 1), BOOL, TEST)
        if kind is ast.Compare and all(isinstance(op, _ORDER) for op in parent.ops):
            return _narrow(self.accepts(parent, depth + 1), BOOL, INDEX)
        if kind in (ast.Tuple, ast.List):
            return _narrow(self.accepts(parent, depth + 1), SEQ, INDEX)
        if kind is ast.Starred and type(self.parents.get(parent)) in (ast.Tuple, ast.List):
            return _narrow(
                self.accepts(self.parents[parent], depth + 1), SEQ, frozenset({SEQ, ARRAY})
            )
        if kind is ast.Subscript and parent.slice is node or kind is ast.Slice:
            return INDEX
        if (
            kind is ast.Call
            and len(parent.args) == 1
            and parent.args[0] is node
            and not parent.keywords
            and type(parent.func) is ast.Name
            and parent.func.id in ("tuple", "list")
            and _builtin(self.names, parent.func.id)
        ):  # `tuple(dims(x))`: the host sequence's elements, as `_iterable` takes them
            return _narrow(self.accepts(parent, depth + 1), SEQ, frozenset({SEQ, ARRAY}))
        found = self.place(node)
        if found is not None:
            return found
        if kind is ast.Assign and len(parent.targets) == 1 and type(parent.targets[0]) is ast.Name:
            return self.variable(parent, parent.targets[0].id, depth)
        if kind is ast.Assign and len(parent.targets) == 1:
            return self.unpacked(parent, depth)
        return None

    def unpacked(self, assign: ast.Assign, depth: int) -> frozenset[str] | None:
        """`a, b = dims(x)`: any sequence of ints, when each name unpacked is a variable
        (`variable`) whose every read takes an int."""
        target = assign.targets[0]
        if type(target) not in (ast.Tuple, ast.List) or not target.elts:
            return None
        for name in target.elts:
            if type(name) is not ast.Name:
                return None
            found = self.variable(assign, name.id, depth)
            if found is None or INT not in found:
                return None
        return frozenset({SEQ, ARRAY})

    def variable(self, assign: ast.Assign, name: str, depth: int) -> frozenset[str] | None:
        function = self.parents.get(assign)
        while function is not None and type(function) not in _FUNCTIONS:
            if type(function) in (
                ast.Lambda,
                ast.ClassDef,
                ast.For,
                ast.While,
                ast.If,
                ast.With,
                ast.Try,
            ):
                return None  # a branch, loop or other scope
            function = self.parents.get(function)
        if function is None:
            return None
        stores, loads = 0, []
        for n in self.names.below(function):
            if type(n) is ast.Name and n.id == name:
                if type(n.ctx) is ast.Load:
                    loads.append(n)
                else:
                    stores += 1
            elif (
                type(n) in (ast.Global, ast.Nonlocal)
                and name in n.names
                or type(n) is ast.arg
                and n.arg == name
            ):
                return None
        if stores != 1 or not loads:
            return None
        kinds = None
        for load in loads:
            found = self.accepts(load, depth + 1)
            if found is None:
                return None
            kinds = found if kinds is None else kinds & found
        return kinds or None


def _narrow(
    outer: frozenset[str] | None, needed: str, inner: frozenset[str]
) -> frozenset[str] | None:
    """The kinds an operand accepts, when the expression it is part of must be `needed` there."""
    return inner if outer is not None and needed in outer else None
