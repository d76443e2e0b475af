//! The `#[scenario]` and `#[preset]` attribute macros. Use them through `mlsysim_core`, which
//! re-exports them together with every path the generated code names.
//!
//! The macro is a small compiler (see `README.md` in this crate for a map):
//!
//! 1. `parse` reads the declaration into the typed `model`, attribute keys through one table
//!    per attribute (`attr`);
//! 2. `check` resolves the names in every equation, reserves generated names, checks samples,
//!    orders the members and works out what each requires;
//! 3. `expand` writes the code, one file per thing generated; `equation` turns an equation
//!    into checked code and into text.
//!
//! Each stage collects its errors rather than stopping at the first, and on any error the
//! macro still emits the struct and stub members (`fallback`) so that one mistake does not
//! cascade into unrelated ones. The macro never panics.

mod attr;
mod check;
mod choice;
mod equation;
mod errors;
mod expand;
mod fallback;
mod law;
mod model;
mod parse;
mod preset;
mod source;
mod suggest;
#[cfg(test)]
mod tests;

use proc_macro::TokenStream;

/// Declares a scenario: see the authoring guide (`docs/authoring.md`) for the full syntax.
#[proc_macro_attribute]
pub fn scenario(args: TokenStream, item: TokenStream) -> TokenStream {
    scenario_impl(args.into(), item.into()).into()
}

fn scenario_impl(
    args: proc_macro2::TokenStream,
    item: proc_macro2::TokenStream,
) -> proc_macro2::TokenStream {
    let item: syn::Item = match syn::parse2(item) {
        Ok(item) => item,
        Err(e) => return e.to_compile_error(),
    };
    let mut errors = errors::Errors::default();
    let Some(scenario) = parse::scenario(args, &item, &mut errors) else {
        return errors.finish(quote::quote!(#item));
    };
    let graph = check::scenario(&scenario, &mut errors);
    match graph {
        Some(graph) if errors.is_empty() => expand::scenario(&scenario, &graph),
        _ => errors.finish(fallback::scenario(&scenario)),
    }
}

/// Declares a law: a function whose body is its equation, checked, documented and registered
/// in the catalog (see `mlsysim_core::laws`).
#[proc_macro_attribute]
pub fn law(args: TokenStream, item: TokenStream) -> TokenStream {
    law::expand(args.into(), item.into()).into()
}

/// A closed set of values as an input type: an enum of plain variants, each a value (see
/// `mlsysim_core::choice`).
#[proc_macro_derive(Choice, attributes(choice))]
pub fn derive_choice(item: TokenStream) -> TokenStream {
    choice::derive(item.into()).into()
}

/// Registers a function that builds a ready-made scenario in the catalog.
#[proc_macro_attribute]
pub fn preset(args: TokenStream, item: TokenStream) -> TokenStream {
    preset::expand(args.into(), item.into()).into()
}
