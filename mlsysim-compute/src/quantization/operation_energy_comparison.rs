use super::QUANTIZATION;
use mlsysim_core::registry::entry::required;
use mlsysim_core::units::FLOP;
use mlsysim_core::{Energy, EnergyPerFlop, InputError, preset, scenario};

/// Energy per add, multiply and multiply-accumulate in a wide and a narrow number format, and
/// one off-chip memory read counted in narrow multiply-accumulates.
///
/// The narrow format's MAC accumulates in a wider integer, so its add is a separate input. The
/// memory read is an energy per access, compared with the energy of one narrow MAC operation.
#[scenario(
    family = QUANTIZATION,
    assumption = "Energies per operation are constants of the process technology (45 nm in the preset), independent of the operands' values.",
    assumption = "Every energy is above zero; the reference divides by zero or reports negative ratios otherwise.",
    assumption = "The memory read is an energy per access; one narrow MAC is one operation at its energy per operation.",
    excludes = "Data movement on chip, and the energy of control and instruction fetch around each operation.",
    derivation = "Energies per operation add along a datapath: a MAC is a multiply followed by an add.",
    example = r#"
// One DRAM read costs over two thousand INT8 MACs
use mlsysim_compute::quantization::int8_vs_fp32_operation_energy_45nm;

let s = int8_vs_fp32_operation_energy_45nm()?;
assert!(s.read_over_narrow_mac()? > 2000.0);
assert!((s.mul_ratio()? - 18.5).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct OperationEnergyComparison {
    /// Energy of an add in the wide format.
    #[input(positive, unit = PICOJOULE_PER_FLOP)]
    pub wide_add: EnergyPerFlop,
    /// Energy of a multiply in the wide format.
    #[input(positive, unit = PICOJOULE_PER_FLOP)]
    pub wide_mul: EnergyPerFlop,
    /// Energy of an add in the narrow format.
    #[input(positive, unit = PICOJOULE_PER_FLOP)]
    pub narrow_add: EnergyPerFlop,
    /// Energy of a multiply in the narrow format.
    #[input(positive, unit = PICOJOULE_PER_FLOP)]
    pub narrow_mul: EnergyPerFlop,
    /// Energy of the add into the narrow MAC's wider accumulator.
    #[input(positive, unit = PICOJOULE_PER_FLOP)]
    pub accumulate_add: EnergyPerFlop,
    /// Energy of one off-chip memory read.
    #[input(positive, unit = PICOJOULE)]
    pub memory_read: Energy,

    /// Energy of a wide multiply-accumulate.
    #[property(multiply_accumulate_energy(wide_mul, wide_add)?, unit = PICOJOULE_PER_FLOP)]
    pub wide_mac: EnergyPerFlop,
    /// Energy of a narrow multiply-accumulate.
    #[property(multiply_accumulate_energy(narrow_mul, accumulate_add)?, unit = PICOJOULE_PER_FLOP)]
    pub narrow_mac: EnergyPerFlop,
    /// How many times more a wide add costs than a narrow one.
    #[property(wide_add / narrow_add)]
    pub add_ratio: f64,
    /// How many times more a wide multiply costs than a narrow one.
    #[property(wide_mul / narrow_mul)]
    pub mul_ratio: f64,
    /// How many times more a wide MAC costs than a narrow one.
    #[property(wide_mac / narrow_mac)]
    pub mac_ratio: f64,
    /// Narrow MACs one memory read costs.
    #[property(memory_read / (narrow_mac * FLOP.of(1.0)))]
    pub read_over_narrow_mac: f64,
}

/// Horowitz's 45 nm energies: FP32 against INT8 with INT32 accumulation, and a 32-bit DRAM
/// read against the INT8 MAC.
#[preset(name = "Int8VsFp32OperationEnergy45nm")]
pub fn int8_vs_fp32_operation_energy_45nm() -> Result<OperationEnergyComparison, InputError> {
    // The 45 nm energies of the technology registry (Horowitz).
    use mlsysim_core::registry::Hardware::Tech::{Memory::DRAM, Op};
    OperationEnergyComparison::builder()
        .wide_add(Op::AddFp32.energy)
        .wide_mul(Op::FlopFp32.energy)
        .narrow_add(Op::AddInt8.energy)
        .narrow_mul(Op::OpInt8.energy)
        .accumulate_add(Op::AddInt32.energy)
        .memory_read(required(
            DRAM.energy_per_access,
            DRAM.path,
            "energy_per_access",
        )?)
        .build()
}
