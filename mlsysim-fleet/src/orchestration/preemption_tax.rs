use super::ORCHESTRATION;
use crate::derived;
use mlsysim_core::laws::weight_bytes;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::registry::ReferenceStats::{ForcedPreemptionProfile, MixedPrecisionAdam};
use mlsysim_core::registry::Systems::{Clusters, Reliability};
use mlsysim_core::registry::{Models, RecoveryProfile};
use mlsysim_core::{Frequency, Information, InputError, MoneyRate, Time, Usd, preset, scenario};

/// What forced preemptions cost the job that is stopped: the work since its last durable
/// checkpoint, and the relaunch (restart, checkpoint reload, warmup) each one pays.
///
/// The scheduler stopped the job itself, so there is no detection term: a preempted job and a
/// failed one pay the same relaunch otherwise. The reference's result also repeats
/// `lost_work`, the input here.
#[scenario(
    family = ORCHESTRATION,
    equation = "relaunch = restart + checkpoint ÷ bandwidth + warmup; per event = lost work + relaunch; cost = devices × per event × rate; lost a day = events a day × per event",
    assumption = "Preemptions arrive at a constant rate, each without a clean save.",
    assumption = "The checkpoint is reloaded at the recovery profile's checkpoint bandwidth.",
    excludes = "Time queued for capacity after a preemption.",
    derivation = "The cold-restart budget of the registry's recovery profile without its detection term, plus the work redone.",
    example = r#"
// A 64-GPU fine-tune preempted without budget
use mlsysim_fleet::orchestration::forced_preemption_175b_fine_tune_64;

let s = forced_preemption_175b_fine_tune_64()?;
assert!((s.relaunch()?.value - 324.5).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct PreemptionTax {
    /// Devices the job runs on.
    pub n_devices: u32,
    /// Bytes of the job's resumable checkpoint.
    #[input(non_negative, unit = GB)]
    pub checkpoint_bytes: Information,
    /// Work lost since the last durable checkpoint at each preemption.
    #[input(non_negative, unit = MINUTE)]
    pub lost_work: Time,
    /// Forced preemptions per unit of time.
    #[input(non_negative, unit = PER_DAY)]
    pub preemption_rate: Frequency,
    /// The recovery profile: restart and warmup times and the checkpoint bandwidth.
    pub recovery: &'static RecoveryProfile,
    /// Price of one device-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub device_hour_rate: MoneyRate,

    /// Time to restart the job's processes.
    #[property(recovery.restart_time_s, unit = SECOND)]
    pub restart: Time,
    /// Time to reload the checkpoint.
    #[property(checkpoint_bytes / recovery.checkpoint_write_bw_gbs, unit = SECOND)]
    pub reload: Time,
    /// Time for the relaunched job to reach full speed.
    #[property(recovery.warmup_time_s, unit = SECOND)]
    pub warmup: Time,
    /// The relaunch: restart, reload and warmup.
    #[property(restart + reload + warmup, unit = SECOND)]
    pub relaunch: Time,
    /// Time one preemption costs the job: the lost work and the relaunch.
    #[property(lost_work + relaunch, unit = MINUTE)]
    pub per_event: Time,
    /// What one preemption costs, on every device of the job.
    #[property(n_devices * per_event * device_hour_rate, unit = USD)]
    pub cost_per_event: Usd,
    /// Preemptions a day.
    #[property(preemption_rate * days(1.0))]
    pub events_per_day: f64,
    /// Time lost to preemptions a day.
    #[property(events_per_day * per_event, unit = MINUTE)]
    pub lost_per_day: Time,
    /// Device-hours lost to preemptions a day, on every device of the job.
    #[property(n_devices * lost_per_day, unit = HOUR)]
    pub gpu_hours_per_day: Time,
}

/// A low-priority 64-GPU fine-tuning run of GPT-3 175B with no preemption budget, stopped
/// without a clean save: its 14-byte-per-parameter resumable checkpoint, the registry's forced
/// preemption profile and recovery profile.
#[preset(name = "ForcedPreemption175BFineTune64")]
pub fn forced_preemption_175b_fine_tune_64() -> Result<PreemptionTax, InputError> {
    let checkpoint = derived(
        "checkpoint_bytes",
        weight_bytes(
            Models::Language::GPT3,
            MixedPrecisionAdam::CheckpointBytesPerParameter.value,
        ),
    )?;
    PreemptionTax::builder()
        .n_devices(Clusters::Lab_64_H100.total_accelerators())
        .checkpoint_bytes(checkpoint.quantity())
        .lost_work(ForcedPreemptionProfile::LostWork.value)
        .preemption_rate(ForcedPreemptionProfile::UnbudgetedRate.value)
        .recovery(&Reliability::Recovery)
        .device_hour_rate(Pricing::Fleet::GpuHourRef.value)
        .build()
}
