use super::TRANSFER_AND_TRAINING;
use mlsysim_core::{
    Energy, FlopCount, FlopRate, HardwareNode, InputError, Power, Time, Workload, preset, scenario,
};

/// A published training run: its total compute spread over its accelerators and days, against
/// the accelerator's peak.
///
/// The run's compute is the registry's training FLOPs, or 6PD from its training tokens where
/// the registry gives none. The rate achieved is that compute over the run's accelerator-time,
/// idle time included: the registry's accelerator count and days, or the model card's
/// accelerator-hours where given. With a power per accelerator, the hours become energy.
#[scenario(
    family = TRANSFER_AND_TRAINING,
    assumption = "Every accelerator is busy for the whole run: the rate is an average that includes idle time.",
    excludes = "Restarts, evaluation runs and experiments before the final run.",
    derivation = "Patterson et al. (2021) for the published runs' accelerator counts and days.",
    example = r#"
// GPT-3 averaged a fifth of the V100 peak
use mlsysim_cluster::transfer_and_training::gpt3_published_run;

let s = gpt3_published_run()?;
assert!((s.peak_fraction()? - 0.19644644644644643).abs() < 1e-12);
assert_eq!(s.energy().unwrap_err().missing_input(), Some("accelerator_hours"));
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PublishedRun {
    /// The model whose run is published.
    pub workload: &'static Workload,
    /// The accelerator the run used; its headline peak is read.
    pub accelerator: &'static HardwareNode,
    /// Accelerator-hours the run reports (a model card's GPU hours).
    #[input(positive, unit = HOUR)]
    pub accelerator_hours: Option<Time>,
    /// Power of one accelerator over the run.
    #[input(non_negative, unit = WATT)]
    pub device_power: Option<Power>,

    /// Work of the run: the registry's training FLOPs, else 6 × parameters × tokens.
    #[property(
        match workload.training.ops {
            Some(ops) => ops,
            None => training_flops(workload.parameter_count()?, from_registry(workload.training.tokens, "training tokens", workload.path)?)?,
        },
        unit = FLOP,
    )]
    pub training_operations: FlopCount,
    /// Average rate one accelerator delivered over the run, idle time included.
    #[property(
        match optional(accelerator_hours) {
            Some(hours) => training_operations / hours,
            None => {
                from_registry(workload.training.ops, "training FLOPs", workload.path)?
                    / (from_registry(workload.training.accelerators_ref, "training accelerators", workload.path)?
                        * from_registry(workload.training.days_ref, "training days", workload.path)?)
            }
        },
        unit = TFLOP_PER_SECOND,
    )]
    pub achieved_rate: FlopRate,
    /// Energy of every accelerator-hour at `device_power`.
    #[property(accelerator_hours * device_power, unit = GIGAWATT_HOUR)]
    pub energy: Energy,
    /// The achieved rate as a share of the accelerator's peak.
    #[property(achieved_rate / accelerator.peak_flops)]
    pub peak_fraction: f64,
}

/// GPT-3 175B as trained: its training compute over the reference's V100 count and days
/// (Patterson et al. 2021).
#[preset(name = "Gpt3PublishedRun")]
pub fn gpt3_published_run() -> Result<PublishedRun, InputError> {
    PublishedRun::builder()
        .workload(Workload::find("Language.GPT3")?)
        .accelerator(HardwareNode::find("Cloud.V100")?)
        .build()
}
