use super::STORAGE;
use mlsysim_core::units::GB_PER_SECOND;
use mlsysim_core::{DataRate, InputError, preset, scenario};

/// Small files packaged into large shards: how many samples each shard holds.
///
/// A file system rated for high bandwidth still stalls on metadata when every sample is a
/// file of its own; packaging them into shards turns millions of opens into thousands.
#[scenario(
    family = STORAGE,
    assumption = "Files are spread evenly over the shards.",
    excludes = "The metadata service's own rate limit, which the reference does not model.",
    derivation = "An even split.",
    example = r#"
// 4,000 images per tar shard
use mlsysim_data::storage::image_file_metadata_meltdown;

let s = image_file_metadata_meltdown()?;
assert_eq!(s.files_per_shard()?, 4000.0);
# Ok::<(), Box<dyn std::error::Error>>(())
"#
)]
pub struct ShardPackaging {
    /// Sample files.
    #[input(range = 1..)]
    pub files: i64,
    /// Shards they are packaged into.
    #[input(range = 1..)]
    pub shards: i64,
    /// Bandwidth the file system is rated at (context: the reference reads nothing from it).
    #[input(positive, unit = GB_PER_SECOND)]
    pub rated_bandwidth: DataRate,

    /// Samples in each shard.
    #[property(files / shards)]
    pub files_per_shard: f64,
}

/// 200 million image files on a file system rated at 500 GB/s, packaged into 50,000 tar
/// shards.
#[preset(name = "ImageFileMetadataMeltdown")]
pub fn image_file_metadata_meltdown() -> Result<ShardPackaging, InputError> {
    ShardPackaging::builder()
        .files(200_000_000)
        .shards(50_000)
        .rated_bandwidth(GB_PER_SECOND.of(500.0))
        .build()
}
