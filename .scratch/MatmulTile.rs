/**A matrix multiply C = A·B (A of `m` × `k`, B of `k` × `n`) computed one output tile at a time: tile counts, intensities, on-chip buffers and the traffic of each loop order.

Each output tile of `tile_m` × `tile_n` sums products of an A tile and a B tile, stepping
through the reduction `tile_k` elements at a time; partial tiles at the edges count as whole
tiles. The on-chip store holds one A tile and one B tile (two of each when double buffered,
so the next pair loads while this one is used) and the accumulator tile. With this tiling A
is loaded once per column of output tiles and B once per row, and C is written once. The
single-cell loop orders keep one value per cell instead: the held operand is loaded once, the
other operand streams once per MAC, and a partial sum that is not held is read and written
once per MAC.

# Equation

tiles = ⌈m ÷ T_M⌉·⌈n ÷ T_N⌉ (·⌈k ÷ T_K⌉ products); I_tile = 2·T_M·T_N·T_K ÷ ((T_M·T_K + T_K·T_N)·b); live = copies·(T_M·T_K + T_K·T_N)·b + T_M·T_N·b_acc; moves = m·k·⌈n ÷ T_N⌉ + k·n·⌈m ÷ T_M⌉ + m·n

# Assumptions

- Operands are `operand_bytes` each and the accumulator `accumulator_bytes`; the compulsory intensity counts C at the operand width, as written back.
- Double buffering doubles the operand tiles, not the accumulator tile.
- Sizes and tiles are at least 1 (a tile may exceed its dimension: one partial tile); widths are above zero. The reference takes zero and negative sizes and fails on zero tiles.
- A row of cells holding A values has at least one cell.

# Excludes

- Caches between the on-chip store and memory, and the schedule's timing: this counts bytes and moves, not cycles.

# Derivation

- Each output tile reads T_M·T_K + T_K·T_N operands per step and does 2·T_M·T_N·T_K FLOPs there, so the tile's intensity is (2 ÷ b)·T_M·T_N ÷ (T_M + T_N), independent of T_K.

# Examples

```rust
// A 4,096-square FP16 matmul in 128-wide tiles
use mlsysim_compute::mapping::matmul4096_fp16_tile128;

let s = matmul4096_fp16_tile128()?;
assert_eq!(s.output_tiles()?, 1024);
assert_eq!(s.tile_intensity()?.value, 64.0);
assert!(s.fits(mlsysim_core::units::KIB.of(128.0))?);
assert!(!s.fits(mlsysim_core::units::KIB.of(64.0))?);
# Ok::<(), Box<dyn std::error::Error>>(())
```
*/
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MatmulTile {
    ///Rows of A and C. *Allowed >= 1.*
    pub m: i64,
    ///Columns of B and C. *Allowed >= 1.*
    pub n: i64,
    ///The reduction: columns of A, rows of B. *Allowed >= 1.*
    pub k: i64,
    ///Rows of an output tile. *Allowed >= 1.*
    pub tile_m: i64,
    ///Columns of an output tile. *Allowed >= 1.*
    pub tile_n: i64,
    ///Reduction elements per step. *Allowed >= 1.*
    pub tile_k: i64,
    ///Storage width of one operand. *Shown in `BYTE`; allowed > 0.*
    pub operand_bytes: Information,
    ///Storage width of one accumulator value. *Shown in `BYTE`; allowed > 0.*
    pub accumulator_bytes: Information,
    ///Whether the operand tiles are double buffered. *Default `false`.*
    pub double_buffered: bool,
}
///Builds a [`MatmulTile`]: set the inputs by name, then call `build`.
#[derive(::core::fmt::Debug, ::core::clone::Clone, ::core::default::Default)]
pub struct MatmulTileBuilder {
    m: ::core::option::Option<i64>,
    n: ::core::option::Option<i64>,
    k: ::core::option::Option<i64>,
    tile_m: ::core::option::Option<i64>,
    tile_n: ::core::option::Option<i64>,
    tile_k: ::core::option::Option<i64>,
    operand_bytes: ::core::option::Option<Information>,
    accumulator_bytes: ::core::option::Option<Information>,
    double_buffered: ::core::option::Option<bool>,
}
///Every property of a [`MatmulTile`], each computed once (see [`MatmulTile::evaluate`]); its methods reuse those values instead of computing them again.
#[derive(::core::fmt::Debug, ::core::clone::Clone)]
pub struct MatmulTileValues<'a> {
    scenario: &'a MatmulTile,
    ///Multiply-accumulates of the whole product.
    pub macs: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Operations of the whole product: two per MAC.
    pub flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Output tiles down the rows.
    pub tiles_m: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Output tiles across the columns.
    pub tiles_n: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Steps through the reduction.
    pub tiles_k: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Output tiles.
    pub output_tiles: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Products of an A tile and a B tile: each output tile sums `tiles_k` of them.
    pub tile_products: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Operations of one tile product.
    pub tile_product_flops: ::core::result::Result<FlopCount, ::mlsysim_core::EvalError>,
    ///Bytes one tile product loads: an A tile and a B tile.
    pub tile_product_bytes: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Operations per operand byte a tile product loads.
    pub tile_intensity: ::core::result::Result<Intensity, ::mlsysim_core::EvalError>,
    ///Operations per byte with no reuse: every MAC loads its two operands.
    pub unblocked_intensity: ::core::result::Result<
        Intensity,
        ::mlsysim_core::EvalError,
    >,
    ///Operations per byte when A, B and C each move exactly once.
    pub compulsory_intensity: ::core::result::Result<
        Intensity,
        ::mlsysim_core::EvalError,
    >,
    ///Copies of each operand tile held on chip.
    pub buffer_copies: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Bytes of the A tile buffers.
    pub a_tile_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of the B tile buffers.
    pub b_tile_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of the accumulator tile.
    pub accumulator_tile_bytes: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Bytes of the operand buffers alone (what a GPU stages in shared memory).
    pub operand_tile_bytes: ::core::result::Result<
        Information,
        ::mlsysim_core::EvalError,
    >,
    ///Bytes of every buffer live at once.
    pub live_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Bytes of A.
    pub a_bytes: ::core::result::Result<Information, ::mlsysim_core::EvalError>,
    ///Elements of A.
    pub a_elements: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Elements of B.
    pub b_elements: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Elements of C.
    pub c_elements: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Element loads of A: once per column of output tiles.
    pub a_moves: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Element loads of B: once per row of output tiles.
    pub b_moves: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Element moves with the tiling: A and B as loaded, C written once.
    pub tiled_moves: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Operand loads from memory per MAC inside a full tile.
    pub global_loads_per_mac: ::core::result::Result<f64, ::mlsysim_core::EvalError>,
    ///Moves of partial sums read and written once per MAC.
    pub partial_sum_moves: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Moves when each cell holds an A value: A once, B and the partial sums streaming.
    pub a_stationary_moves: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Moves when each cell holds its running sum: A and B streaming, C written once.
    pub output_stationary_moves: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
    ///Moves when each cell holds a B value: B once, A and the partial sums streaming.
    pub b_stationary_moves: ::core::result::Result<i64, ::mlsysim_core::EvalError>,
}
const _: () = {
    use ::mlsysim_core::__private as __c;
    #[allow(unused_imports)]
    use ::mlsysim_core::__private::prelude::*;
    const __INPUTS: &[__c::InputInfo] = &[
        __c::InputInfo {
            name: "m",
            ty: "i64",
            doc: "Rows of A and C.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "n",
            ty: "i64",
            doc: "Columns of B and C.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "k",
            ty: "i64",
            doc: "The reduction: columns of A, rows of B.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tile_m",
            ty: "i64",
            doc: "Rows of an output tile.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tile_n",
            ty: "i64",
            doc: "Columns of an output tile.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "tile_k",
            ty: "i64",
            doc: "Reduction elements per step.",
            bounds: __c::Bounds::range(Some(1f64), None, false, ">= 1"),
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "operand_bytes",
            ty: "Information",
            doc: "Storage width of one operand.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "accumulator_bytes",
            ty: "Information",
            doc: "Storage width of one accumulator value.",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            bounds: __c::Bounds::POSITIVE,
            ..__c::InputInfo::EMPTY
        },
        __c::InputInfo {
            name: "double_buffered",
            ty: "bool",
            doc: "Whether the operand tiles are double buffered.",
            default: Some("false"),
            ..__c::InputInfo::EMPTY
        },
    ];
    const __PROPERTIES: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "macs",
            doc: "Multiply-accumulates of the whole product.",
            equation: "m * n * k",
            result_type: "i64",
            depends_on: &["m", "n", "k"],
            template: "{m} * {n} * {k}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "flops",
            doc: "Operations of the whole product: two per MAC.",
            equation: "2 * macs * FLOP.of(1.0)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["macs"],
            template: "2 * {macs} * FLOP.of(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tiles_m",
            doc: "Output tiles down the rows.",
            equation: "tile_count(m, tile_m)",
            result_type: "i64",
            depends_on: &["m", "tile_m"],
            calls: &["tile_count"],
            template: "tile_count({m}, {tile_m})",
            named_calls: "tile_count(m, tile_m)",
            operation: "result of `tile_count`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tiles_n",
            doc: "Output tiles across the columns.",
            equation: "tile_count(n, tile_n)",
            result_type: "i64",
            depends_on: &["n", "tile_n"],
            calls: &["tile_count"],
            template: "tile_count({n}, {tile_n})",
            named_calls: "tile_count(n, tile_n)",
            operation: "result of `tile_count`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tiles_k",
            doc: "Steps through the reduction.",
            equation: "tile_count(k, tile_k)",
            result_type: "i64",
            depends_on: &["k", "tile_k"],
            calls: &["tile_count"],
            template: "tile_count({k}, {tile_k})",
            named_calls: "tile_count(k, tile_k)",
            operation: "result of `tile_count`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "output_tiles",
            doc: "Output tiles.",
            equation: "tiles_m * tiles_n",
            result_type: "i64",
            depends_on: &["tiles_m", "tiles_n"],
            template: "{tiles_m} * {tiles_n}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tile_products",
            doc: "Products of an A tile and a B tile: each output tile sums `tiles_k` of them.",
            equation: "output_tiles * tiles_k",
            result_type: "i64",
            depends_on: &["output_tiles", "tiles_k"],
            template: "{output_tiles} * {tiles_k}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tile_product_flops",
            doc: "Operations of one tile product.",
            equation: "2 * tile_m * tile_n * tile_k * FLOP.of(1.0)",
            result_type: "FlopCount",
            label: {
                __c::units::unit_for::<FlopCount, _>(&::mlsysim_core::units::FLOP);
                __c::units::label(&::mlsysim_core::units::FLOP)
            },
            depends_on: &["tile_m", "tile_n", "tile_k"],
            template: "2 * {tile_m} * {tile_n} * {tile_k} * FLOP.of(1.0)",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tile_product_bytes",
            doc: "Bytes one tile product loads: an A tile and a B tile.",
            equation: "(tile_m * tile_k + tile_k * tile_n) * operand_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["tile_m", "tile_k", "tile_n", "operand_bytes"],
            template: "({tile_m} * {tile_k} + {tile_k} * {tile_n})\n    * {operand_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tile_intensity",
            doc: "Operations per operand byte a tile product loads.",
            equation: "arithmetic_intensity(tile_product_flops, tile_product_bytes)",
            result_type: "Intensity",
            label: {
                __c::units::unit_for::<
                    Intensity,
                    _,
                >(&::mlsysim_core::units::FLOP_PER_BYTE);
                __c::units::label(&::mlsysim_core::units::FLOP_PER_BYTE)
            },
            depends_on: &["tile_product_flops", "tile_product_bytes"],
            calls: &["arithmetic_intensity"],
            template: "arithmetic_intensity({tile_product_flops}, {tile_product_bytes})",
            named_calls: "arithmetic_intensity(tile_product_flops, tile_product_bytes)",
            operation: "result of `arithmetic_intensity`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "unblocked_intensity",
            doc: "Operations per byte with no reuse: every MAC loads its two operands.",
            equation: "arithmetic_intensity(FLOP.of(2.0), 2 * operand_bytes)",
            result_type: "Intensity",
            label: {
                __c::units::unit_for::<
                    Intensity,
                    _,
                >(&::mlsysim_core::units::FLOP_PER_BYTE);
                __c::units::label(&::mlsysim_core::units::FLOP_PER_BYTE)
            },
            depends_on: &["operand_bytes"],
            calls: &["arithmetic_intensity"],
            template: "arithmetic_intensity(FLOP.of(2.0), 2 * {operand_bytes})",
            operation: "result of `arithmetic_intensity`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "compulsory_intensity",
            doc: "Operations per byte when A, B and C each move exactly once.",
            equation: "arithmetic_intensity(flops, (m * k + k * n + m * n) * operand_bytes)",
            result_type: "Intensity",
            label: {
                __c::units::unit_for::<
                    Intensity,
                    _,
                >(&::mlsysim_core::units::FLOP_PER_BYTE);
                __c::units::label(&::mlsysim_core::units::FLOP_PER_BYTE)
            },
            depends_on: &["m", "k", "n", "operand_bytes", "flops"],
            calls: &["arithmetic_intensity"],
            template: "arithmetic_intensity(\n    {flops},\n    ({m} * {k} + {k} * {n}\n        + {m} * {n}) * {operand_bytes},\n)",
            operation: "result of `arithmetic_intensity`",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "buffer_copies",
            doc: "Copies of each operand tile held on chip.",
            equation: "if double_buffered { 2 } else { 1 }",
            result_type: "i64",
            depends_on: &["double_buffered"],
            template: "if {double_buffered} {{ 2 }} else {{ 1 }}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "a_tile_bytes",
            doc: "Bytes of the A tile buffers.",
            equation: "buffer_copies * tile_m * tile_k * operand_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["tile_m", "tile_k", "operand_bytes", "buffer_copies"],
            template: "{buffer_copies} * {tile_m} * {tile_k} * {operand_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "b_tile_bytes",
            doc: "Bytes of the B tile buffers.",
            equation: "buffer_copies * tile_k * tile_n * operand_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["tile_k", "tile_n", "operand_bytes", "buffer_copies"],
            template: "{buffer_copies} * {tile_k} * {tile_n} * {operand_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "accumulator_tile_bytes",
            doc: "Bytes of the accumulator tile.",
            equation: "tile_m * tile_n * accumulator_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["tile_m", "tile_n", "accumulator_bytes"],
            template: "{tile_m} * {tile_n} * {accumulator_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "operand_tile_bytes",
            doc: "Bytes of the operand buffers alone (what a GPU stages in shared memory).",
            equation: "a_tile_bytes + b_tile_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["a_tile_bytes", "b_tile_bytes"],
            template: "{a_tile_bytes} + {b_tile_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "live_bytes",
            doc: "Bytes of every buffer live at once.",
            equation: "operand_tile_bytes + accumulator_tile_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["operand_tile_bytes", "accumulator_tile_bytes"],
            template: "{operand_tile_bytes} + {accumulator_tile_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "a_bytes",
            doc: "Bytes of A.",
            equation: "m * k * operand_bytes",
            result_type: "Information",
            label: {
                __c::units::unit_for::<Information, _>(&::mlsysim_core::units::BYTE);
                __c::units::label(&::mlsysim_core::units::BYTE)
            },
            depends_on: &["m", "k", "operand_bytes"],
            template: "{m} * {k} * {operand_bytes}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "a_elements",
            doc: "Elements of A.",
            equation: "m * k",
            result_type: "i64",
            depends_on: &["m", "k"],
            template: "{m} * {k}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "b_elements",
            doc: "Elements of B.",
            equation: "k * n",
            result_type: "i64",
            depends_on: &["k", "n"],
            template: "{k} * {n}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "c_elements",
            doc: "Elements of C.",
            equation: "m * n",
            result_type: "i64",
            depends_on: &["m", "n"],
            template: "{m} * {n}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "a_moves",
            doc: "Element loads of A: once per column of output tiles.",
            equation: "a_elements * tiles_n",
            result_type: "i64",
            depends_on: &["a_elements", "tiles_n"],
            template: "{a_elements} * {tiles_n}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "b_moves",
            doc: "Element loads of B: once per row of output tiles.",
            equation: "b_elements * tiles_m",
            result_type: "i64",
            depends_on: &["b_elements", "tiles_m"],
            template: "{b_elements} * {tiles_m}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "tiled_moves",
            doc: "Element moves with the tiling: A and B as loaded, C written once.",
            equation: "a_moves + b_moves + c_elements",
            result_type: "i64",
            depends_on: &["a_moves", "b_moves", "c_elements"],
            template: "{a_moves} + {b_moves} + {c_elements}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "global_loads_per_mac",
            doc: "Operand loads from memory per MAC inside a full tile.",
            equation: "1.0 / tile_n + 1.0 / tile_m",
            result_type: "f64",
            depends_on: &["tile_n", "tile_m"],
            template: "1.0 / {tile_n} + 1.0 / {tile_m}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "partial_sum_moves",
            doc: "Moves of partial sums read and written once per MAC.",
            equation: "2 * macs",
            result_type: "i64",
            depends_on: &["macs"],
            template: "2 * {macs}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "a_stationary_moves",
            doc: "Moves when each cell holds an A value: A once, B and the partial sums streaming.",
            equation: "a_elements + macs + partial_sum_moves",
            result_type: "i64",
            depends_on: &["a_elements", "macs", "partial_sum_moves"],
            template: "{a_elements} + {macs} + {partial_sum_moves}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "output_stationary_moves",
            doc: "Moves when each cell holds its running sum: A and B streaming, C written once.",
            equation: "2 * macs + c_elements",
            result_type: "i64",
            depends_on: &["macs", "c_elements"],
            template: "2 * {macs} + {c_elements}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "b_stationary_moves",
            doc: "Moves when each cell holds a B value: B once, A and the partial sums streaming.",
            equation: "b_elements + macs + partial_sum_moves",
            result_type: "i64",
            depends_on: &["b_elements", "macs", "partial_sum_moves"],
            template: "{b_elements} + {macs} + {partial_sum_moves}",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __METHODS: &[__c::MemberInfo] = &[
        __c::MemberInfo {
            name: "fits",
            kind: __c::MemberKind::Method,
            doc: "Whether every buffer fits an on-chip store of `capacity`.",
            equation: "live_bytes <= capacity",
            args: &[
                __c::ArgInfo {
                    name: "capacity",
                    ty: "Information",
                    samples: &[
                        __c::Sample::Literal("64 KiB"),
                        __c::Sample::Literal("128 KiB"),
                        __c::Sample::Literal("228 KiB"),
                        __c::Sample::Literal("256 KiB"),
                    ],
                    bounds: __c::Bounds::NON_NEGATIVE,
                },
            ],
            result_type: "bool",
            depends_on: &["live_bytes"],
            template: "{live_bytes} <= {capacity}",
            ..__c::MemberInfo::EMPTY
        },
        __c::MemberInfo {
            name: "row_b_reads",
            kind: __c::MemberKind::Method,
            doc: "Reads of B when each B value passes along a row of `cells` cells holding A values.",
            equation: "{\n    require(cells >= 1, \"a row has at least one cell\");\n    floor_div(macs, cells)\n}",
            args: &[
                __c::ArgInfo {
                    name: "cells",
                    ty: "i64",
                    samples: &[
                        __c::Sample::Literal("1"),
                        __c::Sample::Literal("8"),
                        __c::Sample::Literal("32"),
                        __c::Sample::Literal("128"),
                        __c::Sample::Literal("256"),
                        __c::Sample::Literal("4096"),
                    ],
                    bounds: __c::Bounds::POSITIVE,
                },
            ],
            result_type: "i64",
            depends_on: &["macs"],
            calls: &["require", "floor_div"],
            template: "{{\n    require({cells} >= 1, \"a row has at least one cell\");\n    floor_div({macs}, {cells})\n}}",
            named_calls: "floor_div(macs, cells)",
            ..__c::MemberInfo::EMPTY
        },
    ];
    const __RULES: &[__c::RuleInfo] = &[];
    #[allow(
        clippy::redundant_closure_call,
        unused_variables,
        clippy::clone_on_copy,
        non_camel_case_types
    )]
    impl MatmulTile {
        ///Starts a [`MatmulTileBuilder`]; required inputs must be set before [`MatmulTileBuilder::build`].
        #[must_use]
        pub fn builder() -> MatmulTileBuilder {
            __Default::default()
        }
        /// A builder holding this scenario's inputs: change some and build a new scenario
        /// (validated again).
        #[must_use]
        pub fn variant(&self) -> MatmulTileBuilder {
            MatmulTileBuilder {
                m: Some(__Clone::clone(&self.m)),
                n: Some(__Clone::clone(&self.n)),
                k: Some(__Clone::clone(&self.k)),
                tile_m: Some(__Clone::clone(&self.tile_m)),
                tile_n: Some(__Clone::clone(&self.tile_n)),
                tile_k: Some(__Clone::clone(&self.tile_k)),
                operand_bytes: Some(__Clone::clone(&self.operand_bytes)),
                accumulator_bytes: Some(__Clone::clone(&self.accumulator_bytes)),
                double_buffered: Some(__Clone::clone(&self.double_buffered)),
            }
        }
        ///Multiply-accumulates of the whole product. Equation: `m * n * k`.
        #[inline]
        pub fn macs(&self) -> __Result<i64, __c::EvalError> {
            let m = __Clone::clone(&self.m);
            let n = __Clone::clone(&self.n);
            let k = __Clone::clone(&self.k);
            struct macs {}
            __c::member(
                (|| __c::conform::<i64, _, macs>(m.eq_mul(n)?.eq_mul(k)?))(),
                &__PROPERTIES[0],
            )
        }
        ///Operations of the whole product: two per MAC. Equation: `2 * macs * FLOP.of(1.0)`.
        #[inline]
        pub fn flops(&self) -> __Result<FlopCount, __c::EvalError> {
            self.__eq_flops(self.macs()?)
        }
        #[doc(hidden)]
        fn __eq_flops(&self, macs: i64) -> __Result<FlopCount, __c::EvalError> {
            struct flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    flops,
                >((2i64).eq_mul(macs)?.eq_mul(FLOP.of(1.0))?))(),
                &__PROPERTIES[1],
            )
        }
        ///Output tiles down the rows. Equation: `tile_count(m, tile_m)`.
        #[inline]
        pub fn tiles_m(&self) -> __Result<i64, __c::EvalError> {
            let m = __Clone::clone(&self.m);
            let tile_m = __Clone::clone(&self.tile_m);
            struct tiles_m {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    tiles_m,
                >(::mlsysim_core::equation::tile_count(m, tile_m)?))(),
                &__PROPERTIES[2],
            )
        }
        ///Output tiles across the columns. Equation: `tile_count(n, tile_n)`.
        #[inline]
        pub fn tiles_n(&self) -> __Result<i64, __c::EvalError> {
            let n = __Clone::clone(&self.n);
            let tile_n = __Clone::clone(&self.tile_n);
            struct tiles_n {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    tiles_n,
                >(::mlsysim_core::equation::tile_count(n, tile_n)?))(),
                &__PROPERTIES[3],
            )
        }
        ///Steps through the reduction. Equation: `tile_count(k, tile_k)`.
        #[inline]
        pub fn tiles_k(&self) -> __Result<i64, __c::EvalError> {
            let k = __Clone::clone(&self.k);
            let tile_k = __Clone::clone(&self.tile_k);
            struct tiles_k {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    tiles_k,
                >(::mlsysim_core::equation::tile_count(k, tile_k)?))(),
                &__PROPERTIES[4],
            )
        }
        ///Output tiles. Equation: `tiles_m * tiles_n`.
        #[inline]
        pub fn output_tiles(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_output_tiles(self.tiles_m()?, self.tiles_n()?)
        }
        #[doc(hidden)]
        fn __eq_output_tiles(
            &self,
            tiles_m: i64,
            tiles_n: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct output_tiles {}
            __c::member(
                (|| __c::conform::<i64, _, output_tiles>(tiles_m.eq_mul(tiles_n)?))(),
                &__PROPERTIES[5],
            )
        }
        ///Products of an A tile and a B tile: each output tile sums `tiles_k` of them. Equation: `output_tiles * tiles_k`.
        #[inline]
        pub fn tile_products(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_tile_products(self.output_tiles()?, self.tiles_k()?)
        }
        #[doc(hidden)]
        fn __eq_tile_products(
            &self,
            output_tiles: i64,
            tiles_k: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct tile_products {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    tile_products,
                >(output_tiles.eq_mul(tiles_k)?))(),
                &__PROPERTIES[6],
            )
        }
        ///Operations of one tile product. Equation: `2 * tile_m * tile_n * tile_k * FLOP.of(1.0)`.
        #[inline]
        pub fn tile_product_flops(&self) -> __Result<FlopCount, __c::EvalError> {
            let tile_m = __Clone::clone(&self.tile_m);
            let tile_n = __Clone::clone(&self.tile_n);
            let tile_k = __Clone::clone(&self.tile_k);
            struct tile_product_flops {}
            __c::member(
                (|| __c::conform::<
                    FlopCount,
                    _,
                    tile_product_flops,
                >(
                    (2i64)
                        .eq_mul(tile_m)?
                        .eq_mul(tile_n)?
                        .eq_mul(tile_k)?
                        .eq_mul(FLOP.of(1.0))?,
                ))(),
                &__PROPERTIES[7],
            )
        }
        ///Bytes one tile product loads: an A tile and a B tile. Equation: `(tile_m * tile_k + tile_k * tile_n) * operand_bytes`.
        #[inline]
        pub fn tile_product_bytes(&self) -> __Result<Information, __c::EvalError> {
            let tile_m = __Clone::clone(&self.tile_m);
            let tile_k = __Clone::clone(&self.tile_k);
            let tile_n = __Clone::clone(&self.tile_n);
            let operand_bytes = __Clone::clone(&self.operand_bytes);
            struct tile_product_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    tile_product_bytes,
                >(
                    tile_m
                        .eq_mul(tile_k)?
                        .eq_add(tile_k.eq_mul(tile_n)?)?
                        .eq_mul(operand_bytes)?,
                ))(),
                &__PROPERTIES[8],
            )
        }
        ///Operations per operand byte a tile product loads. Equation: `arithmetic_intensity(tile_product_flops, tile_product_bytes)`.
        #[inline]
        pub fn tile_intensity(&self) -> __Result<Intensity, __c::EvalError> {
            self.__eq_tile_intensity(
                self.tile_product_flops()?,
                self.tile_product_bytes()?,
            )
        }
        #[doc(hidden)]
        fn __eq_tile_intensity(
            &self,
            tile_product_flops: FlopCount,
            tile_product_bytes: Information,
        ) -> __Result<Intensity, __c::EvalError> {
            struct tile_intensity {}
            __c::member(
                (|| __c::conform::<
                    Intensity,
                    _,
                    tile_intensity,
                >(
                    ::mlsysim_core::equation::arithmetic_intensity(
                        tile_product_flops,
                        tile_product_bytes,
                    )?,
                ))(),
                &__PROPERTIES[9],
            )
        }
        ///Operations per byte with no reuse: every MAC loads its two operands. Equation: `arithmetic_intensity(FLOP.of(2.0), 2 * operand_bytes)`.
        #[inline]
        pub fn unblocked_intensity(&self) -> __Result<Intensity, __c::EvalError> {
            let operand_bytes = __Clone::clone(&self.operand_bytes);
            struct unblocked_intensity {}
            __c::member(
                (|| __c::conform::<
                    Intensity,
                    _,
                    unblocked_intensity,
                >(
                    ::mlsysim_core::equation::arithmetic_intensity(
                        FLOP.of(2.0),
                        (2i64).eq_mul(operand_bytes)?,
                    )?,
                ))(),
                &__PROPERTIES[10],
            )
        }
        ///Operations per byte when A, B and C each move exactly once. Equation: `arithmetic_intensity(flops, (m * k + k * n + m * n) * operand_bytes)`.
        #[inline]
        pub fn compulsory_intensity(&self) -> __Result<Intensity, __c::EvalError> {
            self.__eq_compulsory_intensity(self.flops()?)
        }
        #[doc(hidden)]
        fn __eq_compulsory_intensity(
            &self,
            flops: FlopCount,
        ) -> __Result<Intensity, __c::EvalError> {
            let m = __Clone::clone(&self.m);
            let k = __Clone::clone(&self.k);
            let n = __Clone::clone(&self.n);
            let operand_bytes = __Clone::clone(&self.operand_bytes);
            struct compulsory_intensity {}
            __c::member(
                (|| __c::conform::<
                    Intensity,
                    _,
                    compulsory_intensity,
                >(
                    ::mlsysim_core::equation::arithmetic_intensity(
                        flops,
                        m
                            .eq_mul(k)?
                            .eq_add(k.eq_mul(n)?)?
                            .eq_add(m.eq_mul(n)?)?
                            .eq_mul(operand_bytes)?,
                    )?,
                ))(),
                &__PROPERTIES[11],
            )
        }
        ///Copies of each operand tile held on chip. Equation: `if double_buffered { 2 } else { 1 }`.
        #[inline]
        pub fn buffer_copies(&self) -> __Result<i64, __c::EvalError> {
            let double_buffered = __Clone::clone(&self.double_buffered);
            struct buffer_copies {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    buffer_copies,
                >(if double_buffered { 2 } else { 1 }))(),
                &__PROPERTIES[12],
            )
        }
        ///Bytes of the A tile buffers. Equation: `buffer_copies * tile_m * tile_k * operand_bytes`.
        #[inline]
        pub fn a_tile_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_a_tile_bytes(self.buffer_copies()?)
        }
        #[doc(hidden)]
        fn __eq_a_tile_bytes(
            &self,
            buffer_copies: i64,
        ) -> __Result<Information, __c::EvalError> {
            let tile_m = __Clone::clone(&self.tile_m);
            let tile_k = __Clone::clone(&self.tile_k);
            let operand_bytes = __Clone::clone(&self.operand_bytes);
            struct a_tile_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    a_tile_bytes,
                >(
                    buffer_copies.eq_mul(tile_m)?.eq_mul(tile_k)?.eq_mul(operand_bytes)?,
                ))(),
                &__PROPERTIES[13],
            )
        }
        ///Bytes of the B tile buffers. Equation: `buffer_copies * tile_k * tile_n * operand_bytes`.
        #[inline]
        pub fn b_tile_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_b_tile_bytes(self.buffer_copies()?)
        }
        #[doc(hidden)]
        fn __eq_b_tile_bytes(
            &self,
            buffer_copies: i64,
        ) -> __Result<Information, __c::EvalError> {
            let tile_k = __Clone::clone(&self.tile_k);
            let tile_n = __Clone::clone(&self.tile_n);
            let operand_bytes = __Clone::clone(&self.operand_bytes);
            struct b_tile_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    b_tile_bytes,
                >(
                    buffer_copies.eq_mul(tile_k)?.eq_mul(tile_n)?.eq_mul(operand_bytes)?,
                ))(),
                &__PROPERTIES[14],
            )
        }
        ///Bytes of the accumulator tile. Equation: `tile_m * tile_n * accumulator_bytes`.
        #[inline]
        pub fn accumulator_tile_bytes(&self) -> __Result<Information, __c::EvalError> {
            let tile_m = __Clone::clone(&self.tile_m);
            let tile_n = __Clone::clone(&self.tile_n);
            let accumulator_bytes = __Clone::clone(&self.accumulator_bytes);
            struct accumulator_tile_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    accumulator_tile_bytes,
                >(tile_m.eq_mul(tile_n)?.eq_mul(accumulator_bytes)?))(),
                &__PROPERTIES[15],
            )
        }
        ///Bytes of the operand buffers alone (what a GPU stages in shared memory). Equation: `a_tile_bytes + b_tile_bytes`.
        #[inline]
        pub fn operand_tile_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_operand_tile_bytes(self.a_tile_bytes()?, self.b_tile_bytes()?)
        }
        #[doc(hidden)]
        fn __eq_operand_tile_bytes(
            &self,
            a_tile_bytes: Information,
            b_tile_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct operand_tile_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    operand_tile_bytes,
                >(a_tile_bytes.eq_add(b_tile_bytes)?))(),
                &__PROPERTIES[16],
            )
        }
        ///Bytes of every buffer live at once. Equation: `operand_tile_bytes + accumulator_tile_bytes`.
        #[inline]
        pub fn live_bytes(&self) -> __Result<Information, __c::EvalError> {
            self.__eq_live_bytes(
                self.operand_tile_bytes()?,
                self.accumulator_tile_bytes()?,
            )
        }
        #[doc(hidden)]
        fn __eq_live_bytes(
            &self,
            operand_tile_bytes: Information,
            accumulator_tile_bytes: Information,
        ) -> __Result<Information, __c::EvalError> {
            struct live_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    live_bytes,
                >(operand_tile_bytes.eq_add(accumulator_tile_bytes)?))(),
                &__PROPERTIES[17],
            )
        }
        ///Whether every buffer fits an on-chip store of `capacity`. Equation: `live_bytes <= capacity`.
        #[inline]
        pub fn fits(&self, capacity: Information) -> __Result<bool, __c::EvalError> {
            self.__eq_fits(self.live_bytes()?, capacity)
        }
        #[doc(hidden)]
        fn __eq_fits(
            &self,
            live_bytes: Information,
            capacity: Information,
        ) -> __Result<bool, __c::EvalError> {
            __c::argument(&capacity, "fits", &(&__METHODS[0]).args[0])?;
            struct fits {}
            __c::member(
                (|| __c::conform::<bool, _, fits>(live_bytes <= capacity))(),
                &__METHODS[0],
            )
        }
        ///Bytes of A. Equation: `m * k * operand_bytes`.
        #[inline]
        pub fn a_bytes(&self) -> __Result<Information, __c::EvalError> {
            let m = __Clone::clone(&self.m);
            let k = __Clone::clone(&self.k);
            let operand_bytes = __Clone::clone(&self.operand_bytes);
            struct a_bytes {}
            __c::member(
                (|| __c::conform::<
                    Information,
                    _,
                    a_bytes,
                >(m.eq_mul(k)?.eq_mul(operand_bytes)?))(),
                &__PROPERTIES[18],
            )
        }
        ///Elements of A. Equation: `m * k`.
        #[inline]
        pub fn a_elements(&self) -> __Result<i64, __c::EvalError> {
            let m = __Clone::clone(&self.m);
            let k = __Clone::clone(&self.k);
            struct a_elements {}
            __c::member(
                (|| __c::conform::<i64, _, a_elements>(m.eq_mul(k)?))(),
                &__PROPERTIES[19],
            )
        }
        ///Elements of B. Equation: `k * n`.
        #[inline]
        pub fn b_elements(&self) -> __Result<i64, __c::EvalError> {
            let k = __Clone::clone(&self.k);
            let n = __Clone::clone(&self.n);
            struct b_elements {}
            __c::member(
                (|| __c::conform::<i64, _, b_elements>(k.eq_mul(n)?))(),
                &__PROPERTIES[20],
            )
        }
        ///Elements of C. Equation: `m * n`.
        #[inline]
        pub fn c_elements(&self) -> __Result<i64, __c::EvalError> {
            let m = __Clone::clone(&self.m);
            let n = __Clone::clone(&self.n);
            struct c_elements {}
            __c::member(
                (|| __c::conform::<i64, _, c_elements>(m.eq_mul(n)?))(),
                &__PROPERTIES[21],
            )
        }
        ///Element loads of A: once per column of output tiles. Equation: `a_elements * tiles_n`.
        #[inline]
        pub fn a_moves(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_a_moves(self.a_elements()?, self.tiles_n()?)
        }
        #[doc(hidden)]
        fn __eq_a_moves(
            &self,
            a_elements: i64,
            tiles_n: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct a_moves {}
            __c::member(
                (|| __c::conform::<i64, _, a_moves>(a_elements.eq_mul(tiles_n)?))(),
                &__PROPERTIES[22],
            )
        }
        ///Element loads of B: once per row of output tiles. Equation: `b_elements * tiles_m`.
        #[inline]
        pub fn b_moves(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_b_moves(self.b_elements()?, self.tiles_m()?)
        }
        #[doc(hidden)]
        fn __eq_b_moves(
            &self,
            b_elements: i64,
            tiles_m: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct b_moves {}
            __c::member(
                (|| __c::conform::<i64, _, b_moves>(b_elements.eq_mul(tiles_m)?))(),
                &__PROPERTIES[23],
            )
        }
        ///Element moves with the tiling: A and B as loaded, C written once. Equation: `a_moves + b_moves + c_elements`.
        #[inline]
        pub fn tiled_moves(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_tiled_moves(self.a_moves()?, self.b_moves()?, self.c_elements()?)
        }
        #[doc(hidden)]
        fn __eq_tiled_moves(
            &self,
            a_moves: i64,
            b_moves: i64,
            c_elements: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct tiled_moves {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    tiled_moves,
                >(a_moves.eq_add(b_moves)?.eq_add(c_elements)?))(),
                &__PROPERTIES[24],
            )
        }
        ///Operand loads from memory per MAC inside a full tile. Equation: `1.0 / tile_n + 1.0 / tile_m`.
        #[inline]
        pub fn global_loads_per_mac(&self) -> __Result<f64, __c::EvalError> {
            let tile_n = __Clone::clone(&self.tile_n);
            let tile_m = __Clone::clone(&self.tile_m);
            struct global_loads_per_mac {}
            __c::member(
                (|| __c::conform::<
                    f64,
                    _,
                    global_loads_per_mac,
                >((1.0).eq_div(tile_n)?.eq_add((1.0).eq_div(tile_m)?)?))(),
                &__PROPERTIES[25],
            )
        }
        ///Moves of partial sums read and written once per MAC. Equation: `2 * macs`.
        #[inline]
        pub fn partial_sum_moves(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_partial_sum_moves(self.macs()?)
        }
        #[doc(hidden)]
        fn __eq_partial_sum_moves(&self, macs: i64) -> __Result<i64, __c::EvalError> {
            struct partial_sum_moves {}
            __c::member(
                (|| __c::conform::<i64, _, partial_sum_moves>((2i64).eq_mul(macs)?))(),
                &__PROPERTIES[26],
            )
        }
        ///Moves when each cell holds an A value: A once, B and the partial sums streaming. Equation: `a_elements + macs + partial_sum_moves`.
        #[inline]
        pub fn a_stationary_moves(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_a_stationary_moves(
                self.a_elements()?,
                self.macs()?,
                self.partial_sum_moves()?,
            )
        }
        #[doc(hidden)]
        fn __eq_a_stationary_moves(
            &self,
            a_elements: i64,
            macs: i64,
            partial_sum_moves: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct a_stationary_moves {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    a_stationary_moves,
                >(a_elements.eq_add(macs)?.eq_add(partial_sum_moves)?))(),
                &__PROPERTIES[27],
            )
        }
        ///Moves when each cell holds its running sum: A and B streaming, C written once. Equation: `2 * macs + c_elements`.
        #[inline]
        pub fn output_stationary_moves(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_output_stationary_moves(self.macs()?, self.c_elements()?)
        }
        #[doc(hidden)]
        fn __eq_output_stationary_moves(
            &self,
            macs: i64,
            c_elements: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct output_stationary_moves {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    output_stationary_moves,
                >((2i64).eq_mul(macs)?.eq_add(c_elements)?))(),
                &__PROPERTIES[28],
            )
        }
        ///Moves when each cell holds a B value: B once, A and the partial sums streaming. Equation: `b_elements + macs + partial_sum_moves`.
        #[inline]
        pub fn b_stationary_moves(&self) -> __Result<i64, __c::EvalError> {
            self.__eq_b_stationary_moves(
                self.b_elements()?,
                self.macs()?,
                self.partial_sum_moves()?,
            )
        }
        #[doc(hidden)]
        fn __eq_b_stationary_moves(
            &self,
            b_elements: i64,
            macs: i64,
            partial_sum_moves: i64,
        ) -> __Result<i64, __c::EvalError> {
            struct b_stationary_moves {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    b_stationary_moves,
                >(b_elements.eq_add(macs)?.eq_add(partial_sum_moves)?))(),
                &__PROPERTIES[29],
            )
        }
        /**Reads of B when each B value passes along a row of `cells` cells holding A values.

Equation:

```text
{
    require(cells >= 1, "a row has at least one cell");
    floor_div(macs, cells)
}
```
*/
        #[inline]
        pub fn row_b_reads(&self, cells: i64) -> __Result<i64, __c::EvalError> {
            self.__eq_row_b_reads(self.macs()?, cells)
        }
        #[doc(hidden)]
        fn __eq_row_b_reads(
            &self,
            macs: i64,
            cells: i64,
        ) -> __Result<i64, __c::EvalError> {
            __c::argument(&cells, "row_b_reads", &(&__METHODS[1]).args[0])?;
            struct row_b_reads {}
            __c::member(
                (|| __c::conform::<
                    i64,
                    _,
                    row_b_reads,
                >({
                    ::mlsysim_core::equation::require(
                        cells >= 1,
                        "a row has at least one cell",
                    )?;
                    ::mlsysim_core::equation::floor_div(macs, cells)?
                }))(),
                &__METHODS[1],
            )
        }
        ///Computes every property once, each after the properties it reads, into a [`MatmulTileValues`].
        #[must_use]
        pub fn evaluate(&self) -> MatmulTileValues<'_> {
            let macs = self.macs();
            let flops = __c::after((&macs,), |(v0,)| self.__eq_flops(v0));
            let tiles_m = self.tiles_m();
            let tiles_n = self.tiles_n();
            let tiles_k = self.tiles_k();
            let output_tiles = __c::after(
                (&tiles_m, &tiles_n),
                |(v0, v1)| self.__eq_output_tiles(v0, v1),
            );
            let tile_products = __c::after(
                (&output_tiles, &tiles_k),
                |(v0, v1)| self.__eq_tile_products(v0, v1),
            );
            let tile_product_flops = self.tile_product_flops();
            let tile_product_bytes = self.tile_product_bytes();
            let tile_intensity = __c::after(
                (&tile_product_flops, &tile_product_bytes),
                |(v0, v1)| self.__eq_tile_intensity(v0, v1),
            );
            let unblocked_intensity = self.unblocked_intensity();
            let compulsory_intensity = __c::after(
                (&flops,),
                |(v0,)| self.__eq_compulsory_intensity(v0),
            );
            let buffer_copies = self.buffer_copies();
            let a_tile_bytes = __c::after(
                (&buffer_copies,),
                |(v0,)| self.__eq_a_tile_bytes(v0),
            );
            let b_tile_bytes = __c::after(
                (&buffer_copies,),
                |(v0,)| self.__eq_b_tile_bytes(v0),
            );
            let accumulator_tile_bytes = self.accumulator_tile_bytes();
            let operand_tile_bytes = __c::after(
                (&a_tile_bytes, &b_tile_bytes),
                |(v0, v1)| self.__eq_operand_tile_bytes(v0, v1),
            );
            let live_bytes = __c::after(
                (&operand_tile_bytes, &accumulator_tile_bytes),
                |(v0, v1)| self.__eq_live_bytes(v0, v1),
            );
            let a_bytes = self.a_bytes();
            let a_elements = self.a_elements();
            let b_elements = self.b_elements();
            let c_elements = self.c_elements();
            let a_moves = __c::after(
                (&a_elements, &tiles_n),
                |(v0, v1)| self.__eq_a_moves(v0, v1),
            );
            let b_moves = __c::after(
                (&b_elements, &tiles_m),
                |(v0, v1)| self.__eq_b_moves(v0, v1),
            );
            let tiled_moves = __c::after(
                (&a_moves, &b_moves, &c_elements),
                |(v0, v1, v2)| self.__eq_tiled_moves(v0, v1, v2),
            );
            let global_loads_per_mac = self.global_loads_per_mac();
            let partial_sum_moves = __c::after(
                (&macs,),
                |(v0,)| self.__eq_partial_sum_moves(v0),
            );
            let a_stationary_moves = __c::after(
                (&a_elements, &macs, &partial_sum_moves),
                |(v0, v1, v2)| self.__eq_a_stationary_moves(v0, v1, v2),
            );
            let output_stationary_moves = __c::after(
                (&macs, &c_elements),
                |(v0, v1)| self.__eq_output_stationary_moves(v0, v1),
            );
            let b_stationary_moves = __c::after(
                (&b_elements, &macs, &partial_sum_moves),
                |(v0, v1, v2)| self.__eq_b_stationary_moves(v0, v1, v2),
            );
            MatmulTileValues {
                scenario: self,
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
                buffer_copies,
                a_tile_bytes,
                b_tile_bytes,
                accumulator_tile_bytes,
                operand_tile_bytes,
                live_bytes,
                a_bytes,
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
        fn __validate(&self) -> __Result<(), __c::InputError> {
            __c::bounded_plain(&self.m, &__INPUTS[0])?;
            __c::bounded_plain(&self.n, &__INPUTS[1])?;
            __c::bounded_plain(&self.k, &__INPUTS[2])?;
            __c::bounded_plain(&self.tile_m, &__INPUTS[3])?;
            __c::bounded_plain(&self.tile_n, &__INPUTS[4])?;
            __c::bounded_plain(&self.tile_k, &__INPUTS[5])?;
            __c::bounded(&self.operand_bytes, &__INPUTS[6])?;
            __c::bounded(&self.accumulator_bytes, &__INPUTS[7])?;
            __c::finite(&self.double_buffered, &__INPUTS[8])?;
            Ok(())
        }
        #[doc(hidden)]
        fn __explain_unblocked_intensity(&self) -> __c::Parts {
            __c::traced(
                self.unblocked_intensity(),
                &__PROPERTIES[10],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "arithmetic_intensity", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let part = FLOP.of(2.0);
                    Ok((& __c::Showing(& part, None)).__shown()) }) ()),
                    __c::Operand::Value((|| -> ::core::result::Result < Option <
                    __c::Value >, __c::EvalError > { let operand_bytes = __Clone::clone(&
                    self.operand_bytes); let part = (2i64).eq_mul(operand_bytes) ?; Ok((&
                    __c::Showing(& part, None)).__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_compulsory_intensity(&self) -> __c::Parts {
            __c::traced(
                self.compulsory_intensity(),
                &__PROPERTIES[11],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "arithmetic_intensity", args :
                    ::std::vec![__c::Operand::Name("flops"), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let m = __Clone::clone(& self.m); let k = __Clone::clone(& self.k);
                    let n = __Clone::clone(& self.n); let operand_bytes =
                    __Clone::clone(& self.operand_bytes); let part = m.eq_mul(k) ?
                    .eq_add(k.eq_mul(n) ?) ? .eq_add(m.eq_mul(n) ?) ?
                    .eq_mul(operand_bytes) ?; Ok((& __c::Showing(& part, None))
                    .__shown()) }) ())] }
                ],
            )
        }
        #[doc(hidden)]
        fn __explain_row_b_reads(&self, cells: i64) -> __c::Parts {
            __c::traced(
                self.row_b_reads(__Clone::clone(&cells)),
                &__METHODS[1],
                ::std::vec![],
                ::std::vec![
                    __c::CallSite { name : "require", args :
                    ::std::vec![__c::Operand::Value((|| -> ::core::result::Result <
                    Option < __c::Value >, __c::EvalError > { let cells =
                    __Clone::clone(& cells); let part = cells >= 1; Ok((& __c::Showing(&
                    part, None)).__shown()) }) ()), __c::Operand::Value((|| ->
                    ::core::result::Result < Option < __c::Value >, __c::EvalError > {
                    let part = "a row has at least one cell"; Ok((& __c::Showing(& part,
                    None)).__shown()) }) ())] }, __c::CallSite { name : "floor_div", args
                    : ::std::vec![__c::Operand::Name("macs"),
                    __c::Operand::Name("cells")] }
                ],
            )
        }
    }
    impl MatmulTileBuilder {
        ///Sets `m`: Rows of A and C.
        #[must_use]
        pub fn m(mut self, value: i64) -> Self {
            self.m = Some(value);
            self
        }
        ///Sets `n`: Columns of B and C.
        #[must_use]
        pub fn n(mut self, value: i64) -> Self {
            self.n = Some(value);
            self
        }
        ///Sets `k`: The reduction: columns of A, rows of B.
        #[must_use]
        pub fn k(mut self, value: i64) -> Self {
            self.k = Some(value);
            self
        }
        ///Sets `tile_m`: Rows of an output tile.
        #[must_use]
        pub fn tile_m(mut self, value: i64) -> Self {
            self.tile_m = Some(value);
            self
        }
        ///Sets `tile_n`: Columns of an output tile.
        #[must_use]
        pub fn tile_n(mut self, value: i64) -> Self {
            self.tile_n = Some(value);
            self
        }
        ///Sets `tile_k`: Reduction elements per step.
        #[must_use]
        pub fn tile_k(mut self, value: i64) -> Self {
            self.tile_k = Some(value);
            self
        }
        ///Sets `operand_bytes`: Storage width of one operand.
        #[must_use]
        pub fn operand_bytes(mut self, value: Information) -> Self {
            self.operand_bytes = Some(value);
            self
        }
        ///Sets `accumulator_bytes`: Storage width of one accumulator value.
        #[must_use]
        pub fn accumulator_bytes(mut self, value: Information) -> Self {
            self.accumulator_bytes = Some(value);
            self
        }
        ///Sets `double_buffered`: Whether the operand tiles are double buffered.
        #[must_use]
        pub fn double_buffered(mut self, value: bool) -> Self {
            self.double_buffered = Some(value);
            self
        }
        /// Checks every input (required ones present, numbers finite and within their
        /// declared ranges, the scenario's rules) and builds the scenario.
        ///
        /// # Errors
        ///
        /// The first input that is missing, out of range or breaks a rule.
        pub fn build(self) -> __Result<MatmulTile, __c::InputError> {
            let scenario = MatmulTile {
                m: __c::given(self.m, "m")?,
                n: __c::given(self.n, "n")?,
                k: __c::given(self.k, "k")?,
                tile_m: __c::given(self.tile_m, "tile_m")?,
                tile_n: __c::given(self.tile_n, "tile_n")?,
                tile_k: __c::given(self.tile_k, "tile_k")?,
                operand_bytes: __c::given(self.operand_bytes, "operand_bytes")?,
                accumulator_bytes: __c::given(
                    self.accumulator_bytes,
                    "accumulator_bytes",
                )?,
                double_buffered: self.double_buffered.unwrap_or_else(|| false),
            };
            scenario.__validate()?;
            Ok(scenario)
        }
    }
    impl __c::Builder for MatmulTileBuilder {
        type Scenario = MatmulTile;
        fn set_input(
            &mut self,
            name: &str,
            value: &__c::InputValue,
        ) -> __Result<(), __c::InputError> {
            match name {
                "m" => self.m = __c::set(value, &__INPUTS[0])?,
                "n" => self.n = __c::set(value, &__INPUTS[1])?,
                "k" => self.k = __c::set(value, &__INPUTS[2])?,
                "tile_m" => self.tile_m = __c::set(value, &__INPUTS[3])?,
                "tile_n" => self.tile_n = __c::set(value, &__INPUTS[4])?,
                "tile_k" => self.tile_k = __c::set(value, &__INPUTS[5])?,
                "operand_bytes" => self.operand_bytes = __c::set(value, &__INPUTS[6])?,
                "accumulator_bytes" => {
                    self.accumulator_bytes = __c::set(value, &__INPUTS[7])?;
                }
                "double_buffered" => {
                    self.double_buffered = __c::set(value, &__INPUTS[8])?;
                }
                _ => return Err(__c::unknown_input(name, __INPUTS)),
            }
            Ok(())
        }
        fn build(self) -> __Result<MatmulTile, __c::InputError> {
            MatmulTileBuilder::build(self)
        }
    }
    impl<'a> MatmulTileValues<'a> {
        /// The scenario these values were computed from.
        #[must_use]
        pub fn scenario(&self) -> &'a MatmulTile {
            self.scenario
        }
        ///[`MatmulTile::fits`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn fits(&self, capacity: Information) -> __Result<bool, __c::EvalError> {
            self.scenario.__eq_fits(__Clone::clone(&self.live_bytes)?, capacity)
        }
        ///[`MatmulTile::row_b_reads`] from the properties computed already; its errors are the method's.
        #[inline]
        pub fn row_b_reads(&self, cells: i64) -> __Result<i64, __c::EvalError> {
            self.scenario.__eq_row_b_reads(__Clone::clone(&self.macs)?, cells)
        }
    }
    impl __c::Scenario for MatmulTile {
        const INFO: &'static __c::meta::ScenarioInfo = &__c::meta::ScenarioInfo {
            name: "MatmulTile",
            family: &MAPPING,
            summary: "A matrix multiply C = A·B (A of `m` × `k`, B of `k` × `n`) computed one output tile at a time: tile counts, intensities, on-chip buffers and the traffic of each loop order.",
            description: "Each output tile of `tile_m` × `tile_n` sums products of an A tile and a B tile, stepping\nthrough the reduction `tile_k` elements at a time; partial tiles at the edges count as whole\ntiles. The on-chip store holds one A tile and one B tile (two of each when double buffered,\nso the next pair loads while this one is used) and the accumulator tile. With this tiling A\nis loaded once per column of output tiles and B once per row, and C is written once. The\nsingle-cell loop orders keep one value per cell instead: the held operand is loaded once, the\nother operand streams once per MAC, and a partial sum that is not held is read and written\nonce per MAC.",
            notes: __c::meta::Notes {
                equation: "tiles = ⌈m ÷ T_M⌉·⌈n ÷ T_N⌉ (·⌈k ÷ T_K⌉ products); I_tile = 2·T_M·T_N·T_K ÷ ((T_M·T_K + T_K·T_N)·b); live = copies·(T_M·T_K + T_K·T_N)·b + T_M·T_N·b_acc; moves = m·k·⌈n ÷ T_N⌉ + k·n·⌈m ÷ T_M⌉ + m·n",
                assumptions: &[
                    "Operands are `operand_bytes` each and the accumulator `accumulator_bytes`; the compulsory intensity counts C at the operand width, as written back.",
                    "Double buffering doubles the operand tiles, not the accumulator tile.",
                    "Sizes and tiles are at least 1 (a tile may exceed its dimension: one partial tile); widths are above zero. The reference takes zero and negative sizes and fails on zero tiles.",
                    "A row of cells holding A values has at least one cell.",
                ],
                rules: __RULES,
                excludes: &[
                    "Caches between the on-chip store and memory, and the schedule's timing: this counts bytes and moves, not cycles.",
                ],
                derivation: &[
                    "Each output tile reads T_M·T_K + T_K·T_N operands per step and does 2·T_M·T_N·T_K FLOPs there, so the tile's intensity is (2 ÷ b)·T_M·T_N ÷ (T_M + T_N), independent of T_K.",
                ],
            },
            examples: &[
                __c::meta::Example {
                    title: "A 4,096-square FP16 matmul in 128-wide tiles",
                    code: "// A 4,096-square FP16 matmul in 128-wide tiles\nuse mlsysim_compute::mapping::matmul4096_fp16_tile128;\n\nlet s = matmul4096_fp16_tile128()?;\nassert_eq!(s.output_tiles()?, 1024);\nassert_eq!(s.tile_intensity()?.value, 64.0);\nassert!(s.fits(mlsysim_core::units::KIB.of(128.0))?);\nassert!(!s.fits(mlsysim_core::units::KIB.of(64.0))?);\n# Ok::<(), Box<dyn std::error::Error>>(())",
                },
            ],
            source_file: ::core::file!(),
            inputs: __INPUTS,
            properties: __PROPERTIES,
            methods: __METHODS,
            one_of: &[],
        };
        type Builder = MatmulTileBuilder;
        fn to_builder(&self) -> MatmulTileBuilder {
            self.variant()
        }
        fn evaluation(&self) -> __c::Report {
            let values = self.evaluate();
            __c::report::<
                Self,
            >(
                &[
                    &self.m,
                    &self.n,
                    &self.k,
                    &self.tile_m,
                    &self.tile_n,
                    &self.tile_k,
                    &self.operand_bytes,
                    &self.accumulator_bytes,
                    &self.double_buffered,
                ],
                &[
                    &values.macs,
                    &values.flops,
                    &values.tiles_m,
                    &values.tiles_n,
                    &values.tiles_k,
                    &values.output_tiles,
                    &values.tile_products,
                    &values.tile_product_flops,
                    &values.tile_product_bytes,
                    &values.tile_intensity,
                    &values.unblocked_intensity,
                    &values.compulsory_intensity,
                    &values.buffer_copies,
                    &values.a_tile_bytes,
                    &values.b_tile_bytes,
                    &values.accumulator_tile_bytes,
                    &values.operand_tile_bytes,
                    &values.live_bytes,
                    &values.a_bytes,
                    &values.a_elements,
                    &values.b_elements,
                    &values.c_elements,
                    &values.a_moves,
                    &values.b_moves,
                    &values.tiled_moves,
                    &values.global_loads_per_mac,
                    &values.partial_sum_moves,
                    &values.a_stationary_moves,
                    &values.output_stationary_moves,
                    &values.b_stationary_moves,
                ],
            )
        }
        fn call(
            &self,
            method: &str,
            args: &[__c::InputValue],
        ) -> __Result<__c::Value, __c::EvalError> {
            match method {
                "fits" => {
                    let (a0,) = __c::args(args, &__METHODS[0])?;
                    __c::method_value(self.fits(a0), &__METHODS[0])
                }
                "row_b_reads" => {
                    let (a0,) = __c::args(args, &__METHODS[1])?;
                    __c::method_value(self.row_b_reads(a0), &__METHODS[1])
                }
                _ => Err(__c::unknown_method(method, __METHODS, __PROPERTIES)),
            }
        }
        fn explain_parts(
            &self,
            member: &str,
            args: &[__c::InputValue],
        ) -> Option<__Result<__c::Parts, __c::EvalError>> {
            match member {
                "unblocked_intensity" => Some(Ok(self.__explain_unblocked_intensity())),
                "compulsory_intensity" => Some(Ok(self.__explain_compulsory_intensity())),
                "row_b_reads" => {
                    Some(
                        __c::args(args, &__METHODS[1])
                            .map(|(a0,)| self.__explain_row_b_reads(a0)),
                    )
                }
                _ => None,
            }
        }
    }
    __c::glue!(MatmulTile);
};
