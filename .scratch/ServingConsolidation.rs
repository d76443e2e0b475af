/**Small and large serving models on whole devices, each small model alone on its device against small models sharing devices in groups, with the large models on tensor-parallel groups either way.

A small model takes `small_footprint` (weights, KV cache and activations) of a device's
memory; `tenants` of them share one device when load tests allow. A hardware partition (a
MIG profile) may be given to compare its unused share.

# Equation

unused = (memory − footprint) ÷ memory; exclusive GPUs = small models + large × group; shared GPUs = ⌊small ÷ tenants⌋ + large × group

# Assumptions

- A year is 8,760 hours, the reference's convention.
- The device memory is the decimal budget the footprints are stated in.

# Excludes

- Interference between co-located models beyond memory: compute and bandwidth contention are for load tests to settle.

# Derivation

- GPUs released by sharing, priced at the GPU-hour rate for a year.

# Examples

```rust
// Sharing pairs of 7B models releases 50 A100s
use mlsysim_fleet::orchestration::serving_consolidation_a100;

let s = serving_consolidation_a100()?;
assert_eq!(s.saved_gpus()?, 50);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ServingConsolidation {
    ///Memory budget of one device. *Shown in `GB`; allowed > 0.*
    pub device_memory: Information,
    ///Memory of a hardware partition (a MIG profile), for comparison. *Optional (absent by default); shown in `GB`; allowed > 0.*
    pub partition_memory: Option<Information>,
    ///The small model served (recorded; its footprint is given).
    pub small_model: &'static Workload,
    ///Memory one small model takes: weights, KV cache and activations. *Shown in `GB`; allowed >= 0.*
    pub small_footprint: Information,
    ///Small models that share one device. *Allowed >= 1.*
    pub tenants: u32,
    ///Small models served.
    pub n_small: u32,
    ///The large model served.
    pub large_model: &'static Workload,
    ///Large models served.
    pub n_large: u32,
    ///Devices of one large model's tensor-parallel group.
    pub gpus_per_large: u32,
    ///Bytes of one weight of the large model. *Allowed > 0.*
    pub bytes_per_param: Information,
    ///Price of one GPU-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub device_hour_rate: MoneyRate,
}
///Builds a [`ServingConsolidation`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ServingConsolidationBuilder {
    device_memory: ::core::option::Option<Information>,
    partition_memory: ::core::option::Option<Information>,
    small_model: ::core::option::Option<&'static Workload>,
    small_footprint: ::core::option::Option<Information>,
    tenants: ::core::option::Option<u32>,
    n_small: ::core::option::Option<u32>,
    large_model: ::core::option::Option<&'static Workload>,
    n_large: ::core::option::Option<u32>,
    gpus_per_large: ::core::option::Option<u32>,
    bytes_per_param: ::core::option::Option<Information>,
    device_hour_rate: ::core::option::Option<MoneyRate>,
}
///Every property of a [`ServingConsolidation`], each computed once (see [`ServingConsolidation::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ServingConsolidationValues<'a> {
    scenario: &'a ServingConsolidation,
    ///Share of a device unused by one small model alone.
    pub exclusive_unused: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Memory a shared device's small models take.
    pub shared_footprint: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Share of a shared device unused.
    pub shared_unused: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of the partition unused by one small model.
    pub partition_unused: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Bytes of the large model's weights.
    pub large_weights: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Fewest devices whose memory holds the large model's weights.
    pub min_devices_large: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Devices of the large models.
    pub large_gpus: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Devices with every small model alone.
    pub exclusive_gpus: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Devices the small models take when they share.
    pub shared_small_gpus: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Devices with the small models sharing.
    pub shared_gpus: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Devices sharing releases.
    pub saved_gpus: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Devices sharing releases, as a share of the exclusive layout's.
    pub saved_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of a device one small model alone uses.
    pub exclusive_utilization: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Share of a shared device its small models use.
    pub shared_utilization: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///A year's rent of the released devices at the rate (8,760 hours).
    pub annual_value: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "device_memory",
            ty: "Information",
            doc: "Memory budget of one device.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "partition_memory",
            ty: "Option<Information>",
            doc: "Memory of a hardware partition (a MIG profile), for comparison.",
            optional: true,
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "small_model",
            ty: "&'static Workload",
            doc: "The small model served (recorded; its footprint is given).",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "small_footprint",
            ty: "Information",
            doc: "Memory one small model takes: weights, KV cache and activations.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tenants",
            ty: "u32",
            doc: "Small models that share one device.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "n_small",
            ty: "u32",
            doc: "Small models served.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "large_model",
            ty: "&'static Workload",
            doc: "The large model served.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "n_large",
            ty: "u32",
            doc: "Large models served.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "gpus_per_large",
            ty: "u32",
            doc: "Devices of one large model's tensor-parallel group.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_param",
            ty: "Information",
            doc: "Bytes of one weight of the large model.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device_hour_rate",
            ty: "MoneyRate",
            doc: "Price of one GPU-hour.",
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
            name: "exclusive_unused",
            doc: "Share of a device unused by one small model alone.",
            equation: "(device_memory - small_footprint) / device_memory",
            result_type: "f64",
            depends_on: &["device_memory", "small_footprint"],
            template: "({device_memory} - {small_footprint}) / {device_memory}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "shared_footprint",
            doc: "Memory a shared device's small models take.",
            equation: "tenants * small_footprint",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["tenants", "small_footprint"],
            template: "{tenants} * {small_footprint}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "shared_unused",
            doc: "Share of a shared device unused.",
            equation: "(device_memory - shared_footprint) / device_memory",
            result_type: "f64",
            depends_on: &["device_memory", "shared_footprint"],
            template: "({device_memory} - {shared_footprint}) / {device_memory}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "partition_unused",
            doc: "Share of the partition unused by one small model.",
            equation: "(partition_memory - small_footprint) / partition_memory",
            result_type: "f64",
            depends_on: &["partition_memory", "small_footprint"],
            requires: &["partition_memory"],
            template: "({partition_memory} - {small_footprint}) / {partition_memory}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "large_weights",
            doc: "Bytes of the large model's weights.",
            equation: "weight_bytes(large_model, bytes_per_param)",
            result_type: "DataSize",
            label: {
                __c::units::unit_for::<DataSize, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["large_model", "bytes_per_param"],
            calls: &["weight_bytes"],
            template: "weight_bytes({large_model}, {bytes_per_param})",
            named_calls: "weight_bytes(large_model, bytes_per_param)",
            operation: "result of `weight_bytes`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "min_devices_large",
            doc: "Fewest devices whose memory holds the large model's weights.",
            equation: "ceil(large_weights / device_memory)",
            result_type: "i64",
            depends_on: &["device_memory", "large_weights"],
            calls: &["ceil"],
            template: "ceil({large_weights} / {device_memory})",
            operation: "result of `ceil`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "large_gpus",
            doc: "Devices of the large models.",
            equation: "n_large * gpus_per_large",
            result_type: "i64",
            depends_on: &["n_large", "gpus_per_large"],
            template: "{n_large} * {gpus_per_large}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "exclusive_gpus",
            doc: "Devices with every small model alone.",
            equation: "n_small + large_gpus",
            result_type: "i64",
            depends_on: &["n_small", "large_gpus"],
            template: "{n_small} + {large_gpus}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "shared_small_gpus",
            doc: "Devices the small models take when they share.",
            equation: "floor_div(n_small, tenants)",
            result_type: "i64",
            depends_on: &["n_small", "tenants"],
            calls: &["floor_div"],
            template: "floor_div({n_small}, {tenants})",
            named_calls: "floor_div(n_small, tenants)",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "shared_gpus",
            doc: "Devices with the small models sharing.",
            equation: "shared_small_gpus + large_gpus",
            result_type: "i64",
            depends_on: &["shared_small_gpus", "large_gpus"],
            template: "{shared_small_gpus} + {large_gpus}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "saved_gpus",
            doc: "Devices sharing releases.",
            equation: "exclusive_gpus - shared_gpus",
            result_type: "i64",
            depends_on: &["exclusive_gpus", "shared_gpus"],
            template: "{exclusive_gpus} - {shared_gpus}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "saved_share",
            doc: "Devices sharing releases, as a share of the exclusive layout's.",
            equation: "saved_gpus / exclusive_gpus",
            result_type: "f64",
            depends_on: &["saved_gpus", "exclusive_gpus"],
            template: "{saved_gpus} / {exclusive_gpus}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "exclusive_utilization",
            doc: "Share of a device one small model alone uses.",
            equation: "small_footprint / device_memory",
            result_type: "f64",
            depends_on: &["small_footprint", "device_memory"],
            template: "{small_footprint} / {device_memory}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "shared_utilization",
            doc: "Share of a shared device its small models use.",
            equation: "shared_footprint / device_memory",
            result_type: "f64",
            depends_on: &["device_memory", "shared_footprint"],
            template: "{shared_footprint} / {device_memory}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "annual_value",
            doc: "A year's rent of the released devices at the rate (8,760 hours).",
            equation: "saved_gpus * device_hour_rate * hours(8760.0)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["device_hour_rate", "saved_gpus"],
            calls: &["hours"],
            template: "{saved_gpus} * {device_hour_rate} * hours(8760.0)",
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
    impl ServingConsolidation {
        ///Starts a [`ServingConsolidationBuilder`]; required inputs must be set before [`ServingConsolidationBuilder::build`].
        #[must_use]
        pub fn builder() -> ServingConsolidationBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ServingConsolidationBuilder {
            ServingConsolidationBuilder {
                device_memory: Some(__Clone::clone(&self.device_memory)),
                partition_memory: __Clone::clone(&self.partition_memory),
                small_model: Some(__Clone::clone(&self.small_model)),
                small_footprint: Some(__Clone::clone(&self.small_footprint)),
                tenants: Some(__Clone::clone(&self.tenants)),
                n_small: Some(__Clone::clone(&self.n_small)),
                large_model: Some(__Clone::clone(&self.large_model)),
                n_large: Some(__Clone::clone(&self.n_large)),
                gpus_per_large: Some(__Clone::clone(&self.gpus_per_large)),
                bytes_per_param: Some(__Clone::clone(&self.bytes_per_param)),
                device_hour_rate: Some(__Clone::clone(&self.device_hour_rate)),
            }
        }
        ///Share of a device unused by one small model alone. Equation: `(device_memory - small_footprint) / device_memory`.
        #[inline]
        pub fn exclusive_unused(&self) -> __Result<f64, __c::EvalError> {
            let device_memory = __Clone::clone(&self.device_memory);
            let small_footprint = __Clone::clone(&self.small_footprint);
            struct exclusive_unused {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    exclusive_unused,
                >(device_memory.eq_sub(small_footprint)?.eq_div(device_memory)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Memory a shared device's small models take. Equation: `tenants * small_footprint`.
        #[inline]
        pub fn shared_footprint(&self) -> __Result<Information, __c::EvalError> {
            let tenants = __Clone::clone(&self.tenants);
            let small_footprint = __Clone::clone(&self.small_footprint);
            struct shared_footprint {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    shared_footprint,
                >(tenants.eq_mul(small_footprint)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Share of a shared device unused. Equation: `(device_memory - shared_footprint) / device_memory`.
        #[inline]
        pub fn shared_unused(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_shared_unused(self.shared_footprint()?)
        }
        #[doc(hidden)]
        fn __eq_shared_unused(
            &self,
            shared_footprint: Information,
        ) -> __Result<f64, __c::EvalError> {
            let device_memory = __Clone::clone(&self.device_memory);
            struct shared_unused {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    shared_unused,
                >(device_memory.eq_sub(shared_footprint)?.eq_div(device_memory)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Share of the partition unused by one small model. Equation: `(partition_memory - small_footprint) / partition_memory`. Requires `partition_memory` (an error names the absent one).
        #[inline]
        pub fn partition_unused(&self) -> __Result<f64, __c::EvalError> {
            let partition_memory = __c::present(
                &self.partition_memory,
                "partition_unused",
                "partition_memory",
            )?;
            let small_footprint = __Clone::clone(&self.small_footprint);
            struct partition_unused {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    partition_unused,
                >(
                    partition_memory.eq_sub(small_footprint)?.eq_div(partition_memory)?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        ///Bytes of the large model's weights. Equation: `weight_bytes(large_model, bytes_per_param)`.
        #[inline]
        pub fn large_weights(&self) -> __Result<DataSize, __c::EvalError> {
            let large_model = __Clone::clone(&self.large_model);
            let bytes_per_param = __Clone::clone(&self.bytes_per_param);
            struct large_weights {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    large_weights,
                >(
                    ::mlsysim_core::equation::weight_bytes(large_model, bytes_per_param)?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Fewest devices whose memory holds the large model's weights. Equation: `ceil(large_weights / device_memory)`.
        #[inline]
        pub fn min_devices_large(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_min_devices_large(self.large_weights()?)
        }
        #[doc(hidden)]
        fn __eq_min_devices_large(
            &self,
            large_weights: DataSize,
        ) -> __Result<i64, __c::EvalError> {
            let device_memory = __Clone::clone(&self.device_memory);
            struct min_devices_large {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    min_devices_large,
                >(
                    ::mlsysim_core::equation::ceil(large_weights.eq_div(device_memory)?)?,
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Devices of the large models. Equation: `n_large * gpus_per_large`.
        #[inline]
        pub fn large_gpus(&self) -> __Result<i64, __c::EvalError> {
            let n_large = __Clone::clone(&self.n_large);
            let gpus_per_large = __Clone::clone(&self.gpus_per_large);
            struct large_gpus {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    large_gpus,
                >(n_large.eq_mul(gpus_per_large)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Devices with every small model alone. Equation: `n_small + large_gpus`.
        #[inline]
        pub fn exclusive_gpus(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_exclusive_gpus(self.large_gpus()?)
        }
        #[doc(hidden)]
        fn __eq_exclusive_gpus(&self, large_gpus: i64) -> __Result<i64, __c::EvalError> {
            let n_small = __Clone::clone(&self.n_small);
            struct exclusive_gpus {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    exclusive_gpus,
                >(n_small.eq_add(large_gpus)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Devices the small models take when they share. Equation: `floor_div(n_small, tenants)`.
        #[inline]
        pub fn shared_small_gpus(&self) -> __Result<i64, __c::EvalError> {
            let n_small = __Clone::clone(&self.n_small);
            let tenants = __Clone::clone(&self.tenants);
            struct shared_small_gpus {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    shared_small_gpus,
                >(::mlsysim_core::equation::floor_div(n_small, tenants)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Devices with the small models sharing. Equation: `shared_small_gpus + large_gpus`.
        #[inline]
        pub fn shared_gpus(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_shared_gpus(self.shared_small_gpus()?, self.large_gpus()?)
        }
        #[doc(hidden)]
        fn __eq_shared_gpus(
            &self,
            shared_small_gpus: i64,
            large_gpus: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct shared_gpus {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    shared_gpus,
                >(shared_small_gpus.eq_add(large_gpus)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Devices sharing releases. Equation: `exclusive_gpus - shared_gpus`.
        #[inline]
        pub fn saved_gpus(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_saved_gpus(self.exclusive_gpus()?, self.shared_gpus()?)
        }
        #[doc(hidden)]
        fn __eq_saved_gpus(
            &self,
            exclusive_gpus: i64,
            shared_gpus: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct saved_gpus {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    saved_gpus,
                >(exclusive_gpus.eq_sub(shared_gpus)?))(),
                &__PROPERTIES[10],
            )
        }
        ///Devices sharing releases, as a share of the exclusive layout's. Equation: `saved_gpus / exclusive_gpus`.
        #[inline]
        pub fn saved_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_saved_share(self.saved_gpus()?, self.exclusive_gpus()?)
        }
        #[doc(hidden)]
        fn __eq_saved_share(
            &self,
            saved_gpus: i64,
            exclusive_gpus: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct saved_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    saved_share,
                >(saved_gpus.eq_div(exclusive_gpus)?))(),
                &__PROPERTIES[11],
            )
        }
        ///Share of a device one small model alone uses. Equation: `small_footprint / device_memory`.
        #[inline]
        pub fn exclusive_utilization(&self) -> __Result<f64, __c::EvalError> {
            let small_footprint = __Clone::clone(&self.small_footprint);
            let device_memory = __Clone::clone(&self.device_memory);
            struct exclusive_utilization {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    exclusive_utilization,
                >(small_footprint.eq_div(device_memory)?))(),
                &__PROPERTIES[12],
            )
        }
        ///Share of a shared device its small models use. Equation: `shared_footprint / device_memory`.
        #[inline]
        pub fn shared_utilization(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_shared_utilization(self.shared_footprint()?)
        }
        #[doc(hidden)]
        fn __eq_shared_utilization(
            &self,
            shared_footprint: Information,
        ) -> __Result<f64, __c::EvalError> {
            let device_memory = __Clone::clone(&self.device_memory);
            struct shared_utilization {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    shared_utilization,
                >(shared_footprint.eq_div(device_memory)?))(),
                &__PROPERTIES[13],
            )
        }
        ///A year's rent of the released devices at the rate (8,760 hours). Equation: `saved_gpus * device_hour_rate * hours(8760.0)`.
        #[inline]
        pub fn annual_value(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_annual_value(self.saved_gpus()?)
        }
        #[doc(hidden)]
        fn __eq_annual_value(&self, saved_gpus: i64) -> __Result<Usd, __c::EvalError> {
            let device_hour_rate = __Clone::clone(&self.device_hour_rate);
            struct annual_value {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    annual_value,
                >(
                    saved_gpus
                        .eq_mul(device_hour_rate)?
                        .eq_mul(::mlsysim_core::equation::hours(8760.0))?,
                ))(),
                &__PROPERTIES[14],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ServingConsolidationValues`].
        #[must_use]
        pub fn evaluate(&self) -> ServingConsolidationValues<'_> {
            let exclusive_unused = self.exclusive_unused();
            let shared_footprint = self.shared_footprint();
            let shared_unused = __c::after(
                (&shared_footprint,),
                |(v0,)| self.__eq_shared_unused(v0),
            );
            let partition_unused = self.partition_unused();
            let large_weights = self.large_weights();
            let min_devices_large = __c::after(
                (&large_weights,),
                |(v0,)| self.__eq_min_devices_large(v0),
            );
            let large_gpus = self.large_gpus();
            let exclusive_gpus = __c::after(
                (&large_gpus,),
                |(v0,)| self.__eq_exclusive_gpus(v0),
            );
            let shared_small_gpus = self.shared_small_gpus();
            let shared_gpus = __c::after(
                (&shared_small_gpus, &large_gpus),
                |(v0, v1)| self.__eq_shared_gpus(v0, v1),
            );
            let saved_gpus = __c::after(
                (&exclusive_gpus, &shared_gpus),
                |(v0, v1)| self.__eq_saved_gpus(v0, v1),
            );
            let saved_share = __c::after(
                (&saved_gpus, &exclusive_gpus),
                |(v0, v1)| self.__eq_saved_share(v0, v1),
            );
            let exclusive_utilization = self.exclusive_utilization();
            let shared_utilization = __c::after(
                (&shared_footprint,),
                |(v0,)| self.__eq_shared_utilization(v0),
            );
            let annual_value = __c::after(
                (&saved_gpus,),
                |(v0,)| self.__eq_annual_value(v0),
            );
            ServingConsolidationValues {
                scenario: self,
                exclusive_unused,
                shared_footprint,
                shared_unused,
                partition_unused,
                large_weights,
                min_devices_large,
                large_gpus,
                exclusive_gpus,
                shared_small_gpus,
                shared_gpus,
                saved_gpus,
                saved_share,
                exclusive_utilization,
                shared_utilization,
                annual_value,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.device_memory, &__INPUTS[0])?;
            __c::bounded(&self.partition_memory, &__INPUTS[1])?;
            __c::finite(&self.small_model, &__INPUTS[2])?;
            __c::bounded(&self.small_footprint, &__INPUTS[3])?;
            __c::bounded_plain(&self.tenants, &__INPUTS[4])?;
            __c::finite(&self.n_small, &__INPUTS[5])?;
            __c::finite(&self.large_model, &__INPUTS[6])?;
            __c::finite(&self.n_large, &__INPUTS[7])?;
            __c::finite(&self.gpus_per_large, &__INPUTS[8])?;
            __c::bounded(&self.bytes_per_param, &__INPUTS[9])?;
            __c::bounded(&self.device_hour_rate, &__INPUTS[10])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_min_devices_large(&self) -> __c::Parts {
            __c::traced(
                self.min_devices_large(),
                &__PROPERTIES[5],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ceil", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let large_weights = self
                    .large_weights() ?; let device_memory = __Clone::clone(& self
                    .device_memory); let part = large_weights.eq_div(device_memory) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_annual_value(&self) -> __c::Parts {
            __c::traced(
                self.annual_value(),
                &__PROPERTIES[14],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "hours", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 8760.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl ServingConsolidationBuilder {
        ///Sets `device_memory`: Memory budget of one device.
        #[must_use]
        pub fn device_memory(mut self, value: Information) -> Self {
            self.device_memory = Some(value);
            self
        }
        ///Sets `partition_memory`: Memory of a hardware partition (a MIG profile), for comparison.
        #[must_use]
        pub fn partition_memory(mut self, value: Information) -> Self {
            self.partition_memory = Some(value);
            self
        }
        ///Leaves `partition_memory` absent.
        #[must_use]
        pub fn without_partition_memory(mut self) -> Self {
            self.partition_memory = None;
            self
        }
        ///Sets `small_model`: The small model served (recorded; its footprint is given).
        #[must_use]
        pub fn small_model(mut self, value: &'static Workload) -> Self {
            self.small_model = Some(value);
            self
        }
        ///Sets `small_footprint`: Memory one small model takes: weights, KV cache and activations.
        #[must_use]
        pub fn small_footprint(mut self, value: Information) -> Self {
            self.small_footprint = Some(value);
            self
        }
        ///Sets `tenants`: Small models that share one device.
        #[must_use]
        pub fn tenants(mut self, value: u32) -> Self {
            self.tenants = Some(value);
            self
        }
        ///Sets `n_small`: Small models served.
        #[must_use]
        pub fn n_small(mut self, value: u32) -> Self {
            self.n_small = Some(value);
            self
        }
        ///Sets `large_model`: The large model served.
        #[must_use]
        pub fn large_model(mut self, value: &'static Workload) -> Self {
            self.large_model = Some(value);
            self
        }
        ///Sets `n_large`: Large models served.
        #[must_use]
        pub fn n_large(mut self, value: u32) -> Self {
            self.n_large = Some(value);
            self
        }
        ///Sets `gpus_per_large`: Devices of one large model's tensor-parallel group.
        #[must_use]
        pub fn gpus_per_large(mut self, value: u32) -> Self {
            self.gpus_per_large = Some(value);
            self
        }
        ///Sets `bytes_per_param`: Bytes of one weight of the large model.
        #[must_use]
        pub fn bytes_per_param(mut self, value: Information) -> Self {
            self.bytes_per_param = Some(value);
            self
        }
        ///Sets `device_hour_rate`: Price of one GPU-hour.
        #[must_use]
        pub fn device_hour_rate(mut self, value: MoneyRate) -> Self {
            self.device_hour_rate = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ServingConsolidation, __c::InputError> {
            let scenario = ServingConsolidation {
                device_memory: __c::given(self.device_memory, "device_memory")?,
                partition_memory: self.partition_memory,
                small_model: __c::given(self.small_model, "small_model")?,
                small_footprint: __c::given(self.small_footprint, "small_footprint")?,
                tenants: __c::given(self.tenants, "tenants")?,
                n_small: __c::given(self.n_small, "n_small")?,
                large_model: __c::given(self.large_model, "large_model")?,
                n_large: __c::given(self.n_large, "n_large")?,
                gpus_per_large: __c::given(self.gpus_per_large, "gpus_per_large")?,
                bytes_per_param: __c::given(self.bytes_per_param, "bytes_per_param")?,
                device_hour_rate: __c::given(self.device_hour_rate, "device_hour_rate")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ServingConsolidationBuilder {
        type Scenario = ServingConsolidation;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "device_memory" => self.device_memory = __c::set(value, &__INPUTS[0])?,
                "partition_memory" => {
                    self.partition_memory = __c::set(value, &__INPUTS[1])?;
                }
                "small_model" => self.small_model = __c::set(value, &__INPUTS[2])?,
                "small_footprint" => {
                    self.small_footprint = __c::set(value, &__INPUTS[3])?;
                }
                "tenants" => self.tenants = __c::set(value, &__INPUTS[4])?,
                "n_small" => self.n_small = __c::set(value, &__INPUTS[5])?,
                "large_model" => self.large_model = __c::set(value, &__INPUTS[6])?,
                "n_large" => self.n_large = __c::set(value, &__INPUTS[7])?,
                "gpus_per_large" => self.gpus_per_large = __c::set(value, &__INPUTS[8])?,
                "bytes_per_param" => {
                    self.bytes_per_param = __c::set(value, &__INPUTS[9])?;
                }
                "device_hour_rate" => {
                    self.device_hour_rate = __c::set(value, &__INPUTS[10])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ServingConsolidation, __c::InputError> {
            ServingConsolidationBuilder::build(self)
        }
    }
    impl<'a> ServingConsolidationValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ServingConsolidation {
            self.scenario
        }
    }
    impl __c::Scenario for ServingConsolidation {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ServingConsolidation",
            family: &ORCHESTRATION,
            summary: "Small and large serving models on whole devices, each small model alone on its device against small models sharing devices in groups, with the large models on tensor-parallel groups either way.",
            description: "A small model takes `small_footprint` (weights, KV cache and activations) of a device's\nmemory; `tenants` of them share one device when load tests allow. A hardware partition (a\nMIG profile) may be given to compare its unused share.",
            notes: __c::meta::Notes {
                equation: "unused = (memory − footprint) ÷ memory; exclusive GPUs = small models + large × group; shared GPUs = ⌊small ÷ tenants⌋ + large × group",
                assumptions: &[
                    "A year is 8,760 hours, the reference's convention.",
                    "The device memory is the decimal budget the footprints are stated in.",
                ],
                rules: __RULES,
                excludes: &[
                    "Interference between co-located models beyond memory: compute and bandwidth contention are for load tests to settle.",
                ],
                derivation: &[
                    "GPUs released by sharing, priced at the GPU-hour rate for a year.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Sharing pairs of 7B models releases 50 A100s",
                    code: "// Sharing pairs of 7B models releases 50 A100s\nuse mlsysim_fleet::orchestration::serving_consolidation_a100;\n\nlet s = serving_consolidation_a100()?;\nassert_eq!(s.saved_gpus()?, 50);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ServingConsolidationBuilder;
        fn to_builder(&self) -> ServingConsolidationBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.device_memory,
                    &self.partition_memory,
                    &self.small_model,
                    &self.small_footprint,
                    &self.tenants,
                    &self.n_small,
                    &self.large_model,
                    &self.n_large,
                    &self.gpus_per_large,
                    &self.bytes_per_param,
                    &self.device_hour_rate,
                ],
                &[
                    &values.exclusive_unused,
                    &values.shared_footprint,
                    &values.shared_unused,
                    &values.partition_unused,
                    &values.large_weights,
                    &values.min_devices_large,
                    &values.large_gpus,
                    &values.exclusive_gpus,
                    &values.shared_small_gpus,
                    &values.shared_gpus,
                    &values.saved_gpus,
                    &values.saved_share,
                    &values.exclusive_utilization,
                    &values.shared_utilization,
                    &values.annual_value,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "min_devices_large" => Some(Ok(self.__explain_min_devices_large())),
                "annual_value" => Some(Ok(self.__explain_annual_value())),
                _ => None,
            }
        }
    }
    __c::glue!(ServingConsolidation);
};
