extension View {
    /// This view with the destination shown for pushed values of type `data`. Destinations
    /// appear on navigation, so layout is unchanged.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> Self {
        self
    }

    /// This view with `destination` pushed while `isPresented` is true; layout shows the view.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> Self {
        self
    }

    /// This view with `destination(item)` pushed while `item` is not `nil`; layout shows the view.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> Self {
        self
    }
}
