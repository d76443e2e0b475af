use super::DELIBERATION;
use mlsysim_core::{InputError, preset, scenario};

/// A search tree whose step check rejects each child independently: how many nodes it
/// generates against the unpruned tree, and when it dies out on its own.
///
/// Every kept node proposes b children and the check rejects each with probability r, so
/// b_eff = b·(1 − r) survive per node. Above r = 1 − 1/b the expected frontier shrinks level by
/// level. Rejecting a node removes its whole subtree, so the node saving exceeds r.
#[scenario(
    family = DELIBERATION,
    assumption = "The check rejects each child independently, with one rate at every level.",
    excludes = "The cost of running the check itself.",
    example = r#"
// Five children, 68 percent rejected: fewer than two survive a node, the tree shrinks
use mlsysim_training::deliberation::step_checked_search_tree;

let s = step_checked_search_tree()?;
assert!(s.effective_branching()? < 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PrunedSearchTree {
    /// Children each kept node proposes.
    #[input(range = 1..)]
    pub branching: i64,
    /// Chance that the step check rejects a child.
    #[input(range = 0.0..=1.0)]
    pub rejection_rate: f64,
    /// Levels of the search.
    #[input(range = 0..=1_000_000)]
    pub depth: i64,
    /// Children per node of an unpruned tree sized by its leaves, for scale.
    #[input(range = 1..)]
    pub wide_branching: Option<i64>,
    /// Levels of that unpruned tree.
    #[input(range = 0..)]
    pub wide_depth: Option<i64>,

    /// Children that survive per node.
    #[property(branching * (1.0 - rejection_rate))]
    pub effective_branching: f64,
    /// Rejection rate above which the expected frontier shrinks.
    #[property(1.0 - 1.0 / branching)]
    pub critical_rejection: f64,
    /// Nodes generated without the check: every level of the full tree below its root.
    #[property(full_tree_nodes(branching, depth)? - 1)]
    pub unpruned_nodes: i64,
    /// Nodes expected with the check.
    #[property(pruned_tree_nodes(branching, rejection_rate, depth)?)]
    pub pruned_nodes: f64,
    /// Leaves of the unpruned tree.
    #[property(pow(branching, depth)?)]
    pub unpruned_leaves: i64,
    /// Leaves expected with the check.
    #[property(powf(effective_branching, depth as f64)?)]
    pub pruned_leaves: f64,
    /// Share of the unpruned nodes the check saves.
    #[property(1.0 - pruned_nodes / unpruned_nodes)]
    pub node_saving: f64,
    /// Nodes if the check removed only the rejected nodes, not their subtrees.
    #[property(unpruned_nodes * (1.0 - rejection_rate))]
    pub flat_cut_nodes: f64,
    /// Leaves of the wide unpruned tree.
    #[property(pow(wide_branching, wide_depth)?)]
    pub wide_leaves: i64,
}

/// A depth-3 search of 5 children per node under a step check rejecting 68 percent of them,
/// and an unpruned tree of 4 alternatives over 10 steps for scale.
#[preset(name = "StepCheckedSearchTree")]
pub fn step_checked_search_tree() -> Result<PrunedSearchTree, InputError> {
    PrunedSearchTree::builder()
        .branching(5)
        .rejection_rate(0.68)
        .depth(3)
        .wide_branching(4)
        .wide_depth(10)
        .build()
}
