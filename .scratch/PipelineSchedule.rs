/**A synchronous pipeline of stages fed several microbatches a step: its bubble, counted in equal time slots.

Forward and backward each take m + p − 1 slots; each stage idles p − 1 of them filling and
p − 1 draining, so the bubble is (p − 1)/(m + p − 1), and more microbatches shrink it.

# Equation

bubble = (p − 1)/(m + p − 1); slots = 2(m + p − 1); idle = 2(p − 1); microbatches for a bubble b = (p − 1)(1 − b)/b

# Assumptions

- Every stage takes the same time per microbatch, forward and backward alike.

# Excludes

- Interleaved schedules and the communication between stages.

# Derivation

- Huang et al. (2019), GPipe; Narayanan et al. (2019), 1F1B.

# Examples

```rust
// Four stages and four microbatches idle three slots in seven
use mlsysim_cluster::distributed::gpipe_four_stage_walkthrough;

let s = gpipe_four_stage_walkthrough()?;
assert_eq!(s.slots()?, 14);
assert!((s.bubble()? - 3.0 / 7.0).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PipelineSchedule {
    ///Stages of the pipeline. *Allowed >= 1.*
    pub stages: u32,
    ///Microbatches a step. *Allowed >= 1.*
    pub microbatches: u32,
}
///Builds a [`PipelineSchedule`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct PipelineScheduleBuilder {
    stages: ::core::option::Option<u32>,
    microbatches: ::core::option::Option<u32>,
}
///Every property of a [`PipelineSchedule`], each computed once (see [`PipelineSchedule::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PipelineScheduleValues<'a> {
    scenario: &'a PipelineSchedule,
    ///Share of the step each stage idles.
    pub bubble: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Equal time slots a step, forward and backward each m + p − 1.
    pub slots: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Slots each stage idles a step: p − 1 to fill and p − 1 to drain.
    pub idle_slots: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The bubble's numerator, p − 1.
    pub fill_slots: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The bubble's denominator, m + p − 1 slots a phase.
    pub phase_slots: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "stages",
            ty: "u32",
            doc: "Stages of the pipeline.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "microbatches",
            ty: "u32",
            doc: "Microbatches a step.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "bubble",
            doc: "Share of the step each stage idles.",
            equation: "pipeline_bubble(stages, microbatches, 1)",
            result_type: "f64",
            depends_on: &["stages", "microbatches"],
            calls: &["pipeline_bubble"],
            template: "pipeline_bubble({stages}, {microbatches}, 1)",
            operation: "result of `pipeline_bubble`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "slots",
            doc: "Equal time slots a step, forward and backward each m + p − 1.",
            equation: "2 * (microbatches + stages - 1)",
            result_type: "i64",
            depends_on: &["microbatches", "stages"],
            template: "2 * ({microbatches} + {stages} - 1)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "idle_slots",
            doc: "Slots each stage idles a step: p − 1 to fill and p − 1 to drain.",
            equation: "2 * (stages - 1)",
            result_type: "i64",
            depends_on: &["stages"],
            template: "2 * ({stages} - 1)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fill_slots",
            doc: "The bubble's numerator, p − 1.",
            equation: "stages - 1",
            result_type: "i64",
            depends_on: &["stages"],
            template: "{stages} - 1",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "phase_slots",
            doc: "The bubble's denominator, m + p − 1 slots a phase.",
            equation: "microbatches + stages - 1",
            result_type: "i64",
            depends_on: &["microbatches", "stages"],
            template: "{microbatches} + {stages} - 1",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "microbatches_for_bubble",
            kind: __c::MemberKind::Method,
            doc: "Microbatches above which the bubble falls below `target`.",
            equation: "(stages - 1) * (1.0 - target) / target",
            args: &[
                __c::ArgInfo {
                    name: "target",
                    ty: "f64",
                    samples: &[
                        __c::Sample::Literal("0.05"),
                        __c::Sample::Literal("0.1"),
                        __c::Sample::Literal("0.25"),
                    ],
                    bounds: __c::Bounds::range(
                            Some(0f64),
                            Some(1f64),
                            true,
                            "[0.0, 1.0]",
                        )
                        .positive(),
                },
            ],
            result_type: "f64",
            depends_on: &["stages"],
            template: "({stages} - 1) * (1.0 - {target}) / {target}",
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
    impl PipelineSchedule {
        ///Starts a [`PipelineScheduleBuilder`]; required inputs must be set before [`PipelineScheduleBuilder::build`].
        #[must_use]
        pub fn builder() -> PipelineScheduleBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> PipelineScheduleBuilder {
            PipelineScheduleBuilder {
                stages: Some(__Clone::clone(&self.stages)),
                microbatches: Some(__Clone::clone(&self.microbatches)),
            }
        }
        ///Share of the step each stage idles. Equation: `pipeline_bubble(stages, microbatches, 1)`.
        #[inline]
        pub fn bubble(&self) -> __Result<f64, __c::EvalError> {
            let stages = __Clone::clone(&self.stages);
            let microbatches = __Clone::clone(&self.microbatches);
            struct bubble {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    bubble,
                >(
                    ::mlsysim_core::equation::pipeline_bubble(stages, microbatches, 1)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Equal time slots a step, forward and backward each m + p − 1. Equation: `2 * (microbatches + stages - 1)`.
        #[inline]
        pub fn slots(&self) -> __Result<i64, __c::EvalError> {
            let microbatches = __Clone::clone(&self.microbatches);
            let stages = __Clone::clone(&self.stages);
            struct slots {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    slots,
                >((2i64).eq_mul(microbatches.eq_add(stages)?.eq_sub(1i64)?)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Slots each stage idles a step: p − 1 to fill and p − 1 to drain. Equation: `2 * (stages - 1)`.
        #[inline]
        pub fn idle_slots(&self) -> __Result<i64, __c::EvalError> {
            let stages = __Clone::clone(&self.stages);
            struct idle_slots {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    idle_slots,
                >((2i64).eq_mul(stages.eq_sub(1i64)?)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The bubble's numerator, p − 1. Equation: `stages - 1`.
        #[inline]
        pub fn fill_slots(&self) -> __Result<i64, __c::EvalError> {
            let stages = __Clone::clone(&self.stages);
            struct fill_slots {}
            __c::member(
                (|| __c::conform::<i64, _, fill_slots>(stages.eq_sub(1i64)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The bubble's denominator, m + p − 1 slots a phase. Equation: `microbatches + stages - 1`.
        #[inline]
        pub fn phase_slots(&self) -> __Result<i64, __c::EvalError> {
            let microbatches = __Clone::clone(&self.microbatches);
            let stages = __Clone::clone(&self.stages);
            struct phase_slots {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    phase_slots,
                >(microbatches.eq_add(stages)?.eq_sub(1i64)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Microbatches above which the bubble falls below `target`. Equation: `(stages - 1) * (1.0 - target) / target`.
        #[inline]
        pub fn microbatches_for_bubble(
            &self,
            target: f64,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&target, "microbatches_for_bubble", &(&__METHODS[0]).args[0])?;
            let stages = __Clone::clone(&self.stages);
            struct microbatches_for_bubble {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    microbatches_for_bubble,
                >(
                    stages.eq_sub(1i64)?.eq_mul((1.0).eq_sub(target)?)?.eq_div(target)?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`PipelineScheduleValues`].
        #[must_use]
        pub fn evaluate(&self) -> PipelineScheduleValues<'_> {
            let bubble = self.bubble();
            let slots = self.slots();
            let idle_slots = self.idle_slots();
            let fill_slots = self.fill_slots();
            let phase_slots = self.phase_slots();
            PipelineScheduleValues {
                scenario: self,
                bubble,
                slots,
                idle_slots,
                fill_slots,
                phase_slots,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.stages, &__INPUTS[0])?;
            __c::bounded_plain(&self.microbatches, &__INPUTS[1])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_bubble(&self) -> __c::Parts {
            __c::traced(
                self.bubble(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "pipeline_bubble", args :
                    ::std::vec![__c::Operand::Name("stages"),
                    __c::Operand::Name("microbatches"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl PipelineScheduleBuilder {
        ///Sets `stages`: Stages of the pipeline.
        #[must_use]
        pub fn stages(mut self, value: u32) -> Self {
            self.stages = Some(value);
            self
        }
        ///Sets `microbatches`: Microbatches a step.
        #[must_use]
        pub fn microbatches(mut self, value: u32) -> Self {
            self.microbatches = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<PipelineSchedule, __c::InputError> {
            let scenario = PipelineSchedule {
                stages: __c::given(self.stages, "stages")?,
                microbatches: __c::given(self.microbatches, "microbatches")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for PipelineScheduleBuilder {
        type Scenario = PipelineSchedule;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "stages" => self.stages = __c::set(value, &__INPUTS[0])?,
                "microbatches" => self.microbatches = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<PipelineSchedule, __c::InputError> {
            PipelineScheduleBuilder::build(self)
        }
    }
    impl<'a> PipelineScheduleValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a PipelineSchedule {
            self.scenario
        }
        ///[`PipelineSchedule::microbatches_for_bubble`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn microbatches_for_bubble(
            &self,
            target: f64,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.microbatches_for_bubble(target)
        }
    }
    impl __c::Scenario for PipelineSchedule {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "PipelineSchedule",
            family: &DISTRIBUTED_TRAINING,
            summary: "A synchronous pipeline of stages fed several microbatches a step: its bubble, counted in equal time slots.",
            description: "Forward and backward each take m + p − 1 slots; each stage idles p − 1 of them filling and\np − 1 draining, so the bubble is (p − 1)/(m + p − 1), and more microbatches shrink it.",
            notes: __c::meta::Notes {
                equation: "bubble = (p − 1)/(m + p − 1); slots = 2(m + p − 1); idle = 2(p − 1); microbatches for a bubble b = (p − 1)(1 − b)/b",
                assumptions: &[
                    "Every stage takes the same time per microbatch, forward and backward alike.",
                ],
                rules: __RULES,
                excludes: &[
                    "Interleaved schedules and the communication between stages.",
                ],
                derivation: &[
                    "Huang et al. (2019), GPipe; Narayanan et al. (2019), 1F1B.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Four stages and four microbatches idle three slots in seven",
                    code: "// Four stages and four microbatches idle three slots in seven\nuse mlsysim_cluster::distributed::gpipe_four_stage_walkthrough;\n\nlet s = gpipe_four_stage_walkthrough()?;\nassert_eq!(s.slots()?, 14);\nassert!((s.bubble()? - 3.0 / 7.0).abs() < 1e-15);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = PipelineScheduleBuilder;
        fn to_builder(&self) -> PipelineScheduleBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.stages, &self.microbatches],
                &[
                    &values.bubble,
                    &values.slots,
                    &values.idle_slots,
                    &values.fill_slots,
                    &values.phase_slots,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "microbatches_for_bubble" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.microbatches_for_bubble(a0), &__METHODS[0])
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
                "bubble" => Some(Ok(self.__explain_bubble())),
                _ => None,
            }
        }
    }
    __c::glue!(PipelineSchedule);
};
