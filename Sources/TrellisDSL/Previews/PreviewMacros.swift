/// Declares a preview of the view `body` makes, with an optional name and traits, as SwiftUI's
/// `#Preview` does:
///
/// ```swift
/// #Preview("Signed out", traits: .sizeThatFitsLayout) {
///     SignInView()
/// }
/// ```
///
/// The preview is registered in the binary: ``Preview/all`` lists every preview of the running
/// program, `Preview.layout(on:)` lays one out as its traits say, and TrellisTesting's
/// `expectPreviewsLayOutCleanly(on:)` checks them all. Write `#Preview` at the top level of a
/// file; a body may begin with `@Previewable` variables (see ``Previewable()``).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// Marks a variable at the top level of a `#Preview` body as the preview's own: the preview's
/// view declares it, so that `@Previewable @State var count = 0` is state the body can bind
/// to, as in SwiftUI.
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
/// Deeper in a `#Preview` body (inside a stack's closure, say), the attribute is a compile
/// error. Outside any `#Preview` it marks nothing: Swift 6.3 does not ask macro plug-ins to
/// expand attributes of local variables, so there is nothing to report it.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TrellisMacros", type: "PreviewableMacro")
