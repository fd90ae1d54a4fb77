/// The counters of one layout's work (``LayoutStatistics``), in memory of their own that the
/// engine owns and frees exactly once. They are written at every measurement and placement;
/// kept behind a pointer, those writes skip the dynamic exclusivity checks that a stored
/// property of a class carries. Being noncopyable, the counters cannot outlive their memory
/// or share it, so their uses need no checks of their own.
struct StatisticsCounters: ~Copyable {
    private let memory: UnsafeMutablePointer<LayoutStatistics>

    /// Counters of a layout that has not started.
    init() {
        memory = .allocate(capacity: 1)
        memory.initialize(to: LayoutStatistics())
    }

    deinit {
        memory.deinitialize(count: 1)
        memory.deallocate()
    }

    /// The work counted so far.
    var current: LayoutStatistics { memory.pointee }

    /// Counts a size computed by running a rule.
    @inline(__always)
    func countMeasurement() { memory.pointee.measurements += 1 }

    /// Counts a size answered from the measurement cache.
    @inline(__always)
    func countCacheHit() { memory.pointee.cacheHits += 1 }

    /// Counts a node given a frame.
    @inline(__always)
    func countPlacement() { memory.pointee.placements += 1 }
}
