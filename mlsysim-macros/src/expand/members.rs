//! The inherent impl: `builder`, `variant`, one method per member and the hidden function that
//! holds its equation, `evaluate`, the input checks and the traced paths.
//!
//! A member's public method computes the members it reads and passes them to its equation
//! function, so that `evaluate` can compute every property once and pass the same values on.
//! The equation function checks the arguments against what the method declares they accept,
//! binds the inputs the equation reads, runs the rewritten equation, and hands the outcome to
//! `mlsysim_core::__private::finish`, the one place where every member's result is checked: an
//! error is named after the member, an error a closure kept is returned, and a non-finite
//! result becomes an error instead of a value.

use super::docs::member_doc;
use super::{equation_fn, typed_args, validate, values};
use crate::check::{Deps, Graph};
use crate::equation;
use crate::model::{Member, Scenario};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::{Expr, Ident};

pub fn inherent_impl(s: &Scenario, graph: &Graph) -> TokenStream {
    let name = &s.ident;
    let vis = &s.vis;
    let builder = super::builder_ident(s);
    let members = s
        .members
        .iter()
        .enumerate()
        .map(|(i, m)| member(s, &graph.deps[i], graph, i, m));
    let evaluate = values::evaluate_fn(s, graph);
    let explain = super::explain::explain_fns(s, graph);
    let validate = validate::validate_fn(s, graph);
    let variant_fields = s.inputs.iter().map(|i| {
        let id = &i.ident;
        if i.optional.is_some() {
            quote!(#id: __Clone::clone(&self.#id))
        } else {
            quote!(#id: Some(__Clone::clone(&self.#id)))
        }
    });
    let builder_doc =
        format!("Starts a [`{builder}`]; required inputs must be set before [`{builder}::build`].");
    quote! {
        #[allow(unused_variables, clippy::clone_on_copy, non_camel_case_types)]
        impl #name {
            #[doc = #builder_doc]
            #[must_use]
            #vis fn builder() -> #builder {
                __Default::default()
            }

            /// A builder holding this scenario's inputs: change some and build a new scenario
            /// (validated again).
            #[must_use]
            #vis fn variant(&self) -> #builder {
                #builder { #(#variant_fields,)* }
            }

            #(#members)*
            #evaluate
            #validate
            #explain
        }
    }
}

