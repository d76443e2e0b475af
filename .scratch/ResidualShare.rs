/**A residual that takes a share of the one-device step and does not shrink with more devices: its share of the distributed step.

Compute divides by the device count and the residual does not, so the residual's share of
the distributed step, r / ((1 − r)/N + r), is far larger than r: an observed share must not
be read as the serial fraction.

# Equation

step = (1 − r)/N + r; share = r ÷ step; speedup = N ÷ (1 + (N − 1) r)

# Assumptions

- The residual is the same on every device count; the rest divides evenly.

# Excludes

- Communication that grows with the device count.

# Derivation

- Amdahl's law read from the distributed side: the serial part's share of the parallel step.

# Examples

```rust
// A 1% residual fills 84% of the step on 512 devices
use mlsysim_cluster::collectives::residual_one_percent_512;

let s = residual_one_percent_512()?;
assert!((s.residual_share()? - 0.8379705400981996).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ResidualShare {
    ///The residual, as a share of the one-device step. *Allowed [0.0, 1.0].*
    pub residual: f64,
    ///Devices. *Allowed >= 1.*
    pub devices: u32,
}
///Builds a [`ResidualShare`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ResidualShareBuilder {
    residual: ::core::option::Option<f64>,
    devices: ::core::option::Option<u32>,
}
///Every property of a [`ResidualShare`], each computed once (see [`ResidualShare::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ResidualShareValues<'a> {
    scenario: &'a ResidualShare,
    ///The distributed step in units of the one-device step.
    pub step_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The residual's share of the distributed step.
    pub residual_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Speedup over one device.
    pub speedup: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "residual",
            ty: "f64",
            doc: "The residual, as a share of the one-device step.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "devices",
            ty: "u32",
            doc: "Devices.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "step_fraction",
            doc: "The distributed step in units of the one-device step.",
            equation: "(1.0 - residual) / devices + residual",
            result_type: "f64",
            depends_on: &["residual", "devices"],
            template: "(1.0 - {residual}) / {devices} + {residual}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "residual_share",
            doc: "The residual's share of the distributed step.",
            equation: "residual / step_fraction",
            result_type: "f64",
            depends_on: &["residual", "step_fraction"],
            template: "{residual} / {step_fraction}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "speedup",
            doc: "Speedup over one device.",
            equation: "strong_scaling_speedup(devices, residual)",
            result_type: "f64",
            depends_on: &["devices", "residual"],
            calls: &["strong_scaling_speedup"],
            template: "strong_scaling_speedup({devices}, {residual})",
            named_calls: "strong_scaling_speedup(devices, residual)",
            operation: "result of `strong_scaling_speedup`",
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
    impl ResidualShare {
        ///Starts a [`ResidualShareBuilder`]; required inputs must be set before [`ResidualShareBuilder::build`].
        #[must_use]
        pub fn builder() -> ResidualShareBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ResidualShareBuilder {
            ResidualShareBuilder {
                residual: Some(__Clone::clone(&self.residual)),
                devices: Some(__Clone::clone(&self.devices)),
            }
        }
        ///The distributed step in units of the one-device step. Equation: `(1.0 - residual) / devices + residual`.
        #[inline]
        pub fn step_fraction(&self) -> __Result<f64, __c::EvalError> {
            let residual = __Clone::clone(&self.residual);
            let devices = __Clone::clone(&self.devices);
            struct step_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    step_fraction,
                >((1.0).eq_sub(residual)?.eq_div(devices)?.eq_add(residual)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The residual's share of the distributed step. Equation: `residual / step_fraction`.
        #[inline]
        pub fn residual_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_residual_share(self.step_fraction()?)
        }
        #[doc(hidden)]
        fn __eq_residual_share(
            &self,
            step_fraction: f64,
        ) -> __Result<f64, __c::EvalError> {
            let residual = __Clone::clone(&self.residual);
            struct residual_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    residual_share,
                >(residual.eq_div(step_fraction)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Speedup over one device. Equation: `strong_scaling_speedup(devices, residual)`.
        #[inline]
        pub fn speedup(&self) -> __Result<f64, __c::EvalError> {
            let devices = __Clone::clone(&self.devices);
            let residual = __Clone::clone(&self.residual);
            struct speedup {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    speedup,
                >(
                    ::mlsysim_core::equation::strong_scaling_speedup(devices, residual)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ResidualShareValues`].
        #[must_use]
        pub fn evaluate(&self) -> ResidualShareValues<'_> {
            let step_fraction = self.step_fraction();
            let residual_share = __c::after(
                (&step_fraction,),
                |(v0,)| self.__eq_residual_share(v0),
            );
            let speedup = self.speedup();
            ResidualShareValues {
                scenario: self,
                step_fraction,
                residual_share,
                speedup,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.residual, &__INPUTS[0])?;
            __c::bounded_plain(&self.devices, &__INPUTS[1])?;
            Ok(())
        }
    }
    impl ResidualShareBuilder {
        ///Sets `residual`: The residual, as a share of the one-device step.
        #[must_use]
        pub fn residual(mut self, value: f64) -> Self {
            self.residual = Some(value);
            self
        }
        ///Sets `devices`: Devices.
        #[must_use]
        pub fn devices(mut self, value: u32) -> Self {
            self.devices = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ResidualShare, __c::InputError> {
            let scenario = ResidualShare {
                residual: __c::given(self.residual, "residual")?,
                devices: __c::given(self.devices, "devices")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ResidualShareBuilder {
        type Scenario = ResidualShare;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "residual" => self.residual = __c::set(value, &__INPUTS[0])?,
                "devices" => self.devices = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ResidualShare, __c::InputError> {
            ResidualShareBuilder::build(self)
        }
    }
    impl<'a> ResidualShareValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ResidualShare {
            self.scenario
        }
    }
    impl __c::Scenario for ResidualShare {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ResidualShare",
            family: &COLLECTIVES,
            summary: "A residual that takes a share of the one-device step and does not shrink with more devices: its share of the distributed step.",
            description: "Compute divides by the device count and the residual does not, so the residual's share of\nthe distributed step, r / ((1 − r)/N + r), is far larger than r: an observed share must not\nbe read as the serial fraction.",
            notes: __c::meta::Notes {
                equation: "step = (1 − r)/N + r; share = r ÷ step; speedup = N ÷ (1 + (N − 1) r)",
                assumptions: &[
                    "The residual is the same on every device count; the rest divides evenly.",
                ],
                rules: __RULES,
                excludes: &["Communication that grows with the device count."],
                derivation: &[
                    "Amdahl's law read from the distributed side: the serial part's share of the parallel step.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 1% residual fills 84% of the step on 512 devices",
                    code: "// A 1% residual fills 84% of the step on 512 devices\nuse mlsysim_cluster::collectives::residual_one_percent_512;\n\nlet s = residual_one_percent_512()?;\nassert!((s.residual_share()? - 0.8379705400981996).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ResidualShareBuilder;
        fn to_builder(&self) -> ResidualShareBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.residual, &self.devices],
                &[&values.step_fraction, &values.residual_share, &values.speedup],
            )
        }
    }
    __c::glue!(ResidualShare);
};
