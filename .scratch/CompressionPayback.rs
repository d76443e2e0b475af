/**One synchronization compressed by an effective ratio at a codec cost: when compression pays.

Compression pays when the codec costs less than the transfer it removes, codec < T (1 −
1/r); on a fast link the same reduction does not.

# Equation

compressed = T ÷ r; total = compressed + codec; speedup = T ÷ total; pays when codec < T (1 − 1/r)

# Assumptions

- The ratio is effective: metadata and protocol overhead are already in it.

# Excludes

- Any extra steps the compression noise costs (see CompressionRun).

# Derivation

- A codec pays when its cost is below the transfer time it saves.

# Examples

```rust
// 8× compression pays on a slow link, not on NVLink
use mlsysim_cluster::collectives::compression_payback_8x;

let s = compression_payback_8x()?;
assert!(s.pays(s.communication_time)?);
assert!(!s.pays(s.fast_communication_time)?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CompressionPayback {
    ///Time of the synchronization uncompressed. *Shown in `MILLISECOND`; allowed >= 0.*
    pub communication_time: Time,
    ///Effective compression ratio. *Allowed > 0.*
    pub compression_ratio: f64,
    ///Time to encode and decode. *Shown in `MILLISECOND`; allowed >= 0.*
    pub codec_time: Time,
    ///Time of the same synchronization on a fast link. *Shown in `MILLISECOND`; allowed >= 0.*
    pub fast_communication_time: Time,
}
///Builds a [`CompressionPayback`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CompressionPaybackBuilder {
    communication_time: ::core::option::Option<Time>,
    compression_ratio: ::core::option::Option<f64>,
    codec_time: ::core::option::Option<Time>,
    fast_communication_time: ::core::option::Option<Time>,
}
///Every property of a [`CompressionPayback`], each computed once (see [`CompressionPayback::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CompressionPaybackValues<'a> {
    scenario: &'a CompressionPayback,
    ///Time of the compressed transfer.
    pub compressed_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time of the compressed transfer and its codec.
    pub total_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///How many times faster the compressed synchronization is.
    pub speedup: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Transfer time compression removes.
    pub saved_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "communication_time",
            ty: "Time",
            doc: "Time of the synchronization uncompressed.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "compression_ratio",
            ty: "f64",
            doc: "Effective compression ratio.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "codec_time",
            ty: "Time",
            doc: "Time to encode and decode.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fast_communication_time",
            ty: "Time",
            doc: "Time of the same synchronization on a fast link.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "compressed_time",
            doc: "Time of the compressed transfer.",
            equation: "communication_time / compression_ratio",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["communication_time", "compression_ratio"],
            template: "{communication_time} / {compression_ratio}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_time",
            doc: "Time of the compressed transfer and its codec.",
            equation: "compressed_time + codec_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["codec_time", "compressed_time"],
            template: "{compressed_time} + {codec_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "speedup",
            doc: "How many times faster the compressed synchronization is.",
            equation: "communication_time / total_time",
            result_type: "f64",
            depends_on: &["communication_time", "total_time"],
            template: "{communication_time} / {total_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "saved_time",
            doc: "Transfer time compression removes.",
            equation: "communication_time - compressed_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["communication_time", "compressed_time"],
            template: "{communication_time} - {compressed_time}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "pays",
            kind: __c::MemberKind::Method,
            doc: "Whether compression pays for a synchronization of `time` (the reference's argument\n`communication_time`, renamed beside the input).",
            equation: "codec_time < time * (1.0 - 1.0 / compression_ratio)",
            args: &[
                __c::ArgInfo {
                    name: "time",
                    ty: "Time",
                    samples: &[
                        __c::Sample::From("communication_time"),
                        __c::Sample::From("fast_communication_time"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "bool",
            depends_on: &["codec_time", "compression_ratio"],
            template: "{codec_time} < {time} * (1.0 - 1.0 / {compression_ratio})",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl CompressionPayback {
        ///Starts a [`CompressionPaybackBuilder`]; required inputs must be set before [`CompressionPaybackBuilder::build`].
        #[must_use]
        pub fn builder() -> CompressionPaybackBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CompressionPaybackBuilder {
            CompressionPaybackBuilder {
                communication_time: Some(__Clone::clone(&self.communication_time)),
                compression_ratio: Some(__Clone::clone(&self.compression_ratio)),
                codec_time: Some(__Clone::clone(&self.codec_time)),
                fast_communication_time: Some(
                    __Clone::clone(&self.fast_communication_time),
                ),
            }
        }
        ///Time of the compressed transfer. Equation: `communication_time / compression_ratio`.
        #[inline]
        pub fn compressed_time(&self) -> __Result<Time, __c::EvalError> {
            let communication_time = __Clone::clone(&self.communication_time);
            let compression_ratio = __Clone::clone(&self.compression_ratio);
            struct compressed_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    compressed_time,
                >(communication_time.eq_div(compression_ratio)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Time of the compressed transfer and its codec. Equation: `compressed_time + codec_time`.
        #[inline]
        pub fn total_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_total_time(self.compressed_time()?)
        }
        #[doc(hidden)]
        fn __eq_total_time(
            &self,
            compressed_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let codec_time = __Clone::clone(&self.codec_time);
            struct total_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    total_time,
                >(compressed_time.eq_add(codec_time)?))(),
                &__PROPERTIES[1],
            )
        }
        ///How many times faster the compressed synchronization is. Equation: `communication_time / total_time`.
        #[inline]
        pub fn speedup(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_speedup(self.total_time()?)
        }
        #[doc(hidden)]
        fn __eq_speedup(&self, total_time: Time) -> __Result<f64, __c::EvalError> {
            let communication_time = __Clone::clone(&self.communication_time);
            struct speedup {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    speedup,
                >(communication_time.eq_div(total_time)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Transfer time compression removes. Equation: `communication_time - compressed_time`.
        #[inline]
        pub fn saved_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_saved_time(self.compressed_time()?)
        }
        #[doc(hidden)]
        fn __eq_saved_time(
            &self,
            compressed_time: Time,
        ) -> __Result<Time, __c::EvalError> {
            let communication_time = __Clone::clone(&self.communication_time);
            struct saved_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    saved_time,
                >(communication_time.eq_sub(compressed_time)?))(),
                &__PROPERTIES[3],
            )
        }
        /**Whether compression pays for a synchronization of `time` (the reference's argument
`communication_time`, renamed beside the input). Equation: `codec_time < time * (1.0 - 1.0 / compression_ratio)`.*/
        #[inline]
        pub fn pays(&self, time: Time) -> __Result<bool, __c::EvalError> {
            __c::argument(&time, "pays", &(&__METHODS[0]).args[0])?;
            let codec_time = __Clone::clone(&self.codec_time);
            let compression_ratio = __Clone::clone(&self.compression_ratio);
            struct pays {}
            __c::member(
                (|| __c::conform::<
                    bool,
                    _,
                    pays,
                >(
                    codec_time
                        < time.eq_mul((1.0).eq_sub((1.0).eq_div(compression_ratio)?)?)?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CompressionPaybackValues`].
        #[must_use]
        pub fn evaluate(&self) -> CompressionPaybackValues<'_> {
            let compressed_time = self.compressed_time();
            let total_time = __c::after(
                (&compressed_time,),
                |(v0,)| self.__eq_total_time(v0),
            );
            let speedup = __c::after((&total_time,), |(v0,)| self.__eq_speedup(v0));
            let saved_time = __c::after(
                (&compressed_time,),
                |(v0,)| self.__eq_saved_time(v0),
            );
            CompressionPaybackValues {
                scenario: self,
                compressed_time,
                total_time,
                speedup,
                saved_time,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.communication_time, &__INPUTS[0])?;
            __c::bounded(&self.compression_ratio, &__INPUTS[1])?;
            __c::bounded(&self.codec_time, &__INPUTS[2])?;
            __c::bounded(&self.fast_communication_time, &__INPUTS[3])?;
            Ok(())
        }
    }
    impl CompressionPaybackBuilder {
        ///Sets `communication_time`: Time of the synchronization uncompressed.
        #[must_use]
        pub fn communication_time(mut self, value: Time) -> Self {
            self.communication_time = Some(value);
            self
        }
        ///Sets `compression_ratio`: Effective compression ratio.
        #[must_use]
        pub fn compression_ratio(mut self, value: f64) -> Self {
            self.compression_ratio = Some(value);
            self
        }
        ///Sets `codec_time`: Time to encode and decode.
        #[must_use]
        pub fn codec_time(mut self, value: Time) -> Self {
            self.codec_time = Some(value);
            self
        }
        ///Sets `fast_communication_time`: Time of the same synchronization on a fast link.
        #[must_use]
        pub fn fast_communication_time(mut self, value: Time) -> Self {
            self.fast_communication_time = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<CompressionPayback, __c::InputError> {
            let scenario = CompressionPayback {
                communication_time: __c::given(
                    self.communication_time,
                    "communication_time",
                )?,
                compression_ratio: __c::given(
                    self.compression_ratio,
                    "compression_ratio",
                )?,
                codec_time: __c::given(self.codec_time, "codec_time")?,
                fast_communication_time: __c::given(
                    self.fast_communication_time,
                    "fast_communication_time",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CompressionPaybackBuilder {
        type Scenario = CompressionPayback;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "communication_time" => {
                    self.communication_time = __c::set(value, &__INPUTS[0])?;
                }
                "compression_ratio" => {
                    self.compression_ratio = __c::set(value, &__INPUTS[1])?;
                }
                "codec_time" => self.codec_time = __c::set(value, &__INPUTS[2])?,
                "fast_communication_time" => {
                    self.fast_communication_time = __c::set(value, &__INPUTS[3])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CompressionPayback, __c::InputError> {
            CompressionPaybackBuilder::build(self)
        }
    }
    impl<'a> CompressionPaybackValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CompressionPayback {
            self.scenario
        }
        ///[`CompressionPayback::pays`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn pays(&self, time: Time) -> __Result<bool, __c::EvalError> {
            self.scenario.pays(time)
        }
    }
    impl __c::Scenario for CompressionPayback {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CompressionPayback",
            family: &COLLECTIVES,
            summary: "One synchronization compressed by an effective ratio at a codec cost: when compression pays.",
            description: "Compression pays when the codec costs less than the transfer it removes, codec < T (1 −\n1/r); on a fast link the same reduction does not.",
            notes: __c::meta::Notes {
                equation: "compressed = T ÷ r; total = compressed + codec; speedup = T ÷ total; pays when codec < T (1 − 1/r)",
                assumptions: &[
                    "The ratio is effective: metadata and protocol overhead are already in it.",
                ],
                rules: __RULES,
                excludes: &[
                    "Any extra steps the compression noise costs (see CompressionRun).",
                ],
                derivation: &[
                    "A codec pays when its cost is below the transfer time it saves.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "8× compression pays on a slow link, not on NVLink",
                    code: "// 8× compression pays on a slow link, not on NVLink\nuse mlsysim_cluster::collectives::compression_payback_8x;\n\nlet s = compression_payback_8x()?;\nassert!(s.pays(s.communication_time)?);\nassert!(!s.pays(s.fast_communication_time)?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = CompressionPaybackBuilder;
        fn to_builder(&self) -> CompressionPaybackBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.communication_time,
                    &self.compression_ratio,
                    &self.codec_time,
                    &self.fast_communication_time,
                ],
                &[
                    &values.compressed_time,
                    &values.total_time,
                    &values.speedup,
                    &values.saved_time,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "pays" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.pays(a0), &__METHODS[0])
                }
                _ => Err(__c::unknown_method(method, __METHODS, __PROPERTIES)),
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "communication_time" => {
                    __c::samples(
                        &self.communication_time,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::MILLISECOND.erase(),
                        ),
                    )
                }
                "fast_communication_time" => {
                    __c::samples(
                        &self.fast_communication_time,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::MILLISECOND.erase(),
                        ),
                    )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(CompressionPayback);
};
