use super::TRANSFER_AND_TRAINING;
use crate::{derived, nvlink, pcie};
use mlsysim_core::registry::{Hardware, Infrastructure, ReferenceStats, Systems};
use mlsysim_core::units::{GB, GB_PER_SECOND, bytes, bytes_per_second, hours};
use mlsysim_core::{
    DataPrice, DataRate, EvalError, HardwareNode, Information, InputError, MoneyRate, Named, Time,
    Usd, Workload, preset, scenario,
};

/// Copies of one payload moved at once over each of several named links, bandwidth only, and
/// optionally what moving them out of a provider's network costs.
///
/// Each link's time is the lower bound bytes ÷ bandwidth, with no per-message startup: the
/// ratios between the tiers are the bandwidth staircase that decides where each kind of
/// parallel traffic can run. An egress price turns the bytes into dollars, and a price per
/// accelerator-hour turns those dollars into the compute they would have bought (data
/// gravity).
#[scenario(
    family = TRANSFER_AND_TRAINING,
    assumption = "Every link streams at its full stated bandwidth for the whole transfer.",
    assumption = "`job_time` is the computation the move would feed; it is kept for comparison and no member reads it.",
    rule(!links.is_empty(), "`links` names at least one link"),
    excludes = "Per-message startup (the alpha term), protocol overhead and contention between the copies.",
    derivation = "Time is bytes over bytes per second (the reference's TransferLadderModel).",
    example = r#"
// A 10 GB buffer across the H100's links
use mlsysim_cluster::transfer_and_training::buffer_transfer_10gb;

let s = buffer_transfer_10gb()?;
let times = s.times()?;
assert!((times.get("InfiniBand").unwrap().value - 0.2).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct Transfer {
    /// Bytes of one copy.
    #[input(positive, unit = GB)]
    pub payload: Information,
    /// Bandwidth of each link, by name.
    #[input(positive, unit = GB_PER_SECOND)]
    pub links: Named<DataRate>,
    /// Copies moved at once.
    #[input(default = 1, range = 1..)]
    pub copies: u32,
    /// Price of each byte leaving the provider's network.
    #[input(non_negative, unit = USD_PER_GB)]
    pub egress_rate: Option<DataPrice>,
    /// Price of one accelerator-hour, to restate the egress fee as compute.
    #[input(positive, unit = USD_PER_HOUR)]
    pub compute_price: Option<MoneyRate>,
    /// The computation the moved data would feed.
    #[input(positive, unit = HOUR)]
    pub job_time: Option<Time>,

    /// Bytes moved: every copy.
    #[property(copies * payload, unit = GB)]
    pub total_bytes: Information,
    /// Time to move every copy over `link`.
    #[method(
        equation = "transfer_time(total_bytes, links[link])",
        body = ::mlsysim_core::equation::transfer_time(total_bytes, links[link])?,
        unit = SECOND,
        samples(link = links)
    )]
    pub transfer_time: fn(link: String) -> Time,
    /// Time to move every copy over each link.
    #[property(
        equation = "transfer_time(total_bytes, bandwidth) for each link",
        body = links
            .iter()
            .map(|(name, &bandwidth)| Ok((name, ::mlsysim_core::equation::transfer_time(total_bytes, bandwidth)?)))
            .collect::<Result<Named<Time>, EvalError>>()?,
        unit = MILLISECOND,
    )]
    pub times: Named<Time>,
    /// What moving the bytes out of the provider's network costs.
    #[property(total_bytes * egress_rate, unit = USD)]
    pub egress_cost: Usd,
    /// Accelerator-hours the egress fee would buy.
    #[property(egress_cost / compute_price, unit = HOUR)]
    pub egress_compute_hours: Time,
}

/// One synchronized 10 GB buffer moved one hop on each tier of an H100 system: its HBM, NVLink
/// inside the node (one direction), an NDR InfiniBand port between nodes, and PCIe Gen5 to the
/// host.
#[preset(name = "BufferTransfer10GB")]
pub fn buffer_transfer_10gb() -> Result<Transfer, InputError> {
    let h100 = HardwareNode::find("Cloud.H100")?;
    Transfer::builder()
        .payload(GB.of(10.0))
        .links(Named::from_iter([
            ("HBM", h100.memory_bandwidth),
            ("NVLink", nvlink("links", "Cloud.H100")?),
            ("InfiniBand", Systems::Fabrics::InfiniBand_NDR.bandwidth),
            ("PCIe", pcie("links", "Cloud.H100")?),
        ]))
        .build()
}

/// The reference federated LoRA update of one phone, over a constrained 1 Mbit/s and a 10
/// Mbit/s mobile uplink: the communication term of one federated round.
#[preset(name = "FederatedAdapterUploadMobileUplink")]
pub fn federated_adapter_upload_mobile_uplink() -> Result<Transfer, InputError> {
    Transfer::builder()
        .payload(ReferenceStats::EdgeAdaptationTierProfile::FederatedLoraUpdate.value)
        .links(Named::from_iter([
            ("low", bytes_per_second(1e6 / 8.0)),
            ("high", bytes_per_second(1e7 / 8.0)),
        ]))
        .build()
}

