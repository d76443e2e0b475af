//! Manipulator kinematics: how well a planar two-link arm's Jacobian is conditioned at an
//! elbow angle, and the joint rate damped least squares commands along a weak direction
//! (Lynch and Park, *Modern Robotics*, 2017, ch. 5; Wampler, IEEE Trans. SMC 16(1), 1986;
//! Nakamura and Hanafusa, ASME J. Dyn. Syst., 1986).

use crate::law;
use crate::units::{Angle, AngularVelocity, Length, Velocity};

/// Singular values of the planar two-link arm's Jacobian at elbow angle `elbow_angle`, in
/// metres of tool motion per radian of joint motion: `[σ_max, σ_min]`. With q1 = 0 (it only
/// rotates the picture), J = [[−l₂ sin q₂, −l₂ sin q₂], [l₁ + l₂ cos q₂, l₂ cos q₂]]; its
/// singular values are the square roots of JᵀJ's eigenvalues. det J = l₁·l₂·sin q₂, so σ_min
/// falls to zero as the elbow straightens: the singular pose.
#[law(
    reference = "mlsysim.physics.robotics.kinematics.calc_two_link_singular_values",
    unit = METRE,
    samples(upper_arm = ["0.316 m", "0.5 m"], forearm = ["0.384 m"], elbow_angle = ["90 deg", "10 deg", "0 deg"])
)]
pub fn two_link_singular_values(
    upper_arm: Length,
    forearm: Length,
    elbow_angle: Angle,
) -> Vec<Length> {
    {
        let (l1, l2, q2) = (upper_arm.value, forearm.value, elbow_angle.value);
        let (j11, j12) = (-l2 * q2.sin(), -l2 * q2.sin());
        let (j21, j22) = (l1 + l2 * q2.cos(), l2 * q2.cos());
        let a = j11 * j11 + j21 * j21;
        let b = j11 * j12 + j21 * j22;
        let d = j12 * j12 + j22 * j22;
        let (half_trace, det) = ((a + d) / 2.0, a * d - b * b);
        let disc = sqrt(max(half_trace * half_trace - det, 0.0))?;
        let largest = metres(sqrt(half_trace + disc)?);
        let smallest = metres(sqrt(max(half_trace - disc, 0.0))?);
        vec![largest, smallest]
    }
}

/// Joint rate damped least squares commands for `tool_speed` along a direction of singular
/// value `singular_value` with damping `damping`: it minimises ‖J·q̇ − v‖² + λ²‖q̇‖², whose
/// gain along that direction is σ/(σ² + λ²), never above 1/(2λ); with no damping, the exact
/// inverse 1/σ.
#[law(
    reference = "mlsysim.physics.robotics.kinematics.calc_dls_joint_rate",
    unit = RADIAN_PER_SECOND,
    samples(tool_speed = ["1 m/s", "0.2 m/s"], singular_value = ["0.0667 m", "0.316 m"], damping = ["50 mm", "0 m"])
)]
pub fn dls_joint_rate(
    tool_speed: Velocity,
    singular_value: Length,
    damping: Length,
) -> AngularVelocity {
    {
        let (s, lam) = (singular_value.value, damping.value);
        radians_per_second(tool_speed.value * (s / (s * s + lam * lam)))
    }
}

/// Share of the requested tool motion damped least squares delivers along a direction of
/// singular value `singular_value` with damping `damping`: σ²/(σ² + λ²).
#[law(
    reference = "mlsysim.physics.robotics.kinematics.calc_dls_joint_rate",
    samples(singular_value = ["0.0667 m", "0.316 m"], damping = ["50 mm", "0 m"])
)]
pub fn dls_realized_fraction(singular_value: Length, damping: Length) -> f64 {
    {
        let (s, lam) = (singular_value.value, damping.value);
        s * s / (s * s + lam * lam)
    }
}
