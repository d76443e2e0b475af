//! The typed model of one scenario declaration, as read from the tokens. Everything expansion
//! needs is here already parsed (range bounds, sample values, default literals), so that
//! expansion never reads tokens again.

use proc_macro2::Span;
use syn::{Attribute, Expr, Ident, LitStr, Path, Type, Visibility};

pub struct Scenario {
    pub vis: Visibility,
    pub ident: Ident,
    /// Always empty in a valid declaration; kept so the fallback struct still compiles.
    pub generics: syn::Generics,
    /// Attributes other than doc comments (`#[derive]`, ...), passed through to the struct.
    pub attrs: Vec<Attribute>,
    pub summary: String,
    pub description: String,
    /// The path of the `Family` constant the scenario belongs to (`OPERATIONS`).
    pub family: Option<Path>,
    /// The members whose equations the page's Notes › Equation shows (`summary(a, b)`); when
    /// none are named, those no other member reads.
    pub summary_members: Vec<Ident>,
    pub assumptions: Vec<String>,
    /// Rules across inputs that `build()` enforces: `rule(condition, "words")`.
    pub rules: Vec<Rule>,
    pub excludes: Vec<String>,
    pub derivation: Vec<String>,
    pub examples: Vec<LitStr>,
    /// Groups of inputs of which at least one must be given: `requires_one_of(a, (b, c))`.
    pub one_of: Vec<OneOf>,
    pub inputs: Vec<Input>,
    pub members: Vec<Member>,
    /// Members whose declaration was refused; their names are still known to `check`.
    pub dropped: Vec<String>,
}

impl Scenario {
    /// The inputs' names, in declaration order.
    pub fn input_names(&self) -> Vec<String> {
        self.inputs.iter().map(|i| i.ident.to_string()).collect()
    }

    /// The members of one kind (properties or methods), in declaration order.
    pub fn members_of(&self, kind: Kind) -> impl Iterator<Item = &Member> {
        self.members.iter().filter(move |m| m.kind == kind)
    }

    /// The names of the members of one kind, in declaration order.
    pub fn names_of(&self, kind: Kind) -> Vec<String> {
        self.members_of(kind).map(|m| m.ident.to_string()).collect()
    }
}

/// `rule(condition, "words")`: `build()` refuses inputs for which the condition is false, with
/// the words. The condition is an expression over the inputs, rewritten like an equation; or
/// the path of a predicate, `rule(Self::stages_fit, "...")`, a `fn(&self) -> bool` for a rule
/// no expression says well.
pub struct Rule {
    pub condition: Expr,
    /// Whether `condition` is the path of a predicate rather than an expression.
    pub predicate: bool,
    pub words: LitStr,
}

impl Rule {
    /// The names the words put in backticks that look like names (`` `ramp` ``).
    pub fn named(&self) -> Vec<String> {
        let text = self.words.value();
        text.split('`')
            .skip(1)
            .step_by(2)
            .filter(|t| {
                !t.is_empty()
                    && t.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                    && !t.starts_with(|c: char| c.is_ascii_digit())
            })
            .map(str::to_string)
            .collect()
    }
}

/// Signs and a range on an input or a method argument, as declared.
#[derive(Default)]
pub struct Constraints {
    pub range: Option<Range>,
    /// The `positive` flag, where given.
    pub positive: Option<Ident>,
    /// The `non_negative` flag, where given.
    pub non_negative: Option<Ident>,
}

impl Constraints {
    pub fn is_empty(&self) -> bool {
        self.range.is_none() && self.positive.is_none() && self.non_negative.is_none()
    }

    /// The allowed values in words: `[0.0, 1.0]`, `> 0`, ...
    pub fn text(&self) -> Option<String> {
        let mut parts = Vec::new();
        if self.positive.is_some() {
            parts.push("> 0".to_string());
        }
        if self.non_negative.is_some() {
            parts.push(">= 0".to_string());
        }
        if let Some(r) = &self.range {
            parts.push(r.text());
        }
        (!parts.is_empty()).then(|| parts.join(" and "))
    }
}

/// `requires_one_of(energy, (devices, power, duration))`: either `energy`, or all of
/// `devices`, `power` and `duration`. Each alternative is a list of optional inputs.
pub struct OneOf {
    pub alternatives: Vec<Vec<Ident>>,
}

