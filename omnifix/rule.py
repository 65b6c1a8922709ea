"""What every codemod declares, and the base class of codemods that plan on the `ast`.

A codemod is a subclass of `Rule` in a module of `codemods/` (`omnifix.registry` finds it), one
codemod a module, and the module is named after it: `codemods/host_shape_math.py` holds
`host-shape-math`, whose golden cases are in `golden/host-shape-math/`. It has a stable `CODE`, its
`NAME` (derived from the module's), a one-line `SUMMARY`, the `TIER` of its fixes, and a
`PATTERN` searched in a file's raw bytes before anything is parsed (`prefilter`): a file it does
not match is never parsed for this codemod, so it must match every file the codemod could change
or report on. Its module docstring is its documentation.

`plan` is the codemod: it looks at one file's `ast` and names (`omnifix.plan.PlanContext`) and
returns the `Site`s it found, fixable ones with their edits; the engine does the rest for every
codemod alike (see `omnifix.plan`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Iterable, Mapping

from omnifix.results import Tier

if TYPE_CHECKING:
    from omnifix.names import Names
    from omnifix.plan import PlanContext, Site


class Rule:
    CODE: ClassVar[str]
    NAME: ClassVar[str]  # the module's name in kebab case, set for every subclass
    SUMMARY: ClassVar[str]
    TIER: ClassVar[Tier]
    PATTERN: ClassVar[re.Pattern[bytes]]
    PUBLISHES: ClassVar[bool] = (
        False  # files importing its exports are transformed after the exporter
    )
    # a file its `prefilter` turns away may still export names, passing on what it imports
    # (`project.relays`); False when `exports` finds none where its prefilter fails
    RELAYS: ClassVar[bool] = True
    # a module a file it wants imports names from is asked for its `exports` even when its
    # filters turn that module away (`project.sources`: a module of constants without JAX)
    SOURCES: ClassVar[bool] = False
    # the kinds of fact it publishes that only make the importing file report (no edit depends on
    # them): a file of an import cycle, given `UNKNOWN` for a name whose module published one, is
    # transformed again with it, once that module is (`runner`)
    REPORTING: ClassVar[tuple[type, ...]] = ()
    # how costly `prefilter` is next to a substring search: when any passing prefilter is enough
    # (the runner's cache decides whether a file is worth an entry), cheaper ones go first
    PREFILTER_COST: ClassVar[int] = 1
    # chosen only when `--select` names its code or name (not by default, `ALL` or a prefix): for a
    # migration that changes what the code computes and that only some projects want
    OPT_IN: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        package, _, module = cls.__module__.rpartition(".")
        if package != "codemods":  # a subclass elsewhere (a test's) keeps or sets its own name
            return
        if "NAME" in vars(cls):
            raise TypeError(
                f"{cls.__qualname__}: a codemod's name is its module's, not set by hand"
            )
        cls.NAME = module.replace("_", "-")

    @classmethod
    def plan(cls, context: PlanContext) -> Iterable[Site]:
        """What the codemod finds in one file, in the order it is to be reported."""
        raise NotImplementedError

    @classmethod
    def prefilter(cls, data: bytes) -> bool:
        """False when the file's raw bytes show that this codemod has nothing to do in it."""
        return cls.PATTERN.search(data) is not None

    # -- facts across the files of a run (optional; see `omnifix.project`) ----------------------

    @classmethod
    def exports(cls, names: Names) -> Iterable[str] | Mapping[str, frozenset[str]]:
        """Phase 1, on the `Names` of a file `prefilter` passed: the module-level names whose uses
        in other files of the run this codemod needs (each such file's `uses` facts reach this
        file's transform in `shared.importers`, and make the file a candidate). Cheap, on the
        `ast`; more names than needed cost time, never correctness. A mapping gives each name the
        dotted names (as this file spells them) it matters through: it is exported only once the
        run exports one of those for this codemod (`project.exported`); empty: always. Default:
        none (the codemod works file by file)."""
        return ()

    @classmethod
    def exports_to_wanted(cls, names: Names) -> Iterable[str]:
        """Phase 1, after `exports`, on the same `Names`: more module-level names, whose uses matter
        only in the files this codemod wants (its `prefilter` passes them): no other file is read
        for them (`project.Exports.local`). Default: none."""
        return ()

    @classmethod
    def uses(cls, names: Names, imported: Mapping[str, str]) -> Mapping[str, object]:
        """Phase 1, on a file of the run that refers to names other files export for this codemod:
        `imported` maps each dotted name as the file's `Names` spell it (`.shapes.size_of`) to the
        exported `module.name`. Returns picklable facts per exported name (default: None: only
        that the file uses it); built from None, bools, numbers, strings, tuples, lists, sets,
        dicts and dataclasses of these, they also make the importers' results cacheable. A fact
        `Through(names)` stands for `True` when some file has a true fact for one of
        `names`, this file's own exports, and for `False` otherwise (`project.settle`)."""
        return {target: None for target in imported.values()}

    @classmethod
    def awaits(cls, fact: object) -> bool:
        """For a codemod that `PUBLISHES`: whether a file whose `uses` fact for a name is `fact`
        needs what the exporter publishes about it. The exporter is transformed before such a
        file, and the file with what it published; a run where no file awaits anything of an
        exporter transforms both in the last phase, the exporter publishing to no one. Default:
        every file using the name."""
        return True


def exports_names(cls: type[Rule]) -> bool:
    """Whether `cls` overrides `Rule.exports` (a classmethod: compared through its function)."""
    return cls.exports.__func__ is not Rule.exports.__func__


# -- facts a codemod publishes or reads across files ------------------------------------------

# what a module published about a name, when it was not transformed first (an import cycle)
UNKNOWN = "unknown"


@dataclass(frozen=True)
class Refusal:
    """Published by an importing module about an exported `module.name` (the name it is published
    under) whose change it cannot follow: the runner transforms the exporter again with the name
    in `Shared.withdrawn`, then the importers."""

    # the importing file, absolute (the same whether the run was given relative paths or not)
    path: str
    line: int
    reason: str


@dataclass(frozen=True)
class Through:
    """A `uses` fact that is true when some file of the run has a true fact (`True`) for one of
    `names`, names the using file itself exports for the same codemod (its own module-level
    names, unqualified), and `otherwise` (false by default) otherwise: `omnifix.project.settle`
    decides it. `model.py` calling `rng.noise` in its `step` traces `noise` when some module traces
    `model.step`."""

    names: frozenset[str]
    otherwise: object = False
