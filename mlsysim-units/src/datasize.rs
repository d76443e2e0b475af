//! Sizes as a registry declares them: a magnitude and the byte unit it was given in.

use crate::{Information, bytes};
use std::fmt;

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
        DataSize::from_bytes(q.value)
    }
}

impl fmt::Display for DataSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}",
            crate::readable(self.magnitude()),
            self.unit.symbol()
        )
    }
}
