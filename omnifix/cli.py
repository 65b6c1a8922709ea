"""The `omnifix` command: apply, check, verify, repro, list, explain.

Exit codes, for every verb: 0 nothing to change and nothing to report; 1 changes pending
(`--dry-run`, `check`) or findings that need review; 2 a usage error, or a file that could not be
processed (the other files still are). `apply` without `--dry-run` exits 0 after writing, 1 when
`--verify` held a rewrite back (an XLA-ERROR keeps the rewrite: it does not make `apply` exit 1).
`verify` exits 0 when every changed function is VERIFIED, 1 on a MISMATCH, NOT-JITTABLE,
XLA-ERROR or (without `--allow-skipped`) SKIPPED one, 2 on errors. `repro` exits 0 when it wrote a
repro bundle, 1 when the function met no XLA error, 2 on errors. Only the
requested output goes to stdout; errors, the summary and the progress bar go to stderr. With
`--verify` (and for `verify`) the summary ends with the counts of the outcomes (`3 verified, 1
skipped, 0 mismatch`), after one line per cause of the SKIPPED ones (`7 functions skipped: ...`);
`--oracle-python PY` runs the originals under PY (an older JAX; `tools/oracle_python.sh` makes one).

Jupyter notebooks (`.ipynb`) are processed with the modules, through their code cells
(`omnifix.notebook`); `--verify` reports them SKIPPED.

`check` and `apply` print `--format text|diff|json|sarif|github|markdown` (`omnifix.report`);
`--changed-since REV` narrows them to the files changed since a git revision (`omnifix.git`);
`check` and `apply --dry-run` with `--patch-dir DIR` also write one patch and one summary per
group of files (`omnifix.split`), and nothing else. `--executor dask --scheduler ADDRESS` runs
the work of `check`, `apply` and `verify` on a Dask cluster (`omnifix.cluster`).
"""

from __future__ import annotations

import atexit
import gc
import os
import shlex
import signal
import sys
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Iterable, Iterator, Optional

import typer

from omnifix import __version__, git, registry, requirements
from omnifix.cache import DEFAULT_FOLDER, Cache
from omnifix.cluster import Cluster, ClusterError
from omnifix.discover import discover
from omnifix.installed import installed_version
from omnifix.report import CodemodDoc, Report
from omnifix.report.diff import diff_base, display_path
from omnifix.report.formats import FORMATS, VERIFICATION, WRITERS, Settings
from omnifix.report.text import LEGEND, Lines, outcome_lines
from omnifix.results import FileResult, Options, Version
from omnifix.verdicts import Status, counts_text, skipped_lines
from omnifix.write import Conflict, write_atomic

if TYPE_CHECKING:
    from omnifix.rule import Rule

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    rich_markup_mode=None,
    help="Migrate JAX code broken by omnistaging and by JAX API removals.",
)

