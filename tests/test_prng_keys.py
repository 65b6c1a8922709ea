"""PRK001 behaviour on the installed JAX: threaded code under `jit` draws what the original drew eagerly.

DRIVER convention: a golden input of `thread-prng-keys` that defines a module-level `main()` is
run. `main()` takes no argument, calls the code under test (which jits something: a decorator,
`f = jax.jit(f)`, `jax.jit(f)(...)`), and returns `(values, key)`: the random values it drew (any
pytree of arrays) and the key state it leaves behind (the global or nonlocal key). The rewrite keeps
`main` a driver, so the expected file's `main()` has the same signature and returns the same pair.
Each kind of run happens in a fresh interpreter (JAX_PLATFORMS=cpu) over every such file:

- the input under `jax.disable_jit()`: the oracle (what the code did before omnistaging);
- the expected output with `jit` on, and under `jax.disable_jit()`: both must give the oracle's
  values bit for bit, and the same key data; the key must then work (`jax.random.normal(key)`);
- the input with `jit` on: must fail or differ from the oracle (the bug is real).

In a folder case, each module of the tree defining `main()` is imported from the tree's root (so
its imports of the other modules work), the input tree and the expected tree in their own runs.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.golden import cases
from tests.helpers import LEAVES, collect_json, start_script

jax = pytest.importorskip("jax", reason="the verify extra (jax) is not installed")

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "JAX_PLATFORMS": "cpu"}
PRK = [c for c in cases() if c.codemod.CODE == "PRK001"]


def _entry(root: Path, path: Path) -> str:
    """`root::dotted.module` for a module of a tree."""
    parts = path.relative_to(root).with_suffix("").parts
    return f"{root}::{'.'.join(parts[:-1] if parts[-1] == '__init__' else parts)}"


# (case, input file, expected file, how the runner loads each: a path, or root::module in a tree)
WITH_DRIVER = [
    (
        case,
        source,
        target,
        _entry(case.input, source) if case.folder else str(source),
        _entry(case.expected, target) if case.folder else str(target),
    )
    for case in PRK
    if not case.noop
    for source, target in case.pairs()
    if b"\ndef main():" in source.read_bytes()
]

RUNNER = (
    LEAVES
    + """
def load(entry):
    if "::" not in entry:
        return runpy.run_path(entry, run_name="golden")  # module-level calls run in the same mode
    root, name = entry.split("::")
    sys.path.insert(0, root)
    try:
        return vars(importlib.import_module(name))
    finally:
        sys.path.remove(root)
        for loaded in [m for m, v in sys.modules.items() if (getattr(v, "__file__", None) or "").startswith(root)]:
            del sys.modules[loaded]

mode, paths = sys.argv[1], sys.argv[2:]
results = {}
for path in paths:
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.ExitStack() as stack:
            if mode == "eager":
                stack.enter_context(jax.disable_jit())
            module = load(path)
            values, key = module["main"]()
        result = {"values": leaves(values), "key": leaves(key)}
        result["after"] = leaves(jax.random.normal(key, (2,)))  # the key left behind still works
    except Exception as error:
        result = {"error": type(error).__name__, "message": str(error)[:300]}
    results[path] = result
print(json.dumps(results))
"""
)


def _run(mode: str, paths: list[Path]) -> subprocess.Popen:
    return start_script(RUNNER, mode, paths)


@pytest.fixture(scope="module")
def runs():
    inputs = [entry for *_, entry, _ in WITH_DRIVER]
    expected = [entry for *_, entry in WITH_DRIVER]
    started = {"input-eager": _run("eager", inputs), "expected-jit": _run("jit", expected)}
    done = {k: collect_json(p) for k, p in started.items()}
    started = {"expected-eager": _run("eager", expected), "input-jit": _run("jit", inputs)}
    done.update({k: collect_json(p) for k, p in started.items()})
    return done


def test_most_rewriting_cases_have_a_driver():
    rewriting = [c for c in PRK if not c.noop]
    driven = {case for case, *_ in WITH_DRIVER}
    assert len(driven) >= len(rewriting) - 1, [c.id for c in rewriting if c not in driven]
    assert any(case.folder for case in driven)


@pytest.mark.parametrize(
    "example", WITH_DRIVER, ids=lambda e: e[0].id + (f"/{e[1].name}" if e[0].folder else "")
)
def test_threaded_under_jit_draws_what_the_original_drew_eagerly(example, runs):
    *_, source, target = example
    oracle = runs["input-eager"][source]
    assert "error" not in oracle, f"the input fails eagerly: {oracle}"
    for mode in ("expected-jit", "expected-eager"):
        got = runs[mode][target]
        assert got == oracle, f"{mode}:\n{got}\n!=\n{oracle}"
    assert runs["input-jit"][source] != oracle, (
        "the original should fail or repeat numbers under jit"
    )


SEED = """
import io, json, runpy, sys, contextlib
import numpy as np
import jax
path, mode = sys.argv[1], sys.argv[2]
out = io.StringIO()
with contextlib.redirect_stdout(out):
    if mode == "eager":
        with jax.disable_jit():
            module = runpy.run_path(path, run_name="__main__")
    else:
        module = runpy.run_path(path, run_name="__main__")
key = module["key"]
print(json.dumps({"printed": out.getvalue(), "key": np.asarray(key).tobytes().hex(),
                  "after": np.asarray(jax.random.normal(key, ())).tobytes().hex()}))
