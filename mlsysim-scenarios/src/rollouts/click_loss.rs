use super::ROLLOUTS;
use mlsysim_core::units::{hours, per_second, usd};
use mlsysim_core::{Frequency, InputError, MoneyRate, Time, Usd, preset, scenario};

/// A silent click-through regression caught only after a while: the requests served meanwhile,
/// the clicks lost and what they were worth.
///
/// The reference files this class under its section "Neural computation: dense networks,
/// activations, losses, and number formats".
#[scenario(
    family = ROLLOUTS,
    assumption = "Traffic is steady and every click is worth the same.",
    excludes = "Users who leave for good, and clicks recovered after the fix.",
    derivation = "Requests times the drop in the click rate.",
    example = r#"
// A day at 5,000 requests a second
use mlsysim_scenarios::rollouts::delayed_alert_click_loss;

let s = delayed_alert_click_loss()?;
assert!((s.lost_clicks()? - 2_160_000.0).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ClickLoss {
    /// Requests a second.
    #[input(non_negative, unit = REQUESTS_PER_SECOND)]
    pub request_rate: Frequency,
    /// Time until the regression is caught.
    #[input(positive, unit = HOUR)]
    pub detection_time: Time,
    /// Click-through rate before.
    #[input(range = 0.0..=1.0)]
    pub ctr_before: f64,
    /// Click-through rate during the regression.
    #[input(range = 0.0..=1.0)]
    pub ctr_after: f64,
    /// What one click is worth.
    #[input(non_negative, unit = USD)]
    pub value_per_click: Usd,

    /// Requests served before detection.
    #[property(request_rate * detection_time)]
    pub requests: f64,
    /// The drop in the click-through rate.
    #[property(ctr_before - ctr_after)]
    pub ctr_drop: f64,
    /// Clicks lost before detection.
    #[property(requests * ctr_drop)]
    pub lost_clicks: f64,
    /// What the lost clicks were worth.
    #[property(lost_clicks * value_per_click, unit = USD)]
    pub loss: Usd,
    /// The loss per hour of the regression.
    #[property(loss / detection_time, unit = USD_PER_HOUR)]
    pub loss_rate: MoneyRate,
}

/// A silent CTR drop from 5% to 4.5% at 5,000 requests a second, caught after a day; a click is
/// worth $0.50.
#[preset(name = "DelayedAlertClickLoss")]
pub fn delayed_alert_click_loss() -> Result<ClickLoss, InputError> {
    ClickLoss::builder()
        .request_rate(per_second(5000.0))
        .detection_time(hours(24.0))
        .ctr_before(0.05)
        .ctr_after(0.045)
        .value_per_click(usd(0.50))
        .build()
}
