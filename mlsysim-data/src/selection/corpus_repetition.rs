use super::SELECTION;
use mlsysim_compute::single_machine::{ClusterTrainingTime, gpt2_xl_run_on_one_dgx_h100};
use mlsysim_core::registry::Literature::Chinchilla;
use mlsysim_core::units::bytes;
use mlsysim_core::{Energy, FlopCount, Information, InputError, Time, preset, scenario};

/// A training run set against the unique tokens of its model's own corpus: how many times the
/// run passes over the corpus, and how far the corpus falls short of a compute-optimal one.
///
/// The corpus holds `bytes ÷ bytes_per_token` unique tokens. The run processes its training
/// work over `flops_per_param_token × parameters` tokens, so it reads the corpus that many
/// times over; a compute-optimal fit asks for `tokens_per_param` tokens per parameter.
#[scenario(
    family = SELECTION,
    assumption = "Every token of the corpus is distinct, and the run's work is spent at k FLOPs per parameter per token.",
    excludes = "Quality differences between repeated and fresh tokens (the cost of repetition).",
    derivation = "Training work C = k N D (Kaplan et al. 2020; Hoffmann et al. 2022).",
    example = r#"
// GPT-2 XL read WebText many times over
use mlsysim_data::selection::gpt2_xl_web_text_corpus;

let s = gpt2_xl_web_text_corpus()?;
assert!(s.passes()? > 10.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct CorpusRepetition {
    /// The training run: its model, accelerators, utilization and training work are read.
    pub run: ClusterTrainingTime,
    /// Bytes of the corpus per token.
    #[input(positive, unit = BYTE)]
    pub bytes_per_token: Information,
    /// Tokens per parameter of a compute-optimal fit.
    #[input(positive)]
    pub tokens_per_param: f64,
    /// Training FLOPs per parameter per token.
    #[input(positive)]
    pub flops_per_param_token: f64,

    /// The run's model, by name (the reference returns the model itself).
    #[property(run.workload.name.to_string())]
    pub workload: String,
    /// The run's accelerator, by name (the reference returns the accelerator itself).
    #[property(run.hardware.name.to_string())]
    pub hardware: String,
    /// Accelerators of the run.
    #[property(run.n_devices)]
    pub accelerators: i64,
    /// Share of peak the run sustains.
    #[property(run.efficiency)]
    pub utilization: f64,
    /// Parameters of the model.
    #[property(run.workload.parameter_count()?)]
    pub parameters: f64,
    /// Bytes of the model's training corpus.
    #[property(from_registry(run.workload.training.dataset_size, "training dataset size", run.workload.path)?.quantity(), unit = GB)]
    pub corpus_bytes: Information,
    /// Training work of the run.
    #[property(run.training_ops()?, unit = FLOP)]
    pub training_flops: FlopCount,
    /// Unique tokens of the corpus.
    #[property(corpus_bytes / bytes_per_token)]
    pub unique_tokens: f64,
    /// Tokens a compute-optimal fit trains on at this parameter count.
    #[property(tokens_per_param * parameters)]
    pub optimal_tokens: f64,
    /// Compute-optimal tokens over the corpus's unique tokens.
    #[property(optimal_tokens / unique_tokens)]
    pub shortfall: f64,
    /// Unique tokens per parameter.
    #[property(unique_tokens / parameters)]
    pub unique_tokens_per_param: f64,
    /// Tokens the run processes.
    #[property(training_flops.value / (flops_per_param_token * parameters))]
    pub tokens_processed: f64,
    /// Tokens processed per parameter.
    #[property(tokens_processed / parameters)]
    pub trained_tokens_per_param: f64,
    /// Times the run reads its corpus.
    #[property(tokens_processed / unique_tokens)]
    pub passes: f64,
    /// Wall-clock time of the run.
    #[property(run.training_time()?, unit = SECOND)]
    pub run_time: Time,
    /// Accelerator energy at board power for the whole run.
    #[property(accelerators * from_registry(run.hardware.tdp, "thermal design power", run.hardware.path)? * run_time, unit = JOULE)]
    pub run_energy: Energy,
    /// Parameters and tokens that spend the same work at `tokens_per_param`.
    #[property(compute_optimal_allocation(training_flops, tokens_per_param, flops_per_param_token)?)]
    pub compute_optimal: Vec<f64>,
}

/// GPT-2 XL's published 1.5e21 training FLOPs on the eight H100s of one DGX H100, against
/// WebText at about 4 bytes per token, with Chinchilla's 20 tokens per parameter and six
/// FLOPs per parameter per token.
#[preset(name = "Gpt2XlWebTextCorpus")]
pub fn gpt2_xl_web_text_corpus() -> Result<CorpusRepetition, InputError> {
    CorpusRepetition::builder()
        .run(gpt2_xl_run_on_one_dgx_h100()?)
        .bytes_per_token(bytes(4.0))
        .tokens_per_param(Chinchilla::TokensPerParam.value)
        .flops_per_param_token(Chinchilla::ComputeConstant.value)
        .build()
}
