/**Compressed shards read at full rate and decoded on CPU cores: the decoded bandwidth each codec gives, and the cores it takes to keep up.

A codec at ratio `r` turns each stored byte into `r` decoded bytes, so the read path
delivers `r` times its bandwidth once decoded; a core decodes at the codec's output rate,
so keeping up takes that bandwidth over the per-core rate.

# Equation

output(codec) = read bandwidth × ratio(codec); cores(codec) = output(codec) ÷ decode rate(codec)

# Assumptions

- The read path runs at its full bandwidth and decoding scales linearly with cores.

# Rules across inputs

- every codec of `decode_rates` has a ratio in `compression_ratios` (`decode_rates.names().all(|codec| compression_ratios.get(codec).is_some())`)

# Excludes

- Memory bandwidth and the cost of moving decoded bytes to the accelerator.

# Derivation

- Decoded bytes are stored bytes times the ratio; cores are work over the rate of one.

# Examples

```rust
// The denser codec needs more cores
use mlsysim_data::storage::node_stripe_codecs;

let s = node_stripe_codecs()?;
assert!(s.decode_cores("dense".into())? > s.decode_cores("light".into())?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CompressedRead {
    ///Bandwidth the stored shards are read at. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub read_bandwidth: DataRate,
    ///Decoded bytes per stored byte, by codec. *Allowed > 0.*
    pub compression_ratios: Named<f64>,
    ///Decoded output one core produces a second, by codec. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub decode_rates: Named<DataRate>,
}
///Builds a [`CompressedRead`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CompressedReadBuilder {
    read_bandwidth: ::core::option::Option<DataRate>,
    compression_ratios: ::core::option::Option<Named<f64>>,
    decode_rates: ::core::option::Option<Named<DataRate>>,
}
///Every property of a [`CompressedRead`], each computed once (see [`CompressedRead::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CompressedReadValues<'a> {
    scenario: &'a CompressedRead,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "read_bandwidth",
            ty: "DataRate",
            doc: "Bandwidth the stored shards are read at.",
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
            name: "compression_ratios",
            ty: "Named<f64>",
            doc: "Decoded bytes per stored byte, by codec.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "decode_rates",
            ty: "Named<DataRate>",
            doc: "Decoded output one core produces a second, by codec.",
            label: {
                __c::units::unit_for::<
                    Named<DataRate>,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "output_bandwidth",
            kind: __c::MemberKind::Method,
            doc: "Decoded bytes a second when the read path runs at full rate.",
            equation: "read_bandwidth * compression_ratios[codec]",
            args: &[
                __c::ArgInfo {
                    name: "codec",
                    ty: "String",
                    samples: &[__c::Sample::From("compression_ratios")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            depends_on: &["read_bandwidth", "compression_ratios"],
            template: "{read_bandwidth} * {#0 compression_ratios[codec]}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "decode_cores",
            kind: __c::MemberKind::Method,
            doc: "Cores that decode at that rate.",
            equation: "output_bandwidth(codec.clone()) / decode_rates[codec]",
            args: &[
                __c::ArgInfo {
                    name: "codec",
                    ty: "String",
                    samples: &[__c::Sample::From("decode_rates")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            depends_on: &["decode_rates"],
            template: "{#0 output_bandwidth(codec.clone())} / {#1 decode_rates[codec]}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "every codec of `decode_rates` has a ratio in `compression_ratios`",
            condition: "decode_rates.names().all(|codec| compression_ratios.get(codec).is_some())",
            inputs: &["decode_rates", "compression_ratios"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl CompressedRead {
        ///Starts a [`CompressedReadBuilder`]; required inputs must be set before [`CompressedReadBuilder::build`].
        #[must_use]
        pub fn builder() -> CompressedReadBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CompressedReadBuilder {
            CompressedReadBuilder {
                read_bandwidth: Some(__Clone::clone(&self.read_bandwidth)),
                compression_ratios: Some(__Clone::clone(&self.compression_ratios)),
                decode_rates: Some(__Clone::clone(&self.decode_rates)),
            }
        }
        ///Decoded bytes a second when the read path runs at full rate. Equation: `read_bandwidth * compression_ratios[codec]`.
        #[inline]
        pub fn output_bandwidth(
            &self,
            codec: String,
        ) -> __Result<DataRate, __c::EvalError> {
            let read_bandwidth = __Clone::clone(&self.read_bandwidth);
            let compression_ratios = __Clone::clone(&self.compression_ratios);
            struct output_bandwidth {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    output_bandwidth,
                >(
                    read_bandwidth
                        .eq_mul(
                            ::mlsysim_core::equation::at(&compression_ratios, &codec)?,
                        )?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Cores that decode at that rate. Equation: `output_bandwidth(codec.clone()) / decode_rates[codec]`.
        #[inline]
        pub fn decode_cores(&self, codec: String) -> __Result<f64, __c::EvalError> {
            let decode_rates = __Clone::clone(&self.decode_rates);
            let output_bandwidth = |codec: String| self.output_bandwidth(codec);
            struct decode_cores {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    decode_cores,
                >(
                    output_bandwidth(codec.clone())?
                        .eq_div(::mlsysim_core::equation::at(&decode_rates, &codec)?)?,
                ))(),
                &__METHODS[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CompressedReadValues`].
        #[must_use]
        pub fn evaluate(&self) -> CompressedReadValues<'_> {
            CompressedReadValues {
                scenario: self,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.read_bandwidth, &__INPUTS[0])?;
            __c::bounded(&self.compression_ratios, &__INPUTS[1])?;
            __c::bounded(&self.decode_rates, &__INPUTS[2])?;
            {
                let decode_rates = __Clone::clone(&self.decode_rates);
                let compression_ratios = __Clone::clone(&self.compression_ratios);
                __c::rule(
                    decode_rates
                        .names()
                        .all(|codec| compression_ratios.get(codec).is_some()),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.decode_rates, &self.compression_ratios],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_output_bandwidth(&self, codec: String) -> __c::Parts {
            __c::traced(
                self.output_bandwidth(__Clone::clone(&codec)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let compression_ratios = __Clone::clone(& self
                    .compression_ratios); let codec = __Clone::clone(& codec); let part =
                    ::mlsysim_core::equation::at(& compression_ratios, & codec) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_decode_cores(&self, codec: String) -> __c::Parts {
            __c::traced(
                self.decode_cores(__Clone::clone(&codec)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let codec = __Clone::clone(& codec); let output_bandwidth = |
                    codec : String | self.output_bandwidth(codec); let part =
                    output_bandwidth(codec.clone()) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let decode_rates = __Clone::clone(&
                    self.decode_rates); let codec = __Clone::clone(& codec); let part =
                    ::mlsysim_core::equation::at(& decode_rates, & codec) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "output_bandwidth", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let codec =
                    __Clone::clone(& codec); let part = codec.clone(); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl CompressedReadBuilder {
        ///Sets `read_bandwidth`: Bandwidth the stored shards are read at.
        #[must_use]
        pub fn read_bandwidth(mut self, value: DataRate) -> Self {
            self.read_bandwidth = Some(value);
            self
        }
        ///Sets `compression_ratios`: Decoded bytes per stored byte, by codec.
        #[must_use]
        pub fn compression_ratios(mut self, value: Named<f64>) -> Self {
            self.compression_ratios = Some(value);
            self
        }
        ///Sets `decode_rates`: Decoded output one core produces a second, by codec.
        #[must_use]
        pub fn decode_rates(mut self, value: Named<DataRate>) -> Self {
            self.decode_rates = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<CompressedRead, __c::InputError> {
            let scenario = CompressedRead {
                read_bandwidth: __c::given(self.read_bandwidth, "read_bandwidth")?,
                compression_ratios: __c::given(
                    self.compression_ratios,
                    "compression_ratios",
                )?,
                decode_rates: __c::given(self.decode_rates, "decode_rates")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CompressedReadBuilder {
        type Scenario = CompressedRead;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "read_bandwidth" => self.read_bandwidth = __c::set(value, &__INPUTS[0])?,
                "compression_ratios" => {
                    self.compression_ratios = __c::set(value, &__INPUTS[1])?;
                }
                "decode_rates" => self.decode_rates = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CompressedRead, __c::InputError> {
            CompressedReadBuilder::build(self)
        }
    }
    impl<'a> CompressedReadValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CompressedRead {
            self.scenario
        }
        ///[`CompressedRead::output_bandwidth`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn output_bandwidth(
            &self,
            codec: String,
        ) -> __Result<DataRate, __c::EvalError> {
            self.scenario.output_bandwidth(codec)
        }
        ///[`CompressedRead::decode_cores`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn decode_cores(&self, codec: String) -> __Result<f64, __c::EvalError> {
            self.scenario.decode_cores(codec)
        }
    }
    impl __c::Scenario for CompressedRead {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CompressedRead",
            family: &STORAGE,
            summary: "Compressed shards read at full rate and decoded on CPU cores: the decoded bandwidth each codec gives, and the cores it takes to keep up.",
            description: "A codec at ratio `r` turns each stored byte into `r` decoded bytes, so the read path\ndelivers `r` times its bandwidth once decoded; a core decodes at the codec's output rate,\nso keeping up takes that bandwidth over the per-core rate.",
            notes: __c::meta::Notes {
                equation: "output(codec) = read bandwidth × ratio(codec); cores(codec) = output(codec) ÷ decode rate(codec)",
                assumptions: &[
                    "The read path runs at its full bandwidth and decoding scales linearly with cores.",
                ],
                rules: __RULES,
                excludes: &[
                    "Memory bandwidth and the cost of moving decoded bytes to the accelerator.",
                ],
                derivation: &[
                    "Decoded bytes are stored bytes times the ratio; cores are work over the rate of one.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The denser codec needs more cores",
                    code: "// The denser codec needs more cores\nuse mlsysim_data::storage::node_stripe_codecs;\n\nlet s = node_stripe_codecs()?;\nassert!(s.decode_cores(\"dense\".into())? > s.decode_cores(\"light\".into())?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = CompressedReadBuilder;
        fn to_builder(&self) -> CompressedReadBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(&[&self.read_bandwidth, &self.compression_ratios, &self.decode_rates], &[])
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "output_bandwidth" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.output_bandwidth(a0), &__METHODS[0])
                }
                "decode_cores" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.decode_cores(a0), &__METHODS[1])
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
                "output_bandwidth" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_output_bandwidth(a0)),
                    )
                }
                "decode_cores" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_decode_cores(a0)),
                    )
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "compression_ratios" => {
                    __c::samples(&self.compression_ratios, ::core::option::Option::None)
                }
                "decode_rates" => {
                    __c::samples(
                        &self.decode_rates,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::GB_PER_SECOND.erase(),
                        ),
                    )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(CompressedRead);
};
