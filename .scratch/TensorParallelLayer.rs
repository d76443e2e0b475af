/**One transformer layer split over a tensor-parallel group: its forward compute against its activation exchange on each candidate link.

The layer's forward pass is 2(P/L) FLOPs a token, split over the group and run at a
sustained share of peak. Megatron-style tensor parallelism sums an activation of tokens ×
width once after attention and once after the MLP, each a ring AllReduce of 2(t − 1)/t times
the payload a device; the exchange must fit inside the compute on the link that carries it.

# Equation

FLOPs = 2 (P ÷ L) × tokens; compute = FLOPs ÷ tp ÷ (peak × η); bytes = collectives × tokens × width × 2 B × 2(tp − 1)/tp; transfer = bytes ÷ link

# Assumptions

- Every layer has P ÷ L parameters; activations are 16-bit.

# Rules across inputs

- the registry states a peak of `accelerator` at `precision` (`accelerator.rate_at(precision).is_some()`)
- `workload` is a transformer (`workload.geometry().is_ok()`)

# Excludes

- The backward pass and the startup of each AllReduce.

# Derivation

- Shoeybi et al. (2019), Megatron-LM: two AllReduces per layer per pass.

# Examples

```rust
// NVLink hides a GPT-3 layer's exchange, one NDR port does not
use mlsysim_cluster::distributed::gpt3_tensor_parallel_layer_tp8;

let s = gpt3_tensor_parallel_layer_tp8()?;
let compute = s.compute_time()?;
let links = s.transfer_times()?;
assert!(*links.get("NVLink").unwrap() < compute);
assert!(*links.get("InfiniBand NDR").unwrap() > compute);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TensorParallelLayer {
    ///The model split.
    pub workload: &'static Workload,
    ///Devices of the tensor-parallel group. *Allowed >= 1.*
    pub tp_size: u32,
    ///Tokens the layer processes. *Allowed >= 1.*
    pub tokens: u32,
    ///The accelerator every device is.
    pub accelerator: &'static HardwareNode,
    ///The precision whose peak the compute runs at. *Default `Precision::Fp16Dense`.*
    pub precision: Precision,
    ///Share of peak the compute sustains. *Allowed > 0 and [0.0, 1.0].*
    pub local_efficiency: f64,
    ///Bandwidth of each candidate link, by name. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub links: Named<DataRate>,
    ///AllReduces a layer. *Default `2`; allowed >= 1.*
    pub collectives_per_layer: u32,
}
///Builds a [`TensorParallelLayer`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TensorParallelLayerBuilder {
    workload: ::core::option::Option<&'static Workload>,
    tp_size: ::core::option::Option<u32>,
    tokens: ::core::option::Option<u32>,
    accelerator: ::core::option::Option<&'static HardwareNode>,
    precision: ::core::option::Option<Precision>,
    local_efficiency: ::core::option::Option<f64>,
    links: ::core::option::Option<Named<DataRate>>,
    collectives_per_layer: ::core::option::Option<u32>,
}
///Every property of a [`TensorParallelLayer`], each computed once (see [`TensorParallelLayer::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TensorParallelLayerValues<'a> {
    scenario: &'a TensorParallelLayer,
    ///Forward work of one layer.
    pub layer_flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Time of the layer's forward compute on one device of the group.
    pub compute_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Bytes each device sends in the layer's AllReduces.
    pub layer_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Time of the layer's exchange on each link.
    pub transfer_times: ::core::result::Result<Named<Time>, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model split.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tp_size",
            ty: "u32",
            doc: "Devices of the tensor-parallel group.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tokens",
            ty: "u32",
            doc: "Tokens the layer processes.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerator",
            ty: "&'static HardwareNode",
            doc: "The accelerator every device is.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "precision",
            ty: "Precision",
            doc: "The precision whose peak the compute runs at.",
            default: Some("Precision::Fp16Dense"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "local_efficiency",
            ty: "f64",
            doc: "Share of peak the compute sustains.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "links",
            ty: "Named<DataRate>",
            doc: "Bandwidth of each candidate link, by name.",
            label: {
                __c::units::unit_for::<
                    Named<DataRate>,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "collectives_per_layer",
            ty: "u32",
            doc: "AllReduces a layer.",
            default: Some("2"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "layer_flops",
            doc: "Forward work of one layer.",
            equation: "2.0 * (workload.parameter_count() / workload.geometry().layers) * tokens * flops(1.0)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["workload", "tokens"],
            reaches: &[("workload", "parameter_count"), ("workload", "geometry")],
            calls: &["flops"],
            template: "2.0 * ({#0 workload.parameter_count()} / {#1 workload.geometry().layers}) * {tokens} * flops(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_time",
            doc: "Time of the layer's forward compute on one device of the group.",
            equation: "layer_flops / tp_size / (accelerator.peak_at(precision) * local_efficiency)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &[
                "tp_size",
                "accelerator",
                "precision",
                "local_efficiency",
                "layer_flops",
            ],
            reaches: &[("accelerator", "peak_at")],
            template: "{layer_flops} / {tp_size} / ({#0 accelerator.peak_at(precision)} * {local_efficiency})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "layer_bytes",
            doc: "Bytes each device sends in the layer's AllReduces.",
            equation: "collectives_per_layer * tokens * workload.geometry().hidden_dim\n    * precision_width(Precision::Fp16) * ring_allreduce_data_factor(tp_size)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["collectives_per_layer", "tokens", "workload", "tp_size"],
            reaches: &[("workload", "geometry")],
            calls: &["precision_width", "ring_allreduce_data_factor"],
            template: "{collectives_per_layer} * {tokens} * {#0 workload.geometry().hidden_dim}\n    * precision_width(Precision::Fp16) * ring_allreduce_data_factor({tp_size})",
            named_calls: "ring_allreduce_data_factor(tp_size)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "transfer_times",
            doc: "Time of the layer's exchange on each link.",
            equation: "layer_bytes ÷ bandwidth, for each link",
            equation_is_code: false,
            result_type: "Named<Time>",
            label: {
                __c::units::unit_for::<
                    Named<Time>,
                    _,
                >(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["links", "layer_bytes"],
            reaches: &[("links", "iter")],
            calls: &["transfer_time"],
            template: "{links}\n    .iter()\n    .map(|(name, &bandwidth)| Ok((name, transfer_time({layer_bytes}, bandwidth))))\n    .collect::<Result<Named<Time>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "the registry states a peak of `accelerator` at `precision`",
            condition: "accelerator.rate_at(precision).is_some()",
            inputs: &["accelerator", "precision"],
        },
        __c::RuleInfo {
            text: "`workload` is a transformer",
            condition: "workload.geometry().is_ok()",
            inputs: &["workload"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl TensorParallelLayer {
        ///Starts a [`TensorParallelLayerBuilder`]; required inputs must be set before [`TensorParallelLayerBuilder::build`].
        #[must_use]
        pub fn builder() -> TensorParallelLayerBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TensorParallelLayerBuilder {
            TensorParallelLayerBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                tp_size: Some(__Clone::clone(&self.tp_size)),
                tokens: Some(__Clone::clone(&self.tokens)),
                accelerator: Some(__Clone::clone(&self.accelerator)),
                precision: Some(__Clone::clone(&self.precision)),
                local_efficiency: Some(__Clone::clone(&self.local_efficiency)),
                links: Some(__Clone::clone(&self.links)),
                collectives_per_layer: Some(__Clone::clone(&self.collectives_per_layer)),
            }
        }
        ///Forward work of one layer. Equation: `2.0 * (workload.parameter_count() / workload.geometry().layers) * tokens * flops(1.0)`.
        #[inline]
        pub fn layer_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let tokens = __Clone::clone(&self.tokens);
            struct layer_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    layer_flops,
                >(
                    (2.0)
                        .eq_mul(
                            workload
                                .parameter_count()?
                                .eq_div(workload.geometry()?.layers)?,
                        )?
                        .eq_mul(tokens)?
                        .eq_mul(::mlsysim_core::equation::flops(1.0))?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Time of the layer's forward compute on one device of the group. Equation: `layer_flops / tp_size / (accelerator.peak_at(precision) * local_efficiency)`.
        #[inline]
        pub fn compute_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_compute_time(self.layer_flops()?)
        }
        #[doc(hidden)]
        fn __eq_compute_time(
            &self,
            layer_flops: FlopCount,
        ) -> __Result<Time, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            let accelerator = __Clone::clone(&self.accelerator);
            let precision = __Clone::clone(&self.precision);
            let local_efficiency = __Clone::clone(&self.local_efficiency);
            struct compute_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    compute_time,
                >(
                    layer_flops
                        .eq_div(tp_size)?
                        .eq_div(
                            accelerator.peak_at(precision)?.eq_mul(local_efficiency)?,
                        )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        /**Bytes each device sends in the layer's AllReduces.

Equation:

```text
collectives_per_layer * tokens * workload.geometry().hidden_dim
    * precision_width(Precision::Fp16) * ring_allreduce_data_factor(tp_size)
```
*/
        #[inline]
        pub fn layer_bytes(&self) -> __Result<Information, __c::EvalError> {
            let collectives_per_layer = __Clone::clone(&self.collectives_per_layer);
            let tokens = __Clone::clone(&self.tokens);
            let workload = __Clone::clone(&self.workload);
            let tp_size = __Clone::clone(&self.tp_size);
            struct layer_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    layer_bytes,
                >(
                    collectives_per_layer
                        .eq_mul(tokens)?
                        .eq_mul(workload.geometry()?.hidden_dim)?
                        .eq_mul(
                            ::mlsysim_core::equation::precision_width(Precision::Fp16)?,
                        )?
                        .eq_mul(
                            ::mlsysim_core::equation::ring_allreduce_data_factor(
                                tp_size,
                            )?,
                        )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Time of the layer's exchange on each link. Equation: layer_bytes ÷ bandwidth, for each link.
        #[inline]
        pub fn transfer_times(&self) -> __Result<Named<Time>, __c::EvalError> {
            self.__eq_transfer_times(self.layer_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_transfer_times(
            &self,
            layer_bytes: Information,
        ) -> __Result<Named<Time>, __c::EvalError> {
            let links = __Clone::clone(&self.links);
            struct transfer_times {}
            __c::member(
                (|| __c::conform::<
                    Named<Time>,
                    _,
                    transfer_times,
                >(
                    links
                        .iter()
                        .map(|(name, &bandwidth)| Ok((
                            name,
                            ::mlsysim_core::equation::transfer_time(
                                layer_bytes,
                                bandwidth,
                            )?,
                        )))
                        .collect::<Result<Named<Time>, EvalError>>()?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TensorParallelLayerValues`].
        #[must_use]
        pub fn evaluate(&self) -> TensorParallelLayerValues<'_> {
            let layer_flops = self.layer_flops();
            let compute_time = __c::after(
                (&layer_flops,),
                |(v0,)| self.__eq_compute_time(v0),
            );
            let layer_bytes = self.layer_bytes();
            let transfer_times = __c::after(
                (&layer_bytes,),
                |(v0,)| self.__eq_transfer_times(v0),
            );
            TensorParallelLayerValues {
                scenario: self,
                layer_flops,
                compute_time,
                layer_bytes,
                transfer_times,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded_plain(&self.tp_size, &__INPUTS[1])?;
            __c::bounded_plain(&self.tokens, &__INPUTS[2])?;
            __c::finite(&self.accelerator, &__INPUTS[3])?;
            __c::finite(&self.precision, &__INPUTS[4])?;
            __c::bounded_plain(&self.local_efficiency, &__INPUTS[5])?;
            __c::bounded(&self.links, &__INPUTS[6])?;
            __c::bounded_plain(&self.collectives_per_layer, &__INPUTS[7])?;
            {
                let accelerator = __Clone::clone(&self.accelerator);
                let precision = __Clone::clone(&self.precision);
                __c::rule(
                    accelerator.rate_at(precision).is_some(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.accelerator, &self.precision],
                )?;
            }
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.geometry().is_ok(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_layer_flops(&self) -> __c::Parts {
            __c::traced(
                self.layer_flops(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.parameter_count() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.geometry() ? .layers; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "flops", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_compute_time(&self) -> __c::Parts {
            __c::traced(
                self.compute_time(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let accelerator = __Clone::clone(& self.accelerator); let
                    precision = __Clone::clone(& self.precision); let part = accelerator
                    .peak_at(precision) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_layer_bytes(&self) -> __c::Parts {
            __c::traced(
                self.layer_bytes(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .hidden_dim; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "ring_allreduce_data_factor", args :
                    ::std::vec![__c::Operand::Name("tp_size")] }
                ],
            )
        }
    }
    impl TensorParallelLayerBuilder {
        ///Sets `workload`: The model split.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `tp_size`: Devices of the tensor-parallel group.
        #[must_use]
        pub fn tp_size(mut self, value: u32) -> Self {
            self.tp_size = Some(value);
            self
        }
        ///Sets `tokens`: Tokens the layer processes.
        #[must_use]
        pub fn tokens(mut self, value: u32) -> Self {
            self.tokens = Some(value);
            self
        }
        ///Sets `accelerator`: The accelerator every device is.
        #[must_use]
        pub fn accelerator(mut self, value: &'static HardwareNode) -> Self {
            self.accelerator = Some(value);
            self
        }
        ///Sets `precision`: The precision whose peak the compute runs at.
        #[must_use]
        pub fn precision(mut self, value: Precision) -> Self {
            self.precision = Some(value);
            self
        }
        ///Sets `local_efficiency`: Share of peak the compute sustains.
        #[must_use]
        pub fn local_efficiency(mut self, value: f64) -> Self {
            self.local_efficiency = Some(value);
            self
        }
        ///Sets `links`: Bandwidth of each candidate link, by name.
        #[must_use]
        pub fn links(mut self, value: Named<DataRate>) -> Self {
            self.links = Some(value);
            self
        }
        ///Sets `collectives_per_layer`: AllReduces a layer.
        #[must_use]
        pub fn collectives_per_layer(mut self, value: u32) -> Self {
            self.collectives_per_layer = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<TensorParallelLayer, __c::InputError> {
            let scenario = TensorParallelLayer {
                workload: __c::given(self.workload, "workload")?,
                tp_size: __c::given(self.tp_size, "tp_size")?,
                tokens: __c::given(self.tokens, "tokens")?,
                accelerator: __c::given(self.accelerator, "accelerator")?,
                precision: self.precision.unwrap_or_else(|| Precision::Fp16Dense),
                local_efficiency: __c::given(self.local_efficiency, "local_efficiency")?,
                links: __c::given(self.links, "links")?,
                collectives_per_layer: self.collectives_per_layer.unwrap_or_else(|| 2),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TensorParallelLayerBuilder {
        type Scenario = TensorParallelLayer;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "tp_size" => self.tp_size = __c::set(value, &__INPUTS[1])?,
                "tokens" => self.tokens = __c::set(value, &__INPUTS[2])?,
                "accelerator" => self.accelerator = __c::set(value, &__INPUTS[3])?,
                "precision" => self.precision = __c::set(value, &__INPUTS[4])?,
                "local_efficiency" => {
                    self.local_efficiency = __c::set(value, &__INPUTS[5])?;
                }
                "links" => self.links = __c::set(value, &__INPUTS[6])?,
                "collectives_per_layer" => {
                    self.collectives_per_layer = __c::set(value, &__INPUTS[7])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<TensorParallelLayer, __c::InputError> {
            TensorParallelLayerBuilder::build(self)
        }
    }
    impl<'a> TensorParallelLayerValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a TensorParallelLayer {
            self.scenario
        }
    }
    impl __c::Scenario for TensorParallelLayer {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "TensorParallelLayer",
            family: &DISTRIBUTED_TRAINING,
            summary: "One transformer layer split over a tensor-parallel group: its forward compute against its activation exchange on each candidate link.",
            description: "The layer's forward pass is 2(P/L) FLOPs a token, split over the group and run at a\nsustained share of peak. Megatron-style tensor parallelism sums an activation of tokens ×\nwidth once after attention and once after the MLP, each a ring AllReduce of 2(t − 1)/t times\nthe payload a device; the exchange must fit inside the compute on the link that carries it.",
            notes: __c::meta::Notes {
                equation: "FLOPs = 2 (P ÷ L) × tokens; compute = FLOPs ÷ tp ÷ (peak × η); bytes = collectives × tokens × width × 2 B × 2(tp − 1)/tp; transfer = bytes ÷ link",
                assumptions: &[
                    "Every layer has P ÷ L parameters; activations are 16-bit.",
                ],
                rules: __RULES,
                excludes: &["The backward pass and the startup of each AllReduce."],
                derivation: &[
                    "Shoeybi et al. (2019), Megatron-LM: two AllReduces per layer per pass.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "NVLink hides a GPT-3 layer's exchange, one NDR port does not",
                    code: "// NVLink hides a GPT-3 layer's exchange, one NDR port does not\nuse mlsysim_cluster::distributed::gpt3_tensor_parallel_layer_tp8;\n\nlet s = gpt3_tensor_parallel_layer_tp8()?;\nlet compute = s.compute_time()?;\nlet links = s.transfer_times()?;\nassert!(*links.get(\"NVLink\").unwrap() < compute);\nassert!(*links.get(\"InfiniBand NDR\").unwrap() > compute);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TensorParallelLayerBuilder;
        fn to_builder(&self) -> TensorParallelLayerBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.tp_size,
                    &self.tokens,
                    &self.accelerator,
                    &self.precision,
                    &self.local_efficiency,
                    &self.links,
                    &self.collectives_per_layer,
                ],
                &[
                    &values.layer_flops,
                    &values.compute_time,
                    &values.layer_bytes,
                    &values.transfer_times,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "layer_flops" => Some(Ok(self.__explain_layer_flops())),
                "compute_time" => Some(Ok(self.__explain_compute_time())),
                "layer_bytes" => Some(Ok(self.__explain_layer_bytes())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                "accelerator" => (&__c::explain::Held(&self.accelerator)).__held(),
                "links" => (&__c::explain::Held(&self.links)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(TensorParallelLayer);
};
