/**Label entries of one image: a class for every pixel of a segmentation mask against a few coordinates for each bounding box.

# Equation

mask = width × height; boxes = boxes × coordinates per box; ratio = mask ÷ boxes

# Assumptions

- A mask labels every pixel once; a box is its corner coordinates.

# Excludes

- The time each entry takes an annotator, which does not scale with the count.

# Derivation

- Counting entries.

# Examples

```rust
// A full-HD mask is fifty thousand times ten boxes
use mlsysim_data::engineering::full_hd_mask_versus_boxes;

let s = full_hd_mask_versus_boxes()?;
assert_eq!(s.mask_entries()?, 2_073_600);
assert_eq!(s.mask_to_box_ratio()?, 51_840.0);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LabelGranularity {
    ///Width of the image, in pixels. *Allowed >= 1.*
    pub image_width: i64,
    ///Height of the image, in pixels. *Allowed >= 1.*
    pub image_height: i64,
    ///Objects boxed in the image. *Allowed >= 1.*
    pub boxes: i64,
    ///Coordinates of one box. *Allowed >= 1.*
    pub coords_per_box: i64,
}
///Builds a [`LabelGranularity`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct LabelGranularityBuilder {
    image_width: ::core::option::Option<i64>,
    image_height: ::core::option::Option<i64>,
    boxes: ::core::option::Option<i64>,
    coords_per_box: ::core::option::Option<i64>,
}
///Every property of a [`LabelGranularity`], each computed once (see [`LabelGranularity::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct LabelGranularityValues<'a> {
    scenario: &'a LabelGranularity,
    ///Entries of a per-pixel mask.
    pub mask_entries: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Entries of the boxes.
    pub box_entries: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Mask entries per box entry.
    pub mask_to_box_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "image_width",
            ty: "i64",
            doc: "Width of the image, in pixels.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "image_height",
            ty: "i64",
            doc: "Height of the image, in pixels.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "boxes",
            ty: "i64",
            doc: "Objects boxed in the image.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "coords_per_box",
            ty: "i64",
            doc: "Coordinates of one box.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "mask_entries",
            doc: "Entries of a per-pixel mask.",
            equation: "image_width * image_height",
            result_type: "i64",
            depends_on: &["image_width", "image_height"],
            template: "{image_width} * {image_height}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "box_entries",
            doc: "Entries of the boxes.",
            equation: "boxes * coords_per_box",
            result_type: "i64",
            depends_on: &["boxes", "coords_per_box"],
            template: "{boxes} * {coords_per_box}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "mask_to_box_ratio",
            doc: "Mask entries per box entry.",
            equation: "mask_entries / box_entries",
            result_type: "f64",
            depends_on: &["mask_entries", "box_entries"],
            template: "{mask_entries} / {box_entries}",
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
    impl LabelGranularity {
        ///Starts a [`LabelGranularityBuilder`]; required inputs must be set before [`LabelGranularityBuilder::build`].
        #[must_use]
        pub fn builder() -> LabelGranularityBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> LabelGranularityBuilder {
            LabelGranularityBuilder {
                image_width: Some(__Clone::clone(&self.image_width)),
                image_height: Some(__Clone::clone(&self.image_height)),
                boxes: Some(__Clone::clone(&self.boxes)),
                coords_per_box: Some(__Clone::clone(&self.coords_per_box)),
            }
        }
        ///Entries of a per-pixel mask. Equation: `image_width * image_height`.
        #[inline]
        pub fn mask_entries(&self) -> __Result<i64, __c::EvalError> {
            let image_width = __Clone::clone(&self.image_width);
            let image_height = __Clone::clone(&self.image_height);
            struct mask_entries {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    mask_entries,
                >(image_width.eq_mul(image_height)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Entries of the boxes. Equation: `boxes * coords_per_box`.
        #[inline]
        pub fn box_entries(&self) -> __Result<i64, __c::EvalError> {
            let boxes = __Clone::clone(&self.boxes);
            let coords_per_box = __Clone::clone(&self.coords_per_box);
            struct box_entries {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    box_entries,
                >(boxes.eq_mul(coords_per_box)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Mask entries per box entry. Equation: `mask_entries / box_entries`.
        #[inline]
        pub fn mask_to_box_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_mask_to_box_ratio(self.mask_entries()?, self.box_entries()?)
        }
        #[doc(hidden)]
        fn __eq_mask_to_box_ratio(
            &self,
            mask_entries: i64,
            box_entries: i64,
        ) -> __Result<f64, __c::EvalError> {
            struct mask_to_box_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    mask_to_box_ratio,
                >(mask_entries.eq_div(box_entries)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`LabelGranularityValues`].
        #[must_use]
        pub fn evaluate(&self) -> LabelGranularityValues<'_> {
            let mask_entries = self.mask_entries();
            let box_entries = self.box_entries();
            let mask_to_box_ratio = __c::after(
                (&mask_entries, &box_entries),
                |(v0, v1)| self.__eq_mask_to_box_ratio(v0, v1),
            );
            LabelGranularityValues {
                scenario: self,
                mask_entries,
                box_entries,
                mask_to_box_ratio,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.image_width, &__INPUTS[0])?;
            __c::bounded_plain(&self.image_height, &__INPUTS[1])?;
            __c::bounded_plain(&self.boxes, &__INPUTS[2])?;
            __c::bounded_plain(&self.coords_per_box, &__INPUTS[3])?;
            Ok(())
        }
    }
    impl LabelGranularityBuilder {
        ///Sets `image_width`: Width of the image, in pixels.
        #[must_use]
        pub fn image_width(mut self, value: i64) -> Self {
            self.image_width = Some(value);
            self
        }
        ///Sets `image_height`: Height of the image, in pixels.
        #[must_use]
        pub fn image_height(mut self, value: i64) -> Self {
            self.image_height = Some(value);
            self
        }
        ///Sets `boxes`: Objects boxed in the image.
        #[must_use]
        pub fn boxes(mut self, value: i64) -> Self {
            self.boxes = Some(value);
            self
        }
        ///Sets `coords_per_box`: Coordinates of one box.
        #[must_use]
        pub fn coords_per_box(mut self, value: i64) -> Self {
            self.coords_per_box = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<LabelGranularity, __c::InputError> {
            let scenario = LabelGranularity {
                image_width: __c::given(self.image_width, "image_width")?,
                image_height: __c::given(self.image_height, "image_height")?,
                boxes: __c::given(self.boxes, "boxes")?,
                coords_per_box: __c::given(self.coords_per_box, "coords_per_box")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for LabelGranularityBuilder {
        type Scenario = LabelGranularity;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "image_width" => self.image_width = __c::set(value, &__INPUTS[0])?,
                "image_height" => self.image_height = __c::set(value, &__INPUTS[1])?,
                "boxes" => self.boxes = __c::set(value, &__INPUTS[2])?,
                "coords_per_box" => self.coords_per_box = __c::set(value, &__INPUTS[3])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<LabelGranularity, __c::InputError> {
            LabelGranularityBuilder::build(self)
        }
    }
    impl<'a> LabelGranularityValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a LabelGranularity {
            self.scenario
        }
    }
    impl __c::Scenario for LabelGranularity {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "LabelGranularity",
            family: &ENGINEERING,
            summary: "Label entries of one image: a class for every pixel of a segmentation mask against a few coordinates for each bounding box.",
            description: "",
            notes: __c::meta::Notes {
                equation: "mask = width × height; boxes = boxes × coordinates per box; ratio = mask ÷ boxes",
                assumptions: &[
                    "A mask labels every pixel once; a box is its corner coordinates.",
                ],
                rules: __RULES,
                excludes: &[
                    "The time each entry takes an annotator, which does not scale with the count.",
                ],
                derivation: &["Counting entries."],
            },
            examples: &[
                __c::meta::Example {
                    title: "A full-HD mask is fifty thousand times ten boxes",
                    code: "// A full-HD mask is fifty thousand times ten boxes\nuse mlsysim_data::engineering::full_hd_mask_versus_boxes;\n\nlet s = full_hd_mask_versus_boxes()?;\nassert_eq!(s.mask_entries()?, 2_073_600);\nassert_eq!(s.mask_to_box_ratio()?, 51_840.0);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = LabelGranularityBuilder;
        fn to_builder(&self) -> LabelGranularityBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.image_width,
                    &self.image_height,
                    &self.boxes,
                    &self.coords_per_box,
                ],
                &[&values.mask_entries, &values.box_entries, &values.mask_to_box_ratio],
            )
        }
    }
    __c::glue!(LabelGranularity);
};
