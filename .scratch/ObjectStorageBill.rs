/**What object storage bills beyond capacity: egress for every read that leaves the region, a fee per request, and the retrieval of an archived copy.

Capacity is billed per byte-month. Each read across a region or provider boundary pays
egress per byte; every file read pays a request fee quoted per `requests_per_fee` requests;
restoring from the archive tier pays retrieval per byte, then egress for one read.

# Equation

storage = bytes × storage_rate × period; egress = reads × bytes × egress_rate; requests = files × fee ÷ requests_per_fee; retrieval = bytes × retrieval_rate; restore = retrieval + one read's egress

# Assumptions

- Every read crosses the boundary and reads the whole dataset, one request per file.

# Excludes

- Tiered discounts, minimum storage durations, and request fees of writes and listings.

# Derivation

- Each line of the bill is a quantity times its unit price.

# Examples

```rust
// Egress dominates a dataset read ten times across regions
use mlsysim_data::storage::object_storage_100tb;

let s = object_storage_100tb()?;
assert!(s.egress_cost()? > s.storage_cost()?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ObjectStorageBill {
    ///Bytes of the dataset. *Shown in `TB`; allowed > 0.*
    pub dataset_bytes: Information,
    ///Price of capacity. *Shown in `USD_PER_TB_MONTH`; allowed >= 0.*
    pub storage_rate: StoragePrice,
    ///Period the dataset is kept. *Shown in `MONTH`; allowed >= 0.*
    pub billing_period: Time,
    ///Price of a byte leaving the region. *Shown in `USD_PER_GB`; allowed >= 0.*
    pub egress_rate: DataPrice,
    ///Reads of the whole dataset across the boundary. *Allowed >= 0.*
    pub reads: i64,
    ///Files of the dataset, one request each per read. *Allowed >= 0.*
    pub files: i64,
    ///Fee for a batch of `requests_per_fee` requests. *Shown in `USD`; allowed >= 0.*
    pub request_fee: Usd,
    ///Requests the fee is quoted for. *Allowed >= 1.*
    pub requests_per_fee: i64,
    ///Price of retrieving a byte from the archive tier. *Shown in `USD_PER_GB`; allowed >= 0.*
    pub retrieval_rate: DataPrice,
}
///Builds a [`ObjectStorageBill`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct ObjectStorageBillBuilder {
    dataset_bytes: ::core::option::Option<Information>,
    storage_rate: ::core::option::Option<StoragePrice>,
    billing_period: ::core::option::Option<Time>,
    egress_rate: ::core::option::Option<DataPrice>,
    reads: ::core::option::Option<i64>,
    files: ::core::option::Option<i64>,
    request_fee: ::core::option::Option<Usd>,
    requests_per_fee: ::core::option::Option<i64>,
    retrieval_rate: ::core::option::Option<DataPrice>,
}
///Every property of a [`ObjectStorageBill`], each computed once (see [`ObjectStorageBill::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct ObjectStorageBillValues<'a> {
    scenario: &'a ObjectStorageBill,
    ///Capacity over the billing period.
    pub storage_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Egress of one read.
    pub egress_per_read: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Egress of every read.
    pub egress_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Request fees of one read of every file.
    pub request_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The retrieval fee of restoring the dataset from the archive.
    pub archive_retrieval_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The retrieval fee plus one read's egress.
    pub archive_restore_cost: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
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
            name: "storage_rate",
            ty: "StoragePrice",
            doc: "Price of capacity.",
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
            name: "billing_period",
            ty: "Time",
            doc: "Period the dataset is kept.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MONTH);
                __c::units::label(&::mlsysim_core::units::MONTH)
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
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "reads",
            ty: "i64",
            doc: "Reads of the whole dataset across the boundary.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "files",
            ty: "i64",
            doc: "Files of the dataset, one request each per read.",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "request_fee",
            ty: "Usd",
            doc: "Fee for a batch of `requests_per_fee` requests.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "requests_per_fee",
            ty: "i64",
            doc: "Requests the fee is quoted for.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "retrieval_rate",
            ty: "DataPrice",
            doc: "Price of retrieving a byte from the archive tier.",
            label: {
                __c::units::unit_for::<DataPrice, _>(&::mlsysim_core::units::USD_PER_GB);
                __c::units::label(&::mlsysim_core::units::USD_PER_GB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "storage_cost",
            doc: "Capacity over the billing period.",
            equation: "dataset_bytes * storage_rate * billing_period",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["dataset_bytes", "storage_rate", "billing_period"],
            template: "{dataset_bytes} * {storage_rate} * {billing_period}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "egress_per_read",
            doc: "Egress of one read.",
            equation: "dataset_bytes * egress_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["dataset_bytes", "egress_rate"],
            template: "{dataset_bytes} * {egress_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "egress_cost",
            doc: "Egress of every read.",
            equation: "dataset_bytes * reads * egress_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["dataset_bytes", "reads", "egress_rate"],
            template: "{dataset_bytes} * {reads} * {egress_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "request_cost",
            doc: "Request fees of one read of every file.",
            equation: "files * (request_fee / requests_per_fee)",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["files", "request_fee", "requests_per_fee"],
            template: "{files} * ({request_fee} / {requests_per_fee})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "archive_retrieval_cost",
            doc: "The retrieval fee of restoring the dataset from the archive.",
            equation: "dataset_bytes * retrieval_rate",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["dataset_bytes", "retrieval_rate"],
            template: "{dataset_bytes} * {retrieval_rate}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "archive_restore_cost",
            doc: "The retrieval fee plus one read's egress.",
            equation: "archive_retrieval_cost + egress_per_read",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["archive_retrieval_cost", "egress_per_read"],
            template: "{archive_retrieval_cost} + {egress_per_read}",
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
    impl ObjectStorageBill {
        ///Starts a [`ObjectStorageBillBuilder`]; required inputs must be set before [`ObjectStorageBillBuilder::build`].
        #[must_use]
        pub fn builder() -> ObjectStorageBillBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> ObjectStorageBillBuilder {
            ObjectStorageBillBuilder {
                dataset_bytes: Some(__Clone::clone(&self.dataset_bytes)),
                storage_rate: Some(__Clone::clone(&self.storage_rate)),
                billing_period: Some(__Clone::clone(&self.billing_period)),
                egress_rate: Some(__Clone::clone(&self.egress_rate)),
                reads: Some(__Clone::clone(&self.reads)),
                files: Some(__Clone::clone(&self.files)),
                request_fee: Some(__Clone::clone(&self.request_fee)),
                requests_per_fee: Some(__Clone::clone(&self.requests_per_fee)),
                retrieval_rate: Some(__Clone::clone(&self.retrieval_rate)),
            }
        }
        ///Capacity over the billing period. Equation: `dataset_bytes * storage_rate * billing_period`.
        #[inline]
        pub fn storage_cost(&self) -> __Result<Usd, __c::EvalError> {
            let dataset_bytes = __Clone::clone(&self.dataset_bytes);
            let storage_rate = __Clone::clone(&self.storage_rate);
            let billing_period = __Clone::clone(&self.billing_period);
            struct storage_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    storage_cost,
                >(dataset_bytes.eq_mul(storage_rate)?.eq_mul(billing_period)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Egress of one read. Equation: `dataset_bytes * egress_rate`.
        #[inline]
        pub fn egress_per_read(&self) -> __Result<Usd, __c::EvalError> {
            let dataset_bytes = __Clone::clone(&self.dataset_bytes);
            let egress_rate = __Clone::clone(&self.egress_rate);
            struct egress_per_read {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    egress_per_read,
                >(dataset_bytes.eq_mul(egress_rate)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Egress of every read. Equation: `dataset_bytes * reads * egress_rate`.
        #[inline]
        pub fn egress_cost(&self) -> __Result<Usd, __c::EvalError> {
            let dataset_bytes = __Clone::clone(&self.dataset_bytes);
            let reads = __Clone::clone(&self.reads);
            let egress_rate = __Clone::clone(&self.egress_rate);
            struct egress_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    egress_cost,
                >(dataset_bytes.eq_mul(reads)?.eq_mul(egress_rate)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Request fees of one read of every file. Equation: `files * (request_fee / requests_per_fee)`.
        #[inline]
        pub fn request_cost(&self) -> __Result<Usd, __c::EvalError> {
            let files = __Clone::clone(&self.files);
            let request_fee = __Clone::clone(&self.request_fee);
            let requests_per_fee = __Clone::clone(&self.requests_per_fee);
            struct request_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    request_cost,
                >(files.eq_mul(request_fee.eq_div(requests_per_fee)?)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The retrieval fee of restoring the dataset from the archive. Equation: `dataset_bytes * retrieval_rate`.
        #[inline]
        pub fn archive_retrieval_cost(&self) -> __Result<Usd, __c::EvalError> {
            let dataset_bytes = __Clone::clone(&self.dataset_bytes);
            let retrieval_rate = __Clone::clone(&self.retrieval_rate);
            struct archive_retrieval_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    archive_retrieval_cost,
                >(dataset_bytes.eq_mul(retrieval_rate)?))(),
                &__PROPERTIES[4],
            )
        }
        ///The retrieval fee plus one read's egress. Equation: `archive_retrieval_cost + egress_per_read`.
        #[inline]
        pub fn archive_restore_cost(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_archive_restore_cost(
                self.archive_retrieval_cost()?,
                self.egress_per_read()?,
            )
        }
        #[doc(hidden)]
        fn __eq_archive_restore_cost(
            &self,
            archive_retrieval_cost: Usd,
            egress_per_read: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct archive_restore_cost {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    archive_restore_cost,
                >(archive_retrieval_cost.eq_add(egress_per_read)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`ObjectStorageBillValues`].
        #[must_use]
        pub fn evaluate(&self) -> ObjectStorageBillValues<'_> {
            let storage_cost = self.storage_cost();
            let egress_per_read = self.egress_per_read();
            let egress_cost = self.egress_cost();
            let request_cost = self.request_cost();
            let archive_retrieval_cost = self.archive_retrieval_cost();
            let archive_restore_cost = __c::after(
                (&archive_retrieval_cost, &egress_per_read),
                |(v0, v1)| self.__eq_archive_restore_cost(v0, v1),
            );
            ObjectStorageBillValues {
                scenario: self,
                storage_cost,
                egress_per_read,
                egress_cost,
                request_cost,
                archive_retrieval_cost,
                archive_restore_cost,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.dataset_bytes, &__INPUTS[0])?;
            __c::bounded(&self.storage_rate, &__INPUTS[1])?;
            __c::bounded(&self.billing_period, &__INPUTS[2])?;
            __c::bounded(&self.egress_rate, &__INPUTS[3])?;
            __c::bounded_plain(&self.reads, &__INPUTS[4])?;
            __c::bounded_plain(&self.files, &__INPUTS[5])?;
            __c::bounded(&self.request_fee, &__INPUTS[6])?;
            __c::bounded_plain(&self.requests_per_fee, &__INPUTS[7])?;
            __c::bounded(&self.retrieval_rate, &__INPUTS[8])?;
            Ok(())
        }
    }
    impl ObjectStorageBillBuilder {
        ///Sets `dataset_bytes`: Bytes of the dataset.
        #[must_use]
        pub fn dataset_bytes(mut self, value: Information) -> Self {
            self.dataset_bytes = Some(value);
            self
        }
        ///Sets `storage_rate`: Price of capacity.
        #[must_use]
        pub fn storage_rate(mut self, value: StoragePrice) -> Self {
            self.storage_rate = Some(value);
            self
        }
        ///Sets `billing_period`: Period the dataset is kept.
        #[must_use]
        pub fn billing_period(mut self, value: Time) -> Self {
            self.billing_period = Some(value);
            self
        }
        ///Sets `egress_rate`: Price of a byte leaving the region.
        #[must_use]
        pub fn egress_rate(mut self, value: DataPrice) -> Self {
            self.egress_rate = Some(value);
            self
        }
        ///Sets `reads`: Reads of the whole dataset across the boundary.
        #[must_use]
        pub fn reads(mut self, value: i64) -> Self {
            self.reads = Some(value);
            self
        }
        ///Sets `files`: Files of the dataset, one request each per read.
        #[must_use]
        pub fn files(mut self, value: i64) -> Self {
            self.files = Some(value);
            self
        }
        ///Sets `request_fee`: Fee for a batch of `requests_per_fee` requests.
        #[must_use]
        pub fn request_fee(mut self, value: Usd) -> Self {
            self.request_fee = Some(value);
            self
        }
        ///Sets `requests_per_fee`: Requests the fee is quoted for.
        #[must_use]
        pub fn requests_per_fee(mut self, value: i64) -> Self {
            self.requests_per_fee = Some(value);
            self
        }
        ///Sets `retrieval_rate`: Price of retrieving a byte from the archive tier.
        #[must_use]
        pub fn retrieval_rate(mut self, value: DataPrice) -> Self {
            self.retrieval_rate = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<ObjectStorageBill, __c::InputError> {
            let scenario = ObjectStorageBill {
                dataset_bytes: __c::given(self.dataset_bytes, "dataset_bytes")?,
                storage_rate: __c::given(self.storage_rate, "storage_rate")?,
                billing_period: __c::given(self.billing_period, "billing_period")?,
                egress_rate: __c::given(self.egress_rate, "egress_rate")?,
                reads: __c::given(self.reads, "reads")?,
                files: __c::given(self.files, "files")?,
                request_fee: __c::given(self.request_fee, "request_fee")?,
                requests_per_fee: __c::given(self.requests_per_fee, "requests_per_fee")?,
                retrieval_rate: __c::given(self.retrieval_rate, "retrieval_rate")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for ObjectStorageBillBuilder {
        type Scenario = ObjectStorageBill;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "dataset_bytes" => self.dataset_bytes = __c::set(value, &__INPUTS[0])?,
                "storage_rate" => self.storage_rate = __c::set(value, &__INPUTS[1])?,
                "billing_period" => self.billing_period = __c::set(value, &__INPUTS[2])?,
                "egress_rate" => self.egress_rate = __c::set(value, &__INPUTS[3])?,
                "reads" => self.reads = __c::set(value, &__INPUTS[4])?,
                "files" => self.files = __c::set(value, &__INPUTS[5])?,
                "request_fee" => self.request_fee = __c::set(value, &__INPUTS[6])?,
                "requests_per_fee" => {
                    self.requests_per_fee = __c::set(value, &__INPUTS[7])?;
                }
                "retrieval_rate" => self.retrieval_rate = __c::set(value, &__INPUTS[8])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<ObjectStorageBill, __c::InputError> {
            ObjectStorageBillBuilder::build(self)
        }
    }
    impl<'a> ObjectStorageBillValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a ObjectStorageBill {
            self.scenario
        }
    }
    impl __c::Scenario for ObjectStorageBill {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "ObjectStorageBill",
            family: &STORAGE,
            summary: "What object storage bills beyond capacity: egress for every read that leaves the region, a fee per request, and the retrieval of an archived copy.",
            description: "Capacity is billed per byte-month. Each read across a region or provider boundary pays\negress per byte; every file read pays a request fee quoted per `requests_per_fee` requests;\nrestoring from the archive tier pays retrieval per byte, then egress for one read.",
            notes: __c::meta::Notes {
                equation: "storage = bytes × storage_rate × period; egress = reads × bytes × egress_rate; requests = files × fee ÷ requests_per_fee; retrieval = bytes × retrieval_rate; restore = retrieval + one read's egress",
                assumptions: &[
                    "Every read crosses the boundary and reads the whole dataset, one request per file.",
                ],
                rules: __RULES,
                excludes: &[
                    "Tiered discounts, minimum storage durations, and request fees of writes and listings.",
                ],
                derivation: &[
                    "Each line of the bill is a quantity times its unit price.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Egress dominates a dataset read ten times across regions",
                    code: "// Egress dominates a dataset read ten times across regions\nuse mlsysim_data::storage::object_storage_100tb;\n\nlet s = object_storage_100tb()?;\nassert!(s.egress_cost()? > s.storage_cost()?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = ObjectStorageBillBuilder;
        fn to_builder(&self) -> ObjectStorageBillBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.dataset_bytes,
                    &self.storage_rate,
                    &self.billing_period,
                    &self.egress_rate,
                    &self.reads,
                    &self.files,
                    &self.request_fee,
                    &self.requests_per_fee,
                    &self.retrieval_rate,
                ],
                &[
                    &values.storage_cost,
                    &values.egress_per_read,
                    &values.egress_cost,
                    &values.request_cost,
                    &values.archive_retrieval_cost,
                    &values.archive_restore_cost,
                ],
            )
        }
    }
    __c::glue!(ObjectStorageBill);
};
