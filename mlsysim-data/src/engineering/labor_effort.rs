use super::ENGINEERING;
use crate::stated;
use mlsysim_core::registry::Datasets;
use mlsysim_core::units::{hours, seconds};
use mlsysim_core::{InputError, Time, preset, scenario};

/// Items labeled by hand: the total hours and the full-time person-years they take.
#[scenario(
    family = ENGINEERING,
    assumption = "Every item takes the same time and annotators work full years.",
    excludes = "Review, relabeling and the ramp-up of new annotators.",
    derivation = "Work is items times time per item.",
    example = r#"
// A million Cityscapes-grade masks take 750 person-years
use mlsysim_data::engineering::cityscapes_masks_for_million_frames;

let s = cityscapes_masks_for_million_frames()?;
assert!((s.person_years()? - 750.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct LaborEffort {
    /// Items to label.
    #[input(non_negative)]
    pub items: f64,
    /// Time one item takes.
    #[input(non_negative, unit = SECOND)]
    pub time_per_item: Time,
    /// Working hours of one full-time person-year.
    #[input(positive, unit = HOUR)]
    pub work_year: Time,

    /// Hours of labeling.
    #[property(items * time_per_item, unit = HOUR)]
    pub total_time: Time,
    /// Full-time person-years of labeling.
    #[property(total_time / work_year)]
    pub person_years: f64,
}

/// Pixel masks for one million street frames at the Cityscapes fine-annotation time of 1.5
/// hours each (Cordts et al. 2016), in person-years of 2,000 working hours.
#[preset(name = "CityscapesMasksForMillionFrames")]
pub fn cityscapes_masks_for_million_frames() -> Result<LaborEffort, InputError> {
    LaborEffort::builder()
        .items(1_000_000.0)
        .time_per_item(hours(1.5))
        .work_year(hours(2000.0))
        .build()
}

/// Every clip of the Multilingual Spoken Words Corpus labeled by hand at 10 s a clip: what
/// forced alignment saved.
#[preset(name = "MswcByHand")]
pub fn mswc_by_hand() -> Result<LaborEffort, InputError> {
    let clips = stated(Datasets::MSWC.training_examples, "items", "MSWC clip count")?;
    LaborEffort::builder()
        .items(f64::from(clips))
        .time_per_item(seconds(10.0))
        .work_year(cityscapes_masks_for_million_frames()?.work_year)
        .build()
}
