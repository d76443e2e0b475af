//! Writes the code of a checked scenario, one file per thing generated:
//!
//! | file | writes |
//! |---|---|
//! | `item` | the struct, with rustdoc from the declaration |
//! | `builder` | the builder: setters, `set_input` by name, `build` |
//! | `validate` | the input checks and the rules `build` runs |
//! | `members` | one method per member and its hidden equation function |
//! | `values` | `evaluate()` and the `Values` type that holds every property |
//! | `meta` | the static description: `INFO` and the tables it points into |
//! | `dispatch` | `impl Scenario`: the evaluation, calls and sample sources by name |
//! | `units` | display units, checked against their values' types |
//! | `docs` | the rustdoc text of the struct and its members |
//! | `explain` | the traced path of each member, for worked solutions |
//!
//! The three public types (the scenario, its builder, its values) are items of the author's
//! module; everything else goes in one anonymous `const _: () = { ... };` block beside them,
//! so that the tables it declares (`__INPUTS`, `__METHODS`, ...) and the traits it imports
//! for its own calls name nothing in the author's module. The glue shared by every scenario
//! lives in `mlsysim_core::__private` as generic functions; what is written here per scenario
//! is the declaration's own data and equations. Generated code names everything through
//! `::mlsysim_core`, so a crate that declares scenarios needs no other dependency.

mod builder;
mod dispatch;
mod docs;
mod explain;
mod item;
pub(crate) mod members;
mod meta;
mod units;
mod validate;
mod values;

pub use builder::{builder_struct, builder_stub_methods};
pub use explain::{
    call_site as explain_call_site, pieces as explain_pieces, shown_part as explain_shown_part,
};
pub use item::structure;
pub use units::{unit_check, unit_label, unit_symbol};

use crate::check::Graph;
use crate::model::{Arg, Kind, Scenario};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::Ident;

pub fn scenario(s: &Scenario, graph: &Graph) -> TokenStream {
    let name = &s.ident;
    let strukt = item::structure(s, &graph.summary);
    let builder_struct = builder::builder_struct(s);
    let values_struct = values::values_struct(s);
    let tables = meta::tables(s, graph);
    let inherent = members::inherent_impl(s, graph);
    let builder_impl = builder::builder_impl(s);
    let values_impl = values::values_impl(s, graph);
    let scenario_impl = dispatch::scenario_impl(s, graph);
    let imports = block_imports();
    quote! {
        #strukt
        #builder_struct
        #values_struct

        const _: () = {
            #imports
            #tables
            #inherent
            #builder_impl
            #values_impl
            #scenario_impl
            __c::glue!(#name);
        };
    }
}

/// What the block's code names: `__c`, the library side of generated code
/// (`mlsysim_core::__private`, which re-exports everything generated code reaches), and its
/// prelude (the standard library's variants and traits under names of their own, and the traits
/// whose methods equations and traced paths call).
pub fn block_imports() -> TokenStream {
    quote! {
        use ::mlsysim_core::__private as __c;
        #[allow(unused_imports)]
        use ::mlsysim_core::__private::prelude::*;
    }
}

pub fn builder_ident(s: &Scenario) -> Ident {
    format_ident!("{}Builder", s.ident)
}

pub fn values_ident(s: &Scenario) -> Ident {
    format_ident!("{}Values", s.ident)
}

/// The function that holds a member's equation: a hidden one taking the properties it reads as
/// arguments (so that `evaluate` passes the values it computed already), or, for a member that
/// reads no property, the member's own method.
pub fn equation_fn(s: &Scenario, graph: &Graph, member: &crate::model::Member) -> Ident {
    let index = s.members.iter().position(|m| m.ident == member.ident);
    match index.map(|i| graph.deps[i].needs.is_empty()) {
        Some(true) => member.ident.clone(),
        _ => format_ident!("__eq_{}", member.ident),
    }
}

/// The position of member `m` among the properties or among the methods (its row in
/// `__PROPERTIES` or `__METHODS`).
pub fn row(s: &Scenario, m: &crate::model::Member) -> usize {
    s.members
        .iter()
        .filter(|o| o.kind == m.kind)
        .position(|o| o.ident == m.ident)
        .unwrap_or(0)
}

/// An index in a generated table, written as a person writes it (`3`, not `3usize`).
pub fn index(k: usize) -> proc_macro2::Literal {
    proc_macro2::Literal::usize_unsuffixed(k)
}

/// The row of member `m` in its table, as an expression: `&__METHODS[2]`.
pub fn row_ref(s: &Scenario, m: &crate::model::Member) -> TokenStream {
    let k = index(row(s, m));
    match m.kind {
        Kind::Property => quote!(&__PROPERTIES[#k]),
        Kind::Method => quote!(&__METHODS[#k]),
    }
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
