import Foundation
import TrellisGraph

/// The namespace of `TitleDisplayMode`, as in SwiftUI.
public enum NavigationBarItem {
    /// How a navigation title is shown.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// Large at the root of a stack (the mode a stack starts in), inherited below.
        case automatic
        /// In the bar, in the headline font.
        case inline
        /// Below the bar, in the large-title font, adding its own height.
        case large
    }
}

nonisolated extension View {
    /// This view's title in its navigation stack's bar.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, _NavigationBarModifier> {
        let title = String(title)
        return modifier(_NavigationBarModifier { $0.title = title })
    }

    /// This view's title in its navigation stack's bar; the text's string is the title.
    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, _NavigationBarModifier> {
        navigationTitle(title.content)
    }

    /// This view's title in its navigation stack's bar, which the user can rename (with
    /// `.toolbarRole(.editor)`); the title is the binding's current string.
    public func navigationTitle(_ title: Binding<String>) -> ModifiedContent<Self, _NavigationBarModifier> {
        navigationTitle(title.wrappedValue)
    }

    /// How this view's navigation title is shown: `.large` adds the large-title height below
    /// the bar, `.inline` keeps the title in the bar.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> ModifiedContent<Self, _NavigationBarModifier> {
        modifier(_NavigationBarModifier { $0.displayMode = mode })
    }

    /// The older spelling of `navigationTitle(_:)` with `navigationBarTitleDisplayMode(_:)`.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> ModifiedContent<Self, _NavigationBarModifier> {
        let title = String(title)
        return modifier(_NavigationBarModifier { $0.title = title; $0.displayMode = displayMode })
    }

    /// The older spelling of leading and trailing toolbar items.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<Self, _NavigationBarModifier> {
        let entries = [ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading)),
                       ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing))]
        return modifier(_NavigationBarModifier { $0.items = entries + $0.items })
    }
}
