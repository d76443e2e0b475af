"""The README's Python example runs, and prints what its `# -> ...` comments say."""

import contextlib
import io
import re

from conftest import ROOT


def python_blocks(text):
    return re.findall(r"```python\n(.*?)```", text, re.S)


def check(block):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(block, "README.md", "exec"), {})
    printed = out.getvalue().splitlines()
    expected = [c.strip() for c in re.findall(r"^\s*print\(.*\)\s+# -> (.*)$", block, re.M)]
    assert expected, "the example states none of its results"
    for line in expected:
        assert line in printed, f"the example should print {line!r}; it printed:\n{out.getvalue()}"


def test_the_readme_example_runs():
    blocks = python_blocks((ROOT / "README.md").read_text(encoding="utf-8"))
    assert blocks, "the README has no Python example"
    for block in blocks:
        check(block)


def test_the_package_readme_example_runs():
    for block in python_blocks((ROOT / "mlsysim-py" / "README.md").read_text(encoding="utf-8")):
        check(block)
