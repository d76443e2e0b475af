use super::RESPONSIBLE_AI;
use mlsysim_core::{Choice, InputError, Named, preset, scenario};

/// A per-group member of a [`GroupConfusion`], as its gaps name it.
#[derive(Choice)]
pub enum GroupMetric {
    /// Share given a positive decision (demographic parity).
    PositiveRate,
    /// True positive rate (equal opportunity).
    Tpr,
    /// False positive rate.
    Fpr,
    /// Positive predictive value.
    Ppv,
    /// Share with a positive label.
    BaseRate,
    /// False negative rate.
    Fnr,
    /// Share decided correctly.
    Accuracy,
    /// Share of all members.
    Share,
    /// Members of the group.
    Size,
    /// Positive decisions, right or wrong.
    Positives,
}

/// Binary decisions for two groups or more, given as confusion counts per group, and the
/// group fairness criteria those counts fix.
///
/// A positive decision selects someone (an approval, a flag); a positive label is the outcome
/// the decision ought to select. Each group's counts are its true positives `tp`, false
/// positives `fp`, false negatives `fn` and true negatives `tn`. Gaps compare the first two
/// groups as listed, the first minus the second.
#[scenario(
    family = RESPONSIBLE_AI,
    assumption = "The labels of those given a negative decision are known, or stated as what would have happened (the reference calls them hypothetical evaluation labels).",
    assumption = "Only the first two groups enter the gaps, the disparate impact and the average odds difference; every group enters the pooled rates and shares.",
    excludes = "Sampling error of the counts: a rate here is the observed share, with no interval.",
    derivation = "Demographic parity, equal opportunity and equalized odds compare these per-group rates (Hardt, Price and Srebro 2016); disparate impact is the four-fifths ratio of positive rates.",
    rule(groups.len() >= 2, "`groups` names at least two groups"),
    rule(
        all!(g in groups, groups[g].len() == 4 && all!(k in groups[g], k == "tp" || k == "fp" || k == "fn" || k == "tn")),
        "each group of `groups` gives exactly four counts, named tp, fp, fn and tn"
    ),
    rule(
        all!(g in groups, all!(k in groups[g], groups[g][k] >= 0.0)),
        "every count of `groups` is at least 0"
    ),
    example = r#"
// Group A is approved far more often than group B
use mlsysim_responsible::responsible_ai::{GroupMetric, loan_screening_two_groups};

