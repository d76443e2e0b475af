//! Serving at scale: what a year of serving costs against training, the latency left outside
//! the model, the batch at which throughput bends, and how many requests a fleet holds by
//! Little's law.

use crate::families::AT_SCALE;
use crate::profile::ResNet50H100;
use mlsysim_core::units::{MICROSECOND, milliseconds, per_second, usd};
use mlsysim_core::{Frequency, InputError, Time, Usd, preset, scenario};

/// A model's one-time training cost against its first year of serving.
///
/// Users send requests every day at a flat cost per request; a year of that is compared with
/// the training bill, priced again after an efficiency gain, and turned into the number of
/// months (and weeks) after which serving has cost as much as training did.
#[scenario(
    family = AT_SCALE,
    equation = "requests a year = users × requests per user × days; serving = requests × cost per request; crossover = training ÷ (serving ÷ 12) months",
    assumption = "Every request costs the same, and traffic is flat over the year.",
    assumption = "A month is a twelfth of the year of `days_per_year` days (30.42 days for 365), not the calendar's 30.44-day month; a week is 7 days.",
    assumption = "Serving that costs nothing never catches up with training: the crossover is then an error, as in the reference.",
    assumption = "The efficiency gain is a share of the cost per request, from 0 to 1.",
    excludes = "Traffic growth, retraining, and the cost of the engineers behind either bill.",
    derivation = "Serving spends at a constant monthly rate, so it matches the one-time training cost after training ÷ monthly serving months.",
    example = r#"
// Serving overtakes training within six weeks
use mlsysim_serving::at_scale::llm_serving_first_year;

let s = llm_serving_first_year()?;
assert_eq!(s.annual_requests()?, 18_250_000_000);
assert_eq!(s.serving_to_training()?, 9.125);
assert!(s.crossover_weeks()? < 6.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ServingCost {
    /// One-time cost of training the model.
    #[input(positive, unit = USD)]
    pub training_cost: Usd,
    /// Users a day.
    pub daily_users: u32,
    /// Requests each user sends a day.
    pub requests_per_user_per_day: u32,
    /// Cost of serving one request.
    #[input(non_negative, unit = USD)]
    pub cost_per_request: Usd,
    /// Share of the cost per request an optimization saves.
    #[input(range = 0.0..=1.0)]
    pub efficiency_gain: f64,
    /// Days in the serving year.
    #[input(range = 1..=366)]
    pub days_per_year: u32,

    /// Requests a day.
    #[property(daily_users * requests_per_user_per_day)]
    pub daily_requests: i64,
    /// Requests a year.
    #[property(daily_requests * days_per_year)]
    pub annual_requests: i64,
    /// What a year of serving costs.
    #[property(annual_requests * cost_per_request, unit = USD)]
    pub annual_serving_cost: Usd,
    /// A year of serving as a multiple of the training cost.
    #[property(annual_serving_cost / training_cost)]
    pub serving_to_training: f64,
    /// What the efficiency gain saves in a year.
    #[property(annual_serving_cost * efficiency_gain, unit = USD)]
    pub efficiency_savings: Usd,
    /// What a month of serving costs.
    #[property(annual_serving_cost / 12.0, unit = USD)]
    pub monthly_serving_cost: Usd,
    /// Months of serving that cost as much as training.
    #[property(
        {
            require(monthly_serving_cost.value > 0.0, "serving costs nothing here, so it never catches up with training")?;
            training_cost / monthly_serving_cost
        }
    )]
    pub crossover_months: f64,
    /// The same, in weeks.
    #[property(crossover_months * days_per_year / 12.0 / 7.0)]
    pub crossover_weeks: f64,
}

/// A 70B-class model trained once for $2M, then served to a million daily users sending 50
/// requests each at a tenth of a cent a request, over a 365-day year; a 10% cut in the cost
/// per request is priced.
#[preset(name = "LlmServingFirstYear")]
pub fn llm_serving_first_year() -> Result<ServingCost, InputError> {
    ServingCost::builder()
        .training_cost(usd(2_000_000.0))
        .daily_users(1_000_000)
        .requests_per_user_per_day(50)
        .cost_per_request(usd(0.001))
        .efficiency_gain(0.1)
        .days_per_year(365)
        .build()
}

