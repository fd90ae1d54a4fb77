import Trellis

extension Preview {
    /// The module the preview is declared in: the part of its `#fileID` before the slash.
    var moduleName: String {
        String(fileID.prefix { $0 != "/" })
    }

    /// The previews linked into the program that are declared in `modules`, or all of them
    /// when `modules` is `nil`.
    @MainActor
    static func linked(in modules: Set<String>?) -> [Preview] {
        all.filter { preview in modules.map { $0.contains(preview.moduleName) } ?? true }
    }
}
