import Foundation

/// How the source of a zoom transition looks while the transition runs (iOS 18): its
/// background, the rounded rectangle it is clipped to and its shadow. They are drawn only during
/// the transition; the source lays out as it is.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The source's look as it is, which `matchedTransitionSource(id:in:configuration:)` hands to
/// its closure.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    /// The source with `style` behind it during the transition.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { self }

    /// The source clipped to `shape` during the transition.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration { self }

    /// The source with a shadow of `color`, blurred by `radius` and offset by `x` and `y`,
    /// during the transition.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some MatchedTransitionSourceConfiguration { self }
}

nonisolated extension View {
    /// This view the source of a zoom transition identified by `id`, looking as `configuration`
    /// makes it while the transition runs; it lays out unchanged.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID,
                                        configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration) -> some View {
        drawingOnly()
    }
}
