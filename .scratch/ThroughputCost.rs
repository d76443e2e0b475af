/**The same workload on the same resources served without a set of security controls and with them: the rate lost and the overhead as a share of the rate.

# Equation

lost = baseline − controlled; overhead = 1 − controlled ÷ baseline

# Assumptions

- Both rates are measured on the same workload and the same resource budget.

# Excludes

- Which control costs what: the loss is measured whole.

# Derivation

- A matched comparison of two throughputs.

# Examples

```rust
// Tenant isolation costs 15% of the throughput
use mlsysim_fleet::security::secure_multi_tenant_serving;

assert!((secure_multi_tenant_serving()?.overhead()? - 0.15).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ThroughputCost {
    ///Rate without the controls. *Shown in `TOKENS_PER_SECOND`; allowed > 0.*
    pub baseline_rate: Frequency,
    ///Rate with them. *Shown in `TOKENS_PER_SECOND`; allowed >= 0.*
    pub controlled_rate: Frequency,
}
///Builds a [`ThroughputCost`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ThroughputCostBuilder {
    baseline_rate: ::core::option::Option<Frequency>,
    controlled_rate: ::core::option::Option<Frequency>,
}
///Every property of a [`ThroughputCost`], each computed once (see [`ThroughputCost::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ThroughputCostValues<'a> {
    scenario: &'a ThroughputCost,
    ///The rate the controls cost.
    pub rate_lost: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///The controls' cost as a share of the baseline rate.
    pub overhead: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "baseline_rate",
            ty: "Frequency",
            doc: "Rate without the controls.",
            label: {
                __c::units::unit_for::<
                    Frequency,
                    _,
                >(&::mlsysim_core::units::TOKENS_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TOKENS_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "controlled_rate",
            ty: "Frequency",
            doc: "Rate with them.",
            label: {
                __c::units::unit_for::<
                    Frequency,
                    _,
                >(&::mlsysim_core::units::TOKENS_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TOKENS_PER_SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "rate_lost",
            doc: "The rate the controls cost.",
            equation: "baseline_rate - controlled_rate",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<
                    Frequency,
                    _,
                >(&::mlsysim_core::units::TOKENS_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TOKENS_PER_SECOND)
            },
            depends_on: &["baseline_rate", "controlled_rate"],
            template: "{baseline_rate} - {controlled_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "overhead",
            doc: "The controls' cost as a share of the baseline rate.",
            equation: "1.0 - controlled_rate / baseline_rate",
            result_type: "f64",
            depends_on: &["controlled_rate", "baseline_rate"],
            template: "1.0 - {controlled_rate} / {baseline_rate}",
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
    impl ThroughputCost {
        ///Starts a [`ThroughputCostBuilder`]; required inputs must be set before [`ThroughputCostBuilder::build`].
        #[must_use]
        pub fn builder() -> ThroughputCostBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ThroughputCostBuilder {
            ThroughputCostBuilder {
                baseline_rate: Some(__Clone::clone(&self.baseline_rate)),
                controlled_rate: Some(__Clone::clone(&self.controlled_rate)),
            }
        }
        ///The rate the controls cost. Equation: `baseline_rate - controlled_rate`.
        #[inline]
        pub fn rate_lost(&self) -> __Result<Frequency, __c::EvalError> {
            let baseline_rate = __Clone::clone(&self.baseline_rate);
            let controlled_rate = __Clone::clone(&self.controlled_rate);
            struct rate_lost {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    rate_lost,
                >(baseline_rate.eq_sub(controlled_rate)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The controls' cost as a share of the baseline rate. Equation: `1.0 - controlled_rate / baseline_rate`.
        #[inline]
        pub fn overhead(&self) -> __Result<f64, __c::EvalError> {
            let controlled_rate = __Clone::clone(&self.controlled_rate);
            let baseline_rate = __Clone::clone(&self.baseline_rate);
            struct overhead {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    overhead,
                >((1.0).eq_sub(controlled_rate.eq_div(baseline_rate)?)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ThroughputCostValues`].
        #[must_use]
        pub fn evaluate(&self) -> ThroughputCostValues<'_> {
            let rate_lost = self.rate_lost();
            let overhead = self.overhead();
            ThroughputCostValues {
                scenario: self,
                rate_lost,
                overhead,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.baseline_rate, &__INPUTS[0])?;
            __c::bounded(&self.controlled_rate, &__INPUTS[1])?;
            Ok(())
        }
    }
    impl ThroughputCostBuilder {
        ///Sets `baseline_rate`: Rate without the controls.
        #[must_use]
        pub fn baseline_rate(mut self, value: Frequency) -> Self {
            self.baseline_rate = Some(value);
            self
        }
        ///Sets `controlled_rate`: Rate with them.
        #[must_use]
        pub fn controlled_rate(mut self, value: Frequency) -> Self {
            self.controlled_rate = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ThroughputCost, __c::InputError> {
            let scenario = ThroughputCost {
                baseline_rate: __c::given(self.baseline_rate, "baseline_rate")?,
                controlled_rate: __c::given(self.controlled_rate, "controlled_rate")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ThroughputCostBuilder {
        type Scenario = ThroughputCost;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "baseline_rate" => self.baseline_rate = __c::set(value, &__INPUTS[0])?,
                "controlled_rate" => {
                    self.controlled_rate = __c::set(value, &__INPUTS[1])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ThroughputCost, __c::InputError> {
            ThroughputCostBuilder::build(self)
        }
    }
    impl<'a> ThroughputCostValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ThroughputCost {
            self.scenario
        }
    }
    impl __c::Scenario for ThroughputCost {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ThroughputCost",
            family: &SECURITY,
            summary: "The same workload on the same resources served without a set of security controls and with them: the rate lost and the overhead as a share of the rate.",
            description: "",
            notes: __c::meta::Notes {
                equation: "lost = baseline − controlled; overhead = 1 − controlled ÷ baseline",
                assumptions: &[
                    "Both rates are measured on the same workload and the same resource budget.",
                ],
                rules: __RULES,
                excludes: &["Which control costs what: the loss is measured whole."],
                derivation: &["A matched comparison of two throughputs."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Tenant isolation costs 15% of the throughput",
                    code: "// Tenant isolation costs 15% of the throughput\nuse mlsysim_fleet::security::secure_multi_tenant_serving;\n\nassert!((secure_multi_tenant_serving()?.overhead()? - 0.15).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ThroughputCostBuilder;
        fn to_builder(&self) -> ThroughputCostBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.baseline_rate, &self.controlled_rate],
                &[&values.rate_lost, &values.overhead],
            )
        }
    }
    __c::glue!(ThroughputCost);
};
