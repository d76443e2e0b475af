/**Peak compute against memory bandwidth across accelerator generations, first to last.

Each accelerator's ridge point is its peak operation rate over its memory bandwidth: the
intensity a kernel needs to be compute bound. Across the generations the peak grows faster
than the bandwidth, so the ridge climbs; the gap growth is how far.

# Equation

ridge = peak ÷ bandwidth per accelerator; compute growth = peak_last ÷ peak_first; bandwidth growth = BW_last ÷ BW_first; gap growth = compute growth ÷ bandwidth growth

# Assumptions

- The peak is each device's headline (dense 16-bit) peak as the registry states it.

# Rules across inputs

- `accelerators` lists at least one accelerator (the reference fails on an empty list) (`!accelerators.is_empty()`)
- `accelerators` are listed oldest first: their registry release years never go backwards, accelerators without one aside (the reference reports reciprocal growths for a reversed list) (`accelerators.iter().filter_map(|device| device.release_year).is_sorted()`)

# Excludes

- Caches, sparsity and lower-precision peaks, which move each ridge.

# Derivation

- The roofline's ridge point is where the compute roof meets the memory roof: peak over bandwidth.

# Examples

```rust
// Compute grew about twice as fast as bandwidth from V100 to B200
use mlsysim_compute::acceleration::nvidia_generations_v100_to_b200;

let s = nvidia_generations_v100_to_b200()?;
assert_eq!(s.compute_growth()?, 18.0);
assert!((s.gap_growth()? - 2.025).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AcceleratorGenerations {
    ///The accelerators, oldest first.
    pub accelerators: Vec<&'static HardwareNode>,
}
///Builds a [`AcceleratorGenerations`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AcceleratorGenerationsBuilder {
    accelerators: ::core::option::Option<Vec<&'static HardwareNode>>,
}
///Every property of a [`AcceleratorGenerations`], each computed once (see [`AcceleratorGenerations::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AcceleratorGenerationsValues<'a> {
    scenario: &'a AcceleratorGenerations,
    ///Each accelerator's ridge point.
    pub ridges: ::core::result::Result<Vec<Intensity>, ::mlsysim_core::EvalError>,
    ///The last accelerator's peak over the first's.
    pub compute_growth: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The last accelerator's bandwidth over the first's.
    pub bandwidth_growth: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times the ridge rose from the first to the last.
    pub gap_growth: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "accelerators",
            ty: "Vec<&'static HardwareNode>",
            doc: "The accelerators, oldest first.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "ridges",
            doc: "Each accelerator's ridge point.",
            equation: "{\n    let mut ridges = Vec::new();\n    for h in &accelerators {\n        ridges.push(ridge_point(h.peak_flops, h.memory_bandwidth));\n    }\n    ridges\n}",
            result_type: "Vec<Intensity>",
            label: {
                __c::units::unit_for::<
                    Vec<Intensity>,
                    _,
                >(&::mlsysim_core::units::FLOP_PER_BYTE);
                __c::units::label(&::mlsysim_core::units::FLOP_PER_BYTE)
            },
            depends_on: &["accelerators"],
            calls: &["ridge_point"],
            template: "{{\n    let mut ridges = Vec::new();\n    for h in &{accelerators} {{\n        ridges.push(ridge_point(h.peak_flops, h.memory_bandwidth));\n    }}\n    ridges\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_growth",
            doc: "The last accelerator's peak over the first's.",
            equation: "peak_ratio(\n    accelerators[len(&accelerators) - 1].peak_flops,\n    accelerators[0].peak_flops,\n)",
            result_type: "f64",
            depends_on: &["accelerators"],
            calls: &["peak_ratio", "len"],
            template: "peak_ratio({#0 accelerators[len(&accelerators) - 1].peak_flops}, {#1 accelerators[0].peak_flops})",
            operation: "result of `peak_ratio`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bandwidth_growth",
            doc: "The last accelerator's bandwidth over the first's.",
            equation: "bandwidth_ratio(\n    accelerators[len(&accelerators) - 1].memory_bandwidth,\n    accelerators[0].memory_bandwidth,\n)",
            result_type: "f64",
            depends_on: &["accelerators"],
            calls: &["bandwidth_ratio", "len"],
            template: "bandwidth_ratio({#0 accelerators[len(&accelerators) - 1].memory_bandwidth}, {#1 accelerators[0].memory_bandwidth})",
            operation: "result of `bandwidth_ratio`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gap_growth",
            doc: "How many times the ridge rose from the first to the last.",
            equation: "compute_growth / bandwidth_growth",
            result_type: "f64",
            depends_on: &["compute_growth", "bandwidth_growth"],
            template: "{compute_growth} / {bandwidth_growth}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`accelerators` lists at least one accelerator (the reference fails on an empty list)",
            condition: "!accelerators.is_empty()",
            inputs: &["accelerators"],
        },
        __c::RuleInfo {
            text: "`accelerators` are listed oldest first: their registry release years never go backwards, accelerators without one aside (the reference reports reciprocal growths for a reversed list)",
            condition: "accelerators.iter().filter_map(|device| device.release_year).is_sorted()",
            inputs: &["accelerators"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl AcceleratorGenerations {
        ///Starts a [`AcceleratorGenerationsBuilder`]; required inputs must be set before [`AcceleratorGenerationsBuilder::build`].
        #[must_use]
        pub fn builder() -> AcceleratorGenerationsBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AcceleratorGenerationsBuilder {
            AcceleratorGenerationsBuilder {
                accelerators: Some(__Clone::clone(&self.accelerators)),
            }
        }
        /**Each accelerator's ridge point.

Equation:

```text
{
    let mut ridges = Vec::new();
    for h in &accelerators {
        ridges.push(ridge_point(h.peak_flops, h.memory_bandwidth));
    }
    ridges
}
```
*/
        #[inline]
        pub fn ridges(&self) -> __Result<Vec<Intensity>, __c::EvalError> {
            let accelerators = __Clone::clone(&self.accelerators);
            struct ridges {}
            __c::member(
                (|| __c::conform::<
                    Vec<Intensity>,
                    _,
                    ridges,
                >({
                    let mut ridges = Vec::new();
                    for h in &accelerators {
                        ridges
                            .push(
                                ::mlsysim_core::equation::ridge_point(
                                    h.peak_flops,
                                    h.memory_bandwidth,
                                )?,
                            );
                    }
                    ridges
                }))(),
                &__PROPERTIES[0],
            )
        }
        /**The last accelerator's peak over the first's.

Equation:

```text
peak_ratio(
    accelerators[len(&accelerators) - 1].peak_flops,
    accelerators[0].peak_flops,
)
```
*/
        #[inline]
        pub fn compute_growth(&self) -> __Result<f64, __c::EvalError> {
            let accelerators = __Clone::clone(&self.accelerators);
            struct compute_growth {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    compute_growth,
                >(
                    ::mlsysim_core::equation::peak_ratio(
                        ::mlsysim_core::equation::at(
                                &accelerators,
                                &::mlsysim_core::equation::len(&accelerators).eq_sub(1i64)?,
                            )?
                            .peak_flops,
                        ::mlsysim_core::equation::at(&accelerators, &0i64)?.peak_flops,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        /**The last accelerator's bandwidth over the first's.

Equation:

```text
bandwidth_ratio(
    accelerators[len(&accelerators) - 1].memory_bandwidth,
    accelerators[0].memory_bandwidth,
)
```
*/
        #[inline]
        pub fn bandwidth_growth(&self) -> __Result<f64, __c::EvalError> {
            let accelerators = __Clone::clone(&self.accelerators);
            struct bandwidth_growth {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    bandwidth_growth,
                >(
                    ::mlsysim_core::equation::bandwidth_ratio(
                        ::mlsysim_core::equation::at(
                                &accelerators,
                                &::mlsysim_core::equation::len(&accelerators).eq_sub(1i64)?,
                            )?
                            .memory_bandwidth,
                        ::mlsysim_core::equation::at(&accelerators, &0i64)?
                            .memory_bandwidth,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///How many times the ridge rose from the first to the last. Equation: `compute_growth / bandwidth_growth`.
        #[inline]
        pub fn gap_growth(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_gap_growth(self.compute_growth()?, self.bandwidth_growth()?)
        }
        #[doc(hidden)]
        fn __eq_gap_growth(
            &self,
            compute_growth: f64,
            bandwidth_growth: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct gap_growth {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    gap_growth,
                >(compute_growth.eq_div(bandwidth_growth)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AcceleratorGenerationsValues`].
        #[must_use]
        pub fn evaluate(&self) -> AcceleratorGenerationsValues<'_> {
            let ridges = self.ridges();
            let compute_growth = self.compute_growth();
            let bandwidth_growth = self.bandwidth_growth();
            let gap_growth = __c::after(
                (&compute_growth, &bandwidth_growth),
                |(v0, v1)| self.__eq_gap_growth(v0, v1),
            );
            AcceleratorGenerationsValues {
                scenario: self,
                ridges,
                compute_growth,
                bandwidth_growth,
                gap_growth,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.accelerators, &__INPUTS[0])?;
            {
                let accelerators = __Clone::clone(&self.accelerators);
                __c::rule(
                    !accelerators.is_empty(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.accelerators],
                )?;
            }
            {
                let accelerators = __Clone::clone(&self.accelerators);
                __c::rule(
                    accelerators
                        .iter()
                        .filter_map(|device| device.release_year)
                        .is_sorted(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.accelerators],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_compute_growth(&self) -> __c::Parts {
            __c::traced(
                self.compute_growth(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let accelerators = __Clone::clone(& self.accelerators); let part
                    = ::mlsysim_core::equation::at(& accelerators, &
                    ::mlsysim_core::equation::len(& accelerators).eq_sub(1i64) ?) ?
                    .peak_flops; Ok((& __c::Showing(& part, None)).__shown()) }) (), (||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let accelerators = __Clone::clone(& self.accelerators); let part =
                    ::mlsysim_core::equation::at(& accelerators, & 0i64) ? .peak_flops;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "peak_ratio", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let accelerators =
                    __Clone::clone(& self.accelerators); let part =
                    ::mlsysim_core::equation::at(& accelerators, &
                    ::mlsysim_core::equation::len(& accelerators).eq_sub(1i64) ?) ?
                    .peak_flops; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let accelerators = __Clone::clone(&
                    self.accelerators); let part = ::mlsysim_core::equation::at(&
                    accelerators, & 0i64) ? .peak_flops; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_bandwidth_growth(&self) -> __c::Parts {
            __c::traced(
                self.bandwidth_growth(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let accelerators = __Clone::clone(& self.accelerators); let part
                    = ::mlsysim_core::equation::at(& accelerators, &
                    ::mlsysim_core::equation::len(& accelerators).eq_sub(1i64) ?) ?
                    .memory_bandwidth; Ok((& __c::Showing(& part, None)).__shown()) })
                    (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let accelerators = __Clone::clone(& self
                    .accelerators); let part = ::mlsysim_core::equation::at(&
                    accelerators, & 0i64) ? .memory_bandwidth; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "bandwidth_ratio", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let accelerators =
                    __Clone::clone(& self.accelerators); let part =
                    ::mlsysim_core::equation::at(& accelerators, &
                    ::mlsysim_core::equation::len(& accelerators).eq_sub(1i64) ?) ?
                    .memory_bandwidth; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let accelerators = __Clone::clone(&
                    self.accelerators); let part = ::mlsysim_core::equation::at(&
                    accelerators, & 0i64) ? .memory_bandwidth; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl AcceleratorGenerationsBuilder {
        ///Sets `accelerators`: The accelerators, oldest first.
        #[must_use]
        pub fn accelerators(mut self, value: Vec<&'static HardwareNode>) -> Self {
            self.accelerators = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AcceleratorGenerations, __c::InputError> {
            let scenario = AcceleratorGenerations {
                accelerators: __c::given(self.accelerators, "accelerators")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AcceleratorGenerationsBuilder {
        type Scenario = AcceleratorGenerations;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "accelerators" => self.accelerators = __c::set(value, &__INPUTS[0])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AcceleratorGenerations, __c::InputError> {
            AcceleratorGenerationsBuilder::build(self)
        }
    }
    impl<'a> AcceleratorGenerationsValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AcceleratorGenerations {
            self.scenario
        }
    }
    impl __c::Scenario for AcceleratorGenerations {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AcceleratorGenerations",
            family: &ACCELERATION,
            summary: "Peak compute against memory bandwidth across accelerator generations, first to last.",
            description: "Each accelerator's ridge point is its peak operation rate over its memory bandwidth: the\nintensity a kernel needs to be compute bound. Across the generations the peak grows faster\nthan the bandwidth, so the ridge climbs; the gap growth is how far.",
            notes: __c::meta::Notes {
                equation: "ridge = peak ÷ bandwidth per accelerator; compute growth = peak_last ÷ peak_first; bandwidth growth = BW_last ÷ BW_first; gap growth = compute growth ÷ bandwidth growth",
                assumptions: &[
                    "The peak is each device's headline (dense 16-bit) peak as the registry states it.",
                ],
                rules: __RULES,
                excludes: &[
                    "Caches, sparsity and lower-precision peaks, which move each ridge.",
                ],
                derivation: &[
                    "The roofline's ridge point is where the compute roof meets the memory roof: peak over bandwidth.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Compute grew about twice as fast as bandwidth from V100 to B200",
                    code: "// Compute grew about twice as fast as bandwidth from V100 to B200\nuse mlsysim_compute::acceleration::nvidia_generations_v100_to_b200;\n\nlet s = nvidia_generations_v100_to_b200()?;\nassert_eq!(s.compute_growth()?, 18.0);\nassert!((s.gap_growth()? - 2.025).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AcceleratorGenerationsBuilder;
        fn to_builder(&self) -> AcceleratorGenerationsBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.accelerators],
                &[
                    &values.ridges,
                    &values.compute_growth,
                    &values.bandwidth_growth,
                    &values.gap_growth,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "compute_growth" => Some(Ok(self.__explain_compute_growth())),
                "bandwidth_growth" => Some(Ok(self.__explain_bandwidth_growth())),
                _ => None,
            }
        }
    }
    __c::glue!(AcceleratorGenerations);
};
