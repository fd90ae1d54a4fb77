import Foundation

extension LocalizedStringResource {
    /// The string a view shows for the resource. Linux has no localisation, so there it is the
    /// default value (for a resource made from a literal, the literal with its interpolations
    /// formatted); on Apple platforms it is Foundation's localisation of the resource.
    package var shownString: String {
        #if canImport(Darwin)
        String(localized: self)
        #else
        defaultValue.string
        #endif
    }
}

nonisolated extension Text {
    /// A text showing the string of `resource` (see ``LocalizedStringResource``).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: resource.shownString)
    }
}

extension Button where Label == Text {
    /// A button whose label is the text of `titleResource`.
    @_disfavoredOverload @preconcurrency
    public init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleResource) }
    }

    /// A button with a role whose label is the text of `titleResource`.
    @_disfavoredOverload @preconcurrency
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleResource) }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with the text of `titleResource` and the system symbol `systemImage`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: systemImage) })
    }

    /// A label with the text of `titleResource` and the image registered as `image`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(image) })
    }
}

extension Toggle where Label == Text {
    /// A toggle bound to `isOn` whose label is the text of `titleResource`.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleResource) }
    }
}

extension View {
    /// This view's title in its navigation stack's bar: the string of `titleResource`.
    @_disfavoredOverload
    public func navigationTitle(_ titleResource: LocalizedStringResource) -> ModifiedContent<Self, _NavigationBarModifier> {
        navigationTitle(titleResource.shownString)
    }
}
