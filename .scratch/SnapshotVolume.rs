/**Bytes written by full snapshots against deltas, over a trajectory whose state grows by the same amount every turn and is saved every `stride` turns.

# Equation

n = ⌊turns ÷ stride⌋; full = growth × stride × n(n + 1) ÷ 2; delta = growth × stride × n

# Assumptions

- The state grows by state_growth every turn and a snapshot is taken every stride turns.

# Rules across inputs

- `turns` is at least `stride`, so that at least one snapshot is taken (`turns >= stride`)

# Excludes

- Compression, and the log between snapshots.

# Derivation

- Snapshot k holds k × stride turns of growth; summing k = 1..n gives stride × n(n + 1) ÷ 2 turns' worth.

# Examples

```rust
// Full snapshots against deltas
use mlsysim_scenarios::durability::growing_trajectory_snapshots;

let s = growing_trajectory_snapshots()?;
assert_eq!(s.checkpoints()?, 100);
assert_eq!(s.ratio()?, 50.5);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SnapshotVolume {
    ///Turns in the trajectory.
    pub turns: u32,
    ///Turns between snapshots. *Allowed >= 1.*
    pub stride: u32,
    ///State added per turn. *Shown in `KB`; allowed >= 0.*
    pub state_growth: Information,
}
///Builds a [`SnapshotVolume`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SnapshotVolumeBuilder {
    turns: ::core::option::Option<u32>,
    stride: ::core::option::Option<u32>,
    state_growth: ::core::option::Option<Information>,
}
///Every property of a [`SnapshotVolume`], each computed once (see [`SnapshotVolume::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SnapshotVolumeValues<'a> {
    scenario: &'a SnapshotVolume,
    ///Snapshots taken.
    pub checkpoints: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes written when every snapshot is full.
    pub full_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes written when every snapshot holds only what changed.
    pub delta_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///How many times more full snapshots write.
    pub ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "turns",
            ty: "u32",
            doc: "Turns in the trajectory.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "stride",
            ty: "u32",
            doc: "Turns between snapshots.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "state_growth",
            ty: "Information",
            doc: "State added per turn.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::KB);
                __c::units::label(&::mlsysim_core::units::KB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "checkpoints",
            doc: "Snapshots taken.",
            equation: "floor_div(turns, stride)",
            result_type: "i64",
            depends_on: &["turns", "stride"],
            calls: &["floor_div"],
            template: "floor_div({turns}, {stride})",
            named_calls: "floor_div(turns, stride)",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "full_bytes",
            doc: "Bytes written when every snapshot is full.",
            equation: "state_growth * stride * checkpoints * (checkpoints + 1) / 2",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["state_growth", "stride", "checkpoints"],
            template: "{state_growth} * {stride} * {checkpoints} * ({checkpoints} + 1) / 2",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "delta_bytes",
            doc: "Bytes written when every snapshot holds only what changed.",
            equation: "state_growth * stride * checkpoints",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["state_growth", "stride", "checkpoints"],
            template: "{state_growth} * {stride} * {checkpoints}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ratio",
            doc: "How many times more full snapshots write.",
            equation: "full_bytes / delta_bytes",
            result_type: "f64",
            depends_on: &["full_bytes", "delta_bytes"],
            template: "{full_bytes} / {delta_bytes}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`turns` is at least `stride`, so that at least one snapshot is taken",
            condition: "turns >= stride",
            inputs: &["turns", "stride"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl SnapshotVolume {
        ///Starts a [`SnapshotVolumeBuilder`]; required inputs must be set before [`SnapshotVolumeBuilder::build`].
        #[must_use]
        pub fn builder() -> SnapshotVolumeBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SnapshotVolumeBuilder {
            SnapshotVolumeBuilder {
                turns: Some(__Clone::clone(&self.turns)),
                stride: Some(__Clone::clone(&self.stride)),
                state_growth: Some(__Clone::clone(&self.state_growth)),
            }
        }
        ///Snapshots taken. Equation: `floor_div(turns, stride)`.
        #[inline]
        pub fn checkpoints(&self) -> __Result<i64, __c::EvalError> {
            let turns = __Clone::clone(&self.turns);
            let stride = __Clone::clone(&self.stride);
            struct checkpoints {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    checkpoints,
                >(::mlsysim_core::equation::floor_div(turns, stride)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes written when every snapshot is full. Equation: `state_growth * stride * checkpoints * (checkpoints + 1) / 2`.
        #[inline]
        pub fn full_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_full_bytes(self.checkpoints()?)
        }
        #[doc(hidden)]
        fn __eq_full_bytes(
            &self,
            checkpoints: i64,
        ) -> __Result<Information, __c::EvalError> {
            let state_growth = __Clone::clone(&self.state_growth);
            let stride = __Clone::clone(&self.stride);
            struct full_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    full_bytes,
                >(
                    state_growth
                        .eq_mul(stride)?
                        .eq_mul(checkpoints)?
                        .eq_mul(checkpoints.eq_add(1i64)?)?
                        .eq_div(2i64)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Bytes written when every snapshot holds only what changed. Equation: `state_growth * stride * checkpoints`.
        #[inline]
        pub fn delta_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_delta_bytes(self.checkpoints()?)
        }
        #[doc(hidden)]
        fn __eq_delta_bytes(
            &self,
            checkpoints: i64,
        ) -> __Result<Information, __c::EvalError> {
            let state_growth = __Clone::clone(&self.state_growth);
            let stride = __Clone::clone(&self.stride);
            struct delta_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    delta_bytes,
                >(state_growth.eq_mul(stride)?.eq_mul(checkpoints)?))(),
                &__PROPERTIES[2],
            )
        }
        ///How many times more full snapshots write. Equation: `full_bytes / delta_bytes`.
        #[inline]
        pub fn ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_ratio(self.full_bytes()?, self.delta_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_ratio(
            &self,
            full_bytes: Information,
            delta_bytes: Information,
        ) -> __Result<f64, __c::EvalError> {
            struct ratio {}
            __c::member(
                (|| __c::conform::<f64, _, ratio>(full_bytes.eq_div(delta_bytes)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SnapshotVolumeValues`].
        #[must_use]
        pub fn evaluate(&self) -> SnapshotVolumeValues<'_> {
            let checkpoints = self.checkpoints();
            let full_bytes = __c::after(
                (&checkpoints,),
                |(v0,)| self.__eq_full_bytes(v0),
            );
            let delta_bytes = __c::after(
                (&checkpoints,),
                |(v0,)| self.__eq_delta_bytes(v0),
            );
            let ratio = __c::after(
                (&full_bytes, &delta_bytes),
                |(v0, v1)| self.__eq_ratio(v0, v1),
            );
            SnapshotVolumeValues {
                scenario: self,
                checkpoints,
                full_bytes,
                delta_bytes,
                ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.turns, &__INPUTS[0])?;
            __c::bounded_plain(&self.stride, &__INPUTS[1])?;
            __c::bounded(&self.state_growth, &__INPUTS[2])?;
            {
                let turns = __Clone::clone(&self.turns);
                let stride = __Clone::clone(&self.stride);
                __c::rule(
                    turns >= stride,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.turns, &self.stride],
                )?;
            }
            Ok(())
        }
    }
    impl SnapshotVolumeBuilder {
        ///Sets `turns`: Turns in the trajectory.
        #[must_use]
        pub fn turns(mut self, value: u32) -> Self {
            self.turns = Some(value);
            self
        }
        ///Sets `stride`: Turns between snapshots.
        #[must_use]
        pub fn stride(mut self, value: u32) -> Self {
            self.stride = Some(value);
            self
        }
        ///Sets `state_growth`: State added per turn.
        #[must_use]
        pub fn state_growth(mut self, value: Information) -> Self {
            self.state_growth = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SnapshotVolume, __c::InputError> {
            let scenario = SnapshotVolume {
                turns: __c::given(self.turns, "turns")?,
                stride: __c::given(self.stride, "stride")?,
                state_growth: __c::given(self.state_growth, "state_growth")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SnapshotVolumeBuilder {
        type Scenario = SnapshotVolume;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "turns" => self.turns = __c::set(value, &__INPUTS[0])?,
                "stride" => self.stride = __c::set(value, &__INPUTS[1])?,
                "state_growth" => self.state_growth = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SnapshotVolume, __c::InputError> {
            SnapshotVolumeBuilder::build(self)
        }
    }
    impl<'a> SnapshotVolumeValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SnapshotVolume {
            self.scenario
        }
    }
    impl __c::Scenario for SnapshotVolume {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SnapshotVolume",
            family: &DURABILITY,
            summary: "Bytes written by full snapshots against deltas, over a trajectory whose state grows by the same amount every turn and is saved every `stride` turns.",
            description: "",
            notes: __c::meta::Notes {
                equation: "n = ⌊turns ÷ stride⌋; full = growth × stride × n(n + 1) ÷ 2; delta = growth × stride × n",
                assumptions: &[
                    "The state grows by state_growth every turn and a snapshot is taken every stride turns.",
                ],
                rules: __RULES,
                excludes: &["Compression, and the log between snapshots."],
                derivation: &[
                    "Snapshot k holds k × stride turns of growth; summing k = 1..n gives stride × n(n + 1) ÷ 2 turns' worth.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Full snapshots against deltas",
                    code: "// Full snapshots against deltas\nuse mlsysim_scenarios::durability::growing_trajectory_snapshots;\n\nlet s = growing_trajectory_snapshots()?;\nassert_eq!(s.checkpoints()?, 100);\nassert_eq!(s.ratio()?, 50.5);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SnapshotVolumeBuilder;
        fn to_builder(&self) -> SnapshotVolumeBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.turns, &self.stride, &self.state_growth],
                &[
                    &values.checkpoints,
                    &values.full_bytes,
                    &values.delta_bytes,
                    &values.ratio,
                ],
            )
        }
    }
    __c::glue!(SnapshotVolume);
};