Paths = Annotated[
    Optional[list[str]], typer.Argument(help="Files and folders (default: .)", show_default=False)
]
Select = Annotated[
    Optional[list[str]],
    typer.Option(help="Only these codemods: codes, code prefixes or names, comma-separated."),
]
Ignore = Annotated[
    Optional[list[str]],
    typer.Option(help="Not these codemods: codes, code prefixes or names, comma-separated."),
]
Exclude = Annotated[
    Optional[list[str]],
    typer.Option(help="Skip paths matching these globs (name or relative path)."),
]
Jobs = Annotated[
    Optional[int],
    typer.Option(
        min=1,
        help="Parallel processes (default: all cores; with --executor dask, --verify's replay processes, default: the cluster's threads).",
    ),
]
Executor = Annotated[
    str,
    typer.Option(
        "--executor",
        help="local (default): this machine's cores; dask: the Dask cluster at --scheduler (pip install 'omnifix[dask]'; workers must see the files at the same absolute paths).",
    ),
]
Scheduler = Annotated[
    Optional[str],
    typer.Option(
        "--scheduler",
        metavar="ADDRESS",
        help="The Dask scheduler for --executor dask, e.g. tcp://10.0.0.5:8786.",
    ),
]
UnsafeFixes = Annotated[
    bool, typer.Option(help="Also apply fixes that may change dtypes or need review.")
]
TargetJax = Annotated[
    Optional[str],
    typer.Option(
        help="Rewrite only to APIs this JAX version has (default: installed jax, else newest)."
    ),
]
MinJax = Annotated[
    Optional[str],
    typer.Option(
        help="The lowest JAX the code must still run on: only APIs it has (default: the project's declared jax requirement)."
    ),
]
ChangedSince = Annotated[
    Optional[str],
    typer.Option(
        "--changed-since",
        metavar="REV",
        help="Only files changed since this git revision: in commits since, staged, unstaged or untracked (not ignored).",
    ),
]
PatchDir = Annotated[
    Optional[Path],
    typer.Option(
        "--patch-dir",
        file_okay=False,
        help="Also write one patch and one markdown summary per group of files (see --split-by) into this folder.",
    ),
]
SplitBy = Annotated[
    Optional[str],
    typer.Option(
        "--split-by",
        help="How --patch-dir groups files: codeowners (default), directory or package.",
    ),
]
UseCache = Annotated[
    bool,
    typer.Option(
        "--cache/--no-cache",
        help="Reuse the results of earlier runs for files whose bytes, settings and cross-file facts are unchanged.",
    ),
]
CacheDir = Annotated[
    Optional[Path],
    typer.Option(
        "--cache-dir",
        envvar="OMNIFIX_CACHE_DIR",
        file_okay=False,
        help=f"Where the cache lives (default: {DEFAULT_FOLDER} in the current folder).",
    ),
]
Python = Annotated[
    Optional[str],
    typer.Option(
        "--python",
        help="Interpreter that runs the code for --verify (default: this one); it needs jax.",
    ),
]
OraclePython = Annotated[
    Optional[str],
    typer.Option(
        "--oracle-python",
        help="Interpreter with the JAX the original was written for (an older one): the oracle runs there, the rewrite under --python.",
    ),
]
ShowHelp = Annotated[
    bool,
    typer.Option(
        "--show-help",
        help="With --format text, and after a diff: each finding's own help on the line under it (the codemod's: omnifix explain CODE). The json, sarif, github and markdown formats always carry it.",
    ),
]
ReproDir = Annotated[
    Optional[Path],
    typer.Option(
        "--repro-dir",
        file_okay=False,
        help="Where the repro bundles of XLA-ERROR outcomes go, one folder per function (default: omnifix-repro).",
    ),
]


def _error(message: str) -> None:
    typer.echo(f"error: {message}", err=True)


def _split(values: list[str] | None) -> list[str]:
    return [part.strip() for value in values or [] for part in value.split(",") if part.strip()]


def _target(
    text: str | None, option: str = "--target-jax", installed: bool = True
) -> Version | None:
    if text is None and not installed:
        return None
    if text is None:
        try:
            text = installed_version("jax")
        except LookupError:  # jax is not installed
            return None
    try:
        return tuple(int(part) for part in text.split(".")[:3])
    except ValueError:
        raise typer.BadParameter(f"not a version: {text!r}", param_hint=option) from None


