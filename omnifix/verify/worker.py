"""The child side of `omnifix verify`: runs user code, in a process of its own, never in omnifix's.

Run as a script (`PYTHON worker.py JOB.json`) under the interpreter the user gave (`--python`), so
it imports only the standard library, numpy and jax: not omnifix. Two modes:

- `record` (the original code; the oracle; one process per batch): each changed module is run as
  `__main__` under `jax.disable_jit()` while a profile hook records the arguments of the first
  calls to the changed functions (and the globals they keep state in; and, of all their calls,
  recorded or not, which changed functions made them, None for other code), then each unchanged
  program that imports one (the spec's `importer` entries, from copies); then the project's tests,
  the examples of the configuration and inputs made from annotations, recorded the same way; then
  every recorded call is replayed on the original function, eagerly, from the recorded state, and
  its output (or the exception it raised) is kept.
- `replay` (the rewritten code; the functions spread over several processes): each module is
  imported (its `__main__` block does not run) and every recorded call is run on the rewritten
  function, eagerly under `jax.disable_jit()` (stage a: bitwise equal to the oracle) and under
  `jax.jit` (stage b: equal to the eager rewrite; floats within `k * eps * max|reference|`), after
  `jax.eval_shape` has checked that it traces at all (a function keeping module state eagerly only,
  but a PRK001 wrapper's pure part under jit too, on the call the wrapper made of it: `_PureCall`).
  The changed functions of the batch (the spec's `changed`) that each jit run calls are noted
  (`reached`), and a function failing under jit is still compared eagerly on all its calls: the
  parent may judge a helper by its callers (`_judged_by_callers` in `__init__.py`).
  A function threading PRNG keys (the spec's `threaded`, one or more) gets their recorded values
  first, in order, and gives them back after its result, `(result, *keys)`; the oracle's output
  holds the keys as its call left their globals, compared key by key (`_with_state`).
  An error XLA raises compiling or running
  the staged-out computation (`JaxRuntimeError`) is XLA-ERROR, not NOT-JITTABLE: the first one of
  a function gets a repro bundle (`repro.py` beside this file, loaded only then), in the job's
  `repro` folder.

The record process may switch a module that does not import to its import-migrated copy (the
spec's `migrated`) and keeps what each module's own run and each configured program printed; the
replay runs them again, as written, for their `<program>` outcomes and the tests again for
`<tests>`. A third mode, `recheck` (the original again, only for whole runs that differed), runs
them on the original once more: where the original disagrees with itself, SKIPPED (unstable). The
record process may run under an older JAX (`--oracle-python`): this file runs on Python 3.8 and
jax 0.4.13 too.

Arrays cross between the two processes as numpy arrays in a pickle (typed PRNG keys as their key
data and implementation). Modules load from temporary copies through an import hook that maps each
changed module of the run's name to its copy of this side (the originals for `record`, the
rewrites for `replay`), so the tree itself is only read, never written.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.abc
import importlib.util
import inspect
import io
import json
import logging
import os
import pickle
import re
import resource
import runpy
import signal
import sys
import time
import traceback
import types
from pathlib import Path

if os.environ.get("OMNIFIX_VERIFY_MEMORY_MB"):  # before numpy and jax take any memory
    _CAP = int(os.environ["OMNIFIX_VERIFY_MEMORY_MB"]) * 2**20
    resource.setrlimit(resource.RLIMIT_AS, (_CAP, _CAP))

try:  # numpy and jax may be missing under the interpreter given: reported, not a crash
    import jax
    import jax.numpy as jnp
    import numpy as np
except Exception as _error:  # noqa: BLE001
    jax = None
    _JAX_ERROR = f"{type(_error).__name__}: {_error}"
else:  # what XLA raises when it fails to compile or run a computation (the name changed over time)
    _XLA_ERRORS = tuple(
        e
        for e in (getattr(jax.errors, n, None) for n in ("JaxRuntimeError", "XlaRuntimeError"))
        if e is not None
    )


class Overlay(importlib.abc.MetaPathFinder):
    """Imports each changed module from its temporary copy; everything else as usual. The module's
    public values are taken (`VALUES`) as soon as it has run, before anything else can change them."""

    def __init__(self, modules: dict) -> None:
        self.modules = modules  # name -> {"file", "package_dir" (None unless a package __init__)}

    def find_spec(self, name, path=None, target=None):
        entry = self.modules.get(name)
        if entry is None:
            return None
        locations = [entry["package_dir"]] if entry["package_dir"] else None
        spec = importlib.util.spec_from_file_location(
            name, entry["file"], submodule_search_locations=locations
        )
        spec.loader = _SnapshotLoader(spec.loader, entry.get("imports", ()))
        return spec


class _SnapshotLoader(importlib.abc.Loader):
    """A changed module's loader: runs it as its own loader does, then keeps its public values."""

    def __init__(self, loader, imports) -> None:
        self.loader, self.imports = loader, set(imports)

    def create_module(self, spec):
        return self.loader.create_module(spec)

    def exec_module(self, module) -> None:
        self.loader.exec_module(module)
        VALUES[module.__name__] = _public_values(vars(module), self.imports)

    def get_code(self, name):  # runpy runs `__main__` from the code
        return self.loader.get_code(name)

    def __getattr__(self, name):
        return getattr(self.loader, name)


VALUES: dict = {}  # module name -> {public global: its pickled value, or None when it cannot be pickled}


def _public_values(namespace: dict, imports) -> dict:
    """The module's public values: its globals not starting with `_`, not bound by an import, and
    neither functions, classes, modules nor anything else callable; each pickled now."""
    found = {}
    for name, value in list(namespace.items()):
        if (
            name.startswith("_")
            or name in imports
            or callable(value)
            or isinstance(value, types.ModuleType)
        ):
            continue
        try:
            found[name] = dumps(value)
        except Exception:  # noqa: BLE001
            found[name] = None
    return found


class Unpicklable(Exception):
    pass


class NotThreaded(Exception):
    """A rewrite that was to thread keys does not return `(result, *keys)` (`(result, key)`)."""


def _rebuild_array(value):
    return jax.device_put(value)  # what jnp.asarray gives, without compiling a conversion per shape


def _rebuild_key(data, impl):
    return jax.random.wrap_key_data(jnp.asarray(data), impl=impl)


def _global(module: str, qualname: str):
    value = importlib.import_module(module)
    for part in qualname.split("."):
        value = getattr(value, part)
    return value


# Pickled by reference under a module name of their own: while user code runs as `__main__`, the
# worker's own `__main__` is out of `sys.modules`.
_REBUILD = types.ModuleType("_omnifix_worker")
for _function in (_rebuild_array, _rebuild_key, _global):
    _function.__module__ = _REBUILD.__name__
    setattr(_REBUILD, _function.__name__, _function)
sys.modules[_REBUILD.__name__] = _REBUILD


def _is_key(value) -> bool:
    prng = getattr(
        jax.dtypes, "prng_key", None
    )  # typed keys: not in the oldest JAX an oracle may run
    return prng is not None and jnp.issubdtype(value.dtype, prng)


# The real name of the module running as `__main__` while its calls are recorded: its classes and
# functions are pickled by that name, so that the other side finds them (the rewritten ones).
_MAIN = {"name": None}


class _Pickler(pickle.Pickler):
    def reducer_override(self, obj):
        if (
            _MAIN["name"]
            and isinstance(obj, (type, types.FunctionType))
            and getattr(obj, "__module__", None) == "__main__"
            and "<" not in obj.__qualname__  # neither a lambda nor a local
        ):
            return _global, (_MAIN["name"], obj.__qualname__)
        if isinstance(obj, jax.core.Tracer):
            raise Unpicklable(
                "an argument is a tracer (the call ran under vmap, grad or another transformation)"
            )
        if isinstance(obj, jax.Array):
            if _is_key(obj):
                return _rebuild_key, (
                    np.asarray(jax.random.key_data(obj)),
                    str(jax.random.key_impl(obj)),
                )
            return _rebuild_array, (np.asarray(obj),)
        return NotImplemented


def dumps(value) -> bytes:
    buffer = io.BytesIO()
    try:
        _Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(value)
    except Unpicklable:
        raise
    except Exception as error:  # noqa: BLE001
        raise Unpicklable(
            f"a value cannot be carried between processes ({type(error).__name__}: {error})"
        ) from None
    return buffer.getvalue()


class DriverTimeout(BaseException):
    pass


def _alarm(signum, frame):
    raise DriverTimeout


@contextlib.contextmanager
def _time_limit(seconds: int):
    """Stops the Python code run inside after `seconds` (XLA's own work finishes first)."""
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _import(job, name: str, seconds: int):
    """The module imported under its own name (its `__main__` block does not run), or why not."""
    try:
        with _time_limit(seconds), _quiet():
            return importlib.import_module(name)
    except DriverTimeout:
        return f"importing it took more than {seconds} s"
    except BaseException as error:  # noqa: BLE001
        return job.error(error)


