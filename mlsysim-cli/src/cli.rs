//! The whole command line: flags, subcommands, and the exit-code contract. `mlsysim` is
//! `fn main() -> ExitCode { mlsysim_cli::run() }`, and so is any binary that adds scenarios of
//! its own (it names its crate with `use my_scenarios as _;` so that they register).
//!
//! Exit codes: 0 when everything asked for was computed; 1 when an evaluation that was asked for
//! failed (the report is still printed, the failures on stderr); 2 when something typed was
//! wrong (a name, a unit, an argument, a flag that does not apply), with one line on stderr and
//! nothing on stdout; 101 for a bug (a panic), reported in one line.

use crate::commands::{docs, eval, explain, list, roofline, show, sweep, zoo};
use crate::{Failure, Format, Output};
use clap::{Parser, Subcommand};
use std::ffi::OsString;
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
    /// Output format: text (default), json or markdown.
    #[arg(long, short = 'f', global = true, value_enum)]
    format: Option<Format>,
    /// Significant figures of the numbers shown in text and Markdown (default 4; JSON is
    /// always exact); whole numbers are always shown whole.
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=17), conflicts_with = "exact")]
    digits: Option<u8>,
    /// Every figure of every number in text and Markdown, as JSON shows them.
    #[arg(long, global = true)]
    exact: bool,
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
    /// How a value came about: its equation, with the values put in, down to the inputs.
    Explain {
        /// Scenario or preset name.
        target: String,
        /// A property, or a method with its arguments (free_after:copies=4); without one, the
        /// worked solution of every property.
        member: Option<String>,
        /// An input: NAME=VALUE, e.g. retrain_time=6h.
        #[arg(long = "set", value_name = "NAME=VALUE")]
        sets: Vec<String>,
        /// An optional input left unset, e.g. --unset bytes_per_param.
        #[arg(long = "unset", value_name = "NAME")]
        unsets: Vec<String>,
        /// Inputs from a TOML, JSON or YAML file; --set flags override it.
        #[arg(long)]
        input: Option<PathBuf>,
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
        /// Also draw the sweep as an SVG chart (the file name must end in .svg).
        #[arg(long, value_name = "FILE.svg")]
        plot: Option<PathBuf>,
        /// Draw the swept axis on a log scale (by default chosen from the values' spread).
        #[arg(long, conflicts_with = "linear", requires = "plot")]
        log: bool,
        /// Draw the swept axis on a linear scale, however widely the values spread.
        #[arg(long, requires = "plot")]
        linear: bool,
    },
    /// Where a scenario's arithmetic intensities sit on its device's roofline.
    Roofline {
        /// Scenario or preset name (one with a hardware input and an intensity).
        target: String,
        /// An input: NAME=VALUE, e.g. hardware=H200.
        #[arg(long = "set", value_name = "NAME=VALUE")]
        sets: Vec<String>,
        /// An optional input left unset, e.g. --unset bytes_per_param.
        #[arg(long = "unset", value_name = "NAME")]
        unsets: Vec<String>,
        /// Inputs from a TOML, JSON or YAML file; --set flags override it.
        #[arg(long)]
        input: Option<PathBuf>,
        /// Also draw the roofline as an SVG chart (the file name must end in .svg).
        #[arg(long, value_name = "FILE.svg")]
        plot: Option<PathBuf>,
        /// The device, for a scenario without one (or in place of its own), e.g. H100.
        #[arg(long)]
        device: Option<String>,
    },
    /// A registry of the reference: hardware, models, fleets, fabrics, prices, grids, ...
    Zoo {
        /// Which registry (each with what it holds in `--help`).
        #[arg(value_parser = zoo::registry_names())]
        registry: String,
        /// Hardware only: this tier (cloud, edge, mobile, tiny, workstation).
        #[arg(long)]
        tier: Option<String>,
        /// Models only: this family (vision, language, recommendation, ...).
        #[arg(long)]
        family: Option<String>,
        /// Only entries whose path contains this text (ignoring case), e.g. `--filter NDR`.
        #[arg(long)]
        filter: Option<String>,
    },
    /// Write the reference pages (Markdown, and the HTML site under html/).
    Docs {
        /// Folder to write into, e.g. docs/reference (created if missing).
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
    /// An optional input left unset, e.g. --unset bytes_per_param (in a file: null, or left
    /// out).
    #[arg(long = "unset", value_name = "NAME")]
    unsets: Vec<String>,
    /// A method call: METHOD:ARG=VALUE,..., e.g. free_after:copies=2 (in a sweep, evaluated at
    /// every point).
    #[arg(long = "call", value_name = "METHOD:ARG=VALUE")]
    calls: Vec<String>,
    /// Inputs from a TOML, JSON or YAML file; --set flags override it.
    #[arg(long)]
    input: Option<PathBuf>,
}

