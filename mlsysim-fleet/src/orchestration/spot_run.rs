use super::ORCHESTRATION;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::registry::Systems::Clusters;
use mlsysim_core::registry::{Fleet, Models};
use mlsysim_core::units::{HOUR, days};
use mlsysim_core::{InputError, MoneyRate, Time, Usd, Workload, preset, scenario};

/// A training run on a fleet, on demand against spot capacity: spot is cheaper per hour but
/// adds checkpoint overhead and a restart for every interruption.
#[scenario(
    family = ORCHESTRATION,
    assumption = "Interruptions come at a fixed count per whole day of the run.",
    assumption = "Every GPU of the fleet runs for the whole run.",
    excludes = "Waiting for spot capacity to return after an interruption.",
    derivation = "Hours billed times the price of each kind of capacity.",
    example = r#"
// Spot saves money on a 14-day run
use mlsysim_fleet::orchestration::llama2_70b_spot_run_512;

let s = llama2_70b_spot_run_512()?;
assert_eq!(s.interruptions()?, 196);
assert!(s.savings()?.value > 0.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SpotRun {
    /// The fleet the run uses, every accelerator of it.
    pub fleet: &'static Fleet,
    /// The model trained (recorded; the costs do not read it).
    pub workload: Option<&'static Workload>,
    /// Length of the run without interruptions.
    #[input(non_negative, unit = DAY)]
    pub run_duration: Time,
    /// On-demand price of one GPU-hour.
    #[input(positive, unit = USD_PER_HOUR)]
    pub on_demand_rate: MoneyRate,
    /// Spot price of one GPU-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub spot_rate: MoneyRate,
    /// Checkpoint overhead on spot, as a share of the run.
    #[input(non_negative)]
    pub checkpoint_overhead_fraction: f64,
    /// Interruptions per whole day of the run.
    pub interruptions_per_day: u32,
    /// Time lost restarting after each interruption.
    #[input(non_negative, unit = HOUR)]
    pub restart_per_interruption: Time,

    /// GPUs in the fleet.
    #[property(fleet.count * fleet.node.accelerators_per_node)]
    pub gpus: i64,
    /// Length of the run, in hours.
    #[property(run_duration, unit = HOUR)]
    pub run_hours: Time,
    /// Length of the run, in days.
    #[property(run_duration, unit = DAY)]
    pub run_days: Time,
    /// What the run costs on demand.
    #[property(gpus * run_hours * on_demand_rate, unit = USD)]
    pub on_demand_cost: Usd,
    /// What the run's own hours cost on spot.
    #[property(gpus * run_hours * spot_rate, unit = USD)]
    pub spot_base_cost: Usd,
    /// Hours spot adds for checkpoints.
    #[property(checkpoint_overhead_fraction * run_hours, unit = HOUR)]
    pub checkpoint_extra_hours: Time,
    /// Interruptions over the run's whole days.
    #[property(interruptions_per_day * floor(run_hours / hours(24.0))?)]
    pub interruptions: i64,
    /// Hours lost restarting.
    #[property(interruptions * restart_per_interruption, unit = HOUR)]
    pub restart_total_hours: Time,
    /// Hours billed on spot.
    #[property(run_hours + checkpoint_extra_hours + restart_total_hours, unit = HOUR)]
    pub spot_total_hours: Time,
    /// What the run costs on spot.
    #[property(gpus * spot_total_hours * spot_rate, unit = USD)]
    pub spot_total_cost: Usd,
    /// What spot saves.
    #[property(on_demand_cost - spot_total_cost, unit = USD)]
    pub savings: Usd,
    /// What spot saves, as a share of the on-demand cost.
    #[property(savings / on_demand_cost)]
    pub savings_share: f64,
    /// How much longer the run takes on spot, as a share of its length.
    #[property(spot_total_hours / run_hours - 1.0)]
    pub longer_share: f64,
}

/// A 14-day Llama 2 70B run on the 512-H100 reference cluster, at the registry's reference and
/// spot GPU-hour prices, with 5% checkpoint overhead and 14 half-hour restarts a day on spot.
#[preset(name = "Llama2_70BSpotRun512")]
pub fn llama2_70b_spot_run_512() -> Result<SpotRun, InputError> {
    SpotRun::builder()
        .fleet(&Clusters::Training_512_H100)
        .workload(Models::Language::Llama2_70B)
        .run_duration(days(14.0))
        .on_demand_rate(Pricing::Fleet::GpuHourRef.value)
        .spot_rate(Pricing::Fleet::SpotGpuHourRef.value)
        .checkpoint_overhead_fraction(0.05)
        .interruptions_per_day(14)
        .restart_per_interruption(HOUR.of(0.5))
        .build()
}
