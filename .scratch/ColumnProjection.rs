/**A model that uses some of a table's equal-size columns, read from a row format that scans every column or a columnar one that fetches only those used.

# Equation

read fraction = used ÷ total; wasted = 1 − read fraction; speedup = 1 ÷ read fraction

# Assumptions

- Every column holds the same number of bytes, and the read is bandwidth bound.

# Rules across inputs

- `columns_used` is at most `columns_total` (`columns_used <= columns_total`)

# Excludes

- Compression that differs between columns, and the cost of reassembling rows.

# Derivation

- A columnar reader moves only the used columns' bytes, so its effective bandwidth grows by the inverse of their share.

# Examples

```rust
// Twenty of a hundred columns
use mlsysim_data::delivery::fraud_model_column_projection;

let s = fraud_model_column_projection()?;
assert!((s.speedup()? - 5.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ColumnProjection {
    ///Columns the model uses. *Allowed >= 1.*
    pub columns_used: i64,
    ///Columns in the table. *Allowed >= 1.*
    pub columns_total: i64,
}
///Builds a [`ColumnProjection`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ColumnProjectionBuilder {
    columns_used: ::core::option::Option<i64>,
    columns_total: ::core::option::Option<i64>,
}
///Every property of a [`ColumnProjection`], each computed once (see [`ColumnProjection::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ColumnProjectionValues<'a> {
    scenario: &'a ColumnProjection,
    ///Share of the table a columnar reader fetches.
    pub read_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of a row-format scan the model discards.
    pub wasted_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Gain in effective bandwidth from reading only the used columns.
    pub speedup: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "columns_used",
            ty: "i64",
            doc: "Columns the model uses.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "columns_total",
            ty: "i64",
            doc: "Columns in the table.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "read_fraction",
            doc: "Share of the table a columnar reader fetches.",
            equation: "columns_used / columns_total",
            result_type: "f64",
            depends_on: &["columns_used", "columns_total"],
            template: "{columns_used} / {columns_total}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "wasted_fraction",
            doc: "Share of a row-format scan the model discards.",
            equation: "1.0 - read_fraction",
            result_type: "f64",
            depends_on: &["read_fraction"],
            template: "1.0 - {read_fraction}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "speedup",
            doc: "Gain in effective bandwidth from reading only the used columns.",
            equation: "1.0 / read_fraction",
            result_type: "f64",
            depends_on: &["read_fraction"],
            template: "1.0 / {read_fraction}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`columns_used` is at most `columns_total`",
            condition: "columns_used <= columns_total",
            inputs: &["columns_used", "columns_total"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl ColumnProjection {
        ///Starts a [`ColumnProjectionBuilder`]; required inputs must be set before [`ColumnProjectionBuilder::build`].
        #[must_use]
        pub fn builder() -> ColumnProjectionBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ColumnProjectionBuilder {
            ColumnProjectionBuilder {
                columns_used: Some(__Clone::clone(&self.columns_used)),
                columns_total: Some(__Clone::clone(&self.columns_total)),
            }
        }
        ///Share of the table a columnar reader fetches. Equation: `columns_used / columns_total`.
        #[inline]
        pub fn read_fraction(&self) -> __Result<f64, __c::EvalError> {
            let columns_used = __Clone::clone(&self.columns_used);
            let columns_total = __Clone::clone(&self.columns_total);
            struct read_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    read_fraction,
                >(columns_used.eq_div(columns_total)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Share of a row-format scan the model discards. Equation: `1.0 - read_fraction`.
        #[inline]
        pub fn wasted_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_wasted_fraction(self.read_fraction()?)
        }
        #[doc(hidden)]
        fn __eq_wasted_fraction(
            &self,
            read_fraction: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct wasted_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    wasted_fraction,
                >((1.0).eq_sub(read_fraction)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Gain in effective bandwidth from reading only the used columns. Equation: `1.0 / read_fraction`.
        #[inline]
        pub fn speedup(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_speedup(self.read_fraction()?)
        }
        #[doc(hidden)]
        fn __eq_speedup(&self, read_fraction: f64) -> __Result<f64, __c::EvalError> {
            struct speedup {}
            __c::member(
                (|| __c::conform::<f64, _, speedup>((1.0).eq_div(read_fraction)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ColumnProjectionValues`].
        #[must_use]
        pub fn evaluate(&self) -> ColumnProjectionValues<'_> {
            let read_fraction = self.read_fraction();
            let wasted_fraction = __c::after(
                (&read_fraction,),
                |(v0,)| self.__eq_wasted_fraction(v0),
            );
            let speedup = __c::after((&read_fraction,), |(v0,)| self.__eq_speedup(v0));
            ColumnProjectionValues {
                scenario: self,
                read_fraction,
                wasted_fraction,
                speedup,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.columns_used, &__INPUTS[0])?;
            __c::bounded_plain(&self.columns_total, &__INPUTS[1])?;
            {
                let columns_used = __Clone::clone(&self.columns_used);
                let columns_total = __Clone::clone(&self.columns_total);
                __c::rule(
                    columns_used <= columns_total,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.columns_used, &self.columns_total],
                )?;
            }
            Ok(())
        }
    }
    impl ColumnProjectionBuilder {
        ///Sets `columns_used`: Columns the model uses.
        #[must_use]
        pub fn columns_used(mut self, value: i64) -> Self {
            self.columns_used = Some(value);
            self
        }
        ///Sets `columns_total`: Columns in the table.
        #[must_use]
        pub fn columns_total(mut self, value: i64) -> Self {
            self.columns_total = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ColumnProjection, __c::InputError> {
            let scenario = ColumnProjection {
                columns_used: __c::given(self.columns_used, "columns_used")?,
                columns_total: __c::given(self.columns_total, "columns_total")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ColumnProjectionBuilder {
        type Scenario = ColumnProjection;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "columns_used" => self.columns_used = __c::set(value, &__INPUTS[0])?,
                "columns_total" => self.columns_total = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ColumnProjection, __c::InputError> {
            ColumnProjectionBuilder::build(self)
        }
    }
    impl<'a> ColumnProjectionValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ColumnProjection {
            self.scenario
        }
    }
    impl __c::Scenario for ColumnProjection {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ColumnProjection",
            family: &DELIVERY,
            summary: "A model that uses some of a table's equal-size columns, read from a row format that scans every column or a columnar one that fetches only those used.",
            description: "",
            notes: __c::meta::Notes {
                equation: "read fraction = used ÷ total; wasted = 1 − read fraction; speedup = 1 ÷ read fraction",
                assumptions: &[
                    "Every column holds the same number of bytes, and the read is bandwidth bound.",
                ],
                rules: __RULES,
                excludes: &[
                    "Compression that differs between columns, and the cost of reassembling rows.",
                ],
                derivation: &[
                    "A columnar reader moves only the used columns' bytes, so its effective bandwidth grows by the inverse of their share.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Twenty of a hundred columns",
                    code: "// Twenty of a hundred columns\nuse mlsysim_data::delivery::fraud_model_column_projection;\n\nlet s = fraud_model_column_projection()?;\nassert!((s.speedup()? - 5.0).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ColumnProjectionBuilder;
        fn to_builder(&self) -> ColumnProjectionBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.columns_used, &self.columns_total],
                &[&values.read_fraction, &values.wasted_fraction, &values.speedup],
            )
        }
    }
    __c::glue!(ColumnProjection);
};
