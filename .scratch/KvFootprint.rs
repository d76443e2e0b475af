/**A transformer's key-value cache for a number of kept tokens, beside its weights; with a device and the share of it set aside for the cache, how many tokens and requests fit.

The cache per token is the registry model's (latent attention where it has it, else a key
and a value per key-value head per layer), scaled by a width factor (one half for half the
key-value heads). The budget is the share of the device's labeled memory.

# Equation

per token = KV(1 token) × width factor; total = per token × tokens; budget = labeled capacity × kv_share; tokens in budget = budget ÷ per token; requests = budget ÷ total

# Assumptions

- The cache is the registry transformer's: a latent and a rotary key per layer for latent attention, else a key and a value of the head width per key-value head per layer, at `bytes_per_value` each; the weights use the same width.
- The device's memory is counted as its label prints it (80 GiB as 80 GB), as in the reference.
- `kv_budget`, `tokens_in_budget` and `requests` need both `hardware` and `kv_share`, and are an error naming the one missing, as the reference fails for both presets.

# Rules across inputs

- `workload` is a transformer (the reference fails on others, except for `weights`) (`workload.geometry().is_ok()`)

# Excludes

- Activations, fragmentation of the cache and memory the runtime reserves.

# Derivation

- The cache holds the same bytes for every token; a budget of M bytes holds M ÷ per-token tokens.

# Examples

```rust
// GPT-2 XL's cache at its window, and on half an H100
use mlsysim_compute::attention::gpt2_xl_kv_full_window;
use mlsysim_core::HardwareNode;

let s = gpt2_xl_kv_full_window()?;
assert_eq!(s.per_token()?.value, 307_200.0);
assert_eq!(s.kv_budget().unwrap_err().missing_input(), Some("hardware"));
let s = s.variant().hardware(HardwareNode::find("Cloud.H100")?).kv_share(0.5).build()?;
assert!((s.requests()? - 127.15657552083333).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct KvFootprint {
    ///The transformer whose cache is counted.
    pub workload: &'static Workload,
    ///Tokens the cache keeps. *Allowed >= 1.*
    pub tokens: u32,
    ///Storage width of one cached value and of one weight. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_value: Information,
    ///The device whose memory holds the cache. *Optional (absent by default).*
    pub hardware: Option<&'static HardwareNode>,
    ///Share of the device's labeled memory set aside for the cache. *Optional (absent by default); allowed > 0 and [0.0, 1.0].*
    pub kv_share: Option<f64>,
    ///Factor on the cached width (one half: half the key-value heads). *Default `1.0`; allowed > 0.*
    pub kv_width_factor: f64,
}
///Builds a [`KvFootprint`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct KvFootprintBuilder {
    workload: ::core::option::Option<&'static Workload>,
    tokens: ::core::option::Option<u32>,
    bytes_per_value: ::core::option::Option<Information>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    kv_share: ::core::option::Option<f64>,
    kv_width_factor: ::core::option::Option<f64>,
}
///Every property of a [`KvFootprint`], each computed once (see [`KvFootprint::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct KvFootprintValues<'a> {
    scenario: &'a KvFootprint,
    ///Cache of one token.
    pub per_token: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Cache of all kept tokens.
    pub total: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of the model's weights.
    pub weights: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Memory set aside for the cache.
    pub kv_budget: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Tokens the budget holds.
    pub tokens_in_budget: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Requests of `tokens` tokens the budget holds.
    pub requests: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The transformer whose cache is counted.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tokens",
            ty: "u32",
            doc: "Tokens the cache keeps.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_value",
            ty: "Information",
            doc: "Storage width of one cached value and of one weight.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hardware",
            ty: "Option<&'static HardwareNode>",
            doc: "The device whose memory holds the cache.",
            optional: true,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kv_share",
            ty: "Option<f64>",
            doc: "Share of the device's labeled memory set aside for the cache.",
            optional: true,
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kv_width_factor",
            ty: "f64",
            doc: "Factor on the cached width (one half: half the key-value heads).",
            default: Some("1.0"),
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "per_token",
            doc: "Cache of one token.",
            equation: "model_kv_cache(workload, 1, 1, bytes_per_value) * kv_width_factor",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["workload", "bytes_per_value", "kv_width_factor"],
            calls: &["model_kv_cache"],
            template: "model_kv_cache({workload}, 1, 1, {bytes_per_value}) * {kv_width_factor}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total",
            doc: "Cache of all kept tokens.",
            equation: "per_token * tokens",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["tokens", "per_token"],
            template: "{per_token} * {tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "weights",
            doc: "Bytes of the model's weights.",
            equation: "weight_bytes(workload, bytes_per_value)",
            result_type: "DataSize",
            label: {
                __c::units::unit_for::<DataSize, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "bytes_per_value"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {bytes_per_value})",
            named_calls: "weight_bytes(workload, bytes_per_value)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_budget",
            doc: "Memory set aside for the cache.",
            equation: "labeled_memory_capacity(hardware) * kv_share",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["hardware", "kv_share"],
            requires: &["hardware", "kv_share"],
            calls: &["labeled_memory_capacity"],
            template: "labeled_memory_capacity({hardware}) * {kv_share}",
            named_calls: "labeled_memory_capacity(hardware)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tokens_in_budget",
            doc: "Tokens the budget holds.",
            equation: "kv_budget / per_token",
            result_type: "f64",
            depends_on: &["kv_budget", "per_token"],
            requires: &["hardware", "kv_share"],
            template: "{kv_budget} / {per_token}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "requests",
            doc: "Requests of `tokens` tokens the budget holds.",
            equation: "kv_budget / total",
            result_type: "f64",
            depends_on: &["kv_budget", "total"],
            requires: &["hardware", "kv_share"],
            template: "{kv_budget} / {total}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` is a transformer (the reference fails on others, except for `weights`)",
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
    impl KvFootprint {
        ///Starts a [`KvFootprintBuilder`]; required inputs must be set before [`KvFootprintBuilder::build`].
        #[must_use]
        pub fn builder() -> KvFootprintBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> KvFootprintBuilder {
            KvFootprintBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                tokens: Some(__Clone::clone(&self.tokens)),
                bytes_per_value: Some(__Clone::clone(&self.bytes_per_value)),
                hardware: __Clone::clone(&self.hardware),
                kv_share: __Clone::clone(&self.kv_share),
                kv_width_factor: Some(__Clone::clone(&self.kv_width_factor)),
            }
        }
        ///Cache of one token. Equation: `model_kv_cache(workload, 1, 1, bytes_per_value) * kv_width_factor`.
        #[inline]
        pub fn per_token(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            let kv_width_factor = __Clone::clone(&self.kv_width_factor);
            struct per_token {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    per_token,
                >(
                    ::mlsysim_core::equation::model_kv_cache(
                            workload,
                            1,
                            1,
                            bytes_per_value,
                        )?
                        .eq_mul(kv_width_factor)?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Cache of all kept tokens. Equation: `per_token * tokens`.
        #[inline]
        pub fn total(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_total(self.per_token()?)
        }
        #[doc(hidden)]
        fn __eq_total(
            &self,
            per_token: Information,
        ) -> __Result<Information, __c::EvalError> {
            let tokens = __Clone::clone(&self.tokens);
            struct total {}
            __c::member(
                (|| __c::conform::<Information, _, total>(per_token.eq_mul(tokens)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes of the model's weights. Equation: `weight_bytes(workload, bytes_per_value)`.
        #[inline]
        pub fn weights(&self) -> __Result<DataSize, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct weights {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    weights,
                >(::mlsysim_core::equation::weight_bytes(workload, bytes_per_value)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Memory set aside for the cache. Equation: `labeled_memory_capacity(hardware) * kv_share`. Requires `hardware`, `kv_share` (an error names the absent one).
        #[inline]
        pub fn kv_budget(&self) -> __Result<Information, __c::EvalError> {
            let hardware = __c::present(&self.hardware, "kv_budget", "hardware")?;
            let kv_share = __c::present(&self.kv_share, "kv_budget", "kv_share")?;
            struct kv_budget {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_budget,
                >(
                    ::mlsysim_core::equation::labeled_memory_capacity(hardware)?
                        .eq_mul(kv_share)?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Tokens the budget holds. Equation: `kv_budget / per_token`. Requires `hardware`, `kv_share` (an error names the absent one).
        #[inline]
        pub fn tokens_in_budget(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_tokens_in_budget(self.kv_budget()?, self.per_token()?)
        }
        #[doc(hidden)]
        fn __eq_tokens_in_budget(
            &self,
            kv_budget: Information,
            per_token: Information,
        ) -> __Result<f64, __c::EvalError> {
            struct tokens_in_budget {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    tokens_in_budget,
                >(kv_budget.eq_div(per_token)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Requests of `tokens` tokens the budget holds. Equation: `kv_budget / total`. Requires `hardware`, `kv_share` (an error names the absent one).
        #[inline]
        pub fn requests(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_requests(self.kv_budget()?, self.total()?)
        }
        #[doc(hidden)]
        fn __eq_requests(
            &self,
            kv_budget: Information,
            total: Information,
        ) -> __Result<f64, __c::EvalError> {
            struct requests {}
            __c::member(
                (|| __c::conform::<f64, _, requests>(kv_budget.eq_div(total)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`KvFootprintValues`].
        #[must_use]
        pub fn evaluate(&self) -> KvFootprintValues<'_> {
            let per_token = self.per_token();
            let total = __c::after((&per_token,), |(v0,)| self.__eq_total(v0));
            let weights = self.weights();
            let kv_budget = self.kv_budget();
            let tokens_in_budget = __c::after(
                (&kv_budget, &per_token),
                |(v0, v1)| self.__eq_tokens_in_budget(v0, v1),
            );
            let requests = __c::after(
                (&kv_budget, &total),
                |(v0, v1)| self.__eq_requests(v0, v1),
            );
            KvFootprintValues {
                scenario: self,
                per_token,
                total,
                weights,
                kv_budget,
                tokens_in_budget,
                requests,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded_plain(&self.tokens, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_value, &__INPUTS[2])?;
            __c::finite(&self.hardware, &__INPUTS[3])?;
            __c::bounded_plain(&self.kv_share, &__INPUTS[4])?;
            __c::bounded(&self.kv_width_factor, &__INPUTS[5])?;
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.geometry().is_ok(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_per_token(&self) -> __c::Parts {
            __c::traced(
                self.per_token(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "model_kv_cache", args :
                    ::std::vec![__c::Operand::Name("workload"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()),
                    __c::Operand::Name("bytes_per_value")] }
                ],
            )
        }
    }
    impl KvFootprintBuilder {
        ///Sets `workload`: The transformer whose cache is counted.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `tokens`: Tokens the cache keeps.
        #[must_use]
        pub fn tokens(mut self, value: u32) -> Self {
            self.tokens = Some(value);
            self
        }
        ///Sets `bytes_per_value`: Storage width of one cached value and of one weight.
        #[must_use]
        pub fn bytes_per_value(mut self, value: Information) -> Self {
            self.bytes_per_value = Some(value);
            self
        }
        ///Sets `hardware`: The device whose memory holds the cache.
        #[must_use]
        pub fn hardware(mut self, value: &'static HardwareNode) -> Self {
            self.hardware = Some(value);
            self
        }
        ///Leaves `hardware` absent.
        #[must_use]
        pub fn without_hardware(mut self) -> Self {
            self.hardware = None;
            self
        }
        ///Sets `kv_share`: Share of the device's labeled memory set aside for the cache.
        #[must_use]
        pub fn kv_share(mut self, value: f64) -> Self {
            self.kv_share = Some(value);
            self
        }
        ///Leaves `kv_share` absent.
        #[must_use]
        pub fn without_kv_share(mut self) -> Self {
            self.kv_share = None;
            self
        }
        ///Sets `kv_width_factor`: Factor on the cached width (one half: half the key-value heads).
        #[must_use]
        pub fn kv_width_factor(mut self, value: f64) -> Self {
            self.kv_width_factor = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<KvFootprint, __c::InputError> {
            let scenario = KvFootprint {
                workload: __c::given(self.workload, "workload")?,
                tokens: __c::given(self.tokens, "tokens")?,
                bytes_per_value: __c::given(self.bytes_per_value, "bytes_per_value")?,
                hardware: self.hardware,
                kv_share: self.kv_share,
                kv_width_factor: self.kv_width_factor.unwrap_or_else(|| 1.0),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for KvFootprintBuilder {
        type Scenario = KvFootprint;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "tokens" => self.tokens = __c::set(value, &__INPUTS[1])?,
                "bytes_per_value" => {
                    self.bytes_per_value = __c::set(value, &__INPUTS[2])?;
                }
                "hardware" => self.hardware = __c::set(value, &__INPUTS[3])?,
                "kv_share" => self.kv_share = __c::set(value, &__INPUTS[4])?,
                "kv_width_factor" => {
                    self.kv_width_factor = __c::set(value, &__INPUTS[5])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<KvFootprint, __c::InputError> {
            KvFootprintBuilder::build(self)
        }
    }
    impl<'a> KvFootprintValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a KvFootprint {
            self.scenario
        }
    }
    impl __c::Scenario for KvFootprint {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "KvFootprint",
            family: &ATTENTION,
            summary: "A transformer's key-value cache for a number of kept tokens, beside its weights; with a device and the share of it set aside for the cache, how many tokens and requests fit.",
            description: "The cache per token is the registry model's (latent attention where it has it, else a key\nand a value per key-value head per layer), scaled by a width factor (one half for half the\nkey-value heads). The budget is the share of the device's labeled memory.",
            notes: __c::meta::Notes {
                equation: "per token = KV(1 token) × width factor; total = per token × tokens; budget = labeled capacity × kv_share; tokens in budget = budget ÷ per token; requests = budget ÷ total",
                assumptions: &[
                    "The cache is the registry transformer's: a latent and a rotary key per layer for latent attention, else a key and a value of the head width per key-value head per layer, at `bytes_per_value` each; the weights use the same width.",
                    "The device's memory is counted as its label prints it (80 GiB as 80 GB), as in the reference.",
                    "`kv_budget`, `tokens_in_budget` and `requests` need both `hardware` and `kv_share`, and are an error naming the one missing, as the reference fails for both presets.",
                ],
                rules: __RULES,
                excludes: &[
                    "Activations, fragmentation of the cache and memory the runtime reserves.",
                ],
                derivation: &[
                    "The cache holds the same bytes for every token; a budget of M bytes holds M ÷ per-token tokens.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "GPT-2 XL's cache at its window, and on half an H100",
                    code: "// GPT-2 XL's cache at its window, and on half an H100\nuse mlsysim_compute::attention::gpt2_xl_kv_full_window;\nuse mlsysim_core::HardwareNode;\n\nlet s = gpt2_xl_kv_full_window()?;\nassert_eq!(s.per_token()?.value, 307_200.0);\nassert_eq!(s.kv_budget().unwrap_err().missing_input(), Some(\"hardware\"));\nlet s = s.variant().hardware(HardwareNode::find(\"Cloud.H100\")?).kv_share(0.5).build()?;\nassert!((s.requests()? - 127.15657552083333).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = KvFootprintBuilder;
        fn to_builder(&self) -> KvFootprintBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.tokens,
                    &self.bytes_per_value,
                    &self.hardware,
                    &self.kv_share,
                    &self.kv_width_factor,
                ],
                &[
                    &values.per_token,
                    &values.total,
                    &values.weights,
                    &values.kv_budget,
                    &values.tokens_in_budget,
                    &values.requests,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "per_token" => Some(Ok(self.__explain_per_token())),
                _ => None,
            }
        }
    }
    __c::glue!(KvFootprint);
};
