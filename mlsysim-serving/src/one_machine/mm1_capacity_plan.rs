use super::ONE_MACHINE;
use crate::at_scale::resnet50_eager_fp16_batching_h100;
use crate::profile::{ResNet50H100, derived};
use mlsysim_core::units::{milliseconds, per_second};
use mlsysim_core::{Frequency, InputError, MoneyRate, Time, Usd, preset, scenario};

/// Accelerators for a peak request rate when each is an M/M/1 server whose tail latency must
/// meet a budget.
///
/// The tail is taken as a fixed multiple k of the mean time in system S ÷ (1 − ρ), so the
/// highest safe utilization is ρ_max = 1 − k·S ÷ T. The fleet must supply the peak over ρ_max of
/// service rate; over one accelerator's rate 1 ÷ S that is a count, rounded up, then multiplied
/// by a headroom factor and rounded up again. Optionally the plan is redone with a batched
/// per-accelerator rate at the same utilization, and a fleet is priced per million requests.
#[scenario(
    family = ONE_MACHINE,
    assumption = "Each accelerator is an M/M/1 queue: Poisson arrivals split evenly, exponential service at batch one.",
    assumption = "The tail is `tail_factor` times the mean time in system; `exact_tail_factor` gives the factor an exponential time in system has at `tail_quantile`, which the plan does not use (as in the reference).",
    assumption = "Headroom is a factor of at least 1; utilizations and the tail quantile lie in [0, 1).",
    assumption = "The batched plan keeps the batch-one utilization limit; it does not redo the queue for batched service.",
    rule(tail_factor * service_time < tail_budget, "`tail_factor` × `service_time` is below `tail_budget`, so that the budget admits some load (the reference goes on with a negative utilization and negative counts)"),
    excludes = "Batch formation time, and the load a failed accelerator's requests put on the rest beyond the utilization shown.",
    derivation = "For M/M/1 the time in system is exponential with mean S ÷ (1 − ρ); requiring k·S ÷ (1 − ρ) ≤ T gives ρ ≤ 1 − k·S ÷ T.",
    example = r#"
// 36 H100s for 5000 ResNet-50 requests a second under a 50 ms p99
use mlsysim_serving::one_machine::resnet50_fleet_plan_h100;

