use super::{DenseNetwork, NEURAL, mnist_dense_network};
use crate::width;
use mlsysim_core::registry::Datasets;
use mlsysim_core::units::bytes;
use mlsysim_core::{Information, InputError, Precision, preset, scenario};

/// One input classified three ways: by hand-written rules, by engineered features and a linear
/// classifier, and by a learned dense network, in operations and working memory.
///
/// The rules compare raw pixels; the features pool gradient orientations into a grid of cells,
/// several bins each; the network spends one multiply-accumulate per weight. Each step up buys
/// generality with more arithmetic.
#[scenario(
    family = NEURAL,
    assumption = "The rule and feature budgets are illustrative implementations, not measurements.",
    example = r#"
// The network spends about a thousand times the rules' operations on one digit
use mlsysim_training::neural::digit_recognition_paradigms;

let s = digit_recognition_paradigms()?;
assert!(s.network_to_rule_ratio()? > 1000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ParadigmCost {
    /// Pixels of one input.
    #[input(range = 1..)]
    pub image_pixels: i64,
    /// Bytes of one pixel.
    #[input(positive, unit = BYTE)]
    pub bytes_per_pixel: Information,
    /// Comparisons the rules make.
    #[input(range = 1..)]
    pub rule_comparisons: i64,
    /// Cells along each side of the feature grid.
    #[input(range = 1..)]
    pub feature_grid: i64,
    /// Orientation bins of each cell.
    #[input(range = 1..)]
    pub feature_bins: i64,
    /// Operations of the features and the linear classifier.
    #[input(range = 0..)]
    pub feature_operations: i64,
    /// Working memory of the features.
    #[input(non_negative, unit = KB)]
    pub feature_memory: Information,
    /// The learned network; its multiply-accumulates per example are read.
    pub network: DenseNetwork,

    /// Memory the rules read: the raw pixels.
    #[property(image_pixels * bytes_per_pixel, unit = BYTE)]
    pub rule_memory: Information,
    /// Features the grid produces.
    #[property(feature_grid * feature_grid * feature_bins)]
    pub feature_count: i64,
    /// The features' operations over the rules' comparisons.
    #[property(feature_operations / rule_comparisons)]
    pub feature_to_rule_ratio: f64,
    /// The network's multiply-accumulates over the rules' comparisons.
    #[property(network.macs_per_example()? / rule_comparisons)]
    pub network_to_rule_ratio: f64,
}

/// One MNIST digit: about 100 pixel comparisons; a 7×7 grid of 9-bin HOG cells in about 8,000
/// operations and 2 kB; the 784-128-64-10 network.
#[preset(name = "DigitRecognitionParadigms")]
pub fn digit_recognition_paradigms() -> Result<ParadigmCost, InputError> {
    let mnist = &Datasets::MNIST;
    let side = |v: Option<u32>| crate::stated(v, "image_pixels", "MNIST image shape");
    ParadigmCost::builder()
        .image_pixels(i64::from(side(mnist.image_width)?) * i64::from(side(mnist.image_height)?))
        .bytes_per_pixel(width::of(Precision::Int8))
        .rule_comparisons(100)
        .feature_grid(7)
        .feature_bins(9)
        .feature_operations(8_000)
        .feature_memory(bytes(2e3))
        .network(mnist_dense_network()?)
        .build()
}
