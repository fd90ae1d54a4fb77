import Trellis

/// One tree shape of the peer benchmark (Scripts/peer-bench.py), built with the DSL.
struct BenchShape {
    /// The name the JSON output uses: `flat-1000`, `balanced-7`, …
    let name: String
    /// The number of views, counted as the peer benchmark counts nodes.
    let nodes: Int
    /// The proposal the root gets, as in the peer benchmark's available space.
    let proposal: ProposedViewSize
    /// Builds the views.
    let makeView: () -> AnyView
    /// Checks a few frames against what the layout must produce.
    let check: (LayoutResult) -> [String]
    /// The number of texts, for shapes made of text (their line reports time per text).
    var texts: Int? = nil

    static var all: [BenchShape] { [flat(1_000), flat(10_000), flat(100_000), balanced(7), balanced(8), chain(1_000), clamp(1_000), labels(1_000)] }
    /// Shapes timed only by name (`--shape`): ``labels(_:)`` in Arabic and in Japanese, to set
    /// the cost of measuring other scripts against Latin's.
    static var scripts: [BenchShape] { [labels(1_000, script: .arabic), labels(1_000, script: .japanese)] }
    /// Every shape `--shape`, `--fresh`, `--profile` and `--memory-of` can name.
    static var named: [BenchShape] { all + scripts }

    /// A column of `count` fixed 100×10 leaves; the root is offered 1000 pt across, nil along.
    static func flat(_ count: Int) -> BenchShape {
        BenchShape(
            name: "flat-\(count)", nodes: count + 1, proposal: ProposedViewSize(width: 1000, height: nil),
            makeView: {
                AnyView(VStack(spacing: 0) {
                    ForEach(0..<count) { _ in Color.red.frame(width: 100, height: 10) }
                })
            },
            check: { result in
                let expected = CGSize(width: 100, height: CGFloat(count) * 10)
                return result.rootFrame.size == expected ? [] : ["root is \(result.rootFrame.size), expected \(expected)"]
            })
    }

    /// Alternating HStack/VStack containers, 4 children each, `depth` levels below the root,
    /// with flexible leaves (the first one `firstLeaf` when given); the root is offered 1024×1024.
    static func balanced(_ depth: Int, firstLeaf: (() -> AnyView)? = nil) -> BenchShape {
        func level(_ remaining: Int, horizontal: Bool, first: Bool) -> AnyView {
            guard remaining > 0 else { return (first ? firstLeaf?() : nil) ?? AnyView(Color.green) }
            let children = ForEach(0..<4) { index in level(remaining - 1, horizontal: !horizontal, first: first && index == 0) }
            return horizontal ? AnyView(HStack(spacing: 0) { children }) : AnyView(VStack(spacing: 0) { children })
        }
        let nodes = (0...depth).reduce(0) { $0 + Int(pow(4.0, Double($1))) }
        return BenchShape(
            name: "balanced-\(depth)", nodes: nodes, proposal: ProposedViewSize(width: 1024, height: 1024),
            makeView: { level(depth, horizontal: true, first: true) },
            check: { result in
                result.rootFrame.size == CGSize(width: 1024, height: 1024) ? [] : ["root is \(result.rootFrame.size), expected 1024×1024"]
            })
    }

    /// A VStack holding a fixed 10×10 leaf and an HStack holding a leaf and a VStack … `depth`
    /// levels deep; the root is proposed nil×nil (ideal size).
    static func chain(_ depth: Int) -> BenchShape {
        func level(_ index: Int) -> AnyView {
            let leaf = Color.red.frame(width: 10, height: 10)
            let next = index + 1 < depth ? level(index + 1) : AnyView(Color.blue.frame(width: 10, height: 10))
            return index.isMultiple(of: 2)
                ? AnyView(VStack(alignment: .leading, spacing: 0) { leaf; next })
                : AnyView(HStack(alignment: .top, spacing: 0) { leaf; next })
        }
        return BenchShape(
            name: "chain-\(depth)", nodes: 2 * depth + 1, proposal: .unspecified,
            makeView: { level(0) },
            check: { result in
                // Each HStack level adds 10 pt of width, each VStack level 10 pt of height, and
                // the innermost level holds two leaves.
                let rows = depth / 2, columns = depth - rows
                let expected = CGSize(width: CGFloat(rows) * 10 + 10, height: CGFloat(columns) * 10 + (depth.isMultiple(of: 2) ? 10 : 0))
                return result.rootFrame.size == expected ? [] : ["root is \(result.rootFrame.size), expected \(expected)"]
            })
    }

