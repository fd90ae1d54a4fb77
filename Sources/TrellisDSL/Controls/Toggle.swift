import Foundation
import TrellisGraph

/// A control that switches between on and off. With the default style on iOS the label leads
/// and a spacer pushes the switch to the trailing edge, so a toggle takes the width it is
/// offered. The switch is laid out 63 × 28 on iOS 26 and 49 × 31 on iOS 17 and 18, where UIKit
/// draws its 51-pt track from the frame's leading edge, 2 pt past its trailing edge.
///
/// In a list row the switch is laid out as a cell's accessory: the row keeps the design's
/// minimum height around it (its insets above and below shrink to fit the switch); on iOS 26
/// its trailing inset is 2 pt shorter, as measured, and on iOS 17 and 18 the track's overhang
/// puts it as far from the card's edge.
nonisolated public struct Toggle<Label: View>: View {
    /// Whether the toggle is on; layout never reads it.
    public let isOn: Binding<Bool>
    private let label: Label

    /// A toggle bound to `isOn`, described by `label`.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle as the style in force makes it (the switch row unless a custom style is set),
    /// recorded as a toggle for the layout audit.
    public var body: some View { styled.interactive(.toggle) }

    /// The toggle as the style in force makes it.
    @ViewBuilder private var styled: some View {
        if let maker = CurrentEnvironment.values.toggleStyleMaker {
            maker.view(ToggleStyleConfiguration(label: AnyView(label), isOn: isOn), resetting: \.toggleStyleMaker)
        } else {
            ToggleRow(label: label)
        }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a style's configuration describes, in the default style (as a custom style's
    /// body writes it).
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// A toggle's iOS switch row: the label, a spacer and the switch (laid out 49 × 31 and drawn 51 ×
/// 31 on iOS 17 and 18, 63 × 28 on iOS 26), or the switch alone when labels are hidden; in a
/// list row, with insets that keep the row at the design's minimum height.
nonisolated struct ToggleRow<Label: View>: View {
    let label: Label
    @Environment(\.labelsVisibility) private var labelsVisibility

    @ViewBuilder var body: some View {
        let environment = CurrentEnvironment.values
        // The layout frame: UIKit draws the switch from the frame's leading edge, its full
        // width reaching `switchOverhang` past the trailing edge.
        let size = CGSize(width: environment.metric(.switchWidth) - environment.metric(.switchOverhang),
                          height: environment.metric(.switchHeight))
        let control = ControlLeaf(spec: ControlSpec(name: "Toggle", width: .fixed(size.width), height: .fixed(size.height)))
        if labelsVisibility == .hidden {
            control
        } else if let list = environment.listLoweringContext {
            let insets = list.metrics.rowInsets
            let around = Swift.max(0, (list.metrics.minimumRowHeight - size.height) / 2)
            HStack {
                label
                Spacer()
                control
            }
            .listRowInsets(EdgeInsets(top: Swift.min(insets.top, around), leading: insets.leading,
                                      bottom: Swift.min(insets.bottom, around), trailing: insets.trailing - environment.metric(.switchRowTrailingOutset)))
        } else {
            HStack {
                label
                Spacer()
                control
            }
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle bound to `isOn` whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
