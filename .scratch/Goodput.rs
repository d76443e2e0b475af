/**ML productivity goodput of a job on a pool: the share of offered capacity-time that becomes work at the ideal rate, as the product of scheduling, runtime and program goodput.

Scheduling goodput S is held over offered time, runtime goodput R retained over held time,
and program goodput P ideal over retained time. Each divides by what the one before passed,
so they multiply and every lost interval is charged once, at the first boundary it fails.
One point of a factor is worth the product of the other two; a factor raised to its ceiling
(its owner's lever, `ceilings` by `S`, `R` or `P`) multiplies MPG by the ceiling's ratio.

# Equation

MPG = S × R × P; 1 = (1 − S) + S(1 − R) + SR(1 − P) + SRP; point(k) = MPG ÷ k; gain(k) = (ceiling(k) − k) × point(k); useful rate = offered rate ÷ MPG

# Assumptions

- The three factors are measured on the same window; where they are not, the product is an estimate.

# Rules across inputs

- `ceilings` names only the factors S, R and P (`ceilings.names().all(|k| k == "S" || k == "R" || k == "P")`)
- `scheduling`, `runtime` and `program` are above 0 (`scheduling > 0.0 && runtime > 0.0 && program > 0.0`)

# Excludes

- Work that is retained but not useful (a wrong experiment), which no goodput factor sees.

# Derivation

- Wongpanich et al. (2025), Machine Learning Fleet Efficiency: ML productivity goodput.

# Examples

```rust
// A dedicated cluster's goodput
use mlsysim_data::delivery::llama3_405b_goodput_16k;

let s = llama3_405b_goodput_16k()?;
assert!((s.mpg()? - 0.369).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct Goodput {
    ///Scheduling goodput S: held over offered capacity-time. *Allowed [0.0, 1.0].*
    pub scheduling: f64,
    ///Runtime goodput R: retained over held time. *Allowed [0.0, 1.0].*
    pub runtime: f64,
    ///Program goodput P: ideal over retained time (the MFU). *Allowed [0.0, 1.0].*
    pub program: f64,
    ///The value each factor's owner can reach, by factor (`S`, `R`, `P`). *Default `Named::default()`; allowed [0.0, 1.0].*
    pub ceilings: Named<f64>,
    ///Price of one offered device-hour. *Optional (absent by default); shown in `USD_PER_HOUR`; allowed >= 0.*
    pub device_hour_rate: Option<MoneyRate>,
}
///Builds a [`Goodput`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct GoodputBuilder {
    scheduling: ::core::option::Option<f64>,
    runtime: ::core::option::Option<f64>,
    program: ::core::option::Option<f64>,
    ceilings: ::core::option::Option<Named<f64>>,
    device_hour_rate: ::core::option::Option<MoneyRate>,
}
///Every property of a [`Goodput`], each computed once (see [`Goodput::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct GoodputValues<'a> {
    scenario: &'a Goodput,
    ///ML productivity goodput S × R × P.
    pub mpg: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///R × P, the job's own share of its held time.
    pub job_product: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The share passed by the scheduling boundary: S.
    pub after_scheduling: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The share passed by the runtime boundary too: S × R.
    pub after_runtime: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The share lost at scheduling: 1 − S.
    pub scheduling_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The share lost at runtime: S(1 − R).
    pub runtime_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The share lost in the program: SR(1 − P).
    pub program_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///What one point of each factor is worth: the product of the other two.
    pub point_value: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
    ///Each ceiling over its factor's current value.
    pub ceiling_ratio: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
    ///MPG gained by raising each factor to its ceiling, the others held.
    pub ceiling_gain: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
    ///MPG with each factor at its ceiling, the others held.
    pub mpg_at_ceiling: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
    ///MPG gained by a perfect scheduling goodput.
    pub full_scheduling_gain: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Price of a useful unit over the raw price: 1 ÷ MPG.
    pub cost_multiple: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///A chargeback on held hours only: 1 ÷ (R × P).
    pub job_cost_multiple: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The largest relative gain left in R: 1 ÷ R − 1.
    pub runtime_headroom: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Price of a useful device-hour: the offered rate over MPG.
    pub useful_rate: ::core::result::Result<MoneyRate, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "scheduling",
            ty: "f64",
            doc: "Scheduling goodput S: held over offered capacity-time.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "runtime",
            ty: "f64",
            doc: "Runtime goodput R: retained over held time.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "program",
            ty: "f64",
            doc: "Program goodput P: ideal over retained time (the MFU).",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "ceilings",
            ty: "Named<f64>",
            doc: "The value each factor's owner can reach, by factor (`S`, `R`, `P`).",
            default: Some("Named::default()"),
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device_hour_rate",
            ty: "Option<MoneyRate>",
            doc: "Price of one offered device-hour.",
            optional: true,
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
            name: "mpg",
            doc: "ML productivity goodput S × R × P.",
            equation: "scheduling * runtime * program",
            result_type: "f64",
            depends_on: &["scheduling", "runtime", "program"],
            template: "{scheduling} * {runtime} * {program}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "job_product",
            doc: "R × P, the job's own share of its held time.",
            equation: "runtime * program",
            result_type: "f64",
            depends_on: &["runtime", "program"],
            template: "{runtime} * {program}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "after_scheduling",
            doc: "The share passed by the scheduling boundary: S.",
            equation: "scheduling",
            result_type: "f64",
            depends_on: &["scheduling"],
            template: "{scheduling}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "after_runtime",
            doc: "The share passed by the runtime boundary too: S × R.",
            equation: "scheduling * runtime",
            result_type: "f64",
            depends_on: &["scheduling", "runtime"],
            template: "{scheduling} * {runtime}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "scheduling_share",
            doc: "The share lost at scheduling: 1 − S.",
            equation: "1.0 - scheduling",
            result_type: "f64",
            depends_on: &["scheduling"],
            template: "1.0 - {scheduling}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "runtime_share",
            doc: "The share lost at runtime: S(1 − R).",
            equation: "scheduling * (1.0 - runtime)",
            result_type: "f64",
            depends_on: &["scheduling", "runtime"],
            template: "{scheduling} * (1.0 - {runtime})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "program_share",
            doc: "The share lost in the program: SR(1 − P).",
            equation: "scheduling * runtime * (1.0 - program)",
            result_type: "f64",
            depends_on: &["scheduling", "runtime", "program"],
            template: "{scheduling} * {runtime} * (1.0 - {program})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "point_value",
            doc: "What one point of each factor is worth: the product of the other two.",
            equation: "Named::from_iter([\n    (\"S\", mpg / scheduling),\n    (\"R\", mpg / runtime),\n    (\"P\", mpg / program),\n])",
            result_type: "Named<f64>",
            depends_on: &["scheduling", "runtime", "program", "mpg"],
            template: "Named::from_iter([\n    (\"S\", {mpg} / {scheduling}),\n    (\"R\", {mpg} / {runtime}),\n    (\"P\", {mpg} / {program}),\n])",
            operation: "result of `from_iter`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ceiling_ratio",
            doc: "Each ceiling over its factor's current value.",
            equation: "{\n    let factors = Named::from_iter([\n        (\"S\", scheduling),\n        (\"R\", runtime),\n        (\"P\", program),\n    ]);\n    ceilings.iter().map(|(k, &c)| (k, c / factors[k])).collect::<Named<f64>>()\n}",
            result_type: "Named<f64>",
            depends_on: &["scheduling", "runtime", "program", "ceilings"],
            reaches: &[("ceilings", "iter")],
            template: "{{\n    let factors = Named::from_iter([\n        (\"S\", {scheduling}),\n        (\"R\", {runtime}),\n        (\"P\", {program}),\n    ]);\n    {ceilings}\n        .iter()\n        .map(|(k, &c)| (k, c / factors[k]))\n        .collect::<Named<f64>>()\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ceiling_gain",
            doc: "MPG gained by raising each factor to its ceiling, the others held.",
            equation: "{\n    let factors = Named::from_iter([\n        (\"S\", scheduling),\n        (\"R\", runtime),\n        (\"P\", program),\n    ]);\n    ceilings\n        .iter()\n        .map(|(k, &c)| (k, (c - factors[k]) * point_value[k]))\n        .collect::<Named<f64>>()\n}",
            result_type: "Named<f64>",
            depends_on: &["scheduling", "runtime", "program", "ceilings", "point_value"],
            reaches: &[("ceilings", "iter")],
            template: "{{\n    let factors = Named::from_iter([\n        (\"S\", {scheduling}),\n        (\"R\", {runtime}),\n        (\"P\", {program}),\n    ]);\n    {ceilings}\n        .iter()\n        .map(|(k, &c)| (k, (c - factors[k]) * {point_value}[k]))\n        .collect::<Named<f64>>()\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mpg_at_ceiling",
            doc: "MPG with each factor at its ceiling, the others held.",
            equation: "ceiling_gain.iter().map(|(k, &g)| (k, mpg + g)).collect::<Named<f64>>()",
            result_type: "Named<f64>",
            depends_on: &["ceiling_gain", "mpg"],
            template: "{ceiling_gain}\n    .iter()\n    .map(|(k, &g)| (k, {mpg} + g))\n    .collect::<Named<f64>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "full_scheduling_gain",
            doc: "MPG gained by a perfect scheduling goodput.",
            equation: "(1.0 - scheduling) * point_value[\"S\"]",
            result_type: "f64",
            depends_on: &["scheduling", "point_value"],
            template: "(1.0 - {scheduling}) * {#0 point_value[\"S\"]}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cost_multiple",
            doc: "Price of a useful unit over the raw price: 1 ÷ MPG.",
            equation: "1.0 / mpg",
            result_type: "f64",
            depends_on: &["mpg"],
            template: "1.0 / {mpg}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "job_cost_multiple",
            doc: "A chargeback on held hours only: 1 ÷ (R × P).",
            equation: "1.0 / (runtime * program)",
            result_type: "f64",
            depends_on: &["runtime", "program"],
            template: "1.0 / ({runtime} * {program})",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "runtime_headroom",
            doc: "The largest relative gain left in R: 1 ÷ R − 1.",
            equation: "1.0 / runtime - 1.0",
            result_type: "f64",
            depends_on: &["runtime"],
            template: "1.0 / {runtime} - 1.0",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "useful_rate",
            doc: "Price of a useful device-hour: the offered rate over MPG.",
            equation: "device_hour_rate / mpg",
            result_type: "MoneyRate",
            label: {
                __c::units::unit_for::<
                    MoneyRate,
                    _,
                >(&::mlsysim_core::units::USD_PER_HOUR);
                __c::units::label(&::mlsysim_core::units::USD_PER_HOUR)
            },
            depends_on: &["device_hour_rate", "mpg"],
            requires: &["device_hour_rate"],
            template: "{device_hour_rate} / {mpg}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "trade_ratio",
            kind: __c::MemberKind::Method,
            doc: "MPG of `other` over this one's: the product of the factor ratios.",
            equation: "other.mpg() / mpg",
            args: &[
                __c::ArgInfo {
                    name: "other",
                    ty: "Goodput",
                    samples: &[
                        __c::Sample::Literal("Llama3_405BGoodput16K"),
                        __c::Sample::Literal("Llama3_405BOnSharedPool"),
                    ],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            depends_on: &["mpg"],
            template: "{other}.mpg() / {mpg}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`ceilings` names only the factors S, R and P",
            condition: "ceilings.names().all(|k| k == \"S\" || k == \"R\" || k == \"P\")",
            inputs: &["ceilings"],
        },
        __c::RuleInfo {
            text: "`scheduling`, `runtime` and `program` are above 0",
            condition: "scheduling > 0.0 && runtime > 0.0 && program > 0.0",
            inputs: &["scheduling", "runtime", "program"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl Goodput {
        ///Starts a [`GoodputBuilder`]; required inputs must be set before [`GoodputBuilder::build`].
        #[must_use]
        pub fn builder() -> GoodputBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> GoodputBuilder {
            GoodputBuilder {
                scheduling: Some(__Clone::clone(&self.scheduling)),
                runtime: Some(__Clone::clone(&self.runtime)),
                program: Some(__Clone::clone(&self.program)),
                ceilings: Some(__Clone::clone(&self.ceilings)),
                device_hour_rate: __Clone::clone(&self.device_hour_rate),
            }
        }
        ///ML productivity goodput S × R × P. Equation: `scheduling * runtime * program`.
        #[inline]
        pub fn mpg(&self) -> __Result<f64, __c::EvalError> {
            let scheduling = __Clone::clone(&self.scheduling);
            let runtime = __Clone::clone(&self.runtime);
            let program = __Clone::clone(&self.program);
            struct mpg {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    mpg,
                >(scheduling.eq_mul(runtime)?.eq_mul(program)?))(),
                &__PROPERTIES[0],
            )
        }
        ///R × P, the job's own share of its held time. Equation: `runtime * program`.
        #[inline]
        pub fn job_product(&self) -> __Result<f64, __c::EvalError> {
            let runtime = __Clone::clone(&self.runtime);
            let program = __Clone::clone(&self.program);
            struct job_product {}
            __c::member(
                (|| __c::conform::<f64, _, job_product>(runtime.eq_mul(program)?))(),
                &__PROPERTIES[1],
            )
        }
        ///The share passed by the scheduling boundary: S. Equation: `scheduling`.
        #[inline]
        pub fn after_scheduling(&self) -> __Result<f64, __c::EvalError> {
            let scheduling = __Clone::clone(&self.scheduling);
            struct after_scheduling {}
            __c::member(
                (|| __c::conform::<f64, _, after_scheduling>(scheduling))(),
                &__PROPERTIES[2],
            )
        }
        ///The share passed by the runtime boundary too: S × R. Equation: `scheduling * runtime`.
        #[inline]
        pub fn after_runtime(&self) -> __Result<f64, __c::EvalError> {
            let scheduling = __Clone::clone(&self.scheduling);
            let runtime = __Clone::clone(&self.runtime);
            struct after_runtime {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    after_runtime,
                >(scheduling.eq_mul(runtime)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The share lost at scheduling: 1 − S. Equation: `1.0 - scheduling`.
        #[inline]
        pub fn scheduling_share(&self) -> __Result<f64, __c::EvalError> {
            let scheduling = __Clone::clone(&self.scheduling);
            struct scheduling_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    scheduling_share,
                >((1.0).eq_sub(scheduling)?))(),
                &__PROPERTIES[4],
            )
        }
        ///The share lost at runtime: S(1 − R). Equation: `scheduling * (1.0 - runtime)`.
        #[inline]
        pub fn runtime_share(&self) -> __Result<f64, __c::EvalError> {
            let scheduling = __Clone::clone(&self.scheduling);
            let runtime = __Clone::clone(&self.runtime);
            struct runtime_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    runtime_share,
                >(scheduling.eq_mul((1.0).eq_sub(runtime)?)?))(),
                &__PROPERTIES[5],
            )
        }
        ///The share lost in the program: SR(1 − P). Equation: `scheduling * runtime * (1.0 - program)`.
        #[inline]
        pub fn program_share(&self) -> __Result<f64, __c::EvalError> {
            let scheduling = __Clone::clone(&self.scheduling);
            let runtime = __Clone::clone(&self.runtime);
            let program = __Clone::clone(&self.program);
            struct program_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    program_share,
                >(scheduling.eq_mul(runtime)?.eq_mul((1.0).eq_sub(program)?)?))(),
                &__PROPERTIES[6],
            )
        }
        /**What one point of each factor is worth: the product of the other two.

Equation:

```text
Named::from_iter([
    ("S", mpg / scheduling),
    ("R", mpg / runtime),
    ("P", mpg / program),
])
```
*/
        #[inline]
        pub fn point_value(&self) -> __Result<Named<f64>, __c::EvalError> {
            self.__eq_point_value(self.mpg()?)
        }
        #[doc(hidden)]
        fn __eq_point_value(&self, mpg: f64) -> __Result<Named<f64>, __c::EvalError> {
            let scheduling = __Clone::clone(&self.scheduling);
            let runtime = __Clone::clone(&self.runtime);
            let program = __Clone::clone(&self.program);
            struct point_value {}
            __c::member(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    point_value,
                >(
                    Named::from_iter([
                        ("S", mpg.eq_div(scheduling)?),
                        ("R", mpg.eq_div(runtime)?),
                        ("P", mpg.eq_div(program)?),
                    ]),
                ))(),
                &__PROPERTIES[7],
            )
        }
        /**Each ceiling over its factor's current value.

Equation:

```text
{
    let factors = Named::from_iter([
        ("S", scheduling),
        ("R", runtime),
        ("P", program),
    ]);
    ceilings.iter().map(|(k, &c)| (k, c / factors[k])).collect::<Named<f64>>()
}
```
*/
        #[inline]
        pub fn ceiling_ratio(&self) -> __Result<Named<f64>, __c::EvalError> {
            let scheduling = __Clone::clone(&self.scheduling);
            let runtime = __Clone::clone(&self.runtime);
            let program = __Clone::clone(&self.program);
            let ceilings = __Clone::clone(&self.ceilings);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct ceiling_ratio {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    ceiling_ratio,
                >({
                    let factors = Named::from_iter([
                        ("S", scheduling),
                        ("R", runtime),
                        ("P", program),
                    ]);
                    ceilings
                        .iter()
                        .map(|(k, &c)| (
                            k,
                            __mlsysim_fault
                                .keep(
                                    c
                                        .eq_div(
                                            __mlsysim_fault
                                                .keep(::mlsysim_core::equation::at(&factors, &k)),
                                        ),
                                ),
                        ))
                        .collect::<Named<f64>>()
                }))(),
                &__mlsysim_fault,
                &__PROPERTIES[8],
            )
        }
        /**MPG gained by raising each factor to its ceiling, the others held.

Equation:

```text
{
    let factors = Named::from_iter([
        ("S", scheduling),
        ("R", runtime),
        ("P", program),
    ]);
    ceilings
        .iter()
        .map(|(k, &c)| (k, (c - factors[k]) * point_value[k]))
        .collect::<Named<f64>>()
}
```
*/
        #[inline]
        pub fn ceiling_gain(&self) -> __Result<Named<f64>, __c::EvalError> {
            self.__eq_ceiling_gain(self.point_value()?)
        }
        #[doc(hidden)]
        fn __eq_ceiling_gain(
            &self,
            point_value: Named<f64>,
        ) -> __Result<Named<f64>, __c::EvalError> {
            let scheduling = __Clone::clone(&self.scheduling);
            let runtime = __Clone::clone(&self.runtime);
            let program = __Clone::clone(&self.program);
            let ceilings = __Clone::clone(&self.ceilings);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct ceiling_gain {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    ceiling_gain,
                >({
                    let factors = Named::from_iter([
                        ("S", scheduling),
                        ("R", runtime),
                        ("P", program),
                    ]);
                    ceilings
                        .iter()
                        .map(|(k, &c)| (
                            k,
                            __mlsysim_fault
                                .keep(
                                    __mlsysim_fault
                                        .keep(
                                            c
                                                .eq_sub(
                                                    __mlsysim_fault
                                                        .keep(::mlsysim_core::equation::at(&factors, &k)),
                                                ),
                                        )
                                        .eq_mul(
                                            __mlsysim_fault
                                                .keep(::mlsysim_core::equation::at(&point_value, &k)),
                                        ),
                                ),
                        ))
                        .collect::<Named<f64>>()
                }))(),
                &__mlsysim_fault,
                &__PROPERTIES[9],
            )
        }
        ///MPG with each factor at its ceiling, the others held. Equation: `ceiling_gain.iter().map(|(k, &g)| (k, mpg + g)).collect::<Named<f64>>()`.
        #[inline]
        pub fn mpg_at_ceiling(&self) -> __Result<Named<f64>, __c::EvalError> {
            self.__eq_mpg_at_ceiling(self.ceiling_gain()?, self.mpg()?)
        }
        #[doc(hidden)]
        fn __eq_mpg_at_ceiling(
            &self,
            ceiling_gain: Named<f64>,
            mpg: f64,
        ) -> __Result<Named<f64>, __c::EvalError> {
            let __mlsysim_fault = __c::arith::Fault::new();
            struct mpg_at_ceiling {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    mpg_at_ceiling,
                >(
                    ceiling_gain
                        .iter()
                        .map(|(k, &g)| (k, __mlsysim_fault.keep(mpg.eq_add(g))))
                        .collect::<Named<f64>>(),
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[10],
            )
        }
        ///MPG gained by a perfect scheduling goodput. Equation: `(1.0 - scheduling) * point_value["S"]`.
        #[inline]
        pub fn full_scheduling_gain(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_full_scheduling_gain(self.point_value()?)
        }
        #[doc(hidden)]
        fn __eq_full_scheduling_gain(
            &self,
            point_value: Named<f64>,
        ) -> __Result<f64, __c::EvalError> {
            let scheduling = __Clone::clone(&self.scheduling);
            struct full_scheduling_gain {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    full_scheduling_gain,
                >(
                    (1.0)
                        .eq_sub(scheduling)?
                        .eq_mul(::mlsysim_core::equation::at(&point_value, &"S")?)?,
                ))(),
                &__PROPERTIES[11],
            )
        }
        ///Price of a useful unit over the raw price: 1 ÷ MPG. Equation: `1.0 / mpg`.
        #[inline]
        pub fn cost_multiple(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_cost_multiple(self.mpg()?)
        }
        #[doc(hidden)]
        fn __eq_cost_multiple(&self, mpg: f64) -> __Result<f64, __c::EvalError> {
            struct cost_multiple {}
            __c::member(
                (|| __c::conform::<f64, _, cost_multiple>((1.0).eq_div(mpg)?))(),
                &__PROPERTIES[12],
            )
        }
        ///A chargeback on held hours only: 1 ÷ (R × P). Equation: `1.0 / (runtime * program)`.
        #[inline]
        pub fn job_cost_multiple(&self) -> __Result<f64, __c::EvalError> {
            let runtime = __Clone::clone(&self.runtime);
            let program = __Clone::clone(&self.program);
            struct job_cost_multiple {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    job_cost_multiple,
                >((1.0).eq_div(runtime.eq_mul(program)?)?))(),
                &__PROPERTIES[13],
            )
        }
        ///The largest relative gain left in R: 1 ÷ R − 1. Equation: `1.0 / runtime - 1.0`.
        #[inline]
        pub fn runtime_headroom(&self) -> __Result<f64, __c::EvalError> {
            let runtime = __Clone::clone(&self.runtime);
            struct runtime_headroom {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    runtime_headroom,
                >((1.0).eq_div(runtime)?.eq_sub(1.0)?))(),
                &__PROPERTIES[14],
            )
        }
        ///Price of a useful device-hour: the offered rate over MPG. Equation: `device_hour_rate / mpg`. Requires `device_hour_rate` (an error names the absent one).
        #[inline]
        pub fn useful_rate(&self) -> __Result<MoneyRate, __c::EvalError> {
            self.__eq_useful_rate(self.mpg()?)
        }
        #[doc(hidden)]
        fn __eq_useful_rate(&self, mpg: f64) -> __Result<MoneyRate, __c::EvalError> {
            let device_hour_rate = __c::present(
                &self.device_hour_rate,
                "useful_rate",
                "device_hour_rate",
            )?;
            struct useful_rate {}
            __c::member(
                (|| __c::conform::<
                    MoneyRate,
                    _,
                    useful_rate,
                >(device_hour_rate.eq_div(mpg)?))(),
                &__PROPERTIES[15],
            )
        }
        ///MPG of `other` over this one's: the product of the factor ratios. Equation: `other.mpg() / mpg`.
        #[inline]
        pub fn trade_ratio(&self, other: Goodput) -> __Result<f64, __c::EvalError> {
            self.__eq_trade_ratio(self.mpg()?, other)
        }
        #[doc(hidden)]
        fn __eq_trade_ratio(
            &self,
            mpg: f64,
            other: Goodput,
        ) -> __Result<f64, __c::EvalError> {
            struct trade_ratio {}
            __c::member(
                (|| __c::conform::<f64, _, trade_ratio>(other.mpg()?.eq_div(mpg)?))(),
                &__METHODS[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`GoodputValues`].
        #[must_use]
        pub fn evaluate(&self) -> GoodputValues<'_> {
            let mpg = self.mpg();
            let job_product = self.job_product();
            let after_scheduling = self.after_scheduling();
            let after_runtime = self.after_runtime();
            let scheduling_share = self.scheduling_share();
            let runtime_share = self.runtime_share();
            let program_share = self.program_share();
            let point_value = __c::after((&mpg,), |(v0,)| self.__eq_point_value(v0));
            let ceiling_ratio = self.ceiling_ratio();
            let ceiling_gain = __c::after(
                (&point_value,),
                |(v0,)| self.__eq_ceiling_gain(v0),
            );
            let mpg_at_ceiling = __c::after(
                (&ceiling_gain, &mpg),
                |(v0, v1)| self.__eq_mpg_at_ceiling(v0, v1),
            );
            let full_scheduling_gain = __c::after(
                (&point_value,),
                |(v0,)| self.__eq_full_scheduling_gain(v0),
            );
            let cost_multiple = __c::after((&mpg,), |(v0,)| self.__eq_cost_multiple(v0));
            let job_cost_multiple = self.job_cost_multiple();
            let runtime_headroom = self.runtime_headroom();
            let useful_rate = __c::after((&mpg,), |(v0,)| self.__eq_useful_rate(v0));
            GoodputValues {
                scenario: self,
                mpg,
                job_product,
                after_scheduling,
                after_runtime,
                scheduling_share,
                runtime_share,
                program_share,
                point_value,
                ceiling_ratio,
                ceiling_gain,
                mpg_at_ceiling,
                full_scheduling_gain,
                cost_multiple,
                job_cost_multiple,
                runtime_headroom,
                useful_rate,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.scheduling, &__INPUTS[0])?;
            __c::bounded_plain(&self.runtime, &__INPUTS[1])?;
            __c::bounded_plain(&self.program, &__INPUTS[2])?;
            __c::bounded_plain(&self.ceilings, &__INPUTS[3])?;
            __c::bounded(&self.device_hour_rate, &__INPUTS[4])?;
            {
                let ceilings = __Clone::clone(&self.ceilings);
                __c::rule(
                    ceilings.names().all(|k| k == "S" || k == "R" || k == "P"),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.ceilings],
                )?;
            }
            {
                let scheduling = __Clone::clone(&self.scheduling);
                let runtime = __Clone::clone(&self.runtime);
                let program = __Clone::clone(&self.program);
                __c::rule(
                    scheduling > 0.0 && runtime > 0.0 && program > 0.0,
                    &__RULES[1],
                    __INPUTS,
                    &[&self.scheduling, &self.runtime, &self.program],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_full_scheduling_gain(&self) -> __c::Parts {
            __c::traced(
                self.full_scheduling_gain(),
                &__PROPERTIES[11],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let point_value = self.point_value() ?; let part =
                    ::mlsysim_core::equation::at(& point_value, & "S") ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![],
            )
        }
    }
    impl GoodputBuilder {
        ///Sets `scheduling`: Scheduling goodput S: held over offered capacity-time.
        #[must_use]
        pub fn scheduling(mut self, value: f64) -> Self {
            self.scheduling = Some(value);
            self
        }
        ///Sets `runtime`: Runtime goodput R: retained over held time.
        #[must_use]
        pub fn runtime(mut self, value: f64) -> Self {
            self.runtime = Some(value);
            self
        }
        ///Sets `program`: Program goodput P: ideal over retained time (the MFU).
        #[must_use]
        pub fn program(mut self, value: f64) -> Self {
            self.program = Some(value);
            self
        }
        ///Sets `ceilings`: The value each factor's owner can reach, by factor (`S`, `R`, `P`).
        #[must_use]
        pub fn ceilings(mut self, value: Named<f64>) -> Self {
            self.ceilings = Some(value);
            self
        }
        ///Sets `device_hour_rate`: Price of one offered device-hour.
        #[must_use]
        pub fn device_hour_rate(mut self, value: MoneyRate) -> Self {
            self.device_hour_rate = Some(value);
            self
        }
        ///Leaves `device_hour_rate` absent.
        #[must_use]
        pub fn without_device_hour_rate(mut self) -> Self {
            self.device_hour_rate = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<Goodput, __c::InputError> {
            let scenario = Goodput {
                scheduling: __c::given(self.scheduling, "scheduling")?,
                runtime: __c::given(self.runtime, "runtime")?,
                program: __c::given(self.program, "program")?,
                ceilings: self.ceilings.unwrap_or_else(|| Named::default()),
                device_hour_rate: self.device_hour_rate,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for GoodputBuilder {
        type Scenario = Goodput;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "scheduling" => self.scheduling = __c::set(value, &__INPUTS[0])?,
                "runtime" => self.runtime = __c::set(value, &__INPUTS[1])?,
                "program" => self.program = __c::set(value, &__INPUTS[2])?,
                "ceilings" => self.ceilings = __c::set(value, &__INPUTS[3])?,
                "device_hour_rate" => {
                    self.device_hour_rate = __c::set(value, &__INPUTS[4])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<Goodput, __c::InputError> {
            GoodputBuilder::build(self)
        }
    }
    impl<'a> GoodputValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a Goodput {
            self.scenario
        }
        ///[`Goodput::trade_ratio`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn trade_ratio(&self, other: Goodput) -> __Result<f64, __c::EvalError> {
            self.scenario.__eq_trade_ratio(__Clone::clone(&self.mpg)?, other)
        }
    }
    impl __c::Scenario for Goodput {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "Goodput",
            family: &DELIVERY,
            summary: "ML productivity goodput of a job on a pool: the share of offered capacity-time that becomes work at the ideal rate, as the product of scheduling, runtime and program goodput.",
            description: "Scheduling goodput S is held over offered time, runtime goodput R retained over held time,\nand program goodput P ideal over retained time. Each divides by what the one before passed,\nso they multiply and every lost interval is charged once, at the first boundary it fails.\nOne point of a factor is worth the product of the other two; a factor raised to its ceiling\n(its owner's lever, `ceilings` by `S`, `R` or `P`) multiplies MPG by the ceiling's ratio.",
            notes: __c::meta::Notes {
                equation: "MPG = S × R × P; 1 = (1 − S) + S(1 − R) + SR(1 − P) + SRP; point(k) = MPG ÷ k; gain(k) = (ceiling(k) − k) × point(k); useful rate = offered rate ÷ MPG",
                assumptions: &[
                    "The three factors are measured on the same window; where they are not, the product is an estimate.",
                ],
                rules: __RULES,
                excludes: &[
                    "Work that is retained but not useful (a wrong experiment), which no goodput factor sees.",
                ],
                derivation: &[
                    "Wongpanich et al. (2025), Machine Learning Fleet Efficiency: ML productivity goodput.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A dedicated cluster's goodput",
                    code: "// A dedicated cluster's goodput\nuse mlsysim_data::delivery::llama3_405b_goodput_16k;\n\nlet s = llama3_405b_goodput_16k()?;\nassert!((s.mpg()? - 0.369).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = GoodputBuilder;
        fn to_builder(&self) -> GoodputBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.scheduling,
                    &self.runtime,
                    &self.program,
                    &self.ceilings,
                    &self.device_hour_rate,
                ],
                &[
                    &values.mpg,
                    &values.job_product,
                    &values.after_scheduling,
                    &values.after_runtime,
                    &values.scheduling_share,
                    &values.runtime_share,
                    &values.program_share,
                    &values.point_value,
                    &values.ceiling_ratio,
                    &values.ceiling_gain,
                    &values.mpg_at_ceiling,
                    &values.full_scheduling_gain,
                    &values.cost_multiple,
                    &values.job_cost_multiple,
                    &values.runtime_headroom,
                    &values.useful_rate,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "trade_ratio" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.trade_ratio(a0), &__METHODS[0])
                }
                _ => Err(__c::unknown_method(method, __METHODS, __PROPERTIES)),
            }
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "full_scheduling_gain" => Some(Ok(self.__explain_full_scheduling_gain())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "ceilings" => (&__c::explain::Held(&self.ceilings)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(Goodput);
};
