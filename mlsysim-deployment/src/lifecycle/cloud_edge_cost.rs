use super::{LIFECYCLE, rural_clinic_retinal_upload};
use mlsysim_core::registry::ReferenceStats;
use mlsysim_core::units::{USD_PER_YEAR, milliseconds, usd};
use mlsysim_core::{DataRate, Information, InputError, MoneyRate, Time, Usd, preset, scenario};

/// Serving a network of sites from the cloud, paying per image, or from a device at each site,
/// bought up front: the yearly costs, the first year at the edge, and the payback.
///
/// Undiscounted: the payback is the devices' up-front cost over the yearly running cost they
/// save. The image size, the uplink and the two latencies are optional, for comparing response
/// times.
#[scenario(
    family = LIFECYCLE,
    assumption = "A year is 365.25 days for the yearly rates, while the image count runs over `days_per_year` days, as in the reference.",
    assumption = "Costs are undiscounted and flat over the years.",
    excludes = "Device replacement, financing, and the cost of the uplink at the edge.",
    example = r#"
// 500 clinics: the edge devices pay for themselves in under two and a half years
use mlsysim_deployment::lifecycle::retinopathy_screening_cloud_versus_edge;

let s = retinopathy_screening_cloud_versus_edge()?;
let years = s.payback()?.value / (365.25 * 86_400.0);
assert!(years > 2.0 && years < 2.5);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct CloudEdgeCost {
    /// Sites served.
    #[input(range = 0..)]
    pub sites: i64,
    /// Cases each site sees a day.
    #[input(range = 0..)]
    pub cases_per_site_day: i64,
    /// Billed images per case.
    #[input(range = 0..)]
    pub images_per_case: i64,
    /// Days a year the sites operate.
    #[input(range = 0..=366)]
    pub days_per_year: i64,
    /// Cloud fee per image.
    #[input(non_negative, unit = USD)]
    pub cloud_cost_per_image: Usd,
    /// Yearly fixed cost of the cloud path (connectivity, operations).
    #[input(non_negative, unit = USD_PER_YEAR)]
    pub cloud_fixed_annual: MoneyRate,
    /// Price of one edge device.
    #[input(non_negative, unit = USD)]
    pub edge_device_cost: Usd,
    /// Yearly maintenance of the edge devices.
    #[input(non_negative, unit = USD_PER_YEAR)]
    pub edge_maintenance_annual: MoneyRate,
    /// Running cost per image on an edge device.
    #[input(non_negative, unit = USD)]
    pub edge_cost_per_image: Usd,
    /// Bytes of one image, for the cloud's upload time.
    #[input(positive, unit = MB)]
    pub image_size: Option<Information>,
    /// Bandwidth of a site's uplink, for the cloud's upload time.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub uplink: Option<DataRate>,
    /// Remote processing time after the upload (stated for comparison; no member reads it).
    #[input(non_negative, unit = MILLISECOND)]
    pub cloud_latency: Option<Time>,
    /// On-device inference time (stated for comparison; no member reads it).
    #[input(non_negative, unit = MILLISECOND)]
    pub edge_latency: Option<Time>,

    /// Images served a year.
    #[property(sites * cases_per_site_day * images_per_case * days_per_year)]
    pub annual_images: i64,
    /// Yearly per-image fees in the cloud.
    #[property(annual_images * cloud_cost_per_image / days(365.25), unit = USD_PER_YEAR)]
    pub cloud_inference_annual: MoneyRate,
    /// Yearly cost of the cloud path.
    #[property(cloud_inference_annual + cloud_fixed_annual, unit = USD_PER_YEAR)]
    pub cloud_annual: MoneyRate,
    /// Up-front cost of the edge devices.
    #[property(sites * edge_device_cost, unit = USD)]
    pub edge_capex: Usd,
    /// Yearly per-image running cost at the edge.
    #[property(annual_images * edge_cost_per_image / days(365.25), unit = USD_PER_YEAR)]
    pub edge_inference_annual: MoneyRate,
    /// Yearly cost of the edge path.
    #[property(edge_maintenance_annual + edge_inference_annual, unit = USD_PER_YEAR)]
    pub edge_annual: MoneyRate,
    /// Cost of the first year at the edge: the devices and a year of running them.
    #[property(edge_capex + edge_annual * days(365.25), unit = USD)]
    pub edge_first_year: Usd,
    /// Yearly running cost the edge path saves.
    #[property(cloud_annual - edge_annual, unit = USD_PER_YEAR)]
    pub annual_savings: MoneyRate,
    /// Time for the savings to repay the devices.
    #[property(payback_period(edge_capex, annual_savings)?, unit = YEAR)]
    pub payback: Time,
    /// Time to send one image over a site's uplink, before any remote processing.
    #[property(transfer_time(image_size, uplink)?, unit = SECOND)]
    pub cloud_upload_time: Time,
}

/// 500 screening clinics, 50 patients a day each and one billed image a patient, every day of
/// the year: 0.01 USD an image plus 45,000 USD a year in the cloud, against a 500 USD device
/// per clinic, 25,000 USD a year of maintenance and 0.001 USD an image at the edge.
#[preset(name = "RetinopathyScreeningCloudVersusEdge")]
pub fn retinopathy_screening_cloud_versus_edge() -> Result<CloudEdgeCost, InputError> {
    CloudEdgeCost::builder()
        .sites(500)
        .cases_per_site_day(50)
        .images_per_case(1)
        // The reference's DAYS_PER_YEAR: clinics operate every day.
        .days_per_year(365)
        .cloud_cost_per_image(usd(0.01))
        .cloud_fixed_annual(USD_PER_YEAR.of(45_000.0))
        .edge_device_cost(usd(500.0))
        .edge_maintenance_annual(USD_PER_YEAR.of(25_000.0))
        .edge_cost_per_image(usd(0.001))
        .image_size(ReferenceStats::ClinicalImaging::RetinalPhotoSize.value)
        .uplink(rural_clinic_retinal_upload()?.uplink)
        .cloud_latency(milliseconds(200.0))
        .edge_latency(milliseconds(50.0))
        .build()
}
