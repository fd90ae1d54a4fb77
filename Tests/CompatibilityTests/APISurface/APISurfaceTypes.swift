import Foundation
import Trellis

// Calls the protocols with defaults and the value types the API coverage table lists as
// compiling, each after an `// API:` line naming its table entries; only the import differs
// from SwiftUI.

// API: `ButtonStyle`, `ButtonStyle.Configuration`
private struct PressableStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(8).opacity(configuration.isPressed ? 0.5 : 1)
    }
}

// API: `TextFieldStyle`, `TextFieldStyle._body(configuration:)`, `textFieldStyle(_:)`
private struct BoxedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration.padding(12).background(Color.white)
    }
}

private struct BoxedField: View {
    @State private var text = ""
    var body: some View { TextField("Name", text: $text).textFieldStyle(BoxedFieldStyle()) }
}

// API: `LabelStyle`, `LabelStyle.Configuration`
private struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.title; configuration.icon }
    }
}

// API: `EnvironmentKey`, `EnvironmentValues`
private struct AccentKey: EnvironmentKey {
    static let defaultValue = 1.0
}

extension EnvironmentValues {
    fileprivate var surfaceAccent: Double {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

// API: `@Entry`
extension EnvironmentValues {
    @Entry fileprivate var surfaceEntry: Double = 2
}

// API: `ToggleStyle`, `ToggleStyle.Configuration`, `ProgressViewStyle`, `ProgressViewStyle.Configuration`
private struct SurfaceToggleStyle: ToggleStyle {
    func makeBody(configuration: ToggleStyle.Configuration) -> some View {
        HStack { configuration.label; Toggle(configuration).labelsHidden() }
    }
}

private struct SurfaceProgressStyle: ProgressViewStyle {
    func makeBody(configuration: ProgressViewStyle.Configuration) -> some View {
        ProgressView(configuration).frame(height: configuration.fractionCompleted == nil ? 20 : 4)
    }
}

// API: `DisclosureGroupStyle`, `DisclosureGroupStyle.Configuration`, `GroupBoxStyle`, `GroupBoxStyle.Configuration`, `LabeledContentStyle`, `LabeledContentStyle.Configuration`
private struct SurfaceDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: DisclosureGroupStyle.Configuration) -> some View {
        VStack { configuration.label; if configuration.isExpanded { configuration.content } }
    }
}

private struct SurfaceGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: GroupBoxStyle.Configuration) -> some View {
        GroupBox(configuration)
    }
}

private struct SurfaceLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: LabeledContentStyle.Configuration) -> some View {
        LabeledContent(configuration)
    }
}

// API: `GaugeStyle`, `GaugeStyle.Configuration`, `MenuStyle`, `MenuStyle.Configuration`, `ControlGroupStyle`, `ControlGroupStyle.Configuration`, `FormStyle`, `FormStyle.Configuration`
private struct SurfaceGaugeStyle: GaugeStyle {
    func makeBody(configuration: GaugeStyle.Configuration) -> some View {
        VStack {
            configuration.label
            ProgressView(value: configuration.value)
            HStack { configuration.minimumValueLabel; configuration.currentValueLabel; configuration.maximumValueLabel }
        }
    }
}

private struct SurfaceMenuStyle: MenuStyle {
    func makeBody(configuration: MenuStyle.Configuration) -> some View {
        SurfaceMenu(configuration: configuration)
    }
}

private struct SurfaceControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: ControlGroupStyle.Configuration) -> some View {
        VStack { configuration.label; HStack { configuration.content } }
    }
}

private struct SurfaceFormStyle: FormStyle {
    func makeBody(configuration: FormStyle.Configuration) -> some View {
        ScrollView { VStack { configuration.content } }
    }
}

// API: `Menu(_:)`, `ControlGroup(_:)`, `Form(_:)`, `Button(_:)`, `Label(_:)`
private struct SurfaceMenu: View {
    let configuration: MenuStyleConfiguration
    var body: some View { Menu(configuration).padding() }
}

