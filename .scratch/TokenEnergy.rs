/**Energy per generated token: the node's power over the tokens it produces a second, when well used and when poorly used.

The node draws the accelerator's power plus a host share whether a decode step carries one
sequence or many, so the same power spread over fewer tokens costs more per token. Well
used, a number of concurrent requests each stream tokens at a rate; poorly used, the rate is
a fraction of that while the accelerator still draws a stated lower power.

# Equation

E(rate) = (P_accelerator + P_host) ÷ rate; rate = n × r; low use: (P_low + P_host) ÷ (f × rate)

# Assumptions

- Power is constant over the run at each level of use; the host share does not change with load.

# Rules across inputs

- `low_use_accelerator_power` is at most `accelerator_power` (`low_use_accelerator_power <= accelerator_power`)

# Excludes

- Prefill energy, cooling (PUE) and idle time between requests.

# Derivation

- Energy per token is power over token rate: joules a second over tokens a second.

# Examples

```rust
// Poor batching costs six times the energy per token
use mlsysim_serving::token_stream::h100_chat_energy_per_token;

let s = h100_chat_energy_per_token()?;
assert!((s.low_use_ratio()? - 6.0).abs() < 1e-9);
assert!((s.joules_per_token()?.value - 1000.0 / 912.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TokenEnergy {
    ///Power the accelerator draws when well used. *Shown in `WATT`; allowed >= 0.*
    pub accelerator_power: Power,
    ///The host's share of power. *Shown in `WATT`; allowed >= 0.*
    pub host_power: Power,
    ///Power the accelerator draws when poorly used. *Shown in `WATT`; allowed >= 0.*
    pub low_use_accelerator_power: Power,
    ///Requests served at once. *Allowed >= 1.*
    pub concurrent_requests: u32,
    ///Tokens a second each request receives. *Shown in `PER_SECOND`; allowed > 0.*
    pub per_request_rate: Frequency,
    ///Tokens of one response.
    pub response_tokens: u32,
    ///The poorly used token rate as a share of the well-used one. *Allowed > 0 and [0.0, 1.0].*
    pub low_use_fraction: f64,
}
///Builds a [`TokenEnergy`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TokenEnergyBuilder {
    accelerator_power: ::core::option::Option<Power>,
    host_power: ::core::option::Option<Power>,
    low_use_accelerator_power: ::core::option::Option<Power>,
    concurrent_requests: ::core::option::Option<u32>,
    per_request_rate: ::core::option::Option<Frequency>,
    response_tokens: ::core::option::Option<u32>,
    low_use_fraction: ::core::option::Option<f64>,
}
///Every property of a [`TokenEnergy`], each computed once (see [`TokenEnergy::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TokenEnergyValues<'a> {
    scenario: &'a TokenEnergy,
    ///Power the node draws when well used.
    pub node_power: ::core::result::Result<Power, ::mlsysim_core::EvalError>,
    ///Power the node draws when poorly used.
    pub low_use_power: ::core::result::Result<Power, ::mlsysim_core::EvalError>,
    ///Tokens a second when well used.
    pub token_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Energy per token when well used.
    pub joules_per_token: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///Energy of one response when well used.
    pub response_energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///Tokens a second when poorly used.
    pub low_use_token_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Energy per token when poorly used.
    pub low_use_joules_per_token: ::core::result::Result<
        Energy,
        ::mlsysim_core::EvalError,
    >,
    ///How many times more energy a token takes when poorly used.
    pub low_use_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "accelerator_power",
            ty: "Power",
            doc: "Power the accelerator draws when well used.",
            label: {
                __c::units::unit_for::<Power, _>(&::mlsysim_core::units::WATT);
                __c::units::label(&::mlsysim_core::units::WATT)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "host_power",
            ty: "Power",
            doc: "The host's share of power.",
            label: {
                __c::units::unit_for::<Power, _>(&::mlsysim_core::units::WATT);
                __c::units::label(&::mlsysim_core::units::WATT)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "low_use_accelerator_power",
            ty: "Power",
            doc: "Power the accelerator draws when poorly used.",
            label: {
                __c::units::unit_for::<Power, _>(&::mlsysim_core::units::WATT);
                __c::units::label(&::mlsysim_core::units::WATT)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "concurrent_requests",
            ty: "u32",
            doc: "Requests served at once.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "per_request_rate",
            ty: "Frequency",
            doc: "Tokens a second each request receives.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "response_tokens",
            ty: "u32",
            doc: "Tokens of one response.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "low_use_fraction",
            ty: "f64",
            doc: "The poorly used token rate as a share of the well-used one.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "node_power",
            doc: "Power the node draws when well used.",
            equation: "accelerator_power + host_power",
            result_type: "Power",
            label: {
                __c::units::unit_for::<Power, _>(&::mlsysim_core::units::WATT);
                __c::units::label(&::mlsysim_core::units::WATT)
            },
            depends_on: &["accelerator_power", "host_power"],
            template: "{accelerator_power} + {host_power}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "low_use_power",
            doc: "Power the node draws when poorly used.",
            equation: "low_use_accelerator_power + host_power",
            result_type: "Power",
            label: {
                __c::units::unit_for::<Power, _>(&::mlsysim_core::units::WATT);
                __c::units::label(&::mlsysim_core::units::WATT)
            },
            depends_on: &["low_use_accelerator_power", "host_power"],
            template: "{low_use_accelerator_power} + {host_power}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "token_rate",
            doc: "Tokens a second when well used.",
            equation: "concurrent_requests * per_request_rate",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["concurrent_requests", "per_request_rate"],
            template: "{concurrent_requests} * {per_request_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "joules_per_token",
            doc: "Energy per token when well used.",
            equation: "energy_per_token(token_rate, false)",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::JOULE);
                __c::units::label(&::mlsysim_core::units::JOULE)
            },
            depends_on: &["token_rate"],
            template: "{#0 energy_per_token(token_rate, false)}",
            operation: "result of `energy_per_token`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "response_energy",
            doc: "Energy of one response when well used.",
            equation: "joules_per_token * response_tokens",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::JOULE);
                __c::units::label(&::mlsysim_core::units::JOULE)
            },
            depends_on: &["response_tokens", "joules_per_token"],
            template: "{joules_per_token} * {response_tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "low_use_token_rate",
            doc: "Tokens a second when poorly used.",
            equation: "token_rate * low_use_fraction",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["low_use_fraction", "token_rate"],
            template: "{token_rate} * {low_use_fraction}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "low_use_joules_per_token",
            doc: "Energy per token when poorly used.",
            equation: "energy_per_token(low_use_token_rate, true)",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::JOULE);
                __c::units::label(&::mlsysim_core::units::JOULE)
            },
            depends_on: &["low_use_token_rate"],
            template: "{#0 energy_per_token(low_use_token_rate, true)}",
            operation: "result of `energy_per_token`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "low_use_ratio",
            doc: "How many times more energy a token takes when poorly used.",
            equation: "low_use_joules_per_token / joules_per_token",
            result_type: "f64",
            depends_on: &["low_use_joules_per_token", "joules_per_token"],
            template: "{low_use_joules_per_token} / {joules_per_token}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "energy_per_token",
            kind: __c::MemberKind::Method,
            doc: "Energy per token at `rate`, at the poorly used power when `low_use`.",
            equation: "energy_per_item(if low_use { low_use_power } else { node_power }, rate)",
            args: &[
                __c::ArgInfo {
                    name: "rate",
                    ty: "Frequency",
                    samples: &[
                        __c::Sample::From("token_rate"),
                        __c::Sample::From("low_use_token_rate"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
                __c::ArgInfo {
                    name: "low_use",
                    ty: "bool",
                    samples: &[
                        __c::Sample::Literal("false"),
                        __c::Sample::Literal("true"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::JOULE);
                __c::units::label(&::mlsysim_core::units::JOULE)
            },
            depends_on: &["low_use_power", "node_power"],
            calls: &["energy_per_item"],
            template: "energy_per_item(\n    if {low_use} {{ {low_use_power} }} else {{ {node_power} }},\n    {rate},\n)",
            operation: "result of `energy_per_item`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`low_use_accelerator_power` is at most `accelerator_power`",
            condition: "low_use_accelerator_power <= accelerator_power",
            inputs: &["low_use_accelerator_power", "accelerator_power"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl TokenEnergy {
        ///Starts a [`TokenEnergyBuilder`]; required inputs must be set before [`TokenEnergyBuilder::build`].
        #[must_use]
        pub fn builder() -> TokenEnergyBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TokenEnergyBuilder {
            TokenEnergyBuilder {
                accelerator_power: Some(__Clone::clone(&self.accelerator_power)),
                host_power: Some(__Clone::clone(&self.host_power)),
                low_use_accelerator_power: Some(
                    __Clone::clone(&self.low_use_accelerator_power),
                ),
                concurrent_requests: Some(__Clone::clone(&self.concurrent_requests)),
                per_request_rate: Some(__Clone::clone(&self.per_request_rate)),
                response_tokens: Some(__Clone::clone(&self.response_tokens)),
                low_use_fraction: Some(__Clone::clone(&self.low_use_fraction)),
            }
        }
        ///Power the node draws when well used. Equation: `accelerator_power + host_power`.
        #[inline]
        pub fn node_power(&self) -> __Result<Power, __c::EvalError> {
            let accelerator_power = __Clone::clone(&self.accelerator_power);
            let host_power = __Clone::clone(&self.host_power);
            struct node_power {}
            __c::member(
                (|| __c::conform::<
                    Power,
                    _,
                    node_power,
                >(accelerator_power.eq_add(host_power)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Power the node draws when poorly used. Equation: `low_use_accelerator_power + host_power`.
        #[inline]
        pub fn low_use_power(&self) -> __Result<Power, __c::EvalError> {
            let low_use_accelerator_power = __Clone::clone(
                &self.low_use_accelerator_power,
            );
            let host_power = __Clone::clone(&self.host_power);
            struct low_use_power {}
            __c::member(
                (|| __c::conform::<
                    Power,
                    _,
                    low_use_power,
                >(low_use_accelerator_power.eq_add(host_power)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Tokens a second when well used. Equation: `concurrent_requests * per_request_rate`.
        #[inline]
        pub fn token_rate(&self) -> __Result<Frequency, __c::EvalError> {
            let concurrent_requests = __Clone::clone(&self.concurrent_requests);
            let per_request_rate = __Clone::clone(&self.per_request_rate);
            struct token_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    token_rate,
                >(concurrent_requests.eq_mul(per_request_rate)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Energy per token at `rate`, at the poorly used power when `low_use`. Equation: `energy_per_item(if low_use { low_use_power } else { node_power }, rate)`.
        #[inline]
        pub fn energy_per_token(
            &self,
            rate: Frequency,
            low_use: bool,
        ) -> __Result<Energy, __c::EvalError> {
            self.__eq_energy_per_token(
                self.low_use_power()?,
                self.node_power()?,
                rate,
                low_use,
            )
        }
        #[doc(hidden)]
        fn __eq_energy_per_token(
            &self,
            low_use_power: Power,
            node_power: Power,
            rate: Frequency,
            low_use: bool,
        ) -> __Result<Energy, __c::EvalError> {
            __c::argument(&rate, "energy_per_token", &(&__METHODS[0]).args[0])?;
            struct energy_per_token {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    energy_per_token,
                >(
                    ::mlsysim_core::equation::energy_per_item(
                        if low_use { low_use_power } else { node_power },
                        rate,
                    )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Energy per token when well used. Equation: `energy_per_token(token_rate, false)`.
        #[inline]
        pub fn joules_per_token(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_joules_per_token(
                self.token_rate()?,
                self.low_use_power()?,
                self.node_power()?,
            )
        }
        #[doc(hidden)]
        fn __eq_joules_per_token(
            &self,
            token_rate: Frequency,
            low_use_power: Power,
            node_power: Power,
        ) -> __Result<Energy, __c::EvalError> {
            let energy_per_token = |rate: Frequency, low_use: bool| {
                self
                    .__eq_energy_per_token(
                        __Clone::clone(&low_use_power),
                        __Clone::clone(&node_power),
                        rate,
                        low_use,
                    )
            };
            struct joules_per_token {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    joules_per_token,
                >(energy_per_token(token_rate, false)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Energy of one response when well used. Equation: `joules_per_token * response_tokens`.
        #[inline]
        pub fn response_energy(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_response_energy(self.joules_per_token()?)
        }
        #[doc(hidden)]
        fn __eq_response_energy(
            &self,
            joules_per_token: Energy,
        ) -> __Result<Energy, __c::EvalError> {
            let response_tokens = __Clone::clone(&self.response_tokens);
            struct response_energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    response_energy,
                >(joules_per_token.eq_mul(response_tokens)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Tokens a second when poorly used. Equation: `token_rate * low_use_fraction`.
        #[inline]
        pub fn low_use_token_rate(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_low_use_token_rate(self.token_rate()?)
        }
        #[doc(hidden)]
        fn __eq_low_use_token_rate(
            &self,
            token_rate: Frequency,
        ) -> __Result<Frequency, __c::EvalError> {
            let low_use_fraction = __Clone::clone(&self.low_use_fraction);
            struct low_use_token_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    low_use_token_rate,
                >(token_rate.eq_mul(low_use_fraction)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Energy per token when poorly used. Equation: `energy_per_token(low_use_token_rate, true)`.
        #[inline]
        pub fn low_use_joules_per_token(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_low_use_joules_per_token(
                self.low_use_token_rate()?,
                self.low_use_power()?,
                self.node_power()?,
            )
        }
        #[doc(hidden)]
        fn __eq_low_use_joules_per_token(
            &self,
            low_use_token_rate: Frequency,
            low_use_power: Power,
            node_power: Power,
        ) -> __Result<Energy, __c::EvalError> {
            let energy_per_token = |rate: Frequency, low_use: bool| {
                self
                    .__eq_energy_per_token(
                        __Clone::clone(&low_use_power),
                        __Clone::clone(&node_power),
                        rate,
                        low_use,
                    )
            };
            struct low_use_joules_per_token {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    low_use_joules_per_token,
                >(energy_per_token(low_use_token_rate, true)?))(),
                &__PROPERTIES[6],
            )
        }
        ///How many times more energy a token takes when poorly used. Equation: `low_use_joules_per_token / joules_per_token`.
        #[inline]
        pub fn low_use_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_low_use_ratio(
                self.low_use_joules_per_token()?,
                self.joules_per_token()?,
            )
        }
        #[doc(hidden)]
        fn __eq_low_use_ratio(
            &self,
            low_use_joules_per_token: Energy,
            joules_per_token: Energy,
        ) -> __Result<f64, __c::EvalError> {
            struct low_use_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    low_use_ratio,
                >(low_use_joules_per_token.eq_div(joules_per_token)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TokenEnergyValues`].
        #[must_use]
        pub fn evaluate(&self) -> TokenEnergyValues<'_> {
            let node_power = self.node_power();
            let low_use_power = self.low_use_power();
            let token_rate = self.token_rate();
            let joules_per_token = __c::after(
                (&token_rate, &low_use_power, &node_power),
                |(v0, v1, v2)| self.__eq_joules_per_token(v0, v1, v2),
            );
            let response_energy = __c::after(
                (&joules_per_token,),
                |(v0,)| self.__eq_response_energy(v0),
            );
            let low_use_token_rate = __c::after(
                (&token_rate,),
                |(v0,)| self.__eq_low_use_token_rate(v0),
            );
            let low_use_joules_per_token = __c::after(
                (&low_use_token_rate, &low_use_power, &node_power),
                |(v0, v1, v2)| self.__eq_low_use_joules_per_token(v0, v1, v2),
            );
            let low_use_ratio = __c::after(
                (&low_use_joules_per_token, &joules_per_token),
                |(v0, v1)| self.__eq_low_use_ratio(v0, v1),
            );
            TokenEnergyValues {
                scenario: self,
                node_power,
                low_use_power,
                token_rate,
                joules_per_token,
                response_energy,
                low_use_token_rate,
                low_use_joules_per_token,
                low_use_ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.accelerator_power, &__INPUTS[0])?;
            __c::bounded(&self.host_power, &__INPUTS[1])?;
            __c::bounded(&self.low_use_accelerator_power, &__INPUTS[2])?;
            __c::bounded_plain(&self.concurrent_requests, &__INPUTS[3])?;
            __c::bounded(&self.per_request_rate, &__INPUTS[4])?;
            __c::finite(&self.response_tokens, &__INPUTS[5])?;
            __c::bounded_plain(&self.low_use_fraction, &__INPUTS[6])?;
            {
                let low_use_accelerator_power = __Clone::clone(
                    &self.low_use_accelerator_power,
                );
                let accelerator_power = __Clone::clone(&self.accelerator_power);
                __c::rule(
                    low_use_accelerator_power <= accelerator_power,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.low_use_accelerator_power, &self.accelerator_power],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_joules_per_token(&self) -> __c::Parts {
            __c::traced(
                self.joules_per_token(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let token_rate = self.token_rate() ?; let energy_per_token = |
                    rate : Frequency, low_use : bool | self.energy_per_token(rate,
                    low_use); let part = energy_per_token(token_rate, false) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "energy_per_token", args :
                    ::std::vec![__c::Operand::Name("token_rate"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = false; Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_low_use_joules_per_token(&self) -> __c::Parts {
            __c::traced(
                self.low_use_joules_per_token(),
                &__PROPERTIES[6],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let low_use_token_rate = self.low_use_token_rate() ?; let
                    energy_per_token = | rate : Frequency, low_use : bool | self
                    .energy_per_token(rate, low_use); let part =
                    energy_per_token(low_use_token_rate, true) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "energy_per_token", args :
                    ::std::vec![__c::Operand::Name("low_use_token_rate"),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = true; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl TokenEnergyBuilder {
        ///Sets `accelerator_power`: Power the accelerator draws when well used.
        #[must_use]
        pub fn accelerator_power(mut self, value: Power) -> Self {
            self.accelerator_power = Some(value);
            self
        }
        ///Sets `host_power`: The host's share of power.
        #[must_use]
        pub fn host_power(mut self, value: Power) -> Self {
            self.host_power = Some(value);
            self
        }
        ///Sets `low_use_accelerator_power`: Power the accelerator draws when poorly used.
        #[must_use]
        pub fn low_use_accelerator_power(mut self, value: Power) -> Self {
            self.low_use_accelerator_power = Some(value);
            self
        }
        ///Sets `concurrent_requests`: Requests served at once.
        #[must_use]
        pub fn concurrent_requests(mut self, value: u32) -> Self {
            self.concurrent_requests = Some(value);
            self
        }
        ///Sets `per_request_rate`: Tokens a second each request receives.
        #[must_use]
        pub fn per_request_rate(mut self, value: Frequency) -> Self {
            self.per_request_rate = Some(value);
            self
        }
        ///Sets `response_tokens`: Tokens of one response.
        #[must_use]
        pub fn response_tokens(mut self, value: u32) -> Self {
            self.response_tokens = Some(value);
            self
        }
        ///Sets `low_use_fraction`: The poorly used token rate as a share of the well-used one.
        #[must_use]
        pub fn low_use_fraction(mut self, value: f64) -> Self {
            self.low_use_fraction = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<TokenEnergy, __c::InputError> {
            let scenario = TokenEnergy {
                accelerator_power: __c::given(
                    self.accelerator_power,
                    "accelerator_power",
                )?,
                host_power: __c::given(self.host_power, "host_power")?,
                low_use_accelerator_power: __c::given(
                    self.low_use_accelerator_power,
                    "low_use_accelerator_power",
                )?,
                concurrent_requests: __c::given(
                    self.concurrent_requests,
                    "concurrent_requests",
                )?,
                per_request_rate: __c::given(self.per_request_rate, "per_request_rate")?,
                response_tokens: __c::given(self.response_tokens, "response_tokens")?,
                low_use_fraction: __c::given(self.low_use_fraction, "low_use_fraction")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TokenEnergyBuilder {
        type Scenario = TokenEnergy;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "accelerator_power" => {
                    self.accelerator_power = __c::set(value, &__INPUTS[0])?;
                }
                "host_power" => self.host_power = __c::set(value, &__INPUTS[1])?,
                "low_use_accelerator_power" => {
                    self.low_use_accelerator_power = __c::set(value, &__INPUTS[2])?;
                }
                "concurrent_requests" => {
                    self.concurrent_requests = __c::set(value, &__INPUTS[3])?;
                }
                "per_request_rate" => {
                    self.per_request_rate = __c::set(value, &__INPUTS[4])?;
                }
                "response_tokens" => {
                    self.response_tokens = __c::set(value, &__INPUTS[5])?;
                }
                "low_use_fraction" => {
                    self.low_use_fraction = __c::set(value, &__INPUTS[6])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<TokenEnergy, __c::InputError> {
            TokenEnergyBuilder::build(self)
        }
    }
    impl<'a> TokenEnergyValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a TokenEnergy {
            self.scenario
        }
        ///[`TokenEnergy::energy_per_token`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn energy_per_token(
            &self,
            rate: Frequency,
            low_use: bool,
        ) -> __Result<Energy, __c::EvalError> {
            self.scenario
                .__eq_energy_per_token(
                    __Clone::clone(&self.low_use_power)?,
                    __Clone::clone(&self.node_power)?,
                    rate,
                    low_use,
                )
        }
    }
    impl __c::Scenario for TokenEnergy {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "TokenEnergy",
            family: &TOKEN_STREAM,
            summary: "Energy per generated token: the node's power over the tokens it produces a second, when well used and when poorly used.",
            description: "The node draws the accelerator's power plus a host share whether a decode step carries one\nsequence or many, so the same power spread over fewer tokens costs more per token. Well\nused, a number of concurrent requests each stream tokens at a rate; poorly used, the rate is\na fraction of that while the accelerator still draws a stated lower power.",
            notes: __c::meta::Notes {
                equation: "E(rate) = (P_accelerator + P_host) ÷ rate; rate = n × r; low use: (P_low + P_host) ÷ (f × rate)",
                assumptions: &[
                    "Power is constant over the run at each level of use; the host share does not change with load.",
                ],
                rules: __RULES,
                excludes: &[
                    "Prefill energy, cooling (PUE) and idle time between requests.",
                ],
                derivation: &[
                    "Energy per token is power over token rate: joules a second over tokens a second.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Poor batching costs six times the energy per token",
                    code: "// Poor batching costs six times the energy per token\nuse mlsysim_serving::token_stream::h100_chat_energy_per_token;\n\nlet s = h100_chat_energy_per_token()?;\nassert!((s.low_use_ratio()? - 6.0).abs() < 1e-9);\nassert!((s.joules_per_token()?.value - 1000.0 / 912.0).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TokenEnergyBuilder;
        fn to_builder(&self) -> TokenEnergyBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.accelerator_power,
                    &self.host_power,
                    &self.low_use_accelerator_power,
                    &self.concurrent_requests,
                    &self.per_request_rate,
                    &self.response_tokens,
                    &self.low_use_fraction,
                ],
                &[
                    &values.node_power,
                    &values.low_use_power,
                    &values.token_rate,
                    &values.joules_per_token,
                    &values.response_energy,
                    &values.low_use_token_rate,
                    &values.low_use_joules_per_token,
                    &values.low_use_ratio,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "energy_per_token" => {
                    let (a0, a1) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.energy_per_token(a0, a1), &__METHODS[0])
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
                "joules_per_token" => Some(Ok(self.__explain_joules_per_token())),
                "low_use_joules_per_token" => {
                    Some(Ok(self.__explain_low_use_joules_per_token()))
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "token_rate" => {
                    self.token_rate()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(
                                &v,
                                ::core::option::Option::Some(
                                    ::mlsysim_core::units::PER_SECOND.erase(),
                                ),
                            ),
                        )
                }
                "low_use_token_rate" => {
                    self.low_use_token_rate()
                        .map_or_else(
                            |_| ::std::vec::Vec::new(),
                            |v| __c::samples(
                                &v,
                                ::core::option::Option::Some(
                                    ::mlsysim_core::units::PER_SECOND.erase(),
                                ),
                            ),
                        )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(TokenEnergy);
};
