"""Verification by execution (`omnifix.verify`): it passes right rewrites and catches wrong ones.

The slow parts (child processes importing jax, ~3 s a pair) are batched: one `verify()` call checks
a module of many functions, each with its own rewrite, right or deliberately wrong.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from omnifix.config import ConfigError, verify_settings
from omnifix.git import GitError, modified_since
from omnifix.names import Names
from omnifix.verify import (
    MODULE,
    PROGRAM,
    TESTS,
    Change,
    Settings,
    Status,
    changed_functions,
    module_of,
    parse_program,
    verify,
)
from omnifix.verify.inputs import annotated_inputs
from tests.helpers import git_repo, omnifix, tree

ROOT = Path(__file__).resolve().parent.parent

ORIGINAL = """\
import functools

import jax
import jax.numpy as jnp
from jax import random


def good(x):
    size = jnp.prod(jnp.array(x.shape))
    return x.reshape((size,))


def reversed_reshape(x):
    return x.reshape((x.shape[0], x.shape[1]))


def off_by_one(x):
    return jnp.zeros(jnp.array(x.shape)[0])


def dtype_change(x):
    return jnp.prod(jnp.array(x.shape)), jnp.prod(jnp.array(()))


def still_fails(x):
    return jnp.zeros(int(jnp.prod(jnp.array(x.shape))))


def raises_eagerly(x):
    return x.sum()


def never_called(x):
    return jnp.prod(jnp.array(x.shape))


def original_raises(x):
    return jnp.prod(x.shape)


def dropped_key_update(key):
    key, sub = random.split(key)
    return key, random.normal(sub, (2,))


def typed_key(key):
    key, sub = random.split(key)
    return key, random.uniform(sub, (3,))


@functools.partial(jax.jit, static_argnums=1)
def jitted(x, n):
    return jnp.tile(x, n).reshape((jnp.prod(jnp.array(x.shape)) * n,))


def from_example(x):
    return x.reshape((jnp.prod(jnp.array(x.shape)),))


def floats(x):
    return jnp.sum(jnp.sin(x) * 0.1) / x.shape[0]


class Layer:
    def __init__(self, width):
        self.width = width

    def __call__(self, x):
        return x.reshape((-1, self.width)) * jnp.prod(jnp.array(x.shape))


def unpicklable(f, x):
    return f(x)


def annotated(x: jax.Array):
    return x.reshape((-1, jnp.prod(jnp.array(x.shape[1:]))))


if __name__ == "__main__":
    x = jnp.arange(12.0).reshape((3, 4))
    good(x)
    good(jnp.arange(6).reshape((2, 3)))
    reversed_reshape(x)
    off_by_one(x)
    dtype_change(x)
    still_fails(x)
    raises_eagerly(x)
    try:
        original_raises(x)
    except TypeError:
        pass
    dropped_key_update(random.PRNGKey(0))
    typed_key(random.key(1))
    jitted(x, 2)
    floats(jnp.linspace(0.0, 100.0, 1000))
    Layer(2)(x)
    unpicklable(lambda v: v, x)
