//! Each member's equation as a template of text, bare names and computed leaves (see
//! `equation::template`), worked out once here for every stage of expansion that reads it: the
//! traced paths, their dispatch arms and the metadata `explain` reads.

use super::Deps;
use crate::equation::template::{self, Template};
use crate::model::{Kind, Scenario};
use std::collections::BTreeSet;

/// The template of each member of `s`, whose equations read what `deps` says (one `Deps` per
/// member, in order).
pub fn members(s: &Scenario, deps: &[Deps]) -> Vec<Template> {
    let inputs = s.input_names();
    let properties = s.names_of(Kind::Property);
    let methods = s.names_of(Kind::Method);
    s.members
        .iter()
        .zip(deps)
        .map(|(m, d)| {
            // Inputs, properties and the member's own arguments have values of their own.
            let values: Vec<String> = inputs
                .iter()
                .chain(&properties)
                .cloned()
                .chain(m.args.iter().map(|a| a.ident.to_string()))
                .collect();
            let locals: BTreeSet<String> = d.locals.iter().cloned().collect();
            template::template(
                &m.body,
                &template::Context {
                    values: &values,
                    inputs: &inputs,
                    methods: &methods,
                    locals: &locals,
                },
            )
        })
        .collect()
}
