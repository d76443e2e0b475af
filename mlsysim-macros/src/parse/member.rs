//! A member field (`#[property(...)]` or `#[method(...)]`): its signature from the field's
//! type, its equation from the leading expression (or `equation` text with a `body`), and its
//! keys.

use super::samples;
use crate::attr::{self, Given, Key, Shape};
use crate::errors::Errors;
use crate::model::{Arg, Kind, Member};
use proc_macro2::TokenStream;
use syn::{Attribute, Expr, Field, Ident, LitStr, Type};

/// A member while its attribute is read: the equation text and the body arrive separately.
pub struct Draft {
    member: Member,
    text: Option<LitStr>,
    body: Option<Expr>,
}

/// The keys of `#[property(...)]` and `#[method(...)]`, after the leading equation.
const KEYS: &[Key<Draft>] = &[
    Key {
        name: "equation",
        shape: Shape::Text,
        repeatable: false,
        retired: false,
        required: None,
        apply: |d, _, given, _| {
            if let Given::Text(text) = given {
                d.text = Some(text.clone());
            }
        },
    },
    Key {
        name: "body",
        shape: Shape::Code("an expression or a block"),
        repeatable: false,
        retired: false,
        required: None,
        apply: |d, _, given, _| {
            if let Given::Code(expr) = given {
                d.body = Some(expr.clone());
            }
        },
    },
    Key {
        name: "unit",
        shape: Shape::Code("a unit constant such as `HOUR` or `GB`"),
        repeatable: false,
        retired: false,
        required: None,
        apply: |d, _, given, errors| {
            if let Given::Code(expr) = given {
                d.member.unit = attr::path_of(
                    expr,
                    "a unit constant from `mlsysim_core::units`, such as `HOUR` or `GB`",
                    errors,
                );
            }
        },
    },
    Key {
        name: "mark",
        shape: Shape::Code("`limit` or `optimum`"),
        repeatable: false,
        retired: false,
        required: None,
        apply: |d, _, given, errors| {
            if let Given::Code(expr) = given {
                d.member.mark = attr::mark(expr, errors);
            }
        },
    },
    Key {
        name: "samples",
        shape: Shape::List("samples(arg = 0..=8)"),
        repeatable: false,
        retired: false,
        required: None,
        apply: |d, item, given, errors| {
            if let Given::List(tokens) = given {
                samples::read(&mut d.member, item, tokens, errors);
            }
        },
    },
    Key {
        name: "args",
        shape: Shape::List("args(interval(positive), share(range = 0.0..=1.0))"),
        repeatable: false,
        retired: false,
        required: None,
        apply: |d, item, given, errors| {
            if let Given::List(tokens) = given {
                arg_constraints(&mut d.member, item, tokens, errors);
            }
        },
    },
];

/// `args(interval(positive), share(range = 0.0..=1.0))`: what each argument accepts, with the
/// keys an input takes for the same (`range`, `positive`, `non_negative`).
fn arg_constraints(
    member: &mut Member,
    item: &attr::KeyItem,
    tokens: &TokenStream,
    errors: &mut Errors,
) {
    if member.kind == Kind::Property {
        errors.at(
            item.key.span(),
            "`args` says what a method's arguments accept, and a property has no arguments: remove it (an input's range goes in its #[input(...)])",
        );
        return;
    }
    let list = match attr::parse(tokens.clone(), false) {
        Ok(list) => list,
        Err(e) => {
            errors.at(
                e.span(),
                format!("{e}; each argument is given with its keys: `args(interval(positive))`"),
            );
            return;
        }
    };
    for given in &list.items {
        let name = given.key.to_string();
        let Some(arg) = member.args.iter_mut().find(|a| a.ident == name) else {
            let names: Vec<String> = member.args.iter().map(|a| a.ident.to_string()).collect();
            let hint = crate::suggest::did_you_mean(&name, names.iter().map(String::as_str));
            errors.at(
                given.key.span(),
                format!(
                    "`{}` has no argument `{name}`{hint} (its arguments are: {})",
                    member.ident,
                    names.join(", ")
                ),
            );
            continue;
        };
        let attr::ItemValue::List(inner) = &given.value else {
            errors.at(given.key.span(), format!("give the keys of `{name}` in parentheses: `{name}(positive)` or `{name}(range = 0.0..=1.0)`"));
            continue;
        };
        match attr::parse(inner.clone(), false) {
            Ok(keys) => {
                let place = format!("the args of `{}`", member.ident);
                attr::apply(
                    &keys.items,
                    super::input::ARG_KEYS,
                    &mut arg.allowed,
                    &place,
                    given.key.span(),
                    errors,
                );
            }
            Err(e) => errors.push(e),
        }
    }
}

