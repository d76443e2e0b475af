//! Reads the declaration into the [`model`](crate::model). Every mistake of form (wrong item,
//! unknown keys, values of the wrong kind, missing docs) is reported here.

use crate::attr::{self, ArgList, ItemValue, KeyItem};
use crate::equation;
use crate::errors::Errors;
use crate::model::{Arg, Input, Kind, Member, Sample, Scenario};
use proc_macro2::TokenStream;
use syn::{Attribute, Expr, ExprRange, Field, Fields, GenericArgument, Item, PathArguments, Type};

const SCENARIO_KEYS: &[&str] = &[
    "family",
    "equation",
    "assumption",
    "excludes",
    "derivation",
    "example",
    "check",
];
const SCENARIO_REPEATABLE: &[&str] = &["assumption", "excludes", "derivation", "example"];
const INPUT_KEYS: &[&str] = &["default", "unit", "range", "positive", "non_negative"];
const MEMBER_KEYS: &[&str] = &["equation", "body", "unit", "samples"];

pub fn scenario(args: TokenStream, item: &Item, errors: &mut Errors) -> Option<Scenario> {
    let item = match item {
        Item::Struct(s) => s,
        Item::Enum(e) => {
            errors.at(
                e.enum_token.span,
                "#[scenario] goes on a struct with named fields (the inputs), not on an enum",
            );
            return None;
        }
        other => {
            errors.on(
                other,
                "#[scenario] goes on a struct with named fields (the inputs)",
            );
            return None;
        }
    };
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
        errors.on(&item.generics, "a scenario cannot be generic or hold lifetimes: use concrete input types (registry entries are held by value)");
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
        family: String::new(),
        equation: String::new(),
        assumptions: Vec::new(),
        excludes: Vec::new(),
        derivation: Vec::new(),
        examples: Vec::new(),
        check: None,
        inputs: Vec::new(),
        members: Vec::new(),
    };
    match attr::parse(args, false) {
        Ok(list) => scenario_args(&mut scenario, &list, errors),
        Err(e) => errors.push(e),
    }
    for field in &named.named {
        field_into(&mut scenario, field, errors);
    }
    Some(scenario)
}

fn scenario_args(scenario: &mut Scenario, list: &ArgList, errors: &mut Errors) {
    attr::check_keys(
        &list.items,
        SCENARIO_KEYS,
        SCENARIO_REPEATABLE,
        "#[scenario(...)]",
        errors,
    );
    for item in &list.items {
        let key = item.key.to_string();
        match key.as_str() {
            "check" => scenario.check = path_value(item, errors),
            "example" => scenario.examples.extend(attr::text(item, errors)),
            "family" | "equation" | "assumption" | "excludes" | "derivation" => {
                let Some(text) = attr::text(item, errors).map(|s| s.value()) else {
                    continue;
                };
                match key.as_str() {
                    "family" => scenario.family = text,
                    "equation" => scenario.equation = text,
                    "assumption" => scenario.assumptions.push(text),
                    "excludes" => scenario.excludes.push(text),
                    _ => scenario.derivation.push(text),
                }
            }
            _ => {}
        }
    }
    let span = scenario.ident.span();
    let given = |key: &str| list.items.iter().any(|i| i.key == key);
    if scenario.family.is_empty() && !given("family") {
        errors.at(span, "a scenario needs a family: add `family = \"...\"` to #[scenario(...)] (e.g. \"reliability\")");
    }
    if scenario.equation.is_empty() && !given("equation") {
        errors.at(span, "a scenario needs its governing equation in words: add `equation = \"...\"` to #[scenario(...)]");
    }
}

fn path_value(item: &KeyItem, errors: &mut Errors) -> Option<syn::Path> {
    match attr::code(item, "a function path", errors)? {
        Expr::Path(p) if p.qself.is_none() => Some(p.path),
        other => {
            errors.on(other, "`check` takes the path of a function `fn(&Self) -> Result<(), InputError>`, e.g. `check = Self::rules`");
            None
        }
    }
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
            if let Some(member) = member(field, ident, doc, attr, errors) {
                scenario.members.push(member);
            }
        }
        None => scenario.inputs.push(input(field, ident, doc, errors)),
    }
}

