import Foundation
import TrellisGraph

/// The colours pictures paint views in: a view's own colour when the graph knows it, a neutral
/// grey otherwise.
///
/// SwiftUI's named colours are painted in iOS's light-mode system colours, as the Human
/// Interface Guidelines' "Color" page lists them (red 255 59 48, orange 255 149 0, yellow
/// 255 204 0, green 52 199 89, mint 0 199 190, teal 48 176 199, cyan 50 173 230, blue 0 122 255,
/// indigo 88 86 214, purple 175 82 222, pink 255 45 85, brown 162 132 94, gray 142 142 147);
/// `primary` is black, `secondary` gray and `accentColor` blue. `rgb(…)` and `hsb(…)` colours
/// and `.opacity(…)` are converted; asset-catalog names, which have no value here, are `nil`.
enum PictureColors {
    private static let named: [String: (Int, Int, Int)] = [
        "red": (255, 59, 48), "orange": (255, 149, 0), "yellow": (255, 204, 0), "green": (52, 199, 89),
        "mint": (0, 199, 190), "teal": (48, 176, 199), "cyan": (50, 173, 230), "blue": (0, 122, 255),
        "indigo": (88, 86, 214), "purple": (175, 82, 222), "pink": (255, 45, 85), "brown": (162, 132, 94),
        "gray": (142, 142, 147), "white": (255, 255, 255), "black": (0, 0, 0),
        "primary": (0, 0, 0), "secondary": (142, 142, 147), "accentColor": (0, 122, 255),
    ]

    /// The CSS colour of a colour named as the graph names it (`red`, `rgb(1, 0.5, 0)`,
    /// `blue.opacity(0.5)`, `clear`), or `nil` when it has no known value.
    static func css(_ name: String) -> String? {
        guard let (red, green, blue, alpha) = components(name) else { return nil }
        return "rgba(\(red), \(green), \(blue), \(PointFormat.string(alpha)))"
    }

    /// The colour's 0–255 channels and its opacity.
    private static func components(_ name: String) -> (Int, Int, Int, CGFloat)? {
        if name == "clear" { return (0, 0, 0, 0) }
        if let (red, green, blue) = named[name] { return (red, green, blue, 1) }
        if let dot = name.range(of: ".opacity("), name.hasSuffix(")"),
           let opacity = Double(name[dot.upperBound..<name.index(before: name.endIndex)]),
           let (red, green, blue, alpha) = components(String(name[..<dot.lowerBound])) {
            return (red, green, blue, alpha * CGFloat(min(max(opacity, 0), 1)))
        }
        for function in ["rgb(", "hsb("] where name.hasPrefix(function) && name.hasSuffix(")") {
            let numbers = name.dropFirst(function.count).dropLast().split(separator: ",")
                .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }.map { min(max($0, 0), 1) }
            guard numbers.count == 3 || numbers.count == 4 else { return nil }
            let rgb = function == "rgb(" ? (numbers[0], numbers[1], numbers[2]) : fromHSB(numbers[0], numbers[1], numbers[2])
            return (Int((rgb.0 * 255).rounded()), Int((rgb.1 * 255).rounded()), Int((rgb.2 * 255).rounded()),
                    CGFloat(numbers.count == 4 ? numbers[3] : 1))
        }
        return nil
    }

    /// Hue, saturation and brightness (each 0…1) as red, green and blue (each 0…1).
    private static func fromHSB(_ hue: Double, _ saturation: Double, _ brightness: Double) -> (Double, Double, Double) {
        let sector = (hue * 6).truncatingRemainder(dividingBy: 6)
        let chroma = brightness * saturation
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let low = brightness - chroma
        let (red, green, blue): (Double, Double, Double)
        switch Int(sector) {
        case 0: (red, green, blue) = (chroma, second, 0)
        case 1: (red, green, blue) = (second, chroma, 0)
        case 2: (red, green, blue) = (0, chroma, second)
        case 3: (red, green, blue) = (0, second, chroma)
        case 4: (red, green, blue) = (second, 0, chroma)
        default: (red, green, blue) = (chroma, 0, second)
        }
        return (red + low, green + low, blue + low)
    }

    /// The neutral fills of views with no colour of their own, by depth: light greys that
    /// darken a little with each level, so nested boxes stay apart.
    static func neutral(depth: Int) -> String {
        let levels = [0.06, 0.09, 0.12, 0.15]
        return "rgba(60, 60, 67, \(levels[depth % levels.count]))"
    }
}

extension PictureColors {
    /// The translucent fill of a wireframe box at `hue` (degrees): hue, 70 % saturation and 60 %
    /// lightness at 15 % opacity, written as `rgba()`, which every SVG renderer reads (some,
    /// such as cairosvg, paint `hsla()` black).
    static func boxFill(hue: Int) -> String {
        let (red, green, blue) = fromHSL(hue: hue, saturation: 0.7, lightness: 0.6)
        return "rgba(\(red), \(green), \(blue), 0.15)"
    }

    /// The outline of a wireframe box at `hue` (degrees): 60 % saturation, 40 % lightness, as `rgb()`.
    static func boxStroke(hue: Int) -> String {
        let (red, green, blue) = fromHSL(hue: hue, saturation: 0.6, lightness: 0.4)
        return "rgb(\(red), \(green), \(blue))"
    }

    /// Hue (degrees), saturation and lightness (each 0…1) as 0–255 red, green and blue, by
    /// CSS Color 4's `hsl()` conversion.
    static func fromHSL(hue: Int, saturation: Double, lightness: Double) -> (Int, Int, Int) {
        let hue = Double(((hue % 360) + 360) % 360)
        func channel(_ n: Double) -> Int {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            let value = lightness - a * max(-1, min(k - 3, 9 - k, 1))
            return Int((value * 255).rounded())
        }
        return (channel(0), channel(8), channel(4))
    }
}
