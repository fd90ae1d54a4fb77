import Foundation
import Trellis
import TrellisSupport

/// How much of a text-heavy layout goes to measuring its texts: the layout asks a measurer
/// that records each question and answers with the built-in model, then the questions the
/// solver has the built-in model measure are put to it alone, timed, as the solver puts them:
/// each text prepared once (``PreparedText``), sizes without the lines' characters, and no
/// question that an earlier measurement of the same text answers (``TextMeasurementReach``).
@MainActor
enum TextMeasuringShare {
    /// A measurer that remembers what it was asked.
    private struct RecordingMeasurer: TextMeasurer {
        let questions = LockedValue<[(TextSpec, ProposedViewSize)]>([])

        func measure(_ text: TextSpec, proposal: ProposedViewSize) -> TextMeasurement {
            questions.withLock { $0.append((text, proposal)) }
            return BuiltInTextMeasurer().measure(text, proposal: proposal)
        }
    }

    /// The median time, in nanoseconds, of measuring the texts of a cold layout of `shape` as
    /// the solver has the built-in model measure them, and the number of measurements.
    static func measuringTime(of shape: BenchShape) -> (nanoseconds: Double, questions: Int) {
        let recorder = RecordingMeasurer()
        let graph = shape.makeView().environment(\.textMeasurer, recorder).layoutGraph()
        _ = LayoutSolver().layout(graph, proposal: shape.proposal)
        let measurer = BuiltInTextMeasurer()
        // Each text's questions that no earlier measurement of it answers, untimed.
        var texts: [TextSpec] = []
        var measured: [TextSpec: [(proposal: ProposedViewSize, reach: TextMeasurementReach)]] = [:]
        for (asked, proposal) in recorder.questions.withLock({ $0 }) {
            var text = asked
            text.measurer = nil
            let earlier = measured[text] ?? []
            if earlier.isEmpty { texts.append(text) }
            guard !earlier.contains(where: { $0.proposal == proposal || $0.reach.answers(proposal, measuredFor: $0.proposal) }) else { continue }
            measured[text] = earlier + [(proposal, measurer.measureWithReach(PreparedText(text), proposal: proposal, withLines: false).reach)]
        }
        let work = texts.map { text in (text, (measured[text] ?? []).map(\.proposal)) }
        let times = (0..<runs(for: shape)).map { _ in
            time {
                for (text, proposals) in work {
                    let prepared = PreparedText(text)
                    for proposal in proposals { _ = measurer.measure(prepared, proposal: proposal, withLines: false) }
                }
            }
        }
        return (median(times), work.reduce(0) { $0 + $1.1.count })
    }
}
