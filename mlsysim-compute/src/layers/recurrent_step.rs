use super::LAYERS;
use mlsysim_core::units::bytes;
use mlsysim_core::{Information, InputError, preset, scenario};

/// One time step of a recurrent layer: its weights, its multiply-adds, and the state that
/// inference and training keep.
///
/// Each step applies `gates` affine maps (one for a plain RNN, three for a GRU, four for an
/// LSTM), fused into input and recurrent matrices of gates·hidden rows; every weight does one
/// multiply-add per step. Inference keeps one state vector at any sequence length;
/// backpropagation through time keeps one per step.
#[scenario(
    family = LAYERS,
    assumption = "Biases are left out; every weight is used once per step.",
    assumption = "Widths, gates and steps are at least 1 and the byte width above zero, checked when the scenario is built.",
    excludes = "Elementwise gate arithmetic, and the activations backpropagation keeps beside the states.",
    derivation = "The input matrix is rows × x and the recurrent matrix rows × h; a matrix-vector product does one multiply-add per entry.",
    example = r#"
// A plain RNN step
use mlsysim_compute::layers::elman_rnn_step;

let s = elman_rnn_step()?;
assert_eq!(s.macs_per_step()?, 29_184);
assert_eq!(s.state_bytes()?.value, 512.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct RecurrentStep {
    /// Values of one input (x).
    #[input(range = 1..)]
    pub input_dim: u32,
    /// Width of the state (h).
    #[input(range = 1..)]
    pub hidden_dim: u32,
    /// Storage width of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// Affine maps per step: 1 for a plain RNN, 3 for a GRU, 4 for an LSTM.
    #[input(default = 1, range = 1..)]
    pub gates: u32,
    /// Steps of the sequence.
    #[input(default = 1, range = 1..)]
    pub steps: u32,

    /// Rows of the fused input and recurrent matrices.
    #[property(gates * hidden_dim)]
    pub gate_rows: i64,
    /// Multiply-adds of the recurrent matrix per step.
    #[property(gate_rows * hidden_dim)]
    pub recurrent_macs: i64,
    /// Multiply-adds of the input matrix per step.
    #[property(gate_rows * input_dim)]
    pub input_macs: i64,
    /// Multiply-adds per step.
    #[property(recurrent_macs + input_macs)]
    pub macs_per_step: i64,
    /// Input and recurrent weights, one multiply-add each per step.
    #[property(macs_per_step)]
    pub weights: i64,
    /// Bytes of one state vector: what inference keeps at any sequence length.
    #[property(hidden_dim * bytes_per_value, unit = BYTE)]
    pub state_bytes: Information,
    /// States backpropagation through time keeps: one per step.
    #[property(i64::from(steps))]
    pub training_states: i64,
}

/// A plain recurrent layer: 100 inputs, a 128-wide FP32 state, one gate, a 1,000-step sequence.
#[preset(name = "ElmanRnnStep")]
pub fn elman_rnn_step() -> Result<RecurrentStep, InputError> {
    RecurrentStep::builder()
        .input_dim(100)
        .hidden_dim(128)
        .bytes_per_value(bytes(4.0))
        .gates(1)
        .steps(1000)
        .build()
}

/// The same layer with a 512-wide FP32 state: what inference keeps at any stream length.
#[preset(name = "RecurrentState512Fp32")]
pub fn recurrent_state_512_fp32() -> Result<RecurrentStep, InputError> {
    elman_rnn_step()?.variant().hidden_dim(512).build()
}
