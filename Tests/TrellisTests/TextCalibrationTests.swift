import Foundation
import Testing
import Trellis

/// Replays every measurement of text that real SwiftUI rendered
/// (`TextCalibration/text-measurements.json`, described in its README) against the built-in
/// text model.
///
/// The rows are split in two by their position in the file: the model's fitted constants (the
/// characters' corrections, SF Pro Display's width factor and the size where it is reached, the
/// factor of semibold and heavier weights; `Scripts/calibrate-text.py`) were fitted on the even rows, and
/// the odd rows are held out. Both halves must meet the same bounds: widths within 0.7 % on
/// average and 2 % at worst, heights exact on the pixel grid (within one pixel where the box is
/// a background drawn at a position the renderer snapped). The semibold and the bold rows must
/// also meet the width bounds on their own.
@MainActor
@Suite("Text calibration against real SwiftUI renderings")
struct TextCalibrationTests {
    /// One measurement, as the calibration file stores it.
    struct Row: Decodable, Sendable {
        struct FontField: Decodable, Sendable {
            var style: String?
            var size: CGFloat?
            var weight: String?
            var design: String?
            var dynamicTypeSize: String?
            var imageScale: String?
            var runs: String?

            private enum CodingKeys: String, CodingKey { case style, size, weight, design, dynamicTypeSize, imageScale, runs }

            /// A font object, or a word (`"mixed"`) for a view that shows several fonts.
            init(from decoder: any Decoder) throws {
                if let word = try? decoder.singleValueContainer().decode(String.self) {
                    style = word
                    return
                }
                let container = try decoder.container(keyedBy: CodingKeys.self)
                style = try container.decodeIfPresent(String.self, forKey: .style)
                size = try container.decodeIfPresent(CGFloat.self, forKey: .size)
                weight = try container.decodeIfPresent(String.self, forKey: .weight)
                design = try container.decodeIfPresent(String.self, forKey: .design)
                dynamicTypeSize = try container.decodeIfPresent(String.self, forKey: .dynamicTypeSize)
                imageScale = try container.decodeIfPresent(String.self, forKey: .imageScale)
                runs = try container.decodeIfPresent(String.self, forKey: .runs)
            }
        }
        struct Measured: Decodable, Sendable {
            var width: CGFloat?
            var height: CGFloat?
            var lines: Int?
            var pitch: CGFloat?
            var gap: CGFloat?
            var proposedWidth: CGFloat?
        }
        var id: String
        var kind: String
        var os: String?
        var scale: CGFloat
        var text: String?
        var font: FontField?
        var measured: Measured
        var box: String
        var view: String
    }

    /// Why a row is not replayed, by the start of its id or by its platform.
    nonisolated static func exclusion(of row: Row) -> String? {
        if row.os == "macOS" { return "macOS sets text in its own sizes (body 13 pt); Trellis models iOS" }
        if row.id.hasPrefix("challenge-typography") || row.id.hasPrefix("challenge-fontdesign") {
            return "their widths are a fixed frame's, and their texts mix the rounded, serif and monospaced designs, whose factors were fitted on the same renderings"
        }
        if row.id.hasPrefix("sst-") { return "recorded in May 2020 on iOS 13, before SF Pro's optical sizes; Trellis models iOS 17 and later" }
        if row.kind == "composite", row.id != "approach-banner-headline-body-medium" {
            return "a whole screen or design-system component whose parts are not all text"
        }
        if row.measured.width == nil, row.measured.height == nil, row.measured.lines == nil, row.measured.gap == nil, row.measured.pitch == nil {
            return "no length was measured"
        }
        return nil
    }