"""

REWRITES = {
    "size = jnp.prod(jnp.array(x.shape))": "size = math.prod(x.shape)",
    "x.reshape((x.shape[0], x.shape[1]))": "x.reshape((x.shape[1], x.shape[0]))",
    "jnp.zeros(jnp.array(x.shape)[0])": "jnp.zeros(x.shape[0] - 1)",
    "return jnp.prod(jnp.array(x.shape)), jnp.prod(jnp.array(()))": "return np.prod(x.shape), math.prod(())",
    "jnp.zeros(int(jnp.prod(jnp.array(x.shape))))": "jnp.zeros(int(jnp.sum(jnp.ones_like(x))))",
    "return x.sum()": "return x.summ()",
    "return jnp.prod(jnp.array(x.shape))\n": "return math.prod(x.shape)\n",
    "return jnp.prod(x.shape)": "return math.prod(x.shape)",
    "    key, sub = random.split(key)\n    return key, random.normal": "    _, sub = random.split(key)\n    return key, random.normal",
    "key, sub = random.split(key)\n    return key, random.uniform": "key, sub = random.split(key)\n    return key, 0 + random.uniform",
    "(jnp.prod(jnp.array(x.shape)) * n,)": "(math.prod(x.shape) * n,)",
    "x.reshape((jnp.prod(jnp.array(x.shape)),))": "x.reshape((math.prod(x.shape),))",
    "jnp.sum(jnp.sin(x) * 0.1) / x.shape[0]": "jnp.sum(jnp.sin(x) * 0.1) / jnp.asarray(x.shape[0])",
    "x.reshape((-1, self.width)) * jnp.prod(jnp.array(x.shape))": "x.reshape((-1, self.width)) * jnp.asarray(math.prod(x.shape))",
    "return f(x)": "return f(x) + 0",
    "jnp.prod(jnp.array(x.shape[1:]))": "math.prod(x.shape[1:])",
    "import functools\n": "import functools\nimport math\n\nimport numpy as np\n",
}

EXPECTED = {
    "good": (Status.VERIFIED, "2 calls"),
    "reversed_reshape": (Status.MISMATCH, "float32[3, 4] became float32[4, 3]"),
    "off_by_one": (Status.MISMATCH, "float32[3] became float32[2]"),
    "dtype_change": (Status.MISMATCH, "output[0]: int32[] became int64[]"),
    "still_fails": (Status.NOT_JITTABLE, "ConcretizationTypeError"),
    "raises_eagerly": (
        Status.MISMATCH,
        "the rewrite raises eagerly where the original did not: AttributeError",
    ),
    "never_called": (Status.SKIPPED, "no call found in the module's own run, no array annotations"),
    "original_raises": (Status.SKIPPED, "the original raises on every recorded input: TypeError"),
    "dropped_key_update": (Status.MISMATCH, "output[0]: 2 of 2 elements differ"),
    "typed_key": (Status.VERIFIED, "1 call"),
    "jitted": (Status.VERIFIED, "1 call"),
    "from_example": (Status.VERIFIED, "2 calls"),
    "floats": (Status.VERIFIED, "1 call"),
    "Layer.__call__": (Status.VERIFIED, "1 call"),
    "unpicklable": (Status.SKIPPED, "cannot be carried between processes"),
    "annotated": (Status.VERIFIED, "1 call"),
    MODULE: (
        Status.VERIFIED,
        "both versions import; 0 public values bitwise equal (oracle: the original)",
    ),
    PROGRAM: (Status.MISMATCH, "the original's run ran; the rewrite's failed: AttributeError"),
}


def rewrite(text: str) -> str:
    for old, new in REWRITES.items():
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


# --- without jax -----------------------------------------------------------------------------------


def test_changed_functions_are_the_definitions_whose_code_differs():
    old = "import a\n\n@d\ndef f(x):\n    return x  # c\n\ndef g():\n    pass\n\nclass C:\n    def m(self):\n        return 1\n"
    new = "import b\n\n@d\ndef f(x):\n    return x  # comment changed\n\ndef g():\n    return 2\n\nclass C:\n    def m(self):\n        return 2\n\ndef h():\n    pass\n"
    found = changed_functions(old, new)
    assert [(f.qualname, f.old_first, f.new_first, f.line) for f in found] == [
        (MODULE, 0, 0, 1),  # `import a` became `import b`
        ("g", 7, 7, 7),
        ("C.m", 11, 11, 11),
    ]
    decorated = changed_functions(
        "@d\n@e\ndef f():\n    return 1\n", "\n@d\n@e\ndef f():\n    return 2\n"
    )
    assert [(f.qualname, f.old_first, f.new_first, f.line, f.old_line) for f in decorated] == [
        ("f", 1, 2, 4, 3)
    ]


def test_a_loop_body_carrying_the_key_is_called_with_the_pair():
    """A `scan` or `fori_loop` body PRK001 made carry the module's key (`carry_and_key`, unpacked
    first) is threaded: called with `(carry, key)` for its carry, it gives the key back in it."""
    old = (
        "key = 0\n\ndef s(c, x):\n    global key\n    key = key + 1\n    return c + x, x\n\n"
        "def f(i, v):\n    global key\n    key = key + 1\n    return v\n"
    )
    new = (
        "key = 0\n\ndef s(c_and_key, x):\n    c, key = c_and_key\n    key = key + 1\n"
        "    return (c + x, key), x\n\n"
        "def f(i, v_and_key):\n    v, key = v_and_key\n    key = key + 1\n    return v, key\n"
    )
    found = {f.qualname: (f.threaded, f.carried, f.state) for f in changed_functions(old, new)}
    assert found == {"s": (("key",), (0, True), ("key",)), "f": (("key",), (1, False), ("key",))}
    renamed = new.replace("c, key = c_and_key", "c, other = c_and_key")
    assert {f.qualname: f.carried for f in changed_functions(old, renamed)}["s"] is None


def test_a_function_threading_two_keys_is_called_with_both_and_gives_both_back():
    """PRK001 threading two globals through one function (`_step(key_a, key_b, x)` returning
    `(result, key_a, key_b)`): both are threaded, in order, passed first from their recorded
    values and compared after the call; a wrapper's pure part gets both; a function's state
    includes the globals the module's functions it calls declare (`main` rebinding `key_b`
    through `_noise_b`, in the original or the rewrite)."""
    golden = ROOT / "golden" / "thread-prng-keys"

    def found(case: str) -> dict:
        old, new = ((golden / f"{case}.{side}.py").read_text() for side in ("input", "expected"))
        return {f.qualname: (f.threaded, f.state, f.pure) for f in changed_functions(old, new)}

    private = found("two_keys_private")
    assert private["_step"] == (("key_a", "key_b"), ("key_a", "key_b"), None)
    assert private["_noise_b"] == (("key_b",), ("key_b",), None)
    assert found("two_keys")["step"] == ((), ("key_a", "key_b"), ("_step_pure", ("key_a", "key_b")))
    assert found("two_keys_one_traced")["main"] == ((), ("key_a", "key_b"), None)


def test_a_key_on_a_module_level_instance_is_state_as_a_global_is():
    """A key kept on a module-level object (`noise.rng`) is state labelled `noise.rng`: a new
    first parameter `rng` is threaded from it, a wrapper assigning it keeps it; a method
    wrapper's pure part drops its underscores (`__call__` -> `_call_pure`); an attribute the
    original set and the rewrite no longer does is not compared."""
    old = (
        "class N:\n    def __call__(self):\n        self.rng = self.rng + 1\n        return 1\n\n"
        "noise = N()\nFLAGS = N()\n\n"
        "def f(x):\n    return noise() + x\n\n"
        "def g(x):\n    FLAGS.x = 1\n    return noise() + x\n"
    )
    new = (
        "class N:\n    def _call_pure(self, rng):\n        return 1, rng + 1\n\n"
        "    def __call__(self):\n        r, self.rng = self._call_pure(self.rng)\n        return r\n\n"
        "noise = N()\nFLAGS = N()\n\n"
        "def f(rng, x):\n    r, rng = noise._call_pure(rng)\n    return r + x, rng\n\n"
        "def _g_pure(rng, x):\n    r, rng = noise._call_pure(rng)\n    return r + x, rng\n\n"
        "def g(x):\n    r, noise.rng = _g_pure(noise.rng, x)\n    return r\n"
    )
    found = {f.qualname: (f.threaded, f.state, f.pure) for f in changed_functions(old, new)}
    assert found == {
        "N.__call__": ((), (), ("N._call_pure", ("rng",))),
        "f": (("noise.rng",), ("noise.rng",), None),
        "g": ((), ("noise.rng",), ("_g_pure", ("rng",))),
    }


def test_objects_without_their_own_equality_are_compared_by_their_attributes():
    """A module-level config object is a new object in each run: compared by its attributes
    (recursively), unless its class defines `==`."""
    pytest.importorskip("jax", reason="the verify extra (jax) is not installed")
    import numpy as np

    from omnifix.verify.worker import compare

    class Config:
        def __init__(self, block, inner=None):
            self.block, self.scale, self.inner = block, np.ones(2) * block, inner

    class Never:
        def __eq__(self, other):
            return False

    assert compare(Config(2, Config(1)), Config(2, Config(1)), exact=True) is None
    assert "attributes" in compare(Config(2), Config(3), exact=True)
    assert "attributes" in compare(Config(2, Config(1)), Config(2, Config(4)), exact=True)
    assert compare(Never(), Never(), exact=True) is not None


def test_inputs_from_annotations():
    text = (
        "import jax\nimport numpy as onp\nfrom jaxtyping import Array, Bool, Float, Int, Key\nimport jaxtyping as jt\n"
        "def f(x: Float[Array, 'b n'], y: Int[onp.ndarray, '... n 2'], m: 'Bool[Array, \"*batch b\"]', k: Key[Array, ''], s=1): ...\n"
        "def plain(x: jax.Array): ...\n"
        "def g(x: jt.Float32[Array, 'n+1']): ...\n"
        "def h(x: Float[Array, 'n'], *, y): ...\n"
        "def i(x, y: jax.Array): ...\n"
        "def j(x: 'np.ndarray'): ...\n"
    )
    tree = ast.parse(text)
    imported = Names.of(tree).imported
    assert annotated_inputs(tree, imported, "f") == [
        (
            "(jnp.linspace(0.5, 1.5, 12).astype(jnp.float32).reshape((3, 4)), "
            "np.arange(8).astype(np.int32).reshape((4, 2)), "
            "(jnp.arange(6) % 2 == 0).reshape((2, 3)), jax.random.key(0),)"
        )
    ]
    assert annotated_inputs(tree, imported, "plain") == [
        "(jnp.linspace(0.5, 1.5, 12).astype(jnp.float32).reshape((3, 4)),)"
    ]
    assert [annotated_inputs(tree, imported, name) for name in ("g", "h", "i", "j", "missing")] == [
        []
    ] * 5


def test_module_of_follows_packages(tmp_path):
    tree(
        tmp_path,
        {"pkg/__init__.py": "", "pkg/sub/__init__.py": "", "pkg/sub/mod.py": "", "script.py": ""},
    )
    assert module_of(str(tmp_path / "pkg/sub/mod.py")) == ("pkg.sub.mod", str(tmp_path.resolve()))
    assert module_of(str(tmp_path / "pkg/sub/__init__.py")) == ("pkg.sub", str(tmp_path.resolve()))
    assert module_of(str(tmp_path / "script.py")) == ("script", str(tmp_path.resolve()))


def test_settings_and_examples_come_from_pyproject(tmp_path):
    tree(
        tmp_path,
        {
            "pyproject.toml": "[tool.omnifix.verify]\ntimeout = 30\ncalls-per-function = 2\n"
            '[tool.omnifix.verify.examples]\n"src/m.py::f" = ["jnp.ones(3)"]\n"src/m.py::C.g" = ["(1, 2)"]\n',
            "src/m.py": "",
        },
    )
    settings = verify_settings([str(tmp_path / "src/m.py")], python="py", cwd=tmp_path)
    assert (settings.python, settings.timeout, settings.calls_per_function) == ("py", 30.0, 2)
    real = str((tmp_path / "src/m.py").resolve())
    assert settings.examples == {(real, "f"): ("jnp.ones(3)",), (real, "C.g"): ("(1, 2)",)}
    (tmp_path / "pyproject.toml").write_text(
        '[tool.omnifix.verify]\ntests = ["src", "-k", "fast"]\n'
    )
    settings = verify_settings([], cwd=tmp_path)
    assert settings.tests == (str(tmp_path / "src"), "-k", "fast")
    assert settings.tests_root == str(tmp_path)
    (tmp_path / "pyproject.toml").write_text("[tool.omnifix.verify]\ntimout = 3\n")
    with pytest.raises(ConfigError, match="unknown .* keys: timout"):
        verify_settings([], cwd=tmp_path)


def test_programs_are_entry_points_of_three_kinds(tmp_path):
    """`programs`: a function to call, a module to run as `python -m`, a script (relative to the
    pyproject.toml), each with its arguments; anything else is a configuration error."""
    root = str(tmp_path)
    assert parse_program("pkg.cli:main", root) == {
        "label": "pkg.cli:main",
        "call": "pkg.cli:main",
        "argv": [],
    }
    assert parse_program("pkg.cli --fast", root) == {
        "label": "pkg.cli --fast",
        "module": "pkg.cli",
        "argv": ["--fast"],
    }
    assert parse_program("scripts/train.py --name 'a b'", root) == {
        "label": "scripts/train.py --name 'a b'",
        "script": str(tmp_path / "scripts/train.py"),
        "argv": ["--name", "a b"],
    }
    for wrong in ("pkg.cli:", "pkg-cli", "pkg.cli:main()", ""):
        with pytest.raises(ValueError):
            parse_program(wrong, root)
    tree(
        tmp_path,
        {"pyproject.toml": '[tool.omnifix.verify]\nprograms = ["pkg.cli:main", "run.py 3"]\n'},
    )
    assert verify_settings([], cwd=tmp_path).programs == ("pkg.cli:main", "run.py 3")
    (tmp_path / "pyproject.toml").write_text('[tool.omnifix.verify]\nprograms = ["pkg.cli:"]\n')
    with pytest.raises(ConfigError, match="programs: 'pkg.cli:' is neither"):
        verify_settings([], cwd=tmp_path)
    (tmp_path / "pyproject.toml").write_text('[tool.omnifix.verify]\nprograms = "pkg.cli:main"\n')
    with pytest.raises(ConfigError, match="programs must be a list"):
        verify_settings([], cwd=tmp_path)


def test_modified_since_lists_modified_python_files_with_their_old_text(tmp_path):
    git_repo(
        tmp_path, {"a.py": "x = 1\n", "sub/b.py": "y = 1\n", "c.txt": "z\n", "d.py": "w = 1\n"}
    )
    tree(tmp_path, {"a.py": "x = 2\n", "c.txt": "zz\n", "new.py": "n = 1\n"})
    (tmp_path / "d.py").unlink()
    changes = modified_since(["."], "HEAD", cwd=tmp_path)
    assert [(Path(path).name, old, new) for path, old, new in changes] == [
        ("a.py", b"x = 1\n", b"x = 2\n")
    ]
    assert modified_since(["sub"], "HEAD", cwd=tmp_path) == []
    with pytest.raises(GitError, match="not a commit"):
        modified_since(["."], "no-such-revision", cwd=tmp_path)


def test_an_interpreter_without_jax_is_an_error_for_every_function(tmp_path):
    python = tmp_path / "python-without-jax"
    python.write_text(f'#!/bin/sh\nexec {sys.executable} -S "$@"\n')
    python.chmod(0o755)
    module = tmp_path / "m.py"
    change = Change(str(module), b"def f(x):\n    return x\n", b"def f(x):\n    return x + 0\n")
    [outcome] = verify([change], Settings(python=str(python)))[str(module)]
    assert outcome.status is Status.ERROR
    assert "cannot import jax" in outcome.detail


# --- with jax ----------------------------------------------------------------------------------------

needs_jax = pytest.mark.skipif(
    subprocess.run(
        [sys.executable, "-c", "import jax"], capture_output=True, check=False
    ).returncode
    != 0,
    reason="the verify extra (jax) is not installed",
)


@needs_jax
def test_right_rewrites_verify_and_wrong_ones_are_caught(tmp_path):
    module = tmp_path / "faults.py"
    module.write_text(ORIGINAL)
    change = Change(str(module), ORIGINAL.encode(), rewrite(ORIGINAL).encode())
    examples = {(str(module.resolve()), "from_example"): ("jnp.ones((2, 3))", "(jnp.arange(4.0),)")}
    outcomes = verify([change], Settings(examples=examples))[str(module)]
    found = {o.function: (o.status, o.detail) for o in outcomes}
    assert set(found) == set(EXPECTED)
    for function, (status, detail) in EXPECTED.items():
        assert found[function][0] is status, (function, found[function])
        assert detail in found[function][1], (function, found[function])
    causes = {o.function: o.cause for o in outcomes if o.status is Status.SKIPPED}
    assert (
        causes["never_called"]
        == "no call found; add examples under [tool.omnifix.verify] in pyproject.toml"
    )
    not_jittable = found["still_fails"][1]
    assert (
        f"({module}:" in not_jittable and "/omnifix-verify-" not in not_jittable
    )  # the user's path, not the copy's


NUMPY_CALLER = """\
import jax.numpy as jnp
import numpy as np


