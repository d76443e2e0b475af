use super::{DenseNetwork, NEURAL, mnist_dense_network};
use mlsysim_core::registry::Hardware::Tech::{Memory, Op};
use mlsysim_core::registry::Ops::RuntimeOverheads;
use mlsysim_core::{
    Choice, DataRate, EnergyPerByte, EnergyPerFlop, FlopCount, FlopRate, HardwareNode, InputError,
    Intensity, Precision, Time, preset, scenario,
};

/// One of the two machines an epoch is run on.
#[derive(Choice)]
pub enum Machine {
    /// The host CPU, where every operation pays the framework's dispatch.
    Host,
    /// The accelerator, where every operation pays the dispatch and a kernel launch.
    Accelerator,
}

/// One training epoch of a small dense network on a host CPU and on an accelerator: the work
/// against the fixed cost every launched operation pays.
///
/// The work is the epoch's steps times the FLOPs of a step at the rate the roofline allows,
/// min(peak, bandwidth × intensity), at the network's batch intensity. The overhead is the
/// steps times the operations each launches times a fixed cost: the framework's dispatch on the
/// host, the dispatch and a kernel launch on the accelerator. For a small network the
/// accelerator's speed buys little: the overhead it cannot shrink dominates. The energy of
/// moving the bytes behind one FLOP, against the energy of that FLOP, says what batching buys.
#[scenario(
    family = NEURAL,
    assumption = "Every operation of a step is launched on its own and pays the same fixed cost; work and overhead add with no overlap.",
    assumption = "The step's work is its matrix FLOPs at the network's batch intensity.",
    excludes = "Data loading, and the element-wise FLOPs of the step.",
    derivation = "Williams, Waterman and Patterson (2009), the roofline; Horowitz (2014), energy per operation and per byte.",
    example = r#"
// On the H100 the MNIST epoch is mostly overhead
use mlsysim_training::neural::{Machine, mnist_epoch_cpu_versus_h100};

