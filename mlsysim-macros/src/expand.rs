//! Writes the code of a checked scenario: the struct, its members, builder, evaluation of
//! every property in dependency order, static metadata and the catalog entry.

use crate::check::Graph;
use crate::equation;
use crate::model::{Input, Kind, Member, Scenario};
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::Ident;

pub fn scenario(s: &Scenario, graph: &Graph) -> TokenStream {
    let name = &s.ident;
    let vis = &s.vis;
    let builder = format_ident!("{}Builder", name);
    let values = format_ident!("{}Values", name);
    let strukt = structure(s);
    let members = s
        .members
        .iter()
        .enumerate()
        .map(|(i, m)| member(s, graph, i, m));
    let builder_code = builder_type(s, &builder);
    let evaluate = evaluate(s, graph, &values);
    let validate = validate(s);
    let scenario_impl = scenario_impl(s, graph, &values);
    let unit_checks = unit_checks(s);
    let nested = nested_input_impls(s);
    let variant_fields = s.inputs.iter().map(|i| {
        let id = &i.ident;
        if i.optional.is_some() {
            quote!(#id: ::core::clone::Clone::clone(&self.#id))
        } else {
            quote!(#id: ::core::option::Option::Some(::core::clone::Clone::clone(&self.#id)))
        }
    });
    let builder_doc =
        format!("Starts a [`{builder}`]; required inputs must be set before [`{builder}::build`].");
    quote! {
        #strukt

        #[allow(clippy::all)]
        impl #name {
            #[doc = #builder_doc]
            #vis fn builder() -> #builder {
                ::core::default::Default::default()
            }

            /// A builder holding this scenario's inputs: change some and build a new scenario
            /// (validated again).
            #vis fn variant(&self) -> #builder {
                #builder { #(#variant_fields,)* }
            }

            #(#members)*
            #evaluate
            #validate
        }

        #builder_code
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

/// A scenario can be an input of another (RetrainingInterval holds an AccuracyDecay): given by
/// a preset's name or by a table of its own inputs, checked when it was built, and shown by its
/// inputs.
pub fn nested_input_impls(s: &Scenario) -> TokenStream {
    let name = &s.ident;
    let expected = format!("a {name} preset name, or a table of {name} inputs");
    quote! {
        #[allow(clippy::all)]
        impl ::mlsysim_core::FromInput for #name {
            const EXPECTED: &'static str = #expected;
            fn from_input(value: &::mlsysim_core::InputValue) -> ::core::result::Result<Self, ::std::string::String> {
                match value {
                    ::mlsysim_core::InputValue::Text(preset) => ::mlsysim_core::catalog::preset_of::<#name>(preset),
                    ::mlsysim_core::InputValue::Map(inputs) => {
                        <#name as ::mlsysim_core::Scenario>::from_inputs(inputs).map_err(|e| e.to_string())
                    }
                    _ => ::core::result::Result::Err(::std::format!("expected {}", #expected)),
                }
            }
        }

        impl ::mlsysim_core::validate::Finiteness for #name {
            fn is_finite_input(&self) -> bool {
                true
            }
        }

        impl ::mlsysim_core::report::ToValue for #name {
            fn to_value(&self, _: ::core::option::Option<::mlsysim_core::units::UnitLabel>) -> ::mlsysim_core::Value {
                ::mlsysim_core::report::nested_value(&::mlsysim_core::Scenario::report(self))
            }
        }
    }
}

