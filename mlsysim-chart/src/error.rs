//! Why a chart could not be drawn, each reason saying what to change.

use std::fmt;

/// Why [`render`](crate::render) refused a chart. Nothing is drawn rather than a misleading
/// chart.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum ChartError {
    /// No series has a point.
    NoPoints,
    /// A point of the named series has a NaN or infinite coordinate.
    NonFinite {
        /// The series' name.
        series: String,
    },
    /// A value of the named series is too large or too small in magnitude to chart
    /// (outside 1e-200..1e200, other than 0).
    OutOfRange {
        /// The series' name.
        series: String,
    },
    /// The named reference line is at a NaN or infinite value.
    NonFiniteReference {
        /// The reference's label.
        label: String,
    },
    /// An axis explicitly on [`Scale::Log`](crate::Scale::Log) has a value at or below zero.
    NonPositiveOnLog {
        /// `"x"` or `"y"`.
        axis: &'static str,
    },
    /// The y axis was given categories; only x may be a category axis.
    CategoryOnY,
    /// A point of the named series on a category x axis is not the index of a category.
    CategoryIndex {
        /// The series' name.
        series: String,
        /// The x value found.
        x: f64,
    },
    /// More series than the palette has distinguishable colours (8).
    TooManySeries {
        /// How many series were given.
        count: usize,
    },
    /// The chart is too small for its axes, labels and legend.
    TooSmall {
        /// The width asked for.
        width: u32,
        /// The height asked for.
        height: u32,
    },
}

impl fmt::Display for ChartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ChartError::NoPoints => write!(
                f,
                "the chart has no points to draw; add a series with at least one point"
            ),
            ChartError::NonFinite { series } => write!(
                f,
                "series \"{series}\" has a NaN or infinite value; drop or fix that point \
                 before charting it"
            ),
            ChartError::OutOfRange { series } => write!(
                f,
                "series \"{series}\" has a value beyond 1e-200..1e200 in magnitude; chart it \
                 in a display unit that brings its values into range"
            ),
            ChartError::NonFiniteReference { label } => write!(
                f,
                "reference line \"{label}\" is at a NaN or infinite value; give it a finite \
                 value or leave it out"
            ),
            ChartError::NonPositiveOnLog { axis } => write!(
                f,
                "the {axis} axis is on a log scale but has values at or below zero; use \
                 Scale::Linear (or Scale::Auto) for that axis, or drop those points"
            ),
            ChartError::CategoryOnY => write!(
                f,
                "the y axis cannot hold categories; put the categories on x and the numbers \
                 on y"
            ),
            ChartError::CategoryIndex { series, x } => write!(
                f,
                "series \"{series}\" has x = {x} on a category axis; x must be the index \
                 (0, 1, 2, ...) of one of the axis's categories"
            ),
            ChartError::TooManySeries { count } => write!(
                f,
                "{count} series are more than the 8 that can be told apart by colour; split \
                 them over several charts"
            ),
            ChartError::TooSmall { width, height } => write!(
                f,
                "a {width}x{height} chart is too small for its axes, labels and legend; make \
                 it larger (the default is 720x420)"
            ),
        }
    }
}

impl std::error::Error for ChartError {}
