/// Evaluates the main-actor `body` of views and modifiers from lowering, which is not isolated.
///
/// `View` and `ViewModifier` are `@MainActor`, as in SwiftUI, and the entry points that lower
/// views (`layoutGraph(environment:)`, `layout(in:)`) are `@MainActor` too. Lowering itself is
/// synchronous code that the caller waits for, which the compiler cannot see through in two
/// places: a subtree nested too deep for the caller's stack continues on a big-stack thread while
/// the main actor's thread waits (so bodies still never run concurrently with the main actor),
/// and a `GeometryReader`'s content is made while its graph is solved, on the thread that solves
/// it. These calls say so explicitly rather than hopping to the main actor, which would deadlock
/// the waiting caller.
package enum MainActorBody {
    /// `view.body`, evaluated on the current thread.
    package static func of<V: View>(_ view: V) -> V.Body {
        let read: @MainActor (V) -> V.Body = { $0.body }
        return unsafeBitCast(read, to: ((V) -> V.Body).self)(view)
    }

    /// `modifier.body(content:)`, evaluated on the current thread.
    package static func of<M: ViewModifier>(_ modifier: M, content: M.Content) -> M.Body {
        let read: @MainActor (M, M.Content) -> M.Body = { $0.body(content: $1) }
        return unsafeBitCast(read, to: ((M, M.Content) -> M.Body).self)(modifier, content)
    }
}

