"""The shape of the package: classes, presets, registries, explain, report, sweep."""

import inspect

import pytest

import mlsysim_rs as m
from mlsysim_rs import _native

from conftest import ROOT


def test_every_scenario_is_a_class_and_every_preset_an_attribute():
    infos = _native.catalog_info()
    assert len(infos) >= 85
    for info in infos:
        cls = getattr(m, info["name"])
        assert issubclass(cls, m.Scenario)
        for member in info["inputs"] + info["properties"] + info["methods"]:
            assert member["name"] in dir(cls), (info["name"], member["name"])
    assert len(m.presets) == len(_native.preset_info()) >= 132
    for name, scenario, _ in _native.preset_info():
        assert name in dir(m.Scenarios)
        assert type(getattr(m.Scenarios, name)).__name__ == scenario
    assert m.presets["dlrm-release-footprint-h100"] is m.Scenarios.DlrmReleaseFootprintH100
    assert m.presets._ipython_key_completions_() == list(m.presets)


def test_no_scenario_hides_a_name_of_the_package():
    names = {i["name"] for i in _native.catalog_info()}
    own = {"Quantity", "Scenario", "Entry", "Registry", "Explanation", "Sweep", "InputError",
           "EvalError", "UnknownNameError", "Scenarios", "presets", "preset", "pint_registry"}
    assert not names & own
    assert not names & set(m.registries.__all__)


def test_signatures_name_every_input():
    sig = inspect.signature(m.ReleaseFootprint)
    assert list(sig.parameters)[:3] == ["model", "device", "bytes_per_param"]
    assert all(p.kind is p.KEYWORD_ONLY for p in sig.parameters.values())
    method = inspect.signature(m.ReleaseFootprint.free_after)
    assert list(method.parameters) == ["self", "copies"]


def test_a_scenario_from_keyword_inputs_equals_its_preset():
    p = m.Scenarios.DlrmReleaseFootprintH100
    s = m.ReleaseFootprint(**p.inputs)
    for prop in p._info["properties"]:
        assert getattr(s, prop["name"]) == getattr(p, prop["name"])
    built = m.ReleaseFootprint(
        model=m.Models.Recommendation.DLRM, device="h100", node_accelerators=8,
        retrain_accelerators=4, retrain_time=m.Quantity(6, "h"),
    )
    assert built.copy_fraction == p.copy_fraction == 1.1641532182693481
    assert built.preset is None and p.preset == "DlrmReleaseFootprintH100"


def value_or_error(s, name):
    try:
        return repr(getattr(s, name))
    except m.EvalError as e:
        return f"EvalError: {e}"


def test_a_held_scenario_is_an_input_and_comes_back_as_one():
    infos = _native.catalog_info()
    names = {x["name"] for x in infos}
    for info in infos:
        for i in info["inputs"]:
            if i["returns"].split(" ")[0] in names:
                holder = next(n for n, s, _ in _native.preset_info() if s == info["name"])
                s = m.preset(holder)
                held = getattr(s, i["name"])
                if held is None or isinstance(held, str):
                    continue
                assert isinstance(held, m.Scenario)
                # The held value, as an input again, gives the same scenario.
                again = s.with_inputs(**{i["name"]: held.with_inputs()})
                for p in info["properties"]:
                    assert value_or_error(s, p["name"]) == value_or_error(again, p["name"]), (holder, p["name"])
                return
    pytest.fail("no scenario holds another")


def test_explain_gives_text_markdown_and_a_tree():
    s = m.Scenarios.DlrmReleaseFootprintH100
    e = s.explain("free_after", copies=4)
    assert e.text.startswith("free_after(copies=4) = node_accelerators - copies * accelerators_per_copy = 8 - 4 * 2 = 0")
    assert "(preset DlrmReleaseFootprintH100)" in e.text
    assert e.tree["name"] == "free_after(copies=4)" and e.tree["value"] == 0
    child = {c["name"]: c for c in e.tree["steps"]}
    assert child["node_accelerators"]["kind"] == "input"
    assert e._repr_markdown_()
    copy = s.explain("copy_fraction").tree
    assert copy["value"] == s.copy_fraction
    assert any(c["name"] == "copy_bytes" and c["value"] == m.Quantity("100 GB") for c in copy["steps"])
    whole = s.explain()
    assert isinstance(whole.tree, list) and len(whole.tree) == len(s._info["inputs"]) + len(s._info["properties"])
    given = s.with_inputs(device="h200").explain("copy_fraction")
    assert "given" in given.text
    with pytest.raises(KeyError, match="did you mean `copy_fraction`"):
        s.explain("copy_fractoin")


