/**One time step of a recurrent layer: its weights, its multiply-adds, and the state that inference and training keep.

Each step applies `gates` affine maps (one for a plain RNN, three for a GRU, four for an
LSTM), fused into input and recurrent matrices of gates·hidden rows; every weight does one
multiply-add per step. Inference keeps one state vector at any sequence length;
backpropagation through time keeps one per step.

# Equation

rows = gates·h; MACs per step = rows·h + rows·x = weights; state = h × bytes_per_value; training states = steps

# Assumptions

- Biases are left out; every weight is used once per step.
- Widths, gates and steps are at least 1 and the byte width above zero, checked when the scenario is built.

# Excludes

- Elementwise gate arithmetic, and the activations backpropagation keeps beside the states.

# Derivation

- The input matrix is rows × x and the recurrent matrix rows × h; a matrix-vector product does one multiply-add per entry.

# Examples

```rust
// A plain RNN step
use mlsysim_compute::layers::elman_rnn_step;

let s = elman_rnn_step()?;
assert_eq!(s.macs_per_step()?, 29_184);
assert_eq!(s.state_bytes()?.value, 512.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RecurrentStep {
    ///Values of one input (x). *Allowed >= 1.*
    pub input_dim: u32,
    ///Width of the state (h). *Allowed >= 1.*
    pub hidden_dim: u32,
    ///Storage width of one value. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_value: Information,
    ///Affine maps per step: 1 for a plain RNN, 3 for a GRU, 4 for an LSTM. *Default `1`; allowed >= 1.*
    pub gates: u32,
    ///Steps of the sequence. *Default `1`; allowed >= 1.*
    pub steps: u32,
}
///Builds a [`RecurrentStep`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct RecurrentStepBuilder {
    input_dim: ::core::option::Option<u32>,
    hidden_dim: ::core::option::Option<u32>,
    bytes_per_value: ::core::option::Option<Information>,
    gates: ::core::option::Option<u32>,
    steps: ::core::option::Option<u32>,
}
///Every property of a [`RecurrentStep`], each computed once (see [`RecurrentStep::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct RecurrentStepValues<'a> {
    scenario: &'a RecurrentStep,
    ///Rows of the fused input and recurrent matrices.
    pub gate_rows: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Multiply-adds of the recurrent matrix per step.
    pub recurrent_macs: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Multiply-adds of the input matrix per step.
    pub input_macs: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Multiply-adds per step.
    pub macs_per_step: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Input and recurrent weights, one multiply-add each per step.
    pub weights: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes of one state vector: what inference keeps at any sequence length.
    pub state_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///States backpropagation through time keeps: one per step.
    pub training_states: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "input_dim",
            ty: "u32",
            doc: "Values of one input (x).",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "hidden_dim",
            ty: "u32",
            doc: "Width of the state (h).",
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
            name: "gates",
            ty: "u32",
            doc: "Affine maps per step: 1 for a plain RNN, 3 for a GRU, 4 for an LSTM.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "steps",
            ty: "u32",
            doc: "Steps of the sequence.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "gate_rows",
            doc: "Rows of the fused input and recurrent matrices.",
            equation: "gates * hidden_dim",
            result_type: "i64",
            depends_on: &["gates", "hidden_dim"],
            template: "{gates} * {hidden_dim}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "recurrent_macs",
            doc: "Multiply-adds of the recurrent matrix per step.",
            equation: "gate_rows * hidden_dim",
            result_type: "i64",
            depends_on: &["hidden_dim", "gate_rows"],
            template: "{gate_rows} * {hidden_dim}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "input_macs",
            doc: "Multiply-adds of the input matrix per step.",
            equation: "gate_rows * input_dim",
            result_type: "i64",
            depends_on: &["input_dim", "gate_rows"],
            template: "{gate_rows} * {input_dim}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "macs_per_step",
            doc: "Multiply-adds per step.",
            equation: "recurrent_macs + input_macs",
            result_type: "i64",
            depends_on: &["recurrent_macs", "input_macs"],
            template: "{recurrent_macs} + {input_macs}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "weights",
            doc: "Input and recurrent weights, one multiply-add each per step.",
            equation: "macs_per_step",
            result_type: "i64",
            depends_on: &["macs_per_step"],
            template: "{macs_per_step}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "state_bytes",
            doc: "Bytes of one state vector: what inference keeps at any sequence length.",
            equation: "hidden_dim * bytes_per_value",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["hidden_dim", "bytes_per_value"],
            template: "{hidden_dim} * {bytes_per_value}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "training_states",
            doc: "States backpropagation through time keeps: one per step.",
            equation: "i64::from(steps)",
            result_type: "i64",
            depends_on: &["steps"],
            template: "i64::from({steps})",
            operation: "result of `from`",
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
    impl RecurrentStep {
        ///Starts a [`RecurrentStepBuilder`]; required inputs must be set before [`RecurrentStepBuilder::build`].
        #[must_use]
        pub fn builder() -> RecurrentStepBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> RecurrentStepBuilder {
            RecurrentStepBuilder {
                input_dim: Some(__Clone::clone(&self.input_dim)),
                hidden_dim: Some(__Clone::clone(&self.hidden_dim)),
                bytes_per_value: Some(__Clone::clone(&self.bytes_per_value)),
                gates: Some(__Clone::clone(&self.gates)),
                steps: Some(__Clone::clone(&self.steps)),
            }
        }
        ///Rows of the fused input and recurrent matrices. Equation: `gates * hidden_dim`.
        #[inline]
        pub fn gate_rows(&self) -> __Result<i64, __c::EvalError> {
            let gates = __Clone::clone(&self.gates);
            let hidden_dim = __Clone::clone(&self.hidden_dim);
            struct gate_rows {}
            __c::member(
                (|| __c::conform::<i64, _, gate_rows>(gates.eq_mul(hidden_dim)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Multiply-adds of the recurrent matrix per step. Equation: `gate_rows * hidden_dim`.
        #[inline]
        pub fn recurrent_macs(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_recurrent_macs(self.gate_rows()?)
        }
        #[doc(hidden)]
        fn __eq_recurrent_macs(&self, gate_rows: i64) -> __Result<i64, __c::EvalError> {
            let hidden_dim = __Clone::clone(&self.hidden_dim);
            struct recurrent_macs {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    recurrent_macs,
                >(gate_rows.eq_mul(hidden_dim)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Multiply-adds of the input matrix per step. Equation: `gate_rows * input_dim`.
        #[inline]
        pub fn input_macs(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_input_macs(self.gate_rows()?)
        }
        #[doc(hidden)]
        fn __eq_input_macs(&self, gate_rows: i64) -> __Result<i64, __c::EvalError> {
            let input_dim = __Clone::clone(&self.input_dim);
            struct input_macs {}
            __c::member(
                (|| __c::conform::<i64, _, input_macs>(gate_rows.eq_mul(input_dim)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Multiply-adds per step. Equation: `recurrent_macs + input_macs`.
        #[inline]
        pub fn macs_per_step(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_macs_per_step(self.recurrent_macs()?, self.input_macs()?)
        }
        #[doc(hidden)]
        fn __eq_macs_per_step(
            &self,
            recurrent_macs: i64,
            input_macs: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct macs_per_step {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    macs_per_step,
                >(recurrent_macs.eq_add(input_macs)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Input and recurrent weights, one multiply-add each per step. Equation: `macs_per_step`.
        #[inline]
        pub fn weights(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_weights(self.macs_per_step()?)
        }
        #[doc(hidden)]
        fn __eq_weights(&self, macs_per_step: i64) -> __Result<i64, __c::EvalError> {
            struct weights {}
            __c::member(
                (|| __c::conform::<i64, _, weights>(macs_per_step))(),
                &__PROPERTIES[4],
            )
        }
        ///Bytes of one state vector: what inference keeps at any sequence length. Equation: `hidden_dim * bytes_per_value`.
        #[inline]
        pub fn state_bytes(&self) -> __Result<Information, __c::EvalError> {
            let hidden_dim = __Clone::clone(&self.hidden_dim);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct state_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    state_bytes,
                >(hidden_dim.eq_mul(bytes_per_value)?))(),
                &__PROPERTIES[5],
            )
        }
        ///States backpropagation through time keeps: one per step. Equation: `i64::from(steps)`.
        #[inline]
        pub fn training_states(&self) -> __Result<i64, __c::EvalError> {
            let steps = __Clone::clone(&self.steps);
            struct training_states {}
            __c::member(
                (|| __c::conform::<i64, _, training_states>(i64::from(steps)))(),
                &__PROPERTIES[6],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`RecurrentStepValues`].
        #[must_use]
        pub fn evaluate(&self) -> RecurrentStepValues<'_> {
            let gate_rows = self.gate_rows();
            let recurrent_macs = __c::after(
                (&gate_rows,),
                |(v0,)| self.__eq_recurrent_macs(v0),
            );
            let input_macs = __c::after((&gate_rows,), |(v0,)| self.__eq_input_macs(v0));
            let macs_per_step = __c::after(
                (&recurrent_macs, &input_macs),
                |(v0, v1)| self.__eq_macs_per_step(v0, v1),
            );
            let weights = __c::after((&macs_per_step,), |(v0,)| self.__eq_weights(v0));
            let state_bytes = self.state_bytes();
            let training_states = self.training_states();
            RecurrentStepValues {
                scenario: self,
                gate_rows,
                recurrent_macs,
                input_macs,
                macs_per_step,
                weights,
                state_bytes,
                training_states,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.input_dim, &__INPUTS[0])?;
            __c::bounded_plain(&self.hidden_dim, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_value, &__INPUTS[2])?;
            __c::bounded_plain(&self.gates, &__INPUTS[3])?;
            __c::bounded_plain(&self.steps, &__INPUTS[4])?;
            Ok(())
        }
    }
    impl RecurrentStepBuilder {
        ///Sets `input_dim`: Values of one input (x).
        #[must_use]
        pub fn input_dim(mut self, value: u32) -> Self {
            self.input_dim = Some(value);
            self
        }
        ///Sets `hidden_dim`: Width of the state (h).
        #[must_use]
        pub fn hidden_dim(mut self, value: u32) -> Self {
            self.hidden_dim = Some(value);
            self
        }
        ///Sets `bytes_per_value`: Storage width of one value.
        #[must_use]
        pub fn bytes_per_value(mut self, value: Information) -> Self {
            self.bytes_per_value = Some(value);
            self
        }
        ///Sets `gates`: Affine maps per step: 1 for a plain RNN, 3 for a GRU, 4 for an LSTM.
        #[must_use]
        pub fn gates(mut self, value: u32) -> Self {
            self.gates = Some(value);
            self
        }
        ///Sets `steps`: Steps of the sequence.
        #[must_use]
        pub fn steps(mut self, value: u32) -> Self {
            self.steps = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<RecurrentStep, __c::InputError> {
            let scenario = RecurrentStep {
                input_dim: __c::given(self.input_dim, "input_dim")?,
                hidden_dim: __c::given(self.hidden_dim, "hidden_dim")?,
                bytes_per_value: __c::given(self.bytes_per_value, "bytes_per_value")?,
                gates: self.gates.unwrap_or_else(|| 1),
                steps: self.steps.unwrap_or_else(|| 1),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for RecurrentStepBuilder {
        type Scenario = RecurrentStep;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "input_dim" => self.input_dim = __c::set(value, &__INPUTS[0])?,
                "hidden_dim" => self.hidden_dim = __c::set(value, &__INPUTS[1])?,
                "bytes_per_value" => {
                    self.bytes_per_value = __c::set(value, &__INPUTS[2])?;
                }
                "gates" => self.gates = __c::set(value, &__INPUTS[3])?,
                "steps" => self.steps = __c::set(value, &__INPUTS[4])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<RecurrentStep, __c::InputError> {
            RecurrentStepBuilder::build(self)
        }
    }
    impl<'a> RecurrentStepValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a RecurrentStep {
            self.scenario
        }
    }
    impl __c::Scenario for RecurrentStep {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "RecurrentStep",
            family: &LAYERS,
            summary: "One time step of a recurrent layer: its weights, its multiply-adds, and the state that inference and training keep.",
            description: "Each step applies `gates` affine maps (one for a plain RNN, three for a GRU, four for an\nLSTM), fused into input and recurrent matrices of gates·hidden rows; every weight does one\nmultiply-add per step. Inference keeps one state vector at any sequence length;\nbackpropagation through time keeps one per step.",
            notes: __c::meta::Notes {
                equation: "rows = gates·h; MACs per step = rows·h + rows·x = weights; state = h × bytes_per_value; training states = steps",
                assumptions: &[
                    "Biases are left out; every weight is used once per step.",
                    "Widths, gates and steps are at least 1 and the byte width above zero, checked when the scenario is built.",
                ],
                rules: __RULES,
                excludes: &[
                    "Elementwise gate arithmetic, and the activations backpropagation keeps beside the states.",
                ],
                derivation: &[
                    "The input matrix is rows × x and the recurrent matrix rows × h; a matrix-vector product does one multiply-add per entry.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A plain RNN step",
                    code: "// A plain RNN step\nuse mlsysim_compute::layers::elman_rnn_step;\n\nlet s = elman_rnn_step()?;\nassert_eq!(s.macs_per_step()?, 29_184);\nassert_eq!(s.state_bytes()?.value, 512.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = RecurrentStepBuilder;
        fn to_builder(&self) -> RecurrentStepBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.input_dim,
                    &self.hidden_dim,
                    &self.bytes_per_value,
                    &self.gates,
                    &self.steps,
                ],
                &[
                    &values.gate_rows,
                    &values.recurrent_macs,
                    &values.input_macs,
                    &values.macs_per_step,
                    &values.weights,
                    &values.state_bytes,
                    &values.training_states,
                ],
            )
        }
    }
    __c::glue!(RecurrentStep);
};
