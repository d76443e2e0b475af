use super::ONE_MACHINE;
use mlsysim_core::registry::Hardware::Tech::{Memory::DRAM, Op};
use mlsysim_core::registry::entry::required;
use mlsysim_core::units::{MB, bytes};
use mlsysim_core::{
    Energy, EnergyPerByte, EnergyPerFlop, Information, InputError, Intensity, Workload, preset,
    scenario,
};

/// Bytes, arithmetic intensity and energy per image when a batch shares one read of the
/// weights.
///
/// Each image of a batch of B moves its share W ÷ B of the weights, which the batch reads
/// once, plus its own activations a number of times (written once and read once, say). Its
/// arithmetic intensity is its forward work over those bytes. Its energy is the bytes at an
/// energy per byte plus the work at an energy per FLOP; the share spent moving data falls as
/// the batch grows.
#[scenario(
    family = ONE_MACHINE,
    assumption = "The weights are read once per batch and every activation byte moves `activation_passes` times; caches and reuse are left out.",
    assumption = "A batch holds at least one image.",
    rule(workload.forward_flops().is_ok(), "`workload` has its forward work (inference FLOPs) in the registry"),
    excludes = "Static power, and energy spent outside memory and arithmetic (interconnect, host).",
    derivation = "Energy adds over the bytes moved and the operations done, each at its own cost per unit.",
    example = r#"
// Batching cuts the movement energy of an image
use mlsysim_serving::one_machine::resnet50_batch_energy_per_image;

let s = resnet50_batch_energy_per_image()?;
assert!(s.movement_share(32)? < s.movement_share(1)?);
assert!((s.intensity(8)?.value - 217.0545820275206).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct BatchEnergyPerImage {
    /// The model served.
    pub workload: &'static Workload,
    /// Storage width of one weight.
    #[input(positive, unit = BYTE)]
    pub weight_bytes_per_param: Information,
    /// Activation bytes of one image.
    #[input(non_negative, unit = MB)]
    pub activation_bytes: Information,
    /// Times each activation byte moves (written once and read once is 2).
    pub activation_passes: u32,
    /// Energy of moving one byte through memory.
    #[input(non_negative, unit = PICOJOULE_PER_BYTE)]
    pub byte_energy: EnergyPerByte,
    /// Energy of one floating-point operation.
    #[input(non_negative, unit = PICOJOULE_PER_FLOP)]
    pub flop_energy: EnergyPerFlop,

    /// Bytes of the weights.
    #[property(weight_bytes(workload, weight_bytes_per_param)?.quantity(), unit = BYTE)]
    pub weights: Information,
    /// The weights' share of one image in a batch of `batch_size`.
    #[method(
        {
            require(batch_size >= 1, "a batch holds at least one image")?;
            weights / batch_size
        },
        unit = BYTE,
        samples(batch_size = [1, 8, 32]),
        args(batch_size(positive)),
    )]
    pub weight_per_image: fn(batch_size: i64) -> Information,
    /// Bytes one image moves in a batch of `batch_size`.
    #[method(weight_per_image(batch_size)? + activation_passes * activation_bytes, unit = BYTE, args(batch_size(positive)), samples(batch_size = [1, 8, 32]))]
    pub bytes_per_image: fn(batch_size: i64) -> Information,
    /// Forward work of one image over the bytes it moves.
    #[method(arithmetic_intensity(workload.forward_flops()?, bytes_per_image(batch_size)?)?, unit = FLOP_PER_BYTE, args(batch_size(positive)), samples(batch_size = [1, 8, 32]))]
    pub intensity: fn(batch_size: i64) -> Intensity,
    /// Energy of the bytes one image moves.
    #[method(data_movement_energy(bytes_per_image(batch_size)?, byte_energy)?, unit = MILLIJOULE, args(batch_size(positive)), samples(batch_size = [1, 8, 32]))]
    pub movement_energy: fn(batch_size: i64) -> Energy,
    /// Energy of one image's forward work.
    #[property(arithmetic_energy(workload.forward_flops()?, flop_energy)?, unit = MILLIJOULE)]
    pub compute_energy: Energy,
    /// Energy of one image in a batch of `batch_size`.
    #[method(movement_energy(batch_size)? + compute_energy, unit = MILLIJOULE, args(batch_size(positive)), samples(batch_size = [1, 8, 32]))]
    pub energy: fn(batch_size: i64) -> Energy,
    /// Share of that energy spent moving data.
    #[method(movement_energy(batch_size)? / energy(batch_size)?, args(batch_size(positive)), samples(batch_size = [1, 8, 32]))]
    pub movement_share: fn(batch_size: i64) -> f64,
}

/// ResNet-50 with FP32 weights read once per batch and 12.5 MB of activations written and read
/// per image, at the DRAM energy per byte and the mean energy of an FP32 multiply and add
/// (45 nm figures); the batches of 1, 8 and 32 are compared.
#[preset(name = "ResNet50BatchEnergyPerImage")]
pub fn resnet50_batch_energy_per_image() -> Result<BatchEnergyPerImage, InputError> {
    BatchEnergyPerImage::builder()
        .workload(Workload::find("Vision.ResNet50")?)
        .weight_bytes_per_param(bytes(4.0))
        .activation_bytes(MB.of(12.5))
        .activation_passes(2)
        .byte_energy(required(
            DRAM.energy_per_byte,
            DRAM.path,
            "energy_per_byte",
        )?)
        // The mean of an FP32 multiply-add's two operations.
        .flop_energy((Op::FlopFp32.energy + Op::AddFp32.energy) / 2.0)
        .build()
}
