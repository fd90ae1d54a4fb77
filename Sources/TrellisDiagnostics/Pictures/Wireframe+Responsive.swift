import Foundation
import TrellisGraph
import TrellisSolver

extension Wireframe {
    /// Why a responsive page cannot be made.
    public struct ResponsivePageError: Error, CustomStringConvertible {
        /// What is wrong with the widths or the height, in one sentence.
        public var description: String
    }

    /// The most widths one responsive page lays out.
    public static let responsiveWidthLimit = 4096

    /// A single self-contained HTML page that explores `graph`'s layout at every whole width in
    /// `widths`, `height` tall: a slider chooses the width, the picture is drawn as
    /// ``html(_:design:)`` draws one layout, the side panel lists the warnings at that width,
    /// and the breakpoints are marked on the slider and listed with what changes at each: the
    /// `ViewThatFits` candidate chosen, the texts that wrap or are truncated, the warnings that
    /// start and end.
    ///
    /// Every width is laid out plainly; only where something other than the frames' numbers
    /// changes is it laid out again in explain mode, and ``StructureSweep`` places those
    /// breakpoints. Frames and warnings' numbers are stored as runs of widths over which they
    /// change linearly. The page opens at `startWidth` (the narrowest width when `nil`), or at
    /// the width its address names (`page.html#width=600`).
    /// - Parameters:
    ///   - safeAreaInsets: a device's insets, which the window keeps at every width; `nil` for
    ///     a bare window.
    ///   - displayScale: the pixel grid texts are measured on.
    ///   - design: the iOS design the view was lowered for, such as `iOS 18`, named on the page.
    /// - Throws: ``ResponsivePageError`` when the widths are negative or the range has more
    ///   than ``responsiveWidthLimit`` widths, or the height is negative or not finite.
    public static func responsiveHTML(_ graph: LayoutGraph, widths: ClosedRange<Int>, height: CGFloat, safeAreaInsets: EdgeInsets? = nil,
                                      displayScale: CGFloat = 1, startWidth: Int? = nil, design: String? = nil) throws(ResponsivePageError) -> String {
        guard widths.lowerBound >= 0 else {
            throw ResponsivePageError(description: "the widths must not be negative; found \(widths.lowerBound)")
        }
        guard widths.count <= responsiveWidthLimit else {
            throw ResponsivePageError(description: "\(widths.count) widths are more than the \(responsiveWidthLimit) one page lays out")
        }
        guard height.isFinite, height >= 0 else {
            throw ResponsivePageError(description: "the height must be a finite length of 0 or more; found \(PointFormat.string(height))")
        }
        let layouts = ResponsiveLayouts(graph: graph, widths: widths, height: height, safeAreaInsets: safeAreaInsets, displayScale: displayScale)
        return ResponsiveExplorerPage(layouts, startWidth: startWidth ?? widths.lowerBound, design: design).html
    }
}