fn member(s: &Scenario, deps: &Deps, graph: &Graph, index: usize, m: &Member) -> TokenStream {
    let (id, vis, ret) = (&m.ident, &m.vis, &m.ret);
    let eq_fn = equation_fn(s, graph, m);
    let doc = member_doc(s, graph, index);
    if eq_fn == *id {
        // It reads no property: its own method holds its equation.
        return equation_fn_code(s, graph, deps, m, quote!(#[doc = #doc]), quote!(#vis));
    }
    let dep_calls = deps.needs.iter().map(|&d| {
        let did = &s.members[d].ident;
        quote!(self.#did()?)
    });
    let arg_params = typed_args(&m.args);
    let arg_names: Vec<&Ident> = m.args.iter().map(|a| &a.ident).collect();
    // Private, so in no documentation: it needs no `#[doc(hidden)]`.
    let equation = equation_fn_code(s, graph, deps, m, TokenStream::new(), TokenStream::new());
    quote! {
        #[doc = #doc]
        #[inline]
        #vis fn #id(&self #(, #arg_params)*) -> __Result<#ret, __c::EvalError> {
            self.#eq_fn(#(#dep_calls,)* #(#arg_names),*)
        }

        #equation
    }
}

/// The function that computes a member from the members it reads and its arguments, with its
/// doc attribute and visibility.
fn equation_fn_code(
    s: &Scenario,
    graph: &Graph,
    deps: &Deps,
    m: &Member,
    doc: TokenStream,
    vis: TokenStream,
) -> TokenStream {
    let (ret, name) = (&m.ret, m.ident.to_string());
    let eq_fn = equation_fn(s, graph, m);
    let dep_params = deps.needs.iter().map(|&d| {
        let dm = &s.members[d];
        let (did, dty) = (&dm.ident, &dm.ret);
        quote!(#did: #dty)
    });
    let arg_params = typed_args(&m.args);
    let row = super::row_ref(s, m);
    let arg_checks = m
        .args
        .iter()
        .enumerate()
        .filter(|(_, a)| !a.allowed.is_empty())
        .map(|(k, a)| {
            let (aid, k) = (&a.ident, super::index(k));
            quote!(__c::argument(&#aid, #name, &(#row).args[#k])?;)
        });
    let lazy = lazy_inputs(s, deps);
    let bindings = deps
        .inputs
        .iter()
        .filter(|(ii, _)| !lazy.contains(&s.inputs[*ii].ident.to_string()))
        .map(|&(ii, as_option)| input_binding(s, ii, as_option, &name));
    let call_bindings = call_bindings(s, graph, deps);
    let methods: Vec<String> = deps
        .calls
        .iter()
        .map(|&d| s.members[d].ident.to_string())
        .collect();
    let deferred = deferred_members(s, deps);
    let reads = equation::Reads {
        lazy: &lazy,
        deferred: &deferred,
    };
    let rewritten = equation::rewrite(&m.body, &methods, &deps.locals, reads, &name);
    let (fault, value) = finished(m, &rewritten, &row);
    // A member's own method is inlined across crates; a hidden equation function is called
    // only from this crate, where the compiler decides.
    // A hidden function's result is named shortly; a public method's spells out its `Result`.
    let (inline, result) = if vis.is_empty() {
        (TokenStream::new(), quote!(__Eval<#ret>))
    } else {
        (quote!(#[inline]), quote!(__Result<#ret, __c::EvalError>))
    };
    // A marker named after the member, for the message when the equation computes another kind
    // of value; braced, so it takes no name an equation could read as a value.
    let marker = &m.ident;
    quote! {
        #doc
        #inline
        #vis fn #eq_fn(&self #(, #dep_params)* #(, #arg_params)*) -> #result {
            #(#arg_checks)*
            #(#bindings)*
            #(#call_bindings)*
            #fault
            struct #marker {}
            type __M = __c::Member<#ret, #marker>;
            // The equation is `conform`'s argument, so that a kind of value the member is not
            // declared with is reported on the equation's tokens ("this computes `Information`").
            #value
        }
    }
}

/// A method the equation calls is bound as a closure of its declared arguments, over the
/// callee's equation function and the values this one was given: nothing is computed twice.
fn call_bindings(s: &Scenario, graph: &Graph, deps: &Deps) -> Vec<TokenStream> {
    deps.calls
        .iter()
        .map(|&d| {
            let callee = &s.members[d];
            let cid = &callee.ident;
            let callee_fn = equation_fn(s, graph, callee);
            let params = typed_args(&callee.args);
            let names = callee.args.iter().map(|a| &a.ident);
            let given = graph.deps[d].needs.iter().map(|&n| {
                let nid = &s.members[n].ident;
                quote!(__Clone::clone(&#nid))
            });
            quote!(let #cid = |#(#params),*| self.#callee_fn(#(#given,)* #(#names),*);)
        })
        .collect()
}

/// The member's fault cell, if the rewritten equation keeps one (a closure that cannot return
/// an error), and its value: the equation conformed and finished, with the cell if there is
/// one. The whole call is on the declared type, so that a type no member can have is reported
/// once, there.
fn finished(
    m: &Member,
    rewritten: &equation::Rewrite,
    row: &TokenStream,
) -> (TokenStream, TokenStream) {
    let body = &rewritten.expr;
    let ty_span = syn::spanned::Spanned::span(&m.ret);
    if rewritten.uses_fault {
        let cell = Ident::new(equation::FAULT, m.ident.span());
        (
            quote!(let #cell = __c::arith::Fault::new();),
            quote_spanned!(ty_span=> __c::member_kept(|| __M::conform(#body), &#cell, #row)),
        )
    } else {
        (
            TokenStream::new(),
            quote_spanned!(ty_span=> __c::member(|| __M::conform(#body), #row)),
        )
    }
}

/// `let input = self.input;`, or for an optional input read as a value, its value or an error
/// naming it.
pub(super) fn input_binding(s: &Scenario, ii: usize, as_option: bool, member: &str) -> TokenStream {
    let input = &s.inputs[ii];
    let iid = &input.ident;
    let iname = iid.to_string();
    if input.optional.is_some() && !as_option {
        quote!(let #iid = __c::present(&self.#iid, #member, #iname)?;)
    } else {
        quote!(let #iid = __Clone::clone(&self.#iid);)
    }
}

/// Optional inputs read as values where the equation uses them: those of a `requires_one_of`
/// group, so that an alternative the equation does not take is never required, and those read
/// only inside branches of an `if`, so that a branch not taken never needs them.
pub(super) fn lazy_inputs(s: &Scenario, deps: &Deps) -> Vec<String> {
    deps.inputs
        .iter()
        .filter(|(ii, as_option)| {
            !as_option
                && (crate::check::group_of(s, *ii).is_some() || deps.deferred_inputs.contains(ii))
        })
        .map(|(ii, _)| s.inputs[*ii].ident.to_string())
        .collect()
}

/// Properties read only inside branches of an `if`, by name: computed where they are read.
pub(super) fn deferred_members(s: &Scenario, deps: &Deps) -> Vec<String> {
    deps.deferred
        .iter()
        .map(|&d| s.members[d].ident.to_string())
        .collect()
}

/// What a non-finite result is blamed on: the function the equation ends in, or its result.
pub fn operation(body: &Expr) -> String {
    let mut expr = body;
    loop {
        match expr {
            Expr::Try(t) => expr = &t.expr,
            Expr::Paren(p) => expr = &p.expr,
            Expr::Call(c) => {
                if let Expr::Path(p) = &*c.func
                    && let Some(last) = p.path.segments.last()
                {
                    return format!("result of `{}`", last.ident);
                }
                return "result".into();
            }
            _ => return "result".into(),
        }
    }
}