/// A request's end-to-end latency target split between the model's own execution and the rest
/// of the request path.
///
/// What the model does not take is left for routing, network, serialization, coordination and
/// queueing. A number of sequential network exchanges on the path is priced at a low and a
/// high latency per exchange.
#[scenario(
    family = AT_SCALE,
    equation = "outside = target − model time; exchanges = n × per-exchange latency, at the low and the high end",
    assumption = "The model time is measured on an idle replica; the exchanges happen one after another.",
    rule = "`model_time` is at most `latency_target`",
    rule = "`exchange_low` is at most `exchange_high`",
    excludes = "Queueing inside the model server, which the idle-replica model time leaves out.",
    derivation = "Latencies of steps done one after another add.",
    example = r#"
// 30 ms outside the model
use mlsysim_serving::at_scale::interactive_request_serving_tax;

let s = interactive_request_serving_tax()?;
assert!((s.outside_model()?.value - 0.030).abs() < 1e-15);
assert!((s.exchanges_high()?.value - 0.002).abs() < 1e-15);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::times_are_ordered,
)]
pub struct ServingTax {
    /// The request's end-to-end latency target.
    #[input(positive, unit = MILLISECOND)]
    pub latency_target: Time,
    /// The model's execution time on an idle replica.
    #[input(non_negative, unit = MILLISECOND)]
    pub model_time: Time,
    /// Sequential network exchanges on the request path.
    pub exchanges: u32,
    /// Latency of one exchange at the low end.
    #[input(non_negative, unit = MICROSECOND)]
    pub exchange_low: Time,
    /// Latency of one exchange at the high end.
    #[input(non_negative, unit = MICROSECOND)]
    pub exchange_high: Time,

    /// Time left outside the model.
    #[property(latency_target - model_time, unit = MILLISECOND)]
    pub outside_model: Time,
    /// The exchanges at the low latency.
    #[property(exchanges * exchange_low, unit = MILLISECOND)]
    pub exchanges_low: Time,
    /// The exchanges at the high latency.
    #[property(exchanges * exchange_high, unit = MILLISECOND)]
    pub exchanges_high: Time,
}

impl ServingTax {
    /// The model fits the target, and the latency range is a range.
    fn times_are_ordered(&self) -> Result<(), InputError> {
        if self.model_time > self.latency_target {
            return Err(InputError::Invalid {
                input: "model_time",
                reason: "the model alone takes longer than the latency target".into(),
            });
        }
        if self.exchange_low > self.exchange_high {
            return Err(InputError::Invalid {
                input: "exchange_low",
                reason: "the low per-exchange latency is above the high one".into(),
            });
        }
        Ok(())
    }
}

/// A 100 ms interactive request of which the model takes 70 ms, with four sequential network
/// exchanges of 50 µs to 500 µs each.
#[preset(name = "InteractiveRequestServingTax")]
pub fn interactive_request_serving_tax() -> Result<ServingTax, InputError> {
    ServingTax::builder()
        .latency_target(milliseconds(100.0))
        .model_time(milliseconds(70.0))
        .exchanges(4)
        .exchange_low(MICROSECOND.of(50.0))
        .exchange_high(MICROSECOND.of(500.0))
        .build()
}

/// A batch's service time as a fixed cost plus a cost per request, and the batch where the two
/// are equal.
///
/// Serving a batch of B requests takes S(B) = t₀ + B·t_req: t₀ is paid once a batch (launches,
/// one read of the weights), t_req for each request. Throughput B ÷ S(B) climbs toward its
/// ceiling 1 ÷ t_req; at the knee B = t₀ ÷ t_req the two costs are equal and it reaches half
/// the ceiling. Per batch size the scenario gives the service time, the throughput, the time
/// per request, and the shares of the ceiling reached and of the time that is fixed.
#[scenario(
    family = AT_SCALE,
    equation = "S(B) = t₀ + B·t_req; throughput = B ÷ S(B) → 1 ÷ t_req; knee = t₀ ÷ t_req",
    assumption = "The service time is affine in the batch size: no memory or compute limit bends it.",
    assumption = "A batch holds at least one request: the methods refuse smaller batches, which the reference evaluates (a service time for an empty batch, a throughput of zero).",
    assumption = "The per-request time is above zero; the fixed time is not negative.",
    excludes = "Waiting for a batch to fill (see BatchCapChoice and BatchWindow).",
    derivation = "B·t_req = t₀ at B = t₀ ÷ t_req, where B ÷ S(B) = 1 ÷ (2·t_req), half of the ceiling 1 ÷ t_req.",
    example = r#"