def flat(x):
    n = jnp.prod(jnp.array(x.shape))
    return x.reshape(n) * 2.5


if __name__ == "__main__":
    print(flat(np.linspace(0.0, 1.0, 12).reshape(4, 3)))
"""


@needs_jax
@pytest.mark.parametrize("scale, status", [("2.5", Status.VERIFIED), ("2.25", Status.MISMATCH)])
def test_numpy_float64_arguments_are_compared_under_jit_as_jit_passes_them(tmp_path, scale, status):
    # jit makes a float32 array of a float64 numpy argument: the eager rewrite on that is the
    # reference under jit, not the float64 run (which would make every such call a MISMATCH)
    module = tmp_path / "caller.py"
    module.write_text(NUMPY_CALLER)
    rewritten = NUMPY_CALLER.replace("n = jnp.prod(jnp.array(x.shape))", "n = math.prod(x.shape)")
    rewritten = "import math\n" + rewritten.replace("* 2.5", f"* {scale}")
    outcomes = verify([Change(str(module), NUMPY_CALLER.encode(), rewritten.encode())], Settings())
    found = {o.function: o for o in outcomes[str(module)]}
    assert found["flat"].status is status, found["flat"]
    if status is Status.MISMATCH:
        assert "eagerly" in found["flat"].detail, found["flat"]


@needs_jax
def test_calls_made_by_the_projects_tests_are_inputs(tmp_path):
    original = "import jax.numpy as jnp\n\n\ndef flatten(x):\n    return x.reshape((jnp.prod(jnp.array(x.shape)),))\n"
    tree(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/layers.py": original,
            "tests/test_layers.py": "import jax.numpy as jnp\nfrom pkg.layers import flatten\n\n\n"
            "def test_flatten():\n    assert flatten(jnp.ones((2, 3))).shape == (6,)\n",
        },
    )
    path = str(tmp_path / "pkg/layers.py")
    change = Change(
        path, original.encode(), original.replace("jnp.prod(jnp.array(x.shape))", "x.size").encode()
    )
    settings = Settings(tests=(str(tmp_path / "tests"),), tests_root=str(tmp_path))
    outcome, tests = verify([change], settings)[path]
    assert (outcome.status, outcome.calls) == (Status.VERIFIED, 1), outcome
    assert (tests.function, tests.status) == (TESTS, Status.VERIFIED), tests
    assert tests.detail.startswith("the 1 test that passed on the original pass on the rewrite"), (
        tests
    )
    [outcome] = verify([change], Settings())[path]
    assert outcome.status is Status.SKIPPED
    assert "no call found in the module's own run, no array annotations" in outcome.detail


@needs_jax
def test_jaxtyping_annotations_make_inputs(tmp_path):
    pytest.importorskip("jaxtyping")
    original = (
        "import jax.numpy as jnp\nfrom jaxtyping import Array, Float, Int\n\n\n"
        "def merge(x: Float[Array, 'b h w'], scale: Int[Array, '']):\n"
        "    return x.reshape((x.shape[0], jnp.prod(jnp.array(x.shape[1:])))) * scale\n"
    )
    path = tmp_path / "typed.py"
    change = Change(
        str(path),
        original.encode(),
        original.replace(
            "jnp.prod(jnp.array(x.shape[1:]))", "x.shape[2] * x.shape[1] - 1"
        ).encode(),
    )
    [outcome] = verify([change], Settings())[str(path)]
    assert (
        outcome.status is Status.MISMATCH
        and "cannot reshape array of shape (3, 4, 5)" in outcome.detail
    ), outcome
    change = Change(
        str(path),
        change.old,
        original.replace("jnp.prod(jnp.array(x.shape[1:]))", "x.shape[2] * x.shape[1]").encode(),
    )
    [outcome] = verify([change], Settings())[str(path)]
    assert (outcome.status, outcome.calls) == (Status.VERIFIED, 1), outcome


@needs_jax
def test_timeouts_memory_cap_and_imports(tmp_path):
    slow = tmp_path / "slow.py"
    body = "import jax.numpy as jnp\n\ndef f(x):\n    return jnp.prod(jnp.array(x.shape))\n\nif __name__ == '__main__':\n    while True:\n        pass\n"
    change = Change(
        str(slow), body.encode(), body.replace("jnp.prod(jnp.array(x.shape))", "x.size").encode()
    )
    greedy = tmp_path / "greedy.py"
    hog = body.replace("while True:\n        pass", "blob = bytearray(8 * 2**30)")
    hogged = Change(
        str(greedy), hog.encode(), hog.replace("jnp.prod(jnp.array(x.shape))", "x.size").encode()
    )
    broken = tmp_path / "broken.py"
    renamed = Change(
        str(broken), b"import jax.numpy as jnp\n", b"from jax.numpy import no_such_name\n"
    )
    outcomes = verify([change, hogged, renamed], Settings(driver_timeout=1, memory_mb=3000))
    [outcome] = outcomes[str(broken)]
    assert (outcome.function, outcome.status) == (MODULE, Status.MISMATCH)
    assert outcome.detail.startswith(
        "the rewritten module fails to import, the original does not: ImportError"
    ), outcome
    outcome, program = outcomes[str(slow)]
    assert outcome.status is Status.SKIPPED
    assert "the module's own run was stopped after 1 s" in outcome.detail
    assert (program.function, program.status, program.detail) == (
        PROGRAM,
        Status.SKIPPED,
        "the original's run was stopped after 1 s",
    )
    outcome, program = outcomes[str(greedy)]
    assert outcome.status is Status.SKIPPED
    assert "the module's own run failed: MemoryError" in outcome.detail
    hung = body.replace("while True:\n        pass", "import time\n    time.sleep(60)")
    change = Change(
        str(slow), hung.encode(), hung.encode().replace(b"jnp.prod(jnp.array(x.shape))", b"x.size")
    )
    outcomes = verify([change], Settings(timeout=8, driver_timeout=120))[str(slow)]
    assert [(o.status, o.detail) for o in outcomes] == [(Status.ERROR, "timed out after 8 s")] * 2


SHAPE_MATH = """\
import jax.numpy as jnp
from jax import jit


