//! Every argument of every method has samples, and every named sample source exists.

use crate::errors::Errors;
use crate::model::{Kind, Sample, Scenario};
use crate::suggest::did_you_mean;

pub fn check(s: &Scenario, errors: &mut Errors) {
    let inputs = s.input_names();
    let properties = s.names_of(Kind::Property);
    for member in s.members_of(Kind::Method) {
        for arg in &member.args {
            if arg.samples.is_empty() && !member.key_errors {
                errors.at(
                    arg.ident.span(),
                    format!(
                        "`{}` has no samples for `{}`: add `samples({} = ...)` to #[method(...)] (an integer range such as `0..=8`, a list such as `[\"1 day\", \"1 week\"]`, or an input or property) so that reports and reference pages can evaluate it",
                        member.ident, arg.ident, arg.ident
                    ),
                );
            }
            for sample in &arg.samples {
                let Sample::From(source) = sample else {
                    continue;
                };
                let name = source.to_string();
                if !inputs.contains(&name) && !properties.contains(&name) {
                    let candidates = inputs.iter().chain(&properties).map(String::as_str);
                    errors.at(
                        source.span(),
                        format!(
                            "sample source `{name}` is not an input or property{}",
                            did_you_mean(&name, candidates)
                        ),
                    );
                }
            }
        }
    }
}