// The knee of the eager ResNet-50 service on an H100
use mlsysim_serving::at_scale::resnet50_eager_fp16_batching_h100;

let s = resnet50_eager_fp16_batching_h100()?;
assert!((s.knee()? - 106.36338745622044).abs() < 1e-9);
assert!(s.throughput(128)? > s.throughput(32)?);
assert!(s.fixed_share(128)? < 0.5);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct BatchingKnee {
    /// Time a batch costs once, whatever its size.
    #[input(non_negative, unit = MILLISECOND)]
    pub fixed_time: Time,
    /// Time each request of a batch adds.
    #[input(positive, unit = MILLISECOND)]
    pub per_request_time: Time,
    /// Batch sizes at which to report the service.
    #[input(default = vec![], range = 1..)]
    pub batch_sizes: Vec<i64>,

    /// The batch at which the per-request time equals the fixed time.
    #[property(batch_knee(fixed_time, per_request_time)?)]
    pub knee: f64,
    /// Throughput at `batch_size` as a share of its ceiling 1 ÷ t_req.
    #[method(batch_throughput_share(batch_size, fixed_time, per_request_time)?, samples(batch_size = batch_sizes))]
    pub throughput_share: fn(batch_size: i64) -> f64,
    /// Time to serve one batch of `batch_size`.
    #[method(batch_service_time(fixed_time, per_request_time, batch_size)?, unit = MILLISECOND, samples(batch_size = batch_sizes))]
    pub service_time: fn(batch_size: i64) -> Time,
    /// Requests a second when batches of `batch_size` run back to back.
    #[method(batch_size / service_time(batch_size)?, unit = PER_SECOND, samples(batch_size = batch_sizes))]
    pub throughput: fn(batch_size: i64) -> Frequency,
    /// A batch's service time divided among its requests.
    #[method(service_time(batch_size)? / batch_size, unit = MILLISECOND, samples(batch_size = batch_sizes))]
    pub time_per_request: fn(batch_size: i64) -> Time,
    /// Share of a batch's service time that does not depend on its size.
    #[method(fixed_time / service_time(batch_size)?, samples(batch_size = batch_sizes))]
    pub fixed_share: fn(batch_size: i64) -> f64,
}

/// A compute-bound vision model: 2 ms a batch plus 1 ms an image. Like the reference, it lists
/// no batch sizes, so reports give only the knee.
#[preset(name = "VisionBatchingKnee")]
pub fn vision_batching_knee() -> Result<BatchingKnee, InputError> {
    BatchingKnee::builder()
        .fixed_time(milliseconds(2.0))
        .per_request_time(milliseconds(1.0))
        .build()
}

/// A 70B model's decode step on one H100: about 40 ms to stream the FP16 weights, plus 0.5 ms
/// to read one sequence's own key-value state.
#[preset(name = "LlmDecodeBatchingKnee")]
pub fn llm_decode_batching_knee() -> Result<BatchingKnee, InputError> {
    vision_batching_knee()?
        .variant()
        .fixed_time(milliseconds(40.0))
        .per_request_time(milliseconds(0.5))
        .build()
}

/// ResNet-50 in eager FP16 on one H100, from the serving profile ([`crate::profile`]): the
/// fixed time is a pass of no images (174 kernels' host and device floors and one weight read,
/// 3.495 ms), the per-request time one image's device time (32.86 µs).
#[preset(name = "ResNet50EagerFp16BatchingH100")]
pub fn resnet50_eager_fp16_batching_h100() -> Result<BatchingKnee, InputError> {
    let profile = ResNet50H100::new()?;
    BatchingKnee::builder()
        .fixed_time(profile.eager_fp16(0.0))
        .per_request_time(profile.per_image_fp16)
        .batch_sizes(vec![1, 8, 32, 128])
        .build()
}

