//! Reads the declaration into the [`model`](crate::model). Every mistake of form (wrong item,
//! unknown keys, values of the wrong kind, missing docs) is reported here; names and the graph
//! of members are `check`'s job.
//!
//! Each attribute's keys are one table ([`SCENARIO_KEYS`] here, `input::KEYS`, `member::KEYS`):
//! to add a key, add a row.

pub mod doc;
mod input;
mod member;
mod samples;

pub use doc::{doc_of, split_doc};
pub use samples::read as read_samples;

use crate::attr::{self, Given, Key, KeyItem, Shape};
use crate::errors::Errors;
use crate::model::{OneOf, Scenario};
use proc_macro2::TokenStream;
use syn::{Field, Fields, GenericArgument, Item, PathArguments, Type};

/// The keys of `#[scenario(...)]`.
const SCENARIO_KEYS: &[Key<Scenario>] = &[
    Key {
        name: "family",
        shape: Shape::Code("the path of a `Family` constant, e.g. `OPERATIONS`"),
        repeatable: false,
        required: Some(
            "a scenario needs a family: add `family = NAME` to #[scenario(...)], naming a `Family` constant (e.g. `family = OPERATIONS`)",
        ),
        apply: |s, _, given, errors| {
            if let Given::Code(expr) = given {
                s.family = attr::path_of(
                    expr,
                    "the path of a `Family` constant, e.g. `family = OPERATIONS`",
                    errors,
                );
            }
        },
    },
    Key {
        name: "equation",
        shape: Shape::Text,
        repeatable: false,
        required: Some(
            "a scenario needs its governing equation in words: add `equation = \"...\"` to #[scenario(...)]",
        ),
        apply: |s, _, given, _| {
            if let Given::Text(text) = given {
                s.equation = text.value();
            }
        },
    },
    Key {
        name: "assumption",
        shape: Shape::Text,
        repeatable: true,
        required: None,
        apply: |s, _, given, _| {
            if let Given::Text(text) = given {
                s.assumptions.push(text.value());
            }
        },
    },
    Key {
        name: "rule",
        shape: Shape::List(
            "rule(ramp.windows(2).all(|w| w[0] <= w[1]), \"`ramp` never decreases\")",
        ),
        repeatable: true,
        required: None,
        apply: |s, item, given, errors| {
            if let Given::List(tokens) = given {
                s.rules.extend(rule(item, tokens, errors));
            }
        },
    },
    Key {
        name: "excludes",
        shape: Shape::Text,
        repeatable: true,
        required: None,
        apply: |s, _, given, _| {
            if let Given::Text(text) = given {
                s.excludes.push(text.value());
            }
        },
    },
    Key {
        name: "derivation",
        shape: Shape::Text,
        repeatable: true,
        required: None,
        apply: |s, _, given, _| {
            if let Given::Text(text) = given {
                s.derivation.push(text.value());
            }
        },
    },
    Key {
        name: "example",
        shape: Shape::Text,
        repeatable: true,
        required: None,
        apply: |s, _, given, _| {
            if let Given::Text(text) = given {
                s.examples.push(text.clone());
            }
        },
    },
    Key {
        // Kept only to say what replaced it: a check function's refusals were prose beside
        // code that nothing tied together.
        name: "check",
        shape: Shape::Code("a rule"),
        repeatable: true,
        required: None,
        apply: |_, item, _, errors| {
            errors.at(
                item.key.span(),
                "`check` is replaced by `rule`: declare each rule across inputs with its condition and its words, `rule(a <= b, \"`a` is at most `b`\")`, or, where no expression says it, `rule(Self::name, \"...\")` naming a `fn name(&self) -> bool`",
            );
        },
    },
    Key {
        name: "requires_one_of",
        shape: Shape::List("requires_one_of(energy, (devices, power, duration))"),
        repeatable: true,
        required: None,
        apply: |s, item, given, errors| {
            if let Given::List(tokens) = given {
                s.one_of.extend(one_of(item, tokens, errors));
            }
        },
    },
];

