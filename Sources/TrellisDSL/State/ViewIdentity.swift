/// A view's structural identity: its path from the root through the view tree, made of each
/// step's view type and position among the views its parent lowered, with any `.id(_:)` mixed
/// in. The same view in the same place has the same identity in every round of a layout.
package struct ViewIdentity: Hashable {
    /// A hash of the path. Identities are only compared within one process and one layout.
    package let hash: UInt64

    /// The root's parent.
    package static let root = ViewIdentity(hash: 0x9E37_79B9_7F4A_7C15)

    /// The identity of the child at `index` among this view's children, of the type `type`
    /// identifies.
    package func child(_ type: ObjectIdentifier, at index: Int) -> ViewIdentity {
        ViewIdentity(hash: Self.mix(Self.mix(hash, UInt64(UInt(bitPattern: type))), UInt64(index)))
    }

    /// This identity distinguished by the explicit identity `name`, as `.id(_:)` gives.
    package func named(_ name: String) -> ViewIdentity {
        ViewIdentity(hash: Self.mix(hash, UInt64(UInt(bitPattern: name.hashValue))))
    }

    /// The identity of the views of the `ForEach` element whose ID has the bits `bits`
    /// (``elementBits(_:)``) in this `ForEach`.
    package func element(bits: UInt64) -> ViewIdentity {
        ViewIdentity(hash: Self.mix(hash, bits))
    }

    /// What a `ForEach` element's ID `id` mixes into its identity: an integer, the commonest
    /// ID, as it is; any other ID, its hash value.
    package static func elementBits<ID: Hashable>(_ id: ID) -> UInt64 {
        if ID.self == Int.self { return UInt64(UInt(bitPattern: unsafeBitCast(id, to: Int.self))) }
        return UInt64(UInt(bitPattern: id.hashValue))
    }

    /// Combines two 64-bit values (splitmix64's finaliser over their sum with a rotation).
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var z = (a << 5 | a >> 59) &+ b &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
