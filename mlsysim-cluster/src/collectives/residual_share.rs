use super::COLLECTIVES;
use mlsysim_core::{InputError, preset, scenario};

/// A residual that takes a share of the one-device step and does not shrink with more devices:
/// its share of the distributed step.
///
/// Compute divides by the device count and the residual does not, so the residual's share of
/// the distributed step, r / ((1 − r)/N + r), is far larger than r: an observed share must not
/// be read as the serial fraction.
#[scenario(
    family = COLLECTIVES,
    assumption = "The residual is the same on every device count; the rest divides evenly.",
    excludes = "Communication that grows with the device count.",
    derivation = "Amdahl's law read from the distributed side: the serial part's share of the parallel step.",
    example = r#"
// A 1% residual fills 84% of the step on 512 devices
use mlsysim_cluster::collectives::residual_one_percent_512;

let s = residual_one_percent_512()?;
assert!((s.residual_share()? - 0.8379705400981996).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ResidualShare {
    /// The residual, as a share of the one-device step.
    #[input(range = 0.0..=1.0)]
    pub residual: f64,
    /// Devices.
    #[input(range = 1..)]
    pub devices: u32,

    /// The distributed step in units of the one-device step.
    #[property((1.0 - residual) / devices + residual)]
    pub step_fraction: f64,
    /// The residual's share of the distributed step.
    #[property(residual / step_fraction)]
    pub residual_share: f64,
    /// Speedup over one device.
    #[property(strong_scaling_speedup(devices, residual)?)]
    pub speedup: f64,
}

/// A residual of 1% of the one-device step on 512 devices: it fills most of the distributed
/// step.
#[preset(name = "ResidualOnePercent512")]
pub fn residual_one_percent_512() -> Result<ResidualShare, InputError> {
    ResidualShare::builder().residual(0.01).devices(512).build()
}
