import TrellisSolver

extension LayoutRule {
    /// The rule as a predicate about the view it sized: "takes the offer".
    public var sentence: String {
        switch self {
        case .shapeTakesProposal: return "takes the offer"
        case .circleTakesSquare: return "takes the largest square the offer holds"
        case .spacerInStack: return "fills what the stack leaves, down to its minimum length"
        case .spacerOutsideStack: return "expands on both axes outside a stack"
        case .stackIdealSizing: return "asks every child for its ideal size"
        case .stackDistribution: return "divides its length among its children"
        case .stackSize: return "sums its children and their spacing"
        case .singleChildStackIsTransparent: return "takes its only child's size"
        case .zstackSize: return "takes the largest of its highest-priority children"
        case .fixedFrameIgnoresChild: return "is fixed by frame(width:height:), whatever its child"
        case .fixedFrame: return "is fixed on one axis and takes its child's size on the other"
        case .flexibleFrame: return "clamps to its frame's limits"
        case .padding: return "adds its insets to its child"
        case .fixedSizeIdeal: return "takes its child's ideal size (fixedSize)"
        case .sizeOfChild: return "takes its child's size"
        case .overlayBackgroundLayer: return "takes its primary view's size"
        case .layoutDirection: return "is mirrored for right-to-left layout"
        case .aspectRatio: return "scales its child to the aspect ratio within the offer"
        case .position: return "takes the offer and centres its child on the position"
        case .viewThatFits: return "shows the first candidate whose ideal size fits"
        case .scrollView: return "takes the offer and lets its content take its ideal size along the scroll axes"
        case .geometryReader: return "takes the offer (10 where unspecified)"
        case .customLayout: return "is sized by its custom Layout"
        case .grid: return "sizes its columns and rows by their cells"
        case .textBuiltInModel: return "wraps its text to the offered width, as wide as its widest line"
        case .textCustomMeasurer: return "is measured by the text measurer in its environment"
        case .imageNaturalSize: return "keeps its image's natural size"
        case .imageResizable: return "stretches to the offer (resizable)"
        case .controlSize: return "has its control's fixed lengths and takes the offer on the others"
        case .dividerAcrossStack: return "is a hairline across its stack, as long as offered"
        case .measuredLeaf: return "is sized by its host's function"
        case .safeArea: return "keeps its content inside the safe area"
        case .ignoresSafeArea: return "takes its child's size and grows into the safe-area insets it reaches"
        case .lazyGrid: return "sizes its tracks from its grid items and each line by its longest cell"
        case .containerRelativeFrame: return "takes its share of the visible size of its scroll view"
        }
    }
}
