use super::LIFECYCLE;
use mlsysim_core::registry::ReferenceStats;
use mlsysim_core::units::{GBIT_PER_SECOND, KB, hours};
use mlsysim_core::{DataRate, Information, InputError, Time, preset, scenario};

/// A site's daily captures sent over its uplink within a working window, against the compact
/// summaries that local inference sends instead.
#[scenario(
    family = LIFECYCLE,
    assumption = "The uplink streams at its full bandwidth for the whole upload.",
    excludes = "Protocol overhead, retries on a flaky link, and other traffic on the uplink.",
    example = r#"
// A day of retinal photos takes over a quarter of a clinic's shift over 2 Mb/s
use mlsysim_deployment::lifecycle::rural_clinic_retinal_upload;

let s = rural_clinic_retinal_upload()?;
assert!(s.window_share()? > 0.25);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct DailyUpload {
    /// Cases the site sees a day.
    #[input(range = 0..)]
    pub cases_per_day: i64,
    /// Files captured per case.
    #[input(range = 0..)]
    pub files_per_case: i64,
    /// Bytes of one file.
    #[input(non_negative, unit = MB)]
    pub file_size: Information,
    /// Bandwidth of the site's uplink.
    #[input(positive, unit = GBIT_PER_SECOND)]
    pub uplink: DataRate,
    /// The working window the upload must fit in.
    #[input(positive, unit = HOUR)]
    pub window: Time,
    /// Bytes of the summary sent per case instead.
    #[input(positive, unit = KB)]
    pub summary_size: Information,

    /// Bytes captured a day.
    #[property(cases_per_day * files_per_case * file_size, unit = GB)]
    pub daily_volume: Information,
    /// Time to upload a day's captures.
    #[property(transfer_time(daily_volume, uplink)?, unit = HOUR)]
    pub upload_time: Time,
    /// The upload time as a share of the working window.
    #[property(upload_time / window)]
    pub window_share: f64,
    /// Time to upload one file.
    #[property(transfer_time(file_size, uplink)?, unit = SECOND)]
    pub file_upload_time: Time,
    /// Bytes of a day's summaries.
    #[property(cases_per_day * summary_size, unit = MB)]
    pub summary_volume: Information,
    /// A day's captures over the summaries that replace them.
    #[property(daily_volume / summary_volume)]
    pub reduction: f64,
}

/// A busy rural screening clinic: 100 patients a day, four retinal photos each (two fields per
/// eye), over a 2 Mb/s uplink within an eight-hour shift, against a 10 kB summary per patient.
#[preset(name = "RuralClinicRetinalUpload")]
pub fn rural_clinic_retinal_upload() -> Result<DailyUpload, InputError> {
    DailyUpload::builder()
        .cases_per_day(100)
        .files_per_case(4)
        .file_size(ReferenceStats::ClinicalImaging::RetinalPhotoSize.value)
        .uplink(GBIT_PER_SECOND.of(0.002))
        .window(hours(8.0))
        .summary_size(KB.of(10.0))
        .build()
}
