use super::SELECTION;
use mlsysim_core::units::{hours, usd};
use mlsysim_core::{InputError, Time, Usd, preset, scenario};

/// Tasks trained from scratch against one pretraining run fine-tuned for each: compute and
/// labels on both paths, and the task count at which pretraining pays for itself.
#[scenario(
    family = SELECTION,
    assumption = "Compute is accelerator-hours; every task needs the same compute and labels.",
    rule(finetune_compute < scratch_compute, "`finetune_compute` is below `scratch_compute`, or pretraining never pays"),
    excludes = "Serving a larger foundation model, and tasks it does not transfer to.",
    derivation = "A fixed cost amortized over a per-task saving.",
    example = r#"
// Pretraining pays after about ten tasks
use mlsysim_data::selection::foundation_model_ten_tasks;

let s = foundation_model_ten_tasks()?;
assert!((s.crossover_tasks()? - 10.526315789473685).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct PretrainingAmortization {
    /// Accelerator-hours of the one pretraining run.
    #[input(non_negative, unit = HOUR)]
    pub pretrain_compute: Time,
    /// Accelerator-hours of one task from scratch.
    #[input(positive, unit = HOUR)]
    pub scratch_compute: Time,
    /// Accelerator-hours of one fine-tuning.
    #[input(positive, unit = HOUR)]
    pub finetune_compute: Time,
    /// Tasks.
    #[input(range = 0..)]
    pub tasks: i64,
    /// Labels one task needs from scratch.
    #[input(non_negative)]
    pub scratch_labels: f64,
    /// Labels one fine-tuning needs.
    #[input(positive)]
    pub finetune_labels: f64,
    /// Price of one label.
    #[input(non_negative, unit = USD)]
    pub label_price: Usd,

    /// Compute of every task from scratch.
    #[property(scratch_compute * tasks, unit = HOUR)]
    pub scratch_total: Time,
    /// Compute of pretraining and every fine-tuning.
    #[property(pretrain_compute + finetune_compute * tasks, unit = HOUR)]
    pub foundation_total: Time,
    /// Labels of every task from scratch.
    #[property(scratch_labels * label_price * tasks, unit = USD)]
    pub scratch_label_cost: Usd,
    /// Labels of every fine-tuning.
    #[property(finetune_labels * label_price * tasks, unit = USD)]
    pub finetune_label_cost: Usd,
    /// Scratch label cost over fine-tuning's.
    #[property(scratch_label_cost / finetune_label_cost)]
    pub label_cost_reduction: f64,
    /// Compute of one task from scratch over one fine-tuning.
    #[property(scratch_compute / finetune_compute)]
    pub marginal_compute_reduction: f64,
    /// Tasks after which pretraining has paid for itself in compute.
    #[property(pretrain_compute / (scratch_compute - finetune_compute))]
    pub crossover_tasks: f64,
}

/// Ten tasks from scratch at 1,000 GPU-hours and 100,000 labels each, against one 10,000
/// GPU-hour pretraining run fine-tuned at 50 GPU-hours and 1,000 labels a task; $1 a label.
#[preset(name = "FoundationModelTenTasks")]
pub fn foundation_model_ten_tasks() -> Result<PretrainingAmortization, InputError> {
    PretrainingAmortization::builder()
        .pretrain_compute(hours(10_000.0))
        .scratch_compute(hours(1000.0))
        .finetune_compute(hours(50.0))
        .tasks(10)
        .scratch_labels(100_000.0)
        .finetune_labels(1000.0)
        .label_price(usd(1.0))
        .build()
}
