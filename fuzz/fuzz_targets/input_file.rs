//! The input-file parser (TOML, JSON, YAML and guessed) and the scenario builder behind it, on
//! arbitrary bytes: never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        mlsysim_cli::fuzzing::input_file(text);
    }
});
