import TrellisGraph

import Foundation

/// How a presentation adapts to a compact size class.
nonisolated public struct PresentationAdaptation: Sendable {
    private let kind: Int

    /// The platform's adaptation.
    public static let automatic = PresentationAdaptation(kind: 0)
    /// No adaptation: the presentation keeps its style.
    public static let none = PresentationAdaptation(kind: 1)
    /// A popover.
    public static let popover = PresentationAdaptation(kind: 2)
    /// A sheet.
    public static let sheet = PresentationAdaptation(kind: 3)
    /// A full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(kind: 4)
}

/// Whether the view behind a sheet takes interaction.
nonisolated public struct PresentationBackgroundInteraction: Sendable {
    private let kind: Int
    private let detent: PresentationDetent?

    /// The platform's choice.
    public static let automatic = PresentationBackgroundInteraction(kind: 0, detent: nil)
    /// The view behind takes interaction.
    public static let enabled = PresentationBackgroundInteraction(kind: 1, detent: nil)
    /// The view behind takes no interaction.
    public static let disabled = PresentationBackgroundInteraction(kind: 2, detent: nil)

    /// The view behind takes interaction up to `maximumDetent`.
    public static func enabled(upThrough maximumDetent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(kind: 1, detent: maximumDetent)
    }
}

/// Whether swipes in a resizable sheet scroll its content or resize it.
nonisolated public struct PresentationContentInteraction: Sendable {
    private let kind: Int

    /// The platform's choice.
    public static let automatic = PresentationContentInteraction(kind: 0)
    /// Swipes resize the sheet.
    public static let resizes = PresentationContentInteraction(kind: 1)
    /// Swipes scroll the content.
    public static let scrolls = PresentationContentInteraction(kind: 2)
}

// How a presented sheet is drawn and behaves; Trellis lays a presented view out on its own
// (``View/presentedContent(environment:)``), so each has no layout effect.
nonisolated extension View {
    /// The sheet containing this view drawn on `style`; it lays out unchanged.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { drawingOnly() }
    /// The sheet containing this view drawn on `content`, never laid out; it lays out
    /// unchanged.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { drawingOnly() }
    /// The sheet containing this view with corners of `cornerRadius`; it lays out unchanged.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { drawingOnly() }
    /// The view behind the sheet taking interaction as `interaction` says; it lays out
    /// unchanged.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { drawingOnly() }
    /// The presentation adapting to compact sizes as `adaptation` says; it lays out unchanged.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { drawingOnly() }
    /// The presentation adapting to compact widths and heights as given; it lays out unchanged.
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation) -> some View { drawingOnly() }
    /// Swipes in the sheet scrolling or resizing as `behavior` says; it lays out unchanged.
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { drawingOnly() }
}