let s = resnet50_fleet_plan_h100()?;
assert_eq!(s.accelerators()?, 27);
assert_eq!(s.accelerators_planned()?, 36);
assert_eq!(s.batched_accelerators_planned()?, 3);
assert!((s.cost_per_million(36)?.value - 8.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct MM1CapacityPlan {
    /// Mean service time of one request on one accelerator.
    #[input(positive, unit = MILLISECOND)]
    pub service_time: Time,
    /// Tail latency as a multiple of the mean time in system.
    #[input(positive)]
    pub tail_factor: f64,
    /// The quantile the tail factor stands for.
    #[input(default = 0.99, range = 0.0..1.0)]
    pub tail_quantile: f64,
    /// Budget for the tail of queueing plus service.
    #[input(positive, unit = MILLISECOND)]
    pub tail_budget: Time,
    /// Peak arrival rate of the whole fleet.
    #[input(positive, unit = PER_SECOND)]
    pub peak_rate: Frequency,
    /// Factor on the rounded-up count, for spikes.
    #[input(range = 1.0..)]
    pub headroom: f64,
    /// Utilizations at which to report the time in system.
    #[input(default = vec![], range = 0.0..1.0)]
    pub utilization_points: Vec<f64>,
    /// A utilization where mean and tail are compared; a sample point only.
    #[input(range = 0.0..1.0)]
    pub example_utilization: Option<f64>,
    /// Requests a second one accelerator serves in batches, for the batched plan.
    #[input(positive, unit = REQUESTS_PER_SECOND)]
    pub batched_rate: Option<Frequency>,
    /// Hourly price of one accelerator.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub accelerator_price: Option<MoneyRate>,

    /// Requests a second one accelerator serves at batch one.
    #[property(1.0 / service_time, unit = REQUESTS_PER_SECOND)]
    pub service_rate: Frequency,
    /// Mean time in system at `utilization`.
    #[method(mm1_time_in_system(service_time, utilization)?, unit = MILLISECOND, args(utilization(range = 0.0..=1.0)), samples(utilization = [utilization_points, example_utilization]))]
    pub time_in_system: fn(utilization: f64) -> Time,
    /// Tail time in system at `utilization`.
    #[method(tail_factor * time_in_system(utilization)?, unit = MILLISECOND, args(utilization(range = 0.0..=1.0)), samples(utilization = [utilization_points, example_utilization]))]
    pub tail_time: fn(utilization: f64) -> Time,
    /// The factor an exponential time in system has at `tail_quantile`.
    #[property(exponential_quantile_factor(tail_quantile)?)]
    pub exact_tail_factor: f64,
    /// The highest utilization that keeps the tail within the budget.
    #[property(mm1_max_utilization(service_time, tail_budget, tail_factor)?)]
    pub max_utilization: f64,
    /// Service rate the fleet must supply.
    #[property(peak_rate / max_utilization, unit = PER_SECOND)]
    pub required_rate: Frequency,
    /// Accelerators that supply it, unrounded.
    #[property(required_rate / service_rate)]
    pub accelerators_exact: f64,
    /// Accelerators that supply it.
    #[property(ceil(accelerators_exact)?)]
    pub accelerators: i64,
    /// Accelerators with headroom.
    #[property(ceil(accelerators * headroom)?)]
    pub accelerators_planned: i64,
    /// Utilization of the planned fleet with one accelerator lost.
    #[property(
        {
            require(accelerators_planned > 1, "a fleet of one accelerator has none left after a failure")?;
            peak_rate / (service_rate * (accelerators_planned - 1))
        }
    )]
    pub utilization_after_failure: f64,
    /// Accelerators if each ran fully busy, unrounded.
    #[property(peak_rate / service_rate)]
    pub saturated_accelerators_exact: f64,
    /// Accelerators at the batched rate and the same utilization limit.
    #[property(ceil(peak_rate / (max_utilization * batched_rate))?)]
    pub batched_accelerators: i64,
    /// Batched accelerators with headroom.
    #[property(ceil(batched_accelerators * headroom)?)]
    pub batched_accelerators_planned: i64,
    /// Cost of a million requests on a fleet of `count` accelerators at the peak rate.
    #[method(
        price_per_request(count * accelerator_price, peak_rate)? * 1e6,
        unit = USD,
        samples(count = [accelerators, accelerators_planned, batched_accelerators, batched_accelerators_planned]),
        args(count(positive)),
    )]
    pub cost_per_million: fn(count: u32) -> Usd,
}

/// H100s for 5,000 ResNet-50 requests a second under a 50 ms p99: each an M/M/1 server at
/// batch-one eager FP16 (from the serving profile), the p99 taken as 4.6 times the mean time
/// in system, 30% headroom; the plan is redone at the batch-32 rate, and an H100 costs $4 an
/// hour.
#[preset(name = "ResNet50FleetPlanH100")]
pub fn resnet50_fleet_plan_h100() -> Result<MM1CapacityPlan, InputError> {
    let profile = ResNet50H100::new()?;
    let batched = derived(
        "batched_rate",
        resnet50_eager_fp16_batching_h100()?.throughput(32),
    )?;
    MM1CapacityPlan::builder()
        .service_time(profile.eager_fp16(1.0))
        // ln 100 = 4.605, rounded as the rule of thumb states it.
        .tail_factor(4.6)
        .tail_budget(milliseconds(50.0))
        .peak_rate(per_second(5000.0))
        .headroom(1.3)
        .utilization_points(vec![0.5, 0.7, 0.8, 0.9, 0.95])
        .example_utilization(0.7)
        .batched_rate(batched)
        .accelerator_price(
            mlsysim_core::registry::Infrastructure::Pricing::Cloud::GpuTrainingPerHour.value,
        )
        .build()
}
