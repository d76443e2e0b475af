//! ML-operations scenarios: updating models in the field, paying for automation, and what
//! skew, drift and slow detection cost a service.

use crate::families::{RELEASE_AND_DRIFT, WATCHING};
use crate::reliability::{ReleaseFootprint, dlrm_release_footprint_h100};
use crate::sizes::weights;
use mlsysim_core::units::{bytes, days, hours, per_day, usd, usd_per_hour};
use mlsysim_core::{
    DataSize, Frequency, HardwareNode, Information, InputError, MoneyRate, MoneySlope, Named,
    Ratio, Time, Usd, Workload, preset, scenario,
};

/// Flash that an over-the-air update with two banks needs: two whole copies of the model.
///
/// A device that updates in place keeps the running model in one flash bank and writes the new
/// one into the other, so that a failed update can fall back. The flash must hold both.
#[scenario(
    family = RELEASE_AND_DRIFT,
    equation = "banks = 2 × the model's bytes at bytes_per_param; share = banks ÷ the device's flash capacity",
    assumption = "Each bank holds a complete copy of the weights; nothing else is stored in flash.",
    excludes = "The firmware, the bootloader and any file system beside the two banks.",
    derivation = "Two copies of S bytes take 2S; their share of a flash of F bytes is 2S ÷ F.",
    example = r#"
// Two INT8 banks of a keyword spotter in 4 MiB of flash
use mlsysim_scenarios::operations::keyword_spotter_dual_bank_esp32s3;

let s = keyword_spotter_dual_bank_esp32s3()?;
assert_eq!(s.banks_bytes()?.to_string(), "400000 B");
assert_eq!(s.flash_share()?, 0.095367431640625);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DualBankUpdate {
    /// The model held in each bank.
    pub model: &'static Workload,
    /// The device whose flash holds the banks.
    pub device: &'static HardwareNode,
    /// Storage width of one parameter.
    #[input(positive, unit = BYTE)]
    pub bytes_per_param: Information,

    /// Bytes of one bank: one copy of the model.
    #[property(
        equation = "parameters × bytes_per_param (the registry size for a model known only by its size)",
        body = self::weights(model, Some(bytes_per_param)),
    )]
    pub bank_bytes: DataSize,
    /// Bytes of both banks.
    #[property(2.0 * bank_bytes)]
    pub banks_bytes: DataSize,
    /// The device's flash capacity, as the registry declares it.
    #[property(from_registry(device.flash_capacity, "flash capacity", device.path)?)]
    pub flash: DataSize,
    /// Share of the flash that the two banks fill; above 1 they do not fit.
    #[property(banks_bytes / flash)]
    pub flash_share: f64,
}

/// A keyword-spotting CNN at INT8, updated over the air on an ESP32-S3 with 4 MiB of flash.
#[preset(name = "KeywordSpotterDualBankEsp32S3")]
pub fn keyword_spotter_dual_bank_esp32s3() -> Result<DualBankUpdate, InputError> {
    DualBankUpdate::builder()
        .model(Workload::find("Tiny.DS_CNN")?)
        .device(HardwareNode::find("Tiny.ESP32_S3")?)
        .bytes_per_param(bytes(1.0))
        .build()
}

/// When automating a recurring manual task pays for the time spent building the automation.
///
/// Building takes a fixed effort once; afterwards the manual effort per week is saved, less
/// whatever upkeep the automation itself needs each week.
#[scenario(
    family = RELEASE_AND_DRIFT,
    equation = "breakeven = build_time ÷ (manual_rate − upkeep_rate); no breakeven when upkeep is at least the manual effort",
    assumption = "The manual effort and the upkeep are steady rates.",
    assumption = "Where upkeep is at least the manual effort the automation never pays back; this is an error naming both rates, where the reference fails without a message.",
    excludes = "The value of faster or more reliable runs beyond the hours saved.",
    derivation = "Savings accrue at manual_rate − upkeep_rate per week and repay build_time after build_time ÷ (manual_rate − upkeep_rate) weeks.",
    example = r#"
// When an 80-hour pipeline pays back
use mlsysim_scenarios::operations::retraining_pipeline_automation;

