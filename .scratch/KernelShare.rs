/**One kernel class's multiply-adds as a share of a whole model's, per example.

# Equation

share = kernel MACs ÷ total MACs

# Assumptions

- Both counts are multiply-adds of one example.
- `workload` names the model; no member reads it (the counts are given).

# Rules across inputs

- `kernel_macs` is at most `total_macs`: the kernel's multiply-adds are part of the total (the reference accepts shares above 1) (`kernel_macs <= total_macs`)

# Excludes

- How long each kernel class takes, which depends on its intensity as well as its work.

# Derivation

- A share of a sum is the part over the whole.

# Examples

```rust
// ResNet-50's 3×3 convolutions
use mlsysim_compute::layers::resnet50_conv_kernel_share;

let s = resnet50_conv_kernel_share()?;
assert!((s.share()? - 0.4794455391723857).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct KernelShare {
    ///The model the counts describe.
    pub workload: &'static Workload,
    ///Multiply-adds of the kernel class per example. *Allowed >= 0.*
    pub kernel_macs: f64,
    ///Multiply-adds of the whole model per example. *Allowed > 0.*
    pub total_macs: f64,
}
///Builds a [`KernelShare`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct KernelShareBuilder {
    workload: ::core::option::Option<&'static Workload>,
    kernel_macs: ::core::option::Option<f64>,
    total_macs: ::core::option::Option<f64>,
}
///Every property of a [`KernelShare`], each computed once (see [`KernelShare::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct KernelShareValues<'a> {
    scenario: &'a KernelShare,
    ///The kernel class's share of the multiply-adds.
    pub share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The model the counts describe.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kernel_macs",
            ty: "f64",
            doc: "Multiply-adds of the kernel class per example.",
            bounds: __c::Bounds::NON_NEGATIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "total_macs",
            ty: "f64",
            doc: "Multiply-adds of the whole model per example.",
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "share",
            doc: "The kernel class's share of the multiply-adds.",
            equation: "kernel_macs / total_macs",
            result_type: "f64",
            depends_on: &["kernel_macs", "total_macs"],
            template: "{kernel_macs} / {total_macs}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`kernel_macs` is at most `total_macs`: the kernel's multiply-adds are part of the total (the reference accepts shares above 1)",
            condition: "kernel_macs <= total_macs",
            inputs: &["kernel_macs", "total_macs"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl KernelShare {
        ///Starts a [`KernelShareBuilder`]; required inputs must be set before [`KernelShareBuilder::build`].
        #[must_use]
        pub fn builder() -> KernelShareBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> KernelShareBuilder {
            KernelShareBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                kernel_macs: Some(__Clone::clone(&self.kernel_macs)),
                total_macs: Some(__Clone::clone(&self.total_macs)),
            }
        }
        ///The kernel class's share of the multiply-adds. Equation: `kernel_macs / total_macs`.
        #[inline]
        pub fn share(&self) -> __Result<f64, __c::EvalError> {
            let kernel_macs = __Clone::clone(&self.kernel_macs);
            let total_macs = __Clone::clone(&self.total_macs);
            struct share {}
            __c::member(
                (|| __c::conform::<f64, _, share>(kernel_macs.eq_div(total_macs)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`KernelShareValues`].
        #[must_use]
        pub fn evaluate(&self) -> KernelShareValues<'_> {
            let share = self.share();
            KernelShareValues {
                scenario: self,
                share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::bounded(&self.kernel_macs, &__INPUTS[1])?;
            __c::bounded(&self.total_macs, &__INPUTS[2])?;
            {
                let kernel_macs = __Clone::clone(&self.kernel_macs);
                let total_macs = __Clone::clone(&self.total_macs);
                __c::rule(
                    kernel_macs <= total_macs,
                    &__RULES[0],
                    __INPUTS,
                    &[&self.kernel_macs, &self.total_macs],
                )?;
            }
            Ok(())
        }
    }
    impl KernelShareBuilder {
        ///Sets `workload`: The model the counts describe.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `kernel_macs`: Multiply-adds of the kernel class per example.
        #[must_use]
        pub fn kernel_macs(mut self, value: f64) -> Self {
            self.kernel_macs = Some(value);
            self
        }
        ///Sets `total_macs`: Multiply-adds of the whole model per example.
        #[must_use]
        pub fn total_macs(mut self, value: f64) -> Self {
            self.total_macs = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<KernelShare, __c::InputError> {
            let scenario = KernelShare {
                workload: __c::given(self.workload, "workload")?,
                kernel_macs: __c::given(self.kernel_macs, "kernel_macs")?,
                total_macs: __c::given(self.total_macs, "total_macs")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for KernelShareBuilder {
        type Scenario = KernelShare;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "kernel_macs" => self.kernel_macs = __c::set(value, &__INPUTS[1])?,
                "total_macs" => self.total_macs = __c::set(value, &__INPUTS[2])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<KernelShare, __c::InputError> {
            KernelShareBuilder::build(self)
        }
    }
    impl<'a> KernelShareValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a KernelShare {
            self.scenario
        }
    }
    impl __c::Scenario for KernelShare {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "KernelShare",
            family: &LAYERS,
            summary: "One kernel class's multiply-adds as a share of a whole model's, per example.",
            description: "",
            notes: __c::meta::Notes {
                equation: "share = kernel MACs ÷ total MACs",
                assumptions: &[
                    "Both counts are multiply-adds of one example.",
                    "`workload` names the model; no member reads it (the counts are given).",
                ],
                rules: __RULES,
                excludes: &[
                    "How long each kernel class takes, which depends on its intensity as well as its work.",
                ],
                derivation: &["A share of a sum is the part over the whole."],
            },
            examples: &[
                __c::meta::Example {
                    title: "ResNet-50's 3×3 convolutions",
                    code: "// ResNet-50's 3×3 convolutions\nuse mlsysim_compute::layers::resnet50_conv_kernel_share;\n\nlet s = resnet50_conv_kernel_share()?;\nassert!((s.share()? - 0.4794455391723857).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = KernelShareBuilder;
        fn to_builder(&self) -> KernelShareBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(&[&self.workload, &self.kernel_macs, &self.total_macs], &[&values.share])
        }
    }
    __c::glue!(KernelShare);
};
