import Foundation

/// One node as a graph file describes it, read by its kind's spec (``NodeSpec``): the node's
/// parameters, the fields its kind accepts, its exact number of children and what the node
/// keeps beside its kind.
struct FileNode<Spec> {
    /// The node's parameters.
    var spec: Spec
    /// The fields a node of this kind accepts, besides `kind`, `children`, `ids` and
    /// `accessibilityIdentifiers`.
    var fields: [String]
    /// The exact number of children, or `nil` when the kind takes any number.
    var childCount: Int?
    /// The colour of a shape, kept on the node.
    var color: String?
    /// The function an `alignmentGuide` node computes its guide with, which the graph keeps in
    /// its table; the spec refers to it once the node is added.
    var guideFunction: GuideFunction?

    /// A node whose spec is `spec`, accepting `fields` and taking `childCount` children.
    init(_ spec: Spec, fields: [String], childCount: Int?, color: String? = nil, guideFunction: GuideFunction? = nil) {
        self.spec = spec
        self.fields = fields
        self.childCount = childCount
        self.color = color
        self.guideFunction = guideFunction
    }
}
