import Foundation
import Trellis

/// Issue 42's budget: measuring a string in another script costs at most twice a Latin string
/// of the same length. For each script, a few hundred strings of the same number of scalars
/// (words made of the script's letters by a fixed pseudo-random sequence, so every build
/// measures the same strings) are shaped (``ShapedText``, what the first measurement of a text
/// does) and measured as the solver measures a text (its ideal size, then wrapped to 150 pt,
/// without the lines' characters), each timed as the median of many runs.
@MainActor
enum ScriptMeasuringBench {
    /// The scalars in every string.
    static let scalarsPerString = 64
    /// The strings measured per script.
    static let stringsPerScript = 200
    /// The width the wrapped measurement is offered.
    static let wrappingWidth: CGFloat = 150

    /// A script's strings and what measuring them cost.
    struct Line {
        /// The script's name (`latin`, `cjk`, …).
        let script: String
        /// The mean number of characters (grapheme clusters) in a string.
        let characters: Double
        /// The median time to shape one string, in nanoseconds.
        let shapingNs: Double
        /// The median time to measure one shaped string at both proposals, in nanoseconds.
        let measuringNs: Double
        /// A first measurement: shaping and measuring.
        var coldNs: Double { shapingNs + measuringNs }
    }

    /// One script's strings, ready to shape and measure.
    @MainActor
    private struct Sample {
        let script: Script
        let strings: [String]
        let specs: [TextSpec]

        init(_ script: Script) {
            self.script = script
            strings = script.strings(count: stringsPerScript, scalars: scalarsPerString)
            specs = strings.map { string in
                var spec = TextSpec(string)
                spec.language = script.language
                return spec
            }
        }

        /// Shapes every string, as a text's first measurement does.
        func shapeAll() {
            for string in strings { _ = ShapedText(string, font: .body, language: script.language) }
        }

        /// Measures every string at its ideal size and wrapped, as the solver does; the strings'
        /// shapes come from the shared cache once the first call has put them there.
        func measureAll() {
            let measurer = BuiltInTextMeasurer()
            let wrapped = ProposedViewSize(width: wrappingWidth, height: nil)
            for spec in specs {
                _ = measurer.measure(spec, proposal: .unspecified, withLines: false)
                _ = measurer.measure(spec, proposal: wrapped, withLines: false)
            }
        }
    }

    /// Every script's line, Latin first. The runs go round the scripts in turn, so a change in
    /// the machine's speed during the bench touches every script alike.
    static func lines() -> [Line] {
        let samples = Script.all.map(Sample.init)
        for sample in samples { sample.measureAll() }
        let runs = quick ? 5 : 31
        var shaping = Array(repeating: [UInt64](), count: samples.count)
        var measuring = shaping
        for _ in 0..<runs {
            for (index, sample) in samples.enumerated() {
                shaping[index].append(time { sample.shapeAll() })
                measuring[index].append(time { sample.measureAll() })
            }
        }
        return samples.indices.map { index in
            let strings = samples[index].strings
            let characters = Double(strings.map(\.count).reduce(0, +)) / Double(strings.count)
            return Line(script: samples[index].script.name, characters: characters,
                        shapingNs: median(shaping[index]) / Double(strings.count),
                        measuringNs: median(measuring[index]) / Double(strings.count))
        }
    }

    /// The scripts' names, for `--profile-script`.
    nonisolated static var scriptNames: [String] { Script.all.map(\.name) }

    /// Shapes and measures the strings of the script named `name` 20 times and nothing else,
    /// for a profiler: instruction counts compare the scripts where wall-clock times are noisy.
    /// `false` when no script has that name.
    static func profile(_ name: String) -> Bool {
        guard let script = Script.all.first(where: { $0.name == name }) else { return false }
        let sample = Sample(script)
        for _ in 0..<20 {
            sample.shapeAll()
            sample.measureAll()
        }
        return true
    }

    /// Prints every script's line, as a table or as JSON objects, with its ratios to Latin.
    static func report(json: Bool) {
        let lines = lines()
        guard let latin = lines.first else { return }
        if !json {
            print("\nmeasuring \(scalarsPerString)-scalar strings (ns per string; budget: at most 2 × Latin)")
            print("script      characters  shaping  measuring  first measurement  × Latin (first)  × Latin (measuring)")
        }
        for line in lines {
            let coldRatio = line.coldNs / latin.coldNs, measuringRatio = line.measuringNs / latin.measuringNs
            if json {
                print(#"{"script": "\#(line.script)", "scalars": \#(scalarsPerString), "characters": \#(format(line.characters, 1)), "shaping_ns": \#(format(line.shapingNs, 0)), "measuring_ns": \#(format(line.measuringNs, 0)), "first_measurement_ns": \#(format(line.coldNs, 0)), "latin_ratio": \#(format(coldRatio, 2)), "measuring_latin_ratio": \#(format(measuringRatio, 2))}"#)
            } else {
                print([line.script.padding(toLength: 10, withPad: " ", startingAt: 0), format(line.characters, 1).leftPadded(12),
                       format(line.shapingNs, 0).leftPadded(8), format(line.measuringNs, 0).leftPadded(10),
                       format(line.coldNs, 0).leftPadded(18), format(coldRatio, 2).leftPadded(16),
                       format(measuringRatio, 2).leftPadded(19)].joined(separator: " ")
                      + (max(coldRatio, measuringRatio) > 2 ? "  over budget" : ""))
            }
        }
    }
}

/// A script's letters and how they make words, for ``ScriptMeasuringBench``.
private struct Script {
    let name: String
    /// The language the strings are set in (it chooses the CJK faces).
    let language: TextLanguage
    /// One word's scalars.
    let word: (inout SplitMix) -> [Unicode.Scalar]
    /// What follows the `index`th word (from 0): a space, punctuation or nothing.
    let separator: (Int) -> [Unicode.Scalar]

