import Foundation

/// A type whose values can be dragged and dropped, copied, pasted and shared: CoreTransferable's
/// protocol, which SwiftUI re-exports. Trellis moves no data between apps, so its protocol
/// marks the types that can travel and asks nothing of them: CoreTransferable's requirement,
/// `transferRepresentation`, describes the data by its `UTType`, from UniformTypeIdentifiers,
/// which Linux lacks. Strings, data, URLs, attributed strings and images conform, as in
/// CoreTransferable and SwiftUI.
public protocol Transferable {}

extension String: Transferable {}
extension Data: Transferable {}
extension URL: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
