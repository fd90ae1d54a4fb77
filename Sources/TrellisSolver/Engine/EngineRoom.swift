/// Room for one element per child or track that a rule fills and reads for the length of one
/// call, handed out by ``Workspace``. The memory behind it is the engine's: a temporary, or the
/// room the engine keeps for a large container from one question to the next. A rule sees
/// only a collection it can read, write and initialise in place.
struct EngineRoom<Element>: RandomAccessCollection {
    /// The memory, owned by the engine.
    private let room: ScratchBuffer<Element>

    /// Elements written into `room`.
    init(_ room: ScratchBuffer<Element>) {
        self.room = room
    }

    var startIndex: Int { 0 }
    var endIndex: Int { room.count }

    @inline(__always)
    subscript(position: Int) -> Element {
        get { room[position] }
        nonmutating set { room[position] = newValue }
    }

    /// Sets the element at `position`, which holds none yet.
    @inline(__always)
    func initialize(_ position: Int, to element: Element) {
        room.initialize(position, to: element)
    }
}

/// Room for one ``ChildPlacement`` per child, which a rule fills as it measures its children
/// and then gives origins: handed out by ``Workspace/measuringChildren(_:keepingFor:_:)``
/// for the length of a call, or made into an array by ``EngineRoom/collect(_:_:)``.
typealias ChildMeasurements = EngineRoom<ChildPlacement>

/// The candidates of one ``Distribution``, one per child or track, in the order it takes them:
/// handed out by ``Workspace/withDistributionOrder(count:remembering:minor:sort:_:)``, whose
/// memory is a temporary or the order the engine remembers for a stack.
typealias DistributionOrder = EngineRoom<DistributionCandidate>

extension EngineRoom where Element == ChildPlacement {
    /// An array of `count` placements, which `body` sets every one of, in place.
    static func collect(_ count: Int, _ body: (ChildMeasurements) -> Void) -> [ChildPlacement] {
        ScratchBuffer.array(count) { body(ChildMeasurements($0)) }
    }
}

extension EngineRoom where Element == DistributionCandidate {
    /// Sorts the candidates by ``DistributionCandidate/precedes(_:_:)``.
    func sort() { room.sortInDistributionOrder() }
}
