/// What a line may do between two characters.
package enum LineBreakOpportunity: UInt8, Sendable {
    /// The line may not break here.
    case prohibited
    /// The line may break here.
    case allowed
    /// The line must break here: after a paragraph or line separator.
    case mandatory
}

/// The line break opportunities of a string by the Unicode Line Breaking Algorithm (Unicode
/// Standard Annex #14, for the Unicode version of ``LineBreakProperties/unicodeVersion``), its
/// rules LB1 to LB31 in order, with Trellis's tailoring when asked
/// (``Tailoring``).
///
/// The rules work on units: a character with the combining marks and joiners that follow it
/// (LB9); a line never breaks inside one.
package struct LineBreaker {
    /// Which rules apply.
    package enum Tailoring: Sendable {
        /// UAX #14 untailored, as its conformance data (LineBreakTest.txt) test it: conditional
        /// Japanese starters (class CJ) resolve as nonstarters, the strict setting, so small kana
        /// and the prolonged sound mark never start a line.
        case none
        /// As ``none``, and: no line breaks between two Hangul characters, as iOS's standard line
        /// break strategy (`hangulWordPriority`) keeps Korean words whole; and lines break
        /// between some syllables of Thai, Lao and Khmer, which UAX #14 leaves to a dictionary
        /// (``SoutheastAsianSyllables``).
        case trellis
    }

    /// One unit: a character and the marks and joiners that attach to it.
    private struct Unit {
        /// The position of its first scalar.
        var start: Int
        /// Its class, resolved by LB1 and LB10.
        var lineBreakClass: LineBreakClass
        /// The first scalar's properties.
        var properties: LineBreakProperties
        /// The first scalar.
        var scalar: UInt32
        /// Whether its last scalar is a zero-width joiner.
        var endsWithJoiner: Bool
        /// Whether its first scalar is of class SA.
        var isSoutheastAsian: Bool
    }

    private let units: [Unit]
    private let scalars: [Unicode.Scalar]
    private let tailoring: Tailoring

    /// The opportunity before each of `scalars` (the first is always prohibited); after the last
    /// a line always may break.
    package static func opportunities(_ scalars: [Unicode.Scalar], tailoring: Tailoring) -> [LineBreakOpportunity] {
        var result = [LineBreakOpportunity](repeating: .prohibited, count: scalars.count)
        let breaker = LineBreaker(scalars, tailoring: tailoring)
        for index in breaker.units.indices.dropFirst() {
            result[breaker.units[index].start] = breaker.opportunity(before: index)
        }
        return result
    }

    private init(_ scalars: [Unicode.Scalar], tailoring: Tailoring) {
        var units: [Unit] = []
        units.reserveCapacity(scalars.count)
        for (position, scalar) in scalars.enumerated() {
            let properties = LineBreakProperties(scalar)
            var resolved = properties.lineBreakClass
            // LB1: the classes the algorithm leaves to the implementation.
            switch resolved {
            case .ai, .sg, .xx: resolved = .al
            case .sa: resolved = properties.isSoutheastAsianMark ? .cm : .al
            case .cj: resolved = .ns
            default: break
            }
            if resolved == .cm || resolved == .zwj {
                // LB9: a mark or joiner belongs to the unit before it, unless that is a break or
                // a space; LB10: otherwise it is alphabetic.
                if let last = units.last, !last.lineBreakClass.isIn(Self.breaksAndSpaces) {
                    units[units.count - 1].endsWithJoiner = resolved == .zwj
                    continue
                }
                units.append(Unit(start: position, lineBreakClass: .al, properties: properties, scalar: scalar.value,
                                  endsWithJoiner: resolved == .zwj, isSoutheastAsian: properties.lineBreakClass == .sa))
                continue
            }
            units.append(Unit(start: position, lineBreakClass: resolved, properties: properties, scalar: scalar.value,
                              endsWithJoiner: false, isSoutheastAsian: properties.lineBreakClass == .sa))
        }
        self.units = units
        self.scalars = scalars
        self.tailoring = tailoring
    }

    /// The class of the unit at `index`, `nil` before the first and after the last.
    private func lineBreakClass(_ index: Int) -> LineBreakClass? {
        units.indices.contains(index) ? units[index].lineBreakClass : nil
    }

    /// The index of the last unit at or before `index` that is not a space.
    private func skippingSpaces(from index: Int) -> Int {
        var index = index
        while index >= 0, units[index].lineBreakClass == .sp { index -= 1 }
        return index
    }

    /// Whether the unit at `index` is East Asian; false outside the string.
    private func isEastAsian(_ index: Int) -> Bool {
        units.indices.contains(index) && units[index].properties.isEastAsian
    }

    /// Whether the unit at `index` is an aksara, an aksara start or the dotted circle (LB28a).
    private func isAksaraBase(_ index: Int) -> Bool {
        guard units.indices.contains(index) else { return false }
        return units[index].lineBreakClass == .ak || units[index].lineBreakClass == .as || units[index].scalar == 0x25CC
    }

    private static let hangul = LineBreakClass.mask(.jl, .jv, .jt, .h2, .h3)
    private static let letters = LineBreakClass.mask(.al, .hl)
    private static let breaksAndSpaces = LineBreakClass.mask(.bk, .cr, .lf, .nl, .sp, .zw)
    private static let beforeOpeningQuotation = LineBreakClass.mask(.bk, .cr, .lf, .nl, .op, .qu, .gl, .sp, .zw)
    private static let afterClosingQuotation = LineBreakClass.mask(.sp, .gl, .wj, .cl, .qu, .cp, .ex, .is, .sy, .bk, .cr, .lf, .nl, .zw)
    private static let beforeWordInitialHyphen = LineBreakClass.mask(.bk, .cr, .lf, .nl, .sp, .zw, .cb, .gl)
    private static let afterLeadingJamo = LineBreakClass.mask(.jl, .jv, .h2, .h3)

    /// The opportunity between the unit at `index - 1` and the one at `index`: one rule after
    /// another, in the annex's order.
    private func opportunity(before index: Int) -> LineBreakOpportunity {
        let before = units[index - 1].lineBreakClass
        let after = units[index].lineBreakClass
        // The commonest pairs, which no rule before the one that decides them matches: two
        // letters (LB8a, then Trellis's syllables of Thai, Lao and Khmer when both are of class
        // SA, then LB28), two ideographs (LB8a, then LB31), and two Hangul characters with
        // Trellis's tailoring.
        if before.isIn(Self.letters), after.isIn(Self.letters) {
            if tailoring == .trellis, !units[index - 1].endsWithJoiner, units[index - 1].isSoutheastAsian, units[index].isSoutheastAsian,
               SoutheastAsianSyllables.allowsBreak(before: units[index].start, in: scalars) {
                return .allowed
            }
            return .prohibited
        }
        if before == .id, after == .id { return units[index - 1].endsWithJoiner ? .prohibited : .allowed }
        if tailoring == .trellis, before.isIn(Self.hangul), after.isIn(Self.hangul) { return .prohibited }
        // LB4, LB5: mandatory breaks.
        if before == .bk { return .mandatory }
        if before == .cr, after == .lf { return .prohibited }
        if before == .cr || before == .lf || before == .nl { return .mandatory }
        // LB6, LB7.
        if after.isIn(Self.breaksAndSpaces) { return .prohibited }
        // LB8: ZW SP* ÷.
        let beforeSpaces = skippingSpaces(from: index - 1)
        if beforeSpaces >= 0, units[beforeSpaces].lineBreakClass == .zw { return .allowed }
        // LB8a.
        if units[index - 1].endsWithJoiner { return .prohibited }
        // LB11, LB12, LB12a.
        if before == .wj || after == .wj || before == .gl { return .prohibited }
        if after == .gl, before != .sp, before != .ba, before != .hy { return .prohibited }
        // LB13.
        if after == .cl || after == .cp || after == .ex || after == .sy { return .prohibited }
        // LB14: OP SP* ×.
        let spaced = beforeSpaces >= 0 ? units[beforeSpaces].lineBreakClass : nil
        if spaced == .op { return .prohibited }
        // LB15a: an opening quotation mark after a start, a space or an opening, SP* ×.
        if beforeSpaces >= 0, units[beforeSpaces].lineBreakClass == .qu, units[beforeSpaces].properties.isInitialQuotation {
            let preceding = lineBreakClass(beforeSpaces - 1)
            if preceding?.isIn(Self.beforeOpeningQuotation) ?? true { return .prohibited }
        }
        // LB15b: × a closing quotation mark before a space, an end or punctuation.
        if after == .qu, units[index].properties.isFinalQuotation {
            let following = lineBreakClass(index + 1)
            if following?.isIn(Self.afterClosingQuotation) ?? true {
                return .prohibited
            }
        }
        // LB15c, LB15d.
        if before == .sp, after == .is, lineBreakClass(index + 1) == .nu { return .allowed }
        if after == .is { return .prohibited }
        // LB16, LB17.
        if (spaced == .cl || spaced == .cp), after == .ns { return .prohibited }
        if spaced == .b2, after == .b2 { return .prohibited }
        // LB18.
        if before == .sp { return .allowed }
        // LB19: quotation marks, except opening ones after and closing ones before.
        if after == .qu, !units[index].properties.isInitialQuotation { return .prohibited }
        if before == .qu, !units[index - 1].properties.isFinalQuotation { return .prohibited }
        // LB19a: quotation marks next to characters that are not East Asian.
        if after == .qu, !isEastAsian(index - 1) || !isEastAsian(index + 1) { return .prohibited }
        if before == .qu, !isEastAsian(index) || !isEastAsian(index - 2) { return .prohibited }
        // LB20.
        if before == .cb || after == .cb { return .allowed }
        // LB20a: a hyphen at the start of a word.
        if before == .hy || units[index - 1].scalar == 0x2010, after == .al {
            let preceding = lineBreakClass(index - 2)
            if preceding?.isIn(Self.beforeWordInitialHyphen) ?? true { return .prohibited }
        }
        // LB21, LB21a, LB21b.
        if after == .ba || after == .hy || after == .ns || before == .bb { return .prohibited }
        if lineBreakClass(index - 2) == .hl, before == .hy || (before == .ba && !units[index - 1].properties.isEastAsian), after != .hl {
            return .prohibited
        }
        if before == .sy, after == .hl { return .prohibited }
        // LB22.
        if after == .in { return .prohibited }
        // LB23, LB23a.
        if (before == .al || before == .hl) && after == .nu || before == .nu && (after == .al || after == .hl) { return .prohibited }
        if before == .pr, after == .id || after == .eb || after == .em { return .prohibited }
        if before == .id || before == .eb || before == .em, after == .po { return .prohibited }
        // LB24.
        if (before == .pr || before == .po) && (after == .al || after == .hl) { return .prohibited }
        if (before == .al || before == .hl) && (after == .pr || after == .po) { return .prohibited }
        // LB25: numbers.
        if after == .po || after == .pr {
            var start = index - 1
            if before == .cl || before == .cp { start -= 1 }
            while let kind = lineBreakClass(start), kind == .sy || kind == .is { start -= 1 }
            if lineBreakClass(start) == .nu { return .prohibited }
        }
        if before == .po || before == .pr {
            if after == .op, lineBreakClass(index + 1) == .nu || lineBreakClass(index + 1) == .is && lineBreakClass(index + 2) == .nu {
                return .prohibited
            }
            if after == .nu { return .prohibited }
        }
        if after == .nu, before == .hy || before == .is { return .prohibited }
        if after == .nu {
            var start = index - 1
            while let kind = lineBreakClass(start), kind == .sy || kind == .is { start -= 1 }
            if lineBreakClass(start) == .nu { return .prohibited }
        }
        // LB26, LB27: Korean syllables.
        if before == .jl, after.isIn(Self.afterLeadingJamo) { return .prohibited }
        if before == .jv || before == .h2, after == .jv || after == .jt { return .prohibited }
        if before == .jt || before == .h3, after == .jt { return .prohibited }
        if before.isIn(Self.hangul), after == .po { return .prohibited }
        if before == .pr, after.isIn(Self.hangul) { return .prohibited }
        // Tailoring: syllables of Thai, Lao and Khmer.
        if tailoring == .trellis, units[index - 1].isSoutheastAsian, units[index].isSoutheastAsian,
           SoutheastAsianSyllables.allowsBreak(before: units[index].start, in: scalars) {
            return .allowed
        }
        // LB28, LB28a: letters; Brahmic orthographic syllables.
        if before == .al || before == .hl, after == .al || after == .hl { return .prohibited }
        if before == .ap, isAksaraBase(index) { return .prohibited }
        if isAksaraBase(index - 1), after == .vf || after == .vi { return .prohibited }
        if before == .vi, isAksaraBase(index - 2), after == .ak || units[index].scalar == 0x25CC { return .prohibited }
        if isAksaraBase(index - 1), isAksaraBase(index), lineBreakClass(index + 1) == .vf { return .prohibited }
        // LB29, LB30.
        if before == .is, after == .al || after == .hl { return .prohibited }
        if before == .al || before == .hl || before == .nu, after == .op, !units[index].properties.isEastAsian { return .prohibited }
        if before == .cp, !units[index - 1].properties.isEastAsian, after == .al || after == .hl || after == .nu { return .prohibited }
        // LB30a: regional indicators pair.
        if before == .ri, after == .ri {
            var count = 0
            var position = index - 1
            while lineBreakClass(position) == .ri { count += 1; position -= 1 }
            if count % 2 == 1 { return .prohibited }
        }
        // LB30b.
        if after == .em, before == .eb || units[index - 1].properties.isUnassignedPictographic { return .prohibited }
        // Tailoring: Korean words stay whole.
        if tailoring == .trellis, before.isIn(Self.hangul), after.isIn(Self.hangul) { return .prohibited }
        // LB31.
        return .allowed
    }
}

extension LineBreakClass {
    /// The set of `classes` as bits, one per class.
    static func mask(_ classes: LineBreakClass...) -> UInt64 {
        classes.reduce(0) { $0 | 1 << $1.rawValue }
    }

    /// Whether the class is in the set `mask`.
    func isIn(_ mask: UInt64) -> Bool {
        mask & 1 << rawValue != 0
    }
}
