import Foundation
import TrellisGraph

/// A control that opens a URL. Like a `Button` with the default style on iOS, it hugs its label.
nonisolated public struct Link<Label: View>: View {
    private let label: Label
    /// The URL the link opens; layout never reads it.
    public let destination: URL

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The link's layout: its label, recorded as a link for the layout audit.
    public var body: some View { label.interactive(.link) }
}

extension Link where Label == Text {
    /// A link to `destination` whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
