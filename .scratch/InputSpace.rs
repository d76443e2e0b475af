/**How many distinct inputs an image shape admits, against how many examples a benchmark evaluates.

Every channel element of a `image_width` × `image_height` × `image_channels` image takes one
of `levels` values, so there are levels^elements distinct images: a number with hundreds of
thousands of digits for an ImageNet-sized image. Its logarithm is computed without forming
the power. Next to it stands the number of labelled examples the benchmark evaluates, to show
that any test set samples a vanishing share of the inputs.

# Equation

elements = width × height × channels; log10(inputs) = elements × log10(levels); digits = ⌊log10(inputs)⌋ + 1

# Assumptions

- Every element takes any of its levels independently: the count includes every image, natural or not.
- The dataset's shape and split size are inputs here (the reference reads them from its dataset registry, which the port does not carry); the evaluated examples are the validation split, as in the reference, whose member calls them test examples.
- Image sides and channels are at least 1 and an element takes at least one level; the reference fails on zero or negative levels.

# Excludes

- Which inputs are plausible images: the count bounds the space, it does not describe the data distribution.

# Derivation

- An image of n elements with L levels each is one of L^n; log10(L^n) = n·log10(L), and a positive number x has ⌊log10 x⌋ + 1 decimal digits.

# Examples

```rust
// Every 224x224 RGB image has a 362,508-digit count
use mlsysim_compute::single_machine::imagenet_input_space;

let s = imagenet_input_space()?;
assert_eq!(s.elements()?, 150_528);
assert_eq!(s.digits()?, 362_508);
assert_eq!(s.test_examples()?, 50_000);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct InputSpace {
    ///The dataset whose image shape is counted, by name.
    pub dataset: String,
    ///Width of one image, in pixels. *Allowed >= 1.*
    pub image_width: i64,
    ///Height of one image, in pixels. *Allowed >= 1.*
    pub image_height: i64,
    ///Channels of one pixel. *Allowed >= 1.*
    pub image_channels: i64,
    ///Labelled examples of the split the benchmark evaluates (its validation split). *Allowed >= 0.*
    pub validation_examples: i64,
    ///Values one channel element can take (256 at 8 bits). *Allowed >= 1.*
    pub levels: i64,
}
///Builds a [`InputSpace`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct InputSpaceBuilder {
    dataset: ::core::option::Option<String>,
    image_width: ::core::option::Option<i64>,
    image_height: ::core::option::Option<i64>,
    image_channels: ::core::option::Option<i64>,
    validation_examples: ::core::option::Option<i64>,
    levels: ::core::option::Option<i64>,
}
///Every property of a [`InputSpace`], each computed once (see [`InputSpace::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct InputSpaceValues<'a> {
    scenario: &'a InputSpace,
    ///Channel elements of one image.
    pub elements: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///The decimal logarithm of the number of distinct inputs.
    pub log10_inputs: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Decimal digits of the number of distinct inputs.
    pub digits: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Labelled examples the benchmark evaluates: the validation split.
    pub test_examples: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "dataset",
            ty: "String",
            doc: "The dataset whose image shape is counted, by name.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "image_width",
            ty: "i64",
            doc: "Width of one image, in pixels.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "image_height",
            ty: "i64",
            doc: "Height of one image, in pixels.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "image_channels",
            ty: "i64",
            doc: "Channels of one pixel.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "validation_examples",
            ty: "i64",
            doc: "Labelled examples of the split the benchmark evaluates (its validation split).",
            bounds: __c::Bounds::range(Some(0f64), None, false, ">= 0"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "levels",
            ty: "i64",
            doc: "Values one channel element can take (256 at 8 bits).",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "elements",
            doc: "Channel elements of one image.",
            equation: "image_width * image_height * image_channels",
            result_type: "i64",
            depends_on: &["image_width", "image_height", "image_channels"],
            template: "{image_width} * {image_height} * {image_channels}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "log10_inputs",
            doc: "The decimal logarithm of the number of distinct inputs.",
            equation: "input_space_log10(elements, levels)",
            result_type: "f64",
            depends_on: &["levels", "elements"],
            calls: &["input_space_log10"],
            template: "input_space_log10({elements}, {levels})",
            named_calls: "input_space_log10(elements, levels)",
            operation: "result of `input_space_log10`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "digits",
            doc: "Decimal digits of the number of distinct inputs.",
            equation: "floor(log10_inputs) + 1",
            result_type: "i64",
            depends_on: &["log10_inputs"],
            calls: &["floor"],
            template: "floor({log10_inputs}) + 1",
            named_calls: "floor(log10_inputs)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "test_examples",
            doc: "Labelled examples the benchmark evaluates: the validation split.",
            equation: "validation_examples",
            result_type: "i64",
            depends_on: &["validation_examples"],
            template: "{validation_examples}",
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
    impl InputSpace {
        ///Starts a [`InputSpaceBuilder`]; required inputs must be set before [`InputSpaceBuilder::build`].
        #[must_use]
        pub fn builder() -> InputSpaceBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> InputSpaceBuilder {
            InputSpaceBuilder {
                dataset: Some(__Clone::clone(&self.dataset)),
                image_width: Some(__Clone::clone(&self.image_width)),
                image_height: Some(__Clone::clone(&self.image_height)),
                image_channels: Some(__Clone::clone(&self.image_channels)),
                validation_examples: Some(__Clone::clone(&self.validation_examples)),
                levels: Some(__Clone::clone(&self.levels)),
            }
        }
        ///Channel elements of one image. Equation: `image_width * image_height * image_channels`.
        #[inline]
        pub fn elements(&self) -> __Result<i64, __c::EvalError> {
            let image_width = __Clone::clone(&self.image_width);
            let image_height = __Clone::clone(&self.image_height);
            let image_channels = __Clone::clone(&self.image_channels);
            struct elements {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    elements,
                >(image_width.eq_mul(image_height)?.eq_mul(image_channels)?))(),
                &__PROPERTIES[0],
            )
        }
        ///The decimal logarithm of the number of distinct inputs. Equation: `input_space_log10(elements, levels)`.
        #[inline]
        pub fn log10_inputs(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_log10_inputs(self.elements()?)
        }
        #[doc(hidden)]
        fn __eq_log10_inputs(&self, elements: i64) -> __Result<f64, __c::EvalError> {
            let levels = __Clone::clone(&self.levels);
            struct log10_inputs {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    log10_inputs,
                >(::mlsysim_core::equation::input_space_log10(elements, levels)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Decimal digits of the number of distinct inputs. Equation: `floor(log10_inputs) + 1`.
        #[inline]
        pub fn digits(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_digits(self.log10_inputs()?)
        }
        #[doc(hidden)]
        fn __eq_digits(&self, log10_inputs: f64) -> __Result<i64, __c::EvalError> {
            struct digits {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    digits,
                >(::mlsysim_core::equation::floor(log10_inputs)?.eq_add(1i64)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Labelled examples the benchmark evaluates: the validation split. Equation: `validation_examples`.
        #[inline]
        pub fn test_examples(&self) -> __Result<i64, __c::EvalError> {
            let validation_examples = __Clone::clone(&self.validation_examples);
            struct test_examples {}
            __c::member(
                (|| __c::conform::<i64, _, test_examples>(validation_examples))(),
                &__PROPERTIES[3],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`InputSpaceValues`].
        #[must_use]
        pub fn evaluate(&self) -> InputSpaceValues<'_> {
            let elements = self.elements();
            let log10_inputs = __c::after(
                (&elements,),
                |(v0,)| self.__eq_log10_inputs(v0),
            );
            let digits = __c::after((&log10_inputs,), |(v0,)| self.__eq_digits(v0));
            let test_examples = self.test_examples();
            InputSpaceValues {
                scenario: self,
                elements,
                log10_inputs,
                digits,
                test_examples,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.dataset, &__INPUTS[0])?;
            __c::bounded_plain(&self.image_width, &__INPUTS[1])?;
            __c::bounded_plain(&self.image_height, &__INPUTS[2])?;
            __c::bounded_plain(&self.image_channels, &__INPUTS[3])?;
            __c::bounded_plain(&self.validation_examples, &__INPUTS[4])?;
            __c::bounded_plain(&self.levels, &__INPUTS[5])?;
            Ok(())
        }
    }
    impl InputSpaceBuilder {
        ///Sets `dataset`: The dataset whose image shape is counted, by name.
        #[must_use]
        pub fn dataset(mut self, value: String) -> Self {
            self.dataset = Some(value);
            self
        }
        ///Sets `image_width`: Width of one image, in pixels.
        #[must_use]
        pub fn image_width(mut self, value: i64) -> Self {
            self.image_width = Some(value);
            self
        }
        ///Sets `image_height`: Height of one image, in pixels.
        #[must_use]
        pub fn image_height(mut self, value: i64) -> Self {
            self.image_height = Some(value);
            self
        }
        ///Sets `image_channels`: Channels of one pixel.
        #[must_use]
        pub fn image_channels(mut self, value: i64) -> Self {
            self.image_channels = Some(value);
            self
        }
        ///Sets `validation_examples`: Labelled examples of the split the benchmark evaluates (its validation split).
        #[must_use]
        pub fn validation_examples(mut self, value: i64) -> Self {
            self.validation_examples = Some(value);
            self
        }
        ///Sets `levels`: Values one channel element can take (256 at 8 bits).
        #[must_use]
        pub fn levels(mut self, value: i64) -> Self {
            self.levels = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<InputSpace, __c::InputError> {
            let scenario = InputSpace {
                dataset: __c::given(self.dataset, "dataset")?,
                image_width: __c::given(self.image_width, "image_width")?,
                image_height: __c::given(self.image_height, "image_height")?,
                image_channels: __c::given(self.image_channels, "image_channels")?,
                validation_examples: __c::given(
                    self.validation_examples,
                    "validation_examples",
                )?,
                levels: __c::given(self.levels, "levels")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for InputSpaceBuilder {
        type Scenario = InputSpace;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "dataset" => self.dataset = __c::set(value, &__INPUTS[0])?,
                "image_width" => self.image_width = __c::set(value, &__INPUTS[1])?,
                "image_height" => self.image_height = __c::set(value, &__INPUTS[2])?,
                "image_channels" => self.image_channels = __c::set(value, &__INPUTS[3])?,
                "validation_examples" => {
                    self.validation_examples = __c::set(value, &__INPUTS[4])?;
                }
                "levels" => self.levels = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<InputSpace, __c::InputError> {
            InputSpaceBuilder::build(self)
        }
    }
    impl<'a> InputSpaceValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a InputSpace {
            self.scenario
        }
    }
    impl __c::Scenario for InputSpace {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "InputSpace",
            family: &IRON_LAW,
            summary: "How many distinct inputs an image shape admits, against how many examples a benchmark evaluates.",
            description: "Every channel element of a `image_width` × `image_height` × `image_channels` image takes one\nof `levels` values, so there are levels^elements distinct images: a number with hundreds of\nthousands of digits for an ImageNet-sized image. Its logarithm is computed without forming\nthe power. Next to it stands the number of labelled examples the benchmark evaluates, to show\nthat any test set samples a vanishing share of the inputs.",
            notes: __c::meta::Notes {
                equation: "elements = width × height × channels; log10(inputs) = elements × log10(levels); digits = ⌊log10(inputs)⌋ + 1",
                assumptions: &[
                    "Every element takes any of its levels independently: the count includes every image, natural or not.",
                    "The dataset's shape and split size are inputs here (the reference reads them from its dataset registry, which the port does not carry); the evaluated examples are the validation split, as in the reference, whose member calls them test examples.",
                    "Image sides and channels are at least 1 and an element takes at least one level; the reference fails on zero or negative levels.",
                ],
                rules: __RULES,
                excludes: &[
                    "Which inputs are plausible images: the count bounds the space, it does not describe the data distribution.",
                ],
                derivation: &[
                    "An image of n elements with L levels each is one of L^n; log10(L^n) = n·log10(L), and a positive number x has ⌊log10 x⌋ + 1 decimal digits.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Every 224x224 RGB image has a 362,508-digit count",
                    code: "// Every 224x224 RGB image has a 362,508-digit count\nuse mlsysim_compute::single_machine::imagenet_input_space;\n\nlet s = imagenet_input_space()?;\nassert_eq!(s.elements()?, 150_528);\nassert_eq!(s.digits()?, 362_508);\nassert_eq!(s.test_examples()?, 50_000);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = InputSpaceBuilder;
        fn to_builder(&self) -> InputSpaceBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.dataset,
                    &self.image_width,
                    &self.image_height,
                    &self.image_channels,
                    &self.validation_examples,
                    &self.levels,
                ],
                &[
                    &values.elements,
                    &values.log10_inputs,
                    &values.digits,
                    &values.test_examples,
                ],
            )
        }
    }
    __c::glue!(InputSpace);
};
