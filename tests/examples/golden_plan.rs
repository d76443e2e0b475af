//! Writes the golden plan (every preset's members and every law's sample points) to
//! `tools/reference-golden/plan.json`, for `tools/reference-golden/export.py` to evaluate on the
//! reference: `cargo run -p mlsysim-tests --example golden-plan`.

use mlsysim_catalog as _;

fn main() {
    let plan = mlsysim_tests::golden::plan();
    let path = mlsysim_tests::golden::root().join("tools/reference-golden/plan.json");
    let text = serde_json::to_string_pretty(&plan).expect("the plan serializes") + "\n";
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("writing {}: {e}", path.display()));
    println!("wrote {}", path.display());
}
