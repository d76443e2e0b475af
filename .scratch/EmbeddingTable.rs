/**Embedding tables against one device's labeled memory: bytes per row, per table and in all, and whether they fit.

# Equation

row = width × bytes_per_value; table = rows × row; total = table × tables; share = total ÷ labeled capacity; fits = share ≤ 1

# Assumptions

- The device's memory is counted as its label prints it (80 GiB as 80 GB), as in the reference, and the tables alone fill it: no room is kept for anything else.
- Rows, width and tables are at least 1 and the byte width above zero, checked when the scenario is built.

# Excludes

- Optimizer state for the tables, and sharding them across devices.

# Derivation

- A table of r rows of w values of b bytes holds r·w·b bytes.

# Examples

```rust
// A billion users do not fit one A100
use mlsysim_compute::attention::{billion_user_table, hundred_million_item_table_on_a100};

assert!(hundred_million_item_table_on_a100()?.fits()?);
let s = billion_user_table()?;
assert!(!s.fits()?);
assert!((s.labeled_share()? - 6.4).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct EmbeddingTable {
    ///Rows of each table (items or users). *Allowed >= 1.*
    pub rows: i64,
    ///Values in one row. *Allowed >= 1.*
    pub width: u32,
    ///Storage width of one value. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_value: Information,
    ///The device that holds the tables.
    pub hardware: &'static HardwareNode,
    ///Tables of this shape. *Default `1`; allowed >= 1.*
    pub tables: u32,
}
///Builds a [`EmbeddingTable`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct EmbeddingTableBuilder {
    rows: ::core::option::Option<i64>,
    width: ::core::option::Option<u32>,
    bytes_per_value: ::core::option::Option<Information>,
    hardware: ::core::option::Option<&'static HardwareNode>,
    tables: ::core::option::Option<u32>,
}
///Every property of a [`EmbeddingTable`], each computed once (see [`EmbeddingTable::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct EmbeddingTableValues<'a> {
    scenario: &'a EmbeddingTable,
    ///Bytes of one row.
    pub row_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of one table.
    pub table_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of all tables.
    pub total_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///All tables over the device's labeled memory.
    pub labeled_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Whether the tables fit the device's labeled memory.
    pub fits: ::core::result::Result<bool, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "rows",
            ty: "i64",
            doc: "Rows of each table (items or users).",
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
            doc: "The device that holds the tables.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tables",
            ty: "u32",
            doc: "Tables of this shape.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
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
            name: "table_bytes",
            doc: "Bytes of one table.",
            equation: "embedding_table_bytes(rows, width, bytes_per_value)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["rows", "width", "bytes_per_value"],
            calls: &["embedding_table_bytes"],
            template: "embedding_table_bytes({rows}, {width}, {bytes_per_value})",
            named_calls: "embedding_table_bytes(rows, width, bytes_per_value)",
            operation: "result of `embedding_table_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_bytes",
            doc: "Bytes of all tables.",
            equation: "table_bytes * tables",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["tables", "table_bytes"],
            template: "{table_bytes} * {tables}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "labeled_share",
            doc: "All tables over the device's labeled memory.",
            equation: "total_bytes / labeled_memory_capacity(hardware)",
            result_type: "f64",
            depends_on: &["hardware", "total_bytes"],
            calls: &["labeled_memory_capacity"],
            template: "{total_bytes} / labeled_memory_capacity({hardware})",
            named_calls: "labeled_memory_capacity(hardware)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fits",
            doc: "Whether the tables fit the device's labeled memory.",
            equation: "labeled_share <= 1.0",
            result_type: "bool",
            depends_on: &["labeled_share"],
            template: "{labeled_share} <= 1.0",
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
    impl EmbeddingTable {
        ///Starts a [`EmbeddingTableBuilder`]; required inputs must be set before [`EmbeddingTableBuilder::build`].
        #[must_use]
        pub fn builder() -> EmbeddingTableBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> EmbeddingTableBuilder {
            EmbeddingTableBuilder {
                rows: Some(__Clone::clone(&self.rows)),
                width: Some(__Clone::clone(&self.width)),
                bytes_per_value: Some(__Clone::clone(&self.bytes_per_value)),
                hardware: Some(__Clone::clone(&self.hardware)),
                tables: Some(__Clone::clone(&self.tables)),
            }
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
                &__PROPERTIES[0],
            )
        }
        ///Bytes of one table. Equation: `embedding_table_bytes(rows, width, bytes_per_value)`.
        #[inline]
        pub fn table_bytes(&self) -> __Result<Information, __c::EvalError> {
            let rows = __Clone::clone(&self.rows);
            let width = __Clone::clone(&self.width);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct table_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    table_bytes,
                >(
                    ::mlsysim_core::equation::embedding_table_bytes(
                        rows,
                        width,
                        bytes_per_value,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes of all tables. Equation: `table_bytes * tables`.
        #[inline]
        pub fn total_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_total_bytes(self.table_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_total_bytes(
            &self,
            table_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            let tables = __Clone::clone(&self.tables);
            struct total_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    total_bytes,
                >(table_bytes.eq_mul(tables)?))(),
                &__PROPERTIES[2],
            )
        }
        ///All tables over the device's labeled memory. Equation: `total_bytes / labeled_memory_capacity(hardware)`.
        #[inline]
        pub fn labeled_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_labeled_share(self.total_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_labeled_share(
            &self,
            total_bytes: Information,
        ) -> __Result<f64, __c::EvalError> {
            let hardware = __Clone::clone(&self.hardware);
            struct labeled_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    labeled_share,
                >(
                    total_bytes
                        .eq_div(
                            ::mlsysim_core::equation::labeled_memory_capacity(hardware)?,
                        )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Whether the tables fit the device's labeled memory. Equation: `labeled_share <= 1.0`.
        #[inline]
        pub fn fits(&self) -> __Result<bool, __c::EvalError> {
            self.__eq_fits(self.labeled_share()?)
        }
        #[doc(hidden)]
        fn __eq_fits(&self, labeled_share: f64) -> __Result<bool, __c::EvalError> {
            struct fits {}
            __c::member(
                (|| __c::conform::<bool, _, fits>(labeled_share <= 1.0))(),
                &__PROPERTIES[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`EmbeddingTableValues`].
        #[must_use]
        pub fn evaluate(&self) -> EmbeddingTableValues<'_> {
            let row_bytes = self.row_bytes();
            let table_bytes = self.table_bytes();
            let total_bytes = __c::after(
                (&table_bytes,),
                |(v0,)| self.__eq_total_bytes(v0),
            );
            let labeled_share = __c::after(
                (&total_bytes,),
                |(v0,)| self.__eq_labeled_share(v0),
            );
            let fits = __c::after((&labeled_share,), |(v0,)| self.__eq_fits(v0));
            EmbeddingTableValues {
                scenario: self,
                row_bytes,
                table_bytes,
                total_bytes,
                labeled_share,
                fits,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.rows, &__INPUTS[0])?;
            __c::bounded_plain(&self.width, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_value, &__INPUTS[2])?;
            __c::finite(&self.hardware, &__INPUTS[3])?;
            __c::bounded_plain(&self.tables, &__INPUTS[4])?;
            Ok(())
        }
    }
    impl EmbeddingTableBuilder {
        ///Sets `rows`: Rows of each table (items or users).
        #[must_use]
        pub fn rows(mut self, value: i64) -> Self {
            self.rows = Some(value);
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
        ///Sets `hardware`: The device that holds the tables.
        #[must_use]
        pub fn hardware(mut self, value: &'static HardwareNode) -> Self {
            self.hardware = Some(value);
            self
        }
        ///Sets `tables`: Tables of this shape.
        #[must_use]
        pub fn tables(mut self, value: u32) -> Self {
            self.tables = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<EmbeddingTable, __c::InputError> {
            let scenario = EmbeddingTable {
                rows: __c::given(self.rows, "rows")?,
                width: __c::given(self.width, "width")?,
                bytes_per_value: __c::given(self.bytes_per_value, "bytes_per_value")?,
                hardware: __c::given(self.hardware, "hardware")?,
                tables: self.tables.unwrap_or_else(|| 1),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for EmbeddingTableBuilder {
        type Scenario = EmbeddingTable;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "rows" => self.rows = __c::set(value, &__INPUTS[0])?,
                "width" => self.width = __c::set(value, &__INPUTS[1])?,
                "bytes_per_value" => {
                    self.bytes_per_value = __c::set(value, &__INPUTS[2])?;
                }
                "hardware" => self.hardware = __c::set(value, &__INPUTS[3])?,
                "tables" => self.tables = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<EmbeddingTable, __c::InputError> {
            EmbeddingTableBuilder::build(self)
        }
    }
    impl<'a> EmbeddingTableValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a EmbeddingTable {
            self.scenario
        }
    }
    impl __c::Scenario for EmbeddingTable {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "EmbeddingTable",
            family: &ATTENTION,
            summary: "Embedding tables against one device's labeled memory: bytes per row, per table and in all, and whether they fit.",
            description: "",
            notes: __c::meta::Notes {
                equation: "row = width × bytes_per_value; table = rows × row; total = table × tables; share = total ÷ labeled capacity; fits = share ≤ 1",
                assumptions: &[
                    "The device's memory is counted as its label prints it (80 GiB as 80 GB), as in the reference, and the tables alone fill it: no room is kept for anything else.",
                    "Rows, width and tables are at least 1 and the byte width above zero, checked when the scenario is built.",
                ],
                rules: __RULES,
                excludes: &[
                    "Optimizer state for the tables, and sharding them across devices.",
                ],
                derivation: &[
                    "A table of r rows of w values of b bytes holds r·w·b bytes.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A billion users do not fit one A100",
                    code: "// A billion users do not fit one A100\nuse mlsysim_compute::attention::{billion_user_table, hundred_million_item_table_on_a100};\n\nassert!(hundred_million_item_table_on_a100()?.fits()?);\nlet s = billion_user_table()?;\nassert!(!s.fits()?);\nassert!((s.labeled_share()? - 6.4).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = EmbeddingTableBuilder;
        fn to_builder(&self) -> EmbeddingTableBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.rows,
                    &self.width,
                    &self.bytes_per_value,
                    &self.hardware,
                    &self.tables,
                ],
                &[
                    &values.row_bytes,
                    &values.table_bytes,
                    &values.total_bytes,
                    &values.labeled_share,
                    &values.fits,
                ],
            )
        }
    }
    __c::glue!(EmbeddingTable);
};
