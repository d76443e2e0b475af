use super::{RETRIEVAL, retrieval_records_in_allowance};
use mlsysim_core::{InputError, preset, scenario};

/// A typed traversal's neighborhood, taken as an exact tree, against what one call's window
/// leaves for retrieval.
///
/// With c children a node and no node repeated, depth d reaches (c^(d+1) − 1)/(c − 1) nodes;
/// each serializes to a fixed size, plus one envelope for the edges. The neighborhood grows
/// geometrically with depth, so one level less often fits where the next does not.
#[scenario(
    family = RETRIEVAL,
    assumption = "An exact tree: every node has the same children and none repeats.",
    excludes = "Cycles and hubs of a real code graph, which make the count an upper bound on distinct nodes.",
    rule(output_reserve + other_input <= i64::from(window), "the `output_reserve` and the `other_input` fit in the `window`"),
    example = r#"
// Depth three does not fit; depth two does
use mlsysim_agents::retrieval::typed_traversal_depth_three;

let s = typed_traversal_depth_three()?;
assert!(s.required()? > s.allowance()?);
assert!(s.shallow_required()? <= s.allowance()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct GraphNeighborhood {
    /// Tokens of the call's window.
    #[input(range = 1..)]
    pub window: u32,
    /// Tokens reserved for the reply.
    pub output_reserve: u32,
    /// Tokens of every other input.
    pub other_input: u32,
    /// Children of every node.
    pub children: u32,
    /// Depth of the traversal; the seed is depth zero.
    pub depth: u32,
    /// Serialized tokens of one node, provenance included.
    #[input(range = 1..)]
    pub node_tokens: u32,
    /// Tokens of the edges and the envelope, paid once.
    pub envelope_tokens: u32,

    /// Tokens left for retrieval.
    #[property(observation_budget(window, output_reserve, other_input)?, unit = TOKENS)]
    pub allowance: i64,
    /// Nodes reached through each depth, the seed's first.
    #[property(each!(d in 0..=depth, full_tree_nodes(children, d)?))]
    pub nodes_by_depth: Vec<i64>,
    /// Serialized tokens through each depth.
    #[property(each!(n in nodes_by_depth, n * node_tokens + envelope_tokens), unit = TOKENS)]
    pub tokens_by_depth: Vec<i64>,
    /// Nodes through the traversal's depth.
    #[property(full_tree_nodes(children, depth)?)]
    pub nodes: i64,
    /// Tokens they take.
    #[property(nodes * node_tokens + envelope_tokens, unit = TOKENS)]
    pub required: i64,
    /// The most whole nodes the allowance holds.
    #[property(floor_div(allowance - envelope_tokens, node_tokens)?)]
    pub fit: i64,
    /// Tokens of that packing.
    #[property(fit * node_tokens + envelope_tokens, unit = TOKENS)]
    pub packed: i64,
    /// Nodes through one level less.
    #[property(full_tree_nodes(children, depth - 1)?)]
    pub shallow_nodes: i64,
    /// Tokens they take.
    #[property(shallow_nodes * node_tokens + envelope_tokens, unit = TOKENS)]
    pub shallow_required: i64,
}

/// A depth-three exact tree of three children a node, 180 serialized tokens a node and 100 of
/// edges and envelope, against the retrieval allowance of the 32,768-token call.
#[preset(name = "TypedTraversalDepthThree")]
pub fn typed_traversal_depth_three() -> Result<GraphNeighborhood, InputError> {
    let call = retrieval_records_in_allowance()?;
    GraphNeighborhood::builder()
        .window(call.window)
        .output_reserve(call.output_reserve)
        .other_input(call.other_input)
        .children(3)
        .depth(3)
        .node_tokens(180)
        .envelope_tokens(100)
        .build()
}