let s = loan_screening_two_groups()?;
assert!((s.positive_rate("A".into())? - 0.7).abs() < 1e-12);
assert!((s.gap(GroupMetric::PositiveRate)? - 0.3).abs() < 1e-12);
assert!(s.disparate_impact()? < 0.8);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct GroupConfusion {
    /// Confusion counts by group: `tp`, `fp`, `fn` and `tn` for each.
    pub groups: Named<Named<f64>>,

    /// The first group listed, the minuend of every gap.
    #[property(first!(g in groups, true))]
    pub first: String,
    /// The second group listed, the subtrahend of every gap.
    #[property(first!(g in groups, g != first))]
    pub second: String,
    /// Members of `group`: every count summed.
    #[method(groups[group]["tp"] + groups[group]["fp"] + groups[group]["fn"] + groups[group]["tn"], samples(group = groups))]
    pub size: fn(group: String) -> f64,
    /// Positive decisions of `group` (approved or flagged), right or wrong.
    #[method(groups[group]["tp"] + groups[group]["fp"], samples(group = groups))]
    pub positives: fn(group: String) -> f64,
    /// Share of `group` given a positive decision: the quantity demographic parity equalizes.
    #[method(positives(group.clone())? / size(group)?, samples(group = groups))]
    pub positive_rate: fn(group: String) -> f64,
    /// True positive rate of `group`: positive-label members given a positive decision.
    #[method(groups[group]["tp"] / (groups[group]["tp"] + groups[group]["fn"]), samples(group = groups))]
    pub tpr: fn(group: String) -> f64,
    /// False positive rate of `group`: negative-label members given a positive decision.
    #[method(groups[group]["fp"] / (groups[group]["fp"] + groups[group]["tn"]), samples(group = groups))]
    pub fpr: fn(group: String) -> f64,
    /// Positive predictive value of `group`: positive decisions that were right.
    #[method(groups[group]["tp"] / (groups[group]["tp"] + groups[group]["fp"]), samples(group = groups))]
    pub ppv: fn(group: String) -> f64,
    /// Base rate of `group`: its share with a positive label.
    #[method((groups[group]["tp"] + groups[group]["fn"]) / size(group)?, samples(group = groups))]
    pub base_rate: fn(group: String) -> f64,
    /// False negative rate of `group`: positive-label members given a negative decision.
    #[method(groups[group]["fn"] / (groups[group]["tp"] + groups[group]["fn"]), samples(group = groups))]
    pub fnr: fn(group: String) -> f64,
    /// Members of every group.
    #[property(sum!(g in groups, size(g.to_string())?))]
    pub everyone: f64,
    /// Share of all members, every group pooled, given a positive decision.
    #[property(sum!(g in groups, positives(g.to_string())?) / everyone)]
    pub pooled_positive_rate: f64,
    /// Share of `group` decided correctly.
    #[method((groups[group]["tp"] + groups[group]["tn"]) / size(group)?, samples(group = groups))]
    pub accuracy: fn(group: String) -> f64,
    /// Share of every member of every group decided correctly.
    #[property(sum!(g in groups, groups[g]["tp"] + groups[g]["tn"]) / everyone)]
    pub overall_accuracy: f64,
    /// `group`'s share of all members.
    #[method(size(group)? / everyone, samples(group = groups))]
    pub share: fn(group: String) -> f64,
    /// The per-group member `metric` names, for `group`.
    #[method(
        if metric == GroupMetric::PositiveRate {
            positive_rate(group)?
        } else if metric == GroupMetric::Tpr {
            tpr(group)?
        } else if metric == GroupMetric::Fpr {
            fpr(group)?
        } else if metric == GroupMetric::Ppv {
            ppv(group)?
        } else if metric == GroupMetric::BaseRate {
            base_rate(group)?
        } else if metric == GroupMetric::Fnr {
            fnr(group)?
        } else if metric == GroupMetric::Accuracy {
            accuracy(group)?
        } else if metric == GroupMetric::Share {
            share(group)?
        } else if metric == GroupMetric::Size {
            size(group)?
        } else {
            positives(group)?
        },
        samples(metric = ["positive_rate", "tpr"], group = groups)
    )]
    pub metric_of: fn(metric: GroupMetric, group: String) -> f64,
    /// `metric` of the first group minus the second's.
    #[method(
        metric_of(metric, first.clone())? - metric_of(metric, second.clone())?,
        samples(metric = ["positive_rate", "tpr", "fpr", "ppv", "base_rate"])
    )]
    pub gap: fn(metric: GroupMetric) -> f64,
    /// The lower positive rate of the first two groups over the higher.
    #[property(min(positive_rate(first.clone())?, positive_rate(second.clone())?) / max(positive_rate(first.clone())?, positive_rate(second.clone())?))]
    pub disparate_impact: f64,
    /// Mean of the absolute TPR and FPR gaps between the first two groups.
    #[property(0.5 * (gap(GroupMetric::Tpr)?.abs() + gap(GroupMetric::Fpr)?.abs()))]
    pub average_odds_difference: f64,
}

/// One group's confusion counts, in the order tp, fp, fn, tn.
fn counts(tp: f64, fp: f64, fn_: f64, tn: f64) -> Named<f64> {
    Named::from_iter([("tp", tp), ("fp", fp), ("fn", fn_), ("tn", tn)])
}

/// A loan-screening model scored on 100 applicants in each of two groups: group A has 70
/// approved (40 repaid, 30 defaulted) and 30 rejected (5 of whom would have repaid); group B
/// has 40 approved (30 repaid, 10 defaulted) and 60 rejected (20 would have repaid).
#[preset(name = "LoanScreeningTwoGroups")]
pub fn loan_screening_two_groups() -> Result<GroupConfusion, InputError> {
    GroupConfusion::builder()
        .groups(Named::from_iter([
            ("A", counts(40.0, 30.0, 5.0, 25.0)),
            ("B", counts(30.0, 10.0, 20.0, 40.0)),
        ]))
        .build()
}

/// A fraud model's flags on 1,000 records in each of two groups, for an audit of
/// demographic parity and equal opportunity.
#[preset(name = "FraudFlagTwoGroups")]
pub fn fraud_flag_two_groups() -> Result<GroupConfusion, InputError> {
    GroupConfusion::builder()
        .groups(Named::from_iter([
            ("A", counts(450.0, 50.0, 30.0, 470.0)),
            ("B", counts(180.0, 70.0, 120.0, 630.0)),
        ]))
        .build()
}

/// A constructed credit service scored on 10,000 group A and 2,000 group B applicants, half
/// of each group able to repay: A has TP 4,500, FP 1,000, FN 500, TN 4,000; B has TP 600,
/// FP 200, FN 400, TN 800.
#[preset(name = "CreditServiceTwoGroups")]
pub fn credit_service_two_groups() -> Result<GroupConfusion, InputError> {
    GroupConfusion::builder()
        .groups(Named::from_iter([
            ("A", counts(4500.0, 1000.0, 500.0, 4000.0)),
            ("B", counts(600.0, 200.0, 400.0, 800.0)),
        ]))
        .build()
}
