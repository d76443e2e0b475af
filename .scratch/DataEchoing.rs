/**A host that prepares samples slower than the accelerator consumes them, with each prepared sample used `echo_factor` times: how much of the accelerator's idle time echoing recovers.

# Equation

ratio = accelerator ÷ host; utilization = host ÷ accelerator; run = epochs × examples ÷ host; echoed rate = min(host × echo, accelerator); echoed run = epochs × examples ÷ echoed rate

# Assumptions

- An echoed sample trains as well as a fresh one (the reference does not discount it).

# Excludes

- The accuracy cost of repeating samples, which grows with the echo factor.

# Derivation

- A pipeline runs at its slower stage; echoing multiplies the host stage's output.

# Examples

```rust
// Echoing twice halves the run
use mlsysim_data::selection::resnet50_echoing_h100;

let s = resnet50_echoing_h100()?;
assert!(s.echoed_run_time()? < s.run_time()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataEchoing {
    ///Samples a second the accelerator consumes. *Shown in `PER_SECOND`; allowed > 0.*
    pub accelerator_rate: Frequency,
    ///Samples a second the host prepares. *Shown in `PER_SECOND`; allowed > 0.*
    pub host_rate: Frequency,
    ///Examples of one epoch. *Allowed >= 0.*
    pub examples: f64,
    ///Epochs of the run. *Allowed >= 0.*
    pub epochs: i64,
    ///Times each prepared sample is used. *Allowed > 0.*
    pub echo_factor: f64,
}
///Builds a [`DataEchoing`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DataEchoingBuilder {
    accelerator_rate: ::core::option::Option<Frequency>,
    host_rate: ::core::option::Option<Frequency>,
    examples: ::core::option::Option<f64>,
    epochs: ::core::option::Option<i64>,
    echo_factor: ::core::option::Option<f64>,
}
///Every property of a [`DataEchoing`], each computed once (see [`DataEchoing::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataEchoingValues<'a> {
    scenario: &'a DataEchoing,
    ///Accelerator rate over host rate: echoing helps up to this factor.
    pub ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of the time the accelerator computes without echoing.
    pub utilization: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of the time it waits.
    pub idle_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The run at the host's pace.
    pub run_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Samples a second the accelerator consumes with echoing.
    pub echoed_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///The run with echoing.
    pub echoed_run_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "accelerator_rate",
            ty: "Frequency",
            doc: "Samples a second the accelerator consumes.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "host_rate",
            ty: "Frequency",
            doc: "Samples a second the host prepares.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "examples",
            ty: "f64",
            doc: "Examples of one epoch.",
            bounds: __c::Bounds::NON_NEGATIVE,
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
            name: "echo_factor",
            ty: "f64",
            doc: "Times each prepared sample is used.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "ratio",
            doc: "Accelerator rate over host rate: echoing helps up to this factor.",
            equation: "accelerator_rate / host_rate",
            result_type: "f64",
            depends_on: &["accelerator_rate", "host_rate"],
            template: "{accelerator_rate} / {host_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "utilization",
            doc: "Share of the time the accelerator computes without echoing.",
            equation: "host_rate / accelerator_rate",
            result_type: "f64",
            depends_on: &["host_rate", "accelerator_rate"],
            template: "{host_rate} / {accelerator_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "idle_fraction",
            doc: "Share of the time it waits.",
            equation: "1.0 - (host_rate / accelerator_rate).value",
            result_type: "f64",
            depends_on: &["host_rate", "accelerator_rate"],
            template: "1.0 - ({host_rate} / {accelerator_rate}).value",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "run_time",
            doc: "The run at the host's pace.",
            equation: "epochs * examples / host_rate",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["epochs", "examples", "host_rate"],
            template: "{epochs} * {examples} / {host_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "echoed_rate",
            doc: "Samples a second the accelerator consumes with echoing.",
            equation: "min(host_rate * echo_factor, accelerator_rate)",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["host_rate", "echo_factor", "accelerator_rate"],
            calls: &["min"],
            template: "min({host_rate} * {echo_factor}, {accelerator_rate})",
            operation: "result of `min`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "echoed_run_time",
            doc: "The run with echoing.",
            equation: "epochs * examples / echoed_rate",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["epochs", "examples", "echoed_rate"],
            template: "{epochs} * {examples} / {echoed_rate}",
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
    impl DataEchoing {
        ///Starts a [`DataEchoingBuilder`]; required inputs must be set before [`DataEchoingBuilder::build`].
        #[must_use]
        pub fn builder() -> DataEchoingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DataEchoingBuilder {
            DataEchoingBuilder {
                accelerator_rate: Some(__Clone::clone(&self.accelerator_rate)),
                host_rate: Some(__Clone::clone(&self.host_rate)),
                examples: Some(__Clone::clone(&self.examples)),
                epochs: Some(__Clone::clone(&self.epochs)),
                echo_factor: Some(__Clone::clone(&self.echo_factor)),
            }
        }
        ///Accelerator rate over host rate: echoing helps up to this factor. Equation: `accelerator_rate / host_rate`.
        #[inline]
        pub fn ratio(&self) -> __Result<f64, __c::EvalError> {
            let accelerator_rate = __Clone::clone(&self.accelerator_rate);
            let host_rate = __Clone::clone(&self.host_rate);
            struct ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ratio,
                >(accelerator_rate.eq_div(host_rate)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Share of the time the accelerator computes without echoing. Equation: `host_rate / accelerator_rate`.
        #[inline]
        pub fn utilization(&self) -> __Result<f64, __c::EvalError> {
            let host_rate = __Clone::clone(&self.host_rate);
            let accelerator_rate = __Clone::clone(&self.accelerator_rate);
            struct utilization {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    utilization,
                >(host_rate.eq_div(accelerator_rate)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Share of the time it waits. Equation: `1.0 - (host_rate / accelerator_rate).value`.
        #[inline]
        pub fn idle_fraction(&self) -> __Result<f64, __c::EvalError> {
            let host_rate = __Clone::clone(&self.host_rate);
            let accelerator_rate = __Clone::clone(&self.accelerator_rate);
            struct idle_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    idle_fraction,
                >((1.0).eq_sub(host_rate.eq_div(accelerator_rate)?.value)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The run at the host's pace. Equation: `epochs * examples / host_rate`.
        #[inline]
        pub fn run_time(&self) -> __Result<Time, __c::EvalError> {
            let epochs = __Clone::clone(&self.epochs);
            let examples = __Clone::clone(&self.examples);
            let host_rate = __Clone::clone(&self.host_rate);
            struct run_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    run_time,
                >(epochs.eq_mul(examples)?.eq_div(host_rate)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Samples a second the accelerator consumes with echoing. Equation: `min(host_rate * echo_factor, accelerator_rate)`.
        #[inline]
        pub fn echoed_rate(&self) -> __Result<Frequency, __c::EvalError> {
            let host_rate = __Clone::clone(&self.host_rate);
            let echo_factor = __Clone::clone(&self.echo_factor);
            let accelerator_rate = __Clone::clone(&self.accelerator_rate);
            struct echoed_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    echoed_rate,
                >(
                    ::mlsysim_core::equation::min(
                        host_rate.eq_mul(echo_factor)?,
                        accelerator_rate,
                    ),
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///The run with echoing. Equation: `epochs * examples / echoed_rate`.
        #[inline]
        pub fn echoed_run_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_echoed_run_time(self.echoed_rate()?)
        }
        #[doc(hidden)]
        fn __eq_echoed_run_time(
            &self,
            echoed_rate: Frequency,
        ) -> __Result<Time, __c::EvalError> {
            let epochs = __Clone::clone(&self.epochs);
            let examples = __Clone::clone(&self.examples);
            struct echoed_run_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    echoed_run_time,
                >(epochs.eq_mul(examples)?.eq_div(echoed_rate)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DataEchoingValues`].
        #[must_use]
        pub fn evaluate(&self) -> DataEchoingValues<'_> {
            let ratio = self.ratio();
            let utilization = self.utilization();
            let idle_fraction = self.idle_fraction();
            let run_time = self.run_time();
            let echoed_rate = self.echoed_rate();
            let echoed_run_time = __c::after(
                (&echoed_rate,),
                |(v0,)| self.__eq_echoed_run_time(v0),
            );
            DataEchoingValues {
                scenario: self,
                ratio,
                utilization,
                idle_fraction,
                run_time,
                echoed_rate,
                echoed_run_time,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.accelerator_rate, &__INPUTS[0])?;
            __c::bounded(&self.host_rate, &__INPUTS[1])?;
            __c::bounded(&self.examples, &__INPUTS[2])?;
            __c::bounded_plain(&self.epochs, &__INPUTS[3])?;
            __c::bounded(&self.echo_factor, &__INPUTS[4])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_echoed_rate(&self) -> __c::Parts {
            __c::traced(
                self.echoed_rate(),
                &__PROPERTIES[4],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "min", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let host_rate =
                    __Clone::clone(& self.host_rate); let echo_factor = __Clone::clone(&
                    self.echo_factor); let part = host_rate.eq_mul(echo_factor) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("accelerator_rate")] }
                ],
            )
        }
    }
    impl DataEchoingBuilder {
        ///Sets `accelerator_rate`: Samples a second the accelerator consumes.
        #[must_use]
        pub fn accelerator_rate(mut self, value: Frequency) -> Self {
            self.accelerator_rate = Some(value);
            self
        }
        ///Sets `host_rate`: Samples a second the host prepares.
        #[must_use]
        pub fn host_rate(mut self, value: Frequency) -> Self {
            self.host_rate = Some(value);
            self
        }
        ///Sets `examples`: Examples of one epoch.
        #[must_use]
        pub fn examples(mut self, value: f64) -> Self {
            self.examples = Some(value);
            self
        }
        ///Sets `epochs`: Epochs of the run.
        #[must_use]
        pub fn epochs(mut self, value: i64) -> Self {
            self.epochs = Some(value);
            self
        }
        ///Sets `echo_factor`: Times each prepared sample is used.
        #[must_use]
        pub fn echo_factor(mut self, value: f64) -> Self {
            self.echo_factor = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DataEchoing, __c::InputError> {
            let scenario = DataEchoing {
                accelerator_rate: __c::given(self.accelerator_rate, "accelerator_rate")?,
                host_rate: __c::given(self.host_rate, "host_rate")?,
                examples: __c::given(self.examples, "examples")?,
                epochs: __c::given(self.epochs, "epochs")?,
                echo_factor: __c::given(self.echo_factor, "echo_factor")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DataEchoingBuilder {
        type Scenario = DataEchoing;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "accelerator_rate" => {
                    self.accelerator_rate = __c::set(value, &__INPUTS[0])?;
                }
                "host_rate" => self.host_rate = __c::set(value, &__INPUTS[1])?,
                "examples" => self.examples = __c::set(value, &__INPUTS[2])?,
                "epochs" => self.epochs = __c::set(value, &__INPUTS[3])?,
                "echo_factor" => self.echo_factor = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DataEchoing, __c::InputError> {
            DataEchoingBuilder::build(self)
        }
    }
    impl<'a> DataEchoingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DataEchoing {
            self.scenario
        }
    }
    impl __c::Scenario for DataEchoing {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DataEchoing",
            family: &SELECTION,
            summary: "A host that prepares samples slower than the accelerator consumes them, with each prepared sample used `echo_factor` times: how much of the accelerator's idle time echoing recovers.",
            description: "",
            notes: __c::meta::Notes {
                equation: "ratio = accelerator ÷ host; utilization = host ÷ accelerator; run = epochs × examples ÷ host; echoed rate = min(host × echo, accelerator); echoed run = epochs × examples ÷ echoed rate",
                assumptions: &[
                    "An echoed sample trains as well as a fresh one (the reference does not discount it).",
                ],
                rules: __RULES,
                excludes: &[
                    "The accuracy cost of repeating samples, which grows with the echo factor.",
                ],
                derivation: &[
                    "A pipeline runs at its slower stage; echoing multiplies the host stage's output.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Echoing twice halves the run",
                    code: "// Echoing twice halves the run\nuse mlsysim_data::selection::resnet50_echoing_h100;\n\nlet s = resnet50_echoing_h100()?;\nassert!(s.echoed_run_time()? < s.run_time()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DataEchoingBuilder;
        fn to_builder(&self) -> DataEchoingBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.accelerator_rate,
                    &self.host_rate,
                    &self.examples,
                    &self.epochs,
                    &self.echo_factor,
                ],
                &[
                    &values.ratio,
                    &values.utilization,
                    &values.idle_fraction,
                    &values.run_time,
                    &values.echoed_rate,
                    &values.echoed_run_time,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "echoed_rate" => Some(Ok(self.__explain_echoed_rate())),
                _ => None,
            }
        }
    }
    __c::glue!(DataEchoing);
};
