use super::SUSTAINABILITY;
use mlsysim_core::registry::Grid;
use mlsysim_core::registry::Infrastructure::Grids;
use mlsysim_core::registry::ReferenceStats::CarbonPlacementProfile;
use mlsysim_core::{CarbonIntensity, Emissions, Energy, InputError, Named, preset, scenario};

/// One facility's energy placed on each of several grids: the emissions on each, after an
/// optional cut in energy, and how far apart the cleanest and the dirtiest grid are.
///
/// Emissions are energy times each grid's carbon intensity. The energy cut is a fractional
/// saving (an algorithmic one, say) applied before the grid factor, so that moving a job and
/// making it more efficient can be compared at one energy.
#[scenario(
    family = SUSTAINABILITY,
    equation = "emissions = E × CI, for each grid; after the cut = emissions × (1 − cut); spread = CI highest ÷ CI lowest",
    assumption = "Each grid's carbon intensity is its annual average, the same at every hour.",
    excludes = "Marginal (hour-by-hour) carbon intensity and the emissions of building on a new site.",
    derivation = "The reference's GridPlacementModel.",
    rule(!grids.is_empty(), "`grids` names at least one grid (the reference fails on none)"),
)]
pub struct GridPlacement {
    /// The facility energy placed.
    #[input(non_negative, unit = MEGAWATT_HOUR)]
    pub energy: Energy,
    /// The grids, by name.
    pub grids: Named<&'static Grid>,
    /// Fraction of the energy cut before the grid factor applies.
    #[input(default = 0.0, range = 0.0..=1.0)]
    pub energy_cut: f64,

    /// Carbon intensity of each grid.
    #[property(each!(g in grids, grids[g].carbon_intensity_g_kwh), unit = GRAM_CO2E_PER_KWH)]
    pub intensities: Named<CarbonIntensity>,
    /// Emissions of the energy on each grid.
    #[property(each!(g in grids, carbon_from_energy(energy, intensities[g])?), unit = TONNE_CO2E)]
    pub emissions: Named<Emissions>,
    /// Emissions on each grid after the energy cut.
    #[property(each!(g in grids, emissions[g] * (1.0 - energy_cut)), unit = TONNE_CO2E)]
    pub emissions_after_cut: Named<Emissions>,
    /// The grid of the lowest carbon intensity (the first listed, on a tie).
    #[property(argmin!(g in grids, intensities[g]))]
    pub lowest: String,
    /// The grid of the highest carbon intensity (the first listed, on a tie).
    #[property(argmax!(g in grids, intensities[g]))]
    pub highest: String,
    /// How many times the highest intensity is the lowest.
    #[property(intensities[&highest] / intensities[&lowest])]
    pub spread: f64,
}

/// The carbon-placement reference run's facility energy on Quebec's grid or Poland's, and the
/// emissions after a 15% algorithmic energy cut.
#[preset(name = "QuebecVersusPolandPlacement")]
pub fn quebec_versus_poland_placement() -> Result<GridPlacement, InputError> {
    GridPlacement::builder()
        .energy(CarbonPlacementProfile::TrainingRunEnergy.value)
        .grids(Named::from_iter([
            ("Quebec", &Grids::Quebec),
            ("Poland", &Grids::Poland),
        ]))
        .energy_cut(0.15)
        .build()
}

/// The same run on nine regional grids, at their rounded annual averages, with no cut.
#[preset(name = "RegionalGridPlacement")]
pub fn regional_grid_placement() -> Result<GridPlacement, InputError> {
    quebec_versus_poland_placement()?
        .variant()
        .grids(Named::from_iter([
            ("Norway", &Grids::Norway),
            ("Quebec", &Grids::Quebec),
            ("France", &Grids::France),
            ("EU average", &Grids::EU_Avg),
            ("Germany", &Grids::Germany),
            ("US average", &Grids::US_Avg),
            ("China", &Grids::China_Avg),
            ("India", &Grids::India_Avg),
            ("Poland", &Grids::Poland),
        ]))
        .energy_cut(0.0)
        .build()
}
