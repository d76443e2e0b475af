//! Errors: building a scenario from inputs, evaluating its members, and naming registry entries.

use std::borrow::Cow;
use std::fmt;

pub use mlsysim_units::names::UnknownName;

/// Why a scenario could not be built from its inputs.
#[derive(Debug, Clone, PartialEq)]
pub enum InputError {
    /// A required input was never given.
    Missing { input: &'static str },
    /// A value outside the input's declared range.
    OutOfRange {
        input: &'static str,
        value: String,
        allowed: &'static str,
    },
    /// NaN or an infinity where a finite number is needed.
    NotFinite { input: &'static str },
    /// A rule of the scenario's own (e.g. a ramp that goes down).
    Invalid {
        input: &'static str,
        reason: Cow<'static, str>,
    },
    /// A name that names nothing: a registry entry in a preset, an input in a file or flag.
    Unknown(UnknownName),
    /// No alternative of a `requires_one_of` group is complete.
    MissingOneOf {
        alternatives: &'static [&'static [&'static str]],
    },
    /// A declared rule across inputs is false for these inputs.
    Rule {
        rule: &'static crate::meta::RuleInfo,
        /// The values of the inputs the rule is about, as `name = value`.
        values: String,
        /// Why the rule could not be decided, when its condition failed to evaluate.
        failure: Option<String>,
    },
}

/// "give `energy`, or all of `devices`, `power` and `duration`".
pub fn one_of_text(alternatives: &[&[&str]]) -> String {
    let parts: Vec<String> = alternatives
        .iter()
        .map(|alt| match alt {
            [one] => format!("`{one}`"),
            many => {
                let names: Vec<String> = many.iter().map(|n| format!("`{n}`")).collect();
                match names.split_last() {
                    Some((last, rest)) => format!("all of {} and {last}", rest.join(", ")),
                    None => String::new(),
                }
            }
        })
        .collect();
    format!("give {}", parts.join(", or "))
}

impl From<UnknownName> for InputError {
    fn from(e: UnknownName) -> Self {
        InputError::Unknown(e)
    }
}

/// A value a preset works out for one of its inputs (with a law, from a registry entry or from
/// another scenario's member): the value, or an error naming that input, with the failure's
/// words as the reason.
pub fn derived<T>(input: &'static str, value: Result<T, EvalError>) -> Result<T, InputError> {
    value.map_err(|e| InputError::Invalid {
        input,
        reason: e.to_string().into(),
    })
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::Missing { input } => {
                write!(f, "input `{input}` is required but was not given")
            }
            InputError::OutOfRange {
                input,
                value,
                allowed,
            } => {
                write!(
                    f,
                    "input `{input}` is {value}, outside its allowed range {allowed}"
                )
            }
            InputError::NotFinite { input } => {
                write!(
                    f,
                    "input `{input}` must be a finite number (not NaN or infinite, and not below 2.2e-308 in base units, where precision is lost)"
                )
            }
            InputError::Invalid { input, reason } => write!(f, "input `{input}`: {reason}"),
            InputError::Unknown(e) => write!(f, "{e}"),
            InputError::MissingOneOf { alternatives } => {
                write!(f, "{}", one_of_text(alternatives))
            }
            InputError::Rule {
                rule,
                values,
                failure,
            } => {
                let names: Vec<String> = rule.inputs.iter().map(|n| format!("`{n}`")).collect();
                match names.as_slice() {
                    [] => f.write_str("the inputs break a rule")?,
                    [one] => write!(f, "input {one} breaks a rule")?,
                    [rest @ .., last] => {
                        write!(f, "inputs {} and {last} break a rule", rest.join(", "))?
                    }
                }
                write!(f, ": {}", rule.text)?;
                if !values.is_empty() {
                    write!(f, " ({values})")?;
                }
                match failure {
                    Some(why) => write!(f, "; it could not be checked: {why}"),
                    None => Ok(()),
                }
            }
        }
    }
}

impl std::error::Error for InputError {}

impl InputError {
    /// Whether the refusal is about `input`: the input at fault, or one of the inputs a rule
    /// across inputs is about.
    pub fn is_about(&self, input: &str) -> bool {
        match self {
            InputError::Rule { rule, .. } => rule.inputs.contains(&input),
            InputError::MissingOneOf { alternatives } => alternatives
                .iter()
                .flat_map(|a| a.iter())
                .any(|n| *n == input),
            other => other.input() == Some(input),
        }
    }

    /// The input at fault, where there is one.
    pub fn input(&self) -> Option<&'static str> {
        match self {
            InputError::Missing { input }
            | InputError::OutOfRange { input, .. }
            | InputError::NotFinite { input }
            | InputError::Invalid { input, .. } => Some(input),
            InputError::MissingOneOf { alternatives } => {
                alternatives.first().and_then(|alt| alt.first()).copied()
            }
            InputError::Rule { rule, .. } => rule.inputs.first().copied(),
            InputError::Unknown(_) => None,
        }
    }
}

/// Why a member (property or method) could not be computed.
#[derive(Debug, Clone, PartialEq)]
pub struct EvalError {
    /// The member whose equation failed, innermost first: set by the generated code.
    pub member: Option<&'static str>,
    pub kind: EvalErrorKind,
}

