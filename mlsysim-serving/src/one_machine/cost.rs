//! What serving on one machine costs: per request at a batch size, precomputing against
//! answering on demand, per instance type, and in energy per image.

use crate::at_scale::{BatchingKnee, resnet50_eager_fp16_batching_h100};
use crate::families::ONE_MACHINE;
use crate::profile::{ResNet50H100, derived};
use mlsysim_core::units::{
    MB, PICOJOULE_PER_BYTE, PICOJOULE_PER_FLOP, bytes, milliseconds, per_second, usd_per_hour,
};
use mlsysim_core::{
    Energy, EnergyPerByte, EnergyPerFlop, Frequency, Information, InputError, Intensity, MoneyRate,
    Named, Time, Usd, Workload, preset, scenario,
};

/// Cost per request of one rented accelerator serving batches back to back, by batch size.
///
/// The accelerator's service follows a BatchingKnee: batches of B take S(B) = t₀ + B·t_req and
/// run back to back, so it serves B ÷ S(B) requests a second and a million requests cost the
/// hourly price over that rate, times a million. The first and the last listed batch sizes are
/// compared: how many times cheaper the last one serves, and how much longer its batch takes.
#[scenario(
    family = ONE_MACHINE,
    equation = "cost per million(B) = price ÷ (B ÷ S(B)) × 10⁶; ratio = cost(first) ÷ cost(last); added time = S(last) − S(first)",
    assumption = "The accelerator is rented for every hour and kept saturated with full batches.",
    assumption = "The comparison is between the first and the last batch size listed, in the order given (not the smallest and the largest).",
    assumption = "The price is above zero.",
    rule = "`batch_sizes` lists at least one batch size",
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
    check = Self::sizes_are_given,
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
    #[method(price_per_request(price, service.throughput(batch_size)?)? * 1e6, unit = USD, samples(batch_size = batch_sizes))]
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

impl BatchServingCost {
    /// There is a first and a last batch size.
    fn sizes_are_given(&self) -> Result<(), InputError> {
        if self.batch_sizes.is_empty() {
            return Err(InputError::Invalid {
                input: "batch_sizes",
                reason: "list at least one batch size; the first is compared with the last".into(),
            });
        }
        Ok(())
    }
}

/// ResNet-50 in eager FP16 on one H100 rented at $4 an hour (the reference's cloud price of a
/// GPU training hour), at batch 1 against batch 8.
#[preset(name = "ResNet50BatchOneVersusEightCostH100")]
pub fn resnet50_batch_one_versus_eight_cost_h100() -> Result<BatchServingCost, InputError> {
    BatchServingCost::builder()
        .service(resnet50_eager_fp16_batching_h100()?)
        // The reference's `Infrastructure.Pricing.Cloud.GpuTrainingPerHour`.
        .price(usd_per_hour(4.0))
        .batch_sizes(vec![1, 8])
        .build()
}

/// A set of items answered one at a time on demand, against precomputing them all offline at
/// a large-batch rate.
///
/// On demand, each item takes the batch-one latency of the service; offline, the machine runs
/// at its large-batch rate. The totals are machine time, and their ratio is how many times
/// more machine time answering on demand takes. The on-demand latency budget is stated as
/// context: no member reads it.
#[scenario(
    family = ONE_MACHINE,
    equation = "on demand = n × t₁; offline = n ÷ r_offline; ratio = on demand ÷ offline",
    assumption = "Every item is eventually asked for, so precomputing wastes nothing.",
    assumption = "At least one item; the on-demand time and the offline rate are above zero.",
    assumption = "The latency budget is context for the on-demand service (the reference keeps it without using it).",
    excludes = "Storage of the precomputed answers, and items that change after precomputing.",
    derivation = "n items at t₁ each take n·t₁; at r_offline items a second they take n ÷ r_offline.",
    example = r#"
// A photo library is 300 times cheaper to precompute
use mlsysim_serving::one_machine::photo_library_precompute_h100;

