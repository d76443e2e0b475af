//! The worst relative error of each numerical statistics law over a dense grid, against the
//! reference's values and against exact ones (mpmath at 40 digits), from the grid that
//! `tools/reference-golden/stats_accuracy.py` writes:
//!
//! ```sh
//! tools/reference-golden/.venv/bin/python tools/reference-golden/stats_accuracy.py
//! cargo run --release -p mlsysim-tests --example stats-accuracy [target/stats-grid.json]
//! ```
//!
//! Prints a Markdown table (docs/accuracy.md holds the last one). A point where our law
//! fails, or gives a value where the exact one underflows, is counted and shown, never skipped
//! silently.

use mlsysim_core::laws::*;
use serde_json::Value as Json;
use std::collections::BTreeMap;

fn ours(law: &str, a: &[f64]) -> Result<f64, mlsysim_core::EvalError> {
    let i = |x: f64| x as i64;
    Ok(match law {
        "normal_quantile" => normal_quantile(a[0])?,
        "normal_tail" => normal_tail(a[0])?,
        "two_sided_normal_tail" => two_sided_normal_tail(a[0])?,
        "chi_square_quantile" => chi_square_quantile(a[0], a[1])?,
        "students_t_quantile" => students_t_quantile(a[0], a[1])?,
        "beta_quantile" => beta_quantile(a[0], a[1], a[2])?,
        "regularized_incomplete_beta" => regularized_incomplete_beta(a[0], a[1], a[2])?,
        "binomial_tail" => binomial_tail(i(a[0]), a[1], i(a[2]))?,
        "noncentral_chi_square_tail" => noncentral_chi_square_tail(a[0], a[1], a[2])?,
        "noncentral_chi_square_cdf" => noncentral_chi_square_cdf(a[0], a[1], a[2])?,
        "pass_at_k_unbiased" => pass_at_k_unbiased(i(a[0]), i(a[1]), i(a[2]))?,
        "pass_pow_k_unbiased" => pass_pow_k_unbiased(i(a[0]), i(a[1]), i(a[2]))?,
        "beta_tail" => beta_tail(a[0], a[1], a[2])?,
        "beta_binomial_pmf[k]" => beta_binomial_pmf(i(a[0]), a[1], a[2])?[i(a[3]) as usize],
        "beta_binomial_tail" => beta_binomial_tail(i(a[0]), a[1], a[2], i(a[3]))?,
        "clopper_pearson_interval[low]" => clopper_pearson_interval(i(a[0]), i(a[1]), a[2])?[0],
        "clopper_pearson_interval[high]" => clopper_pearson_interval(i(a[0]), i(a[1]), a[2])?[1],
        "clopper_pearson_lower_bound" => clopper_pearson_lower_bound(i(a[0]), i(a[1]), a[2])?,
        "poisson_exact_interval[low]" => poisson_exact_interval(i(a[0]), a[1])?[0],
        "poisson_exact_interval[high]" => poisson_exact_interval(i(a[0]), a[1])?[1],
        "fisher_exact_two_sided" => fisher_exact_two_sided(i(a[0]), i(a[1]), i(a[2]), i(a[3]))?,
        "mcnemar_exact_two_sided" => mcnemar_exact_two_sided(i(a[0]), i(a[1]))?,
        other => panic!("no law {other} in the accuracy example"),
    })
}

/// Relative error; a pair of zeros agrees exactly.
fn rel(x: f64, y: f64) -> f64 {
    if x == y { 0.0 } else { (x - y).abs() / y.abs() }
}

#[derive(Default)]
struct Worst {
    points: usize,
    against_reference: (f64, String),
    against_exact: (f64, String),
    reference_against_exact: (f64, String),
    failures: Vec<String>,
    missing_reference: usize,
    /// Points where ours is more than 1e-12 from the exact value.
    beyond: usize,
    /// Points whose exact value underflows (is 0 or subnormal as a double): not measured.
    underflow: usize,
    /// Points where the reference is more than 1e-12 from the exact value.
    reference_beyond: usize,
}

fn keep(slot: &mut (f64, String), err: f64, at: &str) {
    if err > slot.0 {
        *slot = (err, at.to_string());
    }
}

