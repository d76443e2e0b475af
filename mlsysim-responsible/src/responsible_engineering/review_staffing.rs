use super::{RESPONSIBLE_ENGINEERING, credit_denial_explanation_load};
use mlsysim_core::units::{HOUR, MINUTE, seconds};
use mlsysim_core::{InputError, Time, preset, scenario};

/// The reviewers substantive human review of appeals needs, against a reported pace of
/// review for comparison.
///
/// A share `appeal_rate` of `decisions_per_day` is appealed, each taking `time_per_case`;
/// reviewers work `shift`-long shifts. Where a reported case load (`compare_cases` at
/// `compare_time_per_case` each) is given, its hours and pace are computed beside.
#[scenario(
    family = RESPONSIBLE_ENGINEERING,
    assumption = "Appeals arrive evenly, so a day's hours divided by a shift is the staff needed.",
    excludes = "Breaks, training, absence and peaks, which raise the staff above this floor.",
    derivation = "Offered load in reviewer-hours over the hours one reviewer gives.",
    rule(
        optional(compare_cases).is_some() == optional(compare_time_per_case).is_some(),
        "`compare_cases` and `compare_time_per_case` are given together, or neither"
    ),
    example = r#"
// A thousand six-minute appeals a day need 12.5 reviewers on 8-hour shifts
use mlsysim_responsible::responsible_engineering::credit_appeal_review;

let s = credit_appeal_review()?;
assert!((s.reviewers()? - 12.5).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ReviewStaffing {
    /// Decisions made a day.
    #[input(non_negative)]
    pub decisions_per_day: f64,
    /// Share of decisions appealed.
    #[input(range = 0.0..=1.0)]
    pub appeal_rate: f64,
    /// Reviewer time one appeal takes.
    #[input(positive, unit = MINUTE)]
    pub time_per_case: Time,
    /// Length of a reviewer's shift.
    #[input(positive, unit = HOUR)]
    pub shift: Time,
    /// Cases of a reported review, for comparison.
    #[input(non_negative)]
    pub compare_cases: Option<f64>,
    /// Time per case of the reported review.
    #[input(positive, unit = SECOND)]
    pub compare_time_per_case: Option<Time>,

    /// Appeals a day.
    #[property(decisions_per_day * appeal_rate)]
    pub appeals_per_day: f64,
    /// Reviewer time the appeals take in a day.
    #[property(appeals_per_day * time_per_case, unit = HOUR)]
    pub reviewer_hours_per_day: Time,
    /// Reviewers on shift a day.
    #[property(reviewer_hours_per_day / shift)]
    pub reviewers: f64,
    /// Appeals one reviewer decides in an hour.
    #[property(hours(1.0) / time_per_case)]
    pub cases_per_hour: f64,
    /// Reviewer time of the reported case load.
    #[property(compare_cases * compare_time_per_case, unit = HOUR)]
    pub compare_hours: Time,
    /// Cases an hour at the reported pace.
    #[property(hours(1.0) / compare_time_per_case)]
    pub compare_cases_per_hour: f64,
}

/// Substantive review of appeals against the credit service of `CreditDenialExplanationLoad`
/// (a million decisions a day): 0.1% appealed, 6 minutes each, 8-hour shifts; compared with
/// the 300,000 denials ProPublica reported Cigna's reviewers signing off at 1.2 seconds each
/// (Rucker, Miller and Armstrong 2023).
#[preset(name = "CreditAppealReview")]
pub fn credit_appeal_review() -> Result<ReviewStaffing, InputError> {
    ReviewStaffing::builder()
        .decisions_per_day(credit_denial_explanation_load()?.decisions_per_day)
        .appeal_rate(0.001)
        .time_per_case(MINUTE.of(6.0))
        .shift(HOUR.of(8.0))
        .compare_cases(300_000.0)
        .compare_time_per_case(seconds(1.2))
        .build()
}
