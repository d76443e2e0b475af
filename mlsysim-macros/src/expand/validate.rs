//! The input checks `build` runs: every number finite, declared signs and ranges, one complete
//! alternative of each `requires_one_of` group, then the scenario's own rule.

use super::units::unit_label;
use crate::model::{Bound, Input, Scenario};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::Ident;

pub fn validate_fn(s: &Scenario) -> TokenStream {
    let checks = s.inputs.iter().map(input_checks);
    let groups = s.one_of.iter().map(|group| {
        let alternatives = group.alternatives.iter().map(|alt| {
            let present = alt.iter().map(|n| quote!(self.#n.is_some()));
            let names = alt.iter().map(ToString::to_string);
            quote!((&[#(#present),*], &[#(#names),*]))
        });
        let all = group.alternatives.iter().map(|alt| {
            let names = alt.iter().map(ToString::to_string);
            quote!(&[#(#names),*])
        });
        quote!(::mlsysim_core::validate::one_of(&[#(#alternatives),*], &[#(#all),*])?;)
    });
    let rule = s.check.as_ref().map(|path| quote!(#path(self)?;));
    quote! {
        fn __validate(&self) -> ::core::result::Result<(), ::mlsysim_core::InputError> {
            #(#checks)*
            #(#groups)*
            #rule
            ::core::result::Result::Ok(())
        }
    }
}

fn input_checks(i: &Input) -> TokenStream {
    let id = &i.ident;
    let iname = id.to_string();
    let unit = unit_label(i.unit.as_ref());
    let ty_span = syn::spanned::Spanned::span(&i.ty);
    let mut out = quote_spanned!(ty_span=> ::mlsysim_core::validate::finite(&self.#id, #iname)?;);
    if let Some(flag) = &i.positive {
        out.extend(quote_spanned!(flag.span()=> ::mlsysim_core::validate::positive(&self.#id, #iname, #unit)?;));
    }
    if let Some(flag) = &i.non_negative {
        out.extend(quote_spanned!(flag.span()=> ::mlsysim_core::validate::non_negative(&self.#id, #iname, #unit)?;));
    }
    if let Some(range) = &i.range {
        let text = range.text();
        let span = syn::spanned::Spanned::span(&range.expr);
        // The field is named with the range's span so that an error covers the range alone.
        let field = Ident::new(&iname, span);
        if range.is_literal() {
            // Literal bounds compare as numbers (base units for quantities): one check, and
            // one clear error when the input is not a number at all.
            let bound = |b: &Option<Bound>| match b {
                Some(Bound::Literal(v)) => quote!(::core::option::Option::Some(#v)),
                _ => quote!(::core::option::Option::None),
            };
            let (low, high, inclusive) = (bound(&range.low), bound(&range.high), range.inclusive);
            out.extend(quote_spanned!(span=> ::mlsysim_core::validate::within_bounds(&self.#field, #iname, #text, #low, #high, #inclusive, #unit)?;));
        } else {
            let expr = &range.expr;
            out.extend(quote_spanned!(span=> ::mlsysim_core::validate::within_range(&self.#field, #iname, #text, #expr, #unit)?;));
        }
    }
    out
}
