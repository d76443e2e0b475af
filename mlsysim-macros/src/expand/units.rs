//! Display units: the label a value is shown with, and the compile-time check that a declared
//! unit fits the quantity it is declared on (`unit = HOUR` on a `Time`).

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

/// The compile-time check that the unit `path` fits values of type `ty`, on the unit's tokens.
pub fn unit_check(path: &syn::Path, ty: &syn::Type) -> TokenStream {
    let unit = unit_expr(path);
    let span = syn::spanned::Spanned::span(path);
    quote_spanned!(span=> const _: () = ::mlsysim_core::units::unit_for::<#ty, _>(&#unit);)
}

/// The label of the unit declared on a value of type `ty`, checked against it (the error on the
/// unit's tokens), for a scenario's tables.
pub fn checked_label(path: &syn::Path, ty: &syn::Type) -> TokenStream {
    let unit = unit_expr(path);
    let span = syn::spanned::Spanned::span(path);
    // A method of the unit, whose own quantity is then known, so that a unit of another
    // dimension is reported by `UnitOf`'s message on the unit's tokens, not as a mismatch of
    // inferred types.
    quote_spanned!(span=> #unit.label_for::<#ty>())
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