fn input(field: &Field, ident: syn::Ident, doc: String, errors: &mut Errors) -> Input {
    let mut input = Input {
        attrs: field
            .attrs
            .iter()
            .filter(|a| !a.path().is_ident("input"))
            .cloned()
            .collect(),
        vis: field.vis.clone(),
        ident,
        ty: field.ty.clone(),
        optional: option_inner(&field.ty).cloned(),
        doc,
        default: None,
        unit: None,
        range: None,
        positive: None,
        non_negative: None,
    };
    for attr in field.attrs.iter().filter(|a| a.path().is_ident("input")) {
        let list = match list_of(attr, false) {
            Ok(list) => list,
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        attr::check_keys(&list.items, INPUT_KEYS, &[], "#[input(...)]", errors);
        for item in &list.items {
            match item.key.to_string().as_str() {
                "default" => {
                    if input.optional.is_some() {
                        errors.at(item.key.span(), format!("`{}` is optional, so it defaults to absent: remove `default`, or make the input a plain `T` with a default", input.ident));
                    }
                    input.default = attr::code(item, "a value", errors);
                }
                "unit" => input.unit = unit_path(item, errors),
                "range" => input.range = range(item, errors),
                "positive" if attr::flag(item, errors) => input.positive = Some(item.key.clone()),
                "non_negative" if attr::flag(item, errors) => {
                    input.non_negative = Some(item.key.clone());
                }
                _ => {}
            }
        }
    }
    input
}

fn list_of(attr: &Attribute, positional: bool) -> syn::Result<ArgList> {
    match &attr.meta {
        syn::Meta::List(list) => attr::parse(list.tokens.clone(), positional),
        syn::Meta::Path(_) => Ok(ArgList {
            positional: None,
            items: Vec::new(),
        }),
        syn::Meta::NameValue(nv) => Err(syn::Error::new_spanned(
            nv,
            "write the attribute's arguments in parentheses: `#[name(...)]`",
        )),
    }
}

fn unit_path(item: &KeyItem, errors: &mut Errors) -> Option<syn::Path> {
    match attr::code(item, "a unit constant such as `HOUR` or `GB`", errors)? {
        Expr::Path(p) if p.qself.is_none() => Some(p.path),
        other => {
            errors.on(
                other,
                "`unit` takes a unit constant from `mlsysim_core::units`, such as `HOUR` or `GB`",
            );
            None
        }
    }
}

/// A range whose literal bounds are checked here: reversed or empty ranges are refused.
fn range(item: &KeyItem, errors: &mut Errors) -> Option<ExprRange> {
    let range = match attr::code(item, "a range such as `0.0..=1.0`", errors)? {
        Expr::Range(r) => r,
        other => {
            errors.on(
                other,
                "`range` takes a Rust range of literals: `0.0..=1.0`, `1..`, `..=100`",
            );
            return None;
        }
    };
    let lo = range.start.as_deref().and_then(literal_value);
    let hi = range.end.as_deref().and_then(literal_value);
    let closed = matches!(range.limits, syn::RangeLimits::Closed(_));
    if let (Some(lo), Some(hi)) = (lo, hi) {
        if lo > hi {
            errors.on(
                &range,
                format!("this range is reversed ({lo} is above {hi}): write the lower bound first"),
            );
            return None;
        }
        if lo == hi && !closed {
            errors.on(
                &range,
                "this range is empty: `a..a` admits nothing; write `a..=b` with a below b",
            );
            return None;
        }
    }
    Some(range)
}

/// The value of a numeric literal bound, negative ones included.
pub fn literal_value(expr: &Expr) -> Option<f64> {
    match expr {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(i),
            ..
        }) => i.base10_digits().parse().ok(),
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Float(f),
            ..
        }) => f.base10_digits().parse().ok(),
        Expr::Unary(syn::ExprUnary {
            op: syn::UnOp::Neg(_),
            expr,
            ..
        }) => literal_value(expr).map(|v| -v),
        _ => None,
    }
}

fn member(
    field: &Field,
    ident: syn::Ident,
    doc: String,
    attr: &Attribute,
    errors: &mut Errors,
) -> Option<Member> {
    let kind = if attr.path().is_ident("property") {
        Kind::Property
    } else {
        Kind::Method
    };
    let attr_name = if kind == Kind::Property {
        "property"
    } else {
        "method"
    };
    let (args, ret) = match (&field.ty, kind) {
        (Type::FnPtr(f), Kind::Method) => {
            if f.inputs.is_empty() {
                errors.on(&field.ty, format!("method `{ident}` takes no arguments: declare it as a property, `#[property(...)] {ident}: T`"));
            }
            let ret = match &f.output {
                syn::ReturnType::Type(_, ty) => (**ty).clone(),
                syn::ReturnType::Default => {
                    errors.on(
                        &field.ty,
                        format!("method `{ident}` needs a result type: `fn(arg: T) -> R`"),
                    );
                    return None;
                }
            };
            let mut args = Vec::new();
            for a in &f.inputs {
                match &a.name {
                    Some((name, _)) => args.push(Arg {
                        ident: name.clone(),
                        ty: a.ty.clone(),
                        samples: Vec::new(),
                    }),
                    None => errors.on(
                        a,
                        format!("name each argument of `{ident}`: `fn(copies: u32) -> i64`"),
                    ),
                }
            }
            (args, ret)
        }
        (Type::FnPtr(_), Kind::Property) => {
            errors.on(&field.ty, format!("a property takes no arguments: give `{ident}` a plain result type, or declare it with #[method(...)]"));
            return None;
        }
        (ty, Kind::Method) => {
            errors.on(ty, format!("a method's type names its arguments: write `{ident}: fn(arg: T) -> R`, or declare it with #[property(...)]"));
            return None;
        }
        (ty, Kind::Property) => (Vec::new(), ty.clone()),
    };
    let list = match list_of(attr, true) {
        Ok(list) => list,
        Err(e) => {
            errors.push(e);
            return None;
        }
    };
    attr::check_keys(
        &list.items,
        MEMBER_KEYS,
        &[],
        &format!("#[{attr_name}(...)]"),
        errors,
    );
    let mut member = Member {
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
        span: ident.span(),
    };
    let mut text = None;
    let mut body = None;
    for item in &list.items {
        match item.key.to_string().as_str() {
            "equation" => text = attr::text(item, errors),
            "body" => body = attr::code(item, "an expression or a block", errors),
            "unit" => member.unit = unit_path(item, errors),
            "samples" => samples(&mut member, item, errors),
            _ => {}
        }
    }
    match (list.positional, text, body) {
        (Some(expr), None, None) => {
            member.equation = equation::render(&expr);
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
            errors.at(text.span(), format!("`{ident}` gives an equation text but no code: add `body = {{ ... }}`, or write the equation as an expression first in #[{attr_name}(...)]"));
            return None;
        }
        (_, None, Some(body)) => {
            errors.on(&body, format!("a body needs the equation it computes in words: add `equation = \"...\"` to `{ident}`"));
            return None;
        }
        (None, None, None) => {
            errors.at(attr::path_span(attr), format!("`{ident}` has no equation: write it as an expression, `#[{attr_name}(a * b)]`, or give `equation = \"...\"` with `body = {{ ... }}`"));
            return None;
        }
    }
    Some(member)
}

