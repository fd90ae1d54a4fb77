import Foundation

/// How a sheet is sized on iPad and macOS.
public protocol PresentationSizing: Sendable {}

/// A sheet sizing named by its kind.
nonisolated public struct NamedPresentationSizing: PresentationSizing {
    private let kind: Int

    /// This sizing, adjusted to its content when `fitted`.
    public func fitted(horizontal: Bool, vertical: Bool) -> NamedPresentationSizing { self }
    /// This sizing, sticky in the given axes.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> NamedPresentationSizing { self }

    /// The kind with the raw value `kind`.
    init(kind: Int) { self.kind = kind }
}

extension PresentationSizing where Self == NamedPresentationSizing {
    /// The platform's sizing.
    public static var automatic: NamedPresentationSizing { NamedPresentationSizing(kind: 0) }
    /// A form sheet's size.
    public static var form: NamedPresentationSizing { NamedPresentationSizing(kind: 1) }
    /// A page sheet's size.
    public static var page: NamedPresentationSizing { NamedPresentationSizing(kind: 2) }
    /// The size of the content.
    public static var fitted: NamedPresentationSizing { NamedPresentationSizing(kind: 3) }
}

// Moving files and sizing sheets happen in system interfaces outside the view, which lays out
// unchanged.
nonisolated extension View {
    /// This view presenting a file mover for `file` while `isPresented`; it lays out unchanged.
    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { drawingOnly() }
    /// This view presenting a file mover for `files` while `isPresented`; it lays out unchanged.
    public func fileMover<C: Collection>(isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C.Element == URL { drawingOnly() }
    /// The sheet containing this view sized as `sizing` says (iPad, macOS); it lays out unchanged.
    public func presentationSizing(_ sizing: some PresentationSizing) -> some View { drawingOnly() }
}