@jit
def flatten(x):
    size = jnp.prod(jnp.array(x.shape))
    return x.reshape((size,))


@jit
def positive(x):
    if x.sum() > 0:
        return x.reshape((jnp.prod(jnp.array(x.shape)),))
    return x


if __name__ == "__main__":
    print(flatten(jnp.ones((2, 3))))
    print(positive(jnp.ones((2, 3))))
"""


@needs_jax
def test_apply_verify_writes_verified_rewrites_and_holds_back_the_rest(tmp_path):
    tree(
        tmp_path,
        {
            "good.py": SHAPE_MATH.split("@jit\ndef positive")[0]
            + "\nif __name__ == '__main__':\n    print(flatten(jnp.ones((2, 3))))\n",
            "bad.py": SHAPE_MATH,
        },
    )
    before = (tmp_path / "bad.py").read_bytes()
    dry = omnifix("apply", "--dry-run", "--verify", ".", cwd=tmp_path, timeout=300)
    assert dry.returncode == 1, dry.stderr
    assert b"+++ b/good.py" in dry.stdout and b"bad.py" not in dry.stdout
    # the line of `def positive` in bad.py as it is (the rewrite is held back)
    assert b"bad.py:12: NOT-JITTABLE positive: call 1: TracerBoolConversionError" in dry.stderr
    result = omnifix("apply", "--verify", "--format", "json", ".", cwd=tmp_path, timeout=300)
    assert result.returncode == 1, result.stderr
    assert (tmp_path / "bad.py").read_bytes() == before
    assert b"math.prod(x.shape)" in (tmp_path / "good.py").read_bytes()
    document = json.loads(result.stdout)
    verdicts = {
        (f["path"], v["function"]): v["status"]
        for f in document["files"]
        for v in f["verification"]
    }
    assert verdicts == {
        ("good.py", MODULE): "VERIFIED",  # `import math` added: both versions import, same values
        ("good.py", "flatten"): "VERIFIED",
        ("good.py", PROGRAM): "VERIFIED",
        ("bad.py", MODULE): "VERIFIED",
        ("bad.py", "flatten"): "VERIFIED",
        ("bad.py", "positive"): "NOT-JITTABLE",
        ("bad.py", PROGRAM): "MISMATCH",  # its own run now fails under jit
    }
    assert document["summary"]["verification"]["NOT-JITTABLE"] == 1
    held = {f["path"]: (f["held"], f["diff"] is None) for f in document["files"]}
    assert held == {"good.py": (False, False), "bad.py": (True, True)}
    assert b"bad.py: rewrite held back: NOT-JITTABLE in positive" in result.stderr


@needs_jax
def test_verify_reviews_a_hand_made_migration_in_git(tmp_path):
    git_repo(tmp_path, {"model.py": SHAPE_MATH})
    right = SHAPE_MATH.replace("jnp.prod(jnp.array(x.shape))", "x.size")
    (tmp_path / "model.py").write_text(
        right.replace("    if x.sum() > 0:\n        return", "    return").replace(
            "\n    return x\n", "\n"
        )
    )
    result = omnifix("verify", cwd=tmp_path, timeout=300)
    assert result.returncode == 0, result.stderr
    assert result.stdout.decode().splitlines() == [
        "model.py:6: VERIFIED flatten: 1 call: bitwise equal eagerly, equal under jit (oracle: the original)",
        "model.py:12: VERIFIED positive: 1 call: bitwise equal eagerly, equal under jit (oracle: the original)",
        "model.py:16: VERIFIED <program>: its run as __main__ ran the same way, 2 lines of output equal (oracle: the original)",
    ]
    assert (
        result.stderr.decode().splitlines()[-1]
        == "verify: 1 changed file, 3 outcomes: 3 verified, 0 skipped, 0 mismatch"
    )
    (tmp_path / "model.py").write_text(
        SHAPE_MATH.replace("jnp.prod(jnp.array(x.shape))", "x.size - 1")
    )
    result = omnifix("verify", "--format", "json", cwd=tmp_path, timeout=300)
    assert result.returncode == 1
    functions = json.loads(result.stdout)["functions"]
    assert [(f["function"], f["status"]) for f in functions] == [
        ("flatten", "MISMATCH"),
        ("positive", "MISMATCH"),
        (PROGRAM, "MISMATCH"),
    ]


@needs_jax
def test_the_seeds_programs_verify_end_to_end(tmp_path):
    """`omnifix apply --verify examples/`: the shape math and the global key rewrites VERIFIED from
    the programs' own runs, everything written."""
    import shutil

    shutil.copytree(ROOT / "examples", tmp_path / "examples")
    result = omnifix("apply", "--verify", "examples", cwd=tmp_path, timeout=300)
    assert result.returncode == 0, result.stderr
    lines = [
        line
        for line in result.stdout.decode().splitlines()
        if ": VERIFIED " in line or "MISMATCH" in line
    ]
    assert [line.split(": ")[:2] for line in lines] == [
        ["examples/ex1.py:1", "VERIFIED <module>"],
        ["examples/ex1.py:13", "VERIFIED ex1"],  # lines of the written files
        ["examples/ex1.py:18", "VERIFIED <program>"],
        ["examples/init.py:1", "VERIFIED <module>"],
        ["examples/init.py:17", "VERIFIED init"],  # the wrapper, after `_init_pure`
        ["examples/init.py:23", "VERIFIED <program>"],
        ["examples/toggle.py:1", "VERIFIED <module>"],
        ["examples/toggle.py:15", "VERIFIED <program>"],
    ], result.stdout
    assert "module state included" in lines[4]  # the wrapper keeps the global key
    assert (
        "(oracle: the original + API001/OMS001)" in lines[6]
    )  # the original toggle does not import on this JAX
    assert (
        result.stderr.decode()
        .splitlines()[-1]
        .endswith("; verification: 8 verified, 0 skipped, 0 mismatch")
    ), result.stderr
    assert (
        b"key, subkey = random.split(key)\n    return random.normal(subkey, ()), key"
        in (tmp_path / "examples/init.py").read_bytes()
    )


