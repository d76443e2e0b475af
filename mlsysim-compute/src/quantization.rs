//! Quantization: values on an integer grid and back, what an operation costs in energy at a
//! wide and a narrow precision, and a float model against its INT8 version on one accelerator.

use crate::families::QUANTIZATION;
use mlsysim_core::units::{FLOP, MICROSECOND, PICOJOULE, PICOJOULE_PER_FLOP, bytes, per_second};
use mlsysim_core::{
    DataSize, Energy, EnergyPerFlop, Frequency, HardwareNode, Information, InputError, Precision,
    Time, Workload, preset, scenario,
};

/// Real values stored on a `bits`-bit integer grid over a clipping range, and read back.
///
/// An affine grid spreads 2^bits codes evenly over [alpha, beta]: its step is the scale, and
/// the code that stands for real zero is the zero point, so zero is stored exactly. Codes run
/// from 0 (unsigned) or from −2^(bits−1) (signed). A symmetric grid is centred on zero instead:
/// its zero point is 0 and its codes run over ±(2^(bits−1) − 1), wasting one code for symmetry.
/// Without a range the grid spans the values' minimum and maximum (min-max calibration). Each
/// value rounds to the nearest code (ties to even), clamped to the code range, and reads back as
/// the scale times its distance from the zero point.
#[scenario(
    family = QUANTIZATION,
    equation = "affine: s = (β − α) ÷ (2^b − 1), z = qmin + round(−α ÷ s); symmetric: s = max(|α|, |β|) ÷ (2^(b−1) − 1), z = 0; q = clamp(round(x ÷ s + z), qmin, qmax); x̂ = s·(q − z)",
    assumption = "Rounding is to the nearest code with ties to even, as Python and PyTorch round.",
    assumption = "The range is [alpha, beta] when given, else the smallest and largest value; values outside it clamp to the end codes.",
    assumption = "Codes are 64-bit integers here, so a grid has at most 62 bits; the reference accepts more bits with unbounded integers.",
    assumption = "A symmetric grid is always signed; `signed` only chooses between the two affine code ranges. The zero point is not clamped: a range that excludes zero puts it outside the code range, as in the reference.",
    rule = "a `signed` or `symmetric` grid has at least 2 `bits` (the reference fails in the members below 2)",
    rule = "`values` lists at least one value unless both `alpha` and `beta` are given",
    rule = "a `symmetric` grid's range reaches beyond zero: its ends are not both 0 (the reference fails in the members)",
    rule = "an affine grid's range is wider than a point: its high end, `beta` or else the largest value, exceeds its low end, `alpha` or else the smallest value (the reference fails in the members)",
    excludes = "Per-channel scales, non-uniform grids and floating-point formats.",
    derivation = "The affine map x ≈ s·(q − z) sends α to qmin and β to qmax; solving for s and z gives the scale and zero point, and rounding z keeps real zero exact.",
    example = r#"
// Four activations in UINT8 over [-1, 3]
use mlsysim_compute::quantization::uint8_range_minus_one_to_three;

let s = uint8_range_minus_one_to_three()?;
assert_eq!(s.zero_point()?, 64);
assert_eq!(s.codes()?, vec![0, 128, 64, 255]);
assert!(s.errors()?.iter().all(|e| *e <= s.max_rounding_error().unwrap()));
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::grid_is_defined,
)]
pub struct QuantizationGrid {
    /// The real values to store.
    #[input(default = Vec::new())]
    pub values: Vec<f64>,
    /// Bits of one code.
    #[input(range = 1..=62)]
    pub bits: i64,
    /// Low end of the clipping range; the smallest value when absent.
    pub alpha: Option<f64>,
    /// High end of the clipping range; the largest value when absent.
    pub beta: Option<f64>,
    /// A grid centred on zero, with zero point 0.
    #[input(default = false)]
    pub symmetric: bool,
    /// Signed codes on an affine grid.
    #[input(default = false)]
    pub signed: bool,

