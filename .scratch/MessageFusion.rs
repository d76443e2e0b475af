/**Many small messages sent one by one against one fused message on the same path.

Each small message lies far below the crossover n* = alpha × beta, so alone it costs its
startup (its byte time is dropped); fused, the batch pays one startup plus its bytes.

# Equation

n* = α β; separate = count × α; fused = α + count × message ÷ β; speedup = separate ÷ fused

# Assumptions

- Each message sent alone is far below the crossover, so its byte time is left out.

# Excludes

- The time to pack and unpack the fused message.

# Derivation

- The alpha-beta model (Hockney 1994) applied to one message and to their batch.

# Examples

```rust
// Fusing 100 routing messages is about 16 times faster
use mlsysim_cluster::collectives::routing_message_fusion_ndr;

let s = routing_message_fusion_ndr()?;
assert!((s.speedup()? - 15.789473684210524).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MessageFusion {
    ///Startup of one message. *Shown in `MICROSECOND`; allowed >= 0.*
    pub alpha: Time,
    ///Bandwidth of the path. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub bandwidth: DataRate,
    ///Bytes of one small message. *Shown in `BYTE`; allowed >= 0.*
    pub message: Information,
    ///Messages fused into one. *Allowed >= 1.*
    pub count: u32,
}
///Builds a [`MessageFusion`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct MessageFusionBuilder {
    alpha: ::core::option::Option<Time>,
    bandwidth: ::core::option::Option<DataRate>,
    message: ::core::option::Option<Information>,
    count: ::core::option::Option<u32>,
}
///Every property of a [`MessageFusion`], each computed once (see [`MessageFusion::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MessageFusionValues<'a> {
    scenario: &'a MessageFusion,
    ///Message size at which startup and byte time are equal.
    pub crossover: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of the fused message.
    pub fused_message: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Time of the messages sent one by one: a startup each.
    pub separate_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time of the fused message: one startup and its bytes.
    pub fused_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///How many times faster the fused message is.
    pub speedup: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Byte time of one small message.
    pub transfer_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///How many times one message's byte time its startup is.
    pub startup_to_transfer: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "alpha",
            ty: "Time",
            doc: "Startup of one message.",
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
            doc: "Bandwidth of the path.",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "message",
            ty: "Information",
            doc: "Bytes of one small message.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "count",
            ty: "u32",
            doc: "Messages fused into one.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "crossover",
            doc: "Message size at which startup and byte time are equal.",
            equation: "alpha_beta_crossover(alpha, bandwidth)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["alpha", "bandwidth"],
            calls: &["alpha_beta_crossover"],
            template: "alpha_beta_crossover({alpha}, {bandwidth})",
            named_calls: "alpha_beta_crossover(alpha, bandwidth)",
            operation: "result of `alpha_beta_crossover`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fused_message",
            doc: "Bytes of the fused message.",
            equation: "count * message",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["count", "message"],
            template: "{count} * {message}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "separate_time",
            doc: "Time of the messages sent one by one: a startup each.",
            equation: "count * alpha",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &["count", "alpha"],
            template: "{count} * {alpha}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fused_time",
            doc: "Time of the fused message: one startup and its bytes.",
            equation: "alpha + fused_message / bandwidth",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &["alpha", "bandwidth", "fused_message"],
            template: "{alpha} + {fused_message} / {bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "speedup",
            doc: "How many times faster the fused message is.",
            equation: "separate_time / fused_time",
            result_type: "f64",
            depends_on: &["separate_time", "fused_time"],
            template: "{separate_time} / {fused_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "transfer_time",
            doc: "Byte time of one small message.",
            equation: "message ÷ bandwidth",
            equation_is_code: false,
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::NANOSECOND);
                __c::units::label(&::mlsysim_core::units::NANOSECOND)
            },
            depends_on: &["message", "bandwidth"],
            template: "::mlsysim_core::equation::transfer_time({message}, {bandwidth})",
            operation: "result of `transfer_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "startup_to_transfer",
            doc: "How many times one message's byte time its startup is.",
            equation: "alpha / transfer_time",
            result_type: "f64",
            depends_on: &["alpha", "transfer_time"],
            template: "{alpha} / {transfer_time}",
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
    impl MessageFusion {
        ///Starts a [`MessageFusionBuilder`]; required inputs must be set before [`MessageFusionBuilder::build`].
        #[must_use]
        pub fn builder() -> MessageFusionBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> MessageFusionBuilder {
            MessageFusionBuilder {
                alpha: Some(__Clone::clone(&self.alpha)),
                bandwidth: Some(__Clone::clone(&self.bandwidth)),
                message: Some(__Clone::clone(&self.message)),
                count: Some(__Clone::clone(&self.count)),
            }
        }
        ///Message size at which startup and byte time are equal. Equation: `alpha_beta_crossover(alpha, bandwidth)`.
        #[inline]
        pub fn crossover(&self) -> __Result<Information, __c::EvalError> {
            let alpha = __Clone::clone(&self.alpha);
            let bandwidth = __Clone::clone(&self.bandwidth);
            struct crossover {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    crossover,
                >(::mlsysim_core::equation::alpha_beta_crossover(alpha, bandwidth)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes of the fused message. Equation: `count * message`.
        #[inline]
        pub fn fused_message(&self) -> __Result<Information, __c::EvalError> {
            let count = __Clone::clone(&self.count);
            let message = __Clone::clone(&self.message);
            struct fused_message {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    fused_message,
                >(count.eq_mul(message)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Time of the messages sent one by one: a startup each. Equation: `count * alpha`.
        #[inline]
        pub fn separate_time(&self) -> __Result<Time, __c::EvalError> {
            let count = __Clone::clone(&self.count);
            let alpha = __Clone::clone(&self.alpha);
            struct separate_time {}
            __c::member(
                (|| __c::conform::<Time, _, separate_time>(count.eq_mul(alpha)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Time of the fused message: one startup and its bytes. Equation: `alpha + fused_message / bandwidth`.
        #[inline]
        pub fn fused_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_fused_time(self.fused_message()?)
        }
        #[doc(hidden)]
        fn __eq_fused_time(
            &self,
            fused_message: Information,
        ) -> __Result<Time, __c::EvalError> {
            let alpha = __Clone::clone(&self.alpha);
            let bandwidth = __Clone::clone(&self.bandwidth);
            struct fused_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    fused_time,
                >(alpha.eq_add(fused_message.eq_div(bandwidth)?)?))(),
                &__PROPERTIES[3],
            )
        }
        ///How many times faster the fused message is. Equation: `separate_time / fused_time`.
        #[inline]
        pub fn speedup(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_speedup(self.separate_time()?, self.fused_time()?)
        }
        #[doc(hidden)]
        fn __eq_speedup(
            &self,
            separate_time: Time,
            fused_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct speedup {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    speedup,
                >(separate_time.eq_div(fused_time)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Byte time of one small message. Equation: message ÷ bandwidth.
        #[inline]
        pub fn transfer_time(&self) -> __Result<Time, __c::EvalError> {
            let message = __Clone::clone(&self.message);
            let bandwidth = __Clone::clone(&self.bandwidth);
            struct transfer_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    transfer_time,
                >(::mlsysim_core::equation::transfer_time(message, bandwidth)?))(),
                &__PROPERTIES[5],
            )
        }
        ///How many times one message's byte time its startup is. Equation: `alpha / transfer_time`.
        #[inline]
        pub fn startup_to_transfer(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_startup_to_transfer(self.transfer_time()?)
        }
        #[doc(hidden)]
        fn __eq_startup_to_transfer(
            &self,
            transfer_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            let alpha = __Clone::clone(&self.alpha);
            struct startup_to_transfer {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    startup_to_transfer,
                >(alpha.eq_div(transfer_time)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`MessageFusionValues`].
        #[must_use]
        pub fn evaluate(&self) -> MessageFusionValues<'_> {
            let crossover = self.crossover();
            let fused_message = self.fused_message();
            let separate_time = self.separate_time();
            let fused_time = __c::after(
                (&fused_message,),
                |(v0,)| self.__eq_fused_time(v0),
            );
            let speedup = __c::after(
                (&separate_time, &fused_time),
                |(v0, v1)| self.__eq_speedup(v0, v1),
            );
            let transfer_time = self.transfer_time();
            let startup_to_transfer = __c::after(
                (&transfer_time,),
                |(v0,)| self.__eq_startup_to_transfer(v0),
            );
            MessageFusionValues {
                scenario: self,
                crossover,
                fused_message,
                separate_time,
                fused_time,
                speedup,
                transfer_time,
                startup_to_transfer,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.alpha, &__INPUTS[0])?;
            __c::bounded(&self.bandwidth, &__INPUTS[1])?;
            __c::bounded(&self.message, &__INPUTS[2])?;
            __c::bounded_plain(&self.count, &__INPUTS[3])?;
            Ok(())
        }
    }
    impl MessageFusionBuilder {
        ///Sets `alpha`: Startup of one message.
        #[must_use]
        pub fn alpha(mut self, value: Time) -> Self {
            self.alpha = Some(value);
            self
        }
        ///Sets `bandwidth`: Bandwidth of the path.
        #[must_use]
        pub fn bandwidth(mut self, value: DataRate) -> Self {
            self.bandwidth = Some(value);
            self
        }
        ///Sets `message`: Bytes of one small message.
        #[must_use]
        pub fn message(mut self, value: Information) -> Self {
            self.message = Some(value);
            self
        }
        ///Sets `count`: Messages fused into one.
        #[must_use]
        pub fn count(mut self, value: u32) -> Self {
            self.count = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<MessageFusion, __c::InputError> {
            let scenario = MessageFusion {
                alpha: __c::given(self.alpha, "alpha")?,
                bandwidth: __c::given(self.bandwidth, "bandwidth")?,
                message: __c::given(self.message, "message")?,
                count: __c::given(self.count, "count")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for MessageFusionBuilder {
        type Scenario = MessageFusion;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "alpha" => self.alpha = __c::set(value, &__INPUTS[0])?,
                "bandwidth" => self.bandwidth = __c::set(value, &__INPUTS[1])?,
                "message" => self.message = __c::set(value, &__INPUTS[2])?,
                "count" => self.count = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<MessageFusion, __c::InputError> {
            MessageFusionBuilder::build(self)
        }
    }
    impl<'a> MessageFusionValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a MessageFusion {
            self.scenario
        }
    }
    impl __c::Scenario for MessageFusion {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "MessageFusion",
            family: &COLLECTIVES,
            summary: "Many small messages sent one by one against one fused message on the same path.",
            description: "Each small message lies far below the crossover n* = alpha × beta, so alone it costs its\nstartup (its byte time is dropped); fused, the batch pays one startup plus its bytes.",
            notes: __c::meta::Notes {
                equation: "n* = α β; separate = count × α; fused = α + count × message ÷ β; speedup = separate ÷ fused",
                assumptions: &[
                    "Each message sent alone is far below the crossover, so its byte time is left out.",
                ],
                rules: __RULES,
                excludes: &["The time to pack and unpack the fused message."],
                derivation: &[
                    "The alpha-beta model (Hockney 1994) applied to one message and to their batch.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Fusing 100 routing messages is about 16 times faster",
                    code: "// Fusing 100 routing messages is about 16 times faster\nuse mlsysim_cluster::collectives::routing_message_fusion_ndr;\n\nlet s = routing_message_fusion_ndr()?;\nassert!((s.speedup()? - 15.789473684210524).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = MessageFusionBuilder;
        fn to_builder(&self) -> MessageFusionBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.alpha, &self.bandwidth, &self.message, &self.count],
                &[
                    &values.crossover,
                    &values.fused_message,
                    &values.separate_time,
                    &values.fused_time,
                    &values.speedup,
                    &values.transfer_time,
                    &values.startup_to_transfer,
                ],
            )
        }
    }
    __c::glue!(MessageFusion);
};
