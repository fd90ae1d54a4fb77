import Foundation
import Testing
import Trellis
import TrellisExamples

/// The checkout screen on three devices, in the default design (iOS 26). Expected frames are
/// derived by hand from the ContainerMetrics model: the stack fills the safe area; its bar is
/// 54 pt on iPhone (50 on iPad) plus
/// 52 for the large title, at the top of the safe area, its background reaching the window's
/// top; the list's content below it; the 50-pt pay button at the bottom of what is left; the
/// inset-grouped list's rows 16 from the card, the card 16 from the list's sides.
@Suite("Checkout screen") @MainActor
struct CheckoutScreenTests {
    /// One device's expected frames.
    struct Expected: Sendable, CustomTestStringConvertible {
        let device: Device
        let bar: CGRect
        let barBackground: CGRect
        let list: CGRect
        let pay: CGRect
        let margin: CGFloat
        var testDescription: String { device.name }
    }

    nonisolated static let cases: [Expected] = [
        // Safe area (0, 20, 375, 647). Bar 54 + 62 = 116 at y 20, background from 0 (136 tall).
        // Content 647 - 116 = 531 at y 136; pay at 136 + 531 - 50 = 617; list 531 - 50 - 8 = 473
        // (the inset keeps the default 8 between the pay button and the list).
        Expected(device: .iPhoneSE, bar: CGRect(x: 0, y: 20, width: 375, height: 116), barBackground: CGRect(x: 0, y: 0, width: 375, height: 136),
                 list: CGRect(x: 0, y: 136, width: 375, height: 473), pay: CGRect(x: 0, y: 617, width: 375, height: 50), margin: 16),
        // Safe area (0, 59, 393, 759). Bar 116 at y 59, background 175 tall. Content 643 at y
        // 175; pay at 175 + 643 - 50 = 768 (its bottom, 818, is the home indicator's top); list
        // 643 - 50 - 8 = 585.
        Expected(device: .iPhone15, bar: CGRect(x: 0, y: 59, width: 393, height: 116), barBackground: CGRect(x: 0, y: 0, width: 393, height: 175),
                 list: CGRect(x: 0, y: 175, width: 393, height: 585), pay: CGRect(x: 0, y: 768, width: 393, height: 50), margin: 16),
        // Safe area (0, 24, 820, 1136), regular width: bar 50 + 62 = 112 at y 24, background
        // 136 tall. Content 1024 at y 136; pay at 136 + 1024 - 50 = 1110; list 1024 - 50 - 8 = 966.
        Expected(device: .iPad, bar: CGRect(x: 0, y: 24, width: 820, height: 112), barBackground: CGRect(x: 0, y: 0, width: 820, height: 136),
                 list: CGRect(x: 0, y: 136, width: 820, height: 966), pay: CGRect(x: 0, y: 1110, width: 820, height: 50), margin: 20),
    ]

    @Test("bar, list and pay button on each device", arguments: cases)
    func frames(_ expected: Expected) {
        let result = CheckoutScreen().layout(on: expected.device)
        #expect(result.frame(of: "navigationBar") == expected.bar)
        #expect(result.frame(of: "navigationBarBackground") == expected.barBackground)
        #expect(result.frame(of: "list") == expected.list)
        #expect(result.frame(of: "pay") == expected.pay)
    }

    @Test("rows span the card less their insets, below the list's top margin", arguments: cases)
    func rows(_ expected: Expected) throws {
        // Card margin m and row inset m on each side: content from 2m, width less 4m.
        let result = CheckoutScreen().layout(on: expected.device)
        for name in ["item 1", "item 2", "item 3", "shipping"] {
            let row = try #require(result.frame(of: name))
            #expect(row.minX == 2 * expected.margin)
            #expect(row.width == expected.list.width - 4 * expected.margin)
            #expect(row.minY > expected.list.minY + 35)
        }
        let first = try #require(result.frame(of: "item 1")), second = try #require(result.frame(of: "item 2"))
        #expect(second.minY > first.maxY)
    }

    @Test("every named frame is explained, ending in its size", arguments: cases)
    func explained(_ expected: Expected) throws {
        let result = CheckoutScreen().layout(on: expected.device, explain: true)
        for name in ["navigationBar", "list", "pay", "item 1", "item 2", "item 3", "shipping"] {
            let frame = try #require(result.frame(of: name))
            let chain = result.explain(name)
            #expect(!chain.isEmpty)
            let lines = chain.split(separator: "\n")
            #expect(lines.first?.contains("by the window") == true, "\(name): \(chain)")
            let size = "\(frame.width.formatted())×\(frame.height.formatted())"
            #expect(lines.last?.contains(": \(size)") == true, "\(name): \(chain) does not end in \(size)")
        }
    }
}

extension CGFloat {
    /// The number as the why-chain writes it: at most three decimals, no trailing zeros.
    fileprivate func formatted() -> String {
        let value = (self * 1000).rounded() / 1000
        if value == value.rounded() { return String(Int(value)) }
        var text = String(format: "%.3f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
