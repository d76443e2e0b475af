//! Kinds: one short name per kind of value a member can have (`Count`, `Time`, `DataSize`,
//! `Usd`, ...), so that a member whose equation computes the wrong kind of value is reported in
//! the author's words: "`copy_bytes` is declared `DataSize`, but its equation computes `Time`".
//!
//! Every type a member may be declared with implements [`Declared`], naming its kind; every
//! type an equation may compute implements [`Computed`] (a value, or a `Result` of one). A
//! computed kind fits a declared kind when they are the same, or when [`Fits`] says the one
//! converts to the other without loss (a ratio of two times declared as a plain number, an
//! integer declared as a [`Headroom`](crate::units::Headroom)). All of it inlines away: the check is
//! at compile time, the conversion is the identity or a field read.

// Value types are named by path here: the kinds below take their names, so that a message
// says `Time`, not a name made up for the kind.
use crate::error::{EvalError, EvalErrorKind};
use crate::units::Named;

/// A kind of value, with the type every value of the kind converts through.
pub trait Kind {
    type Canon;
}

/// Whether a computed kind can be given to a member declared with kind `T`; `M` names the
/// member, for the message.
#[diagnostic::on_unimplemented(
    message = "`{M}` is declared `{T}`, but its equation computes `{Self}`",
    label = "this computes `{Self}`",
    note = "change the member's declared type, or the equation, so that the two agree"
)]
pub trait Fits<T: Kind, M>: Kind {
    fn convert(value: Self::Canon) -> T::Canon;
}

#[diagnostic::do_not_recommend]
impl<K: Kind, M> Fits<K, M> for K {
    #[inline(always)]
    fn convert(value: K::Canon) -> K::Canon {
        value
    }
}

/// A type a member may be declared with.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a member's result: the catalog checks and shows only the kinds of value it knows",
    label = "a member of this type",
    note = "use a type of `mlsysim_core` (a count, `f64`, a quantity such as `Time` or `DataSize`, money, a list or map of them), or declare your own with `mlsysim_core::quantity_kind!`"
)]
pub trait Declared: Sized + crate::outcome::Checked + crate::report::ToValue {
    type Kind: Kind;
    fn from_canon(value: <Self::Kind as Kind>::Canon) -> Result<Self, EvalError>;
    fn into_canon(self) -> Result<<Self::Kind as Kind>::Canon, EvalError>;
}

/// What an equation may compute: a value of a kind a member can have, or a `Result` of one.
pub trait Computed {
    type Kind: Kind;
    fn into_canon(self) -> Result<<Self::Kind as Kind>::Canon, EvalError>;
}

impl<T: Declared> Computed for T {
    type Kind = T::Kind;
    #[inline(always)]
    fn into_canon(self) -> Result<<T::Kind as Kind>::Canon, EvalError> {
        Declared::into_canon(self)
    }
}

impl<V: Declared> Computed for Result<V, EvalError> {
    type Kind = V::Kind;
    #[inline(always)]
    fn into_canon(self) -> Result<<V::Kind as Kind>::Canon, EvalError> {
        Declared::into_canon(self?)
    }
}

/// Declares kinds whose canonical type is the value type itself.
#[macro_export]
#[doc(hidden)]
macro_rules! __same_kind {
    ($($ty:ty => $kind:ident),* $(,)?) => {$(
        #[doc = concat!("The kind of `", stringify!($ty), "`.")]
        pub struct $kind;
        impl $crate::kind::Kind for $kind {
            type Canon = $ty;
        }
        #[diagnostic::do_not_recommend]
        impl $crate::kind::Declared for $ty {
            type Kind = $kind;
            #[inline(always)]
            fn from_canon(value: $ty) -> Result<Self, $crate::EvalError> {
                Ok(value)
            }
            #[inline(always)]
            fn into_canon(self) -> Result<$ty, $crate::EvalError> {
                Ok(self)
            }
        }
    )*};
}

