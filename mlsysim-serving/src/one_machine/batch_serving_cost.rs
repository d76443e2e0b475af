use super::ONE_MACHINE;
use crate::at_scale::{BatchingKnee, resnet50_eager_fp16_batching_h100};
use mlsysim_core::{InputError, MoneyRate, Time, Usd, preset, scenario};

/// Cost per request of one rented accelerator serving batches back to back, by batch size.
///
/// The accelerator's service follows a BatchingKnee: batches of B take S(B) = t₀ + B·t_req and
/// run back to back, so it serves B ÷ S(B) requests a second and a million requests cost the
/// hourly price over that rate, times a million. The first and the last listed batch sizes are
/// compared: how many times cheaper the last one serves, and how much longer its batch takes.
#[scenario(
    family = ONE_MACHINE,
    assumption = "The accelerator is rented for every hour and kept saturated with full batches.",
    assumption = "The comparison is between the first and the last batch size listed, in the order given (not the smallest and the largest).",
    assumption = "The price is above zero.",
    rule(!batch_sizes.is_empty(), "`batch_sizes` lists at least one batch size"),
    excludes = "The wait for a batch to fill, and idle time when traffic is below the saturated rate.",
    derivation = "An hour at price p serves 3600·B ÷ S(B) requests, so one request costs p·S(B) ÷ (3600·B).",
    example = r#"
// Batch 8 serves ResNet-50 7.5 times cheaper than batch 1
use mlsysim_serving::one_machine::resnet50_batch_one_versus_eight_cost_h100;

let s = resnet50_batch_one_versus_eight_cost_h100()?;
assert!((s.cost_ratio()? - 7.5103327975359475).abs() < 1e-9);
assert!(s.added_time()?.value < 0.001);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct BatchServingCost {
    /// The accelerator's batch service time, as a BatchingKnee preset or its inputs.
    pub service: BatchingKnee,
    /// Hourly price of the accelerator.
    #[input(positive, unit = USD_PER_HOUR)]
    pub price: MoneyRate,
    /// Batch sizes to compare; the first against the last.
    #[input(range = 1..)]
    pub batch_sizes: Vec<i64>,

    /// Cost of a million requests served in batches of `batch_size`.
    #[method(price_per_request(price, service.throughput(batch_size)?)? * 1e6, unit = USD, args(batch_size(positive)), samples(batch_size = batch_sizes))]
    pub cost_per_million: fn(batch_size: i64) -> Usd,
    /// Cost per request at the first batch size over the cost at the last.
    #[property(
        {
            let first = batch_sizes[0];
            let last = batch_sizes[len(&batch_sizes) - 1];
            cost_per_million(first)? / cost_per_million(last)?
        }
    )]
    pub cost_ratio: f64,
    /// Service time of the last batch size beyond the first's.
    #[property(
        {
            let first = batch_sizes[0];
            let last = batch_sizes[len(&batch_sizes) - 1];
            service.service_time(last)? - service.service_time(first)?
        },
        unit = MILLISECOND,
    )]
    pub added_time: Time,
}

/// ResNet-50 in eager FP16 on one H100 rented at $4 an hour (the reference's cloud price of a
/// GPU training hour), at batch 1 against batch 8.
#[preset(name = "ResNet50BatchOneVersusEightCostH100")]
pub fn resnet50_batch_one_versus_eight_cost_h100() -> Result<BatchServingCost, InputError> {
    BatchServingCost::builder()
        .service(resnet50_eager_fp16_batching_h100()?)
        .price(mlsysim_core::registry::Infrastructure::Pricing::Cloud::GpuTrainingPerHour.value)
        .batch_sizes(vec![1, 8])
        .build()
}
