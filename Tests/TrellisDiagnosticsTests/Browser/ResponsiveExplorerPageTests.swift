import Foundation
import Testing
import Trellis

/// What the responsive explorer stores, read back from the page's data the way its script
/// reads it, against the layouts `layout(in:)` makes at the same widths. Views are lowered on
/// the main actor and everything slow runs off it, so that other tests' main-actor work is not
/// held up.
@Suite("Responsive HTML explorer")
struct ResponsiveExplorerPageTests {
    /// A layout with a breakpoint of each kind between 320 and 1024 pt: a `ViewThatFits` whose
    /// first candidate (two 300-pt colours 8 pt apart) fits from 608 pt; a bar of two 420-pt
    /// colours that overflows below 840 pt; a colour that grows with the window up to 500 pt;
    /// and a caption that needs two lines where the window is narrower than its one line.
    @MainActor static var sample: some View {
        VStack(spacing: 8) {
            ViewThatFits {
                HStack(spacing: 8) {
                    Color.blue.frame(width: 300, height: 40)
                    Color.green.frame(width: 300, height: 40)
                }
                .id("wide")
                Color.orange.frame(width: 200, height: 40).id("narrow")
            }
            .id("fits")
            HStack(spacing: 0) {
                Color.red.frame(width: 420, height: 20)
                Color.purple.frame(width: 420, height: 20)
            }
            .id("bar")
            Color.teal.frame(maxWidth: 500).frame(height: 30).id("flex")
            Text(caption).id("caption")
        }
    }

    static let caption = "A caption that wants one long line and wraps when narrow"
    static let height: CGFloat = 400

    /// The sample laid out by `layout(in:)` in a window `width` wide.
    static func layout(at width: Int) async -> LayoutResult {
        await MainActor.run { sample.layout(in: CGSize(width: CGFloat(width), height: height)) }
    }

    /// The sample's page over 320…1024 pt, opening at 390.
    static func page() async throws -> String {
        let (graph, scale) = await MainActor.run { (sample.layoutGraph(), sample.layout(in: CGSize(width: 390, height: height)).displayScale) }
        return try Wireframe.responsiveHTML(graph, widths: 320...1024, height: height, displayScale: scale, startWidth: 390)
    }


    /// The numbers a list of runs holds at the width with index `index`, as the page's script
    /// works them out.
    static func values(_ runs: [[Double]], at index: Int) -> [CGFloat]? {
        for run in runs where index >= Int(run[0]) && index < Int(run[0] + run[1]) {
            let count = run[1] > 1 ? (run.count - 2) / 2 : run.count - 2
            return (0..<count).map { CGFloat(run[2 + $0] + (run[1] > 1 ? run[2 + count + $0] * Double(index - Int(run[0])) : 0)) }
        }
        return nil
    }

    /// The frame four lists of runs hold at the width with index `index`.
    static func frame(_ coordinates: [[[Double]]], at index: Int) -> [CGFloat]? {
        let numbers = coordinates.compactMap { values($0, at: index)?.first }
        return numbers.count == coordinates.count ? numbers : nil
    }

    /// The warnings' messages the page lists at the width with index `index`.
    static func messages(in data: [String: Any], at index: Int) throws -> [String] {
        let warnings = try #require(data["warnings"] as? [[String: Any]])
        return try warnings.compactMap { warning in
            let parts = try #require(warning["parts"] as? [String]), runs = try #require(warning["runs"] as? [[Double]])
            guard let numbers = values(runs, at: index) else { return nil }
            return zip(parts, numbers.map(PointFormat.string) + [""]).map { $0 + $1 }.joined()
        }
    }

