//! `mlsysim roofline`: a scenario's intensities on its device's roofline, or on a device named
//! for a scenario without one.

mod common;

use common::run;

#[test]
fn a_scenario_with_a_device_sits_on_its_roofline() {
    let path = std::env::temp_dir().join(format!("mlsysim-roofline-{}.svg", std::process::id()));
    let (code, out, err) = run(&[
        "roofline",
        "CriteoShapedRequestOnH100",
        "--plot",
        path.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("peak 989 TFLOP/s, bandwidth 3.35 TB/s"),
        "{out}"
    );
    assert!(out.contains("memory"), "{out}");
    let svg = std::fs::read_to_string(&path).unwrap();
    assert!(svg.contains("ridge = 295.2 FLOP/B"), "{svg}");
    assert!(svg.contains("log scale"));
    std::fs::remove_file(path).unwrap();
}

#[test]
fn a_layer_is_placed_on_a_named_device() {
    let (code, out, err) = run(&[
        "roofline",
        "Dense2048Fp16Batch32",
        "--device",
        "H100",
        "-f",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["device"], "Cloud.H100");
    let limit = j["points"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "traffic_intensity_limit")
        .unwrap();
    assert_eq!(limit["bound"], "compute");
    assert_eq!(limit["attainable"]["value"], 989.0);
    let (code, _, err) = run(&["roofline", "Dense2048Fp16Batch32"]);
    assert_eq!(code, 2);
    assert!(err.contains("--device H100"), "{err}");
    let (code, _, err) = run(&["roofline", "DlrmReleaseFootprintH100"]);
    assert_eq!(code, 2);
    assert!(err.contains("no arithmetic intensity"), "{err}");
}
