/**A layer's stated compute split over `tp_size` tensor-parallel devices, with the AllReduce collectives each layer adds.

Each phase of a layer (attention, feed-forward, ...) takes a stated time on one device and
divides evenly over the devices; every layer then waits for a fixed number of AllReduce
collectives of a fixed time. The speedup is the serial layer time over the parallel one,
always below the device count once the collectives cost anything.

# Equation

serial = Σ phase times; parallel = serial ÷ tp + collectives × allreduce; speedup = serial ÷ parallel; totals = layer time × layers

# Assumptions

- Every phase splits evenly over the devices, and the collectives do not overlap the compute.

# Rules across inputs

- at least one phase of `serial_layer_times` takes some time (the reference divides zero by zero when the phases and the collectives take none) (`serial_layer_times.values().any(|&time| time > seconds(0.0))`)

# Excludes

- Collective time growing with the device count or the message size: allreduce_time is one stated figure.

# Derivation

- Amdahl's law with a serial part that appears only in parallel: the collectives.

# Examples

```rust
// A 70B prefill layer on 8 devices
use mlsysim_serving::kv_cache::llama2_70b_prefill_tensor_parallel8;

let s = llama2_70b_prefill_tensor_parallel8()?;
assert!((s.speedup()? - 6.8965517241379315).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TensorParallelSpeedup {
    ///Compute time of each phase of one layer on one device. *Shown in `MILLISECOND`; allowed >= 0.*
    pub serial_layer_times: Named<Time>,
    ///Devices the layer is split over. *Allowed >= 1.*
    pub tp_size: u32,
    ///Time of one AllReduce collective. *Shown in `MILLISECOND`; allowed >= 0.*
    pub allreduce_time: Time,
    ///AllReduce collectives per layer. *Default `2`.*
    pub collectives_per_layer: u32,
    ///Layers of the model. *Allowed >= 1.*
    pub layers: u32,
}
///Builds a [`TensorParallelSpeedup`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TensorParallelSpeedupBuilder {
    serial_layer_times: ::core::option::Option<Named<Time>>,
    tp_size: ::core::option::Option<u32>,
    allreduce_time: ::core::option::Option<Time>,
    collectives_per_layer: ::core::option::Option<u32>,
    layers: ::core::option::Option<u32>,
}
///Every property of a [`TensorParallelSpeedup`], each computed once (see [`TensorParallelSpeedup::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TensorParallelSpeedupValues<'a> {
    scenario: &'a TensorParallelSpeedup,
    ///Time of one layer on one device.
    pub serial_layer_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Compute time of one layer split over the devices.
    pub sharded_compute_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time of one layer split over the devices, collectives included.
    pub parallel_layer_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///How many times faster a layer runs split.
    pub speedup: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Time of all layers on one device.
    pub serial_total: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time of all layers split over the devices.
    pub parallel_total: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "serial_layer_times",
            ty: "Named<Time>",
            doc: "Compute time of each phase of one layer on one device.",
            label: {
                __c::units::unit_for::<
                    Named<Time>,
                    _,
                >(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tp_size",
            ty: "u32",
            doc: "Devices the layer is split over.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "allreduce_time",
            ty: "Time",
            doc: "Time of one AllReduce collective.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "collectives_per_layer",
            ty: "u32",
            doc: "AllReduce collectives per layer.",
            default: Some("2"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "layers",
            ty: "u32",
            doc: "Layers of the model.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "serial_layer_time",
            doc: "Time of one layer on one device.",
            equation: "milliseconds(sum(serial_layer_times.values().map(|&t| MILLISECOND.in_unit(t))))",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["serial_layer_times"],
            reaches: &[("serial_layer_times", "values")],
            calls: &["milliseconds", "sum"],
            template: "milliseconds(sum({#0 serial_layer_times.values()}.map(|&t| MILLISECOND.in_unit(t))))",
            operation: "result of `milliseconds`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sharded_compute_time",
            doc: "Compute time of one layer split over the devices.",
            equation: "serial_layer_time / tp_size",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["tp_size", "serial_layer_time"],
            template: "{serial_layer_time} / {tp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "parallel_layer_time",
            doc: "Time of one layer split over the devices, collectives included.",
            equation: "sharded_compute_time + collectives_per_layer * allreduce_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &[
                "collectives_per_layer",
                "allreduce_time",
                "sharded_compute_time",
            ],
            template: "{sharded_compute_time} + {collectives_per_layer} * {allreduce_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "speedup",
            doc: "How many times faster a layer runs split.",
            equation: "serial_layer_time / parallel_layer_time",
            result_type: "f64",
            depends_on: &["serial_layer_time", "parallel_layer_time"],
            template: "{serial_layer_time} / {parallel_layer_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "serial_total",
            doc: "Time of all layers on one device.",
            equation: "serial_layer_time * layers",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["layers", "serial_layer_time"],
            template: "{serial_layer_time} * {layers}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "parallel_total",
            doc: "Time of all layers split over the devices.",
            equation: "parallel_layer_time * layers",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["layers", "parallel_layer_time"],
            template: "{parallel_layer_time} * {layers}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "sharded",
            kind: __c::MemberKind::Method,
            doc: "Time of `phase` on one device of the split.",
            equation: "serial_layer_times[phase] / tp_size",
            args: &[
                __c::ArgInfo {
                    name: "phase",
                    ty: "String",
                    samples: &[__c::Sample::From("serial_layer_times")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["serial_layer_times", "tp_size"],
            template: "{#0 serial_layer_times[phase]} / {tp_size}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "at least one phase of `serial_layer_times` takes some time (the reference divides zero by zero when the phases and the collectives take none)",
            condition: "serial_layer_times.values().any(|&time| time > seconds(0.0))",
            inputs: &["serial_layer_times"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl TensorParallelSpeedup {
        ///Starts a [`TensorParallelSpeedupBuilder`]; required inputs must be set before [`TensorParallelSpeedupBuilder::build`].
        #[must_use]
        pub fn builder() -> TensorParallelSpeedupBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TensorParallelSpeedupBuilder {
            TensorParallelSpeedupBuilder {
                serial_layer_times: Some(__Clone::clone(&self.serial_layer_times)),
                tp_size: Some(__Clone::clone(&self.tp_size)),
                allreduce_time: Some(__Clone::clone(&self.allreduce_time)),
                collectives_per_layer: Some(__Clone::clone(&self.collectives_per_layer)),
                layers: Some(__Clone::clone(&self.layers)),
            }
        }
        ///Time of `phase` on one device of the split. Equation: `serial_layer_times[phase] / tp_size`.
        #[inline]
        pub fn sharded(&self, phase: String) -> __Result<Time, __c::EvalError> {
            let serial_layer_times = __Clone::clone(&self.serial_layer_times);
            let tp_size = __Clone::clone(&self.tp_size);
            struct sharded {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    sharded,
                >(
                    ::mlsysim_core::equation::at(&serial_layer_times, &phase)?
                        .eq_div(tp_size)?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Time of one layer on one device. Equation: `milliseconds(sum(serial_layer_times.values().map(|&t| MILLISECOND.in_unit(t))))`.
        #[inline]
        pub fn serial_layer_time(&self) -> __Result<Time, __c::EvalError> {
            let serial_layer_times = __Clone::clone(&self.serial_layer_times);
            struct serial_layer_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    serial_layer_time,
                >(
                    ::mlsysim_core::equation::milliseconds(
                        ::mlsysim_core::equation::sum(
                            serial_layer_times.values().map(|&t| MILLISECOND.in_unit(t)),
                        )?,
                    ),
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Compute time of one layer split over the devices. Equation: `serial_layer_time / tp_size`.
        #[inline]
        pub fn sharded_compute_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_sharded_compute_time(self.serial_layer_time()?)
        }
        #[doc(hidden)]
        fn __eq_sharded_compute_time(
            &self,
            serial_layer_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            struct sharded_compute_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    sharded_compute_time,
                >(serial_layer_time.eq_div(tp_size)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Time of one layer split over the devices, collectives included. Equation: `sharded_compute_time + collectives_per_layer * allreduce_time`.
        #[inline]
        pub fn parallel_layer_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_parallel_layer_time(self.sharded_compute_time()?)
        }
        #[doc(hidden)]
        fn __eq_parallel_layer_time(
            &self,
            sharded_compute_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let collectives_per_layer = __Clone::clone(&self.collectives_per_layer);
            let allreduce_time = __Clone::clone(&self.allreduce_time);
            struct parallel_layer_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    parallel_layer_time,
                >(
                    sharded_compute_time
                        .eq_add(collectives_per_layer.eq_mul(allreduce_time)?)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///How many times faster a layer runs split. Equation: `serial_layer_time / parallel_layer_time`.
        #[inline]
        pub fn speedup(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_speedup(self.serial_layer_time()?, self.parallel_layer_time()?)
        }
        #[doc(hidden)]
        fn __eq_speedup(
            &self,
            serial_layer_time: Time,
            parallel_layer_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct speedup {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    speedup,
                >(serial_layer_time.eq_div(parallel_layer_time)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Time of all layers on one device. Equation: `serial_layer_time * layers`.
        #[inline]
        pub fn serial_total(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_serial_total(self.serial_layer_time()?)
        }
        #[doc(hidden)]
        fn __eq_serial_total(
            &self,
            serial_layer_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let layers = __Clone::clone(&self.layers);
            struct serial_total {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    serial_total,
                >(serial_layer_time.eq_mul(layers)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Time of all layers split over the devices. Equation: `parallel_layer_time * layers`.
        #[inline]
        pub fn parallel_total(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_parallel_total(self.parallel_layer_time()?)
        }
        #[doc(hidden)]
        fn __eq_parallel_total(
            &self,
            parallel_layer_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let layers = __Clone::clone(&self.layers);
            struct parallel_total {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    parallel_total,
                >(parallel_layer_time.eq_mul(layers)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TensorParallelSpeedupValues`].
        #[must_use]
        pub fn evaluate(&self) -> TensorParallelSpeedupValues<'_> {
            let serial_layer_time = self.serial_layer_time();
            let sharded_compute_time = __c::after(
                (&serial_layer_time,),
                |(v0,)| self.__eq_sharded_compute_time(v0),
            );
            let parallel_layer_time = __c::after(
                (&sharded_compute_time,),
                |(v0,)| self.__eq_parallel_layer_time(v0),
            );
            let speedup = __c::after(
                (&serial_layer_time, &parallel_layer_time),
                |(v0, v1)| self.__eq_speedup(v0, v1),
            );
            let serial_total = __c::after(
                (&serial_layer_time,),
                |(v0,)| self.__eq_serial_total(v0),
            );
            let parallel_total = __c::after(
                (&parallel_layer_time,),
                |(v0,)| self.__eq_parallel_total(v0),
            );
            TensorParallelSpeedupValues {
                scenario: self,
                serial_layer_time,
                sharded_compute_time,
                parallel_layer_time,
                speedup,
                serial_total,
                parallel_total,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.serial_layer_times, &__INPUTS[0])?;
            __c::bounded_plain(&self.tp_size, &__INPUTS[1])?;
            __c::bounded(&self.allreduce_time, &__INPUTS[2])?;
            __c::finite(&self.collectives_per_layer, &__INPUTS[3])?;
            __c::bounded_plain(&self.layers, &__INPUTS[4])?;
            {
                let serial_layer_times = __Clone::clone(&self.serial_layer_times);
                __c::rule(
                    serial_layer_times
                        .values()
                        .any(|&time| time > ::mlsysim_core::equation::seconds(0.0)),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.serial_layer_times],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_sharded(&self, phase: String) -> __c::Parts {
            __c::traced(
                self.sharded(__Clone::clone(&phase)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let serial_layer_times = __Clone::clone(& self
                    .serial_layer_times); let phase = __Clone::clone(& phase); let part =
                    ::mlsysim_core::equation::at(& serial_layer_times, & phase) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_serial_layer_time(&self) -> __c::Parts {
            __c::traced(
                self.serial_layer_time(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let serial_layer_times = __Clone::clone(& self
                    .serial_layer_times); let part = serial_layer_times.values(); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl TensorParallelSpeedupBuilder {
        ///Sets `serial_layer_times`: Compute time of each phase of one layer on one device.
        #[must_use]
        pub fn serial_layer_times(mut self, value: Named<Time>) -> Self {
            self.serial_layer_times = Some(value);
            self
        }
        ///Sets `tp_size`: Devices the layer is split over.
        #[must_use]
        pub fn tp_size(mut self, value: u32) -> Self {
            self.tp_size = Some(value);
            self
        }
        ///Sets `allreduce_time`: Time of one AllReduce collective.
        #[must_use]
        pub fn allreduce_time(mut self, value: Time) -> Self {
            self.allreduce_time = Some(value);
            self
        }
        ///Sets `collectives_per_layer`: AllReduce collectives per layer.
        #[must_use]
        pub fn collectives_per_layer(mut self, value: u32) -> Self {
            self.collectives_per_layer = Some(value);
            self
        }
        ///Sets `layers`: Layers of the model.
        #[must_use]
        pub fn layers(mut self, value: u32) -> Self {
            self.layers = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<TensorParallelSpeedup, __c::InputError> {
            let scenario = TensorParallelSpeedup {
                serial_layer_times: __c::given(
                    self.serial_layer_times,
                    "serial_layer_times",
                )?,
                tp_size: __c::given(self.tp_size, "tp_size")?,
                allreduce_time: __c::given(self.allreduce_time, "allreduce_time")?,
                collectives_per_layer: self.collectives_per_layer.unwrap_or_else(|| 2),
                layers: __c::given(self.layers, "layers")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TensorParallelSpeedupBuilder {
        type Scenario = TensorParallelSpeedup;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "serial_layer_times" => {
                    self.serial_layer_times = __c::set(value, &__INPUTS[0])?;
                }
                "tp_size" => self.tp_size = __c::set(value, &__INPUTS[1])?,
                "allreduce_time" => self.allreduce_time = __c::set(value, &__INPUTS[2])?,
                "collectives_per_layer" => {
                    self.collectives_per_layer = __c::set(value, &__INPUTS[3])?;
                }
                "layers" => self.layers = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<TensorParallelSpeedup, __c::InputError> {
            TensorParallelSpeedupBuilder::build(self)
        }
    }
    impl<'a> TensorParallelSpeedupValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a TensorParallelSpeedup {
            self.scenario
        }
        ///[`TensorParallelSpeedup::sharded`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn sharded(&self, phase: String) -> __Result<Time, __c::EvalError> {
            self.scenario.sharded(phase)
        }
    }
    impl __c::Scenario for TensorParallelSpeedup {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "TensorParallelSpeedup",
            family: &KV_CACHE,
            summary: "A layer's stated compute split over `tp_size` tensor-parallel devices, with the AllReduce collectives each layer adds.",
            description: "Each phase of a layer (attention, feed-forward, ...) takes a stated time on one device and\ndivides evenly over the devices; every layer then waits for a fixed number of AllReduce\ncollectives of a fixed time. The speedup is the serial layer time over the parallel one,\nalways below the device count once the collectives cost anything.",
            notes: __c::meta::Notes {
                equation: "serial = Σ phase times; parallel = serial ÷ tp + collectives × allreduce; speedup = serial ÷ parallel; totals = layer time × layers",
                assumptions: &[
                    "Every phase splits evenly over the devices, and the collectives do not overlap the compute.",
                ],
                rules: __RULES,
                excludes: &[
                    "Collective time growing with the device count or the message size: allreduce_time is one stated figure.",
                ],
                derivation: &[
                    "Amdahl's law with a serial part that appears only in parallel: the collectives.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 70B prefill layer on 8 devices",
                    code: "// A 70B prefill layer on 8 devices\nuse mlsysim_serving::kv_cache::llama2_70b_prefill_tensor_parallel8;\n\nlet s = llama2_70b_prefill_tensor_parallel8()?;\nassert!((s.speedup()? - 6.8965517241379315).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TensorParallelSpeedupBuilder;
        fn to_builder(&self) -> TensorParallelSpeedupBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.serial_layer_times,
                    &self.tp_size,
                    &self.allreduce_time,
                    &self.collectives_per_layer,
                    &self.layers,
                ],
                &[
                    &values.serial_layer_time,
                    &values.sharded_compute_time,
                    &values.parallel_layer_time,
                    &values.speedup,
                    &values.serial_total,
                    &values.parallel_total,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "sharded" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.sharded(a0), &__METHODS[0])
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
                "sharded" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_sharded(a0)),
                    )
                }
                "serial_layer_time" => Some(Ok(self.__explain_serial_layer_time())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "serial_layer_times" => {
                    (&__c::explain::Held(&self.serial_layer_times)).__held()
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "serial_layer_times" => {
                    __c::samples(
                        &self.serial_layer_times,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::MILLISECOND.erase(),
                        ),
                    )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(TensorParallelSpeedup);
};
