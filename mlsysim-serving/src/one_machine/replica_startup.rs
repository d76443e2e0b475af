use super::ONE_MACHINE;
use mlsysim_core::units::seconds;
use mlsysim_core::{InputError, Named, Time, preset, scenario};

/// The startup phases of a serving replica, and the time a warm start and a cold start take.
///
/// Each phase has a time; a warm start and a cold start each pay a listed sequence of the
/// phases, one after another. Some phases may also carry a stated low-to-high range, which is
/// context: the totals use the phase times.
#[scenario(
    family = ONE_MACHINE,
    assumption = "Phases run one after another; none overlaps another.",
    assumption = "A phase listed twice on a path is paid twice.",
    assumption = "Ranges are context (the reference keeps them without using them).",
    rule(warm_path.iter().chain(&cold_path).all(|phase| phases.get(phase).is_some()), "every phase named in `warm_path` and `cold_path` is one of `phases`"),
    rule(ranges.names().all(|phase| phases.get(phase).is_some()), "every phase named in `ranges` is one of `phases`"),
    rule(ranges.values().all(|range| range.len() == 2), "each range of `ranges` lists exactly two times"),
    rule(ranges.values().all(|range| match range.as_slice() { [low, high] => *low >= seconds(0.0) && high >= low, _ => true }), "each range of `ranges` is a low time of at least 0 followed by a high time not below it"),
    excludes = "Traffic the replica misses while it starts, and scaling decisions.",
    derivation = "Times of sequential phases add.",
    example = r#"
// A cold start takes 23 times longer
use mlsysim_serving::one_machine::resnet50_replica_startup;

let s = resnet50_replica_startup()?;
assert!((s.warm_total()?.value - 1.5).abs() < 1e-12);
assert!((s.cold_total()?.value - 35.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ReplicaStartup {
    /// Time of each startup phase.
    #[input(non_negative, unit = SECOND)]
    pub phases: Named<Time>,
    /// A stated low and high time for phases given as a range; context only.
    #[input(default = Named::default())]
    pub ranges: Named<Vec<Time>>,
    /// Phases a warm start pays, in order.
    pub warm_path: Vec<String>,
    /// Phases a cold start pays, in order.
    pub cold_path: Vec<String>,

    /// Time of a warm start.
    #[property(
        {
            let mut total = seconds(0.0);
            for phase in &warm_path {
                total += phases[phase];
            }
            total
        },
        unit = SECOND,
    )]
    pub warm_total: Time,
    /// Time of a cold start.
    #[property(
        {
            let mut total = seconds(0.0);
            for phase in &cold_path {
                total += phases[phase];
            }
            total
        },
        unit = SECOND,
    )]
    pub cold_total: Time,
}

/// Starting a ResNet-50 replica: weights from a local SSD (warm) or from object storage
/// (cold), the CUDA context, a TensorRT engine build on a first deploy (cold), warmup and the
/// runtime; the object-storage read, CUDA context and engine build are stated as ranges too.
#[preset(name = "ResNet50ReplicaStartup")]
pub fn resnet50_replica_startup() -> Result<ReplicaStartup, InputError> {
    let path = |phases: &[&str]| phases.iter().map(|p| p.to_string()).collect::<Vec<_>>();
    ReplicaStartup::builder()
        .phases(Named::from_iter([
            ("weights from local SSD", seconds(0.5)),
            ("weights from object storage", seconds(4.0)),
            ("CUDA context", seconds(0.4)),
            ("TensorRT engine build", seconds(30.0)),
            ("warmup", seconds(0.2)),
            ("runtime", seconds(0.4)),
        ]))
        .ranges(Named::from_iter([
            (
                "weights from object storage",
                vec![seconds(3.0), seconds(5.0)],
            ),
            ("CUDA context", vec![seconds(0.3), seconds(0.5)]),
            ("TensorRT engine build", vec![seconds(15.0), seconds(30.0)]),
        ]))
        .warm_path(path(&[
            "weights from local SSD",
            "CUDA context",
            "warmup",
            "runtime",
        ]))
        .cold_path(path(&[
            "weights from object storage",
            "CUDA context",
            "TensorRT engine build",
            "warmup",
            "runtime",
        ]))
        .build()
}
