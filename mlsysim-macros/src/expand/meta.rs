//! The static `ScenarioInfo`: what the reference pages and the command line read.

use super::docs::{allowed, depends_on};
use super::opt_str;
use super::units::unit_symbol;
use crate::check::Graph;
use crate::model::{Input, Kind, Member, OneOf, Sample, Scenario};
use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};

pub fn info(s: &Scenario, graph: &Graph) -> TokenStream {
    let name_str = s.ident.to_string();
    let (summary, description, equation) = (&s.summary, &s.description, &s.equation);
    let (assumptions, excludes, derivation) = (&s.assumptions, &s.excludes, &s.derivation);
    let rules = &s.rules;
    let family = family_ref(s);
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
    let inputs = s.inputs.iter().map(input_info);
    let members = |kind: Kind| {
        s.members
            .iter()
            .enumerate()
            .filter(move |(_, m)| m.kind == kind)
            .map(|(i, m)| member_info(s, graph, i, m))
            .collect::<Vec<_>>()
    };
    let (properties, methods) = (members(Kind::Property), members(Kind::Method));
    let one_of = s.one_of.iter().map(one_of_info);
    let source = quote_spanned!(Span::call_site()=> ::core::file!());
    quote! {
        &::mlsysim_core::meta::ScenarioInfo {
            name: #name_str,
            family: #family,
            summary: #summary,
            description: #description,
            notes: ::mlsysim_core::meta::Notes {
                equation: #equation,
                assumptions: &[#(#assumptions),*],
                rules: &[#(#rules),*],
                excludes: &[#(#excludes),*],
                derivation: &[#(#derivation),*],
            },
            examples: &[#(#examples),*],
            source_file: #source,
            inputs: &[#(#inputs),*],
            properties: &[#(#properties),*],
            methods: &[#(#methods),*],
            one_of: &[#(#one_of),*],
        }
    }
}

/// `&FAMILY`, spanned on the path so that an unknown family is reported on it.
pub fn family_ref(s: &Scenario) -> TokenStream {
    match &s.family {
        Some(path) => {
            let span = syn::spanned::Spanned::span(path);
            quote_spanned!(span=> &#path)
        }
        None => quote!(&::mlsysim_core::meta::UNFILED),
    }
}

fn one_of_info(group: &OneOf) -> TokenStream {
    let alternatives = group.alternatives.iter().map(|alt| {
        let names = alt.iter().map(ToString::to_string);
        quote!(&[#(#names),*])
    });
    quote!(&[#(#alternatives),*])
}

fn input_info(i: &Input) -> TokenStream {
    let iname = i.ident.to_string();
    let ty = super::type_text(&i.ty);
    let optional = i.optional.is_some();
    let default = opt_str(i.default.as_ref().map(crate::model::Default::text));
    let unit = unit_symbol(i.unit.as_ref());
    let allowed = opt_str(allowed(i));
    let doc = &i.doc;
    let mark = mark(i.mark);
    quote! {
        ::mlsysim_core::meta::InputInfo {
            name: #iname, ty: #ty, optional: #optional, default: #default,
            unit: #unit, allowed: #allowed, doc: #doc, mark: #mark,
        }
    }
}

fn member_info(s: &Scenario, graph: &Graph, i: usize, m: &Member) -> TokenStream {
    let mname = m.ident.to_string();
    let kind = match m.kind {
        Kind::Property => quote!(::mlsysim_core::meta::MemberKind::Property),
        Kind::Method => quote!(::mlsysim_core::meta::MemberKind::Method),
    };
    let (doc, eq, is_code) = (&m.doc, &m.equation, m.equation_is_code);
    let args = m.args.iter().map(|a| {
        let (aname, aty) = (a.ident.to_string(), super::type_text(&a.ty));
        let samples = a.samples.iter().map(|sample| match sample {
            Sample::Literal(text) => quote!(::mlsysim_core::meta::Sample::Literal(#text)),
            Sample::From(source) => {
                let source = source.to_string();
                quote!(::mlsysim_core::meta::Sample::From(#source))
            }
        });
        quote!(::mlsysim_core::meta::ArgInfo { name: #aname, ty: #aty, samples: &[#(#samples),*] })
    });
    let ret = super::type_text(&m.ret);
    let unit = unit_symbol(m.unit.as_ref());
    let deps = &graph.deps[i];
    let depends = depends_on(s, graph, i);
    let requires = deps
        .requires
        .iter()
        .map(|&ii| s.inputs[ii].ident.to_string());
    let one_of = deps.one_of.iter().map(|&g| one_of_info(&s.one_of[g]));
    let reaches = deps.reaches.iter().map(|(ii, member)| {
        let input = s.inputs[*ii].ident.to_string();
        quote!((#input, #member))
    });
    let calls = &deps.library;
    let mark = mark(m.mark);
    let template = super::explain::pieces(&super::explain::member_template(s, m, deps));
    let mathml = super::opt_str(
        m.equation_is_code
            .then(|| crate::equation::mathml(&m.body, &m.equation))
            .flatten(),
    );
    quote! {
        ::mlsysim_core::meta::MemberInfo {
            name: #mname, kind: #kind, doc: #doc, equation: #eq, equation_is_code: #is_code,
            args: &[#(#args),*], result_type: #ret, unit: #unit,
            depends_on: &[#(#depends),*], reaches: &[#(#reaches),*], requires: &[#(#requires),*],
            requires_one_of: &[#(#one_of),*], calls: &[#(#calls),*], mark: #mark,
            template: #template, mathml: #mathml,
        }
    }
}

fn mark(mark: Option<crate::model::Mark>) -> TokenStream {
    match mark {
        None => quote!(::core::option::Option::None),
        Some(crate::model::Mark::Limit) => {
            quote!(::core::option::Option::Some(
                ::mlsysim_core::meta::Mark::Limit
            ))
        }
        Some(crate::model::Mark::Optimum) => {
            quote!(::core::option::Option::Some(
                ::mlsysim_core::meta::Mark::Optimum
            ))
        }
    }
}
