import Foundation

extension Font.TextStyle {
    /// The style's point size at Dynamic Type step `step`: 0 to 6 are the standard sizes from
    /// extra small to extra extra extra large (3, large, is the default), 7 to 11 the
    /// accessibility sizes AX1 to AX5. Steps outside 0…11 are clamped.
    ///
    /// The sizes are those of Apple's Human Interface Guidelines, "Typography", iOS and iPadOS
    /// Dynamic Type sizes (see `Documentation/Trellis.docc/ContentViewMetrics.md`).
    public func pointSize(atDynamicTypeStep step: Int) -> CGFloat {
        let sizes = row.sizes
        return sizes[min(max(step, 0), sizes.count - 1)]
    }

    /// The style's point size at the "large" Dynamic Type setting on iOS.
    public var pointSize: CGFloat { pointSize(atDynamicTypeStep: Self.defaultDynamicTypeStep) }

    /// The distance from one line's baseline to the next at the default Dynamic Type size:
    /// the leading column of the iOS text styles (Large) in Apple's Human Interface Guidelines,
    /// "Typography".
    var lineSpacing: CGFloat { row.lineSpacing }

    /// The Dynamic Type step of the "large" setting, the default.
    static let defaultDynamicTypeStep = 3

    /// The one table of the text styles: the point size at each Dynamic Type step (extra small
    /// to AX5) and the line spacing at the default step, from Apple's Human Interface Guidelines,
    /// "Typography". Every other size and line spacing of a style is read from here.
    private var row: (sizes: [CGFloat], lineSpacing: CGFloat) {
        switch self {
        case .largeTitle: ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], 41)
        case .title: ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], 34)
        case .title2: ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], 28)
        case .title3: ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], 25)
        case .headline, .body: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], 22)
        case .callout: ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], 21)
        case .subheadline: ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], 20)
        case .footnote: ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], 18)
        case .caption: ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], 16)
        case .caption2: ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41], 13)
        }
    }
}
