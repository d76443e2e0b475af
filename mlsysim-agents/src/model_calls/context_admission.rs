use super::MODEL_CALLS;
use mlsysim_core::{Headroom, InputError, preset, scenario};

/// Whether a serialized request, text plus what the vision front end charges for an image,
/// fits a context window with room held back for the reply.
///
/// Admission is measured in tokens: a request fits when its prompt is at most the window less
/// the output reserve, S ≤ S_max − K_max. An image counts by the positions the front end
/// charges for it, not by its bytes.
#[scenario(
    family = MODEL_CALLS,
    assumption = "The reply's whole allowance is reserved at admission.",
    excludes = "Truncating or compacting a request that does not fit.",
    rule(output_reserve <= window, "`output_reserve` is at most the `window`"),
    example = r#"
// A screenshot pushes a request that fits as text over the window
use mlsysim_agents::model_calls::multimodal_context_admission;

let s = multimodal_context_admission()?;
assert!(s.headroom()?.0 > 0);
assert!(!s.admitted()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ContextAdmission {
    /// Tokens of the context window, input and output together.
    #[input(range = 1..)]
    pub window: u32,
    /// Tokens reserved for the reply.
    pub output_reserve: u32,
    /// Tokens of the serialized text request.
    pub text_tokens: u32,
    /// Positions the vision front end charges for the image.
    #[input(default = 0)]
    pub image_tokens: u32,

    /// The most input the window admits once the reply is reserved.
    #[property(window - output_reserve, unit = TOKENS)]
    pub input_ceiling: i64,
    /// Room left under the ceiling by the text alone (negative: none).
    #[property(input_ceiling - text_tokens)]
    pub headroom: Headroom,
    /// Tokens the request asks of the window: text, image and the reserved reply.
    #[property(text_tokens + image_tokens + output_reserve, unit = TOKENS)]
    pub total_demand: i64,
    /// Tokens by which the demand exceeds the window (positive: refused).
    #[property(total_demand - window, unit = TOKENS)]
    pub excess: i64,
    /// Whether the request is admitted.
    #[property(excess <= 0)]
    pub admitted: bool,
}

/// A 6,000-token text request with a screenshot the vision front end charges 2,048 positions
/// for, against an 8,192-token window with 1,024 tokens reserved for the reply.
#[preset(name = "MultimodalContextAdmission")]
pub fn multimodal_context_admission() -> Result<ContextAdmission, InputError> {
    ContextAdmission::builder()
        .window(8_192)
        .output_reserve(1_024)
        .text_tokens(6_000)
        .image_tokens(2_048)
        .build()
}
