//! The quantity parser and every input type's reader, on arbitrary text: never a panic, and
//! anything accepted is finite.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        mlsysim_cli::fuzzing::quantity(text);
    }
});
