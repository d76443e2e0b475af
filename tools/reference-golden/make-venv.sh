#!/bin/sh
# Create the virtualenv the golden export runs in and install the pinned reference.
#   ./make-venv.sh [VENV_DIR]       (default: .venv next to this script)
# The interpreter is $PYTHON, else python3.11, else python3 (the golden files were made on 3.11.7).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
venv=${1:-"$here/.venv"}
python=${PYTHON:-$(command -v python3.11 || command -v python3)}

"$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet -r "$here/requirements.txt"
"$venv/bin/python" -c 'import importlib.metadata as m, platform; print("venv ready:", "mlsysim", m.version("mlsysim"), "pint", m.version("pint"), "pydantic", m.version("pydantic"), "python", platform.python_version())'
