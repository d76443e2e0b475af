/**Each record's share of storage work, and how long the first and the last arrival wait, when one flush acknowledges a whole batch.

# Equation

work per record = flush_time ÷ batch_size; first wait = batch_timer + flush_time; last wait = flush_time

# Assumptions

- The batch closes when its timer fires, with batch_size records in it.

# Excludes

- Queueing behind an earlier flush.

# Derivation

- The first record waits for the whole timer and the flush; the last arrives as the timer fires and waits for the flush alone.

# Examples

```rust
// Waits under group commit
use mlsysim_scenarios::durability::intent_quorum_group_commit;

let s = intent_quorum_group_commit()?;
assert!((s.first_wait()?.value - 0.006).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct GroupCommit {
    ///Time a batch stays open. *Shown in `MILLISECOND`; allowed >= 0.*
    pub batch_timer: Time,
    ///Time of one flush. *Shown in `MILLISECOND`; allowed >= 0.*
    pub flush_time: Time,
    ///Records acknowledged by one flush. *Allowed >= 1.*
    pub batch_size: u32,
}
///Builds a [`GroupCommit`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct GroupCommitBuilder {
    batch_timer: ::core::option::Option<Time>,
    flush_time: ::core::option::Option<Time>,
    batch_size: ::core::option::Option<u32>,
}
///Every property of a [`GroupCommit`], each computed once (see [`GroupCommit::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct GroupCommitValues<'a> {
    scenario: &'a GroupCommit,
    ///Flush time each record accounts for.
    pub work_per_record: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Wait of the first record of a batch.
    pub first_wait: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Wait of the last record of a batch.
    pub last_wait: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "batch_timer",
            ty: "Time",
            doc: "Time a batch stays open.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "flush_time",
            ty: "Time",
            doc: "Time of one flush.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_size",
            ty: "u32",
            doc: "Records acknowledged by one flush.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "work_per_record",
            doc: "Flush time each record accounts for.",
            equation: "flush_time / batch_size",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["flush_time", "batch_size"],
            template: "{flush_time} / {batch_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "first_wait",
            doc: "Wait of the first record of a batch.",
            equation: "batch_timer + flush_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["batch_timer", "flush_time"],
            template: "{batch_timer} + {flush_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "last_wait",
            doc: "Wait of the last record of a batch.",
            equation: "flush_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["flush_time"],
            template: "{flush_time}",
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
    impl GroupCommit {
        ///Starts a [`GroupCommitBuilder`]; required inputs must be set before [`GroupCommitBuilder::build`].
        #[must_use]
        pub fn builder() -> GroupCommitBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> GroupCommitBuilder {
            GroupCommitBuilder {
                batch_timer: Some(__Clone::clone(&self.batch_timer)),
                flush_time: Some(__Clone::clone(&self.flush_time)),
                batch_size: Some(__Clone::clone(&self.batch_size)),
            }
        }
        ///Flush time each record accounts for. Equation: `flush_time / batch_size`.
        #[inline]
        pub fn work_per_record(&self) -> __Result<Time, __c::EvalError> {
            let flush_time = __Clone::clone(&self.flush_time);
            let batch_size = __Clone::clone(&self.batch_size);
            struct work_per_record {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    work_per_record,
                >(flush_time.eq_div(batch_size)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Wait of the first record of a batch. Equation: `batch_timer + flush_time`.
        #[inline]
        pub fn first_wait(&self) -> __Result<Time, __c::EvalError> {
            let batch_timer = __Clone::clone(&self.batch_timer);
            let flush_time = __Clone::clone(&self.flush_time);
            struct first_wait {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    first_wait,
                >(batch_timer.eq_add(flush_time)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Wait of the last record of a batch. Equation: `flush_time`.
        #[inline]
        pub fn last_wait(&self) -> __Result<Time, __c::EvalError> {
            let flush_time = __Clone::clone(&self.flush_time);
            struct last_wait {}
            __c::member(
                (|| __c::conform::<Time, _, last_wait>(flush_time))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`GroupCommitValues`].
        #[must_use]
        pub fn evaluate(&self) -> GroupCommitValues<'_> {
            let work_per_record = self.work_per_record();
            let first_wait = self.first_wait();
            let last_wait = self.last_wait();
            GroupCommitValues {
                scenario: self,
                work_per_record,
                first_wait,
                last_wait,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.batch_timer, &__INPUTS[0])?;
            __c::bounded(&self.flush_time, &__INPUTS[1])?;
            __c::bounded_plain(&self.batch_size, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl GroupCommitBuilder {
        ///Sets `batch_timer`: Time a batch stays open.
        #[must_use]
        pub fn batch_timer(mut self, value: Time) -> Self {
            self.batch_timer = Some(value);
            self
        }
        ///Sets `flush_time`: Time of one flush.
        #[must_use]
        pub fn flush_time(mut self, value: Time) -> Self {
            self.flush_time = Some(value);
            self
        }
        ///Sets `batch_size`: Records acknowledged by one flush.
        #[must_use]
        pub fn batch_size(mut self, value: u32) -> Self {
            self.batch_size = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<GroupCommit, __c::InputError> {
            let scenario = GroupCommit {
                batch_timer: __c::given(self.batch_timer, "batch_timer")?,
                flush_time: __c::given(self.flush_time, "flush_time")?,
                batch_size: __c::given(self.batch_size, "batch_size")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for GroupCommitBuilder {
        type Scenario = GroupCommit;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "batch_timer" => self.batch_timer = __c::set(value, &__INPUTS[0])?,
                "flush_time" => self.flush_time = __c::set(value, &__INPUTS[1])?,
                "batch_size" => self.batch_size = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<GroupCommit, __c::InputError> {
            GroupCommitBuilder::build(self)
        }
    }
    impl<'a> GroupCommitValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a GroupCommit {
            self.scenario
        }
    }
    impl __c::Scenario for GroupCommit {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "GroupCommit",
            family: &DURABILITY,
            summary: "Each record's share of storage work, and how long the first and the last arrival wait, when one flush acknowledges a whole batch.",
            description: "",
            notes: __c::meta::Notes {
                equation: "work per record = flush_time ÷ batch_size; first wait = batch_timer + flush_time; last wait = flush_time",
                assumptions: &[
                    "The batch closes when its timer fires, with batch_size records in it.",
                ],
                rules: __RULES,
                excludes: &["Queueing behind an earlier flush."],
                derivation: &[
                    "The first record waits for the whole timer and the flush; the last arrives as the timer fires and waits for the flush alone.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Waits under group commit",
                    code: "// Waits under group commit\nuse mlsysim_scenarios::durability::intent_quorum_group_commit;\n\nlet s = intent_quorum_group_commit()?;\nassert!((s.first_wait()?.value - 0.006).abs() < 1e-15);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = GroupCommitBuilder;
        fn to_builder(&self) -> GroupCommitBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.batch_timer, &self.flush_time, &self.batch_size],
                &[&values.work_per_record, &values.first_wait, &values.last_wait],
            )
        }
    }
    __c::glue!(GroupCommit);
};
