use super::SECURITY;
use mlsysim_core::units::usd;
use mlsysim_core::{InputError, Usd, preset, scenario};

/// The mean of a public roster's values released with differential privacy: one Laplace draw
/// added to the sum, divided by the public count.
///
/// Every value lies in [0, `value_range`], so replacing one person moves the sum by at most
/// the range: that is the sensitivity. The reference names the method's argument `group_size`,
/// the input's own name; here the argument is `n`.
#[scenario(
    family = SECURITY,
    assumption = "Replace-one adjacency over a roster whose size is public.",
    assumption = "The expected absolute error of one Laplace draw is its scale.",
    excludes = "Clipping values outside the range, and composition with other releases on the same data.",
    derivation = "The Laplace mechanism: noise of scale sensitivity ÷ ε gives ε-differential privacy.",
    example = r#"
// A mean salary of 1,000 people, off by about $200
use mlsysim_fleet::security::salary_mean_laplace_release;

let s = salary_mean_laplace_release()?;
assert!((s.mean_error(1000)?.value - 200.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct LaplaceMeanRelease {
    /// The width of the range every value lies in.
    #[input(non_negative, unit = USD)]
    pub value_range: Usd,
    /// The privacy budget ε.
    #[input(positive)]
    pub epsilon: f64,
    /// People in the released group.
    #[input(range = 1..)]
    pub group_size: u32,
    /// People in a smaller group, for comparison.
    #[input(range = 1..)]
    pub small_group_size: Option<u32>,

    /// The most one person can move the sum.
    #[property(value_range, unit = USD)]
    pub sensitivity: Usd,
    /// Scale of the Laplace noise on the sum, in dollars.
    #[property(usd(laplace_scale(sensitivity.value, epsilon)?), unit = USD)]
    pub noise_scale: Usd,
    /// Expected absolute error of the released mean of the smaller group.
    #[property(mean_error(small_group_size)?, unit = USD)]
    pub small_group_error: Usd,
    /// Expected absolute error of the released mean of `n` people: the noise scale over n.
    #[method(noise_scale / n, unit = USD, samples(n = [group_size, small_group_size]), args(n(range = 1..)))]
    pub mean_error: fn(n: u32) -> Usd,
}

/// The mean salary of 1,000 employees on a public roster, salaries from $0 to $200,000, at
/// ε = 1; a group of 100 for comparison.
#[preset(name = "SalaryMeanLaplaceRelease")]
pub fn salary_mean_laplace_release() -> Result<LaplaceMeanRelease, InputError> {
    LaplaceMeanRelease::builder()
        .value_range(usd(200_000.0))
        .epsilon(1.0)
        .group_size(1000)
        .small_group_size(100)
        .build()
}