def _format(value: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise typer.BadParameter(
            f"{value!r} is not one of {', '.join(allowed)}", param_hint="--format"
        )
    return value


def _cluster(context: typer.Context, executor: str, scheduler: str | None) -> Cluster | None:
    """The Dask cluster for `--executor dask`, connected (and closed when the command ends)."""
    if executor not in ("local", "dask"):
        raise typer.BadParameter(f"{executor!r} is not one of local, dask", param_hint="--executor")
    if executor == "local":
        if scheduler is not None:
            raise typer.BadParameter("needs --executor dask", param_hint="--scheduler")
        return None
    if scheduler is None:
        raise typer.BadParameter("required with --executor dask", param_hint="--scheduler")
    with _cluster_errors():
        cluster = Cluster.connect(scheduler)
    context.call_on_close(cluster.close)
    return cluster


@contextmanager
def _cluster_errors() -> Iterator[None]:
    """A cluster that cannot be used or was lost: one line on stderr, exit 2."""
    try:
        yield
    except ClusterError as error:
        _error(str(error))
        raise typer.Exit(2) from None


def _split_by(patch_dir: Path | None, split_by: str | None) -> str | None:
    from omnifix.split import SPLITS

    if split_by is not None and patch_dir is None:
        raise typer.BadParameter("needs --patch-dir", param_hint="--split-by")
    if patch_dir is None:
        return None
    if split_by is None:
        return "codeowners"
    if split_by not in SPLITS:
        raise typer.BadParameter(
            f"{split_by!r} is not one of {', '.join(SPLITS)}", param_hint="--split-by"
        )
    return split_by


class _Run:
    """Discovery, selection and the stream of results shared by `apply` and `check`.

    A run over the same files, bytes and settings as one before takes that run's results from the
    cache without importing the codemods (or libcst): the selection is resolved with the table of
    codemods the cache keeps, and the codemods are imported only when there is work to do.
    """

    def __init__(
        self,
        paths,
        select,
        ignore,
        exclude,
        jobs,
        unsafe_fixes,
        target_jax,
        changed_since=None,
        cache=True,
        cache_dir=None,
        cluster=None,
        min_jax=None,
    ) -> None:
        lowest = _target(min_jax, "--min-jax", installed=False)
        found = discover(paths or ["."], _split(exclude))
        missing = [(p, why) for p, why in found.errors if why == "no such file or folder"]
        if missing:
            for path, why in missing:
                _error(f"{path}: {why}")
            raise typer.Exit(2)
        self.files = found.files
        if changed_since is not None:
            try:
                changed = git.changed_since(changed_since)
            except git.GitError as error:
                _error(f"--changed-since: {error}")
                raise typer.Exit(2) from None
            self.files = [path for path in self.files if os.path.realpath(path) in changed]
        self.options = Options(
            unsafe_fixes=unsafe_fixes,
            target_jax=_target(target_jax),
            min_jax=lowest,
            declared_jax=() if lowest is not None else requirements.declared(self.files),
        )
        self.errors: list[tuple[str, str]] = list(found.errors)
        self.held: list[str] = []  # files whose rewrite --verify held back
        self.cluster: Cluster | None = cluster
        self.jobs = jobs or (cluster.threads if cluster else _default_jobs())
        selection = (_split(select), _split(ignore))
        try:
            self.cache = (
                Cache.at(cache_dir or DEFAULT_FOLDER, selection, self.options)
                if cache and self.files
                else None
            )
        except (
            ValueError
        ) as error:  # the selection, resolved with the table of codemods the cache keeps
            raise typer.BadParameter(str(error), param_hint="--select/--ignore") from None
        self.run_key = self.cache.run_key(self.files) if self.cache else None
        self.earlier = self.cache.get_run(self.run_key, self.files) if self.run_key else None
        if self.earlier is not None:
            self.codes = self.earlier[0]
            return
        try:
            self.codemods: tuple[type[Rule], ...] = registry.select(*selection)
        except ValueError as error:
            raise typer.BadParameter(str(error), param_hint="--select/--ignore") from None
        self.codes = tuple(cls.CODE for cls in self.codemods)
        if cluster is not None:
            with _cluster_errors():
                cluster.check(self.files[:1])
        if self.cache is not None:
            try:
                self.cache.prepare()
            except OSError as error:
                typer.echo(
                    f"warning: running without the cache: {display_path(os.path.dirname(self.cache.folder))}: "
                    f"{error.strerror or error}",
                    err=True,
                )
                self.cache = None

    def results(self) -> Iterator[FileResult]:
        """Results in file order; errors are collected and printed to stderr as they come."""
        for path, why in self.errors:
            _error(f"{display_path(path)}: {why}")
        progress = None
        if self.earlier is not None:
            stream: Iterable[FileResult] = self.earlier[1]
        else:
            from omnifix.runner import run

            if len(self.files) >= _PROGRESS_FILES and sys.stderr.isatty():
                from omnifix.progress import Progress

                progress = Progress()
            stream = run(
                self.files,
                self.codemods,
                self.options,
                self.jobs,
                self.cache,
                self.cluster,
                progress,
            )
        done = []
        with _cluster_errors(), _showing(progress):
            for result in stream:
                if result.error:
                    self.errors.append((result.path, result.error))
                    _error(f"{display_path(result.path)}: {result.error}")
                done.append(result)
                yield result
        if self.cache is not None and self.earlier is None and self.run_key is not None:
            self.cache.put_run(self.run_key, self.files, done)


def _default_jobs() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


_PROGRESS_FILES = (
    200  # a run over fewer files shows no progress bar (nor when stderr is no terminal)
)


@contextmanager
def _showing(progress) -> Iterator[None]:
    """The progress bar of `progress` (`omnifix.progress`) on stderr while the block runs; with
    None, nothing."""
    if progress is None:
        yield
        return
    from omnifix.progress import bar

    with bar(progress, display_path):
        yield


def _emit(data: bytes | str) -> None:
    if isinstance(data, str):
        data = data.encode()
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


def _summary(report: Report, verb: str, output_format: str) -> None:
    """The run in one line on stderr: files, changes, findings (fixed, or only fixable when nothing
    was written, and for manual review), errors and rewrites held back; then, when the text lines
    marked findings `[*]`, what that means."""
    findings = [(r, f) for r in report.results for f in r.findings]
    fixed = sum(report.fixed(r, f) for r, f in findings)
    changed = sum(r.changed and r.path not in report.held for r in report.results)
    parts = [
        _count(report.files or 0, "file"),
        f"{changed} {'changed' if report.written else 'would change'}",
        f"{_count(len(findings), 'finding')} ({fixed} {'fixed' if report.written else 'fixable'}, "
        f"{len(findings) - fixed} for manual review)",
    ]
    if report.errors:
        parts.append(_count(len(report.errors), "error"))
    if report.held:
        parts.append(f"{len(report.held)} held back by verification")
    line = f"{verb}: {', '.join(parts)}"
    if report.outcomes is not None:  # --verify: what was proven, the skipped grouped by cause
        verdicts = [v for found in report.outcomes.values() for v in found]
        for skipped in skipped_lines(verdicts):
            typer.echo(skipped, err=True)
        line += f"; verification: {counts_text(verdicts)}"
    typer.echo(line, err=True)
    if output_format == "text" and fixed and not report.written:
        typer.echo(LEGEND.format(count=fixed), err=True)


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


@app.command()
def check(
    context: typer.Context,
    paths: Paths = None,
    select: Select = None,
    ignore: Ignore = None,
    exclude: Exclude = None,
    jobs: Jobs = None,
    executor: Executor = "local",
    scheduler: Scheduler = None,
    output_format: Annotated[
        str, typer.Option("--format", help="text, diff, json, sarif, github or markdown.")
    ] = "text",
    unsafe_fixes: UnsafeFixes = False,
    target_jax: TargetJax = None,
    min_jax: MinJax = None,
    changed_since: ChangedSince = None,
    patch_dir: PatchDir = None,
    split_by: SplitBy = None,
    cache: UseCache = True,
    cache_dir: CacheDir = None,
    show_help: ShowHelp = False,
) -> None:
    """Report what omnifix would change or flag; write nothing (but --patch-dir)."""
    output_format = _format(output_format, FORMATS)
    split_by = _split_by(patch_dir, split_by)
    cluster = _cluster(context, executor, scheduler)
    state = _Run(
        paths,
        select,
        ignore,
        exclude,
        jobs,
        unsafe_fixes,
        target_jax,
        changed_since,
        cache,
        cache_dir,
        cluster,
        min_jax,
    )
    report = _report(state, output_format, patches=patch_dir is not None, show_help=show_help)
    _patches(report, patch_dir, split_by)
    _summary(report, "check", output_format)
    _exit(state, pending=any(r.findings or r.changed for r in report.results))


@app.command()
def apply(
    context: typer.Context,
    paths: Paths = None,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Write nothing; print the diff.")
    ] = False,
    select: Select = None,
    ignore: Ignore = None,
    exclude: Exclude = None,
    jobs: Jobs = None,
    executor: Executor = "local",
    scheduler: Scheduler = None,
    output_format: Annotated[
        Optional[str],
        typer.Option(
            "--format",
            help="diff (default with --dry-run), text (default), json, sarif, github or markdown.",
        ),
    ] = None,
    unsafe_fixes: UnsafeFixes = False,
    target_jax: TargetJax = None,
    min_jax: MinJax = None,
    verify: Annotated[
        bool,
        typer.Option(
            "--verify",
            help="Run each changed function, original and rewrite, eagerly and under jax.jit; keep back rewrites shown wrong.",
        ),
    ] = False,
    python: Python = None,
    oracle_python: OraclePython = None,
    repro_dir: ReproDir = None,
    changed_since: ChangedSince = None,
    patch_dir: PatchDir = None,
    split_by: SplitBy = None,
    cache: UseCache = True,
    cache_dir: CacheDir = None,
    show_help: ShowHelp = False,
) -> None:
    """Rewrite files in place (with --dry-run: print the diff instead)."""
    output_format = _format(output_format or ("diff" if dry_run else "text"), FORMATS)
    split_by = _split_by(patch_dir, split_by)
    if patch_dir is not None and not dry_run:
        raise typer.BadParameter(
            "needs --dry-run (without it, apply rewrites the files themselves)",
            param_hint="--patch-dir",
        )
    cluster = _cluster(context, executor, scheduler)
    state = _Run(
        paths,
        select,
        ignore,
        exclude,
        jobs,
        unsafe_fixes,
        target_jax,
        changed_since,
        cache,
        cache_dir,
        cluster,
        min_jax,
    )
    settings = (
        _settings(state.files, python, state.jobs, cluster, repro_dir, oracle_python)
        if verify
        else None
    )
    if dry_run:
        settings = (
            replace(settings, repro_dir=None) if settings is not None else None
        )  # a dry run writes no bundle
        report = _report(
            state,
            output_format,
            settings=settings,
            patches=patch_dir is not None,
            show_help=show_help,
        )
        _patches(report, patch_dir, split_by)
        _summary(report, "dry run", output_format)
        _exit(
            state,
            pending=state.held
            or any(r.changed or any(not f.applied for f in r.findings) for r in report.results),
        )
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        report = _report(state, output_format, write=True, settings=settings, show_help=show_help)
    except KeyboardInterrupt:
        _error("interrupted; every file is either fully rewritten or untouched")
        raise typer.Exit(130) from None
    finally:
        signal.signal(signal.SIGTERM, previous)
    _summary(report, "apply", output_format)
    _exit(state, pending=bool(state.held))


