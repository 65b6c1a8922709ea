"""The `omnifix` command: apply, check, list, explain.

Exit codes, for every verb: 0 nothing to change and nothing to report; 1 changes pending
(`--dry-run`, `check`) or findings that need review; 2 a usage error, or a file that could not be
processed (the other files still are). `apply` without `--dry-run` exits 0 after writing. Only the
requested output goes to stdout; errors, the summary and the progress bar go to stderr.
"""

from __future__ import annotations

import signal
import sys
from importlib import metadata
from typing import Annotated, Iterator, Optional

import typer

from omnifix import __version__, registry
from omnifix.codemod import Codemod, Options, Version
from omnifix.discover import discover
from omnifix.engine import FileResult
from omnifix.report import FORMATS
from omnifix.report.diff import display_path, unified_diff
from omnifix.report.json import document
from omnifix.report.text import finding_lines
from omnifix.runner import default_jobs, run
from omnifix.write import Conflict, write_atomic

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    rich_markup_mode=None,
    help="Migrate JAX code broken by omnistaging and by JAX API removals.",
)

Paths = Annotated[Optional[list[str]], typer.Argument(help="Files and folders (default: .)", show_default=False)]
Select = Annotated[Optional[list[str]], typer.Option(help="Only these codemods: codes, code prefixes or names, comma-separated.")]
Ignore = Annotated[Optional[list[str]], typer.Option(help="Not these codemods: codes, code prefixes or names, comma-separated.")]
Exclude = Annotated[Optional[list[str]], typer.Option(help="Skip paths matching these globs (name or relative path).")]
Jobs = Annotated[Optional[int], typer.Option(min=1, help="Parallel processes (default: all cores).")]
UnsafeFixes = Annotated[bool, typer.Option(help="Also apply fixes that may change dtypes or need review.")]
TargetJax = Annotated[Optional[str], typer.Option(help="Rewrite only to APIs this JAX version has (default: installed jax, else newest).")]


def _error(message: str) -> None:
    typer.echo(f"error: {message}", err=True)


def _split(values: list[str] | None) -> list[str]:
    return [part.strip() for value in values or [] for part in value.split(",") if part.strip()]


def _target(text: str | None) -> Version | None:
    if text is None:
        try:
            text = metadata.version("jax")
        except metadata.PackageNotFoundError:
            return None
    try:
        return tuple(int(part) for part in text.split(".")[:3])
    except ValueError:
        raise typer.BadParameter(f"not a version: {text!r}", param_hint="--target-jax") from None


def _format(value: str, allowed: tuple[str, ...]) -> str:
    if value not in allowed:
        raise typer.BadParameter(f"{value!r} is not one of {', '.join(allowed)}", param_hint="--format")
    return value


class _Run:
    """Discovery, selection and the stream of results shared by `apply` and `check`."""

    def __init__(self, paths, select, ignore, exclude, jobs, unsafe_fixes, target_jax) -> None:
        try:
            self.codemods: tuple[type[Codemod], ...] = registry.select(_split(select), _split(ignore))
        except ValueError as error:
            raise typer.BadParameter(str(error), param_hint="--select/--ignore") from None
        self.options = Options(unsafe_fixes=unsafe_fixes, target_jax=_target(target_jax))
        found = discover(paths or ["."], _split(exclude))
        missing = [(p, why) for p, why in found.errors if why == "no such file or folder"]
        if missing:
            for path, why in missing:
                _error(f"{path}: {why}")
            raise typer.Exit(2)
        self.files = found.files
        self.errors: list[tuple[str, str]] = list(found.errors)
        self.jobs = jobs or default_jobs()

    def results(self) -> Iterator[FileResult]:
        """Results in file order; errors are collected and printed to stderr as they come."""
        for path, why in self.errors:
            _error(f"{display_path(path)}: {why}")
        stream = run(self.files, self.codemods, self.options, self.jobs)
        for result in _with_progress(stream, len(self.files)):
            if result.error:
                self.errors.append((result.path, result.error))
                _error(f"{display_path(result.path)}: {result.error}")
            yield result


