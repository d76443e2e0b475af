use super::SECURITY;
use mlsysim_core::units::TOKENS_PER_SECOND;
use mlsysim_core::{Frequency, InputError, preset, scenario};

/// The same workload on the same resources served without a set of security controls and with
/// them: the rate lost and the overhead as a share of the rate.
#[scenario(
    family = SECURITY,
    assumption = "Both rates are measured on the same workload and the same resource budget.",
    excludes = "Which control costs what: the loss is measured whole.",
    derivation = "A matched comparison of two throughputs.",
    example = r#"
// Tenant isolation costs 15% of the throughput
use mlsysim_fleet::security::secure_multi_tenant_serving;

assert!((secure_multi_tenant_serving()?.overhead()? - 0.15).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ThroughputCost {
    /// Rate without the controls.
    #[input(positive, unit = TOKENS_PER_SECOND)]
    pub baseline_rate: Frequency,
    /// Rate with them.
    #[input(non_negative, unit = TOKENS_PER_SECOND)]
    pub controlled_rate: Frequency,

    /// The rate the controls cost.
    #[property(baseline_rate - controlled_rate, unit = TOKENS_PER_SECOND)]
    pub rate_lost: Frequency,
    /// The controls' cost as a share of the baseline rate.
    #[property(1.0 - controlled_rate / baseline_rate)]
    pub overhead: f64,
}

/// A matched serving configuration at 1,000 tokens a second, 850 with tenant isolation; the
/// loss splits into stranded partitions, scrubbing time and lost cache hits (assumed rates).
#[preset(name = "SecureMultiTenantServing")]
pub fn secure_multi_tenant_serving() -> Result<ThroughputCost, InputError> {
    ThroughputCost::builder()
        .baseline_rate(TOKENS_PER_SECOND.of(1000.0))
        .controlled_rate(TOKENS_PER_SECOND.of(850.0))
        .build()
}
