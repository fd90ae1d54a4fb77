// A grid item's size prints as it is written, such as `flexible(minimum: 10.0, maximum: inf)`.
extension GridItem.Size: CustomStringConvertible {
    /// The size as written in code.
    public var description: String {
        switch self {
        case .fixed(let length): "fixed(\(length))"
        case .flexible(let minimum, let maximum): "flexible(minimum: \(minimum), maximum: \(maximum))"
        case .adaptive(let minimum, let maximum): "adaptive(minimum: \(minimum), maximum: \(maximum))"
        }
    }
}
