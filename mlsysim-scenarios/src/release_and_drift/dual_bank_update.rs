use super::RELEASE_AND_DRIFT;
use mlsysim_core::units::bytes;
use mlsysim_core::{DataSize, HardwareNode, Information, InputError, Workload, preset, scenario};

/// Flash that an over-the-air update with two banks needs: two whole copies of the model.
///
/// A device that updates in place keeps the running model in one flash bank and writes the new
/// one into the other, so that a failed update can fall back. The flash must hold both.
#[scenario(
    family = RELEASE_AND_DRIFT,
    assumption = "Each bank holds a complete copy of the weights; nothing else is stored in flash.",
    excludes = "The firmware, the bootloader and any file system beside the two banks.",
    derivation = "Two copies of S bytes take 2S; their share of a flash of F bytes is 2S ÷ F.",
    example = r#"
// Two INT8 banks of a keyword spotter in 4 MiB of flash
use mlsysim_scenarios::release_and_drift::keyword_spotter_dual_bank_esp32s3;

let s = keyword_spotter_dual_bank_esp32s3()?;
assert_eq!(s.banks_bytes()?.to_string(), "400,000 B");
assert_eq!(s.flash_share()?, 0.095367431640625);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DualBankUpdate {
    /// The model held in each bank.
    pub model: &'static Workload,
    /// The device whose flash holds the banks.
    pub device: &'static HardwareNode,
    /// Storage width of one parameter.
    #[input(positive, unit = BYTE)]
    pub bytes_per_param: Information,

    /// Bytes of one bank: one copy of the model.
    #[property(weight_bytes(model, bytes_per_param)?)]
    pub bank_bytes: DataSize,
    /// Bytes of both banks.
    #[property(2.0 * bank_bytes)]
    pub banks_bytes: DataSize,
    /// The device's flash capacity, as the registry declares it.
    #[property(from_registry(device.flash_capacity, "flash capacity", device.path)?)]
    pub flash: DataSize,
    /// Share of the flash that the two banks fill; above 1 they do not fit.
    #[property(banks_bytes / flash)]
    pub flash_share: f64,
}

/// A keyword-spotting CNN at INT8, updated over the air on an ESP32-S3 with 4 MiB of flash.
#[preset(name = "KeywordSpotterDualBankEsp32S3")]
pub fn keyword_spotter_dual_bank_esp32s3() -> Result<DualBankUpdate, InputError> {
    DualBankUpdate::builder()
        .model(Workload::find("Tiny.DS_CNN")?)
        .device(HardwareNode::find("Tiny.ESP32_S3")?)
        .bytes_per_param(bytes(1.0))
        .build()
}
