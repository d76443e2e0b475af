/**Real values stored on a `bits`-bit integer grid over a clipping range, and read back.

An affine grid spreads 2^bits codes evenly over [alpha, beta]: its step is the scale, and
the code that stands for real zero is the zero point, so zero is stored exactly. Codes run
from 0 (unsigned) or from −2^(bits−1) (signed). A symmetric grid is centred on zero instead:
its zero point is 0 and its codes run over ±(2^(bits−1) − 1), wasting one code for symmetry.
Without a range the grid spans the values' minimum and maximum (min-max calibration). Each
value rounds to the nearest code (ties to even), clamped to the code range, and reads back as
the scale times its distance from the zero point.

# Equation

affine: s = (β − α) ÷ (2^b − 1), z = qmin + round(−α ÷ s); symmetric: s = max(|α|, |β|) ÷ (2^(b−1) − 1), z = 0; q = clamp(round(x ÷ s + z), qmin, qmax); x̂ = s·(q − z)

# Assumptions

- Rounding is to the nearest code with ties to even, as Python and PyTorch round.
- The range is [alpha, beta] when given, else the smallest and largest value; values outside it clamp to the end codes.
- Codes are 64-bit integers here, so a grid has at most 62 bits; the reference accepts more bits with unbounded integers.
- A symmetric grid is always signed; `signed` only chooses between the two affine code ranges. The zero point is not clamped: a range that excludes zero puts it outside the code range, as in the reference.

# Rules across inputs

- a `signed` or `symmetric` grid has at least 2 `bits` (the reference fails in the members below 2) (`!(symmetric || signed) || bits >= 2`)
- `values` lists at least one value unless both `alpha` and `beta` are given (`!values.is_empty() || (optional(alpha).is_some() && optional(beta).is_some())`)
- a `symmetric` grid's range, `alpha` and `beta` or else the smallest and largest of `values`, reaches beyond zero: its ends are not both 0 (the reference fails in the members) (`!symmetric || lo.abs().max(hi.abs()) != 0.0`)
- an affine grid's range is wider than a point: its high end, `beta` or else the largest value, exceeds its low end, `alpha` or else the smallest value (the reference fails in the members) (`symmetric || hi > lo`)

# Excludes

- Per-channel scales, non-uniform grids and floating-point formats.

# Derivation

- The affine map x ≈ s·(q − z) sends α to qmin and β to qmax; solving for s and z gives the scale and zero point, and rounding z keeps real zero exact.

# Examples

```rust
// Four activations in UINT8 over [-1, 3]
use mlsysim_compute::quantization::uint8_range_minus_one_to_three;

let s = uint8_range_minus_one_to_three()?;
assert_eq!(s.zero_point()?, 64);
assert_eq!(s.codes()?, vec![0, 128, 64, 255]);
assert!(s.errors()?.iter().all(|e| *e <= s.max_rounding_error().unwrap()));
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct QuantizationGrid {
    ///The real values to store. *Default `Vec::new()`.*
    pub values: Vec<f64>,
    ///Bits of one code. *Allowed [1, 62].*
    pub bits: i64,
    ///Low end of the clipping range; the smallest value when absent. *Optional (absent by default).*
    pub alpha: Option<f64>,
    ///High end of the clipping range; the largest value when absent. *Optional (absent by default).*
    pub beta: Option<f64>,
    ///A grid centred on zero, with zero point 0. *Default `false`.*
    pub symmetric: bool,
    ///Signed codes on an affine grid. *Default `false`.*
    pub signed: bool,
}
///Builds a [`QuantizationGrid`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct QuantizationGridBuilder {
    values: ::core::option::Option<Vec<f64>>,
    bits: ::core::option::Option<i64>,
    alpha: ::core::option::Option<f64>,
    beta: ::core::option::Option<f64>,
    symmetric: ::core::option::Option<bool>,
    signed: ::core::option::Option<bool>,
}
///Every property of a [`QuantizationGrid`], each computed once (see [`QuantizationGrid::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct QuantizationGridValues<'a> {
    scenario: &'a QuantizationGrid,
    ///Low end of the range the grid spans.
    pub lo: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///High end of the range the grid spans.
    pub hi: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Steps across an affine grid: one fewer than its codes.
    pub steps: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The smallest code.
    pub qmin: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The largest code.
    pub qmax: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The real value of one step.
    pub scale: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The zero point before rounding (0 on a symmetric grid).
    pub zero_point_exact: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The code that stands for real zero.
    pub zero_point: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The code each value is stored as.
    pub codes: ::core::result::Result<Vec<i64>, ::mlsysim_core::EvalError>,
    ///The value each code reads back as.
    pub readback: ::core::result::Result<Vec<f64>, ::mlsysim_core::EvalError>,
    ///How far each value moved in the round trip.
    pub errors: ::core::result::Result<Vec<f64>, ::mlsysim_core::EvalError>,
    ///The largest round-trip error of a value inside the range: half a step.
    pub max_rounding_error: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "values",
            ty: "Vec<f64>",
            doc: "The real values to store.",
            default: Some("Vec::new()"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bits",
            ty: "i64",
            doc: "Bits of one code.",
            bounds: __c::Bounds::range(Some(1f64), Some(62f64), true, "[1, 62]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "alpha",
            ty: "Option<f64>",
            doc: "Low end of the clipping range; the smallest value when absent.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "beta",
            ty: "Option<f64>",
            doc: "High end of the clipping range; the largest value when absent.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "symmetric",
            ty: "bool",
            doc: "A grid centred on zero, with zero point 0.",
            default: Some("false"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "signed",
            ty: "bool",
            doc: "Signed codes on an affine grid.",
            default: Some("false"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "lo",
            doc: "Low end of the range the grid spans.",
            equation: "match optional(alpha) {\n    Some(a) => a,\n    None => argmin(&values, Ok),\n}",
            result_type: "f64",
            depends_on: &["alpha", "values"],
            calls: &["argmin"],
            template: "match {#0 optional(alpha)} {{\n    Some(a) => a,\n    None => argmin(&{values}, Ok),\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "hi",
            doc: "High end of the range the grid spans.",
            equation: "match optional(beta) {\n    Some(b) => b,\n    None => argmax(&values, Ok),\n}",
            result_type: "f64",
            depends_on: &["beta", "values"],
            calls: &["argmax"],
            template: "match {#0 optional(beta)} {{\n    Some(b) => b,\n    None => argmax(&{values}, Ok),\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "steps",
            doc: "Steps across an affine grid: one fewer than its codes.",
            equation: "int_levels(bits) - 1",
            result_type: "i64",
            depends_on: &["bits"],
            calls: &["int_levels"],
            template: "int_levels({bits}) - 1",
            named_calls: "int_levels(bits)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "qmin",
            doc: "The smallest code.",
            equation: "if symmetric { -int_max(bits) } else if signed { -(int_max(bits) + 1) } else { 0 }",
            result_type: "i64",
            depends_on: &["symmetric", "bits", "signed"],
            calls: &["int_max"],
            template: "if {symmetric} {{\n    -int_max({bits})\n}} else if {signed} {{\n    -(int_max({bits}) + 1)\n}} else {{\n    0\n}}",
            named_calls: "int_max(bits); int_max(bits)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "qmax",
            doc: "The largest code.",
            equation: "if symmetric || signed { int_max(bits) } else { steps }",
            result_type: "i64",
            depends_on: &["symmetric", "signed", "bits", "steps"],
            calls: &["int_max"],
            template: "if {symmetric} || {signed} {{\n    int_max({bits})\n}} else {{\n    {steps}\n}}",
            named_calls: "int_max(bits)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "scale",
            doc: "The real value of one step.",
            equation: "if symmetric {\n    symmetric_scale(max(lo.abs(), hi.abs()), bits)\n} else {\n    affine_scale(lo, hi, bits)\n}",
            result_type: "f64",
            depends_on: &["symmetric", "bits", "lo", "hi"],
            calls: &["symmetric_scale", "max", "affine_scale"],
            template: "if {symmetric} {{\n    symmetric_scale(\n        max({lo}.abs(), {hi}.abs()),\n        {bits},\n    )\n}} else {{\n    affine_scale({lo}, {hi}, {bits})\n}}",
            named_calls: "affine_scale(lo, hi, bits)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "zero_point_exact",
            doc: "The zero point before rounding (0 on a symmetric grid).",
            equation: "if symmetric { 0.0 } else { -lo / scale }",
            result_type: "f64",
            depends_on: &["symmetric", "lo", "scale"],
            template: "if {symmetric} {{ 0.0 }} else {{ -{lo} / {scale} }}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "zero_point",
            doc: "The code that stands for real zero.",
            equation: "if symmetric { 0 } else { zero_point(lo, scale, qmin) }",
            result_type: "i64",
            depends_on: &["symmetric", "lo", "scale", "qmin"],
            calls: &["zero_point"],
            template: "if {symmetric} {{\n    0\n}} else {{\n    zero_point({lo}, {scale}, {qmin})\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "codes",
            doc: "The code each value is stored as.",
            equation: "values\n    .iter()\n    .map(|x| quantize(*x, scale, zero_point, qmin, qmax))\n    .collect::<Result<Vec<i64>, _>>()",
            result_type: "Vec<i64>",
            depends_on: &["values", "scale", "zero_point", "qmin", "qmax"],
            reaches: &[("values", "iter")],
            calls: &["quantize"],
            template: "{values}\n    .iter()\n    .map(|x| quantize(\n        *x,\n        {scale},\n        {zero_point},\n        {qmin},\n        {qmax},\n    ))\n    .collect::<Result<Vec<i64>, _>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "readback",
            doc: "The value each code reads back as.",
            equation: "codes\n    .iter()\n    .map(|q| dequantize(*q, scale, zero_point))\n    .collect::<Result<Vec<f64>, _>>()",
            result_type: "Vec<f64>",
            depends_on: &["codes", "scale", "zero_point"],
            calls: &["dequantize"],
            template: "{codes}\n    .iter()\n    .map(|q| dequantize(*q, {scale}, {zero_point}))\n    .collect::<Result<Vec<f64>, _>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "errors",
            doc: "How far each value moved in the round trip.",
            equation: "readback.iter().zip(&values).map(|(r, x)| (*r - *x).abs()).collect::<Vec<f64>>()",
            result_type: "Vec<f64>",
            depends_on: &["values", "readback"],
            template: "{readback}\n    .iter()\n    .zip(&{values})\n    .map(|(r, x)| (*r - *x).abs())\n    .collect::<Vec<f64>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "max_rounding_error",
            doc: "The largest round-trip error of a value inside the range: half a step.",
            equation: "scale / 2.0",
            result_type: "f64",
            depends_on: &["scale"],
            template: "{scale} / 2.0",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "a `signed` or `symmetric` grid has at least 2 `bits` (the reference fails in the members below 2)",
            condition: "!(symmetric || signed) || bits >= 2",
            inputs: &["signed", "symmetric", "bits"],
        },
        __c::RuleInfo {
            text: "`values` lists at least one value unless both `alpha` and `beta` are given",
            condition: "!values.is_empty() || (optional(alpha).is_some() && optional(beta).is_some())",
            inputs: &["values", "alpha", "beta"],
        },
        __c::RuleInfo {
            text: "a `symmetric` grid's range, `alpha` and `beta` or else the smallest and largest of `values`, reaches beyond zero: its ends are not both 0 (the reference fails in the members)",
            condition: "!symmetric || lo.abs().max(hi.abs()) != 0.0",
            inputs: &["symmetric", "alpha", "beta", "values"],
        },
        __c::RuleInfo {
            text: "an affine grid's range is wider than a point: its high end, `beta` or else the largest value, exceeds its low end, `alpha` or else the smallest value (the reference fails in the members)",
            condition: "symmetric || hi > lo",
            inputs: &["beta", "alpha", "symmetric"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl QuantizationGrid {
        ///Starts a [`QuantizationGridBuilder`]; required inputs must be set before [`QuantizationGridBuilder::build`].
        #[must_use]
        pub fn builder() -> QuantizationGridBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> QuantizationGridBuilder {
            QuantizationGridBuilder {
                values: Some(__Clone::clone(&self.values)),
                bits: Some(__Clone::clone(&self.bits)),
                alpha: __Clone::clone(&self.alpha),
                beta: __Clone::clone(&self.beta),
                symmetric: Some(__Clone::clone(&self.symmetric)),
                signed: Some(__Clone::clone(&self.signed)),
            }
        }
        /**Low end of the range the grid spans.

Equation:

```text
match optional(alpha) {
    Some(a) => a,
    None => argmin(&values, Ok),
}
```
*/
        #[inline]
        pub fn lo(&self) -> __Result<f64, __c::EvalError> {
            let alpha = __Clone::clone(&self.alpha);
            let values = __Clone::clone(&self.values);
            struct lo {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    lo,
                >(
                    match ::mlsysim_core::equation::optional(alpha) {
                        Some(a) => a,
                        None => ::mlsysim_core::equation::argmin(&values, Ok)?,
                    },
                ))(),
                &__PROPERTIES[0],
            )
        }
        /**High end of the range the grid spans.

Equation:

```text
match optional(beta) {
    Some(b) => b,
    None => argmax(&values, Ok),
}
```
*/
        #[inline]
        pub fn hi(&self) -> __Result<f64, __c::EvalError> {
            let beta = __Clone::clone(&self.beta);
            let values = __Clone::clone(&self.values);
            struct hi {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    hi,
                >(
                    match ::mlsysim_core::equation::optional(beta) {
                        Some(b) => b,
                        None => ::mlsysim_core::equation::argmax(&values, Ok)?,
                    },
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Steps across an affine grid: one fewer than its codes. Equation: `int_levels(bits) - 1`.
        #[inline]
        pub fn steps(&self) -> __Result<i64, __c::EvalError> {
            let bits = __Clone::clone(&self.bits);
            struct steps {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    steps,
                >(::mlsysim_core::equation::int_levels(bits)?.eq_sub(1i64)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The smallest code. Equation: `if symmetric { -int_max(bits) } else if signed { -(int_max(bits) + 1) } else { 0 }`.
        #[inline]
        pub fn qmin(&self) -> __Result<i64, __c::EvalError> {
            let symmetric = __Clone::clone(&self.symmetric);
            let bits = __Clone::clone(&self.bits);
            let signed = __Clone::clone(&self.signed);
            struct qmin {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    qmin,
                >(
                    if symmetric {
                        ::mlsysim_core::equation::int_max(bits)?.eq_neg()?
                    } else if signed {
                        ::mlsysim_core::equation::int_max(bits)?.eq_add(1i64)?.eq_neg()?
                    } else {
                        0
                    },
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///The largest code. Equation: `if symmetric || signed { int_max(bits) } else { steps }`.
        #[inline]
        pub fn qmax(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_qmax(self.steps()?)
        }
        #[doc(hidden)]
        fn __eq_qmax(&self, steps: i64) -> __Result<i64, __c::EvalError> {
            let symmetric = __Clone::clone(&self.symmetric);
            let signed = __Clone::clone(&self.signed);
            let bits = __Clone::clone(&self.bits);
            struct qmax {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    qmax,
                >(
                    if symmetric || signed {
                        ::mlsysim_core::equation::int_max(bits)?
                    } else {
                        steps
                    },
                ))(),
                &__PROPERTIES[4],
            )
        }
        /**The real value of one step.

Equation:

```text
if symmetric {
    symmetric_scale(max(lo.abs(), hi.abs()), bits)
} else {
    affine_scale(lo, hi, bits)
}
```
*/
        #[inline]
        pub fn scale(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_scale(self.lo()?, self.hi()?)
        }
        #[doc(hidden)]
        fn __eq_scale(&self, lo: f64, hi: f64) -> __Result<f64, __c::EvalError> {
            let symmetric = __Clone::clone(&self.symmetric);
            let bits = __Clone::clone(&self.bits);
            struct scale {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    scale,
                >(
                    if symmetric {
                        ::mlsysim_core::equation::symmetric_scale(
                            ::mlsysim_core::equation::max(lo.abs(), hi.abs()),
                            bits,
                        )?
                    } else {
                        ::mlsysim_core::equation::affine_scale(lo, hi, bits)?
                    },
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///The zero point before rounding (0 on a symmetric grid). Equation: `if symmetric { 0.0 } else { -lo / scale }`.
        #[inline]
        pub fn zero_point_exact(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_zero_point_exact(self.lo()?, self.scale()?)
        }
        #[doc(hidden)]
        fn __eq_zero_point_exact(
            &self,
            lo: f64,
            scale: f64,
        ) -> __Result<f64, __c::EvalError> {
            let symmetric = __Clone::clone(&self.symmetric);
            struct zero_point_exact {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    zero_point_exact,
                >(if symmetric { 0.0 } else { lo.eq_neg()?.eq_div(scale)? }))(),
                &__PROPERTIES[6],
            )
        }
        ///The code that stands for real zero. Equation: `if symmetric { 0 } else { zero_point(lo, scale, qmin) }`.
        #[inline]
        pub fn zero_point(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_zero_point(self.lo()?, self.scale()?, self.qmin()?)
        }
        #[doc(hidden)]
        fn __eq_zero_point(
            &self,
            lo: f64,
            scale: f64,
            qmin: i64,
        ) -> __Result<i64, __c::EvalError> {
            let symmetric = __Clone::clone(&self.symmetric);
            struct zero_point {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    zero_point,
                >(
                    if symmetric {
                        0
                    } else {
                        mlsysim_core::laws::zero_point(lo, scale, qmin)?
                    },
                ))(),
                &__PROPERTIES[7],
            )
        }
        /**The code each value is stored as.

Equation:

```text
values
    .iter()
    .map(|x| quantize(*x, scale, zero_point, qmin, qmax))
    .collect::<Result<Vec<i64>, _>>()
```
*/
        #[inline]
        pub fn codes(&self) -> __Result<Vec<i64>, __c::EvalError> {
            self.__eq_codes(
                self.scale()?,
                self.zero_point()?,
                self.qmin()?,
                self.qmax()?,
            )
        }
        #[doc(hidden)]
        fn __eq_codes(
            &self,
            scale: f64,
            zero_point: i64,
            qmin: i64,
            qmax: i64,
        ) -> __Result<Vec<i64>, __c::EvalError> {
            let values = __Clone::clone(&self.values);
            struct codes {}
            __c::member(
                (|| __c::conform::<
                    Vec<i64>,
                    _,
                    codes,
                >(
                    values
                        .iter()
                        .map(|x| ::mlsysim_core::equation::quantize(
                            *x,
                            scale,
                            zero_point,
                            qmin,
                            qmax,
                        ))
                        .collect::<Result<Vec<i64>, _>>()?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        /**The value each code reads back as.

Equation:

```text
codes
    .iter()
    .map(|q| dequantize(*q, scale, zero_point))
    .collect::<Result<Vec<f64>, _>>()
```
*/
        #[inline]
        pub fn readback(&self) -> __Result<Vec<f64>, __c::EvalError> {
            self.__eq_readback(self.codes()?, self.scale()?, self.zero_point()?)
        }
        #[doc(hidden)]
        fn __eq_readback(
            &self,
            codes: Vec<i64>,
            scale: f64,
            zero_point: i64,
        ) -> __Result<Vec<f64>, __c::EvalError> {
            struct readback {}
            __c::member(
                (|| __c::conform::<
                    Vec<f64>,
                    _,
                    readback,
                >(
                    codes
                        .iter()
                        .map(|q| ::mlsysim_core::equation::dequantize(
                            *q,
                            scale,
                            zero_point,
                        ))
                        .collect::<Result<Vec<f64>, _>>()?,
                ))(),
                &__PROPERTIES[9],
            )
        }
        ///How far each value moved in the round trip. Equation: `readback.iter().zip(&values).map(|(r, x)| (*r - *x).abs()).collect::<Vec<f64>>()`.
        #[inline]
        pub fn errors(&self) -> __Result<Vec<f64>, __c::EvalError> {
            self.__eq_errors(self.readback()?)
        }
        #[doc(hidden)]
        fn __eq_errors(&self, readback: Vec<f64>) -> __Result<Vec<f64>, __c::EvalError> {
            let values = __Clone::clone(&self.values);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct errors {}
            __c::member_kept(
                (|| __c::conform::<
                    Vec<f64>,
                    _,
                    errors,
                >(
                    readback
                        .iter()
                        .zip(&values)
                        .map(|(r, x)| __mlsysim_fault.keep((*r).eq_sub(*x)).abs())
                        .collect::<Vec<f64>>(),
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[10],
            )
        }
        ///The largest round-trip error of a value inside the range: half a step. Equation: `scale / 2.0`.
        #[inline]
        pub fn max_rounding_error(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_max_rounding_error(self.scale()?)
        }
        #[doc(hidden)]
        fn __eq_max_rounding_error(&self, scale: f64) -> __Result<f64, __c::EvalError> {
            struct max_rounding_error {}
            __c::member(
                (|| __c::conform::<f64, _, max_rounding_error>(scale.eq_div(2.0)?))(),
                &__PROPERTIES[11],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`QuantizationGridValues`].
        #[must_use]
        pub fn evaluate(&self) -> QuantizationGridValues<'_> {
            let lo = self.lo();
            let hi = self.hi();
            let steps = self.steps();
            let qmin = self.qmin();
            let qmax = __c::after((&steps,), |(v0,)| self.__eq_qmax(v0));
            let scale = __c::after((&lo, &hi), |(v0, v1)| self.__eq_scale(v0, v1));
            let zero_point_exact = __c::after(
                (&lo, &scale),
                |(v0, v1)| self.__eq_zero_point_exact(v0, v1),
            );
            let zero_point = __c::after(
                (&lo, &scale, &qmin),
                |(v0, v1, v2)| self.__eq_zero_point(v0, v1, v2),
            );
            let codes = __c::after(
                (&scale, &zero_point, &qmin, &qmax),
                |(v0, v1, v2, v3)| self.__eq_codes(v0, v1, v2, v3),
            );
            let readback = __c::after(
                (&codes, &scale, &zero_point),
                |(v0, v1, v2)| self.__eq_readback(v0, v1, v2),
            );
            let errors = __c::after((&readback,), |(v0,)| self.__eq_errors(v0));
            let max_rounding_error = __c::after(
                (&scale,),
                |(v0,)| self.__eq_max_rounding_error(v0),
            );
            QuantizationGridValues {
                scenario: self,
                lo,
                hi,
                steps,
                qmin,
                qmax,
                scale,
                zero_point_exact,
                zero_point,
                codes,
                readback,
                errors,
                max_rounding_error,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.values, &__INPUTS[0])?;
            __c::bounded_plain(&self.bits, &__INPUTS[1])?;
            __c::finite(&self.alpha, &__INPUTS[2])?;
            __c::finite(&self.beta, &__INPUTS[3])?;
            __c::finite(&self.symmetric, &__INPUTS[4])?;
            __c::finite(&self.signed, &__INPUTS[5])?;
            {
                let symmetric = __Clone::clone(&self.symmetric);
                let signed = __Clone::clone(&self.signed);
                let bits = __Clone::clone(&self.bits);
                __c::rule(
                    !(symmetric || signed) || bits >= 2,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.signed, &self.symmetric, &self.bits],
                )?;
            }
            {
                let values = __Clone::clone(&self.values);
                let alpha = __Clone::clone(&self.alpha);
                let beta = __Clone::clone(&self.beta);
                __c::rule(
                    !values.is_empty()
                        || (::mlsysim_core::equation::optional(alpha).is_some()
                            && ::mlsysim_core::equation::optional(beta).is_some()),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.values, &self.alpha, &self.beta],
                )?;
            }
            {
                let symmetric = __Clone::clone(&self.symmetric);
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    let lo = self.lo()?;
                    let hi = self.hi()?;
                    __c::RuleOutcome::decided(
                        !symmetric || lo.abs().max(hi.abs()) != 0.0,
                    )
                })();
                __c::rule(
                    outcome,
                    &__RULES[2],
                    __INPUTS,
                    &[&self.symmetric, &self.alpha, &self.beta, &self.values],
                )?;
            }
            {
                let symmetric = __Clone::clone(&self.symmetric);
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    let hi = self.hi()?;
                    let lo = self.lo()?;
                    __c::RuleOutcome::decided(symmetric || hi > lo)
                })();
                __c::rule(
                    outcome,
                    &__RULES[3],
                    __INPUTS,
                    &[&self.beta, &self.alpha, &self.symmetric],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_lo(&self) -> __c::Parts {
            __c::traced(
                self.lo(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let alpha = __Clone::clone(& self.alpha); let part =
                    ::mlsysim_core::equation::optional(alpha); Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_hi(&self) -> __c::Parts {
            __c::traced(
                self.hi(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let beta = __Clone::clone(& self.beta); let part =
                    ::mlsysim_core::equation::optional(beta); Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_scale(&self) -> __c::Parts {
            __c::traced(
                self.scale(),
                &__PROPERTIES[5],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "symmetric_scale", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let lo = self.lo() ?; let
                    hi = self.hi() ?; let part = ::mlsysim_core::equation::max(lo.abs(),
                    hi.abs()); Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("bits")] }, __c::CallSite { name : "max", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let lo = self.lo() ?; let
                    part = lo.abs(); Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let hi = self.hi() ?; let part = hi
                    .abs(); Ok((& __c::Showing(& part, None)).__shown()) }) ())] },
                    __c::CallSite { name : "affine_scale", args :
                    ::std::vec![__c::Operand::Name("lo"), __c::Operand::Name("hi"),
                    __c::Operand::Name("bits")] }
                ],
            )
        }
    }
    impl QuantizationGridBuilder {
        ///Sets `values`: The real values to store.
        #[must_use]
        pub fn values(mut self, value: Vec<f64>) -> Self {
            self.values = Some(value);
            self
        }
        ///Sets `bits`: Bits of one code.
        #[must_use]
        pub fn bits(mut self, value: i64) -> Self {
            self.bits = Some(value);
            self
        }
        ///Sets `alpha`: Low end of the clipping range; the smallest value when absent.
        #[must_use]
        pub fn alpha(mut self, value: f64) -> Self {
            self.alpha = Some(value);
            self
        }
        ///Leaves `alpha` absent.
        #[must_use]
        pub fn without_alpha(mut self) -> Self {
            self.alpha = None;
            self
        }
        ///Sets `beta`: High end of the clipping range; the largest value when absent.
        #[must_use]
        pub fn beta(mut self, value: f64) -> Self {
            self.beta = Some(value);
            self
        }
        ///Leaves `beta` absent.
        #[must_use]
        pub fn without_beta(mut self) -> Self {
            self.beta = None;
            self
        }
        ///Sets `symmetric`: A grid centred on zero, with zero point 0.
        #[must_use]
        pub fn symmetric(mut self, value: bool) -> Self {
            self.symmetric = Some(value);
            self
        }
        ///Sets `signed`: Signed codes on an affine grid.
        #[must_use]
        pub fn signed(mut self, value: bool) -> Self {
            self.signed = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<QuantizationGrid, __c::InputError> {
            let scenario = QuantizationGrid {
                values: self.values.unwrap_or_else(|| Vec::new()),
                bits: __c::given(self.bits, "bits")?,
                alpha: self.alpha,
                beta: self.beta,
                symmetric: self.symmetric.unwrap_or_else(|| false),
                signed: self.signed.unwrap_or_else(|| false),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for QuantizationGridBuilder {
        type Scenario = QuantizationGrid;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "values" => self.values = __c::set(value, &__INPUTS[0])?,
                "bits" => self.bits = __c::set(value, &__INPUTS[1])?,
                "alpha" => self.alpha = __c::set(value, &__INPUTS[2])?,
                "beta" => self.beta = __c::set(value, &__INPUTS[3])?,
                "symmetric" => self.symmetric = __c::set(value, &__INPUTS[4])?,
                "signed" => self.signed = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<QuantizationGrid, __c::InputError> {
            QuantizationGridBuilder::build(self)
        }
    }
    impl<'a> QuantizationGridValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a QuantizationGrid {
            self.scenario
        }
    }
    impl __c::Scenario for QuantizationGrid {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "QuantizationGrid",
            family: &QUANTIZATION,
            summary: "Real values stored on a `bits`-bit integer grid over a clipping range, and read back.",
            description: "An affine grid spreads 2^bits codes evenly over [alpha, beta]: its step is the scale, and\nthe code that stands for real zero is the zero point, so zero is stored exactly. Codes run\nfrom 0 (unsigned) or from −2^(bits−1) (signed). A symmetric grid is centred on zero instead:\nits zero point is 0 and its codes run over ±(2^(bits−1) − 1), wasting one code for symmetry.\nWithout a range the grid spans the values' minimum and maximum (min-max calibration). Each\nvalue rounds to the nearest code (ties to even), clamped to the code range, and reads back as\nthe scale times its distance from the zero point.",
            notes: __c::meta::Notes {
                equation: "affine: s = (β − α) ÷ (2^b − 1), z = qmin + round(−α ÷ s); symmetric: s = max(|α|, |β|) ÷ (2^(b−1) − 1), z = 0; q = clamp(round(x ÷ s + z), qmin, qmax); x\u{302} = s·(q − z)",
                assumptions: &[
                    "Rounding is to the nearest code with ties to even, as Python and PyTorch round.",
                    "The range is [alpha, beta] when given, else the smallest and largest value; values outside it clamp to the end codes.",
                    "Codes are 64-bit integers here, so a grid has at most 62 bits; the reference accepts more bits with unbounded integers.",
                    "A symmetric grid is always signed; `signed` only chooses between the two affine code ranges. The zero point is not clamped: a range that excludes zero puts it outside the code range, as in the reference.",
                ],
                rules: __RULES,
                excludes: &[
                    "Per-channel scales, non-uniform grids and floating-point formats.",
                ],
                derivation: &[
                    "The affine map x ≈ s·(q − z) sends α to qmin and β to qmax; solving for s and z gives the scale and zero point, and rounding z keeps real zero exact.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Four activations in UINT8 over [-1, 3]",
                    code: "// Four activations in UINT8 over [-1, 3]\nuse mlsysim_compute::quantization::uint8_range_minus_one_to_three;\n\nlet s = uint8_range_minus_one_to_three()?;\nassert_eq!(s.zero_point()?, 64);\nassert_eq!(s.codes()?, vec![0, 128, 64, 255]);\nassert!(s.errors()?.iter().all(|e| *e <= s.max_rounding_error().unwrap()));\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = QuantizationGridBuilder;
        fn to_builder(&self) -> QuantizationGridBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.values,
                    &self.bits,
                    &self.alpha,
                    &self.beta,
                    &self.symmetric,
                    &self.signed,
                ],
                &[
                    &values.lo,
                    &values.hi,
                    &values.steps,
                    &values.qmin,
                    &values.qmax,
                    &values.scale,
                    &values.zero_point_exact,
                    &values.zero_point,
                    &values.codes,
                    &values.readback,
                    &values.errors,
                    &values.max_rounding_error,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "lo" => Some(Ok(self.__explain_lo())),
                "hi" => Some(Ok(self.__explain_hi())),
                "scale" => Some(Ok(self.__explain_scale())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "values" => (&__c::explain::Held(&self.values)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(QuantizationGrid);
};
