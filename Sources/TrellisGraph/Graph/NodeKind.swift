import Foundation

/// What a node in the graph is, with the parameters its layout rule reads.
public enum NodeKind: Hashable, Sendable {
    /// A view that takes the size it is offered: `Color`, `Rectangle` and the other shapes.
    case shape(ShapeSpec)
    /// `Spacer(minLength:)`.
    case spacer(SpacerSpec)
    /// `HStack` or `VStack`.
    case stack(StackSpec)
    /// `ZStack(alignment:)`.
    case zstack(ZStackSpec)
    /// `frame(width:height:alignment:)`.
    case frame(FrameSpec)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexFrame(FlexFrameSpec)
    /// `padding(_:)`.
    case padding(EdgeInsets)
    /// `fixedSize(horizontal:vertical:)`.
    case fixedSize(FixedSizeSpec)
    /// `layoutPriority(_:)`.
    case layoutPriority(Double)
    /// `offset(x:y:)`.
    case offset(CGSize)
    /// `overlay` or `background`: child 0 is the primary view, child 1 the overlay or background.
    case overlayOrBackground(OverlayBackgroundSpec)
    /// `alignmentGuide(_:computeValue:)`.
    case alignmentGuide(AlignmentGuideSpec)
    /// `aspectRatio(_:contentMode:)`, `scaledToFit()` or `scaledToFill()`.
    case aspectRatio(AspectRatioSpec)
    /// `position(x:y:)`: the child's centre at this point of the modifier's bounds.
    case position(CGPoint)
    /// `ViewThatFits(in:)`: the children are the candidates, in order.
    case viewThatFits(ViewThatFitsSpec)
    /// `ScrollView(_:showsIndicators:)`: the single child is the content.
    case scrollView(ScrollViewSpec)
    /// `GeometryReader`: content made from the reader's geometry, or the children.
    case geometryReader(GeometryReaderSpec)
    /// A container laid out by a user's `Layout`.
    case customLayout(CustomLayoutSpec)
    /// `Grid`: the children are its rows.
    case grid(GridSpec)
    /// `GridRow`: the children are its cells. Outside a grid, a one-row grid.
    case gridRow(GridRowSpec)
    /// The grid modifiers of a cell; it lays out as its child.
    case gridCell(GridCellSpec)
    /// The layout direction set by `.environment(\.layoutDirection, _)` for the subtree; it
    /// lays out as its child, mirrored when the direction differs from the surrounding one.
    case layoutDirection(LayoutDirection)
    /// `Text`: measured by the built-in model or the measurer set in the environment.
    case text(TextSpec)
    /// `Image`: its natural size, or the size offered when resizable.
    case image(ImageSpec)
    /// A control laid out as a leaf, such as `ProgressView`.
    case control(ControlSpec)
    /// `Divider`: a line across the enclosing stack's axis.
    case divider(DividerSpec)
    /// A leaf sized by a host framework's function in the graph's table
    /// (``LayoutGraph/sizeFunction(_:)``).
    case measuredLeaf(SizeFunctionID)
    /// A safe area: the window's on a device, `safeAreaPadding` or `safeAreaInset`. Child 0 is
    /// the content; a `safeAreaInset` has its inset content as child 1.
    case safeArea(SafeAreaSpec)
    /// `ignoresSafeArea(_:edges:)`: its child grows into the insets of the safe areas it reaches.
    case ignoresSafeArea(IgnoresSafeAreaSpec)
    /// `LazyVGrid` or `LazyHGrid`: the children are its cells, in order.
    case lazyGrid(LazyGridSpec)
    /// `containerRelativeFrame` inside a scroll view: its child in a frame sized from the
    /// nearest enclosing scroll view's visible size.
    case containerRelativeFrame(ContainerRelativeFrameSpec)

    /// The SwiftUI name of the view or modifier this node models.
    public var displayName: String { ask(DisplayNameQuestion()) }

    /// Whether the node modifies a single view (its first child) rather than being a view or a
    /// container itself. Frame tables fold modifiers into the view they modify, and layout
    /// values written on a view are found through the modifiers around it.
    package var isModifier: Bool { ask(ModifierQuestion()) }

    /// The kind without its parameters, as comparing two graphs matches nodes: nodes whose
    /// kinds have the same key can be the same view.
    package var matchingKey: String { ask(MatchingKeyQuestion()) }

    /// The indices of the children drawn behind the child at `index`, of `childCount`, topmost
    /// first (see ``NodeSpec/layersBehind(child:childCount:)``).
    package func layersBehind(child index: Int, childCount: Int) -> [Int] {
        ask(LayersBehindQuestion(index: index, childCount: childCount))
    }
}

