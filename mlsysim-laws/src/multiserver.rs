//! Queues with several servers: the wait of an M/M/c queue. The one-server queues and the
//! Pollaczek-Khinchine wait are in `queueing`.

use crate::law;
use crate::units::{Frequency, Time};

/// Erlang C, the chance an arrival waits, in SI magnitudes: with a = λ/μ and ρ = a/c,
/// P = T_c/(Σ_{i<c} aⁱ/i! + T_c), T_c = a^c/(c!·(1 − ρ)). Each term is carried as its
/// logarithm and summed with the largest factored out, so that a large c neither overflows
/// nor underflows.
fn erlang_c(lam: f64, mu: f64, servers: i64) -> f64 {
    let c = servers as f64;
    let rho = lam / (c * mu);
    let a = c * rho;
    let log_last = c * a.ln() - libm::lgamma(c + 1.0) - (1.0 - rho).ln();
    let log_terms: Vec<f64> = (0..servers)
        .map(|i| i as f64 * a.ln() - libm::lgamma(i as f64 + 1.0))
        .collect();
    let top = log_terms.iter().copied().fold(log_last, f64::max);
    let spread: f64 = log_terms.iter().map(|t| (t - top).exp()).sum();
    let p = (log_last - top).exp() / (spread + (log_last - top).exp());
    p.clamp(0.0, 1.0)
}

/// The `quantile` of the queueing wait in an M/M/c queue with `servers` servers, arrivals at
/// `arrival_rate` and service at `service_rate` each. An arrival waits with the Erlang C
/// chance P_wait; conditional on waiting, the wait is exponential at rate c·μ·(1 − ρ), so
/// P(W > t) = P_wait·e^(−rate·t) and t_q = ln(P_wait/(1 − q))/rate, zero when fewer than
/// 1 − q of arrivals wait at all. The reference reports the median and the 99th percentile.
/// An error when the queue is unstable (λ ≥ c·μ), where the reference reports infinite waits.
#[law(
    reference = "mlsysim.physics.serving.calc_queue_latency_mmc",
    unit = SECOND,
    samples(arrival_rate = ["0.6 1/s", "0.95 1/s"], service_rate = ["1 1/s", "3 1/s"], servers = [1, 4], quantile = [0.5, 0.99])
)]
pub fn mmc_wait_quantile(
    arrival_rate: Frequency,
    service_rate: Frequency,
    servers: i64,
    quantile: f64,
) -> Time {
    {
        require(
            (1..=1_000_000).contains(&servers),
            "the servers are a count of 1 to a million",
        )?;
        require(
            arrival_rate > per_second(0.0) && service_rate > per_second(0.0),
            "the arrival and service rates are positive",
        )?;
        require(
            quantile > 0.0 && quantile < 1.0,
            "the quantile lies strictly between 0 and 1",
        )?;
        let (lam, mu, c) = (arrival_rate.value, service_rate.value, servers as f64);
        require(
            lam < c * mu,
            "the arrivals stay below the servers' capacity (the queue is stable)",
        )?;
        let p_wait = self::erlang_c(lam, mu, servers);
        let rate = c * mu * (1.0 - lam / (c * mu));
        let tail = 1.0 - quantile;
        seconds(if p_wait < tail {
            0.0
        } else {
            max(0.0, -ln(tail / p_wait)? / rate)
        })
    }
}
