//! What is drawn inside the plot: the series (lines and markers), the reference lines with their
//! labels, and the legend entries below.

use crate::axis::{Resolved, value_text};
use crate::draw::{line, text_at};
use crate::format::{coord, text_width};
use crate::layout::{Entry, Plot, SMALL_FONT, Swatch};
use crate::place;
use crate::scale::Mapping;
use crate::svg::{El, Svg};
use crate::{Chart, Orientation, RefStyle, Series};

/// The Okabe–Ito palette, told apart by readers with any common colour blindness, ordered so the
/// darker colours come first and the yellow (faint on white) last.
pub(crate) const PALETTE: [&str; 8] = [
    "#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442",
];

/// The plot area and the maps of both axes onto it.
pub(crate) struct Placed {
    pub plot: Plot,
    pub x: Mapping,
    pub y: Mapping,
}

/// A reference line with its label text and whether it is on the chart.
pub(crate) struct Ref {
    pub orientation: Orientation,
    pub at: f64,
    pub style: RefStyle,
    /// `"optimal_interval = 9.5 d"`.
    pub text: String,
    pub shown: bool,
}

/// The colour of a reference line.
fn colour(style: RefStyle) -> &'static str {
    match style {
        RefStyle::Optimum => "#1B5E20",
        RefStyle::Limit => "#6E6E6E",
    }
}

/// The chart's references with their labels, and whether each axis found room for them.
pub(crate) fn references(chart: &Chart, x: &Resolved, y: &Resolved) -> Vec<Ref> {
    let (mut on_x, mut on_y) = (x.shown.iter(), y.shown.iter());
    chart
        .references
        .iter()
        .map(|r| {
            let (axis, shown) = match r.orientation {
                Orientation::Vertical => (&chart.x, on_x.next()),
                Orientation::Horizontal => (&chart.y, on_y.next()),
            };
            Ref {
                orientation: r.orientation,
                at: r.at,
                style: r.style,
                text: format!("{} = {}", r.label, value_text(axis, r.at)),
                shown: shown.copied().unwrap_or(false),
            }
        })
        .collect()
}

/// The dashed lines of the references on the chart (under the series).
pub(crate) fn reference_lines(svg: &mut Svg, at: &Placed, refs: &[Ref]) {
    let p = at.plot;
    for r in refs.iter().filter(|r| r.shown) {
        let el = match r.orientation {
            Orientation::Horizontal => {
                let py = at.y.px(r.at);
                line(p.left, py, p.right, py)
            }
            Orientation::Vertical => {
                let px = at.x.px(r.at);
                line(px, p.top, px, p.bottom)
            }
        };
        svg.empty(
            el.attr("stroke", colour(r.style))
                .attr("stroke-width", "1.5")
                .attr("stroke-dasharray", "6 4"),
        );
    }
}

/// Text with a white halo, readable over grid lines and series.
fn halo(el: El) -> El {
    el.attr("paint-order", "stroke")
        .attr("stroke", "#ffffff")
        .attr("stroke-width", "3")
        .attr("stroke-linejoin", "round")
}

/// The labels of the references on the chart (over the series), each beside its line where it
/// covers the least of the series (see [`place`]).
pub(crate) fn reference_labels(svg: &mut Svg, at: &Placed, refs: &[Ref], obstacles: &[(f64, f64)]) {
    let p = at.plot;
    let mut taken = Vec::new();
    for r in refs.iter().filter(|r| r.shown) {
        let spots = match r.orientation {
            Orientation::Horizontal => place::across(p, at.y.px(r.at)),
            Orientation::Vertical => place::up(p, at.x.px(r.at)),
        };
        let width = text_width(&r.text, SMALL_FONT);
        let spot = place::best(&spots, width, p, obstacles, &mut taken);
        svg.text(
            halo(text_at(spot.x, spot.y, spot.anchor))
                .num("font-size", SMALL_FONT)
                .attr("fill", colour(r.style)),
            &r.text,
        );
    }
}

/// The pixels of a series' points.
pub(crate) fn pixels(at: &Placed, s: &Series) -> Vec<(f64, f64)> {
    s.points
        .iter()
        .map(|&(x, y)| (at.x.px(x), at.y.px(y)))
        .collect()
}

/// One series: its line through the points (`pixels`) in order, and a marker on each point.
pub(crate) fn series(svg: &mut Svg, index: usize, s: &Series, pixels: &[(f64, f64)]) {
    let c = PALETTE[index % PALETTE.len()];
    svg.open(El::new("g").attr("data-series", &s.name).attr("fill", c));
    if pixels.len() > 1 && s.style.joined() {
        let points: Vec<String> = pixels
            .iter()
            .map(|&(x, y)| format!("{},{}", coord(x), coord(y)))
            .collect();
        svg.empty(
            El::new("polyline")
                .attr("points", &points.join(" "))
                .attr("fill", "none")
                .attr("stroke", c)
                .attr("stroke-width", "2")
                .attr("stroke-linejoin", "round"),
        );
    }
    if s.style.marked() {
        for &(x, y) in pixels {
            svg.empty(marker(x, y));
        }
    }
    svg.close();
}

/// A point's marker (filled with the colour of its group).
fn marker(x: f64, y: f64) -> El {
    El::new("circle")
        .num("cx", x)
        .num("cy", y)
        .attr("r", "3.5")
        .attr("stroke", "#ffffff")
        .attr("stroke-width", "1")
}

/// The legend: series names with their line and marker, and references too far from the data
/// to draw, with their dashed line.
pub(crate) fn legend(svg: &mut Svg, entries: &[Entry]) {
    if entries.is_empty() {
        return;
    }
    svg.open(
        El::new("g")
            .num("font-size", SMALL_FONT)
            .attr("fill", "#333333"),
    );
    for e in entries {
        let swatch = line(e.x, e.y, e.x + 22.0, e.y);
        match e.swatch {
            Swatch::Series(i, style) => {
                let c = PALETTE[i % PALETTE.len()];
                if style.joined() {
                    svg.empty(swatch.attr("stroke", c).attr("stroke-width", "2"));
                }
                if style.marked() {
                    svg.empty(marker(e.x + 11.0, e.y).attr("fill", c));
                }
            }
            Swatch::Reference(style) => svg.empty(
                swatch
                    .attr("stroke", colour(style))
                    .attr("stroke-width", "1.5")
                    .attr("stroke-dasharray", "6 4"),
            ),
        }
        svg.text(text_at(e.x + 30.0, e.y + 4.0, "start"), &e.text);
    }
    svg.close();
}
