/// A character's Line_Break class, as Unicode Standard Annex #14 names them: what the
/// character does to the break opportunities around it. ``LineBreaker`` reads the classes from
/// the generated table (``LineBreakProperties``); the cases are in that table's order.
package enum LineBreakClass: UInt8, Sendable {
    /// Ambiguous: alphabetic or ideographic by context; resolved as alphabetic.
    case ai
    /// Aksara: the base of a Brahmic orthographic syllable that may follow a virama.
    case ak
    /// Alphabetic letters and ordinary symbols.
    case al
    /// Aksara pre-base: a Brahmic character written before its base.
    case ap
    /// Aksara start: a syllable base that never follows a virama.
    case `as`
    /// A break opportunity before and after, such as the em dash, but not between two.
    case b2
    /// Break after: spaces other than U+0020, hyphens that allow a break after them.
    case ba
    /// Break before: characters that start what follows them.
    case bb
    /// A mandatory break after.
    case bk
    /// Contingent break: an object, such as an inline image, with break opportunities around it.
    case cb
    /// Conditional Japanese starter: small kana and the prolonged sound mark.
    case cj
    /// Closing punctuation.
    case cl
    /// A combining mark, or a control character that attaches to what precedes it.
    case cm
    /// A closing parenthesis.
    case cp
    /// Carriage return.
    case cr
    /// An emoji base that a skin-tone modifier may follow.
    case eb
    /// An emoji skin-tone modifier.
    case em
    /// Exclamation and interrogation.
    case ex
    /// Glue: no break before or after, such as the no-break space.
    case gl
    /// A Hangul syllable of two jamo.
    case h2
    /// A Hangul syllable of three jamo.
    case h3
    /// Hebrew letters.
    case hl
    /// The hyphen-minus.
    case hy
    /// Ideographs, kana and other characters between which a line may break.
    case id
    /// Inseparable characters, such as leaders.
    case `in`
    /// Infix separators in numbers: the comma, the full stop.
    case `is`
    /// A Hangul leading jamo.
    case jl
    /// A Hangul trailing jamo.
    case jt
    /// A Hangul vowel jamo.
    case jv
    /// Line feed.
    case lf
    /// Next line (U+0085).
    case nl
    /// Nonstarters: characters that may not start a line.
    case ns
    /// Digits.
    case nu
    /// Opening punctuation.
    case op
    /// Postfix numeric: signs that follow a number, such as `%`.
    case po
    /// Prefix numeric: signs that precede a number, such as `$`.
    case pr
    /// Quotation marks.
    case qu
    /// Regional indicators, which pair into flags.
    case ri
    /// Southeast Asian scripts written without spaces: Thai, Lao, Khmer, Myanmar and others.
    case sa
    /// Surrogates.
    case sg
    /// The space.
    case sp
    /// Symbols that allow a break after them but not before a digit: the solidus.
    case sy
    /// A final virama of a Brahmic script.
    case vf
    /// A virama of a Brahmic script.
    case vi
    /// Word joiner: no break before or after.
    case wj
    /// Unknown: unassigned and private-use code points; resolved as alphabetic.
    case xx
    /// The zero-width space: a break opportunity.
    case zw
    /// The zero-width joiner.
    case zwj
}