    /// Low end of the range the grid spans.
    #[property(match optional(alpha) {
        Some(a) => a,
        None => argmin(&values, Ok)?,
    })]
    pub lo: f64,
    /// High end of the range the grid spans.
    #[property(match optional(beta) {
        Some(b) => b,
        None => argmax(&values, Ok)?,
    })]
    pub hi: f64,
    /// Steps across an affine grid: one fewer than its codes.
    #[property(int_levels(bits)? - 1)]
    pub steps: i64,
    /// The smallest code.
    #[property(if symmetric {
        -int_max(bits)?
    } else if signed {
        -(int_max(bits)? + 1)
    } else {
        0
    })]
    pub qmin: i64,
    /// The largest code.
    #[property(if symmetric || signed { int_max(bits)? } else { steps })]
    pub qmax: i64,
    /// The real value of one step.
    #[property(if symmetric {
        symmetric_scale(max(lo.abs(), hi.abs()), bits)?
    } else {
        affine_scale(lo, hi, bits)?
    })]
    pub scale: f64,
    /// The zero point before rounding (0 on a symmetric grid).
    #[property(if symmetric { 0.0 } else { -lo / scale })]
    pub zero_point_exact: f64,
    /// The code that stands for real zero.
    #[property(if symmetric {
        0
    } else {
        mlsysim_core::laws::zero_point(lo, scale, qmin)?
    })]
    pub zero_point: i64,
    /// The code each value is stored as.
    #[property(values
        .iter()
        .map(|x| quantize(*x, scale, zero_point, qmin, qmax))
        .collect::<Result<Vec<i64>, _>>()?)]
    pub codes: Vec<i64>,
    /// The value each code reads back as.
    #[property(codes
        .iter()
        .map(|q| dequantize(*q, scale, zero_point))
        .collect::<Result<Vec<f64>, _>>()?)]
    pub readback: Vec<f64>,
    /// How far each value moved in the round trip.
    #[property(readback.iter().zip(&values).map(|(r, x)| (*r - *x).abs()).collect::<Vec<f64>>())]
    pub errors: Vec<f64>,
    /// The largest round-trip error of a value inside the range: half a step.
    #[property(scale / 2.0)]
    pub max_rounding_error: f64,
}

impl QuantizationGrid {
    /// The grid has a range wider than a point and enough bits for its code range.
    fn grid_is_defined(&self) -> Result<(), InputError> {
        let invalid = |input, reason: &'static str| {
            Err(InputError::Invalid {
                input,
                reason: reason.into(),
            })
        };
        if (self.symmetric || self.signed) && self.bits < 2 {
            return invalid(
                "bits",
                "a signed or symmetric grid needs at least 2 bits (one for the sign)",
            );
        }
        let smallest = self.values.iter().copied().reduce(f64::min);
        let largest = self.values.iter().copied().reduce(f64::max);
        let (Some(lo), Some(hi)) = (self.alpha.or(smallest), self.beta.or(largest)) else {
            return invalid(
                "values",
                "give at least one value, or the whole range (`alpha` and `beta`)",
            );
        };
        if self.symmetric {
            if lo.abs().max(hi.abs()) == 0.0 {
                return invalid(
                    "values",
                    "a symmetric grid needs a range that reaches beyond zero",
                );
            }
        } else if hi <= lo {
            return invalid("beta", "the range's high end must exceed its low end");
        }
        Ok(())
    }
}

/// A 2×2 activation matrix with clipping range [−1, 3] stored as UINT8: the affine scale and
/// zero point worked by hand, with real zero landing on a code.
#[preset(name = "Uint8RangeMinusOneToThree")]
pub fn uint8_range_minus_one_to_three() -> Result<QuantizationGrid, InputError> {
    QuantizationGrid::builder()
        .values(vec![-1.0, 1.0, 0.0, 3.0])
        .bits(8)
        .alpha(-1.0)
        .beta(3.0)
        .build()
}

/// Energy per add, multiply and multiply-accumulate in a wide and a narrow number format, and
/// one off-chip memory read counted in narrow multiply-accumulates.
///
/// The narrow format's MAC accumulates in a wider integer, so its add is a separate input. The
/// memory read is an energy per access, compared with the energy of one narrow MAC operation.
#[scenario(
    family = QUANTIZATION,
    equation = "MAC = multiply + add (the narrow MAC adds at the accumulator's width); ratios = wide ÷ narrow; reads in MACs = E_read ÷ (E_narrow MAC × 1 operation)",
    assumption = "Energies per operation are constants of the process technology (45 nm in the preset), independent of the operands' values.",
    assumption = "Every energy is above zero; the reference divides by zero or reports negative ratios otherwise.",
    assumption = "The memory read is an energy per access; one narrow MAC is one operation at its energy per operation.",
    excludes = "Data movement on chip, and the energy of control and instruction fetch around each operation.",
    derivation = "Energies per operation add along a datapath: a MAC is a multiply followed by an add.",
    example = r#"
// One DRAM read costs over two thousand INT8 MACs
use mlsysim_compute::quantization::int8_vs_fp32_operation_energy_45nm;