/// A 1,000 × 1,000 FP32 activation tensor (4 MB) over an H100's HBM, NVLink (one direction)
/// and PCIe host link.
#[preset(name = "Fp32MillionElementTensorAcrossH100Links")]
pub fn fp32_million_element_tensor_across_h100_links() -> Result<Transfer, InputError> {
    let h100 = HardwareNode::find("Cloud.H100")?;
    Transfer::builder()
        .payload(1000.0 * 1000.0 * bytes(4.0))
        .links(Named::from_iter([
            ("HBM", h100.memory_bandwidth),
            ("NVLink", nvlink("links", "Cloud.H100")?),
            ("PCIe", pcie("links", "Cloud.H100")?),
        ]))
        .build()
}

/// GPT-3's 175B weights at 16 bits, in bytes.
fn gpt3_fp16_weights() -> Result<Information, InputError> {
    let parameters = derived(
        "payload",
        Workload::find("Language.GPT3")?.parameter_count(),
    )?;
    derived(
        "payload",
        mlsysim_core::laws::memory_from_params(parameters, bytes(2.0)),
    )
}

/// A rollout of GPT-3's 175B FP16 weights to 100 serving replicas at once, every replica
/// reading from a shared tier in one burst: a 1 TB/s parallel file system or an assumed 100
/// GB/s aggregate object store.
#[preset(name = "Gpt3RolloutFanout100")]
pub fn gpt3_rollout_fanout100() -> Result<Transfer, InputError> {
    Transfer::builder()
        .payload(gpt3_fp16_weights()?)
        .copies(100)
        .links(Named::from_iter([
            ("file system", Systems::Storage::PfsOneTbPerSecond.bandwidth),
            ("object store", GB_PER_SECOND.of(100.0)),
        ]))
        .build()
}

/// GPT-3's 175B FP16 weights loaded into one serving node from each source: one object-store
/// client at an assumed 1 GB/s, the node's file-system share, one Gen5 drive, eight Gen4 drives
/// in parallel, eight PCIe links, or host DRAM.
#[preset(name = "Gpt3WeightsColdStart")]
pub fn gpt3_weights_cold_start() -> Result<Transfer, InputError> {
    let per_node = f64::from(Systems::Nodes::DGX_H100.accelerators_per_node);
    Transfer::builder()
        .payload(gpt3_fp16_weights()?)
        .links(Named::from_iter([
            ("object store", GB_PER_SECOND.of(1.0)),
            (
                "file system share",
                Systems::Storage::PfsPerNodeShare.bandwidth,
            ),
            ("one Gen5 NVMe", Hardware::Tech::Storage::NvmeGen5.bandwidth),
            (
                "eight Gen4 NVMe",
                per_node * Hardware::Tech::Storage::NvmeGen4.bandwidth,
            ),
            ("eight PCIe links", per_node * pcie("links", "Cloud.H100")?),
            ("host DRAM", Hardware::Tech::Storage::HostDram.bandwidth),
        ]))
        .build()
}

/// The reference 10 GB model swapped from host memory into an A100 over PCIe Gen4 x16, at the
/// link's stated bandwidth.
#[preset(name = "ModelSwapPcieGen4")]
pub fn model_swap_pcie_gen4() -> Result<Transfer, InputError> {
    Transfer::builder()
        .payload(ReferenceStats::ModelLoading::PcieSwapReferenceModelSize.value)
        .links(Named::from_iter([(
            "PCIe Gen4 x16",
            pcie("links", "Cloud.A100")?,
        )]))
        .build()
}

/// One petabyte of training corpus moved from US East to accelerators in US West over a
/// dedicated 100 Gbit/s or 10 Gbit/s link, at an inter-region egress rate of $0.02/GB (AWS,
/// 2024), set against a 20-hour training run priced at the TPU v4 hourly rate.
#[preset(name = "PetabyteCrossRegionMove")]
pub fn petabyte_cross_region_move() -> Result<Transfer, InputError> {
    Transfer::builder()
        .payload(bytes(1e15))
        .links(Named::from_iter([
            ("100 Gb/s", Systems::Fabrics::Ethernet_100G.bandwidth),
            ("10 Gb/s", Systems::Fabrics::Ethernet_10G.bandwidth),
        ]))
        .egress_rate(mlsysim_core::units::USD_PER_GB.of(0.02))
        .compute_price(Infrastructure::Pricing::Cloud::TpuV4PerHour.value)
        .job_time(hours(20.0))
        .build()
}

/// A 1 GB tensor-parallel activation exchange over H100 NVLink (one direction) and over one
/// NDR InfiniBand port.
#[preset(name = "TensorParallelExchange1GB")]
pub fn tensor_parallel_exchange_1gb() -> Result<Transfer, InputError> {
    Transfer::builder()
        .payload(GB.of(1.0))
        .links(Named::from_iter([
            ("NVLink", nvlink("links", "Cloud.H100")?),
            ("InfiniBand NDR", Systems::Fabrics::InfiniBand_NDR.bandwidth),
        ]))
        .build()
}
