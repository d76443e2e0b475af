use super::SELECTION;
use mlsysim_core::{InputError, preset, scenario};

/// A curriculum that reaches the target in fewer epochs than shuffled training, with an
/// optional linear warmup in which epoch j serves j/W of the data.
#[scenario(
    family = SELECTION,
    assumption = "Epoch counts are to the same target quality.",
    rule(curriculum_epochs <= baseline_epochs, "`curriculum_epochs` is at most `baseline_epochs`"),
    excludes = "The cost of scoring examples by difficulty.",
    derivation = "A linear warmup serves 1/W + 2/W + … + W/W = (W + 1)/2 passes.",
    example = r#"
// A 10-epoch warmup serves 55% of ten passes
use mlsysim_data::selection::cifar10_linear_curriculum;

let s = cifar10_linear_curriculum()?;
assert!((s.warmup_share()? - 0.55).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct CurriculumSchedule {
    /// Epochs to target with shuffled data.
    #[input(range = 1..)]
    pub baseline_epochs: i64,
    /// Epochs to target with the curriculum.
    #[input(range = 0..)]
    pub curriculum_epochs: i64,
    /// Epochs of a linear warmup.
    #[input(range = 1..)]
    pub warmup_epochs: Option<i64>,

    /// Share of the epochs the curriculum saves.
    #[property((baseline_epochs - curriculum_epochs) / baseline_epochs)]
    pub epoch_reduction: f64,
    /// Passes over the data the warmup serves.
    #[property((warmup_epochs + 1) / 2)]
    pub warmup_samples: f64,
    /// Warmup passes over the warmup's epochs.
    #[property(warmup_samples / warmup_epochs)]
    pub warmup_share: f64,
}

/// A linear-warmup curriculum on CIFAR-10: 115 epochs to target against 150, with a 10-epoch
/// warmup (illustrative).
#[preset(name = "Cifar10LinearCurriculum")]
pub fn cifar10_linear_curriculum() -> Result<CurriculumSchedule, InputError> {
    CurriculumSchedule::builder()
        .baseline_epochs(150)
        .curriculum_epochs(115)
        .warmup_epochs(10)
        .build()
}

/// An illustrative CIFAR-100 curriculum: 180 epochs against 220.
#[preset(name = "Cifar100Curriculum")]
pub fn cifar100_curriculum() -> Result<CurriculumSchedule, InputError> {
    epochs(220, 180)
}

/// An illustrative ImageNet curriculum: 80 epochs against 90.
#[preset(name = "ImageNetCurriculum")]
pub fn imagenet_curriculum() -> Result<CurriculumSchedule, InputError> {
    epochs(90, 80)
}

/// An illustrative MentorNet-style curriculum: 70 epochs against 90.
#[preset(name = "MentorNetCurriculum")]
pub fn mentor_net_curriculum() -> Result<CurriculumSchedule, InputError> {
    epochs(90, 70)
}

/// The CIFAR-10 curriculum with other epoch counts and no warmup.
fn epochs(baseline: i64, curriculum: i64) -> Result<CurriculumSchedule, InputError> {
    cifar10_linear_curriculum()?
        .variant()
        .baseline_epochs(baseline)
        .curriculum_epochs(curriculum)
        .without_warmup_epochs()
        .build()
}
