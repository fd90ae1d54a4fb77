import Foundation
import Trellis
import TrellisDiagnostics

/// One combination a sweep lays a view out in: a device running an iOS design, a Dynamic Type
/// size and a layout direction.
public struct SweepCase: Sendable, Hashable, CustomStringConvertible {
    /// The device, whose window, safe area, scale, size classes and iOS design the layout gets.
    public var device: Device
    /// The text size.
    public var dynamicTypeSize: DynamicTypeSize
    /// The reading direction.
    public var layoutDirection: LayoutDirection

    /// The iOS design the device runs.
    public var osVersion: OSVersion { device.osVersion }

    /// The case as a table row names it, such as `iPhone SE, iOS 26, accessibility3, rightToLeft`.
    public var description: String { "\(device.name), \(osVersion), \(dynamicTypeSize), \(layoutDirection)" }
}

/// One case of a sweep with the failure messages its expectations gave (none when it passed).
public struct SweepResult: Sendable {
    /// The case.
    public let sweepCase: SweepCase
    /// The failure messages, in order.
    public let failures: [String]
}

/// What a sweep found: each case with the failures of its expectations.
public struct SweepReport: Sendable {
    /// Each case, in the order laid out.
    public let results: [SweepResult]

    /// The cases whose expectations failed.
    public var failedCases: [SweepCase] { results.filter { !$0.failures.isEmpty }.map(\.sweepCase) }

    /// A table with one row per case: its device, iOS design, text size, direction, `ok` or
    /// `FAILED`, and its first failure on one line without the why-chain, columns padded to
    /// line up.
    public var table: String {
        let header = ["device", "OS", "text size", "direction", "result", "why"]
        let rows = results.map { result in
            [result.sweepCase.device.name, "\(result.sweepCase.osVersion)", "\(result.sweepCase.dynamicTypeSize)", "\(result.sweepCase.layoutDirection)",
             result.failures.isEmpty ? "ok" : "FAILED",
             result.failures.first.map { summary(of: $0) } ?? ""]
        }
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.indices.map { column in
                column == row.count - 1 ? row[column] : row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }
}

/// `message` on one line, without its why-chains: its lines trimmed and joined by `; `, less
/// each `why:` line and the chain indented under it, and the pictures.
private func summary(of message: String) -> String {
    var kept: [String] = []
    var chainIndent: Int?
    for line in message.split(separator: "\n") {
        let indent = line.prefix { $0 == " " }.count
        if let outer = chainIndent, indent > outer { continue }
        chainIndent = nil
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("why:") { chainIndent = indent }
        if !trimmed.hasPrefix("why:") && !trimmed.hasPrefix("pictures:") { kept.append(trimmed) }
    }
    return kept.joined(separator: "; ")
}

/// Lays `view` out in every combination of `devices`, `osVersions`, `dynamicTypeSizes` and
/// `layoutDirections` and runs `expectations` with each layout. Without `osVersions`, each
/// device runs its own design (iOS 26 for the presets); with them, every device runs each. Failures inside `expectations`
/// are gathered per case: the sweep prints a table of every case (which passed, which broke
/// and the first reason) and, when any case broke, reports one failure holding the table and
/// each broken case's full messages, why-chains included.
///
/// ```swift
/// sweepLayout(of: SignInScreen(), devices: [.iPhoneSE, .iPhone15], osVersions: [.iOS18, .iOS26],
///             dynamicTypeSizes: [.large, .accessibility3]) { _, layout in
///     expectNotTruncated(in: layout)
///     expectView(.text("Sign in"), isInside: .safeArea, in: layout)
/// }
/// ```
@MainActor @preconcurrency
@discardableResult
public func sweepLayout(of view: some View, devices: [Device], osVersions: [OSVersion]? = nil, dynamicTypeSizes: [DynamicTypeSize] = [.large],
                        layoutDirections: [LayoutDirection] = [.leftToRight], environment: EnvironmentValues = EnvironmentValues(),
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                        _ expectations: (SweepCase, LayoutResult) -> Void) -> SweepReport {
    var results: [SweepResult] = []
    let running = devices.flatMap { device in osVersions.map { $0.map(device.running) } ?? [device] }
    for device in running {
        for size in dynamicTypeSizes {
            for direction in layoutDirections {
                let sweepCase = SweepCase(device: device, dynamicTypeSize: size, layoutDirection: direction)
                var caseEnvironment = environment
                caseEnvironment.dynamicTypeSize = size
                caseEnvironment.layoutDirection = direction
                let layout = view.layout(on: device, environment: caseEnvironment)
                let collector = FailureCollector()
                FailureCollector.$current.withValue(collector) { expectations(sweepCase, layout) }
                results.append(SweepResult(sweepCase: sweepCase, failures: collector.messages))
            }
        }
    }
    let report = SweepReport(results: results)
    print(report.table)
    let broken = results.filter { !$0.failures.isEmpty }
    if !broken.isEmpty {
        let details = broken.map { result in
            "\(result.sweepCase):\n" + result.failures.map { "  " + $0.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n")
        }
        fail(ExpectationSentences.brokenCases(broken.count, of: results.count) + "\n\(report.table)\n\n" + details.joined(separator: "\n"),
             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return report
}
