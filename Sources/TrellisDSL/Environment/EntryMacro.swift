/// Declares an environment value with its key, as SwiftUI's `@Entry` does:
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
///
/// The property becomes a computed one that reads and writes the environment under a private
/// key, `__Key_accent`, whose default value is the property's initial value (`nil` for an
/// optional property without one). In an extension of `FocusedValues` the key is a
/// `FocusedValueKey`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisMacros", type: "EntryMacro")
