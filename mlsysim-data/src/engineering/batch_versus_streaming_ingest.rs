use super::ENGINEERING;
use mlsysim_core::units::{KB, MINUTE, hours, per_second, usd_per_hour};
use mlsysim_core::{
    DataRate, Frequency, Information, InputError, MoneyRate, Time, Usd, preset, scenario,
};

/// One event stream ingested by always-on streaming cores or by a batch job each hour, at one
/// core-hour price.
///
/// Streaming runs its cores (with `redundancy_factor` cores per primary) for the listening
/// hours of each day; batch runs its cores for `batch_window` of every clock hour and must
/// clear that hour's data within the window.
#[scenario(
    family = ENGINEERING,
    assumption = "Load is flat over the day, and every core costs the same per hour.",
    excludes = "The latency that batching adds, which is what streaming buys.",
    derivation = "Core-hours times price; bandwidth per core is the load over the cores that carry it.",
    example = r#"
// Streaming costs more than hourly batches
use mlsysim_data::engineering::million_event_batch_versus_streaming;

let s = million_event_batch_versus_streaming()?;
assert!(s.cost_ratio()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct BatchVersusStreamingIngest {
    /// Events a second.
    #[input(non_negative, unit = PER_SECOND)]
    pub event_rate: Frequency,
    /// Bytes of one event.
    #[input(positive, unit = KB)]
    pub event_size: Information,
    /// Streaming cores, standbys included.
    #[input(range = 1..)]
    pub stream_cores: i64,
    /// Hours of each day the streaming cores run.
    #[input(non_negative, unit = HOUR)]
    pub stream_hours_per_day: Time,
    /// Batch cores.
    #[input(range = 1..)]
    pub batch_cores: i64,
    /// Time the batch job runs in each clock hour.
    #[input(positive, unit = MINUTE)]
    pub batch_window: Time,
    /// Price of one core-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub core_hour_price: MoneyRate,
    /// Streaming cores per primary core.
    #[input(default = 1, range = 1..)]
    pub redundancy_factor: i64,

    /// Bytes a second of the stream.
    #[property(event_rate * event_size, unit = GB_PER_SECOND)]
    pub throughput: DataRate,
    /// Bytes of one hour of the stream.
    #[property(throughput * hours(1.0), unit = TB)]
    pub hourly_data: Information,
    /// Core-hours streaming runs a day.
    #[property(stream_cores * stream_hours_per_day, unit = HOUR)]
    pub stream_core_hours_per_day: Time,
    /// What streaming costs a day.
    #[property(stream_core_hours_per_day * core_hour_price, unit = USD)]
    pub stream_cost_per_day: Usd,
    /// Core-hours the batch job runs a day.
    #[property(batch_cores * batch_window * 24.0, unit = HOUR)]
    pub batch_core_hours_per_day: Time,
    /// What the batch job costs a day.
    #[property(batch_core_hours_per_day * core_hour_price, unit = USD)]
    pub batch_cost_per_day: Usd,
    /// Streaming's daily cost over batch's.
    #[property(stream_cost_per_day / batch_cost_per_day)]
    pub cost_ratio: f64,
    /// Streaming cores that carry load.
    #[property(floor_div(stream_cores, redundancy_factor)?)]
    pub stream_primary_cores: i64,
    /// Bytes a second each primary streaming core carries.
    #[property(throughput / stream_primary_cores, unit = MB_PER_SECOND)]
    pub stream_per_core: DataRate,
    /// Bytes a second the batch job reads to clear an hour in its window.
    #[property(hourly_data / batch_window, unit = GB_PER_SECOND)]
    pub batch_aggregate: DataRate,
    /// Bytes a second each batch core reads.
    #[property(batch_aggregate / batch_cores, unit = MB_PER_SECOND)]
    pub batch_per_core: DataRate,
}

/// One million 1 KB events a second: 100 always-on streaming cores (50 primaries with a
/// standby each) against 200 batch cores clearing each hour in 10 minutes, at $0.05 a
/// core-hour.
#[preset(name = "MillionEventBatchVersusStreaming")]
pub fn million_event_batch_versus_streaming() -> Result<BatchVersusStreamingIngest, InputError> {
    BatchVersusStreamingIngest::builder()
        .event_rate(per_second(1_000_000.0))
        .event_size(KB.of(1.0))
        .stream_cores(100)
        .stream_hours_per_day(hours(24.0))
        .batch_cores(200)
        .batch_window(MINUTE.of(10.0))
        .core_hour_price(usd_per_hour(0.05))
        .redundancy_factor(2)
        .build()
}