def _with_progress(stream: Iterator[FileResult], total: int) -> Iterator[FileResult]:
    if total < 200 or not sys.stderr.isatty():
        yield from stream
        return
    from rich.console import Console
    from rich.progress import Progress

    with Progress(console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task("omnifix", total=total)
        for result in stream:
            progress.advance(task)
            yield result


def _emit(data: bytes | str) -> None:
    if isinstance(data, str):
        data = data.encode()
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


def _summary(results: list[FileResult], files: int, verb: str) -> None:
    findings = [f for r in results for f in r.findings]
    fixed = sum(f.applied for f in findings)
    changed = sum(r.changed for r in results)
    typer.echo(
        f"{verb}: {_count(files, 'file')}, {changed} {'changed' if verb == 'apply' else 'to change'}, "
        f"{_count(len(findings), 'finding')} ({fixed} fixed, {len(findings) - fixed} for manual review)",
        err=True,
    )


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


@app.command()
def check(
    paths: Paths = None,
    select: Select = None,
    ignore: Ignore = None,
    exclude: Exclude = None,
    jobs: Jobs = None,
    output_format: Annotated[str, typer.Option("--format", help="text, diff or json.")] = "text",
    unsafe_fixes: UnsafeFixes = False,
    target_jax: TargetJax = None,
) -> None:
    """Report what omnifix would change or flag; write nothing."""
    output_format = _format(output_format, FORMATS)
    state = _Run(paths, select, ignore, exclude, jobs, unsafe_fixes, target_jax)
    results = _report(state, output_format, pending_only=False)
    _summary(results, len(state.files), "check")
    _exit(state, pending=any(r.findings or r.changed for r in results))


@app.command()
def apply(
    paths: Paths = None,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Write nothing; print the diff.")] = False,
    select: Select = None,
    ignore: Ignore = None,
    exclude: Exclude = None,
    jobs: Jobs = None,
    output_format: Annotated[Optional[str], typer.Option("--format", help="diff (default with --dry-run), text (default) or json.")] = None,
    unsafe_fixes: UnsafeFixes = False,
    target_jax: TargetJax = None,
) -> None:
    """Rewrite files in place (with --dry-run: print the diff instead)."""
    output_format = _format(output_format or ("diff" if dry_run else "text"), FORMATS)
    state = _Run(paths, select, ignore, exclude, jobs, unsafe_fixes, target_jax)
    if dry_run:
        results = _report(state, output_format, pending_only=False)
        _summary(results, len(state.files), "dry run")
        _exit(state, pending=any(r.changed or any(not f.applied for f in r.findings) for r in results))
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        results = _report(state, output_format, pending_only=True, write=True)
    except KeyboardInterrupt:
        _error("interrupted; every file is either fully rewritten or untouched")
        raise typer.Exit(130) from None
    finally:
        signal.signal(signal.SIGTERM, previous)
    _summary(results, len(state.files), "apply")
    _exit(state, pending=False)


def _interrupt(signum, frame) -> None:
    raise KeyboardInterrupt


def _report(state: _Run, output_format: str, pending_only: bool, write: bool = False) -> list[FileResult]:
    kept: list[FileResult] = []
    for result in state.results():
        if write and result.changed:
            try:
                write_atomic(result.path, result.new, result.digest)
            except (OSError, Conflict) as error:
                message = str(error) if isinstance(error, Conflict) else f"cannot write: {error.strerror or error}"
                state.errors.append((result.path, message))
                _error(f"{display_path(result.path)}: {message}")
                continue
        if result.findings or result.changed:
            kept.append(result)
            if output_format == "text":
                for line in finding_lines(result, only_pending=pending_only):
                    _emit(line + "\n")
            elif output_format == "diff":
                _emit(unified_diff(result))
    if output_format == "json":
        _emit(document(kept, state.errors, len(state.files)) + "\n")
    return kept


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
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version.")] = False,
) -> None:
    """Migrate JAX code broken by omnistaging and by JAX API removals."""


def main() -> None:
    app()
