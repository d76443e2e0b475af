"""Paths the tests read: the repository's golden values and README, and the command line."""

import json
import os
import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tools/reference-golden"))
import golden_files  # noqa: E402  (the repository's reader of the golden files)


def read_json(relative):
    with open(ROOT / relative, encoding="utf-8") as f:
        return json.load(f)


@pytest.fixture(scope="session")
def golden():
    return golden_files.presets()


@pytest.fixture(scope="session")
def differences():
    return golden_files.differences()


@pytest.fixture(scope="session")
def cli():
    """The `mlsysim` binary named by MLSYSIM_CLI (CI sets it); absent, the tests that compare
    messages with it are skipped, and a set but missing binary fails them."""
    path = os.environ.get("MLSYSIM_CLI")
    if not path:
        pytest.skip("MLSYSIM_CLI is not set")
    assert os.path.isfile(path), f"MLSYSIM_CLI={path} does not exist"
    return path
