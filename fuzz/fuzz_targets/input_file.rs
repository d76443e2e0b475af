//! The input-file parser (TOML, JSON, YAML and guessed) and the scenario builder behind it, on
//! arbitrary bytes: never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlsysim_cli::files::parse;
use mlsysim_core::Scenario;
use mlsysim_scenarios::ReleaseFootprint;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for kind in [Some("toml"), Some("json"), Some("yaml"), None] {
        if let Ok(inputs) = parse(text, kind) {
            if let Ok(scenario) = ReleaseFootprint::from_inputs(&inputs) {
                let _ = scenario.report();
            }
        }
    }
});
