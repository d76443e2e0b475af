//! `mlsysim`: evaluate the scenarios of mlsysim-rs from the command line.

mod show;
mod table;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

// The scenarios register themselves in the catalog only if this crate names them.
use mlsysim_scenarios as _;

#[derive(Parser)]
#[command(
    name = "mlsysim",
    version,
    about = "Size ML deployments with declared, unit-checked scenarios"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Every input, property and method result of a preset, with units and equations.
    Show {
        /// Preset name, e.g. DlrmReleaseFootprintH100 (case and separators ignored).
        preset: String,
    },
    /// Write the reference pages (Markdown, and the HTML site under html/) for every scenario.
    Docs {
        /// Folder to write into, e.g. docs/reference.
        #[arg(long)]
        out: std::path::PathBuf,
    },
}

/// A failure and the exit code it maps to: 2 for a usage mistake, 1 for an evaluation error.
pub struct Failure {
    pub code: u8,
    pub message: String,
}

impl Failure {
    pub fn usage(message: impl std::fmt::Display) -> Self {
        Failure {
            code: 2,
            message: message.to_string(),
        }
    }

    pub fn evaluation(message: impl std::fmt::Display) -> Self {
        Failure {
            code: 1,
            message: message.to_string(),
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Show { preset } => show::run(&preset),
        Command::Docs { out } => mlsysim_docs::write(&out, mlsysim_docs::Format::Both)
            .map(|n| format!("wrote {n} pages to {}\n", out.display()))
            .map_err(|e| Failure::evaluation(format!("writing to {}: {e}", out.display()))),
    };
    match result {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(failure) => {
            eprintln!("error: {}", failure.message);
            ExitCode::from(failure.code)
        }
    }
}