fn main() {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "target/stats-grid.json".to_string());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!("reading {path}: {e}; write it with tools/reference-golden/stats_accuracy.py")
    });
    let grid: Json = serde_json::from_str(&text).expect("the grid is JSON");
    let mut table: BTreeMap<String, Worst> = BTreeMap::new();
    // The noncentral chi-square tails again, by the size of the exact tail.
    let mut by_tail: BTreeMap<(String, usize), Worst> = BTreeMap::new();
    for point in grid["points"].as_array().expect("points") {
        let law = point["law"].as_str().expect("law");
        let args: Vec<f64> = point["args"]
            .as_array()
            .expect("args")
            .iter()
            .map(|v| v.as_f64().expect("numeric args"))
            .collect();
        let at = format!(
            "{law}({})",
            args.iter()
                .map(f64::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        );
        let row = table.entry(law.to_string()).or_default();
        row.points += 1;
        let exact = point["exact"].as_f64();
        let reference = point["reference"].as_f64();
        // Points whose exact value is not a normal double (underflow, or an exact 0 where a
        // tail has no mass a double can hold) measure nothing, but are counted.
        if exact.is_some_and(|e| e.abs() < f64::MIN_POSITIVE)
            && !reference.is_some_and(|r| r == 0.0 && exact == Some(0.0))
        {
            row.underflow += 1;
            continue;
        }
        let result = ours(law, &args);
        match &result {
            Err(e) => row.failures.push(format!("{at}: {e}")),
            Ok(v) => row.measure(*v, exact, reference, &at),
        }
        if let (true, Some(e)) = (law.starts_with("noncentral"), exact) {
            let band = TAIL_BANDS.iter().position(|&(lo, _)| e >= lo).unwrap_or(0);
            let cell = by_tail.entry((law.to_string(), band)).or_default();
            cell.points += 1;
            match result {
                Err(e) => cell.failures.push(format!("{at}: {e}")),
                Ok(v) => cell.measure(v, exact, reference, &at),
            }
        }
    }
    print_table(&table);
    println!();
    print_tail_table(&by_tail);
    println!();
    print_worst_points(&table);
}

/// Bands of an exact tail, largest first: (lower end, name).
const TAIL_BANDS: &[(f64, &str)] = &[
    (1e-2, "[1e-2, 1]"),
    (1e-10, "[1e-10, 1e-2)"),
    (1e-30, "[1e-30, 1e-10)"),
    (1e-100, "[1e-100, 1e-30)"),
    (1e-200, "[1e-200, 1e-100)"),
    (0.0, "[2.2e-308, 1e-200)"),
];

/// The noncentral tails' worst errors by band of the exact tail.
fn print_tail_table(by_tail: &BTreeMap<(String, usize), Worst>) {
    println!(
        "| law | exact tail | points | ours vs exact | ours > 1e-12 | reference vs exact | reference > 1e-12 | ours fails |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|");
    for ((law, band), w) in by_tail {
        println!(
            "| `{law}` | {} | {} | {:.1e} | {} | {:.1e} | {} | {} |",
            TAIL_BANDS[*band].1,
            w.points,
            w.against_exact.0,
            w.beyond,
            w.reference_against_exact.0,
            w.reference_beyond,
            w.failures.len()
        );
    }
}

impl Worst {
    /// Our value `v` at `at` against the reference's and the exact one, where there are.
    fn measure(&mut self, v: f64, exact: Option<f64>, reference: Option<f64>, at: &str) {
        if let Some(r) = reference {
            keep(&mut self.against_reference, rel(v, r), at);
        } else {
            self.missing_reference += 1;
        }
        if let Some(e) = exact {
            keep(&mut self.against_exact, rel(v, e), at);
            self.beyond += usize::from(rel(v, e) > 1e-12);
            if let Some(r) = reference {
                keep(&mut self.reference_against_exact, rel(r, e), at);
                self.reference_beyond += usize::from(rel(r, e) > 1e-12);
            }
        }
    }
}

/// The Markdown table: each law's worst errors and its counts.
fn print_table(table: &BTreeMap<String, Worst>) {
    println!(
        "| law | points | ours vs reference | ours vs exact | ours > 1e-12 | reference vs exact | reference > 1e-12 | ours fails | underflow |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (law, w) in table {
        println!(
            "| `{law}` | {} | {:.1e} | {:.1e} | {} | {:.1e} | {} | {} | {} |",
            w.points,
            w.against_reference.0,
            w.against_exact.0,
            w.beyond,
            w.reference_against_exact.0,
            w.reference_beyond,
            w.failures.len(),
            w.underflow
        );
    }
}

/// Where each law's worst errors are, and every point where the reference or ours fails.
fn print_worst_points(table: &BTreeMap<String, Worst>) {
    for (law, w) in table {
        println!("{law}: worst vs reference at {}", w.against_reference.1);
        println!("{law}: worst vs exact at {}", w.against_exact.1);
        println!(
            "{law}: the reference's worst vs exact at {}",
            w.reference_against_exact.1
        );
        if w.missing_reference > 0 {
            println!(
                "{law}: {} points where the reference fails",
                w.missing_reference
            );
        }
        for f in &w.failures {
            println!("{law}: ours fails at {f}");
        }
    }
}
