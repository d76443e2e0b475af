/**One buffer AllReduced by a ring, a simple tree and a parameter server at several group sizes, the buffer at which ring and tree cost the same, and what removing part of the ring's time saves over a run.

A ring takes 2(n − 1) rounds, each one startup and one chunk of M/n bytes, so each rank
sends 2(n − 1)/n times the buffer. The simple tree reduces up and broadcasts down in
2⌈log₂ n⌉ rounds, each forwarding the whole buffer. One parameter server receives and sends
n buffers through one port. Ring and tree cost the same at the crossover, estimated as
n·alpha·beta / log₂ n and found exactly where the two models meet.

# Equation

ring = 2(n − 1)/n × M/β + 2(n − 1) α; tree = 2⌈log₂ n⌉ (M/β + α); star = n M/β; crossover where ring = tree; saved = ring × saved share × steps × n

# Assumptions

- Every round pays one startup alpha; bytes cross at one bandwidth beta; nothing overlaps.
- Every group size is at least 2: an AllReduce needs two ranks.

# Rules across inputs

- `group_sizes` lists at least one group size (`!group_sizes.is_empty()`)
- every group size of `group_sizes` is at least 2: an AllReduce needs two ranks (`group_sizes.iter().all(|&n| n >= 2)`)

# Excludes

- The reduction arithmetic, contention and pipelining inside a round.

# Derivation

- Patarasuk and Yuan (2009), bandwidth-optimal ring AllReduce; Thakur, Rabenseifner and Gropp (2005), tree and ring collectives.

# Examples

```rust
// The ring beats the tree for 1 GB at any group size
use mlsysim_cluster::collectives::gradient_buffer_all_reduce_ndr;

let s = gradient_buffer_all_reduce_ndr()?;
for n in [8, 64, 1024] {
    assert!(s.ring_time(n)? < s.tree_time(n)?);
}
assert_eq!(s.tree_rounds(1024)?, 20);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AllReduceSchedule {
    ///Bytes of the buffer reduced. *Shown in `MB`; allowed >= 0.*
    pub message: Information,
    ///Ranks in each group compared.
    pub group_sizes: Vec<u32>,
    ///Startup of one round. *Shown in `MICROSECOND`; allowed >= 0.*
    pub alpha: Time,
    ///Bandwidth of each link, one direction. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub bandwidth: DataRate,
    ///Steps of the run the what-if covers. *Default `1`; allowed >= 1.*
    pub run_steps: u32,
    ///Share of the ring's time the what-if removes on every step. *Default `0.0`; allowed [0.0, 1.0].*
    pub time_saved_fraction: f64,
}
///Builds a [`AllReduceSchedule`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct AllReduceScheduleBuilder {
    message: ::core::option::Option<Information>,
    group_sizes: ::core::option::Option<Vec<u32>>,
    alpha: ::core::option::Option<Time>,
    bandwidth: ::core::option::Option<DataRate>,
    run_steps: ::core::option::Option<u32>,
    time_saved_fraction: ::core::option::Option<f64>,
}
///Every property of a [`AllReduceSchedule`], each computed once (see [`AllReduceSchedule::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct AllReduceScheduleValues<'a> {
    scenario: &'a AllReduceSchedule,
    ///Bytes the link carries during one startup, alpha × beta: a ring chunk below it is
    pub link_crossover: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "message",
            ty: "Information",
            doc: "Bytes of the buffer reduced.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "group_sizes",
            ty: "Vec<u32>",
            doc: "Ranks in each group compared.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "alpha",
            ty: "Time",
            doc: "Startup of one round.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bandwidth",
            ty: "DataRate",
            doc: "Bandwidth of each link, one direction.",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "run_steps",
            ty: "u32",
            doc: "Steps of the run the what-if covers.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "time_saved_fraction",
            ty: "f64",
            doc: "Share of the ring's time the what-if removes on every step.",
            default: Some("0.0"),
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "link_crossover",
            doc: "Bytes the link carries during one startup, alpha × beta: a ring chunk below it is\nstartup-bound, one above it bandwidth-bound.",
            equation: "alpha_beta_crossover(alpha, bandwidth)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["alpha", "bandwidth"],
            calls: &["alpha_beta_crossover"],
            template: "alpha_beta_crossover({alpha}, {bandwidth})",
            named_calls: "alpha_beta_crossover(alpha, bandwidth)",
            operation: "result of `alpha_beta_crossover`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "chunk",
            kind: __c::MemberKind::Method,
            doc: "Bytes of one ring chunk at `n` ranks.",
            equation: "message / n",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::MB);
                __c::units::label(&::mlsysim_core::units::MB)
            },
            depends_on: &["message"],
            template: "{message} / {n}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ring_factor",
            kind: __c::MemberKind::Method,
            doc: "Times the buffer each rank sends in the ring.",
            equation: "ring_allreduce_data_factor(n)",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "f64",
            calls: &["ring_allreduce_data_factor"],
            template: "ring_allreduce_data_factor({n})",
            named_calls: "ring_allreduce_data_factor(n)",
            operation: "result of `ring_allreduce_data_factor`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ring_rounds",
            kind: __c::MemberKind::Method,
            doc: "Rounds of the ring.",
            equation: "ring_allreduce_latency_steps(n)",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "i64",
            calls: &["ring_allreduce_latency_steps"],
            template: "ring_allreduce_latency_steps({n})",
            named_calls: "ring_allreduce_latency_steps(n)",
            operation: "result of `ring_allreduce_latency_steps`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tree_rounds",
            kind: __c::MemberKind::Method,
            doc: "Rounds of the tree.",
            equation: "tree_allreduce_rounds(n)",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "i64",
            calls: &["tree_allreduce_rounds"],
            template: "tree_allreduce_rounds({n})",
            named_calls: "tree_allreduce_rounds(n)",
            operation: "result of `tree_allreduce_rounds`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ring_byte_time",
            kind: __c::MemberKind::Method,
            doc: "The ring's bytes alone.",
            equation: "ring_allreduce_time(message, n, bandwidth, seconds(0.0))",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["message", "bandwidth"],
            calls: &["ring_allreduce_time", "seconds"],
            template: "ring_allreduce_time(\n    {message},\n    {n},\n    {bandwidth},\n    seconds(0.0),\n)",
            operation: "result of `ring_allreduce_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ring_startup_time",
            kind: __c::MemberKind::Method,
            doc: "The ring's startups alone.",
            equation: "ring_rounds(n) * alpha",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &["alpha"],
            template: "{#0 ring_rounds(n)} * {alpha}",
            named_calls: "ring_rounds(n)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "ring_time",
            kind: __c::MemberKind::Method,
            doc: "Time of the ring.",
            equation: "ring_allreduce_time(message, n, bandwidth, alpha)",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["message", "bandwidth", "alpha"],
            calls: &["ring_allreduce_time"],
            template: "ring_allreduce_time(\n    {message},\n    {n},\n    {bandwidth},\n    {alpha},\n)",
            named_calls: "ring_allreduce_time(message, n, bandwidth, alpha)",
            operation: "result of `ring_allreduce_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tree_byte_time",
            kind: __c::MemberKind::Method,
            doc: "The tree's bytes alone.",
            equation: "tree_allreduce_time(message, n, bandwidth, seconds(0.0))",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["message", "bandwidth"],
            calls: &["tree_allreduce_time", "seconds"],
            template: "tree_allreduce_time(\n    {message},\n    {n},\n    {bandwidth},\n    seconds(0.0),\n)",
            operation: "result of `tree_allreduce_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tree_startup_time",
            kind: __c::MemberKind::Method,
            doc: "The tree's startups alone.",
            equation: "tree_rounds(n) * alpha",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            depends_on: &["alpha"],
            template: "{#0 tree_rounds(n)} * {alpha}",
            named_calls: "tree_rounds(n)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tree_time",
            kind: __c::MemberKind::Method,
            doc: "Time of the tree.",
            equation: "tree_allreduce_time(message, n, bandwidth, alpha)",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["message", "bandwidth", "alpha"],
            calls: &["tree_allreduce_time"],
            template: "tree_allreduce_time(\n    {message},\n    {n},\n    {bandwidth},\n    {alpha},\n)",
            named_calls: "tree_allreduce_time(message, n, bandwidth, alpha)",
            operation: "result of `tree_allreduce_time`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "star_byte_time",
            kind: __c::MemberKind::Method,
            doc: "Bytes through one parameter server's port: n buffers.",
            equation: "n * message / bandwidth",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["message", "bandwidth"],
            template: "{n} * {message} / {bandwidth}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "star_ring_limit",
            kind: __c::MemberKind::Method,
            doc: "How many times the ring's bytes the star's take for many ranks: n/2.",
            equation: "n / 2",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "f64",
            template: "{n} / 2",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "crossover_estimate",
            kind: __c::MemberKind::Method,
            doc: "Buffer at which ring and tree cost about the same, the large-n estimate.",
            equation: "ring_tree_crossover_size(n, alpha, bandwidth)",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["alpha", "bandwidth"],
            calls: &["ring_tree_crossover_size"],
            template: "ring_tree_crossover_size({n}, {alpha}, {bandwidth})",
            named_calls: "ring_tree_crossover_size(n, alpha, bandwidth)",
            operation: "result of `ring_tree_crossover_size`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "crossover_exact",
            kind: __c::MemberKind::Method,
            doc: "Buffer at which ring and tree cost exactly the same.",
            equation: "ring_tree_crossover_exact(n, alpha, bandwidth)",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["alpha", "bandwidth"],
            calls: &["ring_tree_crossover_exact"],
            template: "ring_tree_crossover_exact({n}, {alpha}, {bandwidth})",
            named_calls: "ring_tree_crossover_exact(n, alpha, bandwidth)",
            operation: "result of `ring_tree_crossover_exact`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "saved_time",
            kind: __c::MemberKind::Method,
            doc: "Ring time the what-if removes from each step at `n` ranks.",
            equation: "ring_time(n) * time_saved_fraction",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["time_saved_fraction"],
            template: "{#0 ring_time(n)} * {time_saved_fraction}",
            named_calls: "ring_time(n)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "saved_device_hours",
            kind: __c::MemberKind::Method,
            doc: "Device-hours the what-if saves over the run at `n` ranks.",
            equation: "saved_time(n) * run_steps * n / hours(1.0)",
            args: &[
                __c::ArgInfo {
                    name: "n",
                    ty: "u32",
                    samples: &[__c::Sample::From("group_sizes")],
                    bounds: __c::Bounds::range(Some(2f64), None, false, ">= 2"),
                },
            ],
            result_type: "f64",
            depends_on: &["run_steps"],
            calls: &["hours"],
            template: "{#0 saved_time(n)} * {run_steps} * {n} / hours(1.0)",
            named_calls: "saved_time(n)",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`group_sizes` lists at least one group size",
            condition: "!group_sizes.is_empty()",
            inputs: &["group_sizes"],
        },
        __c::RuleInfo {
            text: "every group size of `group_sizes` is at least 2: an AllReduce needs two ranks",
            condition: "group_sizes.iter().all(|&n| n >= 2)",
            inputs: &["group_sizes"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl AllReduceSchedule {
        ///Starts a [`AllReduceScheduleBuilder`]; required inputs must be set before [`AllReduceScheduleBuilder::build`].
        #[must_use]
        pub fn builder() -> AllReduceScheduleBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> AllReduceScheduleBuilder {
            AllReduceScheduleBuilder {
                message: Some(__Clone::clone(&self.message)),
                group_sizes: Some(__Clone::clone(&self.group_sizes)),
                alpha: Some(__Clone::clone(&self.alpha)),
                bandwidth: Some(__Clone::clone(&self.bandwidth)),
                run_steps: Some(__Clone::clone(&self.run_steps)),
                time_saved_fraction: Some(__Clone::clone(&self.time_saved_fraction)),
            }
        }
        /**Bytes the link carries during one startup, alpha × beta: a ring chunk below it is
startup-bound, one above it bandwidth-bound. Equation: `alpha_beta_crossover(alpha, bandwidth)`.*/
        #[inline]
        pub fn link_crossover(&self) -> __Result<Information, __c::EvalError> {
            let alpha = __Clone::clone(&self.alpha);
            let bandwidth = __Clone::clone(&self.bandwidth);
            struct link_crossover {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    link_crossover,
                >(::mlsysim_core::equation::alpha_beta_crossover(alpha, bandwidth)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes of one ring chunk at `n` ranks. Equation: `message / n`.
        #[inline]
        pub fn chunk(&self, n: u32) -> __Result<Information, __c::EvalError> {
            __c::argument(&n, "chunk", &(&__METHODS[0]).args[0])?;
            let message = __Clone::clone(&self.message);
            struct chunk {}
            __c::member(
                (|| __c::conform::<Information, _, chunk>(message.eq_div(n)?))(),
                &__METHODS[0],
            )
        }
        ///Times the buffer each rank sends in the ring. Equation: `ring_allreduce_data_factor(n)`.
        #[inline]
        pub fn ring_factor(&self, n: u32) -> __Result<f64, __c::EvalError> {
            __c::argument(&n, "ring_factor", &(&__METHODS[1]).args[0])?;
            struct ring_factor {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    ring_factor,
                >(::mlsysim_core::equation::ring_allreduce_data_factor(n)?))(),
                &__METHODS[1],
            )
        }
        ///Rounds of the ring. Equation: `ring_allreduce_latency_steps(n)`.
        #[inline]
        pub fn ring_rounds(&self, n: u32) -> __Result<i64, __c::EvalError> {
            __c::argument(&n, "ring_rounds", &(&__METHODS[2]).args[0])?;
            struct ring_rounds {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    ring_rounds,
                >(::mlsysim_core::equation::ring_allreduce_latency_steps(n)?))(),
                &__METHODS[2],
            )
        }
        ///Rounds of the tree. Equation: `tree_allreduce_rounds(n)`.
        #[inline]
        pub fn tree_rounds(&self, n: u32) -> __Result<i64, __c::EvalError> {
            __c::argument(&n, "tree_rounds", &(&__METHODS[3]).args[0])?;
            struct tree_rounds {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    tree_rounds,
                >(::mlsysim_core::equation::tree_allreduce_rounds(n)?))(),
                &__METHODS[3],
            )
        }
        ///The ring's bytes alone. Equation: `ring_allreduce_time(message, n, bandwidth, seconds(0.0))`.
        #[inline]
        pub fn ring_byte_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            __c::argument(&n, "ring_byte_time", &(&__METHODS[4]).args[0])?;
            let message = __Clone::clone(&self.message);
            let bandwidth = __Clone::clone(&self.bandwidth);
            struct ring_byte_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    ring_byte_time,
                >(
                    ::mlsysim_core::equation::ring_allreduce_time(
                        message,
                        n,
                        bandwidth,
                        ::mlsysim_core::equation::seconds(0.0),
                    )?,
                ))(),
                &__METHODS[4],
            )
        }
        ///The ring's startups alone. Equation: `ring_rounds(n) * alpha`.
        #[inline]
        pub fn ring_startup_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            __c::argument(&n, "ring_startup_time", &(&__METHODS[5]).args[0])?;
            let alpha = __Clone::clone(&self.alpha);
            let ring_rounds = |n: u32| self.ring_rounds(n);
            struct ring_startup_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    ring_startup_time,
                >(ring_rounds(n)?.eq_mul(alpha)?))(),
                &__METHODS[5],
            )
        }
        ///Time of the ring. Equation: `ring_allreduce_time(message, n, bandwidth, alpha)`.
        #[inline]
        pub fn ring_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            __c::argument(&n, "ring_time", &(&__METHODS[6]).args[0])?;
            let message = __Clone::clone(&self.message);
            let bandwidth = __Clone::clone(&self.bandwidth);
            let alpha = __Clone::clone(&self.alpha);
            struct ring_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    ring_time,
                >(
                    ::mlsysim_core::equation::ring_allreduce_time(
                        message,
                        n,
                        bandwidth,
                        alpha,
                    )?,
                ))(),
                &__METHODS[6],
            )
        }
        ///The tree's bytes alone. Equation: `tree_allreduce_time(message, n, bandwidth, seconds(0.0))`.
        #[inline]
        pub fn tree_byte_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            __c::argument(&n, "tree_byte_time", &(&__METHODS[7]).args[0])?;
            let message = __Clone::clone(&self.message);
            let bandwidth = __Clone::clone(&self.bandwidth);
            struct tree_byte_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    tree_byte_time,
                >(
                    ::mlsysim_core::equation::tree_allreduce_time(
                        message,
                        n,
                        bandwidth,
                        ::mlsysim_core::equation::seconds(0.0),
                    )?,
                ))(),
                &__METHODS[7],
            )
        }
        ///The tree's startups alone. Equation: `tree_rounds(n) * alpha`.
        #[inline]
        pub fn tree_startup_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            __c::argument(&n, "tree_startup_time", &(&__METHODS[8]).args[0])?;
            let alpha = __Clone::clone(&self.alpha);
            let tree_rounds = |n: u32| self.tree_rounds(n);
            struct tree_startup_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    tree_startup_time,
                >(tree_rounds(n)?.eq_mul(alpha)?))(),
                &__METHODS[8],
            )
        }
        ///Time of the tree. Equation: `tree_allreduce_time(message, n, bandwidth, alpha)`.
        #[inline]
        pub fn tree_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            __c::argument(&n, "tree_time", &(&__METHODS[9]).args[0])?;
            let message = __Clone::clone(&self.message);
            let bandwidth = __Clone::clone(&self.bandwidth);
            let alpha = __Clone::clone(&self.alpha);
            struct tree_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    tree_time,
                >(
                    ::mlsysim_core::equation::tree_allreduce_time(
                        message,
                        n,
                        bandwidth,
                        alpha,
                    )?,
                ))(),
                &__METHODS[9],
            )
        }
        ///Bytes through one parameter server's port: n buffers. Equation: `n * message / bandwidth`.
        #[inline]
        pub fn star_byte_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            __c::argument(&n, "star_byte_time", &(&__METHODS[10]).args[0])?;
            let message = __Clone::clone(&self.message);
            let bandwidth = __Clone::clone(&self.bandwidth);
            struct star_byte_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    star_byte_time,
                >(n.eq_mul(message)?.eq_div(bandwidth)?))(),
                &__METHODS[10],
            )
        }
        ///How many times the ring's bytes the star's take for many ranks: n/2. Equation: `n / 2`.
        #[inline]
        pub fn star_ring_limit(&self, n: u32) -> __Result<f64, __c::EvalError> {
            __c::argument(&n, "star_ring_limit", &(&__METHODS[11]).args[0])?;
            struct star_ring_limit {}
            __c::member(
                (|| __c::conform::<f64, _, star_ring_limit>(n.eq_div(2i64)?))(),
                &__METHODS[11],
            )
        }
        ///Buffer at which ring and tree cost about the same, the large-n estimate. Equation: `ring_tree_crossover_size(n, alpha, bandwidth)`.
        #[inline]
        pub fn crossover_estimate(
            &self,
            n: u32,
        ) -> __Result<Information, __c::EvalError> {
            __c::argument(&n, "crossover_estimate", &(&__METHODS[12]).args[0])?;
            let alpha = __Clone::clone(&self.alpha);
            let bandwidth = __Clone::clone(&self.bandwidth);
            struct crossover_estimate {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    crossover_estimate,
                >(
                    ::mlsysim_core::equation::ring_tree_crossover_size(
                        n,
                        alpha,
                        bandwidth,
                    )?,
                ))(),
                &__METHODS[12],
            )
        }
        ///Buffer at which ring and tree cost exactly the same. Equation: `ring_tree_crossover_exact(n, alpha, bandwidth)`.
        #[inline]
        pub fn crossover_exact(&self, n: u32) -> __Result<Information, __c::EvalError> {
            __c::argument(&n, "crossover_exact", &(&__METHODS[13]).args[0])?;
            let alpha = __Clone::clone(&self.alpha);
            let bandwidth = __Clone::clone(&self.bandwidth);
            struct crossover_exact {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    crossover_exact,
                >(
                    ::mlsysim_core::equation::ring_tree_crossover_exact(
                        n,
                        alpha,
                        bandwidth,
                    )?,
                ))(),
                &__METHODS[13],
            )
        }
        ///Ring time the what-if removes from each step at `n` ranks. Equation: `ring_time(n) * time_saved_fraction`.
        #[inline]
        pub fn saved_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            __c::argument(&n, "saved_time", &(&__METHODS[14]).args[0])?;
            let time_saved_fraction = __Clone::clone(&self.time_saved_fraction);
            let ring_time = |n: u32| self.ring_time(n);
            struct saved_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    saved_time,
                >(ring_time(n)?.eq_mul(time_saved_fraction)?))(),
                &__METHODS[14],
            )
        }
        ///Device-hours the what-if saves over the run at `n` ranks. Equation: `saved_time(n) * run_steps * n / hours(1.0)`.
        #[inline]
        pub fn saved_device_hours(&self, n: u32) -> __Result<f64, __c::EvalError> {
            __c::argument(&n, "saved_device_hours", &(&__METHODS[15]).args[0])?;
            let run_steps = __Clone::clone(&self.run_steps);
            let saved_time = |n: u32| self.saved_time(n);
            struct saved_device_hours {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    saved_device_hours,
                >(
                    saved_time(n)?
                        .eq_mul(run_steps)?
                        .eq_mul(n)?
                        .eq_div(::mlsysim_core::equation::hours(1.0))?,
                ))(),
                &__METHODS[15],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`AllReduceScheduleValues`].
        #[must_use]
        pub fn evaluate(&self) -> AllReduceScheduleValues<'_> {
            let link_crossover = self.link_crossover();
            AllReduceScheduleValues {
                scenario: self,
                link_crossover,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.message, &__INPUTS[0])?;
            __c::finite(&self.group_sizes, &__INPUTS[1])?;
            __c::bounded(&self.alpha, &__INPUTS[2])?;
            __c::bounded(&self.bandwidth, &__INPUTS[3])?;
            __c::bounded_plain(&self.run_steps, &__INPUTS[4])?;
            __c::bounded_plain(&self.time_saved_fraction, &__INPUTS[5])?;
            {
                let group_sizes = __Clone::clone(&self.group_sizes);
                __c::rule(
                    !group_sizes.is_empty(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.group_sizes],
                )?;
            }
            {
                let group_sizes = __Clone::clone(&self.group_sizes);
                __c::rule(
                    group_sizes.iter().all(|&n| n >= 2),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.group_sizes],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_ring_byte_time(&self, n: u32) -> __c::Parts {
            __c::traced(
                self.ring_byte_time(__Clone::clone(&n)),
                &__METHODS[4],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "ring_allreduce_time", args :
                    ::std::vec![__c::Operand::Name("message"), __c::Operand::Name("n"),
                    __c::Operand::Name("bandwidth"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = ::mlsysim_core::equation::seconds(0.0); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "seconds", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 0.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_ring_startup_time(&self, n: u32) -> __c::Parts {
            __c::traced(
                self.ring_startup_time(__Clone::clone(&n)),
                &__METHODS[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let n = __Clone::clone(& n); let ring_rounds = | n : u32 | self
                    .ring_rounds(n); let part = ring_rounds(n) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "ring_rounds", args :
                    ::std::vec![__c::Operand::Name("n")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_tree_byte_time(&self, n: u32) -> __c::Parts {
            __c::traced(
                self.tree_byte_time(__Clone::clone(&n)),
                &__METHODS[7],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "tree_allreduce_time", args :
                    ::std::vec![__c::Operand::Name("message"), __c::Operand::Name("n"),
                    __c::Operand::Name("bandwidth"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = ::mlsysim_core::equation::seconds(0.0); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "seconds", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 0.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_tree_startup_time(&self, n: u32) -> __c::Parts {
            __c::traced(
                self.tree_startup_time(__Clone::clone(&n)),
                &__METHODS[8],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let n = __Clone::clone(& n); let tree_rounds = | n : u32 | self
                    .tree_rounds(n); let part = tree_rounds(n) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "tree_rounds", args :
                    ::std::vec![__c::Operand::Name("n")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_saved_time(&self, n: u32) -> __c::Parts {
            __c::traced(
                self.saved_time(__Clone::clone(&n)),
                &__METHODS[14],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let n = __Clone::clone(& n); let ring_time = | n : u32 | self
                    .ring_time(n); let part = ring_time(n) ?; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "ring_time", args :
                    ::std::vec![__c::Operand::Name("n")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_saved_device_hours(&self, n: u32) -> __c::Parts {
            __c::traced(
                self.saved_device_hours(__Clone::clone(&n)),
                &__METHODS[15],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let n = __Clone::clone(& n); let saved_time = | n : u32 | self
                    .saved_time(n); let part = saved_time(n) ?; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "saved_time", args :
                    ::std::vec![__c::Operand::Name("n")] }, __c::CallSite { name :
                    "hours", args : ::std::vec![__c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1.0; Ok((& __c::Showing(& part, None)).__shown()) }) ())]
                    }
                ],
            )
        }
    }
    impl AllReduceScheduleBuilder {
        ///Sets `message`: Bytes of the buffer reduced.
        #[must_use]
        pub fn message(mut self, value: Information) -> Self {
            self.message = Some(value);
            self
        }
        ///Sets `group_sizes`: Ranks in each group compared.
        #[must_use]
        pub fn group_sizes(mut self, value: Vec<u32>) -> Self {
            self.group_sizes = Some(value);
            self
        }
        ///Sets `alpha`: Startup of one round.
        #[must_use]
        pub fn alpha(mut self, value: Time) -> Self {
            self.alpha = Some(value);
            self
        }
        ///Sets `bandwidth`: Bandwidth of each link, one direction.
        #[must_use]
        pub fn bandwidth(mut self, value: DataRate) -> Self {
            self.bandwidth = Some(value);
            self
        }
        ///Sets `run_steps`: Steps of the run the what-if covers.
        #[must_use]
        pub fn run_steps(mut self, value: u32) -> Self {
            self.run_steps = Some(value);
            self
        }
        ///Sets `time_saved_fraction`: Share of the ring's time the what-if removes on every step.
        #[must_use]
        pub fn time_saved_fraction(mut self, value: f64) -> Self {
            self.time_saved_fraction = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<AllReduceSchedule, __c::InputError> {
            let scenario = AllReduceSchedule {
                message: __c::given(self.message, "message")?,
                group_sizes: __c::given(self.group_sizes, "group_sizes")?,
                alpha: __c::given(self.alpha, "alpha")?,
                bandwidth: __c::given(self.bandwidth, "bandwidth")?,
                run_steps: self.run_steps.unwrap_or_else(|| 1),
                time_saved_fraction: self.time_saved_fraction.unwrap_or_else(|| 0.0),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for AllReduceScheduleBuilder {
        type Scenario = AllReduceSchedule;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "message" => self.message = __c::set(value, &__INPUTS[0])?,
                "group_sizes" => self.group_sizes = __c::set(value, &__INPUTS[1])?,
                "alpha" => self.alpha = __c::set(value, &__INPUTS[2])?,
                "bandwidth" => self.bandwidth = __c::set(value, &__INPUTS[3])?,
                "run_steps" => self.run_steps = __c::set(value, &__INPUTS[4])?,
                "time_saved_fraction" => {
                    self.time_saved_fraction = __c::set(value, &__INPUTS[5])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<AllReduceSchedule, __c::InputError> {
            AllReduceScheduleBuilder::build(self)
        }
    }
    impl<'a> AllReduceScheduleValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a AllReduceSchedule {
            self.scenario
        }
        ///[`AllReduceSchedule::chunk`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn chunk(&self, n: u32) -> __Result<Information, __c::EvalError> {
            self.scenario.chunk(n)
        }
        ///[`AllReduceSchedule::ring_factor`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn ring_factor(&self, n: u32) -> __Result<f64, __c::EvalError> {
            self.scenario.ring_factor(n)
        }
        ///[`AllReduceSchedule::ring_rounds`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn ring_rounds(&self, n: u32) -> __Result<i64, __c::EvalError> {
            self.scenario.ring_rounds(n)
        }
        ///[`AllReduceSchedule::tree_rounds`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn tree_rounds(&self, n: u32) -> __Result<i64, __c::EvalError> {
            self.scenario.tree_rounds(n)
        }
        ///[`AllReduceSchedule::ring_byte_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn ring_byte_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            self.scenario.ring_byte_time(n)
        }
        ///[`AllReduceSchedule::ring_startup_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn ring_startup_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            self.scenario.ring_startup_time(n)
        }
        ///[`AllReduceSchedule::ring_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn ring_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            self.scenario.ring_time(n)
        }
        ///[`AllReduceSchedule::tree_byte_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn tree_byte_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            self.scenario.tree_byte_time(n)
        }
        ///[`AllReduceSchedule::tree_startup_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn tree_startup_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            self.scenario.tree_startup_time(n)
        }
        ///[`AllReduceSchedule::tree_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn tree_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            self.scenario.tree_time(n)
        }
        ///[`AllReduceSchedule::star_byte_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn star_byte_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            self.scenario.star_byte_time(n)
        }
        ///[`AllReduceSchedule::star_ring_limit`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn star_ring_limit(&self, n: u32) -> __Result<f64, __c::EvalError> {
            self.scenario.star_ring_limit(n)
        }
        ///[`AllReduceSchedule::crossover_estimate`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn crossover_estimate(
            &self,
            n: u32,
        ) -> __Result<Information, __c::EvalError> {
            self.scenario.crossover_estimate(n)
        }
        ///[`AllReduceSchedule::crossover_exact`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn crossover_exact(&self, n: u32) -> __Result<Information, __c::EvalError> {
            self.scenario.crossover_exact(n)
        }
        ///[`AllReduceSchedule::saved_time`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn saved_time(&self, n: u32) -> __Result<Time, __c::EvalError> {
            self.scenario.saved_time(n)
        }
        ///[`AllReduceSchedule::saved_device_hours`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn saved_device_hours(&self, n: u32) -> __Result<f64, __c::EvalError> {
            self.scenario.saved_device_hours(n)
        }
    }
    impl __c::Scenario for AllReduceSchedule {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "AllReduceSchedule",
            family: &COLLECTIVES,
            summary: "One buffer AllReduced by a ring, a simple tree and a parameter server at several group sizes, the buffer at which ring and tree cost the same, and what removing part of the ring's time saves over a run.",
            description: "A ring takes 2(n − 1) rounds, each one startup and one chunk of M/n bytes, so each rank\nsends 2(n − 1)/n times the buffer. The simple tree reduces up and broadcasts down in\n2⌈log₂ n⌉ rounds, each forwarding the whole buffer. One parameter server receives and sends\nn buffers through one port. Ring and tree cost the same at the crossover, estimated as\nn·alpha·beta / log₂ n and found exactly where the two models meet.",
            notes: __c::meta::Notes {
                equation: "ring = 2(n − 1)/n × M/β + 2(n − 1) α; tree = 2⌈log₂ n⌉ (M/β + α); star = n M/β; crossover where ring = tree; saved = ring × saved share × steps × n",
                assumptions: &[
                    "Every round pays one startup alpha; bytes cross at one bandwidth beta; nothing overlaps.",
                    "Every group size is at least 2: an AllReduce needs two ranks.",
                ],
                rules: __RULES,
                excludes: &[
                    "The reduction arithmetic, contention and pipelining inside a round.",
                ],
                derivation: &[
                    "Patarasuk and Yuan (2009), bandwidth-optimal ring AllReduce; Thakur, Rabenseifner and Gropp (2005), tree and ring collectives.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "The ring beats the tree for 1 GB at any group size",
                    code: "// The ring beats the tree for 1 GB at any group size\nuse mlsysim_cluster::collectives::gradient_buffer_all_reduce_ndr;\n\nlet s = gradient_buffer_all_reduce_ndr()?;\nfor n in [8, 64, 1024] {\n    assert!(s.ring_time(n)? < s.tree_time(n)?);\n}\nassert_eq!(s.tree_rounds(1024)?, 20);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = AllReduceScheduleBuilder;
        fn to_builder(&self) -> AllReduceScheduleBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.message,
                    &self.group_sizes,
                    &self.alpha,
                    &self.bandwidth,
                    &self.run_steps,
                    &self.time_saved_fraction,
                ],
                &[&values.link_crossover],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "chunk" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.chunk(a0), &__METHODS[0])
                }
                "ring_factor" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.ring_factor(a0), &__METHODS[1])
                }
                "ring_rounds" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.ring_rounds(a0), &__METHODS[2])
                }
                "tree_rounds" => {
                    let (a0,) = __c::args(args, &__METHODS[3])?;
                    __c::method_value(self.tree_rounds(a0), &__METHODS[3])
                }
                "ring_byte_time" => {
                    let (a0,) = __c::args(args, &__METHODS[4])?;
                    __c::method_value(self.ring_byte_time(a0), &__METHODS[4])
                }
                "ring_startup_time" => {
                    let (a0,) = __c::args(args, &__METHODS[5])?;
                    __c::method_value(self.ring_startup_time(a0), &__METHODS[5])
                }
                "ring_time" => {
                    let (a0,) = __c::args(args, &__METHODS[6])?;
                    __c::method_value(self.ring_time(a0), &__METHODS[6])
                }
                "tree_byte_time" => {
                    let (a0,) = __c::args(args, &__METHODS[7])?;
                    __c::method_value(self.tree_byte_time(a0), &__METHODS[7])
                }
                "tree_startup_time" => {
                    let (a0,) = __c::args(args, &__METHODS[8])?;
                    __c::method_value(self.tree_startup_time(a0), &__METHODS[8])
                }
                "tree_time" => {
                    let (a0,) = __c::args(args, &__METHODS[9])?;
                    __c::method_value(self.tree_time(a0), &__METHODS[9])
                }
                "star_byte_time" => {
                    let (a0,) = __c::args(args, &__METHODS[10])?;
                    __c::method_value(self.star_byte_time(a0), &__METHODS[10])
                }
                "star_ring_limit" => {
                    let (a0,) = __c::args(args, &__METHODS[11])?;
                    __c::method_value(self.star_ring_limit(a0), &__METHODS[11])
                }
                "crossover_estimate" => {
                    let (a0,) = __c::args(args, &__METHODS[12])?;
                    __c::method_value(self.crossover_estimate(a0), &__METHODS[12])
                }
                "crossover_exact" => {
                    let (a0,) = __c::args(args, &__METHODS[13])?;
                    __c::method_value(self.crossover_exact(a0), &__METHODS[13])
                }
                "saved_time" => {
                    let (a0,) = __c::args(args, &__METHODS[14])?;
                    __c::method_value(self.saved_time(a0), &__METHODS[14])
                }
                "saved_device_hours" => {
                    let (a0,) = __c::args(args, &__METHODS[15])?;
                    __c::method_value(self.saved_device_hours(a0), &__METHODS[15])
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
                "ring_byte_time" => {
                    Some(
                        __c::args(args, &__METHODS[4])
                            .map(|(a0,)| self.__explain_ring_byte_time(a0)),
                    )
                }
                "ring_startup_time" => {
                    Some(
                        __c::args(args, &__METHODS[5])
                            .map(|(a0,)| self.__explain_ring_startup_time(a0)),
                    )
                }
                "tree_byte_time" => {
                    Some(
                        __c::args(args, &__METHODS[7])
                            .map(|(a0,)| self.__explain_tree_byte_time(a0)),
                    )
                }
                "tree_startup_time" => {
                    Some(
                        __c::args(args, &__METHODS[8])
                            .map(|(a0,)| self.__explain_tree_startup_time(a0)),
                    )
                }
                "saved_time" => {
                    Some(
                        __c::args(args, &__METHODS[14])
                            .map(|(a0,)| self.__explain_saved_time(a0)),
                    )
                }
                "saved_device_hours" => {
                    Some(
                        __c::args(args, &__METHODS[15])
                            .map(|(a0,)| self.__explain_saved_device_hours(a0)),
                    )
                }
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "group_sizes" => {
                    __c::samples(&self.group_sizes, ::core::option::Option::None)
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(AllReduceSchedule);
};
