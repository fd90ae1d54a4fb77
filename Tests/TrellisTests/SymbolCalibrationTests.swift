import Foundation
import Testing
import Trellis

/// Replays the measurements of SF Symbols that real SwiftUI drew
/// (`SymbolCalibration/symbol-measurements.json`, described in its README) against
/// ``SymbolMetrics``, and checks the class model's properties.
@MainActor
@Suite("Symbol frames against real SwiftUI renderings")
struct SymbolCalibrationTests {
    /// One measurement, as the calibration file stores it.
    struct Row: Decodable, Sendable {
        struct FontField: Decodable, Sendable {
            var style: String?
            var size: CGFloat?
            var weight: String?
            var dynamicTypeSize: String?
        }
        struct Frame: Decodable, Sendable {
            var width: CGFloat?
            var height: CGFloat?
        }
        var id: String
        var repo: String?
        var commit: String?
        var scale: CGFloat
        var symbol: String
        var font: FontField?
        var pointSize: CGFloat?
        var imageScale: String
        var kind: String
        var frame: Frame?
        var ink: [String: FrameOrNumber]?
        var heightDerived: CGFloat?
    }

    /// An ink entry: a length, or (for a row of two symbols) one symbol's ink box.
    enum FrameOrNumber: Decodable, Sendable {
        case number(CGFloat)
        case frame(Row.Frame)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(CGFloat.self) {
                self = .number(number)
            } else {
                self = .frame(try container.decode(Row.Frame.self))
            }
        }

