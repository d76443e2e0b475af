//! Equations: the names they read, their text, and the checked code they compile to.

pub mod names;
mod render;
mod rewrite;

pub use names::{Names, names};
pub use render::render;
pub use rewrite::{FAULT, rewrite};
