//! Network architectures, layer by layer: the weights, multiply-adds and bytes of dense,
//! convolutional and recurrent layers, the intensity that decides whether they wait on memory,
//! and what a stack of them weighs.

mod conv;
mod dense;
mod network;

pub use conv::*;
pub use dense::*;
pub use network::*;

/// Side of an MNIST digit in pixels: the reference's `Datasets.MNIST` image width and height.
const MNIST_SIDE: u32 = 28;
/// Classes of MNIST (`Datasets.MNIST.num_classes` in the reference).
const MNIST_CLASSES: u32 = 10;
/// Side of an ImageNet image in pixels: the reference's `Datasets.ImageNet` image width and
/// height.
const IMAGENET_SIDE: u32 = 224;
