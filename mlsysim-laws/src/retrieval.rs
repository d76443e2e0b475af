//! Retrieval from long-term memory: whole records staged in a token allowance, a lexical
//! index ranking by BM25, an exact vector scan streaming every eligible vector, and a typed
//! traversal growing with depth.

use crate::law;
use crate::units::{DataRate, Information, Time};

/// Whole serialized records that fit a retrieval allowance after its envelope, each paying its
/// body and its metadata: ⌊(allowance − envelope) / record⌋, rounded toward −∞ as the
/// reference's integer division is.
#[law(
    reference = "mlsysim.physics.retrieval.calc_records_that_fit",
    samples(allowance = [6144, 100], envelope = [128], record = [576, 640])
)]
pub fn records_that_fit(allowance: i64, envelope: i64, record: i64) -> i64 {
    {
        require(record > 0, "a record takes at least one token")?;
        floor_div(allowance - envelope, record)?
    }
}

/// BM25's inverse document frequency, the variant that is never negative:
/// ln(1 + (N − n + ½)/(n + ½)) for a term in n of N documents.
#[law(
    reference = "mlsysim.physics.retrieval.calc_bm25_idf",
    samples(documents = [100000, 1000], matching_documents = [5, 500, 1000])
)]
pub fn bm25_idf(documents: i64, matching_documents: i64) -> f64 {
    {
        require(
            matching_documents >= 0 && matching_documents <= documents,
            "a term is in at least 0 and at most every one of the documents",
        )?;
        let odds =
            ((documents - matching_documents) as f64 + 0.5) / (matching_documents as f64 + 0.5);
        odds.ln_1p()
    }
}

/// BM25's length term in the denominator: k₁·(1 − b + b·|D|/avgdl), which grows with a
/// document's length relative to the average when b > 0.
#[law(
    reference = "mlsysim.physics.retrieval.calc_bm25_length_normalizer",
    samples(length = [80.0, 4000.0], average_length = [400.0], k1 = [1.2], b = [0.75, 0.0])
)]
pub fn bm25_length_normalizer(length: f64, average_length: f64, k1: f64, b: f64) -> f64 {
    {
        require(average_length > 0.0, "the average length is above 0")?;
        k1 * (1.0 - b + b * length / average_length)
    }
}

/// One query term's BM25 contribution to a document's score:
/// IDF·f·(k₁ + 1) / (f + k₁·(1 − b + b·|D|/avgdl)); frequency saturates through k₁ and long
/// documents are discounted through b.
#[law(
    reference = "mlsysim.physics.retrieval.calc_bm25_term_score",
    samples(idf = [9.85], frequency = [1.0, 6.0], length = [80.0, 4000.0], average_length = [400.0], k1 = [1.2], b = [0.75])
)]
pub fn bm25_term_score(
    idf: f64,
    frequency: f64,
    length: f64,
    average_length: f64,
    k1: f64,
    b: f64,
) -> f64 {
    {
        let normalizer = bm25_length_normalizer(length, average_length, k1, b)?;
        idf * frequency * (k1 + 1.0) / (frequency + normalizer)
    }
}

/// Nodes of an exact tree through `depth` levels below the seed (the seed is depth zero), with
/// `children` children a node: 1 + c + c² + … + c^d = (c^(d+1) − 1)/(c − 1), d + 1 for one
/// child. Exact in integers: an overflow is an error, not a rounded count.
#[law(
    reference = "mlsysim.physics.retrieval.calc_full_tree_nodes",
    samples(children = [3, 1, 0, 10], depth = [0, 3, 12])
)]
pub fn full_tree_nodes(children: i64, depth: i64) -> i64 {
    {
        require(children >= 0, "a node has at least 0 children")?;
        require(depth >= 0, "the depth is at least 0 (the seed alone)")?;
        if children == 1 {
            depth + 1
        } else {
            floor_div(pow(children, depth + 1)? - 1, children - 1)?
        }
    }
}

/// Vectors an exact scan streams within a time budget when bandwidth sets the floor:
/// t·B / (d·b), d values of b bytes a vector (the scan's arithmetic sits far below the
/// ridge point and is left out).
#[law(
    reference = "mlsysim.physics.retrieval.calc_vectors_in_budget",
    samples(budget = ["10 ms", "1 s"], bandwidth = ["80 GB/s"], dimension = [768.0, 1536.0], bytes_per_value = ["2 B", "4 B"])
)]
pub fn vectors_in_budget(
    budget: Time,
    bandwidth: DataRate,
    dimension: f64,
    bytes_per_value: Information,
) -> f64 {
    {
        require(dimension > 0.0, "a vector has at least one value")?;
        budget * bandwidth / (dimension * bytes_per_value)
    }
}
