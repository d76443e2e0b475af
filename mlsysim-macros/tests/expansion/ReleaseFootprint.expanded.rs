/**Accelerators that the resident copies of a model hold on one node while it is released, and what a retraining run on the same node leaves free.

Release controls keep extra copies of a model loaded: a canary, a shadow that mirrors live
traffic, the arms of an A/B test, the idle half of a blue-green pair, a hot standby. Each is
a whole copy of the weights no matter how little traffic it serves, so the cost of a control
is counted in copies, and a copy in whole accelerators. The traffic shares (`canary_share`,
`ramp`) describe the rollout but change no count.

# Equation

- `retrain_accelerator_hours = retrain_accelerators * retrain_time`
- `free_during_retrain = node_accelerators - accelerators_per_copy - retrain_accelerators`
- `accelerators_for = copies * accelerators_per_copy`
- `free_after = node_accelerators - copies * accelerators_per_copy`

# Assumptions

- Every resident copy holds the full weights; traffic share does not shrink it.
- A copy is split across whole accelerators by memory capacity alone; nothing else claims that memory.
- Retraining runs on the same node as serving and holds its accelerators for the whole run.

# Rules across inputs

- `ramp`, when given, has at least one stage (`!ramp.is_empty()`)
- `ramp` never decreases (`ramp.is_sorted()`)
- `ramp` starts at `canary_share` when both are given (`ramp[0] == canary_share`)

# Excludes

- Activations, KV caches, optimizer state and framework overhead beside the weights.
- Compute and bandwidth limits: only memory decides how many accelerators a copy needs.
- Copies on other nodes and the cost of moving traffic between stages.

# Derivation

- A copy of S bytes on devices of M bytes needs ⌈S / M⌉ of them (pigeonhole on memory); copies do not share devices, so counts add.
- The weights of a model of P parameters at w bytes each take P·w bytes; a model known only by its registry size takes that size.

# Examples

```rust
// Size the DLRM release on an H100 node
use mlsysim_scenarios::release_and_drift::dlrm_release_footprint_h100;

let release = dlrm_release_footprint_h100()?;
assert_eq!(release.copy_bytes()?.to_string(), "100 GB");
assert_eq!(release.accelerators_per_copy()?, 2);
// a canary, a shadow and a hot standby beside the serving copy
assert_eq!(release.free_after(4)?, 0);
# Ok::<(), Box<dyn std::error::Error>>(())
```

```rust
// Derive a variant: ResNet-50 at FP16 instead of DLRM
use mlsysim_core::{units::bytes, Workload};
use mlsysim_scenarios::release_and_drift::dlrm_release_footprint_h100;

let resnet = dlrm_release_footprint_h100()?
    .variant()
    .model(Workload::find("resnet50")?)
    .bytes_per_param(bytes(2.0))
    .build()?;
assert_eq!(resnet.copy_bytes()?.bytes(), 51_114_064.0);
assert_eq!(resnet.free_during_retrain()?, 3);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ReleaseFootprint {
    ///The model whose copies are held.
    pub model: &'static Workload,
    ///The accelerator that holds them; only its memory capacity is read.
    pub device: &'static HardwareNode,
    ///Storage width of one parameter; when absent, a copy is the model's registry size. *Optional (absent by default); shown in `BYTE`; allowed > 0.*
    pub bytes_per_param: Option<Information>,
    ///Accelerators on one node. *Optional (absent by default); allowed >= 1.*
    pub node_accelerators: Option<u32>,
    ///Accelerators a retraining run holds on the same node. *Optional (absent by default).*
    pub retrain_accelerators: Option<u32>,
    ///How long one retraining run lasts. *Optional (absent by default); shown in `HOUR`; allowed >= 0.*
    pub retrain_time: Option<Time>,
    ///Share of traffic the canary receives. *Optional (absent by default); allowed [0.0, 1.0].*
    pub canary_share: Option<f64>,
    ///Traffic shares of the rollout stages, canary first, never decreasing. *Optional (absent by default); allowed > 0 and [0.0, 1.0].*
    pub ramp: Option<Vec<f64>>,
}
///Builds a [`ReleaseFootprint`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ReleaseFootprintBuilder {
    model: ::core::option::Option<&'static Workload>,
    device: ::core::option::Option<&'static HardwareNode>,
    bytes_per_param: ::core::option::Option<Information>,
    node_accelerators: ::core::option::Option<u32>,
    retrain_accelerators: ::core::option::Option<u32>,
    retrain_time: ::core::option::Option<Time>,
    canary_share: ::core::option::Option<f64>,
    ramp: ::core::option::Option<Vec<f64>>,
}
///Every property of a [`ReleaseFootprint`], each computed once (see [`ReleaseFootprint::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ReleaseFootprintValues<'a> {
    scenario: &'a ReleaseFootprint,
    ///Bytes of one resident copy of the model.
    pub copy_bytes: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///One copy as a share of one accelerator's memory.
    pub copy_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Accelerators one copy spans.
    pub accelerators_per_copy: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Accelerator time that one retraining run holds.
    pub retrain_accelerator_hours: ::core::result::Result<
        Time,
        ::mlsysim_core::EvalError,
    >,
    ///Accelerators left free while one copy serves and a retraining run holds its share;
    pub free_during_retrain: ::core::result::Result<Headroom, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "model",
            ty: "&'static Workload",
            doc: "The model whose copies are held.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device",
            ty: "&'static HardwareNode",
            doc: "The accelerator that holds them; only its memory capacity is read.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_param",
            ty: "Option<Information>",
            doc: "Storage width of one parameter; when absent, a copy is the model's registry size.",
            optional: true,
            label: ::mlsysim_core::units::BYTE.label_for::<Information>(),
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "node_accelerators",
            ty: "Option<u32>",
            doc: "Accelerators on one node.",
            optional: true,
            mark: Some(__c::meta::Mark::Limit),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "retrain_accelerators",
            ty: "Option<u32>",
            doc: "Accelerators a retraining run holds on the same node.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "retrain_time",
            ty: "Option<Time>",
            doc: "How long one retraining run lasts.",
            optional: true,
            label: ::mlsysim_core::units::HOUR.label_for::<Time>(),
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "canary_share",
            ty: "Option<f64>",
            doc: "Share of traffic the canary receives.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "ramp",
            ty: "Option<Vec<f64>>",
            doc: "Traffic shares of the rollout stages, canary first, never decreasing.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "copy_bytes",
            doc: "Bytes of one resident copy of the model.",
            equation: "if given(bytes_per_param) {\n    weight_bytes(model, bytes_per_param)\n} else {\n    from_registry(\n        model.model_size,\n        \"model_size (set `bytes_per_param` to size it from its parameter count)\",\n        model.path,\n    )\n}",
            result_type: "DataSize",
            depends_on: &["bytes_per_param", "model"],
            calls: &["weight_bytes", "from_registry"],
            template: "if given({bytes_per_param}) {{\n    weight_bytes({model}, {bytes_per_param})\n}} else {{\n    from_registry(\n        {#0 model.model_size},\n        \"model_size (set `bytes_per_param` to size it from its parameter count)\",\n        {#1 model.path},\n    )\n}}",
            named_calls: "given(bytes_per_param); weight_bytes(model, bytes_per_param)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "copy_fraction",
            doc: "One copy as a share of one accelerator's memory.",
            equation: "copy_bytes / device.memory_capacity",
            result_type: "f64",
            depends_on: &["device", "copy_bytes"],
            template: "{copy_bytes} / {#0 device.memory_capacity}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "accelerators_per_copy",
            doc: "Accelerators one copy spans.",
            equation: "ceil(copy_fraction)",
            result_type: "i64",
            depends_on: &["copy_fraction"],
            calls: &["ceil"],
            template: "ceil({copy_fraction})",
            named_calls: "ceil(copy_fraction)",
            operation: "result of `ceil`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "retrain_accelerator_hours",
            doc: "Accelerator time that one retraining run holds.",
            equation: "retrain_accelerators * retrain_time",
            result_type: "Time",
            label: ::mlsysim_core::units::HOUR.label_for::<Time>(),
            depends_on: &["retrain_accelerators", "retrain_time"],
            requires: &["retrain_accelerators", "retrain_time"],
            template: "{retrain_accelerators} * {retrain_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "free_during_retrain",
            doc: "Accelerators left free while one copy serves and a retraining run holds its share;\nnegative when the node is short.",
            equation: "node_accelerators - accelerators_per_copy - retrain_accelerators",
            result_type: "Headroom",
            depends_on: &[
                "node_accelerators",
                "retrain_accelerators",
                "accelerators_per_copy",
            ],
            requires: &["node_accelerators", "retrain_accelerators"],
            template: "{node_accelerators} - {accelerators_per_copy} - {retrain_accelerators}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "accelerators_for",
            kind: __c::MemberKind::Method,
            doc: "Accelerators that `copies` resident copies hold.",
            equation: "copies * accelerators_per_copy",
            args: &[
                __c::ArgInfo {
                    name: "copies",
                    ty: "u32",
                    samples: &[
                        __c::Sample::Literal("0"),
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("2"),
                        __c::Sample::Literal("3"),
                        __c::Sample::Literal("4"),
                        __c::Sample::Literal("5"),
                        __c::Sample::Literal("6"),
                        __c::Sample::Literal("7"),
                        __c::Sample::Literal("8"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "i64",
            depends_on: &["accelerators_per_copy"],
            template: "{copies} * {accelerators_per_copy}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "free_after",
            kind: __c::MemberKind::Method,
            doc: "Accelerators left free on the node once `copies` resident copies are loaded; negative\nwhen the copies do not fit.",
            equation: "node_accelerators - copies * accelerators_per_copy",
            args: &[
                __c::ArgInfo {
                    name: "copies",
                    ty: "u32",
                    samples: &[
                        __c::Sample::Literal("0"),
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("2"),
                        __c::Sample::Literal("3"),
                        __c::Sample::Literal("4"),
                        __c::Sample::Literal("5"),
                        __c::Sample::Literal("6"),
                        __c::Sample::Literal("7"),
                        __c::Sample::Literal("8"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Headroom",
            depends_on: &["node_accelerators", "accelerators_per_copy"],
            requires: &["node_accelerators"],
            template: "{node_accelerators} - {copies} * {accelerators_per_copy}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`ramp`, when given, has at least one stage",
            condition: "!ramp.is_empty()",
            inputs: &["ramp"],
        },
        __c::RuleInfo {
            text: "`ramp` never decreases",
            condition: "ramp.is_sorted()",
            inputs: &["ramp"],
        },
        __c::RuleInfo {
            text: "`ramp` starts at `canary_share` when both are given",
            condition: "ramp[0] == canary_share",
            inputs: &["ramp", "canary_share"],
        },
    ];
    #[allow(unused_variables, clippy::clone_on_copy, non_camel_case_types)]
    impl ReleaseFootprint {
        ///Starts a [`ReleaseFootprintBuilder`]; required inputs must be set before [`ReleaseFootprintBuilder::build`].
        #[must_use]
        pub fn builder() -> ReleaseFootprintBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ReleaseFootprintBuilder {
            ReleaseFootprintBuilder {
                model: Some(__Clone::clone(&self.model)),
                device: Some(__Clone::clone(&self.device)),
                bytes_per_param: __Clone::clone(&self.bytes_per_param),
                node_accelerators: __Clone::clone(&self.node_accelerators),
                retrain_accelerators: __Clone::clone(&self.retrain_accelerators),
                retrain_time: __Clone::clone(&self.retrain_time),
                canary_share: __Clone::clone(&self.canary_share),
                ramp: __Clone::clone(&self.ramp),
            }
        }
        /**Bytes of one resident copy of the model.

Equation:

```text
if given(bytes_per_param) {
    weight_bytes(model, bytes_per_param)
} else {
    from_registry(
        model.model_size,
        "model_size (set `bytes_per_param` to size it from its parameter count)",
        model.path,
    )
}
```
*/
        #[inline]
        pub fn copy_bytes(&self) -> __Result<DataSize, __c::EvalError> {
            let bytes_per_param = __Clone::clone(&self.bytes_per_param);
            let model = __Clone::clone(&self.model);
            struct copy_bytes {}
            type __M = __c::Member<DataSize, copy_bytes>;
            __c::member(
                || __M::conform(
                    if let ::core::option::Option::Some(bytes_per_param) = bytes_per_param {
                        ::mlsysim_core::equation::weight_bytes(model, bytes_per_param)?
                    } else {
                        ::mlsysim_core::equation::from_registry(
                            model.model_size,
                            "model_size (set `bytes_per_param` to size it from its parameter count)",
                            model.path,
                        )?
                    },
                ),
                &__PROPERTIES[0],
            )
        }
        ///One copy as a share of one accelerator's memory. Equation: `copy_bytes / device.memory_capacity`.
        #[inline]
        pub fn copy_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_copy_fraction(self.copy_bytes()?)
        }
        fn __eq_copy_fraction(&self, copy_bytes: DataSize) -> __Eval<f64> {
            let device = __Clone::clone(&self.device);
            struct copy_fraction {}
            type __M = __c::Member<f64, copy_fraction>;
            __c::member(
                || __M::conform(copy_bytes.eq_div(device.memory_capacity)?),
                &__PROPERTIES[1],
            )
        }
        ///Accelerators one copy spans. Equation: `ceil(copy_fraction)`.
        #[inline]
        pub fn accelerators_per_copy(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_accelerators_per_copy(self.copy_fraction()?)
        }
        fn __eq_accelerators_per_copy(&self, copy_fraction: f64) -> __Eval<i64> {
            struct accelerators_per_copy {}
            type __M = __c::Member<i64, accelerators_per_copy>;
            __c::member(
                || __M::conform(::mlsysim_core::equation::ceil(copy_fraction)),
                &__PROPERTIES[2],
            )
        }
        ///Accelerator time that one retraining run holds. Equation: `retrain_accelerators * retrain_time`. Requires `retrain_accelerators`, `retrain_time` (an error names the absent one).
        #[inline]
        pub fn retrain_accelerator_hours(&self) -> __Result<Time, __c::EvalError> {
            let retrain_accelerators = __c::present(
                &self.retrain_accelerators,
                "retrain_accelerator_hours",
                "retrain_accelerators",
            )?;
            let retrain_time = __c::present(
                &self.retrain_time,
                "retrain_accelerator_hours",
                "retrain_time",
            )?;
            struct retrain_accelerator_hours {}
            type __M = __c::Member<Time, retrain_accelerator_hours>;
            __c::member(
                || __M::conform(retrain_accelerators.eq_mul(retrain_time)?),
                &__PROPERTIES[3],
            )
        }
        /**Accelerators left free while one copy serves and a retraining run holds its share;
negative when the node is short. Equation: `node_accelerators - accelerators_per_copy - retrain_accelerators`. Requires `node_accelerators`, `retrain_accelerators` (an error names the absent one).*/
        #[inline]
        pub fn free_during_retrain(&self) -> __Result<Headroom, __c::EvalError> {
            self.__eq_free_during_retrain(self.accelerators_per_copy()?)
        }
        fn __eq_free_during_retrain(
            &self,
            accelerators_per_copy: i64,
        ) -> __Eval<Headroom> {
            let node_accelerators = __c::present(
                &self.node_accelerators,
                "free_during_retrain",
                "node_accelerators",
            )?;
            let retrain_accelerators = __c::present(
                &self.retrain_accelerators,
                "free_during_retrain",
                "retrain_accelerators",
            )?;
            struct free_during_retrain {}
            type __M = __c::Member<Headroom, free_during_retrain>;
            __c::member(
                || __M::conform(
                    node_accelerators
                        .eq_sub(accelerators_per_copy)?
                        .eq_sub(retrain_accelerators)?,
                ),
                &__PROPERTIES[4],
            )
        }
        ///Accelerators that `copies` resident copies hold. Equation: `copies * accelerators_per_copy`.
        #[inline]
        pub fn accelerators_for(&self, copies: u32) -> __Result<i64, __c::EvalError> {
            self.__eq_accelerators_for(self.accelerators_per_copy()?, copies)
        }
        fn __eq_accelerators_for(
            &self,
            accelerators_per_copy: i64,
            copies: u32,
        ) -> __Eval<i64> {
            struct accelerators_for {}
            type __M = __c::Member<i64, accelerators_for>;
            __c::member(
                || __M::conform(copies.eq_mul(accelerators_per_copy)?),
                &__METHODS[0],
            )
        }
        /**Accelerators left free on the node once `copies` resident copies are loaded; negative
when the copies do not fit. Equation: `node_accelerators - copies * accelerators_per_copy`. Requires `node_accelerators` (an error names the absent one).*/
        #[inline]
        pub fn free_after(&self, copies: u32) -> __Result<Headroom, __c::EvalError> {
            self.__eq_free_after(self.accelerators_per_copy()?, copies)
        }
        fn __eq_free_after(
            &self,
            accelerators_per_copy: i64,
            copies: u32,
        ) -> __Eval<Headroom> {
            let node_accelerators = __c::present(
                &self.node_accelerators,
                "free_after",
                "node_accelerators",
            )?;
            struct free_after {}
            type __M = __c::Member<Headroom, free_after>;
            __c::member(
                || __M::conform(
                    node_accelerators.eq_sub(copies.eq_mul(accelerators_per_copy)?)?,
                ),
                &__METHODS[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ReleaseFootprintValues`].
        #[must_use]
        pub fn evaluate(&self) -> ReleaseFootprintValues<'_> {
            let copy_bytes = self.copy_bytes();
            let copy_fraction = __c::after(&copy_bytes, |v| self.__eq_copy_fraction(v));
            let accelerators_per_copy = __c::after(
                &copy_fraction,
                |v| self.__eq_accelerators_per_copy(v),
            );
            let retrain_accelerator_hours = self.retrain_accelerator_hours();
            let free_during_retrain = __c::after(
                &accelerators_per_copy,
                |v| self.__eq_free_during_retrain(v),
            );
            ReleaseFootprintValues {
                scenario: self,
                copy_bytes,
                copy_fraction,
                accelerators_per_copy,
                retrain_accelerator_hours,
                free_during_retrain,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.model, &__INPUTS[0])?;
            __c::finite(&self.device, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_param, &__INPUTS[2])?;
            __c::bounded_plain(&self.node_accelerators, &__INPUTS[3])?;
            __c::finite(&self.retrain_accelerators, &__INPUTS[4])?;
            __c::bounded(&self.retrain_time, &__INPUTS[5])?;
            __c::bounded_plain(&self.canary_share, &__INPUTS[6])?;
            __c::bounded_plain(&self.ramp, &__INPUTS[7])?;
            if let Some(ramp) = &self.ramp {
                let ramp = __Clone::clone(ramp);
                __c::rule(!ramp.is_empty(), &__RULES[0], __INPUTS, &[&self.ramp])?;
            }
            if let Some(ramp) = &self.ramp {
                let ramp = __Clone::clone(ramp);
                __c::rule(ramp.is_sorted(), &__RULES[1], __INPUTS, &[&self.ramp])?;
            }
            if let (Some(ramp), Some(canary_share)) = (&self.ramp, &self.canary_share) {
                let ramp = __Clone::clone(ramp);
                let canary_share = __Clone::clone(canary_share);
                let outcome = __c::attempt(|| {
                    __c::RuleOutcome::decided(
                        ::mlsysim_core::equation::at(&ramp, &0i64)? == canary_share,
                    )
                });
                __c::rule(
                    outcome,
                    &__RULES[2],
                    __INPUTS,
                    &[&self.ramp, &self.canary_share],
                )?;
            }
            Ok(())
        }
        fn __explain_copy_bytes(&self) -> __c::Parts {
            __c::traced(
                self.copy_bytes(),
                &__PROPERTIES[0],
                ::std::vec![
                    __c::attempt(|| { let model = __Clone::clone(& self.model); let part
                    = model.model_size; Ok((& __c::Showing(& part, None)).__shown()) }),
                    __c::attempt(|| { let model = __Clone::clone(& self.model); let part
                    = model.path; Ok((& __c::Showing(& part, None)).__shown()) })
                ],
                ::std::vec![
                    __c::CallSite { name : "given", args :
                    ::std::vec![__c::Operand::Name("bytes_per_param")] }, __c::CallSite {
                    name : "weight_bytes", args :
                    ::std::vec![__c::Operand::Name("model"),
                    __c::Operand::Name("bytes_per_param")] }, __c::CallSite { name :
                    "from_registry", args :
                    ::std::vec![__c::Operand::Value(__c::attempt(|| { let model =
                    __Clone::clone(& self.model); let part = model.model_size; Ok((&
                    __c::Showing(& part, None)).__shown()) })),
                    __c::Operand::Value(__c::attempt(|| { let part =
                    "model_size (set `bytes_per_param` to size it from its parameter count)";
                    Ok((& __c::Showing(& part, None)).__shown()) })),
                    __c::Operand::Value(__c::attempt(|| { let model = __Clone::clone(&
                    self.model); let part = model.path; Ok((& __c::Showing(& part, None))
                    .__shown()) }))] }
                ],
            )
        }
        fn __explain_copy_fraction(&self) -> __c::Parts {
            __c::traced(
                self.copy_fraction(),
                &__PROPERTIES[1],
                ::std::vec![
                    __c::attempt(|| { let device = __Clone::clone(& self.device); let
                    part = device.memory_capacity; Ok((& __c::Showing(& part, None))
                    .__shown()) })
                ],
                ::std::vec![],
            )
        }
    }
    impl ReleaseFootprintBuilder {
        ///Sets `model`: The model whose copies are held.
        #[must_use]
        pub fn model(self, value: &'static Workload) -> Self {
            __c::with(self, |b| b.model = Some(value))
        }
        ///Sets `device`: The accelerator that holds them; only its memory capacity is read.
        #[must_use]
        pub fn device(self, value: &'static HardwareNode) -> Self {
            __c::with(self, |b| b.device = Some(value))
        }
        ///Sets `bytes_per_param`: Storage width of one parameter; when absent, a copy is the model's registry size.
        #[must_use]
        pub fn bytes_per_param(self, value: Information) -> Self {
            __c::with(self, |b| b.bytes_per_param = Some(value))
        }
        ///Leaves `bytes_per_param` absent.
        #[must_use]
        pub fn without_bytes_per_param(self) -> Self {
            __c::with(self, |b| b.bytes_per_param = None)
        }
        ///Sets `node_accelerators`: Accelerators on one node.
        #[must_use]
        pub fn node_accelerators(self, value: u32) -> Self {
            __c::with(self, |b| b.node_accelerators = Some(value))
        }
        ///Leaves `node_accelerators` absent.
        #[must_use]
        pub fn without_node_accelerators(self) -> Self {
            __c::with(self, |b| b.node_accelerators = None)
        }
        ///Sets `retrain_accelerators`: Accelerators a retraining run holds on the same node.
        #[must_use]
        pub fn retrain_accelerators(self, value: u32) -> Self {
            __c::with(self, |b| b.retrain_accelerators = Some(value))
        }
        ///Leaves `retrain_accelerators` absent.
        #[must_use]
        pub fn without_retrain_accelerators(self) -> Self {
            __c::with(self, |b| b.retrain_accelerators = None)
        }
        ///Sets `retrain_time`: How long one retraining run lasts.
        #[must_use]
        pub fn retrain_time(self, value: Time) -> Self {
            __c::with(self, |b| b.retrain_time = Some(value))
        }
        ///Leaves `retrain_time` absent.
        #[must_use]
        pub fn without_retrain_time(self) -> Self {
            __c::with(self, |b| b.retrain_time = None)
        }
        ///Sets `canary_share`: Share of traffic the canary receives.
        #[must_use]
        pub fn canary_share(self, value: f64) -> Self {
            __c::with(self, |b| b.canary_share = Some(value))
        }
        ///Leaves `canary_share` absent.
        #[must_use]
        pub fn without_canary_share(self) -> Self {
            __c::with(self, |b| b.canary_share = None)
        }
        ///Sets `ramp`: Traffic shares of the rollout stages, canary first, never decreasing.
        #[must_use]
        pub fn ramp(self, value: Vec<f64>) -> Self {
            __c::with(self, |b| b.ramp = Some(value))
        }
        ///Leaves `ramp` absent.
        #[must_use]
        pub fn without_ramp(self) -> Self {
            __c::with(self, |b| b.ramp = None)
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ReleaseFootprint, __c::InputError> {
            let scenario = ReleaseFootprint {
                model: __c::given(self.model, "model")?,
                device: __c::given(self.device, "device")?,
                bytes_per_param: self.bytes_per_param,
                node_accelerators: self.node_accelerators,
                retrain_accelerators: self.retrain_accelerators,
                retrain_time: self.retrain_time,
                canary_share: self.canary_share,
                ramp: self.ramp,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ReleaseFootprintBuilder {
        type Scenario = ReleaseFootprint;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "model" => self.model = __c::set(value, &__INPUTS[0])?,
                "device" => self.device = __c::set(value, &__INPUTS[1])?,
                "bytes_per_param" => {
                    self.bytes_per_param = __c::set(value, &__INPUTS[2])?;
                }
                "node_accelerators" => {
                    self.node_accelerators = __c::set(value, &__INPUTS[3])?;
                }
                "retrain_accelerators" => {
                    self.retrain_accelerators = __c::set(value, &__INPUTS[4])?;
                }
                "retrain_time" => self.retrain_time = __c::set(value, &__INPUTS[5])?,
                "canary_share" => self.canary_share = __c::set(value, &__INPUTS[6])?,
                "ramp" => self.ramp = __c::set(value, &__INPUTS[7])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ReleaseFootprint, __c::InputError> {
            ReleaseFootprintBuilder::build(self)
        }
    }
    impl<'a> ReleaseFootprintValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ReleaseFootprint {
            self.scenario
        }
        ///[`ReleaseFootprint::accelerators_for`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn accelerators_for(&self, copies: u32) -> __Result<i64, __c::EvalError> {
            self.scenario
                .__eq_accelerators_for(
                    __Clone::clone(&self.accelerators_per_copy)?,
                    copies,
                )
        }
        ///[`ReleaseFootprint::free_after`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn free_after(&self, copies: u32) -> __Result<Headroom, __c::EvalError> {
            self.scenario
                .__eq_free_after(__Clone::clone(&self.accelerators_per_copy)?, copies)
        }
    }
    impl __c::Scenario for ReleaseFootprint {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ReleaseFootprint",
            family: &RELEASE_AND_DRIFT,
            summary: "Accelerators that the resident copies of a model hold on one node while it is released, and what a retraining run on the same node leaves free.",
            description: "Release controls keep extra copies of a model loaded: a canary, a shadow that mirrors live\ntraffic, the arms of an A/B test, the idle half of a blue-green pair, a hot standby. Each is\na whole copy of the weights no matter how little traffic it serves, so the cost of a control\nis counted in copies, and a copy in whole accelerators. The traffic shares (`canary_share`,\n`ramp`) describe the rollout but change no count.",
            notes: __c::meta::Notes {
                summary: &[
                    "retrain_accelerator_hours",
                    "free_during_retrain",
                    "accelerators_for",
                    "free_after",
                ],
                assumptions: &[
                    "Every resident copy holds the full weights; traffic share does not shrink it.",
                    "A copy is split across whole accelerators by memory capacity alone; nothing else claims that memory.",
                    "Retraining runs on the same node as serving and holds its accelerators for the whole run.",
                ],
                rules: __RULES,
                excludes: &[
                    "Activations, KV caches, optimizer state and framework overhead beside the weights.",
                    "Compute and bandwidth limits: only memory decides how many accelerators a copy needs.",
                    "Copies on other nodes and the cost of moving traffic between stages.",
                ],
                derivation: &[
                    "A copy of S bytes on devices of M bytes needs ⌈S / M⌉ of them (pigeonhole on memory); copies do not share devices, so counts add.",
                    "The weights of a model of P parameters at w bytes each take P·w bytes; a model known only by its registry size takes that size.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Size the DLRM release on an H100 node",
                    code: "// Size the DLRM release on an H100 node\nuse mlsysim_scenarios::release_and_drift::dlrm_release_footprint_h100;\n\nlet release = dlrm_release_footprint_h100()?;\nassert_eq!(release.copy_bytes()?.to_string(), \"100 GB\");\nassert_eq!(release.accelerators_per_copy()?, 2);\n// a canary, a shadow and a hot standby beside the serving copy\nassert_eq!(release.free_after(4)?, 0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
                __c::meta::Example {
                    title: "Derive a variant: ResNet-50 at FP16 instead of DLRM",
                    code: "// Derive a variant: ResNet-50 at FP16 instead of DLRM\nuse mlsysim_core::{units::bytes, Workload};\nuse mlsysim_scenarios::release_and_drift::dlrm_release_footprint_h100;\n\nlet resnet = dlrm_release_footprint_h100()?\n    .variant()\n    .model(Workload::find(\"resnet50\")?)\n    .bytes_per_param(bytes(2.0))\n    .build()?;\nassert_eq!(resnet.copy_bytes()?.bytes(), 51_114_064.0);\nassert_eq!(resnet.free_during_retrain()?, 3);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ReleaseFootprintBuilder;
        fn to_builder(&self) -> ReleaseFootprintBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report(
                Self::INFO,
                &[
                    &self.model,
                    &self.device,
                    &self.bytes_per_param,
                    &self.node_accelerators,
                    &self.retrain_accelerators,
                    &self.retrain_time,
                    &self.canary_share,
                    &self.ramp,
                ],
                &[
                    &values.copy_bytes,
                    &values.copy_fraction,
                    &values.accelerators_per_copy,
                    &values.retrain_accelerator_hours,
                    &values.free_during_retrain,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "accelerators_for" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.accelerators_for(a0), &__METHODS[0])
                }
                "free_after" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.free_after(a0), &__METHODS[1])
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
                "copy_bytes" => Some(Ok(self.__explain_copy_bytes())),
                "copy_fraction" => Some(Ok(self.__explain_copy_fraction())),
                _ => None,
            }
        }
    }
    __c::glue!(ReleaseFootprint);
};
