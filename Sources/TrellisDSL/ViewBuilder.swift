/// Builds a view from the statements of a closure, as SwiftUI's `ViewBuilder` does.
///
/// Each statement becomes one view; `if`, `if let`, `if`/`else`, `switch` and `for`-`in`
/// are allowed. Several views are combined into a ``TupleView``.
@resultBuilder
public enum ViewBuilder {
    /// A view written as a statement.
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// An empty closure: no view.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// A closure with one view: that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// A closure with several views: all of them, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// An `if` without `else`: the view, or nothing when the condition is false.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// An `if` without `else`, under the name SwiftUI's builder declares.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// A `for`-`in` loop: the view of each pass, in order.
    public static func buildArray<Content: View>(_ components: [Content]) -> ForEach<Range<Int>, Int, Content> {
        ForEach(components.indices) { index in components[index] }
    }

    /// A view inside `if #available`, erased so that it type-checks on every platform.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
