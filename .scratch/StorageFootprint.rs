/**What a training run reads once, writes at every save, and keeps in its archive.

A resumable checkpoint holds `bytes_per_param` for every parameter of the workload and is
written once per save interval, so a long run writes many times more checkpoint bytes than
the corpus it reads once. The corpus is cut into shards of `shard_bytes`; the archive keeps
every `archive_every`-th checkpoint (and the last one when the count leaves a remainder),
the compressed source and the tokenized corpus.

# Equation

checkpoint = parameters × bytes_per_param; saves = trunc(run ÷ interval); written = saves × checkpoint; archived = ceil(saves ÷ archive_every); archive = archived × checkpoint + source + corpus

# Assumptions

- Every save writes the whole resumable state; nothing is deduplicated or compressed.
- Only whole intervals count as saves: a run shorter than one interval saves nothing.

# Excludes

- Replication of the stored bytes, and logs, metrics and evaluation outputs.

# Derivation

- Bytes written add up save by save; the corpus is read once over the run.

# Examples

```rust
// A 175B run writes far more than it reads
use mlsysim_data::storage::gpt3_storage_footprint;

let s = gpt3_storage_footprint()?;
assert_eq!(s.saves()?, 4320);
assert!(s.write_read_ratio()? > 1000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct StorageFootprint {
    ///The model trained; its parameter count sizes the checkpoint.
    pub workload: &'static Workload,
    ///Bytes the resumable state keeps per parameter. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_param: Information,
    ///Bytes of the tokenized corpus, read once. *Shown in `TB`; allowed > 0.*
    pub corpus_bytes: Information,
    ///Bytes of the compressed source kept for lineage. *Shown in `TB`; allowed >= 0.*
    pub source_bytes: Information,
    ///Length of the run. *Shown in `DAY`; allowed > 0.*
    pub run_duration: Time,
    ///Time between saves. *Shown in `MINUTE`; allowed > 0.*
    pub save_interval: Time,
    ///Bytes of one corpus shard. *Shown in `GB`; allowed > 0.*
    pub shard_bytes: Information,
    ///The archive keeps every this-many-th checkpoint. *Default `100`; allowed >= 1.*
    pub archive_every: i64,
}
///Builds a [`StorageFootprint`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct StorageFootprintBuilder {
    workload: ::core::option::Option<&'static Workload>,
    bytes_per_param: ::core::option::Option<Information>,
    corpus_bytes: ::core::option::Option<Information>,
    source_bytes: ::core::option::Option<Information>,
    run_duration: ::core::option::Option<Time>,
    save_interval: ::core::option::Option<Time>,
    shard_bytes: ::core::option::Option<Information>,
    archive_every: ::core::option::Option<i64>,
}
///Every property of a [`StorageFootprint`], each computed once (see [`StorageFootprint::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct StorageFootprintValues<'a> {
    scenario: &'a StorageFootprint,
    ///Bytes of one checkpoint.
    pub checkpoint_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Saves over the run.
    pub saves: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Checkpoint bytes written over the run.
    pub checkpoint_bytes_written: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Checkpoint bytes written per corpus byte read.
    pub write_read_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The corpus spread over the run: the mean read rate.
    pub average_read_rate: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Shards of the corpus, to the nearest whole shard.
    pub shard_count: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Checkpoints the archive keeps.
    pub archived_checkpoints: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes of the archive: kept checkpoints, the source and the corpus.
    pub archive_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model trained; its parameter count sizes the checkpoint.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_param",
            ty: "Information",
            doc: "Bytes the resumable state keeps per parameter.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "corpus_bytes",
            ty: "Information",
            doc: "Bytes of the tokenized corpus, read once.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "source_bytes",
            ty: "Information",
            doc: "Bytes of the compressed source kept for lineage.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "run_duration",
            ty: "Time",
            doc: "Length of the run.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::DAY);
                __c::units::label(&::mlsysim_core::units::DAY)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "save_interval",
            ty: "Time",
            doc: "Time between saves.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "shard_bytes",
            ty: "Information",
            doc: "Bytes of one corpus shard.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "archive_every",
            ty: "i64",
            doc: "The archive keeps every this-many-th checkpoint.",
            default: Some("100"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "checkpoint_bytes",
            doc: "Bytes of one checkpoint.",
            equation: "memory_from_params(workload.parameter_count(), bytes_per_param)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            depends_on: &["workload", "bytes_per_param"],
            reaches: &[("workload", "parameter_count")],
            calls: &["memory_from_params"],
            template: "memory_from_params({#0 workload.parameter_count()}, {bytes_per_param})",
            operation: "result of `memory_from_params`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "saves",
            doc: "Saves over the run.",
            equation: "trunc(run_duration / save_interval)",
            result_type: "i64",
            depends_on: &["run_duration", "save_interval"],
            calls: &["trunc"],
            template: "trunc({run_duration} / {save_interval})",
            operation: "result of `trunc`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "checkpoint_bytes_written",
            doc: "Checkpoint bytes written over the run.",
            equation: "checkpoint_bytes * saves",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::PB);
                __c::units::label(&::mlsysim_core::units::PB)
            },
            depends_on: &["checkpoint_bytes", "saves"],
            template: "{checkpoint_bytes} * {saves}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "write_read_ratio",
            doc: "Checkpoint bytes written per corpus byte read.",
            equation: "checkpoint_bytes_written / corpus_bytes",
            result_type: "f64",
            depends_on: &["corpus_bytes", "checkpoint_bytes_written"],
            template: "{checkpoint_bytes_written} / {corpus_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "average_read_rate",
            doc: "The corpus spread over the run: the mean read rate.",
            equation: "corpus_bytes / run_duration",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::MB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::MB_PER_SECOND)
            },
            depends_on: &["corpus_bytes", "run_duration"],
            template: "{corpus_bytes} / {run_duration}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "shard_count",
            doc: "Shards of the corpus, to the nearest whole shard.",
            equation: "round_half_even(corpus_bytes / shard_bytes)",
            result_type: "i64",
            depends_on: &["corpus_bytes", "shard_bytes"],
            calls: &["round_half_even"],
            template: "round_half_even({corpus_bytes} / {shard_bytes})",
            operation: "result of `round_half_even`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "archived_checkpoints",
            doc: "Checkpoints the archive keeps.",
            equation: "floor_div(saves, archive_every) + i64::from(modulo(saves, archive_every) != 0)",
            result_type: "i64",
            depends_on: &["archive_every", "saves"],
            calls: &["floor_div", "modulo"],
            template: "floor_div({saves}, {archive_every})\n    + i64::from(modulo({saves}, {archive_every}) != 0)",
            named_calls: "floor_div(saves, archive_every); modulo(saves, archive_every)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "archive_bytes",
            doc: "Bytes of the archive: kept checkpoints, the source and the corpus.",
            equation: "archived_checkpoints * checkpoint_bytes + source_bytes + corpus_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            depends_on: &[
                "source_bytes",
                "corpus_bytes",
                "archived_checkpoints",
                "checkpoint_bytes",
            ],
            template: "{archived_checkpoints} * {checkpoint_bytes} + {source_bytes} + {corpus_bytes}",
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
    impl StorageFootprint {
        ///Starts a [`StorageFootprintBuilder`]; required inputs must be set before [`StorageFootprintBuilder::build`].
        #[must_use]
        pub fn builder() -> StorageFootprintBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> StorageFootprintBuilder {
            StorageFootprintBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                bytes_per_param: Some(__Clone::clone(&self.bytes_per_param)),
                corpus_bytes: Some(__Clone::clone(&self.corpus_bytes)),
                source_bytes: Some(__Clone::clone(&self.source_bytes)),
                run_duration: Some(__Clone::clone(&self.run_duration)),
                save_interval: Some(__Clone::clone(&self.save_interval)),
                shard_bytes: Some(__Clone::clone(&self.shard_bytes)),
                archive_every: Some(__Clone::clone(&self.archive_every)),
            }
        }
        ///Bytes of one checkpoint. Equation: `memory_from_params(workload.parameter_count(), bytes_per_param)`.
        #[inline]
        pub fn checkpoint_bytes(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_param = __Clone::clone(&self.bytes_per_param);
            struct checkpoint_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    checkpoint_bytes,
                >(
                    ::mlsysim_core::equation::memory_from_params(
                        workload.parameter_count()?,
                        bytes_per_param,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Saves over the run. Equation: `trunc(run_duration / save_interval)`.
        #[inline]
        pub fn saves(&self) -> __Result<i64, __c::EvalError> {
            let run_duration = __Clone::clone(&self.run_duration);
            let save_interval = __Clone::clone(&self.save_interval);
            struct saves {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    saves,
                >(
                    ::mlsysim_core::equation::trunc(run_duration.eq_div(save_interval)?)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Checkpoint bytes written over the run. Equation: `checkpoint_bytes * saves`.
        #[inline]
        pub fn checkpoint_bytes_written(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_checkpoint_bytes_written(self.checkpoint_bytes()?, self.saves()?)
        }
        #[doc(hidden)]
        fn __eq_checkpoint_bytes_written(
            &self,
            checkpoint_bytes: Information,
            saves: i64,
        ) -> __Result<Information, __c::EvalError> {
            struct checkpoint_bytes_written {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    checkpoint_bytes_written,
                >(checkpoint_bytes.eq_mul(saves)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Checkpoint bytes written per corpus byte read. Equation: `checkpoint_bytes_written / corpus_bytes`.
        #[inline]
        pub fn write_read_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_write_read_ratio(self.checkpoint_bytes_written()?)
        }
        #[doc(hidden)]
        fn __eq_write_read_ratio(
            &self,
            checkpoint_bytes_written: Information,
        ) -> __Result<f64, __c::EvalError> {
            let corpus_bytes = __Clone::clone(&self.corpus_bytes);
            struct write_read_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    write_read_ratio,
                >(checkpoint_bytes_written.eq_div(corpus_bytes)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The corpus spread over the run: the mean read rate. Equation: `corpus_bytes / run_duration`.
        #[inline]
        pub fn average_read_rate(&self) -> __Result<DataRate, __c::EvalError> {
            let corpus_bytes = __Clone::clone(&self.corpus_bytes);
            let run_duration = __Clone::clone(&self.run_duration);
            struct average_read_rate {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    average_read_rate,
                >(corpus_bytes.eq_div(run_duration)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Shards of the corpus, to the nearest whole shard. Equation: `round_half_even(corpus_bytes / shard_bytes)`.
        #[inline]
        pub fn shard_count(&self) -> __Result<i64, __c::EvalError> {
            let corpus_bytes = __Clone::clone(&self.corpus_bytes);
            let shard_bytes = __Clone::clone(&self.shard_bytes);
            struct shard_count {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    shard_count,
                >(
                    ::mlsysim_core::equation::round_half_even(
                        corpus_bytes.eq_div(shard_bytes)?,
                    )?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Checkpoints the archive keeps. Equation: `floor_div(saves, archive_every) + i64::from(modulo(saves, archive_every) != 0)`.
        #[inline]
        pub fn archived_checkpoints(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_archived_checkpoints(self.saves()?)
        }
        #[doc(hidden)]
        fn __eq_archived_checkpoints(
            &self,
            saves: i64,
        ) -> __Result<i64, __c::EvalError> {
            let archive_every = __Clone::clone(&self.archive_every);
            struct archived_checkpoints {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    archived_checkpoints,
                >(
                    ::mlsysim_core::equation::floor_div(saves, archive_every)?
                        .eq_add(
                            i64::from(
                                ::mlsysim_core::equation::modulo(saves, archive_every)? != 0,
                            ),
                        )?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///Bytes of the archive: kept checkpoints, the source and the corpus. Equation: `archived_checkpoints * checkpoint_bytes + source_bytes + corpus_bytes`.
        #[inline]
        pub fn archive_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_archive_bytes(
                self.archived_checkpoints()?,
                self.checkpoint_bytes()?,
            )
        }
        #[doc(hidden)]
        fn __eq_archive_bytes(
            &self,
            archived_checkpoints: i64,
            checkpoint_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            let source_bytes = __Clone::clone(&self.source_bytes);
            let corpus_bytes = __Clone::clone(&self.corpus_bytes);
            struct archive_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    archive_bytes,
                >(
                    archived_checkpoints
                        .eq_mul(checkpoint_bytes)?
                        .eq_add(source_bytes)?
                        .eq_add(corpus_bytes)?,
                ))(),
                &__PROPERTIES[7],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`StorageFootprintValues`].
        #[must_use]
        pub fn evaluate(&self) -> StorageFootprintValues<'_> {
            let checkpoint_bytes = self.checkpoint_bytes();
            let saves = self.saves();
            let checkpoint_bytes_written = __c::after(
                (&checkpoint_bytes, &saves),
                |(v0, v1)| self.__eq_checkpoint_bytes_written(v0, v1),
            );
            let write_read_ratio = __c::after(
                (&checkpoint_bytes_written,),
                |(v0,)| self.__eq_write_read_ratio(v0),
            );
            let average_read_rate = self.average_read_rate();
            let shard_count = self.shard_count();
            let archived_checkpoints = __c::after(
                (&saves,),
                |(v0,)| self.__eq_archived_checkpoints(v0),
            );
            let archive_bytes = __c::after(
                (&archived_checkpoints, &checkpoint_bytes),
                |(v0, v1)| self.__eq_archive_bytes(v0, v1),
            );
            StorageFootprintValues {
                scenario: self,
                checkpoint_bytes,
                saves,
                checkpoint_bytes_written,
                write_read_ratio,
                average_read_rate,
                shard_count,
                archived_checkpoints,
                archive_bytes,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded(&self.bytes_per_param, &__INPUTS[1])?;
            __c::bounded(&self.corpus_bytes, &__INPUTS[2])?;
            __c::bounded(&self.source_bytes, &__INPUTS[3])?;
            __c::bounded(&self.run_duration, &__INPUTS[4])?;
            __c::bounded(&self.save_interval, &__INPUTS[5])?;
            __c::bounded(&self.shard_bytes, &__INPUTS[6])?;
            __c::bounded_plain(&self.archive_every, &__INPUTS[7])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_checkpoint_bytes(&self) -> __c::Parts {
            __c::traced(
                self.checkpoint_bytes(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.parameter_count() ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "memory_from_params", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload
                    .parameter_count() ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()), __c::Operand::Name("bytes_per_param")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_saves(&self) -> __c::Parts {
            __c::traced(
                self.saves(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "trunc", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let run_duration =
                    __Clone::clone(& self.run_duration); let save_interval =
                    __Clone::clone(& self.save_interval); let part = run_duration
                    .eq_div(save_interval) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_shard_count(&self) -> __c::Parts {
            __c::traced(
                self.shard_count(),
                &__PROPERTIES[5],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "round_half_even", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let corpus_bytes =
                    __Clone::clone(& self.corpus_bytes); let shard_bytes =
                    __Clone::clone(& self.shard_bytes); let part = corpus_bytes
                    .eq_div(shard_bytes) ?; Ok((& __c::Showing(& part, None)).__shown())
                    }) ())] }
                ],
            )
        }
    }
    impl StorageFootprintBuilder {
        ///Sets `workload`: The model trained; its parameter count sizes the checkpoint.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `bytes_per_param`: Bytes the resumable state keeps per parameter.
        #[must_use]
        pub fn bytes_per_param(mut self, value: Information) -> Self {
            self.bytes_per_param = Some(value);
            self
        }
        ///Sets `corpus_bytes`: Bytes of the tokenized corpus, read once.
        #[must_use]
        pub fn corpus_bytes(mut self, value: Information) -> Self {
            self.corpus_bytes = Some(value);
            self
        }
        ///Sets `source_bytes`: Bytes of the compressed source kept for lineage.
        #[must_use]
        pub fn source_bytes(mut self, value: Information) -> Self {
            self.source_bytes = Some(value);
            self
        }
        ///Sets `run_duration`: Length of the run.
        #[must_use]
        pub fn run_duration(mut self, value: Time) -> Self {
            self.run_duration = Some(value);
            self
        }
        ///Sets `save_interval`: Time between saves.
        #[must_use]
        pub fn save_interval(mut self, value: Time) -> Self {
            self.save_interval = Some(value);
            self
        }
        ///Sets `shard_bytes`: Bytes of one corpus shard.
        #[must_use]
        pub fn shard_bytes(mut self, value: Information) -> Self {
            self.shard_bytes = Some(value);
            self
        }
        ///Sets `archive_every`: The archive keeps every this-many-th checkpoint.
        #[must_use]
        pub fn archive_every(mut self, value: i64) -> Self {
            self.archive_every = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<StorageFootprint, __c::InputError> {
            let scenario = StorageFootprint {
                workload: __c::given(self.workload, "workload")?,
                bytes_per_param: __c::given(self.bytes_per_param, "bytes_per_param")?,
                corpus_bytes: __c::given(self.corpus_bytes, "corpus_bytes")?,
                source_bytes: __c::given(self.source_bytes, "source_bytes")?,
                run_duration: __c::given(self.run_duration, "run_duration")?,
                save_interval: __c::given(self.save_interval, "save_interval")?,
                shard_bytes: __c::given(self.shard_bytes, "shard_bytes")?,
                archive_every: self.archive_every.unwrap_or_else(|| 100),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for StorageFootprintBuilder {
        type Scenario = StorageFootprint;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "bytes_per_param" => {
                    self.bytes_per_param = __c::set(value, &__INPUTS[1])?;
                }
                "corpus_bytes" => self.corpus_bytes = __c::set(value, &__INPUTS[2])?,
                "source_bytes" => self.source_bytes = __c::set(value, &__INPUTS[3])?,
                "run_duration" => self.run_duration = __c::set(value, &__INPUTS[4])?,
                "save_interval" => self.save_interval = __c::set(value, &__INPUTS[5])?,
                "shard_bytes" => self.shard_bytes = __c::set(value, &__INPUTS[6])?,
                "archive_every" => self.archive_every = __c::set(value, &__INPUTS[7])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<StorageFootprint, __c::InputError> {
            StorageFootprintBuilder::build(self)
        }
    }
    impl<'a> StorageFootprintValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a StorageFootprint {
            self.scenario
        }
    }
    impl __c::Scenario for StorageFootprint {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "StorageFootprint",
            family: &STORAGE,
            summary: "What a training run reads once, writes at every save, and keeps in its archive.",
            description: "A resumable checkpoint holds `bytes_per_param` for every parameter of the workload and is\nwritten once per save interval, so a long run writes many times more checkpoint bytes than\nthe corpus it reads once. The corpus is cut into shards of `shard_bytes`; the archive keeps\nevery `archive_every`-th checkpoint (and the last one when the count leaves a remainder),\nthe compressed source and the tokenized corpus.",
            notes: __c::meta::Notes {
                equation: "checkpoint = parameters × bytes_per_param; saves = trunc(run ÷ interval); written = saves × checkpoint; archived = ceil(saves ÷ archive_every); archive = archived × checkpoint + source + corpus",
                assumptions: &[
                    "Every save writes the whole resumable state; nothing is deduplicated or compressed.",
                    "Only whole intervals count as saves: a run shorter than one interval saves nothing.",
                ],
                rules: __RULES,
                excludes: &[
                    "Replication of the stored bytes, and logs, metrics and evaluation outputs.",
                ],
                derivation: &[
                    "Bytes written add up save by save; the corpus is read once over the run.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 175B run writes far more than it reads",
                    code: "// A 175B run writes far more than it reads\nuse mlsysim_data::storage::gpt3_storage_footprint;\n\nlet s = gpt3_storage_footprint()?;\nassert_eq!(s.saves()?, 4320);\nassert!(s.write_read_ratio()? > 1000.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = StorageFootprintBuilder;
        fn to_builder(&self) -> StorageFootprintBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.bytes_per_param,
                    &self.corpus_bytes,
                    &self.source_bytes,
                    &self.run_duration,
                    &self.save_interval,
                    &self.shard_bytes,
                    &self.archive_every,
                ],
                &[
                    &values.checkpoint_bytes,
                    &values.saves,
                    &values.checkpoint_bytes_written,
                    &values.write_read_ratio,
                    &values.average_read_rate,
                    &values.shard_count,
                    &values.archived_checkpoints,
                    &values.archive_bytes,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "checkpoint_bytes" => Some(Ok(self.__explain_checkpoint_bytes())),
                "saves" => Some(Ok(self.__explain_saves())),
                "shard_count" => Some(Ok(self.__explain_shard_count())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(StorageFootprint);
};
