use super::DISTRIBUTED_TRAINING;
use mlsysim_core::{InputError, preset, scenario};

/// A synchronous pipeline of stages fed several microbatches a step: its bubble, counted in
/// equal time slots.
///
/// Forward and backward each take m + p − 1 slots; each stage idles p − 1 of them filling and
/// p − 1 draining, so the bubble is (p − 1)/(m + p − 1), and more microbatches shrink it.
#[scenario(
    family = DISTRIBUTED_TRAINING,
    assumption = "Every stage takes the same time per microbatch, forward and backward alike.",
    excludes = "Interleaved schedules and the communication between stages.",
    derivation = "Huang et al. (2019), GPipe; Narayanan et al. (2019), 1F1B.",
    example = r#"
// Four stages and four microbatches idle three slots in seven
use mlsysim_cluster::distributed::gpipe_four_stage_walkthrough;

let s = gpipe_four_stage_walkthrough()?;
assert_eq!(s.slots()?, 14);
assert!((s.bubble()? - 3.0 / 7.0).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PipelineSchedule {
    /// Stages of the pipeline.
    #[input(range = 1..)]
    pub stages: u32,
    /// Microbatches a step.
    #[input(range = 1..)]
    pub microbatches: u32,

    /// Share of the step each stage idles.
    #[property(pipeline_bubble(stages, microbatches, 1)?)]
    pub bubble: f64,
    /// Equal time slots a step, forward and backward each m + p − 1.
    #[property(2 * (microbatches + stages - 1))]
    pub slots: i64,
    /// Slots each stage idles a step: p − 1 to fill and p − 1 to drain.
    #[property(2 * (stages - 1))]
    pub idle_slots: i64,
    /// The bubble's numerator, p − 1.
    #[property(stages - 1)]
    pub fill_slots: i64,
    /// The bubble's denominator, m + p − 1 slots a phase.
    #[property(microbatches + stages - 1)]
    pub phase_slots: i64,
    /// Microbatches above which the bubble falls below `target`.
    #[method(
        (stages - 1) * (1.0 - target) / target,
        args(target(positive, range = 0.0..=1.0)),
        samples(target = [0.05, 0.1, 0.25])
    )]
    pub microbatches_for_bubble: fn(target: f64) -> f64,
}

/// GPipe with four stages and four microbatches, the schedule drawn slot by slot: 14 slots a
/// step, 6 idle for each stage.
#[preset(name = "GPipeFourStageWalkthrough")]
pub fn gpipe_four_stage_walkthrough() -> Result<PipelineSchedule, InputError> {
    PipelineSchedule::builder()
        .stages(4)
        .microbatches(4)
        .build()
}

/// A cross-node pipeline of eight stages at 32 microbatches.
#[preset(name = "Pipeline8Stage32Micro")]
pub fn pipeline8_stage32_micro() -> Result<PipelineSchedule, InputError> {
    PipelineSchedule::builder()
        .stages(8)
        .microbatches(32)
        .build()
}
