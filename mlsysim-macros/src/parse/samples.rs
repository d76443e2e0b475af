//! `samples(copies = 0..=8)`: the argument values at which reports evaluate a method.

use super::literal_value;
use crate::attr::{self, Given, Key, KeyItem, Shape};
use crate::errors::Errors;
use crate::model::{Kind, Member, Sample};
use proc_macro2::TokenStream;
use syn::Expr;

/// Most sample values one range may stand for; a report evaluates each of them.
const MAX_RANGE: i64 = 1000;

pub fn read(member: &mut Member, item: &KeyItem, tokens: &TokenStream, errors: &mut Errors) {
    if member.kind == Kind::Property {
        errors.at(
            item.key.span(),
            "`samples` gives argument values and a property has no arguments: remove it",
        );
        return;
    }
    let list = match attr::parse(tokens.clone(), false) {
        Ok(list) => list,
        Err(e) => {
            let example = member
                .args
                .first()
                .map_or_else(|| "arg".to_string(), |a| a.ident.to_string());
            errors.at(
                e.span(),
                format!(
                    "{e}; samples are given argument by argument: `samples({example} = 0..=8)`"
                ),
            );
            return;
        }
    };
    // The keys of `samples(...)` are the method's own arguments: a table built for this one.
    let keys: Vec<Key<Member>> = member
        .args
        .iter()
        .map(|a| Key {
            name: leak(a.ident.to_string()),
            shape: Shape::Code("sample values"),
            repeatable: false,
            retired: false,
            required: None,
            apply: |m: &mut Member, item: &KeyItem, given: Given, errors: &mut Errors| {
                let Given::Code(expr) = given else { return };
                let Some(arg) = m.args.iter_mut().find(|a| a.ident == item.key) else {
                    return;
                };
                match values(expr) {
                    Some(values) => arg.samples = values,
                    None => errors.on(
                        expr,
                        format!("samples are an integer range (`0..=8`, at most {MAX_RANGE} values), a list of literals and names (`[\"1 day\", 0.5, compared_intervals]`), or the name of an input or property"),
                    ),
                }
            },
        })
        .collect();
    let place = format!("the samples of `{}`", member.ident);
    attr::apply(&list.items, &keys, member, &place, item.key.span(), errors);
}

/// Argument names live for the length of one macro call; the table wants `&'static str`.
fn leak(name: String) -> &'static str {
    Box::leak(name.into_boxed_str())
}

/// Sample sources: an integer range, a list of literals and names, or one name.
fn values(expr: &Expr) -> Option<Vec<Sample>> {
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
            (lo <= hi && hi - lo < MAX_RANGE)
                .then(|| (lo..=hi).map(|v| Sample::Literal(v.to_string())).collect())
        }
        Expr::Array(a) => a.elems.iter().map(value).collect(),
        single => Some(vec![value(single)?]),
    }
}

fn value(expr: &Expr) -> Option<Sample> {
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
