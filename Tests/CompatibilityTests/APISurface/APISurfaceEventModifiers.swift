import Foundation
import Trellis

// Calls every event, accessibility, presentation, list and navigation modifier the API coverage
// table lists as compiling, each after an `// API:` line naming its table entries; only the
// import differs from SwiftUI.

private struct Item: Identifiable {
    let id: Int
}

private struct LoadError: LocalizedError {
    var errorDescription: String? { "Failed" }
}

struct APISurfaceEventModifiers: View {
    @State private var flag = false
    @State private var text = ""
    @State private var item: Item?
    @State private var tokens: [Item] = []
    @FocusState private var focused: Bool
    // API: `@AccessibilityFocusState`
    @AccessibilityFocusState private var accessibilityFocused: Bool

    var body: some View {
        VStack {
            gestures
            lifecycle
            accessibility
            presentation
            lists
            navigation
        }
    }

    @ViewBuilder private var gestures: some View {
        // API: `onTapGesture(count:perform:)`, `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`
        Text("a").onTapGesture(count: 2) {}.onLongPressGesture {}
        // API: `gesture(_:including:)`, `simultaneousGesture(_:including:)`, `highPriorityGesture(_:including:)`, `TapGesture`, `LongPressGesture`, `DragGesture`, `MagnifyGesture`, `RotateGesture`
        Text("b").gesture(TapGesture()).simultaneousGesture(LongPressGesture()).highPriorityGesture(DragGesture()).gesture(MagnifyGesture()).gesture(RotateGesture())
        // API: `contentShape(_:eoFill:)`, `allowsHitTesting(_:)`, `disabled(_:)`
        Text("c").contentShape(Rectangle()).allowsHitTesting(false).disabled(true)
        // API: `onHover(perform:)`, `hoverEffect(_:isEnabled:)`, `hoverEffectDisabled(_:)`
        Text("d").onHover { _ in }.hoverEffect(.lift).hoverEffectDisabled()
        // API: `focused(_:)`, `focusable(_:)`, `focusable(_:interactions:)`, `focusEffectDisabled(_:)`, `defaultFocus(_:_:priority:)`
        TextField("e", text: $text).focused($focused).focusable().focusable(true, interactions: .edit).focusEffectDisabled().defaultFocus($focused, true)
        // API: `keyboardShortcut(_:)`, `keyboardShortcut(_:modifiers:)`, `keyboardShortcut(_:modifiers:localization:)`, `KeyEquivalent`, `EventModifiers`, `KeyboardShortcut`
        Button("f") {}.keyboardShortcut(KeyboardShortcut.defaultAction).keyboardShortcut("s", modifiers: EventModifiers([.command, .shift])).keyboardShortcut(KeyEquivalent.escape, modifiers: [], localization: .automatic)
        // API: `contextMenu(menuItems:)`, `contextMenu(menuItems:preview:)`
        Text("g").contextMenu { Button("Copy") {} }.contextMenu { Button("Share") {} } preview: { Text("Preview") }
        // API: `sensoryFeedback(_:trigger:)`, `sensoryFeedback(_:trigger:condition:)`, `sensoryFeedback(trigger:_:)`
        Text("h").sensoryFeedback(.success, trigger: flag).sensoryFeedback(.impact(weight: .light), trigger: flag) { _, new in new }.sensoryFeedback(trigger: flag) { _, _ in .selection }
        // API: `help(_:)`
        Button("i") {}.help("Help text").help(Text("More help"))
    }

