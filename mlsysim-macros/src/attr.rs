//! The argument lists of the attributes (`#[scenario(...)]`, `#[input(...)]`, `#[property(...)]`,
//! `#[method(...)]`, `#[preset(...)]`, `#[law(...)]`) and the one table per attribute that says
//! which keys it takes.
//!
//! A list is `key`, `key = value` and `key(...)` items, and for members and laws a leading
//! expression. Each attribute's keys are declared once, as a slice of [`Key`]: the accepted
//! names, the shape of each value, whether it repeats, whether it is required, and the function
//! that stores it. [`apply`] walks a list against its table, so the names the macro accepts,
//! the names its "unknown key" errors suggest and the code that handles each key cannot drift
//! apart. Values of the wrong shape are refused here, each on its own token, with what to write.

use crate::errors::Errors;
use crate::model::Mark;
use proc_macro2::{Span, TokenStream};
use syn::parse::{ParseStream, Parser};
use syn::{Expr, ExprLit, Ident, Lit, LitStr, Token};

/// One item of a list as written.
pub enum ItemValue {
    /// `key`
    Flag,
    /// `key = value`
    Value(Expr),
    /// `key(...)`
    List(TokenStream),
}

pub struct KeyItem {
    pub key: Ident,
    pub value: ItemValue,
}

/// A parsed argument list: an optional leading expression and the keyed items.
pub struct ArgList {
    pub positional: Option<Expr>,
    pub items: Vec<KeyItem>,
}