def _resolve(namespace, qualname: str):
    value = namespace
    for part in qualname.split("."):
        if part == "<locals>":
            return None
        value = value.get(part) if isinstance(value, dict) else getattr(value, part, None)
        if value is None:
            return None
    if inspect.ismethod(value) and isinstance(value.__self__, type):
        return value.__func__  # a classmethod: its calls are recorded with their `cls` first
    return value


class Job:
    def __init__(self, spec: dict) -> None:
        self.spec = spec
        self.files = {m["file"]: m["display"] for m in spec["overlay"]}
        self.files.update(
            (m["migrated"]["file"], m["migrated"]["display"])
            for m in spec["modules"]
            if m.get("migrated")
        )
        self.copies = {m["name"]: m["file"] for m in spec["overlay"]}
        self.sources = {
            m["source"]: m["file"] for m in spec["overlay"]
        }  # a changed file's own path -> its copy
        self.overlay = Overlay({m["name"]: m for m in spec["overlay"]})
        self.changed = {  # (copy, first line) -> (module, qualname): every changed function of the batch
            (file, line): (name, qualname) for file, line, name, qualname in spec.get("changed", [])
        }
        self.reached: set | None = None  # the changed functions a jit run calls (`reaching`)

    @contextlib.contextmanager
    def reaching(self):
        """Adds to `reached` the changed functions of the batch (`changed`) that Python calls
        while inside: those a function's rewrite, traced under jit, runs with what it gives them."""
        if not self.changed:
            yield
            return

        def hook(frame, event, arg):
            if event == "call":
                found = self.changed.get((frame.f_code.co_filename, frame.f_code.co_firstlineno))
                if found is not None:
                    self.reached.add(found)

        self.reached = set() if self.reached is None else self.reached
        previous = sys.getprofile()
        sys.setprofile(hook)
        try:
            yield
        finally:
            sys.setprofile(previous)

    def clean(self, text: str) -> str:
        """A message with the temporary copies' paths replaced by the files' own."""
        for temp, display in self.files.items():
            text = text.replace(temp, display)
        return text

    def error(self, error: BaseException) -> str:
        """`Type: message (file:line)`, the line being the deepest frame in a file of the run; for
        the XLA error a host callback's exception became, that exception's, `in a host callback`."""
        raised = CALLBACKS.raised(error)
        if raised is not None:
            return f"{self.error(raised)}, in a host callback"
        where = ""
        for frame in traceback.extract_tb(error.__traceback__):
            if frame.filename in self.files:
                where = f" ({self.files[frame.filename]}:{frame.lineno})"
        message = str(error).strip().splitlines()
        first = message[0] if message else ""
        return self.clean(f"{type(error).__name__}: {first}{where}")


class _CallbackErrors(logging.Handler):
    """The exceptions host callbacks (`jax.pure_callback`, `io_callback`, `jax.debug.callback`)
    raised, as JAX logs them: it raises an XLA runtime error in their place, which is the user's
    exception, not XLA failing (installed on the `jax` logger by `main`)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.found: list[BaseException] = []

    def emit(self, record) -> None:
        if record.exc_info and record.exc_info[1] is not None:
            self.found = [*self.found[-9:], record.exc_info[1]]

    def raised(self, error: BaseException) -> BaseException | None:
        """The callback's exception that the XLA error `error` reports (its message quotes it), if any."""
        if jax is None or not isinstance(error, _XLA_ERRORS):
            return None
        text = str(error)
        return next(
            (
                e
                for e in reversed(self.found)
                if traceback.format_exception_only(type(e), e)[-1].strip() in text
            ),
            None,
        )


CALLBACKS = _CallbackErrors()


# --- record: the original, eagerly ---------------------------------------------------------------


def _run_main(job: Job, recorder: "Recorder", module: dict, namespaces: dict, output: list) -> str:
    """Runs the module as `__main__` (then its `main()`, when that is its program) while
    recording, eagerly; says how it went. What it prints is added to `output`."""
    _MAIN["name"] = module["name"]
    try:
        with recorder.active(), jax.disable_jit():
            return _whole_run(
                job,
                {"module": module["name"], "main": module.get("main", False)},
                output,
                namespaces,
            )
    finally:
        _MAIN["name"] = None


def _whole_run(job: Job, program: dict, output: list, namespaces: dict | None = None) -> str:
    """One program run end to end, as `python` would (`sys.argv` its own, the user's modules
    imported afresh): `{"module": name, "main": bool}` a module as `__main__` (then its `main()`
    when `main`), `{"script": path}` a file as `__main__`, `{"call": "pkg.mod:function"}` that
    function called; `argv` the arguments. Says how it went; what it prints is added to `output`."""
    seconds = job.spec["driver_timeout"]
    argv, path = sys.argv[:], sys.path[:]
    _fresh(job)
    try:
        with _time_limit(seconds), _captured(output):
            if "call" in program:
                name, _, function = program["call"].partition(":")
                sys.argv = [name, *program.get("argv", [])]
                getattr(importlib.import_module(name), function)()
            elif "script" in program:
                script = job.sources.get(
                    program["script"], program["script"]
                )  # a changed script: its copy
                sys.argv = [program["script"], *program.get("argv", [])]
                sys.path.insert(0, os.path.dirname(program["script"]))
                runpy.run_path(script, run_name="__main__")
            else:
                sys.argv = [
                    job.copies.get(program["module"], program["module"]),
                    *program.get("argv", []),
                ]
                namespace = runpy.run_module(program["module"], run_name="__main__", alter_sys=True)
                if namespaces is not None:
                    namespaces[program["module"]] = namespace
                if program.get("main"):
                    namespace["main"]()
        return "ran"
    except DriverTimeout:
        return f"was stopped after {seconds} s"
    except SystemExit as stop:
        return "ran" if stop.code in (None, 0) else f"exited with {stop.code!r}"
    except BaseException as error:  # noqa: BLE001
        return f"failed: {job.error(error)}"
    finally:
        sys.argv[:], sys.path[:] = argv, path


def _fresh(job: Job) -> None:
    """Forgets the user's modules (those loaded from the project or the copies, not from
    site-packages), so that a whole run imports them afresh as a new process would, whatever
    the runs and replays before it left in their globals."""
    roots = tuple(
        os.path.join(os.path.abspath(p), "")
        for p in [*job.spec["paths"], job.spec["tests_root"], *map(os.path.dirname, job.files)]
    )
    for name, module in list(sys.modules.items()):
        file = getattr(module, "__file__", None) or ""
        if (
            file.startswith(roots)
            and not any(part in file for part in ("site-packages", "dist-packages"))
            and not name.startswith("_omnifix")
            and name != "__main__"
            and file != os.path.abspath(__file__)
        ):
            del sys.modules[name]


def _run_program(job: Job, program: dict) -> dict:
    """The rewrite's run of a program (`_whole_run`), as written (jit on): how it went and what it printed."""
    output: list = []
    how = _whole_run(job, program, output)
    return {"ran": how, "stdout": "".join(output)}


@contextlib.contextmanager
def _captured(output: list):
    """What user code prints goes to the log, as with `_quiet`, and is added to `output`."""

    class Tee(io.TextIOBase):
        def write(self, text):
            output.append(text)
            return sys.stderr.write(text)

        def flush(self):
            sys.stderr.flush()

    with contextlib.redirect_stdout(Tee()):
        yield


def _switch_to_migrated(job: Job, module: dict, entry: dict) -> None:
    """When the original does not import on this JAX and omnifix's import-level migrations
    (API001, OMS001) of it are given, they become the oracle: the original with only those
    applied. `entry` says which oracle it is and why."""
    migrated = module.get("migrated")
    if not migrated:
        return
    found = _import(job, module["name"], job.spec["driver_timeout"])
    if not isinstance(found, str):
        return
    entry["original_error"] = found
    entry["oracle"] = "migrated"
    sys.modules.pop(module["name"], None)
    job.overlay.modules[module["name"]]["file"] = migrated["file"]
    job.copies[module["name"]] = migrated["file"]


