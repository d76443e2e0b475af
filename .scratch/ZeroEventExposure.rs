/**Exposure needed, with no event observed, to support a rate of `budget` events per horizon at one-sided `confidence`, and the bytes of recording that exposure.

Seeing no event over an exposure T has chance exp(−rate × T) when events arrive as a
Poisson process; bounding the rate at the target with confidence C takes T = −ln(1 − C) ÷
rate, about three times the mean time between events at 95%.

# Equation

rate = budget ÷ horizon; bound = −ln(1 − C); exposure = bound ÷ rate; recording = exposure × sample rate × sample width

# Assumptions

- The recorded audio is representative of the deployment and events are independent.

# Excludes

- Exposure with some events observed, which needs the Poisson interval rather than the zero-event bound.

# Derivation

- The zero-event upper bound of a Poisson rate (the rule of three at 95%).

# Examples

```rust
// About three months of listening for one false wake a month
use mlsysim_data::engineering::keyword_spotter_false_wake_evidence;

let s = keyword_spotter_false_wake_evidence()?;
assert!((s.horizons_needed()? - 2.995732273553991).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ZeroEventExposure {
    ///Events allowed per horizon. *Allowed > 0.*
    pub budget: f64,
    ///The horizon the budget counts over. *Shown in `HOUR`; allowed > 0.*
    pub horizon: Time,
    ///One-sided confidence of the claim. *Allowed > 0 and [0.0, 1.0).*
    pub confidence: f64,
    ///Samples a second of the recording. *Shown in `PER_SECOND`; allowed > 0.*
    pub sample_rate: Frequency,
    ///Bytes of one sample. *Shown in `BYTE`; allowed > 0.*
    pub sample_width: Information,
}
///Builds a [`ZeroEventExposure`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ZeroEventExposureBuilder {
    budget: ::core::option::Option<f64>,
    horizon: ::core::option::Option<Time>,
    confidence: ::core::option::Option<f64>,
    sample_rate: ::core::option::Option<Frequency>,
    sample_width: ::core::option::Option<Information>,
}
///Every property of a [`ZeroEventExposure`], each computed once (see [`ZeroEventExposure::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ZeroEventExposureValues<'a> {
    scenario: &'a ZeroEventExposure,
    ///The event rate to bound.
    pub target_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Upper confidence bound on the expected count when none is seen.
    pub events_bound: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Exposure with no event that supports the rate.
    pub exposure_needed: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///That exposure in horizons.
    pub horizons_needed: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bytes of recording the exposure.
    pub recording_size: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "budget",
            ty: "f64",
            doc: "Events allowed per horizon.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "horizon",
            ty: "Time",
            doc: "The horizon the budget counts over.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "confidence",
            ty: "f64",
            doc: "One-sided confidence of the claim.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), false, "[0.0, 1.0)")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "sample_rate",
            ty: "Frequency",
            doc: "Samples a second of the recording.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "sample_width",
            ty: "Information",
            doc: "Bytes of one sample.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "target_rate",
            doc: "The event rate to bound.",
            equation: "budget / horizon",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_HOUR);
                __c::units::label(&::mlsysim_core::units::PER_HOUR)
            },
            depends_on: &["budget", "horizon"],
            template: "{budget} / {horizon}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "events_bound",
            doc: "Upper confidence bound on the expected count when none is seen.",
            equation: "-ln(1.0 - confidence)",
            result_type: "f64",
            depends_on: &["confidence"],
            calls: &["ln"],
            template: "-ln(1.0 - {confidence})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "exposure_needed",
            doc: "Exposure with no event that supports the rate.",
            equation: "empirical_testing_exposure(target_rate, confidence)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["confidence", "target_rate"],
            calls: &["empirical_testing_exposure"],
            template: "empirical_testing_exposure({target_rate}, {confidence})",
            named_calls: "empirical_testing_exposure(target_rate, confidence)",
            operation: "result of `empirical_testing_exposure`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "horizons_needed",
            doc: "That exposure in horizons.",
            equation: "exposure_needed / horizon",
            result_type: "f64",
            depends_on: &["horizon", "exposure_needed"],
            template: "{exposure_needed} / {horizon}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "recording_size",
            doc: "Bytes of recording the exposure.",
            equation: "exposure_needed * sample_rate * sample_width",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["sample_rate", "sample_width", "exposure_needed"],
            template: "{exposure_needed} * {sample_rate} * {sample_width}",
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
    impl ZeroEventExposure {
        ///Starts a [`ZeroEventExposureBuilder`]; required inputs must be set before [`ZeroEventExposureBuilder::build`].
        #[must_use]
        pub fn builder() -> ZeroEventExposureBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ZeroEventExposureBuilder {
            ZeroEventExposureBuilder {
                budget: Some(__Clone::clone(&self.budget)),
                horizon: Some(__Clone::clone(&self.horizon)),
                confidence: Some(__Clone::clone(&self.confidence)),
                sample_rate: Some(__Clone::clone(&self.sample_rate)),
                sample_width: Some(__Clone::clone(&self.sample_width)),
            }
        }
        ///The event rate to bound. Equation: `budget / horizon`.
        #[inline]
        pub fn target_rate(&self) -> __Result<Frequency, __c::EvalError> {
            let budget = __Clone::clone(&self.budget);
            let horizon = __Clone::clone(&self.horizon);
            struct target_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    target_rate,
                >(budget.eq_div(horizon)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Upper confidence bound on the expected count when none is seen. Equation: `-ln(1.0 - confidence)`.
        #[inline]
        pub fn events_bound(&self) -> __Result<f64, __c::EvalError> {
            let confidence = __Clone::clone(&self.confidence);
            struct events_bound {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    events_bound,
                >(::mlsysim_core::equation::ln((1.0).eq_sub(confidence)?)?.eq_neg()?))(),
                &__PROPERTIES[1],
            )
        }
        ///Exposure with no event that supports the rate. Equation: `empirical_testing_exposure(target_rate, confidence)`.
        #[inline]
        pub fn exposure_needed(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_exposure_needed(self.target_rate()?)
        }
        #[doc(hidden)]
        fn __eq_exposure_needed(
            &self,
            target_rate: Frequency,
        ) -> __Result<Time, __c::EvalError> {
            let confidence = __Clone::clone(&self.confidence);
            struct exposure_needed {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    exposure_needed,
                >(
                    ::mlsysim_core::equation::empirical_testing_exposure(
                        target_rate,
                        confidence,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///That exposure in horizons. Equation: `exposure_needed / horizon`.
        #[inline]
        pub fn horizons_needed(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_horizons_needed(self.exposure_needed()?)
        }
        #[doc(hidden)]
        fn __eq_horizons_needed(
            &self,
            exposure_needed: Time,
        ) -> __Result<f64, __c::EvalError> {
            let horizon = __Clone::clone(&self.horizon);
            struct horizons_needed {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    horizons_needed,
                >(exposure_needed.eq_div(horizon)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Bytes of recording the exposure. Equation: `exposure_needed * sample_rate * sample_width`.
        #[inline]
        pub fn recording_size(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_recording_size(self.exposure_needed()?)
        }
        #[doc(hidden)]
        fn __eq_recording_size(
            &self,
            exposure_needed: Time,
        ) -> __Result<Information, __c::EvalError> {
            let sample_rate = __Clone::clone(&self.sample_rate);
            let sample_width = __Clone::clone(&self.sample_width);
            struct recording_size {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    recording_size,
                >(exposure_needed.eq_mul(sample_rate)?.eq_mul(sample_width)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ZeroEventExposureValues`].
        #[must_use]
        pub fn evaluate(&self) -> ZeroEventExposureValues<'_> {
            let target_rate = self.target_rate();
            let events_bound = self.events_bound();
            let exposure_needed = __c::after(
                (&target_rate,),
                |(v0,)| self.__eq_exposure_needed(v0),
            );
            let horizons_needed = __c::after(
                (&exposure_needed,),
                |(v0,)| self.__eq_horizons_needed(v0),
            );
            let recording_size = __c::after(
                (&exposure_needed,),
                |(v0,)| self.__eq_recording_size(v0),
            );
            ZeroEventExposureValues {
                scenario: self,
                target_rate,
                events_bound,
                exposure_needed,
                horizons_needed,
                recording_size,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.budget, &__INPUTS[0])?;
            __c::bounded(&self.horizon, &__INPUTS[1])?;
            __c::bounded_plain(&self.confidence, &__INPUTS[2])?;
            __c::bounded(&self.sample_rate, &__INPUTS[3])?;
            __c::bounded(&self.sample_width, &__INPUTS[4])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_events_bound(&self) -> __c::Parts {
            __c::traced(
                self.events_bound(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ln", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let confidence =
                    __Clone::clone(& self.confidence); let part = (1.0)
                    .eq_sub(confidence) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ())] }
                ],
            )
        }
    }
    impl ZeroEventExposureBuilder {
        ///Sets `budget`: Events allowed per horizon.
        #[must_use]
        pub fn budget(mut self, value: f64) -> Self {
            self.budget = Some(value);
            self
        }
        ///Sets `horizon`: The horizon the budget counts over.
        #[must_use]
        pub fn horizon(mut self, value: Time) -> Self {
            self.horizon = Some(value);
            self
        }
        ///Sets `confidence`: One-sided confidence of the claim.
        #[must_use]
        pub fn confidence(mut self, value: f64) -> Self {
            self.confidence = Some(value);
            self
        }
        ///Sets `sample_rate`: Samples a second of the recording.
        #[must_use]
        pub fn sample_rate(mut self, value: Frequency) -> Self {
            self.sample_rate = Some(value);
            self
        }
        ///Sets `sample_width`: Bytes of one sample.
        #[must_use]
        pub fn sample_width(mut self, value: Information) -> Self {
            self.sample_width = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ZeroEventExposure, __c::InputError> {
            let scenario = ZeroEventExposure {
                budget: __c::given(self.budget, "budget")?,
                horizon: __c::given(self.horizon, "horizon")?,
                confidence: __c::given(self.confidence, "confidence")?,
                sample_rate: __c::given(self.sample_rate, "sample_rate")?,
                sample_width: __c::given(self.sample_width, "sample_width")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ZeroEventExposureBuilder {
        type Scenario = ZeroEventExposure;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "budget" => self.budget = __c::set(value, &__INPUTS[0])?,
                "horizon" => self.horizon = __c::set(value, &__INPUTS[1])?,
                "confidence" => self.confidence = __c::set(value, &__INPUTS[2])?,
                "sample_rate" => self.sample_rate = __c::set(value, &__INPUTS[3])?,
                "sample_width" => self.sample_width = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ZeroEventExposure, __c::InputError> {
            ZeroEventExposureBuilder::build(self)
        }
    }
    impl<'a> ZeroEventExposureValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ZeroEventExposure {
            self.scenario
        }
    }
    impl __c::Scenario for ZeroEventExposure {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ZeroEventExposure",
            family: &ENGINEERING,
            summary: "Exposure needed, with no event observed, to support a rate of `budget` events per horizon at one-sided `confidence`, and the bytes of recording that exposure.",
            description: "Seeing no event over an exposure T has chance exp(−rate × T) when events arrive as a\nPoisson process; bounding the rate at the target with confidence C takes T = −ln(1 − C) ÷\nrate, about three times the mean time between events at 95%.",
            notes: __c::meta::Notes {
                equation: "rate = budget ÷ horizon; bound = −ln(1 − C); exposure = bound ÷ rate; recording = exposure × sample rate × sample width",
                assumptions: &[
                    "The recorded audio is representative of the deployment and events are independent.",
                ],
                rules: __RULES,
                excludes: &[
                    "Exposure with some events observed, which needs the Poisson interval rather than the zero-event bound.",
                ],
                derivation: &[
                    "The zero-event upper bound of a Poisson rate (the rule of three at 95%).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "About three months of listening for one false wake a month",
                    code: "// About three months of listening for one false wake a month\nuse mlsysim_data::engineering::keyword_spotter_false_wake_evidence;\n\nlet s = keyword_spotter_false_wake_evidence()?;\nassert!((s.horizons_needed()? - 2.995732273553991).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ZeroEventExposureBuilder;
        fn to_builder(&self) -> ZeroEventExposureBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.budget,
                    &self.horizon,
                    &self.confidence,
                    &self.sample_rate,
                    &self.sample_width,
                ],
                &[
                    &values.target_rate,
                    &values.events_bound,
                    &values.exposure_needed,
                    &values.horizons_needed,
                    &values.recording_size,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "events_bound" => Some(Ok(self.__explain_events_bound())),
                _ => None,
            }
        }
    }
    __c::glue!(ZeroEventExposure);
};
