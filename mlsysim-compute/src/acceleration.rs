//! Hardware acceleration on one accelerator: where an unfused element-wise kernel sits on the
//! roofline, what speeding up part of the work buys, how much energy reuse in a systolic array
//! saves, and how peak compute, memory bandwidth and model size have grown apart.

use crate::families::ACCELERATION;
use mlsysim_core::registry::Transformer;
use mlsysim_core::units::{FLOP, PICOJOULE, TFLOP_PER_SECOND, TOPS, bytes};
use mlsysim_core::{
    DataRate, Energy, FlopCount, FlopRate, HardwareNode, Information, InputError, Intensity,
    Precision, Workload, preset, scenario,
};

/// Arithmetic intensity of an element-wise or normalization kernel run without fusion.
///
/// A LayerNorm, a softmax or an activation reads each of its elements from device memory
/// `reads` times and writes it back `writes` times, at `bytes_per_value` each, and reads a small
/// vector of parameters (a LayerNorm's scale and shift) once. It does `flops_per_element`
/// operations per element. Its work over that traffic is the intensity that places it on a
/// roofline: a few operations per byte, far below any accelerator's ridge.
#[scenario(
    family = ACCELERATION,
    equation = "F = elements × flops_per_element; bytes = (reads + writes) × elements × b + parameter_values × b; I = F ÷ bytes",
    assumption = "Nothing is fused: every read and write goes to device memory, and no element is reused from a cache.",
    assumption = "Counts are at least 1 element and 0 parameters, reads or writes, and the operations per element and the value width are above zero; the reference also takes negative counts and zero widths.",
    rule = "`reads` + `writes` is at least 1: a kernel that moves none of its elements has no intensity",
    excludes = "Launch overhead, and the time the kernel takes: this places it on the roofline, it does not time it.",
    derivation = "Arithmetic intensity is operations over bytes moved between the arithmetic units and memory.",
    example = r#"
// An unfused LayerNorm does about 2 FLOP per byte
use mlsysim_compute::acceleration::gpt2_xl_layer_norm_prefill;

let s = gpt2_xl_layer_norm_prefill()?;
assert_eq!(s.traffic_bytes()?.value, 52_435_200.0);
assert!((s.intensity()?.value - 1.9997558891736849).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::moves_its_elements,
)]
pub struct ElementwiseOp {
    /// Elements the kernel processes.
    #[input(range = 1..)]
    pub elements: i64,
    /// Operations per element.
    #[input(positive)]
    pub flops_per_element: f64,
    /// Storage width of one value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// Parameter values read once (a LayerNorm's scale and shift).
    #[input(default = 0, range = 0..)]
    pub parameter_values: i64,
    /// Times each element is read from memory.
    #[input(default = 1, range = 0..)]
    pub reads: i64,
    /// Times each element is written to memory.
    #[input(default = 1, range = 0..)]
    pub writes: i64,

    /// Operations over all elements.
    #[property(elements * flops_per_element * FLOP.of(1.0), unit = FLOP)]
    pub flops: FlopCount,
    /// Bytes the kernel reads for its elements.
    #[property(reads * elements * bytes_per_value, unit = BYTE)]
    pub input_bytes: Information,
    /// Bytes the kernel writes for its elements.
    #[property(writes * elements * bytes_per_value, unit = BYTE)]
    pub output_bytes: Information,
    /// Bytes of the parameters, read once.
    #[property(parameter_values * bytes_per_value, unit = BYTE)]
    pub parameter_bytes: Information,
    /// Every byte the unfused kernel moves.
    #[property(input_bytes + output_bytes + parameter_bytes, unit = BYTE)]
    pub traffic_bytes: Information,
    /// Operations per byte of that traffic.
    #[property(arithmetic_intensity(flops, traffic_bytes)?, unit = FLOP_PER_BYTE)]
    pub intensity: Intensity,
}

impl ElementwiseOp {
    /// The kernel reads or writes its elements at least once, so its traffic is not zero.
    fn moves_its_elements(&self) -> Result<(), InputError> {
        if self.reads > 0 || self.writes > 0 {
            Ok(())
        } else {
            Err(InputError::Invalid {
                input: "reads",
                reason:
                    "the kernel must read or write its elements at least once (reads + writes ≥ 1)"
                        .into(),
            })
        }
    }
}

