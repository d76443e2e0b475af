//! The library side of generated code: every generic function the code of `#[scenario]` and
//! `#[law]` calls, so that what the macro writes per scenario is the declaration's own data and
//! equations, and the glue around them is compiled once, here. Generated code reaches this
//! module as `::mlsysim_core::__private`; it is not public API.

pub use crate::kind::{Member, conform};
pub use crate::outcome::{finish, first_error, present};
pub use inventory;

// Everything else generated code names, so that inside a scenario's block one alias
// (`use ::mlsysim_core::__private as __c;`) reaches it all.
pub use crate::catalog::{Builder, DynScenario, Scenario, ScenarioEntry, build_dyn};
pub use crate::error::{EvalError, InputError};
pub use crate::explain::{CallSite, Operand, Parts, Piece, Showing};
pub use crate::input::{FromInput, InputValue};
pub use crate::meta::{ArgInfo, Bounds, InputInfo, MemberInfo, MemberKind, RuleInfo, Sample};
pub use crate::report::{Report, ToValue, Value};
pub use crate::{arith, explain, forms, meta, report, units, validate};

/// What every scenario's block imports with one glob: the standard library's `Option` and
/// `Result` variants and the traits generated code calls, under names of their own so that no
/// item of the author's module named like them stands in; and, anonymously, the traits whose
/// methods it calls: the checked arithmetic of equations, and the autoref choices of traced
/// paths (a leaf shown when its type can be, a held scenario handed out when it is one).
pub mod prelude {
    pub use crate::arith::{Add as _, Div as _, Mul as _, Neg as _, Sub as _};
    pub use crate::explain::{
        HeldNothing as _, HeldScenario as _, ShowsNothing as _, ShowsValue as _,
    };
    pub use ::core::clone::Clone as __Clone;
    pub use ::core::default::Default as __Default;
    pub use ::core::option::Option::{None, Some};
    pub use ::core::result::Result as __Result;
    pub use ::core::result::Result::{Err, Ok};

    /// What a hidden function of generated code returns (public signatures spell it out).
    pub type __Eval<T> = ::core::result::Result<T, crate::error::EvalError>;
}

/// What makes a scenario type an input of another and an entry of the catalog, alike for
/// every scenario: read from a preset's name or a table of its inputs, checked when it was
/// built (so always finite), shown by its evaluation, and submitted to the catalog.
#[macro_export]
#[doc(hidden)]
macro_rules! __scenario_glue {
    ($name:ident) => {
        impl $crate::input::FromInput for $name {
            const EXPECTED: &'static str = ::core::concat!(
                "a ",
                ::core::stringify!($name),
                " preset name, or a table of ",
                ::core::stringify!($name),
                " inputs"
            );
            fn from_input(
                value: &$crate::input::InputValue,
            ) -> ::core::result::Result<Self, ::std::string::String> {
                $crate::__private::scenario_input(value)
            }
        }

        impl $crate::validate::Finiteness for $name {
            fn is_finite_input(&self) -> bool {
                true
            }
        }

        impl $crate::report::ToValue for $name {
            fn to_value(
                &self,
                _: ::core::option::Option<$crate::units::UnitLabel>,
            ) -> $crate::report::Value {
                $crate::__private::scenario_value(self)
            }
        }

        $crate::__private::inventory::submit! {
            $crate::catalog::ScenarioEntry {
                info: <$name as $crate::catalog::Scenario>::INFO,
                build: $crate::catalog::build_dyn::<$name>,
            }
        }
    };
}
pub use crate::__scenario_glue as glue;

use crate::input::{means_absent, read};
use crate::units::UnitLabel;
use crate::validate::{Elements, Finiteness, Scalar};

/// A member's value: `equation` run (a closure, so that an error its `?`s return is still
/// finished here), its outcome already conformed to the declared type `T` (by
/// [`conform`](crate::kind::conform) on the equation's own tokens, so that a kind of value the
/// member is not declared with is reported there), finished: a fault a closure kept wins, every
/// error is named after the member, a non-finite value is an error.
#[inline(always)]
pub fn member<T: crate::kind::Declared>(
    equation: impl FnOnce() -> Result<T, EvalError>,
    member: &'static MemberInfo,
) -> Result<T, EvalError> {
    finish(equation(), None, member.name, member.operation)
}

/// As [`member`], for an equation with a closure that keeps its fault in `fault` (a closure
/// passed to a law cannot return an error itself): a kept fault wins over the value.
#[inline(always)]
pub fn member_kept<T: crate::kind::Declared>(
    equation: impl FnOnce() -> Result<T, EvalError>,
    fault: &crate::arith::Fault,
    member: &'static MemberInfo,
) -> Result<T, EvalError> {
    finish(equation(), Some(fault), member.name, member.operation)
}

