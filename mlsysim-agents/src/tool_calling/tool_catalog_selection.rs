use super::TOOL_CALLING;
use mlsysim_core::{InputError, preset, scenario};

/// A registered tool catalog staged whole on every call, against a selected subset plus the
/// overhead of selecting it: the descriptor tokens each call carries.
///
/// Selection pays once the descriptors it leaves out weigh more than its own interface and
/// metadata: at s_over ÷ s_desc unused descriptors.
#[scenario(
    family = TOOL_CALLING,
    assumption = "Every descriptor serializes to the same size; selection needs no extra model call.",
    excludes = "The accuracy cost of a tool the selection leaves out, and other request content, held fixed.",
    rule(selected <= registered, "`selected` tools are some of the `registered` ones"),
    example = r#"
// Staging 6 of 50 tools frees most of the catalog's tokens
use mlsysim_agents::tool_calling::fifty_tool_catalog_six_selected;

let s = fifty_tool_catalog_six_selected()?;
assert!(s.released_tokens()? > 12_000);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ToolCatalogSelection {
    /// Tools registered.
    pub registered: u32,
    /// Tools selection stages.
    pub selected: u32,
    /// Tokens of one descriptor, in its final serialization.
    #[input(range = 1..)]
    pub descriptor_tokens: u32,
    /// Tokens of the selection interface and its metadata.
    pub selection_overhead: u32,

    /// Descriptor tokens of the whole catalog.
    #[property(registered * descriptor_tokens, unit = TOKENS)]
    pub full_tokens: i64,
    /// Descriptor tokens of the selected tools.
    #[property(selected * descriptor_tokens, unit = TOKENS)]
    pub selected_descriptor_tokens: i64,
    /// Tokens selection stages: the selected descriptors and the overhead.
    #[property(selected_descriptor_tokens + selection_overhead, unit = TOKENS)]
    pub selected_tokens: i64,
    /// Tokens selection frees on every call.
    #[property(full_tokens - selected_tokens, unit = TOKENS)]
    pub released_tokens: i64,
    /// Descriptor tokens selection leaves out.
    #[property((registered - selected) * descriptor_tokens, unit = TOKENS)]
    pub unused_descriptor_tokens: i64,
    /// Unused descriptors at which selection starts to save context.
    #[property(selection_break_even(selection_overhead, descriptor_tokens)?)]
    pub break_even_unused: f64,
}

/// Fifty registered tools of 300 tokens each, six staged with 400 tokens of selection
/// overhead.
#[preset(name = "FiftyToolCatalogSixSelected")]
pub fn fifty_tool_catalog_six_selected() -> Result<ToolCatalogSelection, InputError> {
    ToolCatalogSelection::builder()
        .registered(50)
        .selected(6)
        .descriptor_tokens(300)
        .selection_overhead(400)
        .build()
}
