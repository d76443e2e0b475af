/**How many requests of one context length fit in the key-value cache budget of one replica.

A replica spans `accelerators` devices of `hbm_per_accelerator` memory each. The weights and
a runtime reserve come off the top; what is left is the cache budget. Every admitted request
holds the cache of its whole context for its whole life, so the budget over one request's
cache, rounded down, is how many are admitted at once. Read the other way, N concurrent
requests can each hold the budget over N × (bytes per token) tokens of context.

# Equation

budget = accelerators × hbm − weights − reserve; cache per token = model_kv_cache(1 token); max_requests = ⌊budget ÷ (cache per token × context)⌋; context_fit(N) = budget ÷ (N × cache per token)

# Assumptions

- Each request holds a cache of its full context from admission on; paging changes the waste around it, not these bytes.
- The cache per token follows the model's own geometry: one latent and one rotary key per layer for latent attention, else a key and a value per key-value head of the model's stated head width (hidden ÷ heads where none is stated). The reference's admission solver always uses hidden ÷ heads and ignores latent attention: the same bytes for every model without either (all presets), but 1,748,992 B a token for DeepSeek-V3 instead of 70,272.

# Rules across inputs

- `workload` is a transformer (`workload.geometry().is_ok()`)
- the weights at `weight_bytes_per_param` and `reserve` leave some of the replica's memory (`accelerators` × `hbm_per_accelerator`) for the cache (the reference goes on with a negative budget and a negative request count) (`kv_budget > bytes(0.0)`)

# Excludes

- Activations, fragmentation inside the budget, and memory the serving engine takes beyond the reserve.

# Derivation

- Memory adds up: weights + reserve + requests × cache per request ≤ accelerators × hbm, solved for the whole number of requests.

# Examples

```rust
// 128K-token requests on a DGX H100
use mlsysim_serving::kv_cache::llama3_70b_long_context_admission_dgx_h100;

let s = llama3_70b_long_context_admission_dgx_h100()?;
assert_eq!(s.kv_per_token()?, mlsysim_core::units::bytes(327_680.0));
assert_eq!(s.max_requests()?, 12);
assert!(s.context_fit(12)? > 131_072.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct KvAdmission {
    ///The transformer served.
    pub workload: &'static Workload,
    ///Accelerators of the replica. *Allowed >= 1.*
    pub accelerators: u32,
    ///Memory of one accelerator. *Shown in `GIB`; allowed > 0.*
    pub hbm_per_accelerator: Information,
    ///Storage width of one weight. *Shown in `BYTE`; allowed > 0.*
    pub weight_bytes_per_param: Information,
    ///Memory the runtime keeps for itself. *Shown in `GB`; allowed >= 0.*
    pub reserve: Information,
    ///Tokens of context each request holds. *Allowed >= 1.*
    pub context_tokens: u32,
    ///Storage width of one cached key or value number. *Shown in `BYTE`; allowed > 0.*
    pub kv_bytes_per_elem: Information,
    ///Concurrent requests to share the budget among, one of the counts `context_fit` is shown at. *Optional (absent by default); allowed >= 1.*
    pub requests: Option<u32>,
}
///Builds a [`KvAdmission`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct KvAdmissionBuilder {
    workload: ::core::option::Option<&'static Workload>,
    accelerators: ::core::option::Option<u32>,
    hbm_per_accelerator: ::core::option::Option<Information>,
    weight_bytes_per_param: ::core::option::Option<Information>,
    reserve: ::core::option::Option<Information>,
    context_tokens: ::core::option::Option<u32>,
    kv_bytes_per_elem: ::core::option::Option<Information>,
    requests: ::core::option::Option<u32>,
}
///Every property of a [`KvAdmission`], each computed once (see [`KvAdmission::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct KvAdmissionValues<'a> {
    scenario: &'a KvAdmission,
    ///Width of one attention head: the model's stated head width, else hidden ÷ heads.
    pub head_dim: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes of the weights.
    pub weights: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Memory of the whole replica.
    pub hbm_total: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Memory left for the cache after the weights and the reserve.
    pub kv_budget: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Cache one token holds.
    pub kv_per_token: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Cache one request of the full context holds.
    pub kv_per_request: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Whole requests of the full context the budget admits at once.
    pub max_requests: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
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
            name: "accelerators",
            ty: "u32",
            doc: "Accelerators of the replica.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hbm_per_accelerator",
            ty: "Information",
            doc: "Memory of one accelerator.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GIB);
                __c::units::label(&::mlsysim_core::units::GIB)
            },
            bounds: __c::Bounds::POSITIVE,
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
            name: "reserve",
            ty: "Information",
            doc: "Memory the runtime keeps for itself.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
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
            name: "kv_bytes_per_elem",
            ty: "Information",
            doc: "Storage width of one cached key or value number.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "requests",
            ty: "Option<u32>",
            doc: "Concurrent requests to share the budget among, one of the counts `context_fit` is shown at.",
            optional: true,
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
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
            name: "weights",
            doc: "Bytes of the weights.",
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
            name: "hbm_total",
            doc: "Memory of the whole replica.",
            equation: "accelerators * hbm_per_accelerator",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GIB);
                __c::units::label(&::mlsysim_core::units::GIB)
            },
            depends_on: &["accelerators", "hbm_per_accelerator"],
            template: "{accelerators} * {hbm_per_accelerator}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_budget",
            doc: "Memory left for the cache after the weights and the reserve.",
            equation: "hbm_total - weights - reserve",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["reserve", "hbm_total", "weights"],
            template: "{hbm_total} - {weights} - {reserve}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_per_token",
            doc: "Cache one token holds.",
            equation: "model_kv_cache(workload, 1, 1, kv_bytes_per_elem)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["workload", "kv_bytes_per_elem"],
            calls: &["model_kv_cache"],
            template: "model_kv_cache({workload}, 1, 1, {kv_bytes_per_elem})",
            operation: "result of `model_kv_cache`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_per_request",
            doc: "Cache one request of the full context holds.",
            equation: "model_kv_cache(workload, context_tokens, 1, kv_bytes_per_elem)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "context_tokens", "kv_bytes_per_elem"],
            calls: &["model_kv_cache"],
            template: "model_kv_cache({workload}, {context_tokens}, 1, {kv_bytes_per_elem})",
            operation: "result of `model_kv_cache`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "max_requests",
            doc: "Whole requests of the full context the budget admits at once.",
            equation: "kv_resident_fit(kv_budget, kv_per_request)",
            result_type: "i64",
            depends_on: &["kv_budget", "kv_per_request"],
            calls: &["kv_resident_fit"],
            template: "kv_resident_fit({kv_budget}, {kv_per_request})",
            named_calls: "kv_resident_fit(kv_budget, kv_per_request)",
            operation: "result of `kv_resident_fit`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "context_fit",
            kind: __c::MemberKind::Method,
            doc: "Tokens of context each of `concurrent` requests can hold in the budget.",
            equation: "kv_budget / (concurrent * kv_per_token)",
            args: &[
                __c::ArgInfo {
                    name: "concurrent",
                    ty: "u32",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("8"),
                        __c::Sample::Literal("16"),
                        __c::Sample::Literal("64"),
                        __c::Sample::From("max_requests"),
                        __c::Sample::From("requests"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "f64",
            depends_on: &["kv_budget", "kv_per_token"],
            template: "{kv_budget} / ({concurrent} * {kv_per_token})",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` is a transformer",
            condition: "workload.geometry().is_ok()",
            inputs: &["workload"],
        },
        __c::RuleInfo {
            text: "the weights at `weight_bytes_per_param` and `reserve` leave some of the replica's memory (`accelerators` × `hbm_per_accelerator`) for the cache (the reference goes on with a negative budget and a negative request count)",
            condition: "kv_budget > bytes(0.0)",
            inputs: &[
                "weight_bytes_per_param",
                "reserve",
                "accelerators",
                "hbm_per_accelerator",
            ],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl KvAdmission {
        ///Starts a [`KvAdmissionBuilder`]; required inputs must be set before [`KvAdmissionBuilder::build`].
        #[must_use]
        pub fn builder() -> KvAdmissionBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> KvAdmissionBuilder {
            KvAdmissionBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                accelerators: Some(__Clone::clone(&self.accelerators)),
                hbm_per_accelerator: Some(__Clone::clone(&self.hbm_per_accelerator)),
                weight_bytes_per_param: Some(
                    __Clone::clone(&self.weight_bytes_per_param),
                ),
                reserve: Some(__Clone::clone(&self.reserve)),
                context_tokens: Some(__Clone::clone(&self.context_tokens)),
                kv_bytes_per_elem: Some(__Clone::clone(&self.kv_bytes_per_elem)),
                requests: __Clone::clone(&self.requests),
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
        ///Bytes of the weights. Equation: `weight_bytes(workload, weight_bytes_per_param)`.
        #[inline]
        pub fn weights(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let weight_bytes_per_param = __Clone::clone(&self.weight_bytes_per_param);
            struct weights {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    weights,
                >(
                    ::mlsysim_core::equation::weight_bytes(
                        workload,
                        weight_bytes_per_param,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Memory of the whole replica. Equation: `accelerators * hbm_per_accelerator`.
        #[inline]
        pub fn hbm_total(&self) -> __Result<Information, __c::EvalError> {
            let accelerators = __Clone::clone(&self.accelerators);
            let hbm_per_accelerator = __Clone::clone(&self.hbm_per_accelerator);
            struct hbm_total {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    hbm_total,
                >(accelerators.eq_mul(hbm_per_accelerator)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Memory left for the cache after the weights and the reserve. Equation: `hbm_total - weights - reserve`.
        #[inline]
        pub fn kv_budget(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_kv_budget(self.hbm_total()?, self.weights()?)
        }
        #[doc(hidden)]
        fn __eq_kv_budget(
            &self,
            hbm_total: Information,
            weights: DataSize,
        ) -> __Result<Information, __c::EvalError> {
            let reserve = __Clone::clone(&self.reserve);
            struct kv_budget {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_budget,
                >(hbm_total.eq_sub(weights)?.eq_sub(reserve)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Cache one token holds. Equation: `model_kv_cache(workload, 1, 1, kv_bytes_per_elem)`.
        #[inline]
        pub fn kv_per_token(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let kv_bytes_per_elem = __Clone::clone(&self.kv_bytes_per_elem);
            struct kv_per_token {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_per_token,
                >(
                    ::mlsysim_core::equation::model_kv_cache(
                        workload,
                        1,
                        1,
                        kv_bytes_per_elem,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Cache one request of the full context holds. Equation: `model_kv_cache(workload, context_tokens, 1, kv_bytes_per_elem)`.
        #[inline]
        pub fn kv_per_request(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let context_tokens = __Clone::clone(&self.context_tokens);
            let kv_bytes_per_elem = __Clone::clone(&self.kv_bytes_per_elem);
            struct kv_per_request {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_per_request,
                >(
                    ::mlsysim_core::equation::model_kv_cache(
                        workload,
                        context_tokens,
                        1,
                        kv_bytes_per_elem,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Whole requests of the full context the budget admits at once. Equation: `kv_resident_fit(kv_budget, kv_per_request)`.
        #[inline]
        pub fn max_requests(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_max_requests(self.kv_budget()?, self.kv_per_request()?)
        }
        #[doc(hidden)]
        fn __eq_max_requests(
            &self,
            kv_budget: Information,
            kv_per_request: Information,
        ) -> __Result<i64, __c::EvalError> {
            struct max_requests {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    max_requests,
                >(
                    ::mlsysim_core::equation::kv_resident_fit(kv_budget, kv_per_request)?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///Tokens of context each of `concurrent` requests can hold in the budget. Equation: `kv_budget / (concurrent * kv_per_token)`.
        #[inline]
        pub fn context_fit(&self, concurrent: u32) -> __Result<f64, __c::EvalError> {
            self.__eq_context_fit(self.kv_budget()?, self.kv_per_token()?, concurrent)
        }
        #[doc(hidden)]
        fn __eq_context_fit(
            &self,
            kv_budget: Information,
            kv_per_token: Information,
            concurrent: u32,
        ) -> __Result<f64, __c::EvalError> {
            __c::argument(&concurrent, "context_fit", &(&__METHODS[0]).args[0])?;
            struct context_fit {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    context_fit,
                >(kv_budget.eq_div(concurrent.eq_mul(kv_per_token)?)?))(),
                &__METHODS[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`KvAdmissionValues`].
        #[must_use]
        pub fn evaluate(&self) -> KvAdmissionValues<'_> {
            let head_dim = self.head_dim();
            let weights = self.weights();
            let hbm_total = self.hbm_total();
            let kv_budget = __c::after(
                (&hbm_total, &weights),
                |(v0, v1)| self.__eq_kv_budget(v0, v1),
            );
            let kv_per_token = self.kv_per_token();
            let kv_per_request = self.kv_per_request();
            let max_requests = __c::after(
                (&kv_budget, &kv_per_request),
                |(v0, v1)| self.__eq_max_requests(v0, v1),
            );
            KvAdmissionValues {
                scenario: self,
                head_dim,
                weights,
                hbm_total,
                kv_budget,
                kv_per_token,
                kv_per_request,
                max_requests,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded_plain(&self.accelerators, &__INPUTS[1])?;
            __c::bounded(&self.hbm_per_accelerator, &__INPUTS[2])?;
            __c::bounded(&self.weight_bytes_per_param, &__INPUTS[3])?;
            __c::bounded(&self.reserve, &__INPUTS[4])?;
            __c::bounded_plain(&self.context_tokens, &__INPUTS[5])?;
            __c::bounded(&self.kv_bytes_per_elem, &__INPUTS[6])?;
            __c::bounded_plain(&self.requests, &__INPUTS[7])?;
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
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    let kv_budget = self.kv_budget()?;
                    __c::RuleOutcome::decided(
                        kv_budget > ::mlsysim_core::equation::bytes(0.0),
                    )
                })();
                __c::rule(
                    outcome,
                    &__RULES[1],
                    __INPUTS,
                    &[
                        &self.weight_bytes_per_param,
                        &self.reserve,
                        &self.accelerators,
                        &self.hbm_per_accelerator,
                    ],
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
        fn __explain_kv_per_token(&self) -> __c::Parts {
            __c::traced(
                self.kv_per_token(),
                &__PROPERTIES[4],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "model_kv_cache", args :
                    ::std::vec![__c::Operand::Name("workload"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()),
                    __c::Operand::Name("kv_bytes_per_elem")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_kv_per_request(&self) -> __c::Parts {
            __c::traced(
                self.kv_per_request(),
                &__PROPERTIES[5],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "model_kv_cache", args :
                    ::std::vec![__c::Operand::Name("workload"),
                    __c::Operand::Name("context_tokens"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("kv_bytes_per_elem")] }
                ],
            )
        }
    }
    impl KvAdmissionBuilder {
        ///Sets `workload`: The transformer served.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `accelerators`: Accelerators of the replica.
        #[must_use]
        pub fn accelerators(mut self, value: u32) -> Self {
            self.accelerators = Some(value);
            self
        }
        ///Sets `hbm_per_accelerator`: Memory of one accelerator.
        #[must_use]
        pub fn hbm_per_accelerator(mut self, value: Information) -> Self {
            self.hbm_per_accelerator = Some(value);
            self
        }
        ///Sets `weight_bytes_per_param`: Storage width of one weight.
        #[must_use]
        pub fn weight_bytes_per_param(mut self, value: Information) -> Self {
            self.weight_bytes_per_param = Some(value);
            self
        }
        ///Sets `reserve`: Memory the runtime keeps for itself.
        #[must_use]
        pub fn reserve(mut self, value: Information) -> Self {
            self.reserve = Some(value);
            self
        }
        ///Sets `context_tokens`: Tokens of context each request holds.
        #[must_use]
        pub fn context_tokens(mut self, value: u32) -> Self {
            self.context_tokens = Some(value);
            self
        }
        ///Sets `kv_bytes_per_elem`: Storage width of one cached key or value number.
        #[must_use]
        pub fn kv_bytes_per_elem(mut self, value: Information) -> Self {
            self.kv_bytes_per_elem = Some(value);
            self
        }
        ///Sets `requests`: Concurrent requests to share the budget among, one of the counts `context_fit` is shown at.
        #[must_use]
        pub fn requests(mut self, value: u32) -> Self {
            self.requests = Some(value);
            self
        }
        ///Leaves `requests` absent.
        #[must_use]
        pub fn without_requests(mut self) -> Self {
            self.requests = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<KvAdmission, __c::InputError> {
            let scenario = KvAdmission {
                workload: __c::given(self.workload, "workload")?,
                accelerators: __c::given(self.accelerators, "accelerators")?,
                hbm_per_accelerator: __c::given(
                    self.hbm_per_accelerator,
                    "hbm_per_accelerator",
                )?,
                weight_bytes_per_param: __c::given(
                    self.weight_bytes_per_param,
                    "weight_bytes_per_param",
                )?,
                reserve: __c::given(self.reserve, "reserve")?,
                context_tokens: __c::given(self.context_tokens, "context_tokens")?,
                kv_bytes_per_elem: __c::given(
                    self.kv_bytes_per_elem,
                    "kv_bytes_per_elem",
                )?,
                requests: self.requests,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for KvAdmissionBuilder {
        type Scenario = KvAdmission;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "accelerators" => self.accelerators = __c::set(value, &__INPUTS[1])?,
                "hbm_per_accelerator" => {
                    self.hbm_per_accelerator = __c::set(value, &__INPUTS[2])?;
                }
                "weight_bytes_per_param" => {
                    self.weight_bytes_per_param = __c::set(value, &__INPUTS[3])?;
                }
                "reserve" => self.reserve = __c::set(value, &__INPUTS[4])?,
                "context_tokens" => self.context_tokens = __c::set(value, &__INPUTS[5])?,
                "kv_bytes_per_elem" => {
                    self.kv_bytes_per_elem = __c::set(value, &__INPUTS[6])?;
                }
                "requests" => self.requests = __c::set(value, &__INPUTS[7])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<KvAdmission, __c::InputError> {
            KvAdmissionBuilder::build(self)
        }
    }
    impl<'a> KvAdmissionValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a KvAdmission {
            self.scenario
        }
        ///[`KvAdmission::context_fit`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn context_fit(&self, concurrent: u32) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_context_fit(
                    __Clone::clone(&self.kv_budget)?,
                    __Clone::clone(&self.kv_per_token)?,
                    concurrent,
                )
        }
    }
    impl __c::Scenario for KvAdmission {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "KvAdmission",
            family: &KV_CACHE,
            summary: "How many requests of one context length fit in the key-value cache budget of one replica.",
            description: "A replica spans `accelerators` devices of `hbm_per_accelerator` memory each. The weights and\na runtime reserve come off the top; what is left is the cache budget. Every admitted request\nholds the cache of its whole context for its whole life, so the budget over one request's\ncache, rounded down, is how many are admitted at once. Read the other way, N concurrent\nrequests can each hold the budget over N × (bytes per token) tokens of context.",
            notes: __c::meta::Notes {
                equation: "budget = accelerators × hbm − weights − reserve; cache per token = model_kv_cache(1 token); max_requests = ⌊budget ÷ (cache per token × context)⌋; context_fit(N) = budget ÷ (N × cache per token)",
                assumptions: &[
                    "Each request holds a cache of its full context from admission on; paging changes the waste around it, not these bytes.",
                    "The cache per token follows the model's own geometry: one latent and one rotary key per layer for latent attention, else a key and a value per key-value head of the model's stated head width (hidden ÷ heads where none is stated). The reference's admission solver always uses hidden ÷ heads and ignores latent attention: the same bytes for every model without either (all presets), but 1,748,992 B a token for DeepSeek-V3 instead of 70,272.",
                ],
                rules: __RULES,
                excludes: &[
                    "Activations, fragmentation inside the budget, and memory the serving engine takes beyond the reserve.",
                ],
                derivation: &[
                    "Memory adds up: weights + reserve + requests × cache per request ≤ accelerators × hbm, solved for the whole number of requests.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "128K-token requests on a DGX H100",
                    code: "// 128K-token requests on a DGX H100\nuse mlsysim_serving::kv_cache::llama3_70b_long_context_admission_dgx_h100;\n\nlet s = llama3_70b_long_context_admission_dgx_h100()?;\nassert_eq!(s.kv_per_token()?, mlsysim_core::units::bytes(327_680.0));\nassert_eq!(s.max_requests()?, 12);\nassert!(s.context_fit(12)? > 131_072.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = KvAdmissionBuilder;
        fn to_builder(&self) -> KvAdmissionBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.accelerators,
                    &self.hbm_per_accelerator,
                    &self.weight_bytes_per_param,
                    &self.reserve,
                    &self.context_tokens,
                    &self.kv_bytes_per_elem,
                    &self.requests,
                ],
                &[
                    &values.head_dim,
                    &values.weights,
                    &values.hbm_total,
                    &values.kv_budget,
                    &values.kv_per_token,
                    &values.kv_per_request,
                    &values.max_requests,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "context_fit" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.context_fit(a0), &__METHODS[0])
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
                "head_dim" => Some(Ok(self.__explain_head_dim())),
                "kv_per_token" => Some(Ok(self.__explain_kv_per_token())),
                "kv_per_request" => Some(Ok(self.__explain_kv_per_request())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "max_requests" => {
                    self.max_requests()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(&v, ::core::option::Option::None),
                        )
                }
                "requests" => __c::samples(&self.requests, ::core::option::Option::None),
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(KvAdmission);
};
