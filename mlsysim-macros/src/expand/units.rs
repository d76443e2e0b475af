//! Display units: the label a value is shown with, and the compile-time check that a declared
//! unit fits the quantity it is declared on (`unit = HOUR` on a `Time`).

use crate::model::Scenario;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};

/// A declared unit as an expression: a bare name is one of `mlsysim_core::units`.
fn unit_expr(path: &syn::Path) -> TokenStream {
    if path.segments.len() == 1 && path.leading_colon.is_none() {
        let id = &path.segments[0].ident;
        quote_spanned!(id.span()=> ::mlsysim_core::units::#id)
    } else {
        quote!(#path)
    }
}

/// Every declared unit checked against its quantity's type (each error on the unit).
pub fn checks(s: &Scenario) -> TokenStream {
    let inputs = s
        .inputs
        .iter()
        .filter_map(|i| Some((i.unit.as_ref()?, i.value_ty())));
    let members = s
        .members
        .iter()
        .filter_map(|m| Some((m.unit.as_ref()?, &m.ret)));
    let units = inputs.chain(members).map(|(path, ty)| unit_check(path, ty));
    quote!(#(#units)*)
}

/// The compile-time check that the unit `path` fits values of type `ty`, on the unit's tokens.
pub fn unit_check(path: &syn::Path, ty: &syn::Type) -> TokenStream {
    let unit = unit_expr(path);
    let span = syn::spanned::Spanned::span(path);
    quote_spanned!(span=> const _: () = ::mlsysim_core::units::unit_for::<#ty, _>(&#unit);)
}

pub fn unit_label(path: Option<&syn::Path>) -> TokenStream {
    match path {
        Some(p) => {
            let unit = unit_expr(p);
            quote!(::core::option::Option::Some(#unit.erase()))
        }
        None => quote!(::core::option::Option::None),
    }
}

pub fn unit_symbol(path: Option<&syn::Path>) -> TokenStream {
    match path {
        Some(p) => {
            let unit = unit_expr(p);
            quote!(::core::option::Option::Some(#unit.symbol))
        }
        None => quote!(::core::option::Option::None),
    }
}
