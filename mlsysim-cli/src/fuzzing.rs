//! The entry points the fuzz targets (`fuzz/`) drive, kept here so that the proptest stand-in
//! in `cargo test` runs exactly the same code. Each takes arbitrary text and must neither panic
//! nor accept a non-finite value.

use crate::files;
use mlsysim_catalog::operations::ReleaseFootprint;
use mlsysim_core::units::parse;
use mlsysim_core::{FromInput, Information, InputValue, Scenario, Time};

/// The quantity parser and every input type's reader.
pub fn quantity(text: &str) {
    if let Ok(typed) = parse::quantity(text) {
        assert!(typed.base().is_finite(), "{text:?}");
    }
    let value = InputValue::Text(text.to_string());
    if let Ok(t) = Time::from_input(&value) {
        assert!(t.value.is_finite(), "{text:?}");
    }
    let _ = Information::from_input(&value);
    let _ = u32::from_input(&value);
    let _ = f64::from_input(&value);
    let _ = Vec::<f64>::from_input(&value);
    let _ = mlsysim_core::Usd::from_input(&value);
    let _ = mlsysim_core::Frequency::from_input(&value);
    let _ = mlsysim_core::StoragePrice::from_input(&value);
    let _ = mlsysim_core::DataSize::from_input(&value);
}

/// The input-file parser in each format, and the scenario builder behind it.
pub fn input_file(text: &str) {
    for kind in [Some("toml"), Some("json"), Some("yaml"), None] {
        if let Ok(inputs) = files::parse(text, kind)
            && let Ok(scenario) = ReleaseFootprint::from_inputs(&inputs)
        {
            let _ = scenario.report();
        }
    }
}
