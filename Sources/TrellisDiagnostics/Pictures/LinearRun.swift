import Foundation

/// Consecutive whole widths of a sweep over which a list of numbers (one coordinate of a frame,
/// or the numbers in a warning) changes linearly with the width: the numbers at the run's first
/// width and how much each changes per point.
///
/// Between two breakpoints a layout keeps its structure, and most of its frames grow or move by
/// a fixed amount per point of window width, so a coordinate that follows the window over a
/// whole range is one run; a frame that stops growing (a `maxWidth` reached) or a text that
/// wraps above a view starts a new one.
struct LinearRun: Equatable {
    /// The index of the run's first width in the sweep (0 for its narrowest width).
    var start: Int
    /// How many widths the run covers.
    var count: Int
    /// The numbers at the run's first width.
    var first: [CGFloat]
    /// How much each number changes per point of width (all 0 for a run of one width).
    var slopes: [CGFloat]

    /// Whether the run covers the width at `index`.
    func covers(_ index: Int) -> Bool { index >= start && index < start + count }

    /// The numbers at the width at `index`, which the run covers.
    func values(at index: Int) -> [CGFloat] {
        let steps = CGFloat(index - start)
        return zip(first, slopes).map { $0 + $1 * steps }
    }

    /// The runs of each of `count` numbers of `series` on its own: a frame's y changes each time
    /// a text above it wraps, while its x and width may follow the window throughout.
    static func runsOfEachNumber(of series: [[CGFloat]?], count: Int) -> [[LinearRun]] {
        (0..<count).map { number in runs(of: series.map { $0.map { [$0[number]] } }) }
    }

    /// The runs of `series`, one list of numbers (or `nil`, where there is nothing) per width.
    /// A run ends where the next width has nothing, a different count of numbers, or a number
    /// more than `tolerance` from the line through the run's first two widths.
    static func runs(of series: [[CGFloat]?], tolerance: CGFloat = 1e-6) -> [LinearRun] {
        var runs: [LinearRun] = []
        var index = 0
        while index < series.count {
            guard let first = series[index] else {
                index += 1
                continue
            }
            var run = LinearRun(start: index, count: 1, first: first, slopes: first.map { _ in 0 })
            if index + 1 < series.count, let second = series[index + 1], second.count == first.count {
                run.slopes = zip(first, second).map { $1 - $0 }
                while index + run.count < series.count, let next = series[index + run.count], next.count == first.count,
                      zip(run.values(at: index + run.count), next).allSatisfy({ abs($0 - $1) <= tolerance }) {
                    run.count += 1
                }
                if run.count == 1 { run.slopes = first.map { _ in 0 } }
            }
            runs.append(run)
            index += run.count
        }
        return runs
    }
}
