/**An API that returns only its top scores, rounded: how many fewer scores each answer carries, and how many bits of each score rounding removes and keeps.

# Equation

reduction = classes ÷ k; bits removed = log₂ 10^(from − to); bits kept = log₂(10^to + 1)

# Assumptions

- A score in [0, 1] rounded to d decimals takes one of 10^d + 1 equally likely levels.

# Excludes

- What an extractor can still learn from the ranking of the top scores.

# Derivation

- The information of a choice among equally likely levels, in bits.

# Examples

```rust
// The top 5 of 1,000 ImageNet scores, to two decimals
use mlsysim_fleet::security::image_net_top5_rounded_scores;

let s = image_net_top5_rounded_scores()?;
assert_eq!(s.scores_reduction()?, 200.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OutputShaping {
    ///Classes the model scores. *Allowed >= 1.*
    pub class_count: u32,
    ///Scores returned per answer. *Allowed >= 1.*
    pub top_k: u32,
    ///Decimal places the model computes its scores to. *Allowed <= 300.*
    pub from_decimals: u32,
    ///Decimal places the API returns. *Allowed <= 300.*
    pub to_decimals: u32,
}
///Builds a [`OutputShaping`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct OutputShapingBuilder {
    class_count: ::core::option::Option<u32>,
    top_k: ::core::option::Option<u32>,
    from_decimals: ::core::option::Option<u32>,
    to_decimals: ::core::option::Option<u32>,
}
///Every property of a [`OutputShaping`], each computed once (see [`OutputShaping::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OutputShapingValues<'a> {
    scenario: &'a OutputShaping,
    ///Times fewer scores per answer than returning every class.
    pub scores_reduction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of the scores not returned.
    pub entries_removed: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Decimal places rounding removes.
    pub decimal_digits_removed: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bits per score that rounding removes, counting decimal bins.
    pub bits_removed: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bits left in a score in [0, 1] at `to_decimals` places (10^d + 1 levels).
    pub retained_bits: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "class_count",
            ty: "u32",
            doc: "Classes the model scores.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "top_k",
            ty: "u32",
            doc: "Scores returned per answer.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "from_decimals",
            ty: "u32",
            doc: "Decimal places the model computes its scores to.",
            bounds: __c::Bounds::range(None, Some(300f64), true, "<= 300"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "to_decimals",
            ty: "u32",
            doc: "Decimal places the API returns.",
            bounds: __c::Bounds::range(None, Some(300f64), true, "<= 300"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "scores_reduction",
            doc: "Times fewer scores per answer than returning every class.",
            equation: "class_count / top_k",
            result_type: "f64",
            depends_on: &["class_count", "top_k"],
            template: "{class_count} / {top_k}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "entries_removed",
            doc: "Share of the scores not returned.",
            equation: "1.0 - top_k / class_count",
            result_type: "f64",
            depends_on: &["top_k", "class_count"],
            template: "1.0 - {top_k} / {class_count}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "decimal_digits_removed",
            doc: "Decimal places rounding removes.",
            equation: "from_decimals - to_decimals",
            result_type: "i64",
            depends_on: &["from_decimals", "to_decimals"],
            template: "{from_decimals} - {to_decimals}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bits_removed",
            doc: "Bits per score that rounding removes, counting decimal bins.",
            equation: "level_bits(powf(10.0, decimal_digits_removed as f64))",
            result_type: "f64",
            depends_on: &["decimal_digits_removed"],
            calls: &["level_bits", "powf"],
            template: "level_bits(powf(10.0, {decimal_digits_removed} as f64))",
            operation: "result of `level_bits`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "retained_bits",
            doc: "Bits left in a score in [0, 1] at `to_decimals` places (10^d + 1 levels).",
            equation: "level_bits(powf(10.0, f64::from(to_decimals)) + 1.0)",
            result_type: "f64",
            depends_on: &["to_decimals"],
            calls: &["level_bits", "powf"],
            template: "level_bits(powf(10.0, f64::from({to_decimals})) + 1.0)",
            operation: "result of `level_bits`",
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
    impl OutputShaping {
        ///Starts a [`OutputShapingBuilder`]; required inputs must be set before [`OutputShapingBuilder::build`].
        #[must_use]
        pub fn builder() -> OutputShapingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> OutputShapingBuilder {
            OutputShapingBuilder {
                class_count: Some(__Clone::clone(&self.class_count)),
                top_k: Some(__Clone::clone(&self.top_k)),
                from_decimals: Some(__Clone::clone(&self.from_decimals)),
                to_decimals: Some(__Clone::clone(&self.to_decimals)),
            }
        }
        ///Times fewer scores per answer than returning every class. Equation: `class_count / top_k`.
        #[inline]
        pub fn scores_reduction(&self) -> __Result<f64, __c::EvalError> {
            let class_count = __Clone::clone(&self.class_count);
            let top_k = __Clone::clone(&self.top_k);
            struct scores_reduction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    scores_reduction,
                >(class_count.eq_div(top_k)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Share of the scores not returned. Equation: `1.0 - top_k / class_count`.
        #[inline]
        pub fn entries_removed(&self) -> __Result<f64, __c::EvalError> {
            let top_k = __Clone::clone(&self.top_k);
            let class_count = __Clone::clone(&self.class_count);
            struct entries_removed {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    entries_removed,
                >((1.0).eq_sub(top_k.eq_div(class_count)?)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Decimal places rounding removes. Equation: `from_decimals - to_decimals`.
        #[inline]
        pub fn decimal_digits_removed(&self) -> __Result<i64, __c::EvalError> {
            let from_decimals = __Clone::clone(&self.from_decimals);
            let to_decimals = __Clone::clone(&self.to_decimals);
            struct decimal_digits_removed {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    decimal_digits_removed,
                >(from_decimals.eq_sub(to_decimals)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Bits per score that rounding removes, counting decimal bins. Equation: `level_bits(powf(10.0, decimal_digits_removed as f64))`.
        #[inline]
        pub fn bits_removed(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_bits_removed(self.decimal_digits_removed()?)
        }
        #[doc(hidden)]
        fn __eq_bits_removed(
            &self,
            decimal_digits_removed: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct bits_removed {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    bits_removed,
                >(
                    ::mlsysim_core::equation::level_bits(
                        ::mlsysim_core::equation::powf(
                            10.0,
                            decimal_digits_removed as f64,
                        )?,
                    )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Bits left in a score in [0, 1] at `to_decimals` places (10^d + 1 levels). Equation: `level_bits(powf(10.0, f64::from(to_decimals)) + 1.0)`.
        #[inline]
        pub fn retained_bits(&self) -> __Result<f64, __c::EvalError> {
            let to_decimals = __Clone::clone(&self.to_decimals);
            struct retained_bits {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    retained_bits,
                >(
                    ::mlsysim_core::equation::level_bits(
                        ::mlsysim_core::equation::powf(10.0, f64::from(to_decimals))?
                            .eq_add(1.0)?,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`OutputShapingValues`].
        #[must_use]
        pub fn evaluate(&self) -> OutputShapingValues<'_> {
            let scores_reduction = self.scores_reduction();
            let entries_removed = self.entries_removed();
            let decimal_digits_removed = self.decimal_digits_removed();
            let bits_removed = __c::after(
                (&decimal_digits_removed,),
                |(v0,)| self.__eq_bits_removed(v0),
            );
            let retained_bits = self.retained_bits();
            OutputShapingValues {
                scenario: self,
                scores_reduction,
                entries_removed,
                decimal_digits_removed,
                bits_removed,
                retained_bits,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.class_count, &__INPUTS[0])?;
            __c::bounded_plain(&self.top_k, &__INPUTS[1])?;
            __c::bounded_plain(&self.from_decimals, &__INPUTS[2])?;
            __c::bounded_plain(&self.to_decimals, &__INPUTS[3])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_bits_removed(&self) -> __c::Parts {
            __c::traced(
                self.bits_removed(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "level_bits", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let decimal_digits_removed
                    = self.decimal_digits_removed() ?; let part =
                    ::mlsysim_core::equation::powf(10.0, decimal_digits_removed as f64)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ())] },
                    __c::CallSite { name : "powf", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 10.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let decimal_digits_removed = self
                    .decimal_digits_removed() ?; let part = decimal_digits_removed as
                    f64; Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_retained_bits(&self) -> __c::Parts {
            __c::traced(
                self.retained_bits(),
                &__PROPERTIES[4],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "level_bits", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let to_decimals =
                    __Clone::clone(& self.to_decimals); let part =
                    ::mlsysim_core::equation::powf(10.0, f64::from(to_decimals)) ?
                    .eq_add(1.0) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }, __c::CallSite { name : "powf", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 10.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let to_decimals = __Clone::clone(&
                    self.to_decimals); let part = f64::from(to_decimals); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl OutputShapingBuilder {
        ///Sets `class_count`: Classes the model scores.
        #[must_use]
        pub fn class_count(mut self, value: u32) -> Self {
            self.class_count = Some(value);
            self
        }
        ///Sets `top_k`: Scores returned per answer.
        #[must_use]
        pub fn top_k(mut self, value: u32) -> Self {
            self.top_k = Some(value);
            self
        }
        ///Sets `from_decimals`: Decimal places the model computes its scores to.
        #[must_use]
        pub fn from_decimals(mut self, value: u32) -> Self {
            self.from_decimals = Some(value);
            self
        }
        ///Sets `to_decimals`: Decimal places the API returns.
        #[must_use]
        pub fn to_decimals(mut self, value: u32) -> Self {
            self.to_decimals = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<OutputShaping, __c::InputError> {
            let scenario = OutputShaping {
                class_count: __c::given(self.class_count, "class_count")?,
                top_k: __c::given(self.top_k, "top_k")?,
                from_decimals: __c::given(self.from_decimals, "from_decimals")?,
                to_decimals: __c::given(self.to_decimals, "to_decimals")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for OutputShapingBuilder {
        type Scenario = OutputShaping;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "class_count" => self.class_count = __c::set(value, &__INPUTS[0])?,
                "top_k" => self.top_k = __c::set(value, &__INPUTS[1])?,
                "from_decimals" => self.from_decimals = __c::set(value, &__INPUTS[2])?,
                "to_decimals" => self.to_decimals = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<OutputShaping, __c::InputError> {
            OutputShapingBuilder::build(self)
        }
    }
    impl<'a> OutputShapingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a OutputShaping {
            self.scenario
        }
    }
    impl __c::Scenario for OutputShaping {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "OutputShaping",
            family: &SECURITY,
            summary: "An API that returns only its top scores, rounded: how many fewer scores each answer carries, and how many bits of each score rounding removes and keeps.",
            description: "",
            notes: __c::meta::Notes {
                equation: "reduction = classes ÷ k; bits removed = log₂ 10^(from − to); bits kept = log₂(10^to + 1)",
                assumptions: &[
                    "A score in [0, 1] rounded to d decimals takes one of 10^d + 1 equally likely levels.",
                ],
                rules: __RULES,
                excludes: &[
                    "What an extractor can still learn from the ranking of the top scores.",
                ],
                derivation: &[
                    "The information of a choice among equally likely levels, in bits.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The top 5 of 1,000 ImageNet scores, to two decimals",
                    code: "// The top 5 of 1,000 ImageNet scores, to two decimals\nuse mlsysim_fleet::security::image_net_top5_rounded_scores;\n\nlet s = image_net_top5_rounded_scores()?;\nassert_eq!(s.scores_reduction()?, 200.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = OutputShapingBuilder;
        fn to_builder(&self) -> OutputShapingBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.class_count,
                    &self.top_k,
                    &self.from_decimals,
                    &self.to_decimals,
                ],
                &[
                    &values.scores_reduction,
                    &values.entries_removed,
                    &values.decimal_digits_removed,
                    &values.bits_removed,
                    &values.retained_bits,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "bits_removed" => Some(Ok(self.__explain_bits_removed())),
                "retained_bits" => Some(Ok(self.__explain_retained_bits())),
                _ => None,
            }
        }
    }
    __c::glue!(OutputShaping);
};
