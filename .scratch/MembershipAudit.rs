/**A membership-inference audit on the ROC plane against the ceiling a pure ε-differentially private release allows: the most true positives any test can reach at each false-positive rate, beside an illustrative audit curve.

# Equation

ceiling(FPR) = min(e^ε FPR, 1 − e^−ε (1 − FPR)); audit(FPR) = FPR + a FPR (1 − FPR)

# Assumptions

- Pure differential privacy (δ = 0).
- The audit curve is an illustration, not a measured attack.

# Excludes

- Approximate (ε, δ) privacy, whose ceiling is looser by δ.

# Derivation

- The DP inequality applied to the test's verdict and to its complement.

# Examples

```rust
// The illustrative audit stays under the ceiling
use mlsysim_fleet::security::membership_audit_at_epsilon_one;

let s = membership_audit_at_epsilon_one()?;
assert!(s.audit(0.1)? <= s.ceiling(0.1)?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MembershipAudit {
    ///The privacy budget ε. *Allowed >= 0.*
    pub epsilon: f64,
    ///Shape a of the illustrative audit curve (at most 1 − e^−ε to stay under the ceiling).
    pub audit_shape: f64,
}
///Builds a [`MembershipAudit`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct MembershipAuditBuilder {
    epsilon: ::core::option::Option<f64>,
    audit_shape: ::core::option::Option<f64>,
}
///Every property of a [`MembershipAudit`], each computed once (see [`MembershipAudit::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MembershipAuditValues<'a> {
    scenario: &'a MembershipAudit,
    ///The largest audit shape whose curve stays under the ceiling at every false-positive
    pub shape_limit: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "epsilon",
            ty: "f64",
            doc: "The privacy budget ε.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "audit_shape",
            ty: "f64",
            doc: "Shape a of the illustrative audit curve (at most 1 − e^−ε to stay under the ceiling).",
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "shape_limit",
            doc: "The largest audit shape whose curve stays under the ceiling at every false-positive\nrate: 1 − e^−ε (not a member of the reference, which states the bound in a comment).",
            equation: "1.0 - exp(-epsilon)",
            result_type: "f64",
            depends_on: &["epsilon"],
            calls: &["exp"],
            template: "1.0 - exp(-{epsilon})",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "ceiling",
            kind: __c::MemberKind::Method,
            doc: "The highest true-positive rate any membership test reaches at `fpr`.",
            equation: "membership_tpr_ceiling(fpr, epsilon)",
            args: &[
                __c::ArgInfo {
                    name: "fpr",
                    ty: "f64",
                    samples: &[
                        __c::Sample::Literal("0.0"),
                        __c::Sample::Literal("0.01"),
                        __c::Sample::Literal("0.1"),
                        __c::Sample::Literal("0.5"),
                        __c::Sample::Literal("0.9"),
                    ],
                    bounds: __c::Bounds::range(
                        Some(0f64),
                        Some(1f64),
                        true,
                        "[0.0, 1.0]",
                    ),
                },
            ],
            result_type: "f64",
            depends_on: &["epsilon"],
            calls: &["membership_tpr_ceiling"],
            template: "membership_tpr_ceiling({fpr}, {epsilon})",
            named_calls: "membership_tpr_ceiling(fpr, epsilon)",
            operation: "result of `membership_tpr_ceiling`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "audit",
            kind: __c::MemberKind::Method,
            doc: "The illustrative audit's true-positive rate at `fpr`.",
            equation: "fpr + audit_shape * fpr * (1.0 - fpr)",
            args: &[
                __c::ArgInfo {
                    name: "fpr",
                    ty: "f64",
                    samples: &[
                        __c::Sample::Literal("0.0"),
                        __c::Sample::Literal("0.01"),
                        __c::Sample::Literal("0.1"),
                        __c::Sample::Literal("0.5"),
                        __c::Sample::Literal("0.9"),
                    ],
                    bounds: __c::Bounds::range(
                        Some(0f64),
                        Some(1f64),
                        true,
                        "[0.0, 1.0]",
                    ),
                },
            ],
            result_type: "f64",
            depends_on: &["audit_shape"],
            template: "{fpr} + {audit_shape} * {fpr} * (1.0 - {fpr})",
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
    impl MembershipAudit {
        ///Starts a [`MembershipAuditBuilder`]; required inputs must be set before [`MembershipAuditBuilder::build`].
        #[must_use]
        pub fn builder() -> MembershipAuditBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> MembershipAuditBuilder {
            MembershipAuditBuilder {
                epsilon: Some(__Clone::clone(&self.epsilon)),
                audit_shape: Some(__Clone::clone(&self.audit_shape)),
            }
        }
        /**The largest audit shape whose curve stays under the ceiling at every false-positive
rate: 1 − e^−ε (not a member of the reference, which states the bound in a comment). Equation: `1.0 - exp(-epsilon)`.*/
        #[inline]
        pub fn shape_limit(&self) -> __Result<f64, __c::EvalError> {
            let epsilon = __Clone::clone(&self.epsilon);
            struct shape_limit {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    shape_limit,
                >((1.0).eq_sub(::mlsysim_core::equation::exp(epsilon.eq_neg()?)?)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The highest true-positive rate any membership test reaches at `fpr`. Equation: `membership_tpr_ceiling(fpr, epsilon)`.
        #[inline]
        pub fn ceiling(&self, fpr: f64) -> __Result<f64, __c::EvalError> {
            __c::argument(&fpr, "ceiling", &(&__METHODS[0]).args[0])?;
            let epsilon = __Clone::clone(&self.epsilon);
            struct ceiling {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ceiling,
                >(::mlsysim_core::equation::membership_tpr_ceiling(fpr, epsilon)?))(),
                &__METHODS[0],
            )
        }
        ///The illustrative audit's true-positive rate at `fpr`. Equation: `fpr + audit_shape * fpr * (1.0 - fpr)`.
        #[inline]
        pub fn audit(&self, fpr: f64) -> __Result<f64, __c::EvalError> {
            __c::argument(&fpr, "audit", &(&__METHODS[1]).args[0])?;
            let audit_shape = __Clone::clone(&self.audit_shape);
            struct audit {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    audit,
                >(fpr.eq_add(audit_shape.eq_mul(fpr)?.eq_mul((1.0).eq_sub(fpr)?)?)?))(),
                &__METHODS[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`MembershipAuditValues`].
        #[must_use]
        pub fn evaluate(&self) -> MembershipAuditValues<'_> {
            let shape_limit = self.shape_limit();
            MembershipAuditValues {
                scenario: self,
                shape_limit,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.epsilon, &__INPUTS[0])?;
            __c::finite(&self.audit_shape, &__INPUTS[1])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_shape_limit(&self) -> __c::Parts {
            __c::traced(
                self.shape_limit(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "exp", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let epsilon =
                    __Clone::clone(& self.epsilon); let part = epsilon.eq_neg() ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl MembershipAuditBuilder {
        ///Sets `epsilon`: The privacy budget ε.
        #[must_use]
        pub fn epsilon(mut self, value: f64) -> Self {
            self.epsilon = Some(value);
            self
        }
        ///Sets `audit_shape`: Shape a of the illustrative audit curve (at most 1 − e^−ε to stay under the ceiling).
        #[must_use]
        pub fn audit_shape(mut self, value: f64) -> Self {
            self.audit_shape = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<MembershipAudit, __c::InputError> {
            let scenario = MembershipAudit {
                epsilon: __c::given(self.epsilon, "epsilon")?,
                audit_shape: __c::given(self.audit_shape, "audit_shape")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for MembershipAuditBuilder {
        type Scenario = MembershipAudit;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "epsilon" => self.epsilon = __c::set(value, &__INPUTS[0])?,
                "audit_shape" => self.audit_shape = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<MembershipAudit, __c::InputError> {
            MembershipAuditBuilder::build(self)
        }
    }
    impl<'a> MembershipAuditValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a MembershipAudit {
            self.scenario
        }
        ///[`MembershipAudit::ceiling`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn ceiling(&self, fpr: f64) -> __Result<f64, __c::EvalError> {
            self.scenario.ceiling(fpr)
        }
        ///[`MembershipAudit::audit`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn audit(&self, fpr: f64) -> __Result<f64, __c::EvalError> {
            self.scenario.audit(fpr)
        }
    }
    impl __c::Scenario for MembershipAudit {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "MembershipAudit",
            family: &SECURITY,
            summary: "A membership-inference audit on the ROC plane against the ceiling a pure ε-differentially private release allows: the most true positives any test can reach at each false-positive rate, beside an illustrative audit curve.",
            description: "",
            notes: __c::meta::Notes {
                equation: "ceiling(FPR) = min(e^ε FPR, 1 − e^−ε (1 − FPR)); audit(FPR) = FPR + a FPR (1 − FPR)",
                assumptions: &[
                    "Pure differential privacy (δ = 0).",
                    "The audit curve is an illustration, not a measured attack.",
                ],
                rules: __RULES,
                excludes: &[
                    "Approximate (ε, δ) privacy, whose ceiling is looser by δ.",
                ],
                derivation: &[
                    "The DP inequality applied to the test's verdict and to its complement.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The illustrative audit stays under the ceiling",
                    code: "// The illustrative audit stays under the ceiling\nuse mlsysim_fleet::security::membership_audit_at_epsilon_one;\n\nlet s = membership_audit_at_epsilon_one()?;\nassert!(s.audit(0.1)? <= s.ceiling(0.1)?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = MembershipAuditBuilder;
        fn to_builder(&self) -> MembershipAuditBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(&[&self.epsilon, &self.audit_shape], &[&values.shape_limit])
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "ceiling" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.ceiling(a0), &__METHODS[0])
                }
                "audit" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.audit(a0), &__METHODS[1])
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
                "shape_limit" => Some(Ok(self.__explain_shape_limit())),
                _ => None,
            }
        }
    }
    __c::glue!(MembershipAudit);
};
