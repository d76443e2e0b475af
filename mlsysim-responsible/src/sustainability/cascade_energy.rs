use super::SUSTAINABILITY;
use mlsysim_core::units::MILLIJOULE;
use mlsysim_core::{Energy, InputError, preset, scenario};

/// An edge-first cascade: a small model on the device sees every input and sends a share of
/// them over a radio link to a large model in the cloud.
///
/// The mean energy per input is the edge model's energy plus, for the share escalated, the
/// transmission and the cloud model; the comparison is sending every input to the cloud.
#[scenario(
    family = SUSTAINABILITY,
    assumption = "Every input runs the edge model; an escalated input is sent once and runs the cloud model once.",
    excludes = "Energy of the radio's idle listening and of the replies sent back.",
    derivation = "The reference's CascadeEnergyModel.",
)]
pub struct CascadeEnergy {
    /// Energy of the edge model on one input.
    #[input(non_negative, unit = MILLIJOULE)]
    pub edge_energy: Energy,
    /// Energy of sending one input to the cloud.
    #[input(non_negative, unit = MILLIJOULE)]
    pub transmit_energy: Energy,
    /// Energy of the cloud model on one input.
    #[input(non_negative, unit = MILLIJOULE)]
    pub cloud_energy: Energy,
    /// Share of inputs escalated to the cloud.
    #[input(range = 0.0..=1.0)]
    pub escalation: f64,

    /// Energy per input of sending everything to the cloud.
    #[property(transmit_energy + cloud_energy, unit = MILLIJOULE)]
    pub cloud_only_energy: Energy,
    /// Escalation's share of the mean energy per input.
    #[property(escalation * cloud_only_energy, unit = MILLIJOULE)]
    pub escalated_energy: Energy,
    /// Mean energy per input of the cascade.
    #[property(edge_energy + escalated_energy, unit = MILLIJOULE)]
    pub mean_energy: Energy,
    /// What the cascade saves against cloud only, as a share (negative when it costs more).
    #[property(1.0 - mean_energy / cloud_only_energy)]
    pub saving: f64,
}

/// A small edge image classifier (0.5 mJ) on every image, one in ten sent over a cellular uplink
/// (10 mJ) to a large cloud model (50 mJ).
#[preset(name = "EdgeFirstImageCascade")]
pub fn edge_first_image_cascade() -> Result<CascadeEnergy, InputError> {
    CascadeEnergy::builder()
        .edge_energy(MILLIJOULE.of(0.5))
        .transmit_energy(MILLIJOULE.of(10.0))
        .cloud_energy(MILLIJOULE.of(50.0))
        .escalation(0.10)
        .build()
}