private struct SurfaceBarStyle: ControlGroupStyle {
    func makeBody(configuration: ControlGroupStyleConfiguration) -> some View { ControlGroup(configuration).padding() }
}

private struct SurfaceGroupedFormStyle: FormStyle {
    func makeBody(configuration: FormStyleConfiguration) -> some View { Form(configuration).padding() }
}

private struct SurfacePrimitiveButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View { Button(configuration).padding() }
}

private struct SurfaceLabelStyle: LabelStyle {
    func makeBody(configuration: LabelStyleConfiguration) -> some View { Label(configuration).padding() }
}

// API: `TextEditorStyle`, `TextEditorStyle.Configuration`, `DatePickerStyle`, `DatePickerStyle.Configuration`, `NavigationSplitViewStyle`, `NavigationSplitViewStyle.Configuration`
private struct SurfaceTextEditorStyle: TextEditorStyle {
    func makeBody(configuration: TextEditorStyle.Configuration) -> some View {
        TextEditor(text: .constant("")).padding()
    }
}

private struct SurfaceDatePickerStyle: DatePickerStyle {
    func makeBody(configuration: DatePickerStyle.Configuration) -> some View {
        VStack {
            configuration.label
            DatePicker(selection: configuration.$selection, displayedComponents: configuration.displayedComponents) { configuration.label }
            Text(configuration.minimumDate == nil || configuration.maximumDate == nil ? "open" : "bounded")
        }
    }
}

private struct SurfaceSplitViewStyle: NavigationSplitViewStyle {
    func makeBody(configuration: NavigationSplitViewStyle.Configuration) -> some View {
        BalancedNavigationSplitViewStyle().makeBody(configuration: configuration)
    }
}

// API: `SwitchToggleStyle(tint:)`, `LinearProgressViewStyle(tint:)`, `CircularProgressViewStyle(tint:)`
private struct SurfaceTintedStyles: View {
    var body: some View {
        VStack {
            Toggle("a", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .green))
            ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .green))
            ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .green))
        }
    }
}

// API: `TableStyle`, `TableStyle.Configuration`
private struct SurfaceTableStyle: TableStyle {
    func makeBody(configuration: TableStyle.Configuration) -> some View { EmptyView() }
}

// API: `PreviewModifier`, `PreviewTrait.modifier(_:)`
private struct SurfacePreviewModifier: PreviewModifier {
    func body(content: Content, context: Void) -> some View { content.padding() }
}

#Preview("Surface modifier", traits: .modifier(SurfacePreviewModifier())) {
    Text("Modified")
}

// API: `ViewBuilder`
@ViewBuilder private func surfaceBadge(_ on: Bool) -> some View {
    if on { Text("On") } else { Text("Off") }
}

// API: `ToolbarContent`
private struct SurfaceToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) { Text("Edit") }
    }
}

// API: `PreviewContext`
private struct SurfacePreviewContext: PreviewContext {}

struct APISurfaceTypes: View {
    @State private var flag = false

