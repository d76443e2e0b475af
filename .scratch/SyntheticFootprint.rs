/**Generated training data at rest and in motion: provenance metadata on every sample, and verification passes that read the payload again.

Each sample carries metadata worth `provenance_overhead` of its payload. The pipeline writes
payload and metadata once and reads the payload once per verification pass.

# Equation

stored = payload × (1 + overhead); verification = payload × passes; pipeline = payload + verification + payload × overhead

# Assumptions

- Metadata is a fixed share of the payload, and verification reads the payload alone.

# Excludes

- Replication, and the compute of generation and verification.

# Derivation

- Bytes add up across what is stored and what is moved.

# Examples

```rust
// Provenance and verification multiply the bytes
use mlsysim_data::storage::synthetic_data_provenance;

let s = synthetic_data_provenance()?;
assert!((s.capacity_amplification()? - 1.4).abs() < 1e-12);
assert!((s.traffic_amplification()? - 4.4).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SyntheticFootprint {
    ///Bytes of generated samples. *Shown in `TB`; allowed > 0.*
    pub payload_bytes: Information,
    ///Metadata as a share of the payload. *Allowed >= 0.*
    pub provenance_overhead: f64,
    ///Passes that read the payload to verify it. *Allowed >= 0.*
    pub verification_passes: i64,
}
///Builds a [`SyntheticFootprint`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SyntheticFootprintBuilder {
    payload_bytes: ::core::option::Option<Information>,
    provenance_overhead: ::core::option::Option<f64>,
    verification_passes: ::core::option::Option<i64>,
}
///Every property of a [`SyntheticFootprint`], each computed once (see [`SyntheticFootprint::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SyntheticFootprintValues<'a> {
    scenario: &'a SyntheticFootprint,
    ///Bytes at rest: payload and metadata.
    pub stored_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes the verification passes read.
    pub verification_bytes: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Bytes the pipeline moves: the writes and the verification reads.
    pub pipeline_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes at rest per payload byte.
    pub capacity_amplification: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bytes moved per payload byte.
    pub traffic_amplification: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "payload_bytes",
            ty: "Information",
            doc: "Bytes of generated samples.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "provenance_overhead",
            ty: "f64",
            doc: "Metadata as a share of the payload.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "verification_passes",
            ty: "i64",
            doc: "Passes that read the payload to verify it.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "stored_bytes",
            doc: "Bytes at rest: payload and metadata.",
            equation: "payload_bytes * (1.0 + provenance_overhead)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            depends_on: &["payload_bytes", "provenance_overhead"],
            template: "{payload_bytes} * (1.0 + {provenance_overhead})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "verification_bytes",
            doc: "Bytes the verification passes read.",
            equation: "payload_bytes * verification_passes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            depends_on: &["payload_bytes", "verification_passes"],
            template: "{payload_bytes} * {verification_passes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "pipeline_bytes",
            doc: "Bytes the pipeline moves: the writes and the verification reads.",
            equation: "payload_bytes + verification_bytes + payload_bytes * provenance_overhead",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            depends_on: &["payload_bytes", "provenance_overhead", "verification_bytes"],
            template: "{payload_bytes} + {verification_bytes} + {payload_bytes} * {provenance_overhead}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "capacity_amplification",
            doc: "Bytes at rest per payload byte.",
            equation: "stored_bytes / payload_bytes",
            result_type: "f64",
            depends_on: &["payload_bytes", "stored_bytes"],
            template: "{stored_bytes} / {payload_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "traffic_amplification",
            doc: "Bytes moved per payload byte.",
            equation: "pipeline_bytes / payload_bytes",
            result_type: "f64",
            depends_on: &["payload_bytes", "pipeline_bytes"],
            template: "{pipeline_bytes} / {payload_bytes}",
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
    impl SyntheticFootprint {
        ///Starts a [`SyntheticFootprintBuilder`]; required inputs must be set before [`SyntheticFootprintBuilder::build`].
        #[must_use]
        pub fn builder() -> SyntheticFootprintBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SyntheticFootprintBuilder {
            SyntheticFootprintBuilder {
                payload_bytes: Some(__Clone::clone(&self.payload_bytes)),
                provenance_overhead: Some(__Clone::clone(&self.provenance_overhead)),
                verification_passes: Some(__Clone::clone(&self.verification_passes)),
            }
        }
        ///Bytes at rest: payload and metadata. Equation: `payload_bytes * (1.0 + provenance_overhead)`.
        #[inline]
        pub fn stored_bytes(&self) -> __Result<Information, __c::EvalError> {
            let payload_bytes = __Clone::clone(&self.payload_bytes);
            let provenance_overhead = __Clone::clone(&self.provenance_overhead);
            struct stored_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    stored_bytes,
                >(payload_bytes.eq_mul((1.0).eq_add(provenance_overhead)?)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes the verification passes read. Equation: `payload_bytes * verification_passes`.
        #[inline]
        pub fn verification_bytes(&self) -> __Result<Information, __c::EvalError> {
            let payload_bytes = __Clone::clone(&self.payload_bytes);
            let verification_passes = __Clone::clone(&self.verification_passes);
            struct verification_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    verification_bytes,
                >(payload_bytes.eq_mul(verification_passes)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes the pipeline moves: the writes and the verification reads. Equation: `payload_bytes + verification_bytes + payload_bytes * provenance_overhead`.
        #[inline]
        pub fn pipeline_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_pipeline_bytes(self.verification_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_pipeline_bytes(
            &self,
            verification_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            let payload_bytes = __Clone::clone(&self.payload_bytes);
            let provenance_overhead = __Clone::clone(&self.provenance_overhead);
            struct pipeline_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    pipeline_bytes,
                >(
                    payload_bytes
                        .eq_add(verification_bytes)?
                        .eq_add(payload_bytes.eq_mul(provenance_overhead)?)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Bytes at rest per payload byte. Equation: `stored_bytes / payload_bytes`.
        #[inline]
        pub fn capacity_amplification(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_capacity_amplification(self.stored_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_capacity_amplification(
            &self,
            stored_bytes: Information,
        ) -> __Result<f64, __c::EvalError> {
            let payload_bytes = __Clone::clone(&self.payload_bytes);
            struct capacity_amplification {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    capacity_amplification,
                >(stored_bytes.eq_div(payload_bytes)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Bytes moved per payload byte. Equation: `pipeline_bytes / payload_bytes`.
        #[inline]
        pub fn traffic_amplification(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_traffic_amplification(self.pipeline_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_traffic_amplification(
            &self,
            pipeline_bytes: Information,
        ) -> __Result<f64, __c::EvalError> {
            let payload_bytes = __Clone::clone(&self.payload_bytes);
            struct traffic_amplification {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    traffic_amplification,
                >(pipeline_bytes.eq_div(payload_bytes)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SyntheticFootprintValues`].
        #[must_use]
        pub fn evaluate(&self) -> SyntheticFootprintValues<'_> {
            let stored_bytes = self.stored_bytes();
            let verification_bytes = self.verification_bytes();
            let pipeline_bytes = __c::after(
                (&verification_bytes,),
                |(v0,)| self.__eq_pipeline_bytes(v0),
            );
            let capacity_amplification = __c::after(
                (&stored_bytes,),
                |(v0,)| self.__eq_capacity_amplification(v0),
            );
            let traffic_amplification = __c::after(
                (&pipeline_bytes,),
                |(v0,)| self.__eq_traffic_amplification(v0),
            );
            SyntheticFootprintValues {
                scenario: self,
                stored_bytes,
                verification_bytes,
                pipeline_bytes,
                capacity_amplification,
                traffic_amplification,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.payload_bytes, &__INPUTS[0])?;
            __c::bounded(&self.provenance_overhead, &__INPUTS[1])?;
            __c::bounded_plain(&self.verification_passes, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl SyntheticFootprintBuilder {
        ///Sets `payload_bytes`: Bytes of generated samples.
        #[must_use]
        pub fn payload_bytes(mut self, value: Information) -> Self {
            self.payload_bytes = Some(value);
            self
        }
        ///Sets `provenance_overhead`: Metadata as a share of the payload.
        #[must_use]
        pub fn provenance_overhead(mut self, value: f64) -> Self {
            self.provenance_overhead = Some(value);
            self
        }
        ///Sets `verification_passes`: Passes that read the payload to verify it.
        #[must_use]
        pub fn verification_passes(mut self, value: i64) -> Self {
            self.verification_passes = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SyntheticFootprint, __c::InputError> {
            let scenario = SyntheticFootprint {
                payload_bytes: __c::given(self.payload_bytes, "payload_bytes")?,
                provenance_overhead: __c::given(
                    self.provenance_overhead,
                    "provenance_overhead",
                )?,
                verification_passes: __c::given(
                    self.verification_passes,
                    "verification_passes",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SyntheticFootprintBuilder {
        type Scenario = SyntheticFootprint;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "payload_bytes" => self.payload_bytes = __c::set(value, &__INPUTS[0])?,
                "provenance_overhead" => {
                    self.provenance_overhead = __c::set(value, &__INPUTS[1])?;
                }
                "verification_passes" => {
                    self.verification_passes = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SyntheticFootprint, __c::InputError> {
            SyntheticFootprintBuilder::build(self)
        }
    }
    impl<'a> SyntheticFootprintValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SyntheticFootprint {
            self.scenario
        }
    }
    impl __c::Scenario for SyntheticFootprint {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SyntheticFootprint",
            family: &STORAGE,
            summary: "Generated training data at rest and in motion: provenance metadata on every sample, and verification passes that read the payload again.",
            description: "Each sample carries metadata worth `provenance_overhead` of its payload. The pipeline writes\npayload and metadata once and reads the payload once per verification pass.",
            notes: __c::meta::Notes {
                equation: "stored = payload × (1 + overhead); verification = payload × passes; pipeline = payload + verification + payload × overhead",
                assumptions: &[
                    "Metadata is a fixed share of the payload, and verification reads the payload alone.",
                ],
                rules: __RULES,
                excludes: &[
                    "Replication, and the compute of generation and verification.",
                ],
                derivation: &["Bytes add up across what is stored and what is moved."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Provenance and verification multiply the bytes",
                    code: "// Provenance and verification multiply the bytes\nuse mlsysim_data::storage::synthetic_data_provenance;\n\nlet s = synthetic_data_provenance()?;\nassert!((s.capacity_amplification()? - 1.4).abs() < 1e-12);\nassert!((s.traffic_amplification()? - 4.4).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SyntheticFootprintBuilder;
        fn to_builder(&self) -> SyntheticFootprintBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.payload_bytes,
                    &self.provenance_overhead,
                    &self.verification_passes,
                ],
                &[
                    &values.stored_bytes,
                    &values.verification_bytes,
                    &values.pipeline_bytes,
                    &values.capacity_amplification,
                    &values.traffic_amplification,
                ],
            )
        }
    }
    __c::glue!(SyntheticFootprint);
};
