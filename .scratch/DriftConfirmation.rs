/**Labelled outcomes needed to confirm an accuracy drop with a one-sample test, and how long collecting them takes at each label source's rate.

# Equation

n = ((z_α·√(p0(1−p0)) + z_β·√(p1(1−p1))) ÷ (p0 − p1))², p1 = p0 − drop; time = outcomes ÷ label rate

# Assumptions

- Outcomes are independent Bernoulli trials at the current accuracy.
- The test is two-sided at the given confidence, with the given power against the given drop.

# Excludes

- Delays between a prediction and its label arriving beyond the label rate.

# Derivation

- Normal approximation to the binomial for a one-proportion test; the quantiles z come from the standard normal distribution (statrs).

# Examples

```rust
// Outcomes needed to confirm a 5-point drop
use mlsysim_scenarios::watching::labeled_outcome_drift_confirmation;

let s = labeled_outcome_drift_confirmation()?;
assert!((s.outcomes_needed()? - 184.76998455768134).abs() < 1e-9);
assert_eq!(s.collection_time("low".into())?.value, 864_000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DriftConfirmation {
    ///Accuracy before the drop. *Allowed > 0 and [0.0, 1.0).*
    pub baseline_accuracy: f64,
    ///Accuracy drop to confirm. *Allowed > 0 and [0.0, 1.0).*
    pub drop: f64,
    ///Confidence of the test (1 − false-alarm rate). *Allowed > 0 and [0.0, 1.0).*
    pub confidence: f64,
    ///Power of the test (chance of confirming a real drop). *Allowed > 0 and [0.0, 1.0).*
    pub power: f64,
    ///Outcomes the team can afford to collect.
    pub evidence_budget: u32,
    ///Label arrival rate per source; a source that labels nothing is left out. *Shown in `PER_DAY`; allowed > 0.*
    pub label_rates: Named<Frequency>,
    ///Further drops to compare. *Optional (absent by default); allowed > 0 and [0.0, 1.0).*
    pub compared_drops: Option<Vec<f64>>,
}
///Builds a [`DriftConfirmation`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DriftConfirmationBuilder {
    baseline_accuracy: ::core::option::Option<f64>,
    drop: ::core::option::Option<f64>,
    confidence: ::core::option::Option<f64>,
    power: ::core::option::Option<f64>,
    evidence_budget: ::core::option::Option<u32>,
    label_rates: ::core::option::Option<Named<Frequency>>,
    compared_drops: ::core::option::Option<Vec<f64>>,
}
///Every property of a [`DriftConfirmation`], each computed once (see [`DriftConfirmation::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DriftConfirmationValues<'a> {
    scenario: &'a DriftConfirmation,
    ///Normal quantile of the two-sided confidence.
    pub z_alpha: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Normal quantile of the power.
    pub z_beta: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Outcomes needed to confirm `drop`.
    pub outcomes_needed: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "baseline_accuracy",
            ty: "f64",
            doc: "Accuracy before the drop.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "drop",
            ty: "f64",
            doc: "Accuracy drop to confirm.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "confidence",
            ty: "f64",
            doc: "Confidence of the test (1 − false-alarm rate).",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "power",
            ty: "f64",
            doc: "Power of the test (chance of confirming a real drop).",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "evidence_budget",
            ty: "u32",
            doc: "Outcomes the team can afford to collect.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "label_rates",
            ty: "Named<Frequency>",
            doc: "Label arrival rate per source; a source that labels nothing is left out.",
            label: {
                __c::units::unit_for::<
                    Named<Frequency>,
                    _,
                >(&::mlsysim_core::units::PER_DAY);
                __c::units::label(&::mlsysim_core::units::PER_DAY)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "compared_drops",
            ty: "Option<Vec<f64>>",
            doc: "Further drops to compare.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "z_alpha",
            doc: "Normal quantile of the two-sided confidence.",
            equation: "normal_quantile(1.0 - (1.0 - confidence) / 2.0)",
            result_type: "f64",
            depends_on: &["confidence"],
            calls: &["normal_quantile"],
            template: "normal_quantile(1.0 - (1.0 - {confidence}) / 2.0)",
            operation: "result of `normal_quantile`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "z_beta",
            doc: "Normal quantile of the power.",
            equation: "normal_quantile(power)",
            result_type: "f64",
            depends_on: &["power"],
            calls: &["normal_quantile"],
            template: "normal_quantile({power})",
            named_calls: "normal_quantile(power)",
            operation: "result of `normal_quantile`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "outcomes_needed",
            doc: "Outcomes needed to confirm `drop`.",
            equation: "outcomes_for(drop)",
            result_type: "f64",
            depends_on: &["drop"],
            template: "{#0 outcomes_for(drop)}",
            named_calls: "outcomes_for(drop)",
            operation: "result of `outcomes_for`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "outcomes_for",
            kind: __c::MemberKind::Method,
            doc: "Outcomes needed to confirm a drop of `drop_size`.",
            equation: "{\n    let p1 = baseline_accuracy - drop_size;\n    require(\n        p1 > 0.0 && p1 < 1.0 && p1 != baseline_accuracy,\n        \"the accuracy after the drop must lie strictly between 0 and 1 and differ from the baseline\",\n    );\n    let spread = z_alpha * sqrt(baseline_accuracy * (1.0 - baseline_accuracy))\n        + z_beta * sqrt(p1 * (1.0 - p1));\n    let n = spread / (baseline_accuracy - p1);\n    n * n\n}",
            args: &[
                __c::ArgInfo {
                    name: "drop_size",
                    ty: "f64",
                    samples: &[
                        __c::Sample::From("drop"),
                        __c::Sample::From("compared_drops"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["baseline_accuracy", "z_alpha", "z_beta"],
            calls: &["require", "sqrt"],
            template: "{{\n    let p1 = {baseline_accuracy} - {drop_size};\n    require(\n        p1 > 0.0 && p1 < 1.0 && p1 != {baseline_accuracy},\n        \"the accuracy after the drop must lie strictly between 0 and 1 and differ from the baseline\",\n    );\n    let spread = {z_alpha} * sqrt({baseline_accuracy} * (1.0 - {baseline_accuracy}))\n        + {z_beta} * sqrt(p1 * (1.0 - p1));\n    let n = spread / ({baseline_accuracy} - p1);\n    n * n\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "collection_time",
            kind: __c::MemberKind::Method,
            doc: "Time to collect the whole evidence budget from `source`.",
            equation: "evidence_budget / label_rates[source]",
            args: &[
                __c::ArgInfo {
                    name: "source",
                    ty: "String",
                    samples: &[__c::Sample::From("label_rates")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["evidence_budget", "label_rates"],
            template: "{evidence_budget} / {#0 label_rates[source]}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "collection_time_for",
            kind: __c::MemberKind::Method,
            doc: "Time to collect `outcomes` labels from `source`.",
            equation: "outcomes / label_rates[source]",
            args: &[
                __c::ArgInfo {
                    name: "outcomes",
                    ty: "f64",
                    samples: &[__c::Sample::From("outcomes_needed")],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
                __c::ArgInfo {
                    name: "source",
                    ty: "String",
                    samples: &[__c::Sample::From("label_rates")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["label_rates"],
            template: "{outcomes} / {#0 label_rates[source]}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl DriftConfirmation {
        ///Starts a [`DriftConfirmationBuilder`]; required inputs must be set before [`DriftConfirmationBuilder::build`].
        #[must_use]
        pub fn builder() -> DriftConfirmationBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DriftConfirmationBuilder {
            DriftConfirmationBuilder {
                baseline_accuracy: Some(__Clone::clone(&self.baseline_accuracy)),
                drop: Some(__Clone::clone(&self.drop)),
                confidence: Some(__Clone::clone(&self.confidence)),
                power: Some(__Clone::clone(&self.power)),
                evidence_budget: Some(__Clone::clone(&self.evidence_budget)),
                label_rates: Some(__Clone::clone(&self.label_rates)),
                compared_drops: __Clone::clone(&self.compared_drops),
            }
        }
        ///Normal quantile of the two-sided confidence. Equation: `normal_quantile(1.0 - (1.0 - confidence) / 2.0)`.
        #[inline]
        pub fn z_alpha(&self) -> __Result<f64, __c::EvalError> {
            let confidence = __Clone::clone(&self.confidence);
            struct z_alpha {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    z_alpha,
                >(
                    ::mlsysim_core::equation::normal_quantile(
                        (1.0).eq_sub((1.0).eq_sub(confidence)?.eq_div(2.0)?)?,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Normal quantile of the power. Equation: `normal_quantile(power)`.
        #[inline]
        pub fn z_beta(&self) -> __Result<f64, __c::EvalError> {
            let power = __Clone::clone(&self.power);
            struct z_beta {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    z_beta,
                >(::mlsysim_core::equation::normal_quantile(power)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Outcomes needed to confirm `drop`. Equation: `outcomes_for(drop)`.
        #[inline]
        pub fn outcomes_needed(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_outcomes_needed(self.z_alpha()?, self.z_beta()?)
        }
        #[doc(hidden)]
        fn __eq_outcomes_needed(
            &self,
            z_alpha: f64,
            z_beta: f64,
        ) -> __Result<f64, __c::EvalError> {
            let drop = __Clone::clone(&self.drop);
            let outcomes_for = |drop_size: f64| {
                self
                    .__eq_outcomes_for(
                        __Clone::clone(&z_alpha),
                        __Clone::clone(&z_beta),
                        drop_size,
                    )
            };
            struct outcomes_needed {}
            __c::member(
                (|| __c::conform::<f64, _, outcomes_needed>(outcomes_for(drop)?))(),
                &__PROPERTIES[2],
            )
        }
        /**Outcomes needed to confirm a drop of `drop_size`.

Equation:

```text
{
    let p1 = baseline_accuracy - drop_size;
    require(
        p1 > 0.0 && p1 < 1.0 && p1 != baseline_accuracy,
        "the accuracy after the drop must lie strictly between 0 and 1 and differ from the baseline",
    );
    let spread = z_alpha * sqrt(baseline_accuracy * (1.0 - baseline_accuracy))
        + z_beta * sqrt(p1 * (1.0 - p1));
    let n = spread / (baseline_accuracy - p1);
    n * n
}
```
*/
        #[inline]
        pub fn outcomes_for(&self, drop_size: f64) -> __Result<f64, __c::EvalError> {
            self.__eq_outcomes_for(self.z_alpha()?, self.z_beta()?, drop_size)
        }
        #[doc(hidden)]
        fn __eq_outcomes_for(
            &self,
            z_alpha: f64,
            z_beta: f64,
            drop_size: f64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&drop_size, "outcomes_for", &(&__METHODS[0]).args[0])?;
            let baseline_accuracy = __Clone::clone(&self.baseline_accuracy);
            struct outcomes_for {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    outcomes_for,
                >({
                    let p1 = baseline_accuracy.eq_sub(drop_size)?;
                    ::mlsysim_core::equation::require(
                        p1 > 0.0 && p1 < 1.0 && p1 != baseline_accuracy,
                        "the accuracy after the drop must lie strictly between 0 and 1 and differ from the baseline",
                    )?;
                    let spread = z_alpha
                        .eq_mul(
                            ::mlsysim_core::equation::sqrt(
                                baseline_accuracy.eq_mul((1.0).eq_sub(baseline_accuracy)?)?,
                            )?,
                        )?
                        .eq_add(
                            z_beta
                                .eq_mul(
                                    ::mlsysim_core::equation::sqrt(
                                        p1.eq_mul((1.0).eq_sub(p1)?)?,
                                    )?,
                                )?,
                        )?;
                    let n = spread.eq_div(baseline_accuracy.eq_sub(p1)?)?;
                    n.eq_mul(n)?
                }))(),
                &__METHODS[0],
            )
        }
        ///Time to collect the whole evidence budget from `source`. Equation: `evidence_budget / label_rates[source]`.
        #[inline]
        pub fn collection_time(&self, source: String) -> __Result<Time, __c::EvalError> {
            let evidence_budget = __Clone::clone(&self.evidence_budget);
            let label_rates = __Clone::clone(&self.label_rates);
            struct collection_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    collection_time,
                >(
                    evidence_budget
                        .eq_div(::mlsysim_core::equation::at(&label_rates, &source)?)?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Time to collect `outcomes` labels from `source`. Equation: `outcomes / label_rates[source]`.
        #[inline]
        pub fn collection_time_for(
            &self,
            outcomes: f64,
            source: String,
        ) -> __Result<Time, __c::EvalError> {
            __c::argument(&outcomes, "collection_time_for", &(&__METHODS[2]).args[0])?;
            let label_rates = __Clone::clone(&self.label_rates);
            struct collection_time_for {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    collection_time_for,
                >(
                    outcomes
                        .eq_div(::mlsysim_core::equation::at(&label_rates, &source)?)?,
                ))(),
                &__METHODS[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DriftConfirmationValues`].
        #[must_use]
        pub fn evaluate(&self) -> DriftConfirmationValues<'_> {
            let z_alpha = self.z_alpha();
            let z_beta = self.z_beta();
            let outcomes_needed = __c::after(
                (&z_alpha, &z_beta),
                |(v0, v1)| self.__eq_outcomes_needed(v0, v1),
            );
            DriftConfirmationValues {
                scenario: self,
                z_alpha,
                z_beta,
                outcomes_needed,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.baseline_accuracy, &__INPUTS[0])?;
            __c::bounded_plain(&self.drop, &__INPUTS[1])?;
            __c::bounded_plain(&self.confidence, &__INPUTS[2])?;
            __c::bounded_plain(&self.power, &__INPUTS[3])?;
            __c::finite(&self.evidence_budget, &__INPUTS[4])?;
            __c::bounded(&self.label_rates, &__INPUTS[5])?;
            __c::bounded_plain(&self.compared_drops, &__INPUTS[6])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_z_alpha(&self) -> __c::Parts {
            __c::traced(
                self.z_alpha(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "normal_quantile", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let confidence =
                    __Clone::clone(& self.confidence); let part = (1.0).eq_sub((1.0)
                    .eq_sub(confidence) ? .eq_div(2.0) ?) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_outcomes_needed(&self) -> __c::Parts {
            __c::traced(
                self.outcomes_needed(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let drop = __Clone::clone(& self.drop); let outcomes_for = |
                    drop_size : f64 | self.outcomes_for(drop_size); let part =
                    outcomes_for(drop) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![
                    __c::CallSite { name : "outcomes_for", args :
                    ::std::vec![__c::Operand::Name("drop")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_outcomes_for(&self, drop_size: f64) -> __c::Parts {
            __c::traced(
                self.outcomes_for(__Clone::clone(&drop_size)),
                &__METHODS[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "sqrt", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let baseline_accuracy =
                    __Clone::clone(& self.baseline_accuracy); let part =
                    baseline_accuracy.eq_mul((1.0).eq_sub(baseline_accuracy) ?) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_collection_time(&self, source: String) -> __c::Parts {
            __c::traced(
                self.collection_time(__Clone::clone(&source)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let label_rates = __Clone::clone(& self.label_rates); let source
                    = __Clone::clone(& source); let part = ::mlsysim_core::equation::at(&
                    label_rates, & source) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_collection_time_for(
            &self,
            outcomes: f64,
            source: String,
        ) -> __c::Parts {
            __c::traced(
                self
                    .collection_time_for(
                        __Clone::clone(&outcomes),
                        __Clone::clone(&source),
                    ),
                &__METHODS[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let label_rates = __Clone::clone(& self.label_rates); let source
                    = __Clone::clone(& source); let part = ::mlsysim_core::equation::at(&
                    label_rates, & source) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl DriftConfirmationBuilder {
        ///Sets `baseline_accuracy`: Accuracy before the drop.
        #[must_use]
        pub fn baseline_accuracy(mut self, value: f64) -> Self {
            self.baseline_accuracy = Some(value);
            self
        }
        ///Sets `drop`: Accuracy drop to confirm.
        #[must_use]
        pub fn drop(mut self, value: f64) -> Self {
            self.drop = Some(value);
            self
        }
        ///Sets `confidence`: Confidence of the test (1 − false-alarm rate).
        #[must_use]
        pub fn confidence(mut self, value: f64) -> Self {
            self.confidence = Some(value);
            self
        }
        ///Sets `power`: Power of the test (chance of confirming a real drop).
        #[must_use]
        pub fn power(mut self, value: f64) -> Self {
            self.power = Some(value);
            self
        }
        ///Sets `evidence_budget`: Outcomes the team can afford to collect.
        #[must_use]
        pub fn evidence_budget(mut self, value: u32) -> Self {
            self.evidence_budget = Some(value);
            self
        }
        ///Sets `label_rates`: Label arrival rate per source; a source that labels nothing is left out.
        #[must_use]
        pub fn label_rates(mut self, value: Named<Frequency>) -> Self {
            self.label_rates = Some(value);
            self
        }
        ///Sets `compared_drops`: Further drops to compare.
        #[must_use]
        pub fn compared_drops(mut self, value: Vec<f64>) -> Self {
            self.compared_drops = Some(value);
            self
        }
        ///Leaves `compared_drops` absent.
        #[must_use]
        pub fn without_compared_drops(mut self) -> Self {
            self.compared_drops = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DriftConfirmation, __c::InputError> {
            let scenario = DriftConfirmation {
                baseline_accuracy: __c::given(
                    self.baseline_accuracy,
                    "baseline_accuracy",
                )?,
                drop: __c::given(self.drop, "drop")?,
                confidence: __c::given(self.confidence, "confidence")?,
                power: __c::given(self.power, "power")?,
                evidence_budget: __c::given(self.evidence_budget, "evidence_budget")?,
                label_rates: __c::given(self.label_rates, "label_rates")?,
                compared_drops: self.compared_drops,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DriftConfirmationBuilder {
        type Scenario = DriftConfirmation;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "baseline_accuracy" => {
                    self.baseline_accuracy = __c::set(value, &__INPUTS[0])?;
                }
                "drop" => self.drop = __c::set(value, &__INPUTS[1])?,
                "confidence" => self.confidence = __c::set(value, &__INPUTS[2])?,
                "power" => self.power = __c::set(value, &__INPUTS[3])?,
                "evidence_budget" => {
                    self.evidence_budget = __c::set(value, &__INPUTS[4])?;
                }
                "label_rates" => self.label_rates = __c::set(value, &__INPUTS[5])?,
                "compared_drops" => self.compared_drops = __c::set(value, &__INPUTS[6])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DriftConfirmation, __c::InputError> {
            DriftConfirmationBuilder::build(self)
        }
    }
    impl<'a> DriftConfirmationValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DriftConfirmation {
            self.scenario
        }
        ///[`DriftConfirmation::outcomes_for`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn outcomes_for(&self, drop_size: f64) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_outcomes_for(
                    __Clone::clone(&self.z_alpha)?,
                    __Clone::clone(&self.z_beta)?,
                    drop_size,
                )
        }
        ///[`DriftConfirmation::collection_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn collection_time(&self, source: String) -> __Result<Time, __c::EvalError> {
            self.scenario.collection_time(source)
        }
        ///[`DriftConfirmation::collection_time_for`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn collection_time_for(
            &self,
            outcomes: f64,
            source: String,
        ) -> __Result<Time, __c::EvalError> {
            self.scenario.collection_time_for(outcomes, source)
        }
    }
    impl __c::Scenario for DriftConfirmation {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DriftConfirmation",
            family: &WATCHING,
            summary: "Labelled outcomes needed to confirm an accuracy drop with a one-sample test, and how long collecting them takes at each label source's rate.",
            description: "",
            notes: __c::meta::Notes {
                equation: "n = ((z_α·√(p0(1−p0)) + z_β·√(p1(1−p1))) ÷ (p0 − p1))², p1 = p0 − drop; time = outcomes ÷ label rate",
                assumptions: &[
                    "Outcomes are independent Bernoulli trials at the current accuracy.",
                    "The test is two-sided at the given confidence, with the given power against the given drop.",
                ],
                rules: __RULES,
                excludes: &[
                    "Delays between a prediction and its label arriving beyond the label rate.",
                ],
                derivation: &[
                    "Normal approximation to the binomial for a one-proportion test; the quantiles z come from the standard normal distribution (statrs).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Outcomes needed to confirm a 5-point drop",
                    code: "// Outcomes needed to confirm a 5-point drop\nuse mlsysim_scenarios::watching::labeled_outcome_drift_confirmation;\n\nlet s = labeled_outcome_drift_confirmation()?;\nassert!((s.outcomes_needed()? - 184.76998455768134).abs() < 1e-9);\nassert_eq!(s.collection_time(\"low\".into())?.value, 864_000.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DriftConfirmationBuilder;
        fn to_builder(&self) -> DriftConfirmationBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.baseline_accuracy,
                    &self.drop,
                    &self.confidence,
                    &self.power,
                    &self.evidence_budget,
                    &self.label_rates,
                    &self.compared_drops,
                ],
                &[&values.z_alpha, &values.z_beta, &values.outcomes_needed],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "outcomes_for" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.outcomes_for(a0), &__METHODS[0])
                }
                "collection_time" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.collection_time(a0), &__METHODS[1])
                }
                "collection_time_for" => {
                    let (a0, a1) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.collection_time_for(a0, a1), &__METHODS[2])
                }
                _ => Err(__c::unknown_method(method, __METHODS, __PROPERTIES)),
            }
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "z_alpha" => Some(Ok(self.__explain_z_alpha())),
                "outcomes_needed" => Some(Ok(self.__explain_outcomes_needed())),
                "outcomes_for" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_outcomes_for(a0)),
                    )
                }
                "collection_time" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_collection_time(a0)),
                    )
                }
                "collection_time_for" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0, a1)| self.__explain_collection_time_for(a0, a1)),
                    )
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "drop" => __c::samples(&self.drop, ::core::option::Option::None),
                "compared_drops" => {
                    __c::samples(&self.compared_drops, ::core::option::Option::None)
                }
                "label_rates" => {
                    __c::samples(
                        &self.label_rates,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::PER_DAY.erase(),
                        ),
                    )
                }
                "outcomes_needed" => {
                    self.outcomes_needed()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(&v, ::core::option::Option::None),
                        )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(DriftConfirmation);
};