    /// The rows of the calibration file.
    nonisolated static func load() throws -> [Row] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("TextCalibration/text-measurements.json")
        return try JSONDecoder().decode([Row].self, from: Data(contentsOf: url))
    }

    nonisolated static let rows: [Row] = (try? load()) ?? []

    /// The font a row names.
    static func font(_ field: Row.FontField?) -> Font {
        let weight = field?.weight.flatMap { Font.Weight(name: $0) }
        var font: Font
        if let size = field?.size {
            font = .system(size: size, weight: weight ?? .regular)
        } else {
            let style = field?.style.flatMap { Font.TextStyle(rawValue: $0) } ?? .body
            font = .system(style, weight: weight)
        }
        return font
    }

    static func dynamicTypeSize(_ field: Row.FontField?) -> DynamicTypeSize {
        let names: [String: DynamicTypeSize] = [
            "xSmall": .xSmall, "small": .small, "medium": .medium, "large": .large, "xLarge": .xLarge,
            "xxLarge": .xxLarge, "xxxLarge": .xxxLarge, "accessibility1": .accessibility1, "accessibility2": .accessibility2,
            "accessibility3": .accessibility3, "accessibility4": .accessibility4, "accessibility5": .accessibility5,
        ]
        return field?.dynamicTypeSize.flatMap { names[$0] } ?? .large
    }

    /// What the model predicts for a row: width, height, line count, gap and pitch, where it
    /// applies.
    struct Prediction {
        var width: CGFloat?
        var height: CGFloat?
        var lines: Int?
        var gap: CGFloat?
        var pitch: CGFloat?
    }

    static func predict(_ row: Row) -> Prediction {
        var environment = EnvironmentValues()
        environment.displayScale = row.scale
        environment.dynamicTypeSize = dynamicTypeSize(row.font)
        let font = font(row.font)
        switch row.kind {
        case "line", "wrapped":
            let text = row.text ?? ""
            let proposal = ProposedViewSize(width: row.measured.proposedWidth, height: nil)
            let view = Text(text).font(font).id("text")
            let result = view.environment(\.displayScale, row.scale).environment(\.dynamicTypeSize, dynamicTypeSize(row.font))
                .layout(in: CGSize(width: proposal.width ?? 10_000, height: 10_000), environment: environment)
            let size = result.frame(of: "text")?.size ?? .zero
            let lines = result.textLines(of: "text")?.count
            return Prediction(width: size.width, height: size.height, lines: lines)
        case "stack":
            // Two texts, or two padded texts (badges and banners), `spacing` apart when the
            // view gives it, else at the pair's preferred spacing.
            let spacing = row.view.firstMatch(of: /spacing: (\d+)\)/).flatMap { CGFloat(Double($0.1) ?? 0) }
            let padded = row.view.contains("padding")
            let first = Text("Hey").padding(padded ? 8 : 0).id("a")
            let second = Text("Bye").padding(padded ? 8 : 0).id("b")
            let isRow = row.view.hasPrefix("HStack")
            let stack = if isRow {
                AnyView(HStack(spacing: spacing) { first; second })
            } else if row.view.hasPrefix("LazyVStack") {
                AnyView(LazyVStack(alignment: .leading, spacing: spacing) { first; second })
            } else {
                AnyView(VStack(spacing: spacing) { first; second })
            }
            let view = stack.font(font).environment(\.displayScale, row.scale).environment(\.dynamicTypeSize, dynamicTypeSize(row.font))
            let result = view.layout(in: CGSize(width: 1000, height: 1000), environment: environment)
            let (a, b) = (result.frame(of: "a") ?? .zero, result.frame(of: "b") ?? .zero)
            return Prediction(gap: isRow ? b.minX - a.maxX : b.minY - a.maxY, pitch: isRow ? b.minX - a.minX : b.minY - a.minY)
        case "composite" where row.id == "approach-banner-headline-body-medium":
            let banner = VStack(alignment: .leading, spacing: 8) { Text("Banner").font(.headline); Text("This is a message") }.padding()
            // The row's images were drawn at Dynamic Type medium (its id says so; it names no font).
            let view = banner.environment(\.displayScale, row.scale).environment(\.dynamicTypeSize, .medium)
            return Prediction(height: view.sizeThatFits(ProposedViewSize(width: 428, height: nil)).height)
        case "symbol":
            let name = row.view.firstMatch(of: /systemName: "([^"]+)"/).map { String($0.1) } ?? "bell"
            let view = Image(systemName: name).id("symbol").font(font)
                .environment(\.displayScale, row.scale).environment(\.dynamicTypeSize, dynamicTypeSize(row.font))
            let size = view.sizeThatFits(.unspecified)
            return Prediction(width: size.width, height: size.height)
        case "composite" where row.id.hasPrefix("sst-checked-symbol"):
            let label = HStack { Image(systemName: "checkmark.circle.fill"); Text("Checked").fixedSize() }
            let isWhole = row.id.hasSuffix("image")
            let view = label.padding(5).padding(isWhole ? 10 : 0).environment(\.displayScale, row.scale)
            let size = view.sizeThatFits(.unspecified)
            return Prediction(width: size.width, height: size.height)
        default:
            return Prediction()
        }
    }

    /// The relative width errors of `rows`. A background drawn at a position the renderer
    /// snapped may gain or lose one pixel, which is not counted as error.
    static func widthErrors(_ rows: [Row]) -> [(id: String, error: CGFloat)] {
        rows.compactMap { row in
            // A wrapped text's width is its widest line's, which hangs on where the lines break:
            // those rows are checked by their line counts and heights instead.
            guard row.kind == "line", let measured = row.measured.width, measured > 0, let predicted = predict(row).width else { return nil }
            let snapping = row.box == "image-size" ? 0 : 1 / row.scale
            return (row.id, max(0, abs(predicted - measured) - snapping) / measured)
        }
    }

    nonisolated static var replayed: [Row] { rows.filter { exclusion(of: $0) == nil } }

    @Test("the calibration file holds the measurements, each replayed or excluded for a stated reason")
    func coverage() throws {
        #expect(throws: Never.self) { try Self.load() }
        #expect(Self.rows.count >= 147)
        #expect(Self.replayed.count >= 30)
    }

    @Test("widths: mean error at most 0.7 %, worst at most 2 %, on the fitted and the held-out rows",
          arguments: [0, 1])
    func widths(half: Int) {
        let rows = Self.replayed.enumerated().filter { $0.offset % 2 == half }.map(\.element)
        let errors = Self.widthErrors(rows)
        #expect(!errors.isEmpty)
        let mean = errors.map(\.error).reduce(0, +) / CGFloat(max(errors.count, 1))
        let worst = errors.max { $0.error < $1.error }
        #expect(mean <= 0.007, "mean width error \(mean * 100) % over \(errors.count) rows")
        #expect((worst?.error ?? 0) <= 0.02, "worst width error \((worst?.error ?? 0) * 100) % at '\(worst?.id ?? "")'")
    }

    @Test("the semibold and the bold texts meet the same width bounds by themselves, over both halves",
          arguments: ["semibold", "bold"])
    func widthsOfWeight(weight: String) {
        let rows = Self.replayed.filter { $0.font?.weight == weight }
        let errors = Self.widthErrors(rows)
        #expect(errors.count >= 2)
        let mean = errors.map(\.error).reduce(0, +) / CGFloat(max(errors.count, 1))
        let worst = errors.max { $0.error < $1.error }
        #expect(mean <= 0.007, "\(weight): mean width error \(mean * 100) % over \(errors.count) rows")
        #expect((worst?.error ?? 0) <= 0.02, "\(weight): worst width error \((worst?.error ?? 0) * 100) % at '\(worst?.id ?? "")'")
    }

    @Test("stacks keep the measured distance between their views", arguments: replayed.filter { $0.kind == "stack" }.map(\.id))
    func gaps(id: String) throws {
        let row = try #require(Self.rows.first { $0.id == id })
        // A gap where the row measured one, else the pitch (top to top) its ink gave.
        let prediction = Self.predict(row)
        let measured = try #require(row.measured.gap ?? row.measured.pitch)
        let predicted = try #require(row.measured.gap == nil ? prediction.pitch : prediction.gap)
        #expect(abs(predicted - measured) <= 0.001, "\(id): predicted \(predicted), measured \(measured)")
    }

    @Test("symbols have their measured frames within one pixel (SymbolMetrics; the symbol calibration replays them too)",
          arguments: replayed.filter { $0.kind == "symbol" }.map(\.id))
    func symbols(id: String) throws {
        let row = try #require(Self.rows.first { $0.id == id })
        let predicted = Self.predict(row)
        let (width, height) = (try #require(predicted.width), try #require(predicted.height))
        let pixel = 1 / row.scale + 0.001
        #expect(abs(width - (row.measured.width ?? width)) <= pixel && abs(height - (row.measured.height ?? height)) <= pixel,
                "\(id): predicted \(width)×\(height), measured \(row.measured.width ?? 0)×\(row.measured.height ?? 0)")
    }

    @Test("heights are exact on the pixel grid", arguments: replayed.filter { $0.measured.height != nil && $0.kind != "symbol" }.map(\.id))
    func heights(id: String) throws {
        let row = try #require(Self.rows.first { $0.id == id })
        let measured = try #require(row.measured.height)
        let predicted = try #require(Self.predict(row).height)
        // A background drawn at a position the renderer snapped may gain or lose one pixel.
        let tolerance = row.box == "image-size" || row.box == "asserted-in-ios-test" ? 0.001 : 1 / row.scale + 0.001
        #expect(abs(predicted - measured) <= tolerance, "\(id): predicted \(predicted), measured \(measured)")
    }

    /// A custom button style like the projects' in the button rows: the label, padded, on a fill.
    struct PaddedFillStyle: ButtonStyle {
        var vertical: CGFloat

        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(.horizontal, 16).padding(.vertical, vertical).background(Color.yellow)
        }
    }

    @Test("a button drawn by a custom style that pads its label is the label's text plus the padding, as the fill measured",
          arguments: replayed.filter { $0.view.hasPrefix("Button {") }.map(\.id))
    func buttons(id: String) throws {
        let row = try #require(Self.rows.first { $0.id == id })
        let vertical = try #require(row.view.firstMatch(of: /\.padding\(\.vertical, (\d+)\)/).flatMap { Double($0.1) })
        let (width, height) = (try #require(row.measured.width), try #require(row.measured.height))
        var environment = EnvironmentValues()
        environment.displayScale = row.scale
        environment.dynamicTypeSize = Self.dynamicTypeSize(row.font)
        let button = Button {} label: { Text(row.text ?? "") }
            .buttonStyle(PaddedFillStyle(vertical: CGFloat(vertical)))
            .id("button")
        let result = button.environment(\.displayScale, row.scale).environment(\.dynamicTypeSize, Self.dynamicTypeSize(row.font))
            .layout(in: CGSize(width: 375, height: 1000), environment: environment)
        let size = try #require(result.frame(of: "button")?.size)
        // The fill is a background whose edges the renderer snapped: one pixel either way.
        let pixel = 1 / row.scale + 0.001
        #expect(abs(size.width - (width + 32)) <= pixel && abs(size.height - (height + 2 * CGFloat(vertical))) <= pixel,
                "\(id): predicted \(size.width)×\(size.height), measured \(width + 32)×\(height + 2 * CGFloat(vertical))")
    }

    @Test("wrapped texts break into the measured number of lines", arguments: replayed.filter { $0.measured.lines != nil }.map(\.id))
    func lineCounts(id: String) throws {
        let row = try #require(Self.rows.first { $0.id == id })
        #expect(Self.predict(row).lines == row.measured.lines)
    }
}
