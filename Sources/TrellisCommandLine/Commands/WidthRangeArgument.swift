/// A range of window widths written on the command line as `FROM...TO` in whole points, such
/// as `320...1024` (`320…1024` and `320..1024` are read too), for `render --sweep`.
enum WidthRangeArgument {
    /// The widths `text` spells: two whole numbers of points, the first no larger than the
    /// second, at most `limit` widths in all. Anything else is a usage
    /// error that names `--sweep` and quotes `text`.
    static func parse(_ text: String, limit: Int, usage: String) throws(CommandError) -> ClosedRange<Int> {
        var bounds: [Substring] = []
        for separator in ["...", "…", ".."] where bounds.isEmpty {
            if let range = text.range(of: separator) { bounds = [text[..<range.lowerBound], text[range.upperBound...]] }
        }
        guard bounds.count == 2, let from = Int(bounds[0]), let to = Int(bounds[1]), from >= 0, from <= to else {
            throw CommandError.usage("--sweep must be FROM...TO in whole points, the smaller first, such as 320...1024; found '\(text)'", usage: usage)
        }
        guard to - from < limit else {
            throw CommandError.usage("--sweep \(text) spans \(to - from + 1) widths; one page lays out at most \(limit)", usage: usage)
        }
        return from...to
    }
}
