import Dispatch
import Foundation
import Trellis
import TrellisAudit
import TrellisExamples

/// `--audit`: the audit of a package of 50 previews over 6 devices × 12 text sizes × 3
/// languages (10,800 layouts), as `trellis audit` runs it, timed once without the report and
/// once writing it.
enum AuditBench {
    /// The devices: the smallest and largest iPhones of each line and two iPads.
    static let deviceNames = ["iPhone SE (3rd generation)", "iPhone 13 mini", "iPhone 16 Pro", "iPhone 16 Pro Max",
                              "iPad mini (6th generation)", "iPad Pro 13-inch (M4)"]

    /// The matrix: 6 devices upright × 12 text sizes × 3 languages (one written right to left,
    /// one pseudo-language), with iOS 26's design.
    static var matrix: AuditMatrix {
        AuditMatrix(devices: deviceNames.compactMap { try? Device.named($0) }, orientations: [.portrait], textSizes: DynamicTypeSize.allCases,
                    designs: [.iOS26], layoutDirections: [.leftToRight], languages: [.locale("en_US"), .locale("ar"), .pseudo(.doubleLength)])
    }

    /// 50 previews: the built-in example screens, each in several settings (as they are, in a
    /// navigation stack with a title, in a scroll view, padded and framed, under a headline, in
    /// a larger font, on a background), cycled until there are 50.
    @MainActor
    static var previews: [Preview] {
        let screens: [(String, @MainActor () -> any View)] = [
            ("Profile card", { ProfileCard() }), ("Settings grid", { SettingsGrid() }), ("Checkout", { CheckoutScreen() }),
            ("Dashboard", { Dashboard() }), ("Photo grid", { PhotoGrid() }), ("Tag cloud", { TagCloud() }),
            ("Color picker", { AdaptiveColorPicker() }),
        ]
        return (0..<50).map { index in
            let (name, screen) = screens[index % screens.count]
            let setting = index / screens.count
            return Preview("\(name) \(setting + 1)") {
                AnyView(setting: setting, screen())
            }
        }
    }

    /// Runs the bench and exits: the audit alone, then the audit writing the whole report
    /// (a thumbnail and an explorer page per layout, `report.json`, `junit.xml`, `index.html`)
    /// into a temporary directory, removed afterwards.
    static func run() -> Never {
        Task { @MainActor in
            let previews = previews, columns = matrix.columns
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-audit-bench-\(UUID().uuidString)")
            do {
                for pages in [nil, directory.appendingPathComponent(AuditReport.pagesDirectory)] {
                    if let pages { try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true) }
                    let start = DispatchTime.now().uptimeNanoseconds
                    let layouts = try await AuditRunner(columns: columns, pages: pages).run(previews)
                    if pages != nil {
                        try AuditReportWriter.write(AuditReport(columns: columns, previews: previews.map(\.displayName), layouts: layouts), to: directory)
                    }
                    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                    let findings = layouts.reduce(0) { $0 + $1.findings.count }
                    var load = [0.0, 0, 0]
                    let loads = getloadavg(&load, 3)
                    print("audit\(pages == nil ? "" : " with the report"): \(layouts.count) layouts (\(previews.count) previews × \(columns.count) columns) "
                          + "in \(format(seconds, 2)) s, \(format(Double(layouts.count) / seconds, 0)) layouts/s, \(findings) findings; "
                          + "\(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(loads > 0 ? format(load[0], 2) : "unknown")")
                    // Shown at once, before the slower run, even when standard output is a pipe.
                    fflush(nil)
                }
            } catch {
                try? FileManager.default.removeItem(at: directory)
                FileHandle.standardError.write(Data("audit bench: \(error)\n".utf8))
                exit(1)
            }
            try? FileManager.default.removeItem(at: directory)
            exit(0)
        }
        dispatchMain()
    }
}

extension AnyView {
    /// `screen` in the bench's setting number `setting` (0 is the screen as it is).
    @MainActor
    fileprivate init(setting: Int, _ screen: any View) {
        let view = AnyView(screen)
        switch setting % 7 {
        case 1: self.init(NavigationStack { view.navigationTitle("Screen") })
        case 2: self.init(ScrollView { view })
        case 3: self.init(view.padding(24).frame(maxWidth: 420))
        case 4: self.init(VStack(alignment: .leading) { Text("A headline above the screen").font(.headline); view })
        case 5: self.init(view.font(.title3))
        case 6: self.init(view.background(Color.yellow))
        default: self.init(view)
        }
    }
}