let s = photo_library_precompute_h100()?;
assert!((s.ratio()? - 315.6612842510343).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct PrecomputeVersusOnDemand {
    /// Items to answer.
    #[input(range = 1..)]
    pub items: u32,
    /// Time to answer one item on demand, at batch one.
    #[input(positive, unit = MILLISECOND)]
    pub on_demand_time: Time,
    /// Items a second when precomputing in large batches.
    #[input(positive, unit = PER_SECOND)]
    pub offline_rate: Frequency,
    /// Deadline of the on-demand service; context only.
    #[input(positive, unit = MILLISECOND)]
    pub latency_budget: Time,

    /// Machine time to answer every item on demand.
    #[property(items * on_demand_time, unit = SECOND)]
    pub on_demand_total: Time,
    /// Machine time to precompute every item.
    #[property(items / offline_rate, unit = SECOND)]
    pub offline_total: Time,
    /// How many times more machine time on demand takes.
    #[property(on_demand_total / offline_total)]
    pub ratio: f64,
}

/// A 10,000-photo library on one H100: eager FP16 at batch one (from the serving profile)
/// against the MLPerf INT8 Offline rate; on demand would serve a 100 ms moderation deadline.
#[preset(name = "PhotoLibraryPrecomputeH100")]
pub fn photo_library_precompute_h100() -> Result<PrecomputeVersusOnDemand, InputError> {
    let profile = ResNet50H100::new()?;
    PrecomputeVersusOnDemand::builder()
        .items(10_000)
        .on_demand_time(profile.eager_fp16(1.0))
        .offline_rate(profile.int8_offline_rate)
        .latency_budget(milliseconds(100.0))
        .build()
}

/// Cost per request of instance types priced by the hour, and how many small instances buy
/// the capacity of one large one.
///
/// Each instance type has an hourly price and the request rate it sustains when saturated. A
/// million requests cost the price over the rate, times a million. Against a small type, a
/// large one is worth its price when it serves at least the price ratio times the small type's
/// rate; the small instances one large instance's price buys (strictly cheaper) serve that many
/// times the small rate.
#[scenario(
    family = ONE_MACHINE,
    equation = "cost per million = price ÷ rate × 10⁶; ratio = price_large ÷ price_small; break-even rate = ratio × rate_small; n = ⌈ratio⌉ − 1 small instances cost less than one large",
    assumption = "Every instance runs saturated at its stated rate for the whole hour it is paid for.",
    rule = "`prices` and `rates` name the same instance types in the same order",
    rule = "`small` and `large` are each one of the instance types",
    excludes = "Idle time, autoscaling delays and the cost of moving traffic between instance types.",
    derivation = "An instance serving r requests a second for an hour at price p per hour pays p ÷ (3600·r) a request.",
    example = r#"
// A million ResNet-50 requests on three instance types
use mlsysim_serving::one_machine::resnet50_cloud_instance_cost;

let s = resnet50_cloud_instance_cost()?;
assert_eq!(s.small_within_large_price()?, 7);
assert!(s.cost_per_million("H100".into())? < s.cost_per_million("CPU".into())?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::instances_match,
)]
pub struct ServingInstanceCost {
    /// Hourly price of each instance type.
    #[input(positive, unit = USD_PER_HOUR)]
    pub prices: Named<MoneyRate>,
    /// Requests a second each instance type sustains when saturated.
    #[input(positive, unit = PER_SECOND)]
    pub rates: Named<Frequency>,
    /// The smaller instance type compared.
    pub small: String,
    /// The larger instance type compared.
    pub large: String,

    /// Cost of a million requests on instance type `name`.
    #[method(price_per_request(prices[name], rates[name])? * 1e6, unit = USD, samples(name = prices))]
    pub cost_per_million: fn(name: String) -> Usd,
    /// Requests one hour of instance type `name` serves.
    #[method(rates[name] * hours(1.0), samples(name = prices))]
    pub requests_per_hour: fn(name: String) -> f64,
    /// Price of the large type over the small one.
    #[property(prices[large] / prices[small])]
    pub price_ratio: f64,
    /// Rate at which the large type's price buys the same capacity of small instances.
    #[property(price_ratio * rates[small], unit = PER_SECOND)]
    pub breakeven_rate: Frequency,
    /// Small instances that cost strictly less than one large instance.
    #[property(ceil(price_ratio)? - 1)]
    pub small_within_large_price: i64,
    /// Rate of that many small instances together.
    #[property(small_within_large_price * rates[small], unit = PER_SECOND)]
    pub small_fleet_rate: Frequency,
}

