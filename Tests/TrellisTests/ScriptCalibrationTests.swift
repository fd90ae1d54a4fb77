import Foundation
import Testing
import TrellisGeometry
import TrellisLayout

/// Replays the rows of `TextCalibration/script-measurements.json` (text in scripts other than
/// Latin that iOS rendered, described in that directory's README) against the built-in measurer.
///
/// The rows change no width factor (fits held out by repository keep kana and Cyrillic where
/// they are; ideographs and Arabic have one repository each), so the tests hold the model to what
/// the rows record and to the error bounds ContentViewMetrics documents per script, and hold every
/// wrapped row to the lines that iOS drew.
@Suite("Script calibration rows")
struct ScriptCalibrationTests {
    /// One row, as far as these tests read it.
    struct Row: Decodable {
        struct FontSpec: Decodable {
            var style: String?
            var size: Double?
            var weight: String?
        }
        struct Measured: Decodable {
            var width: Double?
            var height: Double?
            var lines: Int?
            var proposedWidth: Double?
            var lineTexts: [String]?
        }
        struct Model: Decodable {
            var width: Double?
            var lines: Int?
            var lineTexts: [String]?
            var language: String
        }
        var id: String
        var repo: String
        var script: String
        var kind: String
        var scale: Double
        var text: String?
        var font: FontSpec
        var measured: Measured
        var model: Model
    }