        var number: CGFloat? { if case .number(let value) = self { value } else { nil } }
    }

    nonisolated static let rows: [Row] = (try? JSONDecoder().decode(
        [Row].self,
        from: Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("SymbolCalibration/symbol-measurements.json")))) ?? []

    /// The font a row names.
    static func font(_ field: Row.FontField?) -> Font {
        let weight = field?.weight.flatMap { Font.Weight(name: $0) } ?? .regular
        if let size = field?.size { return .system(size: size, weight: weight) }
        let style = field?.style.flatMap { Font.TextStyle(rawValue: $0) } ?? .body
        return .system(style, weight: weight)
    }

    /// The frame Trellis gives `symbol` in a row's font, scale and Dynamic Type size.
    static func frame(of symbol: String, row: Row, imageScale: Image.Scale = .medium) -> CGSize {
        let dynamicType: DynamicTypeSize = row.font?.dynamicTypeSize == "medium" ? .medium : .large
        return Image(systemName: symbol).font(font(row.font)).imageScale(imageScale)
            .environment(\.displayScale, row.scale).environment(\.dynamicTypeSize, dynamicType)
            .sizeThatFits(.unspecified)
    }

    @Test("the file holds frames, a pair, inks and a report, each with its source")
    func file() {
        #expect(Self.rows.count >= 20)
        #expect(Set(Self.rows.map(\.id)).count == Self.rows.count)
        #expect(Set(Self.rows.map(\.kind)) == ["frame", "pair", "ink", "reported"])
        for row in Self.rows where row.kind != "reported" {
            #expect(row.repo != nil && row.commit?.count == 40, "\(row.id) names no image")
        }
    }

    @Test("a measured frame is replayed within one pixel", arguments: rows.filter { $0.kind == "frame" }.map(\.id))
    func frames(id: String) throws {
        let row = try #require(Self.rows.first { $0.id == id })
        let predicted = Self.frame(of: row.symbol, row: row)
        let pixel = 1 / row.scale + 0.001
        if let width = row.frame?.width {
            #expect(abs(predicted.width - width) <= pixel, "\(id): width \(predicted.width), measured \(width)")
        }
        if let height = row.frame?.height {
            #expect(abs(predicted.height - height) <= pixel, "\(id): height \(predicted.height), measured \(height)")
        }
        #expect(SymbolMetrics.metrics(of: row.symbol).source == .measured)
    }

    @Test("two symbols measured together are within one pixel of their sum")
    func pair() throws {
        let row = try #require(Self.rows.first { $0.kind == "pair" })
        let measured = try #require(row.frame?.width)
        let names = row.symbol.components(separatedBy: " + ")
        #expect(names == ["bicycle", "heart"])
        let sum = names.map { Self.frame(of: $0, row: row).width }.reduce(0, +)
        #expect(abs(sum - measured) <= 1 / row.scale + 0.001, "predicted \(sum), measured \(measured)")
    }

    @Test("a measured ink lies inside the frame with margins like the measured frames' (0.1 to 0.3 em across, 0.1 to 0.15 em down)",
          arguments: rows.filter { $0.kind == "ink" && $0.pointSize != nil }.map(\.id))
    func inks(id: String) throws {
        let row = try #require(Self.rows.first { $0.id == id })
        let size = try #require(row.pointSize)
        let scale: CGFloat = row.imageScale == "large" ? 1.3 : 1
        let inkWidth = try #require(row.ink?["width"]?.number)
        let inkHeight = try #require(row.ink?["height"]?.number)
        let predicted = Self.frame(of: row.symbol, row: row, imageScale: row.imageScale == "large" ? .large : .medium)
        let pixel = 1 / row.scale
        let across = (predicted.width - inkWidth) / (size * scale)
        let down = (predicted.height - inkHeight) / (size * scale)
        #expect(across >= 0.1 - pixel / size && across <= 0.3 + pixel / size, "\(id): \(across) em across")
        #expect(down >= 0.1 - pixel / size && down <= 0.15 + pixel / size, "\(id): \(down) em down")
        if let derived = row.heightDerived {
            // A frame's height read from where a stack placed its neighbour, good to about a pixel.
            #expect(abs(predicted.height - derived) <= 2 * pixel, "\(id): height \(predicted.height), derived \(derived)")
        }
    }

    @Test("the measured frames' margins around their ink are those the ink rows assume")
    func margins() {
        let frames = Self.rows.filter { $0.kind == "frame" && $0.frame?.width != nil }
        #expect(frames.count >= 6)
        for row in frames {
            let size = row.pointSize ?? 17
            let across = ((row.frame?.width ?? 0) - (row.ink?["width"]?.number ?? 0)) / size
            let down = ((row.frame?.height ?? 0) - (row.ink?["height"]?.number ?? 0)) / size
            #expect(across > 0.14 && across < 0.28, "\(row.id): \(across) em across")
            #expect(down > 0.11 && down < 0.15, "\(row.id): \(down) em down")
        }
    }

    @Test("chevrons by direction, flat and wide symbols: the class model's shapes")
    func classes() {
        let body = Font.body
        let right = body.symbolSize(named: "chevron.right")
        #expect(right.height > right.width * 1.2)
        #expect(body.symbolSize(named: "chevron.left") == right)
        #expect(body.symbolSize(named: "chevron.forward") == right)
        let down = body.symbolSize(named: "chevron.down")
        #expect(down.width > down.height * 1.2)
        let ellipsis = body.symbolSize(named: "ellipsis")
        #expect(ellipsis.width > ellipsis.height * 2)
        let star = body.symbolSize(named: "star.fill")
        #expect(abs(star.width / star.height - 1) < 0.2)
        // A .fill variant has its outline's frame, as the measured pairs did.
        #expect(body.symbolSize(named: "heart.fill") == body.symbolSize(named: "heart"))
        #expect(body.symbolSize(named: "person") == body.symbolSize(named: "person.fill"))
        // A name the table lacks takes the class its suffix or direction implies, or the
        // 1.13-em square.
        #expect(SymbolMetrics.metrics(of: "tortoise.circle.fill").symbolClass == .circle)
        #expect(SymbolMetrics.metrics(of: "building.2.square").symbolClass == .square)
        #expect(SymbolMetrics.metrics(of: "chevron.right.2").symbolClass == .horizontalChevron)
        #expect(SymbolMetrics.metrics(of: "chevron.compact.left").symbolClass == .flat)
        #expect(SymbolMetrics.metrics(of: "arrow.down.to.line").symbolClass == .verticalArrow)
        #expect(SymbolMetrics.emSize(of: "tortoise") == CGSize(width: 1.13, height: 1.13))
        #expect(body.symbolSize(named: "tortoise") == CGSize(width: body.symbolSide(), height: body.symbolSide()))
        // The common symbols are all in the table.
        let common = ["chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "minus", "xmark", "checkmark",
                      "gear", "gearshape", "person", "star", "heart", "magnifyingglass", "trash", "square.and.arrow.up",
                      "ellipsis", "info.circle", "bell", "house", "envelope", "calendar", "clock", "photo", "camera",
                      "arrow.left", "arrow.clockwise", "lock", "globe", "wifi", "battery.100", "list.bullet"]
        for name in common {
            #expect(SymbolMetrics.metrics(of: name).source != .inferred, "\(name) is not tabulated")
        }
        #expect(SymbolMetrics.tabulatedNames.count >= 90)
    }

    @Test("image scales: small < medium < large, large about 1.3 × medium as the globe's ink measured")
    func imageScales() throws {
        for name in ["plus", "chevron.right", "ellipsis", "bell", "gear"] {
            let sizes = [Image.Scale.small, .medium, .large].map {
                Image(systemName: name).imageScale($0).environment(\.displayScale, 3).sizeThatFits(.unspecified)
            }
            #expect(sizes[0].width < sizes[1].width && sizes[1].width < sizes[2].width, "\(name)")
            #expect(sizes[0].height < sizes[1].height && sizes[1].height < sizes[2].height, "\(name)")
        }
        // The large globe's ink is 22 pt where the medium globe's is 17 pt (at 17 pt): 1.29,
        // within a pixel of 1/17.
        let large = try #require(Self.rows.first { $0.id == "doordash-globe-large-body-1x-ink" })
        let medium = try #require(Self.rows.first { $0.id == "challenge-globe-body-ink" })
        let measured = try #require(large.ink?["height"]?.number) / (try #require(medium.ink?["height"]?.number))
        let predicted = Self.frame(of: "globe", row: medium, imageScale: .large).height / Self.frame(of: "globe", row: medium).height
        #expect(abs(predicted - measured) <= 1.0 / 17 + 0.01, "predicted \(predicted), measured \(measured)")
    }

    @Test("the weight does not change a symbol's frame")
    func weights() {
        for name in ["plus", "gear", "chevron.right"] {
            let regular = Image(systemName: name).sizeThatFits(.unspecified)
            #expect(Image(systemName: name).fontWeight(.bold).sizeThatFits(.unspecified) == regular)
            #expect(Image(systemName: name).font(.body.weight(.semibold)).sizeThatFits(.unspecified) == regular)
        }
    }
}
