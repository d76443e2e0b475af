/**One accelerator against another: peak rate, power and peak per watt, and a job's device-hours restated on the newer part.

Peak rates compare at one convention, the headline dense 16-bit peak unless `precision`
names another: a ratio across precisions would mix a change of number format into the
change of hardware.

# Equation

peak ratio = candidate peak ÷ baseline peak; TDP ratio = candidate TDP ÷ baseline TDP; efficiency = peak ratio ÷ TDP ratio; candidate hours = baseline hours ÷ peak ratio

# Assumptions

- Both parts sustain the same share of their peak, so device-hours scale inversely with the peak.

# Rules across inputs

- the registry states a peak of both `baseline` and `candidate` at `precision`, when `precision` is given (`optional(precision)     .is_none_or(|p| baseline.rate_at(p).is_some() && candidate.rate_at(p).is_some())`)
- the registry states the TDP of both `baseline` and `candidate` (`baseline.tdp.is_some() && candidate.tdp.is_some()`)

# Excludes

- Memory bandwidth, interconnect and price.

# Derivation

- Device-hours are work over the rate of one device.

# Examples

```rust
// 10,000 V100-hours are about 1,264 H100-hours
use mlsysim_cluster::transfer_and_training::v100_to_h100;

let s = v100_to_h100()?;
assert!((s.peak_ratio()? - 7.912).abs() < 1e-12);
assert!((s.candidate_device_hours()? - 1263.9029322548029).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AcceleratorComparison {
    ///The part compared against.
    pub baseline: &'static HardwareNode,
    ///The part compared.
    pub candidate: &'static HardwareNode,
    ///Precision of the peaks compared; the headline dense 16-bit peak when absent. *Optional (absent by default).*
    pub precision: Option<Precision>,
    ///A job's size measured in device-hours on the baseline. *Optional (absent by default); allowed >= 0.*
    pub baseline_device_hours: Option<f64>,
}
///Builds a [`AcceleratorComparison`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AcceleratorComparisonBuilder {
    baseline: ::core::option::Option<&'static HardwareNode>,
    candidate: ::core::option::Option<&'static HardwareNode>,
    precision: ::core::option::Option<Precision>,
    baseline_device_hours: ::core::option::Option<f64>,
}
///Every property of a [`AcceleratorComparison`], each computed once (see [`AcceleratorComparison::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AcceleratorComparisonValues<'a> {
    scenario: &'a AcceleratorComparison,
    ///How many times the baseline's peak the candidate has.
    pub peak_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times the baseline's TDP the candidate draws.
    pub tdp_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times the baseline's peak per watt the candidate has.
    pub efficiency_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Candidate device-hours that do the baseline job's work.
    pub candidate_device_hours: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "baseline",
            ty: "&'static HardwareNode",
            doc: "The part compared against.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "candidate",
            ty: "&'static HardwareNode",
            doc: "The part compared.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "precision",
            ty: "Option<Precision>",
            doc: "Precision of the peaks compared; the headline dense 16-bit peak when absent.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "baseline_device_hours",
            ty: "Option<f64>",
            doc: "A job's size measured in device-hours on the baseline.",
            optional: true,
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "peak_ratio",
            doc: "How many times the baseline's peak the candidate has.",
            equation: "match optional(precision) {\n    Some(p) => candidate.peak_at(p) / baseline.peak_at(p),\n    None => candidate.peak_flops / baseline.peak_flops,\n}",
            result_type: "f64",
            depends_on: &["precision", "candidate", "baseline"],
            reaches: &[("candidate", "peak_at"), ("baseline", "peak_at")],
            template: "match {#0 optional(precision)} {{\n    Some(p) => {candidate}.peak_at(p) / {baseline}.peak_at(p),\n    None => {#1 candidate.peak_flops} / {#2 baseline.peak_flops},\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tdp_ratio",
            doc: "How many times the baseline's TDP the candidate draws.",
            equation: "from_registry(candidate.tdp, \"TDP\", candidate.path)\n    / from_registry(baseline.tdp, \"TDP\", baseline.path)",
            result_type: "f64",
            depends_on: &["candidate", "baseline"],
            calls: &["from_registry"],
            template: "from_registry({#0 candidate.tdp}, \"TDP\", {#1 candidate.path})\n    / from_registry({#2 baseline.tdp}, \"TDP\", {#3 baseline.path})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "efficiency_ratio",
            doc: "How many times the baseline's peak per watt the candidate has.",
            equation: "peak_ratio / tdp_ratio",
            result_type: "f64",
            depends_on: &["peak_ratio", "tdp_ratio"],
            template: "{peak_ratio} / {tdp_ratio}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "candidate_device_hours",
            doc: "Candidate device-hours that do the baseline job's work.",
            equation: "equivalent_hours(baseline_device_hours)",
            result_type: "f64",
            depends_on: &["baseline_device_hours"],
            requires: &["baseline_device_hours"],
            template: "{#0 equivalent_hours(baseline_device_hours)}",
            named_calls: "equivalent_hours(baseline_device_hours)",
            operation: "result of `equivalent_hours`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "equivalent_hours",
            kind: __c::MemberKind::Method,
            doc: "Candidate device-hours that do the work of `baseline_hours` on the baseline.",
            equation: "baseline_hours / peak_ratio",
            args: &[
                __c::ArgInfo {
                    name: "baseline_hours",
                    ty: "f64",
                    samples: &[
                        __c::Sample::Literal("1000.0"),
                        __c::Sample::Literal("10000.0"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["peak_ratio"],
            template: "{baseline_hours} / {peak_ratio}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "the registry states a peak of both `baseline` and `candidate` at `precision`, when `precision` is given",
            condition: "optional(precision)\n    .is_none_or(|p| baseline.rate_at(p).is_some() && candidate.rate_at(p).is_some())",
            inputs: &["baseline", "candidate", "precision"],
        },
        __c::RuleInfo {
            text: "the registry states the TDP of both `baseline` and `candidate`",
            condition: "baseline.tdp.is_some() && candidate.tdp.is_some()",
            inputs: &["baseline", "candidate"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl AcceleratorComparison {
        ///Starts a [`AcceleratorComparisonBuilder`]; required inputs must be set before [`AcceleratorComparisonBuilder::build`].
        #[must_use]
        pub fn builder() -> AcceleratorComparisonBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AcceleratorComparisonBuilder {
            AcceleratorComparisonBuilder {
                baseline: Some(__Clone::clone(&self.baseline)),
                candidate: Some(__Clone::clone(&self.candidate)),
                precision: __Clone::clone(&self.precision),
                baseline_device_hours: __Clone::clone(&self.baseline_device_hours),
            }
        }
        /**How many times the baseline's peak the candidate has.

Equation:

```text
match optional(precision) {
    Some(p) => candidate.peak_at(p) / baseline.peak_at(p),
    None => candidate.peak_flops / baseline.peak_flops,
}
```
*/
        #[inline]
        pub fn peak_ratio(&self) -> __Result<f64, __c::EvalError> {
            let precision = __Clone::clone(&self.precision);
            let candidate = __Clone::clone(&self.candidate);
            let baseline = __Clone::clone(&self.baseline);
            struct peak_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    peak_ratio,
                >(
                    match ::mlsysim_core::equation::optional(precision) {
                        Some(p) => candidate.peak_at(p)?.eq_div(baseline.peak_at(p)?)?,
                        None => candidate.peak_flops.eq_div(baseline.peak_flops)?,
                    },
                ))(),
                &__PROPERTIES[0],
            )
        }
        /**How many times the baseline's TDP the candidate draws.

Equation:

```text
from_registry(candidate.tdp, "TDP", candidate.path)
    / from_registry(baseline.tdp, "TDP", baseline.path)
```
*/
        #[inline]
        pub fn tdp_ratio(&self) -> __Result<f64, __c::EvalError> {
            let candidate = __Clone::clone(&self.candidate);
            let baseline = __Clone::clone(&self.baseline);
            struct tdp_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    tdp_ratio,
                >(
                    ::mlsysim_core::equation::from_registry(
                            candidate.tdp,
                            "TDP",
                            candidate.path,
                        )?
                        .eq_div(
                            ::mlsysim_core::equation::from_registry(
                                baseline.tdp,
                                "TDP",
                                baseline.path,
                            )?,
                        )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///How many times the baseline's peak per watt the candidate has. Equation: `peak_ratio / tdp_ratio`.
        #[inline]
        pub fn efficiency_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_efficiency_ratio(self.peak_ratio()?, self.tdp_ratio()?)
        }
        #[doc(hidden)]
        fn __eq_efficiency_ratio(
            &self,
            peak_ratio: f64,
            tdp_ratio: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct efficiency_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    efficiency_ratio,
                >(peak_ratio.eq_div(tdp_ratio)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Candidate device-hours that do the work of `baseline_hours` on the baseline. Equation: `baseline_hours / peak_ratio`.
        #[inline]
        pub fn equivalent_hours(
            &self,
            baseline_hours: f64,
        ) -> __Result<f64, __c::EvalError> {
            self.__eq_equivalent_hours(self.peak_ratio()?, baseline_hours)
        }
        #[doc(hidden)]
        fn __eq_equivalent_hours(
            &self,
            peak_ratio: f64,
            baseline_hours: f64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(
                &baseline_hours,
                "equivalent_hours",
                &(&__METHODS[0]).args[0],
            )?;
            struct equivalent_hours {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    equivalent_hours,
                >(baseline_hours.eq_div(peak_ratio)?))(),
                &__METHODS[0],
            )
        }
        ///Candidate device-hours that do the baseline job's work. Equation: `equivalent_hours(baseline_device_hours)`. Requires `baseline_device_hours` (an error names the absent one).
        #[inline]
        pub fn candidate_device_hours(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_candidate_device_hours(self.peak_ratio()?)
        }
        #[doc(hidden)]
        fn __eq_candidate_device_hours(
            &self,
            peak_ratio: f64,
        ) -> __Result<f64, __c::EvalError> {
            let baseline_device_hours = __c::present(
                &self.baseline_device_hours,
                "candidate_device_hours",
                "baseline_device_hours",
            )?;
            let equivalent_hours = |baseline_hours: f64| {
                self.__eq_equivalent_hours(__Clone::clone(&peak_ratio), baseline_hours)
            };
            struct candidate_device_hours {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    candidate_device_hours,
                >(equivalent_hours(baseline_device_hours)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AcceleratorComparisonValues`].
        #[must_use]
        pub fn evaluate(&self) -> AcceleratorComparisonValues<'_> {
            let peak_ratio = self.peak_ratio();
            let tdp_ratio = self.tdp_ratio();
            let efficiency_ratio = __c::after(
                (&peak_ratio, &tdp_ratio),
                |(v0, v1)| self.__eq_efficiency_ratio(v0, v1),
            );
            let candidate_device_hours = __c::after(
                (&peak_ratio,),
                |(v0,)| self.__eq_candidate_device_hours(v0),
            );
            AcceleratorComparisonValues {
                scenario: self,
                peak_ratio,
                tdp_ratio,
                efficiency_ratio,
                candidate_device_hours,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.baseline, &__INPUTS[0])?;
            __c::finite(&self.candidate, &__INPUTS[1])?;
            __c::finite(&self.precision, &__INPUTS[2])?;
            __c::bounded(&self.baseline_device_hours, &__INPUTS[3])?;
            {
                let precision = __Clone::clone(&self.precision);
                let baseline = __Clone::clone(&self.baseline);
                let candidate = __Clone::clone(&self.candidate);
                __c::rule(
                    ::mlsysim_core::equation::optional(precision)
                        .is_none_or(|p| {
                            baseline.rate_at(p).is_some()
                                && candidate.rate_at(p).is_some()
                        }),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.baseline, &self.candidate, &self.precision],
                )?;
            }
            {
                let baseline = __Clone::clone(&self.baseline);
                let candidate = __Clone::clone(&self.candidate);
                __c::rule(
                    baseline.tdp.is_some() && candidate.tdp.is_some(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.baseline, &self.candidate],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_peak_ratio(&self) -> __c::Parts {
            __c::traced(
                self.peak_ratio(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let precision = __Clone::clone(& self.precision); let part =
                    ::mlsysim_core::equation::optional(precision); Ok((& __c::Showing(&
                    part, None)).__shown()) }) (), (|| -> ::core::result::Result < Option
                    < __c::Value >, __c::EvalError > { let candidate = __Clone::clone(&
                    self.candidate); let part = candidate.peak_flops; Ok((&
                    __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let baseline = __Clone::clone(& self.baseline); let part = baseline
                    .peak_flops; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_tdp_ratio(&self) -> __c::Parts {
            __c::traced(
                self.tdp_ratio(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let candidate = __Clone::clone(& self.candidate); let part =
                    candidate.tdp; Ok((& __c::Showing(& part, None)).__shown()) }) (),
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let candidate = __Clone::clone(& self.candidate); let part =
                    candidate.path; Ok((& __c::Showing(& part, None)).__shown()) }) (),
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let baseline = __Clone::clone(& self.baseline); let part =
                    baseline.tdp; Ok((& __c::Showing(& part, None)).__shown()) }) (), (||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let baseline = __Clone::clone(& self.baseline); let part = baseline
                    .path; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let candidate =
                    __Clone::clone(& self.candidate); let part = candidate.tdp; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "TDP"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let candidate = __Clone::clone(&
                    self.candidate); let part = candidate.path; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }, __c::CallSite { name :
                    "from_registry", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let baseline = __Clone::clone(& self.baseline); let part = baseline
                    .tdp; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "TDP"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let baseline = __Clone::clone(& self
                    .baseline); let part = baseline.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_candidate_device_hours(&self) -> __c::Parts {
            __c::traced(
                self.candidate_device_hours(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let baseline_device_hours = __c::present(& self
                    .baseline_device_hours, "candidate_device_hours",
                    "baseline_device_hours") ?; let equivalent_hours = | baseline_hours :
                    f64 | self.equivalent_hours(baseline_hours); let part =
                    equivalent_hours(baseline_device_hours) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "equivalent_hours", args :
                    ::std::vec![__c::Operand::Name("baseline_device_hours")] }
                ],
            )
        }
    }
    impl AcceleratorComparisonBuilder {
        ///Sets `baseline`: The part compared against.
        #[must_use]
        pub fn baseline(mut self, value: &'static HardwareNode) -> Self {
            self.baseline = Some(value);
            self
        }
        ///Sets `candidate`: The part compared.
        #[must_use]
        pub fn candidate(mut self, value: &'static HardwareNode) -> Self {
            self.candidate = Some(value);
            self
        }
        ///Sets `precision`: Precision of the peaks compared; the headline dense 16-bit peak when absent.
        #[must_use]
        pub fn precision(mut self, value: Precision) -> Self {
            self.precision = Some(value);
            self
        }
        ///Leaves `precision` absent.
        #[must_use]
        pub fn without_precision(mut self) -> Self {
            self.precision = None;
            self
        }
        ///Sets `baseline_device_hours`: A job's size measured in device-hours on the baseline.
        #[must_use]
        pub fn baseline_device_hours(mut self, value: f64) -> Self {
            self.baseline_device_hours = Some(value);
            self
        }
        ///Leaves `baseline_device_hours` absent.
        #[must_use]
        pub fn without_baseline_device_hours(mut self) -> Self {
            self.baseline_device_hours = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AcceleratorComparison, __c::InputError> {
            let scenario = AcceleratorComparison {
                baseline: __c::given(self.baseline, "baseline")?,
                candidate: __c::given(self.candidate, "candidate")?,
                precision: self.precision,
                baseline_device_hours: self.baseline_device_hours,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AcceleratorComparisonBuilder {
        type Scenario = AcceleratorComparison;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "baseline" => self.baseline = __c::set(value, &__INPUTS[0])?,
                "candidate" => self.candidate = __c::set(value, &__INPUTS[1])?,
                "precision" => self.precision = __c::set(value, &__INPUTS[2])?,
                "baseline_device_hours" => {
                    self.baseline_device_hours = __c::set(value, &__INPUTS[3])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AcceleratorComparison, __c::InputError> {
            AcceleratorComparisonBuilder::build(self)
        }
    }
    impl<'a> AcceleratorComparisonValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AcceleratorComparison {
            self.scenario
        }
        ///[`AcceleratorComparison::equivalent_hours`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn equivalent_hours(
            &self,
            baseline_hours: f64,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_equivalent_hours(__Clone::clone(&self.peak_ratio)?, baseline_hours)
        }
    }
    impl __c::Scenario for AcceleratorComparison {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AcceleratorComparison",
            family: &TRANSFER_AND_TRAINING,
            summary: "One accelerator against another: peak rate, power and peak per watt, and a job's device-hours restated on the newer part.",
            description: "Peak rates compare at one convention, the headline dense 16-bit peak unless `precision`\nnames another: a ratio across precisions would mix a change of number format into the\nchange of hardware.",
            notes: __c::meta::Notes {
                equation: "peak ratio = candidate peak ÷ baseline peak; TDP ratio = candidate TDP ÷ baseline TDP; efficiency = peak ratio ÷ TDP ratio; candidate hours = baseline hours ÷ peak ratio",
                assumptions: &[
                    "Both parts sustain the same share of their peak, so device-hours scale inversely with the peak.",
                ],
                rules: __RULES,
                excludes: &["Memory bandwidth, interconnect and price."],
                derivation: &["Device-hours are work over the rate of one device."],
            },
            examples: &[
                __c::meta::Example {
                    title: "10,000 V100-hours are about 1,264 H100-hours",
                    code: "// 10,000 V100-hours are about 1,264 H100-hours\nuse mlsysim_cluster::transfer_and_training::v100_to_h100;\n\nlet s = v100_to_h100()?;\nassert!((s.peak_ratio()? - 7.912).abs() < 1e-12);\nassert!((s.candidate_device_hours()? - 1263.9029322548029).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AcceleratorComparisonBuilder;
        fn to_builder(&self) -> AcceleratorComparisonBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.baseline,
                    &self.candidate,
                    &self.precision,
                    &self.baseline_device_hours,
                ],
                &[
                    &values.peak_ratio,
                    &values.tdp_ratio,
                    &values.efficiency_ratio,
                    &values.candidate_device_hours,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "equivalent_hours" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.equivalent_hours(a0), &__METHODS[0])
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
                "peak_ratio" => Some(Ok(self.__explain_peak_ratio())),
                "tdp_ratio" => Some(Ok(self.__explain_tdp_ratio())),
                "candidate_device_hours" => {
                    Some(Ok(self.__explain_candidate_device_hours()))
                }
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "candidate" => (&__c::explain::Held(&self.candidate)).__held(),
                "baseline" => (&__c::explain::Held(&self.baseline)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(AcceleratorComparison);
};