let s = retraining_pipeline_automation()?;
let weeks = s.breakeven()?.value / (7.0 * 86_400.0);
assert!((weeks - 20.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct AutomationBreakeven {
    /// Effort to build the automation once.
    #[input(positive, unit = HOUR)]
    pub build_time: Time,
    /// Manual effort the automation replaces, in hours per week.
    #[input(positive, unit = HOURS_PER_WEEK)]
    pub manual_rate: Ratio,
    /// Effort the automation needs to keep running; none when absent.
    #[input(non_negative, unit = HOURS_PER_WEEK)]
    pub upkeep_rate: Option<Ratio>,

    /// Hours per week saved once the automation runs.
    #[property(optional(upkeep_rate).map_or(manual_rate, |upkeep| manual_rate - upkeep), unit = HOURS_PER_WEEK)]
    pub net_saving: Ratio,
    /// Time until the saved effort repays the build.
    #[property(
        {
            require(net_saving.value > 0.0, "the automation never pays back: its upkeep_rate is at least the manual_rate it saves")?;
            build_time / net_saving
        },
        unit = WEEK,
    )]
    pub breakeven: Time,
}

/// An 80-hour retraining pipeline replacing 4 hours of manual work a week, with no upkeep.
#[preset(name = "RetrainingPipelineAutomation")]
pub fn retraining_pipeline_automation() -> Result<AutomationBreakeven, InputError> {
    AutomationBreakeven::builder()
        .build_time(hours(80.0))
        .manual_rate(mlsysim_core::units::HOURS_PER_WEEK.of(4.0))
        .build()
}

/// Wrong predictions a day, and their cost, when training-serving skew spoils a fixed share of
/// queries.
#[scenario(
    family = RELEASE_AND_DRIFT,
    equation = "errors per day = skew_rate × query_rate × 1 day; cost rate = skew_rate × query_rate × cost_per_error",
    assumption = "Every skewed query is a wrong prediction and costs the same.",
    assumption = "skew_rate is a share in [0, 1], checked when the scenario is built (the reference checks it only for the cost).",
    excludes = "Losses that grow with time (user churn) rather than per query.",
    derivation = "Wrong predictions arrive at skew_rate × query_rate; each costs cost_per_error.",
    example = r#"
// A year of 1% skew, with a 365.25-day year
use mlsysim_scenarios::operations::ranking_skew_one_percent;

