use super::RLVR;
use mlsysim_core::{InputError, preset, scenario};

/// The rewards of one group of rollouts and the group-relative (GRPO) coefficients they give:
/// each reward less the group's mean, over the group's dispersion plus a stabilizer.
///
/// Every sampled token of rollout i carries coefficient i. The dispersion's divisor (G or
/// G − 1) and the stabilizer are part of the objective: a lone pass among G binary rewards gets
/// √(G − 1) as the stabilizer goes to zero, a lone failure −√(G − 1).
#[scenario(
    family = RLVR,
    rule(len(&rewards) >= 1, "`rewards` holds at least one rollout's reward"),
    rule(!bessel || len(&rewards) >= 2, "`rewards` holds at least two rewards when `bessel` divides by G − 1"),
    example = r#"
// A lone pass among 16 gets √15
use mlsysim_training::rlvr::lone_pass_in_group_of_sixteen;

let s = lone_pass_in_group_of_sixteen()?;
assert!((s.coefficients()?[0] - 15f64.sqrt()).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct GroupCoefficients {
    /// The rewards of the group's rollouts.
    pub rewards: Vec<f64>,
    /// The stabilizer ε added to the dispersion.
    #[input(non_negative)]
    pub stabilizer: f64,
    /// Whether the dispersion divides by G − 1 instead of G.
    #[input(default = false)]
    pub bessel: bool,

    /// Rollouts in the group.
    #[property(len(&rewards))]
    pub group: i64,
    /// The group's mean reward.
    #[property(sum!(r in rewards, r) / group)]
    pub mean: f64,
    /// The group's dispersion.
    #[property(group_reward_dispersion(rewards, bessel)?)]
    pub std: f64,
    /// Each rollout's coefficient.
    #[property(group_relative_coefficients(rewards, stabilizer, bessel)?)]
    pub coefficients: Vec<f64>,
    /// The coefficients added up: zero but for rounding.
    #[property(sum!(c in coefficients, c))]
    pub coefficient_sum: f64,
}

/// Three repair rollouts, the middle one passing, under the population dispersion and a 1e-8
/// stabilizer.
#[preset(name = "RepairGroupOnePassOfThree")]
pub fn repair_group_one_pass_of_three() -> Result<GroupCoefficients, InputError> {
    GroupCoefficients::builder()
        .rewards(vec![0.0, 1.0, 0.0])
        .stabilizer(1e-8)
        .build()
}

/// One pass among 16 rollouts of a hard task, under the population dispersion and no
/// stabilizer.
#[preset(name = "LonePassInGroupOfSixteen")]
pub fn lone_pass_in_group_of_sixteen() -> Result<GroupCoefficients, InputError> {
    let mut rewards = vec![0.0; 16];
    rewards[0] = 1.0;
    GroupCoefficients::builder()
        .rewards(rewards)
        .stabilizer(0.0)
        .build()
}

/// One failure among 16 rollouts of an easy task: the mirror image of the lone pass.
#[preset(name = "LoneFailureInGroupOfSixteen")]
pub fn lone_failure_in_group_of_sixteen() -> Result<GroupCoefficients, InputError> {
    let mut rewards = vec![1.0; 16];
    rewards[0] = 0.0;
    lone_pass_in_group_of_sixteen()?.variant().rewards(rewards).build()
}
