import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// The modifiers documented as having no layout effect, over seeded random view trees: adding
/// them changes no frame, and lowering any combination of the views and shapes never fails.
@Suite("Modifiers with no layout effect") @MainActor
struct NoLayoutEffectTests {
    @Test("adding drawing, motion, event, presentation and accessibility modifiers changes no frame", arguments: 0..<60)
    func noFrameChanges(seed: UInt64) {
        var plainShape = SeededGenerator(seed: seed), decoratedShape = SeededGenerator(seed: seed)
        var decorations = SeededGenerator(seed: seed &* 7919 &+ 1)
        var plainNames = 0, decoratedNames = 0
        let plain = RandomTree.make(depth: 0, shape: &plainShape, names: &plainNames, decorate: nil)
        let decorated = RandomTree.make(depth: 0, shape: &decoratedShape, names: &decoratedNames) { view in
            let count = Int(decorations.next() % 3)
            return (0..<count).reduce(view) { view, _ in
                NoLayoutModifiers.all[Int(decorations.next() % UInt64(NoLayoutModifiers.all.count))](view)
            }
        }
        #expect(plainNames == decoratedNames)
        for window in [CGSize(width: 390, height: 844), CGSize(width: 120, height: 60)] {
            let before = plain.layout(in: window), after = decorated.layout(in: window)
            #expect(before.graph.count == after.graph.count, "seed \(seed)")
            #expect(before.frames == after.frames, "seed \(seed)")
            #expect(after.frames.allSatisfy { $0.map { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite } ?? true })
        }
    }

    @Test("every modifier with no layout effect, alone on a fixed view, keeps its 40 × 30 frame")
    func eachModifierAlone() {
        for (index, decorate) in NoLayoutModifiers.all.enumerated() {
            let view = HStack { decorate(AnyView(Color.red.frame(width: 40, height: 30))).id("subject") }
            let frame = view.layout(in: CGSize(width: 100, height: 100)).frame(of: "subject")
            #expect(frame == CGRect(x: 30, y: 35, width: 40, height: 30), "modifier \(index)")
        }
    }
}

/// A triangle with no `sizeThatFits`: it takes the proposal.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addLines([CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
            path.closeSubpath()
        }
    }
}

/// A badge shape that is always 24 tall and as wide as proposed, up to 80.
private struct Badge: Shape {
    func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 12) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: min(proposal.width ?? 80, 80), height: 24)
    }
}

/// Random trees of stacks, frames, padding, texts, colours and shapes, each view named in order.
private enum RandomTree {
    static func make(depth: Int, shape: inout SeededGenerator, names: inout Int, decorate: ((AnyView) -> AnyView)?) -> AnyView {
        let view: AnyView
        if depth >= 3 || shape.below(3) == 0 {
            view = leaf(shape.below(12))
        } else {
            let count = 1 + shape.below(3)
            var children: [AnyView] = []
            for _ in 0..<count {
                children.append(make(depth: depth + 1, shape: &shape, names: &names, decorate: decorate))
            }
            switch shape.below(6) {
            case 0: view = AnyView(HStack(spacing: 4) { ForEach(children.indices, id: \.self) { children[$0] } })
            case 1: view = AnyView(VStack(alignment: .leading) { ForEach(children.indices, id: \.self) { children[$0] } })
            case 2: view = AnyView(ZStack(alignment: .bottomTrailing) { ForEach(children.indices, id: \.self) { children[$0] } })
            case 3: view = AnyView(children[0].padding(CGFloat(shape.below(20))))
            case 4: view = AnyView(children[0].frame(maxWidth: .infinity, alignment: .leading))
            default: view = AnyView(children[0].frame(width: CGFloat(10 + shape.below(200))).offset(x: 3))
            }
        }
        let named = AnyView(view.id("n\(names)"))
        names += 1
        return decorate?(named) ?? named
    }

    private static func leaf(_ kind: Int) -> AnyView {
        switch kind {
        case 0: AnyView(Color.red.frame(width: 30, height: 20))
        case 1: AnyView(Text("Hello wide world"))
        case 2: AnyView(Circle().fill(.blue.gradient))
        case 3: AnyView(Triangle().stroke(.red, lineWidth: 2))
        case 4: AnyView(Badge())
        case 5: AnyView(Spacer(minLength: 5))
        case 6: AnyView(RoundedRectangle(cornerRadius: 8).inset(by: 2).trim(from: 0.2, to: 0.8).rotation(.degrees(30)))
        case 7: AnyView(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).frame(height: 12))
        case 8: AnyView(Path { $0.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false) })
        case 9: AnyView(AnyShape(Capsule()).scale(2).offset(x: 4).frame(width: 50))
        case 10: AnyView(UnevenRoundedRectangle(topLeadingRadius: 8).fill(.ultraThinMaterial).frame(minHeight: 10, maxHeight: 40))
        default: AnyView(Text("Bye").background(.quaternary, in: .rect(cornerRadius: 4)))
        }
    }
}

