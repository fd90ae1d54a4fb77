extension LayoutGraph {
    /// Adds a `GeometryReader` node whose content `content` makes from the reader's geometry.
    @discardableResult
    public mutating func addGeometryReader(content: GeometryContent, ids: [String] = []) -> NodeID {
        geometryContents.append(content)
        let id = GeometryContentID(Int32(geometryContents.count - 1))
        return add(.geometryReader(GeometryReaderSpec(content: id)), ids: ids)
    }

    /// The content function a `GeometryReader` node refers to.
    public func geometryContent(_ id: GeometryContentID) -> GeometryContent {
        geometryContents[Int(id.rawValue)]
    }
}
