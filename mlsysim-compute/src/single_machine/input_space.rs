use super::IRON_LAW;
use mlsysim_core::registry::entry::required;
use mlsysim_core::{InputError, preset, scenario};

/// How many distinct inputs an image shape admits, against how many examples a benchmark
/// evaluates.
///
/// Every channel element of a `image_width` × `image_height` × `image_channels` image takes one
/// of `levels` values, so there are levels^elements distinct images: a number with hundreds of
/// thousands of digits for an ImageNet-sized image. Its logarithm is computed without forming
/// the power. Next to it stands the number of labelled examples the benchmark evaluates, to show
/// that any test set samples a vanishing share of the inputs.
#[scenario(
    family = IRON_LAW,
    assumption = "Every element takes any of its levels independently: the count includes every image, natural or not.",
    assumption = "The dataset's shape and split size are inputs here (the reference reads them from its dataset registry, which the port does not carry); the evaluated examples are the validation split, as in the reference, whose member calls them test examples.",
    assumption = "Image sides and channels are at least 1 and an element takes at least one level; the reference fails on zero or negative levels.",
    excludes = "Which inputs are plausible images: the count bounds the space, it does not describe the data distribution.",
    derivation = "An image of n elements with L levels each is one of L^n; log10(L^n) = n·log10(L), and a positive number x has ⌊log10 x⌋ + 1 decimal digits.",
    example = r#"
// Every 224x224 RGB image has a 362,508-digit count
use mlsysim_compute::single_machine::imagenet_input_space;

let s = imagenet_input_space()?;
assert_eq!(s.elements()?, 150_528);
assert_eq!(s.digits()?, 362_508);
assert_eq!(s.test_examples()?, 50_000);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct InputSpace {
    /// The dataset whose image shape is counted, by name.
    pub dataset: String,
    /// Width of one image, in pixels.
    #[input(range = 1..)]
    pub image_width: i64,
    /// Height of one image, in pixels.
    #[input(range = 1..)]
    pub image_height: i64,
    /// Channels of one pixel.
    #[input(range = 1..)]
    pub image_channels: i64,
    /// Labelled examples of the split the benchmark evaluates (its validation split).
    #[input(range = 0..)]
    pub validation_examples: i64,
    /// Values one channel element can take (256 at 8 bits).
    #[input(range = 1..)]
    pub levels: i64,

    /// Channel elements of one image.
    #[property(image_width * image_height * image_channels)]
    pub elements: i64,
    /// The decimal logarithm of the number of distinct inputs.
    #[property(input_space_log10(elements, levels)?)]
    pub log10_inputs: f64,
    /// Decimal digits of the number of distinct inputs.
    #[property(floor(log10_inputs)? + 1)]
    pub digits: i64,
    /// Labelled examples the benchmark evaluates: the validation split.
    #[property(validation_examples)]
    pub test_examples: i64,
}

/// Every 224 × 224 RGB image at 8 bits per channel, against ImageNet's 50,000 validation
/// images.
#[preset(name = "ImageNetInputSpace")]
pub fn imagenet_input_space() -> Result<InputSpace, InputError> {
    // ImageNet-1k's shape and validation split; 256 levels is 8 bits per channel.
    let imagenet = &mlsysim_core::registry::Datasets::ImageNet;
    let field = |value, name| required(value, imagenet.path, name);
    InputSpace::builder()
        .dataset(imagenet.name.to_string())
        .image_width(i64::from(field(imagenet.image_width, "image_width")?))
        .image_height(i64::from(field(imagenet.image_height, "image_height")?))
        .image_channels(i64::from(field(imagenet.image_channels, "image_channels")?))
        .validation_examples(i64::from(field(
            imagenet.validation_examples,
            "validation_examples",
        )?))
        .levels(256)
        .build()
}
