"""The import helper: reuse a binding, add without shadowing, remove only what a rewrite left unused."""

from __future__ import annotations

import ast
import re

import libcst as cst
import pytest

from omnifix.engine import process_bytes
from omnifix.imports import ImportPlan
from omnifix.names import Names
from omnifix.plan import REMOVE, Site
from omnifix.results import Options, Tier
from omnifix.rule import Rule


def plan_for(source: str) -> tuple[ImportPlan, cst.Module]:
    module = cst.parse_module(source)
    plan = ImportPlan()
    plan.start(module, Names.of(ast.parse(source)))
    return plan, module


@pytest.mark.parametrize(
    "source, name, added",
    [
        ("import numpy as onp\nx = onp.ones(2)\n", "onp", False),
        ("import numpy\n", "numpy", False),
        ("import numpy as np\n", "np", False),
        ("import jax.numpy as np\n", "onp", True),  # `np` is jax.numpy here
        ("from jax import numpy as np\n", "onp", True),
        ("def f(np):\n    return np\n", "onp", True),  # a parameter anywhere takes the name
        ("import numpy as onp\nonp = 3\n", "np", True),  # a rebound binding is not reused
        ("x = 1\n", "np", True),
    ],
)
def test_module_reuses_or_adds_without_shadowing(source, name, added):
    plan, module = plan_for(source)
    assert plan.module("numpy", "np") == name
    output = plan.apply(module).code
    line = "import numpy as np\n" if name == "np" else f"import numpy as {name}\n"
    assert (line in output and output != source) == added


@pytest.mark.parametrize(
    "source, code",
    [
        # joined to a line importing from the module, at its sorted place
        ("from functools import wraps\n", "from functools import partial, wraps\n"),
        ("from functools import reduce, wraps\n", "from functools import partial, reduce, wraps\n"),
        ("from functools import wraps, reduce\n", "from functools import wraps, reduce, partial\n"),
        # a line of its own: parentheses, the name imported already, past 100 characters
        (
            "from functools import (wraps)\n",
            "from functools import (wraps)\nfrom functools import partial\n",
        ),
        (
            f"from functools import {', '.join(f'n{i:02}' for i in range(15))}\n",
            f"from functools import {', '.join(f'n{i:02}' for i in range(15))}\n"
            "from functools import partial\n",
        ),
    ],
)
def test_a_name_joins_the_line_importing_from_its_module(source, code):
    plan, module = plan_for(source)
    assert plan.symbol("functools", "partial") == "partial"
    assert plan.apply(module).code == code


def test_module_name_without_alias_and_second_request_reuses_the_first():
    plan, module = plan_for("x = 1\n")
    assert plan.module("math") == "math"
    assert plan.module("math") == "math"
    assert plan.apply(module).code == "import math\nx = 1\n"


@pytest.mark.parametrize(
    "source, expected, code",
    [
        ("from functools import partial\n", "partial", "from functools import partial\n"),
        ("import functools\n", "functools.partial", "import functools\n"),
        ('"""Doc."""\nx = 1\n', "partial", '"""Doc."""\nfrom functools import partial\nx = 1\n'),
        (
            "import os\nimport sys\n\nx = 1\n",
            "partial",
            "import os\nimport sys\nfrom functools import partial\n\nx = 1\n",
        ),
        # after the imports that open the module, not after a late one: code between may use the name
        (
            "import os\nx = 1\nimport sys\n",
            "partial",
            "import os\nfrom functools import partial\nx = 1\nimport sys\n",
        ),
        ("partial = 1\n", "opartial", "from functools import partial as opartial\npartial = 1\n"),
        (
            "from __future__ import annotations\n",
            "partial",
            "from __future__ import annotations\n\nfrom functools import partial\n",
        ),
    ],
)
def test_symbol(source, expected, code):
    plan, module = plan_for(source)
    assert plan.symbol("functools", "partial") == expected
    assert plan.apply(module).code == code


@pytest.mark.parametrize(
    "source, package, name, expected, code",
    [
        # a file importing its package relatively only gets a relative import
        (
            "from . import model\n",
            "pkg",
            "pkg.rng",
            "rng",
            "from . import model, rng\n",
        ),
        (
            "from .model import f\n",
            "pkg.sub",
            "pkg.rng",
            "rng",
            "from .. import rng\nfrom .model import f\n",  # isort: furthest first
        ),
        (
            "from . import model\n",
            "pkg.a",
            "pkg.b.rng",
            "rng",
            "from ..b import rng\nfrom . import model\n",
        ),
        ("from . import rng\n", "pkg", "pkg.rng", "rng", "from . import rng\n"),  # reused
        ("from .. import rng as r\n", "pkg.sub", "pkg.rng", "r", "from .. import rng as r\n"),
        # a name taken elsewhere: the helper's alias scheme
        (
            "from . import model\n\ndef f(rng):\n    return rng\n",
            "pkg",
            "pkg.rng",
            "orng",
            "from . import model, rng as orng\n\ndef f(rng):\n    return rng\n",
        ),
        # the file imports its package by name: so does the new import
        (
            "import pkg.model\nfrom . import util\n",
            "pkg",
            "pkg.rng",
            "pkg.rng",
            "import pkg.model\nfrom . import util\nimport pkg.rng\n",
        ),
        ("import jax\n", "pkg", "pkg.rng", "pkg.rng", "import jax\nimport pkg.rng\n"),
        # the top-level package itself has no relative name; another package keeps its name
        ("from . import model\n", "pkg", "pkg", "pkg", "import pkg\n\nfrom . import model\n"),
        (
            "from . import model\n",
            "pkg",
            "other.rng",
            "other.rng",
            "import other.rng\n\nfrom . import model\n",
        ),
        # the package not known (a single file)
        (
            "from . import model\n",
            None,
            "pkg.rng",
            "pkg.rng",
            "import pkg.rng\n\nfrom . import model\n",
        ),
    ],
)
def test_module_of_the_own_package_imported_as_the_file_does(source, package, name, expected, code):
    plan, module = plan_for(source)
    assert plan.module(name, package=package) == expected
    assert plan.apply(module).code == code


