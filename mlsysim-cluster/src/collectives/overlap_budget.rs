use super::{COLLECTIVES, hierarchical_all_reduce_bucket_100mb};
use crate::{count, derived};
use mlsysim_core::units::milliseconds;
use mlsysim_core::{Information, InputError, Precision, Time, Workload, preset, scenario};

/// Layer-by-layer gradient AllReduce of a model, run after the backward pass or overlapped
/// with it.
///
/// Each of L equal layers yields its gradient, reduced in buckets of a fixed size that each
/// take a stated time. In sequence, the step pays the whole backward pass and then every
/// reduction. Overlapped, a layer's reduction starts when its backward finishes; when a
/// reduction outlasts the next layer's backward the excess accumulates, and the last reduction
/// has no compute left to hide under.
#[scenario(
    family = COLLECTIVES,
    assumption = "Every layer has the same parameters and the same backward time.",
    assumption = "`n_devices` sets the stated time per bucket; no member reads it.",
    rule(workload.geometry().is_ok(), "`workload` is a transformer with its layer count in the registry"),
    excludes = "Buckets that span layers, and contention between the reduction and the backward pass.",
    derivation = "The reference's OverlapBudgetModel (PyTorch DDP's bucketed, overlapped AllReduce).",
    example = r#"
// Overlap saves about a third of the step
use mlsysim_cluster::collectives::overlap_budget_7b_64gpu;

let s = overlap_budget_7b_64gpu()?;
assert_eq!(s.buckets_per_layer()?, 9);
assert!((s.savings_fraction()? - 0.3459821428571429).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct OverlapBudget {
    /// The model whose gradients are reduced.
    pub workload: &'static Workload,
    /// Bytes of one gradient value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// Backward time of one layer, stated.
    #[input(non_negative, unit = MILLISECOND)]
    pub backward_per_layer: Time,
    /// Bytes of one bucket.
    #[input(positive, unit = MB)]
    pub bucket_size: Information,
    /// Time to reduce one bucket, the last partial one included.
    #[input(non_negative, unit = MILLISECOND)]
    pub time_per_bucket: Time,
    /// Devices the gradients are reduced over.
    #[input(range = 1..)]
    pub n_devices: u32,

    /// Layers of the model.
    #[property(workload.geometry()?.layers)]
    pub layers: i64,
    /// Gradient bytes of one layer.
    #[property(weight_bytes(workload, bytes_per_value)?.quantity() / layers, unit = MB)]
    pub gradient_per_layer: Information,
    /// Buckets of one layer's gradient.
    #[property(ceil(gradient_per_layer / bucket_size)?)]
    pub buckets_per_layer: i64,
    /// Reduction time of one layer.
    #[property(buckets_per_layer * time_per_bucket, unit = MILLISECOND)]
    pub communication_per_layer: Time,
    /// Backward time of every layer.
    #[property(layers * backward_per_layer, unit = MILLISECOND)]
    pub total_backward: Time,
    /// The backward pass, then every reduction.
    #[property(total_backward + layers * communication_per_layer, unit = MILLISECOND)]
    pub sequential_time: Time,
    /// Reduction time of one layer that the next layer's backward does not hide.
    #[property(max(seconds(0.0), communication_per_layer - backward_per_layer), unit = MILLISECOND)]
    pub exposed_per_layer: Time,
    /// The backward pass with the reductions overlapped.
    #[property(total_backward + communication_per_layer + (layers - 1) * exposed_per_layer, unit = MILLISECOND)]
    pub overlapped_time: Time,
    /// Share of the sequential step the overlap saves.
    #[property(1.0 - overlapped_time / sequential_time)]
    pub savings_fraction: f64,
}

/// Llama 2 7B on 64 GPUs: 32 equal layers of FP32 gradients in 100 MB buckets at an assumed 3
/// ms each, against 15 ms of backward per layer.
#[preset(name = "OverlapBudget7B64Gpu")]
pub fn overlap_budget_7b_64gpu() -> Result<OverlapBudget, InputError> {
    let bucket = hierarchical_all_reduce_bucket_100mb()?;
    let fp32 = derived(
        "bytes_per_value",
        mlsysim_core::laws::precision_width(Precision::Fp32),
    )?;
    OverlapBudget::builder()
        .workload(Workload::find("Language.Llama2_7B")?)
        .bytes_per_value(fp32)
        .backward_per_layer(milliseconds(15.0))
        .bucket_size(bucket.message)
        .time_per_bucket(milliseconds(3.0))
        .n_devices(count(
            "n_devices",
            derived("n_devices", bucket.n_devices())?,
        )?)
        .build()
}

/// The same overlap budget with each 100 MB bucket at the three-phase hierarchical time on
/// eight DGX H100 nodes.
#[preset(name = "OverlapBudget7B64GpuIdealBuckets")]
pub fn overlap_budget_7b_64gpu_ideal_buckets() -> Result<OverlapBudget, InputError> {
    let bucket = hierarchical_all_reduce_bucket_100mb()?;
    overlap_budget_7b_64gpu()?
        .variant()
        .time_per_bucket(derived("time_per_bucket", bucket.total_time())?)
        .build()
}
