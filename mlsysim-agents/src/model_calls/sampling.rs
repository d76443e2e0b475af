use super::MODEL_CALLS;
use mlsysim_core::{InputError, preset, scenario};

/// One fixed vector of logits sampled at a base and a sharper temperature, then truncated to
/// its top-p nucleus at the base temperature.
///
/// The sampling distribution is the softmax of the logits over the temperature. Lowering the
/// temperature moves mass to the top token and shrinks the tail every other token shares;
/// top-p keeps the fewest most likely tokens whose mass reaches p and rescales them to sum to
/// one.
#[scenario(
    family = MODEL_CALLS,
    assumption = "The logits stay fixed; only the temperature and the truncation change.",
    excludes = "Top-k, repetition penalties and the model that produces the logits.",
    rule(!logits.is_empty(), "`logits` holds at least one logit"),
    example = r#"
// Halving the temperature shrinks the tail; top-p 0.9 keeps two tokens
use mlsysim_agents::model_calls::temperature_nucleus_example;

let s = temperature_nucleus_example()?;
assert!(s.tail_ratio()? > 1.0);
assert_eq!(s.nucleus_size()?, 2);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct Sampling {
    /// The logits of the vocabulary's tokens.
    pub logits: Vec<f64>,
    /// The base temperature.
    #[input(positive)]
    pub base_temperature: f64,
    /// A sharper (lower) temperature to compare.
    #[input(positive)]
    pub sharp_temperature: f64,
    /// The nucleus's probability mass, p.
    #[input(positive, range = 0.0..=1.0)]
    pub top_p: f64,

    /// The softmax's normalizer at the base temperature: Σ e^{z/T}.
    #[property(sum!(z in logits, exp(z / base_temperature)?))]
    pub partition_sum: f64,
    /// The sampling distribution at the base temperature.
    #[property(tempered_softmax(logits.clone(), base_temperature)?)]
    pub base_probabilities: Vec<f64>,
    /// The sampling distribution at the sharp temperature.
    #[property(tempered_softmax(logits.clone(), sharp_temperature)?)]
    pub sharp_probabilities: Vec<f64>,
    /// The mass left to every token but the top one, at the base temperature.
    #[property(1.0 - max!(p in base_probabilities, p))]
    pub base_tail: f64,
    /// The same at the sharp temperature.
    #[property(1.0 - max!(p in sharp_probabilities, p))]
    pub sharp_tail: f64,
    /// How many times the sharp tail the base tail is.
    #[property(base_tail / sharp_tail)]
    pub tail_ratio: f64,
    /// Tokens the nucleus keeps.
    #[property(len(&nucleus_probabilities))]
    pub nucleus_size: i64,
    /// The nucleus's mass before rescaling.
    #[property(mlsysim_core::laws::nucleus_mass(base_probabilities.clone(), top_p)?)]
    pub nucleus_mass: f64,
    /// The nucleus's probabilities, rescaled to sum to one, most likely first.
    #[property(nucleus(base_probabilities.clone(), top_p)?)]
    pub nucleus_probabilities: Vec<f64>,
}

/// Five hypothetical logits, [12, 10.5, 9, 6, 3], at temperature 1 and 0.5, then top-p 0.90 at
/// temperature 1.
#[preset(name = "TemperatureNucleusExample")]
pub fn temperature_nucleus_example() -> Result<Sampling, InputError> {
    Sampling::builder()
        .logits(vec![12.0, 10.5, 9.0, 6.0, 3.0])
        .base_temperature(1.0)
        .sharp_temperature(0.5)
        .top_p(0.90)
        .build()
}
