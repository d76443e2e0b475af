use super::KV_CACHE;
use mlsysim_core::units::MINUTE;
use mlsysim_core::{DataRate, DataSize, Information, InputError, Time, Workload, preset, scenario};

/// Bringing up a new serving replica from nothing, and the peak fleet that starting replicas
/// ahead of a forecast ramp saves.
///
/// A cold start provisions a machine, fetches the weight artifact at the storage's bandwidth,
/// then loads and warms up the model. Scaling that only reacts to load has to overshoot while
/// replicas come up; starting them ahead of a forecast ramp lowers the peak fleet.
#[scenario(
    family = KV_CACHE,
    assumption = "The artifact is the weights alone, fetched at one steady bandwidth.",
    assumption = "`prewarm_slack` compares the pre-warm lead with one cold start; the reference records the lead but reads it nowhere.",
    rule(predictive_peak_replicas <= reactive_peak_replicas, "`predictive_peak_replicas` is at most `reactive_peak_replicas` (the reference takes a larger forecast peak, a negative saving)"),
    excludes = "Queueing for machines, and caches warmed by traffic after start-up.",
    derivation = "The stages run one after another, so their times add.",
    example = r#"
// A 70B replica's cold start
use mlsysim_serving::kv_cache::llama70b_replica_cold_start;

let s = llama70b_replica_cold_start()?;
assert!((s.cold_start_time()?.value - 400.0).abs() < 1e-9);
assert!(s.prewarm_slack()?.value > 0.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ColdStart {
    /// The model whose weights are fetched.
    pub workload: &'static Workload,
    /// Storage width of one weight.
    #[input(positive, unit = BYTE)]
    pub weight_bytes_per_param: Information,
    /// Bandwidth of the fetch from storage.
    #[input(positive, unit = GB_PER_SECOND)]
    pub fetch_bandwidth: DataRate,
    /// Time to provision a machine.
    #[input(non_negative, unit = SECOND)]
    pub provisioning_time: Time,
    /// Time to load the weights and warm up.
    #[input(non_negative, unit = SECOND)]
    pub load_warmup_time: Time,
    /// Peak fleet when scaling only reacts to load.
    #[input(range = 1..)]
    pub reactive_peak_replicas: u32,
    /// Peak fleet when replicas start ahead of the ramp.
    pub predictive_peak_replicas: u32,
    /// How long before a ramp replicas are started.
    #[input(non_negative, unit = MINUTE)]
    pub prewarm_lead: Time,

    /// Bytes of the weight artifact.
    #[property(weight_bytes(workload, weight_bytes_per_param)?, unit = GB)]
    pub artifact: DataSize,
    /// Time to fetch the artifact.
    #[property(transfer_time(artifact, fetch_bandwidth)?, unit = SECOND)]
    pub fetch_time: Time,
    /// Time from request to a serving replica.
    #[property(provisioning_time + fetch_time + load_warmup_time, unit = SECOND)]
    pub cold_start_time: Time,
    /// Share of the reactive peak fleet the forecast saves.
    #[property(1.0 - predictive_peak_replicas / reactive_peak_replicas)]
    pub peak_saving: f64,
    /// Time the pre-warm lead leaves after one cold start; negative when it is too short.
    #[property(prewarm_lead - cold_start_time, unit = SECOND)]
    pub prewarm_slack: Time,
}

/// Cold start of a Llama 2 70B FP16 replica fetching its weights from object storage at
/// 0.5 GB/s, with a minute each to provision and to load (the reference's cold-start profile);
/// forecast scaling, 30 minutes ahead, lowers the peak fleet from 45 to 30.
#[preset(name = "Llama70BReplicaColdStart")]
pub fn llama70b_replica_cold_start() -> Result<ColdStart, InputError> {
    use mlsysim_core::registry::ReferenceStats::ReplicaColdStartProfile;
    ColdStart::builder()
        .workload(Workload::find("Language.Llama2_70B")?)
        .weight_bytes_per_param(mlsysim_core::units::bytes(2.0))
        .fetch_bandwidth(ReplicaColdStartProfile::ArtifactFetchBandwidth.value)
        .provisioning_time(ReplicaColdStartProfile::ProvisioningTime.value)
        .load_warmup_time(ReplicaColdStartProfile::LoadWarmupTime.value)
        .reactive_peak_replicas(45)
        .predictive_peak_replicas(30)
        .prewarm_lead(MINUTE.of(30.0))
        .build()
}