/// The registry's GPT-2 (XL) and its transformer geometry, for presets sized from it.
fn gpt2_xl() -> Result<(&'static Workload, Transformer, i64), InputError> {
    let gpt2 = Workload::find("Language.GPT2")?;
    let geometry = *gpt2.geometry().map_err(|e| InputError::Invalid {
        input: "elements",
        reason: e.to_string().into(),
    })?;
    let context = geometry.context_length.ok_or_else(|| InputError::Invalid {
        input: "elements",
        reason: "GPT-2 has no context length in the registry".into(),
    })?;
    Ok((gpt2, geometry, i64::from(context)))
}

/// One unfused LayerNorm over a GPT-2 XL prefill batch of eight full-context sequences in
/// FP16: about eight operations per element (mean, variance, normalize, scale, shift), its scale
/// and shift vectors read once.
#[preset(name = "Gpt2XlLayerNormPrefill")]
pub fn gpt2_xl_layer_norm_prefill() -> Result<ElementwiseOp, InputError> {
    let (_, geometry, context) = gpt2_xl()?;
    let hidden = i64::from(geometry.hidden_dim);
    ElementwiseOp::builder()
        .elements(8 * context * hidden)
        .flops_per_element(8.0)
        .bytes_per_value(bytes(2.0))
        .parameter_values(2 * hidden)
        .build()
}

/// The attention softmax over every score of the same GPT-2 XL prefill batch in FP16: one score
/// per head per query-key pair, with an exponential, a sum and a division each.
#[preset(name = "Gpt2XlSoftmaxPrefill")]
pub fn gpt2_xl_softmax_prefill() -> Result<ElementwiseOp, InputError> {
    let (_, geometry, context) = gpt2_xl()?;
    ElementwiseOp::builder()
        .elements(8 * i64::from(geometry.heads) * context * context)
        .flops_per_element(3.0)
        .bytes_per_value(bytes(2.0))
        .build()
}

/// Amdahl's law when the gain of the accelerated path is the ratio of two rates.
///
/// A share `fraction` of the original time moves to a path that runs as many times faster as
/// its rate exceeds the baseline's: two peak operation rates when the path is compute bound, two
/// memory bandwidths when it is bandwidth bound. The rest of the time is untouched, so the
/// overall speedup stays below 1 / (1 − fraction) however large the gain.
#[scenario(
    family = ACCELERATION,
    equation = "gain = accelerated ÷ baseline (operation rates or bandwidths); speedup = 1 ÷ ((1 − f) + f ÷ gain); ceiling = 1 ÷ (1 − f)",
    assumption = "The accelerated share of the time runs exactly `gain` times faster; the rest is unchanged and nothing overlaps.",
    assumption = "Rates are above zero; a slower accelerated path (gain below 1) is allowed and gives a slowdown.",
    assumption = "The ceiling needs a fraction below 1: with everything accelerated there is none.",
    rule = "the rates are given as operation rates (`accelerated_rate`, `baseline_rate`) or as bandwidths (`accelerated_bandwidth`, `baseline_bandwidth`), never a mix of the two (the reference takes any two quantities of one dimension in `accelerated_rate` and `baseline_rate`)",
    excludes = "Moving data to and from the accelerator, and any overlap of the two parts.",
    derivation = "Amdahl's law: the new time is (1 − f) + f ÷ gain of the old, and its reciprocal is the speedup.",
    example = r#"
// An INT8 path 247 times faster buys under 19x
use mlsysim_compute::acceleration::resnet50_inference_h100_over_server_cpu;