/// A geometry effect that moves its view sideways, as a shake animation does.
/// (A computed `animatableData` would be main-actor isolated, as the modifier is, and could not
/// satisfy `Animatable`'s nonisolated requirement in Swift 6 mode, as with SwiftUI's own.)
private struct ShakeEffect: GeometryEffect {
    var travel: CGFloat
    var animatableData: CGFloat

    init(travel: CGFloat, shakes: CGFloat) {
        self.travel = travel
        animatableData = shakes
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: travel * sin(animatableData * .pi * 2), y: 0))
    }
}

/// Every modifier documented as having no layout effect, each with SwiftUI's arguments.
private enum NoLayoutModifiers {
    static var all: [(AnyView) -> AnyView] { [
        { AnyView($0.opacity(0.5)) },
        { AnyView($0.modifier(ShakeEffect(travel: 10, shakes: 1.5)).modifier(ShakeEffect(travel: 5, shakes: 2).ignoredByLayout())) },
        { AnyView($0.glassBackgroundEffect().glassBackgroundEffect(in: .rect(cornerRadius: 12), displayMode: .implicit)) },
        { AnyView($0.hidden()) },
        { AnyView($0.shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)) },
        { AnyView($0.blur(radius: 3)) },
        { AnyView($0.brightness(0.1).contrast(1.2).saturation(0.5).grayscale(1)) },
        { AnyView($0.blendMode(.multiply).compositingGroup().drawingGroup()) },
        { AnyView($0.clipShape(.capsule).clipped().cornerRadius(6)) },
        { AnyView($0.mask(alignment: .top) { Circle().frame(width: 500) }) },
        { AnyView($0.foregroundStyle(.secondary).foregroundColor(.red).tint(.green)) },
        { AnyView($0.foregroundStyle(.red, .blue, Color.green.gradient)) },
        { AnyView($0.zIndex(3)) },
        { AnyView($0.rotationEffect(.degrees(45), anchor: .topLeading)) },
        { AnyView($0.rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0))) },
        { AnyView($0.scaleEffect(2).scaleEffect(x: 0.5).scaleEffect(CGSize(width: 3, height: 1))) },
        { AnyView($0.transformEffect(CGAffineTransform(rotationAngle: 1)).projectionEffect(ProjectionTransform())) },
        { AnyView($0.visualEffect { content, proxy in content.offset(y: proxy.size.height).opacity(0.5) }) },
        { AnyView($0.animation(.spring(duration: 0.4, bounce: 0.2), value: 1).animation(.easeInOut.repeatForever())) },
        { AnyView($0.transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity.combined(with: .scale)))) },
        { AnyView($0.transaction { $0.animation = .snappy }.contentTransition(.numericText())) },
        { AnyView($0.phaseAnimator([1.0, 2.0]) { content, _ in content }) },
        { AnyView($0.keyframeAnimator(initialValue: 1.0) { content, _ in content } keyframes: { _ in LinearKeyframe(2.0, duration: 1) }) },
        { AnyView($0.onTapGesture(count: 2) {}.onLongPressGesture {}) },
        { AnyView($0.gesture(DragGesture(minimumDistance: 0).onChanged { _ in }.onEnded { _ in })) },
        { AnyView($0.simultaneousGesture(MagnifyGesture().onChanged { _ in }).highPriorityGesture(RotateGesture())) },
        { AnyView($0.onAppear {}.onDisappear {}.task {}.task(id: 3, priority: .low) {}) },
        { AnyView($0.onChange(of: 1) { _, _ in }.onChange(of: "a") {}.onSubmit {}.refreshable {}) },
        { AnyView($0.contentShape(.rect).allowsHitTesting(false).disabled(true)) },
        { AnyView($0.submitLabel(.next).keyboardType(.emailAddress).textContentType(.emailAddress)) },
        { AnyView($0.textInputAutocapitalization(.never).autocorrectionDisabled().symbolRenderingMode(.multicolor)) },
        { AnyView($0.sheet(isPresented: .constant(true)) { Color.red.frame(width: 1000, height: 1000) }) },
        { AnyView($0.fullScreenCover(isPresented: .constant(false)) { Text("Cover") }.popover(isPresented: .constant(true)) { Text("Pop") }) },
        { AnyView($0.inspector(isPresented: .constant(true)) { Text("Inspector") }.presentationDetents([.medium, .large])) },
        { AnyView($0.alert("Delete?", isPresented: .constant(true)) { Text("Delete") } message: { Text("Sure?") }) },
        { AnyView($0.confirmationDialog("Share", isPresented: .constant(true), titleVisibility: .visible) { Text("Copy") }) },
        { AnyView($0.accessibilityLabel("Label").accessibilityHint("Hint").accessibilityValue("1")) },
        { AnyView($0.accessibilityHidden(true).accessibilityElement(children: .combine).accessibilityAddTraits(.isButton)) },
        { AnyView($0.accessibilityAction {}.accessibilitySortPriority(2).tag(7)) },
    ] }
}
