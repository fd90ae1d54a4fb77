import Foundation
import TrellisGraph

/// How choosing a menu's action dismisses the menu.
nonisolated public struct MenuActionDismissBehavior: Sendable {
    private let kind: Int
    /// The platform's choice.
    public static let automatic = MenuActionDismissBehavior(kind: 0)
    /// The menu closes.
    public static let enabled = MenuActionDismissBehavior(kind: 1)
    /// The menu stays open.
    public static let disabled = MenuActionDismissBehavior(kind: 2)
}

/// How a view reacts to a drag hovering over it.
nonisolated public struct SpringLoadingBehavior: Sendable {
    private let kind: Int
    /// The platform's choice.
    public static let automatic = SpringLoadingBehavior(kind: 0)
    /// The view activates after a hover.
    public static let enabled = SpringLoadingBehavior(kind: 1)
    /// The view does not activate.
    public static let disabled = SpringLoadingBehavior(kind: 2)
}

/// Which edge of a selection new text attaches to.
nonisolated public struct TextSelectionAffinity: Sendable {
    private let kind: Int
    /// The platform's choice.
    public static let automatic = TextSelectionAffinity(kind: 0)
    /// The upstream edge.
    public static let upstream = TextSelectionAffinity(kind: 1)
    /// The downstream edge.
    public static let downstream = TextSelectionAffinity(kind: 2)
}

/// How Writing Tools work on a view's text.
nonisolated public struct WritingToolsBehavior: Sendable {
    private let kind: Int
    /// The platform's choice.
    public static let automatic = WritingToolsBehavior(kind: 0)
    /// The full inline experience.
    public static let complete = WritingToolsBehavior(kind: 1)
    /// A panel only.
    public static let limited = WritingToolsBehavior(kind: 2)
    /// No Writing Tools.
    public static let disabled = WritingToolsBehavior(kind: 3)
}

/// A language whose typesetting rules a text follows.
nonisolated public struct TypesettingLanguage: Sendable {
    private let kind: Int
    /// The language the text's content suggests.
    public static let automatic = TypesettingLanguage(kind: 0)

    /// The rules of `language`.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(kind: 1) }
}

/// How a palette picker shows its selection.
nonisolated public struct PaletteSelectionEffect: Sendable {
    private let kind: Int
    /// The platform's effect.
    public static let automatic = PaletteSelectionEffect(kind: 0)
    /// The selected symbol's variant.
    public static let symbolVariant = PaletteSelectionEffect(kind: 1)
    /// No effect.
    public static let custom = PaletteSelectionEffect(kind: 2)
}

extension Image {
    /// The range of brightness an image is drawn in.
    nonisolated public struct DynamicRange: Hashable, Sendable {
        private let kind: Int
        /// Standard range.
        public static let standard = DynamicRange(kind: 0)
        /// A range between standard and high.
        public static let constrainedHigh = DynamicRange(kind: 1)
        /// High dynamic range.
        public static let high = DynamicRange(kind: 2)
    }
}

/// Where a view's scroll input comes from.
nonisolated public struct ScrollInputKind: Hashable, Sendable {
    private let kind: Int
    /// A hand gesture (visionOS).
    public static let handGestureShortcut = ScrollInputKind(kind: 0)
    /// A trackpad or mouse wheel.
    public static let wheel = ScrollInputKind(kind: 1)
}

/// Whether a kind of scroll input scrolls.
nonisolated public struct ScrollInputBehavior: Sendable {
    private let kind: Int
    /// The platform's choice.
    public static let automatic = ScrollInputBehavior(kind: 0)
    /// The input scrolls.
    public static let enabled = ScrollInputBehavior(kind: 1)
    /// The input does not scroll.
    public static let disabled = ScrollInputBehavior(kind: 2)
}

