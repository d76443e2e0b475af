/**Layer-by-layer gradient AllReduce of a model, run after the backward pass or overlapped with it.

Each of L equal layers yields its gradient, reduced in buckets of a fixed size that each
take a stated time. In sequence, the step pays the whole backward pass and then every
reduction. Overlapped, a layer's reduction starts when its backward finishes; when a
reduction outlasts the next layer's backward the excess accumulates, and the last reduction
has no compute left to hide under.

# Equation

gradient = weights ÷ L; buckets = ⌈gradient ÷ bucket⌉; comm = buckets × time per bucket; sequential = L × backward + L × comm; exposed = max(0, comm − backward); overlapped = L × backward + comm + (L − 1) × exposed

# Assumptions

- Every layer has the same parameters and the same backward time.
- `n_devices` sets the stated time per bucket; no member reads it.

# Rules across inputs

- `workload` is a transformer with its layer count in the registry (`workload.geometry().is_ok()`)

# Excludes

- Buckets that span layers, and contention between the reduction and the backward pass.

# Derivation

- The reference's OverlapBudgetModel (PyTorch DDP's bucketed, overlapped AllReduce).

# Examples

```rust
// Overlap saves about a third of the step
use mlsysim_cluster::collectives::overlap_budget_7b_64gpu;

let s = overlap_budget_7b_64gpu()?;
assert_eq!(s.buckets_per_layer()?, 9);
assert!((s.savings_fraction()? - 0.3459821428571429).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OverlapBudget {
    ///The model whose gradients are reduced.
    pub workload: &'static Workload,
    ///Bytes of one gradient value. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_value: Information,
    ///Backward time of one layer, stated. *Shown in `MILLISECOND`; allowed >= 0.*
    pub backward_per_layer: Time,
    ///Bytes of one bucket. *Shown in `MB`; allowed > 0.*
    pub bucket_size: Information,
    ///Time to reduce one bucket, the last partial one included. *Shown in `MILLISECOND`; allowed >= 0.*
    pub time_per_bucket: Time,
    ///Devices the gradients are reduced over. *Allowed >= 1.*
    pub n_devices: u32,
}
///Builds a [`OverlapBudget`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct OverlapBudgetBuilder {
    workload: ::core::option::Option<&'static Workload>,
    bytes_per_value: ::core::option::Option<Information>,
    backward_per_layer: ::core::option::Option<Time>,
    bucket_size: ::core::option::Option<Information>,
    time_per_bucket: ::core::option::Option<Time>,
    n_devices: ::core::option::Option<u32>,
}
///Every property of a [`OverlapBudget`], each computed once (see [`OverlapBudget::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OverlapBudgetValues<'a> {
    scenario: &'a OverlapBudget,
    ///Layers of the model.
    pub layers: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Gradient bytes of one layer.
    pub gradient_per_layer: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Buckets of one layer's gradient.
    pub buckets_per_layer: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Reduction time of one layer.
    pub communication_per_layer: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Backward time of every layer.
    pub total_backward: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The backward pass, then every reduction.
    pub sequential_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Reduction time of one layer that the next layer's backward does not hide.
    pub exposed_per_layer: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///The backward pass with the reductions overlapped.
    pub overlapped_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Share of the sequential step the overlap saves.
    pub savings_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model whose gradients are reduced.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_value",
            ty: "Information",
            doc: "Bytes of one gradient value.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "backward_per_layer",
            ty: "Time",
            doc: "Backward time of one layer, stated.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bucket_size",
            ty: "Information",
            doc: "Bytes of one bucket.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "time_per_bucket",
            ty: "Time",
            doc: "Time to reduce one bucket, the last partial one included.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "n_devices",
            ty: "u32",
            doc: "Devices the gradients are reduced over.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "layers",
            doc: "Layers of the model.",
            equation: "workload.geometry().layers",
            result_type: "i64",
            depends_on: &["workload"],
            reaches: &[("workload", "geometry")],
            template: "{#0 workload.geometry().layers}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "gradient_per_layer",
            doc: "Gradient bytes of one layer.",
            equation: "weight_bytes(workload, bytes_per_value) / layers",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["workload", "bytes_per_value", "layers"],
            calls: &["weight_bytes"],
            template: "weight_bytes({workload}, {bytes_per_value}) / {layers}",
            named_calls: "weight_bytes(workload, bytes_per_value)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "buckets_per_layer",
            doc: "Buckets of one layer's gradient.",
            equation: "ceil(gradient_per_layer / bucket_size)",
            result_type: "i64",
            depends_on: &["bucket_size", "gradient_per_layer"],
            calls: &["ceil"],
            template: "ceil({gradient_per_layer} / {bucket_size})",
            operation: "result of `ceil`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "communication_per_layer",
            doc: "Reduction time of one layer.",
            equation: "buckets_per_layer * time_per_bucket",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["time_per_bucket", "buckets_per_layer"],
            template: "{buckets_per_layer} * {time_per_bucket}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "total_backward",
            doc: "Backward time of every layer.",
            equation: "layers * backward_per_layer",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["backward_per_layer", "layers"],
            template: "{layers} * {backward_per_layer}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "sequential_time",
            doc: "The backward pass, then every reduction.",
            equation: "total_backward + layers * communication_per_layer",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["total_backward", "layers", "communication_per_layer"],
            template: "{total_backward} + {layers} * {communication_per_layer}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "exposed_per_layer",
            doc: "Reduction time of one layer that the next layer's backward does not hide.",
            equation: "max(seconds(0.0), communication_per_layer - backward_per_layer)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["backward_per_layer", "communication_per_layer"],
            calls: &["max", "seconds"],
            template: "max(seconds(0.0), {communication_per_layer} - {backward_per_layer})",
            operation: "result of `max`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "overlapped_time",
            doc: "The backward pass with the reductions overlapped.",
            equation: "total_backward + communication_per_layer + (layers - 1) * exposed_per_layer",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &[
                "total_backward",
                "communication_per_layer",
                "layers",
                "exposed_per_layer",
            ],
            template: "{total_backward} + {communication_per_layer} + ({layers} - 1) * {exposed_per_layer}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "savings_fraction",
            doc: "Share of the sequential step the overlap saves.",
            equation: "1.0 - overlapped_time / sequential_time",
            result_type: "f64",
            depends_on: &["overlapped_time", "sequential_time"],
            template: "1.0 - {overlapped_time} / {sequential_time}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` is a transformer with its layer count in the registry",
            condition: "workload.geometry().is_ok()",
            inputs: &["workload"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl OverlapBudget {
        ///Starts a [`OverlapBudgetBuilder`]; required inputs must be set before [`OverlapBudgetBuilder::build`].
        #[must_use]
        pub fn builder() -> OverlapBudgetBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> OverlapBudgetBuilder {
            OverlapBudgetBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                bytes_per_value: Some(__Clone::clone(&self.bytes_per_value)),
                backward_per_layer: Some(__Clone::clone(&self.backward_per_layer)),
                bucket_size: Some(__Clone::clone(&self.bucket_size)),
                time_per_bucket: Some(__Clone::clone(&self.time_per_bucket)),
                n_devices: Some(__Clone::clone(&self.n_devices)),
            }
        }
        ///Layers of the model. Equation: `workload.geometry().layers`.
        #[inline]
        pub fn layers(&self) -> __Result<i64, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            struct layers {}
            __c::member(
                (|| __c::conform::<i64, _, layers>(workload.geometry()?.layers))(),
                &__PROPERTIES[0],
            )
        }
        ///Gradient bytes of one layer. Equation: `weight_bytes(workload, bytes_per_value) / layers`.
        #[inline]
        pub fn gradient_per_layer(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_gradient_per_layer(self.layers()?)
        }
        #[doc(hidden)]
        fn __eq_gradient_per_layer(
            &self,
            layers: i64,
        ) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let bytes_per_value = __Clone::clone(&self.bytes_per_value);
            struct gradient_per_layer {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    gradient_per_layer,
                >(
                    ::mlsysim_core::equation::weight_bytes(workload, bytes_per_value)?
                        .quantity()
                        .eq_div(layers)?,
                ))(),
                &__PROPERTIES[1],
            )
        }
        ///Buckets of one layer's gradient. Equation: `ceil(gradient_per_layer / bucket_size)`.
        #[inline]
        pub fn buckets_per_layer(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_buckets_per_layer(self.gradient_per_layer()?)
        }
        #[doc(hidden)]
        fn __eq_buckets_per_layer(
            &self,
            gradient_per_layer: Information,
        ) -> __Result<i64, __c::EvalError> {
            let bucket_size = __Clone::clone(&self.bucket_size);
            struct buckets_per_layer {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    buckets_per_layer,
                >(
                    ::mlsysim_core::equation::ceil(
                        gradient_per_layer.eq_div(bucket_size)?,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Reduction time of one layer. Equation: `buckets_per_layer * time_per_bucket`.
        #[inline]
        pub fn communication_per_layer(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_communication_per_layer(self.buckets_per_layer()?)
        }
        #[doc(hidden)]
        fn __eq_communication_per_layer(
            &self,
            buckets_per_layer: i64,
        ) -> __Result<Time, __c::EvalError> {
            let time_per_bucket = __Clone::clone(&self.time_per_bucket);
            struct communication_per_layer {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    communication_per_layer,
                >(buckets_per_layer.eq_mul(time_per_bucket)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Backward time of every layer. Equation: `layers * backward_per_layer`.
        #[inline]
        pub fn total_backward(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_total_backward(self.layers()?)
        }
        #[doc(hidden)]
        fn __eq_total_backward(&self, layers: i64) -> __Result<Time, __c::EvalError> {
            let backward_per_layer = __Clone::clone(&self.backward_per_layer);
            struct total_backward {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    total_backward,
                >(layers.eq_mul(backward_per_layer)?))(),
                &__PROPERTIES[4],
            )
        }
        ///The backward pass, then every reduction. Equation: `total_backward + layers * communication_per_layer`.
        #[inline]
        pub fn sequential_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_sequential_time(
                self.total_backward()?,
                self.layers()?,
                self.communication_per_layer()?,
            )
        }
        #[doc(hidden)]
        fn __eq_sequential_time(
            &self,
            total_backward: Time,
            layers: i64,
            communication_per_layer: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct sequential_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    sequential_time,
                >(total_backward.eq_add(layers.eq_mul(communication_per_layer)?)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Reduction time of one layer that the next layer's backward does not hide. Equation: `max(seconds(0.0), communication_per_layer - backward_per_layer)`.
        #[inline]
        pub fn exposed_per_layer(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_exposed_per_layer(self.communication_per_layer()?)
        }
        #[doc(hidden)]
        fn __eq_exposed_per_layer(
            &self,
            communication_per_layer: Time,
        ) -> __Result<Time, __c::EvalError> {
            let backward_per_layer = __Clone::clone(&self.backward_per_layer);
            struct exposed_per_layer {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    exposed_per_layer,
                >(
                    ::mlsysim_core::equation::max(
                        ::mlsysim_core::equation::seconds(0.0),
                        communication_per_layer.eq_sub(backward_per_layer)?,
                    ),
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///The backward pass with the reductions overlapped. Equation: `total_backward + communication_per_layer + (layers - 1) * exposed_per_layer`.
        #[inline]
        pub fn overlapped_time(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_overlapped_time(
                self.total_backward()?,
                self.communication_per_layer()?,
                self.layers()?,
                self.exposed_per_layer()?,
            )
        }
        #[doc(hidden)]
        fn __eq_overlapped_time(
            &self,
            total_backward: Time,
            communication_per_layer: Time,
            layers: i64,
            exposed_per_layer: Time,
        ) -> __Result<Time, __c::EvalError> {
            struct overlapped_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    overlapped_time,
                >(
                    total_backward
                        .eq_add(communication_per_layer)?
                        .eq_add(layers.eq_sub(1i64)?.eq_mul(exposed_per_layer)?)?,
                ))(),
                &__PROPERTIES[7],
            )
        }
        ///Share of the sequential step the overlap saves. Equation: `1.0 - overlapped_time / sequential_time`.
        #[inline]
        pub fn savings_fraction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_savings_fraction(self.overlapped_time()?, self.sequential_time()?)
        }
        #[doc(hidden)]
        fn __eq_savings_fraction(
            &self,
            overlapped_time: Time,
            sequential_time: Time,
        ) -> __Result<f64, __c::EvalError> {
            struct savings_fraction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    savings_fraction,
                >((1.0).eq_sub(overlapped_time.eq_div(sequential_time)?)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`OverlapBudgetValues`].
        #[must_use]
        pub fn evaluate(&self) -> OverlapBudgetValues<'_> {
            let layers = self.layers();
            let gradient_per_layer = __c::after(
                (&layers,),
                |(v0,)| self.__eq_gradient_per_layer(v0),
            );
            let buckets_per_layer = __c::after(
                (&gradient_per_layer,),
                |(v0,)| self.__eq_buckets_per_layer(v0),
            );
            let communication_per_layer = __c::after(
                (&buckets_per_layer,),
                |(v0,)| self.__eq_communication_per_layer(v0),
            );
            let total_backward = __c::after(
                (&layers,),
                |(v0,)| self.__eq_total_backward(v0),
            );
            let sequential_time = __c::after(
                (&total_backward, &layers, &communication_per_layer),
                |(v0, v1, v2)| self.__eq_sequential_time(v0, v1, v2),
            );
            let exposed_per_layer = __c::after(
                (&communication_per_layer,),
                |(v0,)| self.__eq_exposed_per_layer(v0),
            );
            let overlapped_time = __c::after(
                (&total_backward, &communication_per_layer, &layers, &exposed_per_layer),
                |(v0, v1, v2, v3)| self.__eq_overlapped_time(v0, v1, v2, v3),
            );
            let savings_fraction = __c::after(
                (&overlapped_time, &sequential_time),
                |(v0, v1)| self.__eq_savings_fraction(v0, v1),
            );
            OverlapBudgetValues {
                scenario: self,
                layers,
                gradient_per_layer,
                buckets_per_layer,
                communication_per_layer,
                total_backward,
                sequential_time,
                exposed_per_layer,
                overlapped_time,
                savings_fraction,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded(&self.bytes_per_value, &__INPUTS[1])?;
            __c::bounded(&self.backward_per_layer, &__INPUTS[2])?;
            __c::bounded(&self.bucket_size, &__INPUTS[3])?;
            __c::bounded(&self.time_per_bucket, &__INPUTS[4])?;
            __c::bounded_plain(&self.n_devices, &__INPUTS[5])?;
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.geometry().is_ok(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_layers(&self) -> __c::Parts {
            __c::traced(
                self.layers(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .layers; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_buckets_per_layer(&self) -> __c::Parts {
            __c::traced(
                self.buckets_per_layer(),
                &__PROPERTIES[2],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ceil", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let gradient_per_layer =
                    self.gradient_per_layer() ?; let bucket_size = __Clone::clone(& self
                    .bucket_size); let part = gradient_per_layer.eq_div(bucket_size) ?;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_exposed_per_layer(&self) -> __c::Parts {
            __c::traced(
                self.exposed_per_layer(),
                &__PROPERTIES[6],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "max", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part =
                    ::mlsysim_core::equation::seconds(0.0); Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let communication_per_layer = self.communication_per_layer() ?; let
                    backward_per_layer = __Clone::clone(& self.backward_per_layer); let
                    part = communication_per_layer.eq_sub(backward_per_layer) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "seconds", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 0.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }
                ],
            )
        }
    }
    impl OverlapBudgetBuilder {
        ///Sets `workload`: The model whose gradients are reduced.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `bytes_per_value`: Bytes of one gradient value.
        #[must_use]
        pub fn bytes_per_value(mut self, value: Information) -> Self {
            self.bytes_per_value = Some(value);
            self
        }
        ///Sets `backward_per_layer`: Backward time of one layer, stated.
        #[must_use]
        pub fn backward_per_layer(mut self, value: Time) -> Self {
            self.backward_per_layer = Some(value);
            self
        }
        ///Sets `bucket_size`: Bytes of one bucket.
        #[must_use]
        pub fn bucket_size(mut self, value: Information) -> Self {
            self.bucket_size = Some(value);
            self
        }
        ///Sets `time_per_bucket`: Time to reduce one bucket, the last partial one included.
        #[must_use]
        pub fn time_per_bucket(mut self, value: Time) -> Self {
            self.time_per_bucket = Some(value);
            self
        }
        ///Sets `n_devices`: Devices the gradients are reduced over.
        #[must_use]
        pub fn n_devices(mut self, value: u32) -> Self {
            self.n_devices = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<OverlapBudget, __c::InputError> {
            let scenario = OverlapBudget {
                workload: __c::given(self.workload, "workload")?,
                bytes_per_value: __c::given(self.bytes_per_value, "bytes_per_value")?,
                backward_per_layer: __c::given(
                    self.backward_per_layer,
                    "backward_per_layer",
                )?,
                bucket_size: __c::given(self.bucket_size, "bucket_size")?,
                time_per_bucket: __c::given(self.time_per_bucket, "time_per_bucket")?,
                n_devices: __c::given(self.n_devices, "n_devices")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for OverlapBudgetBuilder {
        type Scenario = OverlapBudget;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "bytes_per_value" => {
                    self.bytes_per_value = __c::set(value, &__INPUTS[1])?;
                }
                "backward_per_layer" => {
                    self.backward_per_layer = __c::set(value, &__INPUTS[2])?;
                }
                "bucket_size" => self.bucket_size = __c::set(value, &__INPUTS[3])?,
                "time_per_bucket" => {
                    self.time_per_bucket = __c::set(value, &__INPUTS[4])?;
                }
                "n_devices" => self.n_devices = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<OverlapBudget, __c::InputError> {
            OverlapBudgetBuilder::build(self)
        }
    }
    impl<'a> OverlapBudgetValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a OverlapBudget {
            self.scenario
        }
    }
    impl __c::Scenario for OverlapBudget {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "OverlapBudget",
            family: &COLLECTIVES,
            summary: "Layer-by-layer gradient AllReduce of a model, run after the backward pass or overlapped with it.",
            description: "Each of L equal layers yields its gradient, reduced in buckets of a fixed size that each\ntake a stated time. In sequence, the step pays the whole backward pass and then every\nreduction. Overlapped, a layer's reduction starts when its backward finishes; when a\nreduction outlasts the next layer's backward the excess accumulates, and the last reduction\nhas no compute left to hide under.",
            notes: __c::meta::Notes {
                equation: "gradient = weights ÷ L; buckets = ⌈gradient ÷ bucket⌉; comm = buckets × time per bucket; sequential = L × backward + L × comm; exposed = max(0, comm − backward); overlapped = L × backward + comm + (L − 1) × exposed",
                assumptions: &[
                    "Every layer has the same parameters and the same backward time.",
                    "`n_devices` sets the stated time per bucket; no member reads it.",
                ],
                rules: __RULES,
                excludes: &[
                    "Buckets that span layers, and contention between the reduction and the backward pass.",
                ],
                derivation: &[
                    "The reference's OverlapBudgetModel (PyTorch DDP's bucketed, overlapped AllReduce).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Overlap saves about a third of the step",
                    code: "// Overlap saves about a third of the step\nuse mlsysim_cluster::collectives::overlap_budget_7b_64gpu;\n\nlet s = overlap_budget_7b_64gpu()?;\nassert_eq!(s.buckets_per_layer()?, 9);\nassert!((s.savings_fraction()? - 0.3459821428571429).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = OverlapBudgetBuilder;
        fn to_builder(&self) -> OverlapBudgetBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.bytes_per_value,
                    &self.backward_per_layer,
                    &self.bucket_size,
                    &self.time_per_bucket,
                    &self.n_devices,
                ],
                &[
                    &values.layers,
                    &values.gradient_per_layer,
                    &values.buckets_per_layer,
                    &values.communication_per_layer,
                    &values.total_backward,
                    &values.sequential_time,
                    &values.exposed_per_layer,
                    &values.overlapped_time,
                    &values.savings_fraction,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "layers" => Some(Ok(self.__explain_layers())),
                "buckets_per_layer" => Some(Ok(self.__explain_buckets_per_layer())),
                "exposed_per_layer" => Some(Ok(self.__explain_exposed_per_layer())),
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
    __c::glue!(OverlapBudget);
};
