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
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View

    /// The views this view is made of.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` has no values, so its body can never be asked for.
    public var body: Never { fatalError("Never has no body") }
}
