/**Overall accuracy as the traffic-weighted sum over segments, and the weakest segment.

# Equation

overall = Σ share_k × accuracy_k over the segments, in the order given; worst = the segment of least accuracy

# Assumptions

- Each segment's accuracy holds for all of its traffic.
- Shares are not rescaled: shares that sum below 1 weigh the accuracy down, as in the reference (see total_share).
- A segment listed with no traffic (share 0) needs no accuracy and is never the worst segment; the reference takes the worst over every accuracy given, traffic or not.

# Rules across inputs

- every segment of `traffic_shares` with traffic has an accuracy in `accuracies` (`traffic_shares     .iter()     .all(|(segment, &share)| share == 0.0 || accuracies.get(segment).is_some())`)
- every segment of `accuracies` is one of `traffic_shares` (`accuracies.names().all(|segment| traffic_shares.get(segment).is_some())`)

# Excludes

- Differences in the value of a query between segments.

# Derivation

- Accuracy over the whole traffic is the expectation of the segment accuracy under the traffic distribution.

# Examples

```rust
// Accuracy by device
use mlsysim_scenarios::watching::recommendation_accuracy_by_device;

let s = recommendation_accuracy_by_device()?;
assert_eq!(s.worst_segment()?, "Tablet");
assert!((s.overall_accuracy()? - 0.906).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SegmentAccuracy {
    ///Share of traffic per segment. *Allowed [0.0, 1.0].*
    pub traffic_shares: Named<f64>,
    ///Accuracy per segment. *Allowed [0.0, 1.0].*
    pub accuracies: Named<f64>,
}
///Builds a [`SegmentAccuracy`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct SegmentAccuracyBuilder {
    traffic_shares: ::core::option::Option<Named<f64>>,
    accuracies: ::core::option::Option<Named<f64>>,
}
///Every property of a [`SegmentAccuracy`], each computed once (see [`SegmentAccuracy::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct SegmentAccuracyValues<'a> {
    scenario: &'a SegmentAccuracy,
    ///Sum of the traffic shares.
    pub total_share: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Traffic-weighted accuracy (a segment without traffic adds nothing, with or without an
    pub overall_accuracy: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///The segment with traffic whose accuracy is least (the first one listed, on a tie).
    pub worst_segment: ::core::result::Result<String, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "traffic_shares",
            ty: "Named<f64>",
            doc: "Share of traffic per segment.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accuracies",
            ty: "Named<f64>",
            doc: "Accuracy per segment.",
            bounds: __c::Bounds::range(Some(0f64), Some(1f64), true, "[0.0, 1.0]"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "total_share",
            doc: "Sum of the traffic shares.",
            equation: "sum(traffic_shares.values().copied())",
            result_type: "f64",
            depends_on: &["traffic_shares"],
            reaches: &[("traffic_shares", "values")],
            calls: &["sum"],
            template: "sum({#0 traffic_shares.values().copied()})",
            operation: "result of `sum`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "overall_accuracy",
            doc: "Traffic-weighted accuracy (a segment without traffic adds nothing, with or without an\naccuracy).",
            equation: "sum(\n    traffic_shares\n        .iter()\n        .map(|(segment, share)| {\n            share * accuracies.get(segment).copied().unwrap_or(0.0)\n        }),\n)",
            result_type: "f64",
            depends_on: &["traffic_shares", "accuracies"],
            reaches: &[("traffic_shares", "iter"), ("accuracies", "get")],
            calls: &["sum"],
            template: "sum(\n    {traffic_shares}\n        .iter()\n        .map(|(segment, share)| {{\n            share * {accuracies}.get(segment).copied().unwrap_or(0.0)\n        }}),\n)",
            operation: "result of `sum`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "worst_segment",
            doc: "The segment with traffic whose accuracy is least (the first one listed, on a tie).",
            equation: "name_of_min(\n    &traffic_shares\n        .iter()\n        .filter(|(_, share)| **share > 0.0)\n        .map(|(segment, _)| (\n            segment,\n            accuracies.get(segment).copied().unwrap_or(f64::INFINITY),\n        ))\n        .collect::<Named<f64>>(),\n)",
            result_type: "String",
            depends_on: &["traffic_shares", "accuracies"],
            reaches: &[("traffic_shares", "iter"), ("accuracies", "get")],
            calls: &["name_of_min"],
            template: "name_of_min(\n    &{traffic_shares}\n        .iter()\n        .filter(|(_, share)| **share > 0.0)\n        .map(|(segment, _)| (\n            segment,\n            {accuracies}.get(segment).copied().unwrap_or(f64::INFINITY),\n        ))\n        .collect::<Named<f64>>(),\n)",
            operation: "result of `name_of_min`",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "every segment of `traffic_shares` with traffic has an accuracy in `accuracies`",
            condition: "traffic_shares\n    .iter()\n    .all(|(segment, &share)| share == 0.0 || accuracies.get(segment).is_some())",
            inputs: &["traffic_shares", "accuracies"],
        },
        __c::RuleInfo {
            text: "every segment of `accuracies` is one of `traffic_shares`",
            condition: "accuracies.names().all(|segment| traffic_shares.get(segment).is_some())",
            inputs: &["accuracies", "traffic_shares"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl SegmentAccuracy {
        ///Starts a [`SegmentAccuracyBuilder`]; required inputs must be set before [`SegmentAccuracyBuilder::build`].
        #[must_use]
        pub fn builder() -> SegmentAccuracyBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> SegmentAccuracyBuilder {
            SegmentAccuracyBuilder {
                traffic_shares: Some(__Clone::clone(&self.traffic_shares)),
                accuracies: Some(__Clone::clone(&self.accuracies)),
            }
        }
        ///Sum of the traffic shares. Equation: `sum(traffic_shares.values().copied())`.
        #[inline]
        pub fn total_share(&self) -> __Result<f64, __c::EvalError> {
            let traffic_shares = __Clone::clone(&self.traffic_shares);
            struct total_share {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    total_share,
                >(::mlsysim_core::equation::sum(traffic_shares.values().copied())?))(),
                &__PROPERTIES[0],
            )
        }
        /**Traffic-weighted accuracy (a segment without traffic adds nothing, with or without an
accuracy).

Equation:

```text
sum(
    traffic_shares
        .iter()
        .map(|(segment, share)| {
            share * accuracies.get(segment).copied().unwrap_or(0.0)
        }),
)
```
*/
        #[inline]
        pub fn overall_accuracy(&self) -> __Result<f64, __c::EvalError> {
            let traffic_shares = __Clone::clone(&self.traffic_shares);
            let accuracies = __Clone::clone(&self.accuracies);
            let __mlsysim_fault = __c::arith::Fault::new();
            struct overall_accuracy {}
            __c::member_kept(
                (|| __c::conform::<
                    f64,
                    _,
                    overall_accuracy,
                >(
                    ::mlsysim_core::equation::sum(
                        traffic_shares
                            .iter()
                            .map(|(segment, share)| {
                                __mlsysim_fault
                                    .keep(
                                        share
                                            .eq_mul(accuracies.get(segment).copied().unwrap_or(0.0)),
                                    )
                            }),
                    )?,
                ))(),
                &__mlsysim_fault,
                &__PROPERTIES[1],
            )
        }
        /**The segment with traffic whose accuracy is least (the first one listed, on a tie).

Equation:

```text
name_of_min(
    &traffic_shares
        .iter()
        .filter(|(_, share)| **share > 0.0)
        .map(|(segment, _)| (
            segment,
            accuracies.get(segment).copied().unwrap_or(f64::INFINITY),
        ))
        .collect::<Named<f64>>(),
)
```
*/
        #[inline]
        pub fn worst_segment(&self) -> __Result<String, __c::EvalError> {
            let traffic_shares = __Clone::clone(&self.traffic_shares);
            let accuracies = __Clone::clone(&self.accuracies);
            struct worst_segment {}
            __c::member(
                (|| __c::conform::<
                    String,
                    _,
                    worst_segment,
                >(
                    ::mlsysim_core::equation::name_of_min(
                        &traffic_shares
                            .iter()
                            .filter(|(_, share)| **share > 0.0)
                            .map(|(segment, _)| (
                                segment,
                                accuracies.get(segment).copied().unwrap_or(f64::INFINITY),
                            ))
                            .collect::<Named<f64>>(),
                    )?,
                ))(),
                &__PROPERTIES[2],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`SegmentAccuracyValues`].
        #[must_use]
        pub fn evaluate(&self) -> SegmentAccuracyValues<'_> {
            let total_share = self.total_share();
            let overall_accuracy = self.overall_accuracy();
            let worst_segment = self.worst_segment();
            SegmentAccuracyValues {
                scenario: self,
                total_share,
                overall_accuracy,
                worst_segment,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.traffic_shares, &__INPUTS[0])?;
            __c::bounded_plain(&self.accuracies, &__INPUTS[1])?;
            {
                let traffic_shares = __Clone::clone(&self.traffic_shares);
                let accuracies = __Clone::clone(&self.accuracies);
                __c::rule(
                    traffic_shares
                        .iter()
                        .all(|(segment, &share)| {
                            share == 0.0 || accuracies.get(segment).is_some()
                        }),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.traffic_shares, &self.accuracies],
                )?;
            }
            {
                let accuracies = __Clone::clone(&self.accuracies);
                let traffic_shares = __Clone::clone(&self.traffic_shares);
                __c::rule(
                    accuracies
                        .names()
                        .all(|segment| traffic_shares.get(segment).is_some()),
                    &__RULES[1],
                    __INPUTS,
                    &[&self.accuracies, &self.traffic_shares],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_total_share(&self) -> __c::Parts {
            __c::traced(
                self.total_share(),
                &__PROPERTIES[0],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let traffic_shares = __Clone::clone(& self.traffic_shares); let
                    part = traffic_shares.values().copied(); Ok((& __c::Showing(& part,
                    None)).__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "sum", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let traffic_shares =
                    __Clone::clone(& self.traffic_shares); let part = traffic_shares
                    .values().copied(); Ok((& __c::Showing(& part, None)).__shown()) })
                    ())] }
                ],
            )
        }
    }
    impl SegmentAccuracyBuilder {
        ///Sets `traffic_shares`: Share of traffic per segment.
        #[must_use]
        pub fn traffic_shares(mut self, value: Named<f64>) -> Self {
            self.traffic_shares = Some(value);
            self
        }
        ///Sets `accuracies`: Accuracy per segment.
        #[must_use]
        pub fn accuracies(mut self, value: Named<f64>) -> Self {
            self.accuracies = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<SegmentAccuracy, __c::InputError> {
            let scenario = SegmentAccuracy {
                traffic_shares: __c::given(self.traffic_shares, "traffic_shares")?,
                accuracies: __c::given(self.accuracies, "accuracies")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for SegmentAccuracyBuilder {
        type Scenario = SegmentAccuracy;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "traffic_shares" => self.traffic_shares = __c::set(value, &__INPUTS[0])?,
                "accuracies" => self.accuracies = __c::set(value, &__INPUTS[1])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<SegmentAccuracy, __c::InputError> {
            SegmentAccuracyBuilder::build(self)
        }
    }
    impl<'a> SegmentAccuracyValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a SegmentAccuracy {
            self.scenario
        }
    }
    impl __c::Scenario for SegmentAccuracy {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "SegmentAccuracy",
            family: &WATCHING,
            summary: "Overall accuracy as the traffic-weighted sum over segments, and the weakest segment.",
            description: "",
            notes: __c::meta::Notes {
                equation: "overall = Σ share_k × accuracy_k over the segments, in the order given; worst = the segment of least accuracy",
                assumptions: &[
                    "Each segment's accuracy holds for all of its traffic.",
                    "Shares are not rescaled: shares that sum below 1 weigh the accuracy down, as in the reference (see total_share).",
                    "A segment listed with no traffic (share 0) needs no accuracy and is never the worst segment; the reference takes the worst over every accuracy given, traffic or not.",
                ],
                rules: __RULES,
                excludes: &["Differences in the value of a query between segments."],
                derivation: &[
                    "Accuracy over the whole traffic is the expectation of the segment accuracy under the traffic distribution.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "Accuracy by device",
                    code: "// Accuracy by device\nuse mlsysim_scenarios::watching::recommendation_accuracy_by_device;\n\nlet s = recommendation_accuracy_by_device()?;\nassert_eq!(s.worst_segment()?, \"Tablet\");\nassert!((s.overall_accuracy()? - 0.906).abs() < 1e-12);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = SegmentAccuracyBuilder;
        fn to_builder(&self) -> SegmentAccuracyBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[&self.traffic_shares, &self.accuracies],
                &[&values.total_share, &values.overall_accuracy, &values.worst_segment],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "total_share" => Some(Ok(self.__explain_total_share())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "traffic_shares" => (&__c::explain::Held(&self.traffic_shares)).__held(),
                "accuracies" => (&__c::explain::Held(&self.accuracies)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(SegmentAccuracy);
};
