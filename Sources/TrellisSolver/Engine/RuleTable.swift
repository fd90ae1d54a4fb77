import TrellisGraph

/// A question asked of the rule of one node kind (see ``RuleTable``).
protocol RuleQuestion {
    associatedtype Answer
    /// The answer of `rule` for a node whose parameters are `spec`.
    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> Answer
}

/// The one place that maps each node kind to its rule.
///
/// Every question the solver and its warnings ask about a node goes through ``ask(_:of:)``,
/// which hands the node's parameters to its kind's rule. The questions are generic values, so
/// in an optimised build each one compiles to a single `switch` that calls the rule directly.
/// Adding a node kind means its spec and case in TrellisGraph, its rule and a row here (the
/// checklist is in the Architecture article).
enum RuleTable {
    @inline(__always)
    static func ask<Question: RuleQuestion>(_ question: Question, of kind: NodeKind) -> Question.Answer {
        switch kind {
        case .shape(let spec): return question.ask(ShapeRule.self, spec)
        case .spacer(let spec): return question.ask(SpacerRule.self, spec)
        case .text(let spec): return question.ask(TextRule.self, spec)
        case .image(let spec): return question.ask(ImageRule.self, spec)
        case .control(let spec): return question.ask(ControlRule.self, spec)
        case .divider(let spec): return question.ask(DividerRule.self, spec)
        case .measuredLeaf(let spec): return question.ask(MeasuredLeafRule.self, spec)
        case .frame(let spec): return question.ask(FixedFrameRule.self, spec)
        case .flexFrame(let spec): return question.ask(FlexibleFrameRule.self, spec)
        case .padding(let spec): return question.ask(PaddingRule.self, spec)
        case .fixedSize(let spec): return question.ask(FixedSizeRule.self, spec)
        case .layoutPriority(let spec): return question.ask(LayoutPriorityRule.self, spec)
        case .offset(let spec): return question.ask(OffsetRule.self, spec)
        case .overlayOrBackground(let spec): return question.ask(OverlayBackgroundRule.self, spec)
        case .alignmentGuide(let spec): return question.ask(AlignmentGuideRule.self, spec)
        case .aspectRatio(let spec): return question.ask(AspectRatioRule.self, spec)
        case .position(let spec): return question.ask(PositionRule.self, spec)
        case .gridCell(let spec): return question.ask(GridCellRule.self, spec)
        case .layoutDirection(let spec): return question.ask(LayoutDirectionRule.self, spec)
        case .stack(let spec): return question.ask(StackRule.self, spec)
        case .zstack(let spec): return question.ask(ZStackRule.self, spec)
        case .viewThatFits(let spec): return question.ask(ViewThatFitsRule.self, spec)
        case .scrollView(let spec): return question.ask(ScrollViewRule.self, spec)
        case .geometryReader(let spec): return question.ask(GeometryReaderRule.self, spec)
        case .customLayout(let spec): return question.ask(CustomLayoutRule.self, spec)
        case .grid(let spec): return question.ask(GridRule.self, spec)
        case .gridRow(let spec): return question.ask(GridRowRule.self, spec)
        case .safeArea(let spec): return question.ask(SafeAreaRule.self, spec)
        case .ignoresSafeArea(let spec): return question.ask(IgnoresSafeAreaRule.self, spec)
        case .lazyGrid(let spec): return question.ask(LazyGridRule.self, spec)
        case .containerRelativeFrame(let spec): return question.ask(ContainerRelativeFrameRule.self, spec)
        }
    }
}
