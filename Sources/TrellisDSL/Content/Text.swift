import Foundation
import TrellisGraph

/// A view that shows one or more lines of read-only text.
///
/// Its size comes from the measurer in the environment (`\.textMeasurer`, the built-in model by
/// default) with the environment's font and text modifiers (`lineLimit`, `truncationMode`,
/// `multilineTextAlignment`, `lineSpacing`, `tracking`, `textCase`, …) and the Dynamic Type size.
/// The text modifiers of `Text` itself (`bold()`, `font(_:)`, `kerning(_:)`, …) return `Text`, so
/// texts they change can still be joined with `+`.
nonisolated public struct Text: View, PrimitiveView, Hashable, Sendable {
    /// Where an ellipsis replaces characters that do not fit.
    public typealias TruncationMode = TextTruncationMode

    /// The characters shown.
    package let content: String
    /// What this text's own modifiers set, which wins over the environment.
    private var attributes = TextAttributes()
    /// The value this text formats with the environment's locale when it is laid out, if it
    /// shows a formatted value; ``content`` is then that value in `en_US`.
    private var formatting: TextFormatting?

    /// A text showing `content`.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// A text showing `content` as is, without localisation.
    public init(verbatim content: String) {
        self.content = content
    }

    /// A text showing the string of `key`, with its interpolations formatted (Trellis does not
    /// localise).
    public init(_ key: LocalizedStringKey) {
        self.content = key.string
    }

    /// A text showing the string of `key`, looked up in `tableName` of `bundle` with `comment`
    /// for translators, as SwiftUI declares it; Trellis does not localise, so the key's string
    /// is shown.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(key)
    }

    /// A text showing the characters of `attributedContent`; its attributes do not change the
    /// layout.
    public init(_ attributedContent: AttributedString) {
        self.content = String(attributedContent.characters)
    }

    /// A text showing `image` inline, as one character of its line: it is measured as a symbol
    /// of the text's font (1.13 em wide), whatever the image, and a line may break before and
    /// after it. Join it to other texts with `+`.
    public init(_ image: Image) {
        self.content = String(ShapedText.inlineImage)
    }

    /// A text showing `input` formatted by `format`, such as `Text(price, format: .number)`, in
    /// the environment's locale (``EnvironmentValues/locale``, `en_US` unless set):
    /// `Text(49, format: .currency(code: "USD"))` shows `$49.00` in `en_US`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let formatting = TextFormatting(input, format: format)
        self.content = formatting.defaultString
        self.formatting = formatting
    }

    /// The two texts joined into one, laid out as one string in the left text's font and
    /// attributes.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(verbatim: lhs.content + rhs.content)
        joined.attributes = lhs.attributes
        return joined
    }

    func with(_ change: (inout TextAttributes) -> Void) -> Text {
        var text = self
        change(&text.attributes)
        return text
    }

    /// This text in `font` (the environment's font when `nil`).
    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    /// This text with its font's weight set to `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
    /// This text in bold.
    public func bold() -> Text { bold(true) }
    /// This text in bold when `isActive`.
    public func bold(_ isActive: Bool) -> Text { isActive ? fontWeight(.bold) : self }
    /// This text in italics.
    public func italic() -> Text { italic(true) }
    /// This text in italics when `isActive`.
    public func italic(_ isActive: Bool) -> Text { with { $0.italic = isActive } }
    /// This text in the font design `design`.
    public func fontDesign(_ design: Font.Design?) -> Text { with { $0.design = design } }
    /// This text in the font width `width`.
    public func fontWidth(_ width: Font.Width?) -> Text { with { $0.width = width } }
    /// This text in the monospaced design when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text { with { $0.monospaced = isActive } }
    /// This text with digits of one advance.
    public func monospacedDigit() -> Text { with { $0.monospacedDigit = true } }
    /// This text with `kerning` points added between characters.
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.kerning = kerning } }
    /// This text with `tracking` points added after every character.
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.tracking = tracking } }
    /// This text raised `baselineOffset` points above its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { with { $0.baselineOffset = baselineOffset } }

    /// Never called: `Text` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let environment = lowering.environment
        let styling = environment.textStyling
        var font = environment.resolvedFont(attributes.font)
        attributes.apply(to: &font)
        font = font.scaled(toDynamicTypeStep: environment.dynamicTypeSize.rawValue)
        var string = formatting?.string(in: environment.locale) ?? content
        switch environment.textCase {
        case .uppercase?: string = string.uppercased(with: environment.locale)
        case .lowercase?: string = string.lowercased(with: environment.locale)
        case nil: break
        }
        if let transform = environment.textTransform { string = transform.apply(string) }
        var spec = TextSpec(string, font: font, lineLimit: environment.lineLimit, reservedLines: environment.reservedLines,
                            minimumScaleFactor: environment.minimumScaleFactor,
                            truncationMode: environment.truncationMode, alignment: environment.multilineTextAlignment)
        spec.tracking = (attributes.tracking ?? styling.tracking) + (attributes.kerning ?? styling.kerning)
        spec.baselineOffset = attributes.baselineOffset ?? styling.baselineOffset
        spec.lineSpacing = environment.lineSpacing
        spec.allowsTightening = environment.allowsTightening
        spec.displayScale = environment.displayScale
        spec.setLanguage(environment.textLanguage)
        let measurer = environment.textMeasurer
        let node = lowering.addText(spec, measurer: measurer is BuiltInTextMeasurer ? nil : measurer)
        // The colour it is drawn in, for the audit's contrast check; layout never reads it.
        if let color = attributes.foreground ?? environment.foregroundColorName { lowering.setForeground(color, of: node) }
        return [node]
    }
}

nonisolated extension Text {
    /// A change of letter case applied to text before it is laid out.
    public enum Case: Hashable, Sendable {
        /// Every letter in upper case.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }
}

/// What a `Text`'s own modifiers set; `nil` leaves the environment's value.
struct TextAttributes: Hashable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var italic: Bool?
    var design: Font.Design?
    var width: Font.Width?
    var monospaced: Bool?
    var monospacedDigit: Bool?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    /// The colour `foregroundColor(_:)` or `foregroundStyle(_:)` on the text set (drawing only).
    var foreground: ColorName?

    /// `font` with these attributes applied.
    func apply(to font: inout Font) {
        if let weight { font.weight = weight }
        if let italic { font.isItalic = italic }
        if let design { font.design = design }
        if let width { font.width = width }
        if monospaced == true { font.design = .monospaced }
        if monospacedDigit == true { font.hasMonospacedDigits = true }
    }
}
