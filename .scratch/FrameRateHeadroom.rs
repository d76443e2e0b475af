/**A vision model on every frame of a video stream, on an accelerator planned at a share of its peak: how much room the stream leaves, for the model and for a heavier one.

The stream needs the frame rate times the model's work per frame; the accelerator sustains
its peak times a planning utilization. Their ratio at the low utilization is the headroom.
The frame rate the peak alone would promise shows how far the naive plan overshoots.

# Equation

required = frame_rate × FLOPs per frame; sustained = peak × utilization; headroom = sustained_low ÷ required; peak frame rate = peak ÷ FLOPs per frame

# Assumptions

- The work per frame is the model's inference FLOPs in the registry (per token for a language model, which then counts tokens as frames).
- The accelerator sustains a fixed share of its peak. Only `sustained_high` reads the high utilization.

# Rules across inputs

- `utilization_low` is at most `utilization_high` (the reference accepts them in any order) (`utilization_low <= utilization_high`)

# Excludes

- Pre- and post-processing, data movement and batching delays; the peak frame rate ignores utilization on purpose.

# Derivation

- A stream of f frames a second of F FLOPs each needs f·F FLOPs a second; a device sustaining R has R ÷ (f·F) times that.

# Examples

```rust
// ResNet-50 at 30 frames a second on a 10 TFLOP/s GPU
use mlsysim_compute::layers::resnet50_thirty_fps_stream;

let s = resnet50_thirty_fps_stream()?;
assert!((s.headroom()? - 20.32520325203252).abs() < 1e-9);
assert!(s.alternative_headroom()? < 2.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FrameRateHeadroom {
    ///The model run on every frame.
    pub workload: &'static Workload,
    ///Frames a second of the stream. *Shown in `PER_SECOND`; allowed > 0.*
    pub frame_rate: Frequency,
    ///Peak rate of the accelerator. *Shown in `TFLOP_PER_SECOND`; allowed > 0.*
    pub peak_rate: FlopRate,
    ///Low end of the planning utilization. *Allowed > 0 and [0.0, 1.0].*
    pub utilization_low: f64,
    ///High end of the planning utilization. *Allowed > 0 and [0.0, 1.0].*
    pub utilization_high: f64,
    ///Work per frame of a heavier alternative model. *Shown in `GFLOP`; allowed > 0.*
    pub alternative_flops: FlopCount,
}
///Builds a [`FrameRateHeadroom`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct FrameRateHeadroomBuilder {
    workload: ::core::option::Option<&'static Workload>,
    frame_rate: ::core::option::Option<Frequency>,
    peak_rate: ::core::option::Option<FlopRate>,
    utilization_low: ::core::option::Option<f64>,
    utilization_high: ::core::option::Option<f64>,
    alternative_flops: ::core::option::Option<FlopCount>,
}
///Every property of a [`FrameRateHeadroom`], each computed once (see [`FrameRateHeadroom::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FrameRateHeadroomValues<'a> {
    scenario: &'a FrameRateHeadroom,
    ///The model's work per frame.
    pub flops_per_frame: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Rate of work the stream needs.
    pub required_rate: ::core::result::Result<FlopRate, ::mlsysim_core::EvalError>,
    ///Rate sustained at the low utilization.
    pub sustained_low: ::core::result::Result<FlopRate, ::mlsysim_core::EvalError>,
    ///Rate sustained at the high utilization.
    pub sustained_high: ::core::result::Result<FlopRate, ::mlsysim_core::EvalError>,
    ///Sustained rate at the low utilization over the rate the stream needs.
    pub headroom: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Rate of work the alternative model needs on the stream.
    pub alternative_required_rate: ::core::result::Result<
        FlopRate,
        ::mlsysim_core::EvalError,
    >,
    ///Sustained rate at the low utilization over the alternative's need.
    pub alternative_headroom: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Frames a second if the accelerator ran at its peak (the planning mistake).
    pub peak_frame_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model run on every frame.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "frame_rate",
            ty: "Frequency",
            doc: "Frames a second of the stream.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "peak_rate",
            ty: "FlopRate",
            doc: "Peak rate of the accelerator.",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "utilization_low",
            ty: "f64",
            doc: "Low end of the planning utilization.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "utilization_high",
            ty: "f64",
            doc: "High end of the planning utilization.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]")
                .positive(),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "alternative_flops",
            ty: "FlopCount",
            doc: "Work per frame of a heavier alternative model.",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::GFLOP);
                __c::units::label(&::mlsysim_core::units::GFLOP)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "flops_per_frame",
            doc: "The model's work per frame.",
            equation: "workload.forward_flops()",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::GFLOP);
                __c::units::label(&::mlsysim_core::units::GFLOP)
            },
            depends_on: &["workload"],
            reaches: &[("workload", "forward_flops")],
            template: "{#0 workload.forward_flops()}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "required_rate",
            doc: "Rate of work the stream needs.",
            equation: "frame_rate * flops_per_frame",
            result_type: "FlopRate",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::GFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GFLOP_PER_SECOND)
            },
            depends_on: &["frame_rate", "flops_per_frame"],
            template: "{frame_rate} * {flops_per_frame}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sustained_low",
            doc: "Rate sustained at the low utilization.",
            equation: "peak_rate * utilization_low",
            result_type: "FlopRate",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            depends_on: &["peak_rate", "utilization_low"],
            template: "{peak_rate} * {utilization_low}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sustained_high",
            doc: "Rate sustained at the high utilization.",
            equation: "peak_rate * utilization_high",
            result_type: "FlopRate",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            depends_on: &["peak_rate", "utilization_high"],
            template: "{peak_rate} * {utilization_high}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "headroom",
            doc: "Sustained rate at the low utilization over the rate the stream needs.",
            equation: "sustained_low / required_rate",
            result_type: "f64",
            depends_on: &["sustained_low", "required_rate"],
            template: "{sustained_low} / {required_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "alternative_required_rate",
            doc: "Rate of work the alternative model needs on the stream.",
            equation: "frame_rate * alternative_flops",
            result_type: "FlopRate",
            label: {
                __c::units::unit_for::<
                    FlopRate,
                    _,
                >(&::mlsysim_core::units::TFLOP_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::TFLOP_PER_SECOND)
            },
            depends_on: &["frame_rate", "alternative_flops"],
            template: "{frame_rate} * {alternative_flops}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "alternative_headroom",
            doc: "Sustained rate at the low utilization over the alternative's need.",
            equation: "sustained_low / alternative_required_rate",
            result_type: "f64",
            depends_on: &["sustained_low", "alternative_required_rate"],
            template: "{sustained_low} / {alternative_required_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "peak_frame_rate",
            doc: "Frames a second if the accelerator ran at its peak (the planning mistake).",
            equation: "peak_rate / flops_per_frame",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["peak_rate", "flops_per_frame"],
            template: "{peak_rate} / {flops_per_frame}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`utilization_low` is at most `utilization_high` (the reference accepts them in any order)",
            condition: "utilization_low <= utilization_high",
            inputs: &["utilization_low", "utilization_high"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl FrameRateHeadroom {
        ///Starts a [`FrameRateHeadroomBuilder`]; required inputs must be set before [`FrameRateHeadroomBuilder::build`].
        #[must_use]
        pub fn builder() -> FrameRateHeadroomBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> FrameRateHeadroomBuilder {
            FrameRateHeadroomBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                frame_rate: Some(__Clone::clone(&self.frame_rate)),
                peak_rate: Some(__Clone::clone(&self.peak_rate)),
                utilization_low: Some(__Clone::clone(&self.utilization_low)),
                utilization_high: Some(__Clone::clone(&self.utilization_high)),
                alternative_flops: Some(__Clone::clone(&self.alternative_flops)),
            }
        }
        ///The model's work per frame. Equation: `workload.forward_flops()`.
        #[inline]
        pub fn flops_per_frame(&self) -> __Result<FlopCount, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct flops_per_frame {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    flops_per_frame,
                >(workload.forward_flops()?))(),
                &__PROPERTIES[0],
            )
        }
        ///Rate of work the stream needs. Equation: `frame_rate * flops_per_frame`.
        #[inline]
        pub fn required_rate(&self) -> __Result<FlopRate, __c::EvalError> {
            self.__eq_required_rate(self.flops_per_frame()?)
        }
        #[doc(hidden)]
        fn __eq_required_rate(
            &self,
            flops_per_frame: FlopCount,
        ) -> __Result<FlopRate, __c::EvalError> {
            let frame_rate = __Clone::clone(&self.frame_rate);
            struct required_rate {}
            __c::member(
                (|| __c::conform::<
                    FlopRate,
                    _,
                    required_rate,
                >(frame_rate.eq_mul(flops_per_frame)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Rate sustained at the low utilization. Equation: `peak_rate * utilization_low`.
        #[inline]
        pub fn sustained_low(&self) -> __Result<FlopRate, __c::EvalError> {
            let peak_rate = __Clone::clone(&self.peak_rate);
            let utilization_low = __Clone::clone(&self.utilization_low);
            struct sustained_low {}
            __c::member(
                (|| __c::conform::<
                    FlopRate,
                    _,
                    sustained_low,
                >(peak_rate.eq_mul(utilization_low)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Rate sustained at the high utilization. Equation: `peak_rate * utilization_high`.
        #[inline]
        pub fn sustained_high(&self) -> __Result<FlopRate, __c::EvalError> {
            let peak_rate = __Clone::clone(&self.peak_rate);
            let utilization_high = __Clone::clone(&self.utilization_high);
            struct sustained_high {}
            __c::member(
                (|| __c::conform::<
                    FlopRate,
                    _,
                    sustained_high,
                >(peak_rate.eq_mul(utilization_high)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Sustained rate at the low utilization over the rate the stream needs. Equation: `sustained_low / required_rate`.
        #[inline]
        pub fn headroom(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_headroom(self.sustained_low()?, self.required_rate()?)
        }
        #[doc(hidden)]
        fn __eq_headroom(
            &self,
            sustained_low: FlopRate,
            required_rate: FlopRate,
        ) -> __Result<f64, __c::EvalError> {
            struct headroom {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    headroom,
                >(sustained_low.eq_div(required_rate)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Rate of work the alternative model needs on the stream. Equation: `frame_rate * alternative_flops`.
        #[inline]
        pub fn alternative_required_rate(&self) -> __Result<FlopRate, __c::EvalError> {
            let frame_rate = __Clone::clone(&self.frame_rate);
            let alternative_flops = __Clone::clone(&self.alternative_flops);
            struct alternative_required_rate {}
            __c::member(
                (|| __c::conform::<
                    FlopRate,
                    _,
                    alternative_required_rate,
                >(frame_rate.eq_mul(alternative_flops)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Sustained rate at the low utilization over the alternative's need. Equation: `sustained_low / alternative_required_rate`.
        #[inline]
        pub fn alternative_headroom(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_alternative_headroom(
                self.sustained_low()?,
                self.alternative_required_rate()?,
            )
        }
        #[doc(hidden)]
        fn __eq_alternative_headroom(
            &self,
            sustained_low: FlopRate,
            alternative_required_rate: FlopRate,
        ) -> __Result<f64, __c::EvalError> {
            struct alternative_headroom {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    alternative_headroom,
                >(sustained_low.eq_div(alternative_required_rate)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Frames a second if the accelerator ran at its peak (the planning mistake). Equation: `peak_rate / flops_per_frame`.
        #[inline]
        pub fn peak_frame_rate(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_peak_frame_rate(self.flops_per_frame()?)
        }
        #[doc(hidden)]
        fn __eq_peak_frame_rate(
            &self,
            flops_per_frame: FlopCount,
        ) -> __Result<Frequency, __c::EvalError> {
            let peak_rate = __Clone::clone(&self.peak_rate);
            struct peak_frame_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    peak_frame_rate,
                >(peak_rate.eq_div(flops_per_frame)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`FrameRateHeadroomValues`].
        #[must_use]
        pub fn evaluate(&self) -> FrameRateHeadroomValues<'_> {
            let flops_per_frame = self.flops_per_frame();
            let required_rate = __c::after(
                (&flops_per_frame,),
                |(v0,)| self.__eq_required_rate(v0),
            );
            let sustained_low = self.sustained_low();
            let sustained_high = self.sustained_high();
            let headroom = __c::after(
                (&sustained_low, &required_rate),
                |(v0, v1)| self.__eq_headroom(v0, v1),
            );
            let alternative_required_rate = self.alternative_required_rate();
            let alternative_headroom = __c::after(
                (&sustained_low, &alternative_required_rate),
                |(v0, v1)| self.__eq_alternative_headroom(v0, v1),
            );
            let peak_frame_rate = __c::after(
                (&flops_per_frame,),
                |(v0,)| self.__eq_peak_frame_rate(v0),
            );
            FrameRateHeadroomValues {
                scenario: self,
                flops_per_frame,
                required_rate,
                sustained_low,
                sustained_high,
                headroom,
                alternative_required_rate,
                alternative_headroom,
                peak_frame_rate,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded(&self.frame_rate, &__INPUTS[1])?;
            __c::bounded(&self.peak_rate, &__INPUTS[2])?;
            __c::bounded_plain(&self.utilization_low, &__INPUTS[3])?;
            __c::bounded_plain(&self.utilization_high, &__INPUTS[4])?;
            __c::bounded(&self.alternative_flops, &__INPUTS[5])?;
            {
                let utilization_low = __Clone::clone(&self.utilization_low);
                let utilization_high = __Clone::clone(&self.utilization_high);
                __c::rule(
                    utilization_low <= utilization_high,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.utilization_low, &self.utilization_high],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_flops_per_frame(&self) -> __c::Parts {
            __c::traced(
                self.flops_per_frame(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.forward_flops() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl FrameRateHeadroomBuilder {
        ///Sets `workload`: The model run on every frame.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `frame_rate`: Frames a second of the stream.
        #[must_use]
        pub fn frame_rate(mut self, value: Frequency) -> Self {
            self.frame_rate = Some(value);
            self
        }
        ///Sets `peak_rate`: Peak rate of the accelerator.
        #[must_use]
        pub fn peak_rate(mut self, value: FlopRate) -> Self {
            self.peak_rate = Some(value);
            self
        }
        ///Sets `utilization_low`: Low end of the planning utilization.
        #[must_use]
        pub fn utilization_low(mut self, value: f64) -> Self {
            self.utilization_low = Some(value);
            self
        }
        ///Sets `utilization_high`: High end of the planning utilization.
        #[must_use]
        pub fn utilization_high(mut self, value: f64) -> Self {
            self.utilization_high = Some(value);
            self
        }
        ///Sets `alternative_flops`: Work per frame of a heavier alternative model.
        #[must_use]
        pub fn alternative_flops(mut self, value: FlopCount) -> Self {
            self.alternative_flops = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<FrameRateHeadroom, __c::InputError> {
            let scenario = FrameRateHeadroom {
                workload: __c::given(self.workload, "workload")?,
                frame_rate: __c::given(self.frame_rate, "frame_rate")?,
                peak_rate: __c::given(self.peak_rate, "peak_rate")?,
                utilization_low: __c::given(self.utilization_low, "utilization_low")?,
                utilization_high: __c::given(self.utilization_high, "utilization_high")?,
                alternative_flops: __c::given(
                    self.alternative_flops,
                    "alternative_flops",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for FrameRateHeadroomBuilder {
        type Scenario = FrameRateHeadroom;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "frame_rate" => self.frame_rate = __c::set(value, &__INPUTS[1])?,
                "peak_rate" => self.peak_rate = __c::set(value, &__INPUTS[2])?,
                "utilization_low" => {
                    self.utilization_low = __c::set(value, &__INPUTS[3])?;
                }
                "utilization_high" => {
                    self.utilization_high = __c::set(value, &__INPUTS[4])?;
                }
                "alternative_flops" => {
                    self.alternative_flops = __c::set(value, &__INPUTS[5])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<FrameRateHeadroom, __c::InputError> {
            FrameRateHeadroomBuilder::build(self)
        }
    }
    impl<'a> FrameRateHeadroomValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a FrameRateHeadroom {
            self.scenario
        }
    }
    impl __c::Scenario for FrameRateHeadroom {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "FrameRateHeadroom",
            family: &LAYERS,
            summary: "A vision model on every frame of a video stream, on an accelerator planned at a share of its peak: how much room the stream leaves, for the model and for a heavier one.",
            description: "The stream needs the frame rate times the model's work per frame; the accelerator sustains\nits peak times a planning utilization. Their ratio at the low utilization is the headroom.\nThe frame rate the peak alone would promise shows how far the naive plan overshoots.",
            notes: __c::meta::Notes {
                equation: "required = frame_rate × FLOPs per frame; sustained = peak × utilization; headroom = sustained_low ÷ required; peak frame rate = peak ÷ FLOPs per frame",
                assumptions: &[
                    "The work per frame is the model's inference FLOPs in the registry (per token for a language model, which then counts tokens as frames).",
                    "The accelerator sustains a fixed share of its peak. Only `sustained_high` reads the high utilization.",
                ],
                rules: __RULES,
                excludes: &[
                    "Pre- and post-processing, data movement and batching delays; the peak frame rate ignores utilization on purpose.",
                ],
                derivation: &[
                    "A stream of f frames a second of F FLOPs each needs f·F FLOPs a second; a device sustaining R has R ÷ (f·F) times that.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "ResNet-50 at 30 frames a second on a 10 TFLOP/s GPU",
                    code: "// ResNet-50 at 30 frames a second on a 10 TFLOP/s GPU\nuse mlsysim_compute::layers::resnet50_thirty_fps_stream;\n\nlet s = resnet50_thirty_fps_stream()?;\nassert!((s.headroom()? - 20.32520325203252).abs() < 1e-9);\nassert!(s.alternative_headroom()? < 2.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = FrameRateHeadroomBuilder;
        fn to_builder(&self) -> FrameRateHeadroomBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.frame_rate,
                    &self.peak_rate,
                    &self.utilization_low,
                    &self.utilization_high,
                    &self.alternative_flops,
                ],
                &[
                    &values.flops_per_frame,
                    &values.required_rate,
                    &values.sustained_low,
                    &values.sustained_high,
                    &values.headroom,
                    &values.alternative_required_rate,
                    &values.alternative_headroom,
                    &values.peak_frame_rate,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "flops_per_frame" => Some(Ok(self.__explain_flops_per_frame())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(FrameRateHeadroom);
};
