//! The two heaviest compute scenarios, generated against hand-written: `TransformerBlock` (33
//! properties, the most of any scenario) and `MatmulTile` (30 properties and two methods at ten
//! samples). Each hand-written function reads the same inputs, uses the same formulas and makes
//! the same checks (integer overflow, non-finite results, division by zero, what the registry
//! lacks, a missing optional input) as the generated code, computing each value once.
//!
//! Run: `cargo bench -p mlsysim-tests --bench compute`.

mod support;

use criterion::{Criterion, criterion_group, criterion_main};
use mlsysim_compute::attention::TransformerBlock;
use mlsysim_compute::mapping::MatmulTile;
use mlsysim_core::registry::{Transformer, hardware, models};
use mlsysim_core::units::{FlopCount, Intensity, KIB, bytes, flops as flops_of};
use mlsysim_core::{EvalError, Information, Time};
use std::hint::black_box;
use support::{add, agree, agree_all, finite, floor_div, mul, quotient};

// ---------------------------------------------------------------------------------------------
// TransformerBlock.

/// Varied blocks: every transformer of the registry at six contexts and two batch sizes, on a
/// rotation of every ninth device and none.
fn block_scenarios() -> Vec<TransformerBlock> {
    let mut out = Vec::new();
    let devices: Vec<_> = hardware()
        .iter()
        .step_by(9)
        .map(Some)
        .chain([None])
        .collect();
    for (i, model) in models().iter().enumerate() {
        for (j, context) in [128, 512, 1024, 2048, 8192, 32_768].into_iter().enumerate() {
            for (k, batch) in [1, 32].into_iter().enumerate() {
                let mut builder = TransformerBlock::builder()
                    .workload(model)
                    .context_tokens(context)
                    .batch_size(batch);
                if let Some(device) = devices[(i + j + k) % devices.len()] {
                    builder = builder.hardware(device);
                }
                if let Ok(s) = builder.build() {
                    out.push(s);
                }
            }
        }
    }
    out
}

/// Every property of a `TransformerBlock`, each computed once, grouped by the step that computes
/// it.
struct BlockByHand {
    shape: BlockShape,
    parameters: BlockParameters,
    work: BlockWork,
    steps: BlockSteps,
}

/// The block's width and depth and the weights in one block and in all of them.
struct BlockShape {
    width: Result<i64, EvalError>,
    layers: Result<i64, EvalError>,
    attention_weights_per_block: Result<i64, EvalError>,
    mlp_weights_per_block: Result<i64, EvalError>,
    weights_per_block: Result<i64, EvalError>,
    block_coefficient: Result<i64, EvalError>,
    mlp_share: Result<f64, EvalError>,
    block_weights: Result<i64, EvalError>,
    attention_weights: Result<i64, EvalError>,
    mlp_weights: Result<i64, EvalError>,
}

/// The whole model's parameters: the blocks' rule, the token table and the exact count.
struct BlockParameters {
    vocab_size: Result<i64, EvalError>,
    token_table: Result<i64, EvalError>,
    block_rule_parameters: Result<i64, EvalError>,
    exact_parameters: Result<i64, EvalError>,
}

/// The multiply-adds of a forward pass and how attention's share of them grows with context.
struct BlockWork {
    flops_per_token: Result<FlopCount, EvalError>,
    output_layer_flops: Result<FlopCount, EvalError>,
    dense_macs: Result<i64, EvalError>,
    attention_macs: Result<i64, EvalError>,
    block_macs: Result<i64, EvalError>,
    attention_share: Result<f64, EvalError>,
    dense_to_attention: Result<f64, EvalError>,
    attention_to_dense: Result<f64, EvalError>,
    crossover: Result<f64, EvalError>,
    crossover_multiple: Result<f64, EvalError>,
}

