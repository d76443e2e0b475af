//! Number formats: the labels the hardware registry states peak rates under, and the storage
//! width of the ones that are storage formats.

use crate::error::UnknownName;

macro_rules! precisions {
    ($($variant:ident = $label:literal, $width:expr;)*) => {
        /// A number format, as the registry labels peak rates (`fp16_dense`, `int8`).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Precision {
            $(#[doc = concat!("`", $label, "`")] $variant,)*
        }

        impl Precision {
            /// Every label, in the order of this list.
            pub const ALL: &'static [Precision] = &[$(Precision::$variant),*];

            /// The registry's label.
            pub const fn label(self) -> &'static str {
                match self {
                    $(Precision::$variant => $label,)*
                }
            }

            /// Bytes one value takes in memory, for the storage formats; `None` for labels
            /// that only name a throughput (`fp16_dense`, `int8_sparse`), as in the reference.
            pub const fn storage_bytes(self) -> Option<f64> {
                match self {
                    $(Precision::$variant => $width,)*
                }
            }

            /// The build-time table generator names precisions by label; an unknown one fails
            /// the build.
            #[doc(hidden)]
            pub const fn from_label_const(label: &str) -> Precision {
                $(if const_eq(label, $label) {
                    return Precision::$variant;
                })*
                panic!("unknown precision label in a registry table")
            }
        }
    };
}

precisions! {
    Fp32 = "fp32", Some(4.0);
    Tf32 = "tf32", Some(4.0);
    Tf32Sparse = "tf32_sparse", None;
    Bf16 = "bf16", Some(2.0);
    Fp16 = "fp16", Some(2.0);
    Fp16Dense = "fp16_dense", None;
    Fp16Sparse = "fp16_sparse", None;
    Fp8 = "fp8", Some(1.0);
    Int8 = "int8", Some(1.0);
    Int8Sparse = "int8_sparse", None;
    Int4 = "int4", Some(0.5);
    Fp4 = "fp4", None;
    Fp4Sparse = "fp4_sparse", None;
    Mxint4 = "mxint4", None;
}

const fn const_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl Precision {
    /// A precision by label, ignoring case (`FP16`, `fp16_dense`).
    pub fn find(label: &str) -> Result<Precision, UnknownName> {
        let wanted = label.trim();
        Precision::ALL
            .iter()
            .copied()
            .find(|p| p.label().eq_ignore_ascii_case(wanted))
            .ok_or_else(|| {
                UnknownName::new(
                    "precision",
                    wanted,
                    Precision::ALL.iter().map(|p| p.label()),
                )
            })
    }
}

impl std::fmt::Display for Precision {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label())
    }
}

// How the evaluation runtime reads, checks and shows an entry given as a scenario input.

use mlsysim_eval::input::{InputValue, expected};
use mlsysim_eval::report::Value;
use mlsysim_units::UnitLabel;

impl mlsysim_eval::FromInput for Precision {
    const EXPECTED: &'static str = "a precision such as fp16, fp16_dense, int8 or int4";
    fn from_input(value: &InputValue) -> Result<Self, String> {
        match value {
            InputValue::Text(t) => Precision::find(t).map_err(|e| e.to_string()),
            _ => Err(expected::<Self>(value)),
        }
    }
}

impl mlsysim_eval::report::ToValue for Precision {
    fn to_value(&self, _: Option<UnitLabel>) -> Value {
        Value::Text(self.label().to_string())
    }
}

impl mlsysim_eval::validate::Finiteness for Precision {
    fn is_finite_input(&self) -> bool {
        true
    }
}
