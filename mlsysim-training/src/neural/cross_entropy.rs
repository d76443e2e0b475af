use super::NEURAL;
use mlsysim_core::registry::Datasets;
use mlsysim_core::{InputError, Named, preset, scenario};

/// Cross-entropy losses for probabilities a classifier gives the correct class, against the
/// loss of a uniform guess, and the gradient of a confident mistake.
///
/// With a one-hot label the loss is −ln p of the correct class alone. The gradient on each
/// class's score is its probability minus its target: a mistake pushes the true class up by
/// 1 − p and the wrongly favoured class down by its probability.
#[scenario(
    family = NEURAL,
    example = r#"
// A confident 0.9 costs 0.105 nats; a uniform guess over ten digits ln 10
use mlsysim_training::neural::digit_cross_entropy_examples;

let s = digit_cross_entropy_examples()?;
assert!((s.uniform_loss()? - 10f64.ln()).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct CrossEntropy {
    /// Classes the classifier chooses among.
    #[input(range = 1..)]
    pub classes: i64,
    /// Probabilities given the correct class, by name.
    #[input(range = 0.0..=1.0)]
    pub probabilities: Named<f64>,
    /// A confident mistake: the probability on the correct class (`true`) and on the class
    /// predicted instead (`wrong`).
    #[input(range = 0.0..=1.0)]
    pub misread: Named<f64>,

    /// Loss when the correct class gets the probability named `key`.
    #[method(cross_entropy(probabilities[key])?, samples(key = probabilities))]
    pub loss: fn(key: String) -> f64,
    /// Loss of a uniform guess over the classes.
    #[property(cross_entropy(1.0 / classes)?)]
    pub uniform_loss: f64,
    /// Loss of the confident mistake.
    #[property(cross_entropy(misread["true"])?)]
    pub misread_loss: f64,
    /// Gradient on the correct class's score in the mistake: its probability minus 1.
    #[property(misread["true"] - 1.0)]
    pub misread_gradient_true: f64,
    /// Gradient on the wrongly predicted class's score: its probability minus 0.
    #[property(misread["wrong"] - 0.0)]
    pub misread_gradient_wrong: f64,
}

/// One MNIST digit: probabilities of 0.9 and 0.8 on the true class, and a seven read as a
/// three (0.6 on three, 0.1 on seven).
#[preset(name = "DigitCrossEntropyExamples")]
pub fn digit_cross_entropy_examples() -> Result<CrossEntropy, InputError> {
    let classes = crate::stated(Datasets::MNIST.num_classes, "classes", "MNIST class count")?;
    CrossEntropy::builder()
        .classes(i64::from(classes))
        .probabilities([("confident", 0.9), ("correct", 0.8)].into_iter().collect())
        .misread([("true", 0.1), ("wrong", 0.6)].into_iter().collect())
        .build()
}
