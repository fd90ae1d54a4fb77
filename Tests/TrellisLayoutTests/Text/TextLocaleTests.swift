import Foundation
import Testing
import Trellis

// The environment's locale chooses the face of a text's ideographs and kana (ContentViewMetrics,
// "Other scripts"): in Japanese, kana are Noto Sans CJK JP's proportional ones (あ 971, い 944,
// カ 926 units to the em of 1000), elsewhere full-width.

@Suite("Text: the locale chooses the CJK face") @MainActor
struct TextLocaleTests {
    private func width(_ view: some View) -> CGFloat { view.sizeThatFits(.unspecified).width }

    @Test("kana are proportional in a Japanese locale, full-width in others")
    func kana() {
        // Three kana at 17 pt, each with SF Pro's tracking (−0.026 em), on whole points.
        let tracking = -0.026 * 17 * 3
        let japanese = width(Text("あいカ").environment(\.locale, Locale(identifier: "ja_JP")))
        #expect(abs(japanese - ((0.971 + 0.944 + 0.926) * 17 + tracking).rounded(.up)) < 1e-9)
        for identifier in ["en_US", "zh_CN", "zh_TW", "ko_KR", "ar_AE"] {
            let other = width(Text("あいカ").environment(\.locale, Locale(identifier: identifier)))
            #expect(abs(other - (3 * 17 + tracking).rounded(.up)) < 1e-9, "\(identifier)")
        }
        // A text field's ideal width follows the locale too.
        #expect(width(TextField("", text: .constant("あいカ")).environment(\.locale, Locale(identifier: "ja_JP")))
                < width(TextField("", text: .constant("あいカ"))))
    }
}
