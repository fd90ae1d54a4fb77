/// The candidates of one ``Distribution``, one per child or track, in the order it takes them:
/// handed out by ``Workspace/withDistributionOrder(count:remembering:minor:sort:_:)``, whose
/// memory is the engine's (a temporary, or the order the engine remembers for a stack).
struct DistributionOrder: RandomAccessCollection {
    /// The memory, owned by the engine.
    private let room: ScratchBuffer<DistributionCandidate>

    /// The candidates in `room`.
    init(_ room: ScratchBuffer<DistributionCandidate>) {
        self.room = room
    }

    var startIndex: Int { 0 }
    var endIndex: Int { room.count }

    @inline(__always)
    subscript(position: Int) -> DistributionCandidate {
        get { room[position] }
        nonmutating set { room[position] = newValue }
    }

    /// Sets the candidate at `position`, which holds none yet.
    @inline(__always)
    func initialize(_ position: Int, to candidate: DistributionCandidate) {
        room.initialize(position, to: candidate)
    }

    /// Sorts the candidates by ``DistributionCandidate/precedes(_:_:)``.
    func sort() { room.sortInDistributionOrder() }
}
