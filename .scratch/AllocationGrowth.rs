/**How much a compute-optimal allocation (parameters or tokens) grows when the compute budget grows, for an allocation that scales as a power of compute.

# Equation

growth = multiple^exponent − 1

# Assumptions

- The allocation follows X_opt ∝ C^exponent over the range of budgets.

# Excludes

- The constant of the power law, which cancels in a ratio.

# Derivation

- Hoffmann et al. (2022): compute-optimal parameters and tokens each grow about as the square root of compute.

# Examples

```rust
// Doubling compute grows the optimal tokens by 41%
use mlsysim_data::selection::chinchilla_compute_doubling;

let s = chinchilla_compute_doubling()?;
assert!((s.growth()? - (2f64.sqrt() - 1.0)).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AllocationGrowth {
    ///Factor by which compute grows. *Allowed > 0.*
    pub compute_multiple: f64,
    ///Exponent of the allocation's power law in compute.
    pub exponent: f64,
}
///Builds a [`AllocationGrowth`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AllocationGrowthBuilder {
    compute_multiple: ::core::option::Option<f64>,
    exponent: ::core::option::Option<f64>,
}
///Every property of a [`AllocationGrowth`], each computed once (see [`AllocationGrowth::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AllocationGrowthValues<'a> {
    scenario: &'a AllocationGrowth,
    ///Fractional growth of the allocation.
    pub growth: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "compute_multiple",
            ty: "f64",
            doc: "Factor by which compute grows.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "exponent",
            ty: "f64",
            doc: "Exponent of the allocation's power law in compute.",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "growth",
            doc: "Fractional growth of the allocation.",
            equation: "allocation_growth(compute_multiple, exponent)",
            result_type: "f64",
            depends_on: &["compute_multiple", "exponent"],
            calls: &["allocation_growth"],
            template: "allocation_growth({compute_multiple}, {exponent})",
            named_calls: "allocation_growth(compute_multiple, exponent)",
            operation: "result of `allocation_growth`",
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
    impl AllocationGrowth {
        ///Starts a [`AllocationGrowthBuilder`]; required inputs must be set before [`AllocationGrowthBuilder::build`].
        #[must_use]
        pub fn builder() -> AllocationGrowthBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AllocationGrowthBuilder {
            AllocationGrowthBuilder {
                compute_multiple: Some(__Clone::clone(&self.compute_multiple)),
                exponent: Some(__Clone::clone(&self.exponent)),
            }
        }
        ///Fractional growth of the allocation. Equation: `allocation_growth(compute_multiple, exponent)`.
        #[inline]
        pub fn growth(&self) -> __Result<f64, __c::EvalError> {
            let compute_multiple = __Clone::clone(&self.compute_multiple);
            let exponent = __Clone::clone(&self.exponent);
            struct growth {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    growth,
                >(
                    ::mlsysim_core::equation::allocation_growth(
                        compute_multiple,
                        exponent,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AllocationGrowthValues`].
        #[must_use]
        pub fn evaluate(&self) -> AllocationGrowthValues<'_> {
            let growth = self.growth();
            AllocationGrowthValues {
                scenario: self,
                growth,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.compute_multiple, &__INPUTS[0])?;
            __c::finite(&self.exponent, &__INPUTS[1])?;
            Ok(())
        }
    }
    impl AllocationGrowthBuilder {
        ///Sets `compute_multiple`: Factor by which compute grows.
        #[must_use]
        pub fn compute_multiple(mut self, value: f64) -> Self {
            self.compute_multiple = Some(value);
            self
        }
        ///Sets `exponent`: Exponent of the allocation's power law in compute.
        #[must_use]
        pub fn exponent(mut self, value: f64) -> Self {
            self.exponent = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AllocationGrowth, __c::InputError> {
            let scenario = AllocationGrowth {
                compute_multiple: __c::given(self.compute_multiple, "compute_multiple")?,
                exponent: __c::given(self.exponent, "exponent")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AllocationGrowthBuilder {
        type Scenario = AllocationGrowth;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "compute_multiple" => {
                    self.compute_multiple = __c::set(value, &__INPUTS[0])?;
                }
                "exponent" => self.exponent = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AllocationGrowth, __c::InputError> {
            AllocationGrowthBuilder::build(self)
        }
    }
    impl<'a> AllocationGrowthValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AllocationGrowth {
            self.scenario
        }
    }
    impl __c::Scenario for AllocationGrowth {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AllocationGrowth",
            family: &SELECTION,
            summary: "How much a compute-optimal allocation (parameters or tokens) grows when the compute budget grows, for an allocation that scales as a power of compute.",
            description: "",
            notes: __c::meta::Notes {
                equation: "growth = multiple^exponent − 1",
                assumptions: &[
                    "The allocation follows X_opt ∝ C^exponent over the range of budgets.",
                ],
                rules: __RULES,
                excludes: &["The constant of the power law, which cancels in a ratio."],
                derivation: &[
                    "Hoffmann et al. (2022): compute-optimal parameters and tokens each grow about as the square root of compute.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Doubling compute grows the optimal tokens by 41%",
                    code: "// Doubling compute grows the optimal tokens by 41%\nuse mlsysim_data::selection::chinchilla_compute_doubling;\n\nlet s = chinchilla_compute_doubling()?;\nassert!((s.growth()? - (2f64.sqrt() - 1.0)).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AllocationGrowthBuilder;
        fn to_builder(&self) -> AllocationGrowthBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(&[&self.compute_multiple, &self.exponent], &[&values.growth])
        }
    }
    __c::glue!(AllocationGrowth);
};
