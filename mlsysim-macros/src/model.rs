//! The typed model of one scenario declaration, as read from the tokens.

use proc_macro2::Span;
use syn::{Attribute, Expr, ExprRange, Ident, LitStr, Path, Type, Visibility};

pub struct Scenario {
    pub vis: Visibility,
    pub ident: Ident,
    /// Always empty in a valid declaration; kept so the fallback struct still compiles.
    pub generics: syn::Generics,
    /// Attributes other than doc comments (`#[derive]`, ...), passed through to the struct.
    pub attrs: Vec<Attribute>,
    pub summary: String,
    pub description: String,
    pub family: String,
    pub equation: String,
    pub assumptions: Vec<String>,
    pub excludes: Vec<String>,
    pub derivation: Vec<String>,
    pub examples: Vec<LitStr>,
    /// A scenario-wide input rule: `fn(&Self) -> Result<(), InputError>`.
    pub check: Option<Path>,
    pub inputs: Vec<Input>,
    pub members: Vec<Member>,
}

pub struct Input {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub ident: Ident,
    pub ty: Type,
    /// `T` of an `Option<T>` input; such an input is optional and defaults to absent.
    pub optional: Option<Type>,
    pub doc: String,
    pub default: Option<Expr>,
    pub unit: Option<Path>,
    pub range: Option<ExprRange>,
    /// The `positive` flag, where given.
    pub positive: Option<Ident>,
    /// The `non_negative` flag, where given.
    pub non_negative: Option<Ident>,
}

impl Input {
    /// The type of one value: `T` for both `T` and `Option<T>`.
    pub fn value_ty(&self) -> &Type {
        self.optional.as_ref().unwrap_or(&self.ty)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Property,
    Method,
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
    pub span: Span,
}

pub struct Arg {
    pub ident: Ident,
    pub ty: Type,
    /// Values at which reports evaluate the method (`samples(copies = 0..=8)`).
    pub samples: Vec<Sample>,
}

/// One source of sample arguments.
pub enum Sample {
    /// A value written in the declaration, kept as text (`0`, `"28 day"`).
    Literal(String),
    /// Every value of an input or property, named in the declaration.
    From(Ident),
}
