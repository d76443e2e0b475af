/**Cache bytes per token of registry models at one precision, with the attention design each geometry implies, and three of them compared as multi-head, grouped-query and latent references.

Multi-head attention (MHA) caches a key and a value for every query head; grouped-query
attention (GQA) for fewer, shared heads; multi-head latent attention (MLA) one compressed
latent and one rotary key per layer. The design is fixed when the model is trained. The
scenario lists every model's bytes per token and design, how many times more the MHA and
GQA references cache than the MLA one, and one long session's cache for the GQA and MLA
references.

# Equation

per token = model_kv_cache(model, 1 token, width of precision); design = MLA if a latent rank, GQA if kv_heads < heads, else MHA; ratio = per token (reference) ÷ per token (mla); session = per token × session_tokens

# Assumptions

- Maps are keyed by the models' display names, in the order the models are listed.

# Rules across inputs

- `models` lists at least one model (`!models.is_empty()`)
- `precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4), not a label that names only a throughput (`precision.storage_bytes().is_some()`)
- every model of `models` is a transformer (`models.iter().all(|model| model.geometry().is_ok())`)
- no model is listed twice in `models` (by display name) (`models     .iter()     .map(|model| model.name)     .collect::<std::collections::BTreeSet<_>>()     .len() == models.len()`)
- `mha`, `gqa` and `mla` are each one of `models` (the reference fails on one missing from the list) (`[mha, gqa, mla].iter().all(|reference| design.get(reference.name).is_some())`)
- `mha` has multi-head attention, `gqa` grouped-query attention and `mla` latent attention, as their geometries imply (the reference takes any model in those places: Llama 3.1 70B as the latent reference gives a ratio of 1) (`[(mha, "MHA"), (gqa, "GQA"), (mla, "MLA")]     .iter()     .all(|(reference, wanted)| {         design.get(reference.name).is_some_and(|d| d == wanted)     })`)

# Excludes

- Parameter counts and attention compute: only the cache a token keeps.

# Derivation

- Standard attention: 2 × layers × kv_heads × head_dim × width a token; latent attention: layers × (kv_lora_rank + qk_rope_head_dim) × width.

# Examples

```rust
// Bytes per token under MHA, GQA and MLA
use mlsysim_serving::kv_cache::kv_bytes_per_token_by_attention_design;

let s = kv_bytes_per_token_by_attention_design()?;
assert_eq!(s.design()?.get("DeepSeek-V3").map(String::as_str), Some("MLA"));
assert!((s.mha_over_mla()? - 67.14754098360656).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct KvAttentionDesign {
    ///The models listed, in display order.
    pub models: Vec<&'static Workload>,
    ///The multi-head reference, one of `models`.
    pub mha: &'static Workload,
    ///The grouped-query reference, one of `models`.
    pub gqa: &'static Workload,
    ///The latent-attention reference, one of `models`.
    pub mla: &'static Workload,
    ///Storage format of the cached numbers. *Default `Precision::Fp16`.*
    pub precision: Precision,
    ///Tokens of one long session, for the GQA and MLA references. *Allowed >= 1.*
    pub session_tokens: u32,
}
///Builds a [`KvAttentionDesign`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct KvAttentionDesignBuilder {
    models: ::core::option::Option<Vec<&'static Workload>>,
    mha: ::core::option::Option<&'static Workload>,
    gqa: ::core::option::Option<&'static Workload>,
    mla: ::core::option::Option<&'static Workload>,
    precision: ::core::option::Option<Precision>,
    session_tokens: ::core::option::Option<u32>,
}
///Every property of a [`KvAttentionDesign`], each computed once (see [`KvAttentionDesign::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct KvAttentionDesignValues<'a> {
    scenario: &'a KvAttentionDesign,
    ///Cache bytes one token keeps, by model.
    pub per_token: ::core::result::Result<Named<Information>, ::mlsysim_core::EvalError>,
    ///Attention design each model's geometry implies.
    pub design: ::core::result::Result<Named<String>, ::mlsysim_core::EvalError>,
    ///How many times more the multi-head reference caches per token than the latent one.
    pub mha_over_mla: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times more the grouped-query reference caches per token than the latent one.
    pub gqa_over_mla: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Cache of one session on the grouped-query reference.
    pub gqa_session: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Cache of one session on the latent-attention reference.
    pub mla_session: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "models",
            ty: "Vec<&'static Workload>",
            doc: "The models listed, in display order.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "mha",
            ty: "&'static Workload",
            doc: "The multi-head reference, one of `models`.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "gqa",
            ty: "&'static Workload",
            doc: "The grouped-query reference, one of `models`.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "mla",
            ty: "&'static Workload",
            doc: "The latent-attention reference, one of `models`.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "precision",
            ty: "Precision",
            doc: "Storage format of the cached numbers.",
            default: Some("Precision::Fp16"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "session_tokens",
            ty: "u32",
            doc: "Tokens of one long session, for the GQA and MLA references.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "per_token",
            doc: "Cache bytes one token keeps, by model.",
            equation: "{\n    let width = precision_width(precision);\n    models\n        .iter()\n        .map(|&model| Ok((model.name, model_kv_cache(model, 1, 1, width))))\n        .collect::<Result<Named<Information>, EvalError>>()\n}",
            result_type: "Named<Information>",
            label: {
                __c::units::unit_for::<
                    Named<Information>,
                    _,
                >(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["precision", "models"],
            reaches: &[("models", "iter")],
            calls: &["precision_width", "model_kv_cache"],
            template: "{{\n    let width = precision_width({precision});\n    {models}\n        .iter()\n        .map(|&model| Ok((model.name, model_kv_cache(model, 1, 1, width))))\n        .collect::<Result<Named<Information>, EvalError>>()\n}}",
            named_calls: "precision_width(precision)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "design",
            doc: "Attention design each model's geometry implies.",
            equation: "models\n    .iter()\n    .map(|&model| {\n        let geometry = model.geometry();\n        let design = kv_attention_design(\n            geometry.heads,\n            geometry.kv_heads.unwrap_or(0),\n            geometry.kv_lora_rank.unwrap_or(0),\n        );\n        Ok((model.name, design))\n    })\n    .collect::<Result<Named<String>, EvalError>>()",
            result_type: "Named<String>",
            depends_on: &["models"],
            reaches: &[("models", "iter")],
            calls: &["kv_attention_design"],
            template: "{models}\n    .iter()\n    .map(|&model| {{\n        let geometry = model.geometry();\n        let design = kv_attention_design(\n            geometry.heads,\n            geometry.kv_heads.unwrap_or(0),\n            geometry.kv_lora_rank.unwrap_or(0),\n        );\n        Ok((model.name, design))\n    }})\n    .collect::<Result<Named<String>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mha_over_mla",
            doc: "How many times more the multi-head reference caches per token than the latent one.",
            equation: "per_token[mha.name] / per_token[mla.name]",
            result_type: "f64",
            depends_on: &["mha", "mla", "per_token"],
            template: "{#0 per_token[mha.name]} / {#1 per_token[mla.name]}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gqa_over_mla",
            doc: "How many times more the grouped-query reference caches per token than the latent one.",
            equation: "per_token[gqa.name] / per_token[mla.name]",
            result_type: "f64",
            depends_on: &["gqa", "mla", "per_token"],
            template: "{#0 per_token[gqa.name]} / {#1 per_token[mla.name]}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gqa_session",
            doc: "Cache of one session on the grouped-query reference.",
            equation: "per_token[gqa.name] * session_tokens",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["gqa", "session_tokens", "per_token"],
            template: "{#0 per_token[gqa.name]} * {session_tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mla_session",
            doc: "Cache of one session on the latent-attention reference.",
            equation: "per_token[mla.name] * session_tokens",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["mla", "session_tokens", "per_token"],
            template: "{#0 per_token[mla.name]} * {session_tokens}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`models` lists at least one model",
            condition: "!models.is_empty()",
            inputs: &["models"],
        },
        __c::RuleInfo {
            text: "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4), not a label that names only a throughput",
            condition: "precision.storage_bytes().is_some()",
            inputs: &["precision"],
        },
        __c::RuleInfo {
            text: "every model of `models` is a transformer",
            condition: "models.iter().all(|model| model.geometry().is_ok())",
            inputs: &["models"],
        },
        __c::RuleInfo {
            text: "no model is listed twice in `models` (by display name)",
            condition: "models\n    .iter()\n    .map(|model| model.name)\n    .collect::<std::collections::BTreeSet<_>>()\n    .len() == models.len()",
            inputs: &["models"],
        },
        __c::RuleInfo {
            text: "`mha`, `gqa` and `mla` are each one of `models` (the reference fails on one missing from the list)",
            condition: "[mha, gqa, mla].iter().all(|reference| design.get(reference.name).is_some())",
            inputs: &["mha", "gqa", "mla", "models"],
        },
        __c::RuleInfo {
            text: "`mha` has multi-head attention, `gqa` grouped-query attention and `mla` latent attention, as their geometries imply (the reference takes any model in those places: Llama 3.1 70B as the latent reference gives a ratio of 1)",
            condition: "[(mha, \"MHA\"), (gqa, \"GQA\"), (mla, \"MLA\")]\n    .iter()\n    .all(|(reference, wanted)| {\n        design.get(reference.name).is_some_and(|d| d == wanted)\n    })",
            inputs: &["mha", "gqa", "mla"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl KvAttentionDesign {
        ///Starts a [`KvAttentionDesignBuilder`]; required inputs must be set before [`KvAttentionDesignBuilder::build`].
        #[must_use]
        pub fn builder() -> KvAttentionDesignBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> KvAttentionDesignBuilder {
            KvAttentionDesignBuilder {
                models: Some(__Clone::clone(&self.models)),
                mha: Some(__Clone::clone(&self.mha)),
                gqa: Some(__Clone::clone(&self.gqa)),
                mla: Some(__Clone::clone(&self.mla)),
                precision: Some(__Clone::clone(&self.precision)),
                session_tokens: Some(__Clone::clone(&self.session_tokens)),
            }
        }
        /**Cache bytes one token keeps, by model.

Equation:

```text
{
    let width = precision_width(precision);
    models
        .iter()
        .map(|&model| Ok((model.name, model_kv_cache(model, 1, 1, width))))
        .collect::<Result<Named<Information>, EvalError>>()
}
```
*/
        #[inline]
        pub fn per_token(&self) -> __Result<Named<Information>, __c::EvalError> {
            let precision = __Clone::clone(&self.precision);
            let models = __Clone::clone(&self.models);
            struct per_token {}
            __c::member(
                (|| __c::conform::<
                    Named<Information>,
                    _,
                    per_token,
                >({
                    let width = ::mlsysim_core::equation::precision_width(precision)?;
                    models
                        .iter()
                        .map(|&model| Ok((
                            model.name,
                            ::mlsysim_core::equation::model_kv_cache(model, 1, 1, width)?,
                        )))
                        .collect::<Result<Named<Information>, EvalError>>()?
                }))(),
                &__PROPERTIES[0],
            )
        }
        /**Attention design each model's geometry implies.

Equation:

```text
models
    .iter()
    .map(|&model| {
        let geometry = model.geometry();
        let design = kv_attention_design(
            geometry.heads,
            geometry.kv_heads.unwrap_or(0),
            geometry.kv_lora_rank.unwrap_or(0),
        );
        Ok((model.name, design))
    })
    .collect::<Result<Named<String>, EvalError>>()
```
*/
        #[inline]
        pub fn design(&self) -> __Result<Named<String>, __c::EvalError> {
            let models = __Clone::clone(&self.models);
            struct design {}
            __c::member(
                (|| __c::conform::<
                    Named<String>,
                    _,
                    design,
                >(
                    models
                        .iter()
                        .map(|&model| {
                            let geometry = model.geometry()?;
                            let design = ::mlsysim_core::equation::kv_attention_design(
                                geometry.heads,
                                geometry.kv_heads.unwrap_or(0),
                                geometry.kv_lora_rank.unwrap_or(0),
                            )?;
                            Ok((model.name, design))
                        })
                        .collect::<Result<Named<String>, EvalError>>()?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///How many times more the multi-head reference caches per token than the latent one. Equation: `per_token[mha.name] / per_token[mla.name]`.
        #[inline]
        pub fn mha_over_mla(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_mha_over_mla(self.per_token()?)
        }
        #[doc(hidden)]
        fn __eq_mha_over_mla(
            &self,
            per_token: Named<Information>,
        ) -> __Result<f64, __c::EvalError> {
            let mha = __Clone::clone(&self.mha);
            let mla = __Clone::clone(&self.mla);
            struct mha_over_mla {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    mha_over_mla,
                >(
                    ::mlsysim_core::equation::at(&per_token, &mha.name)?
                        .eq_div(::mlsysim_core::equation::at(&per_token, &mla.name)?)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///How many times more the grouped-query reference caches per token than the latent one. Equation: `per_token[gqa.name] / per_token[mla.name]`.
        #[inline]
        pub fn gqa_over_mla(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_gqa_over_mla(self.per_token()?)
        }
        #[doc(hidden)]
        fn __eq_gqa_over_mla(
            &self,
            per_token: Named<Information>,
        ) -> __Result<f64, __c::EvalError> {
            let gqa = __Clone::clone(&self.gqa);
            let mla = __Clone::clone(&self.mla);
            struct gqa_over_mla {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    gqa_over_mla,
                >(
                    ::mlsysim_core::equation::at(&per_token, &gqa.name)?
                        .eq_div(::mlsysim_core::equation::at(&per_token, &mla.name)?)?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Cache of one session on the grouped-query reference. Equation: `per_token[gqa.name] * session_tokens`.
        #[inline]
        pub fn gqa_session(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_gqa_session(self.per_token()?)
        }
        #[doc(hidden)]
        fn __eq_gqa_session(
            &self,
            per_token: Named<Information>,
        ) -> __Result<Information, __c::EvalError> {
            let gqa = __Clone::clone(&self.gqa);
            let session_tokens = __Clone::clone(&self.session_tokens);
            struct gqa_session {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    gqa_session,
                >(
                    ::mlsysim_core::equation::at(&per_token, &gqa.name)?
                        .eq_mul(session_tokens)?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Cache of one session on the latent-attention reference. Equation: `per_token[mla.name] * session_tokens`.
        #[inline]
        pub fn mla_session(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_mla_session(self.per_token()?)
        }
        #[doc(hidden)]
        fn __eq_mla_session(
            &self,
            per_token: Named<Information>,
        ) -> __Result<Information, __c::EvalError> {
            let mla = __Clone::clone(&self.mla);
            let session_tokens = __Clone::clone(&self.session_tokens);
            struct mla_session {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    mla_session,
                >(
                    ::mlsysim_core::equation::at(&per_token, &mla.name)?
                        .eq_mul(session_tokens)?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`KvAttentionDesignValues`].
        #[must_use]
        pub fn evaluate(&self) -> KvAttentionDesignValues<'_> {
            let per_token = self.per_token();
            let design = self.design();
            let mha_over_mla = __c::after(
                (&per_token,),
                |(v0,)| self.__eq_mha_over_mla(v0),
            );
            let gqa_over_mla = __c::after(
                (&per_token,),
                |(v0,)| self.__eq_gqa_over_mla(v0),
            );
            let gqa_session = __c::after(
                (&per_token,),
                |(v0,)| self.__eq_gqa_session(v0),
            );
            let mla_session = __c::after(
                (&per_token,),
                |(v0,)| self.__eq_mla_session(v0),
            );
            KvAttentionDesignValues {
                scenario: self,
                per_token,
                design,
                mha_over_mla,
                gqa_over_mla,
                gqa_session,
                mla_session,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.models, &__INPUTS[0])?;
            __c::finite(&self.mha, &__INPUTS[1])?;
            __c::finite(&self.gqa, &__INPUTS[2])?;
            __c::finite(&self.mla, &__INPUTS[3])?;
            __c::finite(&self.precision, &__INPUTS[4])?;
            __c::bounded_plain(&self.session_tokens, &__INPUTS[5])?;
            {
                let models = __Clone::clone(&self.models);
                __c::rule(!models.is_empty(), &__RULES[0], __INPUTS, &[&self.models])?;
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
            {
                let models = __Clone::clone(&self.models);
                __c::rule(
                    models.iter().all(|model| model.geometry().is_ok()),
                    &__RULES[2],
                    __INPUTS,
                    &[&self.models],
                )?;
            }
            {
                let models = __Clone::clone(&self.models);
                __c::rule(
                    models
                        .iter()
                        .map(|model| model.name)
                        .collect::<std::collections::BTreeSet<_>>()
                        .len() == models.len(),
                    &__RULES[3],
                    __INPUTS,
                    &[&self.models],
                )?;
            }
            {
                let mha = __Clone::clone(&self.mha);
                let gqa = __Clone::clone(&self.gqa);
                let mla = __Clone::clone(&self.mla);
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    let design = self.design()?;
                    __c::RuleOutcome::decided(
                        [mha, gqa, mla]
                            .iter()
                            .all(|reference| design.get(reference.name).is_some()),
                    )
                })();
                __c::rule(
                    outcome,
                    &__RULES[4],
                    __INPUTS,
                    &[&self.mha, &self.gqa, &self.mla, &self.models],
                )?;
            }
            {
                let mha = __Clone::clone(&self.mha);
                let gqa = __Clone::clone(&self.gqa);
                let mla = __Clone::clone(&self.mla);
                let outcome = (|| -> __Result<bool, __c::EvalError> {
                    let design = self.design()?;
                    __c::RuleOutcome::decided(
                        [(mha, "MHA"), (gqa, "GQA"), (mla, "MLA")]
                            .iter()
                            .all(|(reference, wanted)| {
                                design.get(reference.name).is_some_and(|d| d == wanted)
                            }),
                    )
                })();
                __c::rule(
                    outcome,
                    &__RULES[5],
                    __INPUTS,
                    &[&self.mha, &self.gqa, &self.mla],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_mha_over_mla(&self) -> __c::Parts {
            __c::traced(
                self.mha_over_mla(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let per_token = self.per_token() ?; let mha = __Clone::clone(&
                    self.mha); let part = ::mlsysim_core::equation::at(& per_token, & mha
                    .name) ?; Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let per_token = self.per_token() ?; let mla = __Clone::clone(& self
                    .mla); let part = ::mlsysim_core::equation::at(& per_token, & mla
                    .name) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_gqa_over_mla(&self) -> __c::Parts {
            __c::traced(
                self.gqa_over_mla(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let per_token = self.per_token() ?; let gqa = __Clone::clone(&
                    self.gqa); let part = ::mlsysim_core::equation::at(& per_token, & gqa
                    .name) ?; Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let per_token = self.per_token() ?; let mla = __Clone::clone(& self
                    .mla); let part = ::mlsysim_core::equation::at(& per_token, & mla
                    .name) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_gqa_session(&self) -> __c::Parts {
            __c::traced(
                self.gqa_session(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let per_token = self.per_token() ?; let gqa = __Clone::clone(&
                    self.gqa); let part = ::mlsysim_core::equation::at(& per_token, & gqa
                    .name) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_mla_session(&self) -> __c::Parts {
            __c::traced(
                self.mla_session(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let per_token = self.per_token() ?; let mla = __Clone::clone(&
                    self.mla); let part = ::mlsysim_core::equation::at(& per_token, & mla
                    .name) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl KvAttentionDesignBuilder {
        ///Sets `models`: The models listed, in display order.
        #[must_use]
        pub fn models(mut self, value: Vec<&'static Workload>) -> Self {
            self.models = Some(value);
            self
        }
        ///Sets `mha`: The multi-head reference, one of `models`.
        #[must_use]
        pub fn mha(mut self, value: &'static Workload) -> Self {
            self.mha = Some(value);
            self
        }
        ///Sets `gqa`: The grouped-query reference, one of `models`.
        #[must_use]
        pub fn gqa(mut self, value: &'static Workload) -> Self {
            self.gqa = Some(value);
            self
        }
        ///Sets `mla`: The latent-attention reference, one of `models`.
        #[must_use]
        pub fn mla(mut self, value: &'static Workload) -> Self {
            self.mla = Some(value);
            self
        }
        ///Sets `precision`: Storage format of the cached numbers.
        #[must_use]
        pub fn precision(mut self, value: Precision) -> Self {
            self.precision = Some(value);
            self
        }
        ///Sets `session_tokens`: Tokens of one long session, for the GQA and MLA references.
        #[must_use]
        pub fn session_tokens(mut self, value: u32) -> Self {
            self.session_tokens = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<KvAttentionDesign, __c::InputError> {
            let scenario = KvAttentionDesign {
                models: __c::given(self.models, "models")?,
                mha: __c::given(self.mha, "mha")?,
                gqa: __c::given(self.gqa, "gqa")?,
                mla: __c::given(self.mla, "mla")?,
                precision: self.precision.unwrap_or_else(|| Precision::Fp16),
                session_tokens: __c::given(self.session_tokens, "session_tokens")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for KvAttentionDesignBuilder {
        type Scenario = KvAttentionDesign;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "models" => self.models = __c::set(value, &__INPUTS[0])?,
                "mha" => self.mha = __c::set(value, &__INPUTS[1])?,
                "gqa" => self.gqa = __c::set(value, &__INPUTS[2])?,
                "mla" => self.mla = __c::set(value, &__INPUTS[3])?,
                "precision" => self.precision = __c::set(value, &__INPUTS[4])?,
                "session_tokens" => self.session_tokens = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<KvAttentionDesign, __c::InputError> {
            KvAttentionDesignBuilder::build(self)
        }
    }
    impl<'a> KvAttentionDesignValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a KvAttentionDesign {
            self.scenario
        }
    }
    impl __c::Scenario for KvAttentionDesign {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "KvAttentionDesign",
            family: &KV_CACHE,
            summary: "Cache bytes per token of registry models at one precision, with the attention design each geometry implies, and three of them compared as multi-head, grouped-query and latent references.",
            description: "Multi-head attention (MHA) caches a key and a value for every query head; grouped-query\nattention (GQA) for fewer, shared heads; multi-head latent attention (MLA) one compressed\nlatent and one rotary key per layer. The design is fixed when the model is trained. The\nscenario lists every model's bytes per token and design, how many times more the MHA and\nGQA references cache than the MLA one, and one long session's cache for the GQA and MLA\nreferences.",
            notes: __c::meta::Notes {
                equation: "per token = model_kv_cache(model, 1 token, width of precision); design = MLA if a latent rank, GQA if kv_heads < heads, else MHA; ratio = per token (reference) ÷ per token (mla); session = per token × session_tokens",
                assumptions: &[
                    "Maps are keyed by the models' display names, in the order the models are listed.",
                ],
                rules: __RULES,
                excludes: &[
                    "Parameter counts and attention compute: only the cache a token keeps.",
                ],
                derivation: &[
                    "Standard attention: 2 × layers × kv_heads × head_dim × width a token; latent attention: layers × (kv_lora_rank + qk_rope_head_dim) × width.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Bytes per token under MHA, GQA and MLA",
                    code: "// Bytes per token under MHA, GQA and MLA\nuse mlsysim_serving::kv_cache::kv_bytes_per_token_by_attention_design;\n\nlet s = kv_bytes_per_token_by_attention_design()?;\nassert_eq!(s.design()?.get(\"DeepSeek-V3\").map(String::as_str), Some(\"MLA\"));\nassert!((s.mha_over_mla()? - 67.14754098360656).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = KvAttentionDesignBuilder;
        fn to_builder(&self) -> KvAttentionDesignBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.models,
                    &self.mha,
                    &self.gqa,
                    &self.mla,
                    &self.precision,
                    &self.session_tokens,
                ],
                &[
                    &values.per_token,
                    &values.design,
                    &values.mha_over_mla,
                    &values.gqa_over_mla,
                    &values.gqa_session,
                    &values.mla_session,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "mha_over_mla" => Some(Ok(self.__explain_mha_over_mla())),
                "gqa_over_mla" => Some(Ok(self.__explain_gqa_over_mla())),
                "gqa_session" => Some(Ok(self.__explain_gqa_session())),
                "mla_session" => Some(Ok(self.__explain_mla_session())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "models" => (&__c::explain::Held(&self.models)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(KvAttentionDesign);
};
