//! A small SVG chart renderer for mlsysim-rs: line charts of sweeps (the CLI's `--plot`) and
//! inline charts on the generated reference pages. It has no dependencies.
//!
//! It exists so that every chart tells the truth about its numbers:
//!
//! - numeric axes are proportional: a point's position is an affine function of its value (or
//!   of its logarithm, on a log axis, which is then marked "log scale" in the axis label), so a
//!   sweep over 1, 2, 3, 5, 7, 14, 30 days is not drawn as if it were evenly spaced;
//! - names are not numbers: a category axis spaces its names equally and says so;
//! - counts get whole ticks only (never "2.5 nodes");
//! - a linear y axis of values of one sign starts at zero, so differences are not exaggerated;
//! - reference lines (an optimum, a limit) are drawn and labelled with their value and unit, and
//!   one too far from the data to draw honestly is listed in the legend as "(off chart)";
//! - bad input (NaN, a log axis with values at or below zero) is an error, not a wrong picture.
//!
//! Choosing the display unit (days rather than seconds, GB rather than bytes) is the caller's
//! job: points are given in the unit named on the axis.
//!
//! ```
//! use mlsysim_chart::{Axis, Chart, Orientation, Reference, Series, render};
//!
//! let mut chart = Chart::new(
//!     "Checkpoint interval",
//!     Axis::quantity("interval").with_unit("d"),
//!     Axis::quantity("cost").with_unit("USD"),
//! );
//! chart.series.push(Series::new("total", vec![(1.0, 90.0), (7.0, 40.0), (30.0, 75.0)]));
//! chart
//!     .references
//!     .push(Reference::optimum("optimal_interval", Orientation::Vertical, 9.5));
//! let svg = render(&chart).unwrap();
//! assert!(svg.contains("optimal_interval = 9.5 d"));
//! ```

#![deny(missing_docs)]

mod axis;
mod draw;
mod error;
mod format;
mod layout;
mod marks;
mod place;
#[cfg(test)]
mod props;
mod scale;
mod svg;
mod ticks;

pub use error::ChartError;

/// A chart: series of points against two axes, with reference lines.
#[derive(Debug, Clone, PartialEq)]
pub struct Chart {
    /// The title, drawn above the plot and given as the SVG's `<title>`.
    pub title: String,
    /// The horizontal axis.
    pub x: Axis,
    /// The vertical axis (never a category axis).
    pub y: Axis,
    /// The lines drawn, at most 8, each in its own colour.
    pub series: Vec<Series>,
    /// Levels (horizontal) and positions (vertical) drawn as dashed, labelled lines.
    pub references: Vec<Reference>,
    /// The width in pixels (also the `viewBox` width).
    pub width: u32,
    /// The height in pixels (also the `viewBox` height).
    pub height: u32,
}

impl Chart {
    /// A chart with no series or references yet, 720 by 420 pixels.
    pub fn new(title: impl Into<String>, x: Axis, y: Axis) -> Self {
        Chart {
            title: title.into(),
            x,
            y,
            series: Vec::new(),
            references: Vec::new(),
            width: 720,
            height: 420,
        }
    }
}

/// One axis: what it measures, in which unit, and how it is scaled.
#[derive(Debug, Clone, PartialEq)]
pub struct Axis {
    /// What the axis measures, e.g. `"interval"`.
    pub label: String,
    /// The display unit symbol of the values, e.g. `"d"`, `"GB"`, `"USD"`, shown as
    /// `"interval (d)"`. The points must already be in this unit.
    pub unit: Option<String>,
    /// Quantity, count or categories.
    pub kind: AxisKind,
    /// Linear, log, or chosen from the data.
    pub scale: Scale,
}

impl Axis {
    /// An axis of a continuous quantity, with no unit yet and an automatic scale.
    pub fn quantity(label: impl Into<String>) -> Self {
        Axis {
            label: label.into(),
            unit: None,
            kind: AxisKind::Quantity,
            scale: Scale::Auto,
        }
    }

    /// An axis of whole numbers (accelerators, replicas), with whole ticks only.
    pub fn count(label: impl Into<String>) -> Self {
        Axis {
            kind: AxisKind::Count,
            ..Axis::quantity(label)
        }
    }

    /// An x axis of names, equally spaced; points give the index of their name as x.
    pub fn category(label: impl Into<String>, names: Vec<String>) -> Self {
        Axis {
            kind: AxisKind::Category(names),
            ..Axis::quantity(label)
        }
    }

    /// The same axis with a display unit.
    pub fn with_unit(mut self, unit: impl Into<String>) -> Self {
        self.unit = Some(unit.into());
        self
    }

    /// The same axis with a given scale.
    pub fn with_scale(mut self, scale: Scale) -> Self {
        self.scale = scale;
        self
    }
}

/// What the values of an axis are.
#[derive(Debug, Clone, PartialEq)]
pub enum AxisKind {
    /// A continuous quantity: nice ticks (1, 2, 2.5, 5 × 10^k).
    Quantity,
    /// Whole numbers: whole ticks only, a step of at least 1.
    Count,
    /// Names (x axis only), at positions 0..n, equally spaced: names are not numbers. The
    /// scale is ignored.
    Category(Vec<String>),
}

