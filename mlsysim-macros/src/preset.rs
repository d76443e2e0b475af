//! `#[preset]`: registers a function that builds a ready-made scenario in the catalog.
//!
//! ```ignore
//! /// DLRM on an 8-accelerator H100 node with a 4-accelerator retraining run.
//! #[preset(name = "DlrmReleaseFootprintH100")]
//! pub fn dlrm_release_footprint_h100() -> Result<ReleaseFootprint, InputError> { ... }
//! ```

use crate::attr::{self, Given, Key, Shape};
use crate::errors::Errors;
use crate::parse::{doc_of, split_doc};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::{GenericArgument, ItemFn, PathArguments, ReturnType, Type};

/// The keys of `#[preset(...)]`.
const KEYS: &[Key<String>] = &[Key {
    name: "name",
    shape: Shape::Text,
    repeatable: false,
    retired: false,
    required: None,
    apply: |name, _, given, _| {
        if let Given::Text(text) = given {
            *name = text.value();
        }
    },
}];

pub fn expand(args: TokenStream, item: TokenStream) -> TokenStream {
    let mut errors = Errors::default();
    let function: ItemFn = match syn::parse2(item.clone()) {
        Ok(f) => f,
        Err(_) => {
            errors.on(
                &item,
                "#[preset] goes on a function `fn() -> Result<Scenario, InputError>`",
            );
            return errors.finish(item);
        }
    };
    let name = preset_name(args, &function, &mut errors);
    let doc = doc_of(&function.attrs);
    let (description, _) = split_doc(&doc);
    if description.is_empty() {
        errors.at(
            function.sig.ident.span(),
            "a preset needs a description: add a doc comment (`/// ...`) above the function",
        );
    }
    if !function.sig.inputs.is_empty() {
        errors.on(
            &function.sig.inputs,
            "a preset takes no arguments: it builds one fixed scenario",
        );
    }
    // A preset whose scenario could not be read has an error recorded for it.
    let scenario = built_scenario(&function, &mut errors);
    match scenario {
        Some(scenario) if errors.is_empty() => {
            registration(&function, &name, &description, scenario)
        }
        _ => errors.finish(quote!(#function)),
    }
}

/// The preset's name in the catalog: `name = "..."` if given, else the function's name in
/// CamelCase.
fn preset_name(args: TokenStream, function: &ItemFn, errors: &mut Errors) -> String {
    let mut name = camel_case(&function.sig.ident.to_string());
    match attr::parse(args, false) {
        Ok(list) => attr::apply(
            &list.items,
            KEYS,
            &mut name,
            "#[preset(...)]",
            function.sig.ident.span(),
            errors,
        ),
        Err(e) => errors.push(e),
    }
    name
}

/// The scenario type the function builds, `T` of its `-> Result<T, InputError>`; without one
/// the error says what to return.
fn built_scenario<'a>(function: &'a ItemFn, errors: &mut Errors) -> Option<&'a Type> {
    let scenario = scenario_type(&function.sig.output);
    if scenario.is_none() {
        match &function.sig.output {
            ReturnType::Default => errors.at(
                function.sig.ident.span(),
                format!(
                    "preset `{}` has no result type: write `-> Result<Scenario, InputError>`, naming the scenario it builds, and return what the builder's `build()` returns",
                    function.sig.ident
                ),
            ),
            ReturnType::Type(_, ty) => errors.on(
                ty,
                format!(
                    "a preset returns `Result<{}, InputError>`, what the builder's `build()` returns: return that as it is, without unwrapping or converting it",
                    scenario_guess(ty)
                ),
            ),
        }
    }
    scenario
}

/// The function as written, a boxing builder beside it, and the catalog entry that points to
/// that builder.
fn registration(function: &ItemFn, name: &str, description: &str, scenario: &Type) -> TokenStream {
    let fn_ident = &function.sig.ident;
    let build = format_ident!("__build_{}", fn_ident);
    quote! {
        #function

        #[doc(hidden)]
        #[allow(non_snake_case)]
        fn #build() -> ::core::result::Result<
            ::std::boxed::Box<dyn ::mlsysim_core::DynScenario>,
            ::mlsysim_core::InputError,
        > {
            #fn_ident().map(|s| ::std::boxed::Box::new(s) as ::std::boxed::Box<dyn ::mlsysim_core::DynScenario>)
        }

        ::mlsysim_core::__private::inventory::submit! {
            ::mlsysim_core::PresetEntry {
                name: #name,
                description: #description,
                scenario: <#scenario as ::mlsysim_core::Scenario>::INFO,
                build: #build,
            }
        }
    }
}

/// `T` of `-> Result<T, E>`.
fn scenario_type(output: &ReturnType) -> Option<&Type> {
    let ReturnType::Type(_, ty) = output else {
        return None;
    };
    let Type::Path(p) = &**ty else { return None };
    let last = p.path.segments.last()?;
    if last.ident != "Result" {
        return None;
    }
    let PathArguments::AngleBracketed(args) = &last.arguments else {
        return None;
    };
    match args.args.first()? {
        GenericArgument::Type(t) => Some(t),
        _ => None,
    }
}

/// The scenario a wrong return type most likely means, for the message: `T` of `-> T` or of
/// `-> Option<T>`; `Scenario` when there is no telling (a bare `Result`, a reference).
fn scenario_guess(ty: &Type) -> String {
    let Type::Path(p) = ty else {
        return "Scenario".into();
    };
    let Some(last) = p.path.segments.last() else {
        return "Scenario".into();
    };
    if last.ident == "Result" {
        return "Scenario".into();
    }
    match &last.arguments {
        PathArguments::None => crate::expand::type_text(ty),
        PathArguments::AngleBracketed(args) => match args.args.first() {
            Some(GenericArgument::Type(inner)) => crate::expand::type_text(inner),
            _ => "Scenario".into(),
        },
        PathArguments::Parenthesized(_) => "Scenario".into(),
    }
}

fn camel_case(snake: &str) -> String {
    snake
        .split('_')
        .map(|part| {
            let mut c = part.chars();
            c.next()
                .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
        })
        .collect()
}
