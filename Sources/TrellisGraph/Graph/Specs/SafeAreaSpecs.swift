import Foundation

/// The kinds of safe area a view can ignore, as SwiftUI's `SafeAreaRegions` names them.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt8

    /// The set with `rawValue`'s bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The insets of the device's edges (status bar, home indicator, sensor housing) and of
    /// bars and `safeAreaInset` content.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The space the software keyboard covers.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A safe area: insets its single content child is kept out of, which a view below that
/// ignores the safe area may grow back into.
///
/// The window's safe area (``Source-swift.enum/window``) is the root of a layout on a device;
/// `safeAreaPadding(_:_:)` and `safeAreaInset(edge:alignment:spacing:content:)` make the others.
public struct SafeAreaSpec: Hashable, Sendable {
    /// What made the safe area, which decides how it sizes itself.
    public enum Source: Hashable, Sendable {
        /// A window: it takes the size it is offered, and centres its content in the part the
        /// insets leave.
        case window
        /// `safeAreaPadding(_:_:)`: it adds the insets to its content's size, as padding does.
        case padding
        /// `safeAreaInset(edge:alignment:spacing:content:)`: child 1 is the inset content,
        /// placed along the edge; the insets are its length plus the spacing on that edge.
        case inset(SafeAreaBar)
    }

    /// The insets on each edge (for an inset source, zero: its length comes from its content).
    public var insets: EdgeInsets
    /// The region the insets belong to.
    public var region: SafeAreaRegions
    /// What made the safe area.
    public var source: Source

    /// Creates the parameters of a safe area.
    public init(insets: EdgeInsets = EdgeInsets(), region: SafeAreaRegions = .container, source: Source) {
        self.insets = insets
        self.region = region
        self.source = source
    }

    /// The number of children a safe area of this source has: the content, and the inset
    /// content of a `safeAreaInset`.
    public var childCount: Int {
        if case .inset = source { return 2 }
        return 1
    }
}

/// The inset content of a `safeAreaInset(edge:alignment:spacing:content:)`.
public struct SafeAreaBar: Hashable, Sendable {
    /// The edge the content is placed along.
    public var edge: Edge
    /// The guide, across the edge, on which the inset content is aligned with the view.
    public var alignment: AlignmentKey
    /// The space between the inset content and the view.
    public var spacing: CGFloat

    /// Creates the parameters of an inset; `alignment` is a guide across `edge` (a horizontal
    /// guide for the top and bottom edges).
    public init(edge: Edge, alignment: AlignmentKey, spacing: CGFloat) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// `ignoresSafeArea(_:edges:)`: where the view's frame reaches the edge of the safe area of one
/// of `regions`, on one of `edges`, it grows into that safe area's insets.
public struct IgnoresSafeAreaSpec: Hashable, Sendable {
    /// The regions ignored.
    public var regions: SafeAreaRegions
    /// The edges on which they are ignored.
    public var edges: Edge.Set

    /// Creates the parameters of an `ignoresSafeArea`.
    public init(regions: SafeAreaRegions = .all, edges: Edge.Set = .all) {
        self.regions = regions
        self.edges = edges
    }
}
