//! What speeding up part of a system buys the whole (Amdahl).

use crate::law;

/// Overall speedup when a share `p` of the time is made `s` times faster: 1 / ((1 − p) + p/s).
#[law(
    reference = "mlsysim.physics.performance.calc_amdahls_speedup",
    samples(p = [0.5, 0.95], s = [2.0, 10.0])
)]
pub fn amdahl_speedup(p: f64, s: f64) -> f64 {
    {
        require(
            (0.0..=1.0).contains(&p),
            "the accelerated share p lies in [0, 1]",
        )?;
        require(s > 0.0, "the speedup of the accelerated part is above 0")?;
        1.0 / ((1.0 - p) + p / s)
    }
}

/// The most the whole can gain when a share `p` becomes infinitely fast: 1 / (1 − p).
#[law(samples(p = [0.5, 0.95]))]
pub fn amdahl_ceiling(p: f64) -> f64 {
    {
        require(
            (0.0..1.0).contains(&p),
            "the accelerated share p lies in [0, 1): at 1 there is no ceiling",
        )?;
        1.0 / (1.0 - p)
    }
}
