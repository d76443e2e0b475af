//! An input field and its `#[input(...)]` keys.

use super::{literal_value, option_inner};
use crate::attr::{self, Given, Key, Shape};
use crate::errors::Errors;
use crate::model::{Bound, Constraints, Default, Input, Range};
use syn::{Expr, Field, Ident, Type};

/// The keys of `#[input(...)]`.
const KEYS: &[Key<Input>] = &[
    Key {
        name: "default",
        shape: Shape::CodeOrText("a value of the input's type"),
        repeatable: false,
        retired: false,
        required: None,
        apply: |input, item, given, errors| {
            if input.optional.is_some() {
                errors.at(item.key.span(), format!("`{}` is optional, so it defaults to absent: remove `default`, or make the input a plain `T` with a default", input.ident));
                return;
            }
            input.default = match given {
                Given::Text(text) if is_text_type(&input.ty) => Some(Default::Text(text.clone())),
                Given::Text(text) => {
                    errors.at(text.span(), format!("`{}` is a `{}`, not text: write its default as a Rust value (e.g. `default = 8` for a count); quotes are for text inputs", input.ident, crate::expand::type_text(&input.ty)));
                    None
                }
                Given::Code(expr) => Some(Default::Code(expr.clone())),
                _ => None,
            };
        },
    },
    Key {
        name: "unit",
        shape: Shape::Code("a unit constant such as `HOUR` or `GB`"),
        repeatable: false,
        retired: false,
        required: None,
        apply: |input, _, given, errors| {
            if let Given::Code(expr) = given {
                input.unit = attr::path_of(
                    expr,
                    "a unit constant from `mlsysim_core::units`, such as `HOUR` or `GB`",
                    errors,
                );
            }
        },
    },
    Key {
        name: "range",
        shape: Shape::Code("a range such as `0.0..=1.0`"),
        repeatable: false,
        retired: false,
        required: None,
        apply: |input, item, given, errors| constrain(&mut input.allowed, item, given, errors),
    },
    Key {
        name: "mark",
        shape: Shape::Code("`limit` or `optimum`"),
        repeatable: false,
        retired: false,
        required: None,
        apply: |input, _, given, errors| {
            if let Given::Code(expr) = given {
                input.mark = attr::mark(expr, errors);
            }
        },
    },
    Key {
        name: "positive",
        shape: Shape::Flag,
        repeatable: false,
        retired: false,
        required: None,
        apply: |input, item, given, errors| constrain(&mut input.allowed, item, given, errors),
    },
    Key {
        name: "non_negative",
        shape: Shape::Flag,
        repeatable: false,
        retired: false,
        required: None,
        apply: |input, item, given, errors| constrain(&mut input.allowed, item, given, errors),
    },
];

/// The keys of one argument in a method's `args(name(...), ...)`: what it accepts.
pub const ARG_KEYS: &[Key<Constraints>] = &[
    Key {
        name: "range",
        shape: Shape::Code("a range such as `0.0..=1.0`"),
        repeatable: false,
        retired: false,
        required: None,
        apply: constrain,
    },
    Key {
        name: "positive",
        shape: Shape::Flag,
        repeatable: false,
        retired: false,
        required: None,
        apply: constrain,
    },
    Key {
        name: "non_negative",
        shape: Shape::Flag,
        repeatable: false,
        retired: false,
        required: None,
        apply: constrain,
    },
];

/// `range`, `positive` or `non_negative`, on an input or a method argument alike.
fn constrain(allowed: &mut Constraints, item: &attr::KeyItem, given: Given, errors: &mut Errors) {
    match (item.key.to_string().as_str(), given) {
        ("range", Given::Code(expr)) => allowed.range = range(expr, errors),
        ("positive", _) => allowed.positive = Some(item.key.clone()),
        ("non_negative", _) => allowed.non_negative = Some(item.key.clone()),
        _ => {}
    }
}

pub fn input(field: &Field, ident: Ident, doc: String, errors: &mut Errors) -> Input {
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
        allowed: Constraints::default(),
        mark: None,
    };
    for a in field.attrs.iter().filter(|a| a.path().is_ident("input")) {
        match attr::list_of(a, false) {
            Ok(list) => attr::apply(
                &list.items,
                KEYS,
                &mut input,
                "#[input(...)]",
                attr::path_span(a),
                errors,
            ),
            Err(e) => errors.push(e),
        }
    }
    input
}

/// Text inputs (`String`) take their default in quotes.
fn is_text_type(ty: &Type) -> bool {
    matches!(ty, Type::Path(p) if p.qself.is_none() && p.path.segments.last().is_some_and(|s| s.ident == "String"))
}

/// A range whose literal bounds are checked here: reversed or empty ranges are refused.
fn range(expr: &Expr, errors: &mut Errors) -> Option<Range> {
    let Expr::Range(r) = expr else {
        errors.on(
            expr,
            "`range` takes a Rust range of literals: `0.0..=1.0`, `1..`, `..=100`",
        );
        return None;
    };
    let bound = |e: &Option<Box<Expr>>| {
        e.as_deref().map(|e| match literal_value(e) {
            Some(v) => Bound::Literal(v),
            None => Bound::Code,
        })
    };
    let range = Range {
        expr: r.clone(),
        low: bound(&r.start),
        high: bound(&r.end),
        inclusive: matches!(r.limits, syn::RangeLimits::Closed(_)),
    };
    if let (Some(Bound::Literal(lo)), Some(Bound::Literal(hi))) = (&range.low, &range.high) {
        if lo > hi {
            errors.on(
                r,
                format!("this range is reversed ({lo} is above {hi}): write the lower bound first"),
            );
            return None;
        }
        if lo == hi && !range.inclusive {
            errors.on(
                r,
                "this range is empty: `a..a` admits nothing; write `a..=b` with a below b",
            );
            return None;
        }
    }
    Some(range)
}
