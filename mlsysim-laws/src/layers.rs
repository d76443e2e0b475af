//! Counting the layers of a network: weights, multiply-adds, the bytes one pass moves, and the
//! shapes of attention, transformer blocks and embedding tables.

use crate::law;
use crate::registry::HardwareNode;
use crate::units::{ByteUnit, FlopCount, Information, Intensity, Named};

/// Weights of a dense layer (biases aside): one per pair of an input and an output.
#[law(samples(in_features = [784, 2048], out_features = [128, 1000]))]
pub fn dense_layer_weights(in_features: i64, out_features: i64) -> i64 {
    {
        require(
            in_features >= 1 && out_features >= 1,
            "a dense layer has at least one input and one output",
        )?;
        in_features * out_features
    }
}

/// Weights of a `kernel`×`kernel` convolution (biases aside): one filter of
/// kernel²·`in_channels` weights per output channel.
#[law(samples(kernel = [1, 3, 7], in_channels = [3, 64], out_channels = [64, 256]))]
pub fn conv_layer_weights(kernel: i64, in_channels: i64, out_channels: i64) -> i64 {
    {
        require(
            kernel >= 1 && in_channels >= 1 && out_channels >= 1,
            "a convolution has a kernel, input channels and output channels of at least 1",
        )?;
        kernel * kernel * in_channels * out_channels
    }
}

/// Side of a stride-1 convolution's output: the input's side with same padding, else the
/// positions where the whole window fits inside the input (side − kernel + 1).
#[law(samples(side = [28, 224], kernel = [1, 3, 7], same_padding = ["true", "false"]))]
pub fn conv_output_side(side: i64, kernel: i64, same_padding: bool) -> i64 {
    {
        require(
            kernel >= 1 && kernel <= side,
            "the kernel is at least 1 and no wider than the input side",
        )?;
        if same_padding {
            side
        } else {
            side - kernel + 1
        }
    }
}

/// FLOPs of `macs` multiply-adds done for each of `examples` examples: two per multiply-add
/// (one multiply, one add).
#[law(samples(examples = [1, 32], macs = [100_352, 115_605_504]))]
pub fn multiply_add_flops(examples: i64, macs: i64) -> FlopCount {
    2 * examples * macs * flops(1.0)
}

/// Bytes a layer moves when its input is read once, its weights once and its output written
/// once: the least traffic of one pass, with nothing re-read.
#[law(samples(input = ["131072 B"], weights = ["8388608 B", "4096000 B"], output = ["64000 B"]))]
pub fn one_pass_layer_traffic(
    input: Information,
    weights: Information,
    output: Information,
) -> Information {
    input + weights + output
}

/// Batch at which a dense layer's one-pass intensity reaches `target`.
///
/// A batch of B moves B·n·a input bytes, n·m·w weight bytes and B·m·a output bytes for
/// 2·B·n·m FLOPs; setting FLOPs over bytes to the target and solving for B gives
/// t·n·m·w ÷ (2·n·m − t·a·(n + m)). The intensity tends to 2·n·m ÷ (a·(n + m)) as the batch
/// grows, so a target at or above that limit (or not above zero) has no batch.
#[law(samples(
    target = ["1 FLOP/B", "100 FLOP/B", "295.2238805970149 FLOP/B"],
    in_features = [2048],
    out_features = [2048, 1000],
    activation_width = ["2 B"],
    weight_width = ["2 B", "1 B"]
))]
pub fn dense_batch_for_traffic_intensity(
    target: Intensity,
    in_features: i64,
    out_features: i64,
    activation_width: Information,
    weight_width: Information,
) -> f64 {
    {
        let denominator = multiply_add_flops(1, in_features * out_features)?
            - target * activation_width * (in_features + out_features);
        require(
            target.value > 0.0 && denominator.value > 0.0,
            "the target intensity must be above 0 and below the layer's limit 2·n·m ÷ (a·(n + m)), which no batch reaches",
        )?;
        target * in_features * out_features * weight_width / denominator
    }
}