/// The FLOPs of a prompt and of a training step.
struct BlockSteps {
    prompt_dense_flops: Result<FlopCount, EvalError>,
    prompt_attention_flops: Result<FlopCount, EvalError>,
    prompt_flops: Result<FlopCount, EvalError>,
    attention_time_at_peak: Result<Time, EvalError>,
    training_to_forward: Result<f64, EvalError>,
    layer_forward_flops: Result<FlopCount, EvalError>,
    training_step_flops: Result<FlopCount, EvalError>,
    six_p_step_flops: Result<FlopCount, EvalError>,
    attention_step_flops: Result<FlopCount, EvalError>,
}

/// Two FLOPs per multiply-add, for `examples` examples of `macs` each.
fn multiply_add_flops(examples: i64, macs: i64) -> Result<FlopCount, EvalError> {
    let n = mul(mul(2, examples)?, macs)?;
    Ok(flops_of(finite(n as f64, "product")?))
}

/// `n` FLOPs as a count, checked.
fn flop_count(n: f64, operation: &'static str) -> Result<FlopCount, EvalError> {
    Ok(flops_of(finite(n, operation)?))
}

/// A value the registry does not state, as the error the library gives for it.
fn unstated(what: &str, path: &str) -> EvalError {
    EvalError::domain(format!("`{path}` has no {what} in the registry"))
}

fn block_by_hand(s: &TransformerBlock) -> BlockByHand {
    let geometry = s.workload.geometry();
    let shape = block_shape_by_hand(s, &geometry);
    let parameters = block_parameters_by_hand(s, &geometry, &shape);
    let work = block_work_by_hand(s, &shape, &parameters);
    let steps = block_steps_by_hand(s, &shape, &work);
    BlockByHand {
        shape,
        parameters,
        work,
        steps,
    }
}

/// Step one: the width, the depth and the weights.
fn block_shape_by_hand(
    s: &TransformerBlock,
    geometry: &Result<&Transformer, EvalError>,
) -> BlockShape {
    let width = geometry.clone().map(|g| i64::from(g.hidden_dim));
    let layers = geometry.clone().map(|g| i64::from(g.layers));
    let (f, a) = (
        i64::from(s.ffn_multiple),
        i64::from(s.attention_projections),
    );
    let square = width
        .clone()
        .and_then(|d| d.checked_pow(2).ok_or_else(|| support::overflow("power")));
    let attention_weights_per_block = square.clone().and_then(|d2| mul(a, d2));
    let mlp_weights_per_block = square.clone().and_then(|d2| mul(mul(2, f)?, d2));
    let weights_per_block = (|| {
        add(
            attention_weights_per_block.clone()?,
            mlp_weights_per_block.clone()?,
        )
    })();
    let block_coefficient = (|| floor_div(weights_per_block.clone()?, square.clone()?))();
    let mlp_share = (|| {
        quotient(
            mlp_weights_per_block.clone()? as f64,
            weights_per_block.clone()? as f64,
        )
    })();
    let per_layer =
        |x: &Result<i64, EvalError>| -> Result<i64, EvalError> { mul(x.clone()?, layers.clone()?) };
    let block_weights = per_layer(&weights_per_block);
    let attention_weights = per_layer(&attention_weights_per_block);
    let mlp_weights = per_layer(&mlp_weights_per_block);
    BlockShape {
        width,
        layers,
        attention_weights_per_block,
        mlp_weights_per_block,
        weights_per_block,
        block_coefficient,
        mlp_share,
        block_weights,
        attention_weights,
        mlp_weights,
    }
}

