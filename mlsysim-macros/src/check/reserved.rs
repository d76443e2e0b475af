//! Names the generated code takes for itself. An input or member with one of these names would
//! collide with a generated item and give rustc's "defined multiple times" on the attribute;
//! here it is one error on the field, saying what the name is used for.

use crate::errors::Errors;
use crate::model::Scenario;
use proc_macro2::Span;

/// Every name the macro generates beside the members, with what it is.
const RESERVED: &[(&str, &str)] = &[
    ("builder", "`Scenario::builder()`, which starts a builder"),
    (
        "variant",
        "`Scenario::variant()`, which copies the inputs into a builder",
    ),
    (
        "evaluate",
        "`Scenario::evaluate()`, which computes every property once",
    ),
    ("build", "the builder's `build()`"),
    ("set_input", "the builder's `set_input(name, value)`"),
    (
        "scenario",
        "the computed values' `scenario()`, which returns the scenario they came from",
    ),
    ("report", "the `Scenario` trait's `report()`"),
    ("call", "the `Scenario` trait's `call(method, args)`"),
    ("explain", "the `Scenario` trait's `explain(member, args)`"),
    (
        "from_inputs",
        "the `Scenario` trait's `from_inputs(inputs)`",
    ),
    (
        "with_inputs",
        "the `Scenario` trait's `with_inputs(changes)`",
    ),
    (
        "sample_source",
        "the `Scenario` trait's `sample_source(name)`",
    ),
    ("info", "the scenario's static description"),
];

pub fn check(s: &Scenario, errors: &mut Errors) {
    let fields = s
        .inputs
        .iter()
        .map(|i| (&i.ident, "input"))
        .chain(s.members.iter().map(|m| (&m.ident, "member")));
    for (ident, what) in fields {
        if let Some(message) = clash(&ident.to_string(), what) {
            errors.at(ident.span(), message);
        }
    }
    duplicates(s, errors);
}

/// Whether `name` collides with a name the macro generates.
pub fn is_reserved(name: &str) -> bool {
    clash(name, "").is_some()
}

/// Why `name` cannot name an input or member, if it cannot.
fn clash(name: &str, what: &str) -> Option<String> {
    if let Some((_, used)) = RESERVED.iter().find(|(n, _)| *n == name) {
        return Some(format!(
            "`{name}` is a name the macro generates ({used}): rename this {what}, e.g. `{name}_value`"
        ));
    }
    if let Some(rest) = name.strip_prefix("without_") {
        return Some(format!(
            "names starting with `without_` are the builder's (`without_{rest}()` leaves an optional input absent): rename this {what}"
        ));
    }
    if name.starts_with("__") {
        return Some(format!(
            "names starting with `__` are the macro's own: rename this {what}"
        ));
    }
    None
}

/// Two inputs, two members, or an input and a member with one name; and argument names that
/// hide an input or member.
fn duplicates(s: &Scenario, errors: &mut Errors) {
    let mut seen: Vec<(String, &'static str, Span)> = Vec::new();
    let all = s
        .inputs
        .iter()
        .map(|i| (&i.ident, "input"))
        .chain(s.members.iter().map(|m| (&m.ident, "member")));
    for (ident, what) in all {
        let name = ident.to_string();
        if let Some((_, first, _)) = seen.iter().find(|(n, _, _)| *n == name) {
            errors.at(ident.span(), format!("`{name}` is declared twice (as {first} and as {what}): rename one; inputs and members share one name space"));
        }
        seen.push((name, what, ident.span()));
    }
    for m in &s.members {
        for a in &m.args {
            if let Some((_, what, _)) = seen.iter().find(|(n, _, _)| a.ident == n) {
                errors.at(a.ident.span(), format!("argument `{}` of `{}` hides the {what} `{}`, which its equation could then not read: rename the argument", a.ident, m.ident, a.ident));
            }
        }
    }
}