/// The struct itself: the inputs, with their docs extended by what the declaration says of them.
pub fn structure(s: &Scenario) -> TokenStream {
    let name = &s.ident;
    let vis = &s.vis;
    let attrs = &s.attrs;
    let doc = scenario_doc(s);
    let generics = &s.generics;
    let fields = s.inputs.iter().map(|i| {
        let (id, ty, v, a) = (&i.ident, &i.ty, &i.vis, &i.attrs);
        let doc = input_doc(i);
        quote!(#(#a)* #[doc = #doc] #v #id: #ty)
    });
    quote! {
        #(#attrs)*
        #[doc = #doc]
        #[derive(::core::fmt::Debug, ::core::clone::Clone)]
        #vis struct #name #generics { #(#fields,)* }
    }
}

fn scenario_doc(s: &Scenario) -> String {
    let mut doc = format!("{}\n", s.summary);
    if !s.description.is_empty() {
        doc += &format!("\n{}\n", s.description);
    }
    doc += &format!("\n# Equation\n\n{}\n", s.equation);
    for (title, items) in [
        ("Assumptions", &s.assumptions),
        ("Excludes", &s.excludes),
        ("Derivation", &s.derivation),
    ] {
        if !items.is_empty() {
            doc += &format!("\n# {title}\n\n");
            for item in items {
                doc += &format!("- {item}\n");
            }
        }
    }
    if !s.examples.is_empty() {
        doc += "\n# Examples\n";
        for example in &s.examples {
            doc += &format!("\n```rust\n{}\n```\n", example.value().trim());
        }
    }
    doc
}

fn input_doc(i: &Input) -> String {
    let mut doc = i.doc.clone();
    let mut facts = Vec::new();
    if i.optional.is_some() {
        facts.push("optional (absent by default)".to_string());
    }
    if let Some(d) = &i.default {
        facts.push(format!("default `{}`", equation::render(d)));
    }
    if let Some(a) = allowed(i) {
        facts.push(format!("allowed {a}"));
    }
    if !facts.is_empty() {
        doc += &format!("\n\n*{}.*", capitalize(&facts.join("; ")));
    }
    doc
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// The allowed values in words: `[0.0, 1.0]`, `> 0`, ...
pub fn allowed(i: &Input) -> Option<String> {
    let mut parts = Vec::new();
    if i.positive.is_some() {
        parts.push("> 0".to_string());
    }
    if i.non_negative.is_some() {
        parts.push(">= 0".to_string());
    }
    if let Some(r) = &i.range {
        parts.push(range_text(r));
    }
    (!parts.is_empty()).then(|| parts.join(" and "))
}

/// A range in interval notation: `[0.0, 1.0]`, `>= 1`.
fn range_text(r: &syn::ExprRange) -> String {
    let bound = |e: &Option<Box<syn::Expr>>| e.as_deref().map(equation::render);
    let closed = matches!(r.limits, syn::RangeLimits::Closed(_));
    match (bound(&r.start), bound(&r.end)) {
        (Some(lo), Some(hi)) if closed => format!("[{lo}, {hi}]"),
        (Some(lo), Some(hi)) => format!("[{lo}, {hi})"),
        (Some(lo), None) => format!(">= {lo}"),
        (None, Some(hi)) if closed => format!("<= {hi}"),
        (None, Some(hi)) => format!("< {hi}"),
        (None, None) => "any".to_string(),
    }
}

/// `name: Type` for each argument, as a function's parameters.
pub fn typed_args(args: &[crate::model::Arg]) -> Vec<TokenStream> {
    args.iter()
        .map(|a| {
            let (aid, aty) = (&a.ident, &a.ty);
            quote!(#aid: #aty)
        })
        .collect()
}

fn hidden_eq(m: &Member) -> Ident {
    format_ident!("__eq_{}", m.ident)
}

fn member(s: &Scenario, graph: &Graph, index: usize, m: &Member) -> TokenStream {
    let deps = &graph.deps[index];
    let (id, vis, ret) = (&m.ident, &m.vis, &m.ret);
    let name = id.to_string();
    let eq_fn = hidden_eq(m);
    let dep_params = deps.members.iter().map(|&d| {
        let dm = &s.members[d];
        let (did, dty) = (&dm.ident, &dm.ret);
        quote!(#did: #dty)
    });
    let dep_calls = deps.members.iter().map(|&d| {
        let did = &s.members[d].ident;
        quote!(self.#did()?)
    });
    let arg_params = typed_args(&m.args);
    let arg_names: Vec<&Ident> = m.args.iter().map(|a| &a.ident).collect();
    let bindings = deps.inputs.iter().map(|&(ii, as_option)| {
        let input = &s.inputs[ii];
        let iid = &input.ident;
        let iname = iid.to_string();
        if input.optional.is_some() && !as_option {
            quote! {
                let #iid = match &self.#iid {
                    ::core::option::Option::Some(value) => ::core::clone::Clone::clone(value),
                    ::core::option::Option::None => {
                        return ::core::result::Result::Err(::mlsysim_core::EvalError::missing(#name, #iname));
                    }
                };
            }
        } else {
            quote!(let #iid = ::core::clone::Clone::clone(&self.#iid);)
        }
    });
    // A method the equation calls is bound as a closure of its declared arguments.
    let call_bindings = deps.calls.iter().map(|&d| {
        let callee = &s.members[d];
        let cid = &callee.ident;
        let params = typed_args(&callee.args);
        let names = callee.args.iter().map(|a| &a.ident);
        quote!(let #cid = |#(#params),*| self.#cid(#(#names),*);)
    });
    let bindings = bindings.chain(call_bindings);
    let rebind: Vec<&Ident> = deps
        .members
        .iter()
        .map(|&d| &s.members[d].ident)
        .chain(m.args.iter().map(|a| &a.ident))
        .collect();
    let body = equation::checked(&m.body);
    let body_span = m.span;
    let outcome = quote_spanned! {body_span=>
        ::mlsysim_core::__private::Outcome::<#ret>::into_outcome(#body)
    };
    let doc = member_doc(s, graph, index);
    quote! {
        #[doc = #doc]
        #[inline]
        #vis fn #id(&self #(, #arg_params)*) -> ::core::result::Result<#ret, ::mlsysim_core::EvalError> {
            self.#eq_fn(#(#dep_calls,)* #(#arg_names),*)
        }

        #[doc(hidden)]
        #[inline]
        #[allow(unused_imports, unused_parens, clippy::all)]
        fn #eq_fn(&self #(, #dep_params)* #(, #arg_params)*) -> ::core::result::Result<#ret, ::mlsysim_core::EvalError> {
            // The prelude is imported in an inner block, and the arguments rebound after it, so
            // that an argument named like a prelude function (`floor`) is the value.
            let __mlsysim_args = (#(#rebind,)*);
            {
                use ::mlsysim_core::equation::*;
                use ::mlsysim_core::arith::{Add as _, Div as _, Mul as _, Neg as _, Sub as _};
                let (#(#rebind,)*) = __mlsysim_args;
                #(#bindings)*
                let value = (|| -> ::core::result::Result<#ret, ::mlsysim_core::EvalError> { #outcome })();
                value.map_err(|e| e.within(#name))
            }
        }
    }
}

fn member_doc(s: &Scenario, graph: &Graph, index: usize) -> String {
    let m = &s.members[index];
    let deps = &graph.deps[index];
    let mut doc = format!("{}\n\n", m.doc);
    if m.equation.contains('\n') || !m.equation_is_code {
        let fence = if m.equation_is_code { "```text" } else { "" };
        if m.equation_is_code {
            doc += &format!("**Equation:**\n\n{fence}\n{}\n```\n", m.equation);
        } else {
            doc += &format!("**Equation:** {}\n", m.equation);
        }
    } else {
        doc += &format!("**Equation:** `{}`\n", m.equation);
    }
    let reads = depends_on(s, graph, index);
    if !reads.is_empty() {
        doc += &format!(
            "\n**Reads:** {}\n",
            reads
                .iter()
                .map(|r| format!("`{r}`"))
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    if !deps.requires.is_empty() {
        let names: Vec<String> = deps
            .requires
            .iter()
            .map(|&i| format!("`{}`", s.inputs[i].ident))
            .collect();
        doc += &format!(
            "\n**Requires:** {} (an error names the absent one)\n",
            names.join(", ")
        );
    }
    doc
}

/// Names an equation reads directly, inputs first, each once.
pub fn depends_on(s: &Scenario, graph: &Graph, index: usize) -> Vec<String> {
    let deps = &graph.deps[index];
    let mut names: Vec<String> = deps
        .inputs
        .iter()
        .map(|&(i, _)| s.inputs[i].ident.to_string())
        .collect();
    names.extend(deps.members.iter().map(|&d| s.members[d].ident.to_string()));
    names.dedup();
    names
}

pub fn builder_type(s: &Scenario, builder: &Ident) -> TokenStream {
    let name = &s.ident;
    let vis = &s.vis;
    let fields = s.inputs.iter().map(|i| {
        let (id, ty) = (&i.ident, i.value_ty());
        quote!(#id: ::core::option::Option<#ty>)
    });
    let setters = s.inputs.iter().map(|i| {
        let (id, ty) = (&i.ident, i.value_ty());
        let doc = format!("Sets `{id}`: {}", i.doc.lines().next().unwrap_or(""));
        let unset = i.optional.as_ref().map(|_| {
            let without = format_ident!("without_{}", id);
            let udoc = format!("Leaves `{id}` absent.");
            quote! {
                #[doc = #udoc]
                pub fn #without(mut self) -> Self {
                    self.#id = ::core::option::Option::None;
                    self
                }
            }
        });
        quote! {
            #[doc = #doc]
            pub fn #id(mut self, value: #ty) -> Self {
                self.#id = ::core::option::Option::Some(value);
                self
            }
            #unset
        }
    });
    let takes = s.inputs.iter().map(|i| {
        let id = &i.ident;
        let iname = id.to_string();
        if i.optional.is_some() {
            quote!(#id: self.#id)
        } else if let Some(default) = &i.default {
            let ty = &i.ty;
            quote!(#id: match self.#id { ::core::option::Option::Some(v) => v, ::core::option::Option::None => { let d: #ty = #default; d } })
        } else {
            quote!(#id: match self.#id {
                ::core::option::Option::Some(v) => v,
                ::core::option::Option::None => {
                    return ::core::result::Result::Err(::mlsysim_core::InputError::Missing { input: #iname });
                }
            })
        }
    });
    let set_arms = s.inputs.iter().map(|i| {
        let id = &i.ident;
        let iname = id.to_string();
        let ty = i.value_ty();
        let read = quote! {
            <#ty as ::mlsysim_core::FromInput>::from_input(value).map_err(|reason| {
                ::mlsysim_core::InputError::Invalid { input: #iname, reason: reason.into() }
            })?
        };
        if i.optional.is_some() {
            quote! {
                #iname => {
                    self.#id = if ::mlsysim_core::input::means_absent(value) {
                        ::core::option::Option::None
                    } else {
                        ::core::option::Option::Some(#read)
                    };
                }
            }
        } else {
            quote!(#iname => { self.#id = ::core::option::Option::Some(#read); })
        }
    });
    let input_names: Vec<String> = s.inputs.iter().map(|i| i.ident.to_string()).collect();
    let doc = format!("Builds a [`{name}`]: set the inputs by name, then call `build`.");
    quote! {
        #[doc = #doc]
        #[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
        #vis struct #builder { #(#fields,)* }

        #[allow(clippy::all)]
        impl #builder {
            #(#setters)*

            /// Sets an input by name from a loosely typed value (a command-line flag, a field
            /// of an input file). `none` leaves an optional input absent.
            pub fn set_input(
                &mut self,
                name: &str,
                value: &::mlsysim_core::InputValue,
            ) -> ::core::result::Result<(), ::mlsysim_core::InputError> {
                match name {
                    #(#set_arms)*
                    _ => {
                        return ::core::result::Result::Err(::mlsysim_core::InputError::Unknown(
                            ::mlsysim_core::UnknownName::new(
                                "input",
                                &::mlsysim_core::input::truncate(name),
                                [#(#input_names),*].into_iter(),
                            ),
                        ));
                    }
                }
                ::core::result::Result::Ok(())
            }

            /// Checks every input (required ones present, numbers finite and within their
            /// declared ranges, the scenario's own rules) and builds the scenario.
            pub fn build(self) -> ::core::result::Result<#name, ::mlsysim_core::InputError> {
                let scenario = #name { #(#takes,)* };
                scenario.__validate()?;
                ::core::result::Result::Ok(scenario)
            }
        }
    }
}

fn validate(s: &Scenario) -> TokenStream {
    let checks = s.inputs.iter().map(|i| {
        let id = &i.ident;
        let iname = id.to_string();
        let ty_span = syn::spanned::Spanned::span(&i.ty);
        let mut out = quote_spanned!(ty_span=> ::mlsysim_core::validate::finite(&self.#id, #iname)?;);
        if let Some(flag) = &i.positive {
            out.extend(quote_spanned!(flag.span()=> ::mlsysim_core::validate::positive(&self.#id, #iname)?;));
        }
        if let Some(flag) = &i.non_negative {
            out.extend(quote_spanned!(flag.span()=> ::mlsysim_core::validate::non_negative(&self.#id, #iname)?;));
        }
        if let Some(range) = &i.range {
            let text = range_text(range);
            let span = syn::spanned::Spanned::span(range);
            // The field is named with the range's span so that an error covers the range alone.
            let field = Ident::new(&iname, span);
            let bound = |e: &Option<Box<syn::Expr>>| match e.as_deref() {
                None => Some(quote!(::core::option::Option::None)),
                Some(e) => crate::parse::literal_value(e).map(|v| quote!(::core::option::Option::Some(#v))),
            };
            match (bound(&range.start), bound(&range.end)) {
                // Literal bounds compare as numbers: one check, and one clear error when the
                // input is not a number at all.
                (Some(low), Some(high)) => {
                    let inclusive = matches!(range.limits, syn::RangeLimits::Closed(_));
                    out.extend(quote_spanned!(span=> ::mlsysim_core::validate::within_bounds(&self.#field, #iname, #text, #low, #high, #inclusive)?;));
                }
                _ => out.extend(quote_spanned!(span=> ::mlsysim_core::validate::within_range(&self.#field, #iname, #text, #range)?;)),
            }
        }
        out
    });
    let rule = s.check.as_ref().map(|path| quote!(#path(self)?;));
    quote! {
        #[allow(clippy::all)]
        fn __validate(&self) -> ::core::result::Result<(), ::mlsysim_core::InputError> {
            #(#checks)*
            #rule
            ::core::result::Result::Ok(())
        }
    }
}

fn properties<'a>(s: &'a Scenario, graph: &'a Graph) -> impl Iterator<Item = usize> + 'a {
    graph
        .order
        .iter()
        .copied()
        .filter(|&i| s.members[i].kind == Kind::Property)
}

fn evaluate(s: &Scenario, graph: &Graph, values: &Ident) -> TokenStream {
    let steps = properties(s, graph).map(|i| {
        let m = &s.members[i];
        let (id, eq_fn) = (&m.ident, hidden_eq(m));
        let deps: Vec<&Ident> = graph.deps[i]
            .members
            .iter()
            .map(|&d| &s.members[d].ident)
            .collect();
        if deps.is_empty() {
            quote!(let #id = self.#eq_fn();)
        } else {
            quote! {
                let #id = (|| {
                    #(let #deps = ::core::clone::Clone::clone(&#deps)?;)*
                    self.#eq_fn(#(#deps),*)
                })();
            }
        }
    });
    let names = s
        .members
        .iter()
        .filter(|m| m.kind == Kind::Property)
        .map(|m| &m.ident);
    let doc = format!(
        "Computes every property once, each after the properties it reads, into a [`{values}`]."
    );
    quote! {
        #[doc = #doc]
        pub fn evaluate(&self) -> #values<'_> {
            #(#steps)*
            #values { scenario: self, #(#names,)* }
        }
    }
}

fn unit_expr(path: &syn::Path) -> TokenStream {
    if path.segments.len() == 1 && path.leading_colon.is_none() {
        let id = &path.segments[0].ident;
        quote_spanned!(id.span()=> ::mlsysim_core::units::#id)
    } else {
        quote!(#path)
    }
}

/// A display unit must fit the quantity it is declared on (`unit = HOUR` on a `Time`).
fn unit_checks(s: &Scenario) -> TokenStream {
    let inputs = s
        .inputs
        .iter()
        .filter_map(|i| Some((i.unit.as_ref()?, i.value_ty())));
    let members = s
        .members
        .iter()
        .filter_map(|m| Some((m.unit.as_ref()?, &m.ret)));
    let checks = inputs.chain(members).map(|(path, ty)| {
        let unit = unit_expr(path);
        let span = syn::spanned::Spanned::span(path);
        quote_spanned!(span=> const _: () = ::mlsysim_core::units::unit_for::<#ty, _>(&#unit);)
    });
    quote!(#(#checks)*)
}

fn unit_label(path: Option<&syn::Path>) -> TokenStream {
    match path {
        Some(p) => {
            let unit = unit_expr(p);
            quote!(::core::option::Option::Some(#unit.erase()))
        }
        None => quote!(::core::option::Option::None),
    }
}

fn unit_symbol(path: Option<&syn::Path>) -> TokenStream {
    match path {
        Some(p) => {
            let unit = unit_expr(p);
            quote!(::core::option::Option::Some(#unit.symbol))
        }
        None => quote!(::core::option::Option::None),
    }
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

fn opt_str(s: Option<String>) -> TokenStream {
    match s {
        Some(s) => quote!(::core::option::Option::Some(#s)),
        None => quote!(::core::option::Option::None),
    }
}

fn scenario_impl(s: &Scenario, graph: &Graph, values: &Ident) -> TokenStream {
    let name = &s.ident;
    let vis = &s.vis;
    let name_str = name.to_string();
    let (family, summary, description, equation) =
        (&s.family, &s.summary, &s.description, &s.equation);
    let (assumptions, excludes, derivation) = (&s.assumptions, &s.excludes, &s.derivation);
    let examples = s.examples.iter().map(|e| {
        let code = e.value().trim().to_string();
        let title = code
            .lines()
            .next()
            .and_then(|l| l.trim().strip_prefix("//"))
            .map(|t| t.trim().to_string())
            .unwrap_or_default();
        quote!(::mlsysim_core::meta::Example { title: #title, code: #code })
    });
    let inputs = s.inputs.iter().map(|i| {
        let iname = i.ident.to_string();
        let ty = type_text(&i.ty);
        let optional = i.optional.is_some();
        let default = opt_str(i.default.as_ref().map(equation::render));
        let unit = unit_symbol(i.unit.as_ref());
        let allowed = opt_str(allowed(i));
        let doc = &i.doc;
        quote! {
            ::mlsysim_core::meta::InputInfo {
                name: #iname, ty: #ty, optional: #optional, default: #default,
                unit: #unit, allowed: #allowed, doc: #doc,
            }
        }
    });
    let member_info = |kind: Kind| {
        s.members.iter().enumerate().filter(move |(_, m)| m.kind == kind).map(|(i, m)| {
            let mname = m.ident.to_string();
            let kind = match m.kind {
                Kind::Property => quote!(::mlsysim_core::meta::MemberKind::Property),
                Kind::Method => quote!(::mlsysim_core::meta::MemberKind::Method),
            };
            let (doc, eq, is_code) = (&m.doc, &m.equation, m.equation_is_code);
            let args = m.args.iter().map(|a| {
                let (aname, aty) = (a.ident.to_string(), type_text(&a.ty));
                let samples = a.samples.iter().map(|sample| match sample {
                    crate::model::Sample::Literal(text) => quote!(::mlsysim_core::meta::Sample::Literal(#text)),
                    crate::model::Sample::From(source) => {
                        let source = source.to_string();
                        quote!(::mlsysim_core::meta::Sample::From(#source))
                    }
                });
                quote!(::mlsysim_core::meta::ArgInfo { name: #aname, ty: #aty, samples: &[#(#samples),*] })
            });
            let ret = type_text(&m.ret);
            let unit = unit_symbol(m.unit.as_ref());
            let depends = depends_on(s, graph, i);
            let requires = graph.deps[i].requires.iter().map(|&ii| s.inputs[ii].ident.to_string());
            let reaches = graph.deps[i].reaches.iter().map(|(ii, member)| {
                let input = s.inputs[*ii].ident.to_string();
                quote!((#input, #member))
            });
            quote! {
                ::mlsysim_core::meta::MemberInfo {
                    name: #mname, kind: #kind, doc: #doc, equation: #eq, equation_is_code: #is_code,
                    args: &[#(#args),*], result_type: #ret, unit: #unit,
                    depends_on: &[#(#depends),*], reaches: &[#(#reaches),*], requires: &[#(#requires),*],
                }
            }
        }).collect::<Vec<_>>()
    };
    let properties_info = member_info(Kind::Property);
    let methods_info = member_info(Kind::Method);
    let report_inputs = s.inputs.iter().map(|i| {
        let id = &i.ident;
        let iname = id.to_string();
        let unit = unit_label(i.unit.as_ref());
        quote!((#iname, ::mlsysim_core::report::ToValue::to_value(&self.#id, #unit)))
    });
    let prop_members: Vec<&Member> = s
        .members
        .iter()
        .filter(|m| m.kind == Kind::Property)
        .collect();
    let report_props = prop_members.iter().map(|m| {
        let id = &m.ident;
        let mname = id.to_string();
        let unit = unit_label(m.unit.as_ref());
        quote! {
            (#mname, match &values.#id {
                ::core::result::Result::Ok(v) => ::core::result::Result::Ok(::mlsysim_core::report::ToValue::to_value(v, #unit)),
                ::core::result::Result::Err(e) => ::core::result::Result::Err(::core::clone::Clone::clone(e)),
            })
        }
    });
    let call_arms = s.members.iter().filter(|m| m.kind == Kind::Method).map(|m| {
        let id = &m.ident;
        let mname = id.to_string();
        let count = m.args.len();
        let arg_ids: Vec<Ident> = (0..count).map(|k| format_ident!("arg{}", k)).collect();
        let converts = m.args.iter().zip(&arg_ids).map(|(a, aid)| {
            let (aname, aty) = (a.ident.to_string(), &a.ty);
            quote! {
                let #aid: #aty = <#aty as ::mlsysim_core::FromInput>::from_input(#aid).map_err(|reason| {
                    ::mlsysim_core::EvalError::bad_call(::std::format!("argument `{}` of `{}`: {}", #aname, #mname, reason))
                })?;
            }
        });
        let unit = unit_label(m.unit.as_ref());
        quote! {
            #mname => {
                let [#(#arg_ids),*] = args else {
                    return ::core::result::Result::Err(::mlsysim_core::EvalError::bad_call(
                        ::std::format!("`{}` takes {} argument(s), {} given", #mname, #count, args.len())));
                };
                #(#converts)*
                let value = self.#id(#(#arg_ids),*)?;
                ::core::result::Result::Ok(::mlsysim_core::report::ToValue::to_value(&value, #unit))
            }
        }
    });
    let mut sources: Vec<String> = Vec::new();
    for sample in s
        .members
        .iter()
        .flat_map(|m| &m.args)
        .flat_map(|a| &a.samples)
    {
        if let crate::model::Sample::From(source) = sample
            && !sources.contains(&source.to_string())
        {
            sources.push(source.to_string());
        }
    }
    let source_arms = sources.iter().map(|source| {
        let id = Ident::new(source, Span::call_site());
        if let Some(input) = s.inputs.iter().find(|i| i.ident == source) {
            let unit = unit_label(input.unit.as_ref());
            quote!(#source => ::mlsysim_core::report::expand_samples(::mlsysim_core::report::ToValue::to_value(&self.#id, #unit)),)
        } else {
            let unit = unit_label(s.members.iter().find(|m| m.ident == source).and_then(|m| m.unit.as_ref()));
            quote! {
                #source => match self.#id() {
                    ::core::result::Result::Ok(v) => ::mlsysim_core::report::expand_samples(::mlsysim_core::report::ToValue::to_value(&v, #unit)),
                    ::core::result::Result::Err(_) => ::std::vec::Vec::new(),
                },
            }
        }
    });
    let method_names: Vec<String> = s
        .members
        .iter()
        .filter(|m| m.kind == Kind::Method)
        .map(|m| m.ident.to_string())
        .collect();
    let value_fields = prop_members.iter().map(|m| {
        let (id, ty) = (&m.ident, &m.ret);
        let doc = m.doc.lines().next().unwrap_or("").to_string();
        quote!(#[doc = #doc] pub #id: ::core::result::Result<#ty, ::mlsysim_core::EvalError>)
    });
    let values_doc = format!(
        "Every property of a [`{name}`], each computed once (see [`{name}::evaluate`]); its \
         methods reuse those values instead of computing them again."
    );
    let value_methods = s.members.iter().enumerate().filter(|(_, m)| m.kind == Kind::Method).map(|(i, m)| {
        let (id, vis, ret, eq_fn) = (&m.ident, &m.vis, &m.ret, hidden_eq(m));
        let deps = graph.deps[i].members.iter().map(|&d| {
            let did = &s.members[d].ident;
            quote!(::core::clone::Clone::clone(&self.#did)?)
        });
        let params = typed_args(&m.args);
        let names = m.args.iter().map(|a| &a.ident);
        let doc = format!("[`{name}::{id}`] from the properties computed already.");
        quote! {
            #[doc = #doc]
            #[inline]
            #vis fn #id(&self #(, #params)*) -> ::core::result::Result<#ret, ::mlsysim_core::EvalError> {
                self.scenario.#eq_fn(#(#deps,)* #(#names),*)
            }
        }
    });
    let source = quote_spanned!(Span::call_site()=> ::core::file!());
    quote! {
        #[doc = #values_doc]
        #[derive(::core::fmt::Debug, ::core::clone::Clone)]
        #vis struct #values<'a> {
            scenario: &'a #name,
            #(#value_fields,)*
        }

        #[allow(clippy::all)]
        impl<'a> #values<'a> {
            /// The scenario these values were computed from.
            pub fn scenario(&self) -> &'a #name {
                self.scenario
            }
            #(#value_methods)*
        }

        #[allow(clippy::all)]
        impl ::mlsysim_core::Scenario for #name {
            const INFO: &'static ::mlsysim_core::meta::ScenarioInfo = &::mlsysim_core::meta::ScenarioInfo {
                name: #name_str,
                family: #family,
                summary: #summary,
                description: #description,
                notes: ::mlsysim_core::meta::Notes {
                    equation: #equation,
                    assumptions: &[#(#assumptions),*],
                    excludes: &[#(#excludes),*],
                    derivation: &[#(#derivation),*],
                },
                examples: &[#(#examples),*],
                source_file: #source,
                inputs: &[#(#inputs),*],
                properties: &[#(#properties_info),*],
                methods: &[#(#methods_info),*],
            };

            fn report(&self) -> ::mlsysim_core::Report {
                let values = self.evaluate();
                ::mlsysim_core::Report {
                    scenario: <Self as ::mlsysim_core::Scenario>::INFO,
                    inputs: ::std::vec![#(#report_inputs),*],
                    properties: ::std::vec![#(#report_props),*],
                    calls: ::mlsysim_core::report::sample_calls(self),
                }
            }

            fn from_inputs(
                inputs: &[(::std::string::String, ::mlsysim_core::InputValue)],
            ) -> ::core::result::Result<Self, ::mlsysim_core::InputError> {
                let mut builder = Self::builder();
                for (name, value) in inputs {
                    builder.set_input(name, value)?;
                }
                builder.build()
            }

            fn with_inputs(
                &self,
                changes: &[(::std::string::String, ::mlsysim_core::InputValue)],
            ) -> ::core::result::Result<Self, ::mlsysim_core::InputError> {
                let mut builder = self.variant();
                for (name, value) in changes {
                    builder.set_input(name, value)?;
                }
                builder.build()
            }

            fn sample_source(&self, name: &str) -> ::std::vec::Vec<::mlsysim_core::InputValue> {
                let _ = name;
                match name {
                    #(#source_arms)*
                    _ => ::std::vec::Vec::new(),
                }
            }

            fn call(
                &self,
                method: &str,
                args: &[::mlsysim_core::InputValue],
            ) -> ::core::result::Result<::mlsysim_core::Value, ::mlsysim_core::EvalError> {
                let _ = args;
                match method {
                    #(#call_arms)*
                    _ => ::core::result::Result::Err(::mlsysim_core::EvalError::bad_call(
                        ::mlsysim_core::UnknownName::new("method", method, [#(#method_names),*].into_iter()).to_string())),
                }
            }
        }
    }
}
