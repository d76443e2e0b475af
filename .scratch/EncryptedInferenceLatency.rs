/**One inference with symmetric encryption around it, and the same inference computed under fully homomorphic encryption.

# Equation

transport = plaintext + encryption overhead; FHE = plaintext × multiplier

# Assumptions

- Encrypting the request and the answer adds a fixed overhead; FHE multiplies the whole computation.

# Excludes

- Key exchange, and the larger ciphertexts FHE sends.

# Derivation

- Encryption in transit wraps the computation; homomorphic encryption replaces it.

# Examples

```rust
// 20 ms in the clear, 200 s under FHE
use mlsysim_fleet::security::health_monitoring_encrypted_inference;

assert!((health_monitoring_encrypted_inference()?.fhe_latency()?.value - 200.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct EncryptedInferenceLatency {
    ///Latency of the inference in the clear. *Shown in `MILLISECOND`; allowed >= 0.*
    pub plaintext_latency: Time,
    ///Latency symmetric encryption adds around it. *Shown in `MILLISECOND`; allowed >= 0.*
    pub encryption_overhead: Time,
    ///How many times slower the inference runs under fully homomorphic encryption. *Allowed > 0.*
    pub fhe_multiplier: f64,
}
///Builds a [`EncryptedInferenceLatency`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct EncryptedInferenceLatencyBuilder {
    plaintext_latency: ::core::option::Option<Time>,
    encryption_overhead: ::core::option::Option<Time>,
    fhe_multiplier: ::core::option::Option<f64>,
}
///Every property of a [`EncryptedInferenceLatency`], each computed once (see [`EncryptedInferenceLatency::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct EncryptedInferenceLatencyValues<'a> {
    scenario: &'a EncryptedInferenceLatency,
    ///Latency with encryption in transit.
    pub encrypted_transport_latency: ::core::result::Result<
        Time,
        ::mlsysim_core::EvalError,
    >,
    ///Latency computed under fully homomorphic encryption.
    pub fhe_latency: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "plaintext_latency",
            ty: "Time",
            doc: "Latency of the inference in the clear.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "encryption_overhead",
            ty: "Time",
            doc: "Latency symmetric encryption adds around it.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "fhe_multiplier",
            ty: "f64",
            doc: "How many times slower the inference runs under fully homomorphic encryption.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "encrypted_transport_latency",
            doc: "Latency with encryption in transit.",
            equation: "plaintext_latency + encryption_overhead",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["plaintext_latency", "encryption_overhead"],
            template: "{plaintext_latency} + {encryption_overhead}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fhe_latency",
            doc: "Latency computed under fully homomorphic encryption.",
            equation: "plaintext_latency * fhe_multiplier",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["plaintext_latency", "fhe_multiplier"],
            template: "{plaintext_latency} * {fhe_multiplier}",
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
    impl EncryptedInferenceLatency {
        ///Starts a [`EncryptedInferenceLatencyBuilder`]; required inputs must be set before [`EncryptedInferenceLatencyBuilder::build`].
        #[must_use]
        pub fn builder() -> EncryptedInferenceLatencyBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> EncryptedInferenceLatencyBuilder {
            EncryptedInferenceLatencyBuilder {
                plaintext_latency: Some(__Clone::clone(&self.plaintext_latency)),
                encryption_overhead: Some(__Clone::clone(&self.encryption_overhead)),
                fhe_multiplier: Some(__Clone::clone(&self.fhe_multiplier)),
            }
        }
        ///Latency with encryption in transit. Equation: `plaintext_latency + encryption_overhead`.
        #[inline]
        pub fn encrypted_transport_latency(&self) -> __Result<Time, __c::EvalError> {
            let plaintext_latency = __Clone::clone(&self.plaintext_latency);
            let encryption_overhead = __Clone::clone(&self.encryption_overhead);
            struct encrypted_transport_latency {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    encrypted_transport_latency,
                >(plaintext_latency.eq_add(encryption_overhead)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Latency computed under fully homomorphic encryption. Equation: `plaintext_latency * fhe_multiplier`.
        #[inline]
        pub fn fhe_latency(&self) -> __Result<Time, __c::EvalError> {
            let plaintext_latency = __Clone::clone(&self.plaintext_latency);
            let fhe_multiplier = __Clone::clone(&self.fhe_multiplier);
            struct fhe_latency {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    fhe_latency,
                >(plaintext_latency.eq_mul(fhe_multiplier)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`EncryptedInferenceLatencyValues`].
        #[must_use]
        pub fn evaluate(&self) -> EncryptedInferenceLatencyValues<'_> {
            let encrypted_transport_latency = self.encrypted_transport_latency();
            let fhe_latency = self.fhe_latency();
            EncryptedInferenceLatencyValues {
                scenario: self,
                encrypted_transport_latency,
                fhe_latency,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.plaintext_latency, &__INPUTS[0])?;
            __c::bounded(&self.encryption_overhead, &__INPUTS[1])?;
            __c::bounded(&self.fhe_multiplier, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl EncryptedInferenceLatencyBuilder {
        ///Sets `plaintext_latency`: Latency of the inference in the clear.
        #[must_use]
        pub fn plaintext_latency(mut self, value: Time) -> Self {
            self.plaintext_latency = Some(value);
            self
        }
        ///Sets `encryption_overhead`: Latency symmetric encryption adds around it.
        #[must_use]
        pub fn encryption_overhead(mut self, value: Time) -> Self {
            self.encryption_overhead = Some(value);
            self
        }
        ///Sets `fhe_multiplier`: How many times slower the inference runs under fully homomorphic encryption.
        #[must_use]
        pub fn fhe_multiplier(mut self, value: f64) -> Self {
            self.fhe_multiplier = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<EncryptedInferenceLatency, __c::InputError> {
            let scenario = EncryptedInferenceLatency {
                plaintext_latency: __c::given(
                    self.plaintext_latency,
                    "plaintext_latency",
                )?,
                encryption_overhead: __c::given(
                    self.encryption_overhead,
                    "encryption_overhead",
                )?,
                fhe_multiplier: __c::given(self.fhe_multiplier, "fhe_multiplier")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for EncryptedInferenceLatencyBuilder {
        type Scenario = EncryptedInferenceLatency;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "plaintext_latency" => {
                    self.plaintext_latency = __c::set(value, &__INPUTS[0])?;
                }
                "encryption_overhead" => {
                    self.encryption_overhead = __c::set(value, &__INPUTS[1])?;
                }
                "fhe_multiplier" => self.fhe_multiplier = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<EncryptedInferenceLatency, __c::InputError> {
            EncryptedInferenceLatencyBuilder::build(self)
        }
    }
    impl<'a> EncryptedInferenceLatencyValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a EncryptedInferenceLatency {
            self.scenario
        }
    }
    impl __c::Scenario for EncryptedInferenceLatency {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "EncryptedInferenceLatency",
            family: &SECURITY,
            summary: "One inference with symmetric encryption around it, and the same inference computed under fully homomorphic encryption.",
            description: "",
            notes: __c::meta::Notes {
                equation: "transport = plaintext + encryption overhead; FHE = plaintext × multiplier",
                assumptions: &[
                    "Encrypting the request and the answer adds a fixed overhead; FHE multiplies the whole computation.",
                ],
                rules: __RULES,
                excludes: &["Key exchange, and the larger ciphertexts FHE sends."],
                derivation: &[
                    "Encryption in transit wraps the computation; homomorphic encryption replaces it.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "20 ms in the clear, 200 s under FHE",
                    code: "// 20 ms in the clear, 200 s under FHE\nuse mlsysim_fleet::security::health_monitoring_encrypted_inference;\n\nassert!((health_monitoring_encrypted_inference()?.fhe_latency()?.value - 200.0).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = EncryptedInferenceLatencyBuilder;
        fn to_builder(&self) -> EncryptedInferenceLatencyBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.plaintext_latency,
                    &self.encryption_overhead,
                    &self.fhe_multiplier,
                ],
                &[&values.encrypted_transport_latency, &values.fhe_latency],
            )
        }
    }
    __c::glue!(EncryptedInferenceLatency);
};