__same_kind! {
    f64 => Number,
    String => Text,
    bool => Flag,
    crate::units::DataSize => DataSize,
    crate::units::Ratio => Ratio,
    crate::units::Time => Time,
    crate::units::TimeSquared => TimeSquared,
    crate::units::Information => Information,
    crate::units::DataTime => DataTime,
    crate::units::Frequency => Frequency,
    crate::units::FlopCount => FlopCount,
    crate::units::FlopRate => FlopRate,
    crate::units::DataRate => DataRate,
    crate::units::Intensity => Intensity,
    crate::units::Energy => Energy,
    crate::units::Power => Power,
    crate::units::EnergyPerFlop => EnergyPerFlop,
    crate::units::EnergyPerByte => EnergyPerByte,
    crate::units::Emissions => Emissions,
    crate::units::CarbonIntensity => CarbonIntensity,
    crate::units::Usd => Usd,
    crate::units::MoneyRate => MoneyRate,
    crate::units::MoneySlope => MoneySlope,
    crate::units::StoragePrice => StoragePrice,
    crate::units::EnergyPrice => EnergyPrice,
    crate::units::FlopPrice => FlopPrice,
    crate::units::DataPrice => DataPrice,
    crate::units::Length => Length,
    crate::units::Mass => Mass,
    crate::units::TemperatureDifference => TemperatureDifference,
    crate::units::Current => Current,
    crate::units::Volume => Volume,
    crate::units::WaterIntensity => WaterIntensity,
    crate::units::MassFlow => MassFlow,
    crate::units::VolumeFlow => VolumeFlow,
    crate::units::Density => Density,
    crate::units::SpecificHeat => SpecificHeat,
    crate::units::Voltage => Voltage,
    crate::units::Inductance => Inductance,
    crate::units::CurrentRate => CurrentRate,
    crate::units::PowerRamp => PowerRamp,
    // A torque and mechanical work are one type (the same dimensions), and so are a torque
    // rate and mechanical power: their kinds say both names.
    crate::units::MechanicalWork => TorqueOrWork,
    crate::units::MechanicalPower => MechanicalPowerOrTorqueRate,
    crate::units::Angle => Angle,
    crate::units::AngularVelocity => AngularVelocity,
    crate::units::AngularAcceleration => AngularAcceleration,
    crate::units::AngularJerk => AngularJerk,
    crate::units::Area => Area,
    crate::units::Velocity => Velocity,
    crate::units::Acceleration => Acceleration,
    crate::units::Jerk => Jerk,
    crate::units::Force => Force,
    crate::units::ForceRate => ForceRate,
    crate::units::Stiffness => Stiffness,
    crate::units::MomentOfInertia => MomentOfInertia,
    crate::units::TorqueConstant => TorqueConstant,
    crate::units::BackEmfConstant => BackEmfConstant,
    crate::units::Resistance => Resistance,
    crate::units::Capacitance => Capacitance,
    crate::units::Charge => Charge,
    crate::units::ThermalResistance => ThermalResistance,
    crate::units::HeatCapacity => HeatCapacity,
    crate::units::HeatFlux => HeatFlux,
    crate::units::Temperature => Temperature,
    crate::units::TemperatureRate => TemperatureRate,
    crate::units::TemperatureCoefficient => TemperatureCoefficient,
    crate::units::PerLength => PerLength,
    crate::units::LuminousFlux => LuminousFlux,
    crate::units::Illuminance => Illuminance,
    crate::units::ComputeEfficiency => ComputeEfficiency,
    crate::units::CarbonPrice => CarbonPrice,
}

/// Whole numbers: counts of accelerators, tokens, turns. Every integer type of an equation is
/// a count; a declared type narrower than `i64` refuses a value it cannot hold.
pub struct Count;

impl Kind for Count {
    type Canon = i64;
}

macro_rules! counts {
    ($($t:ty),*) => {$(
        #[diagnostic::do_not_recommend]
        impl Declared for $t {
            type Kind = Count;
            #[inline(always)]
            fn from_canon(value: i64) -> Result<Self, EvalError> {
                <$t>::try_from(value).map_err(|_| {
                    if value < 0 {
                        EvalError::domain(format!(
                            "the count is {value}, but `{}` holds no negative number",
                            stringify!($t)
                        ))
                    } else {
                        EvalError::new(EvalErrorKind::Overflow { operation: "count" })
                    }
                })
            }
            #[inline(always)]
            fn into_canon(self) -> Result<i64, EvalError> {
                Ok(i64::from(self))
            }
        }
    )*};
}

counts!(i64, i32, u32);

#[diagnostic::do_not_recommend]
impl Declared for crate::units::Headroom {
    type Kind = Count;
    #[inline(always)]
    fn from_canon(value: i64) -> Result<Self, EvalError> {
        Ok(crate::units::Headroom(value))
    }
    #[inline(always)]
    fn into_canon(self) -> Result<i64, EvalError> {
        Ok(self.0)
    }
}

