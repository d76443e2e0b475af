//! Money as a dimension of its own, beside `uom`'s.
//!
//! The reference treats dollars as plain numbers, so money adds to bytes and to counts without a
//! word. Here [`MoneyPer<Q>`] is money divided by a `uom` quantity `Q`: [`Usd`] (`Q` a ratio) is
//! plain money, `MoneyPer<Time>` a cost rate, `MoneyPer<TimeSquared>` the slope of a rate,
//! `MoneyPer<DataTime>` a storage price. Arithmetic follows the dimensions: a rate times a
//! duration is money, money over a duration is a rate, money over money is a plain number, and
//! money plus bytes or plus a count has no meaning and does not compile.

use crate::units::{Ratio, Time};
use std::cmp::Ordering;
use std::fmt;
use std::marker::PhantomData;
use uom::typenum::{P2, Z0};

/// Money divided by a quantity `Q`, held in US dollars per base unit of `Q` (per second, per
/// byte-second, ...).
pub struct MoneyPer<Q> {
    usd_per_base: f64,
    _per: PhantomData<fn() -> Q>,
}

/// Plain money, in US dollars.
pub type Usd = MoneyPer<Ratio>;

/// Time squared: what a rate of a rate is measured against (USD per day²). Spelled out
/// rather than written `<Time as Mul<Time>>::Output`, which trait coherence cannot see through.
pub type TimeSquared =
    uom::si::Quantity<uom::si::ISQ<Z0, Z0, P2, Z0, Z0, Z0, Z0>, uom::si::SI<f64>, f64>;

/// An amount of data held for a time: what storage is priced against (USD per TB-month).
///
/// `uom` counts information as a kind of dimensionless number, so a byte-second has the
/// dimension of a second: this is the same type as [`Time`], and a storage price reads
/// `USD/(TB·month)` or `USD/month` alike. Money still never adds to bytes or counts.
pub type DataTime = Time;

impl<Q> MoneyPer<Q> {
    /// From US dollars per base unit of `Q`.
    #[inline]
    pub const fn from_base(usd_per_base: f64) -> Self {
        MoneyPer {
            usd_per_base,
            _per: PhantomData,
        }
    }

    /// US dollars per base unit of `Q` (per second, per byte-second).
    #[inline]
    pub const fn base(self) -> f64 {
        self.usd_per_base
    }
}

impl Usd {
    /// An amount of US dollars.
    #[inline]
    pub const fn usd(amount: f64) -> Self {
        MoneyPer::from_base(amount)
    }
}

impl<Q> Clone for MoneyPer<Q> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<Q> Copy for MoneyPer<Q> {}
impl<Q> PartialEq for MoneyPer<Q> {
    fn eq(&self, other: &Self) -> bool {
        self.usd_per_base == other.usd_per_base
    }
}
impl<Q> PartialOrd for MoneyPer<Q> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        self.usd_per_base.partial_cmp(&other.usd_per_base)
    }
}
impl<Q> fmt::Debug for MoneyPer<Q> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} USD/base", self.usd_per_base)
    }
}

/// What money can be divided by, with the unit words a user may write after the `/` and the
/// unit it is shown in when the declaration names none.
pub trait Denominator {
    /// The default display symbol of money per this quantity.
    const SYMBOL: &'static str;
    /// Base units in one `per` unit written by a user: `day` -> 86400 for time.
    fn per_unit(text: &str) -> Option<f64>;
}

fn time_factor(text: &str) -> Option<f64> {
    match text.trim() {
        "s" | "sec" | "second" => Some(1.0),
        "min" | "minute" => Some(60.0),
        "h" | "hr" | "hour" => Some(3600.0),
        "d" | "day" => Some(86_400.0),
        "week" => Some(604_800.0),
        "month" => Some(2_629_800.0),
        "year" | "yr" => Some(31_557_600.0),
        _ => None,
    }
}

impl Denominator for Ratio {
    const SYMBOL: &'static str = "USD";
    fn per_unit(text: &str) -> Option<f64> {
        match text.trim() {
            "" => Some(1.0),
            "token" => Some(1.0),
            "Ktoken" => Some(1e3),
            "Mtoken" => Some(1e6),
            "Btoken" => Some(1e9),
            _ => None,
        }
    }
}