/// `samples(copies = 0..=8)`: argument values at which reports evaluate a method.
fn samples(member: &mut Member, item: &KeyItem, errors: &mut Errors) {
    let ItemValue::List(tokens) = &item.value else {
        errors.at(item.key.span(), "write `samples(arg = 0..=8)`");
        return;
    };
    if member.kind == crate::model::Kind::Property {
        errors.at(
            item.key.span(),
            "`samples` gives argument values and a property has no arguments: remove it",
        );
        return;
    }
    let list = match attr::parse(tokens.clone(), false) {
        Ok(list) => list,
        Err(e) => {
            errors.push(e);
            return;
        }
    };
    let names: Vec<String> = member.args.iter().map(|a| a.ident.to_string()).collect();
    for sample in &list.items {
        let name = sample.key.to_string();
        let Some(arg) = member.args.iter_mut().find(|a| a.ident == name) else {
            errors.at(
                sample.key.span(),
                format!(
                    "`{}` has no argument `{name}`{}",
                    member.ident,
                    crate::suggest::did_you_mean(&name, names.iter().map(String::as_str))
                ),
            );
            continue;
        };
        let Some(expr) = attr::code(sample, "sample values", errors) else {
            continue;
        };
        match sample_values(&expr) {
            Some(values) => arg.samples = values,
            None => errors.on(
                expr,
                "samples are an integer range (`0..=8`), a list of literals and names (`[\"1 day\", 0.5, compared_intervals]`), or the name of an input or property",
            ),
        }
    }
}

/// Sample sources: an integer range, a list of literals and names, or one name.
fn sample_values(expr: &Expr) -> Option<Vec<Sample>> {
    match expr {
        Expr::Range(r) => {
            let int = |e: &Option<Box<Expr>>| -> Option<i64> {
                let v = literal_value(e.as_deref()?)?;
                (v.fract() == 0.0 && v.abs() < 1e15).then_some(v as i64)
            };
            let (lo, hi) = (int(&r.start)?, int(&r.end)?);
            let hi = if matches!(r.limits, syn::RangeLimits::Closed(_)) {
                hi
            } else {
                hi - 1
            };
            (lo <= hi && hi - lo < 1000)
                .then(|| (lo..=hi).map(|v| Sample::Literal(v.to_string())).collect())
        }
        Expr::Array(a) => a.elems.iter().map(sample_value).collect(),
        single => Some(vec![sample_value(single)?]),
    }
}

fn sample_value(expr: &Expr) -> Option<Sample> {
    match expr {
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s),
            ..
        }) => Some(Sample::Literal(s.value())),
        Expr::Path(p) if p.qself.is_none() && p.path.segments.len() == 1 => {
            Some(Sample::From(p.path.segments[0].ident.clone()))
        }
        // A number, negative ones included, kept as written.
        other => literal_value(other)
            .map(|_| Sample::Literal(crate::equation::render(other).replace(' ', ""))),
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

/// The text of the `///` comments on an item, lines joined with newlines.
pub fn doc_of(attrs: &[Attribute]) -> String {
    let lines: Vec<String> = attrs
        .iter()
        .filter_map(|a| match &a.meta {
            syn::Meta::NameValue(nv) if nv.path.is_ident("doc") => match &nv.value {
                Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => Some(s.value()),
                _ => None,
            },
            _ => None,
        })
        .map(|line| {
            line.strip_prefix(' ')
                .unwrap_or(&line)
                .trim_end()
                .to_string()
        })
        .collect();
    lines.join("\n").trim().to_string()
}

/// The first paragraph (joined into one line) and the rest.
pub fn split_doc(doc: &str) -> (String, String) {
    let (first, rest) = doc.split_once("\n\n").unwrap_or((doc, ""));
    (
        first.split_whitespace().collect::<Vec<_>>().join(" "),
        rest.trim().to_string(),
    )
}
