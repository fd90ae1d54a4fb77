import Foundation
import TrellisGeometry

/// The solver laying out a custom layout: what the layout's subview proxies ask of it.
///
/// The `Layout` protocol and its proxies live in the graph module, where both layout authors
/// and the solver see them; the solver answers their questions through this protocol, with the
/// same memoised measurements it uses for every other view.
package protocol LayoutSubviewHost: AnyObject {
    /// The size `subview` chooses for `proposal`.
    func size(of subview: NodeID, for proposal: ProposedViewSize) -> CGSize
    /// The size and alignment guides of `subview` for `proposal`.
    func dimensions(of subview: NodeID, in proposal: ProposedViewSize) -> ViewDimensions
    /// The layout priority of `subview`.
    func priority(of subview: NodeID) -> Double
    /// The spacing preferences of `subview`.
    func spacing(of subview: NodeID) -> ViewSpacing
    /// The value `subview` (or a view it modifies) gave the key `key`, if any.
    func layoutValue(_ key: ObjectIdentifier, of subview: NodeID) -> Any?
    /// Records where the layout `container` puts `subview`: its `anchor` at `position`, proposed `proposal`.
    func place(_ subview: NodeID, in container: NodeID, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
    /// The explicit value of `key` the layout `container` has when `place` places its subviews
    /// in `bounds`: each subview's explicit value at its position, combined as `key` combines
    /// them (SwiftUI's default `explicitAlignment`).
    func combinedExplicitAlignment(_ key: AlignmentKey, of container: NodeID, in bounds: CGRect, proposal: ProposedViewSize, place: () -> Void) -> CGFloat?
    /// The size an `HStack` or `VStack` of `subviews` chooses for `proposal`.
    func stackSize(_ spec: StackSpec, of subviews: LayoutSubviews, for proposal: ProposedViewSize) -> CGSize
    /// Places `subviews` in `bounds` as an `HStack` or `VStack` does.
    func placeStack(_ spec: StackSpec, _ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize)
    /// The spacing preferences of an `HStack` or `VStack` of `subviews`.
    func stackSpacing(_ spec: StackSpec, of subviews: LayoutSubviews) -> ViewSpacing
    /// The size a `ZStack` of `subviews` chooses for `proposal`.
    func zstackSize(_ spec: ZStackSpec, of subviews: LayoutSubviews, for proposal: ProposedViewSize) -> CGSize
    /// Places `subviews` in `bounds` as a `ZStack` does.
    func placeZStack(_ spec: ZStackSpec, _ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize)
}