class Recorder:
    """A profile hook recording the arguments of the first calls to each changed function."""

    def __init__(self, job: Job) -> None:
        self.limit = job.spec["calls_per_function"]
        self.targets = {
            (job.copies[m["name"]], f["line"]): (m["name"], f["qualname"])
            for m in job.spec["modules"]
            for f in m["functions"]
        }
        for m in job.spec[
            "modules"
        ]:  # the oracle may become the migrated original (`_switch_to_migrated`)
            if m.get("migrated"):
                for f in m["functions"]:
                    line = m["migrated"]["lines"].get(f["qualname"])
                    if line is not None:
                        self.targets[m["migrated"]["file"], line] = (m["name"], f["qualname"])
        self.state = {
            (m["name"], f["qualname"]): f["state"]
            for m in job.spec["modules"]
            for f in m["functions"]
        }
        self.calls: dict = {key: [] for key in self.targets.values()}
        self.callers: dict = {key: set() for key in self.targets.values()}  # of every call made
        self.notes: dict = {}
        self.ceiling: dict = {}  # calls recorded so far that an example may add to

    def __call__(self, frame, event, arg) -> None:
        if event != "call":
            return
        code = frame.f_code
        key = self.targets.get((code.co_filename, code.co_firstlineno))
        if key is None:
            return
        caller = frame.f_back.f_code if frame.f_back is not None else None
        self.callers[key].add(  # the changed function making the call, None for other code
            self.targets.get((caller.co_filename, caller.co_firstlineno)) if caller else None
        )
        if len(self.calls[key]) >= self.ceiling.get(key, self.limit):
            return
        try:
            self.calls[key].append(_arguments(frame, self.state[key]))
        except Unpicklable as why:
            self.notes.setdefault(key, str(why))

    @contextlib.contextmanager
    def active(self, example: bool = False):
        """Records while inside; an example may record `limit` more calls of each function."""
        if example:
            self.ceiling = {key: len(calls) + self.limit for key, calls in self.calls.items()}
        sys.setprofile(self)
        try:
            yield
        finally:
            sys.setprofile(None)


def record(job: Job) -> dict:
    """Each module's own run as `__main__`, then the configured programs, the project's tests and
    the examples given; every call found is replayed on the original, eagerly, for its output."""
    spec = job.spec
    recorder = Recorder(job)
    out: dict = {}
    namespaces: dict = {}
    for module in spec["modules"]:
        entry = out[module["name"]] = {
            "driver": None,
            "import_error": None,
            "tests": None,
            "functions": {},
            "oracle": "original",
            "original_error": None,
            "stdout": None,
            "values": None,
            "jax": jax.__version__,
        }
        _switch_to_migrated(job, module, entry)
        if module["run_main"]:  # a changed module or an unchanged program importing one
            output: list = []
            entry["driver"] = _run_main(job, recorder, module, namespaces, output)
            entry["stdout"] = "".join(output)
    for module in spec["modules"]:  # what each unchanged program importing a module did
        for name in module.get("reaches", ()):
            out[name].setdefault("importers", {})[module["importer"]] = out[module["name"]][
                "driver"
            ]
    runs: dict = {}  # the configured programs (entry points): each run end to end while recording
    for program in spec["programs"]:
        output = []
        with recorder.active(), jax.disable_jit():
            runs[program["label"]] = {
                "ran": _whole_run(job, program, output),
                "stdout": "".join(output),
            }
    for entry in out.values():
        entry["programs"] = runs
    if spec["tests"]:
        outcomes: dict = {}
        tests = _run_tests(job, recorder, outcomes, eager=True)
        for entry in out.values():
            entry["tests"], entry["test_outcomes"] = tests, outcomes
    imported: dict = {}
    for module in spec["modules"]:
        name = module["name"]
        if module.get("importer") and not module["examples"]:  # its run was all it was for
            imported[name] = None
            continue
        found = _import(job, name, spec["driver_timeout"])
        if isinstance(found, str):
            out[name]["import_error"], found = found, None
        imported[name] = found
        out[name]["values"] = VALUES.get(name)
        ran = namespaces.get(name)  # its run as `__main__`: its classes are `__main__`'s
        namespace = ran or (vars(found) if found is not None else None)
        _MAIN["name"] = name if ran else None
        try:
            for qualname, examples in module["examples"].items():
                _run_examples(job, recorder, namespace, name, qualname, examples)
        finally:
            _MAIN["name"] = None
    for module in spec[
        "modules"
    ]:  # after every example: one module's example may call another's function
        name = module["name"]
        namespace = namespaces.get(name) or (
            vars(imported[name]) if imported[name] is not None else None
        )
        for qualname, inputs in module["annotated"].items():
            if not recorder.calls[name, qualname]:
                _run_examples(job, recorder, namespace, name, qualname, inputs)
    for module in spec["modules"]:
        name = module["name"]
        for function in module["functions"]:
            qualname = function["qualname"]
            space = namespaces.get(name)
            found = _resolve(space, qualname) if space is not None else None
            if found is None and imported[name] is not None:
                space = vars(imported[name])
                found = _resolve(space, qualname)
            recorded = recorder.calls.get((name, qualname), [])
            results = [_oracle(job, found, space, arguments, function) for arguments in recorded]
            out[name]["functions"][qualname] = {
                "calls": results,
                "note": recorder.notes.get((name, qualname)),
                "callers": sorted(recorder.callers.get((name, qualname), ()), key=str),
            }
    return out


def _run_examples(
    job: Job, recorder: Recorder, namespace, module: str, qualname: str, examples
) -> None:
    """Calls a function of the module (changed or not) on each example while recording: a changed
    function calls itself records, and so do the changed functions it reaches."""
    function = _resolve(namespace, qualname) if namespace is not None else None
    if function is None:
        recorder.notes.setdefault(
            (module, qualname), f"the example's function {qualname} cannot be reached by its name"
        )
        return
    for text in examples:
        try:
            values = eval(text, {"jax": jax, "jnp": jnp, "np": np})  # the user's own configuration
        except Exception as error:  # noqa: BLE001
            recorder.notes.setdefault(
                (module, qualname), f"example {text!r} failed: {type(error).__name__}: {error}"
            )
            continue
        args = values if isinstance(values, tuple) else (values,)
        try:
            with (
                recorder.active(example=True),
                _time_limit(job.spec["driver_timeout"]),
                _quiet(),
                jax.disable_jit(),
            ):
                function(*args)
        except BaseException:  # noqa: BLE001, S110 - the replay on the original says what it raises
            pass


def _run_tests(job: Job, recorder: Recorder | None, outcomes: dict, eager: bool) -> str:
    """Runs pytest with the given arguments, `eager`ly (the original) or as written (the rewrite),
    while recording with a recorder; each test's outcome goes into `outcomes` (`_TestOutcomes`);
    says how it went."""
    seconds = job.spec["tests_timeout"]
    try:
        import pytest
    except ImportError:
        return f"were not run: pytest is not installed under {sys.executable}"
    arguments = [
        *job.spec["tests"],
        "-q",
        "-p",
        "no:cacheprovider",
        "--rootdir",
        job.spec["tests_root"],
    ]
    # a changed test module comes from its temporary copy (`Overlay`), whose path is not the one
    # pytest collected: pytest's check that they agree would fail its collection
    os.environ["PY_IGNORE_IMPORTMISMATCH"] = "1"
    try:
        with contextlib.ExitStack() as stack:
            if recorder is not None:
                stack.enter_context(recorder.active())
            stack.enter_context(_time_limit(seconds))
            stack.enter_context(_quiet())
            if eager:
                stack.enter_context(jax.disable_jit())
            code = pytest.main(arguments, plugins=[_TestOutcomes(outcomes, job.spec["tests_root"])])
    except DriverTimeout:
        return f"were stopped after {seconds} s"
    except BaseException as error:  # noqa: BLE001
        return f"failed to run: {job.error(error)}"
    return "ran" if int(code) in (0, 1) else f"ended with pytest exit code {int(code)}"


class _TestOutcomes:
    """A pytest plugin: each test's outcome, `passed`, `skipped` or `failed: Error: message (file:line)`."""

    def __init__(self, outcomes: dict, root: str) -> None:
        self.outcomes, self.root = outcomes, root

    def pytest_runtest_logreport(self, report) -> None:
        if report.failed:
            crash = getattr(report.longrepr, "reprcrash", None)
            where = ""
            if crash is not None:
                path = (
                    os.path.relpath(crash.path, self.root)
                    if os.path.isabs(str(crash.path))
                    else str(crash.path)
                )
                where = f"{crash.message.strip().splitlines()[0] if crash.message.strip() else ''} ({path}:{crash.lineno})"
            self.outcomes[report.nodeid] = f"failed: {where}".rstrip(": ")
        elif report.when == "call" or report.skipped:
            self.outcomes.setdefault(report.nodeid, "skipped" if report.skipped else "passed")


def _own_class_method(function, qualname: str, args: tuple):
    """The method `Class.method` of the class of its recorded `self`, when that class is another
    copy of the one `function` was found in: an instance of a class of the module run as
    `__main__` is rebuilt from the module imported under its real name (`_Pickler`), so its other
    methods (`self._draw`) read and write that copy's globals; the call then runs and its state is
    set and read there too, where the methods it reaches keep it."""
    owner, _, name = qualname.rpartition(".")
    if not owner or not args or "<" in qualname:
        return function
    cls = type(args[0])
    if isinstance(args[0], type) and args[0].__qualname__ == owner:  # a classmethod's `cls`
        found = args[0].__dict__.get(name)
        found = found.__func__ if isinstance(found, classmethod) else None
        return function if getattr(found, "__qualname__", None) != qualname else found
    found = cls.__dict__.get(name) if cls.__qualname__ == owner else None
    if found is None or getattr(found, "__qualname__", None) != qualname:
        return function
    return found


