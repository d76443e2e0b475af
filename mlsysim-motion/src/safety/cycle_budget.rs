use super::SAFETY;
use mlsysim_core::registry::{Embodied, SiteScenario};
use mlsysim_core::units::MICROSECOND;
use mlsysim_core::{InputError, Named, Time, preset, scenario};

/// Sub-budgets of the stages of one permission check against the site's declared worst-case
/// execution time and deadline.
///
/// The stages' budgets add up to the check's worst case; the deadline left over is the
/// headroom, and each stage's share is its budget over the total.
#[scenario(
    family = SAFETY,
    assumption = "The stages run one after another, each within its budget.",
    excludes = "Blocking and interference, which the response-time bound adds.",
    derivation = "The reference's CycleBudgetScenario.",
    rule(!stages.is_empty(), "`stages` names at least one stage"),
)]
pub struct CycleBudget {
    /// The site: the enforcer's deadline.
    pub site: &'static SiteScenario,
    /// Each stage's budget, in order.
    #[input(non_negative, unit = MICROSECOND)]
    pub stages: Named<Time>,

    /// The stages' budgets, added up.
    #[property(sum!(s in stages, stages[s]), unit = MICROSECOND)]
    pub total: Time,
    /// Deadline left after the stages' total.
    #[property(site.enforcer_deadline - total, unit = MICROSECOND)]
    pub headroom: Time,
    /// The budget of the stage `name`.
    #[method(stages[name], unit = MICROSECOND, samples(name = stages))]
    pub stage: fn(name: String) -> Time,
    /// The stage `name`'s share of the total.
    #[method(stage(name)? / total, samples(name = stages))]
    pub share: fn(name: String) -> f64,
}

/// The stage budget of the warehouse machine's 1 kHz permission check: declared sub-budgets
/// (state acquisition, proposal and lease check, tracking check, QP solve, output write and a
/// reserve) that add up to the site's declared WCET inside its deadline.
#[preset(name = "WarehouseEnforcerCycleBudget")]
pub fn warehouse_enforcer_cycle_budget() -> Result<CycleBudget, InputError> {
    CycleBudget::builder()
        .site(&Embodied::Scenario::WarehouseAisle)
        .stages(Named::from_iter([
            ("state acquisition", MICROSECOND.of(30.0)),
            ("proposal and lease check", MICROSECOND.of(15.0)),
            ("tracking check", MICROSECOND.of(10.0)),
            ("QP solve", MICROSECOND.of(150.0)),
            ("output write", MICROSECOND.of(15.0)),
            ("reserve", MICROSECOND.of(30.0)),
        ]))
        .build()
}

/// The unloaded run of the same check on the discrete safety MCU: sense (encoders, the IMU over
/// SPI, the evidence epoch), the constraint check, and drive-frame staging, 135 µs in all.
#[preset(name = "WarehouseEnforcerUnloadedTick")]
pub fn warehouse_enforcer_unloaded_tick() -> Result<CycleBudget, InputError> {
    CycleBudget::builder()
        .site(&Embodied::Scenario::WarehouseAisle)
        .stages(Named::from_iter([
            ("sense", MICROSECOND.of(40.0)),
            ("constraint check", MICROSECOND.of(80.0)),
            ("drive-frame staging", MICROSECOND.of(15.0)),
        ]))
        .build()
}
