use super::{KV_CACHE, llama3_70b_long_context_admission_dgx_h100};
use mlsysim_core::{
    EvalError, Information, InputError, Named, Precision, Workload, preset, scenario,
};

/// Cache bytes per token of registry models at one precision, with the attention design each
/// geometry implies, and three of them compared as multi-head, grouped-query and latent
/// references.
///
/// Multi-head attention (MHA) caches a key and a value for every query head; grouped-query
/// attention (GQA) for fewer, shared heads; multi-head latent attention (MLA) one compressed
/// latent and one rotary key per layer. The design is fixed when the model is trained. The
/// scenario lists every model's bytes per token and design, how many times more the MHA and
/// GQA references cache than the MLA one, and one long session's cache for the GQA and MLA
/// references.
#[scenario(
    family = KV_CACHE,
    assumption = "Maps are keyed by the models' display names, in the order the models are listed.",
    rule(!models.is_empty(), "`models` lists at least one model"),
    rule(precision.storage_bytes().is_some(), "`precision` is a storage format (fp32, tf32, bf16, fp16, fp8, int8 or int4), not a label that names only a throughput"),
    rule(models.iter().all(|model| model.geometry().is_ok()), "every model of `models` is a transformer"),
    rule(models.iter().map(|model| model.name).collect::<std::collections::BTreeSet<_>>().len() == models.len(), "no model is listed twice in `models` (by display name)"),
    rule([mha, gqa, mla].iter().all(|reference| design.get(reference.name).is_some()), "`mha`, `gqa` and `mla` are each one of `models` (the reference fails on one missing from the list)"),
    rule([(mha, "MHA"), (gqa, "GQA"), (mla, "MLA")].iter().all(|(reference, wanted)| design.get(reference.name).is_some_and(|d| d == wanted)), "`mha` has multi-head attention, `gqa` grouped-query attention and `mla` latent attention, as their geometries imply (the reference takes any model in those places: Llama 3.1 70B as the latent reference gives a ratio of 1)"),
    excludes = "Parameter counts and attention compute: only the cache a token keeps.",
    derivation = "Standard attention: 2 × layers × kv_heads × head_dim × width a token; latent attention: layers × (kv_lora_rank + qk_rope_head_dim) × width.",
    example = r#"
// Bytes per token under MHA, GQA and MLA
use mlsysim_serving::kv_cache::kv_bytes_per_token_by_attention_design;

let s = kv_bytes_per_token_by_attention_design()?;
assert_eq!(s.design()?.get("DeepSeek-V3").map(String::as_str), Some("MLA"));
assert!((s.mha_over_mla()? - 67.14754098360656).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct KvAttentionDesign {
    /// The models listed, in display order.
    pub models: Vec<&'static Workload>,
    /// The multi-head reference, one of `models`.
    pub mha: &'static Workload,
    /// The grouped-query reference, one of `models`.
    pub gqa: &'static Workload,
    /// The latent-attention reference, one of `models`.
    pub mla: &'static Workload,
    /// Storage format of the cached numbers.
    #[input(default = Precision::Fp16)]
    pub precision: Precision,
    /// Tokens of one long session, for the GQA and MLA references.
    #[input(range = 1..)]
    pub session_tokens: u32,

    /// Cache bytes one token keeps, by model.
    #[property(
        {
            let width = precision_width(precision)?;
            models
                .iter()
                .map(|&model| Ok((model.name, model_kv_cache(model, 1, 1, width)?)))
                .collect::<Result<Named<Information>, EvalError>>()?
        },
        unit = BYTE,
    )]
    pub per_token: Named<Information>,
    /// Attention design each model's geometry implies.
    #[property(
        models
            .iter()
            .map(|&model| {
                let geometry = model.geometry()?;
                let design = kv_attention_design(
                    geometry.heads,
                    geometry.kv_heads.unwrap_or(0),
                    geometry.kv_lora_rank.unwrap_or(0),
                )?;
                Ok((model.name, design))
            })
            .collect::<Result<Named<String>, EvalError>>()?
    )]
    pub design: Named<String>,
    /// How many times more the multi-head reference caches per token than the latent one.
    #[property(per_token[mha.name] / per_token[mla.name])]
    pub mha_over_mla: f64,
    /// How many times more the grouped-query reference caches per token than the latent one.
    #[property(per_token[gqa.name] / per_token[mla.name])]
    pub gqa_over_mla: f64,
    /// Cache of one session on the grouped-query reference.
    #[property(per_token[gqa.name] * session_tokens, unit = GB)]
    pub gqa_session: Information,
    /// Cache of one session on the latent-attention reference.
    #[property(per_token[mla.name] * session_tokens, unit = GB)]
    pub mla_session: Information,
}

/// Six registry geometries at 16 bits, with GPT-3 (MHA), Llama 3.1 70B (GQA) and DeepSeek-V3
/// (MLA) as the references, and one session of the long-context admission preset's 131,072
/// tokens.
#[preset(name = "KvBytesPerTokenByAttentionDesign")]
pub fn kv_bytes_per_token_by_attention_design() -> Result<KvAttentionDesign, InputError> {
    let model = Workload::find;
    let session = llama3_70b_long_context_admission_dgx_h100()?.context_tokens;
    KvAttentionDesign::builder()
        .models(vec![
            model("Language.GPT3")?,
            model("Language.Llama3_405B")?,
            model("Language.Llama3_70B")?,
            model("Language.Llama2_70B")?,
            model("Language.Mixtral_8x7B")?,
            model("Language.DeepSeek_V3")?,
        ])
        .mha(model("Language.GPT3")?)
        .gqa(model("Language.Llama3_70B")?)
        .mla(model("Language.DeepSeek_V3")?)
        .precision(Precision::Fp16)
        .session_tokens(session)
        .build()
}
