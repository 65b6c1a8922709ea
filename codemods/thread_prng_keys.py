"""PRK001 thread-prng-keys: pass PRNG keys in and out of functions instead of keeping them in global state.

## What it does
Finds functions that read a PRNG key from a `global` (or `nonlocal`) name and rebind it from
`jax.random.split` or `jax.random.fold_in` (`key, sub = random.split(key)`,
`key, *subs = random.split(key, n)`, `key = random.fold_in(key, i)`; any spelling of
`jax.random`, old `PRNGKey` and typed `jax.random.key` keys alike), and every function of the
module that calls one of them, directly or through helpers such as a module-level `next_key()`.
Of these, the functions JAX may trace are made pure: those decorated or wrapped by a
transformation (`jit`, `pmap`, `vmap`, `grad`, `checkpoint`, ...), given to `lax.scan`,
`fori_loop`, `while_loop`, `cond` and the like, or reached from such by calls (the rules of
`codemods._traced`), in the module or in another module of the run (`from .rng import next_key`
called in a jitted function, also from a loop body, `cond` branch or lambda nested in one,
`jax.jit(rng.init)`, or in a function of another module traced further away,
`jax.jit(model.step)` in `main`, `step` calling `rng.init`); a key in a package's
`__init__.py` alike, drawn
from as `from . import next_key`, `from pkg import next_key` or `pkg.next_key()`). A function that
is never traced keeps its global key, which is correct Python there: code with nothing traced is
left alone. The functions made pure follow one convention everywhere:

- **the key is the first parameter**, named as the global was: `def init(key, n):`;
- **the result comes back with the new key**: `return result, key`, also where the function
  returned nothing (`return None, key`) or a tuple (`return (a, b), key`); a return annotation,
  which was of the result, is dropped (a wrapper, below, keeps it).

A function reaching the updates of several global keys of its module (a jitted `step` calling
`noise_a`, which splits `key_a`, and `noise_b`, which splits `key_b`) takes them all first, in the
order in which the module first rebinds them (its first split of each in the source), and returns
them in that order after its result: `def step(key_a, key_b, x)` ... `return result, key_a,
key_b`, called as `result, key_a, key_b = step(key_a, key_b, x)` (a public one kept as a wrapper
of `_step_pure(key_a, key_b, x)`, below, declaring `global key_a, key_b`). A `return noise_b(y)`
there, whose call returns `key_b` alone, becomes `noise_b_result, key_b = noise_b(key_b, y)` then
`return noise_b_result, key_a, key_b`. All the keys or none: where one of them is not threaded
(for a reason below), neither are the others that function would take.

Callers are updated in the same module and in the other modules of the run that import the function
(`from .rng import init`, `from . import rng; rng.init()`, `import pkg.rng as r; r.init()`), also
through a module whose own function is made pure because it calls one (`model._dropout(x)` in
`train`, where `_dropout` calls `rng.next_key`). Functions are told apart by their full names, not
their last ones: a module tracing `layers.spread` and `rng.spread`, both threaded with `rng.KEY`
(also as `from .layers import spread` beside `from .rng import spread as rspread`), or a `spread`
of its own beside `layers.spread`, calls the pure form of the function each call names
(`layers._spread_pure(KEY, p)`, `rng._spread_pure(KEY, p)`, its own `_spread_pure(KEY, p)`). A traced caller is made pure and passes its own key
along (`w, key = init_layer(key, n)`, `return init(key)`). A caller that keeps the state
(module-level code and `if __name__ == "__main__":` blocks, entry points such as `main()`,
`test_*()` functions, functions never traced, methods, functions with other decorators or used as
values, e.g. `app.run(main)`) keeps its signature and reads and writes the global exactly as before,
call for call: `value, key = init(key)`, with `global key` (or `nonlocal key`) added to its
function. A call inside a larger expression is moved into a statement of its own just before, when
that keeps the order in which everything is evaluated (`print(init())` becomes `init_result, key =
init(key)` then `print(init_result)`; a call before it of a function of the module that calls
nothing but JAX, numpy, math, a few builtins and such functions, reads no key and no module variable
other than constants and JAX or math values, and stores nothing but its locals, may run after it,
since it can neither use the key nor see what the call does: `y = _scale(x) + sample(x)` becomes
`sample_result, key = sample(key, x)` then `y = _scale(x) + sample_result`). A list comprehension
that is the whole value of an
assignment, `draws = [sample(x) for _ in range(n)]` (a `fori_loop` or `while_loop` carrying the
key too, `[lax.fori_loop(0, n, body, x) for x in xs]`), becomes `draws = []` and a `for` loop whose
body calls `sample_result, key = sample(key, x)` then `draws.append(sample_result)`; one that is
the whole value of a `return`, or the first argument of a JAX, numpy or builtin call that is the
whole value of an assignment or a `return` (`return jnp.stack([...], axis=0)`, `z = sum([...])`:
only a lookup of a pure function runs before it), builds a new list the same way just before
(`values = []`, the loop, `return jnp.stack(values, axis=0)`); so does one anywhere else in the
value of an expression, assignment (augmented too) or `return` statement (`y =
jnp.stack([sample(x) for _ in range(n)]) + x`, `return x + sum([draw() for _ in range(3)])`),
used there as `values`, where nothing but pure code is evaluated before it in the statement (no call
of code other than JAX, numpy, math, a few builtins, methods of an array a JAX function just made
(`jnp.stack(outs).max(0)`) and functions of the module made of nothing else, no read of the key or of an attribute that may run code or change: as for a call moved out of
an expression), and it is evaluated whenever the statement is (not in a branch of a conditional
expression, on the right of `and`/`or`, or in a lambda). An expression statement that is the
comprehension alone, run for its calls, becomes the loops alone, building no list: their body is the
call, then the element as a statement of its own where it evaluates more than pure code
(`_record(sample_result)`); the line's comment goes to the first loop. A comprehension in the
element of another (`[[sample(x) for _ in range(m)] for _ in range(n)]`, also `[jnp.stack([...]) for
...]`: evaluated whenever that element is, after nothing but pure code there) is built by its loops
inside the other's, into a new list (`values_2 = []`) that the outer loop appends (no list when the
outer one's is unused and the rest of its element is pure code), when the threaded call is the only
one in the outermost comprehension and no comprehension around another uses the names the inner one
binds (its loops bind them in the same scope). A comprehension in a branch of an `if` or `else`
becomes loops in that branch, like anywhere else. A dict comprehension is done like a list one,
filling a dict: `noisy = {k: v + sample(v) for k, v in params.items()}` becomes `noisy = {}` and a
loop calling `sample_result, key = sample(key, v)` then `noisy[k] = v + sample_result` (a new
`mapping` where it is not the whole value of an assignment to a name), when nothing but pure
code is evaluated before the call, its key included if the call is in its value; the call may be
in its key (`{sample(v).shape: k for ...}`) where the rest of the element is pure code, since
`noisy[k] = v` evaluates the value before the key. A set comprehension is done like a list one,
filling a set, `shapes = set()` then `shapes.add(...)` (a new `members` where it is not the whole
value of an assignment to a name), where the module binds no `set` of its own: the elements are
added in the same order, so the set is the same, its order of iteration too. A set holds
hashable values only, so what it can hold of a draw is what is static under a trace (`sample(x).shape`,
`.ndim`), never the arrays. A generator expression that is the only argument of `sum`, `tuple`,
`list`, `set`, `frozenset`, `max` or `min`, which consume it whole and in order at once, is done
like a list comprehension given to them (`return sum(sample(x) for _ in range(3))` becomes the
loops building `values`, then `return sum(values), key`; `list(...)` of it is `values` itself):
only the additions, comparisons or hashes of the elements, which JAX arrays, numbers and shapes
make without effects, then run after all of them are made instead of between. Each `for` of the comprehension becomes
a loop and each `if` an `if` around the rest, in their order, which evaluates everything when
the comprehension did. This is done when it is exact: nothing async, one call of a threaded
function in the element and nothing evaluated before it there but pure code, none in the
iterables and conditions, and the loops' targets used nowhere
else in the function holding the statement (in the file, outside functions), since the loop binds
them there where the comprehension did not (`_` in several functions' comprehensions is fine,
and a name that is only a comprehension's target or a lambda's parameter elsewhere).

A `tree_map` of a threaded function (`jax.tree_util.tree_map`, `tree_multimap`, `jax.tree_map`,
`jax.tree.map`, however imported: `from jax.tree_util import tree_map as tm`), given by name
(`noisy = jax.tree_util.tree_map(sample, params)`) or as a lambda calling one
(`tm(lambda p: p + noise(p), params)`), becomes loops over the leaves: `leaves, treedef =
jax.tree_util.tree_flatten(params)`, `values = []`, a `for leaf in leaves:` calling
`sample_result, key = sample(key, leaf)` (the lambda's body, its parameter the loop's target and
its call moved out) and appending the result, then `noisy = jax.tree_util.tree_unflatten(treedef,
values)` (`tree_flatten` spelled as `tree_map` was where that is `jax.tree_util`, else imported).
`tree_map` does just that: it flattens its first tree, calls the function on the leaves in that
order and unflattens, so the calls and their order are the same (a `None` is no leaf for either).
Its `is_leaf=` goes to `tree_flatten`; other trees (`tree_map(f, a, b)`) are flattened up to the
first's structure, `leaves_2 = treedef.flatten_up_to(b)`, as `tree_map` does, and the loop runs
over `zip(leaves, leaves_2)`, calling `f(key, leaf, leaf_2)` (a lambda of as many parameters).
This is done where the `tree_map` is anywhere in an expression, assignment or `return` statement
after nothing but pure code, evaluated whenever the statement is (as a comprehension in a larger
expression, above), with the trees given by position, the only option `is_leaf`, trees after the
first made of pure code only (the loops evaluate them after flattening the first) and no `zip`
bound by the module where there are several, no other use
of a threaded function in the statement, and for a lambda: plain parameters, one per tree, used
nowhere else in the function (the loop binds them there), and nothing but pure code evaluated
before the call in its body. Through another module's function (`tree_map(rng.noise, params)`,
`tree_map(noise, params)` after `from .rng import noise`) the loop calls its pure form with that
module's key, like any call. In code keeping the state, a `tree_map` of a function kept as a
wrapper (a public one) is left as it is, calling the wrapper; one of a function threaded
explicitly becomes loops there too, reading and writing the global.

In another module the state stays where it was, in the
defining module's variable: a caller there that keeps the state passes and keeps it (`value, rng.key
= init(rng.key)`), one made pure takes it as its first parameter like any other, named as that
module's variable or, where a function of the module calling one of its functions has a variable
of that name of its own (a jitted `step(x, key)` calling `model.dropout`, `model`'s key being
`key` too), by the module and the name, free in the file (`def _step_pure(model_key, x, key)`),
where no function made pure reads the variable itself (`model.key`). Every call of a
changed function in the run is updated, or the function is not changed: when a module cannot update
a call of a function it imports (a call in a comprehension, `functools.partial(mod.f, ...)`,
`map(mod.f, xs)`, any use as a value), the defining module is transformed again without that change
(all or nothing per key), and the finding there names the call that blocked it. `@jit`, `@jax.jit`,
`@partial(jax.jit, static_argnums=...)`, `f = jax.jit(f, ...)` and `partial(jax.jit, ...)(f)` are
kept; their `static_argnums`
and `donate_argnums` move up by one for the new first parameter. A `jit` of a `functools.partial`
binding keywords only, given alone to it (`_half = jax.jit(functools.partial(_f, rate=0.5))`),
is a `jit` of `f` like these: the partial passes the key, given first, to `f` first, with the
keywords it binds, so `_half(x)` becomes `_half(key, x)`. One binding arguments by position,
`jax.jit(functools.partial(f, 0.5))`, would pass those before the key; when they are all the
positional parameters of `f`, a function of the module (`def f(rate, *, shape)`), a call of the
partial passing more by position fails, so the pure form is bound by keyword instead,
`functools.partial(_f_pure, rate=0.5)`; else (`def f(rate, x)`: bound by keyword, `rate` would take
the `x` passed by position after the key), where the `jit` is the value of a statement `g =
jax.jit(...)` of its own at the module's top level, a `def` of the parameters `f` has left stands
for the partial, right before the statement, as for a partial bound to a name (below): `def
_g_partial(key, x): return _f_pure(key, 0.5, x)`, then `g = jax.jit(_g_partial)` (private) or
`_g_pure = jax.jit(_g_partial)` and the wrapper `g` (public). So too for `f` of another module
of the run made pure there (`jax.jit(partial(model.apply, PARAMS))`), whose parameters that module
passes on. Elsewhere, or unpacked, it is reported (but for a partial bound to a name, below).
A `jit` of a private name bound once at the module's top level to such a partial and used
nowhere else (`_half = functools.partial(f, rate=0.5)` then `half_drop = jax.jit(_half)`) is
rewritten the same way: the binding becomes `_half = functools.partial(_f_pure, rate=0.5)`
(`_f` for a function threaded explicitly) and the `jit` of `_half` is rewritten as the `jit` of the partial
written there would be; nothing else reads `_half`, so no other call changes. A public such name,
which other code may call (`half = functools.partial(f, rate=0.5)` then `half_drop =
jax.jit(half)`), keeps binding `f`, kept as a wrapper, for those calls and its untraced ones here;
a private twin binding the pure form the same way is bound right after it, `_half_pure =
functools.partial(_f_pure, rate=0.5)`, and jitted instead, `half_drop = jax.jit(_half_pure)`,
rewritten as the `jit` of the partial written inline would be. The twin evaluates the bound
values again, so they must be literals or names bound once.
Such a name bound to a partial binding by position some but not all of the positional parameters
of `f` (`half = functools.partial(dropout, 0.5)` of `def dropout(rate, x, scale=2.0)`), which no
partial of the pure form can stand for, is a `def` of the parameters `f` has left, with their
defaults, calling the pure form with the key first and the bound values: `def _half_pure(key, x,
scale=2.0): return _dropout_pure(key, 0.5, x, scale)`, bound right after `half` (kept) for a public
name, in place of the binding (`def _half(key, x, scale=2.0)`) for a private one; its `jit` is
rewritten as above, `static_argnums` one up. A call passes it what the partial passed `f`, by
position or by name, and gets the same errors. A keyword the partial binds too (`partial(f, 0.5,
scale=1.0)`) makes that parameter and those after it keyword-only, as a call of the partial takes
them (`inspect.signature` of it): `def _half_pure(key, x, *, scale=1.0)`, the bound value its
default, which a call may give again, passed on as `scale=scale` (a `*args` of `f` after it can
take nothing then, and the `def` has none). It evaluates the bound values at each call, so they
must be literals or names bound once; the keywords bound are parameters `f` has left (not one its
`**kwargs` takes), `f`'s defaults are literals, and `f` has no positional-only parameters.
A partial bound to a name in a function, `f = functools.partial(scaled, scale=2.0)` in a jitted
`batch` (a function of the module or of another module of the run, `partial(rng.noise, ...)`),
by a statement of its own, the name bound once there and only called (not returned, passed on or
stored), binding keywords only or by position all the positional parameters of its function
(`partial(_jitter, 0.5)` of `def _jitter(rate, *, x)`, bound by keyword then, `partial(_jitter,
rate=0.5)`), is called as its function is: `f = functools.partial(_scaled_pure, scale=2.0)` and
`y = f(xs[0]) + f(xs[1])` becomes `f_result, key = f(key, xs[0])`, `f_result_2, key = f(key,
xs[1])` then `y = f_result + f_result_2` (golden `local_partial_called_in_jitted`): the partial
passes the key, given first, to the pure form first, with the keywords it binds, and a call of
it gets the same errors. The function holding it is then a caller like any other (made pure, or
keeping the state: `main`). Otherwise (the name used as a value, bound again, or binding by
position some of the positional parameters only, which would come before the key) it is
reported, with the reason.

A differentiation of a function made pure called where it is made (`grad(loss)(params, x)`;
`jax.grad`, `value_and_grad`, `jacrev`, `jacfwd` or `hessian`, however imported) is a call of it
like any other: the key goes first, `argnums` moves up by one (`argnums=1` where it was left out),
so the key is not differentiated, and `has_aux=True` brings the new key out as the aux, returned
beside the result: `g = grad(loss)(params, x)` becomes `g, key = grad(loss, argnums=1,
has_aux=True)(key, params, x)`, and `v, g = value_and_grad(loss)(params, x)`, whose value is then
`((value, key), grad)`, becomes `(v, key), g = value_and_grad(loss, argnums=1, has_aux=True)(key,
params, x)` (out of a larger expression, `(loss_value, key), loss_grad = ...` just before). The
function runs once per call as before, and the key it returns is the one the original left in the
global. The function running the differentiation is then a caller like any other (a jitted
`update`: made pure; `main`: keeping the state), and the differentiated function's other calls are
updated with it (or keep calling its wrapper). A differentiation bound to a name of the module or
of a function, once, by a statement of its own, and otherwise only called (`loss_grad =
jax.grad(loss)`, also `fast_grad = jax.jit(jax.grad(loss), static_argnums=2)`, whose
`static_argnums` move up by one), is rewritten in the same form, `loss_grad = grad(loss, argnums=1,
has_aux=True)`, and each call of the name is a call of the differentiation made there: `g =
loss_grad(params, x)` becomes `g, key = loss_grad(key, params, x)`. A public such name at the top
level of a module other code may import (called in the module or not) keeps its calling convention
as a wrapper, as a public `g = jax.jit(f)` does (below): `loss_grad = jax.grad(loss)` becomes
`_loss_grad_pure = jax.grad(_loss_pure, argnums=1, has_aux=True)` and `def loss_grad(w, x)`, with
the parameters of `loss`, declaring the key, calling `loss_grad_result, key = _loss_grad_pure(key,
w, x)` and returning `loss_grad_result` (for `value_and_grad`, `(loss_grad_value, key),
loss_grad_grad = ...`, returning both); its calls outside traced code, in the module, in the
modules of the run importing it (`model.loss_grad(w, x)` in `main`) and outside the run, do not
change, and traced calls in the module call `_loss_grad_pure` and pass the key. It is reported,
with the reason, where another module of the run traces it, or where the wrapper could not pass
every argument on (as for a public `g = jax.jit(f)`).

A differentiation with `has_aux=True` already given, called where it is made, whose function
returns `value, aux`, brings the key out inside that aux: the pure function returns `value, (aux,
key)` (every `return` written as a pair, `return jnp.sum(h**2), h.mean()` becoming `return
jnp.sum(h**2), (h.mean(), key)`), and the call's value is unpacked with the key there: `(l, aux),
g = jax.value_and_grad(loss, argnums=0, has_aux=True)(w, x)` becomes `(l, (aux, key)), g =
jax.value_and_grad(_loss_pure, argnums=1, has_aux=True)(key, w, x)`, and `g, aux =
jax.grad(loss, has_aux=True)(w, x)` becomes `g, (aux, key) = jax.grad(loss, argnums=1,
has_aux=True)(key, w, x)`. Such a differentiation bound to a name of a function or of the module
and only called, as above, is rewritten in the same form: `loss_grad = jax.value_and_grad(loss,
has_aux=True)` becomes `loss_grad = jax.value_and_grad(_loss_pure, argnums=1, has_aux=True)` and
`(l, aux), g = loss_grad(w, x)` becomes `(l, (aux, key)), g = loss_grad(key, w, x)` (`g, aux =
grad_fn(w, x)`: `g, (aux, key) = grad_fn(key, w, x)`); a public such name at the top level keeps
its calling convention as a wrapper of `_loss_grad_pure` unpacking the key out of the aux and
returning `(value, aux), grad` (`grad, aux`), as for a differentiation without `has_aux`.
A public function so differentiated keeps a wrapper returning what it returned
(`loss_value, (loss_aux, key) = _loss_pure(key, w, x)`, then `return loss_value, loss_aux`), for
the code that is not traced. This is done for a function of the module, not a loop body, branch
or method, not imported by another module of the run, whose every `return` is a pair written out
and whose every use passing the key is such a differentiation, its value (each call's, for one
bound to a name) unpacked so, `(value, aux), grad = ...` (`grad, aux = ...` but for
`value_and_grad`), by an assignment of its own.

A differentiation whose result is neither called where it is made nor bound so
(`vmap(grad(loss))`, a name passed on as a value, `jax.vmap(grad_fn)`, or bound in a class body),
or with `has_aux` given other than as above (a function also called or differentiated otherwise
in traced code, returning a value other than a pair written out, another module's, a value used
otherwise, `out = value_and_grad(f, has_aux=True)(w, x)`, or `out = loss_grad(w, x)` of one
bound to a name; with `has_aux` not a literal; a differentiation of a lambda), `argnums` that is
not a literal, or options given
by position after `argnums` or unpacked, is reported.

A `vmap` of a function made pure called where it is made (`jax.vmap(noisy)(x)`, however
imported) is a call of it too. Eagerly the original traces the function once per call of the
`vmap`, with the global key unmapped: one split per call, the same numbers broadcast over the
batch where they do not depend on it. The rewrite passes the key first, mapped over no axis, and
brings it out unmapped: `in_axes` gets `None` first (`(None, 0)` where it was left out, `(None, 1,
1)` for `in_axes=1` and two arguments, `(None, 0, None)` for `(0, None)`) and `out_axes` becomes
`(out_axes, None)` (`(0, None)` where left out), so `y = jax.vmap(noisy)(x)` becomes `y, key =
jax.vmap(noisy, in_axes=(None, 0), out_axes=(0, None))(key, x)`, the function running once per
call as before. The function running the `vmap` is then a caller like any other (a jitted `batch`
made pure, `main` keeping the state). A `vmap` whose result is not called where it is made
(`mapped = jax.vmap(noisy)`, `jax.jit(jax.vmap(noisy))`), with `in_axes` other than left out, an
integer, `None` (a literal, then written for each positional argument: not with `*args` in the
call) or a tuple written out, or with options given by position or unpacked, is reported.

A lambda given to `jit` (or to a differentiation or a `vmap`) and called at once, whose whole body
is the call of a threaded function (`jax.jit(lambda v: model.noisy_steps(v, 3))(x)`), is that
function written inline: it takes the key first and passes it (`jax.jit(lambda key, v:
model.noisy_steps(key, v, 3))(model.key, x)`, in a driver), so its value is the pair, and its call
is a call of a threaded function like `jax.jit(f)(...)`, made in a driver or in a function made
pure (`jax.vmap(lambda key, r: noisy(key, r, 0.5), in_axes=(None, 0), out_axes=(0, None))(key,
x)` in a jitted `batch`). One naming the key is reported.

A traced function that reads the global key without rebinding it, where a function of the module
rebinds it (`sample` jitted, reading `key`; `reseed` doing `global key` and splitting it, eagerly),
read the key of trace time, a constant of its compiled form. Its traced part becomes
`_sample_pure(key, x)`, taking the key first and returning what it returned (the key is only
read), and `sample(x)` keeps its signature as a wrapper declaring the key, as the others do, and
doing `return _sample_pure(key, x)`, so each call passes the key of its time: where its trace starts at its `jit` decorators (bare, or
`partial(jax.jit, ...)` without `static_argnums` or `donate_argnums`), every use of its name is a
call in code not traced and no other module of the run traces it, it has no default values, and
it calls nothing that may read the key (`_keyless`, below). Else it is reported at its first read.

A function whose callers omnifix cannot all update keeps its name, signature and state as a thin
wrapper, and the traced part becomes pure: `_sample_pure(key, x)` takes the decorators and returns
`(result, key)`, and `sample(x)` declares the key, calls `sample_result, key = _sample_pure(key, x)`
and returns `sample_result`. Called eagerly it does what the original did (a fresh key per call),
and the compiled part gets the key as an input. Its defaults, if any, must be literals (the
wrapper repeats them), but for a public function's (below). This form is chosen for:

- a **public** function: a module-level function of the module's global key, or made pure
  because it calls another module's (`dropout` calling `rng.next_key`: its wrapper keeps that
  module's variable, `dropout_result, rng.key = _dropout_pure(rng.key, x)`, through an import of
  the module added where only its names are imported: `from . import rng` in a module importing
  its package relatively only, else `import pkg.rng`; `import pkg` for a key of the top-level
  package's own `__init__.py`, which has no relative name), whose name has no
  leading underscore, in a module other code may import (not `__main__.py`, a test module
  `test_*.py`/`*_test.py`/`conftest.py`, or a script, whose top level outside `if __name__ ==
  "__main__":` calls a function it defines), and that is defined once: code outside the run may
  call it. Its wrapper passes every argument on: a literal default (`axis=-1`) it repeats, any
  other is evaluated once, where the definition evaluated it, into a module-level name both forms
  take it from, the same object as before (`_sample_scale_default = jnp.ones(3)`, then
  `def _sample_pure(key, x, scale=_sample_scale_default)` and `def sample(x,
  scale=_sample_scale_default)`). Where its pure form is jitted (by a decorator or `f =
  jax.jit(f)`) and passing an argument would differ from leaving it out, the function is threaded
  explicitly instead, the reason in its finding: a parameter with a default that is not static
  (a call leaving it out had it as a Python value in the trace) or is donated, or both
  `static_argnums` and `static_argnames` given (passing by position what a call named may change
  whether it is static). Untraced code keeps calling `f(...)`, unchanged, in the module and in the modules of
  the run importing it; traced code, here or in another module of the run (the functions made
  pure), calls `_f_pure(key, ...)` and passes its key along, spelled as `f` was imported
  (`rng._f_pure`, `pkg.rng._f_pure`, or `from .rng import _f_pure` added beside `from .rng import
  f`; from the module defining `f` where `f` comes through a package re-exporting it, `from .
  import f` or `pkg.f` with `from .rng import f` in `pkg/__init__.py`); `f = jax.jit(f)` at
  module level becomes `_f_pure = jax.jit(_f_pure)`, a private `_g = jax.jit(f)` becomes `_g =
  jax.jit(_f_pure)` and `jax.jit(f)` elsewhere `jax.jit(_f_pure)`, whose calls pass and keep the
  key, and traced callers of `_g` are threaded like callers of `f` (in the modules of the run
  importing `f` alike: `fast = jax.jit(model.step)` in `main`, then `a, model.key =
  fast(model.key, x)`);
- a public `g = jax.jit(f, ...)` (or `partial(jax.jit, ...)(f)`; a public `g = jax.grad(f)`
  alike, above) of a function made pure, at the top level of a module other code may import: it becomes `_g_pure = jax.jit(_f_pure, ...)` (of
  `f` itself where `f` is threaded explicitly; `static_argnums` and `donate_argnums` one up) and
  `def g(...)`, with the parameters of `f` and its wrapper's defaults, declaring the key, calling
  `g_result, key = _g_pure(key, ...)` (for `f` made pure because it calls another module's
  function, keeping that module's variable: `g_result, rng.key = _g_pure(rng.key, ...)`) and
  returning `g_result` (of another module's function made pure, `step = jax.jit(model.apply)`,
  `def step(*args, **kwargs)` passing them on after the key as they came, so no default nor static
  argument can differ): calls of `g` do not change, and
  traced code calling `g`, in the module (functions, jitted methods: as for `f`) or in another
  module of the run, calls `_g_pure` and passes its key. It is reported
  instead, with the reason, where passing every argument on would differ (as above, for the `jit`
  of `g` and those of `f`), `f` is threaded explicitly with a default that is not a literal, `g`
  is bound more than once or not by a statement of its own, or a module of the run tracing `g`
  cannot update its call. A public `g = jax.jit(functools.partial(f, rate=0.5))`, the partial
  binding keywords only, becomes `_g_pure = jax.jit(functools.partial(_f_pure, rate=0.5))` and
  `def g(*args, **kwargs)` passing them on after the key as they came (`g(x, rate=0.25)` too, as
  the partial takes them): no argument is added or left out, so no default can differ;
- a function that splits the key and is only used as a value, outside traced code and never given
  to a JAX transformation (a closure over a `nonlocal` key returned by a factory,
  `make_sampler(seed)` returning a jitted `sample`; a function stored in a table), whose defaults
  are constants and, where it is jitted, static arguments of its `jit` (else the wrapper would pass
  traced what a call leaving it out had as a Python value: reported); also such a closure that
  calls one made pure (a jitted `run` calling `propose`, which splits the `nonlocal` key, or
  running a `scan` whose local body calls it), and one the factory returns jitted, `return
  jax.jit(run)` (or `return jax.jit(run), current`), without options (with them: reported):
  `_run_pure` is then decorated `@jax.jit` and the factory returns the wrapper, `return run`
  (jitting has no effect of its own, so it may happen when the `def` runs);
- a `def` nested in functions never traced (`step` in `train`), splitting the key itself, traced
  only by its own decorators (`@jax.jit`) and used around it in no traced code, lambda nor
  transformation: `_step_pure` takes the decorators (`static_argnums` one up) and `def step`, right
  after it, keeps its signature and the global key, so `train` does not change (used otherwise:
  reported);
- a **method** of a module-level class, jitted by its decorator (`@jax.jit`, `@partial(jax.jit,
  static_argnums=0)`) or by its class under its own name (`self.m = jax.jit(self.m)`), that calls
  a function made pure (`return x + noise(x.shape)`, `next_key()` of another module) or splits
  the global key itself (`global key` in its body): `_m_pure(self, key, ...)` takes the
  decorators (`static_argnums` from 1 on move up by one) and the key after `self`, and passes it
  to the pure forms it calls (the class's statement becomes `self._m_pure =
  jax.jit(self._m_pure)`, its `static_argnums` all moved up by one); `m(self, ...)` declares the
  global (keeps another module's as `rng.key`), calls `m_result, key = self._m_pure(key, ...)` and
  returns `m_result`, so calls through instances do not change. It is reported instead, with the
  reason, where the wrapper would be traced or could not repeat the signature: a method called
  from other traced code (but through a module-level instance, below), given to a
  transformation as a value otherwise (`jax.jit(obj.step)`, `self.fast =
  jax.jit(self.step)`), decorated by another transformation (`vmap`), defined twice
  in its class, or with defaults that are not constants. A method never traced keeps its global
  key, as a function does. A method given as a branch of `lax.cond` or `lax.switch` (below) as
  `self.m` in a method of its class running the call, on its first parameter (`lax.cond(p,
  self._draw, self._keep, x)`), `m` defined once in the class and by no other class of the
  module, is traced from there, not through its wrapper: it gets the same form, and the branch is
  its pure form, `self._draw_pure`, given the key like a threaded function; the method running
  the call is then a caller like any other (jitted: made pure behind its wrapper; never traced:
  keeping the state, `cond_result, key = lax.cond(p, self._draw_pure, ..., key, x)`).

Every other function made pure is threaded explicitly, its callers updated: private functions
(`_f`), those of scripts and tests, whose importers are updated with them, and public ones whose
wrapper would not pass its arguments on exactly (a jitted one with a default that is not static,
above).

A function given as the body of `lax.scan(body, init, xs, ...)`, `lax.fori_loop(lo, hi, body,
init)` or `lax.while_loop(cond_fun, body, init)` (these by position) is called by the loop, with the
loop's arguments: it carries the key in the loop's carry instead. Its carry parameter becomes
`carry_and_key`, unpacked first (`carry, key = carry_and_key`), and it returns `(new_carry, key), y`
(`scan`) or `new_val, key` (`fori_loop`, `while_loop`); a public one is `_body_pure(carry_and_key,
x)` behind a wrapper `body(carry, x)` that keeps the state as above. The `cond_fun` of a
`while_loop` then gets the pair too: a lambda of one parameter not using the key has its
parameter read as `c[0]` where it was the value (`lambda c: c < n` becomes `lambda c: c[0] <
n`); a function named, defined once by a `def` without decorator in the scope that gives it (the
module, or the function running the loop) and not using the key, is left alone and given the
value by a lambda (`lax.while_loop(cond, body, init)` becomes `lax.while_loop(lambda val_and_key:
cond(val_and_key[0]), body, (init, key))`), so it may be used elsewhere too. The loop is given
`(init, key)` and the new key is kept: `c, ys = lax.scan(...)` becomes `(c, key), ys =
lax.scan(body, (init, key), xs)`, and a `scan` whose value is used otherwise moves out of its
statement as `(scan_carry, key), scan_ys = lax.scan(...)`, its value then `scan_carry, scan_ys`
(`out = scan_carry, scan_ys`, `return (scan_carry, scan_ys), key`); a
`fori_loop` or `while_loop`, which returns `(val, key)` like any function made pure, is rewritten as
a call of one (`val, key = lax.fori_loop(lo, hi, body, (init, key))`). The function running the loop
is then a caller like any other: made pure, or keeping the state. Under `jax.disable_jit()` these
loops run as Python loops calling the body once per iteration, splitting the global key each time:
the carried key gives the same numbers and leaves the same key. This is done for a function of the
module's global key given to one such loop and used nowhere else, with its positional parameters
only (two; one for `while_loop`) and no decorator, and, for a `scan`, whose every `return` is a pair
(`return carry, y`): a module-level one not imported by another module of the run, or one defined in
the body of a module-level function (`def step(carry, x):` then `return lax.scan(step, ...)` in a
jitted `run`; for a `nonlocal` key, of a function defined in the factory's body), named by nothing
of the module's scope (nor of the factory's), that splits the key itself or, the only
function of its name in the file and not naming the key, calls a threaded function (`def step(c,
x): return c + noise(x), x`, also in a function never traced, which keeps the state). Such a
local body calling a function made pure because of another module's key (`rng.next_key()`, or
`noise` calling it) carries that key the same way, named as that module names it (`c, key =
c_and_key`), where it does not name that name: the function running the loop passes its own key,
or, keeping the state, that module's variable (`val, rng.key = lax.fori_loop(lo, hi, body, (init,
rng.key))`); a module-level body of another module's key is reported.
A function defined in the body of a traced module-level function and only called there (`def
layer(h): return jnp.tanh(drop(h))`, then `layer(layer(x))` in a jitted `net`; in a comprehension
or a local loop body of it too), without decorators, under the same conditions on its name,
is threaded as a module-level function is: it takes the key first and returns `(result, key)`,
and its calls there pass and keep it (goldens `nested_defs_called_in_jitted`,
`nested_def_called_in_scan_body`). So is a function defined in the body of such a nested
function and only called there, two levels deep (`layer` and `noise` in `block`, in a jitted
`net`: `block` calls them, passing and keeping its key; golden `nested_defs_two_levels`), a name
of neither function's scope but its own. Called otherwise too (in a lambda, given as a value), or
nested deeper or in a method, it is reported.
A lambda given as such a body that calls a threaded function (`lax.fori_loop(0, n, lambda i, c:
jitter(c), x)` in a jitted `run`) becomes a local `def` of a new name (`fori_loop_body`,
`scan_body`, `while_loop_body`) defined right before its statement, its value the `def`'s `return`,
and carries the key the same way (`return jitter(key, c)`; a call inside the value moves out of it
as in any threaded function). The loop calls its body during that statement, so the `def`, in the same scope,
sees the same names with the same values. This is done for a lambda of the module's global key, or
of another module's (`c + random.randint(rng.split(), ...)`: carried as a local body carries it,
`c, KEY = c_and_KEY`), in the code of a function (a method or a nested function too, which is
then a caller like any other: made pure, a jitted method behind its wrapper, or keeping the state)
or at the top level of the module (`total = lax.fori_loop(0, n, lambda i, c: ..., x)`: the `def`
is a new function of the module there, and the statement keeps the state, `total, key = ...`), in
an expression, an assignment or a `return` on a line of its own, or in the element of a list comprehension there
that becomes a loop (above; the `def` goes in the loop, right before the loop's call), taking the
loop's positional arguments, and not naming the key (a value over several lines keeps its lines,
in parentheses). Its other parameters need defaults, which the `def` repeats and evaluates just
before the statement where the lambda evaluated them in it: constants, attributes of imported
modules, the function's (or the comprehension's) own variables and names the module binds once,
which nothing in the statement rebinds first (`lambda i, c, s=scale: ...` becomes `def
fori_loop_body(i, c_and_key, s=scale):`). A `scan` body whose value is not written `(carry, y)`
(`lambda c, x: step(c, x)`) has it unpacked as the loop unpacks it (`c_2, y = value`, then `return
(c_2, key), y`): where the original runs, the value is such a pair.

A branch of `lax.cond` or `lax.switch` that is a threaded function given by name (`lax.cond(pred,
draw, keep, x)`, `lax.switch(i, [add, same], x)`) is called with the key as the first operand and
returns it beside its result, as any function made pure: the call becomes `lax.cond(pred, draw,
..., key, x)` and returns `(result, key)`, like a call of one. Every branch then takes and returns
the key, the ones drawing nothing passing it through unchanged: a lambda gets the key as its first
parameter and returns it beside its value (`lambda v: v` becomes `lambda key, v: (v, key)`); a
function given by name, defined once by a `def` without decorator where the call sees it and not
using the key, is left alone, called by a lambda (`lambda key, *operands: (keep(*operands),
key)`), so it may be used elsewhere too. The old form `lax.cond(pred, true_operand, true_fun,
false_operand, false_fun)` (told from the new one by which arguments are lambdas or functions
`def`ined once) becomes the new one, each branch getting both operands: `lax.cond(pred, lambda key,
true_operand, false_operand: draw(key, true_operand), lambda key, true_operand, v: (v - 1, key),
key, x, y)`. Under `jax.disable_jit()` only the branch taken runs, splitting the global key; the
rewrite gives the same numbers and the same key, the branch not taken leaving it as it was. A
lambda branch calling a threaded function becomes a local `def` (`cond_branch`, `switch_branch`)
right before its statement, by the rules of a lambda loop body above (its defaults, its
statement's form), taking the key first and returning `(value, key)`: `lax.cond(flag, lambda v: v
+ noise(v.shape), keep, x)` becomes `def cond_branch(key, v):` ... `return v + noise_result, key`
then `lax.cond(flag, cond_branch, ..., key, x)`. This is done with every argument given by
position but the one operand, which may be given as `operand=x` (`lax.cond(pred, f, g, operand=x)`
becomes `lax.cond(pred, f, g, key, x)`), where no branch reads the key, for the module's own key
or, in a function made pure, another module's (`lax.cond(p, _up, lambda v: v, x)` in a jitted
`pick`, `_up` calling `kernels.propose`: `pick` passes its `rng_key` to the branches).
The list of a `switch` may be given by a name (`branches = [draw, keep]` then `lax.switch(i,
branches, x)`) bound to a list or tuple once in its function (not the module's: other code may
import it), by an assignment of its own in that body, and used by nothing else: the list is
rewritten where it is bound, the same objects in it (`branches = [draw, lambda key, *operands:
(keep(*operands), key)]`), and a lambda of it that calls a threaded function becomes a `def` right
before that assignment, in the same scope, so it sees the same names as the lambda did.
A branch may be a `def` nested in a module-level function (a jitted one, made pure, or one keeping
the state such as `main`) and given to the `cond` or `switch` there as its only use, by the rules
of a local loop body above (no name of the module's scope, bound once; splitting the module's key
itself, or, the only function of its name in the file and not naming the key, calling a threaded
function, of another module's key too in a function made pure): `def noisy(v):` ... `return
lax.cond(flag, noisy, lambda v: v, x)` in a jitted `pick` becomes `def noisy(key, v):` ...
`return v + noise, key`, called as a branch defined at the module level is, `lax.cond(flag, noisy,
lambda key, v: (v, key), key, x)`.
A branch may be a method, as `self.m` in a method of its class, above: one made pure is given as
`self._m_pure`, one drawing nothing, defined once by a `def` without decorator in the class and
by no other class of the module, is called by a lambda as a function is (`lambda key, *operands:
(self._keep(*operands), key)`).

A call is seen through a module-level alias or partial bound once (`g = f`, `half =
functools.partial(mod.f, rate=0.5)`): `half(x)` in jitted code traces `f`. No key is passed
through such a name (but for a partial whose one traced use is its `jit`, above; a partial bound
in a function and only called passes it, above): a traced use of
one blocks the change of `f` (reported, naming `half`); an untraced one keeps calling the wrapper,
unchanged.

Keys held on attributes (`self.key, k = random.split(self.key)`, KeyGen and PRNGSequence-style
classes) are looked at in every method of the module's classes that the module runs under a JAX
transformation (never-traced methods, `__init__` among them, keep their state: it is correct Python
there). A method whose trace starts at the method itself, jitted by its decorator (`@jax.jit`,
`@partial(jax.jit, static_argnums=0)`) or by its class under its own name (`self.sample =
jax.jit(self.sample)`) or another (`self._step = jax.jit(self.step)`), gets the wrapper form, which
needs no proof of which object a call reaches since the key stays on it: `_sample_pure(self, key,
x)` takes the decorators and the key after `self` (`static_argnums` from 1 on move up by one; for
the class's `jax.jit(self._sample_pure)`, all of them), reads and writes `key` where the method
used `self.key`, and returns `(result, key)`; `sample(self, x)` calls `out, self.key =
self._sample_pure(self.key, x)` and returns `out`. Under another name, `self._step =
jax.jit(self.step)` becomes `self._step_jitted = jax.jit(self._step_pure)` and `_step` a method of
the class wrapping `_step_jitted` as `step` wraps `_step_pure`: `self._step(x)` runs compiled and
`self.step(x)` eagerly, as before, both passing and storing the key; this is done when `_step` is
set nowhere else, is no name of the module's classes, and its every other use is a call outside
traced code and lambdas. The pure name is free in the file (`_sample_pure_2` when `_sample_pure` is
taken). A helper of the class splitting the same attribute (`self._next_key()`) is made pure with
the methods calling it when every traced call of it is in them, each a statement of its own (`sub =
self._next_key()` becomes `sub, key = self._next_key_pure(key)`, `self._advance(2)` becomes `_, key
= self._advance_pure(key, 2)`) or inside an expression, from where it moves just before its
statement as `_next_key_result, key = self._next_key_pure(key)` (`x.size *
random.normal(self._next_key(), shape)`), with the same rules of evaluation order as a call of a
function of a global key (see Limitations: nothing evaluated before it in the statement reads
`self.key`, calls other code or reads an attribute that may run code or change, any attribute of
`self` when a base of its class is defined elsewhere), and it is the only method of that name in the
module; it keeps its wrapper for the code that is not traced. A method splitting the attribute
given as a branch of `lax.cond` or `lax.switch` as `self.m` in a method of its class running the
call (on its first parameter, all branches by position, `m` defined once in the class and by no
other class of the module: as for a global key, above; the list of a `switch` given by a name
too, `branches = [self._a, self._b]` then `lax.switch(i, branches, x)`, under the same conditions
as a global key's, the list rewritten where it is bound) is made pure the same way and given as
`self._m_pure`, and the method running the call, jitted or not (the `cond` traces its branches
either way), is made pure with it behind its wrapper: the key is the first operand and every
branch takes and returns it (a lambda, or a method or function drawing nothing called by a lambda
passing it through, as for a global key), `return lax.cond(...)` returns the pair as it is, `y =
lax.cond(...)` becomes `y, key = lax.cond(..., key, x)`, and a `cond` inside an expression moves
just before its statement as `cond_result, key = ...`, as a helper call does. Such a method is
reported with the change to make, not rewritten, where the wrapper would be traced or would not see every use of the
key: a method called from other traced code (`init` calling `keys()` under `jit`, but through a
module-level instance, below; a call on the
caller's own first parameter, `self.noise(x)`, of a name the caller's class defines, reaches only
that class's method, not one of a class of the module unrelated to it by bases), given to a
transformation elsewhere (`jax.jit(obj.sample)`, or `self._step = jax.jit(self.step)` other than
above, whose calls would have to pass the key), or traced through an instance whose class is known
(a name of a function or of the module bound once, by `drop = Dropout(0.5)`, and an attribute set
once, in `__init__`, by `self.drop = Dropout(0.5)`: `jax.jit(drop)`, `jax.jit(drop.__call__)`, a
`jax.jit(lambda x: drop(x))` of a module-level `drop`, all running `Dropout.__call__`; but the
keyed lambdas and bound methods below, and a module-level `fast_drop = jax.jit(drop)` of a
module-level instance, below), decorated by another transformation (`vmap`, `grad`
and `checkpoint` would see the new parameter and output), a key on something other than the method's
first parameter (`self.gen.key`, another object), a property or `__setattr__` of a related class of
the module, a method splitting keys held in two attributes, giving `self` to other code, using it in
a nested function, or calling another method of the module that uses the attribute (a helper call
that cannot move out of its expression, `random.normal(self.key, s) + random.normal(
self._next_key(), s)`, is reported with the method and the reason). Keys held in containers on
attributes (`self.keys[i]`, `self.state["key"]`) are reported, not rewritten: other code may hold
the container, and which element a call reaches is not proven.

A key on an attribute of a **module-level instance** that traced code of the module uses is
threaded like a global key, the attribute being the state. For `drop = Dropout(0.5)`, bound once,
at the top level, to a call of a class of the module (no bases, decorators or metaclass) whose
methods split a key held on their first parameter (`self.key, sub = random.split(self.key)`), and
read in traced code only by calls of such methods (`drop(x)`, running `__call__`, or
`drop.sample(x)`, or given to `tree_map`, `jax.tree_util.tree_map(NET.sample, params)`, which
becomes a loop over the leaves as for a global key's function: each the only method of its name,
all splitting the same attribute) in module-level functions, or jitted alone at the top level by a
statement of its own, `fast_drop = jax.jit(drop)` (`jax.jit(model.sample)`,
`jax.jit(drop.__call__)`; no options), whose name code outside the module may call: each method
the traced code runs becomes a thin wrapper of a pure method,
as above (`_call_pure(self, key, x)` returns `(result, key)`; `__call__(self, x)` does
`call_result, self.key = self._call_pure(self.key, x)`), and the functions calling it are threaded
as those of a global key, passing their key to the pure method (`drop_result, key =
drop._call_pure(key, x)`), with `drop.key` as the variable code keeping the state passes and keeps:
a jitted public `forward(x)` becomes `_forward_pure(key, x)` behind a wrapper `forward(x)` doing
`forward_result, drop.key = _forward_pure(drop.key, x)`; a private one takes `key` first and its
untraced callers do `y, drop.key = _forward(drop.key, x)`; `fast_drop = jax.jit(drop)` becomes
`_fast_drop_pure = jax.jit(drop._call_pure)` and `def fast_drop(*args, **kwargs)` doing
`fast_drop_result, drop.key = _fast_drop_pure(drop.key, *args, **kwargs)`, so its calls, here or
in another module of the run (`from .layers import fast_drop`), do not change, and a traced
function of the module calling it calls `_fast_drop_pure` with its key (goldens
`instance_key_module_level_jitted`, `instance_key_module_level_jitted_across_modules`,
`instance_key_module_level_tree_map`).
Code never traced keeps calling `drop(x)`, the wrapper, as before. The other attributes the
methods and functions read (`self.rate`, `drop.scale`) are read once, when traced, where the
original, run eagerly, read them on each call: so no attribute of the instance other than its key
may change once it is made, and the methods are reported where one may: a method of the class
other than `__init__` changes one (`def tune(self, r): self.rate = r`) or the class has attribute
hooks, `setattr`, `vars` or `__dict__` (`_state_refusal`); code anywhere in the module stores or
deletes another attribute of the instance or of its class (`drop.rate = 100.0` in `main`, between
two calls of a jitted `forward`); the module uses the instance otherwise than by calls of it or of
its methods, reads of its key and reads of an attribute only read (`x * drop.rate`,
`print(drop.rate)`, `jnp.full(3, drop.rate)`: `_only_read`), where
other code could change it (`configure(drop)`, `d = drop`); or another module of the run imports
the instance (goldens `noop_instance_key_module_level_changed`,
`noop_instance_key_module_level_across_modules_changed`,
`noop_instance_key_across_modules_instance_imported`).
This is done where it is proven which key each traced call updates; the methods are reported,
with the reason, where the name is bound more than once (or declared `global`), is read in traced
code otherwise (given as a value, so a parameter there: `_apply(drop, x)`; `drop.key` itself; a
method that splits nothing; a jit of it with options, `jax.jit(drop, donate_argnums=0)`, a private
`_fast = jax.jit(drop)`, or one whose name is used other than by calls, `fast_drop.lower(x)`, or
traced by another module of the run, which would not pass it `drop.key`), a method cannot be made
pure behind a
wrapper (above: a decorator, a key on another object, ...), a function would take two keys (two
instances in one jitted function, or an instance and a global key), the group is refused as a
global key's would be (evaluation order, a call in a lambda, a `grad` given on, ...), or another
module of the run imports a function threaded with it.
A **global key split in a method of such an instance** (`layer = Layer(3)`, `Layer.__call__`
doing `global key` then `key, sub = random.split(key)`), called by traced module-level functions
(`layer(x)` or `layer.sample(x)` in a jitted `forward`, or given to `tree_map` there), is threaded
the same way with the global as the state: the method becomes `_call_pure(self, key, x)` behind
a wrapper declaring the global (`call_result, key = self._call_pure(key, x)`), as a jitted method
splitting it does (below), the functions calling it are threaded as callers of a function of the
key (`layer_result, key = layer._call_pure(key, x)` in `_forward_pure(key, x)`, behind a public
`forward` keeping the global; a private one takes the key), and eager calls of `layer(x)` and of
its other methods keep updating the global as before (goldens
`method_global_key_module_level_instance`,
`method_global_key_module_level_instance_across_modules`: `main.py` tracing `layers.forward`).
This is done under the conditions above on the instance, the class and its other attributes,
where no class of the module derives from the class, no other module of the run imports the
class or the instance, and no `jax.jit(layer)` traces it; else the method is reported (goldens
`noop_method_global_key_module_level_instance_refused`,
`noop_method_global_key_module_level_instance_imported`).

A key held **on a class** and split in a `classmethod` (`key = jax.random.PRNGKey(0)` in the body
of `Sampler`, `draw(cls, x)` doing `cls.key, sub = random.split(cls.key)`), reached from traced
code as `Sampler.draw(x)`, is threaded the same way, the class standing for the instance:
`draw` becomes a classmethod wrapper of a pure classmethod `_draw_pure(cls, key, x)` (`draw_result,
cls.key = cls._draw_pure(cls.key, x)`: a call through a subclass or an instance, outside traced
code, still reads and stores on its `cls` as the original did), and a jitted `step(x)` calling it
a wrapper of `_step_pure(key, x)`, which calls `Sampler._draw_pure(key, x)`, passing
`Sampler.key` and storing the new key back there. This is done where the class is bound once at
the top level (no `global`; no bases, decorators or metaclass), binds the key in its body by an
assignment of a `jax.random` call (no descriptor), no code of the module that may be traced sets
or deletes an attribute of the key's name other than the split in the classmethod (a method,
`self.key = ...` in any class, or a function traced, decorated, used other than by calls or
imported by another module of the run: it may be the key, and a store in a trace runs once, while tracing), the traced reads of
the class are calls of such classmethods (decorated `classmethod` only) in the code of
module-level functions, as above, the functions calling them reach them through the class's own
name only (not `Shifted.draw(x)` of a subclass, whose `cls` is the subclass, nor `obj.draw(x)`),
and no other module of the run importing the class uses it, or an instance of it, in code it
traces (a call of `Sampler.draw`, a store of `Sampler.key` there: the wrappers would run with
their state under that trace); else the classmethods are reported with the reason. A reset of the
key in code never traced (`def reseed(seed): Sampler.key = jax.random.PRNGKey(seed)`, a module
level function without decorators, only called, or the module's top level; `Shifted.key = ...` of
a subclass alike; golden `class_key_reseed`) is kept: the wrappers read `Sampler.key` and store the new key at each call, so a reset
between calls is seen as the original saw it. So is a module of the run importing the class and
using it only in code it never traces, calling its classmethods (the wrappers, with the same
signatures), reading its attributes, resetting its key or subclassing it (golden
`class_key_imported`); a subclass there defining `_draw_pure` would clash with the pure form.

The class may be another module's of the run (`from .layers import Dropout`, then `drop =
Dropout(0.5)` and a jitted `forward` calling `drop(x)` in `main.py`): its module makes the methods
pure behind their wrappers (`_call_pure(self, key, x)`, `__call__` kept for every other caller)
and tells the importing module their names, which threads its functions exactly as above (`return
drop._call_pure(key, x)` in `_forward_pure`, `forward_result, drop.key = _forward_pure(drop.key,
x)` in the wrapper `forward`). This is done where every module of the run tracing an instance of
the class (or of a class holding one) traces such a module-level instance of the class itself,
reading it in traced code only by calls of its methods (or of other attributes) in the code of
module-level functions; where the methods called there are every method of the class splitting a
key on an attribute, each the only one of its name, all of one attribute, none traced in the
class's own module; where the class has no bases, decorators or metaclass; and where each module
can thread its instance (else it tells the class's module why, which reports the methods with
that reason, module and line, and changes nothing: all or nothing per class).

A key on an instance **held by another object**, traced through a lambda of a function, is
threaded through the holder's method and the lambda: `net = MLP()` then `step = jax.jit(lambda x:
net.apply(x))` in `main`, where `MLP.__init__` sets `self.drop = Dropout(0.5)` once and `apply`
calls `self.drop(x)`, whose `Dropout.__call__` splits `self.key`. `__call__` becomes a wrapper of
`_call_pure` (above), `apply` one of `_apply_pure(self, key, x)`, which calls
`self.drop._call_pure(key, ...)` (`apply_result, self.drop.key = self._apply_pure(self.drop.key,
x)` in the wrapper), and the statement becomes `step_pure = jax.jit(lambda key, x:
net._apply_pure(key, x))` then `def step(x):` doing `step_result, net.drop.key =
step_pure(net.drop.key, x)`, so `step(x)` is called as before. This is done where the holder's
method reaches the key only by such calls on its first parameter (`self.drop(...)` or
`self.drop.m(...)`, of one held instance, not reading `self.drop` otherwise) and is made pure as a
method splitting its own key would be (above); where the lambda's body is that call, `net.m(...)`,
its parameters plain positional ones, given alone to `jax.jit` and bound to a name, `step`, by a
statement of its own in a module-level function that is not traced; where `net` is bound once in
that function, before, by a call of the class, and used there only as `net.m(...)` (its wrappers)
or to read `net.drop.key` or a **plain attribute only read** (`x * net.width`,
`f"{net.width}"`, `print(net.width)`, `jnp.full(3, net.width)`: an operand of an arithmetic, a
comparison or an f-string, or an argument of a builtin such as `print` or of a function of
`jax.numpy`, `jax.lax`, `jax.nn` or `math` running no code given to it, which neither keeps nor
changes the value), never in another scope (not returned, stored, given or captured); and
where `step` is bound once and only called in the function's own code. A plain attribute is set
only as `self.width` in `__init__`, not bound in the class's body (no method or property), of a
class with no bases, decorators or metaclass; and neither the instance's class nor the class of
the instance it holds changes an attribute in another method than by the key's split (`def
tune(self, s): self.scale = s`, called eagerly between two calls of `step`; a method storing a new
key, `def reseed(self, s): self.key = PRNGKey(s)`, is fine: the wrappers read the key at each
call, golden `instance_key_reseeded`), or has attribute
hooks (`__setattr__`, `__getattr__`, ...), `setattr`, `delattr`, `vars` or `__dict__`: the pure
form jitted through the instance reads its attributes once, when traced, as the original reads
them on each call, so they must not change (goldens `instance_key_reads_attribute`,
`noop_instance_key_reads_attribute_changed`). Else the methods are
reported with the reason (`net` bound twice or escaping, the lambda given to `vmap` first, ...).
The same across modules: `main.py` binding `net = layers.MLP()` (the holder and the held class
both of `layers.py`, with no bases, decorators or metaclass, bound once) under the same
conditions tells `layers.py` which method its lambda starts at and what it reads off `net`;
`layers.py` makes the holder's method and the methods it runs through the held instance pure
for it, as above, and `main.py` keys its lambda and defines `step` as above. Where `main.py`
cannot (`net` escapes `main`, ...), or the holder's method cannot be made pure, `layers.py`
reports the methods with the reason, the module and the line.

A method splitting a key on **its own instance**, traced the same way, is threaded the same way:
`jax.jit(lambda obs: agent.act(obs))` in `main` after `agent = Agent(3)`, `Agent.act` splitting
`self.key`, becomes `policy_pure = jax.jit(lambda key, obs: agent._act_pure(key, obs))` and a local
`def policy(obs)` passing `agent.key`, and so does a lambda calling the instance itself, `step =
jax.jit(lambda x: drop(x))`: `step_pure = jax.jit(lambda key, x: drop._call_pure(key, x))`
(`drop(x)` in the function's own code is a call of the wrapper, as `agent.act(obs)` is). So does
**a bound method given alone to `jax.jit`**,
`policy = jax.jit(agent.act)`: `policy_pure = jax.jit(agent._act_pure)`, then `def policy(*args,
**kwargs)` passing them on after `agent.key` as they came. The conditions are those above (for a
bound method, the statement binding its `jit`); calls of `policy` and reads of `agent` inside a
comprehension of the function count as its own code. Across modules, `agents.py` makes the method
pure for `run.py` where every method of the class splitting a key is started so there, of one
attribute, and `run.py` reads nothing else of `agent` than that key and plain attributes in
operations (`jnp.arange(4.0) * agent.scale`, as above; `agents.py` checks the class).

## Why
Under `jit` the function body runs once, while tracing: the split runs on tracers, every call of
the compiled function returns the same random numbers, and the global is left holding a tracer, so
the next use of the key fails with `UnexpectedTracerError`. Before omnistaging the split ran at
trace time and the code repeated numbers silently. A key passed in and returned is an ordinary
input and output: the compiled function gives the numbers the eager one gave.

## Example
```python
key = random.PRNGKey(0)

@jax.jit
def init():
    global key
    key, subkey = random.split(key)
    return random.normal(subkey, ())

print(init())
```
becomes
```python
key = random.PRNGKey(0)

@jax.jit
def init(key):
    key, subkey = random.split(key)
    return random.normal(subkey, ()), key

init_result, key = init(key)
print(init_result)
```

## Limitations
Nothing is rewritten for a key (all or nothing, with the reason reported) when some use, in the
module or in another module of the run, could not be updated safely: a call inside a comprehension
other than the statements above (a generator expression other than the only argument of `sum`,
`tuple`, `list`, `set`, `frozenset`, `max` or `min`, which runs as it is consumed: stored,
returned, given to other code or to `any` or `all`, which stop at the first element that decides;
a set comprehension in a module binding `set`; a dict comprehension with the call in its key
beside other code than pure code; a list, set or dict comprehension inside a larger
expression after something other than pure code (`_scale() + jnp.stack([...])`) or evaluated
only sometimes, in the header of a compound statement, or beside another threaded call in its
statement; one nested in another that calls a
threaded function too, evaluates other code before it (or after it, in the element of a list that
is unused) or uses the names it binds), a lambda (also a traced one inside a function, `fast = jax.jit(lambda: sample(2))`, `jax.jit(lambda: sample(2) * 2)()`; but for the loop
bodies, branches and the lambdas called at once above), a traced function that would keep the
state (a jitted function nested in an untraced one, a function defined in traced code or given to a transformation where it
is defined, such as a local `scan` body calling a threaded function other than above),
`while` or `elif` test, conditional branch or default value, or after something whose order would
change (a call of code other than JAX, numpy, math, a few builtins and module functions made of
nothing else: no other call, no store but to their locals, no read of the key or of a module
variable other than one bound only to constants and JAX or math values, so a function appending to
a module list, or imported, is other code; a read of the key, or of an attribute that may run
code or change: one a
class of the module binds other than by a `def` or to a constant, a property among them, or that
code other than `__init__` sets or deletes; any attribute if a class defines `__getattr__` or
`__getattribute__`); in code keeping the state, a call whose arguments call a function of the
module that may rebind the key (`sample(reseed())`: the key would be passed before `reseed` runs);
a threaded function used as a value
(other than by `jit`, by a differentiation called where it is made or by `tree_map`, above: a
`tree_map` with trees unpacked or by keyword, other options, a lambda other than above, ...)
that is also called, or used in traced code or given to a transformation
(where a stateful wrapper would be traced; other than as the body of a `scan`, `fori_loop` or
`while_loop` or a branch of `cond` or `switch`, above: a `cond` or `switch` with arguments by
keyword (but `operand=`) or unpacked, a `switch` whose list is a name bound otherwise or used
elsewhere too (`len(branches)`), a method given as a branch other than above (`other._a`, in a
function nested in the method, of a name another class of the module defines too; one splitting
a key held on an attribute, `self.key`, beside a branch that uses the attribute or a method using
it without being made pure), a branch reading the key,
a branch of another module's key outside a function made pure (a `cond` in `main`), a branch
that is a `def` nested in a function other than above (used twice, nested deeper, in a method),
a lambda branch or body other than above (a default
that is a call or another expression, a lambda in a traced nested function or in a `scan` inside
a comprehension, one at the top level of a module whose value is on several lines, ...), a
`while_loop` whose `cond_fun`
is neither a lambda of one parameter nor a function defined once by a `def` (one using the
key, or imported, bound again or decorated), a body given by keyword, through `functools.partial`
or used elsewhere too, a local body calling a threaded function whose name another function of
the file has too or that names the key (another module's: the name that module gives it), a `scan` whose value is not
used or that is inside a comprehension, a `scan` body returning something other than a pair, one
of a `nonlocal` key but local to a function of its factory), defined more than once, with other
decorators, nested in another function or a method (but a `def` only called in the traced function defining it, or two levels deep, above), a generator, with a `finally`, or capturing the key in a nested function; a threaded
function calling another function, or a method of the module (any of the name it calls), that
reads the key, or (threaded in another module) any function of the key's module but those it
publishes as unable to read it (naming nothing but library code, jax, numpy, math and a few
builtins, methods of values, constants of the module and other such functions); a threaded function (or one kept as a
wrapper) called from a traced method that cannot keep its signature as a wrapper (above), or such a
method splitting the key itself; `static_argnums` that
are not literals; a `grad` (`value_and_grad`, `jacrev`, ...) of a threaded function given on rather than
called (`vmap(grad(f))`, `grad_fn = grad(f)` then `vmap(grad_fn)`, or bound in a class body), with `has_aux`
other than a differentiation called at once, or bound to a name only called, whose value is
unpacked (above), or with `argnums` that is
not a literal (above); a `vmap` of a threaded function not called where it is made
(`mapped = jax.vmap(f)` then `mapped(x)`, whose key would have to follow the name), with `in_axes`
that is not a literal omnifix can extend with the key's `None` (a name, a list, an integer with
`*args` in the call) or options by position (above); a statement sharing its line; a public
module-level `g = jax.jit(f)` (or
`g = jax.grad(f)`, `value_and_grad`, ...) of a threaded `f` whose wrapper cannot keep `g`'s calling
convention (above), a public such derivative traced in another module of the run among them. A private function of another module's key made
pure here (`_dropout` calling `rng.next_key`) is threaded explicitly, so code outside the run
calling it must change by hand. Other modules call a method through instances, which omnifix
does not rewrite there. A module of the run tracing an instance of a class another module exports
(one whose instances may run a method splitting a key on an attribute: its own, a base's of its
module, or one of an instance its methods set on `self`, `MLP` holding `self.drop = Dropout(0.5)`),
bound once to a name from a call of the class and read in code the module traces or given to a
transformation (`net = MLP()` then `jax.jit(lambda x: net.apply(x))` in `main.py`), makes the
class's module report every such method, with the importer's line, and not rewrite it: whichever
method the importer calls, all those an instance may run are reported; but for a module-level
instance of the class itself that each such module threads, and for the holder's method a lambda
there starts at (above). A method of an object such a module does not know (a parameter, a name
bound twice: `jax.jit(agent.act)` in `def run(agent)`), called in code it traces or given to a
transformation, is matched by its name, as `codemods._traced` matches one in the module: the
class's module reports its methods of that name splitting a key on an attribute, with the
importer's line, where the importer imports any name of it. Other traced code (an instance read
only in a function that a third module traces, held by a class of another module, or reaching a
module importing nothing from the class's) is not seen: a method it reaches is made pure or left
as it is, and its wrapper's state, or the original's, runs inside that trace. A method traced through an instance
(above) is reported, not rewritten: the trace starts at a lambda or at another object's method,
which the wrapper form does not reach (`jax.jit(net.apply)`, `jax.jit(lambda x: 2 *
net.apply(x))`; but the keyed lambdas above), and an
instance whose class is not known statically (a name
bound twice, a parameter) is not seen: nothing is reported; a module-level instance used by the
module's traced functions is threaded (above), in the module binding it (the class's or, under the
conditions above, an importer's). Another module of the run importing the instance itself makes
it refused (above); code outside the run calling a private function threaded with it must pass and
keep `drop.key` by hand, and code outside the run changing an attribute of a public module-level
instance between two calls is not seen; nor is another module of the run using a public `g =
jax.jit(f)` made a wrapper (`fast_drop = jax.jit(drop)` too) other than by calls, `g.lower(x)`,
which the wrapper is not (in `g`'s own module it is refused). A module-level instance of another
module's class jitted at the top level (`fast_drop = jax.jit(drop)` in `main.py`, `Dropout` of
`layers.py`) is reported (golden `noop_instance_key_module_level_jitted_class_elsewhere`). A method of a
module-level instance reaching the global key only through its calls (`return x *
noise(x.shape)`, `noise` splitting it), called by traced code through the instance, is reported,
not threaded as one splitting the key itself is (above). A `jax.jit(layer)` of an instance whose
`__call__` splits the global key traces the method, which is reported: the wrapper would be
traced with it (golden `noop_method_global_key_instance_jitted`). A class made
pure for a module-level instance of an importer is so for the traces omnifix sees: another trace
of an instance of it, where the instance is given as a parameter or read only in a function a
third module traces, runs the wrapper, whose state that trace traces as it traced the original. A traced call through a module-level alias or partial of a threaded function (`half =
partial(f, ...)`; one bound in a function and only called is, above) is not rewritten, nor a `jit` of a partial binding arguments by position
(`jax.jit(partial(f, 0.5))` of `def f(rate, x)`; one binding keywords only, or by position all the
positional parameters of `f`, is, above, and one given alone to `jit` in a statement `g =
jax.jit(...)` of its own at the top level or bound to a name by such a statement, binding
literals or names bound once, keywords only of parameters `f` has left, whose defaults are
literals, a `def` then standing for it), nor a `jit` of a name bound to
a partial that is private and used otherwise too, or public and also used in traced code, binding
values other than literals and names bound once (`rate=1 / 2`, which its pure twin would evaluate
again), or binding a function threaded explicitly, which keeps no wrapper for the calls of it
(reported, naming it); the wrapper of a public `g =
jax.jit(partial(f, rate=0.5))` takes `*args, **kwargs`, not the parameters of `f`. Modules importing each other are transformed together, so a function one of them imports from the
other is not changed. Tracing is followed across the modules of the run through calls of their
module-level functions, however many (`main` running `jax.jit(layers.forward)`, `forward` calling
`model.step`, `step` calling `rng.noise`), whatever their text: a module this fix's filter turns
away (naming neither `jax` nor `random` or a transformation: `mid.py` whose `perturb` calls
`rng.noise`) is read for it when it imports a name another module of the run exports for it, at
any depth of such modules. The traced
functions are found by name (`codemods._traced`), which may count a function as traced that is not
(a method of another class with the same name): it is then made pure all the same, with every caller
updated. A function that would be threaded with several keys is rewritten (above) only where
they are all global keys of its module, the functions threaded with more than one are
module-level functions that no other module of the run imports or traces, no function threaded
with them reads a key it is not threaded with, and none of these uses a form whose edit carries
one key: a loop body or carry (`scan`, `fori_loop`, `while_loop`), a branch of `cond` or `switch`,
a lambda, a differentiation or `vmap` of a threaded function, a comprehension made loops, a `jit`
with options to shift, a `g = jax.jit(f)` wrapper, a wrapper's defaults (a `nonlocal` key,
another module's or an instance's neither): elsewhere each function updating a key is reported,
`step` "would take two keys". A key held on a class and
split in a `classmethod` is reported, not rewritten, other than under the conditions above (`Sampler.draw(x)`
in module-level functions only): shared by the class's instances and subclasses (a call through a
subclass stores the new key on the subclass), traced code reaching it otherwise (`Shifted.draw(x)`,
a lambda, an instance) would store the new key elsewhere than `Sampler.key`; a store of an
attribute of the key's name in a method or in code that may be traced, or a trace of the class
in a module importing it (also through its module, `s.Sampler.draw(x)`, or of its method given to
a transformation, `jax.jit(Sampler.draw)`), is reported too. A host callback in code the module
traces given a function that may set the key (`jax.debug.callback(reset)`, also in a lambda, where
`reset`, or a function of the module or method it calls by name, declares the key `global` or
`nonlocal` or stores an attribute of its name, or is or calls another module's function) refuses
the key's rewrite, with the reason: it runs in the middle of the call, eagerly too, and the
wrapper's store would overwrite what it set. Code never traced is found by `codemods._traced`: a
resetting function reached during a call otherwise (by a host callback in another module's traced
code, or traced in another module in a way omnifix does not see, through an instance read only in
a function a third module traces or a star import) would reset the key during the call, which the
wrapper's store then overwrites. A traced function only
reading the global key (above) is reported, not rewritten, where its trace does not start at its
`jit` decorators, other traced code or another module of the run traces it, or it has default
values or calls code that may read the key; it is not reported where the key's own rewrite is
refused (that finding names the readers its traced code reaches), and a read of another module's
key (`rng.key`), of a `nonlocal` key or of a key on an attribute is not seen. If a threaded function
or a method made pure raises, the caller's key (or `self.key`) is not advanced, where the original
had advanced it by the splits before the error. A function under `vmap` that makes the key
depend on the mapped values (`key = random.fold_in(key, row_index)`) makes the rewrite raise (the
key comes out unmapped), where the original left a batched tracer in the global, failing only at
its next use. A method made pure keeps its name free of the
classes of this file only: a base or subclass in another module defining `_sample_pure` (or the
`_step` of `self._step = jax.jit(self.step)`) would clash, and a subclass in another module
overriding a helper made pure (`_next_key`), or a method given as a branch (`self._draw`), is no
longer called by the traced method, which calls `_next_key_pure` (`self._draw_pure`); one
overriding a branch drawing nothing (`self._keep`) with a method that splits the key would split
the global while the traced method's wrapper keeps the key it passed. Whether reading an attribute may run
code or see a change is judged from the classes and code of this module: a property of a class of
another module whose code changes the key is not seen (other than through a base of a method's
class, above).
Temporary names (`init_result`) are bound where a call is moved out of an expression. A threaded
call moves across a call of a function of the module made of pure code only (above): not across
one of another module, even one its module publishes as unable to read its key; and, as with a
JAX or numpy call, what such a function reads of a mutable argument (a numpy array, a list) the
threaded call changes in place is not followed. An import added to reach another module's key
names the module absolutely (`import pkg.rng`, as the folders of the run name it) where the module
imports its package by name or not at all, and always for the key of a top-level package's own
`__init__.py` (`import pkg`): wrong if the package is installed under another name (vendored).
Traced code reaching a function other than by a call of its name is reported, not rewritten, where
omnifix sees it: a call of a factory given to a transformation (`jax.jit(make_noise(1))`,
`make_noise` returning a closure that splits its `nonlocal` key; in the module or in another of
the run) or bound by a statement of its own to a name traced code reads (`drift = make_noise(2)`,
then `jax.jit(lambda x: drift(x) * 2)`), and a module-level function reaching a split of the
global key stored in a dict, list, tuple or set that a top-level assignment binds to a name traced
code reads (`ACTS = {"drop": dropout}`, `ACTS[name](x)` in a jitted function) or that is given,
or an item of it, to a transformation (`jax.jit(fns[0])`); so is another module's function
reaching a split of its key stored so (`fns = [rng.noise]`), itself or through its calls, where
that module leaves it stateful: never traced there, or kept as a wrapper for its own traced code. Other such paths (a table built otherwise, a function passed as
an argument) are not seen. A call, in a traced function, of a name that only a
star import of a module other than a library's binds (`from .model import *`) is reported,
whatever that module holds: the functions of other modules are followed where imported by name
(`from .model import dropout`, then run again).
Other Python side effects of traced code are left as they are: a threaded function or a method
made pure that also appends to a list (`self.history.append(x)`, `LOG.append(x)`), bumps a
counter (`global count; count += 1`) or prints, runs it when `jit` traces it, once, as the
original did under `jit`, where the original run eagerly ran it on each call; the rewrite is not
refused and this is not reported (`jax.debug.print` or `jax.debug.callback` run on each call).
"""

from __future__ import annotations

import ast
import builtins
import os
import re
from collections import Counter
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Callable, Collection, Iterable, Iterator, Mapping

import libcst as cst

from codemods._traced import (
    DEFINITIONS,
    PARTIAL,
    TRANSFORMS,
    TREE_MAPS,
    Traced,
    aliases,
    arguments,
    every_meaning,
    host_function,
    importable,
    in_walk_order,
    name_of,
    transform_of,
    unpartial,
)
from omnifix.imports import ImportPlan
from omnifix.modules import Module
from omnifix.names import Names
from omnifix.plan import REMOVE, PlanContext, Site, Split
from omnifix.results import Tier
from omnifix.rule import UNKNOWN, Refusal, Rule, Through

_SPLITS = frozenset({"jax.random.split", "jax.random.fold_in"})
_RANDOM = "jax.random."
_BUILTIN_NAMES = frozenset(dir(builtins))
_LIBRARIES = frozenset(
    {
        "jax",
        "jaxlib",
        "numpy",
        "scipy",
        "flax",
        "optax",
        "haiku",
        "chex",
        "einops",
        "functools",
        "math",
        "operator",
        "itertools",
        "collections",
        "typing",
        "os",
        "sys",
        "time",
    }
)
_JIT = "jax.jit"
_VMAP = "jax.vmap"
_TRANSFORM_WORDS = (
    b"jit",
    b"map",
    b"grad",
    b"scan",
    b"loop",
    b"cond",
    b"switch",
    b"checkpoint",
    b"remat",
    b"custom_",
)
_SHIFTED = ("static_argnums", "donate_argnums")
# loops whose body may carry the key: -> (index of the body, index of the initial carry)
_CARRIERS = {"jax.lax.scan": (0, 1), "jax.lax.fori_loop": (2, 3), "jax.lax.while_loop": (1, 2)}
_LOOPS = frozenset(_CARRIERS)
# calls of one of several functions (branches) given as arguments, which may get the key as their
# first operand and return it beside their result
_BRANCHING = frozenset({"jax.lax.cond", "jax.lax.switch"})
# JAX functions calling the code given to them, whose order relative to a threaded call matters
# where that code is the project's (`_pure`)
_RUNS_GIVEN = frozenset(
    {
        *_CARRIERS,
        *_BRANCHING,
        "jax.lax.map",
        "jax.lax.associative_scan",
        *TREE_MAPS,
        "jax.tree_util.tree_reduce",
        "jax.tree.reduce",
        "jax.pure_callback",
        "jax.debug.callback",
    }
)
# transformations differentiating a function given first, whose `has_aux=True` brings the key out
# as the aux: -> whether it comes back beside the value (`value_and_grad`: `((value, aux), grad)`)
# rather than beside the whole result (`grad`, `jacrev`, ...: `(result, aux)`)
_DIFFERENTIATIONS = {
    "jax.grad": False,
    "jax.jacrev": False,
    "jax.jacfwd": False,
    "jax.hessian": False,
    "jax.value_and_grad": True,
}
_PURE = (
    "jax.numpy.",
    "jax.random.",
    "jax.lax.",
    "jax.nn.",
    "jax.scipy.",
    "jax.tree_util.",
    "math.",
    "operator.",
)
# the JAX functions returning arrays, whose methods are pure (`_Planner._array_method`)
_ARRAY_MAKERS = ("jax.numpy.", "jax.random.", "jax.lax.", "jax.nn.", "jax.scipy.")
# what a module-level value may hold for `_Planner._movable` (with jax and math names and calls)
_FROZEN = (
    ast.Constant,
    ast.Tuple,
    ast.UnaryOp,
    ast.BinOp,
    ast.Load,
    ast.USub,
    ast.UAdd,
    ast.Add,
    ast.Sub,
    ast.Mult,
    ast.Div,
    ast.FloorDiv,
    ast.Pow,
    ast.keyword,
)
# where the functions a module's functions call cannot read its key (`_Planner._keyless`)
_KEYLESS_LIBRARIES = frozenset({"jax", "numpy", "math"})
_PURE_BUILTINS = frozenset(
    {
        "len",
        "range",
        "int",
        "float",
        "bool",
        "str",
        "tuple",
        "list",
        "dict",
        "min",
        "max",
        "abs",
        "sum",
        "round",
        "isinstance",
        "enumerate",
        "zip",
        "divmod",
        "slice",
    }
)
# what a decorator's arguments may be made of to be evaluated after the defaults (no call)
_PLAIN = (
    ast.Constant,
    ast.Name,
    ast.Attribute,
    ast.Load,
    ast.Tuple,
    ast.List,
    ast.UnaryOp,
    ast.USub,
)
_DRIVER = re.compile(r"^(main|_?test.*)$")
_COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)
# builtins that consume a generator given as their only argument whole, in order, before anything
# else of their own runs but the `+` or comparisons of what it yields
_CONSUMERS = frozenset({"sum", "tuple", "list", "max", "min", "set", "frozenset"})
# what the loops made of a set or dict comprehension fill, by its kind (a list: `values`)
_BUILT = {ast.SetComp: "members", ast.DictComp: "mapping"}
_SCOPES = (*DEFINITIONS, ast.Lambda, ast.ClassDef, *_COMPREHENSIONS)
_NESTED = (*DEFINITIONS, ast.Lambda, ast.ClassDef)
_STATE = "\0state"  # placeholder for `module.key` of an external group


def _root(func: ast.expr) -> str | None:
    while type(func) is ast.Attribute:
        func = func.value
    return func.id if type(func) is ast.Name else None


def _target_names(target: ast.expr) -> list[ast.Name]:
    if type(target) is ast.Name:
        return [target]
    if type(target) in (ast.Tuple, ast.List):
        return [n for e in target.elts for n in _target_names(e)]
    if type(target) is ast.Starred:
        return _target_names(target.value)
    return []


def _module_of(dotted: str) -> str:
    """The module part of an imported dotted name, its dots kept: `.rng` of `.rng.next_key`, `.`
    of `.next_key` (`from . import next_key`), "" of a name imported as a module."""
    name = dotted.lstrip(".")
    return dotted[: len(dotted) - len(name)] + name.rpartition(".")[0]


def _positional(function: ast.AST) -> list[ast.arg]:
    return [*function.args.posonlyargs, *function.args.args]


def _own(function: ast.AST, children: dict[ast.AST, list[ast.AST]]) -> Iterator[ast.AST]:
    """The nodes of `function`'s body outside nested functions, lambdas and classes, each before
    the nodes inside it (`children`: the module's `Names.children`)."""
    body = function.body
    stack = [body] if type(function) is ast.Lambda else list(reversed(body))
    while stack:
        node = stack.pop()
        yield node
        if not isinstance(node, _NESTED):
            stack.extend(reversed(children[node]))


def _identifiers(node: ast.AST) -> Iterator[str]:
    """Every identifier written inside `node` (names, attribute and keyword names, parameters,
    the names of functions and classes, imports and declarations)."""
    for n in ast.walk(node):
        kind = type(n)
        if kind is ast.Name:
            yield n.id
        elif kind is ast.Attribute:
            yield n.attr
        elif kind in (*DEFINITIONS, ast.ClassDef):
            yield n.name
        elif kind is ast.arg:
            yield n.arg
        elif kind is ast.keyword and n.arg is not None:
            yield n.arg
        elif kind is ast.alias:
            yield from n.name.split(".")
            if n.asname:
                yield n.asname
        elif kind in (ast.Global, ast.Nonlocal):
            yield from n.names
        elif kind is ast.ExceptHandler and n.name:
            yield n.name


def _comprehension_locals(function: ast.AST, skip: ast.AST) -> Counter:
    """How often each name is read or bound in `function` as the own variable of a comprehension
    or lambda other than `skip` (its targets, wherever that comprehension uses them but in its
    first iterable, which runs in `function`'s scope; a lambda's parameters, but in its default
    values): a loop binding the name in `function` does not change what those hold. Outermost
    ones only (a nested one binding the same name counts as the function's)."""
    found: Counter = Counter()
    stack = [function]
    while stack:
        node = stack.pop()
        kind = type(node)
        if kind not in _COMPREHENSIONS and kind is not ast.Lambda or node is skip:
            stack += ast.iter_child_nodes(node) if node is not skip else ()
            continue
        if kind is ast.Lambda:
            arguments = node.args
            parameters = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]
            parameters += [a for a in (arguments.vararg, arguments.kwarg) if a is not None]
            bound = {a.arg for a in parameters}
            found.update(a.arg for a in parameters)
            outside = {
                id(n)
                for d in (*arguments.defaults, *arguments.kw_defaults)
                if d
                for n in ast.walk(d)
            }
        else:
            bound = {
                n.id for g in node.generators for n in ast.walk(g.target) if type(n) is ast.Name
            }
            outside = {id(n) for n in ast.walk(node.generators[0].iter)}
        found.update(
            n.id
            for n in ast.walk(node)
            if type(n) is ast.Name and n.id in bound and id(n) not in outside
        )
    return found


def _mentions_any(node: ast.AST) -> bool:
    """Whether evaluating `node` may read or run anything (a call, a name, an attribute)."""
    return any(
        type(n) in (ast.Call, ast.Name, ast.Attribute, ast.arg) or type(n) is ast.keyword and n.arg
        for n in ast.walk(node)
    )


def _children(node: ast.AST) -> list[ast.AST]:
    """The child nodes of `node` in the order of the source."""
    children = [
        c
        for c in ast.iter_child_nodes(node)
        if not isinstance(c, (ast.expr_context, ast.operator, ast.boolop, ast.cmpop, ast.unaryop))
    ]
    if len(children) > 1 and all(hasattr(c, "lineno") for c in children):
        children.sort(key=lambda c: (c.lineno, c.col_offset))
    return children


def _axis(value: ast.expr) -> bool:
    """Whether `value` is an integer or `None` written as a literal (an `in_axes` for all)."""
    if type(value) is ast.UnaryOp and type(value.op) is ast.USub:
        value = value.operand
    return type(value) is ast.Constant and (value.value is None or type(value.value) is int)


def _shiftable(value: ast.expr) -> bool:
    """Whether `static_argnums` written as `value` can be shifted for one more parameter first."""
    kind = type(value)
    if kind is ast.Constant:
        return type(value.value) is int
    if kind is ast.UnaryOp:
        return (
            type(value.op) is ast.USub
            and type(value.operand) is ast.Constant
            and type(value.operand.value) is int
        )
    if kind in (ast.Tuple, ast.List):
        return all(type(e) is not ast.Starred and _shiftable(e) for e in value.elts)
    return False


def _keyword_arguments(call: cst.Call, names: list[str]) -> cst.Call:
    """`functools.partial(f, 0.5, 2)` -> `functools.partial(f, rate=0.5, n=2)`: the arguments
    after the function bound by keyword, in order, to the parameters `names`."""
    args = list(call.args)
    bound = [
        arg.with_changes(
            keyword=cst.Name(name),
            equal=cst.AssignEqual(
                whitespace_before=cst.SimpleWhitespace(""),
                whitespace_after=cst.SimpleWhitespace(""),
            ),
        )
        for arg, name in zip(args[1 : 1 + len(names)], names, strict=True)
    ]
    return call.with_changes(args=[args[0], *bound, *args[1 + len(names) :]])


def _defed_twin(
    name: str, key: str, callee: cst.BaseExpression, bound: cst.Call, params: str, passed: str
) -> cst.FunctionDef:
    """`def _half_pure(key, x): return _f_pure(key, 0.5, x)` for `functools.partial(f, 0.5)`
    (`_defed`): the values `bound` binds by position, then those the `def` passes on (those it
    binds by keyword are the defaults of its keyword-only parameters, in `params`)."""
    code = cst.Module([]).code_for_node
    values = [code(a.value) for a in bound.args[1:] if a.keyword is None]
    head = ", ".join([key, params] if params else [key])
    body = ", ".join([key, *values, *([passed] if passed else [])])
    return cst.parse_statement(f"def {name}({head}):\n    return {code(callee)}({body})\n")


_DEFED = (  # how a `jit` of a `functools.partial` of a function made pure passes the key
    "omnifix passes the key through a `partial` binding keywords only, or by position all the "
    "positional parameters of a function of the module, given alone to `jit`, or through a `def` "
    "standing for one binding some of them, of a function made pure here or in another module "
    "of the run, given alone to `jit` in a statement `g = jax.jit(...)` of its own at the "
    "module's top level, or bound to a name by a statement of its own there, then jitted (`half "
    "= partial(f, 0.5)`, `jax.jit(half)`)"
)


def _repeatable(default: ast.expr) -> bool:
    """Whether a wrapper may write a default value again: a literal of immutable values (`2`,
    `-1.0`, `None`, `("a", 1)`), equal wherever it is evaluated. Other defaults are evaluated once,
    into a module-level name both forms use (`_with_wrapper`)."""
    kind = type(default)
    if kind is ast.Constant:
        return True
    if kind is ast.UnaryOp and type(default.op) in (ast.USub, ast.UAdd):
        operand = default.operand
        return type(operand) is ast.Constant and type(operand.value) in (int, float, complex)
    return kind is ast.Tuple and all(_repeatable(e) for e in default.elts)


def _literals(value: ast.expr | None, kind: type) -> list | None:
    """The values of a `jit` argument such as `static_argnums=(0, -1)` or `static_argnames="n"`
    (none when it is not given), or None when it is not such a literal."""
    if value is None:
        return []
    found = []
    for item in value.elts if type(value) in (ast.Tuple, ast.List) else [value]:
        sign = 1
        if kind is int and type(item) is ast.UnaryOp and type(item.op) is ast.USub:
            item, sign = item.operand, -1
        if type(item) is not ast.Constant or type(item.value) is not kind:
            return None
        found.append(item.value * sign)
    return found


@dataclass
class _Site:
    """One call of a threaded function, and how it is rewritten."""

    call: ast.Call
    statement: ast.stmt  # the statement it is part of
    where: ast.AST | None  # the function whose code it is (None: the owner's own code)


@dataclass
class _Group:
    """Everything about one key variable: the functions made pure, their callers, what blocks it."""

    owner: ast.AST  # the module's tree, or the function whose local the key is
    key: str
    declaration: str  # "global" or "nonlocal"
    # another module's key threaded under another name here (`key` is then the parameter's name,
    # `model_key`, this the name of the variable of `origin`, `key`), where a caller has its own
    attribute: str | None = None
    direct: dict[ast.AST, ast.Assign] = field(default_factory=dict)  # function -> its rebinding
    # the module-level functions reaching a split of a global key by calls (`_traced_values`)
    reaching: set[str] = field(default_factory=set)
    members: dict[ast.AST, str] = field(default_factory=dict)  # function -> why it is threaded
    sites: list[_Site] = field(default_factory=list)
    problems: list[tuple[ast.AST | None, str]] = field(
        default_factory=list
    )  # None: in another module
    jit_calls: dict[ast.Call, int] = field(
        default_factory=dict
    )  # `jit(...)`/`partial(jit, ...)` to shift -> the index of the new parameter
    drivers: set[ast.AST] = field(default_factory=set)  # functions that need the declaration
    refs: dict[ast.AST, str] = field(default_factory=dict)  # name uses of threaded functions
    returns: dict[ast.Return, str] = field(default_factory=dict)
    undeclare: dict[ast.AST, set[str]] = field(default_factory=dict)
    calls: dict[ast.Call, str] = field(default_factory=dict)
    hoisted: dict[ast.Call, tuple[str, str]] = field(default_factory=dict)
    hoists: dict[ast.stmt, list[ast.Call]] = field(default_factory=dict)
    # the statement -> the call, the lists' names (`_site`), whether the element runs other code
    loops: dict[ast.stmt, tuple[ast.Call, tuple[str | None, ...], bool]] = field(
        default_factory=dict
    )
    # the statement -> the call (a `tree_map`'s own for a function given by name), the `tree_map`
    # (`_tree_loop`)
    tree_loops: dict[ast.stmt, tuple[ast.Call, ast.Call]] = field(default_factory=dict)
    direct_statements: dict[ast.stmt, tuple[str, str | None]] = field(default_factory=dict)
    # a key kept by another module of the run (`origin`), whose threaded functions this module calls:
    # their full exported name (`pk.layers.spread`, so that `pk.rng.spread` and a `def spread`
    # here stay apart; an instance group's: `drop.sample`) -> the nodes naming them here; drivers
    # keep that module's variable (`origin.key`)
    origin: str | None = None
    external: dict[str, list[ast.expr]] = field(default_factory=dict)
    traced: dict[ast.AST, str] = field(default_factory=dict)  # function -> how it is traced
    wrapped: dict[ast.AST, tuple[str, str]] = field(
        default_factory=dict
    )  # member -> (pure name, result name)
    edited: dict[ast.AST, ast.AST] = field(
        default_factory=dict
    )  # external use -> the node edited for it
    public: set[ast.AST] = field(default_factory=set)  # wrapped because outside code may call it
    # a factory's `return jax.jit(f)` of a wrapped `f` -> `f`: the jit moves onto `_f_pure`
    unjitted: dict[ast.Call, ast.AST] = field(default_factory=dict)
    # a public function's defaults evaluated once into a module-level name: (parameter, name)
    defaults: dict[ast.AST, list[tuple[str, str]]] = field(default_factory=dict)
    # why a public or value-only function is not wrapped
    unwrapped: dict[ast.AST, str] = field(default_factory=dict)
    # a public `g = jax.jit(f)` kept as a wrapper, by its `f`: (`g`, the statement, `_g_pure`,
    # `g_result`, `f`'s definition); `g` -> `_g_pure`; why one is not kept, by its `f`
    jit_wrappers: dict[ast.AST, tuple[ast.Name, ast.Assign, str, str, ast.AST]] = field(
        default_factory=dict
    )
    jit_names: dict[str, str] = field(default_factory=dict)
    jit_refusals: dict[ast.AST, str] = field(default_factory=dict)
    jit_tracers: dict[ast.AST, list[str]] = field(default_factory=dict)  # the modules tracing `g`
    renames: dict[ast.expr, str] = field(default_factory=dict)  # use -> the pure name it calls
    # a public `half = partial(f, ...)` whose `jit` jits a twin bound after it: (twin, `_f_pure`)
    twins: dict[ast.Assign, tuple[str, str]] = field(default_factory=dict)
    # `functools.partial(f, 0.5)` binding all of `f`'s positional parameters -> their names
    keyworded: dict[ast.Call, list[str]] = field(default_factory=dict)
    # `half = functools.partial(f, 0.5)` binding some of them, jitted through a `def` of the pure
    # form (`_defed`): its statement (the partial, given alone to `jit`: `_inline_jit`) -> the
    # key's name, the `def`'s first parameter
    defed: dict[ast.Assign | ast.Call, str] = field(default_factory=dict)
    # external name kept as a stateful wrapper by its module -> the pure form traced code calls
    pure: dict[str, str] = field(default_factory=dict)
    # a use of such a name bound by `from module import name`, or through a module re-exporting
    # it -> (the module to import the pure form from, pure name)
    pure_imports: dict[ast.expr, tuple[str, str]] = field(default_factory=dict)
    # a jitted method made pure behind a wrapper (`_m_pure(self, key, ...)`) -> its first parameter
    methods: dict[ast.AST, str] = field(default_factory=dict)
    # such a method -> its class's `self.m = jax.jit(self.m)` statements
    wraps: dict[ast.AST, list[ast.Assign]] = field(default_factory=dict)
    # a loop body carrying the key -> (the index of its carry parameter, the packed parameter's
    # name, for a `scan` body kept as a wrapper the name of the new carry there, else None, the
    # loop: `scan`, `fori_loop` or `while_loop`)
    bodies: dict[ast.AST, tuple[int, str, str | None, str]] = field(default_factory=dict)
    firsts: set[ast.Name] = field(default_factory=set)  # `c` -> `c[0]` in a `while_loop` cond
    cond_wraps: set[ast.Name] = field(default_factory=set)  # `cond` -> `lambda c: cond(c[0])`
    nested: dict[ast.AST, ast.AST] = field(
        default_factory=dict
    )  # a local loop body -> its function
    carried: dict[ast.Call, int] = field(default_factory=dict)  # loop call -> index of its init
    carry_returns: dict[ast.Return, str] = field(default_factory=dict)  # `return (c, key), y`
    carry_targets: dict[ast.Assign, str] = field(default_factory=dict)  # `(c, key), ys = scan()`
    scan_hoists: dict[ast.Call, str] = field(default_factory=dict)  # scan moved out -> ys name
    # a lambda loop body lifted into a local `def` -> (the def's name, the statement it goes before)
    lifted: dict[ast.Lambda, tuple[str, ast.stmt]] = field(default_factory=dict)
    # such a `scan` body whose value is not written `(carry, y)` -> the names it is unpacked to
    unpacked: dict[ast.Lambda, tuple[str, str]] = field(default_factory=dict)
    # `grad(f, ...)` of a threaded `f`, called where it is made: gets `argnums` one up, `has_aux`
    grads: set[ast.Call] = field(default_factory=set)
    # a function given to `grad(f, ..., has_aux=True)` called where it is made, returning `value,
    # aux`: its pure form returns `value, (aux, key)` (`_check_aux`) -> for its wrapper, the names
    # of the value and the aux, else None
    aux: dict[ast.AST, tuple[str, str] | None] = field(default_factory=dict)
    aux_returns: dict[ast.Return, str] = field(default_factory=dict)  # `return v, (aux, key)`
    # `(v, (aux, key)), g = value_and_grad(f, ..., has_aux=True)(key, ...)` -> (the key, whether
    # the value comes beside the gradient: `value_and_grad`), `g, (aux, key) = grad(...)(...)`
    aux_targets: dict[ast.Assign, tuple[str, bool]] = field(default_factory=dict)
    # `vmap(f, ...)` of a threaded `f`, called where it is made -> the number of positional
    # arguments of its call: the key goes in and comes out unmapped (`in_axes`, `out_axes`)
    vmaps: dict[ast.Call, int] = field(default_factory=dict)
    # a call of `g` in `g = grad(f, ...)` -> that `grad(f, ...)`; `g` public, at the module level
    bound: dict[ast.Name, ast.Call] = field(default_factory=dict)
    # a `lax.cond` or `lax.switch` of a threaded branch -> (its form, each branch's kind:
    # "threaded", "lambda" or "named", the old form's operand names)
    branched: dict[ast.Call, tuple[str, list[str], tuple[str, ...]]] = field(default_factory=dict)
    # a method made pure given as a branch of such a call in a method of its class, on that
    # method's first parameter (`self._a`) -> the method: the branch is its pure form
    method_branches: dict[ast.Attribute, ast.AST] = field(default_factory=dict)
    # a lambda given to `jit` (or a differentiation) and called at once, whose body is a call of a
    # threaded function: takes the key first (`_keyed_lambda`)
    keyed: dict[ast.Lambda, str] = field(default_factory=dict)
    # the functions of `origin` that cannot read the key (`_Threaded.keyless`), absolute
    keyless: frozenset[str] = frozenset()
    # a key held on an attribute of a module-level instance (`drop = Dropout(0.5)`, its methods
    # splitting `self.key`), read in traced code: the state as code keeping it spells it
    # (`drop.key`; `key` is then the attribute's name); its methods the traced code runs -> the
    # module's functions calling them (`_Planner._instance_groups`)
    instance: str | None = None
    reaches: dict[ast.AST, set[ast.AST]] = field(default_factory=dict)
    # such an instance of another module's class, whose methods that module made pure for this
    # one (`_InstanceKey`): the class's exported `module.name`
    made: str | None = None
    # a global key split in methods of a module-level instance (`layer = Layer(3)`, `__call__`
    # declaring `global key`) that the module's traced functions call (`layer(x)`,
    # `layer.sample(x)`): `layer`, `layer.sample` -> the nodes naming them there, their pure forms
    # in `pure` (`layer._call_pure`), the methods -> the functions calling them in `reaches`
    # (`_Planner._instance_groups`)
    held: dict[str, list[ast.expr]] = field(default_factory=dict)
    # `return f(key, ...)` of a threaded function in a member, left as it is (already the pair)
    tails: dict[ast.Return, ast.Call] = field(default_factory=dict)
    # the groups threading a member with this group's key, this one among them, in their order
    # (`_Planner._merge`): each edit of such a member carries all their keys
    merged: list = field(default_factory=list)

    def state(self, threaded: bool) -> str:
        """The key as a call site passes and keeps it: the parameter in threaded code, else the
        variable (`_STATE` for another module's or an instance's, spelled when the group is
        committed)."""
        return self.key if threaded or (self.origin is None and self.instance is None) else _STATE


@dataclass
class _Pure:
    """What a method made pure needs: its first parameter, the statements of its class jitting
    it, its calls of helpers made pure with it (call -> helper), the statements such calls move
    out of (-> the calls, in evaluation order), and its new names."""

    holder: str
    wraps: list[ast.Assign]
    helpers: dict[ast.Call, ast.AST]
    hoists: dict[ast.stmt, list[ast.Call]] = field(default_factory=dict)
    # its `lax.cond`/`lax.switch` calls given a method made pure with it as a branch
    # (`_branch_plan`) -> (form, each branch's kind, the lambdas' operand names, the branches
    # made pure: `self._draw` -> `_draw`)
    branched: dict[ast.Call, tuple] = field(default_factory=dict)
    jitted: dict[str, str] = field(
        default_factory=dict
    )  # `_step` (`self._step = jax.jit(self.m)`) -> `_step_jitted`
    attr: str = ""
    name: str = ""  # `_m_pure`
    result: str = ""  # `m_result`, in the wrapper
    param: str = ""  # the key parameter


@dataclass(frozen=True)
class _Untraced:
    """What a module publishes for a function reaching a split of its global key `key` (itself or
    by its calls) that it leaves stateful, traced nowhere it sees (its importers' `uses` say none
    traces it), or kept as a stateful wrapper (`_Planner._publish_stateful`): a module of the run
    tracing a caller of it, traced there only because a third module traces that caller, or
    storing it in a table it traces, reports it (`_Planner._untraced_calls`)."""

    key: str


@dataclass(frozen=True)
class _Factory:
    """What a module publishes for a module-level function returning a closure, `closure`, that
    splits its `nonlocal` key `key`: a module of the run giving a call of it to a transformation
    (`jax.jit(make_noise(1))`) reports that call (`_Planner._untraced_calls`)."""

    key: str
    closure: str


@dataclass(frozen=True)
class _TracedInstance:
    """A module's `uses` fact for a class another module exports (`_key_classes`) when it traces an
    instance of it: a name bound once from a call of the class, read in code the module traces or
    given to a transformation (`net = MLP()`, `jax.jit(lambda x: net.apply(x))`). The class's
    module reports the methods updating a key on an attribute that such an instance may run; `name`
    is how the instance is read, on `line`. `methods`: where every traced read of such instances
    in the module is of one module-level name (`drop = Dropout(0.5)`) in the code of a
    module-level function, as a call of it or of one of its methods (`drop(x)`, `drop.sample(x)`)
    or an attribute (`drop.rate`), the names of the methods called (`__call__`, `sample`): the
    class's module may make them pure behind wrappers (`_InstanceKey`) for this module to thread
    the key as it does a module-level instance of its own classes (`_Planner._instance_groups`);
    else None."""

    line: int
    name: str
    methods: tuple[str, ...] | None = None
    # where every traced read is of a name local to a module-level function, bound there from a
    # call of the class, in the body of a jitted lambda calling one of its methods (`step =
    # jax.jit(lambda x: net.apply(x))` in `main`, `_lambda_start`): the method, and the attribute
    # chains the function reads off the instance, each with whether it is only read (which
    # must be the key, `drop.key`, or plain attributes only read, `_other_read`); the
    # class's module may make the method pure for this module to key the lambda (`_InstanceKey`);
    # or why such a lambda cannot be keyed (`net` escapes `main`)
    start: tuple[str, tuple[tuple[str, bool], ...]] | str | None = None
    # the methods the module traces on objects it does not know, as `_TracedMethods.names` has them
    others: tuple[str, ...] = ()


@dataclass(frozen=True)
class _TracedMethods:
    """A module's `uses` fact for a name another module exports that it neither traces nor holds
    an instance of in traced code (`_TracedInstance`), where it traces methods of objects it does
    not know (`agent.act` of a parameter `agent`, or of a name bound twice, called in traced code
    or given to a transformation, `jax.jit(agent.act)`): their `names`, the first on `line`. The
    exporter's methods of such a name splitting a key held on an attribute may run there, under
    the trace: they are reported, never made wrappers that would run there with their state
    (`_Planner._unknown_tracers`)."""

    line: int
    names: tuple[str, ...]


@dataclass(frozen=True)
class _InstanceKey:
    """What a module publishes for a class of its own whose methods splitting the key held in
    `attr` it made pure behind wrappers because modules of the run trace a module-level instance
    of it (`_TracedInstance.methods`): each method's name -> its pure form's, which the traced
    functions there call passing their key, the state being the instance's attribute there
    (`drop.key`)."""

    attr: str
    pure: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class _Signature:
    """The parameters of a module-level `def` (not `async`), for a `def` standing for a partial
    of it (`_Planner._defed_or_why`): each with its default's code (None: none), and the first
    default that is not a literal (`_repeatable`), which such a `def` would evaluate again."""

    posonly: bool
    args: tuple[tuple[str, str | None], ...]
    vararg: str | None
    kwonly: tuple[tuple[str, str | None], ...]
    kwarg: str | None
    unrepeatable: str | None

    @property
    def names(self) -> set[str]:
        named = [*self.args, *self.kwonly]
        return {n for n, _ in named} | {n for n in (self.vararg, self.kwarg) if n}


def _signature(function: ast.AST, code: Callable[[ast.AST], str]) -> _Signature | None:
    if type(function) is not ast.FunctionDef:
        return None
    spec = function.args
    first = len(spec.args) - len(spec.defaults)  # the index of the first with a default
    defaults = [*spec.defaults, *(d for d in spec.kw_defaults if d is not None)]
    return _Signature(
        bool(spec.posonlyargs),
        tuple(
            (a.arg, code(spec.defaults[i - first]) if i >= first else None)
            for i, a in enumerate(spec.args)
        ),
        spec.vararg.arg if spec.vararg else None,
        tuple(
            (a.arg, None if d is None else code(d))
            for a, d in zip(spec.kwonlyargs, spec.kw_defaults, strict=True)
        ),
        spec.kwarg.arg if spec.kwarg else None,
        next((code(d) for d in defaults if not _repeatable(d)), None),
    )


@dataclass(frozen=True)
class _Threaded:
    """What a module publishes for a function it threads (or keeps as a wrapper of `pure`, which
    traced code calls): the key, held by the module `origin` (None: the module defining the
    function), the functions of `origin` (absolute dotted names) that cannot read the key
    (`_Planner._keyless`), which a function threaded in an importing module may call, and the
    function's parameters, for a `def` standing for a partial of it there (`_Signature`)."""

    origin: str | None
    key: str
    pure: str | None = None
    keyless: frozenset[str] = frozenset()
    signature: _Signature | None = None


@dataclass(frozen=True)
class _Kept(Refusal):
    """A `Refusal` by an importing module whose call of the name could follow, but whose rewrite
    for the exporter's key is refused for other reasons (`reason`, with their lines): it keeps
    all its calls of the exporter as they are, so the exporter keeps the name too."""


class ThreadPrngKeys(Rule):
    CODE = "PRK001"
    SUMMARY = "Thread PRNG keys kept in global state through the functions that split them"
    TIER = Tier.SAFE
    PATTERN = re.compile(rb"random")
    PUBLISHES = True  # the functions it threads, so that the modules importing them pass the key

    @classmethod
    def prefilter(cls, data: bytes) -> bool:
        """A file using `jax.random`, or one that may trace a function of another module that does
        (some JAX transformation's name): its functions that do so may be threaded, and the modules
        importing them must be seen."""
        return b"jax" in data and (
            b"random" in data or any(word in data for word in _TRANSFORM_WORDS)
        )

    @classmethod
    def plan(cls, context: PlanContext) -> list[Site]:
        return _Planner(context).plan()

    @classmethod
    def exports(cls, names: Names) -> dict[str, frozenset[str]]:
        """The module-level functions that may be threaded: those declaring a `global` name or
        reading a module-level instance of a class of the module with a method declaring one, and
        those calling one of these by name (or through a module-level `g = jax.jit(f)`, or
        differentiated or vectorized where they are called, `grad(f)(...)`, `vmap(f)(...)`, or
        giving it to `lax.cond`, `lax.switch`, a loop or `tree_map` by name); and the functions
        that call a function it imports, or give it to `tree_map` (they are threaded when that
        one is, traced here or by a module importing them, however far: `rule.Through`), with those calling
        them. A function threaded that is not listed here is not rewritten (its importers would
        not be seen). Those of the second kind only through the functions of other modules
        this module calls (every one, as it spells them): they matter only if the run exports one
        of these (`project.exported`), and most modules of a run call many such functions (in a
        tree of modern libraries, where no module holds a key, they made a fifth of the run).
        Also the classes whose instances may run a method splitting a key held on an attribute
        (`_key_classes`): a module tracing such an instance says so (`_TracedInstance`), and this
        one reports the methods. And the factories of a closure declaring a `nonlocal` name
        (`make_noise(seed)` returning `noise`): this module tells those calling one that splits
        its key (`_Factory`), which report a call given to a transformation."""
        splits = any(r in _SPLITS for r in names.references)
        top = {d.name: d for d in names.tree.body if isinstance(d, ast.FunctionDef)}
        calls: dict[str, list[ast.Call]] = {}  # function -> the calls in it
        holders = set()
        for name, d in top.items():
            below = names.below(d)
            calls[name] = [n for n in below if type(n) is ast.Call]
            if splits and any(type(n) is ast.Global for n in below):
                holders.add(name)
        declaring = {  # a class with a method declaring a `global` name (`Layer`)
            c.name
            for c in names.tree.body
            if splits
            and isinstance(c, ast.ClassDef)
            and any(
                type(n) is ast.Global
                for m in c.body
                if type(m) in DEFINITIONS
                for n in names.below(m)
            )
        }
        # `layer = Layer(3)`: the functions reading it may be threaded with that key (`_Group.held`)
        instances = _module_instances(names.tree, declaring)
        for name, d in top.items() if instances else ():
            if any(isinstance(n, ast.Name) and n.id in instances for n in names.below(d)):
                holders.add(name)
        resolve = every_meaning(names)
        imported = {
            name
            for name, meaning in names.imported.items()
            if meaning.partition(".")[0] not in _LIBRARIES
        }
        through: set[str] = set()  # the other modules' functions called, as spelled here
        relays = set()
        for name in top:
            callees = [  # the function given to a `tree_map` is called by it
                f
                for c in calls[name]
                for f in (
                    [c.func, c.args[0]] if c.args and resolve(c.func) & TREE_MAPS else [c.func]
                )
                if _root(f) in imported
            ]
            if callees:
                relays.add(name)
                through.update(m for f in callees for m in resolve(f))

        def differentiated(node: ast.AST) -> str | None:  # `f` of `grad(f, ...)`, `jit(grad(f))`
            if type(node) is ast.Call and node.args and resolve(node.func) & {_JIT}:
                node = node.args[0]
            if (
                type(node) is ast.Call
                and node.args
                and type(node.args[0]) is ast.Name
                and resolve(node.func) & _DIFFERENTIATIONS.keys()
            ):
                return node.args[0].id
            return None

        def listed(function: ast.AST) -> dict[str, list[ast.expr]]:  # `branches = [f, g]`
            return {
                s.targets[0].id: s.value.elts
                for s in function.body
                if type(s) is ast.Assign
                and type(s.targets[0]) is ast.Name
                and type(s.value) in (ast.List, ast.Tuple)
            }

        called = {  # function -> the names it calls (`f` of `grad(f)(...)` and of a name bound
            name: {c.func.id for c in found_calls if type(c.func) is ast.Name}  # to `grad(f)` too)
            | {  # `f` of `tree_map(f, tree)`
                c.args[0].id
                for c in found_calls
                if c.args and type(c.args[0]) is ast.Name and resolve(c.func) & TREE_MAPS
            }
            | {f for c in found_calls if (f := differentiated(c.func))}
            | {f for c in found_calls if (f := differentiated(c))}
            | {  # `f` of `vmap(f, ...)(...)`
                c.func.args[0].id
                for c in found_calls
                if type(c.func) is ast.Call
                and c.func.args
                and type(c.func.args[0]) is ast.Name
                and _VMAP in resolve(c.func.func)
            }
            | {  # the branches of a `lax.cond` or `lax.switch` (their list by name too), the body
                n.id  # of a loop
                for c in found_calls
                if resolve(c.func) & (_BRANCHING | _LOOPS)
                for a in c.args
                for n in (
                    a.elts
                    if type(a) in (ast.List, ast.Tuple)
                    else listed(top[name]).get(a.id, [a])
                    if type(a) is ast.Name
                    else [a]
                )
                if type(n) is ast.Name
            }
            for name, found_calls in calls.items()
        }

        def bound_to(found: set) -> set:  # `g = jax.jit(f)`, `g = grad(f)`: module-level names
            return {  # bound to calls of a function of `found`
                t.id
                for s in names.tree.body
                if isinstance(s, ast.Assign)
                and isinstance(s.value, ast.Call)
                and (
                    any(isinstance(a, ast.Name) and a.id in found for a in s.value.args)
                    or differentiated(s.value) in found
                )
                for t in s.targets
                if isinstance(t, ast.Name)
            }

        def closed(found: set) -> set:  # with the functions calling them, and public wrappers
            while found:
                via = found | bound_to(found)
                more = {n for n in top if n not in found and not called[n].isdisjoint(via)}
                if not more:
                    break
                found |= more
            # a public `g = jax.jit(f)`: a wrapper, whose tracers call `_g_pure`
            # (a private one too: another module of the run importing it makes it one)
            return found | bound_to(found)

        always = closed(set(holders))
        condition = frozenset(through)
        found = {
            name: frozenset() if name in always else condition
            for name in always | closed(holders | relays)
        }
        # such classes and instances: a module of the run importing one may trace or change it
        found.update(dict.fromkeys((declaring | instances) - found.keys(), frozenset()))
        if splits:  # a factory of a closure splitting a `nonlocal` key: its calls (`_Factory`)
            for name, d in top.items():
                if name not in found and any(type(n) is ast.Nonlocal for n in names.below(d)):
                    found[name] = frozenset()
        if splits:  # classes whose instances update a key on an attribute (`_TracedInstance`)
            classes = _key_classes(
                names, lambda c: type(c) is ast.Call and bool(resolve(c.func) & _SPLITS)
            )
            found.update(dict.fromkeys(classes, frozenset()))
            # the functions reading a module-level instance of one (`drop = Dropout(0.5)`), which
            # may be threaded with its key (`_Planner._instance_groups`), and their callers: an
            # importing module says whether it uses them
            held = _module_instances(names.tree, classes)
            readers = {
                name
                for name, d in top.items()
                if any(isinstance(n, ast.Name) and n.id in held for n in names.below(d))
            } | {  # `fast_drop = jax.jit(drop)`, `jax.jit(drop.sample)`: wrappers if threaded
                t.id
                for s in names.tree.body
                if isinstance(s, ast.Assign)
                and isinstance(s.value, ast.Call)
                and any(_root(a) in held for a in s.value.args)
                for t in s.targets
                if isinstance(t, ast.Name)
            }
            found.update(dict.fromkeys(closed(readers) - found.keys(), frozenset()))
            # the instances themselves: a module of the run importing one may change it
            found.update(dict.fromkeys(held - found.keys(), frozenset()))
        # the functions reading a module-level instance of another module's class (`drop =
        # layers.Dropout(0.5)`), which may be threaded with its key when that module makes its
        # methods pure for this one (`_InstanceKey`), and their callers: through the class
        made = {
            t.id: resolve(s.value.func)
            for s in names.tree.body
            if isinstance(s, ast.Assign)
            and isinstance(s.value, ast.Call)
            and _root(s.value.func) in imported
            for t in s.targets
            if isinstance(t, ast.Name)
        }
        if made:
            classes = {}
            for name, d in top.items():
                for n in names.below(d):
                    if isinstance(n, ast.Name) and n.id in made:
                        classes.setdefault(name, set()).update(made[n.id])
            if classes:
                condition = frozenset().union(*classes.values())
                for name in closed(set(classes)):
                    if found.get(name, condition):  # kept when always (an empty condition)
                        found[name] = found.get(name, frozenset()) | condition
            for name, meanings in made.items():  # the instance itself: an importer may change it
                if found.get(name, frozenset(meanings)):
                    found[name] = found.get(name, frozenset()) | frozenset(meanings)
        return found

    @classmethod
    def uses(cls, names: Names, imported: Mapping[str, str]) -> dict[str, bool | Through]:
        """Per function another module of the run exports: whether this module traces it (a
        function it traces refers to it, or a function or lambda nested in one, such as a loop
        body or `cond` branch, or it is given to a JAX transformation here, itself, an attribute of
        it (`jax.jit(Sampler.draw)`) or as a partial: `jax.jit(partial(mod.f,
        ...))`), directly or through a module-level alias (`g = mod.f`, `half = functools.partial(mod.f, ...)`); but for a
        lambda given to a host callback; else, when a function refers to it (or one nested in
        it) that module-level functions of this module reach by calls (the rules of `Traced`),
        `Through` them: it is traced when another module of the
        run traces one of them (`main.py` jitting `model.step`, which calls `rng.noise`), which
        the runner settles over the whole run (`project.settle`). For a class, an instance of it
        traced here (`_held_instances` of names bound from calls of it, read in traced code or
        given to a transformation) is said by `_TracedInstance` (but where the class itself is
        traced, `True`)."""
        traced = Traced.of(names)
        resolve = every_meaning(names)
        found: dict[str, bool | Through] = {target: False for target in imported.values()}
        reaching: dict[ast.AST, set[str]] | None = None  # function -> the top ones reaching it
        through = {
            name: spellings
            for name, value in aliases(names, resolve).items()
            if (spellings := resolve(value) & imported.keys())
        }
        transformed = _transformed_locals(names, resolve)
        partials = (
            {  # the functions of partials given to a transformation: `jax.jit(partial(f))`
                unpartial(value, resolve)
                for node in names.nodes
                if type(node) is ast.Call and transform_of(node.func, resolve) is not None
                for value in arguments(node)
                if type(value) is ast.Call
            }
            if PARTIAL in names.references
            else set()
        )
        instances = (  # the whole module's scopes walked only where a name is bound so
            _held_instances(names.tree, made=lambda v: _made_of(v, resolve, imported))
            if any(
                type(n) is ast.Assign and _made_of(n.value, resolve, imported) is not None
                for n in names.nodes
            )
            else {}
        )
        given_values = {  # what is given to a transformation, but what a lambda given holds
            ref
            for node in (names.nodes if instances else ())
            if type(node) is ast.Call and transform_of(node.func, resolve) is not None
            for value in arguments(node)
            for ref in _outside_lambdas(value)
        }
        others: dict[str, int] = {}  # methods traced on objects the module does not know
        stack: list[tuple[ast.AST, ast.AST | None, tuple[ast.AST, ...]]] = [(names.tree, None, ())]
        while stack:
            node, parent, functions = stack.pop()  # functions: those enclosing node, innermost last
            if (
                type(node) is ast.Attribute
                and type(node.ctx) is ast.Load
                and type(parent) is ast.Call
                and node not in traced.on_host
                and _unknown_object(node.value, resolve, instances)
                and (
                    parent.func is node
                    and any(f in traced.reached or f in transformed for f in functions)
                    or node in arguments(parent)
                    and transform_of(parent.func, resolve) is not None
                )
            ):
                others[node.attr] = min(others.get(node.attr, node.lineno), node.lineno)
            target = instances.get(node)
            if (
                target is not None
                and found.get(target) is not True  # a function traced here: that it is
                and node not in traced.on_host
                and (
                    node in given_values
                    or any(f in traced.reached or f in transformed for f in functions)
                )
            ):
                # an instance of an exported class traced here: its module reports its methods,
                # or makes them pure where this module may thread the key (`methods`)
                methods = _instance_methods(names, node, parent, functions, given_values)
                start = None
                if methods is None:  # a jitted lambda calling a method of a local instance
                    start = _instance_start(
                        names,
                        resolve,
                        node,
                        functions,
                        traced,
                        lambda v, t=target: _made_of(v, resolve, imported) == t,
                        target.rpartition(".")[2],
                    )
                before = found.get(target)
                if type(before) is _TracedInstance:
                    if before.name != ast.unparse(node) or None in (before.methods, methods):
                        methods = None
                    else:
                        methods = tuple(sorted({*before.methods, *methods}))
                    if isinstance(before.start, str) or (
                        start is not None and before.start != start
                    ):
                        start = before.start if isinstance(before.start, str) else None
                    found[target] = replace(before, methods=methods, start=start)
                else:
                    found[target] = _TracedInstance(node.lineno, ast.unparse(node), methods, start)
            if type(node) in (ast.Name, ast.Attribute):
                spellings = resolve(node) & imported.keys()
                if type(node) is ast.Name and type(node.ctx) is ast.Load:
                    spellings |= through.get(node.id, set())
                value = node  # `Sampler.draw` of a class given: the class's method traced
                while type(names.parents.get(value)) is ast.Attribute:
                    value = names.parents[value]
                call = names.parents.get(value)
                for spelling in spellings:
                    given = node in partials or (
                        type(call) is ast.Call
                        and value in arguments(call)
                        and transform_of(call.func, resolve) is not None
                    )
                    target = imported[spelling]
                    instance = type(found[target]) is _TracedInstance
                    if node in traced.on_host:  # a lambda given to a host callback: not traced
                        continue
                    if given or any(f in traced.reached for f in functions):
                        found[target] = True  # in a traced function or nested in one
                    elif any(f in transformed for f in functions):
                        found[target] = True  # `lax.fori_loop(0, n, body, x)` in `run`
                    elif functions and found[target] is not True and not instance:
                        if reaching is None:
                            reaching = _reaching(traced)
                        outer = set().union(*(reaching.get(f, ()) for f in functions))
                        if outer:
                            before = found[target]
                            held = before.names if type(before) is Through else frozenset()
                            found[target] = Through(held | outer)
            inner = (*functions, node) if type(node) in (*DEFINITIONS, ast.Lambda) else functions
            stack.extend((child, node, inner) for child in names.children[node])
        if others:  # a class of the exporter may have such methods
            told = tuple(sorted(others))
            methods = _TracedMethods(min(others.values()), told)
            for target, fact in found.items():
                if fact is False:
                    found[target] = methods
                elif type(fact) is Through:  # what it is when not made true
                    found[target] = replace(fact, otherwise=methods)
                elif type(fact) is _TracedInstance:
                    found[target] = replace(fact, others=told)
        return found


def _unknown_object(value: ast.expr, resolve, instances: Mapping[ast.expr, object]) -> bool:
    """Whether `value`, whose method is read (`agent` of `agent.act`), is an object `uses` does
    not know: a chain of attributes off a name (`self.agent`) that is no import and no instance
    `_held_instances` knows the class of."""
    root = value
    while type(root) is ast.Attribute:
        root = root.value
    return type(root) is ast.Name and root not in instances and not resolve(root)


def _instance_methods(
    names: Names,
    node: ast.expr,
    parent: ast.AST | None,
    functions: tuple[ast.AST, ...],
    given: set[ast.AST],
) -> tuple[str, ...] | None:
    """The method a traced read `node` of an instance of another module's class runs, as
    `_TracedInstance.methods` has it (`("__call__",)` for `drop(x)`, `()` for `drop.rate`), when
    it reads a name bound once at the top level of the module, in the code of a module-level
    function that binds no such name (`_held_instances`), and is not given to a transformation;
    else None."""
    if (
        type(node) is not ast.Name
        or node in given
        or len(functions) != 1
        or functions[0] not in names.tree.body
        or type(functions[0]) is not ast.FunctionDef
        or _bound_names(functions[0])[node.id]
        or not any(
            type(s) is ast.Assign
            and len(s.targets) == 1
            and type(s.targets[0]) is ast.Name
            and s.targets[0].id == node.id
            for s in names.tree.body
        )
    ):
        return None
    if type(parent) is ast.Call and parent.func is node:
        return ("__call__",)
    if type(parent) is ast.Attribute and type(parent.ctx) is ast.Load:
        call = names.parents.get(parent)
        return (parent.attr,) if type(call) is ast.Call and call.func is parent else ()
    return None


def _instance_start(
    names: Names,
    resolve,
    node: ast.expr,
    functions: tuple[ast.AST, ...],
    traced: Traced,
    made: Callable[[ast.Call], bool],
    label: str,
) -> tuple[str, tuple[str, ...]] | str | None:
    """`_TracedInstance.start` for a traced read `node` of an instance of another module's class
    (`label`, whose calls `made` tells): `net` in `lambda x: net.apply(x)`, the lambda jitted in
    the module-level function binding `net` from a call of the class (`_lambda_start`), or the
    bound method given alone to `jax.jit` there (`jax.jit(net.apply)`), the function reading
    nothing else of it than attribute chains; else why not, for such a lambda."""
    lam = functions[-1] if len(functions) == 2 else None
    if len(functions) == 1 and _jitted_alone(names, names.parents.get(node), resolve):
        lam = names.parents[node]  # `jax.jit(net.apply)`
    func = _instance_call(lam) if type(lam) in (ast.Lambda, ast.Attribute) else None
    if func is None or func.value is not node:
        return None
    if not _bound_names(functions[0])[node.id]:
        return None  # not local to the function: a module-level instance
    start = _lambda_start(names, resolve, lam, traced.reached, made, label)
    if not isinstance(start, tuple):
        return start
    function, _, reads = start
    for chain, line, _ in reads:
        if chain is None:
            return (
                f"`{node.id}` escapes `{function.name}` (line {line}): it is used other than as "
                f"`{node.id}.m(...)` or to read its key"
            )
    return func.attr, tuple(dict.fromkeys((chain, operand) for chain, _, operand in reads))


def _attribute_rebinding(
    assign: ast.Assign, splits: Callable[[ast.AST], bool]
) -> ast.Attribute | ast.Subscript | None:
    """The attribute `assign` rebinds from a split or fold_in of it (`self.key, k =
    split(self.key)`), or the element of a container on an attribute (`self.keys[i]`); `splits`
    tells the calls that split or fold in a key."""
    for target in assign.targets:
        if type(target) in (ast.Tuple, ast.List):
            elements = [e.value if type(e) is ast.Starred else e for e in target.elts]
        else:
            elements = [target]
        for attribute in elements:
            container = attribute
            while type(container) is ast.Subscript:
                container = container.value
            if type(container) is ast.Attribute and any(
                splits(call)
                and any(ast.unparse(a) == ast.unparse(attribute) for a in arguments(call))
                for call in ast.walk(assign.value)
            ):
                return attribute
    return None


def _key_classes(names: Names, splits: Callable[[ast.AST], bool]) -> dict[str, set[str]]:
    """The module-level classes whose instances may run a method that splits a key held on an
    attribute and stores it back (`self.key, sub = random.split(self.key)`) -> the classes of such
    methods: the class itself, a base of the module, or the class of an instance one of its
    methods sets on its first parameter (`self.drop = Dropout(0.5)`), at any depth. What a module
    tracing such an instance reaches (`ThreadPrngKeys.uses`, `_TracedInstance`)."""
    classes = {c.name: c for c in names.tree.body if type(c) is ast.ClassDef}
    assigns = {  # method -> the assignments in it
        m: [n for n in names.below(m) if type(n) is ast.Assign]
        for c in classes.values()
        for m in c.body
        if type(m) in DEFINITIONS
    }
    reaches: dict[str, set[str]] = {}  # class -> the classes of the module its instances run
    for name, cls in classes.items():
        linked = {b.id for b in cls.bases if type(b) is ast.Name and b.id in classes}
        for method in (m for m in cls.body if type(m) in DEFINITIONS):
            first = _positional(method)[:1]
            for node in assigns[method] if first else ():
                if (
                    type(node.value) is ast.Call
                    and type(node.value.func) is ast.Name
                    and node.value.func.id in classes
                    and any(
                        type(t) is ast.Attribute
                        and type(t.value) is ast.Name
                        and t.value.id == first[0].arg
                        for t in node.targets
                    )
                ):
                    linked.add(node.value.func.id)
        reaches[name] = linked | {name}
    changed = True
    while changed:
        changed = False
        for name, linked in reaches.items():
            more = set().union(*(reaches[c] for c in linked)) - linked
            if more:
                linked |= more
                changed = True
    updating = {
        name
        for name, cls in classes.items()
        if any(
            _attribute_rebinding(n, splits) is not None
            for m in cls.body
            if type(m) in DEFINITIONS
            for n in assigns[m]
        )
    }
    return {name: linked & updating for name, linked in reaches.items() if linked & updating}


def _made_of(value: ast.expr, resolve, imported: Mapping[str, str]) -> str | None:
    """The exported `module.name` that `value` calls, if it is a call of one (`MLP()`)."""
    if type(value) is not ast.Call:
        return None
    spellings = sorted(resolve(value.func) & imported.keys())
    return imported[spellings[0]] if spellings else None


def _outside_lambdas(value: ast.AST) -> Iterator[ast.AST]:
    """The nodes of `value`, but those of the lambdas in it (their bodies are traced code)."""
    todo = [value]
    while todo:
        node = todo.pop()
        yield node
        if type(node) is not ast.Lambda:
            todo += ast.iter_child_nodes(node)


def _transformed_locals(names: Names, resolve) -> set[ast.AST]:
    """The functions defined in a function's body and given there by name to a JAX transformation
    (`def body(i, c): ...` then `lax.fori_loop(0, n, body, x)`): traced wherever their function
    runs (`Traced` looks only at module-level names)."""
    found: set[ast.AST] = set()
    for outer in names.nodes:
        if type(outer) not in DEFINITIONS:
            continue
        local = {d.name: d for d in outer.body if type(d) in DEFINITIONS}
        if not local:
            continue
        for node in ast.walk(outer):
            if type(node) is ast.Call and transform_of(node.func, resolve) is not None:
                found.update(
                    local[a.id] for a in arguments(node) if type(a) is ast.Name and a.id in local
                )
    return found


def _greatest(found: set[str], holds: Callable[[str], bool]) -> set[str]:
    """`found` shrunk in place to its greatest subset whose every name `holds`: the test may read
    `found` itself, so names are dropped until none fails."""
    changed = True
    while changed:
        changed = False
        for name in sorted(found):
            if not holds(name):
                found.discard(name)
                changed = True
    return found


def _reaching(traced: Traced) -> dict[ast.AST, set[str]]:
    """The functions of the module (`Traced.callees` from its module-level ones) -> the names of
    the module-level functions whose calls reach them, themselves included: were one of these
    traced, so would they be (`ThreadPrngKeys.uses`)."""
    found: dict[ast.AST, set[str]] = {}
    for name, functions in traced.functions.items():
        seen: set[ast.AST] = set()
        queue = list(functions)
        while queue:
            function = queue.pop()
            if function in seen:
                continue
            seen.add(function)
            found.setdefault(function, set()).add(name)
            queue.extend(c for c in traced.callees(function) if c not in seen)
    return found


def _scope_nodes(scope: ast.AST) -> Iterator[ast.AST]:
    """The nodes of `scope`'s own code (a function's parameters too), not of the functions,
    lambdas and classes nested in it, which are yielded themselves."""
    if type(scope) in (*DEFINITIONS, ast.Lambda):
        a = scope.args
        yield from (*a.posonlyargs, *a.args, *a.kwonlyargs, *filter(None, (a.vararg, a.kwarg)))
        todo = list(reversed(scope.body if type(scope) is not ast.Lambda else [scope.body]))
        todo += scope.decorator_list if type(scope) is not ast.Lambda else []
    else:
        todo = list(reversed(scope.body))
    while todo:
        node = todo.pop()
        yield node
        if type(node) in _NESTED:
            # what a nested definition evaluates where it is defined is of this scope
            todo += [*getattr(node, "decorator_list", ()), *getattr(node, "bases", ())]
            args = getattr(node, "args", None)
            if args is not None:
                todo += [d for d in (*args.defaults, *args.kw_defaults) if d is not None]
            continue
        todo.extend(reversed(list(ast.iter_child_nodes(node))))


def _bound_names(scope: ast.AST) -> Counter:
    """How many times `scope`'s own code binds each name (an assignment, a parameter, an import,
    a definition, `global`/`nonlocal` counted twice so that such a name is never bound once)."""
    bound: Counter = Counter()
    for node in _scope_nodes(scope):
        kind = type(node)
        if kind is ast.Name and type(node.ctx) is not ast.Load:
            bound[node.id] += 1
        elif kind is ast.arg:
            bound[node.arg] += 1
        elif kind in (ast.Import, ast.ImportFrom):
            for alias in node.names:
                bound[(alias.asname or alias.name).partition(".")[0]] += 1
        elif kind in (*DEFINITIONS, ast.ClassDef):
            bound[node.name] += 1
        elif kind in (ast.Global, ast.Nonlocal):
            for name in node.names:
                bound[name] += 2
        elif kind is ast.ExceptHandler and node.name:
            bound[node.name] += 1
        elif kind in (ast.MatchAs, ast.MatchStar) and node.name:
            bound[node.name] += 1
    return bound


def _module_instances(module: ast.Module, classes: Collection[str]) -> set[str]:
    """The names a top-level assignment binds to a call of one of `classes` by name (`layer =
    Layer(3)`)."""
    return {
        t.id
        for s in module.body
        if isinstance(s, ast.Assign)
        and isinstance(s.value, ast.Call)
        and isinstance(s.value.func, ast.Name)
        and s.value.func.id in classes
        for t in s.targets
        if isinstance(t, ast.Name)
    }


def _held_instances(module: ast.Module, made=None) -> dict[ast.expr, ast.ClassDef]:
    """The reads of objects whose class is known statically, and that class of the module: a name
    of a function or of the module bound once, by `name = C(...)` of a module-level class `C`,
    read where no nested scope binds it again (`drop(x)` after `drop = Dropout(0.5)`), and
    `self.drop` in the methods of a class whose `__init__` sets it once, `self.drop = C(...)`,
    where nothing else in the module sets or deletes an attribute `drop` and the method never
    rebinds its first parameter. With `made` (a value -> what it makes, or None), the names bound
    from what it tells instead (`ThreadPrngKeys.uses`: calls of another module's classes), and
    no attribute."""
    classes = {c.name: c for c in module.body if type(c) is ast.ClassDef}
    declared = {n for node in ast.walk(module) if type(node) is ast.Global for n in node.names}
    found: dict[ast.expr, ast.ClassDef] = {}
    names_only = made is not None

    def made_here(value: ast.expr) -> ast.ClassDef | None:
        if type(value) is ast.Call and type(value.func) is ast.Name:
            return classes.get(value.func.id)
        return None

    made = made or made_here

    def visit(scope: ast.AST, visible: dict[str, ast.ClassDef]) -> None:
        bound = _bound_names(scope)
        own = list(_scope_nodes(scope))
        visible = {n: c for n, c in visible.items() if not bound[n]}
        if type(scope) is not ast.ClassDef:  # a class body's names are not seen by its methods
            for node in own:
                if (
                    type(node) is ast.Assign
                    and len(node.targets) == 1
                    and type(node.targets[0]) is ast.Name
                    and bound[node.targets[0].id] == 1
                    and (scope is not module or node.targets[0].id not in declared)
                    and (cls := made(node.value)) is not None
                ):
                    visible[node.targets[0].id] = cls
        for node in own:
            if type(node) is ast.Name and type(node.ctx) is ast.Load and node.id in visible:
                found[node] = visible[node.id]
            elif type(node) in _NESTED:
                visit(node, visible)

    visit(module, {})
    visit = None  # it referred to itself: a cycle that would leave the module to the collector
    if names_only:
        return found
    by_class: dict[str, dict[str, ast.ClassDef]] = {}
    stored = Counter(
        n.attr for n in ast.walk(module) if type(n) is ast.Attribute and type(n.ctx) is not ast.Load
    )
    for cls in classes.values():
        methods = [m for m in cls.body if type(m) in DEFINITIONS]
        held: dict[str, ast.ClassDef] = {}
        for init in (m for m in methods if m.name == "__init__"):
            first = _positional(init)[:1]
            for node in init.body:
                target = node.targets[0] if type(node) is ast.Assign else None
                if (
                    first
                    and type(target) is ast.Attribute
                    and len(node.targets) == 1
                    and type(target.value) is ast.Name
                    and target.value.id == first[0].arg
                    and stored[target.attr] == 1
                    and (other := made(node.value)) is not None
                ):
                    held[target.attr] = other
        by_class[cls.name] = held
        for method in methods if held else ():
            first = _positional(method)[:1]
            if not first:
                continue
            holder = first[0].arg
            if any(
                (type(n) is ast.Name and n.id == holder and type(n.ctx) is not ast.Load)
                or (type(n) in _NESTED and n is not method and _bound_names(n)[holder])
                for n in ast.walk(method)
            ):
                continue
            for n in ast.walk(method):
                if (
                    type(n) is ast.Attribute
                    and type(n.ctx) is ast.Load
                    and n.attr in held
                    and type(n.value) is ast.Name
                    and n.value.id == holder
                ):
                    found[n] = held[n.attr]
    # `net.drop` of an instance `net` of a class holding `drop`, at any depth
    reads = [n for n in ast.walk(module) if type(n) is ast.Attribute and type(n.ctx) is ast.Load]
    added = True
    while added:
        added = False
        for n in reads:
            if n not in found and n.value in found:
                held = by_class.get(found[n.value].name, {})
                if n.attr in held:
                    found[n] = held[n.attr]
                    added = True
    return found


def _jitted_alone(names: Names, node: ast.AST | None, resolve) -> bool:
    """Whether `node` is a bound method given alone to `jax.jit` (`jax.jit(net.apply)`)."""
    call = names.parents.get(node)
    return (
        type(node) is ast.Attribute
        and type(node.value) is ast.Name
        and type(call) is ast.Call
        and call.args == [node]
        and not call.keywords
        and transform_of(call.func, resolve) == _JIT
    )


def _instance_call(lam: ast.Lambda | ast.Attribute) -> ast.Attribute | None:
    """`net.apply` of a lambda whose body calls it (`lambda x: net.apply(x)`), or the bound method
    itself (`net.apply`, given to `jax.jit` as a value); `drop.__call__`, made up (no node of the
    tree), of a lambda whose body calls the instance (`lambda x: drop(x)`); else None."""
    if type(lam) is ast.Attribute:
        return lam if type(lam.value) is ast.Name else None
    body = lam.body
    if type(body) is not ast.Call:
        return None
    if type(body.func) is ast.Attribute and type(body.func.value) is ast.Name:
        return body.func
    if type(body.func) is ast.Name:
        return ast.copy_location(ast.Attribute(body.func, "__call__", ast.Load()), body.func)
    return None


def _called_instance(lam: ast.Lambda) -> bool:
    """Whether a lambda's body calls the instance itself (`lambda x: drop(x)`)."""
    return type(lam.body) is ast.Call and type(lam.body.func) is ast.Name


def _lambda_start(
    names: Names,
    resolve,
    lam: ast.Lambda,
    reached,
    made: Callable[[ast.Call], bool],
    label: str,
) -> tuple[ast.FunctionDef, ast.Assign, tuple[tuple[str | None, int, bool], ...]] | str | None:
    """For a lambda given to `jax.jit` whose body calls a method of an instance local to a
    module-level function (`step = jax.jit(lambda x: net.apply(x))` in `main`, after `net =
    MLP()`, a call that `made` tells makes the class, `label`), where the function can keep the key the
    method's pure form takes: the function, the statement binding the jitted lambda, and the
    attribute chains the function reads off the instance other than by calling a method
    (`drop.key`, with their lines and whether the value is only read, `_only_read`;
    None for another use: `return net`), which must be the key or plain attributes read as
    only read (`_reads_refusal`, `_other_read`); else why not; None where the lambda's
    body is not such a call. The lambda is given alone to `jax.jit`, bound by a statement of its
    own in a module-level function the module does not trace, to a name called only in that
    function's own code; it has plain positional parameters; the instance is bound once there,
    by `made`, before it, and used only in that function's own code, as `net.m(...)`,
    `drop(...)` or such a chain. What the planner of the class's module (`_Planner._holder_start`) and an importing
    module (`ThreadPrngKeys.uses`, `_TracedInstance.start`) both check."""
    parents = names.parents
    method = _instance_call(lam)
    if method is None:
        return None
    net, name = method.value, method.value.id
    jit = parents.get(lam)
    statement = parents.get(jit)
    if (
        type(jit) is not ast.Call
        or jit.func is lam
        or transform_of(jit.func, resolve) != _JIT
        or jit.args != [lam]
        or jit.keywords
    ):
        return "the lambda is not given alone to `jax.jit`"
    function = parents.get(statement)
    if (
        type(statement) is not ast.Assign
        or len(statement.targets) != 1
        or type(statement.targets[0]) is not ast.Name
        or type(function) is not ast.FunctionDef
        or function not in names.tree.body
        or statement not in function.body
        or _shares_line(function, statement)
    ):
        jitted = "the jitted lambda" if type(lam) is ast.Lambda else f"`{ast.unparse(jit)}`"
        return (
            f"{jitted} is not bound to a name by a statement of its own in a module-level function"
        )
    step = statement.targets[0].id
    if function in reached:
        return f"`{function.name}`, which binds `{step}`, is traced itself"
    args = lam.args if type(lam) is ast.Lambda else None
    if args and (args.posonlyargs or args.vararg or args.kwonlyargs or args.kwarg or args.defaults):
        return "the lambda has parameters other than plain positional ones"
    bound = _bound_names(function)
    declared = {
        n
        for node in ast.walk(function)
        if type(node) in (ast.Global, ast.Nonlocal)
        for n in node.names
    }
    binding = [
        s
        for s in function.body[: function.body.index(statement)]
        if type(s) is ast.Assign
        and len(s.targets) == 1
        and type(s.targets[0]) is ast.Name
        and s.targets[0].id == name
        and type(s.value) is ast.Call
        and made(s.value)
    ]
    if bound[name] != 1 or name in declared or not binding:
        return (
            f"`{name}` is bound more than once in `{function.name}`, or not by a call of its class"
        )
    if bound[step] != 1 or step in declared:
        return f"`{step}` is bound more than once in `{function.name}`"
    reads = []
    for n in ast.walk(function):
        if type(n) is not ast.Name or n.id not in (name, step) or type(n.ctx) is not ast.Load:
            continue
        if n is net:
            continue
        parent, inner = parents.get(n), parents.get(n)
        while inner is not function and type(inner) not in _NESTED:  # comprehensions are the
            inner = parents.get(inner)  # function's: what they bind, `_bound_names` counts
        if inner is not function:
            return f"`{n.id}` is used in a nested scope (line {n.lineno})"
        if n.id == step:
            if not (type(parent) is ast.Call and parent.func is n):
                return f"`{step}` is used other than called in `{function.name}` (line {n.lineno})"
            continue
        top, chain = n, []
        while type(parents.get(top)) is ast.Attribute:
            top = parents[top]
            chain.append(top.attr)
        called = type(parents.get(top)) is ast.Call and parents[top].func is top
        if called and (top is n or (top is parent and type(parent) is ast.Attribute)):
            continue  # `net.m(...)`, or `drop(...)` running `__call__`
        escapes = called or not chain or type(top.ctx) is not ast.Load
        operand = _only_read(top, names, resolve)
        reads.append((None if escapes else ".".join(chain), n.lineno, operand))
    return function, statement, tuple(reads)


def _shares_line(function: ast.FunctionDef, statement: ast.stmt) -> bool:
    """Whether a statement of `function`'s body shares a line with the statement before or after
    it, or with the function's header (`def main(): net = MLP()`)."""
    body = function.body
    at = body.index(statement)
    header = max(
        [
            function.lineno,
            *(n.end_lineno for n in ast.walk(function.args) if hasattr(n, "end_lineno")),
        ]
        + ([function.returns.end_lineno] if function.returns is not None else [])
    )
    return (
        (at > 0 and body[at - 1].end_lineno == statement.lineno)
        or (at + 1 < len(body) and body[at + 1].lineno == statement.end_lineno)
        or (at == 0 and statement.lineno == header)
    )


def _reads_refusal(
    name: str,
    function: ast.FunctionDef,
    reads: tuple[tuple[str | None, int, bool], ...],
    state: str,
    cls: ast.ClassDef | None,
    splits: Callable[[ast.AST], bool],
) -> str | None:
    """Why a function keeping the key of an instance of `cls` (`_lambda_start`) reads it other
    than as the key (`state`, `net.drop.key`) or a plain attribute only read (`_other_read`),
    if it does; `cls` None: the class's module checked its attributes (`_InstanceKey`); `splits`
    tells the calls that split or fold in a key."""
    key = state.partition(".")[2]
    for chain, line, operand in reads:
        if chain is None or _other_read(cls, [(chain, operand)], key, splits) is not None:
            return (
                f"`{name}` escapes `{function.name}` (line {line}): it is used other "
                f"than as `{name}.m(...)`, to read `{state}` or a plain attribute in an operation"
                " or a call only reading it"
            )
    return None


# the nodes a value read off an instance may be an operand of without being kept or changed
_OPERAND_OF = (ast.BinOp, ast.UnaryOp, ast.Compare, ast.FormattedValue)
# the builtins and the prefixes of the functions that only read what they are given, as an
# operation does (`_only_read`): none keeps it, changes it or runs code given to it
_READING_BUILTINS = frozenset(
    {"print", "int", "float", "bool", "str", "repr", "abs", "round", "len"}
)
_READING = ("jax.numpy.", "jax.lax.", "jax.nn.", "math.", "jax.debug.print")


def _only_read(value: ast.expr, names: Names, resolve) -> bool:
    """Whether `value`, read off an instance (`drop.rate`), is only read there, its value neither
    kept nor changed: an operand of an arithmetic, a comparison or an f-string (`_OPERAND_OF`:
    `x * drop.rate`), or an argument of a call of a builtin such as `print` or `int`
    (`_READING_BUILTINS`, not rebound in the module) or of a function of `jax.numpy`, `jax.lax`,
    `jax.nn` or `math` that runs no code given to it (`jnp.full(3, drop.rate)`; not
    `lax.scan`)."""
    parents = names.parents
    parent = parents.get(value)
    if type(parent) in _OPERAND_OF:
        return True
    call = parents.get(parent) if type(parent) is ast.keyword else parent
    if type(call) is not ast.Call or call.func is value:
        return False
    func = call.func
    if type(func) is ast.Name and func.id in _READING_BUILTINS:
        return func.id not in names.meanings and func.id not in names.rebound
    found = resolve(func)
    return bool(found) and not found & _RUNS_GIVEN and all(n.startswith(_READING) for n in found)


def _other_read(
    cls: ast.ClassDef | None,
    chains: Iterable[tuple[str, bool]],
    key: str,
    splits: Callable[[ast.AST], bool],
) -> str | None:
    """The first attribute chain read off an instance of `cls` (with whether it is only read,
    `_only_read`: `agent.scale * x`) other than its key `key` or a plain attribute of `cls` only
    read (`_plain_attribute`); `cls` None: any one attribute only read."""
    for chain, operand in sorted(chains):
        plain = operand and "." not in chain
        if chain != key and not (plain and (cls is None or _plain_attribute(cls, chain, splits))):
            return chain
    return None


def _plain_attribute(cls: ast.ClassDef, attr: str, splits: Callable[[ast.AST], bool]) -> bool:
    """Whether `attr` of an instance of `cls` is plain data fixed once the instance is made: set
    only as `self.<attr>` in `__init__`, not bound in the class's body (a method or property),
    `cls` with no bases, decorators or metaclass, no attribute hooks (`__getattr__`, ...) and no
    `setattr`, `delattr`, `vars` or `__dict__`, and no method writing another attribute than a
    key it splits (`_state_refusal`). Jitting the method's pure form reads it at trace time, as
    running the method reads it at each call: the same value."""
    if cls.bases or cls.keywords or cls.decorator_list or _state_refusal(cls, splits) is not None:
        return False
    if any(
        (type(n) in DEFINITIONS and n.name == attr)
        or (type(n) in (ast.Assign, ast.AnnAssign) and attr in _bound_names(n))
        for n in cls.body
    ):
        return False
    return any(
        type(n) is ast.Attribute
        and n.attr == attr
        and type(n.ctx) is ast.Store
        and type(n.value) is ast.Name
        and n.value.id == self_name
        for m in cls.body
        if type(m) is ast.FunctionDef and m.name == "__init__" and (self_name := _self_name(m))
        for n in ast.walk(m)
    )


def _self_attribute(node: ast.Attribute, method: ast.AST) -> str | None:
    """The attribute name `node` reads or stores on `method`'s `self` (`key` of `self.key`)."""
    self_name = _self_name(method)
    if type(node.value) is ast.Name and self_name is not None and node.value.id == self_name:
        return node.attr
    return None


def _target_name(caller: ast.AST) -> str:
    """The name of a function, or of the one a statement binds (`fast_drop = jax.jit(drop)`)."""
    return caller.targets[0].id if type(caller) is ast.Assign else caller.name


def _self_name(method: ast.AST) -> str | None:
    """The name of a method's first positional parameter (`self`), if it has one."""
    positional = _positional(method)
    return positional[0].arg if positional else None


def _state_refusal(cls: ast.ClassDef, splits: Callable[[ast.AST], bool]) -> str | None:
    """Why the state of an instance of `cls` other than the keys its methods split may change
    once it is made, if it may: a method other than `__init__` storing or deleting an attribute
    (`self.scale = s`) other than a key a method splits (`self.key = PRNGKey(seed)` in a `reseed`
    is fine: the wrappers read the key at each call and pass it in), an attribute hook
    (`__setattr__`, `__getattr__`, ...), or `setattr`, `delattr`, `vars` or `__dict__` in the
    class. A pure form jitted through the instance reads its attributes at trace time only, so
    a change made between calls would not be seen by later calls."""
    for node in ast.walk(cls):
        if type(node) in DEFINITIONS and node.name in _ATTRIBUTE_HOOKS:
            return f"`{cls.name}` defines `{node.name}`"
        if (type(node) is ast.Name and node.id in ("setattr", "delattr", "vars")) or (
            type(node) is ast.Attribute and node.attr == "__dict__"
        ):
            return f"`{cls.name}` uses `{ast.unparse(node)}`"
    methods = [m for m in cls.body if type(m) in DEFINITIONS and m.name != "__init__"]
    keys = {  # `key` of `self.key, sub = split(self.key)`: its pure form takes it as a parameter
        _self_attribute(key, method)
        for method in methods
        for n in ast.walk(method)
        if type(n) is ast.Assign and type(key := _attribute_rebinding(n, splits)) is ast.Attribute
    } - {None}
    for method in methods:
        for n in ast.walk(method):
            if (
                type(n) is ast.Attribute
                and type(n.ctx) is not ast.Load
                and not (type(n.ctx) is ast.Store and _self_attribute(n, method) in keys)
            ):
                return (
                    f"`{cls.name}.{method.name}` changes `{ast.unparse(n)}` (line {n.lineno}), "
                    "which the jitted pure form would read once, when traced"
                )
    return None


_ATTRIBUTE_HOOKS = ("__getattr__", "__getattribute__", "__setattr__", "__delattr__")


class _InstanceTraced(Traced):
    """`Traced`, also following the calls of objects whose class is known (`_held_instances`) to
    that class's `__call__` (`drop(x)`, `self.drop(x)`), and such an object given to a
    transformation (`jax.jit(drop)`). Only the analysis of keys held on attributes asks: it
    finds the methods a trace reaches through such objects, which are reported, or made pure for
    the functions of a module-level instance's group that call them (`_instance_callers`)."""

    def __init__(
        self, names: Names, resolve, lists: Mapping[ast.Name, list[ast.expr]] | None = None
    ) -> None:
        self.instance_of = _held_instances(names.tree)
        super().__init__(names, resolve, lists)

    def calls_of(self, cls: ast.ClassDef) -> list[ast.AST]:
        """The `__call__` a call of an instance of `cls` runs: its own, else a base's of the
        module."""
        classes = {c.name: c for c in self.owner.values()}
        seen: set[str] = set()
        todo = [cls]
        while todo:
            c = todo.pop(0)
            if c.name in seen:
                continue
            seen.add(c.name)
            own = [m for m in self.methods.get("__call__", ()) if self.owner.get(m) is c]
            if own:
                return own
            todo += [classes[b.id] for b in c.bases if type(b) is ast.Name and b.id in classes]
        return []

    def _functions_in(self, value: ast.expr):
        yield from super()._functions_in(value)
        cls = self.instance_of.get(value)
        if cls is not None:
            yield from self.calls_of(cls)

    def callees(self, function) -> list:
        found = super().callees(function)
        for part in function.body if type(function) is not ast.Lambda else [function.body]:
            for n in ast.walk(part):
                if type(n) is ast.Call and n not in self.on_host and n.func in self.instance_of:
                    found += self.calls_of(self.instance_of[n.func])
        return found


class _Planner:
    """The whole module analysed once, on its `ast`: the groups of each key, what blocks them, and
    for the groups committed the edits, each node's in one function."""

    def __init__(self, context: PlanContext) -> None:
        self.context = context
        self.names = context.names
        self.tree = context.tree
        self.resolve = context.resolve
        self.scopes = context.scopes
        self.sites: list[Site] = []
        # the edits of the groups committed, by the node they change
        self._params: dict[ast.AST, str] = {}
        self._returns: dict[ast.Return, str] = {}
        self._calls: dict[ast.Call, str] = {}
        self._hoisted: dict[ast.Call, tuple[str, str]] = {}  # call -> (temporary name, key)
        self._hoists: dict[ast.stmt, list[ast.Call]] = {}  # statement -> the calls moved before it
        self._direct: dict[
            ast.stmt, tuple[str, str | None]
        ] = {}  # Assign or Expr -> (key, name for `_`)
        self._declare: dict[ast.AST, list[tuple[str, str]]] = {}
        self._undeclare: dict[
            ast.AST, set[str]
        ] = {}  # Global/Nonlocal -> names it no longer declares
        self._shift: dict[ast.Call, int] = {}  # call -> the index of the new parameter
        # `name = [...]`, `return [...]` -> the call its loops make, and the names of the lists
        # (`_Group.loops`)
        self._loops: dict[ast.stmt, tuple[ast.Call, tuple[str | None, ...], bool]] = {}
        self._tree_loops: dict[ast.stmt, tuple[ast.Call, ast.Call]] = {}  # `_tree_loop`
        self._tree_maps: set[ast.Call] = set()  # their `tree_map` calls, kept in `out` when made
        self._taken: set[str] = set()  # names the plan made up
        self._ranks: dict[str, int] = {}  # a key threaded with others -> its place among them
        # function -> (pure, result, key as the wrapper keeps it, its declaration or None, the
        # first parameter of a method or None)
        self._wrappers: dict[ast.AST, tuple[str, str, str, str | None, str | None]] = {}
        self._defaults: dict[ast.AST, list[tuple[str, str]]] = {}  # a wrapper's hoisted defaults
        # `g = jax.jit(f)` -> (`g`, `_g_pure`, `g_result`, `f`'s definition, key, declaration)
        self._jit_wrappers: dict[ast.Assign, tuple[str, str, str, ast.AST, str, str]] = {}
        self._after: dict[ast.Assign, int] = {}  # blank lines to add after the wrapper
        # a public `g = value_and_grad(f)` kept as a wrapper -> the names of its value and grad
        self._valued: dict[ast.Assign, tuple[str, str]] = {}
        # such a `g = grad(f, has_aux=True)` -> the name of its aux, which the key comes out beside
        self._auxed: dict[ast.Assign, str] = {}
        self._importing: dict[
            str, str
        ] = {}  # another module's key spelled through a new import -> the module
        self._traced: dict[ast.AST, str] | None = None
        self._tracing: Traced | None = None
        self._importable: bool | None = None
        self._renames: dict[ast.expr, str] = {}  # a use of a wrapped function -> its pure name
        # a public `half = partial(f, ...)` jitted through a twin -> (the twin, `_f_pure`); its name
        self._twins: dict[ast.Assign, tuple[str, str]] = {}
        self._twin_names: dict[ast.Assign, str] = {}
        self._keyworded_calls: dict[ast.Call, list[str]] = {}  # `_Group.keyworded`
        self._defed_partials: dict[ast.Assign | ast.Call, str] = {}  # `_Group.defed`
        self._defed_names: dict[ast.Call, str] = {}  # a partial given to `jit` -> its `def`'s
        # `return jax.jit(f)` -> `f`, and `f` -> the `jit` its pure form is decorated with
        self._unjitted: dict[ast.Call, ast.AST] = {}
        self._jitted_pure: set[ast.AST] = set()
        self._pure_imports: dict[ast.expr, tuple[str, str]] = {}  # -> (module, pure name)
        self._exported: set[str] | None = None
        self._key_classes: dict[str, set[str]] | None = None  # `_key_classes`, made once
        self._scope_of: dict[ast.AST, ast.AST | None] | None = None
        self._aliased: dict[ast.AST, str] | None = None
        # a method of a key on an attribute -> why it is not made pure, or its `_Pure`
        self._method_reasons: dict[ast.AST, str | _Pure] = {}
        # such a method an instance group calls (`_instance_groups`) -> its pure name, and the
        # functions of the groups kept calling it, which pass it their key
        self._method_names: dict[ast.AST, str] = {}
        self._instance_callers: dict[ast.AST, set[ast.AST]] = {}
        self._instance_refusals: dict[ast.AST, list[str]] = {}  # ... why a group of it is not kept
        # such a method made pure for other modules of the run, which thread the key of a
        # module-level instance there (`_threaded_elsewhere`) -> how one traces it
        self._elsewhere: dict[ast.AST, str] = {}
        # a lambda jitted into a local name, calling a method of an instance local to the same
        # function (`step = jax.jit(lambda x: net.apply(x))`) -> its plan (`_holder_start`) or why
        # it cannot pass the key; methods keyed through a held instance (`self.drop.key`) and
        # the functions of their calls `self.drop(...)` (`_holder_callers`)
        self._holder_starts: dict[ast.Lambda, tuple | str] = {}
        self._holders: set[ast.AST] = set()
        self._holder_called: dict[ast.Lambda, ast.AST] = {}  # -> the method it calls
        # a method of a holder class that a jitted lambda of another module of the run starts at
        # (`_TracedInstance.start`) -> the methods of the key's class it runs through the held
        # instance (`_started_through`), made pure for it
        self._started: dict[ast.AST, set[ast.AST]] = {}
        self._held_calls: set[ast.expr] = set()
        # lines the groups committed and the instance groups kept change, counted as changed
        # when `_settle_instances` asks `_attribute_keys` (`_dry`)
        self._group_lines: set[int] = set()
        self._dry = False
        # loop bodies carrying the key and their loops (`_Group.bodies`, `carried`, ...)
        self._bodies: dict[ast.AST, tuple[int, str, str | None, str]] = {}
        self._firsts: set[ast.Name] = set()
        self._cond_wraps: set[ast.Name] = set()
        self._carried: dict[ast.Call, int] = {}
        self._branched: dict[ast.Call, tuple[str, list[str], tuple[str, ...]]] = {}
        # the statement binding the list of branches a `lax.switch` is given by name (`branches =
        # [f, g]`) -> the call
        self._branch_lists: dict[ast.Assign, ast.Call] = {}
        self._operands: dict[str, str] = {}  # the branch lambdas' operand parameters, by base
        self._carry_returns: dict[ast.Return, str] = {}
        self._carry_targets: dict[ast.Assign, str] = {}
        self._scan_ys: dict[ast.Call, str] = {}
        self._lifting: set[ast.Lambda] = set()  # lambdas planned to become a local `def`
        self._lifted: dict[ast.Lambda, tuple[str, ast.stmt]] = {}  # ... of the groups committed
        # statement -> the lambdas lifted (and partials given to `jit` as a `def`: `_defed_names`)
        self._lifts: dict[ast.stmt, list[ast.Lambda | ast.Call]] = {}
        self._lifted_defs: dict[ast.Lambda | ast.Call, cst.FunctionDef] = {}  # made by its edit
        self._unpacked: dict[ast.Lambda, tuple[str, str]] = {}  # a scan body's value unpacked
        self._grads: set[ast.Call] = set()  # `grad(f)` -> `grad(f, argnums=1, has_aux=True)`
        self._aux: dict[ast.AST, tuple[str, str] | None] = {}  # returning `value, (aux, key)`
        self._aux_returns: dict[ast.Return, str] = {}
        self._aux_targets: dict[ast.Assign, tuple[str, bool]] = {}
        self._vmaps: dict[ast.Call, int] = {}  # `vmap(f)` -> `vmap(f, in_axes=(None, 0), ...)`
        self._keyless_found: dict[str, set[str]] = {}  # key -> `_keyless`
        # key -> `_keyless`'s test of a function, which may read the key itself if told so
        self._cannot_read: dict[str, Callable[[ast.AST, bool], bool]] = {}
        # a traced function only reading the global key, made pure behind a wrapper passing it the
        # key (`_stale_reads`) -> (its pure name, the key)
        self._readers: dict[ast.AST, tuple[str, str]] = {}
        self._movable_found: dict[str, set[str]] = {}  # key -> `_movable`

    # -- the tree ----------------------------------------------------------------------------

    def parent(self, node: ast.AST) -> ast.AST | None:
        return self.names.parents.get(node)

    def _class_of(self, function: ast.AST) -> ast.ClassDef | None:
        """The class `function` is a method of, if it is one."""
        inside = self._enclosing(function)
        return inside[0] if inside and type(inside[0]) is ast.ClassDef else None

    def _enclosing(self, node: ast.AST) -> list[ast.AST]:
        """The functions, lambdas, classes and comprehensions around `node`, innermost first (a
        function's decorators, defaults and annotations and a comprehension's first iterable are
        outside it)."""
        found, below = [], None
        while True:
            parent = self.parent(node)
            if parent is None:
                return found
            if isinstance(parent, _COMPREHENSIONS):
                inside = node is not parent.generators[0] or below is not node.iter
            elif type(parent) is ast.Lambda:
                inside = node is parent.body
            else:
                inside = isinstance(parent, _SCOPES) and node in parent.body
            if inside:
                found.append(parent)
            node, below = parent, node

    def code(self, node: ast.AST) -> str:
        text = self.context.text
        start, end = text.span(node)
        return text.text[start:end]

    # -- planning ----------------------------------------------------------------------------

    def plan(self) -> list[Site]:
        self._untraced_calls()
        self._star_calls()
        groups = self._groups() + self._external_groups()
        shared = self.context.shared
        if (
            not groups
            and not self._may_hold_attribute_keys()
            and not any(  # a class of another module made pure for an instance here
                type(fact) is _InstanceKey
                for _, fact in (shared.imported.values() if shared is not None else ())
            )
        ):
            return self._handed()
        instances = self._instance_groups(groups)
        for group in groups + instances:
            self._plan(group)
        self._merge(groups, instances)
        for group in groups + instances:
            for other in groups + instances:
                for member in (
                    group.members.keys() & other.members.keys()
                    if other is not group and not any(other is g for g in group.merged)
                    else ()
                ):
                    group.problems.append(
                        (
                            member,
                            f"{self._label(group, member)} would take two keys, "
                            f"`{group.instance or group.key}` and `{other.instance or other.key}`",
                        )
                    )
        for group in groups:
            self._decide(group)
            self._stale_reads(group)
        self._settle_instances(instances)
        for group in instances:
            self._decide(group)
        self._edits()
        self._attribute_keys()
        self._imported_holder_starts()
        self._publish_stateful(groups)
        for group in groups + instances:  # a cycle (group, its cluster) the edits would keep
            group.merged = []
        return self._handed()

    def _merge(self, groups: list[_Group], instances: list[_Group]) -> None:
        """Join the groups whose members meet (`step` calling `noise_a`, which splits `key_a`, and
        `noise_b`, which splits `key_b`) where each edit they share can carry all their keys
        (`_mergeable`): such a member takes them first in the order in which the module first
        rebinds them (its first `key, sub = random.split(key)` of each, in the source), and returns
        them in that order after its result (`_ranks`). All or nothing: a problem of one group
        blocks the others. `return f(...)` of a function threaded with some of the keys only is
        moved out (`f_result, key_b = f(key_b, ...)`), so that the `return` gives every key."""
        clusters: list[list[_Group]] = []
        for group in groups + instances:
            joined = [
                c for c in clusters if any(g.members.keys() & group.members.keys() for g in c)
            ]
            clusters = [c for c in clusters if not any(c is j for j in joined)]
            clusters.append([*(g for c in joined for g in c), group])
        for cluster in clusters:
            if len(cluster) < 2 or not self._mergeable(cluster):
                continue
            cluster.sort(key=lambda g: min((r.lineno, r.col_offset) for r in g.direct.values()))
            self._ranks.update({g.key: rank for rank, g in enumerate(cluster)})
            for group in cluster:
                group.merged = cluster
            first = {}  # member -> the first group planned threading it, whose names it keeps
            for group in groups + instances:
                for member in group.members if any(group is g for g in cluster) else ():
                    first.setdefault(member, group)
            for group in cluster:  # one pure name for a member kept as a wrapper
                for member, names in list(group.wrapped.items()):
                    if first[member] is group:
                        continue
                    group.wrapped[member] = first[member].wrapped[member]
                    for ref, pure in group.renames.items():
                        if pure == names[0]:
                            group.renames[ref] = first[member].wrapped[member][0]
            for group in cluster:
                for statement, call in list(group.tails.items()):
                    function = self._enclosing(statement)[0]
                    sharing = [g for g in cluster if function in g.members]
                    if all(g.tails.get(statement) is call for g in sharing):
                        continue
                    used = {
                        name
                        for g in cluster
                        for c in g.hoists.get(statement, ())
                        for name in (g.hoisted[c][0],)
                    }
                    del group.tails[statement]
                    group.hoisted[call] = (self._temporary(call, used), group.key)
                    group.hoists[statement] = [call]
                    group.returns[statement] = group.key
            hoisting = Counter(s for g in cluster for s in g.hoists)
            for statement in (s for s, n in hoisting.items() if n > 1):
                calls = {c for g in cluster for c in g.hoists.get(statement, ())}
                ordered = sorted(calls, key=lambda c: (c.end_lineno, c.end_col_offset))
                if (
                    type(statement) not in (ast.Return, ast.Expr, ast.Assign)
                    or any(  # a call in a target runs after the value
                        type(n) is ast.Call
                        for target in getattr(statement, "targets", ())
                        for n in ast.walk(target)
                    )
                    or any(  # each group's own order, that of its events, kept
                        [c for c in ordered if c in g.hoists.get(statement, ())]
                        != list(g.hoists.get(statement, ()))
                        for g in cluster
                    )
                ):
                    cluster[0].problems.append(
                        (
                            statement,
                            "this statement calls functions threaded with different keys, "
                            "in an order omnifix does not follow",
                        )
                    )
            blocked = [g for g in cluster if g.problems or self.context.suppressed(self._lines(g))]
            for group in cluster if blocked else ():
                for member in group.members:
                    others = [g.key for g in blocked if g is not group and member in g.members]
                    if others:
                        group.problems.append(
                            (
                                member,
                                f"{self._label(group, member)} would take "
                                f"{_spelled(others)} too, whose rewrite is refused",
                            )
                        )

    def _mergeable(self, cluster: list[_Group]) -> bool:
        """Whether the groups of `cluster` can be threaded together: global keys of this module,
        members that are module-level functions no other module of the run imports or traces,
        none only reading a key it does not thread, and none of the forms whose edits carry one
        key (loop bodies and carries, branches, lambdas, differentiations, `vmap`, comprehensions
        made loops, `jit` options to shift, `g = jax.jit(f)` wrappers, hoisted defaults)."""
        counts = Counter(m for g in cluster for m in g.members)
        shared = [m for m, n in counts.items() if n > 1]
        shifted = Counter(c for g in cluster for c in g.jit_calls)
        if any(n > 1 for n in shifted.values()):
            return False
        for group in cluster:
            if (
                group.origin is not None
                or group.instance is not None
                or group.owner is not self.tree
                or group.declaration != "global"
                or group.attribute is not None
                or group.external
                or group.held
                or any(
                    (
                        group.bodies,
                        group.lifted,
                        group.keyed,
                        group.aux,
                        group.methods,
                        group.wraps,
                        group.nested,
                        group.unjitted,
                        group.jit_wrappers,
                        group.defed,
                        group.grads,
                        group.vmaps,
                        group.carried,
                        group.branched,
                        group.scan_hoists,
                        group.loops,
                        group.tree_loops,
                        group.carry_targets,
                        group.aux_targets,
                        group.firsts,
                        group.cond_wraps,
                        group.pure_imports,
                        any(group.defaults.values()),
                    )
                )
            ):
                return False
        for member in counts:
            if type(member) not in (ast.FunctionDef, ast.AsyncFunctionDef) or self._enclosing(
                member
            ):
                return False
            if any(  # reads a key it is not threaded with
                member not in g.members and g.key in _identifiers(member) for g in cluster
            ):
                return False
        for member in shared:
            having = [g for g in cluster if member in g.members]
            if self._importers(member.name) or self._traced_elsewhere(member):
                return False
            if len({(member in g.wrapped, member in g.public) for g in having}) > 1:
                return False
        return True

    def _handed(self) -> list[Site]:
        """The sites, which this planner no longer holds: their edits refer to it, and a reference
        back would leave the module's trees to the cyclic collector (so would `_keyless`'s tests,
        closures over it)."""
        sites, self.sites = self.sites, []
        self._cannot_read.clear()
        return sites

    def _instance_groups(self, key_groups: list[_Group]) -> list[_Group]:
        """A group per module-level name bound once, by `drop = Dropout(0.5)`, to an instance of a
        class of the module (no bases, decorators or metaclass) whose methods split a key held on
        an attribute of their first parameter (`self.key, sub = random.split(self.key)`), where
        code the module traces reads it (`_Group.instance`): each read there must be a call of
        such a method (`drop(x)`, running `__call__`, or `drop.sample(x)`) or one given to
        `tree_map`, the only method of its name in the class, all of one attribute, in the code
        of a module-level function, or a top-level `fast_drop = jax.jit(drop)` (`_instance_jit`,
        made a wrapper by `_jit_wrapper`), and no read there of the attribute itself
        (`drop.key`); other attributes (`drop.rate`) are read once, when traced, so nothing may
        change them (`_instance_changed`; else the group has the problem). Its methods are made pure behind wrappers (`_call_pure(self,
        key, x)`), and the functions calling them are threaded with the key like those of a global
        key, the state being `drop.key`. None where the name is read otherwise in traced code
        (given as a value: a parameter there), or where another module imports it or a function
        reading it: the key stays on the object, and the methods are reported.
        Methods splitting a global key of `key_groups` themselves (`global key` in
        `Layer.__call__`) are read the same way, through an instance of such a class, all of that
        one key: its group threads the functions calling them (`_Group.held`, `_direct_method`),
        its variable the state (no `jax.jit(layer)`: its method is then reported)."""
        classes = {c.name: c for c in self.tree.body if type(c) is ast.ClassDef}
        splitting = {  # one name for each global key methods split themselves: its group
            f"global {group.key}": group
            for group in key_groups
            if group.owner is self.tree and group.origin is None and group.declaration == "global"
        }
        shared = self.context.shared
        imported = {  # another module's class it made pure for this one (`_InstanceKey`)
            spelling: (target, fact)
            for spelling, (target, fact) in (
                shared.imported.items() if shared is not None and self.context.first_pass else ()
            )
            if type(fact) is _InstanceKey
        }

        def made(value: ast.expr) -> ast.ClassDef | tuple[str, _InstanceKey] | None:
            if type(value) is not ast.Call:
                return None
            if type(value.func) is ast.Name and value.func.id in classes:
                return classes[value.func.id]
            spellings = sorted(self.resolve(value.func) & imported.keys())
            return imported[spellings[0]] if spellings else None

        candidates = [  # `drop = Dropout(0.5)`, of a class of the module or one made pure for it
            s
            for s in self.tree.body
            if (
                type(s) is ast.Assign
                and len(s.targets) == 1
                and type(s.targets[0]) is ast.Name
                and made(s.value) is not None
            )
            or (type(s) is ast.ClassDef and any(self._classmethod(m) for m in s.body))
        ]
        if not candidates:
            return []
        bound = _bound_names(self.tree)
        declared = {n for node in self.names.nodes if type(node) is ast.Global for n in node.names}
        reached = self._module_tracing().reached
        groups = []
        for statement in candidates:
            held = type(statement) is ast.ClassDef  # the class itself holds the key: `Sampler`
            name = statement.name if held else statement.targets[0].id
            cls = statement if held else made(statement.value)
            target = None
            if type(cls) is tuple:  # the methods' names stand for them, all of one attribute
                target, fact = cls
                methods = {m: [m] for m, _ in fact.pure}
                keyed = {m: {fact.attr} for m, _ in fact.pure}
                names = dict(fact.pure)
                func = statement.value.func
                if (
                    bound[name] != 1
                    or name in declared
                    or (type(func) is ast.Name and bound[func.id] != 1)
                    or (shared is not None and shared.importers.get(name))
                ):
                    self._refuse_instance(
                        target,
                        statement,
                        f"`{name}` is bound more than once, declared `global` or imported by "
                        "another module of the run",
                    )
                    continue
            elif (
                bound[name] != 1
                or name in declared
                or bound[cls.name] != 1
                or cls.bases
                or cls.keywords
                or cls.decorator_list
            ):
                continue
            else:
                methods = {}
                for method in (m for m in cls.body if type(m) in DEFINITIONS):
                    methods.setdefault(method.name, []).append(method)
                keyed = {  # method -> the attributes it rebinds from splits of them; of a
                    # class, its classmethods' only (`cls.key`), of an instance, others'
                    method: {
                        attribute.attr
                        for n in _own(method, self.names.children)
                        if type(n) is ast.Assign
                        and type(attribute := self._attribute_rebinding(n)) is ast.Attribute
                    }
                    if held == self._classmethod(method)
                    else set()
                    for found in methods.values()
                    for method in found
                }
                for label, group in splitting.items() if not held else ():
                    for method in keyed.keys() & group.direct.keys():
                        if not self._classmethod(method):
                            keyed[method].add(label)
            attrs = set().union(*keyed.values()) if keyed else set()
            if not attrs:
                continue
            refs: dict[str, list[ast.expr]] = {}
            reaches: dict[ast.AST, set[ast.AST]] = {}
            sound = True
            for use in self.scopes.uses(self.tree, name):
                inside = self._enclosing(use)
                jitted = self._instance_jit(use)
                if not (
                    jitted is not None
                    or self._given_to(use) is not None
                    or any(
                        f in reached or (type(f) is ast.Lambda and self._given_to(f) is not None)
                        for f in inside
                    )
                ):
                    continue  # untraced: the wrapper does what the method did
                parent = self.parent(use)
                if jitted is not None:  # `fast_drop = jax.jit(drop)`: `_jit_wrapper`
                    ref, called, caller = jitted
                elif (type(parent) is ast.Call and parent.func is use) or self._tree_map(use):
                    ref, called = use, "__call__"  # `tree_map(drop, tree)`: loops (`_site`)
                elif type(parent) is ast.Attribute and (
                    (type(self.parent(parent)) is ast.Call and self.parent(parent).func is parent)
                    or self._tree_map(parent) is not None
                ):
                    ref, called = parent, parent.attr
                elif type(parent) is ast.Attribute and parent.attr not in attrs:
                    continue  # `drop.rate`, read at trace time as the original read it
                else:
                    sound, why = False, ("value", parent)
                    break
                found = methods.get(called, [])
                if jitted is None:
                    caller = inside[0] if inside else None
                if (
                    len(found) != 1
                    or len(keyed[found[0]]) != 1
                    or len(attrs) != 1
                    or caller not in self.tree.body
                    or type(caller) not in (ast.FunctionDef, ast.Assign)
                    or (jitted is not None and attrs <= splitting.keys())
                ):
                    sound, why = False, ("call", ref)
                    break
                label = name if ref is use else f"{name}.{called}"  # `drop.__call__` too
                refs.setdefault(label, []).append(ref)
                if target is None:
                    reaches.setdefault(found[0], set()).add(caller)
            if (target is not None or held) and not sound:
                kind, node = why
                if kind == "value" and type(node) is ast.Attribute:
                    said = f"traced code reads `{self.code(node)}`, the key itself"
                elif kind == "value":
                    said = f"traced code uses `{name}` as a value, not by calling its methods"
                else:
                    said = (
                        f"traced code calls `{self.code(node)}` other than in the code of a "
                        "module-level function, or a method of it splitting no key"
                    )
                if held:  # said in the findings of the classmethods it reaches
                    for method in (m for found in methods.values() for m in found if keyed[m]):
                        self._instance_refusals.setdefault(method, []).append(
                            f"omnifix does not pass the key through `{name}` either: {said}"
                        )
                else:
                    self._refuse_instance(target, node, said)
            if held and sound and refs and (why := self._class_key_refusal(cls, attrs, reaches)):
                for method in reaches:
                    self._instance_refusals.setdefault(method, []).append(
                        f"omnifix does not pass the key through `{name}` either: {why}"
                    )
                continue
            if not sound or not refs:
                continue
            (attr,) = attrs
            global_key = splitting.get(attr)  # its group threads the callers
            changed = (  # a class holding the key: `_class_key_refusal`
                None
                if held
                else self._instance_changed(
                    name, None if target else cls, "" if global_key else attr
                )
            )
            if target is None and not held and shared is not None and shared.importers.get(name):
                changed = (  # `from .layers import drop`, `layers.drop.rate = 100.0`
                    statement,
                    f"`{name}` is imported by another module of the run, which may change it",
                )
            if changed is not None and target is not None:
                self._refuse_instance(target, changed[0], changed[1])
                continue
            if global_key is not None and changed is None and len(self._family(cls)) > 1:
                changed = (  # `wide(x)` of `class Wide(Layer)` would trace the wrapper
                    statement,
                    f"a class of the module derives from `{cls.name}`, and omnifix does not "
                    "pass the key through its instances",
                )
            elif global_key is not None and shared is not None and shared.importers.get(cls.name):
                changed = (  # an instance of it there may be traced, running the wrapper
                    cls,
                    f"`{cls.name}` is imported by another module of the run, which omnifix does "
                    f"not pass `{global_key.key}` to",
                )
            if global_key is not None:
                group = global_key
                for method, callers in reaches.items():
                    group.reaches.setdefault(method, set()).update(callers)
            else:
                group = _Group(self.tree, attr, "global", instance=f"{name}.{attr}")
                group.made, group.reaches = target, reaches
                groups.append(group)
            if changed is not None:
                group.problems.append(changed)
            for label, found in refs.items():
                method = methods[label.partition(".")[2] or "__call__"][0]
                pure = names[method] if target is not None else self._pure_method(method)
                (group.external if global_key is None else group.held)[label] = found
                group.pure[label] = f"{name}.{pure}" if label == name else pure
        return groups

    def _pure_method(self, method: ast.AST) -> str:
        """The name of the pure form of `method` (`_call_pure`), one for all its uses."""
        if method not in self._method_names:
            base = method.name.strip("_") or method.name
            self._method_names[method] = self._free(f"_{base}_pure")
        return self._method_names[method]

    def _instance_jit(self, use: ast.Name) -> tuple[ast.expr, str, ast.Assign] | None:
        """Where `use`, a module-level instance, is jitted alone at the top level by a statement
        of its own, `fast_drop = jax.jit(drop)` (or of a method, `jax.jit(drop.sample)`,
        `jax.jit(drop.__call__)`; no options): the function given to `jit`, the method it runs
        and the statement."""
        parent = self.parent(use)
        ref = parent if type(parent) is ast.Attribute and type(parent.ctx) is ast.Load else use
        wrapped = self._jit_wrapped(ref, partial=False)
        if wrapped is None or wrapped.keywords or self._bound_partial(ref) is not None:
            return None
        assign = self.parent(wrapped)
        if (
            type(assign) is not ast.Assign
            or assign not in self.tree.body
            or len(assign.targets) != 1
            or type(assign.targets[0]) is not ast.Name
            or not self._callable_outside(assign.targets[0].id)  # `_jit_wrapper` keeps it
        ):
            return None
        return ref, "__call__" if ref is use else ref.attr, assign

    def _instance_changed(
        self, name: str, cls: ast.ClassDef | None, key: str
    ) -> tuple[ast.AST | None, str] | None:
        """Where and why the state of the module-level instance `name` other than its key `key`
        may change between two calls of the functions tracing it, if it may: a store or `del` of
        another attribute of it (`drop.rate = 100.0`, at the top level or in any function), or of
        an attribute of its class `cls` (`Dropout.rate = 2.0`), `name` given, kept or bound
        anywhere other than to call it or its methods or to read an attribute, only read there
        (`_only_read`), or its key, or `cls` (None: another module's, which checks it,
        `_threaded_elsewhere`) changing its attributes (`_state_refusal`). The pure forms jitted
        through the instance read its attributes once, when traced, where the original read them
        on each call."""
        if cls is not None and (why := _state_refusal(cls, self._splits)) is not None:
            return None, why  # its line said
        once = "which the jitted pure forms would read once, when traced"
        uses = [(u, name) for u in self.scopes.uses(self.tree, name)]
        if cls is not None:
            uses += [(u, cls.name) for u in self.scopes.uses(self.tree, cls.name)]
        for use, spelled in sorted(uses, key=lambda u: (u[0].lineno, u[0].col_offset)):
            parent = self.parent(use)
            if type(parent) is ast.Attribute and type(parent.ctx) is not ast.Load:
                if spelled == name and parent.attr == key:
                    continue  # a reset of the key, which the wrappers read at each call
                return use, f"code changes `{self.code(parent)}`, {once}"
            if spelled != name:
                continue  # the class made or read
            if (
                (type(parent) is ast.Call and parent.func is use)
                or self._instance_jit(use)
                or self._tree_map(use) is not None
            ):
                continue
            grand = self.parent(parent) if type(parent) is ast.Attribute else None
            if type(parent) is ast.Attribute and (
                parent.attr == key
                or (type(grand) is ast.Call and grand.func is parent)
                or _only_read(parent, self.names, self.resolve)
                or self._tree_map(parent) is not None
            ):
                continue
            return use, (
                f"`{name}` is used other than by calls of it or its methods or reads of its key "
                f"or of an attribute in an operation or a call only reading it, so its "
                f"attributes, {once}, may change"
            )
        return None

    def _classmethod(self, method: ast.AST) -> bool:
        """Whether `method` is decorated by the builtin `classmethod` and nothing else."""
        return (
            type(method) is ast.FunctionDef
            and len(method.decorator_list) == 1
            and type(decorator := method.decorator_list[0]) is ast.Name
            and decorator.id == "classmethod"
            and self.scopes.owner(decorator) is None
        )

    def _class_key(self, cls: ast.ClassDef, attr: str) -> bool:
        """Whether the classes of `cls`'s family bind `attr` only by a plain assignment of a key
        made by `jax.random` (`key = jax.random.PRNGKey(0)`), no descriptor running code when it
        is read or set on the class."""
        classes = {c.name: c for c in self.tree.body if type(c) is ast.ClassDef}
        for c in self._family(cls):
            for item in classes[c].body:
                if type(item) in (*DEFINITIONS, ast.ClassDef) and item.name == attr:
                    return False
                targets = getattr(item, "targets", [getattr(item, "target", None)])
                if attr not in {t.id for t in targets if type(t) is ast.Name}:
                    continue
                value = getattr(item, "value", None)
                if not (
                    type(item) is ast.Assign
                    and len(item.targets) == 1
                    and type(value) is ast.Call
                    and any(r.startswith(_RANDOM) for r in self.resolve(value.func))
                ):
                    return False
        return True

    def _class_key_refusal(
        self, cls: ast.ClassDef, attrs: set[str], reaches: dict[ast.AST, set[ast.AST]]
    ) -> str | None:
        """Why the group of a key held on the class `cls` (`Sampler.key`), split by its
        classmethods `reaches` (`cls.key, sub = split(cls.key)`), cannot pass and keep
        `Sampler.key`, if it cannot: the key must be set nowhere else in the module (no other
        store or `del` of an attribute of its name), and the traced functions calling the
        methods must reach them through the class's own name only (`Sampler.draw(x)`, never
        `Sub.draw(x)`, whose `cls` is the subclass, nor `obj.draw`). No other attribute of the
        class may change (`Sampler.scale = 3.0` in the module, a method storing one:
        `_state_refusal`), which the pure forms jitted would read once, when traced, where the
        original read it on each call. Another module of the run importing the class must not
        trace it (nor an instance of it): its calls, reads and resets
        in code never traced see the wrappers, which keep the signatures, as they saw the
        original; a trace there would run them with their state."""
        if (why := _state_refusal(cls, self._splits)) is not None:
            return why
        for use in self.scopes.uses(self.tree, cls.name):  # `Sampler.scale = 3.0` between calls
            parent = self.parent(use)
            if (
                type(parent) is ast.Attribute
                and type(parent.ctx) is not ast.Load
                and parent.attr not in attrs
            ):
                return (
                    f"line {use.lineno} changes `{self.code(parent)}`, which the jitted pure forms "
                    "would read once, when traced"
                )
        tracing = self._traced_elsewhere(cls, lambda fact: fact is not False)
        if tracing:
            return (
                f"{tracing[0]} imports `{cls.name}` and uses it (or an instance of it) in code it "
                "traces, where the wrappers would run with their state, under the trace"
            )
        rebinding = {
            n.targets[0] if len(n.targets) == 1 else None
            for method in reaches
            for n in _own(method, self.names.children)
            if type(n) is ast.Assign and self._attribute_rebinding(n) is not None
        }
        stored = {
            n
            for n in self.names.nodes
            if type(n) is ast.Attribute and type(n.ctx) is not ast.Load and n.attr in attrs
        }
        for n in sorted(stored, key=lambda n: (n.lineno, n.col_offset)):
            if self.parent(n) not in rebinding and n not in rebinding and not self._reset(n):
                return (
                    f"line {n.lineno} sets `{self.code(n)}` too, which may be the key, other "
                    f"than by the split in {', '.join(f'`{cls.name}.{m.name}`' for m in reaches)}, "
                    "in code that may be traced (a method, or a function traced, decorated, used "
                    "other than by calls or imported by another module of the run), where the "
                    "store would run once, while "
                    "tracing; one at the top level or in a module-level function never traced "
                    "is a reset between calls, which the wrappers see"
                )
        called = {method.name for method in reaches}
        for caller in sorted(set().union(*reaches.values()), key=lambda f: f.lineno):
            for n in ast.walk(caller):
                if (
                    type(n) is ast.Attribute
                    and n.attr in called
                    and not (
                        type(n.value) is ast.Name
                        and n.value.id == cls.name
                        and self.scopes.owner(n.value) is self.tree
                    )
                ):
                    return (
                        f"`{caller.name}` also reaches `{n.attr}` through `{self.code(n)}` (line "
                        f"{n.lineno}), whose `cls` may not be `{cls.name}`"
                    )
        return None

    def _reset(self, store: ast.Attribute) -> bool:
        """Whether `store`, a store or `del` of an attribute of a class key's name (`Sampler.key =
        jax.random.PRNGKey(seed)`), is in code never traced: at the module's top level, or in a
        module-level function without decorators (or in a function or comprehension nested in
        one), none of them traced (`codemods._traced`), the outer one only called in the module
        (not given as a value, to a host callback say) and imported by no other module of the
        run. The wrappers read the key and store the new one at each call, so a reset
        between calls is seen as the original saw it; one inside a trace would run once, while
        tracing. A method storing it stays refused: an instance traced through a parameter is not
        seen."""
        inside = self._enclosing(store)
        if not inside:
            return True
        outer = inside[0]
        traced = self._module_tracing().reached
        return (
            outer in self.tree.body
            and type(outer) is ast.FunctionDef
            and not outer.decorator_list
            and not self._importers(outer.name)
            and all(self._is_call(u) for u in self.scopes.uses(self.tree, outer.name))
            and all(type(f) is not ast.Lambda and f not in traced for f in inside)
        )

    def _refuse_instance(self, target: str, node: ast.AST, reason: str) -> None:
        """Tell the module of the class `target` (an exported `module.name`), which made its
        methods pure for this module's traced functions to pass them the key (`_InstanceKey`),
        that this module cannot: it reports them instead, with `reason` and `node`'s line."""
        where = os.path.abspath(self.context.path)
        self.context.publish(target, Refusal(where, node.lineno, reason))

    def _settle_instances(self, instances: list[_Group]) -> None:
        """Keep the instance groups whose every method their traced code runs is made pure behind
        a wrapper when their callers pass it the key (`_instance_callers`), with the groups left;
        each other one gets the method's reason as a problem. The methods are analysed as
        `_attribute_keys` will after the decisions, with the lines of every group planned so far
        counted as changed."""
        shared = self.context.shared
        for group in instances:  # importers would not be given the key
            for member in group.members:
                if shared is not None and shared.importers.get(member.name):
                    why = (
                        f"`{member.name}` is imported by another module of the run, which "
                        f"omnifix does not pass `{group.instance}` to"
                    )
                    group.problems.append((member, why))
        for group in instances:  # said in the findings of the methods, which stay reported
            if group.problems:
                held = group.instance.partition(".")[0]
                whys = "; ".join(
                    dict.fromkeys(
                        why if n is None else f"{why} (line {n.lineno})"
                        for n, why in group.problems
                    )
                )
                for method in group.reaches:
                    self._instance_refusals.setdefault(method, []).append(
                        f"omnifix does not pass the key through `{held}` either: {whys}"
                    )
        live = [g for g in instances if not g.problems]
        committed = set(self._group_lines)
        while live:
            self._group_lines = committed.union(*(self._lines(g) for g in live))
            self._instance_callers = {}
            for group in live:
                for method, callers in group.reaches.items():
                    self._instance_callers.setdefault(method, set()).update(callers)
            reasons = self._attribute_keys(dry=True)
            settled = True
            for group in live:
                for method in sorted(group.reaches, key=lambda m: m.lineno):
                    reason = reasons.get(method, "it is not traced where the module traces it")
                    if not isinstance(reason, _Pure):
                        label = name_of(method)
                        cls = self._class_of(method)
                        first = next(iter(group.external.values()))[0]
                        why = (
                            f"`{cls.name}.{label}`, which it runs, cannot be made pure behind a "
                            f"wrapper: {reason}"
                        )
                        group.problems.append((first, why))
                        settled = False
                        break
            live = [g for g in live if not g.problems]
            if settled:
                break
        self._group_lines = committed
        self._instance_callers = {}
        for group in live:
            for method, callers in group.reaches.items():
                self._instance_callers.setdefault(method, set()).update(callers)

    def _splits(self, call: ast.AST) -> bool:
        return type(call) is ast.Call and bool(self.resolve(call.func) & _SPLITS)

    def _groups(self) -> list[_Group]:
        """One group per key variable that some function rebinds from a split of it."""
        if not any(r in _SPLITS for r in self.names.references):
            return []
        groups: dict[tuple[int, str], _Group] = {}
        functions = in_walk_order(n for n in self.names.nodes if type(n) in DEFINITIONS)
        for function in functions:
            for key, declaration in self._declarations(function).items():
                rebinding = self._rebinding(function, key)
                if rebinding is None:
                    continue
                owner = self._owner(function, key, declaration)
                if owner is not None:
                    group = groups.setdefault((id(owner), key), _Group(owner, key, declaration))
                    group.direct[function] = rebinding
        return list(groups.values())

    def _external_groups(self) -> list[_Group]:
        """One group per key of another module of the run whose threaded functions this module
        calls (first pass only: after it the calls pass the key already); the calls of functions
        of a module transformed at the same time (an import cycle) are reported."""
        shared = self.context.shared
        if shared is None or not shared.imported or not self.context.first_pass:
            return []
        groups: dict[tuple[str, str], _Group] = {}
        nodes = sorted(
            (n for n in self.names.nodes if type(n) in (ast.Name, ast.Attribute)),
            key=lambda n: (n.lineno, n.col_offset, -n.end_lineno, -n.end_col_offset),
        )
        for node in nodes:
            for spelling in self.resolve(node) & shared.imported.keys():
                target, fact = shared.imported[spelling]
                if type(fact) in (_Untraced, _InstanceKey, _Factory):
                    continue  # stateful there: `_untraced_calls`; a class: `_instance_groups`
                defined = target.rpartition(".")[0]
                if fact == UNKNOWN:
                    where = os.path.abspath(self.context.path)
                    self.context.publish(
                        target,
                        Refusal(
                            where,
                            node.lineno,
                            f"`{os.path.basename(self.context.path)}` and `{defined}` "
                            "import each other: omnifix transforms the two at the same "
                            "time, so this call would not be updated",
                        ),
                    )
                    continue
                origin, key = fact.origin or defined, fact.key
                group = groups.setdefault(
                    (origin, key), _Group(self.tree, key, "global", origin=origin)
                )
                # by its full name: `layers.spread` and `rng.spread` apart, and from a `def spread`
                group.external.setdefault(target, []).append(node)
                group.keyless |= fact.keyless
                if fact.pure is not None:
                    group.pure[target] = fact.pure
        used: set[str] = set()
        for group in groups.values():  # a caller naming the key: the parameter takes a new name
            callers = {
                next((f for f in self._enclosing(ref) if type(f) in DEFINITIONS), None)
                for refs in group.external.values()
                for ref in refs
            }
            if any(f is not None and self.scopes.binds(f, group.key) for f in callers):
                leaf = group.origin.rpartition(".")[2] or group.origin
                group.attribute = group.key
                group.key = self._fresh(f"{leaf}_{group.key}", used)
        return list(groups.values())

    def _untraced_calls(self) -> None:
        """Report the calls, in functions traced here or by a module importing them, of a function
        another module leaves stateful (`_Untraced`): it sees no trace of it, since tracing is
        followed across modules through calls of module-level functions of screened modules only
        (`main.py` running `jax.jit(model.apply)`, `apply` calling `rng.next_key()` through a
        module naming no `jax`), so the traced code would still split that module's global key."""
        shared = self.context.shared
        if shared is None or not shared.imported or not self.context.first_pass:
            return
        traced: dict[ast.AST, str] | None = None
        for node in self.names.nodes:
            if type(node) not in (ast.Name, ast.Attribute):
                continue
            for spelling in self.resolve(node) & shared.imported.keys():
                target, fact = shared.imported[spelling]
                if type(fact) is _Factory:
                    self._factory_given(node, target, fact)
                    continue
                if type(fact) is not _Untraced:
                    continue
                if traced is None:
                    whole = _Group(self.tree, fact.key, "global")
                    traced = self._traced_in(whole, self._functions(whole))
                    traced.update(self._module_traced())
                inside = [f for f in self._enclosing(node) if f in traced]
                defined, _, name = target.rpartition(".")
                if not inside:
                    self._untraced_stored(node, name, defined, fact.key)
                    continue
                caller = name_of(inside[0])
                self._report(
                    node,
                    f"`{name}` of `{defined}` updates its PRNG key `{fact.key}` while traced: same "
                    "numbers on every call",
                    (
                        f"`{caller}` calls `{name}`, which splits the global PRNG key `{fact.key}` "
                        f"of `{defined}` and stores the new key back; `{caller}` is traced "
                        f"({traced[inside[0]]}), so the split runs on tracers and leaves a tracer "
                        f"in `{fact.key}`. Not rewritten: `{defined}` sees no trace of `{name}` "
                        "(omnifix follows a trace across modules only through calls of "
                        "module-level functions). Pass the key in and return "
                        f"the new one by hand, in `{name}`, `{caller}` and the code tracing it."
                    ),
                )

    def _untraced_stored(self, node: ast.AST, name: str, defined: str, key: str) -> None:
        """Report `node`, `name` of module `defined` that splits its global key `key` and is left
        stateful there (`_Untraced`), where it is stored in a table this module traces
        (`fns = [rng.noise]`, then `jax.jit(fns[0])`: `_table_traced`)."""
        found = self._table_traced(node)
        if found is None:
            return
        table, how = found
        self._report(
            node,
            f"`{name}` of `{defined}` in `{table}` updates its PRNG key `{key}` while traced: "
            "same numbers on every call",
            f"`{name}`, stored in `{table}`, splits the global PRNG key `{key}` of `{defined}` "
            f"(itself or by its calls) and stores the new key back, and {how}. The split runs on tracers: it returns the "
            f"same random numbers on every call and leaves a tracer in `{key}`. Not rewritten: a "
            f"function stored in a table is called through it, which omnifix does not follow. "
            f"Pass the key in and return the new one by hand: `def {name}({key}, ...)` ... "
            f"`return result, {key}`.",
        )

    def _star_calls(self) -> None:
        """Report the calls, in functions traced here, of a name nothing in the module binds and
        that a star import of a module of the project (`from .model import *`, not of a library)
        may bind: the cross-module analysis follows names imported by name only, so a function
        of that module splitting its global key would run its split at trace time unseen."""
        stars = [
            s
            for s in self.tree.body
            if type(s) is ast.ImportFrom
            and any(a.name == "*" for a in s.names)
            and (s.level or (s.module or "").partition(".")[0] not in _LIBRARIES)
        ]
        if not stars or not self.context.first_pass:
            return
        star = "from " + "." * stars[0].level + (stars[0].module or "") + " import *"
        traced = self._module_traced()
        reported = set()
        for node in self.names.nodes:
            if (
                type(node) is not ast.Call
                or type(node.func) is not ast.Name
                or node.func.id in _BUILTIN_NAMES
                or self.scopes.owner(node.func) is not None
            ):
                continue
            inside = [f for f in self._enclosing(node) if f in traced]
            if not inside or (inside[0], node.func.id) in reported:
                continue
            reported.add((inside[0], node.func.id))
            name, caller = node.func.id, name_of(inside[0])
            self._report(
                node,
                f"traced call of `{name}` from `{star}`: a PRNG key it updates is not followed",
                f"`{caller}` is traced: {traced[inside[0]]}. It calls `{name}`, which nothing in "
                f"this module binds: `{star}` may. omnifix follows another module's functions "
                f"imported by name only, so if `{name}` splits a global PRNG key, the split runs "
                f"at trace time: same numbers on every call. Import it by name (`"
                f"{star.replace('*', name)}`) and run omnifix again.",
            )

    def _traced_result_read(self, call: ast.Call) -> tuple[ast.Name, str] | None:
        """A read, in code the module traces, of the name a statement of its own binds `call`'s
        value to (`noise = make_noise(1)`, then `jax.jit(lambda x: noise(x) * 2)`), with how that
        code is traced."""
        statement = self.parent(call)
        if (
            type(statement) is not ast.Assign
            or len(statement.targets) != 1
            or type(statement.targets[0]) is not ast.Name
        ):
            return None
        target = statement.targets[0]
        tracing = self._module_tracing()
        for read in self.scopes.uses(self.scopes.owner(target), target.id):
            inside = [f for f in self._enclosing(read) if f in tracing.reached]
            if inside:
                return read, tracing.describe(inside[0])
        return None

    def _factory_traced(self, call: ast.Call, closure: str, factory: str) -> str | None:
        """How traced code gets the closure a call of a factory returns, if it does: the call is
        given to a transformation (`jax.jit(make_noise(1))`), or bound to a name traced code reads
        (`noise = make_noise(1)`, then `jax.jit(lambda x: noise(x) * 2)`)."""
        transform = self._given_to(call)
        if transform is not None:
            return f"`{transform}` is given the closure"
        found = self._traced_result_read(call)
        if found is None:
            return None
        read, how = found
        return (
            f"`{read.id}`, bound to what `{factory}` returns (line {call.lineno}), is read in "
            f"traced code (line {read.lineno}: {how}): it is the closure"
        )

    def _factory_given(self, node: ast.AST, target: str, fact: _Factory) -> None:
        """Report `node`, a function of another module returning a closure that splits its
        `nonlocal` key (`_Factory`), where its call is given to a transformation here
        (`jax.jit(make_noise(1))`): the closure's split runs at trace time."""
        call = self.parent(node)
        if type(call) is not ast.Call or call.func is not node:
            return
        defined, _, name = target.rpartition(".")
        given = self._factory_traced(call, fact.closure, name)
        if given is None:
            return
        self._report(
            call,
            f"`{fact.closure}` of `{name}` updates the PRNG key `{fact.key}` while traced: same "
            "numbers on every call",
            f"{given} `{fact.closure}` that `{name}` of `{defined}` "
            f"returns, which splits the PRNG key `{fact.key}` of `{name}` and stores the new key "
            f"back: traced, it returns the same random numbers on every call and leaves a tracer "
            f"in `{fact.key}`. Not rewritten: the closure is a value here. Keep the key out of "
            f"the closure: `def {fact.closure}({fact.key}, ...)` returning `result, {fact.key}`, "
            f"jitted, called as `result, {fact.key} = {fact.closure}({fact.key}, ...)`.",
        )

    def _is_state(self, group: _Group, node: ast.AST) -> bool:
        """`node` names the key variable of the other module an external group threads."""
        if group.instance is not None:  # `drop.key`
            return (
                type(node) is ast.Attribute
                and node.attr == group.key
                and type(node.value) is ast.Name
                and node.value.id == group.instance.partition(".")[0]
                and self.scopes.owner(node.value) is self.tree
            )
        return (
            group.origin is not None
            and type(node) is ast.Attribute
            and any(
                self._absolute(q) == f"{group.origin}.{group.attribute or group.key}"
                for q in self.resolve(node)
            )
        )

    def _absolute(self, dotted: str) -> str | None:
        """A dotted name as this module's imports spell it, made absolute."""
        shared = self.context.shared
        return dotted if shared is None else Module(shared.module, shared.package).absolute(dotted)

    def _source(self, module: str, defined: str) -> str:
        """The module to import a pure form defined in `defined` from, spelled as `module`, where
        the function was imported from, is (relative or not): `module` itself unless it only
        re-exports the function (`from . import next_key`, `pkg/__init__.py` importing it from
        `.rng`: `.rng`)."""
        if self._absolute(module) == defined:
            return module
        dots = module[: len(module) - len(module.lstrip("."))]
        base = self._absolute(dots) if dots else None
        if base is not None and defined.startswith(f"{base}."):
            return dots + defined[len(base) + 1 :]
        return defined

    def _declarations(self, function: ast.AST) -> dict[str, str]:
        return {
            name: "global" if type(n) is ast.Global else "nonlocal"
            for n in _own(function, self.names.children)
            if type(n) in (ast.Global, ast.Nonlocal)
            for name in n.names
        }

    def _owner(self, function: ast.AST, key: str, declaration: str) -> ast.AST | None:
        """What the key variable belongs to: the module, or the enclosing function that assigns it
        (for `nonlocal`)."""
        if declaration == "global":
            return self.tree
        for outer in self._enclosing(function):
            if type(outer) not in (*DEFINITIONS, ast.Lambda):
                return None
            if self.scopes.binds(outer, key):
                return outer
        return None

    def _rebinding(self, function: ast.AST, key: str) -> ast.Assign | None:
        """The assignment in `function` that rebinds `key` from a split or fold_in of it."""
        for n in _own(function, self.names.children):
            if type(n) is ast.Assign and any(
                t.id == key for a in n.targets for t in _target_names(a)
            ):
                for call in ast.walk(n.value):
                    if self._splits(call) and any(key in _identifiers(a) for a in arguments(call)):
                        return n
        return None

    def _functions(self, group: _Group) -> dict[str, list[ast.AST]]:
        """The functions defined directly in the owner's body, by name."""
        found: dict[str, list[ast.AST]] = {}
        for statement in group.owner.body:
            if type(statement) in DEFINITIONS:
                found.setdefault(statement.name, []).append(statement)
        return found

    def _traced_values(self, group: _Group, functions: dict[str, list[ast.AST]]) -> None:
        """Report the functions of the group that traced code runs as values, where `Traced`, which
        follows calls by name, does not see them: a closure splitting a `nonlocal` key that its
        factory returns, called in the argument of a transformation (`jax.jit(make_noise(1))`),
        and a module-level function reaching a split of the key by calls, stored in a dict, list,
        tuple or set that a module-level assignment binds (`ACTS = {"drop": dropout}`), which
        traced code reads or a transformation is given (`_table_traced`). Either way the split runs at trace time; nothing is rewritten (the
        group is refused: the value's calls cannot pass a key)."""
        owner = group.owner
        if group.declaration == "nonlocal" and owner in self.tree.body:
            returned = {  # the closures the factory returns: `return noise`, `return a, b`
                n.id
                for s in ast.walk(owner)
                if type(s) is ast.Return and s.value is not None
                for n in ([s.value] if type(s.value) is ast.Name else getattr(s.value, "elts", []))
                if type(n) is ast.Name
            }
            for function in group.direct:
                if function.name not in returned or functions.get(function.name) != [function]:
                    continue
                shared = self.context.shared  # a module of the run calling the factory
                if shared is not None and shared.importers.get(owner.name):
                    self.context.publish(owner.name, _Factory(group.key, function.name))
                for ref in self.scopes.uses(self.tree, owner.name):
                    call = self.parent(ref)
                    if type(call) is not ast.Call or call.func is not ref:
                        continue
                    given = self._factory_traced(call, function.name, owner.name)
                    if given is None:
                        continue
                    why = (
                        f"{given} `{function.name}` that `{owner.name}` returns, which splits the "
                        f"PRNG key `{group.key}` of `{owner.name}` and stores the new key back"
                    )
                    group.problems.append((call, why))
                    self._report(
                        call,
                        f"`{function.name}` of `{owner.name}` updates the PRNG key "
                        f"`{group.key}` while traced: same numbers on every call",
                        f"{why}: traced, it returns the same random numbers on every call and "
                        f"leaves a tracer in `{group.key}`. Not rewritten: the closure is a value "
                        f"here. Keep the key out of the closure: `def {function.name}({group.key}, "
                        f"...)` returning `result, {group.key}`, jitted, called as `result, "
                        f"{group.key} = {function.name}({group.key}, ...)`.",
                    )
        if owner is not self.tree:
            return
        top = {s.name: s for s in self.tree.body if type(s) in DEFINITIONS}
        reaching = {f.name for f in group.direct if top.get(f.name) is f}
        changed = bool(reaching)
        while changed:  # the module-level functions reaching a split by calls
            changed = False
            for name, function in top.items():
                if name not in reaching and any(
                    type(n) is ast.Call
                    and type(n.func) is ast.Name
                    and n.func.id in reaching
                    and self.scopes.owner(n.func) is self.tree
                    for n in ast.walk(function)
                ):
                    reaching.add(name)
                    changed = True
        group.reaching = reaching
        for statement in self.tree.body:
            if type(statement) is not ast.Assign:
                continue
            for ref in ast.walk(statement.value):  # `dropout` in `ACTS = {"drop": dropout}`
                if (
                    type(ref) is not ast.Name
                    or ref.id not in reaching
                    or type(ref.ctx) is not ast.Load
                    or self.scopes.owner(ref) is not self.tree
                ):
                    continue
                found = self._table_traced(ref)
                if found is None:
                    continue
                table, how = found
                group.problems.append((ref, f"`{ref.id}` is stored in `{table}`"))
                self._report(
                    ref,
                    f"`{ref.id}` in `{table}` updates the PRNG key `{group.key}` while "
                    "traced: same numbers on every call",
                    f"`{ref.id}`, stored in `{table}`, splits the global PRNG key `{group.key}` "
                    f"(itself or by its calls), and {how}. Called through `{table}` there, it "
                    f"returns the same random numbers on every call and leaves a tracer in "
                    f"`{group.key}`. Not rewritten: a function stored in a table is called "
                    f"through it, which omnifix does not follow. Pass the key in and return the "
                    f"new one: `def {ref.id}({group.key}, ...)` ... `return result, {group.key}`.",
                )

    def _publish_stateful(self, groups: list[_Group]) -> None:
        """Tell the importers of the module-level functions reaching a split of a global key of
        the module (`_Group.reaching`) that this module published nothing else about, and that no
        importer traces, that they keep the key in the global (`_Untraced`): never traced here,
        or kept as stateful wrappers of their pure forms (a public function made pure because
        the module traces it). An importer storing one in a table it traces, or calling it from
        code it traces unseen here, reports it (`_untraced_calls`): the split runs there at trace
        time, as it would in an untraced function."""
        shared = self.context.shared
        if shared is None or not shared.importers:
            return
        told = {name for name, _ in self.context.published}
        for group in groups:
            if group.owner is not self.tree or group.origin is not None:
                continue
            for name in sorted(group.reaching - told):
                importers = shared.importers.get(name, ())
                if importers and not any(traces is True for _, traces in importers):
                    self.context.publish(name, _Untraced(group.key))
                    told.add(name)

    def _table_traced(self, ref: ast.AST) -> tuple[str, str] | None:
        """Where `ref`, a function stored in a dict, list, tuple or set (or one nested in such)
        that a module-level assignment binds to names (`ACTS = {"drop": dropout}`), is traced:
        the table's name and how, where a traced function reads the name (`ACTS[name](x)` in a
        jitted function) or a transformation is given it or an item of it (`jax.jit(fns[0])`);
        None otherwise."""
        node = ref
        while type(self.parent(node)) in (ast.Dict, ast.List, ast.Tuple, ast.Set):
            node = self.parent(node)
        statement = self.parent(node)
        if (
            node is ref
            or type(statement) is not ast.Assign
            or statement.value is not node
            or self.parent(statement) is not self.tree
        ):
            return None
        traced = self._module_traced()
        for target in statement.targets:
            if type(target) is not ast.Name:
                continue
            for use in self.scopes.uses(self.tree, target.id):
                readers = [f for f in self._enclosing(use) if f in traced]
                if readers:
                    reader = name_of(readers[0])
                    return target.id, (
                        f"`{reader}`, which reads `{target.id}`, is traced: {traced[readers[0]]}"
                    )
                given = use
                if type(self.parent(use)) is ast.Subscript and self.parent(use).value is use:
                    given = self.parent(use)
                transform = self._given_to(given)
                if transform is not None:
                    return target.id, (
                        f"`{transform}` is given `{self.code(given)}` (line {given.lineno})"
                    )
        return None

    def _references(self, group: _Group, name: str) -> list[ast.Name]:
        """The uses of the owner's variable `name`, wherever they are."""
        return self.scopes.uses(group.owner, name)

    def _host_store(self, group: _Group) -> tuple[ast.AST, str] | None:
        """A host callback in code the module traces (`codemods._traced.host_function`:
        `jax.debug.callback(reset)`, also as a lambda) whose function may set the group's key, and
        why: it runs on the host in the middle of the traced call (eagerly too, inline), while
        the key is passed in and out of the functions made pure, and the wrapper or caller keeping
        the state stores the key they return over what it set. It may set the key where it, or a
        function of the module or method it calls by name (`Traced`'s rules), declares the key's
        name `global` or `nonlocal` or stores an attribute of the key's name (`Sampler.key = ...`),
        or where it is, or calls, a function of another module of the run, or a value omnifix
        does not follow."""
        name = (group.instance or "").rpartition(".")[2] or group.attribute or group.key
        tracing = self._module_tracing()
        top = {d.name: d for d in self.tree.body if type(d) in DEFINITIONS}

        def project(node: ast.expr) -> bool:  # named from a module of the run, not a library
            root = _root(node)
            meaning = self.names.imported.get(root) if root is not None else None
            return meaning is not None and meaning.partition(".")[0] not in _LIBRARIES

        def sets(function: ast.expr) -> str | None:
            todo, seen = [function], set()
            while todo:
                node = todo.pop()
                if type(node) is ast.Name and node.id in top and not project(node):
                    node = top[node.id]
                elif type(node) is ast.Attribute and not project(node):
                    todo.extend(tracing.methods.get(node.attr, ()))
                    continue
                elif type(node) in (ast.Name, ast.Attribute):
                    if project(node):
                        return f"`{self.code(node)}` is of another module of the run"
                    continue  # a builtin or a local, which cannot be the module's function
                if type(node) not in (ast.Lambda, *DEFINITIONS):
                    return f"`{self.code(node)}` is not a function omnifix follows"
                if node in seen:
                    continue
                seen.add(node)
                for n in ast.walk(node):
                    if type(n) in (ast.Global, ast.Nonlocal) and name in n.names:
                        return f"`{name_of(node)}` declares `{name}` {type(n).__name__.lower()}"
                    if type(n) is ast.Attribute and type(n.ctx) is not ast.Load and n.attr == name:
                        return f"`{name_of(node)}` sets `{self.code(n)}`"
                    if type(n) is ast.Call and type(n.func) in (ast.Name, ast.Attribute):
                        todo.append(n.func)
            return None

        calls = (n for n in self.names.nodes if type(n) is ast.Call)
        for call in in_walk_order(calls):
            function = host_function(call, self.resolve)
            if function is None or not any(
                f in tracing.reached or f in group.traced for f in self._enclosing(call)
            ):
                continue
            why = sets(function)
            if why is not None:
                return call, (
                    f"a host callback in traced code is given `{self.code(function)}`, which may "
                    f"set the key: {why}; it runs in the middle of the traced call, and the key "
                    "the functions made pure return would be stored over what it set"
                )
        return None

    def _plan(self, group: _Group) -> None:
        functions = self._functions(group)
        group.traced = self._traced_in(group, functions)
        host = self._host_store(group)
        if host is not None:
            group.problems.append(host)
        for function in group.direct:
            cls = self._class_of(function)
            if cls is not None:
                if function in self._module_traced():  # else correct Python, as below
                    self._direct_method(group, function, cls)
                continue
            outer = self._local_body(group, function, functions)
            if outer is not None:  # a local loop body: its function passes the key to the loop
                group.nested[function] = outer
                group.traced[function] = self._local_role(self.scopes.uses(outer, function.name)[0])
                group.members[function] = "direct"
                continue
            if function not in group.traced and self._traced_locally(group, function):
                group.traced[function] = self._traced_locally(group, function)
            if function not in group.traced:  # never traced: the global key is correct Python
                shared = self.context.shared  # there; importers tracing its callers report them
                if group.owner is self.tree and shared and shared.importers.get(function.name):
                    self.context.publish(function.name, _Untraced(group.key))
                continue
            group.members[function] = "direct"
            if function.name not in functions:  # a jitted `def` in code never traced: wrapped
                refusal = self._nested_refusal(group, function)
                if refusal is None:
                    self._wrap(group, function, public=True)
                    continue
                group.problems.append(refusal)
            elif functions[function.name] != [function]:
                group.problems.append((function, f"`{function.name}` is defined more than once"))
            if self._wrappable(group, function):
                self._wrap(group, function)
            elif self._public(group, function):
                self._wrap(group, function, public=True)

        self._traced_values(group, functions)

        def threaded() -> list[str]:
            return [
                *group.external,
                *group.held,
                *(
                    self._called(group, m)
                    for m in group.members
                    if m not in group.wrapped or m in group.public
                ),
            ]

        uses: dict[str, list[ast.AST]] = {
            name: [r for r in refs if name not in group.pure or self._needs_pure(group, r)]
            for name, refs in group.external.items()
        }
        uses.update(group.held)  # all traced (`_instance_groups`)
        uses.update({m.name: self.scopes.uses(f, m.name) for m, f in group.nested.items()})
        changed = True
        while changed:  # callers that are not drivers are threaded too
            changed = False
            for name in threaded():
                if name not in uses:
                    uses[name] = [
                        ref
                        for ref in self._references(group, name)
                        if name in group.external
                        or not any(m.name == name for m in group.public)
                        or self._needs_pure(group, ref)
                    ]
                jitted = [  # traced calls of `g = jax.jit(f)`: their callers are threaded too
                    use
                    for ref in uses[name]
                    for use in self._aliases(ref, name)
                    if self._needs_pure(group, use)
                ]
                for ref in [*uses[name], *jitted]:
                    inside = self._enclosing(ref)
                    while inside and (  # `_loop`'s loops, `_tree_loop`'s
                        self._looped(inside[0]) or self._tree_map(inside[0]) is not None
                    ):
                        inside = inside[1:]
                    caller = inside[0] if inside else None
                    if (
                        type(caller) is ast.Lambda
                        and len(inside) > 1
                        and self._is_call(ref)
                        and self._keyed_lambda(group, self.parent(ref)) == ""
                    ):  # `vmap(lambda key, v: f(key, v), ...)(key, x)` is called by its function
                        caller = inside[1]
                    if (
                        type(caller) in DEFINITIONS
                        and caller not in group.members
                        and (
                            self._is_call(ref)
                            or self._tree_map(ref) is not None
                            or self._carrier(ref) is not None
                            or self._branching(ref) is not None
                            or self._differentiated(ref) is not None
                            or self._vectorized(ref) is not None
                            or bool(self._bound_calls(ref))
                        )
                        and caller in group.traced
                        and functions.get(caller.name) == [caller]
                        and (
                            not self._driver(caller, group)
                            or group.owner is not self.tree
                            and self._wrappable(group, caller)
                        )
                    ):
                        # a function running a lifted lambda calls what the lambda calls
                        group.members[caller] = group.members.get(ref, name)
                        if self._public(group, caller):
                            self._wrap(group, caller, public=True)
                        elif group.owner is not self.tree and self._wrappable(group, caller):
                            self._wrap(group, caller)  # a closure its factory returns
                        changed = True
                    elif (
                        caller not in group.members
                        and self._is_call(ref)
                        and self._local_caller(group, caller, functions) is not None
                    ):  # a local loop body calling a threaded function carries the key
                        outer = self._local_caller(group, caller, functions)
                        group.members[caller] = name
                        group.nested[caller] = outer
                        group.traced[caller] = self._local_role(
                            self.scopes.uses(outer, caller.name)[0]
                        )
                        uses[caller.name] = self.scopes.uses(outer, caller.name)
                        changed = True
                    elif (
                        type(caller) is ast.Lambda
                        and caller not in group.members
                        and (self._is_call(ref) or self._carrier(ref) is not None)
                        and (
                            self._carrier(caller) is not None or self._branching(caller) is not None
                        )
                        and self._lift_refusal(group, caller) is None
                    ):  # a lambda loop body or branch: lifted into a local `def` taking the key
                        loop = self._carrier(caller)
                        if loop is not None:
                            verb = loop.rpartition(".")[2]
                            lifted, how = self._free(f"{verb}_body"), "as its body"
                        else:
                            loop = min(self.resolve(self._branching(caller).func) & _BRANCHING)
                            verb = loop.rpartition(".")[2]
                            lifted, how = self._free(f"{verb}_branch"), "as a branch"
                        group.members[caller] = name
                        group.lifted[caller] = (lifted, self._holder(caller))
                        group.traced[caller] = f"it is given to `{verb}` {how} (`{loop}`)"
                        self._lifting.add(caller)
                        uses[lifted] = [caller]
                        changed = True
        self._check_traced_methods(group, threaded(), uses)
        for name in threaded():
            for ref in uses[name]:
                group.refs[ref] = name
                kept = self._jit_wrapper(group, ref, name) or self._grad_wrapper(group, ref, name)
                bound = self._bound_calls(ref)
                for alias in self._aliases(ref, name):
                    if not kept or self._needs_pure(group, alias):
                        group.refs[alias] = name
                    if bound:
                        group.bound[alias] = self._differentiation(ref)[0]
        for member, why in group.members.items():
            self._check_member(group, member, why)
            self._check_importers(group, member)
            self._check_body(group, member)
            self._check_aux(group, member)
        declared = {n for m in group.members for n in self._declarations(m)} - {group.key}
        for ref, name in group.refs.items():
            self._classify(group, name, ref, declared)
        for member in group.members:
            self._check_callees(group, member, functions)

    def _direct_method(self, group: _Group, method: ast.AST, cls: ast.ClassDef) -> None:
        """A traced method splitting the key itself: made pure behind a wrapper with its signature
        (`_method_refusal`), as a traced method calling a threaded function is, or reported."""
        group.members[method] = "direct"
        group.traced[method] = self._module_traced()[method]
        wraps: list[ast.Assign] = []
        branches: list[ast.Attribute] = []
        reason = self._method_refusal(group, method, cls, wraps, branches)
        if reason is not None:
            why = f"`{cls.name}.{method.name}` cannot keep its signature as a wrapper: {reason}"
            group.problems.append((method, why))
            return
        self._method_member(group, method, wraps, branches)

    def _method_member(
        self,
        group: _Group,
        method: ast.AST,
        wraps: list[ast.Assign],
        branches: list[ast.Attribute] = (),
    ) -> None:
        """Make a traced method a member of the group behind a wrapper: `_m_pure(self, key, ...)`
        and `m(self, ...)`; its class's `self.m = jax.jit(self.m, ...)` (`wraps`) jits
        `self._m_pure` instead, its `static_argnums` all moved up by one for the key; its uses as
        a branch of `lax.cond` or `lax.switch` in a method of its class (`branches`,
        `_own_branch`) give `self._m_pure` (`_method_branches`)."""
        group.methods[method] = _positional(method)[0].arg
        base = method.name.strip("_") or method.name
        pure = self._pure_method(method)
        group.wrapped[method] = (pure, self._free(f"{base}_result"))
        for ref in branches:
            group.method_branches[ref] = method
        for wrap in wraps:
            self._shift_later(group, wrap.value)
            group.renames[wrap.targets[0]] = group.renames[wrap.value.args[0]] = pure
            group.wraps.setdefault(method, []).append(wrap)

    def _check_traced_methods(
        self, group: _Group, names: list[str], uses: dict[str, list[ast.AST]]
    ) -> None:
        """A method that may be traced and calls a threaded function, or a wrapper kept for one,
        is made pure behind a wrapper with its signature (`_method_refusal`), its calls joining
        `uses`; where it cannot be, the call blocks the group: the method would still run the
        stateful code inside its trace."""
        traced = self._module_traced()
        for name in names:
            refs = [*self._references(group, name), *group.external.get(name, ())]
            refs += [lam for lam, (lifted, _) in group.lifted.items() if lifted == name]
            for ref in dict.fromkeys([*refs, *(a for r in refs for a in self._aliases(r, name))]):
                inside = self._enclosing(ref)
                if not (
                    len(inside) > 1
                    and type(inside[0]) in DEFINITIONS
                    and type(inside[1]) is ast.ClassDef
                    and inside[0] in traced
                    and (
                        self._is_call(ref)
                        or self._carrier(ref) is not None
                        or self._branching(ref) is not None
                        or self._differentiated(ref) is not None
                        or self._vectorized(ref) is not None
                        or bool(self._bound_calls(ref))
                    )
                ):
                    continue
                method, cls = inside[0], inside[1]
                if method not in group.members and not self._wrapped_method(
                    group,
                    method,
                    cls,
                    name,
                    traced,
                    ref,
                    f"`{self._shown(group, name)}` is called from",
                ):
                    continue
                if ref not in uses.setdefault(name, []):
                    uses[name].append(ref)
        self._method_branches(group)

    def _method_branches(self, group: _Group) -> None:
        """A method made pure behind a wrapper and given as a branch of `lax.cond` or
        `lax.switch` in a method of its class (`self._a`, `_own_branch`) is given as its pure form
        (`self._a_pure`), which takes the key first and returns it: the `cond` is then a call of a
        threaded function, and the method running it a caller like any other: a traced one made
        pure behind its wrapper (`_method_refusal`), one never traced keeping the state."""
        traced, done = self._module_traced(), set()
        while len(done) < len(group.method_branches):
            for ref, method in list(group.method_branches.items()):
                if ref in done:
                    continue
                done.add(ref)
                group.refs[ref] = method.name
                group.renames[ref] = group.wrapped[method][0]
                caller, cls = self._enclosing(ref)[:2]
                if caller in group.members or caller not in traced:
                    continue
                self._wrapped_method(
                    group, caller, cls, method.name, traced, ref, f"`{method.name}` is a branch in"
                )

    def _wrapped_method(self, group, method, cls, name, traced, ref, where: str) -> bool:
        """Make the traced `method` of `cls` a member of `group` under `name`, pure behind a
        wrapper keeping its signature; else add why not (`where` ... "the traced method ...") as a
        problem at `ref`. Whether it is a member."""
        wraps: list[ast.Assign] = []
        branches: list[ast.Attribute] = []
        reason = self._method_refusal(group, method, cls, wraps, branches)
        if reason is not None:
            why = (
                f"{where} the traced method `{cls.name}.{method.name}`, which cannot keep its "
                f"signature as a wrapper: {reason}"
            )
            group.problems.append((ref, why))
            return False
        group.members[method] = name
        group.traced[method] = traced[method]
        self._method_member(group, method, wraps, branches)
        return True

    def _own_branch(self, ref: ast.AST, cls: ast.ClassDef, plain: bool = False) -> ast.AST | None:
        """The method of `cls` that `ref` gives as a branch of `lax.cond` or `lax.switch` run in
        the method of `cls` holding `ref` (`_own_method`)."""
        call = self._branching(ref)
        inside = self._enclosing(ref)
        if call is None or inside[1:2] != [cls] or self._enclosing(call)[:1] != inside[:1]:
            return None
        return self._own_method(ref, plain)

    def _own_method(self, ref: ast.AST, plain: bool = False) -> ast.AST | None:
        """The method `ref` names when it is `self.m` in a method of a class (not static nor a
        class method), on its first parameter, never rebound there, and `m` is defined once in
        that class (without decorator, if `plain`), bound by nothing else in its body and defined
        by no other class of the module, so `self.m` finds it (but in a subclass of another
        module)."""
        if not (
            type(ref) is ast.Attribute and type(ref.value) is ast.Name and type(ref.ctx) is ast.Load
        ):
            return None
        inside = self._enclosing(ref)
        if (
            len(inside) < 2
            or type(inside[0]) not in DEFINITIONS
            or type(inside[1]) is not ast.ClassDef
        ):
            return None
        caller, cls = inside[0], inside[1]
        positional = _positional(caller)
        if (
            not positional
            or positional[0].arg != ref.value.id
            or any(
                type(d) is ast.Name and d.id in ("staticmethod", "classmethod")
                for d in caller.decorator_list
            )
            or any(
                type(n) is ast.Name and n.id == ref.value.id and type(n.ctx) is not ast.Load
                for n in ast.walk(caller)
            )
            or any(
                ref.value.id in {a.arg for a in (*_positional(n), *n.args.kwonlyargs)}
                for n in ast.walk(caller)
                if type(n) in (*DEFINITIONS, ast.Lambda) and n is not caller
            )
        ):
            return None
        defs = [m for m in cls.body if type(m) in DEFINITIONS and m.name == ref.attr]
        others = [
            c
            for c in ast.walk(self.tree)
            if type(c) is ast.ClassDef
            and c is not cls
            and any(type(m) in DEFINITIONS and m.name == ref.attr for m in c.body)
        ]
        if len(defs) != 1 or others or plain and defs[0].decorator_list:
            return None
        if any(
            type(t) is ast.Name and t.id == ref.attr
            for s in cls.body
            if type(s) in (ast.Assign, ast.AnnAssign, ast.AugAssign)
            for t in (s.targets if type(s) is ast.Assign else [s.target])
        ):
            return None
        return defs[0]

    def _method_refusal(
        self,
        group: _Group,
        method: ast.AST,
        cls: ast.ClassDef,
        wraps: list[ast.Assign],
        branches: list[ast.Attribute] | None = None,
    ) -> str | None:
        """Why a traced method calling a threaded function, or splitting the key itself, cannot
        become a pure `_m_pure(self, key, ...)` behind a wrapper `m(self, ...)` that passes it the
        key and keeps the new one, if it cannot. The wrapper is sound where the trace starts at the
        method, by its `jit` decorator or its class's `self.m = jax.jit(self.m)` (added to `wraps`;
        `_check_member` checks the decorators and the rest of its code as for any function made
        pure), or at the module's functions calling it through a module-level instance, which pass
        it their key (`_Group.held`): not called from other traced code, not given to a
        transformation as a value otherwise, in a class of the module's top level, defined once
        there, the key the module's global."""
        name = method.name
        if group.owner is not self.tree or cls not in self.tree.body:
            return "omnifix passes the key only through the module's own functions"
        if [m for m in cls.body if type(m) in DEFINITIONS and m.name == name] != [method]:
            return f"`{name}` is defined more than once in `{cls.name}`"
        if not [*method.args.posonlyargs, *method.args.args]:
            return f"`{name}` has no first parameter"
        tracing = self._module_tracing()
        reason = self._traced_elsewhere_refusal(
            method,
            cls,
            group.key,
            tracing,
            wraps=wraps,
            branches=branches,
            passing=group.reaches.get(method, ()) if group.instance is None else (),
        )
        if reason is not None:
            return reason
        for wrap in wraps:
            if wrap.targets[0].attr != name:
                return (
                    f"`{self.code(wrap)}` (line {wrap.lineno}) jits it under another name, which "
                    "omnifix rewrites only for a key on an attribute"
                )
        args = method.args
        if any(type(d) is not ast.Constant for d in (*args.defaults, *args.kw_defaults) if d):
            return f"a default value of `{name}` is not a constant, and the wrapper would repeat it"
        return None

    def _traced_elsewhere_refusal(
        self,
        method: ast.AST,
        cls: ast.ClassDef,
        held: str,
        traced: Traced,
        helper: Callable[[ast.AST], str | None] | None = None,
        wraps: list[ast.Assign] | None = None,
        branches: list[ast.Attribute] | None = None,
        passing: Collection[ast.AST] = (),
    ) -> str | None:
        """Why a wrapper `m(self, ...)` of `method` storing the new key in `held` (`key`,
        `self.key`) would be traced with its state, if it would: `method` is called from other
        traced code, or given to a transformation as a value. With `helper`, a caller for which it
        gives no reason passes its key to the method made pure with it (`self._next_key()`), and
        the reason it gives is told; with `wraps`, the class's `self.m = jax.jit(self.m)` (or
        `self.other = ...`, `_alias_refusal`) is rewritten with the method, and added to it. The
        callers `passing` (and `_instance_callers`) pass their key to its pure form."""
        name = method.name
        elsewhere = self._instances_traced_elsewhere(cls)
        if elsewhere and method not in self._elsewhere:  # else its importers pass the key
            return (
                f"{elsewhere[0]}, so a wrapper storing the new key in `{held}` would be traced "
                "there with it"
            )
        for caller in traced.reached:
            if (
                caller is method
                or caller in self._instance_callers.get(method, ())  # they pass it their key
                or caller in passing
                or self._holder_method(caller) is method  # a jitted lambda keyed for it
                or method not in traced.callees(caller)
                or self._only_own_class(caller, method, cls, traced)
            ):
                continue
            blocked = helper(caller) if helper is not None else ""
            if blocked is None:
                continue
            what = (
                f"the lambda on line {caller.lineno}"
                if type(caller) is ast.Lambda
                else f"`{name_of(caller)}`"
            )
            unmade = (
                f", and {what} cannot pass it its key ({blocked})"
                if blocked and (traced.owner.get(caller) is cls or caller in self._holders)
                else ""
            )
            if isinstance(self._holder_starts.get(caller), str):
                unmade = (
                    f", and omnifix does not pass the key through {what}: "
                    f"{self._holder_starts[caller]}"
                )
            # a global key's finding says how to pass it, after the reason
            instead = f"; pass the key in and out of {what} instead" if helper else ""
            return (
                f"it runs inside the trace of {what}, which calls it{unmade}, so a "
                f"wrapper storing the new key in `{held}` would run inside that trace too{instead}"
            )
        instance_of = getattr(traced, "instance_of", {})
        threading = {  # `fast_drop = jax.jit(drop)`, `jax.jit(drop.sample)`: their wrappers
            c for callers in self._instance_callers.values() for c in callers
        }
        for node in self.names.nodes if instance_of else ():
            if type(node) is not ast.Call or transform_of(node.func, self.resolve) is None:
                continue
            if self.parent(node) in threading:
                continue
            for value in arguments(node):
                refs, todo = [], [value]
                while todo:  # what a lambda calls is its own (a caller, above)
                    ref = todo.pop()
                    refs.append(ref)
                    todo += [] if type(ref) is ast.Lambda else ast.iter_child_nodes(ref)
                for ref in refs:
                    given = instance_of.get(ref)
                    if given is not None and method in traced.calls_of(given):
                        return (
                            f"`{_brief(self.code(node))}` (line {ref.lineno}) traces "
                            f"`{self.code(ref)}`, an instance of `{given.name}`, so a wrapper "
                            f"storing the new key in `{held}` would be traced with it"
                        )
        positional = _positional(method)
        holder = positional[0].arg if positional else None
        for node in self.names.nodes:
            if type(node) is not ast.Call or transform_of(node.func, self.resolve) is None:
                continue
            if self.parent(node) in threading:
                continue
            values = arguments(node)
            given = next(  # `fast = jax.jit(layer)`: `Traced` reaches `Layer.__call__`
                (
                    v
                    for v in values
                    if type(v) is ast.Name
                    and traced.instances.get(v.id) is cls
                    and self.scopes.owner(v) is self.tree
                    and name == "__call__"
                ),
                None,
            )
            if given is not None:
                return (
                    f"`{_brief(self.code(node))}` (line {node.lineno}) traces `{given.id}`, an "
                    f"instance of `{cls.name}`, so a wrapper storing the new key in `{held}` "
                    "would be traced with it"
                )
            listed = {  # `branches = [self._a, ...]` then `lax.switch(i, branches, x)`
                v: a for a in values for v in self._switch_lists.get(a, ())
            }
            for value in [*values, *listed]:
                for ref in ast.walk(value):
                    if type(ref) is not ast.Attribute or ref.attr != name:
                        continue
                    if self._holder_method(value) is method and _instance_call(value) is ref:
                        continue  # the lambda keyed for it calls its pure form, or is it
                    if branches is not None and self._own_branch(ref, cls) is method:
                        branches.append(ref)  # `self._a` given as `self._a_pure`
                        continue
                    if value in listed and self._listed(listed[value]) is None:
                        given = listed[value].id
                        return (
                            f"`{_brief(self.code(node))}` (line {node.lineno}) traces the method "
                            f"as a branch in `{given}` (line {ref.lineno}), so a wrapper storing "
                            f"the new key in `{held}` would be traced with it (omnifix passes the "
                            "key to the branches of a list given by name only where the function "
                            "running the call binds it once, by an assignment of its own in its "
                            "body, and uses it nowhere else)"
                        )
                    wrap = self._class_wrap(cls, ref) if wraps is not None else None
                    if wrap is None:
                        what = _brief(self.code(node))
                        only = (
                            f" (only `{holder}.{name} = jax.jit({holder}.{name})` in its class is "
                            "rewritten)"
                            if wraps is not None
                            else ""
                        )
                        if isinstance(self._holder_starts.get(value), str):
                            only = (
                                f", and omnifix does not pass the key through it: "
                                f"{self._holder_starts[value]}"
                            )
                        if branches is not None and self.resolve(node.func) & _BRANCHING:
                            only = (
                                " (a method is given as a branch only as `self.m` in a method of "
                                "its class running the call, on its first parameter, `m` defined "
                                "once in the class and by no other class of the module)"
                            )
                        return (
                            f"`{what}` (line {ref.lineno}) traces the method as a value, so a "
                            f"wrapper storing the new key in `{held}` would be traced with it{only}"
                        )
                    if wrap.targets[0].attr != name:
                        reason = self._alias_refusal(cls, wrap, traced)
                        if reason:
                            return reason
                    wraps.append(wrap)
        return None

    def _only_own_class(
        self, caller: ast.AST, method: ast.AST, cls: ast.ClassDef, traced: Traced
    ) -> bool:
        """Whether `caller`, a method of another class of the module, calls `method`'s name only
        on its own first parameter (`self.noise(x)`), never rebound, and no class of the module
        relates the two classes: the call reaches its own class's method, not `method` (the
        traced methods are found by name)."""
        own = traced.owner.get(caller)
        positional = _positional(caller) if type(caller) in DEFINITIONS else []
        if (
            own is None
            or own is cls
            or not positional
            or method.name not in {m.name for m in own.body if type(m) in DEFINITIONS}
        ):
            return False
        if cls.name in self._family(own) or self._open_hierarchy(own):
            return False
        holder = positional[0].arg
        for n in ast.walk(caller):
            if type(n) is ast.Name and n.id == holder and type(n.ctx) is not ast.Load:
                return False
            if type(n) in (*DEFINITIONS, ast.Lambda) and n is not caller:
                if holder in {a.arg for a in (*_positional(n), *n.args.kwonlyargs)}:
                    return False
            if (
                type(n) is ast.Call
                and type(n.func) is ast.Attribute
                and n.func.attr == method.name
                and not (type(n.func.value) is ast.Name and n.func.value.id == holder)
            ):
                return False
        return True

    def _wrap(self, group: _Group, function: ast.AST, public: bool = False) -> None:
        group.wrapped[function] = (
            self._free(f"_{function.name}_pure"),
            self._free(f"{function.name}_result"),
        )
        for ref in self._references(group, function.name) if not public else ():
            returned = self._returned_jit(group, ref)
            if returned is not None:  # `return jax.jit(f)` -> `return f`, `@jax.jit` on `_f_pure`
                group.unjitted[returned] = function
        if public:
            group.public.add(function)
            args = function.args
            positional = [*args.posonlyargs, *args.args]
            defaults = [
                *zip(positional[len(positional) - len(args.defaults) :], args.defaults),
                *zip(args.kwonlyargs, args.kw_defaults),
            ]
            group.defaults[function] = [
                (p.arg, self._free(f"_{function.name}_{p.arg}_default"))
                for p, d in defaults
                if d is not None and not _repeatable(d)
            ]

    def _public(self, group: _Group, function: ast.AST) -> bool:
        """Whether `function` keeps its signature as a wrapper because code outside the run may
        call it: `_exposed`, defined once, and the wrapper, which passes every argument on, calls
        its pure form as a call of the original did (`_forwarding`). The modules of the run
        calling it untraced keep calling the wrapper, unchanged; those tracing it call its pure
        form (`_traced_elsewhere`)."""
        if not (
            self._exposed(group, function)
            and self._functions(group).get(function.name) == [function]
        ):
            return False
        reason = self._forwarding(group, function, self._jit_layers(group, function))
        if reason is not None:
            group.unwrapped[function] = reason
        return reason is None

    def _jit_layers(self, group: _Group, function: ast.AST) -> list[list[ast.keyword]]:
        """The keywords of each `jit` the pure form of `function` gets: its decorators', and a
        module-level `f = jax.jit(f, ...)`'s."""
        layers = [
            d.keywords if type(d) is ast.Call else []
            for d in function.decorator_list
            if self._jit_decorator(d)
        ]
        for ref in self._references(group, function.name):
            target = self._alias_target(ref)
            if target is not None and target.id == function.name:
                layers.append(self._jit_options(self._jit_wrapped(ref)).keywords)
            elif self._returned_jit(group, ref) is not None:
                layers.append([])
        return layers

    def _returned_jit(self, group: _Group, ref: ast.AST) -> ast.Call | None:
        """The `jax.jit(f)` that `ref`, `f`, is given to, when a factory returns it as a statement
        of its body, `return jax.jit(f)` (or in its tuple, `return jax.jit(f), g`), without
        options: a wrapper `f` keeping the factory's `nonlocal` key returns the same from `return
        f` when its pure form is `@jax.jit` (jitting has no effect of its own, so it may happen
        when the `def` runs)."""
        wrapped = self._jit_wrapped(ref, partial=False)
        if (
            group.owner is self.tree
            or wrapped is None
            or wrapped.keywords
            or wrapped.args != [ref]
            or type(wrapped.func) not in (ast.Name, ast.Attribute)
        ):
            return None
        statement = self.parent(wrapped)
        if type(statement) is ast.Tuple:  # `return jax.jit(f), current`
            statement = self.parent(statement)
        if type(statement) is not ast.Return or statement not in group.owner.body:
            return None
        return wrapped

    def _forwarding(
        self, group: _Group, function: ast.AST, layers: list[list[ast.keyword]]
    ) -> str | None:
        """Why a wrapper of `function` with its signature, which passes every argument on (a
        default too: the wrapper repeats it, or both forms take it from a module-level name that
        holds it, evaluated once just before the definition), would not call its pure form as a
        call of the original did, if it would not. Under `jit` an argument left out keeps its
        default as a Python value in the trace, one passed is traced unless static: each
        parameter with a default must be static in every `jit` of the pure form, and not donated;
        and with both `static_argnums` and `static_argnames` given, jit does not infer one from
        the other, so passing an argument by position instead of by name may change whether it is
        static."""
        args = function.args
        positional = [a.arg for a in (*args.posonlyargs, *args.args)]
        defaulted = positional[len(positional) - len(args.defaults) :] + [
            a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None
        ]
        if any(not _repeatable(d) for d in (*args.defaults, *args.kw_defaults) if d is not None):
            for decorator in function.decorator_list:
                for keyword in decorator.keywords if type(decorator) is ast.Call else ():
                    if any(type(n) not in _PLAIN for n in ast.walk(keyword.value)):
                        return (
                            f"the argument `{keyword.arg}` of its decorator would be evaluated "
                            "after its default values, which the wrappers evaluate first"
                        )
        for keywords in layers:
            given = {k.arg: k.value for k in keywords}
            if "static_argnums" in given and "static_argnames" in given:
                return (
                    "its `jit` gives both `static_argnums` and `static_argnames`: a wrapper passing "
                    "by position an argument a call named may change whether it is static"
                )
            if not defaulted:
                continue
            found = {
                name: _literals(given.get(name), int if name.endswith("nums") else str)
                for name in (*_SHIFTED, "static_argnames", "donate_argnames")
            }
            for name, values in found.items():
                if values is None:
                    return f"`{name}` of its `jit` is not a literal"
            static = {positional[i] for i in found["static_argnums"] if 0 <= i < len(positional)}
            donated = {positional[i] for i in found["donate_argnums"] if 0 <= i < len(positional)}
            static |= set(found["static_argnames"])
            donated |= set(found["donate_argnames"])
            for name in defaulted:
                if name not in static or name in donated:
                    return (
                        f"`{name}` has a default value and is not a static argument of its `jit`: "
                        "a wrapper passing every argument on would pass it traced, where a call "
                        "leaving it out had it as a Python value in the trace"
                        if name not in static
                        else f"`{name}` has a default value and its `jit` donates it: a wrapper "
                        "passing every argument on would donate the default"
                    )
        return None

    def _traced_elsewhere(
        self, function: ast.AST, traces: Callable[[object], bool] = lambda fact: fact is True
    ) -> list[str]:
        """The other files of the run that trace `function` (whose `uses` fact for it `traces`
        tells so), relative to this module's folder."""
        shared = self.context.shared
        here = os.path.dirname(os.path.abspath(self.context.path))
        return [
            f"`{os.path.relpath(path, here).replace(os.sep, '/')}`"
            for path, fact in (shared.importers.get(function.name, ()) if shared else ())
            if traces(fact)
        ]

    def _exposed(self, group: _Group, function: ast.AST) -> bool:
        """A module-level function of this module's key with a public name (no leading
        underscore), in a module that other code may import (`codemods._traced.importable`)."""
        if group.owner is not self.tree:
            return False
        if function.name.startswith("_") or function not in group.owner.body:
            return False
        return self._may_be_imported()

    def _callable_outside(self, name: str) -> bool:
        """Whether code outside this module may call its module-level `name` as it is: a public
        name, or a private one another module of the run imports (`from .main import _fast`)."""
        return not name.startswith("_") or bool(self._importers(name))

    def _outside(self, name: str) -> str:
        """Why code outside this module may call `name` (`_callable_outside`), as findings say it."""
        if not name.startswith("_"):
            return "public"
        return f"imported by {', '.join(self._importers(name))}"

    def _callers_outside(self, name: str) -> str:
        """Who calls `name` as it is (`_outside`), as a finding's help says it."""
        if not name.startswith("_"):
            return f"code outside this run may call `{name}`"
        importers = self._importers(name)
        return f"{', '.join(importers)} {'call' if len(importers) > 1 else 'calls'} `{name}`"

    def _may_be_imported(self) -> bool:
        """Whether other code may import the module (`codemods._traced.importable`, made once)."""
        if self._importable is None:
            self._importable = importable(self.context.path, self.tree)
        return self._importable

    def _needs_pure(self, group: _Group, ref: ast.AST) -> bool:
        """Whether a use of a function kept as a stateful wrapper must use its pure form instead:
        in traced code (where the wrapper's state would be traced: a function or lambda the
        module traces, a function or lambda given to a JAX transformation where it is made, as
        a loop body in code never traced), or given to `jit` or another JAX transformation (which would trace it).
        Elsewhere the wrapper is what the name was."""
        reached = self._module_tracing().reached
        return (
            any(
                f in group.traced
                or f in reached
                or self._traced_locally(group, f)
                or type(f) is ast.Lambda
                and self._given_to(f) is not None
                for f in self._enclosing(ref)
            )
            or self._jit_wrapped(ref) is not None
            or self._given_to(ref) is not None
            or self._given_bound(ref)
            or any(self._needs_pure(group, use) for use in self._alias_uses(ref))
        )

    def _given_bound(self, ref: ast.AST) -> bool:
        """Whether `ref` is the function of a `functools.partial` given to a JAX transformation
        (`jax.jit(partial(f, 0.5))`), which traces `f` too."""
        bound = self.parent(ref)
        return (
            type(bound) is ast.Call
            and bound.args[:1] == [ref]
            and PARTIAL in self.resolve(bound.func)
            and self._given_to(bound) is not None
        )

    def _alias_uses(self, ref: ast.AST) -> list[ast.Name]:
        """The uses of `g` when `ref` is the function of a module-level alias `g = f` or
        `g = functools.partial(f, ...)` (`codemods._traced.aliases`): calls of `g` call `f`."""
        if self._aliased is None:
            self._aliased = {
                value: name for name, value in aliases(self.names, self.resolve).items()
            }
        name = self._aliased.get(ref)
        return self.scopes.uses(self.tree, name) if name is not None else []

    def _wrappable(self, group: _Group, function: ast.AST) -> bool:
        """Whether `function`, which splits the key itself, keeps its signature as a thin stateful
        wrapper around a pure `_f_pure(key, ...)`: it is only used as a value (returned from a
        factory, stored, handed to code omnifix does not see), outside traced code and never
        given to a JAX transformation (which would trace the wrapper), never called or jitted by
        name, and its parameters can be forwarded as they are (defaults, if any, are constants, and
        static in its `jit`: `_forwarding`)."""
        refs = self._references(group, function.name)
        refs += [use for ref in refs for use in self._alias_uses(ref)]
        args = function.args
        traced = self._module_traced()
        if not (
            bool(refs)
            and not any(
                self._is_call(r)
                or (self._jit_wrapped(r) is not None or self._given_to(r) is not None)
                and self._returned_jit(group, r) is None
                or self._given_bound(r)
                or any(
                    f in group.traced or f in traced or type(f) is ast.Lambda
                    for f in self._enclosing(r)
                )
                for r in refs
            )
            and all(
                type(d) is ast.Constant
                for d in (*args.defaults, *args.kw_defaults)
                if d is not None
            )
        ):
            return False
        reason = self._forwarding(group, function, self._jit_layers(group, function))
        if reason is not None:
            group.unwrapped[function] = reason
        return reason is None

    def _free(self, base: str) -> str:
        """`base`, or `base_2`, ...: a name used nowhere in the file, nor by this plan already."""
        taken = self.names.identifiers | self._taken
        name, number = base, 1
        while name in taken:
            number += 1
            name = f"{base}_{number}"
        self._taken.add(name)
        return name

    def _traced_in(self, group: _Group, functions: dict[str, list[ast.AST]]) -> dict[ast.AST, str]:
        """The functions of the key's scope that may be traced, with how: those `Traced` finds
        (`codemods._traced`'s rules), those another module of the run traces (calls from a function
        it traces, or gives to a JAX transformation), those given to a transformation here, and
        every function one of these calls by name."""
        found: dict[ast.AST, str] = {}
        known = self._module_traced()
        shared = self.context.shared
        here = os.path.dirname(os.path.abspath(self.context.path))
        for name, defs in functions.items():
            for function in defs:
                how = known.get(function)
                if how is None and group.owner is self.tree and shared is not None:
                    tracers = [p for p, traces in shared.importers.get(name, ()) if traces is True]
                    if tracers:
                        how = (
                            f"`{os.path.relpath(tracers[0], here).replace(os.sep, '/')}` traces it"
                        )
                if how is None:
                    transform = next(
                        filter(
                            None, (self._given_to(ref) for ref in self._references(group, name))
                        ),
                        None,
                    )
                    how = f"it is given to `{transform}`" if transform else None
                if how is not None:
                    found[function] = how
        queue = list(found)
        while queue:
            caller = queue.pop(0)
            for name, defs in functions.items():
                if any(caller in self._enclosing(ref) for ref in self._references(group, name)):
                    for function in defs:
                        if function not in found:
                            found[function] = f"it is called from `{caller.name}`, which is traced"
                            queue.append(function)
        return found

    def _module_traced(self) -> dict[ast.AST, str]:
        """The functions `Traced` finds traced in the module, with how (made once)."""
        if self._traced is None:
            traced = self._module_tracing()
            self._traced = {f: traced.describe(f) for f in traced.reached if type(f) in DEFINITIONS}
        return self._traced

    def _module_tracing(self) -> Traced:
        """`Traced` of the module (made once)."""
        if self._tracing is None:
            self._tracing = Traced(self.names, self.resolve, self._switch_lists)
        return self._tracing

    def _given_to(self, ref: ast.AST) -> str | None:
        """The JAX transformation `ref` is given to as an argument (`jax.jit(f)`, `lax.scan(f, ...)`)."""
        call = self.parent(ref)
        if type(call) in (ast.keyword, ast.Starred):
            call = self.parent(call)
        if type(call) is not ast.Call or ref is call.func:
            return None
        func = call.func
        if type(func) is ast.Call:  # `partial(jax.jit, ...)(f)`, `jax.jit(...)(f)`
            return transform_of(func, self.resolve)
        if PARTIAL in self.resolve(func) and (values := arguments(call)):
            func = values[0]
        found = self.resolve(func) & TRANSFORMS
        return min(found) if found else None

    def _check_importers(self, group: _Group, member: ast.AST) -> None:
        """A module-level function made pure whose calls elsewhere in the run cannot follow: one an
        importing module refused (`Refusal`), or one whose importers omnifix does not see."""
        inside = self._enclosing(member)
        if group.owner is not self.tree or inside or member in group.lifted:
            return  # a method (its wrapper keeps the calls), a nested function (reported as
            # such), a local loop body or a lifted lambda
        if member in group.wrapped and (
            member not in group.public or not self._traced_elsewhere(member)
        ):
            return  # a wrapper keeps the signature its importers call
        name, shared = member.name, self.context.shared
        here = os.path.dirname(os.path.abspath(self.context.path))
        for refusal in shared.withdrawn.get(name, ()) if shared is not None else ():
            where = os.path.relpath(refusal.path, here).replace(os.sep, "/")
            why = (
                f"`{where}` keeps its calls of `{shared.module}` as they are: {refusal.reason}"
                if type(refusal) is _Kept
                else f"the call of `{name}` in `{where}` (line {refusal.line}) cannot follow: "
                f"{refusal.reason}"
            )
            if (None, why) not in group.problems:  # one per module for its calls of several
                group.problems.append((None, why))
        if self._exported is None:  # what the run was told, as phase 1 computed it: on the
            rule = ThreadPrngKeys  # files its filter passes, and those importing an exported
            self._exported = (  # name, which alone are given facts here where it fails
                rule.exports(self.names)
                if shared is not None or rule.prefilter(self.context.source)
                else set()
            )
        if name not in self._exported:
            group.problems.append(
                (member, f"omnifix does not follow `{name}` into the modules importing it")
            )

    def _alias_target(self, ref: ast.AST) -> ast.Name | None:
        """`g` when `ref` is `f` in `g = jax.jit(f, ...)`."""
        wrapped = self._jit_wrapped(ref)
        assign = self.parent(wrapped) if wrapped is not None else None
        if (
            type(assign) is ast.Assign
            and assign.value is wrapped
            and len(assign.targets) == 1
            and type(assign.targets[0]) is ast.Name
        ):
            return assign.targets[0]
        return None

    def _jit_wrapper(self, group: _Group, ref: ast.AST, name: str) -> bool:
        """Whether a public `g = jax.jit(f, ...)` (`ref` its `f`) of a module other code may import
        keeps `g`'s calling convention as a wrapper: `_g_pure = jax.jit(_f_pure, ...)` (or of `f`
        threaded explicitly), then `def g(...)`, with `f`'s parameters, passing `_g_pure` the key
        and keeping the new one. Traced code of the run calls `_g_pure` and passes its key.
        Where it cannot be, the reason is kept for the finding."""
        target = self._alias_target(ref)
        if (
            target is None
            or target.id == name
            or not self._callable_outside(target.id)
            or self.scopes.owner(target) is not self.tree
            or not self._may_be_imported()
        ):
            return False
        function = next(
            (m for m in group.members if m not in group.lifted and m.name == name), None
        )
        if function is None and not (
            self._imported_pure(group, ref, name)
            or (group.instance is not None and ref in group.external.get(name, ()))
        ):  # `fast_drop = jax.jit(drop)` of a module-level instance: `_instance_jit`
            return False
        if function is not None and function not in self.tree.body:
            return False
        g, wrapped = target.id, self._jit_wrapped(ref)
        assign = self.parent(wrapped)
        tracers = [
            f"`{os.path.relpath(path, os.path.dirname(os.path.abspath(self.context.path)))}`"
            for path, traces in (
                self.context.shared.importers.get(g, ()) if self.context.shared else ()
            )
            if traces is True
        ]
        withdrawn = self.context.shared.withdrawn.get(g, ()) if self.context.shared else ()
        reason = None
        if self.scopes.bindings(self.tree, g) != 1:
            reason = f"`{g}` is bound more than once"
        elif assign not in self.tree.body or not self._alone(assign):
            reason = "it is not a statement of its own at the module's top level"
        elif withdrawn:
            where = os.path.relpath(withdrawn[0].path, os.path.dirname(self.context.path))
            reason = (
                f"the call of `{g}` in `{where}` (line {withdrawn[0].line}) cannot follow: "
                f"{withdrawn[0].reason}"
            )
        elif lowered := next(
            (u for u in self.scopes.uses(self.tree, g) if type(self.parent(u)) is ast.Attribute),
            None,
        ):
            reason = (
                f"`{self.code(self.parent(lowered))}` (line {lowered.lineno}) uses it as a jitted "
                "function, which the wrapper is not"
            )
        elif group.instance is not None and tracers:
            reason = (
                f"{tracers[0]} traces `{g}`, and omnifix does not pass it `{group.instance}` there"
            )
        elif function is None:  # another module's: `def g(*args, **kwargs)` passes them on
            pass
        elif function in group.wrapped and function not in group.public:
            reason = f"`{name}` is kept as a wrapper for its uses as a value"
        elif self._bound_partial(ref) is not None:  # `def g(*args, **kwargs)` passes them on
            if group.key in ("args", "kwargs"):
                reason = f"the key is named `{group.key}`, as the wrapper's parameters would be"
        elif function not in group.public and any(
            not _repeatable(d)
            for d in (*function.args.defaults, *function.args.kw_defaults)
            if d is not None
        ):
            reason = f"a default value of `{name}` is not a literal, which the wrapper would repeat"
        else:
            why = self._forwarding(
                group,
                function,
                [self._jit_options(wrapped).keywords, *self._jit_layers(group, function)],
            )
            reason = why
        if reason is not None:
            group.jit_refusals[ref] = reason
            return False
        pure = self._free(f"_{g.lstrip('_')}_pure")  # `_fast`: `_fast_pure`
        group.jit_wrappers[ref] = (target, assign, pure, self._free(f"{g}_result"), function)
        self._space_after(assign)
        group.jit_names[g] = pure
        group.jit_tracers[ref] = tracers
        return True

    def _imported_pure(self, group: _Group, ref: ast.AST, name: str) -> bool:
        """Whether `ref`, in `g = jax.jit(ref)` (or of a partial of it binding keywords only),
        names another module's function made pure (`model.apply`, `from .model import apply`):
        its wrapper `def g(*args, **kwargs)` passes every argument on as it came, so no default
        nor static argument can differ."""
        if name not in group.pure or type(ref) not in (ast.Name, ast.Attribute):
            return False
        bound = self._bound_partial(ref)
        if (
            bound is not None and len(bound.args) > 1 and self._defed(bound) is None
        ):  # `partial(f, 0.5, ...)`: the key would follow, but for a `def` standing for it
            return False
        return {self._absolute(r) for r in self.resolve(ref)} == {name}

    def _grad_wrapper(self, group: _Group, ref: ast.AST, name: str) -> bool:
        """Whether a public `g = grad(f, ...)` (`value_and_grad`, ..., or `jax.jit(grad(f, ...))`;
        `ref` its `f`) of a module other code may import keeps `g`'s calling convention as a
        wrapper, as a public `g = jax.jit(f)` does (`_jit_wrapper`): `_g_pure = grad(_f_pure,
        argnums=..., has_aux=True)`, then `def g(...)` with `f`'s parameters passing `_g_pure`
        the key and keeping the new one. Its every use in the module is a call (a traced one calls
        `_g_pure`), and no other module of the run traces `g` (it would have to call `_g_pure`)."""
        bound = self._bound_differentiation(ref)
        if bound is None:
            return False
        target, inner, jitted = bound
        g = target.id
        if (
            not self._callable_outside(g)
            or self.scopes.owner(target) is not self.tree
            or not self._may_be_imported()
            or self._differentiation_refusal(inner, name, self._has_aux(inner)) is not None
        ):  # `has_aux=True`: `_check_aux` makes `f` return `value, (aux, key)` or reports why not
            return False
        function = next(
            (m for m in group.members if m not in group.lifted and m.name == name), None
        )
        if function is None or function not in self.tree.body:
            return False
        assign = self.parent(inner if jitted is None else jitted)
        shared = self.context.shared
        importers = shared.importers.get(g, ()) if shared is not None else ()
        args = function.args
        if (
            self.scopes.bindings(self.tree, g) != 1
            or assign not in self.tree.body
            or not self._alone(assign)
            or any(not self._is_call(u) for u in self.scopes.uses(self.tree, g))
        ):
            return False  # reported as a differentiation bound so (`_bound_refusal`)
        reason = None
        if any(traces is not False for _, traces in importers) or (
            shared is not None and shared.withdrawn.get(g)
        ):
            reason = "another module of the run traces it, which would have to pass the key"
        elif function in group.wrapped and function not in group.public:
            reason = f"`{name}` is kept as a wrapper for its uses as a value"
        elif function not in group.public and any(
            not _repeatable(d) for d in (*args.defaults, *args.kw_defaults) if d is not None
        ):
            reason = f"a default value of `{name}` is not a literal, which the wrapper would repeat"
        else:
            reason = self._forwarding(
                group,
                function,
                [
                    *([self._jit_options(jitted).keywords] if jitted is not None else []),
                    *self._jit_layers(group, function),
                ],
            )
        if reason is not None:
            group.jit_refusals[ref] = reason
            return False
        pure = self._free(f"_{g.lstrip('_')}_pure")
        result = self._free(f"{g}_result")
        group.jit_wrappers[ref] = (target, assign, pure, result, function)
        if "value_and_grad" in self._differentiation(ref)[1]:
            self._valued[assign] = (self._free(f"{g}_value"), self._free(f"{g}_grad"))
        if self._has_aux(inner):
            self._auxed[assign] = self._free(f"{g}_aux")
        self._space_after(assign)
        group.jit_names[g] = pure
        group.jit_tracers[ref] = []
        return True

    def _jit_alias_use(self, group: _Group, ref: ast.AST) -> bool:
        """`ref` is a use of `g` in `g = jax.jit(f)` (`_aliases`), a use of `f` in the group."""
        return type(ref) is ast.Name and any(
            r is not ref and any(ref is a for a in self._aliases(r, n))
            for r, n in group.refs.items()
            if n == group.refs.get(ref) and not self._bound_calls(r)
        )

    def _aliases(self, ref: ast.AST, name: str) -> list[ast.Name]:
        """The uses of `g` in `g = jax.jit(f)`, when that is the only assignment of `g` in its scope,
        or in `g = grad(f, ...)` or a local `g = functools.partial(f, ...)` only called
        (`_bound_calls`, `_partial_calls`)."""
        if self._bound_calls(ref):
            return self._bound_calls(ref)
        if self._partial_calls(ref):
            return self._partial_calls(ref)
        target = self._alias_target(ref)
        if target is None or target.id == name:
            return []
        owner = self.scopes.owner(target)
        if owner is None or self.scopes.bindings(owner, target.id) != 1:
            return []
        return self.scopes.uses(owner, target.id)

    def _traced_locally(self, group: _Group, function: ast.AST) -> str | None:
        """How a function nested in another is traced, if it may be: (nested in functions only)
        decorated by a JAX transformation or called from traced code (as `Traced` finds), defined
        in traced code, or given to a JAX transformation where it is defined."""
        inside = self._enclosing(function)
        reached = self._module_tracing().reached
        if not inside or type(function) not in DEFINITIONS:
            return None
        if function in reached and all(type(f) in DEFINITIONS for f in inside):  # not methods
            return self._module_traced()[function]
        outer = next((f for f in inside if f in group.traced or f in reached), None)
        if outer is not None:
            return f"it is defined in `{name_of(outer)}`, which is traced"
        if type(inside[0]) in DEFINITIONS:
            for ref in self.scopes.uses(inside[0], function.name):
                if self._given_to(ref):
                    return f"it is given to `{self._given_to(ref)}`"
        return None

    def _nested_refusal(self, group: _Group, function: ast.AST) -> tuple[ast.AST, str] | None:
        """Where and why `function`, a `def` nested in a function, cannot become a stateful wrapper of its
        pure form defined beside it, keeping its name and signature for the code around it, if it
        cannot: that code must never be traced (nested in functions only, none of them traced, the
        name used there in no lambda, traced code or transformation) and `function` traced only
        by its own decorators, its parameters passed on as they came (`_forwarding`)."""
        tracing = self._module_tracing()
        inside = self._enclosing(function)
        name = function.name
        if not all(type(f) in DEFINITIONS for f in inside) or any(
            f in tracing.reached or f in group.traced for f in inside
        ):
            return function, f"`{name}` is a nested function in a class, a lambda or traced code"
        if function not in tracing.roots:
            return function, f"`{name}` is a nested function that traced code calls"
        for use in self.scopes.uses(inside[0], name):
            if self._given_to(use):
                return use, f"`{name}` is a nested function given to `{self._given_to(use)}`"
            if any(f in tracing.reached or type(f) is ast.Lambda for f in self._enclosing(use)):
                return use, f"`{name}` is a nested function used in traced code or a lambda"
        reason = self._forwarding(group, function, self._jit_layers(group, function))
        return None if reason is None else (function, f"`{name}` is a nested function: {reason}")

    def _local_body(
        self, group: _Group, function: ast.AST, functions: dict[str, list[ast.AST]]
    ) -> ast.AST | None:
        """The module-level function `function` is defined in, when `function` is a loop body
        of the module's key local to it (`_check_body`): a statement of its body, its name bound
        there once and used once, given to `lax.scan`, `fori_loop` or `while_loop`, and no name of
        the module's scope nor of another function splitting the key."""
        outer = self._local_loop(group, function, functions)
        if outer is None or sum(f.name == function.name for f in group.direct) != 1:
            return None
        return outer

    def _local_caller(
        self, group: _Group, function: ast.AST, functions: dict[str, list[ast.AST]]
    ) -> ast.AST | None:
        """The module-level function `function` is defined in, when `function`, calling a threaded
        function, is a loop body local to it as `_local_body` says, does not name the key (it
        becomes a local of the body) but in the functions nested in it threaded with it, and is
        the only function of its name in the file."""
        outer = self._local_loop(group, function, functions)
        name = getattr(function, "name", None)
        inner = [n for n in group.nested if type(function) in DEFINITIONS and n in function.body]
        if (
            outer is None
            or Counter(_identifiers(function))[group.key]
            > sum(Counter(_identifiers(n))[group.key] for n in inner)
            or sum(type(n) in DEFINITIONS and n.name == name for n in self.names.nodes) != 1
        ):
            return None
        return outer

    def _local_role(self, ref: ast.AST) -> str:
        """How a local loop body or branch, given by `ref`, is traced, as its finding says it."""
        loop = self._carrier(ref)
        if loop is not None:
            return f"it is a `{loop[8:]}` body (`{loop}`)"
        if self._is_call(ref):  # `_local_loop`: in a module-level function
            outer = [f for f in self._enclosing(ref) if type(f) in DEFINITIONS][-1]
            return f"it is defined and called in `{outer.name}`, which is traced"
        branching = min(self.resolve(self._branching(ref).func) & _BRANCHING)
        return f"it is a `{branching.rpartition('.')[2]}` branch (`{branching}`)"

    def _local_loop(
        self, group: _Group, function: ast.AST, functions: dict[str, list[ast.AST]]
    ) -> ast.AST | None:
        """The module-level function `function` is a statement of, when `function` is given there
        to `lax.scan`, `fori_loop` or `while_loop` (or as a `cond` branch) as its only use, or,
        undecorated in a traced function, only called there (`layer(layer(x))`), is bound there
        once and is no name of the module's scope (a key of the module's own). Also the function
        `function` is a statement of two levels deep, only called there, when that function is
        such a `def` only called in its module-level function and binds a name of its own
        (`layer` in `block` in a jitted `net`)."""
        if type(function) not in DEFINITIONS:
            return None
        outer = self.parent(function)
        if type(outer) not in (ast.Module, *DEFINITIONS) or function not in outer.body:
            return None
        top = self.parent(outer)  # `layer` in `block` in a traced `net`: `block` only called
        if functions.get(getattr(outer, "name", None)) == [outer]:
            top = outer
        elif (
            type(outer) not in DEFINITIONS
            or functions.get(getattr(top, "name", None)) != [top]
            or self._local_loop(group, outer, functions) is None
            or not all(self._is_call(r) for r in self.scopes.uses(top, outer.name))
        ):
            return None
        name = function.name
        refs = self.scopes.uses(outer, name)
        called = (  # `layer(h)` in a traced function: threaded as its functions are
            bool(refs)
            and all(self._is_call(r) for r in refs)
            and not function.decorator_list  # one jitted itself is a wrapper (`_nested_refusal`)
            and (top in group.traced or top in self._module_traced())
        )
        given = len(refs) == 1 and (self._carrier(refs[0]) or self._branching(refs[0]))
        if (
            self.scopes.bindings(outer, name) != 1
            or not (called or given)
            or top is not outer
            and not called
            or self.scopes.binds(top, name)
            and top is not outer
            or self.scopes.binds(group.owner, name)
            or self.scopes.uses(group.owner, name)
            or self.scopes.binds(self.tree, name)
            or self.scopes.uses(self.tree, name)
        ):
            return None
        return outer

    @staticmethod
    def _called(group: _Group, member: ast.AST) -> str:
        """A member's name: a lambda lifted into a `def`, the def's."""
        return group.lifted[member][0] if member in group.lifted else member.name

    @staticmethod
    def _label(group: _Group, member: ast.AST) -> str:
        """A member as a message names it: `name`, or the lambda."""
        return "the lambda" if member in group.lifted else f"`{member.name}`"

    def _pure_site(self, group: _Group, node: ast.AST) -> bool:
        """`node` is in the code of a function made pure (not nested deeper), whose key is then
        a local variable: a `cond` or `switch` there passes it to its branches as it does the
        module's own key."""
        inside = self._enclosing(node)
        if not inside or type(inside[0]) not in DEFINITIONS:
            return False
        function = inside[0]
        return function in group.members or (
            function in group.traced
            and self._functions(group).get(function.name) == [function]
            and not self._driver(function, group)
        )

    def _holder(self, lam: ast.Lambda) -> ast.stmt | None:
        """The statement whose value holds `lam`, when it is an expression, an assignment or a
        `return` on a line of its own, and `lam` is not in a default value or a decorator."""
        node, parent = lam, self.parent(lam)
        while parent is not None and not isinstance(parent, ast.stmt):
            if type(parent) in (ast.arguments, ast.arg):
                return None
            node, parent = parent, self.parent(parent)
        if (
            type(parent) in (ast.Expr, ast.Return, ast.Assign, ast.AnnAssign, ast.AugAssign)
            and node is parent.value
            and self._alone(parent)
        ):
            return parent
        return None

    def _lift_refusal(self, group: _Group, lam: ast.Lambda) -> str | None:
        """Why a lambda given to `lax.scan`, `fori_loop` or `while_loop` as its body (`_carrier`)
        cannot become a local `def` placed right before its statement, carrying the key like a
        local `def` body (`_check_body`); None when it can. The loop calls the body during the
        call, so a `def` of the same scope made just before the statement sees the same names
        with the same values: done for a lambda of the module's global key (a loop body of another
        module's key too) in the code of a function (a method, a nested function: the function is
        then a caller like any other) or at the top level of the module, or in the element of a
        list comprehension in a function that becomes a loop (`_loop`: the `def` goes in the
        loop, before the call), in an expression, an assignment or a `return` of its own
        line, taking the loop's positional arguments (other parameters with defaults), not using
        the key. Its defaults, which the `def` evaluates before the statement where the lambda
        evaluated them in it, must be values nothing in the statement changes (`_still`). A
        `scan` body whose value is not written `(carry, y)` has it unpacked as a pair, as the
        loop does (`_check_body`)."""
        loop = (self._carrier(lam) or "").rpartition(".")[2]
        inside = self._enclosing(lam)
        args = lam.args
        count = 1 if loop == "while_loop" else 2 if loop else None  # None: a branch
        if (
            group.owner is not self.tree
            or (group.origin is not None or group.instance is not None)
            and count is None
            and not self._pure_site(group, lam)
        ):
            if group.owner is self.tree and count is None:
                held = f"`{group.origin}`'s" if group.instance is None else f"`{group.instance}`"
                return (
                    f"its key is {held}, which omnifix passes to branches only in a "
                    "function made pure"
                )
            return "its key is not this module's global"
        outer = inside[1:] if inside and self._looped(inside[0]) else inside
        if inside and (  # else at the top level of the module, which the `def` joins
            not outer
            or type(outer[0]) not in DEFINITIONS
            or any(type(f) not in (*DEFINITIONS, ast.ClassDef) for f in outer)
        ):
            return (
                "it is not in the code of a function, nor in the element of a list comprehension "
                "there"
            )
        holder = self._holder(lam)
        if holder is None:
            return (
                "its statement is not an expression, an assignment or a `return` on a line of "
                "its own, before which a `def` could go"
            )
        positional = [*args.posonlyargs, *args.args]
        if count is None and args.posonlyargs:
            return "it has positional-only parameters, before which the key would go"
        if count is not None and (
            len(positional) < count or len(positional) - len(args.defaults) > count
        ):
            return (
                f"it does not take {'one positional argument' if count == 1 else 'two positional arguments'} "
                "(other parameters with defaults)"
            )
        if group.key in _identifiers(lam):
            return f"it uses the name `{group.key}`"
        if not inside and lam.body.lineno != lam.body.end_lineno:
            return "it is at the top level of the module, and its value is on several lines"
        for default in (*args.defaults, *(d for d in args.kw_defaults if d is not None)):
            if not self._still(default, holder, outer[0] if outer else None):
                return (
                    f"its default `{_brief(self.code(default))}` would be evaluated before its "
                    "statement instead of in it (done for constants, the function's own variables "
                    "and names the module binds once)"
                )
        return None

    def _lifted_kind(self, lam: ast.Lambda) -> str:
        """What the `def` a lambda is lifted into is: a local function, or one of the module
        where the lambda is at its top level."""
        inside = any(type(f) in DEFINITIONS for f in self._enclosing(lam))
        return "a local function" if inside else "a function of the module"

    def _statement_of(self, node: ast.AST) -> ast.stmt | None:
        """The statement holding `node`."""
        while node is not None and not isinstance(node, ast.stmt):
            node = self.parent(node)
        return node

    def _still(self, value: ast.expr, statement: ast.stmt, function: ast.AST) -> bool:
        """Whether `value`, a lambda's default, has the value before `statement` (in `function`)
        that it has where the lambda is evaluated in it: a constant (signed, or a tuple of
        them), an attribute of an imported module, or a name that nothing run by the statement
        can rebind before then: a variable of `function` itself (not a nested function's
        `nonlocal`) or of the comprehension the lambda is in, or a name the module binds once
        (none declares it `global` to bind it again), and no `:=` of the statement binds it."""
        kind = type(value)
        if kind is ast.Constant:
            return True
        if kind is ast.UnaryOp and type(value.op) in (ast.USub, ast.UAdd):
            return type(value.operand) is ast.Constant
        if kind is ast.Tuple:
            return all(self._still(e, statement, function) for e in value.elts)
        if kind is ast.Attribute:
            return self._module_attribute(value)
        if kind is not ast.Name:
            return False
        name = value.id
        if any(type(n) is ast.NamedExpr and n.target.id == name for n in ast.walk(statement)):
            return False
        owner = self.scopes.owner(value)
        if owner is function or self._looped(owner):
            return not any(type(n) is ast.Nonlocal and name in n.names for n in ast.walk(function))
        return owner is self.tree and self.scopes.bindings(self.tree, name) == 1

    def _carrier(self, ref: ast.AST) -> str | None:
        """`jax.lax.scan` or `jax.lax.fori_loop` when `ref` is the body of such a call, given with
        everything up to the initial carry by position (`lax.scan(body, init, xs)`,
        `lax.fori_loop(lo, hi, body, init)`)."""
        call = self.parent(ref)
        if type(call) is not ast.Call or ref is call.func:
            return None
        found = self.resolve(call.func) & _CARRIERS.keys()
        if len(found) != 1:
            return None
        loop = next(iter(found))
        body, init = _CARRIERS[loop]
        args = call.args
        if len(args) <= init or any(type(a) is ast.Starred for a in args[: init + 1]):
            return None
        return loop if args[body] is ref else None

    def _form(self, call: ast.Call) -> str | None:
        """How a call of `lax.cond` or `lax.switch` gives its branches, when it gives them all by
        position: "switch" (`lax.switch(index, [f, g], *operands)`), "cond" (`lax.cond(pred,
        true_fun, false_fun, *operands)`) or "cond5", the old form `lax.cond(pred, true_operand,
        true_fun, false_operand, false_fun)`. `lax.cond` tells them apart by which arguments are
        callable: here a lambda or the name of a function `def`ined once (`_defined_once`). The
        new forms may give their one operand by keyword instead (`lax.cond(pred, f, g,
        operand=x)`), which the rewrite gives by position after the key."""
        found = self.resolve(call.func) & _BRANCHING
        args = call.args
        if len(found) != 1 or any(type(a) is ast.Starred for a in args):
            return None
        if call.keywords and (  # `operand=x`: the one operand, where none is given by position
            [k.arg for k in call.keywords] != ["operand"]
            or len(args) != (2 if found == {"jax.lax.switch"} else 3)
        ):
            return None
        if found == {"jax.lax.switch"}:
            listed = self._listed(args[1]) if len(args) > 1 else None
            if type(listed) in (ast.List, ast.Tuple) and not any(
                type(e) is ast.Starred for e in listed.elts
            ):
                return "switch"
            return None

        def callable_(e: ast.expr) -> bool:
            return (
                type(e) is ast.Lambda
                or type(e) is ast.Name
                and self._defined_once(e, plain=False) is not None
                or self._own_method(e) is not None  # `self._a`
            )

        if len(args) >= 3 and callable_(args[1]) and callable_(args[2]):
            return "cond"
        if len(args) == 5 and not call.keywords and callable_(args[2]) and callable_(args[4]):
            return "cond5"  # its operands: what `lax.cond` does not call
        return None

    def _listed(self, branches: ast.expr) -> ast.expr | None:
        """The list of branches a `lax.switch` is given: the list itself, or the list or tuple
        bound to a name by a statement of its own (`branches = [f, g]`) in the body of the
        function that binds that name once, when that call is its only use (so no other code
        sees the branches change; a module's name, other code may import)."""
        if type(branches) is not ast.Name:
            return branches
        owner = self.scopes.owner(branches)
        if (
            type(owner) not in DEFINITIONS
            or self.scopes.bindings(owner, branches.id) != 1
            or self.scopes.uses(owner, branches.id) != [branches]
        ):
            return None
        for statement in owner.body:
            if (
                type(statement) is ast.Assign
                and len(statement.targets) == 1
                and type(statement.targets[0]) is ast.Name
                and statement.targets[0].id == branches.id
                and type(statement.value) in (ast.List, ast.Tuple)
            ):
                return statement.value
        return None

    @cached_property
    def _switch_lists(self) -> dict[ast.Name, list[ast.expr]]:
        """The name a `lax.switch` in a function is given as its list of branches (`lax.switch(i,
        branches, x)`) -> the lists and tuples that function binds to it (`branches = [self._a,
        self._b]`), however often and wherever else it uses it: their branches are traced, and
        a method among them is threaded or reported, whether or not `_listed` lets the key be
        passed to them."""
        found: dict[ast.Name, list[ast.expr]] = {}
        for call in self.names.nodes:
            if (
                type(call) is not ast.Call
                or len(call.args) < 2
                or type(call.args[1]) is not ast.Name
                or "jax.lax.switch" not in self.resolve(call.func)
            ):
                continue
            name = call.args[1]
            owner = self.scopes.owner(name)
            if type(owner) not in DEFINITIONS:
                continue
            lists = [
                s.value
                for s in _own(owner, self.names.children)
                if type(s) in (ast.Assign, ast.AugAssign)
                and type(s.value) in (ast.List, ast.Tuple)
                and any(
                    type(t) is ast.Name and t.id == name.id
                    for t in (s.targets if type(s) is ast.Assign else [s.target])
                )
            ]
            if lists:
                found[name] = lists
        return found

    def _branches(self, call: ast.AST) -> list[ast.expr] | None:
        """The branches of a call of `lax.cond` or `lax.switch` (`_form`), in their order."""
        form = self._form(call) if type(call) is ast.Call else None
        if form == "switch":
            return list(self._listed(call.args[1]).elts)
        return [call.args[2], call.args[4]] if form == "cond5" else call.args[1:3] if form else None

    def _branching(self, ref: ast.AST) -> ast.Call | None:
        """The call of `lax.cond` or `lax.switch` `ref` is a branch of (`_branches`), also
        through the name of its list of branches (`_listed`)."""
        parent = self.parent(ref)
        call = self.parent(parent) if type(parent) in (ast.List, ast.Tuple) else parent
        if type(call) is ast.Assign and call.value is parent and type(call.targets[0]) is ast.Name:
            owner = self.scopes.owner(call.targets[0])
            uses = self.scopes.uses(owner, call.targets[0].id) if owner is not None else []
            call = self.parent(uses[0]) if len(uses) == 1 else None
        branches = self._branches(call)
        return call if branches and any(b is ref for b in branches) else None

    def _defined_once(self, name: ast.Name, plain: bool = True) -> ast.AST | None:
        """The function `name` names, when a `def` (without decorator, if `plain`) in the scope
        where `name` is read is its only binding there: the function a call there finds."""
        owner = self.scopes.owner(name)
        defs = [
            d
            for d in getattr(owner, "body", ())
            if type(d) is ast.FunctionDef and d.name == name.id and not (plain and d.decorator_list)
        ]
        if (
            len(defs) != 1
            or type(owner) not in (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)
            or self.scopes.bindings(owner, name.id) != 1
        ):
            return None
        return defs[0]

    def _branch_refusal(self, group: _Group, call: ast.Call) -> str | None:
        """Plan a call of `lax.cond` or `lax.switch` one of whose branches is threaded (`_form`):
        each branch takes the key first and returns `(result, key)`, the key given as the first
        operand (`lax.cond(pred, f, g, key, x)`; the old form becomes this one, each branch
        getting both operands: `lambda key, true_operand, false_operand: f(key, true_operand)`).
        A threaded function named is given as it is; a branch drawing nothing passes the key
        through: a lambda takes the key first and returns it beside its value (`lambda key, v:
        (v, key)`), a function named, `def`ined once and not using the key, is called by one
        (`lambda key, *operands: (g(*operands), key)`), so it may be used elsewhere too.
        Else why not."""
        form, key = self._form(call), group.key
        kinds = []
        verb = call.func.attr if type(call.func) is ast.Attribute else call.func.id
        for branch in self._branches(call):
            what = f"a branch of this `{verb}`"
            if type(branch) in (ast.Name, ast.Attribute) and branch in group.refs:
                kinds.append("threaded")  # a function, or a method's pure form (`self._a_pure`)
                continue
            if branch in group.lifted:
                kinds.append("threaded")  # a lambda: made a local `def` of the key (`_lift`)
                continue
            threaded = [n for n in ast.walk(branch) if n in group.refs]
            if threaded:
                why = (
                    self._lift_refusal(group, branch)
                    if type(branch) is ast.Lambda
                    else "it is not a lambda nor a function named"
                ) or "it uses a threaded function other than by calling it"
                return (
                    f"{what} calls `{group.refs[threaded[0]]}`, and omnifix does not make it a "
                    f"local `def` taking and returning the key: {why}"
                )
            if key in _identifiers(branch):
                return (
                    f"{what} uses `{key}`, which the branches would get passed rather than read "
                    "from the global"
                )
            if type(branch) is ast.Lambda:
                refused = _lambda_branch_refusal(branch, form, what)
                if refused:
                    return refused
                kinds.append("lambda")
                continue
            function = self._defined_once(branch) if type(branch) is ast.Name else None
            if type(branch) is ast.Attribute:  # `self._b`, a method of the class running it
                inside = self._enclosing(branch)
                cls = inside[1] if len(inside) > 1 and type(inside[1]) is ast.ClassDef else None
                function = self._own_branch(branch, cls, plain=True) if cls else None
            if function is None:
                return (
                    f"{what} is not a lambda nor a function defined once by a `def` without "
                    "decorator (or such a method of the class, on the method's first parameter), "
                    "which would have to pass the key through"
                )
            if key in _identifiers(function) or any(
                self._threaded_call(group, n) for n in ast.walk(function)
            ):
                return (
                    f"{what}, `{self.code(branch)}`, uses `{key}`, which the branches would get "
                    "passed rather than read from the global"
                )
            kinds.append("named")
        bases = ("true_operand", "false_operand") if form == "cond5" else ("operands",)
        for base in bases:  # parameters of the lambdas: one free name each, for every call
            if base not in self._operands:
                self._operands[base] = self._free(base)
        names = (
            tuple(self._operands[b] for b in bases) if form == "cond5" or "named" in kinds else ()
        )
        group.branched[call] = (form, kinds, names)
        return None

    def _cond_of(self, group: _Group, cond: ast.expr) -> str | None:
        """Plan the `cond_fun` of a `while_loop` carrying the key, which then gets `(val, key)`: a
        lambda of one parameter `c` reads `c[0]` for `c` (`lambda c: c[0][0] < n`), a function
        named is wrapped (`_cond_function`). Else why not: another expression, or a lambda whose
        parameter its body rebinds or a nested scope rebinds, or that reads the key."""
        if type(cond) is ast.Name:
            return self._cond_function(group, cond)
        if type(cond) is not ast.Lambda:
            return (
                "the `cond_fun` of this `while_loop` is not a lambda, which would have to take "
                "the key with the value"
            )
        args = cond.args
        if (
            len([*args.posonlyargs, *args.args]) != 1
            or args.vararg
            or args.kwonlyargs
            or args.kwarg
            or args.defaults
        ):
            return "the `cond_fun` of this `while_loop` is a lambda of other than one parameter"
        param = [*args.posonlyargs, *args.args][0].arg
        names = [n for n in ast.walk(cond.body) if type(n) is ast.Name and n.id == param]
        if any(type(n.ctx) is not ast.Load for n in names) or any(
            isinstance(n, (*_NESTED, *_COMPREHENSIONS)) and param in _identifiers(n)
            for n in ast.walk(cond.body)
        ):
            return f"the `cond_fun` of this `while_loop` binds `{param}` again"
        if group.key in _identifiers(cond.body) or any(
            self._threaded_call(group, n) for n in ast.walk(cond.body)
        ):
            return f"the `cond_fun` of this `while_loop` uses `{group.key}`"
        group.firsts.update(names)
        return None

    def _cond_function(self, group: _Group, cond: ast.Name) -> str | None:
        """Plan a `cond_fun` given by name: a function defined once by a `def` without decorator
        in the scope where the loop sees it, not reading the key nor calling a threaded function,
        is given `(val, key)` through `lambda val_and_key: cond(val_and_key[0])` and left alone
        (it may be used elsewhere too). Else why not."""
        name, function = cond.id, self._defined_once(cond)
        if name == "val_and_key" or function is None:
            return (
                f"the `cond_fun` of this `while_loop` is not a lambda nor a function `{name}` "
                "defined once by a `def` without decorator, which would have to take the key with "
                "the value"
            )
        if group.key in _identifiers(function) or any(
            self._threaded_call(group, n) for n in ast.walk(function)
        ):
            return f"the `cond_fun` of this `while_loop`, `{name}`, uses `{group.key}`"
        group.cond_wraps.add(cond)
        return None

    def _check_body(self, group: _Group, member: ast.AST) -> None:
        """A function given to `lax.scan` or `lax.fori_loop` as its body carries the key in the
        loop's carry: its carry parameter becomes `carry_and_key`, unpacked first (`carry, key =
        carry_and_key`), and it returns `(new_carry, key), y` (`scan`) or `new_val, key`
        (`fori_loop`). This is done for a module-level function of the module's key given to one
        such loop and used nowhere else, with two positional parameters and no decorator, whose
        every `return` of a `scan` body is a pair."""
        name, problem = self._called(group, member), group.problems.append
        outer = group.nested.get(member)
        refs = (
            [member]
            if member in group.lifted
            else self.scopes.uses(outer, name)
            if outer
            else self._references(group, name)
        )
        loops = [r for r in refs if self._carrier(r) is not None]
        if not loops:
            return
        loop = self._carrier(loops[0]).rpartition(".")[2]
        local = outer is not None or member in group.lifted  # of the function running the loop
        if (
            group.owner is not self.tree or group.origin is not None or group.instance is not None
        ) and not local:
            problem((loops[0], f"`{name}` is a `{loop}` body of a key that is not this module's"))
            return
        if len(refs) > 1:
            other = next(r for r in refs if r is not loops[0])
            problem((other, f"`{name}` is given to `{loop}` and used elsewhere too"))
            return
        shared = self.context.shared
        if shared is not None and shared.importers.get(name):
            problem((member, f"`{name}` is a `{loop}` body other modules of the run import"))
            return
        args = member.args
        positional = [*args.posonlyargs, *args.args]
        count = 1 if loop == "while_loop" else 2
        if member not in group.lifted and (  # a lambda's parameters: `_lift_refusal`
            len(positional) != count
            or args.vararg
            or args.kwonlyargs
            or args.kwarg
            or args.defaults
            or getattr(member, "decorator_list", ())
        ):
            problem(
                (
                    member,
                    f"`{name}` is a `{loop}` body with a decorator, or parameters other than "
                    f"{'one positional one' if count == 1 else 'two positional ones'} without "
                    "defaults",
                )
            )
            return
        index = 1 if loop == "fori_loop" else 0
        carry = None
        written = type(member.body) is ast.Tuple and _is_pair(member.body)
        if loop == "scan" and member in group.lifted and written:  # `(carry, y)`
            group.carry_returns[member] = group.returns.pop(member)
        elif loop == "scan" and member in group.lifted:  # unpacked as the loop unpacks it
            group.returns.pop(member)
            group.unpacked[member] = (self._free(positional[0].arg), self._free("y"))
        elif loop == "scan":
            returns = [n for n in _own(member, self.names.children) if type(n) is ast.Return]
            if not self._terminates(member.body) or any(
                type(r.value) is not ast.Tuple
                or len(r.value.elts) != 2
                or any(type(e) is ast.Starred for e in r.value.elts)
                for r in returns
            ):
                problem((member, f"`{name}` is a `scan` body that does not always return a pair"))
                return
            for r in returns:
                group.carry_returns[r] = group.returns.pop(r)
            if member in group.wrapped:
                carry = self._free(f"{name}_carry")
        packed = self._free(f"{positional[index].arg}_and_{group.key}")
        group.bodies[member] = (index, packed, carry, loop)

    def _check_aux(self, group: _Group, member: ast.AST) -> None:
        """A function differentiated with `has_aux=True` by a differentiation called where it is
        made (`value_and_grad(loss, has_aux=True)(w, x)`) or bound to a name only called
        (`_aux_differentiation`) returns `value, aux`: its pure form
        brings the key out inside the aux, every `return` becoming `return value, (aux, key)`.
        This is done for a function of the module, not a loop body nor a method, whose every use
        passing the key is such a differentiation, that other modules of the run do not import,
        and whose every `return` is a pair written out."""
        name, problem = self._called(group, member), group.problems.append
        refs = [r for r, n in group.refs.items() if n == name]
        aux = [r for r in refs if self._aux_differentiation(group, r)]
        if not aux:
            return
        what = f"`{name}` is differentiated with `has_aux=True` (line {aux[0].lineno})"
        made = {self._differentiation(r)[0] for r in aux}  # the calls of `g = grad(f, ...)` too
        other = next((r for r in refs if r not in aux and group.bound.get(r) not in made), None)
        if other is not None:
            why = (
                f"{what} and used otherwise too: its pure form, returning `value, (aux, key)` "
                "for the differentiation, would not return `(result, key)` there"
            )
            problem((other, why))
            return
        if (
            type(member) not in DEFINITIONS
            or member in group.lifted
            or member in group.bodies
            or member in group.nested
            or member in group.methods
            or group.instance is not None
        ):
            problem((member, f"{what}, and is not a function of the module omnifix rewrites so"))
            return
        shared = self.context.shared
        if shared is not None and shared.importers.get(name):
            problem((member, f"{what}, and other modules of the run import it"))
            return
        returns = [n for n in _own(member, self.names.children) if type(n) is ast.Return]
        if not self._terminates(member.body) or any(
            type(r.value) is not ast.Tuple
            or len(r.value.elts) != 2
            or any(type(e) is ast.Starred for e in r.value.elts)
            for r in returns
        ):
            why = f"{what}, and does not always return a pair written out, `return value, aux`"
            problem((member, why))
            return
        for r in returns:
            group.aux_returns[r] = group.returns.pop(r)
        group.aux[member] = (
            (self._free(f"{name}_value"), self._free(f"{name}_aux"))
            if member in group.wrapped
            else None
        )

    def _aux_differentiation(self, group: _Group, ref: ast.AST) -> bool:
        """Whether `ref` is the `f` of a differentiation given `has_aux=True` whose calls pass the
        key: called where it is made (`value_and_grad(f, has_aux=True)(w, x)`), or bound to a name
        only called (`g = grad(f, has_aux=True)` then `g(w, x)`: `_bound_calls`), or a public such
        name kept as a wrapper (`_grad_wrapper`)."""
        if self._differentiated(ref) is not None:
            return self._has_aux(self.parent(ref))
        bound = self._bound_differentiation(ref)
        return (
            bound is not None
            and (bool(self._bound_calls(ref)) or ref in group.jit_wrappers)
            and self._has_aux(bound[1])
        )

    def _returned(self, group: _Group, member: ast.AST, key: str) -> str:
        """What a function made pure returns, for its finding."""
        if member in group.aux:
            return (
                f"`value, (aux, {key})` where it returned `value, aux`, the key inside the aux of "
                "its differentiation with `has_aux=True`"
            )
        return f"`(result, {key})`"

    def _aux_grad(self, group: _Group, call: ast.Call) -> bool | None:
        """If `call` runs a differentiation given `has_aux=True` of a function returning `value,
        (aux, key)` (`_check_aux`), whether its value is `((value, (aux, key)), grad)`
        (`value_and_grad`) rather than `(result, (aux, key))`; else None."""
        grad = self._grad_call(group, call)
        if grad is None or not self._has_aux(grad) or grad not in group.grads:
            return None
        return _DIFFERENTIATIONS[self._differentiation(grad.args[0])[1]]

    def _is_call(self, ref: ast.AST) -> bool:
        parent = self.parent(ref)
        return type(parent) is ast.Call and parent.func is ref

    def _tree_map(self, node: ast.AST) -> ast.Call | None:
        """The `tree_map(node, tree, ...)` (`TREE_MAPS`, however imported) `node` is the function
        of, given first by position."""
        call = self.parent(node)
        if (
            type(call) is ast.Call
            and call.args[:1] == [node]
            and self.resolve(call.func) & TREE_MAPS
        ):
            return call
        return None

    def _differentiation(self, ref: ast.AST) -> tuple[ast.Call, str] | None:
        """(`grad(f, ...)`, `jax.grad`) when `ref` is the function given first to `jax.grad`,
        `value_and_grad`, `jacrev`, `jacfwd` or `hessian` (`_DIFFERENTIATIONS`), by position."""
        call = self.parent(ref)
        if type(call) is not ast.Call or call.args[:1] != [ref]:
            return None
        found = self.resolve(call.func) & _DIFFERENTIATIONS.keys()
        return (call, next(iter(found))) if len(found) == 1 else None

    def _differentiated(self, ref: ast.AST) -> ast.Call | None:
        """The call `grad(f, ...)(...)` when `ref` is the `f` of a differentiation called where it
        is made (`_differentiation`): with the key first and `has_aux=True` it returns `(grad,
        key)` (`value_and_grad`: `((value, key), grad)`), so it is rewritten as a call of `f`."""
        found = self._differentiation(ref)
        if found is None:
            return None
        outer = self.parent(found[0])
        return outer if type(outer) is ast.Call and outer.func is found[0] else None

    def _vectorized(self, ref: ast.AST) -> ast.Call | None:
        """The call `vmap(f, ...)(...)` when `ref` is the `f` given first to `jax.vmap`, by
        position, and the `vmap` is called where it is made: given the key first, unmapped
        (`in_axes` None for it), and bringing it out unmapped (`out_axes` None for it), it returns
        `(result, key)`, so it is rewritten as a call of `f`. Eagerly the original traced `f` once
        per call, its key unmapped: one split per call, as the rewrite does."""
        inner = self.parent(ref)
        if (
            type(inner) is not ast.Call
            or inner.args[:1] != [ref]
            or _VMAP not in self.resolve(inner.func)
        ):
            return None
        call = self.parent(inner)
        return call if type(call) is ast.Call and call.func is inner else None

    def _vmap_refusal(self, inner: ast.Call, call: ast.Call) -> str | None:
        """Why `vmap(f, ...)` of a threaded `f`, called at once as `call` (`_vectorized`), cannot
        take the key first, unmapped: options given by position or unpacked, `in_axes` other than
        left out, an integer or `None` (then given for each positional argument, whose number
        `*args` in `call` hides) or a tuple written out."""
        options = {k.arg: k.value for k in inner.keywords}
        if (
            len(inner.args) > 1
            or any(type(a) is ast.Starred for a in inner.args)
            or None in options
        ):
            return "the options of this `vmap` are given by position or unpacked"
        axes = options.get("in_axes")
        if axes is None or _axis(axes):
            if any(type(a) is ast.Starred for a in call.args):
                return (
                    "this `vmap` is called with `*args`, so the `in_axes` giving the key, first, "
                    "unmapped cannot be written out"
                )
        elif type(axes) is not ast.Tuple or any(type(e) is ast.Starred for e in axes.elts):
            return (
                "the `in_axes` of this `vmap` is not a literal omnifix can extend with the key's, "
                "`None`, first (an integer, `None` or a tuple written out)"
            )
        return None

    def _bound_differentiation(self, ref: ast.AST) -> tuple[ast.Name, ast.Call, ast.Call | None]:
        """(`g`, `grad(f, ...)`, the `jax.jit(grad(f, ...), ...)` or None) when `ref` is the `f`
        of `g = grad(f, ...)` or `g = jax.jit(grad(f, ...), ...)`, binding one name; else None."""
        found = self._differentiation(ref)
        if found is None:
            return None
        jitted = self._jit_wrapped(found[0])
        value = found[0] if jitted is None else jitted
        assign = self.parent(value)
        if (
            type(assign) is ast.Assign
            and assign.value is value
            and len(assign.targets) == 1
            and type(assign.targets[0]) is ast.Name
        ):
            return assign.targets[0], found[0], jitted
        return None

    def _bound_refusal(self, ref: ast.AST) -> str | None:
        """Why the calls of `g` in `g = grad(f, ...)` (`_bound_differentiation`) cannot pass the
        key like calls of `grad(f, ...)(...)` made there, if `ref` is such an `f`: `g` is bound in
        a class body or more than once in its scope, or used other than by calling it."""
        bound = self._bound_differentiation(ref)
        if bound is None:
            return "its result is not called where it is made"
        return self._called_only(bound[0])

    def _called_only(self, target: ast.Name) -> str | None:
        """Why the calls of `target`, bound to a value calling `f` (`g = grad(f)`, `g =
        functools.partial(f, rate=0.5)`), are not all its uses, each passing the key as a call of
        that value made there would: `g` is bound in a class body or more than once in its scope,
        or used other than by calling it (returned, passed on, stored), where the key would not
        follow it."""
        owner = self.scopes.owner(target)
        if type(owner) is ast.ClassDef:
            return f"its result is bound to `{target.id}` in the body of class `{owner.name}`"
        if owner is None or self.scopes.bindings(owner, target.id) != 1:
            return f"its result is bound to `{target.id}`, which is bound more than once"
        uses = self.scopes.uses(owner, target.id)
        other = next((u for u in uses if not self._is_call(u)), None)
        if other is not None:
            return (
                f"its result, `{target.id}`, is used other than by calling it (line {other.lineno})"
            )
        if not uses:
            return f"its result, `{target.id}`, is not called in the scope binding it"
        return None

    def _bound_calls(self, ref: ast.AST) -> list[ast.Name]:
        """The uses of `g`, every one a call, when `ref` is the `f` of `g = grad(f, ...)` whose
        calls pass the key as calls of `grad(f, ...)(...)` would (`_bound_refusal`)."""
        if self._differentiation(ref) is None or self._bound_refusal(ref) is not None:
            return []
        target = self._bound_differentiation(ref)[0]
        return self.scopes.uses(self.scopes.owner(target), target.id)

    def _local_partial(self, ref: ast.AST) -> ast.Name | None:
        """`g` when `ref` is the `f` of `g = functools.partial(f, rate=0.5)`, a statement of its own
        in a function, the partial passing the key, given first, to `f` first (`_bound_partial`:
        keywords only, or by position all of `f`'s positional parameters, bound by keyword then);
        its calls are calls of `f` (`_partial_calls`)."""
        bound = self._bound_partial(ref)
        statement = self.parent(bound) if bound is not None else None
        if (
            type(statement) is not ast.Assign
            or statement.value is not bound
            or len(statement.targets) != 1
            or type(statement.targets[0]) is not ast.Name
            or type(self.scopes.owner(statement.targets[0])) not in DEFINITIONS
            or len(bound.args) > 1
            and self._keyworded(bound) is None
        ):
            return None
        return statement.targets[0]

    def _partial_calls(self, ref: ast.AST) -> list[ast.Name]:
        """The uses of `g`, every one a call, when `ref` is the `f` of a local `g =
        functools.partial(f, ...)` (`_local_partial`) that nothing else reads (`_called_only`):
        `g(x)` becomes `g(key, x)`, the partial passing the key on to `f` first."""
        target = self._local_partial(ref)
        if target is None or self._called_only(target) is not None:
            return []
        return self.scopes.uses(self.scopes.owner(target), target.id)

    def _grad_call(self, group: _Group, call: ast.Call) -> ast.Call | None:
        """The differentiation `call` runs with the key passed: `grad(f, ...)` of `grad(f,
        ...)(...)`, or the one bound to the name `call` calls (`g = grad(f, ...)`, `g(...)`)."""
        func = call.func
        if type(func) is ast.Call and func in group.grads:
            return func
        return group.bound.get(func)

    def _differentiation_refusal(self, call: ast.Call, name: str, aux: bool = False) -> str | None:
        """Why `grad(f, ...)` of a threaded `f`, called where it is made, cannot take the key
        first and bring the new one out as its aux: options given by position after `argnums` or
        unpacked, `argnums` other than an integer literal or a tuple of them, `has_aux` other than
        a literal `False` (`f` then returns `(value, aux)`, and the key would have to join `aux`),
        unless `aux` (the call of `grad(f, ...)` made there, `f` returning `value, (aux, key)`:
        `_check_aux`) and a literal `True`."""
        transform = self._differentiation(call.args[0])[1].rpartition(".")[2]
        options = {k.arg: k.value for k in call.keywords}
        if len(call.args) > 2 or any(type(a) is ast.Starred for a in call.args) or None in options:
            return f"the options of this `{transform}` are given by position or unpacked"
        argnums = call.args[1] if len(call.args) > 1 else options.get("argnums")
        if argnums is not None and not _shiftable(argnums):
            return (
                f"the `argnums` of this `{transform}` is not a literal, so it cannot be shifted "
                "for the key, which comes first"
            )
        given = options.get("has_aux")
        if aux and self._has_aux(call):
            return None
        if given is not None and not (type(given) is ast.Constant and given.value is False):
            return (
                f"this `{transform}` has `has_aux`: `{name}` returns `(value, aux)`, and omnifix "
                "brings the key out of a differentiated function only as its whole aux"
            )
        return None

    @staticmethod
    def _has_aux(call: ast.Call) -> bool:
        """Whether the differentiation `call` is given `has_aux=True`, a literal."""
        return any(
            k.arg == "has_aux" and type(k.value) is ast.Constant and k.value.value is True
            for k in call.keywords
        )

    def _kept_differentiation(self, function: ast.AST) -> str:
        """Why a function given to `grad` (`value_and_grad`, ...) keeps the key state, if it is
        given to one whose result is not called where it is made (`g = grad(f)`, `vmap(grad(f))`):
        the key passed to that result and brought out of it would have to follow it."""
        if type(function) not in DEFINITIONS:
            return ""
        for ref in self.scopes.uses(self.parent(function), function.name):
            found = self._differentiation(ref)
            if (
                found is not None
                and self._differentiated(ref) is None
                and not self._bound_calls(ref)
            ):
                return (
                    f": it is given to `{found[1].rpartition('.')[2]}` (line {ref.lineno}), "
                    f"{self._bound_refusal(ref)}, and omnifix passes the key only through a "
                    "differentiation called at once, `grad(f, ...)(...)`, or bound to a name of a "
                    "function or the module that is only called, `g = grad(f, ...)` then `g(...)`"
                )
        return ""

    def _kept_partial(self, function: ast.AST) -> str:
        """Why a function given to `jit` through a `functools.partial` keeps the key state, if it
        is given so binding positional arguments or unpacked ones (`jax.jit(partial(f, 0.5))`):
        those would come before the key, which the pure form takes first."""
        if type(function) not in DEFINITIONS:
            return ""
        for ref in self.scopes.uses(self.parent(function), function.name):
            bound = self.parent(ref)
            if self._given_bound(ref) and self._bound_partial(ref) is None:
                return (
                    f": it is given to `{self._given_to(bound).rpartition('.')[2]}` through a "
                    f"`partial` binding arguments by position or unpacked (line {ref.lineno}), "
                    "which would come before the key its pure form takes first, and bound by "
                    f"keyword would take the arguments passed by position after them; {_DEFED}"
                    + self._defed_refusal(bound)
                )
            for use in self._alias_uses(ref):  # `half = partial(f, ...)`, `jax.jit(half)`
                if self._given_to(use) is not None or any(
                    f in self._module_traced() for f in self._enclosing(use)
                ):
                    given = self._given_to(use)
                    how = (
                        f"given to `{given.rpartition('.')[2]}`"
                        if given is not None
                        else "used in traced code"
                    )
                    return (
                        f": it is bound to `{use.id}` (line {ref.lineno}), {how} (line "
                        f"{use.lineno}), and omnifix does not pass the key through `{use.id}`"
                    )
        return ""

    def _driver(self, function: ast.AST, group: _Group) -> bool:
        """A caller that keeps the key state: `main`, a test, decorated other than by `jit`, or
        used other than by calling, jitting or differentiating it (`grad(f)(...)`)."""
        if _DRIVER.match(function.name):
            return True
        if any(not self._jit_decorator(d) for d in function.decorator_list):
            return True
        return not all(
            self._is_call(r)
            or self._jit_wrapped(r) is not None
            or self._carrier(r) is not None
            or self._branching(r) is not None
            or self._differentiated(r) is not None
            or self._vectorized(r) is not None
            or bool(self._bound_calls(r))
            for r in self._references(group, function.name)
        )

    def _jit_decorator(self, node: ast.expr) -> bool:
        if type(node) is ast.Call:
            values = arguments(node)
            return (
                PARTIAL in self.resolve(node.func)
                and bool(values)
                and _JIT in self.resolve(values[0])
                and len(node.args) == 1
                and all(k.arg is not None for k in node.keywords)
            )
        return _JIT in self.resolve(node)

    def _bound_partial(self, ref: ast.AST) -> ast.Call | None:
        """The `functools.partial(f, rate=0.5)` whose function `ref` is, binding keywords only
        (no `**`): called with the key first, it passes the key first to `f`, keeping the
        keywords it binds; one binding positional arguments would pass them before the key."""
        call = self.parent(ref)
        if (
            type(call) is ast.Call
            and call.args[:1] == [ref]
            and all(k.arg is not None for k in call.keywords)
            and PARTIAL in self.resolve(call.func)
            and (
                len(call.args) == 1
                or self._keyworded(call) is not None
                or self._defed(call) is not None
            )
        ):
            return call
        return None

    def _keyworded(self, call: ast.Call) -> list[str] | None:
        """The parameters `functools.partial(f, 0.5)` binds by position when they are all the
        positional parameters of `f`, a function of this module (`def f(rate, *, shape)`): a call
        of the partial passing more by position fails, so binding them by keyword instead,
        `functools.partial(_f_pure, rate=0.5)`, calls the pure form alike with the key first.
        Binding only some would leave the next argument passed by position to the first of them."""
        ref, values = call.args[0], call.args[1:]
        if type(ref) is not ast.Name or any(type(v) is ast.Starred for v in values):
            return None
        function = next(
            (
                d
                for d in self.tree.body
                if type(d) in (ast.FunctionDef, ast.AsyncFunctionDef) and d.name == ref.id
            ),
            None,
        )
        if (
            function is None
            or self.scopes.bindings(self.tree, ref.id) != 1
            or function.args.posonlyargs
            or function.args.vararg is not None
            or len(function.args.args) != len(values)
        ):
            return None
        names = [a.arg for a in function.args.args]
        if {k.arg for k in call.keywords} & set(names):
            return None
        return names

    def _defed(self, call: ast.Call) -> tuple[str, str] | None:
        return self._defed_or_why(call)[0]

    def _defed_or_why(self, call: ast.Call) -> tuple[tuple[str, str] | None, str]:
        """The parameters and the arguments after the bound ones of a `def` calling `f`'s pure
        form with them, for `half = functools.partial(f, 0.5)` bound by a statement of its own at
        the module's top level, binding by position some but not all of the positional parameters
        of `f`, a function of this module defined once (`def f(rate, x)`): bound by keyword,
        `rate` would take the `x` passed by position, so `def _half_pure(key, x): return
        _f_pure(key, 0.5, x)` stands for it, its parameters those `f` has left, their defaults
        literals. So too for such a partial given alone to `jit` in a statement `g = jax.jit(...)`
        of its own at the module's top level (`_inline_jit`), of a function of this module or of
        another module of the run made pure there (`_Threaded.signature`): the `def` goes right
        before the statement. It evaluates the bound values at each call: literals or names bound
        once, read as the partial read them; no keywords bound (a call may give them again). Else
        None, and why where the partial is such a binding otherwise (empty when it is not)."""
        ref, values = call.args[0], call.args[1:]
        statement = self.parent(call)
        inline = self._inline_jit(call)
        if (
            not values
            or any(type(v) is ast.Starred for v in values)
            or inline is None
            and (
                type(ref) is not ast.Name
                or type(statement) is not ast.Assign
                or statement.value is not call
                or statement not in self.tree.body
                or len(statement.targets) != 1
                or type(statement.targets[0]) is not ast.Name
                or not self._alone(statement)
            )
        ):
            return None, ""
        spec = self._partial_signature(call, inline is not None)
        if spec is None or spec.posonly or not len(values) < len(spec.args):
            return None, ""
        if type(ref) is ast.Attribute and _root(ref) in spec.names:  # `model.apply(model, x)`
            return None, f"a parameter of the `def` would hide `{_root(ref)}`"
        keywords = {k.arg: self.code(k.value) for k in call.keywords}
        left = [name for name, _ in spec.args[len(values) :]]
        if not set(keywords) <= {*left, *(n for n, _ in spec.kwonly)}:
            return None, f"it binds keywords other than parameters `{self.code(ref)}` has left"
        # from the first bound by keyword, the parameters left are keyword-only, as a call of the
        # partial takes them (`inspect.signature`): by position they would be given twice, and
        # `*args` can take nothing
        after = next((left.index(n) for n in left if n in keywords), len(left))
        vararg = spec.vararg if after == len(left) else None
        if spec.unrepeatable is not None:
            return None, f"the `def` would repeat the default `{spec.unrepeatable}`, not a literal"
        for value in [*values, *(k.value for k in call.keywords)]:
            if not (
                _repeatable(value)
                or type(value) is ast.Name
                and self.scopes.bindings(self.tree, value.id) == 1
                and value.id not in spec.names
            ):
                return None, (
                    f"the `def` would evaluate `{self.code(value)}` at each call, neither a literal "
                    "nor a name bound once"
                )
        params, passed = [], []
        named = spec.args[len(values) :][after:]
        for name, default in spec.args[len(values) :][:after]:
            params.append(name + ("" if default is None else f"={default}"))
            passed.append(name)
        if vararg is not None:
            params.append(f"*{vararg}")
            passed.append(f"*{vararg}")
        elif named or spec.kwonly:
            params.append("*")
        for name, default in [*named, *spec.kwonly]:
            default = keywords.get(name, default)
            params.append(name + ("" if default is None else f"={default}"))
            passed.append(f"{name}={name}")
        if spec.kwarg is not None:
            params.append(f"**{spec.kwarg}")
            passed.append(f"**{spec.kwarg}")
        return (", ".join(params), ", ".join(passed)), ""

    def _defed_refusal(self, call: ast.Call) -> str:
        """Why no `def` stands for `jax.jit(functools.partial(f, 0.5))` (`_defed_or_why`), if
        one could."""
        why = self._defed_or_why(call)[1]
        return f"; a `def` could stand for this one, but {why}" if why else ""

    def _partial_signature(self, call: ast.Call, imported: bool) -> _Signature | None:
        """The parameters of the function of `functools.partial(f, ...)`: `f` a function of this
        module defined once, or, where `imported`, another module's made pure (`_Threaded`)."""
        ref = call.args[0]
        if type(ref) is ast.Name:
            if self.scopes.bindings(self.tree, ref.id) != 1:
                return None
            function = next(
                (
                    d
                    for d in self.tree.body
                    if type(d) in (ast.FunctionDef, ast.AsyncFunctionDef) and d.name == ref.id
                ),
                None,
            )
            if function is not None:
                return _signature(function, self.code)
        shared = self.context.shared
        if not imported or shared is None or type(ref) not in (ast.Name, ast.Attribute):
            return None
        facts = {
            shared.imported[spelling][1]
            for spelling in self.resolve(ref) & shared.imported.keys()
            if type(shared.imported[spelling][1]) is _Threaded
        }
        return next(iter(facts)).signature if len(facts) == 1 else None

    def _inline_jit(self, call: ast.Call) -> ast.Assign | None:
        """The statement `g = jax.jit(call, ...)` when the partial `call` is given alone to `jit`
        there, a statement of its own at the module's top level binding one name."""
        jitted = self.parent(call)
        statement = self.parent(jitted)
        if (
            type(jitted) is ast.Call
            and jitted.args == [call]
            and all(k.arg is not None for k in jitted.keywords)
            and _JIT in self.resolve(jitted.func)
            and type(statement) is ast.Assign
            and statement.value is jitted
            and statement in self.tree.body
            and len(statement.targets) == 1
            and type(statement.targets[0]) is ast.Name
            and self._alone(statement)
        ):
            return statement
        return None

    def _partial_use(self, bound: ast.Call) -> ast.Name | None:
        """The one use of `_half` when `bound` is the value of a private module-level alias bound
        once, `_half = functools.partial(f, rate=0.5)` (`codemods._traced.aliases`): a `jit` of
        that use is a `jit` of the partial written there (`_jit_wrapped`), the name read nowhere
        else, so making the partial's function pure changes no other call."""
        statement = self.parent(bound)
        self._alias_uses(bound.args[0])  # fills `_aliased`
        name = self._aliased.get(bound.args[0])
        if (
            name is None
            or type(statement) is not ast.Assign
            or statement.value is not bound
            or statement not in self.tree.body
        ):
            return None
        if self._callable_outside(name):  # `half`, kept: its private twin is jitted
            return self._twinned(bound)[0]
        uses = self.scopes.uses(self.tree, name)
        return uses[0] if len(uses) == 1 else None

    def _twinned(self, bound: ast.Call) -> tuple[ast.Name | None, str]:
        """The one use of `half`, `jax.jit(half, ...)`, when `bound` is the value of a module-level
        alias other code may call, `half = functools.partial(f, rate=0.5)`, whose `jit` omnifix
        makes the `jit` of a private twin bound right after it, `_half_pure =
        functools.partial(_f_pure, rate=0.5)`: `half` keeps binding `f`, kept as a wrapper, for
        the calls outside (and untraced ones here). Else None, and why (empty when `half` is not
        so jitted at all). The twin evaluates the bound values again, so they are literals or
        names bound once."""
        statement = self.parent(bound)
        name = self._aliased.get(bound.args[0])
        uses = self.scopes.uses(self.tree, name)
        jitted = [
            use
            for use in uses
            if type(call := self.parent(use)) is ast.Call
            and call.args == [use]
            and all(k.arg is not None for k in call.keywords)
            and _JIT in self.resolve(call.func)
        ]
        if len(jitted) != 1:
            return None, ""
        traced = self._module_traced()
        for use in uses:
            if use is not jitted[0] and (
                self._given_to(use) is not None
                or self._given_bound(use)
                or any(f in traced or type(f) is ast.Lambda for f in self._enclosing(use))
            ):
                return None, f"`{name}` is also used in traced code, line {use.lineno}"
        if type(bound.args[0]) is not ast.Name:
            return None, f"omnifix binds a pure twin of `{name}` only to a function of this module"
        if self.scopes.bindings(self.tree, name) != 1:
            return None, f"`{name}` is bound more than once"
        if len(statement.targets) != 1 or not self._alone(statement):
            return None, f"`{name}` is not bound by a statement of its own"
        for value in [*bound.args[1:], *(k.value for k in bound.keywords)]:
            if not (
                _repeatable(value)
                or type(value) is ast.Name
                and self.scopes.bindings(self.tree, value.id) == 1
            ):
                return None, (
                    f"the twin would evaluate `{self.code(value)}` again, neither a literal nor "
                    "a name bound once"
                )
        return jitted[0], ""

    def _partial_bound(self, node: ast.AST) -> ast.Call | None:
        """The `functools.partial(f, rate=0.5)` bound to `_half` when `node` is the one use of
        `_half` (`_partial_use`), else `node` itself if it is such a partial written inline."""
        if type(node) is ast.Call:
            return node if node.args and self._bound_partial(node.args[0]) is node else None
        if type(node) is not ast.Name:
            return None
        self._alias_uses(node)  # fills `_aliased`
        for value, name in self._aliased.items():
            bound = self.parent(value)
            if (
                name == node.id
                and self._bound_partial(value) is bound
                and self._partial_use(bound) is node
            ):
                return bound
        return None

    def _jit_wrapped(self, ref: ast.AST, partial: bool = True) -> ast.Call | None:
        """The `jax.jit(f, ...)` (or, unless not `partial`, `partial(jax.jit, ...)(f)`) call whose
        function `ref` is, if it is one, also of `f` bound by a partial of keywords only,
        `jax.jit(functools.partial(f, rate=0.5))` (`_bound_partial`); `_jit_options` holds its
        keywords."""
        inner = self._bound_partial(ref) or ref
        if inner is not ref:  # `_half = partial(f, rate=0.5)` then `jax.jit(_half)`: as inline
            inner = self._partial_use(inner) or inner
        call = self.parent(inner)
        if (
            type(call) is ast.Call
            and len(call.args) == 1
            and call.args[0] is inner
            and all(k.arg is not None for k in call.keywords)
            and (
                _JIT in self.resolve(call.func)
                or partial
                and type(call.func) is ast.Call
                and not call.keywords
                and self._jit_decorator(call.func)
            )
        ):
            return call
        return None

    @staticmethod
    def _jit_options(wrapped: ast.Call) -> ast.Call:
        """The call holding the keywords of `jax.jit(f, ...)` or `partial(jax.jit, ...)(f)`."""
        return wrapped.func if type(wrapped.func) is ast.Call else wrapped

    def _one_line(self, body: list[ast.stmt]) -> bool:
        """Whether a block is written on its header's line (`def f(): return 1`)."""
        first = body[0]
        text = self.context.text
        start = text.offset(first.lineno, first.col_offset)
        return text.text[text.starts[first.lineno - 1] : start].strip() != ""

    def _check_member(self, group: _Group, member: ast.AST, why: str) -> None:
        name, key, problem = self._label(group, member), group.key, group.problems.append
        if member in group.lifted:  # its value becomes the `return` of the `def`
            group.returns[member] = key
        elif type(member) is ast.AsyncFunctionDef:
            problem((member, f"{name} is a coroutine"))
        if member not in group.lifted and self._one_line(member.body):
            problem((member, f"{name} is written on one line"))
        for decorator in getattr(member, "decorator_list", ()):
            if not self._jit_decorator(decorator):
                problem(
                    (
                        decorator,
                        f"{name} has a decorator other than `jit`, which may not expect a new parameter",
                    )
                )
            elif type(decorator) is ast.Call:
                self._shift_later(group, decorator, 1 if member in group.methods else 0)
        if why != "direct" and self.scopes.binds(member, key):
            problem((member, f"{name} has a variable `{key}` of its own"))
        elif (group.origin is not None or group.instance is not None) and key in _identifiers(
            member
        ):
            problem((member, f"{name} uses a name `{key}`, which the key parameter would shadow"))
        elif group.attribute is not None and any(
            type(n) is ast.Attribute and self._is_state(group, n) for n in ast.walk(member)
        ):
            problem((member, f"{name} reads `{group.attribute}` of `{group.origin}` itself"))
        for n in _own(member, self.names.children):
            kind = type(n)
            if kind in (ast.Yield, ast.YieldFrom, ast.Await):
                problem((n, f"{name} is a generator"))
            elif kind in (ast.Try, getattr(ast, "TryStar", ast.Try)) and n.finalbody:
                problem(
                    (
                        n,
                        f"{name} has a `finally` block, which runs after the returned key is read",
                    )
                )
            elif (
                kind in (*DEFINITIONS, ast.Lambda)
                and key in _identifiers(n)
                and n not in group.nested
            ):
                problem(
                    (
                        n,
                        f"a function nested in {name} uses `{key}`, which would no longer be the global",
                    )
                )
            elif kind is ast.Return:
                group.returns[n] = key
            elif kind in (ast.Global, ast.Nonlocal) and key in n.names:
                group.undeclare.setdefault(n, set()).add(key)

    def _shift_later(self, group: _Group, call: ast.Call, first: int = 0) -> None:
        for keyword in call.keywords:
            if keyword.arg in _SHIFTED and not _shiftable(keyword.value):
                why = f"`{keyword.arg}` is not a literal, so it cannot be shifted for the new first parameter"
                group.problems.append((keyword, why))
        group.jit_calls[call] = first

    def _classify(self, group: _Group, name: str, ref: ast.AST, declared: set[str]) -> None:
        """Plan the rewrite of one use of a threaded function's name, or record why it cannot be.
        A use of a function kept as a wrapper (`_needs_pure`) names its pure form instead."""
        shown = self._shown(group, name)  # `spread` for `pk.layers.spread`
        pure = next((group.wrapped[m][0] for m in group.public if m.name == name), None)
        twin = self._bound_partial(ref)
        twinned = False
        self._alias_uses(ref)  # fills `_aliased`
        if twin is not None and self._callable_outside(self._aliased.get(ref, "_")):
            twin = self._partial_use(twin)  # `half = partial(f, ...)`, `jax.jit(half)`
        else:
            twin = None
        if twin is not None:  # `half` keeps `f`, a twin binds `_f_pure`: `jax.jit(_half_pure)`
            if pure is None or type(ref) is not ast.Name or ref.id != name:
                why = (
                    f"`{shown}`, which would take the key, is bound to `{twin.id}`, "
                    f"{self._outside(twin.id)}: code outside the run calling `{twin.id}` would "
                    "have to pass and keep it"
                )
                group.problems.append((ref, why))
                return
            statement = self.parent(self.parent(ref))
            if statement not in self._twin_names:
                self._twin_names[statement] = self._free(f"_{twin.id.lstrip('_')}_pure")
            group.twins[statement] = (self._twin_names[statement], pure)
            twinned = True
            group.renames[twin] = self._twin_names[statement]
        elif pure is not None and type(ref) is ast.Name and ref.id == name:
            group.renames[ref] = pure
        elif type(ref) is ast.Name and ref.id in group.jit_names:  # a traced use of a public `g`
            group.renames[ref] = group.jit_names[ref.id]
        elif (group.instance is not None or name in group.held) and name in group.pure:
            # `drop._call_pure(key, x)`
            group.renames[ref] = group.pure[name]
        elif (
            name in group.pure and ref not in group.bound and not self._jit_alias_use(group, ref)
        ):  # another module's wrapper: its pure form, spelled as `ref` is (not a call of `g =
            # grad(f)` nor of `fast = jax.jit(mod.f)`: `mod.f` there is renamed)
            pure, defined = group.pure[name], name.rpartition(".")[0]
            if type(ref) is ast.Attribute:
                if {self._absolute(m) for m in self.resolve(ref.value)} == {defined}:
                    group.renames[ref] = pure
                else:  # `pkg.next_key` re-exported by `pkg`, which does not hold the pure form
                    group.pure_imports[ref] = (defined, pure)
            else:
                module = _module_of(self.names.imported.get(ref.id, ""))
                if not module or ref.id in self.names.rebound:
                    why = f"omnifix does not find the import of `{shown}` to import `{pure}` beside it"
                    group.problems.append((ref, why))
                    return
                group.pure_imports[ref] = (self._source(module, defined), pure)
        wrapped = self._jit_wrapped(ref)
        if wrapped is not None:
            bound = self._bound_partial(ref)
            if bound is not None and self._defed(bound) is not None:  # `def _half_pure(key, x)`
                group.defed[bound if self._inline_jit(bound) else self.parent(bound)] = group.key
            elif bound is not None and len(bound.args) > 1 and not twinned:
                group.keyworded[bound] = self._keyworded(bound)  # `partial(_f_pure, rate=0.5)`
            parent = self.parent(wrapped)
            if type(parent) is ast.Call and parent.func is wrapped:
                call = parent  # `jax.jit(f)(...)`
            elif self._alias_target(ref) is not None and (
                self._alias_target(ref).id == name
                or self._aliases(ref, name)
                or ref in group.jit_wrappers
                or ref in group.jit_refusals
            ):
                self._shift_later(group, self._jit_options(wrapped))  # `f = jax.jit(f)`, `g = ...`
                group.edited[ref] = wrapped
                target = self._alias_target(ref)
                if ref in group.jit_wrappers:
                    group.renames[target] = group.jit_wrappers[ref][2]  # `_g_pure = jax.jit(...)`
                elif (
                    target.id != name
                    and self._callable_outside(target.id)
                    and self.scopes.owner(target) is self.tree
                    and self._may_be_imported()
                ):
                    why = (
                        f"`{target.id}`, which jits `{shown}`, is {self._outside(target.id)}: code "
                        f"outside the run "
                        f"calling `{target.id}` would have to pass and keep the key"
                    )
                    if ref in group.jit_refusals:
                        why = (
                            f"`{target.id}`, which jits `{shown}`, is {self._outside(target.id)}, "
                            f"and cannot keep its "
                            f"calling convention as a wrapper: {group.jit_refusals[ref]}"
                        )
                    group.problems.append((ref, why))
                elif name in group.pure and type(ref) is ast.Name and target.id == ref.id:
                    why = f"`{shown}` is jitted under its own name, which its other uses call"
                    group.problems.append((ref, why))
                elif pure is not None and target.id == name:
                    if self.scopes.owner(target) is not self.tree:
                        why = f"`{shown}` is jitted under its own name inside a function"
                        group.problems.append((ref, why))
                    group.renames[target] = pure  # `_f_pure = jax.jit(_f_pure)`
                return
            else:
                why = f"`{shown}` is jitted here and the result is kept where omnifix cannot follow it"
                group.problems.append((ref, why))
                return
            self._shift_later(group, self._jit_options(wrapped))
        elif self._is_call(ref) and self._keyed_lambda(group, self.parent(ref)) is not None:
            inner = self.parent(ref)
            lam = self.parent(inner)
            why = self._keyed_lambda(group, inner)
            if why:
                group.problems.append((inner, f"this call is inside a lambda: {why}"))
                return
            # `jax.jit(lambda key, v: f(key, v))(key, x)`: called as `jax.jit(f)(...)` is
            group.keyed[lam] = group.key
            group.calls[inner] = group.key
            self._lifting.add(lam)  # the statement calling it moves nothing out of it
            wrapped = self._jit_wrapped(lam)
            if wrapped is not None:
                self._shift_later(group, self._jit_options(wrapped))
                call = self.parent(wrapped)
            elif self._vectorized(lam) is not None:
                call, transform = self._vectorized(lam), self.parent(lam)
                why = self._vmap_refusal(transform, call)
                if why:
                    group.problems.append((transform, why))
                    return
                group.vmaps[transform] = len(call.args)
            else:
                call, transform = self._differentiated(lam), self.parent(lam)
                why = self._differentiation_refusal(transform, shown)
                if why:
                    group.problems.append((transform, why))
                    return
                group.grads.add(transform)
        elif self._is_call(ref):
            call = self.parent(ref)
        elif self._tree_map(ref) is not None:  # `tree_map(f, tree)`: loops calling `f` (`_site`)
            call = self._tree_map(ref)
        elif self._differentiated(ref) is not None:  # `grad(f)(...)`: a call of `f`, as below
            call, inner = self._differentiated(ref), self.parent(ref)
            # a function of the module given `has_aux=True`: `_check_aux` made it return `value,
            # (aux, key)` or reported why not
            aux = any(self._called(group, m) == name for m in group.members)
            why = self._differentiation_refusal(inner, shown, aux)
            if why:
                group.problems.append((inner, why))
                return
            group.grads.add(inner)
        elif self._vectorized(ref) is not None:  # `vmap(f)(...)`: a call of `f`, the key unmapped
            call, inner = self._vectorized(ref), self.parent(ref)
            why = self._vmap_refusal(inner, call)
            if why:
                group.problems.append((inner, why))
                return
            group.vmaps[inner] = len(call.args)
        elif ref in group.jit_wrappers:  # a public `g = grad(f)` kept as a wrapper of `_g_pure`
            target, inner, jitted = self._bound_differentiation(ref)
            group.grads.add(inner)
            if jitted is not None:
                self._shift_later(group, self._jit_options(jitted))
            group.edited[ref] = inner
            group.renames[target] = group.jit_wrappers[ref][2]
            return
        elif self._bound_calls(ref):  # `g = grad(f)`: its calls are calls of `f`, planned alone
            target, inner, jitted = self._bound_differentiation(ref)
            aux = any(self._called(group, m) == name for m in group.members)  # as above
            why = self._differentiation_refusal(inner, shown, aux)
            if why:
                group.problems.append((inner, why))
                return
            if (
                self._callable_outside(target.id)
                and self.scopes.owner(target) is self.tree
                and self._may_be_imported()
            ):  # not kept as a wrapper (`_grad_wrapper`): code outside the run may call it
                reason = group.jit_refusals.get(
                    ref, f"`{shown}` is not a function defined at the top level of this module"
                )
                why = (
                    f"`{target.id}`, which differentiates `{shown}`, is "
                    f"{self._outside(target.id)}, and cannot keep "
                    f"its calling convention as a wrapper: {reason}"
                )
                group.problems.append((ref, why))
                return
            group.grads.add(inner)
            if jitted is not None:  # `jax.jit(grad(f), static_argnums=...)`: one up for the key
                self._shift_later(group, self._jit_options(jitted))
            group.edited[ref] = inner
            return
        elif self._partial_calls(ref):  # `g = partial(f, rate=0.5)`: its calls pass the key
            bound = self._bound_partial(ref)
            if len(bound.args) > 1:
                group.keyworded[bound] = self._keyworded(bound)  # `partial(_f_pure, rate=0.5)`
            group.edited[ref] = bound
            return
        elif self._carrier(ref) is not None and (
            group.origin is None  # another module's key: a loop body local to a function
            and group.instance is None
            or ref in group.lifted
            or any(ref in self.scopes.uses(f, m.name) for m, f in group.nested.items())
        ):
            call = self.parent(ref)
            group.carried[call] = _CARRIERS[self._carrier(ref)][1]
            if self._carrier(ref) == "jax.lax.while_loop":
                why = self._cond_of(group, call.args[0])
                if why:
                    group.problems.append((call.args[0], why))
                    return
        elif self._branching(ref) is not None and (
            group.origin is None
            and group.instance is None
            or self._pure_site(group, self._branching(ref))
        ):
            call = self._branching(ref)
            why = call not in group.branched and self._branch_refusal(group, call)
            if why:
                group.problems.append((ref, why))
                return
        elif self._branching(ref) is not None:  # another module's key, in code keeping it
            held = f"of `{group.origin}`" if group.instance is None else f"`{group.instance}`"
            why = (
                f"`{shown}` is a branch of this `{self.code(self._branching(ref).func)}`, of the "
                f"key {held}, which omnifix passes to branches only in a function made pure"
            )
            group.problems.append((ref, why))
            return
        elif self._alias_uses(ref):
            alias = self._alias_uses(ref)[0].id
            why = f"`{shown}` is bound to `{alias}`, and omnifix does not pass the key through `{alias}`"
            twin = self._bound_partial(ref)
            if twin is not None and self._callable_outside(alias):
                statement = self.parent(twin)
                if type(statement) is ast.Assign and statement in self.tree.body:
                    refusal = self._twinned(twin)[1]
                    if refusal:  # `half = partial(f, rate=x)`, `jax.jit(half)`
                        why += f"; its `jit` could jit a pure twin of `{alias}`, but {refusal}"
            elif type(self.parent(ref)) is ast.Call and self._defed_or_why(self.parent(ref))[1]:
                why += (  # `half = partial(f, 0.5, scale=1.0)`
                    f"; binding by position some of its positional parameters, `{alias}` could be "
                    f"a `def` calling its pure form with the key first, but "
                    f"{self._defed_or_why(self.parent(ref))[1]}"
                )
            group.problems.append((ref, why))
            return
        elif (self._given_to(ref) or "").startswith("jax.lax."):
            why = (
                f"`{shown}` is given to `{self._given_to(ref).rpartition('.')[2]}` here, and omnifix "
                "carries the key only through the body of `lax.scan(body, init, ...)`, "
                "`lax.fori_loop(lo, hi, body, init)` or `lax.while_loop(lambda c: ..., body, "
                "init)` and the branches of `lax.cond(pred, true_fun, false_fun, *operands)` "
                "(or its old five-argument form) and `lax.switch(index, [f, ...], *operands)`, "
                "given by position"
            )
            group.problems.append((ref, why))
            return
        else:
            why = f"`{shown}` is used as a value here, not called"
            partial = self.parent(ref)
            if (
                type(partial) is ast.Call
                and partial.args[:1] == [ref]
                and _VMAP in self.resolve(partial.func)
            ):
                why = (
                    f"`{shown}` is given to `vmap` here, whose result is not called where it is "
                    "made, and omnifix passes the key, unmapped, only through `vmap(f, ...)(...)`"
                )
            if (
                type(partial) is ast.Call
                and partial.args[:1] == [ref]
                and "functools.partial" in self.resolve(partial.func)
                and self._carrier(partial) is not None
            ):
                loop = self._carrier(partial).rpartition(".")[2]
                why = (
                    f"`{shown}` is given to `{loop}` through `functools.partial` here, which omnifix "
                    f"does not thread: give `{loop}` a module-level `def` of the loop's parameters "
                    f"calling `{shown}` with the bound arguments, which it threads"
                )
            elif self._given_bound(ref):  # `jax.jit(partial(f, 0.5))`: see `_bound_partial`
                how = (
                    "binding arguments by position or unpacked here, which would come before "
                    "the key its pure form takes first, and bound by keyword would take the "
                    "arguments passed by position after them"
                    if self._bound_partial(ref) is None
                    else "here"
                )
                why = (
                    f"`{shown}` is given to `{self._given_to(partial).rpartition('.')[2]}` through "
                    f"a `functools.partial` {how}; {_DEFED}" + self._defed_refusal(partial)
                )
            elif (
                type(partial) is ast.Call
                and partial.args[:1] == [ref]
                and PARTIAL in self.resolve(partial.func)
                and type(statement := self.parent(partial)) is ast.Assign
                and statement.value is partial
                and [type(t) for t in statement.targets] == [ast.Name]
                and type(self.scopes.owner(statement.targets[0])) in DEFINITIONS
            ):  # `g = partial(f, ...)` in a function: `_partial_calls`
                local = statement.targets[0].id
                reason = (
                    "it binds arguments by position, which would come before the key its pure "
                    "form takes first, and bound by keyword would take the arguments passed by "
                    "position after them"
                    if self._local_partial(ref) is None
                    else self._called_only(statement.targets[0])
                )
                why = (
                    f"`{shown}` is bound to `{local}` by a `functools.partial` here, whose calls "
                    f"omnifix passes the key to only where `{local}` is bound once and only "
                    f"called, binding keywords only or by position all the positional parameters "
                    f"of `{shown}`: {reason}"
                )
            for function, reason in group.unwrapped.items():
                if function.name == name:
                    why += (
                        f", and a wrapper keeping its signature would not call it alike: {reason}"
                    )
            group.problems.append((ref, why))
            return
        group.edited[ref] = call
        self._site(group, call, declared)

    def _keyed_lambda(self, group: _Group, call: ast.Call) -> str | None:
        """For a call of a threaded function that is the whole body of a lambda given to `jit` (or
        a differentiation) and called at once, `jax.jit(lambda v: f(v, 3))(x)`: "" when the lambda
        can take the key first and pass it, so that its value is `f`'s `(result, key)` and the
        call of the transformed lambda is a call of a threaded function like `jax.jit(f)(...)`;
        else why not. None for any other call."""
        lam = self.parent(call)
        if type(lam) is not ast.Lambda or lam.body is not call:
            return None
        wrapped = self._jit_wrapped(lam)
        called = (
            wrapped is not None
            and type(self.parent(wrapped)) is ast.Call
            and self.parent(wrapped).func is wrapped
        )
        if not called and self._differentiated(lam) is None and self._vectorized(lam) is None:
            return None
        if group.key in _identifiers(lam):
            return f"it uses a name `{group.key}`, which the key parameter would shadow"
        return ""

    def _site(self, group: _Group, call: ast.Call, declared: set[str]) -> None:
        key, problem = group.key, group.problems.append
        enclosing = self._enclosing(call)
        if group.owner is not self.tree:
            if group.owner not in enclosing:
                problem((call, "this call is outside the function the key belongs to"))
                return
            enclosing = enclosing[: enclosing.index(group.owner)]
        where = enclosing[0] if enclosing else None
        loop = None
        comp = where
        tree = (  # `tree_map(f, tree)`, or a call in `tree_map(lambda p: ..., tree)`
            call
            if call.args
            and type(call.args[0]) is not ast.Lambda
            and self._tree_map(call.args[0]) is call
            else self._tree_map(where)
            if type(where) is ast.Lambda
            else None
        )
        if tree is not None:
            loop = self._tree_loop(group, call, tree, declared)
            if isinstance(loop, str):
                problem((call, loop))
                return
            if where is tree.args[0]:  # the lambda: its body goes in the loop
                enclosing = enclosing[1:]
                where = enclosing[0] if enclosing else None
        if self._looped(comp) and self._scan(group, call):
            problem((call, "this `scan` is inside a comprehension"))
            return
        if self._looped(comp):
            loop = self._loop(group, call, comp, declared)
            if isinstance(loop, str):
                problem((call, loop))
                return
            loop, chain, unused, rest = loop
            comp = chain[0]
            enclosing = enclosing[len(chain) :]
            where = enclosing[0] if enclosing else None
        lifted = where in group.lifted
        if where in group.keyed:  # its whole body, which passes the lambda's key parameter
            return
        if type(where) in (ast.Lambda, ast.ClassDef, *_COMPREHENSIONS) and not lifted:
            kind = {
                ast.Lambda: "a lambda",
                ast.ClassDef: "a class body",
                ast.GeneratorExp: self._generator_kind(where),
            }.get(type(where), "a comprehension that does not become loops")
            loop = self._carrier(where) if type(where) is ast.Lambda else None
            given = self.parent(where)
            call = self.parent(given) if type(given) is ast.keyword else given
            found = (
                self.resolve(call.func) & _CARRIERS.keys()
                if loop is None and type(call) is ast.Call and where is not call.func
                else ()
            )
            if len(found) == 1:  # `lax.fori_loop(lo, hi, body_fun=lambda i, c: ..., ...)`
                name = next(iter(found))
                how = (
                    f"by keyword (`{given.arg}=`)"
                    if type(given) is ast.keyword and given.arg is not None
                    else "with its initial value by keyword"
                    if where in call.args[: _CARRIERS[name][0] + 1]
                    and call.args.index(where) == _CARRIERS[name][0]
                    else None
                )
                if how is not None:
                    kind = (
                        f"a lambda given to `{name.rpartition('.')[2]}` as its body {how}: "
                        "omnifix carries the key only through a body given by position with "
                        "the loop's initial value"
                    )
            branching = self._branching(where) if type(where) is ast.Lambda else None
            if loop is not None or branching is not None:
                why = self._lift_refusal(group, where) or (
                    "it uses a threaded function other than by calling it"
                )
                kind = (
                    f"a lambda given to `{loop.rpartition('.')[2]}` as its body, which omnifix "
                    f"does not make a local `def` carrying the key: {why}"
                    if loop is not None
                    else f"a lambda given to `{self.code(branching.func)}` as a branch, which "
                    f"omnifix does not make a local `def` taking the key: {why}"
                )
            problem((call, f"this call is inside {kind}"))
            return
        local = lifted or where in group.nested  # a loop body in a function: its own key
        outer = enclosing[1:] if local else enclosing
        if local and outer and outer[0] in group.nested:  # a `def` in a `def` in a function
            outer = outer[1:]
        if lifted and outer and self._looped(outer[0]):  # it goes in the loop made of it
            outer = outer[1:]
        if any(f in group.members for f in outer[1:]):
            problem((call, "this call is in a function nested in a threaded one"))
            return
        if where is not None and where not in group.members:
            if (
                (where in group.traced or where in self._module_tracing().reached)
                and type(self.parent(where)) is not ast.ClassDef  # `_check_traced_methods`
                or self._traced_locally(group, where)
            ):
                what = f"`{where.name}`" if type(where) is not ast.Lambda else "a lambda"
                why = f"this call is in {what}, which is traced but keeps the key state"
                if type(where) in DEFINITIONS and any(
                    self._carrier(r) for r in self.scopes.uses(self.parent(where), where.name)
                ):
                    why += (
                        ": a loop body carries the key when defined in a module-level function, "
                        "given to the loop by position as its only use, not naming the key, and "
                        "the only function of its name in the file"
                    )
                    if group.origin is not None and key in _identifiers(where):
                        why += (
                            f" (`{where.name}` names `{key}`, the name the key of "
                            f"`{group.origin}` would take in it)"
                        )
                    elif group.instance is not None and key in _identifiers(where):
                        why += (
                            f" (`{where.name}` names `{key}`, the name the key in "
                            f"`{group.instance}` would take in it)"
                        )
                why += self._kept_differentiation(where) or self._kept_partial(where)
                problem((call, why))
                return
            if self.scopes.binds(where, key):
                problem((call, f"`{where.name}` has a variable `{key}` of its own"))
                return
            group.drivers.add(where)
        if tree is not None:
            key = group.state(where in group.members)
            func = tree.args[0]
            if call is tree:  # `f_result, key = f(key, leaf)`
                temporary = self._fresh(
                    f"{func.attr if type(func) is ast.Attribute else func.id}_result", set()
                )
            else:
                group.calls[call] = key
                temporary = self._temporary(call, set())
            group.hoisted[call] = (temporary, key)
            group.tree_loops[loop] = (call, tree)
            group.sites.append(_Site(call, loop, where))
            return
        if loop is not None:
            key = group.state(where in group.members)
            group.calls[call] = key
            group.hoisted[call] = (self._temporary(call, set()), key)
            listed = tuple(  # per comprehension, outermost first: its list's name, None if unused
                None
                if dropped
                else loop.targets[0].id
                if level is comp and type(loop) is ast.Assign and loop.value is comp
                else self._free(_BUILT.get(type(level), "values"))
                for level, dropped in zip(chain, unused)
            )
            group.loops[loop] = (call, listed, rest)
            group.sites.append(_Site(call, loop, where))
            return
        # a lifted lambda's value is the `return` of its `def`
        statement, region = (where, [where.body]) if lifted else self._statement(call)
        if statement is None:
            problem((call, region))
            return
        if any(s.statement is statement for s in group.sites):
            return  # planned with another call of the same statement
        site = _Site(call, statement, where)
        reason = self._order(group, site, region, declared)
        if reason:
            problem((call, reason))

    def _consumed(self, generator: ast.GeneratorExp) -> bool:
        """Whether a generator expression is the only argument of a builtin that consumes it
        whole and in order (`_CONSUMERS`: `sum(f(x) for x in xs)`), so that a list built first
        and given instead is evaluated the same, in the same order."""
        call, known = self.parent(generator), self.names
        return (
            type(call) is ast.Call
            and call.args == [generator]
            and not call.keywords
            and type(call.func) is ast.Name
            and call.func.id in _CONSUMERS
            and call.func.id not in known.meanings
            and call.func.id not in known.rebound
        )

    def _looped(self, node: ast.AST) -> bool:
        """Whether `node` is a comprehension `_loop` may make loops of: a list, set or dict
        comprehension, or a generator expression consumed at once (`_consumed`)."""
        kind = type(node)
        return kind in (ast.ListComp, ast.SetComp, ast.DictComp) or (
            kind is ast.GeneratorExp and self._consumed(node)
        )

    def _generator_kind(self, generator: ast.GeneratorExp) -> str:
        """What a generator expression that does not become loops is, for a finding."""
        call = self.parent(generator)
        if (
            type(call) is ast.Call
            and type(call.func) is ast.Name
            and call.func.id in ("any", "all")
            and call.func.id not in self.names.meanings
            and call.func.id not in self.names.rebound
        ):
            stop = "true" if call.func.id == "any" else "false"
            return (
                f"a generator expression given to `{call.func.id}`, which stops consuming it at "
                f"the first {stop} element"
            )
        return (
            "a generator expression that is not the only argument of `sum`, `tuple`, `list`, "
            "`set`, `frozenset`, `max` or `min`, which runs as it is consumed"
        )

    def _alone(self, statement: ast.stmt) -> bool:
        """Whether a simple statement has its line to itself (not `a; b`, not after `if x:`)."""
        if self._one_line([statement]):
            return False
        parent = self.parent(statement)
        for name in ("body", "orelse", "finalbody"):
            block = getattr(parent, name, None)
            if isinstance(block, list) and statement in block:
                at = block.index(statement)
                if at + 1 < len(block) and block[at + 1].lineno == statement.end_lineno:
                    return False
        return True

    def _loop(
        self, group: _Group, call: ast.Call, inner: ast.AST, declared: set[str]
    ) -> tuple[ast.stmt, list[ast.AST], bool, bool] | str:
        """The statement `name = [... f(...) ... for target in iterable]` or `return [...]` whose
        element holds `call`, when it can become `name = []` (a new name for a `return`) and `for`
        loops, one per `for` of the comprehension with an `if` per condition, calling `f` with the
        key then appending the element, with the same effects: nothing async, `call` the element's
        only call of a threaded function and nothing in it evaluated before the call but pure code
        and the call's own arguments,
        no threaded call in the iterables or conditions, no name the loops bind used elsewhere:
        `name` anywhere else in the file, the targets as any identifier (`_identifiers`) elsewhere
        in the function holding the statement (in the file, for a statement outside functions).
        The comprehension (`inner`) may be in the element of another, evaluated whenever that
        element is and after nothing but pure code there (`_evaluated_before`), whose list is
        then built by loops around its own (`[[f(x) for _ in a] for _ in b]`), when the only
        threaded call in the outermost one is `call` and no comprehension around another uses the
        names the other binds (the loops bind them in one scope). Else why not; if it can: the
        statement, the comprehensions from the outermost in, whether each one's list is unused
        (an expression statement of the outermost alone, and one in its element when the rest of
        that element is pure code: else why not), and whether the innermost element evaluates
        other code than pure code and `call` (it is kept as a statement when its list is unused).
        Any of the comprehensions may be a dict one (`_elements`: its key, then its value, which
        holds the inner comprehension, or `call`, which may be in the key when the rest of the
        element is pure code), or a set one, which the loops fill, or a generator expression
        its builtin consumes at once (`_looped`), done as a list comprehension given to it."""
        chain, after = [inner], []  # per comprehension around another: whether it runs code after
        while True:
            around = self._enclosing(chain[0])
            outer = around[0] if around else None
            if not self._looped(outer) or not any(
                n is chain[0] for n in ast.walk(_elements(outer)[-1])
            ):
                break
            later: list = []
            reason = self._evaluated_before(group, chain[0], _elements(outer), declared, later)
            if reason:
                return reason
            after.insert(0, bool(later))
            others = Counter(_identifiers(outer)) - Counter(_identifiers(chain[0]))
            others -= Counter(
                n.id for g in outer.generators for n in ast.walk(g.target) if type(n) is ast.Name
            )
            if any(
                others[n.id]
                for g in chain[0].generators
                for n in ast.walk(g.target)
                if type(n) is ast.Name
            ):
                return (
                    "this call is inside a comprehension nested in another that uses the names it "
                    "binds, so loops binding them in one scope would change what they hold"
                )
            chain.insert(0, outer)
        comp = chain[0]
        calls = [n for n in ast.walk(comp) if self._threaded_call(group, n)]
        if len(chain) > 1 and calls != [call]:
            return (
                "this call is inside a comprehension nested in another that calls another "
                "threaded function"
            )
        statement, value = self.parent(comp), comp
        if (
            type(statement) is ast.Call
            and statement.args[:1] == [comp]
            and self._pure(statement)
            and not any(self._threaded_call(group, n) for n in ast.walk(statement.func))
        ):  # `jnp.stack([...], ...)`: nothing runs before the comprehension but a pure lookup
            statement, value = self.parent(statement), statement
        if type(statement) is ast.Return and statement.value is value:
            bound = []
        elif (
            type(statement) is ast.Assign
            and statement.value is value
            and len(statement.targets) == 1
            and (value is not comp or type(statement.targets[0]) is ast.Name)
        ):
            bound = [statement.targets[0].id] if value is comp else []
        else:  # inside a larger expression: built first when nothing runs before it there
            statement, value = self._statement(comp)
            if statement is None:
                return value
            if type(statement) not in (
                ast.Expr,
                ast.Return,
                ast.Assign,
                ast.AnnAssign,
                ast.AugAssign,
            ):
                return "this call is inside a comprehension in the header of a compound statement"
            reason = self._evaluated_before(group, comp, value, declared)
            if reason:
                return reason
            bound = []
        if not self._alone(statement):
            return "this call's statement shares its line with others"
        if value is not comp and any(
            self._threaded_call(group, n)
            for n in ast.walk(statement)
            if not any(n is m for m in ast.walk(comp))
        ):
            return "this call is inside a comprehension whose statement calls another threaded function"
        generators = [g for level in chain for g in level.generators]
        if any(type(level) is ast.SetComp for level in chain) and (
            "set" in self.names.meanings or "set" in self.names.rebound
        ):  # the loops fill `set()`
            return "this call is inside a set comprehension in a module that binds `set`"
        if any(g.is_async for g in generators):
            return "this call is inside an asynchronous comprehension"
        if not any(n is call for part in _elements(inner) for n in ast.walk(part)):
            return "this call is in a comprehension's iterable, target or condition"
        targets = []
        for generator in generators:
            target = generator.target
            targets += (
                [target]
                if type(target) is ast.Name
                else [e.value if type(e) is ast.Starred else e for e in target.elts]
                if type(target) in (ast.Tuple, ast.List)
                else [None]
            )
        if not all(type(t) is ast.Name for t in targets):
            return (
                "this call is inside a comprehension whose target is not a name or a tuple of names"
            )
        if self._names_taken(group, statement, comp, {t.id for t in targets}, bound):
            return (
                "this call is inside a comprehension whose names are used elsewhere, so a loop binding "
                "them would change what they hold"
            )
        if any(
            self._threaded_call(group, n)
            for generator in generators
            for part in (generator.iter, *generator.ifs)
            for n in ast.walk(part)
        ):
            return "this call is in a comprehension's iterable or condition"
        # a dict comprehension's key, then its value
        rest = self._element(
            group, _elements(inner), call, declared, "a comprehension whose element"
        )
        if isinstance(rest, str):
            return rest
        unused = [type(statement) is ast.Expr and statement.value is comp]
        for level, more in zip(chain, after):  # the list of one in an unused list's element
            if unused[-1] and more:
                return (
                    "this call is inside a comprehension nested in another whose list is unused "
                    "and whose element evaluates other code after it"
                )
            unused.append(unused[-1])  # unused too: the rest of that element is pure code
        if rest and type(inner) is ast.DictComp and any(n is call for n in ast.walk(inner.key)):
            return (  # `name[key] = value` evaluates the value before the key
                "this call is in a dict comprehension's key beside code other than pure code, "
                "which a loop filling the dict would evaluate in another order"
            )
        return statement, chain, tuple(unused), rest

    def _tree_loop(
        self, group: _Group, call: ast.Call, tree: ast.Call, declared: set[str]
    ) -> ast.stmt | str:
        """The statement holding `tree_map(f, tree, ...)` (`tree`, its
        function `f` a threaded one by name, `call` then `tree` itself, or a lambda holding `call`)
        when it can become `leaves, treedef = tree_flatten(tree, is_leaf=...)`, a loop over the
        leaves (`zip` of them and of `treedef.flatten_up_to(other)` for other trees) calling `f`
        with the key, or the lambda's body with its parameters as the loop's targets, appending
        to a new list, then the statement with `tree_unflatten(treedef, values)` for the
        `tree_map`. `tree_map` flattens so and calls `f` on the leaves in that order, so this is
        exact when: nothing but pure code is evaluated before it in its statement, which
        evaluates it whenever it runs (`_evaluated_before`, as for a comprehension in a larger
        expression), the trees are given by
        position and not unpacked, the only option is `is_leaf` (given to `tree_flatten`), the
        module binds no `zip` of its own where there are several (the loop zips their leaves), the
        trees but the first evaluate nothing but pure code (the loops evaluate them after
        flattening the first), the statement uses no other threaded function and has its line to
        itself; a lambda has one plain parameter per tree, names used nowhere else in the function
        holding it (the loop binds them there), and nothing in its body evaluated before `call`
        but pure code (`_element`). Else why not."""
        verb = f"`{self.code(tree.func)}`"
        where = (  # `f` by name: `tree` is the call planned
            f"`{self.code(tree.args[0])}` is given to a {verb}"
            if call is tree
            else f"this call is in a {verb}"
        )
        trees = tree.args[1:]
        if (
            not trees
            or any(type(a) is ast.Starred for a in tree.args)
            or any(k.arg != "is_leaf" for k in tree.keywords)
        ):
            return f"{where} with its trees unpacked or by keyword, or options other than `is_leaf`"
        statement, region = self._statement(tree)
        if statement is None:
            return region
        if type(statement) not in (ast.Expr, ast.Return, ast.Assign, ast.AnnAssign, ast.AugAssign):
            return f"{where} in the header of a compound statement"
        reason = self._evaluated_before(group, tree, region, declared, what=verb)
        if reason:
            return reason
        if not self._alone(statement):
            return "this call's statement shares its line with others"
        func = tree.args[0]
        mine = call.func if call is not tree else func
        if any(n in group.refs and n is not mine for n in ast.walk(statement)):
            return f"{where} whose statement uses another threaded function"
        if len(trees) > 1 and ("zip" in self.names.meanings or "zip" in self.names.rebound):
            return f"{where} of several trees in a module that binds `zip`, which the loop zips"
        events: list = []
        for other in trees[1:]:  # evaluated after the first is flattened
            reason = self._events(other, events, *self._key_events(group, declared))
            if reason or events:
                return (
                    f"{where} whose trees but the first evaluate other code than pure code, which "
                    "loops would run after flattening the first"
                )
        if type(func) is ast.Lambda:
            args = func.args
            if (
                args.posonlyargs
                or args.vararg
                or args.kwonlyargs
                or args.kwarg
                or args.defaults
                or len(args.args) != len(trees)
            ):
                return (
                    f"this call is inside a lambda given to {verb} that has other than one plain "
                    "parameter per tree"
                )
            if self._names_taken(group, statement, func, {a.arg for a in args.args}, []):
                return (
                    f"this call is inside a lambda given to {verb} whose parameters are used "
                    "elsewhere, so a loop binding them would change what they hold"
                )
            rest = self._element(
                group, [func.body], call, declared, f"a lambda given to {verb} whose body"
            )
            if isinstance(rest, str):
                return rest
        return statement

    def _names_taken(
        self, group: _Group, statement: ast.stmt, node: ast.AST, targets: set[str], bound: list[str]
    ) -> bool:
        """Whether loops made of `node` (a comprehension, or a lambda given to `tree_map`) in
        `statement` would change what a name holds: binding `targets` (its targets, parameters),
        used elsewhere in the function holding the statement (in the file, outside functions),
        declared `global` or `nonlocal` anywhere or the key, or a new name of `bound` used in
        `node` or declared."""
        names = self.names
        inside = Counter(n.id for n in ast.walk(node) if type(n) is ast.Name)
        declared_anywhere = {
            n
            for found in names.nodes
            if type(found) in (ast.Global, ast.Nonlocal)
            for n in found.names
        }
        around = self._enclosing(statement)
        if around and type(around[0]) in (ast.FunctionDef, ast.AsyncFunctionDef):
            # the loop binds its targets as locals of this function: only it may see them
            around_it, in_it = Counter(_identifiers(around[0])), Counter(_identifiers(node))
            in_others = _comprehension_locals(around[0], node)
            elsewhere = {n for n, count in around_it.items() if count > in_it[n] + in_others[n]}
        else:
            elsewhere = {n for n, count in names.uses.items() if count != inside[n]}
        return any(inside[n] or n in declared_anywhere for n in bound) or any(
            n == group.key or n in declared_anywhere or n in elsewhere for n in targets
        )

    def _element(
        self, group: _Group, parts: list[ast.expr], call: ast.Call, declared: set[str], what: str
    ) -> str | bool:
        """For what a loop evaluates per element (`parts`, in order: a comprehension's element, a
        dict comprehension's key and value, a lambda's body) holding `call`: why it cannot be made
        of `call` first, then the rest (`call` is not its only threaded call, or something but pure
        code and `call`'s own arguments is evaluated before it; `what` names it); else whether
        it evaluates other code than pure code and `call` (after `call`, as before)."""
        events: list = []
        for part in parts:
            reason = self._events(part, events, *self._key_events(group, declared))
            if reason:
                return reason
        within = {id(n) for n in ast.walk(call)}  # its arguments: evaluated just before it still
        if [n for k, n in events if k == "T"] != [call] or any(
            isinstance(n, list) or id(n) not in within
            for _, n in events[: next(i for i, (k, _) in enumerate(events) if k == "T")]
        ):
            return (
                f"this call is inside {what} evaluates something before it or calls another "
                "threaded function"
            )
        return any(isinstance(n, list) or id(n) not in within for k, n in events if k != "T")

    def _evaluated_before(
        self,
        group: _Group,
        comp: ast.AST,
        region: list,
        declared: set[str],
        later: list | None = None,
        what: str = "comprehension",
    ) -> str | None:
        """Why the list of `comp` (`what`: a comprehension, or a `tree_map`, whose loops
        `_tree_loop` makes), inside a larger expression of its statement (`region`, the
        parts of it evaluated, `_statement`), cannot be built by loops before the statement: what
        `_events` records (a call of other code or of a threaded function, a read of the key or
        of an attribute that may change) is evaluated before it there, or it is evaluated only
        sometimes or later (a branch, a lambda). The comprehension stands for a name while
        `_events` walks the statement, which marks where it is evaluated. What it records after
        the comprehension goes to `later`, if given."""
        holder = self.parent(comp)
        fields = [
            (name, value)
            for name, value in ast.iter_fields(holder)
            if value is comp or isinstance(value, list) and any(v is comp for v in value)
        ]
        place = ast.copy_location(ast.Name(id="\0list", ctx=ast.Load()), comp)
        name, held = fields[0]
        if isinstance(held, list):
            at = next(i for i, v in enumerate(held) if v is comp)
            held[at] = place
        else:
            setattr(holder, name, place)
        threaded, state, keyless = self._key_events(group, declared)
        events: list = []

        def marking(node: ast.AST) -> bool:
            if node is place:
                events.append(("C", node))
                return False
            return state(node)

        try:
            region = [place if part is comp else part for part in region]
            reason = next(
                filter(
                    None,
                    (self._events(part, events, threaded, marking, keyless) for part in region),
                ),
                None,
            )
        finally:
            if isinstance(held, list):
                held[at] = comp
            else:
                setattr(holder, name, comp)
        if reason:
            return reason
        kinds = [kind for kind, _ in events]
        if "C" not in kinds:
            return (
                f"this call is inside a {what} evaluated only sometimes, later or again (in "
                "a conditional branch, a lambda or another comprehension)"
            )
        before = events[: kinds.index("C")]
        if before:
            first = _brief(self._quoted(before[0][1]))
            return (
                f"`{first}` is evaluated before the {what} holding this call; building its "
                "list before the statement would change that order"
            )
        if later is not None:  # what it records after the comprehension
            later.extend(events[kinds.index("C") + 1 :])
        return None

    def _statement(self, call: ast.Call) -> tuple[ast.stmt | None, object]:
        """(the statement a call is in, the parts of it evaluated with the call, in order), or (None,
        why it cannot be rewritten)."""
        node: ast.AST = call
        parent = self.parent(node)
        while not isinstance(parent, ast.stmt):
            if type(parent) in (ast.arguments, ast.arg):
                return None, "this call is in a default value or a decorator"
            node, parent = parent, self.parent(parent)
        kind = type(parent)
        if kind in (*DEFINITIONS, ast.ClassDef) and node in parent.decorator_list:
            return None, "this call is in a default value or a decorator"
        if kind in (ast.Expr, ast.Return, ast.Assign, ast.AnnAssign) and node is parent.value:
            region = [parent.value]
        elif kind is ast.AugAssign and node is parent.value:
            region = [parent.target, parent.value]
        elif kind is ast.If and node is parent.test:
            text = self.context.text
            if text.text.startswith("elif", text.offset(parent.lineno, parent.col_offset)):
                return None, "this call is in an `elif` test"
            return parent, [parent.test]
        elif kind in (ast.For, ast.AsyncFor) and node is parent.iter:
            return parent, [parent.iter]
        elif kind in (ast.With, ast.AsyncWith) and type(node) is ast.withitem:
            return parent, [item.context_expr for item in parent.items]
        elif kind is ast.While:
            return None, "this call is in a `while` test, evaluated again on every iteration"
        else:
            return None, "omnifix cannot move this call out of its statement"
        if not self._alone(parent):
            return None, "this call's statement shares its line with others"
        return parent, region

    def _order(self, group: _Group, site: _Site, region: list, declared: set[str]) -> str | None:
        """Plan every call of a threaded function in `site`'s statement; return why moving them
        out of the statement would change what is evaluated when, if it would."""
        events: list[tuple[str, ast.AST]] = []
        for expr in region:
            reason = self._events(expr, events, *self._key_events(group, declared))
            if reason:
                return reason
        calls = [n for kind, n in events if kind == "T"]
        statement, threaded = site.statement, site.where in group.members
        key = group.state(threaded)
        reason = None if threaded else self._read_early(group, events)
        if reason:
            return reason
        single = calls == [region[-1]]
        auxed = next((c for c in calls if self._aux_grad(group, c) is not None), None)
        if auxed is not None:  # `(v, (aux, key)), g = value_and_grad(f, ..., has_aux=True)(...)`
            both = self._aux_grad(group, auxed)
            target = statement.targets[0] if type(statement) is ast.Assign else None
            if not (
                single
                and target is not None
                and len(statement.targets) == 1
                and _is_pair(target)
                and (not both or _is_pair(target.elts[0]))
                and not any(
                    type(n) is ast.Name and n.id == group.key or self._is_state(group, n)
                    for n in ast.walk(target)
                )
            ):
                grad = self._grad_call(group, auxed)
                transform = self._differentiation(grad.args[0])[1].rpartition(".")[2]
                form = "(value, aux), grad" if both else f"{transform}, aux"
                return (
                    f"this `{transform}` has `has_aux=True`, and its value is not unpacked as "
                    f"`{form} = ...` in an assignment of its own, into which omnifix brings the "
                    "key out beside the aux"
                )
            group.aux_targets[statement] = (key, both)
            group.sites.append(site)
            group.calls[auxed] = key
            return None
        scan = single and self._scan(group, calls[0])
        if (
            single
            and type(statement) is ast.Assign
            and len(statement.targets) == 1
            and (not scan or _is_pair(statement.targets[0]))
            and not any(
                type(n) is ast.Name
                and n.id == group.key
                or type(n) is ast.Attribute
                and n.attr == group.key
                or self._is_state(group, n)
                for n in ast.walk(statement.targets[0])
            )
        ):
            if scan:
                group.carry_targets[statement] = key  # `(c, key), ys = lax.scan(...)`
            else:
                group.direct_statements[statement] = (key, None)
        elif scan and type(statement) is ast.Expr:
            what = "value_and_grad" if self._grad_call(group, calls[0]) is not None else "scan"
            return f"the value of this `{what}` is not used"
        elif single and type(statement) is ast.Expr:
            group.direct_statements[statement] = (
                key,
                "_" if "_" not in self.names.identifiers else self._temporary(calls[0], set()),
            )
        elif (
            single
            and type(statement) in (ast.Return, ast.Lambda)
            and threaded
            and not scan
            and statement not in group.unpacked  # its value is unpacked first
        ):
            group.returns.pop(statement, None)  # `return f(key, ...)` already returns (result, key)
            if type(statement) is ast.Return:
                group.tails[statement] = calls[0]
        else:
            reason = self._crossed(events)
            if reason:
                return reason
            used: set[str] = set()
            for call in calls:
                if self._scan(group, call) and self._grad_call(group, call) is not None:
                    # `(f_value, key), f_grad = value_and_grad(f, ...)(key, ...)`
                    group.hoisted[call] = (self._temporary(call, used, "value"), key)
                    group.scan_hoists[call] = self._temporary(call, used, "grad")
                elif self._scan(group, call):  # `(scan_carry, key), scan_ys = lax.scan(...)`
                    group.hoisted[call] = (self._fresh("scan_carry", used), key)
                    group.scan_hoists[call] = self._fresh("scan_ys", used)
                else:
                    group.hoisted[call] = (self._temporary(call, used), key)
            group.hoists[statement] = calls
        group.sites.append(site)
        for call in calls:
            group.calls[call] = key
        return None

    def _crossed(self, events: list) -> str | None:
        """Why the threaded calls of `_events` cannot move out of their statement: something
        recorded not to move across them is evaluated before one of them (not as its argument)."""
        calls = [n for kind, n in events if kind == "T"]
        for index, (kind, node) in enumerate(events):
            if kind == "X":
                holder = next(
                    (c for c in calls if c is not node and any(n is node for n in ast.walk(c))),
                    None,
                )
                later = [n for k, n in events[index + 1 :] if k == "T"]
                if later[: later.index(holder) if holder in later else len(later)]:
                    what = _brief(self._quoted(node))
                    return (
                        f"`{what}` is evaluated before this call; moving the call out of the expression "
                        "would change that order"
                    )
        return None

    def _read_early(self, group: _Group, events: list) -> str | None:
        """Why a call of a threaded function keeping the state cannot pass it the key variable: the
        key is read as its call starts, before its arguments run, and one of them calls code that
        may change the variable (`sample(key, reseed())`), which the original ran before the
        split."""
        calls = [n for kind, n in events if kind == "T"]
        for kind, node in events:
            if kind == "X" and type(node) is ast.Call and self._may_change(group, node):
                if any(c is not node and any(n is node for n in ast.walk(c)) for c in calls):
                    what = _brief(self.code(node))
                    return (
                        f"`{what}` runs after the key passed to this call is read, and may "
                        "change it"
                    )
        return None

    def _may_change(self, group: _Group, call: ast.Call) -> bool:
        """Whether `call` may rebind the key variable: it reaches, by the names `Traced` follows, a
        function of the module declaring the key `global` or `nonlocal`, or (a key of another
        module) calls into that module; for a key on an instance, any call but of pure code."""
        if group.instance is not None:
            return not self._pure(call)
        if group.origin is not None:
            return any(
                (self._absolute(q) or "").startswith(group.origin + ".")
                for q in self.resolve(call.func)
            )
        tracing = self._module_tracing()
        func = call.func
        queue = (
            [*tracing.functions.get(func.id, ()), *tracing.aliases.get(func.id, ())]
            if type(func) is ast.Name
            else list(tracing.methods.get(func.attr, ()))
            if type(func) is ast.Attribute
            else []
        )
        queue += [
            f
            for a in arguments(call)
            if type(a) is ast.Name
            for f in tracing.functions.get(a.id, ())
        ]
        seen: set[ast.AST] = set()
        while queue:
            function = queue.pop()
            if function in seen:
                continue
            seen.add(function)
            if any(
                type(n) in (ast.Global, ast.Nonlocal) and group.key in n.names
                for n in ast.walk(function)
            ):
                return True
            queue += tracing.callees(function)
        return False

    def _key_events(self, group: _Group, declared: set[str]):
        """`_events`' tests for a group: a call of a threaded function; a read of the key, of the
        globals a threaded function declares, of another module's key variable; a call of code
        that cannot read or write the key (`_keyless_call`)."""
        return (
            lambda node: self._threaded_call(group, node),
            lambda node: (
                type(node) is ast.Name
                and (node.id == group.key or node.id in declared)
                or self._is_state(group, node)
            ),
            lambda node: self._keyless_call(group, node),
        )

    def _keyless_call(self, group: _Group, call: ast.Call) -> bool:
        """Whether `call` calls a module-level function of this module that a threaded call may
        move across as across pure code (`_movable`): it cannot read or write the key, nor change
        or see anything else the threaded call could."""
        func = call.func
        return (
            type(func) is ast.Name
            and self.scopes.owner(func) is self.tree
            and func.id in self._movable(group.key)
        )

    def _movable(self, key: str) -> set[str]:
        """The functions of `_keyless(key)` (unable to read the global `key`: nothing but library
        code, such functions and module constants) that also call nothing but pure code
        (`_pure`: JAX, numpy, math, a few builtins) and functions of this set, and store nothing
        but their local variables (no attribute or item assigned or deleted) and read no attribute
        that may run code or change (`_changing`): calling one runs no code that could see or
        change what a threaded function does, so a threaded call may move across it, as across a
        call of `jnp.tanh`. The greatest such set."""
        if key in self._movable_found:
            return self._movable_found[key]
        tree = self.tree
        functions = {
            s.name: s
            for s in self.tree.body
            if type(s) in DEFINITIONS and s.name in self._keyless(key)
        }
        found = set(functions)
        changing = self._changing

        def frozen(name: str) -> bool:  # bound once or more only to immutable library values
            values = [
                s.value
                for s in tree.body
                if type(s) is ast.Assign
                and all(type(t) is ast.Name for t in s.targets)
                and any(t.id == name for t in s.targets)
            ]
            return (
                bool(values)
                and len(values) == self.scopes.bindings(tree, name)
                and all(
                    type(n) in _FROZEN
                    or type(n) in (ast.Name, ast.Attribute, ast.Call)
                    and {
                        m.partition(".")[0]
                        for m in self.resolve(n.func if type(n) is ast.Call else n)
                    }
                    <= {"jax", "math"}
                    and bool(self.resolve(n.func if type(n) is ast.Call else n))
                    for value in values
                    for n in ast.walk(value)
                )
            )

        def calls_ok(function: ast.AST) -> bool:
            for n in ast.walk(function):
                kind = type(n)
                if (
                    kind is ast.Name
                    and self.scopes.owner(n) is tree
                    and n.id not in found
                    and n.id not in self.names.imported
                    and not frozen(n.id)
                ):
                    return False
                if kind in (ast.Attribute, ast.Subscript) and type(n.ctx) is not ast.Load:
                    return False
                if kind is ast.Attribute and (changing is None or n.attr in changing):
                    return False  # a property or an attribute code changes
                if kind in (*DEFINITIONS, ast.Lambda, ast.ClassDef) and n is not function:
                    return False
                if kind is ast.Call and not (
                    self._pure(n)
                    or type(n.func) is ast.Name
                    and self.scopes.owner(n.func) is self.tree
                    and n.func.id in found
                ):
                    return False
            return True

        _greatest(found, lambda name: calls_ok(functions[name]))
        self._movable_found[key] = found
        return found

    @cached_property
    def _changing(self) -> set[str] | None:
        """The attribute names whose read may run code of the module or see what a call changed:
        bound in a class body other than by a `def` (a property, another descriptor) or a
        constant (or an annotation alone), or set or deleted by code other than `__init__`; None
        (every name) if a class defines `__getattr__` or `__getattribute__`."""
        found: set[str] = set()
        for node in self.names.nodes:
            if type(node) is ast.ClassDef:
                for item in node.body:
                    if type(item) in DEFINITIONS:
                        if item.name in ("__getattr__", "__getattribute__"):
                            return None
                        if any(
                            type(d) is not ast.Name or d.id not in ("staticmethod", "classmethod")
                            for d in item.decorator_list
                        ):
                            found.add(item.name)
                    elif (
                        type(item) in (ast.Assign, ast.AnnAssign)
                        and item.value is not None
                        and type(item.value) is not ast.Constant
                    ):
                        targets = getattr(item, "targets", [getattr(item, "target", None)])
                        found.update(t.id for t in targets if type(t) is ast.Name)
            elif type(node) is ast.Attribute and type(node.ctx) is not ast.Load:
                inside = next((f for f in self._enclosing(node) if type(f) in DEFINITIONS), None)
                if inside is None or inside.name != "__init__":
                    found.add(node.attr)
        return found

    def _quoted(self, node: ast.AST) -> str:
        """The code of what `_events` recorded: a node, or the later `for`s of a comprehension."""
        if isinstance(node, list):
            text = self.context.text
            first, last = node[0], node[-1]
            start = text.offset(first.target.lineno, first.target.col_offset)
            start = text.text.rindex("for", 0, start)
            if text.text[:start].rstrip().endswith("async"):
                start = text.text[:start].rstrip().rindex("async")
            ends = [last.iter, *last.ifs]
            return text.text[start : text.span(ends[-1])[1]]
        return self.code(node)

    def _scan(self, group: _Group, call: ast.Call) -> bool:
        """Whether `call` is a `lax.scan` of a body carrying the group's key, or a `value_and_grad`
        of a threaded function called where it is made: either returns `((x, key), y)`."""
        grad = self._grad_call(group, call)
        if grad is not None:
            return _DIFFERENTIATIONS[self._differentiation(grad.args[0])[1]]
        return any(a in group.refs and self._carrier(a) == "jax.lax.scan" for a in call.args[:1])

    def _fresh(self, base: str, used: set[str]) -> str:
        """`base`, or `base_2`, ...: a name free in the file and in `used` (which it joins)."""
        name, number = base, 1
        while name in self.names.identifiers or name in used:
            number += 1
            name = f"{base}_{number}"
        used.add(name)
        return name

    def _temporary(self, call: ast.Call, used: set[str], suffix: str = "result") -> str:
        """A new name for the result of `call`, free in the file and in `used` (which it joins):
        `f_result`, `f_grad` for `grad(f)(...)`, `f_jacrev`, ...; `f_<suffix>` if given."""
        func = arguments(call.func)[0] if type(call.func) is ast.Call else call.func
        if type(call.func) is ast.Call and call.func.args[:1] == [func] and suffix == "result":
            found = self._differentiation(func)
            suffix = found[1].rpartition(".")[2] if found else suffix
        if type(func) is ast.Lambda:  # `jax.jit(lambda key, v: f(key, v))`: named after `f`
            func = func.body.func
        return self._fresh(
            f"{func.attr if type(func) is ast.Attribute else func.id}_{suffix}", used
        )

    def _events(self, expr: ast.AST, events: list, threaded, state, keyless=None) -> str | None:
        """Append, in evaluation order, the calls of threaded functions ("T", where `threaded(node)`)
        and what must not move across them ("X": calls of other code than pure code or what
        `keyless(node)` tells cannot use the key, reads of the key, which `state(node)` tells for
        names and attributes, reads of attributes that may run code or that code may change,
        `_changing`). Returns why a call cannot be moved, if one cannot."""

        def later(node, what: str) -> str | None:
            parts = node if isinstance(node, list) else [node]
            if any(threaded(n) for part in parts for n in ast.walk(part)):
                return f"this call is {what}, evaluated only sometimes or later"
            if any(_mentions_any(part) for part in parts):
                events.append(("X", node))
            return None

        def visit(node: ast.AST) -> str | None:
            kind = type(node)
            if kind is ast.Name:
                if state(node):
                    events.append(("X", node))
                return None
            if kind is ast.Attribute:
                if state(node):
                    events.append(("X", node))
                    return None
                if self._module_attribute(node):
                    return None
                reason = visit(node.value)
                changing = self._changing
                if changing is None or node.attr in changing:
                    events.append(("X", node))
                return reason
            if kind is ast.Call:
                func = node.func
                method = self._array_method(node)
                if type(func) is ast.Attribute and (type(func.value) is ast.Name or method):
                    # a method of a variable, or of an array just made: looked up first, but
                    # nothing can change it
                    func = func.value
                for child in [func, *arguments(node)]:
                    reason = visit(child)
                    if reason:
                        return reason
                if threaded(node):
                    events.append(("T", node))
                elif not (self._pure(node) or method) and not (
                    keyless is not None and keyless(node)
                ):
                    events.append(("X", node))
                return None
            if kind is ast.Lambda:
                if node in self._lifting:  # a local `def` made before the statement: its name
                    return None
                return later(node, "inside a lambda")
            if kind in _COMPREHENSIONS:
                first = node.generators[0]
                reason = visit(first.iter)
                elements = [node.key, node.value] if kind is ast.DictComp else [node.elt]
                parts = [*elements, first.target, *first.ifs]
                if len(node.generators) > 1:
                    parts.append(node.generators[1:])
                for part in parts:
                    reason = reason or later(part, "inside a comprehension")
                return reason
            if kind is ast.IfExp:
                return (
                    visit(node.test)
                    or later(node.body, "in a conditional expression's branch")
                    or later(node.orelse, "in a conditional expression's branch")
                )
            if kind is ast.BoolOp:
                reason = visit(node.values[0])
                for value in node.values[1:]:
                    reason = reason or later(value, "on the right of `and`/`or`")
                return reason
            if kind is ast.Compare:
                reason = visit(node.left) or visit(node.comparators[0])
                for comparator in node.comparators[1:]:
                    reason = reason or later(comparator, "in a chained comparison")
                return reason
            for child in _children(node):
                reason = visit(child)
                if reason:
                    return reason
            if kind in (ast.Await, ast.Yield, ast.YieldFrom, ast.NamedExpr):
                events.append(("X", node))
            return None

        reason = visit(expr)
        visit = None  # it referred to itself: a cycle holding what it reads of the module
        return reason

    def _module_attribute(self, node: ast.Attribute) -> bool:
        root = _root(node)
        names = self.names
        return root is not None and root in names.imported and root not in names.ambiguous

    def _called_traced(self, group: _Group, member: ast.AST) -> bool:
        """Whether a function of `group` other than `member` names `member` in its code (a call
        or a use the fix turns into its pure form)."""
        return any(
            name == member.name
            and (inner := self._enclosing(ref)[:1])
            and inner[0] is not member
            and inner[0] in group.members
            for ref, name in group.refs.items()
        )

    def _threaded_call(self, group: _Group, node: ast.AST) -> bool:
        if type(node) is not ast.Call:
            return False
        func = node.func
        if (
            type(func) is ast.Call
            and (values := arguments(func))
            and self.resolve(func.func) & {_JIT, _VMAP, *_DIFFERENTIATIONS}
        ):
            func = values[0]
        return (
            func in group.refs
            or func in group.keyed
            or any(a in group.refs and self._carrier(a) is not None for a in node.args)
            or any(
                r in group.refs and self._branching(r) is not None
                for r in self._branches(node) or ()
            )
        )

    def _pure(self, call: ast.Call) -> bool:
        """Calls that may run in another order relative to a threaded function's: JAX, numpy (not
        numpy.random), math and a few builtins; not those of JAX running code given to them
        (`tree_map(f, p)`, `lax.scan(body, ...)`) where that is a lambda or a function of the
        module or of another module of the project."""
        names = self.resolve(call.func)
        if names & _RUNS_GIVEN and any(self._user_code(v) for v in arguments(call)):
            return False
        if any(
            n.startswith(_PURE) or (n.startswith("numpy.") and not n.startswith("numpy.random."))
            for n in names
        ) or names & {_JIT, _VMAP, PARTIAL, *_DIFFERENTIATIONS}:
            return True
        func, known = call.func, self.names
        return (
            type(func) is ast.Name
            and func.id in _PURE_BUILTINS
            and func.id not in known.meanings
            and func.id not in known.rebound
        )

    def _array_method(self, call: ast.Call) -> bool:
        """Whether `call` is a method of an array a JAX function returned just there
        (`jnp.stack(xs).mean(0)`, `lax.dot(a, b).astype(t).sum()`): JAX arrays are immutable, and
        their methods are JAX's, running no code of the project."""
        func = call.func
        if type(func) is not ast.Attribute or type(func.value) is not ast.Call:
            return False
        made = func.value
        return self._array_method(made) or any(
            n.startswith(_ARRAY_MAKERS) for n in self.resolve(made.func)
        )

    def _user_code(self, value: ast.expr) -> bool:
        """Whether `value` may be code of the project: a lambda, a name of a function defined in
        the module, or a name or attribute imported from other than a library."""
        if type(value) is ast.Lambda:
            return True
        if type(value) not in (ast.Name, ast.Attribute):
            return False
        if type(value) is ast.Name and value.id in self._defined_names:
            return True
        return any(r.lstrip(".").partition(".")[0] not in _LIBRARIES for r in self.resolve(value))

    @cached_property
    def _defined_names(self) -> frozenset[str]:
        return frozenset(
            n.name for n in self.names.nodes if type(n) in (*DEFINITIONS, ast.ClassDef)
        )

    def _check_callees(self, group: _Group, member: ast.AST, functions) -> None:
        """A threaded function must not call other code of the module that reads the key: the
        variable no longer changes while threaded code runs."""
        readers = (
            set(self._references(group, group.instance.partition(".")[0]))
            if group.instance is not None
            else set(self._references(group, group.key))
            if group.origin is None
            else set()
        )
        for n in _own(member, self.names.children):
            if type(n) is not ast.Call or self._threaded_call(group, n):
                continue
            called = {self._absolute(q) or "" for q in self.resolve(n.func)}
            if (
                group.origin is not None
                and any(q.startswith(group.origin + ".") for q in called)
                and not called <= group.keyless  # proven by the key's module not to read it
            ):
                group.problems.append(
                    (
                        n,
                        f"this call of `{group.origin}` may use "
                        f"`{group.attribute or group.key}`, which no longer "
                        f"changes while {self._label(group, member)} runs",
                    )
                )
            if type(n.func) is ast.Name:
                callees = functions.get(n.func.id, ())
            elif type(n.func) is ast.Attribute:  # any method of that name, as `Traced` finds them
                callees = self._module_tracing().methods.get(n.func.attr, ())
            else:
                callees = ()
            for callee in callees if readers else ():
                if callee not in group.members and any(x in readers for x in ast.walk(callee)):
                    read = group.key if group.instance is None else group.instance
                    why = (
                        f"`{callee.name}` uses `{read.partition('.')[0]}`, whose key no longer "
                        f"changes while {self._label(group, member)} runs"
                        if group.instance is not None
                        else f"`{callee.name}` uses `{read}`, which no longer changes while "
                        f"{self._label(group, member)} runs"
                    )
                    group.problems.append((n, why))

    def _threaded(
        self, group: _Group, pure: str | None = None, member: ast.AST | None = None
    ) -> _Threaded:
        """What this module publishes for a function of `group` it threads (or keeps as a wrapper
        of `pure`): the key, the functions of the key's module that cannot read it, found here
        for a key of this module, passed on for another module's, and the parameters of
        `member`, a function of the module defined once."""
        keyless = group.keyless
        if group.origin is None and group.owner is self.tree and self.context.shared is not None:
            module = self.context.shared.module
            keyless = frozenset(f"{module}.{name}" for name in self._keyless(group.key))
        signature = (
            _signature(member, self.code)
            if member in self.tree.body and self.scopes.bindings(self.tree, member.name) == 1
            else None
        )
        return _Threaded(group.origin, group.key, pure, keyless, signature)

    def _keyless(self, key: str) -> set[str]:
        """The module-level functions, each defined once, that cannot read the global `key` when
        called: nothing in them names it (nor a string equal to it, a dunder attribute, a `global`
        or an import), and every name they use and every call they make is library code (jax,
        numpy, math, a few builtins: `_PURE_BUILTINS`), a function of this list, a function
        defined in them, a method of a value not named as a method of this module's classes, or
        a module-level variable bound only to such code (`_inert`), or a name imported from another
        module read as a value, neither called nor read an attribute of (`LATENT` after `from
        .config import LATENT`: a copy of what that module bound). Anything else (a call through
        an import of another module, `getattr`, `globals()`, a class, a variable called) may read
        it. The greatest such set: functions calling each other in a cycle qualify together."""
        if key in self._keyless_found:
            return self._keyless_found[key]
        tree = self.tree
        candidates = {
            s.name: s
            for s in tree.body
            if type(s) in DEFINITIONS and self.scopes.bindings(tree, s.name) == 1
        }
        methods = self._module_tracing().methods
        found = set(candidates)

        def library(node: ast.expr) -> bool:
            meanings = self.resolve(node)
            return bool(meanings) and all(
                m.partition(".")[0] in _KEYLESS_LIBRARIES for m in meanings
            )

        def name_ok(n: ast.Name) -> bool:
            owner = self.scopes.owner(n)
            if owner is None:
                return n.id in _PURE_BUILTINS
            if owner is not tree:
                return True  # a value made in the function
            if n.id in candidates:
                return n.id in found
            if library(n) or self._inert(n.id, library):
                return True
            # another module's value read as a value (`h[:, :LATENT]` after `from .config import
            # LATENT`): a copy of what that module bound, never this module's key; neither called
            # nor read an attribute of (a module imported so would reach the key, `model.rng`)
            parent = self.parent(n)
            return (
                n.id in self.names.imported
                and not (type(parent) is ast.Attribute and parent.value is n)
                and not (type(parent) is ast.Call and parent.func is n)
            )

        def call_ok(call: ast.Call) -> bool:
            func = call.func
            if type(func) is ast.Name:
                owner = self.scopes.owner(func)
                if owner is None or owner is tree:
                    return name_ok(func)
                return self.scopes.bindings(owner, func.id) == 1 and any(
                    type(d) in DEFINITIONS
                    and d.name == func.id
                    and self._enclosing(d)[:1] == [owner]
                    for d in ast.walk(owner)
                )
            if type(func) is ast.Attribute:
                base = _root(func)
                if base is not None and base in self.names.imported:
                    return library(func)
                return func.attr not in methods  # a method of a value
            return type(func) is ast.Call  # `jax.jit(g)(x)`: checked as a call itself

        def cannot_read(function: ast.AST, reading: bool = False) -> bool:
            for n in ast.walk(function):
                kind = type(n)
                if kind is ast.Name and n.id == key:
                    if reading and type(n.ctx) is ast.Load and self.scopes.owner(n) is tree:
                        continue  # the global key itself, read (`_reader_refusal`)
                    return False
                if kind is ast.Name and type(n.ctx) is ast.Load and not name_ok(n):
                    return False
                if kind is ast.Constant and n.value == key:
                    return False
                if kind is ast.Attribute and n.attr.startswith("__"):
                    return False
                if kind in (ast.Global, ast.Nonlocal, ast.Import, ast.ImportFrom):
                    return False
                if kind is ast.Call and not call_ok(n):
                    return False
            return True

        _greatest(found, lambda name: cannot_read(candidates[name]))
        self._keyless_found[key] = found
        self._cannot_read[key] = cannot_read
        return found

    def _inert(self, name: str, library: Callable[[ast.expr], bool]) -> bool:
        """Whether the module-level variable `name` is bound only by assignments at the top level
        of the module whose values are library code (no lambda, no name of the module's)."""
        values = [
            s.value
            for s in self.tree.body
            if type(s) in (ast.Assign, ast.AnnAssign)
            and s.value is not None
            and any(
                type(t) is ast.Name and t.id == name
                for t in (s.targets if type(s) is ast.Assign else [s.target])
            )
        ]
        if not values or len(values) != self.scopes.bindings(self.tree, name):
            return False
        for value in values:
            for n in ast.walk(value):
                if type(n) is ast.Lambda:
                    return False
                if type(n) is ast.Name and not (
                    library(n) or self.scopes.owner(n) is None and n.id in _PURE_BUILTINS
                ):
                    return False
                if type(n) is ast.Call and not (
                    library(n.func)
                    or type(n.func) is ast.Name
                    and self.scopes.owner(n.func) is None
                    and n.func.id in _PURE_BUILTINS
                ):
                    return False
        return True

    # -- deciding and reporting ------------------------------------------------------------------

    def _name_site(
        self, function: ast.AST, message: str, help: str, tier: Tier = Tier.MANUAL
    ) -> Site:
        """A site reported at the name of `function` (a fix: its edit's)."""
        text = self.context.text
        at = text.offset(function.lineno, function.col_offset)
        match = re.compile(r"(?:async\s+)?def[\s\\]+").match(text.text, at)
        line, column = text.position(match.end() if match else at)
        return Site(function, message, tier, start=(line, column), end_line=line, help=help)

    def _report(self, node: ast.AST, message: str, help: str) -> None:
        self.sites.append(Site(node, message, help=help))

    def _decide(self, group: _Group) -> None:
        """Report the group; commit its edits when nothing blocks it and no line of it is suppressed."""
        members = sorted(group.members, key=lambda m: m.lineno)
        key, origin = group.key, group.origin
        external = [(name, ref) for name, refs in group.external.items() for ref in refs]
        if not group.problems:
            lines = self._lines(group)
            if lines and self.context.suppressed(lines):
                first = members[0] if members else external[0][1]
                group.problems.append((first, "a line it changes has `# omnifix: ignore`"))
            if not group.problems:
                self._group_lines |= lines
        if group.problems and group.instance is not None:  # its methods are reported
            if group.made is not None:  # by the module of their class, told why
                first = next(iter(group.external.values()))[0]
                self._refuse_instance(
                    group.made,
                    first,
                    "; ".join(
                        dict.fromkeys(
                            why if n is None else f"{why} (line {n.lineno})"
                            for n, why in group.problems
                        )
                    ),
                )
            return
        if group.problems:
            reasons = "; ".join(
                why if n is None else f"{why} (line {n.lineno})" for n, why in group.problems
            )
            for member in members:
                if group.members[member] == "direct":
                    message, why = self._problem(group, member)
                    name, first, called = member.name, "", member.name
                    if self._class_of(member) is not None and _positional(member):
                        first, called = f"{_positional(member)[0].arg}, ", f"obj.{name}"
                    fix = (
                        f"Pass the key in and return the new one: `def {name}({first}{key}, ...)` "
                        f"... `return result, {key}`, called as `result, {key} = "
                        f"{called}({key}, ...)`."
                    )
                    if any(
                        self._given_to(r) in _LOOPS for r in self._references(group, member.name)
                    ):
                        fix = (
                            f"Carry the key through the loop: give it `(init, {key})` as its "
                            f"initial value, unpack `carry, {key}` in `{member.name}` and return "
                            f"the new key beside the new carry."
                        )
                    self.sites.append(
                        self._name_site(member, message, f"{why} Not rewritten: {reasons}. {fix}")
                    )
            blocking = "; ".join(
                dict.fromkeys(
                    why if n is None else f"{why} (line {n.lineno})" for n, why in group.problems
                )
            )
            for name, ref in external:  # the exporter is transformed again without the change
                where = os.path.abspath(self.context.path)
                own = "; ".join(w for n, w in group.problems if n is ref)
                refusal = (
                    Refusal(where, ref.lineno, own) if own else _Kept(where, ref.lineno, blocking)
                )
                self.context.publish(name, refusal)
            return
        state = group.instance
        if origin is not None and (
            group.wrapped
            or group.jit_wrappers
            or any(
                k == _STATE
                for k in [
                    *group.calls.values(),
                    *(k for _, k in group.hoisted.values()),
                    *(k for k, _ in group.direct_statements.values()),
                    *group.carry_targets.values(),
                    *(k for k, _ in group.aux_targets.values()),
                ]
            )
        ):
            module, imported = self._module_name(origin)
            state = f"{module}.{group.attribute or key}"
            if not imported:
                self._importing[state] = origin
        for member in members:
            name = self._called(group, member)
            having = [g for g in group.merged if member in g.members] or [group]
            keys = tuple(g.key for g in having)
            self._params[member] = _joined(self._params.get(member), key, self._ranks)
            if having[0] is not group:  # reported, and its wrapper planned, with the first
                continue
            if member in group.bodies:
                self._body(group, member)
                continue
            if member in group.lifted:  # a lambda branch of `lax.cond` or `lax.switch`
                message, why = self._problem(group, member)
                call = self._branching(member)
                where = (
                    "statement (the call runs it during that statement, so it sees the same names)"
                    if group.lifted[member][1] is self._statement_of(call)
                    else "statement, in the same scope as the lambda (so it sees the same names)"
                )
                help = (
                    f"{why} The fix makes it `{name}`, {self._lifted_kind(member)} defined right "
                    f"before its {where}, which takes `{key}` as its first parameter and returns "
                    f"`(result, {key})`, as the other branches do."
                )
                self.sites.append(self._name_site(member, message, help, Tier.SAFE))
                continue
            if member in group.wrapped:
                pure, result = group.wrapped[member]
                holder = group.methods.get(member)
                declaration = (
                    group.declaration if origin is None and group.instance is None else None
                )
                self._wrappers[member] = (
                    pure,
                    result,
                    state or _joined(None, keys, self._ranks),
                    declaration,
                    holder,
                )
                self._defaults[member] = group.defaults.get(member, [])
                message, why = self._problem(group, member)
                if len(keys) > 1:
                    message, why = self._problems(having, member)
                    self.sites.append(
                        self._name_site(
                            member,
                            message,
                            f"{why} The fix makes the traced part `{pure}`, which takes "
                            f"{_spelled(keys)} as its first parameters, in the order the module "
                            f"first updates them, and returns `(result, {', '.join(keys)})`; "
                            f"`{name}` keeps its signature and state as a thin wrapper that passes "
                            f"`{pure}` the keys and keeps the new ones, "
                            + (
                                "so code outside this run that may call it does not change "
                                f"(traced code here calls `{pure}` and passes the keys)."
                                if member in group.public
                                else "so its callers do not change."
                            ),
                            Tier.SAFE,
                        )
                    )
                    continue
                tracers = self._traced_elsewhere(member) if member in group.public else []
                places = [
                    *(["here"] if self._called_traced(group, member) else []),
                    *(["in " + ", ".join(tracers)] if tracers else []),
                ]
                outer = self._enclosing(member)[:1]
                through = sorted(group.reaches.get(member, ()), key=lambda f: f.lineno)
                if member not in group.public:
                    callers = "so its callers do not change" + (
                        f" ({', '.join(f'`{f.name}`' for f in through)}, which "
                        f"{'runs' if len(through) == 1 else 'run'} it through a module-level "
                        f"instance, {'calls' if len(through) == 1 else 'call'} `{pure}` and "
                        f"{'passes its' if len(through) == 1 else 'pass their'} key)"
                        if through and group.instance is None
                        else ""
                    )
                elif outer and type(outer[0]) in DEFINITIONS:  # `_nested_refusal`
                    callers = f"so `{outer[0].name}`, around it, does not change"
                else:
                    callers = "so code outside this run that may call it does not change" + (
                        f" (traced code {' and '.join(places)} calls `{pure}` and passes the key)"
                        if places
                        else ""
                    )
                if tracers and group.instance is None:
                    self.context.publish(name, self._threaded(group, pure, member))
                where = (
                    "its first parameter" if holder is None else f"its parameter after `{holder}`"
                )
                called = pure if holder is None else f"{holder}.{pure}"
                passed = "the key" if state is None else f"`{state}`"
                jitted = (
                    f" `{holder}.{name} = jax.jit({holder}.{name})` in its class becomes "
                    f"`{holder}.{pure} = jax.jit({holder}.{pure})`."
                    if member in group.wraps
                    else f" The factory's `jax.jit({name})` is `@jax.jit` on `{pure}`: it returns "
                    f"`{name}`."
                    if member in group.unjitted.values()
                    else ""
                )
                self.sites.append(
                    self._name_site(
                        member,
                        message,
                        (
                            f"{why} The fix makes the traced part `{pure}`, which takes `{key}` as {where} "
                            f"and returns {self._returned(group, member, key)}; `{name}` keeps its signature and state as a thin wrapper "
                            f"that passes `{called}` {passed} and keeps the new one, {callers}.{jitted}"
                        ),
                        Tier.SAFE,
                    )
                )
                continue
            importers = self._importers(name) if group.owner is self.tree else []
            callers = "its callers in this module" + (
                f" and in {', '.join(importers)}" if importers else ""
            )
            spelled = ", ".join(keys) if len(keys) > 1 else key
            outside = (
                f" Code outside this run that calls `{name}` must do the same: "
                f"`result, {spelled} = {name}({spelled}, ...)`."
                if self._exposed(group, member)
                else ""
            )
            if member in group.unwrapped:
                outside += f" It is not kept as a wrapper: {group.unwrapped[member]}."
            message, why = self._problem(group, member)
            if len(keys) > 1:
                message, why = self._problems(having, member)
                self.sites.append(
                    self._name_site(
                        member,
                        message,
                        f"{why} The fix makes `{name}` take {_spelled(keys)} as its first "
                        f"parameters, in the order the module first updates them, and return "
                        f"`(result, {', '.join(keys)})`; {callers} pass and keep the keys."
                        f"{outside}",
                        Tier.SAFE,
                    )
                )
                continue
            self.sites.append(
                self._name_site(
                    member,
                    message,
                    (
                        f"{why} The fix makes `{name}` take `{key}` as its first parameter and return "
                        f"{self._returned(group, member, key)}; {callers} pass and keep the key.{outside}"
                    ),
                    Tier.SAFE,
                )
            )
            if group.owner is self.tree and group.instance is None:
                self.context.publish(name, self._threaded(group, member=member))
        for ref, (target, assign, pure, result, function) in group.jit_wrappers.items():
            g, name = target.id, self._shown(group, group.refs[ref])
            declaration = group.declaration if origin is None and group.instance is None else None
            self._jit_wrappers[assign] = (g, pure, result, function, state or key, declaration)
            tracers = group.jit_tracers[ref]
            if tracers:  # they call `_g_pure` and pass the key
                self.context.publish(g, self._threaded(group, pure))
            differentiation = self._differentiation(ref)
            if differentiation is not None:  # a public `g = grad(f)`
                transform = differentiation[1].rpartition(".")[2]
                inside = f"(aux, {key})" if assign in self._auxed else key
                returned = (
                    f"`((value, {inside}), grad)`"
                    if assign in self._valued
                    else f"`(result, {inside})`"
                )
                self.sites.append(
                    Site(
                        target,
                        f"`{g}` differentiates `{name}` and is {self._outside(g)}: a wrapper of "
                        f"`{pure}`",
                        Tier.SAFE,
                        help=(
                            f"`{name}` is made pure, so `{g}` must take and return the key; "
                            f"{self._callers_outside(g)}. The fix binds the `{transform}` of "
                            f"the pure form, with the key first (`argnums` one up, `has_aux=True`), "
                            f"as `{pure}`, which returns {returned}, and defines `{g}` with the "
                            f"parameters of `{name}`, as a thin wrapper that passes `{pure}` "
                            f"{'the key' if state is None else f'`{state}`'} and keeps the new "
                            f"one, so calls of `{g}` do not change"
                            + (
                                f" (traced code here calls `{pure}` and passes the key)."
                                if any(n.id == g for n in group.renames if type(n) is ast.Name)
                                else "."
                            )
                        ),
                    )
                )
                continue
            parameters = (
                f"`*args, **kwargs`, all passed on as the partial of `{name}` takes them"
                if self._bound_partial(ref) is not None
                else f"`*args, **kwargs`, all passed on as `{name}` takes them"
                if function is None
                else f"the parameters of `{name}`"
            )
            twin = group.twins.get(self.parent(self.parent(ref)))
            through = (
                ""
                if twin is None or self._bound_partial(ref) is None
                else f", through `{twin[0]}`, a twin of `{self._aliased[ref]}` "
                + (
                    f"binding `{twin[1]}`"
                    if self.parent(self.parent(ref)) not in group.defed
                    else f"(a `def` calling `{twin[1]}` with the key and the values it binds)"
                )
                + f" right after it (`{self._aliased[ref]}` keeps binding `{name}`),"
            )
            if self.parent(ref) in group.defed:  # `jax.jit(partial(f, 0.5))`: `_inline_jit`
                through = (
                    ", through a `def` right before it calling it with the key first and the "
                    "values the partial binds,"
                )
            here = any(type(n) is ast.Name and n.id == g and n is not target for n in group.renames)
            places = [
                *(["here"] if here else []),
                *(["in " + ", ".join(tracers)] if tracers else []),
            ]
            traced = (
                f" (traced code {' and '.join(places)} calls `{pure}` and passes the key)"
                if places
                else ""
            )
            self.sites.append(
                Site(
                    target,
                    f"`{g}`, which jits `{name}`, is {self._outside(g)}: it becomes a wrapper "
                    f"of `{pure}`",
                    Tier.SAFE,
                    help=(
                        f"`{name}` is made pure, so `{g}` must take and return the key; "
                        f"{self._callers_outside(g)}. The fix jits the pure form{through} "
                        f"as `{pure}`, which takes `{key}` first and returns `(result, {key})`, and defines "
                        f"`{g}` with {parameters}, as a thin wrapper that passes "
                        f"`{pure}` {'the key' if state is None else f'`{state}`'} and keeps the "
                        f"new one, so calls of `{g}` do not change{traced}."
                    ),
                )
            )
        for name, ref in external if group.instance is None else ():
            if ref in group.refs and not any(f in group.members for f in self._enclosing(ref)):
                defined, _, short = name.rpartition(".")
                called = group.pure.get(name, short)
                kept = f", the pure form of `{short}`," if name in group.pure else ""
                self.sites.append(
                    Site(
                        ref,
                        f"`{called}` of `{defined}` takes its PRNG key first: this call passes `{state}`",
                        Tier.SAFE,
                        target=group.edited.get(ref, ref),
                        help=(
                            f"The fix of `{defined}` makes `{called}`{kept} take `{key}` first and return "
                            f"`(result, {key})`; the fix here passes `{state}`, the variable it used, and keeps "
                            "the new key in it."
                        ),
                    )
                )

        def spelled(k: str) -> str:
            return state if k == _STATE else k

        for ret, k in group.returns.items():
            self._returns[ret] = _joined(self._returns.get(ret), k, self._ranks)
        self._renames.update(group.renames)
        self._twins.update(group.twins)
        self._keyworded_calls.update(group.keyworded)
        self._defed_partials.update(group.defed)
        for bound in group.defed:
            if type(bound) is ast.Call and bound not in self._defed_names:  # before its `jit`
                statement = self._inline_jit(bound)
                self._defed_names[bound] = self._free(
                    f"_{statement.targets[0].id.lstrip('_')}_partial"
                )
                self._lifts.setdefault(statement, []).append(bound)
        self._unjitted.update(group.unjitted)
        self._jitted_pure.update(group.unjitted.values())
        self._pure_imports.update(group.pure_imports)
        for statement, names in group.undeclare.items():  # `global key_a, key_b`: both
            self._undeclare[statement] = self._undeclare.get(statement, set()) | names
        for call, k in group.calls.items():
            self._calls[call] = _joined(self._calls.get(call), spelled(k), self._ranks)
        for call, (name, k) in group.hoisted.items():
            held = self._hoisted.get(call)
            self._hoisted[call] = (
                held[0] if held else name,
                _joined(held and held[1], spelled(k), self._ranks),
            )
        for statement, calls in group.hoists.items():
            if statement in self._hoists:  # keys threaded together: in the order they run
                calls = sorted(  # (a call's arguments, inner calls, end before it)
                    dict.fromkeys([*self._hoists[statement], *calls]),
                    key=lambda c: (c.end_lineno, c.end_col_offset),
                )
            self._hoists[statement] = calls
        self._loops.update(group.loops)
        self._tree_loops.update(group.tree_loops)
        self._tree_maps.update(tree for _, tree in group.tree_loops.values())
        for n, (k, name) in group.direct_statements.items():
            held = self._direct.get(n)
            self._direct[n] = (
                _joined(held and held[0], spelled(k), self._ranks),
                held[1] if held else name,
            )
        self._shift.update(group.jit_calls)
        self._grads.update(group.grads)
        self._aux.update(group.aux)
        self._aux_returns.update(group.aux_returns)
        self._aux_targets.update({s: (spelled(k), b) for s, (k, b) in group.aux_targets.items()})
        self._vmaps.update(group.vmaps)
        self._carried.update({c: i for c, i in group.carried.items() if c in group.calls})
        self._branched.update({c: b for c, b in group.branched.items() if c in group.calls})
        self._branch_lists.update(
            {
                self.parent(self._listed(c.args[1])): c
                for c, (form, _, _) in group.branched.items()
                if c in group.calls and form == "switch" and type(c.args[1]) is ast.Name
            }
        )
        self._carry_returns.update(group.carry_returns)
        self._carry_targets.update({s: spelled(k) for s, k in group.carry_targets.items()})
        self._scan_ys.update(group.scan_hoists)
        self._firsts.update(group.firsts)
        self._cond_wraps.update(group.cond_wraps)
        self._lifted.update(group.lifted)
        self._params.update(group.keyed)
        self._unpacked.update(group.unpacked)
        for lam, (_, statement) in sorted(
            group.lifted.items(), key=lambda item: (item[0].lineno, item[0].col_offset)
        ):
            self._lifts.setdefault(statement, []).append(lam)
        for driver in group.drivers if origin is None and group.instance is None else ():
            if key not in self._declarations(driver):
                self._declare.setdefault(driver, []).append((group.declaration, key))

    def _stale_reads(self, group: _Group) -> None:
        """Report the traced functions that read the module's global key without rebinding it,
        where a function of the module rebinds it: under a transformation the read is of the key
        of trace time, a constant of the compiled function, so a `jit` gives the same numbers on
        every call while each eager call sees the key of its time. One site per function, at its
        first read; not for a function of the group, nor where the group is refused: its findings
        name the readers its threaded code reaches (`_check_callees`, the branches, ...)."""
        if group.owner is not self.tree or group.origin is not None or group.instance is not None:
            return
        if group.declaration != "global" or group.problems:  # its findings name the readers
            return
        rebinders = sorted(group.direct, key=lambda f: f.lineno)
        reported: set[ast.AST] = set()
        for ref in sorted(
            self._references(group, group.key), key=lambda n: (n.lineno, n.col_offset)
        ):
            if type(ref) is not ast.Name or type(ref.ctx) is not ast.Load:
                continue
            inside = self._enclosing(ref)
            reader = next((f for f in inside if type(f) in DEFINITIONS), None)
            if (
                reader is None
                or reader in reported
                or reader in group.members
                or reader in group.direct
                or group.key in self._declarations(reader)
            ):
                continue
            how = group.traced.get(reader) or self._module_traced().get(reader)
            if how is None:
                continue
            reported.add(reader)
            name = self._label(group, reader)
            by = ", ".join(f"`{f.name}` (line {f.lineno})" for f in rebinders)
            message = (
                f"{name} reads the PRNG key `{group.key}` while traced: it is fixed at trace time"
            )
            why = (
                f"{name} reads the global PRNG key `{group.key}`, which {by} "
                f"{'rebinds' if len(rebinders) == 1 else 'rebind'}; {how}, so the key is a "
                "constant of the compiled function, read once when it is traced: every call gives "
                "the same random numbers, where eagerly each call sees the key of its time."
            )
            reason = self._reader_refusal(group, reader)
            if reason is None:
                pure = self._free(f"_{reader.name}_pure")
                self._readers[reader] = (pure, group.key)
                self._params[reader] = group.key
                help = (
                    f"{why} The fix makes the traced part `{pure}`, which takes `{group.key}` as "
                    f"its first parameter; `{reader.name}` keeps its signature as a thin wrapper "
                    f"that passes `{pure}` the key of the time of each call, so its callers do "
                    "not change."
                )
                self.sites.append(self._name_site(reader, message, help, Tier.SAFE))
                continue
            self.sites.append(
                Site(
                    ref,
                    message,
                    help=(
                        f"{why} Not rewritten: {reason}. Pass the key in: `def {reader.name}("
                        f"{group.key}, ...)`, called as `{reader.name}({group.key}, ...)`."
                    ),
                )
            )

    def _reader_refusal(self, group: _Group, reader: ast.AST) -> str | None:
        """Why `reader`, a traced function reading the global key (`_stale_reads`), cannot become
        a pure `_f_pure(key, ...)` jitted as it was, behind a wrapper `f` with its signature that
        passes it the key of the time of each call: sound where the trace starts at its `jit`
        decorators (bare, or `partial(jax.jit, ...)` without `static_argnums` or `donate_argnums`,
        which the new parameter would shift), every use of its name is a call in code not traced
        (there the wrapper runs eagerly; a trace of it would read the key at trace time again),
        no other module of the run traces it, it has no default values (the wrapper passes every
        argument: one left out was a Python value in the trace) and its code reads the key only
        itself, calling nothing that may read it (`_keyless`)."""
        name, tree = reader.name, self.tree
        if (
            type(reader) is not ast.FunctionDef
            or reader not in tree.body
            or self.scopes.bindings(tree, name) != 1
        ):
            return f"`{name}` is not a function defined once at the top level of the module"
        if not reader.decorator_list or not all(
            self._jit_decorator(d)
            and not (
                type(d) is ast.Call
                and any(k.arg in ("static_argnums", "donate_argnums") for k in d.keywords)
            )
            for d in reader.decorator_list
        ):
            return (
                f"`{name}` is traced other than by a `jit` decorator without `static_argnums` "
                "or `donate_argnums`"
            )
        args = reader.args
        if args.defaults or any(d is not None for d in args.kw_defaults):
            return f"`{name}` has default values, which a wrapper would pass to the trace"
        traced = self._module_traced()
        for use in self.scopes.uses(tree, name):
            parent = self.parent(use)
            inside = self._enclosing(use)
            if not (type(parent) is ast.Call and parent.func is use) or any(
                type(f) is ast.Lambda or f in traced for f in inside
            ):
                return (
                    f"`{name}` is used in traced code or as a value (line {use.lineno}), where a "
                    "wrapper would read the key at trace time again"
                )
        shared = self.context.shared
        if shared is not None and any(
            traces is True for _, traces in shared.importers.get(name, ())
        ):
            return f"another module of the run traces `{name}`"
        self._keyless(group.key)
        if reader in self._params or not self._cannot_read[group.key](reader, True):
            return (
                f"`{name}` runs code that may read `{group.key}` or another key too (a call of "
                "such a function, an import, a `global` or `nonlocal` declaration)"
            )
        lines = set(range(reader.lineno, reader.end_lineno + 1))
        if self.context.suppressed(lines):
            return "a line it changes has `# omnifix: ignore`"
        return None

    @staticmethod
    def _lines(group: _Group) -> set[int]:
        """The lines a group's edits change."""
        edited = (
            [s.statement for s in group.sites]
            + list(group.members)
            + [*group.drivers, *(w for ws in group.wraps.values() for w in ws)]
        )
        return {line for n in edited for line in range(n.lineno, n.end_lineno + 1)}

    def _body(self, group: _Group, member: ast.AST) -> None:
        """Commit and report a loop body made to carry the key (`_check_body`)."""
        key, name = group.key, self._called(group, member)
        self._bodies[member] = group.bodies[member]
        index, packed, _, loop = group.bodies[member]
        param = [*member.args.posonlyargs, *member.args.args][index].arg
        message, why = self._problem(group, member)
        returns = "`(new_carry, key), y`" if loop == "scan" else "`(new_val, key)`"
        if member in group.unpacked:  # `c_2, y = value` then `return (c_2, key), y`
            carry, y = group.unpacked[member]
            returns = (
                f"its value unpacked as `{carry}, {y}`, as `scan` unpacks it, then "
                f"`({carry}, key), {y}`"
            )
        if loop == "while_loop":
            returns += ", its `cond_fun` reading the value as the pair's `[0]`"
        how = (
            f"takes `{packed}` for `{param}`, unpacks it as `{param}, {key} = {packed}` and returns "
            f"{returns.replace('key', key)}; the `{loop}` is given `(init, {key})` as its initial "
            "carry, so the key advances once per iteration, as it did, and the new key is kept"
        )
        if member in group.wrapped:
            pure, result = group.wrapped[member]
            self._wrappers[member] = (pure, result, key, group.declaration, None)
            help = (
                f"{why} The fix makes the traced part `{pure}`, which {how}; `{name}` keeps its "
                f"signature and state as a thin wrapper that passes `{pure}` the key and keeps the "
                "new one, so code outside this run that may call it does not change."
            )
        elif member in group.lifted:
            help = (
                f"{why} The fix makes it `{name}`, {self._lifted_kind(member)} defined right "
                "before its statement (the loop calls it during that statement, so it sees the "
                "same names), "
                f"which carries the key through the loop: it {how}."
            )
        else:
            help = f"{why} The fix makes `{name}` carry the key through the loop: it {how}."
        self.sites.append(self._name_site(member, message, help, Tier.SAFE))

    def _module_name(self, module: str) -> tuple[str, bool]:
        """An expression for `module`, and whether an import binds it already: a name this module's
        imports bind to it (`from . import rng`), else the one the import plan finds or adds (asked
        of this module's names, as the edits will ask it: relatively, `from . import rng`, when
        this module imports its package so)."""
        names = self.names
        for name, meaning in sorted(names.imported.items()):
            if name not in names.rebound and self._absolute(meaning) == module:
                return name, True
        imports = ImportPlan()
        imports.start(None, names)
        return imports.module(module, package=self._package()), False

    def _package(self) -> str | None:
        """What this module's relative imports start from (None: not known)."""
        shared = self.context.shared
        return None if shared is None else shared.package

    def _importers(self, name: str) -> list[str]:
        """The other files of the run that import `name` from this module, relative to its folder."""
        shared = self.context.shared
        here = os.path.dirname(os.path.abspath(self.context.path))
        return [
            f"`{os.path.relpath(path, here).replace(os.sep, '/')}`"
            for path, _ in (shared.importers.get(name, ()) if shared else ())
        ]

    def _problems(self, groups: list[_Group], member: ast.AST) -> tuple[str, str]:
        """`_problem` for a function threaded with the keys of several groups."""
        keys = _spelled(g.key for g in groups)
        return (
            f"{self._label(groups[0], member)} updates the PRNG keys {keys} while traced: same "
            "numbers on every call",
            " ".join(self._problem(g, member)[1] for g in groups),
        )

    def _shown(self, group: _Group, name: str) -> str:
        """A threaded function's name as a finding says it: another module's by its last name
        (`spread` for `pk.layers.spread`, its key in `group.external`), an instance's method as
        it is called (`drop.sample`)."""
        if group.instance is None and name in group.external:
            return name.rpartition(".")[2]
        return name

    def _problem(self, group: _Group, member: ast.AST) -> tuple[str, str]:
        """The message of a function that updates the group's key while traced, and the start of its help."""
        key, name, why = group.key, self._label(group, member), group.members[member]
        state = (
            f"the PRNG key in `{group.instance}`"
            if group.instance is not None
            else f"the global PRNG key `{group.attribute or key}` of `{group.origin}`"
            if group.origin is not None
            else f"the global PRNG key `{key}`"
            if group.declaration == "global"
            else f"the PRNG key `{key}` of `{group.owner.name}`"
        )
        what = (
            f"{name} splits {state} and stores the new key back"
            if why == "direct"
            else f"{name} calls `{self._shown(group, why)}`, which updates {state}"
        )
        return (
            f"{name} updates the PRNG key `{group.instance or group.attribute or key}` while "
            "traced: same numbers on every call",
            f"{what[0].upper()}{what[1:]}; {group.traced[member]}, so it returns the same random numbers on every call and leaves a "
            f"tracer in `{group.instance or group.attribute or key}` (`UnexpectedTracerError` on "
            "its next use).",
        )

    # -- keys on attributes ----------------------------------------------------------------------

    def _may_hold_attribute_keys(self) -> bool:
        return any(r in _SPLITS for r in self.names.references)

    def _attribute_keys(self, dry: bool = False) -> dict[ast.AST, str | _Pure]:
        """Methods of the module's classes that split a key held on an attribute, where the module
        traces them: each made pure behind a wrapper that keeps its signature and the key on the
        object, or reported with the reason it cannot be (`_attribute_refusal`). A method such
        methods call (`self._next_key()`) is made pure with them, or none of them is: the largest
        set of methods each of which only the others of the set trace. `dry`: only what each
        method would get, its reason or its `_Pure` (`_settle_instances`), nothing reported."""
        start, self._dry = len(self.sites), dry
        found: dict[ast.AST, tuple[ast.ClassDef, ast.Assign, ast.Attribute]] = {}
        traced = None
        for cls in (n for n in self.tree.body if type(n) is ast.ClassDef):
            for method in (m for m in cls.body if type(m) in DEFINITIONS):
                rebinding = next(
                    (
                        (n, attribute)
                        for n in _own(method, self.names.children)
                        if type(n) is ast.Assign
                        and (attribute := self._attribute_rebinding(n)) is not None
                    ),
                    None,
                )
                if rebinding is None:
                    continue
                traced = traced or _InstanceTraced(self.names, self.resolve, self._switch_lists)
                assign, held = rebinding
                if method not in traced.reached:
                    elsewhere = self._instances_traced_elsewhere(cls) or (
                        self._class_traced_elsewhere(cls) if self._classmethod(method) else []
                    )
                    threaded, unthreaded = (
                        self._threaded_elsewhere(cls, traced) if elsewhere else (set(), None)
                    )
                    if method in threaded:
                        self._elsewhere[method] = elsewhere[0]  # its importers pass the key
                        found[method] = (cls, assign, held)
                        continue
                    if elsewhere:  # traced in another module only: reported, never rewritten
                        self._report_elsewhere(cls, method, assign, held, elsewhere[0], unthreaded)
                    # never traced: a key on an object is correct there
                    continue
                if type(held) is ast.Subscript:
                    container = self.code(held.value)
                    reason = (
                        f"the key is an element of `{container}`, which other code may hold and "
                        "change, and omnifix does not prove which element each call reaches"
                    )
                    how = traced.describe(method)
                    self._report(
                        assign,
                        f"`{cls.name}.{method.name}` updates the PRNG key in `{self.code(held)}` "
                        "while traced",
                        self._attribute_help(method, assign, held, how, reason),
                    )
                else:
                    found[method] = (cls, assign, held)
        if traced is not None:
            self._helper_callers(found, traced)
            self._holder_callers(found, traced)
            self._holder_starts = {
                lam: method_start
                for lam in [*traced.reached, *self._jitted_bound_methods()]
                if type(lam) in (ast.Lambda, ast.Attribute)
                and (method_start := self._holder_start(lam, traced, found)) is not None
            }
            started = {self._holder_method(lam, start=True) for lam in self._holder_starts}
            for method, runs in self._started.items():  # started by another module's lambda
                if method in self._holders:  # traced as the methods it runs are
                    how = [self._elsewhere[c] for c in runs if c in self._elsewhere]
                    self._elsewhere[method] = min(how)
                    started.add(method)
                    continue
                for callee in runs & found.keys():  # not keyed through the instance: reported
                    cls, assign, held = found.pop(callee)
                    how = self._elsewhere.pop(callee)
                    why = (
                        f"`{traced.owner[method].name}.{method.name}`, which it starts at, runs "
                        "other methods splitting keys too"
                    )
                    self._report_elsewhere(cls, callee, assign, held, how, why)
            for method in self._holders - started:  # traced otherwise: its callee is reported
                del found[method]
            self._holders &= started
        fixable = set(found)
        self._method_reasons = {}
        while True:
            candidates = {m: self._path(m, found[m][2]) for m in fixable}
            reasons = self._method_reasons = {  # a method refused keeps its first reason, the cause
                method: self._attribute_refusal(cls, method, attribute, traced, candidates)
                if method in fixable
                else self._method_reasons[method]
                for method, (cls, _, attribute) in found.items()
            }
            refused = {m for m in fixable if not isinstance(reasons[m], _Pure)}
            for method in refused & self._elsewhere.keys():  # all or none of a class's, whose
                cls = found[method][0]  # importers pass the key to each
                for other in fixable - refused:
                    if other in self._elsewhere and found[other][0] is cls:
                        self._method_reasons[other] = reasons[other] = (
                            f"`{cls.name}.{method.name}`, which the same instance runs there, "
                            f"cannot be made pure: {reasons[method]}"
                        )
                        refused.add(other)
            for method in refused & self._started.keys():  # the methods it runs there too
                for callee in self._started[method] & (fixable - refused):
                    self._method_reasons[callee] = reasons[callee] = (
                        f"`{found[method][0].name}.{method.name}`, which runs it there, cannot "
                        f"be made pure: {reasons[method]}"
                    )
                    refused.add(callee)
            if not refused:
                break
            fixable -= refused
        if dry:
            del self.sites[start:]
            return reasons
        for method, pure in reasons.items():
            if isinstance(pure, _Pure):
                self._name_method(method, pure, self._path(method, found[method][2]))
        published = set()
        through = set().union(*self._started.values())  # run by a holder's method only there
        for method, (cls, _, attribute) in found.items():
            if method in self._elsewhere and method not in through and cls.name not in published:
                published.add(cls.name)
                own = [m for m in self._elsewhere if found[m][0] is cls]
                if all(isinstance(reasons[m], _Pure) for m in own):
                    pure = tuple(sorted((m.name, reasons[m].name) for m in own))
                    path = self._path(method, attribute)  # `drop.key` for a holder's method
                    self.context.publish(cls.name, _InstanceKey(path, pure))
        for method, (cls, assign, attribute) in found.items():
            reason = reasons[method]
            message = (
                f"`{cls.name}.{method.name}` updates the PRNG key in `{ast.unparse(attribute)}` "
                "while traced"
            )
            if method in traced.reached or method in self._elsewhere:
                how = self._elsewhere.get(method) or traced.describe(method)
            else:  # it runs a `lax.cond` given a method made pure with it as a branch
                how = ""
                message = (
                    f"`{cls.name}.{method.name}` runs a branch updating the PRNG key in "
                    f"`{ast.unparse(attribute)}`"
                )
            if isinstance(reason, _Pure):
                self._fix_attribute_key(method, attribute, how, reason, message, reasons)
            elif assign is not None:  # else a caller of a helper, which is reported
                reason = "; ".join([reason, *self._instance_refusals.get(method, ())])
                self._report(
                    assign, message, self._attribute_help(method, assign, attribute, how, reason)
                )
        for lam, start in self._holder_starts.items():
            if type(start) is tuple and isinstance(fix := reasons.get(start[0]), _Pure):
                runs = f"{self._class_of(start[0]).name}.{start[0].name}"
                self._fix_holder_start(lam, start, runs, fix.name, fix.param)
        return reasons

    def _imported_holder_starts(self) -> None:
        """Key the jitted lambdas that start at a method of another module's class made pure for
        this module (`_TracedInstance.start`, `_InstanceKey` of a key on a held instance,
        `drop.key`): `step = jax.jit(lambda x: net.apply(x))` in `main` after `net = MLP()`,
        rewritten as the class's own module would (`_fix_holder_start`)."""
        shared = self.context.shared
        facts = {
            spelling: (target, fact)
            for spelling, (target, fact) in (shared.imported.items() if shared else ())
            if type(fact) is _InstanceKey
        }
        if not facts:
            return
        tracing, first = self._module_tracing(), self.context.first_pass
        for lam in sorted(
            [*(f for f in tracing.reached if type(f) is ast.Lambda), *self._jitted_bound_methods()],
            key=lambda f: f.lineno,
        ):
            for spelling, (target, fact) in sorted(facts.items()) if first else ():
                start = _lambda_start(
                    self.names,
                    self.resolve,
                    lam,
                    tracing.reached,
                    lambda v, s=spelling: s in self.resolve(v.func),
                    target.rpartition(".")[2],
                )
                if type(start) is not tuple:
                    continue
                function, statement, reads = start
                called = _instance_call(lam)
                name, method = called.value.id, called.attr
                pure = dict(fact.pure).get(method)
                state = f"{name}.{fact.attr}"
                refusal = _reads_refusal(name, function, reads, state, None, self._splits)
                if pure is None or refusal is not None:
                    continue  # the class's module did not make it pure for this lambda
                runs = f"{target.rpartition('.')[2]}.{method}"
                self._fix_holder_start(
                    lam, (None, function, statement, name, state), runs, pure, "key"
                )
                break

    def _fix_holder_start(
        self, lam: ast.Lambda | ast.Attribute, start: tuple, runs: str, called: str, key: str
    ) -> None:
        """The sites of a jitted lambda keyed for a method made pure through a held instance
        (`_holder_start`): `step_pure = jax.jit(lambda key, x: net._apply_pure(key, x))`, then
        `def step(x)` passing `step_pure` the key as the function reads it (`net.drop.key`) and
        storing the new one back, so the calls of `step` do not change; of a jitted bound method,
        `step = jax.jit(net.apply)`, `step_pure = jax.jit(net._apply_pure)` and `def step(*args,
        **kwargs)` passing them on as they came. `runs`: the method as the finding names it
        (`MLP.apply`), `called` its pure form's name, `key` its key parameter's."""
        _, function, statement, name, state = start
        step = statement.targets[0].id
        pure, result = self._free(f"{step}_pure"), self._free(f"{step}_result")
        taken = set(_identifiers(lam))
        param, number = key, 1
        while param in taken:
            number += 1
            param = f"{key}_{number}"
        if type(lam) is ast.Lambda:
            params = cst.Parameters([cst.Param(cst.Name(a.arg)) for a in lam.args.args])
        else:
            params = cst.Parameters(
                star_arg=cst.Param(cst.Name(self._free("args"))),
                star_kwarg=cst.Param(cst.Name(self._free("kwargs"))),
            )

        def keyed(updated: cst.Lambda, imports: ImportPlan) -> cst.Lambda:
            first = cst.Param(cst.Name(param))
            return updated.with_changes(
                params=updated.params.with_changes(params=[first, *updated.params.params])
            )

        def wrapped(updated: cst.Assign, imports: ImportPlan) -> Split:
            kept = updated.with_changes(
                targets=[updated.targets[0].with_changes(target=cst.Name(pure))]
            )
            target = cst.Tuple(
                [cst.Element(cst.Name(result)), cst.Element(cst.parse_expression(state))],
                lpar=[],
                rpar=[],
            )
            call = cst.Call(
                cst.Name(pure), [cst.Arg(cst.parse_expression(state)), *_forwarded(params)]
            )
            wrapper = cst.FunctionDef(
                cst.Name(step),
                params,
                cst.IndentedBlock(
                    [
                        cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(target)], call)]),
                        cst.SimpleStatementLine([cst.Return(cst.Name(result))]),
                    ],
                    footer=[cst.EmptyLine(indent=False)],
                ),
                leading_lines=[cst.EmptyLine(indent=False)],
            )
            return Split(kept, [wrapper])

        help = (
            f"`{step}` runs `{runs}` through `{name}`, which updates the PRNG "
            f"key in `{state}`; it is jitted (`jax.jit`), so it returns the same random numbers on "
            f"every call and leaves a tracer in `{state}` (`UnexpectedTracerError` on its next "
            f"use). The fix jits "
            + (
                f"the lambda as `{pure}`, which takes the key first and calls `{name}.{called}`"
                if type(lam) is ast.Lambda
                else f"`{name}.{called}`, which takes the key first, as `{pure}`"
            )
            + f", and makes `{step}` a function that passes `{pure}` `{state}` "
            f"and stores the new key back, so the calls of `{step}` in `{function.name}` do not "
            "change."
        )
        self.sites += [
            Site(
                statement,
                f"`{step}` updates the PRNG key `{state}` while jitted: same numbers on every call",
                Tier.SAFE,
                wrapped,
                help=help,
            ),
        ]
        if type(lam) is ast.Lambda:
            self.sites += [
                Site(lam, None, Tier.SAFE, keyed),  # `drop(x)` -> `drop._call_pure(key, x)`
                Site(lam.body, None, Tier.SAFE, _passing(called, param, _called_instance(lam))),
            ]
        else:  # `net.apply` -> `net._apply_pure`
            self.sites.append(
                Site(
                    lam,
                    None,
                    Tier.SAFE,
                    lambda updated, imports: updated.with_changes(attr=cst.Name(called)),
                )
            )

    def _instances_traced_elsewhere(self, cls: ast.ClassDef) -> list[str]:
        """How other modules of the run trace an instance that may run the methods of `cls`
        (their `uses` facts for the classes this module exports, `_TracedInstance`), each said as
        "`main.py` (line 9) traces `net`, an instance of `MLP`"."""
        shared = self.context.shared
        if shared is None or not shared.importers:
            return []
        if self._key_classes is None:
            self._key_classes = _key_classes(self.names, self._splits)
        here = os.path.dirname(os.path.abspath(self.context.path))
        found = []
        for exported, reached in sorted(self._key_classes.items()):
            if cls.name not in reached:
                continue
            for path, fact in shared.importers.get(exported, ()):
                if type(fact) is _TracedInstance:
                    where = os.path.relpath(path, here).replace(os.sep, "/")
                    found.append(
                        f"`{where}` (line {fact.line}) traces `{fact.name}`, an instance of "
                        f"`{exported}` whose calls may run it"
                    )
        return found + self._unknown_tracers(cls)

    def _class_traced_elsewhere(self, cls: ast.ClassDef) -> list[str]:
        """How other modules of the run trace `cls` itself, whose classmethods splitting a key held
        on it may then run under their trace (`Sampler.draw(x)` in a jitted function): "`app.py`
        traces `Sampler`, whose classmethods it may run"."""
        shared = self.context.shared
        here = os.path.dirname(os.path.abspath(self.context.path))
        return [
            f"`{os.path.relpath(path, here).replace(os.sep, '/')}` traces `{cls.name}`, whose "
            "classmethods it may run"
            for path, fact in (shared.importers.get(cls.name, ()) if shared is not None else ())
            if fact is True
        ]

    def _unknown_tracers(self, cls: ast.ClassDef) -> list[str]:
        """How other modules of the run trace a method of an object they do not know that may be
        an instance of `cls` running one of its methods splitting a key held on an attribute (the
        `uses` facts `_TracedMethods`, `_TracedInstance.others`, of any name of this module):
        "`app.py` (line 9) traces `.act` of an object it does not know, which may be an
        instance of `Agent`"."""
        shared = self.context.shared
        if shared is None or not shared.importers:
            return []
        splitting = {
            m.name
            for m in cls.body
            if type(m) in DEFINITIONS
            and any(
                type(n) is ast.Assign and self._attribute_rebinding(n) is not None
                for n in _own(m, self.names.children)
            )
        }
        here = os.path.dirname(os.path.abspath(self.context.path))
        found: dict[str, str] = {}
        for _, facts in sorted(shared.importers.items()):
            for path, fact in facts:
                if type(fact) is _TracedMethods:
                    names, line = fact.names, f" (line {fact.line})"
                elif type(fact) is _TracedInstance:
                    names, line = fact.others, ""
                else:
                    continue
                for name in sorted(splitting.intersection(names)):
                    where = os.path.relpath(path, here).replace(os.sep, "/")
                    found.setdefault(
                        f"{where}:{name}",
                        f"`{where}`{line} traces `.{name}` of an object it does not know, which "
                        f"may be an instance of `{cls.name}`",
                    )
        return list(found.values())

    def _threaded_elsewhere(
        self, cls: ast.ClassDef, traced: Traced
    ) -> tuple[set[ast.AST], str | None]:
        """The methods of `cls` that other modules of the run trace only through a module-level
        instance of `cls` itself, whose traced functions thread its key (`_TracedInstance.methods`),
        to be made pure behind wrappers for them (`_InstanceKey`): every method of the class
        splitting a key on an attribute, each run there and the only method of its name, all of
        one attribute, none traced here; the class with no bases, decorators or metaclass, bound
        once, and no importing module refusing it (`Shared.withdrawn`). Else none, and why not,
        where it is more than that omnifix does not follow the instance there."""
        shared = self.context.shared
        if shared is None or shared.withdrawn.get(cls.name):
            return set(), None  # said by `_withdrawn_instance`
        if self._unknown_tracers(cls):  # said by `_instances_traced_elsewhere`
            return set(), None
        called: set[str] = set()
        starts: dict[str, set[tuple[str, tuple[str, ...]]]] = {}
        direct: set[tuple[str, tuple[str, ...]]] = set()  # started at a method of `cls` itself
        for exported, reached in sorted((self._key_classes or {}).items()):
            for _, fact in shared.importers.get(exported, ()) if cls.name in reached else ():
                if type(fact) is not _TracedInstance:
                    continue
                if isinstance(fact.start, str) and exported != cls.name:
                    return set(), fact.start
                if fact.start is not None and exported != cls.name:  # through a holder
                    starts.setdefault(exported, set()).add(fact.start)
                    continue
                if isinstance(fact.start, str):
                    return set(), fact.start
                if fact.start is not None:  # `jax.jit(agent.act)` of a local `agent = cls()`
                    direct.add(fact.start)
                    called.add(fact.start[0])
                    continue
                if exported != cls.name or fact.methods is None:
                    return set(), None  # through another object, or not a module-level instance
                called.update(fact.methods)
        if starts:
            return self._started_through(cls, starts, traced) if not called else (set(), None)
        if not called:
            return set(), None
        if (
            cls.bases
            or cls.keywords
            or cls.decorator_list
            or _bound_names(self.tree)[cls.name] != 1
        ):
            return set(), (
                f"`{cls.name}` has bases, decorators or a metaclass, or is bound more than once"
            )
        methods: dict[str, list[ast.AST]] = {}
        for method in (m for m in cls.body if type(m) in DEFINITIONS):
            methods.setdefault(method.name, []).append(method)
        keyed = {
            method: [
                attribute
                for n in _own(method, self.names.children)
                if type(n) is ast.Assign and (attribute := self._attribute_rebinding(n)) is not None
            ]
            for found in methods.values()
            for method in found
        }
        splitting = {m for m, attrs in keyed.items() if attrs}
        names = {m.name for m in splitting}
        held = {ast.unparse(a) for m in splitting for a in keyed[m]}
        if names != called:
            runs = ", ".join(f"`{n}`" for n in sorted(called))
            splits = ", ".join(f"`{n}`" for n in sorted(names))
            return set(), (
                f"the traced code there runs {runs} and the methods of `{cls.name}` splitting a "
                f"key are {splits}: omnifix threads the key there only when they are the same"
            )
        if (
            any(len(methods[name]) != 1 for name in called)
            or len(held) != 1
            or any(type(a) is not ast.Attribute for m in splitting for a in keyed[m])
        ):
            return set(), (
                f"the methods of `{cls.name}` it runs are defined twice or split keys held in "
                "different attributes or in a container"
            )
        if any(m in traced.reached for m in splitting):
            return set(), "this module traces them too"
        key = next(iter(held)).partition(".")[2]  # `key` of `self.key`
        if (why := _state_refusal(cls, self._splits)) is not None:
            return set(), why  # the pure forms jitted there read the attributes once
        for _, chains in sorted(direct):
            if (other := _other_read(cls, chains, key, self._splits)) is not None:
                return set(), (
                    f"the function there reads `{other}` off the instance, not only its key "
                    f"`{key}` and plain attributes in operations"
                )
        return splitting, None

    def _report_elsewhere(
        self,
        cls: ast.ClassDef,
        method: ast.AST,
        assign: ast.Assign,
        held: ast.expr,
        how: str,
        unthreaded: str | None,
    ) -> None:
        """Report `method`, splitting the key in `held`, traced in another module only (`how`):
        `unthreaded` says why it is not made pure for that module, if more is known than that
        omnifix does not follow the instance there."""
        why = "; ".join(
            [
                "the trace starts in another module, at an instance whose calls omnifix does not "
                f"follow there, so a wrapper storing the new key in `{self.code(held)}` would be "
                "traced with it",
                *filter(None, [unthreaded]),
                *self._withdrawn_instance(cls),
            ]
        )
        self._report(
            assign,
            f"`{cls.name}.{method.name}` updates the PRNG key in `{self.code(held)}` while traced",
            self._attribute_help(method, assign, held, how, why),
        )

    def _started_through(
        self,
        cls: ast.ClassDef,
        starts: Mapping[str, set[tuple[str, tuple[str, ...]]]],
        traced: Traced,
    ) -> tuple[set[ast.AST], str | None]:
        """For `_threaded_elsewhere`: the methods of `cls` splitting a key on an attribute that
        other modules of the run trace only from jitted lambdas starting at a method of another
        class holding an instance of `cls` (`starts`: that class's name -> the methods started
        and the attribute chains those modules read off the instance, `_TracedInstance.start`):
        `net.apply(x)` of an `MLP` whose `__init__` sets `self.drop = Dropout(0.5)`, `apply`
        calling `self.drop(...)`. Each started method, the only one of its name, is made pure
        with the methods it so runs (`_holder_callers`, `_started`), where those modules read no
        attribute of the instance but the key (`drop.key`). Else none, and why not."""
        classes = {c.name: c for c in self.tree.body if type(c) is ast.ClassDef}
        runs: set[ast.AST] = set()
        started: dict[ast.AST, set[ast.AST]] = {}
        bound = _bound_names(self.tree)
        for holder_name, found in sorted(starts.items()):
            holder_cls = classes.get(holder_name)
            if any(
                c is None or c.bases or c.keywords or c.decorator_list or bound[c.name] != 1
                for c in (cls, holder_cls)
            ):
                return set(), (
                    f"`{cls.name}` or `{holder_name}` has bases, decorators or a metaclass, or is "
                    "bound more than once"
                )
            for name, chains in sorted(found):
                methods = [
                    m for m in (holder_cls.body if holder_cls else ()) if type(m) in DEFINITIONS
                ]
                named = [m for m in methods if m.name == name]
                if len(named) != 1 or not _positional(named[0]):
                    return set(), f"`{holder_name}.{name}` is not one method of its class"
                method = named[0]
                holder = _positional(method)[0].arg
                callees = {}
                for n in _own(method, self.names.children):
                    held = self._held_callee(n, holder, traced) if type(n) is ast.Call else None
                    if held is not None and traced.owner.get(held[1]) is cls:
                        callees[held[1]] = held[0]
                keys = {
                    f"{through}.{attribute.attr}"
                    for callee, through in callees.items()
                    for n in _own(callee, self.names.children)
                    if type(n) is ast.Assign
                    and type(attribute := self._attribute_rebinding(n)) is ast.Attribute
                }
                if not callees or len(keys) != 1:
                    return set(), (
                        f"`{holder_name}.{name}` runs the methods of `{cls.name}` otherwise than "
                        "through one instance it holds, splitting one key"
                    )
                (key,) = keys
                for c in (holder_cls, cls):
                    if (why := _state_refusal(c, self._splits)) is not None:
                        return set(), why
                other = _other_read(holder_cls, chains, key, self._splits)
                if other is not None:
                    return set(), (
                        f"the function there reads `{other}` off the instance, not only its "
                        f"key `{key}` and plain attributes in operations"
                    )
                started[method] = set(callees)
                runs |= set(callees)
        self._started.update(started)
        return runs, None

    def _withdrawn_instance(self, cls: ast.ClassDef) -> list[str]:
        """Why the modules of the run tracing an instance of `cls` refused to thread its key
        (`Shared.withdrawn`), each said with the module and line."""
        shared = self.context.shared
        here = os.path.dirname(os.path.abspath(self.context.path))
        found = []
        for refusal in shared.withdrawn.get(cls.name, ()) if shared is not None else ():
            where = os.path.relpath(refusal.path, here).replace(os.sep, "/")
            found.append(
                f"`{where}` (line {refusal.line}) cannot pass the key to its methods: "
                f"{refusal.reason}"
            )
        return list(dict.fromkeys(found))

    def _helper_callers(self, found: dict, traced: Traced) -> None:
        """Add to `found` the traced methods that split no key themselves but call one of `found`
        of their class on their first parameter (`self._next_key()`), with that key."""
        added = True
        while added:
            added = False
            for method, cls in list(traced.owner.items()):
                if method in found or type(method) not in DEFINITIONS:
                    continue
                if method not in traced.reached and not any(
                    type(n) is ast.Attribute and self._own_branch(n, cls) in found
                    for n in _own(method, self.names.children)
                ):
                    continue
                positional = [*method.args.posonlyargs, *method.args.args]
                holder = positional[0].arg if positional else None
                for n in _own(method, self.names.children):
                    branch = self._own_branch(n, cls) if type(n) is ast.Attribute else None
                    if branch in found and traced.owner.get(branch) is cls:
                        # `lax.cond(p, self._draw, ...)`: run in it, traced or not
                        attr = found[branch][2].attr
                        held = ast.Attribute(ast.Name(holder, ast.Load()), attr, ast.Load())
                        found[method] = (cls, None, held)
                        added = True
                        break
                    if type(n) is not ast.Call or type(n.func) is not ast.Attribute:
                        continue
                    helpers = traced.methods.get(n.func.attr, [])
                    func = n.func.value
                    if (
                        type(func) is ast.Name
                        and func.id == holder
                        and len(helpers) == 1
                        and helpers[0] in found
                        and traced.owner.get(helpers[0]) is cls
                    ):
                        attr = found[helpers[0]][2].attr
                        held = ast.Attribute(ast.Name(holder, ast.Load()), attr, ast.Load())
                        found[method] = (cls, None, held)
                        added = True
                        break

    def _path(self, method: ast.AST, attribute: ast.expr) -> str:
        """The key of `method` after its first parameter: `drop.key` for a method keyed through
        a held instance (`_holder_callers`), else the attribute's name."""
        return _key_path(attribute) if method in self._holders else attribute.attr

    def _held_callee(
        self, call: ast.Call, holder: str, traced: Traced
    ) -> tuple[str, ast.AST] | None:
        """For `self.drop(...)` or `self.drop.m(...)` of an instance `self.drop` its class sets
        once in `__init__` (`_held_instances`), on a method's first parameter `holder`: `drop`
        and the method the call runs (the only one of its name in the instance's class)."""
        instance_of = getattr(traced, "instance_of", {})
        func = call.func
        if type(func) is not ast.Attribute:
            return None
        if func in instance_of:
            held, methods = func, traced.calls_of(instance_of[func])
        elif type(func.value) is ast.Attribute and func.value in instance_of:
            held = func.value
            methods = [
                m for m in instance_of[held].body if type(m) in DEFINITIONS and m.name == func.attr
            ]
        else:
            return None
        if type(held.value) is not ast.Name or held.value.id != holder or len(methods) != 1:
            return None
        return held.attr, methods[0]

    def _holder_callers(self, found: dict, traced: Traced) -> None:
        """Add to `found` the traced methods that split no key themselves but call a method of
        `found` through an instance their class holds (`self.drop(x)`, `Dropout.__call__`
        splitting `self.key`), with that key as the holder reaches it (`self.drop.key`): made
        pure (`_apply_pure(self, key, x)` calling `self.drop._call_pure(key, x)`) where the
        trace starts at a lambda that passes the key (`_holder_start`)."""
        for method, cls in list(traced.owner.items()):
            if (
                method in found
                or type(method) not in DEFINITIONS
                or (method not in traced.reached and method not in self._started)
            ):
                continue
            positional = _positional(method)
            if not positional:
                continue
            holder = positional[0].arg
            keys = set()
            for n in _own(method, self.names.children):
                held = self._held_callee(n, holder, traced) if type(n) is ast.Call else None
                if held is None or held[1] not in found:
                    continue
                key = found[held[1]][2]
                callee = _positional(held[1])[:1]
                if (
                    type(key) is ast.Attribute
                    and type(key.value) is ast.Name
                    and callee
                    and key.value.id == callee[0].arg
                ):
                    keys.add((held[0], key.attr))
                    if n.func in traced.instance_of:
                        self._held_calls.add(n.func)
                else:
                    keys.add(None)
            if len(keys) == 1 and None not in keys:
                ((through, attr),) = keys
                value = ast.Attribute(ast.Name(holder, ast.Load()), through, ast.Load())
                found[method] = (cls, None, ast.Attribute(value, attr, ast.Load()))
                self._holders.add(method)

    def _holder_method(self, caller: ast.AST, start: bool = False) -> ast.AST | None:
        """The method a lambda keyed for it calls (`_holder_start`), if it is one; `start`: also
        one that cannot pass the key."""
        plan = self._holder_starts.get(caller)
        if type(plan) is tuple:
            return plan[0]
        return self._holder_called.get(caller) if start else None

    def _jitted_bound_methods(self) -> list[ast.Attribute]:
        """The bound methods given alone to `jax.jit` (`jax.jit(agent.act)`), which start a trace
        as a lambda calling them does (`_holder_start`)."""
        return [
            node
            for node in self.names.nodes
            if type(node) is ast.Attribute and _jitted_alone(self.names, node, self.resolve)
        ]

    def _holder_start(
        self, lam: ast.Lambda | ast.Attribute, traced: Traced, found: dict
    ) -> tuple | str | None:
        """For a lambda calling a method keyed through an instance its class holds
        (`_holder_callers`) on a name local to a module-level function: `step = jax.jit(lambda
        x: net.apply(x))` in `main` after `net = MLP()`. Its plan (the method, the function, the
        statement, the instance's name and the key as the function reads it, `net.drop.key`)
        where the function can keep the key (`_lambda_start`, and the instance read only as
        `net.m(...)` or to read the key); else why not. None for another lambda."""
        instance_of = getattr(traced, "instance_of", {})
        called = _instance_call(lam)
        if called is None:
            return None
        net, name = called.value, called.value.id
        inside = self._enclosing(lam)
        classes = {c.name: c for c in self.tree.body if type(c) is ast.ClassDef}
        made = (  # `net = MLP()` in the function around the lambda: which class, if one
            {instance_of[net]}
            if net in instance_of
            else {
                classes[s.value.func.id]
                for s in (ast.walk(inside[0]) if inside else ())
                if type(s) is ast.Assign
                and any(type(t) is ast.Name and t.id == name for t in s.targets)
                and type(s.value) is ast.Call
                and type(s.value.func) is ast.Name
                and s.value.func.id in classes
            }
        )
        methods = [
            m
            for cls in made
            for m in cls.body
            if type(m) in DEFINITIONS and m.name == called.attr and m in found
        ]
        if len(methods) != 1:
            return None
        method, cls = methods[0], self._class_of(methods[0])
        self._holder_called[lam] = method
        if net not in instance_of:
            return (
                f"`{name}` is not bound once, by `{cls.name}(...)`, in the function around it, "
                "so which instance it reads is not proven"
            )
        start = _lambda_start(
            self.names,
            self.resolve,
            lam,
            traced.reached,
            lambda v: type(v.func) is ast.Name and v.func.id == cls.name,
            cls.name,
        )
        if isinstance(start, str):
            return start
        function, statement, reads = start
        state = f"{name}.{_key_path(found[method][2])}"
        if self._key_classes is None:
            self._key_classes = _key_classes(self.names, self._splits)
        held = sorted(self._key_classes.get(cls.name, set()) - {cls.name})  # `Dropout` of `MLP`
        for c in [cls, *(classes[n] for n in held if n in classes)]:
            if (why := _state_refusal(c, self._splits)) is not None:
                return why
        return _reads_refusal(name, function, reads, state, cls, self._splits) or (
            method,
            function,
            statement,
            name,
            state,
        )

    def _attribute_rebinding(self, assign: ast.Assign) -> ast.Attribute | ast.Subscript | None:
        """The attribute `assign` rebinds from a split or fold_in of it (`self.key, k =
        split(self.key)`), or the element of a container on an attribute (`self.keys[i]`)."""
        return _attribute_rebinding(assign, self._splits)

    def _attribute_refusal(
        self,
        cls: ast.ClassDef,
        method: ast.AST,
        attribute: ast.Attribute,
        traced: Traced,
        fixable: dict[ast.AST, str],
    ) -> str | _Pure:
        """Why `method` cannot become a pure `_m_pure(self, key, ...)` behind a wrapper `m` that
        passes it `self.key` and stores the new key back, if the methods `fixable` are made pure
        too (each with the attribute of its key); else what its rewrite needs (`_Pure`). The wrapper needs no proof
        of which object a call reaches, the state staying on it; it is sound where the trace starts
        at the method, by a `jit` decorator or such a statement: traced from elsewhere (called from
        traced code, given to a transformation as a value) the wrapper would be traced with its
        state, unless only methods of its class made pure call it, each as `sub = self.m(...)` or
        `self.m(...)` (they call `_m_pure` and pass their key). The method's code must touch the
        key only as `self.key` (not through code it gives `self` to, a nested function, or another
        method using the attribute, other than such calls), since the attribute no longer changes
        while it runs."""
        wraps: list[ast.Assign] = []
        helpers: dict[ast.Call, ast.AST] = {}
        hoists: dict[ast.stmt, list[ast.Call]] = {}
        branched: dict[ast.Call, tuple] = {}
        name, held, attr = method.name, ast.unparse(attribute), self._path(method, attribute)
        head = attr.partition(".")[0]  # `drop` of a key `self.drop.key` on a held instance
        args = method.args
        positional = [*args.posonlyargs, *args.args]
        holder = positional[0].arg if positional else None
        through = attribute.value if head != attr else attribute  # `self.drop`, or `self.key`
        if type(through.value) is not ast.Name or through.value.id != holder:
            return (
                f"the key lives on `{self.code(attribute.value)}`, not on the method's first "
                "parameter, and omnifix does not prove which object each traced call reaches"
            )
        if len(rebound := self._rebound_attributes(method)) > 1:
            return f"`{name}` splits keys held in {' and '.join(f'`{a}`' for a in sorted(rebound))}"
        # a classmethod the traced functions of its class's group run (`Sampler.draw(x)`)
        on_class = self._classmethod(method) and method in self._instance_callers
        for decorator in method.decorator_list if not on_class else ():
            if (
                type(decorator) is ast.Name
                and decorator.id == "classmethod"
                and self.scopes.owner(decorator) is None
            ):
                return (
                    f"`{name}` is a `classmethod`: `{held}` is a key held on the class, shared by "
                    "its instances and subclasses (a call through a subclass stores the new key "
                    "there), and omnifix threads it only where traced code calls it through the "
                    f"class's own name (`{cls.name}.{name}(...)`) in module-level functions"
                )
            if not self._jit_decorator(decorator):
                return f"`{name}` has a decorator other than `jit`, which may not expect a new parameter"
        if method not in traced.reached and (  # it runs a `cond` of a branch made pure
            name in ("__init__", "__new__")
            or any(
                type(n) is ast.Attribute
                and type(n.ctx) is not ast.Load
                and self._held(n, holder, attr)
                and not (
                    type(s := self._statement_of(n)) is ast.Assign
                    and self._attribute_rebinding(s) is not None
                )
                for n in _own(method, self.names.children)
            )
        ):
            return (
                f"`{name}` sets `{held}` other than from a split of it, and its wrapper would "
                "read it before"
            )
        hooks = {head, "__setattr__", "__getattribute__"} & self._family_names(cls)
        if on_class and self._class_key(cls, head):
            hooks.discard(head)  # the key itself, a value, not a descriptor
        if hooks:
            return f"`{cls.name}` or a class related to it defines `{min(hooks)}`, which may run code when `{held}` is read or set"
        branches: list[ast.Attribute] = []
        reason = self._traced_elsewhere_refusal(
            method,
            cls,
            held,
            traced,
            None  # a classmethod's other traced callers would keep the key on their own first
            if on_class  # parameter, an instance's or a subclass's, not on the class
            else lambda caller: self._called_as_helper(caller, method, cls, traced, fixable),
            wraps,
            branches,
        )
        if reason is not None:
            return reason
        for ref in branches:  # `lax.cond(p, self._draw, ...)` in a method made pure with it
            caller = self._enclosing(ref)[0]
            if fixable.get(caller) != attr:
                why = self._method_reasons.get(caller)
                return (
                    f"`{self.code(self._branching(ref))}` (line {ref.lineno}) gives it as a "
                    f"branch in `{cls.name}.{caller.name}`, which is not made pure with it"
                    + (f": {why}" if isinstance(why, str) else "")
                )
        for call in [
            *(d for d in method.decorator_list if type(d) is ast.Call),
            *(w.value for w in wraps),
        ]:
            for keyword in call.keywords:
                if keyword.arg in _SHIFTED and not _shiftable(keyword.value):
                    return f"`{keyword.arg}` is not a literal, so it cannot be shifted for the new parameter"
        if type(method) is ast.AsyncFunctionDef:
            return f"`{name}` is a coroutine"
        if self._one_line(method.body):
            return f"`{name}` is written on one line"
        if any(type(d) is not ast.Constant for d in (*args.defaults, *args.kw_defaults) if d):
            return f"a default value of `{name}` is not a constant, and the wrapper would repeat it"
        for n in _own(method, self.names.children):
            kind = type(n)
            if kind in (ast.Yield, ast.YieldFrom, ast.Await):
                return f"`{name}` is a generator"
            if kind in (ast.Try, getattr(ast, "TryStar", ast.Try)) and n.finalbody:
                return f"`{name}` has a `finally` block, which runs after the returned key is read"
            if kind in _NESTED and holder in _identifiers(n):
                return f"a function nested in `{name}` uses `{holder}`, whose `{attr}` would not be the key"
            parent = self.parent(n)
            if (
                head != attr
                and kind is ast.Attribute
                and type(n.value) is ast.Name
                and n.value.id == holder
                and n.attr == head
            ):  # `self.drop` only as the helper call `self.drop(...)` or `self.drop.m(...)`
                call = parent if type(parent) is ast.Attribute else n
                call = self.parent(call) if call is n or call.value is n else None
                if not (
                    type(call) is ast.Call
                    and call.func in (n, parent)
                    and self._helper_of(call, holder, attr, cls, traced, fixable) is not None
                ):
                    return (
                        f"`{name}` uses `{self.code(n)}` other than by calling it (line "
                        f"{n.lineno}), and `{held}` no longer changes while `{name}` runs"
                    )
            if (
                kind is ast.Name
                and n.id == holder
                and not (type(parent) is ast.Attribute and parent.value is n)
            ):
                return (
                    f"`{holder}` is used as a value in `{name}` (line {n.lineno}), and what it is "
                    f"given to may use `{held}`, which no longer changes while `{name}` runs"
                )
            if kind is ast.Attribute and self._held(n, holder, attr) and type(n.ctx) is ast.Del:
                return f"`{name}` deletes `{held}`"
            if kind is ast.Call:
                plan = self._branch_plan(n, holder, attr, cls, traced, fixable)
                if isinstance(plan, str):
                    return f"`{name}` runs `{_brief(self.code(n))}` (line {n.lineno}): {plan}"
                if plan is not None:
                    place = self._keyed_place(n, holder, attr, cls, traced, fixable)
                    if isinstance(place, str):
                        return (
                            f"`{name}` runs `{_brief(self.code(n))}` (line {n.lineno}), and {place}"
                        )
                    if isinstance(place, tuple):
                        hoists[place[0]] = place[1]
                    branched[n] = plan
                    continue
            if kind is ast.Call and type(n.func) is ast.Attribute:
                helper = self._helper_call(n, holder, attr, cls, traced, fixable)
                if isinstance(helper, str):
                    return f"`{name}` calls `{self.code(n.func)}` (line {n.lineno}), and {helper}"
                if isinstance(helper, tuple):
                    statement, calls = helper
                    hoists[statement] = calls
                    helper = self._helper_of(n, holder, attr, cls, traced, fixable)
                if helper is not None:
                    helpers[n] = helper
                    continue
                for other in traced.methods.get(n.func.attr, ()):
                    if other is not method and any(
                        type(x) is ast.Attribute and x.attr == head for x in ast.walk(other)
                    ):
                        return (
                            f"`{name}` calls `{self.code(n.func)}` (line {n.lineno}), and "
                            f"`{traced.owner[other].name}.{other.name}` uses `.{attr}`, which no longer "
                            f"changes while `{name}` runs; thread the key through it by hand"
                        )
        changed = [method, *wraps]
        lines = {line for n in changed for line in range(n.lineno, n.end_lineno + 1)}
        edited = {
            line
            for s in self.sites
            if s.edit is not None
            for line in (s.node.lineno, s.node.end_lineno)
        }
        if lines & (edited | (self._group_lines if self._dry else set())):
            return f"`{name}` is changed for a global key too"
        if self.context.suppressed(lines):
            return "a line it changes has `# omnifix: ignore`"
        return _Pure(holder, wraps, helpers, hoists, branched)

    def _called_as_helper(
        self,
        caller: ast.AST,
        method: ast.AST,
        cls: ast.ClassDef,
        traced: Traced,
        fixable: dict[ast.AST, str],
    ) -> str | None:
        """Why not every call of `method`'s name in `caller` is one `_helper_call` rewrites in
        `caller` made pure with it (the calls in its own code, of the same key), if not."""
        positional = [*caller.args.posonlyargs, *caller.args.args]
        why = self._method_reasons.get(caller)
        if caller in self._holders:  # `self.drop(x)`, keyed through `self.drop.key`
            for lam, start in self._holder_starts.items():
                if isinstance(start, str) and self._holder_called.get(lam) is caller:
                    return (
                        f"`{caller.name}` is traced from the lambda on line {lam.lineno}, and "
                        f"omnifix does not pass the key through it: {start}"
                    )
            if isinstance(why, str) and caller not in fixable:
                return f"it is not made pure: {why}"
            if caller not in fixable:
                return "it is not made pure"
            holder = positional[0].arg
            calls = [
                n
                for n in ast.walk(caller)
                if type(n) is ast.Call
                and (held := self._held_callee(n, holder, traced)) is not None
                and held[1] is method
            ]
            return self._calls_not_helpers(caller, calls, method, cls, traced, fixable)
        if traced.owner.get(caller) is cls and isinstance(why, str) and caller not in fixable:
            return f"it is not made pure: {why}"
        if traced.owner.get(caller) is cls and len(traced.methods.get(method.name, ())) > 1:
            return (
                f"another class of the module has a method `{method.name}` too, and the key is "
                "passed only to a helper that is the only method of its name"
            )
        if caller not in fixable or traced.owner.get(caller) is not cls or not positional:
            return (
                f"only a call in a method made pure for the same key can, `sub = "
                f"self.{method.name}()` or inside an expression where its order is kept"
            )
        calls = [
            n
            for n in ast.walk(caller)
            if type(n) is ast.Call and type(n.func) is ast.Attribute and n.func.attr == method.name
        ]
        return self._calls_not_helpers(caller, calls, method, cls, traced, fixable)

    def _calls_not_helpers(
        self,
        caller: ast.AST,
        calls: list[ast.Call],
        method: ast.AST,
        cls: ast.ClassDef,
        traced: Traced,
        fixable: dict[ast.AST, str],
    ) -> str | None:
        """Why one of `calls` (of `method`, in `caller` made pure) is not one `_helper_call`
        rewrites in `caller`'s own code, if one is not."""
        holder = [*caller.args.posonlyargs, *caller.args.args][0].arg
        own = set(_own(caller, self.names.children))
        for n in calls:
            helper = n in own and self._helper_call(
                n, holder, fixable[caller], cls, traced, fixable
            )
            if isinstance(helper, str):
                return f"line {n.lineno}: {helper}"
            if isinstance(helper, tuple):
                helper = self._helper_of(n, holder, fixable[caller], cls, traced, fixable)
            if helper is not method:
                return f"line {n.lineno} is not a call of it in the method's own code"
        return None

    def _helper_of(
        self,
        call: ast.Call,
        holder: str,
        attr: str,
        cls: ast.ClassDef,
        traced: Traced,
        fixable: dict[ast.AST, str],
    ) -> ast.AST | None:
        """The method `call` reaches when it is `self.m(...)` of a method of `cls` made pure with
        the caller (`fixable`), splitting the same key, the only method of that name in the
        module."""
        if "." in attr:  # `self.drop(...)` of a method keyed through `self.drop.key`
            held = self._held_callee(call, holder, traced)
            if held is not None and held[1] in fixable and f"{held[0]}.{fixable[held[1]]}" == attr:
                return held[1]
            return None
        func = call.func
        helpers = traced.methods.get(func.attr, [])
        if (
            type(func.value) is ast.Name
            and func.value.id == holder
            and len(helpers) == 1
            and helpers[0] in fixable
            and traced.owner.get(helpers[0]) is cls
            and self._rebound_attributes(helpers[0]) == {f"{holder}.{attr}"}
        ):
            return helpers[0]
        return None

    def _helper_call(
        self,
        call: ast.Call,
        holder: str,
        attr: str,
        cls: ast.ClassDef,
        traced: Traced,
        fixable: dict[ast.AST, str],
    ) -> ast.AST | tuple[ast.stmt, list[ast.Call]] | str | None:
        """For a call of a helper (`_helper_of`): the helper, when the call is all of a statement
        of its own, `sub = self.m(...)` (not assigning `self.key`) or `self.m(...)`; else the
        statement it is in and the helper calls there in evaluation order, which move before it
        as statements of their own, when that keeps the order of what the statement evaluates
        (`_events`); else why not. None for any other call."""
        helper = self._helper_of(call, holder, attr, cls, traced, fixable)
        if helper is None:
            return None
        place = self._keyed_place(call, holder, attr, cls, traced, fixable)
        return helper if place is True else place

    def _keyed_place(
        self,
        call: ast.Call,
        holder: str,
        attr: str,
        cls: ast.ClassDef,
        traced: Traced,
        fixable: dict[ast.AST, str],
    ) -> bool | str | tuple[ast.stmt, list[ast.Call]]:
        """Where a call returning the new key too in a method made pure (a helper's, `_helper_of`,
        or a `lax.cond` given one as a branch, `_branch_plan`) takes it back: True when the call
        is all of a statement of its own, `sub = self.m(...)` (not assigning `self.key`) or
        `self.m(...)` (or, a `cond`, all of the value of a `return`, which returns its pair as it
        is); else the statement it is in and such calls there in evaluation order, which move
        before it as statements of their own, when that keeps the order of what the statement
        evaluates (`_events`); else why not."""
        statement = self.parent(call)
        returned = (
            type(statement) is ast.Return
            and self._helper_of(call, holder, attr, cls, traced, fixable) is None
        )  # `return lax.cond(...)`: the pure method's `(result, key)`
        if (type(statement) in (ast.Assign, ast.Expr) or returned) and statement.value is call:
            if not self._alone(statement):
                return "its statement shares its line with others"
            if (
                returned
                or type(statement) is ast.Expr
                or (
                    len(statement.targets) == 1
                    and not any(
                        type(n) is ast.Attribute and n.attr == attr.partition(".")[0]
                        for n in ast.walk(statement.targets[0])
                    )
                )
            ):
                return True
        statement, region = self._statement(call)
        if statement is None:
            return region
        declared = {
            name
            for n in self.names.nodes
            if type(n) in (ast.Global, ast.Nonlocal)
            for name in n.names
        }
        open_hierarchy = self._open_hierarchy(cls)

        def moved(node: ast.AST) -> bool:
            return type(node) is ast.Call and (
                type(node.func) is ast.Attribute
                and self._helper_of(node, holder, attr, cls, traced, fixable) is not None
                or isinstance(self._branch_plan(node, holder, attr, cls, traced, fixable), tuple)
            )

        def reads_state(node: ast.AST) -> bool:
            """The key, a global some code declares, or any attribute of `self` if a base of
            its class is defined elsewhere (it may be a property there)."""
            if type(node) is ast.Name:
                return node.id in declared
            return (
                type(node.value) is ast.Name
                and node.value.id == holder
                and (node.attr == attr.partition(".")[0] or open_hierarchy)
            )

        events: list = []
        for expr in region:
            reason = self._events(expr, events, moved, reads_state)
            if reason:
                return reason
        return self._crossed(events) or (statement, [n for k, n in events if k == "T"])

    def _branch_plan(
        self,
        call: ast.Call,
        holder: str,
        attr: str,
        cls: ast.ClassDef,
        traced: Traced,
        fixable: dict[ast.AST, str],
    ) -> tuple | str | None:
        """For a `lax.cond` or `lax.switch` in a method of `cls` given as a branch a method of
        `cls` that uses the key held in `attr` (`self._draw`, `_own_branch`): the plan of
        `_branch_refusal` for a global key, each branch taking the key first and returning it,
        the key given as the first operand, and the branches made pure with the method running
        the call (`self._draw` -> `_draw`, given as `self._draw_pure`). A branch drawing nothing
        is a lambda not using `self` or a function or method (`self._keep`) defined once by a
        `def` without decorator that uses neither the attribute nor a method using it. Why not,
        where a branch uses the key and this cannot be done; None for any other call."""
        if type(call) is not ast.Call or not self.resolve(call.func) & _BRANCHING:
            return None

        def keyed(function: ast.AST) -> bool:  # uses `.key`, or calls a method using it
            return any(
                type(n) is ast.Attribute
                and (
                    n.attr == attr
                    or any(
                        other is not function
                        and any(
                            type(x) is ast.Attribute and x.attr == attr for x in ast.walk(other)
                        )
                        for other in traced.methods.get(n.attr, ())
                    )
                )
                for n in ast.walk(function)
            )

        form = self._form(call)
        branches = self._branches(call) if form else None
        owns = [
            self._own_branch(b, cls) if type(b) is ast.Attribute else None for b in branches or ()
        ]
        if not any(m is not None and keyed(m) for m in owns):
            return None  # (a method given otherwise is refused as traced as a value)
        verb = call.func.attr if type(call.func) is ast.Attribute else call.func.id
        kinds, made = [], {}
        for branch, own in zip(branches, owns):
            what = f"a branch of this `{verb}`, `{self.code(branch)}`,"
            if own is not None and fixable.get(own) == attr:
                kinds.append("threaded")
                made[branch] = own
                continue
            if own is not None and keyed(own):
                why = self._method_reasons.get(own)
                return f"{what} uses `{holder}.{attr}` and is not made pure" + (
                    f": {why}" if isinstance(why, str) else ""
                )
            if type(branch) is ast.Lambda:
                refused = _lambda_branch_refusal(branch, form, what)
                if refused:
                    return refused
                kinds.append("lambda")
                continue
            function = (
                self._defined_once(branch)
                if type(branch) is ast.Name
                else self._own_branch(branch, cls, plain=True)
                if type(branch) is ast.Attribute
                else None
            )
            if function is None or keyed(function):
                return (
                    f"{what} is not a lambda nor a function or method defined once by a `def` "
                    "without decorator, not using the key, which would pass the key through"
                )
            kinds.append("named")
        bases = ("true_operand", "false_operand") if form == "cond5" else ("operands",)
        for base in bases:
            if base not in self._operands:
                self._operands[base] = self._free(base)
        names = (
            tuple(self._operands[b] for b in bases) if form == "cond5" or "named" in kinds else ()
        )
        return form, kinds, names, made

    def _rebound_attributes(self, method: ast.AST) -> set[str]:
        """The code of the attributes `method` rebinds from splits of them."""
        return {
            self.code(attribute)
            for n in _own(method, self.names.children)
            if type(n) is ast.Assign and (attribute := self._attribute_rebinding(n)) is not None
        }

    def _name_method(self, method: ast.AST, pure: _Pure, attr: str) -> None:
        """The names a method made pure gets: `_m_pure`, `m_result`, and its key parameter (the
        attribute's name `attr`, unless the method uses that name)."""
        base = method.name.strip("_") or method.name
        pure.attr = attr
        pure.name = self._method_names.get(method) or self._free(f"_{base}_pure")
        pure.result = self._free(f"{base}_result")
        pure.jitted = {
            wrap.targets[0].attr: self._free(f"{wrap.targets[0].attr}_jitted")
            for wrap in pure.wraps
            if wrap.targets[0].attr != method.name
        }
        taken = Counter(_identifiers(method))
        taken.subtract(n.attr for n in ast.walk(method) if type(n) is ast.Attribute)
        base = attr.rpartition(".")[2]  # `key` of `drop.key`
        param, number = base, 1
        while taken[param] > 0:
            number += 1
            param = f"{base}_{number}"
        pure.param = param

    def _family(self, cls: ast.ClassDef) -> set[str]:
        """The names of `cls` and of the classes of this module it derives from or that derive
        from it."""
        classes = {c.name: c for c in self.tree.body if type(c) is ast.ClassDef}
        family = {cls.name} | _ancestors(classes, cls, set())
        return family | {
            c.name for c in classes.values() if cls.name in _ancestors(classes, c, set())
        }

    def _family_names(self, cls: ast.ClassDef) -> set[str]:
        """The names defined in the bodies of `cls` and of the classes of this module it derives
        from or that derive from it (by their names), as methods, properties or variables."""
        classes = {c.name: c for c in self.tree.body if type(c) is ast.ClassDef}
        return {
            name
            for c in self._family(cls)
            for item in classes[c].body
            for name in (
                [item.name]
                if type(item) in DEFINITIONS
                else [
                    t.id
                    for t in getattr(item, "targets", [getattr(item, "target", None)])
                    if type(t) is ast.Name
                ]
            )
        }

    def _open_hierarchy(self, cls: ast.ClassDef) -> bool:
        """Whether `cls` or a class of this module it derives from has a base defined elsewhere
        (other than `object`), whose properties this module does not see."""
        classes = {c.name: c for c in self.tree.body if type(c) is ast.ClassDef}
        seen, todo = set(), [cls]
        while todo:
            c = todo.pop()
            seen.add(c.name)
            for base in c.bases:
                if type(base) is not ast.Name or base.id not in classes and base.id != "object":
                    return True
                if base.id in classes and base.id not in seen:
                    todo.append(classes[base.id])
        return False

    def _held(self, node: ast.Attribute, holder: str, attr: str) -> bool:
        """`node` is `holder.attr`."""
        return type(node.value) is ast.Name and node.value.id == holder and node.attr == attr

    def _class_wrap(self, cls: ast.ClassDef, ref: ast.Attribute) -> ast.Assign | None:
        """The statement `self.m = jax.jit(self.m, ...)` or `self.other = jax.jit(self.m, ...)` in
        a method of `cls` whose argument `ref` is, `self` that method's first parameter, if it is
        one."""
        call = self._jit_wrapped(ref, partial=False)
        assign = self.parent(call) if call is not None else None
        inside = self._enclosing(ref)
        if (
            type(assign) is not ast.Assign
            or len(assign.targets) != 1
            or not inside
            or type(inside[0]) not in DEFINITIONS
            or inside[0] not in cls.body
            or not self._alone(assign)
        ):
            return None
        target, args = assign.targets[0], inside[0].args
        positional = [*args.posonlyargs, *args.args]
        holder = positional[0].arg if positional else None
        if (
            type(target) is ast.Attribute
            and self._held(target, holder, target.attr)
            and self._held(ref, holder, ref.attr)
        ):
            return assign
        return None

    def _alias_refusal(self, cls: ast.ClassDef, wrap: ast.Assign, traced: Traced) -> str | None:
        """Why `self.other = jax.jit(self.m)` cannot become `self.other_jitted =
        jax.jit(self._m_pure)` with a method `other` of the class as a wrapper of it (passing
        `self.key`, storing the new key): `other` must be set nowhere else and be no name of the
        module's classes, and every other use of it a call outside traced code (where the
        wrapper's store of the key is eager)."""
        alias = wrap.targets[0].attr
        taken = {
            item.name
            for c in self.names.nodes
            if type(c) is ast.ClassDef
            for item in c.body
            if type(item) in DEFINITIONS
        }
        if alias in taken or alias in self._family_names(cls):
            return f"`{alias}` is also a name in the classes of the module"
        for node in self.names.nodes:
            if type(node) is not ast.Attribute or node.attr != alias or node is wrap.targets[0]:
                continue
            if type(node.ctx) is not ast.Load:
                return f"`{self.code(node)}` is set again (line {node.lineno})"
            call = self.parent(node)
            if type(call) is not ast.Call or call.func is not node:
                return f"`{self.code(node)}` is used as a value (line {node.lineno}), not called"
            inside = next(
                (f for f in self._enclosing(node) if type(f) not in _COMPREHENSIONS), None
            )
            if type(inside) is ast.Lambda or inside in traced.reached:
                return (
                    f"`{self.code(node)}` is called in traced code or a lambda (line "
                    f"{node.lineno}), where its wrapper would store a traced key"
                )
        return None

    def _fix_attribute_key(
        self,
        method: ast.AST,
        attribute: ast.Attribute,
        how: str,
        fix: _Pure,
        message: str,
        fixes: dict[ast.AST, object],
    ) -> None:
        """The sites of one method made pure: its definition (split into the pure method and the
        wrapper), every `self.key` in its code (the key parameter), its returns, its `jit`'s
        `static_argnums`, the statements jitting it in its class (which jit the pure one), and
        its calls of helpers made pure with it (`sub, key = self._next_key_pure(key)`)."""
        name, held, holder = method.name, ast.unparse(attribute), fix.holder
        pure, param = fix.name, fix.param
        callers = (
            f" (traced code here calls `{pure}` and passes its key)"
            if any(method in f.helpers.values() for f in fixes.values() if isinstance(f, _Pure))
            else ""
        )
        runners = sorted(
            {
                f"`{other.name}`"
                for other, f in fixes.items()
                if isinstance(f, _Pure)
                and any(method in p[3].values() for p in f.branched.values())
            }
        )
        if runners:
            callers += (
                f" ({', '.join(runners)}, made pure with it, {'gives' if len(runners) == 1 else 'give'}"
                f" the branch as `{holder}.{pure}` and {'passes its' if len(runners) == 1 else 'pass their'} key)"
            )
        if method in self._started:  # a jitted lambda of another module starts at it
            cls, shared = self._class_of(method), self.context.shared
            here = os.path.dirname(os.path.abspath(self.context.path))
            tracers = sorted(
                {
                    f"`{os.path.relpath(path, here).replace(os.sep, '/')}`"
                    for path, fact in shared.importers.get(cls.name, ())
                    if type(fact) is _TracedInstance and type(fact.start) is tuple
                }
            )
            one = len(tracers) == 1
            callers += (
                f" ({', '.join(tracers)}, which {'jits' if one else 'jit'} a lambda calling it "
                f"on an instance, {'calls' if one else 'call'} `{pure}` there and "
                f"{'passes' if one else 'pass'} the key)"
            )
        elif method in self._elsewhere and not any(method in r for r in self._started.values()):
            cls, shared = self._class_of(method), self.context.shared
            here = os.path.dirname(os.path.abspath(self.context.path))
            tracers = sorted(
                {
                    f"`{os.path.relpath(path, here).replace(os.sep, '/')}`"
                    for path, fact in shared.importers.get(cls.name, ())
                    if type(fact) is _TracedInstance
                }
            )
            one = len(tracers) == 1
            callers += (
                f" ({', '.join(tracers)}, which {'runs' if one else 'run'} it through a "
                f"module-level instance in traced code, {'calls' if one else 'call'} `{pure}` "
                f"there and {'passes its' if one else 'pass their'} key)"
            )
        through = sorted(self._instance_callers.get(method, ()), key=lambda f: f.lineno)
        on_class = self._classmethod(method)  # its callers run it through the class's name
        if through:
            via = (
                f"calls it as `{self._class_of(method).name}.{name}`"
                if on_class
                else "runs it through a module-level instance"
            )
            callers += (
                f" ({', '.join(f'`{_target_name(f)}`' for f in through)}, which "
                f"{via if len(through) == 1 else via.replace('s ', ' ', 1)}, "
                f"{'calls' if len(through) == 1 else 'call'} `{pure}` and "
                f"{'passes its' if len(through) == 1 else 'pass their'} key)"
            )
        for lam in sorted(self._holder_starts, key=lambda lam: lam.lineno):
            if self._holder_method(lam) is method:  # `step = jax.jit(lambda x: net.apply(x))`
                _, function, statement, instance, state = self._holder_starts[lam]
                jits = (
                    f"a lambda running it through `{instance}`"
                    if type(lam) is ast.Lambda
                    else f"`{self.code(lam)}`"  # `jax.jit(agent.act)`
                )
                callers += (
                    f" (`{statement.targets[0].id}` in `{function.name}`, which jits {jits}, "
                    f"calls `{pure}` and keeps `{state}`)"
                )
        splits = f"splits the PRNG key held in `{held}` and stores the new key back"
        if not self._rebound_attributes(method) and fix.helpers:
            splits = f"calls `{self.code(next(iter(fix.helpers)).func)}`, which {splits}"
        elif not self._rebound_attributes(method):
            call, (*_, made) = next(iter(fix.branched.items()))
            splits = (
                f"gives `{self.code(call.func)}` the branch `{self.code(next(iter(made)))}`, "
                f"which updates the PRNG key held in `{held}`"
            )
        effect = (
            f"{how}, so it returns the same random numbers on every call and leaves a tracer in "
            f"`{held}`"
            if how  # else it runs a `lax.cond` of a branch made pure, untraced itself
            else f"the `{self.code(call.func)}` traces its branches, so the branch's wrapper "
            f"would leave a tracer in `{held}`"
        )
        help = (
            f"It {splits}; {effect} (`UnexpectedTracerError` on its next use). The fix makes "
            f"{'the traced part ' if how else ''}`{pure}`, which takes the key as `{param}` after "
            f"`{holder}`{'' if how else ', passes it to the branch'} and returns `(result, "
            f"{param})`; `{name}` keeps its signature as a thin wrapper that passes `{pure}` "
            f"`{held}` and stores the new key back, so its callers do not change and the key "
            f"stays on the {'class' if on_class else 'object'}{callers}."
        )
        for alias, jitted in fix.jitted.items():
            help += (
                f" `{holder}.{alias} = jax.jit({holder}.{name})` becomes `{holder}.{jitted} = "
                f"jax.jit({holder}.{pure})`, and `{alias}` a method wrapping `{jitted}` the same "
                f"way: `{holder}.{alias}(...)` still runs compiled, `{holder}.{name}(...)` eagerly."
            )
        edit = self._method_edit(method, holder, fix.attr, pure, fix.result, param, fix.jitted)
        self.sites.append(replace(self._name_site(method, message, help, Tier.SAFE), edit=edit))
        edits: list[tuple[ast.AST, object]] = []
        for n in _own(method, self.names.children):
            if type(n) is ast.Attribute and self._held(n, holder, fix.attr):
                edits.append((n, _as_name(param)))
            elif type(n) is ast.Return and n not in fix.hoists and n.value not in fix.branched:
                edits.append((n, self._return_edit(param)))
        for decorator in method.decorator_list:
            if type(decorator) is ast.Call:
                edits.append((decorator, _shift_edit(1)))
        for wrap in fix.wraps:
            edits += [
                (wrap.targets[0], _renamed(fix.jitted.get(wrap.targets[0].attr, pure))),
                (wrap.value.args[0], _renamed(pure)),
                (wrap.value, _shift_edit(0)),
            ]
        out: dict[ast.Call, cst.Call] = {}  # a moved call -> its rewritten form
        moved = {call for calls in fix.hoists.values() for call in calls}
        for call, helper in fix.helpers.items():
            passing = _passing(fixes[helper].name, param, call.func in self._held_calls)
            if call in moved:
                edits.append((call, _recording(passing, out, call)))
            else:
                edits += [
                    (call, passing),
                    (self.parent(call), self._keeping(self.parent(call), param)),
                ]
        for call, (form, kinds, names, made) in fix.branched.items():
            self._branched[call] = (form, kinds, names)
            self._calls[call] = param
            branching = self._branching_call(call)
            statement = self.parent(call)
            if call in moved:
                edits.append((call, _recording(branching, out, call)))
            elif type(statement) is ast.Return:  # `return lax.cond(...)`: the pair as it is
                edits.append((call, branching))
            else:
                edits += [(call, branching), (statement, self._keeping(statement, param))]
            if form == "switch" and type(call.args[1]) is ast.Name:  # `branches = [...]`
                edits.append(
                    (self.parent(self._listed(call.args[1])), self._branch_list_edit(call))
                )
            for ref, branch in made.items():  # `self._draw` -> `self._draw_pure`
                edits.append((ref, _renamed(fixes[branch].name)))
        for statement, calls in fix.hoists.items():
            used: set[str] = set()
            for call in calls:
                self._hoisted[call] = (self._temporary(call, used), param)
            edits.append((statement, self._hoisting(statement, calls, out, param)))
        self.sites += [Site(node, None, Tier.SAFE, edit) for node, edit in edits]

    def _branching_call(self, call: ast.Call):
        """An edit of a `lax.cond` or `lax.switch` of a method made pure (`_branch_plan`), as a
        global key's (`_branching_edit`)."""

        def edit(updated: cst.Call, imports: ImportPlan) -> cst.Call:
            return self._branching_edit(call, updated, imports)

        return edit

    def _hoisting(self, statement: ast.stmt, calls: list[ast.Call], out: dict, key: str):
        """An edit of a statement of a method made pure whose helper calls move before it,
        `_next_key_result, key = self._next_key_pure(key)` (a `return` also returns the key)."""

        def edit(updated, imports: ImportPlan) -> Split:
            split = self._with_hoists(calls, updated, out, imports)
            if type(statement) is ast.Return:
                split = replace(split, kept=self._return_edit(key)(split.kept, imports))
            return split

        return edit

    def _keeping(self, statement: ast.stmt, key: str):
        """An edit of `sub = self.m(...)` or `self.m(...)` whose call now returns the new key too:
        `sub, key = ...`, `_, key = ...`."""
        free = type(statement) is ast.Assign or "_" not in self.names.identifiers
        spare = "_" if free else self._free("unused")

        def edit(updated, imports: ImportPlan):
            if isinstance(updated, cst.Assign):
                target = updated.targets[0]
                return updated.with_changes(
                    targets=[target.with_changes(target=self._pair(target.target, key, imports))]
                )
            pair = self._pair(cst.Name(spare), key, imports)
            return cst.Assign([cst.AssignTarget(pair)], updated.value, semicolon=updated.semicolon)

        return edit

    def _return_edit(self, key: str):
        def edit(updated: cst.Return, imports: ImportPlan) -> cst.Return:
            return updated.with_changes(
                value=self._pair(updated.value or cst.Name("None"), key, imports),
                whitespace_after_return=cst.SimpleWhitespace(" "),
            )

        return edit

    def _method_edit(
        self,
        method: ast.AST,
        holder: str,
        attr: str,
        pure: str,
        result: str,
        param: str,
        jitted: dict[str, str],
    ):
        """The method as the pure one, the key its parameter after `holder` and the new key
        returned with the result, then the wrapper under its name and signature: `result,
        self.key = self._m_pure(self.key, ...)`, `return result`."""
        falls_off = not self._terminates(method.body)
        on_class = self._classmethod(method)  # the wrapper a classmethod too

        def edit(updated: cst.FunctionDef, imports: ImportPlan) -> Split:
            params = updated.params
            key = cst.Param(cst.Name(param))
            field_name = "posonly_params" if params.posonly_params else "params"
            first, *rest = getattr(params, field_name)
            body = list(updated.body.body)
            if falls_off:
                body.append(
                    cst.SimpleStatementLine(
                        [cst.Return(self._pair(cst.Name("None"), param, imports))]
                    )
                )
            made_pure = updated.with_changes(
                name=cst.Name(pure),
                params=params.with_changes(**{field_name: [first, key, *rest]}),
                body=updated.body.with_changes(body=body),
                returns=None,
            )
            blank = [line for line in updated.leading_lines if line.comment is None]

            def wrapper(name: cst.Name, callee: str, docstring: bool) -> cst.FunctionDef:
                state = cst.parse_expression(f"{holder}.{attr}")
                forwarded = [cst.Arg(state), *_forwarded(params, skip=1)]
                call = cst.Call(cst.Attribute(cst.Name(holder), cst.Name(callee)), forwarded)
                target = cst.Tuple(
                    [cst.Element(cst.Name(result)), cst.Element(state.deep_clone())],
                    lpar=[],
                    rpar=[],
                )
                lines = [
                    cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(target)], call)]),
                    cst.SimpleStatementLine([cst.Return(cst.Name(result))]),
                ]
                statements = updated.body.body
                if docstring and statements and _is_docstring(statements[0]):
                    lines.insert(0, statements[0].with_changes(leading_lines=[]))
                return cst.FunctionDef(
                    name,
                    params.deep_clone(),
                    cst.IndentedBlock(lines),
                    decorators=[d.deep_clone() for d in updated.decorators] if on_class else (),
                    returns=updated.returns,
                    leading_lines=blank or [cst.EmptyLine(indent=False)],
                )

            wrappers = [wrapper(updated.name, pure, True)]
            wrappers += [wrapper(cst.Name(alias), name, False) for alias, name in jitted.items()]
            return Split(made_pure, wrappers)

        return edit

    def _attribute_help(self, method, assign, attribute, how: str, reason: str) -> str:
        held = self.code(attribute)
        name = attribute.attr if type(attribute) is ast.Attribute else "key"
        args = method.args
        params = [*args.posonlyargs, *args.args]
        defaults = [None] * (len(params) - len(args.defaults)) + list(args.defaults)
        first = params[0].arg if params else "self"
        text = self.context.text
        rest = [
            text.text[text.span(p)[0] : text.span(d if d is not None else p)[1]].strip()
            for p, d in zip(params[1:], defaults[1:])
        ]
        line = " ".join(self.code(assign).split()).replace(held, name)
        return (
            f"It splits the PRNG key held in `{held}` and stores the new key "
            f"back; {how}, so it returns the same random numbers on every call and leaves a "
            f"tracer in `{held}` (`UnexpectedTracerError` on its next use). Pass the key in and return the new "
            f"one: `def {method.name}({', '.join([first, name, *rest])}):` ... `{line}` ... `return "
            f"result, {name}`, and keep the key outside the transformed function, called as `result, {name} = "
            f"obj.{method.name}({name}, ...)` (to keep the class's interface, keep `{method.name}` as a "
            f"wrapper storing the new key in `{held}`). Not rewritten: {reason}."
        )

    # -- the rewrite -----------------------------------------------------------------------------

    def _edits(self) -> None:
        """One edit per node the committed groups change, made with the plan's findings; the fixes
        reported carry the edit of the node they are about."""
        nodes = {
            **dict.fromkeys(self._renames),
            **dict.fromkeys(self._unjitted),
            **dict.fromkeys(self._pure_imports),
            **dict.fromkeys(self._shift),
            **dict.fromkeys(self._grads),
            **dict.fromkeys(self._vmaps),
            **dict.fromkeys(self._calls),
            **dict.fromkeys(self._returns),
            **dict.fromkeys(self._carry_returns),
            **dict.fromkeys(self._direct),
            **dict.fromkeys(self._carry_targets),
            **dict.fromkeys(self._aux_returns),
            **dict.fromkeys(self._aux_targets),
            **dict.fromkeys(self._firsts),
            **dict.fromkeys(self._cond_wraps),
            **dict.fromkeys(self._undeclare),
            **dict.fromkeys(self._params),
            **dict.fromkeys(self._declare),
            **dict.fromkeys(self._loops),
            **dict.fromkeys(self._tree_loops),
            **dict.fromkeys(self._tree_maps),
            **dict.fromkeys(self._hoists),
            **dict.fromkeys(self._jit_wrappers),
            **dict.fromkeys(self._twins),
            **dict.fromkeys(self._keyworded_calls),
            **dict.fromkeys(self._defed_partials),
            **dict.fromkeys(self._lifts),
            **dict.fromkeys(self._branch_lists),
        }
        out: dict[
            ast.Call, cst.Call
        ] = {}  # a moved call -> its rewritten form, made before its statement's
        edits = {node: self._edit(node, out) for node in nodes}
        self.sites = [
            replace(site, edit=edits.get(site.node, _unchanged)) if site.tier is Tier.SAFE else site
            for site in self.sites
        ]
        self.sites += [Site(node, None, Tier.SAFE, edit) for node, edit in edits.items()]

    def _edit(self, node: ast.AST, out: dict):
        def edit(updated: cst.CSTNode, imports: ImportPlan):
            if node in self._lifted:
                return self._lift(node, updated, out, imports)
            changed = change(updated, imports)
            if node not in self._lifts or node in self._loops:  # `_as_loop` places them
                return changed
            defs = [self._lifted_defs[lam] for lam in self._lifts[node]]  # made: inside `node`
            for made in defs:  # the uses of the lambdas, which left with them, are back here
                imports.restored(made)
            if self._after_code(node) and not self._after_def(node):  # a blank line before a
                blank = [cst.EmptyLine(indent=False)] * (2 if node in self.tree.body else 1)
                defs[0] = defs[0].with_changes(leading_lines=blank)  # nested `def`, two at the top
            if isinstance(changed, Split):
                return replace(changed, before=[*defs, *changed.before])
            return Split(changed, [], defs)

        def change(updated: cst.CSTNode, imports: ImportPlan):
            if node in self._cond_wraps:  # `cond` -> `lambda val_and_key: cond(val_and_key[0])`
                wrap = cst.parse_expression(f"lambda val_and_key: {node.id}(val_and_key[0])")
                return wrap.with_changes(lpar=updated.lpar, rpar=updated.rpar)
            if node in self._firsts:  # a `while_loop` cond's value, now `(value, key)`
                index = cst.SubscriptElement(cst.Index(cst.Integer("0")))
                return cst.Subscript(
                    updated.with_changes(lpar=[], rpar=[]),
                    [index],
                    lpar=updated.lpar,
                    rpar=updated.rpar,
                )
            if node in self._jit_wrappers:
                return self._with_jit_wrapper(node, updated, imports)
            if node in self._defed_names:  # `jax.jit(partial(f, 0.5))`: a `def` before it
                name = self._defed_names[node]
                defined = _defed_twin(
                    name,
                    self._defed_partials[node],
                    updated.args[0].value,
                    updated,
                    *self._defed(node),
                )
                self._lifted_defs[node] = defined.with_changes(
                    body=defined.body.with_changes(footer=[cst.EmptyLine(indent=False)] * 2)
                )
                return cst.Name(name, lpar=updated.lpar, rpar=updated.rpar)
            if node in self._defed_partials:  # `def _half_pure(key, x): return _f_pure(...)`
                twin, pure = self._twins.get(node, (node.targets[0].id, None))
                callee = cst.Name(pure) if pure else updated.value.args[0].value
                defined = _defed_twin(
                    twin,
                    self._defed_partials[node],
                    callee,
                    updated.value,
                    *self._defed(node.value),
                )
                footer = [cst.EmptyLine(indent=False)] * self._space_after(node)
                defined = defined.with_changes(
                    body=defined.body.with_changes(footer=footer),
                    leading_lines=[cst.EmptyLine()] * 2 if node in self._twins else [],
                )
                return Split(updated if node in self._twins else None, [defined])
            if node in self._twins:  # `half = partial(f)`, then `_half_pure = partial(_f_pure)`
                twin, pure = self._twins[node]
                value = updated.value.with_changes(
                    args=[updated.value.args[0].with_changes(value=cst.Name(pure))]
                    + list(updated.value.args[1:])
                )
                if len(node.value.args) > 1:  # `partial(f, 0.5)`: `partial(_f_pure, rate=0.5)`
                    value = _keyword_arguments(value, self._keyworded(node.value))
                return Split(
                    updated,
                    [updated.with_changes(targets=[cst.AssignTarget(cst.Name(twin))], value=value)],
                )
            if node in self._keyworded_calls:  # `partial(_f_pure, 0.5)`: `rate=0.5`
                return _keyword_arguments(updated, self._keyworded_calls[node])
            if node in self._unjitted:  # `return jax.jit(f)` -> `return f`
                return updated.args[0].value.with_changes(lpar=updated.lpar, rpar=updated.rpar)
            if node in self._renames:
                if type(node) is ast.Attribute:
                    return updated.with_changes(attr=cst.Name(self._renames[node]))
                if "." in self._renames[node]:  # an instance's method: `drop._call_pure`
                    held, _, attr = self._renames[node].partition(".")
                    return cst.Attribute(
                        updated.with_changes(value=held, lpar=[], rpar=[]),
                        cst.Name(attr),
                        lpar=updated.lpar,
                        rpar=updated.rpar,
                    )
                return updated.with_changes(value=self._renames[node])
            if node in self._pure_imports:
                spelled = imports.symbol(*self._pure_imports[node])
                if "." in spelled or type(node) is ast.Attribute:
                    return cst.parse_expression(spelled)
                return updated.with_changes(value=spelled)
            if node in self._grads:
                return _aux_key(updated)
            if node in self._vmaps:
                return _unmapped_key(updated, self._vmaps[node])
            if node in self._shift:
                updated = _shift_edit(self._shift[node])(updated, imports)
            if node in self._carried:  # `lax.scan(body, (init, key), ...)`
                args = list(updated.args)
                at = self._carried[node]
                args[at] = args[at].with_changes(
                    value=self._packed(args[at].value, self._calls[node], imports)
                )
                updated = updated.with_changes(args=args)
                if node in self._hoisted:
                    out[node] = updated
                return updated
            if node in self._branch_lists:  # `branches = [f, lambda key, v: (v, key)]`
                return self._branch_list_edit(self._branch_lists[node])(updated, imports)
            if node in self._branched:  # `lax.cond(pred, f, g, key, x)`
                updated = self._branching_edit(node, updated, imports)
                if node in self._hoisted:
                    out[node] = updated
                return updated
            if node in self._calls:
                updated = updated.with_changes(
                    args=[
                        *(cst.Arg(self._key(k, imports)) for k in _keys(self._calls[node])),
                        *updated.args,
                    ]
                )
                if node in self._hoisted:
                    out[node] = updated
                return updated
            updated = self._returning(node, updated, imports)
            if node in self._carry_targets:  # `(carry, key), ys = lax.scan(...)`
                target = updated.targets[0]
                first, second = target.target.elements
                value = self._packed(first.value, self._carry_targets[node], imports)
                pair = target.target.with_changes(
                    elements=[first.with_changes(value=value), second]
                )
                updated = updated.with_changes(targets=[target.with_changes(target=pair)])
            if node in self._aux_targets:  # `(v, (aux, key)), g = ...`, `g, (aux, key) = ...`
                key, both = self._aux_targets[node]
                target = updated.targets[0]
                pair = target.target
                holder = pair.elements[0].value if both else pair
                first, second = holder.elements
                packed = self._packed(second.value, key, imports)
                holder = holder.with_changes(elements=[first, second.with_changes(value=packed)])
                if both:
                    outer = pair.elements[0].with_changes(value=holder)
                    holder = pair.with_changes(elements=[outer, pair.elements[1]])
                updated = updated.with_changes(targets=[target.with_changes(target=holder)])
            if node in self._direct:
                key, name = self._direct[node]
                if type(node) is ast.Assign:
                    target = updated.targets[0]
                    updated = updated.with_changes(
                        targets=[
                            target.with_changes(target=self._pair(target.target, key, imports))
                        ]
                    )
                else:
                    updated = cst.Assign(
                        [cst.AssignTarget(self._pair(cst.Name(name), key, imports))],
                        updated.value,
                        semicolon=updated.semicolon,
                    )
            if node in self._undeclare:
                kept = [n for n in updated.names if n.name.value not in self._undeclare[node]]
                if not kept:
                    return REMOVE
                kept[-1] = kept[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
                updated = updated.with_changes(names=kept)
            if node in self._params or node in self._declare:
                original = updated
                updated = self._function(node, updated, imports)
                if node in self._wrappers:
                    return self._with_wrapper(node, original, updated, imports)
                if node in self._readers:
                    return self._with_reader_wrapper(node, original, updated)
            if node in self._tree_maps:  # for `_as_tree_loop`
                out[node] = updated
                return updated
            if node in self._tree_loops:
                return self._as_tree_loop(*self._tree_loops[node], node, updated, out, imports)
            if node in self._loops:
                defs = [self._lifted_defs[lam] for lam in self._lifts.get(node, ())]
                for made in defs:  # the uses of the lambdas, which left with them
                    imports.restored(made)
                return self._as_loop(*self._loops[node], node, updated, out, imports, defs)
            if node in self._hoists:
                return self._with_hoists(self._hoists[node], updated, out, imports)
            return updated

        return edit

    def _branch_list_edit(self, call: ast.Call):
        """An edit of the statement binding the list of branches `call`, a `lax.switch`, is given
        by name (`_listed`): each branch taking the key first and returning it beside its result
        (`branches = [f, lambda key, v: (v, key)]`)."""

        def edit(updated: cst.Assign, imports: ImportPlan) -> cst.Assign:
            listed = updated.value
            made = self._branch_values(call, [e.value for e in listed.elements], imports)
            elements = [e.with_changes(value=v) for e, v in zip(listed.elements, made)]
            return updated.with_changes(value=listed.with_changes(elements=elements))

        return edit

    def _branching_edit(self, node: ast.Call, updated: cst.Call, imports: ImportPlan) -> cst.Call:
        """A `lax.cond` or `lax.switch` planned by `_branch_refusal`: each branch taking the key
        first and returning it beside its result, the key given as the first operand."""
        form = self._branched[node][0]
        key = self._calls[node]
        args = list(updated.args)
        listed = args[1].value if form == "switch" else None
        if isinstance(listed, cst.Name):  # its list is edited where it is bound
            made, listed = [], None
        else:
            made = self._branch_values(
                node,
                [e.value for e in listed.elements]
                if listed is not None
                else [args[2].value, args[4].value]
                if form == "cond5"
                else [args[1].value, args[2].value],
                imports,
            )
        if node.keywords:  # `operand=x` given by position after the key: `..., key, x)`
            args[-1] = args[-1].with_changes(keyword=None, equal=cst.MaybeSentinel.DEFAULT)
        if form == "switch" and listed is None:  # `lax.switch(i, branches, key, x)`
            args.insert(2, cst.Arg(self._key(key, imports)))
        elif listed is not None:
            elements = [e.with_changes(value=v) for e, v in zip(listed.elements, made)]
            args[1] = args[1].with_changes(value=listed.with_changes(elements=elements))
            args.insert(2, cst.Arg(self._key(key, imports)))
        elif form == "cond":
            args[1] = args[1].with_changes(value=made[0])
            args[2] = args[2].with_changes(value=made[1])
            args.insert(3, cst.Arg(self._key(key, imports)))
        else:  # `lax.cond(pred, true_fun, false_fun, key, true_operand, false_operand)`
            values = [args[0].value, *made, self._key(key, imports), args[1].value, args[3].value]
            args = [
                *(a.with_changes(value=v) for a, v in zip(args[:4], values)),
                args[4].with_changes(value=values[4], comma=args[3].comma),
                cst.Arg(values[5], comma=args[4].comma),
            ]
        return updated.with_changes(args=args)

    def _branch_values(
        self, node: ast.Call, branches: list[cst.BaseExpression], imports: ImportPlan
    ) -> list[cst.BaseExpression]:
        """The branches of the `lax.cond` or `lax.switch` `node` (`_branch_refusal`), each taking
        the key first and returning it beside its result."""
        form, kinds, names = self._branched[node]
        key = self._calls[node]
        param = cst.Param(cst.Name(key))
        made = []
        for at, (kind, branch) in enumerate(zip(kinds, branches)):
            if kind == "lambda":
                params = branch.params
                if form == "cond5":  # its own parameter in place of its operand's
                    own = [cst.Param(cst.Name(n)) for n in names]
                    own[at] = params.params[0].with_changes(comma=cst.MaybeSentinel.DEFAULT)
                    params = cst.Parameters(params=[param, *own])
                else:
                    params = params.with_changes(params=[param, *params.params])
                made.append(
                    branch.with_changes(params=params, body=self._packed(branch.body, key, imports))
                )
                continue
            if form == "cond5":
                params = cst.Parameters(params=[param, *(cst.Param(cst.Name(n)) for n in names)])
                operands = [cst.Arg(cst.Name(names[at]))]
            elif kind == "threaded":
                made.append(branch)
                continue
            else:  # `lambda key, *operands: (g(*operands), key)`
                params = cst.Parameters(params=[param], star_arg=cst.Param(cst.Name(names[0])))
                operands = [cst.Arg(cst.Name(names[0]), star="*")]
            if kind == "threaded":  # `lambda key, t, f: f(key, t)`
                body = cst.Call(branch, [cst.Arg(cst.Name(key)), *operands])
            else:
                body = self._packed(cst.Call(branch, operands), key, imports)
            made.append(cst.Lambda(params, body))
        return made

    def _returning(self, node: ast.AST, updated: cst.CSTNode, imports: ImportPlan):
        """A `return` of a threaded function with its value paired with the key (`return value,
        key`; a `scan` body's `return (new_carry, key), y`)."""
        if node in self._returns:
            updated = updated.with_changes(
                value=self._pair(updated.value or cst.Name("None"), self._returns[node], imports),
                whitespace_after_return=cst.SimpleWhitespace(" "),
            )
        if node in self._carry_returns:  # `return (new_carry, key), y`
            first, second = updated.value.elements
            value = self._packed(first.value, self._carry_returns[node], imports)
            updated = updated.with_changes(
                value=updated.value.with_changes(elements=[first.with_changes(value=value), second])
            )
        if node in self._aux_returns:  # `return value, (aux, key)`
            first, second = updated.value.elements
            value = self._packed(second.value, self._aux_returns[node], imports)
            updated = updated.with_changes(
                value=updated.value.with_changes(elements=[first, second.with_changes(value=value)])
            )
        return updated

    def _after_code(self, statement: ast.stmt) -> bool:
        """Whether the line right above `statement` is code (not blank, nor a comment), other
        than the header of its block."""
        text = self.context.text
        parent = self.parent(statement)
        if statement.lineno < 2 or any(
            getattr(parent, name, None)[:1] == [statement]
            for name in ("body", "orelse", "finalbody")
            if isinstance(getattr(parent, name, None), list)
        ):
            return False
        start, end = text.starts[statement.lineno - 2], text.starts[statement.lineno - 1]
        above = text.text[start:end].strip()
        return bool(above) and not above.startswith("#")

    def _after_def(self, statement: ast.stmt) -> bool:
        """Whether the module-level statement before `statement` becomes code ending with a `def`
        that puts blank lines after it (`_space_after`)."""
        body = self.tree.body
        return statement in body[1:] and bool(self._after.get(body[body.index(statement) - 1]))

    def _lift(self, node: ast.Lambda, updated: cst.Lambda, out: dict, imports: ImportPlan):
        """A lambda loop body as the name of a local `def` of its parameters returning its value,
        threaded as a `def` body is (the calls moved out of the value before the `return`, the
        key carried: `_carrying`); the `def` goes before the lambda's statement (`_lifts`)."""
        name, body = self._lifted[node][0], updated.body
        several = node.body.lineno != node.body.end_lineno
        if isinstance(body, cst.Tuple) and not several:  # `return c, y`
            body = body.with_changes(lpar=[], rpar=[])
        unpacked = self._unpacked.get(node)
        if unpacked is not None:  # `c_2, y = value`, as `scan` unpacks it
            target = cst.Tuple([cst.Element(cst.Name(n)) for n in unpacked], lpar=[], rpar=[])
            value = cst.Assign([cst.AssignTarget(target)], body)
        else:
            value = self._returning(node, cst.Return(body), imports)
        lines: list = [value]
        if node in self._hoists:
            split = self._with_hoists(self._hoists[node], value, out, imports)
            lines = [*split.before, split.kept]
        if several:  # its lines keep their columns, now one level deeper than the statement's
            value = lines[-1].value
            if not value.lpar:  # they went on inside the loop call's parentheses
                value = value.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
                lines[-1] = lines[-1].with_changes(value=value)
            function = next(f for f in self._enclosing(node) if type(f) in DEFINITIONS)
            text = self.context.text
            first = function.body[0]
            start = text.starts[first.lineno - 1]
            unit = text.text[start : start + first.col_offset][function.col_offset :]
            lines = [line.visit(_Dedent(unit)) for line in lines]
        if unpacked is not None:  # `return (c_2, key), y`
            carry = self._packed(cst.Name(unpacked[0]), self._params[node], imports)
            pair = [cst.Element(carry), cst.Element(cst.Name(unpacked[1]))]
            lines.append(cst.Return(cst.Tuple(pair, lpar=[], rpar=[])))
        top = self.parent(self._lifted[node][1]) is self.tree  # two blank lines after it
        block = cst.IndentedBlock(
            [cst.SimpleStatementLine([line]) for line in lines],
            footer=[cst.EmptyLine(indent=False)] * (2 if top else 1),
        )
        params = updated.params
        function = cst.FunctionDef(cst.Name(name), params, block)
        if node in self._bodies:
            function = self._carrying(node, function, self._params[node], imports)
        else:  # a branch of `lax.cond` or `lax.switch`: the key first, as any function made pure
            key = cst.Param(cst.Name(self._params[node]))
            function = function.with_changes(
                params=params.with_changes(params=[key, *params.params])
            )
        self._lifted_defs[node] = function
        return cst.Name(name, lpar=updated.lpar, rpar=updated.rpar)

    def _pair(
        self, value: cst.BaseExpression, key: str | tuple[str, ...], imports: ImportPlan
    ) -> cst.Tuple:
        """`value, key` (a tuple value in parentheses; `value, key_a, key_b` for several keys)."""
        if isinstance(value, cst.Tuple) and not value.lpar:
            value = value.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
        return cst.Tuple(
            [cst.Element(value), *(cst.Element(self._key(k, imports)) for k in _keys(key))],
            lpar=[],
            rpar=[],
        )

    def _packed(self, value: cst.BaseExpression, key: str, imports: ImportPlan) -> cst.Tuple:
        """`(value, key)`, in parentheses."""
        if isinstance(value, cst.NamedExpr) and not value.lpar:
            value = value.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
        pair = self._pair(value, key, imports)
        return pair.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])

    def _key(self, key: str, imports: ImportPlan) -> cst.BaseExpression:
        """The key as an expression: a name, or another module's variable (`rng.key`), imported
        if it must be."""
        if key in self._importing:
            imports.module(self._importing[key], package=self._package())
        return cst.parse_expression(key) if "." in key else cst.Name(key)

    def _function(
        self, node: ast.AST, updated: cst.FunctionDef, imports: ImportPlan
    ) -> cst.FunctionDef:
        key = self._params.get(node)
        if type(node) is ast.Lambda:  # `lambda key, v: f(key, v)` (`_keyed_lambda`)
            params = updated.params
            field_name = "posonly_params" if params.posonly_params else "params"
            listed = [cst.Param(cst.Name(key)), *getattr(params, field_name)]
            return updated.with_changes(params=params.with_changes(**{field_name: listed}))
        if key is not None and node in self._bodies:
            return self._carrying(node, updated, key, imports)
        if node in self._readers:  # only reads the key: it comes in, nothing more goes out
            params = updated.params
            field_name = "posonly_params" if params.posonly_params else "params"
            listed = [cst.Param(cst.Name(key)), *getattr(params, field_name)]
            return updated.with_changes(params=params.with_changes(**{field_name: listed}))
        if key is not None:
            params = updated.params
            at = 1 if node in self._wrappers and self._wrappers[node][4] is not None else 0
            field_name = "posonly_params" if params.posonly_params else "params"
            listed = list(getattr(params, field_name))
            listed[at:at] = [cst.Param(cst.Name(k)) for k in _keys(key)]
            params = params.with_changes(**{field_name: listed})
            body = list(updated.body.body)
            if not self._terminates(node.body):
                body.append(
                    cst.SimpleStatementLine(
                        [cst.Return(self._pair(cst.Name("None"), key, imports))]
                    )
                )
            updated = updated.with_changes(
                params=params, body=updated.body.with_changes(body=body), returns=None
            )  # it returns `(result, key)` now: its annotation was of the result
        declarations = sorted(  # keys threaded together in their order (`_merge`)
            self._declare.get(node, ()), key=lambda d: self._ranks.get(d[1], 0)
        )
        if declarations:
            body = list(updated.body.body)
            at = 1 if body and _is_docstring(body[0]) else 0
            lines = [
                cst.SimpleStatementLine(
                    [
                        (cst.Global if kind == "global" else cst.Nonlocal)(
                            [cst.NameItem(cst.Name(k))]
                        )
                    ]
                )
                for kind, k in declarations
            ]
            if at == 0:
                lines[0] = lines[0].with_changes(leading_lines=body[0].leading_lines)
                body[0] = body[0].with_changes(leading_lines=[])
            if (
                at < len(body)
                and isinstance(body[at], (cst.FunctionDef, cst.ClassDef))
                and not body[at].leading_lines
            ):  # `global key`, a blank line, then a nested `def`
                body[at] = body[at].with_changes(leading_lines=[cst.EmptyLine(indent=False)])
            updated = updated.with_changes(
                body=updated.body.with_changes(body=[*body[:at], *lines, *body[at:]])
            )
        return updated

    def _carrying(
        self, node: ast.AST, updated: cst.FunctionDef, key: str, imports: ImportPlan
    ) -> cst.FunctionDef:
        """A loop body carrying the key: its carry parameter renamed to the packed one, unpacked
        first (after the docstring); the fori_loop body's results paired with the key (`return
        new_val, key`, also where it returned nothing), a scan body's by `_carry_returns`."""
        index, packed, _, loop = self._bodies[node]
        params = updated.params
        field_name = "posonly_params" if index < len(params.posonly_params) else "params"
        listed = list(getattr(params, field_name))
        at = index if field_name == "posonly_params" else index - len(params.posonly_params)
        carry = listed[at].name
        listed[at] = listed[at].with_changes(name=cst.Name(packed), annotation=None)
        body = list(updated.body.body)
        if loop != "scan" and type(node) is not ast.Lambda and not self._terminates(node.body):
            body.append(
                cst.SimpleStatementLine([cst.Return(self._pair(cst.Name("None"), key, imports))])
            )
        target = cst.Tuple([cst.Element(carry), cst.Element(cst.Name(key))], lpar=[], rpar=[])
        unpack = cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(target)], cst.Name(packed))])
        at = 1 if body and _is_docstring(body[0]) else 0
        if at == 0 and body:
            unpack = unpack.with_changes(leading_lines=body[0].leading_lines)
            body[0] = body[0].with_changes(leading_lines=[])
        return updated.with_changes(
            params=params.with_changes(**{field_name: listed}),
            body=updated.body.with_changes(body=[*body[:at], unpack, *body[at:]]),
        )

    def _loop_wrapper(self, node: ast.AST, original: cst.FunctionDef, imports) -> list:
        """The body of the wrapper kept for a public loop body: `(body_carry, key), body_result =
        _body_pure((carry, key), x)` then `return body_carry, body_result` (scan), or
        `body_result, key = _body_pure(i, (val, key))` then `return body_result` (fori_loop)."""
        name, result, key, _, _ = self._wrappers[node]
        index, _, carry, _ = self._bodies[node]
        params = original.params
        args = [cst.Arg(p.name) for p in [*params.posonly_params, *params.params]]
        args[index] = cst.Arg(self._packed(args[index].value, key, imports))
        call = cst.Call(cst.Name(name), args)
        if carry is None:
            target = self._pair(cst.Name(result), key, imports)
            value: cst.BaseExpression = cst.Name(result)
        else:
            pair = self._packed(cst.Name(carry), key, imports)
            target = cst.Tuple([cst.Element(pair), cst.Element(cst.Name(result))], lpar=[], rpar=[])
            value = cst.Tuple(
                [cst.Element(cst.Name(carry)), cst.Element(cst.Name(result))], lpar=[], rpar=[]
            )
        return [
            cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(target)], call)]),
            cst.SimpleStatementLine([cst.Return(value)]),
        ]

    def _with_wrapper(
        self, node: ast.AST, original: cst.FunctionDef, pure: cst.FunctionDef, imports: ImportPlan
    ) -> Split:
        """The pure function under its new name, then the wrapper keeping the old name and
        signature: it declares the key (another module's, `rng.key`, needs no declaration), calls
        the pure one with it (a method `holder._m_pure`, its other parameters after the key),
        keeps the new key and returns the result."""
        name, result, key, declaration, holder = self._wrappers[node]
        params = original.params
        states = [self._key(k, imports) for k in _keys(key)]
        func: cst.BaseExpression = cst.Name(name)
        if holder is not None:
            func = cst.Attribute(cst.Name(holder), cst.Name(name))
        forwarded = [
            *(cst.Arg(state) for state in states),
            *_forwarded(params, skip=0 if holder is None else 1),
        ]
        target = cst.Tuple(
            [cst.Element(cst.Name(result)), *(cst.Element(s.deep_clone()) for s in states)],
            lpar=[],
            rpar=[],
        )
        body = [
            cst.SimpleStatementLine(
                [cst.Assign([cst.AssignTarget(target)], cst.Call(func, forwarded))]
            ),
            cst.SimpleStatementLine([cst.Return(cst.Name(result))]),
        ]
        if node in self._bodies:
            body = self._loop_wrapper(node, original, imports)
        if self._aux.get(node):  # `f_value, (f_aux, key) = _f_pure(key, ...)`
            value, aux = self._aux[node]
            target = cst.Tuple(
                [
                    cst.Element(cst.Name(value)),
                    cst.Element(self._packed(cst.Name(aux), key, imports)),
                ],
                lpar=[],
                rpar=[],
            )
            both = cst.Tuple(
                [cst.Element(cst.Name(value)), cst.Element(cst.Name(aux))], lpar=[], rpar=[]
            )
            body = [
                cst.SimpleStatementLine(
                    [cst.Assign([cst.AssignTarget(target)], cst.Call(func, forwarded))]
                ),
                cst.SimpleStatementLine([cst.Return(both)]),
            ]
        if declaration is not None:
            kind = cst.Global if declaration == "global" else cst.Nonlocal
            names = [cst.NameItem(cst.Name(k)) for k in _keys(key)]
            body.insert(0, cst.SimpleStatementLine([kind(names)]))
        statements = original.body.body
        if statements and _is_docstring(statements[0]):
            body.insert(0, statements[0].with_changes(leading_lines=[]))
        blank = [line for line in original.leading_lines if line.comment is None]
        if not blank and (holder is not None or self._enclosing(node)):  # a method, a local def
            blank = [cst.EmptyLine(indent=False)]
        hoisted = dict(self._defaults.get(node, ()))
        values = [
            cst.SimpleStatementLine(
                [cst.Assign([cst.AssignTarget(cst.Name(hoisted[p.name.value]))], p.default)]
            )
            for p in (*params.posonly_params, *params.params, *params.kwonly_params)
            if p.name.value in hoisted
        ]
        wrapper = cst.FunctionDef(
            original.name,
            _defaults_named(params.deep_clone(), hoisted),
            cst.IndentedBlock(body),
            returns=original.returns,
            leading_lines=blank,
        )
        pure = pure.with_changes(name=cst.Name(name))
        if node in self._jitted_pure:  # the factory's `return jax.jit(f)`: `@jax.jit` here
            module, _, attr = _JIT.rpartition(".")
            jit = cst.parse_expression(imports.symbol(module, attr))
            pure = pure.with_changes(decorators=[cst.Decorator(jit), *pure.decorators])
        if values:  # `_f_x_default = ...`, then `_f_pure(key, x=_f_x_default)` and the wrapper
            pure = pure.with_changes(
                params=_defaults_named(pure.params, hoisted), leading_lines=blank
            )
            return Split(None, [pure, wrapper], values)
        return Split(pure, [wrapper])

    def _with_reader_wrapper(
        self, node: ast.AST, original: cst.FunctionDef, pure: cst.FunctionDef
    ) -> Split:
        """A function only reading the key (`_readers`): its pure form under the new name, then
        the wrapper keeping the old name and signature, returning the pure one's value on the key
        of the time."""
        name, key = self._readers[node]
        call = cst.Call(cst.Name(name), [cst.Arg(cst.Name(key)), *_forwarded(original.params)])
        body: list[cst.BaseStatement] = [
            cst.SimpleStatementLine([cst.Global([cst.NameItem(cst.Name(key))])]),
            cst.SimpleStatementLine([cst.Return(call)]),
        ]  # declared as the other wrappers do: module state it depends on (`omnifix verify`)
        statements = original.body.body
        if statements and _is_docstring(statements[0]):
            body.insert(0, statements[0].with_changes(leading_lines=[]))
        blank = [line for line in original.leading_lines if line.comment is None]
        wrapper = cst.FunctionDef(
            original.name,
            original.params.deep_clone(),
            cst.IndentedBlock(body),
            returns=original.returns,
            leading_lines=blank,
        )
        return Split(pure.with_changes(name=cst.Name(name)), [wrapper])

    def _with_jit_wrapper(
        self, node: ast.Assign, updated: cst.Assign, imports: ImportPlan
    ) -> Split:
        """`_g_pure = jax.jit(...)` (its names edited already), then `def g(...)` with the
        parameters of the function jitted (its defaults as its wrapper has them), declaring the
        key, calling `_g_pure` with it, keeping the new key and returning the result."""
        g, pure, result, function, key, declaration = self._jit_wrappers[node]
        if function is not None:
            params = cst.ensure_type(
                cst.parse_statement(self.code(function)), cst.FunctionDef
            ).params
            params = _defaults_named(params, dict(self._defaults.get(function, ())))
        if function is None or self._partial_bound(node.value.args[0]) is not None:
            params = cst.Parameters(
                star_arg=cst.Param(cst.Name("args")), star_kwarg=cst.Param(cst.Name("kwargs"))
            )
        state = self._key(key, imports)
        target = cst.Tuple(
            [cst.Element(cst.Name(result)), cst.Element(state.deep_clone())], lpar=[], rpar=[]
        )
        returned: cst.BaseExpression = cst.Name(result)
        if node in self._auxed:  # `g_result, (g_aux, key) = _g_pure(key, ...)`, `g_result, g_aux`
            aux = self._auxed[node]
            pair = cst.Tuple([cst.Element(cst.Name(aux)), cst.Element(state.deep_clone())])
            target = cst.Tuple([cst.Element(cst.Name(result)), cst.Element(pair)], lpar=[], rpar=[])
            returned = cst.Tuple(
                [cst.Element(cst.Name(result)), cst.Element(cst.Name(aux))], lpar=[], rpar=[]
            )
        if node in self._valued:  # `(g_value, key), g_grad = _g_pure(key, ...)`
            value, grad = self._valued[node]
            inside = (
                cst.Tuple([cst.Element(cst.Name(aux)), cst.Element(state.deep_clone())])
                if node in self._auxed  # `(g_value, (g_aux, key)), g_grad = ...`
                else state.deep_clone()
            )
            target = cst.Tuple(
                [
                    cst.Element(cst.Tuple([cst.Element(cst.Name(value)), cst.Element(inside)])),
                    cst.Element(cst.Name(grad)),
                ],
                lpar=[],
                rpar=[],
            )
            first = (
                cst.Tuple([cst.Element(cst.Name(value)), cst.Element(cst.Name(aux))])
                if node in self._auxed  # `(g_value, g_aux), g_grad`
                else cst.Name(value)
            )
            returned = cst.Tuple(
                [cst.Element(first), cst.Element(cst.Name(grad))], lpar=[], rpar=[]
            )
        call = cst.Call(cst.Name(pure), [cst.Arg(state), *_forwarded(params)])
        body = [
            cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(target)], call)]),
            cst.SimpleStatementLine([cst.Return(returned)]),
        ]
        if declaration is not None:  # another module's variable (`rng.key`) needs none
            kind = cst.Global if declaration == "global" else cst.Nonlocal
            body.insert(0, cst.SimpleStatementLine([kind([cst.NameItem(cst.Name(key))])]))
        footer = [cst.EmptyLine(indent=False)] * self._after.get(node, 0)
        wrapper = cst.FunctionDef(
            cst.Name(g),
            params,
            cst.IndentedBlock(body, footer=footer),
            leading_lines=[cst.EmptyLine()] * 2,
        )
        return Split(updated, [wrapper])

    def _space_after(self, assign: ast.Assign) -> int:
        """The blank lines a definition put after the module-level `assign` wants after it, to
        have two before the next statement (kept in `_after`)."""
        at = self.tree.body.index(assign) + 1
        if at < len(self.tree.body):
            following = self.tree.body[at]
            start = min(
                [following.lineno, *(d.lineno for d in getattr(following, "decorator_list", ()))]
            )
            between = self.context.text.text.splitlines()[assign.end_lineno : start - 1]
            if all(not line.strip() for line in between):
                self._after[assign] = max(0, 2 - len(between))
        return self._after.get(assign, 0)

    def _terminates(self, body: list[ast.stmt]) -> bool:
        """Whether the block never falls off its end (its last statement returns or raises)."""
        if not body or self._one_line(body):
            return False
        last = body[-1]
        if type(last) in (ast.Return, ast.Raise):
            return True
        if type(last) is ast.If:
            return (
                bool(last.orelse) and self._terminates(last.body) and self._terminates(last.orelse)
            )
        return False

    def _with_hoists(self, calls: list[ast.Call], updated, out: dict, imports: ImportPlan) -> Split:
        """The calls planned out of a statement as statements of their own, then the statement."""
        names: dict[cst.CSTNode, cst.Name] = {}
        before = []
        for call in calls:
            name, key = self._hoisted[call]
            form = _replace(out[call], names)
            target = self._pair(cst.Name(name), key, imports)
            value: cst.BaseExpression = cst.Name(name, lpar=out[call].lpar, rpar=out[call].rpar)
            if call in self._scan_ys:  # `(scan_carry, key), scan_ys = ...`, then the pair
                ys = cst.Name(self._scan_ys[call])
                pair = self._packed(cst.Name(name), key, imports)
                target = cst.Tuple([cst.Element(pair), cst.Element(ys)], lpar=[], rpar=[])
                whole = getattr(updated, "value", None) is out[call]  # `x = scan_carry, scan_ys`
                value = cst.Tuple(
                    [cst.Element(cst.Name(name)), cst.Element(ys)],
                    lpar=out[call].lpar or ([] if whole else [cst.LeftParen()]),
                    rpar=out[call].rpar or ([] if whole else [cst.RightParen()]),
                )
            before.append(
                cst.Assign([cst.AssignTarget(target)], form.with_changes(lpar=[], rpar=[]))
            )
            names[out[call]] = value
        return Split(_replace(updated, names), [], before)

    def _as_loop(
        self,
        call: ast.Call,
        listed: tuple[str | None, ...],
        rest: bool,
        node: ast.stmt,
        updated: cst.Assign | cst.Return | cst.Expr,
        out: dict,
        imports,
        defs: list[cst.FunctionDef],
    ) -> Split:
        """`name = [elt for target in iterable if condition ...]` as `name = []` and the loops: per
        `for` a loop, per condition an `if`, innermost the `def`s lifted from the call's lambdas
        (`defs`), the call with the key, then the append of the element (the call replaced by its
        result's name); `return [...]` as the same loops building `listed`, then `return listed`.
        A comprehension in the element of another (`listed` names both lists, outermost first)
        is built by its loops in the other's, before the append of the other's element. A list
        that is unused (None in `listed`: an expression statement of the comprehension alone) is
        not built: its element, if it evaluates more than pure code and the call (`rest`), is a
        statement of its own (the inner comprehension's loops, for an outer one). A dict
        comprehension fills a dict, `name[key] = value`, a set one a set, `name.add(element)`; a
        generator expression given to `list`
        is replaced with its call (`_standing`), the list built being one already."""
        temporary, key = self._hoisted[call]
        moved = out[call]
        comps = _holding(updated, moved)[-len(listed) :]
        body: list[cst.BaseStatement] = [
            *defs,
            cst.SimpleStatementLine(
                [
                    cst.Assign(
                        [cst.AssignTarget(self._pair(cst.Name(temporary), key, imports))],
                        moved.with_changes(lpar=[], rpar=[]),
                    )
                ]
            ),
        ]
        inner: dict = {moved: cst.Name(temporary, lpar=moved.lpar, rpar=moved.rpar)}
        for at in reversed(range(len(comps))):
            comp, name = comps[at], listed[at]
            mapping = isinstance(comp, cst.DictComp)
            element = _replace(comp.value if mapping else comp.elt, inner)
            if name is not None and mapping:  # `name[key] = value`
                key = _replace(comp.key, inner)
                body.append(
                    cst.SimpleStatementLine(
                        [
                            cst.Assign(
                                [
                                    cst.AssignTarget(
                                        cst.Subscript(
                                            cst.Name(name), [cst.SubscriptElement(cst.Index(key))]
                                        )
                                    )
                                ],
                                element,
                            )
                        ]
                    )
                )
            elif name is not None:
                body.append(
                    cst.SimpleStatementLine(
                        [
                            cst.Expr(
                                cst.Call(
                                    cst.Attribute(
                                        cst.Name(name),
                                        cst.Name(
                                            "add" if isinstance(comp, cst.SetComp) else "append"
                                        ),
                                    ),
                                    [cst.Arg(element)],
                                )
                            )
                        ]
                    )
                )
            elif at + 1 == len(comps) and rest:  # its value unused, but not only pure code
                body.append(cst.SimpleStatementLine([cst.Expr(element)]))
            generators, clause = [], comp.for_in
            while clause is not None:
                generators.append(clause)
                clause = clause.inner_for_in
            for generator in reversed(generators):
                for condition in reversed(generator.ifs):
                    body = [cst.If(test=condition.test, body=cst.IndentedBlock(body))]
                body = [
                    cst.For(
                        target=generator.target, iter=generator.iter, body=cst.IndentedBlock(body)
                    )
                ]
            if at:  # the list of an inner comprehension starts before its loops
                if name is not None:
                    body.insert(
                        0,
                        cst.SimpleStatementLine(
                            [cst.Assign([cst.AssignTarget(cst.Name(name))], _empty(comp))]
                        ),
                    )
                inner = {_standing(updated, comp): cst.Name(name)} if name is not None else {}
        comp, name = comps[0], listed[0]
        if name is None:  # an expression statement run for its calls: the loops alone
            return Split(None, body)
        start = cst.Assign([cst.AssignTarget(cst.Name(name))], _empty(comp))
        if isinstance(updated, cst.Assign) and updated.value is comp:
            return Split(updated.with_changes(value=_empty(comp)), body)
        return Split(
            _replace(updated, {_standing(updated, comp): cst.Name(name)}), [], [start, *body]
        )

    def _as_tree_loop(
        self,
        call: ast.Call,
        tree: ast.Call,
        node: ast.stmt,
        updated: cst.Assign | cst.Return,
        out: dict,
        imports,
    ) -> Split:
        """`name = tree_map(f, tree, other, is_leaf=g)` as `leaves, treedef = tree_flatten(tree,
        is_leaf=g)`, `leaves_2 = treedef.flatten_up_to(other)`, `values = []`, a loop over the
        leaves (`zip` of the lists for several trees) calling `f` with the key (the lambda's body,
        its call with the key moved before it) and appending its result, then `name =
        tree_unflatten(treedef, values)` (`_tree_loop`). Its new names are taken here, in the
        order of the source."""
        temporary, key = self._hoisted[call]
        mapped = out[tree]
        func = mapped.args[0].value
        trees = len(tree.args) - 1
        leaves = [self._free("leaves") for _ in range(trees)]
        treedef, values = self._free("treedef"), self._free("values")
        targets = (
            [a.arg for a in tree.args[0].args.args]
            if type(tree.args[0]) is ast.Lambda
            else [self._free("leaf") for _ in range(trees)]
        )
        if call is tree:  # `f_result, key = f(key, leaf)`, appending `f_result`
            threaded = cst.Call(
                func.with_changes(lpar=[], rpar=[]),
                [
                    *(cst.Arg(self._key(k, imports)) for k in _keys(key)),
                    *(cst.Arg(cst.Name(t)) for t in targets),
                ],
            )
            element: cst.BaseExpression = cst.Name(temporary)
        else:  # the lambda's body, its call replaced by its result
            moved = out[call]
            threaded = moved.with_changes(lpar=[], rpar=[])
            element = _replace(
                func.body, {moved: cst.Name(temporary, lpar=moved.lpar, rpar=moved.rpar)}
            )
        spelled = self.resolve(tree.func)
        if isinstance(mapped.func, cst.Attribute) and spelled <= {
            "jax.tree_util.tree_map",
            "jax.tree_util.tree_multimap",
        }:  # `jax.tree_util.tree_flatten` spelled as `tree_map` was
            flatten = mapped.func.with_changes(attr=cst.Name("tree_flatten"))
            unflatten = mapped.func.with_changes(attr=cst.Name("tree_unflatten"))
        else:
            flatten = cst.parse_expression(imports.symbol("jax.tree_util", "tree_flatten"))
            unflatten = cst.parse_expression(imports.symbol("jax.tree_util", "tree_unflatten"))
        unpacked = cst.Tuple(
            [cst.Element(cst.Name(leaves[0])), cst.Element(cst.Name(treedef))], lpar=[], rpar=[]
        )
        before: list[cst.BaseStatement] = [
            cst.SimpleStatementLine(
                [
                    cst.Assign(
                        [cst.AssignTarget(unpacked)],
                        cst.Call(
                            flatten,
                            [
                                mapped.args[1].with_changes(comma=cst.MaybeSentinel.DEFAULT),
                                *(
                                    a.with_changes(comma=cst.MaybeSentinel.DEFAULT)
                                    for a in mapped.args
                                    if a.keyword is not None
                                ),
                            ],
                        ),
                    )
                ]
            )
        ]
        for name, other in zip(leaves[1:], mapped.args[2:]):
            if other.keyword is not None:
                break
            before.append(
                cst.SimpleStatementLine(
                    [
                        cst.Assign(
                            [cst.AssignTarget(cst.Name(name))],
                            cst.Call(
                                cst.Attribute(cst.Name(treedef), cst.Name("flatten_up_to")),
                                [other.with_changes(comma=cst.MaybeSentinel.DEFAULT)],
                            ),
                        )
                    ]
                )
            )
        before.append(
            cst.SimpleStatementLine(
                [cst.Assign([cst.AssignTarget(cst.Name(values))], cst.List([]))]
            )
        )
        body = [
            cst.SimpleStatementLine(
                [
                    cst.Assign(
                        [cst.AssignTarget(self._pair(cst.Name(temporary), key, imports))],
                        threaded,
                    )
                ]
            ),
            cst.SimpleStatementLine(
                [
                    cst.Expr(
                        cst.Call(
                            cst.Attribute(cst.Name(values), cst.Name("append")),
                            [cst.Arg(element)],
                        )
                    )
                ]
            ),
        ]
        if len(targets) == 1:
            target: cst.BaseAssignTargetExpression = cst.Name(targets[0])
            over: cst.BaseExpression = cst.Name(leaves[0])
        else:
            target = cst.Tuple([cst.Element(cst.Name(t)) for t in targets], lpar=[], rpar=[])
            over = cst.Call(cst.Name("zip"), [cst.Arg(cst.Name(n)) for n in leaves])
        before.append(cst.For(target=target, iter=over, body=cst.IndentedBlock(body)))
        unflattened = cst.Call(unflatten, [cst.Arg(cst.Name(treedef)), cst.Arg(cst.Name(values))])
        return Split(_replace(updated, {mapped: unflattened}), [], before)


def _keys(key: str | tuple[str, ...]) -> tuple[str, ...]:
    """The keys an edit carries: one, or several for a function threaded with several (in order)."""
    return key if isinstance(key, tuple) else (key,)


def _joined(old: str | tuple[str, ...] | None, new: str | tuple[str, ...], ranks: dict):
    """`old`'s keys and `new`'s in the order of `ranks` (`_Planner._merge`), one as a string."""
    keys = dict.fromkeys((*(_keys(old) if old is not None else ()), *_keys(new)))
    ordered = tuple(sorted(keys, key=lambda k: ranks.get(k, 0)))
    return ordered[0] if len(ordered) == 1 else ordered


def _spelled(keys) -> str:
    """`a`, `a` and `b`, `a`, `b` and `c`."""
    quoted = [f"`{k}`" for k in keys]
    return quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} and {quoted[-1]}"


def _is_pair(target: ast.expr) -> bool:
    """`a, b` (or `[a, b]`) as an assignment target."""
    return (
        type(target) in (ast.Tuple, ast.List)
        and len(target.elts) == 2
        and not any(type(e) is ast.Starred for e in target.elts)
    )


def _lambda_branch_refusal(branch: ast.Lambda, form: str, what: str) -> str | None:
    """Why a lambda given as a `cond`/`switch` branch is not threaded: it has a positional-only
    parameter, or, in the five-argument `cond` (`form` "cond5"), other than one plain one."""
    args = branch.args
    if (
        args.posonlyargs
        or form == "cond5"
        and (len(args.args) != 1 or args.vararg or args.kwonlyargs or args.kwarg)
    ):
        return f"{what} is a lambda of other than " + (
            "one parameter" if form == "cond5" else "plain parameters"
        )
    return None


def _ancestors(classes: dict[str, ast.ClassDef], c: ast.ClassDef, seen: set[str]) -> set[str]:
    """The names of the classes of `classes` (a module's, by name) `c` derives from, but `seen`."""
    found = {b.id for b in c.bases if type(b) is ast.Name and b.id in classes} - seen
    for name in set(found):
        found |= _ancestors(classes, classes[name], seen | found | {c.name})
    return found


def _standing(node: cst.CSTNode, comp: cst.BaseComp) -> cst.CSTNode:
    """What the list built by the loops made of `comp` (in `node`) stands for: the call of `list`
    consuming a generator expression (the builtin, `_consumed`), a list already; else `comp`."""
    if not isinstance(comp, cst.GeneratorExp):
        return comp
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, cst.Call) and len(n.args) == 1 and n.args[0].value is comp:
            listed = isinstance(n.func, cst.Name) and n.func.value == "list"
            return n if listed else comp
        stack.extend(n.children)
    return comp


def _empty(comp: cst.BaseComp) -> cst.BaseExpression:
    """What the loops made of a comprehension start from: `{}` for a dict one, `set()` for a set
    one, else `[]`."""
    if isinstance(comp, cst.SetComp):
        return cst.Call(cst.Name("set"))
    return cst.Dict([]) if isinstance(comp, cst.DictComp) else cst.List([])


def _elements(comp: ast.AST) -> list[ast.expr]:
    """What a comprehension evaluates per element, in order: a dict comprehension's key and
    value, another's element."""
    return [comp.key, comp.value] if type(comp) is ast.DictComp else [comp.elt]


def _holding(node: cst.CSTNode, inner: cst.CSTNode) -> list[cst.BaseComp]:
    """The list, set and dict comprehensions and generator expressions in `node` around `inner`
    (found by identity), outermost first."""

    def contains(n: cst.CSTNode) -> bool:
        stack = [n]
        while stack:
            n = stack.pop()
            if n is inner:
                return True
            stack.extend(n.children)
        return False

    found = []
    while node is not inner:
        if isinstance(node, (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)):
            found.append(node)
        node = next((c for c in node.children if contains(c)), None)
        if node is None:
            return []
    return found


def _unchanged(node: cst.CSTNode, imports: ImportPlan) -> cst.CSTNode:
    return node


class _Dedent(cst.CSTTransformer):
    """Lines continued inside parentheses, and their comment lines, one indentation `unit` less
    deep, where they are that deep."""

    def __init__(self, unit: str) -> None:
        self.unit = unit

    def leave_ParenthesizedWhitespace(self, original_node, updated_node):
        last = updated_node.last_line.value
        if updated_node.indent and self.unit and last.startswith(self.unit):
            return updated_node.with_changes(last_line=cst.SimpleWhitespace(last[len(self.unit) :]))
        return updated_node

    def leave_EmptyLine(self, original_node, updated_node):
        space = updated_node.whitespace.value
        if updated_node.indent and self.unit and space.startswith(self.unit):
            return updated_node.with_changes(
                whitespace=cst.SimpleWhitespace(space[len(self.unit) :])
            )
        return updated_node


class _Replacer(cst.CSTTransformer):
    def __init__(self, replacements: dict[cst.CSTNode, cst.CSTNode]) -> None:
        super().__init__()
        self.replacements = replacements

    def on_visit(self, node: cst.CSTNode) -> bool:
        return node not in self.replacements

    def on_leave(self, original_node, updated_node):
        return self.replacements.get(original_node, updated_node)


def _replace(node: cst.CSTNode, replacements: dict[cst.CSTNode, cst.CSTNode]) -> cst.CSTNode:
    """`node` with the nodes of `replacements` (found by identity) replaced."""
    return node.visit(_Replacer(replacements)) if replacements else node


def _is_docstring(statement: cst.CSTNode) -> bool:
    return (
        isinstance(statement, cst.SimpleStatementLine)
        and isinstance(statement.body[0], cst.Expr)
        and isinstance(statement.body[0].value, (cst.SimpleString, cst.ConcatenatedString))
    )


def _shifted(value: cst.BaseExpression, first: int = 0) -> cst.BaseExpression:
    """`static_argnums` for a function with one more parameter at index `first`: the indices from
    `first` on + 1 (the plan checked that `value` is such a literal)."""
    if isinstance(value, cst.Integer):
        index = int(value.value, 0)
        return value.with_changes(value=str(index + 1)) if index >= first else value
    if isinstance(value, (cst.Tuple, cst.List)):
        return value.with_changes(
            elements=[e.with_changes(value=_shifted(e.value, first)) for e in value.elements]
        )
    return value


def _shift_edit(first: int):
    """An edit of a `jit(...)` or `partial(jit, ...)` call whose function gets a parameter at
    index `first`: its `static_argnums` and `donate_argnums` shifted."""

    def edit(updated: cst.Call, imports: ImportPlan) -> cst.Call:
        return updated.with_changes(
            args=[
                a.with_changes(value=_shifted(a.value, first))
                if a.keyword is not None and a.keyword.value in _SHIFTED
                else a
                for a in updated.args
            ]
        )

    return edit


def _aux_key(updated: cst.Call) -> cst.Call:
    """`grad(f, ...)` of a function taking the key first and returning `(result, key)`:
    `argnums` one up (`argnums=1` added where it was left out), `has_aux=True`."""
    args, found = list(updated.args), False

    def add(at: int, name: str, value: str) -> None:
        before = args[at - 1]
        if isinstance(before.comma, cst.Comma) and before.comma.whitespace_after.empty:
            args[at - 1] = before.with_changes(comma=cst.MaybeSentinel.DEFAULT)  # `f,)`
        equal = cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))
        args.insert(at, cst.Arg(cst.parse_expression(value), keyword=cst.Name(name), equal=equal))

    for at, arg in enumerate(args):
        if at == 1 and arg.keyword is None or arg.keyword and arg.keyword.value == "argnums":
            args[at], found = arg.with_changes(value=_shifted(arg.value)), True
    if not found:
        add(1, "argnums", "1")
    for at, arg in enumerate(args):
        if arg.keyword and arg.keyword.value == "has_aux":  # `has_aux=False`
            args[at] = arg.with_changes(value=cst.Name("True"))
            break
    else:
        add(len(args), "has_aux", "True")
    return updated.with_changes(args=args)


def _unmapped_key(updated: cst.Call, count: int) -> cst.Call:
    """`vmap(f, ...)` of a function taking the key first and returning `(result, key)`, called
    with `count` positional arguments: the key mapped over no axis in and out, `in_axes` `(None,
    *in_axes)` (`in_axes` given for each argument where it was one for all, `0` where left out)
    and `out_axes` `(out_axes, None)` (`(0, None)` where left out)."""
    args = list(updated.args)
    found = {a.keyword.value: at for at, a in enumerate(args) if a.keyword is not None}
    comma = cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))
    none = cst.Element(cst.Name("None"), comma=comma)
    if "in_axes" in found:
        at = found["in_axes"]
        value = args[at].value
        if isinstance(value, cst.Tuple):
            elements = list(value.elements)
            if len(elements) == 1:  # `(0,)` -> `(None, 0)`
                elements[0] = elements[0].with_changes(comma=cst.MaybeSentinel.DEFAULT)
            value = value.with_changes(elements=[none, *elements])
        else:  # an integer or `None` for every positional argument
            each = [cst.Element(value.deep_clone(), comma=comma) for _ in range(count)]
            if each:
                each[-1] = each[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
            value = cst.Tuple([none, *each] if each else [none.with_changes(comma=cst.Comma())])
        args[at] = args[at].with_changes(value=value)
    else:
        axes = ", ".join(["None", *["0"] * count]) + ("," if not count else "")
        at = found.get("out_axes", len(args))  # before `out_axes`, as `vmap` lists them
        args.insert(at, _keyword("in_axes", f"({axes})"))
        found = {k: i + (i >= at) for k, i in found.items()}
    if "out_axes" in found:
        at = found["out_axes"]
        value = args[at].value.with_changes(lpar=[], rpar=[])
        if isinstance(value, cst.Tuple):
            value = args[at].value
        args[at] = args[at].with_changes(
            value=cst.Tuple([cst.Element(value, comma=comma), cst.Element(cst.Name("None"))])
        )
    else:
        args.append(_keyword("out_axes", "(0, None)"))
    for at, arg in enumerate(args[:-1]):  # a comma between each (`f,)` gets its space)
        if not isinstance(arg.comma, cst.Comma) or arg.comma.whitespace_after.empty:
            args[at] = arg.with_changes(comma=comma)
    return updated.with_changes(args=args)


def _keyword(name: str, value: str) -> cst.Arg:
    equal = cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))
    return cst.Arg(cst.parse_expression(value), keyword=cst.Name(name), equal=equal)


def _key_path(attribute: ast.expr) -> str:
    """The attributes of a key after the object holding it: `key` of `self.key`, `drop.key` of
    `self.drop.key` (a key on an instance its holder sets once in `__init__`)."""
    if type(attribute) is ast.Attribute and type(attribute.value) is ast.Attribute:
        return f"{attribute.value.attr}.{attribute.attr}"
    return attribute.attr


def _passing(pure: str, key: str, called: bool = False):
    """An edit of `self.m(...)` calling `self.<pure>(key, ...)`; `called`: of `self.drop(...)`
    calling `self.drop.<pure>(key, ...)`."""

    def edit(updated: cst.Call, imports: ImportPlan) -> cst.Call:
        if called:
            func = cst.Attribute(updated.func, cst.Name(pure))
        else:
            func = updated.func.with_changes(attr=cst.Name(pure))
        return updated.with_changes(func=func, args=[cst.Arg(cst.Name(key)), *updated.args])

    return edit


def _recording(edit, out: dict, call: ast.Call):
    """`edit`, keeping its result in `out[call]` for the statement the call moves before."""

    def recorded(updated: cst.Call, imports: ImportPlan) -> cst.Call:
        out[call] = edit(updated, imports)
        return out[call]

    return recorded


def _as_name(name: str):
    """An edit replacing an expression (`self.key`) by the name `name`."""

    def edit(updated: cst.BaseExpression, imports: ImportPlan) -> cst.Name:
        return cst.Name(name, lpar=updated.lpar, rpar=updated.rpar)

    return edit


def _renamed(attr: str):
    """An edit of an attribute (`self.sample`) naming `attr` instead."""

    def edit(updated: cst.Attribute, imports: ImportPlan) -> cst.Attribute:
        return updated.with_changes(attr=cst.Name(attr))

    return edit


def _defaults_named(params: cst.Parameters, names: Mapping[str, str]) -> cst.Parameters:
    """`params` with the defaults of the parameters in `names` replaced by those names."""

    def named(listed):
        return [
            p.with_changes(default=cst.Name(names[p.name.value])) if p.name.value in names else p
            for p in listed
        ]

    return params.with_changes(
        posonly_params=named(params.posonly_params),
        params=named(params.params),
        kwonly_params=named(params.kwonly_params),
    )


def _forwarded(params: cst.Parameters, skip: int = 0) -> list[cst.Arg]:
    """The arguments passing a function's parameters on as they came, the first `skip`
    positional ones left out: positional ones by position, `*args`, keyword-only ones by name,
    `**kwargs`."""
    positional = [*params.posonly_params, *params.params][skip:]
    forwarded = [cst.Arg(p.name) for p in positional]
    if isinstance(params.star_arg, cst.Param):
        forwarded.append(cst.Arg(params.star_arg.name, star="*"))
    tight = cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))
    forwarded += [cst.Arg(p.name, keyword=p.name, equal=tight) for p in params.kwonly_params]
    if params.star_kwarg is not None:
        forwarded.append(cst.Arg(params.star_kwarg.name, star="**"))
    return forwarded


def _brief(code: str) -> str:
    """`code` on one line, cut to 40 characters, for a finding's help."""
    what = " ".join(code.split())
    return what if len(what) <= 40 else what[:37] + "..."
