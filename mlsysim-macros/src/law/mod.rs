//! `#[law]`: a physical law or formula declared once, as a function whose body is its
//! equation.
//!
//! ```ignore
//! /// Time to move `bytes` across a link of `bandwidth`.
//! #[law(reference = "mlsysim.physics.transfer_time", samples(bytes = ["1 GB"], bandwidth = ["3.35 TB/s"]))]
//! pub fn transfer_time(bytes: Information, bandwidth: DataRate) -> Time {
//!     bytes / bandwidth
//! }
//! ```
//!
//! The function keeps its name and arguments and returns `Result<T, EvalError>`: its arithmetic
//! is checked as a scenario's equations are (`equation::rewrite`), and its result passes the
//! same finiteness check. Each argument takes anything that converts to its type without loss
//! (a declared size where bytes are expected). The law also goes into the catalog with its
//! equation, arguments and sample points, for its reference page, for scenario pages that call
//! it, and for the golden values of the reference.

mod expand;
mod explain;

use crate::attr::{self, Given, Key, KeyItem, Shape};
use crate::equation;
use crate::errors::Errors;
use crate::model::{Arg, Kind, Member, Sample};
use crate::parse::doc_of;
use proc_macro2::TokenStream;
use quote::quote;
use syn::{Expr, FnArg, ItemFn, Pat, ReturnType, Type};

/// A law as read: its signature as a method-like member (so samples read the same way), its
/// reference function and display unit.
pub(super) struct Law {
    pub(super) member: Member,
    pub(super) reference: Option<String>,
    /// Names bound by arguments refused for having no name (`(a, b): (T, T)`): the body may
    /// read them without an error of its own.
    unnamed: Vec<String>,
}

/// The keys of `#[law(...)]`.
const KEYS: &[Key<Law>] = &[
    Key {
        name: "reference",
        shape: Shape::Text,
        repeatable: false,
        retired: false,
        required: None,
        apply: |law, _, given, _| {
            if let Given::Text(text) = given {
                law.reference = Some(text.value());
            }
        },
    },
    Key {
        name: "unit",
        shape: Shape::Code("a unit constant such as `MILLISECOND` or `GB`"),
        repeatable: false,
        retired: false,
        required: None,
        apply: |law, _, given, errors| {
            if let Given::Code(expr) = given {
                law.member.unit = attr::path_of(
                    expr,
                    "a unit constant from `mlsysim_core::units`, such as `HOUR` or `GB`",
                    errors,
                );
            }
        },
    },
    Key {
        name: "samples",
        shape: Shape::List("samples(arg = [\"1 GB\", \"2 GB\"])"),
        repeatable: false,
        retired: false,
        required: None,
        apply: |law: &mut Law, item: &KeyItem, given: Given, errors: &mut Errors| {
            if let Given::List(tokens) = given {
                crate::parse::read_samples(&mut law.member, item, tokens, errors);
            }
        },
    },
];

pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut errors = Errors::default();
    let function: ItemFn = match syn::parse2(item.clone()) {
        Ok(f) => f,
        Err(_) => {
            errors.on(
                &item,
                "#[law] goes on a function `fn name(arg: T, ...) -> R { equation }`",
            );
            return errors.finish(item);
        }
    };
    let Some(mut law) = read(&function, &mut errors) else {
        return errors.finish(fallback(&function, None));
    };
    let before = errors.len();
    match attr::parse(args, false) {
        Ok(list) => {
            let span = function.sig.ident.span();
            attr::apply(
                &list.items,
                KEYS,
                &mut law,
                "#[law(...)]",
                span,
                &mut errors,
            );
        }
        Err(e) => errors.push(e),
    }
    // As for a member: a key already refused is not reported again as samples left out.
    law.member.key_errors = errors.len() > before;
    check(&law, &mut errors);
    if !errors.is_empty() {
        return errors.finish(fallback(&function, Some(&law.member.ret)));
    }
    expand::generate(&function, &law)
}

