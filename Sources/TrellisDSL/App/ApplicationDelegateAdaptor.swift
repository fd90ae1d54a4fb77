import Foundation

/// Makes a new instance of the type the context asks for with its `init()`: the default
/// delegate of ``UIApplicationDelegateAdaptor`` and ``NSApplicationDelegateAdaptor``.
///
/// Swift expands a macro written as a default argument where the call is, so `.init()` names the
/// app's own delegate class there. A generic adaptor cannot call that initializer itself:
/// `NSObject`'s `init()` is not `required` in Linux's Foundation, and a class's metatype can
/// only make instances through a `required` initializer. Nothing else needs this macro.
@freestanding(expression)
public macro _applicationDelegate<Delegate: NSObject>() -> Delegate
    = #externalMacro(module: "TrellisMacros", type: "ApplicationDelegateMacro")

/// The app delegate of an iOS app, as SwiftUI's `@UIApplicationDelegateAdaptor` gives it:
///
/// ```swift
/// @main struct MyApp: App {
///     @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
///
/// The delegate is made once, with the adaptor, by its `init()`. Trellis runs no application
/// life cycle: no delegate method is ever called, so the adaptor changes no layout. SwiftUI asks
/// the delegate to also adopt UIKit's `UIApplicationDelegate`, which Linux does not have; here
/// any `NSObject` subclass will do.
@MainActor @preconcurrency
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject>: DynamicProperty {
    /// The delegate.
    public let wrappedValue: DelegateType

    /// An adaptor for a delegate of type `delegateType`. `delegate` is made where the adaptor is
    /// declared, by the type's `init()`; code passes only the type, as in SwiftUI.
    public init(_ delegateType: DelegateType.Type = DelegateType.self,
                delegate: DelegateType = #_applicationDelegate()) {
        wrappedValue = delegate
    }

    /// Bindings to the delegate's properties: `$appDelegate.flag`. SwiftUI offers them when the
    /// delegate is an `ObservableObject`; Swift finds a wrapper's projected value only in the
    /// wrapper itself, so Trellis offers them for any delegate.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

/// The app delegate of a macOS app, as SwiftUI's `@NSApplicationDelegateAdaptor` gives it. As
/// with ``UIApplicationDelegateAdaptor``, the delegate is made once by its `init()` and none of
/// its methods is called, so it changes no layout; AppKit's `NSApplicationDelegate`, which
/// Linux does not have, is not asked for.
@MainActor @preconcurrency
@propertyWrapper
public struct NSApplicationDelegateAdaptor<DelegateType: NSObject>: DynamicProperty {
    /// The delegate.
    public let wrappedValue: DelegateType

    /// An adaptor for a delegate of type `delegateType`. `delegate` is made where the adaptor is
    /// declared, by the type's `init()`; code passes only the type, as in SwiftUI.
    public init(_ delegateType: DelegateType.Type = DelegateType.self,
                delegate: DelegateType = #_applicationDelegate()) {
        wrappedValue = delegate
    }

    /// Bindings to the delegate's properties: `$appDelegate.flag`. SwiftUI offers them when the
    /// delegate is an `ObservableObject`; Swift finds a wrapper's projected value only in the
    /// wrapper itself, so Trellis offers them for any delegate.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}
