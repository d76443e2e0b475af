//! One module per subcommand.

pub mod docs;
pub mod eval;
pub mod explain;
pub mod list;
pub mod roofline;
pub mod show;
pub mod sweep;
pub mod sweep_plot;
pub mod target;
pub mod zoo;
