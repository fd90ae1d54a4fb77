import Foundation
import Trellis
import TrellisSupport

/// How much of a text-heavy layout goes to measuring its texts: the layout asks a measurer
/// that records each question and answers with the built-in model, then those same questions
/// are put to the built-in model alone, timed, as the solver puts them (sizes without the
/// lines' characters).
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

    /// The median time, in nanoseconds, of measuring every text question a cold layout of
    /// `shape` asks, and the number of questions.
    static func measuringTime(of shape: BenchShape) -> (nanoseconds: Double, questions: Int) {
        let recorder = RecordingMeasurer()
        let graph = shape.makeView().environment(\.textMeasurer, recorder).layoutGraph()
        _ = LayoutSolver().layout(graph, proposal: shape.proposal)
        let questions = recorder.questions.withLock { $0 }
        let measurer = BuiltInTextMeasurer()
        let times = (0..<runs(for: shape)).map { _ in
            time {
                for (text, proposal) in questions { _ = measurer.measure(text, proposal: proposal, withLines: false) }
            }
        }
        return (median(times), questions.count)
    }
}
