//! Where the ticks of an axis go: pure functions of the axis range.
//!
//! Linear ticks are multiples of a "nice" step (1, 2, 2.5 or 5 × 10^k) chosen so that 4 to 8 of
//! them fall in the range (5 preferred); integer ticks (counts) only take whole steps, of one or
//! more. Log ticks are powers of ten, with the 2 and 5 multiples when the range is under three
//! decades. Every tick returned lies within `[lo, hi]`, in strictly increasing order.

/// The tick count aimed at; counts from 4 to 8 are all acceptable.
const AIM: f64 = 5.0;

/// `10^e`, correctly rounded (parsed from its decimal form rather than multiplied up).
pub(crate) fn pow10(e: i32) -> f64 {
    format!("1e{e}").parse().unwrap_or(f64::NAN)
}

/// `n × 10^e` as the double nearest to that decimal where `10^|e|` is exact (|e| <= 22).
fn scaled(n: f64, e: i32) -> f64 {
    if e >= 0 { n * pow10(e) } else { n / pow10(-e) }
}

/// A step `q × 10^e`.
#[derive(Debug, Clone, Copy)]
struct Step {
    q: f64,
    e: i32,
}

impl Step {
    fn size(self) -> f64 {
        scaled(self.q, self.e)
    }

    /// The multiples of this step within `[lo, hi]`, as `(first, last)` multipliers.
    fn span(self, lo: f64, hi: f64) -> (f64, f64) {
        let s = self.size();
        ((lo / s).ceil(), (hi / s).floor())
    }

    fn ticks(self, lo: f64, hi: f64) -> Vec<f64> {
        let (first, last) = self.span(lo, hi);
        let mut out = Vec::new();
        // Bounded, so that no range can make this loop long.
        for n in 0..64 {
            let i = first + f64::from(n);
            if i > last {
                break;
            }
            let t = scaled(i * self.q, self.e);
            if t >= lo && t <= hi && out.last().is_none_or(|&p| t > p) {
                out.push(if t == 0.0 { 0.0 } else { t });
            }
        }
        out
    }
}

/// How far a tick count is from the aim; counts outside 4..=8 always lose to counts inside.
fn badness(count: f64) -> f64 {
    let off = (count - AIM).abs();
    if (4.0..=8.0).contains(&count) {
        off
    } else {
        100.0 + off
    }
}

/// Nice ticks of a linear axis over `[lo, hi]` (`lo < hi`, both finite). With `integer`, only
/// whole steps of at least 1 are used (a count axis over 0..15 gets 0, 5, 10, 15).
pub(crate) fn linear(lo: f64, hi: f64, integer: bool) -> Vec<f64> {
    let span = hi - lo;
    if !(span > 0.0 && span.is_finite()) {
        return Vec::new();
    }
    let k = span.log10().floor() as i32;
    let mut best: Option<(f64, Step)> = None;
    for e in (k - 2)..=(k + 1) {
        // In increasing size: 1, 2, 2.5, 5 × 10^e.
        for step in [(1.0, e), (2.0, e), (25.0, e - 1), (5.0, e)].map(|(q, e)| Step { q, e }) {
            let size = step.size();
            if integer && (size < 1.0 || size.fract() != 0.0) {
                continue;
            }
            let (first, last) = step.span(lo, hi);
            let score = badness(last - first + 1.0);
            // `<=`: on a tie the larger step (fewer, rounder ticks) wins.
            if best.is_none_or(|(b, _)| score <= b) {
                best = Some((score, step));
            }
        }
    }
    best.map(|(_, step)| step.ticks(lo, hi)).unwrap_or_default()
}

