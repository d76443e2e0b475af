use super::RELIABILITY;
use mlsysim_core::registry::ReferenceStats::MixedPrecisionAdam;
use mlsysim_core::registry::Systems::{Clusters, Reliability};
use mlsysim_core::registry::{Models, RecoveryProfile};
use mlsysim_core::{DataSize, Information, InputError, Time, Workload, preset, scenario};

/// The cold restart a failure costs a training job (detection, restart, checkpoint reload and
/// warmup), and what paying it at the job's failure rate costs a day.
///
/// The job runs on `n_devices` components that each fail once per `component_mtbf`; every
/// failure is paid once per day's share of failures, on every device. Work redone since the
/// last checkpoint is not counted here: it belongs to the checkpoint's waste.
#[scenario(
    family = RELIABILITY,
    equation = "restart budget = restart + checkpoint ÷ checkpoint bandwidth + warmup + detection; lost a day = (1 day ÷ MTBF/N) × budget",
    assumption = "The checkpoint is reloaded at the profile's checkpoint bandwidth, the bandwidth it was written at.",
    assumption = "Failures arrive at a constant rate: one per component MTBF divided by the devices.",
    excludes = "Work redone since the last checkpoint (see CheckpointInterval), and time to reschedule onto spare capacity.",
    derivation = "The four-term recovery budget of the registry's recovery profile, paid once per failure.",
    example = r#"
// A 175B job on 1,024 GPUs restarts in under five minutes
use mlsysim_fleet::reliability::gpt3_recovery_budget_1k;

let s = gpt3_recovery_budget_1k()?;
assert!((s.total()?.value - 384.5).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RecoveryBudget {
    /// The model restarted.
    pub workload: &'static Workload,
    /// Bytes each parameter's checkpoint takes.
    #[input(positive)]
    pub bytes_per_param: Information,
    /// The recovery profile: detection, restart and warmup times and the checkpoint bandwidth.
    pub recovery: &'static RecoveryProfile,
    /// Mean time between failures of one device.
    #[input(positive, unit = HOUR)]
    pub component_mtbf: Time,
    /// Devices the job runs on.
    #[input(range = 1..)]
    pub n_devices: u32,

    /// Bytes of the checkpoint reloaded.
    #[property(weight_bytes(workload, bytes_per_param)?)]
    pub checkpoint_bytes: DataSize,
    /// Time to notice the failure.
    #[property(recovery.detection_time_s, unit = SECOND)]
    pub detect: Time,
    /// Time to restart the job's processes.
    #[property(recovery.restart_time_s, unit = SECOND)]
    pub restart: Time,
    /// Time to reload the checkpoint.
    #[property(checkpoint_bytes / recovery.checkpoint_write_bw_gbs, unit = SECOND)]
    pub reload: Time,
    /// Time for the restarted job to reach full speed.
    #[property(recovery.warmup_time_s, unit = SECOND)]
    pub warmup: Time,
    /// The whole cold restart of one failure.
    #[property(restart + reload + warmup + detect, unit = SECOND)]
    pub total: Time,
    /// Mean time between failures of the job.
    #[property(mtbf_cluster(component_mtbf, n_devices)?, unit = HOUR)]
    pub failure_interval: Time,
    /// Failures of the job a day.
    #[property(days(1.0) / failure_interval)]
    pub failures_per_day: f64,
    /// Time lost to restarts a day.
    #[property(failures_per_day * total, unit = MINUTE)]
    pub lost_per_day: Time,
    /// Share of the day lost to restarts.
    #[property(lost_per_day / days(1.0))]
    pub day_share: f64,
    /// Device-hours lost to restarts a day, on every device of the job.
    #[property(n_devices * lost_per_day, unit = HOUR)]
    pub gpu_hours_per_day: Time,
}

/// GPT-3 175B's 14-byte-per-parameter checkpoint, the registry's recovery profile, and the
/// GPU-only failure rate of the 1,024-GPU reference cluster.
#[preset(name = "Gpt3RecoveryBudget1K")]
pub fn gpt3_recovery_budget_1k() -> Result<RecoveryBudget, InputError> {
    RecoveryBudget::builder()
        .workload(Models::Language::GPT3)
        .bytes_per_param(MixedPrecisionAdam::CheckpointBytesPerParameter.value)
        .recovery(&Reliability::Recovery)
        .component_mtbf(Reliability::Gpu.mttf_hours)
        .n_devices(Clusters::Training_1K.total_accelerators())
        .build()
}

/// The same job on the 10,000-GPU reference cluster.
#[preset(name = "Gpt3RecoveryBudget10K")]
pub fn gpt3_recovery_budget_10k() -> Result<RecoveryBudget, InputError> {
    gpt3_recovery_budget_1k()?
        .variant()
        .n_devices(Clusters::Training_10K.total_accelerators())
        .build()
}
