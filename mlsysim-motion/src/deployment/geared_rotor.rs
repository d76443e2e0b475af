use super::DEPLOYMENT;
use mlsysim_core::units::{GRAM, KILOGRAM_SQUARE_METRE, METRE};
use mlsysim_core::{InputError, Length, Mass, MomentOfInertia, preset, scenario};

/// A rotor seen through a `gear_ratio` reduction, sized as a solid flywheel, beside a link of
/// `load_inertia`.
///
/// The reduction reflects the rotor's inertia as N²·J. A solid disk of radius r has J = m·r²/2,
/// so the reflected inertia is a flywheel of mass 2J/r². A joint accelerates fastest for a given
/// motor torque at the ratio N* = √(J_load/J_rotor), where the reflected rotor matches the load;
/// at N it reaches 2x/(1 + x²) of that peak, x = N/N*.
#[scenario(
    family = DEPLOYMENT,
    assumption = "The gearbox is stiff and loses nothing.",
    excludes = "The gearbox's own inertia and friction.",
    derivation = "The reference's GearedRotorModel, with calc_reflected_inertia, calc_inertia_matched_ratio and calc_peak_normalized_response.",
)]
pub struct GearedRotor {
    /// Motor turns per output turn.
    #[input(range = 1.0..)]
    pub gear_ratio: f64,
    /// Mass of the rotor.
    #[input(positive, unit = GRAM)]
    pub rotor_mass: Mass,
    /// Moment of inertia of the rotor.
    #[input(positive, unit = KILOGRAM_SQUARE_METRE)]
    pub rotor_inertia: MomentOfInertia,
    /// Radius of the solid flywheel the reflected inertia is compared with.
    #[input(positive, unit = METRE)]
    pub flywheel_radius: Length,
    /// Moment of inertia of the link the joint drives.
    #[input(positive, unit = KILOGRAM_SQUARE_METRE)]
    pub load_inertia: MomentOfInertia,

    /// The rotor's inertia as the joint's output sees it: N²·J.
    #[property(mlsysim_core::laws::reflected_inertia(gear_ratio, rotor_inertia)?, unit = KILOGRAM_SQUARE_METRE)]
    pub reflected_inertia: MomentOfInertia,
    /// Mass of a solid flywheel of the stated radius with that inertia: 2·J_ref/r².
    #[property(2.0 * reflected_inertia / (flywheel_radius * flywheel_radius), unit = KILOGRAM)]
    pub flywheel_mass: Mass,
    /// Radius of gyration of the rotor: √(J/m).
    #[property(metres(sqrt((rotor_inertia / rotor_mass).value)?), unit = MILLIMETRE)]
    pub radius_of_gyration: Length,
    /// Gear ratio at which the reflected rotor matches the load: √(J_load/J).
    #[property(inertia_matched_ratio(load_inertia, rotor_inertia)?)]
    pub matched_ratio: f64,
    /// The joint's acceleration at this ratio, as a share of its peak at the matched ratio.
    #[property(peak_normalized_response(gear_ratio / matched_ratio)?)]
    pub acceleration_share: f64,
}

/// A 50 g rotor through a 100:1 joint reduction, its reflected inertia sized as a 10 cm solid
/// flywheel, beside an illustrative link of 8.5e-3 kg·m².
#[preset(name = "GearedRotorFlywheel")]
pub fn geared_rotor_flywheel() -> Result<GearedRotor, InputError> {
    GearedRotor::builder()
        .gear_ratio(100.0)
        .rotor_mass(GRAM.of(50.0))
        .rotor_inertia(KILOGRAM_SQUARE_METRE.of(5.6e-6))
        .flywheel_radius(METRE.of(0.10))
        .load_inertia(KILOGRAM_SQUARE_METRE.of(8.5e-3))
        .build()
}
