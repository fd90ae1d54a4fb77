import Foundation
import TrellisGraph

/// A colour named as the graph names it, resolved to sRGB channels from 0 to 1 and an opacity,
/// in light or dark mode: what the contrast check measures and pictures paint.
///
/// SwiftUI's named colours adapt to the colour scheme. Their values are the iOS system colours
/// of Apple's Human Interface Guidelines ("Color", the default light and dark values): red
/// 255 59 48 / 255 69 58, orange 255 149 0 / 255 159 10, yellow 255 204 0 / 255 214 10, green
/// 52 199 89 / 48 209 88, mint 0 199 190 / 99 230 226, teal 48 176 199 / 64 200 224, cyan
/// 50 173 230 / 100 210 255, blue 0 122 255 / 10 132 255, indigo 88 86 214 / 94 92 230, purple
/// 175 82 222 / 191 90 242, pink 255 45 85 / 255 55 95, brown 162 132 94 / 172 142 104, gray
/// 142 142 147 in both. `primary` is the label colour (black / white), `secondary` the
/// secondary label colour (60 60 67 / 235 235 245 at 60 % opacity), and the window's
/// background the system background (white / black). `rgb(…)`, `hsb(…)` and `.opacity(…)`
/// are converted. `accentColor` comes from the app's asset catalog and asset-catalog names have
/// no value here, so they are unknown (`nil`), as is anything else.
struct SystemColor: Equatable {
    /// The red, green and blue channels, from 0 to 1.
    var red, green, blue: Double
    /// The opacity, from 0 to 1.
    var opacity: Double

    /// The named colours' 0–255 channels in light and in dark mode.
    private static let named: [String: (light: (Int, Int, Int), dark: (Int, Int, Int))] = [
        "red": ((255, 59, 48), (255, 69, 58)), "orange": ((255, 149, 0), (255, 159, 10)),
        "yellow": ((255, 204, 0), (255, 214, 10)), "green": ((52, 199, 89), (48, 209, 88)),
        "mint": ((0, 199, 190), (99, 230, 226)), "teal": ((48, 176, 199), (64, 200, 224)),
        "cyan": ((50, 173, 230), (100, 210, 255)), "blue": ((0, 122, 255), (10, 132, 255)),
        "indigo": ((88, 86, 214), (94, 92, 230)), "purple": ((175, 82, 222), (191, 90, 242)),
        "pink": ((255, 45, 85), (255, 55, 95)), "brown": ((162, 132, 94), (172, 142, 104)),
        "gray": ((142, 142, 147), (142, 142, 147)), "white": ((255, 255, 255), (255, 255, 255)),
        "black": ((0, 0, 0), (0, 0, 0)), "primary": ((0, 0, 0), (255, 255, 255)),
    ]

    /// The window's background, the system background colour.
    static func windowBackground(_ appearance: LayoutAudit.Appearance) -> SystemColor {
        appearance == .light ? SystemColor(red: 1, green: 1, blue: 1, opacity: 1) : SystemColor(red: 0, green: 0, blue: 0, opacity: 1)
    }

    /// The colour named `name` as the graph names it (`red`, `rgb(1, 0.5, 0)`,
    /// `blue.opacity(0.5)`, `clear`) in `appearance`, or `nil` when it has no known value.
    init?(_ name: String, in appearance: LayoutAudit.Appearance) {
        if name == "clear" {
            self.init(red: 0, green: 0, blue: 0, opacity: 0)
        } else if name == "secondary" {
            let channel = appearance == .light ? (60.0, 67.0) : (235.0, 245.0)
            self.init(red: channel.0 / 255, green: channel.0 / 255, blue: channel.1 / 255, opacity: 0.6)
        } else if let pair = Self.named[name] {
            let (red, green, blue) = appearance == .light ? pair.light : pair.dark
            self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: 1)
        } else if let dot = name.range(of: ".opacity(", options: .backwards), name.hasSuffix(")"),
                  let opacity = Double(name[dot.upperBound..<name.index(before: name.endIndex)]),
                  let base = SystemColor(String(name[..<dot.lowerBound]), in: appearance) {
            self = base
            self.opacity *= min(max(opacity, 0), 1)
        } else if let numbers = Self.arguments(of: name, function: "rgb"), numbers.count == 3 || numbers.count == 4 {
            self.init(red: numbers[0], green: numbers[1], blue: numbers[2], opacity: numbers.count == 4 ? numbers[3] : 1)
        } else if let numbers = Self.arguments(of: name, function: "hsb"), numbers.count == 3 || numbers.count == 4 {
            self = Self.fromHSB(numbers[0], numbers[1], numbers[2], opacity: numbers.count == 4 ? numbers[3] : 1)
        } else {
            return nil
        }
    }

    /// A colour of the given channels.
    init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// This colour drawn over `background`, an opaque colour.
    func over(_ background: SystemColor) -> SystemColor {
        let a = opacity
        return SystemColor(red: red * a + background.red * (1 - a), green: green * a + background.green * (1 - a),
                          blue: blue * a + background.blue * (1 - a), opacity: 1)
    }

    /// The relative luminance of WCAG 2 ("relative luminance"): each sRGB channel linearised
    /// (c / 12.92 up to 0.04045, ((c + 0.055) / 1.055)^2.4 above) and weighted 0.2126, 0.7152 and
    /// 0.0722.
    var relativeLuminance: Double {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio of WCAG 2 between two opaque colours: (L1 + 0.05) / (L2 + 0.05), the
    /// lighter's luminance over the darker's, from 1 to 21.
    static func contrastRatio(_ first: SystemColor, _ second: SystemColor) -> Double {
        let a = first.relativeLuminance, b = second.relativeLuminance
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The numbers between the parentheses of `function(…)`, each clamped to 0…1.
    private static func arguments(of name: String, function: String) -> [Double]? {
        guard name.hasPrefix(function + "("), name.hasSuffix(")") else { return nil }
        let numbers = name.dropFirst(function.count + 1).dropLast().split(separator: ",")
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.allSatisfy({ $0 != nil }) else { return nil }
        return numbers.map { min(max($0!, 0), 1) }
    }

    /// The colour of hue, saturation and brightness from 0 to 1.
    private static func fromHSB(_ hue: Double, _ saturation: Double, _ brightness: Double, opacity: Double) -> SystemColor {
        let h = (hue == 1 ? 0 : hue) * 6, sector = Int(h), f = h - Double(sector)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        return SystemColor(red: r, green: g, blue: b, opacity: opacity)
    }
}