def _oracle(job: Job, function, namespace, arguments: bytes, spec: dict) -> dict:
    """One recorded call replayed on the original, eagerly: its output, or why there is none."""
    result = {"arguments": arguments}
    if function is None:
        result["raised"] = "the function cannot be reached by its name"
        return result
    try:
        args, kwargs, state = pickle.loads(arguments)
    except Exception as error:  # noqa: BLE001
        result["raised"] = f"its arguments cannot be rebuilt ({type(error).__name__}: {error})"
        return result
    function = _own_class_method(function, spec["qualname"], args)
    module = _module_globals(function, namespace)
    try:
        with _quiet(), jax.disable_jit():
            _set_state(state, module)
            value = function(*args, **kwargs)
        if spec["state"]:  # the keys threaded, as the call left them, then the other state
            keys = [_get_state(label, module) for label in spec["threaded"]]
            value = _with_state(value, keys, module, spec)
        result["output"] = dumps(value)
    except Unpicklable as why:
        result["raised"] = str(why)
    except Exception as error:  # noqa: BLE001
        result["raised"] = job.error(error)
    return result


def _module_globals(function, namespace) -> dict:
    """The globals the function really reads (the dict `runpy` returns is only a copy of them)."""
    try:
        return inspect.unwrap(function).__globals__
    except (AttributeError, ValueError):
        return namespace


def _with_state(value, keys, namespace, spec: dict):
    """A stateful call's output as compared: `(result, *keys threaded, {other global: value
    after})`, each key as the call gave it back (the rewrite) or left it in its global (the
    original)."""
    others = {
        label: _get_state(label, namespace)
        for label in spec["state"]
        if label not in spec["threaded"]
    }
    return (value, *keys, others)


def _home(label: str, namespace: dict) -> tuple[dict, str]:
    """Where a piece of state lives: `name` in the function's own module, `pkg.mod:name` in that
    module (`name` a global, or `drop.key` the attribute `key` of the module's object `drop`,
    `_held`): the copy of it the function's globals reach, as a module (or a package holding it) or
    through a function of it, directly or through the modules and functions those reach (each
    whole run imports the user's modules afresh, `_fresh`: `layers.forward` reaches `rng` only
    through `model`), else the one imported now."""
    module, _, name = label.rpartition(":")
    if not module:
        return namespace, name
    seen = {id(namespace)}
    spaces = [namespace]
    for space in spaces:  # breadth first: the nearest copy
        for value in list(space.values()):
            held = value
            if isinstance(value, types.ModuleType) and module.startswith(f"{value.__name__}."):
                for part in module[len(value.__name__) + 1 :].split(
                    "."
                ):  # `pkg` reaching `pkg.rng`
                    held = getattr(held, part, None)
            if isinstance(held, types.ModuleType) and held.__name__ == module:
                return vars(held), name
            try:
                inner = inspect.unwrap(value) if callable(value) else None
            except ValueError:
                continue
            if isinstance(inner, types.FunctionType) and inner.__module__ == module:
                return inner.__globals__, name
            reached = (
                vars(value)
                if isinstance(value, types.ModuleType)
                else inner.__globals__
                if isinstance(inner, types.FunctionType)
                else None
            )
            if reached is not None and id(reached) not in seen and len(spaces) < 64:
                seen.add(id(reached))
                spaces.append(reached)
    return vars(importlib.import_module(module)), name


def _get_state(label: str, namespace: dict):
    home, name = _home(label, namespace)
    return _held(home, name)[1]


def _set_state(state: dict, namespace: dict) -> None:
    for label, value in state.items():
        home, name = _home(label, namespace)
        holder, _, attribute = name.partition(".")
        if attribute:  # `drop.key`: the attribute of the module's object `drop`
            setattr(home[holder], attribute, value)
        else:
            home[name] = value


def _held(home: dict, name: str) -> tuple[bool, object]:
    """(whether it is there, its value) for a global `name` of `home`, or for `drop.key` the
    attribute `key` of its object `drop`."""
    holder, _, attribute = name.partition(".")
    if holder not in home:
        return False, None
    if not attribute:
        return True, home[holder]
    missing = object()
    value = getattr(home[holder], attribute, missing)
    return (False, None) if value is missing else (True, value)


def _arguments(frame, state) -> bytes:
    """The call's `(args, kwargs, state)`, pickled now, before the function can change them;
    `state`: the values of the module globals it declares `global`, as the call starts."""
    args, kwargs = _call_of(frame)
    found = {}
    for label in state:
        there, value = _held(*_home(label, frame.f_globals))
        if there:
            found[label] = value
    return dumps((args, kwargs, found))


def _call_of(frame) -> tuple[tuple, dict]:
    """The `(args, kwargs)` a frame's function was called with, from its locals as the call starts."""
    code = frame.f_code
    values = frame.f_locals
    positional = code.co_argcount
    names = code.co_varnames
    args = [values[n] for n in names[:positional]]
    kwargs = {n: values[n] for n in names[positional : positional + code.co_kwonlyargcount]}
    index = positional + code.co_kwonlyargcount
    if code.co_flags & 0x04:  # *args
        args += list(values[names[index]])
        index += 1
    if code.co_flags & 0x08:  # **kwargs
        kwargs.update(values[names[index]])
    return tuple(args), kwargs


@contextlib.contextmanager
def _quiet():
    """User code's prints go to the log (stderr of this process), not into the protocol."""
    with contextlib.redirect_stdout(sys.stderr):
        yield


# --- replay: the rewrite, eagerly and under jit ----------------------------------------------------


def replay(job: Job, recorded: dict) -> dict:
    spec = job.spec
    CROSS[0] = spec.get("cross_tolerance", 64.0)
    out: dict = {}
    for module in spec["modules"]:
        entry = recorded.get(module["name"], {})
        results: dict = {}
        out[module["name"]] = results
        imported = _import(job, module["name"], spec["driver_timeout"])
        namespace = (
            f"the rewritten module fails to import: {imported}"
            if isinstance(imported, str)
            else vars(imported)
        )
        for function in module["functions"]:
            qualname = function["qualname"]
            if qualname == MODULE:
                verdict = _verify_module(entry, imported, module["name"])
            elif qualname == PROGRAM:
                verdict = _verify_program(
                    job, entry, {"module": module["name"], "main": module.get("main", False)}
                )
            elif qualname.startswith(
                PROGRAM[:-1] + " "
            ):  # `<program LABEL>`: a configured entry point
                verdict = _verify_program(
                    job, entry, next(p for p in spec["programs"] if p["label"] == qualname[9:-1])
                )
            elif qualname == TESTS:
                verdict = _verify_tests(job, entry)
            elif function.get("migration_only") and entry.get("oracle") == "migrated":
                verdict = {
                    "status": "SKIPPED",
                    "detail": "its only change is the import-level migration the oracle has too: nothing to compare",
                    "cause": _import_cause(entry),
                    "calls": 0,
                }
            else:
                original = entry.get("functions", {}).get(qualname, {"calls": [], "note": None})
                cross = _cross(entry)
                verdict = _verify_function(
                    job,
                    entry,
                    namespace,
                    {**function, "module": module["name"], "cross": cross},
                    original,
                )
                if cross is not None and verdict["status"] == "VERIFIED":
                    verdict["detail"] = verdict["detail"].replace(
                        "bitwise equal eagerly",
                        f"equal eagerly within {cross:g} eps * max|reference|",
                    )
            if verdict["status"] not in ("SKIPPED", "ERROR") and not function.get(
                "alone"
            ):  # `omnifix repro`: no oracle
                verdict["detail"] += f" (oracle: {_oracle_name(entry)})"
            results[qualname] = verdict
    return out


MODULE = "<module>"  # a change outside the functions
CROSS = [64.0]  # the job's cross_tolerance (`replay` sets it)
PROGRAM = "<program>"  # the module's own run as `__main__`
TESTS = "<tests>"  # the project's tests, each test's outcome before and after


