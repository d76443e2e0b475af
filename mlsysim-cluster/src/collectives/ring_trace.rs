use super::COLLECTIVES;
use mlsysim_core::{InputError, preset, scenario};

/// A ring AllReduce traced step by step on one short vector of whole numbers per GPU, each
/// vector split into as many chunks as there are GPUs.
///
/// In ReduceScatter step s, GPU i sends chunk (i − s) mod n to GPU i + 1, which adds it into
/// its own copy: after step s the receiver's chunk holds the sum over s + 2 GPUs. After n − 1
/// steps GPU i owns the fully reduced chunk (i + 1) mod n. In AllGather step s (from 1), GPU i
/// forwards chunk (i − s + 2) mod n, the one it completed or received last, so after n − 1
/// more steps every GPU holds every chunk.
#[scenario(
    family = COLLECTIVES,
    assumption = "Chunk j of every vector is its element j: each vector has at least as many elements as there are GPUs.",
    rule(!vectors.is_empty(), "`vectors` holds at least one GPU's vector"),
    rule(vectors.iter().all(|v| v.len() == vectors[0].len() && v.len() >= vectors.len()), "the vectors of `vectors` have one length, at least the number of GPUs"),
    excludes = "Time: the trace follows values, not bytes or startups.",
    derivation = "Patarasuk and Yuan (2009): ReduceScatter then AllGather around a ring.",
    example = r#"
// After the ReduceScatter, GPU 0 owns chunk 1 summed
use mlsysim_cluster::collectives::ring_trace_four_gpu;

let s = ring_trace_four_gpu()?;
assert_eq!(s.owned()?[0], [1, 26]);
assert_eq!(s.totals()?, [10, 26, 18, 34]);
assert_eq!(s.steps()?, 6);
# Ok::<(), Box<dyn std::error::Error>>(())
"#,
)]
pub struct RingTrace {
    /// Each GPU's vector.
    pub vectors: Vec<Vec<i64>>,

    /// GPUs in the ring.
    #[property(len(&vectors))]
    pub n_devices: i64,
    /// After each ReduceScatter step, each GPU's received chunk and its partial sum, as [chunk,
    /// sum].
    #[property(
        equation = "for each step s < n − 1 and GPU d: c = (d − s − 1) mod n, [c, Σ_{k=0}^{s+1} vectors[(c + k) mod n][c]]",
        body = {
        let mut steps = Vec::new();
        for s in 0..n_devices - 1 {
            let mut row = Vec::new();
            for d in 0..n_devices {
                let chunk = modulo(d - s - 1, n_devices)?;
                let mut partial = 0_i64;
                for k in 0..s + 2 {
                    partial += vectors[modulo(chunk + k, n_devices)?][chunk];
                }
                row.push(vec![chunk, partial]);
            }
            steps.push(row);
        }
        steps
    },
    )]
    pub scatter_reduce: Vec<Vec<Vec<i64>>>,
    /// The fully reduced chunk each GPU owns after the ReduceScatter, as [chunk, sum].
    #[property(
        equation = "for each GPU i: c = (i + 1) mod n, [c, totals[c]]",
        body = {
        let mut owned = Vec::new();
        for i in 0..n_devices {
            let chunk = modulo(i + 1, n_devices)?;
            let total = totals[chunk];
            owned.push(vec![chunk, total]);
        }
        owned
    },
    )]
    pub owned: Vec<Vec<i64>>,
    /// The element-wise sums of every vector.
    #[property(
        equation = "Σ_i vectors[i][j], for each element j",
        body = {
        let mut sums = Vec::new();
        for j in 0..len(&vectors[0]) {
            let mut column = 0_i64;
            for i in 0..n_devices {
                column += vectors[i][j];
            }
            sums.push(column);
        }
        sums
    },
    )]
    pub totals: Vec<i64>,
    /// After each AllGather step, the chunk each GPU receives and its total, as [chunk, total].
    #[property(
        equation = "for each step 1 ≤ s < n and GPU d: c = (d − s + 1) mod n, [c, totals[c]]",
        body = {
        let mut steps = Vec::new();
        for s in 1..n_devices {
            let mut row = Vec::new();
            for d in 0..n_devices {
                let chunk = modulo(d - s + 1, n_devices)?;
                let total = totals[chunk];
                row.push(vec![chunk, total]);
            }
            steps.push(row);
        }
        steps
    },
    )]
    pub all_gather: Vec<Vec<Vec<i64>>>,
    /// The chunks each GPU holds at the end, in order.
    #[property(
        equation = "for each GPU d: the chunks {(d + 1) mod n} ∪ {(d − s + 1) mod n : 1 ≤ s < n}, in order",
        body = {
        let mut held = Vec::new();
        for d in 0..n_devices {
            let own = modulo(d + 1, n_devices)?;
            let mut chunks = vec![own];
            for s in 1..n_devices {
                chunks.push(modulo(d - s + 1, n_devices)?);
            }
            chunks.sort_unstable();
            chunks.dedup();
            held.push(chunks);
        }
        held
    },
    )]
    pub held: Vec<Vec<i64>>,
    /// Steps of the whole AllReduce.
    #[property(2 * (n_devices - 1))]
    pub steps: i64,
}

/// A ring AllReduce traced on four GPUs with four-element vectors of small whole numbers, so
/// every partial sum can be followed by hand.
#[preset(name = "RingTraceFourGpu")]
pub fn ring_trace_four_gpu() -> Result<RingTrace, InputError> {
    RingTrace::builder()
        .vectors(vec![
            vec![1, 5, 3, 7],
            vec![2, 6, 4, 8],
            vec![3, 7, 5, 9],
            vec![4, 8, 6, 10],
        ])
        .build()
}
