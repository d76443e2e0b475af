use super::TRANSFER_AND_TRAINING;
use mlsysim_core::registry::{Fleet, Ops, ReferenceStats, Systems};
use mlsysim_core::{
    FlopCount, FlopRate, InputError, Named, Precision, Time, Workload, preset, scenario,
};

/// A training run on a fleet, from every device at its peak to the wall-clock time delivered.
///
/// The chain starts from the run's 6PD training work at every device's peak, divides by the
/// local compute efficiency (compute alone), then by the scaling efficiency (communication and
/// pipeline bubbles), then stretches by each operational overhead in turn (checkpoints,
/// failures and restarts, maintenance), each a share of the time before it.
#[scenario(
    family = TRANSFER_AND_TRAINING,
    assumption = "The devices run at the peak of `precision`, or at their headline peak where the registry states none at that precision.",
    assumption = "Each overhead stretches the time before it: they compound in the order given.",
    rule(workload.training.tokens.is_some(), "`workload` has its training tokens in the registry"),
    excludes = "Time spent outside the run (queueing, data preparation) and any change of efficiency over the run.",
    derivation = "Kaplan et al. (2020) and Hoffmann et al. (2022) for 6PD; Narayanan et al. (2021) for scaling efficiency at cluster scale.",
    example = r#"
// GPT-3 on 8,192 H100s delivers a fifth of peak
use mlsysim_cluster::transfer_and_training::gpt3_pretraining_frontier_8k;

let s = gpt3_pretraining_frontier_8k()?;
assert_eq!(s.n_devices()?, 8192);
assert!((s.delivered_fraction()? - 0.21182700794351284).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct TrainingRun {
    /// The model trained on its registry tokens.
    pub workload: &'static Workload,
    /// The fleet it trains on.
    pub fleet: &'static Fleet,
    /// Precision whose peak the devices run at.
    #[input(default = Precision::Fp8)]
    pub precision: Precision,
    /// Share of peak each device sustains on compute alone.
    #[input(positive, range = 0.0..=1.0)]
    pub local_efficiency: f64,
    /// Share of the compute rate left after communication and pipeline bubbles.
    #[input(positive, range = 0.0..=1.0)]
    pub scaling_efficiency: f64,
    /// Operational overheads, each a share of the time before it, in order.
    #[input(non_negative)]
    pub overheads: Named<f64>,

    /// Work of the run: 6 × parameters × training tokens.
    #[property(
        training_flops(workload.parameter_count()?, from_registry(workload.training.tokens, "training tokens", workload.path)?)?,
        unit = FLOP,
    )]
    pub total_flops: FlopCount,
    /// Peak rate of one device at `precision`.
    #[property(fleet.node.accelerator.rate_at(precision).unwrap_or(fleet.node.accelerator.peak_flops), unit = TFLOP_PER_SECOND)]
    pub peak_rate: FlopRate,
    /// Accelerators in the fleet.
    #[property(fleet.node.accelerators_per_node * fleet.count)]
    pub n_devices: i64,
    /// Time with every device at its peak.
    #[property(cluster_training_time(total_flops, n_devices, peak_rate, 1.0)?, unit = HOUR)]
    pub peak_time: Time,
    /// Time at the local compute efficiency.
    #[property(cluster_training_time(total_flops, n_devices, peak_rate, local_efficiency)?, unit = HOUR)]
    pub compute_time: Time,
    /// Time after the scaling efficiency.
    #[property(compute_time / scaling_efficiency, unit = HOUR)]
    pub scaled_time: Time,
    /// Time after each overhead, in order.
    #[property(
        equation = "scaled time × Π(1 + overhead) up to each overhead",
        body = {
            let mut t = scaled_time;
            let mut stages = Vec::new();
            for (name, &fraction) in overheads.iter() {
                t = t * (1.0 + fraction);
                stages.push((name, t));
            }
            stages.into_iter().collect::<Named<Time>>()
        },
        unit = HOUR,
    )]
    pub stage_times: Named<Time>,
    /// Wall-clock time after every overhead.
    #[property(stage_times.values().last().copied().unwrap_or(scaled_time), unit = HOUR)]
    pub total_time: Time,
    /// Share of the fleet's peak the run delivers: peak time over total time.
    #[property(peak_time / total_time)]
    pub delivered_fraction: f64,
}

/// GPT-3 175B on its training tokens on the 8,192-H100 frontier cluster at the FP8 peak, the
/// reference's local compute efficiency and modeled 8,192-GPU scaling efficiency, with the
/// standard checkpoint, failure and maintenance overheads.
#[preset(name = "Gpt3PretrainingFrontier8K")]
pub fn gpt3_pretraining_frontier_8k() -> Result<TrainingRun, InputError> {
    TrainingRun::builder()
        .workload(Workload::find("Language.GPT3")?)
        .fleet(&Systems::Clusters::Frontier_8K)
        .precision(Precision::Fp8)
        .local_efficiency(ReferenceStats::TrainingScaleProfiles::LocalComputeEfficiency.value)
        .scaling_efficiency(ReferenceStats::TrainingScaleProfiles::Eff8192Gpu.value)
        .overheads(Named::from_iter([
            ("checkpoint", Ops::TrainingRunOverheads::Checkpoint.value),
            ("failures", Ops::TrainingRunOverheads::FailureRecovery.value),
            ("maintenance", Ops::TrainingRunOverheads::Maintenance.value),
        ]))
        .build()
}