def _interrupt(signum, frame) -> None:
    raise KeyboardInterrupt


def _settings(
    files: list[str],
    python: str | None,
    jobs: int,
    cluster: Cluster | None = None,
    repro_dir: Path | None = None,
    oracle_python: str | None = None,
):
    """Verification settings; with a cluster, whose workers must be able to run `--python`."""
    from omnifix.config import ConfigError, verify_settings

    try:
        settings = replace(
            verify_settings(files, python, oracle_python=oracle_python), jobs=jobs, cluster=cluster
        )
        if repro_dir is not None:
            settings = replace(settings, repro_dir=str(repro_dir))
    except ConfigError as error:
        _error(str(error))
        raise typer.Exit(2) from None
    if cluster is not None:
        with _cluster_errors():
            cluster.check(files[:1], settings.python)
    return settings


def _report(
    state: _Run,
    output_format: str,
    write: bool = False,
    settings=None,
    patches: bool = False,
    show_help: bool = False,
) -> Report:
    """Prints the results in `output_format` (its writer in `omnifix.report.formats`), writing
    (with `write`) the rewrites not held back.

    With `settings`, every rewrite is verified first (all results are gathered for that) and a file
    with a function that is not VERIFIED or SKIPPED is held back: neither written nor shown as a diff.
    A file that could not be written keeps its findings, none of them applied. Diffs (`diff`,
    `json`, and the patches with `patches`) name paths relative to `diff_base`: when it is not the
    current folder, stderr says where to apply them.
    """
    stream: Iterable[FileResult] = state.results()
    outcomes: dict = {}
    if settings is not None:
        stream = list(stream)
        if "TOL001" in state.codes:  # tolerances calibrated from the tests' own values
            from omnifix.verify.calibrate import calibrated

            stream = calibrated(stream, settings, state.options)
        outcomes = _verify_results(stream, settings)
    kept: list[FileResult] = []
    kind = WRITERS[output_format]
    base = diff_base(state.files) if kind.diffs or patches else None
    writer = kind(Settings(written=write, base=base, show_help=show_help))
    for result in stream:
        verdicts = outcomes.get(result.path, [])
        held = any(v.status.blocks for v in verdicts)
        written = False
        if held:
            state.held.append(result.path)
            _error(f"{display_path(result.path)}: rewrite held back: {_worst(verdicts)}")
        elif write and result.changed:
            try:
                write_atomic(result.path, result.new, result.digest)
                written = True
            except (OSError, Conflict) as error:
                message = (
                    str(error)
                    if isinstance(error, Conflict)
                    else f"cannot write: {error.strerror or error}"
                )
                state.errors.append((result.path, message))
                _error(f"{display_path(result.path)}: {message}")
                result = replace(
                    result,
                    findings=tuple(replace(f, applied=False) for f in result.findings),
                    old=None,
                    new=None,
                )
        if verdicts and not written:  # at their lines in the file as it stays
            verdicts = outcomes[result.path] = [v.unwritten() for v in verdicts]
        for verdict in (v for v in verdicts if v.status is Status.XLA_ERROR and not held):
            typer.echo(
                f"{display_path(result.path)}: rewrite kept despite XLA-ERROR in {verdict.function} "
                f"(an XLA bug to file upstream: {verdict.repro or 'no repro bundle'})",
                err=True,
            )
        if result.findings or result.changed:
            kept.append(result)
            writer.result(result, verdicts, held)
    report = Report(
        kept,
        state.errors,
        len(state.files),
        state.codes,
        outcomes if settings is not None else None,
        frozenset(state.held),
        written=write,
        diff_base=base,
        docs=_docs(state.codes if patches else kind.documented(state.codes, kept)),
    )
    writer.finish(report)
    if base is not None:
        typer.echo(
            f"note: some files are outside the current folder, so the paths in the diffs are relative to "
            f"{base}; apply them from there: cd {shlex.quote(base)} && git apply",
            err=True,
        )
    return report


