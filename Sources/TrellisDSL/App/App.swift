import Foundation

/// An app: its scenes. With `@main`, Trellis's `main()` does nothing, since Trellis shows no
/// windows; lay a scene's content out instead:
///
/// ```swift
/// let result = MyApp().body.rootView?.layout(on: .iPhone15)
/// ```
@MainActor @preconcurrency
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Makes the app.
    init()
}

extension App {
    /// The entry point of an `@main` app: makes the app and evaluates its scenes.
    public static func main() {
        _ = Self().body
    }
}

/// A part of an app's interface with its own life cycle, such as a window.
@MainActor @preconcurrency
public protocol Scene {}

/// A group of windows showing one view. Its `content` is the view a window's root lays out.
nonisolated public struct WindowGroup<Content: View>: Scene {
    /// The window's root view.
    public let content: Content

    /// Windows showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Windows titled `title` showing `content` (the title does not change layout).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Two or more scenes of an app.
nonisolated public struct _SceneTuple<Scenes>: Scene {
    /// The scenes.
    public let scenes: Scenes
}

/// Builds an app's `body` from its scenes.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    /// Several scenes.
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> _SceneTuple<(repeat each S)> {
        _SceneTuple(scenes: (repeat each scenes))
    }
}

/// A scene that has a root view to lay out.
private protocol RootViewScene {
    var rootViewErased: AnyView { get }
}

extension WindowGroup: RootViewScene {
    fileprivate var rootViewErased: AnyView { AnyView(content) }
}

extension Scene {
    /// The view a window of this scene lays out (a `WindowGroup`'s content), or `nil` for a
    /// scene with no window of its own: `MyApp().body.rootView?.layout(on: .iPhone15)`.
    public var rootView: AnyView? {
        (self as? any RootViewScene)?.rootViewErased
    }
}
