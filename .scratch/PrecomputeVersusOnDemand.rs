/**A set of items answered one at a time on demand, against precomputing them all offline at a large-batch rate.

On demand, each item takes the batch-one latency of the service; offline, the machine runs
at its large-batch rate. The totals are machine time, and their ratio is how many times
more machine time answering on demand takes. The on-demand latency budget is stated as
context: no member reads it.

# Equation

on demand = n × t₁; offline = n ÷ r_offline; ratio = on demand ÷ offline

# Assumptions

- Every item is eventually asked for, so precomputing wastes nothing.
- At least one item; the on-demand time and the offline rate are above zero.
- The latency budget is context for the on-demand service (the reference keeps it without using it).

# Excludes

- Storage of the precomputed answers, and items that change after precomputing.

# Derivation

- n items at t₁ each take n·t₁; at r_offline items a second they take n ÷ r_offline.

# Examples

```rust
// A photo library is 300 times cheaper to precompute
use mlsysim_serving::one_machine::photo_library_precompute_h100;

let s = photo_library_precompute_h100()?;
assert!((s.ratio()? - 315.6612842510343).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PrecomputeVersusOnDemand {
    ///Items to answer. *Allowed >= 1.*
    pub items: u32,
    ///Time to answer one item on demand, at batch one. *Shown in `MILLISECOND`; allowed > 0.*
    pub on_demand_time: Time,
    ///Items a second when precomputing in large batches. *Shown in `PER_SECOND`; allowed > 0.*
    pub offline_rate: Frequency,
    ///Deadline of the on-demand service; context only. *Shown in `MILLISECOND`; allowed > 0.*
    pub latency_budget: Time,
}
///Builds a [`PrecomputeVersusOnDemand`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct PrecomputeVersusOnDemandBuilder {
    items: ::core::option::Option<u32>,
    on_demand_time: ::core::option::Option<Time>,
    offline_rate: ::core::option::Option<Frequency>,
    latency_budget: ::core::option::Option<Time>,
}
///Every property of a [`PrecomputeVersusOnDemand`], each computed once (see [`PrecomputeVersusOnDemand::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PrecomputeVersusOnDemandValues<'a> {
    scenario: &'a PrecomputeVersusOnDemand,
    ///Machine time to answer every item on demand.
    pub on_demand_total: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Machine time to precompute every item.
    pub offline_total: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///How many times more machine time on demand takes.
    pub ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "items",
            ty: "u32",
            doc: "Items to answer.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "on_demand_time",
            ty: "Time",
            doc: "Time to answer one item on demand, at batch one.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "offline_rate",
            ty: "Frequency",
            doc: "Items a second when precomputing in large batches.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "latency_budget",
            ty: "Time",
            doc: "Deadline of the on-demand service; context only.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "on_demand_total",
            doc: "Machine time to answer every item on demand.",
            equation: "items * on_demand_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["items", "on_demand_time"],
            template: "{items} * {on_demand_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "offline_total",
            doc: "Machine time to precompute every item.",
            equation: "items / offline_rate",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["items", "offline_rate"],
            template: "{items} / {offline_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ratio",
            doc: "How many times more machine time on demand takes.",
            equation: "on_demand_total / offline_total",
            result_type: "f64",
            depends_on: &["on_demand_total", "offline_total"],
            template: "{on_demand_total} / {offline_total}",
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
    impl PrecomputeVersusOnDemand {
        ///Starts a [`PrecomputeVersusOnDemandBuilder`]; required inputs must be set before [`PrecomputeVersusOnDemandBuilder::build`].
        #[must_use]
        pub fn builder() -> PrecomputeVersusOnDemandBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> PrecomputeVersusOnDemandBuilder {
            PrecomputeVersusOnDemandBuilder {
                items: Some(__Clone::clone(&self.items)),
                on_demand_time: Some(__Clone::clone(&self.on_demand_time)),
                offline_rate: Some(__Clone::clone(&self.offline_rate)),
                latency_budget: Some(__Clone::clone(&self.latency_budget)),
            }
        }
        ///Machine time to answer every item on demand. Equation: `items * on_demand_time`.
        #[inline]
        pub fn on_demand_total(&self) -> __Result<Time, __c::EvalError> {
            let items = __Clone::clone(&self.items);
            let on_demand_time = __Clone::clone(&self.on_demand_time);
            struct on_demand_total {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    on_demand_total,
                >(items.eq_mul(on_demand_time)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Machine time to precompute every item. Equation: `items / offline_rate`.
        #[inline]
        pub fn offline_total(&self) -> __Result<Time, __c::EvalError> {
            let items = __Clone::clone(&self.items);
            let offline_rate = __Clone::clone(&self.offline_rate);
            struct offline_total {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    offline_total,
                >(items.eq_div(offline_rate)?))(),
                &__PROPERTIES[1],
            )
        }
        ///How many times more machine time on demand takes. Equation: `on_demand_total / offline_total`.
        #[inline]
        pub fn ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_ratio(self.on_demand_total()?, self.offline_total()?)
        }
        #[doc(hidden)]
        fn __eq_ratio(
            &self,
            on_demand_total: Time,
            offline_total: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ratio,
                >(on_demand_total.eq_div(offline_total)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`PrecomputeVersusOnDemandValues`].
        #[must_use]
        pub fn evaluate(&self) -> PrecomputeVersusOnDemandValues<'_> {
            let on_demand_total = self.on_demand_total();
            let offline_total = self.offline_total();
            let ratio = __c::after(
                (&on_demand_total, &offline_total),
                |(v0, v1)| self.__eq_ratio(v0, v1),
            );
            PrecomputeVersusOnDemandValues {
                scenario: self,
                on_demand_total,
                offline_total,
                ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.items, &__INPUTS[0])?;
            __c::bounded(&self.on_demand_time, &__INPUTS[1])?;
            __c::bounded(&self.offline_rate, &__INPUTS[2])?;
            __c::bounded(&self.latency_budget, &__INPUTS[3])?;
            Ok(())
        }
    }
    impl PrecomputeVersusOnDemandBuilder {
        ///Sets `items`: Items to answer.
        #[must_use]
        pub fn items(mut self, value: u32) -> Self {
            self.items = Some(value);
            self
        }
        ///Sets `on_demand_time`: Time to answer one item on demand, at batch one.
        #[must_use]
        pub fn on_demand_time(mut self, value: Time) -> Self {
            self.on_demand_time = Some(value);
            self
        }
        ///Sets `offline_rate`: Items a second when precomputing in large batches.
        #[must_use]
        pub fn offline_rate(mut self, value: Frequency) -> Self {
            self.offline_rate = Some(value);
            self
        }
        ///Sets `latency_budget`: Deadline of the on-demand service; context only.
        #[must_use]
        pub fn latency_budget(mut self, value: Time) -> Self {
            self.latency_budget = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<PrecomputeVersusOnDemand, __c::InputError> {
            let scenario = PrecomputeVersusOnDemand {
                items: __c::given(self.items, "items")?,
                on_demand_time: __c::given(self.on_demand_time, "on_demand_time")?,
                offline_rate: __c::given(self.offline_rate, "offline_rate")?,
                latency_budget: __c::given(self.latency_budget, "latency_budget")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for PrecomputeVersusOnDemandBuilder {
        type Scenario = PrecomputeVersusOnDemand;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "items" => self.items = __c::set(value, &__INPUTS[0])?,
                "on_demand_time" => self.on_demand_time = __c::set(value, &__INPUTS[1])?,
                "offline_rate" => self.offline_rate = __c::set(value, &__INPUTS[2])?,
                "latency_budget" => self.latency_budget = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<PrecomputeVersusOnDemand, __c::InputError> {
            PrecomputeVersusOnDemandBuilder::build(self)
        }
    }
    impl<'a> PrecomputeVersusOnDemandValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a PrecomputeVersusOnDemand {
            self.scenario
        }
    }
    impl __c::Scenario for PrecomputeVersusOnDemand {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "PrecomputeVersusOnDemand",
            family: &ONE_MACHINE,
            summary: "A set of items answered one at a time on demand, against precomputing them all offline at a large-batch rate.",
            description: "On demand, each item takes the batch-one latency of the service; offline, the machine runs\nat its large-batch rate. The totals are machine time, and their ratio is how many times\nmore machine time answering on demand takes. The on-demand latency budget is stated as\ncontext: no member reads it.",
            notes: __c::meta::Notes {
                equation: "on demand = n × t₁; offline = n ÷ r_offline; ratio = on demand ÷ offline",
                assumptions: &[
                    "Every item is eventually asked for, so precomputing wastes nothing.",
                    "At least one item; the on-demand time and the offline rate are above zero.",
                    "The latency budget is context for the on-demand service (the reference keeps it without using it).",
                ],
                rules: __RULES,
                excludes: &[
                    "Storage of the precomputed answers, and items that change after precomputing.",
                ],
                derivation: &[
                    "n items at t₁ each take n·t₁; at r_offline items a second they take n ÷ r_offline.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A photo library is 300 times cheaper to precompute",
                    code: "// A photo library is 300 times cheaper to precompute\nuse mlsysim_serving::one_machine::photo_library_precompute_h100;\n\nlet s = photo_library_precompute_h100()?;\nassert!((s.ratio()? - 315.6612842510343).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = PrecomputeVersusOnDemandBuilder;
        fn to_builder(&self) -> PrecomputeVersusOnDemandBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.items,
                    &self.on_demand_time,
                    &self.offline_rate,
                    &self.latency_budget,
                ],
                &[&values.on_demand_total, &values.offline_total, &values.ratio],
            )
        }
    }
    __c::glue!(PrecomputeVersusOnDemand);
};
