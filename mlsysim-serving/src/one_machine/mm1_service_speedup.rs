use super::ONE_MACHINE;
use crate::profile::ResNet50H100;
use mlsysim_core::{Frequency, InputError, Time, preset, scenario};

/// The same arrivals on an M/M/1 server before and after its mean service time drops.
///
/// The arrival rate is fixed by the slow server's utilization; the fast server carries it at a
/// utilization lower in proportion to its service time. The time in system and the queueing
/// wait are compared before and after: the wait shrinks by much more than the service time.
#[scenario(
    family = ONE_MACHINE,
    assumption = "Both servers are M/M/1 queues fed by the same Poisson arrivals.",
    rule(fast_service <= slow_service, "`fast_service` is at most `slow_service`: the second server is the faster one"),
    excludes = "Batching, and any change in the arrivals when the service gets faster.",
    derivation = "The M/M/1 time in system S ÷ (1 − ρ) falls both with S and with ρ, which itself falls with S at a fixed arrival rate.",
    example = r#"
// TorchScript cuts the queueing wait elevenfold
use mlsysim_serving::one_machine::resnet50_faster_model_at_80_pct_h100;

let s = resnet50_faster_model_at_80_pct_h100()?;
assert!(s.wait_gain()? > 11.0);
assert!(s.service_gain()? < 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct MM1ServiceSpeedup {
    /// Mean service time before.
    #[input(positive, unit = MILLISECOND)]
    pub slow_service: Time,
    /// Mean service time after.
    #[input(positive, unit = MILLISECOND)]
    pub fast_service: Time,
    /// Utilization of the slow server.
    #[input(positive, range = 0.0..1.0)]
    pub utilization: f64,

    /// Arrival rate both servers see.
    #[property(utilization / slow_service, unit = PER_SECOND)]
    pub arrival_rate: Frequency,
    /// Utilization of the fast server.
    #[property(utilization * (fast_service / slow_service))]
    pub fast_utilization: f64,
    /// Mean time in system before.
    #[property(mm1_time_in_system(slow_service, utilization)?, unit = MILLISECOND)]
    pub slow_time: Time,
    /// Mean time in system after.
    #[property(mm1_time_in_system(fast_service, fast_utilization)?, unit = MILLISECOND)]
    pub fast_time: Time,
    /// Mean queueing wait before.
    #[property(slow_time - slow_service, unit = MILLISECOND)]
    pub slow_wait: Time,
    /// Mean queueing wait after.
    #[property(fast_time - fast_service, unit = MILLISECOND)]
    pub fast_wait: Time,
    /// How many times faster the service got.
    #[property(slow_service / fast_service)]
    pub service_gain: f64,
    /// How many times shorter the time in system got.
    #[property(slow_time / fast_time)]
    pub time_gain: f64,
    /// How many times shorter the queueing wait got.
    #[property(slow_wait / fast_wait)]
    pub wait_gain: f64,
}

/// The batch-one ResNet-50 service on an H100 at 80% load, eager FP16 against TorchScript (no
/// per-operator Python dispatch), both from the serving profile.
#[preset(name = "ResNet50FasterModelAt80PctH100")]
pub fn resnet50_faster_model_at_80_pct_h100() -> Result<MM1ServiceSpeedup, InputError> {
    let profile = ResNet50H100::new()?;
    MM1ServiceSpeedup::builder()
        .slow_service(profile.eager_fp16(1.0))
        .fast_service(profile.torchscript_fp16(1.0))
        .utilization(0.8)
        .build()
}
