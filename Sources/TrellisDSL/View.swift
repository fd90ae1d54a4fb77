/// A piece of user interface, described by what it contains rather than how it is drawn.
///
/// Write your own views exactly as in SwiftUI: a type with a `body` made of other views.
/// Trellis never draws a view; it lowers the tree of views into a ``LayoutGraph`` (see
/// ``View/layoutGraph(environment:)``) that the solver lays out with SwiftUI's rules.
///
/// ```swift
/// struct Badge: View {
///     var body: some View {
///         Circle().fill(Color.red).frame(width: 20, height: 20)
///     }
/// }
/// ```
///
/// As in SwiftUI's current SDK, `View` is isolated to the main actor (`@MainActor
/// @preconcurrency`): a view's `body` may read main-actor models such as an `@Observable`
/// class, and a view type you declare is main-actor isolated. Trellis's own views and modifiers
/// are `nonisolated`, so they can be built anywhere. Laying a view out
/// (``View/layoutGraph(environment:)``, `layout(in:)`) runs on the main actor: mark a test
/// function or suite that lays out views `@MainActor`. Those entry points are
/// `@MainActor @preconcurrency` too, so code in Swift 5 language mode calls them from
/// nonisolated functions as it calls SwiftUI's, with no error. Solving a ``LayoutGraph`` touches no view and runs on
/// any thread.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The views this view is made of.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

nonisolated extension Never: View {
    /// `Never` has no values, so its body can never be asked for.
    public var body: Never { fatalError("Never has no body") }
}
