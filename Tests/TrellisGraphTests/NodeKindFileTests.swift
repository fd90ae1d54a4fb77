import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// Every node kind through a graph file: a kind whose spec cannot read or write itself, or
/// which the reader cannot find by name, fails here. The expected records are written from the
/// graph format article (Documentation/Trellis.docc/GraphFormat.md), not from the writer.
@Suite("Every node kind in a graph file")
struct NodeKindFileTests {
    /// A graph whose root is a node of the kind under test, over plain colour leaves.
    struct Example: CustomTestStringConvertible, Sendable {
        let name: String
        let build: @Sendable (inout LayoutGraph) -> Void
        /// The root's record as the graph file holds it; for a kind a file cannot hold, `nil`.
        let record: String?
        /// The part of the error message that says why a file cannot hold the kind.
        let refusal: String?

        var testDescription: String { name }

        /// The example's graph.
        var graph: LayoutGraph {
            var graph = LayoutGraph()
            build(&graph)
            return graph
        }

        /// The root's kind.
        var kind: NodeKind { let graph = graph; return graph.kind(of: NodeID(Int32(graph.count - 1))) }
    }

    /// A kind the file holds: `kind` in `color` over `children` colour leaves, and its record.
    static func stored(_ kind: NodeKind, children: Int = 0, color: String? = nil, _ record: String) -> Example {
        Example(name: record, build: { graph in
            let leaves = (0..<children).map { _ in graph.color() }
            graph.add(kind, children: leaves, color: color)
        }, record: record, refusal: nil)
    }

