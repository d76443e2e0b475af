//! Quantities (from `uom`) and the units they are shown in.
//!
//! Arithmetic always runs on `uom` quantities in base units; a quantity only needs a unit when a
//! person reads it. Registry sizes keep the unit they were declared in ([`DataSize`]), and every
//! other quantity is shown in the unit its declaration names ([`DisplayUnit`]).

use std::fmt;
use std::marker::PhantomData;

pub use uom::si::f64::{Frequency, Information, Ratio, Time};
pub use uom::si::frequency as frequency_unit;
pub use uom::si::information as information_unit;
pub use uom::si::ratio as ratio_unit;
pub use uom::si::time as time_unit;

/// Builds an amount of information from a number of bytes.
#[inline]
pub fn bytes(n: f64) -> Information {
    Information::new::<information_unit::byte>(n)
}

/// Builds a duration from a number of hours.
pub fn hours(n: f64) -> Time {
    Time::new::<time_unit::hour>(n)
}

/// Builds a duration from a number of days.
#[inline]
pub fn days(n: f64) -> Time {
    Time::new::<time_unit::day>(n)
}

/// Builds a duration from a number of months (a twelfth of a Julian year, 30.4375 days).
#[inline]
pub fn months(n: f64) -> Time {
    seconds(n * 2_629_800.0)
}

/// Builds a rate from a number of events per day.
#[inline]
pub fn per_day(n: f64) -> Frequency {
    Frequency::new::<frequency_unit::hertz>(n / 86_400.0)
}

/// Builds a rate from a number of events per second.
#[inline]
pub fn per_second(n: f64) -> Frequency {
    Frequency::new::<frequency_unit::hertz>(n)
}

/// Builds a price per hour (of an accelerator, of a person) from US dollars.
#[inline]
pub fn usd_per_hour(usd: f64) -> crate::money::MoneyPer<Time> {
    crate::money::MoneyPer::from_base(usd / 3600.0)
}

/// Builds a price per token from US dollars per million tokens.
#[inline]
pub fn usd_per_mtoken(usd: f64) -> crate::money::Usd {
    crate::money::Usd::usd(usd * 1e-6)
}

/// Builds a storage price from US dollars per terabyte-month.
#[inline]
pub fn usd_per_tb_month(usd: f64) -> crate::money::MoneyPer<crate::money::DataTime> {
    crate::money::MoneyPer::from_base(usd / (1e12 * 2_629_800.0))
}

/// Builds a duration from a number of seconds.
pub fn seconds(n: f64) -> Time {
    Time::new::<time_unit::second>(n)
}

/// The byte units of the reference: decimal (1 GB = 10^9 B) and binary (1 GiB = 2^30 B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ByteUnit {
    B,
    KB,
    MB,
    GB,
    TB,
    PB,
    KiB,
    MiB,
    GiB,
    TiB,
    PiB,
}

impl ByteUnit {
    /// Every byte unit, smallest first within each family.
    pub const ALL: [ByteUnit; 11] = [
        ByteUnit::B,
        ByteUnit::KB,
        ByteUnit::MB,
        ByteUnit::GB,
        ByteUnit::TB,
        ByteUnit::PB,
        ByteUnit::KiB,
        ByteUnit::MiB,
        ByteUnit::GiB,
        ByteUnit::TiB,
        ByteUnit::PiB,
    ];

    /// Bytes in one of this unit (exact: every factor is an integer below 2^53).
    #[inline]
    pub const fn bytes(self) -> f64 {
        match self {
            ByteUnit::B => 1.0,
            ByteUnit::KB => 1e3,
            ByteUnit::MB => 1e6,
            ByteUnit::GB => 1e9,
            ByteUnit::TB => 1e12,
            ByteUnit::PB => 1e15,
            ByteUnit::KiB => 1024.0,
            ByteUnit::MiB => 1_048_576.0,
            ByteUnit::GiB => 1_073_741_824.0,
            ByteUnit::TiB => 1_099_511_627_776.0,
            ByteUnit::PiB => 1_125_899_906_842_624.0,
        }
    }

