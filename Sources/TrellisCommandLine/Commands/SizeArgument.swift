import Foundation

/// A window size written on the command line as `WIDTHxHEIGHT` in points, such as `390x844`,
/// `320.5x480` or `390×844` (the form the tool prints). Every option that takes a size reads it
/// here.
enum SizeArgument {
    /// The size `text` spells: two finite, non-negative numbers joined by `x` or `×`.
    /// Anything else, such as `big`, `390`, `390x`, `-1x10` or `infx10`, is a usage error that
    /// names `option` and quotes `text`.
    static func parse(_ text: String, option: String, usage: String) throws(CommandError) -> CGSize {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "×" }
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              width.isFinite, height.isFinite, width >= 0, height >= 0 else {
            throw CommandError.usage("\(option) must be WIDTHxHEIGHT in points, such as 390x844; found '\(text)'", usage: usage)
        }
        return CGSize(width: width, height: height)
    }
}
