/**Many senders converging on one egress port (incast): how fast its buffer fills and how much data is in flight before congestion control can react.

The offered load is the senders' combined rate; the buffer fills at the offered load less
what the egress drains, and a full buffer holds buffer ÷ egress of waiting. The bandwidth-
delay product is the data in flight on the egress link during one feedback round trip.

# Equation

offered = senders × sender rate; fill rate = offered − egress; overflow = buffer ÷ fill rate; drain = buffer ÷ egress; in flight = egress × round trip

# Assumptions

- Every sender sends at its full rate at once, and the buffer starts empty.

# Excludes

- Pause frames, drops and retransmission once the buffer is full.

# Derivation

- The reference's IncastModel: a fluid buffer between an offered load and a drain rate.

# Examples

```rust
// 256 senders fill a 32 MB buffer in 2.5 µs
use mlsysim_cluster::fabrics::incast_super_pod_unit;

let s = incast_super_pod_unit()?;
assert_eq!(s.oversubscription()?, 256.0);
assert!((s.overflow_time()?.value - 2.5098039215686274e-6).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct Incast {
    ///Senders converging on the port. *Allowed >= 1.*
    pub n_senders: u32,
    ///Rate of each sender. *Shown in `GBIT_PER_SECOND`; allowed > 0.*
    pub sender_bandwidth: DataRate,
    ///Rate of the egress port. *Shown in `GBIT_PER_SECOND`; allowed > 0.*
    pub egress_bandwidth: DataRate,
    ///Buffer of the egress port. *Shown in `MB`; allowed >= 0.*
    pub buffer: Information,
    ///Round trip of congestion feedback. *Shown in `MICROSECOND`; allowed >= 0.*
    pub feedback_rtt: Time,
}
///Builds a [`Incast`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct IncastBuilder {
    n_senders: ::core::option::Option<u32>,
    sender_bandwidth: ::core::option::Option<DataRate>,
    egress_bandwidth: ::core::option::Option<DataRate>,
    buffer: ::core::option::Option<Information>,
    feedback_rtt: ::core::option::Option<Time>,
}
///Every property of a [`Incast`], each computed once (see [`Incast::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct IncastValues<'a> {
    scenario: &'a Incast,
    ///The senders' combined rate.
    pub offered_load: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///How many times the egress rate the senders offer.
    pub oversubscription: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Rate at which the buffer fills.
    pub net_fill_rate: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Time for the buffer to fill from empty.
    pub overflow_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time the egress alone takes to drain a full buffer.
    pub drain_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Data in flight on the egress link during one feedback round trip.
    pub bandwidth_delay_product: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "n_senders",
            ty: "u32",
            doc: "Senders converging on the port.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "sender_bandwidth",
            ty: "DataRate",
            doc: "Rate of each sender.",
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
            name: "egress_bandwidth",
            ty: "DataRate",
            doc: "Rate of the egress port.",
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
            name: "buffer",
            ty: "Information",
            doc: "Buffer of the egress port.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "feedback_rtt",
            ty: "Time",
            doc: "Round trip of congestion feedback.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "offered_load",
            doc: "The senders' combined rate.",
            equation: "n_senders * sender_bandwidth",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GBIT_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GBIT_PER_SECOND)
            },
            depends_on: &["n_senders", "sender_bandwidth"],
            template: "{n_senders} * {sender_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "oversubscription",
            doc: "How many times the egress rate the senders offer.",
            equation: "offered_load / egress_bandwidth",
            result_type: "f64",
            depends_on: &["egress_bandwidth", "offered_load"],
            template: "{offered_load} / {egress_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "net_fill_rate",
            doc: "Rate at which the buffer fills.",
            equation: "offered_load - egress_bandwidth",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GBIT_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GBIT_PER_SECOND)
            },
            depends_on: &["egress_bandwidth", "offered_load"],
            template: "{offered_load} - {egress_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "overflow_time",
            doc: "Time for the buffer to fill from empty.",
            equation: "{\n    require(\n        net_fill_rate > bytes_per_second(0.0),\n        \"the senders offer no more than the egress drains, so the buffer never fills\",\n    );\n    buffer / net_fill_rate\n}",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &["buffer", "net_fill_rate"],
            calls: &["require", "bytes_per_second"],
            template: "{{\n    require(\n        {net_fill_rate} > bytes_per_second(0.0),\n        \"the senders offer no more than the egress drains, so the buffer never fills\",\n    );\n    {buffer} / {net_fill_rate}\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "drain_time",
            doc: "Time the egress alone takes to drain a full buffer.",
            equation: "buffer / egress_bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &["buffer", "egress_bandwidth"],
            template: "{buffer} / {egress_bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bandwidth_delay_product",
            doc: "Data in flight on the egress link during one feedback round trip.",
            equation: "egress_bandwidth * feedback_rtt",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::KB);
                __c::units::label(&::mlsysim_core::units::KB)
            },
            depends_on: &["egress_bandwidth", "feedback_rtt"],
            template: "{egress_bandwidth} * {feedback_rtt}",
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
    impl Incast {
        ///Starts a [`IncastBuilder`]; required inputs must be set before [`IncastBuilder::build`].
        #[must_use]
        pub fn builder() -> IncastBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> IncastBuilder {
            IncastBuilder {
                n_senders: Some(__Clone::clone(&self.n_senders)),
                sender_bandwidth: Some(__Clone::clone(&self.sender_bandwidth)),
                egress_bandwidth: Some(__Clone::clone(&self.egress_bandwidth)),
                buffer: Some(__Clone::clone(&self.buffer)),
                feedback_rtt: Some(__Clone::clone(&self.feedback_rtt)),
            }
        }
        ///The senders' combined rate. Equation: `n_senders * sender_bandwidth`.
        #[inline]
        pub fn offered_load(&self) -> __Result<DataRate, __c::EvalError> {
            let n_senders = __Clone::clone(&self.n_senders);
            let sender_bandwidth = __Clone::clone(&self.sender_bandwidth);
            struct offered_load {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    offered_load,
                >(n_senders.eq_mul(sender_bandwidth)?))(),
                &__PROPERTIES[0],
            )
        }
        ///How many times the egress rate the senders offer. Equation: `offered_load / egress_bandwidth`.
        #[inline]
        pub fn oversubscription(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_oversubscription(self.offered_load()?)
        }
        #[doc(hidden)]
        fn __eq_oversubscription(
            &self,
            offered_load: DataRate,
        ) -> __Result<f64, __c::EvalError> {
            let egress_bandwidth = __Clone::clone(&self.egress_bandwidth);
            struct oversubscription {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    oversubscription,
                >(offered_load.eq_div(egress_bandwidth)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Rate at which the buffer fills. Equation: `offered_load - egress_bandwidth`.
        #[inline]
        pub fn net_fill_rate(&self) -> __Result<DataRate, __c::EvalError> {
            self.__eq_net_fill_rate(self.offered_load()?)
        }
        #[doc(hidden)]
        fn __eq_net_fill_rate(
            &self,
            offered_load: DataRate,
        ) -> __Result<DataRate, __c::EvalError> {
            let egress_bandwidth = __Clone::clone(&self.egress_bandwidth);
            struct net_fill_rate {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    net_fill_rate,
                >(offered_load.eq_sub(egress_bandwidth)?))(),
                &__PROPERTIES[2],
            )
        }
        /**Time for the buffer to fill from empty.

Equation:

```text
{
    require(
        net_fill_rate > bytes_per_second(0.0),
        "the senders offer no more than the egress drains, so the buffer never fills",
    );
    buffer / net_fill_rate
}
```
*/
        #[inline]
        pub fn overflow_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_overflow_time(self.net_fill_rate()?)
        }
        #[doc(hidden)]
        fn __eq_overflow_time(
            &self,
            net_fill_rate: DataRate,
        ) -> __Result<Time, __c::EvalError> {
            let buffer = __Clone::clone(&self.buffer);
            struct overflow_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    overflow_time,
                >({
                    ::mlsysim_core::equation::require(
                        net_fill_rate > ::mlsysim_core::equation::bytes_per_second(0.0),
                        "the senders offer no more than the egress drains, so the buffer never fills",
                    )?;
                    buffer.eq_div(net_fill_rate)?
                }))(),
                &__PROPERTIES[3],
            )
        }
        ///Time the egress alone takes to drain a full buffer. Equation: `buffer / egress_bandwidth`.
        #[inline]
        pub fn drain_time(&self) -> __Result<Time, __c::EvalError> {
            let buffer = __Clone::clone(&self.buffer);
            let egress_bandwidth = __Clone::clone(&self.egress_bandwidth);
            struct drain_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    drain_time,
                >(buffer.eq_div(egress_bandwidth)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Data in flight on the egress link during one feedback round trip. Equation: `egress_bandwidth * feedback_rtt`.
        #[inline]
        pub fn bandwidth_delay_product(&self) -> __Result<Information, __c::EvalError> {
            let egress_bandwidth = __Clone::clone(&self.egress_bandwidth);
            let feedback_rtt = __Clone::clone(&self.feedback_rtt);
            struct bandwidth_delay_product {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    bandwidth_delay_product,
                >(egress_bandwidth.eq_mul(feedback_rtt)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`IncastValues`].
        #[must_use]
        pub fn evaluate(&self) -> IncastValues<'_> {
            let offered_load = self.offered_load();
            let oversubscription = __c::after(
                (&offered_load,),
                |(v0,)| self.__eq_oversubscription(v0),
            );
            let net_fill_rate = __c::after(
                (&offered_load,),
                |(v0,)| self.__eq_net_fill_rate(v0),
            );
            let overflow_time = __c::after(
                (&net_fill_rate,),
                |(v0,)| self.__eq_overflow_time(v0),
            );
            let drain_time = self.drain_time();
            let bandwidth_delay_product = self.bandwidth_delay_product();
            IncastValues {
                scenario: self,
                offered_load,
                oversubscription,
                net_fill_rate,
                overflow_time,
                drain_time,
                bandwidth_delay_product,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.n_senders, &__INPUTS[0])?;
            __c::bounded(&self.sender_bandwidth, &__INPUTS[1])?;
            __c::bounded(&self.egress_bandwidth, &__INPUTS[2])?;
            __c::bounded(&self.buffer, &__INPUTS[3])?;
            __c::bounded(&self.feedback_rtt, &__INPUTS[4])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_overflow_time(&self) -> __c::Parts {
            __c::traced(
                self.overflow_time(),
                &__PROPERTIES[3],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "require", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let net_fill_rate = self
                    .net_fill_rate() ?; let part = net_fill_rate >
                    ::mlsysim_core::equation::bytes_per_second(0.0); Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part =
                    "the senders offer no more than the egress drains, so the buffer never fills";
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite
                    { name : "bytes_per_second", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl IncastBuilder {
        ///Sets `n_senders`: Senders converging on the port.
        #[must_use]
        pub fn n_senders(mut self, value: u32) -> Self {
            self.n_senders = Some(value);
            self
        }
        ///Sets `sender_bandwidth`: Rate of each sender.
        #[must_use]
        pub fn sender_bandwidth(mut self, value: DataRate) -> Self {
            self.sender_bandwidth = Some(value);
            self
        }
        ///Sets `egress_bandwidth`: Rate of the egress port.
        #[must_use]
        pub fn egress_bandwidth(mut self, value: DataRate) -> Self {
            self.egress_bandwidth = Some(value);
            self
        }
        ///Sets `buffer`: Buffer of the egress port.
        #[must_use]
        pub fn buffer(mut self, value: Information) -> Self {
            self.buffer = Some(value);
            self
        }
        ///Sets `feedback_rtt`: Round trip of congestion feedback.
        #[must_use]
        pub fn feedback_rtt(mut self, value: Time) -> Self {
            self.feedback_rtt = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<Incast, __c::InputError> {
            let scenario = Incast {
                n_senders: __c::given(self.n_senders, "n_senders")?,
                sender_bandwidth: __c::given(self.sender_bandwidth, "sender_bandwidth")?,
                egress_bandwidth: __c::given(self.egress_bandwidth, "egress_bandwidth")?,
                buffer: __c::given(self.buffer, "buffer")?,
                feedback_rtt: __c::given(self.feedback_rtt, "feedback_rtt")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for IncastBuilder {
        type Scenario = Incast;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "n_senders" => self.n_senders = __c::set(value, &__INPUTS[0])?,
                "sender_bandwidth" => {
                    self.sender_bandwidth = __c::set(value, &__INPUTS[1])?;
                }
                "egress_bandwidth" => {
                    self.egress_bandwidth = __c::set(value, &__INPUTS[2])?;
                }
                "buffer" => self.buffer = __c::set(value, &__INPUTS[3])?,
                "feedback_rtt" => self.feedback_rtt = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<Incast, __c::InputError> {
            IncastBuilder::build(self)
        }
    }
    impl<'a> IncastValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a Incast {
            self.scenario
        }
    }
    impl __c::Scenario for Incast {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "Incast",
            family: &NETWORK_FABRICS,
            summary: "Many senders converging on one egress port (incast): how fast its buffer fills and how much data is in flight before congestion control can react.",
            description: "The offered load is the senders' combined rate; the buffer fills at the offered load less\nwhat the egress drains, and a full buffer holds buffer ÷ egress of waiting. The bandwidth-\ndelay product is the data in flight on the egress link during one feedback round trip.",
            notes: __c::meta::Notes {
                equation: "offered = senders × sender rate; fill rate = offered − egress; overflow = buffer ÷ fill rate; drain = buffer ÷ egress; in flight = egress × round trip",
                assumptions: &[
                    "Every sender sends at its full rate at once, and the buffer starts empty.",
                ],
                rules: __RULES,
                excludes: &[
                    "Pause frames, drops and retransmission once the buffer is full.",
                ],
                derivation: &[
                    "The reference's IncastModel: a fluid buffer between an offered load and a drain rate.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "256 senders fill a 32 MB buffer in 2.5 µs",
                    code: "// 256 senders fill a 32 MB buffer in 2.5 µs\nuse mlsysim_cluster::fabrics::incast_super_pod_unit;\n\nlet s = incast_super_pod_unit()?;\nassert_eq!(s.oversubscription()?, 256.0);\nassert!((s.overflow_time()?.value - 2.5098039215686274e-6).abs() < 1e-15);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = IncastBuilder;
        fn to_builder(&self) -> IncastBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.n_senders,
                    &self.sender_bandwidth,
                    &self.egress_bandwidth,
                    &self.buffer,
                    &self.feedback_rtt,
                ],
                &[
                    &values.offered_load,
                    &values.oversubscription,
                    &values.net_fill_rate,
                    &values.overflow_time,
                    &values.drain_time,
                    &values.bandwidth_delay_product,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "overflow_time" => Some(Ok(self.__explain_overflow_time())),
                _ => None,
            }
        }
    }
    __c::glue!(Incast);
};