/// Cost of a depthwise separable convolution over a standard one of the same shape, in weights
/// or multiply-adds per position: 1/out_channels + 1/kernel² (the input channels cancel).
#[law(
    reference = "mlsysim.physics.layers.calc_separable_cost_fraction",
    samples(kernel = [1, 3, 5], out_channels = [1, 64, 256])
)]
pub fn separable_cost_fraction(kernel: i64, out_channels: i64) -> f64 {
    {
        require(
            kernel >= 1 && out_channels >= 1,
            "the kernel and the output channels are at least 1",
        )?;
        1 / out_channels + 1 / pow(kernel, 2)?
    }
}

/// Multiply-adds per image of a bottleneck ResNet, by kernel size.
///
/// A 7×7 stride-2 stem and a 3×3 stride-2 max pool, then stages of bottleneck blocks
/// (1×1 down to the stage's width, 3×3, 1×1 up to four times the width) with a 1×1 projection
/// on each stage's first block, global pooling and a fully connected classifier. Every stage
/// after the first halves the side in its first block: on the first 1×1 as in the original
/// network, or on the 3×3 (`stride_on_3x3`, torchvision's v1.5). Stage `i` has `widths[i]`
/// channels and `blocks[i]` blocks; ResNet-50 is widths 64, 128, 256, 512 with 3, 4, 6, 3
/// blocks. Sides shrink by whole-number division.
#[law(
    reference = "mlsysim.physics.layers.calc_resnet_bottleneck_macs",
    samples(
        widths = ["64,128,256,512"],
        blocks = ["3,4,6,3", "3,4,23,3", "2,2,2,2"],
        input_size = [224],
        num_classes = [1000],
        stride_on_3x3 = ["false", "true"]
    )
)]
pub fn resnet_bottleneck_macs(
    widths: Vec<i64>,
    blocks: Vec<i64>,
    input_size: i64,
    num_classes: i64,
    stride_on_3x3: bool,
) -> Named<i64> {
    {
        require(
            widths.len() == blocks.len()
                && widths.iter().all(|w| *w >= 1)
                && blocks.iter().all(|b| *b >= 1),
            "every stage has a width and a block count, each at least 1",
        )?;
        require(
            input_size >= 1 && num_classes >= 1,
            "the input side and the classes are at least 1",
        )?;
        // The stem: a 7×7 convolution of stride 2 from 3 channels to 64, then a max pool.
        let stem_side = floor_div(input_size, 2)?;
        let stem = stem_side * stem_side * 64 * 3 * 7 * 7;
        let mut side = floor_div(stem_side, 2)?;
        let mut channels = 64i64;
        let mut three = 0i64;
        let mut one = 0i64;
        for (stage, (&width, &count)) in widths.iter().zip(&blocks).enumerate() {
            for block in 0..count {
                let stride = if block == 0 && stage > 0 { 2 } else { 1 };
                let (first_stride, middle_stride) = if stride_on_3x3 {
                    (1, stride)
                } else {
                    (stride, 1)
                };
                let reduced = floor_div(side, first_stride)?;
                one += reduced * reduced * width * channels;
                let out = floor_div(reduced, middle_stride)?;
                three += out * out * width * width * 3 * 3;
                one += out * out * 4 * width * width;
                if block == 0 {
                    let projected = floor_div(side, stride)?;
                    one += projected * projected * 4 * width * channels;
                }
                side = out;
                channels = 4 * width;
            }
        }
        let classifier = channels * num_classes;
        Named::from_iter([
            ("7x7", stem),
            ("3x3", three),
            ("1x1", one),
            ("fc", classifier),
            ("total", stem + three + one + classifier),
        ])
    }
}

/// Weights of a transformer block's attention: `attention_projections` square d×d projections
/// (query, key, value and output make four).
#[law(
    reference = "mlsysim.physics.transformer.calc_transformer_block_weights",
    samples(width = [768, 1600], attention_projections = [4, 3])
)]
pub fn block_attention_weights(width: i64, attention_projections: i64) -> i64 {
    attention_projections * pow(width, 2)?
}

/// Weights of a transformer block's feed-forward network: d → `ffn_multiple`·d → d.
#[law(
    reference = "mlsysim.physics.transformer.calc_transformer_block_weights",
    samples(width = [768, 1600], ffn_multiple = [4, 2])
)]
pub fn block_mlp_weights(width: i64, ffn_multiple: i64) -> i64 {
    2 * ffn_multiple * pow(width, 2)?
}