def test_verify_outside_git_is_a_usage_error(tmp_path):
    result = omnifix("verify", cwd=tmp_path)
    assert result.returncode == 2
    assert b"error:" in result.stderr


@needs_jax
def test_an_unchanged_program_importing_a_changed_module_records_its_calls(tmp_path):
    """A changed function called only from an unchanged program (a `main()` here, reaching it
    through another unchanged module; a `__main__` block there) gets its inputs from that program's
    run; a program importing nothing changed is not run, and `importers = 0` runs none."""
    original = "import jax.numpy as jnp\n\n\ndef flatten(x):\n    return x.reshape((jnp.prod(jnp.array(x.shape)),))\n"
    tree(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/layers.py": original,
            "pkg/model.py": "from . import layers\n\n\ndef forward(x):\n    return layers.flatten(x) * 2\n",
            "pkg/main.py": "import jax.numpy as jnp\n\nfrom .model import forward\n\n\n"
            "def main():\n    return forward(jnp.ones((2, 3)))\n",
            "pkg/other.py": f"if __name__ == '__main__':\n    open({str(tmp_path / 'x.ran')!r}, 'w')\n",
            "run.py": "import jax.numpy as jnp\nfrom pkg.layers import flatten\n\n"
            "if __name__ == '__main__':\n    flatten(jnp.zeros((4, 1)))\n",
        },
    )
    path = str(tmp_path / "pkg/layers.py")
    change = Change(
        path, original.encode(), original.replace("jnp.prod(jnp.array(x.shape))", "x.size").encode()
    )
    unchanged = [
        str(tmp_path / p)
        for p in ("pkg/__init__.py", "pkg/model.py", "pkg/main.py", "pkg/other.py", "run.py")
    ]
    [outcome] = verify([change], Settings(), unchanged=unchanged)[path]
    assert (outcome.status, outcome.calls) == (Status.VERIFIED, 2), outcome
    [outcome] = verify([change], Settings(importers=1), unchanged=unchanged)[path]
    assert (outcome.status, outcome.calls) == (Status.VERIFIED, 1), outcome  # the nearest: run.py
    [outcome] = verify([change], Settings(importers=0), unchanged=unchanged)[path]
    assert outcome.status is Status.SKIPPED, outcome
    assert not list(tmp_path.rglob("*.ran")), "a program importing nothing changed ran"


