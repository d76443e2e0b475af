use super::IRON_LAW;
use mlsysim_core::{
    Energy, FlopCount, FlopRate, HardwareNode, InputError, MoneyRate, Precision, Time, Usd,
    Workload, preset, scenario,
};

/// Wall-clock time, energy and rental cost of training a workload on a cluster of identical
/// accelerators.
///
/// The workload's total training work runs on `n_devices` accelerators that each deliver
/// `efficiency` of their peak (end-to-end utilization), compute bound and scaling perfectly.
/// Optionally the run is cut into steps of `tokens_per_step` tokens at six FLOPs per parameter
/// per token, priced at an hourly rental rate per device, or run at the peak of another
/// precision than the dense 16-bit one. Energy counts every device at its TDP for the whole
/// run.
#[scenario(
    family = IRON_LAW,
    equation = "T = F ÷ (N × peak × η); tokens = F ÷ 6P; step work = 6P × tokens_per_step; steps = F ÷ step work; energy = N × TDP × T; device-hours = N × T; cost = device-hours × hourly price",
    assumption = "The run is compute bound at a constant end-to-end utilization η of the peak, and scales perfectly across the devices: no communication or straggler cost.",
    assumption = "A training step costs six FLOPs per parameter per token (two forward, four backward).",
    assumption = "Every device draws its TDP for the whole run; the rental price is per device-hour.",
    assumption = "`peak_precision` is read regardless of case, where the reference matches it exactly.",
    rule(hardware.peak_at(peak_precision).is_ok(), "the registry states a peak rate of `hardware` at `peak_precision`, when `peak_precision` is given"),
    excludes = "Checkpointing, failures and restarts, data loading, and idle power.",
    derivation = "Time is work over delivered rate (the iron law of training); energy is power times time.",
    example = r#"
// GPT-3 on 1,024 A100s takes about 25 days at 45%
use mlsysim_compute::single_machine::gpt3_training_time_1k_a100;

let s = gpt3_training_time_1k_a100()?;
let days = s.training_time()?.value / 86_400.0;
assert!((days - 25.278356893663606).abs() < 1e-9);
assert_eq!(s.step_time().unwrap_err().missing_input(), Some("tokens_per_step"));
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct ClusterTrainingTime {
    /// The model trained; its total training work comes from the registry.
    pub workload: &'static Workload,
    /// The accelerator every device is.
    pub hardware: &'static HardwareNode,
    /// Devices training together.
    #[input(range = 1..)]
    pub n_devices: i64,
    /// Share of the peak each device delivers end to end.
    #[input(positive, range = 0.0..=1.0)]
    pub efficiency: f64,
    /// Tokens one training step processes.
    #[input(range = 1..)]
    pub tokens_per_step: Option<i64>,
    /// Rental price of one device for an hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub hourly_price: Option<MoneyRate>,
    /// Precision whose peak the devices run at; the dense 16-bit headline peak when absent.
    pub peak_precision: Option<Precision>,

    /// Peak rate of one device at the precision run.
    #[property(
        match optional(peak_precision) {
            Some(p) => hardware.peak_at(p)?,
            None => hardware.peak_flops,
        },
        unit = TFLOP_PER_SECOND,
    )]
    pub peak_rate: FlopRate,
    /// Total training work of the workload, from the registry.
    #[property(from_registry(workload.training.ops, "training FLOPs", workload.path)?)]
    pub training_ops: FlopCount,
    /// Wall-clock time of the whole run.
    #[property(cluster_training_time(training_ops, n_devices, peak_rate, efficiency)?, unit = DAY)]
    pub training_time: Time,
    /// Rate the devices deliver together.
    #[property(n_devices * peak_rate * efficiency, unit = TFLOP_PER_SECOND)]
    pub delivered_rate: FlopRate,
    /// Tokens the training work covers at six FLOPs per parameter per token.
    #[property(training_ops / training_flops(workload.parameter_count()?, 1.0)?)]
    pub training_tokens: f64,
    /// Work of one training step.
    #[property(training_flops(workload.parameter_count()?, tokens_per_step)?, unit = TFLOP)]
    pub step_operations: FlopCount,
    /// Wall-clock time of one step.
    #[property(cluster_training_time(step_operations, n_devices, peak_rate, efficiency)?, unit = SECOND)]
    pub step_time: Time,
    /// Steps the training work makes.
    #[property(training_ops / step_operations)]
    pub steps: f64,
    /// Energy of every device at its TDP for the whole run.
    #[property(
        n_devices * from_registry(hardware.tdp, "thermal design power", hardware.path)? * training_time,
        unit = KILOWATT_HOUR,
    )]
    pub energy: Energy,
    /// Energy of every device at its TDP for one step.
    #[property(
        n_devices * from_registry(hardware.tdp, "thermal design power", hardware.path)? * step_time,
        unit = JOULE,
    )]
    pub step_energy: Energy,
    /// Device-hours of the run.
    #[property(n_devices * training_time, unit = HOUR)]
    pub device_hours: Time,
    /// Rent of those device-hours.
    #[property(device_hours * hourly_price, unit = USD)]
    pub rental_cost: Usd,
}

