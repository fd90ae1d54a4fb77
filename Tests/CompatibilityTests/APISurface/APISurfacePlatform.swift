import Foundation
import Trellis

// Calls the platform, search, focus, accessibility-navigation, effect and style API the API
// coverage table lists as compiling, each after an `// API:` line naming its table entries; only
// the import differs from SwiftUI.

// API: `FocusedValueKey`
private struct SelectionKey: FocusedValueKey {
    typealias Value = String
}

// API: `Transition`, `TransitionPhase`
private struct Blur: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.blur(radius: phase.isIdentity ? 0 : 10)
    }
}

// API: `Animatable.animatableData`
private struct Wave: Shape {
    var phase: Double
    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func path(in rect: CGRect) -> Path { Path(rect) }
}

// API: `Shape.role`, `Shape.layoutDirectionBehavior`
private struct Arrow: Shape {
    static var role: ShapeRole { .stroke }
    var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
    func path(in rect: CGRect) -> Path { Path(rect) }
}

// API: `DynamicProperty`
@propertyWrapper
private struct Counter: DynamicProperty {
    var wrappedValue: Int { 0 }
}

struct APISurfacePlatform: View {
    @State private var flag = false
    @State private var text = ""
    @State private var scope = 0
    // API: `TabViewCustomization`
    @State private var customization = TabViewCustomization()
    @FocusState private var searchIsFocused: Bool
    @Namespace private var namespace
    // API: `@FocusedValue`, `FocusedValues`
    @FocusedValue(\FocusedValues.selection) private var selection
    @Counter private var counter

    var body: some View {
        VStack {
            search
            events
            accessibility
            effects
            styles
        }
    }

    @ViewBuilder private var search: some View {
        // API: `searchSuggestions(_:)`, `searchScopes(_:scopes:)`, `searchScopes(_:activation:_:)`, `searchCompletion(_:)`, `searchFocused(_:)`, `searchDictationBehavior(_:)`, `searchPresentationToolbarBehavior(_:)`
        List { Text("a").searchCompletion("a") }.searchSuggestions { Text("b") }.searchScopes($scope) { Text("All").tag(0) }.searchScopes($scope, activation: .onTextEntry) { Text("Mine").tag(1) }.searchFocused($searchIsFocused).searchDictationBehavior(.inline).searchPresentationToolbarBehavior(.avoidHidingContent)
    }

    @ViewBuilder private var events: some View {
        // API: `onKeyPress(_:action:)`, `onKeyPress(_:phases:action:)`, `onKeyPress(keys:phases:action:)`, `onKeyPress(characters:phases:action:)`, `onKeyPress(phases:action:)`, `KeyPress`
        Text("a").onKeyPress(.return) { .handled }.onKeyPress(.space, phases: .down) { (_: KeyPress) in .ignored }.onKeyPress(keys: [.upArrow, .downArrow]) { _ in .handled }.onKeyPress(characters: .letters) { _ in .ignored }.onKeyPress(phases: .all) { _ in .ignored }
        // API: `SpatialTapGesture`
        Text("b").gesture(SpatialTapGesture(count: 1).onEnded { value in _ = value.location })
        // API: `focusedValue(_:_:)`, `focusedSceneValue(_:_:)`, `focusedObject(_:)`, `focusedSceneObject(_:)`
        Text(selection ?? "c").focusedValue(\.selection, "c").focusedSceneValue(\.selection, "c").focusedObject(SurfaceFocusStore()).focusedSceneObject(SurfaceFocusStore())
        // API: `autocapitalization(_:)`, `disableAutocorrection(_:)`, `defaultAppStorage(_:)`, `findNavigator(isPresented:)`, `findDisabled(_:)`, `replaceDisabled(_:)`
        TextEditor(text: $text).autocapitalization(.none).disableAutocorrection(true).defaultAppStorage(.standard).findNavigator(isPresented: $flag).findDisabled().replaceDisabled()
        // API: `renameAction(_:)`, `menuActionDismissBehavior(_:)`, `onPencilDoubleTap(perform:)`, `onPencilSqueeze(perform:)`, `navigationDocument(_:)`, `springLoadingBehavior(_:)`, `submitScope(_:)`, `typeSelectEquivalent(_:)`
        Text("d").renameAction {}.menuActionDismissBehavior(.disabled).onPencilDoubleTap {}.onPencilSqueeze {}.navigationDocument(URL(fileURLWithPath: "a.txt")).springLoadingBehavior(.enabled).submitScope().typeSelectEquivalent("d")
        // API: `typesettingLanguage(_:isEnabled:)`, `textSelectionAffinity(_:)`, `writingToolsBehavior(_:)`, `defaultHoverEffect(_:)`, `paletteSelectionEffect(_:)`, `allowedDynamicRange(_:)`, `dialogIcon(_:)`, `dialogSuppressionToggle(isSuppressed:)`
        Text("e").typesettingLanguage(.automatic).textSelectionAffinity(.upstream).writingToolsBehavior(.limited).defaultHoverEffect(.highlight).paletteSelectionEffect(.symbolVariant).allowedDynamicRange(.high).dialogIcon(Image(systemName: "info")).dialogSuppressionToggle(isSuppressed: $flag)
        // API: `scrollInputBehavior(_:for:)`, `sectionActions(content:)`, `inspectorColumnWidth(_:)`, `inspectorColumnWidth(min:ideal:max:)`
        Text("f").scrollInputBehavior(.disabled, for: .wheel).sectionActions { Button("Add") {} }.inspectorColumnWidth(200).inspectorColumnWidth(min: 100, ideal: 200, max: 300)
        // API: `onScrollGeometryChange(for:of:action:)`, `onScrollTargetVisibilityChange(idType:threshold:_:)`, `scrollTransition(_:axis:transition:)`, `ScrollGeometry`
        ScrollView { Text("g").scrollTransition { effect, phase in effect.opacity(phase.isIdentity ? 1 : 0.5) } }.onScrollGeometryChange(for: CGFloat.self) { (geometry: ScrollGeometry) in geometry.contentOffset.y } action: { _, _ in }.onScrollTargetVisibilityChange(idType: Int.self) { _ in }
        // API: `fileMover(isPresented:file:onCompletion:)`, `presentationSizing(_:)`
        Text("h").fileMover(isPresented: $flag, file: URL(string: "file:///tmp/a")) { _ in }.presentationSizing(.form)
        Text("i").transition(Blur())
    }