    /// An HStack of `count` flexible leaves with the peer benchmark's minimum widths
    /// (`i·37 mod 5`) and maximum widths (`4 + (i·7919 mod 97)/4`), offered 10000×100.
    static func clamp(_ count: Int) -> BenchShape {
        func minimum(_ index: Int) -> CGFloat { CGFloat(index * 37 % 5) }
        func maximum(_ index: Int) -> CGFloat { 4 + CGFloat(index * 7919 % 97) * 0.25 }
        return BenchShape(
            name: "clamp-\(count)", nodes: count + 1, proposal: ProposedViewSize(width: 10_000, height: 100),
            makeView: {
                AnyView(HStack(spacing: 0) {
                    ForEach(0..<count) { index in
                        Color.orange.frame(minWidth: minimum(index), maxWidth: maximum(index))
                    }
                })
            },
            check: { result in
                // The minimums add up to less than the 10000 offered and the maximums to more, so
                // the leaves share exactly the 10000.
                abs(result.rootFrame.width - 10_000) < 0.01 ? [] : ["root is \(result.rootFrame.width) wide, expected 10000"]
            })
    }

    /// The language of ``labels(_:script:)``'s titles.
    enum LabelScript: String {
        case latin, arabic, japanese
    }

    /// A column of `count` list rows, each a title and a value in an HStack with a spacer
    /// between them: mixed strings of words, numbers and punctuation, a third of the titles
    /// long enough to wrap in the 390-pt width offered. In Arabic or Japanese (in a `ja_JP`
    /// locale) the titles are translations of the Latin ones.
    static func labels(_ count: Int, script: LabelScript = .latin) -> BenchShape {
        let words: [String]
        let long: (String, Int) -> String
        switch script {
        case .latin:
            words = ["Settings", "Wi-Fi", "Bluetooth", "Notifications", "Screen Time", "General", "Privacy & Security",
                     "Battery", "Storage", "Passwords", "Photos", "Accessibility", "Display & Brightness"]
            long = { "\($0): a longer explanation of row \($1) that wraps onto a second line" }
        case .arabic:
            words = ["الإعدادات", "واي فاي", "بلوتوث", "الإشعارات", "مدة استخدام الجهاز", "عام", "الخصوصية والأمن",
                     "البطارية", "التخزين", "كلمات السر", "الصور", "تسهيلات الاستخدام", "شاشة العرض والإضاءة"]
            long = { "\($0): شرح أطول للصف \($1) يلتف إلى سطر ثان في هذه القائمة الطويلة" }
        case .japanese:
            words = ["設定", "Wi-Fi", "Bluetooth", "通知", "スクリーンタイム", "一般", "プライバシーとセキュリティ",
                     "バッテリー", "ストレージ", "パスワード", "写真", "アクセシビリティ", "画面表示と明るさ"]
            long = { "\($0)：行\($1)のもっと長い説明で、二行目に折り返されるほどの長さがあります" }
        }
        func title(_ index: Int) -> String {
            let base = words[index % words.count]
            return index % 3 == 0 ? long(base, index) : "\(base) \(index)"
        }
        return BenchShape(
            name: script == .latin ? "labels-\(count)" : "labels-\(script.rawValue)-\(count)", nodes: 4 * count + 1,
            proposal: ProposedViewSize(width: 390, height: nil),
            makeView: {
                let rows = VStack(alignment: .leading) {
                    ForEach(0..<count) { index in
                        HStack { Text(title(index)); Spacer(); Text("\(index * 37 % 1000) GB") }
                    }
                }
                return switch script {
                case .latin: AnyView(rows)
                case .arabic: AnyView(rows.environment(\.locale, Locale(identifier: "ar_AE")))
                case .japanese: AnyView(rows.environment(\.locale, Locale(identifier: "ja_JP")))
                }
            },
            check: { result in
                result.rootFrame.width <= 390 && result.rootFrame.height > CGFloat(count) * 20
                    ? [] : ["root is \(result.rootFrame.size), expected at most 390 wide and over \(count * 20) tall"]
            },
            texts: 2 * count)
    }
}
