//! `mlsysim`: evaluate the scenarios of mlsysim-rs from the command line.

use clap::{Parser, Subcommand};
use mlsysim_cli::commands::{eval, list, show, sweep, zoo};
use mlsysim_cli::{Failure, Format, Output};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "mlsysim",
    version,
    about = "Size ML deployments with declared, unit-checked scenarios"
)]
struct Cli {
    /// Output format.
    #[arg(long, short = 'f', global = true, value_enum, default_value_t = Format::Text)]
    format: Format,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Scenarios by family, and presets, with one-line summaries.
    List,
    /// Every input, property and method result of a preset, with units and equations.
    Show {
        /// Preset name, e.g. DlrmReleaseFootprintH100 (case and separators ignored).
        preset: String,
    },
    /// Evaluate a scenario (or a preset with changes) from flags and an input file.
    Eval {
        /// Scenario (ReleaseFootprint, release-footprint) or preset name.
        target: String,
        #[command(flatten)]
        given: Given,
    },
    /// Vary one input or method argument over a list or an inclusive range.
    Sweep {
        /// Scenario or preset name.
        target: String,
        /// NAME=VALUES: copies=0..8, device=H100,H200,B200, bytes_per_param=4B,2B,1B,0.5B.
        #[arg(long, value_name = "NAME=VALUES")]
        over: String,
        #[command(flatten)]
        given: Given,
        /// Also draw the sweep as an SVG chart.
        #[arg(long, value_name = "FILE.svg")]
        plot: Option<PathBuf>,
    },
    /// The hardware or model registry.
    Zoo {
        #[command(subcommand)]
        registry: Registry,
    },
    /// Write the reference pages (Markdown, and the HTML site under html/).
    Docs {
        /// Folder to write into, e.g. docs/reference.
        #[arg(long)]
        out: PathBuf,
    },
}

/// Inputs and method calls, from flags and an input file.
#[derive(clap::Args)]
struct Given {
    /// An input: NAME=VALUE, e.g. retrain_time=6h, model=dlrm, ramp=0.05,0.25,1.
    #[arg(long = "set", value_name = "NAME=VALUE")]
    sets: Vec<String>,
    /// A method call: METHOD:ARG=VALUE,..., e.g. free_after:copies=2 (in a sweep, evaluated at
    /// every point).
    #[arg(long = "call", value_name = "METHOD:ARG=VALUE")]
    calls: Vec<String>,
    /// Inputs from a TOML, JSON or YAML file; --set flags override it.
    #[arg(long)]
    input: Option<PathBuf>,
}

#[derive(Subcommand)]
enum Registry {
    /// Accelerators and systems, with memory in its declared unit.
    Hardware {
        /// Only this tier: cloud, edge, mobile, tiny, workstation.
        #[arg(long)]
        tier: Option<String>,
    },
    /// Workloads, with parameters and registry size.
    Models {
        /// Only this family: vision, language, recommendation, ...
        #[arg(long)]
        family: Option<String>,
    },
}

fn run(cli: Cli) -> Result<Output, Failure> {
    let format = cli.format;
    match cli.command {
        Command::List => Ok(list::run(format).into()),
        Command::Show { preset } => show::run(&preset, format).map(Output::from),
        Command::Eval { target, given } => eval::run(
            &target,
            &given.sets,
            &given.calls,
            given.input.as_deref(),
            format,
        ),
        Command::Sweep {
            target,
            over,
            given,
            plot,
        } => sweep::run(&sweep::Request {
            target: &target,
            over: &over,
            sets: &given.sets,
            calls: &given.calls,
            input: given.input.as_deref(),
            plot: plot.as_deref(),
            format,
        }),
        Command::Zoo {
            registry: Registry::Hardware { tier },
        } => zoo::hardware(tier.as_deref(), format).map(Output::from),
        Command::Zoo {
            registry: Registry::Models { family },
        } => zoo::models(family.as_deref(), format).map(Output::from),
        Command::Docs { out } => mlsysim_docs::write(&out, mlsysim_docs::Format::Both)
            .map(|n| format!("wrote {n} pages to {}\n", out.display()).into())
            .map_err(|e| Failure::evaluation(format!("writing to {}: {e}", out.display()))),
    }
}

fn main() -> ExitCode {
    // A panic is a bug; report it in one line, without a backtrace, and exit 101.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("error: internal error, please report it: {info}");
    }));
    let cli = Cli::parse();
    match run(cli) {
        Ok(output) => {
            let mut stdout = std::io::stdout().lock();
            // A closed pipe (`mlsysim list | head -1`) is not an error worth a message.
            if let Err(e) = stdout
                .write_all(output.text.as_bytes())
                .and_then(|()| stdout.flush())
                && e.kind() != std::io::ErrorKind::BrokenPipe
            {
                eprintln!("error: writing the output: {e}");
                return ExitCode::from(1);
            }
            if output.failed {
                ExitCode::from(1)
            } else {
                ExitCode::SUCCESS
            }
        }
        Err(failure) => {
            eprintln!("error: {}", failure.message);
            ExitCode::from(failure.code)
        }
    }
}
