/**A coreset drawn without regard to class: the rare examples it keeps on average, against the floor a rare class needs.

# Equation

rare = pool × rare share; kept = rare × keep fraction; shortfall = floor − kept

# Assumptions

- The coreset keeps each example with the same chance, whatever its class.

# Excludes

- The spread of the count kept around its mean.

# Derivation

- Expected value of uniform sampling.

# Examples

```rust
// A 10% coreset keeps 100 of 1,000 rare examples, 50 short of the floor
use mlsysim_data::selection::rare_class_ten_percent_coreset;

let s = rare_class_ten_percent_coreset()?;
assert!((s.shortfall()? - 50.0).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CoverageFloor {
    ///Examples in the pool. *Allowed >= 0.*
    pub pool: f64,
    ///Share of the pool in the rare class. *Allowed [0.0, 1.0].*
    pub rare_share: f64,
    ///Share of the pool the coreset keeps. *Allowed [0.0, 1.0].*
    pub keep_fraction: f64,
    ///Rare examples the class needs. *Allowed >= 0.*
    pub floor: f64,
}
///Builds a [`CoverageFloor`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CoverageFloorBuilder {
    pool: ::core::option::Option<f64>,
    rare_share: ::core::option::Option<f64>,
    keep_fraction: ::core::option::Option<f64>,
    floor: ::core::option::Option<f64>,
}
///Every property of a [`CoverageFloor`], each computed once (see [`CoverageFloor::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CoverageFloorValues<'a> {
    scenario: &'a CoverageFloor,
    ///Rare examples in the pool.
    pub rare: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Rare examples the coreset keeps on average.
    pub expected_kept: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How far the kept count falls below the floor (negative when above).
    pub shortfall: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "pool",
            ty: "f64",
            doc: "Examples in the pool.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rare_share",
            ty: "f64",
            doc: "Share of the pool in the rare class.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "keep_fraction",
            ty: "f64",
            doc: "Share of the pool the coreset keeps.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "floor",
            ty: "f64",
            doc: "Rare examples the class needs.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "rare",
            doc: "Rare examples in the pool.",
            equation: "pool * rare_share",
            result_type: "f64",
            depends_on: &["pool", "rare_share"],
            template: "{pool} * {rare_share}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "expected_kept",
            doc: "Rare examples the coreset keeps on average.",
            equation: "rare * keep_fraction",
            result_type: "f64",
            depends_on: &["keep_fraction", "rare"],
            template: "{rare} * {keep_fraction}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "shortfall",
            doc: "How far the kept count falls below the floor (negative when above).",
            equation: "floor - expected_kept",
            result_type: "f64",
            depends_on: &["floor", "expected_kept"],
            template: "{floor} - {expected_kept}",
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
    impl CoverageFloor {
        ///Starts a [`CoverageFloorBuilder`]; required inputs must be set before [`CoverageFloorBuilder::build`].
        #[must_use]
        pub fn builder() -> CoverageFloorBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CoverageFloorBuilder {
            CoverageFloorBuilder {
                pool: Some(__Clone::clone(&self.pool)),
                rare_share: Some(__Clone::clone(&self.rare_share)),
                keep_fraction: Some(__Clone::clone(&self.keep_fraction)),
                floor: Some(__Clone::clone(&self.floor)),
            }
        }
        ///Rare examples in the pool. Equation: `pool * rare_share`.
        #[inline]
        pub fn rare(&self) -> __Result<f64, __c::EvalError> {
            let pool = __Clone::clone(&self.pool);
            let rare_share = __Clone::clone(&self.rare_share);
            struct rare {}
            __c::member(
                (|| __c::conform::<f64, _, rare>(pool.eq_mul(rare_share)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Rare examples the coreset keeps on average. Equation: `rare * keep_fraction`.
        #[inline]
        pub fn expected_kept(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_expected_kept(self.rare()?)
        }
        #[doc(hidden)]
        fn __eq_expected_kept(&self, rare: f64) -> __Result<f64, __c::EvalError> {
            let keep_fraction = __Clone::clone(&self.keep_fraction);
            struct expected_kept {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    expected_kept,
                >(rare.eq_mul(keep_fraction)?))(),
                &__PROPERTIES[1],
            )
        }
        ///How far the kept count falls below the floor (negative when above). Equation: `floor - expected_kept`.
        #[inline]
        pub fn shortfall(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_shortfall(self.expected_kept()?)
        }
        #[doc(hidden)]
        fn __eq_shortfall(&self, expected_kept: f64) -> __Result<f64, __c::EvalError> {
            let floor = __Clone::clone(&self.floor);
            struct shortfall {}
            __c::member(
                (|| __c::conform::<f64, _, shortfall>(floor.eq_sub(expected_kept)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CoverageFloorValues`].
        #[must_use]
        pub fn evaluate(&self) -> CoverageFloorValues<'_> {
            let rare = self.rare();
            let expected_kept = __c::after(
                (&rare,),
                |(v0,)| self.__eq_expected_kept(v0),
            );
            let shortfall = __c::after(
                (&expected_kept,),
                |(v0,)| self.__eq_shortfall(v0),
            );
            CoverageFloorValues {
                scenario: self,
                rare,
                expected_kept,
                shortfall,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.pool, &__INPUTS[0])?;
            __c::bounded_plain(&self.rare_share, &__INPUTS[1])?;
            __c::bounded_plain(&self.keep_fraction, &__INPUTS[2])?;
            __c::bounded(&self.floor, &__INPUTS[3])?;
            Ok(())
        }
    }
    impl CoverageFloorBuilder {
        ///Sets `pool`: Examples in the pool.
        #[must_use]
        pub fn pool(mut self, value: f64) -> Self {
            self.pool = Some(value);
            self
        }
        ///Sets `rare_share`: Share of the pool in the rare class.
        #[must_use]
        pub fn rare_share(mut self, value: f64) -> Self {
            self.rare_share = Some(value);
            self
        }
        ///Sets `keep_fraction`: Share of the pool the coreset keeps.
        #[must_use]
        pub fn keep_fraction(mut self, value: f64) -> Self {
            self.keep_fraction = Some(value);
            self
        }
        ///Sets `floor`: Rare examples the class needs.
        #[must_use]
        pub fn floor(mut self, value: f64) -> Self {
            self.floor = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<CoverageFloor, __c::InputError> {
            let scenario = CoverageFloor {
                pool: __c::given(self.pool, "pool")?,
                rare_share: __c::given(self.rare_share, "rare_share")?,
                keep_fraction: __c::given(self.keep_fraction, "keep_fraction")?,
                floor: __c::given(self.floor, "floor")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CoverageFloorBuilder {
        type Scenario = CoverageFloor;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "pool" => self.pool = __c::set(value, &__INPUTS[0])?,
                "rare_share" => self.rare_share = __c::set(value, &__INPUTS[1])?,
                "keep_fraction" => self.keep_fraction = __c::set(value, &__INPUTS[2])?,
                "floor" => self.floor = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CoverageFloor, __c::InputError> {
            CoverageFloorBuilder::build(self)
        }
    }
    impl<'a> CoverageFloorValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CoverageFloor {
            self.scenario
        }
    }
    impl __c::Scenario for CoverageFloor {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CoverageFloor",
            family: &SELECTION,
            summary: "A coreset drawn without regard to class: the rare examples it keeps on average, against the floor a rare class needs.",
            description: "",
            notes: __c::meta::Notes {
                equation: "rare = pool × rare share; kept = rare × keep fraction; shortfall = floor − kept",
                assumptions: &[
                    "The coreset keeps each example with the same chance, whatever its class.",
                ],
                rules: __RULES,
                excludes: &["The spread of the count kept around its mean."],
                derivation: &["Expected value of uniform sampling."],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 10% coreset keeps 100 of 1,000 rare examples, 50 short of the floor",
                    code: "// A 10% coreset keeps 100 of 1,000 rare examples, 50 short of the floor\nuse mlsysim_data::selection::rare_class_ten_percent_coreset;\n\nlet s = rare_class_ten_percent_coreset()?;\nassert!((s.shortfall()? - 50.0).abs() < 1e-9);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = CoverageFloorBuilder;
        fn to_builder(&self) -> CoverageFloorBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.pool, &self.rare_share, &self.keep_fraction, &self.floor],
                &[&values.rare, &values.expected_kept, &values.shortfall],
            )
        }
    }
    __c::glue!(CoverageFloor);
};