    @Test("runs cover each coordinate: a line is one run, a kink starts another")
    func runsOfASeries() async throws {
        let graph = await MainActor.run { Color.red.frame(maxWidth: 100).frame(height: 10).layoutGraph() }
        let data = try ExplorerPageTests.data(in: try Wireframe.responsiveHTML(graph, widths: 50...150, height: 20))
        let views = try #require(data["views"] as? [String: [String: Any]])
        // The colour is as wide as the window up to 100 pt and then 100 pt, centred: x is 0 up
        // to 100 pt and then (width − 100) / 2; y and the height stay 5 and 10.
        let color = try #require(views.values.first { ($0["label"] as? String) == "Color.red" })
        let frame = try #require(color["frame"] as? [[[Double]]])
        #expect(frame == [[[0, 51, 0, 0], [51, 50, 0.5, 0.5]], [[0, 101, 5, 0]], [[0, 51, 50, 1], [51, 50, 100, 0]], [[0, 101, 10, 0]]])
    }

    @Test("frames and warnings read back from the page are layout(in:)'s at every fifth width and on both sides of each change")
    func widths() async throws {
        let data = try ExplorerPageTests.data(in: try await Self.page())
        let views = try #require(data["views"] as? [String: [String: Any]])
        // Every fifth width keeps the main actor free for other tests; the widths around each
        // breakpoint and where the teal colour stops growing at 500 pt are where runs end.
        let breakpoints = try #require(data["breakpoints"] as? [Double]).map { Int($0.rounded(.up)) } + [500]
        let around = breakpoints.flatMap { [$0 - 1, $0, $0 + 1] }
        for width in Set(Array(stride(from: 320, through: 1024, by: 5)) + around).sorted() {
            let result = await Self.layout(at: width)
            for (key, view) in views {
                let node = try #require(Int32(key)), coordinates = try #require(view["frame"] as? [[[Double]]])
                let frame = result.frames[Int(node)]
                let stored = Self.frame(coordinates, at: width - 320)
                guard let frame, let stored else {
                    #expect(frame == nil && stored == nil, "\(view["label"] ?? key) at \(width)")
                    continue
                }
                let numbers = [frame.minX, frame.minY, frame.width, frame.height]
                #expect(zip(numbers, stored).allSatisfy { abs($0 - $1) < 0.002 }, "\(view["label"] ?? key) at \(width): \(numbers) \(stored)")
            }
            #expect(try Self.messages(in: data, at: width - 320).sorted() == result.warnings.map(\.message).sorted(), "at \(width)")
        }
    }

    @Test("the breakpoints say which candidate is chosen, where the text wraps and which overflow ends")
    func breakpoints() async throws {
        let html = try await Self.page()
        let data = try ExplorerPageTests.data(in: html)
        // The caption fits on one line from its ideal width on, so the first whole width with
        // one line is that width rounded up.
        let ideal = await MainActor.run { Text(Self.caption).sizeThatFits(.unspecified).width }
        #expect(data["breakpoints"] as? [Double] == [Double(ideal.rounded(.up)), 608, 840])
        #expect(html.contains(##"<a href="#width=608">at 608 pt</a><ul><li>ViewThatFits 'fits' shows candidate 1: candidate 1 fits in 608×"##))
        #expect(html.contains("<li>'caption': 1 line: \"\(Self.caption)\"</li>"))
        let narrower = await Self.layout(at: 839)
        let overflow = try #require(narrower.warnings.first { $0.kind == .overflow })
        #expect(html.contains("<li>ends: \(overflow.message.replacingOccurrences(of: "&", with: "&amp;"))</li>"))
        // Narrower than 608, the second candidate is shown and the first is not laid out.
        #expect(await Self.layout(at: 607).frame(of: "wide") == nil)
        #expect(await Self.layout(at: 608).frame(of: "wide") != nil)
    }

    @Test("bad widths and heights are errors, not crashes")
    func badInput() async {
        let graph = await MainActor.run { Color.red.layoutGraph() }
        #expect(throws: Wireframe.ResponsivePageError.self) { try Wireframe.responsiveHTML(graph, widths: -10...10, height: 100) }
        #expect(throws: Wireframe.ResponsivePageError.self) { try Wireframe.responsiveHTML(graph, widths: 0...5000, height: 100) }
        #expect(throws: Wireframe.ResponsivePageError.self) { try Wireframe.responsiveHTML(graph, widths: 0...10, height: .infinity) }
    }
}
