/**The interval between failures of a job at each of several sizes, all built of the same component.

# Equation

interval(N) = MTBF / N; failures a day = 1 day ÷ interval(N)

# Assumptions

- Failures are independent and exponentially distributed, so their rates add.

# Rules across inputs

- `sizes` names at least one job size (`!sizes.is_empty()`)

# Excludes

- Components other than the one swept (hosts, links, power).

# Derivation

- The minimum of N independent exponential lifetimes is exponential with N times the rate.

# Examples

```rust
// From eight GPUs to 25,000
use mlsysim_fleet::reliability::gpu_failure_ladder;

let s = gpu_failure_ladder()?;
let intervals = s.intervals()?;
assert_eq!(intervals.len(), 7);
assert!((intervals.get("1000").unwrap().value / 3600.0 - 50.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FailureIntervalSweep {
    ///Mean time between failures of one component. *Shown in `HOUR`; allowed > 0.*
    pub component_mtbf: Time,
    ///Job sizes, in components. *Allowed >= 1.*
    pub sizes: Vec<u32>,
}
///Builds a [`FailureIntervalSweep`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct FailureIntervalSweepBuilder {
    component_mtbf: ::core::option::Option<Time>,
    sizes: ::core::option::Option<Vec<u32>>,
}
///Every property of a [`FailureIntervalSweep`], each computed once (see [`FailureIntervalSweep::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FailureIntervalSweepValues<'a> {
    scenario: &'a FailureIntervalSweep,
    ///The interval between failures at each size.
    pub intervals: ::core::result::Result<Named<Time>, ::mlsysim_core::EvalError>,
    ///Failures a day at each size.
    pub failures_per_day: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "component_mtbf",
            ty: "Time",
            doc: "Mean time between failures of one component.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "sizes",
            ty: "Vec<u32>",
            doc: "Job sizes, in components.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "intervals",
            doc: "The interval between failures at each size.",
            equation: "sizes\n    .iter()\n    .map(|&n| Ok((n, mtbf_cluster(component_mtbf, n))))\n    .collect::<Result<Named<Time>, EvalError>>()",
            result_type: "Named<Time>",
            label: {
                __c::units::unit_for::<Named<Time>, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["sizes", "component_mtbf"],
            reaches: &[("sizes", "iter")],
            calls: &["mtbf_cluster"],
            template: "{sizes}\n    .iter()\n    .map(|&n| Ok((n, mtbf_cluster({component_mtbf}, n))))\n    .collect::<Result<Named<Time>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "failures_per_day",
            doc: "Failures a day at each size.",
            equation: "intervals.iter().map(|(n, &t)| (n, (days(1.0) / t).value)).collect::<Named<f64>>()",
            result_type: "Named<f64>",
            depends_on: &["intervals"],
            calls: &["days"],
            template: "{intervals}\n    .iter()\n    .map(|(n, &t)| (n, (days(1.0) / t).value))\n    .collect::<Named<f64>>()",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`sizes` names at least one job size",
            condition: "!sizes.is_empty()",
            inputs: &["sizes"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl FailureIntervalSweep {
        ///Starts a [`FailureIntervalSweepBuilder`]; required inputs must be set before [`FailureIntervalSweepBuilder::build`].
        #[must_use]
        pub fn builder() -> FailureIntervalSweepBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> FailureIntervalSweepBuilder {
            FailureIntervalSweepBuilder {
                component_mtbf: Some(__Clone::clone(&self.component_mtbf)),
                sizes: Some(__Clone::clone(&self.sizes)),
            }
        }
        /**The interval between failures at each size.

Equation:

```text
sizes
    .iter()
    .map(|&n| Ok((n, mtbf_cluster(component_mtbf, n))))
    .collect::<Result<Named<Time>, EvalError>>()
```
*/
        #[inline]
        pub fn intervals(&self) -> __Result<Named<Time>, __c::EvalError> {
            let sizes = __Clone::clone(&self.sizes);
            let component_mtbf = __Clone::clone(&self.component_mtbf);
            struct intervals {}
            __c::member(
                (|| __c::conform::<
                    Named<Time>,
                    _,
                    intervals,
                >(
                    sizes
                        .iter()
                        .map(|&n| Ok((
                            n.to_string(),
                            ::mlsysim_core::equation::mtbf_cluster(component_mtbf, n)?,
                        )))
                        .collect::<Result<Named<Time>, EvalError>>()?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Failures a day at each size. Equation: `intervals.iter().map(|(n, &t)| (n, (days(1.0) / t).value)).collect::<Named<f64>>()`.
        #[inline]
        pub fn failures_per_day(&self) -> __Result<Named<f64>, __c::EvalError> {
            self.__eq_failures_per_day(self.intervals()?)
        }
        #[doc(hidden)]
        fn __eq_failures_per_day(
            &self,
            intervals: Named<Time>,
        ) -> __Result<Named<f64>, __c::EvalError> {
            let __mlsysim_fault = __c::arith::Fault::new();
            struct failures_per_day {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    failures_per_day,
                >(
                    intervals
                        .iter()
                        .map(|(n, &t)| (
                            n,
                            __mlsysim_fault
                                .keep(::mlsysim_core::equation::days(1.0).eq_div(t))
                                .value,
                        ))
                        .collect::<Named<f64>>(),
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`FailureIntervalSweepValues`].
        #[must_use]
        pub fn evaluate(&self) -> FailureIntervalSweepValues<'_> {
            let intervals = self.intervals();
            let failures_per_day = __c::after(
                (&intervals,),
                |(v0,)| self.__eq_failures_per_day(v0),
            );
            FailureIntervalSweepValues {
                scenario: self,
                intervals,
                failures_per_day,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.component_mtbf, &__INPUTS[0])?;
            __c::bounded_plain(&self.sizes, &__INPUTS[1])?;
            {
                let sizes = __Clone::clone(&self.sizes);
                __c::rule(!sizes.is_empty(), &__RULES[0], __INPUTS, &[&self.sizes])?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_failures_per_day(&self) -> __c::Parts {
            __c::traced(
                self.failures_per_day(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "days", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl FailureIntervalSweepBuilder {
        ///Sets `component_mtbf`: Mean time between failures of one component.
        #[must_use]
        pub fn component_mtbf(mut self, value: Time) -> Self {
            self.component_mtbf = Some(value);
            self
        }
        ///Sets `sizes`: Job sizes, in components.
        #[must_use]
        pub fn sizes(mut self, value: Vec<u32>) -> Self {
            self.sizes = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<FailureIntervalSweep, __c::InputError> {
            let scenario = FailureIntervalSweep {
                component_mtbf: __c::given(self.component_mtbf, "component_mtbf")?,
                sizes: __c::given(self.sizes, "sizes")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for FailureIntervalSweepBuilder {
        type Scenario = FailureIntervalSweep;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "component_mtbf" => self.component_mtbf = __c::set(value, &__INPUTS[0])?,
                "sizes" => self.sizes = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<FailureIntervalSweep, __c::InputError> {
            FailureIntervalSweepBuilder::build(self)
        }
    }
    impl<'a> FailureIntervalSweepValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a FailureIntervalSweep {
            self.scenario
        }
    }
    impl __c::Scenario for FailureIntervalSweep {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "FailureIntervalSweep",
            family: &RELIABILITY,
            summary: "The interval between failures of a job at each of several sizes, all built of the same component.",
            description: "",
            notes: __c::meta::Notes {
                equation: "interval(N) = MTBF / N; failures a day = 1 day ÷ interval(N)",
                assumptions: &[
                    "Failures are independent and exponentially distributed, so their rates add.",
                ],
                rules: __RULES,
                excludes: &[
                    "Components other than the one swept (hosts, links, power).",
                ],
                derivation: &[
                    "The minimum of N independent exponential lifetimes is exponential with N times the rate.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "From eight GPUs to 25,000",
                    code: "// From eight GPUs to 25,000\nuse mlsysim_fleet::reliability::gpu_failure_ladder;\n\nlet s = gpu_failure_ladder()?;\nlet intervals = s.intervals()?;\nassert_eq!(intervals.len(), 7);\nassert!((intervals.get(\"1000\").unwrap().value / 3600.0 - 50.0).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = FailureIntervalSweepBuilder;
        fn to_builder(&self) -> FailureIntervalSweepBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.component_mtbf, &self.sizes],
                &[&values.intervals, &values.failures_per_day],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "failures_per_day" => Some(Ok(self.__explain_failures_per_day())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "sizes" => (&__c::explain::Held(&self.sizes)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(FailureIntervalSweep);
};