def _verify_tests(job, entry) -> dict:
    """The project's tests on the rewrite, as written: a test that passed on the original (eagerly)
    and does not pass now is a MISMATCH naming it."""
    before = entry.get("test_outcomes")
    if entry.get("tests") != "ran" or before is None:
        return {
            "status": "SKIPPED",
            "detail": f"the tests {entry.get('tests') or 'were not run'} on the original",
            "calls": 0,
        }
    after: dict = {}
    how = _run_tests(job, None, after, eager=False)
    if how != "ran":
        return {
            "status": "MISMATCH",
            "detail": f"the tests ran on the original; on the rewrite they {how}",
            "calls": 0,
        }
    broken = [
        (test, after.get(test, "not run"))
        for test, outcome in before.items()
        if outcome == "passed" and after.get(test) != "passed"
    ]
    passed = sum(outcome == "passed" for outcome in before.values())
    if broken:
        return {
            "status": "MISMATCH",
            "detail": _broken(broken),
            "calls": len(before),
            "rerun": True,
            "broken": broken,
        }
    if not passed:
        return {
            "status": "SKIPPED",
            "detail": f"no test passed on the original ({_count(len(before), 'test')})",
            "calls": 0,
        }
    return {
        "status": "VERIFIED",
        "detail": f"the {_count(passed, 'test')} that passed on the original pass on the rewrite",
        "calls": len(before),
    }


def _broken(broken: list) -> str:
    """The first test that passed on the original and not on the rewrite, `(test id, outcome now)`."""
    test, now = broken[0]
    more = f" (and {len(broken) - 1} more)" if len(broken) > 1 else ""
    now = (
        f"fails on the rewrite: {now[len('failed: ') :]}"
        if now.startswith("failed: ")
        else f"is {now} on the rewrite"
    )
    return f"{test} passed on the original and {now}{more}"


def recheck(job: Job, recorded: dict) -> dict:
    """The whole runs whose rewrite differed from the original (`spec["verdicts"]`), run again on
    the original, as the record process ran them: where the original's two runs disagree (the
    time, unseeded randomness, ids in its output), the difference proves nothing, and the outcome
    becomes SKIPPED (unstable); tests unstable on the original are left out of a MISMATCH."""
    spec = job.spec
    out: dict = {}
    for module in spec["modules"]:
        entry = recorded.get(module["name"], {})
        fresh = {"original_error": None}
        _switch_to_migrated(job, module, fresh)
        for function in module["functions"]:
            qualname, verdict = (
                function["qualname"],
                spec["verdicts"][module["name"]][function["qualname"]],
            )
            if qualname == TESTS:
                again: dict = {}
                _run_tests(job, None, again, eager=True)
                unstable = {
                    t
                    for t, outcome in entry.get("test_outcomes", {}).items()
                    if again.get(t) != outcome
                }
                stable = [b for b in verdict["broken"] if b[0] not in unstable]
                if stable and len(stable) < len(verdict["broken"]):
                    left = len(verdict["broken"]) - len(stable)
                    detail = f"{_broken(stable)}; {_count(left, 'more test')} unstable on the original left out{verdict['detail'][verdict['detail'].rindex(' (oracle: ') :]}"
                    out.setdefault(module["name"], {})[qualname] = {
                        **verdict,
                        "detail": detail,
                        "rerun": False,
                    }
                difference = (
                    None
                    if stable
                    else f"{verdict['broken'][0][0]} {entry['test_outcomes'][verdict['broken'][0][0]]}, then {again.get(verdict['broken'][0][0], 'not run')}"
                )
            else:
                program = (
                    {"module": module["name"], "main": module.get("main", False)}
                    if qualname == PROGRAM
                    else (next(p for p in spec["programs"] if p["label"] == qualname[9:-1]))
                )
                first = (
                    entry.get("programs", {}).get(program["label"], {})
                    if "label" in program
                    else {"ran": entry.get("driver"), "stdout": entry.get("stdout")}
                )
                output: list = []
                with jax.disable_jit():
                    ran = _whole_run(job, program, output)
                difference = (
                    f"it {first.get('ran')}, then {ran}"
                    if _outcome_kind(first.get("ran") or "") != _outcome_kind(ran)
                    else compare_output(
                        first.get("stdout") or "",
                        "".join(output),
                        max(spec["tolerance"], _cross(entry) or 0.0),
                    )
                )
            if difference:
                out.setdefault(module["name"], {})[qualname] = {
                    "status": "SKIPPED",
                    "detail": f"unstable: the original's own two runs differ ({difference})",
                    "cause": "unstable: the original's own runs differ (time, unseeded randomness, ids)",
                    "calls": 0,
                }
    return out


def _oracle_name(entry) -> str:
    if entry.get("oracle") == "migrated":
        return "the original + API001/OMS001"
    return (
        f"the original on jax {entry['jax']}"
        if entry.get("jax") not in (None, jax.__version__)
        else "the original"
    )


def _cross(entry) -> float | None:
    """The float tolerance of the original's outputs when it ran on another JAX (`--oracle-python`)."""
    return CROSS[0] if entry.get("jax") not in (None, jax.__version__) else None


def _import_cause(entry) -> str:
    """Why the original gives no oracle, in a few words, with what to do about it: the same text
    for every function of every module it applies to, so that the summary can group them."""
    error = entry.get("original_error") or entry.get("import_error") or ""
    found = re.search(r"No module named '([^']+)'", error) or re.search(
        r"cannot import name '([^']+)'", error
    )
    found = re.search(r"has no attribute '([^']+)'", error) if found is None else found
    what = found.group(1) if found else error.split(":")[0]
    return (
        f"the original does not import on jax {entry.get('jax', '?')} ({what}); use --oracle-python"
    )


def _verify_module(entry, imported, name: str) -> dict:
    """A change outside the functions: the rewrite must import wherever the original does, and
    its public values (`_public_values`, as each version's import left them) must be bitwise equal."""
    original = entry.get("import_error")
    if isinstance(imported, str):
        if original is None:
            return {
                "status": "MISMATCH",
                "detail": f"the rewritten module fails to import, the original does not: {imported}",
                "calls": 0,
            }
        return {
            "status": "SKIPPED",
            "detail": f"neither version imports: the original: {original}; the rewrite: {imported}",
            "cause": _import_cause(entry),
            "calls": 0,
        }
    if original is not None:
        return {
            "status": "SKIPPED",
            "detail": f"the original fails to import ({original}), the rewrite imports",
            "cause": _import_cause(entry),
            "calls": 0,
        }
    before, after = entry.get("values") or {}, VALUES.get(name) or {}
    compared, opaque = 0, []
    for value_name, data in sorted(before.items()):
        if value_name not in after:
            return {
                "status": "MISMATCH",
                "detail": f"the module value `{value_name}` is gone from the rewrite",
                "calls": 0,
            }
        if data is None or after[value_name] is None:
            opaque.append(value_name)
            continue
        try:
            old, new = pickle.loads(data), pickle.loads(after[value_name])
            kinds = [[_kind(leaf) for leaf in jax.tree_util.tree_leaves(v)] for v in (old, new)]
            cross = _cross(entry)
            difference = compare(old, new, exact=cross is None, tolerance=cross or 0.0)
            if (
                not difference and kinds[0] != kinds[1]
            ):  # a Python number is not the array jnp.asarray makes of it here
                difference = f"{', '.join(kinds[0])[:60]} became {', '.join(kinds[1])[:60]}"
        except Exception:  # noqa: BLE001
            opaque.append(value_name)
            continue
        if difference:
            return {
                "status": "MISMATCH",
                "detail": f"the module value `{value_name}`: {difference}",
                "calls": 0,
            }
        compared += 1
    same = (
        "bitwise equal"
        if _cross(entry) is None
        else f"equal (floats within {_cross(entry):g} eps * max|reference|)"
    )
    detail = f"both versions import; {_count(compared, 'public value')} {same}"
    if opaque:
        detail += (
            f" ({', '.join(opaque[:3])}{' ...' if len(opaque) > 3 else ''}: cannot be compared)"
        )
    return {"status": "VERIFIED", "detail": detail, "calls": 0}


def _kind(leaf) -> str:
    name = "array" if isinstance(leaf, (jax.Array, np.ndarray, np.generic)) else type(leaf).__name__
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


def _outcome_kind(how: str) -> str:
    """`ran`, `exited with 3` or the exception's type: what two runs must share."""
    return how.split(":")[1].strip() if how.startswith("failed:") else how