    pub const fn symbol(self) -> &'static str {
        match self {
            ByteUnit::B => "B",
            ByteUnit::KB => "kB",
            ByteUnit::MB => "MB",
            ByteUnit::GB => "GB",
            ByteUnit::TB => "TB",
            ByteUnit::PB => "PB",
            ByteUnit::KiB => "KiB",
            ByteUnit::MiB => "MiB",
            ByteUnit::GiB => "GiB",
            ByteUnit::TiB => "TiB",
            ByteUnit::PiB => "PiB",
        }
    }

    /// Looks a symbol up; `KB` and `kB` are both the decimal kilobyte, as in the reference.
    pub fn from_symbol(symbol: &str) -> Option<ByteUnit> {
        match symbol {
            "B" | "byte" | "bytes" => Some(ByteUnit::B),
            "KB" | "kB" => Some(ByteUnit::KB),
            _ => ByteUnit::ALL.into_iter().find(|u| u.symbol() == symbol),
        }
    }

    /// The build-time table generator names units by symbol; an unknown one fails the build.
    #[doc(hidden)]
    pub const fn from_symbol_const(symbol: &str) -> ByteUnit {
        match symbol.as_bytes() {
            b"B" => ByteUnit::B,
            b"KB" | b"kB" => ByteUnit::KB,
            b"MB" => ByteUnit::MB,
            b"GB" => ByteUnit::GB,
            b"TB" => ByteUnit::TB,
            b"PB" => ByteUnit::PB,
            b"KiB" => ByteUnit::KiB,
            b"MiB" => ByteUnit::MiB,
            b"GiB" => ByteUnit::GiB,
            b"TiB" => ByteUnit::TiB,
            b"PiB" => ByteUnit::PiB,
            _ => panic!("unknown byte unit in a registry table"),
        }
    }
}

/// An amount of data together with the unit it was declared in.
///
/// `uom` keeps only the value (in bytes); the unit travels beside it so that a registry size
/// declared as `100 GB` is shown as `100 GB` and one declared as `80 GiB` as `80 GiB`. The
/// magnitude is kept as declared, so arithmetic can follow the reference's order (combine
/// magnitudes, then apply one conversion factor) and reproduce its last bit.
#[derive(Debug, Clone, Copy)]
pub struct DataSize {
    magnitude: f64,
    unit: ByteUnit,
}

impl DataSize {
    /// `magnitude` of `unit`, e.g. `DataSize::declared(80.0, ByteUnit::GiB)`.
    #[inline]
    pub const fn declared(magnitude: f64, unit: ByteUnit) -> DataSize {
        DataSize { magnitude, unit }
    }

    /// A size computed in bytes, shown in bytes.
    #[inline]
    pub const fn from_bytes(bytes: f64) -> DataSize {
        DataSize {
            magnitude: bytes,
            unit: ByteUnit::B,
        }
    }

    #[inline]
    pub fn quantity(self) -> Information {
        bytes(self.bytes())
    }

    #[inline]
    pub const fn bytes(self) -> f64 {
        self.magnitude * self.unit.bytes()
    }

    #[inline]
    pub const fn unit(self) -> ByteUnit {
        self.unit
    }

    /// The value expressed in its own unit.
    #[inline]
    pub const fn magnitude(self) -> f64 {
        self.magnitude
    }

    /// The same amount expressed in `unit`.
    #[inline]
    pub fn to_unit(self, unit: ByteUnit) -> DataSize {
        DataSize {
            magnitude: self.magnitude * (self.unit.bytes() / unit.bytes()),
            unit,
        }
    }
}

/// Sizes compare by amount, whatever unit each was declared in (100 GB equals 1e11 B).
impl PartialEq for DataSize {
    fn eq(&self, other: &DataSize) -> bool {
        self.bytes() == other.bytes()
    }
}

impl PartialOrd for DataSize {
    fn partial_cmp(&self, other: &DataSize) -> Option<std::cmp::Ordering> {
        self.bytes().partial_cmp(&other.bytes())
    }
}

impl From<DataSize> for Information {
    fn from(size: DataSize) -> Information {
        size.quantity()
    }
}

impl From<Information> for DataSize {
    fn from(q: Information) -> DataSize {
        DataSize::from_bytes(q.get::<information_unit::byte>())
    }
}

impl fmt::Display for DataSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}",
            format_number(self.magnitude()),
            self.unit.symbol()
        )
    }
}

/// A signed count of accelerators left over: negative when the demand does not fit, and then
/// shown with the shortfall spelled out (`-4 (4 short)`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Headroom(pub i64);

impl Headroom {
    /// How many are missing, if any.
    pub fn shortfall(self) -> Option<u64> {
        (self.0 < 0).then(|| self.0.unsigned_abs())
    }
}

impl PartialEq<i64> for Headroom {
    fn eq(&self, other: &i64) -> bool {
        self.0 == *other
    }
}

impl fmt::Display for Headroom {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.shortfall() {
            Some(short) => write!(f, "{} ({short} short)", self.0),
            None => write!(f, "{}", self.0),
        }
    }
}

