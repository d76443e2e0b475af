//! The serving family and its sections, each declared once.

use mlsysim_core::Family;

/// Serving models: memory, batching, queues and what a token costs.
pub const SERVING: Family = Family::new(
    "serving",
    "Serving",
    "Sizing an LLM or vision service: how much KV cache fits, which batch meets a latency budget, what a token costs, when a queue blows up.",
);

/// KV cache management: footprint, paging, prefix reuse, pauses and residency.
pub const KV_CACHE: Family = Family::within(
    &SERVING,
    "kv-cache",
    "KV cache management",
    "How much key-value cache a request holds, how many fit, and what paging, prefix reuse and speculation change.",
);

/// Model serving on one machine: batching, queues, start-up and surges.
pub const ONE_MACHINE: Family = Family::within(
    &SERVING,
    "one-machine",
    "Model serving on one machine",
    "Batching and queueing on one server: cost per request, capacity plans, batch windows, cold starts and surges.",
);

/// Serving a stream of tokens on one machine.
pub const TOKEN_STREAM: Family = Family::within(
    &SERVING,
    "token-stream",
    "Serving a stream of tokens on one machine",
    "Decode steps bound by memory bandwidth, the batch a latency target allows, and what a token costs in energy.",
);

/// Serving at scale: fleets, tax, batching knees and Little's law.
pub const AT_SCALE: Family = Family::within(
    &SERVING,
    "at-scale",
    "Serving at scale",
    "What serving a fleet costs, the overheads it pays, the batch at which throughput bends, and occupancy by Little's law.",
);
