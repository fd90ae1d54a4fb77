import Foundation

/// One metric's value in one iOS design, with where the number comes from.
public struct DesignMetricValue: Hashable, Sendable, CustomStringConvertible {
    /// The value in points.
    public var value: CGFloat
    /// Where the value comes from.
    public var source: DesignMetricSource

    /// `value` points, from `source`.
    public init(_ value: CGFloat, _ source: DesignMetricSource) {
        self.value = value
        self.source = source
    }

    public var description: String { "\(value) (\(source))" }
}

/// Where a design metric's value comes from.
///
/// Renderings are named by the ids of the container measurements (the rows of
/// `Tests/TrellisTests/ContainerCalibration/container-measurements.json`, each an image that real
/// SwiftUI drew for a public project's snapshot tests, named by repository, commit and path).
public enum DesignMetricSource: Hashable, Sendable, CustomStringConvertible {
    /// Read from at least two independent renderings (different images) of that design.
    case measured([String])
    /// Read from one rendering of that design only.
    case measuredOnce(String)
    /// A figure Apple documents, or that UIKit is widely reported to use, named.
    case published(String)
    /// Trellis's own choice where no rendering or published figure covers the metric, and why.
    case chosen(String)

    /// The renderings the value was read from (none for a published or chosen value).
    public var renderings: [String] {
        switch self {
        case .measured(let ids): ids
        case .measuredOnce(let id): [id]
        case .published, .chosen: []
        }
    }

    /// A word for the kind of source: "measured", "measured once", "published" or "chosen".
    public var kind: String {
        switch self {
        case .measured: "measured"
        case .measuredOnce: "measured once"
        case .published: "published"
        case .chosen: "chosen"
        }
    }

    public var description: String {
        switch self {
        case .measured(let ids): "measured: " + ids.joined(separator: ", ")
        case .measuredOnce(let id): "measured once: " + id
        case .published(let source), .chosen(let source): "\(kind): \(source)"
        }
    }
}
