//! Property tests of the pure parts: ticks lie in their range in increasing order, and maps
//! from values to pixels are monotone and proportional.

use crate::scale::Mapping;
use crate::ticks;
use proptest::prelude::*;

/// A range `lo < hi` whose width is not lost in the precision of its ends.
fn range() -> impl Strategy<Value = (f64, f64)> {
    (-1e9..1e9_f64, -6.0..9.0_f64).prop_map(|(lo, e)| {
        let span = 10f64.powf(e).max(lo.abs() * 1e-6);
        (lo, lo + span)
    })
}

fn increasing_within(t: &[f64], lo: f64, hi: f64) -> Result<(), TestCaseError> {
    for v in t {
        prop_assert!(*v >= lo && *v <= hi, "{v} outside {lo}..{hi}");
    }
    for w in t.windows(2) {
        prop_assert!(w[0] < w[1], "{:?} not increasing", w);
    }
    Ok(())
}

proptest! {
    #[test]
    fn linear_ticks_are_nice_and_within((lo, hi) in range()) {
        let t = ticks::linear(lo, hi, false);
        increasing_within(&t, lo, hi)?;
        prop_assert!((4..=8).contains(&t.len()), "{lo}..{hi}: {t:?}");
    }

    #[test]
    fn integer_ticks_are_whole((lo, span) in (-100_000i64..100_000, 1i64..1_000_000)) {
        let (lo, hi) = (lo as f64, (lo + span) as f64);
        let t = ticks::linear(lo, hi, true);
        increasing_within(&t, lo, hi)?;
        prop_assert!((2..=8).contains(&t.len()), "{lo}..{hi}: {t:?}");
        prop_assert!(t.iter().all(|v| v.fract() == 0.0), "{t:?}");
    }

    #[test]
    fn log_ticks_are_within(a in -30.0..30.0_f64, decades in 0.01..40.0_f64, integer: bool) {
        let (lo, hi) = (10f64.powf(a), 10f64.powf(a + decades));
        let t = ticks::log(lo, hi, integer);
        increasing_within(&t, lo, hi)?;
        prop_assert!(t.len() <= 10, "{lo}..{hi}: {t:?}");
        if decades >= 1.0 && !integer {
            prop_assert!(t.len() >= 2, "{lo}..{hi}: {t:?}");
        }
    }

    #[test]
    fn linear_maps_are_monotone_and_proportional(
        (lo, hi) in range(),
        (a, b, d) in (0.0..1.0_f64, 0.0..1.0_f64, 0.0..0.5_f64),
        (from, to) in (0.0..1000.0_f64, 0.0..1000.0_f64),
    ) {
        prop_assume!((to - from).abs() > 1.0);
        let m = Mapping::linear(lo, hi, from, to);
        let at = |f: f64| lo + f * (hi - lo);
        let (pa, pb, pad, pbd) = (m.px(at(a)), m.px(at(b)), m.px(at(a + d)), m.px(at(b + d)));
        // Equal differences, equal distances.
        prop_assert!(((pad - pa) - (pbd - pb)).abs() <= 1e-6 * (to - from).abs());
        // Monotone in the direction of the pixels.
        if a < b {
            prop_assert!((pb - pa) * (to - from) >= 0.0);
        }
    }

    #[test]
    fn log_maps_are_monotone_and_proportional(
        (e_lo, decades) in (-20.0..20.0_f64, 0.1..20.0_f64),
        (a, b, r) in (0.0..1.0_f64, 0.0..1.0_f64, 0.0..0.5_f64),
        (from, to) in (0.0..1000.0_f64, 0.0..1000.0_f64),
    ) {
        prop_assume!((to - from).abs() > 1.0);
        let (lo, hi) = (10f64.powf(e_lo), 10f64.powf(e_lo + decades));
        let m = Mapping::log(lo, hi, from, to);
        let at = |f: f64| lo * 10f64.powf(f * decades);
        let ratio = 10f64.powf(r * decades);
        let (pa, pb) = (m.px(at(a)), m.px(at(b)));
        let (par, pbr) = (m.px(at(a) * ratio), m.px(at(b) * ratio));
        // Equal ratios, equal distances.
        prop_assert!(((par - pa) - (pbr - pb)).abs() <= 1e-6 * (to - from).abs());
        if a < b {
            prop_assert!((pb - pa) * (to - from) >= 0.0);
        }
    }
}