/// Runs the command line on this process's arguments and returns its exit code.
pub fn run() -> ExitCode {
    run_with(std::env::args_os())
}

/// Runs the command line on the given arguments (the first is the program's name).
pub fn run_with<I, T>(args: I) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    // A panic is a bug; report it in one line, without a backtrace, and exit 101.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("error: internal error, please report it: {info}");
    }));
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        // Help and version go to stdout with exit 0.
        Err(e) if !e.use_stderr() => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("{}", one_line(&e.render().to_string()));
            return ExitCode::from(2);
        }
    };
    match dispatch(cli) {
        Ok(output) => print(&output),
        Err(failure) => {
            eprintln!("error: {}", failure.message);
            ExitCode::from(failure.code)
        }
    }
}

fn dispatch(cli: Cli) -> Result<Output, Failure> {
    set_digits(&cli);
    let format = cli.format;
    let text = format.unwrap_or(Format::Text);
    match cli.command {
        Command::List => Ok(list::run(text).into()),
        Command::Show { preset } => show::run(&preset, text),
        Command::Eval { target, given } => eval::run(&eval::Request {
            target: &target,
            sets: &given.sets,
            unsets: &given.unsets,
            calls: &given.calls,
            input: given.input.as_deref(),
            format: text,
        }),
        Command::Explain {
            target,
            member,
            sets,
            unsets,
            input,
        } => explain::run(&explain::Request {
            target: &target,
            member: member.as_deref(),
            sets: &sets,
            unsets: &unsets,
            input: input.as_deref(),
            format: text,
        }),
        Command::Sweep {
            target,
            over,
            given,
            plot,
            log,
            linear,
        } => sweep::run(&sweep::Request {
            target: &target,
            over: &over,
            sets: &given.sets,
            unsets: &given.unsets,
            calls: &given.calls,
            input: given.input.as_deref(),
            plot: plot.as_deref(),
            scale: sweep_scale(log, linear),
            format: text,
        }),
        Command::Roofline {
            target,
            sets,
            unsets,
            input,
            plot,
            device,
        } => roofline::run(&roofline::Request {
            target: &target,
            sets: &sets,
            unsets: &unsets,
            input: input.as_deref(),
            plot: plot.as_deref(),
            device: device.as_deref(),
            format: text,
        }),
        Command::Zoo {
            registry,
            tier,
            family,
            filter,
        } => zoo::run(&zoo::Request {
            registry: &registry,
            tier: tier.as_deref(),
            family: family.as_deref(),
            filter: filter.as_deref(),
            format: text,
        })
        .map(Output::from),
        Command::Docs { out } => write_docs(&out, format),
    }
}

/// The significant figures every number is shown with in this run, from `--digits` and
/// `--exact`.
fn set_digits(cli: &Cli) {
    mlsysim_core::units::readable::set_digits(if cli.exact {
        None
    } else {
        Some(
            cli.digits
                .unwrap_or(mlsysim_core::units::readable::DEFAULT_DIGITS),
        )
    });
}

/// The swept axis's scale: `--log`, `--linear`, or chosen from the values' spread.
fn sweep_scale(log: bool, linear: bool) -> mlsysim_chart::Scale {
    match (log, linear) {
        (true, _) => mlsysim_chart::Scale::Log,
        (_, true) => mlsysim_chart::Scale::Linear,
        _ => mlsysim_chart::Scale::Auto,
    }
}

/// `docs`, which writes both formats and so refuses `--format`.
fn write_docs(out: &std::path::Path, format: Option<Format>) -> Result<Output, Failure> {
    if let Some(format) = format {
        return Err(Failure::usage(format!(
            "`docs` writes Markdown and HTML pages both; `--format {}` does not apply to it",
            format.name()
        )));
    }
    docs::run(out)
}

/// A flag-parsing error in one line, as every other usage error: the message and its tip,
/// without the usage block that `--help` gives in full.
fn one_line(rendered: &str) -> String {
    rendered
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("Usage:") && !l.starts_with("For more"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Prints a command's output, then its failures on stderr; exit 1 if any.
fn print(output: &Output) -> ExitCode {
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
    for failure in &output.failures {
        eprintln!("error: {failure}");
    }
    if output.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