def _docs(codes) -> list[CodemodDoc]:
    """The documentation of the codemods of `codes`, which json, sarif and markdown show."""
    return [CodemodDoc.of(registry.find(code)) for code in codes]


def _patches(report: Report, patch_dir: Path | None, split_by: str | None) -> None:
    """With --patch-dir, writes one patch and one summary per group of files (`omnifix.split`)."""
    if patch_dir is None or split_by is None:
        return
    from omnifix.split import write

    try:
        groups = write(
            report, patch_dir, split_by, lambda text: typer.echo(f"warning: {text}", err=True)
        )
    except OSError as error:
        _error(f"{display_path(str(patch_dir))}: cannot write patches: {error.strerror or error}")
        raise typer.Exit(2) from None
    patches = sum(g["patch"] is not None for g in groups)
    typer.echo(
        f"patches: {patches} of {_count(len(groups), 'group')} by {split_by}, in {display_path(str(patch_dir))}",
        err=True,
    )


def _verify_results(results: list[FileResult], settings) -> dict:
    from omnifix.notebook import is_notebook, skipped
    from omnifix.verify import Change, verify

    changes = [
        Change(r.path, r.old, r.new)
        for r in results
        if r.changed and r.old is not None and r.new is not None and not is_notebook(r.path)
    ]
    if changes:
        typer.echo(
            f"verifying {_count(len(changes), 'changed file')} under {settings.python}", err=True
        )
    unchanged = [
        r.path for r in results if not r.changed and r.error is None and r.path.endswith(".py")
    ]
    with _cluster_errors():
        found = verify(changes, settings, display_path, unchanged)
    return {**found, **skipped(results)}


