import Foundation
import Trellis
import TrellisAudit

/// `trellis audit [options]`: every preview laid out over a matrix of devices, orientations,
/// text sizes, designs, directions and languages, each layout audited, and a report written;
/// exits 1 when the baseline does not accept a finding. `trellis audit merge DIR...` joins the
/// reports of shards.
struct AuditCommand: Command {
    static let name = "audit"
    static let summary = "Audit every #Preview over a matrix of devices, text sizes, designs and languages, and write a report (exit 1 on new findings)."
    static let usage = """
        trellis audit [--device NAME|all]... [--orientation portrait,landscape] [--text-size large,AX3|all] [--design 17,18,26] \
        [--layout-direction ltr,rtl] [--language en_US,double-length,accented,right-to-left,bounded] [--preview NAME]... \
        [--shard I/N] [--output DIR] [--baseline FILE] [--update-baseline] [--progress]
               trellis audit merge DIR... [--output DIR] [--baseline FILE] [--update-baseline]
        """

    /// The options that set a setting, with its key in `trellis.json`, in the order applied.
    private static let settingOptions: [(option: String, key: String)] = [
        ("--device", "devices"), ("--orientation", "orientations"), ("--text-size", "textSizes"), ("--design", "designs"),
        ("--layout-direction", "layoutDirections"), ("--language", "languages"), ("--preview", "previews"),
        ("--output", "output"), ("--baseline", "baseline"), ("--shard", "shard"),
    ]

    /// The configuration file read from the working directory.
    private static let configurationFile = "trellis.json"

    /// The previews the command audits (or the ones `--preview` names among them).
    let previews: [Preview]

    init(previews: [Preview]) {
        self.previews = previews
    }

    init() {
        self.init(previews: Preview.all)
    }

    func run(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        if arguments.first == "merge" { return try merge(Array(arguments.dropFirst()), output: &output) }
        let options = try Options(arguments, names: Set(Self.settingOptions.map(\.option)), flags: ["--update-baseline", "--progress"], usage: Self.usage)
        guard options.positional.isEmpty else {
            throw CommandError.usage("unexpected '\(options.positional.joined(separator: " "))'", usage: Self.usage)
        }
        var settings = AuditSettings()
        if let data = FileManager.default.contents(atPath: Self.configurationFile) {
            do { try settings.apply(configuration: data, file: Self.configurationFile) } catch { throw CommandError.input(error.description) }
        }
        for (option, key) in Self.settingOptions {
            let given = options.allValues(option)
            guard !given.isEmpty else { continue }
            // Preview names may hold commas; every other value is a comma-separated list.
            let values = key == "previews" ? given : given.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
            do { try settings.set(key, to: values, at: option) } catch { throw CommandError.usage(error.description, usage: Self.usage) }
        }
        let names = previews.map(\.displayName)
        for name in settings.previews where !names.contains(name) {
            let suggestions = NameSuggestions.nearest(to: name, among: names)
            let hint = suggestions.isEmpty ? "" : "did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))? "
            throw CommandError.usage("no preview named '\(name)'; \(hint)the previews are \(names.map { "'\($0)'" }.joined(separator: ", "))", usage: Self.usage)
        }
        let baseline = try Self.baseline(at: settings.baseline, updating: options.isSet("--update-baseline"))
        let chosen = settings.previews.isEmpty ? previews : previews.filter { settings.previews.contains($0.displayName) }
        let run = AuditRun(previews: chosen, settings: settings, baseline: baseline, updateBaseline: options.isSet("--update-baseline"),
                           showsProgress: options.isSet("--progress") || isatty(STDERR_FILENO) != 0)
        // The views are lowered on the main actor while child tasks lay them out: the main
        // thread serves the main actor until the run exits.
        Task { @MainActor in exit(await run.perform()) }
        dispatchMain()
    }

