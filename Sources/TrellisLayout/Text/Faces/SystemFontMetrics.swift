import Foundation

/// The metrics of iOS's system font (SF Pro) that text layout needs, in ems (multiples of the
/// point size), documented with their sources in `Documentation/Trellis.docc/ContentViewMetrics.md`.
///
/// Trellis cannot ship SF Pro's glyphs, so horizontal advances come from Inter (``FontFace``)
/// scaled to SF Pro's widths by factors calibrated against real SwiftUI renderings
/// (`TextCalibration`); the vertical metrics and the tracking table are SF Pro's own.
package enum SystemFontMetrics {
    /// The distance from the baseline to the top of a line: 1950/2048 em (19.04 pt at 20 pt).
    package static let ascender: CGFloat = 1950 / 2048
    /// The distance from the baseline to the bottom of a line: 494/2048 em (4.82 pt at 20 pt).
    package static let descender: CGFloat = 494 / 2048

    /// The size up to which iOS sets the system font in its Text optical size; above it the
    /// optical size moves toward Display, which it reaches at
    /// ``TextCalibration/displayOpticalSizeEnd``.
    package static let displayOpticalSize: CGFloat = 20

    /// The tracking iOS applies to the system font at `size` points, in points per character:
    /// Apple's SF Pro tracking table (1/1000 em per size), interpolated between listed sizes
    /// and held at its ends. Apple's values from 6 to 36 points are followed by one calibrated
    /// point, 0 at 53 points, where real accessibility-size text shows no tracking.
    package static func tracking(atSize size: CGFloat) -> CGFloat {
        trackingBySize(size) * size / 1000
    }

    /// SF Pro's tracking by point size, in 1/1000 em (Apple Human Interface Guidelines,
    /// "Typography", tracking values for SF Pro).
    private static let trackingBySize = PiecewiseLinear(points: [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
        (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
        (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13),
        (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
        // Calibrated, not Apple's: the accessibility-size measurements (53 pt) show no tracking.
        (53, 0),
    ])
}