def _worst(verdicts) -> str:
    bad = next(v for v in verdicts if v.status.blocks)
    return f"{bad.status.value} in {bad.function}"


@app.command("verify")
def verify_command(
    context: typer.Context,
    paths: Paths = None,
    base: Annotated[
        str, typer.Option("--base", help="The git revision the work tree is compared with.")
    ] = "HEAD",
    allow_skipped: Annotated[
        bool,
        typer.Option("--allow-skipped", help="Exit 0 even when some functions could not be run."),
    ] = False,
    output_format: Annotated[
        str, typer.Option("--format", help="text, json, sarif, github or markdown.")
    ] = "text",
    python: Python = None,
    oracle_python: OraclePython = None,
    repro_dir: ReproDir = None,
    jobs: Jobs = None,
    executor: Executor = "local",
    scheduler: Scheduler = None,
) -> None:
    """Verify a migration already made: every function changed since --base, original vs now."""
    from omnifix.git import GitError, modified_since
    from omnifix.verify import Change, Status, verify

    output_format = _format(output_format, tuple(VERIFICATION))
    cluster = _cluster(context, executor, scheduler)
    try:
        changes = [Change(*found) for found in modified_since(paths or ["."], base)]
    except GitError as error:
        _error(str(error))
        raise typer.Exit(2) from None
    settings = _settings(
        [c.path for c in changes],
        python,
        jobs or (cluster.threads if cluster else _default_jobs()),
        cluster,
        repro_dir,
        oracle_python,
    )
    changed = {os.path.realpath(c.path) for c in changes}
    unchanged = [  # the other files: their programs importing a changed module record calls
        path
        for path in discover(paths or ["."]).files
        if path.endswith(".py") and os.path.realpath(path) not in changed
    ]
    with _cluster_errors():
        outcomes = verify(changes, settings, display_path, unchanged)
    verdicts = [v for found in outcomes.values() for v in found]
    VERIFICATION[output_format](Report((), files=len(changes), outcomes=outcomes), sys.stdout)
    counts = {status: sum(v.status is status for v in verdicts) for status in Status}
    for skipped in skipped_lines(verdicts):
        typer.echo(skipped, err=True)
    typer.echo(
        f"verify: {_count(len(changes), 'changed file')}, {_count(len(verdicts), 'outcome')}: {counts_text(verdicts)}",
        err=True,
    )
    failed = (
        counts[Status.MISMATCH]
        or counts[Status.NOT_JITTABLE]
        or counts[Status.XLA_ERROR]
        or (counts[Status.SKIPPED] and not allow_skipped)
    )
    raise typer.Exit(2 if counts[Status.ERROR] else 1 if failed else 0)


