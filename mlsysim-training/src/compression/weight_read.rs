use super::COMPRESSION;
use crate::width;
use mlsysim_core::registry::Hardware::Tech::Memory;
use mlsysim_core::{
    DataSize, Energy, EnergyPerByte, Frequency, HardwareNode, Information, InputError, Power,
    Precision, Time, Workload, preset, scenario,
};

/// Every weight of a model read once from a device's memory: the weight-streaming floor of one
/// batch-one pass, per frame for a vision model, per token for a decoder.
///
/// Unlike the decode step it assumes no FLOP count, so it serves convolutional networks as well
/// as decoders. A decoder also reads its whole key-value cache every token; weights stored
/// packed (INT4) and unpacked to a wider format by a separate kernel are read packed, written
/// unpacked and read back.
#[scenario(
    family = COMPRESSION,
    assumption = "Every weight, and every cached key and value, is read once from memory per pass; nothing stays on chip between passes.",
    assumption = "The KV cache is a single sequence's (batch one) at `context_tokens`.",
    excludes = "Compute, activations, and the energy of anything but the weight reads.",
    example = r#"
// Llama 2 7B at FP16 on a flagship phone: every token reads 13.5 GB of weights
use mlsysim_training::compression::llama2_7b_token_on_flagship_phone;

let s = llama2_7b_token_on_flagship_phone()?;
assert!(s.read_time()?.value > 0.1);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct WeightRead {
    /// The model; its parameter count, and its geometry for the KV cache, are read.
    pub workload: &'static Workload,
    /// The device; its memory bandwidth is read.
    pub hardware: &'static HardwareNode,
    /// Bytes of one stored weight.
    #[input(positive, unit = BYTE)]
    pub bytes_per_weight: Information,
    /// Energy to read one byte from memory.
    #[input(non_negative, unit = PICOJOULE_PER_BYTE)]
    pub energy_per_byte: Option<EnergyPerByte>,
    /// Tokens of context whose keys and values a decoder reads every token.
    #[input(range = 0..)]
    pub context_tokens: Option<i64>,
    /// Bytes of one cached key or value.
    #[input(positive, unit = BYTE)]
    pub kv_bytes_per_value: Option<Information>,
    /// Bytes of one weight once a separate kernel has unpacked it.
    #[input(positive, unit = BYTE)]
    pub unpacked_bytes_per_weight: Option<Information>,

    /// Bytes of the weights.
    #[property(mlsysim_core::laws::weight_bytes(workload, bytes_per_weight)?, unit = MB)]
    pub weight_bytes: DataSize,
    /// Time to read every weight once.
    #[property(transfer_time(weight_bytes, hardware.memory_bandwidth)?, unit = MILLISECOND)]
    pub read_time: Time,
    /// Energy of reading every weight once.
    #[property(weight_bytes.quantity() * energy_per_byte, unit = JOULE)]
    pub read_energy: Energy,
    /// Average power of the reads alone, sustained over one pass.
    #[property(read_energy / read_time, unit = WATT)]
    pub read_power: Power,
    /// Keys and values of `context_tokens` tokens of one sequence.
    #[property(model_kv_cache(workload, context_tokens, 1, kv_bytes_per_value)?, unit = MB)]
    pub kv_cache_bytes: Information,
    /// Bytes read per generated token: every weight and the whole KV cache.
    #[property(weight_bytes.quantity() + kv_cache_bytes, unit = MB)]
    pub token_bytes: Information,
    /// Time to read them at the memory bandwidth.
    #[property(transfer_time(token_bytes, hardware.memory_bandwidth)?, unit = MILLISECOND)]
    pub token_time: Time,
    /// Tokens a second the reads allow.
    #[property(1.0 / token_time, unit = TOKENS_PER_SECOND)]
    pub token_rate: Frequency,
    /// Bytes per token when a separate kernel unpacks the weights first: the packed weights
    /// read, written unpacked and read back, and the cache read.
    #[property(
        weight_bytes.quantity()
            + 2 * mlsysim_core::laws::weight_bytes(workload, unpacked_bytes_per_weight)?.quantity()
            + kv_cache_bytes,
        unit = MB
    )]
    pub separate_unpack_bytes: Information,
    /// Time to read and write them at the memory bandwidth.
    #[property(transfer_time(separate_unpack_bytes, hardware.memory_bandwidth)?, unit = MILLISECOND)]
    pub separate_unpack_time: Time,
}

