//! The `mlsysim` command line as a library: argument and input-file parsing, the commands, and
//! their three output formats. `main.rs` only parses flags and maps failures to exit codes.

pub mod args;
pub mod commands;
pub mod files;
#[doc(hidden)]
pub mod fuzzing;
pub mod output;
pub mod table;

// The scenarios register themselves in the catalog only if this crate names them.
use mlsysim_scenarios as _;

/// How a command prints its result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Text,
    Json,
    Markdown,
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

/// What a command produced: the text to print, and whether a requested evaluation failed
/// (exit code 1 after printing).
pub struct Output {
    pub text: String,
    pub failed: bool,
}

impl From<String> for Output {
    fn from(text: String) -> Self {
        Output {
            text,
            failed: false,
        }
    }
}
