/**A compressor that sends each value rounded to a whole unit, applied to a sequence of gradients with and without error feedback.

Without a residual every value below half a unit is lost. With error feedback the worker
adds the carried residual e_t to the gradient, sends the rounded v_t and keeps e_{t+1} = g_t
+ e_t − v_t: what has been sent plus the last residual equals the true sum at every step.

# Equation

corrected_t = g_t + e_t; v_t = nearest(corrected_t); e_{t+1} = corrected_t − v_t; naive = Σ nearest(g_t)

# Assumptions

- The compressor rounds to the nearest whole unit, ties away from zero, after rounding to nine decimals.

# Excludes

- Sparsification and scaled quantizers: one rounding compressor only.

# Derivation

- Karimireddy et al. (2019), error feedback fixes SignSGD.

# Examples

```rust
// Error feedback sends 2 units where rounding alone sends none
use mlsysim_cluster::collectives::error_feedback_five_steps;

let s = error_feedback_five_steps()?;
assert_eq!(s.total_sent()?, 2);
assert_eq!(s.naive_total_sent()?, 0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ErrorFeedback {
    ///The gradient at each step.
    pub gradients: Vec<f64>,
}
///Builds a [`ErrorFeedback`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ErrorFeedbackBuilder {
    gradients: ::core::option::Option<Vec<f64>>,
}
///Every property of a [`ErrorFeedback`], each computed once (see [`ErrorFeedback::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ErrorFeedbackValues<'a> {
    scenario: &'a ErrorFeedback,
    ///The residual carried into each step, from 0 before the first to the one left after the
    pub errors: ::core::result::Result<Vec<f64>, ::mlsysim_core::EvalError>,
    ///Each gradient with the carried residual added.
    pub corrected: ::core::result::Result<Vec<f64>, ::mlsysim_core::EvalError>,
    ///Whole units sent at each step.
    pub sent: ::core::result::Result<Vec<i64>, ::mlsysim_core::EvalError>,
    ///The true running sum of the gradients.
    pub cumulative_true: ::core::result::Result<Vec<f64>, ::mlsysim_core::EvalError>,
    ///The running sum of what was sent.
    pub cumulative_sent: ::core::result::Result<Vec<i64>, ::mlsysim_core::EvalError>,
    ///Units sent in all.
    pub total_sent: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The residual left after the last step, to four decimals.
    pub final_error: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The true sum of the gradients.
    pub true_total: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Units sent in all without error feedback: each gradient rounded alone.
    pub naive_total_sent: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "gradients",
            ty: "Vec<f64>",
            doc: "The gradient at each step.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "errors",
            doc: "The residual carried into each step, from 0 before the first to the one left after the\nlast.",
            equation: "e_0 = 0; e_{t+1} = g_t + e_t − nearest_unit(g_t + e_t)",
            equation_is_code: false,
            result_type: "Vec<f64>",
            depends_on: &["gradients"],
            reaches: &[("gradients", "iter")],
            calls: &["nearest_unit"],
            template: "{{\n    let mut errors = vec![0.0];\n    for (t, &g) in {gradients}.iter().enumerate() {{\n        let corrected = g + errors[t];\n        errors.push(corrected - nearest_unit(corrected));\n    }}\n    errors\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "corrected",
            doc: "Each gradient with the carried residual added.",
            equation: "g_t + e_t, for each step",
            equation_is_code: false,
            result_type: "Vec<f64>",
            depends_on: &["gradients", "errors"],
            reaches: &[("gradients", "iter")],
            template: "{{\n    let mut corrected = Vec::new();\n    for (t, &g) in {gradients}.iter().enumerate() {{\n        corrected.push(g + {errors}[t]);\n    }}\n    corrected\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sent",
            doc: "Whole units sent at each step.",
            equation: "corrected.iter().map(|&c| nearest_unit(c)).collect::<Result<Vec<i64>, _>>()",
            result_type: "Vec<i64>",
            depends_on: &["corrected"],
            calls: &["nearest_unit"],
            template: "{corrected}.iter().map(|&c| nearest_unit(c)).collect::<Result<Vec<i64>, _>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cumulative_true",
            doc: "The true running sum of the gradients.",
            equation: "Σ_{s ≤ t} g_s, for each step",
            equation_is_code: false,
            result_type: "Vec<f64>",
            depends_on: &["gradients"],
            template: "{{\n    let mut acc = 0.0;\n    let mut sums = Vec::new();\n    for &g in &{gradients} {{\n        acc += g;\n        sums.push(acc);\n    }}\n    sums\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cumulative_sent",
            doc: "The running sum of what was sent.",
            equation: "Σ_{s ≤ t} v_s, for each step",
            equation_is_code: false,
            result_type: "Vec<i64>",
            depends_on: &["sent"],
            template: "{{\n    let mut acc = 0_i64;\n    let mut sums = Vec::new();\n    for &v in &{sent} {{\n        acc += v;\n        sums.push(acc);\n    }}\n    sums\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_sent",
            doc: "Units sent in all.",
            equation: "total(&sent)",
            result_type: "i64",
            depends_on: &["sent"],
            calls: &["total"],
            template: "total(&{sent})",
            operation: "result of `total`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "final_error",
            doc: "The residual left after the last step, to four decimals.",
            equation: "the last residual, rounded to 4 decimals",
            equation_is_code: false,
            result_type: "f64",
            depends_on: &["errors"],
            template: "format!(\"{{:.4}}\", errors.last().copied().unwrap_or(0.0)).parse::<f64>().unwrap_or(0.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "true_total",
            doc: "The true sum of the gradients.",
            equation: "sum(gradients.iter().copied())",
            result_type: "f64",
            depends_on: &["gradients"],
            reaches: &[("gradients", "iter")],
            calls: &["sum"],
            template: "sum({gradients}.iter().copied())",
            operation: "result of `sum`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "naive_total_sent",
            doc: "Units sent in all without error feedback: each gradient rounded alone.",
            equation: "total(&gradients.iter().map(|&g| nearest_unit(g)).collect::<Result<Vec<i64>, _>>())",
            result_type: "i64",
            depends_on: &["gradients"],
            reaches: &[("gradients", "iter")],
            calls: &["total", "nearest_unit"],
            template: "total(\n    &{gradients}\n        .iter()\n        .map(|&g| nearest_unit(g))\n        .collect::<Result<Vec<i64>, _>>(),\n)",
            operation: "result of `total`",
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
    impl ErrorFeedback {
        ///Starts a [`ErrorFeedbackBuilder`]; required inputs must be set before [`ErrorFeedbackBuilder::build`].
        #[must_use]
        pub fn builder() -> ErrorFeedbackBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ErrorFeedbackBuilder {
            ErrorFeedbackBuilder {
                gradients: Some(__Clone::clone(&self.gradients)),
            }
        }
        /**The residual carried into each step, from 0 before the first to the one left after the
last. Equation: e_0 = 0; e_{t+1} = g_t + e_t − nearest_unit(g_t + e_t).*/
        #[inline]
        pub fn errors(&self) -> __Result<Vec<f64>, __c::EvalError> {
            let gradients = __Clone::clone(&self.gradients);
            struct errors {}
            __c::member(
                (|| __c::conform::<
                    Vec<f64>,
                    _,
                    errors,
                >({
                    let mut errors = vec![0.0];
                    for (t, &g) in gradients.iter().enumerate() {
                        let corrected = g
                            .eq_add(::mlsysim_core::equation::at(&errors, &t)?)?;
                        errors
                            .push(
                                corrected
                                    .eq_sub(::mlsysim_core::equation::nearest_unit(corrected)?)?,
                            );
                    }
                    errors
                }))(),
                &__PROPERTIES[0],
            )
        }
        ///Each gradient with the carried residual added. Equation: g_t + e_t, for each step.
        #[inline]
        pub fn corrected(&self) -> __Result<Vec<f64>, __c::EvalError> {
            self.__eq_corrected(self.errors()?)
        }
        #[doc(hidden)]
        fn __eq_corrected(
            &self,
            errors: Vec<f64>,
        ) -> __Result<Vec<f64>, __c::EvalError> {
            let gradients = __Clone::clone(&self.gradients);
            struct corrected {}
            __c::member(
                (|| __c::conform::<
                    Vec<f64>,
                    _,
                    corrected,
                >({
                    let mut corrected = Vec::new();
                    for (t, &g) in gradients.iter().enumerate() {
                        corrected
                            .push(g.eq_add(::mlsysim_core::equation::at(&errors, &t)?)?);
                    }
                    corrected
                }))(),
                &__PROPERTIES[1],
            )
        }
        ///Whole units sent at each step. Equation: `corrected.iter().map(|&c| nearest_unit(c)).collect::<Result<Vec<i64>, _>>()`.
        #[inline]
        pub fn sent(&self) -> __Result<Vec<i64>, __c::EvalError> {
            self.__eq_sent(self.corrected()?)
        }
        #[doc(hidden)]
        fn __eq_sent(&self, corrected: Vec<f64>) -> __Result<Vec<i64>, __c::EvalError> {
            struct sent {}
            __c::member(
                (|| __c::conform::<
                    Vec<i64>,
                    _,
                    sent,
                >(
                    corrected
                        .iter()
                        .map(|&c| ::mlsysim_core::equation::nearest_unit(c))
                        .collect::<Result<Vec<i64>, _>>()?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///The true running sum of the gradients. Equation: Σ_{s ≤ t} g_s, for each step.
        #[inline]
        pub fn cumulative_true(&self) -> __Result<Vec<f64>, __c::EvalError> {
            let gradients = __Clone::clone(&self.gradients);
            struct cumulative_true {}
            __c::member(
                (|| __c::conform::<
                    Vec<f64>,
                    _,
                    cumulative_true,
                >({
                    let mut acc = 0.0;
                    let mut sums = Vec::new();
                    for &g in &gradients {
                        acc = acc.eq_add(g)?;
                        sums.push(acc);
                    }
                    sums
                }))(),
                &__PROPERTIES[3],
            )
        }
        ///The running sum of what was sent. Equation: Σ_{s ≤ t} v_s, for each step.
        #[inline]
        pub fn cumulative_sent(&self) -> __Result<Vec<i64>, __c::EvalError> {
            self.__eq_cumulative_sent(self.sent()?)
        }
        #[doc(hidden)]
        fn __eq_cumulative_sent(
            &self,
            sent: Vec<i64>,
        ) -> __Result<Vec<i64>, __c::EvalError> {
            struct cumulative_sent {}
            __c::member(
                (|| __c::conform::<
                    Vec<i64>,
                    _,
                    cumulative_sent,
                >({
                    let mut acc = 0_i64;
                    let mut sums = Vec::new();
                    for &v in &sent {
                        acc = acc.eq_add(v)?;
                        sums.push(acc);
                    }
                    sums
                }))(),
                &__PROPERTIES[4],
            )
        }
        ///Units sent in all. Equation: `total(&sent)`.
        #[inline]
        pub fn total_sent(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_total_sent(self.sent()?)
        }
        #[doc(hidden)]
        fn __eq_total_sent(&self, sent: Vec<i64>) -> __Result<i64, __c::EvalError> {
            struct total_sent {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    total_sent,
                >(::mlsysim_core::equation::total(&sent)?))(),
                &__PROPERTIES[5],
            )
        }
        ///The residual left after the last step, to four decimals. Equation: the last residual, rounded to 4 decimals.
        #[inline]
        pub fn final_error(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_final_error(self.errors()?)
        }
        #[doc(hidden)]
        fn __eq_final_error(&self, errors: Vec<f64>) -> __Result<f64, __c::EvalError> {
            struct final_error {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    final_error,
                >(
                    format!("{:.4}", errors.last().copied().unwrap_or(0.0))
                        .parse::<f64>()
                        .unwrap_or(0.0),
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///The true sum of the gradients. Equation: `sum(gradients.iter().copied())`.
        #[inline]
        pub fn true_total(&self) -> __Result<f64, __c::EvalError> {
            let gradients = __Clone::clone(&self.gradients);
            struct true_total {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    true_total,
                >(::mlsysim_core::equation::sum(gradients.iter().copied())?))(),
                &__PROPERTIES[7],
            )
        }
        ///Units sent in all without error feedback: each gradient rounded alone. Equation: `total(&gradients.iter().map(|&g| nearest_unit(g)).collect::<Result<Vec<i64>, _>>())`.
        #[inline]
        pub fn naive_total_sent(&self) -> __Result<i64, __c::EvalError> {
            let gradients = __Clone::clone(&self.gradients);
            struct naive_total_sent {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    naive_total_sent,
                >(
                    ::mlsysim_core::equation::total(
                        &gradients
                            .iter()
                            .map(|&g| ::mlsysim_core::equation::nearest_unit(g))
                            .collect::<Result<Vec<i64>, _>>()?,
                    )?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ErrorFeedbackValues`].
        #[must_use]
        pub fn evaluate(&self) -> ErrorFeedbackValues<'_> {
            let errors = self.errors();
            let corrected = __c::after((&errors,), |(v0,)| self.__eq_corrected(v0));
            let sent = __c::after((&corrected,), |(v0,)| self.__eq_sent(v0));
            let cumulative_true = self.cumulative_true();
            let cumulative_sent = __c::after(
                (&sent,),
                |(v0,)| self.__eq_cumulative_sent(v0),
            );
            let total_sent = __c::after((&sent,), |(v0,)| self.__eq_total_sent(v0));
            let final_error = __c::after((&errors,), |(v0,)| self.__eq_final_error(v0));
            let true_total = self.true_total();
            let naive_total_sent = self.naive_total_sent();
            ErrorFeedbackValues {
                scenario: self,
                errors,
                corrected,
                sent,
                cumulative_true,
                cumulative_sent,
                total_sent,
                final_error,
                true_total,
                naive_total_sent,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.gradients, &__INPUTS[0])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_total_sent(&self) -> __c::Parts {
            __c::traced(
                self.total_sent(),
                &__PROPERTIES[5],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "total", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let sent = self.sent() ?;
                    let part = & sent; Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }
                ],
            )
        }
    }
    impl ErrorFeedbackBuilder {
        ///Sets `gradients`: The gradient at each step.
        #[must_use]
        pub fn gradients(mut self, value: Vec<f64>) -> Self {
            self.gradients = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ErrorFeedback, __c::InputError> {
            let scenario = ErrorFeedback {
                gradients: __c::given(self.gradients, "gradients")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ErrorFeedbackBuilder {
        type Scenario = ErrorFeedback;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "gradients" => self.gradients = __c::set(value, &__INPUTS[0])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ErrorFeedback, __c::InputError> {
            ErrorFeedbackBuilder::build(self)
        }
    }
    impl<'a> ErrorFeedbackValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ErrorFeedback {
            self.scenario
        }
    }
    impl __c::Scenario for ErrorFeedback {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ErrorFeedback",
            family: &COLLECTIVES,
            summary: "A compressor that sends each value rounded to a whole unit, applied to a sequence of gradients with and without error feedback.",
            description: "Without a residual every value below half a unit is lost. With error feedback the worker\nadds the carried residual e_t to the gradient, sends the rounded v_t and keeps e_{t+1} = g_t\n+ e_t − v_t: what has been sent plus the last residual equals the true sum at every step.",
            notes: __c::meta::Notes {
                equation: "corrected_t = g_t + e_t; v_t = nearest(corrected_t); e_{t+1} = corrected_t − v_t; naive = Σ nearest(g_t)",
                assumptions: &[
                    "The compressor rounds to the nearest whole unit, ties away from zero, after rounding to nine decimals.",
                ],
                rules: __RULES,
                excludes: &[
                    "Sparsification and scaled quantizers: one rounding compressor only.",
                ],
                derivation: &["Karimireddy et al. (2019), error feedback fixes SignSGD."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Error feedback sends 2 units where rounding alone sends none",
                    code: "// Error feedback sends 2 units where rounding alone sends none\nuse mlsysim_cluster::collectives::error_feedback_five_steps;\n\nlet s = error_feedback_five_steps()?;\nassert_eq!(s.total_sent()?, 2);\nassert_eq!(s.naive_total_sent()?, 0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ErrorFeedbackBuilder;
        fn to_builder(&self) -> ErrorFeedbackBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.gradients],
                &[
                    &values.errors,
                    &values.corrected,
                    &values.sent,
                    &values.cumulative_true,
                    &values.cumulative_sent,
                    &values.total_sent,
                    &values.final_error,
                    &values.true_total,
                    &values.naive_total_sent,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "total_sent" => Some(Ok(self.__explain_total_sent())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "gradients" => (&__c::explain::Held(&self.gradients)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(ErrorFeedback);
};
