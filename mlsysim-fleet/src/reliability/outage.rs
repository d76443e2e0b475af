use super::RELIABILITY;
use mlsysim_core::registry::Fleet;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::registry::Systems::Clusters;
use mlsysim_core::units::{HOUR, MINUTE};
use mlsysim_core::{InputError, MoneyRate, Named, Time, Usd, preset, scenario};

/// A failure domain (a rack's coolant pump, a power feed) down for a repair while a
/// synchronous job runs on the whole fleet: what the failed devices cost idle, what the whole
/// job costs idle, and the same with a rollback to the last checkpoint added.
#[scenario(
    family = RELIABILITY,
    assumption = "The job is synchronous: it cannot continue without the failed domain, so every device idles through the repair.",
    assumption = "Every device-hour is priced at the same rate.",
    excludes = "Repair labour and parts, and any work moved to other capacity meanwhile.",
    derivation = "Idle device-hours times their price; a rollback adds the work redone since the last checkpoint to the repair window.",
    example = r#"
// A four-hour CDU repair under a 10,000-GPU job
use mlsysim_fleet::reliability::cdu_outage_training_10k;

let s = cdu_outage_training_10k()?;
assert!(s.job_cost()?.value > 39.0 * s.direct_cost()?.value);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct Outage {
    /// Devices in the failed domain.
    pub failed_devices: u32,
    /// The fleet the job runs on, every accelerator of it.
    pub fleet: &'static Fleet,
    /// Time the domain is down.
    #[input(non_negative, unit = HOUR)]
    pub repair_time: Time,
    /// Price of one device-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub device_hour_rate: MoneyRate,
    /// Work redone after the repair, rolling back to the last checkpoint, by case.
    #[input(non_negative, unit = MINUTE, default = Named::default())]
    pub rollback_times: Named<Time>,

    /// Idle cost of the failed devices alone.
    #[property(failed_devices * device_hour_rate * repair_time, unit = USD)]
    pub direct_cost: Usd,
    /// Idle cost of every device of the job.
    #[property(fleet.count * fleet.node.accelerators_per_node * device_hour_rate * repair_time, unit = USD)]
    pub job_cost: Usd,
    /// Idle cost of every device of the job with each rollback added to the repair.
    #[property(
        each!(case in rollback_times, fleet.count * fleet.node.accelerators_per_node * device_hour_rate * (repair_time + rollback_times[case])),
        unit = USD
    )]
    pub job_cost_with_rollback: Named<Usd>,
}

/// One rack's coolant distribution unit fails for a four-hour pump repair, idling the 256 GPUs
/// behind it and the synchronous job on the 10,000-GPU reference cluster; a rollback of 30 or
/// 60 minutes.
#[preset(name = "CduOutageTraining10K")]
pub fn cdu_outage_training_10k() -> Result<Outage, InputError> {
    Outage::builder()
        .failed_devices(256)
        .fleet(&Clusters::Training_10K)
        .repair_time(HOUR.of(4.0))
        .device_hour_rate(Pricing::Fleet::GpuHourRef.value)
        .rollback_times(Named::from_iter([
            ("low", MINUTE.of(30.0)),
            ("high", MINUTE.of(60.0)),
        ]))
        .build()
}