let s = resnet50_inference_h100_over_server_cpu()?;
assert_eq!(s.gain()?, 247.375);
assert!(s.speedup()? < s.ceiling()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    requires_one_of((accelerated_rate, baseline_rate), (accelerated_bandwidth, baseline_bandwidth)),
    check = Self::one_kind_of_rate,
)]
pub struct AcceleratedFraction {
    /// Share of the original time that runs on the accelerated path.
    #[input(range = 0.0..=1.0)]
    pub fraction: f64,
    /// Peak operation rate of the accelerated path, for a compute-bound path.
    #[input(positive, unit = TFLOP_PER_SECOND)]
    pub accelerated_rate: Option<FlopRate>,
    /// Peak operation rate of the baseline, for a compute-bound path.
    #[input(positive, unit = TFLOP_PER_SECOND)]
    pub baseline_rate: Option<FlopRate>,
    /// Memory bandwidth of the accelerated path, for a bandwidth-bound path.
    #[input(positive, unit = GB_PER_SECOND)]
    pub accelerated_bandwidth: Option<DataRate>,
    /// Memory bandwidth of the baseline, for a bandwidth-bound path.
    #[input(positive, unit = GB_PER_SECOND)]
    pub baseline_bandwidth: Option<DataRate>,

    /// How many times faster the accelerated path runs.
    #[property(match (optional(accelerated_rate), optional(baseline_rate)) {
        (Some(rate), Some(baseline)) => peak_ratio(rate, baseline)?,
        _ => bandwidth_ratio(accelerated_bandwidth, baseline_bandwidth)?,
    })]
    pub gain: f64,
    /// Overall speedup of the whole.
    #[property(amdahl_speedup(fraction, gain)?)]
    pub speedup: f64,
    /// Overall speedup with an infinitely fast path.
    #[property(amdahl_ceiling(fraction)?)]
    pub ceiling: f64,
}

impl AcceleratedFraction {
    /// The two rates are of one kind: both operation rates or both bandwidths.
    fn one_kind_of_rate(&self) -> Result<(), InputError> {
        let rates = self.accelerated_rate.is_some() || self.baseline_rate.is_some();
        let bandwidths = self.accelerated_bandwidth.is_some() || self.baseline_bandwidth.is_some();
        if rates && bandwidths {
            Err(InputError::Invalid {
                input: "accelerated_bandwidth",
                reason: "give the path's gain either as two operation rates or as two bandwidths, not both"
                    .into(),
            })
        } else {
            Ok(())
        }
    }
}

/// ResNet-50 inference moved from a server CPU to the H100's INT8 path: 95% of the time runs
/// on the matrix path, whose gain is the H100's INT8 peak over an assumed 8 TOPS CPU without
/// matrix extensions.
#[preset(name = "ResNet50InferenceH100OverServerCpu")]
pub fn resnet50_inference_h100_over_server_cpu() -> Result<AcceleratedFraction, InputError> {
    let h100 = HardwareNode::find("Cloud.H100")?;
    let int8 = h100.rate_at(Precision::Int8).ok_or(InputError::Invalid {
        input: "accelerated_rate",
        reason: "the H100 has no INT8 peak in the registry".into(),
    })?;
    AcceleratedFraction::builder()
        .fraction(0.95)
        .accelerated_rate(int8)
        .baseline_rate(TOPS.of(8.0))
        .build()
}

/// GPT-2 XL token generation moved to the H100's INT8 path: 80% of each token's time on the
/// matrix path, while host overhead and sampling stay on the CPU.
#[preset(name = "Gpt2DecodeH100OverServerCpu")]
pub fn gpt2_decode_h100_over_server_cpu() -> Result<AcceleratedFraction, InputError> {
    resnet50_inference_h100_over_server_cpu()?
        .variant()
        .fraction(0.8)
        .build()
}

/// The same token generation seen as bandwidth bound: the gain is the H100's memory bandwidth
/// over that of the reference CPU socket.
#[preset(name = "Gpt2DecodeH100OverServerCpuBandwidth")]
pub fn gpt2_decode_h100_over_server_cpu_bandwidth() -> Result<AcceleratedFraction, InputError> {
    gpt2_decode_h100_over_server_cpu()?
        .variant()
        .without_accelerated_rate()
        .without_baseline_rate()
        .accelerated_bandwidth(HardwareNode::find("Cloud.H100")?.memory_bandwidth)
        .baseline_bandwidth(HardwareNode::find("Cloud.ReferenceCPU")?.memory_bandwidth)
        .build()
}

