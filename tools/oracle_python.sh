#!/bin/sh
# An interpreter with the JAX old code was written for, for `omnifix verify --oracle-python`:
# a virtual environment of Python 3.10 with jax 0.4.13 (the oldest jaxlib the package index serves
# here), created once in DIR (default: $OMNIFIX_ORACLE_VENV, else ~/.cache/omnifix/oracle-jax-0.4.13)
# and reused while it imports that JAX. Prints the interpreter's path; exits 1, saying why on
# stderr, when it cannot be made (no Python 3.10, or pip cannot install those wheels). Callers at
# the same time wait for one another (flock), so that one makes it and the others reuse it.
#
#   omnifix apply --verify --oracle-python "$(tools/oracle_python.sh)" src/
set -eu
JAX=${OMNIFIX_ORACLE_JAX:-0.4.13}
DIR=${1:-${OMNIFIX_ORACLE_VENV:-$HOME/.cache/omnifix/oracle-jax-$JAX}}
if command -v flock >/dev/null 2>&1 && [ -z "${OMNIFIX_ORACLE_LOCKED:-}" ]; then  # one maker at a time
    mkdir -p "$(dirname "$DIR")"
    OMNIFIX_ORACLE_LOCKED=1 exec flock "$DIR.lock" sh "$0" "$@"
fi
if "$DIR/bin/python" -c "import jax, sys; sys.exit(jax.__version__ != '$JAX')" 2>/dev/null; then
    echo "$DIR/bin/python"
    exit 0
fi
PYTHON=""
for candidate in "$(PYENV_VERSION=$(pyenv versions --bare 2>/dev/null | grep '^3\.10' | tail -n 1) pyenv which python3.10 2>/dev/null || true)" python3.10; do
    if [ -n "$candidate" ] && "$candidate" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 10))' 2>/dev/null; then
        PYTHON=$candidate
        break
    fi
done
if [ -z "$PYTHON" ]; then
    echo "oracle_python.sh: no Python 3.10 found (python3.10 on PATH or through pyenv)" >&2
    exit 1
fi
rm -rf "$DIR"
mkdir -p "$(dirname "$DIR")"
if ! { "$PYTHON" -m venv "$DIR" && "$DIR/bin/pip" install -q "jax==$JAX" "jaxlib==$JAX" "numpy<2" "scipy<1.12"; } >"$DIR.log" 2>&1; then
    echo "oracle_python.sh: cannot install jax $JAX under $PYTHON (see $DIR.log)" >&2
    rm -rf "$DIR"
    exit 1
fi
echo "$DIR/bin/python"
