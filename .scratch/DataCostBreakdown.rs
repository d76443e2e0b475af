/**A supervised dataset's bill: acquisition, labels, storage over a retention period, and a campaign of training runs; the data's share of it against compute's.

# Equation

labels = count × price; storage = bytes × rate × duration; compute = accelerators × run time × runs × rate; total = acquisition + labels + storage + compute; data share = (total − compute) ÷ total

# Assumptions

- Every label costs the same and every run takes the same time.

# Excludes

- Engineering time, and the storage of checkpoints.

# Derivation

- A bill of unit prices times quantities.

# Examples

```rust
// Labels dominate an ImageNet-scale bill
use mlsysim_data::selection::imagenet_data_cost_breakdown;

let s = imagenet_data_cost_breakdown()?;
assert!(s.data_share()? > s.compute_share()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataCostBreakdown {
    ///What acquiring the data costs. *Shown in `USD`; allowed >= 0.*
    pub acquisition: Usd,
    ///Labels bought. *Allowed >= 0.*
    pub labels: f64,
    ///Price of one label. *Shown in `USD`; allowed >= 0.*
    pub label_price: Usd,
    ///Bytes kept. *Shown in `GB`; allowed >= 0.*
    pub storage_bytes: Information,
    ///Price of capacity. *Shown in `USD_PER_GB_MONTH`; allowed >= 0.*
    pub storage_rate: StoragePrice,
    ///Retention period. *Shown in `MONTH`; allowed >= 0.*
    pub storage_duration: Time,
    ///Wall-clock time of one run. *Shown in `HOUR`; allowed >= 0.*
    pub run_time: Time,
    ///Training runs. *Allowed >= 0.*
    pub runs: i64,
    ///Accelerators of one run. *Allowed >= 1.*
    pub accelerators: i64,
    ///Price of one accelerator-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub accelerator_rate: MoneyRate,
}
///Builds a [`DataCostBreakdown`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DataCostBreakdownBuilder {
    acquisition: ::core::option::Option<Usd>,
    labels: ::core::option::Option<f64>,
    label_price: ::core::option::Option<Usd>,
    storage_bytes: ::core::option::Option<Information>,
    storage_rate: ::core::option::Option<StoragePrice>,
    storage_duration: ::core::option::Option<Time>,
    run_time: ::core::option::Option<Time>,
    runs: ::core::option::Option<i64>,
    accelerators: ::core::option::Option<i64>,
    accelerator_rate: ::core::option::Option<MoneyRate>,
}
///Every property of a [`DataCostBreakdown`], each computed once (see [`DataCostBreakdown::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DataCostBreakdownValues<'a> {
    scenario: &'a DataCostBreakdown,
    ///What the labels cost.
    pub label_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///What storage costs over the retention period.
    pub storage_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Accelerator-hours of one run.
    pub accelerator_hours_per_run: ::core::result::Result<
        Time,
        ::mlsysim_core::EvalError,
    >,
    ///Accelerator-hours of the campaign.
    pub accelerator_hours: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///What the campaign's compute costs.
    pub compute_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The whole bill.
    pub total: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Acquisition, labels and storage as a share of the bill.
    pub data_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Compute as a share of the bill.
    pub compute_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "acquisition",
            ty: "Usd",
            doc: "What acquiring the data costs.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "labels",
            ty: "f64",
            doc: "Labels bought.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "label_price",
            ty: "Usd",
            doc: "Price of one label.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "storage_bytes",
            ty: "Information",
            doc: "Bytes kept.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "storage_rate",
            ty: "StoragePrice",
            doc: "Price of capacity.",
            label: {
                __c::units::unit_for::<
                    StoragePrice,
                    _,
                >(&::mlsysim_core::units::USD_PER_GB_MONTH);
                __c::units::label(&::mlsysim_core::units::USD_PER_GB_MONTH)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "storage_duration",
            ty: "Time",
            doc: "Retention period.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MONTH);
                __c::units::label(&::mlsysim_core::units::MONTH)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "run_time",
            ty: "Time",
            doc: "Wall-clock time of one run.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "runs",
            ty: "i64",
            doc: "Training runs.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerators",
            ty: "i64",
            doc: "Accelerators of one run.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accelerator_rate",
            ty: "MoneyRate",
            doc: "Price of one accelerator-hour.",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "label_cost",
            doc: "What the labels cost.",
            equation: "labels * label_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["labels", "label_price"],
            template: "{labels} * {label_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "storage_cost",
            doc: "What storage costs over the retention period.",
            equation: "storage_bytes * storage_rate * storage_duration",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["storage_bytes", "storage_rate", "storage_duration"],
            template: "{storage_bytes} * {storage_rate} * {storage_duration}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "accelerator_hours_per_run",
            doc: "Accelerator-hours of one run.",
            equation: "accelerators * run_time",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["accelerators", "run_time"],
            template: "{accelerators} * {run_time}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "accelerator_hours",
            doc: "Accelerator-hours of the campaign.",
            equation: "accelerator_hours_per_run * runs",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["runs", "accelerator_hours_per_run"],
            template: "{accelerator_hours_per_run} * {runs}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_cost",
            doc: "What the campaign's compute costs.",
            equation: "accelerator_hours * accelerator_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["accelerator_rate", "accelerator_hours"],
            template: "{accelerator_hours} * {accelerator_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total",
            doc: "The whole bill.",
            equation: "acquisition + label_cost + storage_cost + compute_cost",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["acquisition", "label_cost", "storage_cost", "compute_cost"],
            template: "{acquisition} + {label_cost} + {storage_cost} + {compute_cost}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "data_share",
            doc: "Acquisition, labels and storage as a share of the bill.",
            equation: "(acquisition + label_cost + storage_cost) / total",
            result_type: "f64",
            depends_on: &["acquisition", "label_cost", "storage_cost", "total"],
            template: "({acquisition} + {label_cost} + {storage_cost}) / {total}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_share",
            doc: "Compute as a share of the bill.",
            equation: "compute_cost / total",
            result_type: "f64",
            depends_on: &["compute_cost", "total"],
            template: "{compute_cost} / {total}",
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
    impl DataCostBreakdown {
        ///Starts a [`DataCostBreakdownBuilder`]; required inputs must be set before [`DataCostBreakdownBuilder::build`].
        #[must_use]
        pub fn builder() -> DataCostBreakdownBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DataCostBreakdownBuilder {
            DataCostBreakdownBuilder {
                acquisition: Some(__Clone::clone(&self.acquisition)),
                labels: Some(__Clone::clone(&self.labels)),
                label_price: Some(__Clone::clone(&self.label_price)),
                storage_bytes: Some(__Clone::clone(&self.storage_bytes)),
                storage_rate: Some(__Clone::clone(&self.storage_rate)),
                storage_duration: Some(__Clone::clone(&self.storage_duration)),
                run_time: Some(__Clone::clone(&self.run_time)),
                runs: Some(__Clone::clone(&self.runs)),
                accelerators: Some(__Clone::clone(&self.accelerators)),
                accelerator_rate: Some(__Clone::clone(&self.accelerator_rate)),
            }
        }
        ///What the labels cost. Equation: `labels * label_price`.
        #[inline]
        pub fn label_cost(&self) -> __Result<Usd, __c::EvalError> {
            let labels = __Clone::clone(&self.labels);
            let label_price = __Clone::clone(&self.label_price);
            struct label_cost {}
            __c::member(
                (|| __c::conform::<Usd, _, label_cost>(labels.eq_mul(label_price)?))(),
                &__PROPERTIES[0],
            )
        }
        ///What storage costs over the retention period. Equation: `storage_bytes * storage_rate * storage_duration`.
        #[inline]
        pub fn storage_cost(&self) -> __Result<Usd, __c::EvalError> {
            let storage_bytes = __Clone::clone(&self.storage_bytes);
            let storage_rate = __Clone::clone(&self.storage_rate);
            let storage_duration = __Clone::clone(&self.storage_duration);
            struct storage_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    storage_cost,
                >(storage_bytes.eq_mul(storage_rate)?.eq_mul(storage_duration)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Accelerator-hours of one run. Equation: `accelerators * run_time`.
        #[inline]
        pub fn accelerator_hours_per_run(&self) -> __Result<Time, __c::EvalError> {
            let accelerators = __Clone::clone(&self.accelerators);
            let run_time = __Clone::clone(&self.run_time);
            struct accelerator_hours_per_run {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    accelerator_hours_per_run,
                >(accelerators.eq_mul(run_time)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Accelerator-hours of the campaign. Equation: `accelerator_hours_per_run * runs`.
        #[inline]
        pub fn accelerator_hours(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_accelerator_hours(self.accelerator_hours_per_run()?)
        }
        #[doc(hidden)]
        fn __eq_accelerator_hours(
            &self,
            accelerator_hours_per_run: Time,
        ) -> __Result<Time, __c::EvalError> {
            let runs = __Clone::clone(&self.runs);
            struct accelerator_hours {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    accelerator_hours,
                >(accelerator_hours_per_run.eq_mul(runs)?))(),
                &__PROPERTIES[3],
            )
        }
        ///What the campaign's compute costs. Equation: `accelerator_hours * accelerator_rate`.
        #[inline]
        pub fn compute_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_compute_cost(self.accelerator_hours()?)
        }
        #[doc(hidden)]
        fn __eq_compute_cost(
            &self,
            accelerator_hours: Time,
        ) -> __Result<Usd, __c::EvalError> {
            let accelerator_rate = __Clone::clone(&self.accelerator_rate);
            struct compute_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    compute_cost,
                >(accelerator_hours.eq_mul(accelerator_rate)?))(),
                &__PROPERTIES[4],
            )
        }
        ///The whole bill. Equation: `acquisition + label_cost + storage_cost + compute_cost`.
        #[inline]
        pub fn total(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_total(
                self.label_cost()?,
                self.storage_cost()?,
                self.compute_cost()?,
            )
        }
        #[doc(hidden)]
        fn __eq_total(
            &self,
            label_cost: Usd,
            storage_cost: Usd,
            compute_cost: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let acquisition = __Clone::clone(&self.acquisition);
            struct total {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    total,
                >(
                    acquisition
                        .eq_add(label_cost)?
                        .eq_add(storage_cost)?
                        .eq_add(compute_cost)?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Acquisition, labels and storage as a share of the bill. Equation: `(acquisition + label_cost + storage_cost) / total`.
        #[inline]
        pub fn data_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_data_share(self.label_cost()?, self.storage_cost()?, self.total()?)
        }
        #[doc(hidden)]
        fn __eq_data_share(
            &self,
            label_cost: Usd,
            storage_cost: Usd,
            total: Usd,
        ) -> __Result<f64, __c::EvalError> {
            let acquisition = __Clone::clone(&self.acquisition);
            struct data_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    data_share,
                >(
                    acquisition.eq_add(label_cost)?.eq_add(storage_cost)?.eq_div(total)?,
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///Compute as a share of the bill. Equation: `compute_cost / total`.
        #[inline]
        pub fn compute_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_compute_share(self.compute_cost()?, self.total()?)
        }
        #[doc(hidden)]
        fn __eq_compute_share(
            &self,
            compute_cost: Usd,
            total: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct compute_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    compute_share,
                >(compute_cost.eq_div(total)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DataCostBreakdownValues`].
        #[must_use]
        pub fn evaluate(&self) -> DataCostBreakdownValues<'_> {
            let label_cost = self.label_cost();
            let storage_cost = self.storage_cost();
            let accelerator_hours_per_run = self.accelerator_hours_per_run();
            let accelerator_hours = __c::after(
                (&accelerator_hours_per_run,),
                |(v0,)| self.__eq_accelerator_hours(v0),
            );
            let compute_cost = __c::after(
                (&accelerator_hours,),
                |(v0,)| self.__eq_compute_cost(v0),
            );
            let total = __c::after(
                (&label_cost, &storage_cost, &compute_cost),
                |(v0, v1, v2)| self.__eq_total(v0, v1, v2),
            );
            let data_share = __c::after(
                (&label_cost, &storage_cost, &total),
                |(v0, v1, v2)| self.__eq_data_share(v0, v1, v2),
            );
            let compute_share = __c::after(
                (&compute_cost, &total),
                |(v0, v1)| self.__eq_compute_share(v0, v1),
            );
            DataCostBreakdownValues {
                scenario: self,
                label_cost,
                storage_cost,
                accelerator_hours_per_run,
                accelerator_hours,
                compute_cost,
                total,
                data_share,
                compute_share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.acquisition, &__INPUTS[0])?;
            __c::bounded(&self.labels, &__INPUTS[1])?;
            __c::bounded(&self.label_price, &__INPUTS[2])?;
            __c::bounded(&self.storage_bytes, &__INPUTS[3])?;
            __c::bounded(&self.storage_rate, &__INPUTS[4])?;
            __c::bounded(&self.storage_duration, &__INPUTS[5])?;
            __c::bounded(&self.run_time, &__INPUTS[6])?;
            __c::bounded_plain(&self.runs, &__INPUTS[7])?;
            __c::bounded_plain(&self.accelerators, &__INPUTS[8])?;
            __c::bounded(&self.accelerator_rate, &__INPUTS[9])?;
            Ok(())
        }
    }
    impl DataCostBreakdownBuilder {
        ///Sets `acquisition`: What acquiring the data costs.
        #[must_use]
        pub fn acquisition(mut self, value: Usd) -> Self {
            self.acquisition = Some(value);
            self
        }
        ///Sets `labels`: Labels bought.
        #[must_use]
        pub fn labels(mut self, value: f64) -> Self {
            self.labels = Some(value);
            self
        }
        ///Sets `label_price`: Price of one label.
        #[must_use]
        pub fn label_price(mut self, value: Usd) -> Self {
            self.label_price = Some(value);
            self
        }
        ///Sets `storage_bytes`: Bytes kept.
        #[must_use]
        pub fn storage_bytes(mut self, value: Information) -> Self {
            self.storage_bytes = Some(value);
            self
        }
        ///Sets `storage_rate`: Price of capacity.
        #[must_use]
        pub fn storage_rate(mut self, value: StoragePrice) -> Self {
            self.storage_rate = Some(value);
            self
        }
        ///Sets `storage_duration`: Retention period.
        #[must_use]
        pub fn storage_duration(mut self, value: Time) -> Self {
            self.storage_duration = Some(value);
            self
        }
        ///Sets `run_time`: Wall-clock time of one run.
        #[must_use]
        pub fn run_time(mut self, value: Time) -> Self {
            self.run_time = Some(value);
            self
        }
        ///Sets `runs`: Training runs.
        #[must_use]
        pub fn runs(mut self, value: i64) -> Self {
            self.runs = Some(value);
            self
        }
        ///Sets `accelerators`: Accelerators of one run.
        #[must_use]
        pub fn accelerators(mut self, value: i64) -> Self {
            self.accelerators = Some(value);
            self
        }
        ///Sets `accelerator_rate`: Price of one accelerator-hour.
        #[must_use]
        pub fn accelerator_rate(mut self, value: MoneyRate) -> Self {
            self.accelerator_rate = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DataCostBreakdown, __c::InputError> {
            let scenario = DataCostBreakdown {
                acquisition: __c::given(self.acquisition, "acquisition")?,
                labels: __c::given(self.labels, "labels")?,
                label_price: __c::given(self.label_price, "label_price")?,
                storage_bytes: __c::given(self.storage_bytes, "storage_bytes")?,
                storage_rate: __c::given(self.storage_rate, "storage_rate")?,
                storage_duration: __c::given(self.storage_duration, "storage_duration")?,
                run_time: __c::given(self.run_time, "run_time")?,
                runs: __c::given(self.runs, "runs")?,
                accelerators: __c::given(self.accelerators, "accelerators")?,
                accelerator_rate: __c::given(self.accelerator_rate, "accelerator_rate")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DataCostBreakdownBuilder {
        type Scenario = DataCostBreakdown;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "acquisition" => self.acquisition = __c::set(value, &__INPUTS[0])?,
                "labels" => self.labels = __c::set(value, &__INPUTS[1])?,
                "label_price" => self.label_price = __c::set(value, &__INPUTS[2])?,
                "storage_bytes" => self.storage_bytes = __c::set(value, &__INPUTS[3])?,
                "storage_rate" => self.storage_rate = __c::set(value, &__INPUTS[4])?,
                "storage_duration" => {
                    self.storage_duration = __c::set(value, &__INPUTS[5])?;
                }
                "run_time" => self.run_time = __c::set(value, &__INPUTS[6])?,
                "runs" => self.runs = __c::set(value, &__INPUTS[7])?,
                "accelerators" => self.accelerators = __c::set(value, &__INPUTS[8])?,
                "accelerator_rate" => {
                    self.accelerator_rate = __c::set(value, &__INPUTS[9])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DataCostBreakdown, __c::InputError> {
            DataCostBreakdownBuilder::build(self)
        }
    }
    impl<'a> DataCostBreakdownValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DataCostBreakdown {
            self.scenario
        }
    }
    impl __c::Scenario for DataCostBreakdown {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DataCostBreakdown",
            family: &SELECTION,
            summary: "A supervised dataset's bill: acquisition, labels, storage over a retention period, and a campaign of training runs; the data's share of it against compute's.",
            description: "",
            notes: __c::meta::Notes {
                equation: "labels = count × price; storage = bytes × rate × duration; compute = accelerators × run time × runs × rate; total = acquisition + labels + storage + compute; data share = (total − compute) ÷ total",
                assumptions: &[
                    "Every label costs the same and every run takes the same time.",
                ],
                rules: __RULES,
                excludes: &["Engineering time, and the storage of checkpoints."],
                derivation: &["A bill of unit prices times quantities."],
            },
            examples: &[
                __c::meta::Example {
                    title: "Labels dominate an ImageNet-scale bill",
                    code: "// Labels dominate an ImageNet-scale bill\nuse mlsysim_data::selection::imagenet_data_cost_breakdown;\n\nlet s = imagenet_data_cost_breakdown()?;\nassert!(s.data_share()? > s.compute_share()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DataCostBreakdownBuilder;
        fn to_builder(&self) -> DataCostBreakdownBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.acquisition,
                    &self.labels,
                    &self.label_price,
                    &self.storage_bytes,
                    &self.storage_rate,
                    &self.storage_duration,
                    &self.run_time,
                    &self.runs,
                    &self.accelerators,
                    &self.accelerator_rate,
                ],
                &[
                    &values.label_cost,
                    &values.storage_cost,
                    &values.accelerator_hours_per_run,
                    &values.accelerator_hours,
                    &values.compute_cost,
                    &values.total,
                    &values.data_share,
                    &values.compute_share,
                ],
            )
        }
    }
    __c::glue!(DataCostBreakdown);
};
