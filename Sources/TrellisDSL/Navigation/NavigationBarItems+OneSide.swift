// The older toolbar items on one side of the bar only; they lay out as the two-sided form does.
nonisolated extension View {
    /// The older spelling of a leading toolbar item.
    public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, _NavigationBarModifier> {
        let entry = ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading))
        return modifier(_NavigationBarModifier { $0.items = [entry] + $0.items })
    }

    /// The older spelling of a trailing toolbar item.
    public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, _NavigationBarModifier> {
        let entry = ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing))
        return modifier(_NavigationBarModifier { $0.items = [entry] + $0.items })
    }
}
