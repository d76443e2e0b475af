/**A sequence of tokens through a transformer's packed query-key-value projection: one matrix of d × (projections·d) in one kernel.

# Equation

packed width = projections·d; MACs = tokens·d·packed width

# Assumptions

- The projections are fused into one weight matrix of the model's hidden width d; biases aside.

# Rules across inputs

- `workload` is a transformer (the reference also takes any model with a hidden width, a state-space model among them) (`workload.geometry().is_ok()`)

# Excludes

- Splitting the output into heads, and the attention that follows.

# Derivation

- A (tokens × d) by (d × projections·d) matrix product does one multiply-add per entry of the product per inner index.

# Examples

```rust
// Six tokens through GPT-2 Small's packed projection
use mlsysim_compute::attention::gpt2_small_six_token_qkv_projection;

let s = gpt2_small_six_token_qkv_projection()?;
assert_eq!(s.packed_width()?, 2304);
assert_eq!(s.macs()?, 10_616_832);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PackedQkvProjection {
    ///The transformer projected.
    pub workload: &'static Workload,
    ///Tokens (rows) through the projection. *Allowed >= 1.*
    pub tokens: u32,
    ///Projections packed into the matrix: query, key and value make three. *Default `3`; allowed >= 1.*
    pub projections: u32,
}
///Builds a [`PackedQkvProjection`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct PackedQkvProjectionBuilder {
    workload: ::core::option::Option<&'static Workload>,
    tokens: ::core::option::Option<u32>,
    projections: ::core::option::Option<u32>,
}
///Every property of a [`PackedQkvProjection`], each computed once (see [`PackedQkvProjection::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PackedQkvProjectionValues<'a> {
    scenario: &'a PackedQkvProjection,
    ///The model's hidden width d.
    pub width: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Columns of the packed matrix.
    pub packed_width: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Multiply-adds of the projection.
    pub macs: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The transformer projected.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tokens",
            ty: "u32",
            doc: "Tokens (rows) through the projection.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "projections",
            ty: "u32",
            doc: "Projections packed into the matrix: query, key and value make three.",
            default: Some("3"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "width",
            doc: "The model's hidden width d.",
            equation: "i64::from(workload.geometry().hidden_dim)",
            result_type: "i64",
            depends_on: &["workload"],
            reaches: &[("workload", "geometry")],
            template: "i64::from({#0 workload.geometry().hidden_dim})",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "packed_width",
            doc: "Columns of the packed matrix.",
            equation: "projections * width",
            result_type: "i64",
            depends_on: &["projections", "width"],
            template: "{projections} * {width}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "macs",
            doc: "Multiply-adds of the projection.",
            equation: "tokens * width * packed_width",
            result_type: "i64",
            depends_on: &["tokens", "width", "packed_width"],
            template: "{tokens} * {width} * {packed_width}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` is a transformer (the reference also takes any model with a hidden width, a state-space model among them)",
            condition: "workload.geometry().is_ok()",
            inputs: &["workload"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl PackedQkvProjection {
        ///Starts a [`PackedQkvProjectionBuilder`]; required inputs must be set before [`PackedQkvProjectionBuilder::build`].
        #[must_use]
        pub fn builder() -> PackedQkvProjectionBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> PackedQkvProjectionBuilder {
            PackedQkvProjectionBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                tokens: Some(__Clone::clone(&self.tokens)),
                projections: Some(__Clone::clone(&self.projections)),
            }
        }
        ///The model's hidden width d. Equation: `i64::from(workload.geometry().hidden_dim)`.
        #[inline]
        pub fn width(&self) -> __Result<i64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct width {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    width,
                >(i64::from(workload.geometry()?.hidden_dim)))(),
                &__PROPERTIES[0],
            )
        }
        ///Columns of the packed matrix. Equation: `projections * width`.
        #[inline]
        pub fn packed_width(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_packed_width(self.width()?)
        }
        #[doc(hidden)]
        fn __eq_packed_width(&self, width: i64) -> __Result<i64, __c::EvalError> {
            let projections = __Clone::clone(&self.projections);
            struct packed_width {}
            __c::member(
                (|| __c::conform::<i64, _, packed_width>(projections.eq_mul(width)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Multiply-adds of the projection. Equation: `tokens * width * packed_width`.
        #[inline]
        pub fn macs(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_macs(self.width()?, self.packed_width()?)
        }
        #[doc(hidden)]
        fn __eq_macs(
            &self,
            width: i64,
            packed_width: i64,
        ) -> __Result<i64, __c::EvalError> {
            let tokens = __Clone::clone(&self.tokens);
            struct macs {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    macs,
                >(tokens.eq_mul(width)?.eq_mul(packed_width)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`PackedQkvProjectionValues`].
        #[must_use]
        pub fn evaluate(&self) -> PackedQkvProjectionValues<'_> {
            let width = self.width();
            let packed_width = __c::after((&width,), |(v0,)| self.__eq_packed_width(v0));
            let macs = __c::after(
                (&width, &packed_width),
                |(v0, v1)| self.__eq_macs(v0, v1),
            );
            PackedQkvProjectionValues {
                scenario: self,
                width,
                packed_width,
                macs,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded_plain(&self.tokens, &__INPUTS[1])?;
            __c::bounded_plain(&self.projections, &__INPUTS[2])?;
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.geometry().is_ok(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_width(&self) -> __c::Parts {
            __c::traced(
                self.width(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .hidden_dim; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl PackedQkvProjectionBuilder {
        ///Sets `workload`: The transformer projected.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `tokens`: Tokens (rows) through the projection.
        #[must_use]
        pub fn tokens(mut self, value: u32) -> Self {
            self.tokens = Some(value);
            self
        }
        ///Sets `projections`: Projections packed into the matrix: query, key and value make three.
        #[must_use]
        pub fn projections(mut self, value: u32) -> Self {
            self.projections = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<PackedQkvProjection, __c::InputError> {
            let scenario = PackedQkvProjection {
                workload: __c::given(self.workload, "workload")?,
                tokens: __c::given(self.tokens, "tokens")?,
                projections: self.projections.unwrap_or_else(|| 3),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for PackedQkvProjectionBuilder {
        type Scenario = PackedQkvProjection;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "tokens" => self.tokens = __c::set(value, &__INPUTS[1])?,
                "projections" => self.projections = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<PackedQkvProjection, __c::InputError> {
            PackedQkvProjectionBuilder::build(self)
        }
    }
    impl<'a> PackedQkvProjectionValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a PackedQkvProjection {
            self.scenario
        }
    }
    impl __c::Scenario for PackedQkvProjection {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "PackedQkvProjection",
            family: &ATTENTION,
            summary: "A sequence of tokens through a transformer's packed query-key-value projection: one matrix of d × (projections·d) in one kernel.",
            description: "",
            notes: __c::meta::Notes {
                equation: "packed width = projections·d; MACs = tokens·d·packed width",
                assumptions: &[
                    "The projections are fused into one weight matrix of the model's hidden width d; biases aside.",
                ],
                rules: __RULES,
                excludes: &[
                    "Splitting the output into heads, and the attention that follows.",
                ],
                derivation: &[
                    "A (tokens × d) by (d × projections·d) matrix product does one multiply-add per entry of the product per inner index.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Six tokens through GPT-2 Small's packed projection",
                    code: "// Six tokens through GPT-2 Small's packed projection\nuse mlsysim_compute::attention::gpt2_small_six_token_qkv_projection;\n\nlet s = gpt2_small_six_token_qkv_projection()?;\nassert_eq!(s.packed_width()?, 2304);\nassert_eq!(s.macs()?, 10_616_832);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = PackedQkvProjectionBuilder;
        fn to_builder(&self) -> PackedQkvProjectionBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.workload, &self.tokens, &self.projections],
                &[&values.width, &values.packed_width, &values.macs],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "width" => Some(Ok(self.__explain_width())),
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
    __c::glue!(PackedQkvProjection);
};
