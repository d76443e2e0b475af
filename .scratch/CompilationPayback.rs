/**A compiled decode step and the generation that repays building it, on one replica, shared by a pool, or rebuilt by every replica.

The eager step splits into shares (matrix multiplies, element-wise kernels, launch
overhead); compilation removes part of each share. A build is repaid after
`build ÷ saved per token` tokens; reused by every replica it is repaid in a fraction of that
time, and rebuilt by each it costs every replica's devices the build time.

# Equation

step fraction = Σ share × (1 − removed); compiled step = step × fraction; saved = step − compiled; tokens to repay = build ÷ saved; time = tokens ÷ compiled rate; rollout = build × devices × replicas

# Assumptions

- Compilation changes only the step time; the tokens generated are the same.
- A share with no removal stated keeps all of its time.

# Rules across inputs

- every share named in `removed` is one of `shares` (`removed.names().all(|k| shares.get(k).is_some())`)

# Excludes

- Recompilation when shapes change, and the warm-up of caches.

# Derivation

- A payback period: a fixed cost over a saving per unit of work.

# Examples

```rust
// A default build repays in minutes
use mlsysim_data::delivery::decode_13b_compilation_payback;

let s = decode_13b_compilation_payback()?;
assert!(s.speedup()? > 1.5);
assert!(s.time_to_repay("default".into())?.value < 3600.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CompilationPayback {
    ///Tokens a second the eager step generates. *Shown in `PER_SECOND`; allowed > 0.*
    pub token_rate: Frequency,
    ///Eager time per token. *Shown in `MILLISECOND`; allowed > 0.*
    pub step_time: Time,
    ///Shares of the eager step, by kind of work. *Allowed [0.0, 1.0].*
    pub shares: Named<f64>,
    ///Share of each kind of work compilation removes. *Allowed [0.0, 1.0].*
    pub removed: Named<f64>,
    ///Time of each build, by name. *Shown in `MINUTE`; allowed >= 0.*
    pub builds: Named<Time>,
    ///Replicas served. *Allowed >= 1.*
    pub replicas: i64,
    ///Devices of one replica. *Default `1`; allowed >= 1.*
    pub gpus_per_replica: i64,
    ///Held time of a short-lived replica. *Optional (absent by default); shown in `HOUR`; allowed > 0.*
    pub replica_life: Option<Time>,
}
///Builds a [`CompilationPayback`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct CompilationPaybackBuilder {
    token_rate: ::core::option::Option<Frequency>,
    step_time: ::core::option::Option<Time>,
    shares: ::core::option::Option<Named<f64>>,
    removed: ::core::option::Option<Named<f64>>,
    builds: ::core::option::Option<Named<Time>>,
    replicas: ::core::option::Option<i64>,
    gpus_per_replica: ::core::option::Option<i64>,
    replica_life: ::core::option::Option<Time>,
}
///Every property of a [`CompilationPayback`], each computed once (see [`CompilationPayback::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct CompilationPaybackValues<'a> {
    scenario: &'a CompilationPayback,
    ///The compiled step as a share of the eager one.
    pub step_fraction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Time per token of the compiled step.
    pub compiled_step: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time compilation saves per token.
    pub saved_per_token: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Tokens a second of the compiled step.
    pub compiled_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///The compiled rate over the eager one.
    pub speedup: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "token_rate",
            ty: "Frequency",
            doc: "Tokens a second the eager step generates.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "step_time",
            ty: "Time",
            doc: "Eager time per token.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "shares",
            ty: "Named<f64>",
            doc: "Shares of the eager step, by kind of work.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "removed",
            ty: "Named<f64>",
            doc: "Share of each kind of work compilation removes.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "builds",
            ty: "Named<Time>",
            doc: "Time of each build, by name.",
            label: {
                __c::units::unit_for::<Named<Time>, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "replicas",
            ty: "i64",
            doc: "Replicas served.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "gpus_per_replica",
            ty: "i64",
            doc: "Devices of one replica.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "replica_life",
            ty: "Option<Time>",
            doc: "Held time of a short-lived replica.",
            optional: true,
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "step_fraction",
            doc: "The compiled step as a share of the eager one.",
            equation: "sum(shares.iter().map(|(k, &v)| v * (1.0 - removed.get(k).copied().unwrap_or(0.0))))",
            result_type: "f64",
            depends_on: &["shares", "removed"],
            reaches: &[("shares", "iter"), ("removed", "get")],
            calls: &["sum"],
            template: "sum(\n    {shares}\n        .iter()\n        .map(|(k, &v)| v * (1.0 - {removed}.get(k).copied().unwrap_or(0.0))),\n)",
            operation: "result of `sum`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compiled_step",
            doc: "Time per token of the compiled step.",
            equation: "step_time * step_fraction",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["step_time", "step_fraction"],
            template: "{step_time} * {step_fraction}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "saved_per_token",
            doc: "Time compilation saves per token.",
            equation: "step_time - compiled_step",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MILLISECOND);
                __c::units::label(&::mlsysim_core::units::MILLISECOND)
            },
            depends_on: &["step_time", "compiled_step"],
            template: "{step_time} - {compiled_step}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compiled_rate",
            doc: "Tokens a second of the compiled step.",
            equation: "1.0 / compiled_step",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["compiled_step"],
            template: "1.0 / {compiled_step}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "speedup",
            doc: "The compiled rate over the eager one.",
            equation: "compiled_rate / token_rate",
            result_type: "f64",
            depends_on: &["token_rate", "compiled_rate"],
            template: "{compiled_rate} / {token_rate}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "tokens_to_repay",
            kind: __c::MemberKind::Method,
            doc: "Tokens whose savings repay `build`.",
            equation: "builds[build] / saved_per_token",
            args: &[
                __c::ArgInfo {
                    name: "build",
                    ty: "String",
                    samples: &[__c::Sample::From("builds")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            depends_on: &["builds", "saved_per_token"],
            template: "{#0 builds[build]} / {saved_per_token}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "time_to_repay",
            kind: __c::MemberKind::Method,
            doc: "Compiled generation time on one replica that repays `build`.",
            equation: "tokens_to_repay(build) / compiled_rate",
            args: &[
                __c::ArgInfo {
                    name: "build",
                    ty: "String",
                    samples: &[__c::Sample::From("builds")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MINUTE);
                __c::units::label(&::mlsysim_core::units::MINUTE)
            },
            depends_on: &["compiled_rate"],
            template: "{#0 tokens_to_repay(build)} / {compiled_rate}",
            named_calls: "tokens_to_repay(build)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "shared_repay",
            kind: __c::MemberKind::Method,
            doc: "Pool time per replica when every replica reuses one build.",
            equation: "time_to_repay(build) / replicas",
            args: &[
                __c::ArgInfo {
                    name: "build",
                    ty: "String",
                    samples: &[__c::Sample::From("builds")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["replicas"],
            template: "{#0 time_to_repay(build)} / {replicas}",
            named_calls: "time_to_repay(build)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "rollout_cost",
            kind: __c::MemberKind::Method,
            doc: "Device time when every replica builds its own artifact.",
            equation: "builds[build] * gpus_per_replica * replicas",
            args: &[
                __c::ArgInfo {
                    name: "build",
                    ty: "String",
                    samples: &[__c::Sample::From("builds")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::HOUR);
                __c::units::label(&::mlsysim_core::units::HOUR)
            },
            depends_on: &["builds", "gpus_per_replica", "replicas"],
            template: "{#0 builds[build]} * {gpus_per_replica} * {replicas}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "build_share",
            kind: __c::MemberKind::Method,
            doc: "The build as a share of a short-lived replica's held time.",
            equation: "builds[build] / replica_life",
            args: &[
                __c::ArgInfo {
                    name: "build",
                    ty: "String",
                    samples: &[__c::Sample::From("builds")],
                    bounds: __c::Bounds::NONE,
                },
            ],
            result_type: "f64",
            depends_on: &["builds", "replica_life"],
            requires: &["replica_life"],
            template: "{#0 builds[build]} / {replica_life}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "every share named in `removed` is one of `shares`",
            condition: "removed.names().all(|k| shares.get(k).is_some())",
            inputs: &["removed", "shares"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl CompilationPayback {
        ///Starts a [`CompilationPaybackBuilder`]; required inputs must be set before [`CompilationPaybackBuilder::build`].
        #[must_use]
        pub fn builder() -> CompilationPaybackBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> CompilationPaybackBuilder {
            CompilationPaybackBuilder {
                token_rate: Some(__Clone::clone(&self.token_rate)),
                step_time: Some(__Clone::clone(&self.step_time)),
                shares: Some(__Clone::clone(&self.shares)),
                removed: Some(__Clone::clone(&self.removed)),
                builds: Some(__Clone::clone(&self.builds)),
                replicas: Some(__Clone::clone(&self.replicas)),
                gpus_per_replica: Some(__Clone::clone(&self.gpus_per_replica)),
                replica_life: __Clone::clone(&self.replica_life),
            }
        }
        ///The compiled step as a share of the eager one. Equation: `sum(shares.iter().map(|(k, &v)| v * (1.0 - removed.get(k).copied().unwrap_or(0.0))))`.
        #[inline]
        pub fn step_fraction(&self) -> __Result<f64, __c::EvalError> {
            let shares = __Clone::clone(&self.shares);
            let removed = __Clone::clone(&self.removed);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct step_fraction {}
            __c::member_kept(
                (|| __c::conform::<
                    f64,
                    _,
                    step_fraction,
                >(
                    ::mlsysim_core::equation::sum(
                        shares
                            .iter()
                            .map(|(k, &v)| {
                                __mlsysim_fault
                                    .keep(
                                        v
                                            .eq_mul(
                                                __mlsysim_fault
                                                    .keep((1.0).eq_sub(removed.get(k).copied().unwrap_or(0.0))),
                                            ),
                                    )
                            }),
                    )?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[0],
            )
        }
        ///Time per token of the compiled step. Equation: `step_time * step_fraction`.
        #[inline]
        pub fn compiled_step(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_compiled_step(self.step_fraction()?)
        }
        #[doc(hidden)]
        fn __eq_compiled_step(
            &self,
            step_fraction: f64,
        ) -> __Result<Time, __c::EvalError> {
            let step_time = __Clone::clone(&self.step_time);
            struct compiled_step {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    compiled_step,
                >(step_time.eq_mul(step_fraction)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Time compilation saves per token. Equation: `step_time - compiled_step`.
        #[inline]
        pub fn saved_per_token(&self) -> __Result<Time, __c::EvalError> {
            self.__eq_saved_per_token(self.compiled_step()?)
        }
        #[doc(hidden)]
        fn __eq_saved_per_token(
            &self,
            compiled_step: Time,
        ) -> __Result<Time, __c::EvalError> {
            let step_time = __Clone::clone(&self.step_time);
            struct saved_per_token {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    saved_per_token,
                >(step_time.eq_sub(compiled_step)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Tokens a second of the compiled step. Equation: `1.0 / compiled_step`.
        #[inline]
        pub fn compiled_rate(&self) -> __Result<Frequency, __c::EvalError> {
            self.__eq_compiled_rate(self.compiled_step()?)
        }
        #[doc(hidden)]
        fn __eq_compiled_rate(
            &self,
            compiled_step: Time,
        ) -> __Result<Frequency, __c::EvalError> {
            struct compiled_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    compiled_rate,
                >((1.0).eq_div(compiled_step)?))(),
                &__PROPERTIES[3],
            )
        }
        ///The compiled rate over the eager one. Equation: `compiled_rate / token_rate`.
        #[inline]
        pub fn speedup(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_speedup(self.compiled_rate()?)
        }
        #[doc(hidden)]
        fn __eq_speedup(
            &self,
            compiled_rate: Frequency,
        ) -> __Result<f64, __c::EvalError> {
            let token_rate = __Clone::clone(&self.token_rate);
            struct speedup {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    speedup,
                >(compiled_rate.eq_div(token_rate)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Tokens whose savings repay `build`. Equation: `builds[build] / saved_per_token`.
        #[inline]
        pub fn tokens_to_repay(&self, build: String) -> __Result<f64, __c::EvalError> {
            self.__eq_tokens_to_repay(self.saved_per_token()?, build)
        }
        #[doc(hidden)]
        fn __eq_tokens_to_repay(
            &self,
            saved_per_token: Time,
            build: String,
        ) -> __Result<f64, __c::EvalError> {
            let builds = __Clone::clone(&self.builds);
            struct tokens_to_repay {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    tokens_to_repay,
                >(
                    ::mlsysim_core::equation::at(&builds, &build)?
                        .eq_div(saved_per_token)?,
                ))(),
                &__METHODS[0],
            )
        }
        ///Compiled generation time on one replica that repays `build`. Equation: `tokens_to_repay(build) / compiled_rate`.
        #[inline]
        pub fn time_to_repay(&self, build: String) -> __Result<Time, __c::EvalError> {
            self.__eq_time_to_repay(
                self.compiled_rate()?,
                self.saved_per_token()?,
                build,
            )
        }
        #[doc(hidden)]
        fn __eq_time_to_repay(
            &self,
            compiled_rate: Frequency,
            saved_per_token: Time,
            build: String,
        ) -> __Result<Time, __c::EvalError> {
            let tokens_to_repay = |build: String| {
                self.__eq_tokens_to_repay(__Clone::clone(&saved_per_token), build)
            };
            struct time_to_repay {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    time_to_repay,
                >(tokens_to_repay(build)?.eq_div(compiled_rate)?))(),
                &__METHODS[1],
            )
        }
        ///Pool time per replica when every replica reuses one build. Equation: `time_to_repay(build) / replicas`.
        #[inline]
        pub fn shared_repay(&self, build: String) -> __Result<Time, __c::EvalError> {
            self.__eq_shared_repay(self.compiled_rate()?, self.saved_per_token()?, build)
        }
        #[doc(hidden)]
        fn __eq_shared_repay(
            &self,
            compiled_rate: Frequency,
            saved_per_token: Time,
            build: String,
        ) -> __Result<Time, __c::EvalError> {
            let replicas = __Clone::clone(&self.replicas);
            let time_to_repay = |build: String| {
                self
                    .__eq_time_to_repay(
                        __Clone::clone(&compiled_rate),
                        __Clone::clone(&saved_per_token),
                        build,
                    )
            };
            struct shared_repay {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    shared_repay,
                >(time_to_repay(build)?.eq_div(replicas)?))(),
                &__METHODS[2],
            )
        }
        ///Device time when every replica builds its own artifact. Equation: `builds[build] * gpus_per_replica * replicas`.
        #[inline]
        pub fn rollout_cost(&self, build: String) -> __Result<Time, __c::EvalError> {
            let builds = __Clone::clone(&self.builds);
            let gpus_per_replica = __Clone::clone(&self.gpus_per_replica);
            let replicas = __Clone::clone(&self.replicas);
            struct rollout_cost {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    rollout_cost,
                >(
                    ::mlsysim_core::equation::at(&builds, &build)?
                        .eq_mul(gpus_per_replica)?
                        .eq_mul(replicas)?,
                ))(),
                &__METHODS[3],
            )
        }
        ///The build as a share of a short-lived replica's held time. Equation: `builds[build] / replica_life`. Requires `replica_life` (an error names the absent one).
        #[inline]
        pub fn build_share(&self, build: String) -> __Result<f64, __c::EvalError> {
            let builds = __Clone::clone(&self.builds);
            let replica_life = __c::present(
                &self.replica_life,
                "build_share",
                "replica_life",
            )?;
            struct build_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    build_share,
                >(
                    ::mlsysim_core::equation::at(&builds, &build)?.eq_div(replica_life)?,
                ))(),
                &__METHODS[4],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`CompilationPaybackValues`].
        #[must_use]
        pub fn evaluate(&self) -> CompilationPaybackValues<'_> {
            let step_fraction = self.step_fraction();
            let compiled_step = __c::after(
                (&step_fraction,),
                |(v0,)| self.__eq_compiled_step(v0),
            );
            let saved_per_token = __c::after(
                (&compiled_step,),
                |(v0,)| self.__eq_saved_per_token(v0),
            );
            let compiled_rate = __c::after(
                (&compiled_step,),
                |(v0,)| self.__eq_compiled_rate(v0),
            );
            let speedup = __c::after((&compiled_rate,), |(v0,)| self.__eq_speedup(v0));
            CompilationPaybackValues {
                scenario: self,
                step_fraction,
                compiled_step,
                saved_per_token,
                compiled_rate,
                speedup,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.token_rate, &__INPUTS[0])?;
            __c::bounded(&self.step_time, &__INPUTS[1])?;
            __c::bounded_plain(&self.shares, &__INPUTS[2])?;
            __c::bounded_plain(&self.removed, &__INPUTS[3])?;
            __c::bounded(&self.builds, &__INPUTS[4])?;
            __c::bounded_plain(&self.replicas, &__INPUTS[5])?;
            __c::bounded_plain(&self.gpus_per_replica, &__INPUTS[6])?;
            __c::bounded(&self.replica_life, &__INPUTS[7])?;
            {
                let removed = __Clone::clone(&self.removed);
                let shares = __Clone::clone(&self.shares);
                __c::rule(
                    removed.names().all(|k| shares.get(k).is_some()),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.removed, &self.shares],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_tokens_to_repay(&self, build: String) -> __c::Parts {
            __c::traced(
                self.tokens_to_repay(__Clone::clone(&build)),
                &__METHODS[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let builds = __Clone::clone(& self.builds); let build =
                    __Clone::clone(& build); let part = ::mlsysim_core::equation::at(&
                    builds, & build) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_time_to_repay(&self, build: String) -> __c::Parts {
            __c::traced(
                self.time_to_repay(__Clone::clone(&build)),
                &__METHODS[1],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let build = __Clone::clone(& build); let tokens_to_repay = |
                    build : String | self.tokens_to_repay(build); let part =
                    tokens_to_repay(build) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "tokens_to_repay", args :
                    ::std::vec![__c::Operand::Name("build")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_shared_repay(&self, build: String) -> __c::Parts {
            __c::traced(
                self.shared_repay(__Clone::clone(&build)),
                &__METHODS[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let build = __Clone::clone(& build); let time_to_repay = | build
                    : String | self.time_to_repay(build); let part = time_to_repay(build)
                    ?; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "time_to_repay", args :
                    ::std::vec![__c::Operand::Name("build")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_rollout_cost(&self, build: String) -> __c::Parts {
            __c::traced(
                self.rollout_cost(__Clone::clone(&build)),
                &__METHODS[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let builds = __Clone::clone(& self.builds); let build =
                    __Clone::clone(& build); let part = ::mlsysim_core::equation::at(&
                    builds, & build) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
        #[doc(hidden)]
        fn __explain_build_share(&self, build: String) -> __c::Parts {
            __c::traced(
                self.build_share(__Clone::clone(&build)),
                &__METHODS[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let builds = __Clone::clone(& self.builds); let build =
                    __Clone::clone(& build); let part = ::mlsysim_core::equation::at(&
                    builds, & build) ?; Ok((& __c::Showing(& part, None)).__shown()) })
                    ()
                ],
                ::std::vec![],
            )
        }
    }
    impl CompilationPaybackBuilder {
        ///Sets `token_rate`: Tokens a second the eager step generates.
        #[must_use]
        pub fn token_rate(mut self, value: Frequency) -> Self {
            self.token_rate = Some(value);
            self
        }
        ///Sets `step_time`: Eager time per token.
        #[must_use]
        pub fn step_time(mut self, value: Time) -> Self {
            self.step_time = Some(value);
            self
        }
        ///Sets `shares`: Shares of the eager step, by kind of work.
        #[must_use]
        pub fn shares(mut self, value: Named<f64>) -> Self {
            self.shares = Some(value);
            self
        }
        ///Sets `removed`: Share of each kind of work compilation removes.
        #[must_use]
        pub fn removed(mut self, value: Named<f64>) -> Self {
            self.removed = Some(value);
            self
        }
        ///Sets `builds`: Time of each build, by name.
        #[must_use]
        pub fn builds(mut self, value: Named<Time>) -> Self {
            self.builds = Some(value);
            self
        }
        ///Sets `replicas`: Replicas served.
        #[must_use]
        pub fn replicas(mut self, value: i64) -> Self {
            self.replicas = Some(value);
            self
        }
        ///Sets `gpus_per_replica`: Devices of one replica.
        #[must_use]
        pub fn gpus_per_replica(mut self, value: i64) -> Self {
            self.gpus_per_replica = Some(value);
            self
        }
        ///Sets `replica_life`: Held time of a short-lived replica.
        #[must_use]
        pub fn replica_life(mut self, value: Time) -> Self {
            self.replica_life = Some(value);
            self
        }
        ///Leaves `replica_life` absent.
        #[must_use]
        pub fn without_replica_life(mut self) -> Self {
            self.replica_life = None;
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<CompilationPayback, __c::InputError> {
            let scenario = CompilationPayback {
                token_rate: __c::given(self.token_rate, "token_rate")?,
                step_time: __c::given(self.step_time, "step_time")?,
                shares: __c::given(self.shares, "shares")?,
                removed: __c::given(self.removed, "removed")?,
                builds: __c::given(self.builds, "builds")?,
                replicas: __c::given(self.replicas, "replicas")?,
                gpus_per_replica: self.gpus_per_replica.unwrap_or_else(|| 1),
                replica_life: self.replica_life,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for CompilationPaybackBuilder {
        type Scenario = CompilationPayback;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "token_rate" => self.token_rate = __c::set(value, &__INPUTS[0])?,
                "step_time" => self.step_time = __c::set(value, &__INPUTS[1])?,
                "shares" => self.shares = __c::set(value, &__INPUTS[2])?,
                "removed" => self.removed = __c::set(value, &__INPUTS[3])?,
                "builds" => self.builds = __c::set(value, &__INPUTS[4])?,
                "replicas" => self.replicas = __c::set(value, &__INPUTS[5])?,
                "gpus_per_replica" => {
                    self.gpus_per_replica = __c::set(value, &__INPUTS[6])?;
                }
                "replica_life" => self.replica_life = __c::set(value, &__INPUTS[7])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<CompilationPayback, __c::InputError> {
            CompilationPaybackBuilder::build(self)
        }
    }
    impl<'a> CompilationPaybackValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a CompilationPayback {
            self.scenario
        }
        ///[`CompilationPayback::tokens_to_repay`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn tokens_to_repay(&self, build: String) -> __Result<f64, __c::EvalError> {
            self.scenario
                .__eq_tokens_to_repay(__Clone::clone(&self.saved_per_token)?, build)
        }
        ///[`CompilationPayback::time_to_repay`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn time_to_repay(&self, build: String) -> __Result<Time, __c::EvalError> {
            self.scenario
                .__eq_time_to_repay(
                    __Clone::clone(&self.compiled_rate)?,
                    __Clone::clone(&self.saved_per_token)?,
                    build,
                )
        }
        ///[`CompilationPayback::shared_repay`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn shared_repay(&self, build: String) -> __Result<Time, __c::EvalError> {
            self.scenario
                .__eq_shared_repay(
                    __Clone::clone(&self.compiled_rate)?,
                    __Clone::clone(&self.saved_per_token)?,
                    build,
                )
        }
        ///[`CompilationPayback::rollout_cost`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn rollout_cost(&self, build: String) -> __Result<Time, __c::EvalError> {
            self.scenario.rollout_cost(build)
        }
        ///[`CompilationPayback::build_share`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn build_share(&self, build: String) -> __Result<f64, __c::EvalError> {
            self.scenario.build_share(build)
        }
    }
    impl __c::Scenario for CompilationPayback {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "CompilationPayback",
            family: &DELIVERY,
            summary: "A compiled decode step and the generation that repays building it, on one replica, shared by a pool, or rebuilt by every replica.",
            description: "The eager step splits into shares (matrix multiplies, element-wise kernels, launch\noverhead); compilation removes part of each share. A build is repaid after\n`build ÷ saved per token` tokens; reused by every replica it is repaid in a fraction of that\ntime, and rebuilt by each it costs every replica's devices the build time.",
            notes: __c::meta::Notes {
                equation: "step fraction = Σ share × (1 − removed); compiled step = step × fraction; saved = step − compiled; tokens to repay = build ÷ saved; time = tokens ÷ compiled rate; rollout = build × devices × replicas",
                assumptions: &[
                    "Compilation changes only the step time; the tokens generated are the same.",
                    "A share with no removal stated keeps all of its time.",
                ],
                rules: __RULES,
                excludes: &[
                    "Recompilation when shapes change, and the warm-up of caches.",
                ],
                derivation: &[
                    "A payback period: a fixed cost over a saving per unit of work.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A default build repays in minutes",
                    code: "// A default build repays in minutes\nuse mlsysim_data::delivery::decode_13b_compilation_payback;\n\nlet s = decode_13b_compilation_payback()?;\nassert!(s.speedup()? > 1.5);\nassert!(s.time_to_repay(\"default\".into())?.value < 3600.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = CompilationPaybackBuilder;
        fn to_builder(&self) -> CompilationPaybackBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.token_rate,
                    &self.step_time,
                    &self.shares,
                    &self.removed,
                    &self.builds,
                    &self.replicas,
                    &self.gpus_per_replica,
                    &self.replica_life,
                ],
                &[
                    &values.step_fraction,
                    &values.compiled_step,
                    &values.saved_per_token,
                    &values.compiled_rate,
                    &values.speedup,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "tokens_to_repay" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.tokens_to_repay(a0), &__METHODS[0])
                }
                "time_to_repay" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.time_to_repay(a0), &__METHODS[1])
                }
                "shared_repay" => {
                    let (a0,) = __c::args(args, &__METHODS[2])?;
                    __c::method_value(self.shared_repay(a0), &__METHODS[2])
                }
                "rollout_cost" => {
                    let (a0,) = __c::args(args, &__METHODS[3])?;
                    __c::method_value(self.rollout_cost(a0), &__METHODS[3])
                }
                "build_share" => {
                    let (a0,) = __c::args(args, &__METHODS[4])?;
                    __c::method_value(self.build_share(a0), &__METHODS[4])
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
                "tokens_to_repay" => {
                    Some(
                        __c::args(args, &__METHODS[0])
                            .map(|(a0,)| self.__explain_tokens_to_repay(a0)),
                    )
                }
                "time_to_repay" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_time_to_repay(a0)),
                    )
                }
                "shared_repay" => {
                    Some(
                        __c::args(args, &__METHODS[2])
                            .map(|(a0,)| self.__explain_shared_repay(a0)),
                    )
                }
                "rollout_cost" => {
                    Some(
                        __c::args(args, &__METHODS[3])
                            .map(|(a0,)| self.__explain_rollout_cost(a0)),
                    )
                }
                "build_share" => {
                    Some(
                        __c::args(args, &__METHODS[4])
                            .map(|(a0,)| self.__explain_build_share(a0)),
                    )
                }
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "shares" => (&__c::explain::Held(&self.shares)).__held(),
                "removed" => (&__c::explain::Held(&self.removed)).__held(),
                _ => None,
            }
        }
        fn sample_source(&self, name: &str) -> ::std::vec::Vec<__c::InputValue> {
            match name {
                "builds" => {
                    __c::samples(
                        &self.builds,
                        ::core::option::Option::Some(
                            ::mlsysim_core::units::MINUTE.erase(),
                        ),
                    )
                }
                _ => ::std::vec::Vec::new(),
            }
        }
    }
    __c::glue!(CompilationPayback);
};
