//! The traced path of a law, for worked solutions: its template (the arguments as holes) and a
//! hidden function that evaluates the law, each leaf of its template, and the arguments of the
//! laws it calls, from loosely typed arguments (see `expand::explain` for members).

use crate::equation::{self, template};
use crate::model::Member;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use std::collections::BTreeSet;
use syn::{Expr, Ident};

pub fn law_template(m: &Member) -> template::Template {
    let args: Vec<String> = m.args.iter().map(|a| a.ident.to_string()).collect();
    let locals: BTreeSet<String> = equation::names(&m.body).locals;
    template::template(
        &m.body,
        &template::Context {
            values: &args,
            inputs: &args,
            methods: &[],
            locals: &locals,
        },
    )
}

/// `fn __law_explain_<name>(args: &[InputValue]) -> Result<Parts, EvalError>`.
pub fn explain_fn(m: &Member) -> (Ident, TokenStream) {
    let ident = &m.ident;
    let name = ident.to_string();
    let fname = format_ident!("__law_explain_{}", ident);
    let count = m.args.len();
    let arg_ids: Vec<&Ident> = m.args.iter().map(|a| &a.ident).collect();
    let slots: Vec<Ident> = (0..count).map(|k| format_ident!("arg{}", k)).collect();
    let converts = m.args.iter().zip(&slots).map(|(a, slot)| {
        let (aid, aname, aty) = (&a.ident, a.ident.to_string(), &a.ty);
        quote! {
            let #aid: #aty = ::mlsysim_core::input::read::<#aty>(#slot, ::core::option::Option::None).map_err(|reason| {
                ::mlsysim_core::EvalError::bad_call(::std::format!("argument `{}` of `{}`: {}", #aname, #name, reason))
            })?;
        }
    });
    let t = law_template(m);
    let locals: Vec<String> = equation::names(&m.body).locals.into_iter().collect();
    let leaves = t.leaves.iter().map(|leaf| evaluate(m, leaf, &locals));
    let calls = t.calls.iter().map(|c| {
        crate::expand::explain_call_site(&quote!(::mlsysim_core::__private), c, |a| {
            evaluate(m, a, &locals)
        })
    });
    let unit = crate::expand::unit_label(m.unit.as_ref());
    // Shown through the same autoref choice as the leaves, so that a result type the catalog
    // cannot show is reported once, by the plain path, not again here.
    let shown = quote! {
        (&::mlsysim_core::explain::Showing(&value, #unit)).__shown().unwrap_or(::mlsysim_core::Value::Absent)
    };
    let code = quote! {
        #[doc(hidden)]
        #[allow(unused_variables, clippy::redundant_closure_call, clippy::clone_on_copy)]
        fn #fname(args: &[::mlsysim_core::InputValue]) -> ::core::result::Result<::mlsysim_core::explain::Parts, ::mlsysim_core::EvalError> {
            #[allow(unused_imports)]
            use ::mlsysim_core::explain::{ShowsNothing as _, ShowsValue as _};
            #[allow(unused_imports)]
            use ::mlsysim_core::arith::{Add as _, Div as _, Mul as _, Neg as _, Sub as _};
            let [#(#slots),*] = args else {
                return ::core::result::Result::Err(::mlsysim_core::EvalError::bad_call(
                    ::std::format!("`{}` takes {} argument(s), {} given", #name, #count, args.len())));
            };
            #(#converts)*
            ::core::result::Result::Ok(::mlsysim_core::explain::Parts {
                result: #ident(#(::core::clone::Clone::clone(&#arg_ids)),*).map(|value| #shown),
                leaves: ::std::vec![#(#leaves),*],
                calls: ::std::vec![#(#calls),*],
            })
        }
    };
    (fname, code)
}

/// A part of the law's equation evaluated on its own (the law's arguments are in scope).
fn evaluate(m: &Member, part: &Expr, locals: &[String]) -> TokenStream {
    let name = m.ident.to_string();
    let names = equation::names(part);
    let mut bound = BTreeSet::new();
    let bindings = names
        .refs
        .iter()
        .filter(|r| bound.insert(r.name.to_string()))
        .filter_map(|r| m.args.iter().find(|a| a.ident == r.name))
        .map(|a| {
            let aid = &a.ident;
            quote!(let #aid = ::core::clone::Clone::clone(&#aid);)
        });
    let rewritten = equation::rewrite(part, &[], locals, equation::Reads::default(), &name);
    let bindings: Vec<TokenStream> = bindings.collect();
    crate::expand::explain_shown_part(
        &quote!(::mlsysim_core::__private),
        &bindings,
        &rewritten,
        &m.ident,
        &quote!(::core::option::Option::None),
    )
}
