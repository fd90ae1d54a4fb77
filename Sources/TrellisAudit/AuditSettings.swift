import Foundation
import Trellis

/// Everything an audit run is told: its matrix, which previews, where the report and the
/// baseline go, and which shard. Read from `trellis.json` and then from the command line,
/// whose options win.
///
/// ```json
/// {
///   "devices": ["iPhone SE (3rd generation)", "iPhone 16 Pro Max", "iPad (10th generation)"],
///   "orientations": ["portrait", "landscape"],
///   "textSizes": ["large", "AX3", "AX5"],
///   "designs": ["18", "26"],
///   "layoutDirections": ["leftToRight"],
///   "languages": ["en_US", "de_DE", "double-length", "right-to-left"],
///   "previews": ["Profile card"],
///   "output": "trellis-report",
///   "baseline": "trellis-baseline.json"
/// }
/// ```
public struct AuditSettings: Sendable {
    /// The matrix.
    public var matrix = AuditMatrix.standard
    /// The names of the previews to audit; empty for every preview.
    public var previews: [String] = []
    /// The directory the report is written to.
    public var output = "trellis-report"
    /// The baseline file.
    public var baseline = "trellis-baseline.json"
    /// The part of the run this job does, `nil` for the whole.
    public var shard: AuditShard?

    /// The settings of an audit told nothing: ``AuditMatrix/standard``, every preview,
    /// `trellis-report/` and `trellis-baseline.json`, unsharded.
    public init() {}

    /// The keys `trellis.json` may have, each a setting ``set(_:to:at:)`` takes.
    public static let keys = ["devices", "orientations", "textSizes", "designs", "layoutDirections", "languages",
                              "previews", "output", "baseline", "shard"]

    /// Applies the configuration file `data`, named `file` in errors: a JSON object whose keys
    /// are among ``keys``, each with a string or an array of strings. Throws an error naming
    /// the file, the key and the problem.
    public mutating func apply(configuration data: Data, file: String) throws(AuditSettingsError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw AuditSettingsError(place: file, problem: "not valid JSON (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"))")
        }
        guard let settings = object as? [String: Any] else {
            throw AuditSettingsError(place: file, problem: "expected a JSON object of settings, such as {\"devices\": [\"iPhone 16 Pro\"]}")
        }
        for key in settings.keys.sorted() {
            let place = "\(file): key '\(key)'"
            guard Self.keys.contains(key) else {
                throw AuditSettingsError(place: place, problem: "unknown key; the keys are \(Self.keys.joined(separator: ", "))")
            }
            let values: [String]
            switch settings[key] {
            case let text as String: values = [text]
            case let list as [Any]:
                values = try list.enumerated().map { (index, value) throws(AuditSettingsError) -> String in
                    guard let text = value as? String else { throw AuditSettingsError(place: place, problem: "item \(index + 1) is not a string") }
                    return text
                }
            default: throw AuditSettingsError(place: place, problem: "expected a string or an array of strings")
            }
            try set(key, to: values, at: place)
        }
    }

    /// Sets the setting `key` (one of ``keys``) to `values`, given at `place` (named in errors):
    /// - `devices`: catalogue names, or `all` for the whole catalogue;
    /// - `orientations`: `portrait`, `landscape`, or `all`;
    /// - `textSizes`: `xSmall` … `xxxLarge`, `AX1` … `AX5`, or `all`;
    /// - `designs`: `17`, `18`, `26` (or `26.0`), or `all` (17, 18 and 26);
    /// - `layoutDirections`: `leftToRight` (`ltr`), `rightToLeft` (`rtl`), or `all`;
    /// - `languages`: locale identifiers (`en_US`, `ar`) and pseudo-languages (`double-length`,
    ///   `accented`, `right-to-left`, `bounded`);
    /// - `previews`: preview names;
    /// - `output`, `baseline`: a path; `shard`: `i/n`.
    public mutating func set(_ key: String, to values: [String], at place: String) throws(AuditSettingsError) {
        func fail(_ problem: String) -> AuditSettingsError { AuditSettingsError(place: place, problem: problem) }
        func single() throws(AuditSettingsError) -> String {
            guard values.count == 1, let value = values.first, !value.isEmpty else { throw fail("expected one value") }
            return value
        }
        let isAll = values.count == 1 && values[0].lowercased() == "all"
        if values.isEmpty && key != "previews" { throw fail("expected at least one value") }
        switch key {
        case "devices":
            matrix.devices = isAll ? Device.all : try values.map { (name) throws(AuditSettingsError) in
                do { return try Device.named(name) } catch { throw fail("\(error)") }
            }
        case "orientations":
            matrix.orientations = isAll ? AuditOrientation.allCases : try values.map { (name) throws(AuditSettingsError) in
                guard let value = AuditOrientation(rawValue: name.lowercased()) else { throw fail("unknown orientation '\(name)'; the orientations are portrait, landscape") }
                return value
            }
        case "textSizes":
            matrix.textSizes = isAll ? DynamicTypeSize.allCases : try values.map { (name) throws(AuditSettingsError) in
                guard let size = AuditTextSize.size(named: name) else {
                    throw fail("unknown text size '\(name)'; the sizes are \(DynamicTypeSize.allCases.map(AuditTextSize.name(of:)).joined(separator: ", "))")
                }
                return size
            }
        case "designs":
            matrix.designs = isAll ? [.iOS17, .iOS18, .iOS26] : try values.map { (name) throws(AuditSettingsError) in
                guard let design = OSVersion(release: name) else {
                    throw fail("unknown design '\(name)'; the designs are \(OSVersion.allCases.map(\.release).joined(separator: ", ")) (a major version is its latest release)")
                }
                return design
            }
        case "layoutDirections":
            matrix.layoutDirections = isAll ? [.leftToRight, .rightToLeft] : try values.map { (name) throws(AuditSettingsError) in
                switch name.lowercased() {
                case "lefttoright", "ltr": return .leftToRight
                case "righttoleft", "rtl": return .rightToLeft
                default: throw fail("unknown layout direction '\(name)'; the directions are leftToRight (ltr), rightToLeft (rtl)")
                }
            }
        case "languages":
            matrix.languages = try values.map { (name) throws(AuditSettingsError) in
                guard let language = AuditLanguage(name: name) else {
                    throw fail("'\(name)' is neither a locale identifier (such as en_US or ar) nor a pseudo-language (\(PseudoLanguage.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                return language
            }
        case "previews": previews = values
        case "output": output = try single()
        case "baseline": baseline = try single()
        case "shard":
            let text = try single()
            guard let shard = AuditShard(text) else { throw fail("'\(text)' is no shard; write i/n with 1 ≤ i ≤ n, such as 2/4") }
            self.shard = shard
        default:
            throw fail("unknown setting; the settings are \(Self.keys.joined(separator: ", "))")
        }
    }
}
