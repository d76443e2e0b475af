use super::RESPONSIBLE_AI;
use mlsysim_core::registry::ReferenceStats::TrainingCostAnchors as anchors;
use mlsysim_core::registry::Systems::Clusters;
use mlsysim_core::{HardwareNode, InputError, Time, Usd, Workload, preset, scenario};

/// Forgetting by retraining: a full retrain of a model against retraining one of `shards`
/// equal shards (SISA), with deletion requests landing at random on the shards.
///
/// The full retrain runs the workload's training FLOPs on `n_accelerators` of `accelerator`
/// at `mfu` and costs `full_cost`; planning rounds its time to whole days. A request retrains
/// only the shard that held the person, a proportional share of the time and cost. With
/// `requests_per_day` spread uniformly over the shards, some shards receive none in a day.
#[scenario(
    family = RESPONSIBLE_AI,
    assumption = "Shards are equal, and retraining one costs its share of the full run.",
    assumption = "Requests fall on shards independently and uniformly; every shard touched in a day retrains once that day.",
    assumption = "Planning rounds the full retrain to whole days (half to even), and the shard time is a share of those days.",
    excludes = "The accuracy the shards give up (stated as `accuracy_drop_low` and `accuracy_drop_high`, not computed), and approximate unlearning.",
    derivation = "Bourtoule et al. (2021), machine unlearning by sharded, isolated, sliced and aggregated training.",
    rule(accuracy_drop_low <= accuracy_drop_high, "`accuracy_drop_low` is at most `accuracy_drop_high`"),
    example = r#"
// One shard of a hundred retrains for 1% of the full cost
use mlsysim_responsible::responsible_ai::gpt3_sharded_unlearning;

let s = gpt3_sharded_unlearning()?;
assert_eq!(s.planning_days()?, 36);
assert!(s.shards_touched_per_day()? > 99.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ShardedUnlearning {
    /// The model retrained.
    pub workload: &'static Workload,
    /// The accelerator of the retrain.
    pub accelerator: &'static HardwareNode,
    /// Accelerators of the retrain.
    #[input(range = 1..)]
    pub n_accelerators: i64,
    /// Model FLOPs utilization of the retrain.
    #[input(range = 0.0..=1.0)]
    pub mfu: f64,
    /// Cost of one full retrain.
    #[input(non_negative, unit = USD)]
    pub full_cost: Usd,
    /// Equal shards the training data is split into.
    #[input(range = 1..)]
    pub shards: i64,
    /// Deletion requests a day.
    #[input(range = 0..)]
    pub requests_per_day: i64,
    /// Smallest accuracy the sharded model gives up, as a share, where stated.
    #[input(range = 0.0..=1.0)]
    pub accuracy_drop_low: Option<f64>,
    /// Largest accuracy the sharded model gives up, as a share, where stated.
    #[input(range = 0.0..=1.0)]
    pub accuracy_drop_high: Option<f64>,

    /// Time of a full retrain.
    #[property(
        cluster_training_time(
            from_registry(workload.training.ops, "training FLOPs", workload.path)?,
            n_accelerators,
            accelerator.peak_flops,
            mfu,
        )?,
        unit = DAY
    )]
    pub full_retrain_time: Time,
    /// The full retrain in whole days, the figure planning quotes.
    #[property(round_half_even(full_retrain_time / days(1.0))?)]
    pub planning_days: i64,
    /// One shard's share of the data.
    #[property(1.0 / shards)]
    pub shard_share: f64,
    /// Cost of retraining one shard.
    #[property(full_cost * shard_share, unit = USD)]
    pub shard_cost: Usd,
    /// Time of retraining one shard.
    #[property(days(1.0) * planning_days * shard_share, unit = HOUR)]
    pub shard_time: Time,
    /// Chance that a given shard receives none of a day's requests.
    #[property(powf(1.0 - shard_share, requests_per_day as f64)?)]
    pub p_shard_untouched: f64,
    /// Shards expected to receive at least one request in a day.
    #[property(shards * (1.0 - p_shard_untouched))]
    pub shards_touched_per_day: f64,
    /// Cost of a day if every touched shard retrains once.
    #[property(shards_touched_per_day * shard_cost, unit = USD)]
    pub daily_batch_cost: Usd,
}

/// Forgetting one person from GPT-3: a full retrain on the 1,024 A100s of the reference's
/// `Training_1K_A100` cluster at 32% MFU, costing the reference's GPT-3 training-cost
/// estimate, against 100 SISA shards, with 1,000 deletion requests a day and a 3% to 7%
/// accuracy drop.
#[preset(name = "Gpt3ShardedUnlearning")]
pub fn gpt3_sharded_unlearning() -> Result<ShardedUnlearning, InputError> {
    let cluster = &Clusters::Training_1K_A100;
    ShardedUnlearning::builder()
        .workload(Workload::find("Language.GPT3")?)
        .accelerator(HardwareNode::find("Cloud.A100")?)
        .n_accelerators(i64::from(
            cluster.count * cluster.node.accelerators_per_node,
        ))
        .mfu(0.32)
        .full_cost(anchors::Gpt3CostEstimate.value)
        .shards(100)
        .requests_per_day(1000)
        .accuracy_drop_low(0.03)
        .accuracy_drop_high(0.07)
        .build()
}
