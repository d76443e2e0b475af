/**An epoch decompressed on the host every epoch: the CPU time each codec takes, and what the faster one saves per epoch and over the run.

# Equation

decode time(codec) = epoch bytes ÷ rate(codec); saved = time(slow) − time(fast); over the run = epochs × saved

# Assumptions

- Decompression runs at the codec's stated rate on one stream, and every epoch is decompressed afresh.

# Excludes

- The storage and egress that the denser codec saves.

# Derivation

- Time is bytes over rate.

# Examples

```rust
// Snappy saves hours over a run
use mlsysim_data::delivery::gzip_versus_snappy_epochs;

let s = gzip_versus_snappy_epochs()?;
assert!(s.run_time_saved("gzip".into(), "Snappy".into())?.value > 3600.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CodecEpoch {
    ///Bytes of one epoch, decompressed. *Shown in `GB`; allowed > 0.*
    pub epoch_bytes: Information,
    ///Epochs of the run. *Allowed >= 0.*
    pub epochs: i64,
    ///Decompression rate, by codec. *Shown in `MB_PER_SECOND`; allowed > 0.*
    pub decode_rates: Named<DataRate>,
}
///Builds a [`CodecEpoch`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CodecEpochBuilder {
    epoch_bytes: ::core::option::Option<Information>,
    epochs: ::core::option::Option<i64>,
    decode_rates: ::core::option::Option<Named<DataRate>>,
}
///Every property of a [`CodecEpoch`], each computed once (see [`CodecEpoch::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CodecEpochValues<'a> {
    scenario: &'a CodecEpoch,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "epoch_bytes",
            ty: "Information",
            doc: "Bytes of one epoch, decompressed.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "epochs",
            ty: "i64",
            doc: "Epochs of the run.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "decode_rates",
            ty: "Named<DataRate>",
            doc: "Decompression rate, by codec.",
            label: {
                __c::units::unit_for::<
                    Named<DataRate>,
                    _,
                >(&::mlsysim_core::units::MB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::MB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "decode_time",
            kind: __c::MemberKind::Method,
            doc: "Host CPU time to decompress one epoch with `codec`.",
            equation: "epoch_bytes / decode_rates[codec]",
            args: &[
                __c::ArgInfo {
                    name: "codec",
                    ty: "String",
                    samples: &[__c::Sample::From("decode_rates")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["epoch_bytes", "decode_rates"],
            template: "{epoch_bytes} / {#0 decode_rates[codec]}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "time_saved",
            kind: __c::MemberKind::Method,
            doc: "Time per epoch the `fast` codec saves over the `slow` one.",
            equation: "decode_time(slow) - decode_time(fast)",
            args: &[
                __c::ArgInfo {
                    name: "slow",
                    ty: "String",
                    samples: &[__c::Sample::From("decode_rates")],
                    bounds: __c::Bounds::NONE,
                },
                __c::ArgInfo {
                    name: "fast",
                    ty: "String",
                    samples: &[__c::Sample::From("decode_rates")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            template: "{#0 decode_time(slow)} - {#1 decode_time(fast)}",
            named_calls: "decode_time(slow); decode_time(fast)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "run_time_saved",
            kind: __c::MemberKind::Method,
            doc: "Time the `fast` codec saves over the whole run.",
            equation: "epochs * time_saved(slow, fast)",
            args: &[
                __c::ArgInfo {
                    name: "slow",
                    ty: "String",
                    samples: &[__c::Sample::From("decode_rates")],
                    bounds: __c::Bounds::NONE,
                },
                __c::ArgInfo {
                    name: "fast",
                    ty: "String",
                    samples: &[__c::Sample::From("decode_rates")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["epochs"],
            template: "{epochs} * {#0 time_saved(slow, fast)}",
            named_calls: "time_saved(slow, fast)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rate_ratio",
            kind: __c::MemberKind::Method,
            doc: "The `fast` codec's rate over the `slow` one's.",
            equation: "decode_rates[fast] / decode_rates[slow]",
            args: &[
                __c::ArgInfo {
                    name: "fast",
                    ty: "String",
                    samples: &[__c::Sample::From("decode_rates")],
                    bounds: __c::Bounds::NONE,
                },
                __c::ArgInfo {
                    name: "slow",
                    ty: "String",
                    samples: &[__c::Sample::From("decode_rates")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            depends_on: &["decode_rates"],
            template: "{#0 decode_rates[fast]} / {#1 decode_rates[slow]}",
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
    impl CodecEpoch {
        ///Starts a [`CodecEpochBuilder`]; required inputs must be set before [`CodecEpochBuilder::build`].
        #[must_use]
        pub fn builder() -> CodecEpochBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CodecEpochBuilder {
            CodecEpochBuilder {
                epoch_bytes: Some(__Clone::clone(&self.epoch_bytes)),
                epochs: Some(__Clone::clone(&self.epochs)),
                decode_rates: Some(__Clone::clone(&self.decode_rates)),
            }
        }
        ///Host CPU time to decompress one epoch with `codec`. Equation: `epoch_bytes / decode_rates[codec]`.
        #[inline]
        pub fn decode_time(&self, codec: String) -> __Result<Time, __c::EvalError> {
            let epoch_bytes = __Clone::clone(&self.epoch_bytes);
            let decode_rates = __Clone::clone(&self.decode_rates);
            struct decode_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    decode_time,
                >(
                    epoch_bytes
                        .eq_div(::mlsysim_core::equation::at(&decode_rates, &codec)?)?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Time per epoch the `fast` codec saves over the `slow` one. Equation: `decode_time(slow) - decode_time(fast)`.
        #[inline]
        pub fn time_saved(
            &self,
            slow: String,
            fast: String,
        ) -> __Result<Time, __c::EvalError> {
            let decode_time = |codec: String| self.decode_time(codec);
            struct time_saved {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    time_saved,
                >(decode_time(slow)?.eq_sub(decode_time(fast)?)?))(),
                &__METHODS[1],
            )
        }
        ///Time the `fast` codec saves over the whole run. Equation: `epochs * time_saved(slow, fast)`.
        #[inline]
        pub fn run_time_saved(
            &self,
            slow: String,
            fast: String,
        ) -> __Result<Time, __c::EvalError> {
            let epochs = __Clone::clone(&self.epochs);
            let time_saved = |slow: String, fast: String| self.time_saved(slow, fast);
            struct run_time_saved {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    run_time_saved,
                >(epochs.eq_mul(time_saved(slow, fast)?)?))(),
                &__METHODS[2],
            )
        }
        ///The `fast` codec's rate over the `slow` one's. Equation: `decode_rates[fast] / decode_rates[slow]`.
        #[inline]
        pub fn rate_ratio(
            &self,
            fast: String,
            slow: String,
        ) -> __Result<f64, __c::EvalError> {
            let decode_rates = __Clone::clone(&self.decode_rates);
            struct rate_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    rate_ratio,
                >(
                    ::mlsysim_core::equation::at(&decode_rates, &fast)?
                        .eq_div(::mlsysim_core::equation::at(&decode_rates, &slow)?)?,
                ))(),
                &__METHODS[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CodecEpochValues`].
        #[must_use]
        pub fn evaluate(&self) -> CodecEpochValues<'_> {
            CodecEpochValues { scenario: self }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.epoch_bytes, &__INPUTS[0])?;
            __c::bounded_plain(&self.epochs, &__INPUTS[1])?;
            __c::bounded(&self.decode_rates, &__INPUTS[2])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_decode_time(&self, codec: String) -> __c::Parts {
            __c::traced(
                self.decode_time(__Clone::clone(&codec)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let decode_rates = __Clone::clone(& self.decode_rates); let codec
                    = __Clone::clone(& codec); let part = ::mlsysim_core::equation::at(&
                    decode_rates, & codec) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_time_saved(&self, slow: String, fast: String) -> __c::Parts {
            __c::traced(
                self.time_saved(__Clone::clone(&slow), __Clone::clone(&fast)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let slow = __Clone::clone(& slow); let decode_time = | codec :
                    String | self.decode_time(codec); let part = decode_time(slow) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let fast = __Clone::clone(& fast); let decode_time = | codec : String
                    | self.decode_time(codec); let part = decode_time(fast) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "decode_time", args :
                    ::std::vec![__c::Operand::Name("slow")] }, __c::CallSite { name :
                    "decode_time", args : ::std::vec![__c::Operand::Name("fast")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_run_time_saved(&self, slow: String, fast: String) -> __c::Parts {
            __c::traced(
                self.run_time_saved(__Clone::clone(&slow), __Clone::clone(&fast)),
                &__METHODS[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let slow = __Clone::clone(& slow); let fast = __Clone::clone(&
                    fast); let time_saved = | slow : String, fast : String | self
                    .time_saved(slow, fast); let part = time_saved(slow, fast) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "time_saved", args :
                    ::std::vec![__c::Operand::Name("slow"), __c::Operand::Name("fast")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_rate_ratio(&self, fast: String, slow: String) -> __c::Parts {
            __c::traced(
                self.rate_ratio(__Clone::clone(&fast), __Clone::clone(&slow)),
                &__METHODS[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let decode_rates = __Clone::clone(& self.decode_rates); let fast
                    = __Clone::clone(& fast); let part = ::mlsysim_core::equation::at(&
                    decode_rates, & fast) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let decode_rates = __Clone::clone(& self
                    .decode_rates); let slow = __Clone::clone(& slow); let part =
                    ::mlsysim_core::equation::at(& decode_rates, & slow) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl CodecEpochBuilder {
        ///Sets `epoch_bytes`: Bytes of one epoch, decompressed.
        #[must_use]
        pub fn epoch_bytes(mut self, value: Information) -> Self {
            self.epoch_bytes = Some(value);
            self
        }
        ///Sets `epochs`: Epochs of the run.
        #[must_use]
        pub fn epochs(mut self, value: i64) -> Self {
            self.epochs = Some(value);
            self
        }
        ///Sets `decode_rates`: Decompression rate, by codec.
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
        pub fn build(self) -> __Result<CodecEpoch, __c::InputError> {
            let scenario = CodecEpoch {
                epoch_bytes: __c::given(self.epoch_bytes, "epoch_bytes")?,
                epochs: __c::given(self.epochs, "epochs")?,
                decode_rates: __c::given(self.decode_rates, "decode_rates")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CodecEpochBuilder {
        type Scenario = CodecEpoch;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "epoch_bytes" => self.epoch_bytes = __c::set(value, &__INPUTS[0])?,
                "epochs" => self.epochs = __c::set(value, &__INPUTS[1])?,
                "decode_rates" => self.decode_rates = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CodecEpoch, __c::InputError> {
            CodecEpochBuilder::build(self)
        }
    }
    impl<'a> CodecEpochValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CodecEpoch {
            self.scenario
        }
        ///[`CodecEpoch::decode_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn decode_time(&self, codec: String) -> __Result<Time, __c::EvalError> {
            self.scenario.decode_time(codec)
        }
        ///[`CodecEpoch::time_saved`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn time_saved(
            &self,
            slow: String,
            fast: String,
        ) -> __Result<Time, __c::EvalError> {
            self.scenario.time_saved(slow, fast)
        }
        ///[`CodecEpoch::run_time_saved`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn run_time_saved(
            &self,
            slow: String,
            fast: String,
        ) -> __Result<Time, __c::EvalError> {
            self.scenario.run_time_saved(slow, fast)
        }
        ///[`CodecEpoch::rate_ratio`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn rate_ratio(
            &self,
            fast: String,
            slow: String,
        ) -> __Result<f64, __c::EvalError> {
            self.scenario.rate_ratio(fast, slow)
        }
    }
    impl __c::Scenario for CodecEpoch {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CodecEpoch",
            family: &DELIVERY,
            summary: "An epoch decompressed on the host every epoch: the CPU time each codec takes, and what the faster one saves per epoch and over the run.",
            description: "",
            notes: __c::meta::Notes {
                equation: "decode time(codec) = epoch bytes ÷ rate(codec); saved = time(slow) − time(fast); over the run = epochs × saved",
                assumptions: &[
                    "Decompression runs at the codec's stated rate on one stream, and every epoch is decompressed afresh.",
                ],
                rules: __RULES,
                excludes: &["The storage and egress that the denser codec saves."],
                derivation: &["Time is bytes over rate."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Snappy saves hours over a run",
                    code: "// Snappy saves hours over a run\nuse mlsysim_data::delivery::gzip_versus_snappy_epochs;\n\nlet s = gzip_versus_snappy_epochs()?;\nassert!(s.run_time_saved(\"gzip\".into(), \"Snappy\".into())?.value > 3600.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = CodecEpochBuilder;
        fn to_builder(&self) -> CodecEpochBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(&[&self.epoch_bytes, &self.epochs, &self.decode_rates], &[])
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "decode_time" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.decode_time(a0), &__METHODS[0])
                }
                "time_saved" => {
                    let (a0, a1) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.time_saved(a0, a1), &__METHODS[1])
                }
                "run_time_saved" => {
                    let (a0, a1) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.run_time_saved(a0, a1), &__METHODS[2])
                }
                "rate_ratio" => {
                    let (a0, a1) = __c::args(args, &__METHODS[3])?;
                    __c::method_value(self.rate_ratio(a0, a1), &__METHODS[3])
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
                "decode_time" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_decode_time(a0)),
                    )
                }
                "time_saved" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0, a1)| self.__explain_time_saved(a0, a1)),
                    )
                }
                "run_time_saved" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0, a1)| self.__explain_run_time_saved(a0, a1)),
                    )
                }
                "rate_ratio" => {
                    Some(
                        __c::args(args, &__METHODS[3])
                            .map(|(a0, a1)| self.__explain_rate_ratio(a0, a1)),
                    )
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "decode_rates" => {
                    __c::samples(
                        &self.decode_rates,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::MB_PER_SECOND.erase(),
                        ),
                    )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(CodecEpoch);
};