let s = int8_vs_fp32_operation_energy_45nm()?;
assert!(s.read_over_narrow_mac()? > 2000.0);
assert!((s.mul_ratio()? - 18.5).abs() < 1e-12);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct OperationEnergyComparison {
    /// Energy of an add in the wide format.
    #[input(positive, unit = PICOJOULE_PER_FLOP)]
    pub wide_add: EnergyPerFlop,
    /// Energy of a multiply in the wide format.
    #[input(positive, unit = PICOJOULE_PER_FLOP)]
    pub wide_mul: EnergyPerFlop,
    /// Energy of an add in the narrow format.
    #[input(positive, unit = PICOJOULE_PER_FLOP)]
    pub narrow_add: EnergyPerFlop,
    /// Energy of a multiply in the narrow format.
    #[input(positive, unit = PICOJOULE_PER_FLOP)]
    pub narrow_mul: EnergyPerFlop,
    /// Energy of the add into the narrow MAC's wider accumulator.
    #[input(positive, unit = PICOJOULE_PER_FLOP)]
    pub accumulate_add: EnergyPerFlop,
    /// Energy of one off-chip memory read.
    #[input(positive, unit = PICOJOULE)]
    pub memory_read: Energy,

    /// Energy of a wide multiply-accumulate.
    #[property(multiply_accumulate_energy(wide_mul, wide_add)?, unit = PICOJOULE_PER_FLOP)]
    pub wide_mac: EnergyPerFlop,
    /// Energy of a narrow multiply-accumulate.
    #[property(multiply_accumulate_energy(narrow_mul, accumulate_add)?, unit = PICOJOULE_PER_FLOP)]
    pub narrow_mac: EnergyPerFlop,
    /// How many times more a wide add costs than a narrow one.
    #[property(wide_add / narrow_add)]
    pub add_ratio: f64,
    /// How many times more a wide multiply costs than a narrow one.
    #[property(wide_mul / narrow_mul)]
    pub mul_ratio: f64,
    /// How many times more a wide MAC costs than a narrow one.
    #[property(wide_mac / narrow_mac)]
    pub mac_ratio: f64,
    /// Narrow MACs one memory read costs.
    #[property(memory_read / (narrow_mac * FLOP.of(1.0)))]
    pub read_over_narrow_mac: f64,
}

/// Horowitz's 45 nm energies: FP32 against INT8 with INT32 accumulation, and a 32-bit DRAM
/// read against the INT8 MAC.
#[preset(name = "Int8VsFp32OperationEnergy45nm")]
pub fn int8_vs_fp32_operation_energy_45nm() -> Result<OperationEnergyComparison, InputError> {
    // The reference's Hardware.Tech registry (45 nm, Horowitz): Op.AddFp32, Op.FlopFp32,
    // Op.AddInt8, Op.OpInt8, Op.AddInt32 energies and Memory.DRAM.energy_per_access.
    OperationEnergyComparison::builder()
        .wide_add(PICOJOULE_PER_FLOP.of(0.9))
        .wide_mul(PICOJOULE_PER_FLOP.of(3.7))
        .narrow_add(PICOJOULE_PER_FLOP.of(0.03))
        .narrow_mul(PICOJOULE_PER_FLOP.of(0.2))
        .accumulate_add(PICOJOULE_PER_FLOP.of(0.1))
        .memory_read(PICOJOULE.of(640.0))
        .build()
}

/// A float model and its INT8 version served on one accelerator, judged against acceptance
/// limits.
///
/// Accuracy and calibration error are stated. Latency and large-batch throughput come from a
/// model of the inference engine: a batch of one costs one host launch, a floor per fused
/// kernel, one read of the weights at the memory bandwidth and the device time of one image.
/// The float engine's image time is its forward FLOPs at a sustained share of the peak at
/// `float_precision` (FP32 engines run on TF32 tensor cores); the share is what an anchor
/// accelerator's measured training rate implies (training is three forward passes of work).
/// The INT8 image time is the reciprocal of a measured offline rate, which is also its
/// large-batch throughput. Model sizes come from the registry at the two widths, and energy per
/// image is full board power over the throughput.
#[scenario(
    family = QUANTIZATION,
    equation = "share = anchor rate × 3 × F ÷ anchor peak; t_float = F ÷ (peak_float × share); t_int = 1 ÷ int rate; latency = launch + kernels × floor + weights ÷ BW + t_image; throughput = 1 ÷ t_image (float), int rate (INT8); energy = TDP ÷ throughput",
    assumption = "The float engine sustains the same share of its peak as the anchor accelerator's measured training implies, with training taken as three forward passes of work.",
    assumption = "A batch of one runs one host launch, `fused_kernels` kernels of at least `kernel_floor` each, one read of the weights and one image, in sequence.",
    assumption = "The board draws its full TDP while serving at large batch.",
    rule = "`workload` has a parameter count in the registry (a model known only by its size would report a size reduction of 1, as the reference does)",
    rule = "`workload` has its forward work (inference FLOPs) in the registry",
    rule = "the registry states a peak rate of `hardware` at `float_precision`",
    excludes = "Accuracy and calibration themselves: they are stated, not modelled. Batching beyond one for the latency, and host-side pre- and post-processing.",
    derivation = "Latency adds the iron law's terms for one forward pass; energy per image is power over images per second.",
    example = r#"
