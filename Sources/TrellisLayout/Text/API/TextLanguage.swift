import Foundation

/// The language of a text as far as it chooses faces: iOS sets ideographs and kana in a
/// different face for Japanese, Korean and each written form of Chinese, and sets kana
/// proportionally in Japanese. Every other language sets them in the Simplified Chinese face.
///
/// The DSL takes it from the environment's `locale` (``init(localeIdentifier:)``).
public enum TextLanguage: UInt8, Hashable, Sendable, CaseIterable {
    /// A language that is not Chinese, Japanese or Korean (English, Arabic, …): ideographs and
    /// kana are set as for Simplified Chinese.
    case other
    /// Japanese (`ja`): Hiragino Sans, with proportional kana.
    case japanese
    /// Korean (`ko`): Apple SD Gothic Neo.
    case korean
    /// Chinese in simplified characters (`zh`, `zh-Hans`, `zh_CN`, `zh_SG`): PingFang SC.
    case simplifiedChinese
    /// Chinese in traditional characters (`zh-Hant`, `zh_TW`, `zh_MO`): PingFang TC.
    case traditionalChinese
    /// Chinese as written in Hong Kong (`zh_HK`, `zh-Hant-HK`): PingFang HK.
    case hongKongChinese

    /// The case's name, as graph files write it: `other`, `japanese`, `korean`,
    /// `simplifiedChinese`, `traditionalChinese` or `hongKongChinese`.
    public var name: String { "\(self)" }

    /// The language named `name` (``name``), or `nil` for no case's name.
    public init?(name: String) {
        guard let language = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = language
    }

    /// The language of a locale identifier such as `ja_JP`, `zh-Hant-TW` or `en_US`: its
    /// language code, and for Chinese its script and region. Case and separator (`_` or `-`) do
    /// not matter; an identifier of no listed language is ``other``.
    public init(localeIdentifier: String) {
        let parts = localeIdentifier.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" })
        switch parts.first {
        case "ja": self = .japanese
        case "ko": self = .korean
        case "zh":
            let rest = parts.dropFirst()
            if rest.contains("hk") {
                self = .hongKongChinese
            } else if rest.contains("hant") || rest.contains("tw") || rest.contains("mo") {
                self = .traditionalChinese
            } else {
                self = .simplifiedChinese
            }
        default: self = .other
        }
    }
}
