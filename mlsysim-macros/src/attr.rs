//! The argument lists of `#[scenario(...)]`, `#[input(...)]`, `#[property(...)]` and
//! `#[method(...)]`: `key`, `key = value` and `key(...)` items, and for members a leading
//! equation expression. Unknown keys, repeated keys and values of the wrong kind are reported
//! here, each on its own token, with what to write instead.

use crate::errors::Errors;
use crate::suggest::did_you_mean;
use proc_macro2::{Span, TokenStream};
use syn::parse::{ParseStream, Parser};
use syn::{Expr, ExprLit, Ident, Lit, LitStr, Token};

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
            } else {
                return Err(input.error(
                    "expected `key = value`, `key` or `key(...)`; an equation expression goes first",
                ));
            }
            first = false;
            if input.is_empty() {
                break;
            }
            input.parse::<Token![,]>()?;
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

/// Checks keys against the allowed set, reporting unknown keys (with the nearest known one)
/// and non-repeatable keys given twice.
pub fn check_keys(
    items: &[KeyItem],
    known: &[&str],
    repeatable: &[&str],
    place: &str,
    errors: &mut Errors,
) {
    let mut seen: Vec<String> = Vec::new();
    for item in items {
        let key = item.key.to_string();
        if !known.contains(&key.as_str()) {
            errors.at(
                item.key.span(),
                format!(
                    "unknown key `{key}` in {place}{}. The keys are: {}",
                    did_you_mean(&key, known.iter().copied()),
                    known.join(", ")
                ),
            );
        } else if seen.contains(&key) && !repeatable.contains(&key.as_str()) {
            errors.at(
                item.key.span(),
                format!("`{key}` is given twice in {place}; keep one"),
            );
        }
        seen.push(key);
    }
}

/// The text of a `key = "..."` item, or an error saying that text in quotes is expected.
pub fn text(item: &KeyItem, errors: &mut Errors) -> Option<LitStr> {
    match &item.value {
        ItemValue::Value(Expr::Lit(ExprLit {
            lit: Lit::Str(s), ..
        })) => Some(s.clone()),
        ItemValue::Value(other) => {
            errors.on(
                other,
                format!(
                    "`{}` takes text in quotes: `{} = \"...\"`",
                    item.key, item.key
                ),
            );
            None
        }
        _ => {
            errors.at(
                item.key.span(),
                format!("`{}` takes text: write `{} = \"...\"`", item.key, item.key),
            );
            None
        }
    }
}

/// The expression of a `key = expr` item; text in quotes is refused where code is expected.
pub fn code(item: &KeyItem, what: &str, errors: &mut Errors) -> Option<Expr> {
    match &item.value {
        ItemValue::Value(Expr::Lit(ExprLit {
            lit: Lit::Str(s), ..
        })) => {
            errors.at(
                s.span(),
                format!(
                    "`{}` takes {what}, not text in quotes: remove the quotes",
                    item.key
                ),
            );
            None
        }
        ItemValue::Value(expr) => Some(expr.clone()),
        _ => {
            errors.at(
                item.key.span(),
                format!("`{}` takes {what}: write `{} = ...`", item.key, item.key),
            );
            None
        }
    }
}

/// A flag such as `positive`; a value given to it is an error.
pub fn flag(item: &KeyItem, errors: &mut Errors) -> bool {
    match item.value {
        ItemValue::Flag => true,
        _ => {
            errors.at(
                item.key.span(),
                format!("`{}` takes no value: write just `{}`", item.key, item.key),
            );
            false
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
