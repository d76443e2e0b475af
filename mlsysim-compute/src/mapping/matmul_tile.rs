use super::MAPPING;
use mlsysim_core::units::{FLOP, bytes};
use mlsysim_core::{FlopCount, Information, InputError, Intensity, preset, scenario};

/// A matrix multiply C = A·B (A of `m` × `k`, B of `k` × `n`) computed one output tile at a
/// time: tile counts, intensities, on-chip buffers and the traffic of each loop order.
///
/// Each output tile of `tile_m` × `tile_n` sums products of an A tile and a B tile, stepping
/// through the reduction `tile_k` elements at a time; partial tiles at the edges count as whole
/// tiles. The on-chip store holds one A tile and one B tile (two of each when double buffered,
/// so the next pair loads while this one is used) and the accumulator tile. With this tiling A
/// is loaded once per column of output tiles and B once per row, and C is written once. The
/// single-cell loop orders keep one value per cell instead: the held operand is loaded once, the
/// other operand streams once per MAC, and a partial sum that is not held is read and written
/// once per MAC.
#[scenario(
    family = MAPPING,
    assumption = "Operands are `operand_bytes` each and the accumulator `accumulator_bytes`; the compulsory intensity counts C at the operand width, as written back.",
    assumption = "Double buffering doubles the operand tiles, not the accumulator tile.",
    assumption = "Sizes and tiles are at least 1 (a tile may exceed its dimension: one partial tile); widths are above zero. The reference takes zero and negative sizes and fails on zero tiles.",
    assumption = "A row of cells holding A values has at least one cell.",
    excludes = "Caches between the on-chip store and memory, and the schedule's timing: this counts bytes and moves, not cycles.",
    derivation = "Each output tile reads T_M·T_K + T_K·T_N operands per step and does 2·T_M·T_N·T_K FLOPs there, so the tile's intensity is (2 ÷ b)·T_M·T_N ÷ (T_M + T_N), independent of T_K.",
    example = r#"
// A 4,096-square FP16 matmul in 128-wide tiles
use mlsysim_compute::mapping::matmul4096_fp16_tile128;