/// Energy per multiply-accumulate with every operand from off-chip memory, against a systolic
/// array that reuses each operand across its width.
///
/// A naive streaming design makes `naive_accesses` off-chip accesses for every MAC (load both
/// operands and the running sum, write the sum back). A systolic array loads `edge_loads`
/// operands at its edge for every `array_dim` MACs and keeps the partial sums inside. Each
/// access costs `access_energy`; the arithmetic itself costs `mac_energy`.
#[scenario(
    family = ACCELERATION,
    equation = "E_naive = naive_accesses × E_access + E_mac; accesses = edge_loads ÷ array_dim; E_systolic = accesses × E_access + E_mac; ratio = E_naive ÷ E_systolic",
    assumption = "Every off-chip access costs the same energy, whatever it moves; on-chip movement inside the array is free.",
    assumption = "A MAC costs energy (`mac_energy` > 0), so the systolic energy is never zero; access energy may be zero.",
    assumption = "Counts are at least 1; more edge loads than the array is wide is allowed (a narrow array reuses little).",
    excludes = "On-chip buffers (SRAM) between memory and the array, and the energy of moving partial sums inside it.",
    derivation = "Each operand entering at the edge of a systolic array serves every cell along its row or column, so its access is shared by array_dim MACs.",
    example = r#"
// Reuse across a 128-wide array saves over 200x
use mlsysim_compute::acceleration::systolic_array_reuse_energy;

let s = systolic_array_reuse_energy()?;
assert_eq!(s.systolic_accesses()?, 0.015625);
assert!(s.ratio()? > 200.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct SystolicReuseEnergy {
    /// Energy of one off-chip memory access.
    #[input(non_negative, unit = PICOJOULE)]
    pub access_energy: Energy,
    /// Energy of the multiply-accumulate itself.
    #[input(positive, unit = PICOJOULE)]
    pub mac_energy: Energy,
    /// Off-chip accesses per MAC when nothing is reused.
    #[input(range = 1..)]
    pub naive_accesses: i64,
    /// Operands loaded at the array's edge for every `array_dim` MACs.
    #[input(range = 1..)]
    pub edge_loads: i64,
    /// Width of the array: MACs each edge load serves.
    #[input(range = 1..)]
    pub array_dim: i64,

    /// Energy of one MAC with every operand from memory.
    #[property(energy_per_mac(naive_accesses, access_energy, mac_energy)?, unit = PICOJOULE)]
    pub naive_energy: Energy,
    /// Off-chip accesses per MAC in the array.
    #[property(edge_loads / array_dim)]
    pub systolic_accesses: f64,
    /// Energy of one MAC in the array.
    #[property(energy_per_mac(systolic_accesses, access_energy, mac_energy)?, unit = PICOJOULE)]
    pub systolic_energy: Energy,
    /// How many times less energy a MAC takes in the array.
    #[property(naive_energy / systolic_energy)]
    pub ratio: f64,
}

/// Four DRAM accesses per MAC in a deliberately naive streaming design, against a 128-wide
/// systolic array that loads two operands at its edges for every 128 MACs; about 1 pJ per MAC.
#[preset(name = "SystolicArrayReuseEnergy")]
pub fn systolic_array_reuse_energy() -> Result<SystolicReuseEnergy, InputError> {
    SystolicReuseEnergy::builder()
        // The reference's Hardware.Tech.Memory.DRAM.energy_per_access (45 nm, Horowitz).
        .access_energy(PICOJOULE.of(640.0))
        .mac_energy(PICOJOULE.of(1.0))
        .naive_accesses(4)
        .edge_loads(2)
        .array_dim(128)
        .build()
}

/// How fast dense models' parameter counts grew against one accelerator's memory bandwidth.
///
/// Each series is divided by its baseline entry (an accelerator and a model from the same
/// year), and the growth of each is its largest index, not its last. Sparse
/// (mixture-of-experts) models are indexed as well but kept out of the growth figure: their
/// total parameter count does not set the traffic of one token.
#[scenario(
    family = ACCELERATION,
    equation = "bandwidth index = BW ÷ BW_baseline per accelerator; parameter index = P ÷ P_baseline per model; growth = the largest index of each series",
    assumption = "Bandwidth is the memory bandwidth of one device as the registry states it; parameters are total parameter counts.",
    assumption = "The baselines need not be in the lists; a growth below 1 then means the list never reached its baseline.",
    rule = "`accelerators` lists at least one accelerator",
    rule = "`dense_models` lists at least one model",
    rule = "`baseline_model` and every model of `dense_models` and `sparse_models` have a parameter count in the registry (the reference fails only when a growth is asked for)",
    excludes = "Capacity, interconnect and compute growth, and how the models are actually served.",
    derivation = "An index of a series against its baseline shows relative growth independent of units; its maximum is the growth to date.",
    example = r#"
// Dense models outgrew memory bandwidth by two orders of magnitude
use mlsysim_compute::acceleration::dense_parameters_vs_bandwidth_since_2014;

let s = dense_parameters_vs_bandwidth_since_2014()?;
assert!(s.parameter_growth()? / s.bandwidth_growth()? > 100.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::lists_are_indexable,
)]
pub struct ParameterBandwidthGrowth {
    /// Accelerators whose bandwidth is indexed.
    pub accelerators: Vec<&'static HardwareNode>,
    /// Dense models whose parameter counts are indexed.
    pub dense_models: Vec<&'static Workload>,
    /// Sparse models, indexed but kept out of the growth figure.
    #[input(default = Vec::new())]
    pub sparse_models: Vec<&'static Workload>,
    /// The accelerator whose bandwidth is 1.
    pub baseline_accelerator: &'static HardwareNode,
    /// The model whose parameter count is 1.
    pub baseline_model: &'static Workload,

