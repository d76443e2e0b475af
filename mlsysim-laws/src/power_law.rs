//! Power laws of a resource: how far a term A·R^(−α) falls when the resource grows, and the
//! resource multiple that buys a given fall (loss against compute, data or parameters).

use crate::law;

/// Factor by which a power-law term A·R^(−α) falls when R grows by `multiple`: multiple^(−α).
#[law(
    reference = "mlsysim.physics.scaling.calc_power_law_factor",
    samples(multiple = [2.0, 10.0, 1000.0], exponent = [0.05, 0.076, 0.5])
)]
pub fn power_law_factor(multiple: f64, exponent: f64) -> f64 {
    {
        require(multiple > 0.0, "the resource multiple is above 0")?;
        powf(multiple, -exponent)?
    }
}

/// Resource multiple that halves a power-law term A·R^(−α): 2^(1/α).
#[law(
    reference = "mlsysim.physics.scaling.calc_halving_multiple",
    samples(exponent = [0.05, 0.076, 0.34, 1.0])
)]
pub fn halving_multiple(exponent: f64) -> f64 {
    {
        require(exponent > 0.0, "the exponent is above 0")?;
        powf(2.0, 1.0 / exponent)?
    }
}

/// Resource multiple that lowers a power-law loss A·C^(−α) by the fraction `loss_reduction`:
/// (1 ÷ (1 − r))^(1/α). At α = 0.05 a loss ten percent lower takes about 8.2 times the compute.
#[law(
    reference = "mlsysim.physics.scaling.calc_loss_reduction_compute_multiple",
    samples(exponent = [0.05, 0.076, 0.5], loss_reduction = [0.01, 0.1, 0.5])
)]
pub fn loss_reduction_compute_multiple(exponent: f64, loss_reduction: f64) -> f64 {
    {
        require(exponent > 0.0, "the exponent is above 0")?;
        require(
            loss_reduction > 0.0 && loss_reduction < 1.0,
            "the loss reduction lies in (0, 1)",
        )?;
        powf(1.0 / (1.0 - loss_reduction), 1.0 / exponent)?
    }
}
