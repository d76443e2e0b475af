//! The crate's presets and rules against the golden file beside their declaration
//! (`src/lib.golden.json`): values written by hand from the worked example they come from, each
//! compared to 1e-12 relative, and a case that breaks each rule.

use my_scenarios as _; // names the crate, so that its declarations register in the catalog

#[test]
fn declarations_match_their_golden_files() {
    mlsysim_golden::check_crate(env!("CARGO_MANIFEST_DIR"));
}
