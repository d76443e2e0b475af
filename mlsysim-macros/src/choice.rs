//! `#[derive(Choice)]`: a closed set of values as an input type (see
//! `mlsysim_core::choice`). Reads the enum, checks that every variant is a plain name, and
//! writes the `Choice`, reading, showing and validation impls, and the plain ones a value type
//! needs (`Debug`, `Clone`, `Copy`, `PartialEq`, `Eq`, `Display`).

use crate::errors::Errors;
use crate::parse::doc::doc_of;
use proc_macro2::TokenStream;
use quote::quote;
use syn::{Data, DeriveInput, Fields, LitStr};

struct Value {
    ident: syn::Ident,
    name: String,
    doc: String,
}

pub fn derive(input: TokenStream) -> TokenStream {
    let item: DeriveInput = match syn::parse2(input) {
        Ok(item) => item,
        Err(e) => return e.to_compile_error(),
    };
    let mut errors = Errors::default();
    let values = values(&item, &mut errors);
    if !errors.is_empty() {
        return errors.finish(TokenStream::new());
    }
    expand(&item, &values)
}

fn values(item: &DeriveInput, errors: &mut Errors) -> Vec<Value> {
    if !item.generics.params.is_empty() {
        errors.on(
            &item.generics,
            "a choice has no generic parameters: it is a closed set of names",
        );
    }
    let Data::Enum(data) = &item.data else {
        errors.on(&item.ident, "`#[derive(Choice)]` goes on an enum of plain variants, one per value: `enum Strategy { None, Selective, Full }`");
        return Vec::new();
    };
    if data.variants.is_empty() {
        errors.on(
            &item.ident,
            "a choice needs at least one value: add a variant per value",
        );
    }
    let mut values: Vec<Value> = Vec::new();
    for v in &data.variants {
        if !matches!(v.fields, Fields::Unit) {
            errors.on(&v.fields, "a value of a choice is a plain name: remove its fields (a figure per value is a method of the enum)");
            continue;
        }
        if let Some((_, d)) = &v.discriminant {
            errors.on(d, "a value of a choice is a plain name: remove `= ...`");
        }
        let name = match given_name(&v.attrs, errors) {
            Some(n) => n,
            None => snake_case(&v.ident.to_string()),
        };
        if values.iter().any(|o| o.name == name) {
            errors.on(&v.ident, format!("two values of this choice are named `{name}`: give one another name with `#[choice(name = \"...\")]`"));
        }
        values.push(Value {
            ident: v.ident.clone(),
            name,
            doc: doc_of(&v.attrs)
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" "),
        });
    }
    values
}

/// `#[choice(name = "...")]`, if given.
fn given_name(attrs: &[syn::Attribute], errors: &mut Errors) -> Option<String> {
    let mut name = None;
    for attr in attrs.iter().filter(|a| a.path().is_ident("choice")) {
        let result = attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("name") {
                let lit: LitStr = meta.value()?.parse()?;
                if lit.value().trim().is_empty() {
                    return Err(syn::Error::new(lit.span(), "a value's name is not empty"));
                }
                name = Some(lit.value());
                Ok(())
            } else {
                Err(meta.error("`#[choice(...)]` takes `name = \"...\"`, the value's name as the reference spells it"))
            }
        });
        if let Err(e) = result {
            errors.push(e);
        }
    }
    name
}

/// `TensorParallel` → `tensor_parallel`, `Fp16` → `fp16`.
fn snake_case(ident: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = ident.chars().collect();
    for (i, c) in chars.iter().enumerate() {
        if c.is_uppercase()
            && i > 0
            && (chars[i - 1].is_lowercase() || chars[i - 1].is_ascii_digit())
        {
            out.push('_');
        }
        out.extend(c.to_lowercase());
    }
    out
}

/// `activation strategy` from `ActivationStrategy`.
fn words(ident: &str) -> String {
    snake_case(ident).replace('_', " ")
}

fn expand(item: &DeriveInput, values: &[Value]) -> TokenStream {
    let ty = &item.ident;
    let mut out = value_traits(ty);
    out.extend(choice_traits(ty, values));
    out
}