// Adding a node kind: its case above, its line in the switch of `ask(_:)` below and, when a
// graph file can hold it, its spec in `fileSpecs` (see "Adding a node kind" in the
// Architecture article). Everything else the graph layer knows about the kind is in its spec's
// `NodeSpec` conformance.
extension NodeKind {
    /// The answer of the kind's spec to `question`: the one switch through which the graph
    /// layer reaches every kind's spec, so the compiler lists a kind missing here. It is generic,
    /// so in an optimised build each question compiles to a switch calling the spec directly.
    @inline(__always)
    func ask<Question: SpecQuestion>(_ question: inout Question) -> Question.Answer {
        switch self {
        case .shape(let spec): return question.ask(spec)
        case .spacer(let spec): return question.ask(spec)
        case .stack(let spec): return question.ask(spec)
        case .zstack(let spec): return question.ask(spec)
        case .frame(let spec): return question.ask(spec)
        case .flexFrame(let spec): return question.ask(spec)
        case .padding(let spec): return question.ask(spec)
        case .fixedSize(let spec): return question.ask(spec)
        case .layoutPriority(let spec): return question.ask(spec)
        case .offset(let spec): return question.ask(spec)
        case .overlayOrBackground(let spec): return question.ask(spec)
        case .alignmentGuide(let spec): return question.ask(spec)
        case .aspectRatio(let spec): return question.ask(spec)
        case .position(let spec): return question.ask(spec)
        case .viewThatFits(let spec): return question.ask(spec)
        case .scrollView(let spec): return question.ask(spec)
        case .geometryReader(let spec): return question.ask(spec)
        case .customLayout(let spec): return question.ask(spec)
        case .grid(let spec): return question.ask(spec)
        case .gridRow(let spec): return question.ask(spec)
        case .gridCell(let spec): return question.ask(spec)
        case .layoutDirection(let spec): return question.ask(spec)
        case .text(let spec): return question.ask(spec)
        case .image(let spec): return question.ask(spec)
        case .control(let spec): return question.ask(spec)
        case .divider(let spec): return question.ask(spec)
        case .measuredLeaf(let spec): return question.ask(spec)
        case .safeArea(let spec): return question.ask(spec)
        case .ignoresSafeArea(let spec): return question.ask(spec)
        case .lazyGrid(let spec): return question.ask(spec)
        case .containerRelativeFrame(let spec): return question.ask(spec)
        }
    }

    /// The answer of the kind's spec to `question`, which keeps nothing.
    @inline(__always)
    func ask<Question: SpecQuestion>(_ question: Question) -> Question.Answer {
        var question = question
        return ask(&question)
    }

    /// The spec types of the kinds a graph file can hold, which the reader looks a node's name
    /// up in. Their names, in this order, are the list an unknown name's error gives. A kind
    /// missing here cannot be read back; the test that sends every kind through a graph file
    /// fails for it.
    static let fileSpecs: [any NodeSpec.Type] = [
        ShapeSpec.self, SpacerSpec.self, StackSpec.self, ZStackSpec.self, FrameSpec.self, FlexFrameSpec.self,
        EdgeInsets.self, FixedSizeSpec.self, Double.self, CGSize.self, OverlayBackgroundSpec.self,
        AlignmentGuideSpec.self, LayoutDirection.self, AspectRatioSpec.self, CGPoint.self, ViewThatFitsSpec.self,
        ScrollViewSpec.self, GeometryReaderSpec.self, GridSpec.self, GridRowSpec.self, GridCellSpec.self,
        TextSpec.self, ImageSpec.self, ControlSpec.self, DividerSpec.self, SafeAreaSpec.self,
        IgnoresSafeAreaSpec.self, LazyGridSpec.self, ContainerRelativeFrameSpec.self,
    ]
}

/// A spec's SwiftUI name.
private struct DisplayNameQuestion: SpecQuestion {
    func ask<Spec: NodeSpec>(_ spec: Spec) -> String { spec.displayName }
}

/// A spec's key for matching nodes of two graphs.
private struct MatchingKeyQuestion: SpecQuestion {
    func ask<Spec: NodeSpec>(_ spec: Spec) -> String { spec.matchingKey }
}

/// The children a spec's kind draws behind one of them.
private struct LayersBehindQuestion: SpecQuestion {
    let index: Int
    let childCount: Int

    func ask<Spec: NodeSpec>(_ spec: Spec) -> [Int] { spec.layersBehind(child: index, childCount: childCount) }
}

/// Whether a spec's kind is a modifier.
private struct ModifierQuestion: SpecQuestion {
    func ask<Spec: NodeSpec>(_ spec: Spec) -> Bool { Spec.isModifier }
}
