use super::ON_DEVICE;
use mlsysim_core::units::KB;
use mlsysim_core::{Information, InputError, Named, preset, scenario};

/// A week of raw captures against compressed model updates sent at named round cadences.
///
/// Federated learning keeps the captures on the device and sends an update of the model's
/// parameters each round instead; a week of captures over one update is the number of rounds a
/// week at which the two break even.
#[scenario(
    family = ON_DEVICE,
    assumption = "Every round sends one full update of the same size.",
    excludes = "The downlink of the global model, and updates dropped or resent.",
    example = r#"
// A week of 1,000 photos is 80 times one 4-bit update of 5M parameters
use mlsysim_deployment::on_device::phone_images_versus_quantized_updates;

let s = phone_images_versus_quantized_updates()?;
assert!((s.reduction()? - 80.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct FederatedUplink {
    /// Items captured a week.
    #[input(range = 0..)]
    pub items_per_week: i64,
    /// Bytes of one item.
    #[input(non_negative, unit = KB)]
    pub item_size: Information,
    /// Parameters in one update.
    #[input(positive)]
    pub update_params: f64,
    /// Bits of one parameter of the update.
    #[input(range = 1..)]
    pub update_bits_per_param: i64,
    /// Rounds a week, by cadence.
    #[input(range = 0..)]
    pub rounds_per_week: Named<i64>,

    /// Bytes of a week's raw captures.
    #[property(items_per_week * item_size, unit = MB)]
    pub raw_volume: Information,
    /// Bytes of one update.
    #[property(memory_from_params(update_params, bytes(update_bits_per_param / 8.0))?, unit = MB)]
    pub update_size: Information,
    /// A week's captures over one update.
    #[property(raw_volume / update_size)]
    pub reduction: f64,
    /// Rounds a week at which the updates send as much as the raw captures.
    #[property(reduction)]
    pub break_even_rounds: f64,
    /// Bytes a week of updates at `cadence`.
    #[method(rounds_per_week[cadence] * update_size, unit = MB, samples(cadence = rounds_per_week))]
    pub weekly_upload: fn(cadence: String) -> Information,
}

/// A week of 1,000 phone photos of 200 kB against 4-bit updates of a 5M-parameter model, at a
/// daily and an hourly cadence.
#[preset(name = "PhoneImagesVersusQuantizedUpdates")]
pub fn phone_images_versus_quantized_updates() -> Result<FederatedUplink, InputError> {
    FederatedUplink::builder()
        .items_per_week(1000)
        .item_size(KB.of(200.0))
        .update_params(5e6)
        .update_bits_per_param(4)
        .rounds_per_week(Named::from_iter([("daily", 7), ("hourly", 24 * 7)]))
        .build()
}
