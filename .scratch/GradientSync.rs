/**A data-parallel step: local compute, then a ring AllReduce of the gradients over each named link, with nothing overlapped.

Each worker sends about twice the gradient bytes a step (the ring's factor for many
workers). The step is compute plus transfer, so the compute share says how much of the step
the accelerator works; a faster accelerator divides only the compute. Energy charges every
transferred bit once at the fabric's energy per bit.

# Equation

sync bytes = 2 × weights; compute = compute_time ÷ compute_speedup; step = compute + sync bytes ÷ bandwidth; energy = sync bits × energy per bit × steps

# Assumptions

- The AllReduce sends the large-ring factor 2 times the gradient, whatever the worker count.
- Compute and communication do not overlap.

# Rules across inputs

- `precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4) (`precision.storage_bytes().is_some()`)
- `links` names at least one link (`!links.is_empty()`)

# Excludes

- Per-round startup latency and any overlap of the AllReduce with the backward pass.

# Derivation

- The reference's GradientSyncModel: ring AllReduce volume from Patarasuk and Yuan (2009).

# Examples

```rust
// GPT-3's gradient sync over InfiniBand HDR takes 28 s
use mlsysim_cluster::transfer_and_training::gpt3_gradient_sync;

let s = gpt3_gradient_sync()?;
assert_eq!(s.transfer_times()?.get("InfiniBand").unwrap().value, 28.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct GradientSync {
    ///The model whose gradients are reduced.
    pub workload: &'static Workload,
    ///Storage format of the gradients. *Default `Precision::Fp16`.*
    pub precision: Precision,
    ///Bandwidth of each link the gradients may cross, by name. *Shown in `GB_PER_SECOND`; allowed > 0.*
    pub links: Named<DataRate>,
    ///Local compute of one step, stated. *Shown in `SECOND`; allowed >= 0.*
    pub compute_time: Time,
    ///Energy to move one bit over the fabric. *Optional (absent by default); shown in `PICOJOULE_PER_BYTE`; allowed >= 0.*
    pub energy_per_bit: Option<EnergyPerByte>,
    ///Steps of the run. *Default `1`; allowed >= 1.*
    pub steps: u32,
    ///How many times faster the accelerator computes; only the compute term divides by it. *Default `1.0`; allowed > 0.*
    pub compute_speedup: f64,
}
///Builds a [`GradientSync`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct GradientSyncBuilder {
    workload: ::core::option::Option<&'static Workload>,
    precision: ::core::option::Option<Precision>,
    links: ::core::option::Option<Named<DataRate>>,
    compute_time: ::core::option::Option<Time>,
    energy_per_bit: ::core::option::Option<EnergyPerByte>,
    steps: ::core::option::Option<u32>,
    compute_speedup: ::core::option::Option<f64>,
}
///Every property of a [`GradientSync`], each computed once (see [`GradientSync::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct GradientSyncValues<'a> {
    scenario: &'a GradientSync,
    ///Bytes each worker sends a step.
    pub sync_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Compute of one step on the accelerator used (the reference's `result.compute_time`,
    pub step_compute_time: ::core::result::Result<Time, ::mlsysim_core::EvalError>,
    ///Time of the AllReduce on each link.
    pub transfer_times: ::core::result::Result<Named<Time>, ::mlsysim_core::EvalError>,
    ///Time of one step on each link: compute, then the AllReduce.
    pub step_times: ::core::result::Result<Named<Time>, ::mlsysim_core::EvalError>,
    ///Share of each link's step spent computing.
    pub compute_fractions: ::core::result::Result<Named<f64>, ::mlsysim_core::EvalError>,
    ///Energy of one worker's transfer in one step; none when no energy per bit is given.
    pub energy_per_step: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
    ///Energy of one worker's transfers over every step.
    pub energy_total: ::core::result::Result<Energy, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model whose gradients are reduced.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "precision",
            ty: "Precision",
            doc: "Storage format of the gradients.",
            default: Some("Precision::Fp16"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "links",
            ty: "Named<DataRate>",
            doc: "Bandwidth of each link the gradients may cross, by name.",
            label: {
                __c::units::unit_for::<
                    Named<DataRate>,
                    _,
                >(&::mlsysim_core::units::GB_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GB_PER_SECOND)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "compute_time",
            ty: "Time",
            doc: "Local compute of one step, stated.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "energy_per_bit",
            ty: "Option<EnergyPerByte>",
            doc: "Energy to move one bit over the fabric.",
            optional: true,
            label: {
                __c::units::unit_for::<
                    EnergyPerByte,
                    _,
                >(&::mlsysim_core::units::PICOJOULE_PER_BYTE);
                __c::units::label(&::mlsysim_core::units::PICOJOULE_PER_BYTE)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "steps",
            ty: "u32",
            doc: "Steps of the run.",
            default: Some("1"),
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "compute_speedup",
            ty: "f64",
            doc: "How many times faster the accelerator computes; only the compute term divides by it.",
            default: Some("1.0"),
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "sync_bytes",
            doc: "Bytes each worker sends a step.",
            equation: "Communication::RingAllreduceFactor.value\n    * weight_bytes(workload, precision_width(precision))",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["workload", "precision"],
            calls: &["weight_bytes", "precision_width"],
            template: "Communication::RingAllreduceFactor.value\n    * weight_bytes({workload}, precision_width({precision}))",
            named_calls: "precision_width(precision)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_compute_time",
            doc: "Compute of one step on the accelerator used (the reference's `result.compute_time`,\nrenamed beside the input).",
            equation: "compute_time / compute_speedup",
            result_type: "Time",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["compute_time", "compute_speedup"],
            template: "{compute_time} / {compute_speedup}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "transfer_times",
            doc: "Time of the AllReduce on each link.",
            equation: "transfer_time(sync_bytes, bandwidth) for each link",
            equation_is_code: false,
            result_type: "Named<Time>",
            label: {
                __c::units::unit_for::<Named<Time>, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["links", "sync_bytes"],
            reaches: &[("links", "iter")],
            calls: &["transfer_time"],
            template: "{links}\n    .iter()\n    .map(|(name, &bandwidth)| Ok((name, transfer_time({sync_bytes}, bandwidth))))\n    .collect::<Result<Named<Time>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "step_times",
            doc: "Time of one step on each link: compute, then the AllReduce.",
            equation: "step_compute_time + transfer time, for each link",
            equation_is_code: false,
            result_type: "Named<Time>",
            label: {
                __c::units::unit_for::<Named<Time>, _>(&::mlsysim_core::units::SECOND);
                __c::units::label(&::mlsysim_core::units::SECOND)
            },
            depends_on: &["transfer_times", "step_compute_time"],
            template: "{transfer_times}\n    .iter()\n    .map(|(name, &t)| Ok((name, {step_compute_time} + t)))\n    .collect::<Result<Named<Time>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compute_fractions",
            doc: "Share of each link's step spent computing.",
            equation: "step_compute_time ÷ step time, for each link",
            equation_is_code: false,
            result_type: "Named<f64>",
            depends_on: &["step_times", "step_compute_time"],
            template: "{step_times}\n    .iter()\n    .map(|(name, &step)| Ok((name, ({step_compute_time} / step).value)))\n    .collect::<Result<Named<f64>, EvalError>>()",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "energy_per_step",
            doc: "Energy of one worker's transfer in one step; none when no energy per bit is given.",
            equation: "match optional(energy_per_bit) {\n    Some(e) => sync_bytes * e,\n    None => joules(0.0),\n}",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::JOULE);
                __c::units::label(&::mlsysim_core::units::JOULE)
            },
            depends_on: &["energy_per_bit", "sync_bytes"],
            calls: &["joules"],
            template: "match {#0 optional(energy_per_bit)} {{\n    Some(e) => {sync_bytes} * e,\n    None => joules(0.0),\n}}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "energy_total",
            doc: "Energy of one worker's transfers over every step.",
            equation: "energy_per_step * steps",
            result_type: "Energy",
            label: {
                __c::units::unit_for::<Energy, _>(&::mlsysim_core::units::JOULE);
                __c::units::label(&::mlsysim_core::units::JOULE)
            },
            depends_on: &["steps", "energy_per_step"],
            template: "{energy_per_step} * {steps}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4)",
            condition: "precision.storage_bytes().is_some()",
            inputs: &["precision"],
        },
        __c::RuleInfo {
            text: "`links` names at least one link",
            condition: "!links.is_empty()",
            inputs: &["links"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl GradientSync {
        ///Starts a [`GradientSyncBuilder`]; required inputs must be set before [`GradientSyncBuilder::build`].
        #[must_use]
        pub fn builder() -> GradientSyncBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> GradientSyncBuilder {
            GradientSyncBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                precision: Some(__Clone::clone(&self.precision)),
                links: Some(__Clone::clone(&self.links)),
                compute_time: Some(__Clone::clone(&self.compute_time)),
                energy_per_bit: __Clone::clone(&self.energy_per_bit),
                steps: Some(__Clone::clone(&self.steps)),
                compute_speedup: Some(__Clone::clone(&self.compute_speedup)),
            }
        }
        /**Bytes each worker sends a step.

Equation:

```text
Communication::RingAllreduceFactor.value
    * weight_bytes(workload, precision_width(precision))
```
*/
        #[inline]
        pub fn sync_bytes(&self) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let precision = __Clone::clone(&self.precision);
            struct sync_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    sync_bytes,
                >(
                    Communication::RingAllreduceFactor
                        .value
                        .eq_mul(
                            ::mlsysim_core::equation::weight_bytes(
                                    workload,
                                    ::mlsysim_core::equation::precision_width(precision)?,
                                )?
                                .quantity(),
                        )?,
                ))(),
                &__PROPERTIES[0],
            )
        }
        /**Compute of one step on the accelerator used (the reference's `result.compute_time`,
renamed beside the input). Equation: `compute_time / compute_speedup`.*/
        #[inline]
        pub fn step_compute_time(&self) -> __Result<Time, __c::EvalError> {
            let compute_time = __Clone::clone(&self.compute_time);
            let compute_speedup = __Clone::clone(&self.compute_speedup);
            struct step_compute_time {}
            __c::member(
                (|| __c::conform::<
                    Time,
                    _,
                    step_compute_time,
                >(compute_time.eq_div(compute_speedup)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Time of the AllReduce on each link. Equation: transfer_time(sync_bytes, bandwidth) for each link.
        #[inline]
        pub fn transfer_times(&self) -> __Result<Named<Time>, __c::EvalError> {
            self.__eq_transfer_times(self.sync_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_transfer_times(
            &self,
            sync_bytes: Information,
        ) -> __Result<Named<Time>, __c::EvalError> {
            let links = __Clone::clone(&self.links);
            struct transfer_times {}
            __c::member(
                (|| __c::conform::<
                    Named<Time>,
                    _,
                    transfer_times,
                >(
                    links
                        .iter()
                        .map(|(name, &bandwidth)| Ok((
                            name,
                            ::mlsysim_core::equation::transfer_time(
                                sync_bytes,
                                bandwidth,
                            )?,
                        )))
                        .collect::<Result<Named<Time>, EvalError>>()?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Time of one step on each link: compute, then the AllReduce. Equation: step_compute_time + transfer time, for each link.
        #[inline]
        pub fn step_times(&self) -> __Result<Named<Time>, __c::EvalError> {
            self.__eq_step_times(self.transfer_times()?, self.step_compute_time()?)
        }
        #[doc(hidden)]
        fn __eq_step_times(
            &self,
            transfer_times: Named<Time>,
            step_compute_time: Time,
        ) -> __Result<Named<Time>, __c::EvalError> {
            let __mlsysim_fault = __c::arith::Fault::new();
            struct step_times {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<Time>,
                    _,
                    step_times,
                >(
                    transfer_times
                        .iter()
                        .map(|(name, &t)| Ok((
                            name,
                            __mlsysim_fault.keep(step_compute_time.eq_add(t)),
                        )))
                        .collect::<Result<Named<Time>, EvalError>>()?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[3],
            )
        }
        ///Share of each link's step spent computing. Equation: step_compute_time ÷ step time, for each link.
        #[inline]
        pub fn compute_fractions(&self) -> __Result<Named<f64>, __c::EvalError> {
            self.__eq_compute_fractions(self.step_times()?, self.step_compute_time()?)
        }
        #[doc(hidden)]
        fn __eq_compute_fractions(
            &self,
            step_times: Named<Time>,
            step_compute_time: Time,
        ) -> __Result<Named<f64>, __c::EvalError> {
            let __mlsysim_fault = __c::arith::Fault::new();
            struct compute_fractions {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    compute_fractions,
                >(
                    step_times
                        .iter()
                        .map(|(name, &step)| Ok((
                            name,
                            __mlsysim_fault.keep(step_compute_time.eq_div(step)).value,
                        )))
                        .collect::<Result<Named<f64>, EvalError>>()?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[4],
            )
        }
        /**Energy of one worker's transfer in one step; none when no energy per bit is given.

Equation:

```text
match optional(energy_per_bit) {
    Some(e) => sync_bytes * e,
    None => joules(0.0),
}
```
*/
        #[inline]
        pub fn energy_per_step(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_energy_per_step(self.sync_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_energy_per_step(
            &self,
            sync_bytes: Information,
        ) -> __Result<Energy, __c::EvalError> {
            let energy_per_bit = __Clone::clone(&self.energy_per_bit);
            struct energy_per_step {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    energy_per_step,
                >(
                    match ::mlsysim_core::equation::optional(energy_per_bit) {
                        Some(e) => sync_bytes.eq_mul(e)?,
                        None => ::mlsysim_core::equation::joules(0.0),
                    },
                ))(),
                &__PROPERTIES[5],
            )
        }
        ///Energy of one worker's transfers over every step. Equation: `energy_per_step * steps`.
        #[inline]
        pub fn energy_total(&self) -> __Result<Energy, __c::EvalError> {
            self.__eq_energy_total(self.energy_per_step()?)
        }
        #[doc(hidden)]
        fn __eq_energy_total(
            &self,
            energy_per_step: Energy,
        ) -> __Result<Energy, __c::EvalError> {
            let steps = __Clone::clone(&self.steps);
            struct energy_total {}
            __c::member(
                (|| __c::conform::<
                    Energy,
                    _,
                    energy_total,
                >(energy_per_step.eq_mul(steps)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`GradientSyncValues`].
        #[must_use]
        pub fn evaluate(&self) -> GradientSyncValues<'_> {
            let sync_bytes = self.sync_bytes();
            let step_compute_time = self.step_compute_time();
            let transfer_times = __c::after(
                (&sync_bytes,),
                |(v0,)| self.__eq_transfer_times(v0),
            );
            let step_times = __c::after(
                (&transfer_times, &step_compute_time),
                |(v0, v1)| self.__eq_step_times(v0, v1),
            );
            let compute_fractions = __c::after(
                (&step_times, &step_compute_time),
                |(v0, v1)| self.__eq_compute_fractions(v0, v1),
            );
            let energy_per_step = __c::after(
                (&sync_bytes,),
                |(v0,)| self.__eq_energy_per_step(v0),
            );
            let energy_total = __c::after(
                (&energy_per_step,),
                |(v0,)| self.__eq_energy_total(v0),
            );
            GradientSyncValues {
                scenario: self,
                sync_bytes,
                step_compute_time,
                transfer_times,
                step_times,
                compute_fractions,
                energy_per_step,
                energy_total,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.precision, &__INPUTS[1])?;
            __c::bounded(&self.links, &__INPUTS[2])?;
            __c::bounded(&self.compute_time, &__INPUTS[3])?;
            __c::bounded(&self.energy_per_bit, &__INPUTS[4])?;
            __c::bounded_plain(&self.steps, &__INPUTS[5])?;
            __c::bounded(&self.compute_speedup, &__INPUTS[6])?;
            {
                let precision = __Clone::clone(&self.precision);
                __c::rule(
                    precision.storage_bytes().is_some(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.precision],
                )?;
            }
            {
                let links = __Clone::clone(&self.links);
                __c::rule(!links.is_empty(), &__RULES[1], __INPUTS, &[&self.links])?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_sync_bytes(&self) -> __c::Parts {
            __c::traced(
                self.sync_bytes(),
                &__PROPERTIES[0],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "weight_bytes", args :
                    ::std::vec![__c::Operand::Name("workload"), __c::Operand::Value((||
                    -> ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let precision = __Clone::clone(& self.precision); let part =
                    ::mlsysim_core::equation::precision_width(precision) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }, __c::CallSite {
                    name : "precision_width", args :
                    ::std::vec![__c::Operand::Name("precision")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_energy_per_step(&self) -> __c::Parts {
            __c::traced(
                self.energy_per_step(),
                &__PROPERTIES[5],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let energy_per_bit = __Clone::clone(& self.energy_per_bit); let
                    part = ::mlsysim_core::equation::optional(energy_per_bit); Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "joules", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = 0.0; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
    }
    impl GradientSyncBuilder {
        ///Sets `workload`: The model whose gradients are reduced.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `precision`: Storage format of the gradients.
        #[must_use]
        pub fn precision(mut self, value: Precision) -> Self {
            self.precision = Some(value);
            self
        }
        ///Sets `links`: Bandwidth of each link the gradients may cross, by name.
        #[must_use]
        pub fn links(mut self, value: Named<DataRate>) -> Self {
            self.links = Some(value);
            self
        }
        ///Sets `compute_time`: Local compute of one step, stated.
        #[must_use]
        pub fn compute_time(mut self, value: Time) -> Self {
            self.compute_time = Some(value);
            self
        }
        ///Sets `energy_per_bit`: Energy to move one bit over the fabric.
        #[must_use]
        pub fn energy_per_bit(mut self, value: EnergyPerByte) -> Self {
            self.energy_per_bit = Some(value);
            self
        }
        ///Leaves `energy_per_bit` absent.
        #[must_use]
        pub fn without_energy_per_bit(mut self) -> Self {
            self.energy_per_bit = None;
            self
        }
        ///Sets `steps`: Steps of the run.
        #[must_use]
        pub fn steps(mut self, value: u32) -> Self {
            self.steps = Some(value);
            self
        }
        ///Sets `compute_speedup`: How many times faster the accelerator computes; only the compute term divides by it.
        #[must_use]
        pub fn compute_speedup(mut self, value: f64) -> Self {
            self.compute_speedup = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<GradientSync, __c::InputError> {
            let scenario = GradientSync {
                workload: __c::given(self.workload, "workload")?,
                precision: self.precision.unwrap_or_else(|| Precision::Fp16),
                links: __c::given(self.links, "links")?,
                compute_time: __c::given(self.compute_time, "compute_time")?,
                energy_per_bit: self.energy_per_bit,
                steps: self.steps.unwrap_or_else(|| 1),
                compute_speedup: self.compute_speedup.unwrap_or_else(|| 1.0),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for GradientSyncBuilder {
        type Scenario = GradientSync;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "precision" => self.precision = __c::set(value, &__INPUTS[1])?,
                "links" => self.links = __c::set(value, &__INPUTS[2])?,
                "compute_time" => self.compute_time = __c::set(value, &__INPUTS[3])?,
                "energy_per_bit" => self.energy_per_bit = __c::set(value, &__INPUTS[4])?,
                "steps" => self.steps = __c::set(value, &__INPUTS[5])?,
                "compute_speedup" => {
                    self.compute_speedup = __c::set(value, &__INPUTS[6])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<GradientSync, __c::InputError> {
            GradientSyncBuilder::build(self)
        }
    }
    impl<'a> GradientSyncValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a GradientSync {
            self.scenario
        }
    }
    impl __c::Scenario for GradientSync {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "GradientSync",
            family: &TRANSFER_AND_TRAINING,
            summary: "A data-parallel step: local compute, then a ring AllReduce of the gradients over each named link, with nothing overlapped.",
            description: "Each worker sends about twice the gradient bytes a step (the ring's factor for many\nworkers). The step is compute plus transfer, so the compute share says how much of the step\nthe accelerator works; a faster accelerator divides only the compute. Energy charges every\ntransferred bit once at the fabric's energy per bit.",
            notes: __c::meta::Notes {
                equation: "sync bytes = 2 × weights; compute = compute_time ÷ compute_speedup; step = compute + sync bytes ÷ bandwidth; energy = sync bits × energy per bit × steps",
                assumptions: &[
                    "The AllReduce sends the large-ring factor 2 times the gradient, whatever the worker count.",
                    "Compute and communication do not overlap.",
                ],
                rules: __RULES,
                excludes: &[
                    "Per-round startup latency and any overlap of the AllReduce with the backward pass.",
                ],
                derivation: &[
                    "The reference's GradientSyncModel: ring AllReduce volume from Patarasuk and Yuan (2009).",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "GPT-3's gradient sync over InfiniBand HDR takes 28 s",
                    code: "// GPT-3's gradient sync over InfiniBand HDR takes 28 s\nuse mlsysim_cluster::transfer_and_training::gpt3_gradient_sync;\n\nlet s = gpt3_gradient_sync()?;\nassert_eq!(s.transfer_times()?.get(\"InfiniBand\").unwrap().value, 28.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = GradientSyncBuilder;
        fn to_builder(&self) -> GradientSyncBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.precision,
                    &self.links,
                    &self.compute_time,
                    &self.energy_per_bit,
                    &self.steps,
                    &self.compute_speedup,
                ],
                &[
                    &values.sync_bytes,
                    &values.step_compute_time,
                    &values.transfer_times,
                    &values.step_times,
                    &values.compute_fractions,
                    &values.energy_per_step,
                    &values.energy_total,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "sync_bytes" => Some(Ok(self.__explain_sync_bytes())),
                "energy_per_step" => Some(Ok(self.__explain_energy_per_step())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "links" => (&__c::explain::Held(&self.links)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(GradientSync);
};