/// Ticks of a log axis over `[lo, hi]` (`0 < lo < hi`): powers of ten (every n-th decade when
/// there are more than 8), with 2 and 5 multiples under three decades, 1..9 multiples when that
/// still gives fewer than two, and nice linear ticks as the last resort. With `integer`, only
/// whole values are kept.
pub(crate) fn log(lo: f64, hi: f64, integer: bool) -> Vec<f64> {
    if !(lo > 0.0 && hi > lo && hi.is_finite()) {
        return Vec::new();
    }
    let (a, b) = (lo.log10(), hi.log10());
    let (e_lo, e_hi) = (a.floor() as i32 - 1, b.ceil() as i32 + 1);
    let keep = |t: &f64| *t >= lo && *t <= hi && (!integer || t.fract() == 0.0);
    let multiples = |qs: &[f64]| -> Vec<f64> {
        (e_lo..=e_hi)
            .flat_map(|e| qs.iter().map(move |&q| scaled(q, e)))
            .filter(keep)
            .collect()
    };
    let mut ticks = if b - a < 3.0 {
        multiples(&[1.0, 2.0, 5.0])
    } else {
        let decades = multiples(&[1.0]);
        let stride = if decades.len() <= 8 {
            1
        } else {
            decades.len().div_ceil(7) as i32
        };
        (e_lo..=e_hi)
            .filter(|e| e.rem_euclid(stride) == 0)
            .map(pow10)
            .filter(keep)
            .collect()
    };
    if ticks.len() < 2 {
        ticks = multiples(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0]);
    }
    if ticks.len() < 2 {
        ticks = linear(lo, hi, integer);
    }
    ticks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_get_whole_ticks() {
        assert_eq!(linear(0.0, 15.0, true), [0.0, 5.0, 10.0, 15.0]);
        assert_eq!(linear(0.0, 15.75, true), [0.0, 5.0, 10.0, 15.0]);
        assert_eq!(linear(0.0, 4.0, true), [0.0, 1.0, 2.0, 3.0, 4.0]);
        assert_eq!(linear(0.0, 1.0, true), [0.0, 1.0]);
        assert!(linear(0.0, 7.0, true).iter().all(|t| t.fract() == 0.0));
    }

    #[test]
    fn quantities_get_nice_steps() {
        assert_eq!(linear(0.0, 100.0, false), [0.0, 25.0, 50.0, 75.0, 100.0]);
        assert_eq!(linear(0.0, 1.0, false), [0.0, 0.25, 0.5, 0.75, 1.0]);
        assert_eq!(linear(0.0, 31.0, false), [0.0, 10.0, 20.0, 30.0]);
        assert_eq!(linear(-0.9, 30.9, false), [0.0, 10.0, 20.0, 30.0]);
        assert_eq!(linear(0.0, 0.7, false), [0.0, 0.2, 0.4, 0.6]);
        assert_eq!(
            linear(-3.0, 3.0, false),
            [-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0]
        );
        assert_eq!(linear(1e9, 3e9, false), [1e9, 1.5e9, 2e9, 2.5e9, 3e9]);
    }

    #[test]
    fn nice_ticks_are_between_four_and_eight() {
        for hi in [1.0, 1.3, 2.2, 3.7, 7.1, 9.9, 12.0, 47.0, 83.0, 150.0] {
            let n = linear(0.0, hi, false).len();
            assert!((4..=8).contains(&n), "0..{hi}: {n} ticks");
        }
    }

    #[test]
    fn log_ticks_are_decades() {
        assert_eq!(log(1.0, 1e4, false), [1.0, 10.0, 100.0, 1000.0, 1e4]);
        assert_eq!(log(0.5, 2e5, false), [1.0, 10.0, 100.0, 1000.0, 1e4, 1e5]);
        let wide = log(1e-20, 1e20, false);
        assert!(wide.len() <= 8 && wide.len() >= 4, "{wide:?}");
    }

    #[test]
    fn short_log_ranges_add_twos_and_fives() {
        assert_eq!(log(1.0, 30.0, false), [1.0, 2.0, 5.0, 10.0, 20.0]);
        assert_eq!(log(6.0, 9.0, false), [6.0, 7.0, 8.0, 9.0]);
        assert_eq!(log(0.5, 3.0, true), [1.0, 2.0]);
        assert!(log(6.1, 6.9, false).len() >= 2);
    }
}
