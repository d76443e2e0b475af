use super::FRAMEWORK;
use crate::width;
use mlsysim_core::registry::Datasets;
use mlsysim_core::registry::Ops::RuntimeOverheads;
use mlsysim_core::{
    Choice, FlopCount, FlopRate, HardwareNode, Information, InputError, Precision, Time, preset,
    scenario,
};

/// An operator of one eager training step of a one-hidden-layer MLP.
#[derive(Choice)]
pub enum Operator {
    /// The first layer's matrix multiply, x·W1 (its bias folded in).
    Matmul1,
    /// The hidden layer's ReLU.
    Relu,
    /// The second layer's matrix multiply, h·W2.
    Matmul2,
    /// The combined softmax and cross-entropy over the logits.
    Loss,
    /// The second layer's weight gradient.
    GradW2,
    /// The hidden activation's gradient.
    GradH,
    /// The first layer's weight gradient (the raw input needs none).
    GradW1,
    /// The ReLU's derivative.
    ReluBackward,
    /// The loss's derivative, reading the saved probabilities and the integer labels.
    LossBackward,
}

/// One eager training step of a one-hidden-layer MLP, operator by operator: FLOPs and bytes of
/// each, ideal compute and memory times on a device, and the host's Python entries and kernel
/// launches against them.
///
/// Forward: x·W1, a ReLU, h·W2 and a combined cross-entropy loss. Backward: both layers' weight
/// gradients and the hidden activation's, the ReLU's derivative and the loss's, which reads the
/// saved probabilities and integer labels. Bias adds are folded into their matrix multiplies;
/// every value has one width. The host issues a Python entry for each forward operator and one
/// for `backward()`, and launches one kernel per operator.
#[scenario(
    family = FRAMEWORK,
    assumption = "Times are ideal lower bounds: each operator at the device's peak or its memory bandwidth, with no overlap of host and device.",
    excludes = "The optimizer step's own kernels, reported only as the bytes it moves.",
    example = r#"
// The MNIST MLP's step is over in microseconds on an H100; the host's work is not
use mlsysim_training::framework::mnist_two_layer_training_step_on_h100;

