//! The input checks `build` runs: every number finite, declared signs and ranges, one complete
//! alternative of each `requires_one_of` group, then every declared rule across inputs.

use super::units::unit_label;
use crate::check::{Graph, RuleDeps};
use crate::equation;
use crate::model::{Bound, Input, Rule, Scenario};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::Ident;

pub fn validate_fn(s: &Scenario, graph: &Graph) -> TokenStream {
    let checks = s.inputs.iter().enumerate().map(|(k, i)| input_checks(k, i));
    let groups = s.one_of.iter().map(|group| {
        let alternatives = group.alternatives.iter().map(|alt| {
            let present = alt.iter().map(|n| quote!(self.#n.is_some()));
            let names = alt.iter().map(ToString::to_string);
            quote!((&[#(#present),*], &[#(#names),*]))
        });
        let all = super::meta::one_of_info(group);
        quote!(__c::validate::one_of(&[#(#alternatives),*], #all)?;)
    });
    let rules = s
        .rules
        .iter()
        .zip(&graph.rules)
        .enumerate()
        .map(|(k, (rule, deps))| rule_check(s, k, rule, deps));
    quote! {
        fn __validate(&self) -> __Result<(), __c::InputError> {
            #(#checks)*
            #(#groups)*
            #(#rules)*
            Ok(())
        }
    }
}

/// The checks of one input, spanned on what declared them so that a check its type cannot
/// take is reported on the declaration's own token.
fn input_checks(k: usize, i: &Input) -> TokenStream {
    let (id, k) = (&i.ident, super::index(k));
    let a = &i.allowed;
    let literal = a.range.as_ref().filter(|r| r.is_literal());
    let signs = a.positive.as_ref().or(a.non_negative.as_ref());
    // Each check names the field with the span it is reported on, so that an error covers the
    // declaring token alone, not everything from it to the field.
    let on = |span: proc_macro2::Span| Ident::new(&id.to_string(), span);
    let mut out = match (literal, signs) {
        // Literal bounds compare as numbers, so they bound only plain numbers: the check is
        // spanned on the range, where a quantity's bounds would need their unit.
        (Some(range), _) => {
            let span = syn::spanned::Spanned::span(&range.expr);
            let field = on(span);
            quote_spanned!(span=> __c::bounded_plain(&self.#field, &__INPUTS[#k])?;)
        }
        (None, Some(flag)) => {
            let field = on(flag.span());
            quote_spanned!(flag.span()=> __c::bounded(&self.#field, &__INPUTS[#k])?;)
        }
        (None, None) => {
            let span = syn::spanned::Spanned::span(&i.ty);
            quote_spanned!(span=> __c::finite(&self.#id, &__INPUTS[#k])?;)
        }
    };
    if let Some(range) = a.range.as_ref().filter(|r| !r.is_literal()) {
        let rspan = syn::spanned::Spanned::span(&range.expr);
        // The field is named with the range's span so that an error covers the range alone.
        let field = Ident::new(&id.to_string(), rspan);
        let (iname, text, expr) = (id.to_string(), range.text(), &range.expr);
        let unit = unit_label(i.unit.as_ref());
        out.extend(quote_spanned!(rspan=> __c::validate::within_range(&self.#field, #iname, #text, #expr, #unit)?;));
    }
    out
}

/// The `Bounds` of an input or an argument: its signs and its range (literal bounds as
/// numbers; a range written as code is checked by code and kept here as its text).
pub fn bounds(a: &crate::model::Constraints) -> TokenStream {
    let mut out = match &a.range {
        None => quote!(__c::Bounds::NONE),
        Some(r) => {
            let literal = r.is_literal();
            let bound = |b: &Option<Bound>| match b {
                Some(Bound::Literal(v)) if literal => quote!(Some(#v)),
                _ => quote!(None),
            };
            let (low, high, inclusive, text) =
                (bound(&r.low), bound(&r.high), r.inclusive, r.text());
            quote!(__c::Bounds::range(#low, #high, #inclusive, #text))
        }
    };
    match (
        a.positive.is_some(),
        a.non_negative.is_some(),
        a.range.is_some(),
    ) {
        (true, false, false) => return quote!(__c::Bounds::POSITIVE),
        (false, true, false) => return quote!(__c::Bounds::NON_NEGATIVE),
        _ => {}
    }
    if a.positive.is_some() {
        out = quote!(#out.positive());
    }
    if a.non_negative.is_some() {
        out = quote!(#out.non_negative());
    }
    out
}

/// One declared rule: its condition over the inputs (an optional input read bare only when it
/// is present: the rule is about a value that is there), or its predicate, then the library's
/// refusal with the rule's words and the values it is about.
fn rule_check(s: &Scenario, k: usize, rule: &Rule, deps: &RuleDeps) -> TokenStream {
    let k = super::index(k);
    let about = rule_about(s, deps);
    let span = syn::spanned::Spanned::span(&rule.condition);
    if rule.predicate {
        let path = &rule.condition;
        return quote_spanned! {span=>
            __c::rule(#path(self), &__RULES[#k], __INPUTS, &[#(#about),*])?;
        };
    }
    let (bindings, present) = rule_bindings(s, deps);
    // Properties are computed inside the condition's closure: one that fails leaves the rule
    // undecided, and the refusal says why.
    let properties: Vec<TokenStream> = deps
        .properties
        .iter()
        .map(|&mi| {
            let id = &s.members[mi].ident;
            quote!(let #id = self.#id()?;)
        })
        .collect();
    let rewritten = equation::rewrite(
        &rule.condition,
        &[],
        &deps.locals,
        equation::Reads::default(),
        "rule",
    );
    let cond = &rewritten.expr;
    let fallible =
        rewritten.uses_fault || !deps.properties.is_empty() || has_question_mark(&quote!(#cond));
    let check = if fallible {
        let (fault, kept) = fault_cell(span, rewritten.uses_fault);
        quote_spanned! {span=>
            #(#bindings)*
            #fault
            let outcome = __c::attempt(|| {
                #(#properties)*
                __c::RuleOutcome::decided(#cond)
            });
            #kept
            __c::rule(outcome, &__RULES[#k], __INPUTS, &[#(#about),*])?;
        }
    } else {
        quote_spanned! {span=>
            #(#bindings)*
            __c::rule(#cond, &__RULES[#k], __INPUTS, &[#(#about),*])?;
        }
    };
    when_present(&present, check)
}

/// `&self.input` for each input the rule is about, what its refusal shows.
fn rule_about(s: &Scenario, deps: &RuleDeps) -> Vec<TokenStream> {
    deps.about
        .iter()
        .filter_map(|n| s.inputs.iter().find(|i| i.ident == n))
        .map(|i| {
            let id = &i.ident;
            quote!(&self.#id)
        })
        .collect()
}

/// The inputs the condition reads: a `let` binding for each read as it is, and apart the
/// optional inputs read bare, which the check waits on (see [`when_present`]).
fn rule_bindings(s: &Scenario, deps: &RuleDeps) -> (Vec<TokenStream>, Vec<Ident>) {
    let mut bindings = Vec::new();
    let mut present = Vec::new();
    for &(ii, as_option) in &deps.inputs {
        let input = &s.inputs[ii];
        let id = &input.ident;
        if input.optional.is_some() && !as_option {
            present.push(id.clone());
        } else {
            bindings.push(quote!(let #id = __Clone::clone(&self.#id);));
        }
    }
    (bindings, present)
}

/// The arithmetic fault cell a rewritten condition writes to, and the step after the closure
/// that turns a fault it caught into the outcome; both empty when the condition has none.
fn fault_cell(span: proc_macro2::Span, uses_fault: bool) -> (TokenStream, TokenStream) {
    if !uses_fault {
        return (TokenStream::new(), TokenStream::new());
    }
    let cell = Ident::new(equation::FAULT, span);
    (
        quote!(let #cell = ::mlsysim_core::arith::Fault::new();),
        quote!(let outcome = match #cell.take() { Some(e) => Err(e), None => outcome };),
    )
}

/// The check run only when each optional input it reads bare is present, with that input
/// bound to its value.
fn when_present(present: &[Ident], check: TokenStream) -> TokenStream {
    match present {
        [] => quote!({ #check }),
        [one] => quote! {
            if let Some(#one) = &self.#one {
                let #one = __Clone::clone(#one);
                #check
            }
        },
        many => {
            let values = many.iter().map(|id| quote!(&self.#id));
            quote! {
                if let (#(Some(#many),)*) = (#(#values,)*) {
                    #(let #many = __Clone::clone(#many);)*
                    #check
                }
            }
        }
    }
}

/// Whether rewritten code stops on an error somewhere (`?`): checked arithmetic, a law.
fn has_question_mark(tokens: &TokenStream) -> bool {
    tokens.clone().into_iter().any(|t| match t {
        proc_macro2::TokenTree::Punct(p) => p.as_char() == '?',
        proc_macro2::TokenTree::Group(g) => has_question_mark(&g.stream()),
        _ => false,
    })
}
