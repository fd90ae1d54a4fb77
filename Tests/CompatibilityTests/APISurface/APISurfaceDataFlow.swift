import Foundation
import Trellis

// Calls every data-flow, environment, app and value type the API coverage table lists as
// compiling, each after an `// API:` line naming its table entries; only the import differs
// from SwiftUI.

// API: `@Observable`
@Observable
private final class SurfaceModel {
    var name = "Model"
    // API: `@ObservationIgnored`
    @ObservationIgnored var cache = 0
}

// API: `ObservableObject`, `@Published`
private final class SurfaceStore: ObservableObject {
    @Published var count = 0
}

private struct SurfaceChild: View {
    // API: `@Binding`
    @Binding var isOn: Bool
    // API: `@Bindable`
    @Bindable var model: SurfaceModel
    // API: `@ObservedObject`
    @ObservedObject var store: SurfaceStore

    var body: some View {
        TextField("Name", text: $model.name)
    }
}

struct APISurfaceDataFlow: View {
    // API: `@State`
    @State private var isOn = false
    // API: `@StateObject`
    @StateObject private var store = SurfaceStore()
    // API: `@EnvironmentObject`
    @EnvironmentObject private var sharedStore: SurfaceStore
    // API: `@AppStorage`, `@SceneStorage`
    @AppStorage("name") private var storedName = "Guest"
    @SceneStorage("tab") private var sceneTab = 0
    // API: `@GestureState`
    @GestureState private var dragOffset = CGSize.zero
    // API: `@ScaledMetric`
    @ScaledMetric private var iconSize: CGFloat = 24
    // API: `@Namespace`
    @Namespace private var namespace
    // API: `@Environment(\.key)`, `\.colorScheme`, `\.locale`, `\.isEnabled`, `\.scenePhase`, `\.editMode`, `\.dismiss`, `\.openURL`
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.locale) private var locale
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.editMode) private var editMode
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    // API: `\.dynamicTypeSize`, `\.sizeCategory`, `\.horizontalSizeClass`, `\.verticalSizeClass`, `\.layoutDirection`, `\.displayScale`, `\.pixelLength`
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    @Environment(\.verticalSizeClass) private var verticalSizeClass
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.displayScale) private var displayScale
    @Environment(\.pixelLength) private var pixelLength
    // API: `\.font`, `\.lineLimit`, `\.minimumScaleFactor`, `\.truncationMode`, `\.multilineTextAlignment`
    @Environment(\.font) private var font
    @Environment(\.lineLimit) private var lineLimit
    @Environment(\.minimumScaleFactor) private var minimumScaleFactor
    @Environment(\.truncationMode) private var truncationMode
    @Environment(\.multilineTextAlignment) private var multilineTextAlignment
    // API: `\.allowsTightening`, `\.controlSize`, `\.defaultMinListRowHeight`, `\.imageScale`, `\.lineSpacing`, `\.textCase`
    @Environment(\.allowsTightening) private var allowsTightening
    @Environment(\.controlSize) private var controlSize
    @Environment(\.defaultMinListRowHeight) private var defaultMinListRowHeight
    @Environment(\.imageScale) private var imageScale
    @Environment(\.lineSpacing) private var lineSpacing
    @Environment(\.textCase) private var textCase
    // API: `\.presentationMode`, `PresentationMode`, `\.isPresented`, `\.isSearching`, `\.dismissSearch`, `\.refresh`, `\.openWindow`, `\.isFocused`, `\.redactionReasons`
    @Environment(\.presentationMode) private var presentationMode: Binding<PresentationMode>
    @Environment(\.isPresented) private var isPresented
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    @Environment(\.refresh) private var refresh
    @Environment(\.openWindow) private var openWindow
    @Environment(\.isFocused) private var environmentIsFocused
    @Environment(\.redactionReasons) private var redactionReasons
    // API: `\.calendar`, `\.timeZone`, `\.accessibilityEnabled`, `\.accessibilityReduceMotion`, `\.accessibilityReduceTransparency`, `\.accessibilityDifferentiateWithoutColor`, `\.accessibilityInvertColors`, `\.accessibilityVoiceOverEnabled`
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    @Environment(\.accessibilityEnabled) private var accessibilityEnabled
    @Environment(\.accessibilityReduceMotion) private var accessibilityReduceMotion
    @Environment(\.accessibilityReduceTransparency) private var accessibilityReduceTransparency
    @Environment(\.accessibilityDifferentiateWithoutColor) private var accessibilityDifferentiateWithoutColor
    @Environment(\.accessibilityInvertColors) private var accessibilityInvertColors
    @Environment(\.accessibilityVoiceOverEnabled) private var accessibilityVoiceOverEnabled
    // API: `\.legibilityWeight`, `\.colorSchemeContrast`, `\.symbolRenderingMode`, `\.headerProminence`, `\.supportsMultipleWindows`, `\.isLuminanceReduced`
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.colorSchemeContrast) private var colorSchemeContrast
    @Environment(\.symbolRenderingMode) private var symbolRenderingMode
    @Environment(\.headerProminence) private var headerProminence
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    // API: `@Environment(Type.self)`
    @Environment(SurfaceModel.self) private var model
    // API: `@FocusState`
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            // API: `environment(_:)`, `environmentObject(_:)`
            SurfaceChild(isOn: $isOn, model: SurfaceModel(), store: store).environment(SurfaceModel()).environmentObject(store)
            // API: `withAnimation(_:_:)`, `withTransaction(_:_:)`, `Transaction`
            Button("Animate") { withAnimation(.easeIn) { isOn.toggle() }; withTransaction(Transaction(animation: .linear)) { isOn.toggle() } }
            // API: `Animation`
            Text("a").animation(Animation.easeInOut(duration: 1).delay(0.5).speed(2).repeatCount(2, autoreverses: true), value: isOn)
            // API: `Font`, `Font.system(size:weight:design:)`, `Font.custom(_:size:)`, `Font.custom(_:size:relativeTo:)`, `Font.custom(_:fixedSize:)`
            Text("b").font(Font.system(size: 17, weight: .bold, design: .rounded)).font(.custom("Avenir", size: 12)).font(.custom("Avenir", size: 12, relativeTo: .body)).font(.custom("Avenir", fixedSize: 12))
            // API: `Font.weight(_:)`, `Font.bold()`, `Font.italic()`, `Font.monospaced()`, `Font.monospacedDigit()`, `Font.width(_:)`
            Text("c").font(.title2.weight(.bold).bold().italic().monospaced().monospacedDigit().width(.expanded))
            // API: `Text(AttributedString)`, `LocalizedStringKey`
            Text(AttributedString("d")); Text(LocalizedStringKey("e \(3)"))
            // API: `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`, `Color(hue:saturation:brightness:opacity:)`, `Color(uiColor:)`, `UIColor`
            Color(red: 1, green: 0, blue: 0, opacity: 1); Color(white: 0.5, opacity: 1); Color(hue: 0.5, saturation: 1, brightness: 1, opacity: 1); Color(uiColor: UIColor.systemGray5)
            // The fixed colours of UIKit beside the semantic ones: `Color(.white)`, `Color(.systemBlue)`
            Color(.white); Color(.black); Color(.clear); Color(.lightGray); Color(.systemBlue)
            // API: `ShapeStyle`, `AnyShapeStyle`, `Material`
            Rectangle().fill(AnyShapeStyle(.secondary)).background(.ultraThinMaterial)
            // API: `ShadowStyle`, `ShadowStyle.drop(color:radius:x:y:)`, `ShadowStyle.inner(color:radius:x:y:)`, `ShapeStyle.shadow(_:)`
            Rectangle().fill(.blue.shadow(.drop(radius: 2))); Circle().fill(.shadow(ShadowStyle.inner(color: .gray, radius: 1, x: 1, y: 1)))
            // API: `fill(_:style:)`, `stroke(_:lineWidth:)`, `strokeBorder(_:lineWidth:)`, `StrokeStyle`, `FillStyle`
            Circle().fill(.red, style: FillStyle()); Circle().stroke(.red, lineWidth: 2); Circle().strokeBorder(.blue, lineWidth: 2); Circle().stroke(style: StrokeStyle(lineWidth: 1, dash: [2]))
            // API: `ShapeView.stroke(_:lineWidth:)`, `ShapeView.strokeBorder(_:lineWidth:)`
            Circle().fill(.red).stroke(.black, lineWidth: 2); Capsule().fill(.blue).strokeBorder(.black, lineWidth: 2)
            // API: `trim(from:to:)`, `inset(by:)`, `rotation(_:anchor:)`
            Circle().trim(from: 0, to: 0.5); Circle().inset(by: 4); Rectangle().rotation(.degrees(45))
            // API: `Angle`, `UnitPoint`, `Alignment`, `Edge`, `Axis`
            Rectangle().rotationEffect(Angle(degrees: 30), anchor: UnitPoint(x: 0.5, y: 0.5)).frame(width: 4, alignment: Alignment(horizontal: .leading, vertical: .top)).padding(Edge.Set.top, 4).scrollIndicators(.hidden, axes: Axis.Set.vertical)
            // API: `DragGesture.onChanged(_:)`, `onEnded(_:)`, `updating(_:body:)`, `simultaneously(with:)`, `sequenced(before:)`, `exclusively(before:)`
            Text("f").gesture(DragGesture().onChanged { _ in }.onEnded { _ in }.updating($dragOffset) { value, state, _ in state = value.translation }).gesture(TapGesture().simultaneously(with: LongPressGesture())).gesture(TapGesture().sequenced(before: TapGesture())).gesture(TapGesture().exclusively(before: TapGesture()))
            // API: `Color.black`, `Color.white`, `Color.gray`, `Color.red`, `Color.orange`, `Color.yellow`, `Color.green`, `Color.mint`, `Color.teal`, `Color.cyan`, `Color.blue`, `Color.indigo`, `Color.purple`, `Color.pink`, `Color.brown`, `Color.clear`, `Color.primary`, `Color.secondary`, `Color.accentColor`
            ForEach([Color.black, .white, .gray, .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .clear, .primary, .secondary, .accentColor], id: \.self) { $0 }
            // API: `ShapeStyle.tertiary`, `ShapeStyle.quaternary`, `ShapeStyle.quinary`, `ShapeStyle.foreground`, `ShapeStyle.background`, `ShapeStyle.tint`, `ShapeStyle.separator`
            Text("h").foregroundStyle(.tertiary).foregroundStyle(.quaternary).foregroundStyle(.quinary).foregroundStyle(.foreground).background(.background).foregroundStyle(.tint).background(.separator)
            // API: `Material.ultraThinMaterial`, `Material.thinMaterial`, `Material.regularMaterial`, `Material.thickMaterial`, `Material.ultraThickMaterial`, `Material.bar`
            Text("i").background(.ultraThinMaterial).background(.thinMaterial).background(.regularMaterial).background(.thickMaterial).background(.ultraThickMaterial).background(.bar)
            // API: `Font.largeTitle`, `Font.title`, `Font.title2`, `Font.title3`, `Font.headline`, `Font.subheadline`, `Font.body`, `Font.callout`, `Font.footnote`, `Font.caption`, `Font.caption2`
            ForEach([Font.largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2], id: \.self) { Text("j").font($0) }
            // API: `Animation.default`, `Animation.linear`, `Animation.easeIn`, `Animation.easeOut`, `Animation.easeInOut`, `Animation.bouncy`, `Animation.smooth`, `Animation.snappy`, `Animation.spring(response:dampingFraction:blendDuration:)`, `Animation.interactiveSpring`, `Animation.interpolatingSpring`, `Animation.timingCurve`
            Text("k").animation(.default, value: isOn).animation(.linear, value: isOn).animation(.easeIn, value: isOn).animation(.easeOut, value: isOn).animation(.easeInOut, value: isOn).animation(.bouncy, value: isOn).animation(.smooth, value: isOn).animation(.snappy, value: isOn).animation(.spring(response: 0.3, dampingFraction: 0.7), value: isOn).animation(.interactiveSpring(), value: isOn).animation(.interpolatingSpring(stiffness: 100, damping: 10), value: isOn).animation(.timingCurve(0.2, 0.8, 0.2, 1), value: isOn)
            // API: `HorizontalAlignment`, `VerticalAlignment`, `ContentMode`, `ProposedViewSize`
            Color.red.alignmentGuide(HorizontalAlignment.surfaceMark) { $0[HorizontalAlignment.center] }.alignmentGuide(VerticalAlignment.firstTextBaseline) { $0.height }.aspectRatio(contentMode: ContentMode.fill).frame(width: ProposedViewSize.unspecified.width)
            SurfaceRow { Text("l"); Text("m") }
            // API: `keyframeAnimator(initialValue:trigger:content:keyframes:)`, `KeyframeTrack`, `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`
            Text("g").keyframeAnimator(initialValue: 1.0, trigger: isOn) { content, value in content.opacity(value) } keyframes: { _ in KeyframeTrack(\Double.self) { LinearKeyframe(0.5, duration: 1); SpringKeyframe(1, duration: 1); CubicKeyframe(0.2, duration: 1); MoveKeyframe(1) } }
        }
    }
}

// API: `AlignmentID`, `Layout`, `LayoutSubviews`, `ViewDimensions`
private enum SurfaceMark: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.leading] }
}

extension HorizontalAlignment {
    fileprivate static let surfaceMark = HorizontalAlignment(SurfaceMark.self)
}

private struct SurfaceRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}

// API: `App`, `Scene`, `WindowGroup`
private struct SurfaceApp: App {
    var body: some Scene {
        WindowGroup { Text("App") }
    }
}

// API: `PreviewProvider`
private struct SurfacePreviews: PreviewProvider {
    static var previews: some View { Text("Preview") }
}
