/// The lines of `expected` and `actual` in order, each marked: unchanged lines with two
/// spaces, lines only in `expected` with `-`, lines only in `actual` with `+`. Within a run of
/// changed lines the removed and added lines alternate, each `-` line followed by the `+` line
/// that replaced it, so that a row whose numbers changed reads as a pair, not as one block of
/// old rows then one block of new rows.
func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Longest common subsequence of lines, then a walk that emits the differences in order.
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
        }
    }
    var lines: [String] = []
    var removed: [String] = [], added: [String] = []
    // A run of changes ends: its removed and added lines, paired in order.
    func flush() {
        for index in 0..<max(removed.count, added.count) {
            if index < removed.count { lines.append("- " + removed[index]) }
            if index < added.count { lines.append("+ " + added[index]) }
        }
        removed.removeAll()
        added.removeAll()
    }
    var i = 0, j = 0
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            flush()
            lines.append("  " + old[i]); i += 1; j += 1
        } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
            removed.append(old[i]); i += 1
        } else {
            added.append(new[j]); j += 1
        }
    }
    flush()
    return lines.joined(separator: "\n")
}
