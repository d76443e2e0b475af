use super::SECURITY;
use mlsysim_core::{InputError, preset, scenario};

/// The work of adversarial training per batch, in standard forward-backward passes: the passes
/// spent finding each perturbation and those spent on the update, against standard training.
#[scenario(
    family = SECURITY,
    assumption = "Every pass costs the same, and nothing is reused across attack steps.",
    excludes = "Cheaper attacks (single-step, reused perturbations).",
    derivation = "Work counted in passes.",
    example = r#"
// PGD-7 costs eight times standard training
use mlsysim_fleet::security::pgd_seven_training;

assert_eq!(pgd_seven_training()?.slowdown()?, 8.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct AdversarialTrainingPasses {
    /// Passes spent finding the perturbation.
    pub attack_passes: u32,
    /// Passes spent on the update (2 for a doubled clean-and-adversarial batch).
    pub update_passes: u32,
    /// Passes per batch of standard training.
    #[input(default = 1, range = 1..)]
    pub standard_passes: u32,

    /// Passes per batch of adversarial training.
    #[property(attack_passes + update_passes)]
    pub passes: i64,
    /// The work as a multiple of standard training's.
    #[property(passes / standard_passes)]
    pub slowdown: f64,
}

/// PGD-7 adversarial training: seven attack steps and one update per batch (Madry et al. 2018).
#[preset(name = "PgdSevenTraining")]
pub fn pgd_seven_training() -> Result<AdversarialTrainingPasses, InputError> {
    AdversarialTrainingPasses::builder()
        .attack_passes(7)
        .update_passes(1)
        .build()
}
