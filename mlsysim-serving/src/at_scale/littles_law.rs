use super::AT_SCALE;
use mlsysim_core::units::{milliseconds, per_second};
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// Requests inside a serving system by Little's law, and the replicas a batch service time
/// asks for.
///
/// The mean number of requests inside is the arrival rate times the mean time each spends
/// inside. With a batch size and the time a batch takes, one replica serves B ÷ S requests a
/// second; the fleet needs the arrival rate over that, rounded up, and more to run at a target
/// utilization; it then holds replicas × B execution slots, of which λ·S are busy on average.
#[scenario(
    family = AT_SCALE,
    assumption = "The system is stable: Little's law holds for means over a long enough time.",
    assumption = "A replica serves full batches back to back at its batch service time.",
    assumption = "The arrival rate is above zero; the utilization target is a share in (0, 1]; batch size and batch time are above zero.",
    excludes = "Tail latency, which Little's law does not give, and the wait for a batch to fill.",
    derivation = "Little's law L = λW needs only stability; applied to the service alone (W = S) it counts the requests executing.",
    example = r#"
// A vision fleet at 1000 requests a second
use mlsysim_serving::at_scale::vision_serving_littles_law;

let s = vision_serving_littles_law()?;
assert!((s.in_flight()? - 100.0).abs() < 1e-9);
assert_eq!(s.replicas_needed()?, 13);
assert!(s.service_utilization()? <= 0.8);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct LittlesLaw {
    /// Requests arriving.
    #[input(positive, unit = REQUESTS_PER_SECOND)]
    pub arrival_rate: Frequency,
    /// Mean time a request spends inside the system.
    #[input(non_negative, unit = MILLISECOND)]
    pub time_in_system: Time,
    /// Requests a replica serves in one batch.
    #[input(range = 1..)]
    pub batch_size: Option<u32>,
    /// Time a replica takes to serve one batch.
    #[input(positive, unit = MILLISECOND)]
    pub batch_service_time: Option<Time>,
    /// Mean utilization the fleet is sized for.
    #[input(positive, range = 0.0..=1.0)]
    pub utilization_target: Option<f64>,

    /// Mean requests inside the system.
    #[property(littles_law_occupancy(arrival_rate, time_in_system)?)]
    pub in_flight: f64,
    /// Requests a second one replica serves.
    #[property(batch_size / batch_service_time, unit = REQUESTS_PER_SECOND)]
    pub replica_throughput: Frequency,
    /// Replicas that keep up at full utilization.
    #[property(ceil(arrival_rate / replica_throughput)?)]
    pub throughput_floor: i64,
    /// Replicas at the target utilization.
    #[property(ceil(arrival_rate / (utilization_target * replica_throughput))?)]
    pub replicas_needed: i64,
    /// Execution slots those replicas hold.
    #[property(replicas_needed * batch_size)]
    pub executing_positions: i64,
    /// Mean requests executing at once.
    #[property(littles_law_occupancy(arrival_rate, batch_service_time)?)]
    pub mean_executing: f64,
    /// Utilization the rounded-up fleet runs at.
    #[property(arrival_rate / (replicas_needed * replica_throughput))]
    pub service_utilization: f64,
}

/// A vision service at 1,000 requests a second and 100 ms mean latency; replicas serve batches
/// of 8 in 80 ms, sized for 80% utilization.
#[preset(name = "VisionServingLittlesLaw")]
pub fn vision_serving_littles_law() -> Result<LittlesLaw, InputError> {
    LittlesLaw::builder()
        .arrival_rate(per_second(1000.0))
        .time_in_system(milliseconds(100.0))
        .batch_size(8)
        .batch_service_time(milliseconds(80.0))
        .utilization_target(0.8)
        .build()
}

/// An image service at 1,000 requests a second with 50 ms inside; the accelerator runs batches
/// of up to 32 and the rest wait in host memory. No batch time or target is stated, so only the
/// requests inside are known (the reference fails on the other members).
#[preset(name = "ImageServiceLittlesLaw")]
pub fn image_service_littles_law() -> Result<LittlesLaw, InputError> {
    LittlesLaw::builder()
        .arrival_rate(per_second(1000.0))
        .time_in_system(milliseconds(50.0))
        .batch_size(32)
        .build()
}