def _verify_program(job, entry, program: dict) -> dict:
    """A program's run end to end (`_whole_run`: the module's own run as `__main__`, or a
    configured entry point with its `label`): the original's (eagerly; the oracle) against the
    rewrite's as written (with jit): the same exit, the same exception type, the same standard
    output (`compare_output`)."""
    if "label" in program:
        before = entry.get("programs", {}).get(program["label"], {})
        ran, stdout, how = before.get("ran"), before.get("stdout") or "", "its run"
    else:
        ran, stdout, how = entry.get("driver"), entry.get("stdout") or "", "its run as __main__"
        if ran is None:
            return {"status": "SKIPPED", "detail": "the module was not run as __main__", "calls": 0}
        if entry.get("import_error"):
            return {
                "status": "SKIPPED",
                "detail": f"the original does not run: {entry['import_error']}",
                "cause": _import_cause(entry),
                "calls": 0,
            }
    if ran is None:
        return {"status": "SKIPPED", "detail": "the original was not run", "calls": 0}
    if ran.startswith("was stopped"):
        return {
            "status": "SKIPPED",
            "detail": f"the original's run {ran}",
            "cause": f"the original's {how[4:]} {ran}",
            "calls": 0,
        }
    after = _run_program(job, program)
    if _outcome_kind(ran) != _outcome_kind(after["ran"]):
        return {
            "status": "MISMATCH",
            "detail": f"the original's run {ran}; the rewrite's {after['ran']}",
            "calls": 1,
            "rerun": True,
        }
    difference = compare_output(
        stdout, after["stdout"], max(job.spec["tolerance"], _cross(entry) or 0.0)
    )
    if difference:
        return {
            "status": "MISMATCH",
            "detail": f"standard output differs: {difference}",
            "calls": 1,
            "rerun": True,
        }
    lines = _count(len(stdout.splitlines()), "line")
    return {
        "status": "VERIFIED",
        "detail": f"{how} {ran} the same way, {lines} of output equal",
        "calls": 1,
    }


