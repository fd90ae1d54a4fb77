import Foundation
import Testing
import Trellis

@Suite("Text in graph files")
struct TextGraphFileTests {
    /// A text node with every field away from its default.
    static var styledText: TextSpec {
        var font = Font.system(.title2, design: .rounded, weight: .heavy)
        font.size = 26
        font.width = .condensed
        font.isItalic = true
        font.hasMonospacedDigits = true
        var spec = TextSpec("Total: 1 234,56", font: font, lineLimit: 2, reservedLines: 1, minimumScaleFactor: 0.5,
                            truncationMode: .middle, alignment: .trailing)
        spec.tracking = -0.75
        spec.baselineOffset = -3
        spec.lineSpacing = 6
        spec.allowsTightening = true
        // Set from the environment's display scale: text sizes round to its pixel grid.
        spec.displayScale = 3
        // Set from the environment's locale: the face of ideographs and kana.
        spec.language = .japanese
        return spec
    }

    @Test("a text with every field set decodes to an equal text and lays out the same")
    func everyTextFieldRoundTrips() throws {
        var graph = LayoutGraph()
        let styled = graph.add(.text(Self.styledText), ids: ["styled"])
        let plain = graph.add(.text(TextSpec("Plain")), ids: ["plain"])
        graph.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)), children: [styled, plain])

        let decoded = try LayoutGraph.decode(json: graph.jsonData())
        #expect(decoded.count == graph.count)
        guard case .text(let spec) = decoded.kind(of: styled), case .text(let plainSpec) = decoded.kind(of: plain) else {
            Issue.record("the texts did not decode as text nodes")
            return
        }
        #expect(spec == Self.styledText)
        #expect(plainSpec == TextSpec("Plain"))
        #expect(spec.font.textStyle == .title2)
        #expect(spec.font.design == .rounded && spec.font.width == .condensed)
        #expect(try decoded.jsonData() == graph.jsonData())
        let window = CGSize(width: 120, height: 300)
        #expect(LayoutSolver().layout(decoded, in: window).frames == LayoutSolver().layout(graph, in: window).frames)
    }

    @Test("a text's enumerated fields name the values they accept", arguments: [
        ("fontDesign", "gothic", "expected one of default, serif, rounded, monospaced"),
        ("fontWidth", "narrow", "expected one of compressed, condensed, standard, expanded"),
        ("textStyle", "huge", "expected one of largeTitle"),
        ("language", "ja_JP", "expected one of other, japanese, korean, simplifiedChinese, traditionalChinese, hongKongChinese"),
    ])
    func unknownValues(field: String, value: String, message: String) {
        let json = #"{"version": 1, "nodes": [{"kind": "text", "string": "A", "\#(field)": "\#(value)"}]}"#
        do {
            _ = try LayoutGraph.decode(json: Data(json.utf8))
            Issue.record("\(field): \(value) decoded")
        } catch {
            #expect("\(error)".contains("nodes[0].\(field)"), "\(error)")
            #expect("\(error)".contains(message), "\(error)")
        }
    }
}