/// A ratio of two quantities of one kind (time over time) is a plain number.
#[diagnostic::do_not_recommend]
impl<M> Fits<Number, M> for Ratio {
    #[inline(always)]
    fn convert(value: crate::units::Ratio) -> f64 {
        value.value
    }
}

/// An amount of information computed in bytes is a size shown in bytes.
#[diagnostic::do_not_recommend]
impl<M> Fits<DataSize, M> for Information {
    #[inline(always)]
    fn convert(value: crate::units::Information) -> crate::units::DataSize {
        crate::units::DataSize::from(value)
    }
}

/// The lossless conversions above, entry by entry: what `each!` computes over a list or a map
/// (a ratio of two times for each entry) fits a list or map of what one entry fits.
macro_rules! fits_entry_by_entry {
    ($($from:ident => $to:ident),*) => {$(
        #[diagnostic::do_not_recommend]
        impl<M> Fits<List<$to>, M> for List<$from> {
            #[inline(always)]
            fn convert(value: Vec<<$from as Kind>::Canon>) -> Vec<<$to as Kind>::Canon> {
                value.into_iter().map(<$from as Fits<$to, M>>::convert).collect()
            }
        }
        #[diagnostic::do_not_recommend]
        impl<M> Fits<Map<$to>, M> for Map<$from> {
            #[inline(always)]
            fn convert(value: Named<<$from as Kind>::Canon>) -> Named<<$to as Kind>::Canon> {
                Named(value.0.into_iter().map(|(n, v)| (n, <$from as Fits<$to, M>>::convert(v))).collect())
            }
        }
    )*};
}

fits_entry_by_entry!(Ratio => Number, Information => DataSize);

/// A list of values of one kind.
pub struct List<K>(std::marker::PhantomData<K>);

impl<K: Kind> Kind for List<K> {
    type Canon = Vec<K::Canon>;
}

#[diagnostic::do_not_recommend]
impl<T: Declared> Declared for Vec<T> {
    type Kind = List<T::Kind>;
    fn from_canon(value: Vec<<T::Kind as Kind>::Canon>) -> Result<Self, EvalError> {
        value.into_iter().map(T::from_canon).collect()
    }
    fn into_canon(self) -> Result<Vec<<T::Kind as Kind>::Canon>, EvalError> {
        self.into_iter().map(Declared::into_canon).collect()
    }
}

/// Values of one kind by name.
pub struct Map<K>(std::marker::PhantomData<K>);

impl<K: Kind> Kind for Map<K> {
    type Canon = Named<K::Canon>;
}

#[diagnostic::do_not_recommend]
impl<T: Declared> Declared for Named<T> {
    type Kind = Map<T::Kind>;
    fn from_canon(value: Named<<T::Kind as Kind>::Canon>) -> Result<Self, EvalError> {
        value
            .0
            .into_iter()
            .map(|(n, v)| Ok((n, T::from_canon(v)?)))
            .collect::<Result<Vec<_>, EvalError>>()
            .map(Named)
    }
    fn into_canon(self) -> Result<Named<<T::Kind as Kind>::Canon>, EvalError> {
        self.0
            .into_iter()
            .map(|(n, v)| Ok((n, Declared::into_canon(v)?)))
            .collect::<Result<Vec<_>, EvalError>>()
            .map(Named)
    }
}

/// Gives a computed value to a member declared `T`, checking at compile time that the kinds
/// fit; `M` is a marker named after the member, for the message.
#[inline(always)]
pub fn conform<T: Declared, V: Computed, M>(value: V) -> Result<T, EvalError>
where
    V::Kind: Fits<T::Kind, M>,
{
    T::from_canon(<V::Kind as Fits<T::Kind, M>>::convert(value.into_canon()?))
}

/// A member declared `T`, named by the marker `M`: [`Member::conform`] is [`conform`] with both
/// known from one type, so that generated code names them once, in a type alias beside the
/// marker, and calls `conform` on the equation alone.
pub struct Member<T, M>(std::marker::PhantomData<fn() -> (T, M)>);

impl<T, M> Member<T, M> {
    /// [`conform`] to the member's declared type.
    #[inline(always)]
    pub fn conform<V: Computed>(value: V) -> Result<T, EvalError>
    where
        T: Declared,
        V::Kind: Fits<T::Kind, M>,
    {
        conform::<T, V, M>(value)
    }
}
