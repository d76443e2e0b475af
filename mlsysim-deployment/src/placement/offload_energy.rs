use super::{PLACEMENT, SingleNodeInference, mobile_net_v2_phone_batch1};
use mlsysim_core::registry::Systems;
use mlsysim_core::units::gigabytes;
use mlsysim_core::{Energy, EnergyPerByte, Information, InputError, preset, scenario};

/// Energy to send a payload by radio against running the model on the device: against the
/// accelerator alone, and against the whole device over the inference.
#[scenario(
    family = PLACEMENT,
    assumption = "Radio energy scales with the bytes sent.",
    excludes = "The energy to wake the radio and hold the connection, and the remote side's energy.",
    example = r#"
// Sending 1 MB over 5G costs more than one MobileNetV2 inference on the phone
use mlsysim_deployment::placement::radio_upload_vs_mobile_net_v2;

let s = radio_upload_vs_mobile_net_v2()?;
assert!(s.ratio_device()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct OffloadEnergy {
    /// Bytes sent.
    #[input(non_negative, unit = MB)]
    pub payload: Information,
    /// Energy the radio spends per byte sent.
    #[input(non_negative, unit = PICOJOULE_PER_BYTE)]
    pub transmit_energy_per_byte: EnergyPerByte,
    /// The inference run locally instead (a SingleNodeInference preset or its inputs).
    pub local_run: SingleNodeInference,

    /// Energy to send the payload.
    #[property(payload * transmit_energy_per_byte, unit = MILLIJOULE)]
    pub transmit_energy: Energy,
    /// The registry's energy of one inference of the local model on its accelerator alone.
    #[property(from_registry(local_run.workload.inference_energy, "inference energy", local_run.workload.path)?, unit = MILLIJOULE)]
    pub accelerator_energy: Energy,
    /// The whole device's energy over the local inference, from the engine.
    #[property(local_run.energy()?, unit = MILLIJOULE)]
    pub device_energy: Energy,
    /// Sending over computing on the accelerator alone.
    #[property(transmit_energy / accelerator_energy)]
    pub ratio_accelerator: f64,
    /// Sending over computing on the whole device.
    #[property(transmit_energy / device_energy)]
    pub ratio_device: f64,
}

/// Sending 1 MB over 5G against one MobileNetV2 inference on a flagship phone.
#[preset(name = "RadioUploadVsMobileNetV2")]
pub fn radio_upload_vs_mobile_net_v2() -> Result<OffloadEnergy, InputError> {
    OffloadEnergy::builder()
        .payload(gigabytes(1e-3))
        .transmit_energy_per_byte(Systems::NetworkEnergy::Per5gMb.value)
        .local_run(mobile_net_v2_phone_batch1()?)
        .build()
}
