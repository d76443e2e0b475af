//! Control barrier functions: the least change to a proposed command that keeps it inside one
//! half-space, the quadratic program min ½‖u − u_nom‖² s.t. aᵀu ≤ b of a CBF-QP safety filter
//! with a single constraint. The caller derives a and b from its plant and barrier; this
//! arithmetic alone proves neither forward invariance nor a physical stop.

use crate::law;

/// The half-space's breach aᵀu − b by `u_nom`, and ‖a‖², checked: the vectors have the same
/// length, at least one, and a is not zero.
fn breach_and_norm(
    u_nom: &[f64],
    a_vec: &[f64],
    b_scalar: f64,
) -> Result<(f64, f64), crate::EvalError> {
    crate::equation::require(
        !u_nom.is_empty() && u_nom.len() == a_vec.len(),
        "the command and the half-space's normal have the same length, at least one",
    )?;
    let dot: f64 = u_nom.iter().zip(a_vec).map(|(u, a)| u * a).sum();
    let norm_sq: f64 = a_vec.iter().map(|a| a * a).sum();
    crate::equation::require(norm_sq > 0.0, "the half-space's normal is not zero")?;
    Ok((dot - b_scalar, norm_sq))
}

/// The Lagrange multiplier of the single-constraint CBF-QP: λ* = (aᵀu_nom − b)/‖a‖² when the
/// proposal `u_nom` breaches the half-space aᵀu ≤ b (normal `a_vec`, bound `b_scalar`), zero
/// when it is already inside.
#[law(
    reference = "mlsysim.physics.robotics.control.calc_cbf_qp_orthogonal_projection",
    samples(u_nom = ["3.5,3", "1,1", "0.5,-2,4"], a_vec = ["2,1", "1,0,1"], b_scalar = [5.0, 0.0])
)]
pub fn cbf_qp_multiplier(u_nom: Vec<f64>, a_vec: Vec<f64>, b_scalar: f64) -> f64 {
    {
        let (breach, norm_sq) = self::breach_and_norm(&u_nom, &a_vec, b_scalar)?;
        if breach <= 0.0 { 0.0 } else { breach / norm_sq }
    }
}

/// The least change to `u_nom` that satisfies aᵀu ≤ b: the orthogonal projection onto the
/// half-space, u* = u_nom − λ*·a, or `u_nom` itself when it is already inside.
#[law(
    reference = "mlsysim.physics.robotics.control.calc_cbf_qp_orthogonal_projection",
    samples(u_nom = ["3.5,3", "1,1", "0.5,-2,4"], a_vec = ["2,1", "1,0,1"], b_scalar = [5.0, 0.0])
)]
pub fn cbf_qp_projection(u_nom: Vec<f64>, a_vec: Vec<f64>, b_scalar: f64) -> Vec<f64> {
    {
        let lambda = cbf_qp_multiplier(u_nom.clone(), a_vec.clone(), b_scalar)?;
        self::shifted(&u_nom, &a_vec, lambda)
    }
}

/// u − λ·a, element by element.
fn shifted(u: &[f64], a: &[f64], lambda: f64) -> Vec<f64> {
    u.iter().zip(a).map(|(u, a)| u - lambda * a).collect()
}