    @ViewBuilder private var lifecycle: some View {
        // API: `onAppear(perform:)`, `onDisappear(perform:)`, `task(priority:_:)`, `task(id:priority:_:)`
        Text("a").onAppear {}.onDisappear {}.task {}.task(id: flag) {}
        // API: `onChange(of:initial:_:)`, `onSubmit(of:_:)`, `refreshable(action:)`
        Text("b").onChange(of: flag) { _, _ in }.onSubmit {}.refreshable {}
        // API: `onOpenURL(perform:)`, `onGeometryChange(for:of:action:)`
        Text("c").onOpenURL { _ in }.onGeometryChange(for: CGFloat.self) { $0.size.width } action: { _ in }
        // API: `submitLabel(_:)`, `keyboardType(_:)`, `textContentType(_:)`, `textInputAutocapitalization(_:)`, `autocorrectionDisabled(_:)`
        TextField("d", text: $text).submitLabel(.done).keyboardType(.emailAddress).textContentType(.emailAddress).textInputAutocapitalization(.never).autocorrectionDisabled()
        // API: `scrollDisabled(_:)`, `scrollDismissesKeyboard(_:)`, `scrollBounceBehavior(_:axes:)`, `scrollIndicatorsFlash(onAppear:)`, `scrollIndicatorsFlash(trigger:)`, `onScrollPhaseChange(_:)`, `onScrollVisibilityChange(threshold:_:)`, `defersSystemGestures(on:)`
        ScrollView { Text("e").onScrollVisibilityChange { _ in } }.scrollDisabled(false).scrollDismissesKeyboard(.interactively).scrollBounceBehavior(.basedOnSize).scrollIndicatorsFlash(onAppear: true).scrollIndicatorsFlash(trigger: flag).onScrollPhaseChange { _, _ in }.defersSystemGestures(on: .bottom)
        // API: `scrollIndicators(_:axes:)`, `scrollTargetLayout(isEnabled:)`, `scrollTargetBehavior(_:)`, `scrollPosition(id:anchor:)`, `scrollClipDisabled(_:)`, `scrollContentBackground(_:)`, `defaultScrollAnchor(_:)`
        ScrollView { Text("f").scrollTargetLayout() }.scrollIndicators(.hidden).scrollTargetBehavior(.paging).scrollPosition(id: .constant(Int?.none)).scrollClipDisabled().scrollContentBackground(.hidden).defaultScrollAnchor(.bottom)
        // API: `onReceive(_:perform:)`, `Timer.publish(every:tolerance:on:in:)`, `autoconnect()`, `Just`
        Text("h").onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { (_: Date) in }.onReceive(Just(1)) { _ in }
        // API: `speechAdjustedPitch(_:)`, `speechAlwaysIncludesPunctuation(_:)`, `speechAnnouncementsQueued(_:)`, `speechSpellsOutCharacters(_:)`
        Text("g").speechAdjustedPitch(0.2).speechAlwaysIncludesPunctuation().speechAnnouncementsQueued().speechSpellsOutCharacters()
    }

    @ViewBuilder private var accessibility: some View {
        // API: `accessibilityLabel(_:)`, `accessibilityHint(_:)`, `accessibilityValue(_:)`, `accessibilityHidden(_:)`, `accessibilityIdentifier(_:)`
        Text("a").accessibilityLabel("A").accessibilityHint("Hint").accessibilityValue("1").accessibilityHidden(false).accessibilityIdentifier("a")
        // API: `accessibilityLabel(_:isEnabled:)`, `accessibilityHint(_:isEnabled:)`, `accessibilityValue(_:isEnabled:)`, `accessibilityHidden(_:isEnabled:)`
        Text("b").accessibilityLabel(Text("B"), isEnabled: true).accessibilityHint(Text("Hint"), isEnabled: true).accessibilityValue(Text("2"), isEnabled: true).accessibilityHidden(true, isEnabled: false)
        // API: `accessibilityElement(children:)`, `accessibilityAddTraits(_:)`, `accessibilityRemoveTraits(_:)`, `accessibilityAction(_:_:)`, `accessibilityAction(named:_:)`, `accessibilitySortPriority(_:)`
        Text("c").accessibilityElement(children: .combine).accessibilityAddTraits(.isHeader).accessibilityRemoveTraits(.isImage).accessibilityAction {}.accessibilityAction(named: "Go") {}.accessibilitySortPriority(1)
        // API: `accessibility(label:)`, `accessibility(hint:)`, `accessibility(value:)`, `accessibility(hidden:)`, `accessibility(identifier:)`, `accessibility(addTraits:)`, `accessibility(removeTraits:)`, `accessibility(sortPriority:)`, `accessibility(inputLabels:)`, `accessibility(activationPoint:)`
        Text("d").accessibility(label: Text("D")).accessibility(hint: Text("H")).accessibility(value: Text("V")).accessibility(hidden: false).accessibility(identifier: "d").accessibility(addTraits: .isButton).accessibility(removeTraits: .isImage).accessibility(sortPriority: 1).accessibility(inputLabels: [Text("D")]).accessibility(activationPoint: .center)
        // API: `accessibilityHeading(_:)`, `accessibilityInputLabels(_:)`, `accessibilityAdjustableAction(_:)`, `accessibilityScrollAction(_:)`, `accessibilityTextContentType(_:)`, `accessibilityActivationPoint(_:)`, `accessibilityRespondsToUserInteraction(_:)`
        Text("e").accessibilityHeading(.h1).accessibilityInputLabels(["E"]).accessibilityAdjustableAction { _ in }.accessibilityScrollAction { _ in }.accessibilityTextContentType(.plain).accessibilityActivationPoint(.center).accessibilityRespondsToUserInteraction()
        // API: `accessibilityCustomContent(_:_:)`, `accessibilityIgnoresInvertColors(_:)`, `accessibilityShowsLargeContentViewer()`, `accessibilityFocused(_:)`
        Text("f").accessibilityCustomContent("Kind", "Value").accessibilityIgnoresInvertColors().accessibilityShowsLargeContentViewer().accessibilityFocused($accessibilityFocused)
        // API: `accessibilityRepresentation(representation:)`, `accessibilityChildren(children:)`, `accessibilityActions(_:)`
        Text("g").accessibilityRepresentation { Text("G") }.accessibilityChildren { Text("H") }.accessibilityActions { Button("I") {} }
        // API: `tag(_:)`
        Text("h").tag(1)
    }

