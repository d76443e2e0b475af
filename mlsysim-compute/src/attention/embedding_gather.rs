use super::ATTENTION;
use mlsysim_core::registry::{Datasets, entry::required};
use mlsysim_core::units::bytes;
use mlsysim_core::{
    DataRate, Frequency, HardwareNode, Information, InputError, Intensity, preset, scenario,
};

/// One recommender request (DLRM style): a row gathered per categorical feature, then pairwise
/// dot products among the rows and the bottom network's output, against the device's memory
/// and its host link.
///
/// The gathered bytes are one row per feature; the interaction is one dot product of `width`
/// multiply-adds per pair of vectors. Streaming those bytes at the device's memory bandwidth, or
/// across the host link, bounds the requests a second from above.
#[scenario(
    family = ATTENTION,
    assumption = "One row per categorical feature is gathered for each request, and the bottom network's output joins the rows as one more vector; every pair interacts once.",
    assumption = "The rates are upper bounds: every byte streams at full bandwidth with nothing cached and no other work.",
    assumption = "The reference reads the feature count from its dataset registry and the host link from the device's interconnect, neither of which this port carries: both are inputs here. `host_rate` and `bandwidth_ratio` need `host_bandwidth`, as the reference fails for a device without an interconnect.",
    assumption = "Features and width are at least 1 and the byte width above zero, checked when the scenario is built.",
    excludes = "The bottom and top networks' own work, and looking the rows up in host memory.",
    derivation = "v vectors have v(v − 1) ÷ 2 distinct pairs; a dot product of width values is width multiply-adds.",
    example = r#"
// A Criteo-shaped request on an H100
use mlsysim_compute::attention::criteo_shaped_request_on_h100;
use mlsysim_core::units::FLOP_PER_BYTE;

let s = criteo_shaped_request_on_h100()?;
assert_eq!(s.pairs()?, 351);
assert_eq!(FLOP_PER_BYTE.in_unit(s.intensity()?), 6.75);
assert!((s.bandwidth_ratio()? - 52.34375).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct EmbeddingGather {
    /// Categorical features of a request, one gathered row each.
    #[input(range = 1..)]
    pub categorical_features: u32,
    /// Values in one row.
    #[input(range = 1..)]
    pub width: u32,
    /// Storage width of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// The device serving the request.
    pub hardware: &'static HardwareNode,
    /// Bandwidth of the device's host link, one direction.
    #[input(positive, unit = GB_PER_SECOND)]
    pub host_bandwidth: Option<DataRate>,

    /// Rows gathered per request.
    #[property(i64::from(categorical_features))]
    pub features: i64,
    /// Bytes of one row.
    #[property(width * bytes_per_value, unit = BYTE)]
    pub row_bytes: Information,
    /// Bytes gathered per request.
    #[property(embedding_table_bytes(features, width, bytes_per_value)?, unit = BYTE)]
    pub request_bytes: Information,
    /// Vectors that interact: the rows and the bottom network's output.
    #[property(features + 1)]
    pub vectors: i64,
    /// Pairs of vectors, one dot product each.
    #[property(pairwise_interactions(vectors)?)]
    pub pairs: i64,
    /// Multiply-adds of the interaction.
    #[property(pairs * width)]
    pub interaction_macs: i64,
    /// Interaction FLOPs per gathered byte.
    #[property(arithmetic_intensity(multiply_add_flops(1, interaction_macs)?, request_bytes)?, unit = FLOP_PER_BYTE)]
    pub intensity: Intensity,
    /// Requests a second if the rows streamed at the device's memory bandwidth.
    #[property(hardware.memory_bandwidth / request_bytes, unit = REQUESTS_PER_SECOND)]
    pub device_rate: Frequency,
    /// Requests a second if the rows crossed the host link.
    #[property(host_bandwidth / request_bytes, unit = REQUESTS_PER_SECOND)]
    pub host_rate: Frequency,
    /// Device-memory rate over host-link rate.
    #[property(device_rate / host_rate)]
    pub bandwidth_ratio: f64,
}

/// One Criteo-shaped request on an H100: a 128-wide FP32 row for each of the 26 categorical
/// features, device memory against the PCIe host link.
#[preset(name = "CriteoShapedRequestOnH100")]
pub fn criteo_shaped_request_on_h100() -> Result<EmbeddingGather, InputError> {
    let h100 = HardwareNode::find("Cloud.H100")?;
    EmbeddingGather::builder()
        .categorical_features(required(
            Datasets::CriteoKaggle.categorical_features,
            Datasets::CriteoKaggle.path,
            "categorical_features",
        )?)
        .width(128)
        .bytes_per_value(bytes(4.0))
        .hardware(h100)
        // The H100's host link: PCIe Gen5 x16, per direction.
        .host_bandwidth(required(
            h100.interconnect_bandwidth_per_direction(),
            h100.path,
            "interconnect",
        )?)
        .build()
}
