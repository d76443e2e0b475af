//! Each member's equation as a template of text, bare names and computed leaves (see
//! `equation::template`), worked out once here for every stage of expansion that reads it: the
//! traced paths, their dispatch arms and the metadata `explain` reads.

use super::Deps;
use crate::equation::template::{self, Template};
use crate::model::{Kind, Member, Scenario};
use std::collections::BTreeSet;

/// The template of member `m`, whose equation reads what `deps` says.
pub fn member(s: &Scenario, m: &Member, deps: &Deps) -> Template {
    let mut values: Vec<String> = s.inputs.iter().map(|i| i.ident.to_string()).collect();
    values.extend(
        s.members
            .iter()
            .filter(|o| o.kind == Kind::Property)
            .map(|o| o.ident.to_string()),
    );
    values.extend(m.args.iter().map(|a| a.ident.to_string()));
    let inputs: Vec<String> = s.inputs.iter().map(|i| i.ident.to_string()).collect();
    let methods: Vec<String> = s
        .members
        .iter()
        .filter(|o| o.kind == Kind::Method)
        .map(|o| o.ident.to_string())
        .collect();
    let locals: BTreeSet<String> = deps.locals.iter().cloned().collect();
    template::template(
        &m.body,
        &template::Context {
            values: &values,
            inputs: &inputs,
            methods: &methods,
            locals: &locals,
        },
    )
}
