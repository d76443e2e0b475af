//! Queues on one machine: a fleet of one-server queues sized for a tail budget, what a faster
//! service does to the queue, and a surge past the capacity a service was sized for.

use crate::at_scale::resnet50_eager_fp16_batching_h100;
use crate::families::ONE_MACHINE;
use crate::profile::{ResNet50H100, derived};
use mlsysim_core::units::{milliseconds, per_second, seconds, usd_per_hour};
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
    equation = "W(ρ) = S ÷ (1 − ρ); tail = k·W; ρ_max = 1 − k·S ÷ T; n = ⌈(peak ÷ ρ_max) ÷ (1 ÷ S)⌉; planned = ⌈n × headroom⌉",
    assumption = "Each accelerator is an M/M/1 queue: Poisson arrivals split evenly, exponential service at batch one.",
    assumption = "The tail is `tail_factor` times the mean time in system; `exact_tail_factor` gives the factor an exponential time in system has at `tail_quantile`, which the plan does not use (as in the reference).",
    assumption = "Headroom is a factor of at least 1; utilizations and the tail quantile lie in [0, 1).",
    assumption = "The batched plan keeps the batch-one utilization limit; it does not redo the queue for batched service.",
    rule = "`tail_factor` × `service_time` is below `tail_budget`, so that the budget admits some load (the reference goes on with a negative utilization and negative counts)",
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
    check = Self::budget_admits_load,
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
    #[input(positive, unit = PER_SECOND)]
    pub batched_rate: Option<Frequency>,
    /// Hourly price of one accelerator.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub accelerator_price: Option<MoneyRate>,

    /// Requests a second one accelerator serves at batch one.
    #[property(1.0 / service_time, unit = PER_SECOND)]
    pub service_rate: Frequency,
    /// Mean time in system at `utilization`.
    #[method(mm1_time_in_system(service_time, utilization)?, unit = MILLISECOND, samples(utilization = [utilization_points, example_utilization]))]
    pub time_in_system: fn(utilization: f64) -> Time,
    /// Tail time in system at `utilization`.
    #[method(tail_factor * time_in_system(utilization)?, unit = MILLISECOND, samples(utilization = [utilization_points, example_utilization]))]
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
    )]
    pub cost_per_million: fn(count: u32) -> Usd,
}

impl MM1CapacityPlan {
    /// Some utilization keeps the tail within the budget.
    fn budget_admits_load(&self) -> Result<(), InputError> {
        if self.tail_factor * self.service_time >= self.tail_budget {
            return Err(InputError::Invalid {
                input: "tail_budget",
                reason: "the tail of an idle server (tail_factor × service_time) already reaches the budget; no load meets it".into(),
            });
        }
        Ok(())
    }
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
        // The reference's `Infrastructure.Pricing.Cloud.GpuTrainingPerHour`.
        .accelerator_price(usd_per_hour(4.0))
        .build()
}

/// The same arrivals on an M/M/1 server before and after its mean service time drops.
///
/// The arrival rate is fixed by the slow server's utilization; the fast server carries it at a
/// utilization lower in proportion to its service time. The time in system and the queueing
/// wait are compared before and after: the wait shrinks by much more than the service time.
#[scenario(
    family = ONE_MACHINE,
    equation = "λ = ρ ÷ S_slow; ρ_fast = ρ·S_fast ÷ S_slow; W = S ÷ (1 − ρ); wait = W − S",
    assumption = "Both servers are M/M/1 queues fed by the same Poisson arrivals.",
    rule = "the fast server's utilization, `utilization` × `fast_service` ÷ `slow_service`, is below 1 (the reference fails on the fast server's members)",
    excludes = "Batching, and any change in the arrivals when the service gets faster.",
    derivation = "The M/M/1 time in system S ÷ (1 − ρ) falls both with S and with ρ, which itself falls with S at a fixed arrival rate.",
    example = r#"
// TorchScript cuts the queueing wait elevenfold
use mlsysim_serving::one_machine::resnet50_faster_model_at_80_pct_h100;

let s = resnet50_faster_model_at_80_pct_h100()?;
assert!(s.wait_gain()? > 11.0);
assert!(s.service_gain()? < 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::fast_server_is_stable,
)]
pub struct MM1ServiceSpeedup {
    /// Mean service time before.
    #[input(positive, unit = MILLISECOND)]
    pub slow_service: Time,
    /// Mean service time after.
    #[input(positive, unit = MILLISECOND)]
    pub fast_service: Time,
    /// Utilization of the slow server.
    #[input(positive, range = 0.0..1.0)]
    pub utilization: f64,

