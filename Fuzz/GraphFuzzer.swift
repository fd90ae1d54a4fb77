// libFuzzer entry point: every input is a candidate graph file. Decoding must either succeed
// or throw a GraphFileError; a decoded graph must lay out with finite frames in a few windows.
// Built by Scripts/fuzz.sh with `swiftc -sanitize=fuzzer`, together with the sources of the
// modules the solver is made of (TrellisSupport, TrellisGeometry, TrellisLayout, TrellisGraph,
// TrellisSolver).
import Foundation
import TrellisGraph
import TrellisSolver

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let graph = try? LayoutGraph.decode(json: data) else { return 0 }
    for window in [CGSize(width: 390, height: 844), CGSize(width: 0, height: 0), CGSize(width: 1366, height: 100)] {
        let result = LayoutSolver().layout(graph, in: window)
        for case let frame? in result.frames where !(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite) {
            fatalError("non-finite frame \(frame) in a \(window) window")
        }
    }
    return 0
}
