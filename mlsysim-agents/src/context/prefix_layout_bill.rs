use super::{CONTEXT, repair_context_budget};
use mlsysim_core::units::usd_per_mtoken;
use mlsysim_core::{InputError, Usd, preset, scenario};

/// The input bill of a trajectory whose every request is laid out root, trunk, leaf, against
/// the same requests with a volatile field first.
///
/// A serving engine reuses the longest prefix a request shares with one it has cached. With a
/// field that changes on every call at the front nothing is reused and every input token is
/// billed in full. Ordered by how often each zone changes, the first call is cold, each trunk
/// rewrite prefills trunk and leaf after the reused root, and every other call prefills only
/// the leaf; reused tokens are billed at a fraction of the price.
#[scenario(
    family = CONTEXT,
    assumption = "Compatible cached state is kept for every matching prefix for the whole trajectory.",
    assumption = "Every call's request has the same zones and sizes.",
    excludes = "Output tokens and any charge for writing the cache.",
    rule(trunk_rewrites < turns, "the trunk is rewritten on at most every call after the first: `trunk_rewrites` is below `turns`"),
    example = r#"
// Ordering the zones cuts the repair trajectory's input bill to a third
use mlsysim_agents::context::repair_prefix_layout_bill;

let s = repair_prefix_layout_bill()?;
assert!(s.cost_ratio()? > 3.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct PrefixLayoutBill {
    /// Calls of the trajectory.
    #[input(range = 1..)]
    pub turns: u32,
    /// Tokens of the root: instructions and tools, which never change.
    pub root_tokens: u32,
    /// Tokens of the trunk: task state, rewritten now and then.
    pub trunk_tokens: u32,
    /// Tokens of the leaf: what changes on every call.
    #[input(range = 1..)]
    pub leaf_tokens: u32,
    /// Calls after the first that rewrite the trunk.
    pub trunk_rewrites: u32,
    /// Price of an uncached input token.
    #[input(non_negative, unit = USD_PER_MTOKEN)]
    pub input_price: Usd,
    /// Share of the price a reused (cached) token is billed at.
    #[input(range = 0.0..=1.0)]
    pub cached_fraction: f64,

    /// Tokens of every call's request.
    #[property(root_tokens + trunk_tokens + leaf_tokens, unit = TOKENS)]
    pub request_tokens: i64,
    /// Input tokens over the trajectory.
    #[property(turns * request_tokens, unit = TOKENS)]
    pub total_input: i64,
    /// Calls that change only the leaf.
    #[property(turns - 1 - trunk_rewrites, unit = CALLS)]
    pub warm_calls: i64,
    /// Input tokens the zoned layout prefills.
    #[property(zoned_prefill_tokens(turns, root_tokens, trunk_tokens, leaf_tokens, trunk_rewrites)?, unit = TOKENS)]
    pub uncached_tokens: i64,
    /// Input tokens the zoned layout reuses.
    #[property(total_input - uncached_tokens, unit = TOKENS)]
    pub cached_tokens: i64,
    /// Share of the input reused.
    #[property(cached_tokens / total_input)]
    pub hit_rate: f64,
    /// Input bill with a volatile field first: nothing reused.
    #[property(total_input * input_price, unit = USD)]
    pub unstable_cost: Usd,
    /// Input bill of the zoned layout.
    #[property((uncached_tokens + cached_fraction * cached_tokens) * input_price, unit = USD)]
    pub stable_cost: Usd,
    /// How many times the volatile layout's bill is the zoned one's.
    #[property(unstable_cost / stable_cost)]
    pub cost_ratio: f64,
    /// How many times the input the zoned layout prefills goes into the whole input.
    #[property(total_input / uncached_tokens)]
    pub prefill_ratio: f64,
    /// Input bill of one call with a volatile field first.
    #[property(unstable_cost / turns, unit = USD)]
    pub unstable_cost_per_call: Usd,
    /// Input bill of one call of the zoned layout, on average.
    #[property(stable_cost / turns, unit = USD)]
    pub stable_cost_per_call: Usd,
    /// Tokens one trunk rewrite prefills: trunk and leaf.
    #[property(trunk_tokens + leaf_tokens, unit = TOKENS)]
    pub rewrite_tokens: i64,
    /// One trunk rewrite's prefill, in leaf-only calls.
    #[property(rewrite_tokens / leaf_tokens)]
    pub rewrite_in_leaf_calls: f64,
}

/// The repair harness's selecting request split into a root of instructions and tools, a
/// trunk of task state and a leaf of selected observations, over its step budget; two trunk
/// rewrites (one a compaction pass); a hypothetical $3 per million input tokens, cached reads
/// at 10%.
#[preset(name = "RepairPrefixLayoutBill")]
pub fn repair_prefix_layout_bill() -> Result<PrefixLayoutBill, InputError> {
    let budget = repair_context_budget()?;
    PrefixLayoutBill::builder()
        .turns(budget.turns)
        .root_tokens(budget.system_tokens + budget.tool_tokens)
        .trunk_tokens(budget.state_tokens)
        .leaf_tokens(budget.selected_observation)
        .trunk_rewrites(2)
        .input_price(usd_per_mtoken(3.0))
        .cached_fraction(0.10)
        .build()
}
