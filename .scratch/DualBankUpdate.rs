/**Flash that an over-the-air update with two banks needs: two whole copies of the model.

A device that updates in place keeps the running model in one flash bank and writes the new
one into the other, so that a failed update can fall back. The flash must hold both.

# Equation

banks = 2 × the model's bytes at bytes_per_param; share = banks ÷ the device's flash capacity

# Assumptions

- Each bank holds a complete copy of the weights; nothing else is stored in flash.

# Excludes

- The firmware, the bootloader and any file system beside the two banks.

# Derivation

- Two copies of S bytes take 2S; their share of a flash of F bytes is 2S ÷ F.

# Examples

```rust
// Two INT8 banks of a keyword spotter in 4 MiB of flash
use mlsysim_scenarios::release_and_drift::keyword_spotter_dual_bank_esp32s3;

let s = keyword_spotter_dual_bank_esp32s3()?;
assert_eq!(s.banks_bytes()?.to_string(), "400,000 B");
assert_eq!(s.flash_share()?, 0.095367431640625);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DualBankUpdate {
    ///The model held in each bank.
    pub model: &'static Workload,
    ///The device whose flash holds the banks.
    pub device: &'static HardwareNode,
    ///Storage width of one parameter. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_param: Information,
}
///Builds a [`DualBankUpdate`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct DualBankUpdateBuilder {
    model: ::core::option::Option<&'static Workload>,
    device: ::core::option::Option<&'static HardwareNode>,
    bytes_per_param: ::core::option::Option<Information>,
}
///Every property of a [`DualBankUpdate`], each computed once (see [`DualBankUpdate::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct DualBankUpdateValues<'a> {
    scenario: &'a DualBankUpdate,
    ///Bytes of one bank: one copy of the model.
    pub bank_bytes: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Bytes of both banks.
    pub banks_bytes: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///The device's flash capacity, as the registry declares it.
    pub flash: ::core::result::Result<DataSize, ::mlsysim_core::EvalError>,
    ///Share of the flash that the two banks fill; above 1 they do not fit.
    pub flash_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "model",
            ty: "&'static Workload",
            doc: "The model held in each bank.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "device",
            ty: "&'static HardwareNode",
            doc: "The device whose flash holds the banks.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_param",
            ty: "Information",
            doc: "Storage width of one parameter.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "bank_bytes",
            doc: "Bytes of one bank: one copy of the model.",
            equation: "parameters × bytes_per_param (the registry size for a model known only by its size)",
            equation_is_code: false,
            result_type: "DataSize",
            depends_on: &["model", "bytes_per_param"],
            template: "self::weights({model}, Some({bytes_per_param}))",
            operation: "result of `weights`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "banks_bytes",
            doc: "Bytes of both banks.",
            equation: "2.0 * bank_bytes",
            result_type: "DataSize",
            depends_on: &["bank_bytes"],
            template: "2.0 * {bank_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "flash",
            doc: "The device's flash capacity, as the registry declares it.",
            equation: "from_registry(device.flash_capacity, \"flash capacity\", device.path)",
            result_type: "DataSize",
            depends_on: &["device"],
            calls: &["from_registry"],
            template: "from_registry({#0 device.flash_capacity}, \"flash capacity\", {#1 device.path})",
            operation: "result of `from_registry`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "flash_share",
            doc: "Share of the flash that the two banks fill; above 1 they do not fit.",
            equation: "banks_bytes / flash",
            result_type: "f64",
            depends_on: &["banks_bytes", "flash"],
            template: "{banks_bytes} / {flash}",
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
    impl DualBankUpdate {
        ///Starts a [`DualBankUpdateBuilder`]; required inputs must be set before [`DualBankUpdateBuilder::build`].
        #[must_use]
        pub fn builder() -> DualBankUpdateBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> DualBankUpdateBuilder {
            DualBankUpdateBuilder {
                model: Some(__Clone::clone(&self.model)),
                device: Some(__Clone::clone(&self.device)),
                bytes_per_param: Some(__Clone::clone(&self.bytes_per_param)),
            }
        }
        ///Bytes of one bank: one copy of the model. Equation: parameters × bytes_per_param (the registry size for a model known only by its size).
        #[inline]
        pub fn bank_bytes(&self) -> __Result<DataSize, __c::EvalError> {
            let model = __Clone::clone(&self.model);
            let bytes_per_param = __Clone::clone(&self.bytes_per_param);
            struct bank_bytes {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    bank_bytes,
                >(self::weights(model, Some(bytes_per_param))))(),
                &__PROPERTIES[0],
            )
        }
        ///Bytes of both banks. Equation: `2.0 * bank_bytes`.
        #[inline]
        pub fn banks_bytes(&self) -> __Result<DataSize, __c::EvalError> {
            self.__eq_banks_bytes(self.bank_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_banks_bytes(
            &self,
            bank_bytes: DataSize,
        ) -> __Result<DataSize, __c::EvalError> {
            struct banks_bytes {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    banks_bytes,
                >((2.0).eq_mul(bank_bytes)?))(),
                &__PROPERTIES[1],
            )
        }
        ///The device's flash capacity, as the registry declares it. Equation: `from_registry(device.flash_capacity, "flash capacity", device.path)`.
        #[inline]
        pub fn flash(&self) -> __Result<DataSize, __c::EvalError> {
            let device = __Clone::clone(&self.device);
            struct flash {}
            __c::member(
                (|| __c::conform::<
                    DataSize,
                    _,
                    flash,
                >(
                    ::mlsysim_core::equation::from_registry(
                        device.flash_capacity,
                        "flash capacity",
                        device.path,
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Share of the flash that the two banks fill; above 1 they do not fit. Equation: `banks_bytes / flash`.
        #[inline]
        pub fn flash_share(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_flash_share(self.banks_bytes()?, self.flash()?)
        }
        #[doc(hidden)]
        fn __eq_flash_share(
            &self,
            banks_bytes: DataSize,
            flash: DataSize,
        ) -> __Result<f64, __c::EvalError> {
            struct flash_share {}
            __c::member(
                (|| __c::conform::<f64, _, flash_share>(banks_bytes.eq_div(flash)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`DualBankUpdateValues`].
        #[must_use]
        pub fn evaluate(&self) -> DualBankUpdateValues<'_> {
            let bank_bytes = self.bank_bytes();
            let banks_bytes = __c::after(
                (&bank_bytes,),
                |(v0,)| self.__eq_banks_bytes(v0),
            );
            let flash = self.flash();
            let flash_share = __c::after(
                (&banks_bytes, &flash),
                |(v0, v1)| self.__eq_flash_share(v0, v1),
            );
            DualBankUpdateValues {
                scenario: self,
                bank_bytes,
                banks_bytes,
                flash,
                flash_share,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.model, &__INPUTS[0])?;
            __c::finite(&self.device, &__INPUTS[1])?;
            __c::bounded(&self.bytes_per_param, &__INPUTS[2])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_flash(&self) -> __c::Parts {
            __c::traced(
                self.flash(),
                &__PROPERTIES[2],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let device = __Clone::clone(& self.device); let part = device
                    .flash_capacity; Ok((& __c::Showing(& part, None)).__shown()) }) (),
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let device = __Clone::clone(& self.device); let part = device
                    .path; Ok((& __c::Showing(& part, None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "from_registry", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let device =
                    __Clone::clone(& self.device); let part = device.flash_capacity;
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = "flash capacity"; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let device = __Clone::clone(& self
                    .device); let part = device.path; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
    }
    impl DualBankUpdateBuilder {
        ///Sets `model`: The model held in each bank.
        #[must_use]
        pub fn model(mut self, value: &'static Workload) -> Self {
            self.model = Some(value);
            self
        }
        ///Sets `device`: The device whose flash holds the banks.
        #[must_use]
        pub fn device(mut self, value: &'static HardwareNode) -> Self {
            self.device = Some(value);
            self
        }
        ///Sets `bytes_per_param`: Storage width of one parameter.
        #[must_use]
        pub fn bytes_per_param(mut self, value: Information) -> Self {
            self.bytes_per_param = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<DualBankUpdate, __c::InputError> {
            let scenario = DualBankUpdate {
                model: __c::given(self.model, "model")?,
                device: __c::given(self.device, "device")?,
                bytes_per_param: __c::given(self.bytes_per_param, "bytes_per_param")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for DualBankUpdateBuilder {
        type Scenario = DualBankUpdate;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "model" => self.model = __c::set(value, &__INPUTS[0])?,
                "device" => self.device = __c::set(value, &__INPUTS[1])?,
                "bytes_per_param" => {
                    self.bytes_per_param = __c::set(value, &__INPUTS[2])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<DualBankUpdate, __c::InputError> {
            DualBankUpdateBuilder::build(self)
        }
    }
    impl<'a> DualBankUpdateValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a DualBankUpdate {
            self.scenario
        }
    }
    impl __c::Scenario for DualBankUpdate {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "DualBankUpdate",
            family: &RELEASE_AND_DRIFT,
            summary: "Flash that an over-the-air update with two banks needs: two whole copies of the model.",
            description: "A device that updates in place keeps the running model in one flash bank and writes the new\none into the other, so that a failed update can fall back. The flash must hold both.",
            notes: __c::meta::Notes {
                equation: "banks = 2 × the model's bytes at bytes_per_param; share = banks ÷ the device's flash capacity",
                assumptions: &[
                    "Each bank holds a complete copy of the weights; nothing else is stored in flash.",
                ],
                rules: __RULES,
                excludes: &[
                    "The firmware, the bootloader and any file system beside the two banks.",
                ],
                derivation: &[
                    "Two copies of S bytes take 2S; their share of a flash of F bytes is 2S ÷ F.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Two INT8 banks of a keyword spotter in 4 MiB of flash",
                    code: "// Two INT8 banks of a keyword spotter in 4 MiB of flash\nuse mlsysim_scenarios::release_and_drift::keyword_spotter_dual_bank_esp32s3;\n\nlet s = keyword_spotter_dual_bank_esp32s3()?;\nassert_eq!(s.banks_bytes()?.to_string(), \"400,000 B\");\nassert_eq!(s.flash_share()?, 0.095367431640625);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = DualBankUpdateBuilder;
        fn to_builder(&self) -> DualBankUpdateBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.model, &self.device, &self.bytes_per_param],
                &[
                    &values.bank_bytes,
                    &values.banks_bytes,
                    &values.flash,
                    &values.flash_share,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "flash" => Some(Ok(self.__explain_flash())),
                _ => None,
            }
        }
    }
    __c::glue!(DualBankUpdate);
};
