/// The value of `\.managedObjectContext`: a placeholder for Core Data's object context, which
/// SwiftUI puts in the environment for `@FetchRequest` and for views that save objects.
///
/// Core Data exists only on Apple's systems, so this context has no store and no members: code
/// that reads the environment value or passes one down with
/// `.environment(\.managedObjectContext, context)` compiles, while code that fetches or saves
/// needs Core Data itself. The value changes no layout.
public final class NSManagedObjectContext: Sendable {
    /// A context with no store, the environment's default.
    public init() {}
}

private struct ManagedObjectContextKey: EnvironmentKey {
    static let defaultValue = NSManagedObjectContext()
}

extension EnvironmentValues {
    /// The Core Data context of the views below, a ``NSManagedObjectContext`` with no store
    /// unless a view sets one. It changes no layout.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
