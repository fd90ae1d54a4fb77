import Foundation
import Testing

/// `trellis audit` run as a CI job runs it, in a directory of its own: the configuration file,
/// the exit status, the report's files, the baseline and the merge of shards.
@Suite("trellis audit")
struct AuditCommandTests {
    /// A fresh working directory, with `configuration` as its `trellis.json` if given.
    private func directory(configuration: String? = nil) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-audit-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if let configuration { try Data(configuration.utf8).write(to: url.appendingPathComponent("trellis.json")) }
        return url
    }

    /// `trellis audit ARGUMENTS` run in `directory`.
    private func audit(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = repositoryRoot.appendingPathComponent(".build/debug/trellis")
        process.arguments = ["audit"] + arguments
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test("a bad trellis.json is an error naming the file, the key and the problem")
    func badConfiguration() throws {
        let directory = try directory(configuration: #"{"textSizes": ["large", "huge"]}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try audit([], in: directory)
        #expect(run.status == 65)
        #expect(run.error.hasPrefix("error: trellis.json: key 'textSizes': unknown text size 'huge'; the sizes are xSmall, small, medium, large"))
        let option = try audit(["--design", "16"], in: directory)
        #expect(option.status == 65, "the file is read first")
        let fixed = try self.directory()
        defer { try? FileManager.default.removeItem(at: fixed) }
        let usage = try audit(["--design", "16"], in: fixed)
        #expect(usage.status == 64 && usage.error.hasPrefix("error: --design: unknown design '16'; the designs are 17, 18, 26.0, 26"))
    }

    @Test("new findings exit 1 and fill the report; after --update-baseline the same run exits 0")
    func baseline() throws {
        let directory = try directory(configuration: #"{"previews": ["Follow toggle"], "textSizes": ["large", "AX5"]}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try audit(["--language", "en_US,double-length"], in: directory)
        #expect(first.status == 1, "\(first.output)\(first.error)")
        #expect(first.output.hasPrefix("audited 4 layouts (1 preview × 4 columns): "))
        #expect(first.output.contains("\nnew: Follow toggle on iPhone 16 Pro · portrait · large · iOS 26 · LTR · double-length: smallHitRegion Toggle \"Following Following\": "))
        #expect(first.error.isEmpty, "no progress line when standard error is no terminal")
        let report = directory.appendingPathComponent("trellis-report")
        for file in ["index.html", "report.json", "junit.xml", "layouts/p0-c3.svg", "layouts/p0-c3.html"] {
            #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent(file).path), "\(file)")
        }
        let update = try audit(["--language", "en_US,double-length", "--update-baseline", "--progress"], in: directory)
        #expect(update.status == 0 && update.output.contains("wrote trellis-baseline.json, accepting "))
        #expect(update.error.hasSuffix("auditing 4/4 layouts\n"))
        let again = try audit(["--language", "en_US,double-length"], in: directory)
        #expect(again.status == 0 && again.output.contains(", 0 new\n"), "\(again.output)")
    }

    @Test("shards split the run and merge back into the whole")
    func shards() throws {
        let directory = try directory(configuration: #"{"textSizes": ["large", "AX3"], "devices": ["iPhone SE (3rd generation)"]}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = try audit(["--output", "whole"], in: directory)
        let one = try audit(["--shard", "1/2", "--output", "one"], in: directory)
        let two = try audit(["--shard", "2/2", "--output", "two"], in: directory)
        let merged = try audit(["merge", "one", "two", "--output", "merged"], in: directory)
        #expect(merged.status == whole.status)
        let layouts = { (name: String) throws -> [String] in
            let data = try Data(contentsOf: directory.appendingPathComponent("\(name)/report.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            return try #require(json["layouts"] as? [[String: Any]]).map { "\($0["previewIndex"] ?? "")-\($0["columnIndex"] ?? "")" }
        }
        #expect(try layouts("one").count + layouts("two").count == layouts("whole").count)
        #expect(try layouts("merged") == layouts("whole"))
        #expect(one.output.contains("shard 1/2") && two.output.contains("shard 2/2"))
        #expect(merged.output.contains("shards 1/2, 2/2"))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("merged/layouts/p0-c1.svg").path))
    }
}