    static let rows: [Row] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("TextCalibration/script-measurements.json")
        do {
            return try JSONDecoder().decode([Row].self, from: Data(contentsOf: url))
        } catch {
            Issue.record("script-measurements.json: \(error)")
            return []
        }
    }()

    /// The row's text in its font and display scale, in the language the model sets it in.
    private func spec(_ row: Row) throws -> TextSpec {
        let text = try #require(row.text, "\(row.id): no text")
        let weight = try #require(Font.Weight(name: row.font.weight ?? "regular"), "\(row.id): unknown weight")
        let font: Font
        if let size = row.font.size {
            font = .system(size: size, weight: weight)
        } else {
            let style = try #require(row.font.style.flatMap(Font.TextStyle.init(rawValue:)), "\(row.id): no size or style")
            font = .system(style, weight: weight)
        }
        var spec = TextSpec(text, font: font, alignment: .center)
        spec.displayScale = CGFloat(row.scale)
        let language = row.model.language
        spec.language = try #require(TextLanguage(name: language), "\(row.id): unknown language \(language)")
        return spec
    }

    private func measure(_ row: Row, width: Double? = nil) throws -> TextMeasurement {
        let proposal = ProposedViewSize(width: width.map { CGFloat($0) }, height: nil)
        return BuiltInTextMeasurer().measure(try spec(row), proposal: proposal)
    }

    /// The rows that give a one-line width and the model's width beside it.
    private static var widthRows: [Row] {
        rows.filter { $0.kind == "line" && $0.measured.width != nil && $0.model.width != nil }
    }

    @Test("the file holds 145 rows, in the scripts the README counts")
    func coverage() {
        let byScript = Dictionary(grouping: Self.rows, by: \.script).mapValues(\.count)
        #expect(Self.rows.count == 145)
        #expect(byScript == ["kana": 29, "han": 45, "cyrillic": 26, "arabic": 18, "latin": 27])
        #expect(Set(Self.rows.map(\.id)).count == Self.rows.count, "ids are unique")
    }

    @Test("every one-line width the rows record is the model's width today")
    func recordedModelWidths() throws {
        for row in Self.widthRows {
            let width = try measure(row).size.width
            #expect(abs(width - row.model.width!) < 0.01, "\(row.id): \(width) against \(row.model.width!)")
        }
    }

    @Test("Arabic lines are as tall as SF Pro's: every height measured on a fill is the model's")
    func heights() throws {
        let rows = Self.rows.filter { $0.measured.height != nil }
        #expect(rows.count == 8)
        for row in rows {
            let height = try measure(row).size.height
            #expect(abs(height - row.measured.height!) < 0.01, "\(row.id): \(height) against \(row.measured.height!)")
        }
    }

    /// The mean and the largest of |model / measured − 1| over `rows`.
    private func errors(_ rows: [Row]) throws -> (mean: Double, worst: Double) {
        let errors = try rows.map { row in
            abs(try measure(row).size.width / row.measured.width! - 1)
        }
        return (errors.reduce(0, +) / Double(errors.count), errors.max() ?? 0)
    }

    @Test("Latin in the same images is within 1.4 % of the model: the reading is sound")
    func latinControl() throws {
        let latin = Self.widthRows.filter { $0.script == "latin" }
        #expect(latin.count == 25)
        let (mean, worst) = try errors(latin)
        #expect(mean < 0.006, "mean \(mean)")
        #expect(worst < 0.014, "worst \(worst)")
    }

    @Test("per script, the model's error on the rows is as ContentViewMetrics reports it")
    func documentedErrors() throws {
        // (script, repository, mean and worst |error| documented, rounded up to the next 0.5 %)
        let documented: [(String, String, Double, Double)] = [
            ("arabic", "eser/aya.is", 0.050, 0.095),
            ("cyrillic", "entaku0818/VoiceMemo", 0.020, 0.050),
            ("cyrillic", "easydev991/SwiftUI-WorkoutApp", 0.010, 0.020),
            ("han", "entaku0818/VoiceMemo", 0.050, 0.090),
            ("kana", "entaku0818/VoiceMemo", 0.040, 0.095),
            ("kana", "sosuiiii/ci2", 0.040, 0.065),
            ("kana", "kuritatu18/SampleSnapshotTests", 0.025, 0.025),
        ]
        for (script, repo, meanBound, worstBound) in documented {
            let rows = Self.widthRows.filter { $0.script == script && $0.repo == repo }
            #expect(!rows.isEmpty, "\(script) in \(repo)")
            let (mean, worst) = try errors(rows)
            #expect(mean < meanBound, "\(script) in \(repo): mean \(mean)")
            #expect(worst < worstBound, "\(script) in \(repo): worst \(worst)")
        }
    }

    /// Each line's characters, without the white space that hangs at its end (an ideographic
    /// space that starts a paragraph stays).
    private func starts(_ measurement: TextMeasurement) -> [String] {
        measurement.lines.map { String($0.text.reversed().drop(while: \.isWhitespace).reversed()) }
    }

    @Test("wrapped rows break where iOS broke them, except where the README says why not")
    func wrappedRows() throws {
        let wrapped = Self.rows.filter { $0.measured.lineTexts != nil }
        #expect(wrapped.count == 13)
        // Rows where Trellis breaks elsewhere than iOS: iOS keeps the CJK words 起こし and 内容
        // whole (it breaks Chinese and Japanese at words, Trellis at any ideograph), and the
        // model's bold Cyrillic is 3 % narrower than iOS's, so a line that iOS could not fit fits,
        // as does a word of the Arabic error message at body size, where the model is 4 % narrow;
        // and a Japanese paragraph takes 26 lines where iOS sets 24, its characters narrower than
        // the model's 1 em.
        let known: Set<String> = [
            "watanavex-natsume-paragraph",
            "aya-error-message",
            "voicememo-ai-transcription-caption-ja",
            "voicememo-timestamped-transcription-caption-zh-hans",
            "voicememo-timestamped-transcription-caption-zh-hant",
            "voicememo-timestamped-transcription-caption-ru",
        ]
        for row in wrapped {
            let offered = try #require(row.measured.proposedWidth, "\(row.id): no offered width")
            let laidOut = try measure(row, width: offered)
            // What the rows record for the model stays what it lays out.
            #expect(laidOut.lines.count == row.model.lines, "\(row.id)")
            #expect(starts(laidOut) == row.model.lineTexts, "\(row.id)")
            // The rendering's lines: count and text, from the image.
            let rendered = try #require(row.measured.lineTexts)
            #expect(rendered.count == row.measured.lines, "\(row.id): lineTexts and lines agree")
            if known.contains(row.id) {
                withKnownIssue("\(row.id) breaks elsewhere on iOS") {
                    #expect(starts(laidOut) == rendered, "\(row.id)")
                }
            } else {
                #expect(laidOut.lines.count == rendered.count, "\(row.id)")
                #expect(starts(laidOut) == rendered, "\(row.id)")
            }
        }
    }

    @Test("Japanese example: 録音内容をテキストで確認 at 36 pt bold in 368 pt breaks before 確認, as on iOS")
    func japaneseExample() throws {
        var spec = TextSpec("録音内容をテキストで確認", font: .system(size: 36, weight: .bold), alignment: .center)
        spec.displayScale = 3
        spec.language = .japanese
        let measured = BuiltInTextMeasurer().measure(spec, proposal: ProposedViewSize(width: 368, height: nil))
        // iOS (entaku0818/VoiceMemo, ja page 6): two lines, the second starting at 確認.
        #expect(measured.lines.map(\.text) == ["録音内容をテキストで", "確認"])
    }

    @Test("Arabic example: a subheadline summary offered 358 pt breaks before تحديد, as on iOS")
    func arabicExample() {
        var spec = TextSpec("ستهدف هذه المدونة إلى تقليل تأخير صوت البلوتوث من خلال تحديد برامج الترميز",
                            font: .subheadline, lineLimit: 2)
        spec.displayScale = 3
        let measured = BuiltInTextMeasurer().measure(spec, proposal: ProposedViewSize(width: 358, height: nil))
        // iOS (eser/aya.is, the StoryCard right to left): two lines, the second starting at تحديد.
        #expect(measured.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }
            == ["ستهدف هذه المدونة إلى تقليل تأخير صوت البلوتوث من خلال", "تحديد برامج الترميز"])
    }
}