    /// `count` strings of exactly `scalars` scalars each, none ending in a space.
    func strings(count: Int, scalars: Int) -> [String] {
        var generator = SplitMix(seed: UInt64(name.unicodeScalars.reduce(0) { $0 &* 31 &+ Int($1.value) }))
        return (0..<count).map { _ in
            var text: [Unicode.Scalar] = []
            var index = 0
            while text.count < scalars {
                text += word(&generator)
                text += separator(index)
                index += 1
            }
            text.removeLast(text.count - scalars)
            if text.last == " " { text[text.count - 1] = word(&generator)[0] }
            var string = ""
            string.unicodeScalars.append(contentsOf: text)
            return string
        }
    }

    static let space: [Unicode.Scalar] = [" "]

    static var all: [Script] { [
        Script(name: "latin", language: .other, word: { $0.scalars(2...9, from: 0x61...0x7A) }, separator: { _ in space }),
        // Ideographs in phrases of four two-to-four-character words, then a full-width comma.
        Script(name: "cjk", language: .simplifiedChinese, word: { $0.scalars(2...4, from: 0x4E00...0x9FA5) },
               separator: { $0 % 4 == 3 ? ["\u{FF0C}"] : [] }),
        // A kanji and its hiragana, or a katakana word, then an ideographic comma every fourth word.
        Script(name: "japanese", language: .japanese, word: { generator in
            generator.next(3) == 0
                ? generator.scalars(3...5, from: 0x30A1...0x30F3)
                : generator.scalars(1...1, from: 0x4E00...0x9FA5) + generator.scalars(1...3, from: 0x3041...0x3093)
        }, separator: { $0 % 4 == 3 ? ["\u{3001}"] : [] }),
        Script(name: "korean", language: .korean, word: { $0.scalars(2...4, from: 0xAC00...0xD7A3) }, separator: { _ in space }),
        // The letters from alef to ghain and from feh to yeh, without tatweel.
        Script(name: "arabic", language: .other, word: { generator in
            (0..<generator.count(2...7)).map { _ in
                generator.next(2) == 0 ? generator.scalar(0x0627...0x063A) : generator.scalar(0x0641...0x064A)
            }
        }, separator: { _ in space }),
        Script(name: "hebrew", language: .other, word: { $0.scalars(2...6, from: 0x05D0...0x05EA) }, separator: { _ in space }),
        // Syllables of an optional leading vowel, a consonant, an optional vowel above or below,
        // an optional tone mark and an optional final consonant; words of two to four syllables,
        // with a space after every third word, as Thai puts spaces between phrases.
        Script(name: "thai", language: .other, word: { generator in
            (0..<generator.count(2...4)).flatMap { _ in
                var syllable: [Unicode.Scalar] = []
                if generator.next(4) == 0 { syllable.append(generator.scalar(0x0E40...0x0E44)) }
                syllable.append(generator.scalar(0x0E01...0x0E2E))
                if generator.next(3) == 0 { syllable.append(generator.scalar(0x0E34...0x0E39)) }
                if generator.next(4) == 0 { syllable.append(generator.scalar(0x0E48...0x0E4B)) }
                if generator.next(2) == 0 { syllable.append(generator.scalar(0x0E01...0x0E2E)) }
                return syllable
            }
        }, separator: { $0 % 3 == 2 ? space : [] }),
        // Syllables of a consonant, a conjunct (virama and consonant) one time in five and a
        // vowel sign one time in two.
        Script(name: "devanagari", language: .other, word: { generator in
            (0..<generator.count(2...4)).flatMap { _ in
                var syllable = [generator.scalar(0x0915...0x0939)]
                if generator.next(5) == 0 { syllable += ["\u{094D}", generator.scalar(0x0915...0x0939)] }
                if generator.next(2) == 0 { syllable.append(generator.scalar(0x093E...0x094C)) }
                return syllable
            }
        }, separator: { _ in space }),
    ] }
}

/// A fixed pseudo-random sequence (SplitMix64), so every run measures the same strings.
private struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number from 0 to `bound` - 1.
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed % UInt64(bound))
    }

    /// A number in `range`.
    mutating func count(_ range: ClosedRange<Int>) -> Int { range.lowerBound + next(range.count) }

    /// A scalar in `range`.
    mutating func scalar(_ range: ClosedRange<UInt32>) -> Unicode.Scalar {
        Unicode.Scalar(range.lowerBound + UInt32(next(Int(range.upperBound - range.lowerBound) + 1))) ?? " "
    }

    /// As many scalars in `range` as a number in `count`.
    mutating func scalars(_ count: ClosedRange<Int>, from range: ClosedRange<UInt32>) -> [Unicode.Scalar] {
        (0..<self.count(count)).map { _ in scalar(range) }
    }
}