let s = ranking_skew_one_percent()?;
let year = s.cost_over(mlsysim_core::units::days(365.25))?;
assert!((year.value - 365_250.0).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SkewCost {
    /// Share of queries the skew spoils.
    #[input(range = 0.0..=1.0)]
    pub skew_rate: f64,
    /// Queries served.
    #[input(non_negative, unit = PER_DAY)]
    pub query_rate: Frequency,
    /// What one wrong prediction costs.
    #[input(non_negative, unit = USD)]
    pub cost_per_error: Usd,

    /// Wrong predictions a day.
    #[property(skew_rate * query_rate * days(1.0))]
    pub errors_per_day: f64,
    /// Money lost per day.
    #[property(skew_rate * query_rate * cost_per_error, unit = USD_PER_DAY)]
    pub cost_rate: MoneyRate,
    /// Money lost over `period` (a year is 365.25 days).
    #[method(cost_rate * period, unit = USD, samples(period = ["1 day", "365 day", "1 year"]))]
    pub cost_over: fn(period: Time) -> Usd,
}

/// A ranking service where 1% of a million daily queries are skewed, at $0.10 per error.
#[preset(name = "RankingSkewOnePercent")]
pub fn ranking_skew_one_percent() -> Result<SkewCost, InputError> {
    SkewCost::builder()
        .skew_rate(0.01)
        .query_rate(per_day(1e6))
        .cost_per_error(usd(0.1))
        .build()
}

/// Exponential accuracy decay fitted through two readings, and what the curve predicts.
///
/// The curve A(t) = A0·exp(−γt) passes through the initial accuracy at t = 0 and the later
/// accuracy after `elapsed`; from it follow the accuracy at any age, the age at which a given
/// accuracy is reached, and the accuracy at which to act so that a floor is not crossed.
#[scenario(
    family = RELEASE_AND_DRIFT,
    equation = "γ = ln(A0 ÷ A1) ÷ elapsed; A(t) = A0·exp(−γt)",
    assumption = "Accuracy decays exponentially at a constant rate.",
    assumption = "Accuracies are shares in (0, 1]; a later accuracy above the initial one gives a negative rate (the model improved).",
    excludes = "Sudden drops (outages, upstream changes) that no smooth curve describes.",
    derivation = "Two points fix the one free rate of an exponential: γ = ln(A0 ÷ A1) ÷ elapsed.",
    example = r#"
// Reading the fitted curve
use mlsysim_scenarios::operations::ranking_service_accuracy_drift;

let s = ranking_service_accuracy_drift()?;
assert!((s.accuracy_at(mlsysim_core::units::days(28.0))? - 0.88).abs() < 1e-12);
let days = s.time_to(0.9)?.value / 86_400.0;
assert!((days - 18.45998557984837).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct AccuracyDecay {
    /// Accuracy when the model was deployed.
    #[input(positive, range = 0.0..=1.0)]
    pub initial_accuracy: f64,
    /// Accuracy measured `elapsed` later.
    #[input(positive, range = 0.0..=1.0)]
    pub later_accuracy: f64,
    /// Time between the two readings.
    #[input(positive, unit = DAY)]
    pub elapsed: Time,
    /// When the decay was noticed; recorded, read by no member.
    #[input(non_negative, unit = WEEK)]
    pub noticed: Option<Time>,

    /// Decay rate γ.
    #[property(ln(initial_accuracy / later_accuracy)? / elapsed, unit = PER_DAY)]
    pub decay_rate: Frequency,
    /// Accuracy lost between the readings.
    #[property(initial_accuracy - later_accuracy)]
    pub drop: f64,
    /// Accuracy at `age`.
    #[method(initial_accuracy * exp(-(decay_rate * age))?, samples(age = ["0 day", "28 day", "8 week"]))]
    pub accuracy_at: fn(age: Time) -> f64,
    /// Age at which the curve reaches `accuracy`.
    #[method(ln(initial_accuracy / accuracy)? / decay_rate, unit = DAY, samples(accuracy = [0.88, 0.9]))]
    pub time_to: fn(accuracy: f64) -> Time,
    /// Accuracy at which to retrain so that it is still above `floor` after `delay`.
    #[method(floor * exp(decay_rate * delay)?, samples(floor = [0.9], delay = ["7 day"]))]
    pub trigger_for_floor: fn(floor: f64, delay: Time) -> f64,
}

/// A ranking model that fell from 94% to 88% accuracy over four weeks.
#[preset(name = "RankingServiceAccuracyDrift")]
pub fn ranking_service_accuracy_drift() -> Result<AccuracyDecay, InputError> {
    AccuracyDecay::builder()
        .initial_accuracy(0.94)
        .later_accuracy(0.88)
        .elapsed(days(28.0))
        .noticed(days(56.0))
        .build()
}

/// Labelled outcomes needed to confirm an accuracy drop with a one-sample test, and how long
/// collecting them takes at each label source's rate.
#[scenario(
    family = WATCHING,
    equation = "n = ((z_α·√(p0(1−p0)) + z_β·√(p1(1−p1))) ÷ (p0 − p1))², p1 = p0 − drop; time = outcomes ÷ label rate",
    assumption = "Outcomes are independent Bernoulli trials at the current accuracy.",
    assumption = "The test is two-sided at the given confidence, with the given power against the given drop.",
    rule = "every rate of `label_rates` is above zero",
    excludes = "Delays between a prediction and its label arriving beyond the label rate.",
    derivation = "Normal approximation to the binomial for a one-proportion test; the quantiles z come from the standard normal distribution (statrs).",
    example = r#"
// Outcomes needed to confirm a 5-point drop
use mlsysim_scenarios::operations::labeled_outcome_drift_confirmation;

let s = labeled_outcome_drift_confirmation()?;
assert!((s.outcomes_needed()? - 184.76998455768134).abs() < 1e-9);
assert_eq!(s.collection_time("low".into())?.value, 864_000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::rates_are_positive,
)]
pub struct DriftConfirmation {
    /// Accuracy before the drop.
    #[input(positive, range = 0.0..1.0)]
    pub baseline_accuracy: f64,
    /// Accuracy drop to confirm.
    #[input(positive, range = 0.0..1.0)]
    pub drop: f64,
    /// Confidence of the test (1 − false-alarm rate).
    #[input(positive, range = 0.0..1.0)]
    pub confidence: f64,
    /// Power of the test (chance of confirming a real drop).
    #[input(positive, range = 0.0..1.0)]
    pub power: f64,
    /// Outcomes the team can afford to collect.
    pub evidence_budget: u32,
    /// Label arrival rate per source.
    #[input(non_negative, unit = PER_DAY)]
    pub label_rates: Named<Frequency>,
    /// Further drops to compare.
    #[input(positive, range = 0.0..1.0)]
    pub compared_drops: Option<Vec<f64>>,

    /// Normal quantile of the two-sided confidence.
    #[property(normal_quantile(1.0 - (1.0 - confidence) / 2.0)?)]
    pub z_alpha: f64,
    /// Normal quantile of the power.
    #[property(normal_quantile(power)?)]
    pub z_beta: f64,
    /// Outcomes needed to confirm `drop`.
    #[property(outcomes_for(drop)?)]
    pub outcomes_needed: f64,
    /// Outcomes needed to confirm a drop of `drop_size`.
    #[method(
        {
            let p1 = baseline_accuracy - drop_size;
            require(p1 > 0.0 && p1 < 1.0 && p1 != baseline_accuracy, "the accuracy after the drop must lie strictly between 0 and 1 and differ from the baseline")?;
            let spread = z_alpha * sqrt(baseline_accuracy * (1.0 - baseline_accuracy))? + z_beta * sqrt(p1 * (1.0 - p1))?;
            let n = spread / (baseline_accuracy - p1);
            n * n
        },
        samples(drop_size = [drop, compared_drops]),
    )]
    pub outcomes_for: fn(drop_size: f64) -> f64,
    /// Time to collect the whole evidence budget from `source`.
    #[method(evidence_budget / label_rates[source], unit = SECOND, samples(source = label_rates))]
    pub collection_time: fn(source: String) -> Time,
    /// Time to collect `outcomes` labels from `source`.
    #[method(outcomes / label_rates[source], unit = SECOND, samples(outcomes = outcomes_needed, source = label_rates))]
    pub collection_time_for: fn(outcomes: f64, source: String) -> Time,
}

