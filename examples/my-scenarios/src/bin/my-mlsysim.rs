//! The whole `mlsysim` command line, over the built-in scenarios and this crate's own.

// Names this crate, so that its scenarios and presets register in the catalog.
use my_scenarios as _;

fn main() -> std::process::ExitCode {
    mlsysim_cli::run()
}
