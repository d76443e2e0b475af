//! Writes the code of a checked scenario, one file per thing generated:
//!
//! | file | writes |
//! |---|---|
//! | `item` | the struct, with rustdoc from the declaration |
//! | `builder` | the builder: setters, `set_input` by name, `build` |
//! | `validate` | the input checks `build` runs |
//! | `members` | one method per member and its hidden equation function |
//! | `values` | `evaluate()` and the `Values` type that holds every property |
//! | `meta` | the static `ScenarioInfo` |
//! | `dispatch` | `impl Scenario`: report, calls and sample sources by name |
//! | `nested` | what lets a scenario be an input of another |
//! | `units` | display units and their compile-time checks |
//! | `docs` | the rustdoc text of the struct and its members |
//! | `explain` | the traced path of each member, for worked solutions |
//!
//! Generated code names everything through `::mlsysim_core`, so a crate that declares
//! scenarios needs no other dependency.

mod builder;
mod dispatch;
mod docs;
mod explain;
mod item;
mod members;
mod meta;
mod nested;
mod units;
mod validate;
mod values;

pub use builder::builder_type;
pub use explain::{pieces as explain_pieces, shown_part as explain_shown_part};
pub use item::structure;
pub use nested::nested_input_impls;
pub use units::{unit_check, unit_label, unit_symbol};

use crate::check::Graph;
use crate::model::{Arg, Scenario};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::Ident;

pub fn scenario(s: &Scenario, graph: &Graph) -> TokenStream {
    let name = &s.ident;
    let builder = builder_ident(s);
    let strukt = item::structure(s);
    let impl_block = members::inherent_impl(s, graph);
    let builder_code = builder::builder_type(s, &builder, false);
    let values_code = values::values_type(s, graph);
    let scenario_impl = dispatch::scenario_impl(s, graph);
    let unit_checks = units::checks(s);
    let nested = nested::nested_input_impls(s);
    quote! {
        #strukt
        #impl_block
        #builder_code
        #values_code
        #scenario_impl
        #unit_checks
        #nested

        ::mlsysim_core::__private::inventory::submit! {
            ::mlsysim_core::ScenarioEntry {
                info: <#name as ::mlsysim_core::Scenario>::INFO,
                build: ::mlsysim_core::catalog::build_dyn::<#name>,
            }
        }
    }
}

pub fn builder_ident(s: &Scenario) -> Ident {
    format_ident!("{}Builder", s.ident)
}

pub fn values_ident(s: &Scenario) -> Ident {
    format_ident!("{}Values", s.ident)
}

/// The hidden function that holds a member's equation.
pub fn equation_fn(member: &crate::model::Member) -> Ident {
    format_ident!("__eq_{}", member.ident)
}

/// `name: Type` for each argument, as a function's parameters.
pub fn typed_args(args: &[Arg]) -> Vec<TokenStream> {
    args.iter()
        .map(|a| {
            let (aid, aty) = (&a.ident, &a.ty);
            quote!(#aid: #aty)
        })
        .collect()
}

/// A type as text without the token stream's spaces: `Option<Time>`.
pub fn type_text(ty: &syn::Type) -> String {
    let raw = quote!(#ty).to_string();
    raw.replace(" < ", "<")
        .replace("< ", "<")
        .replace(" >", ">")
        .replace(" :: ", "::")
        .replace(" ,", ",")
        .replace("& ", "&")
}

pub(crate) fn opt_str(s: Option<String>) -> TokenStream {
    match s {
        Some(s) => quote!(::core::option::Option::Some(#s)),
        None => quote!(::core::option::Option::None),
    }
}