/// Weights of one classic transformer block, biases and norms aside: its attention projections
/// and its feed-forward network (12·d² at four projections and a multiple of four).
#[law(
    reference = "mlsysim.physics.transformer.calc_transformer_block_weights",
    samples(width = [768, 1600], ffn_multiple = [4, 2], attention_projections = [4, 3])
)]
pub fn transformer_block_weights(width: i64, ffn_multiple: i64, attention_projections: i64) -> i64 {
    block_attention_weights(width, attention_projections)? + block_mlp_weights(width, ffn_multiple)?
}

/// Parameters of GPT-2's own layout counted in full: per block a packed query-key-value
/// projection and an output projection, a feed-forward network of `ffn_multiple` times the
/// width, all with biases, and two norms of a scale and a shift each; then the token table, a
/// learned table of `positions` positions and a final norm.
#[law(samples(
    width = [768, 1600],
    ffn_multiple = [4],
    layers = [12, 48],
    vocab_size = [50257],
    positions = [1024]
))]
pub fn gpt2_layout_parameters(
    width: i64,
    ffn_multiple: i64,
    layers: i64,
    vocab_size: i64,
    positions: i64,
) -> i64 {
    {
        let (d, f) = (width, ffn_multiple);
        let per_block =
            (d * 3 * d + 3 * d) + (d * d + d) + (d * f * d + f * d) + (f * d * d + d) + 2 * (2 * d);
        layers * per_block + vocab_size * d + positions * d + 2 * d
    }
}

/// Multiply-adds of one block's two attention products over `tokens` tokens, Q·Kᵀ and the
/// weighted sum of V: tokens²·d each. The heads split d and leave the total unchanged.
#[law(
    reference = "mlsysim.physics.transformer.calc_attention_score_macs",
    samples(tokens = [1024, 8192], width = [768, 1600])
)]
pub fn attention_score_macs(tokens: i64, width: i64) -> i64 {
    2 * pow(tokens, 2)? * width
}

/// Context length at which a block's attention products equal its dense products: the block's
/// weights over 2·d (from W·S = 2·S²·d), six times the width for the classic block.
#[law(
    reference = "mlsysim.physics.transformer.calc_attention_crossover",
    samples(width = [768, 1600], ffn_multiple = [4, 2], attention_projections = [4, 3])
)]
pub fn attention_crossover(width: i64, ffn_multiple: i64, attention_projections: i64) -> f64 {
    transformer_block_weights(width, ffn_multiple, attention_projections)? / (2 * width)
}

/// Bytes of one layer's attention scores stored in full: `tokens`² scores for each of `heads`
/// heads, `width` bytes each.
#[law(samples(tokens = [1, 1024, 100_000], heads = [12, 25], width = ["2 B"]))]
pub fn attention_score_bytes(tokens: i64, heads: i64, width: Information) -> Information {
    pow(tokens, 2)? * heads * width
}

/// The memory a device's label prints: its capacity in binary gigabytes read as decimal
/// gigabytes (an "80 GB" accelerator holds 80 GiB), as shares of a labeled device are counted.
#[law(
    reference = "mlsysim.engine.scenario_types._labeled_capacity",
    unit = GB,
    samples(hardware = ["Cloud.H100", "Cloud.A100_40GB", "Cloud.GB200_NVL72"])
)]
pub fn labeled_memory_capacity(hardware: &'static HardwareNode) -> Information {
    gigabytes(hardware.memory_capacity.to_unit(ByteUnit::GiB).magnitude())
}

/// Bytes of an embedding table: `rows` rows of `width` values, `value_width` bytes each.
#[law(samples(rows = [26, 100_000_000], width = [64, 128], value_width = ["4 B", "2 B"]))]
pub fn embedding_table_bytes(rows: i64, width: i64, value_width: Information) -> Information {
    rows * (width * value_width)
}

/// Distinct pairs among `vectors` vectors, each pair one dot product of a feature interaction.
#[law(samples(vectors = [2, 27, 100]))]
pub fn pairwise_interactions(vectors: i64) -> i64 {
    {
        require(vectors >= 0, "a count of vectors is at least 0")?;
        floor_div(vectors * (vectors - 1), 2)?
    }
}