    /// Each accelerator's bandwidth over the baseline's.
    #[property({
        let mut index = Vec::new();
        for h in &accelerators {
            index.push(bandwidth_ratio(h.memory_bandwidth, baseline_accelerator.memory_bandwidth)?);
        }
        index
    })]
    pub bandwidth_index: Vec<f64>,
    /// Each dense model's parameter count over the baseline's.
    #[property({
        let p0 = baseline_model.parameter_count()?;
        let mut index = Vec::new();
        for m in &dense_models {
            index.push(m.parameter_count()? / p0);
        }
        index
    })]
    pub dense_index: Vec<f64>,
    /// Each sparse model's parameter count over the baseline's.
    #[property({
        let p0 = baseline_model.parameter_count()?;
        let mut index = Vec::new();
        for m in &sparse_models {
            index.push(m.parameter_count()? / p0);
        }
        index
    })]
    pub sparse_index: Vec<f64>,
    /// The largest bandwidth index.
    #[property(argmax(&bandwidth_index, Ok)?)]
    pub bandwidth_growth: f64,
    /// The largest dense parameter index.
    #[property(argmax(&dense_index, Ok)?)]
    pub parameter_growth: f64,
}

impl ParameterBandwidthGrowth {
    /// Both lists hold something, and every model has a parameter count to index.
    fn lists_are_indexable(&self) -> Result<(), InputError> {
        let invalid = |input, reason: String| {
            Err(InputError::Invalid {
                input,
                reason: reason.into(),
            })
        };
        if self.accelerators.is_empty() {
            return invalid("accelerators", "give at least one accelerator".into());
        }
        if self.dense_models.is_empty() {
            return invalid("dense_models", "give at least one dense model".into());
        }
        let models = [("baseline_model", std::slice::from_ref(&self.baseline_model))]
            .into_iter()
            .chain([
                ("dense_models", self.dense_models.as_slice()),
                ("sparse_models", self.sparse_models.as_slice()),
            ]);
        for (input, list) in models {
            if let Some(m) = list.iter().find(|m| m.parameters.is_none()) {
                return invalid(
                    input,
                    format!("`{}` has no parameter count in the registry", m.path),
                );
            }
        }
        Ok(())
    }
}