"""


def test_seed_init_is_fixed_by_apply_and_runs_under_jit(tmp_path):
    original = tmp_path / "original.py"
    fixed = tmp_path / "init.py"
    shutil.copy(ROOT / "examples/init.py", original)
    shutil.copy(ROOT / "examples/init.py", fixed)
    applied = subprocess.run(
        [sys.executable, "-m", "omnifix", "apply", "--select", "PRK001", str(fixed)],
        check=False,
        capture_output=True,
        text=True,
        env=ENV,
        cwd=tmp_path,
    )
    assert applied.returncode == 0, applied.stderr
    text = fixed.read_text()  # `init` is public: a stateful wrapper around the jitted pure part
    assert "def _init_pure(key):" in text and "\ndef init():\n    global key\n" in text
    assert "_init_pure = jit(_init_pure)" in text

    def run(path: Path, mode: str) -> subprocess.CompletedProcess:
        return subprocess.run(
            [sys.executable, "-c", SEED, str(path), mode],
            check=False,
            capture_output=True,
            text=True,
            env=ENV,
        )

    eager, jitted, broken = run(original, "eager"), run(fixed, "jit"), run(original, "jit")
    assert eager.returncode == 0 and jitted.returncode == 0, (
        eager.stderr[-2000:] + jitted.stderr[-2000:]
    )
    oracle, got = json.loads(eager.stdout), json.loads(jitted.stdout)
    assert got == oracle
    assert len(set(oracle["printed"].split())) == 4  # four different numbers
    assert (
        broken.returncode != 0 and "Tracer" in broken.stderr
    )  # the key left behind is a leaked tracer


_HELD_KEY = """import jax


class Actor:
    def __init__(self):
        self.key = jax.random.PRNGKey(0)

    def step(self, x):
        self.key, sub = jax.random.split(self.key)
        return jax.random.normal(sub, x.shape)
{traced}"""


@pytest.mark.parametrize(
    "traced, wanted",
    [
        ("", False),  # nothing traces `step`: nothing to report
        ("\n\ndef run(actor, x):\n    return jax.jit(actor.step)(x)\n", True),
    ],
)
def test_a_key_held_on_an_attribute_is_reported_only_where_it_may_be_traced(traced, wanted):
    from codemods.thread_prng_keys import ThreadPrngKeys
    from omnifix.engine import process_bytes
    from omnifix.results import Options

    source = _HELD_KEY.format(traced=traced).encode()
    forced = process_bytes("m.py", source, [ThreadPrngKeys], Options(), screened=True)
    assert bool(forced.findings) is wanted


_READ_BEFORE = """import jax

key = jax.random.PRNGKey(0)


def sample(x):
    global key
    key, sub = jax.random.split(key)
    return jax.random.normal(sub, x.shape)


class Box:
{body}

box = Box()


@jax.jit
def step(x):
    return box.value * sample(x)
