/**Streaming every epoch from remote object storage against staging the dataset on local storage once per run, over a year.

Both keep the dataset in object storage as the source of truth. Streaming pays egress for
every epoch of every run; staging adds a year of local capacity and pays egress once per
run. They break even at the epoch count where a run's streaming egress equals staging's
extra cost.

# Equation

source = bytes × object_rate × year; stream = source + runs × epochs × bytes × egress; stage = source + bytes × local_rate × year + runs × bytes × egress; break-even epochs = (local + stage egress) ÷ (runs × bytes × egress)

# Assumptions

- Every epoch reads the whole dataset across the boundary when streaming; staging copies it once per run.

# Excludes

- Request fees, the time staging takes, and local capacity bought rather than rented.

# Derivation

- Two bills over the same year; the break-even solves stream = stage for the epochs per run.

# Examples

```rust
// Staging a 50 TB corpus saves money at 20 epochs a run
use mlsysim_data::storage::vision_corpus_stream_vs_stage;

let s = vision_corpus_stream_vs_stage()?;
assert!(s.savings()?.value > 0.0);
assert!(s.break_even_epochs()? < 20.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct StreamVsStage {
    ///Bytes of the dataset. *Shown in `TB`; allowed > 0.*
    pub dataset_bytes: Information,
    ///Epochs of one run. *Allowed >= 0.*
    pub epochs: i64,
    ///Runs in a year. *Allowed >= 1.*
    pub runs_per_year: i64,
    ///Price of object-storage capacity. *Shown in `USD_PER_TB_MONTH`; allowed >= 0.*
    pub object_rate: StoragePrice,
    ///Price of local capacity. *Shown in `USD_PER_TB_MONTH`; allowed >= 0.*
    pub local_rate: StoragePrice,
    ///Price of a byte leaving the region. *Shown in `USD_PER_GB`; allowed > 0.*
    pub egress_rate: DataPrice,
    ///The period priced: one year. *Shown in `MONTH`; allowed > 0.*
    pub year: Time,
}
///Builds a [`StreamVsStage`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct StreamVsStageBuilder {
    dataset_bytes: ::core::option::Option<Information>,
    epochs: ::core::option::Option<i64>,
    runs_per_year: ::core::option::Option<i64>,
    object_rate: ::core::option::Option<StoragePrice>,
    local_rate: ::core::option::Option<StoragePrice>,
    egress_rate: ::core::option::Option<DataPrice>,
    year: ::core::option::Option<Time>,
}
///Every property of a [`StreamVsStage`], each computed once (see [`StreamVsStage::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct StreamVsStageValues<'a> {
    scenario: &'a StreamVsStage,
    ///A year of the source copy in object storage, paid either way.
    pub source_storage_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Egress of one streamed run.
    pub stream_egress_per_run: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Egress of every streamed run in the year.
    pub stream_egress_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The year's bill when streaming.
    pub stream_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///A year of the local copy.
    pub local_storage_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Egress of one copy per run.
    pub stage_egress_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The year's bill when staging.
    pub stage_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///What staging saves over streaming.
    pub savings: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Epochs per run at which the two bills are equal.
    pub break_even_epochs: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "dataset_bytes",
            ty: "Information",
            doc: "Bytes of the dataset.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "epochs",
            ty: "i64",
            doc: "Epochs of one run.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "runs_per_year",
            ty: "i64",
            doc: "Runs in a year.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "object_rate",
            ty: "StoragePrice",
            doc: "Price of object-storage capacity.",
            label: {
                __c::units::unit_for::<
                    StoragePrice,
                    _,
                >(&::mlsysim_core::units::USD_PER_TB_MONTH);
                __c::units::label(&::mlsysim_core::units::USD_PER_TB_MONTH)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "local_rate",
            ty: "StoragePrice",
            doc: "Price of local capacity.",
            label: {
                __c::units::unit_for::<
                    StoragePrice,
                    _,
                >(&::mlsysim_core::units::USD_PER_TB_MONTH);
                __c::units::label(&::mlsysim_core::units::USD_PER_TB_MONTH)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "egress_rate",
            ty: "DataPrice",
            doc: "Price of a byte leaving the region.",
            label: {
                __c::units::unit_for::<DataPrice, _>(&::mlsysim_core::units::USD_PER_GB);
                __c::units::label(&::mlsysim_core::units::USD_PER_GB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "year",
            ty: "Time",
            doc: "The period priced: one year.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MONTH);
                __c::units::label(&::mlsysim_core::units::MONTH)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "source_storage_cost",
            doc: "A year of the source copy in object storage, paid either way.",
            equation: "dataset_bytes * object_rate * year",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["dataset_bytes", "object_rate", "year"],
            template: "{dataset_bytes} * {object_rate} * {year}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stream_egress_per_run",
            doc: "Egress of one streamed run.",
            equation: "dataset_bytes * epochs * egress_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["dataset_bytes", "epochs", "egress_rate"],
            template: "{dataset_bytes} * {epochs} * {egress_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stream_egress_cost",
            doc: "Egress of every streamed run in the year.",
            equation: "runs_per_year * stream_egress_per_run",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["runs_per_year", "stream_egress_per_run"],
            template: "{runs_per_year} * {stream_egress_per_run}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stream_cost",
            doc: "The year's bill when streaming.",
            equation: "source_storage_cost + stream_egress_cost",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["source_storage_cost", "stream_egress_cost"],
            template: "{source_storage_cost} + {stream_egress_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "local_storage_cost",
            doc: "A year of the local copy.",
            equation: "dataset_bytes * local_rate * year",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["dataset_bytes", "local_rate", "year"],
            template: "{dataset_bytes} * {local_rate} * {year}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stage_egress_cost",
            doc: "Egress of one copy per run.",
            equation: "dataset_bytes * runs_per_year * egress_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["dataset_bytes", "runs_per_year", "egress_rate"],
            template: "{dataset_bytes} * {runs_per_year} * {egress_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stage_cost",
            doc: "The year's bill when staging.",
            equation: "source_storage_cost + local_storage_cost + stage_egress_cost",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &[
                "source_storage_cost",
                "local_storage_cost",
                "stage_egress_cost",
            ],
            template: "{source_storage_cost} + {local_storage_cost} + {stage_egress_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "savings",
            doc: "What staging saves over streaming.",
            equation: "stream_cost - stage_cost",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["stream_cost", "stage_cost"],
            template: "{stream_cost} - {stage_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "break_even_epochs",
            doc: "Epochs per run at which the two bills are equal.",
            equation: "(local_storage_cost + stage_egress_cost)\n    / (runs_per_year * (dataset_bytes * egress_rate))",
            result_type: "f64",
            depends_on: &[
                "runs_per_year",
                "dataset_bytes",
                "egress_rate",
                "local_storage_cost",
                "stage_egress_cost",
            ],
            template: "({local_storage_cost} + {stage_egress_cost})\n    / ({runs_per_year} * ({dataset_bytes} * {egress_rate}))",
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
    impl StreamVsStage {
        ///Starts a [`StreamVsStageBuilder`]; required inputs must be set before [`StreamVsStageBuilder::build`].
        #[must_use]
        pub fn builder() -> StreamVsStageBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> StreamVsStageBuilder {
            StreamVsStageBuilder {
                dataset_bytes: Some(__Clone::clone(&self.dataset_bytes)),
                epochs: Some(__Clone::clone(&self.epochs)),
                runs_per_year: Some(__Clone::clone(&self.runs_per_year)),
                object_rate: Some(__Clone::clone(&self.object_rate)),
                local_rate: Some(__Clone::clone(&self.local_rate)),
                egress_rate: Some(__Clone::clone(&self.egress_rate)),
                year: Some(__Clone::clone(&self.year)),
            }
        }
        ///A year of the source copy in object storage, paid either way. Equation: `dataset_bytes * object_rate * year`.
        #[inline]
        pub fn source_storage_cost(&self) -> __Result<Usd, __c::EvalError> {
            let dataset_bytes = __Clone::clone(&self.dataset_bytes);
            let object_rate = __Clone::clone(&self.object_rate);
            let year = __Clone::clone(&self.year);
            struct source_storage_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    source_storage_cost,
                >(dataset_bytes.eq_mul(object_rate)?.eq_mul(year)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Egress of one streamed run. Equation: `dataset_bytes * epochs * egress_rate`.
        #[inline]
        pub fn stream_egress_per_run(&self) -> __Result<Usd, __c::EvalError> {
            let dataset_bytes = __Clone::clone(&self.dataset_bytes);
            let epochs = __Clone::clone(&self.epochs);
            let egress_rate = __Clone::clone(&self.egress_rate);
            struct stream_egress_per_run {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    stream_egress_per_run,
                >(dataset_bytes.eq_mul(epochs)?.eq_mul(egress_rate)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Egress of every streamed run in the year. Equation: `runs_per_year * stream_egress_per_run`.
        #[inline]
        pub fn stream_egress_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_stream_egress_cost(self.stream_egress_per_run()?)
        }
        #[doc(hidden)]
        fn __eq_stream_egress_cost(
            &self,
            stream_egress_per_run: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let runs_per_year = __Clone::clone(&self.runs_per_year);
            struct stream_egress_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    stream_egress_cost,
                >(runs_per_year.eq_mul(stream_egress_per_run)?))(),
                &__PROPERTIES[2],
            )
        }
        ///The year's bill when streaming. Equation: `source_storage_cost + stream_egress_cost`.
        #[inline]
        pub fn stream_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_stream_cost(
                self.source_storage_cost()?,
                self.stream_egress_cost()?,
            )
        }
        #[doc(hidden)]
        fn __eq_stream_cost(
            &self,
            source_storage_cost: Usd,
            stream_egress_cost: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct stream_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    stream_cost,
                >(source_storage_cost.eq_add(stream_egress_cost)?))(),
                &__PROPERTIES[3],
            )
        }
        ///A year of the local copy. Equation: `dataset_bytes * local_rate * year`.
        #[inline]
        pub fn local_storage_cost(&self) -> __Result<Usd, __c::EvalError> {
            let dataset_bytes = __Clone::clone(&self.dataset_bytes);
            let local_rate = __Clone::clone(&self.local_rate);
            let year = __Clone::clone(&self.year);
            struct local_storage_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    local_storage_cost,
                >(dataset_bytes.eq_mul(local_rate)?.eq_mul(year)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Egress of one copy per run. Equation: `dataset_bytes * runs_per_year * egress_rate`.
        #[inline]
        pub fn stage_egress_cost(&self) -> __Result<Usd, __c::EvalError> {
            let dataset_bytes = __Clone::clone(&self.dataset_bytes);
            let runs_per_year = __Clone::clone(&self.runs_per_year);
            let egress_rate = __Clone::clone(&self.egress_rate);
            struct stage_egress_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    stage_egress_cost,
                >(dataset_bytes.eq_mul(runs_per_year)?.eq_mul(egress_rate)?))(),
                &__PROPERTIES[5],
            )
        }
        ///The year's bill when staging. Equation: `source_storage_cost + local_storage_cost + stage_egress_cost`.
        #[inline]
        pub fn stage_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_stage_cost(
                self.source_storage_cost()?,
                self.local_storage_cost()?,
                self.stage_egress_cost()?,
            )
        }
        #[doc(hidden)]
        fn __eq_stage_cost(
            &self,
            source_storage_cost: Usd,
            local_storage_cost: Usd,
            stage_egress_cost: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct stage_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    stage_cost,
                >(
                    source_storage_cost
                        .eq_add(local_storage_cost)?
                        .eq_add(stage_egress_cost)?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///What staging saves over streaming. Equation: `stream_cost - stage_cost`.
        #[inline]
        pub fn savings(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_savings(self.stream_cost()?, self.stage_cost()?)
        }
        #[doc(hidden)]
        fn __eq_savings(
            &self,
            stream_cost: Usd,
            stage_cost: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct savings {}
            __c::member(
                (|| __c::conform::<Usd, _, savings>(stream_cost.eq_sub(stage_cost)?))(),
                &__PROPERTIES[7],
            )
        }
        /**Epochs per run at which the two bills are equal.

Equation:

```text
(local_storage_cost + stage_egress_cost)
    / (runs_per_year * (dataset_bytes * egress_rate))
```
*/
        #[inline]
        pub fn break_even_epochs(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_break_even_epochs(
                self.local_storage_cost()?,
                self.stage_egress_cost()?,
            )
        }
        #[doc(hidden)]
        fn __eq_break_even_epochs(
            &self,
            local_storage_cost: Usd,
            stage_egress_cost: Usd,
        ) -> __Result<f64, __c::EvalError> {
            let runs_per_year = __Clone::clone(&self.runs_per_year);
            let dataset_bytes = __Clone::clone(&self.dataset_bytes);
            let egress_rate = __Clone::clone(&self.egress_rate);
            struct break_even_epochs {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    break_even_epochs,
                >(
                    local_storage_cost
                        .eq_add(stage_egress_cost)?
                        .eq_div(
                            runs_per_year.eq_mul(dataset_bytes.eq_mul(egress_rate)?)?,
                        )?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`StreamVsStageValues`].
        #[must_use]
        pub fn evaluate(&self) -> StreamVsStageValues<'_> {
            let source_storage_cost = self.source_storage_cost();
            let stream_egress_per_run = self.stream_egress_per_run();
            let stream_egress_cost = __c::after(
                (&stream_egress_per_run,),
                |(v0,)| self.__eq_stream_egress_cost(v0),
            );
            let stream_cost = __c::after(
                (&source_storage_cost, &stream_egress_cost),
                |(v0, v1)| self.__eq_stream_cost(v0, v1),
            );
            let local_storage_cost = self.local_storage_cost();
            let stage_egress_cost = self.stage_egress_cost();
            let stage_cost = __c::after(
                (&source_storage_cost, &local_storage_cost, &stage_egress_cost),
                |(v0, v1, v2)| self.__eq_stage_cost(v0, v1, v2),
            );
            let savings = __c::after(
                (&stream_cost, &stage_cost),
                |(v0, v1)| self.__eq_savings(v0, v1),
            );
            let break_even_epochs = __c::after(
                (&local_storage_cost, &stage_egress_cost),
                |(v0, v1)| self.__eq_break_even_epochs(v0, v1),
            );
            StreamVsStageValues {
                scenario: self,
                source_storage_cost,
                stream_egress_per_run,
                stream_egress_cost,
                stream_cost,
                local_storage_cost,
                stage_egress_cost,
                stage_cost,
                savings,
                break_even_epochs,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.dataset_bytes, &__INPUTS[0])?;
            __c::bounded_plain(&self.epochs, &__INPUTS[1])?;
            __c::bounded_plain(&self.runs_per_year, &__INPUTS[2])?;
            __c::bounded(&self.object_rate, &__INPUTS[3])?;
            __c::bounded(&self.local_rate, &__INPUTS[4])?;
            __c::bounded(&self.egress_rate, &__INPUTS[5])?;
            __c::bounded(&self.year, &__INPUTS[6])?;
            Ok(())
        }
    }
    impl StreamVsStageBuilder {
        ///Sets `dataset_bytes`: Bytes of the dataset.
        #[must_use]
        pub fn dataset_bytes(mut self, value: Information) -> Self {
            self.dataset_bytes = Some(value);
            self
        }
        ///Sets `epochs`: Epochs of one run.
        #[must_use]
        pub fn epochs(mut self, value: i64) -> Self {
            self.epochs = Some(value);
            self
        }
        ///Sets `runs_per_year`: Runs in a year.
        #[must_use]
        pub fn runs_per_year(mut self, value: i64) -> Self {
            self.runs_per_year = Some(value);
            self
        }
        ///Sets `object_rate`: Price of object-storage capacity.
        #[must_use]
        pub fn object_rate(mut self, value: StoragePrice) -> Self {
            self.object_rate = Some(value);
            self
        }
        ///Sets `local_rate`: Price of local capacity.
        #[must_use]
        pub fn local_rate(mut self, value: StoragePrice) -> Self {
            self.local_rate = Some(value);
            self
        }
        ///Sets `egress_rate`: Price of a byte leaving the region.
        #[must_use]
        pub fn egress_rate(mut self, value: DataPrice) -> Self {
            self.egress_rate = Some(value);
            self
        }
        ///Sets `year`: The period priced: one year.
        #[must_use]
        pub fn year(mut self, value: Time) -> Self {
            self.year = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<StreamVsStage, __c::InputError> {
            let scenario = StreamVsStage {
                dataset_bytes: __c::given(self.dataset_bytes, "dataset_bytes")?,
                epochs: __c::given(self.epochs, "epochs")?,
                runs_per_year: __c::given(self.runs_per_year, "runs_per_year")?,
                object_rate: __c::given(self.object_rate, "object_rate")?,
                local_rate: __c::given(self.local_rate, "local_rate")?,
                egress_rate: __c::given(self.egress_rate, "egress_rate")?,
                year: __c::given(self.year, "year")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for StreamVsStageBuilder {
        type Scenario = StreamVsStage;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "dataset_bytes" => self.dataset_bytes = __c::set(value, &__INPUTS[0])?,
                "epochs" => self.epochs = __c::set(value, &__INPUTS[1])?,
                "runs_per_year" => self.runs_per_year = __c::set(value, &__INPUTS[2])?,
                "object_rate" => self.object_rate = __c::set(value, &__INPUTS[3])?,
                "local_rate" => self.local_rate = __c::set(value, &__INPUTS[4])?,
                "egress_rate" => self.egress_rate = __c::set(value, &__INPUTS[5])?,
                "year" => self.year = __c::set(value, &__INPUTS[6])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<StreamVsStage, __c::InputError> {
            StreamVsStageBuilder::build(self)
        }
    }
    impl<'a> StreamVsStageValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a StreamVsStage {
            self.scenario
        }
    }
    impl __c::Scenario for StreamVsStage {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "StreamVsStage",
            family: &STORAGE,
            summary: "Streaming every epoch from remote object storage against staging the dataset on local storage once per run, over a year.",
            description: "Both keep the dataset in object storage as the source of truth. Streaming pays egress for\nevery epoch of every run; staging adds a year of local capacity and pays egress once per\nrun. They break even at the epoch count where a run's streaming egress equals staging's\nextra cost.",
            notes: __c::meta::Notes {
                equation: "source = bytes × object_rate × year; stream = source + runs × epochs × bytes × egress; stage = source + bytes × local_rate × year + runs × bytes × egress; break-even epochs = (local + stage egress) ÷ (runs × bytes × egress)",
                assumptions: &[
                    "Every epoch reads the whole dataset across the boundary when streaming; staging copies it once per run.",
                ],
                rules: __RULES,
                excludes: &[
                    "Request fees, the time staging takes, and local capacity bought rather than rented.",
                ],
                derivation: &[
                    "Two bills over the same year; the break-even solves stream = stage for the epochs per run.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Staging a 50 TB corpus saves money at 20 epochs a run",
                    code: "// Staging a 50 TB corpus saves money at 20 epochs a run\nuse mlsysim_data::storage::vision_corpus_stream_vs_stage;\n\nlet s = vision_corpus_stream_vs_stage()?;\nassert!(s.savings()?.value > 0.0);\nassert!(s.break_even_epochs()? < 20.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = StreamVsStageBuilder;
        fn to_builder(&self) -> StreamVsStageBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.dataset_bytes,
                    &self.epochs,
                    &self.runs_per_year,
                    &self.object_rate,
                    &self.local_rate,
                    &self.egress_rate,
                    &self.year,
                ],
                &[
                    &values.source_storage_cost,
                    &values.stream_egress_per_run,
                    &values.stream_egress_cost,
                    &values.stream_cost,
                    &values.local_storage_cost,
                    &values.stage_egress_cost,
                    &values.stage_cost,
                    &values.savings,
                    &values.break_even_epochs,
                ],
            )
        }
    }
    __c::glue!(StreamVsStage);
};