/// Values by name, in the order given: traffic shares per segment, label rates per source.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Named<T>(pub Vec<(String, T)>);

impl<T> Named<T> {
    /// The value of `name`, if present.
    pub fn get(&self, name: &str) -> Option<&T> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }

    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.0.iter().map(|(n, _)| n.as_str())
    }

    pub fn values(&self) -> impl Iterator<Item = &T> {
        self.0.iter().map(|(_, v)| v)
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &T)> {
        self.0.iter().map(|(n, v)| (n.as_str(), v))
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<T, S: Into<String>> FromIterator<(S, T)> for Named<T> {
    fn from_iter<I: IntoIterator<Item = (S, T)>>(iter: I) -> Self {
        Named(iter.into_iter().map(|(n, v)| (n.into(), v)).collect())
    }
}

/// A value as the reference registry states it (magnitude and unit symbol), with its value in
/// base units (bytes/s, flop/s, watts, dollars). Used for facts that no scenario computes with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stated {
    pub magnitude: f64,
    pub unit: &'static str,
    pub base: f64,
}

impl fmt::Display for Stated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", format_number(self.magnitude), self.unit)
    }
}

/// A unit in which a quantity of type `Q` is shown, e.g. [`HOUR`] for [`Time`].
///
/// The type parameter lets the `#[scenario]` macro check, at compile time, that a declared
/// display unit fits the quantity it is attached to.
pub struct DisplayUnit<Q> {
    pub symbol: &'static str,
    pub name: &'static str,
    /// Base units (seconds, bytes) in one of this unit.
    pub base_per_unit: f64,
    _quantity: PhantomData<fn() -> Q>,
}

impl<Q> Clone for DisplayUnit<Q> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<Q> Copy for DisplayUnit<Q> {}

impl<Q> DisplayUnit<Q> {
    pub const fn new(symbol: &'static str, name: &'static str, base_per_unit: f64) -> Self {
        DisplayUnit {
            symbol,
            name,
            base_per_unit,
            _quantity: PhantomData,
        }
    }

    /// The unit without its quantity type, for reports.
    pub const fn erase(self) -> UnitLabel {
        UnitLabel {
            symbol: self.symbol,
            name: self.name,
            base_per_unit: self.base_per_unit,
        }
    }
}

/// Ties a display unit to the quantity it may show; the `#[scenario]` macro checks every
/// declared `unit = ...` with it.
#[diagnostic::on_unimplemented(
    message = "this display unit does not fit the quantity it is declared on",
    label = "a unit of another dimension",
    note = "times take MILLISECOND, SECOND, MINUTE, HOUR, DAY, WEEK or MONTH; data BYTE, KB, MB, GB or GIB; money USD or USD_PER_MTOKEN; money rates USD_PER_HOUR, USD_PER_DAY, USD_PER_DAY2 or USD_PER_TB_MONTH; event rates PER_SECOND or PER_DAY"
)]
pub trait UnitOf<Q> {}

impl<Q> UnitOf<Q> for DisplayUnit<Q> {}
/// A unit shows each element of a list or of a map.
impl<Q> UnitOf<Vec<Q>> for DisplayUnit<Q> {}
impl<Q> UnitOf<Named<Q>> for DisplayUnit<Q> {}

/// Compiles only when `unit` fits `Q`.
pub const fn unit_for<Q, U: UnitOf<Q>>(_unit: &U) {}

/// A display unit whose quantity type has been forgotten.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct UnitLabel {
    pub symbol: &'static str,
    pub name: &'static str,
    pub base_per_unit: f64,
}

pub const MILLISECOND: DisplayUnit<Time> = DisplayUnit::new("ms", "millisecond", 1e-3);
pub const SECOND: DisplayUnit<Time> = DisplayUnit::new("s", "second", 1.0);
pub const MINUTE: DisplayUnit<Time> = DisplayUnit::new("min", "minute", 60.0);
pub const HOUR: DisplayUnit<Time> = DisplayUnit::new("h", "hour", 3600.0);
pub const DAY: DisplayUnit<Time> = DisplayUnit::new("d", "day", 86_400.0);
pub const WEEK: DisplayUnit<Time> = DisplayUnit::new("week", "week", 604_800.0);
/// A twelfth of a Julian year: 30.4375 days.
pub const MONTH: DisplayUnit<Time> = DisplayUnit::new("month", "month", 2_629_800.0);
pub const KB: DisplayUnit<Information> = DisplayUnit::new("kB", "kilobyte", 1e3);
pub const MB: DisplayUnit<Information> = DisplayUnit::new("MB", "megabyte", 1e6);
/// Hours of work per week, a ratio of two times.
pub const HOURS_PER_WEEK: DisplayUnit<Ratio> =
    DisplayUnit::new("h/week", "hours per week", 3600.0 / 604_800.0);
