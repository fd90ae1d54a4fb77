import Foundation

/// A stand-in for Combine's `Publisher`, which Linux lacks: the type of a value stream that
/// `onReceive(_:perform:)` takes. Trellis subscribes to nothing: a layout is of the state as it
/// is, before any value arrives.
public protocol Publisher<Output, Failure> {
    /// The type of the values published.
    associatedtype Output
    /// The type of the error that ends the stream.
    associatedtype Failure: Error
}

/// The namespace of the publishers operators make, as in Combine.
public enum Publishers {
    /// A connectable publisher that connects as soon as it is subscribed to.
    public struct Autoconnect<Upstream: Publisher>: Publisher {
        /// The values of the upstream publisher.
        public typealias Output = Upstream.Output
        /// The error of the upstream publisher.
        public typealias Failure = Upstream.Failure

        /// The publisher connected.
        public let upstream: Upstream

        /// `upstream`, connected when subscribed to.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }
    }
}

/// A publisher that emits one value and finishes, as Combine's `Just`.
public struct Just<Output>: Publisher {
    /// A `Just` never fails.
    public typealias Failure = Never

    /// The value published.
    public let output: Output

    /// A publisher of `output`.
    public init(_ output: Output) {
        self.output = output
    }
}

extension ObservableObjectPublisher: Publisher {
    /// Nothing but the moment of the change.
    public typealias Output = Void
    /// The announcements never fail.
    public typealias Failure = Never
}

extension Timer {
    /// A stand-in for Combine's timer publisher: the dates a timer fires at.
    public final class TimerPublisher: Publisher, @unchecked Sendable {
        /// The date of each firing.
        public typealias Output = Date
        /// A timer never fails.
        public typealias Failure = Never

        /// The time between firings.
        public let interval: TimeInterval

        /// A publisher firing every `interval` seconds.
        init(interval: TimeInterval) {
            self.interval = interval
        }

        /// This publisher, started as soon as it is subscribed to.
        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> {
            Publishers.Autoconnect(upstream: self)
        }
    }

    /// A publisher of the dates a timer fires at every `interval` seconds on `runLoop`, as
    /// Combine's `Timer.publish(every:tolerance:on:in:)`.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }
}

nonisolated extension View {
    /// This view calling `action` with each value `publisher` emits; Trellis subscribes to
    /// nothing, so `action` is never called, and the view lays out unchanged.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never { drawingOnly() }
}
