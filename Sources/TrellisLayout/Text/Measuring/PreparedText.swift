import Foundation

/// A text ready for the built-in model to measure at any proposal: its string shaped (from the
/// process-wide cache of shaped strings) and set in its font at its own size. A caller that
/// measures one text at several proposals, as a stack does, prepares it once: each further
/// measurement then neither looks the string up in the shared cache (nor takes its lock) nor
/// works out the font's metrics again. A class, so that handing a kept preparation to each
/// measurement copies one reference, not the text and its metrics.
package final class PreparedText: Sendable {
    /// The text set at its own size, with its shaped string.
    let setting: TextSetting

    /// `text`, shaped and set.
    package init(_ text: TextSpec) {
        let shaped = ShapedTextCache.shared.shaped(text.internedString, font: text.font, language: text.language)
        setting = TextSetting(text, shaped: shaped, size: text.font.size)
    }

    /// The text prepared.
    package var text: TextSpec { setting.text }
}