impl ServingInstanceCost {
    /// Both maps name the same instance types, and the two compared are among them.
    fn instances_match(&self) -> Result<(), InputError> {
        let invalid = |input, reason: String| {
            Err(InputError::Invalid {
                input,
                reason: reason.into(),
            })
        };
        let prices: Vec<&str> = self.prices.names().collect();
        let rates: Vec<&str> = self.rates.names().collect();
        if prices != rates {
            return invalid(
                "rates",
                format!(
                    "the rates name {} but the prices name {}; give both for the same instance types",
                    rates.join(", "),
                    prices.join(", ")
                ),
            );
        }
        for (input, name) in [("small", &self.small), ("large", &self.large)] {
            if self.prices.get(name).is_none() {
                return invalid(
                    input,
                    format!(
                        "`{name}` is not one of the instance types ({})",
                        prices.join(", ")
                    ),
                );
            }
        }
        Ok(())
    }
}

/// ResNet-50 on a c5.xlarge CPU instance, a g4dn.xlarge T4 instance and an H100 at batch 32 of
/// the eager FP16 profile, priced by the hour; the T4 is the small instance, the H100 the large.
#[preset(name = "ResNet50CloudInstanceCost")]
pub fn resnet50_cloud_instance_cost() -> Result<ServingInstanceCost, InputError> {
    // The H100's rate is the eager FP16 ResNet-50 service's throughput at batch 32.
    let h100_rate = derived("rates", resnet50_eager_fp16_batching_h100()?.throughput(32))?;
    // Prices: the reference's `Infrastructure.Pricing.Cloud` entries for a c5.xlarge, a
    // g4dn.xlarge and a GPU training hour.
    ServingInstanceCost::builder()
        .prices(Named::from_iter([
            ("CPU", usd_per_hour(0.17)),
            ("T4", usd_per_hour(0.53)),
            ("H100", usd_per_hour(4.0)),
        ]))
        .rates(Named::from_iter([
            ("CPU", per_second(50.0)),
            ("T4", per_second(400.0)),
            ("H100", h100_rate),
        ]))
        .small("T4".to_string())
        .large("H100".to_string())
        .build()
}

/// Bytes, arithmetic intensity and energy per image when a batch shares one read of the
/// weights.
///
/// Each image of a batch of B moves its share W ÷ B of the weights, which the batch reads
/// once, plus its own activations a number of times (written once and read once, say). Its
/// arithmetic intensity is its forward work over those bytes. Its energy is the bytes at an
/// energy per byte plus the work at an energy per FLOP; the share spent moving data falls as
/// the batch grows.
#[scenario(
    family = ONE_MACHINE,
    equation = "bytes(B) = W ÷ B + passes × activations; intensity = F ÷ bytes(B); energy = bytes(B) × e_byte + F × e_flop",
    assumption = "The weights are read once per batch and every activation byte moves `activation_passes` times; caches and reuse are left out.",
    assumption = "A batch holds at least one image.",
    rule = "`workload` has its forward work (inference FLOPs) in the registry",
    rule = "`workload` has a parameter count or a declared size in the registry",
    excludes = "Static power, and energy spent outside memory and arithmetic (interconnect, host).",
    derivation = "Energy adds over the bytes moved and the operations done, each at its own cost per unit.",
    example = r#"
// Batching cuts the movement energy of an image
use mlsysim_serving::one_machine::resnet50_batch_energy_per_image;

let s = resnet50_batch_energy_per_image()?;
assert!(s.movement_share(32)? < s.movement_share(1)?);
assert!((s.intensity(8)?.value - 217.0545820275206).abs() < 1e-9);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::workload_is_sized,
)]
pub struct BatchEnergyPerImage {
    /// The model served.
    pub workload: &'static Workload,
    /// Storage width of one weight.
    #[input(positive, unit = BYTE)]
    pub weight_bytes_per_param: Information,
    /// Activation bytes of one image.
    #[input(non_negative, unit = MB)]
    pub activation_bytes: Information,
    /// Times each activation byte moves (written once and read once is 2).
    pub activation_passes: u32,
    /// Energy of moving one byte through memory.
    #[input(non_negative, unit = PICOJOULE_PER_BYTE)]
    pub byte_energy: EnergyPerByte,
    /// Energy of one floating-point operation.
    #[input(non_negative, unit = PICOJOULE_PER_FLOP)]
    pub flop_energy: EnergyPerFlop,