impl DriftConfirmation {
    fn rates_are_positive(&self) -> Result<(), InputError> {
        match self.label_rates.iter().find(|(_, rate)| rate.value <= 0.0) {
            Some((name, _)) => Err(InputError::Invalid {
                input: "label_rates",
                reason: format!("the rate of `{name}` must be above zero").into(),
            }),
            None => Ok(()),
        }
    }
}

/// Confirming a 5-point drop from 95% accuracy at 95% confidence and 80% power, with a fast
/// (one a second) and a slow (100 a day) label source.
#[preset(name = "LabeledOutcomeDriftConfirmation")]
pub fn labeled_outcome_drift_confirmation() -> Result<DriftConfirmation, InputError> {
    DriftConfirmation::builder()
        .baseline_accuracy(0.95)
        .drop(0.05)
        .confidence(0.95)
        .power(0.8)
        .evidence_budget(1000)
        .label_rates(Named::from_iter([
            ("high", per_day(86_400.0)),
            ("low", per_day(100.0)),
        ]))
        .compared_drops(vec![0.02, 0.01, 0.005])
        .build()
}

/// Value lost while a quality drop goes undetected, for a slow and a fast detector.
#[scenario(
    family = WATCHING,
    equation = "loss(delay) = annual_value × quality_drop × delay ÷ 365 days",
    assumption = "The drop removes a steady share of the service's yearly value while it lasts.",
    assumption = "A year here is 365 days, as in the reference's formula (its `year` unit, used elsewhere, is 365.25 days): a delay of 365 days loses exactly one year's share.",
    excludes = "The cost of running either detector, and losses after detection.",
    derivation = "Value accrues uniformly over the year, so an undetected delay d loses the fraction d ÷ 365 days of the yearly loss.",
    example = r#"
// What a faster detector saves in a year
use mlsysim_scenarios::operations::recommender_detection_delay_loss;

