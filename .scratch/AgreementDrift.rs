/**A labeling campaign's kappa at a baseline and again later: how far label quality fell.

# Equation

drop = baseline kappa − later kappa

# Assumptions

- Both kappas are measured on comparable items.

# Excludes

- Why the agreement fell (new annotators, changed guidelines), which the inputs do not say.

# Derivation

- A difference of two measurements.

# Examples

```rust
// Kappa fell by 0.13 in six months
use mlsysim_data::engineering::wake_word_label_quality_drift;

let s = wake_word_label_quality_drift()?;
assert!((s.drop()? - 0.13).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AgreementDrift {
    ///Kappa at the start. *Allowed [-1.0, 1.0].*
    pub baseline_kappa: f64,
    ///Kappa later. *Allowed [-1.0, 1.0].*
    pub later_kappa: f64,
    ///Time between the two measurements. *Shown in `MONTH`; allowed >= 0.*
    pub elapsed: Time,
}
///Builds a [`AgreementDrift`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AgreementDriftBuilder {
    baseline_kappa: ::core::option::Option<f64>,
    later_kappa: ::core::option::Option<f64>,
    elapsed: ::core::option::Option<Time>,
}
///Every property of a [`AgreementDrift`], each computed once (see [`AgreementDrift::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AgreementDriftValues<'a> {
    scenario: &'a AgreementDrift,
    ///How far kappa fell.
    pub drop: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "baseline_kappa",
            ty: "f64",
            doc: "Kappa at the start.",
            bounds: __c::Bounds::range(Some(-1f64), Some(1f64), true, "[-1.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "later_kappa",
            ty: "f64",
            doc: "Kappa later.",
            bounds: __c::Bounds::range(Some(-1f64), Some(1f64), true, "[-1.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "elapsed",
            ty: "Time",
            doc: "Time between the two measurements.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MONTH);
                __c::units::label(&::mlsysim_core::units::MONTH)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "drop",
            doc: "How far kappa fell.",
            equation: "baseline_kappa - later_kappa",
            result_type: "f64",
            depends_on: &["baseline_kappa", "later_kappa"],
            template: "{baseline_kappa} - {later_kappa}",
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
    impl AgreementDrift {
        ///Starts a [`AgreementDriftBuilder`]; required inputs must be set before [`AgreementDriftBuilder::build`].
        #[must_use]
        pub fn builder() -> AgreementDriftBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AgreementDriftBuilder {
            AgreementDriftBuilder {
                baseline_kappa: Some(__Clone::clone(&self.baseline_kappa)),
                later_kappa: Some(__Clone::clone(&self.later_kappa)),
                elapsed: Some(__Clone::clone(&self.elapsed)),
            }
        }
        ///How far kappa fell. Equation: `baseline_kappa - later_kappa`.
        #[inline]
        pub fn drop(&self) -> __Result<f64, __c::EvalError> {
            let baseline_kappa = __Clone::clone(&self.baseline_kappa);
            let later_kappa = __Clone::clone(&self.later_kappa);
            struct drop {}
            __c::member(
                (|| __c::conform::<f64, _, drop>(baseline_kappa.eq_sub(later_kappa)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AgreementDriftValues`].
        #[must_use]
        pub fn evaluate(&self) -> AgreementDriftValues<'_> {
            let drop = self.drop();
            AgreementDriftValues {
                scenario: self,
                drop,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.baseline_kappa, &__INPUTS[0])?;
            __c::bounded_plain(&self.later_kappa, &__INPUTS[1])?;
            __c::bounded(&self.elapsed, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl AgreementDriftBuilder {
        ///Sets `baseline_kappa`: Kappa at the start.
        #[must_use]
        pub fn baseline_kappa(mut self, value: f64) -> Self {
            self.baseline_kappa = Some(value);
            self
        }
        ///Sets `later_kappa`: Kappa later.
        #[must_use]
        pub fn later_kappa(mut self, value: f64) -> Self {
            self.later_kappa = Some(value);
            self
        }
        ///Sets `elapsed`: Time between the two measurements.
        #[must_use]
        pub fn elapsed(mut self, value: Time) -> Self {
            self.elapsed = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AgreementDrift, __c::InputError> {
            let scenario = AgreementDrift {
                baseline_kappa: __c::given(self.baseline_kappa, "baseline_kappa")?,
                later_kappa: __c::given(self.later_kappa, "later_kappa")?,
                elapsed: __c::given(self.elapsed, "elapsed")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AgreementDriftBuilder {
        type Scenario = AgreementDrift;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "baseline_kappa" => self.baseline_kappa = __c::set(value, &__INPUTS[0])?,
                "later_kappa" => self.later_kappa = __c::set(value, &__INPUTS[1])?,
                "elapsed" => self.elapsed = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AgreementDrift, __c::InputError> {
            AgreementDriftBuilder::build(self)
        }
    }
    impl<'a> AgreementDriftValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AgreementDrift {
            self.scenario
        }
    }
    impl __c::Scenario for AgreementDrift {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AgreementDrift",
            family: &ENGINEERING,
            summary: "A labeling campaign's kappa at a baseline and again later: how far label quality fell.",
            description: "",
            notes: __c::meta::Notes {
                equation: "drop = baseline kappa − later kappa",
                assumptions: &["Both kappas are measured on comparable items."],
                rules: __RULES,
                excludes: &[
                    "Why the agreement fell (new annotators, changed guidelines), which the inputs do not say.",
                ],
                derivation: &["A difference of two measurements."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Kappa fell by 0.13 in six months",
                    code: "// Kappa fell by 0.13 in six months\nuse mlsysim_data::engineering::wake_word_label_quality_drift;\n\nlet s = wake_word_label_quality_drift()?;\nassert!((s.drop()? - 0.13).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AgreementDriftBuilder;
        fn to_builder(&self) -> AgreementDriftBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(&[&self.baseline_kappa, &self.later_kappa, &self.elapsed], &[&values.drop])
        }
    }
    __c::glue!(AgreementDrift);
};
