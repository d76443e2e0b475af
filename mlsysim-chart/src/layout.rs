//! Where things go: the plot rectangle inside the margins left for the title, the tick labels,
//! the axis titles and the legend (below the plot, so it never hides a point).

use crate::axis::Resolved;
use crate::format::text_width;
use crate::{Chart, ChartError, RefStyle};

/// Font sizes in pixels.
pub(crate) const TITLE_FONT: f64 = 14.0;
/// Axis titles.
pub(crate) const AXIS_FONT: f64 = 13.0;
/// Tick labels, legend entries and reference labels.
pub(crate) const SMALL_FONT: f64 = 12.0;
/// Room around everything.
const MARGIN: f64 = 12.0;
/// Length of a tick mark.
pub(crate) const TICK: f64 = 5.0;
/// Height of a legend row.
const ROW: f64 = 18.0;
/// The longest category name drawn whole when names are rotated.
const LONGEST_NAME: usize = 24;

/// The plot area's edges, in pixels.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Plot {
    pub left: f64,
    pub top: f64,
    pub right: f64,
    pub bottom: f64,
}

/// How the tick labels of the x axis are set.
#[derive(Debug, Clone, Copy)]
pub(crate) struct XLabels {
    /// Turned 45 degrees, for names too wide to sit side by side.
    pub rotated: bool,
    /// Every n-th label is drawn (1: all), for names too many to fit even turned.
    pub every: usize,
}

/// What a legend entry shows beside its text.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Swatch {
    /// The line and marker of the series with this index, as the series is drawn.
    Series(usize, crate::SeriesStyle),
    /// A dashed reference line in this style.
    Reference(RefStyle),
}

/// One legend entry, placed: `y` is the middle of its row.
#[derive(Debug, Clone)]
pub(crate) struct Entry {
    pub swatch: Swatch,
    pub text: String,
    pub x: f64,
    pub y: f64,
}

/// The placement of everything around the plot.
#[derive(Debug, Clone)]
pub(crate) struct Layout {
    pub plot: Plot,
    pub x_labels: XLabels,
    /// Baseline of the x axis title.
    pub x_title_y: f64,
    /// Where the (rotated) y axis title stands.
    pub y_title_x: f64,
    pub legend: Vec<Entry>,
}

/// A category name as drawn turned: cut at 24 characters with an ellipsis.
pub(crate) fn short(name: &str) -> String {
    if name.chars().count() <= LONGEST_NAME {
        name.to_string()
    } else {
        let cut: String = name.chars().take(LONGEST_NAME - 1).collect();
        format!("{cut}…")
    }
}

/// Lays the chart out, or says it is too small to hold its parts.
pub(crate) fn layout(
    chart: &Chart,
    x: &Resolved,
    y: &Resolved,
    legend: Vec<(Swatch, String)>,
) -> Result<Layout, ChartError> {
    let (w, h) = (f64::from(chart.width), f64::from(chart.height));
    let too_small = ChartError::TooSmall {
        width: chart.width,
        height: chart.height,
    };
    let widest_y = widest(y.ticks.iter().map(|(_, l)| l.as_str()));
    let mut left = MARGIN + AXIS_FONT + 10.0 + widest_y + TICK + 4.0;
    let last_x = x
        .ticks
        .last()
        .map_or(0.0, |(_, l)| text_width(l, SMALL_FONT));
    let right = (MARGIN + 8.0).max(last_x / 2.0 + 6.0);
    let top = MARGIN + TITLE_FONT + 16.0;
    let (mut x_labels, mut labels_h) = self::x_labels(x, w - left - right, h);
    if x_labels.rotated {
        // The first name, turned, reaches left of its slot: widen the margin to hold it.
        let first = x
            .ticks
            .first()
            .map_or(0.0, |(_, l)| text_width(&short(l), SMALL_FONT));
        let slot = (w - left - right) / x.ticks.len() as f64;
        let needed = MARGIN + first * std::f64::consts::FRAC_1_SQRT_2 + 4.0 - slot / 2.0;
        if needed > left {
            left = needed;
            (x_labels, labels_h) = self::x_labels(x, w - left - right, h);
        }
    }
    if w - left - right < 80.0 {
        return Err(too_small);
    }
    let (entries, rows) = legend_rows(legend, left, w - MARGIN);
    let bottom = TICK + 4.0 + labels_h + AXIS_FONT + 10.0 + rows * ROW + MARGIN;
    let plot = Plot {
        left,
        top,
        right: w - right,
        bottom: h - bottom,
    };
    if plot.bottom - plot.top < 60.0 {
        return Err(too_small);
    }
    let x_title_y = plot.bottom + TICK + 4.0 + labels_h + AXIS_FONT + 2.0;
    let legend = entries
        .into_iter()
        .map(|(row, x, swatch, text)| Entry {
            swatch,
            text,
            x,
            y: x_title_y + 8.0 + ROW * (row + 0.5),
        })
        .collect();
    Ok(Layout {
        plot,
        x_labels,
        x_title_y,
        y_title_x: MARGIN + AXIS_FONT,
        legend,
    })
}

/// The width of the widest of these labels.
fn widest<'a>(labels: impl Iterator<Item = &'a str>) -> f64 {
    labels
        .map(|l| text_width(l, SMALL_FONT))
        .fold(0.0, f64::max)
}

/// How the x tick labels are set, and the height they take below the axis.
fn x_labels(x: &Resolved, plot_w: f64, h: f64) -> (XLabels, f64) {
    let flat = (
        XLabels {
            rotated: false,
            every: 1,
        },
        SMALL_FONT + 2.0,
    );
    if !x.categorical || x.ticks.is_empty() {
        return flat;
    }
    let slot = plot_w / x.ticks.len() as f64;
    if widest(x.ticks.iter().map(|(_, l)| l.as_str())) + 8.0 <= slot {
        return flat;
    }
    let turned = widest(
        x.ticks
            .iter()
            .map(|(_, l)| short(l))
            .collect::<Vec<_>>()
            .iter()
            .map(String::as_str),
    );
    // Turned labels stand 45 degrees apart; one every 16 pixels keeps them from touching.
    let every = (16.0 / slot).ceil().max(1.0) as usize;
    let height = (turned * std::f64::consts::FRAC_1_SQRT_2 + SMALL_FONT).min(h * 0.3);
    (
        XLabels {
            rotated: true,
            every,
        },
        height,
    )
}

/// Places legend entries left to right in rows within `left..right`; returns each entry with its
/// row and x, and the number of rows.
fn legend_rows(
    legend: Vec<(Swatch, String)>,
    left: f64,
    right: f64,
) -> (Vec<(f64, f64, Swatch, String)>, f64) {
    let mut placed = Vec::new();
    let (mut row, mut cursor) = (0.0, left);
    for (swatch, text) in legend {
        let width = 30.0 + text_width(&text, SMALL_FONT) + 16.0;
        if cursor > left && cursor + width > right {
            row += 1.0;
            cursor = left;
        }
        placed.push((row, cursor, swatch, text));
        cursor += width;
    }
    let rows = if placed.is_empty() { 0.0 } else { row + 1.0 };
    (placed, rows)
}
