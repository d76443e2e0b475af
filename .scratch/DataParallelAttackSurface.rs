/**Data-parallel training of a model on a fleet, as an attack surface: the gradient each step exchanges, the checkpoint it writes, and the traffic of a robust aggregate that gathers every replica's gradient instead of reducing their sum in a ring.

The reference's `weight_bytes` is `served_weight_bytes` here: `weight_bytes` names the law
the bytes are computed with.

# Equation

gradient = parameters × gradient bytes; ring AllReduce moves 2(N − 1)/N of it per worker; a gather receives N − 1; ratio = N/2

# Assumptions

- Every replica holds a whole gradient of the model; a robust aggregate needs each replica's gradient, not their sum.

# Excludes

- Compression of the gradients and the aggregation's own compute.

# Derivation

- A ring AllReduce sends each worker 2(N − 1)/N of the buffer; gathering every other replica's copy sends it N − 1.

# Examples

```rust
// Gathering 64 replicas' gradients moves 32 times a ring's traffic
use mlsysim_fleet::security::reference_job_attack_surface;

let s = reference_job_attack_surface()?;
assert!((s.gather_traffic_ratio()? - 32.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataParallelAttackSurface {
    ///The model trained.
    pub workload: &'static Workload,
    ///The fleet it is trained on, every accelerator of it.
    pub fleet: &'static Fleet,
    ///Data-parallel replicas. *Allowed >= 1.*
    pub dp_degree: u32,
    ///Bytes of gradient per parameter. *Allowed >= 0.*
    pub gradient_bytes_per_param: Information,
    ///Bytes of checkpoint per parameter. *Allowed >= 0.*
    pub checkpoint_bytes_per_param: Information,
    ///Bytes of a served weight per parameter, when quoted. *Optional (absent by default); allowed >= 0.*
    pub weight_bytes_per_param: Option<Information>,
}
///Builds a [`DataParallelAttackSurface`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DataParallelAttackSurfaceBuilder {
    workload: ::core::option::Option<&'static Workload>,
    fleet: ::core::option::Option<&'static Fleet>,
    dp_degree: ::core::option::Option<u32>,
    gradient_bytes_per_param: ::core::option::Option<Information>,
    checkpoint_bytes_per_param: ::core::option::Option<Information>,
    weight_bytes_per_param: ::core::option::Option<Information>,
}
///Every property of a [`DataParallelAttackSurface`], each computed once (see [`DataParallelAttackSurface::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataParallelAttackSurfaceValues<'a> {
    scenario: &'a DataParallelAttackSurface,
    ///Accelerators in the fleet.
    pub accelerators: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Nodes in the fleet.
    pub nodes: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Accelerators in one node.
    pub accelerators_per_node: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Accelerators of one replica.
    pub accelerators_per_replica: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bytes of one gradient.
    pub gradient_bytes: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Bytes of one checkpoint.
    pub checkpoint_bytes: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Bytes of the served weights (the reference's `weight_bytes`, renamed: that name is the
    pub served_weight_bytes: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Bytes each worker moves in a ring AllReduce, per byte of gradient.
    pub allreduce_factor: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bytes each worker receives gathering every other replica's gradient, per byte of gradient.
    pub gather_factor: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The gather's traffic over the ring AllReduce's: N/2.
    pub gather_traffic_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model trained.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fleet",
            ty: "&'static Fleet",
            doc: "The fleet it is trained on, every accelerator of it.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "dp_degree",
            ty: "u32",
            doc: "Data-parallel replicas.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "gradient_bytes_per_param",
            ty: "Information",
            doc: "Bytes of gradient per parameter.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "checkpoint_bytes_per_param",
            ty: "Information",
            doc: "Bytes of checkpoint per parameter.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "weight_bytes_per_param",
            ty: "Option<Information>",
            doc: "Bytes of a served weight per parameter, when quoted.",
            optional: true,
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "accelerators",
            doc: "Accelerators in the fleet.",
            equation: "fleet.count * fleet.node.accelerators_per_node",
            result_type: "i64",
            depends_on: &["fleet"],
            template: "{#0 fleet.count} * {#1 fleet.node.accelerators_per_node}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "nodes",
            doc: "Nodes in the fleet.",
            equation: "i64::from(fleet.count)",
            result_type: "i64",
            depends_on: &["fleet"],
            template: "i64::from({#0 fleet.count})",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "accelerators_per_node",
            doc: "Accelerators in one node.",
            equation: "i64::from(fleet.node.accelerators_per_node)",
            result_type: "i64",
            depends_on: &["fleet"],
            template: "i64::from({#0 fleet.node.accelerators_per_node})",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "accelerators_per_replica",
            doc: "Accelerators of one replica.",
            equation: "accelerators / dp_degree",
            result_type: "f64",
            depends_on: &["dp_degree", "accelerators"],
            template: "{accelerators} / {dp_degree}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gradient_bytes",
            doc: "Bytes of one gradient.",
            equation: "weight_bytes(workload, gradient_bytes_per_param)",
            result_type: "DataSize",
            depends_on: &["workload", "gradient_bytes_per_param"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {gradient_bytes_per_param})",
            named_calls: "weight_bytes(workload, gradient_bytes_per_param)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "checkpoint_bytes",
            doc: "Bytes of one checkpoint.",
            equation: "weight_bytes(workload, checkpoint_bytes_per_param)",
            result_type: "DataSize",
            depends_on: &["workload", "checkpoint_bytes_per_param"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {checkpoint_bytes_per_param})",
            named_calls: "weight_bytes(workload, checkpoint_bytes_per_param)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "served_weight_bytes",
            doc: "Bytes of the served weights (the reference's `weight_bytes`, renamed: that name is the\nlaw's).",
            equation: "weight_bytes(workload, weight_bytes_per_param)",
            result_type: "DataSize",
            depends_on: &["workload", "weight_bytes_per_param"],
            requires: &["weight_bytes_per_param"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {weight_bytes_per_param})",
            named_calls: "weight_bytes(workload, weight_bytes_per_param)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "allreduce_factor",
            doc: "Bytes each worker moves in a ring AllReduce, per byte of gradient.",
            equation: "ring_allreduce_data_factor(dp_degree)",
            result_type: "f64",
            depends_on: &["dp_degree"],
            calls: &["ring_allreduce_data_factor"],
            template: "ring_allreduce_data_factor({dp_degree})",
            named_calls: "ring_allreduce_data_factor(dp_degree)",
            operation: "result of `ring_allreduce_data_factor`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gather_factor",
            doc: "Bytes each worker receives gathering every other replica's gradient, per byte of gradient.",
            equation: "dp_degree - 1",
            result_type: "i64",
            depends_on: &["dp_degree"],
            template: "{dp_degree} - 1",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gather_traffic_ratio",
            doc: "The gather's traffic over the ring AllReduce's: N/2.",
            equation: "gather_factor / allreduce_factor",
            result_type: "f64",
            depends_on: &["gather_factor", "allreduce_factor"],
            template: "{gather_factor} / {allreduce_factor}",
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
    impl DataParallelAttackSurface {
        ///Starts a [`DataParallelAttackSurfaceBuilder`]; required inputs must be set before [`DataParallelAttackSurfaceBuilder::build`].
        #[must_use]
        pub fn builder() -> DataParallelAttackSurfaceBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DataParallelAttackSurfaceBuilder {
            DataParallelAttackSurfaceBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                fleet: Some(__Clone::clone(&self.fleet)),
                dp_degree: Some(__Clone::clone(&self.dp_degree)),
                gradient_bytes_per_param: Some(
                    __Clone::clone(&self.gradient_bytes_per_param),
                ),
                checkpoint_bytes_per_param: Some(
                    __Clone::clone(&self.checkpoint_bytes_per_param),
                ),
                weight_bytes_per_param: __Clone::clone(&self.weight_bytes_per_param),
            }
        }
        ///Accelerators in the fleet. Equation: `fleet.count * fleet.node.accelerators_per_node`.
        #[inline]
        pub fn accelerators(&self) -> __Result<i64, __c::EvalError> {
            let fleet = __Clone::clone(&self.fleet);
            struct accelerators {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    accelerators,
                >(fleet.count.eq_mul(fleet.node.accelerators_per_node)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Nodes in the fleet. Equation: `i64::from(fleet.count)`.
        #[inline]
        pub fn nodes(&self) -> __Result<i64, __c::EvalError> {
            let fleet = __Clone::clone(&self.fleet);
            struct nodes {}
            __c::member(
                (|| __c::conform::<i64, _, nodes>(i64::from(fleet.count)))(),
                &__PROPERTIES[1],
            )
        }
        ///Accelerators in one node. Equation: `i64::from(fleet.node.accelerators_per_node)`.
        #[inline]
        pub fn accelerators_per_node(&self) -> __Result<i64, __c::EvalError> {
            let fleet = __Clone::clone(&self.fleet);
            struct accelerators_per_node {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    accelerators_per_node,
                >(i64::from(fleet.node.accelerators_per_node)))(),
                &__PROPERTIES[2],
            )
        }
        ///Accelerators of one replica. Equation: `accelerators / dp_degree`.
        #[inline]
        pub fn accelerators_per_replica(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_accelerators_per_replica(self.accelerators()?)
        }
        #[doc(hidden)]
        fn __eq_accelerators_per_replica(
            &self,
            accelerators: i64,
        ) -> __Result<f64, __c::EvalError> {
            let dp_degree = __Clone::clone(&self.dp_degree);
            struct accelerators_per_replica {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    accelerators_per_replica,
                >(accelerators.eq_div(dp_degree)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Bytes of one gradient. Equation: `weight_bytes(workload, gradient_bytes_per_param)`.
        #[inline]
        pub fn gradient_bytes(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let gradient_bytes_per_param = __Clone::clone(
                &self.gradient_bytes_per_param,
            );
            struct gradient_bytes {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    gradient_bytes,
                >(
                    ::mlsysim_core::equation::weight_bytes(
                        workload,
                        gradient_bytes_per_param,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Bytes of one checkpoint. Equation: `weight_bytes(workload, checkpoint_bytes_per_param)`.
        #[inline]
        pub fn checkpoint_bytes(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let checkpoint_bytes_per_param = __Clone::clone(
                &self.checkpoint_bytes_per_param,
            );
            struct checkpoint_bytes {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    checkpoint_bytes,
                >(
                    ::mlsysim_core::equation::weight_bytes(
                        workload,
                        checkpoint_bytes_per_param,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        /**Bytes of the served weights (the reference's `weight_bytes`, renamed: that name is the
law's). Equation: `weight_bytes(workload, weight_bytes_per_param)`. Requires `weight_bytes_per_param` (an error names the absent one).*/
        #[inline]
        pub fn served_weight_bytes(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let weight_bytes_per_param = __c::present(
                &self.weight_bytes_per_param,
                "served_weight_bytes",
                "weight_bytes_per_param",
            )?;
            struct served_weight_bytes {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    served_weight_bytes,
                >(
                    ::mlsysim_core::equation::weight_bytes(
                        workload,
                        weight_bytes_per_param,
                    )?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///Bytes each worker moves in a ring AllReduce, per byte of gradient. Equation: `ring_allreduce_data_factor(dp_degree)`.
        #[inline]
        pub fn allreduce_factor(&self) -> __Result<f64, __c::EvalError> {
            let dp_degree = __Clone::clone(&self.dp_degree);
            struct allreduce_factor {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    allreduce_factor,
                >(::mlsysim_core::equation::ring_allreduce_data_factor(dp_degree)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Bytes each worker receives gathering every other replica's gradient, per byte of gradient. Equation: `dp_degree - 1`.
        #[inline]
        pub fn gather_factor(&self) -> __Result<i64, __c::EvalError> {
            let dp_degree = __Clone::clone(&self.dp_degree);
            struct gather_factor {}
            __c::member(
                (|| __c::conform::<i64, _, gather_factor>(dp_degree.eq_sub(1i64)?))(),
                &__PROPERTIES[8],
            )
        }
        ///The gather's traffic over the ring AllReduce's: N/2. Equation: `gather_factor / allreduce_factor`.
        #[inline]
        pub fn gather_traffic_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_gather_traffic_ratio(
                self.gather_factor()?,
                self.allreduce_factor()?,
            )
        }
        #[doc(hidden)]
        fn __eq_gather_traffic_ratio(
            &self,
            gather_factor: i64,
            allreduce_factor: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct gather_traffic_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    gather_traffic_ratio,
                >(gather_factor.eq_div(allreduce_factor)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DataParallelAttackSurfaceValues`].
        #[must_use]
        pub fn evaluate(&self) -> DataParallelAttackSurfaceValues<'_> {
            let accelerators = self.accelerators();
            let nodes = self.nodes();
            let accelerators_per_node = self.accelerators_per_node();
            let accelerators_per_replica = __c::after(
                (&accelerators,),
                |(v0,)| self.__eq_accelerators_per_replica(v0),
            );
            let gradient_bytes = self.gradient_bytes();
            let checkpoint_bytes = self.checkpoint_bytes();
            let served_weight_bytes = self.served_weight_bytes();
            let allreduce_factor = self.allreduce_factor();
            let gather_factor = self.gather_factor();
            let gather_traffic_ratio = __c::after(
                (&gather_factor, &allreduce_factor),
                |(v0, v1)| self.__eq_gather_traffic_ratio(v0, v1),
            );
            DataParallelAttackSurfaceValues {
                scenario: self,
                accelerators,
                nodes,
                accelerators_per_node,
                accelerators_per_replica,
                gradient_bytes,
                checkpoint_bytes,
                served_weight_bytes,
                allreduce_factor,
                gather_factor,
                gather_traffic_ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.fleet, &__INPUTS[1])?;
            __c::bounded_plain(&self.dp_degree, &__INPUTS[2])?;
            __c::bounded(&self.gradient_bytes_per_param, &__INPUTS[3])?;
            __c::bounded(&self.checkpoint_bytes_per_param, &__INPUTS[4])?;
            __c::bounded(&self.weight_bytes_per_param, &__INPUTS[5])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_accelerators(&self) -> __c::Parts {
            __c::traced(
                self.accelerators(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let part = fleet.count;
                    Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let fleet = __Clone::clone(& self.fleet); let part = fleet.node
                    .accelerators_per_node; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_nodes(&self) -> __c::Parts {
            __c::traced(
                self.nodes(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let part = fleet.count;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_accelerators_per_node(&self) -> __c::Parts {
            __c::traced(
                self.accelerators_per_node(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let part = fleet.node
                    .accelerators_per_node; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl DataParallelAttackSurfaceBuilder {
        ///Sets `workload`: The model trained.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `fleet`: The fleet it is trained on, every accelerator of it.
        #[must_use]
        pub fn fleet(mut self, value: &'static Fleet) -> Self {
            self.fleet = Some(value);
            self
        }
        ///Sets `dp_degree`: Data-parallel replicas.
        #[must_use]
        pub fn dp_degree(mut self, value: u32) -> Self {
            self.dp_degree = Some(value);
            self
        }
        ///Sets `gradient_bytes_per_param`: Bytes of gradient per parameter.
        #[must_use]
        pub fn gradient_bytes_per_param(mut self, value: Information) -> Self {
            self.gradient_bytes_per_param = Some(value);
            self
        }
        ///Sets `checkpoint_bytes_per_param`: Bytes of checkpoint per parameter.
        #[must_use]
        pub fn checkpoint_bytes_per_param(mut self, value: Information) -> Self {
            self.checkpoint_bytes_per_param = Some(value);
            self
        }
        ///Sets `weight_bytes_per_param`: Bytes of a served weight per parameter, when quoted.
        #[must_use]
        pub fn weight_bytes_per_param(mut self, value: Information) -> Self {
            self.weight_bytes_per_param = Some(value);
            self
        }
        ///Leaves `weight_bytes_per_param` absent.
        #[must_use]
        pub fn without_weight_bytes_per_param(mut self) -> Self {
            self.weight_bytes_per_param = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DataParallelAttackSurface, __c::InputError> {
            let scenario = DataParallelAttackSurface {
                workload: __c::given(self.workload, "workload")?,
                fleet: __c::given(self.fleet, "fleet")?,
                dp_degree: __c::given(self.dp_degree, "dp_degree")?,
                gradient_bytes_per_param: __c::given(
                    self.gradient_bytes_per_param,
                    "gradient_bytes_per_param",
                )?,
                checkpoint_bytes_per_param: __c::given(
                    self.checkpoint_bytes_per_param,
                    "checkpoint_bytes_per_param",
                )?,
                weight_bytes_per_param: self.weight_bytes_per_param,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DataParallelAttackSurfaceBuilder {
        type Scenario = DataParallelAttackSurface;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "fleet" => self.fleet = __c::set(value, &__INPUTS[1])?,
                "dp_degree" => self.dp_degree = __c::set(value, &__INPUTS[2])?,
                "gradient_bytes_per_param" => {
                    self.gradient_bytes_per_param = __c::set(value, &__INPUTS[3])?;
                }
                "checkpoint_bytes_per_param" => {
                    self.checkpoint_bytes_per_param = __c::set(value, &__INPUTS[4])?;
                }
                "weight_bytes_per_param" => {
                    self.weight_bytes_per_param = __c::set(value, &__INPUTS[5])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DataParallelAttackSurface, __c::InputError> {
            DataParallelAttackSurfaceBuilder::build(self)
        }
    }
    impl<'a> DataParallelAttackSurfaceValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DataParallelAttackSurface {
            self.scenario
        }
    }
    impl __c::Scenario for DataParallelAttackSurface {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DataParallelAttackSurface",
            family: &SECURITY,
            summary: "Data-parallel training of a model on a fleet, as an attack surface: the gradient each step exchanges, the checkpoint it writes, and the traffic of a robust aggregate that gathers every replica's gradient instead of reducing their sum in a ring.",
            description: "The reference's `weight_bytes` is `served_weight_bytes` here: `weight_bytes` names the law\nthe bytes are computed with.",
            notes: __c::meta::Notes {
                equation: "gradient = parameters × gradient bytes; ring AllReduce moves 2(N − 1)/N of it per worker; a gather receives N − 1; ratio = N/2",
                assumptions: &[
                    "Every replica holds a whole gradient of the model; a robust aggregate needs each replica's gradient, not their sum.",
                ],
                rules: __RULES,
                excludes: &[
                    "Compression of the gradients and the aggregation's own compute.",
                ],
                derivation: &[
                    "A ring AllReduce sends each worker 2(N − 1)/N of the buffer; gathering every other replica's copy sends it N − 1.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Gathering 64 replicas' gradients moves 32 times a ring's traffic",
                    code: "// Gathering 64 replicas' gradients moves 32 times a ring's traffic\nuse mlsysim_fleet::security::reference_job_attack_surface;\n\nlet s = reference_job_attack_surface()?;\nassert!((s.gather_traffic_ratio()? - 32.0).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DataParallelAttackSurfaceBuilder;
        fn to_builder(&self) -> DataParallelAttackSurfaceBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.fleet,
                    &self.dp_degree,
                    &self.gradient_bytes_per_param,
                    &self.checkpoint_bytes_per_param,
                    &self.weight_bytes_per_param,
                ],
                &[
                    &values.accelerators,
                    &values.nodes,
                    &values.accelerators_per_node,
                    &values.accelerators_per_replica,
                    &values.gradient_bytes,
                    &values.checkpoint_bytes,
                    &values.served_weight_bytes,
                    &values.allreduce_factor,
                    &values.gather_factor,
                    &values.gather_traffic_ratio,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "accelerators" => Some(Ok(self.__explain_accelerators())),
                "nodes" => Some(Ok(self.__explain_nodes())),
                "accelerators_per_node" => {
                    Some(Ok(self.__explain_accelerators_per_node()))
                }
                _ => None,
            }
        }
    }
    __c::glue!(DataParallelAttackSurface);
};