#[derive(Debug, Clone, PartialEq)]
pub enum EvalErrorKind {
    /// An optional input the member needs is absent.
    MissingInput {
        input: &'static str,
    },
    /// An integer result does not fit, or a float result overflowed to infinity.
    Overflow {
        operation: &'static str,
    },
    /// A float result fell below the normal range (a subnormal number), where it keeps too few
    /// digits to be trusted.
    Underflow {
        operation: &'static str,
    },
    /// An operation on finite values gave NaN or met a non-finite operand.
    NotFinite {
        operation: &'static str,
    },
    DivisionByZero,
    /// A rule of the scenario's domain, in words (e.g. a model with no registry size).
    Domain(Cow<'static, str>),
    /// A member the given inputs leave without a value: its equation declares so with
    /// `undefined("...")` in that branch (a ceiling that assumes a constant speed, when the
    /// speed changes), or the registry entry it reads lacks the figure (`from_registry`). Not
    /// a failure of the inputs, but no answer to this question for them.
    Undefined(Cow<'static, str>),
    /// A dynamic call named no method, or gave arguments it cannot take.
    BadCall(Cow<'static, str>),
}

impl EvalError {
    #[inline]
    pub const fn new(kind: EvalErrorKind) -> Self {
        EvalError { member: None, kind }
    }

    #[inline]
    pub const fn missing(member: &'static str, input: &'static str) -> Self {
        EvalError {
            member: Some(member),
            kind: EvalErrorKind::MissingInput { input },
        }
    }

    #[inline]
    pub fn domain(reason: impl Into<Cow<'static, str>>) -> Self {
        EvalError::new(EvalErrorKind::Domain(reason.into()))
    }

    #[inline]
    pub fn bad_call(reason: impl Into<Cow<'static, str>>) -> Self {
        EvalError::new(EvalErrorKind::BadCall(reason.into()))
    }

    /// A call of a name that is no method: a property (which every report shows), or a
    /// misspelling.
    #[cold]
    pub fn unknown_method(name: &str, methods: &[&str], properties: &[&str]) -> Self {
        let name = crate::input::truncate(name);
        if properties.contains(&name.as_str()) {
            let methods = if methods.is_empty() {
                "this scenario has no methods".to_string()
            } else {
                format!("its methods are {}", methods.join(", "))
            };
            return EvalError::bad_call(format!(
                "`{name}` is a property, not a method: every report shows it (`mlsysim eval` and `mlsysim show` list it); {methods}"
            ));
        }
        EvalError::bad_call(UnknownName::new("method", &name, methods.iter().copied()).to_string())
    }

    /// Names the member an error arose in, unless an inner member already did.
    #[must_use]
    #[inline]
    pub fn within(mut self, member: &'static str) -> Self {
        self.member.get_or_insert(member);
        self
    }

    /// Whether the error is the caller's mistake (a call that names no method or gives an
    /// argument its type cannot read), rather than an evaluation that failed.
    #[inline]
    pub fn is_bad_call(&self) -> bool {
        matches!(self.kind, EvalErrorKind::BadCall(_))
    }

    /// Whether the member has no value for these inputs by its own declaration
    /// (`undefined("...")`), rather than failing on them.
    #[inline]
    pub fn is_undefined(&self) -> bool {
        matches!(self.kind, EvalErrorKind::Undefined(_))
    }

    /// Whether the member has no value for these inputs (an optional input it needs is unset,
    /// or its equation declares the case undefined) rather than failing on them: a report
    /// notes it, and no front end counts it as a failure.
    #[inline]
    pub fn is_no_value(&self) -> bool {
        matches!(
            self.kind,
            EvalErrorKind::MissingInput { .. } | EvalErrorKind::Undefined(_)
        )
    }

    /// The absent input, when that is the reason.
    #[inline]
    pub fn missing_input(&self) -> Option<&'static str> {
        match self.kind {
            EvalErrorKind::MissingInput { input } => Some(input),
            _ => None,
        }
    }
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let member = self.member.unwrap_or("the equation");
        match &self.kind {
            EvalErrorKind::MissingInput { input } => write!(
                f,
                "`{member}` needs the optional input `{input}`, which is not set; set `{input}`"
            ),
            EvalErrorKind::Overflow { operation } => {
                write!(
                    f,
                    "`{member}` overflows: the {operation} is too large to represent"
                )
            }
            EvalErrorKind::NotFinite { operation } => {
                write!(
                    f,
                    "`{member}` is not a finite number: the {operation} gave NaN or an infinity"
                )
            }
            EvalErrorKind::Underflow { operation } => {
                write!(
                    f,
                    "`{member}` underflows: the {operation} is too small to represent without losing precision"
                )
            }
            EvalErrorKind::DivisionByZero => write!(f, "`{member}` divides by zero"),
            EvalErrorKind::Domain(reason) => write!(f, "`{member}` cannot be computed: {reason}"),
            EvalErrorKind::Undefined(reason) => write!(f, "`{member}` has no value here: {reason}"),
            // A miss inside a member's equation (`prices[name]`) names the member; a call that
            // named no method, or gave unreadable arguments, says so itself.
            EvalErrorKind::BadCall(reason) => match self.member {
                Some(member) => write!(f, "`{member}`: {reason}"),
                None => f.write_str(reason),
            },
        }
    }
}

impl std::error::Error for EvalError {}
