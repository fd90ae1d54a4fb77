import Foundation
import Trellis

/// Expects `view` to size itself with the given behaviour on each axis (see
/// ``Trellis/SizingBehavior``), such as `.expanding` across and `.hugging` down.
@discardableResult @MainActor @preconcurrency
public func expectSizingBehavior(of view: some View, horizontal: SizingBehavior, vertical: SizingBehavior,
                                 fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let actual = sizingBehavior(of: view)
    let matches = actual.horizontal == horizontal && actual.vertical == vertical
    if !matches {
        fail("""
            sizing behaviour
              expected: horizontal \(horizontal), vertical \(vertical)
                actual: horizontal \(actual.horizontal), vertical \(actual.vertical)
            """, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return matches
}
