import Foundation
import Trellis

/// The warnings a layout has that a reference layout has not (they start) and those the
/// reference has that the layout has not (they stop), for a snapshot failure.
///
/// Warnings are told apart by their kind and the name of the view they are about (its `.id`,
/// or its SwiftUI name), counted: two truncated `Text 'Subtitle'`s where there was one is one
/// that starts. Warnings that a layer above the solver adds (``LayoutWarning/Detail/finding(_:)``)
/// are left out, since a reference laid out again by the solver alone cannot have them.
struct WarningChanges {
    /// The warnings of the new layout that the reference has not, in the new layout's order.
    let started: [LayoutWarning]
    /// The warnings of the reference that the new layout has not, in the reference's order.
    let stopped: [LayoutWarning]

    /// The warnings that start and stop between `reference` and `actual`.
    init(from reference: [LayoutWarning], to actual: [LayoutWarning]) {
        started = Self.unmatched(actual, against: reference)
        stopped = Self.unmatched(reference, against: actual)
    }

    /// The warnings of `warnings` left over once each is matched with one of `others` of the
    /// same kind about a view of the same name.
    private static func unmatched(_ warnings: [LayoutWarning], against others: [LayoutWarning]) -> [LayoutWarning] {
        var available: [Key: Int] = [:]
        for warning in others where !isFinding(warning) { available[Key(warning), default: 0] += 1 }
        return warnings.filter { warning in
            guard !isFinding(warning) else { return false }
            let key = Key(warning)
            guard let count = available[key], count > 0 else { return true }
            available[key] = count - 1
            return false
        }
    }

    private static func isFinding(_ warning: LayoutWarning) -> Bool {
        if case .finding = warning.detail { return true }
        return false
    }

    /// What tells two warnings apart: their kind and the view's name.
    private struct Key: Hashable {
        var kind: LayoutWarning.Kind
        var view: LayoutWarning.ViewName

        init(_ warning: LayoutWarning) {
            kind = warning.kind
            view = warning.view
        }
    }

    /// The failure's section, or `nil` when no warning starts or stops: "warnings that start or
    /// stop:", then a line a warning: `starts: textTruncated on Text "Subtitle": …`.
    var section: String? {
        guard !started.isEmpty || !stopped.isEmpty else { return nil }
        let lines = started.map { "  starts: \(Self.describe($0))" } + stopped.map { "  stops: \(Self.describe($0))" }
        return "warnings that start or stop:\n" + lines.joined(separator: "\n")
    }

    private static func describe(_ warning: LayoutWarning) -> String {
        "\(warning.kind) on \(warning.view.label): \(warning.message)"
    }
}
