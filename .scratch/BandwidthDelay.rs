/**Data a link carries during a delay: its rate times the delay, such as what a Go-Back-N link resends after one loss.

# Equation

product = bandwidth × delay

# Assumptions

- The link runs at its full rate for the whole delay.

# Excludes

- Headers and the time to detect the loss beyond the stated delay.

# Derivation

- Bytes in flight are rate times time.

# Examples

```rust
// An NDR link resends 250 kB after one drop
use mlsysim_cluster::fabrics::go_back_n_resend_ndr;

let s = go_back_n_resend_ndr()?;
assert!((s.product()?.value - 250_000.0).abs() < 1e-6);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BandwidthDelay {
    ///The link's rate. *Shown in `GBIT_PER_SECOND`; allowed >= 0.*
    pub link_bandwidth: DataRate,
    ///The delay, such as a feedback round trip. *Shown in `MICROSECOND`; allowed >= 0.*
    pub delay: Time,
}
///Builds a [`BandwidthDelay`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct BandwidthDelayBuilder {
    link_bandwidth: ::core::option::Option<DataRate>,
    delay: ::core::option::Option<Time>,
}
///Every property of a [`BandwidthDelay`], each computed once (see [`BandwidthDelay::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct BandwidthDelayValues<'a> {
    scenario: &'a BandwidthDelay,
    ///Bytes the link carries during the delay.
    pub product: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "link_bandwidth",
            ty: "DataRate",
            doc: "The link's rate.",
            label: {
                __c::units::unit_for::<
                    DataRate,
                    _,
                >(&::mlsysim_core::units::GBIT_PER_SECOND);
                __c::units::label(&::mlsysim_core::units::GBIT_PER_SECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "delay",
            ty: "Time",
            doc: "The delay, such as a feedback round trip.",
            label: {
                __c::units::unit_for::<Time, _>(&::mlsysim_core::units::MICROSECOND);
                __c::units::label(&::mlsysim_core::units::MICROSECOND)
            },
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "product",
            doc: "Bytes the link carries during the delay.",
            equation: "link_bandwidth * delay",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::KB);
                __c::units::label(&::mlsysim_core::units::KB)
            },
            depends_on: &["link_bandwidth", "delay"],
            template: "{link_bandwidth} * {delay}",
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
    impl BandwidthDelay {
        ///Starts a [`BandwidthDelayBuilder`]; required inputs must be set before [`BandwidthDelayBuilder::build`].
        #[must_use]
        pub fn builder() -> BandwidthDelayBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> BandwidthDelayBuilder {
            BandwidthDelayBuilder {
                link_bandwidth: Some(__Clone::clone(&self.link_bandwidth)),
                delay: Some(__Clone::clone(&self.delay)),
            }
        }
        ///Bytes the link carries during the delay. Equation: `link_bandwidth * delay`.
        #[inline]
        pub fn product(&self) -> __Result<Information, __c::EvalError> {
            let link_bandwidth = __Clone::clone(&self.link_bandwidth);
            let delay = __Clone::clone(&self.delay);
            struct product {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    product,
                >(link_bandwidth.eq_mul(delay)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`BandwidthDelayValues`].
        #[must_use]
        pub fn evaluate(&self) -> BandwidthDelayValues<'_> {
            let product = self.product();
            BandwidthDelayValues {
                scenario: self,
                product,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded(&self.link_bandwidth, &__INPUTS[0])?;
            __c::bounded(&self.delay, &__INPUTS[1])?;
            Ok(())
        }
    }
    impl BandwidthDelayBuilder {
        ///Sets `link_bandwidth`: The link's rate.
        #[must_use]
        pub fn link_bandwidth(mut self, value: DataRate) -> Self {
            self.link_bandwidth = Some(value);
            self
        }
        ///Sets `delay`: The delay, such as a feedback round trip.
        #[must_use]
        pub fn delay(mut self, value: Time) -> Self {
            self.delay = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<BandwidthDelay, __c::InputError> {
            let scenario = BandwidthDelay {
                link_bandwidth: __c::given(self.link_bandwidth, "link_bandwidth")?,
                delay: __c::given(self.delay, "delay")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for BandwidthDelayBuilder {
        type Scenario = BandwidthDelay;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "link_bandwidth" => self.link_bandwidth = __c::set(value, &__INPUTS[0])?,
                "delay" => self.delay = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<BandwidthDelay, __c::InputError> {
            BandwidthDelayBuilder::build(self)
        }
    }
    impl<'a> BandwidthDelayValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a BandwidthDelay {
            self.scenario
        }
    }
    impl __c::Scenario for BandwidthDelay {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "BandwidthDelay",
            family: &NETWORK_FABRICS,
            summary: "Data a link carries during a delay: its rate times the delay, such as what a Go-Back-N link resends after one loss.",
            description: "",
            notes: __c::meta::Notes {
                equation: "product = bandwidth × delay",
                assumptions: &["The link runs at its full rate for the whole delay."],
                rules: __RULES,
                excludes: &[
                    "Headers and the time to detect the loss beyond the stated delay.",
                ],
                derivation: &["Bytes in flight are rate times time."],
            },
            examples: &[
                __c::meta::Example {
                    title: "An NDR link resends 250 kB after one drop",
                    code: "// An NDR link resends 250 kB after one drop\nuse mlsysim_cluster::fabrics::go_back_n_resend_ndr;\n\nlet s = go_back_n_resend_ndr()?;\nassert!((s.product()?.value - 250_000.0).abs() < 1e-6);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = BandwidthDelayBuilder;
        fn to_builder(&self) -> BandwidthDelayBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<Self>(&[&self.link_bandwidth, &self.delay], &[&values.product])
        }
    }
    __c::glue!(BandwidthDelay);
};