let s = mnist_epoch_cpu_versus_h100()?;
assert!(s.overhead_share_accelerator()? > 0.9);
assert!(s.work_time(Machine::Accelerator)? < s.work_time(Machine::Host)?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct EpochOverhead {
    /// The network trained, at its batch, with the dataset its epoch covers.
    pub network: DenseNetwork,
    /// The host CPU; its memory bandwidth and peak at `precision` are read.
    pub host: &'static HardwareNode,
    /// The accelerator; its memory bandwidth and peak at `precision` are read.
    pub accelerator: &'static HardwareNode,
    /// The precision whose peak rates the work runs at.
    #[input(default = Precision::Fp32)]
    pub precision: Precision,
    /// The framework's host-side cost to issue one operation.
    #[input(non_negative, unit = MICROSECOND)]
    pub dispatch: Time,
    /// The cost to launch one kernel on the accelerator.
    #[input(non_negative, unit = MICROSECOND)]
    pub launch: Time,
    /// Energy to move one byte from DRAM.
    #[input(non_negative, unit = PICOJOULE_PER_BYTE)]
    pub dram_energy_per_byte: EnergyPerByte,
    /// Energy of one FLOP.
    #[input(positive, unit = PICOJOULE_PER_FLOP)]
    pub flop_energy: EnergyPerFlop,

    /// Steps of one epoch.
    #[property(network.steps_per_epoch()?)]
    pub steps: i64,
    /// Matrix FLOPs of one training step.
    #[property(network.training_step_flops()?, unit = MFLOP)]
    pub step_flops: FlopCount,
    /// Operations one step launches.
    #[property(training_step_ops(network.layers()?)?)]
    pub ops_per_step: i64,
    /// Peak rate of `machine` at the precision.
    #[method(
        if machine == Machine::Host { host.peak_at(precision)? } else { accelerator.peak_at(precision)? },
        unit = TFLOP_PER_SECOND,
        samples(machine = ["host", "accelerator"])
    )]
    pub peak: fn(machine: Machine) -> FlopRate,
    /// Memory bandwidth of `machine`.
    #[method(
        if machine == Machine::Host { host.memory_bandwidth } else { accelerator.memory_bandwidth },
        unit = GB_PER_SECOND,
        samples(machine = ["host", "accelerator"])
    )]
    pub bandwidth: fn(machine: Machine) -> DataRate,
    /// Intensity at which `machine` turns from memory bound to compute bound.
    #[method(peak(machine)? / bandwidth(machine)?, unit = FLOP_PER_BYTE, samples(machine = ["host", "accelerator"]))]
    pub ridge: fn(machine: Machine) -> Intensity,
    /// Rate `machine` allows the network at batch one.
    #[method(
        min(peak(machine)?, bandwidth(machine)? * network.intensity_at(1)?),
        unit = TFLOP_PER_SECOND,
        samples(machine = ["host", "accelerator"])
    )]
    pub rate_batch1: fn(machine: Machine) -> FlopRate,
    /// Rate `machine` allows the network at its batch.
    #[method(
        min(peak(machine)?, bandwidth(machine)? * network.intensity()?),
        unit = TFLOP_PER_SECOND,
        samples(machine = ["host", "accelerator"])
    )]
    pub rate: fn(machine: Machine) -> FlopRate,
    /// How much faster the batch runs than batch one on `machine`.
    #[method(rate(machine)? / rate_batch1(machine)?, samples(machine = ["host", "accelerator"]))]
    pub batching_speedup: fn(machine: Machine) -> f64,
    /// Time of the epoch's work on `machine`.
    #[method(steps * step_flops / rate(machine)?, unit = MILLISECOND, samples(machine = ["host", "accelerator"]))]
    pub work_time: fn(machine: Machine) -> Time,
    /// Fixed cost of one operation on `machine`.
    #[method(
        if machine == Machine::Host { dispatch } else { dispatch + launch },
        unit = MICROSECOND,
        samples(machine = ["host", "accelerator"])
    )]
    pub per_op: fn(machine: Machine) -> Time,
    /// Time of the epoch's fixed costs on `machine`.
    #[method(steps * ops_per_step * per_op(machine)?, unit = MILLISECOND, samples(machine = ["host", "accelerator"]))]
    pub overhead_time: fn(machine: Machine) -> Time,
    /// Time of the epoch on `machine`: work and overhead.
    #[method(work_time(machine)? + overhead_time(machine)?, unit = MILLISECOND, samples(machine = ["host", "accelerator"]))]
    pub total_time: fn(machine: Machine) -> Time,
    /// The host's work time over the accelerator's.
    #[property(work_time(Machine::Host)? / work_time(Machine::Accelerator)?)]
    pub work_speedup: f64,
    /// The overhead's share of the epoch on the accelerator.
    #[property(overhead_time(Machine::Accelerator)? / total_time(Machine::Accelerator)?)]
    pub overhead_share_accelerator: f64,
    /// Energy of moving the bytes behind one FLOP over the FLOP's energy, at the batch.
    #[property(dram_energy_per_byte / network.intensity()? / flop_energy)]
    pub movement_to_arithmetic_energy: f64,
    /// The same at batch one.
    #[property(dram_energy_per_byte / network.intensity_at(1)? / flop_energy)]
    pub movement_to_arithmetic_energy_batch1: f64,
}

/// One MNIST epoch of the 784-128-64-10 network at batch 32 in FP32, on the reference desktop
/// CPU and on an H100: every launched operation pays Python dispatch, and on the H100 a kernel
/// launch too; a FLOP costs the mean of an FP32 multiply and add.
#[preset(name = "MnistEpochCpuVersusH100")]
pub fn mnist_epoch_cpu_versus_h100() -> Result<EpochOverhead, InputError> {
    EpochOverhead::builder()
        .network(mnist_dense_network()?)
        .host(HardwareNode::find("Cloud.ReferenceCPU")?)
        .accelerator(HardwareNode::find("Cloud.H100")?)
        .precision(Precision::Fp32)
        .dispatch(RuntimeOverheads::PythonDispatch.value)
        .launch(RuntimeOverheads::KernelLaunch.value)
        .dram_energy_per_byte(crate::stated(
            Memory::DRAM.energy_per_byte,
            "dram_energy_per_byte",
            "DRAM energy per byte",
        )?)
        // A FLOP is half a multiply-accumulate: the mean of the multiply's and the add's energy.
        .flop_energy((Op::FlopFp32.energy + Op::AddFp32.energy) / 2.0)
        .build()
}
