//! The code of a checked law: the function itself (its arguments converted, its equation
//! rewritten and finished like a member's), its rustdoc, its `LawInfo`, a call by name with
//! loosely typed arguments, and its traced path.

use super::Law;
use crate::equation;
use crate::model::Sample;
use crate::parse::split_doc;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::{ItemFn, Type};

pub(super) fn generate(function: &ItemFn, law: &Law) -> TokenStream {
    let m = &law.member;
    let (vis, ident, ret) = (&m.vis, &m.ident, &m.ret);
    let attrs: Vec<_> = function
        .attrs
        .iter()
        .filter(|a| !a.path().is_ident("doc"))
        .collect();
    let (summary, description) = split_doc(&m.doc);
    let name = ident.to_string();
    let params = m.args.iter().map(|a| {
        let (aid, aty) = (&a.ident, &a.ty);
        quote!(#aid: impl ::mlsysim_core::laws::LawArg<#aty>)
    });
    let converts = m.args.iter().map(|a| {
        let (aid, aty) = (&a.ident, &a.ty);
        quote!(let #aid: #aty = ::mlsysim_core::laws::LawArg::into_arg(#aid);)
    });
    let locals: Vec<String> = equation::names(&m.body).locals.into_iter().collect();
    let rewritten = equation::rewrite(&m.body, &[], &locals, equation::Reads::default(), &name);
    let body = &rewritten.expr;
    let fault_cell = syn::Ident::new(equation::FAULT, ident.span());
    let (fault, fault_ref) = if rewritten.uses_fault {
        (
            quote!(let #fault_cell = ::mlsysim_core::arith::Fault::new();),
            quote!(::core::option::Option::Some(&#fault_cell)),
        )
    } else {
        (TokenStream::new(), quote!(::core::option::Option::None))
    };
    let ty_span = syn::spanned::Spanned::span(ret);
    let conform =
        quote_spanned!(ty_span=> ::mlsysim_core::__private::conform::<#ret, _, #ident>(#body));
    let finish = quote_spanned!(ty_span=> ::mlsysim_core::__private::finish::<#ret>(__mlsysim_value, #fault_ref, #name, "result"));
    let doc = law_doc(law, &summary, &description);
    let info = info(law, &summary, &description);
    let call = format_ident!("__law_call_{}", ident);
    let call_body = dynamic_call(law);
    let (explain, explain_code) = super::explain::explain_fn(m);
    let unit_check = m
        .unit
        .as_ref()
        .map(|path| crate::expand::unit_check(path, ret));
    quote! {
        #(#attrs)*
        #[doc = #doc]
        #[inline]
        #[allow(clippy::redundant_closure_call)]
        #vis fn #ident(#(#params),*) -> ::core::result::Result<#ret, ::mlsysim_core::EvalError> {
            #[allow(unused_imports)]
            use ::mlsysim_core::arith::{Add as _, Div as _, Mul as _, Neg as _, Sub as _};
            #(#converts)*
            #fault
            let __mlsysim_value = (|| -> ::core::result::Result<#ret, ::mlsysim_core::EvalError> {
                #[allow(non_camel_case_types, dead_code)]
                struct #ident {}
                #conform
            })();
            #finish
        }

        #[doc(hidden)]
        fn #call(args: &[::mlsysim_core::InputValue]) -> ::core::result::Result<::mlsysim_core::Value, ::mlsysim_core::EvalError> {
            #call_body
        }

        #explain_code
        #unit_check

        ::mlsysim_core::__private::inventory::submit! {
            ::mlsysim_core::laws::LawEntry { info: #info, call: #call, explain: #explain }
        }
    }
}

fn law_doc(law: &Law, summary: &str, description: &str) -> String {
    let m = &law.member;
    let mut doc = format!("{summary}\n");
    if !description.is_empty() {
        doc += &format!("\n{description}\n");
    }
    if m.equation.contains('\n') {
        doc += &format!("\n**Equation:**\n\n```text\n{}\n```\n", m.equation);
    } else {
        doc += &format!("\n**Equation:** `{}`\n", m.equation);
    }
    if let Some(r) = &law.reference {
        doc += &format!("\n**Reference:** `{r}`\n");
    }
    doc += "\n# Errors\n\nAn argument out of the law's domain, or arithmetic that overflows, divides by zero or leaves the finite numbers.";
    doc
}

/// The law's static description for the catalog.
fn info(law: &Law, summary: &str, description: &str) -> TokenStream {
    let m = &law.member;
    let name = m.ident.to_string();
    let equation = &m.equation;
    let args = m.args.iter().map(|a| {
        let (aname, aty) = (a.ident.to_string(), crate::expand::type_text(&a.ty));
        let samples = a.samples.iter().filter_map(|s| match s {
            Sample::Literal(text) => Some(quote!(#text)),
            Sample::From(_) => None,
        });
        quote!(::mlsysim_core::laws::LawArgInfo { name: #aname, ty: #aty, samples: &[#(#samples),*] })
    });
    let ret = crate::expand::type_text(&m.ret);
    let unit = crate::expand::unit_symbol(m.unit.as_ref());
    let reference = match &law.reference {
        Some(r) => quote!(::core::option::Option::Some(#r)),
        None => quote!(::core::option::Option::None),
    };
    let template = crate::expand::explain_pieces(&super::explain::law_template(m));
    let calls: Vec<String> = equation::names(&m.body)
        .calls
        .iter()
        .map(ToString::to_string)
        .collect();
    let source = crate::source::source_file();
    quote! {
        &::mlsysim_core::laws::LawInfo {
            name: #name,
            summary: #summary,
            description: #description,
            equation: #equation,
            args: &[#(#args),*],
            result_type: #ret,
            unit: #unit,
            reference: #reference,
            calls: &[#(#calls),*],
            module: ::core::module_path!(),
            source_file: #source,
            template: #template,
        }
    }
}

/// The law called by name with loosely typed arguments (its page, the golden test).
fn dynamic_call(law: &Law) -> TokenStream {
    let m = &law.member;
    let name = m.ident.to_string();
    let ident = &m.ident;
    let count = m.args.len();
    let arg_ids: Vec<syn::Ident> = (0..count).map(|k| format_ident!("arg{}", k)).collect();
    let converts = m.args.iter().zip(&arg_ids).map(|(a, aid)| {
        let (aname, aty) = (a.ident.to_string(), &a.ty);
        quote! {
            let #aid: #aty = ::mlsysim_core::input::read::<#aty>(#aid, ::core::option::Option::None).map_err(|reason| {
                ::mlsysim_core::EvalError::bad_call(::std::format!("argument `{}` of `{}`: {}", #aname, #name, reason))
            })?;
        }
    });
    let unit = crate::expand::unit_label(m.unit.as_ref());
    let ret: &Type = &m.ret;
    quote! {
        let [#(#arg_ids),*] = args else {
            return ::core::result::Result::Err(::mlsysim_core::EvalError::bad_call(
                ::std::format!("`{}` takes {} argument(s), {} given", #name, #count, args.len())));
        };
        #(#converts)*
        let value = #ident(#(#arg_ids),*)?;
        ::core::result::Result::Ok(::mlsysim_core::report::shown::<#ret>(&value, #unit))
    }
}