    static let examples: [Example] = [
        stored(.shape(ShapeSpec(shape: .color)), color: "red", #"{"kind": "color", "color": "red"}"#),
        stored(.shape(ShapeSpec(shape: .roundedRectangle, cornerRadius: 6)), #"{"kind": "roundedRectangle", "cornerRadius": 6}"#),
        stored(.shape(ShapeSpec(shape: .capsule)), #"{"kind": "capsule"}"#),
        stored(.spacer(SpacerSpec(minLength: 12)), #"{"kind": "spacer", "minLength": 12}"#),
        stored(.stack(StackSpec(axis: .horizontal, alignment: VerticalAlignment.bottom.key, spacing: 4)), children: 2,
               #"{"kind": "hstack", "alignment": "bottom", "spacing": 4, "children": [0, 1]}"#),
        stored(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)), children: 1,
               #"{"kind": "vstack", "children": [0]}"#),
        stored(.zstack(ZStackSpec(alignment: .topLeading)), children: 1, #"{"kind": "zstack", "alignment": "topLeading", "children": [0]}"#),
        stored(.frame(FrameSpec(width: 50, height: 20, alignment: .leading)), children: 1,
               #"{"kind": "frame", "width": 50, "height": 20, "alignment": "leading", "children": [0]}"#),
        stored(.flexFrame(FlexFrameSpec(width: .init(min: 10, max: .infinity), height: .init(ideal: 30), alignment: .top)), children: 1,
               #"{"kind": "flexFrame", "minWidth": 10, "maxWidth": "infinity", "idealHeight": 30, "alignment": "top", "children": [0]}"#),
        stored(.padding(EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 4)), children: 1,
               #"{"kind": "padding", "top": 1, "leading": 2, "trailing": 4, "children": [0]}"#),
        stored(.fixedSize(FixedSizeSpec(horizontal: false, vertical: true)), children: 1,
               #"{"kind": "fixedSize", "horizontal": false, "children": [0]}"#),
        stored(.layoutPriority(1), children: 1, #"{"kind": "layoutPriority", "value": 1, "children": [0]}"#),
        stored(.offset(CGSize(width: 3, height: -4)), children: 1, #"{"kind": "offset", "x": 3, "y": -4, "children": [0]}"#),
        stored(.overlayOrBackground(OverlayBackgroundSpec(placement: .overlay, alignment: .bottomTrailing)), children: 2,
               #"{"kind": "overlay", "alignment": "bottomTrailing", "children": [0, 1]}"#),
        stored(.overlayOrBackground(OverlayBackgroundSpec(placement: .background)), children: 2, #"{"kind": "background", "children": [0, 1]}"#),
        Example(name: "alignmentGuide", build: { graph in
            graph.addAlignmentGuide(VerticalAlignment.bottom.key, value: GuideFunction { $0.height / 2 + 3 }, child: graph.color())
        }, record: #"{"kind": "alignmentGuide", "axis": "vertical", "guide": "bottom", "value": {"constant": 3, "width": 0, "height": 0.5}, "children": [0]}"#,
        refusal: nil),
        stored(.aspectRatio(AspectRatioSpec(ratio: 1.5, contentMode: .fill)), children: 1,
               #"{"kind": "aspectRatio", "ratio": 1.5, "contentMode": "fill", "children": [0]}"#),
        stored(.position(CGPoint(x: 20, y: 30)), children: 1, #"{"kind": "position", "x": 20, "y": 30, "children": [0]}"#),
        stored(.viewThatFits(ViewThatFitsSpec(axes: .horizontal)), children: 2, #"{"kind": "viewThatFits", "axes": ["horizontal"], "children": [0, 1]}"#),
        stored(.scrollView(ScrollViewSpec(axes: .horizontal, showsIndicators: false)), children: 1,
               #"{"kind": "scrollView", "axes": ["horizontal"], "showsIndicators": false, "children": [0]}"#),
        stored(.geometryReader(GeometryReaderSpec()), children: 1, #"{"kind": "geometryReader", "children": [0]}"#),
        Example(name: "geometryReader with content", build: { graph in
            graph.addGeometryReader(content: GeometryContent { _ in LayoutGraph() })
        }, record: nil, refusal: "content is a Swift closure of its GeometryProxy, so a graph file cannot store it"),
        Example(name: "customLayout", build: { graph in
            graph.addCustomLayout(AnyLayout(PiledLayout()), children: [graph.color()])
        }, record: nil, refusal: "laid out by the custom Layout TrellisGraphTests.PiledLayout, which is Swift code, so a graph file cannot store it"),
        stored(.grid(GridSpec(alignment: .leading, horizontalSpacing: 2, verticalSpacing: 3)), children: 1,
               #"{"kind": "grid", "alignment": "leading", "horizontalSpacing": 2, "verticalSpacing": 3, "children": [0]}"#),
        stored(.gridRow(GridRowSpec(alignment: VerticalAlignment.top.key)), children: 2, #"{"kind": "gridRow", "alignment": "top", "children": [0, 1]}"#),
        stored(.gridCell(GridCellSpec(columns: 2, columnAlignment: HorizontalAlignment.trailing.key, anchor: UnitPoint(x: 0.25, y: 0.75), unsizedAxes: .vertical)),
               children: 1,
               #"{"kind": "gridCell", "columns": 2, "columnAlignment": "trailing", "anchor": {"x": 0.25, "y": 0.75}, "unsizedAxes": ["vertical"], "children": [0]}"#),
        stored(.layoutDirection(.rightToLeft), children: 1, #"{"kind": "layoutDirection", "direction": "rightToLeft", "children": [0]}"#),
        stored(.text(TextSpec("Hello", font: Font(size: 17, weight: .bold), lineLimit: 2)),
               #"{"kind": "text", "string": "Hello", "fontSize": 17, "fontWeight": "bold", "lineLimit": 2}"#),
        Example(name: "text with a measurer", build: { graph in
            graph.addText(TextSpec("Hello"), measurer: FixedMeasurer())
        }, record: nil, refusal: "measured by a custom TextMeasurer, which is Swift code, so a graph file cannot store it"),
        stored(.image(ImageSpec(name: "star", naturalSize: CGSize(width: 20, height: 10), isResizable: true)),
               #"{"kind": "image", "name": "star", "width": 20, "height": 10, "resizable": true}"#),
        stored(.control(ControlSpec(name: "ProgressView", width: .flexible(ideal: 160), height: .fixed(4))),
               #"{"kind": "control", "name": "ProgressView", "idealWidth": 160, "height": 4}"#),
        stored(.divider(DividerSpec(thickness: 1)), #"{"kind": "divider", "thickness": 1}"#),
        Example(name: "measuredLeaf", build: { graph in
            graph.addMeasuredLeaf(SizeFunction(name: "Chart") { _ in CGSize(width: 10, height: 10) })
        }, record: nil, refusal: "sized by the function Chart, which is Swift code, so a graph file cannot store it"),
        stored(.safeArea(SafeAreaSpec(insets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0), source: .window)), children: 1,
               #"{"kind": "safeArea", "top": 59, "bottom": 34, "children": [0]}"#),
        stored(.safeArea(SafeAreaSpec(source: .inset(SafeAreaBar(edge: .top, alignment: HorizontalAlignment.leading.key, spacing: 2)))), children: 2,
               #"{"kind": "safeArea", "source": "inset", "edge": "top", "alignment": "leading", "spacing": 2, "children": [0, 1]}"#),
        stored(.ignoresSafeArea(IgnoresSafeAreaSpec(regions: .keyboard, edges: [.top, .bottom])), children: 1,
               #"{"kind": "ignoresSafeArea", "regions": ["keyboard"], "edges": ["top", "bottom"], "children": [0]}"#),
        stored(.lazyGrid(LazyGridSpec(axis: .vertical, items: [GridItemSpec(.fixed(70)), GridItemSpec(.flexible(minimum: 10, maximum: .infinity), spacing: 4)])),
               children: 2,
               #"{"kind": "lazyVGrid", "columns": [{"size": "fixed", "length": 70}, {"size": "flexible", "minimum": 10, "maximum": "infinity", "spacing": 4}], "children": [0, 1]}"#),
        stored(.lazyGrid(LazyGridSpec(axis: .horizontal, items: [GridItemSpec(.adaptive(minimum: 40, maximum: 100))], spacing: 6)), children: 1,
               #"{"kind": "lazyHGrid", "rows": [{"size": "adaptive", "minimum": 40, "maximum": 100}], "spacing": 6, "children": [0]}"#),
        stored(.containerRelativeFrame(ContainerRelativeFrameSpec(axes: .horizontal, count: 3, span: 2, spacing: 8, alignment: .center)), children: 1,
               #"{"kind": "containerRelativeFrame", "axes": ["horizontal"], "count": 3, "span": 2, "spacing": 8, "children": [0]}"#),
    ]

    @Test("a kind the file holds is written as its record and read back as the same kind", arguments: examples.filter { $0.record != nil })
    func storedKind(_ example: Example) throws {
        let graph = example.graph
        let written = try JSONSerialization.jsonObject(with: graph.jsonData()) as? [String: Any]
        let root = try #require((written?["nodes"] as? [[String: Any]])?.last)
        let record = try #require(example.record)
        let expected = try JSONSerialization.jsonObject(with: Data(record.utf8))
        #expect(try Self.canonical(root) == Self.canonical(expected))

        let read = try LayoutGraph.decode(json: graph.jsonData())
        #expect(read.kind(of: NodeID(Int32(read.count - 1))) == example.kind)
        #expect(read.colorName(of: NodeID(Int32(read.count - 1))) == graph.colorName(of: NodeID(Int32(graph.count - 1))))
        #expect(read.guideFunctions.map(\.linear) == graph.guideFunctions.map(\.linear))
    }

    /// A JSON value as text with its keys sorted, so that two values compare by content.
    static func canonical(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test("a kind whose parameters are Swift code is refused with the reason", arguments: examples.filter { $0.record == nil })
    func refusedKind(_ example: Example) throws {
        let refusal = try #require(example.refusal)
        do {
            _ = try example.graph.jsonData()
            Issue.record("\(example.name) was written")
        } catch let error as EncodingError {
            guard case .invalidValue(_, let context) = error else { Issue.record("unexpected \(error)"); return }
            #expect(context.debugDescription.hasSuffix(refusal), "\(context.debugDescription)")
        }
    }

    @Test("insets, spacings, offsets, positions and priorities may be negative, as the graph format article says", arguments: [
        #"{"kind": "hstack", "spacing": -2, "children": [0]}"#,
        #"{"kind": "grid", "horizontalSpacing": -2, "verticalSpacing": -3, "children": [0]}"#,
        #"{"kind": "lazyVGrid", "columns": [{"size": "flexible", "minimum": 10, "maximum": "infinity", "spacing": -4}], "spacing": -2, "children": [0]}"#,
        #"{"kind": "padding", "top": -1, "leading": -2, "bottom": -3, "trailing": -4, "children": [0]}"#,
        #"{"kind": "safeArea", "top": -1, "source": "inset", "edge": "bottom", "spacing": -2, "children": [0, 1]}"#,
        #"{"kind": "containerRelativeFrame", "axes": ["horizontal"], "spacing": -2, "children": [0]}"#,
        #"{"kind": "offset", "x": -3, "y": -4, "children": [0]}"#,
        #"{"kind": "position", "x": -3, "y": -4, "children": [0]}"#,
        #"{"kind": "layoutPriority", "value": -1, "children": [0]}"#,
        #"{"kind": "text", "string": "a", "fontSize": 17, "tracking": -1, "baselineOffset": -2, "lineSpacing": -3}"#,
    ])
    func negativeLengths(_ record: String) throws {
        let children = record.contains("[0, 1]") ? 2 : record.contains("[0]") ? 1 : 0
        let leaves = Array(repeating: #"{"kind": "color"}"#, count: children)
        let file = #"{"version": 1, "nodes": ["# + (leaves + [record]).joined(separator: ", ") + "]}"
        let graph = try LayoutGraph.decode(json: Data(file.utf8))
        let written = try JSONSerialization.jsonObject(with: graph.jsonData()) as? [String: Any]
        let root = try #require((written?["nodes"] as? [[String: Any]])?.last)
        #expect(try Self.canonical(root) == Self.canonical(JSONSerialization.jsonObject(with: Data(record.utf8))))
    }

    @Test("the examples hold every case of NodeKind")
    func everyCase() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent("Sources/TrellisGraph/Graph/NodeKind.swift"), encoding: .utf8)
        let declared = Set(source.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("    case "), let open = line.firstIndex(of: "(") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 9)..<open])
        })
        let covered = Set(Self.examples.compactMap { Mirror(reflecting: $0.kind).children.first?.label })
        #expect(declared.count > 30)
        #expect(declared == covered, "no example of \(declared.subtracting(covered).sorted())")
    }
}

/// A custom layout, which a graph file cannot hold.
struct PiledLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// A text measurer, which a graph file cannot hold.
private struct FixedMeasurer: TextMeasurer {
    func measure(_ text: TextSpec, proposal: ProposedViewSize) -> TextMeasurement {
        TextMeasurement(size: CGSize(width: 10, height: 10), firstBaseline: 8, lastBaseline: 8)
    }
}