"""


@pytest.mark.parametrize(
    "body, moved",
    [
        ("    def __init__(self):\n        self.value = 2.0\n", True),  # set in `__init__` only
        ("    value = 2.0\n", True),  # a constant of the class
        ("    value: float\n", True),  # an annotation alone
        ("    @property\n    def value(self):\n        return sample(jax.numpy.ones(()))\n", False),
        ("    value = jax.numpy.ones(())\n", False),  # may be a descriptor
        ("    def bump(self):\n        self.value = 3.0\n", False),  # changed by other code
        ("    def __getattr__(self, name):\n        return 1.0\n", False),  # any read runs code
    ],
)
def test_an_attribute_read_before_a_threaded_call_lets_it_move_unless_it_may_run_code(body, moved):
    from codemods.thread_prng_keys import ThreadPrngKeys
    from omnifix.engine import process_bytes
    from omnifix.results import Options

    source = _READ_BEFORE.format(body=body).encode()
    result = process_bytes("m.py", source, [ThreadPrngKeys], Options(), screened=True)
    assert result.changed is moved
    if not moved:
        assert "`box.value` is evaluated before this call" in " ".join(
            f.help or "" for f in result.findings
        )


def _names(source: str):
    from omnifix.engine import parse_ast
    from omnifix.names import Names

    return Names.of(parse_ast(source.encode()))


@pytest.mark.parametrize(
    "source, traced",
    [
        (  # traced if a module of the run traces `main` (settled by the runner)
            "from .model import dropout\n\ndef main(x):\n    return dropout(x)\n",
            "Through main",
        ),
        (
            "import jax\nfrom .model import dropout\n\n@jax.jit\ndef step(x):\n    return dropout(x)\n",
            True,
        ),
        ("import jax\nfrom . import model\n\nfast = jax.jit(model.dropout)\n", True),
        (
            "import jax\nfrom . import model\n\ndef main(xs):\n    return jax.lax.scan(model.dropout, 0.0, xs)\n",
            True,
        ),
        (
            "import jax\nfrom . import model\n\ndef loss(x):\n    return model.dropout(x)\n\ngrad = jax.grad(loss)\n",
            True,
        ),
        (
            "import functools, jax\nfrom . import model\n\nhalf = functools.partial(model.dropout, rate=0.5)\n\n"
            "@jax.jit\ndef step(x):\n    return half(x)\n",
            True,
        ),
        (
            "import jax\nfrom .model import dropout\n\ndrop = dropout\n\nfast = jax.jit(drop)\n",
            True,
        ),
        (
            "import functools\nfrom . import model\n\nhalf = functools.partial(model.dropout, rate=0.5)\n\n"
            "def main(x):\n    return half(x)\n",
            "Through main",
        ),
        (  # `half` bound twice: not an alias
            "import functools, jax\nfrom . import model\n\nhalf = functools.partial(model.dropout)\nhalf = None\n\n"
            "@jax.jit\ndef step(x):\n    return half(x)\n",
            False,
        ),
        (  # a loop body nested in a jitted function is part of its trace
            "import jax\nfrom jax import lax\nfrom . import model\n\n@jax.jit\ndef run(x):\n"
            "    def body(i, c):\n        return model.dropout(c)\n\n"
            "    return lax.fori_loop(0, 3, body, x)\n",
            True,
        ),
        (  # a lambda branch in a jitted function alike
            "import jax\nfrom jax import lax\nfrom . import model\n\n@jax.jit\ndef pick(p, x):\n"
            "    return lax.cond(p, lambda v: model.dropout(v), lambda v: v, x)\n",
            True,
        ),
        (  # a loop body traces what it calls wherever its function runs
            "from jax import lax\nfrom . import model\n\ndef run(x):\n"
            "    def body(i, c):\n        return model.dropout(c)\n\n"
            "    return lax.fori_loop(0, 3, body, x)\n",
            True,
        ),
        (  # nested in a function traced if another module traces it
            "from . import model\n\ndef run(x):\n"
            "    def helper(c):\n        return model.dropout(c)\n\n"
            "    return helper(x)\n",
            "Through run",
        ),
        (  # a lambda given to a host callback runs on the host
            "import jax\nfrom . import model\n\n@jax.jit\ndef step(x):\n"
            "    jax.debug.callback(lambda v: model.dropout(v), x)\n    return x\n",
            False,
        ),
    ],
)
def test_uses_says_whether_the_importer_traces_the_function(source, traced):
    """Phase 1 tells the defining module whether this one may trace its function: PRK001 threads
    only functions JAX may trace."""
    from codemods.thread_prng_keys import ThreadPrngKeys
    from omnifix.rule import Through

    names = _names(source)
    spelling = ".model.dropout"
    assert spelling in names.references
    if isinstance(traced, str):
        traced = Through(frozenset(traced.split()[1:]))
    assert ThreadPrngKeys.uses(names, {spelling: "pkg.model.dropout"}) == {
        "pkg.model.dropout": traced
    }


def test_exports_list_traced_callers_of_imported_functions_and_their_callers():
    """A function made pure because it calls another module's threaded function must be exported,
    or the modules calling it would not be seen (and would be left broken)."""
    from codemods.thread_prng_keys import ThreadPrngKeys

    names = _names(
        "import jax\nimport numpy as np\nfrom .rng import next_key\n\n"
        "def noise(x):\n    return x + next_key()\n\n"
        "@jax.jit\ndef step(x):\n    return noise(x)\n\n"
        "@jax.jit\ndef pure(x):\n    return np.sin(x)\n\n"
        "def eager(x):\n    return next_key()\n"
    )
    # all three only through `next_key`: exported if the run exports it (`project.exported`)
    assert ThreadPrngKeys.exports(names) == dict.fromkeys(
        ["step", "noise", "eager"], frozenset({".rng.next_key"})
    )


def test_uses_passes_on_the_trace_of_its_own_callers():
    """A function calling another module's function, traced by no code here, makes it traced
    when a module of the run traces that function or one calling it (`rule.Through`), which
    the runner settles over the run."""
    from codemods.thread_prng_keys import ThreadPrngKeys
    from omnifix.rule import Through

    names = _names(
        "import jax\nfrom . import model\n\n"
        "def _inner(x):\n    return model.dropout(x)\n\n"
        "def outer(x):\n    return _inner(x) + 1\n\n"
        "@jax.jit\ndef pure(x):\n    return x\n"
    )
    assert ThreadPrngKeys.uses(names, {".model.dropout": "pkg.model.dropout"}) == {
        "pkg.model.dropout": Through(frozenset({"_inner", "outer"}))
    }


def test_settle_follows_a_chain_of_uses_over_the_run():
    """`settle` makes a `Through` fact true when a file has a true fact for a name it lists, as
    far as the chain goes, and false otherwise."""
    from omnifix.modules import Module
    from omnifix.project import Exports, Uses, settle
    from omnifix.rule import Through

    modules = [Module("pkg.rng", "pkg"), Module("pkg.model", "pkg"), Module("pkg.main", "pkg")]
    exports = Exports(
        {"pkg.rng.noise": (0, frozenset({"X"})), "pkg.model.step": (1, frozenset({"X"}))},
        {},
        {},
    )
    uses = {
        1: {"X": Uses({}, {"pkg.rng.noise": Through(frozenset({"step", "unused"}))})},
        2: {"X": Uses({}, {"pkg.model.step": True})},
    }
    assert settle(uses, modules, exports)[1]["X"].facts == {"pkg.rng.noise": True}
    uses[2] = {"X": Uses({}, {"pkg.model.step": False})}
    assert settle(uses, modules, exports)[1]["X"].facts == {"pkg.rng.noise": False}
    through = Through(frozenset({"step"}), otherwise="methods")  # what it is when not made true
    uses[1] = {"X": Uses({}, {"pkg.rng.noise": through})}
    assert settle(uses, modules, exports)[1]["X"].facts == {"pkg.rng.noise": "methods"}
    uses[2] = {"X": Uses({}, {"pkg.model.step": True})}
    assert settle(uses, modules, exports)[1]["X"].facts == {"pkg.rng.noise": True}


def test_an_importer_tracing_methods_of_objects_it_does_not_know_says_their_names():
    """`jax.jit(agent.act)` of a parameter `agent`, and `agent.act(x)` in traced code: their
    method names go with every name imported (`_TracedMethods`), for the exporter to tell whether
    one of its classes splitting a key on an attribute has such a method."""
    from codemods.thread_prng_keys import ThreadPrngKeys, _TracedMethods
    from omnifix.rule import Through

    names = _names(
        "import jax\n"
        "from .m import Agent, good\n"
        "def run(agent):\n"
        "    return jax.jit(agent.act)\n"
        "@jax.jit\n"
        "def step(agent, x):\n"
        "    return agent.reset(x) + x.sum()\n"
        "def main():\n"
        "    return run(Agent(1))\n"
    )
    facts = ThreadPrngKeys.uses(names, {".m.Agent": "pkg.m.Agent", ".m.good": "pkg.m.good"})
    told = _TracedMethods(4, ("act", "reset", "sum"))
    assert facts == {
        "pkg.m.Agent": Through(frozenset({"main"}), otherwise=told),
        "pkg.m.good": told,
    }


def test_a_call_an_importer_cannot_update_withdraws_the_change(tmp_path):
    """`map(model.dropout, xs)` in traced code cannot pass a key: `model` is left as it was, and
    says why."""
    from codemods.thread_prng_keys import ThreadPrngKeys
    from omnifix import runner
    from tests.golden import OPTIONS
    from tests.helpers import tree

    tree(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/model.py": "import jax\nfrom jax import random\n\nkey = random.PRNGKey(0)\n\n\n@jax.jit\n"
            "def dropout(x):\n    global key\n    key, sub = random.split(key)\n"
            "    return x * random.bernoulli(sub, 0.5, x.shape)\n",
            "pkg/train.py": "import jax\n\nfrom . import model\n\n\n@jax.jit\ndef step(xs):\n"
            "    first = model.dropout(xs[0])\n    return first, list(map(model.dropout, xs))\n",
        },
    )
    files = sorted(str(p) for p in tmp_path.rglob("*.py"))
    results = {Path(r.path).name: r for r in runner.run(files, [ThreadPrngKeys], OPTIONS, jobs=1)}
    assert not any(r.changed for r in results.values())
    [finding] = results["model.py"].findings
    assert not finding.applied
    assert (
        "the call of `dropout` in `train.py` (line 9) cannot follow: `dropout` is used as a value"
        in finding.help
    )
    assert not results["train.py"].findings


def test_a_public_bound_grad_another_module_traces_is_not_changed(tmp_path):
    """`loss_grad = jax.grad(loss)`, public and called in `model`, keeps its signature as a wrapper
    of `_loss_grad_pure`; `train` tracing it would have to call the pure form, which omnifix does
    not do for a derivative: nothing changes, and `model` says why."""
    from codemods.thread_prng_keys import ThreadPrngKeys
    from omnifix import runner
    from tests.golden import OPTIONS
    from tests.helpers import tree

    model = (
        "import jax\nimport jax.numpy as jnp\nfrom jax import random\n\nkey = random.PRNGKey(0)"
        "\n\n\ndef loss(w, x):\n    global key\n    key, sub = random.split(key)\n"
        "    return jnp.sum(w * x * random.normal(sub, x.shape))\n\n\n"
        "loss_grad = jax.grad(loss)\n\n\n@jax.jit\ndef update(w, x):\n"
        "    return w - loss_grad(w, x)\n"
    )
    train = (
        "import jax\n\nfrom .model import loss_grad\n\n\n@jax.jit\ndef step(w, x):\n"
        "    return w - loss_grad(w, x)\n"
    )
    tree(tmp_path, {"pkg/__init__.py": "", "pkg/model.py": model, "pkg/train.py": train})
    files = sorted(str(p) for p in tmp_path.rglob("*.py"))
    results = {Path(r.path).name: r for r in runner.run(files, [ThreadPrngKeys], OPTIONS, jobs=1)}
    assert not any(r.changed for r in results.values())
    [finding] = results["model.py"].findings
    assert not finding.applied
    assert (
        "`loss_grad`, which differentiates `loss`, is public, and cannot keep its calling "
        "convention as a wrapper: another module of the run traces it" in finding.help
    )
    (tmp_path / "pkg" / "train.py").unlink()  # alone, it is kept as a wrapper
    files = sorted(str(p) for p in tmp_path.rglob("*.py"))
    [result] = [r for r in runner.run(files, [ThreadPrngKeys], OPTIONS, jobs=1) if r.changed]
    new = result.new.decode()
    assert "_loss_grad_pure = jax.grad(_loss_pure, argnums=1, has_aux=True)" in new
    assert "loss_grad_result, key = _loss_grad_pure(key, w, x)" in new
    assert "\ndef loss_grad(w, x):\n    global key\n" in new
    assert any(
        f.applied
        and f.message.startswith("`loss_grad` differentiates `loss` and is public: a wrapper of")
        for f in result.findings
    )


def test_code_that_is_never_traced_keeps_its_global_key():
    from codemods.thread_prng_keys import ThreadPrngKeys
    from omnifix.engine import process_bytes
    from omnifix.results import Options

    source = (
        b"from jax import random\n\nkey = random.PRNGKey(0)\n\n\ndef draw():\n    global key\n"
        b"    key, sub = random.split(key)\n    return random.normal(sub, ())\n\n\ndef main():\n"
        b"    return [draw(), draw()], key\n"
    )
    result = process_bytes("m.py", source, [ThreadPrngKeys], Options(), screened=True)
    assert not result.changed and not result.findings
    jitted = b"import jax\n" + source.replace(b"\ndef draw", b"\n@jax.jit\ndef draw")
    assert (
        b"def _draw_pure(key)"  # `draw` is public: its pure part, jitted, beside a wrapper
        in process_bytes("m.py", jitted, [ThreadPrngKeys], Options(), screened=True).new
    )


_PUBLIC = (
    "import jax\nfrom jax import random\n\nkey = random.PRNGKey(0)\n\n\n@jax.jit\ndef draw():\n"
    "    global key\n    key, sub = random.split(key)\n    return random.normal(sub, ())\n\n\n"
    "def main():\n    return [draw(), draw()], key\n"
)


@pytest.mark.parametrize(
    "path, source, wrapped",
    [
        ("m.py", _PUBLIC, True),  # importable: `draw` keeps its signature
        ("m.py", _PUBLIC.replace("draw()", "_draw()"), False),  # private
        ("test_m.py", _PUBLIC, False),  # a test module is not imported by other code
        ("m_test.py", _PUBLIC, False),
        ("__main__.py", _PUBLIC, False),
        ("m.py", _PUBLIC + "\n\nprint(main())\n", False),  # a script: importing it runs it
        ("m.py", _PUBLIC + '\n\nif __name__ == "__main__":\n    print(main())\n', True),
    ],
)
def test_public_functions_of_importable_modules_keep_their_signature(path, source, wrapped):
    from codemods.thread_prng_keys import ThreadPrngKeys
    from omnifix.engine import process_bytes
    from omnifix.results import Options

    new = process_bytes(path, source.encode(), [ThreadPrngKeys], Options(), screened=True).new
    assert (b"def _draw_pure(key):" in new and b"\ndef draw():\n    global key\n" in new) is wrapped
    assert (b"def draw(key):" in new or b"def _draw(key):" in new) is not wrapped


_TWO_CLASSES = """import jax
from jax import random


