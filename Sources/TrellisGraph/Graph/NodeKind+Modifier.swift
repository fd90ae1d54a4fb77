extension NodeKind {
    /// Whether the node modifies a single view (its first child) rather than being a view or a
    /// container itself. Frame tables fold modifiers into the view they modify, and layout
    /// values written on a view are found through the modifiers around it.
    package var isModifier: Bool {
        switch self {
        case .shape, .spacer, .text, .image, .control, .divider, .measuredLeaf, .stack, .zstack, .viewThatFits, .scrollView, .geometryReader, .customLayout, .grid, .gridRow, .lazyGrid:
            return false
        case .frame, .flexFrame, .padding, .fixedSize, .layoutPriority, .offset, .overlayOrBackground, .alignmentGuide,
             .aspectRatio, .position, .gridCell, .layoutDirection, .safeArea, .ignoresSafeArea, .containerRelativeFrame:
            return true
        }
    }
}
