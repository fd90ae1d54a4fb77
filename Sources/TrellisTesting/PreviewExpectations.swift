import Foundation
import Trellis
import TrellisDiagnostics

/// Expects every preview in `previews` — by default every `#Preview` registered in the test
/// binary — to lay out without warnings on each of `devices`, each preview laid out as its traits
/// say (see `Preview.layout(on:)`). A failure names each preview, where it is declared and the
/// device, with each warning and the why-chain of the view it is about, and the pictures of the
/// first layout that failed. No previews at all is a failure too, so that a test cannot pass
/// without checking anything.
///
/// ```swift
/// @Test @MainActor func previewsLayOutCleanly() {
///     expectPreviewsLayOutCleanly(on: [.iPhoneSE, .iPhone15, .iPad])
/// }
/// ```
/// To check some of the previews, pass them as `previews`, for example
/// `Preview.all.filter { $0.fileID.hasPrefix("MyApp/") }`; warnings of the kinds in `ignoring`
/// do not fail the expectation.
@discardableResult @MainActor
public func expectPreviewsLayOutCleanly(on devices: [Device] = [.iPhone15], previews: [Preview] = Preview.all,
                                        ignoring: Set<LayoutWarning.Kind> = [],
                                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard !previews.isEmpty, !devices.isEmpty else {
        fail(previews.isEmpty ? "no previews to lay out: the binary registers no #Preview" : "no devices to lay the previews out on", at: site)
        return false
    }
    var failures: [String] = []
    var firstFailing: LayoutResult?
    for preview in previews {
        for device in devices {
            let layout = preview.layout(on: device)
            let warnings = layout.warnings.filter { !ignoring.contains($0.kind) }
            guard !warnings.isEmpty else { continue }
            let explained = warnings.map { "- \($0.kind): \($0.message)\n" + why($0.node, in: layout, indent: "  ") }
            failures.append("'\(preview.displayName)' (\(preview.fileID):\(preview.line)) on \(preview.device(for: device)):\n" + explained.joined(separator: "\n"))
            firstFailing = firstFailing ?? layout
        }
    }
    if !failures.isEmpty {
        fail(ExpectationSentences.previewLayoutsWithWarnings(failures.count, of: previews.count * devices.count) + "\n" + failures.joined(separator: "\n"),
             at: site, layout: firstFailing)
    }
    return failures.isEmpty
}
