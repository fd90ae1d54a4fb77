import Foundation

/// An alignment guide as a graph file stores it: a built-in name, or
/// `{"custom": "Module.MyID", "default": {"constant": 0, "width": 0.5, "height": 0}}`.
struct AlignmentKeyRecord: Codable {
    var name: String
    var defaultValue: GuideFunction.Linear?

    init(_ key: AlignmentKey) {
        name = key.name
        if case .custom(let index) = key.guide {
            defaultValue = CustomAlignmentGuide.registered(index).defaultValue.linear ?? GuideFunction.Linear()
        }
    }

    private enum CustomKey: String, CodingKey { case custom, `default` }

    init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self.name = name
            return
        }
        let c = try decoder.container(keyedBy: CustomKey.self)
        name = try c.decode(String.self, forKey: .custom)
        defaultValue = try c.decodeIfPresent(GuideFunction.Linear.self, forKey: .default) ?? GuideFunction.Linear()
    }

    func encode(to encoder: any Encoder) throws {
        if let defaultValue {
            var c = encoder.container(keyedBy: CustomKey.self)
            try c.encode(name, forKey: .custom)
            try c.encode(defaultValue, forKey: .default)
        } else {
            var c = encoder.singleValueContainer()
            try c.encode(name)
        }
    }

    func key(axis: Axis, path: [any CodingKey]) throws -> AlignmentKey {
        if let defaultValue {
            return CustomAlignmentGuide.key(fileName: name, axis: axis, defaultValue: defaultValue)
        }
        guard let key = AlignmentKey.builtin(named: name, axis: axis) else {
            let expected = axis == .horizontal ? "leading, center, trailing" : "top, center, bottom, firstTextBaseline, lastTextBaseline"
            throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "unknown \(axis == .horizontal ? "horizontal" : "vertical") alignment '\(name)'; expected one of \(expected), or {\"custom\": name, \"default\": {...}}"))
        }
        return key
    }
}
