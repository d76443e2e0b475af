//! Drawing a chart: settles both axes, lays the chart out, then writes the background, grid,
//! axes, reference lines, series and legend, in that order (later drawn on top).

use crate::axis::{self, Resolved, Side};
use crate::layout::{self, AXIS_FONT, Layout, SMALL_FONT, Swatch, TICK, TITLE_FONT, short};
use crate::marks::{self, Placed};
use crate::place;
use crate::svg::{El, Svg};
use crate::{Chart, ChartError, Orientation};

/// Light grey of the grid.
const GRID: &str = "#e6e6e6";
/// Dark grey of the frame, ticks and text.
const INK: &str = "#333333";

/// The chart as an `<svg>` element; the chart has been validated.
pub(crate) fn chart(chart: &Chart) -> Result<String, ChartError> {
    let points = || chart.series.iter().flat_map(|s| s.points.iter());
    let xs: Vec<f64> = points().map(|p| p.0).collect();
    let ys: Vec<f64> = points().map(|p| p.1).collect();
    let at = |o: Orientation| -> Vec<f64> {
        chart
            .references
            .iter()
            .filter(|r| r.orientation == o)
            .map(|r| r.at)
            .collect()
    };
    let x = axis::resolve(&chart.x, Side::X, &xs, &at(Orientation::Vertical))?;
    let y = axis::resolve(&chart.y, Side::Y, &ys, &at(Orientation::Horizontal))?;
    let refs = marks::references(chart, &x, &y);
    let legend = chart
        .series
        .iter()
        .enumerate()
        .filter(|(_, s)| !s.name.is_empty())
        .map(|(i, s)| (Swatch::Series(i, s.style), s.name.clone()))
        .chain(refs.iter().filter(|r| !r.shown).map(|r| {
            (
                Swatch::Reference(r.style),
                format!("{} (off chart)", r.text),
            )
        }))
        .collect();
    let lay = layout::layout(chart, &x, &y, legend)?;
    let p = lay.plot;
    let placed = Placed {
        plot: p,
        x: x.mapping(p.left, p.right),
        y: y.mapping(p.bottom, p.top),
    };

    let mut svg = Svg::default();
    open(&mut svg, chart);
    grid(&mut svg, &placed, &x, &y);
    axes(&mut svg, &placed, &lay, &x, &y);
    marks::reference_lines(&mut svg, &placed, &refs);
    let lines: Vec<Vec<(f64, f64)>> = chart
        .series
        .iter()
        .map(|s| marks::pixels(&placed, s))
        .collect();
    for (i, (s, pixels)) in chart.series.iter().zip(&lines).enumerate() {
        marks::series(&mut svg, i, s, pixels);
    }
    marks::reference_labels(&mut svg, &placed, &refs, &place::obstacles(&lines));
    marks::legend(&mut svg, &lay.legend);
    Ok(svg.finish())
}

/// The root element, its `<title>`, a white background and the visible title.
fn open(svg: &mut Svg, chart: &Chart) {
    let (w, h) = (f64::from(chart.width), f64::from(chart.height));
    let title = if chart.title.is_empty() {
        format!("{} against {}", chart.y.label, chart.x.label)
    } else {
        chart.title.clone()
    };
    svg.open(
        El::new("svg")
            .attr("xmlns", "http://www.w3.org/2000/svg")
            .attr("viewBox", &format!("0 0 {} {}", chart.width, chart.height))
            .attr("width", &chart.width.to_string())
            .attr("height", &chart.height.to_string())
            .attr("role", "img")
            .attr("font-family", "sans-serif"),
    );
    svg.text(El::new("title"), &title);
    svg.empty(
        El::new("rect")
            .num("width", w)
            .num("height", h)
            .attr("fill", "#ffffff"),
    );
    svg.text(
        El::new("text")
            .num("x", w / 2.0)
            .num("y", 12.0 + TITLE_FONT)
            .num("font-size", TITLE_FONT)
            .attr("font-weight", "bold")
            .attr("text-anchor", "middle")
            .attr("fill", INK),
        &chart.title,
    );
}

