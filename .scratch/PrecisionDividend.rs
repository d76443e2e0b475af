/**The largest batch a tensor-parallel replica holds before and after lowering the precision of its weights and of its cache.

Weights and every request's cache are split evenly over `tp_size` devices. What a device's
memory leaves after its share of the weights is its cache budget; the budget over one
request's share of cache, rounded down, is the batch. Lower-precision weights enlarge the
budget once; a lower-precision cache shrinks every request. The dividend is how many times
larger the batch gets with both.

# Equation

budget = hbm − weights ÷ tp; per request = 2 × layers × kv_heads × head_dim × context × kv_bytes ÷ tp; max_batch = ⌊budget ÷ per request⌋; dividend = max_batch_low ÷ max_batch

# Assumptions

- Weights and caches split evenly over the devices; nothing else takes device memory.
- The cache holds a key and a value per key-value head (`kv_heads`) of the model's head width (its stated head width, else hidden ÷ heads; the reference always takes hidden ÷ heads, which differs only for models that state one).

# Rules across inputs

- `workload` is a transformer (`workload.geometry().is_ok()`)
- `kv_heads` is at most the heads of `workload` (`workload.geometry().is_ok_and(|g| kv_heads <= g.heads)`)
- `weight_bytes_low` is at most `weight_bytes` (`weight_bytes_low <= weight_bytes`)
- `kv_bytes_low` is at most `kv_bytes` (`kv_bytes_low <= kv_bytes`)
- one device's share of the weights at `weight_bytes` leaves some of `hbm_per_accelerator` for the cache (the reference goes on with negative budgets and batches) (`kv_budget_per_device > bytes(0.0)`)

# Excludes

- Activations, runtime reserves, and the accuracy cost of lower precisions.

# Derivation

- Per device: weights ÷ tp + batch × cache ÷ tp ≤ hbm, solved for the whole batch at each pair of widths.

# Examples

```rust
// INT4 weights and an INT8 cache on 8 GPUs
use mlsysim_serving::kv_cache::llama2_70b_precision_dividend_gqa_tp8;

let s = llama2_70b_precision_dividend_gqa_tp8()?;
assert_eq!((s.max_batch()?, s.max_batch_low()?), (372, 901));
assert!((s.budget_gain()? - 1.21).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PrecisionDividend {
    ///The transformer served.
    pub workload: &'static Workload,
    ///Devices the model is split over. *Allowed >= 1.*
    pub tp_size: u32,
    ///Memory of one device. *Shown in `GB`; allowed > 0.*
    pub hbm_per_accelerator: Information,
    ///Tokens of context each request holds. *Allowed >= 1.*
    pub context_tokens: u32,
    ///Key-value heads the cache stores. *Allowed >= 1.*
    pub kv_heads: u32,
    ///Base storage width of one weight. *Shown in `BYTE`; allowed > 0.*
    pub weight_bytes: Information,
    ///Lowered storage width of one weight. *Shown in `BYTE`; allowed > 0.*
    pub weight_bytes_low: Information,
    ///Base storage width of one cached number. *Shown in `BYTE`; allowed > 0.*
    pub kv_bytes: Information,
    ///Lowered storage width of one cached number. *Shown in `BYTE`; allowed > 0.*
    pub kv_bytes_low: Information,
}
///Builds a [`PrecisionDividend`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct PrecisionDividendBuilder {
    workload: ::core::option::Option<&'static Workload>,
    tp_size: ::core::option::Option<u32>,
    hbm_per_accelerator: ::core::option::Option<Information>,
    context_tokens: ::core::option::Option<u32>,
    kv_heads: ::core::option::Option<u32>,
    weight_bytes: ::core::option::Option<Information>,
    weight_bytes_low: ::core::option::Option<Information>,
    kv_bytes: ::core::option::Option<Information>,
    kv_bytes_low: ::core::option::Option<Information>,
}
///Every property of a [`PrecisionDividend`], each computed once (see [`PrecisionDividend::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PrecisionDividendValues<'a> {
    scenario: &'a PrecisionDividend,
    ///Width of one attention head: the model's stated head width, else hidden ÷ heads.
    pub head_dim: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///One device's share of the weights at the base width.
    pub weights_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///One device's share of the weights at the lowered width.
    pub weights_per_device_low: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Cache budget of one device at the base weight width.
    pub kv_budget_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Cache budget of one device at the lowered weight width.
    pub kv_budget_per_device_low: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Cache of one request at the base cache width.
    pub kv_per_request: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Cache of one request at the lowered cache width.
    pub kv_per_request_low: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///One device's share of a request's cache at the base width.
    pub kv_per_request_per_device: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///One device's share of a request's cache at the lowered width.
    pub kv_per_request_per_device_low: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Largest batch at the base widths.
    pub max_batch: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Largest batch at the lowered widths.
    pub max_batch_low: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///How many times larger the batch gets at the lowered widths.
    pub dividend: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times larger the cache budget gets with the lowered weights.
    pub budget_gain: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
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
            name: "tp_size",
            ty: "u32",
            doc: "Devices the model is split over.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hbm_per_accelerator",
            ty: "Information",
            doc: "Memory of one device.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "context_tokens",
            ty: "u32",
            doc: "Tokens of context each request holds.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kv_heads",
            ty: "u32",
            doc: "Key-value heads the cache stores.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "weight_bytes",
            ty: "Information",
            doc: "Base storage width of one weight.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "weight_bytes_low",
            ty: "Information",
            doc: "Lowered storage width of one weight.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kv_bytes",
            ty: "Information",
            doc: "Base storage width of one cached number.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kv_bytes_low",
            ty: "Information",
            doc: "Lowered storage width of one cached number.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "head_dim",
            doc: "Width of one attention head: the model's stated head width, else hidden ÷ heads.",
            equation: "{\n    let geometry = workload.geometry();\n    match geometry.head_dim {\n        Some(width) => i64::from(width),\n        None => floor_div(geometry.hidden_dim, geometry.heads),\n    }\n}",
            result_type: "i64",
            depends_on: &["workload"],
            reaches: &[("workload", "geometry")],
            calls: &["floor_div"],
            template: "{{\n    let geometry = {#0 workload.geometry()};\n    match geometry.head_dim {{\n        Some(width) => i64::from(width),\n        None => floor_div(geometry.hidden_dim, geometry.heads),\n    }}\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "weights_per_device",
            doc: "One device's share of the weights at the base width.",
            equation: "weight_bytes(workload, weight_bytes) / tp_size",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "weight_bytes", "tp_size"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {weight_bytes}) / {tp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "weights_per_device_low",
            doc: "One device's share of the weights at the lowered width.",
            equation: "weight_bytes(workload, weight_bytes_low) / tp_size",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "weight_bytes_low", "tp_size"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {weight_bytes_low}) / {tp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_budget_per_device",
            doc: "Cache budget of one device at the base weight width.",
            equation: "hbm_per_accelerator - weights_per_device",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["hbm_per_accelerator", "weights_per_device"],
            template: "{hbm_per_accelerator} - {weights_per_device}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_budget_per_device_low",
            doc: "Cache budget of one device at the lowered weight width.",
            equation: "hbm_per_accelerator - weights_per_device_low",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["hbm_per_accelerator", "weights_per_device_low"],
            template: "{hbm_per_accelerator} - {weights_per_device_low}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_per_request",
            doc: "Cache of one request at the base cache width.",
            equation: "kv_cache_size(\n    workload.geometry().layers,\n    kv_heads,\n    head_dim,\n    context_tokens,\n    1,\n    kv_bytes,\n)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &[
                "workload",
                "kv_heads",
                "context_tokens",
                "kv_bytes",
                "head_dim",
            ],
            reaches: &[("workload", "geometry")],
            calls: &["kv_cache_size"],
            template: "kv_cache_size(\n    {#0 workload.geometry().layers},\n    {kv_heads},\n    {head_dim},\n    {context_tokens},\n    1,\n    {kv_bytes},\n)",
            operation: "result of `kv_cache_size`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_per_request_low",
            doc: "Cache of one request at the lowered cache width.",
            equation: "kv_cache_size(\n    workload.geometry().layers,\n    kv_heads,\n    head_dim,\n    context_tokens,\n    1,\n    kv_bytes_low,\n)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &[
                "workload",
                "kv_heads",
                "context_tokens",
                "kv_bytes_low",
                "head_dim",
            ],
            reaches: &[("workload", "geometry")],
            calls: &["kv_cache_size"],
            template: "kv_cache_size(\n    {#0 workload.geometry().layers},\n    {kv_heads},\n    {head_dim},\n    {context_tokens},\n    1,\n    {kv_bytes_low},\n)",
            operation: "result of `kv_cache_size`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_per_request_per_device",
            doc: "One device's share of a request's cache at the base width.",
            equation: "kv_per_request / tp_size",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["tp_size", "kv_per_request"],
            template: "{kv_per_request} / {tp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_per_request_per_device_low",
            doc: "One device's share of a request's cache at the lowered width.",
            equation: "kv_per_request_low / tp_size",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["tp_size", "kv_per_request_low"],
            template: "{kv_per_request_low} / {tp_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "max_batch",
            doc: "Largest batch at the base widths.",
            equation: "kv_resident_fit(kv_budget_per_device, kv_per_request_per_device)",
            result_type: "i64",
            depends_on: &["kv_budget_per_device", "kv_per_request_per_device"],
            calls: &["kv_resident_fit"],
            template: "kv_resident_fit({kv_budget_per_device}, {kv_per_request_per_device})",
            named_calls: "kv_resident_fit(kv_budget_per_device, kv_per_request_per_device)",
            operation: "result of `kv_resident_fit`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "max_batch_low",
            doc: "Largest batch at the lowered widths.",
            equation: "kv_resident_fit(kv_budget_per_device_low, kv_per_request_per_device_low)",
            result_type: "i64",
            depends_on: &["kv_budget_per_device_low", "kv_per_request_per_device_low"],
            calls: &["kv_resident_fit"],
            template: "kv_resident_fit({kv_budget_per_device_low}, {kv_per_request_per_device_low})",
            named_calls: "kv_resident_fit(kv_budget_per_device_low, kv_per_request_per_device_low)",
            operation: "result of `kv_resident_fit`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "dividend",
            doc: "How many times larger the batch gets at the lowered widths.",
            equation: "max_batch_low / max_batch",
            result_type: "f64",
            depends_on: &["max_batch_low", "max_batch"],
            template: "{max_batch_low} / {max_batch}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "budget_gain",
            doc: "How many times larger the cache budget gets with the lowered weights.",
            equation: "kv_budget_per_device_low / kv_budget_per_device",
            result_type: "f64",
            depends_on: &["kv_budget_per_device_low", "kv_budget_per_device"],
            template: "{kv_budget_per_device_low} / {kv_budget_per_device}",
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
            text: "`kv_heads` is at most the heads of `workload`",
            condition: "workload.geometry().is_ok_and(|g| kv_heads <= g.heads)",
            inputs: &["kv_heads", "workload"],
        },
        __c::RuleInfo {
            text: "`weight_bytes_low` is at most `weight_bytes`",
            condition: "weight_bytes_low <= weight_bytes",
            inputs: &["weight_bytes_low", "weight_bytes"],
        },
        __c::RuleInfo {
            text: "`kv_bytes_low` is at most `kv_bytes`",
            condition: "kv_bytes_low <= kv_bytes",
            inputs: &["kv_bytes_low", "kv_bytes"],
        },
        __c::RuleInfo {
            text: "one device's share of the weights at `weight_bytes` leaves some of `hbm_per_accelerator` for the cache (the reference goes on with negative budgets and batches)",
            condition: "kv_budget_per_device > bytes(0.0)",
            inputs: &["weight_bytes", "hbm_per_accelerator"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl PrecisionDividend {
        ///Starts a [`PrecisionDividendBuilder`]; required inputs must be set before [`PrecisionDividendBuilder::build`].
        #[must_use]
        pub fn builder() -> PrecisionDividendBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> PrecisionDividendBuilder {
            PrecisionDividendBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                tp_size: Some(__Clone::clone(&self.tp_size)),
                hbm_per_accelerator: Some(__Clone::clone(&self.hbm_per_accelerator)),
                context_tokens: Some(__Clone::clone(&self.context_tokens)),
                kv_heads: Some(__Clone::clone(&self.kv_heads)),
                weight_bytes: Some(__Clone::clone(&self.weight_bytes)),
                weight_bytes_low: Some(__Clone::clone(&self.weight_bytes_low)),
                kv_bytes: Some(__Clone::clone(&self.kv_bytes)),
                kv_bytes_low: Some(__Clone::clone(&self.kv_bytes_low)),
            }
        }
        /**Width of one attention head: the model's stated head width, else hidden ÷ heads.

Equation:

```text
{
    let geometry = workload.geometry();
    match geometry.head_dim {
        Some(width) => i64::from(width),
        None => floor_div(geometry.hidden_dim, geometry.heads),
    }
}
```
*/
        #[inline]
        pub fn head_dim(&self) -> __Result<i64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct head_dim {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    head_dim,
                >({
                    let geometry = workload.geometry()?;
                    match geometry.head_dim {
                        Some(width) => i64::from(width),
                        None => {
                            ::mlsysim_core::equation::floor_div(
                                geometry.hidden_dim,
                                geometry.heads,
                            )?
                        }
                    }
                }))(),
                &__PROPERTIES[0],
            )
        }
        ///One device's share of the weights at the base width. Equation: `weight_bytes(workload, weight_bytes) / tp_size`.
        #[inline]
        pub fn weights_per_device(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let weight_bytes = __Clone::clone(&self.weight_bytes);
            let tp_size = __Clone::clone(&self.tp_size);
            struct weights_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    weights_per_device,
                >(
                    mlsysim_core::laws::weight_bytes(workload, weight_bytes)?
                        .quantity()
                        .eq_div(tp_size)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///One device's share of the weights at the lowered width. Equation: `weight_bytes(workload, weight_bytes_low) / tp_size`.
        #[inline]
        pub fn weights_per_device_low(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let weight_bytes_low = __Clone::clone(&self.weight_bytes_low);
            let tp_size = __Clone::clone(&self.tp_size);
            struct weights_per_device_low {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    weights_per_device_low,
                >(
                    mlsysim_core::laws::weight_bytes(workload, weight_bytes_low)?
                        .quantity()
                        .eq_div(tp_size)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Cache budget of one device at the base weight width. Equation: `hbm_per_accelerator - weights_per_device`.
        #[inline]
        pub fn kv_budget_per_device(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_kv_budget_per_device(self.weights_per_device()?)
        }
        #[doc(hidden)]
        fn __eq_kv_budget_per_device(
            &self,
            weights_per_device: Information,
        ) -> __Result<Information, __c::EvalError> {
            let hbm_per_accelerator = __Clone::clone(&self.hbm_per_accelerator);
            struct kv_budget_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_budget_per_device,
                >(hbm_per_accelerator.eq_sub(weights_per_device)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Cache budget of one device at the lowered weight width. Equation: `hbm_per_accelerator - weights_per_device_low`.
        #[inline]
        pub fn kv_budget_per_device_low(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_kv_budget_per_device_low(self.weights_per_device_low()?)
        }
        #[doc(hidden)]
        fn __eq_kv_budget_per_device_low(
            &self,
            weights_per_device_low: Information,
        ) -> __Result<Information, __c::EvalError> {
            let hbm_per_accelerator = __Clone::clone(&self.hbm_per_accelerator);
            struct kv_budget_per_device_low {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_budget_per_device_low,
                >(hbm_per_accelerator.eq_sub(weights_per_device_low)?))(),
                &__PROPERTIES[4],
            )
        }
        /**Cache of one request at the base cache width.

Equation:

```text
kv_cache_size(
    workload.geometry().layers,
    kv_heads,
    head_dim,
    context_tokens,
    1,
    kv_bytes,
)
```
*/
        #[inline]
        pub fn kv_per_request(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_kv_per_request(self.head_dim()?)
        }
        #[doc(hidden)]
        fn __eq_kv_per_request(
            &self,
            head_dim: i64,
        ) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let kv_heads = __Clone::clone(&self.kv_heads);
            let context_tokens = __Clone::clone(&self.context_tokens);
            let kv_bytes = __Clone::clone(&self.kv_bytes);
            struct kv_per_request {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_per_request,
                >(
                    ::mlsysim_core::equation::kv_cache_size(
                        workload.geometry()?.layers,
                        kv_heads,
                        head_dim,
                        context_tokens,
                        1,
                        kv_bytes,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        /**Cache of one request at the lowered cache width.

Equation:

```text
kv_cache_size(
    workload.geometry().layers,
    kv_heads,
    head_dim,
    context_tokens,
    1,
    kv_bytes_low,
)
```
*/
        #[inline]
        pub fn kv_per_request_low(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_kv_per_request_low(self.head_dim()?)
        }
        #[doc(hidden)]
        fn __eq_kv_per_request_low(
            &self,
            head_dim: i64,
        ) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let kv_heads = __Clone::clone(&self.kv_heads);
            let context_tokens = __Clone::clone(&self.context_tokens);
            let kv_bytes_low = __Clone::clone(&self.kv_bytes_low);
            struct kv_per_request_low {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_per_request_low,
                >(
                    ::mlsysim_core::equation::kv_cache_size(
                        workload.geometry()?.layers,
                        kv_heads,
                        head_dim,
                        context_tokens,
                        1,
                        kv_bytes_low,
                    )?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///One device's share of a request's cache at the base width. Equation: `kv_per_request / tp_size`.
        #[inline]
        pub fn kv_per_request_per_device(
            &self,
        ) -> __Result<Information, __c::EvalError> {
            self.__eq_kv_per_request_per_device(self.kv_per_request()?)
        }
        #[doc(hidden)]
        fn __eq_kv_per_request_per_device(
            &self,
            kv_per_request: Information,
        ) -> __Result<Information, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            struct kv_per_request_per_device {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_per_request_per_device,
                >(kv_per_request.eq_div(tp_size)?))(),
                &__PROPERTIES[7],
            )
        }
        ///One device's share of a request's cache at the lowered width. Equation: `kv_per_request_low / tp_size`.
        #[inline]
        pub fn kv_per_request_per_device_low(
            &self,
        ) -> __Result<Information, __c::EvalError> {
            self.__eq_kv_per_request_per_device_low(self.kv_per_request_low()?)
        }
        #[doc(hidden)]
        fn __eq_kv_per_request_per_device_low(
            &self,
            kv_per_request_low: Information,
        ) -> __Result<Information, __c::EvalError> {
            let tp_size = __Clone::clone(&self.tp_size);
            struct kv_per_request_per_device_low {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_per_request_per_device_low,
                >(kv_per_request_low.eq_div(tp_size)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Largest batch at the base widths. Equation: `kv_resident_fit(kv_budget_per_device, kv_per_request_per_device)`.
        #[inline]
        pub fn max_batch(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_max_batch(
                self.kv_budget_per_device()?,
                self.kv_per_request_per_device()?,
            )
        }
        #[doc(hidden)]
        fn __eq_max_batch(
            &self,
            kv_budget_per_device: Information,
            kv_per_request_per_device: Information,
        ) -> __Result<i64, __c::EvalError> {
            struct max_batch {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    max_batch,
                >(
                    ::mlsysim_core::equation::kv_resident_fit(
                        kv_budget_per_device,
                        kv_per_request_per_device,
                    )?,
                ))(),
                &__PROPERTIES[9],
            )
        }
        ///Largest batch at the lowered widths. Equation: `kv_resident_fit(kv_budget_per_device_low, kv_per_request_per_device_low)`.
        #[inline]
        pub fn max_batch_low(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_max_batch_low(
                self.kv_budget_per_device_low()?,
                self.kv_per_request_per_device_low()?,
            )
        }
        #[doc(hidden)]
        fn __eq_max_batch_low(
            &self,
            kv_budget_per_device_low: Information,
            kv_per_request_per_device_low: Information,
        ) -> __Result<i64, __c::EvalError> {
            struct max_batch_low {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    max_batch_low,
                >(
                    ::mlsysim_core::equation::kv_resident_fit(
                        kv_budget_per_device_low,
                        kv_per_request_per_device_low,
                    )?,
                ))(),
                &__PROPERTIES[10],
            )
        }
        ///How many times larger the batch gets at the lowered widths. Equation: `max_batch_low / max_batch`.
        #[inline]
        pub fn dividend(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_dividend(self.max_batch_low()?, self.max_batch()?)
        }
        #[doc(hidden)]
        fn __eq_dividend(
            &self,
            max_batch_low: i64,
            max_batch: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct dividend {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    dividend,
                >(max_batch_low.eq_div(max_batch)?))(),
                &__PROPERTIES[11],
            )
        }
        ///How many times larger the cache budget gets with the lowered weights. Equation: `kv_budget_per_device_low / kv_budget_per_device`.
        #[inline]
        pub fn budget_gain(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_budget_gain(
                self.kv_budget_per_device_low()?,
                self.kv_budget_per_device()?,
            )
        }
        #[doc(hidden)]
        fn __eq_budget_gain(
            &self,
            kv_budget_per_device_low: Information,
            kv_budget_per_device: Information,
        ) -> __Result<f64, __c::EvalError> {
            struct budget_gain {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    budget_gain,
                >(kv_budget_per_device_low.eq_div(kv_budget_per_device)?))(),
                &__PROPERTIES[12],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`PrecisionDividendValues`].
        #[must_use]
        pub fn evaluate(&self) -> PrecisionDividendValues<'_> {
            let head_dim = self.head_dim();
            let weights_per_device = self.weights_per_device();
            let weights_per_device_low = self.weights_per_device_low();
            let kv_budget_per_device = __c::after(
                (&weights_per_device,),
                |(v0,)| self.__eq_kv_budget_per_device(v0),
            );
            let kv_budget_per_device_low = __c::after(
                (&weights_per_device_low,),
                |(v0,)| self.__eq_kv_budget_per_device_low(v0),
            );
            let kv_per_request = __c::after(
                (&head_dim,),
                |(v0,)| self.__eq_kv_per_request(v0),
            );
            let kv_per_request_low = __c::after(
                (&head_dim,),
                |(v0,)| self.__eq_kv_per_request_low(v0),
            );
            let kv_per_request_per_device = __c::after(
                (&kv_per_request,),
                |(v0,)| self.__eq_kv_per_request_per_device(v0),
            );
            let kv_per_request_per_device_low = __c::after(
                (&kv_per_request_low,),
                |(v0,)| self.__eq_kv_per_request_per_device_low(v0),
            );
            let max_batch = __c::after(
                (&kv_budget_per_device, &kv_per_request_per_device),
                |(v0, v1)| self.__eq_max_batch(v0, v1),
            );
            let max_batch_low = __c::after(
                (&kv_budget_per_device_low, &kv_per_request_per_device_low),
                |(v0, v1)| self.__eq_max_batch_low(v0, v1),
            );
            let dividend = __c::after(
                (&max_batch_low, &max_batch),
                |(v0, v1)| self.__eq_dividend(v0, v1),
            );
            let budget_gain = __c::after(
                (&kv_budget_per_device_low, &kv_budget_per_device),
                |(v0, v1)| self.__eq_budget_gain(v0, v1),
            );
            PrecisionDividendValues {
                scenario: self,
                head_dim,
                weights_per_device,
                weights_per_device_low,
                kv_budget_per_device,
                kv_budget_per_device_low,
                kv_per_request,
                kv_per_request_low,
                kv_per_request_per_device,
                kv_per_request_per_device_low,
                max_batch,
                max_batch_low,
                dividend,
                budget_gain,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded_plain(&self.tp_size, &__INPUTS[1])?;
            __c::bounded(&self.hbm_per_accelerator, &__INPUTS[2])?;
            __c::bounded_plain(&self.context_tokens, &__INPUTS[3])?;
            __c::bounded_plain(&self.kv_heads, &__INPUTS[4])?;
            __c::bounded(&self.weight_bytes, &__INPUTS[5])?;
            __c::bounded(&self.weight_bytes_low, &__INPUTS[6])?;
            __c::bounded(&self.kv_bytes, &__INPUTS[7])?;
            __c::bounded(&self.kv_bytes_low, &__INPUTS[8])?;
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
                let workload = __Clone::clone(&self.workload);
                let kv_heads = __Clone::clone(&self.kv_heads);
                __c::rule(
                    workload.geometry().is_ok_and(|g| kv_heads <= g.heads),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.kv_heads, &self.workload],
                )?;
            }
            {
                let weight_bytes_low = __Clone::clone(&self.weight_bytes_low);
                let weight_bytes = __Clone::clone(&self.weight_bytes);
                __c::rule(
                    weight_bytes_low <= weight_bytes,
                    &__RULES[2],
                    __INPUTS,
                    &[&self.weight_bytes_low, &self.weight_bytes],
                )?;
            }
            {
                let kv_bytes_low = __Clone::clone(&self.kv_bytes_low);
                let kv_bytes = __Clone::clone(&self.kv_bytes);
                __c::rule(
                    kv_bytes_low <= kv_bytes,
                    &__RULES[3],
                    __INPUTS,
                    &[&self.kv_bytes_low, &self.kv_bytes],
                )?;
            }
            {
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    let kv_budget_per_device = self.kv_budget_per_device()?;
                    __c::RuleOutcome::decided(
                        kv_budget_per_device > ::mlsysim_core::equation::bytes(0.0),
                    )
                })();
                __c::rule(
                    outcome,
                    &__RULES[4],
                    __INPUTS,
                    &[&self.weight_bytes, &self.hbm_per_accelerator],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_head_dim(&self) -> __c::Parts {
            __c::traced(
                self.head_dim(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_kv_per_request(&self) -> __c::Parts {
            __c::traced(
                self.kv_per_request(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .layers; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "kv_cache_size", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.geometry() ?
                    .layers; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("kv_heads"), __c::Operand::Name("head_dim"),
                    __c::Operand::Name("context_tokens"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("kv_bytes")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_kv_per_request_low(&self) -> __c::Parts {
            __c::traced(
                self.kv_per_request_low(),
                &__PROPERTIES[6],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .layers; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "kv_cache_size", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.geometry() ?
                    .layers; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("kv_heads"), __c::Operand::Name("head_dim"),
                    __c::Operand::Name("context_tokens"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("kv_bytes_low")] }
                ],
            )
        }
    }
    impl PrecisionDividendBuilder {
        ///Sets `workload`: The transformer served.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `tp_size`: Devices the model is split over.
        #[must_use]
        pub fn tp_size(mut self, value: u32) -> Self {
            self.tp_size = Some(value);
            self
        }
        ///Sets `hbm_per_accelerator`: Memory of one device.
        #[must_use]
        pub fn hbm_per_accelerator(mut self, value: Information) -> Self {
            self.hbm_per_accelerator = Some(value);
            self
        }
        ///Sets `context_tokens`: Tokens of context each request holds.
        #[must_use]
        pub fn context_tokens(mut self, value: u32) -> Self {
            self.context_tokens = Some(value);
            self
        }
        ///Sets `kv_heads`: Key-value heads the cache stores.
        #[must_use]
        pub fn kv_heads(mut self, value: u32) -> Self {
            self.kv_heads = Some(value);
            self
        }
        ///Sets `weight_bytes`: Base storage width of one weight.
        #[must_use]
        pub fn weight_bytes(mut self, value: Information) -> Self {
            self.weight_bytes = Some(value);
            self
        }
        ///Sets `weight_bytes_low`: Lowered storage width of one weight.
        #[must_use]
        pub fn weight_bytes_low(mut self, value: Information) -> Self {
            self.weight_bytes_low = Some(value);
            self
        }
        ///Sets `kv_bytes`: Base storage width of one cached number.
        #[must_use]
        pub fn kv_bytes(mut self, value: Information) -> Self {
            self.kv_bytes = Some(value);
            self
        }
        ///Sets `kv_bytes_low`: Lowered storage width of one cached number.
        #[must_use]
        pub fn kv_bytes_low(mut self, value: Information) -> Self {
            self.kv_bytes_low = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<PrecisionDividend, __c::InputError> {
            let scenario = PrecisionDividend {
                workload: __c::given(self.workload, "workload")?,
                tp_size: __c::given(self.tp_size, "tp_size")?,
                hbm_per_accelerator: __c::given(
                    self.hbm_per_accelerator,
                    "hbm_per_accelerator",
                )?,
                context_tokens: __c::given(self.context_tokens, "context_tokens")?,
                kv_heads: __c::given(self.kv_heads, "kv_heads")?,
                weight_bytes: __c::given(self.weight_bytes, "weight_bytes")?,
                weight_bytes_low: __c::given(self.weight_bytes_low, "weight_bytes_low")?,
                kv_bytes: __c::given(self.kv_bytes, "kv_bytes")?,
                kv_bytes_low: __c::given(self.kv_bytes_low, "kv_bytes_low")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for PrecisionDividendBuilder {
        type Scenario = PrecisionDividend;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "tp_size" => self.tp_size = __c::set(value, &__INPUTS[1])?,
                "hbm_per_accelerator" => {
                    self.hbm_per_accelerator = __c::set(value, &__INPUTS[2])?;
                }
                "context_tokens" => self.context_tokens = __c::set(value, &__INPUTS[3])?,
                "kv_heads" => self.kv_heads = __c::set(value, &__INPUTS[4])?,
                "weight_bytes" => self.weight_bytes = __c::set(value, &__INPUTS[5])?,
                "weight_bytes_low" => {
                    self.weight_bytes_low = __c::set(value, &__INPUTS[6])?;
                }
                "kv_bytes" => self.kv_bytes = __c::set(value, &__INPUTS[7])?,
                "kv_bytes_low" => self.kv_bytes_low = __c::set(value, &__INPUTS[8])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<PrecisionDividend, __c::InputError> {
            PrecisionDividendBuilder::build(self)
        }
    }
    impl<'a> PrecisionDividendValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a PrecisionDividend {
            self.scenario
        }
    }
    impl __c::Scenario for PrecisionDividend {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "PrecisionDividend",
            family: &KV_CACHE,
            summary: "The largest batch a tensor-parallel replica holds before and after lowering the precision of its weights and of its cache.",
            description: "Weights and every request's cache are split evenly over `tp_size` devices. What a device's\nmemory leaves after its share of the weights is its cache budget; the budget over one\nrequest's share of cache, rounded down, is the batch. Lower-precision weights enlarge the\nbudget once; a lower-precision cache shrinks every request. The dividend is how many times\nlarger the batch gets with both.",
            notes: __c::meta::Notes {
                equation: "budget = hbm − weights ÷ tp; per request = 2 × layers × kv_heads × head_dim × context × kv_bytes ÷ tp; max_batch = ⌊budget ÷ per request⌋; dividend = max_batch_low ÷ max_batch",
                assumptions: &[
                    "Weights and caches split evenly over the devices; nothing else takes device memory.",
                    "The cache holds a key and a value per key-value head (`kv_heads`) of the model's head width (its stated head width, else hidden ÷ heads; the reference always takes hidden ÷ heads, which differs only for models that state one).",
                ],
                rules: __RULES,
                excludes: &[
                    "Activations, runtime reserves, and the accuracy cost of lower precisions.",
                ],
                derivation: &[
                    "Per device: weights ÷ tp + batch × cache ÷ tp ≤ hbm, solved for the whole batch at each pair of widths.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "INT4 weights and an INT8 cache on 8 GPUs",
                    code: "// INT4 weights and an INT8 cache on 8 GPUs\nuse mlsysim_serving::kv_cache::llama2_70b_precision_dividend_gqa_tp8;\n\nlet s = llama2_70b_precision_dividend_gqa_tp8()?;\nassert_eq!((s.max_batch()?, s.max_batch_low()?), (372, 901));\nassert!((s.budget_gain()? - 1.21).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = PrecisionDividendBuilder;
        fn to_builder(&self) -> PrecisionDividendBuilder {
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
                    &self.hbm_per_accelerator,
                    &self.context_tokens,
                    &self.kv_heads,
                    &self.weight_bytes,
                    &self.weight_bytes_low,
                    &self.kv_bytes,
                    &self.kv_bytes_low,
                ],
                &[
                    &values.head_dim,
                    &values.weights_per_device,
                    &values.weights_per_device_low,
                    &values.kv_budget_per_device,
                    &values.kv_budget_per_device_low,
                    &values.kv_per_request,
                    &values.kv_per_request_low,
                    &values.kv_per_request_per_device,
                    &values.kv_per_request_per_device_low,
                    &values.max_batch,
                    &values.max_batch_low,
                    &values.dividend,
                    &values.budget_gain,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "head_dim" => Some(Ok(self.__explain_head_dim())),
                "kv_per_request" => Some(Ok(self.__explain_kv_per_request())),
                "kv_per_request_low" => Some(Ok(self.__explain_kv_per_request_low())),
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
    __c::glue!(PrecisionDividend);
};
