//! Where a reference line's label goes: of a few spots beside its line (above or below a
//! horizontal line, at either end; left or right of a vertical one, near the top or the bottom),
//! the one inside the plot that covers the fewest points of the series and no label placed
//! before it.

use crate::layout::{Plot, SMALL_FONT};

/// A rectangle in pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Rect {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
}

impl Rect {
    fn contains(&self, (x, y): (f64, f64)) -> bool {
        x >= self.x0 && x <= self.x1 && y >= self.y0 && y <= self.y1
    }

    fn overlaps(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }

    fn within(&self, p: Plot) -> bool {
        self.x0 >= p.left && self.x1 <= p.right && self.y0 >= p.top && self.y1 <= p.bottom
    }
}

/// Where a label may stand: the baseline point and the text anchor.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Spot {
    pub x: f64,
    pub y: f64,
    pub anchor: &'static str,
}

impl Spot {
    /// The box a label of this width covers when written here.
    fn area(&self, width: f64) -> Rect {
        let x0 = match self.anchor {
            "start" => self.x,
            "end" => self.x - width,
            _ => self.x - width / 2.0,
        };
        Rect {
            x0,
            y0: self.y - SMALL_FONT,
            x1: x0 + width,
            y1: self.y + 3.0,
        }
    }
}

/// Spots for the label of a horizontal line at pixel `py`: just above it, else just below, at
/// the left end, else the right.
pub(crate) fn across(p: Plot, py: f64) -> Vec<Spot> {
    let (above, below) = (py - 5.0, py + 5.0 + SMALL_FONT);
    [
        (p.left + 6.0, above, "start"),
        (p.right - 6.0, above, "end"),
        (p.left + 6.0, below, "start"),
        (p.right - 6.0, below, "end"),
    ]
    .map(|(x, y, anchor)| Spot { x, y, anchor })
    .to_vec()
}

/// Spots for the label of a vertical line at pixel `px`: to its right, else its left, in one of
/// three rows at the top, else at the bottom.
pub(crate) fn up(p: Plot, px: f64) -> Vec<Spot> {
    let top = (0..3).map(|i| p.top + 4.0 + SMALL_FONT + 16.0 * f64::from(i));
    let bottom = (0..3).map(|i| p.bottom - 6.0 - 16.0 * f64::from(i));
    top.chain(bottom)
        .flat_map(|y| {
            [
                Spot {
                    x: px + 5.0,
                    y,
                    anchor: "start",
                },
                Spot {
                    x: px - 5.0,
                    y,
                    anchor: "end",
                },
            ]
        })
        .collect()
}

/// The best of `spots` for a label `width` wide: inside the plot, clear of the labels `taken`,
/// over as few `obstacles` (points on the series' lines) as can be; the first on a tie. Its box
/// is added to `taken`.
pub(crate) fn best(
    spots: &[Spot],
    width: f64,
    plot: Plot,
    obstacles: &[(f64, f64)],
    taken: &mut Vec<Rect>,
) -> Spot {
    let cost = |s: &Spot| {
        let area = s.area(width);
        let covered = obstacles.iter().filter(|&&o| area.contains(o)).count();
        let clashes = taken.iter().filter(|t| t.overlaps(&area)).count();
        let outside = usize::from(!area.within(plot));
        outside * 1_000_000 + clashes * 1_000 + covered
    };
    let mut chosen = spots[0];
    let mut lowest = usize::MAX;
    for s in spots {
        let c = cost(s);
        if c < lowest {
            (chosen, lowest) = (*s, c);
        }
    }
    taken.push(chosen.area(width));
    chosen
}

/// Points along the lines of the series (in pixels): each point and 8 more on each segment, so
/// that a label is kept off the lines as well as the markers.
pub(crate) fn obstacles(lines: &[Vec<(f64, f64)>]) -> Vec<(f64, f64)> {
    let mut out = Vec::new();
    for line in lines {
        out.extend(line.iter().copied());
        for w in line.windows(2) {
            let ((x0, y0), (x1, y1)) = (w[0], w[1]);
            out.extend((1..9).map(|i| {
                let t = f64::from(i) / 9.0;
                (x0 + t * (x1 - x0), y0 + t * (y1 - y0))
            }));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLOT: Plot = Plot {
        left: 0.0,
        top: 0.0,
        right: 400.0,
        bottom: 300.0,
    };

    #[test]
    fn a_clear_spot_above_the_line_is_taken_first() {
        let mut taken = Vec::new();
        let s = best(&across(PLOT, 150.0), 100.0, PLOT, &[], &mut taken);
        assert_eq!((s.x, s.anchor), (6.0, "start"));
        assert!(s.y < 150.0);
    }

    #[test]
    fn points_push_the_label_elsewhere() {
        let mut taken = Vec::new();
        let busy = obstacles(&[vec![(0.0, 140.0), (120.0, 140.0)]]);
        let s = best(&across(PLOT, 150.0), 100.0, PLOT, &busy, &mut taken);
        assert_eq!(s.anchor, "end");
    }

    #[test]
    fn labels_do_not_stack_on_each_other() {
        let mut taken = Vec::new();
        let a = best(&up(PLOT, 200.0), 100.0, PLOT, &[], &mut taken);
        let b = best(&up(PLOT, 200.0), 100.0, PLOT, &[], &mut taken);
        assert_ne!(a, b);
        assert!(!taken[0].overlaps(&taken[1]));
    }

    #[test]
    fn a_label_near_the_top_goes_below_its_line() {
        let mut taken = Vec::new();
        let s = best(&across(PLOT, 8.0), 100.0, PLOT, &[], &mut taken);
        assert!(s.y > 8.0);
    }
}
