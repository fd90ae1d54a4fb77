import Foundation
import Trellis

// Calls every layout, text and environment modifier the API coverage table lists as compiling,
// each after an `// API:` line naming its table entries; only the import differs from SwiftUI.

private struct SizeKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct OptionalTitleKey: PreferenceKey {
    static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
}

private struct BoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

// API: `ViewModifier`
private struct Card: ViewModifier {
    func body(content: Content) -> some View { content.padding(8) }
}

private struct WidthKey: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

struct APISurfaceLayoutModifiers: View {
    @State private var flag = false

    var body: some View {
        VStack {
            frames
            alignment
            safeAreas
            text
            environment
            preferences
        }
    }

    @ViewBuilder private var frames: some View {
        // API: `frame(width:height:alignment:)`, `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
        Color.red.frame(width: 10, height: 10, alignment: .top).frame(minWidth: 0, maxWidth: .infinity)
        // API: `scenePadding(_:)`, `scenePadding(_:edges:)`, `ScenePadding`
        Text("scene").scenePadding().scenePadding(.horizontal).scenePadding(ScenePadding.minimum, edges: .bottom)
        // API: `padding(_:)`, `padding(_:_:)`, `EdgeInsets`
        Text("a").padding().padding(.horizontal, 4).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        // API: `fixedSize()`, `fixedSize(horizontal:vertical:)`
        Text("b").fixedSize().fixedSize(horizontal: true, vertical: false)
        // API: `layoutPriority(_:)`
        Text("c").layoutPriority(1)
        // API: `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`
        Color.red.aspectRatio(1, contentMode: .fit).scaledToFit().scaledToFill()
        // API: `offset(x:y:)`, `offset(_:)`
        Text("d").offset(x: 1, y: 2).offset(CGSize(width: 1, height: 1))
        // API: `position(x:y:)`, `position(_:)`
        Text("e").position(x: 1, y: 2).position(CGPoint(x: 3, y: 4))
        // API: `overlay(alignment:content:)`, `background(alignment:content:)`, `overlay(_:alignment:)`, `background(_:alignment:)`
        Text("f").overlay(alignment: .top) { Color.red }.background(alignment: .bottom) { Color.blue }.overlay(Color.red, alignment: .center).background(Color.blue, alignment: .center)
        // API: `background(_:ignoresSafeAreaEdges:)`, `background(_:in:fillStyle:)`, `background(in:fillStyle:)`, `overlay(_:in:fillStyle:)`
        Text("g").background(.red, ignoresSafeAreaEdges: .all).background(.blue, in: Capsule()).background(in: Circle()).overlay(.red, in: Circle())
        // API: `border(_:width:)`
        Text("h").border(.red, width: 2)
        // API: `id(_:)`
        Text("i").id("i")
        // API: `containerRelativeFrame(_:alignment:)`, `containerRelativeFrame(_:count:span:spacing:alignment:)`
        Color.red.containerRelativeFrame(.horizontal).containerRelativeFrame(.vertical, count: 3, span: 1, spacing: 4)
        // API: `contentMargins(_:_:for:)`
        ScrollView { Text("j") }.contentMargins(.horizontal, 16, for: .scrollContent)
        // API: `coordinateSpace(_:)`
        Text("k").coordinateSpace(.named("space"))
    }

    @ViewBuilder private var alignment: some View {
        // API: `alignmentGuide(_:computeValue:)`
        Text("a").alignmentGuide(.leading) { $0[.trailing] }.alignmentGuide(VerticalAlignment.top) { _ in 0 }
        // API: `gridCellColumns(_:)`, `gridCellAnchor(_:)`, `gridCellUnsizedAxes(_:)`, `gridColumnAlignment(_:)`
        Text("b").gridCellColumns(2).gridCellAnchor(.center).gridCellUnsizedAxes(.horizontal).gridColumnAlignment(.leading)
        // API: `layoutValue(key:value:)`
        Text("c").layoutValue(key: WidthKey.self, value: 4)
    }

