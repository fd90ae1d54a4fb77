import Foundation
import Trellis

/// Writes a report's files into its directory: `report.json`, `junit.xml` and `index.html`
/// (whose thumbnails and explorer pages the run wrote into `layouts/`).
public enum AuditReportWriter {
    /// Writes `report`'s three files into `directory`, creating it if need be.
    public static func write(_ report: AuditReport, to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try report.jsonData().write(to: directory.appendingPathComponent("report.json"))
        try Data(report.junitXML.utf8).write(to: directory.appendingPathComponent("junit.xml"))
        try Data(report.indexHTML.utf8).write(to: directory.appendingPathComponent("index.html"))
    }
}
