"""Module names from paths, relative imports made absolute, re-exports followed (`omnifix.project`)."""

from __future__ import annotations

import ast

from omnifix.modules import Module
from omnifix.names import Names
from omnifix.project import Survey, exported
from tests.helpers import tree


def test_module_names_come_from_the_packages_above(tmp_path):
    tree(
        tmp_path,
        {
            "src/pkg/__init__.py": "",
            "src/pkg/sub/__init__.py": "",
            "src/pkg/sub/mod.py": "",
            "scripts/run.py": "",
        },
    )
    assert Module.of(str(tmp_path / "src/pkg/sub/mod.py")) == Module("pkg.sub.mod", "pkg.sub")
    assert Module.of(str(tmp_path / "src/pkg/sub/__init__.py")) == Module("pkg.sub", "pkg.sub")
    assert Module.of(str(tmp_path / "src/pkg/__init__.py")) == Module("pkg", "pkg")
    assert Module.of(str(tmp_path / "scripts/run.py")) == Module("run", "")


def test_relative_imports_are_made_absolute():
    module = Module("pkg.sub.mod", "pkg.sub")
    assert module.absolute(".shapes.size_of") == "pkg.sub.shapes.size_of"
    assert module.absolute("..shapes") == "pkg.shapes"
    assert module.absolute("...x") is None
    assert module.absolute("jax.numpy") == "jax.numpy"
    assert Module("pkg", "pkg").absolute(".sizes") == "pkg.sizes"


def test_re_exports_reach_the_exported_name():
    modules = [Module("pkg.sizes", "pkg"), Module("pkg", "pkg"), Module("pkg.api", "pkg")]
    surveys = {
        0: Survey(exports={"SHP001": frozenset({"flat_size"})}),
        1: Survey(bindings={"flat_size": "pkg.sizes.flat_size"}),
        2: Survey(bindings={"size": "pkg.flat_size"}),
    }
    found = exported(modules, surveys)
    assert found.owners == {"pkg.sizes.flat_size": (0, frozenset({"SHP001"}))}
    assert found.spellings == {
        "pkg.sizes.flat_size": "pkg.sizes.flat_size",
        "pkg.flat_size": "pkg.sizes.flat_size",
        "pkg.api.size": "pkg.sizes.flat_size",
    }
    assert found.mentioned(b"from pkg.api import size") and not found.mentioned(b"import size")


def test_names_spell_relative_imports_with_their_dots():
    names = Names.of(ast.parse("from . import sizes\nfrom .sizes import f\nsizes.g(f)\n"))
    assert {".sizes.g", ".sizes.f"} <= names.references


def test_a_name_a_package_holds_is_mentioned_by_a_relative_import_of_the_package():
    """`from . import next_key` names no word of `pkg`: the file is still read for its uses."""
    modules = [Module("pkg", "pkg"), Module("pkg.layers", "pkg"), Module("pkg.sub.m", "pkg.sub")]
    surveys = {0: Survey(exports={"PRK001": frozenset({"next_key"})})}
    found = exported(modules, surveys)
    assert found.mentioned(b"from . import next_key")
    assert found.mentioned(b"from ..import (\n    next_key,\n)")
    assert not found.mentioned(b"from other import x\nnext_key()")
    assert not found.mentioned(b"import next_key")