/// Ten accelerators from the K80 (2014) to the B200 against seven dense models from AlexNet to
/// Llama 3.1 405B, indexed to the K80 and VGG-16 of 2014; DeepSeek-V3 is the sparse model,
/// reported but kept out of the growth figure.
#[preset(name = "DenseParametersVsBandwidthSince2014")]
pub fn dense_parameters_vs_bandwidth_since_2014() -> Result<ParameterBandwidthGrowth, InputError> {
    let nodes = |paths: &[&str]| -> Result<Vec<&'static HardwareNode>, InputError> {
        paths
            .iter()
            .map(|p| HardwareNode::find(p).map_err(InputError::from))
            .collect()
    };
    let models = |paths: &[&str]| -> Result<Vec<&'static Workload>, InputError> {
        paths
            .iter()
            .map(|p| Workload::find(p).map_err(InputError::from))
            .collect()
    };
    ParameterBandwidthGrowth::builder()
        .accelerators(nodes(&[
            "Cloud.K80",
            "Cloud.TPUv2",
            "Cloud.V100",
            "Cloud.A100",
            "Cloud.TPUv4",
            "Cloud.H100",
            "Cloud.MI300X",
            "Cloud.TPUv6",
            "Cloud.MI325X",
            "Cloud.B200",
        ])?)
        .dense_models(models(&[
            "Vision.AlexNet",
            "Vision.VGG16",
            "Vision.ResNet50",
            "Language.BERT_Large",
            "Language.GPT3",
            "Language.PaLM_540B",
            "Language.Llama3_405B",
        ])?)
        .sparse_models(models(&["Language.DeepSeek_V3"])?)
        .baseline_accelerator(HardwareNode::find("Cloud.K80")?)
        .baseline_model(Workload::find("Vision.VGG16")?)
        .build()
}

/// Peak compute against memory bandwidth across accelerator generations, first to last.
///
/// Each accelerator's ridge point is its peak operation rate over its memory bandwidth: the
/// intensity a kernel needs to be compute bound. Across the generations the peak grows faster
/// than the bandwidth, so the ridge climbs; the gap growth is how far.
#[scenario(
    family = ACCELERATION,
    equation = "ridge = peak ÷ bandwidth per accelerator; compute growth = peak_last ÷ peak_first; bandwidth growth = BW_last ÷ BW_first; gap growth = compute growth ÷ bandwidth growth",
    assumption = "The peak is each device's headline (dense 16-bit) peak as the registry states it.",
    rule = "`accelerators` lists at least one accelerator (the reference fails on an empty list)",
    rule = "`accelerators` are listed oldest first: their registry release years never go backwards, accelerators without one aside (the reference reports reciprocal growths for a reversed list)",
    excludes = "Caches, sparsity and lower-precision peaks, which move each ridge.",
    derivation = "The roofline's ridge point is where the compute roof meets the memory roof: peak over bandwidth.",
    example = r#"
// Compute grew about twice as fast as bandwidth from V100 to B200
use mlsysim_compute::acceleration::nvidia_generations_v100_to_b200;

let s = nvidia_generations_v100_to_b200()?;
assert_eq!(s.compute_growth()?, 18.0);
assert!((s.gap_growth()? - 2.025).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::oldest_first,
)]
pub struct AcceleratorGenerations {
    /// The accelerators, oldest first.
    pub accelerators: Vec<&'static HardwareNode>,

    /// Each accelerator's ridge point.
    #[property({
        let mut ridges = Vec::new();
        for h in &accelerators {
            ridges.push(ridge_point(h.peak_flops, h.memory_bandwidth)?);
        }
        ridges
    }, unit = FLOP_PER_BYTE)]
    pub ridges: Vec<Intensity>,
    /// The last accelerator's peak over the first's.
    #[property(peak_ratio(accelerators[len(&accelerators) - 1].peak_flops, accelerators[0].peak_flops)?)]
    pub compute_growth: f64,
    /// The last accelerator's bandwidth over the first's.
    #[property(bandwidth_ratio(accelerators[len(&accelerators) - 1].memory_bandwidth, accelerators[0].memory_bandwidth)?)]
    pub bandwidth_growth: f64,
    /// How many times the ridge rose from the first to the last.
    #[property(compute_growth / bandwidth_growth)]
    pub gap_growth: f64,
}