@pytest.mark.parametrize(
    "source, code",
    [
        # imports grouped by section as isort does: each new one joins its section's group, at
        # its sorted place (`import` lines before `from` lines, or all by module)
        (
            "import os\n\nimport jax\n\nfrom . import rng\n",
            "import math\nimport os\n\nimport jax\nimport numpy\n\nfrom . import rng\n",
        ),
        (
            '"""Doc."""\nfrom __future__ import annotations\n\nfrom functools import partial\n\n'
            "import jax\n",
            '"""Doc."""\nfrom __future__ import annotations\n\nimport math\nfrom functools import '
            "partial\n\nimport jax\nimport numpy\n",
        ),
        (
            "from functools import partial\nimport os\n\nimport jax\n",
            "from functools import partial\nimport math\nimport os\n\nimport jax\nimport numpy\n",
        ),
        # unsorted: at the end of the group
        (
            "import sys\nimport os\n\nimport jax\n",
            "import sys\nimport os\nimport math\n\nimport jax\nimport numpy\n",
        ),
        # a section the file lacks: a group of its own, in isort's order; a heading stays on top
        (
            "import jax\n\n# ours\nfrom . import rng\n",
            "import math\n\nimport jax\nimport numpy\n\n# ours\nfrom . import rng\n",
        ),
        (
            "from __future__ import annotations\n\nfrom . import rng\n",
            "from __future__ import annotations\n\nimport math\n\nimport numpy\n\n"
            "from . import rng\n",
        ),
        # sections mixed in a group: after the first standard-library group, else the imports
        (
            "import os\nimport jax\nimport sys\n",
            "import os\nimport jax\nimport sys\nimport math\nimport numpy\n",
        ),
        ("import os, jax\n", "import os, jax\nimport math\nimport numpy\n"),
        (
            "import os\n\nimport jax\nfrom . import rng\n",
            "import os\nimport math\n\nimport jax\nfrom . import rng\nimport numpy\n",
        ),
    ],
)
def test_standard_library_import_joins_its_group(source, code):
    plan, module = plan_for(source)
    assert plan.module("math") == "math"
    assert plan.module("numpy") == "numpy"
    assert plan.apply(module).code == code


class DropCalls(Rule):
    """Test codemod: removes statements that call `lib.drop`."""

    CODE = "TST001"
    SUMMARY = "test"
    TIER = Tier.SAFE
    PATTERN = re.compile(rb"drop")

    @classmethod
    def plan(cls, context):
        return [
            Site(node, "drop", Tier.SAFE, lambda updated, imports: REMOVE)
            for node in context.names.nodes
            if type(node) is ast.Expr
            and type(node.value) is ast.Call
            and context.refers_to(node.value.func, "lib.drop")
        ]


DropCalls.NAME = "drop-calls"  # a name set by hand in the class is refused (omnifix.rule)


def run(source: str) -> str:
    result = process_bytes("t.py", source.encode(), [DropCalls], Options())
    assert result.error is None, result.error
    return result.new.decode() if result.changed else source


@pytest.mark.parametrize(
    "source, expected",
    [
        ("from lib import drop, keep\ndrop(1)\nkeep(2)\n", "from lib import keep\nkeep(2)\n"),
        (
            "from lib import (\n    keep,\n    drop,\n)\ndrop(1)\nkeep(2)\n",
            "from lib import (\n    keep,\n)\nkeep(2)\n",
        ),
        ("import lib\nlib.drop(1)\n", ""),
        ("import lib as l\nx = 1\nl.drop(1)\n", "x = 1\n"),
        ("import lib\nlib.drop(1)\nlib.other()\n", "import lib\nlib.other()\n"),
        ("import os\nfrom lib import drop\ndrop(1)\n", "import os\n"),  # unused before: not ours
        (
            "from lib import drop\n__all__ = ['drop']\ndrop(1)\n",
            "from lib import drop\n__all__ = ['drop']\n",
        ),
        (
            "from lib import drop\ndrop(1)\ndrop(2)  # omnifix: ignore\n",
            "from lib import drop\ndrop(2)  # omnifix: ignore\n",
        ),
        (
            "def f():\n    from lib import drop\n    drop(1)\n    return 2\n",
            "def f():\n    return 2\n",
        ),
        (
            "try:\n    from lib import drop\nexcept ImportError:\n    pass\ndrop(1)\n",
            "try:\n    pass\nexcept ImportError:\n    pass\n",
        ),
        ("from lib import drop\n\n# why\ndrop(1)\n\nx = 1\n", "# why\n\nx = 1\n"),
    ],
)
def test_removed_uses_take_their_imports_along(source, expected):
    assert run(source) == expected