_NUMBER = re.compile(r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|[-+]?\b(?:nan|inf)\b")


def compare_output(expected: str, actual: str, tolerance: float) -> str | None:
    """None when two runs printed the same, else where they differ first. Text must be equal
    (spaces and tabs aside);
    numbers written with a point or an exponent may differ by `tolerance * eps(float32) *` the
    largest printed magnitude, or by one unit of their last printed digit; integers are exact."""
    a, b = (
        [_spaces(t) for t in _NUMBER.split(expected)],
        [_spaces(t) for t in _NUMBER.split(actual)],
    )
    x, y = _NUMBER.findall(expected), _NUMBER.findall(actual)

    def line(
        n: int, number: bool = False
    ) -> int:  # the line of the n-th text part, or of the n-th number
        return 1 + sum(part.count("\n") for part in a[: n + 1 if number else n])

    for number, (p, q) in enumerate(zip(a, b)):
        if p != q:
            return f"line {line(number)}: {_clip(p)!r} became {_clip(q)!r}"
    if len(a) != len(b):
        return f"{len(x)} numbers became {len(y)}"
    scale = max((abs(float(v)) for v in x if _finite(v)), default=0.0)
    bound = tolerance * float(np.finfo(np.float32).eps) * scale
    for number, (u, v) in enumerate(zip(x, y)):
        if u == v:
            continue
        exact = not any(c in u + v for c in ".eEni")
        digit = min(_last_digit(u), _last_digit(v))
        if (
            exact
            or not (_finite(u) and _finite(v))
            or abs(float(u) - float(v)) > max(bound, digit * 1.0000001)
        ):
            return f"line {line(number, True)}: {u} became {v}" + (
                "" if exact else f" (allowed {max(bound, digit):.3g})"
            )
    return None


def _spaces(text: str) -> str:
    """Text without its spaces and tabs: the padding numpy puts between numbers depends on how wide
    they print, and on the numpy version (the numbers themselves are told apart before this)."""
    return re.sub(r"[ \t]+", "", text)


def _clip(text: str) -> str:
    return text if len(text) <= 40 else text[:37] + "..."


def _finite(text: str) -> bool:
    return not any(c in text for c in "ni")


def _last_digit(text: str) -> float:
    """One unit of the last digit a printed number shows (`0.125` -> 0.001, `1.5e-3` -> 1e-4)."""
    mantissa, _, exponent = text.lower().partition("e")
    decimals = len(mantissa.partition(".")[2])
    return 10.0 ** (int(exponent or 0) - decimals)


def _verify_function(job, entry, namespace, spec: dict, original) -> dict:
    """One changed function's outcome: its recorded calls, until the first that does not verify.
    A call that XLA fails to compile or run under jit (the rewrite being equal to the original
    eagerly) does not stop the others: any later verdict that blames the rewrite wins over it.
    Nor does one that fails to run under jit: the others are still compared eagerly, a MISMATCH
    among them wins, and with none the NOT-JITTABLE verdict says so (`eager`: every call equal
    eagerly) and who made the calls (`callers`), for `_judged_by_callers` in the parent. Every
    verdict names the changed functions its jit runs called (`reached`)."""
    job.reached = None
    verdict = _verify_calls(job, entry, namespace, spec, original)
    if job.reached:
        verdict["reached"] = sorted(job.reached)
    return verdict


def _verify_calls(job, entry, namespace, spec: dict, original) -> dict:
    qualname = spec["qualname"]
    calls = original["calls"]
    usable = [c for c in calls if "output" in c]
    if not usable:
        detail, cause = _no_inputs(entry, original)
        return {"status": "SKIPPED", "detail": detail, "cause": cause, "calls": 0}
    if isinstance(namespace, str):
        return {"status": "MISMATCH", "detail": namespace, "calls": 0}
    function = _resolve(namespace, qualname)
    if function is None:
        return {
            "status": "SKIPPED",
            "detail": "the rewritten function cannot be reached by its name",
            "calls": 0,
        }
    xla = jit = None
    for number, call in enumerate(usable, start=1):
        verdict = _verify_call(job, function, namespace, spec, call, number)
        if verdict is not None and verdict["status"] == "XLA-ERROR":
            verdict = _xla_error(job, spec, verdict) if xla is None else None
            if verdict is not None and verdict["status"] == "XLA-ERROR":
                xla, verdict = verdict, None
        if verdict is not None and verdict.pop("jit", None):
            jit = jit or {**verdict, "calls": number}
            continue
        if verdict is not None:
            verdict["calls"] = number
            return verdict
    if jit is not None:  # every call equal eagerly, and the first failing under jit
        return {**jit, "eager": len(usable), "callers": original.get("callers", [None])}
    calls = _count(len(usable), "call")
    if xla is not None:
        if spec.get("alone"):
            xla["detail"] += (
                f"; it runs eagerly ({calls}): an XLA bug to report upstream, {xla.pop('found')}"
            )
        else:
            xla["detail"] += (
                f"; the rewrite equals the original eagerly ({calls}) and traces under jit, so it is kept:"
                f" an XLA bug to report upstream, {xla.pop('found')}"
            )
        return {**xla, "calls": len(usable)}
    if spec["threaded"]:
        keys = ", ".join(f"`{label}`" for label in spec["threaded"])
        new = "new key" if len(spec["threaded"]) == 1 else "new keys"
        detail = f"{calls} from the recorded state of {keys}: results and {new} bitwise equal eagerly, equal under jit"
    elif spec["state"]:
        detail = f"{calls}: bitwise equal eagerly, module state included (not run under jit: it keeps module state)"
    else:
        detail = f"{calls}: bitwise equal eagerly, equal under jit"
    if spec.get("pure"):
        pure, keys = spec["pure"]
        named = ", ".join(f"`{key}`" for key in keys)
        detail += f"; its pure part {pure}, on what the wrapper passed it (the {'key' if len(keys) == 1 else 'keys'} {named} too), equal under jit"
    return {"status": "VERIFIED", "detail": detail, "calls": len(usable)}


def _xla_error(job, spec: dict, verdict: dict) -> dict:
    """The repro bundle of an XLA failure (`repro.py` beside this file), written into the job's
    repro folder, named `module.function` (none without a repro folder: a dry run); NOT-JITTABLE
    when the error came before XLA after all."""
    function, args, kwargs, error, number = verdict.pop("failure")
    name = f"{spec['module']}.{spec['qualname']}"
    start = time.monotonic()
    try:
        if job.spec["repro"] is None:
            raise RuntimeError("a dry run writes nothing: `omnifix repro` makes it")
        if _SPENT[0] > job.spec["repro_total"]:
            raise TimeoutError(
                f"this batch spent {_SPENT[0]:.0f} s on bundles already: `omnifix repro` makes it"
            )
        with _quiet():
            made = _repro_module().bundle(
                Path(job.spec["repro"]) / name,
                name,
                function,
                args,
                kwargs,
                static_arguments(args, kwargs),
                error,
                clean=job.clean,
                budget=job.spec["repro_budget"],
                timeout=job.spec["driver_timeout"],
            )
    except Exception as why:  # noqa: BLE001
        made = {
            "phase": "compile or run",
            "reproduced": {},
            "minimized": None,
            "notes": [f"no bundle: {job.error(why)}"],
        }
    finally:
        _SPENT[0] += time.monotonic() - start
    if made["phase"] is None:
        return {"status": "NOT-JITTABLE", "detail": f"call {number}: {job.error(error)}"}
    scripts = []
    for script, why in made["reproduced"].items():
        size = (
            f" ({made['minimized'][0]} of {made['minimized'][1]} equations)"
            if script == "repro_min.py" and made["minimized"]
            else ""
        )
        scripts.append(
            f"{script}{size} "
            + ("reproduces it" if why is None else f"does not reproduce it: {why}")
        )
    found = "; ".join(
        (["repro bundle {bundle}: " + ", ".join(scripts)] if scripts else []) + made["notes"]
    )
    return {
        "status": "XLA-ERROR",
        "detail": f"call {number}: XLA failed to {made['phase']} the staged-out computation: {job.error(error)}",
        "found": found,
        "bundle": name if scripts else None,
    }


_SPENT = [0.0]  # seconds this process spent on repro bundles


def _repro_module():
    """`repro.py`, beside this file, loaded by its path (this process does not import omnifix)."""
    if "_omnifix_repro" not in sys.modules:
        spec = importlib.util.spec_from_file_location(
            "_omnifix_repro", os.path.join(os.path.dirname(os.path.abspath(__file__)), "repro.py")
        )
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
    return sys.modules["_omnifix_repro"]


def _no_inputs(entry, original) -> tuple[str, str]:
    """Why a function has no call to compare, and the cause it is grouped under in the summary."""
    calls = original["calls"]
    if calls:
        return (
            f"the original raises on every recorded input: {calls[0]['raised']}",
            "the original raises on every input found",
        )
    if entry.get("import_error"):
        return f"the original fails to import: {entry['import_error']}", _import_cause(entry)
    reasons = []
    if original.get("note"):
        reasons.append(original["note"])
    if entry.get("driver") not in (None, "ran"):
        reasons.append(f"the module's own run {entry['driver']}")
    importers = entry.get("importers") or {}
    reasons += [f"the run of {path} {how}" for path, how in importers.items() if how != "ran"]
    if entry.get("tests") not in (None, "ran"):
        reasons.append(f"the tests {entry['tests']}")
    runs = ["the module's own run"]
    if importers:
        runs.append(f"the {'run' if len(importers) == 1 else 'runs'} of {', '.join(importers)}")
    if entry.get("tests"):
        runs.append("the tests")
    where = "in " + (" or ".join(runs) if len(runs) < 3 else f"{runs[0]}, {runs[1]} or the tests")
    reasons.append(f"no call found {where}, no array annotations")
    cause = (
        original.get("note")
        or "no call found; add examples under [tool.omnifix.verify] in pyproject.toml"
    )
    return "; ".join(reasons), cause


def _verify_call(job, function, namespace, spec: dict, call, number):
    """None when the call verifies, else the verdict. A threaded function is called with the keys
    the original found in their globals, passed first in order, and must return `(result, *new
    keys)` (a loop body carrying its one key, `carried`, as `_carry` reads); the other globals it
    keeps (`state`) are set as the original found them, and compared after the call."""
    threaded = tuple(spec["threaded"])
    module = _module_globals(function, namespace)

    def run(call_function, as_jit_passes=False):
        args, kwargs, state = pickle.loads(call["arguments"])
        if as_jit_passes:
            args, kwargs = _as_jit_passes((args, kwargs))
        keys = [state.pop(label, None) for label in threaded]
        _set_state(state, module)
        if threaded and spec.get("carried"):
            value, key = _carry(spec, call_function(*_passing(spec, args, keys), **kwargs))
            keys = [key]
        elif threaded:
            value = call_function(*keys, *args, **kwargs)
            if not (isinstance(value, tuple) and len(value) == 1 + len(threaded)):
                raise NotThreaded(
                    f"it returns {type(value).__name__}, not (result, {', '.join(threaded)})"
                )
            value, *keys = value
        else:
            value = call_function(*args, **kwargs)
            if not spec["state"]:
                return value
        return _with_state(value, keys, module, spec)

    reference = pickle.loads(call["output"])
    cross = spec.get("cross")
    pure = _PureCall(namespace, spec.get("pure"))
    try:
        with _quiet(), jax.disable_jit(), pure.watching():
            eager = run(function)
    except NotThreaded as why:
        return {"status": "MISMATCH", "detail": f"call {number}: {why}"}
    except Exception as error:  # noqa: BLE001
        return {
            "status": "MISMATCH",
            "detail": f"call {number}: the rewrite raises eagerly where the original did not: {job.error(error)}",
        }
    difference = compare(reference, eager, exact=cross is None, tolerance=cross or 0.0)
    if difference:
        return {"status": "MISMATCH", "detail": f"call {number}, eagerly: {difference}"}
    if any(name not in threaded for name in spec["state"]):
        # it keeps module state: a driver, not meant to run under jit (a wrapper's pure part is)
        return pure.verify(job, number)
    args, kwargs, state = pickle.loads(call["arguments"])
    args = _passing(spec, args, [state[label] for label in threaded]) if threaded else args
    jitted = _jitted(function, args, kwargs)
    try:
        with _quiet(), job.reaching():
            jax.eval_shape(jitted, *args, **kwargs)
    except Exception as error:  # noqa: BLE001
        return {"status": "NOT-JITTABLE", "detail": f"call {number}: {job.error(error)}", "jit": 1}
    try:
        with _quiet(), job.reaching():
            staged = run(lambda *a, **k: jitted(*a, **k))
    except (
        _XLA_ERRORS
    ) as error:  # XLA compiling or running the staged-out computation: not the rewrite's fault
        if CALLBACKS.raised(error) is not None:  # unless it stands for a host callback's exception
            return {
                "status": "MISMATCH",
                "detail": f"call {number}, under jit: the rewrite raises where it did not eagerly: {job.error(error)}",
            }
        return {"status": "XLA-ERROR", "failure": (function, args, kwargs, error, number)}
    except Exception as error:  # noqa: BLE001
        return {"status": "NOT-JITTABLE", "detail": f"call {number}: {job.error(error)}", "jit": 1}
    if _as_jit_passes(args_kwargs := (args, kwargs)) is not args_kwargs:
        try:  # jit passes numpy arguments in JAX's dtypes: compare with the rewrite run on those
            with _quiet(), jax.disable_jit():
                eager = run(function, as_jit_passes=True)
        except Exception:  # noqa: BLE001  (then against the eager run on the arguments as given)
            pass
    difference = compare(eager, staged, exact=False, tolerance=job.spec["tolerance"])
    if difference:
        return {"status": "MISMATCH", "detail": f"call {number}, under jit: {difference}"}
    return pure.verify(job, number)


class _PureCall:
    """A PRK001 wrapper's pure part (`spec["pure"]`: its qualname and the parameters that receive
    the keys): its first call during the wrapper's eager run, as the wrapper made it (the keys it
    passed included), taken by a profile hook; then `verify` runs it eagerly and under `jax.jit`."""

    def __init__(self, namespace, pure) -> None:
        self.qualname, self.keys = pure or (None, ())
        self.function = _resolve(namespace, self.qualname) if self.qualname else None
        try:
            self.code = getattr(inspect.unwrap(self.function), "__code__", None)
        except ValueError:
            self.code = None
        self.call = None  # (args, kwargs, {each key's parameter: its value})

    @contextlib.contextmanager
    def watching(self):
        if self.code is None:
            yield
            return

        def hook(frame, event, arg):
            if event == "call" and frame.f_code is self.code and self.call is None:
                args, kwargs = _call_of(frame)
                keys = {key: frame.f_locals.get(key) for key in self.keys}
                self.call = (args, kwargs, keys)

        previous = sys.getprofile()
        sys.setprofile(hook)
        try:
            yield
        finally:
            sys.setprofile(previous)

    def verify(self, job, number: int) -> dict | None:
        """None when there is no pure part, or its call under jit equals its eager call (integers
        and keys bitwise, floats within the tolerance); else the verdict."""
        if self.qualname is None:
            return None
        where = f"call {number}: its pure part {self.qualname}"
        if self.function is None:
            return {"status": "MISMATCH", "detail": f"{where} cannot be reached by its name"}
        if self.call is None:
            return {"status": "MISMATCH", "detail": f"{where} was not called by the wrapper"}
        args, kwargs, keys = self.call
        for name, key in keys.items():
            if not isinstance(key, jax.Array):
                return {
                    "status": "MISMATCH",
                    "detail": f"{where} got no key in `{name}` from the wrapper: {type(key).__name__}",
                }
        try:
            with _quiet(), jax.disable_jit():
                eager = self.function(*args, **kwargs)
        except Exception as error:  # noqa: BLE001
            return {"status": "MISMATCH", "detail": f"{where} raises eagerly: {job.error(error)}"}
        jitted = _jitted(self.function, args, kwargs)
        try:
            with _quiet():
                jax.eval_shape(jitted, *args, **kwargs)
        except Exception as error:  # noqa: BLE001
            return {"status": "NOT-JITTABLE", "detail": f"{where}: {job.error(error)}"}
        try:
            with _quiet():
                staged = jitted(*args, **kwargs)
        except _XLA_ERRORS as error:
            if CALLBACKS.raised(error) is not None:
                return {
                    "status": "MISMATCH",
                    "detail": f"{where}, under jit: raises where it did not eagerly: {job.error(error)}",
                }
            return {"status": "XLA-ERROR", "failure": (self.function, args, kwargs, error, number)}
        except Exception as error:  # noqa: BLE001
            return {"status": "NOT-JITTABLE", "detail": f"{where}: {job.error(error)}"}
        difference = compare(eager, staged, exact=False, tolerance=job.spec["tolerance"])
        if difference:
            return {"status": "MISMATCH", "detail": f"{where}, under jit: {difference}"}
        return None


def _passing(spec: dict, args, keys: list) -> tuple:
    """The arguments of a threaded function: the keys first, in order, or for a loop body carrying
    its one key (`carried`) that key paired with its carry, `(carry, key)`."""
    if not spec.get("carried"):
        return (*keys, *args)
    assert len(keys) == 1, "a loop body carries one key"
    at = spec["carried"][0]
    return (*args[:at], (args[at], keys[0]), *args[at + 1 :])


def _carry(spec: dict, value) -> tuple:
    """(result, new key) from what a loop body carrying the key returned: `(new_carry, key), y`
    (a `scan` body: the result `(new_carry, y)`, as the original returned) or `new_val, key`."""
    [threaded], scan = spec["threaded"], spec["carried"][1]
    shape = f"((carry, {threaded}), y)" if scan else f"(val, {threaded})"
    if not (isinstance(value, tuple) and len(value) == 2) or (
        scan and not (isinstance(value[0], tuple) and len(value[0]) == 2)
    ):
        raise NotThreaded(f"it returns {type(value).__name__}, not {shape}")
    if scan:
        (carry, key), y = value
        return (carry, y), key
    return value[0], value[1]


def _as_jit_passes(value):
    """`value` with each numpy array or scalar whose dtype `jax.jit` would change (64-bit ones
    without x64) as the device array jit makes of it; `value` itself when there is none."""

    def changed(leaf) -> bool:
        return isinstance(leaf, (np.ndarray, np.generic)) and (
            jax.dtypes.canonicalize_dtype(leaf.dtype) != leaf.dtype
        )

    if not any(changed(leaf) for leaf in jax.tree_util.tree_leaves(value)):
        return value
    return jax.tree_util.tree_map(
        lambda leaf: jax.device_put(leaf) if changed(leaf) else leaf, value
    )


def _jitted(function, args, kwargs):
    """The function under `jax.jit`: as it is when already jitted, else with its non-array arguments static."""
    if hasattr(function, "lower"):
        return function
    static, names = static_arguments(args, kwargs)
    return jax.jit(function, static_argnums=static, static_argnames=names)


def static_arguments(args: tuple, kwargs: dict) -> tuple[list[int], list[str]]:
    """The positions and keyword names of the arguments that hold no array (hashable ones): static
    under jit, here and in the repro bundle."""
    return [i for i, value in enumerate(args) if _static(value)], [
        name for name, value in kwargs.items() if _static(value)
    ]


def _static(value) -> bool:
    if any(
        isinstance(leaf, (jax.Array, np.ndarray, np.generic))
        for leaf in jax.tree_util.tree_leaves(value)
    ):
        return False
    try:
        hash(value)
    except TypeError:
        return False
    return True


# --- comparison ------------------------------------------------------------------------------------


def compare(reference, value, exact: bool, tolerance: float = 0.0, depth: int = 0) -> str | None:
    """None when equal, else what differs first: the leaf's path and the largest differences.
    An object of a class without its own `__eq__` (a config, a layer) is compared by its
    attributes, as two runs make two objects that `==` would call different.

    `exact`: every leaf bitwise equal, dtypes and shapes included. Otherwise integer, boolean and
    key leaves are still bitwise, and floating leaves may differ by `tolerance * eps * max|reference|`.
    Python scalars count as the arrays `jnp.asarray` makes of them, as jit returns them.
    """
    ref_leaves, ref_tree = jax.tree_util.tree_flatten_with_path(reference)
    leaves, tree = jax.tree_util.tree_flatten_with_path(value)
    if ref_tree != tree:
        return f"the output's structure differs: {_short(ref_tree)} became {_short(tree)}"
    for (path, expected), (_, actual) in zip(ref_leaves, leaves):
        where = "output" + jax.tree_util.keystr(path)
        a, b = _array(expected), _array(actual)
        if a is None or b is None:
            if a is None and b is None and _plain(expected, actual) and depth < 8:
                inner = compare(vars(expected), vars(actual), exact, tolerance, depth + 1)
                if inner:  # `output['rate']: ...` of the object's attributes
                    return f"{where}: its attributes: {inner.removeprefix('output')}"
                continue
            if not (a is None and b is None and _same(expected, actual)):
                return f"{where}: {expected!r} became {actual!r}"
            continue
        if a.dtype != b.dtype or a.shape != b.shape:
            return f"{where}: {a.dtype}{list(a.shape)} became {b.dtype}{list(b.shape)}"
        if a.tobytes() == b.tobytes():
            continue
        if exact or not np.issubdtype(a.dtype, np.inexact):
            return f"{where}: {_differences(a, b)} ({a.dtype}{list(a.shape)}, bitwise comparison)"
        x, y = (
            a.astype(np.complex128 if np.iscomplexobj(a) else np.float64),
            b.astype(np.complex128 if np.iscomplexobj(b) else np.float64),
        )
        if not np.array_equal(np.isnan(x), np.isnan(y)):
            return f"{where}: NaN in different places"
        finite = ~np.isnan(x)
        bound = (
            tolerance * float(np.finfo(a.dtype).eps) * float(np.max(np.abs(x[finite]), initial=0.0))
        )
        if np.any(np.abs(x[finite] - y[finite]) > bound):
            return f"{where}: {_differences(a, b)} ({a.dtype}{list(a.shape)}, allowed {bound:.3g})"
    return None


def _array(leaf):
    if isinstance(leaf, jax.Array):
        return np.asarray(jax.random.key_data(leaf)) if _is_key(leaf) else np.asarray(leaf)
    if isinstance(leaf, (np.ndarray, np.generic)):
        return np.asarray(leaf)
    if isinstance(leaf, (bool, int, float, complex)):
        return np.asarray(jnp.asarray(leaf))
    return None


def _plain(a, b) -> bool:
    """`a` and `b` are objects of one class comparing by identity, with attributes."""
    kind = type(a)
    return kind is type(b) and kind.__eq__ is object.__eq__ and hasattr(a, "__dict__")


def _same(a, b) -> bool:
    try:
        return bool(type(a) is type(b) and a == b)
    except Exception:  # noqa: BLE001
        return False


def _differences(a, b) -> str:
    x = a.astype(np.float64) if a.dtype != bool else a.astype(np.int8).astype(np.float64)
    y = b.astype(np.float64) if b.dtype != bool else b.astype(np.int8).astype(np.float64)
    if np.iscomplexobj(a):
        x, y = a.astype(np.complex128), b.astype(np.complex128)
    absolute = np.abs(x - y)
    with np.errstate(divide="ignore", invalid="ignore"):
        relative = np.where(
            np.abs(x) > 0, absolute / np.abs(x), np.where(absolute > 0, np.inf, 0.0)
        )
    count = int(
        np.count_nonzero(absolute > 0) or np.count_nonzero(a.view(np.uint8) != b.view(np.uint8))
    )
    return f"{count} of {a.size} elements differ, max abs diff {float(np.nanmax(absolute, initial=0)):.6g}, max rel diff {float(np.nanmax(relative, initial=0)):.6g}"


def _short(tree) -> str:
    text = str(tree)
    return text if len(text) <= 80 else text[:77] + "..."


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


# --- entry point -----------------------------------------------------------------------------------


def main(path: str) -> None:
    with open(path) as handle:
        spec = json.load(handle)
    if jax is None:
        _write(spec["result"], {"fatal": f"cannot import jax under {sys.executable}: {_JAX_ERROR}"})
        return
    logging.getLogger("jax").addHandler(CALLBACKS)
    os.chdir(spec["cwd"])
    sys.path[:0] = spec["paths"]
    job = Job(spec)
    sys.meta_path.insert(0, job.overlay)
    if spec["mode"] == "record":
        with open(spec["data"], "wb") as handle:
            pickle.dump(record(job), handle)
        _write(spec["result"], {"fatal": None})
    elif spec["mode"] == "recheck":
        with open(spec["data"], "rb") as handle:
            _write(spec["result"], {"fatal": None, "modules": recheck(job, pickle.load(handle))})
    else:
        recorded = {}
        for data in spec["data"]:
            with open(data, "rb") as handle:
                recorded.update(pickle.load(handle))
        _write(spec["result"], {"fatal": None, "modules": replay(job, recorded)})


def _write(path: str, document: dict) -> None:
    with open(path, "w") as handle:
        json.dump(document, handle)


if __name__ == "__main__":
    main(sys.argv[1])
