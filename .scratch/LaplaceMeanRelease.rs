/**The mean of a public roster's values released with differential privacy: one Laplace draw added to the sum, divided by the public count.

Every value lies in [0, `value_range`], so replacing one person moves the sum by at most
the range: that is the sensitivity. The reference names the method's argument `group_size`,
the input's own name; here the argument is `n`.

# Equation

b = Δ ÷ ε, with Δ = value range; error of the mean = b ÷ n

# Assumptions

- Replace-one adjacency over a roster whose size is public.
- The expected absolute error of one Laplace draw is its scale.

# Excludes

- Clipping values outside the range, and composition with other releases on the same data.

# Derivation

- The Laplace mechanism: noise of scale sensitivity ÷ ε gives ε-differential privacy.

# Examples

```rust
// A mean salary of 1,000 people, off by about $200
use mlsysim_fleet::security::salary_mean_laplace_release;

let s = salary_mean_laplace_release()?;
assert!((s.mean_error(1000)?.value - 200.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LaplaceMeanRelease {
    ///The width of the range every value lies in. *Shown in `USD`; allowed >= 0.*
    pub value_range: Usd,
    ///The privacy budget ε. *Allowed > 0.*
    pub epsilon: f64,
    ///People in the released group. *Allowed >= 1.*
    pub group_size: u32,
    ///People in a smaller group, for comparison. *Optional (absent by default); allowed >= 1.*
    pub small_group_size: Option<u32>,
}
///Builds a [`LaplaceMeanRelease`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct LaplaceMeanReleaseBuilder {
    value_range: ::core::option::Option<Usd>,
    epsilon: ::core::option::Option<f64>,
    group_size: ::core::option::Option<u32>,
    small_group_size: ::core::option::Option<u32>,
}
///Every property of a [`LaplaceMeanRelease`], each computed once (see [`LaplaceMeanRelease::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LaplaceMeanReleaseValues<'a> {
    scenario: &'a LaplaceMeanRelease,
    ///The most one person can move the sum.
    pub sensitivity: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Scale of the Laplace noise on the sum, in dollars.
    pub noise_scale: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Expected absolute error of the released mean of the smaller group.
    pub small_group_error: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "value_range",
            ty: "Usd",
            doc: "The width of the range every value lies in.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "epsilon",
            ty: "f64",
            doc: "The privacy budget ε.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "group_size",
            ty: "u32",
            doc: "People in the released group.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "small_group_size",
            ty: "Option<u32>",
            doc: "People in a smaller group, for comparison.",
            optional: true,
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "sensitivity",
            doc: "The most one person can move the sum.",
            equation: "value_range",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["value_range"],
            template: "{value_range}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "noise_scale",
            doc: "Scale of the Laplace noise on the sum, in dollars.",
            equation: "usd(laplace_scale(sensitivity.value, epsilon))",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["epsilon", "sensitivity"],
            calls: &["usd", "laplace_scale"],
            template: "usd(laplace_scale({sensitivity}.value, {epsilon}))",
            operation: "result of `usd`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "small_group_error",
            doc: "Expected absolute error of the released mean of the smaller group.",
            equation: "mean_error(small_group_size)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["small_group_size"],
            requires: &["small_group_size"],
            template: "{#0 mean_error(small_group_size)}",
            named_calls: "mean_error(small_group_size)",
            operation: "result of `mean_error`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "mean_error",
            kind: __c::MemberKind::Method,
            doc: "Expected absolute error of the released mean of `n` people: the noise scale over n.",
            equation: "noise_scale / n",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[
                        __c::Sample::From("group_size"),
                        __c::Sample::From("small_group_size"),
                    ],
                    bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
                },
            ],
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["noise_scale"],
            template: "{noise_scale} / {n}",
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
    impl LaplaceMeanRelease {
        ///Starts a [`LaplaceMeanReleaseBuilder`]; required inputs must be set before [`LaplaceMeanReleaseBuilder::build`].
        #[must_use]
        pub fn builder() -> LaplaceMeanReleaseBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> LaplaceMeanReleaseBuilder {
            LaplaceMeanReleaseBuilder {
                value_range: Some(__Clone::clone(&self.value_range)),
                epsilon: Some(__Clone::clone(&self.epsilon)),
                group_size: Some(__Clone::clone(&self.group_size)),
                small_group_size: __Clone::clone(&self.small_group_size),
            }
        }
        ///The most one person can move the sum. Equation: `value_range`.
        #[inline]
        pub fn sensitivity(&self) -> __Result<Usd, __c::EvalError> {
            let value_range = __Clone::clone(&self.value_range);
            struct sensitivity {}
            __c::member(
                (|| __c::conform::<Usd, _, sensitivity>(value_range))(),
                &__PROPERTIES[0],
            )
        }
        ///Scale of the Laplace noise on the sum, in dollars. Equation: `usd(laplace_scale(sensitivity.value, epsilon))`.
        #[inline]
        pub fn noise_scale(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_noise_scale(self.sensitivity()?)
        }
        #[doc(hidden)]
        fn __eq_noise_scale(&self, sensitivity: Usd) -> __Result<Usd, __c::EvalError> {
            let epsilon = __Clone::clone(&self.epsilon);
            struct noise_scale {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    noise_scale,
                >(
                    ::mlsysim_core::equation::usd(
                        ::mlsysim_core::equation::laplace_scale(
                            sensitivity.value,
                            epsilon,
                        )?,
                    ),
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Expected absolute error of the released mean of the smaller group. Equation: `mean_error(small_group_size)`. Requires `small_group_size` (an error names the absent one).
        #[inline]
        pub fn small_group_error(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_small_group_error(self.noise_scale()?)
        }
        #[doc(hidden)]
        fn __eq_small_group_error(
            &self,
            noise_scale: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let small_group_size = __c::present(
                &self.small_group_size,
                "small_group_error",
                "small_group_size",
            )?;
            let mean_error = |n: u32| {
                self.__eq_mean_error(__Clone::clone(&noise_scale), n)
            };
            struct small_group_error {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    small_group_error,
                >(mean_error(small_group_size)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Expected absolute error of the released mean of `n` people: the noise scale over n. Equation: `noise_scale / n`.
        #[inline]
        pub fn mean_error(&self, n: u32) -> __Result<Usd, __c::EvalError> {
            self.__eq_mean_error(self.noise_scale()?, n)
        }
        #[doc(hidden)]
        fn __eq_mean_error(
            &self,
            noise_scale: Usd,
            n: u32,
        ) -> __Result<Usd, __c::EvalError> {
            __c::argument(&n, "mean_error", &(&__METHODS[0]).args[0])?;
            struct mean_error {}
            __c::member(
                (|| __c::conform::<Usd, _, mean_error>(noise_scale.eq_div(n)?))(),
                &__METHODS[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`LaplaceMeanReleaseValues`].
        #[must_use]
        pub fn evaluate(&self) -> LaplaceMeanReleaseValues<'_> {
            let sensitivity = self.sensitivity();
            let noise_scale = __c::after(
                (&sensitivity,),
                |(v0,)| self.__eq_noise_scale(v0),
            );
            let small_group_error = __c::after(
                (&noise_scale,),
                |(v0,)| self.__eq_small_group_error(v0),
            );
            LaplaceMeanReleaseValues {
                scenario: self,
                sensitivity,
                noise_scale,
                small_group_error,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.value_range, &__INPUTS[0])?;
            __c::bounded(&self.epsilon, &__INPUTS[1])?;
            __c::bounded_plain(&self.group_size, &__INPUTS[2])?;
            __c::bounded_plain(&self.small_group_size, &__INPUTS[3])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_noise_scale(&self) -> __c::Parts {
            __c::traced(
                self.noise_scale(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "usd", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let sensitivity = self
                    .sensitivity() ?; let epsilon = __Clone::clone(& self.epsilon); let
                    part = ::mlsysim_core::equation::laplace_scale(sensitivity.value,
                    epsilon) ?; Ok((& __c::Showing(& part, None)).__shown()) }) ())] },
                    __c::CallSite { name : "laplace_scale", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let sensitivity = self
                    .sensitivity() ?; let part = sensitivity.value; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()), __c::Operand::Name("epsilon")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_small_group_error(&self) -> __c::Parts {
            __c::traced(
                self.small_group_error(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let small_group_size = __c::present(& self.small_group_size,
                    "small_group_error", "small_group_size") ?; let mean_error = | n :
                    u32 | self.mean_error(n); let part = mean_error(small_group_size) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "mean_error", args :
                    ::std::vec![__c::Operand::Name("small_group_size")] }
                ],
            )
        }
    }
    impl LaplaceMeanReleaseBuilder {
        ///Sets `value_range`: The width of the range every value lies in.
        #[must_use]
        pub fn value_range(mut self, value: Usd) -> Self {
            self.value_range = Some(value);
            self
        }
        ///Sets `epsilon`: The privacy budget ε.
        #[must_use]
        pub fn epsilon(mut self, value: f64) -> Self {
            self.epsilon = Some(value);
            self
        }
        ///Sets `group_size`: People in the released group.
        #[must_use]
        pub fn group_size(mut self, value: u32) -> Self {
            self.group_size = Some(value);
            self
        }
        ///Sets `small_group_size`: People in a smaller group, for comparison.
        #[must_use]
        pub fn small_group_size(mut self, value: u32) -> Self {
            self.small_group_size = Some(value);
            self
        }
        ///Leaves `small_group_size` absent.
        #[must_use]
        pub fn without_small_group_size(mut self) -> Self {
            self.small_group_size = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<LaplaceMeanRelease, __c::InputError> {
            let scenario = LaplaceMeanRelease {
                value_range: __c::given(self.value_range, "value_range")?,
                epsilon: __c::given(self.epsilon, "epsilon")?,
                group_size: __c::given(self.group_size, "group_size")?,
                small_group_size: self.small_group_size,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for LaplaceMeanReleaseBuilder {
        type Scenario = LaplaceMeanRelease;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "value_range" => self.value_range = __c::set(value, &__INPUTS[0])?,
                "epsilon" => self.epsilon = __c::set(value, &__INPUTS[1])?,
                "group_size" => self.group_size = __c::set(value, &__INPUTS[2])?,
                "small_group_size" => {
                    self.small_group_size = __c::set(value, &__INPUTS[3])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<LaplaceMeanRelease, __c::InputError> {
            LaplaceMeanReleaseBuilder::build(self)
        }
    }
    impl<'a> LaplaceMeanReleaseValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a LaplaceMeanRelease {
            self.scenario
        }
        ///[`LaplaceMeanRelease::mean_error`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn mean_error(&self, n: u32) -> __Result<Usd, __c::EvalError> {
            self.scenario.__eq_mean_error(__Clone::clone(&self.noise_scale)?, n)
        }
    }
    impl __c::Scenario for LaplaceMeanRelease {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "LaplaceMeanRelease",
            family: &SECURITY,
            summary: "The mean of a public roster's values released with differential privacy: one Laplace draw added to the sum, divided by the public count.",
            description: "Every value lies in [0, `value_range`], so replacing one person moves the sum by at most\nthe range: that is the sensitivity. The reference names the method's argument `group_size`,\nthe input's own name; here the argument is `n`.",
            notes: __c::meta::Notes {
                equation: "b = Δ ÷ ε, with Δ = value range; error of the mean = b ÷ n",
                assumptions: &[
                    "Replace-one adjacency over a roster whose size is public.",
                    "The expected absolute error of one Laplace draw is its scale.",
                ],
                rules: __RULES,
                excludes: &[
                    "Clipping values outside the range, and composition with other releases on the same data.",
                ],
                derivation: &[
                    "The Laplace mechanism: noise of scale sensitivity ÷ ε gives ε-differential privacy.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A mean salary of 1,000 people, off by about $200",
                    code: "// A mean salary of 1,000 people, off by about $200\nuse mlsysim_fleet::security::salary_mean_laplace_release;\n\nlet s = salary_mean_laplace_release()?;\nassert!((s.mean_error(1000)?.value - 200.0).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = LaplaceMeanReleaseBuilder;
        fn to_builder(&self) -> LaplaceMeanReleaseBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.value_range,
                    &self.epsilon,
                    &self.group_size,
                    &self.small_group_size,
                ],
                &[&values.sensitivity, &values.noise_scale, &values.small_group_error],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "mean_error" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.mean_error(a0), &__METHODS[0])
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
                "noise_scale" => Some(Ok(self.__explain_noise_scale())),
                "small_group_error" => Some(Ok(self.__explain_small_group_error())),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "group_size" => {
                    __c::samples(&self.group_size, ::core::option::Option::None)
                }
                "small_group_size" => {
                    __c::samples(&self.small_group_size, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(LaplaceMeanRelease);
};
