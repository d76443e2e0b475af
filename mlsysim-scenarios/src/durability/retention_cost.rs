use super::DURABILITY;
use mlsysim_core::units::{bytes, months, usd, usd_per_tb_month};
use mlsysim_core::{Information, InputError, StoragePrice, Time, Usd, preset, scenario};

/// Storage cost of keeping one trajectory's event log and one workspace snapshot for a
/// retention period, against the cost of one attempt.
#[scenario(
    family = DURABILITY,
    assumption = "Storage is priced per byte and per unit of time, linearly.",
    assumption = "A month is 30.4375 days; with a monthly price and a period in months it cancels.",
    excludes = "Requests, retrieval and egress charges.",
    derivation = "Cost is the integral of bytes held times the price over the period.",
    example = r#"
// A year of retention
use mlsysim_scenarios::durability::repair_trajectory_retention;

let s = repair_trajectory_retention()?;
assert!((s.cost()?.value - 0.01489296).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RetentionCost {
    /// Turns in the trajectory.
    pub turns: u32,
    /// Envelope bytes of one logged event.
    #[input(non_negative, unit = KB)]
    pub envelope: Information,
    /// Payload bytes of one logged event.
    #[input(non_negative, unit = KB)]
    pub payload: Information,
    /// Bytes of the workspace snapshot.
    #[input(non_negative, unit = MB)]
    pub workspace: Information,
    /// Storage price.
    #[input(non_negative, unit = USD_PER_TB_MONTH)]
    pub rate: StoragePrice,
    /// How long the data is kept.
    #[input(non_negative, unit = MONTH)]
    pub period: Time,
    /// Cost of one attempt, to compare with.
    #[input(positive, unit = USD)]
    pub attempt_cost: Usd,

    /// Bytes of the event log.
    #[property(turns * (envelope + payload), unit = BYTE)]
    pub log_bytes: Information,
    /// Bytes kept.
    #[property(log_bytes + workspace, unit = BYTE)]
    pub total_bytes: Information,
    /// Cost of keeping everything for the period.
    #[property(total_bytes * rate * period, unit = USD)]
    pub cost: Usd,
    /// Cost of keeping the log alone.
    #[property(log_bytes * rate * period, unit = USD)]
    pub log_cost: Usd,
    /// The storage cost as a share of one attempt.
    #[property(cost / attempt_cost)]
    pub attempt_share: f64,
    /// The log's storage cost as a share of one attempt.
    #[property(log_cost / attempt_cost)]
    pub log_share: f64,
    /// The workspace's share of the bytes kept.
    #[property(workspace / total_bytes)]
    pub workspace_share: f64,
}

/// A 30-turn repair trajectory (4 kB envelopes, 128 kB payloads) and a 50 MB workspace kept a
/// year at $23 per TB-month, against a $2.10 attempt.
#[preset(name = "RepairTrajectoryRetention")]
pub fn repair_trajectory_retention() -> Result<RetentionCost, InputError> {
    RetentionCost::builder()
        .turns(30)
        .envelope(bytes(4_000.0))
        .payload(bytes(128_000.0))
        .workspace(bytes(50e6))
        .rate(usd_per_tb_month(23.0))
        .period(months(12.0))
        .attempt_cost(usd(1.3 + 0.8))
        .build()
}