impl AcceleratorGenerations {
    /// At least one accelerator, in order of release where the registry knows the years.
    fn oldest_first(&self) -> Result<(), InputError> {
        let invalid = |reason: String| {
            Err(InputError::Invalid {
                input: "accelerators",
                reason: reason.into(),
            })
        };
        if self.accelerators.is_empty() {
            return invalid("give at least one accelerator".into());
        }
        let dated: Vec<(&str, u16)> = self
            .accelerators
            .iter()
            .filter_map(|h| h.release_year.map(|y| (h.path, y)))
            .collect();
        for pair in dated.windows(2) {
            let ((earlier, y0), (later, y1)) = (pair[0], pair[1]);
            if y1 < y0 {
                return invalid(format!(
                    "list the accelerators oldest first: `{later}` ({y1}) comes after `{earlier}` ({y0})"
                ));
            }
        }
        Ok(())
    }
}

/// Five NVIDIA data-centre generations, V100 to B200; the H200 keeps the H100's compute with
/// more bandwidth.
#[preset(name = "NvidiaGenerationsV100ToB200")]
pub fn nvidia_generations_v100_to_b200() -> Result<AcceleratorGenerations, InputError> {
    let accelerators = [
        "Cloud.V100",
        "Cloud.A100",
        "Cloud.H100",
        "Cloud.H200",
        "Cloud.B200",
    ]
    .iter()
    .map(|p| HardwareNode::find(p).map_err(InputError::from))
    .collect::<Result<Vec<_>, _>>()?;
    AcceleratorGenerations::builder()
        .accelerators(accelerators)
        .build()
}

/// One peak rate against a baseline known only as a range.
///
/// The low ratio divides by the high end of the baseline's range and the high ratio by the low
/// end, so the two bracket the true ratio.
#[scenario(
    family = ACCELERATION,
    equation = "ratio_low = rate ÷ baseline_high; ratio_high = rate ÷ baseline_low",
    rule = "`baseline_low` is at most `baseline_high` (the reference takes swapped bounds and reports a low ratio above the high one)",
    excludes = "Which of the rates a workload actually sustains.",
    derivation = "Dividing by the larger baseline gives the smaller ratio, and the reverse.",
    example = r#"
// The H100 against a 1 to 2 TFLOP/s CPU
use mlsysim_compute::acceleration::h100_over_reference_cpu;

let s = h100_over_reference_cpu()?;
assert_eq!((s.ratio_low()?, s.ratio_high()?), (494.5, 989.0));
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::range_is_ordered,
)]
pub struct PeakRatioRange {
    /// The peak rate compared.
    #[input(positive, unit = TFLOP_PER_SECOND)]
    pub rate: FlopRate,
    /// Low end of the baseline's range.
    #[input(positive, unit = TFLOP_PER_SECOND)]
    pub baseline_low: FlopRate,
    /// High end of the baseline's range.
    #[input(positive, unit = TFLOP_PER_SECOND)]
    pub baseline_high: FlopRate,

    /// The rate over the high end of the baseline.
    #[property(peak_ratio(rate, baseline_high)?)]
    pub ratio_low: f64,
    /// The rate over the low end of the baseline.
    #[property(peak_ratio(rate, baseline_low)?)]
    pub ratio_high: f64,
}

impl PeakRatioRange {
    /// The baseline's range runs from low to high.
    fn range_is_ordered(&self) -> Result<(), InputError> {
        if self.baseline_low <= self.baseline_high {
            Ok(())
        } else {
            Err(InputError::Invalid {
                input: "baseline_low",
                reason: "the low end of the baseline's range is above its high end".into(),
            })
        }
    }
}

/// The H100's dense 16-bit peak against a reference CPU of 1 to 2 TFLOP/s; the low end is the
/// registry's reference CPU.
#[preset(name = "H100OverReferenceCpu")]
pub fn h100_over_reference_cpu() -> Result<PeakRatioRange, InputError> {
    PeakRatioRange::builder()
        .rate(HardwareNode::find("Cloud.H100")?.peak_flops)
        .baseline_low(HardwareNode::find("Cloud.ReferenceCPU")?.peak_flops)
        .baseline_high(TFLOP_PER_SECOND.of(2.0))
        .build()
}
