//! The traced path of each member, beside the plain one: a hidden function that evaluates the
//! member, then each leaf of its equation's template on its own, and the arguments of each call
//! it makes (see `equation::template`); `explain_parts` reaches it by name, and `nested` hands
//! out the scenarios held as inputs, so an explanation can go down into them. Nothing here runs
//! on the plain path.

use super::members::{input_binding, lazy_inputs};
use super::unit_label;
use crate::check::{Deps, Graph};
use crate::equation::{self, template};
use crate::model::{Kind, Member, Scenario};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use std::collections::BTreeSet;
use syn::{Expr, Ident};

/// The template of a member's equation, as `&[Piece]` for its `MemberInfo`.
pub fn pieces(t: &template::Template) -> TokenStream {
    let pieces = t.pieces.iter().map(|p| match p {
        template::Piece::Text(text) => quote!(::mlsysim_core::explain::Piece::Text(#text)),
        template::Piece::Leaf(text, i) => quote!(::mlsysim_core::explain::Piece::Leaf(#text, #i)),
    });
    quote!(&[#(#pieces),*])
}

/// The template of member `m`.
pub fn member_template(s: &Scenario, m: &Member, deps: &Deps) -> template::Template {
    let mut values: Vec<String> = s.inputs.iter().map(|i| i.ident.to_string()).collect();
    values.extend(
        s.members
            .iter()
            .filter(|o| o.kind == Kind::Property)
            .map(|o| o.ident.to_string()),
    );
    values.extend(m.args.iter().map(|a| a.ident.to_string()));
    let inputs: Vec<String> = s.inputs.iter().map(|i| i.ident.to_string()).collect();
    let methods: Vec<String> = s
        .members
        .iter()
        .filter(|o| o.kind == Kind::Method)
        .map(|o| o.ident.to_string())
        .collect();
    let locals: BTreeSet<String> = deps.locals.iter().cloned().collect();
    template::template(
        &m.body,
        &template::Context {
            values: &values,
            inputs: &inputs,
            methods: &methods,
            locals: &locals,
        },
    )
}

/// `fn __explain_<member>(&self, args) -> Parts` for every member.
pub fn explain_fns(s: &Scenario, graph: &Graph) -> TokenStream {
    let fns = s
        .members
        .iter()
        .enumerate()
        .map(|(i, m)| explain_fn(s, &graph.deps[i], m));
    quote!(#(#fns)*)
}

fn explain_ident(m: &Member) -> Ident {
    format_ident!("__explain_{}", m.ident)
}

fn explain_fn(s: &Scenario, deps: &Deps, m: &Member) -> TokenStream {
    let id = &m.ident;
    let fname = explain_ident(m);
    let params = super::typed_args(&m.args);
    let arg_ids: Vec<&Ident> = m.args.iter().map(|a| &a.ident).collect();
    let t = member_template(s, m, deps);
    let env = Env { s, deps, m };
    let leaves = t
        .leaves
        .iter()
        .map(|leaf| env.evaluate(leaf, leaf_unit(s, m, leaf)));
    let calls = t.calls.iter().map(|c| {
        let name = &c.name;
        let args = c
            .args
            .iter()
            .map(|a| env.evaluate(a, quote!(::core::option::Option::None)));
        quote!(::mlsysim_core::explain::CallSite { name: #name, args: ::std::vec![#(#args),*] })
    });
    let unit = unit_label(m.unit.as_ref());
    // Shown through the same autoref choice as the leaves, so that a result type the catalog
    // cannot show is reported once, by the plain path, not again here.
    let shown = quote! {
        (&::mlsysim_core::explain::Showing(&value, #unit)).__shown().unwrap_or(::mlsysim_core::Value::Absent)
    };
    quote! {
        #[doc(hidden)]
        #[allow(unused_variables, clippy::redundant_closure_call, clippy::clone_on_copy)]
        fn #fname(&self #(, #params)*) -> ::mlsysim_core::explain::Parts {
            #[allow(unused_imports)]
            use ::mlsysim_core::explain::{ShowsNothing as _, ShowsValue as _};
            ::mlsysim_core::explain::Parts {
                result: self.#id(#(::core::clone::Clone::clone(&#arg_ids)),*).map(|value| #shown),
                leaves: ::std::vec![#(#leaves),*],
                calls: ::std::vec![#(#calls),*],
            }
        }
    }
}

/// The display unit of a leaf that is an input or property named bare.
fn leaf_unit(s: &Scenario, m: &Member, leaf: &Expr) -> TokenStream {
    let name = equation::names::bare_name(leaf).map(ToString::to_string);
    let unit = name.and_then(|n| {
        s.inputs
            .iter()
            .find(|i| i.ident == n)
            .map(|i| i.unit.as_ref())
            .or_else(|| {
                s.members
                    .iter()
                    .find(|o| o.ident == n && o.kind == Kind::Property && o.ident != m.ident)
                    .map(|o| o.unit.as_ref())
            })
            .flatten()
    });
    unit_label(unit)
}

/// What a member's equation can read, for evaluating one of its parts on its own.
struct Env<'a> {
    s: &'a Scenario,
    deps: &'a Deps,
    m: &'a Member,
}

impl Env<'_> {
    /// A part of the equation evaluated on its own, binding only the names it reads; its value
    /// as a `Result<Option<Value>, EvalError>`.
    fn evaluate(&self, part: &Expr, unit: TokenStream) -> TokenStream {
        let (s, m) = (self.s, self.m);
        let member = m.ident.to_string();
        let names = equation::names(part);
        let lazy = lazy_inputs(s, self.deps);
        let mut bound = BTreeSet::new();
        let mut bindings = Vec::new();
        for r in &names.refs {
            let n = r.name.to_string();
            if !bound.insert(n.clone()) {
                continue;
            }
            if let Some(a) = m.args.iter().find(|a| a.ident == n) {
                let aid = &a.ident;
                bindings.push(quote!(let #aid = ::core::clone::Clone::clone(&#aid);));
            } else if let Some(ii) = s.inputs.iter().position(|i| i.ident == n) {
                if !lazy.contains(&n) {
                    bindings.push(input_binding(s, ii, r.as_option, &member));
                }
            } else if let Some(p) = s
                .members
                .iter()
                .find(|o| o.ident == n && o.kind == Kind::Property)
            {
                let pid = &p.ident;
                bindings.push(quote!(let #pid = self.#pid()?;));
            }
        }
        let mut methods = Vec::new();
        for callee in &names.calls {
            if let Some(callee) = s
                .members
                .iter()
                .find(|o| o.ident == *callee && o.kind == Kind::Method)
            {
                let cid = &callee.ident;
                let params = super::typed_args(&callee.args);
                let args = callee.args.iter().map(|a| &a.ident);
                bindings.push(quote!(let #cid = |#(#params),*| self.#cid(#(#args),*);));
                methods.push(cid.to_string());
            }
        }
        let rewritten = equation::rewrite(part, &methods, &self.deps.locals, &lazy, &member);
        shown_part(&bindings, &rewritten, &m.ident, &unit)
    }
}

/// A rewritten part of an equation evaluated on its own, after `bindings`, as a
/// `Result<Option<Value>, EvalError>` (members' and laws' traced paths alike).
pub fn shown_part(
    bindings: &[TokenStream],
    rewritten: &equation::Rewrite,
    member: &Ident,
    unit: &TokenStream,
) -> TokenStream {
    let expr = &rewritten.expr;
    let cell = Ident::new(equation::FAULT, member.span());
    let (fault, fault_check) = if rewritten.uses_fault {
        (
            quote!(let #cell = ::mlsysim_core::arith::Fault::new();),
            quote! {
                if let ::core::option::Option::Some(e) = #cell.take() {
                    return ::core::result::Result::Err(e);
                }
            },
        )
    } else {
        (TokenStream::new(), TokenStream::new())
    };
    quote! {
        (|| -> ::core::result::Result<::core::option::Option<::mlsysim_core::Value>, ::mlsysim_core::EvalError> {
            #[allow(unused_imports)]
            use ::mlsysim_core::arith::{Add as _, Div as _, Mul as _, Neg as _, Sub as _};
            #(#bindings)*
            #fault
            // A match keeps the part's temporaries alive while it is shown.
            match #expr {
                part => {
                    #fault_check
                    ::core::result::Result::Ok((&::mlsysim_core::explain::Showing(&part, #unit)).__shown())
                }
            }
        })()
    }
}

/// `explain_parts` arms: each member by name, its arguments read through their types.
pub fn explain_arms(s: &Scenario) -> Vec<TokenStream> {
    s.members.iter().map(explain_arm).collect()
}

fn explain_arm(m: &Member) -> TokenStream {
    let fname = explain_ident(m);
    let mname = m.ident.to_string();
    let count = m.args.len();
    let arg_ids: Vec<Ident> = (0..count).map(|k| format_ident!("arg{}", k)).collect();
    let converts = m.args.iter().zip(&arg_ids).map(|(a, aid)| {
        let (aname, aty) = (a.ident.to_string(), &a.ty);
        quote! {
            let #aid: #aty = match ::mlsysim_core::input::read::<#aty>(#aid, ::core::option::Option::None) {
                ::core::result::Result::Ok(v) => v,
                ::core::result::Result::Err(reason) => return ::core::option::Option::Some(::core::result::Result::Err(
                    ::mlsysim_core::EvalError::bad_call(::std::format!("argument `{}` of `{}`: {}", #aname, #mname, reason)))),
            };
        }
    });
    quote! {
        #mname => {
            let [#(#arg_ids),*] = args else {
                return ::core::option::Option::Some(::core::result::Result::Err(::mlsysim_core::EvalError::bad_call(
                    ::std::format!("`{}` takes {} argument(s), {} given", #mname, #count, args.len()))));
            };
            #(#converts)*
            ::core::option::Option::Some(::core::result::Result::Ok(self.#fname(#(#arg_ids),*)))
        }
    }
}

/// `nested` arms: each input held as a scenario that some member reaches into.
pub fn nested_arms(s: &Scenario, graph: &Graph) -> Vec<TokenStream> {
    let mut seen = BTreeSet::new();
    graph
        .deps
        .iter()
        .flat_map(|d| &d.reaches)
        .filter(|(ii, _)| seen.insert(*ii))
        .map(|(ii, _)| {
            let input = &s.inputs[*ii];
            let (iid, iname) = (&input.ident, input.ident.to_string());
            // Only a scenario is handed out; a registry entry's methods have no steps beneath.
            if input.optional.is_some() {
                quote!(#iname => self.#iid.as_ref().and_then(|n| (&::mlsysim_core::explain::Held(n)).__held()),)
            } else {
                quote!(#iname => (&::mlsysim_core::explain::Held(&self.#iid)).__held(),)
            }
        })
        .collect()
}

/// `explain_parts` and `nested` of `impl Scenario`.
pub fn scenario_methods(s: &Scenario, graph: &Graph) -> TokenStream {
    let explain_arms = explain_arms(s);
    let nested_arms = nested_arms(s, graph);
    quote! {
            fn explain_parts(
                &self,
                member: &str,
                args: &[::mlsysim_core::InputValue],
            ) -> ::core::option::Option<::core::result::Result<::mlsysim_core::explain::Parts, ::mlsysim_core::EvalError>> {
                match member {
                    #(#explain_arms)*
                    _ => ::core::option::Option::None,
                }
            }

            fn nested(&self, input: &str) -> ::core::option::Option<&dyn ::mlsysim_core::DynScenario> {
                #[allow(unused_imports)]
                use ::mlsysim_core::explain::{HeldNothing as _, HeldScenario as _};
                match input {
                    #(#nested_arms)*
                    _ => ::core::option::Option::None,
                }
            }
    }
}