let s = matmul4096_fp16_tile128()?;
assert_eq!(s.output_tiles()?, 1024);
assert_eq!(s.tile_intensity()?.value, 64.0);
assert!(s.fits(mlsysim_core::units::KIB.of(128.0))?);
assert!(!s.fits(mlsysim_core::units::KIB.of(64.0))?);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct MatmulTile {
    /// Rows of A and C.
    #[input(range = 1..)]
    pub m: i64,
    /// Columns of B and C.
    #[input(range = 1..)]
    pub n: i64,
    /// The reduction: columns of A, rows of B.
    #[input(range = 1..)]
    pub k: i64,
    /// Rows of an output tile.
    #[input(range = 1..)]
    pub tile_m: i64,
    /// Columns of an output tile.
    #[input(range = 1..)]
    pub tile_n: i64,
    /// Reduction elements per step.
    #[input(range = 1..)]
    pub tile_k: i64,
    /// Storage width of one operand.
    #[input(positive, unit = BYTE)]
    pub operand_bytes: Information,
    /// Storage width of one accumulator value.
    #[input(positive, unit = BYTE)]
    pub accumulator_bytes: Information,
    /// Whether the operand tiles are double buffered.
    #[input(default = false)]
    pub double_buffered: bool,

    /// Multiply-accumulates of the whole product.
    #[property(m * n * k)]
    pub macs: i64,
    /// Operations of the whole product: two per MAC.
    #[property(2 * macs * FLOP.of(1.0), unit = FLOP)]
    pub flops: FlopCount,
    /// Output tiles down the rows.
    #[property(tile_count(m, tile_m)?)]
    pub tiles_m: i64,
    /// Output tiles across the columns.
    #[property(tile_count(n, tile_n)?)]
    pub tiles_n: i64,
    /// Steps through the reduction.
    #[property(tile_count(k, tile_k)?)]
    pub tiles_k: i64,
    /// Output tiles.
    #[property(tiles_m * tiles_n)]
    pub output_tiles: i64,
    /// Products of an A tile and a B tile: each output tile sums `tiles_k` of them.
    #[property(output_tiles * tiles_k)]
    pub tile_products: i64,
    /// Operations of one tile product.
    #[property(2 * tile_m * tile_n * tile_k * FLOP.of(1.0), unit = FLOP)]
    pub tile_product_flops: FlopCount,
    /// Bytes one tile product loads: an A tile and a B tile.
    #[property((tile_m * tile_k + tile_k * tile_n) * operand_bytes, unit = BYTE)]
    pub tile_product_bytes: Information,
    /// Operations per operand byte a tile product loads.
    #[property(arithmetic_intensity(tile_product_flops, tile_product_bytes)?, unit = FLOP_PER_BYTE)]
    pub tile_intensity: Intensity,
    /// Operations per byte with no reuse: every MAC loads its two operands.
    #[property(arithmetic_intensity(FLOP.of(2.0), 2 * operand_bytes)?, unit = FLOP_PER_BYTE)]
    pub unblocked_intensity: Intensity,
    /// Operations per byte when A, B and C each move exactly once.
    #[property(
        arithmetic_intensity(flops, (m * k + k * n + m * n) * operand_bytes)?,
        unit = FLOP_PER_BYTE,
    )]
    pub compulsory_intensity: Intensity,
    /// Copies of each operand tile held on chip.
    #[property(if double_buffered { 2 } else { 1 })]
    pub buffer_copies: i64,
    /// Bytes of the A tile buffers.
    #[property(buffer_copies * tile_m * tile_k * operand_bytes, unit = BYTE)]
    pub a_tile_bytes: Information,
    /// Bytes of the B tile buffers.
    #[property(buffer_copies * tile_k * tile_n * operand_bytes, unit = BYTE)]
    pub b_tile_bytes: Information,
    /// Bytes of the accumulator tile.
    #[property(tile_m * tile_n * accumulator_bytes, unit = BYTE)]
    pub accumulator_tile_bytes: Information,
    /// Bytes of the operand buffers alone (what a GPU stages in shared memory).
    #[property(a_tile_bytes + b_tile_bytes, unit = BYTE)]
    pub operand_tile_bytes: Information,
    /// Bytes of every buffer live at once.
    #[property(operand_tile_bytes + accumulator_tile_bytes, unit = BYTE)]
    pub live_bytes: Information,
    /// Whether every buffer fits an on-chip store of `capacity`.
    #[method(live_bytes <= capacity, args(capacity(non_negative)), samples(capacity = ["64 KiB", "128 KiB", "228 KiB", "256 KiB"]))]
    pub fits: fn(capacity: Information) -> bool,
    /// Bytes of A.
    #[property(m * k * operand_bytes, unit = BYTE)]
    pub a_bytes: Information,
    /// Elements of A.
    #[property(m * k)]
    pub a_elements: i64,
    /// Elements of B.
    #[property(k * n)]
    pub b_elements: i64,
    /// Elements of C.
    #[property(m * n)]
    pub c_elements: i64,
    /// Element loads of A: once per column of output tiles.
    #[property(a_elements * tiles_n)]
    pub a_moves: i64,
    /// Element loads of B: once per row of output tiles.
    #[property(b_elements * tiles_m)]
    pub b_moves: i64,
    /// Element moves with the tiling: A and B as loaded, C written once.
    #[property(a_moves + b_moves + c_elements)]
    pub tiled_moves: i64,
    /// Operand loads from memory per MAC inside a full tile.
    #[property(1.0 / tile_n + 1.0 / tile_m)]
    pub global_loads_per_mac: f64,
    /// Moves of partial sums read and written once per MAC.
    #[property(2 * macs)]
    pub partial_sum_moves: i64,
    /// Moves when each cell holds an A value: A once, B and the partial sums streaming.
    #[property(a_elements + macs + partial_sum_moves)]
    pub a_stationary_moves: i64,
    /// Moves when each cell holds its running sum: A and B streaming, C written once.
    #[property(2 * macs + c_elements)]
    pub output_stationary_moves: i64,
    /// Moves when each cell holds a B value: B once, A and the partial sums streaming.
    #[property(b_elements + macs + partial_sum_moves)]
    pub b_stationary_moves: i64,
    /// Reads of B when each B value passes along a row of `cells` cells holding A values.
    #[method(
        {
            require(cells >= 1, "a row has at least one cell")?;
            floor_div(macs, cells)?
        },
        samples(cells = [1, 8, 32, 128, 256, 4096]),
        args(cells(positive)),
    )]
    pub row_b_reads: fn(cells: i64) -> i64,
}

/// A 4,096-square FP16 matrix multiply in 128 × 128 × 128 tiles (the width of a TPU v4
/// systolic array) with an FP32 accumulator, single buffered: 1,024 output tiles, each summing
/// 32 tile products.
#[preset(name = "Matmul4096Fp16Tile128")]
pub fn matmul4096_fp16_tile128() -> Result<MatmulTile, InputError> {
    // The reference's Hardware.Cloud.TPUv4.compute.systolic_array_dim, which the registry here
    // does not carry.
    let array_dim = 128;
    MatmulTile::builder()
        .m(4096)
        .n(4096)
        .k(4096)
        .tile_m(array_dim)
        .tile_n(array_dim)
        .tile_k(array_dim)
        .operand_bytes(bytes(2.0))
        .accumulator_bytes(bytes(4.0))
        .build()
}
