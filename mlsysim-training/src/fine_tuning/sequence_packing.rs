use super::FINE_TUNING;
use mlsysim_core::{InputError, preset, scenario};

/// Stored examples of different lengths, padded to the longest against packed into fixed
/// buffers: the positions each way and how full they are.
///
/// Padding allocates one row of the longest length per example, so occupancy is the mean length
/// over the longest. Packing places the examples longest first, each into the first buffer with
/// room (first-fit decreasing). Occupancy counts context and targets alike; it is not measured
/// throughput.
#[scenario(
    family = FINE_TUNING,
    rule(len(&lengths) >= 1, "`lengths` holds at least one example"),
    rule(all!(n in lengths, n <= capacity), "every example of `lengths` fits in one buffer of `capacity` tokens"),
    assumption = "Packed examples do not attend across their boundaries, so packing changes no example's loss.",
    example = r#"
// Eight examples of 512 to 32,768 tokens: padding uses a sixth of its positions, packing two
// buffers
use mlsysim_training::fine_tuning::eight_example_packing_batch;

let s = eight_example_packing_batch()?;
assert_eq!(s.buffers()?, 2);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct SequencePacking {
    /// Stored tokens of each example.
    #[input(range = 0..)]
    pub lengths: Vec<i64>,
    /// Tokens one buffer holds.
    #[input(range = 1.., mark = limit)]
    pub capacity: i64,

    /// Examples.
    #[property(len(&lengths))]
    pub examples: i64,
    /// Tokens stored.
    #[property(sum!(n in lengths, n))]
    pub stored: i64,
    /// The longest example.
    #[property(max!(n in lengths, n))]
    pub longest: i64,
    /// The mean example length.
    #[property(stored / examples)]
    pub mean_length: f64,
    /// Positions of every example padded to the longest.
    #[property(examples * longest)]
    pub padded_positions: i64,
    /// Tokens in each buffer, packed first-fit decreasing.
    #[property(first_fit_decreasing(lengths, capacity)?)]
    pub buffer_loads: Vec<i64>,
    /// Buffers the examples pack into.
    #[property(len(&buffer_loads))]
    pub buffers: i64,
    /// Positions of the packed buffers.
    #[property(buffers * capacity)]
    pub packed_positions: i64,
    /// Share of the padded positions that hold tokens.
    #[property(stored / padded_positions)]
    pub padded_occupancy: f64,
    /// Share of the packed positions that hold tokens.
    #[property(stored / packed_positions)]
    pub packed_occupancy: f64,
    /// Padded positions over packed ones.
    #[property(padded_positions / packed_positions)]
    pub position_ratio: f64,
}

/// Eight independent examples of 512 to 32,768 tokens against 32,768-token buffers.
#[preset(name = "EightExamplePackingBatch")]
pub fn eight_example_packing_batch() -> Result<SequencePacking, InputError> {
    SequencePacking::builder()
        .lengths(vec![32_768, 8_192, 4_096, 2_048, 1_024, 1_024, 512, 512])
        .capacity(32_768)
        .build()
}
