/// A haptic or audible feedback the device plays.
nonisolated public struct SensoryFeedback: Equatable, Sendable {
    /// How heavy an impact feels.
    public struct Weight: Equatable, Sendable {
        private let kind: Int
        /// A light impact.
        public static let light = Weight(kind: 0)
        /// A medium impact.
        public static let medium = Weight(kind: 1)
        /// A heavy impact.
        public static let heavy = Weight(kind: 2)
    }

    /// How flexible an impact's object feels.
    public struct Flexibility: Equatable, Sendable {
        private let kind: Int
        /// A rigid object.
        public static let rigid = Flexibility(kind: 0)
        /// A solid object.
        public static let solid = Flexibility(kind: 1)
        /// A soft object.
        public static let soft = Flexibility(kind: 2)
    }

    private let name: String

    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A task warns.
    public static let warning = SensoryFeedback(name: "warning")
    /// A task failed.
    public static let error = SensoryFeedback(name: "error")
    /// The selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value increased.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value decreased.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// An activity started.
    public static let start = SensoryFeedback(name: "start")
    /// An activity stopped.
    public static let stop = SensoryFeedback(name: "stop")
    /// An alignment happened.
    public static let alignment = SensoryFeedback(name: "alignment")
    /// The user's path levelled.
    public static let levelChange = SensoryFeedback(name: "levelChange")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of `weight` at `intensity`.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    /// An impact of an object of `flexibility` at `intensity`.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
}

// Feedback plays; it never changes a frame.
nonisolated extension View {
    /// This view playing `feedback` when `trigger` changes; it lays out unchanged.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { drawingOnly() }
    /// This view playing `feedback` when `trigger` changes and `condition` holds; it lays out
    /// unchanged.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View { drawingOnly() }
    /// This view playing the feedback `feedback` returns when `trigger` changes; it lays out
    /// unchanged.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View { drawingOnly() }
}
