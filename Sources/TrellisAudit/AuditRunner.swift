import Foundation
import Trellis

/// Lays every preview out in every column of a matrix and audits each layout.
///
/// The views are lowered on the main actor, where their bodies run; each lowered graph is then
/// laid out and audited in a child task, in parallel with the others and with the lowering of
/// the next, so that the run keeps every core busy. A run that writes pages solves each layout
/// once, in explain mode, and audits and draws that one result; the layouts come back in the
/// same order whichever task finishes first, so the report's files are the same every run.
///
/// ```swift
/// let runner = AuditRunner(columns: AuditMatrix.standard.columns)
/// let layouts = try await runner.run(Preview.all)
/// ```
public struct AuditRunner: Sendable {
    /// The columns every preview is laid out in.
    public var columns: [AuditColumn]
    /// The part of the run to do, `nil` for the whole.
    public var shard: AuditShard?
    /// The audit each layout gets.
    public var audit: LayoutAudit
    /// Where each layout's wireframe thumbnail (`KEY.svg`) and explorer page (`KEY.html`) are
    /// written (see ``AuditedLayout/key``); `nil` to write none.
    public var pages: URL?
    /// How many layouts are laid out and audited at once at most, besides the one lowered.
    public var concurrency: Int

    /// A runner over `columns`, auditing with `audit`, doing `shard` of the run, writing pages
    /// to `pages`, with two layouts per core at a time.
    public init(columns: [AuditColumn], shard: AuditShard? = nil, audit: LayoutAudit = LayoutAudit(), pages: URL? = nil,
                concurrency: Int = 2 * ProcessInfo.processInfo.activeProcessorCount) {
        self.columns = columns
        self.shard = shard
        self.audit = audit
        self.pages = pages
        self.concurrency = max(1, concurrency)
    }

    /// How many layouts a run of `previewCount` previews makes: previews × columns, or this
    /// shard's part of them.
    public func layoutCount(previews previewCount: Int) -> Int {
        let all = previewCount * columns.count
        guard let shard else { return all }
        return all / shard.count + (all % shard.count >= shard.index ? 1 : 0)
    }

    /// Lays out and audits `previews` in every column (or this shard's part of them), telling
    /// `progress` how many layouts are done of how many after each. The layouts come back by
    /// preview and then by column. Throws ``AuditPageError`` when a page cannot be written, and
    /// ``AuditSettingsError`` when a column names a device or design that does not exist.
    @MainActor
    public func run(_ previews: [Preview], progress: (@MainActor (_ done: Int, _ total: Int) -> Void)? = nil) async throws -> [AuditedLayout] {
        let devices = try columns.map { column in
            guard let device = column.resolvedDevice else {
                throw AuditSettingsError(place: "the matrix", problem: "column '\(column)' names no device of the catalogue or no design")
            }
            return device
        }
        let environments = columns.map(\.environment)
        let total = layoutCount(previews: previews.count)
        var layouts: [AuditedLayout] = []
        layouts.reserveCapacity(total)
        var failure: (any Error)?
        await withTaskGroup(of: Result<AuditedLayout, any Error>.self) { group in
            var running = 0, position = -1
            @MainActor func collect(_ outcome: Result<AuditedLayout, any Error>) {
                running -= 1
                switch outcome {
                case .success(let layout): layouts.append(layout)
                case .failure(let error): failure = failure ?? error
                }
                progress?(layouts.count, total)
            }
            for (previewIndex, preview) in previews.enumerated() {
                let source = "\(preview.fileID):\(preview.line)"
                for (columnIndex, column) in columns.enumerated() {
                    position += 1
                    if let shard, !shard.contains(position) { continue }
                    while running >= concurrency, let outcome = await group.next() { collect(outcome) }
                    // With pages, the layout is solved once, in explain mode: the audit reads its texts' lines
                    // from the trace and the explorer page its why-chains, neither laying it out again.
                    let prepared = preview.prepareLayout(on: devices[columnIndex], environment: environments[columnIndex], explain: pages != nil)
                    // A preview whose trait turns the device is reported as held the way it was laid out.
                    var held = column
                    let turned = preview.device(for: devices[columnIndex])
                    if turned.size.width > turned.size.height { held.orientation = .landscape }
                    let job = Job(preview: preview.displayName, source: source, previewIndex: previewIndex, column: held,
                                  columnIndex: columnIndex, audit: audit, pages: pages)
                    group.addTask { await job.run(prepared) }
                    running += 1
                }
            }
            while let outcome = await group.next() { collect(outcome) }
        }
        if let failure { throw failure }
        return layouts.sorted { ($0.previewIndex, $0.columnIndex) < ($1.previewIndex, $1.columnIndex) }
    }

