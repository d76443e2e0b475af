//! The quantity parser and every input type's reader, on arbitrary text: never a panic, and
//! anything accepted is finite.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mlsysim_core::input::{Quantity, parse_quantity};
use mlsysim_core::{FromInput, Information, InputValue, Time};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match parse_quantity(text) {
        Ok(Quantity::Time(t)) => assert!(t.value.is_finite()),
        Ok(Quantity::Data(d)) => assert!(d.bytes().is_finite() || d.magnitude().is_finite()),
        Ok(Quantity::Bare(x)) => assert!(x.is_finite()),
        Err(_) => {}
    }
    let value = InputValue::Text(text.to_string());
    if let Ok(t) = Time::from_input(&value) {
        assert!(t.value.is_finite());
    }
    let _ = Information::from_input(&value);
    let _ = u32::from_input(&value);
    let _ = f64::from_input(&value);
    let _ = Vec::<f64>::from_input(&value);
});
