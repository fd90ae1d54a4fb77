/// The words for what a layout session finds about its rounds of layout, for the finding the
/// umbrella module reports (its `stateDidNotSettle` warning).
package enum SessionSentences {
    /// "onPreferenceChange actions still changed @State after 10 rounds of layout; the frames
    /// are those of round 10, before its last state change".
    package static func stateDidNotSettle(rounds: Int) -> String {
        "onPreferenceChange actions still changed @State after \(rounds) rounds of layout; the frames are those of round \(rounds), before its last state change"
    }
}
