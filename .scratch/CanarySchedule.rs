/**A staged rollout whose every stage must collect a guardrail sample from its share of the traffic: the least time each stage needs, the configured ladder's length, and the tasks it admits and has verdicts for when it ends.

The reference gives the ladder as one list of (share, duration) pairs, `stages`; here it is
two lists of equal length, `stage_shares` and `stage_durations`. A label arrives
`label_delay` after its task is admitted, so a task has its verdict when the ladder ends only
if it was admitted at least that long before. The reference files this class under its
section "Neural computation: dense networks, activations, losses, and number formats".

# Equation

stage minimum = n ÷ (rate × share); total = Σ durations; admitted = Σ share × rate × duration

# Assumptions

- Requests arrive at a steady rate and each stage sends its share to the candidate.

# Rules across inputs

- `stage_shares` and `stage_durations` are two lists of the same length, at least one stage (`!stage_shares.is_empty() && stage_shares.len() == stage_durations.len()`)

# Excludes

- Time between stages spent deciding whether to go on.

# Derivation

- A stage has its sample when its share of the traffic has delivered n requests.

# Examples

```rust
// The 1% stage needs an hour; the ladder gives it two
use mlsysim_scenarios::rollouts::canary_guardrail_schedule;

let s = canary_guardrail_schedule()?;
assert!((s.first_stage_buffer()? - 2.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CanarySchedule {
    ///Guardrail samples each stage needs per variant. *Allowed > 0.*
    pub samples_per_variant: f64,
    ///Requests an hour across all traffic. *Shown in `PER_HOUR`; allowed > 0.*
    pub request_rate: Frequency,
    ///Each stage's share of the traffic, in order. *Allowed > 0 and [0.0, 1.0].*
    pub stage_shares: Vec<f64>,
    ///Each stage's configured duration, in order. *Shown in `MINUTE`; allowed >= 0.*
    pub stage_durations: Vec<Time>,
    ///Time from a task's admission to its verdict. *Optional (absent by default); shown in `HOUR`; allowed >= 0.*
    pub label_delay: Option<Time>,
}
///Builds a [`CanarySchedule`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CanaryScheduleBuilder {
    samples_per_variant: ::core::option::Option<f64>,
    request_rate: ::core::option::Option<Frequency>,
    stage_shares: ::core::option::Option<Vec<f64>>,
    stage_durations: ::core::option::Option<Vec<Time>>,
    label_delay: ::core::option::Option<Time>,
}
///Every property of a [`CanarySchedule`], each computed once (see [`CanarySchedule::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CanaryScheduleValues<'a> {
    scenario: &'a CanarySchedule,
    ///Length of the whole ladder.
    pub total: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The first stage's duration over the least time it needs.
    pub first_stage_buffer: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Candidate tasks admitted over the whole ladder.
    pub admitted_by_completion: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Candidate tasks whose verdicts have arrived when the last stage ends.
    pub labeled_by_completion: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "samples_per_variant",
            ty: "f64",
            doc: "Guardrail samples each stage needs per variant.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "request_rate",
            ty: "Frequency",
            doc: "Requests an hour across all traffic.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_HOUR);
                __c::units::label(&::mlsysim_core::units::PER_HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "stage_shares",
            ty: "Vec<f64>",
            doc: "Each stage's share of the traffic, in order.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "stage_durations",
            ty: "Vec<Time>",
            doc: "Each stage's configured duration, in order.",
            label: {
                __c::units::unit_for::<Vec<Time>, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "label_delay",
            ty: "Option<Time>",
            doc: "Time from a task's admission to its verdict.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "total",
            doc: "Length of the whole ladder.",
            equation: "{\n    let mut total = hours(0.0);\n    for &duration in &stage_durations {\n        total += duration;\n    }\n    total\n}",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["stage_durations"],
            calls: &["hours"],
            template: "{{\n    let mut total = hours(0.0);\n    for &duration in &{stage_durations} {{\n        total += duration;\n    }}\n    total\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "first_stage_buffer",
            doc: "The first stage's duration over the least time it needs.",
            equation: "stage_durations[0] / stage_minimum(stage_shares[0])",
            result_type: "f64",
            depends_on: &["stage_durations", "stage_shares"],
            template: "{#0 stage_durations[0]} / {#1 stage_minimum(stage_shares[0])}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "admitted_by_completion",
            doc: "Candidate tasks admitted over the whole ladder.",
            equation: "{\n    let mut admitted = 0.0;\n    for (&share, &duration) in stage_shares.iter().zip(&stage_durations) {\n        admitted += share * request_rate * duration;\n    }\n    admitted\n}",
            result_type: "f64",
            depends_on: &["stage_shares", "stage_durations", "request_rate"],
            reaches: &[("stage_shares", "iter")],
            template: "{{\n    let mut admitted = 0.0;\n    for (&share, &duration) in {stage_shares}.iter().zip(&{stage_durations}) {{\n        admitted += share * {request_rate} * duration;\n    }}\n    admitted\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "labeled_by_completion",
            doc: "Candidate tasks whose verdicts have arrived when the last stage ends.",
            equation: "{\n    let cutoff = total - label_delay;\n    let mut labeled = 0.0;\n    let mut start = hours(0.0);\n    for (&share, &duration) in stage_shares.iter().zip(&stage_durations) {\n        let end = start + duration;\n        let overlap = max(hours(0.0), min(end, cutoff) - start);\n        labeled += share * request_rate * overlap;\n        start = end;\n    }\n    labeled\n}",
            result_type: "f64",
            depends_on: &[
                "label_delay",
                "stage_shares",
                "stage_durations",
                "request_rate",
                "total",
            ],
            reaches: &[("stage_shares", "iter")],
            requires: &["label_delay"],
            calls: &["hours", "max", "min"],
            template: "{{\n    let cutoff = {total} - {label_delay};\n    let mut labeled = 0.0;\n    let mut start = hours(0.0);\n    for (&share, &duration) in {stage_shares}.iter().zip(&{stage_durations}) {{\n        let end = start + duration;\n        let overlap = max(hours(0.0), min(end, cutoff) - start);\n        labeled += share * {request_rate} * overlap;\n        start = end;\n    }}\n    labeled\n}}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "stage_minimum",
            kind: __c::MemberKind::Method,
            doc: "The least time a stage sending `share` of the traffic needs to collect its sample.",
            equation: "sample_collection_time(samples_per_variant, request_rate, share)",
            args: &[
                __c::ArgInfo {
                    name: "share",
                    ty: "f64",
                    samples: &[__c::Sample::From("stage_shares")],
                    bounds: __c::Bounds::range(
                            Some(0f64),
                            Some(1f64),
                            true,
                            "[0.0, 1.0]",
                        )
                        .positive(),
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["samples_per_variant", "request_rate"],
            calls: &["sample_collection_time"],
            template: "sample_collection_time({samples_per_variant}, {request_rate}, {share})",
            named_calls: "sample_collection_time(samples_per_variant, request_rate, share)",
            operation: "result of `sample_collection_time`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`stage_shares` and `stage_durations` are two lists of the same length, at least one stage",
            condition: "!stage_shares.is_empty() && stage_shares.len() == stage_durations.len()",
            inputs: &["stage_shares", "stage_durations"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl CanarySchedule {
        ///Starts a [`CanaryScheduleBuilder`]; required inputs must be set before [`CanaryScheduleBuilder::build`].
        #[must_use]
        pub fn builder() -> CanaryScheduleBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CanaryScheduleBuilder {
            CanaryScheduleBuilder {
                samples_per_variant: Some(__Clone::clone(&self.samples_per_variant)),
                request_rate: Some(__Clone::clone(&self.request_rate)),
                stage_shares: Some(__Clone::clone(&self.stage_shares)),
                stage_durations: Some(__Clone::clone(&self.stage_durations)),
                label_delay: __Clone::clone(&self.label_delay),
            }
        }
        /**Length of the whole ladder.

Equation:

```text
{
    let mut total = hours(0.0);
    for &duration in &stage_durations {
        total += duration;
    }
    total
}
```
*/
        #[inline]
        pub fn total(&self) -> __Result<Time, __c::EvalError> {
            let stage_durations = __Clone::clone(&self.stage_durations);
            struct total {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    total,
                >({
                    let mut total = ::mlsysim_core::equation::hours(0.0);
                    for &duration in &stage_durations {
                        total = total.eq_add(duration)?;
                    }
                    total
                }))(),
                &__PROPERTIES[0],
            )
        }
        ///The first stage's duration over the least time it needs. Equation: `stage_durations[0] / stage_minimum(stage_shares[0])`.
        #[inline]
        pub fn first_stage_buffer(&self) -> __Result<f64, __c::EvalError> {
            let stage_durations = __Clone::clone(&self.stage_durations);
            let stage_shares = __Clone::clone(&self.stage_shares);
            let stage_minimum = |share: f64| self.stage_minimum(share);
            struct first_stage_buffer {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    first_stage_buffer,
                >(
                    ::mlsysim_core::equation::at(&stage_durations, &0i64)?
                        .eq_div(
                            stage_minimum(
                                ::mlsysim_core::equation::at(&stage_shares, &0i64)?,
                            )?,
                        )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        /**Candidate tasks admitted over the whole ladder.

Equation:

```text
{
    let mut admitted = 0.0;
    for (&share, &duration) in stage_shares.iter().zip(&stage_durations) {
        admitted += share * request_rate * duration;
    }
    admitted
}
```
*/
        #[inline]
        pub fn admitted_by_completion(&self) -> __Result<f64, __c::EvalError> {
            let stage_shares = __Clone::clone(&self.stage_shares);
            let stage_durations = __Clone::clone(&self.stage_durations);
            let request_rate = __Clone::clone(&self.request_rate);
            struct admitted_by_completion {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    admitted_by_completion,
                >({
                    let mut admitted = 0.0;
                    for (&share, &duration) in stage_shares.iter().zip(&stage_durations)
                    {
                        admitted = admitted
                            .eq_add(share.eq_mul(request_rate)?.eq_mul(duration)?)?;
                    }
                    admitted
                }))(),
                &__PROPERTIES[2],
            )
        }
        /**Candidate tasks whose verdicts have arrived when the last stage ends.

Equation:

```text
{
    let cutoff = total - label_delay;
    let mut labeled = 0.0;
    let mut start = hours(0.0);
    for (&share, &duration) in stage_shares.iter().zip(&stage_durations) {
        let end = start + duration;
        let overlap = max(hours(0.0), min(end, cutoff) - start);
        labeled += share * request_rate * overlap;
        start = end;
    }
    labeled
}
```
 Requires `label_delay` (an error names the absent one).*/
        #[inline]
        pub fn labeled_by_completion(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_labeled_by_completion(self.total()?)
        }
        #[doc(hidden)]
        fn __eq_labeled_by_completion(
            &self,
            total: Time,
        ) -> __Result<f64, __c::EvalError> {
            let label_delay = __c::present(
                &self.label_delay,
                "labeled_by_completion",
                "label_delay",
            )?;
            let stage_shares = __Clone::clone(&self.stage_shares);
            let stage_durations = __Clone::clone(&self.stage_durations);
            let request_rate = __Clone::clone(&self.request_rate);
            struct labeled_by_completion {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    labeled_by_completion,
                >({
                    let cutoff = total.eq_sub(label_delay)?;
                    let mut labeled = 0.0;
                    let mut start = ::mlsysim_core::equation::hours(0.0);
                    for (&share, &duration) in stage_shares.iter().zip(&stage_durations)
                    {
                        let end = start.eq_add(duration)?;
                        let overlap = ::mlsysim_core::equation::max(
                            ::mlsysim_core::equation::hours(0.0),
                            ::mlsysim_core::equation::min(end, cutoff).eq_sub(start)?,
                        );
                        labeled = labeled
                            .eq_add(share.eq_mul(request_rate)?.eq_mul(overlap)?)?;
                        start = end;
                    }
                    labeled
                }))(),
                &__PROPERTIES[3],
            )
        }
        ///The least time a stage sending `share` of the traffic needs to collect its sample. Equation: `sample_collection_time(samples_per_variant, request_rate, share)`.
        #[inline]
        pub fn stage_minimum(&self, share: f64) -> __Result<Time, __c::EvalError> {
            __c::argument(&share, "stage_minimum", &(&__METHODS[0]).args[0])?;
            let samples_per_variant = __Clone::clone(&self.samples_per_variant);
            let request_rate = __Clone::clone(&self.request_rate);
            struct stage_minimum {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    stage_minimum,
                >(
                    ::mlsysim_core::equation::sample_collection_time(
                        samples_per_variant,
                        request_rate,
                        share,
                    )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CanaryScheduleValues`].
        #[must_use]
        pub fn evaluate(&self) -> CanaryScheduleValues<'_> {
            let total = self.total();
            let first_stage_buffer = self.first_stage_buffer();
            let admitted_by_completion = self.admitted_by_completion();
            let labeled_by_completion = __c::after(
                (&total,),
                |(v0,)| self.__eq_labeled_by_completion(v0),
            );
            CanaryScheduleValues {
                scenario: self,
                total,
                first_stage_buffer,
                admitted_by_completion,
                labeled_by_completion,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.samples_per_variant, &__INPUTS[0])?;
            __c::bounded(&self.request_rate, &__INPUTS[1])?;
            __c::bounded_plain(&self.stage_shares, &__INPUTS[2])?;
            __c::bounded(&self.stage_durations, &__INPUTS[3])?;
            __c::bounded(&self.label_delay, &__INPUTS[4])?;
            {
                let stage_shares = __Clone::clone(&self.stage_shares);
                let stage_durations = __Clone::clone(&self.stage_durations);
                __c::rule(
                    !stage_shares.is_empty()
                        && stage_shares.len() == stage_durations.len(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.stage_shares, &self.stage_durations],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_total(&self) -> __c::Parts {
            __c::traced(
                self.total(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "hours", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_first_stage_buffer(&self) -> __c::Parts {
            __c::traced(
                self.first_stage_buffer(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let stage_durations = __Clone::clone(& self.stage_durations); let
                    part = ::mlsysim_core::equation::at(& stage_durations, & 0i64) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let stage_shares = __Clone::clone(& self.stage_shares); let
                    stage_minimum = | share : f64 | self.stage_minimum(share); let part =
                    stage_minimum(::mlsysim_core::equation::at(& stage_shares, & 0i64) ?)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "stage_minimum", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let stage_shares =
                    __Clone::clone(& self.stage_shares); let part =
                    ::mlsysim_core::equation::at(& stage_shares, & 0i64) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_labeled_by_completion(&self) -> __c::Parts {
            __c::traced(
                self.labeled_by_completion(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "hours", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "hours", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 0.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }
                ],
            )
        }
    }
    impl CanaryScheduleBuilder {
        ///Sets `samples_per_variant`: Guardrail samples each stage needs per variant.
        #[must_use]
        pub fn samples_per_variant(mut self, value: f64) -> Self {
            self.samples_per_variant = Some(value);
            self
        }
        ///Sets `request_rate`: Requests an hour across all traffic.
        #[must_use]
        pub fn request_rate(mut self, value: Frequency) -> Self {
            self.request_rate = Some(value);
            self
        }
        ///Sets `stage_shares`: Each stage's share of the traffic, in order.
        #[must_use]
        pub fn stage_shares(mut self, value: Vec<f64>) -> Self {
            self.stage_shares = Some(value);
            self
        }
        ///Sets `stage_durations`: Each stage's configured duration, in order.
        #[must_use]
        pub fn stage_durations(mut self, value: Vec<Time>) -> Self {
            self.stage_durations = Some(value);
            self
        }
        ///Sets `label_delay`: Time from a task's admission to its verdict.
        #[must_use]
        pub fn label_delay(mut self, value: Time) -> Self {
            self.label_delay = Some(value);
            self
        }
        ///Leaves `label_delay` absent.
        #[must_use]
        pub fn without_label_delay(mut self) -> Self {
            self.label_delay = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<CanarySchedule, __c::InputError> {
            let scenario = CanarySchedule {
                samples_per_variant: __c::given(
                    self.samples_per_variant,
                    "samples_per_variant",
                )?,
                request_rate: __c::given(self.request_rate, "request_rate")?,
                stage_shares: __c::given(self.stage_shares, "stage_shares")?,
                stage_durations: __c::given(self.stage_durations, "stage_durations")?,
                label_delay: self.label_delay,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CanaryScheduleBuilder {
        type Scenario = CanarySchedule;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "samples_per_variant" => {
                    self.samples_per_variant = __c::set(value, &__INPUTS[0])?;
                }
                "request_rate" => self.request_rate = __c::set(value, &__INPUTS[1])?,
                "stage_shares" => self.stage_shares = __c::set(value, &__INPUTS[2])?,
                "stage_durations" => {
                    self.stage_durations = __c::set(value, &__INPUTS[3])?;
                }
                "label_delay" => self.label_delay = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CanarySchedule, __c::InputError> {
            CanaryScheduleBuilder::build(self)
        }
    }
    impl<'a> CanaryScheduleValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CanarySchedule {
            self.scenario
        }
        ///[`CanarySchedule::stage_minimum`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn stage_minimum(&self, share: f64) -> __Result<Time, __c::EvalError> {
            self.scenario.stage_minimum(share)
        }
    }
    impl __c::Scenario for CanarySchedule {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CanarySchedule",
            family: &ROLLOUTS,
            summary: "A staged rollout whose every stage must collect a guardrail sample from its share of the traffic: the least time each stage needs, the configured ladder's length, and the tasks it admits and has verdicts for when it ends.",
            description: "The reference gives the ladder as one list of (share, duration) pairs, `stages`; here it is\ntwo lists of equal length, `stage_shares` and `stage_durations`. A label arrives\n`label_delay` after its task is admitted, so a task has its verdict when the ladder ends only\nif it was admitted at least that long before. The reference files this class under its\nsection \"Neural computation: dense networks, activations, losses, and number formats\".",
            notes: __c::meta::Notes {
                equation: "stage minimum = n ÷ (rate × share); total = Σ durations; admitted = Σ share × rate × duration",
                assumptions: &[
                    "Requests arrive at a steady rate and each stage sends its share to the candidate.",
                ],
                rules: __RULES,
                excludes: &["Time between stages spent deciding whether to go on."],
                derivation: &[
                    "A stage has its sample when its share of the traffic has delivered n requests.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The 1% stage needs an hour; the ladder gives it two",
                    code: "// The 1% stage needs an hour; the ladder gives it two\nuse mlsysim_scenarios::rollouts::canary_guardrail_schedule;\n\nlet s = canary_guardrail_schedule()?;\nassert!((s.first_stage_buffer()? - 2.0).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = CanaryScheduleBuilder;
        fn to_builder(&self) -> CanaryScheduleBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.samples_per_variant,
                    &self.request_rate,
                    &self.stage_shares,
                    &self.stage_durations,
                    &self.label_delay,
                ],
                &[
                    &values.total,
                    &values.first_stage_buffer,
                    &values.admitted_by_completion,
                    &values.labeled_by_completion,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "stage_minimum" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.stage_minimum(a0), &__METHODS[0])
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
                "total" => Some(Ok(self.__explain_total())),
                "first_stage_buffer" => Some(Ok(self.__explain_first_stage_buffer())),
                "labeled_by_completion" => {
                    Some(Ok(self.__explain_labeled_by_completion()))
                }
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "stage_shares" => (&__c::explain::Held(&self.stage_shares)).__held(),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "stage_shares" => {
                    __c::samples(&self.stage_shares, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(CanarySchedule);
};
