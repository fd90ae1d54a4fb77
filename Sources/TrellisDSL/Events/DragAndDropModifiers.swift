import Foundation
import TrellisGraph

// Drag and drop: Trellis lays out views at rest, with no drag in progress, so each accepts
// SwiftUI's arguments and has no layout effect (a drag's preview is drawn only while dragging).
nonisolated extension View {
    /// This view dragging the value `payload` makes; it lays out unchanged.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { drawingOnly() }

    /// This view dragging the value `payload` makes, showing `preview` under the finger while
    /// dragging; it lays out unchanged, and the preview is not laid out.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V) -> some View { drawingOnly() }

    /// This view accepting dropped values of `payloadType`: `action` receives them and the
    /// drop's location and says whether it took them, and `isTargeted` whether a drag is over
    /// the view; it lays out unchanged.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                                 isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { drawingOnly() }
}