/// Step two: the model's parameters, by the block rule and exactly.
fn block_parameters_by_hand(
    s: &TransformerBlock,
    geometry: &Result<&Transformer, EvalError>,
    shape: &BlockShape,
) -> BlockParameters {
    let BlockShape {
        width,
        layers,
        block_weights,
        ..
    } = shape;
    let f = i64::from(s.ffn_multiple);
    let vocab_size = geometry.clone().and_then(|g| {
        g.vocab_size
            .map(i64::from)
            .ok_or_else(|| unstated("vocabulary size", s.workload.path))
    });
    let token_table = (|| mul(vocab_size.clone()?, width.clone()?))();
    let block_rule_parameters = (|| add(block_weights.clone()?, token_table.clone()?))();
    let exact_parameters = (|| {
        let (d, l, v) = (width.clone()?, layers.clone()?, vocab_size.clone()?);
        let positions = geometry
            .clone()?
            .context_length
            .map(i64::from)
            .ok_or_else(|| unstated("context length", s.workload.path))?;
        let qkv = add(mul(mul(d, 3)?, d)?, mul(3, d)?)?;
        let projection = add(mul(d, d)?, d)?;
        let up = add(mul(mul(d, f)?, d)?, mul(f, d)?)?;
        let down = add(mul(mul(f, d)?, d)?, d)?;
        let norms = mul(2, mul(2, d)?)?;
        let per_block = add(add(add(add(qkv, projection)?, up)?, down)?, norms)?;
        add(
            add(add(mul(l, per_block)?, mul(v, d)?)?, mul(positions, d)?)?,
            mul(2, d)?,
        )
    })();
    BlockParameters {
        vocab_size,
        token_table,
        block_rule_parameters,
        exact_parameters,
    }
}

/// Step three: the multiply-adds of a forward pass, dense and attention.
fn block_work_by_hand(
    s: &TransformerBlock,
    shape: &BlockShape,
    parameters: &BlockParameters,
) -> BlockWork {
    let BlockShape {
        width,
        weights_per_block,
        block_weights,
        ..
    } = shape;
    let context = i64::from(s.context_tokens);
    let flops_per_token = block_weights.clone().and_then(|w| multiply_add_flops(1, w));
    let output_layer_flops = parameters
        .token_table
        .clone()
        .and_then(|t| multiply_add_flops(1, t));
    let dense_macs = weights_per_block.clone().and_then(|w| mul(w, context));
    let attention_macs = width.clone().and_then(|d| {
        let s2 = context
            .checked_pow(2)
            .ok_or_else(|| support::overflow("power"))?;
        mul(mul(2, s2)?, d)
    });
    let block_macs = (|| add(dense_macs.clone()?, attention_macs.clone()?))();
    let ratio = |x: &Result<i64, EvalError>, y: &Result<i64, EvalError>| {
        quotient(x.clone()? as f64, y.clone()? as f64)
    };
    let attention_share = ratio(&attention_macs, &block_macs);
    let dense_to_attention = ratio(&dense_macs, &attention_macs);
    let attention_to_dense = ratio(&attention_macs, &dense_macs);
    let crossover = (|| {
        let d = width.clone()?;
        quotient(weights_per_block.clone()? as f64, mul(2, d)? as f64)
    })();
    let crossover_multiple = (|| quotient(crossover.clone()?, width.clone()? as f64))();
    BlockWork {
        flops_per_token,
        output_layer_flops,
        dense_macs,
        attention_macs,
        block_macs,
        attention_share,
        dense_to_attention,
        attention_to_dense,
        crossover,
        crossover_multiple,
    }
}

/// Step four: the FLOPs of a prompt and of a training step, and attention's time at peak.
fn block_steps_by_hand(s: &TransformerBlock, shape: &BlockShape, work: &BlockWork) -> BlockSteps {
    let layers = &shape.layers;
    let batch = i64::from(s.batch_size);
    let context = i64::from(s.context_tokens);
    let prompt_dense_flops = work
        .flops_per_token
        .clone()
        .and_then(|t| flop_count(t.value * context as f64, "product"));
    let prompt_attention_flops =
        (|| multiply_add_flops(layers.clone()?, work.attention_macs.clone()?))();
    let prompt_flops = (|| {
        flop_count(
            prompt_dense_flops.clone()?.value + prompt_attention_flops.clone()?.value,
            "sum",
        )
    })();
    let attention_time_at_peak = (|| {
        let work = prompt_attention_flops.clone()?;
        let device = s
            .hardware
            .ok_or_else(|| EvalError::missing("attention_time_at_peak", "hardware"))?;
        quotient(work.value, device.peak_flops.value)?;
        Ok(work / device.peak_flops)
    })();
    let parameters = s.workload.parameter_count();
    let six_p = |tokens: f64| -> Result<f64, EvalError> {
        finite(
            finite(6.0 * parameters.clone()?, "product")? * tokens,
            "product",
        )
    };
    let training_to_forward = (|| {
        let forward = finite(finite(2.0 * parameters.clone()?, "product")?, "product")?;
        quotient(six_p(1.0)?, forward)
    })();
    let layer_forward_flops = work
        .block_macs
        .clone()
        .and_then(|m| multiply_add_flops(batch, m));
    let per_step = |per_layer: FlopCount| -> Result<FlopCount, EvalError> {
        let all_layers = finite(per_layer.value * layers.clone()? as f64, "product")?;
        flop_count(all_layers * training_to_forward.clone()?, "product")
    };
    let training_step_flops = layer_forward_flops.clone().and_then(per_step);
    let six_p_step_flops =
        mul(batch, context).and_then(|t| flop_count(six_p(t as f64)?, "product"));
    let attention_step_flops = work
        .attention_macs
        .clone()
        .and_then(|m| multiply_add_flops(batch, m))
        .and_then(per_step);
    BlockSteps {
        prompt_dense_flops,
        prompt_attention_flops,
        prompt_flops,
        attention_time_at_peak,
        training_to_forward,
        layer_forward_flops,
        training_step_flops,
        six_p_step_flops,
        attention_step_flops,
    }
}

