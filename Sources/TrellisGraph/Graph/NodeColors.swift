/// The colour of each node of a graph (`red`, `clear`, …), kept as two bytes a node: a code
/// for each distinct colour name, which the graph's nodes share.
///
/// A graph of a hundred thousand red rectangles stores one name; the codes keep nodes plain
/// values, which copy without reference counting. Past the first 65,534 distinct names, which no
/// screen reaches, a node's colour is kept by node instead.
struct NodeColors: Sendable {
    /// Each node's code: 0 for no colour, ``byNode`` for a colour kept by node, otherwise the
    /// position of its name in ``names`` plus one.
    private var codes: [UInt16] = []
    /// The distinct names, in the order they first came.
    private var names: [ColorName] = []
    /// The code of each name in ``names``.
    private var codeOfName: [ColorName: UInt16] = [:]
    /// The colours of the nodes whose code is ``byNode``, by node index.
    private var colorOfNode: [Int32: ColorName] = [:]
    /// The code of the colour added last, which the next node usually shares.
    private var last: (name: ColorName, code: UInt16)?

    /// The code of a colour kept by node.
    private static let byNode = UInt16.max

    /// The colour of the node at `index`.
    subscript(index: Int) -> ColorName? {
        switch codes[index] {
        case 0: return nil
        case Self.byNode: return colorOfNode[Int32(index)]
        case let code: return names[Int(code) - 1]
        }
    }

    /// Gives the next node `color`. Inline where it is the colour of the node before (or none,
    /// as for most nodes), which is nearly every node of a big graph.
    @inline(__always)
    mutating func append(_ color: ColorName?) {
        guard let color else {
            codes.append(0)
            return
        }
        if let last, last.name == color {
            codes.append(last.code)
            return
        }
        appendOther(color)
    }

    /// Gives the next node `color`, which is not the colour of the node before.
    @inline(never)
    private mutating func appendOther(_ color: ColorName) {
        let code: UInt16
        if let known = codeOfName[color] {
            code = known
        } else if names.count < Int(Self.byNode) - 1 {
            names.append(color)
            code = UInt16(names.count)
            codeOfName[color] = code
        } else {
            colorOfNode[Int32(codes.count)] = color
            codes.append(Self.byNode)
            return
        }
        last = (color, code)
        codes.append(code)
    }

    /// Reserves room for `count` nodes.
    mutating func reserveCapacity(_ count: Int) {
        codes.reserveCapacity(count)
    }
}
