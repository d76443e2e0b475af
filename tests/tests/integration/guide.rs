//! The authoring guide (`docs/authoring.md`) cannot drift from what it describes:
//!
//! - its rules table quotes the compiler's messages verbatim: every message it quotes is in the
//!   `.stderr` snapshot of the compile-fail case named on its row, every case has a row, and each
//!   row opens with the first error of its case;
//! - its excerpts of the example crate are the example's source, line for line;
//! - its unit list is what the unit table generates (`UPDATE_GUIDE=1` rewrites it).

use mlsysim_core::quantity::Dimensioned;
use mlsysim_core::units::{self, Dim, Role, UnitRow, show, table::TABLE};
use mlsysim_tests::golden::root;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn guide_path() -> PathBuf {
    root().join("docs/authoring.md")
}

fn guide() -> String {
    std::fs::read_to_string(guide_path()).expect("docs/authoring.md is readable")
}

/// The text between `<!-- NAME:start -->` and `<!-- NAME:end -->`, and where it starts.
fn between(text: &str, name: &str) -> (usize, usize) {
    let (open, close) = (
        format!("<!-- {name}:start -->"),
        format!("<!-- {name}:end -->"),
    );
    let start = text
        .find(&open)
        .unwrap_or_else(|| panic!("the guide has no `{open}` marker"))
        + open.len();
    let end = text[start..]
        .find(&close)
        .unwrap_or_else(|| panic!("the guide has no `{close}` marker after `{open}`"))
        + start;
    (start, end)
}

// ---- The rules table -------------------------------------------------------------------------

/// The compile-fail cases, by name (the file stem), with their `.stderr` snapshots.
fn fail_cases() -> BTreeMap<String, String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../compile-fail/fail");
    let mut cases = BTreeMap::new();
    for entry in std::fs::read_dir(&dir).unwrap().flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "rs") {
            let stem = path.file_stem().unwrap().to_string_lossy().to_string();
            let stderr = std::fs::read_to_string(path.with_extension("stderr"))
                .unwrap_or_else(|_| panic!("{stem}.rs has no .stderr snapshot"));
            cases.insert(stem, stderr);
        }
    }
    cases
}

/// A snapshot's error messages in order: the text after `error: ` or `error[E0000]: `.
fn error_messages(stderr: &str) -> Vec<&str> {
    stderr
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("error")?;
            match rest.strip_prefix(": ") {
                Some(message) => Some(message),
                None => rest.strip_prefix('[')?.split_once("]: ").map(|(_, m)| m),
            }
        })
        .collect()
}

/// One row of the rules table: the case it names and the messages it quotes, in order.
struct Row {
    case: String,
    messages: Vec<String>,
}

/// The rows of the table between the `rules` markers. A row names its case in the first cell,
/// in single backticks; every message is a code span in double backticks, `` like this ``.
fn rules_rows(guide: &str) -> Vec<Row> {
    let (start, end) = between(guide, "rules");
    guide[start..end]
        .lines()
        .filter(|l| l.starts_with('|') && !l.starts_with("|---") && !l.starts_with("| case"))
        .map(|line| {
            let first = line.trim_start_matches('|').split('|').next().unwrap_or("");
            let case = first.trim().trim_matches('`').to_string();
            let mut messages = Vec::new();
            let mut rest = line;
            while let Some(open) = rest.find("`` ") {
                let after = &rest[open + 3..];
                let close = after
                    .find(" ``")
                    .unwrap_or_else(|| panic!("an unclosed message on the row of `{case}`"));
                messages.push(after[..close].to_string());
                rest = &after[close + 3..];
            }
            Row { case, messages }
        })
        .collect()
}

