use super::PLACEMENT;
use mlsysim_core::units::{
    BIT, KILOHERTZ, MILLIWATT, USD_PER_YEAR, hours, milliseconds, seconds,
};
use mlsysim_core::{DataRate, Information, InputError, MoneyRate, Power, Time, preset, scenario};
use mlsysim_core::Frequency;

/// Wake-word detection for a fleet of devices: stream every microphone to the cloud, or detect
/// on the device and upload only the queries that follow a wake word.
///
/// Streaming costs the fleet's whole audio rate and a cloud detector per device. Detecting on
/// the device leaves only the queries' audio, and the cloud then needs accelerator time for each
/// query; queries cluster in the waking hours, and their peak is a multiple of that average.
#[scenario(
    family = PLACEMENT,
    assumption = "Audio is streamed raw at its sample rate and width, all day.",
    assumption = "Each query uploads a fixed amount of audio and takes a fixed accelerator time; queries fall in the waking hours, peaking at a multiple of their average there.",
    excludes = "Compression of the audio, false wakes, and redundancy in the datacenters.",
    example = r#"
// A billion always-listening devices stream 32 TB a second to the cloud
use mlsysim_deployment::placement::voice_assistant_billion_devices;

let s = voice_assistant_billion_devices()?;
assert!((s.fleet_stream_rate()?.value - 32e12).abs() < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct WakeWordFleet {
    /// Devices in the fleet.
    #[input(positive)]
    pub devices: f64,
    /// Audio samples a second each microphone takes.
    #[input(positive, unit = KILOHERTZ)]
    pub audio_sample_rate: Frequency,
    /// Width of one audio sample.
    #[input(positive, unit = BIT)]
    pub audio_sample_bits: Information,
    /// Queries each device makes a day.
    #[input(positive)]
    pub queries_per_day: f64,
    /// Audio uploaded for each query after the wake word.
    #[input(positive, unit = SECOND)]
    pub query_audio: Time,
    /// Accelerator time one query takes in the cloud.
    #[input(non_negative, unit = MILLISECOND)]
    pub accelerator_time_per_query: Time,
    /// Accelerators in one datacenter.
    #[input(range = 1..)]
    pub accelerators_per_datacenter: i64,
    /// Hours of the day the queries fall in.
    #[input(positive, unit = HOUR, range = ..=hours(24.0))]
    pub waking_hours: Time,
    /// Peak query rate over the waking hours' average.
    #[input(range = 1.0..)]
    pub peak_multiplier: f64,
    /// Yearly cost of detecting one device's wake words in the cloud.
    #[input(non_negative, unit = USD_PER_YEAR)]
    pub cloud_detection_cost: MoneyRate,
    /// Power of the on-device detector, low end (stated for comparison; no member reads it).
    #[input(non_negative, unit = MILLIWATT)]
    pub local_power_low: Option<Power>,
    /// Power of the on-device detector, high end (stated for comparison; no member reads it).
    #[input(non_negative, unit = MILLIWATT)]
    pub local_power_high: Option<Power>,
    /// Yearly cost of detecting on one device (stated for comparison; no member reads it).
    #[input(non_negative, unit = USD_PER_YEAR)]
    pub local_detection_cost: Option<MoneyRate>,

    /// Bytes a second one microphone streams.
    #[property(audio_sample_rate * audio_sample_bits, unit = KB_PER_SECOND)]
    pub stream_rate: DataRate,
    /// Bytes a second the whole fleet streams.
    #[property(devices * stream_rate, unit = TB_PER_SECOND)]
    pub fleet_stream_rate: DataRate,
    /// A day of streamed audio over the audio a device's queries upload.
    #[property(days(1.0) / (queries_per_day * query_audio))]
    pub upload_reduction: f64,
    /// Bytes a second the fleet uploads once detection runs on the devices.
    #[property(fleet_stream_rate / upload_reduction, unit = GB_PER_SECOND)]
    pub fleet_query_rate: DataRate,
    /// Yearly cost of detecting the whole fleet's wake words in the cloud.
    #[property(devices * cloud_detection_cost, unit = USD_PER_YEAR)]
    pub cloud_detection_cost_per_year: MoneyRate,
    /// Queries the fleet makes a day.
    #[property(devices * queries_per_day)]
    pub queries_per_fleet_day: f64,
    /// Accelerator time the fleet's queries take each day.
    #[property(queries_per_fleet_day * accelerator_time_per_query, unit = HOUR)]
    pub accelerator_hours_per_day: Time,
    /// Accelerator time one datacenter offers each day.
    #[property(accelerators_per_datacenter * days(1.0), unit = HOUR)]
    pub datacenter_hours_per_day: Time,
    /// Datacenters the queries keep busy on average over the day.
    #[property(accelerator_hours_per_day / datacenter_hours_per_day)]
    pub datacenters_average: f64,
    /// The peak over the all-day average: the concentration in the waking hours times the peak
    /// multiplier.
    #[property(peak_multiplier * (days(1.0) / waking_hours))]
    pub peak_ratio: f64,
    /// Datacenters the queries keep busy at the peak.
    #[property(datacenters_average * peak_ratio)]
    pub datacenters_peak: f64,
}

/// Wake-word detection for a billion voice assistants: 16 kHz 16-bit audio, 20 queries of 5 s a
/// day each, 200 ms of accelerator time a query, 10,000 accelerators a datacenter, queries in 16
/// waking hours at three times their average; cloud detection at 0.50 USD a device a year
/// against an on-device detector of 0.1 to 1 mW at 0.01 USD.
#[preset(name = "VoiceAssistantBillionDevices")]
pub fn voice_assistant_billion_devices() -> Result<WakeWordFleet, InputError> {
    WakeWordFleet::builder()
        .devices(1e9)
        .audio_sample_rate(KILOHERTZ.of(16.0))
        .audio_sample_bits(BIT.of(16.0))
        .queries_per_day(20.0)
        .query_audio(seconds(5.0))
        .accelerator_time_per_query(milliseconds(200.0))
        .accelerators_per_datacenter(10_000)
        .waking_hours(hours(16.0))
        .peak_multiplier(3.0)
        .cloud_detection_cost(USD_PER_YEAR.of(0.5))
        .local_power_low(MILLIWATT.of(0.1))
        .local_power_high(MILLIWATT.of(1.0))
        .local_detection_cost(USD_PER_YEAR.of(0.01))
        .build()
}