    /// One layout to lay out and audit, away from the main actor.
    private struct Job: Sendable {
        let preview: String, source: String, previewIndex: Int, column: AuditColumn, columnIndex: Int
        let audit: LayoutAudit, pages: URL?

        /// The layout `prepared` laid out and audited, its pages written (from the same result,
        /// which has a trace when the run writes pages).
        nonisolated func run(_ prepared: PreparedLayout) async -> Result<AuditedLayout, any Error> {
            let result = prepared.layout()
            let found = audit.findings(in: result, layout: preview)
            let layout = AuditedLayout(preview: preview, source: source, previewIndex: previewIndex, column: column, columnIndex: columnIndex,
                                       windowSize: result.windowSize, findings: found.map { AuditedLayout.Finding($0, in: result) })
            if let pages {
                let svg = Self.marking(found.compactMap { result.frame(ofNode: $0.culprit.node) }, in: Wireframe.svg(result))
                let html = Wireframe.html(result, design: "iOS \(column.design)")
                for (name, text) in [("\(layout.key).svg", svg), ("\(layout.key).html", html)] {
                    let file = pages.appendingPathComponent(name)
                    if let reason = Self.write(text, to: file.path) { return .failure(AuditPageError(path: file.path, reason: reason)) }
                }
            }
            return .success(layout)
        }

        /// Writes `text` to the file at `path`, replacing it; returns why it could not, or `nil`.
        /// Written plainly, with no flush to the disk per file (`Data.write` syncs each file, which
        /// costs an audit of thousands of pages more than making them): a report is rewritten by
        /// the next run, not kept through a crash.
        static func write(_ text: String, to path: String) -> String? {
            guard let file = fopen(path, "wb") else { return String(cString: strerror(errno)) }
            var bytes = text
            let written = bytes.withUTF8 { fwrite($0.baseAddress, 1, $0.count, file) }
            let failed = written != bytes.utf8.count
            let reason = failed ? String(cString: strerror(errno)) : nil
            return fclose(file) != 0 && reason == nil ? String(cString: strerror(errno)) : reason
        }

        /// `svg`, a wireframe, with a red outline around each of `frames`, the culprits' frames,
        /// drawn over every box.
        static func marking(_ frames: [CGRect], in svg: String) -> String {
            guard !frames.isEmpty, let end = svg.range(of: "</svg>", options: .backwards) else { return svg }
            let outlines = frames.filter { $0.width.isFinite && $0.height.isFinite }.map { frame in
                #"<rect class="culprit" x="\#(frame.minX)" y="\#(frame.minY)" width="\#(frame.width)" height="\#(frame.height)" fill="none" stroke="rgb(255,59,48)" stroke-width="3"/>"#
            }
            var marked = svg
            marked.insert(contentsOf: outlines.joined(separator: "\n") + "\n", at: end.lowerBound)
            return marked
        }
    }
}

/// A page of the report that could not be written.
public struct AuditPageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// Why it could not be written.
    public var reason: String

    /// "cannot write PATH: REASON".
    public var description: String { "cannot write \(path): \(reason)" }
}
