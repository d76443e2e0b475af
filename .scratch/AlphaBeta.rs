/**Named messages on named paths, each path a startup `alpha` and a bandwidth `beta`.

A message of n bytes pays a fixed startup (NIC, switch hops, error correction, software)
plus n / beta on the wire. The two are equal at n* = alpha × beta: below it a lower startup
helps most, above it only a higher bandwidth does.

# Equation

time = alpha + n ÷ beta on each path for each message; wire time = n ÷ beta; crossover n* = alpha × beta

# Assumptions

- A path is one startup and one bandwidth; contention and congestion are left out.

# Rules across inputs

- every path of `alphas` has a bandwidth in `bandwidths` (`alphas.names().all(|path| bandwidths.get(path).is_some())`)
- `alphas` names at least one path (`!alphas.is_empty()`)

# Excludes

- Protocol overhead beyond the startup, and messages split into packets.

# Derivation

- Hockney (1994), the alpha-beta model of point-to-point communication.

# Examples

```rust
// A 10 KB message is startup-bound on NDR
use mlsysim_cluster::fabrics::alpha_beta_hdr_ndr_small_message;

let s = alpha_beta_hdr_ndr_small_message()?;
let crossovers = s.crossovers()?;
assert_eq!(crossovers.get("NDR").unwrap().value, 75_000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AlphaBeta {
    ///Startup of a message on each path. *Shown in `MICROSECOND`; allowed >= 0.*
    pub alphas: Named<Time>,
    ///Bandwidth of each path. *Shown in `GBIT_PER_SECOND`; allowed > 0.*
    pub bandwidths: Named<DataRate>,
    ///Size of each message. *Shown in `BYTE`; allowed >= 0.*
    pub messages: Named<Information>,
}
///Builds a [`AlphaBeta`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AlphaBetaBuilder {
    alphas: ::core::option::Option<Named<Time>>,
    bandwidths: ::core::option::Option<Named<DataRate>>,
    messages: ::core::option::Option<Named<Information>>,
}
///Every property of a [`AlphaBeta`], each computed once (see [`AlphaBeta::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AlphaBetaValues<'a> {
    scenario: &'a AlphaBeta,
    ///Time of each message on each path: startup plus wire time.
    pub times: ::core::result::Result<Named<Named<Time>>, ::mlsysim_core::EvalError>,
    ///Wire time of each message on each path, the startup left out.
    pub transmission_times: ::core::result::Result<
        Named<Named<Time>>,
        ::mlsysim_core::EvalError,
    >,
    ///Message size at which startup and wire time are equal, on each path.
    pub crossovers: ::core::result::Result<
        Named<Information>,
        ::mlsysim_core::EvalError,
    >,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "alphas",
            ty: "Named<Time>",
            doc: "Startup of a message on each path.",
            label: {
                __c::units::unit_for::<
                    Named<Time>,
                    _,
                >(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bandwidths",
            ty: "Named<DataRate>",
            doc: "Bandwidth of each path.",
            label: {
                __c::units::unit_for::<
                    Named<DataRate>,
                    _,
                >(&::mlsysim_core::units::GBIT_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GBIT_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "messages",
            ty: "Named<Information>",
            doc: "Size of each message.",
            label: {
                __c::units::unit_for::<
                    Named<Information>,
                    _,
                >(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "times",
            doc: "Time of each message on each path: startup plus wire time.",
            equation: "point_to_point_time(n, alpha, beta) for each path and message",
            equation_is_code: false,
            result_type: "Named<Named<Time>>",
            label: {
                __c::units::unit_for::<
                    Named<Named<Time>>,
                    _,
                >(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["alphas", "bandwidths", "messages"],
            reaches: &[("alphas", "iter"), ("messages", "iter")],
            calls: &["point_to_point_time"],
            template: "{alphas}\n    .iter()\n    .map(|(path, &alpha)| {{\n        let beta = {bandwidths}[path];\n        let times = {messages}\n            .iter()\n            .map(|(m, &n)| Ok((m, point_to_point_time(n, alpha, beta))))\n            .collect::<Result<Named<Time>, EvalError>>();\n        Ok((path, times))\n    }})\n    .collect::<Result<Named<Named<Time>>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "transmission_times",
            doc: "Wire time of each message on each path, the startup left out.",
            equation: "n ÷ beta for each path and message",
            equation_is_code: false,
            result_type: "Named<Named<Time>>",
            label: {
                __c::units::unit_for::<
                    Named<Named<Time>>,
                    _,
                >(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["alphas", "bandwidths", "messages"],
            reaches: &[("alphas", "names"), ("messages", "iter")],
            calls: &["transfer_time"],
            template: "{#0 alphas.names()}\n    .map(|path| {{\n        let beta = {bandwidths}[path];\n        let times = {messages}\n            .iter()\n            .map(|(m, &n)| Ok((m, transfer_time(n, beta))))\n            .collect::<Result<Named<Time>, EvalError>>();\n        Ok((path, times))\n    }})\n    .collect::<Result<Named<Named<Time>>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "crossovers",
            doc: "Message size at which startup and wire time are equal, on each path.",
            equation: "alpha_beta_crossover(alpha, beta) for each path",
            equation_is_code: false,
            result_type: "Named<Information>",
            label: {
                __c::units::unit_for::<
                    Named<Information>,
                    _,
                >(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["alphas", "bandwidths"],
            reaches: &[("alphas", "iter")],
            calls: &["alpha_beta_crossover"],
            template: "{alphas}\n    .iter()\n    .map(|(path, &alpha)| Ok((\n        path,\n        alpha_beta_crossover(alpha, {bandwidths}[path]),\n    )))\n    .collect::<Result<Named<Information>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "every path of `alphas` has a bandwidth in `bandwidths`",
            condition: "alphas.names().all(|path| bandwidths.get(path).is_some())",
            inputs: &["alphas", "bandwidths"],
        },
        __c::RuleInfo {
            text: "`alphas` names at least one path",
            condition: "!alphas.is_empty()",
            inputs: &["alphas"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl AlphaBeta {
        ///Starts a [`AlphaBetaBuilder`]; required inputs must be set before [`AlphaBetaBuilder::build`].
        #[must_use]
        pub fn builder() -> AlphaBetaBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AlphaBetaBuilder {
            AlphaBetaBuilder {
                alphas: Some(__Clone::clone(&self.alphas)),
                bandwidths: Some(__Clone::clone(&self.bandwidths)),
                messages: Some(__Clone::clone(&self.messages)),
            }
        }
        ///Time of each message on each path: startup plus wire time. Equation: point_to_point_time(n, alpha, beta) for each path and message.
        #[inline]
        pub fn times(&self) -> __Result<Named<Named<Time>>, __c::EvalError> {
            let alphas = __Clone::clone(&self.alphas);
            let bandwidths = __Clone::clone(&self.bandwidths);
            let messages = __Clone::clone(&self.messages);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct times {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<Named<Time>>,
                    _,
                    times,
                >(
                    alphas
                        .iter()
                        .map(|(path, &alpha)| {
                            let beta = __mlsysim_fault
                                .keep(::mlsysim_core::equation::at(&bandwidths, &path));
                            let times = messages
                                .iter()
                                .map(|(m, &n)| Ok((
                                    m,
                                    ::mlsysim_core::equation::point_to_point_time(
                                        n,
                                        alpha,
                                        beta,
                                    )?,
                                )))
                                .collect::<Result<Named<Time>, EvalError>>()?;
                            Ok((path, times))
                        })
                        .collect::<Result<Named<Named<Time>>, EvalError>>()?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[0],
            )
        }
        ///Wire time of each message on each path, the startup left out. Equation: n ÷ beta for each path and message.
        #[inline]
        pub fn transmission_times(
            &self,
        ) -> __Result<Named<Named<Time>>, __c::EvalError> {
            let alphas = __Clone::clone(&self.alphas);
            let bandwidths = __Clone::clone(&self.bandwidths);
            let messages = __Clone::clone(&self.messages);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct transmission_times {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<Named<Time>>,
                    _,
                    transmission_times,
                >(
                    alphas
                        .names()
                        .map(|path| {
                            let beta = __mlsysim_fault
                                .keep(::mlsysim_core::equation::at(&bandwidths, &path));
                            let times = messages
                                .iter()
                                .map(|(m, &n)| Ok((
                                    m,
                                    ::mlsysim_core::equation::transfer_time(n, beta)?,
                                )))
                                .collect::<Result<Named<Time>, EvalError>>()?;
                            Ok((path, times))
                        })
                        .collect::<Result<Named<Named<Time>>, EvalError>>()?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[1],
            )
        }
        ///Message size at which startup and wire time are equal, on each path. Equation: alpha_beta_crossover(alpha, beta) for each path.
        #[inline]
        pub fn crossovers(&self) -> __Result<Named<Information>, __c::EvalError> {
            let alphas = __Clone::clone(&self.alphas);
            let bandwidths = __Clone::clone(&self.bandwidths);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct crossovers {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<Information>,
                    _,
                    crossovers,
                >(
                    alphas
                        .iter()
                        .map(|(path, &alpha)| Ok((
                            path,
                            ::mlsysim_core::equation::alpha_beta_crossover(
                                alpha,
                                __mlsysim_fault
                                    .keep(::mlsysim_core::equation::at(&bandwidths, &path)),
                            )?,
                        )))
                        .collect::<Result<Named<Information>, EvalError>>()?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AlphaBetaValues`].
        #[must_use]
        pub fn evaluate(&self) -> AlphaBetaValues<'_> {
            let times = self.times();
            let transmission_times = self.transmission_times();
            let crossovers = self.crossovers();
            AlphaBetaValues {
                scenario: self,
                times,
                transmission_times,
                crossovers,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.alphas, &__INPUTS[0])?;
            __c::bounded(&self.bandwidths, &__INPUTS[1])?;
            __c::bounded(&self.messages, &__INPUTS[2])?;
            {
                let alphas = __Clone::clone(&self.alphas);
                let bandwidths = __Clone::clone(&self.bandwidths);
                __c::rule(
                    alphas.names().all(|path| bandwidths.get(path).is_some()),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.alphas, &self.bandwidths],
                )?;
            }
            {
                let alphas = __Clone::clone(&self.alphas);
                __c::rule(!alphas.is_empty(), &__RULES[1], __INPUTS, &[&self.alphas])?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_transmission_times(&self) -> __c::Parts {
            __c::traced(
                self.transmission_times(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let alphas = __Clone::clone(& self.alphas); let part = alphas
                    .names(); Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl AlphaBetaBuilder {
        ///Sets `alphas`: Startup of a message on each path.
        #[must_use]
        pub fn alphas(mut self, value: Named<Time>) -> Self {
            self.alphas = Some(value);
            self
        }
        ///Sets `bandwidths`: Bandwidth of each path.
        #[must_use]
        pub fn bandwidths(mut self, value: Named<DataRate>) -> Self {
            self.bandwidths = Some(value);
            self
        }
        ///Sets `messages`: Size of each message.
        #[must_use]
        pub fn messages(mut self, value: Named<Information>) -> Self {
            self.messages = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AlphaBeta, __c::InputError> {
            let scenario = AlphaBeta {
                alphas: __c::given(self.alphas, "alphas")?,
                bandwidths: __c::given(self.bandwidths, "bandwidths")?,
                messages: __c::given(self.messages, "messages")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AlphaBetaBuilder {
        type Scenario = AlphaBeta;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "alphas" => self.alphas = __c::set(value, &__INPUTS[0])?,
                "bandwidths" => self.bandwidths = __c::set(value, &__INPUTS[1])?,
                "messages" => self.messages = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AlphaBeta, __c::InputError> {
            AlphaBetaBuilder::build(self)
        }
    }
    impl<'a> AlphaBetaValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AlphaBeta {
            self.scenario
        }
    }
    impl __c::Scenario for AlphaBeta {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AlphaBeta",
            family: &NETWORK_FABRICS,
            summary: "Named messages on named paths, each path a startup `alpha` and a bandwidth `beta`.",
            description: "A message of n bytes pays a fixed startup (NIC, switch hops, error correction, software)\nplus n / beta on the wire. The two are equal at n* = alpha × beta: below it a lower startup\nhelps most, above it only a higher bandwidth does.",
            notes: __c::meta::Notes {
                equation: "time = alpha + n ÷ beta on each path for each message; wire time = n ÷ beta; crossover n* = alpha × beta",
                assumptions: &[
                    "A path is one startup and one bandwidth; contention and congestion are left out.",
                ],
                rules: __RULES,
                excludes: &[
                    "Protocol overhead beyond the startup, and messages split into packets.",
                ],
                derivation: &[
                    "Hockney (1994), the alpha-beta model of point-to-point communication.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 10 KB message is startup-bound on NDR",
                    code: "// A 10 KB message is startup-bound on NDR\nuse mlsysim_cluster::fabrics::alpha_beta_hdr_ndr_small_message;\n\nlet s = alpha_beta_hdr_ndr_small_message()?;\nlet crossovers = s.crossovers()?;\nassert_eq!(crossovers.get(\"NDR\").unwrap().value, 75_000.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AlphaBetaBuilder;
        fn to_builder(&self) -> AlphaBetaBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.alphas, &self.bandwidths, &self.messages],
                &[&values.times, &values.transmission_times, &values.crossovers],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "transmission_times" => Some(Ok(self.__explain_transmission_times())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "alphas" => (&__c::explain::Held(&self.alphas)).__held(),
                "messages" => (&__c::explain::Held(&self.messages)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(AlphaBeta);
};
