// The older forms of `NavigationLink` (deprecated in iOS 16, still accepted): the link is
// pushed while a binding is true or equals a tag. Pushing is navigation, which layout does not
// perform, so each lays out as its label, like the other links.

extension NavigationLink {
    /// A link to `destination` showing `label`, pushed while `isActive` is true.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) with navigationDestination")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    /// A link to `destination` showing `label`, pushed while `isActive` is true.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) with navigationDestination")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    /// A link to `destination` showing `label`, pushed while `selection` equals `tag`.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) with navigationDestination")
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }

    /// A link to `destination` showing `label`, pushed while `selection` equals `tag`.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(value:label:) with navigationDestination")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link to `destination` whose label is the text `title`, pushed while `isActive` is true.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) with navigationDestination")
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination)
    }

    /// A link to `destination` whose label is the text `title`, pushed while `isActive` is true.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) with navigationDestination")
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(title, destination: destination)
    }

    /// A link to `destination` whose label is the text `title`, pushed while `selection` equals
    /// `tag`.
    @available(iOS, introduced: 13.0, deprecated: 16.0, message: "use NavigationLink(_:value:) with navigationDestination")
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(title, destination: destination)
    }
}
