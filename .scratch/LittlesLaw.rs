/**Requests inside a serving system by Little's law, and the replicas a batch service time asks for.

The mean number of requests inside is the arrival rate times the mean time each spends
inside. With a batch size and the time a batch takes, one replica serves B ÷ S requests a
second; the fleet needs the arrival rate over that, rounded up, and more to run at a target
utilization; it then holds replicas × B execution slots, of which λ·S are busy on average.

# Equation

L = λ·W; replica rate = B ÷ S; replicas = ⌈λ ÷ (u·B ÷ S)⌉; executing = λ·S; utilization = λ ÷ (replicas·B ÷ S)

# Assumptions

- The system is stable: Little's law holds for means over a long enough time.
- A replica serves full batches back to back at its batch service time.
- The arrival rate is above zero; the utilization target is a share in (0, 1]; batch size and batch time are above zero.

# Excludes

- Tail latency, which Little's law does not give, and the wait for a batch to fill.

# Derivation

- Little's law L = λW needs only stability; applied to the service alone (W = S) it counts the requests executing.

# Examples

```rust
// A vision fleet at 1000 requests a second
use mlsysim_serving::at_scale::vision_serving_littles_law;

let s = vision_serving_littles_law()?;
assert!((s.in_flight()? - 100.0).abs() < 1e-9);
assert_eq!(s.replicas_needed()?, 13);
assert!(s.service_utilization()? <= 0.8);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LittlesLaw {
    ///Requests arriving. *Shown in `PER_SECOND`; allowed > 0.*
    pub arrival_rate: Frequency,
    ///Mean time a request spends inside the system. *Shown in `MILLISECOND`; allowed >= 0.*
    pub time_in_system: Time,
    ///Requests a replica serves in one batch. *Optional (absent by default); allowed >= 1.*
    pub batch_size: Option<u32>,
    ///Time a replica takes to serve one batch. *Optional (absent by default); shown in `MILLISECOND`; allowed > 0.*
    pub batch_service_time: Option<Time>,
    ///Mean utilization the fleet is sized for. *Optional (absent by default); allowed > 0 and [0.0, 1.0].*
    pub utilization_target: Option<f64>,
}
///Builds a [`LittlesLaw`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct LittlesLawBuilder {
    arrival_rate: ::core::option::Option<Frequency>,
    time_in_system: ::core::option::Option<Time>,
    batch_size: ::core::option::Option<u32>,
    batch_service_time: ::core::option::Option<Time>,
    utilization_target: ::core::option::Option<f64>,
}
///Every property of a [`LittlesLaw`], each computed once (see [`LittlesLaw::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LittlesLawValues<'a> {
    scenario: &'a LittlesLaw,
    ///Mean requests inside the system.
    pub in_flight: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Requests a second one replica serves.
    pub replica_throughput: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Replicas that keep up at full utilization.
    pub throughput_floor: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Replicas at the target utilization.
    pub replicas_needed: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Execution slots those replicas hold.
    pub executing_positions: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Mean requests executing at once.
    pub mean_executing: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Utilization the rounded-up fleet runs at.
    pub service_utilization: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "arrival_rate",
            ty: "Frequency",
            doc: "Requests arriving.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "time_in_system",
            ty: "Time",
            doc: "Mean time a request spends inside the system.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_size",
            ty: "Option<u32>",
            doc: "Requests a replica serves in one batch.",
            optional: true,
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_service_time",
            ty: "Option<Time>",
            doc: "Time a replica takes to serve one batch.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "utilization_target",
            ty: "Option<f64>",
            doc: "Mean utilization the fleet is sized for.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "in_flight",
            doc: "Mean requests inside the system.",
            equation: "littles_law_occupancy(arrival_rate, time_in_system)",
            result_type: "f64",
            depends_on: &["arrival_rate", "time_in_system"],
            calls: &["littles_law_occupancy"],
            template: "littles_law_occupancy({arrival_rate}, {time_in_system})",
            named_calls: "littles_law_occupancy(arrival_rate, time_in_system)",
            operation: "result of `littles_law_occupancy`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "replica_throughput",
            doc: "Requests a second one replica serves.",
            equation: "batch_size / batch_service_time",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["batch_size", "batch_service_time"],
            requires: &["batch_size", "batch_service_time"],
            template: "{batch_size} / {batch_service_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "throughput_floor",
            doc: "Replicas that keep up at full utilization.",
            equation: "ceil(arrival_rate / replica_throughput)",
            result_type: "i64",
            depends_on: &["arrival_rate", "replica_throughput"],
            requires: &["batch_size", "batch_service_time"],
            calls: &["ceil"],
            template: "ceil({arrival_rate} / {replica_throughput})",
            operation: "result of `ceil`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "replicas_needed",
            doc: "Replicas at the target utilization.",
            equation: "ceil(arrival_rate / (utilization_target * replica_throughput))",
            result_type: "i64",
            depends_on: &["arrival_rate", "utilization_target", "replica_throughput"],
            requires: &["batch_size", "batch_service_time", "utilization_target"],
            calls: &["ceil"],
            template: "ceil({arrival_rate} / ({utilization_target} * {replica_throughput}))",
            operation: "result of `ceil`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "executing_positions",
            doc: "Execution slots those replicas hold.",
            equation: "replicas_needed * batch_size",
            result_type: "i64",
            depends_on: &["batch_size", "replicas_needed"],
            requires: &["batch_size", "batch_service_time", "utilization_target"],
            template: "{replicas_needed} * {batch_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mean_executing",
            doc: "Mean requests executing at once.",
            equation: "littles_law_occupancy(arrival_rate, batch_service_time)",
            result_type: "f64",
            depends_on: &["arrival_rate", "batch_service_time"],
            requires: &["batch_service_time"],
            calls: &["littles_law_occupancy"],
            template: "littles_law_occupancy({arrival_rate}, {batch_service_time})",
            named_calls: "littles_law_occupancy(arrival_rate, batch_service_time)",
            operation: "result of `littles_law_occupancy`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "service_utilization",
            doc: "Utilization the rounded-up fleet runs at.",
            equation: "arrival_rate / (replicas_needed * replica_throughput)",
            result_type: "f64",
            depends_on: &["arrival_rate", "replicas_needed", "replica_throughput"],
            requires: &["batch_size", "batch_service_time", "utilization_target"],
            template: "{arrival_rate} / ({replicas_needed} * {replica_throughput})",
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
    impl LittlesLaw {
        ///Starts a [`LittlesLawBuilder`]; required inputs must be set before [`LittlesLawBuilder::build`].
        #[must_use]
        pub fn builder() -> LittlesLawBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> LittlesLawBuilder {
            LittlesLawBuilder {
                arrival_rate: Some(__Clone::clone(&self.arrival_rate)),
                time_in_system: Some(__Clone::clone(&self.time_in_system)),
                batch_size: __Clone::clone(&self.batch_size),
                batch_service_time: __Clone::clone(&self.batch_service_time),
                utilization_target: __Clone::clone(&self.utilization_target),
            }
        }
        ///Mean requests inside the system. Equation: `littles_law_occupancy(arrival_rate, time_in_system)`.
        #[inline]
        pub fn in_flight(&self) -> __Result<f64, __c::EvalError> {
            let arrival_rate = __Clone::clone(&self.arrival_rate);
            let time_in_system = __Clone::clone(&self.time_in_system);
            struct in_flight {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    in_flight,
                >(
                    ::mlsysim_core::equation::littles_law_occupancy(
                        arrival_rate,
                        time_in_system,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Requests a second one replica serves. Equation: `batch_size / batch_service_time`. Requires `batch_size`, `batch_service_time` (an error names the absent one).
        #[inline]
        pub fn replica_throughput(&self) -> __Result<Frequency, __c::EvalError> {
            let batch_size = __c::present(
                &self.batch_size,
                "replica_throughput",
                "batch_size",
            )?;
            let batch_service_time = __c::present(
                &self.batch_service_time,
                "replica_throughput",
                "batch_service_time",
            )?;
            struct replica_throughput {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    replica_throughput,
                >(batch_size.eq_div(batch_service_time)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Replicas that keep up at full utilization. Equation: `ceil(arrival_rate / replica_throughput)`. Requires `batch_size`, `batch_service_time` (an error names the absent one).
        #[inline]
        pub fn throughput_floor(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_throughput_floor(self.replica_throughput()?)
        }
        #[doc(hidden)]
        fn __eq_throughput_floor(
            &self,
            replica_throughput: Frequency,
        ) -> __Result<i64, __c::EvalError> {
            let arrival_rate = __Clone::clone(&self.arrival_rate);
            struct throughput_floor {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    throughput_floor,
                >(
                    ::mlsysim_core::equation::ceil(
                        arrival_rate.eq_div(replica_throughput)?,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Replicas at the target utilization. Equation: `ceil(arrival_rate / (utilization_target * replica_throughput))`. Requires `batch_size`, `batch_service_time`, `utilization_target` (an error names the absent one).
        #[inline]
        pub fn replicas_needed(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_replicas_needed(self.replica_throughput()?)
        }
        #[doc(hidden)]
        fn __eq_replicas_needed(
            &self,
            replica_throughput: Frequency,
        ) -> __Result<i64, __c::EvalError> {
            let arrival_rate = __Clone::clone(&self.arrival_rate);
            let utilization_target = __c::present(
                &self.utilization_target,
                "replicas_needed",
                "utilization_target",
            )?;
            struct replicas_needed {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    replicas_needed,
                >(
                    ::mlsysim_core::equation::ceil(
                        arrival_rate
                            .eq_div(utilization_target.eq_mul(replica_throughput)?)?,
                    )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Execution slots those replicas hold. Equation: `replicas_needed * batch_size`. Requires `batch_size`, `batch_service_time`, `utilization_target` (an error names the absent one).
        #[inline]
        pub fn executing_positions(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_executing_positions(self.replicas_needed()?)
        }
        #[doc(hidden)]
        fn __eq_executing_positions(
            &self,
            replicas_needed: i64,
        ) -> __Result<i64, __c::EvalError> {
            let batch_size = __c::present(
                &self.batch_size,
                "executing_positions",
                "batch_size",
            )?;
            struct executing_positions {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    executing_positions,
                >(replicas_needed.eq_mul(batch_size)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Mean requests executing at once. Equation: `littles_law_occupancy(arrival_rate, batch_service_time)`. Requires `batch_service_time` (an error names the absent one).
        #[inline]
        pub fn mean_executing(&self) -> __Result<f64, __c::EvalError> {
            let arrival_rate = __Clone::clone(&self.arrival_rate);
            let batch_service_time = __c::present(
                &self.batch_service_time,
                "mean_executing",
                "batch_service_time",
            )?;
            struct mean_executing {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    mean_executing,
                >(
                    ::mlsysim_core::equation::littles_law_occupancy(
                        arrival_rate,
                        batch_service_time,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Utilization the rounded-up fleet runs at. Equation: `arrival_rate / (replicas_needed * replica_throughput)`. Requires `batch_size`, `batch_service_time`, `utilization_target` (an error names the absent one).
        #[inline]
        pub fn service_utilization(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_service_utilization(
                self.replicas_needed()?,
                self.replica_throughput()?,
            )
        }
        #[doc(hidden)]
        fn __eq_service_utilization(
            &self,
            replicas_needed: i64,
            replica_throughput: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            let arrival_rate = __Clone::clone(&self.arrival_rate);
            struct service_utilization {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    service_utilization,
                >(arrival_rate.eq_div(replicas_needed.eq_mul(replica_throughput)?)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`LittlesLawValues`].
        #[must_use]
        pub fn evaluate(&self) -> LittlesLawValues<'_> {
            let in_flight = self.in_flight();
            let replica_throughput = self.replica_throughput();
            let throughput_floor = __c::after(
                (&replica_throughput,),
                |(v0,)| self.__eq_throughput_floor(v0),
            );
            let replicas_needed = __c::after(
                (&replica_throughput,),
                |(v0,)| self.__eq_replicas_needed(v0),
            );
            let executing_positions = __c::after(
                (&replicas_needed,),
                |(v0,)| self.__eq_executing_positions(v0),
            );
            let mean_executing = self.mean_executing();
            let service_utilization = __c::after(
                (&replicas_needed, &replica_throughput),
                |(v0, v1)| self.__eq_service_utilization(v0, v1),
            );
            LittlesLawValues {
                scenario: self,
                in_flight,
                replica_throughput,
                throughput_floor,
                replicas_needed,
                executing_positions,
                mean_executing,
                service_utilization,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.arrival_rate, &__INPUTS[0])?;
            __c::bounded(&self.time_in_system, &__INPUTS[1])?;
            __c::bounded_plain(&self.batch_size, &__INPUTS[2])?;
            __c::bounded(&self.batch_service_time, &__INPUTS[3])?;
            __c::bounded_plain(&self.utilization_target, &__INPUTS[4])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_throughput_floor(&self) -> __c::Parts {
            __c::traced(
                self.throughput_floor(),
                &__PROPERTIES[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ceil", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let arrival_rate =
                    __Clone::clone(& self.arrival_rate); let replica_throughput = self
                    .replica_throughput() ?; let part = arrival_rate
                    .eq_div(replica_throughput) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_replicas_needed(&self) -> __c::Parts {
            __c::traced(
                self.replicas_needed(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ceil", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let arrival_rate =
                    __Clone::clone(& self.arrival_rate); let utilization_target =
                    __c::present(& self.utilization_target, "replicas_needed",
                    "utilization_target") ?; let replica_throughput = self
                    .replica_throughput() ?; let part = arrival_rate
                    .eq_div(utilization_target.eq_mul(replica_throughput) ?) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl LittlesLawBuilder {
        ///Sets `arrival_rate`: Requests arriving.
        #[must_use]
        pub fn arrival_rate(mut self, value: Frequency) -> Self {
            self.arrival_rate = Some(value);
            self
        }
        ///Sets `time_in_system`: Mean time a request spends inside the system.
        #[must_use]
        pub fn time_in_system(mut self, value: Time) -> Self {
            self.time_in_system = Some(value);
            self
        }
        ///Sets `batch_size`: Requests a replica serves in one batch.
        #[must_use]
        pub fn batch_size(mut self, value: u32) -> Self {
            self.batch_size = Some(value);
            self
        }
        ///Leaves `batch_size` absent.
        #[must_use]
        pub fn without_batch_size(mut self) -> Self {
            self.batch_size = None;
            self
        }
        ///Sets `batch_service_time`: Time a replica takes to serve one batch.
        #[must_use]
        pub fn batch_service_time(mut self, value: Time) -> Self {
            self.batch_service_time = Some(value);
            self
        }
        ///Leaves `batch_service_time` absent.
        #[must_use]
        pub fn without_batch_service_time(mut self) -> Self {
            self.batch_service_time = None;
            self
        }
        ///Sets `utilization_target`: Mean utilization the fleet is sized for.
        #[must_use]
        pub fn utilization_target(mut self, value: f64) -> Self {
            self.utilization_target = Some(value);
            self
        }
        ///Leaves `utilization_target` absent.
        #[must_use]
        pub fn without_utilization_target(mut self) -> Self {
            self.utilization_target = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<LittlesLaw, __c::InputError> {
            let scenario = LittlesLaw {
                arrival_rate: __c::given(self.arrival_rate, "arrival_rate")?,
                time_in_system: __c::given(self.time_in_system, "time_in_system")?,
                batch_size: self.batch_size,
                batch_service_time: self.batch_service_time,
                utilization_target: self.utilization_target,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for LittlesLawBuilder {
        type Scenario = LittlesLaw;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "arrival_rate" => self.arrival_rate = __c::set(value, &__INPUTS[0])?,
                "time_in_system" => self.time_in_system = __c::set(value, &__INPUTS[1])?,
                "batch_size" => self.batch_size = __c::set(value, &__INPUTS[2])?,
                "batch_service_time" => {
                    self.batch_service_time = __c::set(value, &__INPUTS[3])?;
                }
                "utilization_target" => {
                    self.utilization_target = __c::set(value, &__INPUTS[4])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<LittlesLaw, __c::InputError> {
            LittlesLawBuilder::build(self)
        }
    }
    impl<'a> LittlesLawValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a LittlesLaw {
            self.scenario
        }
    }
    impl __c::Scenario for LittlesLaw {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "LittlesLaw",
            family: &AT_SCALE,
            summary: "Requests inside a serving system by Little's law, and the replicas a batch service time asks for.",
            description: "The mean number of requests inside is the arrival rate times the mean time each spends\ninside. With a batch size and the time a batch takes, one replica serves B ÷ S requests a\nsecond; the fleet needs the arrival rate over that, rounded up, and more to run at a target\nutilization; it then holds replicas × B execution slots, of which λ·S are busy on average.",
            notes: __c::meta::Notes {
                equation: "L = λ·W; replica rate = B ÷ S; replicas = ⌈λ ÷ (u·B ÷ S)⌉; executing = λ·S; utilization = λ ÷ (replicas·B ÷ S)",
                assumptions: &[
                    "The system is stable: Little's law holds for means over a long enough time.",
                    "A replica serves full batches back to back at its batch service time.",
                    "The arrival rate is above zero; the utilization target is a share in (0, 1]; batch size and batch time are above zero.",
                ],
                rules: __RULES,
                excludes: &[
                    "Tail latency, which Little's law does not give, and the wait for a batch to fill.",
                ],
                derivation: &[
                    "Little's law L = λW needs only stability; applied to the service alone (W = S) it counts the requests executing.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A vision fleet at 1000 requests a second",
                    code: "// A vision fleet at 1000 requests a second\nuse mlsysim_serving::at_scale::vision_serving_littles_law;\n\nlet s = vision_serving_littles_law()?;\nassert!((s.in_flight()? - 100.0).abs() < 1e-9);\nassert_eq!(s.replicas_needed()?, 13);\nassert!(s.service_utilization()? <= 0.8);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = LittlesLawBuilder;
        fn to_builder(&self) -> LittlesLawBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.arrival_rate,
                    &self.time_in_system,
                    &self.batch_size,
                    &self.batch_service_time,
                    &self.utilization_target,
                ],
                &[
                    &values.in_flight,
                    &values.replica_throughput,
                    &values.throughput_floor,
                    &values.replicas_needed,
                    &values.executing_positions,
                    &values.mean_executing,
                    &values.service_utilization,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "throughput_floor" => Some(Ok(self.__explain_throughput_floor())),
                "replicas_needed" => Some(Ok(self.__explain_replicas_needed())),
                _ => None,
            }
        }
    }
    __c::glue!(LittlesLaw);
};
