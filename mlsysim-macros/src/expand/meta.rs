//! The static description: the tables `__INPUTS`, `__PROPERTIES`, `__METHODS` and `__RULES`
//! (which the generated code indexes for each input's, member's and rule's facts) and the
//! `ScenarioInfo` that points into them, what the reference pages and the command line read.
//! A row writes only the fields that differ from the table type's `EMPTY`.

use super::docs::depends_on;
use super::units::checked_label;
use crate::check::Graph;
use crate::equation::template::Template;
use crate::model::{Arg, Input, Kind, Member, OneOf, Sample, Scenario};
use proc_macro2::{Span, TokenStream};
use quote::{quote, quote_spanned};

/// The tables, as items of the scenario's block.
pub fn tables(s: &Scenario, graph: &Graph) -> TokenStream {
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
    let rules = s.rules.iter().zip(&graph.rules).map(|(r, deps)| {
        let text = r.words.value();
        let condition = crate::equation::render(&r.condition);
        let about = &deps.about;
        quote!(__c::RuleInfo { text: #text, condition: #condition, inputs: &[#(#about),*] })
    });
    quote! {
        const __INPUTS: &[__c::InputInfo] = &[#(#inputs),*];
        const __PROPERTIES: &[__c::MemberInfo] = &[#(#properties),*];
        const __METHODS: &[__c::MemberInfo] = &[#(#methods),*];
        const __RULES: &[__c::RuleInfo] = &[#(#rules),*];
    }
}

/// The `ScenarioInfo`, pointing into the tables.
pub fn info(s: &Scenario) -> TokenStream {
    let name_str = s.ident.to_string();
    let (summary, description, equation) = (&s.summary, &s.description, &s.equation);
    let (assumptions, excludes, derivation) = (&s.assumptions, &s.excludes, &s.derivation);
    let family = family_ref(s);
    let examples = s.examples.iter().map(|e| {
        let code = e.value().trim().to_string();
        let title = code
            .lines()
            .next()
            .and_then(|l| l.trim().strip_prefix("//"))
            .map(|t| t.trim().to_string())
            .unwrap_or_default();
        quote!(__c::meta::Example { title: #title, code: #code })
    });
    let one_of = s.one_of.iter().map(one_of_info);
    let source = crate::source::source_file();
    quote! {
        &__c::meta::ScenarioInfo {
            name: #name_str,
            family: #family,
            summary: #summary,
            description: #description,
            notes: __c::meta::Notes {
                equation: #equation,
                assumptions: &[#(#assumptions),*],
                rules: __RULES,
                excludes: &[#(#excludes),*],
                derivation: &[#(#derivation),*],
            },
            examples: &[#(#examples),*],
            source_file: #source,
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
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
        None => quote!(&__c::meta::UNFILED),
    }
}

pub(super) fn one_of_info(group: &OneOf) -> TokenStream {
    let alternatives = group.alternatives.iter().map(|alt| {
        let names = alt.iter().map(ToString::to_string);
        quote!(&[#(#names),*])
    });
    quote!(&[#(#alternatives),*])
}

/// `field: value` for each field that differs from its default.
struct Fields(Vec<TokenStream>);

impl Fields {
    fn set(&mut self, name: &str, value: TokenStream) {
        let name = syn::Ident::new(name, Span::call_site());
        self.0.push(quote!(#name: #value));
    }

    fn some(&mut self, name: &str, value: Option<TokenStream>) {
        if let Some(value) = value {
            self.set(name, quote!(Some(#value)));
        }
    }

    /// `name: &[items]`, left out when there are no items.
    fn list(&mut self, name: &str, items: Vec<TokenStream>) {
        if !items.is_empty() {
            self.set(name, quote!(&[#(#items),*]));
        }
    }
}

fn input_info(i: &Input) -> TokenStream {
    let mut f = Fields(Vec::new());
    let (iname, ty, doc) = (i.ident.to_string(), super::type_text(&i.ty), &i.doc);
    f.set("name", quote!(#iname));
    f.set("ty", quote!(#ty));
    f.set("doc", quote!(#doc));
    if i.optional.is_some() {
        f.set("optional", quote!(true));
    }
    f.some(
        "default",
        i.default.as_ref().map(|d| {
            let text = d.text();
            quote!(#text)
        }),
    );
    if let Some(unit) = &i.unit {
        f.set("label", checked_label(unit, i.value_ty()));
    }
    f.some("mark", mark(i.mark));
    if !i.allowed.is_empty() {
        f.set("bounds", super::validate::bounds(&i.allowed));
    }
    let fields = f.0;
    quote!(__c::InputInfo { #(#fields,)* ..__c::InputInfo::EMPTY })
}

fn member_info(s: &Scenario, graph: &Graph, i: usize, m: &Member) -> TokenStream {
    let mut f = Fields(Vec::new());
    let (mname, doc, eq, ret) = (
        m.ident.to_string(),
        &m.doc,
        &m.equation,
        super::type_text(&m.ret),
    );
    f.set("name", quote!(#mname));
    if m.kind == Kind::Method {
        f.set("kind", quote!(__c::MemberKind::Method));
    }
    f.set("doc", quote!(#doc));
    f.set("equation", quote!(#eq));
    if !m.equation_is_code {
        f.set("equation_is_code", quote!(false));
    }
    let args: Vec<TokenStream> = m.args.iter().map(arg_info).collect();
    f.list("args", args);
    f.set("result_type", quote!(#ret));
    if let Some(unit) = &m.unit {
        f.set("label", checked_label(unit, &m.ret));
    }
    dependency_fields(&mut f, s, graph, i);
    f.some("mark", mark(m.mark));
    explanation_fields(&mut f, m, &graph.templates[i]);
    let fields = f.0;
    quote!(__c::MemberInfo { #(#fields,)* ..__c::MemberInfo::EMPTY })
}

/// One `ArgInfo`: a method argument's name, type, sample values and bounds.
fn arg_info(a: &Arg) -> TokenStream {
    let (aname, aty) = (a.ident.to_string(), super::type_text(&a.ty));
    let samples = a.samples.iter().map(|sample| match sample {
        Sample::Literal(text) => quote!(__c::Sample::Literal(#text)),
        Sample::From(source) => {
            let source = source.to_string();
            quote!(__c::Sample::From(#source))
        }
    });
    let bounds = super::validate::bounds(&a.allowed);
    quote!(__c::ArgInfo { name: #aname, ty: #aty, samples: &[#(#samples),*], bounds: #bounds })
}

/// What the member reads and what reaches it: `depends_on`, `reaches`, `requires`,
/// `requires_one_of` and `calls`, each left out when empty.
fn dependency_fields(f: &mut Fields, s: &Scenario, graph: &Graph, i: usize) {
    let deps = &graph.deps[i];
    let input_name = |ii: usize| s.inputs[ii].ident.to_string();
    f.list(
        "depends_on",
        depends_on(s, graph, i).iter().map(|d| quote!(#d)).collect(),
    );
    f.list(
        "reaches",
        deps.reaches
            .iter()
            .map(|(ii, member)| {
                let input = input_name(*ii);
                quote!((#input, #member))
            })
            .collect(),
    );
    f.list(
        "requires",
        deps.requires
            .iter()
            .map(|&ii| {
                let name = input_name(ii);
                quote!(#name)
            })
            .collect(),
    );
    f.list(
        "requires_one_of",
        deps.one_of
            .iter()
            .map(|&g| one_of_info(&s.one_of[g]))
            .collect(),
    );
    f.list("calls", deps.library.iter().map(|c| quote!(#c)).collect());
}

/// What `explain` reads: the member's `template`, its `named_calls` and its `operation`, each
/// left out when it says nothing.
fn explanation_fields(f: &mut Fields, m: &Member, template: &Template) {
    if !template.pieces.is_empty() {
        f.set("template", super::explain::pieces(template));
    }
    let named_calls = super::explain::named_calls(template);
    if !named_calls.is_empty() {
        f.set("named_calls", quote!(#named_calls));
    }
    let operation = super::members::operation(&m.body);
    if operation != "result" {
        f.set("operation", quote!(#operation));
    }
}

fn mark(mark: Option<crate::model::Mark>) -> Option<TokenStream> {
    mark.map(|m| match m {
        crate::model::Mark::Limit => quote!(__c::meta::Mark::Limit),
        crate::model::Mark::Optimum => quote!(__c::meta::Mark::Optimum),
    })
}
