use super::ORCHESTRATION;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::registry::Systems::Clusters;
use mlsysim_core::{InputError, MoneyRate, Usd, preset, scenario};

/// A fleet split between a serving reservation and a training pool, held statically against
/// lending training whatever serving does not need on an average day.
///
/// The reservation is the forecast serving peak plus `surge_buffer`. Lending gives training the
/// reservation's excess over average demand and the buffer; the GPUs left after the reservation
/// and the training base are maintenance headroom.
#[scenario(
    family = ORCHESTRATION,
    equation = "lent = reservation − average − buffer; static active = average + training base; lent active = static active + lent",
    assumption = "A year is 8,760 hours, the reference's convention.",
    assumption = "Lent GPUs come back to serving faster than its demand rises above the average plus the buffer.",
    excludes = "The cost of preempting training when serving reclaims its GPUs.",
    derivation = "GPUs active on average under each policy, over the fleet.",
    rule(serving_average <= serving_reservation, "`serving_average` is at most `serving_reservation`"),
    example = r#"
// Lending a serving reservation to training
use mlsysim_fleet::orchestration::diurnal_serving_lending_1k;

let s = diurnal_serving_lending_1k()?;
assert_eq!(s.lent()?, 133);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct DiurnalLending {
    /// GPUs in the fleet.
    #[input(range = 1..)]
    pub fleet_gpus: u32,
    /// GPUs reserved for serving: the forecast peak plus the surge buffer.
    pub serving_reservation: u32,
    /// GPUs serving uses on average.
    pub serving_average: u32,
    /// GPUs kept ready above the forecast peak.
    pub surge_buffer: u32,
    /// GPUs of the training pool.
    pub training_base: u32,
    /// Price of one GPU-hour.
    #[input(non_negative, unit = USD_PER_HOUR)]
    pub device_hour_rate: MoneyRate,

    /// Serving's forecast peak.
    #[property(serving_reservation - surge_buffer)]
    pub peak_demand: i64,
    /// GPUs of the reservation above average serving demand.
    #[property(serving_reservation - serving_average)]
    pub serving_reclaimable: i64,
    /// GPUs lent to training on average.
    #[property(serving_reclaimable - surge_buffer)]
    pub lent: i64,
    /// GPUs left after the reservation and the training base.
    #[property(fleet_gpus - serving_reservation - training_base)]
    pub headroom: i64,
    /// GPUs active on average without lending.
    #[property(serving_average + training_base)]
    pub static_active: i64,
    /// GPUs active on average with lending.
    #[property(static_active + lent)]
    pub dynamic_active: i64,
    /// Utilization without lending.
    #[property(static_active / fleet_gpus)]
    pub static_utilization: f64,
    /// Utilization with lending.
    #[property(dynamic_active / fleet_gpus)]
    pub dynamic_utilization: f64,
    /// A year's rent of the lent GPUs at the rate (8,760 hours).
    #[property(lent * device_hour_rate * hours(8760.0), unit = USD)]
    pub annual_value: Usd,
}

/// The 1,024-GPU reference cluster: a static serving reservation of 400 GPUs over an average
/// demand of 150, a 117-GPU surge buffer and a 618-GPU training pool.
#[preset(name = "DiurnalServingLending1K")]
pub fn diurnal_serving_lending_1k() -> Result<DiurnalLending, InputError> {
    DiurnalLending::builder()
        .fleet_gpus(Clusters::Training_1K.total_accelerators())
        .serving_reservation(400)
        .serving_average(150)
        .surge_buffer(117)
        .training_base(618)
        .device_hour_rate(Pricing::Fleet::GpuHourRef.value)
        .build()
}
