import Foundation

/// A text's spacing preference toward another text across its top or bottom edge: SwiftUI's
/// text-to-text spacing category.
///
/// When a text (or a container whose edge carries a text's preference) sits right above
/// another in a column, they are as far apart as the lower text's font leading, rounded up to
/// the pixel grid, instead of the default 8 pt. When a container's edge gathers the
/// preferences of several texts, the one with the largest line spacing (ascent + descent +
/// leading) stands for them.
///
/// A symbol image (`Image(systemName:)`, not resizable) carries the same category with a
/// distance of 0: a text or another symbol right above or below it touches it, as SwiftUI
/// stacks the symbol of Xcode's template right above its text. Its preference ranks below
/// every text's, so an edge shared with a text carries the text's.
package struct TextEdgeSpacing: Equatable, Sendable {
    /// Ascent + descent + leading of the text's font, which ranks preferences; 0 for none.
    package var lineSpacing: Float32
    /// The font's leading rounded up to the text's pixel grid: how far a text above keeps from
    /// this one.
    package var leading: Float32

    /// No text preference on the edge.
    @inlinable
    package static var none: TextEdgeSpacing { TextEdgeSpacing(lineSpacing: 0, leading: 0) }

    /// A text's preference: its font's line spacing and its leading on the pixel grid.
    @inlinable
    package init(lineSpacing: Float32, leading: Float32) {
        self.lineSpacing = lineSpacing
        self.leading = leading
    }

    /// A symbol image's preference: no distance toward a text or a symbol, ranked below any
    /// text's (the least line spacing).
    @inlinable
    package static var symbol: TextEdgeSpacing { TextEdgeSpacing(lineSpacing: .leastNonzeroMagnitude, leading: 0) }

    /// Whether the edge carries a text's (or a symbol's) preference.
    @inlinable
    package var isText: Bool { lineSpacing > 0 }

    /// Whether the preference is a symbol image's, which asks for no distance from its
    /// neighbour whichever side it is on.
    @inlinable
    package var isSymbol: Bool { lineSpacing == .leastNonzeroMagnitude }

    /// The preference of the larger line spacing, as a container's edge keeps from its
    /// children's.
    @inlinable
    package func union(_ other: TextEdgeSpacing) -> TextEdgeSpacing {
        other.lineSpacing > lineSpacing ? other : self
    }
}
