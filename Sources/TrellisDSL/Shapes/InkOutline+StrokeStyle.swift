import TrellisGraph

extension InkOutline.Cap {
    /// The cap a stroke style's `lineCap` draws.
    init(_ cap: CGLineCap) {
        self = cap == .round ? .round : cap == .square ? .square : .butt
    }
}

extension InkOutline.Join {
    /// The join a stroke style's `lineJoin` draws.
    init(_ join: CGLineJoin) {
        self = join == .round ? .round : join == .bevel ? .bevel : .miter
    }
}
