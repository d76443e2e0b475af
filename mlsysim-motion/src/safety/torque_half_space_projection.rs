use super::SAFETY;
use mlsysim_core::{Angle, InputError, preset, scenario};

/// A torque proposal against one barrier half-space normal·u ≤ bound: the least-change
/// projection onto it, set against clamping one axis.
///
/// The projection is the single-constraint CBF-QP: min ½‖u − u_nom‖² subject to aᵀu ≤ b,
/// solved by moving the proposal along the normal by λ* = (aᵀu_nom − b)/‖a‖². A per-axis clamp
/// changes one joint alone, may leave the half-space breached, and turns the command's
/// direction further. Torques are in N·m, as plain numbers like the projection's inputs.
#[scenario(
    family = SAFETY,
    assumption = "The half-space is given: this arithmetic proves neither forward invariance nor a physical stop.",
    excludes = "Actuator limits inside the projection, which a QP with more constraints would add.",
    derivation = "The reference's TorqueHalfSpaceProjectionScenario, with calc_cbf_qp_orthogonal_projection.",
    rule(len(&proposal) == 2 && len(&normal) == 2 && len(&clamp) == 2, "`proposal`, `normal` and `clamp` are two-joint torques"),
    rule(normal[0] != 0.0 || normal[1] != 0.0, "`normal` is not zero"),
)]
pub struct TorqueHalfSpaceProjection {
    /// The proposed joint torques, in N·m.
    pub proposal: Vec<f64>,
    /// Normal of the barrier half-space.
    pub normal: Vec<f64>,
    /// Bound of the half-space, in N·m.
    pub bound: f64,
    /// The proposal with one axis clamped, in N·m.
    pub clamp: Vec<f64>,
    /// Symmetric limit of each joint's torque, in N·m.
    #[input(positive)]
    pub actuator_limit: f64,

    /// The least-change command inside the half-space.
    #[property(cbf_qp_projection(proposal, normal, bound)?)]
    pub projected: Vec<f64>,
    /// The projection's multiplier λ*.
    #[property(cbf_qp_multiplier(proposal, normal, bound)?)]
    pub lambda_star: f64,
    /// Length of the change the projection makes: ‖u* − u‖.
    #[property(sqrt(sum!((p, u) in zip(&projected, &proposal)?, (p - u) * (p - u)))?)]
    pub correction_norm: f64,
    /// Whether the projection changed the proposal.
    #[property(lambda_star > 0.0)]
    pub was_modified: bool,
    /// normal·proposal.
    #[property(sum!((a, u) in zip(&normal, &proposal)?, a * u))]
    pub proposal_value: f64,
    /// How far the proposal breaches the bound.
    #[property(proposal_value - bound)]
    pub breach: f64,
    /// normal·clamp.
    #[property(sum!((a, u) in zip(&normal, &clamp)?, a * u))]
    pub clamp_value: f64,
    /// How far the clamped command still breaches the bound.
    #[property(clamp_value - bound)]
    pub clamp_penetration: f64,
    /// normal·projected: the bound, when the proposal breached it.
    #[property(sum!((a, u) in zip(&normal, &projected)?, a * u))]
    pub projected_value: f64,
    /// Direction of the proposal in the torque plane.
    #[property(radians(proposal[1].atan2(proposal[0])), unit = DEGREE)]
    pub proposal_angle: Angle,
    /// Direction of the clamped command.
    #[property(radians(clamp[1].atan2(clamp[0])), unit = DEGREE)]
    pub clamp_angle: Angle,
    /// Direction of the projected command.
    #[property(radians(projected[1].atan2(projected[0])), unit = DEGREE)]
    pub projected_angle: Angle,
}

/// A two-joint torque proposal (3.5, 3) N·m against 2τ₁ + τ₂ ≤ 5 N·m: the least-change
/// projection, set against clamping joint 1 to 2 N·m (an abstract illustration).
#[preset(name = "TwoJointTorqueProjection")]
pub fn two_joint_torque_projection() -> Result<TorqueHalfSpaceProjection, InputError> {
    TorqueHalfSpaceProjection::builder()
        .proposal(vec![3.5, 3.0])
        .normal(vec![2.0, 1.0])
        .bound(5.0)
        .clamp(vec![2.0, 3.0])
        .actuator_limit(5.0)
        .build()
}