let s = recommender_detection_delay_loss()?;
assert!((s.annual_savings()?.value - 739_726.0273972603).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DetectionDelayLoss {
    /// Value the service creates in a year.
    #[input(non_negative, unit = USD)]
    pub annual_value: Usd,
    /// Share of that value lost while the drop lasts.
    #[input(range = 0.0..=1.0)]
    pub quality_drop: f64,
    /// Detection delay of the slow detector.
    #[input(non_negative, unit = DAY)]
    pub slow_detection: Time,
    /// Detection delay of the fast detector.
    #[input(non_negative, unit = DAY)]
    pub fast_detection: Time,
    /// Quality incidents a year.
    #[input(non_negative)]
    pub incidents_per_year: f64,

    /// Value lost when a drop goes undetected for `delay`.
    #[method(annual_value * quality_drop * (delay / days(365.0)), unit = USD, samples(delay = [slow_detection, fast_detection]))]
    pub loss: fn(delay: Time) -> Usd,
    /// Loss per incident with the slow detector.
    #[property(loss(slow_detection)?, unit = USD)]
    pub slow_loss: Usd,
    /// Loss per incident with the fast detector.
    #[property(loss(fast_detection)?, unit = USD)]
    pub fast_loss: Usd,
    /// What the fast detector saves per incident.
    #[property(slow_loss - fast_loss, unit = USD)]
    pub savings_per_incident: Usd,
    /// What the fast detector saves in a year.
    #[property(savings_per_incident * incidents_per_year, unit = USD)]
    pub annual_savings: Usd,
    /// Loss if the drop lasted a whole year.
    #[property(annual_value * quality_drop, unit = USD)]
    pub full_year_loss: Usd,
    /// How many times more the slow detector loses.
    #[property(slow_loss / fast_loss)]
    pub slow_over_fast: f64,
}

/// A recommender worth $50M a year losing 5% of it per incident, four incidents a year,
/// detected after four weeks or after one day.
#[preset(name = "RecommenderDetectionDelayLoss")]
pub fn recommender_detection_delay_loss() -> Result<DetectionDelayLoss, InputError> {
    DetectionDelayLoss::builder()
        .annual_value(usd(50_000_000.0))
        .quality_drop(0.05)
        .slow_detection(days(28.0))
        .fast_detection(days(1.0))
        .incidents_per_year(4.0)
        .build()
}

/// The retraining cadence that balances one run's cost against the value a stale model loses.
///
/// The loss rate of a stale model grows linearly with its age, at a slope taken from a fitted
/// accuracy decay; the cost per day of retraining every T days is run_cost ÷ T + slope × T ÷ 2,
/// least at T* = √(2 × run_cost ÷ slope).
#[scenario(
    family = WATCHING,
    equation = "s = query_rate × value_per_query × A0 × γ; cost_rate(T) = run_cost ÷ T + s·T ÷ 2; T* = √(2 × run_cost ÷ s)",
    assumption = "Near deployment the value lost grows linearly with the model's age (the first-order term of the exponential decay).",
    assumption = "Each retraining restores the initial accuracy.",
    excludes = "Serving capacity taken by retraining (see the footprint's own members).",
    derivation = "Minimising run_cost ÷ T + s·T ÷ 2 over T gives T* = √(2·run_cost ÷ s), the square-root law of periodic replacement.",
    example = r#"
// The best retraining interval
use mlsysim_scenarios::operations::ranking_retraining_interval;

let s = ranking_retraining_interval()?;
let days = s.optimal_interval()?.value / 86_400.0;
assert!((days - 3.0053596658753783).abs() < 1e-9);
assert!((s.compute_cost()?.value - 96.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RetrainingInterval {
    /// The fitted accuracy decay, as an AccuracyDecay preset or its inputs.
    pub drift: AccuracyDecay,
    /// Queries served.
    #[input(non_negative, unit = PER_DAY)]
    pub query_rate: Frequency,
    /// Value of one query answered at full accuracy.
    #[input(non_negative, unit = USD)]
    pub value_per_query: Usd,
    /// Cost of one retraining run.
    #[input(positive, unit = USD)]
    pub run_cost: Usd,
    /// The release footprint whose retraining run is priced, as a ReleaseFootprint preset.
    pub footprint: Option<ReleaseFootprint>,
    /// Price of one accelerator-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub accelerator_price: Option<MoneyRate>,
    /// Intervals to compare.
    #[input(positive, unit = DAY)]
    pub compared_intervals: Option<Vec<Time>>,
    /// The interval in use today.
    #[input(positive, unit = DAY)]
    pub scheduled_interval: Option<Time>,

    /// Growth of the loss rate per day of model age.
    #[property(query_rate * value_per_query * drift.initial_accuracy * drift.decay_rate()?, unit = USD_PER_DAY2)]
    pub staleness_slope: MoneySlope,
    /// The interval of least total cost.
    #[property(sqrt_time(2.0 * run_cost / staleness_slope)?, unit = DAY, mark = optimum)]
    pub optimal_interval: Time,
    /// Cost per day of retraining every `interval`.
    #[method(
        run_cost / interval + 0.5 * staleness_slope * interval,
        unit = USD_PER_DAY,
        samples(interval = [compared_intervals, scheduled_interval, optimal_interval]),
    )]
    pub cost_rate: fn(interval: Time) -> MoneyRate,
    /// Accelerator cost of one retraining run on the footprint's node.
    #[property(footprint.retrain_accelerator_hours()? * accelerator_price, unit = USD)]
    pub compute_cost: Usd,
    /// Share of the run's cost that is accelerator time.
    #[property(compute_cost / run_cost)]
    pub compute_share: f64,
}

/// Retraining the drifting ranking model (a million queries a day at $0.50 each, $5000 a run)
/// on the DLRM release's node at $4 an accelerator-hour.
#[preset(name = "RankingRetrainingInterval")]
pub fn ranking_retraining_interval() -> Result<RetrainingInterval, InputError> {
    RetrainingInterval::builder()
        .drift(ranking_service_accuracy_drift()?)
        .query_rate(per_day(1e6))
        .value_per_query(usd(0.5))
        .run_cost(usd(5000.0))
        .footprint(dlrm_release_footprint_h100()?)
        .accelerator_price(usd_per_hour(4.0))
        .compared_intervals(vec![days(1.0), days(3.0), days(7.0), days(30.0)])
        .scheduled_interval(days(90.0))
        .build()
}

/// The same service at four times the traffic: staleness costs four times as much, so the
/// best interval halves.
#[preset(name = "RankingRetrainingIntervalFourfoldTraffic")]
pub fn ranking_retraining_interval_fourfold_traffic() -> Result<RetrainingInterval, InputError> {
    ranking_retraining_interval()?
        .variant()
        .query_rate(per_day(1e6 * 4.0))
        .build()
}

/// Overall accuracy as the traffic-weighted sum over segments, and the weakest segment.
#[scenario(
    family = WATCHING,
    equation = "overall = Σ share_k × accuracy_k over the segments, in the order given; worst = the segment of least accuracy",
    assumption = "Each segment's accuracy holds for all of its traffic.",
    assumption = "Shares are not rescaled: shares that sum below 1 weigh the accuracy down, as in the reference (see total_share).",
    rule = "every segment of `traffic_shares` has an accuracy in `accuracies`",
    excludes = "Differences in the value of a query between segments.",
    derivation = "Accuracy over the whole traffic is the expectation of the segment accuracy under the traffic distribution.",
    example = r#"
// Accuracy by device
use mlsysim_scenarios::operations::recommendation_accuracy_by_device;

let s = recommendation_accuracy_by_device()?;
assert_eq!(s.worst_segment()?, "Tablet");
assert!((s.overall_accuracy()? - 0.906).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::segments_match,
)]
pub struct SegmentAccuracy {
    /// Share of traffic per segment.
    #[input(range = 0.0..=1.0)]
    pub traffic_shares: Named<f64>,
    /// Accuracy per segment.
    #[input(range = 0.0..=1.0)]
    pub accuracies: Named<f64>,

