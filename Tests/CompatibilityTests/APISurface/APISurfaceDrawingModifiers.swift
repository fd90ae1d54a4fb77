import Foundation
import Trellis

// Calls every drawing, animation and style modifier the API coverage table lists as compiling,
// each after an `// API:` line naming its table entries; only the import differs from SwiftUI.

struct APISurfaceDrawingModifiers: View {
    @Namespace private var namespace
    @State private var flag = false

    var body: some View {
        VStack {
            drawing
            effects
            animation
            styles
        }
    }

    @ViewBuilder private var drawing: some View {
        // API: `foregroundStyle(_:)`, `foregroundStyle(_:_:)`, `foregroundStyle(_:_:_:)`, `foregroundColor(_:)`, `tint(_:)`, `accentColor(_:)`
        Text("a").foregroundStyle(.red).foregroundStyle(.red, .blue).foregroundStyle(.red, .blue, .green).foregroundColor(.red).tint(.blue).accentColor(.green)
        // API: `opacity(_:)`, `hidden()`, `shadow(color:radius:x:y:)`, `blur(radius:opaque:)`
        Text("b").opacity(0.5).hidden().shadow(radius: 2).blur(radius: 1)
        // API: `brightness(_:)`, `contrast(_:)`, `saturation(_:)`, `grayscale(_:)`, `hueRotation(_:)`, `colorInvert()`, `colorMultiply(_:)`, `luminanceToAlpha()`
        Text("c").brightness(0.1).contrast(1).saturation(1).grayscale(0.5).hueRotation(.degrees(10)).colorInvert().colorMultiply(.red).luminanceToAlpha()
        // API: `clipShape(_:style:)`, `clipped(antialiased:)`, `cornerRadius(_:antialiased:)`, `mask(alignment:_:)`, `mask(_:)`
        Text("d").clipShape(Circle()).clipped().cornerRadius(4).mask { Color.black }.mask(Color.black)
        // API: `blendMode(_:)`, `compositingGroup()`, `drawingGroup(opaque:colorMode:)`, `zIndex(_:)`
        Text("e").blendMode(.multiply).compositingGroup().drawingGroup().zIndex(1)
        // API: `symbolRenderingMode(_:)`, `symbolVariant(_:)`
        Image(systemName: "star").symbolRenderingMode(.hierarchical).symbolVariant(.fill.circle)
        // API: `redacted(reason:)`, `unredacted()`, `privacySensitive(_:)`, `invalidatableContent(_:)`
        Text("f").redacted(reason: .placeholder).unredacted().privacySensitive().invalidatableContent()
        // API: `containerShape(_:)`, `geometryGroup()`
        Text("g").containerShape(RoundedRectangle(cornerRadius: 8)).geometryGroup()
        // API: `flipsForRightToLeftLayoutDirection(_:)`
        Image(systemName: "arrow.right").flipsForRightToLeftLayoutDirection(true)
    }

    @ViewBuilder private var effects: some View {
        // API: `rotationEffect(_:anchor:)`, `rotation3DEffect(_:axis:anchor:anchorZ:perspective:)`, `scaleEffect(_:anchor:)`, `scaleEffect(x:y:anchor:)`
        Text("a").rotationEffect(.degrees(45)).rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0)).scaleEffect(2).scaleEffect(x: 1, y: 2)
        // API: `transformEffect(_:)`, `projectionEffect(_:)`, `visualEffect(_:)`
        Text("b").transformEffect(.identity).projectionEffect(ProjectionTransform()).visualEffect { effect, _ in effect.offset(x: 1) }
    }

    @ViewBuilder private var animation: some View {
        // API: `animation(_:value:)`, `animation(_:)`, `transaction(_:)`, `transition(_:)`, `contentTransition(_:)`
        Text("a").animation(.easeInOut, value: flag).animation(.smooth).transaction { $0.animation = nil }.transition(.opacity).contentTransition(.opacity)
        // API: `matchedGeometryEffect(id:in:properties:anchor:isSource:)`, `matchedTransitionSource(id:in:)`, `navigationTransition(_:)`
        Text("b").matchedGeometryEffect(id: "b", in: namespace).matchedTransitionSource(id: "b", in: namespace).navigationTransition(.zoom(sourceID: "b", in: namespace))
        // API: `phaseAnimator(_:content:animation:)`
        Text("c").phaseAnimator([0.0, 1.0]) { content, phase in content.opacity(phase) }
    }

    @ViewBuilder private var styles: some View {
        // API: `buttonStyle(_:)`, `labelStyle(_:)`, `pickerStyle(_:)`, `listStyle(_:)`, `tabViewStyle(_:)`
        Button("a") {}.buttonStyle(.bordered).labelStyle(.iconOnly).pickerStyle(.segmented)
        List { Text("b") }.listStyle(.insetGrouped).tabViewStyle(.page)
        // API: `buttonBorderShape(_:)`
        Button("a") {}.buttonBorderShape(.capsule)
        // API: `PlainTextFieldStyle`, `RoundedBorderTextFieldStyle`, `DefaultTextFieldStyle`
        TextField("a", text: .constant("")).textFieldStyle(PlainTextFieldStyle())
            .textFieldStyle(RoundedBorderTextFieldStyle()).textFieldStyle(DefaultTextFieldStyle())
        // API: `toggleStyle(_:)`, `progressViewStyle(_:)`, `groupBoxStyle(_:)`, `disclosureGroupStyle(_:)`, `labeledContentStyle(_:)`
        Form { Text("b") }.toggleStyle(.switch).progressViewStyle(.circular).groupBoxStyle(.automatic).disclosureGroupStyle(.automatic).labeledContentStyle(.automatic)
        // API: `gaugeStyle(_:)`, `menuStyle(_:)`, `controlGroupStyle(_:)`, `formStyle(_:)`, `textEditorStyle(_:)`, `datePickerStyle(_:)`
        Form { Text("c") }.gaugeStyle(.accessoryCircular).menuStyle(.button).controlGroupStyle(.navigation).formStyle(.grouped).textEditorStyle(.plain).datePickerStyle(.compact)
        // API: `indexViewStyle(_:)`, `navigationViewStyle(_:)`
        Form { Text("c") }.indexViewStyle(.page(backgroundDisplayMode: .always)).navigationViewStyle(.columns)
        // API: `DefaultButtonStyle`, `BorderedButtonStyle`, `BorderedProminentButtonStyle`, `BorderlessButtonStyle`, `PlainButtonStyle`, `DefaultTabViewStyle`, `PageTabViewStyle`
        Button("f") {}.buttonStyle(DefaultButtonStyle()).buttonStyle(BorderedButtonStyle()).buttonStyle(BorderedProminentButtonStyle()).buttonStyle(BorderlessButtonStyle()).buttonStyle(PlainButtonStyle())
        TabView { Text("g") }.tabViewStyle(DefaultTabViewStyle()).tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
        // API: `PageIndexViewStyle`, `DefaultNavigationViewStyle`, `StackNavigationViewStyle`, `DoubleColumnNavigationViewStyle`
        Form { Text("h") }.indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .interactive)).navigationViewStyle(DefaultNavigationViewStyle()).navigationViewStyle(StackNavigationViewStyle()).navigationViewStyle(DoubleColumnNavigationViewStyle())
        // API: `menuIndicator(_:)`, `menuOrder(_:)`, `buttonRepeatBehavior(_:)`
        Menu("d") { Button("e") {} }.menuIndicator(.hidden).menuOrder(.fixed).buttonRepeatBehavior(.enabled)
    }
}
