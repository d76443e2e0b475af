/**One event stream ingested by always-on streaming cores or by a batch job each hour, at one core-hour price.

Streaming runs its cores (with `redundancy_factor` cores per primary) for the listening
hours of each day; batch runs its cores for `batch_window` of every clock hour and must
clear that hour's data within the window.

# Equation

throughput = event rate × event size; stream cost = cores × hours × price; batch cost = cores × window × 24 × price; per core = throughput ÷ primaries, or hourly data ÷ window ÷ batch cores

# Assumptions

- Load is flat over the day, and every core costs the same per hour.

# Excludes

- The latency that batching adds, which is what streaming buys.

# Derivation

- Core-hours times price; bandwidth per core is the load over the cores that carry it.

# Examples

```rust
// Streaming costs more than hourly batches
use mlsysim_data::engineering::million_event_batch_versus_streaming;

let s = million_event_batch_versus_streaming()?;
assert!(s.cost_ratio()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BatchVersusStreamingIngest {
    ///Events a second. *Shown in `PER_SECOND`; allowed >= 0.*
    pub event_rate: Frequency,
    ///Bytes of one event. *Shown in `KB`; allowed > 0.*
    pub event_size: Information,
    ///Streaming cores, standbys included. *Allowed >= 1.*
    pub stream_cores: i64,
    ///Hours of each day the streaming cores run. *Shown in `HOUR`; allowed >= 0.*
    pub stream_hours_per_day: Time,
    ///Batch cores. *Allowed >= 1.*
    pub batch_cores: i64,
    ///Time the batch job runs in each clock hour. *Shown in `MINUTE`; allowed > 0.*
    pub batch_window: Time,
    ///Price of one core-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub core_hour_price: MoneyRate,
    ///Streaming cores per primary core. *Default `1`; allowed >= 1.*
    pub redundancy_factor: i64,
}
///Builds a [`BatchVersusStreamingIngest`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct BatchVersusStreamingIngestBuilder {
    event_rate: ::core::option::Option<Frequency>,
    event_size: ::core::option::Option<Information>,
    stream_cores: ::core::option::Option<i64>,
    stream_hours_per_day: ::core::option::Option<Time>,
    batch_cores: ::core::option::Option<i64>,
    batch_window: ::core::option::Option<Time>,
    core_hour_price: ::core::option::Option<MoneyRate>,
    redundancy_factor: ::core::option::Option<i64>,
}
///Every property of a [`BatchVersusStreamingIngest`], each computed once (see [`BatchVersusStreamingIngest::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BatchVersusStreamingIngestValues<'a> {
    scenario: &'a BatchVersusStreamingIngest,
    ///Bytes a second of the stream.
    pub throughput: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Bytes of one hour of the stream.
    pub hourly_data: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Core-hours streaming runs a day.
    pub stream_core_hours_per_day: ::core::result::Result<
        Time,
        ::mlsysim_core::EvalError,
    >,
    ///What streaming costs a day.
    pub stream_cost_per_day: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Core-hours the batch job runs a day.
    pub batch_core_hours_per_day: ::core::result::Result<
        Time,
        ::mlsysim_core::EvalError,
    >,
    ///What the batch job costs a day.
    pub batch_cost_per_day: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Streaming's daily cost over batch's.
    pub cost_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Streaming cores that carry load.
    pub stream_primary_cores: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes a second each primary streaming core carries.
    pub stream_per_core: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Bytes a second the batch job reads to clear an hour in its window.
    pub batch_aggregate: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Bytes a second each batch core reads.
    pub batch_per_core: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "event_rate",
            ty: "Frequency",
            doc: "Events a second.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "event_size",
            ty: "Information",
            doc: "Bytes of one event.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::KB);
                __c::units::label(&::mlsysim_core::units::KB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "stream_cores",
            ty: "i64",
            doc: "Streaming cores, standbys included.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "stream_hours_per_day",
            ty: "Time",
            doc: "Hours of each day the streaming cores run.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_cores",
            ty: "i64",
            doc: "Batch cores.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "batch_window",
            ty: "Time",
            doc: "Time the batch job runs in each clock hour.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "core_hour_price",
            ty: "MoneyRate",
            doc: "Price of one core-hour.",
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
        __c::InputInfo {
            name: "redundancy_factor",
            ty: "i64",
            doc: "Streaming cores per primary core.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "throughput",
            doc: "Bytes a second of the stream.",
            equation: "event_rate * event_size",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            depends_on: &["event_rate", "event_size"],
            template: "{event_rate} * {event_size}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "hourly_data",
            doc: "Bytes of one hour of the stream.",
            equation: "throughput * hours(1.0)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::TB);
                __c::units::label(&::mlsysim_core::units::TB)
            },
            depends_on: &["throughput"],
            calls: &["hours"],
            template: "{throughput} * hours(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stream_core_hours_per_day",
            doc: "Core-hours streaming runs a day.",
            equation: "stream_cores * stream_hours_per_day",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["stream_cores", "stream_hours_per_day"],
            template: "{stream_cores} * {stream_hours_per_day}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stream_cost_per_day",
            doc: "What streaming costs a day.",
            equation: "stream_core_hours_per_day * core_hour_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["core_hour_price", "stream_core_hours_per_day"],
            template: "{stream_core_hours_per_day} * {core_hour_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "batch_core_hours_per_day",
            doc: "Core-hours the batch job runs a day.",
            equation: "batch_cores * batch_window * 24.0",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["batch_cores", "batch_window"],
            template: "{batch_cores} * {batch_window} * 24.0",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "batch_cost_per_day",
            doc: "What the batch job costs a day.",
            equation: "batch_core_hours_per_day * core_hour_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["core_hour_price", "batch_core_hours_per_day"],
            template: "{batch_core_hours_per_day} * {core_hour_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cost_ratio",
            doc: "Streaming's daily cost over batch's.",
            equation: "stream_cost_per_day / batch_cost_per_day",
            result_type: "f64",
            depends_on: &["stream_cost_per_day", "batch_cost_per_day"],
            template: "{stream_cost_per_day} / {batch_cost_per_day}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stream_primary_cores",
            doc: "Streaming cores that carry load.",
            equation: "floor_div(stream_cores, redundancy_factor)",
            result_type: "i64",
            depends_on: &["stream_cores", "redundancy_factor"],
            calls: &["floor_div"],
            template: "floor_div({stream_cores}, {redundancy_factor})",
            named_calls: "floor_div(stream_cores, redundancy_factor)",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "stream_per_core",
            doc: "Bytes a second each primary streaming core carries.",
            equation: "throughput / stream_primary_cores",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::MB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::MB_PER_SECOND)
            },
            depends_on: &["throughput", "stream_primary_cores"],
            template: "{throughput} / {stream_primary_cores}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "batch_aggregate",
            doc: "Bytes a second the batch job reads to clear an hour in its window.",
            equation: "hourly_data / batch_window",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            depends_on: &["batch_window", "hourly_data"],
            template: "{hourly_data} / {batch_window}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "batch_per_core",
            doc: "Bytes a second each batch core reads.",
            equation: "batch_aggregate / batch_cores",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::MB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::MB_PER_SECOND)
            },
            depends_on: &["batch_cores", "batch_aggregate"],
            template: "{batch_aggregate} / {batch_cores}",
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
    impl BatchVersusStreamingIngest {
        ///Starts a [`BatchVersusStreamingIngestBuilder`]; required inputs must be set before [`BatchVersusStreamingIngestBuilder::build`].
        #[must_use]
        pub fn builder() -> BatchVersusStreamingIngestBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> BatchVersusStreamingIngestBuilder {
            BatchVersusStreamingIngestBuilder {
                event_rate: Some(__Clone::clone(&self.event_rate)),
                event_size: Some(__Clone::clone(&self.event_size)),
                stream_cores: Some(__Clone::clone(&self.stream_cores)),
                stream_hours_per_day: Some(__Clone::clone(&self.stream_hours_per_day)),
                batch_cores: Some(__Clone::clone(&self.batch_cores)),
                batch_window: Some(__Clone::clone(&self.batch_window)),
                core_hour_price: Some(__Clone::clone(&self.core_hour_price)),
                redundancy_factor: Some(__Clone::clone(&self.redundancy_factor)),
            }
        }
        ///Bytes a second of the stream. Equation: `event_rate * event_size`.
        #[inline]
        pub fn throughput(&self) -> __Result<DataRate, __c::EvalError> {
            let event_rate = __Clone::clone(&self.event_rate);
            let event_size = __Clone::clone(&self.event_size);
            struct throughput {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    throughput,
                >(event_rate.eq_mul(event_size)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes of one hour of the stream. Equation: `throughput * hours(1.0)`.
        #[inline]
        pub fn hourly_data(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_hourly_data(self.throughput()?)
        }
        #[doc(hidden)]
        fn __eq_hourly_data(
            &self,
            throughput: DataRate,
        ) -> __Result<Information, __c::EvalError> {
            struct hourly_data {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    hourly_data,
                >(throughput.eq_mul(::mlsysim_core::equation::hours(1.0))?))(),
                &__PROPERTIES[1],
            )
        }
        ///Core-hours streaming runs a day. Equation: `stream_cores * stream_hours_per_day`.
        #[inline]
        pub fn stream_core_hours_per_day(&self) -> __Result<Time, __c::EvalError> {
            let stream_cores = __Clone::clone(&self.stream_cores);
            let stream_hours_per_day = __Clone::clone(&self.stream_hours_per_day);
            struct stream_core_hours_per_day {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    stream_core_hours_per_day,
                >(stream_cores.eq_mul(stream_hours_per_day)?))(),
                &__PROPERTIES[2],
            )
        }
        ///What streaming costs a day. Equation: `stream_core_hours_per_day * core_hour_price`.
        #[inline]
        pub fn stream_cost_per_day(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_stream_cost_per_day(self.stream_core_hours_per_day()?)
        }
        #[doc(hidden)]
        fn __eq_stream_cost_per_day(
            &self,
            stream_core_hours_per_day: Time,
        ) -> __Result<Usd, __c::EvalError> {
            let core_hour_price = __Clone::clone(&self.core_hour_price);
            struct stream_cost_per_day {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    stream_cost_per_day,
                >(stream_core_hours_per_day.eq_mul(core_hour_price)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Core-hours the batch job runs a day. Equation: `batch_cores * batch_window * 24.0`.
        #[inline]
        pub fn batch_core_hours_per_day(&self) -> __Result<Time, __c::EvalError> {
            let batch_cores = __Clone::clone(&self.batch_cores);
            let batch_window = __Clone::clone(&self.batch_window);
            struct batch_core_hours_per_day {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    batch_core_hours_per_day,
                >(batch_cores.eq_mul(batch_window)?.eq_mul(24.0)?))(),
                &__PROPERTIES[4],
            )
        }
        ///What the batch job costs a day. Equation: `batch_core_hours_per_day * core_hour_price`.
        #[inline]
        pub fn batch_cost_per_day(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_batch_cost_per_day(self.batch_core_hours_per_day()?)
        }
        #[doc(hidden)]
        fn __eq_batch_cost_per_day(
            &self,
            batch_core_hours_per_day: Time,
        ) -> __Result<Usd, __c::EvalError> {
            let core_hour_price = __Clone::clone(&self.core_hour_price);
            struct batch_cost_per_day {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    batch_cost_per_day,
                >(batch_core_hours_per_day.eq_mul(core_hour_price)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Streaming's daily cost over batch's. Equation: `stream_cost_per_day / batch_cost_per_day`.
        #[inline]
        pub fn cost_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_cost_ratio(self.stream_cost_per_day()?, self.batch_cost_per_day()?)
        }
        #[doc(hidden)]
        fn __eq_cost_ratio(
            &self,
            stream_cost_per_day: Usd,
            batch_cost_per_day: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct cost_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    cost_ratio,
                >(stream_cost_per_day.eq_div(batch_cost_per_day)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Streaming cores that carry load. Equation: `floor_div(stream_cores, redundancy_factor)`.
        #[inline]
        pub fn stream_primary_cores(&self) -> __Result<i64, __c::EvalError> {
            let stream_cores = __Clone::clone(&self.stream_cores);
            let redundancy_factor = __Clone::clone(&self.redundancy_factor);
            struct stream_primary_cores {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    stream_primary_cores,
                >(
                    ::mlsysim_core::equation::floor_div(stream_cores, redundancy_factor)?,
                ))(),
                &__PROPERTIES[7],
            )
        }
        ///Bytes a second each primary streaming core carries. Equation: `throughput / stream_primary_cores`.
        #[inline]
        pub fn stream_per_core(&self) -> __Result<DataRate, __c::EvalError> {
            self.__eq_stream_per_core(self.throughput()?, self.stream_primary_cores()?)
        }
        #[doc(hidden)]
        fn __eq_stream_per_core(
            &self,
            throughput: DataRate,
            stream_primary_cores: i64,
        ) -> __Result<DataRate, __c::EvalError> {
            struct stream_per_core {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    stream_per_core,
                >(throughput.eq_div(stream_primary_cores)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Bytes a second the batch job reads to clear an hour in its window. Equation: `hourly_data / batch_window`.
        #[inline]
        pub fn batch_aggregate(&self) -> __Result<DataRate, __c::EvalError> {
            self.__eq_batch_aggregate(self.hourly_data()?)
        }
        #[doc(hidden)]
        fn __eq_batch_aggregate(
            &self,
            hourly_data: Information,
        ) -> __Result<DataRate, __c::EvalError> {
            let batch_window = __Clone::clone(&self.batch_window);
            struct batch_aggregate {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    batch_aggregate,
                >(hourly_data.eq_div(batch_window)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Bytes a second each batch core reads. Equation: `batch_aggregate / batch_cores`.
        #[inline]
        pub fn batch_per_core(&self) -> __Result<DataRate, __c::EvalError> {
            self.__eq_batch_per_core(self.batch_aggregate()?)
        }
        #[doc(hidden)]
        fn __eq_batch_per_core(
            &self,
            batch_aggregate: DataRate,
        ) -> __Result<DataRate, __c::EvalError> {
            let batch_cores = __Clone::clone(&self.batch_cores);
            struct batch_per_core {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    batch_per_core,
                >(batch_aggregate.eq_div(batch_cores)?))(),
                &__PROPERTIES[10],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`BatchVersusStreamingIngestValues`].
        #[must_use]
        pub fn evaluate(&self) -> BatchVersusStreamingIngestValues<'_> {
            let throughput = self.throughput();
            let hourly_data = __c::after(
                (&throughput,),
                |(v0,)| self.__eq_hourly_data(v0),
            );
            let stream_core_hours_per_day = self.stream_core_hours_per_day();
            let stream_cost_per_day = __c::after(
                (&stream_core_hours_per_day,),
                |(v0,)| self.__eq_stream_cost_per_day(v0),
            );
            let batch_core_hours_per_day = self.batch_core_hours_per_day();
            let batch_cost_per_day = __c::after(
                (&batch_core_hours_per_day,),
                |(v0,)| self.__eq_batch_cost_per_day(v0),
            );
            let cost_ratio = __c::after(
                (&stream_cost_per_day, &batch_cost_per_day),
                |(v0, v1)| self.__eq_cost_ratio(v0, v1),
            );
            let stream_primary_cores = self.stream_primary_cores();
            let stream_per_core = __c::after(
                (&throughput, &stream_primary_cores),
                |(v0, v1)| self.__eq_stream_per_core(v0, v1),
            );
            let batch_aggregate = __c::after(
                (&hourly_data,),
                |(v0,)| self.__eq_batch_aggregate(v0),
            );
            let batch_per_core = __c::after(
                (&batch_aggregate,),
                |(v0,)| self.__eq_batch_per_core(v0),
            );
            BatchVersusStreamingIngestValues {
                scenario: self,
                throughput,
                hourly_data,
                stream_core_hours_per_day,
                stream_cost_per_day,
                batch_core_hours_per_day,
                batch_cost_per_day,
                cost_ratio,
                stream_primary_cores,
                stream_per_core,
                batch_aggregate,
                batch_per_core,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.event_rate, &__INPUTS[0])?;
            __c::bounded(&self.event_size, &__INPUTS[1])?;
            __c::bounded_plain(&self.stream_cores, &__INPUTS[2])?;
            __c::bounded(&self.stream_hours_per_day, &__INPUTS[3])?;
            __c::bounded_plain(&self.batch_cores, &__INPUTS[4])?;
            __c::bounded(&self.batch_window, &__INPUTS[5])?;
            __c::bounded(&self.core_hour_price, &__INPUTS[6])?;
            __c::bounded_plain(&self.redundancy_factor, &__INPUTS[7])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_hourly_data(&self) -> __c::Parts {
            __c::traced(
                self.hourly_data(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "hours", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 1.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl BatchVersusStreamingIngestBuilder {
        ///Sets `event_rate`: Events a second.
        #[must_use]
        pub fn event_rate(mut self, value: Frequency) -> Self {
            self.event_rate = Some(value);
            self
        }
        ///Sets `event_size`: Bytes of one event.
        #[must_use]
        pub fn event_size(mut self, value: Information) -> Self {
            self.event_size = Some(value);
            self
        }
        ///Sets `stream_cores`: Streaming cores, standbys included.
        #[must_use]
        pub fn stream_cores(mut self, value: i64) -> Self {
            self.stream_cores = Some(value);
            self
        }
        ///Sets `stream_hours_per_day`: Hours of each day the streaming cores run.
        #[must_use]
        pub fn stream_hours_per_day(mut self, value: Time) -> Self {
            self.stream_hours_per_day = Some(value);
            self
        }
        ///Sets `batch_cores`: Batch cores.
        #[must_use]
        pub fn batch_cores(mut self, value: i64) -> Self {
            self.batch_cores = Some(value);
            self
        }
        ///Sets `batch_window`: Time the batch job runs in each clock hour.
        #[must_use]
        pub fn batch_window(mut self, value: Time) -> Self {
            self.batch_window = Some(value);
            self
        }
        ///Sets `core_hour_price`: Price of one core-hour.
        #[must_use]
        pub fn core_hour_price(mut self, value: MoneyRate) -> Self {
            self.core_hour_price = Some(value);
            self
        }
        ///Sets `redundancy_factor`: Streaming cores per primary core.
        #[must_use]
        pub fn redundancy_factor(mut self, value: i64) -> Self {
            self.redundancy_factor = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<BatchVersusStreamingIngest, __c::InputError> {
            let scenario = BatchVersusStreamingIngest {
                event_rate: __c::given(self.event_rate, "event_rate")?,
                event_size: __c::given(self.event_size, "event_size")?,
                stream_cores: __c::given(self.stream_cores, "stream_cores")?,
                stream_hours_per_day: __c::given(
                    self.stream_hours_per_day,
                    "stream_hours_per_day",
                )?,
                batch_cores: __c::given(self.batch_cores, "batch_cores")?,
                batch_window: __c::given(self.batch_window, "batch_window")?,
                core_hour_price: __c::given(self.core_hour_price, "core_hour_price")?,
                redundancy_factor: self.redundancy_factor.unwrap_or_else(|| 1),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for BatchVersusStreamingIngestBuilder {
        type Scenario = BatchVersusStreamingIngest;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "event_rate" => self.event_rate = __c::set(value, &__INPUTS[0])?,
                "event_size" => self.event_size = __c::set(value, &__INPUTS[1])?,
                "stream_cores" => self.stream_cores = __c::set(value, &__INPUTS[2])?,
                "stream_hours_per_day" => {
                    self.stream_hours_per_day = __c::set(value, &__INPUTS[3])?;
                }
                "batch_cores" => self.batch_cores = __c::set(value, &__INPUTS[4])?,
                "batch_window" => self.batch_window = __c::set(value, &__INPUTS[5])?,
                "core_hour_price" => {
                    self.core_hour_price = __c::set(value, &__INPUTS[6])?;
                }
                "redundancy_factor" => {
                    self.redundancy_factor = __c::set(value, &__INPUTS[7])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<BatchVersusStreamingIngest, __c::InputError> {
            BatchVersusStreamingIngestBuilder::build(self)
        }
    }
    impl<'a> BatchVersusStreamingIngestValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a BatchVersusStreamingIngest {
            self.scenario
        }
    }
    impl __c::Scenario for BatchVersusStreamingIngest {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "BatchVersusStreamingIngest",
            family: &ENGINEERING,
            summary: "One event stream ingested by always-on streaming cores or by a batch job each hour, at one core-hour price.",
            description: "Streaming runs its cores (with `redundancy_factor` cores per primary) for the listening\nhours of each day; batch runs its cores for `batch_window` of every clock hour and must\nclear that hour's data within the window.",
            notes: __c::meta::Notes {
                equation: "throughput = event rate × event size; stream cost = cores × hours × price; batch cost = cores × window × 24 × price; per core = throughput ÷ primaries, or hourly data ÷ window ÷ batch cores",
                assumptions: &[
                    "Load is flat over the day, and every core costs the same per hour.",
                ],
                rules: __RULES,
                excludes: &[
                    "The latency that batching adds, which is what streaming buys.",
                ],
                derivation: &[
                    "Core-hours times price; bandwidth per core is the load over the cores that carry it.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Streaming costs more than hourly batches",
                    code: "// Streaming costs more than hourly batches\nuse mlsysim_data::engineering::million_event_batch_versus_streaming;\n\nlet s = million_event_batch_versus_streaming()?;\nassert!(s.cost_ratio()? > 1.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = BatchVersusStreamingIngestBuilder;
        fn to_builder(&self) -> BatchVersusStreamingIngestBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.event_rate,
                    &self.event_size,
                    &self.stream_cores,
                    &self.stream_hours_per_day,
                    &self.batch_cores,
                    &self.batch_window,
                    &self.core_hour_price,
                    &self.redundancy_factor,
                ],
                &[
                    &values.throughput,
                    &values.hourly_data,
                    &values.stream_core_hours_per_day,
                    &values.stream_cost_per_day,
                    &values.batch_core_hours_per_day,
                    &values.batch_cost_per_day,
                    &values.cost_ratio,
                    &values.stream_primary_cores,
                    &values.stream_per_core,
                    &values.batch_aggregate,
                    &values.batch_per_core,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "hourly_data" => Some(Ok(self.__explain_hourly_data())),
                _ => None,
            }
        }
    }
    __c::glue!(BatchVersusStreamingIngest);
};