fn bench_block(c: &mut Criterion) {
    let all = block_scenarios();
    for s in &all {
        let (g, h) = (s.evaluate(), block_by_hand(s));
        agree_all!(g, h.shape; width, layers, attention_weights_per_block,
            mlp_weights_per_block, weights_per_block, block_coefficient, mlp_share, block_weights,
            attention_weights, mlp_weights);
        agree_all!(g, h.parameters; vocab_size, token_table, block_rule_parameters,
            exact_parameters);
        agree_all!(g, h.work; flops_per_token, output_layer_flops, dense_macs, attention_macs,
            block_macs, attention_share, dense_to_attention, attention_to_dense, crossover,
            crossover_multiple);
        agree_all!(g, h.steps; prompt_dense_flops, prompt_attention_flops, prompt_flops,
            attention_time_at_peak, training_to_forward, layer_forward_flops,
            training_step_flops, six_p_step_flops, attention_step_flops);
    }
    // Most registry transformers lack a vocabulary size, a context length or a parameter
    // count, and a member that needs one is an error carrying a formatted message: those
    // scenarios time the error path (allocation) as much as the arithmetic, so they are
    // measured apart from the scenarios whose every member has a value.
    let (complete, gaps): (Vec<TransformerBlock>, Vec<TransformerBlock>) =
        all.into_iter().partition(|s| {
            let v = s.evaluate();
            v.exact_parameters.is_ok()
                && v.six_p_step_flops.is_ok()
                && v.attention_time_at_peak.is_ok()
        });
    println!(
        "transformer_block: {} scenarios with every member, {} with a member the registry or an \
         absent device leaves an error",
        complete.len(),
        gaps.len()
    );
    for (name, set) in [("complete", &complete), ("with_errors", &gaps)] {
        let generated = || {
            for s in black_box(set) {
                black_box(&s.evaluate());
            }
        };
        let hand_written = || {
            for s in black_box(set) {
                black_box(&block_by_hand(s));
            }
        };
        let label = format!("transformer_block, {name}");
        support::interleaved_minimum(&label, 200, 100, generated, hand_written);
        let mut group = c.benchmark_group(format!("transformer_block_all_members_{name}"));
        group.bench_function("generated", |b| b.iter(generated));
        group.bench_function("hand_written", |b| b.iter(hand_written));
        group.finish();
    }
}

// ---------------------------------------------------------------------------------------------
// MatmulTile.