/// What a value type needs, written from the choice's position: the derive gives them so
/// that an author writes `#[derive(Choice)]` alone.
fn value_traits(ty: &syn::Ident) -> TokenStream {
    let c = quote!(::mlsysim_core);
    quote! {
        impl ::core::clone::Clone for #ty {
            #[inline]
            fn clone(&self) -> Self { *self }
        }
        impl ::core::marker::Copy for #ty {}
        impl ::core::cmp::PartialEq for #ty {
            #[inline]
            fn eq(&self, other: &Self) -> bool {
                #c::choice::Choice::position(*self) == #c::choice::Choice::position(*other)
            }
        }
        impl ::core::cmp::Eq for #ty {}
        impl ::core::fmt::Debug for #ty {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(#c::choice::Choice::name(*self))
            }
        }
        impl ::core::fmt::Display for #ty {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str(#c::choice::Choice::name(*self))
            }
        }
    }
}

/// The choice itself, its catalog entry, and what an input and a form's binding need.
fn choice_traits(ty: &syn::Ident, values: &[Value]) -> TokenStream {
    let what = words(&ty.to_string());
    let idents: Vec<&syn::Ident> = values.iter().map(|v| &v.ident).collect();
    let names: Vec<&str> = values.iter().map(|v| v.name.as_str()).collect();
    let docs: Vec<&str> = values.iter().map(|v| v.doc.as_str()).collect();
    let positions: Vec<usize> = (0..values.len()).collect();
    let expected = format!("one of {}", listed(&names));
    let first = idents[0];
    let c = quote!(::mlsysim_core);
    let type_name = ty.to_string();
    quote! {
        #c::__private::inventory::submit! {
            #c::catalog::ChoiceEntry {
                name: #type_name,
                module: ::core::module_path!(),
                what: #what,
                values: <#ty as #c::choice::Choice>::VALUES,
            }
        }
        impl #c::choice::Choice for #ty {
            const WHAT: &'static str = #what;
            const VALUES: &'static [#c::choice::ChoiceValue] = &[
                #(#c::choice::ChoiceValue { name: #names, doc: #docs }),*
            ];
            #[inline]
            fn position(self) -> usize {
                match self { #(#ty::#idents => #positions),* }
            }
            fn at(position: usize) -> Self {
                const ALL: &[#ty] = &[#(#ty::#idents),*];
                ALL[position]
            }
        }
        impl #c::FromInput for #ty {
            const EXPECTED: &'static str = #expected;
            const CHOICES: &'static [&'static str] = &[#(#names),*];
            fn from_input(value: &#c::InputValue) -> ::core::result::Result<Self, ::std::string::String> {
                match value {
                    #c::InputValue::Text(t) => #c::choice::parse::<Self>(t).map_err(|e| e.to_string()),
                    _ => ::core::result::Result::Err(#c::input::expected::<Self>(value)),
                }
            }
        }
        impl #c::report::ToValue for #ty {
            fn to_value(&self, _: ::core::option::Option<#c::units::UnitLabel>) -> #c::Value {
                #c::Value::Text(::std::string::ToString::to_string(#c::choice::Choice::name(*self)))
            }
        }
        impl #c::validate::Finiteness for #ty {
            #[inline]
            fn is_finite_input(&self) -> bool { true }
        }
        impl #c::arith::Placeholder for #ty {
            #[inline]
            fn placeholder() -> Self { #ty::#first }
        }
        impl #c::__private::forms::Bind for #ty {
            type Bound<'a> = #ty;
            #[inline]
            fn bind(&self) -> Self { *self }
        }
        impl #c::__private::forms::Owned for #ty {
            type Out = #ty;
            #[inline]
            fn owned(self) -> Self { self }
        }
    }
}

/// `` `a`, `b` or `c` ``.
fn listed(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
    match quoted.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_snake_case() {
        assert_eq!(snake_case("TensorParallel"), "tensor_parallel");
        assert_eq!(snake_case("Fp16"), "fp16");
        assert_eq!(snake_case("None"), "none");
        assert_eq!(snake_case("Int8Sparse"), "int8_sparse");
        assert_eq!(listed(&["a", "b", "c"]), "`a`, `b` or `c`");
    }
}
