/**A planned speedup when communication and coordination take a share of the scaled step.

# Equation

realized = planned × (1 − overhead share)

# Assumptions

- The overhead is a share of the scaled step that does no useful work.

# Excludes

- Any change of the overhead with scale: it is one stated share.

# Derivation

- Useful work is the step less its overhead, so the speedup shrinks by the same share.

# Examples

```rust
// A 3× plan at 40% overhead realizes 1.8×
use mlsysim_cluster::transfer_and_training::coordination_overhead_example;

let s = coordination_overhead_example()?;
assert!((s.realized_speedup()? - 1.8).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ScalingOverhead {
    ///The speedup planned from adding devices. *Allowed > 0.*
    pub planned_speedup: f64,
    ///Share of the scaled step that communication and coordination take. *Allowed [0.0, 1.0].*
    pub overhead_fraction: f64,
}
///Builds a [`ScalingOverhead`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ScalingOverheadBuilder {
    planned_speedup: ::core::option::Option<f64>,
    overhead_fraction: ::core::option::Option<f64>,
}
///Every property of a [`ScalingOverhead`], each computed once (see [`ScalingOverhead::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ScalingOverheadValues<'a> {
    scenario: &'a ScalingOverhead,
    ///The speedup that remains once the overhead is paid.
    pub realized_speedup: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "planned_speedup",
            ty: "f64",
            doc: "The speedup planned from adding devices.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "overhead_fraction",
            ty: "f64",
            doc: "Share of the scaled step that communication and coordination take.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "realized_speedup",
            doc: "The speedup that remains once the overhead is paid.",
            equation: "planned_speedup * (1.0 - overhead_fraction)",
            result_type: "f64",
            depends_on: &["planned_speedup", "overhead_fraction"],
            template: "{planned_speedup} * (1.0 - {overhead_fraction})",
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
    impl ScalingOverhead {
        ///Starts a [`ScalingOverheadBuilder`]; required inputs must be set before [`ScalingOverheadBuilder::build`].
        #[must_use]
        pub fn builder() -> ScalingOverheadBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ScalingOverheadBuilder {
            ScalingOverheadBuilder {
                planned_speedup: Some(__Clone::clone(&self.planned_speedup)),
                overhead_fraction: Some(__Clone::clone(&self.overhead_fraction)),
            }
        }
        ///The speedup that remains once the overhead is paid. Equation: `planned_speedup * (1.0 - overhead_fraction)`.
        #[inline]
        pub fn realized_speedup(&self) -> __Result<f64, __c::EvalError> {
            let planned_speedup = __Clone::clone(&self.planned_speedup);
            let overhead_fraction = __Clone::clone(&self.overhead_fraction);
            struct realized_speedup {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    realized_speedup,
                >(planned_speedup.eq_mul((1.0).eq_sub(overhead_fraction)?)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ScalingOverheadValues`].
        #[must_use]
        pub fn evaluate(&self) -> ScalingOverheadValues<'_> {
            let realized_speedup = self.realized_speedup();
            ScalingOverheadValues {
                scenario: self,
                realized_speedup,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.planned_speedup, &__INPUTS[0])?;
            __c::bounded_plain(&self.overhead_fraction, &__INPUTS[1])?;
            Ok(())
        }
    }
    impl ScalingOverheadBuilder {
        ///Sets `planned_speedup`: The speedup planned from adding devices.
        #[must_use]
        pub fn planned_speedup(mut self, value: f64) -> Self {
            self.planned_speedup = Some(value);
            self
        }
        ///Sets `overhead_fraction`: Share of the scaled step that communication and coordination take.
        #[must_use]
        pub fn overhead_fraction(mut self, value: f64) -> Self {
            self.overhead_fraction = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ScalingOverhead, __c::InputError> {
            let scenario = ScalingOverhead {
                planned_speedup: __c::given(self.planned_speedup, "planned_speedup")?,
                overhead_fraction: __c::given(
                    self.overhead_fraction,
                    "overhead_fraction",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ScalingOverheadBuilder {
        type Scenario = ScalingOverhead;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "planned_speedup" => {
                    self.planned_speedup = __c::set(value, &__INPUTS[0])?;
                }
                "overhead_fraction" => {
                    self.overhead_fraction = __c::set(value, &__INPUTS[1])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ScalingOverhead, __c::InputError> {
            ScalingOverheadBuilder::build(self)
        }
    }
    impl<'a> ScalingOverheadValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ScalingOverhead {
            self.scenario
        }
    }
    impl __c::Scenario for ScalingOverhead {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ScalingOverhead",
            family: &TRANSFER_AND_TRAINING,
            summary: "A planned speedup when communication and coordination take a share of the scaled step.",
            description: "",
            notes: __c::meta::Notes {
                equation: "realized = planned × (1 − overhead share)",
                assumptions: &[
                    "The overhead is a share of the scaled step that does no useful work.",
                ],
                rules: __RULES,
                excludes: &[
                    "Any change of the overhead with scale: it is one stated share.",
                ],
                derivation: &[
                    "Useful work is the step less its overhead, so the speedup shrinks by the same share.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 3× plan at 40% overhead realizes 1.8×",
                    code: "// A 3× plan at 40% overhead realizes 1.8×\nuse mlsysim_cluster::transfer_and_training::coordination_overhead_example;\n\nlet s = coordination_overhead_example()?;\nassert!((s.realized_speedup()? - 1.8).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ScalingOverheadBuilder;
        fn to_builder(&self) -> ScalingOverheadBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.planned_speedup, &self.overhead_fraction],
                &[&values.realized_speedup],
            )
        }
    }
    __c::glue!(ScalingOverhead);
};