    /// Sum of the traffic shares.
    #[property(sum(traffic_shares.values().copied())?)]
    pub total_share: f64,
    /// Traffic-weighted accuracy.
    #[property(sum(traffic_shares.iter().map(|(segment, share)| share * accuracies.get(segment).copied().unwrap_or(f64::NAN)))?)]
    pub overall_accuracy: f64,
    /// The segment with the least accuracy (the first one listed, on a tie).
    #[property(name_of_min(&accuracies)?)]
    pub worst_segment: String,
}

impl SegmentAccuracy {
    /// Every segment with traffic has an accuracy.
    fn segments_match(&self) -> Result<(), InputError> {
        match self
            .traffic_shares
            .names()
            .find(|n| self.accuracies.get(n).is_none())
        {
            Some(missing) => Err(InputError::Invalid {
                input: "accuracies",
                reason: format!("segment `{missing}` has traffic but no accuracy").into(),
            }),
            None => Ok(()),
        }
    }
}

/// Recommendation accuracy by device: strong on desktop and phones, weak on tablets.
#[preset(name = "RecommendationAccuracyByDevice")]
pub fn recommendation_accuracy_by_device() -> Result<SegmentAccuracy, InputError> {
    SegmentAccuracy::builder()
        .traffic_shares(Named::from_iter([
            ("Desktop", 0.45),
            ("iOS", 0.3),
            ("Android", 0.2),
            ("Tablet", 0.05),
        ]))
        .accuracies(Named::from_iter([
            ("Desktop", 0.94),
            ("iOS", 0.92),
            ("Android", 0.88),
            ("Tablet", 0.62),
        ]))
        .build()
}
