use super::SUSTAINABILITY;
use mlsysim_core::registry::Hardware::Tech;
use mlsysim_core::units::{PICOJOULE_PER_BYTE, bytes};
use mlsysim_core::{
    Energy, EnergyPerByte, EnergyPerFlop, Information, InputError, Precision, preset, scenario,
};

/// The modelled dynamic energy of using one weight: the arithmetic done with it against moving
/// it from memory.
///
/// A weight of `bytes_per_param` read once and used for `flops_per_param` operations costs its
/// bytes times the energy per byte to move and its operations times the energy per operation to
/// compute. The crossover intensity, the energy per byte over the energy per operation, is the
/// arithmetic intensity at which the two are equal; `operand_bytes` prices one operand fetch
/// against one operation.
#[scenario(
    family = SUSTAINABILITY,
    assumption = "The weight is read from memory once per use and not reused from a cache.",
    assumption = "Energies are dynamic energy per operation and per byte; static power is left out.",
    excludes = "Static and idle power, and the energy of the on-chip traffic between caches.",
    derivation = "The reference's DataMovementEnergyModel.",
)]
pub struct DataMovementEnergy {
    /// Energy of one floating-point operation.
    #[input(positive, unit = PICOJOULE_PER_FLOP)]
    pub energy_per_flop: EnergyPerFlop,
    /// Energy of moving one byte from memory.
    #[input(non_negative, unit = PICOJOULE_PER_BYTE)]
    pub energy_per_byte: EnergyPerByte,
    /// Operations done with one weight each time it is read.
    #[input(positive)]
    pub flops_per_param: f64,
    /// Bytes of one weight.
    #[input(positive, unit = BYTE)]
    pub bytes_per_param: Information,
    /// Bytes of one operand fetched for one operation.
    #[input(non_negative, unit = BYTE)]
    pub operand_bytes: Information,

    /// Energy of the arithmetic done with one weight.
    #[property(flops(flops_per_param) * energy_per_flop, unit = PICOJOULE)]
    pub compute_energy: Energy,
    /// Energy of moving one weight.
    #[property(bytes_per_param * energy_per_byte, unit = PICOJOULE)]
    pub movement_energy: Energy,
    /// Movement's share of the energy of using one weight.
    #[property(movement_energy / (movement_energy + compute_energy))]
    pub movement_share: f64,
    /// Movement energy over compute energy.
    #[property(movement_energy / compute_energy)]
    pub movement_over_compute: f64,
    /// Operations per byte of weight (FLOP/B, as a plain number).
    #[property(flops_per_param * bytes(1.0) / bytes_per_param)]
    pub intensity: f64,
    /// Operations per byte at which moving and computing cost the same energy (FLOP/B).
    #[property(energy_per_byte * bytes(1.0) / (energy_per_flop * flops(1.0)))]
    pub crossover_intensity: f64,
    /// Uses of each weight read needed to reach the crossover: crossover over intensity.
    #[property(crossover_intensity / intensity)]
    pub balance_batch: f64,
    /// Energy of fetching one operand.
    #[property(operand_bytes * energy_per_byte, unit = PICOJOULE)]
    pub operand_energy: Energy,
    /// One operand fetch over one operation, in energy.
    #[property(operand_energy / (energy_per_flop * flops(1.0)))]
    pub operand_over_flop: f64,
}

/// One FP16 weight used once (one multiply-accumulate, two operations) in a batch-1 decode
/// step: the modelled GPU energy per operation against DRAM's energy per byte, with a 4-byte
/// FP32 operand.
#[preset(name = "BatchOneDecodeWeightEnergy")]
pub fn batch_one_decode_weight_energy() -> Result<DataMovementEnergy, InputError> {
    let width = |p: Precision| bytes(p.storage_bytes().unwrap_or(f64::NAN));
    DataMovementEnergy::builder()
        .energy_per_flop(Tech::EffectiveCompute::Gpu.energy_per_flop)
        .energy_per_byte(
            Tech::Memory::DRAM
                .energy_per_byte
                .unwrap_or(PICOJOULE_PER_BYTE.of(f64::NAN)),
        )
        .flops_per_param(2.0)
        .bytes_per_param(width(Precision::Fp16))
        .operand_bytes(width(Precision::Fp32))
        .build()
}
