use super::ORCHESTRATION;
use mlsysim_core::registry::ReferenceStats::ElasticResizeProfile as Profile;
use mlsysim_core::registry::entry::whole;
use mlsysim_core::{Frequency, InputError, Named, Time, preset, scenario};

/// Three ways to run one job over a window: start small and stay small, wait in the queue for
/// the full allocation, or start small and step up when the full allocation would have freed.
///
/// Stepping up pauses the job to rescale and grows it to `step_up_gpus` only, leaving the rest
/// of the full allocation to queued jobs. Throughputs are epochs per hour at each size; the
/// GPU-hours of stepping up count the larger size through its resize pause.
#[scenario(
    family = ORCHESTRATION,
    equation = "small = window × r_small; wait = (window − queue) × r_full; step up = queue × r_small + (window − queue − rescale) × r_step",
    assumption = "Throughput at each size is steady: no warm-up after a rescale beyond the stated pause.",
    excludes = "What the GPUs left to queued jobs earn for them.",
    derivation = "Epochs are throughput times the hours run at each size.",
    rule(queue_wait + rescale_overhead <= window, "`queue_wait` and `rescale_overhead` fit inside `window`"),
    example = r#"
// Stepping up trails waiting for the full allocation
use mlsysim_fleet::orchestration::elastic_resize_decision;

let s = elastic_resize_decision()?;
assert!(s.step_up_epochs()? > s.start_small_epochs()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ElasticResize {
    /// The window the three schedules are compared over.
    #[input(positive, unit = HOUR)]
    pub window: Time,
    /// Time queued before the full allocation frees.
    #[input(non_negative, unit = HOUR)]
    pub queue_wait: Time,
    /// Pause to rescale the job.
    #[input(non_negative, unit = MINUTE)]
    pub rescale_overhead: Time,
    /// GPUs of the small start.
    #[input(range = 1..)]
    pub small_gpus: u32,
    /// GPUs the job steps up to.
    #[input(range = 1..)]
    pub step_up_gpus: u32,
    /// GPUs of the full allocation.
    #[input(range = 1..)]
    pub full_gpus: u32,
    /// Epochs an hour on the small start.
    #[input(positive, unit = PER_HOUR)]
    pub small_throughput: Frequency,
    /// Epochs an hour after stepping up.
    #[input(positive, unit = PER_HOUR)]
    pub step_up_throughput: Frequency,
    /// Epochs an hour on the full allocation.
    #[input(positive, unit = PER_HOUR)]
    pub full_throughput: Frequency,

    /// The window, in hours.
    #[property(window, unit = HOUR)]
    pub window_h: Time,
    /// The queue wait, in hours.
    #[property(queue_wait, unit = HOUR)]
    pub wait_h: Time,
    /// The rescale pause, in hours.
    #[property(rescale_overhead, unit = HOUR)]
    pub rescale_h: Time,
    /// Epochs of starting small and staying small.
    #[property(window_h * small_throughput)]
    pub start_small_epochs: f64,
    /// Hours the full allocation runs after the wait.
    #[property(window_h - wait_h, unit = HOUR)]
    pub wait_run_h: Time,
    /// Epochs of waiting for the full allocation.
    #[property(wait_run_h * full_throughput)]
    pub wait_epochs: f64,
    /// Epochs of stepping up, before the step.
    #[property(wait_h * small_throughput)]
    pub step_up_phase1_epochs: f64,
    /// Hours run at the stepped-up size.
    #[property(window_h - wait_h - rescale_h, unit = HOUR)]
    pub step_up_phase2_h: Time,
    /// Epochs of stepping up, after the step.
    #[property(step_up_phase2_h * step_up_throughput)]
    pub step_up_phase2_epochs: f64,
    /// Epochs of stepping up.
    #[property(step_up_phase1_epochs + step_up_phase2_epochs)]
    pub step_up_epochs: f64,
    /// How far stepping up trails waiting, as a share of waiting's epochs.
    #[property((wait_epochs - step_up_epochs) / wait_epochs)]
    pub step_up_trails_wait: f64,
    /// Stepping up's epochs over starting small's.
    #[property(step_up_epochs / start_small_epochs)]
    pub step_up_over_small: f64,
    /// The rescale pause at which stepping up only matches starting small.
    #[property(window_h - wait_h - (start_small_epochs - step_up_phase1_epochs) / step_up_throughput, unit = HOUR)]
    pub rescale_break_even_h: Time,
    /// Scaling efficiency of the stepped-up size against the small start.
    #[property(step_up_throughput / (step_up_gpus / small_gpus * small_throughput))]
    pub step_up_efficiency: f64,
    /// Scaling efficiency of the full allocation against the small start.
    #[property(full_throughput / (full_gpus / small_gpus * small_throughput))]
    pub full_efficiency: f64,
    /// GPU-hours of each schedule.
    #[property(
        Named::from_iter([
            ("start_small", small_gpus * window_h),
            ("wait", full_gpus * wait_run_h),
            ("step_up", small_gpus * wait_h + step_up_gpus * wait_run_h),
        ]),
        unit = HOUR
    )]
    pub gpu_hours: Named<Time>,
    /// Epochs per GPU-hour of each schedule.
    #[property(
        Named::from_iter([
            ("start_small", start_small_epochs / gpu_hours["start_small"]),
            ("wait", wait_epochs / gpu_hours["wait"]),
            ("step_up", step_up_epochs / gpu_hours["step_up"]),
        ]),
        unit = PER_HOUR
    )]
    pub epochs_per_gpu_hour: Named<Frequency>,
}

/// One job's three schedules over the 24-hour window of the registry's elastic-resize profile:
/// start small, wait for 512 GPUs, or step up to 256.
#[preset(name = "ElasticResizeDecision")]
pub fn elastic_resize_decision() -> Result<ElasticResize, InputError> {
    ElasticResize::builder()
        .window(Profile::Window.value)
        .queue_wait(Profile::QueueWait.value)
        .rescale_overhead(Profile::RescaleOverhead.value)
        .small_gpus(whole("small_gpus", Profile::SmallGpus.value)?)
        .step_up_gpus(whole("step_up_gpus", Profile::StepUpGpus.value)?)
        .full_gpus(whole("full_gpus", Profile::FullGpus.value)?)
        .small_throughput(Profile::SmallThroughput.value)
        .step_up_throughput(Profile::StepUpThroughput.value)
        .full_throughput(Profile::FullThroughput.value)
        .build()
}