/// Runs a part of generated code whose `?`s end the part, not the function around it (a part
/// of a traced path, a rule's condition).
#[inline(always)]
pub fn attempt<T>(part: impl FnOnce() -> Result<T, EvalError>) -> Result<T, EvalError> {
    part()
}

/// A builder with one change made by `set`: what a setter returns.
#[inline(always)]
pub fn with<B>(mut builder: B, set: impl FnOnce(&mut B)) -> B {
    set(&mut builder);
    builder
}

/// A member's traced path: its value shown in its unit, and what its leaves and calls computed.
#[inline]
pub fn traced<T: crate::kind::Declared>(
    value: Result<T, EvalError>,
    member: &'static MemberInfo,
    leaves: Vec<Result<Option<Value>, EvalError>>,
    calls: Vec<CallSite>,
) -> Parts {
    Parts {
        result: value.map(|v| v.to_value(member.label)),
        leaves,
        calls,
    }
}

/// `set_input` of one input: the value read through the input's type (and declared unit: a
/// bare number is refused where a unit is declared), `None` for an optional input set absent.
#[inline(never)]
pub fn set<T: FromInput>(
    value: &InputValue,
    input: &'static InputInfo,
) -> Result<Option<T>, InputError> {
    if means_absent(value) {
        return if input.optional {
            Ok(None)
        } else {
            Err(InputError::Invalid {
                input: input.name,
                reason: "a value is required; only an optional input can be left unset".into(),
            })
        };
    }
    read::<T>(value, input.label)
        .map(Some)
        .map_err(|reason| InputError::Invalid {
            input: input.name,
            reason: reason.into(),
        })
}

/// `set_input` of a name that is no input, with the nearest names.
#[cold]
pub fn unknown_input(name: &str, inputs: &'static [InputInfo]) -> InputError {
    InputError::Unknown(crate::error::UnknownName::new(
        "input",
        name,
        inputs.iter().map(|i| i.name),
    ))
}

/// A required input in `build`: its value, or an error naming it.
#[inline]
pub fn given<T>(value: Option<T>, input: &'static str) -> Result<T, InputError> {
    value.ok_or(InputError::Missing { input })
}

/// The build-time check of an input without bounds: every number finite and normal.
#[inline]
pub fn finite<T: Finiteness>(value: &T, input: &'static InputInfo) -> Result<(), InputError> {
    crate::validate::finite(value, input.name)
}

/// The build-time checks of an input with declared signs or literal bounds, each failure
/// reported with its own allowed values (`> 0`, `[0.0, 1.0]`) and the value in the input's
/// unit.
pub fn bounded<T: Elements + Finiteness>(
    value: &T,
    input: &'static InputInfo,
) -> Result<(), InputError> {
    crate::validate::finite(value, input.name)?;
    match first_outside(value, &input.bounds) {
        None => Ok(()),
        Some((bad, allowed)) => Err(InputError::OutOfRange {
            input: input.name,
            value: bad.shown(input.label),
            allowed,
        }),
    }
}

/// As [`bounded`], for an input with a literal range: its bounds compare as numbers, so they
/// bound only plain numbers (a quantity's bounds carry their unit).
#[inline]
pub fn bounded_plain<T: Elements + Finiteness>(
    value: &T,
    input: &'static InputInfo,
) -> Result<(), InputError>
where
    T::Elem: crate::validate::PlainNumber,
{
    bounded(value, input)
}

/// The first element outside `bounds`, and the text of the bound it breaks.
fn first_outside<'v, T: Elements>(
    value: &'v T,
    bounds: &Bounds,
) -> Option<(&'v T::Elem, &'static str)> {
    if bounds.positive
        && let Some(bad) = value.find_bad(&|v| v.base_value() > 0.0)
    {
        return Some((bad, "> 0"));
    }
    if bounds.non_negative
        && let Some(bad) = value.find_bad(&|v| v.base_value() >= 0.0)
    {
        return Some((bad, ">= 0"));
    }
    if bounds.low.is_some() || bounds.high.is_some() {
        let inside = |v: &T::Elem| {
            let x = v.base_value();
            bounds.low.is_none_or(|l| x >= l)
                && bounds
                    .high
                    .is_none_or(|h| if bounds.high_inclusive { x <= h } else { x < h })
        };
        if let Some(bad) = value.find_bad(&inside) {
            return Some((bad, bounds.range));
        }
    }
    None
}

