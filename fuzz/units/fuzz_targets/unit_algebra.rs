//! Unit expressions built from the unit table by the fuzzer's bytes (two bytes a choice), each
//! checked against the value computed from the table's factors alone: the property of
//! `mlsysim-units/tests/unit_algebra.rs`, driven by coverage instead of at random.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlsysim_units::algebra::{check, from_bytes};

fuzz_target!(|data: &[u8]| {
    if let Err(e) = check(&from_bytes(data)) {
        panic!("{e}");
    }
});
