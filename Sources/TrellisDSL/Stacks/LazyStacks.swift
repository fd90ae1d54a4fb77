import Foundation
import TrellisGraph

/// The kinds of headers and footers a lazy stack keeps pinned to the scroll view's edge while
/// scrolling. Pinning moves views only as the content scrolls, so layout is unchanged.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The option bits.
    public let rawValue: UInt32

    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// A vertical stack that makes its views only as they scroll into view. Laid out, every view
/// is made: it lays out exactly as a `VStack` with the same alignment and spacing, as SwiftUI's
/// does when all its views are visible.
nonisolated public struct LazyVStack<Content: View>: View {
    private let alignment: HorizontalAlignment
    private let spacing: CGFloat?
    private let content: Content

    /// A lazy column of `content`, aligned by `alignment`, `spacing` apart (the default
    /// spacing when `nil`); `pinnedViews` changes no layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The stack's layout: a `VStack`.
    public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// A horizontal stack that makes its views only as they scroll into view. Laid out, every view
/// is made: it lays out exactly as an `HStack` with the same alignment and spacing.
nonisolated public struct LazyHStack<Content: View>: View {
    private let alignment: VerticalAlignment
    private let spacing: CGFloat?
    private let content: Content

    /// A lazy row of `content`, aligned by `alignment`, `spacing` apart (the default spacing
    /// when `nil`); `pinnedViews` changes no layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The stack's layout: an `HStack`.
    public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}
