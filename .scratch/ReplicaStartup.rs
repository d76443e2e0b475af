/**The startup phases of a serving replica, and the time a warm start and a cold start take.

Each phase has a time; a warm start and a cold start each pay a listed sequence of the
phases, one after another. Some phases may also carry a stated low-to-high range, which is
context: the totals use the phase times.

# Equation

warm = Σ phases on the warm path; cold = Σ phases on the cold path

# Assumptions

- Phases run one after another; none overlaps another.
- A phase listed twice on a path is paid twice.
- Ranges are context (the reference keeps them without using them).

# Rules across inputs

- every phase named in `warm_path` and `cold_path` is one of `phases` (`warm_path.iter().chain(&cold_path).all(|phase| phases.get(phase).is_some())`)
- every phase named in `ranges` is one of `phases` (`ranges.names().all(|phase| phases.get(phase).is_some())`)
- each range of `ranges` lists exactly two times (`ranges.values().all(|range| range.len() == 2)`)
- each range of `ranges` is a low time of at least 0 followed by a high time not below it (`ranges     .values()     .all(|range| match range.as_slice() {         [low, high] => *low >= seconds(0.0) && high >= low,         _ => true,     })`)

# Excludes

- Traffic the replica misses while it starts, and scaling decisions.

# Derivation

- Times of sequential phases add.

# Examples

```rust
// A cold start takes 23 times longer
use mlsysim_serving::one_machine::resnet50_replica_startup;

let s = resnet50_replica_startup()?;
assert!((s.warm_total()?.value - 1.5).abs() < 1e-12);
assert!((s.cold_total()?.value - 35.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ReplicaStartup {
    ///Time of each startup phase. *Shown in `SECOND`; allowed >= 0.*
    pub phases: Named<Time>,
    ///A stated low and high time for phases given as a range; context only. *Default `Named::default()`.*
    pub ranges: Named<Vec<Time>>,
    ///Phases a warm start pays, in order.
    pub warm_path: Vec<String>,
    ///Phases a cold start pays, in order.
    pub cold_path: Vec<String>,
}
///Builds a [`ReplicaStartup`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ReplicaStartupBuilder {
    phases: ::core::option::Option<Named<Time>>,
    ranges: ::core::option::Option<Named<Vec<Time>>>,
    warm_path: ::core::option::Option<Vec<String>>,
    cold_path: ::core::option::Option<Vec<String>>,
}
///Every property of a [`ReplicaStartup`], each computed once (see [`ReplicaStartup::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ReplicaStartupValues<'a> {
    scenario: &'a ReplicaStartup,
    ///Time of a warm start.
    pub warm_total: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time of a cold start.
    pub cold_total: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "phases",
            ty: "Named<Time>",
            doc: "Time of each startup phase.",
            label: {
                __c::units::unit_for::<Named<Time>, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "ranges",
            ty: "Named<Vec<Time>>",
            doc: "A stated low and high time for phases given as a range; context only.",
            default: Some("Named::default()"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "warm_path",
            ty: "Vec<String>",
            doc: "Phases a warm start pays, in order.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "cold_path",
            ty: "Vec<String>",
            doc: "Phases a cold start pays, in order.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "warm_total",
            doc: "Time of a warm start.",
            equation: "{\n    let mut total = seconds(0.0);\n    for phase in &warm_path {\n        total += phases[phase];\n    }\n    total\n}",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["warm_path", "phases"],
            calls: &["seconds"],
            template: "{{\n    let mut total = seconds(0.0);\n    for phase in &{warm_path} {{\n        total += {phases}[phase];\n    }}\n    total\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cold_total",
            doc: "Time of a cold start.",
            equation: "{\n    let mut total = seconds(0.0);\n    for phase in &cold_path {\n        total += phases[phase];\n    }\n    total\n}",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["cold_path", "phases"],
            calls: &["seconds"],
            template: "{{\n    let mut total = seconds(0.0);\n    for phase in &{cold_path} {{\n        total += {phases}[phase];\n    }}\n    total\n}}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "every phase named in `warm_path` and `cold_path` is one of `phases`",
            condition: "warm_path.iter().chain(&cold_path).all(|phase| phases.get(phase).is_some())",
            inputs: &["warm_path", "cold_path", "phases"],
        },
        __c::RuleInfo {
            text: "every phase named in `ranges` is one of `phases`",
            condition: "ranges.names().all(|phase| phases.get(phase).is_some())",
            inputs: &["ranges", "phases"],
        },
        __c::RuleInfo {
            text: "each range of `ranges` lists exactly two times",
            condition: "ranges.values().all(|range| range.len() == 2)",
            inputs: &["ranges"],
        },
        __c::RuleInfo {
            text: "each range of `ranges` is a low time of at least 0 followed by a high time not below it",
            condition: "ranges\n    .values()\n    .all(|range| match range.as_slice() {\n        [low, high] => *low >= seconds(0.0) && high >= low,\n        _ => true,\n    })",
            inputs: &["ranges"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ReplicaStartup {
        ///Starts a [`ReplicaStartupBuilder`]; required inputs must be set before [`ReplicaStartupBuilder::build`].
        #[must_use]
        pub fn builder() -> ReplicaStartupBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ReplicaStartupBuilder {
            ReplicaStartupBuilder {
                phases: Some(__Clone::clone(&self.phases)),
                ranges: Some(__Clone::clone(&self.ranges)),
                warm_path: Some(__Clone::clone(&self.warm_path)),
                cold_path: Some(__Clone::clone(&self.cold_path)),
            }
        }
        /**Time of a warm start.

Equation:

```text
{
    let mut total = seconds(0.0);
    for phase in &warm_path {
        total += phases[phase];
    }
    total
}
```
*/
        #[inline]
        pub fn warm_total(&self) -> __Result<Time, __c::EvalError> {
            let warm_path = __Clone::clone(&self.warm_path);
            let phases = __Clone::clone(&self.phases);
            struct warm_total {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    warm_total,
                >({
                    let mut total = ::mlsysim_core::equation::seconds(0.0);
                    for phase in &warm_path {
                        total = total
                            .eq_add(::mlsysim_core::equation::at(&phases, &phase)?)?;
                    }
                    total
                }))(),
                &__PROPERTIES[0],
            )
        }
        /**Time of a cold start.

Equation:

```text
{
    let mut total = seconds(0.0);
    for phase in &cold_path {
        total += phases[phase];
    }
    total
}
```
*/
        #[inline]
        pub fn cold_total(&self) -> __Result<Time, __c::EvalError> {
            let cold_path = __Clone::clone(&self.cold_path);
            let phases = __Clone::clone(&self.phases);
            struct cold_total {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    cold_total,
                >({
                    let mut total = ::mlsysim_core::equation::seconds(0.0);
                    for phase in &cold_path {
                        total = total
                            .eq_add(::mlsysim_core::equation::at(&phases, &phase)?)?;
                    }
                    total
                }))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ReplicaStartupValues`].
        #[must_use]
        pub fn evaluate(&self) -> ReplicaStartupValues<'_> {
            let warm_total = self.warm_total();
            let cold_total = self.cold_total();
            ReplicaStartupValues {
                scenario: self,
                warm_total,
                cold_total,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.phases, &__INPUTS[0])?;
            __c::finite(&self.ranges, &__INPUTS[1])?;
            __c::finite(&self.warm_path, &__INPUTS[2])?;
            __c::finite(&self.cold_path, &__INPUTS[3])?;
            {
                let warm_path = __Clone::clone(&self.warm_path);
                let cold_path = __Clone::clone(&self.cold_path);
                let phases = __Clone::clone(&self.phases);
                __c::rule(
                    warm_path
                        .iter()
                        .chain(&cold_path)
                        .all(|phase| phases.get(phase).is_some()),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.warm_path, &self.cold_path, &self.phases],
                )?;
            }
            {
                let ranges = __Clone::clone(&self.ranges);
                let phases = __Clone::clone(&self.phases);
                __c::rule(
                    ranges.names().all(|phase| phases.get(phase).is_some()),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.ranges, &self.phases],
                )?;
            }
            {
                let ranges = __Clone::clone(&self.ranges);
                __c::rule(
                    ranges.values().all(|range| range.len() == 2),
                    &__RULES[2],
                    __INPUTS,
                    &[&self.ranges],
                )?;
            }
            {
                let ranges = __Clone::clone(&self.ranges);
                __c::rule(
                    ranges
                        .values()
                        .all(|range| match range.as_slice() {
                            [low, high] => {
                                *low >= ::mlsysim_core::equation::seconds(0.0)
                                    && high >= low
                            }
                            _ => true,
                        }),
                    &__RULES[3],
                    __INPUTS,
                    &[&self.ranges],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_warm_total(&self) -> __c::Parts {
            __c::traced(
                self.warm_total(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "seconds", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_cold_total(&self) -> __c::Parts {
            __c::traced(
                self.cold_total(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "seconds", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl ReplicaStartupBuilder {
        ///Sets `phases`: Time of each startup phase.
        #[must_use]
        pub fn phases(mut self, value: Named<Time>) -> Self {
            self.phases = Some(value);
            self
        }
        ///Sets `ranges`: A stated low and high time for phases given as a range; context only.
        #[must_use]
        pub fn ranges(mut self, value: Named<Vec<Time>>) -> Self {
            self.ranges = Some(value);
            self
        }
        ///Sets `warm_path`: Phases a warm start pays, in order.
        #[must_use]
        pub fn warm_path(mut self, value: Vec<String>) -> Self {
            self.warm_path = Some(value);
            self
        }
        ///Sets `cold_path`: Phases a cold start pays, in order.
        #[must_use]
        pub fn cold_path(mut self, value: Vec<String>) -> Self {
            self.cold_path = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ReplicaStartup, __c::InputError> {
            let scenario = ReplicaStartup {
                phases: __c::given(self.phases, "phases")?,
                ranges: self.ranges.unwrap_or_else(|| Named::default()),
                warm_path: __c::given(self.warm_path, "warm_path")?,
                cold_path: __c::given(self.cold_path, "cold_path")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ReplicaStartupBuilder {
        type Scenario = ReplicaStartup;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "phases" => self.phases = __c::set(value, &__INPUTS[0])?,
                "ranges" => self.ranges = __c::set(value, &__INPUTS[1])?,
                "warm_path" => self.warm_path = __c::set(value, &__INPUTS[2])?,
                "cold_path" => self.cold_path = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ReplicaStartup, __c::InputError> {
            ReplicaStartupBuilder::build(self)
        }
    }
    impl<'a> ReplicaStartupValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ReplicaStartup {
            self.scenario
        }
    }
    impl __c::Scenario for ReplicaStartup {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ReplicaStartup",
            family: &ONE_MACHINE,
            summary: "The startup phases of a serving replica, and the time a warm start and a cold start take.",
            description: "Each phase has a time; a warm start and a cold start each pay a listed sequence of the\nphases, one after another. Some phases may also carry a stated low-to-high range, which is\ncontext: the totals use the phase times.",
            notes: __c::meta::Notes {
                equation: "warm = Σ phases on the warm path; cold = Σ phases on the cold path",
                assumptions: &[
                    "Phases run one after another; none overlaps another.",
                    "A phase listed twice on a path is paid twice.",
                    "Ranges are context (the reference keeps them without using them).",
                ],
                rules: __RULES,
                excludes: &[
                    "Traffic the replica misses while it starts, and scaling decisions.",
                ],
                derivation: &["Times of sequential phases add."],
            },
            examples: &[
                __c::meta::Example {
                    title: "A cold start takes 23 times longer",
                    code: "// A cold start takes 23 times longer\nuse mlsysim_serving::one_machine::resnet50_replica_startup;\n\nlet s = resnet50_replica_startup()?;\nassert!((s.warm_total()?.value - 1.5).abs() < 1e-12);\nassert!((s.cold_total()?.value - 35.0).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ReplicaStartupBuilder;
        fn to_builder(&self) -> ReplicaStartupBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.phases, &self.ranges, &self.warm_path, &self.cold_path],
                &[&values.warm_total, &values.cold_total],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "warm_total" => Some(Ok(self.__explain_warm_total())),
                "cold_total" => Some(Ok(self.__explain_cold_total())),
                _ => None,
            }
        }
    }
    __c::glue!(ReplicaStartup);
};