    @ViewBuilder private var presentation: some View {
        // API: `sheet(isPresented:onDismiss:content:)`, `sheet(item:onDismiss:content:)`, `fullScreenCover(isPresented:onDismiss:content:)`, `popover(isPresented:attachmentAnchor:arrowEdge:content:)`, `inspector(isPresented:content:)`
        Text("a").sheet(isPresented: $flag) { Text("Sheet") }.sheet(item: $item) { _ in Text("Item") }.fullScreenCover(isPresented: $flag) { Text("Cover") }.popover(isPresented: $flag) { Text("Popover") }.inspector(isPresented: $flag) { Text("Inspector") }
        // API: `presentationDetents(_:)`, `presentationDragIndicator(_:)`, `interactiveDismissDisabled(_:)`
        Text("b").presentationDetents([.medium, .large]).presentationDragIndicator(.visible).interactiveDismissDisabled()
        // API: `presentationBackground(_:)`, `presentationBackground(alignment:content:)`, `presentationCornerRadius(_:)`, `presentationBackgroundInteraction(_:)`, `presentationCompactAdaptation(_:)`, `presentationCompactAdaptation(horizontal:vertical:)`, `presentationContentInteraction(_:)`
        Text("c").presentationBackground(.thinMaterial).presentationBackground { Color.red }.presentationCornerRadius(20).presentationBackgroundInteraction(.enabled(upThrough: .medium)).presentationCompactAdaptation(.sheet).presentationCompactAdaptation(horizontal: .popover, vertical: .sheet).presentationContentInteraction(.scrolls)
        // API: `alert(_:isPresented:actions:)`, `alert(_:isPresented:actions:message:)`, `alert(_:isPresented:presenting:actions:)`, `confirmationDialog(_:isPresented:titleVisibility:actions:)`
        Text("d").alert("Title", isPresented: $flag) { Button("OK") {} }.alert("Title", isPresented: $flag) { Button("OK") {} } message: { Text("Message") }.alert("Title", isPresented: $flag, presenting: 1) { _ in Button("OK") {} }.confirmationDialog("Title", isPresented: $flag) { Button("OK") {} }
        // API: `alert(isPresented:error:actions:)`, `alert(isPresented:error:actions:message:)`
        Text("e").alert(isPresented: $flag, error: LoadError?.none) { Button("OK") {} }.alert(isPresented: $flag, error: LoadError?.none) { _ in Button("OK") {} } message: { error in Text(error.localizedDescription) }
        // API: `alert(isPresented:content:)`, `alert(item:content:)`, `actionSheet(isPresented:content:)`, `Alert`, `ActionSheet`
        Text("f").alert(isPresented: $flag) { Alert(title: Text("Title"), message: Text("Message"), dismissButton: .default(Text("OK"))) }.alert(item: $item) { _ in Alert(title: Text("T"), primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel()) }.actionSheet(isPresented: $flag) { ActionSheet(title: Text("Choose")) }
    }