/// Varied tilings: five problem shapes, four tile shapes, three operand widths, single and
/// double buffered.
fn tile_scenarios() -> Vec<MatmulTile> {
    let mut out = Vec::new();
    let shapes = [
        (4096, 4096, 4096),
        (1024, 8192, 512),
        (3000, 1000, 777),
        (1, 50_257, 1600),
        (65_536, 65_536, 65_536),
    ];
    let tiles = [(128, 128, 128), (64, 256, 32), (16, 16, 16), (256, 128, 64)];
    for (m, n, k) in shapes {
        for (tm, tn, tk) in tiles {
            for (width, accumulator) in [(4.0, 4.0), (2.0, 4.0), (1.0, 4.0)] {
                for double in [false, true] {
                    let built = MatmulTile::builder()
                        .m(m)
                        .n(n)
                        .k(k)
                        .tile_m(tm)
                        .tile_n(tn)
                        .tile_k(tk)
                        .operand_bytes(bytes(width))
                        .accumulator_bytes(bytes(accumulator))
                        .double_buffered(double)
                        .build();
                    if let Ok(s) = built {
                        out.push(s);
                    }
                }
            }
        }
    }
    out
}

/// Every property of a `MatmulTile`, each computed once, grouped by the step that computes it.
struct TileByHand {
    work: TileWork,
    buffers: TileBuffers,
    moves: TileMoves,
}

/// The work of the whole product and of one tile product, and their intensities.
struct TileWork {
    macs: Result<i64, EvalError>,
    flops: Result<FlopCount, EvalError>,
    tiles_m: Result<i64, EvalError>,
    tiles_n: Result<i64, EvalError>,
    tiles_k: Result<i64, EvalError>,
    output_tiles: Result<i64, EvalError>,
    tile_products: Result<i64, EvalError>,
    tile_product_flops: Result<FlopCount, EvalError>,
    tile_product_bytes: Result<Information, EvalError>,
    tile_intensity: Result<Intensity, EvalError>,
    unblocked_intensity: Result<Intensity, EvalError>,
    compulsory_intensity: Result<Intensity, EvalError>,
}

/// The bytes the tiles hold while they are live.
struct TileBuffers {
    buffer_copies: Result<i64, EvalError>,
    a_tile_bytes: Result<Information, EvalError>,
    b_tile_bytes: Result<Information, EvalError>,
    accumulator_tile_bytes: Result<Information, EvalError>,
    operand_tile_bytes: Result<Information, EvalError>,
    live_bytes: Result<Information, EvalError>,
    a_bytes: Result<Information, EvalError>,
}

/// The elements moved, tiled and under each stationary dataflow.
struct TileMoves {
    a_elements: Result<i64, EvalError>,
    b_elements: Result<i64, EvalError>,
    c_elements: Result<i64, EvalError>,
    a_moves: Result<i64, EvalError>,
    b_moves: Result<i64, EvalError>,
    tiled_moves: Result<i64, EvalError>,
    global_loads_per_mac: Result<f64, EvalError>,
    partial_sum_moves: Result<i64, EvalError>,
    a_stationary_moves: Result<i64, EvalError>,
    output_stationary_moves: Result<i64, EvalError>,
    b_stationary_moves: Result<i64, EvalError>,
}

/// Tiles of `tile` that cover `extent`, the last one partial.
fn tile_count(extent: i64, tile: i64) -> Result<i64, EvalError> {
    if tile < 1 {
        return Err(EvalError::domain("a tile spans at least one element"));
    }
    let negated = extent
        .checked_neg()
        .ok_or_else(|| support::overflow("negation"))?;
    floor_div(negated, tile)?
        .checked_neg()
        .ok_or_else(|| support::overflow("negation"))
}

/// `n` values of `width` bytes each, checked.
fn values(n: i64, width: Information) -> Result<Information, EvalError> {
    Ok(bytes(finite(width.value * n as f64, "product")?))
}

/// FLOPs over bytes, refusing zero bytes.
fn intensity(work: FlopCount, data: Information) -> Result<Intensity, EvalError> {
    quotient(work.value, data.value)?;
    Ok(work / data)
}

fn tile_by_hand(s: &MatmulTile) -> TileByHand {
    let work = tile_work_by_hand(s);
    let buffers = tile_buffers_by_hand(s);
    let moves = tile_moves_by_hand(s, &work);
    TileByHand {
        work,
        buffers,
        moves,
    }
}

