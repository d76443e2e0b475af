use super::SELECTION;
use mlsysim_core::units::usd;
use mlsysim_core::{InputError, Usd, preset, scenario};

/// A supervised baseline against a semi-supervised run that needs far fewer labels and more
/// compute: labels plus compute, on both sides.
#[scenario(
    family = SELECTION,
    assumption = "Both reach the same accuracy.",
    excludes = "The unlabeled data, assumed free.",
    derivation = "Unit prices times counts, plus compute.",
    example = r#"
// FixMatch on 250 labels
use mlsysim_data::selection::fix_match_cifar10_cost;

let s = fix_match_cifar10_cost()?;
assert_eq!(s.label_reduction()?, 16.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SemiSupervisedCost {
    /// Price of one label.
    #[input(non_negative, unit = USD)]
    pub label_price: Usd,
    /// Labels of the supervised run.
    #[input(range = 1..)]
    pub supervised_labels: i64,
    /// Compute of the supervised run.
    #[input(positive, unit = USD)]
    pub supervised_compute: Usd,
    /// Labels of the semi-supervised run.
    #[input(range = 1..)]
    pub ssl_labels: i64,
    /// Compute of the semi-supervised run.
    #[input(positive, unit = USD)]
    pub ssl_compute: Usd,

    /// Labels of the supervised run.
    #[property(supervised_labels * label_price, unit = USD)]
    pub supervised_label_cost: Usd,
    /// The supervised run's whole cost.
    #[property(supervised_label_cost + supervised_compute, unit = USD)]
    pub supervised_total: Usd,
    /// Labels of the semi-supervised run.
    #[property(ssl_labels * label_price, unit = USD)]
    pub ssl_label_cost: Usd,
    /// The semi-supervised run's whole cost.
    #[property(ssl_label_cost + ssl_compute, unit = USD)]
    pub ssl_total: Usd,
    /// Semi-supervised compute over supervised.
    #[property(ssl_compute / supervised_compute)]
    pub compute_multiple: f64,
    /// Supervised total over semi-supervised.
    #[property(supervised_total / ssl_total)]
    pub cost_reduction: f64,
    /// Supervised labels over semi-supervised.
    #[property(supervised_labels / ssl_labels)]
    pub label_reduction: f64,
}

/// Supervised training on 4,000 CIFAR-10 labels against FixMatch on 250 (Sohn et al. 2020)
/// with five times the compute; illustrative label and compute dollars.
#[preset(name = "FixMatchCifar10Cost")]
pub fn fix_match_cifar10_cost() -> Result<SemiSupervisedCost, InputError> {
    SemiSupervisedCost::builder()
        .label_price(usd(1.0))
        .supervised_labels(4000)
        .supervised_compute(usd(50.0))
        .ssl_labels(250)
        .ssl_compute(usd(250.0))
        .build()
}
