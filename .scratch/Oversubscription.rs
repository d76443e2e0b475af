/**A ring AllReduce whose every edge crosses the bisection of a fleet, on a non-blocking cut and on an oversubscribed one, and what the slower step costs the cluster.

With ranks placed alternately in the two halves, each of the n/2 ring edges in one
direction crosses the cut and carries 2(n − 1)/n times the per-device payload. The cut has
n/2 links, divided by the oversubscription ratio. Only the communicating share of the step
stretches, so throughput falls to 1 / ((1 − f) + f × r); the lost share of the cluster's
capital is its idle capacity. This placement is the worst case.

# Equation

crossing = n/2 × payload × 2(n − 1)/n; cut = n/2 × link ÷ r; time = crossing ÷ cut; throughput = 1 ÷ ((1 − f) + f × r); idle cost = (1 − throughput) × cluster cost

# Assumptions

- Every ring edge crosses the cut (ranks alternate between the halves): the worst placement.
- Only the communicating share of the step stretches with the cut.

# Excludes

- Startup latency, and any traffic that does not cross the cut.

# Derivation

- The reference's BisectionModel, on the bisection bandwidth of a fat-tree.

# Examples

```rust
// A 4:1 spine costs a ring a quarter of its cut
use mlsysim_cluster::fabrics::ring_all_reduce_across_4to1_spine;

let s = ring_all_reduce_across_4to1_spine()?;
assert_eq!(s.devices_per_side()?, 512);
assert!((s.slowdown()? - 4.0).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct Oversubscription {
    ///The fleet the ring spans; every accelerator is a rank.
    pub fleet: &'static Fleet,
    ///Bandwidth of one link crossing the cut. *Shown in `GBIT_PER_SECOND`; allowed > 0.*
    pub link_bandwidth: DataRate,
    ///How many times the cut is oversubscribed. *Allowed > 0.*
    pub oversubscription_ratio: f64,
    ///Bytes each device reduces. *Shown in `GB`; allowed >= 0.*
    pub payload_per_device: Information,
    ///Share of the step spent communicating on a non-blocking cut. *Allowed [0.0, 1.0].*
    pub communication_fraction: f64,
    ///Capital cost of the cluster. *Shown in `USD`; allowed >= 0.*
    pub cluster_cost: Usd,
}
///Builds a [`Oversubscription`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct OversubscriptionBuilder {
    fleet: ::core::option::Option<&'static Fleet>,
    link_bandwidth: ::core::option::Option<DataRate>,
    oversubscription_ratio: ::core::option::Option<f64>,
    payload_per_device: ::core::option::Option<Information>,
    communication_fraction: ::core::option::Option<f64>,
    cluster_cost: ::core::option::Option<Usd>,
}
///Every property of a [`Oversubscription`], each computed once (see [`Oversubscription::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OversubscriptionValues<'a> {
    scenario: &'a Oversubscription,
    ///Ranks on each side of the cut.
    pub devices_per_side: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bandwidth across the cut when it is non-blocking.
    pub bisection_full: ::core::result::Result<DataRate, ::mlsysim_core::EvalError>,
    ///Bandwidth across the oversubscribed cut.
    pub bisection_oversubscribed: ::core::result::Result<
        DataRate,
        ::mlsysim_core::EvalError,
    >,
    ///Times the payload each rank sends in the ring.
    pub ring_factor: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bytes that cross the cut.
    pub crossing_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Time to carry them across a non-blocking cut.
    pub time_full: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time to carry them across the oversubscribed cut.
    pub time_oversubscribed: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///How many times longer the oversubscribed exchange takes.
    pub slowdown: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Throughput of the step on the oversubscribed cut, as a share of non-blocking.
    pub relative_throughput: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Throughput the oversubscribed cut takes away.
    pub throughput_loss: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The cluster's capital that the lost throughput leaves idle.
    pub idle_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "fleet",
            ty: "&'static Fleet",
            doc: "The fleet the ring spans; every accelerator is a rank.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "link_bandwidth",
            ty: "DataRate",
            doc: "Bandwidth of one link crossing the cut.",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GBIT_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GBIT_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "oversubscription_ratio",
            ty: "f64",
            doc: "How many times the cut is oversubscribed.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "payload_per_device",
            ty: "Information",
            doc: "Bytes each device reduces.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "communication_fraction",
            ty: "f64",
            doc: "Share of the step spent communicating on a non-blocking cut.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "cluster_cost",
            ty: "Usd",
            doc: "Capital cost of the cluster.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "devices_per_side",
            doc: "Ranks on each side of the cut.",
            equation: "floor_div(fleet.node.accelerators_per_node * fleet.count, 2)",
            result_type: "i64",
            depends_on: &["fleet"],
            calls: &["floor_div"],
            template: "floor_div({#0 fleet.node.accelerators_per_node} * {#1 fleet.count}, 2)",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bisection_full",
            doc: "Bandwidth across the cut when it is non-blocking.",
            equation: "bisection_bandwidth(devices_per_side, link_bandwidth, 1.0)",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::BYTE_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::BYTE_PER_SECOND)
            },
            depends_on: &["link_bandwidth", "devices_per_side"],
            calls: &["bisection_bandwidth"],
            template: "bisection_bandwidth({devices_per_side}, {link_bandwidth}, 1.0)",
            operation: "result of `bisection_bandwidth`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "bisection_oversubscribed",
            doc: "Bandwidth across the oversubscribed cut.",
            equation: "bisection_bandwidth(devices_per_side, link_bandwidth, oversubscription_ratio)",
            result_type: "DataRate",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::BYTE_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::BYTE_PER_SECOND)
            },
            depends_on: &[
                "link_bandwidth",
                "oversubscription_ratio",
                "devices_per_side",
            ],
            calls: &["bisection_bandwidth"],
            template: "bisection_bandwidth({devices_per_side}, {link_bandwidth}, {oversubscription_ratio})",
            named_calls: "bisection_bandwidth(devices_per_side, link_bandwidth, oversubscription_ratio)",
            operation: "result of `bisection_bandwidth`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ring_factor",
            doc: "Times the payload each rank sends in the ring.",
            equation: "ring_allreduce_data_factor(fleet.node.accelerators_per_node * fleet.count)",
            result_type: "f64",
            depends_on: &["fleet"],
            calls: &["ring_allreduce_data_factor"],
            template: "ring_allreduce_data_factor({#0 fleet.node.accelerators_per_node} * {#1 fleet.count})",
            operation: "result of `ring_allreduce_data_factor`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "crossing_bytes",
            doc: "Bytes that cross the cut.",
            equation: "devices_per_side * payload_per_device * ring_factor",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["payload_per_device", "devices_per_side", "ring_factor"],
            template: "{devices_per_side} * {payload_per_device} * {ring_factor}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "time_full",
            doc: "Time to carry them across a non-blocking cut.",
            equation: "crossing_bytes / bisection_full",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["crossing_bytes", "bisection_full"],
            template: "{crossing_bytes} / {bisection_full}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "time_oversubscribed",
            doc: "Time to carry them across the oversubscribed cut.",
            equation: "crossing_bytes / bisection_oversubscribed",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["crossing_bytes", "bisection_oversubscribed"],
            template: "{crossing_bytes} / {bisection_oversubscribed}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "slowdown",
            doc: "How many times longer the oversubscribed exchange takes.",
            equation: "time_oversubscribed / time_full",
            result_type: "f64",
            depends_on: &["time_oversubscribed", "time_full"],
            template: "{time_oversubscribed} / {time_full}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "relative_throughput",
            doc: "Throughput of the step on the oversubscribed cut, as a share of non-blocking.",
            equation: "oversubscription_relative_throughput(communication_fraction, oversubscription_ratio)",
            result_type: "f64",
            depends_on: &["communication_fraction", "oversubscription_ratio"],
            calls: &["oversubscription_relative_throughput"],
            template: "oversubscription_relative_throughput({communication_fraction}, {oversubscription_ratio})",
            named_calls: "oversubscription_relative_throughput(communication_fraction, oversubscription_ratio)",
            operation: "result of `oversubscription_relative_throughput`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "throughput_loss",
            doc: "Throughput the oversubscribed cut takes away.",
            equation: "oversubscription_throughput_loss(communication_fraction, oversubscription_ratio)",
            result_type: "f64",
            depends_on: &["communication_fraction", "oversubscription_ratio"],
            calls: &["oversubscription_throughput_loss"],
            template: "oversubscription_throughput_loss({communication_fraction}, {oversubscription_ratio})",
            named_calls: "oversubscription_throughput_loss(communication_fraction, oversubscription_ratio)",
            operation: "result of `oversubscription_throughput_loss`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "idle_cost",
            doc: "The cluster's capital that the lost throughput leaves idle.",
            equation: "throughput_loss * cluster_cost",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["cluster_cost", "throughput_loss"],
            template: "{throughput_loss} * {cluster_cost}",
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
    impl Oversubscription {
        ///Starts a [`OversubscriptionBuilder`]; required inputs must be set before [`OversubscriptionBuilder::build`].
        #[must_use]
        pub fn builder() -> OversubscriptionBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> OversubscriptionBuilder {
            OversubscriptionBuilder {
                fleet: Some(__Clone::clone(&self.fleet)),
                link_bandwidth: Some(__Clone::clone(&self.link_bandwidth)),
                oversubscription_ratio: Some(
                    __Clone::clone(&self.oversubscription_ratio),
                ),
                payload_per_device: Some(__Clone::clone(&self.payload_per_device)),
                communication_fraction: Some(
                    __Clone::clone(&self.communication_fraction),
                ),
                cluster_cost: Some(__Clone::clone(&self.cluster_cost)),
            }
        }
        ///Ranks on each side of the cut. Equation: `floor_div(fleet.node.accelerators_per_node * fleet.count, 2)`.
        #[inline]
        pub fn devices_per_side(&self) -> __Result<i64, __c::EvalError> {
            let fleet = __Clone::clone(&self.fleet);
            struct devices_per_side {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    devices_per_side,
                >(
                    ::mlsysim_core::equation::floor_div(
                        fleet.node.accelerators_per_node.eq_mul(fleet.count)?,
                        2,
                    )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        ///Bandwidth across the cut when it is non-blocking. Equation: `bisection_bandwidth(devices_per_side, link_bandwidth, 1.0)`.
        #[inline]
        pub fn bisection_full(&self) -> __Result<DataRate, __c::EvalError> {
            self.__eq_bisection_full(self.devices_per_side()?)
        }
        #[doc(hidden)]
        fn __eq_bisection_full(
            &self,
            devices_per_side: i64,
        ) -> __Result<DataRate, __c::EvalError> {
            let link_bandwidth = __Clone::clone(&self.link_bandwidth);
            struct bisection_full {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    bisection_full,
                >(
                    ::mlsysim_core::equation::bisection_bandwidth(
                        devices_per_side,
                        link_bandwidth,
                        1.0,
                    )?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Bandwidth across the oversubscribed cut. Equation: `bisection_bandwidth(devices_per_side, link_bandwidth, oversubscription_ratio)`.
        #[inline]
        pub fn bisection_oversubscribed(&self) -> __Result<DataRate, __c::EvalError> {
            self.__eq_bisection_oversubscribed(self.devices_per_side()?)
        }
        #[doc(hidden)]
        fn __eq_bisection_oversubscribed(
            &self,
            devices_per_side: i64,
        ) -> __Result<DataRate, __c::EvalError> {
            let link_bandwidth = __Clone::clone(&self.link_bandwidth);
            let oversubscription_ratio = __Clone::clone(&self.oversubscription_ratio);
            struct bisection_oversubscribed {}
            __c::member(
                (|| __c::conform::<
                    DataRate,
                    _,
                    bisection_oversubscribed,
                >(
                    ::mlsysim_core::equation::bisection_bandwidth(
                        devices_per_side,
                        link_bandwidth,
                        oversubscription_ratio,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Times the payload each rank sends in the ring. Equation: `ring_allreduce_data_factor(fleet.node.accelerators_per_node * fleet.count)`.
        #[inline]
        pub fn ring_factor(&self) -> __Result<f64, __c::EvalError> {
            let fleet = __Clone::clone(&self.fleet);
            struct ring_factor {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ring_factor,
                >(
                    ::mlsysim_core::equation::ring_allreduce_data_factor(
                        fleet.node.accelerators_per_node.eq_mul(fleet.count)?,
                    )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Bytes that cross the cut. Equation: `devices_per_side * payload_per_device * ring_factor`.
        #[inline]
        pub fn crossing_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_crossing_bytes(self.devices_per_side()?, self.ring_factor()?)
        }
        #[doc(hidden)]
        fn __eq_crossing_bytes(
            &self,
            devices_per_side: i64,
            ring_factor: f64,
        ) -> __Result<Information, __c::EvalError> {
            let payload_per_device = __Clone::clone(&self.payload_per_device);
            struct crossing_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    crossing_bytes,
                >(devices_per_side.eq_mul(payload_per_device)?.eq_mul(ring_factor)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Time to carry them across a non-blocking cut. Equation: `crossing_bytes / bisection_full`.
        #[inline]
        pub fn time_full(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_time_full(self.crossing_bytes()?, self.bisection_full()?)
        }
        #[doc(hidden)]
        fn __eq_time_full(
            &self,
            crossing_bytes: Information,
            bisection_full: DataRate,
        ) -> __Result<Time, __c::EvalError> {
            struct time_full {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    time_full,
                >(crossing_bytes.eq_div(bisection_full)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Time to carry them across the oversubscribed cut. Equation: `crossing_bytes / bisection_oversubscribed`.
        #[inline]
        pub fn time_oversubscribed(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_time_oversubscribed(
                self.crossing_bytes()?,
                self.bisection_oversubscribed()?,
            )
        }
        #[doc(hidden)]
        fn __eq_time_oversubscribed(
            &self,
            crossing_bytes: Information,
            bisection_oversubscribed: DataRate,
        ) -> __Result<Time, __c::EvalError> {
            struct time_oversubscribed {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    time_oversubscribed,
                >(crossing_bytes.eq_div(bisection_oversubscribed)?))(),
                &__PROPERTIES[6],
            )
        }
        ///How many times longer the oversubscribed exchange takes. Equation: `time_oversubscribed / time_full`.
        #[inline]
        pub fn slowdown(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_slowdown(self.time_oversubscribed()?, self.time_full()?)
        }
        #[doc(hidden)]
        fn __eq_slowdown(
            &self,
            time_oversubscribed: Time,
            time_full: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct slowdown {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    slowdown,
                >(time_oversubscribed.eq_div(time_full)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Throughput of the step on the oversubscribed cut, as a share of non-blocking. Equation: `oversubscription_relative_throughput(communication_fraction, oversubscription_ratio)`.
        #[inline]
        pub fn relative_throughput(&self) -> __Result<f64, __c::EvalError> {
            let communication_fraction = __Clone::clone(&self.communication_fraction);
            let oversubscription_ratio = __Clone::clone(&self.oversubscription_ratio);
            struct relative_throughput {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    relative_throughput,
                >(
                    ::mlsysim_core::equation::oversubscription_relative_throughput(
                        communication_fraction,
                        oversubscription_ratio,
                    )?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        ///Throughput the oversubscribed cut takes away. Equation: `oversubscription_throughput_loss(communication_fraction, oversubscription_ratio)`.
        #[inline]
        pub fn throughput_loss(&self) -> __Result<f64, __c::EvalError> {
            let communication_fraction = __Clone::clone(&self.communication_fraction);
            let oversubscription_ratio = __Clone::clone(&self.oversubscription_ratio);
            struct throughput_loss {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    throughput_loss,
                >(
                    ::mlsysim_core::equation::oversubscription_throughput_loss(
                        communication_fraction,
                        oversubscription_ratio,
                    )?,
                ))(),
                &__PROPERTIES[9],
            )
        }
        ///The cluster's capital that the lost throughput leaves idle. Equation: `throughput_loss * cluster_cost`.
        #[inline]
        pub fn idle_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_idle_cost(self.throughput_loss()?)
        }
        #[doc(hidden)]
        fn __eq_idle_cost(&self, throughput_loss: f64) -> __Result<Usd, __c::EvalError> {
            let cluster_cost = __Clone::clone(&self.cluster_cost);
            struct idle_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    idle_cost,
                >(throughput_loss.eq_mul(cluster_cost)?))(),
                &__PROPERTIES[10],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`OversubscriptionValues`].
        #[must_use]
        pub fn evaluate(&self) -> OversubscriptionValues<'_> {
            let devices_per_side = self.devices_per_side();
            let bisection_full = __c::after(
                (&devices_per_side,),
                |(v0,)| self.__eq_bisection_full(v0),
            );
            let bisection_oversubscribed = __c::after(
                (&devices_per_side,),
                |(v0,)| self.__eq_bisection_oversubscribed(v0),
            );
            let ring_factor = self.ring_factor();
            let crossing_bytes = __c::after(
                (&devices_per_side, &ring_factor),
                |(v0, v1)| self.__eq_crossing_bytes(v0, v1),
            );
            let time_full = __c::after(
                (&crossing_bytes, &bisection_full),
                |(v0, v1)| self.__eq_time_full(v0, v1),
            );
            let time_oversubscribed = __c::after(
                (&crossing_bytes, &bisection_oversubscribed),
                |(v0, v1)| self.__eq_time_oversubscribed(v0, v1),
            );
            let slowdown = __c::after(
                (&time_oversubscribed, &time_full),
                |(v0, v1)| self.__eq_slowdown(v0, v1),
            );
            let relative_throughput = self.relative_throughput();
            let throughput_loss = self.throughput_loss();
            let idle_cost = __c::after(
                (&throughput_loss,),
                |(v0,)| self.__eq_idle_cost(v0),
            );
            OversubscriptionValues {
                scenario: self,
                devices_per_side,
                bisection_full,
                bisection_oversubscribed,
                ring_factor,
                crossing_bytes,
                time_full,
                time_oversubscribed,
                slowdown,
                relative_throughput,
                throughput_loss,
                idle_cost,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.fleet, &__INPUTS[0])?;
            __c::bounded(&self.link_bandwidth, &__INPUTS[1])?;
            __c::bounded(&self.oversubscription_ratio, &__INPUTS[2])?;
            __c::bounded(&self.payload_per_device, &__INPUTS[3])?;
            __c::bounded_plain(&self.communication_fraction, &__INPUTS[4])?;
            __c::bounded(&self.cluster_cost, &__INPUTS[5])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_devices_per_side(&self) -> __c::Parts {
            __c::traced(
                self.devices_per_side(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let part = fleet.node
                    .accelerators_per_node; Ok((& __c::Showing(& part, None)).__shown())
                    }) (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let fleet = __Clone::clone(& self.fleet); let part
                    = fleet.count; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "floor_div", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let fleet =
                    __Clone::clone(& self.fleet); let part = fleet.node
                    .accelerators_per_node.eq_mul(fleet.count) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 2; Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_bisection_full(&self) -> __c::Parts {
            __c::traced(
                self.bisection_full(),
                &__PROPERTIES[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "bisection_bandwidth", args :
                    ::std::vec![__c::Operand::Name("devices_per_side"),
                    __c::Operand::Name("link_bandwidth"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_ring_factor(&self) -> __c::Parts {
            __c::traced(
                self.ring_factor(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let fleet = __Clone::clone(& self.fleet); let part = fleet.node
                    .accelerators_per_node; Ok((& __c::Showing(& part, None)).__shown())
                    }) (), (|| -> ::core::result::Result < Option < __c::Value >,
                    __c::EvalError > { let fleet = __Clone::clone(& self.fleet); let part
                    = fleet.count; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "ring_allreduce_data_factor", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let fleet =
                    __Clone::clone(& self.fleet); let part = fleet.node
                    .accelerators_per_node.eq_mul(fleet.count) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl OversubscriptionBuilder {
        ///Sets `fleet`: The fleet the ring spans; every accelerator is a rank.
        #[must_use]
        pub fn fleet(mut self, value: &'static Fleet) -> Self {
            self.fleet = Some(value);
            self
        }
        ///Sets `link_bandwidth`: Bandwidth of one link crossing the cut.
        #[must_use]
        pub fn link_bandwidth(mut self, value: DataRate) -> Self {
            self.link_bandwidth = Some(value);
            self
        }
        ///Sets `oversubscription_ratio`: How many times the cut is oversubscribed.
        #[must_use]
        pub fn oversubscription_ratio(mut self, value: f64) -> Self {
            self.oversubscription_ratio = Some(value);
            self
        }
        ///Sets `payload_per_device`: Bytes each device reduces.
        #[must_use]
        pub fn payload_per_device(mut self, value: Information) -> Self {
            self.payload_per_device = Some(value);
            self
        }
        ///Sets `communication_fraction`: Share of the step spent communicating on a non-blocking cut.
        #[must_use]
        pub fn communication_fraction(mut self, value: f64) -> Self {
            self.communication_fraction = Some(value);
            self
        }
        ///Sets `cluster_cost`: Capital cost of the cluster.
        #[must_use]
        pub fn cluster_cost(mut self, value: Usd) -> Self {
            self.cluster_cost = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<Oversubscription, __c::InputError> {
            let scenario = Oversubscription {
                fleet: __c::given(self.fleet, "fleet")?,
                link_bandwidth: __c::given(self.link_bandwidth, "link_bandwidth")?,
                oversubscription_ratio: __c::given(
                    self.oversubscription_ratio,
                    "oversubscription_ratio",
                )?,
                payload_per_device: __c::given(
                    self.payload_per_device,
                    "payload_per_device",
                )?,
                communication_fraction: __c::given(
                    self.communication_fraction,
                    "communication_fraction",
                )?,
                cluster_cost: __c::given(self.cluster_cost, "cluster_cost")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for OversubscriptionBuilder {
        type Scenario = Oversubscription;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "fleet" => self.fleet = __c::set(value, &__INPUTS[0])?,
                "link_bandwidth" => self.link_bandwidth = __c::set(value, &__INPUTS[1])?,
                "oversubscription_ratio" => {
                    self.oversubscription_ratio = __c::set(value, &__INPUTS[2])?;
                }
                "payload_per_device" => {
                    self.payload_per_device = __c::set(value, &__INPUTS[3])?;
                }
                "communication_fraction" => {
                    self.communication_fraction = __c::set(value, &__INPUTS[4])?;
                }
                "cluster_cost" => self.cluster_cost = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<Oversubscription, __c::InputError> {
            OversubscriptionBuilder::build(self)
        }
    }
    impl<'a> OversubscriptionValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a Oversubscription {
            self.scenario
        }
    }
    impl __c::Scenario for Oversubscription {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "Oversubscription",
            family: &NETWORK_FABRICS,
            summary: "A ring AllReduce whose every edge crosses the bisection of a fleet, on a non-blocking cut and on an oversubscribed one, and what the slower step costs the cluster.",
            description: "With ranks placed alternately in the two halves, each of the n/2 ring edges in one\ndirection crosses the cut and carries 2(n − 1)/n times the per-device payload. The cut has\nn/2 links, divided by the oversubscription ratio. Only the communicating share of the step\nstretches, so throughput falls to 1 / ((1 − f) + f × r); the lost share of the cluster's\ncapital is its idle capacity. This placement is the worst case.",
            notes: __c::meta::Notes {
                equation: "crossing = n/2 × payload × 2(n − 1)/n; cut = n/2 × link ÷ r; time = crossing ÷ cut; throughput = 1 ÷ ((1 − f) + f × r); idle cost = (1 − throughput) × cluster cost",
                assumptions: &[
                    "Every ring edge crosses the cut (ranks alternate between the halves): the worst placement.",
                    "Only the communicating share of the step stretches with the cut.",
                ],
                rules: __RULES,
                excludes: &[
                    "Startup latency, and any traffic that does not cross the cut.",
                ],
                derivation: &[
                    "The reference's BisectionModel, on the bisection bandwidth of a fat-tree.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 4:1 spine costs a ring a quarter of its cut",
                    code: "// A 4:1 spine costs a ring a quarter of its cut\nuse mlsysim_cluster::fabrics::ring_all_reduce_across_4to1_spine;\n\nlet s = ring_all_reduce_across_4to1_spine()?;\nassert_eq!(s.devices_per_side()?, 512);\nassert!((s.slowdown()? - 4.0).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = OversubscriptionBuilder;
        fn to_builder(&self) -> OversubscriptionBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.fleet,
                    &self.link_bandwidth,
                    &self.oversubscription_ratio,
                    &self.payload_per_device,
                    &self.communication_fraction,
                    &self.cluster_cost,
                ],
                &[
                    &values.devices_per_side,
                    &values.bisection_full,
                    &values.bisection_oversubscribed,
                    &values.ring_factor,
                    &values.crossing_bytes,
                    &values.time_full,
                    &values.time_oversubscribed,
                    &values.slowdown,
                    &values.relative_throughput,
                    &values.throughput_loss,
                    &values.idle_cost,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "devices_per_side" => Some(Ok(self.__explain_devices_per_side())),
                "bisection_full" => Some(Ok(self.__explain_bisection_full())),
                "ring_factor" => Some(Ok(self.__explain_ring_factor())),
                _ => None,
            }
        }
    }
    __c::glue!(Oversubscription);
};
