use super::STORAGE;
use mlsysim_core::registry::Infrastructure::Pricing;
use mlsysim_core::units::{TB, months};
use mlsysim_core::{DataPrice, Information, InputError, StoragePrice, Time, Usd, preset, scenario};

/// What object storage bills beyond capacity: egress for every read that leaves the region, a
/// fee per request, and the retrieval of an archived copy.
///
/// Capacity is billed per byte-month. Each read across a region or provider boundary pays
/// egress per byte; every file read pays a request fee quoted per `requests_per_fee` requests;
/// restoring from the archive tier pays retrieval per byte, then egress for one read.
#[scenario(
    family = STORAGE,
    assumption = "Every read crosses the boundary and reads the whole dataset, one request per file.",
    excludes = "Tiered discounts, minimum storage durations, and request fees of writes and listings.",
    derivation = "Each line of the bill is a quantity times its unit price.",
    example = r#"
// Egress dominates a dataset read ten times across regions
use mlsysim_data::storage::object_storage_100tb;

let s = object_storage_100tb()?;
assert!(s.egress_cost()? > s.storage_cost()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ObjectStorageBill {
    /// Bytes of the dataset.
    #[input(positive, unit = TB)]
    pub dataset_bytes: Information,
    /// Price of capacity.
    #[input(non_negative, unit = USD_PER_TB_MONTH)]
    pub storage_rate: StoragePrice,
    /// Period the dataset is kept.
    #[input(non_negative, unit = MONTH)]
    pub billing_period: Time,
    /// Price of a byte leaving the region.
    #[input(non_negative, unit = USD_PER_GB)]
    pub egress_rate: DataPrice,
    /// Reads of the whole dataset across the boundary.
    #[input(range = 0..)]
    pub reads: i64,
    /// Files of the dataset, one request each per read.
    #[input(range = 0..)]
    pub files: i64,
    /// Fee for a batch of `requests_per_fee` requests.
    #[input(non_negative, unit = USD)]
    pub request_fee: Usd,
    /// Requests the fee is quoted for.
    #[input(range = 1..)]
    pub requests_per_fee: i64,
    /// Price of retrieving a byte from the archive tier.
    #[input(non_negative, unit = USD_PER_GB)]
    pub retrieval_rate: DataPrice,

    /// Capacity over the billing period.
    #[property(dataset_bytes * storage_rate * billing_period, unit = USD)]
    pub storage_cost: Usd,
    /// Egress of one read.
    #[property(dataset_bytes * egress_rate, unit = USD)]
    pub egress_per_read: Usd,
    /// Egress of every read.
    #[property(dataset_bytes * reads * egress_rate, unit = USD)]
    pub egress_cost: Usd,
    /// Request fees of one read of every file.
    #[property(files * (request_fee / requests_per_fee), unit = USD)]
    pub request_cost: Usd,
    /// The retrieval fee of restoring the dataset from the archive.
    #[property(dataset_bytes * retrieval_rate, unit = USD)]
    pub archive_retrieval_cost: Usd,
    /// The retrieval fee plus one read's egress.
    #[property(archive_retrieval_cost + egress_per_read, unit = USD)]
    pub archive_restore_cost: Usd,
}

/// A 100 TB dataset of 100 million files kept a year in object storage and read ten times
/// across regions, at the registry's low S3 Standard, egress, GET and Glacier retrieval prices.
#[preset(name = "ObjectStorage100TB")]
pub fn object_storage_100tb() -> Result<ObjectStorageBill, InputError> {
    ObjectStorageBill::builder()
        .dataset_bytes(TB.of(100.0))
        .storage_rate(Pricing::Storage::S3StandardLowPerTbMonth.value)
        .billing_period(months(12.0))
        .egress_rate(Pricing::Cloud::EgressPerGB.value)
        .reads(10)
        .files(100_000_000)
        .request_fee(Pricing::Storage::S3GetPer1kRequests.value)
        .requests_per_fee(1000)
        .retrieval_rate(Pricing::Storage::GlacierRetrievalPerGB.value)
        .build()
}
