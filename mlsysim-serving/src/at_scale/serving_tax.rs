use super::AT_SCALE;
use mlsysim_core::units::{MICROSECOND, milliseconds};
use mlsysim_core::{InputError, Time, preset, scenario};

/// A request's end-to-end latency target split between the model's own execution and the rest
/// of the request path.
///
/// What the model does not take is left for routing, network, serialization, coordination and
/// queueing. A number of sequential network exchanges on the path is priced at a low and a
/// high latency per exchange.
#[scenario(
    family = AT_SCALE,
    assumption = "The model time is measured on an idle replica; the exchanges happen one after another.",
    rule(model_time <= latency_target, "`model_time` is at most `latency_target`"),
    rule(exchange_low <= exchange_high, "`exchange_low` is at most `exchange_high`"),
    excludes = "Queueing inside the model server, which the idle-replica model time leaves out.",
    derivation = "Latencies of steps done one after another add.",
    example = r#"
// 30 ms outside the model
use mlsysim_serving::at_scale::interactive_request_serving_tax;

let s = interactive_request_serving_tax()?;
assert!((s.outside_model()?.value - 0.030).abs() < 1e-15);
assert!((s.exchanges_high()?.value - 0.002).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ServingTax {
    /// The request's end-to-end latency target.
    #[input(positive, unit = MILLISECOND)]
    pub latency_target: Time,
    /// The model's execution time on an idle replica.
    #[input(non_negative, unit = MILLISECOND)]
    pub model_time: Time,
    /// Sequential network exchanges on the request path.
    pub exchanges: u32,
    /// Latency of one exchange at the low end.
    #[input(non_negative, unit = MICROSECOND)]
    pub exchange_low: Time,
    /// Latency of one exchange at the high end.
    #[input(non_negative, unit = MICROSECOND)]
    pub exchange_high: Time,

    /// Time left outside the model.
    #[property(latency_target - model_time, unit = MILLISECOND)]
    pub outside_model: Time,
    /// The exchanges at the low latency.
    #[property(exchanges * exchange_low, unit = MILLISECOND)]
    pub exchanges_low: Time,
    /// The exchanges at the high latency.
    #[property(exchanges * exchange_high, unit = MILLISECOND)]
    pub exchanges_high: Time,
}

/// A 100 ms interactive request of which the model takes 70 ms, with four sequential network
/// exchanges of 50 µs to 500 µs each.
#[preset(name = "InteractiveRequestServingTax")]
pub fn interactive_request_serving_tax() -> Result<ServingTax, InputError> {
    ServingTax::builder()
        .latency_target(milliseconds(100.0))
        .model_time(milliseconds(70.0))
        .exchanges(4)
        .exchange_low(MICROSECOND.of(50.0))
        .exchange_high(MICROSECOND.of(500.0))
        .build()
}
