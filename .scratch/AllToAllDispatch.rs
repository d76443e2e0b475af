/**One mixture-of-experts dispatch all-to-all under uniform routing, and one hot receiver.

Each device holds tokens ÷ n tokens and sends an equal share to every device, keeping its
own; a token is `hidden_dim` values. The concurrent peer streams share one injection port, so
dispatch takes at least alpha + sent ÷ beta. On the receiving side the bound is the port: a
device whose experts draw `receive_skew` times the uniform remote load takes that many times
longer, and every device waiting on its outputs waits with it.

# Equation

per device = tokens ÷ n; per pair = per device ÷ n; sent = (n − 1) × per pair × token bytes; injection = α + sent ÷ β; hot = round(skew × uniform remote tokens); receive = tokens × token bytes ÷ β

# Assumptions

- Routing is uniform: every device sends the same number of tokens to every other.
- Counts divide with their remainder dropped, as the reference's integer division does.

# Excludes

- Capacity limits, dropped tokens and the combine all-to-all after the experts.

# Derivation

- The reference's AllToAllDispatchModel: one injection port per device under the alpha-beta model.

# Examples

```rust
// A skew of 1.5 makes the hot GPU 1.5 times slower
use mlsysim_cluster::collectives::moe_dispatch_8gpu_64experts;

let s = moe_dispatch_8gpu_64experts()?;
assert_eq!(s.hot_remote_tokens()?, 672);
assert_eq!(s.uniform_remote_tokens()?, 448);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AllToAllDispatch {
    ///Tokens dispatched in all. *Allowed >= 0.*
    pub total_tokens: u32,
    ///Devices holding the experts. *Allowed >= 1.*
    pub n_devices: u32,
    ///Experts in all. *Allowed >= 1.*
    pub n_experts: u32,
    ///Values per token. *Allowed >= 1.*
    pub hidden_dim: u32,
    ///Bytes of one value. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_element: Information,
    ///Startup of the dispatch. *Shown in `MICROSECOND`; allowed >= 0.*
    pub alpha: Time,
    ///Bandwidth of one device's port. *Shown in `GBIT_PER_SECOND`; allowed > 0.*
    pub bandwidth: DataRate,
    ///Remote tokens at the hottest receiver over the uniform load. *Default `1.0`; allowed >= 0.*
    pub receive_skew: f64,
}
///Builds a [`AllToAllDispatch`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AllToAllDispatchBuilder {
    total_tokens: ::core::option::Option<u32>,
    n_devices: ::core::option::Option<u32>,
    n_experts: ::core::option::Option<u32>,
    hidden_dim: ::core::option::Option<u32>,
    bytes_per_element: ::core::option::Option<Information>,
    alpha: ::core::option::Option<Time>,
    bandwidth: ::core::option::Option<DataRate>,
    receive_skew: ::core::option::Option<f64>,
}
///Every property of a [`AllToAllDispatch`], each computed once (see [`AllToAllDispatch::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AllToAllDispatchValues<'a> {
    scenario: &'a AllToAllDispatch,
    ///Tokens each device holds.
    pub tokens_per_device: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Experts on each device.
    pub experts_per_device: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Tokens each expert receives.
    pub tokens_per_expert: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Tokens a device sends to each device.
    pub tokens_per_pair: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Devices a device sends to.
    pub remote_peers: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes of one token.
    pub bytes_per_token: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes a device sends to each device.
    pub pair_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes a device sends.
    pub sent_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Least time of the dispatch through one injection port.
    pub injection_bound: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Remote tokens a device receives under uniform routing.
    pub uniform_remote_tokens: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Remote tokens the hottest device receives.
    pub hot_remote_tokens: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes a device receives under uniform routing.
    pub uniform_receive_bytes: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Bytes the hottest device receives.
    pub hot_receive_bytes: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Least receive time under uniform routing.
    pub uniform_receive_bound: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Least receive time at the hottest device, which every device waits for.
    pub hot_receive_bound: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "total_tokens",
            ty: "u32",
            doc: "Tokens dispatched in all.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "n_devices",
            ty: "u32",
            doc: "Devices holding the experts.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "n_experts",
            ty: "u32",
            doc: "Experts in all.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hidden_dim",
            ty: "u32",
            doc: "Values per token.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_element",
            ty: "Information",
            doc: "Bytes of one value.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "alpha",
            ty: "Time",
            doc: "Startup of the dispatch.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bandwidth",
            ty: "DataRate",
            doc: "Bandwidth of one device's port.",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GBIT_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GBIT_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "receive_skew",
            ty: "f64",
            doc: "Remote tokens at the hottest receiver over the uniform load.",
            default: Some("1.0"),
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "tokens_per_device",
            doc: "Tokens each device holds.",
            equation: "floor_div(total_tokens, n_devices)",
            result_type: "i64",
            depends_on: &["total_tokens", "n_devices"],
            calls: &["floor_div"],
            template: "floor_div({total_tokens}, {n_devices})",
            named_calls: "floor_div(total_tokens, n_devices)",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "experts_per_device",
            doc: "Experts on each device.",
            equation: "floor_div(n_experts, n_devices)",
            result_type: "i64",
            depends_on: &["n_experts", "n_devices"],
            calls: &["floor_div"],
            template: "floor_div({n_experts}, {n_devices})",
            named_calls: "floor_div(n_experts, n_devices)",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tokens_per_expert",
            doc: "Tokens each expert receives.",
            equation: "floor_div(total_tokens, n_experts)",
            result_type: "i64",
            depends_on: &["total_tokens", "n_experts"],
            calls: &["floor_div"],
            template: "floor_div({total_tokens}, {n_experts})",
            named_calls: "floor_div(total_tokens, n_experts)",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tokens_per_pair",
            doc: "Tokens a device sends to each device.",
            equation: "floor_div(tokens_per_device, n_devices)",
            result_type: "i64",
            depends_on: &["n_devices", "tokens_per_device"],
            calls: &["floor_div"],
            template: "floor_div({tokens_per_device}, {n_devices})",
            named_calls: "floor_div(tokens_per_device, n_devices)",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "remote_peers",
            doc: "Devices a device sends to.",
            equation: "n_devices - 1",
            result_type: "i64",
            depends_on: &["n_devices"],
            template: "{n_devices} - 1",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bytes_per_token",
            doc: "Bytes of one token.",
            equation: "hidden_dim * bytes_per_element",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["hidden_dim", "bytes_per_element"],
            template: "{hidden_dim} * {bytes_per_element}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "pair_bytes",
            doc: "Bytes a device sends to each device.",
            equation: "tokens_per_pair * bytes_per_token",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["tokens_per_pair", "bytes_per_token"],
            template: "{tokens_per_pair} * {bytes_per_token}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sent_bytes",
            doc: "Bytes a device sends.",
            equation: "remote_peers * pair_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["remote_peers", "pair_bytes"],
            template: "{remote_peers} * {pair_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "injection_bound",
            doc: "Least time of the dispatch through one injection port.",
            equation: "alpha + sent_bytes / bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &["alpha", "bandwidth", "sent_bytes"],
            template: "{alpha} + {sent_bytes} / {bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "uniform_remote_tokens",
            doc: "Remote tokens a device receives under uniform routing.",
            equation: "remote_peers * tokens_per_pair",
            result_type: "i64",
            depends_on: &["remote_peers", "tokens_per_pair"],
            template: "{remote_peers} * {tokens_per_pair}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "hot_remote_tokens",
            doc: "Remote tokens the hottest device receives.",
            equation: "round_half_even(receive_skew * uniform_remote_tokens)",
            result_type: "i64",
            depends_on: &["receive_skew", "uniform_remote_tokens"],
            calls: &["round_half_even"],
            template: "round_half_even({receive_skew} * {uniform_remote_tokens})",
            operation: "result of `round_half_even`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "uniform_receive_bytes",
            doc: "Bytes a device receives under uniform routing.",
            equation: "uniform_remote_tokens * bytes_per_token",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["uniform_remote_tokens", "bytes_per_token"],
            template: "{uniform_remote_tokens} * {bytes_per_token}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "hot_receive_bytes",
            doc: "Bytes the hottest device receives.",
            equation: "hot_remote_tokens * bytes_per_token",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["hot_remote_tokens", "bytes_per_token"],
            template: "{hot_remote_tokens} * {bytes_per_token}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "uniform_receive_bound",
            doc: "Least receive time under uniform routing.",
            equation: "uniform_receive_bytes / bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &["bandwidth", "uniform_receive_bytes"],
            template: "{uniform_receive_bytes} / {bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "hot_receive_bound",
            doc: "Least receive time at the hottest device, which every device waits for.",
            equation: "hot_receive_bytes / bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &["bandwidth", "hot_receive_bytes"],
            template: "{hot_receive_bytes} / {bandwidth}",
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
    impl AllToAllDispatch {
        ///Starts a [`AllToAllDispatchBuilder`]; required inputs must be set before [`AllToAllDispatchBuilder::build`].
        #[must_use]
        pub fn builder() -> AllToAllDispatchBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AllToAllDispatchBuilder {
            AllToAllDispatchBuilder {
                total_tokens: Some(__Clone::clone(&self.total_tokens)),
                n_devices: Some(__Clone::clone(&self.n_devices)),
                n_experts: Some(__Clone::clone(&self.n_experts)),
                hidden_dim: Some(__Clone::clone(&self.hidden_dim)),
                bytes_per_element: Some(__Clone::clone(&self.bytes_per_element)),
                alpha: Some(__Clone::clone(&self.alpha)),
                bandwidth: Some(__Clone::clone(&self.bandwidth)),
                receive_skew: Some(__Clone::clone(&self.receive_skew)),
            }
        }
        ///Tokens each device holds. Equation: `floor_div(total_tokens, n_devices)`.
        #[inline]
        pub fn tokens_per_device(&self) -> __Result<i64, __c::EvalError> {
            let total_tokens = __Clone::clone(&self.total_tokens);
            let n_devices = __Clone::clone(&self.n_devices);
            struct tokens_per_device {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    tokens_per_device,
                >(::mlsysim_core::equation::floor_div(total_tokens, n_devices)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Experts on each device. Equation: `floor_div(n_experts, n_devices)`.
        #[inline]
        pub fn experts_per_device(&self) -> __Result<i64, __c::EvalError> {
            let n_experts = __Clone::clone(&self.n_experts);
            let n_devices = __Clone::clone(&self.n_devices);
            struct experts_per_device {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    experts_per_device,
                >(::mlsysim_core::equation::floor_div(n_experts, n_devices)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Tokens each expert receives. Equation: `floor_div(total_tokens, n_experts)`.
        #[inline]
        pub fn tokens_per_expert(&self) -> __Result<i64, __c::EvalError> {
            let total_tokens = __Clone::clone(&self.total_tokens);
            let n_experts = __Clone::clone(&self.n_experts);
            struct tokens_per_expert {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    tokens_per_expert,
                >(::mlsysim_core::equation::floor_div(total_tokens, n_experts)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Tokens a device sends to each device. Equation: `floor_div(tokens_per_device, n_devices)`.
        #[inline]
        pub fn tokens_per_pair(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_tokens_per_pair(self.tokens_per_device()?)
        }
        #[doc(hidden)]
        fn __eq_tokens_per_pair(
            &self,
            tokens_per_device: i64,
        ) -> __Result<i64, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            struct tokens_per_pair {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    tokens_per_pair,
                >(::mlsysim_core::equation::floor_div(tokens_per_device, n_devices)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Devices a device sends to. Equation: `n_devices - 1`.
        #[inline]
        pub fn remote_peers(&self) -> __Result<i64, __c::EvalError> {
            let n_devices = __Clone::clone(&self.n_devices);
            struct remote_peers {}
            __c::member(
                (|| __c::conform::<i64, _, remote_peers>(n_devices.eq_sub(1i64)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Bytes of one token. Equation: `hidden_dim * bytes_per_element`.
        #[inline]
        pub fn bytes_per_token(&self) -> __Result<Information, __c::EvalError> {
            let hidden_dim = __Clone::clone(&self.hidden_dim);
            let bytes_per_element = __Clone::clone(&self.bytes_per_element);
            struct bytes_per_token {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    bytes_per_token,
                >(hidden_dim.eq_mul(bytes_per_element)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Bytes a device sends to each device. Equation: `tokens_per_pair * bytes_per_token`.
        #[inline]
        pub fn pair_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_pair_bytes(self.tokens_per_pair()?, self.bytes_per_token()?)
        }
        #[doc(hidden)]
        fn __eq_pair_bytes(
            &self,
            tokens_per_pair: i64,
            bytes_per_token: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct pair_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    pair_bytes,
                >(tokens_per_pair.eq_mul(bytes_per_token)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Bytes a device sends. Equation: `remote_peers * pair_bytes`.
        #[inline]
        pub fn sent_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_sent_bytes(self.remote_peers()?, self.pair_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_sent_bytes(
            &self,
            remote_peers: i64,
            pair_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct sent_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    sent_bytes,
                >(remote_peers.eq_mul(pair_bytes)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Least time of the dispatch through one injection port. Equation: `alpha + sent_bytes / bandwidth`.
        #[inline]
        pub fn injection_bound(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_injection_bound(self.sent_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_injection_bound(
            &self,
            sent_bytes: Information,
        ) -> __Result<Time, __c::EvalError> {
            let alpha = __Clone::clone(&self.alpha);
            let bandwidth = __Clone::clone(&self.bandwidth);
            struct injection_bound {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    injection_bound,
                >(alpha.eq_add(sent_bytes.eq_div(bandwidth)?)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Remote tokens a device receives under uniform routing. Equation: `remote_peers * tokens_per_pair`.
        #[inline]
        pub fn uniform_remote_tokens(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_uniform_remote_tokens(
                self.remote_peers()?,
                self.tokens_per_pair()?,
            )
        }
        #[doc(hidden)]
        fn __eq_uniform_remote_tokens(
            &self,
            remote_peers: i64,
            tokens_per_pair: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct uniform_remote_tokens {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    uniform_remote_tokens,
                >(remote_peers.eq_mul(tokens_per_pair)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Remote tokens the hottest device receives. Equation: `round_half_even(receive_skew * uniform_remote_tokens)`.
        #[inline]
        pub fn hot_remote_tokens(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_hot_remote_tokens(self.uniform_remote_tokens()?)
        }
        #[doc(hidden)]
        fn __eq_hot_remote_tokens(
            &self,
            uniform_remote_tokens: i64,
        ) -> __Result<i64, __c::EvalError> {
            let receive_skew = __Clone::clone(&self.receive_skew);
            struct hot_remote_tokens {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    hot_remote_tokens,
                >(
                    ::mlsysim_core::equation::round_half_even(
                        receive_skew.eq_mul(uniform_remote_tokens)?,
                    )?,
                ))(),
                &__PROPERTIES[10],
            )
        }
        ///Bytes a device receives under uniform routing. Equation: `uniform_remote_tokens * bytes_per_token`.
        #[inline]
        pub fn uniform_receive_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_uniform_receive_bytes(
                self.uniform_remote_tokens()?,
                self.bytes_per_token()?,
            )
        }
        #[doc(hidden)]
        fn __eq_uniform_receive_bytes(
            &self,
            uniform_remote_tokens: i64,
            bytes_per_token: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct uniform_receive_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    uniform_receive_bytes,
                >(uniform_remote_tokens.eq_mul(bytes_per_token)?))(),
                &__PROPERTIES[11],
            )
        }
        ///Bytes the hottest device receives. Equation: `hot_remote_tokens * bytes_per_token`.
        #[inline]
        pub fn hot_receive_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_hot_receive_bytes(
                self.hot_remote_tokens()?,
                self.bytes_per_token()?,
            )
        }
        #[doc(hidden)]
        fn __eq_hot_receive_bytes(
            &self,
            hot_remote_tokens: i64,
            bytes_per_token: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct hot_receive_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    hot_receive_bytes,
                >(hot_remote_tokens.eq_mul(bytes_per_token)?))(),
                &__PROPERTIES[12],
            )
        }
        ///Least receive time under uniform routing. Equation: `uniform_receive_bytes / bandwidth`.
        #[inline]
        pub fn uniform_receive_bound(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_uniform_receive_bound(self.uniform_receive_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_uniform_receive_bound(
            &self,
            uniform_receive_bytes: Information,
        ) -> __Result<Time, __c::EvalError> {
            let bandwidth = __Clone::clone(&self.bandwidth);
            struct uniform_receive_bound {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    uniform_receive_bound,
                >(uniform_receive_bytes.eq_div(bandwidth)?))(),
                &__PROPERTIES[13],
            )
        }
        ///Least receive time at the hottest device, which every device waits for. Equation: `hot_receive_bytes / bandwidth`.
        #[inline]
        pub fn hot_receive_bound(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_hot_receive_bound(self.hot_receive_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_hot_receive_bound(
            &self,
            hot_receive_bytes: Information,
        ) -> __Result<Time, __c::EvalError> {
            let bandwidth = __Clone::clone(&self.bandwidth);
            struct hot_receive_bound {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    hot_receive_bound,
                >(hot_receive_bytes.eq_div(bandwidth)?))(),
                &__PROPERTIES[14],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AllToAllDispatchValues`].
        #[must_use]
        pub fn evaluate(&self) -> AllToAllDispatchValues<'_> {
            let tokens_per_device = self.tokens_per_device();
            let experts_per_device = self.experts_per_device();
            let tokens_per_expert = self.tokens_per_expert();
            let tokens_per_pair = __c::after(
                (&tokens_per_device,),
                |(v0,)| self.__eq_tokens_per_pair(v0),
            );
            let remote_peers = self.remote_peers();
            let bytes_per_token = self.bytes_per_token();
            let pair_bytes = __c::after(
                (&tokens_per_pair, &bytes_per_token),
                |(v0, v1)| self.__eq_pair_bytes(v0, v1),
            );
            let sent_bytes = __c::after(
                (&remote_peers, &pair_bytes),
                |(v0, v1)| self.__eq_sent_bytes(v0, v1),
            );
            let injection_bound = __c::after(
                (&sent_bytes,),
                |(v0,)| self.__eq_injection_bound(v0),
            );
            let uniform_remote_tokens = __c::after(
                (&remote_peers, &tokens_per_pair),
                |(v0, v1)| self.__eq_uniform_remote_tokens(v0, v1),
            );
            let hot_remote_tokens = __c::after(
                (&uniform_remote_tokens,),
                |(v0,)| self.__eq_hot_remote_tokens(v0),
            );
            let uniform_receive_bytes = __c::after(
                (&uniform_remote_tokens, &bytes_per_token),
                |(v0, v1)| self.__eq_uniform_receive_bytes(v0, v1),
            );
            let hot_receive_bytes = __c::after(
                (&hot_remote_tokens, &bytes_per_token),
                |(v0, v1)| self.__eq_hot_receive_bytes(v0, v1),
            );
            let uniform_receive_bound = __c::after(
                (&uniform_receive_bytes,),
                |(v0,)| self.__eq_uniform_receive_bound(v0),
            );
            let hot_receive_bound = __c::after(
                (&hot_receive_bytes,),
                |(v0,)| self.__eq_hot_receive_bound(v0),
            );
            AllToAllDispatchValues {
                scenario: self,
                tokens_per_device,
                experts_per_device,
                tokens_per_expert,
                tokens_per_pair,
                remote_peers,
                bytes_per_token,
                pair_bytes,
                sent_bytes,
                injection_bound,
                uniform_remote_tokens,
                hot_remote_tokens,
                uniform_receive_bytes,
                hot_receive_bytes,
                uniform_receive_bound,
                hot_receive_bound,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.total_tokens, &__INPUTS[0])?;
            __c::bounded_plain(&self.n_devices, &__INPUTS[1])?;
            __c::bounded_plain(&self.n_experts, &__INPUTS[2])?;
            __c::bounded_plain(&self.hidden_dim, &__INPUTS[3])?;
            __c::bounded(&self.bytes_per_element, &__INPUTS[4])?;
            __c::bounded(&self.alpha, &__INPUTS[5])?;
            __c::bounded(&self.bandwidth, &__INPUTS[6])?;
            __c::bounded(&self.receive_skew, &__INPUTS[7])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_hot_remote_tokens(&self) -> __c::Parts {
            __c::traced(
                self.hot_remote_tokens(),
                &__PROPERTIES[10],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "round_half_even", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let receive_skew =
                    __Clone::clone(& self.receive_skew); let uniform_remote_tokens = self
                    .uniform_remote_tokens() ?; let part = receive_skew
                    .eq_mul(uniform_remote_tokens) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
    }
    impl AllToAllDispatchBuilder {
        ///Sets `total_tokens`: Tokens dispatched in all.
        #[must_use]
        pub fn total_tokens(mut self, value: u32) -> Self {
            self.total_tokens = Some(value);
            self
        }
        ///Sets `n_devices`: Devices holding the experts.
        #[must_use]
        pub fn n_devices(mut self, value: u32) -> Self {
            self.n_devices = Some(value);
            self
        }
        ///Sets `n_experts`: Experts in all.
        #[must_use]
        pub fn n_experts(mut self, value: u32) -> Self {
            self.n_experts = Some(value);
            self
        }
        ///Sets `hidden_dim`: Values per token.
        #[must_use]
        pub fn hidden_dim(mut self, value: u32) -> Self {
            self.hidden_dim = Some(value);
            self
        }
        ///Sets `bytes_per_element`: Bytes of one value.
        #[must_use]
        pub fn bytes_per_element(mut self, value: Information) -> Self {
            self.bytes_per_element = Some(value);
            self
        }
        ///Sets `alpha`: Startup of the dispatch.
        #[must_use]
        pub fn alpha(mut self, value: Time) -> Self {
            self.alpha = Some(value);
            self
        }
        ///Sets `bandwidth`: Bandwidth of one device's port.
        #[must_use]
        pub fn bandwidth(mut self, value: DataRate) -> Self {
            self.bandwidth = Some(value);
            self
        }
        ///Sets `receive_skew`: Remote tokens at the hottest receiver over the uniform load.
        #[must_use]
        pub fn receive_skew(mut self, value: f64) -> Self {
            self.receive_skew = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AllToAllDispatch, __c::InputError> {
            let scenario = AllToAllDispatch {
                total_tokens: __c::given(self.total_tokens, "total_tokens")?,
                n_devices: __c::given(self.n_devices, "n_devices")?,
                n_experts: __c::given(self.n_experts, "n_experts")?,
                hidden_dim: __c::given(self.hidden_dim, "hidden_dim")?,
                bytes_per_element: __c::given(
                    self.bytes_per_element,
                    "bytes_per_element",
                )?,
                alpha: __c::given(self.alpha, "alpha")?,
                bandwidth: __c::given(self.bandwidth, "bandwidth")?,
                receive_skew: self.receive_skew.unwrap_or_else(|| 1.0),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AllToAllDispatchBuilder {
        type Scenario = AllToAllDispatch;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "total_tokens" => self.total_tokens = __c::set(value, &__INPUTS[0])?,
                "n_devices" => self.n_devices = __c::set(value, &__INPUTS[1])?,
                "n_experts" => self.n_experts = __c::set(value, &__INPUTS[2])?,
                "hidden_dim" => self.hidden_dim = __c::set(value, &__INPUTS[3])?,
                "bytes_per_element" => {
                    self.bytes_per_element = __c::set(value, &__INPUTS[4])?;
                }
                "alpha" => self.alpha = __c::set(value, &__INPUTS[5])?,
                "bandwidth" => self.bandwidth = __c::set(value, &__INPUTS[6])?,
                "receive_skew" => self.receive_skew = __c::set(value, &__INPUTS[7])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AllToAllDispatch, __c::InputError> {
            AllToAllDispatchBuilder::build(self)
        }
    }
    impl<'a> AllToAllDispatchValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AllToAllDispatch {
            self.scenario
        }
    }
    impl __c::Scenario for AllToAllDispatch {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AllToAllDispatch",
            family: &COLLECTIVES,
            summary: "One mixture-of-experts dispatch all-to-all under uniform routing, and one hot receiver.",
            description: "Each device holds tokens ÷ n tokens and sends an equal share to every device, keeping its\nown; a token is `hidden_dim` values. The concurrent peer streams share one injection port, so\ndispatch takes at least alpha + sent ÷ beta. On the receiving side the bound is the port: a\ndevice whose experts draw `receive_skew` times the uniform remote load takes that many times\nlonger, and every device waiting on its outputs waits with it.",
            notes: __c::meta::Notes {
                equation: "per device = tokens ÷ n; per pair = per device ÷ n; sent = (n − 1) × per pair × token bytes; injection = α + sent ÷ β; hot = round(skew × uniform remote tokens); receive = tokens × token bytes ÷ β",
                assumptions: &[
                    "Routing is uniform: every device sends the same number of tokens to every other.",
                    "Counts divide with their remainder dropped, as the reference's integer division does.",
                ],
                rules: __RULES,
                excludes: &[
                    "Capacity limits, dropped tokens and the combine all-to-all after the experts.",
                ],
                derivation: &[
                    "The reference's AllToAllDispatchModel: one injection port per device under the alpha-beta model.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A skew of 1.5 makes the hot GPU 1.5 times slower",
                    code: "// A skew of 1.5 makes the hot GPU 1.5 times slower\nuse mlsysim_cluster::collectives::moe_dispatch_8gpu_64experts;\n\nlet s = moe_dispatch_8gpu_64experts()?;\nassert_eq!(s.hot_remote_tokens()?, 672);\nassert_eq!(s.uniform_remote_tokens()?, 448);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AllToAllDispatchBuilder;
        fn to_builder(&self) -> AllToAllDispatchBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.total_tokens,
                    &self.n_devices,
                    &self.n_experts,
                    &self.hidden_dim,
                    &self.bytes_per_element,
                    &self.alpha,
                    &self.bandwidth,
                    &self.receive_skew,
                ],
                &[
                    &values.tokens_per_device,
                    &values.experts_per_device,
                    &values.tokens_per_expert,
                    &values.tokens_per_pair,
                    &values.remote_peers,
                    &values.bytes_per_token,
                    &values.pair_bytes,
                    &values.sent_bytes,
                    &values.injection_bound,
                    &values.uniform_remote_tokens,
                    &values.hot_remote_tokens,
                    &values.uniform_receive_bytes,
                    &values.hot_receive_bytes,
                    &values.uniform_receive_bound,
                    &values.hot_receive_bound,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "hot_remote_tokens" => Some(Ok(self.__explain_hot_remote_tokens())),
                _ => None,
            }
        }
    }
    __c::glue!(AllToAllDispatch);
};
