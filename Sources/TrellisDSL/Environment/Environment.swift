import Foundation

/// A property wrapper that reads a value from the view's environment.
///
/// ```swift
/// struct Adaptive: View {
///     @Environment(\.horizontalSizeClass) private var sizeClass
///     var body: some View { sizeClass == .compact ? AnyLayout(VStackLayout()) { … } : … }
/// }
/// ```
/// The value is the one in force where the view stands while its `body` is being evaluated.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value.
    public var wrappedValue: Value {
        CurrentEnvironment.values[keyPath: keyPath]
    }
}

/// The environment in force for the body being evaluated on this thread.
///
/// Lowering sets it around each `body` it evaluates; `@Environment` reads it. Lowering runs on
/// one thread at a time per graph, so a thread-local value is exactly the lowering's.
package enum CurrentEnvironment {
    private static let threadKey = "Trellis.CurrentEnvironment"

    private final class Box {
        var values = EnvironmentValues()
    }

    private static var box: Box {
        let dictionary = Thread.current.threadDictionary
        if let box = dictionary[threadKey] as? Box { return box }
        let box = Box()
        dictionary[threadKey] = box
        return box
    }

    /// The environment of the body being evaluated.
    package static var values: EnvironmentValues { box.values }

    /// `body()` with `values` as the current environment.
    package static func with<Result>(_ values: EnvironmentValues, _ body: () -> Result) -> Result {
        let box = self.box
        let outer = box.values
        box.values = values
        defer { box.values = outer }
        return body()
    }
}