pub fn member(
    field: &Field,
    ident: Ident,
    doc: String,
    attr: &Attribute,
    errors: &mut Errors,
) -> Option<Member> {
    let kind = if attr.path().is_ident("property") {
        Kind::Property
    } else {
        Kind::Method
    };
    let (args, ret) = signature(&field.ty, kind, &ident, errors)?;
    let list = match attr::list_of(attr, true) {
        Ok(list) => list,
        Err(e) => {
            errors.push(e);
            return None;
        }
    };
    let mut draft = Draft {
        member: Member {
            vis: field.vis.clone(),
            ident: ident.clone(),
            kind,
            doc,
            args,
            ret,
            body: Expr::Verbatim(TokenStream::new()),
            equation: String::new(),
            equation_is_code: true,
            unit: None,
            mark: None,
            attr_span: attr::path_span(attr),
            key_errors: false,
        },
        text: None,
        body: None,
    };
    let place = format!("#[{}(...)]", kind.attr_name());
    let span = draft.member.attr_span;
    let before = errors.len();
    attr::apply(&list.items, KEYS, &mut draft, &place, span, errors);
    draft.member.key_errors = errors.len() > before;
    let member = with_equation(draft, list.positional, errors)?;
    if member.kind == Kind::Method && member.mark.is_some() {
        errors.at(member.attr_span, format!("`{ident}` is a method: its value depends on its arguments, so it marks no single level on a chart; put `mark` on an input or a property"));
    }
    Some(member)
}

/// The member with its equation and body, from the leading expression or from `equation`
/// text with a `body`; `None` when neither is complete.
fn with_equation(draft: Draft, positional: Option<Expr>, errors: &mut Errors) -> Option<Member> {
    let Draft {
        mut member,
        text,
        body,
    } = draft;
    let ident = member.ident.clone();
    let name = member.kind.attr_name();
    match (positional, text, body) {
        (Some(expr), None, None) => {
            member.equation = crate::equation::render(&expr);
            member.body = expr;
        }
        (None, Some(text), Some(body)) => {
            member.equation = text.value();
            member.equation_is_code = false;
            member.body = body;
        }
        (Some(expr), Some(text), _) => {
            errors.at(text.span(), format!("`{ident}` has an equation expression already; drop `equation = \"...\"` (the expression is shown as the equation)"));
            member.body = expr;
        }
        (None, Some(text), None) => {
            errors.at(text.span(), format!("`{ident}` gives an equation text but no code: add `body = {{ ... }}`, or write the equation as an expression first in #[{name}(...)]"));
            return None;
        }
        (_, None, Some(body)) => {
            errors.on(&body, format!("a body needs the equation it computes in words: add `equation = \"...\"` to `{ident}`"));
            return None;
        }
        (None, None, None) => {
            errors.at(member.attr_span, format!("`{ident}` has no equation: write it as an expression, `#[{name}(a * b)]`, or give `equation = \"...\"` with `body = {{ ... }}`"));
            return None;
        }
    }
    Some(member)
}

/// The arguments and result type from the field's type: `T` for a property, `fn(a: A) -> T`
/// for a method. Messages quote the author's own names and types.
fn signature(
    ty: &Type,
    kind: Kind,
    ident: &Ident,
    errors: &mut Errors,
) -> Option<(Vec<Arg>, Type)> {
    match (ty, kind) {
        (Type::FnPtr(f), Kind::Method) => {
            let ret = match &f.output {
                syn::ReturnType::Type(_, ty) => (**ty).clone(),
                syn::ReturnType::Default => {
                    let args: Vec<String> = f
                        .inputs
                        .iter()
                        .map(|a| match &a.name {
                            Some((name, _)) => {
                                format!("{name}: {}", crate::expand::type_text(&a.ty))
                            }
                            None => crate::expand::type_text(&a.ty),
                        })
                        .collect();
                    errors.on(
                        ty,
                        format!(
                            "method `{ident}` needs a result type: `fn({}) -> T`, with the type its equation computes",
                            args.join(", ")
                        ),
                    );
                    return None;
                }
            };
            if f.inputs.is_empty() {
                let ret = crate::expand::type_text(&ret);
                errors.on(ty, format!("method `{ident}` takes no arguments: declare it as a property, `#[property(...)] {ident}: {ret}`"));
                return None;
            }
            let mut args = Vec::new();
            let mut unnamed = false;
            for a in &f.inputs {
                match &a.name {
                    Some((name, _)) => args.push(Arg {
                        ident: name.clone(),
                        ty: a.ty.clone(),
                        samples: Vec::new(),
                        allowed: Default::default(),
                    }),
                    None => {
                        let example = crate::expand::type_text(&a.ty);
                        errors.on(a, format!("name each argument of `{ident}`: write `name: {example}`, e.g. `fn(count: {example}) -> {}`", crate::expand::type_text(&ret)));
                        unnamed = true;
                    }
                }
            }
            // A signature with unnamed arguments is dropped whole: its equation would only
            // add errors about names the author has not been able to give yet.
            (!unnamed).then_some((args, ret))
        }
        (Type::FnPtr(_), Kind::Property) => {
            errors.on(ty, format!("a property takes no arguments: give `{ident}` a plain result type, or declare it with #[method(...)]"));
            None
        }
        (ty, Kind::Method) => {
            let ret = crate::expand::type_text(ty);
            errors.on(ty, format!("a method's type names its arguments: write `{ident}: fn(arg: T) -> {ret}`, or declare it with #[property(...)]"));
            None
        }
        (ty, Kind::Property) => Some((Vec::new(), ty.clone())),
    }
}
