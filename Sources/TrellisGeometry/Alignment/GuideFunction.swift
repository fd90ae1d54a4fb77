import Foundation

/// A function from a view's dimensions to the position of an alignment guide.
///
/// Guides written in Swift keep their closure, which the solver calls with the real
/// dimensions of the view. A closure that is linear in width and height (the common
/// `d.width / 2`, `d[.bottom] - 10`, constants) is also recorded as
/// `constant + width·w + height·h`, the form a graph file stores.
public struct GuideFunction: Sendable, CustomStringConvertible {
    /// `value = constant + width·(view width) + height·(view height)`.
    public struct Linear: Hashable, Sendable, Codable {
        /// The part of the value that does not depend on the view's size.
        public var constant: CGFloat
        /// The multiple of the view's width added to the value.
        public var width: CGFloat
        /// The multiple of the view's height added to the value.
        public var height: CGFloat

        /// Creates `constant + width·w + height·h`; each coefficient defaults to 0.
        public init(constant: CGFloat = 0, width: CGFloat = 0, height: CGFloat = 0) {
            self.constant = constant
            self.width = width
            self.height = height
        }

        func evaluate(width w: CGFloat, height h: CGFloat) -> CGFloat {
            constant + width * w + height * h
        }
    }

    /// The linear form, when the guide has one.
    public let linear: Linear?
    private let closure: Closure?

    /// A guide computed by `compute`, probed once to find a linear form.
    public init(_ compute: @escaping (ViewDimensions) -> CGFloat) {
        closure = Closure(compute: compute)
        linear = Self.linearForm(of: compute)
    }

    /// A guide with the given linear form.
    public init(_ linear: Linear) {
        self.linear = linear
        closure = nil
    }

    /// The guide's value for a view with dimensions `d`.
    package func callAsFunction(_ d: ViewDimensions) -> CGFloat {
        if let closure { return closure.compute(d) }
        return linear?.evaluate(width: d.width, height: d.height) ?? 0
    }

    public var description: String {
        guard let linear else { return "a custom function of the view's dimensions" }
        var terms: [String] = []
        if linear.width != 0 { terms.append(linear.width == 1 ? "width" : "\(PointFormat.string(linear.width))·width") }
        if linear.height != 0 { terms.append(linear.height == 1 ? "height" : "\(PointFormat.string(linear.height))·height") }
        if linear.constant != 0 || terms.isEmpty { terms.append(PointFormat.string(linear.constant)) }
        return terms.joined(separator: " + ")
    }

    /// Probes `compute` with a few sizes and returns its linear form if every probe agrees with it.
    private static func linearForm(of compute: (ViewDimensions) -> CGFloat) -> Linear? {
        func value(_ w: CGFloat, _ h: CGFloat) -> CGFloat { compute(ViewDimensions(width: w, height: h)) }
        let origin = value(0, 0)
        let form = Linear(constant: origin, width: value(1, 0) - origin, height: value(0, 1) - origin)
        let probes: [(CGFloat, CGFloat)] = [(3, 7), (100, 40), (0.5, 250), (1000, 1)]
        for (w, h) in probes {
            let expected = form.evaluate(width: w, height: h)
            let actual = value(w, h)
            guard expected.isFinite, abs(actual - expected) <= 1e-9 * max(1, abs(actual)) else { return nil }
        }
        return form
    }

    /// Holds a user's guide closure. Guide closures must be pure functions of the dimensions
    /// they are given (as in SwiftUI); the solver calls them only while it lays out.
    private final class Closure: @unchecked Sendable {
        let compute: (ViewDimensions) -> CGFloat
        init(compute: @escaping (ViewDimensions) -> CGFloat) { self.compute = compute }
    }
}
