use super::RECOVERY;
use mlsysim_core::units::{per_second, seconds, usd_per_mtoken};
use mlsysim_core::{Frequency, InputError, Time, Usd, preset, scenario};

/// One bounded repair attempt against the fallback of undoing the work and rebuilding it, in
/// seconds and in token dollars.
#[scenario(
    family = RECOVERY,
    assumption = "A failed repair is followed by the full fallback (unwind, then rebuild).",
    assumption = "Token prices are per token in both directions; counts are whole tokens.",
    excludes = "The value of the time a person waits, and a repair that fails more than once.",
    derivation = "With success probability p the expected cost is repair + (1 − p) × fallback; repairing first pays while p exceeds repair ÷ fallback.",
    example = r#"
// Repair first, or rebuild?
use mlsysim_scenarios::recovery::test_config_repair_vs_rebuild;

let s = test_config_repair_vs_rebuild()?;
assert_eq!(s.one_in()?, 16);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct RepairBreakEven {
    /// Time to undo the failed work.
    #[input(non_negative, unit = SECOND)]
    pub unwind_time: Time,
    /// Time to rebuild from scratch.
    #[input(non_negative, unit = SECOND)]
    pub rebuild_time: Time,
    /// Input tokens of the rebuild.
    pub rebuild_input: u32,
    /// Output tokens of the rebuild.
    pub rebuild_output: u32,
    /// Input tokens of the repair.
    pub repair_input: u32,
    /// Output tokens of the repair.
    pub repair_output: u32,
    /// Time to start the repair.
    #[input(non_negative, unit = SECOND)]
    pub startup_time: Time,
    /// Tokens the model writes per second.
    #[input(positive, unit = TOKENS_PER_SECOND)]
    pub output_rate: Frequency,
    /// Time to check the repaired result.
    #[input(non_negative, unit = SECOND)]
    pub validation_time: Time,
    /// Price of an input token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub input_price: Usd,
    /// Price of an output token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub output_price: Usd,
    /// Chance that the repair succeeds.
    #[input(range = 0.0..=1.0)]
    pub assumed_success: f64,

    /// Time of the fallback.
    #[property(unwind_time + rebuild_time, unit = SECOND)]
    pub fallback_time: Time,
    /// Token cost of the fallback.
    #[property(rebuild_input * input_price + rebuild_output * output_price, unit = USD)]
    pub fallback_cost: Usd,
    /// Time of one repair attempt.
    #[property(startup_time + repair_output / output_rate + validation_time, unit = SECOND)]
    pub repair_time: Time,
    /// Token cost of one repair attempt.
    #[property(repair_input * input_price + repair_output * output_price, unit = USD)]
    pub repair_cost: Usd,
    /// Success chance above which repairing first saves time.
    #[property(repair_time / fallback_time)]
    pub break_even_time: f64,
    /// Success chance above which repairing first saves money.
    #[property(repair_cost / fallback_cost)]
    pub break_even_cost: f64,
    /// Expected time when repairing first.
    #[property(repair_time + (1.0 - assumed_success) * fallback_time, unit = SECOND)]
    pub expected_time: Time,
    /// Expected token cost when repairing first.
    #[property(repair_cost + (1.0 - assumed_success) * fallback_cost, unit = USD)]
    pub expected_cost: Usd,
    /// Share of the fallback's time that repairing first saves.
    #[property(1.0 - expected_time / fallback_time)]
    pub time_saved_fraction: f64,
    /// Share of the fallback's cost that repairing first saves.
    #[property(1.0 - expected_cost / fallback_cost)]
    pub cost_saved_fraction: f64,
    /// Repairing first pays while at least one attempt in this many succeeds.
    #[property(floor(1.0 / max(break_even_time, break_even_cost))?)]
    pub one_in: i64,
}

/// Repairing a broken test configuration (2390 tokens in, 180 out) against unwinding and
/// rebuilding it (38,500 in, 3,100 out), at $3 and $15 per million tokens, even odds.
#[preset(name = "TestConfigRepairVsRebuild")]
pub fn test_config_repair_vs_rebuild() -> Result<RepairBreakEven, InputError> {
    RepairBreakEven::builder()
        .unwind_time(seconds(40.6))
        .rebuild_time(seconds(46.0))
        .rebuild_input(38_500)
        .rebuild_output(3_100)
        .repair_input(2_390)
        .repair_output(180)
        .startup_time(seconds(0.09))
        .output_rate(per_second(50.0))
        .validation_time(seconds(0.4))
        .input_price(usd_per_mtoken(3.0))
        .output_price(usd_per_mtoken(15.0))
        .assumed_success(0.5)
        .build()
}
