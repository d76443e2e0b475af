/**Owning accelerators against renting the same number for the share of every hour they are busy, over their service life: the up-front and running costs of owning, the rent, the month rent overtakes owning, and the utilization at which the two cost the same.

Owning pays the nodes, the network and the facility up front, then a fixed running cost a
year (operations and staff) and electricity for `power` at `pue`. Electricity is paid every
hour, or only while busy when `energy_scales_with_use`. A year is 8,760 hours and a month a
twelfth of it, the reference's convention; the yearly and monthly amounts are money per such
a period. The reference files this class under its section "Neural computation: dense
networks, activations, losses, and number formats".

# Equation

owned = upfront + years × (fixed + u × use cost); rented = years × u × GPUs × rate × 8,760 h; u* = (upfront + Y F) ÷ (Y (R − E))

# Assumptions

- A year is 8,760 hours and a month a twelfth of it.
- Rented capacity is paid only for the share of hours it is busy; owned capacity is paid whether busy or not.
- Rent that never overtakes owning has no crossover month: an error here, where the reference answers nothing.

# Rules across inputs

- `electricity_price` is given whenever `power` is (`optional(power).is_none() || optional(electricity_price).is_some()`)

# Excludes

- Maintenance, financing, resale value and price changes over the years.

# Derivation

- Cumulative costs of each option, equal at the crossover and, over the whole life, at the break-even utilization.

# Examples

```rust
// Owning 1,024 H100s pays off in a little over two years
use mlsysim_scenarios::economics::own_vs_rent_h100_cluster_1k;

let s = own_vs_rent_h100_cluster_1k()?;
assert!((s.crossover_months()? - 26.4).abs() < 0.1);
assert!(s.breakeven_utilization()? < 0.8);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OwnVsRent {
    ///Accelerators owned or rented.
    pub gpus: u32,
    ///Accelerators in one node. *Allowed >= 1.*
    pub gpus_per_node: u32,
    ///Price of one node. *Shown in `USD`; allowed >= 0.*
    pub node_price: Usd,
    ///Rent of one accelerator-hour. *Shown in `USD_PER_HOUR`; allowed >= 0.*
    pub rent_rate: MoneyRate,
    ///Share of every hour the accelerators are busy. *Allowed [0.0, 1.0].*
    pub utilization: f64,
    ///Years of service. *Allowed >= 1.*
    pub years: u32,
    ///Network bought up front. *Default `usd(0.0)`; shown in `USD`; allowed >= 0.*
    pub network_capex: Usd,
    ///Facility built up front. *Default `usd(0.0)`; shown in `USD`; allowed >= 0.*
    pub facility_capex: Usd,
    ///Fixed operating cost a year. *Default `usd(0.0)`; shown in `USD`; allowed >= 0.*
    pub opex_per_year: Usd,
    ///Staff cost a year. *Default `usd(0.0)`; shown in `USD`; allowed >= 0.*
    pub staffing_per_year: Usd,
    ///Power the owned accelerators draw at full use. *Optional (absent by default); shown in `KILOWATT`; allowed >= 0.*
    pub power: Option<Power>,
    ///Power usage effectiveness of the facility. *Default `1.0`; allowed >= 1.0.*
    pub pue: f64,
    ///Price of electricity. *Optional (absent by default); shown in `USD_PER_KWH`; allowed >= 0.*
    pub electricity_price: Option<EnergyPrice>,
    ///Whether electricity is drawn only while busy, rather than every hour. *Default `false`.*
    pub energy_scales_with_use: bool,
}
///Builds a [`OwnVsRent`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct OwnVsRentBuilder {
    gpus: ::core::option::Option<u32>,
    gpus_per_node: ::core::option::Option<u32>,
    node_price: ::core::option::Option<Usd>,
    rent_rate: ::core::option::Option<MoneyRate>,
    utilization: ::core::option::Option<f64>,
    years: ::core::option::Option<u32>,
    network_capex: ::core::option::Option<Usd>,
    facility_capex: ::core::option::Option<Usd>,
    opex_per_year: ::core::option::Option<Usd>,
    staffing_per_year: ::core::option::Option<Usd>,
    power: ::core::option::Option<Power>,
    pue: ::core::option::Option<f64>,
    electricity_price: ::core::option::Option<EnergyPrice>,
    energy_scales_with_use: ::core::option::Option<bool>,
}
///Every property of a [`OwnVsRent`], each computed once (see [`OwnVsRent::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct OwnVsRentValues<'a> {
    scenario: &'a OwnVsRent,
    ///Hours in a year: 8,760.
    pub hours_per_year: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Nodes bought.
    pub nodes: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///What the nodes cost.
    pub hardware_capex: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///What owning costs up front: nodes, network and facility.
    pub upfront: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Electricity for a year of full use, facility overhead included.
    pub electricity_per_year_full: ::core::result::Result<
        Usd,
        ::mlsysim_core::EvalError,
    >,
    ///Running cost a year paid whether or not the accelerators are busy.
    pub fixed_cost_per_year: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Running cost a year at full use that scales with use.
    pub use_cost_per_year_full: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Running cost of owning a year at this utilization.
    pub owned_cost_per_year: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///The up-front cost spread evenly over the years, plus a year's running cost.
    pub owned_cost_per_year_amortized: ::core::result::Result<
        Usd,
        ::mlsysim_core::EvalError,
    >,
    ///Rent of every hour of a year.
    pub rent_per_year_full: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Rent a year at this utilization.
    pub rent_per_year: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Rent a month.
    pub rent_per_month: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Running cost of owning a month.
    pub owned_cost_per_month: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Months until cumulative rent overtakes owning.
    pub crossover_months: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///What owning costs over the whole life.
    pub owned_total: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///What renting costs over the whole life.
    pub rented_total: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///What owning saves over renting, over the whole life.
    pub savings: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Rent of every hour of the whole life.
    pub rent_lifetime_full: ::core::result::Result<Usd, ::mlsysim_core::EvalError>,
    ///Hours of the whole life.
    pub lifetime_hours: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Utilization at which owning and renting cost the same over the whole life.
    pub breakeven_utilization: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "gpus",
            ty: "u32",
            doc: "Accelerators owned or rented.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "gpus_per_node",
            ty: "u32",
            doc: "Accelerators in one node.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "node_price",
            ty: "Usd",
            doc: "Price of one node.",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "rent_rate",
            ty: "MoneyRate",
            doc: "Rent of one accelerator-hour.",
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
            name: "utilization",
            ty: "f64",
            doc: "Share of every hour the accelerators are busy.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "years",
            ty: "u32",
            doc: "Years of service.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "network_capex",
            ty: "Usd",
            doc: "Network bought up front.",
            default: Some("usd(0.0)"),
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "facility_capex",
            ty: "Usd",
            doc: "Facility built up front.",
            default: Some("usd(0.0)"),
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "opex_per_year",
            ty: "Usd",
            doc: "Fixed operating cost a year.",
            default: Some("usd(0.0)"),
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "staffing_per_year",
            ty: "Usd",
            doc: "Staff cost a year.",
            default: Some("usd(0.0)"),
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "power",
            ty: "Option<Power>",
            doc: "Power the owned accelerators draw at full use.",
            optional: true,
            label: {
                __c::units::unit_for::<Power, _>(&::mlsysim_core::units::KILOWATT);
                __c::units::label(&::mlsysim_core::units::KILOWATT)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "pue",
            ty: "f64",
            doc: "Power usage effectiveness of the facility.",
            default: Some("1.0"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1.0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "electricity_price",
            ty: "Option<EnergyPrice>",
            doc: "Price of electricity.",
            optional: true,
            label: {
                __c::units::unit_for::<
                    EnergyPrice,
                    _,
                >(&::mlsysim_core::units::USD_PER_KWH);
                __c::units::label(&::mlsysim_core::units::USD_PER_KWH)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "energy_scales_with_use",
            ty: "bool",
            doc: "Whether electricity is drawn only while busy, rather than every hour.",
            default: Some("false"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "hours_per_year",
            doc: "Hours in a year: 8,760.",
            equation: "hours(8760.0)",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            calls: &["hours"],
            template: "hours(8760.0)",
            operation: "result of `hours`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "nodes",
            doc: "Nodes bought.",
            equation: "floor_div(gpus, gpus_per_node)",
            result_type: "i64",
            depends_on: &["gpus", "gpus_per_node"],
            calls: &["floor_div"],
            template: "floor_div({gpus}, {gpus_per_node})",
            named_calls: "floor_div(gpus, gpus_per_node)",
            operation: "result of `floor_div`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "hardware_capex",
            doc: "What the nodes cost.",
            equation: "nodes * node_price",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["node_price", "nodes"],
            template: "{nodes} * {node_price}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "upfront",
            doc: "What owning costs up front: nodes, network and facility.",
            equation: "hardware_capex + network_capex + facility_capex",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["network_capex", "facility_capex", "hardware_capex"],
            template: "{hardware_capex} + {network_capex} + {facility_capex}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "electricity_per_year_full",
            doc: "Electricity for a year of full use, facility overhead included.",
            equation: "match (optional(power), optional(electricity_price)) {\n    (Some(p), Some(price)) => p * hours_per_year * pue * price,\n    _ => usd(0.0),\n}",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["power", "electricity_price", "pue", "hours_per_year"],
            calls: &["usd"],
            template: "match ({#0 optional(power)}, {#1 optional(electricity_price)}) {{\n    (Some(p), Some(price)) => p * {hours_per_year} * {pue} * price,\n    _ => usd(0.0),\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "fixed_cost_per_year",
            doc: "Running cost a year paid whether or not the accelerators are busy.",
            equation: "if energy_scales_with_use {\n    opex_per_year + staffing_per_year\n} else {\n    opex_per_year + staffing_per_year + electricity_per_year_full\n}",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &[
                "energy_scales_with_use",
                "opex_per_year",
                "staffing_per_year",
                "electricity_per_year_full",
            ],
            template: "if {energy_scales_with_use} {{\n    {opex_per_year} + {staffing_per_year}\n}} else {{\n    {opex_per_year} + {staffing_per_year} + {electricity_per_year_full}\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "use_cost_per_year_full",
            doc: "Running cost a year at full use that scales with use.",
            equation: "if energy_scales_with_use { electricity_per_year_full } else { usd(0.0) }",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["energy_scales_with_use", "electricity_per_year_full"],
            calls: &["usd"],
            template: "if {energy_scales_with_use} {{ {electricity_per_year_full} }} else {{ usd(0.0) }}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "owned_cost_per_year",
            doc: "Running cost of owning a year at this utilization.",
            equation: "fixed_cost_per_year + utilization * use_cost_per_year_full",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &[
                "utilization",
                "fixed_cost_per_year",
                "use_cost_per_year_full",
            ],
            template: "{fixed_cost_per_year} + {utilization} * {use_cost_per_year_full}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "owned_cost_per_year_amortized",
            doc: "The up-front cost spread evenly over the years, plus a year's running cost.",
            equation: "upfront / years + owned_cost_per_year",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["years", "upfront", "owned_cost_per_year"],
            template: "{upfront} / {years} + {owned_cost_per_year}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rent_per_year_full",
            doc: "Rent of every hour of a year.",
            equation: "gpus * rent_rate * hours_per_year",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["gpus", "rent_rate", "hours_per_year"],
            template: "{gpus} * {rent_rate} * {hours_per_year}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rent_per_year",
            doc: "Rent a year at this utilization.",
            equation: "rent_per_year_full * utilization",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["utilization", "rent_per_year_full"],
            template: "{rent_per_year_full} * {utilization}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rent_per_month",
            doc: "Rent a month.",
            equation: "rent_per_year / 12.0",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["rent_per_year"],
            template: "{rent_per_year} / 12.0",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "owned_cost_per_month",
            doc: "Running cost of owning a month.",
            equation: "owned_cost_per_year / 12.0",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["owned_cost_per_year"],
            template: "{owned_cost_per_year} / 12.0",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "crossover_months",
            doc: "Months until cumulative rent overtakes owning.",
            equation: "rent_crossover(upfront, owned_cost_per_month, rent_per_month)",
            result_type: "f64",
            depends_on: &["upfront", "owned_cost_per_month", "rent_per_month"],
            calls: &["rent_crossover"],
            template: "rent_crossover({upfront}, {owned_cost_per_month}, {rent_per_month})",
            named_calls: "rent_crossover(upfront, owned_cost_per_month, rent_per_month)",
            operation: "result of `rent_crossover`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "owned_total",
            doc: "What owning costs over the whole life.",
            equation: "upfront + years * owned_cost_per_year",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["years", "upfront", "owned_cost_per_year"],
            template: "{upfront} + {years} * {owned_cost_per_year}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rented_total",
            doc: "What renting costs over the whole life.",
            equation: "years * rent_per_year",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["years", "rent_per_year"],
            template: "{years} * {rent_per_year}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "savings",
            doc: "What owning saves over renting, over the whole life.",
            equation: "rented_total - owned_total",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["rented_total", "owned_total"],
            template: "{rented_total} - {owned_total}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rent_lifetime_full",
            doc: "Rent of every hour of the whole life.",
            equation: "years * rent_per_year_full",
            result_type: "Usd",
            label: {
                __c::units::unit_for::<Usd, _>(&::mlsysim_core::units::USD);
                __c::units::label(&::mlsysim_core::units::USD)
            },
            depends_on: &["years", "rent_per_year_full"],
            template: "{years} * {rent_per_year_full}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "lifetime_hours",
            doc: "Hours of the whole life.",
            equation: "years * hours_per_year",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["years", "hours_per_year"],
            template: "{years} * {hours_per_year}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "breakeven_utilization",
            doc: "Utilization at which owning and renting cost the same over the whole life.",
            equation: "ownership_breakeven_utilization(\n    upfront,\n    fixed_cost_per_year,\n    rent_per_year_full,\n    years,\n    use_cost_per_year_full,\n)",
            result_type: "f64",
            depends_on: &[
                "years",
                "upfront",
                "fixed_cost_per_year",
                "rent_per_year_full",
                "use_cost_per_year_full",
            ],
            calls: &["ownership_breakeven_utilization"],
            template: "ownership_breakeven_utilization(\n    {upfront},\n    {fixed_cost_per_year},\n    {rent_per_year_full},\n    {years},\n    {use_cost_per_year_full},\n)",
            named_calls: "ownership_breakeven_utilization(upfront, fixed_cost_per_year, rent_per_year_full, years, use_cost_per_year_full)",
            operation: "result of `ownership_breakeven_utilization`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`electricity_price` is given whenever `power` is",
            condition: "optional(power).is_none() || optional(electricity_price).is_some()",
            inputs: &["electricity_price", "power"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl OwnVsRent {
        ///Starts a [`OwnVsRentBuilder`]; required inputs must be set before [`OwnVsRentBuilder::build`].
        #[must_use]
        pub fn builder() -> OwnVsRentBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> OwnVsRentBuilder {
            OwnVsRentBuilder {
                gpus: Some(__Clone::clone(&self.gpus)),
                gpus_per_node: Some(__Clone::clone(&self.gpus_per_node)),
                node_price: Some(__Clone::clone(&self.node_price)),
                rent_rate: Some(__Clone::clone(&self.rent_rate)),
                utilization: Some(__Clone::clone(&self.utilization)),
                years: Some(__Clone::clone(&self.years)),
                network_capex: Some(__Clone::clone(&self.network_capex)),
                facility_capex: Some(__Clone::clone(&self.facility_capex)),
                opex_per_year: Some(__Clone::clone(&self.opex_per_year)),
                staffing_per_year: Some(__Clone::clone(&self.staffing_per_year)),
                power: __Clone::clone(&self.power),
                pue: Some(__Clone::clone(&self.pue)),
                electricity_price: __Clone::clone(&self.electricity_price),
                energy_scales_with_use: Some(
                    __Clone::clone(&self.energy_scales_with_use),
                ),
            }
        }
        ///Hours in a year: 8,760. Equation: `hours(8760.0)`.
        #[inline]
        pub fn hours_per_year(&self) -> __Result<Time, __c::EvalError> {
            struct hours_per_year {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    hours_per_year,
                >(::mlsysim_core::equation::hours(8760.0)))(),
                &__PROPERTIES[0],
            )
        }
        ///Nodes bought. Equation: `floor_div(gpus, gpus_per_node)`.
        #[inline]
        pub fn nodes(&self) -> __Result<i64, __c::EvalError> {
            let gpus = __Clone::clone(&self.gpus);
            let gpus_per_node = __Clone::clone(&self.gpus_per_node);
            struct nodes {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    nodes,
                >(::mlsysim_core::equation::floor_div(gpus, gpus_per_node)?))(),
                &__PROPERTIES[1],
            )
        }
        ///What the nodes cost. Equation: `nodes * node_price`.
        #[inline]
        pub fn hardware_capex(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_hardware_capex(self.nodes()?)
        }
        #[doc(hidden)]
        fn __eq_hardware_capex(&self, nodes: i64) -> __Result<Usd, __c::EvalError> {
            let node_price = __Clone::clone(&self.node_price);
            struct hardware_capex {}
            __c::member(
                (|| __c::conform::<Usd, _, hardware_capex>(nodes.eq_mul(node_price)?))(),
                &__PROPERTIES[2],
            )
        }
        ///What owning costs up front: nodes, network and facility. Equation: `hardware_capex + network_capex + facility_capex`.
        #[inline]
        pub fn upfront(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_upfront(self.hardware_capex()?)
        }
        #[doc(hidden)]
        fn __eq_upfront(&self, hardware_capex: Usd) -> __Result<Usd, __c::EvalError> {
            let network_capex = __Clone::clone(&self.network_capex);
            let facility_capex = __Clone::clone(&self.facility_capex);
            struct upfront {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    upfront,
                >(hardware_capex.eq_add(network_capex)?.eq_add(facility_capex)?))(),
                &__PROPERTIES[3],
            )
        }
        /**Electricity for a year of full use, facility overhead included.

Equation:

```text
match (optional(power), optional(electricity_price)) {
    (Some(p), Some(price)) => p * hours_per_year * pue * price,
    _ => usd(0.0),
}
```
*/
        #[inline]
        pub fn electricity_per_year_full(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_electricity_per_year_full(self.hours_per_year()?)
        }
        #[doc(hidden)]
        fn __eq_electricity_per_year_full(
            &self,
            hours_per_year: Time,
        ) -> __Result<Usd, __c::EvalError> {
            let power = __Clone::clone(&self.power);
            let electricity_price = __Clone::clone(&self.electricity_price);
            let pue = __Clone::clone(&self.pue);
            struct electricity_per_year_full {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    electricity_per_year_full,
                >(
                    match (
                        ::mlsysim_core::equation::optional(power),
                        ::mlsysim_core::equation::optional(electricity_price),
                    ) {
                        (Some(p), Some(price)) => {
                            p.eq_mul(hours_per_year)?.eq_mul(pue)?.eq_mul(price)?
                        }
                        _ => ::mlsysim_core::equation::usd(0.0),
                    },
                ))(),
                &__PROPERTIES[4],
            )
        }
        /**Running cost a year paid whether or not the accelerators are busy.

Equation:

```text
if energy_scales_with_use {
    opex_per_year + staffing_per_year
} else {
    opex_per_year + staffing_per_year + electricity_per_year_full
}
```
*/
        #[inline]
        pub fn fixed_cost_per_year(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_fixed_cost_per_year(self.electricity_per_year_full()?)
        }
        #[doc(hidden)]
        fn __eq_fixed_cost_per_year(
            &self,
            electricity_per_year_full: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let energy_scales_with_use = __Clone::clone(&self.energy_scales_with_use);
            let opex_per_year = __Clone::clone(&self.opex_per_year);
            let staffing_per_year = __Clone::clone(&self.staffing_per_year);
            struct fixed_cost_per_year {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    fixed_cost_per_year,
                >(
                    if energy_scales_with_use {
                        opex_per_year.eq_add(staffing_per_year)?
                    } else {
                        opex_per_year
                            .eq_add(staffing_per_year)?
                            .eq_add(electricity_per_year_full)?
                    },
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Running cost a year at full use that scales with use. Equation: `if energy_scales_with_use { electricity_per_year_full } else { usd(0.0) }`.
        #[inline]
        pub fn use_cost_per_year_full(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_use_cost_per_year_full(self.electricity_per_year_full()?)
        }
        #[doc(hidden)]
        fn __eq_use_cost_per_year_full(
            &self,
            electricity_per_year_full: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let energy_scales_with_use = __Clone::clone(&self.energy_scales_with_use);
            struct use_cost_per_year_full {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    use_cost_per_year_full,
                >(
                    if energy_scales_with_use {
                        electricity_per_year_full
                    } else {
                        ::mlsysim_core::equation::usd(0.0)
                    },
                ))(),
                &__PROPERTIES[6],
            )
        }
        ///Running cost of owning a year at this utilization. Equation: `fixed_cost_per_year + utilization * use_cost_per_year_full`.
        #[inline]
        pub fn owned_cost_per_year(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_owned_cost_per_year(
                self.fixed_cost_per_year()?,
                self.use_cost_per_year_full()?,
            )
        }
        #[doc(hidden)]
        fn __eq_owned_cost_per_year(
            &self,
            fixed_cost_per_year: Usd,
            use_cost_per_year_full: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let utilization = __Clone::clone(&self.utilization);
            struct owned_cost_per_year {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    owned_cost_per_year,
                >(
                    fixed_cost_per_year
                        .eq_add(utilization.eq_mul(use_cost_per_year_full)?)?,
                ))(),
                &__PROPERTIES[7],
            )
        }
        ///The up-front cost spread evenly over the years, plus a year's running cost. Equation: `upfront / years + owned_cost_per_year`.
        #[inline]
        pub fn owned_cost_per_year_amortized(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_owned_cost_per_year_amortized(
                self.upfront()?,
                self.owned_cost_per_year()?,
            )
        }
        #[doc(hidden)]
        fn __eq_owned_cost_per_year_amortized(
            &self,
            upfront: Usd,
            owned_cost_per_year: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let years = __Clone::clone(&self.years);
            struct owned_cost_per_year_amortized {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    owned_cost_per_year_amortized,
                >(upfront.eq_div(years)?.eq_add(owned_cost_per_year)?))(),
                &__PROPERTIES[8],
            )
        }
        ///Rent of every hour of a year. Equation: `gpus * rent_rate * hours_per_year`.
        #[inline]
        pub fn rent_per_year_full(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_rent_per_year_full(self.hours_per_year()?)
        }
        #[doc(hidden)]
        fn __eq_rent_per_year_full(
            &self,
            hours_per_year: Time,
        ) -> __Result<Usd, __c::EvalError> {
            let gpus = __Clone::clone(&self.gpus);
            let rent_rate = __Clone::clone(&self.rent_rate);
            struct rent_per_year_full {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    rent_per_year_full,
                >(gpus.eq_mul(rent_rate)?.eq_mul(hours_per_year)?))(),
                &__PROPERTIES[9],
            )
        }
        ///Rent a year at this utilization. Equation: `rent_per_year_full * utilization`.
        #[inline]
        pub fn rent_per_year(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_rent_per_year(self.rent_per_year_full()?)
        }
        #[doc(hidden)]
        fn __eq_rent_per_year(
            &self,
            rent_per_year_full: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let utilization = __Clone::clone(&self.utilization);
            struct rent_per_year {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    rent_per_year,
                >(rent_per_year_full.eq_mul(utilization)?))(),
                &__PROPERTIES[10],
            )
        }
        ///Rent a month. Equation: `rent_per_year / 12.0`.
        #[inline]
        pub fn rent_per_month(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_rent_per_month(self.rent_per_year()?)
        }
        #[doc(hidden)]
        fn __eq_rent_per_month(
            &self,
            rent_per_year: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct rent_per_month {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    rent_per_month,
                >(rent_per_year.eq_div(12.0)?))(),
                &__PROPERTIES[11],
            )
        }
        ///Running cost of owning a month. Equation: `owned_cost_per_year / 12.0`.
        #[inline]
        pub fn owned_cost_per_month(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_owned_cost_per_month(self.owned_cost_per_year()?)
        }
        #[doc(hidden)]
        fn __eq_owned_cost_per_month(
            &self,
            owned_cost_per_year: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct owned_cost_per_month {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    owned_cost_per_month,
                >(owned_cost_per_year.eq_div(12.0)?))(),
                &__PROPERTIES[12],
            )
        }
        ///Months until cumulative rent overtakes owning. Equation: `rent_crossover(upfront, owned_cost_per_month, rent_per_month)`.
        #[inline]
        pub fn crossover_months(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_crossover_months(
                self.upfront()?,
                self.owned_cost_per_month()?,
                self.rent_per_month()?,
            )
        }
        #[doc(hidden)]
        fn __eq_crossover_months(
            &self,
            upfront: Usd,
            owned_cost_per_month: Usd,
            rent_per_month: Usd,
        ) -> __Result<f64, __c::EvalError> {
            struct crossover_months {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    crossover_months,
                >(
                    ::mlsysim_core::equation::rent_crossover(
                        upfront,
                        owned_cost_per_month,
                        rent_per_month,
                    )?,
                ))(),
                &__PROPERTIES[13],
            )
        }
        ///What owning costs over the whole life. Equation: `upfront + years * owned_cost_per_year`.
        #[inline]
        pub fn owned_total(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_owned_total(self.upfront()?, self.owned_cost_per_year()?)
        }
        #[doc(hidden)]
        fn __eq_owned_total(
            &self,
            upfront: Usd,
            owned_cost_per_year: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let years = __Clone::clone(&self.years);
            struct owned_total {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    owned_total,
                >(upfront.eq_add(years.eq_mul(owned_cost_per_year)?)?))(),
                &__PROPERTIES[14],
            )
        }
        ///What renting costs over the whole life. Equation: `years * rent_per_year`.
        #[inline]
        pub fn rented_total(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_rented_total(self.rent_per_year()?)
        }
        #[doc(hidden)]
        fn __eq_rented_total(
            &self,
            rent_per_year: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let years = __Clone::clone(&self.years);
            struct rented_total {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    rented_total,
                >(years.eq_mul(rent_per_year)?))(),
                &__PROPERTIES[15],
            )
        }
        ///What owning saves over renting, over the whole life. Equation: `rented_total - owned_total`.
        #[inline]
        pub fn savings(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_savings(self.rented_total()?, self.owned_total()?)
        }
        #[doc(hidden)]
        fn __eq_savings(
            &self,
            rented_total: Usd,
            owned_total: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            struct savings {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    savings,
                >(rented_total.eq_sub(owned_total)?))(),
                &__PROPERTIES[16],
            )
        }
        ///Rent of every hour of the whole life. Equation: `years * rent_per_year_full`.
        #[inline]
        pub fn rent_lifetime_full(&self) -> __Result<Usd, __c::EvalError> {
            self.__eq_rent_lifetime_full(self.rent_per_year_full()?)
        }
        #[doc(hidden)]
        fn __eq_rent_lifetime_full(
            &self,
            rent_per_year_full: Usd,
        ) -> __Result<Usd, __c::EvalError> {
            let years = __Clone::clone(&self.years);
            struct rent_lifetime_full {}
            __c::member(
                (|| __c::conform::<
                    Usd,
                    _,
                    rent_lifetime_full,
                >(years.eq_mul(rent_per_year_full)?))(),
                &__PROPERTIES[17],
            )
        }
        ///Hours of the whole life. Equation: `years * hours_per_year`.
        #[inline]
        pub fn lifetime_hours(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_lifetime_hours(self.hours_per_year()?)
        }
        #[doc(hidden)]
        fn __eq_lifetime_hours(
            &self,
            hours_per_year: Time,
        ) -> __Result<Time, __c::EvalError> {
            let years = __Clone::clone(&self.years);
            struct lifetime_hours {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    lifetime_hours,
                >(years.eq_mul(hours_per_year)?))(),
                &__PROPERTIES[18],
            )
        }
        /**Utilization at which owning and renting cost the same over the whole life.

Equation:

```text
ownership_breakeven_utilization(
    upfront,
    fixed_cost_per_year,
    rent_per_year_full,
    years,
    use_cost_per_year_full,
)
```
*/
        #[inline]
        pub fn breakeven_utilization(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_breakeven_utilization(
                self.upfront()?,
                self.fixed_cost_per_year()?,
                self.rent_per_year_full()?,
                self.use_cost_per_year_full()?,
            )
        }
        #[doc(hidden)]
        fn __eq_breakeven_utilization(
            &self,
            upfront: Usd,
            fixed_cost_per_year: Usd,
            rent_per_year_full: Usd,
            use_cost_per_year_full: Usd,
        ) -> __Result<f64, __c::EvalError> {
            let years = __Clone::clone(&self.years);
            struct breakeven_utilization {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    breakeven_utilization,
                >(
                    ::mlsysim_core::equation::ownership_breakeven_utilization(
                        upfront,
                        fixed_cost_per_year,
                        rent_per_year_full,
                        years,
                        use_cost_per_year_full,
                    )?,
                ))(),
                &__PROPERTIES[19],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`OwnVsRentValues`].
        #[must_use]
        pub fn evaluate(&self) -> OwnVsRentValues<'_> {
            let hours_per_year = self.hours_per_year();
            let nodes = self.nodes();
            let hardware_capex = __c::after(
                (&nodes,),
                |(v0,)| self.__eq_hardware_capex(v0),
            );
            let upfront = __c::after((&hardware_capex,), |(v0,)| self.__eq_upfront(v0));
            let electricity_per_year_full = __c::after(
                (&hours_per_year,),
                |(v0,)| self.__eq_electricity_per_year_full(v0),
            );
            let fixed_cost_per_year = __c::after(
                (&electricity_per_year_full,),
                |(v0,)| self.__eq_fixed_cost_per_year(v0),
            );
            let use_cost_per_year_full = __c::after(
                (&electricity_per_year_full,),
                |(v0,)| self.__eq_use_cost_per_year_full(v0),
            );
            let owned_cost_per_year = __c::after(
                (&fixed_cost_per_year, &use_cost_per_year_full),
                |(v0, v1)| self.__eq_owned_cost_per_year(v0, v1),
            );
            let owned_cost_per_year_amortized = __c::after(
                (&upfront, &owned_cost_per_year),
                |(v0, v1)| self.__eq_owned_cost_per_year_amortized(v0, v1),
            );
            let rent_per_year_full = __c::after(
                (&hours_per_year,),
                |(v0,)| self.__eq_rent_per_year_full(v0),
            );
            let rent_per_year = __c::after(
                (&rent_per_year_full,),
                |(v0,)| self.__eq_rent_per_year(v0),
            );
            let rent_per_month = __c::after(
                (&rent_per_year,),
                |(v0,)| self.__eq_rent_per_month(v0),
            );
            let owned_cost_per_month = __c::after(
                (&owned_cost_per_year,),
                |(v0,)| self.__eq_owned_cost_per_month(v0),
            );
            let crossover_months = __c::after(
                (&upfront, &owned_cost_per_month, &rent_per_month),
                |(v0, v1, v2)| self.__eq_crossover_months(v0, v1, v2),
            );
            let owned_total = __c::after(
                (&upfront, &owned_cost_per_year),
                |(v0, v1)| self.__eq_owned_total(v0, v1),
            );
            let rented_total = __c::after(
                (&rent_per_year,),
                |(v0,)| self.__eq_rented_total(v0),
            );
            let savings = __c::after(
                (&rented_total, &owned_total),
                |(v0, v1)| self.__eq_savings(v0, v1),
            );
            let rent_lifetime_full = __c::after(
                (&rent_per_year_full,),
                |(v0,)| self.__eq_rent_lifetime_full(v0),
            );
            let lifetime_hours = __c::after(
                (&hours_per_year,),
                |(v0,)| self.__eq_lifetime_hours(v0),
            );
            let breakeven_utilization = __c::after(
                (
                    &upfront,
                    &fixed_cost_per_year,
                    &rent_per_year_full,
                    &use_cost_per_year_full,
                ),
                |(v0, v1, v2, v3)| self.__eq_breakeven_utilization(v0, v1, v2, v3),
            );
            OwnVsRentValues {
                scenario: self,
                hours_per_year,
                nodes,
                hardware_capex,
                upfront,
                electricity_per_year_full,
                fixed_cost_per_year,
                use_cost_per_year_full,
                owned_cost_per_year,
                owned_cost_per_year_amortized,
                rent_per_year_full,
                rent_per_year,
                rent_per_month,
                owned_cost_per_month,
                crossover_months,
                owned_total,
                rented_total,
                savings,
                rent_lifetime_full,
                lifetime_hours,
                breakeven_utilization,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.gpus, &__INPUTS[0])?;
            __c::bounded_plain(&self.gpus_per_node, &__INPUTS[1])?;
            __c::bounded(&self.node_price, &__INPUTS[2])?;
            __c::bounded(&self.rent_rate, &__INPUTS[3])?;
            __c::bounded_plain(&self.utilization, &__INPUTS[4])?;
            __c::bounded_plain(&self.years, &__INPUTS[5])?;
            __c::bounded(&self.network_capex, &__INPUTS[6])?;
            __c::bounded(&self.facility_capex, &__INPUTS[7])?;
            __c::bounded(&self.opex_per_year, &__INPUTS[8])?;
            __c::bounded(&self.staffing_per_year, &__INPUTS[9])?;
            __c::bounded(&self.power, &__INPUTS[10])?;
            __c::bounded_plain(&self.pue, &__INPUTS[11])?;
            __c::bounded(&self.electricity_price, &__INPUTS[12])?;
            __c::finite(&self.energy_scales_with_use, &__INPUTS[13])?;
            {
                let power = __Clone::clone(&self.power);
                let electricity_price = __Clone::clone(&self.electricity_price);
                __c::rule(
                    ::mlsysim_core::equation::optional(power).is_none()
                        || ::mlsysim_core::equation::optional(electricity_price)
                            .is_some(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.electricity_price, &self.power],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_hours_per_year(&self) -> __c::Parts {
            __c::traced(
                self.hours_per_year(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "hours", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 8760.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_electricity_per_year_full(&self) -> __c::Parts {
            __c::traced(
                self.electricity_per_year_full(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let power = __Clone::clone(& self.power); let part =
                    ::mlsysim_core::equation::optional(power); Ok((& __c::Showing(& part,
                    None)).__shown()) }) (), (|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let electricity_price =
                    __Clone::clone(& self.electricity_price); let part =
                    ::mlsysim_core::equation::optional(electricity_price); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "usd", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_use_cost_per_year_full(&self) -> __c::Parts {
            __c::traced(
                self.use_cost_per_year_full(),
                &__PROPERTIES[6],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "usd", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl OwnVsRentBuilder {
        ///Sets `gpus`: Accelerators owned or rented.
        #[must_use]
        pub fn gpus(mut self, value: u32) -> Self {
            self.gpus = Some(value);
            self
        }
        ///Sets `gpus_per_node`: Accelerators in one node.
        #[must_use]
        pub fn gpus_per_node(mut self, value: u32) -> Self {
            self.gpus_per_node = Some(value);
            self
        }
        ///Sets `node_price`: Price of one node.
        #[must_use]
        pub fn node_price(mut self, value: Usd) -> Self {
            self.node_price = Some(value);
            self
        }
        ///Sets `rent_rate`: Rent of one accelerator-hour.
        #[must_use]
        pub fn rent_rate(mut self, value: MoneyRate) -> Self {
            self.rent_rate = Some(value);
            self
        }
        ///Sets `utilization`: Share of every hour the accelerators are busy.
        #[must_use]
        pub fn utilization(mut self, value: f64) -> Self {
            self.utilization = Some(value);
            self
        }
        ///Sets `years`: Years of service.
        #[must_use]
        pub fn years(mut self, value: u32) -> Self {
            self.years = Some(value);
            self
        }
        ///Sets `network_capex`: Network bought up front.
        #[must_use]
        pub fn network_capex(mut self, value: Usd) -> Self {
            self.network_capex = Some(value);
            self
        }
        ///Sets `facility_capex`: Facility built up front.
        #[must_use]
        pub fn facility_capex(mut self, value: Usd) -> Self {
            self.facility_capex = Some(value);
            self
        }
        ///Sets `opex_per_year`: Fixed operating cost a year.
        #[must_use]
        pub fn opex_per_year(mut self, value: Usd) -> Self {
            self.opex_per_year = Some(value);
            self
        }
        ///Sets `staffing_per_year`: Staff cost a year.
        #[must_use]
        pub fn staffing_per_year(mut self, value: Usd) -> Self {
            self.staffing_per_year = Some(value);
            self
        }
        ///Sets `power`: Power the owned accelerators draw at full use.
        #[must_use]
        pub fn power(mut self, value: Power) -> Self {
            self.power = Some(value);
            self
        }
        ///Leaves `power` absent.
        #[must_use]
        pub fn without_power(mut self) -> Self {
            self.power = None;
            self
        }
        ///Sets `pue`: Power usage effectiveness of the facility.
        #[must_use]
        pub fn pue(mut self, value: f64) -> Self {
            self.pue = Some(value);
            self
        }
        ///Sets `electricity_price`: Price of electricity.
        #[must_use]
        pub fn electricity_price(mut self, value: EnergyPrice) -> Self {
            self.electricity_price = Some(value);
            self
        }
        ///Leaves `electricity_price` absent.
        #[must_use]
        pub fn without_electricity_price(mut self) -> Self {
            self.electricity_price = None;
            self
        }
        ///Sets `energy_scales_with_use`: Whether electricity is drawn only while busy, rather than every hour.
        #[must_use]
        pub fn energy_scales_with_use(mut self, value: bool) -> Self {
            self.energy_scales_with_use = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<OwnVsRent, __c::InputError> {
            let scenario = OwnVsRent {
                gpus: __c::given(self.gpus, "gpus")?,
                gpus_per_node: __c::given(self.gpus_per_node, "gpus_per_node")?,
                node_price: __c::given(self.node_price, "node_price")?,
                rent_rate: __c::given(self.rent_rate, "rent_rate")?,
                utilization: __c::given(self.utilization, "utilization")?,
                years: __c::given(self.years, "years")?,
                network_capex: self.network_capex.unwrap_or_else(|| usd(0.0)),
                facility_capex: self.facility_capex.unwrap_or_else(|| usd(0.0)),
                opex_per_year: self.opex_per_year.unwrap_or_else(|| usd(0.0)),
                staffing_per_year: self.staffing_per_year.unwrap_or_else(|| usd(0.0)),
                power: self.power,
                pue: self.pue.unwrap_or_else(|| 1.0),
                electricity_price: self.electricity_price,
                energy_scales_with_use: self
                    .energy_scales_with_use
                    .unwrap_or_else(|| false),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for OwnVsRentBuilder {
        type Scenario = OwnVsRent;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "gpus" => self.gpus = __c::set(value, &__INPUTS[0])?,
                "gpus_per_node" => self.gpus_per_node = __c::set(value, &__INPUTS[1])?,
                "node_price" => self.node_price = __c::set(value, &__INPUTS[2])?,
                "rent_rate" => self.rent_rate = __c::set(value, &__INPUTS[3])?,
                "utilization" => self.utilization = __c::set(value, &__INPUTS[4])?,
                "years" => self.years = __c::set(value, &__INPUTS[5])?,
                "network_capex" => self.network_capex = __c::set(value, &__INPUTS[6])?,
                "facility_capex" => self.facility_capex = __c::set(value, &__INPUTS[7])?,
                "opex_per_year" => self.opex_per_year = __c::set(value, &__INPUTS[8])?,
                "staffing_per_year" => {
                    self.staffing_per_year = __c::set(value, &__INPUTS[9])?;
                }
                "power" => self.power = __c::set(value, &__INPUTS[10])?,
                "pue" => self.pue = __c::set(value, &__INPUTS[11])?,
                "electricity_price" => {
                    self.electricity_price = __c::set(value, &__INPUTS[12])?;
                }
                "energy_scales_with_use" => {
                    self.energy_scales_with_use = __c::set(value, &__INPUTS[13])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<OwnVsRent, __c::InputError> {
            OwnVsRentBuilder::build(self)
        }
    }
    impl<'a> OwnVsRentValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a OwnVsRent {
            self.scenario
        }
    }
    impl __c::Scenario for OwnVsRent {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "OwnVsRent",
            family: &ECONOMICS,
            summary: "Owning accelerators against renting the same number for the share of every hour they are busy, over their service life: the up-front and running costs of owning, the rent, the month rent overtakes owning, and the utilization at which the two cost the same.",
            description: "Owning pays the nodes, the network and the facility up front, then a fixed running cost a\nyear (operations and staff) and electricity for `power` at `pue`. Electricity is paid every\nhour, or only while busy when `energy_scales_with_use`. A year is 8,760 hours and a month a\ntwelfth of it, the reference's convention; the yearly and monthly amounts are money per such\na period. The reference files this class under its section \"Neural computation: dense\nnetworks, activations, losses, and number formats\".",
            notes: __c::meta::Notes {
                equation: "owned = upfront + years × (fixed + u × use cost); rented = years × u × GPUs × rate × 8,760 h; u* = (upfront + Y F) ÷ (Y (R − E))",
                assumptions: &[
                    "A year is 8,760 hours and a month a twelfth of it.",
                    "Rented capacity is paid only for the share of hours it is busy; owned capacity is paid whether busy or not.",
                    "Rent that never overtakes owning has no crossover month: an error here, where the reference answers nothing.",
                ],
                rules: __RULES,
                excludes: &[
                    "Maintenance, financing, resale value and price changes over the years.",
                ],
                derivation: &[
                    "Cumulative costs of each option, equal at the crossover and, over the whole life, at the break-even utilization.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Owning 1,024 H100s pays off in a little over two years",
                    code: "// Owning 1,024 H100s pays off in a little over two years\nuse mlsysim_scenarios::economics::own_vs_rent_h100_cluster_1k;\n\nlet s = own_vs_rent_h100_cluster_1k()?;\nassert!((s.crossover_months()? - 26.4).abs() < 0.1);\nassert!(s.breakeven_utilization()? < 0.8);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = OwnVsRentBuilder;
        fn to_builder(&self) -> OwnVsRentBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.gpus,
                    &self.gpus_per_node,
                    &self.node_price,
                    &self.rent_rate,
                    &self.utilization,
                    &self.years,
                    &self.network_capex,
                    &self.facility_capex,
                    &self.opex_per_year,
                    &self.staffing_per_year,
                    &self.power,
                    &self.pue,
                    &self.electricity_price,
                    &self.energy_scales_with_use,
                ],
                &[
                    &values.hours_per_year,
                    &values.nodes,
                    &values.hardware_capex,
                    &values.upfront,
                    &values.electricity_per_year_full,
                    &values.fixed_cost_per_year,
                    &values.use_cost_per_year_full,
                    &values.owned_cost_per_year,
                    &values.owned_cost_per_year_amortized,
                    &values.rent_per_year_full,
                    &values.rent_per_year,
                    &values.rent_per_month,
                    &values.owned_cost_per_month,
                    &values.crossover_months,
                    &values.owned_total,
                    &values.rented_total,
                    &values.savings,
                    &values.rent_lifetime_full,
                    &values.lifetime_hours,
                    &values.breakeven_utilization,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "hours_per_year" => Some(Ok(self.__explain_hours_per_year())),
                "electricity_per_year_full" => {
                    Some(Ok(self.__explain_electricity_per_year_full()))
                }
                "use_cost_per_year_full" => {
                    Some(Ok(self.__explain_use_cost_per_year_full()))
                }
                _ => None,
            }
        }
    }
    __c::glue!(OwnVsRent);
};
