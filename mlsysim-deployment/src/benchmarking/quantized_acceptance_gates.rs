use super::BENCHMARKING;
use mlsysim_core::registry::Models;
use mlsysim_core::units::lux;
use mlsysim_core::{Illuminance, InputError, Workload, preset, scenario};

/// A float model and its quantized copy against acceptance gates set before compression: the
/// losses in accuracy and calibration, and how precisely a small slice of edge cases is known.
///
/// Accuracies are in percent and the expected calibration error (ECE) is a fraction. Edge cases
/// are `edge_share` of the inputs, so a test set of `test_images` holds about that share of
/// them, and the float model's accuracy on them is known only to the binomial half-width at
/// `confidence` on that count.
#[scenario(
    family = BENCHMARKING,
    assumption = "The edge cases in the test set are a random draw of the edge cases met in the field.",
    excludes = "The definition of an edge case beyond the stated occlusion, illuminance and rotation, which no member reads.",
    rule(edge_images >= 1, "`edge_share` × `test_images` rounds to at least one edge image"),
    example = r#"
// A 0.9-point top-1 loss passes a 1-point gate; the 6.8-point edge-case drop is inside the
// ±12.9 points that 50 edge images can resolve
use mlsysim_deployment::benchmarking::mobile_net_v2_int8_camera_trap_gates;

let s = mobile_net_v2_int8_camera_trap_gates()?;
assert!(s.top1_loss()? < s.accuracy_loss_limit);
assert_eq!(s.edge_images()?, 50);
assert!(s.edge_drop()? < s.edge_half_width()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct QuantizedAcceptanceGates {
    /// The model compressed (for the record; no member reads it).
    pub workload: &'static Workload,
    /// The float model's top-1 accuracy, in percent.
    #[input(range = 0.0..=100.0)]
    pub float_top1: f64,
    /// The quantized model's top-1 accuracy, in percent.
    #[input(range = 0.0..=100.0)]
    pub int_top1: f64,
    /// The float model's top-5 accuracy, in percent.
    #[input(range = 0.0..=100.0)]
    pub float_top5: f64,
    /// The quantized model's top-5 accuracy, in percent.
    #[input(range = 0.0..=100.0)]
    pub int_top5: f64,
    /// The float model's expected calibration error.
    #[input(positive, range = ..=1.0)]
    pub float_ece: f64,
    /// The quantized model's expected calibration error.
    #[input(range = 0.0..=1.0)]
    pub int_ece: f64,
    /// The float model's accuracy on edge cases, in percent.
    #[input(range = 0.0..=100.0)]
    pub float_edge: f64,
    /// The quantized model's accuracy on edge cases, in percent.
    #[input(range = 0.0..=100.0)]
    pub int_edge: f64,
    /// The gate: the most top-1 accuracy compression may lose, in points.
    #[input(non_negative)]
    pub accuracy_loss_limit: f64,
    /// Share of real inputs that are edge cases.
    #[input(range = 0.0..=1.0)]
    pub edge_share: f64,
    /// Share of the object hidden in an edge case (part of its definition).
    #[input(range = 0.0..=1.0)]
    pub edge_occlusion: f64,
    /// Light in an edge case (part of its definition).
    #[input(non_negative, unit = LUX)]
    pub edge_illuminance: Illuminance,
    /// Rotation of the object in an edge case, in degrees (part of its definition).
    pub edge_rotation_deg: f64,
    /// The confidence above which the deployment acts on a prediction.
    #[input(range = 0.0..=1.0)]
    pub confidence_threshold: f64,
    /// Images in the lab test set.
    #[input(range = 1..)]
    pub test_images: i64,
    /// Two-sided confidence of the edge cases' half-width.
    #[input(positive, range = ..1.0)]
    pub confidence: f64,

    /// Top-1 accuracy lost to compression, in points.
    #[property(float_top1 - int_top1)]
    pub top1_loss: f64,
    /// Top-5 accuracy lost to compression, in points.
    #[property(float_top5 - int_top5)]
    pub top5_loss: f64,
    /// Edge-case accuracy lost to compression, in points.
    #[property(float_edge - int_edge)]
    pub edge_drop: f64,
    /// The quantized model's calibration error over the float model's.
    #[property(int_ece / float_ece)]
    pub ece_ratio: f64,
    /// Edge cases in the test set.
    #[property(round_half_even(edge_share * test_images)?)]
    pub edge_images: i64,
    /// Binomial half-width of the float model's edge-case accuracy on the edge images, in
    /// points.
    #[property(100.0 * proportion_half_width(float_edge / 100.0, edge_images, normal_quantile(0.5 + confidence / 2.0)?)?)]
    pub edge_half_width: f64,
}

/// MobileNetV2 in FP32 against INT8 for a camera trap, with gates set before compression: edge
/// cases (half occluded, 100 lux, rotated 30°) are about 5 percent of inputs, in a 1,000-image
/// lab test set.
#[preset(name = "MobileNetV2Int8CameraTrapGates")]
pub fn mobile_net_v2_int8_camera_trap_gates() -> Result<QuantizedAcceptanceGates, InputError> {
    QuantizedAcceptanceGates::builder()
        .workload(Models::Vision::MobileNetV2)
        .float_top1(71.8)
        .int_top1(70.9)
        .float_top5(91.0)
        .int_top5(90.4)
        .float_ece(0.031)
        .int_ece(0.089)
        .float_edge(68.2)
        .int_edge(61.4)
        .accuracy_loss_limit(1.0)
        .edge_share(0.05)
        .edge_occlusion(0.5)
        .edge_illuminance(lux(100.0))
        .edge_rotation_deg(30.0)
        .confidence_threshold(0.85)
        .test_images(1000)
        .confidence(0.95)
        .build()
}
