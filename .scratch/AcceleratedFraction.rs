/**Amdahl's law when the gain of the accelerated path is the ratio of two rates.

A share `fraction` of the original time moves to a path that runs as many times faster as
its rate exceeds the baseline's: two peak operation rates when the path is compute bound, two
memory bandwidths when it is bandwidth bound. The rest of the time is untouched, so the
overall speedup stays below 1 / (1 − fraction) however large the gain.

# Equation

gain = accelerated ÷ baseline (operation rates or bandwidths); speedup = 1 ÷ ((1 − f) + f ÷ gain); ceiling = 1 ÷ (1 − f)

# Assumptions

- The accelerated share of the time runs exactly `gain` times faster; the rest is unchanged and nothing overlaps.
- Rates are above zero; a slower accelerated path (gain below 1) is allowed and gives a slowdown.
- The ceiling needs a fraction below 1: with everything accelerated there is none.

# Rules across inputs

- the rates are given as operation rates (`accelerated_rate`, `baseline_rate`) or as bandwidths (`accelerated_bandwidth`, `baseline_bandwidth`), never a mix of the two (the reference takes any two quantities of one dimension in `accelerated_rate` and `baseline_rate`) (`!((optional(accelerated_rate).is_some() || optional(baseline_rate).is_some())     && (optional(accelerated_bandwidth).is_some()         || optional(baseline_bandwidth).is_some()))`)

# Excludes

- Moving data to and from the accelerator, and any overlap of the two parts.

# Derivation

- Amdahl's law: the new time is (1 − f) + f ÷ gain of the old, and its reciprocal is the speedup.

# Requirements

- give all of `accelerated_rate` and `baseline_rate`, or all of `accelerated_bandwidth` and `baseline_bandwidth`

# Examples

```rust
// An INT8 path 247 times faster buys under 19x
use mlsysim_compute::acceleration::resnet50_inference_h100_over_server_cpu;

let s = resnet50_inference_h100_over_server_cpu()?;
assert_eq!(s.gain()?, 247.375);
assert!(s.speedup()? < s.ceiling()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AcceleratedFraction {
    ///Share of the original time that runs on the accelerated path. *Allowed [0.0, 1.0].*
    pub fraction: f64,
    ///Peak operation rate of the accelerated path, for a compute-bound path. *Optional (absent by default); shown in `TFLOP_PER_SECOND`; allowed > 0.*
    pub accelerated_rate: Option<FlopRate>,
    ///Peak operation rate of the baseline, for a compute-bound path. *Optional (absent by default); shown in `TFLOP_PER_SECOND`; allowed > 0.*
    pub baseline_rate: Option<FlopRate>,
    ///Memory bandwidth of the accelerated path, for a bandwidth-bound path. *Optional (absent by default); shown in `GB_PER_SECOND`; allowed > 0.*
    pub accelerated_bandwidth: Option<DataRate>,
    ///Memory bandwidth of the baseline, for a bandwidth-bound path. *Optional (absent by default); shown in `GB_PER_SECOND`; allowed > 0.*
    pub baseline_bandwidth: Option<DataRate>,
}
///Builds a [`AcceleratedFraction`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AcceleratedFractionBuilder {
    fraction: ::core::option::Option<f64>,
    accelerated_rate: ::core::option::Option<FlopRate>,
    baseline_rate: ::core::option::Option<FlopRate>,
    accelerated_bandwidth: ::core::option::Option<DataRate>,
    baseline_bandwidth: ::core::option::Option<DataRate>,
}
///Every property of a [`AcceleratedFraction`], each computed once (see [`AcceleratedFraction::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AcceleratedFractionValues<'a> {
    scenario: &'a AcceleratedFraction,
    ///How many times faster the accelerated path runs.
    pub gain: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Overall speedup of the whole.
    pub speedup: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Overall speedup with an infinitely fast path.
    pub ceiling: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "fraction",
            ty: "f64",
            doc: "Share of the original time that runs on the accelerated path.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerated_rate",
            ty: "Option<FlopRate>",
            doc: "Peak operation rate of the accelerated path, for a compute-bound path.",
            optional: true,
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "baseline_rate",
            ty: "Option<FlopRate>",
            doc: "Peak operation rate of the baseline, for a compute-bound path.",
            optional: true,
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerated_bandwidth",
            ty: "Option<DataRate>",
            doc: "Memory bandwidth of the accelerated path, for a bandwidth-bound path.",
            optional: true,
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "baseline_bandwidth",
            ty: "Option<DataRate>",
            doc: "Memory bandwidth of the baseline, for a bandwidth-bound path.",
            optional: true,
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "gain",
            doc: "How many times faster the accelerated path runs.",
            equation: "match (optional(accelerated_rate), optional(baseline_rate)) {\n    (Some(rate), Some(baseline)) => peak_ratio(rate, baseline),\n    _ => bandwidth_ratio(accelerated_bandwidth, baseline_bandwidth),\n}",
            result_type: "f64",
            depends_on: &[
                "accelerated_rate",
                "baseline_rate",
                "accelerated_bandwidth",
                "baseline_bandwidth",
            ],
            requires_one_of: &[
                &[
                    &["accelerated_rate", "baseline_rate"],
                    &["accelerated_bandwidth", "baseline_bandwidth"],
                ],
            ],
            calls: &["peak_ratio", "bandwidth_ratio"],
            template: "match ({#0 optional(accelerated_rate)}, {#1 optional(baseline_rate)}) {{\n    (Some(rate), Some(baseline)) => peak_ratio(rate, baseline),\n    _ => bandwidth_ratio({accelerated_bandwidth}, {baseline_bandwidth}),\n}}",
            named_calls: "bandwidth_ratio(accelerated_bandwidth, baseline_bandwidth)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "speedup",
            doc: "Overall speedup of the whole.",
            equation: "amdahl_speedup(fraction, gain)",
            result_type: "f64",
            depends_on: &["fraction", "gain"],
            requires_one_of: &[
                &[
                    &["accelerated_rate", "baseline_rate"],
                    &["accelerated_bandwidth", "baseline_bandwidth"],
                ],
            ],
            calls: &["amdahl_speedup"],
            template: "amdahl_speedup({fraction}, {gain})",
            named_calls: "amdahl_speedup(fraction, gain)",
            operation: "result of `amdahl_speedup`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ceiling",
            doc: "Overall speedup with an infinitely fast path.",
            equation: "amdahl_ceiling(fraction)",
            result_type: "f64",
            depends_on: &["fraction"],
            calls: &["amdahl_ceiling"],
            template: "amdahl_ceiling({fraction})",
            named_calls: "amdahl_ceiling(fraction)",
            operation: "result of `amdahl_ceiling`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "the rates are given as operation rates (`accelerated_rate`, `baseline_rate`) or as bandwidths (`accelerated_bandwidth`, `baseline_bandwidth`), never a mix of the two (the reference takes any two quantities of one dimension in `accelerated_rate` and `baseline_rate`)",
            condition: "!((optional(accelerated_rate).is_some() || optional(baseline_rate).is_some())\n    && (optional(accelerated_bandwidth).is_some()\n        || optional(baseline_bandwidth).is_some()))",
            inputs: &[
                "accelerated_rate",
                "baseline_rate",
                "accelerated_bandwidth",
                "baseline_bandwidth",
            ],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl AcceleratedFraction {
        ///Starts a [`AcceleratedFractionBuilder`]; required inputs must be set before [`AcceleratedFractionBuilder::build`].
        #[must_use]
        pub fn builder() -> AcceleratedFractionBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AcceleratedFractionBuilder {
            AcceleratedFractionBuilder {
                fraction: Some(__Clone::clone(&self.fraction)),
                accelerated_rate: __Clone::clone(&self.accelerated_rate),
                baseline_rate: __Clone::clone(&self.baseline_rate),
                accelerated_bandwidth: __Clone::clone(&self.accelerated_bandwidth),
                baseline_bandwidth: __Clone::clone(&self.baseline_bandwidth),
            }
        }
        /**How many times faster the accelerated path runs.

Equation:

```text
match (optional(accelerated_rate), optional(baseline_rate)) {
    (Some(rate), Some(baseline)) => peak_ratio(rate, baseline),
    _ => bandwidth_ratio(accelerated_bandwidth, baseline_bandwidth),
}
```
 Requires: give all of `accelerated_rate` and `baseline_rate`, or all of `accelerated_bandwidth` and `baseline_bandwidth`.*/
        #[inline]
        pub fn gain(&self) -> __Result<f64, __c::EvalError> {
            let accelerated_rate = __Clone::clone(&self.accelerated_rate);
            let baseline_rate = __Clone::clone(&self.baseline_rate);
            struct gain {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    gain,
                >(
                    match (
                        ::mlsysim_core::equation::optional(accelerated_rate),
                        ::mlsysim_core::equation::optional(baseline_rate),
                    ) {
                        (Some(rate), Some(baseline)) => {
                            ::mlsysim_core::equation::peak_ratio(rate, baseline)?
                        }
                        _ => {
                            ::mlsysim_core::equation::bandwidth_ratio(
                                ::mlsysim_core::__private::present(
                                    &self.accelerated_bandwidth,
                                    "gain",
                                    "accelerated_bandwidth",
                                )?,
                                ::mlsysim_core::__private::present(
                                    &self.baseline_bandwidth,
                                    "gain",
                                    "baseline_bandwidth",
                                )?,
                            )?
                        }
                    },
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Overall speedup of the whole. Equation: `amdahl_speedup(fraction, gain)`. Requires: give all of `accelerated_rate` and `baseline_rate`, or all of `accelerated_bandwidth` and `baseline_bandwidth`.
        #[inline]
        pub fn speedup(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_speedup(self.gain()?)
        }
        #[doc(hidden)]
        fn __eq_speedup(&self, gain: f64) -> __Result<f64, __c::EvalError> {
            let fraction = __Clone::clone(&self.fraction);
            struct speedup {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    speedup,
                >(::mlsysim_core::equation::amdahl_speedup(fraction, gain)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Overall speedup with an infinitely fast path. Equation: `amdahl_ceiling(fraction)`.
        #[inline]
        pub fn ceiling(&self) -> __Result<f64, __c::EvalError> {
            let fraction = __Clone::clone(&self.fraction);
            struct ceiling {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ceiling,
                >(::mlsysim_core::equation::amdahl_ceiling(fraction)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AcceleratedFractionValues`].
        #[must_use]
        pub fn evaluate(&self) -> AcceleratedFractionValues<'_> {
            let gain = self.gain();
            let speedup = __c::after((&gain,), |(v0,)| self.__eq_speedup(v0));
            let ceiling = self.ceiling();
            AcceleratedFractionValues {
                scenario: self,
                gain,
                speedup,
                ceiling,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.fraction, &__INPUTS[0])?;
            __c::bounded(&self.accelerated_rate, &__INPUTS[1])?;
            __c::bounded(&self.baseline_rate, &__INPUTS[2])?;
            __c::bounded(&self.accelerated_bandwidth, &__INPUTS[3])?;
            __c::bounded(&self.baseline_bandwidth, &__INPUTS[4])?;
            __c::validate::one_of(
                &[
                    (
                        &[self.accelerated_rate.is_some(), self.baseline_rate.is_some()],
                        &["accelerated_rate", "baseline_rate"],
                    ),
                    (
                        &[
                            self.accelerated_bandwidth.is_some(),
                            self.baseline_bandwidth.is_some(),
                        ],
                        &["accelerated_bandwidth", "baseline_bandwidth"],
                    ),
                ],
                &[
                    &["accelerated_rate", "baseline_rate"],
                    &["accelerated_bandwidth", "baseline_bandwidth"],
                ],
            )?;
            {
                let accelerated_rate = __Clone::clone(&self.accelerated_rate);
                let baseline_rate = __Clone::clone(&self.baseline_rate);
                let accelerated_bandwidth = __Clone::clone(&self.accelerated_bandwidth);
                let baseline_bandwidth = __Clone::clone(&self.baseline_bandwidth);
                __c::rule(
                    !((::mlsysim_core::equation::optional(accelerated_rate).is_some()
                        || ::mlsysim_core::equation::optional(baseline_rate).is_some())
                        && (::mlsysim_core::equation::optional(accelerated_bandwidth)
                            .is_some()
                            || ::mlsysim_core::equation::optional(baseline_bandwidth)
                                .is_some())),
                    &__RULES[0],
                    __INPUTS,
                    &[
                        &self.accelerated_rate,
                        &self.baseline_rate,
                        &self.accelerated_bandwidth,
                        &self.baseline_bandwidth,
                    ],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_gain(&self) -> __c::Parts {
            __c::traced(
                self.gain(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let accelerated_rate = __Clone::clone(& self.accelerated_rate);
                    let part = ::mlsysim_core::equation::optional(accelerated_rate);
                    Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let baseline_rate = __Clone::clone(& self.baseline_rate); let part =
                    ::mlsysim_core::equation::optional(baseline_rate); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "bandwidth_ratio", args :
                    ::std::vec![__c::Operand::Name("accelerated_bandwidth"),
                    __c::Operand::Name("baseline_bandwidth")] }
                ],
            )
        }
    }
    impl AcceleratedFractionBuilder {
        ///Sets `fraction`: Share of the original time that runs on the accelerated path.
        #[must_use]
        pub fn fraction(mut self, value: f64) -> Self {
            self.fraction = Some(value);
            self
        }
        ///Sets `accelerated_rate`: Peak operation rate of the accelerated path, for a compute-bound path.
        #[must_use]
        pub fn accelerated_rate(mut self, value: FlopRate) -> Self {
            self.accelerated_rate = Some(value);
            self
        }
        ///Leaves `accelerated_rate` absent.
        #[must_use]
        pub fn without_accelerated_rate(mut self) -> Self {
            self.accelerated_rate = None;
            self
        }
        ///Sets `baseline_rate`: Peak operation rate of the baseline, for a compute-bound path.
        #[must_use]
        pub fn baseline_rate(mut self, value: FlopRate) -> Self {
            self.baseline_rate = Some(value);
            self
        }
        ///Leaves `baseline_rate` absent.
        #[must_use]
        pub fn without_baseline_rate(mut self) -> Self {
            self.baseline_rate = None;
            self
        }
        ///Sets `accelerated_bandwidth`: Memory bandwidth of the accelerated path, for a bandwidth-bound path.
        #[must_use]
        pub fn accelerated_bandwidth(mut self, value: DataRate) -> Self {
            self.accelerated_bandwidth = Some(value);
            self
        }
        ///Leaves `accelerated_bandwidth` absent.
        #[must_use]
        pub fn without_accelerated_bandwidth(mut self) -> Self {
            self.accelerated_bandwidth = None;
            self
        }
        ///Sets `baseline_bandwidth`: Memory bandwidth of the baseline, for a bandwidth-bound path.
        #[must_use]
        pub fn baseline_bandwidth(mut self, value: DataRate) -> Self {
            self.baseline_bandwidth = Some(value);
            self
        }
        ///Leaves `baseline_bandwidth` absent.
        #[must_use]
        pub fn without_baseline_bandwidth(mut self) -> Self {
            self.baseline_bandwidth = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AcceleratedFraction, __c::InputError> {
            let scenario = AcceleratedFraction {
                fraction: __c::given(self.fraction, "fraction")?,
                accelerated_rate: self.accelerated_rate,
                baseline_rate: self.baseline_rate,
                accelerated_bandwidth: self.accelerated_bandwidth,
                baseline_bandwidth: self.baseline_bandwidth,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AcceleratedFractionBuilder {
        type Scenario = AcceleratedFraction;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "fraction" => self.fraction = __c::set(value, &__INPUTS[0])?,
                "accelerated_rate" => {
                    self.accelerated_rate = __c::set(value, &__INPUTS[1])?;
                }
                "baseline_rate" => self.baseline_rate = __c::set(value, &__INPUTS[2])?,
                "accelerated_bandwidth" => {
                    self.accelerated_bandwidth = __c::set(value, &__INPUTS[3])?;
                }
                "baseline_bandwidth" => {
                    self.baseline_bandwidth = __c::set(value, &__INPUTS[4])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AcceleratedFraction, __c::InputError> {
            AcceleratedFractionBuilder::build(self)
        }
    }
    impl<'a> AcceleratedFractionValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AcceleratedFraction {
            self.scenario
        }
    }
    impl __c::Scenario for AcceleratedFraction {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AcceleratedFraction",
            family: &ACCELERATION,
            summary: "Amdahl's law when the gain of the accelerated path is the ratio of two rates.",
            description: "A share `fraction` of the original time moves to a path that runs as many times faster as\nits rate exceeds the baseline's: two peak operation rates when the path is compute bound, two\nmemory bandwidths when it is bandwidth bound. The rest of the time is untouched, so the\noverall speedup stays below 1 / (1 − fraction) however large the gain.",
            notes: __c::meta::Notes {
                equation: "gain = accelerated ÷ baseline (operation rates or bandwidths); speedup = 1 ÷ ((1 − f) + f ÷ gain); ceiling = 1 ÷ (1 − f)",
                assumptions: &[
                    "The accelerated share of the time runs exactly `gain` times faster; the rest is unchanged and nothing overlaps.",
                    "Rates are above zero; a slower accelerated path (gain below 1) is allowed and gives a slowdown.",
                    "The ceiling needs a fraction below 1: with everything accelerated there is none.",
                ],
                rules: __RULES,
                excludes: &[
                    "Moving data to and from the accelerator, and any overlap of the two parts.",
                ],
                derivation: &[
                    "Amdahl's law: the new time is (1 − f) + f ÷ gain of the old, and its reciprocal is the speedup.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "An INT8 path 247 times faster buys under 19x",
                    code: "// An INT8 path 247 times faster buys under 19x\nuse mlsysim_compute::acceleration::resnet50_inference_h100_over_server_cpu;\n\nlet s = resnet50_inference_h100_over_server_cpu()?;\nassert_eq!(s.gain()?, 247.375);\nassert!(s.speedup()? < s.ceiling()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[
                &[
                    &["accelerated_rate", "baseline_rate"],
                    &["accelerated_bandwidth", "baseline_bandwidth"],
                ],
            ],
        };
        type Builder = AcceleratedFractionBuilder;
        fn to_builder(&self) -> AcceleratedFractionBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.fraction,
                    &self.accelerated_rate,
                    &self.baseline_rate,
                    &self.accelerated_bandwidth,
                    &self.baseline_bandwidth,
                ],
                &[&values.gain, &values.speedup, &values.ceiling],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "gain" => Some(Ok(self.__explain_gain())),
                _ => None,
            }
        }
    }
    __c::glue!(AcceleratedFraction);
};
