/// A preview of a view: its name, its traits, where it was declared, and the closure that makes
/// its view. `#Preview` makes one and registers it; ``all`` lists the registered previews.
public struct Preview {
    /// The kind of preview whose traits are `PreviewTrait<Preview.ViewTraits>`: a view's.
    public enum ViewTraits {}

    /// The name given to the preview, if any.
    public let name: String?
    /// The preview's traits, in the order given.
    public let traits: [PreviewTrait<ViewTraits>]
    /// The file the preview is declared in, as `#fileID` names it.
    public let fileID: String
    /// The path of that file, as `#filePath` gives it.
    public let filePath: String
    /// The line of the preview's `#Preview`.
    public let line: Int
    /// The column of the preview's `#Preview`.
    public let column: Int
    /// Makes the preview's view.
    private let makeView: @MainActor () -> any View

    /// A preview named `name`, with `traits`, of the view `body` makes; as SwiftUI's
    /// `Preview(_:traits:body:)`, recording where it is written.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View,
                fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        self.init(registeredAs: name, traits: traits, fileID: fileID, filePath: filePath, line: line, column: column, body: body)
    }

    /// The preview a `#Preview` expansion registers. Not for direct use: the macro fills in the
    /// place of the `#Preview`.
    public init(registeredAs name: String?, traits: [PreviewTrait<ViewTraits>], fileID: String, filePath: String, line: Int, column: Int,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.makeView = body
    }

    /// Makes the preview's view, wrapped by its preview modifiers in the order given.
    @MainActor
    public func makeBody() -> any View {
        let boxes = traits.compactMap { trait -> PreviewModifierBox? in
            if case .modifier(let box) = trait.value { return box }
            return nil
        }
        guard !boxes.isEmpty else { return makeView() }
        return boxes.reduce(AnyView(makeView())) { view, box in box.apply(view) }
    }

    /// The preview's name, or where it is declared when it has none: "Dashboard" or
    /// "TrellisExamples/Dashboard.swift:120".
    public var displayName: String {
        name ?? "\(fileID):\(line)"
    }
}
