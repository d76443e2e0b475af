use super::ACCELERATION;
use mlsysim_core::registry::Hardware::Tech::Memory::DRAM;
use mlsysim_core::registry::entry::required;
use mlsysim_core::units::PICOJOULE;
use mlsysim_core::{Energy, InputError, preset, scenario};

/// Energy per multiply-accumulate with every operand from off-chip memory, against a systolic
/// array that reuses each operand across its width.
///
/// A naive streaming design makes `naive_accesses` off-chip accesses for every MAC (load both
/// operands and the running sum, write the sum back). A systolic array loads `edge_loads`
/// operands at its edge for every `array_dim` MACs and keeps the partial sums inside. Each
/// access costs `access_energy`; the arithmetic itself costs `mac_energy`.
#[scenario(
    family = ACCELERATION,
    assumption = "Every off-chip access costs the same energy, whatever it moves; on-chip movement inside the array is free.",
    assumption = "A MAC costs energy (`mac_energy` > 0), so the systolic energy is never zero; access energy may be zero.",
    assumption = "Counts are at least 1; more edge loads than the array is wide is allowed (a narrow array reuses little).",
    excludes = "On-chip buffers (SRAM) between memory and the array, and the energy of moving partial sums inside it.",
    derivation = "Each operand entering at the edge of a systolic array serves every cell along its row or column, so its access is shared by array_dim MACs.",
    example = r#"
// Reuse across a 128-wide array saves over 200x
use mlsysim_compute::acceleration::systolic_array_reuse_energy;

let s = systolic_array_reuse_energy()?;
assert_eq!(s.systolic_accesses()?, 0.015625);
assert!(s.ratio()? > 200.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SystolicReuseEnergy {
    /// Energy of one off-chip memory access.
    #[input(non_negative, unit = PICOJOULE)]
    pub access_energy: Energy,
    /// Energy of the multiply-accumulate itself.
    #[input(positive, unit = PICOJOULE)]
    pub mac_energy: Energy,
    /// Off-chip accesses per MAC when nothing is reused.
    #[input(range = 1..)]
    pub naive_accesses: i64,
    /// Operands loaded at the array's edge for every `array_dim` MACs.
    #[input(range = 1..)]
    pub edge_loads: i64,
    /// Width of the array: MACs each edge load serves.
    #[input(range = 1..)]
    pub array_dim: i64,

    /// Energy of one MAC with every operand from memory.
    #[property(energy_per_mac(naive_accesses, access_energy, mac_energy)?, unit = PICOJOULE)]
    pub naive_energy: Energy,
    /// Off-chip accesses per MAC in the array.
    #[property(edge_loads / array_dim)]
    pub systolic_accesses: f64,
    /// Energy of one MAC in the array.
    #[property(energy_per_mac(systolic_accesses, access_energy, mac_energy)?, unit = PICOJOULE)]
    pub systolic_energy: Energy,
    /// How many times less energy a MAC takes in the array.
    #[property(naive_energy / systolic_energy)]
    pub ratio: f64,
}

/// Four DRAM accesses per MAC in a deliberately naive streaming design, against a 128-wide
/// systolic array that loads two operands at its edges for every 128 MACs; about 1 pJ per MAC.
#[preset(name = "SystolicArrayReuseEnergy")]
pub fn systolic_array_reuse_energy() -> Result<SystolicReuseEnergy, InputError> {
    SystolicReuseEnergy::builder()
        .access_energy(required(
            DRAM.energy_per_access,
            DRAM.path,
            "energy_per_access",
        )?)
        .mac_energy(PICOJOULE.of(1.0))
        .naive_accesses(4)
        .edge_loads(2)
        .array_dim(128)
        .build()
}