    /// `trellis audit merge DIR...`: the shards' reports joined, judged by the baseline and
    /// written with their pages; exits 1 on new findings.
    private func merge(_ arguments: [String], output: inout some TextOutputStream) throws(CommandError) {
        let options = try Options(arguments, names: ["--output", "--baseline"], flags: ["--update-baseline"], usage: Self.usage)
        guard !options.positional.isEmpty else { throw CommandError.usage("merge needs the report directories of the shards", usage: Self.usage) }
        let destination = URL(fileURLWithPath: options.value("--output") ?? AuditSettings().output)
        var reports: [AuditReport] = []
        for directory in options.positional {
            let file = URL(fileURLWithPath: directory).appendingPathComponent("report.json")
            do {
                reports.append(try AuditReport(jsonData: try Data(contentsOf: file)))
            } catch {
                throw CommandError.input("\(file.path): \(error)")
            }
        }
        let updating = options.isSet("--update-baseline")
        let baselineFile = options.value("--baseline") ?? AuditSettings().baseline
        let baseline = try Self.baseline(at: baselineFile, updating: updating)
        do {
            var report = try AuditReport.merging(reports)
            let pages = destination.appendingPathComponent(AuditReport.pagesDirectory)
            try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
            for directory in options.positional {
                let source = URL(fileURLWithPath: directory).appendingPathComponent(AuditReport.pagesDirectory)
                guard source.standardizedFileURL != pages.standardizedFileURL else { continue }
                for name in (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? [] {
                    let target = pages.appendingPathComponent(name)
                    try? FileManager.default.removeItem(at: target)
                    try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: target)
                }
            }
            if updating { try report.baseline.jsonData().write(to: URL(fileURLWithPath: baselineFile)) }
            report = report.judged(by: updating ? report.baseline : baseline)
            try AuditReportWriter.write(report, to: destination)
            let status = AuditRun.summarize(report, in: destination.relativePath, baselineWritten: updating ? baselineFile : nil)
            if status != 0 { exit(status) }
        } catch let error as AuditMergeError {
            throw CommandError.input(error.description)
        } catch {
            throw CommandError.input("\(destination.path): \(error.localizedDescription)")
        }
    }

    /// The baseline in `path`, empty when there is none or when it is about to be rewritten.
    private static func baseline(at path: String, updating: Bool) throws(CommandError) -> LayoutAuditBaseline {
        guard !updating, let data = FileManager.default.contents(atPath: path) else { return LayoutAuditBaseline(ids: []) }
        do {
            return try LayoutAuditBaseline(jsonData: data)
        } catch {
            throw CommandError.input("\(path): not a baseline file (\(error))")
        }
    }
}

/// One `trellis audit` run, from its settings to its exit status.
private struct AuditRun {
    let previews: [Preview]
    let settings: AuditSettings
    let baseline: LayoutAuditBaseline
    let updateBaseline: Bool
    let showsProgress: Bool

    /// Runs the audit, writes the report (and the baseline when asked) and returns the exit
    /// status: 1 when the baseline does not accept a finding, 65 when a file cannot be written.
    @MainActor
    func perform() async -> Int32 {
        let destination = URL(fileURLWithPath: settings.output)
        let pages = destination.appendingPathComponent(AuditReport.pagesDirectory)
        let columns = settings.matrix.columns
        do {
            try? FileManager.default.removeItem(at: pages)
            try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
            let runner = AuditRunner(columns: columns, shard: settings.shard, pages: pages)
            var progress = ProgressLine(shown: showsProgress)
            let layouts = try await runner.run(previews) { done, total in progress.update(done, of: total) }
            progress.finish()
            var report = AuditReport(columns: columns, previews: previews.map(\.displayName), shards: settings.shard.map { [$0] } ?? [], layouts: layouts)
            if updateBaseline { try report.baseline.jsonData().write(to: URL(fileURLWithPath: settings.baseline)) }
            report = report.judged(by: updateBaseline ? report.baseline : baseline)
            try AuditReportWriter.write(report, to: destination)
            return Self.summarize(report, in: settings.output, baselineWritten: updateBaseline ? settings.baseline : nil)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 65
        }
    }

    /// How many new findings the summary lists; the report has them all.
    static let shownFindings = 20

    /// Prints what `report` found and where it is (`path`, as it was given), and returns the exit status: 1 when there are
    /// new findings, 0 otherwise.
    static func summarize(_ report: AuditReport, in path: String, baselineWritten: String?) -> Int32 {
        var output = StandardOutput()
        print("audited \(report.summary)", to: &output)
        let new = report.layouts.flatMap { layout in layout.newFindings.map { (layout, $0) } }
        for (layout, finding) in new.prefix(shownFindings) {
            print("new: \(layout.preview) on \(layout.column): \(finding.kind.rawValue) \(finding.culprit): \(finding.message)", to: &output)
        }
        if new.count > shownFindings { print("… and \(new.count - shownFindings) more new findings in junit.xml and index.html", to: &output) }
        if let baselineWritten {
            print("wrote \(baselineWritten), accepting \(report.baseline.findings.count) finding\(report.baseline.findings.count == 1 ? "" : "s")", to: &output)
        }
        print("report: \(path)/index.html, \(path)/report.json, \(path)/junit.xml", to: &output)
        return report.newFindingCount > 0 ? 1 : 0
    }
}

/// The progress line on standard error: "auditing N/M layouts", rewritten in place at most ten
/// times a second.
private struct ProgressLine {
    let shown: Bool
    private var lastWrite = Date.distantPast

    init(shown: Bool) {
        self.shown = shown
    }

    mutating func update(_ done: Int, of total: Int) {
        guard shown, done == total || Date().timeIntervalSince(lastWrite) >= 0.1 else { return }
        lastWrite = Date()
        FileHandle.standardError.write(Data("\rauditing \(done)/\(total) layouts".utf8))
    }

    func finish() {
        if shown { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