/// Llama 2 7B's FP16 weights read once per token over a flagship phone's LPDDR bus, each byte
/// at the DRAM energy per byte.
#[preset(name = "Llama2_7BTokenOnFlagshipPhone")]
pub fn llama2_7b_token_on_flagship_phone() -> Result<WeightRead, InputError> {
    WeightRead::builder()
        .workload(Workload::find("Language.Llama2_7B")?)
        .hardware(HardwareNode::find("Mobile.iPhone15Pro")?)
        .bytes_per_weight(width::of(Precision::Fp16))
        .energy_per_byte(crate::stated(
            Memory::DRAM.energy_per_byte,
            "energy_per_byte",
            "DRAM energy per byte",
        )?)
        .build()
}

/// MobileNetV2's FP32 weights read once per frame on the same phone: the weight-reading floor
/// of one batch-one frame.
#[preset(name = "MobileNetV2Fp32WeightReadPhone")]
pub fn mobile_net_v2_fp32_weight_read_phone() -> Result<WeightRead, InputError> {
    llama2_7b_token_on_flagship_phone()?
        .variant()
        .workload(Workload::find("Vision.MobileNetV2")?)
        .bytes_per_weight(width::of(Precision::Fp32))
        .without_energy_per_byte()
        .build()
}

/// MobileNetV2's weights in INT8, read once per frame on the phone.
#[preset(name = "MobileNetV2Int8WeightReadPhone")]
pub fn mobile_net_v2_int8_weight_read_phone() -> Result<WeightRead, InputError> {
    mobile_net_v2_fp32_weight_read_phone()?
        .variant()
        .bytes_per_weight(width::of(Precision::Int8))
        .build()
}

/// ResNet-50's FP32 weights read once per image on the phone.
#[preset(name = "ResNet50Fp32WeightReadPhone")]
pub fn res_net50_fp32_weight_read_phone() -> Result<WeightRead, InputError> {
    mobile_net_v2_fp32_weight_read_phone()?
        .variant()
        .workload(Workload::find("Vision.ResNet50")?)
        .build()
}

/// GPT-2 XL's FP16 weights read once per token on the phone.
#[preset(name = "Gpt2XlFp16WeightReadPhone")]
pub fn gpt2_xl_fp16_weight_read_phone() -> Result<WeightRead, InputError> {
    llama2_7b_token_on_flagship_phone()?
        .variant()
        .workload(Workload::find("Language.GPT2")?)
        .without_energy_per_byte()
        .build()
}

/// GPT-2 XL's weights in INT4, read once per token on the phone.
#[preset(name = "Gpt2XlInt4WeightReadPhone")]
pub fn gpt2_xl_int4_weight_read_phone() -> Result<WeightRead, InputError> {
    gpt2_xl_fp16_weight_read_phone()?
        .variant()
        .bytes_per_weight(width::of(Precision::Int4))
        .build()
}

/// GPT-2 XL decoding at its full context with FP16 weights and KV cache on the phone: each
/// batch-one token reads every weight and the whole cache.
#[preset(name = "Gpt2XlFp16DecodeFullContextPhone")]
pub fn gpt2_xl_fp16_decode_full_context_phone() -> Result<WeightRead, InputError> {
    let gpt2 = Workload::find("Language.GPT2")?;
    let context = crate::stated(
        gpt2.transformer.and_then(|t| t.context_length),
        "context_tokens",
        "context length of GPT-2",
    )?;
    gpt2_xl_fp16_weight_read_phone()?
        .variant()
        .context_tokens(i64::from(context))
        .kv_bytes_per_value(width::of(Precision::Fp16))
        .build()
}

/// GPT-2 XL decoding at its full context with INT4 weights and an FP16 KV cache on the phone,
/// the weights unpacked to FP16 inside the kernel or by a separate pass that writes and rereads
/// them.
#[preset(name = "Gpt2XlInt4DecodeFullContextPhone")]
pub fn gpt2_xl_int4_decode_full_context_phone() -> Result<WeightRead, InputError> {
    gpt2_xl_fp16_decode_full_context_phone()?
        .variant()
        .bytes_per_weight(width::of(Precision::Int4))
        .unpacked_bytes_per_weight(width::of(Precision::Fp16))
        .build()
}
