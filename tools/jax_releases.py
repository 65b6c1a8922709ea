#!/usr/bin/env python3
"""Make a git directory with every JAX release tagged, for the miners, from a clone and wheels.

The miners (``mine_deprecations.py``, ``mine_changelog.py``, ``build_jax_api.py``) read release
tags (``jax-v0.4.16``) of a jax-ml/jax git directory. A snapshot of the repository can lag behind
the package index; the ``jax`` wheels are pure Python and hold every ``jax/*.py`` file of their
release, so they fill the gap::

    pip download --no-deps jax==0.12.0.1 -d wheels/   # one per release missing from the clone
    python tools/jax_releases.py --clone /work/.mirror/jax-ml+jax/repo --wheels wheels/ --out jax.git

``--out`` is a bare clone of ``--clone`` (sharing its objects: cheap) in which each wheel newer
than the newest ``jax-v*`` tag becomes one commit on the default branch: the previous commit's tree
with ``jax/`` replaced by the wheel's ``jax/`` (the rest, ``CHANGELOG.md`` included, is unchanged:
wheels carry no changelog), tagged ``jax-v<version>``. Commits are made with ``git fast-import``
from fixed author data and the wheel's newest file date, so the same clone and wheels give the same
commit ids (the table records the commit it was built from). Wheels already tagged are skipped.
"""

import argparse
import re
import subprocess
import sys
import zipfile
from datetime import datetime, timezone
from pathlib import Path

WHEEL = re.compile(r"^jax-(\d+(?:\.\d+){2,3})-py3-none-any\.whl$")
TAG = re.compile(r"^jax-v(\d+(?:\.\d+){2,3})$")
AUTHOR = "omnifix tools/jax_releases.py <omnifix@invalid>"


def vkey(version):
    return tuple(int(x) for x in version.split("."))


def git(repo, *args, **kw):
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True, **kw
    ).stdout


def wheel_commit(wheel, version, mark, parent, branch, stream):
    """Write one fast-import commit (``mark``, on ``parent``) and its tag for ``wheel`` to ``stream``."""
    with zipfile.ZipFile(wheel) as zf:
        infos = sorted(
            (i for i in zf.infolist() if i.filename.startswith("jax/") and not i.is_dir()),
            key=lambda i: i.filename,
        )
        when = max(datetime(*i.date_time, tzinfo=timezone.utc) for i in infos)
        stamp = f"{AUTHOR} {int(when.timestamp())} +0000"
        message = f"jax {version} from {wheel.name}\n".encode()
        stream.write(
            f"commit refs/heads/{branch}\nmark :{mark}\nauthor {stamp}\ncommitter {stamp}\n".encode()
        )
        stream.write(b"data %d\n%s" % (len(message), message))
        stream.write(f"from {parent}\nD jax\n".encode())
        for info in infos:
            data = zf.read(info)
            mode = "100755" if (info.external_attr >> 16) & 0o111 else "100644"
            stream.write(
                f"M {mode} inline {info.filename}\ndata {len(data)}\n".encode() + data + b"\n"
            )
    stream.write(f"\nreset refs/tags/jax-v{version}\nfrom :{mark}\n\n".encode())


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--clone", required=True, help="git directory of a jax-ml/jax clone (bare is fine)"
    )
    ap.add_argument(
        "--wheels", required=True, type=Path, help="folder of jax-<version>-py3-none-any.whl files"
    )
    ap.add_argument("--out", required=True, type=Path, help="git directory to create (or extend)")
    args = ap.parse_args()
    if not args.out.exists():
        subprocess.run(
            ["git", "clone", "-q", "--bare", "--shared", args.clone, str(args.out)], check=True
        )
    branch = git(args.out, "symbolic-ref", "--short", "HEAD").strip()
    tagged = {m.group(1) for t in git(args.out, "tag").split() if (m := TAG.match(t))}
    newest = max(tagged, key=vkey)
    wheels = sorted(
        ((m.group(1), p) for p in args.wheels.iterdir() if (m := WHEEL.match(p.name))),
        key=lambda vp: vkey(vp[0]),
    )
    todo = [(v, p) for v, p in wheels if vkey(v) > vkey(newest) and v not in tagged]
    skipped = [v for v, _ in wheels if vkey(v) <= vkey(newest) and v not in tagged]
    if skipped:
        print(
            f"not added (older than the clone's newest tag {newest}): {', '.join(skipped)}",
            file=sys.stderr,
        )
    if not todo:
        print(f"nothing to add: newest tag is jax-v{newest}")
        return
    proc = subprocess.Popen(
        ["git", "-C", str(args.out), "fast-import", "--quiet", "--date-format=raw"],
        stdin=subprocess.PIPE,
    )
    parent = git(args.out, "rev-parse", "HEAD").strip()
    for mark, (version, wheel) in enumerate(todo, 1):
        wheel_commit(wheel, version, mark, parent, branch, proc.stdin)
        parent = f":{mark}"
    proc.stdin.close()
    if proc.wait():
        raise SystemExit("git fast-import failed")
    print(
        f"added {', '.join(f'jax-v{v}' for v, _ in todo)}; HEAD {git(args.out, 'rev-parse', 'HEAD').strip()}"
    )


if __name__ == "__main__":
    main()
