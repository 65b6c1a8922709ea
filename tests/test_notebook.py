"""Jupyter notebooks (`omnifix.notebook`): migrated through the CLI, every other byte kept."""

from __future__ import annotations

import difflib
import json
import os
import shutil
import subprocess
from pathlib import Path

import nbformat
import pytest

from codemods.jit_noise_tolerances import JitNoiseTolerances
from omnifix import notebook
from omnifix.notebook import Notebook
from omnifix.registry import all_codemods
from omnifix.results import Options
from tests.helpers import TOGGLE, omnifix, tree

CELL_2 = "%matplotlib inline\nimport jax\nimport jax.numpy as jnp\nfrom jax.config import config\nconfig.enable_omnistaging()"
CELL_3 = (
    "!pip install jax\ntree = jax.tree_multimap(lambda a, b: a + b, {'x': 1}, {'x': 2})\njax.jit?"
)
CELL_4 = "%%time\n@jax.jit\ndef flatten(x):\n    return x.reshape((jnp.prod(jnp.array(x.shape)),))\n\nflatten(jnp.ones((2, 3)))"
FIXED = [
    "%matplotlib inline\nimport math\n\nimport jax\nimport jax.numpy as jnp",
    "!pip install jax\ntree = jax.tree.map(lambda a, b: a + b, {'x': 1}, {'x': 2})\njax.jit?",
    "%%time\n@jax.jit\ndef flatten(x):\n    return x.reshape((math.prod(x.shape),))\n\nflatten(jnp.ones((2, 3)))",
]


def old_notebook(path: Path, cells=(CELL_2, CELL_3, CELL_4)) -> bytes:
    """A notebook as Jupyter writes it: a markdown cell, then code cells with outputs and metadata."""
    book = nbformat.v4.new_notebook()
    book.metadata["kernelspec"] = {
        "name": "python3",
        "language": "python",
        "display_name": "Python 3",
    }
    book.cells = [nbformat.v4.new_markdown_cell("# Training with `jax.tree_multimap`")]
    for number, source in enumerate(cells, start=1):
        cell = nbformat.v4.new_code_cell(source, execution_count=number)
        cell.metadata["tags"] = ["jax"]
        cell.outputs = [
            nbformat.v4.new_output("stream", text=f"output of cell {number} (jnp.prod)\n")
        ]
        book.cells.append(cell)
    nbformat.write(book, str(path))
    return path.read_bytes()


def sources(path: Path) -> list[str]:
    found = json.loads(path.read_text("utf-8"))
    return [
        "".join(c["source"]) if isinstance(c["source"], list) else c["source"]
        for c in found["cells"]
    ]


def without_sources(data: bytes) -> dict:
    found = json.loads(data)
    for cell in found["cells"]:
        cell.pop("source")
    return found


def changed_lines(old: bytes, new: bytes) -> list[str]:
    lines = difflib.ndiff(old.decode().splitlines(), new.decode().splitlines())
    return [line for line in lines if line[:1] in "+-"]


def git_apply(patch: bytes, folder: Path, tmp_path: Path) -> None:
    (tmp_path / "patch.diff").write_bytes(patch)
    subprocess.run(
        ["git", "apply", "--check", str(tmp_path / "patch.diff")], cwd=folder, check=True
    )
    subprocess.run(["git", "apply", str(tmp_path / "patch.diff")], cwd=folder, check=True)


