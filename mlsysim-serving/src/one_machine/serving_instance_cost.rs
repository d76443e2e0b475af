use super::ONE_MACHINE;
use crate::at_scale::resnet50_eager_fp16_batching_h100;
use crate::profile::derived;
use mlsysim_core::units::per_second;
use mlsysim_core::{Frequency, InputError, MoneyRate, Named, Usd, preset, scenario};

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
    assumption = "Every instance runs saturated at its stated rate for the whole hour it is paid for.",
    rule(prices.names().eq(rates.names()), "`prices` and `rates` name the same instance types in the same order"),
    rule(prices.get(&small).is_some() && prices.get(&large).is_some(), "`small` and `large` are each one of the instance types"),
    rule(small != large, "`small` and `large` are two different instance types"),
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
)]
pub struct ServingInstanceCost {
    /// Hourly price of each instance type.
    #[input(positive, unit = USD_PER_HOUR)]
    pub prices: Named<MoneyRate>,
    /// Requests a second each instance type sustains when saturated.
    #[input(positive, unit = REQUESTS_PER_SECOND)]
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

/// ResNet-50 on a c5.xlarge CPU instance, a g4dn.xlarge T4 instance and an H100 at batch 32 of
/// the eager FP16 profile, priced by the hour; the T4 is the small instance, the H100 the large.
#[preset(name = "ResNet50CloudInstanceCost")]
pub fn resnet50_cloud_instance_cost() -> Result<ServingInstanceCost, InputError> {
    // The H100's rate is the eager FP16 ResNet-50 service's throughput at batch 32.
    let h100_rate = derived("rates", resnet50_eager_fp16_batching_h100()?.throughput(32))?;
    // Prices: the cloud rates of a c5.xlarge, a g4dn.xlarge and a GPU training hour.
    use mlsysim_core::registry::Infrastructure::Pricing::Cloud;
    ServingInstanceCost::builder()
        .prices(Named::from_iter([
            ("CPU", Cloud::CpuInstanceC5XlargePerHour.value),
            ("T4", Cloud::T4InstanceG4dnXlargePerHour.value),
            ("H100", Cloud::GpuTrainingPerHour.value),
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
