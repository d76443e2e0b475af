use super::NEURAL;
use mlsysim_core::{InputError, preset, scenario};

/// The logic two activation datapaths take, in transistor equivalents: an illustrative budget
/// of a cheap activation against a costly one.
///
/// A ReLU is a sign-bit comparison and a multiplexer; a sigmoid needs an approximation of the
/// exponential and a division. The ratio, not the counts, is the point: the stated counts are
/// a teaching budget, not a measured constant.
#[scenario(
    family = NEURAL,
    example = r#"
// A sigmoid datapath takes fifty times the logic of a ReLU
use mlsysim_training::neural::relu_versus_sigmoid_logic;

let s = relu_versus_sigmoid_logic()?;
assert_eq!(s.ratio()?, 50.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ActivationLogicCost {
    /// Name of the cheap activation.
    pub cheap_label: String,
    /// Transistor equivalents of the cheap activation's datapath.
    #[input(range = 1..)]
    pub cheap_transistors: i64,
    /// Name of the costly activation.
    pub costly_label: String,
    /// Transistor equivalents of the costly activation's datapath.
    #[input(range = 0..)]
    pub costly_transistors: i64,

    /// The costly datapath's logic over the cheap one's.
    #[property(costly_transistors / cheap_transistors)]
    pub ratio: f64,
}

/// A ReLU (a sign-bit comparator and a multiplexer) against a sigmoid (an exponential
/// approximation), in a stylized teaching budget of transistor equivalents.
#[preset(name = "ReluVersusSigmoidLogic")]
pub fn relu_versus_sigmoid_logic() -> Result<ActivationLogicCost, InputError> {
    ActivationLogicCost::builder()
        .cheap_label("ReLU".to_string())
        .cheap_transistors(50)
        .costly_label("sigmoid".to_string())
        .costly_transistors(2_500)
        .build()
}