#[test]
fn every_quoted_message_is_the_compilers_own() {
    let cases = fail_cases();
    let rows = rules_rows(&guide());
    let mut wrong = Vec::new();
    for row in &rows {
        let Some(stderr) = cases.get(&row.case) else {
            wrong.push(format!(
                "the row `{}` names no case in compile-fail/fail",
                row.case
            ));
            continue;
        };
        if row.messages.is_empty() {
            wrong.push(format!("the row `{}` quotes no message", row.case));
        }
        let said = error_messages(stderr);
        for message in &row.messages {
            if !said.contains(&message.as_str()) {
                wrong.push(format!(
                    "the row `{}` quotes a message its snapshot does not have:\n    {message}",
                    row.case
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "the guide's rules table has drifted from compile-fail/fail:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn every_case_has_a_row_that_opens_with_its_first_error() {
    let rows = rules_rows(&guide());
    let mut wrong = Vec::new();
    for (case, stderr) in fail_cases() {
        let first = *error_messages(&stderr)
            .first()
            .unwrap_or_else(|| panic!("{case}.stderr holds no error"));
        match rows.iter().filter(|r| r.case == case).collect::<Vec<_>>()[..] {
            [] => wrong.push(format!(
                "`{case}` has no row in the guide's rules table; its first error is:\n    {first}"
            )),
            [row] if row.messages.first().map(String::as_str) != Some(first) => {
                wrong.push(format!(
                    "the row `{case}` does not open with the case's first error:\n    {first}"
                ));
            }
            [_] => {}
            _ => wrong.push(format!("`{case}` has more than one row")),
        }
    }
    assert!(
        wrong.is_empty(),
        "the guide's rules table misses cases of compile-fail/fail:\n{}",
        wrong.join("\n")
    );
}

// ---- Excerpts of the example crate -----------------------------------------------------------

/// Fenced blocks announced by `<!-- source: PATH -->` on the line before: the path (from the
/// repository's root) and the block's lines.
fn excerpts(guide: &str) -> Vec<(String, Vec<&str>)> {
    let lines: Vec<&str> = guide.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(path) = line
            .trim()
            .strip_prefix("<!-- source: ")
            .and_then(|l| l.strip_suffix(" -->"))
        else {
            continue;
        };
        let fence = lines.get(i + 1).copied().unwrap_or("");
        assert!(
            fence.starts_with("```"),
            "`<!-- source: {path} -->` must stand right above a fenced block"
        );
        let body: Vec<&str> = lines[i + 2..]
            .iter()
            .copied()
            .take_while(|l| !l.starts_with("```"))
            .collect();
        out.push((path.to_string(), body));
    }
    out
}

#[test]
fn excerpts_of_the_example_crate_are_its_source() {
    let guide = guide();
    let found = excerpts(&guide);
    assert!(
        found.len() >= 4,
        "the guide quotes the example crate in at least four excerpts; found {}",
        found.len()
    );
    let mut wrong = Vec::new();
    for (path, body) in found {
        let source = std::fs::read_to_string(root().join(&path))
            .unwrap_or_else(|_| panic!("the guide quotes `{path}`, which does not exist"));
        let source: Vec<&str> = source.lines().collect();
        let matches = !body.is_empty()
            && source
                .windows(body.len())
                .any(|window| window == body.as_slice());
        if !matches {
            wrong.push(format!(
                "an excerpt of `{path}` is not a run of its lines; it begins:\n    {}",
                body.first().copied().unwrap_or("<empty>")
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "the guide's excerpts have drifted from the example crate:\n{}",
        wrong.join("\n")
    );
}

// ---- The unit list ---------------------------------------------------------------------------

/// The quantity types a unit can belong to, by their dimensions.
macro_rules! names {
    ($($ty:ident),* $(,)?) => {
        [$((stringify!($ty), <units::$ty as Dimensioned>::DIM)),*]
    };
}

const QUANTITY_NAMES: &[(&str, Dim)] = &names![
    Time,
    TimeSquared,
    Information,
    DataTime,
    FlopCount,
    FlopRate,
    DataRate,
    Intensity,
    Energy,
    EnergyPerFlop,
    EnergyPerByte,
    Power,
    Emissions,
    CarbonIntensity,
    Usd,
    MoneyRate,
    MoneySlope,
    StoragePrice,
    EnergyPrice,
    FlopPrice,
    DataPrice,
    Frequency,
    Ratio,
    Length,
    Mass,
    TemperatureDifference,
    Current,
    Volume,
    WaterIntensity,
    MassFlow,
    VolumeFlow,
    Density,
    SpecificHeat,
    Voltage,
    Inductance,
    CurrentRate,
    PowerRamp,
    MechanicalWork,
    Angle,
    Temperature,
    LuminousFlux,
    AngularVelocity,
    AngularAcceleration,
    AngularJerk,
    Area,
    Velocity,
    Acceleration,
    Jerk,
    Force,
    ForceRate,
    Stiffness,
    MechanicalPower,
    MomentOfInertia,
    TorqueConstant,
    BackEmfConstant,
    Resistance,
    Capacitance,
    Charge,
    ThermalResistance,
    HeatCapacity,
    HeatFlux,
    TemperatureRate,
    TemperatureCoefficient,
    PerLength,
    Illuminance,
    ComputeEfficiency,
    CarbonPrice,
];

/// The quantity type of a unit's dimensions.
fn quantity_name(dim: Dim) -> &'static str {
    QUANTITY_NAMES
        .iter()
        .find(|(_, d)| *d == dim)
        .map(|(name, _)| *name)
        .unwrap_or_else(|| {
            panic!(
                "a unit of {} has no quantity type named in tests/tests/integration/guide.rs",
                show::base_symbol(dim)
            )
        })
}

/// One of the unit in base units: `3600 s`, `1/86400 USD/s`, `1/60 per s`.
fn one_is(row: &UnitRow) -> String {
    let number = if row.den == 1.0 {
        units::format_number(row.num)
    } else {
        format!(
            "{}/{}",
            units::format_number(row.num),
            units::format_number(row.den)
        )
    };
    let base = show::base_symbol(row.dim);
    match base.strip_prefix("1/") {
        _ if row.dim == mlsysim_core::units::quantity::DIMENSIONLESS => number,
        Some(per) => format!("{number} per {per}"),
        None => format!("{number} {base}"),
    }
}

/// The unit list as the guide shows it: one row per unit of the table, in its order.
fn unit_list() -> String {
    let mut out = String::from(
        "\n| quantity | constant | symbol | also typed as | one is | shown |\n|---|---|---|---|---|---|\n",
    );
    let mut last = "";
    for row in TABLE {
        let quantity = quantity_name(row.dim);
        let shown_as = if quantity == last {
            String::new()
        } else {
            format!("`{quantity}`")
        };
        last = quantity;
        let aliases: Vec<String> = row.aliases.iter().map(|a| format!("`{a}`")).collect();
        let role = match row.role {
            Role::Ladder => "automatically",
            Role::Named => "when declared",
            Role::Atom => "inside other units",
        };
        out += &format!(
            "| {shown_as} | `{}` | `{}` | {} | {} | {role} |\n",
            row.name,
            row.symbol,
            aliases.join(", "),
            one_is(row),
        );
    }
    out + "\n"
}

#[test]
fn the_unit_list_is_generated_from_the_unit_table() {
    let text = guide();
    let (start, end) = between(&text, "units");
    let generated = unit_list();
    if std::env::var_os("UPDATE_GUIDE").is_some() {
        let updated = format!("{}{generated}{}", &text[..start], &text[end..]);
        // Written beside and renamed over, so that the other tests never read half a file.
        let fresh = guide_path().with_extension("md.new");
        std::fs::write(&fresh, updated).unwrap();
        std::fs::rename(&fresh, guide_path()).unwrap();
        return;
    }
    assert!(
        text[start..end] == generated,
        "the unit list in docs/authoring.md is not what the unit table generates; rewrite it with\n    UPDATE_GUIDE=1 cargo test -p mlsysim-tests --test integration guide::"
    );
}