// Behaviour of the platform around a view: text input, finding and replacing, renaming, menus,
// Apple Pencil, documents, drag hovering, key handling and dialogs (macOS). None changes a frame.
nonisolated extension View {
    /// The text fields in this view capitalising as UIKit's `style` says (the older form of
    /// `textInputAutocapitalization(_:)`, `.autocapitalization(.none)`); it lays out unchanged.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { drawingOnly() }
    /// The text fields in this view correcting spelling unless `disable` (the older form); it
    /// lays out unchanged.
    public func disableAutocorrection(_ disable: Bool?) -> some View { drawingOnly() }
    /// The `@AppStorage` properties in this view stored in `store`; it lays out unchanged.
    public func defaultAppStorage(_ store: UserDefaults) -> some View { drawingOnly() }
    /// The find navigator of this view's text editor shown while `isPresented`; it lays out
    /// unchanged.
    public func findNavigator(isPresented: Binding<Bool>) -> some View { drawingOnly() }
    /// Finding in this view's text turned off when `isDisabled`; it lays out unchanged.
    public func findDisabled(_ isDisabled: Bool = true) -> some View { drawingOnly() }
    /// Replacing in this view's text turned off when `isDisabled`; it lays out unchanged.
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { drawingOnly() }
    /// The rename action of this view's document focusing `isFocused`; it lays out unchanged.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View { drawingOnly() }
    /// The rename action of this view's document calling `action`; it lays out unchanged.
    public func renameAction(_ action: @escaping () -> Void) -> some View { drawingOnly() }
    /// The menus in this view closing after an action as `behavior` says; it lays out unchanged.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { drawingOnly() }
    /// This view calling `action` when an Apple Pencil is double-tapped; it lays out unchanged.
    public func onPencilDoubleTap(perform action: @escaping () -> Void) -> some View { drawingOnly() }
    /// This view calling `action` when an Apple Pencil is squeezed; it lays out unchanged.
    public func onPencilSqueeze(perform action: @escaping () -> Void) -> some View { drawingOnly() }
    /// This view's navigation bar offering the document at `url`; it lays out unchanged.
    public func navigationDocument(_ url: URL) -> some View { drawingOnly() }
    /// This view activated by a hovering drag as `behavior` says; it lays out unchanged.
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View { drawingOnly() }
    /// This view's text fields kept from submitting to enclosing views when `isBlocking`; it
    /// lays out unchanged.
    public func submitScope(_ isBlocking: Bool = true) -> some View { drawingOnly() }
    /// This view selected by typing `text` in a list; it lays out unchanged.
    public func typeSelectEquivalent<S: StringProtocol>(_ text: S) -> some View { drawingOnly() }
    /// The text in this view set with the rules of `language` when `isEnabled`; it lays out
    /// unchanged.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { drawingOnly() }
    /// The text in this view's fields attaching to `affinity`; it lays out unchanged.
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View { drawingOnly() }
    /// The text in this view edited by Writing Tools as `behavior` says; it lays out unchanged.
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { drawingOnly() }
    /// The hover effect of the views in this view set to `effect`; it lays out unchanged.
    public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { drawingOnly() }
    /// The palette pickers in this view showing their selection with `effect`; it lays out
    /// unchanged.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { drawingOnly() }
    /// The images in this view drawn in `range`; it lays out unchanged.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { drawingOnly() }
    /// The dialogs in this view showing `icon` (macOS); it lays out unchanged.
    public func dialogIcon(_ icon: Image?) -> some View { drawingOnly() }
    /// The dialogs in this view with a suppression toggle bound to `isSuppressed` (macOS); it
    /// lays out unchanged.
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { drawingOnly() }
    /// Scrolling by `kind` of input in this view turned on or off as `behavior` says; it lays
    /// out unchanged.
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for kind: ScrollInputKind) -> some View { drawingOnly() }
    /// The actions `content` builds shown in the section header (macOS and visionOS); it lays
    /// out unchanged.
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View { drawingOnly() }
    /// The inspector's column `width` wide where it shows as a column (iPad, macOS); on iPhone it
    /// is a sheet, so this view lays out unchanged.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { drawingOnly() }
    /// The inspector's column between `min` and `max` wide, `ideal` at first; it lays out
    /// unchanged on iPhone.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { drawingOnly() }
}
