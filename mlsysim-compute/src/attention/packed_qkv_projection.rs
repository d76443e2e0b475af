use super::ATTENTION;
use mlsysim_core::{InputError, Workload, preset, scenario};

/// A sequence of tokens through a transformer's packed query-key-value projection: one matrix
/// of d × (projections·d) in one kernel.
#[scenario(
    family = ATTENTION,
    assumption = "The projections are fused into one weight matrix of the model's hidden width d; biases aside.",
    rule(workload.geometry().is_ok(), "`workload` is a transformer (the reference also takes any model with a hidden width, a state-space model among them)"),
    excludes = "Splitting the output into heads, and the attention that follows.",
    derivation = "A (tokens × d) by (d × projections·d) matrix product does one multiply-add per entry of the product per inner index.",
    example = r#"
// Six tokens through GPT-2 Small's packed projection
use mlsysim_compute::attention::gpt2_small_six_token_qkv_projection;

let s = gpt2_small_six_token_qkv_projection()?;
assert_eq!(s.packed_width()?, 2304);
assert_eq!(s.macs()?, 10_616_832);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PackedQkvProjection {
    /// The transformer projected.
    pub workload: &'static Workload,
    /// Tokens (rows) through the projection.
    #[input(range = 1..)]
    pub tokens: u32,
    /// Projections packed into the matrix: query, key and value make three.
    #[input(default = 3, range = 1..)]
    pub projections: u32,

    /// The model's hidden width d.
    #[property(i64::from(workload.geometry()?.hidden_dim))]
    pub width: i64,
    /// Columns of the packed matrix.
    #[property(projections * width)]
    pub packed_width: i64,
    /// Multiply-adds of the projection.
    #[property(tokens * width * packed_width)]
    pub macs: i64,
}

/// Six tokens through GPT-2 Small's 768 × 2,304 query-key-value matrix.
#[preset(name = "Gpt2SmallSixTokenQkvProjection")]
pub fn gpt2_small_six_token_qkv_projection() -> Result<PackedQkvProjection, InputError> {
    PackedQkvProjection::builder()
        .workload(Workload::find("Language.GPT2_Small")?)
        .tokens(6)
        .build()
}