def test_three_cells_migrated_by_apply_and_nothing_else_changes(tmp_path):
    path = tmp_path / "nb.ipynb"
    old = old_notebook(path)
    result = omnifix("apply", "nb.ipynb", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert b"apply: 1 file, 1 changed, 4 findings (4 fixed" in result.stderr
    new = path.read_bytes()
    assert sources(path) == [
        "# Training with `jax.tree_multimap`",
        *FIXED,
    ]  # markdown untouched, magics kept
    nbformat.validate(nbformat.reads(new.decode(), as_version=4))
    assert without_sources(new) == without_sources(old)  # outputs, metadata, counts, ids
    # only source lines of the changed cells differ, each a JSON string of nbformat's own layout
    changes = changed_lines(old, new)
    assert changes and all(
        line[2:].startswith('    "') and not line.rstrip().endswith(":") for line in changes
    ), changes
    # cell 2: two toggle lines out, `import math` and a blank line in (a group of its own, as isort
    # puts it), `import jax.numpy as jnp` now last (no line break); cells 3 and 4: one line each
    assert sorted(line[:1] for line in changes) == ["+"] * 5 + ["-"] * 5, changes

    again = omnifix("apply", "nb.ipynb", cwd=tmp_path)  # idempotent: nothing left to change
    assert again.returncode == 0, again.stderr
    assert b"0 changed, 0 findings" in again.stderr
    assert path.read_bytes() == new


def test_dry_run_shows_each_cell_and_its_patch_applies_with_git(tmp_path):
    work, by_git = tmp_path / "work", tmp_path / "git"
    work.mkdir()
    old = old_notebook(work / "nb.ipynb")
    tree(by_git, {"nb.ipynb": old})
    dry = omnifix("apply", "--dry-run", ".", cwd=work)
    assert dry.returncode == 1, dry.stderr
    out = dry.stdout.decode()
    assert (work / "nb.ipynb").read_bytes() == old  # --dry-run writes nothing
    # the per-cell view: the code itself, as `# ` lines
    assert "# --- a/nb.ipynb (cell 3)\n# +++ b/nb.ipynb (cell 3)\n" in out
    assert "# -tree = jax.tree_multimap(lambda a, b: a + b, {'x': 1}, {'x': 2})\n" in out
    assert "# +tree = jax.tree.map(lambda a, b: a + b, {'x': 1}, {'x': 2})\n" in out
    assert (
        "#      return x.reshape((jnp.prod" not in out
        and "# +    return x.reshape((math.prod(x.shape),))\n" in out
    )
    # then the notebook's patch, hunks named by cell
    patch = out[out.index("--- a/nb.ipynb\n+++ b/nb.ipynb\n") :]
    headers = [line for line in patch.splitlines() if line.startswith("@@")]
    assert [h.rsplit("@@ ", 1)[1] for h in headers] == ["cell 2", "cell 3", "cell 4"], headers
    git_apply(dry.stdout, by_git, tmp_path)
    written = omnifix("apply", ".", cwd=work)
    assert written.returncode == 0, written.stderr
    assert (by_git / "nb.ipynb").read_bytes() == (work / "nb.ipynb").read_bytes()
    if shutil.which("patch"):  # GNU patch skips the `# ` lines as well
        tree(tmp_path / "patched", {"nb.ipynb": old})
        subprocess.run(
            ["patch", "-p1", "-s", "-i", str(tmp_path / "patch.diff")],
            cwd=tmp_path / "patched",
            check=True,
        )
        assert (tmp_path / "patched/nb.ipynb").read_bytes() == (work / "nb.ipynb").read_bytes()


def test_dry_run_of_modules_and_notebooks_together_applies_with_git(tmp_path):
    work, by_git = tmp_path / "work", tmp_path / "git"
    old = old_notebook(tree(work, {"a.py": TOGGLE, "z.py": TOGGLE}) / "m.ipynb")
    tree(by_git, {"a.py": TOGGLE, "z.py": TOGGLE, "m.ipynb": old})
    dry = omnifix("apply", "--dry-run", "--jobs", "2", ".", cwd=work)
    assert dry.returncode == 1, dry.stderr
    git_apply(dry.stdout, by_git, tmp_path)
    assert omnifix("apply", ".", cwd=work).returncode == 0
    for name in ("a.py", "m.ipynb", "z.py"):
        assert (by_git / name).read_bytes() == (work / name).read_bytes(), name


def test_findings_name_the_cell_and_point_into_the_file(tmp_path):
    path = tmp_path / "nb.ipynb"
    old_notebook(path)
    text = omnifix("check", "nb.ipynb", cwd=tmp_path)
    assert text.returncode == 1, text.stderr
    lines = text.stdout.decode().splitlines()
    assert [line.split(": ", 1)[0] for line in lines] == [
        "nb.ipynb:cell 2:4:24",
        "nb.ipynb:cell 2:5:1",
        "nb.ipynb:cell 3:2:8",
        "nb.ipynb:cell 4:4:23",
    ]
    assert lines[2].startswith("nb.ipynb:cell 3:2:8: API001 [*] `jax.tree_multimap`")

    document = json.loads(omnifix("check", "--format", "json", "nb.ipynb", cwd=tmp_path).stdout)
    findings = document["files"][0]["findings"]
    raw = path.read_text("utf-8").splitlines()
    for finding in findings:  # `line` and `column` are in the .ipynb text, `cell` in the cell
        number, line, column = (finding["cell"][k] for k in ("number", "line", "column"))
        code_line = sources(path)[number - 1].splitlines()[line - 1]
        at = raw[finding["line"] - 1][finding["column"] - 1 :]
        assert at.startswith(json.dumps(code_line[column - 1 :])[1:-1][:10]), (finding, at)
    assert findings[2]["cell"] == {"number": 3, "line": 2, "column": 8}

    log = json.loads(omnifix("check", "--format", "sarif", "nb.ipynb", cwd=tmp_path).stdout)
    result = log["runs"][0]["results"][2]
    assert result["locations"][0]["physicalLocation"]["region"] == {
        "startLine": findings[2]["line"],
        "startColumn": findings[2]["column"],
    }
    assert (
        result["properties"]["cell"],
        result["properties"]["cellLine"],
        result["properties"]["cellColumn"],
    ) == (3, 2, 8)


def test_notebook_needing_no_change_stays_byte_identical(tmp_path):
    # modern code, in a layout nbformat would not write: 4-space indent, escaped non-ASCII, CRLF
    book = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "metadata": {},
                "outputs": [],
                "source": ["import jax\n", "# température\n", "y = jax.tree.map(f, x)  # ok"],
            }
        ],
        "metadata": {},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    data = json.dumps(book, indent=4, ensure_ascii=True).replace("\n", "\r\n").encode()
    path = tree(tmp_path, {"clean.ipynb": data}) / "clean.ipynb"
    before = os.stat(path)
    result = omnifix("apply", ".", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert path.read_bytes() == data
    assert os.stat(path).st_ino == before.st_ino  # never written


def test_changed_cell_keeps_the_notebooks_own_style(tmp_path):
    """Single-string sources, 4-space indent, `\\u` escapes, CRLF and a BOM stay as they were."""
    book = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "metadata": {},
                "outputs": [],
                "source": "import jax\nx = jax.tree_multimap(f, a, b)  # étape 1\n",
            },
            {
                "cell_type": "code",
                "execution_count": None,
                "metadata": {},
                "outputs": [],
                "source": ["# étape 2\n", "y = jax.tree_multimap(f, x, x)\n", "print('ok')"],
            },
        ],
        "metadata": {"kernelspec": {"language": "python", "name": "python3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    data = (
        b"\xef\xbb\xbf"
        + json.dumps(book, indent=4, ensure_ascii=True).replace("\n", "\r\n").encode()
    )
    path = tree(tmp_path, {"styled.ipynb": data}) / "styled.ipynb"
    result = omnifix("apply", ".", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    new = path.read_bytes()
    assert new.startswith(b"\xef\xbb\xbf") and new.count(b"\r\n") == data.count(b"\r\n")
    expected = json.loads(data.decode("utf-8-sig"))
    expected["cells"][0]["source"] = "import jax\nx = jax.tree.map(f, a, b)  # \u00e9tape 1\n"
    expected["cells"][1]["source"][1] = "y = jax.tree.map(f, x, x)\n"
    assert new.decode("utf-8-sig") == json.dumps(expected, indent=4, ensure_ascii=True).replace(
        "\n", "\r\n"
    )


def test_nbformat_3_notebook_is_migrated(tmp_path):
    book = {
        "metadata": {"name": ""},
        "nbformat": 3,
        "nbformat_minor": 0,
        "worksheets": [
            {
                "cells": [
                    {"cell_type": "heading", "level": 1, "metadata": {}, "source": ["Old"]},
                    {
                        "cell_type": "code",
                        "collapsed": False,
                        "input": ["import jax\n", "jax.tree_multimap(f, a, b)"],
                        "language": "python",
                        "metadata": {},
                        "outputs": [],
                    },
                ],
                "metadata": {},
            }
        ],
    }
    path = tree(tmp_path, {"v3.ipynb": json.dumps(book, indent=1)}) / "v3.ipynb"
    result = omnifix("check", "v3.ipynb", cwd=tmp_path)
    assert result.stdout.decode().startswith("v3.ipynb:cell 2:2:1: API001 [*]"), result.stdout
    assert omnifix("apply", "v3.ipynb", cwd=tmp_path).returncode == 0
    book["worksheets"][0]["cells"][1]["input"][1] = "jax.tree.map(f, a, b)"
    assert path.read_text() == json.dumps(book, indent=1)
    nbformat.validate(nbformat.reads(path.read_text(), as_version=3))


def test_bad_notebooks_are_one_line_errors_and_the_run_goes_on(tmp_path):
    tree(
        tmp_path,
        {
            "broken.ipynb": '{"cells": [ import jax',  # not JSON, and mentions jax: read, and an error
            "prose.ipynb": '{"cells": [ nothing for any codemod',  # no codemod's bytes: not even parsed
            "cell_error.ipynb": json.dumps(
                {
                    "cells": [
                        {
                            "cell_type": "code",
                            "metadata": {},
                            "outputs": [],
                            "execution_count": None,
                            "source": ["import jax\n"],
                        },
                        {
                            "cell_type": "code",
                            "metadata": {},
                            "outputs": [],
                            "execution_count": None,
                            "source": ["x = 1\n", "def f(:\n"],
                        },
                    ],
                    "metadata": {},
                    "nbformat": 4,
                    "nbformat_minor": 5,
                }
            ),
            "r.ipynb": json.dumps(
                {
                    "cells": [
                        {
                            "cell_type": "code",
                            "metadata": {},
                            "outputs": [],
                            "execution_count": None,
                            "source": ["x <- jax.tree_multimap(f)"],
                        }
                    ],
                    "metadata": {"kernelspec": {"language": "R", "name": "ir"}},
                    "nbformat": 4,
                    "nbformat_minor": 5,
                }
            ),
            "toggle.py": TOGGLE,
        },
    )
    result = omnifix("check", ".", cwd=tmp_path)
    assert result.returncode == 2
    errors = [line for line in result.stderr.decode().splitlines() if line.startswith("error:")]
    assert errors == [
        "error: broken.ipynb: not a notebook: invalid JSON at line 1, column 13: Expecting value",
        "error: cell_error.ipynb: syntax error in cell 2, line 2, column 7: invalid syntax",
    ], result.stderr
    assert result.stdout.decode().startswith(
        "toggle.py:3:1: OMS001"
    )  # the other files are processed


def test_exclude_ipynb_leaves_notebooks_out(tmp_path):
    old_notebook(tmp_path / "nb.ipynb")
    tree(tmp_path, {".ipynb_checkpoints/nb-checkpoint.ipynb": (tmp_path / "nb.ipynb").read_bytes()})
    found = omnifix("check", ".", cwd=tmp_path)
    assert {line.split(":")[0] for line in found.stdout.decode().splitlines()} == {
        "nb.ipynb"
    }  # no checkpoint
    result = omnifix("check", "--exclude", "*.ipynb", ".", cwd=tmp_path)
    assert result.returncode == 0 and result.stdout == b"", result.stderr


def test_jobs_and_cache_give_the_same_results_for_notebooks(tmp_path):
    for number in range(4):
        old_notebook(tmp_path / f"nb{number}.ipynb")
        tree(tmp_path, {f"m{number}.py": TOGGLE})
    one = omnifix("check", "--format", "json", "--no-cache", "--jobs", "1", ".", cwd=tmp_path)
    two = omnifix("check", "--format", "json", "--no-cache", "--jobs", "2", ".", cwd=tmp_path)
    cold = omnifix(
        "check", "--format", "json", "--cache-dir", "c", "--jobs", "2", ".", cwd=tmp_path
    )
    (tmp_path / "m0.py").write_text(
        TOGGLE + "\n"
    )  # one file changes: the rest comes from the task cache
    warm = omnifix(
        "check", "--format", "json", "--cache-dir", "c", "--jobs", "2", ".", cwd=tmp_path
    )
    whole = omnifix(
        "check", "--format", "json", "--cache-dir", "c", "--jobs", "1", ".", cwd=tmp_path
    )
    assert one.stdout == two.stdout == cold.stdout
    assert (
        warm.stdout == whole.stdout
        and json.loads(warm.stdout)["summary"] == json.loads(one.stdout)["summary"]
    )
    assert json.loads(one.stdout)["summary"]["findings"] == 4 * 4 + 4


def test_verify_skips_notebooks(tmp_path):
    old_notebook(tmp_path / "nb.ipynb")
    result = omnifix("apply", "--dry-run", "--verify", "--format", "json", "nb.ipynb", cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    entry = json.loads(result.stdout)["files"][0]
    assert entry["held"] is False and entry["diff"]
    assert [(o["function"], o["status"]) for o in entry["verification"]] == [
        ("<notebook>", "SKIPPED")
    ]


# -- the notebook module, directly --------------------------------------------------------------


def _book(*cells, **extra) -> bytes:
    return json.dumps(
        {
            "cells": [
                {
                    "cell_type": "code",
                    "execution_count": None,
                    "metadata": {},
                    "outputs": [],
                    "source": list(c) if isinstance(c, tuple) else c,
                }
                for c in cells
            ],
            "metadata": {},
            "nbformat": 4,
            "nbformat_minor": 4,
            **extra,
        },
        indent=1,
    ).encode()


def _migrate(data: bytes):
    return notebook.process("t.ipynb", data, all_codemods(), Options())


def _cells(data: bytes) -> list[str]:
    return [c.text for c in Notebook(data).cells]


def test_ipython_syntax_is_masked_only_where_ipython_sees_it():
    data = _book(
        (
            "import jax\n",
            "files = !ls\n",
            "for f in files:\n",
            "    !echo {f}\n",
            "    %time y = 1\n",
            "t = (1\n",
            "%2)\n",
            "s = '''\n",
            "%not_a_magic\n",
            "'''\n",
            "%time x = \\\n",
            "  2\n",
            "jax.jit?\n",
            "??jax.grad\n",
            "x = jax.tree_multimap(f, a, b)",
        )
    )
    book = Notebook(data)
    assert book.magics == [
        "files = !ls",
        "    !echo {f}",
        "    %time y = 1",
        "%time x = \\",
        "  2",
        "jax.jit?",
        "??jax.grad",
    ]
    masked = book.code.decode().splitlines()
    assert (
        masked[3] == "    pass  # omnifix-notebook-magic 1"
        and masked[6] == "%2)"
        and masked[8] == "%not_a_magic"
    )
    result = _migrate(data)
    assert result.changed, result.error
    assert _cells(result.new) == [
        Notebook(data).cells[0].text.replace("jax.tree_multimap", "jax.tree.map")
    ]


def test_a_non_python_cell_magic_is_left_alone():
    data = _book(
        ("%%bash\n", "echo jax.tree_multimap\n"), ("import jax\n", "jax.tree_multimap(f, a, b)")
    )
    result = _migrate(data)
    assert _cells(result.new) == [
        "%%bash\necho jax.tree_multimap\n",
        "import jax\njax.tree.map(f, a, b)",
    ]
    assert [f.cell[0] for f in result.findings] == [2]


def test_an_import_a_magic_uses_is_kept():
    data = _book(
        ("import jax\n", "import jax.numpy as jnp"),
        ("@jax.jit\n", "def f(x):\n", "    return x.reshape((jnp.prod(jnp.array(x.shape)),))"),
        ("%timeit jnp.ones(3)",),
    )
    result = _migrate(data)
    assert _cells(result.new) == [
        "import math\n\nimport jax\nimport jax.numpy as jnp",
        "@jax.jit\ndef f(x):\n    return x.reshape((math.prod(x.shape),))",
        "%timeit jnp.ones(3)",
    ]
    alone = _migrate(data.replace(b"%timeit jnp.ones(3)", b"print(1)"))  # unused now: removed
    assert _cells(alone.new)[0] == "import math\n\nimport jax"


def test_new_imports_go_to_the_cell_of_the_imports():
    shape = (
        "@jax.jit\n",
        "def f(x):\n",
        "    return x.reshape((jnp.prod(jnp.array(x.shape)),))\n",
        "print(jnp.ones(2))",
    )
    for first, imports in (
        (("%matplotlib inline",), "import math\n\nimport jax\nimport jax.numpy as jnp"),
        (("x = 1",), "import jax\nimport jax.numpy as jnp\nimport math"),  # after code: at the end
    ):
        result = _migrate(_book(first, ("import jax\n", "import jax.numpy as jnp"), shape))
        assert _cells(result.new)[:2] == ["".join(first), imports], first
    # a cell before the imports' cell that may use the name: the import stays at the top, where
    # the engine put it
    result = _migrate(
        _book(('label = "math"',), ("import jax\n", "import jax.numpy as jnp"), shape)
    )
    assert _cells(result.new)[:2] == [
        'import math\nlabel = "math"',
        "import jax\nimport jax.numpy as jnp",
    ]


def test_a_cell_left_empty_is_an_empty_source():
    result = _migrate(
        _book(("import jax\n",), ("from jax.config import config\n", "config.enable_omnistaging()"))
    )
    assert json.loads(result.new)["cells"][1]["source"] == []
    nbformat.validate(nbformat.reads(result.new.decode(), as_version=4))


def test_a_notebook_without_any_codemods_bytes_is_not_parsed(monkeypatch):
    def refuse(*args):
        raise AssertionError("parsed")

    monkeypatch.setattr(json, "loads", refuse)
    assert not notebook.worth(b'{"cells": [not json, no pattern', all_codemods())
    assert notebook.worth(b'{"cells": ["import jax"]}', all_codemods())


@pytest.mark.parametrize("cls", all_codemods(), ids=lambda cls: cls.CODE)
def test_every_pattern_matches_the_golden_code_its_codemod_changes_or_reports(cls):
    # `worth` reads a codemod's `PATTERN` (else its `prefilter`): code it missed would be skipped
    folder = Path(__file__).parent.parent / "golden" / cls.NAME
    acted_on = [
        path
        for path in sorted(folder.glob("*.input.py"))
        if path.with_name(path.name.replace(".input.py", ".expected.py")).exists()
        or path.with_name(path.name.replace(".input.py", ".findings.txt")).exists()
    ]
    assert acted_on
    for path in acted_on:
        assert notebook.worth(path.read_bytes(), [cls]), path.name


def test_a_notebook_using_jax_alone_is_worth_a_tolerance_check():
    assert notebook.worth(b'{"cells": ["import jax"]}', [JitNoiseTolerances])


@pytest.mark.parametrize("separator", [",", ", "])
def test_splicing_keeps_unchanged_literals(separator):
    # a line whose text did not change keeps its literal, escapes included (`\/` is JSON for `/`)
    data = (
        '{"cells": [{"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": null, "source": ['
        '"import jax\\n"'
        + separator
        + '"x = 1 \\/ 2\\n"'
        + separator
        + '"y = jax.tree_multimap(f, x)"]}],'
        ' "metadata": {}, "nbformat": 4, "nbformat_minor": 5}'
    ).encode()
    result = _migrate(data)
    assert result.new == data.replace(b"jax.tree_multimap", b"jax.tree.map")


def test_a_rewrite_that_loses_or_changes_ipython_lines_or_cells_is_refused():
    data = _book(
        ("import jax.numpy as jnp\n", "%timeit jnp.ones(3)\n", "!ls"),
        ("x = 1",),
        ("%%time\n", "y = 2"),
    )
    book = Notebook(data)
    code = book.code.decode()
    assert "(jnp,)  # omnifix-notebook-magic 0\n" in code and "# omnifix-notebook-cell 2\n" in code
    assert book.split(code) == [c.text for c in book.cells]  # the round trip
    refused = {
        "renames what this IPython line uses": code.replace("(jnp,)", "(np,)"),
        "an IPython line was lost": code.replace("# omnifix-notebook-magic 1\n", ""),
        "an IPython line moved": code.replace("# omnifix-notebook-magic 1\n", "").replace(
            "x = 1", "# omnifix-notebook-magic 1\nx = 1"
        ),
        "the cells could not be told apart": code.replace("# omnifix-notebook-cell 2\n", ""),
        "the cell magic of cell 3 is no longer its first line": code.replace(
            "# omnifix-notebook-cell 3\n", "# omnifix-notebook-cell 3\nimport math\n"
        ),
    }
    for why, changed in refused.items():
        with pytest.raises(ValueError, match=why):
            book.split(changed)


def test_a_new_import_goes_after_the_imports_of_a_cell_with_a_cell_magic():
    shape = ("@jax.jit\n", "def f(x):\n", "    return x.reshape((jnp.prod(jnp.array(x.shape)),))")
    result = _migrate(
        _book(("x = 1",), ("%%time\n", "import jax\n", "import jax.numpy as jnp"), shape)
    )
    assert _cells(result.new)[:2] == ["x = 1", "%%time\nimport jax\nimport math"]  # jnp: unused now
