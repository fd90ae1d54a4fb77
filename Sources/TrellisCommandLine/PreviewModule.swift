import Trellis

extension Preview {
    /// The module the preview is declared in: the part of its `#fileID` before the slash.
    var moduleName: String {
        String(fileID.prefix { $0 != "/" })
    }
}
