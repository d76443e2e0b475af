//! From values to pixels. A linear axis maps a value by an affine function, a log axis maps its
//! base-10 logarithm by one, so equal differences (linear) or equal ratios (log) always cover
//! equal distances on the page.

/// The map of one axis: the value range `[lo, hi]` onto the pixels `from..to` (`to < from` for a
/// y axis, whose pixels grow downwards).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Mapping {
    lo: f64,
    hi: f64,
    log: bool,
    from: f64,
    to: f64,
}

impl Mapping {
    /// A linear map; `lo < hi`.
    pub(crate) fn linear(lo: f64, hi: f64, from: f64, to: f64) -> Self {
        Mapping {
            lo,
            hi,
            log: false,
            from,
            to,
        }
    }

    /// A log map; `0 < lo < hi`.
    pub(crate) fn log(lo: f64, hi: f64, from: f64, to: f64) -> Self {
        Mapping {
            lo: lo.log10(),
            hi: hi.log10(),
            log: true,
            from,
            to,
        }
    }

    /// The value as the axis measures it: itself, or its logarithm.
    fn measure(&self, v: f64) -> f64 {
        if self.log { v.log10() } else { v }
    }

    /// The pixel of a value.
    pub(crate) fn px(&self, v: f64) -> f64 {
        let t = (self.measure(v) - self.lo) / (self.hi - self.lo);
        self.from + t * (self.to - self.from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linear_ends_meet_the_pixel_ends() {
        let m = Mapping::linear(0.0, 30.0, 100.0, 700.0);
        assert_eq!(m.px(0.0), 100.0);
        assert_eq!(m.px(30.0), 700.0);
        assert_eq!(m.px(15.0), 400.0);
    }

    #[test]
    fn y_axes_run_upwards() {
        let m = Mapping::linear(0.0, 10.0, 380.0, 40.0);
        assert_eq!(m.px(0.0), 380.0);
        assert_eq!(m.px(10.0), 40.0);
    }

    #[test]
    fn log_decades_are_equal_distances() {
        let m = Mapping::log(1.0, 1000.0, 0.0, 300.0);
        assert!((m.px(10.0) - 100.0).abs() < 1e-9);
        assert!((m.px(100.0) - 200.0).abs() < 1e-9);
    }
}
