use super::NETWORK_FABRICS;
use mlsysim_core::registry::{Fleet, Infrastructure, ReferenceStats, Systems};
use mlsysim_core::units::{USD_PER_HOUR, days};
use mlsysim_core::{EvalError, InputError, MoneyRate, Named, Time, Usd, preset, scenario};

/// A run on a fleet slowed a few percent by a degraded link that raises no alarm: the
/// device-hours and dollars the slowdown costs, and the worst case with nothing overlapped.
///
/// The slowdowns are stated per-step figures; with no overlap, only the communicating share of
/// the step stretches, by 1 / (1 − loss), which bounds them from above.
#[scenario(
    family = NETWORK_FABRICS,
    assumption = "Every device of the fleet runs the job for the whole run.",
    assumption = "With no overlap, only the communicating share of each step stretches.",
    excludes = "The cost of finding the link, and any failure it later causes.",
    derivation = "Amdahl's law applied to a slower link: only its share of the step grows.",
    example = r#"
// A 2% slowdown costs 14,746 GPU-hours
use mlsysim_cluster::fabrics::degraded_transceiver_run_1k;

let s = degraded_transceiver_run_1k()?;
assert_eq!(s.device_hours()?, 737_280.0);
assert!((s.lost_device_hours()?.get("low").copied().unwrap() - 14_745.6).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SilentSlowdown {
    /// The fleet the run uses.
    pub fleet: &'static Fleet,
    /// Duration of the run.
    #[input(positive, unit = DAY)]
    pub run_duration: Time,
    /// Slowdowns of each step, stated, by name.
    #[input(non_negative)]
    pub slowdowns: Named<f64>,
    /// Price of one device-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub device_hour_rate: MoneyRate,
    /// Bandwidth the degraded link lost.
    #[input(range = 0.0..1.0)]
    pub bandwidth_loss: f64,
    /// Share of the step spent communicating.
    #[input(range = 0.0..=1.0)]
    pub communication_fraction: f64,

    /// Device-hours of the run.
    #[property(fleet.node.accelerators_per_node * fleet.count * run_duration / hours(1.0))]
    pub device_hours: f64,
    /// Device-hours each slowdown loses.
    #[property(each!(s in slowdowns, device_hours * slowdowns[s]))]
    pub lost_device_hours: Named<f64>,
    /// What each slowdown's lost device-hours cost.
    #[property(
        equation = "lost device-hours × device_hour_rate, for each slowdown",
        body = lost_device_hours
            .iter()
            .map(|(name, &h)| Ok((name, usd(h * USD_PER_HOUR.in_unit(device_hour_rate)))))
            .collect::<Result<Named<Usd>, EvalError>>()?,
        unit = USD,
    )]
    pub lost_cost: Named<Usd>,
    /// Slowdown of a step with nothing overlapped: only the communicating share stretches.
    #[property((1.0 - communication_fraction) + communication_fraction / (1.0 - bandwidth_loss) - 1.0)]
    pub no_overlap_slowdown: f64,
}

/// A degraded transceiver during a 30-day run on the 1,024-GPU cluster: a 10% bandwidth loss
/// that slows each step 2 to 3% after overlap, priced at the fleet GPU-hour rate; no alarm
/// fires.
#[preset(name = "DegradedTransceiverRun1K")]
pub fn degraded_transceiver_run_1k() -> Result<SilentSlowdown, InputError> {
    SilentSlowdown::builder()
        .fleet(&Systems::Clusters::Training_1K)
        .run_duration(days(30.0))
        .slowdowns(Named::from_iter([("low", 0.02), ("high", 0.03)]))
        .device_hour_rate(Infrastructure::Pricing::Fleet::GpuHourRef.value)
        .bandwidth_loss(0.10)
        .communication_fraction(
            ReferenceStats::NetworkEconomicsProfile::CommunicationFraction.value,
        )
        .build()
}