    /// Arrival rate both servers see.
    #[property(utilization / slow_service, unit = PER_SECOND)]
    pub arrival_rate: Frequency,
    /// Utilization of the fast server.
    #[property(utilization * (fast_service / slow_service))]
    pub fast_utilization: f64,
    /// Mean time in system before.
    #[property(mm1_time_in_system(slow_service, utilization)?, unit = MILLISECOND)]
    pub slow_time: Time,
    /// Mean time in system after.
    #[property(mm1_time_in_system(fast_service, fast_utilization)?, unit = MILLISECOND)]
    pub fast_time: Time,
    /// Mean queueing wait before.
    #[property(slow_time - slow_service, unit = MILLISECOND)]
    pub slow_wait: Time,
    /// Mean queueing wait after.
    #[property(fast_time - fast_service, unit = MILLISECOND)]
    pub fast_wait: Time,
    /// How many times faster the service got.
    #[property(slow_service / fast_service)]
    pub service_gain: f64,
    /// How many times shorter the time in system got.
    #[property(slow_time / fast_time)]
    pub time_gain: f64,
    /// How many times shorter the queueing wait got.
    #[property(slow_wait / fast_wait)]
    pub wait_gain: f64,
}

impl MM1ServiceSpeedup {
    /// The fast server carries the same arrivals below saturation.
    fn fast_server_is_stable(&self) -> Result<(), InputError> {
        let fast = self.utilization * (self.fast_service / self.slow_service).value;
        if fast >= 1.0 {
            return Err(InputError::Invalid {
                input: "fast_service",
                reason: format!("at these arrivals the second server would run at utilization {fast}; it must stay below 1").into(),
            });
        }
        Ok(())
    }
}

/// The batch-one ResNet-50 service on an H100 at 80% load, eager FP16 against TorchScript (no
/// per-operator Python dispatch), both from the serving profile.
#[preset(name = "ResNet50FasterModelAt80PctH100")]
pub fn resnet50_faster_model_at_80_pct_h100() -> Result<MM1ServiceSpeedup, InputError> {
    let profile = ResNet50H100::new()?;
    MM1ServiceSpeedup::builder()
        .slow_service(profile.eager_fp16(1.0))
        .fast_service(profile.torchscript_fp16(1.0))
        .utilization(0.8)
        .build()
}

/// A service sized for a normal request rate that receives a surge: how many times the
/// normal load arrives.
///
/// Only the surge factor is computed; the latencies before and during the surge are stated as
/// context (once arrivals exceed capacity the queue grows for as long as the surge lasts, so no
/// steady latency exists).
#[scenario(
    family = ONE_MACHINE,
    equation = "surge factor = surge rate ÷ normal rate",
    assumption = "The normal rate is above zero; the latencies are context (the reference keeps them without using them).",
    excludes = "How long the surge lasts, and so how long the queue grows.",
    derivation = "A ratio of rates.",
    example = r#"
// Ten times the traffic
use mlsysim_serving::one_machine::recommender_traffic_surge;

assert_eq!(recommender_traffic_surge()?.surge_factor()?, 10.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct TrafficSurge {
    /// Requests a second the service was sized for.
    #[input(positive, unit = PER_SECOND)]
    pub normal_rate: Frequency,
    /// Requests a second during the surge.
    #[input(non_negative, unit = PER_SECOND)]
    pub surge_rate: Frequency,
    /// Latency at the normal rate; context only.
    #[input(non_negative, unit = MILLISECOND)]
    pub normal_latency: Time,
    /// Latency once the queue has grown during the surge; context only.
    #[input(non_negative, unit = SECOND)]
    pub surge_latency: Time,

    /// How many times the normal rate arrives.
    #[property(surge_rate / normal_rate)]
    pub surge_factor: f64,
}

/// A recommender sized for 1,000 requests a second receives ten times more; utilization pins
/// at 100% and latency grows from 50 ms to a stated 10 s.
#[preset(name = "RecommenderTrafficSurge")]
pub fn recommender_traffic_surge() -> Result<TrafficSurge, InputError> {
    TrafficSurge::builder()
        .normal_rate(per_second(1000.0))
        .surge_rate(per_second(10_000.0))
        .normal_latency(milliseconds(50.0))
        .surge_latency(seconds(10.0))
        .build()
}
