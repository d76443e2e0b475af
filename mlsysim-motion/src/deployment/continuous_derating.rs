use super::DEPLOYMENT;
use mlsysim_core::units::DEGREE_CELSIUS;
use mlsysim_core::{InputError, Temperature, preset, scenario};

/// A catalog's continuous torque rating carried to a hotter ambient and a worse heat path.
///
/// Continuous torque is the torque whose copper loss the heat path carries away at the
/// ceiling: τ ∝ √P and P = (T_max − T_amb)/θ, so τ scales as √((T_max − T_amb)/θ). A hotter
/// ambient and a larger installed thermal resistance each cut it.
#[scenario(
    family = DEPLOYMENT,
    assumption = "Copper loss goes as the square of the torque, at a fixed resistance.",
    excludes = "Copper's resistance rising with temperature, which cuts the rating further.",
    derivation = "The reference's ContinuousDeratingModel.",
    rule(installed_ambient < ceiling && catalog_ambient < ceiling, "both ambients lie below the `ceiling`"),
)]
pub struct ContinuousDerating {
    /// Winding temperature the continuous rating holds to.
    #[input(unit = DEGREE_CELSIUS)]
    pub ceiling: Temperature,
    /// Ambient of the catalog's test.
    #[input(unit = DEGREE_CELSIUS)]
    pub catalog_ambient: Temperature,
    /// Ambient where the joint is installed.
    #[input(unit = DEGREE_CELSIUS)]
    pub installed_ambient: Temperature,
    /// Installed thermal resistance over the catalog's.
    #[input(positive)]
    pub thermal_resistance_factor: f64,

    /// Continuous torque at the installed ambient, as a share of the catalog's.
    #[property(sqrt((ceiling - installed_ambient) / (ceiling - catalog_ambient))?)]
    pub ambient_share: f64,
    /// Continuous torque with the installed heat path too, as a share of the catalog's.
    #[property(ambient_share / sqrt(thermal_resistance_factor)?)]
    pub combined_share: f64,
}

/// A catalog continuous rating carried into a sealed limb at 40 °C: the torque at the burst
/// study's 140 °C working ceiling for a 25 °C catalog test, and again with the installed thermal
/// resistance doubled.
#[preset(name = "SealedJointCatalogDerating")]
pub fn sealed_joint_catalog_derating() -> Result<ContinuousDerating, InputError> {
    let burst = super::panda_class_joint_burst()?;
    ContinuousDerating::builder()
        .ceiling(burst.ceiling)
        .catalog_ambient(DEGREE_CELSIUS.of(25.0))
        .installed_ambient(burst.ambient)
        .thermal_resistance_factor(2.0)
        .build()
}