/// Requests inside a serving system by Little's law, and the replicas a batch service time
/// asks for.
///
/// The mean number of requests inside is the arrival rate times the mean time each spends
/// inside. With a batch size and the time a batch takes, one replica serves B ÷ S requests a
/// second; the fleet needs the arrival rate over that, rounded up, and more to run at a target
/// utilization; it then holds replicas × B execution slots, of which λ·S are busy on average.
#[scenario(
    family = AT_SCALE,
    equation = "L = λ·W; replica rate = B ÷ S; replicas = ⌈λ ÷ (u·B ÷ S)⌉; executing = λ·S; utilization = λ ÷ (replicas·B ÷ S)",
    assumption = "The system is stable: Little's law holds for means over a long enough time.",
    assumption = "A replica serves full batches back to back at its batch service time.",
    assumption = "The arrival rate is above zero; the utilization target is a share in (0, 1]; batch size and batch time are above zero.",
    excludes = "Tail latency, which Little's law does not give, and the wait for a batch to fill.",
    derivation = "Little's law L = λW needs only stability; applied to the service alone (W = S) it counts the requests executing.",
    example = r#"
// A vision fleet at 1000 requests a second
use mlsysim_serving::at_scale::vision_serving_littles_law;

let s = vision_serving_littles_law()?;
assert!((s.in_flight()? - 100.0).abs() < 1e-9);
assert_eq!(s.replicas_needed()?, 13);
assert!(s.service_utilization()? <= 0.8);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct LittlesLaw {
    /// Requests arriving.
    #[input(positive, unit = PER_SECOND)]
    pub arrival_rate: Frequency,
    /// Mean time a request spends inside the system.
    #[input(non_negative, unit = MILLISECOND)]
    pub time_in_system: Time,
    /// Requests a replica serves in one batch.
    #[input(range = 1..)]
    pub batch_size: Option<u32>,
    /// Time a replica takes to serve one batch.
    #[input(positive, unit = MILLISECOND)]
    pub batch_service_time: Option<Time>,
    /// Mean utilization the fleet is sized for.
    #[input(positive, range = 0.0..=1.0)]
    pub utilization_target: Option<f64>,

    /// Mean requests inside the system.
    #[property(littles_law_occupancy(arrival_rate, time_in_system)?)]
    pub in_flight: f64,
    /// Requests a second one replica serves.
    #[property(batch_size / batch_service_time, unit = PER_SECOND)]
    pub replica_throughput: Frequency,
    /// Replicas that keep up at full utilization.
    #[property(ceil(arrival_rate / replica_throughput)?)]
    pub throughput_floor: i64,
    /// Replicas at the target utilization.
    #[property(ceil(arrival_rate / (utilization_target * replica_throughput))?)]
    pub replicas_needed: i64,
    /// Execution slots those replicas hold.
    #[property(replicas_needed * batch_size)]
    pub executing_positions: i64,
    /// Mean requests executing at once.
    #[property(littles_law_occupancy(arrival_rate, batch_service_time)?)]
    pub mean_executing: f64,
    /// Utilization the rounded-up fleet runs at.
    #[property(arrival_rate / (replicas_needed * replica_throughput))]
    pub service_utilization: f64,
}

/// A vision service at 1,000 requests a second and 100 ms mean latency; replicas serve batches
/// of 8 in 80 ms, sized for 80% utilization.
#[preset(name = "VisionServingLittlesLaw")]
pub fn vision_serving_littles_law() -> Result<LittlesLaw, InputError> {
    LittlesLaw::builder()
        .arrival_rate(per_second(1000.0))
        .time_in_system(milliseconds(100.0))
        .batch_size(8)
        .batch_service_time(milliseconds(80.0))
        .utilization_target(0.8)
        .build()
}

/// An image service at 1,000 requests a second with 50 ms inside; the accelerator runs batches
/// of up to 32 and the rest wait in host memory. No batch time or target is stated, so only the
/// requests inside are known (the reference fails on the other members).
#[preset(name = "ImageServiceLittlesLaw")]
pub fn image_service_littles_law() -> Result<LittlesLaw, InputError> {
    LittlesLaw::builder()
        .arrival_rate(per_second(1000.0))
        .time_in_system(milliseconds(50.0))
        .batch_size(32)
        .build()
}
