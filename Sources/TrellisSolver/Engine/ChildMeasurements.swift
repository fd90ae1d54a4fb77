/// Room for one ``ChildPlacement`` per child, which a rule fills as it measures its children
/// and then gives origins: handed out by ``Workspace/measuringChildren(_:keepingFor:_:)``
/// for the length of a call, or made into an array by ``collect(_:_:)``. The memory behind it
/// is the engine's: a temporary, or the room a large container keeps its children's
/// measurements in from its size question to its placement.
struct ChildMeasurements: RandomAccessCollection {
    /// The memory, owned by the engine.
    private let room: ScratchBuffer<ChildPlacement>

    /// Measurements written into `room`.
    init(_ room: ScratchBuffer<ChildPlacement>) {
        self.room = room
    }

    /// An array of `count` placements, which `body` sets every one of, in place.
    static func collect(_ count: Int, _ body: (ChildMeasurements) -> Void) -> [ChildPlacement] {
        ScratchBuffer.array(count) { body(ChildMeasurements($0)) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { room.count }

    @inline(__always)
    subscript(position: Int) -> ChildPlacement {
        get { room[position] }
        nonmutating set { room[position] = newValue }
    }

    /// Sets the placement at `position`, which holds none yet.
    @inline(__always)
    func initialize(_ position: Int, to placement: ChildPlacement) {
        room.initialize(position, to: placement)
    }
}