/// A method's argument against its declared bounds: an argument outside them is the caller's
/// mistake, reported as a bad call naming the argument and what it allows.
pub fn argument<T: Elements + Finiteness>(
    value: &T,
    method: &'static str,
    arg: &'static ArgInfo,
) -> Result<(), EvalError> {
    if !value.is_finite_input() {
        return Err(EvalError::bad_call(format!(
            "argument `{}` of `{method}` must be a finite number",
            arg.name
        )));
    }
    match first_outside(value, &arg.bounds) {
        None => Ok(()),
        Some((bad, allowed)) => Err(EvalError::bad_call(format!(
            "argument `{}` of `{method}` is {}, outside its allowed range {allowed}",
            arg.name,
            bad.shown(None)
        ))),
    }
}

/// What a rule's condition computes: a flag, or a flag its arithmetic may fail to give.
pub trait RuleOutcome {
    fn decided(self) -> Result<bool, EvalError>;
}

impl RuleOutcome for bool {
    #[inline]
    fn decided(self) -> Result<bool, EvalError> {
        Ok(self)
    }
}

impl RuleOutcome for Result<bool, EvalError> {
    #[inline]
    fn decided(self) -> Result<bool, EvalError> {
        self
    }
}

/// A declared rule across inputs: nothing when its condition holds; else an error with the
/// rule's words and the values of the inputs it is about (`values`, in the order of
/// `rule.inputs`, shown in each input's unit).
pub fn rule(
    outcome: impl RuleOutcome,
    rule: &'static RuleInfo,
    inputs: &'static [InputInfo],
    values: &[&dyn ToValue],
) -> Result<(), InputError> {
    let failure = match outcome.decided() {
        Ok(true) => return Ok(()),
        Ok(false) => None,
        Err(e) => Some(e.to_string()),
    };
    Err(broken(rule, inputs, values, failure))
}

#[cold]
fn broken(
    rule: &'static RuleInfo,
    inputs: &'static [InputInfo],
    values: &[&dyn ToValue],
    failure: Option<String>,
) -> InputError {
    let shown: Vec<String> = rule
        .inputs
        .iter()
        .zip(values)
        .map(|(name, value)| {
            let label = inputs
                .iter()
                .find(|i| i.name == *name)
                .and_then(|i| i.label);
            let text = crate::input::truncate(&value.to_value(label).to_string());
            format!("{name} = {text}")
        })
        .collect();
    InputError::Rule {
        rule,
        values: shown.join(", "),
        failure,
    }
}

