use super::NETWORK_FABRICS;
use mlsysim_core::registry::Systems;
use mlsysim_core::units::seconds;
use mlsysim_core::{DataRate, InputError, Time, preset, scenario};

/// A training step that slowed, and a pairwise link test that finds one link at a fraction of
/// its expected rate.
///
/// A healthy link test reports the port's rate times the payload share it delivers; the
/// degraded pair reports a fraction of that.
#[scenario(
    family = NETWORK_FABRICS,
    assumption = "The link test's healthy figure is the port rate times the payload share it delivers.",
    excludes = "Which link it is: the scenario prices the finding, not the search.",
    derivation = "Ratios of the stated measurements.",
    example = r#"
// A half-rate pair reports 192 Gbit/s
use mlsysim_cluster::fabrics::half_rate_link_diagnosis;

let s = half_rate_link_diagnosis()?;
assert!((s.slowdown()? - 0.1428571428571428).abs() < 1e-12);
assert!((s.measured_bandwidth()?.value - 24e9).abs() < 1e-3);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SlowdownDiagnosis {
    /// Step time before the slowdown.
    #[input(positive, unit = SECOND)]
    pub step_before: Time,
    /// Step time after it.
    #[input(positive, unit = SECOND)]
    pub step_after: Time,
    /// Accelerator utilization before.
    #[input(range = 0.0..=1.0)]
    pub utilization_before: f64,
    /// Accelerator utilization after.
    #[input(range = 0.0..=1.0)]
    pub utilization_after: f64,
    /// Days from launch to the slowdown.
    pub days_since_launch: u32,
    /// Rate of the port tested.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub port_bandwidth: DataRate,
    /// Payload share a healthy link test reports.
    #[input(range = 0.0..=1.0)]
    pub delivered_efficiency: f64,
    /// The degraded pair's share of the expected rate.
    #[input(range = 0.0..=1.0)]
    pub measured_fraction: f64,

    /// How much longer a step takes.
    #[property(step_after / step_before - 1.0)]
    pub slowdown: f64,
    /// Rate a healthy link test reports.
    #[property(delivered_efficiency * port_bandwidth, unit = GBIT_PER_SECOND)]
    pub expected_bandwidth: DataRate,
    /// Rate the degraded pair reports.
    #[property(expected_bandwidth * measured_fraction, unit = GBIT_PER_SECOND)]
    pub measured_bandwidth: DataRate,
}

/// A step that slowed from 4.2 s to 4.8 s on day 3 while utilization fell from 92% to 85%, traced
/// by a pairwise RDMA test to one NDR pair at half the healthy rate (a healthy test delivers
/// 96%).
#[preset(name = "HalfRateLinkDiagnosis")]
pub fn half_rate_link_diagnosis() -> Result<SlowdownDiagnosis, InputError> {
    SlowdownDiagnosis::builder()
        .step_before(seconds(4.2))
        .step_after(seconds(4.8))
        .utilization_before(0.92)
        .utilization_after(0.85)
        .days_since_launch(3)
        .port_bandwidth(Systems::Fabrics::InfiniBand_NDR.bandwidth)
        .delivered_efficiency(0.96)
        .measured_fraction(0.5)
        .build()
}