def test_an_export_with_conditions_needs_one_of_them_exported_for_its_codemod():
    """`model.step` calling `rng.noise` matters only if `rng.noise` is exported (re-exported
    names count, in rounds: `main.run` through `model.step`); `util.scale` calls a function no
    module exports for PRK001 (only for SHP001), so neither it nor its importers are looked at."""
    modules = [
        Module("pkg.rng", "pkg"),
        Module("pkg", "pkg"),
        Module("pkg.model", "pkg"),
        Module("pkg.main", "pkg"),
        Module("pkg.util", "pkg"),
    ]
    relay = "PRK001"
    surveys = {
        0: Survey(exports={relay: frozenset({"noise"}), "SHP001": frozenset({"size"})}),
        1: Survey(bindings={"noise": "pkg.rng.noise"}),
        2: Survey(
            exports={relay: frozenset({"step"})},
            conditions={relay: {"step": frozenset({"pkg.noise"})}},
        ),
        3: Survey(
            exports={relay: frozenset({"run"})},
            conditions={relay: {"run": frozenset({"pkg.model.step"})}},
        ),
        4: Survey(
            exports={relay: frozenset({"scale"})},
            conditions={relay: {"scale": frozenset({"pkg.rng.size", "elsewhere.f"})}},
        ),
    }
    found = exported(modules, surveys)
    assert found.owners == {
        "pkg.rng.noise": (0, frozenset({relay})),
        "pkg.rng.size": (0, frozenset({"SHP001"})),
        "pkg.model.step": (2, frozenset({relay})),
        "pkg.main.run": (3, frozenset({relay})),
    }
    assert not exported(modules, {i: surveys[i] for i in (2, 3, 4)})


def test_a_name_exported_only_to_wanting_files_counts_only_there():
    """SHP001's `pad_rows` (`Rule.exports_to_wanted`) matters only in a file SHP001 wants: no
    other file's bytes are looked at for it, nor its references, and a name also exported for
    another codemod (`noise`) is looked for everywhere."""
    from omnifix.project import _imported, may_use

    modules = [Module("pkg.ops", "pkg"), Module("pkg.layers", "pkg")]
    surveys = {
        0: Survey(
            exports={"SHP001": frozenset({"pad_rows", "noise"}), "PRK001": frozenset({"noise"})},
            local={"SHP001": frozenset({"pad_rows", "noise"})},
        )
    }
    found = exported(modules, surveys)
    assert found.local == {
        "pkg.ops.pad_rows": frozenset({"SHP001"}),
        "pkg.ops.noise": frozenset({"SHP001"}),
    }
    data = b"from pkg.ops import pad_rows\n"
    assert not found.mentioned(data) and found.mentioned(data, frozenset({"SHP001"}))
    assert not found.mentioned(data, frozenset({"PRK001"}))
    assert found.mentioned(b"from pkg.ops import noise\n")
    references = frozenset({"pkg.ops.pad_rows"})
    assert _imported(references, modules[1], 1, found) == {}
    wanting = frozenset({"SHP001"})
    assert _imported(references, modules[1], 1, found, wanting) == {
        "pkg.ops.pad_rows": "pkg.ops.pad_rows"
    }
    assert not may_use(Survey(wanted=("PRK001",), references=references), modules[1], 1, found)
    assert may_use(Survey(wanted=("SHP001",), references=references), modules[1], 1, found)


def test_a_codemod_whose_exports_need_its_own_words_is_not_asked_of_a_relay():
    """SHP001's exports need jax.numpy references (`Rule.RELAYS`): a file its prefilter turned
    away is asked for PRK001's exports alone, whatever SHP001 exports."""
    from omnifix.project import NOTHING, relayable
    from omnifix.registry import find

    modules = [Module("pkg.ops", "pkg"), Module("pkg.mid", "pkg")]
    surveys = {0: Survey(exports={"SHP001": frozenset({"size"}), "PRK001": frozenset({"noise"})})}
    found = exported(modules, surveys)
    selected = [find("SHP001"), find("PRK001")]
    assert relayable(NOTHING, modules[1], 1, found, selected) == {"PRK001"}


def test_an_attribute_chain_off_an_exported_name_uses_it():
    """`sampler.Sampler.draw` after `from . import sampler` is one reference, the outermost chain:
    it uses the exported `Sampler`, spelled as the file spells it."""
    from omnifix.project import _imported

    modules = [Module("pkg.sampler", "pkg"), Module("pkg.app", "pkg")]
    found = exported(modules, {0: Survey(exports={"PRK001": frozenset({"Sampler"})})})
    references = frozenset({".sampler", ".sampler.Sampler.draw"})
    assert _imported(references, modules[1], 1, found) == {
        ".sampler.Sampler": "pkg.sampler.Sampler"
    }
