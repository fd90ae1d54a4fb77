import Foundation
import Testing
import Trellis
import TrellisTesting

/// Rows of a list repeat their accessibility identifiers, as SwiftUI apps do: queries pick one
/// by its position or by a text its row shows.
@Suite("Repeated accessibility identifiers") @MainActor
struct RepeatedIdentifierTests {
    private nonisolated func message(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined() }

    private let items = [("Hat", "$12.00"), ("Socks", "$4.50"), ("Scarf", "$30.00")]

    private var list: LayoutResult {
        List {
            ForEach(items, id: \.0) { item in
                HStack {
                    Text(item.0).accessibilityIdentifier("name")
                    Spacer()
                    Text(item.1).accessibilityIdentifier("price")
                }
            }
        }
        .layout(on: .iPhone15)
    }

    /// The string of the text `query` finds, when it finds one.
    private func shownText(_ query: ViewQuery, in layout: LayoutResult) -> String? {
        let nodes = query.nodes(in: layout)
        guard nodes.count == 1, case .text(let spec) = layout.graph.kind(of: nodes[0]) else { return nil }
        return spec.string
    }

    @Test("identifiers repeated in rows raise no warning; a repeated .id still does")
    func noDuplicateNameNoise() {
        #expect(!list.warnings.contains { $0.kind == .duplicateName })
        let ids = VStack {
            Color.red.id("dup")
            Color.blue.id("dup")
            Color.green.accessibilityIdentifier("dup")
        }
        .layout(in: CGSize(width: 390, height: 844))
        // Two views carry 'dup' as their identity; the third only as an accessibility identifier.
        #expect(ids.warnings.filter { $0.kind == .duplicateName }.map(\.message) == [
            "2 views are named 'dup': frame(of:) and explain find only the first; give each its own .id",
        ])
    }

    @Test("a graph file keeps which names are accessibility identifiers")
    func graphFileKeepsIdentifiers() throws {
        let graph = list.graph
        let decoded = try LayoutGraph.decode(json: try graph.jsonData())
        let prices = decoded.nodes(named: "price")
        #expect(prices.count == 3)
        #expect(prices.allSatisfy { decoded[$0].accessibilityIdentifiers == ["price"] })
        #expect(decoded.nodes(identifiedAs: "price").isEmpty)
        #expect(!LayoutSolver().layout(decoded, in: CGSize(width: 393, height: 852)).warnings.contains { $0.kind == .duplicateName })
    }

    @Test("nth counts the views from 1 in the order they are written")
    func nth() {
        let layout = list
        #expect(shownText(.accessibilityIdentifier("price").nth(1), in: layout) == "$12.00")
        #expect(shownText(.accessibilityIdentifier("price").nth(2), in: layout) == "$4.50")
        #expect(shownText(.accessibilityIdentifier("name").nth(3), in: layout) == "Scarf")
        // The second price is the text that shows "$4.50", wherever it is.
        let socksPrice = layout.frame(ofNode: Self.only(.text("$4.50"), in: layout))
        #expect(expectFrame(of: .accessibilityIdentifier("price").nth(2), in: layout, equals: socksPrice ?? .null))
    }

    @Test("inside picks the view in the row that shows a text")
    func inside() {
        let layout = list
        #expect(shownText(.accessibilityIdentifier("price").inside(.text("Socks")), in: layout) == "$4.50")
        #expect(shownText(.accessibilityIdentifier("price").inside(.text("Scarf")), in: layout) == "$30.00")
        #expect(shownText(.accessibilityIdentifier("name").inside(.text("$12.00")), in: layout) == "Hat")
        #expect(expectWidth(of: .accessibilityIdentifier("price").inside(.text("Socks")), in: layout,
                            equals: layout.frame(ofNode: Self.only(.text("$4.50"), in: layout))?.width ?? -1))
    }

    @Test("a repeated identifier alone is ambiguous, and a position past the last says how many there are")
    func ambiguousAndOutOfRange() {
        let layout = list
        withKnownIssue {
            expectWidth(of: .accessibilityIdentifier("price"), in: layout, equals: 10)
        } matching: { issue in
            message(issue).hasPrefix("3 views match accessibility identifier 'price', at ") && message(issue).contains(".nth(1)…nth(3)")
                && message(issue).contains(".inside(.text(\"…\"))")
        }
        withKnownIssue {
            expectWidth(of: .accessibilityIdentifier("price").nth(4), in: layout, equals: 10)
        } matching: { issue in
            message(issue).hasPrefix("no view is accessibility identifier 'price' number 4: positions count from 1, and 3 views are accessibility identifier 'price'")
        }
        withKnownIssue {
            expectWidth(of: .accessibilityIdentifier("price").nth(0), in: layout, equals: 10)
        } matching: { issue in
            message(issue).hasPrefix("no view is accessibility identifier 'price' number 0: positions count from 1")
        }
        withKnownIssue {
            expectWidth(of: .accessibilityIdentifier("price").inside(.text("Gloves")), in: layout, equals: 10)
        } matching: { issue in
            message(issue).hasPrefix("no view with accessibility identifier 'price' inside text \"Gloves\" was laid out")
        }
    }

    /// The one node `query` finds.
    private static func only(_ query: ViewQuery, in layout: LayoutResult) -> NodeID {
        query.nodes(in: layout)[0]
    }
}
