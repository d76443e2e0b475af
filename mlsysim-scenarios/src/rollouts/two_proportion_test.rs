use super::ROLLOUTS;
use mlsysim_core::laws::normal_quantile;
use mlsysim_core::units::per_day;
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// A two-arm test sized to detect an absolute lift on a baseline rate: users per arm, the whole
/// sample, how long traffic takes to deliver it, the smallest lift a given sample detects, and
/// the familywise error of running many such tests uncorrected.
///
/// The normal quantiles `z_alpha` and `z_beta` are given; the confidence and power they come
/// from may be recorded beside them. The reference files this class under its section "Neural
/// computation: dense networks, activations, losses, and number formats".
#[scenario(
    family = ROLLOUTS,
    assumption = "Both arms have the baseline's variance (the simplified normal-approximation formula), and the traffic splits evenly.",
    assumption = "The uncorrected tests of a family are independent.",
    excludes = "Sequential peeking, and corrections for multiple comparisons.",
    derivation = "The power equation of a two-sample z-test for proportions, solved for n (or, with n given, for the lift).",
    example = r#"
// 0.5 points on a 5% CTR takes about 30,000 users per arm
use mlsysim_scenarios::rollouts::ctr_lift_experiment;

let s = ctr_lift_experiment()?;
assert!((s.per_variant()? - 29_792.0).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct TwoProportionTest {
    /// The control arm's rate.
    #[input(range = 0.0..=1.0)]
    pub baseline_rate: f64,
    /// The absolute lift to detect.
    #[input(positive)]
    pub lift: f64,
    /// Normal quantile of the significance level.
    pub z_alpha: f64,
    /// Normal quantile of the power.
    pub z_beta: f64,
    /// Requests a day, split between the arms.
    #[input(positive, unit = PER_DAY)]
    pub daily_requests: Option<Frequency>,
    /// Significance of each test of a family run uncorrected.
    #[input(default = 0.05, range = 0.0..=1.0)]
    pub significance: f64,
    /// Tests in that family.
    #[input(default = 20)]
    pub family_size: u32,
    /// Confidence the quantile `z_alpha` comes from.
    #[input(range = 0.0..=1.0)]
    pub confidence: Option<f64>,
    /// Power the quantile `z_beta` comes from.
    #[input(range = 0.0..=1.0)]
    pub power: Option<f64>,
    /// The lift as a share of the baseline.
    pub relative_lift: Option<f64>,
    /// Users per arm the traffic allows.
    #[input(positive)]
    pub available_per_variant: Option<f64>,

    /// (z_α + z_β)².
    #[property((z_alpha + z_beta) * (z_alpha + z_beta))]
    pub z_sum_squared: f64,
    /// 2p(1 − p): the baseline's variance, for both arms.
    #[property(2.0 * baseline_rate * (1.0 - baseline_rate))]
    pub two_variance: f64,
    /// The lift squared.
    #[property(lift * lift)]
    pub lift_squared: f64,
    /// Users needed per arm.
    #[property(two_proportion_sample_size(baseline_rate, lift, z_alpha, z_beta, false)?)]
    pub per_variant: f64,
    /// Users needed in both arms.
    #[property(2.0 * per_variant)]
    pub total: f64,
    /// The treatment rate the test is sized to detect.
    #[property(baseline_rate + lift)]
    pub target_rate: f64,
    /// Time the traffic takes to deliver both arms' users.
    #[property(total / daily_requests, unit = HOUR)]
    pub collection_time: Time,
    /// The chance that a family of uncorrected tests raises at least one false positive.
    #[property(independent_success(significance, family_size)?)]
    pub familywise_error: f64,
    /// The smallest absolute lift `n_per_variant` users per arm detect.
    #[method(
        two_proportion_detectable_lift(baseline_rate, n_per_variant, z_alpha, z_beta)?,
        samples(n_per_variant = [available_per_variant, per_variant]),
        args(n_per_variant(positive))
    )]
    pub detectable_lift: fn(n_per_variant: f64) -> f64,
}

/// A 2% relative lift (5.0% to 5.1%) on a 5% conversion rate, two-sided 95% confidence and 80%
/// power at exact normal quantiles; the traffic allows 25,000 users per arm.
#[preset(name = "ConversionRelativeLiftExperiment")]
pub fn conversion_relative_lift_experiment() -> Result<TwoProportionTest, InputError> {
    let quantile = |p: f64| {
        normal_quantile(p).map_err(|e| InputError::Invalid {
            input: "z_alpha",
            reason: e.to_string().into(),
        })
    };
    TwoProportionTest::builder()
        .baseline_rate(0.05)
        .lift(0.05 * (1.0 + 0.02) - 0.05)
        .z_alpha(quantile(1.0 - (1.0 - 0.95) / 2.0)?)
        .z_beta(quantile(0.80)?)
        .confidence(0.95)
        .power(0.80)
        .relative_lift(0.02)
        .available_per_variant(25_000.0)
        .build()
}

/// A 0.5-point CTR lift on a 5% baseline at 95% confidence (z = 1.96) and 80% power
/// (z = 0.84), on a million requests a day split evenly.
#[preset(name = "CtrLiftExperiment")]
pub fn ctr_lift_experiment() -> Result<TwoProportionTest, InputError> {
    TwoProportionTest::builder()
        .baseline_rate(0.05)
        .lift(0.005)
        .z_alpha(1.96)
        .z_beta(0.84)
        .daily_requests(per_day(1e6))
        .build()
}