/// Events per second.
pub const PER_SECOND: DisplayUnit<Frequency> = DisplayUnit::new("1/s", "per second", 1.0);
/// Events per day.
pub const PER_DAY: DisplayUnit<Frequency> = DisplayUnit::new("1/d", "per day", 1.0 / 86_400.0);
pub const USD: DisplayUnit<crate::money::Usd> = DisplayUnit::new("USD", "US dollar", 1.0);
pub const USD_PER_MTOKEN: DisplayUnit<crate::money::Usd> =
    DisplayUnit::new("USD/Mtoken", "US dollar per million tokens", 1e-6);
pub const USD_PER_HOUR: DisplayUnit<crate::money::MoneyPer<Time>> =
    DisplayUnit::new("USD/h", "US dollar per hour", 1.0 / 3600.0);
pub const USD_PER_DAY: DisplayUnit<crate::money::MoneyPer<Time>> =
    DisplayUnit::new("USD/d", "US dollar per day", 1.0 / 86_400.0);
pub const USD_PER_DAY2: DisplayUnit<crate::money::MoneyPer<crate::money::TimeSquared>> =
    DisplayUnit::new(
        "USD/d²",
        "US dollar per day squared",
        1.0 / (86_400.0 * 86_400.0),
    );
/// Storage price; a month is 30.4375 days (a Julian year over twelve).
pub const USD_PER_TB_MONTH: DisplayUnit<crate::money::MoneyPer<crate::money::DataTime>> =
    DisplayUnit::new(
        "USD/(TB·month)",
        "US dollar per terabyte-month",
        1.0 / (1e12 * 2_629_800.0),
    );
pub const BYTE: DisplayUnit<Information> = DisplayUnit::new("B", "byte", 1.0);
pub const GB: DisplayUnit<Information> = DisplayUnit::new("GB", "gigabyte", 1e9);
pub const GIB: DisplayUnit<Information> = DisplayUnit::new("GiB", "gibibyte", 1_073_741_824.0);

/// `base` expressed in a unit of `base_per_unit` base units. A conversion's own rounding is
/// taken back out: when the quotient lies within a few units in the last place of a number
/// with twelve significant digits, that number is the value (1,000,000 a day read in from the
/// command line is 11.574074074074074 per second, and shows as 1000000 a day again, not
/// 1000000.0000000001). Anything further from a short decimal is shown as computed.
pub fn in_unit(base: f64, base_per_unit: f64) -> f64 {
    let x = base / base_per_unit;
    if base_per_unit == 1.0 || !x.is_finite() || x == 0.0 {
        return x;
    }
    let short: f64 = format!("{x:.11e}").parse().unwrap_or(x);
    let ulp = f64::EPSILON * x.abs();
    if (short - x).abs() <= 4.0 * ulp {
        short
    } else {
        x
    }
}

/// Formats a number the way a person reads it: integers without a fraction (`100`, `-4`),
/// other values as the shortest text that reads back to the same double. Negative zero reads
/// as 0.
pub fn format_number(x: f64) -> String {
    let x = if x == 0.0 { 0.0 } else { x };
    if x.is_finite() && x == x.trunc() && x.abs() < 1e16 {
        format!("{x:.0}")
    } else if x.is_finite() && (x.abs() >= 1e16 || x.abs() < 1e-5) {
        format!("{x:e}")
    } else {
        format!("{x}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn declared_sizes_keep_their_unit() {
        let h100 = DataSize::declared(80.0, ByteUnit::GiB);
        assert_eq!(h100.bytes(), 85_899_345_920.0);
        assert_eq!(h100.to_string(), "80 GiB");
        let dlrm = DataSize::declared(100.0, ByteUnit::GB);
        assert_eq!(dlrm.bytes(), 1e11);
        assert_eq!(dlrm.to_string(), "100 GB");
        assert_eq!(DataSize::from_bytes(51_114_064.0).to_string(), "51114064 B");
    }

    #[test]
    fn numbers_read_back_exactly() {
        assert_eq!(format_number(1.1641532182693481), "1.1641532182693481");
        assert_eq!(
            format_number(0.0005950460210442543),
            "0.0005950460210442543"
        );
        assert_eq!(format_number(-4.0), "-4");
        assert_eq!(format_number(2.5557032e307), "2.5557032e307");
    }
}