/// Step one: the work, the tiles that cover the problem and the intensities.
fn tile_work_by_hand(s: &MatmulTile) -> TileWork {
    let (m, n, k) = (s.m, s.n, s.k);
    let (tm, tn, tk) = (s.tile_m, s.tile_n, s.tile_k);
    let width = s.operand_bytes;
    let macs = mul(m, n).and_then(|mn| mul(mn, k));
    let flops = macs
        .clone()
        .and_then(|x| Ok(flops_of(finite(mul(2, x)? as f64, "product")?)));
    let tiles_m = tile_count(m, tm);
    let tiles_n = tile_count(n, tn);
    let tiles_k = tile_count(k, tk);
    let output_tiles = (|| mul(tiles_m.clone()?, tiles_n.clone()?))();
    let tile_products = (|| mul(output_tiles.clone()?, tiles_k.clone()?))();
    let tile_product_flops = (|| {
        let n = mul(mul(mul(2, tm)?, tn)?, tk)?;
        Ok(flops_of(finite(n as f64, "product")?))
    })();
    let tile_product_bytes = (|| values(add(mul(tm, tk)?, mul(tk, tn)?)?, width))();
    let tile_intensity = (|| intensity(tile_product_flops.clone()?, tile_product_bytes.clone()?))();
    let unblocked_intensity = (|| intensity(flops_of(2.0), values(2, width)?))();
    let compulsory_intensity = (|| {
        let elements = add(add(mul(m, k)?, mul(k, n)?)?, mul(m, n)?)?;
        intensity(flops.clone()?, values(elements, width)?)
    })();
    TileWork {
        macs,
        flops,
        tiles_m,
        tiles_n,
        tiles_k,
        output_tiles,
        tile_products,
        tile_product_flops,
        tile_product_bytes,
        tile_intensity,
        unblocked_intensity,
        compulsory_intensity,
    }
}

/// Step two: the bytes of the live tiles, one or two copies of each operand tile.
fn tile_buffers_by_hand(s: &MatmulTile) -> TileBuffers {
    let (m, k) = (s.m, s.k);
    let (tm, tn, tk) = (s.tile_m, s.tile_n, s.tile_k);
    let width = s.operand_bytes;
    let copies = if s.double_buffered { 2 } else { 1 };
    let buffer_copies = Ok(copies);
    let a_tile_bytes = (|| values(mul(mul(copies, tm)?, tk)?, width))();
    let b_tile_bytes = (|| values(mul(mul(copies, tk)?, tn)?, width))();
    let accumulator_tile_bytes = (|| values(mul(tm, tn)?, s.accumulator_bytes))();
    let sum = |x: &Result<Information, EvalError>, y: &Result<Information, EvalError>| {
        Ok(bytes(finite(x.clone()?.value + y.clone()?.value, "sum")?))
    };
    let operand_tile_bytes = sum(&a_tile_bytes, &b_tile_bytes);
    let live_bytes = sum(&operand_tile_bytes, &accumulator_tile_bytes);
    let a_bytes = (|| values(mul(m, k)?, width))();
    TileBuffers {
        buffer_copies,
        a_tile_bytes,
        b_tile_bytes,
        accumulator_tile_bytes,
        operand_tile_bytes,
        live_bytes,
        a_bytes,
    }
}

/// Step three: the elements moved when tiled and under each stationary dataflow.
fn tile_moves_by_hand(s: &MatmulTile, work: &TileWork) -> TileMoves {
    let (m, n, k) = (s.m, s.n, s.k);
    let (tm, tn) = (s.tile_m, s.tile_n);
    let TileWork {
        macs,
        tiles_m,
        tiles_n,
        ..
    } = work;
    let a_elements = mul(m, k);
    let b_elements = mul(k, n);
    let c_elements = mul(m, n);
    let a_moves = (|| mul(a_elements.clone()?, tiles_n.clone()?))();
    let b_moves = (|| mul(b_elements.clone()?, tiles_m.clone()?))();
    let tiled_moves = (|| {
        add(
            add(a_moves.clone()?, b_moves.clone()?)?,
            c_elements.clone()?,
        )
    })();
    let global_loads_per_mac =
        (|| finite(quotient(1.0, tn as f64)? + quotient(1.0, tm as f64)?, "sum"))();
    let partial_sum_moves = macs.clone().and_then(|x| mul(2, x));
    let a_stationary_moves = (|| {
        add(
            add(a_elements.clone()?, macs.clone()?)?,
            partial_sum_moves.clone()?,
        )
    })();
    let output_stationary_moves = (|| add(mul(2, macs.clone()?)?, c_elements.clone()?))();
    let b_stationary_moves = (|| {
        add(
            add(b_elements.clone()?, macs.clone()?)?,
            partial_sum_moves.clone()?,
        )
    })();
    TileMoves {
        a_elements,
        b_elements,
        c_elements,
        a_moves,
        b_moves,
        tiled_moves,
        global_loads_per_mac,
        partial_sum_moves,
        a_stationary_moves,
        output_stationary_moves,
        b_stationary_moves,
    }
}