    @ViewBuilder private var lists: some View {
        // API: `listRowSpacing(_:)`, `headerProminence(_:)`
        List { Section("Header") { Text("a"); Text("b") }.headerProminence(.increased) }.listRowSpacing(8)
        // API: `listRowInsets(_:)`, `listRowBackground(_:)`, `listRowSeparator(_:edges:)`, `swipeActions(edge:allowsFullSwipe:content:)`, `listSectionSpacing(_:)`
        List { Text("a").listRowInsets(EdgeInsets()).listRowBackground(Color.red).listRowSeparator(.hidden).swipeActions { Button("Delete") {} } }.listSectionSpacing(.compact)
        // API: `onDelete(perform:)`, `onMove(perform:)`
        List { ForEach(0..<2, id: \.self) { Text("\($0)") }.onDelete { _ in }.onMove { _, _ in } }
        // API: `remove(atOffsets:)`
        List { ForEach(0..<2, id: \.self) { Text("\($0)") }.onDelete { offsets in var rows = [1, 2]; rows.remove(atOffsets: offsets) } }
        // API: `deleteDisabled(_:)`, `moveDisabled(_:)`, `selectionDisabled(_:)`, `listItemTint(_:)`, `listRowSeparatorTint(_:edges:)`, `listSectionSeparator(_:edges:)`, `listSectionSeparatorTint(_:edges:)`
        List { Text("b").deleteDisabled(true).moveDisabled(true).selectionDisabled().listItemTint(.red).listItemTint(ListItemTint.monochrome).listRowSeparatorTint(.gray).listSectionSeparator(.hidden).listSectionSeparatorTint(.gray) }
        // API: `badge(_:)`, `badgeProminence(_:)`
        List { Text("c").badge(3).badge("New").badge(Text("!")).badgeProminence(.increased) }
    }

    @ViewBuilder private var navigation: some View {
        // API: `navigationTitle(_:)`, `navigationBarTitleDisplayMode(_:)`, `navigationBarTitle(_:displayMode:)`, `navigationDestination(for:destination:)`, `navigationDestination(isPresented:destination:)`
        NavigationStack { Text("a").navigationTitle("Title").navigationBarTitleDisplayMode(.inline).navigationBarTitle("Old", displayMode: .large).navigationDestination(for: Int.self) { Text("\($0)") }.navigationDestination(isPresented: $flag) { Text("Pushed") } }
        // API: `searchable(text:placement:prompt:)`, `searchable(text:isPresented:placement:prompt:)`, `searchable(text:tokens:placement:prompt:token:)`, `SearchFieldPlacement`
        NavigationStack { List { Text("s") }.searchable(text: $text).searchable(text: $text, placement: .navigationBarDrawer(displayMode: .always), prompt: "Find").searchable(text: $text, isPresented: $flag, prompt: Text("Find")).searchable(text: $text, tokens: $tokens, placement: SearchFieldPlacement.toolbar) { Text("\($0.id)") } }
        // API: `NavigationSplitView`, `NavigationSplitViewVisibility`, `NavigationSplitViewColumn`
        NavigationSplitView { List { Text("Folders") } } detail: { Text("Detail") }
        NavigationSplitView(columnVisibility: .constant(NavigationSplitViewVisibility.all), preferredCompactColumn: .constant(NavigationSplitViewColumn.detail)) { Text("Sidebar") } content: { Text("Content") } detail: { Text("Detail") }
        // API: `toolbar(content:)`, `ToolbarItem`, `ToolbarItemGroup`
        NavigationStack { Text("b").toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }; ToolbarItemGroup(placement: .bottomBar) { Button("Share") {} } } }
        // API: `toolbarBackground(_:for:)`, `toolbarBackgroundVisibility(_:for:)`, `toolbarColorScheme(_:for:)`, `toolbarForegroundStyle(_:for:)`, `toolbarRole(_:)`, `toolbarTitleMenu(content:)`
        NavigationStack { Text("c").toolbarBackground(.blue, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar).toolbarBackgroundVisibility(.visible, for: .tabBar).toolbarColorScheme(.dark, for: .navigationBar).toolbarForegroundStyle(.white, for: .navigationBar).toolbarRole(.editor).toolbarTitleMenu { Button("Rename") {} } }
        // API: `navigationBarBackButtonHidden(_:)`, `statusBarHidden(_:)`, `statusBar(hidden:)`, `persistentSystemOverlays(_:)`
        Text("d").navigationBarBackButtonHidden().statusBarHidden().statusBar(hidden: true).persistentSystemOverlays(.hidden)
        // API: `tabItem(_:)`
        TabView { Text("e").tabItem { Label("E", systemImage: "e.circle") } }
        // API: `previewLayout(_:)`, `previewDisplayName(_:)`, `previewDevice(_:)`, `previewInterfaceOrientation(_:)`
        Text("f").previewLayout(.sizeThatFits).previewDisplayName("Preview").previewDevice(PreviewDevice(rawValue: "iPhone 15")).previewInterfaceOrientation(.landscapeLeft)
    }
}
