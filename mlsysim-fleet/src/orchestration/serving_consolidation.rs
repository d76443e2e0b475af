use super::ORCHESTRATION;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::registry::Models;
use mlsysim_core::units::{GB, GIB, gigabytes};
use mlsysim_core::{
    DataSize, HardwareNode, Information, InputError, MoneyRate, Precision, Usd, Workload, preset,
    scenario,
};

/// Small and large serving models on whole devices, each small model alone on its device
/// against small models sharing devices in groups, with the large models on tensor-parallel
/// groups either way.
///
/// A small model takes `small_footprint` (weights, KV cache and activations) of a device's
/// memory; `tenants` of them share one device when load tests allow. A hardware partition (a
/// MIG profile) may be given to compare its unused share.
#[scenario(
    family = ORCHESTRATION,
    assumption = "A year is 8,760 hours, the reference's convention.",
    assumption = "The device memory is the decimal budget the footprints are stated in.",
    excludes = "Interference between co-located models beyond memory: compute and bandwidth contention are for load tests to settle.",
    derivation = "GPUs released by sharing, priced at the GPU-hour rate for a year.",
    example = r#"
// Sharing pairs of 7B models releases 50 A100s
use mlsysim_fleet::orchestration::serving_consolidation_a100;

let s = serving_consolidation_a100()?;
assert_eq!(s.saved_gpus()?, 50);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ServingConsolidation {
    /// Memory budget of one device.
    #[input(positive, unit = GB)]
    pub device_memory: Information,
    /// Memory of a hardware partition (a MIG profile), for comparison.
    #[input(positive, unit = GB)]
    pub partition_memory: Option<Information>,
    /// The small model served (recorded; its footprint is given).
    pub small_model: &'static Workload,
    /// Memory one small model takes: weights, KV cache and activations.
    #[input(non_negative, unit = GB)]
    pub small_footprint: Information,
    /// Small models that share one device.
    #[input(range = 1..)]
    pub tenants: u32,
    /// Small models served.
    pub n_small: u32,
    /// The large model served.
    pub large_model: &'static Workload,
    /// Large models served.
    pub n_large: u32,
    /// Devices of one large model's tensor-parallel group.
    pub gpus_per_large: u32,
    /// Bytes of one weight of the large model.
    #[input(positive)]
    pub bytes_per_param: Information,
    /// Price of one GPU-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub device_hour_rate: MoneyRate,

    /// Share of a device unused by one small model alone.
    #[property((device_memory - small_footprint) / device_memory)]
    pub exclusive_unused: f64,
    /// Memory a shared device's small models take.
    #[property(tenants * small_footprint, unit = GB)]
    pub shared_footprint: Information,
    /// Share of a shared device unused.
    #[property((device_memory - shared_footprint) / device_memory)]
    pub shared_unused: f64,
    /// Share of the partition unused by one small model.
    #[property((partition_memory - small_footprint) / partition_memory)]
    pub partition_unused: f64,
    /// Bytes of the large model's weights.
    #[property(weight_bytes(large_model, bytes_per_param)?, unit = GB)]
    pub large_weights: DataSize,
    /// Fewest devices whose memory holds the large model's weights.
    #[property(ceil(large_weights / device_memory)?)]
    pub min_devices_large: i64,
    /// Devices of the large models.
    #[property(n_large * gpus_per_large)]
    pub large_gpus: i64,
    /// Devices with every small model alone.
    #[property(n_small + large_gpus)]
    pub exclusive_gpus: i64,
    /// Devices the small models take when they share.
    #[property(floor_div(n_small, tenants)?)]
    pub shared_small_gpus: i64,
    /// Devices with the small models sharing.
    #[property(shared_small_gpus + large_gpus)]
    pub shared_gpus: i64,
    /// Devices sharing releases.
    #[property(exclusive_gpus - shared_gpus)]
    pub saved_gpus: i64,
    /// Devices sharing releases, as a share of the exclusive layout's.
    #[property(saved_gpus / exclusive_gpus)]
    pub saved_share: f64,
    /// Share of a device one small model alone uses.
    #[property(small_footprint / device_memory)]
    pub exclusive_utilization: f64,
    /// Share of a shared device its small models use.
    #[property(shared_footprint / device_memory)]
    pub shared_utilization: f64,
    /// A year's rent of the released devices at the rate (8,760 hours).
    #[property(saved_gpus * device_hour_rate * hours(8760.0), unit = USD)]
    pub annual_value: Usd,
}

/// One hundred Llama 2 7B models (26 GB each with KV cache and activations) shared in pairs and
/// ten GPT-3 175B models on 8-GPU groups, on A100s whose 80 GiB is taken as an 80 GB budget;
/// the A100's 3g.40gb partition for comparison.
#[preset(name = "ServingConsolidationA100")]
pub fn serving_consolidation_a100() -> Result<ServingConsolidation, InputError> {
    let a100 = HardwareNode::find("Cloud.A100")?;
    // The branded figure: the GiB count of the device (and of its partition) read as GB.
    let branded = |memory: Information| GB.of(memory.value / GIB.base_per_unit);
    let partition = a100
        .detail()
        .mig_profiles
        .and_then(|profiles| profiles.iter().find(|p| p.name == "3g.40gb"))
        .ok_or_else(|| InputError::Invalid {
            input: "partition_memory",
            reason: "the A100 has no 3g.40gb profile in the registry".into(),
        })?;
    let width = Precision::Fp16
        .storage_bytes()
        .ok_or_else(|| InputError::Invalid {
            input: "bytes_per_param",
            reason: "fp16 has no storage width in the registry".into(),
        })?;
    ServingConsolidation::builder()
        .device_memory(branded(a100.memory_capacity.quantity()))
        .partition_memory(branded(partition.gpu_memory))
        .small_model(Models::Language::Llama2_7B)
        .small_footprint(gigabytes(26.0))
        .tenants(2)
        .n_small(100)
        .large_model(Models::Language::GPT3)
        .n_large(10)
        .gpus_per_large(8)
        .bytes_per_param(mlsysim_core::units::bytes(width))
        .device_hour_rate(Pricing::Fleet::GpuHourRef.value)
        .build()
}
