use super::NETWORK_FABRICS;
use mlsysim_core::{EvalError, InputError, Named, preset, scenario};

/// Independent components, each affected with one probability (in a day, or at one instant):
/// how many are affected, and the chance that none or some are.
///
/// The count is a product of factors (devices, links per device, modules per link), so the
/// breakdown stays visible.
#[scenario(
    family = NETWORK_FABRICS,
    assumption = "Components are affected independently, each with the same probability.",
    excludes = "Correlated failures (a shared power feed, a bad batch of modules).",
    derivation = "The chance that none of n independent events happens is the product of their complements.",
    example = r#"
// One module in five degrades somewhere each day
use mlsysim_cluster::fabrics::transceiver_degradation_roce_4k;

let s = transceiver_degradation_roce_4k()?;
assert_eq!(s.n_components()?, 24_576);
assert!((s.p_any()? - 0.2178910522809766).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ComponentExposure {
    /// The factors whose product is the component count, by name.
    #[input(range = 1..)]
    pub counts: Named<u32>,
    /// Probability that one component is affected.
    #[input(range = 0.0..=1.0)]
    pub probability: f64,

    /// Components in all.
    #[property(
        equation = "the product of the counts",
        body = counts.values().try_fold(1_i64, |n, &c| n.checked_mul(i64::from(c))).ok_or_else(|| EvalError::domain("the component count overflows"))?,
    )]
    pub n_components: i64,
    /// Components expected to be affected.
    #[property(n_components * probability)]
    pub expected_events: f64,
    /// Probability that no component is affected.
    #[property(all_up_availability(1.0 - probability, n_components)?)]
    pub p_none: f64,
    /// Probability that at least one component is affected.
    #[property(1.0 - p_none)]
    pub p_any: f64,
}

/// About 3,000 high-speed links sustaining full bisection in the 1,024-GPU fabric, each
/// degraded with an assumed probability of 0.1% at one instant.
#[preset(name = "DegradedLinksReferenceFabric")]
pub fn degraded_links_reference_fabric() -> Result<ComponentExposure, InputError> {
    ComponentExposure::builder()
        .counts(Named::from_iter([("links", 3000)]))
        .probability(0.001)
        .build()
}

/// A 4,096-GPU RoCE cluster with leaf, spine and core links per GPU and an optical module at
/// each end, each module starting to degrade with an assumed probability of 0.001% a day.
#[preset(name = "TransceiverDegradationRoce4K")]
pub fn transceiver_degradation_roce_4k() -> Result<ComponentExposure, InputError> {
    ComponentExposure::builder()
        .counts(Named::from_iter([
            ("devices", 4096),
            ("links_per_device", 3),
            ("modules_per_link", 2),
        ]))
        .probability(1e-5)
        .build()
}