/// What a key's value must look like.
#[derive(Clone, Copy)]
pub enum Shape {
    /// `key = "text"`
    Text,
    /// `key = <Rust code>`; the text says what kind of code, for messages.
    Code(&'static str),
    /// `key = <Rust code>` or `key = "text"`: the handler decides (a default of a text input).
    CodeOrText(&'static str),
    /// `key`, with no value.
    Flag,
    /// `key(...)`
    List(&'static str),
}

/// A value that has the shape its key asks for.
pub enum Given<'a> {
    Text(&'a LitStr),
    Code(&'a Expr),
    Flag,
    List(&'a TokenStream),
}

/// One key an attribute accepts, and what to do with its value.
pub struct Key<T> {
    pub name: &'static str,
    pub shape: Shape,
    pub repeatable: bool,
    /// A key kept only to say what replaced it: not listed among the keys to write.
    pub retired: bool,
    /// When the key is required: the message for a declaration that leaves it out.
    pub required: Option<&'static str>,
    pub apply: fn(&mut T, &KeyItem, Given, &mut Errors),
}

/// Parses `tokens` as an argument list. `allow_positional` admits a leading expression (the
/// equation of a member); elsewhere a bare expression is an error.
pub fn parse(tokens: TokenStream, allow_positional: bool) -> syn::Result<ArgList> {
    let parser = move |input: ParseStream| {
        let mut list = ArgList {
            positional: None,
            items: Vec::new(),
        };
        let mut first = true;
        while !input.is_empty() {
            if input.peek(Ident) && input.peek2(Token![=]) && !input.peek2(Token![==]) {
                let key: Ident = input.parse()?;
                input.parse::<Token![=]>()?;
                list.items.push(KeyItem {
                    key,
                    value: ItemValue::Value(input.parse()?),
                });
            } else if first && allow_positional && !opens_with_samples(input) {
                list.positional = Some(input.parse()?);
            } else if input.peek(Ident) {
                let key: Ident = input.parse()?;
                if input.peek(syn::token::Paren) {
                    let content;
                    syn::parenthesized!(content in input);
                    list.items.push(KeyItem {
                        key,
                        value: ItemValue::List(content.parse()?),
                    });
                } else {
                    list.items.push(KeyItem {
                        key,
                        value: ItemValue::Flag,
                    });
                }
            } else if allow_positional {
                return Err(input.error(
                    "expected `key = value`, `key` or `key(...)`; an equation expression goes first",
                ));
            } else {
                return Err(input.error(
                    "expected `key = value`, `key` or `key(...)`: every item of this list starts with its key",
                ));
            }
            first = false;
            if input.is_empty() {
                break;
            }
            if let Err(e) = input.parse::<Token![,]>() {
                // `unit = GB, a * b` reads `a` as a key and stops at `*`.
                return Err(if allow_positional {
                    syn::Error::new(
                        e.span(),
                        "expected `,`; an equation expression goes first, before the keys: `#[property(a * b, unit = GB)]`",
                    )
                } else {
                    e
                });
            }
        }
        Ok(list)
    };
    parser.parse2(tokens)
}

/// `samples(...)` may open a member's list (it has no equation then, which is reported later).
fn opens_with_samples(input: ParseStream) -> bool {
    input.peek2(syn::token::Paren)
        && input
            .fork()
            .parse::<Ident>()
            .is_ok_and(|key| key == "samples")
}

/// Applies every item of `items` to `target` through the attribute's table: unknown keys (with
/// the nearest known one), non-repeatable keys given twice and values of the wrong shape are
/// reported; required keys left out are reported on `span`.
pub fn apply<T>(
    items: &[KeyItem],
    table: &[Key<T>],
    target: &mut T,
    place: &str,
    span: Span,
    errors: &mut Errors,
) {
    let names: Vec<&str> = table
        .iter()
        .filter(|k| !k.retired)
        .map(|k| k.name)
        .collect();
    let mut seen: Vec<String> = Vec::new();
    for item in items {
        let name = item.key.to_string();
        let Some(key) = table.iter().find(|k| k.name == name) else {
            let message = match crate::suggest::nearest(&name, names.iter().copied()) {
                Some(near) => format!(
                    "unknown key `{name}` in {place}: did you mean `{near}`? (the keys are: {})",
                    names.join(", ")
                ),
                None => format!(
                    "unknown key `{name}` in {place}; the keys are: {}",
                    names.join(", ")
                ),
            };
            errors.at(item.key.span(), message);
            continue;
        };
        if seen.contains(&name) && !key.repeatable {
            errors.at(
                item.key.span(),
                format!("`{name}` is given twice in {place}; keep one"),
            );
        }
        seen.push(name);
        if let Some(given) = shaped(item, key.shape, errors) {
            (key.apply)(target, item, given, errors);
        }
    }
    for key in table {
        if let Some(message) = key.required
            && !items.iter().any(|i| i.key == key.name)
        {
            errors.at(span, message);
        }
    }
}

/// The item's value, if it has the shape its key asks for; otherwise an error that says what
/// to write.
fn shaped<'a>(item: &'a KeyItem, shape: Shape, errors: &mut Errors) -> Option<Given<'a>> {
    let key = &item.key;
    match (shape, &item.value) {
        (Shape::Flag, ItemValue::Flag) => Some(Given::Flag),
        (Shape::Flag, _) => {
            errors.at(
                key.span(),
                format!("`{key}` takes no value: write just `{key}`"),
            );
            None
        }
        (Shape::List(_), ItemValue::List(tokens)) => Some(Given::List(tokens)),
        (Shape::List(example), _) => {
            errors.at(
                key.span(),
                format!("`{key}` takes a list: write `{example}`"),
            );
            None
        }
        (Shape::Text | Shape::CodeOrText(_), ItemValue::Value(Expr::Lit(lit))) if is_text(lit) => {
            let Lit::Str(text) = &lit.lit else {
                return None;
            };
            Some(Given::Text(text))
        }
        (Shape::Text, ItemValue::Value(other)) => {
            errors.on(
                other,
                format!("`{key}` takes text in quotes: `{key} = \"...\"`"),
            );
            None
        }
        (Shape::Text, _) => {
            errors.at(
                key.span(),
                format!("`{key}` takes text: write `{key} = \"...\"`"),
            );
            None
        }
        (Shape::Code(what), ItemValue::Value(Expr::Lit(lit))) if is_text(lit) => {
            errors.on(
                lit,
                format!("`{key}` takes {what}, written as Rust code, not as text in quotes"),
            );
            None
        }
        (Shape::Code(_) | Shape::CodeOrText(_), ItemValue::Value(expr)) => Some(Given::Code(expr)),
        (Shape::Code(what) | Shape::CodeOrText(what), _) => {
            errors.at(
                key.span(),
                format!("`{key}` takes {what}: write `{key} = ...`"),
            );
            None
        }
    }
}

fn is_text(lit: &ExprLit) -> bool {
    matches!(lit.lit, Lit::Str(_))
}

/// A path given as code (`check = Self::rules`, `unit = HOUR`), or an error saying what kind of
/// path is expected.
pub fn path_of(expr: &Expr, what: &str, errors: &mut Errors) -> Option<syn::Path> {
    match expr {
        Expr::Path(p) if p.qself.is_none() => Some(p.path.clone()),
        other => {
            errors.on(other, format!("expected {what}"));
            None
        }
    }
}

/// The span of an attribute's path, for errors about the attribute as a whole.
pub fn path_span(attr: &syn::Attribute) -> Span {
    attr.path()
        .segments
        .first()
        .map_or_else(Span::call_site, |s| s.ident.span())
}

/// The argument list of an attribute: `#[name(...)]`, or an empty list for a bare `#[name]`.
pub fn list_of(attr: &syn::Attribute, positional: bool) -> syn::Result<ArgList> {
    match &attr.meta {
        syn::Meta::List(list) => parse(list.tokens.clone(), positional),
        syn::Meta::Path(_) => Ok(ArgList {
            positional: None,
            items: Vec::new(),
        }),
        syn::Meta::NameValue(nv) => {
            let name = nv
                .path
                .get_ident()
                .map_or_else(|| "name".to_string(), ToString::to_string);
            Err(syn::Error::new_spanned(
                nv,
                format!(
                    "write the attribute's arguments in parentheses: `#[{name}(...)]`, not `#[{name} = ...]`"
                ),
            ))
        }
    }
}

/// `mark = limit` or `mark = optimum`.
pub fn mark(expr: &Expr, errors: &mut Errors) -> Option<Mark> {
    let word = match expr {
        Expr::Path(p) => p.path.get_ident().map(ToString::to_string),
        _ => None,
    };
    match word.as_deref() {
        Some("limit") => Some(Mark::Limit),
        Some("optimum") => Some(Mark::Optimum),
        _ => {
            errors.at(
                syn::spanned::Spanned::span(expr),
                "write `mark = limit` (a bound such as a node's accelerators or a memory capacity) or `mark = optimum` (the best value of what a method varies)",
            );
            None
        }
    }
}
