import Foundation
import Trellis

/// How a value becomes a snapshot: the text written to the snapshot file and the file's
/// extension. The same shape as swift-snapshot-testing's `Snapshotting`, for text snapshots.
///
/// The layout strategies are ``frames``, ``tree``, ``json``, ``svg`` and ``html``. A strategy
/// for another value is made from one of them with ``pullback(_:)``, for example one that lays a
/// view out on a device first:
///
/// ```swift
/// extension LayoutSnapshotStrategy where Value == Card {
///     static let framesOnIPhoneSE = LayoutSnapshotStrategy<LayoutResult>.frames.pullback { card in
///         MainActor.assumeIsolated { card.layout(on: .iPhoneSE) }
///     }
/// }
/// ```
public struct LayoutSnapshotStrategy<Value>: Sendable {
    /// The extension of the snapshot file, without its dot: `txt`, `json`, `svg`, `html`.
    public var pathExtension: String
    /// Makes the snapshot text of a value; an error is reported as the expectation's failure.
    public var snapshot: @Sendable (Value) throws -> String
    /// Where a snapshot of a layout keeps the layout it was made from, so that a failure can
    /// say why the views moved; `nil` for strategies that keep none.
    var reference: SnapshotReference?

    /// A strategy that writes `snapshot(value)` to files ending in `.pathExtension`.
    public init(pathExtension: String, snapshot: @escaping @Sendable (Value) throws -> String) {
        self.pathExtension = pathExtension
        self.snapshot = snapshot
    }

    /// A strategy that keeps the layout it snapshots as `reference` says.
    init(pathExtension: String, reference: SnapshotReference, snapshot: @escaping @Sendable (Value) throws -> String) {
        self.init(pathExtension: pathExtension, snapshot: snapshot)
        self.reference = reference
    }

    /// This strategy for values of another type, turned into this strategy's value by `transform`.
    public func pullback<NewValue>(_ transform: @escaping @Sendable (NewValue) throws -> Value) -> LayoutSnapshotStrategy<NewValue> {
        let snapshot = self.snapshot
        return LayoutSnapshotStrategy<NewValue>(pathExtension: pathExtension) { try snapshot(transform($0)) }
    }
}

extension LayoutSnapshotStrategy where Value == LayoutResult {
    /// One line per laid-out view (modifiers folded into the view they modify unless named),
    /// indented by depth: its name and its frame in window coordinates, `x y width height`.
    ///
    /// ```text
    /// HStack: 45 372 300 100
    ///   frame 'icon': 45 372 50 100
    ///     Color.blue: 45 372 50 100
    /// ```
    ///
    /// Nothing is padded to line up with other lines, so a change to one view changes its line
    /// only, and a snapshot's diff shows exactly the views that moved or were renamed. The graph
    /// and window are kept beside the snapshot, in `<test>.<name>.layout.json`, so that a
    /// failure also says why each view moved (see ``Trellis/LayoutDiff``).
    public static let frames = LayoutSnapshotStrategy(pathExtension: "txt", reference: .besideSnapshot) { $0.snapshotFrameLines() }

    /// The view tree without frames: one line per node, modifiers included, with the names it
    /// was given and the types of the views whose `body` made it (a `Text` shows its string).
    /// It changes when the structure changes, not when sizes do. Like ``frames``, it keeps the
    /// graph and window beside the snapshot, so a failure says which views moved and why.
    ///
    /// ```text
    /// frame from Card
    ///   HStack
    ///     frame 'icon'
    ///       Color.blue
    /// ```
    public static let tree = LayoutSnapshotStrategy(pathExtension: "txt", reference: .besideSnapshot) { $0.snapshotTreeLines() }

    /// The layout as ``Trellis/LayoutReport`` writes it: the graph, every frame and the warnings,
    /// as pretty-printed JSON with sorted keys. The report holds the graph and the window, so a
    /// failure lays the stored layout out again and says why each view moved.
    public static let json = LayoutSnapshotStrategy(pathExtension: "json", reference: .inSnapshot) { layout in
        String(decoding: try LayoutReport(layout).jsonData(), as: UTF8.self)
    }

    /// The SVG wireframe of ``Trellis/Wireframe/svg(_:)``.
    public static let svg = LayoutSnapshotStrategy(pathExtension: "svg") { Wireframe.svg($0) }

    /// The HTML explorer of ``Trellis/Wireframe/html(_:design:)``: the wireframe with each view's why-chain.
    public static let html = LayoutSnapshotStrategy(pathExtension: "html") { Wireframe.html($0) }
}

/// `error` as a sentence for a failure message: an encoding error's own explanation (such as
/// why a graph cannot be written as JSON) rather than its dump.
func snapshotErrorDescription(_ error: any Error) -> String {
    if case EncodingError.invalidValue(_, let context) = error { return context.debugDescription }
    return String(describing: error)
}
