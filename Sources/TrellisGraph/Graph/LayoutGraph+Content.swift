extension LayoutGraph {
    /// Adds a text node measured by `measurer`, kept in the graph's table; `nil` uses the
    /// built-in model.
    @discardableResult
    public mutating func addText(_ spec: TextSpec, measurer: (any TextMeasurer)?, ids: [String] = []) -> NodeID {
        var spec = spec
        spec.measurer = nil
        if let measurer {
            textMeasurers.append(measurer)
            spec.measurer = TextMeasurerID(Int32(textMeasurers.count - 1))
        }
        return add(.text(spec), ids: ids)
    }

    /// The measurer a text node refers to.
    public func textMeasurer(_ id: TextMeasurerID) -> any TextMeasurer {
        textMeasurers[Int(id.rawValue)]
    }

    /// Adds a leaf whose size is `function`'s answer to each proposal.
    @discardableResult
    public mutating func addMeasuredLeaf(_ function: SizeFunction, ids: [String] = []) -> NodeID {
        sizeFunctions.append(function)
        return add(.measuredLeaf(SizeFunctionID(Int32(sizeFunctions.count - 1))), ids: ids)
    }

    /// The size function a measured leaf refers to.
    public func sizeFunction(_ id: SizeFunctionID) -> SizeFunction {
        sizeFunctions[Int(id.rawValue)]
    }
}
