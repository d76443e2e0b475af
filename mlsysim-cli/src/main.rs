//! `mlsysim`: evaluate the scenarios of mlsysim-rs from the command line.

fn main() -> std::process::ExitCode {
    mlsysim_cli::run()
}
