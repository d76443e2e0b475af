use super::DELIBERATION;
use mlsysim_core::{InputError, preset, scenario};

/// A candidate plan of equal nodes, some invalidated by a refuted premise: the output of
/// regenerating the whole plan against regenerating only the affected nodes.
#[scenario(
    family = DELIBERATION,
    assumption = "Every node is the same size, and only the replaced nodes are generated again.",
    excludes = "Reading the plan back in, checks, and the effects already carried out.",
    example = r#"
// Three of twelve nodes: a quarter of the output
use mlsysim_training::deliberation::scoped_plan_revision;

let s = scoped_plan_revision()?;
assert_eq!(s.output_share()?, 0.25);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ScopedRevision {
    /// Nodes of the plan.
    #[input(range = 1..)]
    pub total_nodes: i64,
    /// Nodes the refuted premise invalidates.
    #[input(range = 0..)]
    pub replaced_nodes: i64,
    /// Generated tokens of one node.
    #[input(range = 1..)]
    pub tokens_per_node: i64,

    /// Output tokens of regenerating the whole plan.
    #[property(total_nodes * tokens_per_node)]
    pub full_output: i64,
    /// Output tokens of regenerating the replaced nodes only.
    #[property(replaced_nodes * tokens_per_node)]
    pub scoped_output: i64,
    /// The scoped output as a share of the full output.
    #[property(scoped_output / full_output)]
    pub output_share: f64,
    /// Share of the full output that scoping avoids.
    #[property(1.0 - output_share)]
    pub avoided_share: f64,
}

/// A 12-node plan of 150-token nodes, 3 of them descendants of a refuted premise.
#[preset(name = "ScopedPlanRevision")]
pub fn scoped_plan_revision() -> Result<ScopedRevision, InputError> {
    ScopedRevision::builder()
        .total_nodes(12)
        .replaced_nodes(3)
        .tokens_per_node(150)
        .build()
}