@app.command("repro")
def repro_command(
    target: Annotated[
        str,
        typer.Argument(
            metavar="MODULE:FUNCTION",
            help="pkg.mod:function or path/to/mod.py:function (Class.method for a method).",
        ),
    ],
    arguments: Annotated[
        Optional[list[str]],
        typer.Argument(
            metavar="[ARGS]...",
            help="Argument expressions, one call each, as examples in pyproject.toml (default: the inputs --verify finds).",
            show_default=False,
        ),
    ] = None,
    python: Python = None,
    repro_dir: ReproDir = None,
) -> None:
    """Run one function eagerly and under jax.jit; write a repro bundle if XLA fails on it."""
    from omnifix.verify import Status, reproduce

    module, _, qualname = target.rpartition(":")
    path = _module_file(module) if module and qualname else None
    if path is None:
        _error(
            f"{target}: no such module or file (MODULE:FUNCTION, the module from the current folder or src/)"
        )
        raise typer.Exit(2)
    settings = _settings([path], python, 1, None, repro_dir)
    try:
        outcome = reproduce(path, qualname, arguments or [], settings, display_path)
    except (LookupError, SyntaxError, ValueError, OSError) as error:
        _error(str(error))
        raise typer.Exit(2) from None
    out = Lines(sys.stdout)
    for parts in outcome_lines([outcome]):
        out.write(parts)
    if outcome.status is not Status.XLA_ERROR:
        typer.echo(
            f"repro: {qualname}: no XLA error to reproduce ({outcome.status.value})", err=True
        )
    raise typer.Exit(
        0 if outcome.status is Status.XLA_ERROR else 2 if outcome.status is Status.ERROR else 1
    )


