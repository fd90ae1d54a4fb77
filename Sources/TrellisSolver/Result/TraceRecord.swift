import Foundation
import TrellisGraph
import TrellisSupport

/// What explain mode recorded, as the engine wrote it: each event packed into a plain value
/// of 48 bytes (``Entry``), the decisions and the placements' origins in logs of their own,
/// made into ``TraceEvent`` values the first time the trace is read (``events``).
///
/// A ``TraceEvent`` is about 200 bytes and holds strings and arrays in some of its decisions,
/// so every event written into an array, copied or freed with the result would go through
/// value witnesses. Most events carry no decision, and most layouts in explain mode are read
/// for a few views, if at all: a test that fails, a warning. A layout whose trace is read pays
/// for the events once.
final class TraceRecord: Sendable {
    /// One event, packed: optional values are marked in ``present`` instead of taking an
    /// optional's room, and an event with a decision or an origin is marked so: its decision
    /// (its origin) is the next in the record's log of decisions (of origins), which holds them
    /// in the order of their events. Only placements have an origin, one event in four or five.
    struct Entry: Sendable {
        var proposal: CGSize
        var size: CGSize
        var node: Int32
        var parent: Int32
        var cause: Int32
        var phase: TraceEvent.Phase
        var rule: LayoutRule
        var cacheHit: Bool
        /// Which of the proposal's width and height, the parent, the cause, the origin and a
        /// decision the event has (see ``Present``).
        var present: Present

        struct Present: OptionSet, Sendable {
            let rawValue: UInt8
            static let width = Present(rawValue: 1)
            static let height = Present(rawValue: 2)
            static let origin = Present(rawValue: 4)
            static let parent = Present(rawValue: 8)
            static let cause = Present(rawValue: 16)
            static let decision = Present(rawValue: 32)
        }

        /// An event with no decision (the engine marks ``Present/decision`` when it records one), the
        /// fields as ``TraceEvent`` has them.
        @inline(__always)
        init(phase: TraceEvent.Phase, node: NodeID, parent: NodeID?, proposal: ProposedViewSize, size: CGSize,
             rule: LayoutRule, cause: Int? = nil, cacheHit: Bool = false) {
            var present: Present = []
            if proposal.width != nil { present.insert(.width) }
            if proposal.height != nil { present.insert(.height) }
            if parent != nil { present.insert(.parent) }
            if cause != nil { present.insert(.cause) }
            self.present = present
            self.proposal = CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
            self.size = size
            self.node = node.rawValue
            self.parent = parent?.rawValue ?? -1
            self.cause = cause.map { Int32(truncatingIfNeeded: $0) } ?? -1
            self.phase = phase
            self.rule = rule
            self.cacheHit = cacheHit
        }

        /// The event, whose decision and origin, if it has them, `nextDecision` and `nextOrigin`
        /// give.
        func event(nextDecision: () -> Decision, nextOrigin: () -> CGPoint) -> TraceEvent {
            TraceEvent(
                phase: phase, node: NodeID(node), parent: present.contains(.parent) ? NodeID(parent) : nil,
                proposal: ProposedViewSize(width: present.contains(.width) ? proposal.width : nil, height: present.contains(.height) ? proposal.height : nil),
                size: size, origin: present.contains(.origin) ? nextOrigin() : nil, rule: rule,
                decision: present.contains(.decision) ? nextDecision() : nil,
                cause: present.contains(.cause) ? Int(cause) : nil, cacheHit: cacheHit)
        }
    }

    /// The logs explain mode writes: the packed events, and the decisions and origins some of
    /// them carry, each in the order of its events.
    struct Logs {
        var entries = TraceLog<Entry>()
        var decisions = TraceLog<Decision>()
        var origins = TraceLog<CGPoint>()

        /// Deinitialises the values of the three logs and frees their blocks.
        func free() {
            entries.free()
            decisions.free()
            origins.free()
        }
    }

    /// The record's contents: packed until first read, then made into events (and the packed
    /// form freed).
    private enum Contents {
        case packed(Logs)
        case made([TraceEvent])
    }

    private let contents: LockedValue<Contents>

    /// A record of the events in `logs`; the record owns the logs.
    init(_ logs: Logs) {
        contents = LockedValue(.packed(logs))
    }

    /// A record of events already made.
    init(events: [TraceEvent]) {
        contents = LockedValue(.made(events))
    }

    deinit {
        contents.withLock { contents in
            if case .packed(let logs) = contents { logs.free() }
        }
    }

    /// An empty record: a layout with explain mode off.
    static let empty = TraceRecord(events: [])

    /// Every event, in order, made from the packed record the first time they are read.
    var events: [TraceEvent] {
        contents.withLock { contents in
            switch contents {
            case .made(let events):
                return events
            case .packed(let logs):
                var events: [TraceEvent] = []
                events.reserveCapacity(logs.entries.count)
                var nextDecision = logs.decisions.makeIterator(), nextOrigin = logs.origins.makeIterator()
                for entry in logs.entries {
                    events.append(entry.event(nextDecision: { nextDecision.next().unsafelyUnwrapped }, nextOrigin: { nextOrigin.next().unsafelyUnwrapped }))
                }
                logs.free()
                contents = .made(events)
                return events
            }
        }
    }
}
