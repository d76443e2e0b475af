/**The key-value cache of users who share one prompt prefix, stored once per user or once for all of them.

Each of `users` users sends the same `prefix_tokens` followed by `unique_tokens_per_user` of
its own. Without sharing every user's cache holds the prefix again; with sharing it is held
once. The cache width per layer is given (key-value heads × head width), so any sharing of
heads is the caller's to state; only the model's layer count is read. A shared prefix also
spares every user after the first its prefill.

# Equation

unshared = users × (prefix + unique) tokens; shared = prefix + users × unique tokens; cache = 2 × layers × kv_width × tokens × bytes_per_elem; reduction = 1 − shared ÷ unshared

# Assumptions

- The prefix's cache is identical for every user, so one copy serves all of them.

# Rules across inputs

- `workload` is a transformer (`workload.geometry().is_ok()`)
- `prefix_tokens` and `unique_tokens_per_user` are not both 0: a request holds at least one token (the reference divides zero by zero when it holds none) (`prefix_tokens > 0 || unique_tokens_per_user > 0`)

# Excludes

- Block rounding of the shared and private parts, and the bookkeeping of a prefix cache.

# Derivation

- A key and a value of kv_width numbers per layer per token: 2 × layers × kv_width × bytes_per_elem bytes a token, times the tokens stored.

# Examples

```rust
// A shared system prompt for 1,000 chat users
use mlsysim_serving::kv_cache::chatbot_shared_system_prompt;

let s = chatbot_shared_system_prompt()?;
assert!((s.reduction()? - 0.7992).abs() < 1e-12);
assert_eq!(s.prefill_tokens_skipped()?, 1_998_000);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PrefixSharing {
    ///The transformer whose layers hold the cache.
    pub workload: &'static Workload,
    ///Tokens of the prefix every user sends.
    pub prefix_tokens: u32,
    ///Users sharing the prefix. *Allowed >= 1.*
    pub users: u32,
    ///Tokens each user adds after the prefix.
    pub unique_tokens_per_user: u32,
    /**Numbers cached per layer per token for keys (and again for values): key-value heads ×
head width. *Allowed >= 1.**/
    pub kv_width: u32,
    ///Storage width of one cached number. *Shown in `BYTE`; allowed > 0.*
    pub bytes_per_elem: Information,
}
///Builds a [`PrefixSharing`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct PrefixSharingBuilder {
    workload: ::core::option::Option<&'static Workload>,
    prefix_tokens: ::core::option::Option<u32>,
    users: ::core::option::Option<u32>,
    unique_tokens_per_user: ::core::option::Option<u32>,
    kv_width: ::core::option::Option<u32>,
    bytes_per_elem: ::core::option::Option<Information>,
}
///Every property of a [`PrefixSharing`], each computed once (see [`PrefixSharing::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct PrefixSharingValues<'a> {
    scenario: &'a PrefixSharing,
    ///Tokens one user's request holds.
    pub tokens_per_user: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Tokens cached when every user holds the prefix.
    pub tokens_unshared: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Tokens cached when the prefix is held once.
    pub tokens_shared: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Cache without sharing.
    pub kv_unshared: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Cache with the prefix held once.
    pub kv_shared: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Share of the unshared cache that sharing saves.
    pub reduction: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///How many times more users the same memory holds with sharing.
    pub capacity_ratio: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Prefix tokens that users after the first need not prefill.
    pub prefill_tokens_skipped: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "workload",
            ty: "&'static Workload",
            doc: "The transformer whose layers hold the cache.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "prefix_tokens",
            ty: "u32",
            doc: "Tokens of the prefix every user sends.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "users",
            ty: "u32",
            doc: "Users sharing the prefix.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "unique_tokens_per_user",
            ty: "u32",
            doc: "Tokens each user adds after the prefix.",
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "kv_width",
            ty: "u32",
            doc: "Numbers cached per layer per token for keys (and again for values): key-value heads ×\nhead width.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "bytes_per_elem",
            ty: "Information",
            doc: "Storage width of one cached number.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "tokens_per_user",
            doc: "Tokens one user's request holds.",
            equation: "prefix_tokens + unique_tokens_per_user",
            result_type: "i64",
            depends_on: &["prefix_tokens", "unique_tokens_per_user"],
            template: "{prefix_tokens} + {unique_tokens_per_user}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tokens_unshared",
            doc: "Tokens cached when every user holds the prefix.",
            equation: "tokens_per_user * users",
            result_type: "i64",
            depends_on: &["users", "tokens_per_user"],
            template: "{tokens_per_user} * {users}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tokens_shared",
            doc: "Tokens cached when the prefix is held once.",
            equation: "prefix_tokens + unique_tokens_per_user * users",
            result_type: "i64",
            depends_on: &["prefix_tokens", "unique_tokens_per_user", "users"],
            template: "{prefix_tokens} + {unique_tokens_per_user} * {users}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_unshared",
            doc: "Cache without sharing.",
            equation: "kv_cache_size(\n    workload.geometry().layers,\n    1,\n    kv_width,\n    tokens_unshared,\n    1,\n    bytes_per_elem,\n)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "kv_width", "bytes_per_elem", "tokens_unshared"],
            reaches: &[("workload", "geometry")],
            calls: &["kv_cache_size"],
            template: "kv_cache_size(\n    {#0 workload.geometry().layers},\n    1,\n    {kv_width},\n    {tokens_unshared},\n    1,\n    {bytes_per_elem},\n)",
            operation: "result of `kv_cache_size`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "kv_shared",
            doc: "Cache with the prefix held once.",
            equation: "kv_cache_size(\n    workload.geometry().layers,\n    1,\n    kv_width,\n    tokens_shared,\n    1,\n    bytes_per_elem,\n)",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::GB);
                __c::units::label(&::mlsysim_core::units::GB)
            },
            depends_on: &["workload", "kv_width", "bytes_per_elem", "tokens_shared"],
            reaches: &[("workload", "geometry")],
            calls: &["kv_cache_size"],
            template: "kv_cache_size(\n    {#0 workload.geometry().layers},\n    1,\n    {kv_width},\n    {tokens_shared},\n    1,\n    {bytes_per_elem},\n)",
            operation: "result of `kv_cache_size`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "reduction",
            doc: "Share of the unshared cache that sharing saves.",
            equation: "1.0 - kv_shared / kv_unshared",
            result_type: "f64",
            depends_on: &["kv_shared", "kv_unshared"],
            template: "1.0 - {kv_shared} / {kv_unshared}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "capacity_ratio",
            doc: "How many times more users the same memory holds with sharing.",
            equation: "kv_unshared / kv_shared",
            result_type: "f64",
            depends_on: &["kv_unshared", "kv_shared"],
            template: "{kv_unshared} / {kv_shared}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "prefill_tokens_skipped",
            doc: "Prefix tokens that users after the first need not prefill.",
            equation: "(users - 1) * prefix_tokens",
            result_type: "i64",
            depends_on: &["users", "prefix_tokens"],
            template: "({users} - 1) * {prefix_tokens}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[];
    const __RULES: &[__c::RuleInfo] = &[
        __c::RuleInfo {
            text: "`workload` is a transformer",
            condition: "workload.geometry().is_ok()",
            inputs: &["workload"],
        },
        __c::RuleInfo {
            text: "`prefix_tokens` and `unique_tokens_per_user` are not both 0: a request holds at least one token (the reference divides zero by zero when it holds none)",
            condition: "prefix_tokens > 0 || unique_tokens_per_user > 0",
            inputs: &["prefix_tokens", "unique_tokens_per_user"],
        },
    ];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl PrefixSharing {
        ///Starts a [`PrefixSharingBuilder`]; required inputs must be set before [`PrefixSharingBuilder::build`].
        #[must_use]
        pub fn builder() -> PrefixSharingBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> PrefixSharingBuilder {
            PrefixSharingBuilder {
                workload: Some(__Clone::clone(&self.workload)),
                prefix_tokens: Some(__Clone::clone(&self.prefix_tokens)),
                users: Some(__Clone::clone(&self.users)),
                unique_tokens_per_user: Some(
                    __Clone::clone(&self.unique_tokens_per_user),
                ),
                kv_width: Some(__Clone::clone(&self.kv_width)),
                bytes_per_elem: Some(__Clone::clone(&self.bytes_per_elem)),
            }
        }
        ///Tokens one user's request holds. Equation: `prefix_tokens + unique_tokens_per_user`.
        #[inline]
        pub fn tokens_per_user(&self) -> __Result<i64, __c::EvalError> {
            let prefix_tokens = __Clone::clone(&self.prefix_tokens);
            let unique_tokens_per_user = __Clone::clone(&self.unique_tokens_per_user);
            struct tokens_per_user {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    tokens_per_user,
                >(prefix_tokens.eq_add(unique_tokens_per_user)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Tokens cached when every user holds the prefix. Equation: `tokens_per_user * users`.
        #[inline]
        pub fn tokens_unshared(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_tokens_unshared(self.tokens_per_user()?)
        }
        #[doc(hidden)]
        fn __eq_tokens_unshared(
            &self,
            tokens_per_user: i64,
        ) -> __Result<i64, __c::EvalError> {
            let users = __Clone::clone(&self.users);
            struct tokens_unshared {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    tokens_unshared,
                >(tokens_per_user.eq_mul(users)?))(),
                &__PROPERTIES[1],
            )
        }
        ///Tokens cached when the prefix is held once. Equation: `prefix_tokens + unique_tokens_per_user * users`.
        #[inline]
        pub fn tokens_shared(&self) -> __Result<i64, __c::EvalError> {
            let prefix_tokens = __Clone::clone(&self.prefix_tokens);
            let unique_tokens_per_user = __Clone::clone(&self.unique_tokens_per_user);
            let users = __Clone::clone(&self.users);
            struct tokens_shared {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    tokens_shared,
                >(prefix_tokens.eq_add(unique_tokens_per_user.eq_mul(users)?)?))(),
                &__PROPERTIES[2],
            )
        }
        /**Cache without sharing.

Equation:

```text
kv_cache_size(
    workload.geometry().layers,
    1,
    kv_width,
    tokens_unshared,
    1,
    bytes_per_elem,
)
```
*/
        #[inline]
        pub fn kv_unshared(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_kv_unshared(self.tokens_unshared()?)
        }
        #[doc(hidden)]
        fn __eq_kv_unshared(
            &self,
            tokens_unshared: i64,
        ) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let kv_width = __Clone::clone(&self.kv_width);
            let bytes_per_elem = __Clone::clone(&self.bytes_per_elem);
            struct kv_unshared {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_unshared,
                >(
                    ::mlsysim_core::equation::kv_cache_size(
                        workload.geometry()?.layers,
                        1,
                        kv_width,
                        tokens_unshared,
                        1,
                        bytes_per_elem,
                    )?,
                ))(),
                &__PROPERTIES[3],
            )
        }
        /**Cache with the prefix held once.

Equation:

```text
kv_cache_size(
    workload.geometry().layers,
    1,
    kv_width,
    tokens_shared,
    1,
    bytes_per_elem,
)
```
*/
        #[inline]
        pub fn kv_shared(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_kv_shared(self.tokens_shared()?)
        }
        #[doc(hidden)]
        fn __eq_kv_shared(
            &self,
            tokens_shared: i64,
        ) -> __Result<Information, __c::EvalError> {
            let workload = __Clone::clone(&self.workload);
            let kv_width = __Clone::clone(&self.kv_width);
            let bytes_per_elem = __Clone::clone(&self.bytes_per_elem);
            struct kv_shared {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    kv_shared,
                >(
                    ::mlsysim_core::equation::kv_cache_size(
                        workload.geometry()?.layers,
                        1,
                        kv_width,
                        tokens_shared,
                        1,
                        bytes_per_elem,
                    )?,
                ))(),
                &__PROPERTIES[4],
            )
        }
        ///Share of the unshared cache that sharing saves. Equation: `1.0 - kv_shared / kv_unshared`.
        #[inline]
        pub fn reduction(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_reduction(self.kv_shared()?, self.kv_unshared()?)
        }
        #[doc(hidden)]
        fn __eq_reduction(
            &self,
            kv_shared: Information,
            kv_unshared: Information,
        ) -> __Result<f64, __c::EvalError> {
            struct reduction {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    reduction,
                >((1.0).eq_sub(kv_shared.eq_div(kv_unshared)?)?))(),
                &__PROPERTIES[5],
            )
        }
        ///How many times more users the same memory holds with sharing. Equation: `kv_unshared / kv_shared`.
        #[inline]
        pub fn capacity_ratio(&self) -> __Result<f64, __c::EvalError> {
            self.__eq_capacity_ratio(self.kv_unshared()?, self.kv_shared()?)
        }
        #[doc(hidden)]
        fn __eq_capacity_ratio(
            &self,
            kv_unshared: Information,
            kv_shared: Information,
        ) -> __Result<f64, __c::EvalError> {
            struct capacity_ratio {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    capacity_ratio,
                >(kv_unshared.eq_div(kv_shared)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Prefix tokens that users after the first need not prefill. Equation: `(users - 1) * prefix_tokens`.
        #[inline]
        pub fn prefill_tokens_skipped(&self) -> __Result<i64, __c::EvalError> {
            let users = __Clone::clone(&self.users);
            let prefix_tokens = __Clone::clone(&self.prefix_tokens);
            struct prefill_tokens_skipped {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    prefill_tokens_skipped,
                >(users.eq_sub(1i64)?.eq_mul(prefix_tokens)?))(),
                &__PROPERTIES[7],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`PrefixSharingValues`].
        #[must_use]
        pub fn evaluate(&self) -> PrefixSharingValues<'_> {
            let tokens_per_user = self.tokens_per_user();
            let tokens_unshared = __c::after(
                (&tokens_per_user,),
                |(v0,)| self.__eq_tokens_unshared(v0),
            );
            let tokens_shared = self.tokens_shared();
            let kv_unshared = __c::after(
                (&tokens_unshared,),
                |(v0,)| self.__eq_kv_unshared(v0),
            );
            let kv_shared = __c::after(
                (&tokens_shared,),
                |(v0,)| self.__eq_kv_shared(v0),
            );
            let reduction = __c::after(
                (&kv_shared, &kv_unshared),
                |(v0, v1)| self.__eq_reduction(v0, v1),
            );
            let capacity_ratio = __c::after(
                (&kv_unshared, &kv_shared),
                |(v0, v1)| self.__eq_capacity_ratio(v0, v1),
            );
            let prefill_tokens_skipped = self.prefill_tokens_skipped();
            PrefixSharingValues {
                scenario: self,
                tokens_per_user,
                tokens_unshared,
                tokens_shared,
                kv_unshared,
                kv_shared,
                reduction,
                capacity_ratio,
                prefill_tokens_skipped,
            }
        }
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::finite(&self.workload, &__INPUTS[0])?;
            __c::finite(&self.prefix_tokens, &__INPUTS[1])?;
            __c::bounded_plain(&self.users, &__INPUTS[2])?;
            __c::finite(&self.unique_tokens_per_user, &__INPUTS[3])?;
            __c::bounded_plain(&self.kv_width, &__INPUTS[4])?;
            __c::bounded(&self.bytes_per_elem, &__INPUTS[5])?;
            {
                let workload = __Clone::clone(&self.workload);
                __c::rule(
                    workload.geometry().is_ok(),
                    &__RULES[0],
                    __INPUTS,
                    &[&self.workload],
                )?;
            }
            {
                let prefix_tokens = __Clone::clone(&self.prefix_tokens);
                let unique_tokens_per_user = __Clone::clone(
                    &self.unique_tokens_per_user,
                );
                __c::rule(
                    prefix_tokens > 0 || unique_tokens_per_user > 0,
                    &__RULES[1],
                    __INPUTS,
                    &[&self.prefix_tokens, &self.unique_tokens_per_user],
                )?;
            }
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_kv_unshared(&self) -> __c::Parts {
            __c::traced(
                self.kv_unshared(),
                &__PROPERTIES[3],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .layers; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "kv_cache_size", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.geometry() ?
                    .layers; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()), __c::Operand::Name("kv_width"),
                    __c::Operand::Name("tokens_unshared"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("bytes_per_elem")] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_kv_shared(&self) -> __c::Parts {
            __c::traced(
                self.kv_shared(),
                &__PROPERTIES[4],
                ::std::vec![
                    (|| -> ::core::result::Result < Option < __c::Value >, __c::EvalError
                    > { let workload = __Clone::clone(& self.workload); let part =
                    workload.geometry() ? .layers; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ()
                ],
                ::std::vec![
                    __c::CallSite { name : "kv_cache_size", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let workload =
                    __Clone::clone(& self.workload); let part = workload.geometry() ?
                    .layers; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let part = 1; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()), __c::Operand::Name("kv_width"),
                    __c::Operand::Name("tokens_shared"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = 1; Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Name("bytes_per_elem")] }
                ],
            )
        }
    }
    impl PrefixSharingBuilder {
        ///Sets `workload`: The transformer whose layers hold the cache.
        #[must_use]
        pub fn workload(mut self, value: &'static Workload) -> Self {
            self.workload = Some(value);
            self
        }
        ///Sets `prefix_tokens`: Tokens of the prefix every user sends.
        #[must_use]
        pub fn prefix_tokens(mut self, value: u32) -> Self {
            self.prefix_tokens = Some(value);
            self
        }
        ///Sets `users`: Users sharing the prefix.
        #[must_use]
        pub fn users(mut self, value: u32) -> Self {
            self.users = Some(value);
            self
        }
        ///Sets `unique_tokens_per_user`: Tokens each user adds after the prefix.
        #[must_use]
        pub fn unique_tokens_per_user(mut self, value: u32) -> Self {
            self.unique_tokens_per_user = Some(value);
            self
        }
        ///Sets `kv_width`: Numbers cached per layer per token for keys (and again for values): key-value heads ×
        #[must_use]
        pub fn kv_width(mut self, value: u32) -> Self {
            self.kv_width = Some(value);
            self
        }
        ///Sets `bytes_per_elem`: Storage width of one cached number.
        #[must_use]
        pub fn bytes_per_elem(mut self, value: Information) -> Self {
            self.bytes_per_elem = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<PrefixSharing, __c::InputError> {
            let scenario = PrefixSharing {
                workload: __c::given(self.workload, "workload")?,
                prefix_tokens: __c::given(self.prefix_tokens, "prefix_tokens")?,
                users: __c::given(self.users, "users")?,
                unique_tokens_per_user: __c::given(
                    self.unique_tokens_per_user,
                    "unique_tokens_per_user",
                )?,
                kv_width: __c::given(self.kv_width, "kv_width")?,
                bytes_per_elem: __c::given(self.bytes_per_elem, "bytes_per_elem")?,
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for PrefixSharingBuilder {
        type Scenario = PrefixSharing;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "workload" => self.workload = __c::set(value, &__INPUTS[0])?,
                "prefix_tokens" => self.prefix_tokens = __c::set(value, &__INPUTS[1])?,
                "users" => self.users = __c::set(value, &__INPUTS[2])?,
                "unique_tokens_per_user" => {
                    self.unique_tokens_per_user = __c::set(value, &__INPUTS[3])?;
                }
                "kv_width" => self.kv_width = __c::set(value, &__INPUTS[4])?,
                "bytes_per_elem" => self.bytes_per_elem = __c::set(value, &__INPUTS[5])?,
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<PrefixSharing, __c::InputError> {
            PrefixSharingBuilder::build(self)
        }
    }
    impl<'a> PrefixSharingValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a PrefixSharing {
            self.scenario
        }
    }
    impl __c::Scenario for PrefixSharing {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "PrefixSharing",
            family: &KV_CACHE,
            summary: "The key-value cache of users who share one prompt prefix, stored once per user or once for all of them.",
            description: "Each of `users` users sends the same `prefix_tokens` followed by `unique_tokens_per_user` of\nits own. Without sharing every user's cache holds the prefix again; with sharing it is held\nonce. The cache width per layer is given (key-value heads × head width), so any sharing of\nheads is the caller's to state; only the model's layer count is read. A shared prefix also\nspares every user after the first its prefill.",
            notes: __c::meta::Notes {
                equation: "unshared = users × (prefix + unique) tokens; shared = prefix + users × unique tokens; cache = 2 × layers × kv_width × tokens × bytes_per_elem; reduction = 1 − shared ÷ unshared",
                assumptions: &[
                    "The prefix's cache is identical for every user, so one copy serves all of them.",
                ],
                rules: __RULES,
                excludes: &[
                    "Block rounding of the shared and private parts, and the bookkeeping of a prefix cache.",
                ],
                derivation: &[
                    "A key and a value of kv_width numbers per layer per token: 2 × layers × kv_width × bytes_per_elem bytes a token, times the tokens stored.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A shared system prompt for 1,000 chat users",
                    code: "// A shared system prompt for 1,000 chat users\nuse mlsysim_serving::kv_cache::chatbot_shared_system_prompt;\n\nlet s = chatbot_shared_system_prompt()?;\nassert!((s.reduction()? - 0.7992).abs() < 1e-12);\nassert_eq!(s.prefill_tokens_skipped()?, 1_998_000);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = PrefixSharingBuilder;
        fn to_builder(&self) -> PrefixSharingBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.workload,
                    &self.prefix_tokens,
                    &self.users,
                    &self.unique_tokens_per_user,
                    &self.kv_width,
                    &self.bytes_per_elem,
                ],
                &[
                    &values.tokens_per_user,
                    &values.tokens_unshared,
                    &values.tokens_shared,
                    &values.kv_unshared,
                    &values.kv_shared,
                    &values.reduction,
                    &values.capacity_ratio,
                    &values.prefill_tokens_skipped,
                ],
            )
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "kv_unshared" => Some(Ok(self.__explain_kv_unshared())),
                "kv_shared" => Some(Ok(self.__explain_kv_shared())),
                _ => None,
            }
        }
        fn nested(&self, input: &str) -> Option<&dyn __c::DynScenario> {
            match input {
                "workload" => (&__c::explain::Held(&self.workload)).__held(),
                _ => None,
            }
        }
    }
    __c::glue!(PrefixSharing);
};
