//! The builder: one setter per input (and `without_<input>` for optional ones), `set_input` to
//! set an input by name from a loosely typed value, and `build`, which fills defaults and runs
//! every input check.

use super::units::unit_label;
use crate::model::{Default, Input, Scenario};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::Ident;

/// The builder type; `skip_reserved` leaves out the setters of inputs named like a generated
/// item (only in the fallback after such an error, where they would collide).
pub fn builder_type(s: &Scenario, builder: &Ident, skip_reserved: bool) -> TokenStream {
    let name = &s.ident;
    let vis = &s.vis;
    let fields = s.inputs.iter().map(|i| {
        let (id, ty) = (&i.ident, i.value_ty());
        quote!(#id: ::core::option::Option<#ty>)
    });
    let setters = s
        .inputs
        .iter()
        .filter(|i| !(skip_reserved && crate::check::is_reserved(&i.ident.to_string())))
        .map(setter);
    let takes = s.inputs.iter().map(take);
    let set_arms = s.inputs.iter().map(set_arm);
    let input_names: Vec<String> = s.inputs.iter().map(|i| i.ident.to_string()).collect();
    let doc = format!("Builds a [`{name}`]: set the inputs by name, then call `build`.");
    quote! {
        #[doc = #doc]
        #[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
        #vis struct #builder { #(#fields,)* }

        impl #builder {
            #(#setters)*

            /// Sets an input by name from a loosely typed value (a command-line flag, a field
            /// of an input file). `none` leaves an optional input absent.
            ///
            /// # Errors
            ///
            /// An unknown name, or a value that cannot be read as the input's type.
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
                                name,
                                [#(#input_names),*].into_iter(),
                            ),
                        ));
                    }
                }
                ::core::result::Result::Ok(())
            }

            /// Checks every input (required ones present, numbers finite and within their
            /// declared ranges, the scenario's own rules) and builds the scenario.
            ///
            /// # Errors
            ///
            /// The first input that is missing, out of range or breaks a rule.
            pub fn build(self) -> ::core::result::Result<#name, ::mlsysim_core::InputError> {
                let scenario = #name { #(#takes,)* };
                scenario.__validate()?;
                ::core::result::Result::Ok(scenario)
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
            pub fn #without(mut self) -> Self {
                self.#id = ::core::option::Option::None;
                self
            }
        }
    });
    quote! {
        #[doc = #doc]
        #[must_use]
        pub fn #id(mut self, value: #ty) -> Self {
            self.#id = ::core::option::Option::Some(value);
            self
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
    let ty = &i.ty;
    let fallback = match &i.default {
        Some(Default::Code(expr)) => quote!({ let d: #ty = #expr; d }),
        Some(Default::Text(lit)) => quote!(::std::string::String::from(#lit)),
        None => quote! {
            return ::core::result::Result::Err(::mlsysim_core::InputError::Missing { input: #iname })
        },
    };
    quote! {
        #id: match self.#id {
            ::core::option::Option::Some(v) => v,
            ::core::option::Option::None => #fallback,
        }
    }
}

/// One arm of `set_input`: the value read through the input's type (and unit, when one is
/// declared: a bare number is refused there, never read in some unit it was not typed in).
fn set_arm(i: &Input) -> TokenStream {
    let id = &i.ident;
    let iname = id.to_string();
    let ty = i.value_ty();
    let unit = unit_label(i.unit.as_ref());
    let read = quote! {
        ::mlsysim_core::input::read::<#ty>(value, #unit).map_err(|reason| {
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
        quote! {
            #iname => {
                if ::mlsysim_core::input::means_absent(value) {
                    return ::core::result::Result::Err(::mlsysim_core::InputError::Invalid {
                        input: #iname,
                        reason: ::std::borrow::Cow::Borrowed("a value is required; `none` or an empty value leaves only an optional input absent"),
                    });
                }
                self.#id = ::core::option::Option::Some(#read);
            }
        }
    }
}
