/// The colours of a graph's nodes (`red`, `clear`, …), as a code a node (two bytes, in the
/// graph's ``NodeTable``) for each distinct colour name, which the graph's nodes share.
///
/// A graph of a hundred thousand red rectangles stores one name; the codes keep nodes plain
/// values, which copy without reference counting. Past the first 65,534 distinct names, which no
/// screen reaches, a node's colour is kept by node instead.
struct ColorPalette: Sendable {
    /// The distinct names, in the order they first came; a name's code is its position plus one.
    private var names: [ColorName] = []
    /// The code of each name in ``names``.
    private var codeOfName: [ColorName: UInt16] = [:]
    /// The colours of the nodes whose code is ``byNode``, by node index.
    private var colorOfNode: [Int32: ColorName] = [:]
    /// The code of the colour coded last, which the next node usually shares.
    private var last: (name: ColorName, code: UInt16)?

    /// The code of no colour.
    static let none: UInt16 = 0
    /// The code of a colour kept by node.
    private static let byNode = UInt16.max

    /// The colour of the node at `index`, whose code is `code`.
    func color(code: UInt16, ofNode index: Int) -> ColorName? {
        switch code {
        case Self.none: return nil
        case Self.byNode: return colorOfNode[Int32(index)]
        default: return names[Int(code) - 1]
        }
    }

    /// The code of `color` for the node at `index`. Inline where it is the colour of the node
    /// before (or none, as for most nodes), which is nearly every node of a big graph.
    @inline(__always)
    mutating func code(of color: ColorName?, forNode index: Int) -> UInt16 {
        guard let color else { return Self.none }
        if let last, last.name == color { return last.code }
        return code(ofOther: color, forNode: index)
    }

    /// The code of `color`, which is not the colour of the node before, for the node at `index`.
    @inline(never)
    private mutating func code(ofOther color: ColorName, forNode index: Int) -> UInt16 {
        let code: UInt16
        if let known = codeOfName[color] {
            code = known
        } else if names.count < Int(Self.byNode) - 1 {
            names.append(color)
            code = UInt16(names.count)
            codeOfName[color] = code
        } else {
            colorOfNode[Int32(index)] = color
            return Self.byNode
        }
        last = (color, code)
        return code
    }
}
