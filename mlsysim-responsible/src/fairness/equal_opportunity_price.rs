use super::FAIRNESS;
use crate::responsible_ai::{GroupConfusion, credit_service_two_groups};
use mlsysim_core::units::usd;
use mlsysim_core::{InputError, Usd, preset, scenario};

/// What closing a true-positive-rate gap by moving one group's threshold costs a lender, per
/// applicant of that group and spread over everyone.
///
/// `group`'s TPR is raised to `reference_group`'s; the move also raises its FPR by
/// `fpr_increase`. A repaid loan earns `repay_margin` and a default loses `default_loss`. The
/// utility per applicant of the group weighs approved repayers by the margin and approved
/// defaulters by the loss, each at the group's base rate.
#[scenario(
    family = FAIRNESS,
    assumption = "The base rate stays as measured; moving the threshold changes only who is approved.",
    assumption = "The FPR rise that closes the gap is stated, not derived from a score distribution.",
    excludes = "Applicants of `reference_group`, whose threshold does not move, and effects on later applicants.",
    derivation = "Equal opportunity (Hardt, Price and Srebro 2016) priced with the lender's per-applicant utility.",
    rule(confusion.groups.get(&group).is_some(), "`group` is one of the groups of `confusion`"),
    rule(confusion.groups.get(&reference_group).is_some(), "`reference_group` is one of the groups of `confusion`"),
    rule(group != reference_group, "`group` and `reference_group` are two different groups"),
    example = r#"
// Closing group B's TPR gap loses money on group B
use mlsysim_responsible::fairness::credit_service_equal_opportunity_price;

let s = credit_service_equal_opportunity_price()?;
assert!(s.net_change()?.value < 0.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct EqualOpportunityPrice {
    /// The groups' confusion counts, as a GroupConfusion preset or a table of its inputs.
    pub confusion: GroupConfusion,
    /// The group whose threshold moves.
    pub group: String,
    /// The group whose TPR is the target.
    pub reference_group: String,
    /// What a repaid loan earns over its life.
    #[input(non_negative, unit = USD)]
    pub repay_margin: Usd,
    /// What a defaulted loan loses.
    #[input(non_negative, unit = USD)]
    pub default_loss: Usd,
    /// Rise in the group's FPR that closes the TPR gap.
    #[input(range = 0.0..=1.0)]
    pub fpr_increase: f64,

    /// The group's base rate p: its share with a positive label.
    #[property(confusion.base_rate(group.clone())?)]
    pub base_rate: f64,
    /// The group's TPR before the move.
    #[property(confusion.tpr(group.clone())?)]
    pub tpr_before: f64,
    /// The group's TPR after the move: `reference_group`'s.
    #[property(confusion.tpr(reference_group.clone())?)]
    pub tpr_after: f64,
    /// The group's FPR before the move.
    #[property(confusion.fpr(group.clone())?)]
    pub fpr_before: f64,
    /// The rise in TPR the move buys.
    #[property(tpr_after - tpr_before)]
    pub tpr_gap: f64,
    /// Utility per applicant of the group before the move.
    #[property(tpr_before * base_rate * repay_margin - fpr_before * (1.0 - base_rate) * default_loss, unit = USD)]
    pub baseline_utility: Usd,
    /// Value per applicant of the repayers the move approves.
    #[property(tpr_gap * base_rate * repay_margin, unit = USD)]
    pub added_repaid_value: Usd,
    /// Cost per applicant of the defaulters the move approves.
    #[property(fpr_increase * (1.0 - base_rate) * default_loss, unit = USD)]
    pub added_default_cost: Usd,
    /// Change in utility per applicant of the group.
    #[property(added_repaid_value - added_default_cost, unit = USD)]
    pub net_change: Usd,
    /// Utility per applicant of the group after the move.
    #[property(baseline_utility + net_change, unit = USD)]
    pub utility_after: Usd,
    /// Utility given up as a share of the group's baseline.
    #[property(-net_change / baseline_utility)]
    pub loss_fraction: f64,
    /// The group's share of all applicants.
    #[property(confusion.share(group.clone())?)]
    pub group_share: f64,
    /// The group's net loss spread over every applicant.
    #[property(-net_change * group_share, unit = USD)]
    pub population_average_loss: Usd,
}

/// Raising group B's TPR to group A's in `CreditServiceTwoGroups` by moving B's threshold,
/// which raises B's FPR by 20 points; a repaid loan earns $1,500 over its life and a default
/// loses $3,000.
#[preset(name = "CreditServiceEqualOpportunityPrice")]
pub fn credit_service_equal_opportunity_price() -> Result<EqualOpportunityPrice, InputError> {
    EqualOpportunityPrice::builder()
        .confusion(credit_service_two_groups()?)
        .group("B".to_string())
        .reference_group("A".to_string())
        .repay_margin(usd(1_500.0))
        .default_loss(usd(3_000.0))
        .fpr_increase(0.20)
        .build()
}
