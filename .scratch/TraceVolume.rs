/**A profiler trace of the same window on every device of a job: the volume grows with every device traced.

# Equation

total = per device × devices

# Assumptions

- Every device writes the same trace volume for the window.

# Excludes

- Compression of the traces and the host-side events of the job.

# Derivation

- Volumes add over devices.

# Examples

```rust
// Half a terabyte from five seconds
use mlsysim_data::delivery::nsight_trace_volume_1k;

let s = nsight_trace_volume_1k()?;
assert!((s.total()?.value - 512e9).abs() < 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TraceVolume {
    ///Trace bytes one device writes in the window. *Shown in `MB`; allowed >= 0.*
    pub per_device: Information,
    ///Devices traced. *Allowed >= 0.*
    pub devices: i64,
    ///The traced window (context: the volume is stated per window). *Shown in `SECOND`; allowed > 0.*
    pub window: Time,
}
///Builds a [`TraceVolume`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct TraceVolumeBuilder {
    per_device: ::core::option::Option<Information>,
    devices: ::core::option::Option<i64>,
    window: ::core::option::Option<Time>,
}
///Every property of a [`TraceVolume`], each computed once (see [`TraceVolume::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct TraceVolumeValues<'a> {
    scenario: &'a TraceVolume,
    ///Trace bytes of every device together.
    pub total: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "per_device",
            ty: "Information",
            doc: "Trace bytes one device writes in the window.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "devices",
            ty: "i64",
            doc: "Devices traced.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "window",
            ty: "Time",
            doc: "The traced window (context: the volume is stated per window).",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "total",
            doc: "Trace bytes of every device together.",
            equation: "per_device * devices",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["per_device", "devices"],
            template: "{per_device} * {devices}",
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
    impl TraceVolume {
        ///Starts a [`TraceVolumeBuilder`]; required inputs must be set before [`TraceVolumeBuilder::build`].
        #[must_use]
        pub fn builder() -> TraceVolumeBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> TraceVolumeBuilder {
            TraceVolumeBuilder {
                per_device: Some(__Clone::clone(&self.per_device)),
                devices: Some(__Clone::clone(&self.devices)),
                window: Some(__Clone::clone(&self.window)),
            }
        }
        ///Trace bytes of every device together. Equation: `per_device * devices`.
        #[inline]
        pub fn total(&self) -> __Result<Information, __c::EvalError> {
            let per_device = __Clone::clone(&self.per_device);
            let devices = __Clone::clone(&self.devices);
            struct total {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    total,
                >(per_device.eq_mul(devices)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`TraceVolumeValues`].
        #[must_use]
        pub fn evaluate(&self) -> TraceVolumeValues<'_> {
            let total = self.total();
            TraceVolumeValues {
                scenario: self,
                total,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.per_device, &__INPUTS[0])?;
            __c::bounded_plain(&self.devices, &__INPUTS[1])?;
            __c::bounded(&self.window, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl TraceVolumeBuilder {
        ///Sets `per_device`: Trace bytes one device writes in the window.
        #[must_use]
        pub fn per_device(mut self, value: Information) -> Self {
            self.per_device = Some(value);
            self
        }
        ///Sets `devices`: Devices traced.
        #[must_use]
        pub fn devices(mut self, value: i64) -> Self {
            self.devices = Some(value);
            self
        }
        ///Sets `window`: The traced window (context: the volume is stated per window).
        #[must_use]
        pub fn window(mut self, value: Time) -> Self {
            self.window = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<TraceVolume, __c::InputError> {
            let scenario = TraceVolume {
                per_device: __c::given(self.per_device, "per_device")?,
                devices: __c::given(self.devices, "devices")?,
                window: __c::given(self.window, "window")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for TraceVolumeBuilder {
        type Scenario = TraceVolume;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "per_device" => self.per_device = __c::set(value, &__INPUTS[0])?,
                "devices" => self.devices = __c::set(value, &__INPUTS[1])?,
                "window" => self.window = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<TraceVolume, __c::InputError> {
            TraceVolumeBuilder::build(self)
        }
    }
    impl<'a> TraceVolumeValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a TraceVolume {
            self.scenario
        }
    }
    impl __c::Scenario for TraceVolume {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "TraceVolume",
            family: &DELIVERY,
            summary: "A profiler trace of the same window on every device of a job: the volume grows with every device traced.",
            description: "",
            notes: __c::meta::Notes {
                equation: "total = per device × devices",
                assumptions: &[
                    "Every device writes the same trace volume for the window.",
                ],
                rules: __RULES,
                excludes: &[
                    "Compression of the traces and the host-side events of the job.",
                ],
                derivation: &["Volumes add over devices."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Half a terabyte from five seconds",
                    code: "// Half a terabyte from five seconds\nuse mlsysim_data::delivery::nsight_trace_volume_1k;\n\nlet s = nsight_trace_volume_1k()?;\nassert!((s.total()?.value - 512e9).abs() < 1.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = TraceVolumeBuilder;
        fn to_builder(&self) -> TraceVolumeBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(&[&self.per_device, &self.devices, &self.window], &[&values.total])
        }
    }
    __c::glue!(TraceVolume);
};
