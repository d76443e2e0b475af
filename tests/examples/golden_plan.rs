//! Writes the golden plan, what the reference must evaluate for every golden file of the
//! workspace (each preset's members, each law's sample points), for
//! `tools/reference-golden/export.py` to answer by writing the golden files beside the
//! declarations: `cargo run -p mlsysim-tests --example golden-plan -- /tmp/plan.json`. The plan
//! is not committed: it is worked out from the catalog each time.

use mlsysim_catalog as _;

fn main() {
    let root = mlsysim_tests::golden::root();
    let plan = mlsysim_golden::plan(&mlsysim_golden::Scope::crate_at(&root));
    let text = serde_json::to_string_pretty(&plan).expect("the plan serializes") + "\n";
    match std::env::args_os().nth(1) {
        Some(path) => {
            std::fs::write(&path, text)
                .unwrap_or_else(|e| panic!("writing {}: {e}", path.to_string_lossy()));
            eprintln!(
                "wrote the plan of {} golden files to {}",
                plan.files.len(),
                path.to_string_lossy()
            );
        }
        None => print!("{text}"),
    }
}