/// A straight line between two points.
pub(crate) fn line(x1: f64, y1: f64, x2: f64, y2: f64) -> El {
    El::new("line")
        .num("x1", x1)
        .num("y1", y1)
        .num("x2", x2)
        .num("y2", y2)
}

/// Grid lines at the ticks (none across categories), and a darker line at zero when the y
/// axis crosses it.
fn grid(svg: &mut Svg, at: &Placed, x: &Resolved, y: &Resolved) {
    let p = at.plot;
    svg.open(El::new("g").attr("stroke", GRID).attr("stroke-width", "1"));
    for &(v, _) in &y.ticks {
        let py = at.y.px(v);
        svg.empty(line(p.left, py, p.right, py));
    }
    if !x.categorical {
        for &(v, _) in &x.ticks {
            let px = at.x.px(v);
            svg.empty(line(px, p.top, px, p.bottom));
        }
    }
    svg.close();
    if !y.log && y.lo < 0.0 && y.hi > 0.0 {
        let py = at.y.px(0.0);
        svg.empty(line(p.left, py, p.right, py).attr("stroke", "#888888"));
    }
}

/// The frame, tick marks, tick labels and axis titles.
fn axes(svg: &mut Svg, at: &Placed, lay: &Layout, x: &Resolved, y: &Resolved) {
    let p = at.plot;
    svg.empty(
        El::new("rect")
            .num("x", p.left)
            .num("y", p.top)
            .num("width", p.right - p.left)
            .num("height", p.bottom - p.top)
            .attr("fill", "none")
            .attr("stroke", INK),
    );
    svg.open(El::new("g").attr("fill", INK).num("font-size", SMALL_FONT));
    for (v, label) in &y.ticks {
        let py = at.y.px(*v);
        svg.empty(line(p.left - TICK, py, p.left, py).attr("stroke", INK));
        svg.text(text_at(p.left - TICK - 3.0, py + 4.0, "end"), label);
    }
    x_ticks(svg, at, lay, x);
    svg.close();
    svg.text(
        text_at((p.left + p.right) / 2.0, lay.x_title_y, "middle")
            .num("font-size", AXIS_FONT)
            .attr("fill", INK),
        &x.title,
    );
    let (tx, ty) = (lay.y_title_x, (p.top + p.bottom) / 2.0);
    svg.text(
        text_at(tx, ty, "middle")
            .attr("transform", &rotate(-90.0, tx, ty))
            .num("font-size", AXIS_FONT)
            .attr("fill", INK),
        &y.title,
    );
}

/// Tick marks and labels of the x axis: flat under their tick, or turned 45 degrees and
/// thinned for many long names.
fn x_ticks(svg: &mut Svg, at: &Placed, lay: &Layout, x: &Resolved) {
    let p = at.plot;
    for (i, (v, label)) in x.ticks.iter().enumerate() {
        let px = at.x.px(*v);
        svg.empty(line(px, p.bottom, px, p.bottom + TICK).attr("stroke", INK));
        if i % lay.x_labels.every != 0 {
            continue;
        }
        if lay.x_labels.rotated {
            let ty = p.bottom + TICK + 8.0;
            svg.text(
                text_at(px, ty, "end").attr("transform", &rotate(-45.0, px, ty)),
                &short(label),
            );
        } else {
            svg.text(
                text_at(px, p.bottom + TICK + SMALL_FONT + 1.0, "middle"),
                label,
            );
        }
    }
}

/// A `<text>` at a point with an anchor (`start`, `middle`, `end`).
pub(crate) fn text_at(x: f64, y: f64, anchor: &str) -> El {
    El::new("text")
        .num("x", x)
        .num("y", y)
        .attr("text-anchor", anchor)
}

/// A rotation by `degrees` about a point.
fn rotate(degrees: f64, x: f64, y: f64) -> String {
    use crate::format::coord;
    format!("rotate({} {} {})", coord(degrees), coord(x), coord(y))
}
