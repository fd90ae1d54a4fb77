import Foundation
import TrellisGraph

/// The colours pictures paint views in: a view's own colour when the graph knows it, a neutral
/// grey otherwise.
///
/// Named colours are painted as ``SystemColor`` resolves them in light mode (iOS's light-mode
/// system colours), but for two choices of the pictures': `secondary` is painted gray, opaque,
/// and `accentColor` blue. Asset-catalog names, which have no value here, are `nil`.
enum PictureColors {
    /// The CSS colour of a colour named as the graph names it (`red`, `rgb(1, 0.5, 0)`,
    /// `blue.opacity(0.5)`, `clear`), or `nil` when it has no known value.
    static func css(_ name: String) -> String? {
        let painted = name == "secondary" ? "gray" : name == "accentColor" ? "blue" : name
        guard let color = SystemColor(painted, in: .light) else { return nil }
        func channel(_ value: Double) -> Int { Int((value * 255).rounded()) }
        return "rgba(\(channel(color.red)), \(channel(color.green)), \(channel(color.blue)), \(PointFormat.string(CGFloat(color.opacity))))"
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
