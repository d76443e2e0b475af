//! The registries hold every entry of the reference, with its declared units.

use mlsysim_core::registry::{hardware, hardware_aliases, models};
use mlsysim_core::units::{ByteUnit, bytes};
use mlsysim_core::{HardwareNode, Tier, Workload};

#[test]
fn counts_match_the_reference() {
    assert_eq!(hardware().len(), 52);
    assert_eq!(hardware_aliases().len(), 8);
    assert_eq!(models().len(), 42);
    let tier = |t: Tier| hardware().iter().filter(|n| n.tier == t).count();
    assert_eq!(
        [
            tier(Tier::Cloud),
            tier(Tier::Edge),
            tier(Tier::Mobile),
            tier(Tier::Tiny),
            tier(Tier::Workstation)
        ],
        [31, 8, 4, 6, 3]
    );
    assert_eq!(
        hardware()
            .iter()
            .filter(|n| n.flash_capacity.is_some())
            .count(),
        5
    );
    assert_eq!(hardware().iter().filter(|n| n.tdp.is_some()).count(), 48);
    assert_eq!(
        hardware().iter().filter(|n| n.unit_cost.is_some()).count(),
        11
    );
    assert_eq!(
        models().iter().filter(|w| w.parameters.is_some()).count(),
        41
    );
    assert_eq!(
        models().iter().filter(|w| w.model_size.is_some()).count(),
        1
    );
}

#[test]
fn h100_facts() {
    let h100 = HardwareNode::find("Cloud.H100").unwrap();
    assert_eq!(h100.memory_capacity.bytes(), 85_899_345_920.0);
    assert_eq!(h100.memory_capacity.unit(), ByteUnit::GiB);
    assert_eq!(h100.memory_bandwidth.value, 3.35e12);
    assert_eq!(h100.peak_flops.value, 9.89e14);
    assert_eq!(h100.tdp.unwrap().value, 700.0);
    assert_eq!(h100.unit_cost.unwrap().value, 25000.0);
    assert_eq!(h100.unit_cost_max.unwrap().value, 30000.0);
    assert_eq!(h100.provenance.kind, "datasheet");
    assert_eq!(h100.provenance.ref_id, Some("prov:nvidia-h100-datasheet"));
    let rack = HardwareNode::find("GB200_NVL72").unwrap();
    assert_eq!(rack.memory_capacity.bytes(), 14_843_406_974_976.0);
    assert_eq!(rack.memory_capacity.to_string(), "13.5 TiB");
    assert_eq!(rack.accelerator_count, Some(72));
}

#[test]
fn lookups_by_path_alias_and_short_name_ignore_case() {
    assert_eq!(HardwareNode::find("h100").unwrap().path, "Cloud.H100");
    assert_eq!(HardwareNode::find("CLOUD.h100").unwrap().path, "Cloud.H100");
    assert_eq!(
        HardwareNode::find("Embodied.Coral").unwrap().path,
        "Edge.Coral"
    );
    assert_eq!(Workload::find("dlrm").unwrap().path, "Recommendation.DLRM");
    assert_eq!(Workload::find("resnet50").unwrap().path, "Vision.ResNet50");
    assert_eq!(
        Workload::find("Vision.ResNet50").unwrap().parameters,
        Some(25_557_032.0)
    );
}

#[test]
fn unknown_names_suggest_the_nearest() {
    let e = HardwareNode::find("H10").unwrap_err();
    assert!(e.suggestions.iter().any(|s| s == "Cloud.H100"), "{e}");
    assert!(
        e.to_string()
            .starts_with("unknown hardware `H10`; did you mean"),
        "{e}"
    );
    let e = Workload::find("resnet5").unwrap_err();
    assert_eq!(
        e.suggestions.first().map(String::as_str),
        Some("Vision.ResNet50"),
        "{e}"
    );
    let e = Workload::find("Vision.NoSuchNet").unwrap_err();
    assert_eq!(e.what, "model");
}

#[test]
fn size_in_bytes_follows_the_reference_rule() {
    let resnet = Workload::find("resnet50").unwrap();
    assert_eq!(
        resnet.size_in_bytes(bytes(2.0)).unwrap().bytes(),
        51_114_064.0
    );
    assert_eq!(
        resnet.size_in_bytes(bytes(4.0)).unwrap().bytes(),
        102_228_128.0
    );
    assert_eq!(
        resnet.size_in_bytes(bytes(0.5)).unwrap().bytes(),
        12_778_516.0
    );
    let dlrm = Workload::find("dlrm").unwrap();
    for width in [0.5, 1.0, 2.0, 4.0] {
        let size = dlrm.size_in_bytes(bytes(width)).unwrap();
        assert_eq!(
            (size.bytes(), size.to_string()),
            (1e11, "100 GB".to_string())
        );
    }
}

#[test]
fn every_model_matches_the_reference_sizes() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../mlsysim-registry/data/models.json"
    ))
    .unwrap();
    // Each workload's four reference sizes appear in the JSON; recompute and compare.
    for w in models() {
        let at = |width: f64| w.size_in_bytes(bytes(width)).unwrap().bytes();
        let entry_start = text.find(&format!("\"path\": \"{}\"", w.path)).unwrap();
        let entry = &text[entry_start..];
        let sizes = &entry[entry.find("\"size_in_bytes\"").unwrap()..];
        let field = |key: &str| -> f64 {
            let from = sizes.find(&format!("\"{key}\": ")).unwrap() + key.len() + 4;
            let rest = &sizes[from..];
            rest[..rest.find([',', '\n']).unwrap()]
                .trim()
                .parse()
                .unwrap()
        };
        assert_eq!(at(4.0), field("fp32"), "{}", w.path);
        assert_eq!(at(2.0), field("fp16"), "{}", w.path);
        assert_eq!(at(1.0), field("int8"), "{}", w.path);
        assert_eq!(at(0.5), field("int4"), "{}", w.path);
    }
}
