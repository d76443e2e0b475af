use super::ORCHESTRATION;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::registry::Systems::Clusters;
use mlsysim_core::units::gigabytes;
use mlsysim_core::{Information, InputError, MoneyRate, Named, Usd, preset, scenario};

/// A fleet whose utilization a scheduling fix raises: the fully busy GPUs it gains, the raw
/// GPUs that gain would take to buy under the old policy, and what those are worth a year.
///
/// The pools of the fleet and each pool's measured shares before and after may be recorded
/// beside the totals; the totals read only the fleet's size and its two utilizations.
#[scenario(
    family = ORCHESTRATION,
    equation = "gain = N (u_after − u_before); raw equivalent = gain ÷ u_before; a year's value = raw × rate × 8,760 h",
    assumption = "A year is 8,760 hours, the reference's convention.",
    assumption = "Buying the gained capacity under the old policy would run at the old utilization.",
    excludes = "The cost of the fix itself.",
    derivation = "Capacity bought under the old policy delivers only u_before of each GPU.",
    example = r#"
// 60% to 84% on 1,024 GPUs
use mlsysim_fleet::orchestration::mixed_fleet_policy_fix_1k;

let s = mixed_fleet_policy_fix_1k()?;
assert!((s.raw_gpu_equivalent()? - 409.6).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct UtilizationGain {
    /// GPUs in the fleet.
    #[input(range = 1..)]
    pub fleet_gpus: u32,
    /// Share of the GPUs busy before the fix.
    #[input(positive, range = 0.0..=1.0)]
    pub utilization_before: f64,
    /// Share of the GPUs busy after it.
    #[input(range = 0.0..=1.0)]
    pub utilization_after: f64,
    /// Price of one GPU-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub device_hour_rate: MoneyRate,
    /// GPUs in each pool of the fleet.
    #[input(default = Named::default())]
    pub pools: Named<u32>,
    /// Each pool's measured shares (allocated, active; before and after).
    #[input(default = Named::default())]
    pub pool_metrics: Named<Named<f64>>,
    /// Jobs queued before the fix.
    pub pending_jobs: Option<u32>,
    /// Peak memory of the jobs queued on the largest pool.
    #[input(positive, unit = GB)]
    pub job_memory_need: Option<Information>,

    /// The rise in utilization.
    #[property(utilization_after - utilization_before)]
    pub improvement: f64,
    /// Fully busy GPUs the fix gains.
    #[property(fleet_gpus * improvement)]
    pub productive_gain: f64,
    /// Raw GPUs that would deliver the gain at the old utilization.
    #[property(productive_gain / utilization_before)]
    pub raw_gpu_equivalent: f64,
    /// A year's rent of those raw GPUs at the rate (8,760 hours).
    #[property(raw_gpu_equivalent * device_hour_rate * hours(8760.0), unit = USD)]
    pub annual_value: Usd,
}

/// A three-pool 1,024-GPU cluster (A100-80 GB, A100-40 GB and V100-32 GB pools bought in three
/// rounds) raised from 60% to 84% by capability matching, memory profiling and backfill.
#[preset(name = "MixedFleetPolicyFix1K")]
pub fn mixed_fleet_policy_fix_1k() -> Result<UtilizationGain, InputError> {
    let metrics = |pairs: &[(&str, f64)]| Named::from_iter(pairs.iter().copied());
    UtilizationGain::builder()
        .fleet_gpus(Clusters::Training_1K.total_accelerators())
        .utilization_before(0.60)
        .utilization_after(0.84)
        .device_hour_rate(Pricing::Fleet::GpuHourRef.value)
        .pools(Named::from_iter([
            ("A100-80GB", 400),
            ("A100-40GB", 424),
            ("V100-32GB", 200),
        ]))
        .pool_metrics(Named::from_iter([
            (
                "A100-80GB",
                metrics(&[
                    ("allocated_before", 0.95),
                    ("active_before", 0.72),
                    ("allocated_after", 0.89),
                    ("active_after", 0.94),
                ]),
            ),
            (
                "A100-40GB",
                metrics(&[("allocated_before", 0.64), ("allocated_after", 0.88)]),
            ),
            (
                "V100-32GB",
                metrics(&[("allocated_before", 0.0), ("allocated_after", 0.71)]),
            ),
        ]))
        .pending_jobs(50)
        .job_memory_need(gigabytes(35.0))
        .build()
}
