/**A continuous feature fitted as a normal law at reference and now: the Kullback-Leibler divergence of the reference fit from the current one, its terms, and whether it reaches the service's threshold.

# Equation

KL(P‖Q) = ln(σ_Q/σ_P) + (σ_P² + (μ_P − μ_Q)²) ÷ (2σ_Q²) − ½

# Assumptions

- Both the reference and the current values are normally distributed (here, log-dollars).

# Excludes

- Drift in the tails that a normal fit does not see.

# Derivation

- The closed form of the Kullback-Leibler divergence between two normal laws.

# Examples

```rust
// Transaction amounts drift past the investigate threshold
use mlsysim_fleet::security::fraud_amount_drift;

assert!(fraud_amount_drift()?.triggers()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct GaussianDrift {
    ///Mean of the reference fit.
    pub reference_mean: f64,
    ///Standard deviation of the reference fit. *Allowed > 0.*
    pub reference_sd: f64,
    ///Mean of the current fit.
    pub current_mean: f64,
    ///Standard deviation of the current fit. *Allowed > 0.*
    pub current_sd: f64,
    ///The divergence at which the service investigates. *Optional (absent by default); allowed >= 0.*
    pub kl_trigger: Option<f64>,
}
///Builds a [`GaussianDrift`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct GaussianDriftBuilder {
    reference_mean: ::core::option::Option<f64>,
    reference_sd: ::core::option::Option<f64>,
    current_mean: ::core::option::Option<f64>,
    current_sd: ::core::option::Option<f64>,
    kl_trigger: ::core::option::Option<f64>,
}
///Every property of a [`GaussianDrift`], each computed once (see [`GaussianDrift::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct GaussianDriftValues<'a> {
    scenario: &'a GaussianDrift,
    ///Whether the divergence reaches the threshold.
    pub triggers: ::core::result::Result<bool, ::mlsysim_core::EvalError>,
    ///The closed form's terms: the log term, the ratio's numerator and its denominator.
    pub kl_terms: ::core::result::Result<Vec<f64>, ::mlsysim_core::EvalError>,
    ///The log term, ln(σ_Q/σ_P).
    pub kl_log_term: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The ratio term, (σ_P² + (μ_P − μ_Q)²) ÷ (2σ_Q²).
    pub kl_ratio_term: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The divergence of the reference fit from the current fit, in nats.
    pub kl: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "reference_mean",
            ty: "f64",
            doc: "Mean of the reference fit.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "reference_sd",
            ty: "f64",
            doc: "Standard deviation of the reference fit.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "current_mean",
            ty: "f64",
            doc: "Mean of the current fit.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "current_sd",
            ty: "f64",
            doc: "Standard deviation of the current fit.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kl_trigger",
            ty: "Option<f64>",
            doc: "The divergence at which the service investigates.",
            optional: true,
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "triggers",
            doc: "Whether the divergence reaches the threshold.",
            equation: "kl >= kl_trigger",
            result_type: "bool",
            depends_on: &["kl_trigger", "kl"],
            requires: &["kl_trigger"],
            template: "{kl} >= {kl_trigger}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kl_terms",
            doc: "The closed form's terms: the log term, the ratio's numerator and its denominator.",
            equation: "gaussian_kl_terms(reference_mean, reference_sd, current_mean, current_sd)",
            result_type: "Vec<f64>",
            depends_on: &[
                "reference_mean",
                "reference_sd",
                "current_mean",
                "current_sd",
            ],
            calls: &["gaussian_kl_terms"],
            template: "gaussian_kl_terms(\n    {reference_mean},\n    {reference_sd},\n    {current_mean},\n    {current_sd},\n)",
            named_calls: "gaussian_kl_terms(reference_mean, reference_sd, current_mean, current_sd)",
            operation: "result of `gaussian_kl_terms`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kl_log_term",
            doc: "The log term, ln(σ_Q/σ_P).",
            equation: "kl_terms[0]",
            result_type: "f64",
            depends_on: &["kl_terms"],
            template: "{#0 kl_terms[0]}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kl_ratio_term",
            doc: "The ratio term, (σ_P² + (μ_P − μ_Q)²) ÷ (2σ_Q²).",
            equation: "kl_terms[1] / kl_terms[2]",
            result_type: "f64",
            depends_on: &["kl_terms"],
            template: "{#0 kl_terms[1]} / {#1 kl_terms[2]}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kl",
            doc: "The divergence of the reference fit from the current fit, in nats.",
            equation: "gaussian_kl(reference_mean, reference_sd, current_mean, current_sd)",
            result_type: "f64",
            depends_on: &[
                "reference_mean",
                "reference_sd",
                "current_mean",
                "current_sd",
            ],
            calls: &["gaussian_kl"],
            template: "gaussian_kl({reference_mean}, {reference_sd}, {current_mean}, {current_sd})",
            named_calls: "gaussian_kl(reference_mean, reference_sd, current_mean, current_sd)",
            operation: "result of `gaussian_kl`",
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
    impl GaussianDrift {
        ///Starts a [`GaussianDriftBuilder`]; required inputs must be set before [`GaussianDriftBuilder::build`].
        #[must_use]
        pub fn builder() -> GaussianDriftBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> GaussianDriftBuilder {
            GaussianDriftBuilder {
                reference_mean: Some(__Clone::clone(&self.reference_mean)),
                reference_sd: Some(__Clone::clone(&self.reference_sd)),
                current_mean: Some(__Clone::clone(&self.current_mean)),
                current_sd: Some(__Clone::clone(&self.current_sd)),
                kl_trigger: __Clone::clone(&self.kl_trigger),
            }
        }
        ///Whether the divergence reaches the threshold. Equation: `kl >= kl_trigger`. Requires `kl_trigger` (an error names the absent one).
        #[inline]
        pub fn triggers(&self) -> __Result<bool, __c::EvalError> {
            self.__eq_triggers(self.kl()?)
        }
        #[doc(hidden)]
        fn __eq_triggers(&self, kl: f64) -> __Result<bool, __c::EvalError> {
            let kl_trigger = __c::present(&self.kl_trigger, "triggers", "kl_trigger")?;
            struct triggers {}
            __c::member(
                (|| __c::conform::<bool, _, triggers>(kl >= kl_trigger))(),
                &__PROPERTIES[0],
            )
        }
        ///The closed form's terms: the log term, the ratio's numerator and its denominator. Equation: `gaussian_kl_terms(reference_mean, reference_sd, current_mean, current_sd)`.
        #[inline]
        pub fn kl_terms(&self) -> __Result<Vec<f64>, __c::EvalError> {
            let reference_mean = __Clone::clone(&self.reference_mean);
            let reference_sd = __Clone::clone(&self.reference_sd);
            let current_mean = __Clone::clone(&self.current_mean);
            let current_sd = __Clone::clone(&self.current_sd);
            struct kl_terms {}
            __c::member(
                (|| __c::conform::<
                    Vec<f64>,
                    _,
                    kl_terms,
                >(
                    ::mlsysim_core::equation::gaussian_kl_terms(
                        reference_mean,
                        reference_sd,
                        current_mean,
                        current_sd,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///The log term, ln(σ_Q/σ_P). Equation: `kl_terms[0]`.
        #[inline]
        pub fn kl_log_term(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_kl_log_term(self.kl_terms()?)
        }
        #[doc(hidden)]
        fn __eq_kl_log_term(&self, kl_terms: Vec<f64>) -> __Result<f64, __c::EvalError> {
            struct kl_log_term {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    kl_log_term,
                >(::mlsysim_core::equation::at(&kl_terms, &0i64)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The ratio term, (σ_P² + (μ_P − μ_Q)²) ÷ (2σ_Q²). Equation: `kl_terms[1] / kl_terms[2]`.
        #[inline]
        pub fn kl_ratio_term(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_kl_ratio_term(self.kl_terms()?)
        }
        #[doc(hidden)]
        fn __eq_kl_ratio_term(
            &self,
            kl_terms: Vec<f64>,
        ) -> __Result<f64, __c::EvalError> {
            struct kl_ratio_term {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    kl_ratio_term,
                >(
                    ::mlsysim_core::equation::at(&kl_terms, &1i64)?
                        .eq_div(::mlsysim_core::equation::at(&kl_terms, &2i64)?)?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///The divergence of the reference fit from the current fit, in nats. Equation: `gaussian_kl(reference_mean, reference_sd, current_mean, current_sd)`.
        #[inline]
        pub fn kl(&self) -> __Result<f64, __c::EvalError> {
            let reference_mean = __Clone::clone(&self.reference_mean);
            let reference_sd = __Clone::clone(&self.reference_sd);
            let current_mean = __Clone::clone(&self.current_mean);
            let current_sd = __Clone::clone(&self.current_sd);
            struct kl {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    kl,
                >(
                    ::mlsysim_core::equation::gaussian_kl(
                        reference_mean,
                        reference_sd,
                        current_mean,
                        current_sd,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`GaussianDriftValues`].
        #[must_use]
        pub fn evaluate(&self) -> GaussianDriftValues<'_> {
            let kl = self.kl();
            let triggers = __c::after((&kl,), |(v0,)| self.__eq_triggers(v0));
            let kl_terms = self.kl_terms();
            let kl_log_term = __c::after(
                (&kl_terms,),
                |(v0,)| self.__eq_kl_log_term(v0),
            );
            let kl_ratio_term = __c::after(
                (&kl_terms,),
                |(v0,)| self.__eq_kl_ratio_term(v0),
            );
            GaussianDriftValues {
                scenario: self,
                triggers,
                kl_terms,
                kl_log_term,
                kl_ratio_term,
                kl,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.reference_mean, &__INPUTS[0])?;
            __c::bounded(&self.reference_sd, &__INPUTS[1])?;
            __c::finite(&self.current_mean, &__INPUTS[2])?;
            __c::bounded(&self.current_sd, &__INPUTS[3])?;
            __c::bounded(&self.kl_trigger, &__INPUTS[4])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_kl_log_term(&self) -> __c::Parts {
            __c::traced(
                self.kl_log_term(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let kl_terms = self.kl_terms() ?; let part =
                    ::mlsysim_core::equation::at(& kl_terms, & 0i64) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_kl_ratio_term(&self) -> __c::Parts {
            __c::traced(
                self.kl_ratio_term(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let kl_terms = self.kl_terms() ?; let part =
                    ::mlsysim_core::equation::at(& kl_terms, & 1i64) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let kl_terms = self.kl_terms() ?; let part =
                    ::mlsysim_core::equation::at(& kl_terms, & 2i64) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl GaussianDriftBuilder {
        ///Sets `reference_mean`: Mean of the reference fit.
        #[must_use]
        pub fn reference_mean(mut self, value: f64) -> Self {
            self.reference_mean = Some(value);
            self
        }
        ///Sets `reference_sd`: Standard deviation of the reference fit.
        #[must_use]
        pub fn reference_sd(mut self, value: f64) -> Self {
            self.reference_sd = Some(value);
            self
        }
        ///Sets `current_mean`: Mean of the current fit.
        #[must_use]
        pub fn current_mean(mut self, value: f64) -> Self {
            self.current_mean = Some(value);
            self
        }
        ///Sets `current_sd`: Standard deviation of the current fit.
        #[must_use]
        pub fn current_sd(mut self, value: f64) -> Self {
            self.current_sd = Some(value);
            self
        }
        ///Sets `kl_trigger`: The divergence at which the service investigates.
        #[must_use]
        pub fn kl_trigger(mut self, value: f64) -> Self {
            self.kl_trigger = Some(value);
            self
        }
        ///Leaves `kl_trigger` absent.
        #[must_use]
        pub fn without_kl_trigger(mut self) -> Self {
            self.kl_trigger = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<GaussianDrift, __c::InputError> {
            let scenario = GaussianDrift {
                reference_mean: __c::given(self.reference_mean, "reference_mean")?,
                reference_sd: __c::given(self.reference_sd, "reference_sd")?,
                current_mean: __c::given(self.current_mean, "current_mean")?,
                current_sd: __c::given(self.current_sd, "current_sd")?,
                kl_trigger: self.kl_trigger,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for GaussianDriftBuilder {
        type Scenario = GaussianDrift;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "reference_mean" => self.reference_mean = __c::set(value, &__INPUTS[0])?,
                "reference_sd" => self.reference_sd = __c::set(value, &__INPUTS[1])?,
                "current_mean" => self.current_mean = __c::set(value, &__INPUTS[2])?,
                "current_sd" => self.current_sd = __c::set(value, &__INPUTS[3])?,
                "kl_trigger" => self.kl_trigger = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<GaussianDrift, __c::InputError> {
            GaussianDriftBuilder::build(self)
        }
    }
    impl<'a> GaussianDriftValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a GaussianDrift {
            self.scenario
        }
    }
    impl __c::Scenario for GaussianDrift {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "GaussianDrift",
            family: &SECURITY,
            summary: "A continuous feature fitted as a normal law at reference and now: the Kullback-Leibler divergence of the reference fit from the current one, its terms, and whether it reaches the service's threshold.",
            description: "",
            notes: __c::meta::Notes {
                equation: "KL(P‖Q) = ln(σ_Q/σ_P) + (σ_P² + (μ_P − μ_Q)²) ÷ (2σ_Q²) − ½",
                assumptions: &[
                    "Both the reference and the current values are normally distributed (here, log-dollars).",
                ],
                rules: __RULES,
                excludes: &["Drift in the tails that a normal fit does not see."],
                derivation: &[
                    "The closed form of the Kullback-Leibler divergence between two normal laws.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Transaction amounts drift past the investigate threshold",
                    code: "// Transaction amounts drift past the investigate threshold\nuse mlsysim_fleet::security::fraud_amount_drift;\n\nassert!(fraud_amount_drift()?.triggers()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = GaussianDriftBuilder;
        fn to_builder(&self) -> GaussianDriftBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.reference_mean,
                    &self.reference_sd,
                    &self.current_mean,
                    &self.current_sd,
                    &self.kl_trigger,
                ],
                &[
                    &values.triggers,
                    &values.kl_terms,
                    &values.kl_log_term,
                    &values.kl_ratio_term,
                    &values.kl,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "kl_log_term" => Some(Ok(self.__explain_kl_log_term())),
                "kl_ratio_term" => Some(Ok(self.__explain_kl_ratio_term())),
                _ => None,
            }
        }
    }
    __c::glue!(GaussianDrift);
};