def test_report_is_a_dict_of_python_values():
    r = m.Scenarios.DlrmReleaseFootprintH100.report()
    assert r["scenario"] == "ReleaseFootprint" and r["preset"] == "DlrmReleaseFootprintH100"
    assert r["inputs"]["retrain_time"] == m.Quantity("6 h")
    assert r["inputs"]["device"] is m.Hardware.Cloud.H100
    assert r["inputs"]["bytes_per_param"] is None
    assert r["properties"]["copy_bytes"] == m.Quantity("100 GB")
    assert r["calls"][0] == {"method": "accelerators_for", "args": {"copies": 0}, "value": 0}


def test_sweep_over_an_input_and_an_argument():
    s = m.Scenarios.DlrmReleaseFootprintH100
    rows = s.sweep("copies", range(0, 9))
    assert rows.columns == ["accelerators_for", "free_after"]
    assert [r["free_after"] for r in rows] == [8, 6, 4, 2, 0, -2, -4, -6, -8]
    devices = s.sweep("device", ["H100", "H200", m.Hardware.Cloud.B200], copies=2)
    assert devices.columns[-2:] == ["accelerators_for", "free_after"]
    assert devices[1]["copy_fraction"] == 0.6605124642662968
    with pytest.raises(m.InputError):
        s.sweep("device", ["H1000"])
    with pytest.raises(KeyError):
        s.sweep("copiez", [1])


def test_sweep_as_a_dataframe():
    pandas = pytest.importorskip("pandas")
    s = m.Scenarios.DlrmReleaseFootprintH100
    df = s.sweep("bytes_per_param", ["4 B", "2 B", "1 B"]).to_pandas(magnitudes=True)
    assert isinstance(df, pandas.DataFrame)
    assert list(df.index) == ["4 B", "2 B", "1 B"]
    assert "copy_bytes [GB]" in df.columns
    objects = s.sweep("copies", [0, 1]).to_pandas()
    assert list(objects["free_after"]) == [8, 6]


def test_registries_are_trees_with_the_reference_paths():
    h100 = m.Hardware.Cloud.H100
    assert h100.path == "Cloud.H100" and h100.name == "NVIDIA H100"
    assert h100.memory_capacity == m.Quantity("80 GiB")
    assert h100.memory_bandwidth == m.Quantity("3.35 TB/s")
    assert m.Hardware["h100"] is h100
    assert m.Hardware.Embodied.Coral == m.Hardware.Edge.Coral
    assert len(m.Hardware) >= 52 and len(m.Models) >= 42
    assert m.Models.Recommendation.DLRM.model_size == m.Quantity("100 GB")
    assert "H100" in dir(m.Hardware.Cloud)


def test_the_other_registries_are_trees_too():
    ndr = m.Systems.Fabrics.InfiniBand_NDR
    assert ndr.bandwidth == m.Quantity("400 Gbit/s")
    assert ndr.latency.to("us").magnitude == pytest.approx(5.0)
    fleet = m.Systems.Clusters.Frontier_8K
    assert fleet.fabric == "Systems.Fabrics.InfiniBand_NDR"
    assert m.Infrastructure.Pricing.Cloud.GpuTrainingPerHour.value == m.Quantity("4 USD/h")
    assert m.Literature.Chinchilla.TokensPerParam.value == 20
    assert m.Hardware.Tech.Memory.DRAM.energy_per_byte == m.Quantity("160 pJ/B")
    assert m.Datasets.ImageNet.image_width == 224


def test_stubs_are_in_the_package():
    stubs = ROOT / "mlsysim-py" / "python" / "mlsysim_rs"
    text = (stubs / "scenarios.pyi").read_text(encoding="utf-8")
    for info in _native.catalog_info():
        assert f"\nclass {info['name']}(Scenario):" in text
    assert (stubs / "py.typed").exists()
