use super::ORCHESTRATION;
use mlsysim_core::{InputError, preset, scenario};

/// A team guaranteed some GPUs that uses only a share of them: the rest can be lent to another
/// team as preemptible, lower-priority work that goes back when the owner's demand returns.
#[scenario(
    family = ORCHESTRATION,
    assumption = "Used GPUs are rounded to the nearest whole GPU, halves to even.",
    excludes = "How fast lent GPUs are reclaimed, and the borrower's own guarantee beyond recording it.",
    derivation = "Hierarchical quotas: a guarantee is a floor the owner can reclaim, not capacity it must hold idle.",
    example = r#"
// 200 idle GPUs of a 500-GPU guarantee
use mlsysim_fleet::orchestration::team_quota_lending_500;

let s = team_quota_lending_500()?;
assert_eq!(s.lendable()?, 200);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct QuotaLending {
    /// GPUs guaranteed to the owning team.
    pub guarantee: u32,
    /// Share of the guarantee the owner uses.
    #[input(range = 0.0..=1.0)]
    pub used_share: f64,
    /// GPUs guaranteed to the borrowing team.
    pub borrower_guarantee: Option<u32>,

    /// GPUs the owner uses.
    #[property(round_half_even(guarantee * used_share)?)]
    pub used: i64,
    /// GPUs that can be lent.
    #[property(guarantee - used)]
    pub lendable: i64,
}

/// A 500-GPU guarantee used at 60%, its idle 200 lent to a sibling team guaranteed 300.
#[preset(name = "TeamQuotaLending500")]
pub fn team_quota_lending_500() -> Result<QuotaLending, InputError> {
    QuotaLending::builder()
        .guarantee(500)
        .used_share(0.60)
        .borrower_guarantee(300)
        .build()
}
