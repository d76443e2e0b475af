/**Binary randomized smoothing at a noise level, against an l-infinity budget on one input: the certified l2 radius, and whether it reaches the corner of the l-infinity box.

The budget is a number of steps of a pixel's levels; its box's corner lies at the budget
times the square root of the coordinates, the length the certificate must reach to cover
the whole box.

# Equation

R = σ Φ⁻¹(p_A); budget = levels ÷ (pixel levels − 1); corner = budget × √d; covers = R ≥ corner

# Assumptions

- The top class's probability under noise, p_A, is known exactly (a lower confidence bound in practice).

# Rules across inputs

- `top_class_probability` lies strictly between 0.5 and 1 (`top_class_probability > 0.5 && top_class_probability < 1.0`)

# Excludes

- The multi-class certificate and the sampling that estimates p_A.

# Derivation

- Cohen et al. (2019): smoothing with Gaussian noise certifies an l2 ball of radius σ Φ⁻¹(p_A).

# Examples

```rust
// The l2 certificate does not cover the 8/255 box of a CIFAR-10 image
use mlsysim_fleet::security::smoothing_radius_cifar10;

assert!(!smoothing_radius_cifar10()?.covers_box()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CertifiedRadius {
    ///Standard deviation σ of the smoothing noise. *Allowed > 0.*
    pub noise_sd: f64,
    ///Probability p_A of the top class under noise.
    pub top_class_probability: f64,
    ///The l-infinity budget, in steps of a pixel's levels.
    pub linf_levels: u32,
    ///Values a pixel's channel takes. *Allowed >= 2.*
    pub pixel_levels: u32,
    ///Coordinates of an input: width × height × channels.
    pub coordinates: u32,
}
///Builds a [`CertifiedRadius`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CertifiedRadiusBuilder {
    noise_sd: ::core::option::Option<f64>,
    top_class_probability: ::core::option::Option<f64>,
    linf_levels: ::core::option::Option<u32>,
    pixel_levels: ::core::option::Option<u32>,
    coordinates: ::core::option::Option<u32>,
}
///Every property of a [`CertifiedRadius`], each computed once (see [`CertifiedRadius::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CertifiedRadiusValues<'a> {
    scenario: &'a CertifiedRadius,
    ///The certified l2 radius.
    pub radius: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Φ⁻¹(p_A): the radius in units of the noise.
    pub quantile: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The l-infinity budget on the [0, 1] scale.
    pub linf_budget: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///l2 length of the corner of the l-infinity box.
    pub box_corner_l2: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Whether the certificate covers the whole box.
    pub covers_box: ::core::result::Result<bool, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "noise_sd",
            ty: "f64",
            doc: "Standard deviation σ of the smoothing noise.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "top_class_probability",
            ty: "f64",
            doc: "Probability p_A of the top class under noise.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "linf_levels",
            ty: "u32",
            doc: "The l-infinity budget, in steps of a pixel's levels.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "pixel_levels",
            ty: "u32",
            doc: "Values a pixel's channel takes.",
            bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "coordinates",
            ty: "u32",
            doc: "Coordinates of an input: width × height × channels.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "radius",
            doc: "The certified l2 radius.",
            equation: "smoothing_radius(noise_sd, top_class_probability)",
            result_type: "f64",
            depends_on: &["noise_sd", "top_class_probability"],
            calls: &["smoothing_radius"],
            template: "smoothing_radius({noise_sd}, {top_class_probability})",
            named_calls: "smoothing_radius(noise_sd, top_class_probability)",
            operation: "result of `smoothing_radius`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "quantile",
            doc: "Φ⁻¹(p_A): the radius in units of the noise.",
            equation: "radius / noise_sd",
            result_type: "f64",
            depends_on: &["noise_sd", "radius"],
            template: "{radius} / {noise_sd}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "linf_budget",
            doc: "The l-infinity budget on the [0, 1] scale.",
            equation: "linf_levels / (pixel_levels - 1)",
            result_type: "f64",
            depends_on: &["linf_levels", "pixel_levels"],
            template: "{linf_levels} / ({pixel_levels} - 1)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "box_corner_l2",
            doc: "l2 length of the corner of the l-infinity box.",
            equation: "linf_corner_l2(linf_budget, coordinates)",
            result_type: "f64",
            depends_on: &["coordinates", "linf_budget"],
            calls: &["linf_corner_l2"],
            template: "linf_corner_l2({linf_budget}, {coordinates})",
            named_calls: "linf_corner_l2(linf_budget, coordinates)",
            operation: "result of `linf_corner_l2`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "covers_box",
            doc: "Whether the certificate covers the whole box.",
            equation: "radius >= box_corner_l2",
            result_type: "bool",
            depends_on: &["radius", "box_corner_l2"],
            template: "{radius} >= {box_corner_l2}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`top_class_probability` lies strictly between 0.5 and 1",
            condition: "top_class_probability > 0.5 && top_class_probability < 1.0",
            inputs: &["top_class_probability"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl CertifiedRadius {
        ///Starts a [`CertifiedRadiusBuilder`]; required inputs must be set before [`CertifiedRadiusBuilder::build`].
        #[must_use]
        pub fn builder() -> CertifiedRadiusBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CertifiedRadiusBuilder {
            CertifiedRadiusBuilder {
                noise_sd: Some(__Clone::clone(&self.noise_sd)),
                top_class_probability: Some(__Clone::clone(&self.top_class_probability)),
                linf_levels: Some(__Clone::clone(&self.linf_levels)),
                pixel_levels: Some(__Clone::clone(&self.pixel_levels)),
                coordinates: Some(__Clone::clone(&self.coordinates)),
            }
        }
        ///The certified l2 radius. Equation: `smoothing_radius(noise_sd, top_class_probability)`.
        #[inline]
        pub fn radius(&self) -> __Result<f64, __c::EvalError> {
            let noise_sd = __Clone::clone(&self.noise_sd);
            let top_class_probability = __Clone::clone(&self.top_class_probability);
            struct radius {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    radius,
                >(
                    ::mlsysim_core::equation::smoothing_radius(
                        noise_sd,
                        top_class_probability,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Φ⁻¹(p_A): the radius in units of the noise. Equation: `radius / noise_sd`.
        #[inline]
        pub fn quantile(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_quantile(self.radius()?)
        }
        #[doc(hidden)]
        fn __eq_quantile(&self, radius: f64) -> __Result<f64, __c::EvalError> {
            let noise_sd = __Clone::clone(&self.noise_sd);
            struct quantile {}
            __c::member(
                (|| __c::conform::<f64, _, quantile>(radius.eq_div(noise_sd)?))(),
                &__PROPERTIES[1],
            )
        }
        ///The l-infinity budget on the [0, 1] scale. Equation: `linf_levels / (pixel_levels - 1)`.
        #[inline]
        pub fn linf_budget(&self) -> __Result<f64, __c::EvalError> {
            let linf_levels = __Clone::clone(&self.linf_levels);
            let pixel_levels = __Clone::clone(&self.pixel_levels);
            struct linf_budget {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    linf_budget,
                >(linf_levels.eq_div(pixel_levels.eq_sub(1i64)?)?))(),
                &__PROPERTIES[2],
            )
        }
        ///l2 length of the corner of the l-infinity box. Equation: `linf_corner_l2(linf_budget, coordinates)`.
        #[inline]
        pub fn box_corner_l2(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_box_corner_l2(self.linf_budget()?)
        }
        #[doc(hidden)]
        fn __eq_box_corner_l2(&self, linf_budget: f64) -> __Result<f64, __c::EvalError> {
            let coordinates = __Clone::clone(&self.coordinates);
            struct box_corner_l2 {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    box_corner_l2,
                >(
                    ::mlsysim_core::equation::linf_corner_l2(linf_budget, coordinates)?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Whether the certificate covers the whole box. Equation: `radius >= box_corner_l2`.
        #[inline]
        pub fn covers_box(&self) -> __Result<bool, __c::EvalError> {
            self.__eq_covers_box(self.radius()?, self.box_corner_l2()?)
        }
        #[doc(hidden)]
        fn __eq_covers_box(
            &self,
            radius: f64,
            box_corner_l2: f64,
        ) -> __Result<bool, __c::EvalError> {
            struct covers_box {}
            __c::member(
                (|| __c::conform::<bool, _, covers_box>(radius >= box_corner_l2))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CertifiedRadiusValues`].
        #[must_use]
        pub fn evaluate(&self) -> CertifiedRadiusValues<'_> {
            let radius = self.radius();
            let quantile = __c::after((&radius,), |(v0,)| self.__eq_quantile(v0));
            let linf_budget = self.linf_budget();
            let box_corner_l2 = __c::after(
                (&linf_budget,),
                |(v0,)| self.__eq_box_corner_l2(v0),
            );
            let covers_box = __c::after(
                (&radius, &box_corner_l2),
                |(v0, v1)| self.__eq_covers_box(v0, v1),
            );
            CertifiedRadiusValues {
                scenario: self,
                radius,
                quantile,
                linf_budget,
                box_corner_l2,
                covers_box,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.noise_sd, &__INPUTS[0])?;
            __c::finite(&self.top_class_probability, &__INPUTS[1])?;
            __c::finite(&self.linf_levels, &__INPUTS[2])?;
            __c::bounded_plain(&self.pixel_levels, &__INPUTS[3])?;
            __c::finite(&self.coordinates, &__INPUTS[4])?;
            {
                let top_class_probability = __Clone::clone(&self.top_class_probability);
                __c::rule(
                    top_class_probability > 0.5 && top_class_probability < 1.0,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.top_class_probability],
                )?;
            }
            Ok(())
        }
    }
    impl CertifiedRadiusBuilder {
        ///Sets `noise_sd`: Standard deviation σ of the smoothing noise.
        #[must_use]
        pub fn noise_sd(mut self, value: f64) -> Self {
            self.noise_sd = Some(value);
            self
        }
        ///Sets `top_class_probability`: Probability p_A of the top class under noise.
        #[must_use]
        pub fn top_class_probability(mut self, value: f64) -> Self {
            self.top_class_probability = Some(value);
            self
        }
        ///Sets `linf_levels`: The l-infinity budget, in steps of a pixel's levels.
        #[must_use]
        pub fn linf_levels(mut self, value: u32) -> Self {
            self.linf_levels = Some(value);
            self
        }
        ///Sets `pixel_levels`: Values a pixel's channel takes.
        #[must_use]
        pub fn pixel_levels(mut self, value: u32) -> Self {
            self.pixel_levels = Some(value);
            self
        }
        ///Sets `coordinates`: Coordinates of an input: width × height × channels.
        #[must_use]
        pub fn coordinates(mut self, value: u32) -> Self {
            self.coordinates = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<CertifiedRadius, __c::InputError> {
            let scenario = CertifiedRadius {
                noise_sd: __c::given(self.noise_sd, "noise_sd")?,
                top_class_probability: __c::given(
                    self.top_class_probability,
                    "top_class_probability",
                )?,
                linf_levels: __c::given(self.linf_levels, "linf_levels")?,
                pixel_levels: __c::given(self.pixel_levels, "pixel_levels")?,
                coordinates: __c::given(self.coordinates, "coordinates")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CertifiedRadiusBuilder {
        type Scenario = CertifiedRadius;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "noise_sd" => self.noise_sd = __c::set(value, &__INPUTS[0])?,
                "top_class_probability" => {
                    self.top_class_probability = __c::set(value, &__INPUTS[1])?;
                }
                "linf_levels" => self.linf_levels = __c::set(value, &__INPUTS[2])?,
                "pixel_levels" => self.pixel_levels = __c::set(value, &__INPUTS[3])?,
                "coordinates" => self.coordinates = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CertifiedRadius, __c::InputError> {
            CertifiedRadiusBuilder::build(self)
        }
    }
    impl<'a> CertifiedRadiusValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CertifiedRadius {
            self.scenario
        }
    }
    impl __c::Scenario for CertifiedRadius {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CertifiedRadius",
            family: &SECURITY,
            summary: "Binary randomized smoothing at a noise level, against an l-infinity budget on one input: the certified l2 radius, and whether it reaches the corner of the l-infinity box.",
            description: "The budget is a number of steps of a pixel's levels; its box's corner lies at the budget\ntimes the square root of the coordinates, the length the certificate must reach to cover\nthe whole box.",
            notes: __c::meta::Notes {
                equation: "R = σ Φ⁻¹(p_A); budget = levels ÷ (pixel levels − 1); corner = budget × √d; covers = R ≥ corner",
                assumptions: &[
                    "The top class's probability under noise, p_A, is known exactly (a lower confidence bound in practice).",
                ],
                rules: __RULES,
                excludes: &[
                    "The multi-class certificate and the sampling that estimates p_A.",
                ],
                derivation: &[
                    "Cohen et al. (2019): smoothing with Gaussian noise certifies an l2 ball of radius σ Φ⁻¹(p_A).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The l2 certificate does not cover the 8/255 box of a CIFAR-10 image",
                    code: "// The l2 certificate does not cover the 8/255 box of a CIFAR-10 image\nuse mlsysim_fleet::security::smoothing_radius_cifar10;\n\nassert!(!smoothing_radius_cifar10()?.covers_box()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = CertifiedRadiusBuilder;
        fn to_builder(&self) -> CertifiedRadiusBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.noise_sd,
                    &self.top_class_probability,
                    &self.linf_levels,
                    &self.pixel_levels,
                    &self.coordinates,
                ],
                &[
                    &values.radius,
                    &values.quantile,
                    &values.linf_budget,
                    &values.box_corner_l2,
                    &values.covers_box,
                ],
            )
        }
    }
    __c::glue!(CertifiedRadius);
};
