nonisolated extension View {
    /// Lays this view's text out at the Dynamic Type size `size`, whatever the user's setting.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size of this view's text within `range`: a size outside it is
    /// replaced by the nearest size inside it, as SwiftUI clamps it.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            guard !range.contains(size) else { return }
            let inside = DynamicTypeSize.allCases.filter { range.contains($0) }
            if let nearest = inside.min(by: { abs($0.rawValue - size.rawValue) < abs($1.rawValue - size.rawValue) }) {
                size = nearest
            }
        }
    }
}
