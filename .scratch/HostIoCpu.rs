/**Host CPU that data movement alone keeps busy: every read request costs a service time on a host core, by I/O path.

At `devices × requests_per_device` requests a second, a path that spends `t` of CPU per
request keeps `rate × t` cores busy; a path that bypasses host buffers (GPUDirect Storage)
spends less per request.

# Equation

rate = devices × requests_per_device; busy cores(path) = rate × service time(path)

# Assumptions

- Each request costs its path's CPU time once, independent of load.

# Excludes

- Queueing for cores, interrupts coalescing, and the CPU cost of decode.

# Derivation

- CPU-seconds per second is the request rate times the CPU time of one request.

# Examples

```rust
// GPUDirect Storage frees host cores
use mlsysim_data::storage::gpu_direct_storage_node_cpu;

let s = gpu_direct_storage_node_cpu()?;
let cores = s.cpu_seconds_per_second()?;
assert!(cores.get("gds") < cores.get("host"));
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct HostIoCpu {
    ///Read requests each device consumes a second. *Shown in `PER_SECOND`; allowed >= 0.*
    pub requests_per_device: Frequency,
    ///Devices on the host. *Allowed >= 1.*
    pub devices: i64,
    ///CPU time one request costs, by I/O path. *Shown in `MICROSECOND`; allowed >= 0.*
    pub service_times: Named<Time>,
}
///Builds a [`HostIoCpu`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct HostIoCpuBuilder {
    requests_per_device: ::core::option::Option<Frequency>,
    devices: ::core::option::Option<i64>,
    service_times: ::core::option::Option<Named<Time>>,
}
///Every property of a [`HostIoCpu`], each computed once (see [`HostIoCpu::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct HostIoCpuValues<'a> {
    scenario: &'a HostIoCpu,
    ///Requests a second the host serves.
    pub request_rate: ::core::result::Result<Frequency, ::mlsysim_core::EvalError>,
    ///Cores kept busy by I/O, by path: CPU-seconds a second.
    pub cpu_seconds_per_second: ::core::result::Result<
        Named<f64>,
        ::mlsysim_core::EvalError,
    >,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "requests_per_device",
            ty: "Frequency",
            doc: "Read requests each device consumes a second.",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "devices",
            ty: "i64",
            doc: "Devices on the host.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "service_times",
            ty: "Named<Time>",
            doc: "CPU time one request costs, by I/O path.",
            label: {
                __c::units::unit_for::<
                    Named<Time>,
                    _,
                >(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "request_rate",
            doc: "Requests a second the host serves.",
            equation: "devices * requests_per_device",
            result_type: "Frequency",
            label: {
                __c::units::unit_for::<Frequency, _>(&::mlsysim_core::units::PER_SECOND);
                __c::units::label(&::mlsysim_core::units::PER_SECOND)
            },
            depends_on: &["devices", "requests_per_device"],
            template: "{devices} * {requests_per_device}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "cpu_seconds_per_second",
            doc: "Cores kept busy by I/O, by path: CPU-seconds a second.",
            equation: "service_times\n    .iter()\n    .map(|(path, t)| (path, (request_rate * *t).value))\n    .collect::<Named<f64>>()",
            result_type: "Named<f64>",
            depends_on: &["service_times", "request_rate"],
            reaches: &[("service_times", "iter")],
            template: "{service_times}\n    .iter()\n    .map(|(path, t)| (path, ({request_rate} * *t).value))\n    .collect::<Named<f64>>()",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl HostIoCpu {
        ///Starts a [`HostIoCpuBuilder`]; required inputs must be set before [`HostIoCpuBuilder::build`].
        #[must_use]
        pub fn builder() -> HostIoCpuBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> HostIoCpuBuilder {
            HostIoCpuBuilder {
                requests_per_device: Some(__Clone::clone(&self.requests_per_device)),
                devices: Some(__Clone::clone(&self.devices)),
                service_times: Some(__Clone::clone(&self.service_times)),
            }
        }
        ///Requests a second the host serves. Equation: `devices * requests_per_device`.
        #[inline]
        pub fn request_rate(&self) -> __Result<Frequency, __c::EvalError> {
            let devices = __Clone::clone(&self.devices);
            let requests_per_device = __Clone::clone(&self.requests_per_device);
            struct request_rate {}
            __c::member(
                (|| __c::conform::<
                    Frequency,
                    _,
                    request_rate,
                >(devices.eq_mul(requests_per_device)?))(),
                &__PROPERTIES[0],
            )
        }
        /**Cores kept busy by I/O, by path: CPU-seconds a second.

Equation:

```text
service_times
    .iter()
    .map(|(path, t)| (path, (request_rate * *t).value))
    .collect::<Named<f64>>()
```
*/
        #[inline]
        pub fn cpu_seconds_per_second(&self) -> __Result<Named<f64>, __c::EvalError> {
            self.__eq_cpu_seconds_per_second(self.request_rate()?)
        }
        #[doc(hidden)]
        fn __eq_cpu_seconds_per_second(
            &self,
            request_rate: Frequency,
        ) -> __Result<Named<f64>, __c::EvalError> {
            let service_times = __Clone::clone(&self.service_times);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct cpu_seconds_per_second {}
            __c::member_kept(
                (|| __c::conform::<
                    Named<f64>,
                    _,
                    cpu_seconds_per_second,
                >(
                    service_times
                        .iter()
                        .map(|(path, t)| (
                            path,
                            __mlsysim_fault.keep(request_rate.eq_mul(*t)).value,
                        ))
                        .collect::<Named<f64>>(),
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`HostIoCpuValues`].
        #[must_use]
        pub fn evaluate(&self) -> HostIoCpuValues<'_> {
            let request_rate = self.request_rate();
            let cpu_seconds_per_second = __c::after(
                (&request_rate,),
                |(v0,)| self.__eq_cpu_seconds_per_second(v0),
            );
            HostIoCpuValues {
                scenario: self,
                request_rate,
                cpu_seconds_per_second,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.requests_per_device, &__INPUTS[0])?;
            __c::bounded_plain(&self.devices, &__INPUTS[1])?;
            __c::bounded(&self.service_times, &__INPUTS[2])?;
            Ok(())
        }
    }
    impl HostIoCpuBuilder {
        ///Sets `requests_per_device`: Read requests each device consumes a second.
        #[must_use]
        pub fn requests_per_device(mut self, value: Frequency) -> Self {
            self.requests_per_device = Some(value);
            self
        }
        ///Sets `devices`: Devices on the host.
        #[must_use]
        pub fn devices(mut self, value: i64) -> Self {
            self.devices = Some(value);
            self
        }
        ///Sets `service_times`: CPU time one request costs, by I/O path.
        #[must_use]
        pub fn service_times(mut self, value: Named<Time>) -> Self {
            self.service_times = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<HostIoCpu, __c::InputError> {
            let scenario = HostIoCpu {
                requests_per_device: __c::given(
                    self.requests_per_device,
                    "requests_per_device",
                )?,
                devices: __c::given(self.devices, "devices")?,
                service_times: __c::given(self.service_times, "service_times")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for HostIoCpuBuilder {
        type Scenario = HostIoCpu;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "requests_per_device" => {
                    self.requests_per_device = __c::set(value, &__INPUTS[0])?;
                }
                "devices" => self.devices = __c::set(value, &__INPUTS[1])?,
                "service_times" => self.service_times = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<HostIoCpu, __c::InputError> {
            HostIoCpuBuilder::build(self)
        }
    }
    impl<'a> HostIoCpuValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a HostIoCpu {
            self.scenario
        }
    }
    impl __c::Scenario for HostIoCpu {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "HostIoCpu",
            family: &STORAGE,
            summary: "Host CPU that data movement alone keeps busy: every read request costs a service time on a host core, by I/O path.",
            description: "At `devices × requests_per_device` requests a second, a path that spends `t` of CPU per\nrequest keeps `rate × t` cores busy; a path that bypasses host buffers (GPUDirect Storage)\nspends less per request.",
            notes: __c::meta::Notes {
                equation: "rate = devices × requests_per_device; busy cores(path) = rate × service time(path)",
                assumptions: &[
                    "Each request costs its path's CPU time once, independent of load.",
                ],
                rules: __RULES,
                excludes: &[
                    "Queueing for cores, interrupts coalescing, and the CPU cost of decode.",
                ],
                derivation: &[
                    "CPU-seconds per second is the request rate times the CPU time of one request.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "GPUDirect Storage frees host cores",
                    code: "// GPUDirect Storage frees host cores\nuse mlsysim_data::storage::gpu_direct_storage_node_cpu;\n\nlet s = gpu_direct_storage_node_cpu()?;\nlet cores = s.cpu_seconds_per_second()?;\nassert!(cores.get(\"gds\") < cores.get(\"host\"));\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = HostIoCpuBuilder;
        fn to_builder(&self) -> HostIoCpuBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.requests_per_device, &self.devices, &self.service_times],
                &[&values.request_rate, &values.cpu_seconds_per_second],
            )
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "service_times" => (&__c::explain::Held(&self.service_times)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(HostIoCpu);
};
