"""Paths the tests read: the repository's golden values and README, and the command line."""

import json
import os
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]


def read_json(relative):
    with open(ROOT / relative, encoding="utf-8") as f:
        return json.load(f)


@pytest.fixture(scope="session")
def golden():
    return read_json("tests/golden/reference.json")


@pytest.fixture(scope="session")
def differences():
    return read_json("tools/reference-golden/overrides.json")["differences"]


@pytest.fixture(scope="session")
def cli():
    """The `mlsysim` binary named by MLSYSIM_CLI (CI sets it); absent, the tests that compare
    messages with it are skipped, and a set but missing binary fails them."""
    path = os.environ.get("MLSYSIM_CLI")
    if not path:
        pytest.skip("MLSYSIM_CLI is not set")
    assert os.path.isfile(path), f"MLSYSIM_CLI={path} does not exist"
    return path