/// How values are placed along an axis.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Scale {
    /// Log for a quantity whose values are all above zero and span a factor of 1000 or more;
    /// linear otherwise (always linear for counts and categories).
    #[default]
    Auto,
    /// Equal differences, equal distances.
    Linear,
    /// Equal ratios, equal distances; every value must be above zero.
    Log,
}

/// One line of points.
#[derive(Debug, Clone, PartialEq)]
pub struct Series {
    /// The name shown in the legend.
    pub name: String,
    /// The points `(x, y)`, joined in this order: x in the x axis's display unit (or the index
    /// of a category), y in the y axis's.
    pub points: Vec<(f64, f64)>,
    /// How the points are drawn.
    pub style: SeriesStyle,
}

/// How a series is drawn: its points joined by a line and marked, only joined (a curve sampled
/// densely, whose points are not data of their own), or only marked (values between which
/// nothing lies, such as the results at whole numbers).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SeriesStyle {
    /// Joined by a line, each point marked.
    #[default]
    LineAndPoints,
    /// Joined by a line only.
    Line,
    /// Marked only.
    Points,
}

impl SeriesStyle {
    /// Whether the points are joined by a line.
    pub fn joined(self) -> bool {
        self != SeriesStyle::Points
    }

    /// Whether each point is marked.
    pub fn marked(self) -> bool {
        self != SeriesStyle::Line
    }
}

impl Series {
    /// A series of points, joined and marked.
    pub fn new(name: impl Into<String>, points: Vec<(f64, f64)>) -> Self {
        Series {
            name: name.into(),
            points,
            style: SeriesStyle::LineAndPoints,
        }
    }

    /// The same series drawn in `style`.
    pub fn with_style(mut self, style: SeriesStyle) -> Self {
        self.style = style;
        self
    }
}

/// A dashed, labelled line across the plot: an optimum or a limit.
#[derive(Debug, Clone, PartialEq)]
pub struct Reference {
    /// The name in its label, e.g. `"optimal_interval"`, drawn as
    /// `"optimal_interval = 9.5 d"` with the axis's unit.
    pub label: String,
    /// A level of y (horizontal) or a position on x (vertical).
    pub orientation: Orientation,
    /// The value, in the display unit of the axis it is on.
    pub at: f64,
    /// How it is drawn.
    pub style: RefStyle,
}

impl Reference {
    /// An optimum (drawn dark green).
    pub fn optimum(label: impl Into<String>, orientation: Orientation, at: f64) -> Self {
        Reference {
            label: label.into(),
            orientation,
            at,
            style: RefStyle::Optimum,
        }
    }

    /// A limit, e.g. a capacity (drawn grey).
    pub fn limit(label: impl Into<String>, orientation: Orientation, at: f64) -> Self {
        Reference {
            style: RefStyle::Limit,
            ..Reference::optimum(label, orientation, at)
        }
    }
}

/// Which way a reference line runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Orientation {
    /// Across the plot at a level of y.
    Horizontal,
    /// Up the plot at a position on x.
    Vertical,
}

/// What a reference line marks, which sets its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefStyle {
    /// A best value, dashed dark green.
    Optimum,
    /// A bound, dashed grey.
    Limit,
}

/// The most series a chart can hold: the palette's distinguishable colours.
pub const MAX_SERIES: usize = 8;

/// Draws the chart as one standalone `<svg>` element (usable as a file or inline in XHTML).
/// The same chart always gives the same bytes.
pub fn render(chart: &Chart) -> Result<String, ChartError> {
    validate(chart)?;
    draw::chart(chart)
}

/// Refuses what cannot be drawn honestly.
fn validate(chart: &Chart) -> Result<(), ChartError> {
    if chart.series.len() > MAX_SERIES {
        return Err(ChartError::TooManySeries {
            count: chart.series.len(),
        });
    }
    if chart.series.iter().all(|s| s.points.is_empty()) {
        return Err(ChartError::NoPoints);
    }
    if matches!(chart.y.kind, AxisKind::Category(_)) {
        return Err(ChartError::CategoryOnY);
    }
    for s in &chart.series {
        let values = || s.points.iter().flat_map(|&(x, y)| [x, y]);
        if values().any(|v| !v.is_finite()) {
            return Err(ChartError::NonFinite {
                series: s.name.clone(),
            });
        }
        if values().any(|v| v != 0.0 && !(1e-200..=1e200).contains(&v.abs())) {
            return Err(ChartError::OutOfRange {
                series: s.name.clone(),
            });
        }
        if let AxisKind::Category(names) = &chart.x.kind
            && let Some(&(x, _)) = s
                .points
                .iter()
                .find(|(x, _)| x.fract() != 0.0 || *x < 0.0 || *x >= names.len() as f64)
        {
            return Err(ChartError::CategoryIndex {
                series: s.name.clone(),
                x,
            });
        }
    }
    if let Some(r) = chart.references.iter().find(|r| !r.at.is_finite()) {
        return Err(ChartError::NonFiniteReference {
            label: r.label.clone(),
        });
    }
    Ok(())
}
