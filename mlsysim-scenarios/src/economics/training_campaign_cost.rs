use super::{ECONOMICS, OwnVsRent, own_vs_rent_h100_cluster_1k};
use mlsysim_core::units::WEEK;
use mlsysim_core::{InputError, Time, Usd, preset, scenario};

/// A few long training runs a year on an owned cluster, against renting the same accelerators
/// only while each run lasts: the owned cluster's lifetime cost per run and the rent of one run.
///
/// The reference files this class under its section "Neural computation: dense networks,
/// activations, losses, and number formats".
#[scenario(
    family = ECONOMICS,
    assumption = "The owned cluster does nothing but these runs; rented capacity is paid only while a run lasts.",
    excludes = "Queueing for rented capacity of that size, and reserved-capacity discounts.",
    derivation = "The owned total spread over the runs it serves, against the rent of one run's GPU-hours.",
    example = r#"
// Bursty training on an owned 1,024-GPU cluster
use mlsysim_scenarios::economics::bursty_training_on_1k_cluster;

let s = bursty_training_on_1k_cluster()?;
assert_eq!(s.runs()?, 18);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct TrainingCampaignCost {
    /// The owned cluster and its rent, priced over its life.
    pub ownership: OwnVsRent,
    /// Training runs a year.
    #[input(range = 1..)]
    pub runs_per_year: u32,
    /// Length of a short run.
    #[input(non_negative, unit = WEEK)]
    pub run_low: Time,
    /// Length of a long run.
    #[input(non_negative, unit = WEEK)]
    pub run_high: Time,

    /// Runs over the cluster's life.
    #[property(runs_per_year * ownership.years)]
    pub runs: i64,
    /// The owned cluster's lifetime cost per run.
    #[property(ownership.owned_total()? / runs, unit = USD)]
    pub owned_cost_per_run: Usd,
    /// Rent of the cluster's accelerators for one run of `length`.
    #[method(
        ownership.gpus * length * ownership.rent_rate,
        unit = USD,
        samples(length = [run_low, run_high]),
        args(length(non_negative))
    )]
    pub rented_cost_per_run: fn(length: Time) -> Usd,
}

/// Six training runs of two to four weeks a year on the owned 1,024-H100 cluster of
/// OwnVsRentH100Cluster1K.
#[preset(name = "BurstyTrainingOn1KCluster")]
pub fn bursty_training_on_1k_cluster() -> Result<TrainingCampaignCost, InputError> {
    TrainingCampaignCost::builder()
        .ownership(own_vs_rent_h100_cluster_1k()?)
        .runs_per_year(6)
        .run_low(WEEK.of(2.0))
        .run_high(WEEK.of(4.0))
        .build()
}