impl Denominator for Time {
    const SYMBOL: &'static str = "USD/s";
    /// A time (`day`), or data held for a time (`TB·month`, `(GB·day)`).
    fn per_unit(text: &str) -> Option<f64> {
        time_factor(text).or_else(|| {
            let text = text.trim().trim_start_matches('(').trim_end_matches(')');
            let (data, time) = text.split_once(['·', '*', '-', ' '])?;
            let bytes = crate::units::ByteUnit::from_symbol(data.trim())?.bytes();
            Some(bytes * time_factor(time)?)
        })
    }
}

impl Denominator for TimeSquared {
    const SYMBOL: &'static str = "USD/s²";
    fn per_unit(text: &str) -> Option<f64> {
        let text = text.trim();
        let base = text.strip_suffix('²').or_else(|| text.strip_suffix("^2"))?;
        time_factor(base).map(|f| f * f)
    }
}

/// Parses `0.1 USD`, `1000 USD/day`, `4 USD/hour`, `3 USD/Mtoken`, `23 USD/(TB·month)`,
/// `1107 USD/day²` (also `$` or `dollar` for `USD`).
pub fn parse_money<Q: Denominator>(text: &str) -> Result<MoneyPer<Q>, String> {
    let text = text.trim();
    let at = text
        .find(|c: char| !(c.is_ascii_digit() || matches!(c, '.' | '-' | '+' | 'e' | 'E' | '_')))
        .unwrap_or(text.len());
    let (number, rest) = text.split_at(at);
    let amount: f64 = number.replace('_', "").parse().map_err(|_| {
        format!(
            "`{}` does not start with a number",
            crate::input::truncate(text)
        )
    })?;
    if !amount.is_finite() {
        return Err("the amount is not a finite number".into());
    }
    let rest = rest.trim();
    let per = ["USD", "dollar", "$"]
        .iter()
        .find_map(|sym| rest.strip_prefix(sym))
        .ok_or_else(|| {
            format!(
                "expected an amount of money such as `{number} USD` or `{number} {}`",
                Q::SYMBOL
            )
        })?;
    let per = per.trim();
    let per = match per.strip_prefix('/') {
        Some(p) => p,
        None if per.is_empty() => "",
        None => {
            return Err(format!(
                "`{}` is not a money unit",
                crate::input::truncate(rest)
            ));
        }
    };
    let factor = Q::per_unit(per).ok_or_else(|| {
        format!("`USD/{}` is not a unit of this input; write it as `{}` or with another unit of the same kind", crate::input::truncate(per), Q::SYMBOL)
    })?;
    let base = amount / factor;
    if !base.is_finite() {
        return Err(format!(
            "`{}` is too large to represent",
            crate::input::truncate(text)
        ));
    }
    Ok(MoneyPer::from_base(base))
}

/// A `uom` quantity from its value in base units.
#[inline]
pub fn quantity_from_base<D, U>(value: f64) -> uom::si::Quantity<D, U, f64>
where
    D: uom::si::Dimension + ?Sized,
    U: uom::si::Units<f64> + ?Sized,
{
    uom::si::Quantity {
        dimension: PhantomData,
        units: PhantomData,
        value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_money_and_rates() {
        assert_eq!(parse_money::<Ratio>("0.1 USD").unwrap().base(), 0.1);
        assert_eq!(parse_money::<Ratio>("3 USD/Mtoken").unwrap().base(), 3e-6);
        assert_eq!(parse_money::<Time>("864 USD/day").unwrap().base(), 0.01);
        assert_eq!(
            parse_money::<Time>("4 USD/hour").unwrap().base(),
            4.0 / 3600.0
        );
        let storage = parse_money::<DataTime>("23 USD/(TB·month)").unwrap().base();
        assert_eq!(storage, 23.0 / (1e12 * 2_629_800.0));
        assert!(parse_money::<Time>("4 USD").is_err());
        assert!(parse_money::<Ratio>("4 hours").is_err());
        assert!(parse_money::<TimeSquared>("1 USD/day²").is_ok());
    }
}