/// GPT-3's 3.14e23 training FLOPs at the A100's dense 16-bit peak on a 1,024-A100 cluster, 45%
/// end-to-end utilization.
#[preset(name = "Gpt3TrainingTime1KA100")]
pub fn gpt3_training_time_1k_a100() -> Result<ClusterTrainingTime, InputError> {
    ClusterTrainingTime::builder()
        .workload(Workload::find("Language.GPT3")?)
        .hardware(HardwareNode::find("Cloud.A100")?)
        .n_devices(i64::from(
            mlsysim_core::registry::Systems::Clusters::Training_1K.total_accelerators(),
        ))
        .efficiency(0.45)
        .build()
}

/// The same GPT-3 run on the same cluster at 60% utilization, after scheduling improvements.
#[preset(name = "Gpt3TrainingTime1KA100HigherUtilization")]
pub fn gpt3_training_time_1k_a100_higher_utilization() -> Result<ClusterTrainingTime, InputError> {
    gpt3_training_time_1k_a100()?
        .variant()
        .efficiency(0.6)
        .build()
}

/// GPT-2 XL's 1.5e21 training FLOPs on one H100 at its dense 16-bit peak and 50% utilization,
/// in steps of 32 sequences of 1,024 tokens, at the H100's TDP and a cloud rental price.
#[preset(name = "Gpt2XlRunOnOneH100")]
pub fn gpt2_xl_run_on_one_h100() -> Result<ClusterTrainingTime, InputError> {
    let gpt2 = Workload::find("Language.GPT2")?;
    let context = gpt2
        .transformer
        .and_then(|t| t.context_length)
        .ok_or(InputError::Invalid {
            input: "tokens_per_step",
            reason: "GPT-2 has no context length in the registry".into(),
        })?;
    ClusterTrainingTime::builder()
        .workload(gpt2)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .n_devices(1)
        .efficiency(mlsysim_core::registry::Literature::Training::MfuHigh.value)
        .tokens_per_step(32 * i64::from(context))
        .hourly_price(
            mlsysim_core::registry::Infrastructure::Pricing::Cloud::GpuTrainingPerHour.value,
        )
        .build()
}

/// The same GPT-2 XL run across the eight H100s of one DGX H100, scaling perfectly with no
/// communication cost.
#[preset(name = "Gpt2XlRunOnOneDgxH100")]
pub fn gpt2_xl_run_on_one_dgx_h100() -> Result<ClusterTrainingTime, InputError> {
    gpt2_xl_run_on_one_h100()?
        .variant()
        // The reference's Nodes.DGX_H100.accelerators_per_node.
        .n_devices(8)
        .build()
}

/// The same GPT-2 XL run on one H100's FP32 (non-tensor) peak, utilization held at 50%.
#[preset(name = "Gpt2XlRunOnOneH100Fp32")]
pub fn gpt2_xl_run_on_one_h100_fp32() -> Result<ClusterTrainingTime, InputError> {
    gpt2_xl_run_on_one_h100()?
        .variant()
        .peak_precision(Precision::Fp32)
        .build()
}

/// The same GPT-2 XL run on one H100's dense TF32 tensor peak, utilization held at 50%.
#[preset(name = "Gpt2XlRunOnOneH100Tf32")]
pub fn gpt2_xl_run_on_one_h100_tf32() -> Result<ClusterTrainingTime, InputError> {
    gpt2_xl_run_on_one_h100()?
        .variant()
        .peak_precision(Precision::Tf32)
        .build()
}