pub fn scenario(args: TokenStream, item: &Item, errors: &mut Errors) -> Option<Scenario> {
    let item = struct_of(item, errors)?;
    let named = match &item.fields {
        Fields::Named(named) => named,
        Fields::Unnamed(_) => {
            errors.at(item.ident.span(), "a scenario's inputs need names: write `struct Name { input: Type, ... }`, not a tuple struct");
            return None;
        }
        Fields::Unit => {
            errors.at(item.ident.span(), "a scenario needs inputs: write `struct Name { input: Type, ... }`, not a unit struct");
            return None;
        }
    };
    if !item.generics.params.is_empty() {
        errors.on(&item.generics, "a scenario cannot be generic or hold lifetimes: use concrete input types (registry entries are held as `&'static` references)");
    }
    let (summary, description) = split_doc(&doc_of(&item.attrs));
    if summary.is_empty() {
        errors.at(item.ident.span(), format!("scenario `{}` has no summary: add a doc comment (`/// ...`) above the struct; its first paragraph is the summary", item.ident));
    }
    let mut scenario = Scenario {
        vis: item.vis.clone(),
        ident: item.ident.clone(),
        generics: item.generics.clone(),
        attrs: item
            .attrs
            .iter()
            .filter(|a| !a.path().is_ident("doc"))
            .cloned()
            .collect(),
        summary,
        description,
        family: None,
        equation: String::new(),
        assumptions: Vec::new(),
        rules: Vec::new(),
        excludes: Vec::new(),
        derivation: Vec::new(),
        examples: Vec::new(),
        one_of: Vec::new(),
        inputs: Vec::new(),
        members: Vec::new(),
        dropped: Vec::new(),
    };
    match attr::parse(args, false) {
        Ok(list) => {
            let span = scenario.ident.span();
            attr::apply(
                &list.items,
                SCENARIO_KEYS,
                &mut scenario,
                "#[scenario(...)]",
                span,
                errors,
            );
        }
        Err(e) => errors.push(e),
    }
    for field in &named.named {
        field_into(&mut scenario, field, errors);
    }
    Some(scenario)
}

fn struct_of<'a>(item: &'a Item, errors: &mut Errors) -> Option<&'a syn::ItemStruct> {
    match item {
        Item::Struct(s) => Some(s),
        Item::Enum(e) => {
            errors.at(
                e.enum_token.span,
                "#[scenario] goes on a struct with named fields (the inputs), not on an enum",
            );
            None
        }
        Item::Fn(f) => {
            errors.at(
                f.sig.ident.span(),
                "#[scenario] goes on a struct with named fields (the inputs), not on a function; a function that builds a scenario is a #[preset]",
            );
            None
        }
        Item::Impl(i) => {
            errors.at(
                i.impl_token.span,
                "#[scenario] goes on a struct with named fields (the inputs), not on an impl block",
            );
            None
        }
        other => {
            errors.on(
                other,
                "#[scenario] goes on a struct with named fields (the inputs)",
            );
            None
        }
    }
}

/// `rule(condition, "words")`: an expression (or the path of a predicate) and the rule in words.
fn rule(item: &KeyItem, tokens: &TokenStream, errors: &mut Errors) -> Option<crate::model::Rule> {
    let parser = syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
    let list = match syn::parse::Parser::parse2(parser, tokens.clone()) {
        Ok(list) => list,
        Err(e) => {
            errors.push(e);
            return None;
        }
    };
    let mut parts = list.into_iter();
    let (Some(condition), Some(words), None) = (parts.next(), parts.next(), parts.next()) else {
        errors.at(
            item.key.span(),
            "a rule is its condition and its words: `rule(a <= b, \"`a` is at most `b`\")`",
        );
        return None;
    };
    if let syn::Expr::Lit(syn::ExprLit {
        lit: syn::Lit::Str(text),
        ..
    }) = &condition
    {
        errors.on(
            text,
            "the first part of a rule is its condition, written as Rust code, not as text in quotes: `rule(count <= 8, \"`count` is at most 8\")`",
        );
        return None;
    }
    let syn::Expr::Lit(syn::ExprLit {
        lit: syn::Lit::Str(words),
        ..
    }) = words
    else {
        errors.on(
            &words,
            "the second part of a rule is its words in quotes, naming the inputs in backticks: `\"`a` is at most `b`\"`",
        );
        return None;
    };
    if words.value().trim().is_empty() {
        errors.at(words.span(), "a rule's words say what it refuses, naming the inputs in backticks; they cannot be empty");
        return None;
    }
    // `Self::name` (a path of two segments or more, not a call) names a predicate.
    let predicate = matches!(&condition, syn::Expr::Path(p) if p.path.segments.len() > 1);
    Some(crate::model::Rule {
        condition,
        predicate,
        words,
    })
}