COLS = "import jax.numpy as jnp\n\n\ndef cols(x, n):\n    return jnp.minimum(x.shape[1], n)\n"
TWIN = "\n\ndef cols_static(x, n):\n    return min(x.shape[1], n)\n"
WIDTH = "\n\ndef width(x):\n    return jnp.prod(jnp.array(x.shape))\n"
USES_COLS = """\
import jax
import jax.numpy as jnp

from .features import cols


@jax.jit
def local(x):
    k = jnp.maximum(x.shape[1] // 2, 1)
    return jnp.zeros(cols(x, k)) + k * x[:1, 0]
"""
USES_TWIN = (
    USES_COLS.replace("import cols\n", "import cols_static\n")
    .replace("    k = ", "    k_static = max(x.shape[1] // 2, 1)\n    k = ")
    .replace("cols(x, k)", "cols_static(x, k_static)")
)


@needs_jax
def test_each_side_imports_every_changed_module_of_the_run(tmp_path):
    """A rewritten module importing what another rewritten module gained (SHP001's host twin
    `cols_static`) imports the rewrite of that module, even when it has no changed function to
    verify or is in another batch (the original side the originals); a wrong twin is then caught
    by the values it gives, not hidden by the loading."""
    tree(tmp_path, {"pkg/__init__.py": "", "pkg/features.py": COLS, "pkg/model.py": USES_COLS})
    features, model = str(tmp_path / "pkg/features.py"), str(tmp_path / "pkg/model.py")
    examples = {(str(Path(model).resolve()), "local"): ("jnp.arange(8.0).reshape(2, 4)",)}
    uses = Change(model, USES_COLS.encode(), USES_TWIN.encode())

    def outcomes(twin: str, **settings) -> dict:
        gains = Change(features, COLS.encode(), (COLS + twin).encode())
        found = verify([gains, uses], Settings(examples=examples, **settings))
        return {o.function: o for o in found[model]}

    right = outcomes(TWIN)
    assert right[MODULE].status is Status.VERIFIED, right
    assert right[MODULE].detail.startswith("both versions import"), right
    assert (right["local"].status, right["local"].calls) == (Status.VERIFIED, 1), right
    # `width` makes `features.py` a module to verify, in a batch of its own
    apart = outcomes(TWIN + WIDTH.replace("jnp.prod(jnp.array(x.shape))", "x.size"), batch=1)
    assert {o.status for o in apart.values()} == {Status.VERIFIED}, apart
    wrong = outcomes(TWIN.replace("min(", "max("))
    assert wrong["local"].status is Status.MISMATCH, wrong
    assert wrong["local"].detail.startswith("call 1, eagerly: "), wrong
    assert "float32[2] became float32[4]" in wrong["local"].detail, wrong


