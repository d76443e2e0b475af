use super::SECURITY;
use mlsysim_core::registry::Datasets;
use mlsysim_core::{InputError, preset, scenario};

/// Binary randomized smoothing at a noise level, against an l-infinity budget on one input:
/// the certified l2 radius, and whether it reaches the corner of the l-infinity box.
///
/// The budget is a number of steps of a pixel's levels; its box's corner lies at the budget
/// times the square root of the coordinates, the length the certificate must reach to cover
/// the whole box.
#[scenario(
    family = SECURITY,
    assumption = "The top class's probability under noise, p_A, is known exactly (a lower confidence bound in practice).",
    excludes = "The multi-class certificate and the sampling that estimates p_A.",
    derivation = "Cohen et al. (2019): smoothing with Gaussian noise certifies an l2 ball of radius σ Φ⁻¹(p_A).",
    rule(top_class_probability > 0.5 && top_class_probability < 1.0, "`top_class_probability` lies strictly between 0.5 and 1"),
    example = r#"
// The l2 certificate does not cover the 8/255 box of a CIFAR-10 image
use mlsysim_fleet::security::smoothing_radius_cifar10;

assert!(!smoothing_radius_cifar10()?.covers_box()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct CertifiedRadius {
    /// Standard deviation σ of the smoothing noise.
    #[input(positive)]
    pub noise_sd: f64,
    /// Probability p_A of the top class under noise.
    pub top_class_probability: f64,
    /// The l-infinity budget, in steps of a pixel's levels.
    pub linf_levels: u32,
    /// Values a pixel's channel takes.
    #[input(range = 2..)]
    pub pixel_levels: u32,
    /// Coordinates of an input: width × height × channels.
    pub coordinates: u32,

    /// The certified l2 radius.
    #[property(smoothing_radius(noise_sd, top_class_probability)?)]
    pub radius: f64,
    /// Φ⁻¹(p_A): the radius in units of the noise.
    #[property(radius / noise_sd)]
    pub quantile: f64,
    /// The l-infinity budget on the [0, 1] scale.
    #[property(linf_levels / (pixel_levels - 1))]
    pub linf_budget: f64,
    /// l2 length of the corner of the l-infinity box.
    #[property(linf_corner_l2(linf_budget, coordinates)?)]
    pub box_corner_l2: f64,
    /// Whether the certificate covers the whole box.
    #[property(radius >= box_corner_l2)]
    pub covers_box: bool,
}

/// Randomized smoothing at σ = 0.5 and p_A = 0.999 against RobustBench's 8/255 budget on a
/// CIFAR-10 image (8-bit channels, 256 levels).
#[preset(name = "SmoothingRadiusCifar10")]
pub fn smoothing_radius_cifar10() -> Result<CertifiedRadius, InputError> {
    let cifar = &Datasets::CIFAR10;
    let missing = || InputError::Invalid {
        input: "coordinates",
        reason: "CIFAR-10 has no image shape in the registry".into(),
    };
    let coordinates = cifar.image_width.ok_or_else(missing)?
        * cifar.image_height.ok_or_else(missing)?
        * cifar.image_channels.ok_or_else(missing)?;
    CertifiedRadius::builder()
        .noise_sd(0.5)
        .top_class_probability(0.999)
        .linf_levels(8)
        .pixel_levels(256)
        .coordinates(coordinates)
        .build()
}