/// `fits` by hand: the live tiles within `capacity`.
fn fits_by_hand(h: &TileByHand, capacity: Information) -> Result<bool, EvalError> {
    Ok(h.buffers.live_bytes.clone()? <= capacity)
}

/// `row_b_reads` by hand: a row of `cells` cells reads B once per multiply-add it cannot hold.
fn row_b_reads_by_hand(h: &TileByHand, cells: i64) -> Result<i64, EvalError> {
    if cells < 1 {
        return Err(EvalError::domain("a row has at least one cell"));
    }
    floor_div(h.work.macs.clone()?, cells)
}

/// The sample arguments of the two methods, as the declaration lists them.
const CAPACITIES_KIB: [f64; 4] = [64.0, 128.0, 228.0, 256.0];
const CELLS: [i64; 6] = [1, 8, 32, 128, 256, 4096];

fn bench_tile(c: &mut Criterion) {
    let all = tile_scenarios();
    let capacities: Vec<Information> = CAPACITIES_KIB.iter().map(|&k| KIB.of(k)).collect();
    for s in &all {
        let (g, h) = (s.evaluate(), tile_by_hand(s));
        agree_all!(g, h.work; macs, flops, tiles_m, tiles_n, tiles_k, output_tiles,
            tile_products, tile_product_flops, tile_product_bytes, tile_intensity,
            unblocked_intensity, compulsory_intensity);
        agree_all!(g, h.buffers; buffer_copies, a_tile_bytes, b_tile_bytes,
            accumulator_tile_bytes, operand_tile_bytes, live_bytes, a_bytes);
        agree_all!(g, h.moves; a_elements, b_elements, c_elements, a_moves, b_moves, tiled_moves,
            global_loads_per_mac, partial_sum_moves, a_stationary_moves, output_stationary_moves,
            b_stationary_moves);
        for &capacity in &capacities {
            agree("fits", &g.fits(capacity), &fits_by_hand(&h, capacity));
        }
        for cells in CELLS {
            agree(
                "row_b_reads",
                &g.row_b_reads(cells),
                &row_b_reads_by_hand(&h, cells),
            );
        }
    }
    println!("matmul_tile: {} scenarios", all.len());
    let generated = || {
        for s in black_box(&all) {
            let v = s.evaluate();
            black_box(&v);
            for &capacity in &capacities {
                black_box(v.fits(capacity).ok());
            }
            for cells in CELLS {
                black_box(v.row_b_reads(cells).ok());
            }
        }
    };
    let hand_written = || {
        for s in black_box(&all) {
            let h = tile_by_hand(s);
            black_box(&h);
            for &capacity in &capacities {
                black_box(fits_by_hand(&h, capacity).ok());
            }
            for cells in CELLS {
                black_box(row_b_reads_by_hand(&h, cells).ok());
            }
        }
    };
    support::interleaved_minimum("matmul_tile", 200, 100, generated, hand_written);
    let mut group = c.benchmark_group("matmul_tile_all_members");
    group.bench_function("generated", |b| b.iter(generated));
    group.bench_function("hand_written", |b| b.iter(hand_written));
    group.finish();
}

criterion_group!(benches, bench_block, bench_tile);
criterion_main!(benches);
