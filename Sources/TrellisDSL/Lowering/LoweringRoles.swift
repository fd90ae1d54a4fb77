import TrellisGraph
import TrellisSupport

/// What lowering does with a view of one type: asks a primitive view for its nodes, or lowers
/// the `body` of any other view.
package enum ViewLoweringRole {
    /// A built-in view, lowered as its type's ``PrimitiveView`` conformance says.
    case primitive(any PrimitiveView.Type)
    /// A view lowered through its `body`.
    case body
}

/// What lowering does with a modifier of one type inside a `ModifiedContent`.
package enum ModifierLoweringRole {
    /// Changes the environment of the modified view.
    case environment
    /// Reads the preference values its content sets.
    case subtreePreference
    /// A built-in modifier, lowered as its type's ``PrimitiveModifier`` conformance says.
    case primitive(any PrimitiveModifier.Type)
    /// A user's modifier, lowered through `body(content:)`.
    case body
}

/// The lowering role of each view and modifier type met so far: which of Trellis's lowering
/// protocols a type conforms to is asked of the runtime once per type and process, not once per
/// view, since a tree repeats a few types many times (and the runtime's answer for a type that
/// does not conform costs a scan of every conformance each time).
///
/// The roles of all types are kept process-wide, behind a lock; a lowering keeps the types it
/// met last in a few slots of its own, so that a tree's few types are looked up without locking
/// or hashing. A type may sit in one of two neighbouring slots picked by its address, so two
/// types that pick the same slot (a tree alternating between them) do not keep pushing each
/// other out to the lock.
package struct LoweringRoles {
    /// Every type's role known in this process.
    private static let known = LockedValue((views: [ObjectIdentifier: ViewLoweringRole](), modifiers: [ObjectIdentifier: ModifierLoweringRole]()))
    private var recentViews = [(type: ObjectIdentifier, role: ViewLoweringRole)?](repeating: nil, count: slotCount)
    private var recentModifiers = [(type: ObjectIdentifier, role: ModifierLoweringRole)?](repeating: nil, count: slotCount)
    /// 64 slots: with 16, three of a tree's few hot types picking neighbouring slots (which
    /// depends on where the binary happens to put their metadata) send every other lookup to
    /// the lock.
    private static let slotBits = 6
    private static let slotCount = 1 << slotBits

    /// No type met yet.
    package init() {}

    /// The slot of the type `key` among the recent ones: the top bits of its address times a
    /// large odd number (Fibonacci hashing), which spreads nearby addresses apart.
    private static func slot(of key: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15) >> (64 - UInt64(slotBits)))
    }

    /// Where `key` is among `recent`, or nil.
    private static func position<Role>(of key: ObjectIdentifier, in recent: [(type: ObjectIdentifier, role: Role)?]) -> Int? {
        let slot = Self.slot(of: key)
        if recent[slot]?.type == key { return slot }
        if recent[slot ^ 1]?.type == key { return slot ^ 1 }
        return nil
    }

    /// Keeps `key`'s role in its first slot, moving the type there to the second.
    private static func remember<Role>(_ role: Role, of key: ObjectIdentifier, in recent: inout [(type: ObjectIdentifier, role: Role)?]) {
        let slot = Self.slot(of: key)
        recent[slot ^ 1] = recent[slot]
        recent[slot] = (key, role)
    }

    /// The role of views of type `type`.
    package mutating func role(ofView type: Any.Type) -> ViewLoweringRole {
        let key = ObjectIdentifier(type)
        if let position = Self.position(of: key, in: recentViews) { return recentViews[position]!.role }
        let role = Self.known.withLock { known in
            if let role = known.views[key] { return role }
            let role: ViewLoweringRole = (type as? any PrimitiveView.Type).map { .primitive($0) } ?? .body
            known.views[key] = role
            return role
        }
        Self.remember(role, of: key, in: &recentViews)
        return role
    }

    /// The role of modifiers of type `type`.
    package mutating func role(ofModifier type: Any.Type) -> ModifierLoweringRole {
        let key = ObjectIdentifier(type)
        if let position = Self.position(of: key, in: recentModifiers) { return recentModifiers[position]!.role }
        let role = Self.known.withLock { known in
            if let role = known.modifiers[key] { return role }
            let role: ModifierLoweringRole
            if type is any EnvironmentModifier.Type {
                role = .environment
            } else if type is any SubtreePreferenceModifier.Type {
                role = .subtreePreference
            } else if let primitive = type as? any PrimitiveModifier.Type {
                role = .primitive(primitive)
            } else {
                role = .body
            }
            known.modifiers[key] = role
            return role
        }
        Self.remember(role, of: key, in: &recentModifiers)
        return role
    }
}

extension PrimitiveView {
    /// Lowers `view`, a value of this very type held as a generic value, without boxing it in
    /// an existential.
    package static func lower<V>(_ view: V, into lowering: inout GraphLowering) -> [NodeID] {
        unsafeBitCast(view, to: Self.self).lower(into: &lowering)
    }

    /// Lowers `view`, a value of this very type held as a generic value, appending the nodes it
    /// contributes to its parent to `nodes`.
    package static func lower<V>(_ view: V, into lowering: inout GraphLowering, appendingTo nodes: inout [NodeID]) {
        unsafeBitCast(view, to: Self.self).lower(into: &lowering, appendingTo: &nodes)
    }
}

extension PrimitiveModifier {
    /// Lowers `modifier`, a value of this very type held as a generic value, around the content
    /// nodes `nodes[start...]`, which it replaces with the modified view's nodes.
    package static func lower<M>(_ modifier: M, contentIn nodes: inout [NodeID], from start: Int, into lowering: inout GraphLowering) {
        unsafeBitCast(modifier, to: Self.self).lower(contentIn: &nodes, from: start, into: &lowering)
    }

    /// Lowers `modifier`, a value of this very type held as a generic value, around `content`.
    package static func lower<M>(_ modifier: M, content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        unsafeBitCast(modifier, to: Self.self).lower(content: content, into: &lowering)
    }
}