// INT8 on an H100: faster and smaller, but over the calibration limit
use mlsysim_compute::quantization::resnet50_int8_profile_h100;

let s = resnet50_int8_profile_h100()?;
assert_eq!(s.size_reduction()?, 4.0);
assert!(s.latency_speedup()? > 1.0);
assert!(s.passes_top1()? && !s.passes_calibration()?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
    check = Self::engine_is_modelled,
)]
pub struct QuantizedDeploymentProfile {
    /// The model served.
    pub workload: &'static Workload,
    /// The accelerator it runs on.
    pub hardware: &'static HardwareNode,
    /// Storage width of one float weight.
    #[input(positive, unit = BYTE)]
    pub float_bytes: Information,
    /// Storage width of one INT8 weight.
    #[input(positive, unit = BYTE)]
    pub int_bytes: Information,
    /// Precision whose peak the float engine runs at.
    #[input(default = Precision::Tf32)]
    pub float_precision: Precision,
    /// The accelerator whose measured training rate sets the sustained share of peak.
    pub anchor_hardware: &'static HardwareNode,
    /// Images a second the anchor accelerator trains at.
    #[input(positive, unit = PER_SECOND)]
    pub anchor_training_rate: Frequency,
    /// Images a second the INT8 engine serves at large batch, measured.
    #[input(positive, unit = PER_SECOND)]
    pub int_offline_rate: Frequency,
    /// Host cost of one kernel launch.
    #[input(non_negative, unit = MICROSECOND)]
    pub kernel_launch: Time,
    /// Least device time one kernel takes.
    #[input(non_negative, unit = MICROSECOND)]
    pub kernel_floor: Time,
    /// Kernels of one forward pass once normalization, activation and additions are fused.
    #[input(range = 0..)]
    pub fused_kernels: i64,
    /// Top-1 accuracy of the float model, in percent.
    #[input(range = 0.0..=100.0)]
    pub float_top1_pct: f64,
    /// Top-1 accuracy of the INT8 model, in percent.
    #[input(range = 0.0..=100.0)]
    pub int_top1_pct: f64,
    /// Calibration error of the float model, in percent.
    #[input(range = 0.0..=100.0)]
    pub float_calibration_error_pct: f64,
    /// Calibration error of the INT8 model, in percent.
    #[input(range = 0.0..=100.0)]
    pub int_calibration_error_pct: f64,
    /// Least acceptable top-1 accuracy, in percent.
    #[input(range = 0.0..=100.0)]
    pub top1_limit_pct: f64,
    /// Largest acceptable calibration error, in percent.
    #[input(range = 0.0..=100.0)]
    pub calibration_error_limit_pct: f64,

