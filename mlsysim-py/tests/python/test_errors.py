"""Errors reach Python as the package's exceptions with the command line's messages."""

import json
import subprocess

import pytest

import mlsysim_rs as m

PRESET = "DlrmReleaseFootprintH100"

# (Python inputs, the same inputs as `--set` flags, the exception class).
BAD_INPUTS = [
    ({"retrain_time": 6}, ["retrain_time=6"], m.InputError),
    ({"retrain_time": "6"}, ["retrain_time=6"], m.InputError),
    ({"retrain_time": "6 GB"}, ["retrain_time=6 GB"], m.InputError),
    ({"retrain_time": "nan h"}, ["retrain_time=nan h"], m.InputError),
    ({"canary_share": 2}, ["canary_share=2"], m.InputError),
    ({"device": "H1000"}, ["device=H1000"], m.InputError),
    ({"model": "Vision.DLRM"}, ["model=Vision.DLRM"], m.InputError),
    ({"bytes_per_param": "2 Gb"}, ["bytes_per_param=2 Gb"], m.InputError),
    ({"ramp": [0.5, 0.25]}, ["ramp=0.5,0.25"], m.InputError),
    ({"node_accelerators": -1}, ["node_accelerators=-1"], m.InputError),
    ({"modle": "dlrm"}, ["modle=dlrm"], m.UnknownNameError),
]


def python_message(inputs):
    with pytest.raises(m.InputError) as caught:
        m.Scenarios.DlrmReleaseFootprintH100.with_inputs(**inputs)
    return caught


def cli_message(cli, args):
    run = subprocess.run([cli, *args], capture_output=True, text=True, check=False)
    assert run.returncode == 2, (args, run.returncode, run.stdout, run.stderr)
    assert run.stdout == ""
    return run.stderr.strip().removeprefix("error: ")


@pytest.mark.parametrize("inputs, sets, cls", BAD_INPUTS)
def test_bad_inputs_raise_input_errors(inputs, sets, cls):
    caught = python_message(inputs)
    assert caught.type is cls
    assert isinstance(caught.value, ValueError)
    if cls is m.InputError:
        assert caught.value.input == next(iter(inputs))
        assert f"`{next(iter(inputs))}`" in str(caught.value)


@pytest.mark.parametrize("inputs, sets, cls", BAD_INPUTS)
def test_bad_inputs_say_what_the_command_line_says(cli, inputs, sets, cls):
    flags = [a for s in sets for a in ("--set", s)]
    assert str(python_message(inputs).value) == cli_message(cli, ["eval", PRESET, *flags])


def test_the_readme_messages():
    assert str(python_message({"retrain_time": 6}).value) == "input `retrain_time`: give a unit, e.g. `6 h`"
    with pytest.raises(m.InputError) as caught:
        m.Scenarios.DlrmReleaseFootprintH100.free_after(copies="abc")
    assert str(caught.value) == (
        "argument `copies` of `free_after`: expected a whole number from 0 to 4294967295, not `abc`"
    )


def test_a_bad_argument_says_what_the_command_line_says(cli):
    with pytest.raises(m.InputError) as caught:
        m.Scenarios.DlrmReleaseFootprintH100.free_after(copies="abc")
    assert str(caught.value) == cli_message(cli, ["eval", PRESET, "--call", "free_after:copies=abc"])


def test_unknown_names_are_key_errors_with_suggestions(cli):
    with pytest.raises(KeyError) as caught:
        m.presets["Dlrm"]
    assert isinstance(caught.value, m.UnknownNameError)
    assert PRESET in caught.value.suggestions
    assert str(caught.value) == cli_message(cli, ["show", "Dlrm"])
    with pytest.raises(KeyError) as caught:
        m.ReleaseFootprint(modle="dlrm")
    assert caught.value.suggestions == ["model"]
    with pytest.raises(KeyError, match="did you mean `Cloud.H100`"):
        m.Hardware["H1000"]


def test_unknown_attributes_are_attribute_errors_with_suggestions():
    with pytest.raises(AttributeError, match=f"did you mean `{PRESET}`"):
        m.Scenarios.DlrmReleaseFootprint
    with pytest.raises(AttributeError, match="did you mean `Cloud.H100`"):
        m.Hardware.Cloud.H1000
    with pytest.raises(AttributeError):
        m.Scenarios.DlrmReleaseFootprintH100.copy_fractoin
    assert not hasattr(m.Scenarios, "NoSuchPreset")


def test_a_missing_required_input_names_it():
    with pytest.raises(m.InputError) as caught:
        m.ReleaseFootprint(device="h100")
    assert str(caught.value) == "input `model` is required but was not given"
    assert caught.value.input == "model"


def first_failing_property():
    for name in m.presets:
        s = m.preset(name)
        for p in s._info["properties"]:
            try:
                getattr(s, p["name"])
            except m.EvalError as e:
                return name, p["name"], e
    raise AssertionError("no preset has a property that fails")


def test_evaluation_errors_name_the_member(cli):
    preset, prop, error = first_failing_property()
    assert not isinstance(error, ValueError)
    assert error.member is not None
    run = subprocess.run([cli, "eval", preset, "--format", "json"], capture_output=True, text=True, check=False)
    report = json.loads(run.stdout)
    assert str(error) == report["properties"][prop]["error"]
    assert error.missing_input == report["properties"][prop].get("missing_input")
    # In the report, the error stands in the property's place.
    assert isinstance(m.preset(preset).report()["properties"][prop], m.EvalError)


def test_an_overflow_is_an_eval_error_not_a_number():
    s = m.Scenarios.DlrmReleaseFootprintH100.with_inputs(retrain_time="1e300 h", retrain_accelerators=4000000000)
    with pytest.raises(m.EvalError, match="retrain_accelerator_hours"):
        s.retrain_accelerator_hours


def test_scenarios_are_immutable():
    s = m.Scenarios.DlrmReleaseFootprintH100
    with pytest.raises(AttributeError, match="with_inputs"):
        s.device = "h200"
    assert str(s.device.path) == "Cloud.H100"


def test_wrong_arguments_are_type_errors():
    s = m.Scenarios.DlrmReleaseFootprintH100
    with pytest.raises(TypeError):
        s.free_after()
    with pytest.raises(TypeError):
        s.free_after(1, 2)
    with pytest.raises(TypeError):
        s.explain("copy_fraction", 3)
    with pytest.raises(TypeError):
        s.with_inputs(retrain_time=object())


def test_hostile_inputs_are_bounded():
    s = m.Scenarios.DlrmReleaseFootprintH100
    deep = [[[[[[0.5]]]]]]
    with pytest.raises(m.InputError, match="nested at most"):
        s.with_inputs(ramp=deep)
    with pytest.raises(m.InputError, match="at most 10000"):
        s.with_inputs(ramp=[0.5] * 20000)
    with pytest.raises(m.InputError):
        s.with_inputs(retrain_time="9" * 5000 + " h")
    with pytest.raises(m.InputError, match="range"):
        s.with_inputs(node_accelerators=2**80)
