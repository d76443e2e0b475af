//! The `mlsysim` command line as a library: argument and input-file parsing, the commands, and
//! their three output formats. [`run`] is the whole command line; a crate with scenarios of its
//! own gets every subcommand over its scenarios and the built-in ones with a binary of two
//! lines:
//!
//! ```no_run
//! // use my_scenarios as _; // names the crate, so that its scenarios register
//! fn main() -> std::process::ExitCode {
//!     mlsysim_cli::run()
//! }
//! ```

pub mod args;
pub mod cli;
pub mod commands;
pub mod files;
#[doc(hidden)]
pub mod fuzzing;
pub mod output;
pub mod table;

pub use cli::{run, run_with};

// The scenarios register themselves in the catalog only if this crate names them.
use mlsysim_catalog as _;

/// How a command prints its result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Text,
    Json,
    Markdown,
}

impl Format {
    /// The name as typed after `--format`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Text => "text",
            Format::Json => "json",
            Format::Markdown => "markdown",
        }
    }
}

/// A failure and the exit code it maps to: 2 for a usage mistake (an unknown name, a value of
/// the wrong kind or out of range), 1 for an evaluation that could not be done.
#[derive(Debug, Clone, PartialEq, Eq)]
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

/// What a command produced: the text to print, and the requested evaluations that failed,
/// each said in one line on stderr after the text (exit code 1).
pub struct Output {
    pub text: String,
    pub failures: Vec<String>,
}

impl From<String> for Output {
    fn from(text: String) -> Self {
        Output {
            text,
            failures: Vec::new(),
        }
    }
}