    /// Bytes of the weights.
    #[property(weight_bytes(workload, weight_bytes_per_param)?.quantity(), unit = BYTE)]
    pub weights: Information,
    /// The weights' share of one image in a batch of `batch_size`.
    #[method(
        {
            require(batch_size >= 1, "a batch holds at least one image")?;
            weights / batch_size
        },
        unit = BYTE,
        samples(batch_size = [1, 8, 32]),
    )]
    pub weight_per_image: fn(batch_size: i64) -> Information,
    /// Bytes one image moves in a batch of `batch_size`.
    #[method(weight_per_image(batch_size)? + activation_passes * activation_bytes, unit = BYTE, samples(batch_size = [1, 8, 32]))]
    pub bytes_per_image: fn(batch_size: i64) -> Information,
    /// Forward work of one image over the bytes it moves.
    #[method(arithmetic_intensity(workload.forward_flops()?, bytes_per_image(batch_size)?)?, unit = FLOP_PER_BYTE, samples(batch_size = [1, 8, 32]))]
    pub intensity: fn(batch_size: i64) -> Intensity,
    /// Energy of the bytes one image moves.
    #[method(data_movement_energy(bytes_per_image(batch_size)?, byte_energy)?, unit = MILLIJOULE, samples(batch_size = [1, 8, 32]))]
    pub movement_energy: fn(batch_size: i64) -> Energy,
    /// Energy of one image's forward work.
    #[property(arithmetic_energy(workload.forward_flops()?, flop_energy)?, unit = MILLIJOULE)]
    pub compute_energy: Energy,
    /// Energy of one image in a batch of `batch_size`.
    #[method(movement_energy(batch_size)? + compute_energy, unit = MILLIJOULE, samples(batch_size = [1, 8, 32]))]
    pub energy: fn(batch_size: i64) -> Energy,
    /// Share of that energy spent moving data.
    #[method(movement_energy(batch_size)? / energy(batch_size)?, samples(batch_size = [1, 8, 32]))]
    pub movement_share: fn(batch_size: i64) -> f64,
}

impl BatchEnergyPerImage {
    /// The registry states the workload's forward work and a size for its weights.
    fn workload_is_sized(&self) -> Result<(), InputError> {
        let invalid = |reason: String| {
            Err(InputError::Invalid {
                input: "workload",
                reason: reason.into(),
            })
        };
        if let Err(e) = self.workload.forward_flops() {
            return invalid(e.to_string());
        }
        if self
            .workload
            .size_in_bytes(self.weight_bytes_per_param)
            .is_none()
        {
            return invalid(format!(
                "`{}` has no parameter count or size in the registry",
                self.workload.path
            ));
        }
        Ok(())
    }
}

/// ResNet-50 with FP32 weights read once per batch and 12.5 MB of activations written and read
/// per image, at the DRAM energy per byte and the mean energy of an FP32 multiply and add
/// (45 nm figures); the batches of 1, 8 and 32 are compared.
#[preset(name = "ResNet50BatchEnergyPerImage")]
pub fn resnet50_batch_energy_per_image() -> Result<BatchEnergyPerImage, InputError> {
    BatchEnergyPerImage::builder()
        .workload(Workload::find("Vision.ResNet50")?)
        .weight_bytes_per_param(bytes(4.0))
        .activation_bytes(MB.of(12.5))
        .activation_passes(2)
        // The reference's `Hardware.Tech.Memory.DRAM.energy_per_byte`.
        .byte_energy(PICOJOULE_PER_BYTE.of(160.0))
        // The mean of `Hardware.Tech.Op.FlopFp32.energy` (3.7 pJ) and `AddFp32.energy` (0.9 pJ).
        .flop_energy(PICOJOULE_PER_FLOP.of((3.7 + 0.9) / 2.0))
        .build()
}
