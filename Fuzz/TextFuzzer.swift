// libFuzzer entry point: every input is a text to measure. Its first byte picks the font and
// the language (which chooses the CJK stand-in face) and its next two the tracking; every following three bytes are one Unicode scalar of any plane
// (surrogates become U+FFFD). The text must measure to finite sizes at every offered width, and
// wrapping must be monotonic: as the offered width shrinks, a text that is not truncated never
// grows wider and never takes fewer lines. Every line's bidirectional runs hold each of its
// characters once (a paragraph break shown as a space may join the mark after it into one character). Built by Scripts/fuzz.sh with `swiftc
// -sanitize=fuzzer`, together with the sources of TrellisSupport, TrellisGeometry and
// TrellisLayout.
import Foundation
import TrellisGeometry
import TrellisLayout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    guard bytes.count >= 3 else { return 0 }
    let fonts: [Font] = [.body, .largeTitle, .caption2, .headline, .title3, .footnote]
    var scalars = String.UnicodeScalarView()
    var index = 3
    while index + 2 < bytes.count {
        var value = (UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])) % 0x110000
        if (0xD800...0xDFFF).contains(value) { value = 0xFFFD }
        scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        index += 3
    }
    var spec = TextSpec(String(scalars), font: fonts[Int(bytes[0]) % fonts.count])
    spec.language = TextLanguage.allCases[Int(bytes[0]) / fonts.count % TextLanguage.allCases.count]
    // Tracking from 0 to 4 points: negative tracking gives characters that take no room (marks,
    // controls) a negative width, and wrapping is monotonic only for widths that are not.
    spec.tracking = CGFloat(UInt16(bytes[1]) << 8 | UInt16(bytes[2])) / 65535 * 4
    let measurer = BuiltInTextMeasurer()
    let ideal = measurer.measure(spec, proposal: .unspecified)
    var previous = ideal
    for step in stride(from: 32, through: 0, by: -1) {
        let width = ideal.size.width * CGFloat(step) / 32
        let measurement = measurer.measure(spec, proposal: ProposedViewSize(width: width, height: nil))
        let size = measurement.size
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            fatalError("size \(size) at width \(width) for \(spec.string.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        if !measurement.isTruncated, size.width > previous.size.width + 0.0001 {
            fatalError("width grew from \(previous.size.width) to \(size.width) at \(width) for \(spec.string.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        if measurement.lines.count < previous.lines.count {
            fatalError("lines fell from \(previous.lines.count) to \(measurement.lines.count) at \(width) for \(spec.string.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        for line in measurement.lines {
            let covered = line.runs.flatMap { Array($0.characters) }.sorted()
            if covered != Array(0..<covered.count) || covered.count < line.text.count {
                fatalError("the runs \(line.runs) do not cover the line \(line.text.unicodeScalars.map { String($0.value, radix: 16) }) once")
            }
        }
        previous = measurement
    }
    return 0
}
