//! The committed type stubs are what the catalog generates today.

use std::path::Path;

#[test]
fn committed_stubs_are_fresh() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(mlsysim_py::stubs::PACKAGE_DIR);
    let mut stale = Vec::new();
    for (name, text) in mlsysim_py::stubs::files() {
        match std::fs::read_to_string(dir.join(name)) {
            Ok(committed) if committed == text => {}
            Ok(_) => stale.push(format!("{name} is stale")),
            Err(_) => stale.push(format!("{name} is missing")),
        }
    }
    assert!(
        stale.is_empty(),
        "{}; regenerate with `cargo run -p mlsysim-py --example stubs`",
        stale.join(", ")
    );
}

#[test]
fn stubs_name_every_scenario_and_preset() {
    use mlsysim_core::catalog;
    let files = mlsysim_py::stubs::files();
    let scenarios = &files[0].1;
    for s in catalog::scenarios() {
        assert!(
            scenarios.contains(&format!("\nclass {}(Scenario):", s.name)),
            "{}",
            s.name
        );
    }
    for p in catalog::presets() {
        assert!(
            scenarios.contains(&format!("    {}: {}\n", p.name, p.scenario.name)),
            "{}",
            p.name
        );
    }
    assert!(files[1].1.contains("    H100: Entry\n"));
    assert!(files[1].1.contains("    DLRM: Entry\n"));
}
