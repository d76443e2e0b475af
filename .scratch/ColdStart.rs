/**Bringing up a new serving replica from nothing, and the peak fleet that starting replicas ahead of a forecast ramp saves.

A cold start provisions a machine, fetches the weight artifact at the storage's bandwidth,
then loads and warms up the model. Scaling that only reacts to load has to overshoot while
replicas come up; starting them ahead of a forecast ramp lowers the peak fleet.

# Equation

artifact = weights at weight_bytes_per_param; cold start = provisioning + artifact ÷ fetch bandwidth + load and warm-up; peak saving = 1 − predictive ÷ reactive; slack = prewarm lead − cold start

# Assumptions

- The artifact is the weights alone, fetched at one steady bandwidth.
- `prewarm_slack` compares the pre-warm lead with one cold start; the reference records the lead but reads it nowhere.

# Rules across inputs

- `predictive_peak_replicas` is at most `reactive_peak_replicas` (the reference takes a larger forecast peak, a negative saving) (`predictive_peak_replicas <= reactive_peak_replicas`)

# Excludes

- Queueing for machines, and caches warmed by traffic after start-up.

# Derivation

- The stages run one after another, so their times add.

# Examples

```rust
// A 70B replica's cold start
use mlsysim_serving::kv_cache::llama70b_replica_cold_start;

let s = llama70b_replica_cold_start()?;
assert!((s.cold_start_time()?.value - 400.0).abs() < 1e-9);
assert!(s.prewarm_slack()?.value > 0.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ColdStart {
    ///The model whose weights are fetched.
    pub workload: &'static Workload,
    ///Storage width of one weight. *Shown in `BYTE`; allowed > 0.*
    pub weight_bytes_per_param: Information,
    ///Bandwidth of the fetch from storage. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub fetch_bandwidth: DataRate,
    ///Time to provision a machine. *Shown in `SECOND`; allowed >= 0.*
    pub provisioning_time: Time,
    ///Time to load the weights and warm up. *Shown in `SECOND`; allowed >= 0.*
    pub load_warmup_time: Time,
    ///Peak fleet when scaling only reacts to load. *Allowed >= 1.*
    pub reactive_peak_replicas: u32,
    ///Peak fleet when replicas start ahead of the ramp.
    pub predictive_peak_replicas: u32,
    ///How long before a ramp replicas are started. *Shown in `MINUTE`; allowed >= 0.*
    pub prewarm_lead: Time,
}
///Builds a [`ColdStart`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ColdStartBuilder {
    workload: ::core::option::Option<&'static Workload>,
    weight_bytes_per_param: ::core::option::Option<Information>,
    fetch_bandwidth: ::core::option::Option<DataRate>,
    provisioning_time: ::core::option::Option<Time>,
    load_warmup_time: ::core::option::Option<Time>,
    reactive_peak_replicas: ::core::option::Option<u32>,
    predictive_peak_replicas: ::core::option::Option<u32>,
    prewarm_lead: ::core::option::Option<Time>,
}
///Every property of a [`ColdStart`], each computed once (see [`ColdStart::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ColdStartValues<'a> {
    scenario: &'a ColdStart,
    ///Bytes of the weight artifact.
    pub artifact: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Time to fetch the artifact.
    pub fetch_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time from request to a serving replica.
    pub cold_start_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Share of the reactive peak fleet the forecast saves.
    pub peak_saving: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Time the pre-warm lead leaves after one cold start; negative when it is too short.
    pub prewarm_slack: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model whose weights are fetched.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "weight_bytes_per_param",
            ty: "Information",
            doc: "Storage width of one weight.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fetch_bandwidth",
            ty: "DataRate",
            doc: "Bandwidth of the fetch from storage.",
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
            name: "provisioning_time",
            ty: "Time",
            doc: "Time to provision a machine.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "load_warmup_time",
            ty: "Time",
            doc: "Time to load the weights and warm up.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "reactive_peak_replicas",
            ty: "u32",
            doc: "Peak fleet when scaling only reacts to load.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "predictive_peak_replicas",
            ty: "u32",
            doc: "Peak fleet when replicas start ahead of the ramp.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "prewarm_lead",
            ty: "Time",
            doc: "How long before a ramp replicas are started.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "artifact",
            doc: "Bytes of the weight artifact.",
            equation: "weight_bytes(workload, weight_bytes_per_param)",
            result_type: "DataSize",
            label: {
                __c::units::unit_for::<DataSize, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "weight_bytes_per_param"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {weight_bytes_per_param})",
            named_calls: "weight_bytes(workload, weight_bytes_per_param)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fetch_time",
            doc: "Time to fetch the artifact.",
            equation: "transfer_time(artifact, fetch_bandwidth)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["fetch_bandwidth", "artifact"],
            calls: &["transfer_time"],
            template: "transfer_time({artifact}, {fetch_bandwidth})",
            named_calls: "transfer_time(artifact, fetch_bandwidth)",
            operation: "result of `transfer_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cold_start_time",
            doc: "Time from request to a serving replica.",
            equation: "provisioning_time + fetch_time + load_warmup_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["provisioning_time", "load_warmup_time", "fetch_time"],
            template: "{provisioning_time} + {fetch_time} + {load_warmup_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "peak_saving",
            doc: "Share of the reactive peak fleet the forecast saves.",
            equation: "1.0 - predictive_peak_replicas / reactive_peak_replicas",
            result_type: "f64",
            depends_on: &["predictive_peak_replicas", "reactive_peak_replicas"],
            template: "1.0 - {predictive_peak_replicas} / {reactive_peak_replicas}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "prewarm_slack",
            doc: "Time the pre-warm lead leaves after one cold start; negative when it is too short.",
            equation: "prewarm_lead - cold_start_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["prewarm_lead", "cold_start_time"],
            template: "{prewarm_lead} - {cold_start_time}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`predictive_peak_replicas` is at most `reactive_peak_replicas` (the reference takes a larger forecast peak, a negative saving)",
            condition: "predictive_peak_replicas <= reactive_peak_replicas",
            inputs: &["predictive_peak_replicas", "reactive_peak_replicas"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ColdStart {
        ///Starts a [`ColdStartBuilder`]; required inputs must be set before [`ColdStartBuilder::build`].
        #[must_use]
        pub fn builder() -> ColdStartBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ColdStartBuilder {
            ColdStartBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                weight_bytes_per_param: Some(
                    __Clone::clone(&self.weight_bytes_per_param),
                ),
                fetch_bandwidth: Some(__Clone::clone(&self.fetch_bandwidth)),
                provisioning_time: Some(__Clone::clone(&self.provisioning_time)),
                load_warmup_time: Some(__Clone::clone(&self.load_warmup_time)),
                reactive_peak_replicas: Some(
                    __Clone::clone(&self.reactive_peak_replicas),
                ),
                predictive_peak_replicas: Some(
                    __Clone::clone(&self.predictive_peak_replicas),
                ),
                prewarm_lead: Some(__Clone::clone(&self.prewarm_lead)),
            }
        }
        ///Bytes of the weight artifact. Equation: `weight_bytes(workload, weight_bytes_per_param)`.
        #[inline]
        pub fn artifact(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let weight_bytes_per_param = __Clone::clone(&self.weight_bytes_per_param);
            struct artifact {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    artifact,
                >(
                    ::mlsysim_core::equation::weight_bytes(
                        workload,
                        weight_bytes_per_param,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Time to fetch the artifact. Equation: `transfer_time(artifact, fetch_bandwidth)`.
        #[inline]
        pub fn fetch_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_fetch_time(self.artifact()?)
        }
        #[doc(hidden)]
        fn __eq_fetch_time(&self, artifact: DataSize) -> __Result<Time, __c::EvalError> {
            let fetch_bandwidth = __Clone::clone(&self.fetch_bandwidth);
            struct fetch_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    fetch_time,
                >(
                    ::mlsysim_core::equation::transfer_time(artifact, fetch_bandwidth)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Time from request to a serving replica. Equation: `provisioning_time + fetch_time + load_warmup_time`.
        #[inline]
        pub fn cold_start_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_cold_start_time(self.fetch_time()?)
        }
        #[doc(hidden)]
        fn __eq_cold_start_time(
            &self,
            fetch_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let provisioning_time = __Clone::clone(&self.provisioning_time);
            let load_warmup_time = __Clone::clone(&self.load_warmup_time);
            struct cold_start_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    cold_start_time,
                >(provisioning_time.eq_add(fetch_time)?.eq_add(load_warmup_time)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Share of the reactive peak fleet the forecast saves. Equation: `1.0 - predictive_peak_replicas / reactive_peak_replicas`.
        #[inline]
        pub fn peak_saving(&self) -> __Result<f64, __c::EvalError> {
            let predictive_peak_replicas = __Clone::clone(
                &self.predictive_peak_replicas,
            );
            let reactive_peak_replicas = __Clone::clone(&self.reactive_peak_replicas);
            struct peak_saving {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    peak_saving,
                >(
                    (1.0)
                        .eq_sub(
                            predictive_peak_replicas.eq_div(reactive_peak_replicas)?,
                        )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Time the pre-warm lead leaves after one cold start; negative when it is too short. Equation: `prewarm_lead - cold_start_time`.
        #[inline]
        pub fn prewarm_slack(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_prewarm_slack(self.cold_start_time()?)
        }
        #[doc(hidden)]
        fn __eq_prewarm_slack(
            &self,
            cold_start_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let prewarm_lead = __Clone::clone(&self.prewarm_lead);
            struct prewarm_slack {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    prewarm_slack,
                >(prewarm_lead.eq_sub(cold_start_time)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ColdStartValues`].
        #[must_use]
        pub fn evaluate(&self) -> ColdStartValues<'_> {
            let artifact = self.artifact();
            let fetch_time = __c::after((&artifact,), |(v0,)| self.__eq_fetch_time(v0));
            let cold_start_time = __c::after(
                (&fetch_time,),
                |(v0,)| self.__eq_cold_start_time(v0),
            );
            let peak_saving = self.peak_saving();
            let prewarm_slack = __c::after(
                (&cold_start_time,),
                |(v0,)| self.__eq_prewarm_slack(v0),
            );
            ColdStartValues {
                scenario: self,
                artifact,
                fetch_time,
                cold_start_time,
                peak_saving,
                prewarm_slack,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded(&self.weight_bytes_per_param, &__INPUTS[1])?;
            __c::bounded(&self.fetch_bandwidth, &__INPUTS[2])?;
            __c::bounded(&self.provisioning_time, &__INPUTS[3])?;
            __c::bounded(&self.load_warmup_time, &__INPUTS[4])?;
            __c::bounded_plain(&self.reactive_peak_replicas, &__INPUTS[5])?;
            __c::finite(&self.predictive_peak_replicas, &__INPUTS[6])?;
            __c::bounded(&self.prewarm_lead, &__INPUTS[7])?;
            {
                let predictive_peak_replicas = __Clone::clone(
                    &self.predictive_peak_replicas,
                );
                let reactive_peak_replicas = __Clone::clone(
                    &self.reactive_peak_replicas,
                );
                __c::rule(
                    predictive_peak_replicas <= reactive_peak_replicas,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.predictive_peak_replicas, &self.reactive_peak_replicas],
                )?;
            }
            Ok(())
        }
    }
    impl ColdStartBuilder {
        ///Sets `workload`: The model whose weights are fetched.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `weight_bytes_per_param`: Storage width of one weight.
        #[must_use]
        pub fn weight_bytes_per_param(mut self, value: Information) -> Self {
            self.weight_bytes_per_param = Some(value);
            self
        }
        ///Sets `fetch_bandwidth`: Bandwidth of the fetch from storage.
        #[must_use]
        pub fn fetch_bandwidth(mut self, value: DataRate) -> Self {
            self.fetch_bandwidth = Some(value);
            self
        }
        ///Sets `provisioning_time`: Time to provision a machine.
        #[must_use]
        pub fn provisioning_time(mut self, value: Time) -> Self {
            self.provisioning_time = Some(value);
            self
        }
        ///Sets `load_warmup_time`: Time to load the weights and warm up.
        #[must_use]
        pub fn load_warmup_time(mut self, value: Time) -> Self {
            self.load_warmup_time = Some(value);
            self
        }
        ///Sets `reactive_peak_replicas`: Peak fleet when scaling only reacts to load.
        #[must_use]
        pub fn reactive_peak_replicas(mut self, value: u32) -> Self {
            self.reactive_peak_replicas = Some(value);
            self
        }
        ///Sets `predictive_peak_replicas`: Peak fleet when replicas start ahead of the ramp.
        #[must_use]
        pub fn predictive_peak_replicas(mut self, value: u32) -> Self {
            self.predictive_peak_replicas = Some(value);
            self
        }
        ///Sets `prewarm_lead`: How long before a ramp replicas are started.
        #[must_use]
        pub fn prewarm_lead(mut self, value: Time) -> Self {
            self.prewarm_lead = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ColdStart, __c::InputError> {
            let scenario = ColdStart {
                workload: __c::given(self.workload, "workload")?,
                weight_bytes_per_param: __c::given(
                    self.weight_bytes_per_param,
                    "weight_bytes_per_param",
                )?,
                fetch_bandwidth: __c::given(self.fetch_bandwidth, "fetch_bandwidth")?,
                provisioning_time: __c::given(
                    self.provisioning_time,
                    "provisioning_time",
                )?,
                load_warmup_time: __c::given(self.load_warmup_time, "load_warmup_time")?,
                reactive_peak_replicas: __c::given(
                    self.reactive_peak_replicas,
                    "reactive_peak_replicas",
                )?,
                predictive_peak_replicas: __c::given(
                    self.predictive_peak_replicas,
                    "predictive_peak_replicas",
                )?,
                prewarm_lead: __c::given(self.prewarm_lead, "prewarm_lead")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ColdStartBuilder {
        type Scenario = ColdStart;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "weight_bytes_per_param" => {
                    self.weight_bytes_per_param = __c::set(value, &__INPUTS[1])?;
                }
                "fetch_bandwidth" => {
                    self.fetch_bandwidth = __c::set(value, &__INPUTS[2])?;
                }
                "provisioning_time" => {
                    self.provisioning_time = __c::set(value, &__INPUTS[3])?;
                }
                "load_warmup_time" => {
                    self.load_warmup_time = __c::set(value, &__INPUTS[4])?;
                }
                "reactive_peak_replicas" => {
                    self.reactive_peak_replicas = __c::set(value, &__INPUTS[5])?;
                }
                "predictive_peak_replicas" => {
                    self.predictive_peak_replicas = __c::set(value, &__INPUTS[6])?;
                }
                "prewarm_lead" => self.prewarm_lead = __c::set(value, &__INPUTS[7])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ColdStart, __c::InputError> {
            ColdStartBuilder::build(self)
        }
    }
    impl<'a> ColdStartValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ColdStart {
            self.scenario
        }
    }
    impl __c::Scenario for ColdStart {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ColdStart",
            family: &KV_CACHE,
            summary: "Bringing up a new serving replica from nothing, and the peak fleet that starting replicas ahead of a forecast ramp saves.",
            description: "A cold start provisions a machine, fetches the weight artifact at the storage's bandwidth,\nthen loads and warms up the model. Scaling that only reacts to load has to overshoot while\nreplicas come up; starting them ahead of a forecast ramp lowers the peak fleet.",
            notes: __c::meta::Notes {
                equation: "artifact = weights at weight_bytes_per_param; cold start = provisioning + artifact ÷ fetch bandwidth + load and warm-up; peak saving = 1 − predictive ÷ reactive; slack = prewarm lead − cold start",
                assumptions: &[
                    "The artifact is the weights alone, fetched at one steady bandwidth.",
                    "`prewarm_slack` compares the pre-warm lead with one cold start; the reference records the lead but reads it nowhere.",
                ],
                rules: __RULES,
                excludes: &[
                    "Queueing for machines, and caches warmed by traffic after start-up.",
                ],
                derivation: &["The stages run one after another, so their times add."],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 70B replica's cold start",
                    code: "// A 70B replica's cold start\nuse mlsysim_serving::kv_cache::llama70b_replica_cold_start;\n\nlet s = llama70b_replica_cold_start()?;\nassert!((s.cold_start_time()?.value - 400.0).abs() < 1e-9);\nassert!(s.prewarm_slack()?.value > 0.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ColdStartBuilder;
        fn to_builder(&self) -> ColdStartBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.weight_bytes_per_param,
                    &self.fetch_bandwidth,
                    &self.provisioning_time,
                    &self.load_warmup_time,
                    &self.reactive_peak_replicas,
                    &self.predictive_peak_replicas,
                    &self.prewarm_lead,
                ],
                &[
                    &values.artifact,
                    &values.fetch_time,
                    &values.cold_start_time,
                    &values.peak_saving,
                    &values.prewarm_slack,
                ],
            )
        }
    }
    __c::glue!(ColdStart);
};