/// A method's arguments read from loosely typed values, each through its declared type; a
/// wrong count or an unreadable value is a bad call naming the method and the argument.
pub trait ReadArgs: Sized {
    fn read(args: &[InputValue], method: &'static MemberInfo) -> Result<Self, EvalError>;
}

fn arg<T: FromInput>(
    value: &InputValue,
    method: &'static MemberInfo,
    position: usize,
) -> Result<T, EvalError> {
    read::<T>(value, None).map_err(|reason| {
        let name = method.args.get(position).map_or("?", |a| a.name);
        EvalError::bad_call(format!("argument `{name}` of `{}`: {reason}", method.name))
    })
}

#[cold]
fn arity(method: &'static MemberInfo, given: usize) -> EvalError {
    EvalError::bad_call(format!(
        "`{}` takes {} argument(s), {given} given",
        method.name,
        method.args.len()
    ))
}

macro_rules! read_args {
    ($(($($t:ident $v:ident $i:tt),*);)*) => {$(
        impl<$($t: FromInput),*> ReadArgs for ($($t,)*) {
            fn read(args: &[InputValue], method: &'static MemberInfo) -> Result<Self, EvalError> {
                let [$($v),*] = args else {
                    return Err(arity(method, args.len()));
                };
                Ok(($(arg::<$t>($v, method, $i)?,)*))
            }
        }
    )*};
}

read_args! {
    (A a 0);
    (A a 0, B b 1);
    (A a 0, B b 1, C c 2);
    (A a 0, B b 1, C c 2, D d 3);
    (A a 0, B b 1, C c 2, D d 3, E e 4);
    (A a 0, B b 1, C c 2, D d 3, E e 4, F f 5);
}

/// `call` and `explain_parts` of one method: its arguments read through their types.
#[inline]
pub fn args<A: ReadArgs>(args: &[InputValue], method: &'static MemberInfo) -> Result<A, EvalError> {
    A::read(args, method)
}

/// A scenario's report: its inputs and its properties' outcomes (in declaration order, as its
/// tables list them), each shown in its declared unit.
pub fn report(
    info: &'static crate::meta::ScenarioInfo,
    inputs: &[&dyn ToValue],
    properties: &[&dyn PropertyOutcome],
) -> Report {
    Report {
        scenario: info,
        inputs: (info.inputs.iter().zip(inputs))
            .map(|(row, value)| (row.name, value.to_value(row.label)))
            .collect(),
        properties: (info.properties.iter().zip(properties))
            .map(|(row, outcome)| (row.name, outcome.shown(row.label)))
            .collect(),
        calls: Vec::new(),
    }
}

/// A property's outcome, shown in a unit (what `report` lists).
pub trait PropertyOutcome {
    fn shown(&self, unit: Option<UnitLabel>) -> Result<Value, EvalError>;
}

impl<T: crate::kind::Declared> PropertyOutcome for Result<T, EvalError> {
    fn shown(&self, unit: Option<UnitLabel>) -> Result<Value, EvalError> {
        crate::report::outcome(self, unit)
    }
}

/// A method's value as `call` returns it, in its declared unit.
#[inline]
pub fn method_value<T: crate::kind::Declared>(
    value: Result<T, EvalError>,
    member: &'static MemberInfo,
) -> Result<Value, EvalError> {
    value.map(|v| v.to_value(member.label))
}

/// A sample source named in a declaration: each element of an input or a property, as
/// argument values.
#[inline]
pub fn samples<T: ToValue>(value: &T, unit: Option<UnitLabel>) -> Vec<InputValue> {
    crate::report::expand_samples(value.to_value(unit))
}

/// `call` of a name that is no method: a property (which every report shows), or a
/// misspelling, with the nearest names.
#[cold]
pub fn unknown_method(
    name: &str,
    methods: &'static [MemberInfo],
    properties: &'static [MemberInfo],
) -> EvalError {
    let methods: Vec<&str> = methods.iter().map(|m| m.name).collect();
    let properties: Vec<&str> = properties.iter().map(|m| m.name).collect();
    EvalError::unknown_method(name, &methods, &properties)
}

/// A scenario given as another's input: a preset's name, or a table of its own inputs.
pub fn scenario_input<S: crate::Scenario + Clone>(value: &InputValue) -> Result<S, String> {
    match value {
        InputValue::Text(preset) => crate::catalog::preset_of::<S>(preset),
        InputValue::Map(inputs) => S::from_inputs(inputs).map_err(|e| e.to_string()),
        _ => Err(format!(
            "expected a {name} preset name, or a table of {name} inputs",
            name = S::INFO.name
        )),
    }
}

/// A scenario held as an input, as its holder's report shows it: by its inputs.
pub fn scenario_value<S: crate::Scenario>(scenario: &S) -> Value {
    crate::report::nested_value(&scenario.evaluation())
}

/// The properties one property reads, in `evaluate()`: their values when all were computed,
/// else the first error among them (a property that reads a failed one fails with its error).
pub trait Evaluated {
    type Values;
    fn values(self) -> Result<Self::Values, EvalError>;
}

/// One property read: its value, not a tuple of one.
impl<A: Clone> Evaluated for &Result<A, EvalError> {
    type Values = A;
    #[inline]
    fn values(self) -> Result<A, EvalError> {
        (self,).values().map(|(a,)| a)
    }
}

macro_rules! evaluated {
    ($(($($t:ident $v:ident),*);)*) => {$(
        impl<$($t: Clone),*> Evaluated for ($(&Result<$t, EvalError>,)*) {
            type Values = ($($t,)*);
            #[inline]
            fn values(self) -> Result<Self::Values, EvalError> {
                let ($($v,)*) = self;
                match ($($v,)*) {
                    ($(Ok($v),)*) => Ok(($($v.clone(),)*)),
                    ($($v,)*) => Err(first_error(&[$($v.as_ref().err()),*])),
                }
            }
        }
    )*};
}

evaluated! {
    (A a);
    (A a, B b);
    (A a, B b, C c);
    (A a, B b, C c, D d);
    (A a, B b, C c, D d, E e);
    (A a, B b, C c, D d, E e, F f);
    (A a, B b, C c, D d, E e, F f, G g);
    (A a, B b, C c, D d, E e, F f, G g, H h);
    (A a, B b, C c, D d, E e, F f, G g, H h, I i);
    (A a, B b, C c, D d, E e, F f, G g, H h, I i, J j);
    (A a, B b, C c, D d, E e, F f, G g, H h, I i, J j, K k);
    (A a, B b, C c, D d, E e, F f, G g, H h, I i, J j, K k, L l);
}

/// One step of `evaluate()`: `then` on the values of the properties it reads, once all were
/// computed.
#[inline]
pub fn after<D: Evaluated, T>(
    deps: D,
    then: impl FnOnce(D::Values) -> Result<T, EvalError>,
) -> Result<T, EvalError> {
    then(deps.values()?)
}
