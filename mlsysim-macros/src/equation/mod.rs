//! Equations: the names they read, their text, the checked code they compile to, and the
//! template of their worked solution.

pub mod names;
mod render;
mod rewrite;
pub mod template;

pub use names::{Names, names};
pub use render::render;
pub use rewrite::{FAULT, Reads, Rewrite, rewrite};
