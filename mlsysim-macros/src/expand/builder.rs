//! The builder: one setter per input (and `without_<input>` for optional ones), `set_input` to
//! set an input by name from a loosely typed value, and `build`, which fills defaults and runs
//! every input check. Reading a value and refusing a name are the library's (`set`,
//! `unknown_input`, `given`); each arm here names its input's row of `__INPUTS`.

use crate::model::{Default, Input, Scenario};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// The builder type, an item of the author's module.
pub fn builder_struct(s: &Scenario) -> TokenStream {
    let (name, vis, builder) = (&s.ident, &s.vis, super::builder_ident(s));
    let fields = s.inputs.iter().map(|i| {
        let (id, ty) = (&i.ident, i.value_ty());
        quote!(#id: ::core::option::Option<#ty>)
    });
    let doc = format!("Builds a [`{name}`]: set the inputs by name, then call `build`.");
    quote! {
        #[doc = #doc]
        #[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
        #vis struct #builder { #(#fields,)* }
    }
}

/// The builder's methods and its `Builder` impl.
pub fn builder_impl(s: &Scenario) -> TokenStream {
    builder_methods(s, None)
}

/// For the fallback: the setters (but those of inputs named like a generated item, which
/// would collide), and `set_input` and `build` with bodies that never run.
pub fn builder_stub_methods(s: &Scenario) -> TokenStream {
    let unreachable = quote!(::core::unreachable!(
        "the declaration of this scenario has errors"
    ));
    builder_methods(s, Some(unreachable))
}

/// The builder's inherent methods (the setters and `build`) and its `Builder` impl, which
/// sets an input by name from a loosely typed value (what the command line, input files and
/// Python hand it); with `stub`, the fallback's: no setter of an input named like a generated
/// item, and `set_input` and `build` whose bodies are `stub`.
fn builder_methods(s: &Scenario, stub: Option<TokenStream>) -> TokenStream {
    let name = &s.ident;
    let builder = super::builder_ident(s);
    let skip_reserved = stub.is_some();
    let setters: Vec<TokenStream> = s
        .inputs
        .iter()
        .filter(|i| !(skip_reserved && crate::check::is_reserved(&i.ident.to_string())))
        .map(setter)
        .collect();
    let takes = s.inputs.iter().map(take);
    let set_arms = s.inputs.iter().enumerate().map(|(k, i)| {
        let (id, iname, k) = (&i.ident, i.ident.to_string(), super::index(k));
        quote!(#iname => self.#id = __c::set(value, &__INPUTS[#k])?,)
    });
    let (set_body, build_body) = match stub {
        Some(stub) => (stub.clone(), stub),
        None => (
            quote! {
                match name {
                    #(#set_arms)*
                    _ => return Err(__c::unknown_input(name, __INPUTS)),
                }
                Ok(())
            },
            quote! {
                let scenario = #name { #(#takes,)* };
                scenario.__validate()?;
                Ok(scenario)
            },
        ),
    };
    quote! {
        impl #builder {
            #(#setters)*

            /// Checks every input (required ones present, numbers finite and within their
            /// declared ranges, the scenario's rules) and builds the scenario.
            ///
            /// # Errors
            ///
            /// The first input that is missing, out of range or breaks a rule.
            pub fn build(self) -> __Result<#name, __c::InputError> {
                #build_body
            }
        }

        impl __c::Builder for #builder {
            type Scenario = #name;
            fn set_input(&mut self, name: &str, value: &__c::InputValue) -> __Result<(), __c::InputError> {
                #set_body
            }
            fn build(self) -> __Result<#name, __c::InputError> {
                #builder::build(self)
            }
        }
    }
}

fn setter(i: &Input) -> TokenStream {
    let (id, ty) = (&i.ident, i.value_ty());
    let doc = format!("Sets `{id}`: {}", i.doc.lines().next().unwrap_or(""));
    let unset = i.optional.as_ref().map(|_| {
        let without = format_ident!("without_{}", id);
        let udoc = format!("Leaves `{id}` absent.");
        quote! {
            #[doc = #udoc]
            #[must_use]
            pub fn #without(self) -> Self {
                __c::with(self, |b| b.#id = None)
            }
        }
    });
    quote! {
        #[doc = #doc]
        #[must_use]
        pub fn #id(self, value: #ty) -> Self {
            __c::with(self, |b| b.#id = Some(value))
        }
        #unset
    }
}

/// The input's value in `build`: as set, else its default, else absent or an error.
fn take(i: &Input) -> TokenStream {
    let id = &i.ident;
    let iname = id.to_string();
    if i.optional.is_some() {
        return quote!(#id: self.#id);
    }
    match &i.default {
        Some(Default::Code(expr)) => quote!(#id: self.#id.unwrap_or_else(|| #expr)),
        Some(Default::Text(lit)) => {
            quote!(#id: self.#id.unwrap_or_else(|| ::std::string::String::from(#lit)))
        }
        None => quote!(#id: __c::given(self.#id, #iname)?),
    }
}
