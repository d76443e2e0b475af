/**A two-sample Kolmogorov-Smirnov drift test of a feature's training values against recent ones: the critical distance at these sample sizes, and whether an observed distance flags.

The coefficient sets the significance level (about 1.36 at 0.05); the critical distance is
the coefficient times a factor that shrinks as either sample grows. A release policy may act
only above its own gate, compared here with the critical distance.

# Equation

D_crit = c × sqrt((n₀ + nₜ) ÷ (n₀ nₜ)); flags when D > D_crit; gate over critical = gate ÷ D_crit

# Assumptions

- The large-sample approximation of the Kolmogorov-Smirnov distribution holds at these sizes.
- The coefficient is taken as given; `significance` records the level it was computed for.

# Excludes

- Corrections for ties and for testing many features at once (give the corrected level's coefficient).

# Derivation

- Smirnov's asymptotic two-sample distribution.

# Examples

```rust
// 1,000 against 1,000 clips
use mlsysim_data::delivery::loudness_drift_ks_1000;

let s = loudness_drift_ks_1000()?;
assert!(s.flags()?);
assert!(!s.flags_statistic(0.05)?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct KsDrift {
    ///Kolmogorov-Smirnov coefficient c(α) of the chosen level. *Allowed > 0.*
    pub coefficient: f64,
    ///Training values compared. *Allowed >= 1.*
    pub n_reference: i64,
    ///Recent values compared. *Allowed >= 1.*
    pub n_current: i64,
    ///The largest gap observed between the two empirical distribution functions. *Optional (absent by default); allowed [0.0, 1.0].*
    pub observed_statistic: Option<f64>,
    ///The level the coefficient was computed for, when it is not the registry's 0.05. *Optional (absent by default); allowed > 0 and [0.0, 1.0).*
    pub significance: Option<f64>,
    ///The distance above which a release policy acts. *Optional (absent by default); allowed [0.0, 1.0].*
    pub alert_gate: Option<f64>,
}
///Builds a [`KsDrift`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct KsDriftBuilder {
    coefficient: ::core::option::Option<f64>,
    n_reference: ::core::option::Option<i64>,
    n_current: ::core::option::Option<i64>,
    observed_statistic: ::core::option::Option<f64>,
    significance: ::core::option::Option<f64>,
    alert_gate: ::core::option::Option<f64>,
}
///Every property of a [`KsDrift`], each computed once (see [`KsDrift::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct KsDriftValues<'a> {
    scenario: &'a KsDrift,
    ///The policy gate over the critical distance.
    pub gate_over_critical: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The sample-size factor sqrt((n₀ + nₜ) ÷ (n₀ nₜ)) that the coefficient multiplies.
    pub scale: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The critical distance at these sample sizes.
    pub critical_value: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Whether the observed distance exceeds the critical one.
    pub flags: ::core::result::Result<bool, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "coefficient",
            ty: "f64",
            doc: "Kolmogorov-Smirnov coefficient c(α) of the chosen level.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "n_reference",
            ty: "i64",
            doc: "Training values compared.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "n_current",
            ty: "i64",
            doc: "Recent values compared.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "observed_statistic",
            ty: "Option<f64>",
            doc: "The largest gap observed between the two empirical distribution functions.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "significance",
            ty: "Option<f64>",
            doc: "The level the coefficient was computed for, when it is not the registry's 0.05.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "alert_gate",
            ty: "Option<f64>",
            doc: "The distance above which a release policy acts.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "gate_over_critical",
            doc: "The policy gate over the critical distance.",
            equation: "alert_gate / critical_value",
            result_type: "f64",
            depends_on: &["alert_gate", "critical_value"],
            requires: &["alert_gate"],
            template: "{alert_gate} / {critical_value}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "scale",
            doc: "The sample-size factor sqrt((n₀ + nₜ) ÷ (n₀ nₜ)) that the coefficient multiplies.",
            equation: "critical_value / coefficient",
            result_type: "f64",
            depends_on: &["coefficient", "critical_value"],
            template: "{critical_value} / {coefficient}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "critical_value",
            doc: "The critical distance at these sample sizes.",
            equation: "ks_critical_value(coefficient, n_reference, n_current)",
            result_type: "f64",
            depends_on: &["coefficient", "n_reference", "n_current"],
            calls: &["ks_critical_value"],
            template: "ks_critical_value({coefficient}, {n_reference}, {n_current})",
            named_calls: "ks_critical_value(coefficient, n_reference, n_current)",
            operation: "result of `ks_critical_value`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "flags",
            doc: "Whether the observed distance exceeds the critical one.",
            equation: "observed_statistic > critical_value",
            result_type: "bool",
            depends_on: &["observed_statistic", "critical_value"],
            requires: &["observed_statistic"],
            template: "{observed_statistic} > {critical_value}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "flags_statistic",
            kind: __c::MemberKind::Method,
            doc: "Whether a distance of `statistic` would exceed the critical one.",
            equation: "statistic > critical_value",
            args: &[
                __c::ArgInfo {
                    name: "statistic",
                    ty: "f64",
                    samples: &[
                        __c::Sample::Literal("0.05"),
                        __c::Sample::Literal("0.1"),
                    ],
                    bounds: __c::Bounds::range(
                        Some(0f64),
                        Some(1f64),
                        true,
                        "[0.0, 1.0]",
                    ),
                },
            ],
            result_type: "bool",
            depends_on: &["critical_value"],
            template: "{statistic} > {critical_value}",
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
    impl KsDrift {
        ///Starts a [`KsDriftBuilder`]; required inputs must be set before [`KsDriftBuilder::build`].
        #[must_use]
        pub fn builder() -> KsDriftBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> KsDriftBuilder {
            KsDriftBuilder {
                coefficient: Some(__Clone::clone(&self.coefficient)),
                n_reference: Some(__Clone::clone(&self.n_reference)),
                n_current: Some(__Clone::clone(&self.n_current)),
                observed_statistic: __Clone::clone(&self.observed_statistic),
                significance: __Clone::clone(&self.significance),
                alert_gate: __Clone::clone(&self.alert_gate),
            }
        }
        ///The policy gate over the critical distance. Equation: `alert_gate / critical_value`. Requires `alert_gate` (an error names the absent one).
        #[inline]
        pub fn gate_over_critical(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_gate_over_critical(self.critical_value()?)
        }
        #[doc(hidden)]
        fn __eq_gate_over_critical(
            &self,
            critical_value: f64,
        ) -> __Result<f64, __c::EvalError> {
            let alert_gate = __c::present(
                &self.alert_gate,
                "gate_over_critical",
                "alert_gate",
            )?;
            struct gate_over_critical {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    gate_over_critical,
                >(alert_gate.eq_div(critical_value)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The sample-size factor sqrt((n₀ + nₜ) ÷ (n₀ nₜ)) that the coefficient multiplies. Equation: `critical_value / coefficient`.
        #[inline]
        pub fn scale(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_scale(self.critical_value()?)
        }
        #[doc(hidden)]
        fn __eq_scale(&self, critical_value: f64) -> __Result<f64, __c::EvalError> {
            let coefficient = __Clone::clone(&self.coefficient);
            struct scale {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    scale,
                >(critical_value.eq_div(coefficient)?))(),
                &__PROPERTIES[1],
            )
        }
        ///The critical distance at these sample sizes. Equation: `ks_critical_value(coefficient, n_reference, n_current)`.
        #[inline]
        pub fn critical_value(&self) -> __Result<f64, __c::EvalError> {
            let coefficient = __Clone::clone(&self.coefficient);
            let n_reference = __Clone::clone(&self.n_reference);
            let n_current = __Clone::clone(&self.n_current);
            struct critical_value {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    critical_value,
                >(
                    ::mlsysim_core::equation::ks_critical_value(
                        coefficient,
                        n_reference,
                        n_current,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Whether the observed distance exceeds the critical one. Equation: `observed_statistic > critical_value`. Requires `observed_statistic` (an error names the absent one).
        #[inline]
        pub fn flags(&self) -> __Result<bool, __c::EvalError> {
            self.__eq_flags(self.critical_value()?)
        }
        #[doc(hidden)]
        fn __eq_flags(&self, critical_value: f64) -> __Result<bool, __c::EvalError> {
            let observed_statistic = __c::present(
                &self.observed_statistic,
                "flags",
                "observed_statistic",
            )?;
            struct flags {}
            __c::member(
                (|| __c::conform::<
                    bool,
                    _,
                    flags,
                >(observed_statistic > critical_value))(),
                &__PROPERTIES[3],
            )
        }
        ///Whether a distance of `statistic` would exceed the critical one. Equation: `statistic > critical_value`.
        #[inline]
        pub fn flags_statistic(&self, statistic: f64) -> __Result<bool, __c::EvalError> {
            self.__eq_flags_statistic(self.critical_value()?, statistic)
        }
        #[doc(hidden)]
        fn __eq_flags_statistic(
            &self,
            critical_value: f64,
            statistic: f64,
        ) -> __Result<bool, __c::EvalError> {
            __c::argument(&statistic, "flags_statistic", &(&__METHODS[0]).args[0])?;
            struct flags_statistic {}
            __c::member(
                (|| __c::conform::<
                    bool,
                    _,
                    flags_statistic,
                >(statistic > critical_value))(),
                &__METHODS[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`KsDriftValues`].
        #[must_use]
        pub fn evaluate(&self) -> KsDriftValues<'_> {
            let critical_value = self.critical_value();
            let gate_over_critical = __c::after(
                (&critical_value,),
                |(v0,)| self.__eq_gate_over_critical(v0),
            );
            let scale = __c::after((&critical_value,), |(v0,)| self.__eq_scale(v0));
            let flags = __c::after((&critical_value,), |(v0,)| self.__eq_flags(v0));
            KsDriftValues {
                scenario: self,
                gate_over_critical,
                scale,
                critical_value,
                flags,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.coefficient, &__INPUTS[0])?;
            __c::bounded_plain(&self.n_reference, &__INPUTS[1])?;
            __c::bounded_plain(&self.n_current, &__INPUTS[2])?;
            __c::bounded_plain(&self.observed_statistic, &__INPUTS[3])?;
            __c::bounded_plain(&self.significance, &__INPUTS[4])?;
            __c::bounded_plain(&self.alert_gate, &__INPUTS[5])?;
            Ok(())
        }
    }
    impl KsDriftBuilder {
        ///Sets `coefficient`: Kolmogorov-Smirnov coefficient c(α) of the chosen level.
        #[must_use]
        pub fn coefficient(mut self, value: f64) -> Self {
            self.coefficient = Some(value);
            self
        }
        ///Sets `n_reference`: Training values compared.
        #[must_use]
        pub fn n_reference(mut self, value: i64) -> Self {
            self.n_reference = Some(value);
            self
        }
        ///Sets `n_current`: Recent values compared.
        #[must_use]
        pub fn n_current(mut self, value: i64) -> Self {
            self.n_current = Some(value);
            self
        }
        ///Sets `observed_statistic`: The largest gap observed between the two empirical distribution functions.
        #[must_use]
        pub fn observed_statistic(mut self, value: f64) -> Self {
            self.observed_statistic = Some(value);
            self
        }
        ///Leaves `observed_statistic` absent.
        #[must_use]
        pub fn without_observed_statistic(mut self) -> Self {
            self.observed_statistic = None;
            self
        }
        ///Sets `significance`: The level the coefficient was computed for, when it is not the registry's 0.05.
        #[must_use]
        pub fn significance(mut self, value: f64) -> Self {
            self.significance = Some(value);
            self
        }
        ///Leaves `significance` absent.
        #[must_use]
        pub fn without_significance(mut self) -> Self {
            self.significance = None;
            self
        }
        ///Sets `alert_gate`: The distance above which a release policy acts.
        #[must_use]
        pub fn alert_gate(mut self, value: f64) -> Self {
            self.alert_gate = Some(value);
            self
        }
        ///Leaves `alert_gate` absent.
        #[must_use]
        pub fn without_alert_gate(mut self) -> Self {
            self.alert_gate = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<KsDrift, __c::InputError> {
            let scenario = KsDrift {
                coefficient: __c::given(self.coefficient, "coefficient")?,
                n_reference: __c::given(self.n_reference, "n_reference")?,
                n_current: __c::given(self.n_current, "n_current")?,
                observed_statistic: self.observed_statistic,
                significance: self.significance,
                alert_gate: self.alert_gate,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for KsDriftBuilder {
        type Scenario = KsDrift;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "coefficient" => self.coefficient = __c::set(value, &__INPUTS[0])?,
                "n_reference" => self.n_reference = __c::set(value, &__INPUTS[1])?,
                "n_current" => self.n_current = __c::set(value, &__INPUTS[2])?,
                "observed_statistic" => {
                    self.observed_statistic = __c::set(value, &__INPUTS[3])?;
                }
                "significance" => self.significance = __c::set(value, &__INPUTS[4])?,
                "alert_gate" => self.alert_gate = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<KsDrift, __c::InputError> {
            KsDriftBuilder::build(self)
        }
    }
    impl<'a> KsDriftValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a KsDrift {
            self.scenario
        }
        ///[`KsDrift::flags_statistic`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn flags_statistic(&self, statistic: f64) -> __Result<bool, __c::EvalError> {
            self.scenario
                .__eq_flags_statistic(__Clone::clone(&self.critical_value)?, statistic)
        }
    }
    impl __c::Scenario for KsDrift {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "KsDrift",
            family: &DELIVERY,
            summary: "A two-sample Kolmogorov-Smirnov drift test of a feature's training values against recent ones: the critical distance at these sample sizes, and whether an observed distance flags.",
            description: "The coefficient sets the significance level (about 1.36 at 0.05); the critical distance is\nthe coefficient times a factor that shrinks as either sample grows. A release policy may act\nonly above its own gate, compared here with the critical distance.",
            notes: __c::meta::Notes {
                equation: "D_crit = c × sqrt((n₀ + nₜ) ÷ (n₀ nₜ)); flags when D > D_crit; gate over critical = gate ÷ D_crit",
                assumptions: &[
                    "The large-sample approximation of the Kolmogorov-Smirnov distribution holds at these sizes.",
                    "The coefficient is taken as given; `significance` records the level it was computed for.",
                ],
                rules: __RULES,
                excludes: &[
                    "Corrections for ties and for testing many features at once (give the corrected level's coefficient).",
                ],
                derivation: &["Smirnov's asymptotic two-sample distribution."],
            },
            examples: &[
                __c::meta::Example {
                    title: "1,000 against 1,000 clips",
                    code: "// 1,000 against 1,000 clips\nuse mlsysim_data::delivery::loudness_drift_ks_1000;\n\nlet s = loudness_drift_ks_1000()?;\nassert!(s.flags()?);\nassert!(!s.flags_statistic(0.05)?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = KsDriftBuilder;
        fn to_builder(&self) -> KsDriftBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.coefficient,
                    &self.n_reference,
                    &self.n_current,
                    &self.observed_statistic,
                    &self.significance,
                    &self.alert_gate,
                ],
                &[
                    &values.gate_over_critical,
                    &values.scale,
                    &values.critical_value,
                    &values.flags,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "flags_statistic" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.flags_statistic(a0), &__METHODS[0])
                }
                _ => Err(__c::unknown_method(method, __METHODS, __PROPERTIES)),
            }
        }
    }
    __c::glue!(KsDrift);
};