class Model:
    def __init__(self):
        self.key = random.PRNGKey(0)

    def noise(self, x):
        self.key, sub = random.split(self.key)
        return x + random.normal(sub, x.shape)

    @jax.jit
    def bad(self, x):
        return {call}


class Model2{bases}:
    def __init__(self):
        self.key = random.PRNGKey(0)
        self.step = jax.jit(self.noise)

    def noise(self, x):
        self.key, sub = random.split(self.key)
        return x + random.normal(sub, x.shape)
"""


@pytest.mark.parametrize(
    "call, bases, rewritten",
    [
        ("self.noise(x)", "", True),  # `bad` reaches its own class's `noise` only
        ("self.noise(x)", "(Model)", False),  # a subclass: `self.noise` may be either
        ("other.noise(x)", "", False),  # another object: any `noise`
    ],
)
def test_a_traced_call_on_self_reaches_only_its_own_class_method(call, bases, rewritten):
    from codemods.thread_prng_keys import ThreadPrngKeys
    from omnifix.engine import process_bytes
    from omnifix.results import Options

    source = _TWO_CLASSES.format(call=call, bases=bases).encode()
    result = process_bytes("m.py", source, [ThreadPrngKeys], Options(), screened=True)
    new = result.new or source
    assert (b"def _noise_pure(self, key, x):" in new) is rewritten
    assert new.split(b"class Model2")[0] == source.split(b"class Model2")[0]  # Model: reported
    (second,) = [f for f in result.findings if f.line > 18]  # `Model2.noise`
    assert second.applied is rewritten
    assert ("trace of `bad`" in second.help) is not rewritten


_INSTANCES = """import jax
import jax.numpy as jnp
from jax import random


