/**Small files packaged into large shards: how many samples each shard holds.

A file system rated for high bandwidth still stalls on metadata when every sample is a
file of its own; packaging them into shards turns millions of opens into thousands.

# Equation

files per shard = files ÷ shards

# Assumptions

- Files are spread evenly over the shards.

# Excludes

- The metadata service's own rate limit, which the reference does not model.

# Derivation

- An even split.

# Examples

```rust
// 4,000 images per tar shard
use mlsysim_data::storage::image_file_metadata_meltdown;

let s = image_file_metadata_meltdown()?;
assert_eq!(s.files_per_shard()?, 4000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ShardPackaging {
    ///Sample files. *Allowed >= 1.*
    pub files: i64,
    ///Shards they are packaged into. *Allowed >= 1.*
    pub shards: i64,
    ///Bandwidth the file system is rated at (context: the reference reads nothing from it). *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub rated_bandwidth: DataRate,
}
///Builds a [`ShardPackaging`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ShardPackagingBuilder {
    files: ::core::option::Option<i64>,
    shards: ::core::option::Option<i64>,
    rated_bandwidth: ::core::option::Option<DataRate>,
}
///Every property of a [`ShardPackaging`], each computed once (see [`ShardPackaging::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ShardPackagingValues<'a> {
    scenario: &'a ShardPackaging,
    ///Samples in each shard.
    pub files_per_shard: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "files",
            ty: "i64",
            doc: "Sample files.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "shards",
            ty: "i64",
            doc: "Shards they are packaged into.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rated_bandwidth",
            ty: "DataRate",
            doc: "Bandwidth the file system is rated at (context: the reference reads nothing from it).",
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
            name: "files_per_shard",
            doc: "Samples in each shard.",
            equation: "files / shards",
            result_type: "f64",
            depends_on: &["files", "shards"],
            template: "{files} / {shards}",
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
    impl ShardPackaging {
        ///Starts a [`ShardPackagingBuilder`]; required inputs must be set before [`ShardPackagingBuilder::build`].
        #[must_use]
        pub fn builder() -> ShardPackagingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ShardPackagingBuilder {
            ShardPackagingBuilder {
                files: Some(__Clone::clone(&self.files)),
                shards: Some(__Clone::clone(&self.shards)),
                rated_bandwidth: Some(__Clone::clone(&self.rated_bandwidth)),
            }
        }
        ///Samples in each shard. Equation: `files / shards`.
        #[inline]
        pub fn files_per_shard(&self) -> __Result<f64, __c::EvalError> {
            let files = __Clone::clone(&self.files);
            let shards = __Clone::clone(&self.shards);
            struct files_per_shard {}
            __c::member(
                (|| __c::conform::<f64, _, files_per_shard>(files.eq_div(shards)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ShardPackagingValues`].
        #[must_use]
        pub fn evaluate(&self) -> ShardPackagingValues<'_> {
            let files_per_shard = self.files_per_shard();
            ShardPackagingValues {
                scenario: self,
                files_per_shard,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.files, &__INPUTS[0])?;
            __c::bounded_plain(&self.shards, &__INPUTS[1])?;
            __c::bounded(&self.rated_bandwidth, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl ShardPackagingBuilder {
        ///Sets `files`: Sample files.
        #[must_use]
        pub fn files(mut self, value: i64) -> Self {
            self.files = Some(value);
            self
        }
        ///Sets `shards`: Shards they are packaged into.
        #[must_use]
        pub fn shards(mut self, value: i64) -> Self {
            self.shards = Some(value);
            self
        }
        ///Sets `rated_bandwidth`: Bandwidth the file system is rated at (context: the reference reads nothing from it).
        #[must_use]
        pub fn rated_bandwidth(mut self, value: DataRate) -> Self {
            self.rated_bandwidth = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ShardPackaging, __c::InputError> {
            let scenario = ShardPackaging {
                files: __c::given(self.files, "files")?,
                shards: __c::given(self.shards, "shards")?,
                rated_bandwidth: __c::given(self.rated_bandwidth, "rated_bandwidth")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ShardPackagingBuilder {
        type Scenario = ShardPackaging;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "files" => self.files = __c::set(value, &__INPUTS[0])?,
                "shards" => self.shards = __c::set(value, &__INPUTS[1])?,
                "rated_bandwidth" => {
                    self.rated_bandwidth = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ShardPackaging, __c::InputError> {
            ShardPackagingBuilder::build(self)
        }
    }
    impl<'a> ShardPackagingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ShardPackaging {
            self.scenario
        }
    }
    impl __c::Scenario for ShardPackaging {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ShardPackaging",
            family: &STORAGE,
            summary: "Small files packaged into large shards: how many samples each shard holds.",
            description: "A file system rated for high bandwidth still stalls on metadata when every sample is a\nfile of its own; packaging them into shards turns millions of opens into thousands.",
            notes: __c::meta::Notes {
                equation: "files per shard = files ÷ shards",
                assumptions: &["Files are spread evenly over the shards."],
                rules: __RULES,
                excludes: &[
                    "The metadata service's own rate limit, which the reference does not model.",
                ],
                derivation: &["An even split."],
            },
            examples: &[
                __c::meta::Example {
                    title: "4,000 images per tar shard",
                    code: "// 4,000 images per tar shard\nuse mlsysim_data::storage::image_file_metadata_meltdown;\n\nlet s = image_file_metadata_meltdown()?;\nassert_eq!(s.files_per_shard()?, 4000.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ShardPackagingBuilder;
        fn to_builder(&self) -> ShardPackagingBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.files, &self.shards, &self.rated_bandwidth],
                &[&values.files_per_shard],
            )
        }
    }
    __c::glue!(ShardPackaging);
};