FLAT = (
    "import jax\nimport jax.numpy as jnp\n\n\n@jax.jit\ndef flat(x):\n    return x.reshape(SIZE)\n"
)


@needs_jax
def test_scripts_of_one_name_in_two_folders_get_their_own_outcomes(tmp_path):
    """`a/train.py` and `b/train.py` import as the same module `train`: each verifies in a batch
    of its own, and an example given for `a/train.py` never runs `b/train.py`. Here `a`'s
    rewrite is right and `b`'s wrong: in one batch `a` got `b`'s MISMATCH and `b` `a`'s call."""
    old = FLAT.replace("SIZE", "jnp.prod(jnp.array(x.shape))")
    tree(tmp_path, {"a/train.py": old, "b/train.py": old})
    right = ("import math\n" + FLAT).replace("SIZE", "math.prod(x.shape)")
    wrong = ("import math\n" + FLAT).replace("SIZE", "math.prod(x.shape) + 1")
    a, b = str(tmp_path / "a/train.py"), str(tmp_path / "b/train.py")
    examples = {(str(Path(a).resolve()), "flat"): ("jnp.ones((2, 3))",)}
    changes = [Change(a, old.encode(), right.encode()), Change(b, old.encode(), wrong.encode())]
    found = verify(changes, Settings(examples=examples))
    status = {(Path(p).parent.name, o.function): o.status for p, os in found.items() for o in os}
    assert status[("a", "flat")] is Status.VERIFIED, found
    assert status[("b", "flat")] is Status.SKIPPED, found
    examples[str(Path(b).resolve()), "flat"] = ("jnp.ones((2, 3))",)
    found = verify(changes, Settings(examples=examples))
    assert [o.status for o in found[b] if o.function == "flat"] == [Status.MISMATCH], found
    assert [o.status for o in found[a] if o.function == "flat"] == [Status.VERIFIED], found


ROWS = "import jax.numpy as jnp\n\n\ndef rows(x, n):\n    return jnp.minimum(x.shape[0], n)\n"
HOST_ROWS = "def rows(x, n):\n    return min(x.shape[0], n)\n"
CALLS_ROWS = """\
import jax
import jax.numpy as jnp

from .features import rows


@jax.jit
def local(x):
    k = jnp.maximum(x.shape[0] // 2, 1)
    return jnp.zeros(rows(x, k))


@jax.jit
def inline(x):
    return jnp.zeros(rows(x, jnp.maximum(x.shape[0] // 2, 1)))
"""
HOST_CALLS = CALLS_ROWS.replace("jnp.maximum(", "max(")