class Dropout:
    def __init__(self, rate, seed=0):
        self.rate = rate
        self.key = random.PRNGKey(seed)

    def __call__(self, x):
        self.key, sub = random.split(self.key)
        return jnp.where(random.bernoulli(sub, 1.0 - self.rate, x.shape), x, 0.0)


class MLP:
    def __init__(self):
        self.drop = Dropout(0.5)

    def apply(self, x):
        return self.drop(jnp.tanh(x))

{top}
def main():
    {made}
    step = {jit}
    return step(jnp.ones(3))
"""


@pytest.mark.parametrize(
    "top, made, jit, reported",
    [
        ("", "drop = Dropout(0.5)", "jax.jit(lambda x: drop(x))", "fixed"),  # calls `__call__`
        ("", "drop = Dropout(0.5)", "jax.jit(drop)", True),
        ("", "drop = Dropout(0.5)", "jax.jit(drop.__call__)", True),
        ("", "net = MLP()", "jax.jit(lambda x: net.apply(x))", "fixed"),  # through the holder
        ("", "net = MLP()", "jax.jit(jax.vmap(lambda x: net.apply(x)))", True),  # not to `jit`
        ("", "net = MLP()\n    print(net)", "jax.jit(lambda x: net.apply(x))", True),  # escapes
        ("", "net = MLP()", "jax.jit(net.apply)", "fixed"),  # a bound method, the same
        ("", "net = MLP()", "jax.jit(net.drop)", True),
        ("drop = Dropout(0.5)\n\n", "pass", "jax.jit(lambda x: drop(x))", True),  # module level
        ("", "drop = Dropout(0.5)", "lambda x: drop(x)", False),  # never traced
        ("", "drop = Dropout(0.5)", "jax.jit(lambda drop: drop(1.0))", False),  # a parameter
        ("", "drop = Dropout(0.5)\n    drop = make()", "jax.jit(lambda x: drop(x))", False),
    ],
)
def test_a_key_split_through_an_instance_of_a_known_class_is_reported(top, made, jit, reported):
    from codemods.thread_prng_keys import ThreadPrngKeys
    from omnifix.engine import process_bytes
    from omnifix.results import Options

    source = _INSTANCES.format(top=top, made=made, jit=jit).encode()
    result = process_bytes("m.py", source, [ThreadPrngKeys], Options(), screened=True)
    # a wrapper would run inside the trace: rewritten only where the key is threaded through the
    # holder's method and the lambda (`instance_key_through_holder`)
    assert result.changed is (reported == "fixed")
    assert [f.message for f in result.findings][:1] == (
        ["`Dropout.__call__` updates the PRNG key in `self.key` while traced"] if reported else []
    )


@pytest.mark.parametrize(
    "body, fact",
    [
        # a lambda `layers.py` may key (`instance_key_through_holder_across_modules`)
        (
            "net = MLP()\n    step = jax.jit(lambda x: net.apply(x))",
            (7, "net", None, ("apply", ())),
        ),
        (
            "net = MLP()\n    step = jax.jit(lambda x: net.apply(x))\n    return net",
            (
                7,
                "net",
                None,
                "`net` escapes `main` (line 8): it is used other than as "
                "`net.m(...)` or to read its key",
            ),
        ),
        ("net = MLP()\n    step = jax.jit(net.apply)", (7, "net", None, ("apply", ()))),
        ("net = MLP()\n    step = jax.jit(net)", (7, "net")),
        (
            "net = layers.MLP()\n    step = jax.vmap(lambda x: net(x))",
            (7, "net", None, "the lambda is not given alone to `jax.jit`"),
        ),
        ("step = jax.jit(lambda x: NET.apply(x))\n\nNET = MLP()", (6, "NET")),  # module level
        ("net = MLP()\n    step = lambda x: net.apply(x)", False),  # never traced
        ("net = MLP()\n    step = jax.jit(lambda net: net.apply(1.0))", False),  # a parameter
        ("net = MLP()\n    net = None\n    step = jax.jit(lambda x: net.apply(x))", False),
        ("net = MLP()\n    step = jax.debug.callback(lambda x: net.apply(x), 1.0)", False),
    ],
)
def test_uses_says_whether_the_importer_traces_an_instance_of_a_class(body, fact):
    """An instance of another module's class traced here (a name bound once from a call of the
    class, read in traced code or given to a transformation) is told to the class's module, with
    its line, which reports the methods updating a key on `self` it may run."""
    from codemods.thread_prng_keys import ThreadPrngKeys, _TracedInstance

    names = _names(
        f"import jax\nfrom . import layers\nfrom .layers import MLP\n\ndef main():\n    {body}\n"
    )
    imported = {s: "pkg.layers.MLP" for s in names.references if s.endswith("layers.MLP")}
    found = ThreadPrngKeys.uses(names, imported)["pkg.layers.MLP"]
    # else what it says of any function it calls (traced if `main` is, `rule.Through`)
    assert found == _TracedInstance(*fact) if fact else type(found) is not _TracedInstance


def test_exports_list_the_classes_whose_instances_update_a_key_on_an_attribute():
    from codemods.thread_prng_keys import ThreadPrngKeys

    names = _names(_INSTANCES.format(top="", made="pass", jit="None"))
    assert ThreadPrngKeys.exports(names) == dict.fromkeys(["Dropout", "MLP"], frozenset())


def test_exports_list_the_readers_of_an_instance_whose_methods_split_a_global_key():
    """`layer = Layer(3)`, `Layer.__call__` declaring `global key`: the functions reading `layer`
    may be threaded with that key (and their callers), and a module of the run importing the
    class or the instance makes the methods reported."""
    from codemods.thread_prng_keys import ThreadPrngKeys

    names = _names(
        "import jax\nfrom jax import random\n\nkey = random.PRNGKey(0)\n\n"
        "class Layer:\n    def __call__(self, x):\n        global key\n"
        "        key, sub = random.split(key)\n        return x * random.normal(sub, x.shape)\n\n"
        "layer = Layer()\n\n"
        "def forward(x):\n    return layer(x)\n\n"
        "@jax.jit\ndef step(x):\n    return forward(x)\n\n"
        "def pure(x):\n    return x\n"
    )
    assert ThreadPrngKeys.exports(names) == dict.fromkeys(
        ["forward", "step", "Layer", "layer"], frozenset()
    )


@pytest.mark.parametrize(
    "made, jit, reported",
    [
        ("net = MLP()", "jax.jit(lambda x: 2 * net.apply(x))", True),  # not a lambda keyed
        ("drop = Dropout(0.5)", "jax.jit(lambda x: 2 * drop(x))", True),  # not a lambda keyed
        ("net = MLP()", "jax.jit(net.apply, donate_argnums=0)", True),  # not `jit` alone
        ("net = MLP()", "lambda x: net.apply(x)", False),  # never traced
        ("net = MLP()", "jax.jit(lambda net: net.apply(jnp.ones(3)))", False),  # a parameter
    ],
)
def test_a_key_on_an_instance_traced_in_another_module_is_reported(tmp_path, made, jit, reported):
    """`main.py` tracing an instance of a class of `layers.py` whose method splits `self.key`:
    `layers.py` reports the method, naming the line of `main.py`; nothing is rewritten."""
    from codemods.thread_prng_keys import ThreadPrngKeys
    from omnifix import runner
    from tests.golden import OPTIONS
    from tests.helpers import tree

    layers = _INSTANCES.split("{top}")[0]
    tree(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/layers.py": layers,
            "pkg/main.py": "import jax\nimport jax.numpy as jnp\n\nfrom .layers import Dropout, MLP"
            f"\n\n\ndef main():\n    {made}\n    step = {jit}\n    return step(jnp.ones(3))\n",
        },
    )
    files = sorted(str(p) for p in tmp_path.rglob("*.py"))
    results = {Path(r.path).name: r for r in runner.run(files, [ThreadPrngKeys], OPTIONS, jobs=1)}
    assert not any(r.changed for r in results.values())
    assert not results["main.py"].findings
    findings = results["layers.py"].findings
    assert [f.message for f in findings] == (
        ["`Dropout.__call__` updates the PRNG key in `self.key` while traced"] if reported else []
    )
    if reported:
        assert f"`main.py` (line 9) traces `{made.split()[0]}`" in findings[0].help


@pytest.mark.parametrize(
    "body, methods",
    [
        ("@jax.jit\ndef f(x):\n    return drop(x)", ("__call__",)),
        (
            "@jax.jit\ndef f(x):\n    y = drop(x)\n    return drop.noise(y) * drop.rate",
            ("__call__", "noise"),
        ),
        ("@jax.jit\ndef f(x):\n    return drop.key", ()),  # `main.py` refuses it when threading
        ("@jax.jit\ndef f(x):\n    return (lambda: drop(x))()", None),  # in a lambda
        ("@jax.jit\ndef f(x):\n    return g(drop, x)", None),  # given as a value
        ("other = Dropout(0.1)\n\n@jax.jit\ndef f(x):\n    return drop(other(x))", None),
        ("g = jax.jit(lambda x: drop(x))", None),  # not in a module-level function
        ("g = jax.jit(drop)", None),
    ],
)
def test_uses_says_which_methods_a_module_level_instance_runs_in_traced_code(body, methods):
    """A module-level instance of another module's class read in the code of a module-level
    function the module traces, by calls of its methods (or other attributes): the class's module
    may make them pure for this module to thread the key (`_TracedInstance.methods`)."""
    from codemods.thread_prng_keys import ThreadPrngKeys, _TracedInstance

    names = _names(f"import jax\nfrom .layers import Dropout\n\ndrop = Dropout(0.5)\n\n{body}\n")
    imported = {s: "pkg.layers.Dropout" for s in names.references if s.endswith("Dropout")}
    found = ThreadPrngKeys.uses(names, imported)["pkg.layers.Dropout"]
    assert type(found) is _TracedInstance and found.methods == methods


_VMAPPED = (
    "import jax\nfrom jax import random\n\nkey = random.PRNGKey(0)\n\n\ndef _noisy(a, b):\n"
    "    global key\n    key, sub = random.split(key)\n    return a + b * random.uniform(sub, ())\n"
    "\n\n@jax.jit\ndef batch(x, y):\n    return CALL\n"
)


@pytest.mark.parametrize(
    "call, rewritten",
    [
        ("jax.vmap(_noisy)(x, y)", "jax.vmap(_noisy, in_axes=(None, 0, 0), out_axes=(0, None))"),
        ("jax.vmap(_noisy,)(x, y)", "jax.vmap(_noisy, in_axes=(None, 0, 0), out_axes=(0, None))"),
        ("jax.vmap(_noisy, in_axes=None, axis_size=2)(x, y)", "in_axes=(None, None, None)"),
        ("jax.vmap(_noisy, in_axes=-1)(x, y)", "in_axes=(None, -1, -1), out_axes=(0, None))"),
        ("jax.vmap(_noisy, in_axes=(0, None,))(x, y)", "in_axes=(None, 0, None,)"),
        ("jax.vmap(_noisy, in_axes=(0,))(x, b=y)", "in_axes=(None, 0), out_axes=(0, None))(key"),
        ("jax.vmap(_noisy, out_axes=(1))(x, y)", "in_axes=(None, 0, 0), out_axes=(1, None))"),
        ("jax.vmap(_noisy, out_axes=-1)(x, y)", "out_axes=(-1, None))"),
        ("jax.vmap(_noisy, in_axes=[0, 0])(x, y)", None),  # a list: not extended
        ("jax.vmap(_noisy, 0)(x, y)", None),  # options by position
        ("jax.vmap(_noisy, **opts)(x, y)", None),
        ("jax.vmap(_noisy)(*x)", None),  # how many arguments is not known
    ],
)
def test_a_vmap_called_at_once_takes_the_key_unmapped(call, rewritten):
    """`vmap(f)(...)` of a threaded `f`: the key first, `None` in `in_axes` and `out_axes`."""
    from codemods.thread_prng_keys import ThreadPrngKeys
    from omnifix.engine import process_bytes
    from omnifix.results import Options

    source = _VMAPPED.replace("CALL", call).replace("opts", "{}").encode()
    result = process_bytes("m.py", source, [ThreadPrngKeys], Options(), screened=True)
    if rewritten is None:
        assert not result.changed and result.findings
    else:
        assert rewritten.encode() in result.new, result.new.decode()
        assert b"(key, x" in result.new


_STALE = """import jax
from jax import random