extension MainActorBody {
    /// `style.makeBody(configuration:)`, evaluated on the current thread while lowering, for
    /// the reasons above. The style and its configuration are passed to the main-actor function
    /// as arguments rather than captured by a main-actor closure, so no value is sent to the
    /// main actor: the function runs here, with the values this thread holds.
    package static func makeBody<S: ButtonStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        let make: @MainActor (S, S.Configuration) -> S.Body = { $0.makeBody(configuration: $1) }
        return unsafeBitCast(make, to: ((S, S.Configuration) -> S.Body).self)(style, configuration)
    }

    /// `style._body(configuration:)` of a text field style, evaluated on the current thread
    /// while lowering, as ``makeBody(of:configuration:)`` evaluates a button style's.
    package static func makeBody<S: TextFieldStyle>(of style: S, configuration: TextField<S._Label>) -> S._Body {
        let make: @MainActor (S, TextField<S._Label>) -> S._Body = { $0._body(configuration: $1) }
        return unsafeBitCast(make, to: ((S, TextField<S._Label>) -> S._Body).self)(style, configuration)
    }

    /// `style.makeBody(configuration:)` of a primitive button style, evaluated on the current
    /// thread while lowering, as ``makeBody(of:configuration:)`` evaluates a button style's.
    package static func makeBody<S: PrimitiveButtonStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        let make: @MainActor (S, S.Configuration) -> S.Body = { $0.makeBody(configuration: $1) }
        return unsafeBitCast(make, to: ((S, S.Configuration) -> S.Body).self)(style, configuration)
    }

    /// `style.makeBody(configuration:)` of a toggle style, evaluated on the current thread.
    package static func makeBody<S: ToggleStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        let make: @MainActor (S, S.Configuration) -> S.Body = { $0.makeBody(configuration: $1) }
        return unsafeBitCast(make, to: ((S, S.Configuration) -> S.Body).self)(style, configuration)
    }

    /// `style.makeBody(configuration:)` of a progress view style, evaluated on the current thread.
    package static func makeBody<S: ProgressViewStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        let make: @MainActor (S, S.Configuration) -> S.Body = { $0.makeBody(configuration: $1) }
        return unsafeBitCast(make, to: ((S, S.Configuration) -> S.Body).self)(style, configuration)
    }

    /// `style.makeBody(configuration:)` of a disclosure group style, evaluated on the current thread.
    package static func makeBody<S: DisclosureGroupStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        let make: @MainActor (S, S.Configuration) -> S.Body = { $0.makeBody(configuration: $1) }
        return unsafeBitCast(make, to: ((S, S.Configuration) -> S.Body).self)(style, configuration)
    }

    /// `style.makeBody(configuration:)` of a group box style, evaluated on the current thread.
    package static func makeBody<S: GroupBoxStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        let make: @MainActor (S, S.Configuration) -> S.Body = { $0.makeBody(configuration: $1) }
        return unsafeBitCast(make, to: ((S, S.Configuration) -> S.Body).self)(style, configuration)
    }

    /// `style.makeBody(configuration:)` of a labelled content style, evaluated on the current thread.
    package static func makeBody<S: LabeledContentStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        let make: @MainActor (S, S.Configuration) -> S.Body = { $0.makeBody(configuration: $1) }
        return unsafeBitCast(make, to: ((S, S.Configuration) -> S.Body).self)(style, configuration)
    }

    /// `style.makeBody(configuration:)` of a gauge style, evaluated on the current thread.
    package static func makeBody<S: GaugeStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        let make: @MainActor (S, S.Configuration) -> S.Body = { $0.makeBody(configuration: $1) }
        return unsafeBitCast(make, to: ((S, S.Configuration) -> S.Body).self)(style, configuration)
    }

    /// `style.makeBody(configuration:)` of a menu style, evaluated on the current thread.
    package static func makeBody<S: MenuStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        let make: @MainActor (S, S.Configuration) -> S.Body = { $0.makeBody(configuration: $1) }
        return unsafeBitCast(make, to: ((S, S.Configuration) -> S.Body).self)(style, configuration)
    }

    /// `style.makeBody(configuration:)` of a control group style, evaluated on the current thread.
    package static func makeBody<S: ControlGroupStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        let make: @MainActor (S, S.Configuration) -> S.Body = { $0.makeBody(configuration: $1) }
        return unsafeBitCast(make, to: ((S, S.Configuration) -> S.Body).self)(style, configuration)
    }

    /// `style.makeBody(configuration:)` of a form style, evaluated on the current thread.
    package static func makeBody<S: FormStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        let make: @MainActor (S, S.Configuration) -> S.Body = { $0.makeBody(configuration: $1) }
        return unsafeBitCast(make, to: ((S, S.Configuration) -> S.Body).self)(style, configuration)
    }

    /// `style.makeBody(configuration:)` of a text editor style, evaluated on the current thread.
    package static func makeBody<S: TextEditorStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        let make: @MainActor (S, S.Configuration) -> S.Body = { $0.makeBody(configuration: $1) }
        return unsafeBitCast(make, to: ((S, S.Configuration) -> S.Body).self)(style, configuration)
    }

    /// `style.makeBody(configuration:)` of a date picker style, evaluated on the current thread.
    package static func makeBody<S: DatePickerStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        let make: @MainActor (S, S.Configuration) -> S.Body = { $0.makeBody(configuration: $1) }
        return unsafeBitCast(make, to: ((S, S.Configuration) -> S.Body).self)(style, configuration)
    }

    /// `style.makeBody(configuration:)` of a split view style, evaluated on the current thread.
    package static func makeBody<S: NavigationSplitViewStyle>(of style: S, configuration: S.Configuration) -> S.Body {
        let make: @MainActor (S, S.Configuration) -> S.Body = { $0.makeBody(configuration: $1) }
        return unsafeBitCast(make, to: ((S, S.Configuration) -> S.Body).self)(style, configuration)
    }

    /// `modifier.body(content:context:)` of a preview modifier, evaluated on the current thread.
    package static func body<M: PreviewModifier>(of modifier: M, content: M.Content, context: M.Context) -> M.Body {
        let make: @MainActor (M, M.Content, M.Context) -> M.Body = { $0.body(content: $1, context: $2) }
        return unsafeBitCast(make, to: ((M, M.Content, M.Context) -> M.Body).self)(modifier, content, context)
    }
}