pub struct Input {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub ident: Ident,
    pub ty: Type,
    /// `T` of an `Option<T>` input; such an input is optional and defaults to absent.
    pub optional: Option<Type>,
    pub doc: String,
    pub default: Option<Default>,
    pub unit: Option<Path>,
    /// `range`, `positive`, `non_negative`.
    pub allowed: Constraints,
    /// `mark = limit` or `mark = optimum`: drawn as a reference line on charts of its kind.
    pub mark: Option<Mark>,
}

/// What a value is to the charts of its scenario: a limit (a node's accelerators, a memory
/// capacity) or an optimum (the best interval) of the quantity it shares a dimension with.
#[derive(Clone, Copy)]
pub enum Mark {
    Limit,
    Optimum,
}

impl Input {
    /// The type of one value: `T` for both `T` and `Option<T>`.
    pub fn value_ty(&self) -> &Type {
        self.optional.as_ref().unwrap_or(&self.ty)
    }
}

/// A declared default: Rust code, or text in quotes for a text input.
pub enum Default {
    Code(Expr),
    Text(LitStr),
}

impl Default {
    /// The default as the page shows it.
    pub fn text(&self) -> String {
        match self {
            Default::Code(expr) => crate::equation::render(expr),
            Default::Text(lit) => format!("{:?}", lit.value()),
        }
    }
}

/// A declared range; literal bounds are kept as numbers so they compare as numbers.
pub struct Range {
    pub expr: syn::ExprRange,
    pub low: Option<Bound>,
    pub high: Option<Bound>,
    pub inclusive: bool,
}

pub enum Bound {
    /// A numeric literal, negative ones included.
    Literal(f64),
    /// Any other expression: the range is then checked with the input's own type.
    Code,
}

impl Range {
    /// Both bounds are literals (or absent): the check compares numbers.
    pub fn is_literal(&self) -> bool {
        [&self.low, &self.high]
            .iter()
            .all(|b| matches!(b, None | Some(Bound::Literal(_))))
    }

    /// The range in interval notation: `[0.0, 1.0]`, `>= 1`.
    pub fn text(&self) -> String {
        let bound = |e: &Option<Box<Expr>>| e.as_deref().map(crate::equation::render);
        match (bound(&self.expr.start), bound(&self.expr.end)) {
            (Some(lo), Some(hi)) if self.inclusive => format!("[{lo}, {hi}]"),
            (Some(lo), Some(hi)) => format!("[{lo}, {hi})"),
            (Some(lo), None) => format!(">= {lo}"),
            (None, Some(hi)) if self.inclusive => format!("<= {hi}"),
            (None, Some(hi)) => format!("< {hi}"),
            (None, None) => "any".to_string(),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Property,
    Method,
}

impl Kind {
    pub fn attr_name(self) -> &'static str {
        match self {
            Kind::Property => "property",
            Kind::Method => "method",
        }
    }
}

pub struct Member {
    pub vis: Visibility,
    pub ident: Ident,
    pub kind: Kind,
    pub doc: String,
    pub args: Vec<Arg>,
    pub ret: Type,
    /// The expression the code is built from.
    pub body: Expr,
    /// The equation shown in the docs: the expression as text, or the declared prose.
    pub equation: String,
    pub equation_is_code: bool,
    pub unit: Option<Path>,
    pub mark: Option<Mark>,
    /// The span of the attribute's name, for errors about the member as a whole.
    pub attr_span: Span,
    /// Its attribute had a key error already (a misspelt `samples`, say): checks that would
    /// only repeat it are skipped.
    pub key_errors: bool,
}

pub struct Arg {
    pub ident: Ident,
    pub ty: Type,
    /// Values at which reports evaluate the method (`samples(copies = 0..=8)`).
    pub samples: Vec<Sample>,
    /// What the method accepts for it (`args(interval(positive))`).
    pub allowed: Constraints,
}

/// One source of sample arguments.
pub enum Sample {
    /// A value written in the declaration, kept as text (`0`, `28 day`).
    Literal(String),
    /// Every value of an input or property, named in the declaration.
    From(Ident),
}
