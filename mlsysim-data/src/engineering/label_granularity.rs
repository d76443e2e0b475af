use super::ENGINEERING;
use mlsysim_core::{InputError, preset, scenario};

/// Label entries of one image: a class for every pixel of a segmentation mask against a few
/// coordinates for each bounding box.
#[scenario(
    family = ENGINEERING,
    assumption = "A mask labels every pixel once; a box is its corner coordinates.",
    excludes = "The time each entry takes an annotator, which does not scale with the count.",
    derivation = "Counting entries.",
    example = r#"
// A full-HD mask is fifty thousand times ten boxes
use mlsysim_data::engineering::full_hd_mask_versus_boxes;

let s = full_hd_mask_versus_boxes()?;
assert_eq!(s.mask_entries()?, 2_073_600);
assert_eq!(s.mask_to_box_ratio()?, 51_840.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct LabelGranularity {
    /// Width of the image, in pixels.
    #[input(range = 1..)]
    pub image_width: i64,
    /// Height of the image, in pixels.
    #[input(range = 1..)]
    pub image_height: i64,
    /// Objects boxed in the image.
    #[input(range = 1..)]
    pub boxes: i64,
    /// Coordinates of one box.
    #[input(range = 1..)]
    pub coords_per_box: i64,

    /// Entries of a per-pixel mask.
    #[property(image_width * image_height)]
    pub mask_entries: i64,
    /// Entries of the boxes.
    #[property(boxes * coords_per_box)]
    pub box_entries: i64,
    /// Mask entries per box entry.
    #[property(mask_entries / box_entries)]
    pub mask_to_box_ratio: f64,
}

/// A 1920×1080 street scene: a per-pixel mask against ten boxes of four coordinates.
#[preset(name = "FullHdMaskVersusBoxes")]
pub fn full_hd_mask_versus_boxes() -> Result<LabelGranularity, InputError> {
    LabelGranularity::builder()
        // The reference's VIDEO_1080P_WIDTH and VIDEO_1080P_HEIGHT.
        .image_width(1920)
        .image_height(1080)
        .boxes(10)
        .coords_per_box(4)
        .build()
}