@needs_jax
def test_a_helper_whose_rewritten_callers_give_it_host_ints_is_judged_by_them(tmp_path):
    """SHP001 made `rows` return a host int and its callers, in another module, compute its `n`
    on the host: under jit on the traced `n` the original's calls gave it, `rows` fails, but it
    equals the original eagerly on those calls and runs under jit inside its rewritten callers,
    each verified: VERIFIED. A wrong helper, a wrong caller, or a call from unchanged code (it
    still gives `rows` a jax.numpy value) is not passed so."""
    tree(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/features.py": ROWS,
            "pkg/model.py": CALLS_ROWS,
            "pkg/main.py": "import jax.numpy as jnp\n\nfrom .features import rows\n\n\n"
            "def main():\n    return rows(jnp.ones((3, 2)), jnp.int32(2))\n",
            "pkg/late.py": "import jax.numpy as jnp\n\nfrom .features import rows\n"
            "from .model import local\n\n\ndef main():\n    x = jnp.ones((4, 2))\n"
            "    for _ in range(3):\n        local(x)\n    return rows(x, jnp.int32(2))\n",
        },
    )
    features, model = str(tmp_path / "pkg/features.py"), str(tmp_path / "pkg/model.py")
    examples = {
        (str(Path(model).resolve()), "local"): ("jnp.arange(8.0).reshape(4, 2)",),
        (str(Path(model).resolve()), "inline"): ("jnp.arange(6.0).reshape(3, 2)",),
    }

    def outcomes(helper: str, callers: str, more: dict | None = None) -> dict:
        changes = [
            Change(features, ROWS.encode(), helper.encode()),
            Change(model, CALLS_ROWS.encode(), callers.encode()),
        ]
        found = verify(changes, Settings(examples={**examples, **(more or {})}))
        return {o.function: o for o in found[features] + found[model]}

    right = outcomes(HOST_ROWS, HOST_CALLS)
    assert {f: o.status for f, o in right.items()} == {
        MODULE: Status.VERIFIED,
        "rows": Status.VERIFIED,
        "local": Status.VERIFIED,
        "inline": Status.VERIFIED,
    }, right
    assert right["rows"].calls == 2, right["rows"]
    assert right["rows"].detail.startswith("2 calls: bitwise equal eagerly; under jit it fails"), (
        right["rows"]
    )
    assert "TracerBoolConversionError" in right["rows"].detail, right["rows"]
    assert "inside `pkg.model.inline`, `pkg.model.local`, each verified" in right["rows"].detail
    wrong_helper = outcomes(HOST_ROWS.replace("min(", "max("), HOST_CALLS)
    assert {f: o.status for f, o in wrong_helper.items() if f != MODULE} == {
        "rows": Status.MISMATCH,
        "local": Status.MISMATCH,
        "inline": Status.MISMATCH,
    }, wrong_helper
    wrong_caller = outcomes(HOST_ROWS, HOST_CALLS.replace("max(x.shape[0] // 2, 1)", "3", 1))
    assert wrong_caller["local"].status is Status.MISMATCH, wrong_caller
    assert wrong_caller["rows"].status is Status.NOT_JITTABLE, wrong_caller
    main = str((tmp_path / "pkg/main.py").resolve())
    unchanged = outcomes(HOST_ROWS, HOST_CALLS, {(main, "main"): ("()",)})
    assert unchanged["rows"].status is Status.NOT_JITTABLE, unchanged
    assert unchanged["rows"].calls == 1, unchanged["rows"]
    # the call from unchanged code comes after the 3 calls recorded: its caller still counts
    late = str((tmp_path / "pkg/late.py").resolve())
    past = outcomes(HOST_ROWS, HOST_CALLS, {(late, "main"): ("()",)})
    assert past["rows"].status is Status.NOT_JITTABLE, past


WRAPPED = """\
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def sample(x):
    global key
    key, sub = random.split(key)
    return x + random.normal(sub, x.shape)


def shift(x):
    global key
    key, sub = random.split(key)
    if x.sum() > 0:
        x = x + 1
    return x + random.normal(sub, x.shape)
"""

WRAPPERS = """\
import jax.numpy as jnp
from jax import random

key = random.PRNGKey(0)


def _sample_pure(key, x):
    key, sub = random.split(key)
    return x + random.normal(sub, x.shape), key


def sample(x):
    global key
    sample_result, key = _sample_pure(key, x)
    return sample_result


def _shift_pure(key, x):
    key, sub = random.split(key)
    if x.sum() > 0:
        x = x + 1
    return x + random.normal(sub, x.shape), key


def shift(x):
    global key
    shift_result, key = _shift_pure(key, x)
    return shift_result
"""


@needs_jax
def test_a_wrappers_pure_part_runs_under_jit_on_what_the_wrapper_passed_it(tmp_path):
    """A PRK001 wrapper keeps module state, so it runs eagerly only; its `_f_pure` is what jit
    compiles: it runs under jit too, on the arguments and the key the wrapper passed it, and one
    that does not trace (a Python `if` on an array) is NOT-JITTABLE though the wrapper matches."""
    path = tmp_path / "noise.py"
    path.write_text(WRAPPED)
    [sample, shift] = changed_functions(WRAPPED, WRAPPERS)
    assert (sample.pure, shift.pure) == (("_sample_pure", ("key",)), ("_shift_pure", ("key",)))
    examples = {
        (str(path.resolve()), name): ("jnp.ones(3)", "jnp.zeros(2)") for name in ("sample", "shift")
    }
    outcomes = verify(
        [Change(str(path), WRAPPED.encode(), WRAPPERS.encode())], Settings(examples=examples)
    )
    found = {o.function: o for o in outcomes[str(path)]}
    assert found["sample"].status is Status.VERIFIED, found["sample"]
    assert "module state included" in found["sample"].detail
    assert (
        "its pure part _sample_pure, on what the wrapper passed it (the key `key` too), equal under jit"
        in found["sample"].detail
    )
    assert found["shift"].status is Status.NOT_JITTABLE, found["shift"]
    assert found["shift"].detail.startswith(
        "call 1: its pure part _shift_pure: TracerBoolConversionError"
    ), found["shift"]


@needs_jax
def test_two_threaded_keys_are_replayed_from_their_recorded_state(tmp_path):
    """`_step(key_a, key_b, x)` VERIFIED from the recorded state of both keys, and a rewrite
    giving back one key of the two is a MISMATCH."""
    golden = ROOT / "golden" / "thread-prng-keys"
    old = (golden / "two_keys_private.input.py").read_bytes()
    new = (golden / "two_keys_private.expected.py").read_bytes()
    both = b"return (_noise_b_result, _noise_b_result_2), key_a, key_b"
    dropped = new.replace(both, both.removesuffix(b", key_b"))
    assert dropped != new
    paths = [tmp_path / "two_keys.py", tmp_path / "two_keys_dropped.py"]
    for path in paths:
        path.write_bytes(old)
    changes = [Change(str(paths[0]), old, new), Change(str(paths[1]), old, dropped)]
    outcomes = verify(changes, Settings())
    right, wrong = ({o.function: o for o in outcomes[str(p)]}["_step"] for p in paths)
    assert right.status is Status.VERIFIED, right
    assert "from the recorded state of `key_a`, `key_b`: results and new keys" in right.detail
    assert wrong.status is Status.MISMATCH, wrong
    assert "not (result, key_a, key_b)" in wrong.detail, wrong
