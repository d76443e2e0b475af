/**One stored binary32 value with one bit flipped: the value as stored, the value read back, and the power of two the flip multiplies it by.

Bit 31 is the sign, bits 30 to 23 the exponent and bits 22 to 0 the fraction: a flip of the
top exponent bit of a weight below 1 multiplies it by 2¹²⁸ and leaves it finite, so checks
for NaN and infinity pass it.

# Equation

corrupted = the word with bit b flipped; scale = round(log₂(corrupted ÷ stored)); word = 1 + exponent bits + fraction bits

# Assumptions

- The value is stored as the nearest binary32 number.

# Excludes

- Error-correcting memory, which would correct a single flipped bit.

# Derivation

- IEEE 754 binary32: flipping exponent bit k multiplies the value by 2 to the ±2^(k − 23).

# Examples

```rust
// The top exponent bit multiplies a weight by 2^128
use mlsysim_fleet::security::fp32_weight_exponent_flip;

let s = fp32_weight_exponent_flip()?;
assert_eq!(s.scale_log2()?, 128);
assert_eq!(s.word_bits()?, 32);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FloatBitFlip {
    ///The stored value.
    pub value: f64,
    ///The bit that flips (bit 30 is the top exponent bit). *Allowed [0, 31].*
    pub flipped_bit: u32,
    ///Exponent bits of the format.
    pub exponent_bits: u32,
    ///Fraction bits of the format.
    pub fraction_bits: u32,
}
///Builds a [`FloatBitFlip`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct FloatBitFlipBuilder {
    value: ::core::option::Option<f64>,
    flipped_bit: ::core::option::Option<u32>,
    exponent_bits: ::core::option::Option<u32>,
    fraction_bits: ::core::option::Option<u32>,
}
///Every property of a [`FloatBitFlip`], each computed once (see [`FloatBitFlip::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FloatBitFlipValues<'a> {
    scenario: &'a FloatBitFlip,
    ///The value as stored.
    pub stored: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The value read back after the flip.
    pub corrupted: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The power of two the flip multiplies the value by.
    pub scale_log2: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bits of the word: sign, exponent and fraction.
    pub word_bits: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "value",
            ty: "f64",
            doc: "The stored value.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "flipped_bit",
            ty: "u32",
            doc: "The bit that flips (bit 30 is the top exponent bit).",
            bounds: __c::Bounds::range(Some(0f64), Some(31f64), true, "[0, 31]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "exponent_bits",
            ty: "u32",
            doc: "Exponent bits of the format.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fraction_bits",
            ty: "u32",
            doc: "Fraction bits of the format.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "stored",
            doc: "The value as stored.",
            equation: "float32_bit_flip(value, flipped_bit)[0]",
            result_type: "f64",
            depends_on: &["value", "flipped_bit"],
            calls: &["float32_bit_flip"],
            template: "float32_bit_flip({value}, {flipped_bit})[0]",
            named_calls: "float32_bit_flip(value, flipped_bit)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "corrupted",
            doc: "The value read back after the flip.",
            equation: "float32_bit_flip(value, flipped_bit)[1]",
            result_type: "f64",
            depends_on: &["value", "flipped_bit"],
            calls: &["float32_bit_flip"],
            template: "float32_bit_flip({value}, {flipped_bit})[1]",
            named_calls: "float32_bit_flip(value, flipped_bit)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "scale_log2",
            doc: "The power of two the flip multiplies the value by.",
            equation: "round_half_even((corrupted / stored).log2())",
            result_type: "i64",
            depends_on: &["corrupted", "stored"],
            calls: &["round_half_even"],
            template: "round_half_even(({corrupted} / {stored}).log2())",
            operation: "result of `round_half_even`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "word_bits",
            doc: "Bits of the word: sign, exponent and fraction.",
            equation: "1 + exponent_bits + fraction_bits",
            result_type: "i64",
            depends_on: &["exponent_bits", "fraction_bits"],
            template: "1 + {exponent_bits} + {fraction_bits}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl FloatBitFlip {
        ///Starts a [`FloatBitFlipBuilder`]; required inputs must be set before [`FloatBitFlipBuilder::build`].
        #[must_use]
        pub fn builder() -> FloatBitFlipBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> FloatBitFlipBuilder {
            FloatBitFlipBuilder {
                value: Some(__Clone::clone(&self.value)),
                flipped_bit: Some(__Clone::clone(&self.flipped_bit)),
                exponent_bits: Some(__Clone::clone(&self.exponent_bits)),
                fraction_bits: Some(__Clone::clone(&self.fraction_bits)),
            }
        }
        ///The value as stored. Equation: `float32_bit_flip(value, flipped_bit)[0]`.
        #[inline]
        pub fn stored(&self) -> __Result<f64, __c::EvalError> {
            let value = __Clone::clone(&self.value);
            let flipped_bit = __Clone::clone(&self.flipped_bit);
            struct stored {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    stored,
                >(
                    ::mlsysim_core::equation::at(
                        &::mlsysim_core::equation::float32_bit_flip(value, flipped_bit)?,
                        &0i64,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///The value read back after the flip. Equation: `float32_bit_flip(value, flipped_bit)[1]`.
        #[inline]
        pub fn corrupted(&self) -> __Result<f64, __c::EvalError> {
            let value = __Clone::clone(&self.value);
            let flipped_bit = __Clone::clone(&self.flipped_bit);
            struct corrupted {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    corrupted,
                >(
                    ::mlsysim_core::equation::at(
                        &::mlsysim_core::equation::float32_bit_flip(value, flipped_bit)?,
                        &1i64,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///The power of two the flip multiplies the value by. Equation: `round_half_even((corrupted / stored).log2())`.
        #[inline]
        pub fn scale_log2(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_scale_log2(self.corrupted()?, self.stored()?)
        }
        #[doc(hidden)]
        fn __eq_scale_log2(
            &self,
            corrupted: f64,
            stored: f64,
        ) -> __Result<i64, __c::EvalError> {
            struct scale_log2 {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    scale_log2,
                >(
                    ::mlsysim_core::equation::round_half_even(
                        corrupted.eq_div(stored)?.log2(),
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Bits of the word: sign, exponent and fraction. Equation: `1 + exponent_bits + fraction_bits`.
        #[inline]
        pub fn word_bits(&self) -> __Result<i64, __c::EvalError> {
            let exponent_bits = __Clone::clone(&self.exponent_bits);
            let fraction_bits = __Clone::clone(&self.fraction_bits);
            struct word_bits {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    word_bits,
                >((1i64).eq_add(exponent_bits)?.eq_add(fraction_bits)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`FloatBitFlipValues`].
        #[must_use]
        pub fn evaluate(&self) -> FloatBitFlipValues<'_> {
            let stored = self.stored();
            let corrupted = self.corrupted();
            let scale_log2 = __c::after(
                (&corrupted, &stored),
                |(v0, v1)| self.__eq_scale_log2(v0, v1),
            );
            let word_bits = self.word_bits();
            FloatBitFlipValues {
                scenario: self,
                stored,
                corrupted,
                scale_log2,
                word_bits,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.value, &__INPUTS[0])?;
            __c::bounded_plain(&self.flipped_bit, &__INPUTS[1])?;
            __c::finite(&self.exponent_bits, &__INPUTS[2])?;
            __c::finite(&self.fraction_bits, &__INPUTS[3])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_scale_log2(&self) -> __c::Parts {
            __c::traced(
                self.scale_log2(),
                &__PROPERTIES[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "round_half_even", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let corrupted = self
                    .corrupted() ?; let stored = self.stored() ?; let part = corrupted
                    .eq_div(stored) ? .log2(); Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
    }
    impl FloatBitFlipBuilder {
        ///Sets `value`: The stored value.
        #[must_use]
        pub fn value(mut self, value: f64) -> Self {
            self.value = Some(value);
            self
        }
        ///Sets `flipped_bit`: The bit that flips (bit 30 is the top exponent bit).
        #[must_use]
        pub fn flipped_bit(mut self, value: u32) -> Self {
            self.flipped_bit = Some(value);
            self
        }
        ///Sets `exponent_bits`: Exponent bits of the format.
        #[must_use]
        pub fn exponent_bits(mut self, value: u32) -> Self {
            self.exponent_bits = Some(value);
            self
        }
        ///Sets `fraction_bits`: Fraction bits of the format.
        #[must_use]
        pub fn fraction_bits(mut self, value: u32) -> Self {
            self.fraction_bits = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<FloatBitFlip, __c::InputError> {
            let scenario = FloatBitFlip {
                value: __c::given(self.value, "value")?,
                flipped_bit: __c::given(self.flipped_bit, "flipped_bit")?,
                exponent_bits: __c::given(self.exponent_bits, "exponent_bits")?,
                fraction_bits: __c::given(self.fraction_bits, "fraction_bits")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for FloatBitFlipBuilder {
        type Scenario = FloatBitFlip;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "value" => self.value = __c::set(value, &__INPUTS[0])?,
                "flipped_bit" => self.flipped_bit = __c::set(value, &__INPUTS[1])?,
                "exponent_bits" => self.exponent_bits = __c::set(value, &__INPUTS[2])?,
                "fraction_bits" => self.fraction_bits = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<FloatBitFlip, __c::InputError> {
            FloatBitFlipBuilder::build(self)
        }
    }
    impl<'a> FloatBitFlipValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a FloatBitFlip {
            self.scenario
        }
    }
    impl __c::Scenario for FloatBitFlip {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "FloatBitFlip",
            family: &SECURITY,
            summary: "One stored binary32 value with one bit flipped: the value as stored, the value read back, and the power of two the flip multiplies it by.",
            description: "Bit 31 is the sign, bits 30 to 23 the exponent and bits 22 to 0 the fraction: a flip of the\ntop exponent bit of a weight below 1 multiplies it by 2¹²⁸ and leaves it finite, so checks\nfor NaN and infinity pass it.",
            notes: __c::meta::Notes {
                equation: "corrupted = the word with bit b flipped; scale = round(log₂(corrupted ÷ stored)); word = 1 + exponent bits + fraction bits",
                assumptions: &["The value is stored as the nearest binary32 number."],
                rules: __RULES,
                excludes: &[
                    "Error-correcting memory, which would correct a single flipped bit.",
                ],
                derivation: &[
                    "IEEE 754 binary32: flipping exponent bit k multiplies the value by 2 to the ±2^(k − 23).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The top exponent bit multiplies a weight by 2^128",
                    code: "// The top exponent bit multiplies a weight by 2^128\nuse mlsysim_fleet::security::fp32_weight_exponent_flip;\n\nlet s = fp32_weight_exponent_flip()?;\nassert_eq!(s.scale_log2()?, 128);\nassert_eq!(s.word_bits()?, 32);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = FloatBitFlipBuilder;
        fn to_builder(&self) -> FloatBitFlipBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.value,
                    &self.flipped_bit,
                    &self.exponent_bits,
                    &self.fraction_bits,
                ],
                &[
                    &values.stored,
                    &values.corrupted,
                    &values.scale_log2,
                    &values.word_bits,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "scale_log2" => Some(Ok(self.__explain_scale_log2())),
                _ => None,
            }
        }
    }
    __c::glue!(FloatBitFlip);
};
