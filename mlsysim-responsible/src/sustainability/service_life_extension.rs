use super::SUSTAINABILITY;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::units::YEAR;
use mlsysim_core::{InputError, Time, preset, scenario};

/// How much less embodied carbon each year of service is charged when hardware is kept longer.
///
/// A device's manufacturing carbon is spread evenly over its service life, so the charge per
/// year falls in proportion to the life: extending it from `short_life` to `long_life` cuts the
/// yearly charge by 1 − short ÷ long.
#[scenario(
    family = SUSTAINABILITY,
    assumption = "Embodied carbon is charged evenly over the service life.",
    excludes = "The operating energy of keeping older, less efficient hardware in service.",
    derivation = "The reference's ServiceLifeExtensionModel.",
    rule(short_life <= long_life, "`short_life` is at most `long_life`: an extension does not shorten the life"),
)]
pub struct ServiceLifeExtension {
    /// The service life before the extension.
    #[input(positive, unit = YEAR)]
    pub short_life: Time,
    /// The service life after it.
    #[input(positive, unit = YEAR)]
    pub long_life: Time,

    /// The cut in embodied carbon charged per year of service, as a share.
    #[property(1.0 - short_life / long_life)]
    pub annual_charge_reduction: f64,
}

/// An accelerator kept five years instead of the registry's amortization life.
#[preset(name = "AcceleratorLifeExtension")]
pub fn accelerator_life_extension() -> Result<ServiceLifeExtension, InputError> {
    ServiceLifeExtension::builder()
        .short_life(Pricing::Capital::AcceleratorServiceLifeYears.value)
        .long_life(YEAR.of(5.0))
        .build()
}