/// What a law with errors expands to: the function as callers see it when it compiles (each
/// named argument `impl LawArg<T>`, the result `Result<T, EvalError>`) with a body that never
/// runs, so that neither its body nor the code calling it adds errors of rustc's to the law's
/// own. `ret` is `None` when the law has no result type.
fn fallback(function: &ItemFn, ret: Option<&Type>) -> TokenStream {
    let sig = &function.sig;
    let (vis, ident, generics) = (&function.vis, &sig.ident, &sig.generics);
    let where_clause = &generics.where_clause;
    let attrs = &function.attrs;
    let params = sig.inputs.iter().map(|input| match input {
        FnArg::Typed(typed) if matches!(*typed.pat, Pat::Ident(_)) => {
            let (pat, ty) = (&typed.pat, &typed.ty);
            quote!(#pat: impl ::mlsysim_core::laws::LawArg<#ty>)
        }
        other => quote!(#other),
    });
    let output = ret.map(|ret| quote!(-> ::core::result::Result<#ret, ::mlsysim_core::EvalError>));
    quote! {
        #(#attrs)*
        #[allow(unused_variables, clippy::all)]
        #vis fn #ident #generics(#(#params),*) #output #where_clause {
            ::core::unreachable!("the declaration of this law has errors")
        }
    }
}

/// The signature and body of the function, as a method-like member.
fn read(function: &ItemFn, errors: &mut Errors) -> Option<Law> {
    let ident = function.sig.ident.clone();
    let doc = doc_of(&function.attrs);
    if doc.is_empty() {
        errors.at(ident.span(), format!("law `{ident}` has no description: add a doc comment (`/// ...`) above it; its first paragraph is the summary on its page"));
    }
    let ret = match &function.sig.output {
        ReturnType::Type(_, ty) => (**ty).clone(),
        ReturnType::Default => {
            errors.at(
                ident.span(),
                format!("law `{ident}` needs a result type: `fn {ident}(...) -> T`"),
            );
            return None;
        }
    };
    let mut args = Vec::new();
    let mut unnamed = Vec::new();
    for input in &function.sig.inputs {
        match input {
            FnArg::Typed(typed) => match &*typed.pat {
                Pat::Ident(p) => args.push(Arg {
                    ident: p.ident.clone(),
                    ty: (*typed.ty).clone(),
                    samples: Vec::new(),
                    allowed: Default::default(),
                }),
                other => {
                    errors.on(other, "name each argument of a law, `name: Type`, and take the parts of a tuple or struct apart in the body: each argument is named in the law's samples and on its page");
                    unnamed.extend(bound_names(other));
                }
            },
            FnArg::Receiver(r) => errors.on(r, "a law is a free function: it takes no `self`"),
        }
    }
    if args.is_empty() {
        errors.at(ident.span(), format!("law `{ident}` takes no arguments: a law computes a value from its arguments; a constant is a `const`"));
    }
    let stmts = &function.block.stmts;
    let body: Expr = match stmts.as_slice() {
        [syn::Stmt::Expr(expr, None)] => expr.clone(),
        _ => Expr::Block(syn::ExprBlock {
            attrs: Vec::new(),
            label: None,
            block: (*function.block).clone(),
        }),
    };
    Some(Law {
        member: Member {
            vis: function.vis.clone(),
            ident: ident.clone(),
            kind: Kind::Method,
            doc,
            args,
            ret,
            equation: equation::render(&body),
            equation_is_code: true,
            body,
            unit: None,
            mark: None,
            attr_span: ident.span(),
            key_errors: false,
        },
        reference: None,
        unnamed,
    })
}

/// The names a pattern binds.
fn bound_names(pat: &Pat) -> Vec<String> {
    struct Bound(Vec<String>);
    impl<'ast> syn::visit::Visit<'ast> for Bound {
        fn visit_pat_ident(&mut self, p: &'ast syn::PatIdent) {
            self.0.push(p.ident.to_string());
            syn::visit::visit_pat_ident(self, p);
        }
    }
    let mut bound = Bound(Vec::new());
    syn::visit::Visit::visit_pat(&mut bound, pat);
    bound.0
}

/// Every argument has samples; the equation reads only the law's arguments.
fn check(law: &Law, errors: &mut Errors) {
    let m = &law.member;
    for arg in &m.args {
        if arg.samples.is_empty() && !m.key_errors {
            errors.at(arg.ident.span(), format!("law `{}` has no samples for `{}`: add `samples({} = ...)` to #[law(...)] so that its page and the reference's golden values can evaluate it", m.ident, arg.ident, arg.ident));
        }
        for sample in &arg.samples {
            if let Sample::From(source) = sample {
                errors.at(source.span(), format!("a law has no inputs to draw samples from, and `{source}` is a name: write the values of `{}` out, such as `{} = [\"1 GB\", \"80 GiB\"]` for a quantity or `[1.0, 2.0]` for a number", arg.ident, arg.ident));
            }
        }
    }
    let names = equation::names(&m.body);
    for (span, _) in &names.self_uses {
        errors.at(*span, "a law reads only its arguments: it has no `self`");
    }
    let args: Vec<String> = m.args.iter().map(|a| a.ident.to_string()).collect();
    for r in &names.refs {
        let name = r.name.to_string();
        if !args.contains(&name) && !law.unnamed.contains(&name) {
            errors.at(
                r.name.span(),
                format!(
                    "unknown name `{name}` in the law `{}`{} (a law reads only its own arguments)",
                    m.ident,
                    crate::suggest::did_you_mean(&name, args.iter().map(String::as_str))
                ),
            );
        }
    }
}