key = random.PRNGKey(0)


{rebinder}


{reader}
def peek(x):
    return x + random.uniform(key, x.shape)
"""
_RESEED = "def reseed():\n    global key\n    key, _ = random.split(key)"
_SAMPLE = (
    "@jax.jit\ndef sample(x):\n    global key\n    key, sub = random.split(key)\n"
    "    return x + random.uniform(sub, x.shape)"
)


@pytest.mark.parametrize(
    "rebinder, reader, stale, rewritten",
    [
        (_RESEED, "@jax.jit", True, True),  # rebound eagerly only: `peek` becomes a wrapper
        (_SAMPLE, "@jax.jit", True, True),  # `sample` threaded, `peek` a wrapper
        (_RESEED, "@jax.vmap", True, False),  # not jitted: reported only
        (_RESEED + "\n\n\n@jax.jit\ndef twice(x):\n    return peek(x) * 2", "", True, False),
        (_RESEED, "", False, False),  # the read is not traced: correct Python
        ("def unrelated():\n    return key", "@jax.jit", False, False),  # never rebound
    ],
)
def test_a_traced_read_of_a_rebound_global_key_is_reported(rebinder, reader, stale, rewritten):
    from codemods.thread_prng_keys import ThreadPrngKeys
    from omnifix.engine import process_bytes
    from omnifix.results import Options

    source = _STALE.format(rebinder=rebinder, reader=reader).encode()
    result = process_bytes("m.py", source, [ThreadPrngKeys], Options(), screened=True)
    reads = [f for f in result.findings if "reads the PRNG key `key` while traced" in f.message]
    at = "def peek(x):" if rewritten else "    return x + random.uniform(key, x.shape)"
    line = source.decode().splitlines().index(at) + 1  # a fix at the name, a report at the read
    assert [(f.line, f.message.split("`")[1]) for f in reads] == ([(line, "peek")] if stale else [])
    assert result.changed is rewritten


@pytest.mark.parametrize(
    "imported, spelled",
    [
        ("", "jax.tree_map"),
        ("", "jax.tree_multimap"),
        ("", "jax.tree_util.tree_multimap"),
        ("from jax import tree_multimap as tmm\n", "tmm"),
    ],
)
def test_old_spellings_of_tree_map_become_loops_too(imported, spelled):
    """`jax.tree_map` and `tree_multimap`, gone from today's JAX (so no golden can run them), are
    `tree_map`: the function given them becomes loops over the leaves, with `tree_flatten`."""
    from codemods.thread_prng_keys import ThreadPrngKeys
    from omnifix.engine import process_bytes
    from omnifix.results import Options

    source = (
        f"import jax\nfrom jax import random\n{imported}\nkey = random.PRNGKey(0)\n\n\n"
        "def _noise(p):\n    global key\n    key, sub = random.split(key)\n"
        "    return random.normal(sub, p.shape)\n\n\n"
        f"@jax.jit\ndef perturb(params, scales):\n"
        f"    return {spelled}(lambda p, s: s * _noise(p), params, scales)\n"
    ).encode()
    result = process_bytes("m.py", source, [ThreadPrngKeys], Options(), screened=True)
    assert result.findings and all(f.applied for f in result.findings)
    new = result.new.decode()
    assert spelled.rpartition(".")[2] not in new.replace("tree_multimap as", "")
    assert "leaves, treedef = " in new and "tree_flatten(params)" in new
    assert "leaves_2 = treedef.flatten_up_to(scales)" in new
    assert "_noise_result, key = _noise(key, p)" in new
    assert "tree_unflatten(treedef, values), key" in new


def test_exports_list_functions_giving_a_threaded_function_to_tree_map():
    """`tree_map(f, tree)` calls `f`: a module-level function giving it a function of the module
    splitting the key, or an imported one, is exported, so that the modules tracing it are seen."""
    from codemods.thread_prng_keys import ThreadPrngKeys

    names = _names(
        "import jax\nfrom jax import random\nfrom .rng import noise\n\nkey = random.PRNGKey(0)\n\n"
        "def _local(p):\n    global key\n    key, sub = random.split(key)\n    return sub\n\n"
        "def spread(params):\n    return jax.tree_util.tree_map(_local, params)\n\n"
        "def scatter(params):\n    return jax.tree_util.tree_map(noise, params)\n"
    )
    assert ThreadPrngKeys.exports(names) == {
        "_local": frozenset(),
        "spread": frozenset(),
        "scatter": frozenset({".rng.noise"}),
    }
