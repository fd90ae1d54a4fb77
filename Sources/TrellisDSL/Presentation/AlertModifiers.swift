// Alerts and confirmation dialogs are drawn by the system, outside the app's layout: they
// accept SwiftUI's arguments and have no layout effect; their actions are never laid out.
nonisolated extension View {
    /// This view showing an alert titled `title` with `actions` while `isPresented` is true.
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view showing an alert titled `title` with `actions` while `isPresented` is true.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view showing an alert titled `title` with `actions` and `message`.
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view showing an alert titled `title` with `actions` and `message`.
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view showing an alert about `data` while `isPresented` is true.
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view showing an alert about `data` with a message while `isPresented` is true.
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view showing an alert about `data` with a message while `isPresented` is true.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view showing a confirmation dialog titled `title` with `actions`.
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view showing a confirmation dialog titled `title` with `actions` and `message`.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view showing a confirmation dialog about `data`.
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view showing a confirmation dialog about `data` with a message.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
}