    @ViewBuilder private var safeAreas: some View {
        // API: `ignoresSafeArea(_:edges:)`, `edgesIgnoringSafeArea(_:)`
        Color.red.ignoresSafeArea(.container, edges: .top).edgesIgnoringSafeArea(.bottom)
        // API: `safeAreaPadding(_:_:)`, `safeAreaInset(edge:alignment:spacing:content:)`
        Color.red.safeAreaPadding(.top, 4).safeAreaInset(edge: .bottom, alignment: .center, spacing: 0) { Text("bar") }
        // API: `toolbar(_:for:)`, `toolbarVisibility(_:for:)`, `navigationBarHidden(_:)`
        NavigationStack { Text("a").toolbar(.hidden, for: .navigationBar).toolbarVisibility(.visible, for: .tabBar, .bottomBar).navigationBarHidden(false) }
        // API: `navigationBarItems(leading:trailing:)`, `navigationBarItems(leading:)`, `navigationBarItems(trailing:)`
        NavigationStack { Text("c").navigationBarItems(leading: Text("L"), trailing: Text("T")).navigationBarItems(leading: Text("L")).navigationBarItems(trailing: Text("T")) }
        // API: `toolbarTitleDisplayMode(_:)`
        NavigationStack { Text("b").navigationTitle("Title").toolbarTitleDisplayMode(.inline) }
    }

    @ViewBuilder private var text: some View {
        // API: `font(_:)`, `fontWeight(_:)`, `fontDesign(_:)`, `fontWidth(_:)`, `bold(_:)`, `italic(_:)`, `monospaced(_:)`, `monospacedDigit()`
        Text("a").font(.body).fontWeight(.bold).fontDesign(.rounded).fontWidth(.condensed).bold(true).italic(true).monospaced(true).monospacedDigit()
        // API: `kerning(_:)`, `tracking(_:)`, `baselineOffset(_:)`
        Text("b").kerning(1).tracking(1).baselineOffset(2)
        // API: `lineLimit(_:)`, `lineLimit(_:reservesSpace:)`, `lineSpacing(_:)`, `multilineTextAlignment(_:)`, `truncationMode(_:)`, `allowsTightening(_:)`, `minimumScaleFactor(_:)`, `textCase(_:)`
        Text("c").lineLimit(2).lineLimit(2, reservesSpace: true).lineSpacing(2).multilineTextAlignment(.center).truncationMode(.middle).allowsTightening(true).minimumScaleFactor(0.5).textCase(.uppercase)
        // API: `underline(_:pattern:color:)`, `strikethrough(_:pattern:color:)`
        Text("d").underline().strikethrough()
        // API: `imageScale(_:)`
        Image(systemName: "star").imageScale(.large)
        // API: `dynamicTypeSize(_:)`
        Text("e").dynamicTypeSize(.xxLarge).dynamicTypeSize(...DynamicTypeSize.accessibility1)
        // API: `textSelection(_:)`
        Text("f").textSelection(.enabled)
    }

    @ViewBuilder private var environment: some View {
        // API: `environment(_:_:)`, `transformEnvironment(_:transform:)`
        Text("a").environment(\.lineLimit, 2).transformEnvironment(\.font) { $0 = $0 ?? .body }
        // API: `colorScheme(_:)`, `preferredColorScheme(_:)`
        Text("b").colorScheme(.dark).preferredColorScheme(.light)
        // API: `controlSize(_:)`
        Button("c") {}.controlSize(.large)
    }

    @ViewBuilder private var preferences: some View {
        // API: `preference(key:value:)`, `transformPreference(_:_:)`, `onPreferenceChange(_:perform:)`
        Text("a").preference(key: SizeKey.self, value: 1).transformPreference(SizeKey.self) { $0 += 1 }.onPreferenceChange(SizeKey.self) { _ in }
        // API: `overlayPreferenceValue(_:alignment:_:)`, `backgroundPreferenceValue(_:alignment:_:)`
        Text("b").overlayPreferenceValue(SizeKey.self) { _ in EmptyView() }.backgroundPreferenceValue(SizeKey.self) { _ in EmptyView() }
        // API: `PreferenceKey.defaultValue` of an optional value
        Text(OptionalTitleKey.defaultValue ?? "none").preference(key: OptionalTitleKey.self, value: "c")
        // API: `anchorPreference(key:value:transform:)`, `transformAnchorPreference(key:value:transform:)`
        Text("d").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }.transformAnchorPreference(key: BoundsKey.self, value: .bounds) { value, anchor in value = value ?? anchor }
        // API: `modifier(_:)`
        Text("e").modifier(Card())
    }
}