def _module_file(module: str) -> str | None:
    """The file of a module named by path or by dotted name (from the current folder or `src/`),
    found without importing anything."""
    if module.endswith(".py") or os.sep in module or "/" in module:
        return module if os.path.isfile(module) else None
    parts = module.split(".")
    for root in (Path("."), Path("src")):
        for candidate in (
            root.joinpath(*parts).with_suffix(".py"),
            root.joinpath(*parts, "__init__.py"),
        ):
            if candidate.is_file():
                return str(candidate)
    return None


def _exit(state: _Run, pending: bool) -> None:
    raise typer.Exit(2 if state.errors else 1 if pending else 0)


@app.command("list")
def list_codemods() -> None:
    """List the codemods: code, name, fix tier and summary."""
    for cls in registry.all_codemods():
        _emit(f"{cls.CODE}  {cls.NAME:<32} {cls.TIER.value:<7} {cls.SUMMARY}\n")


@app.command()
def explain(code: Annotated[str, typer.Argument(help="A codemod's code or name.")]) -> None:
    """Show a codemod's documentation and its first golden example."""
    from omnifix.docs import render

    cls = registry.find(code)
    if cls is None:
        _error(f"no codemod {code!r} (see `omnifix list`)")
        raise typer.Exit(2)
    _emit(render(cls))


def _version(value: bool) -> None:
    if value:
        typer.echo(f"omnifix {__version__}")
        raise typer.Exit(0)


@app.callback()
def _main(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version.")
    ] = False,
) -> None:
    """Migrate JAX code broken by omnistaging and by JAX API removals."""


def main() -> None:
    # A run allocates millions of short-lived `ast` and libcst nodes, while the modules and the
    # trees kept for later phases stay alive: with the default thresholds the cyclic collector
    # scans those again and again. Rarer collections: about 10% less CPU time on the
    # monorepo-like tree (benchmarks/run.py); pool workers are forked with the same settings.
    gc.set_threshold(100_000, 20, 10)
    try:
        app()
    except SystemExit as done:
        _end_process(done.code)


def _end_process(code: object) -> None:
    """End the process as the interpreter would for `SystemExit(code)`, without taking down the
    objects one by one: freeing what the run keeps (the imported modules, libcst's among them, the
    trees of the files sent to libcst, the facts of later phases) costs about 10% of a `check`
    over a tree of few JAX files (0.77 -> 0.70 CPU s on the monorepo-like tree). What can still
    have an effect runs first: the `atexit` functions (a pool's, `weakref.finalize`), and the
    flush of stdout and stderr (a failed one exits 120, as Python)."""
    if code is None:
        status = 0
    elif isinstance(code, int):
        status = code
    else:
        print(code, file=sys.stderr)
        status = 1
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            status = status or 120
    os._exit(status)
