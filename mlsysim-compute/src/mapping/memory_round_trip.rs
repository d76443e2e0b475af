use super::MAPPING;
use mlsysim_core::units::PICOJOULE_PER_BYTE;
use mlsysim_core::{Energy, EnergyPerByte, Information, InputError, preset, scenario};

/// Energy of moving one tensor to or from off-chip memory a number of times.
///
/// A layer boundary writes an activation to memory and the next layer reads it back: two trips
/// of the tensor's bytes at a fixed energy per byte.
#[scenario(
    family = MAPPING,
    assumption = "Every byte costs the same energy on every trip, whatever the access pattern.",
    assumption = "The energy is per byte; sizes, energies and trips are at least zero (the reference takes negatives, and a per-access energy without a byte in it).",
    excludes = "On-chip buffering that would save a trip, and the energy of the arithmetic.",
    derivation = "Energy adds over bytes and trips at a constant energy per byte.",
    example = r#"
// Reading one ResNet-50 stage-2 map once
use mlsysim_compute::mapping::resnet50_stage2_map_int8_read_once;

let s = resnet50_stage2_map_int8_read_once()?;
assert!((mlsysim_core::units::MICROJOULE.in_unit(s.energy()?) - 32.11264).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct MemoryRoundTrip {
    /// Bytes of the tensor.
    #[input(non_negative, unit = BYTE)]
    pub tensor_bytes: Information,
    /// Energy of moving one byte to or from memory.
    #[input(non_negative, unit = PICOJOULE_PER_BYTE)]
    pub energy_per_byte: EnergyPerByte,
    /// Trips the tensor makes.
    #[input(default = 2, range = 0..)]
    pub trips: i64,

    /// Energy of all the trips.
    #[property(trips * tensor_bytes * energy_per_byte, unit = MICROJOULE)]
    pub energy: Energy,
}

/// One ResNet-50 stage-2 output map (INT8, one image) read once from DRAM at 160 pJ a byte.
#[preset(name = "ResNet50Stage2MapInt8ReadOnce")]
pub fn resnet50_stage2_map_int8_read_once() -> Result<MemoryRoundTrip, InputError> {
    // The activation bytes of the ConvLayer preset ResNet50Stage2ConvBatch32Int8: a 56 × 56 × 64
    // INT8 map, 200,704 bytes, read from that preset so the two cannot disagree.
    let map = crate::layers::resnet50_stage2_conv_batch32_int8()?;
    let tensor_bytes = map.activation_bytes().map_err(|e| InputError::Invalid {
        input: "tensor_bytes",
        reason: e.to_string().into(),
    })?;
    MemoryRoundTrip::builder()
        .tensor_bytes(tensor_bytes)
        // The reference's Hardware.Tech.Memory.DRAM.energy_per_byte (45 nm, Horowitz).
        .energy_per_byte(PICOJOULE_PER_BYTE.of(160.0))
        .trips(1)
        .build()
}
