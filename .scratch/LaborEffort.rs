/**Items labeled by hand: the total hours and the full-time person-years they take.

# Equation

total = items × time per item; person-years = total ÷ work year

# Assumptions

- Every item takes the same time and annotators work full years.

# Excludes

- Review, relabeling and the ramp-up of new annotators.

# Derivation

- Work is items times time per item.

# Examples

```rust
// A million Cityscapes-grade masks take 750 person-years
use mlsysim_data::engineering::cityscapes_masks_for_million_frames;

let s = cityscapes_masks_for_million_frames()?;
assert!((s.person_years()? - 750.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LaborEffort {
    ///Items to label. *Allowed >= 0.*
    pub items: f64,
    ///Time one item takes. *Shown in `SECOND`; allowed >= 0.*
    pub time_per_item: Time,
    ///Working hours of one full-time person-year. *Shown in `HOUR`; allowed > 0.*
    pub work_year: Time,
}
///Builds a [`LaborEffort`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct LaborEffortBuilder {
    items: ::core::option::Option<f64>,
    time_per_item: ::core::option::Option<Time>,
    work_year: ::core::option::Option<Time>,
}
///Every property of a [`LaborEffort`], each computed once (see [`LaborEffort::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LaborEffortValues<'a> {
    scenario: &'a LaborEffort,
    ///Hours of labeling.
    pub total_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Full-time person-years of labeling.
    pub person_years: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "items",
            ty: "f64",
            doc: "Items to label.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "time_per_item",
            ty: "Time",
            doc: "Time one item takes.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "work_year",
            ty: "Time",
            doc: "Working hours of one full-time person-year.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "total_time",
            doc: "Hours of labeling.",
            equation: "items * time_per_item",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["items", "time_per_item"],
            template: "{items} * {time_per_item}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "person_years",
            doc: "Full-time person-years of labeling.",
            equation: "total_time / work_year",
            result_type: "f64",
            depends_on: &["work_year", "total_time"],
            template: "{total_time} / {work_year}",
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
    impl LaborEffort {
        ///Starts a [`LaborEffortBuilder`]; required inputs must be set before [`LaborEffortBuilder::build`].
        #[must_use]
        pub fn builder() -> LaborEffortBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> LaborEffortBuilder {
            LaborEffortBuilder {
                items: Some(__Clone::clone(&self.items)),
                time_per_item: Some(__Clone::clone(&self.time_per_item)),
                work_year: Some(__Clone::clone(&self.work_year)),
            }
        }
        ///Hours of labeling. Equation: `items * time_per_item`.
        #[inline]
        pub fn total_time(&self) -> __Result<Time, __c::EvalError> {
            let items = __Clone::clone(&self.items);
            let time_per_item = __Clone::clone(&self.time_per_item);
            struct total_time {}
            __c::member(
                (|| __c::conform::<Time, _, total_time>(items.eq_mul(time_per_item)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Full-time person-years of labeling. Equation: `total_time / work_year`.
        #[inline]
        pub fn person_years(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_person_years(self.total_time()?)
        }
        #[doc(hidden)]
        fn __eq_person_years(&self, total_time: Time) -> __Result<f64, __c::EvalError> {
            let work_year = __Clone::clone(&self.work_year);
            struct person_years {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    person_years,
                >(total_time.eq_div(work_year)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`LaborEffortValues`].
        #[must_use]
        pub fn evaluate(&self) -> LaborEffortValues<'_> {
            let total_time = self.total_time();
            let person_years = __c::after(
                (&total_time,),
                |(v0,)| self.__eq_person_years(v0),
            );
            LaborEffortValues {
                scenario: self,
                total_time,
                person_years,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.items, &__INPUTS[0])?;
            __c::bounded(&self.time_per_item, &__INPUTS[1])?;
            __c::bounded(&self.work_year, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl LaborEffortBuilder {
        ///Sets `items`: Items to label.
        #[must_use]
        pub fn items(mut self, value: f64) -> Self {
            self.items = Some(value);
            self
        }
        ///Sets `time_per_item`: Time one item takes.
        #[must_use]
        pub fn time_per_item(mut self, value: Time) -> Self {
            self.time_per_item = Some(value);
            self
        }
        ///Sets `work_year`: Working hours of one full-time person-year.
        #[must_use]
        pub fn work_year(mut self, value: Time) -> Self {
            self.work_year = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<LaborEffort, __c::InputError> {
            let scenario = LaborEffort {
                items: __c::given(self.items, "items")?,
                time_per_item: __c::given(self.time_per_item, "time_per_item")?,
                work_year: __c::given(self.work_year, "work_year")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for LaborEffortBuilder {
        type Scenario = LaborEffort;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "items" => self.items = __c::set(value, &__INPUTS[0])?,
                "time_per_item" => self.time_per_item = __c::set(value, &__INPUTS[1])?,
                "work_year" => self.work_year = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<LaborEffort, __c::InputError> {
            LaborEffortBuilder::build(self)
        }
    }
    impl<'a> LaborEffortValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a LaborEffort {
            self.scenario
        }
    }
    impl __c::Scenario for LaborEffort {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "LaborEffort",
            family: &ENGINEERING,
            summary: "Items labeled by hand: the total hours and the full-time person-years they take.",
            description: "",
            notes: __c::meta::Notes {
                equation: "total = items × time per item; person-years = total ÷ work year",
                assumptions: &[
                    "Every item takes the same time and annotators work full years.",
                ],
                rules: __RULES,
                excludes: &["Review, relabeling and the ramp-up of new annotators."],
                derivation: &["Work is items times time per item."],
            },
            examples: &[
                __c::meta::Example {
                    title: "A million Cityscapes-grade masks take 750 person-years",
                    code: "// A million Cityscapes-grade masks take 750 person-years\nuse mlsysim_data::engineering::cityscapes_masks_for_million_frames;\n\nlet s = cityscapes_masks_for_million_frames()?;\nassert!((s.person_years()? - 750.0).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = LaborEffortBuilder;
        fn to_builder(&self) -> LaborEffortBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.items, &self.time_per_item, &self.work_year],
                &[&values.total_time, &values.person_years],
            )
        }
    }
    __c::glue!(LaborEffort);
};
