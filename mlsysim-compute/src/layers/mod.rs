//! Network architectures, layer by layer: the weights, multiply-adds and bytes of dense,
//! convolutional and recurrent layers, the intensity that decides whether they wait on memory,
//! and what a stack of them weighs.

use mlsysim_core::Family;

/// Network architectures: layer weights, work and bytes.
pub const LAYERS: Family = Family::within(
    &crate::COMPUTE,
    "layers",
    "Network architectures: layer weights, work and bytes",
    "Weights, FLOPs and traffic of dense, convolutional and recurrent layers, and the intensity that decides their bound.",
)
.listed_as("Layer weights and work");

// Each scenario file of this folder, as `mod x; pub use x::*;` (see mlsysim-build).
include!(concat!(env!("OUT_DIR"), "/sections/layers.rs"));

use mlsysim_core::registry::Datasets;

/// Side of an MNIST digit in pixels (its images are square).
const MNIST_SIDE: u32 = side(&Datasets::MNIST);
/// Classes of MNIST.
const MNIST_CLASSES: u32 = match Datasets::MNIST.num_classes {
    Some(n) => n,
    None => panic!("the registry gives MNIST its classes"),
};
/// Side of an ImageNet image in pixels (the reference's images are square).
const IMAGENET_SIDE: u32 = side(&Datasets::ImageNet);

/// The side of a dataset's square images, read from the registry at compile time.
const fn side(dataset: &mlsysim_core::registry::Dataset) -> u32 {
    match (dataset.image_width, dataset.image_height) {
        (Some(w), Some(h)) if w == h => w,
        _ => panic!("the registry gives the dataset square images"),
    }
}
