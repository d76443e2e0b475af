/**One snapshot of a shared pool's capacity at the scheduling boundary: how much of it can run a synchronous step.

Capacity assigned to jobs includes gangs still waiting for members; only complete
allocations can step, so scheduling goodput is the assigned share less the incomplete-gang
share. Complete allocations waiting for input pass this boundary: their loss is runtime
goodput's.

# Equation

S = assigned − incomplete gangs; executing = S − input wait; input wait of held = input wait ÷ S; ceiling = S + incomplete gangs

# Assumptions

- Shares are of the pool's in-service capacity at one instant.

# Rules across inputs

- `incomplete_gang_share` is at most `assigned_share` (`incomplete_gang_share <= assigned_share`)
- `input_wait_share` is at most the complete allocations' share, `assigned_share` − `incomplete_gang_share` (`input_wait_share <= assigned_share - incomplete_gang_share`)

# Excludes

- How the shares move over time; a snapshot is not an average.

# Derivation

- ML productivity goodput charges each lost interval at the first boundary it fails (Wongpanich et al. 2025).

# Examples

```rust
// Two thirds of the pool can step
use mlsysim_data::delivery::shared_pool_scheduling_snapshot;

let s = shared_pool_scheduling_snapshot()?;
assert!((s.scheduling_goodput()? - 0.65).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SchedulingSnapshot {
    ///Share of the pool assigned to jobs. *Allowed [0.0, 1.0].*
    pub assigned_share: f64,
    ///Share held by gangs still waiting for members. *Allowed [0.0, 1.0].*
    pub incomplete_gang_share: f64,
    ///Share in complete allocations waiting for input. *Allowed [0.0, 1.0].*
    pub input_wait_share: f64,
}
///Builds a [`SchedulingSnapshot`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SchedulingSnapshotBuilder {
    assigned_share: ::core::option::Option<f64>,
    incomplete_gang_share: ::core::option::Option<f64>,
    input_wait_share: ::core::option::Option<f64>,
}
///Every property of a [`SchedulingSnapshot`], each computed once (see [`SchedulingSnapshot::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SchedulingSnapshotValues<'a> {
    scenario: &'a SchedulingSnapshot,
    ///Scheduling goodput: the share in complete allocations.
    pub scheduling_goodput: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The share lost at the scheduling boundary.
    pub scheduling_loss: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The share assigned to nothing.
    pub unassigned_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The share executing steps.
    pub executing_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The input-wait share as a share of held time (complete allocations).
    pub input_wait_of_held: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Scheduling goodput if every device freed from a partial gang joined a complete one.
    pub partial_hold_ceiling: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "assigned_share",
            ty: "f64",
            doc: "Share of the pool assigned to jobs.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "incomplete_gang_share",
            ty: "f64",
            doc: "Share held by gangs still waiting for members.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "input_wait_share",
            ty: "f64",
            doc: "Share in complete allocations waiting for input.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "scheduling_goodput",
            doc: "Scheduling goodput: the share in complete allocations.",
            equation: "assigned_share - incomplete_gang_share",
            result_type: "f64",
            depends_on: &["assigned_share", "incomplete_gang_share"],
            template: "{assigned_share} - {incomplete_gang_share}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "scheduling_loss",
            doc: "The share lost at the scheduling boundary.",
            equation: "1.0 - scheduling_goodput",
            result_type: "f64",
            depends_on: &["scheduling_goodput"],
            template: "1.0 - {scheduling_goodput}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "unassigned_share",
            doc: "The share assigned to nothing.",
            equation: "1.0 - assigned_share",
            result_type: "f64",
            depends_on: &["assigned_share"],
            template: "1.0 - {assigned_share}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "executing_share",
            doc: "The share executing steps.",
            equation: "scheduling_goodput - input_wait_share",
            result_type: "f64",
            depends_on: &["input_wait_share", "scheduling_goodput"],
            template: "{scheduling_goodput} - {input_wait_share}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "input_wait_of_held",
            doc: "The input-wait share as a share of held time (complete allocations).",
            equation: "input_wait_share / scheduling_goodput",
            result_type: "f64",
            depends_on: &["input_wait_share", "scheduling_goodput"],
            template: "{input_wait_share} / {scheduling_goodput}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "partial_hold_ceiling",
            doc: "Scheduling goodput if every device freed from a partial gang joined a complete one.",
            equation: "scheduling_goodput + incomplete_gang_share",
            result_type: "f64",
            depends_on: &["incomplete_gang_share", "scheduling_goodput"],
            template: "{scheduling_goodput} + {incomplete_gang_share}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`incomplete_gang_share` is at most `assigned_share`",
            condition: "incomplete_gang_share <= assigned_share",
            inputs: &["incomplete_gang_share", "assigned_share"],
        },
        __c::RuleInfo {
            text: "`input_wait_share` is at most the complete allocations' share, `assigned_share` − `incomplete_gang_share`",
            condition: "input_wait_share <= assigned_share - incomplete_gang_share",
            inputs: &["input_wait_share", "assigned_share", "incomplete_gang_share"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl SchedulingSnapshot {
        ///Starts a [`SchedulingSnapshotBuilder`]; required inputs must be set before [`SchedulingSnapshotBuilder::build`].
        #[must_use]
        pub fn builder() -> SchedulingSnapshotBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SchedulingSnapshotBuilder {
            SchedulingSnapshotBuilder {
                assigned_share: Some(__Clone::clone(&self.assigned_share)),
                incomplete_gang_share: Some(__Clone::clone(&self.incomplete_gang_share)),
                input_wait_share: Some(__Clone::clone(&self.input_wait_share)),
            }
        }
        ///Scheduling goodput: the share in complete allocations. Equation: `assigned_share - incomplete_gang_share`.
        #[inline]
        pub fn scheduling_goodput(&self) -> __Result<f64, __c::EvalError> {
            let assigned_share = __Clone::clone(&self.assigned_share);
            let incomplete_gang_share = __Clone::clone(&self.incomplete_gang_share);
            struct scheduling_goodput {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    scheduling_goodput,
                >(assigned_share.eq_sub(incomplete_gang_share)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The share lost at the scheduling boundary. Equation: `1.0 - scheduling_goodput`.
        #[inline]
        pub fn scheduling_loss(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_scheduling_loss(self.scheduling_goodput()?)
        }
        #[doc(hidden)]
        fn __eq_scheduling_loss(
            &self,
            scheduling_goodput: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct scheduling_loss {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    scheduling_loss,
                >((1.0).eq_sub(scheduling_goodput)?))(),
                &__PROPERTIES[1],
            )
        }
        ///The share assigned to nothing. Equation: `1.0 - assigned_share`.
        #[inline]
        pub fn unassigned_share(&self) -> __Result<f64, __c::EvalError> {
            let assigned_share = __Clone::clone(&self.assigned_share);
            struct unassigned_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    unassigned_share,
                >((1.0).eq_sub(assigned_share)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The share executing steps. Equation: `scheduling_goodput - input_wait_share`.
        #[inline]
        pub fn executing_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_executing_share(self.scheduling_goodput()?)
        }
        #[doc(hidden)]
        fn __eq_executing_share(
            &self,
            scheduling_goodput: f64,
        ) -> __Result<f64, __c::EvalError> {
            let input_wait_share = __Clone::clone(&self.input_wait_share);
            struct executing_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    executing_share,
                >(scheduling_goodput.eq_sub(input_wait_share)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The input-wait share as a share of held time (complete allocations). Equation: `input_wait_share / scheduling_goodput`.
        #[inline]
        pub fn input_wait_of_held(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_input_wait_of_held(self.scheduling_goodput()?)
        }
        #[doc(hidden)]
        fn __eq_input_wait_of_held(
            &self,
            scheduling_goodput: f64,
        ) -> __Result<f64, __c::EvalError> {
            let input_wait_share = __Clone::clone(&self.input_wait_share);
            struct input_wait_of_held {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    input_wait_of_held,
                >(input_wait_share.eq_div(scheduling_goodput)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Scheduling goodput if every device freed from a partial gang joined a complete one. Equation: `scheduling_goodput + incomplete_gang_share`.
        #[inline]
        pub fn partial_hold_ceiling(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_partial_hold_ceiling(self.scheduling_goodput()?)
        }
        #[doc(hidden)]
        fn __eq_partial_hold_ceiling(
            &self,
            scheduling_goodput: f64,
        ) -> __Result<f64, __c::EvalError> {
            let incomplete_gang_share = __Clone::clone(&self.incomplete_gang_share);
            struct partial_hold_ceiling {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    partial_hold_ceiling,
                >(scheduling_goodput.eq_add(incomplete_gang_share)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SchedulingSnapshotValues`].
        #[must_use]
        pub fn evaluate(&self) -> SchedulingSnapshotValues<'_> {
            let scheduling_goodput = self.scheduling_goodput();
            let scheduling_loss = __c::after(
                (&scheduling_goodput,),
                |(v0,)| self.__eq_scheduling_loss(v0),
            );
            let unassigned_share = self.unassigned_share();
            let executing_share = __c::after(
                (&scheduling_goodput,),
                |(v0,)| self.__eq_executing_share(v0),
            );
            let input_wait_of_held = __c::after(
                (&scheduling_goodput,),
                |(v0,)| self.__eq_input_wait_of_held(v0),
            );
            let partial_hold_ceiling = __c::after(
                (&scheduling_goodput,),
                |(v0,)| self.__eq_partial_hold_ceiling(v0),
            );
            SchedulingSnapshotValues {
                scenario: self,
                scheduling_goodput,
                scheduling_loss,
                unassigned_share,
                executing_share,
                input_wait_of_held,
                partial_hold_ceiling,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.assigned_share, &__INPUTS[0])?;
            __c::bounded_plain(&self.incomplete_gang_share, &__INPUTS[1])?;
            __c::bounded_plain(&self.input_wait_share, &__INPUTS[2])?;
            {
                let incomplete_gang_share = __Clone::clone(&self.incomplete_gang_share);
                let assigned_share = __Clone::clone(&self.assigned_share);
                __c::rule(
                    incomplete_gang_share <= assigned_share,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.incomplete_gang_share, &self.assigned_share],
                )?;
            }
            {
                let input_wait_share = __Clone::clone(&self.input_wait_share);
                let assigned_share = __Clone::clone(&self.assigned_share);
                let incomplete_gang_share = __Clone::clone(&self.incomplete_gang_share);
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    __c::RuleOutcome::decided(
                        input_wait_share <= assigned_share.eq_sub(incomplete_gang_share)?,
                    )
                })();
                __c::rule(
                    outcome,
                    &__RULES[1],
                    __INPUTS,
                    &[
                        &self.input_wait_share,
                        &self.assigned_share,
                        &self.incomplete_gang_share,
                    ],
                )?;
            }
            Ok(())
        }
    }
    impl SchedulingSnapshotBuilder {
        ///Sets `assigned_share`: Share of the pool assigned to jobs.
        #[must_use]
        pub fn assigned_share(mut self, value: f64) -> Self {
            self.assigned_share = Some(value);
            self
        }
        ///Sets `incomplete_gang_share`: Share held by gangs still waiting for members.
        #[must_use]
        pub fn incomplete_gang_share(mut self, value: f64) -> Self {
            self.incomplete_gang_share = Some(value);
            self
        }
        ///Sets `input_wait_share`: Share in complete allocations waiting for input.
        #[must_use]
        pub fn input_wait_share(mut self, value: f64) -> Self {
            self.input_wait_share = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SchedulingSnapshot, __c::InputError> {
            let scenario = SchedulingSnapshot {
                assigned_share: __c::given(self.assigned_share, "assigned_share")?,
                incomplete_gang_share: __c::given(
                    self.incomplete_gang_share,
                    "incomplete_gang_share",
                )?,
                input_wait_share: __c::given(self.input_wait_share, "input_wait_share")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SchedulingSnapshotBuilder {
        type Scenario = SchedulingSnapshot;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "assigned_share" => self.assigned_share = __c::set(value, &__INPUTS[0])?,
                "incomplete_gang_share" => {
                    self.incomplete_gang_share = __c::set(value, &__INPUTS[1])?;
                }
                "input_wait_share" => {
                    self.input_wait_share = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SchedulingSnapshot, __c::InputError> {
            SchedulingSnapshotBuilder::build(self)
        }
    }
    impl<'a> SchedulingSnapshotValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SchedulingSnapshot {
            self.scenario
        }
    }
    impl __c::Scenario for SchedulingSnapshot {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SchedulingSnapshot",
            family: &DELIVERY,
            summary: "One snapshot of a shared pool's capacity at the scheduling boundary: how much of it can run a synchronous step.",
            description: "Capacity assigned to jobs includes gangs still waiting for members; only complete\nallocations can step, so scheduling goodput is the assigned share less the incomplete-gang\nshare. Complete allocations waiting for input pass this boundary: their loss is runtime\ngoodput's.",
            notes: __c::meta::Notes {
                equation: "S = assigned − incomplete gangs; executing = S − input wait; input wait of held = input wait ÷ S; ceiling = S + incomplete gangs",
                assumptions: &[
                    "Shares are of the pool's in-service capacity at one instant.",
                ],
                rules: __RULES,
                excludes: &[
                    "How the shares move over time; a snapshot is not an average.",
                ],
                derivation: &[
                    "ML productivity goodput charges each lost interval at the first boundary it fails (Wongpanich et al. 2025).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Two thirds of the pool can step",
                    code: "// Two thirds of the pool can step\nuse mlsysim_data::delivery::shared_pool_scheduling_snapshot;\n\nlet s = shared_pool_scheduling_snapshot()?;\nassert!((s.scheduling_goodput()? - 0.65).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SchedulingSnapshotBuilder;
        fn to_builder(&self) -> SchedulingSnapshotBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.assigned_share,
                    &self.incomplete_gang_share,
                    &self.input_wait_share,
                ],
                &[
                    &values.scheduling_goodput,
                    &values.scheduling_loss,
                    &values.unassigned_share,
                    &values.executing_share,
                    &values.input_wait_of_held,
                    &values.partial_hold_ceiling,
                ],
            )
        }
    }
    __c::glue!(SchedulingSnapshot);
};
