import Foundation
import TrellisGraph

/// A control for choosing a colour. With the iOS style the label leads and a spacer pushes the
/// colour well, a 28-pt circle, to the trailing edge, so a colour picker takes the width it is
/// offered, as a toggle does. With labels hidden it is the well alone.
nonisolated public struct ColorPicker<Label: View>: View {
    /// The chosen colour; layout never reads it.
    public let selection: Binding<Color>
    private let label: Label
    @Environment(\.labelsVisibility) private var labelsVisibility
    @Environment(\.osVersion) private var design

    /// A colour picker bound to `selection`, described by `label`; `supportsOpacity` changes
    /// only the picker that opens.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    /// The label, a spacer and the well in a row, or the well alone when labels are hidden.
    @ViewBuilder public var body: some View {
        let well = ControlLeaf(spec: ControlSpec(name: "ColorPicker", width: .fixed(design.metric(.colorWellSide)), height: .fixed(design.metric(.colorWellSide))))
        if labelsVisibility == .hidden {
            well
        } else {
            HStack {
                label
                Spacer()
                well
            }
        }
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker bound to `selection` whose label is the localised text `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker bound to `selection` whose label is the text `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