/// `energy, (devices, power, duration)`: alternatives, each one input or a parenthesized group.
fn one_of(item: &KeyItem, tokens: &TokenStream, errors: &mut Errors) -> Option<OneOf> {
    let parser = syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
    let list = match syn::parse::Parser::parse2(parser, tokens.clone()) {
        Ok(list) => list,
        Err(e) => {
            errors.push(e);
            return None;
        }
    };
    let name = |e: &syn::Expr, errors: &mut Errors| match e {
        syn::Expr::Path(p) if p.path.get_ident().is_some() => p.path.get_ident().cloned(),
        other => {
            errors.on(other, "name an optional input here: `requires_one_of` lists inputs by name, each alone (`energy`) or in a parenthesized group (`(devices, power, duration)`)");
            None
        }
    };
    let errors_before = errors.len();
    let mut alternatives = Vec::new();
    for alternative in &list {
        let group: Vec<syn::Ident> = match alternative {
            syn::Expr::Tuple(t) if t.elems.is_empty() => {
                errors.on(t, "an empty group `()` names no input and would always count as given: name the inputs that go together, `(devices, power)`");
                Vec::new()
            }
            syn::Expr::Tuple(t) => t.elems.iter().filter_map(|e| name(e, errors)).collect(),
            syn::Expr::Paren(p) => name(&p.expr, errors).into_iter().collect(),
            other => name(other, errors).into_iter().collect(),
        };
        if !group.is_empty() {
            alternatives.push(group);
        }
    }
    // A group with a refused alternative is reported already; checked further it would only
    // repeat that error in other words.
    if errors.len() > errors_before {
        return None;
    }
    if alternatives.len() < 2 {
        errors.at(
            item.key.span(),
            "`requires_one_of` names two alternatives or more, e.g. `requires_one_of(energy, (devices, power, duration))`; inputs needed in every case are required inputs (`T`, not `Option<T>`)",
        );
        return None;
    }
    Some(OneOf { alternatives })
}

/// A field is an input unless it carries `#[property]` or `#[method]`.
fn field_into(scenario: &mut Scenario, field: &Field, errors: &mut Errors) {
    let Some(ident) = field.ident.clone() else {
        return;
    };
    let doc = doc_of(&field.attrs);
    let member_attr = field
        .attrs
        .iter()
        .find(|a| a.path().is_ident("property") || a.path().is_ident("method"));
    if doc.is_empty() {
        let what = if member_attr.is_some() {
            "member"
        } else {
            "input"
        };
        errors.at(ident.span(), format!("{what} `{ident}` has no description: add a doc comment (`/// ...`) above it; the reference page lists one line for each {what}"));
    }
    match member_attr {
        Some(attr) => {
            match member::member(field, ident.clone(), doc, attr, errors) {
                Some(member) => scenario.members.push(member),
                // Known by name still, so equations that read it add no errors of their own.
                None => scenario.dropped.push(ident.to_string()),
            }
        }
        None => scenario
            .inputs
            .push(input::input(field, ident, doc, errors)),
    }
}

/// `T` when `ty` is `Option<T>`.
pub fn option_inner(ty: &Type) -> Option<&Type> {
    let Type::Path(p) = ty else { return None };
    let last = p.path.segments.last()?;
    if last.ident != "Option" {
        return None;
    }
    let PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    match args.args.first() {
        Some(GenericArgument::Type(inner)) if args.args.len() == 1 => Some(inner),
        _ => None,
    }
}

/// The value of a numeric literal, negative ones included.
pub fn literal_value(expr: &syn::Expr) -> Option<f64> {
    match expr {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(i),
            ..
        }) => i.base10_digits().parse().ok(),
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Float(f),
            ..
        }) => f.base10_digits().parse().ok(),
        syn::Expr::Unary(syn::ExprUnary {
            op: syn::UnOp::Neg(_),
            expr,
            ..
        }) => literal_value(expr).map(|v| -v),
        _ => None,
    }
}