    var body: some View {
        VStack {
            Button("a") {}.buttonStyle(PressableStyle())
            Label("b", systemImage: "star").labelStyle(TrailingIconStyle())
            // API: `Binding`, `Binding.constant(_:)`, `Binding(get:set:)`
            Toggle("c", isOn: Binding.constant(true)); Toggle("d", isOn: Binding(get: { flag }, set: { flag = $0 }))
            // API: `Binding(_:)`
            TextField("e", text: Binding(.constant(Optional("x"))) ?? .constant("")); Picker("f", selection: Binding<String?>(.constant("g"))) { Text("g").tag(Optional("g")) }
            // API: `AnyTransition.opacity`, `AnyTransition.slide`, `AnyTransition.scale`, `AnyTransition.move(edge:)`, `AnyTransition.push(from:)`, `AnyTransition.asymmetric(insertion:removal:)`, `AnyTransition.combined(with:)`
            Text("e").transition(.opacity).transition(.slide).transition(.scale).transition(.move(edge: .top)).transition(.push(from: .leading)).transition(.asymmetric(insertion: .opacity, removal: .slide)).transition(AnyTransition.opacity.combined(with: .scale))
            // API: `DynamicTypeSize`, `ContentSizeCategory`, `Visibility`, `ControlSize`, `SubmitLabel`, `ScrollIndicatorVisibility`, `PresentationDetent`
            Text("f").dynamicTypeSize(DynamicTypeSize.large).environment(\.sizeCategory, ContentSizeCategory.large).toolbar(Visibility.visible, for: .navigationBar).controlSize(ControlSize.small).submitLabel(SubmitLabel.search).scrollIndicators(ScrollIndicatorVisibility.never).presentationDetents([PresentationDetent.height(200), .fraction(0.5)])
            // API: `GestureMask`, `NamedCoordinateSpace`, `TextAlignment`, `UnitCurve`, `RoundedCornerStyle`, `BlendMode`, `SymbolRenderingMode`
            Text("g").gesture(TapGesture(), including: GestureMask.all).coordinateSpace(NamedCoordinateSpace.named("g")).multilineTextAlignment(TextAlignment.leading).blendMode(BlendMode.screen).symbolRenderingMode(SymbolRenderingMode.palette).background(RoundedRectangle(cornerRadius: 4, style: RoundedCornerStyle.continuous)).keyframeAnimator(initialValue: 0.0, trigger: flag) { content, _ in content } keyframes: { _ in KeyframeTrack(\Double.self) { LinearKeyframe(1, duration: 1, timingCurve: UnitCurve.easeIn) } }
            // API: `UserInterfaceSizeClass`, `LayoutDirection`, `ColorScheme`, `ScenePhase`, `EditMode`
            Text("h").environment(\.horizontalSizeClass, UserInterfaceSizeClass.compact).environment(\.layoutDirection, LayoutDirection.leftToRight).environment(\.colorScheme, ColorScheme.dark).environment(\.scenePhase, ScenePhase.active).environment(\.editMode, .constant(EditMode.active))
            // API: `ProjectionTransform`, `ContentTransition`, `PinnedScrollableViews`, `ScrollViewProxy.scrollTo(_:anchor:)`
            ScrollViewReader { proxy in LazyVStack(pinnedViews: PinnedScrollableViews.sectionHeaders) { Button("i") { proxy.scrollTo("i", anchor: .top) } } }.projectionEffect(ProjectionTransform()).contentTransition(ContentTransition.interpolate)
            Text("j").environment(\.surfaceAccent, 2)
            surfaceBadge(flag)
            NavigationStack { Text("k").toolbar { SurfaceToolbar() } }
            // API: `TimelineView`, `TimelineSchedule.periodic(from:by:)`, `TimelineSchedule.everyMinute`, `TimelineViewDefaultContext`
            TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 1)) { context in Text(context.date.formatted()) }
            TimelineView(.everyMinute) { (_: TimelineViewDefaultContext) in Text("l") }
            // API: `LocalizedStringResource`
            Text(LocalizedStringResource("greeting", defaultValue: "Hello")); Button(LocalizedStringResource("Save")) {}
            // API: `#colorLiteral`
            Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))
            // API: `#imageLiteral`, `UIImage`, `Image(uiImage:)`
            Image(uiImage: #imageLiteral(resourceName: "photo") as UIImage)
            // API: `previewContext(_:)`
            Text("m").previewContext(SurfacePreviewContext())
        }
    }
}

// API: `#Preview`, `@Previewable`, `PreviewTrait.sizeThatFitsLayout`
#Preview("Surface", traits: .sizeThatFitsLayout) {
    @Previewable @State var count = 0
    Text("Count \(count)")
}