    /// Top-1 accuracy points lost to quantization.
    #[property(float_top1_pct - int_top1_pct)]
    pub top1_drop: f64,
    /// Share of the peak a forward pass sustains, from the anchor's training rate.
    #[property(anchor_training_rate * 3 * workload.forward_flops()? / anchor_hardware.peak_flops)]
    pub sustained_fraction: f64,
    /// Device time of one image in the float engine.
    #[property(
        compute_time(workload.forward_flops()?, hardware.peak_at(float_precision)? * sustained_fraction)?,
        unit = MICROSECOND,
    )]
    pub float_image_time: Time,
    /// Device time of one image in the INT8 engine.
    #[property(1.0 / int_offline_rate, unit = MICROSECOND)]
    pub int_image_time: Time,
    /// Time to read the float weights once.
    #[property(transfer_time(float_size, hardware.memory_bandwidth)?, unit = MICROSECOND)]
    pub float_weight_read: Time,
    /// Time to read the INT8 weights once.
    #[property(transfer_time(int_size, hardware.memory_bandwidth)?, unit = MICROSECOND)]
    pub int_weight_read: Time,
    /// Latency of one image in the float engine.
    #[property(
        engine_forward_time(1, kernel_launch, fused_kernels, kernel_floor, float_weight_read, float_image_time, 1)?,
        unit = MILLISECOND,
    )]
    pub float_latency: Time,
    /// Latency of one image in the INT8 engine.
    #[property(
        engine_forward_time(1, kernel_launch, fused_kernels, kernel_floor, int_weight_read, int_image_time, 1)?,
        unit = MILLISECOND,
    )]
    pub int_latency: Time,
    /// How many times faster one image is served in INT8.
    #[property(float_latency / int_latency)]
    pub latency_speedup: f64,
    /// Images a second of the float engine at large batch.
    #[property(1.0 / float_image_time, unit = PER_SECOND)]
    pub float_throughput: Frequency,
    /// Images a second of the INT8 engine at large batch.
    #[property(int_offline_rate, unit = PER_SECOND)]
    pub int_throughput: Frequency,
    /// How many times more images a second INT8 serves.
    #[property(int_throughput / float_throughput)]
    pub throughput_gain: f64,
    /// Bytes of the float weights.
    #[property(weight_bytes(workload, float_bytes)?)]
    pub float_size: DataSize,
    /// Bytes of the INT8 weights.
    #[property(weight_bytes(workload, int_bytes)?)]
    pub int_size: DataSize,
    /// How many times smaller the INT8 weights are.
    #[property(float_size / int_size)]
    pub size_reduction: f64,
    /// Energy per image of the float engine at full board power.
    #[property(
        energy_per_item(from_registry(hardware.tdp, "thermal design power", hardware.path)?, float_throughput)?,
        unit = MILLIJOULE,
    )]
    pub float_energy: Energy,
    /// Energy per image of the INT8 engine at full board power.
    #[property(
        energy_per_item(from_registry(hardware.tdp, "thermal design power", hardware.path)?, int_throughput)?,
        unit = MILLIJOULE,
    )]
    pub int_energy: Energy,
    /// How many times less energy an image takes in INT8.
    #[property(float_energy / int_energy)]
    pub energy_improvement: f64,
    /// Whether the INT8 model meets the accuracy limit.
    #[property(int_top1_pct >= top1_limit_pct)]
    pub passes_top1: bool,
    /// Whether the INT8 model meets the calibration limit.
    #[property(int_calibration_error_pct <= calibration_error_limit_pct)]
    pub passes_calibration: bool,
}

impl QuantizedDeploymentProfile {
    /// The model has the parameters and work the engine model needs, and the accelerator has a
    /// peak at the float precision.
    fn engine_is_modelled(&self) -> Result<(), InputError> {
        let invalid = |input, reason: String| {
            Err(InputError::Invalid {
                input,
                reason: reason.into(),
            })
        };
        let model = self.workload;
        if model.parameters.is_none() {
            return invalid(
                "workload",
                format!(
                    "`{}` has no parameter count in the registry, so its sizes at the two widths cannot differ",
                    model.path
                ),
            );
        }
        if model.inference_flops.is_none() {
            return invalid(
                "workload",
                format!("`{}` has no inference FLOPs in the registry", model.path),
            );
        }
        if let Err(e) = self.hardware.peak_at(self.float_precision) {
            return invalid("float_precision", e.to_string());
        }
        Ok(())
    }
}

/// ResNet-50 in FP32 and INT8 on an H100 against a 75.5% top-1 and a 3.0% calibration-error
/// limit: accuracy and calibration stated, latency and throughput from the shared ResNet-50
/// H100 engine profile, energy per image at full board power.
#[preset(name = "ResNet50Int8ProfileH100")]
pub fn resnet50_int8_profile_h100() -> Result<QuantizedDeploymentProfile, InputError> {
    QuantizedDeploymentProfile::builder()
        .workload(Workload::find("Vision.ResNet50")?)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .float_bytes(bytes(4.0))
        .int_bytes(bytes(1.0))
        .anchor_hardware(HardwareNode::find("Cloud.A100")?)
        // The reference's Benchmarks.ResNet50A100TrainThroughput.
        .anchor_training_rate(per_second(3200.0))
        // The reference's Benchmarks.ResNet50H100InferenceOfflinePerGpu (MLPerf Inference
        // v5.0 Offline, 715,761 images a second over 8 GPUs).
        .int_offline_rate(per_second(89_470.125))
        // The reference's RuntimeOverheads.KernelLaunch, and the engine profile's kernel floor
        // and fused kernel count (53 convolutions, 2 pools, 1 classifier).
        .kernel_launch(MICROSECOND.of(5.0))
        .kernel_floor(MICROSECOND.of(5.0))
        .fused_kernels(56)
        .float_top1_pct(76.1)
        .int_top1_pct(75.8)
        .float_calibration_error_pct(2.1)
        .int_calibration_error_pct(3.4)
        .top1_limit_pct(75.5)
        .calibration_error_limit_pct(3.0)
        .build()
}
