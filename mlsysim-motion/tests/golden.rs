//! Every preset, law and rule this crate declares against the golden file beside its
//! declaration: the reference's values, and the inputs that break each rule.

use mlsysim_motion as _; // names the crate, so that its declarations register in the catalog

#[test]
fn declarations_match_their_golden_files() {
    mlsysim_golden::check_crate(env!("CARGO_MANIFEST_DIR"));
}
