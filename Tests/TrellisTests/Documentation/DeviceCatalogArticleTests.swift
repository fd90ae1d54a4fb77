import Foundation
import Testing
import Trellis

/// The DeviceCatalog article's table and the catalogue are two transcriptions of the same
/// sources: every row must match its entry, and every entry must have a row.
@Suite("DeviceCatalog article table")
struct DeviceCatalogArticleTests {
    /// The table's rows, by device name: the cells after the name.
    private func rows() throws -> [String: [String]] {
        let text = try DocumentationFiles.text("Documentation/Trellis.docc/DeviceCatalog.md")
        var rows: [String: [String]] = [:]
        for line in text.components(separatedBy: "\n") where line.hasPrefix("| iPhone") || line.hasPrefix("| iPad") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            rows[cells[0]] = Array(cells.dropFirst())
        }
        return rows
    }

    private func number(_ value: CGFloat) -> String { String(Int(value)) }

    @Test("every catalogue entry has a row with its screen, insets, landscape size class and systems")
    func tableMatchesCatalogue() throws {
        let rows = try rows()
        #expect(rows.count == Device.all.count)
        for device in Device.all {
            let row = try #require(rows[device.name], "no row for '\(device.name)'")
            let turned = device.landscape
            let expected = [
                "\(number(device.size.width))×\(number(device.size.height))",
                number(device.displayScale),
                "\(number(device.safeAreaInsets.top)), \(number(device.safeAreaInsets.bottom))",
                "\(number(turned.safeAreaInsets.top)), \(number(turned.safeAreaInsets.leading)), \(number(turned.safeAreaInsets.bottom))",
                turned.horizontalSizeClass == .regular ? "regular" : "compact",
                device.supportedOSVersions.map(String.init).joined(separator: ", "),
            ]
            #expect(Array(row.prefix(expected.count)) == expected, "\(device.name)")
            #expect(turned.safeAreaInsets.leading == turned.safeAreaInsets.trailing)
        }
    }
}
