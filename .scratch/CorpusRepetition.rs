/**A training run set against the unique tokens of its model's own corpus: how many times the run passes over the corpus, and how far the corpus falls short of a compute-optimal one.

The corpus holds `bytes ÷ bytes_per_token` unique tokens. The run processes its training
work over `flops_per_param_token × parameters` tokens, so it reads the corpus that many
times over; a compute-optimal fit asks for `tokens_per_param` tokens per parameter.

# Equation

unique = corpus bytes ÷ bytes per token; processed = training FLOPs ÷ (k × N); passes = processed ÷ unique; optimal = r × N; shortfall = optimal ÷ unique; energy = devices × TDP × run time

# Assumptions

- Every token of the corpus is distinct, and the run's work is spent at k FLOPs per parameter per token.

# Excludes

- Quality differences between repeated and fresh tokens (the cost of repetition).

# Derivation

- Training work C = k N D (Kaplan et al. 2020; Hoffmann et al. 2022).

# Examples

```rust
// GPT-2 XL read WebText many times over
use mlsysim_data::selection::gpt2_xl_web_text_corpus;

let s = gpt2_xl_web_text_corpus()?;
assert!(s.passes()? > 10.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CorpusRepetition {
    ///The training run: its model, accelerators, utilization and training work are read.
    pub run: ClusterTrainingTime,
    ///Bytes of the corpus per token. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_token: Information,
    ///Tokens per parameter of a compute-optimal fit. *Allowed > 0.*
    pub tokens_per_param: f64,
    ///Training FLOPs per parameter per token. *Allowed > 0.*
    pub flops_per_param_token: f64,
}
///Builds a [`CorpusRepetition`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CorpusRepetitionBuilder {
    run: ::core::option::Option<ClusterTrainingTime>,
    bytes_per_token: ::core::option::Option<Information>,
    tokens_per_param: ::core::option::Option<f64>,
    flops_per_param_token: ::core::option::Option<f64>,
}
///Every property of a [`CorpusRepetition`], each computed once (see [`CorpusRepetition::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CorpusRepetitionValues<'a> {
    scenario: &'a CorpusRepetition,
    ///The run's model, by name (the reference returns the model itself).
    pub workload: ::core::result::Result<String, ::mlsysim_core::EvalError>,
    ///The run's accelerator, by name (the reference returns the accelerator itself).
    pub hardware: ::core::result::Result<String, ::mlsysim_core::EvalError>,
    ///Accelerators of the run.
    pub accelerators: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Share of peak the run sustains.
    pub utilization: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Parameters of the model.
    pub parameters: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bytes of the model's training corpus.
    pub corpus_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Training work of the run.
    pub training_flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Unique tokens of the corpus.
    pub unique_tokens: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Tokens a compute-optimal fit trains on at this parameter count.
    pub optimal_tokens: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Compute-optimal tokens over the corpus's unique tokens.
    pub shortfall: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Unique tokens per parameter.
    pub unique_tokens_per_param: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Tokens the run processes.
    pub tokens_processed: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Tokens processed per parameter.
    pub trained_tokens_per_param: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Times the run reads its corpus.
    pub passes: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Wall-clock time of the run.
    pub run_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Accelerator energy at board power for the whole run.
    pub run_energy: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///Parameters and tokens that spend the same work at `tokens_per_param`.
    pub compute_optimal: ::core::result::Result<Vec<f64>, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "run",
            ty: "ClusterTrainingTime",
            doc: "The training run: its model, accelerators, utilization and training work are read.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_token",
            ty: "Information",
            doc: "Bytes of the corpus per token.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tokens_per_param",
            ty: "f64",
            doc: "Tokens per parameter of a compute-optimal fit.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "flops_per_param_token",
            ty: "f64",
            doc: "Training FLOPs per parameter per token.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "workload",
            doc: "The run's model, by name (the reference returns the model itself).",
            equation: "run.workload.name",
            result_type: "String",
            depends_on: &["run"],
            template: "{#0 run.workload.name}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "hardware",
            doc: "The run's accelerator, by name (the reference returns the accelerator itself).",
            equation: "run.hardware.name",
            result_type: "String",
            depends_on: &["run"],
            template: "{#0 run.hardware.name}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "accelerators",
            doc: "Accelerators of the run.",
            equation: "run.n_devices",
            result_type: "i64",
            depends_on: &["run"],
            template: "{#0 run.n_devices}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "utilization",
            doc: "Share of peak the run sustains.",
            equation: "run.efficiency",
            result_type: "f64",
            depends_on: &["run"],
            template: "{#0 run.efficiency}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "parameters",
            doc: "Parameters of the model.",
            equation: "run.workload.parameter_count()",
            result_type: "f64",
            depends_on: &["run"],
            template: "{#0 run.workload.parameter_count()}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "corpus_bytes",
            doc: "Bytes of the model's training corpus.",
            equation: "from_registry(\n    run.workload.training.dataset_size,\n    \"training dataset size\",\n    run.workload.path,\n)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["run"],
            calls: &["from_registry"],
            template: "from_registry({#0 run.workload.training.dataset_size}, \"training dataset size\", {#1 run.workload.path})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "training_flops",
            doc: "Training work of the run.",
            equation: "run.training_ops()",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["run"],
            reaches: &[("run", "training_ops")],
            template: "{#0 run.training_ops()}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "unique_tokens",
            doc: "Unique tokens of the corpus.",
            equation: "corpus_bytes / bytes_per_token",
            result_type: "f64",
            depends_on: &["bytes_per_token", "corpus_bytes"],
            template: "{corpus_bytes} / {bytes_per_token}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "optimal_tokens",
            doc: "Tokens a compute-optimal fit trains on at this parameter count.",
            equation: "tokens_per_param * parameters",
            result_type: "f64",
            depends_on: &["tokens_per_param", "parameters"],
            template: "{tokens_per_param} * {parameters}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "shortfall",
            doc: "Compute-optimal tokens over the corpus's unique tokens.",
            equation: "optimal_tokens / unique_tokens",
            result_type: "f64",
            depends_on: &["optimal_tokens", "unique_tokens"],
            template: "{optimal_tokens} / {unique_tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "unique_tokens_per_param",
            doc: "Unique tokens per parameter.",
            equation: "unique_tokens / parameters",
            result_type: "f64",
            depends_on: &["unique_tokens", "parameters"],
            template: "{unique_tokens} / {parameters}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tokens_processed",
            doc: "Tokens the run processes.",
            equation: "training_flops.value / (flops_per_param_token * parameters)",
            result_type: "f64",
            depends_on: &["flops_per_param_token", "training_flops", "parameters"],
            template: "{training_flops}.value / ({flops_per_param_token} * {parameters})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "trained_tokens_per_param",
            doc: "Tokens processed per parameter.",
            equation: "tokens_processed / parameters",
            result_type: "f64",
            depends_on: &["tokens_processed", "parameters"],
            template: "{tokens_processed} / {parameters}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "passes",
            doc: "Times the run reads its corpus.",
            equation: "tokens_processed / unique_tokens",
            result_type: "f64",
            depends_on: &["tokens_processed", "unique_tokens"],
            template: "{tokens_processed} / {unique_tokens}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "run_time",
            doc: "Wall-clock time of the run.",
            equation: "run.training_time()",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["run"],
            reaches: &[("run", "training_time")],
            template: "{#0 run.training_time()}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "run_energy",
            doc: "Accelerator energy at board power for the whole run.",
            equation: "accelerators\n    * from_registry(run.hardware.tdp, \"thermal design power\", run.hardware.path)\n    * run_time",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::JOULE);
                __c::units::label(&::mlsysim_core::units::JOULE)
            },
            depends_on: &["run", "accelerators", "run_time"],
            calls: &["from_registry"],
            template: "{accelerators}\n    * from_registry({#0 run.hardware.tdp}, \"thermal design power\", {#1 run.hardware.path})\n    * {run_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_optimal",
            doc: "Parameters and tokens that spend the same work at `tokens_per_param`.",
            equation: "compute_optimal_allocation(training_flops, tokens_per_param, flops_per_param_token)",
            result_type: "Vec<f64>",
            depends_on: &["tokens_per_param", "flops_per_param_token", "training_flops"],
            calls: &["compute_optimal_allocation"],
            template: "compute_optimal_allocation({training_flops}, {tokens_per_param}, {flops_per_param_token})",
            named_calls: "compute_optimal_allocation(training_flops, tokens_per_param, flops_per_param_token)",
            operation: "result of `compute_optimal_allocation`",
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
    impl CorpusRepetition {
        ///Starts a [`CorpusRepetitionBuilder`]; required inputs must be set before [`CorpusRepetitionBuilder::build`].
        #[must_use]
        pub fn builder() -> CorpusRepetitionBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CorpusRepetitionBuilder {
            CorpusRepetitionBuilder {
                run: Some(__Clone::clone(&self.run)),
                bytes_per_token: Some(__Clone::clone(&self.bytes_per_token)),
                tokens_per_param: Some(__Clone::clone(&self.tokens_per_param)),
                flops_per_param_token: Some(__Clone::clone(&self.flops_per_param_token)),
            }
        }
        ///The run's model, by name (the reference returns the model itself). Equation: `run.workload.name`.
        #[inline]
        pub fn workload(&self) -> __Result<String, __c::EvalError> {
            let run = __Clone::clone(&self.run);
            struct workload {}
            __c::member(
                (|| __c::conform::<
                    String,
                    _,
                    workload,
                >(run.workload.name.to_string()))(),
                &__PROPERTIES[0],
            )
        }
        ///The run's accelerator, by name (the reference returns the accelerator itself). Equation: `run.hardware.name`.
        #[inline]
        pub fn hardware(&self) -> __Result<String, __c::EvalError> {
            let run = __Clone::clone(&self.run);
            struct hardware {}
            __c::member(
                (|| __c::conform::<
                    String,
                    _,
                    hardware,
                >(run.hardware.name.to_string()))(),
                &__PROPERTIES[1],
            )
        }
        ///Accelerators of the run. Equation: `run.n_devices`.
        #[inline]
        pub fn accelerators(&self) -> __Result<i64, __c::EvalError> {
            let run = __Clone::clone(&self.run);
            struct accelerators {}
            __c::member(
                (|| __c::conform::<i64, _, accelerators>(run.n_devices))(),
                &__PROPERTIES[2],
            )
        }
        ///Share of peak the run sustains. Equation: `run.efficiency`.
        #[inline]
        pub fn utilization(&self) -> __Result<f64, __c::EvalError> {
            let run = __Clone::clone(&self.run);
            struct utilization {}
            __c::member(
                (|| __c::conform::<f64, _, utilization>(run.efficiency))(),
                &__PROPERTIES[3],
            )
        }
        ///Parameters of the model. Equation: `run.workload.parameter_count()`.
        #[inline]
        pub fn parameters(&self) -> __Result<f64, __c::EvalError> {
            let run = __Clone::clone(&self.run);
            struct parameters {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    parameters,
                >(run.workload.parameter_count()?))(),
                &__PROPERTIES[4],
            )
        }
        /**Bytes of the model's training corpus.

Equation:

```text
from_registry(
    run.workload.training.dataset_size,
    "training dataset size",
    run.workload.path,
)
```
*/
        #[inline]
        pub fn corpus_bytes(&self) -> __Result<Information, __c::EvalError> {
            let run = __Clone::clone(&self.run);
            struct corpus_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    corpus_bytes,
                >(
                    ::mlsysim_core::equation::from_registry(
                            run.workload.training.dataset_size,
                            "training dataset size",
                            run.workload.path,
                        )?
                        .quantity(),
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Training work of the run. Equation: `run.training_ops()`.
        #[inline]
        pub fn training_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            let run = __Clone::clone(&self.run);
            struct training_flops {}
            __c::member(
                (|| __c::conform::<FlopCount, _, training_flops>(run.training_ops()?))(),
                &__PROPERTIES[6],
            )
        }
        ///Unique tokens of the corpus. Equation: `corpus_bytes / bytes_per_token`.
        #[inline]
        pub fn unique_tokens(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_unique_tokens(self.corpus_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_unique_tokens(
            &self,
            corpus_bytes: Information,
        ) -> __Result<f64, __c::EvalError> {
            let bytes_per_token = __Clone::clone(&self.bytes_per_token);
            struct unique_tokens {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    unique_tokens,
                >(corpus_bytes.eq_div(bytes_per_token)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Tokens a compute-optimal fit trains on at this parameter count. Equation: `tokens_per_param * parameters`.
        #[inline]
        pub fn optimal_tokens(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_optimal_tokens(self.parameters()?)
        }
        #[doc(hidden)]
        fn __eq_optimal_tokens(&self, parameters: f64) -> __Result<f64, __c::EvalError> {
            let tokens_per_param = __Clone::clone(&self.tokens_per_param);
            struct optimal_tokens {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    optimal_tokens,
                >(tokens_per_param.eq_mul(parameters)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Compute-optimal tokens over the corpus's unique tokens. Equation: `optimal_tokens / unique_tokens`.
        #[inline]
        pub fn shortfall(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_shortfall(self.optimal_tokens()?, self.unique_tokens()?)
        }
        #[doc(hidden)]
        fn __eq_shortfall(
            &self,
            optimal_tokens: f64,
            unique_tokens: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct shortfall {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    shortfall,
                >(optimal_tokens.eq_div(unique_tokens)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Unique tokens per parameter. Equation: `unique_tokens / parameters`.
        #[inline]
        pub fn unique_tokens_per_param(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_unique_tokens_per_param(self.unique_tokens()?, self.parameters()?)
        }
        #[doc(hidden)]
        fn __eq_unique_tokens_per_param(
            &self,
            unique_tokens: f64,
            parameters: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct unique_tokens_per_param {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    unique_tokens_per_param,
                >(unique_tokens.eq_div(parameters)?))(),
                &__PROPERTIES[10],
            )
        }
        ///Tokens the run processes. Equation: `training_flops.value / (flops_per_param_token * parameters)`.
        #[inline]
        pub fn tokens_processed(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_tokens_processed(self.training_flops()?, self.parameters()?)
        }
        #[doc(hidden)]
        fn __eq_tokens_processed(
            &self,
            training_flops: FlopCount,
            parameters: f64,
        ) -> __Result<f64, __c::EvalError> {
            let flops_per_param_token = __Clone::clone(&self.flops_per_param_token);
            struct tokens_processed {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    tokens_processed,
                >(
                    training_flops
                        .value
                        .eq_div(flops_per_param_token.eq_mul(parameters)?)?,
                ))(),
                &__PROPERTIES[11],
            )
        }
        ///Tokens processed per parameter. Equation: `tokens_processed / parameters`.
        #[inline]
        pub fn trained_tokens_per_param(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_trained_tokens_per_param(
                self.tokens_processed()?,
                self.parameters()?,
            )
        }
        #[doc(hidden)]
        fn __eq_trained_tokens_per_param(
            &self,
            tokens_processed: f64,
            parameters: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct trained_tokens_per_param {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    trained_tokens_per_param,
                >(tokens_processed.eq_div(parameters)?))(),
                &__PROPERTIES[12],
            )
        }
        ///Times the run reads its corpus. Equation: `tokens_processed / unique_tokens`.
        #[inline]
        pub fn passes(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_passes(self.tokens_processed()?, self.unique_tokens()?)
        }
        #[doc(hidden)]
        fn __eq_passes(
            &self,
            tokens_processed: f64,
            unique_tokens: f64,
        ) -> __Result<f64, __c::EvalError> {
            struct passes {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    passes,
                >(tokens_processed.eq_div(unique_tokens)?))(),
                &__PROPERTIES[13],
            )
        }
        ///Wall-clock time of the run. Equation: `run.training_time()`.
        #[inline]
        pub fn run_time(&self) -> __Result<Time, __c::EvalError> {
            let run = __Clone::clone(&self.run);
            struct run_time {}
            __c::member(
                (|| __c::conform::<Time, _, run_time>(run.training_time()?))(),
                &__PROPERTIES[14],
            )
        }
        /**Accelerator energy at board power for the whole run.

Equation:

```text
accelerators
    * from_registry(run.hardware.tdp, "thermal design power", run.hardware.path)
    * run_time
```
*/
        #[inline]
        pub fn run_energy(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_run_energy(self.accelerators()?, self.run_time()?)
        }
        #[doc(hidden)]
        fn __eq_run_energy(
            &self,
            accelerators: i64,
            run_time: Time,
        ) -> __Result<Energy, __c::EvalError> {
            let run = __Clone::clone(&self.run);
            struct run_energy {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    run_energy,
                >(
                    accelerators
                        .eq_mul(
                            ::mlsysim_core::equation::from_registry(
                                run.hardware.tdp,
                                "thermal design power",
                                run.hardware.path,
                            )?,
                        )?
                        .eq_mul(run_time)?,
                ))(),
                &__PROPERTIES[15],
            )
        }
        ///Parameters and tokens that spend the same work at `tokens_per_param`. Equation: `compute_optimal_allocation(training_flops, tokens_per_param, flops_per_param_token)`.
        #[inline]
        pub fn compute_optimal(&self) -> __Result<Vec<f64>, __c::EvalError> {
            self.__eq_compute_optimal(self.training_flops()?)
        }
        #[doc(hidden)]
        fn __eq_compute_optimal(
            &self,
            training_flops: FlopCount,
        ) -> __Result<Vec<f64>, __c::EvalError> {
            let tokens_per_param = __Clone::clone(&self.tokens_per_param);
            let flops_per_param_token = __Clone::clone(&self.flops_per_param_token);
            struct compute_optimal {}
            __c::member(
                (|| __c::conform::<
                    Vec<f64>,
                    _,
                    compute_optimal,
                >(
                    ::mlsysim_core::equation::compute_optimal_allocation(
                        training_flops,
                        tokens_per_param,
                        flops_per_param_token,
                    )?,
                ))(),
                &__PROPERTIES[16],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CorpusRepetitionValues`].
        #[must_use]
        pub fn evaluate(&self) -> CorpusRepetitionValues<'_> {
            let workload = self.workload();
            let hardware = self.hardware();
            let accelerators = self.accelerators();
            let utilization = self.utilization();
            let parameters = self.parameters();
            let corpus_bytes = self.corpus_bytes();
            let training_flops = self.training_flops();
            let unique_tokens = __c::after(
                (&corpus_bytes,),
                |(v0,)| self.__eq_unique_tokens(v0),
            );
            let optimal_tokens = __c::after(
                (&parameters,),
                |(v0,)| self.__eq_optimal_tokens(v0),
            );
            let shortfall = __c::after(
                (&optimal_tokens, &unique_tokens),
                |(v0, v1)| self.__eq_shortfall(v0, v1),
            );
            let unique_tokens_per_param = __c::after(
                (&unique_tokens, &parameters),
                |(v0, v1)| self.__eq_unique_tokens_per_param(v0, v1),
            );
            let tokens_processed = __c::after(
                (&training_flops, &parameters),
                |(v0, v1)| self.__eq_tokens_processed(v0, v1),
            );
            let trained_tokens_per_param = __c::after(
                (&tokens_processed, &parameters),
                |(v0, v1)| self.__eq_trained_tokens_per_param(v0, v1),
            );
            let passes = __c::after(
                (&tokens_processed, &unique_tokens),
                |(v0, v1)| self.__eq_passes(v0, v1),
            );
            let run_time = self.run_time();
            let run_energy = __c::after(
                (&accelerators, &run_time),
                |(v0, v1)| self.__eq_run_energy(v0, v1),
            );
            let compute_optimal = __c::after(
                (&training_flops,),
                |(v0,)| self.__eq_compute_optimal(v0),
            );
            CorpusRepetitionValues {
                scenario: self,
                workload,
                hardware,
                accelerators,
                utilization,
                parameters,
                corpus_bytes,
                training_flops,
                unique_tokens,
                optimal_tokens,
                shortfall,
                unique_tokens_per_param,
                tokens_processed,
                trained_tokens_per_param,
                passes,
                run_time,
                run_energy,
                compute_optimal,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.run, &__INPUTS[0])?;
            __c::bounded(&self.bytes_per_token, &__INPUTS[1])?;
            __c::bounded(&self.tokens_per_param, &__INPUTS[2])?;
            __c::bounded(&self.flops_per_param_token, &__INPUTS[3])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_workload(&self) -> __c::Parts {
            __c::traced(
                self.workload(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let run = __Clone::clone(& self.run); let part = run.workload
                    .name.to_string(); Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_hardware(&self) -> __c::Parts {
            __c::traced(
                self.hardware(),
                &__PROPERTIES[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let run = __Clone::clone(& self.run); let part = run.hardware
                    .name.to_string(); Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_accelerators(&self) -> __c::Parts {
            __c::traced(
                self.accelerators(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let run = __Clone::clone(& self.run); let part = run.n_devices;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_utilization(&self) -> __c::Parts {
            __c::traced(
                self.utilization(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let run = __Clone::clone(& self.run); let part = run.efficiency;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_parameters(&self) -> __c::Parts {
            __c::traced(
                self.parameters(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let run = __Clone::clone(& self.run); let part = run.workload
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_corpus_bytes(&self) -> __c::Parts {
            __c::traced(
                self.corpus_bytes(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let run = __Clone::clone(& self.run); let part = run.workload
                    .training.dataset_size; Ok((& __c::Showing(& part, None)).__shown())
                    }) (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let run = __Clone::clone(& self.run); let part =
                    run.workload.path; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let run = __Clone::clone(&
                    self.run); let part = run.workload.training.dataset_size; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "training dataset size";
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let run = __Clone::clone(& self
                    .run); let part = run.workload.path; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_training_flops(&self) -> __c::Parts {
            __c::traced(
                self.training_flops(),
                &__PROPERTIES[6],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let run = __Clone::clone(& self.run); let part = run
                    .training_ops() ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_run_time(&self) -> __c::Parts {
            __c::traced(
                self.run_time(),
                &__PROPERTIES[14],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let run = __Clone::clone(& self.run); let part = run
                    .training_time() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_run_energy(&self) -> __c::Parts {
            __c::traced(
                self.run_energy(),
                &__PROPERTIES[15],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let run = __Clone::clone(& self.run); let part = run.hardware
                    .tdp; Ok((& __c::Showing(& part, None)).__shown()) }) (), (|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let run = __Clone::clone(& self.run); let part = run.hardware.path;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let run = __Clone::clone(&
                    self.run); let part = run.hardware.tdp; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = "thermal design power"; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()), __c::Operand::Value((|| -> ::core::result::Result
                    < Option < __c::Value >, __c::EvalError > { let run =
                    __Clone::clone(& self.run); let part = run.hardware.path; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl CorpusRepetitionBuilder {
        ///Sets `run`: The training run: its model, accelerators, utilization and training work are read.
        #[must_use]
        pub fn run(mut self, value: ClusterTrainingTime) -> Self {
            self.run = Some(value);
            self
        }
        ///Sets `bytes_per_token`: Bytes of the corpus per token.
        #[must_use]
        pub fn bytes_per_token(mut self, value: Information) -> Self {
            self.bytes_per_token = Some(value);
            self
        }
        ///Sets `tokens_per_param`: Tokens per parameter of a compute-optimal fit.
        #[must_use]
        pub fn tokens_per_param(mut self, value: f64) -> Self {
            self.tokens_per_param = Some(value);
            self
        }
        ///Sets `flops_per_param_token`: Training FLOPs per parameter per token.
        #[must_use]
        pub fn flops_per_param_token(mut self, value: f64) -> Self {
            self.flops_per_param_token = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<CorpusRepetition, __c::InputError> {
            let scenario = CorpusRepetition {
                run: __c::given(self.run, "run")?,
                bytes_per_token: __c::given(self.bytes_per_token, "bytes_per_token")?,
                tokens_per_param: __c::given(self.tokens_per_param, "tokens_per_param")?,
                flops_per_param_token: __c::given(
                    self.flops_per_param_token,
                    "flops_per_param_token",
                )?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CorpusRepetitionBuilder {
        type Scenario = CorpusRepetition;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "run" => self.run = __c::set(value, &__INPUTS[0])?,
                "bytes_per_token" => {
                    self.bytes_per_token = __c::set(value, &__INPUTS[1])?;
                }
                "tokens_per_param" => {
                    self.tokens_per_param = __c::set(value, &__INPUTS[2])?;
                }
                "flops_per_param_token" => {
                    self.flops_per_param_token = __c::set(value, &__INPUTS[3])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CorpusRepetition, __c::InputError> {
            CorpusRepetitionBuilder::build(self)
        }
    }
    impl<'a> CorpusRepetitionValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CorpusRepetition {
            self.scenario
        }
    }
    impl __c::Scenario for CorpusRepetition {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CorpusRepetition",
            family: &SELECTION,
            summary: "A training run set against the unique tokens of its model's own corpus: how many times the run passes over the corpus, and how far the corpus falls short of a compute-optimal one.",
            description: "The corpus holds `bytes ÷ bytes_per_token` unique tokens. The run processes its training\nwork over `flops_per_param_token × parameters` tokens, so it reads the corpus that many\ntimes over; a compute-optimal fit asks for `tokens_per_param` tokens per parameter.",
            notes: __c::meta::Notes {
                equation: "unique = corpus bytes ÷ bytes per token; processed = training FLOPs ÷ (k × N); passes = processed ÷ unique; optimal = r × N; shortfall = optimal ÷ unique; energy = devices × TDP × run time",
                assumptions: &[
                    "Every token of the corpus is distinct, and the run's work is spent at k FLOPs per parameter per token.",
                ],
                rules: __RULES,
                excludes: &[
                    "Quality differences between repeated and fresh tokens (the cost of repetition).",
                ],
                derivation: &[
                    "Training work C = k N D (Kaplan et al. 2020; Hoffmann et al. 2022).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "GPT-2 XL read WebText many times over",
                    code: "// GPT-2 XL read WebText many times over\nuse mlsysim_data::selection::gpt2_xl_web_text_corpus;\n\nlet s = gpt2_xl_web_text_corpus()?;\nassert!(s.passes()? > 10.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = CorpusRepetitionBuilder;
        fn to_builder(&self) -> CorpusRepetitionBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.run,
                    &self.bytes_per_token,
                    &self.tokens_per_param,
                    &self.flops_per_param_token,
                ],
                &[
                    &values.workload,
                    &values.hardware,
                    &values.accelerators,
                    &values.utilization,
                    &values.parameters,
                    &values.corpus_bytes,
                    &values.training_flops,
                    &values.unique_tokens,
                    &values.optimal_tokens,
                    &values.shortfall,
                    &values.unique_tokens_per_param,
                    &values.tokens_processed,
                    &values.trained_tokens_per_param,
                    &values.passes,
                    &values.run_time,
                    &values.run_energy,
                    &values.compute_optimal,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "workload" => Some(Ok(self.__explain_workload())),
                "hardware" => Some(Ok(self.__explain_hardware())),
                "accelerators" => Some(Ok(self.__explain_accelerators())),
                "utilization" => Some(Ok(self.__explain_utilization())),
                "parameters" => Some(Ok(self.__explain_parameters())),
                "corpus_bytes" => Some(Ok(self.__explain_corpus_bytes())),
                "training_flops" => Some(Ok(self.__explain_training_flops())),
                "run_time" => Some(Ok(self.__explain_run_time())),
                "run_energy" => Some(Ok(self.__explain_run_energy())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "run" => (&__c::explain::Held(&self.run)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(CorpusRepetition);
};
