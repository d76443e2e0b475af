/**A feature store that keeps full snapshots of every entity's features, one version per update, for a retention period: the values it holds, the bytes of a row and the whole history, and the share of it that is keys and timestamps rather than values.

The reference files this class under its section "Neural computation: dense networks,
activations, losses, and number formats".

# Equation

values = entities × features × retention ÷ interval; row = value + key + timestamps × timestamp; history = values × row

# Assumptions

- Every snapshot is full and uncompressed; each row holds one value, its entity key and its timestamps.

# Excludes

- Compression, deltas between snapshots and indexes.

# Derivation

- A point-in-time join needs each value's event time and availability time beside its key.

# Examples

```rust
// A year of hourly snapshots of 100 million users
use mlsysim_scenarios::economics::recommendation_feature_history;

let s = recommendation_feature_history()?;
assert_eq!(s.metadata_share()?, 0.75);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FeatureHistory {
    ///Entities (users, items) with features. *Allowed >= 0.*
    pub entities: f64,
    ///Features per entity.
    pub features: u32,
    ///How long history is kept. *Shown in `DAY`; allowed >= 0.*
    pub retention: Time,
    ///Time between snapshots. *Shown in `HOUR`; allowed > 0.*
    pub update_interval: Time,
    ///Bytes of one value. *Shown in `BYTE`; allowed >= 0.*
    pub value_bytes: Information,
    ///Bytes of an entity key. *Shown in `BYTE`; allowed >= 0.*
    pub key_bytes: Information,
    ///Bytes of one timestamp. *Shown in `BYTE`; allowed >= 0.*
    pub timestamp_bytes: Information,
    ///Timestamps per row: event time and availability time. *Default `2`.*
    pub timestamps: u32,
}
///Builds a [`FeatureHistory`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct FeatureHistoryBuilder {
    entities: ::core::option::Option<f64>,
    features: ::core::option::Option<u32>,
    retention: ::core::option::Option<Time>,
    update_interval: ::core::option::Option<Time>,
    value_bytes: ::core::option::Option<Information>,
    key_bytes: ::core::option::Option<Information>,
    timestamp_bytes: ::core::option::Option<Information>,
    timestamps: ::core::option::Option<u32>,
}
///Every property of a [`FeatureHistory`], each computed once (see [`FeatureHistory::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct FeatureHistoryValues<'a> {
    scenario: &'a FeatureHistory,
    ///Versions of each feature kept.
    pub versions_per_feature: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Values kept.
    pub values: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bytes of one row.
    pub row_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of the whole history.
    pub total_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Share of a row that is key and timestamps.
    pub metadata_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "entities",
            ty: "f64",
            doc: "Entities (users, items) with features.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "features",
            ty: "u32",
            doc: "Features per entity.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "retention",
            ty: "Time",
            doc: "How long history is kept.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "update_interval",
            ty: "Time",
            doc: "Time between snapshots.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "value_bytes",
            ty: "Information",
            doc: "Bytes of one value.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "key_bytes",
            ty: "Information",
            doc: "Bytes of an entity key.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "timestamp_bytes",
            ty: "Information",
            doc: "Bytes of one timestamp.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "timestamps",
            ty: "u32",
            doc: "Timestamps per row: event time and availability time.",
            default: Some("2"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "versions_per_feature",
            doc: "Versions of each feature kept.",
            equation: "retention / update_interval",
            result_type: "f64",
            depends_on: &["retention", "update_interval"],
            template: "{retention} / {update_interval}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "values",
            doc: "Values kept.",
            equation: "entities * features * versions_per_feature",
            result_type: "f64",
            depends_on: &["entities", "features", "versions_per_feature"],
            template: "{entities} * {features} * {versions_per_feature}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "row_bytes",
            doc: "Bytes of one row.",
            equation: "value_bytes + key_bytes + timestamps * timestamp_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["value_bytes", "key_bytes", "timestamps", "timestamp_bytes"],
            template: "{value_bytes} + {key_bytes} + {timestamps} * {timestamp_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_bytes",
            doc: "Bytes of the whole history.",
            equation: "values * row_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            depends_on: &["values", "row_bytes"],
            template: "{values} * {row_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "metadata_share",
            doc: "Share of a row that is key and timestamps.",
            equation: "(row_bytes - value_bytes) / row_bytes",
            result_type: "f64",
            depends_on: &["value_bytes", "row_bytes"],
            template: "({row_bytes} - {value_bytes}) / {row_bytes}",
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
    impl FeatureHistory {
        ///Starts a [`FeatureHistoryBuilder`]; required inputs must be set before [`FeatureHistoryBuilder::build`].
        #[must_use]
        pub fn builder() -> FeatureHistoryBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> FeatureHistoryBuilder {
            FeatureHistoryBuilder {
                entities: Some(__Clone::clone(&self.entities)),
                features: Some(__Clone::clone(&self.features)),
                retention: Some(__Clone::clone(&self.retention)),
                update_interval: Some(__Clone::clone(&self.update_interval)),
                value_bytes: Some(__Clone::clone(&self.value_bytes)),
                key_bytes: Some(__Clone::clone(&self.key_bytes)),
                timestamp_bytes: Some(__Clone::clone(&self.timestamp_bytes)),
                timestamps: Some(__Clone::clone(&self.timestamps)),
            }
        }
        ///Versions of each feature kept. Equation: `retention / update_interval`.
        #[inline]
        pub fn versions_per_feature(&self) -> __Result<f64, __c::EvalError> {
            let retention = __Clone::clone(&self.retention);
            let update_interval = __Clone::clone(&self.update_interval);
            struct versions_per_feature {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    versions_per_feature,
                >(retention.eq_div(update_interval)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Values kept. Equation: `entities * features * versions_per_feature`.
        #[inline]
        pub fn values(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_values(self.versions_per_feature()?)
        }
        #[doc(hidden)]
        fn __eq_values(
            &self,
            versions_per_feature: f64,
        ) -> __Result<f64, __c::EvalError> {
            let entities = __Clone::clone(&self.entities);
            let features = __Clone::clone(&self.features);
            struct values {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    values,
                >(entities.eq_mul(features)?.eq_mul(versions_per_feature)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes of one row. Equation: `value_bytes + key_bytes + timestamps * timestamp_bytes`.
        #[inline]
        pub fn row_bytes(&self) -> __Result<Information, __c::EvalError> {
            let value_bytes = __Clone::clone(&self.value_bytes);
            let key_bytes = __Clone::clone(&self.key_bytes);
            let timestamps = __Clone::clone(&self.timestamps);
            let timestamp_bytes = __Clone::clone(&self.timestamp_bytes);
            struct row_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    row_bytes,
                >(
                    value_bytes
                        .eq_add(key_bytes)?
                        .eq_add(timestamps.eq_mul(timestamp_bytes)?)?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Bytes of the whole history. Equation: `values * row_bytes`.
        #[inline]
        pub fn total_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_total_bytes(self.values()?, self.row_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_total_bytes(
            &self,
            values: f64,
            row_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct total_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    total_bytes,
                >(values.eq_mul(row_bytes)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Share of a row that is key and timestamps. Equation: `(row_bytes - value_bytes) / row_bytes`.
        #[inline]
        pub fn metadata_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_metadata_share(self.row_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_metadata_share(
            &self,
            row_bytes: Information,
        ) -> __Result<f64, __c::EvalError> {
            let value_bytes = __Clone::clone(&self.value_bytes);
            struct metadata_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    metadata_share,
                >(row_bytes.eq_sub(value_bytes)?.eq_div(row_bytes)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`FeatureHistoryValues`].
        #[must_use]
        pub fn evaluate(&self) -> FeatureHistoryValues<'_> {
            let versions_per_feature = self.versions_per_feature();
            let values = __c::after(
                (&versions_per_feature,),
                |(v0,)| self.__eq_values(v0),
            );
            let row_bytes = self.row_bytes();
            let total_bytes = __c::after(
                (&values, &row_bytes),
                |(v0, v1)| self.__eq_total_bytes(v0, v1),
            );
            let metadata_share = __c::after(
                (&row_bytes,),
                |(v0,)| self.__eq_metadata_share(v0),
            );
            FeatureHistoryValues {
                scenario: self,
                versions_per_feature,
                values,
                row_bytes,
                total_bytes,
                metadata_share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.entities, &__INPUTS[0])?;
            __c::finite(&self.features, &__INPUTS[1])?;
            __c::bounded(&self.retention, &__INPUTS[2])?;
            __c::bounded(&self.update_interval, &__INPUTS[3])?;
            __c::bounded(&self.value_bytes, &__INPUTS[4])?;
            __c::bounded(&self.key_bytes, &__INPUTS[5])?;
            __c::bounded(&self.timestamp_bytes, &__INPUTS[6])?;
            __c::finite(&self.timestamps, &__INPUTS[7])?;
            Ok(())
        }
    }
    impl FeatureHistoryBuilder {
        ///Sets `entities`: Entities (users, items) with features.
        #[must_use]
        pub fn entities(mut self, value: f64) -> Self {
            self.entities = Some(value);
            self
        }
        ///Sets `features`: Features per entity.
        #[must_use]
        pub fn features(mut self, value: u32) -> Self {
            self.features = Some(value);
            self
        }
        ///Sets `retention`: How long history is kept.
        #[must_use]
        pub fn retention(mut self, value: Time) -> Self {
            self.retention = Some(value);
            self
        }
        ///Sets `update_interval`: Time between snapshots.
        #[must_use]
        pub fn update_interval(mut self, value: Time) -> Self {
            self.update_interval = Some(value);
            self
        }
        ///Sets `value_bytes`: Bytes of one value.
        #[must_use]
        pub fn value_bytes(mut self, value: Information) -> Self {
            self.value_bytes = Some(value);
            self
        }
        ///Sets `key_bytes`: Bytes of an entity key.
        #[must_use]
        pub fn key_bytes(mut self, value: Information) -> Self {
            self.key_bytes = Some(value);
            self
        }
        ///Sets `timestamp_bytes`: Bytes of one timestamp.
        #[must_use]
        pub fn timestamp_bytes(mut self, value: Information) -> Self {
            self.timestamp_bytes = Some(value);
            self
        }
        ///Sets `timestamps`: Timestamps per row: event time and availability time.
        #[must_use]
        pub fn timestamps(mut self, value: u32) -> Self {
            self.timestamps = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<FeatureHistory, __c::InputError> {
            let scenario = FeatureHistory {
                entities: __c::given(self.entities, "entities")?,
                features: __c::given(self.features, "features")?,
                retention: __c::given(self.retention, "retention")?,
                update_interval: __c::given(self.update_interval, "update_interval")?,
                value_bytes: __c::given(self.value_bytes, "value_bytes")?,
                key_bytes: __c::given(self.key_bytes, "key_bytes")?,
                timestamp_bytes: __c::given(self.timestamp_bytes, "timestamp_bytes")?,
                timestamps: self.timestamps.unwrap_or_else(|| 2),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for FeatureHistoryBuilder {
        type Scenario = FeatureHistory;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "entities" => self.entities = __c::set(value, &__INPUTS[0])?,
                "features" => self.features = __c::set(value, &__INPUTS[1])?,
                "retention" => self.retention = __c::set(value, &__INPUTS[2])?,
                "update_interval" => {
                    self.update_interval = __c::set(value, &__INPUTS[3])?;
                }
                "value_bytes" => self.value_bytes = __c::set(value, &__INPUTS[4])?,
                "key_bytes" => self.key_bytes = __c::set(value, &__INPUTS[5])?,
                "timestamp_bytes" => {
                    self.timestamp_bytes = __c::set(value, &__INPUTS[6])?;
                }
                "timestamps" => self.timestamps = __c::set(value, &__INPUTS[7])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<FeatureHistory, __c::InputError> {
            FeatureHistoryBuilder::build(self)
        }
    }
    impl<'a> FeatureHistoryValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a FeatureHistory {
            self.scenario
        }
    }
    impl __c::Scenario for FeatureHistory {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "FeatureHistory",
            family: &ECONOMICS,
            summary: "A feature store that keeps full snapshots of every entity's features, one version per update, for a retention period: the values it holds, the bytes of a row and the whole history, and the share of it that is keys and timestamps rather than values.",
            description: "The reference files this class under its section \"Neural computation: dense networks,\nactivations, losses, and number formats\".",
            notes: __c::meta::Notes {
                equation: "values = entities × features × retention ÷ interval; row = value + key + timestamps × timestamp; history = values × row",
                assumptions: &[
                    "Every snapshot is full and uncompressed; each row holds one value, its entity key and its timestamps.",
                ],
                rules: __RULES,
                excludes: &["Compression, deltas between snapshots and indexes."],
                derivation: &[
                    "A point-in-time join needs each value's event time and availability time beside its key.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A year of hourly snapshots of 100 million users",
                    code: "// A year of hourly snapshots of 100 million users\nuse mlsysim_scenarios::economics::recommendation_feature_history;\n\nlet s = recommendation_feature_history()?;\nassert_eq!(s.metadata_share()?, 0.75);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = FeatureHistoryBuilder;
        fn to_builder(&self) -> FeatureHistoryBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.entities,
                    &self.features,
                    &self.retention,
                    &self.update_interval,
                    &self.value_bytes,
                    &self.key_bytes,
                    &self.timestamp_bytes,
                    &self.timestamps,
                ],
                &[
                    &values.versions_per_feature,
                    &values.values,
                    &values.row_bytes,
                    &values.total_bytes,
                    &values.metadata_share,
                ],
            )
        }
    }
    __c::glue!(FeatureHistory);
};
