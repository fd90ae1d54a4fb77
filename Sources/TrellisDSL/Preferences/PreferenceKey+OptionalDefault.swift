// SwiftUI gives a preference key whose value is optional a default value of `nil`, so such a
// key declares only `reduce(value:nextValue:)`.
extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// `nil`: no view set a value.
    public static var defaultValue: Value { nil }
}
