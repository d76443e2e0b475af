use super::COMPRESSION;
use crate::width;
use mlsysim_core::{DataSize, Information, InputError, Precision, Workload, preset, scenario};

/// A teacher pruned and distilled into a compact student, then quantized: the bytes each step
/// saves and the task accuracy after each stage, against quantizing first.
///
/// The order matters: pruning and distillation recover accuracy that quantization alone would
/// lose, and quantizing a model before it is pruned loses more than quantizing the student.
#[scenario(
    family = COMPRESSION,
    assumption = "The accuracies and the speedup are stated for the modeled pipeline, not measured here.",
    excludes = "The cost of distillation's training run.",
    example = r#"
// BERT-Base to a 27.5 M-parameter INT8 student: about 16 times smaller
use mlsysim_training::compression::bert_base_mobile_compression;

let s = bert_base_mobile_compression()?;
assert!(s.compression_ratio()? > 15.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct StagedCompression {
    /// The teacher; its parameter count is read.
    pub teacher: &'static Workload,
    /// Parameters of the student.
    #[input(positive)]
    pub student_params: f64,
    /// Bytes of one floating-point weight.
    #[input(positive, unit = BYTE)]
    pub float_bytes: Information,
    /// Bytes of one integer weight.
    #[input(positive, unit = BYTE)]
    pub int_bytes: Information,
    /// Task accuracy before compression.
    #[input(range = 0.0..=1.0)]
    pub baseline_accuracy: f64,
    /// Task accuracy after pruning.
    #[input(range = 0.0..=1.0)]
    pub pruned_accuracy: f64,
    /// Task accuracy after distillation.
    #[input(range = 0.0..=1.0)]
    pub distilled_accuracy: f64,
    /// Task accuracy after quantization, the pipeline's end.
    #[input(range = 0.0..=1.0)]
    pub final_accuracy: f64,
    /// The compressed model's speedup on a mobile CPU.
    #[input(positive)]
    pub mobile_speedup: f64,
    /// Accuracy lost when quantization comes before pruning.
    #[input(range = 0.0..=1.0)]
    pub quantize_first_loss: f64,

    /// The teacher's weights in floating point.
    #[property(weight_bytes(teacher, float_bytes)?, unit = MB)]
    pub full_bytes: DataSize,
    /// The student's weights in floating point.
    #[property(student_params * float_bytes, unit = MB)]
    pub student_float_bytes: Information,
    /// The student's weights in integers.
    #[property(student_params * int_bytes, unit = MB)]
    pub compressed_bytes: Information,
    /// Share of the teacher's parameters the student drops.
    #[property(1.0 - student_params / teacher.parameter_count()?)]
    pub parameter_reduction: f64,
    /// The teacher's floating-point bytes over the student's integer bytes.
    #[property(full_bytes.quantity() / compressed_bytes)]
    pub compression_ratio: f64,
    /// Accuracy lost over the whole pipeline.
    #[property(baseline_accuracy - final_accuracy)]
    pub final_loss: f64,
}

/// BERT-Base pruned, distilled into a stipulated 27.5 M-parameter student and quantized to INT8
/// for a mobile CPU, with modeled accuracies after each stage.
#[preset(name = "BertBaseMobileCompression")]
pub fn bert_base_mobile_compression() -> Result<StagedCompression, InputError> {
    StagedCompression::builder()
        .teacher(Workload::find("Language.BERT_Base")?)
        .student_params(27_500_000.0)
        .float_bytes(width::of(Precision::Fp32))
        .int_bytes(width::of(Precision::Int8))
        .baseline_accuracy(0.762)
        .pruned_accuracy(0.751)
        .distilled_accuracy(0.759)
        .final_accuracy(0.756)
        .mobile_speedup(12.0)
        .quantize_first_loss(0.021)
        .build()
}
