/**One recommender request (DLRM style): a row gathered per categorical feature, then pairwise dot products among the rows and the bottom network's output, against the device's memory and its host link.

The gathered bytes are one row per feature; the interaction is one dot product of `width`
multiply-adds per pair of vectors. Streaming those bytes at the device's memory bandwidth, or
across the host link, bounds the requests a second from above.

# Equation

request bytes = features × width × bytes_per_value; pairs = (features + 1)·features ÷ 2; intensity = 2·pairs·width ÷ request bytes; rate = bandwidth ÷ request bytes

# Assumptions

- One row per categorical feature is gathered for each request, and the bottom network's output joins the rows as one more vector; every pair interacts once.
- The rates are upper bounds: every byte streams at full bandwidth with nothing cached and no other work.
- The reference reads the feature count from its dataset registry and the host link from the device's interconnect, neither of which this port carries: both are inputs here. `host_rate` and `bandwidth_ratio` need `host_bandwidth`, as the reference fails for a device without an interconnect.
- Features and width are at least 1 and the byte width above zero, checked when the scenario is built.

# Excludes

- The bottom and top networks' own work, and looking the rows up in host memory.

# Derivation

- v vectors have v(v − 1) ÷ 2 distinct pairs; a dot product of width values is width multiply-adds.

# Examples

```rust
// A Criteo-shaped request on an H100
use mlsysim_compute::attention::criteo_shaped_request_on_h100;
use mlsysim_core::units::FLOP_PER_BYTE;

let s = criteo_shaped_request_on_h100()?;
assert_eq!(s.pairs()?, 351);
assert_eq!(FLOP_PER_BYTE.in_unit(s.intensity()?), 6.75);
assert!((s.bandwidth_ratio()? - 52.34375).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct EmbeddingGather {
    ///Categorical features of a request, one gathered row each. *Allowed >= 1.*
    pub categorical_features: u32,
    ///Values in one row. *Allowed >= 1.*
    pub width: u32,
    ///Storage width of one value. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_value: Information,
    ///The device serving the request.
    pub hardware: &'static HardwareNode,
    ///Bandwidth of the device's host link, one direction. *Optional (absent by default); shown in `GB_PER_SECOND`; allowed > 0.*
    pub host_bandwidth: Option<DataRate>,
}
///Builds a [`EmbeddingGather`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct EmbeddingGatherBuilder {
    categorical_features: ::core::option::Option<u32>,
    width: ::core::option::Option<u32>,
    bytes_per_value: ::core::option::Option<Information>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    host_bandwidth: ::core::option::Option<DataRate>,
}
///Every property of a [`EmbeddingGather`], each computed once (see [`EmbeddingGather::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct EmbeddingGatherValues<'a> {
    scenario: &'a EmbeddingGather,
    ///Rows gathered per request.
    pub features: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes of one row.
    pub row_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes gathered per request.
    pub request_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Vectors that interact: the rows and the bottom network's output.
    pub vectors: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Pairs of vectors, one dot product each.
    pub pairs: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Multiply-adds of the interaction.
    pub interaction_macs: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Interaction FLOPs per gathered byte.
    pub intensity: ::core::result::Result<Intensity, ::mlsysim_core::EvalError>,
    ///Requests a second if the rows streamed at the device's memory bandwidth.
    pub device_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Requests a second if the rows crossed the host link.
    pub host_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Device-memory rate over host-link rate.
    pub bandwidth_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "categorical_features",
            ty: "u32",
            doc: "Categorical features of a request, one gathered row each.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "width",
            ty: "u32",
            doc: "Values in one row.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_value",
            ty: "Information",
            doc: "Storage width of one value.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hardware",
            ty: "&'static HardwareNode",
            doc: "The device serving the request.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "host_bandwidth",
            ty: "Option<DataRate>",
            doc: "Bandwidth of the device's host link, one direction.",
            optional: true,
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "features",
            doc: "Rows gathered per request.",
            equation: "i64::from(categorical_features)",
            result_type: "i64",
            depends_on: &["categorical_features"],
            template: "i64::from({categorical_features})",
            operation: "result of `from`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "row_bytes",
            doc: "Bytes of one row.",
            equation: "width * bytes_per_value",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["width", "bytes_per_value"],
            template: "{width} * {bytes_per_value}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "request_bytes",
            doc: "Bytes gathered per request.",
            equation: "embedding_table_bytes(features, width, bytes_per_value)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["width", "bytes_per_value", "features"],
            calls: &["embedding_table_bytes"],
            template: "embedding_table_bytes({features}, {width}, {bytes_per_value})",
            named_calls: "embedding_table_bytes(features, width, bytes_per_value)",
            operation: "result of `embedding_table_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "vectors",
            doc: "Vectors that interact: the rows and the bottom network's output.",
            equation: "features + 1",
            result_type: "i64",
            depends_on: &["features"],
            template: "{features} + 1",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "pairs",
            doc: "Pairs of vectors, one dot product each.",
            equation: "pairwise_interactions(vectors)",
            result_type: "i64",
            depends_on: &["vectors"],
            calls: &["pairwise_interactions"],
            template: "pairwise_interactions({vectors})",
            named_calls: "pairwise_interactions(vectors)",
            operation: "result of `pairwise_interactions`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "interaction_macs",
            doc: "Multiply-adds of the interaction.",
            equation: "pairs * width",
            result_type: "i64",
            depends_on: &["width", "pairs"],
            template: "{pairs} * {width}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "intensity",
            doc: "Interaction FLOPs per gathered byte.",
            equation: "arithmetic_intensity(multiply_add_flops(1, interaction_macs), request_bytes)",
            result_type: "Intensity",
            label: {
                __c::units::unit_for::<
                    Intensity,
                    _,
                >(&::mlsysim_core::units::FLOP_PER_BYTE);
                __c::units::label(&::mlsysim_core::units::FLOP_PER_BYTE)
            },
            depends_on: &["interaction_macs", "request_bytes"],
            calls: &["arithmetic_intensity", "multiply_add_flops"],
            template: "arithmetic_intensity(multiply_add_flops(1, {interaction_macs}), {request_bytes})",
            operation: "result of `arithmetic_intensity`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "device_rate",
            doc: "Requests a second if the rows streamed at the device's memory bandwidth.",
            equation: "hardware.memory_bandwidth / request_bytes",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["hardware", "request_bytes"],
            template: "{#0 hardware.memory_bandwidth} / {request_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "host_rate",
            doc: "Requests a second if the rows crossed the host link.",
            equation: "host_bandwidth / request_bytes",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["host_bandwidth", "request_bytes"],
            requires: &["host_bandwidth"],
            template: "{host_bandwidth} / {request_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bandwidth_ratio",
            doc: "Device-memory rate over host-link rate.",
            equation: "device_rate / host_rate",
            result_type: "f64",
            depends_on: &["device_rate", "host_rate"],
            requires: &["host_bandwidth"],
            template: "{device_rate} / {host_rate}",
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
    impl EmbeddingGather {
        ///Starts a [`EmbeddingGatherBuilder`]; required inputs must be set before [`EmbeddingGatherBuilder::build`].
        #[must_use]
        pub fn builder() -> EmbeddingGatherBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> EmbeddingGatherBuilder {
            EmbeddingGatherBuilder {
                categorical_features: Some(__Clone::clone(&self.categorical_features)),
                width: Some(__Clone::clone(&self.width)),
                bytes_per_value: Some(__Clone::clone(&self.bytes_per_value)),
                hardware: Some(__Clone::clone(&self.hardware)),
                host_bandwidth: __Clone::clone(&self.host_bandwidth),
            }
        }
        ///Rows gathered per request. Equation: `i64::from(categorical_features)`.
        #[inline]
        pub fn features(&self) -> __Result<i64, __c::EvalError> {
            let categorical_features = __Clone::clone(&self.categorical_features);
            struct features {}
            __c::member(
                (|| __c::conform::<i64, _, features>(i64::from(categorical_features)))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes of one row. Equation: `width * bytes_per_value`.
        #[inline]
        pub fn row_bytes(&self) -> __Result<Information, __c::EvalError> {
            let width = __Clone::clone(&self.width);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct row_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    row_bytes,
                >(width.eq_mul(bytes_per_value)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes gathered per request. Equation: `embedding_table_bytes(features, width, bytes_per_value)`.
        #[inline]
        pub fn request_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_request_bytes(self.features()?)
        }
        #[doc(hidden)]
        fn __eq_request_bytes(
            &self,
            features: i64,
        ) -> __Result<Information, __c::EvalError> {
            let width = __Clone::clone(&self.width);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct request_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    request_bytes,
                >(
                    ::mlsysim_core::equation::embedding_table_bytes(
                        features,
                        width,
                        bytes_per_value,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Vectors that interact: the rows and the bottom network's output. Equation: `features + 1`.
        #[inline]
        pub fn vectors(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_vectors(self.features()?)
        }
        #[doc(hidden)]
        fn __eq_vectors(&self, features: i64) -> __Result<i64, __c::EvalError> {
            struct vectors {}
            __c::member(
                (|| __c::conform::<i64, _, vectors>(features.eq_add(1i64)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Pairs of vectors, one dot product each. Equation: `pairwise_interactions(vectors)`.
        #[inline]
        pub fn pairs(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_pairs(self.vectors()?)
        }
        #[doc(hidden)]
        fn __eq_pairs(&self, vectors: i64) -> __Result<i64, __c::EvalError> {
            struct pairs {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    pairs,
                >(::mlsysim_core::equation::pairwise_interactions(vectors)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Multiply-adds of the interaction. Equation: `pairs * width`.
        #[inline]
        pub fn interaction_macs(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_interaction_macs(self.pairs()?)
        }
        #[doc(hidden)]
        fn __eq_interaction_macs(&self, pairs: i64) -> __Result<i64, __c::EvalError> {
            let width = __Clone::clone(&self.width);
            struct interaction_macs {}
            __c::member(
                (|| __c::conform::<i64, _, interaction_macs>(pairs.eq_mul(width)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Interaction FLOPs per gathered byte. Equation: `arithmetic_intensity(multiply_add_flops(1, interaction_macs), request_bytes)`.
        #[inline]
        pub fn intensity(&self) -> __Result<Intensity, __c::EvalError> {
            self.__eq_intensity(self.interaction_macs()?, self.request_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_intensity(
            &self,
            interaction_macs: i64,
            request_bytes: Information,
        ) -> __Result<Intensity, __c::EvalError> {
            struct intensity {}
            __c::member(
                (|| __c::conform::<
                    Intensity,
                    _,
                    intensity,
                >(
                    ::mlsysim_core::equation::arithmetic_intensity(
                        ::mlsysim_core::equation::multiply_add_flops(
                            1,
                            interaction_macs,
                        )?,
                        request_bytes,
                    )?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///Requests a second if the rows streamed at the device's memory bandwidth. Equation: `hardware.memory_bandwidth / request_bytes`.
        #[inline]
        pub fn device_rate(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_device_rate(self.request_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_device_rate(
            &self,
            request_bytes: Information,
        ) -> __Result<Frequency, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct device_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    device_rate,
                >(hardware.memory_bandwidth.eq_div(request_bytes)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Requests a second if the rows crossed the host link. Equation: `host_bandwidth / request_bytes`. Requires `host_bandwidth` (an error names the absent one).
        #[inline]
        pub fn host_rate(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_host_rate(self.request_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_host_rate(
            &self,
            request_bytes: Information,
        ) -> __Result<Frequency, __c::EvalError> {
            let host_bandwidth = __c::present(
                &self.host_bandwidth,
                "host_rate",
                "host_bandwidth",
            )?;
            struct host_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    host_rate,
                >(host_bandwidth.eq_div(request_bytes)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Device-memory rate over host-link rate. Equation: `device_rate / host_rate`. Requires `host_bandwidth` (an error names the absent one).
        #[inline]
        pub fn bandwidth_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_bandwidth_ratio(self.device_rate()?, self.host_rate()?)
        }
        #[doc(hidden)]
        fn __eq_bandwidth_ratio(
            &self,
            device_rate: Frequency,
            host_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            struct bandwidth_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    bandwidth_ratio,
                >(device_rate.eq_div(host_rate)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`EmbeddingGatherValues`].
        #[must_use]
        pub fn evaluate(&self) -> EmbeddingGatherValues<'_> {
            let features = self.features();
            let row_bytes = self.row_bytes();
            let request_bytes = __c::after(
                (&features,),
                |(v0,)| self.__eq_request_bytes(v0),
            );
            let vectors = __c::after((&features,), |(v0,)| self.__eq_vectors(v0));
            let pairs = __c::after((&vectors,), |(v0,)| self.__eq_pairs(v0));
            let interaction_macs = __c::after(
                (&pairs,),
                |(v0,)| self.__eq_interaction_macs(v0),
            );
            let intensity = __c::after(
                (&interaction_macs, &request_bytes),
                |(v0, v1)| self.__eq_intensity(v0, v1),
            );
            let device_rate = __c::after(
                (&request_bytes,),
                |(v0,)| self.__eq_device_rate(v0),
            );
            let host_rate = __c::after(
                (&request_bytes,),
                |(v0,)| self.__eq_host_rate(v0),
            );
            let bandwidth_ratio = __c::after(
                (&device_rate, &host_rate),
                |(v0, v1)| self.__eq_bandwidth_ratio(v0, v1),
            );
            EmbeddingGatherValues {
                scenario: self,
                features,
                row_bytes,
                request_bytes,
                vectors,
                pairs,
                interaction_macs,
                intensity,
                device_rate,
                host_rate,
                bandwidth_ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.categorical_features, &__INPUTS[0])?;
            __c::bounded_plain(&self.width, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_value, &__INPUTS[2])?;
            __c::finite(&self.hardware, &__INPUTS[3])?;
            __c::bounded(&self.host_bandwidth, &__INPUTS[4])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_intensity(&self) -> __c::Parts {
            __c::traced(
                self.intensity(),
                &__PROPERTIES[6],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "arithmetic_intensity", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let interaction_macs = self
                    .interaction_macs() ?; let part =
                    ::mlsysim_core::equation::multiply_add_flops(1, interaction_macs) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("request_bytes")] }, __c::CallSite { name :
                    "multiply_add_flops", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("interaction_macs")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_device_rate(&self) -> __c::Parts {
            __c::traced(
                self.device_rate(),
                &__PROPERTIES[7],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let hardware = __Clone::clone(& self.hardware); let part =
                    hardware.memory_bandwidth; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl EmbeddingGatherBuilder {
        ///Sets `categorical_features`: Categorical features of a request, one gathered row each.
        #[must_use]
        pub fn categorical_features(mut self, value: u32) -> Self {
            self.categorical_features = Some(value);
            self
        }
        ///Sets `width`: Values in one row.
        #[must_use]
        pub fn width(mut self, value: u32) -> Self {
            self.width = Some(value);
            self
        }
        ///Sets `bytes_per_value`: Storage width of one value.
        #[must_use]
        pub fn bytes_per_value(mut self, value: Information) -> Self {
            self.bytes_per_value = Some(value);
            self
        }
        ///Sets `hardware`: The device serving the request.
        #[must_use]
        pub fn hardware(mut self, value: &'static HardwareNode) -> Self {
            self.hardware = Some(value);
            self
        }
        ///Sets `host_bandwidth`: Bandwidth of the device's host link, one direction.
        #[must_use]
        pub fn host_bandwidth(mut self, value: DataRate) -> Self {
            self.host_bandwidth = Some(value);
            self
        }
        ///Leaves `host_bandwidth` absent.
        #[must_use]
        pub fn without_host_bandwidth(mut self) -> Self {
            self.host_bandwidth = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<EmbeddingGather, __c::InputError> {
            let scenario = EmbeddingGather {
                categorical_features: __c::given(
                    self.categorical_features,
                    "categorical_features",
                )?,
                width: __c::given(self.width, "width")?,
                bytes_per_value: __c::given(self.bytes_per_value, "bytes_per_value")?,
                hardware: __c::given(self.hardware, "hardware")?,
                host_bandwidth: self.host_bandwidth,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for EmbeddingGatherBuilder {
        type Scenario = EmbeddingGather;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "categorical_features" => {
                    self.categorical_features = __c::set(value, &__INPUTS[0])?;
                }
                "width" => self.width = __c::set(value, &__INPUTS[1])?,
                "bytes_per_value" => {
                    self.bytes_per_value = __c::set(value, &__INPUTS[2])?;
                }
                "hardware" => self.hardware = __c::set(value, &__INPUTS[3])?,
                "host_bandwidth" => self.host_bandwidth = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<EmbeddingGather, __c::InputError> {
            EmbeddingGatherBuilder::build(self)
        }
    }
    impl<'a> EmbeddingGatherValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a EmbeddingGather {
            self.scenario
        }
    }
    impl __c::Scenario for EmbeddingGather {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "EmbeddingGather",
            family: &ATTENTION,
            summary: "One recommender request (DLRM style): a row gathered per categorical feature, then pairwise dot products among the rows and the bottom network's output, against the device's memory and its host link.",
            description: "The gathered bytes are one row per feature; the interaction is one dot product of `width`\nmultiply-adds per pair of vectors. Streaming those bytes at the device's memory bandwidth, or\nacross the host link, bounds the requests a second from above.",
            notes: __c::meta::Notes {
                equation: "request bytes = features × width × bytes_per_value; pairs = (features + 1)·features ÷ 2; intensity = 2·pairs·width ÷ request bytes; rate = bandwidth ÷ request bytes",
                assumptions: &[
                    "One row per categorical feature is gathered for each request, and the bottom network's output joins the rows as one more vector; every pair interacts once.",
                    "The rates are upper bounds: every byte streams at full bandwidth with nothing cached and no other work.",
                    "The reference reads the feature count from its dataset registry and the host link from the device's interconnect, neither of which this port carries: both are inputs here. `host_rate` and `bandwidth_ratio` need `host_bandwidth`, as the reference fails for a device without an interconnect.",
                    "Features and width are at least 1 and the byte width above zero, checked when the scenario is built.",
                ],
                rules: __RULES,
                excludes: &[
                    "The bottom and top networks' own work, and looking the rows up in host memory.",
                ],
                derivation: &[
                    "v vectors have v(v − 1) ÷ 2 distinct pairs; a dot product of width values is width multiply-adds.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A Criteo-shaped request on an H100",
                    code: "// A Criteo-shaped request on an H100\nuse mlsysim_compute::attention::criteo_shaped_request_on_h100;\nuse mlsysim_core::units::FLOP_PER_BYTE;\n\nlet s = criteo_shaped_request_on_h100()?;\nassert_eq!(s.pairs()?, 351);\nassert_eq!(FLOP_PER_BYTE.in_unit(s.intensity()?), 6.75);\nassert!((s.bandwidth_ratio()? - 52.34375).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = EmbeddingGatherBuilder;
        fn to_builder(&self) -> EmbeddingGatherBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.categorical_features,
                    &self.width,
                    &self.bytes_per_value,
                    &self.hardware,
                    &self.host_bandwidth,
                ],
                &[
                    &values.features,
                    &values.row_bytes,
                    &values.request_bytes,
                    &values.vectors,
                    &values.pairs,
                    &values.interaction_macs,
                    &values.intensity,
                    &values.device_rate,
                    &values.host_rate,
                    &values.bandwidth_ratio,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "intensity" => Some(Ok(self.__explain_intensity())),
                "device_rate" => Some(Ok(self.__explain_device_rate())),
                _ => None,
            }
        }
    }
    __c::glue!(EmbeddingGather);
};
