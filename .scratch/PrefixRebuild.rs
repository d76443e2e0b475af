/**A cached prefix on a multi-accelerator node: the prefill a miss must redo, against the one short pass over a new suffix that a hit needs.

On a miss the whole prefix is prefilled again: 2 FLOPs per parameter per token for the
projections and feed-forward layers, plus causal attention over the prefix, at a sustained
share of the node's peak. On a hit only the suffix runs, and a pass that short is bound by
reading every weight once from memory rather than by its work. The ratio of the two is what
the cache saves per request.

# Equation

rate = accelerators × peak × utilization; rebuild = (2·P·S + 2·L·d·S²) ÷ rate; hit = max(weights ÷ (accelerators × bandwidth), 2·P·S_suffix ÷ rate); ratio = rebuild ÷ hit

# Assumptions

- Prefill runs at `utilization` of the accelerators' headline peak whatever the precision; the precision sets the bytes of the weights and of the cached state only.
- The weights are split over the accelerators, each reading its share at its memory bandwidth.
- The utilization lies in (0, 1]; the reference takes 0 (then divides by zero) and values above 1 or below 0.
- The node is given as one accelerator type and its count (a DGX H100 is 8 H100s); the reference holds a node record, which this port's registry does not carry.

# Rules across inputs

- `workload` is a transformer (`workload.geometry().is_ok()`)
- `precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4), not a label that names only a throughput (`precision.storage_bytes().is_some()`)

# Excludes

- Attention reading the cache during the suffix pass, and moving the cached state between tiers.

# Derivation

- Causal attention over S tokens does S² ÷ 2 query-key pairs per layer, each 2·d multiply-adds for scores and values: 2·L·d·S² FLOPs in all.

# Examples

```rust
// A prefix hit against a rebuild on a DGX H100
use mlsysim_serving::kv_cache::invariant_prefix_rebuild_dgx_h100;

let s = invariant_prefix_rebuild_dgx_h100()?;
assert!((s.rebuild_over_hit()? - 32.00387133923253).abs() < 1e-9);
assert!(s.weight_read_time()? > s.suffix_ops_time()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PrefixRebuild {
    ///The transformer served.
    pub workload: &'static Workload,
    ///The accelerator type of the node.
    pub accelerator: &'static HardwareNode,
    ///Accelerators of the node. *Allowed >= 1.*
    pub accelerators: u32,
    ///Storage format of the weights and the cache. *Default `Precision::Fp16`.*
    pub precision: Precision,
    ///Tokens of the cached prefix.
    pub prefix_tokens: u32,
    ///Tokens of the new suffix a hit runs.
    pub suffix_tokens: u32,
    ///Share of the peak rate prefill sustains. *Allowed > 0 and [0.0, 1.0].*
    pub utilization: f64,
}
///Builds a [`PrefixRebuild`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct PrefixRebuildBuilder {
    workload: ::core::option::Option<&'static Workload>,
    accelerator: ::core::option::Option<&'static HardwareNode>,
    accelerators: ::core::option::Option<u32>,
    precision: ::core::option::Option<Precision>,
    prefix_tokens: ::core::option::Option<u32>,
    suffix_tokens: ::core::option::Option<u32>,
    utilization: ::core::option::Option<f64>,
}
///Every property of a [`PrefixRebuild`], each computed once (see [`PrefixRebuild::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PrefixRebuildValues<'a> {
    scenario: &'a PrefixRebuild,
    ///The model's parameter count.
    pub n_params: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bytes of the prefix's cached state.
    pub state: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Work of the prefix's projections and feed-forward layers (the prefill without attention).
    pub linear_ops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Work of causal attention over the prefix.
    pub attention_ops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Rate prefill sustains on the node.
    pub sustained_rate: ::core::result::Result<FlopRate, ::mlsysim_core::EvalError>,
    ///Time to read every weight once, each accelerator its share.
    pub weight_read_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time to prefill the prefix again on a miss.
    pub rebuild_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time of the suffix's work on a hit.
    pub suffix_ops_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///How many times longer a miss takes than a hit.
    pub rebuild_over_hit: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The transformer served.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerator",
            ty: "&'static HardwareNode",
            doc: "The accelerator type of the node.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerators",
            ty: "u32",
            doc: "Accelerators of the node.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "precision",
            ty: "Precision",
            doc: "Storage format of the weights and the cache.",
            default: Some("Precision::Fp16"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "prefix_tokens",
            ty: "u32",
            doc: "Tokens of the cached prefix.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "suffix_tokens",
            ty: "u32",
            doc: "Tokens of the new suffix a hit runs.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "utilization",
            ty: "f64",
            doc: "Share of the peak rate prefill sustains.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "n_params",
            doc: "The model's parameter count.",
            equation: "workload.parameter_count()",
            result_type: "f64",
            depends_on: &["workload"],
            reaches: &[("workload", "parameter_count")],
            template: "{#0 workload.parameter_count()}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "state",
            doc: "Bytes of the prefix's cached state.",
            equation: "prefix_tokens * model_kv_cache(workload, 1, 1, precision_width(precision))",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["prefix_tokens", "workload", "precision"],
            calls: &["model_kv_cache", "precision_width"],
            template: "{prefix_tokens}\n    * model_kv_cache({workload}, 1, 1, precision_width({precision}))",
            named_calls: "precision_width(precision)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "linear_ops",
            doc: "Work of the prefix's projections and feed-forward layers (the prefill without attention).",
            equation: "prefill_flops(n_params, prefix_tokens, 0, 0)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::TFLOP);
                __c::units::label(&::mlsysim_core::units::TFLOP)
            },
            depends_on: &["prefix_tokens", "n_params"],
            calls: &["prefill_flops"],
            template: "prefill_flops({n_params}, {prefix_tokens}, 0, 0)",
            operation: "result of `prefill_flops`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "attention_ops",
            doc: "Work of causal attention over the prefix.",
            equation: "prefill_flops(\n    n_params,\n    prefix_tokens,\n    workload.geometry().layers,\n    workload.geometry().hidden_dim,\n) - linear_ops",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::TFLOP);
                __c::units::label(&::mlsysim_core::units::TFLOP)
            },
            depends_on: &["prefix_tokens", "workload", "n_params", "linear_ops"],
            reaches: &[("workload", "geometry")],
            calls: &["prefill_flops"],
            template: "prefill_flops({n_params}, {prefix_tokens}, {#0 workload.geometry().layers}, {#1 workload.geometry().hidden_dim})\n    - {linear_ops}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sustained_rate",
            doc: "Rate prefill sustains on the node.",
            equation: "accelerators * accelerator.peak_flops * utilization",
            result_type: "FlopRate",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            depends_on: &["accelerators", "accelerator", "utilization"],
            template: "{accelerators} * {#0 accelerator.peak_flops} * {utilization}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "weight_read_time",
            doc: "Time to read every weight once, each accelerator its share.",
            equation: "transfer_time(\n    weight_bytes(workload, precision_width(precision)),\n    accelerators * accelerator.memory_bandwidth,\n)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["workload", "precision", "accelerators", "accelerator"],
            calls: &["transfer_time", "weight_bytes", "precision_width"],
            template: "transfer_time(\n    weight_bytes({workload}, precision_width({precision})),\n    {accelerators} * {#0 accelerator.memory_bandwidth},\n)",
            named_calls: "precision_width(precision)",
            operation: "result of `transfer_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rebuild_time",
            doc: "Time to prefill the prefix again on a miss.",
            equation: "compute_time(linear_ops + attention_ops, sustained_rate)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["linear_ops", "attention_ops", "sustained_rate"],
            calls: &["compute_time"],
            template: "compute_time({linear_ops} + {attention_ops}, {sustained_rate})",
            operation: "result of `compute_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "suffix_ops_time",
            doc: "Time of the suffix's work on a hit.",
            equation: "compute_time(decode_flops(n_params, suffix_tokens), sustained_rate)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["suffix_tokens", "n_params", "sustained_rate"],
            calls: &["compute_time", "decode_flops"],
            template: "compute_time(decode_flops({n_params}, {suffix_tokens}), {sustained_rate})",
            named_calls: "decode_flops(n_params, suffix_tokens)",
            operation: "result of `compute_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rebuild_over_hit",
            doc: "How many times longer a miss takes than a hit.",
            equation: "rebuild_time / max(weight_read_time, suffix_ops_time)",
            result_type: "f64",
            depends_on: &["rebuild_time", "weight_read_time", "suffix_ops_time"],
            calls: &["max"],
            template: "{rebuild_time} / max({weight_read_time}, {suffix_ops_time})",
            named_calls: "max(weight_read_time, suffix_ops_time)",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` is a transformer",
            condition: "workload.geometry().is_ok()",
            inputs: &["workload"],
        },
        __c::RuleInfo {
            text: "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4), not a label that names only a throughput",
            condition: "precision.storage_bytes().is_some()",
            inputs: &["precision"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl PrefixRebuild {
        ///Starts a [`PrefixRebuildBuilder`]; required inputs must be set before [`PrefixRebuildBuilder::build`].
        #[must_use]
        pub fn builder() -> PrefixRebuildBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> PrefixRebuildBuilder {
            PrefixRebuildBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                accelerator: Some(__Clone::clone(&self.accelerator)),
                accelerators: Some(__Clone::clone(&self.accelerators)),
                precision: Some(__Clone::clone(&self.precision)),
                prefix_tokens: Some(__Clone::clone(&self.prefix_tokens)),
                suffix_tokens: Some(__Clone::clone(&self.suffix_tokens)),
                utilization: Some(__Clone::clone(&self.utilization)),
            }
        }
        ///The model's parameter count. Equation: `workload.parameter_count()`.
        #[inline]
        pub fn n_params(&self) -> __Result<f64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct n_params {}
            __c::member(
                (|| __c::conform::<f64, _, n_params>(workload.parameter_count()?))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes of the prefix's cached state. Equation: `prefix_tokens * model_kv_cache(workload, 1, 1, precision_width(precision))`.
        #[inline]
        pub fn state(&self) -> __Result<Information, __c::EvalError> {
            let prefix_tokens = __Clone::clone(&self.prefix_tokens);
            let workload = __Clone::clone(&self.workload);
            let precision = __Clone::clone(&self.precision);
            struct state {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    state,
                >(
                    prefix_tokens
                        .eq_mul(
                            ::mlsysim_core::equation::model_kv_cache(
                                workload,
                                1,
                                1,
                                ::mlsysim_core::equation::precision_width(precision)?,
                            )?,
                        )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Work of the prefix's projections and feed-forward layers (the prefill without attention). Equation: `prefill_flops(n_params, prefix_tokens, 0, 0)`.
        #[inline]
        pub fn linear_ops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_linear_ops(self.n_params()?)
        }
        #[doc(hidden)]
        fn __eq_linear_ops(&self, n_params: f64) -> __Result<FlopCount, __c::EvalError> {
            let prefix_tokens = __Clone::clone(&self.prefix_tokens);
            struct linear_ops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    linear_ops,
                >(
                    ::mlsysim_core::equation::prefill_flops(
                        n_params,
                        prefix_tokens,
                        0,
                        0,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        /**Work of causal attention over the prefix.

Equation:

```text
prefill_flops(
    n_params,
    prefix_tokens,
    workload.geometry().layers,
    workload.geometry().hidden_dim,
) - linear_ops
```
*/
        #[inline]
        pub fn attention_ops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_attention_ops(self.n_params()?, self.linear_ops()?)
        }
        #[doc(hidden)]
        fn __eq_attention_ops(
            &self,
            n_params: f64,
            linear_ops: FlopCount,
        ) -> __Result<FlopCount, __c::EvalError> {
            let prefix_tokens = __Clone::clone(&self.prefix_tokens);
            let workload = __Clone::clone(&self.workload);
            struct attention_ops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    attention_ops,
                >(
                    ::mlsysim_core::equation::prefill_flops(
                            n_params,
                            prefix_tokens,
                            workload.geometry()?.layers,
                            workload.geometry()?.hidden_dim,
                        )?
                        .eq_sub(linear_ops)?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Rate prefill sustains on the node. Equation: `accelerators * accelerator.peak_flops * utilization`.
        #[inline]
        pub fn sustained_rate(&self) -> __Result<FlopRate, __c::EvalError> {
            let accelerators = __Clone::clone(&self.accelerators);
            let accelerator = __Clone::clone(&self.accelerator);
            let utilization = __Clone::clone(&self.utilization);
            struct sustained_rate {}
            __c::member(
                (|| __c::conform::<
                    FlopRate,
                    _,
                    sustained_rate,
                >(accelerators.eq_mul(accelerator.peak_flops)?.eq_mul(utilization)?))(),
                &__PROPERTIES[4],
            )
        }
        /**Time to read every weight once, each accelerator its share.

Equation:

```text
transfer_time(
    weight_bytes(workload, precision_width(precision)),
    accelerators * accelerator.memory_bandwidth,
)
```
*/
        #[inline]
        pub fn weight_read_time(&self) -> __Result<Time, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let precision = __Clone::clone(&self.precision);
            let accelerators = __Clone::clone(&self.accelerators);
            let accelerator = __Clone::clone(&self.accelerator);
            struct weight_read_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    weight_read_time,
                >(
                    ::mlsysim_core::equation::transfer_time(
                        ::mlsysim_core::equation::weight_bytes(
                            workload,
                            ::mlsysim_core::equation::precision_width(precision)?,
                        )?,
                        accelerators.eq_mul(accelerator.memory_bandwidth)?,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Time to prefill the prefix again on a miss. Equation: `compute_time(linear_ops + attention_ops, sustained_rate)`.
        #[inline]
        pub fn rebuild_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_rebuild_time(
                self.linear_ops()?,
                self.attention_ops()?,
                self.sustained_rate()?,
            )
        }
        #[doc(hidden)]
        fn __eq_rebuild_time(
            &self,
            linear_ops: FlopCount,
            attention_ops: FlopCount,
            sustained_rate: FlopRate,
        ) -> __Result<Time, __c::EvalError> {
            struct rebuild_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    rebuild_time,
                >(
                    ::mlsysim_core::equation::compute_time(
                        linear_ops.eq_add(attention_ops)?,
                        sustained_rate,
                    )?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///Time of the suffix's work on a hit. Equation: `compute_time(decode_flops(n_params, suffix_tokens), sustained_rate)`.
        #[inline]
        pub fn suffix_ops_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_suffix_ops_time(self.n_params()?, self.sustained_rate()?)
        }
        #[doc(hidden)]
        fn __eq_suffix_ops_time(
            &self,
            n_params: f64,
            sustained_rate: FlopRate,
        ) -> __Result<Time, __c::EvalError> {
            let suffix_tokens = __Clone::clone(&self.suffix_tokens);
            struct suffix_ops_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    suffix_ops_time,
                >(
                    ::mlsysim_core::equation::compute_time(
                        ::mlsysim_core::equation::decode_flops(n_params, suffix_tokens)?,
                        sustained_rate,
                    )?,
                ))(),
                &__PROPERTIES[7],
            )
        }
        ///How many times longer a miss takes than a hit. Equation: `rebuild_time / max(weight_read_time, suffix_ops_time)`.
        #[inline]
        pub fn rebuild_over_hit(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_rebuild_over_hit(
                self.rebuild_time()?,
                self.weight_read_time()?,
                self.suffix_ops_time()?,
            )
        }
        #[doc(hidden)]
        fn __eq_rebuild_over_hit(
            &self,
            rebuild_time: Time,
            weight_read_time: Time,
            suffix_ops_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct rebuild_over_hit {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    rebuild_over_hit,
                >(
                    rebuild_time
                        .eq_div(
                            ::mlsysim_core::equation::max(
                                weight_read_time,
                                suffix_ops_time,
                            ),
                        )?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`PrefixRebuildValues`].
        #[must_use]
        pub fn evaluate(&self) -> PrefixRebuildValues<'_> {
            let n_params = self.n_params();
            let state = self.state();
            let linear_ops = __c::after((&n_params,), |(v0,)| self.__eq_linear_ops(v0));
            let attention_ops = __c::after(
                (&n_params, &linear_ops),
                |(v0, v1)| self.__eq_attention_ops(v0, v1),
            );
            let sustained_rate = self.sustained_rate();
            let weight_read_time = self.weight_read_time();
            let rebuild_time = __c::after(
                (&linear_ops, &attention_ops, &sustained_rate),
                |(v0, v1, v2)| self.__eq_rebuild_time(v0, v1, v2),
            );
            let suffix_ops_time = __c::after(
                (&n_params, &sustained_rate),
                |(v0, v1)| self.__eq_suffix_ops_time(v0, v1),
            );
            let rebuild_over_hit = __c::after(
                (&rebuild_time, &weight_read_time, &suffix_ops_time),
                |(v0, v1, v2)| self.__eq_rebuild_over_hit(v0, v1, v2),
            );
            PrefixRebuildValues {
                scenario: self,
                n_params,
                state,
                linear_ops,
                attention_ops,
                sustained_rate,
                weight_read_time,
                rebuild_time,
                suffix_ops_time,
                rebuild_over_hit,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.accelerator, &__INPUTS[1])?;
            __c::bounded_plain(&self.accelerators, &__INPUTS[2])?;
            __c::finite(&self.precision, &__INPUTS[3])?;
            __c::finite(&self.prefix_tokens, &__INPUTS[4])?;
            __c::finite(&self.suffix_tokens, &__INPUTS[5])?;
            __c::bounded_plain(&self.utilization, &__INPUTS[6])?;
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.geometry().is_ok(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            {
                let precision = __Clone::clone(&self.precision);
                __c::rule(
                    precision.storage_bytes().is_some(),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.precision],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_n_params(&self) -> __c::Parts {
            __c::traced(
                self.n_params(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.parameter_count() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_state(&self) -> __c::Parts {
            __c::traced(
                self.state(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "model_kv_cache", args :
                    ::std::vec![__c::Operand::Name("workload"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let precision = __Clone::clone(& self.precision); let part =
                    ::mlsysim_core::equation::precision_width(precision) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "precision_width", args :
                    ::std::vec![__c::Operand::Name("precision")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_linear_ops(&self) -> __c::Parts {
            __c::traced(
                self.linear_ops(),
                &__PROPERTIES[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "prefill_flops", args :
                    ::std::vec![__c::Operand::Name("n_params"),
                    __c::Operand::Name("prefix_tokens"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 0; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 0; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_attention_ops(&self) -> __c::Parts {
            __c::traced(
                self.attention_ops(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .layers; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.geometry() ? .hidden_dim; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "prefill_flops", args :
                    ::std::vec![__c::Operand::Name("n_params"),
                    __c::Operand::Name("prefix_tokens"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let workload = __Clone::clone(& self.workload); let part = workload
                    .geometry() ? .layers; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()), __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let workload = __Clone::clone(& self
                    .workload); let part = workload.geometry() ? .hidden_dim; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_sustained_rate(&self) -> __c::Parts {
            __c::traced(
                self.sustained_rate(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let accelerator = __Clone::clone(& self.accelerator); let part =
                    accelerator.peak_flops; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_weight_read_time(&self) -> __c::Parts {
            __c::traced(
                self.weight_read_time(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let accelerator = __Clone::clone(& self.accelerator); let part =
                    accelerator.memory_bandwidth; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "transfer_time", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let precision = __Clone::clone(&
                    self.precision); let part =
                    ::mlsysim_core::equation::weight_bytes(workload,
                    ::mlsysim_core::equation::precision_width(precision) ?) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let accelerators = __Clone::clone(&
                    self.accelerators); let accelerator = __Clone::clone(& self
                    .accelerator); let part = accelerators.eq_mul(accelerator
                    .memory_bandwidth) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }, __c::CallSite { name : "weight_bytes", args :
                    ::std::vec![__c::Operand::Name("workload"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let precision = __Clone::clone(& self.precision); let part =
                    ::mlsysim_core::equation::precision_width(precision) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "precision_width", args :
                    ::std::vec![__c::Operand::Name("precision")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_rebuild_time(&self) -> __c::Parts {
            __c::traced(
                self.rebuild_time(),
                &__PROPERTIES[6],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "compute_time", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let linear_ops = self
                    .linear_ops() ?; let attention_ops = self.attention_ops() ?; let part
                    = linear_ops.eq_add(attention_ops) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()), __c::Operand::Name("sustained_rate")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_suffix_ops_time(&self) -> __c::Parts {
            __c::traced(
                self.suffix_ops_time(),
                &__PROPERTIES[7],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "compute_time", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let n_params = self
                    .n_params() ?; let suffix_tokens = __Clone::clone(& self
                    .suffix_tokens); let part =
                    ::mlsysim_core::equation::decode_flops(n_params, suffix_tokens) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("sustained_rate")] }, __c::CallSite { name :
                    "decode_flops", args : ::std::vec![__c::Operand::Name("n_params"),
                    __c::Operand::Name("suffix_tokens")] }
                ],
            )
        }
    }
    impl PrefixRebuildBuilder {
        ///Sets `workload`: The transformer served.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `accelerator`: The accelerator type of the node.
        #[must_use]
        pub fn accelerator(mut self, value: &'static HardwareNode) -> Self {
            self.accelerator = Some(value);
            self
        }
        ///Sets `accelerators`: Accelerators of the node.
        #[must_use]
        pub fn accelerators(mut self, value: u32) -> Self {
            self.accelerators = Some(value);
            self
        }
        ///Sets `precision`: Storage format of the weights and the cache.
        #[must_use]
        pub fn precision(mut self, value: Precision) -> Self {
            self.precision = Some(value);
            self
        }
        ///Sets `prefix_tokens`: Tokens of the cached prefix.
        #[must_use]
        pub fn prefix_tokens(mut self, value: u32) -> Self {
            self.prefix_tokens = Some(value);
            self
        }
        ///Sets `suffix_tokens`: Tokens of the new suffix a hit runs.
        #[must_use]
        pub fn suffix_tokens(mut self, value: u32) -> Self {
            self.suffix_tokens = Some(value);
            self
        }
        ///Sets `utilization`: Share of the peak rate prefill sustains.
        #[must_use]
        pub fn utilization(mut self, value: f64) -> Self {
            self.utilization = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<PrefixRebuild, __c::InputError> {
            let scenario = PrefixRebuild {
                workload: __c::given(self.workload, "workload")?,
                accelerator: __c::given(self.accelerator, "accelerator")?,
                accelerators: __c::given(self.accelerators, "accelerators")?,
                precision: self.precision.unwrap_or_else(|| Precision::Fp16),
                prefix_tokens: __c::given(self.prefix_tokens, "prefix_tokens")?,
                suffix_tokens: __c::given(self.suffix_tokens, "suffix_tokens")?,
                utilization: __c::given(self.utilization, "utilization")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for PrefixRebuildBuilder {
        type Scenario = PrefixRebuild;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "accelerator" => self.accelerator = __c::set(value, &__INPUTS[1])?,
                "accelerators" => self.accelerators = __c::set(value, &__INPUTS[2])?,
                "precision" => self.precision = __c::set(value, &__INPUTS[3])?,
                "prefix_tokens" => self.prefix_tokens = __c::set(value, &__INPUTS[4])?,
                "suffix_tokens" => self.suffix_tokens = __c::set(value, &__INPUTS[5])?,
                "utilization" => self.utilization = __c::set(value, &__INPUTS[6])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<PrefixRebuild, __c::InputError> {
            PrefixRebuildBuilder::build(self)
        }
    }
    impl<'a> PrefixRebuildValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a PrefixRebuild {
            self.scenario
        }
    }
    impl __c::Scenario for PrefixRebuild {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "PrefixRebuild",
            family: &KV_CACHE,
            summary: "A cached prefix on a multi-accelerator node: the prefill a miss must redo, against the one short pass over a new suffix that a hit needs.",
            description: "On a miss the whole prefix is prefilled again: 2 FLOPs per parameter per token for the\nprojections and feed-forward layers, plus causal attention over the prefix, at a sustained\nshare of the node's peak. On a hit only the suffix runs, and a pass that short is bound by\nreading every weight once from memory rather than by its work. The ratio of the two is what\nthe cache saves per request.",
            notes: __c::meta::Notes {
                equation: "rate = accelerators × peak × utilization; rebuild = (2·P·S + 2·L·d·S²) ÷ rate; hit = max(weights ÷ (accelerators × bandwidth), 2·P·S_suffix ÷ rate); ratio = rebuild ÷ hit",
                assumptions: &[
                    "Prefill runs at `utilization` of the accelerators' headline peak whatever the precision; the precision sets the bytes of the weights and of the cached state only.",
                    "The weights are split over the accelerators, each reading its share at its memory bandwidth.",
                    "The utilization lies in (0, 1]; the reference takes 0 (then divides by zero) and values above 1 or below 0.",
                    "The node is given as one accelerator type and its count (a DGX H100 is 8 H100s); the reference holds a node record, which this port's registry does not carry.",
                ],
                rules: __RULES,
                excludes: &[
                    "Attention reading the cache during the suffix pass, and moving the cached state between tiers.",
                ],
                derivation: &[
                    "Causal attention over S tokens does S² ÷ 2 query-key pairs per layer, each 2·d multiply-adds for scores and values: 2·L·d·S² FLOPs in all.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A prefix hit against a rebuild on a DGX H100",
                    code: "// A prefix hit against a rebuild on a DGX H100\nuse mlsysim_serving::kv_cache::invariant_prefix_rebuild_dgx_h100;\n\nlet s = invariant_prefix_rebuild_dgx_h100()?;\nassert!((s.rebuild_over_hit()? - 32.00387133923253).abs() < 1e-9);\nassert!(s.weight_read_time()? > s.suffix_ops_time()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = PrefixRebuildBuilder;
        fn to_builder(&self) -> PrefixRebuildBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.accelerator,
                    &self.accelerators,
                    &self.precision,
                    &self.prefix_tokens,
                    &self.suffix_tokens,
                    &self.utilization,
                ],
                &[
                    &values.n_params,
                    &values.state,
                    &values.linear_ops,
                    &values.attention_ops,
                    &values.sustained_rate,
                    &values.weight_read_time,
                    &values.rebuild_time,
                    &values.suffix_ops_time,
                    &values.rebuild_over_hit,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "n_params" => Some(Ok(self.__explain_n_params())),
                "state" => Some(Ok(self.__explain_state())),
                "linear_ops" => Some(Ok(self.__explain_linear_ops())),
                "attention_ops" => Some(Ok(self.__explain_attention_ops())),
                "sustained_rate" => Some(Ok(self.__explain_sustained_rate())),
                "weight_read_time" => Some(Ok(self.__explain_weight_read_time())),
                "rebuild_time" => Some(Ok(self.__explain_rebuild_time())),
                "suffix_ops_time" => Some(Ok(self.__explain_suffix_ops_time())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(PrefixRebuild);
};