    @ViewBuilder private var accessibility: some View {
        // API: `accessibilityRotor(_:entries:)`, `AccessibilityRotorEntry`, `accessibilityRotorEntry(id:in:)`
        Text("a").accessibilityRotor("Headings") { AccessibilityRotorEntry("First", id: 1) }.accessibilityRotorEntry(id: 1, in: namespace)
        // API: `accessibilityZoomAction(_:)`, `accessibilityDragPoint(_:description:)`, `accessibilityDropPoint(_:description:)`, `accessibilityLabeledPair(role:id:in:)`, `accessibilityLinkedGroup(id:in:)`, `accessibilityDirectTouch(_:options:)`
        Text("b").accessibilityZoomAction { _ in }.accessibilityDragPoint(.center, description: "Drag").accessibilityDropPoint(.center, description: "Drop").accessibilityLabeledPair(role: .label, id: 1, in: namespace).accessibilityLinkedGroup(id: 1, in: namespace).accessibilityDirectTouch()
    }

    @ViewBuilder private var effects: some View {
        // API: `symbolEffect(_:options:isActive:)`, `symbolEffect(_:options:value:)`, `symbolEffectsRemoved(_:)`, `SymbolEffectOptions`, `ContentTransition.symbolEffect(_:options:)`
        Image(systemName: "wifi").symbolEffect(.variableColor.iterative, options: .repeating).symbolEffect(.bounce.up.byLayer, options: SymbolEffectOptions.repeat(2), value: flag).symbolEffectsRemoved(false).contentTransition(.symbolEffect(.replace))
        // API: `colorEffect(_:isEnabled:)`, `distortionEffect(_:maxSampleOffset:isEnabled:)`, `layerEffect(_:maxSampleOffset:isEnabled:)`, `Shader`, `ShaderLibrary`
        Text("a").colorEffect(ShaderLibrary.tint(.color(.red))).distortionEffect(ShaderLibrary.wave(.float(1), .boundingRect), maxSampleOffset: .zero).layerEffect(ShaderLibrary.default.pixellate(.float(4)), maxSampleOffset: .zero)
        // API: `Color(nsColor:)`, `NSColor`, `ImagePaint`
        Color(nsColor: NSColor.windowBackgroundColor).background(ImagePaint(image: Image("tile")))
        // API: `containerBackground(_:for:)`, `containerBackground(for:alignment:content:)`, `backgroundStyle(_:)`
        Text("b").containerBackground(.blue, for: .navigation).containerBackground(for: .tabView) { Color.red }.backgroundStyle(.green)
        // API: `layoutDirectionBehavior(_:)`
        Text("c").layoutDirectionBehavior(.mirrors(in: .rightToLeft))
        Wave(phase: 0); Arrow()
    }

    @ViewBuilder private var styles: some View {
        // API: `labelsHidden()`, `labelsVisibility(_:)`, `\.labelsVisibility`
        Toggle("On", isOn: $flag).labelsHidden().labelsVisibility(.visible)
        // API: `tabViewCustomization(_:)`, `defaultAdaptableTabBarPlacement(_:)`, `tabViewSidebarHeader(content:)`, `tabViewSidebarFooter(content:)`, `tabViewSidebarBottomBar(content:)`
        TabView { Tab("One", systemImage: "1.circle") { Text("1") } }.tabViewCustomization($customization).defaultAdaptableTabBarPlacement(.sidebar).tabViewSidebarHeader { Text("Header") }.tabViewSidebarFooter { Text("Footer") }.tabViewSidebarBottomBar { Text("Bar") }
        // API: `tableStyle(_:)`, `tableColumnHeaders(_:)`, `navigationSplitViewStyle(_:)`, `navigationSplitViewColumnWidth(_:)`, `navigationSplitViewColumnWidth(min:ideal:max:)`
        Text("d").tableStyle(.inset).tableColumnHeaders(.hidden).navigationSplitViewStyle(.balanced).navigationSplitViewColumnWidth(200).navigationSplitViewColumnWidth(min: 100, ideal: 200, max: 300)
    }
}

private final class SurfaceFocusStore: ObservableObject {}

extension FocusedValues {
    fileprivate var selection: String? {
        get { self[SelectionKey.self] }
        set { self[SelectionKey.self] = newValue }
    }
}
