"""Every golden pair of the codemods with behaviour to verify, run through `omnifix.verify` as a
user's `--verify` would run it: the original eagerly is the oracle, the rewrite eagerly and under
`jit`. Slow (marked so: minutes, a jax process per side and batch), apart from `test_verify.py` so
that the test processes (`-n`, `--dist loadfile`) take the two files side by side."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from omnifix.verify import MODULE, PROGRAM, Change, Settings, Status, verify

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        subprocess.run(
            [sys.executable, "-c", "import jax"], capture_output=True, check=False
        ).returncode
        != 0,
        reason="the verify extra (jax) is not installed",
    ),
]


def _golden_runs(codemod: str) -> list[tuple[list[Change], dict]]:
    """The golden pairs of a codemod as verification runs: all one-file cases in one run, each
    folder case (a package) in a run of its own; with the examples their EXAMPLES lists give and
    a `main()` call for every module that defines one."""
    golden = ROOT / "golden" / codemod
    single = [
        (p, p.with_name(p.name.replace(".input.py", ".expected.py")))
        for p in sorted(golden.glob("*.input.py"))
    ]
    folders = [
        [
            (p, case / "expected" / p.relative_to(case / "input"))
            for p in sorted((case / "input").rglob("*.py"))
        ]
        for case in sorted(golden.iterdir())
        if (case / "input").is_dir() and not case.name.startswith("noop_")
    ]
    runs = []
    for pairs in [single, *folders]:
        changes, examples = [], {}
        for source, expected in pairs:
            if source.name.startswith("noop_"):
                continue
            if source.read_bytes() != expected.read_bytes():
                changes.append(Change(str(source), source.read_bytes(), expected.read_bytes()))
            for node in ast.parse(source.read_bytes()).body:
                if isinstance(node, ast.FunctionDef) and node.name == "main":
                    examples.setdefault((str(source.resolve()), "main"), []).append("()")
                if (
                    isinstance(node, ast.Assign)
                    and getattr(node.targets[0], "id", "") == "EXAMPLES"
                ):
                    for name, arguments, _ in ast.literal_eval(node.value):
                        examples.setdefault((str(source.resolve()), name), []).append(arguments)
        if changes:
            runs.append((changes, {key: tuple(value) for key, value in examples.items()}))
    return runs


def test_every_shape_math_golden_example_verifies():
    """Every host-shape-math golden pair with examples, input vs expected, run on them: each changed
    function they reach is VERIFIED (at least one per pair), none fails; helpers across modules too."""
    runs = [(c, e) for c, e in _golden_runs("host-shape-math") if e]
    assert len(runs) >= 2 and sum(len(c) for c, _ in runs) >= 20
    for changes, examples in runs:
        outcomes = verify(changes, Settings(examples=examples))
        if all("/input/" in c.path for c in changes):  # a folder case: judged as a whole
            outcomes = {"the package": [o for found in outcomes.values() for o in found]}
        driven = {file for file, _ in examples}
        for path, found in outcomes.items():
            statuses = {o.function: o.status for o in found}
            if path == "the package" or str(Path(path).resolve()) in driven:
                assert Status.VERIFIED in statuses.values(), (path, found)
            assert set(statuses.values()) <= {Status.VERIFIED, Status.SKIPPED}, (path, found)
            for outcome in found:
                if (
                    outcome.function == MODULE
                ):  # an import added: the rewrite imports as the original does
                    assert outcome.detail.startswith("both versions import"), outcome
                elif outcome.status is Status.SKIPPED:  # a changed function no example reaches
                    assert "no call found" in outcome.detail, outcome


def test_every_prng_golden_pair_verifies_and_a_dropped_key_update_is_caught():
    """Every thread-prng-keys golden pair, input vs expected, driven by its module's own run and its
    main(): each changed function VERIFIED, threaded ones call by call from the key state the
    original found (in the module or, across modules, in the one keeping the key); then the seed's
    init with its key update dropped: a MISMATCH."""
    golden = ROOT / "golden" / "thread-prng-keys"
    [(changes, examples), *folders] = _golden_runs("thread-prng-keys")
    assert folders, "a folder case with a key kept in another module"
    seed = golden / "seed_init.expected.py"
    dropped = seed.read_text().replace(
        "key, subkey = random.split(key)", "_, subkey = random.split(key)"
    )
    assert dropped != seed.read_text()
    wrong = (
        Path(changes[0].path).parent / "seed_init_dropped.input.py"
    )  # only a name: nothing is written
    changes.append(
        Change(str(wrong), (golden / "seed_init.input.py").read_bytes(), dropped.encode())
    )
    assert len(changes) >= 15
    outcomes = verify(changes, Settings(examples=examples))
    bad = {o.function: o for o in outcomes.pop(str(wrong))}["init"]
    assert bad.status is Status.MISMATCH, bad
    # `init` is public: a wrapper keeping the module's key, whose state after the call differs
    assert bad.detail.startswith("call 1, eagerly: output[1]['key']: 2 of 2 elements differ"), bad
    for folder_changes, folder_examples in folders:
        outcomes.update(verify(folder_changes, Settings(examples=folder_examples)))
    threaded = 0
    for path, found in outcomes.items():
        ran = any(o.function == PROGRAM and o.status is Status.VERIFIED for o in found)
        assert found and all(
            o.status is Status.VERIFIED
            or (  # a factory's closure, or a branch the run never takes (`two_keys_both_split`
                # `_both`): its program run compares the module
                ran
                and o.status is Status.SKIPPED
                and (
                    "a value cannot be carried between processes" in o.detail
                    or o.detail.startswith("no call found")
                )
            )
            for o in found
            if o.function != MODULE
        ), (path, found)
        threaded += sum(  # threaded ones, and wrappers compared with the key they keep
            "from the recorded state of" in o.detail or "module state included" in o.detail
            for o in found
        )
    assert threaded >= 15, threaded
    pure = sum(  # the wrappers' pure parts, run under jit on what the wrappers passed them
        "its pure part" in o.detail and "equal under jit" in o.detail
        for found in outcomes.values()
        for o in found
    )
    assert pure >= 15, pure
    for state in ("steps.rng:key", "noisepkg.rng:key"):  # kept in `rng`, `import noisepkg.rng`
        assert any(
            f"from the recorded state of `{state}`" in o.detail
            for found in outcomes.values()
            for o in found
        ), state