let s = mnist_two_layer_training_step_on_h100()?;
assert!(s.host_overhead_ratio()? > 1.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct MlpTrainingStep {
    /// Examples of the batch, B.
    #[input(range = 1..)]
    pub batch_size: i64,
    /// Input width, I.
    #[input(range = 1..)]
    pub input_width: i64,
    /// Hidden width, H.
    #[input(range = 1..)]
    pub hidden_width: i64,
    /// Output width (logits), O.
    #[input(range = 1..)]
    pub output_width: i64,
    /// Bytes of every value.
    #[input(positive, unit = BYTE)]
    pub bytes_per_value: Information,
    /// Bytes of one integer label.
    #[input(positive, unit = BYTE)]
    pub label_bytes: Information,
    /// Operations of the loss a logit.
    #[input(range = 0..)]
    pub loss_flops_per_logit: i64,
    /// Values one optimizer step reads and writes a parameter.
    #[input(range = 0..)]
    pub optimizer_values_moved: i64,
    /// The device; its memory bandwidth and peak at `precision` are read.
    pub hardware: &'static HardwareNode,
    /// The precision whose peak the work runs at.
    #[input(default = Precision::Fp32)]
    pub precision: Precision,
    /// Python-level forward operators.
    #[input(range = 0..)]
    pub forward_ops: i64,
    /// Backward operators.
    #[input(range = 0..)]
    pub backward_ops: i64,
    /// The framework's host-side cost to issue one operation.
    #[input(non_negative, unit = MICROSECOND)]
    pub dispatch: Time,
    /// The cost to launch one kernel.
    #[input(non_negative, unit = MICROSECOND)]
    pub launch: Time,

    /// FLOPs of operator `op`.
    #[method(
        if op == Operator::Matmul1 { 2 * batch_size * input_width * hidden_width * flops(1.0) }
        else if op == Operator::Relu { batch_size * hidden_width * flops(1.0) }
        else if op == Operator::Matmul2 { 2 * batch_size * hidden_width * output_width * flops(1.0) }
        else if op == Operator::Loss { loss_flops_per_logit * batch_size * output_width * flops(1.0) }
        else if op == Operator::GradW2 { 2 * hidden_width * batch_size * output_width * flops(1.0) }
        else if op == Operator::GradH { 2 * batch_size * output_width * hidden_width * flops(1.0) }
        else if op == Operator::GradW1 { 2 * input_width * batch_size * hidden_width * flops(1.0) }
        else if op == Operator::ReluBackward { batch_size * hidden_width * flops(1.0) }
        else { 2 * batch_size * output_width * flops(1.0) },
        unit = KFLOP,
        samples(op = ["matmul1", "relu", "matmul2", "loss", "grad_w2", "grad_h", "grad_w1", "relu_backward", "loss_backward"])
    )]
    pub op_flops: fn(op: Operator) -> FlopCount,
    /// Bytes operator `op` reads and writes.
    #[method(
        if op == Operator::Matmul1 { (batch_size * input_width + input_width * hidden_width + batch_size * hidden_width) * bytes_per_value }
        else if op == Operator::Relu { 2 * batch_size * hidden_width * bytes_per_value }
        else if op == Operator::Matmul2 { (batch_size * hidden_width + hidden_width * output_width + batch_size * output_width) * bytes_per_value }
        else if op == Operator::Loss { 2 * batch_size * output_width * bytes_per_value }
        else if op == Operator::GradW2 { (batch_size * hidden_width + batch_size * output_width + hidden_width * output_width) * bytes_per_value }
        else if op == Operator::GradH { (batch_size * output_width + hidden_width * output_width + batch_size * hidden_width) * bytes_per_value }
        else if op == Operator::GradW1 { (batch_size * input_width + batch_size * hidden_width + input_width * hidden_width) * bytes_per_value }
        else if op == Operator::ReluBackward { 3 * batch_size * hidden_width * bytes_per_value }
        else { 2 * batch_size * output_width * bytes_per_value + batch_size * label_bytes },
        unit = KB,
        samples(op = ["matmul1", "relu", "matmul2", "loss", "grad_w2", "grad_h", "grad_w1", "relu_backward", "loss_backward"])
    )]
    pub op_bytes: fn(op: Operator) -> Information,
    /// FLOPs of the forward operators.
    #[property(op_flops(Operator::Matmul1)? + op_flops(Operator::Relu)? + op_flops(Operator::Matmul2)? + op_flops(Operator::Loss)?, unit = MFLOP)]
    pub forward_flops: FlopCount,
    /// FLOPs of the backward operators.
    #[property(op_flops(Operator::GradW2)? + op_flops(Operator::GradH)? + op_flops(Operator::GradW1)? + op_flops(Operator::ReluBackward)? + op_flops(Operator::LossBackward)?, unit = MFLOP)]
    pub backward_flops: FlopCount,
    /// Bytes of the forward operators.
    #[property(op_bytes(Operator::Matmul1)? + op_bytes(Operator::Relu)? + op_bytes(Operator::Matmul2)? + op_bytes(Operator::Loss)?, unit = MB)]
    pub forward_bytes: Information,
    /// Bytes of the backward operators.
    #[property(op_bytes(Operator::GradW2)? + op_bytes(Operator::GradH)? + op_bytes(Operator::GradW1)? + op_bytes(Operator::ReluBackward)? + op_bytes(Operator::LossBackward)?, unit = MB)]
    pub backward_bytes: Information,
    /// FLOPs of the step.
    #[property(forward_flops + backward_flops, unit = MFLOP)]
    pub total_flops: FlopCount,
    /// Bytes of the step.
    #[property(forward_bytes + backward_bytes, unit = MB)]
    pub total_bytes: Information,
    /// The step's matrix-multiply FLOPs over the forward ones.
    #[property(
        (op_flops(Operator::Matmul1)? + op_flops(Operator::Matmul2)? + op_flops(Operator::GradW2)? + op_flops(Operator::GradH)? + op_flops(Operator::GradW1)?)
            / (op_flops(Operator::Matmul1)? + op_flops(Operator::Matmul2)?)
    )]
    pub dense_training_ratio: f64,
    /// Parameters of the two layers, biases included.
    #[property(input_width * hidden_width + hidden_width + hidden_width * output_width + output_width)]
    pub parameters: i64,
    /// Bytes one optimizer step moves.
    #[property(parameters * optimizer_values_moved * bytes_per_value, unit = MB)]
    pub optimizer_step_bytes: Information,
    /// The device's peak at the precision.
    #[property(hardware.peak_at(precision)?, unit = TFLOP_PER_SECOND)]
    pub peak_rate: FlopRate,
    /// The step's FLOPs at the peak.
    #[property(total_flops / peak_rate, unit = MICROSECOND)]
    pub compute_time: Time,
    /// The step's bytes at the memory bandwidth.
    #[property(total_bytes / hardware.memory_bandwidth, unit = MICROSECOND)]
    pub memory_time: Time,
    /// Python entries the host issues: one per forward operator and one for `backward()`.
    #[property(forward_ops + 1)]
    pub host_operations: i64,
    /// Kernels the host launches: one per operator.
    #[property(forward_ops + backward_ops)]
    pub host_launches: i64,
    /// The host's dispatch and launch time for the step.
    #[property(host_operations * dispatch + host_launches * launch, unit = MICROSECOND)]
    pub host_time: Time,
    /// Host time over the step's ideal device time (compute and memory).
    #[property(host_time / (compute_time + memory_time))]
    pub host_overhead_ratio: f64,
}

/// One eager training step of a 784-128-10 MNIST MLP at batch 32 in FP32 on an H100: a
/// three-operation loss a logit, Adam moving seven values a parameter, 64-bit labels.
#[preset(name = "MnistTwoLayerTrainingStepOnH100")]
pub fn mnist_two_layer_training_step_on_h100() -> Result<MlpTrainingStep, InputError> {
    let mnist = &Datasets::MNIST;
    let field = |v: Option<u32>, input| crate::stated(v, input, "MNIST image shape or class count");
    let pixels = i64::from(field(mnist.image_width, "input_width")?)
        * i64::from(field(mnist.image_height, "input_width")?)
        * i64::from(field(mnist.image_channels, "input_width")?);
    MlpTrainingStep::builder()
        .batch_size(32)
        .input_width(pixels)
        .hidden_width(128)
        .output_width(i64::from(field(mnist.num_classes, "output_width")?))
        .bytes_per_value(width::of(Precision::Fp32))
        .label_bytes(width::int64())
        .loss_flops_per_logit(3)
        // FP32 Adam reads the parameter, its gradient and both moments, and writes back the
        // parameter and the moments.
        .optimizer_values_moved(7)
        .hardware(HardwareNode::find("Cloud.H100")?)
        .precision(Precision::Fp32)
        .forward_ops(4)
        .backward_ops(5)
        .dispatch(RuntimeOverheads::PythonDispatch.value)
        .launch(RuntimeOverheads::KernelLaunch.value)
        .build()
}
