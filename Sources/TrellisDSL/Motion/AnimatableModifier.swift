import TrellisLayout

/// A modifier whose `animatableData` SwiftUI animates, as SwiftUI's (older) `AnimatableModifier`
/// is: an ``Animatable`` ``ViewModifier``. A layout is one moment, so Trellis lays the modifier's
/// body out for the data's current value.
public protocol AnimatableModifier: Animatable, ViewModifier {}
