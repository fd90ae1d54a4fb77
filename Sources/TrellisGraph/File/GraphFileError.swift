import Foundation

/// A problem in a graph file, with the JSON path where it was found.
public struct GraphFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The JSON path of the offending value, such as `nodes[3].width` (`$` for the whole file).
    public let path: String
    /// What is wrong there.
    public let problem: String

    /// Creates an error about the value at `path`.
    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path): \(problem)" }

    /// Renders a coding path the way error messages show it: `nodes[3].width`.
    package static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "$" : text
    }

    /// The error a `DecodingError` describes, phrased for a person editing the file.
    package init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(path: Self.path(context.codingPath), problem: "expected \(Self.describe(type)); \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            self.init(path: Self.path(context.codingPath), problem: "expected \(Self.describe(type)), found null")
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath + [key]), problem: "required field '\(key.stringValue)' is missing")
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as? NSErrorLike)?.message
            self.init(path: Self.path(context.codingPath), problem: underlying ?? context.debugDescription)
        @unknown default:
            self.init(path: "$", problem: String(describing: error))
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type, is Int.Type, is Int32.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default:
            let name = String(describing: type)
            if name.hasPrefix("Array") { return "an array" }
            if name.hasPrefix("Dictionary") { return "an object" }
            return name
        }
    }
}

/// Reads the human message out of the error Foundation reports for malformed JSON.
private protocol NSErrorLike { var message: String { get } }

extension NSError: NSErrorLike {
    var message: String {
        let debug = userInfo["NSDebugDescription"] as? String
        return "not valid JSON: " + (debug ?? localizedDescription)
    }
}
