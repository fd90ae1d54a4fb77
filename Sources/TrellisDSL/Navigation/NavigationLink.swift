import Foundation
import TrellisGraph

/// A control that pushes a destination onto its navigation stack when tapped.
///
/// It lays out as its label. In a list it is a row with a disclosure indicator (a chevron of
/// 8 × 13 points) at its trailing edge, the label at the leading edge. The destination appears
/// on navigation, which layout does not perform.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    private let label: Label

    /// A link to `destination` showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to `destination` showing `label`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// Never called: `NavigationLink` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        guard lowering.environment.listLoweringContext != nil else { return lowering.lower(label) }
        let environment = lowering.environment
        let indicator = CGSize(width: environment.metric(.disclosureIndicatorWidth), height: environment.metric(.disclosureIndicatorHeight))
        return lowering.lower(HStack {
            label
            Spacer(minLength: 0)
            Color.clear.frame(width: indicator.width, height: indicator.height)
        })
    }
}

extension NavigationLink where Label == Text {
    /// A link to `destination` whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }

    /// A link to `destination` whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(title)
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`, shown by the stack's matching `navigationDestination`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link whose label is the text `title` that pushes `value`.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(title)
    }
}
