import TrellisGraph

/// One section of a view, as `Group(sections:transform:)` and `ForEach(sections:content:)` hand
/// them out: a `Section`'s header, rows and footer as subviews, or, for views of the content that
/// no `Section` holds, an implicit section of those next to each other, with no header or
/// footer.
nonisolated public struct SectionConfiguration: Identifiable {
    /// What identifies a section among those of its collection.
    public struct ID: Hashable, Sendable {
        /// The section's position among the view's sections.
        let position: Int
    }

    /// What identifies this section among those of its collection.
    public let id: ID
    /// The subviews of the section's header; none for an implicit section.
    public let header: SubviewsCollection
    /// The subviews of the section's rows.
    public let content: SubviewsCollection
    /// The subviews of the section's footer; none for an implicit section.
    public let footer: SubviewsCollection
    /// The values the `Section` gives its container with `.containerValue(_:_:)` (iOS 18);
    /// none for an implicit section.
    public let containerValues: ContainerValues
}

/// The sections of a view, in order, as `Group(sections:transform:)` hands them to its
/// transform: each `Section` among the view's own views, and each run of its other views
/// between them, so there is always at least one.
nonisolated public struct SectionCollection: RandomAccessCollection {
    /// The sections.
    private let sections: [SectionConfiguration]

    /// The sections of `view`, found in `lowering`.
    init<V: View>(of view: V, in lowering: inout GraphLowering) {
        let finding = SectionLoweringContext(.finding)
        var probe = lowering.startingSubgraph()
        let views = probe.withEnvironment({ $0.sectionLoweringContext = finding }) { $0.lower(view) }
        let explicit = Dictionary(uniqueKeysWithValues: finding.found.enumerated().map { ($0.element.marker, $0.offset) })
        // The sections that are the view's own views stand in as markers when its other views
        // are placed; any other section lies inside one of those views.
        let markers = Set(views.compactMap { explicit[$0] })
        let resolve: (inout GraphLowering) -> [NodeID] = { lowering in
            lowering.withEnvironment({ $0.sectionLoweringContext = SectionLoweringContext(.placing(markers: markers)) }) { $0.lower(view) }
        }
        var sections: [SectionConfiguration] = []
        var loose: [Int] = []
        func closeImplicitSection() {
            guard !loose.isEmpty || sections.isEmpty else { return }
            let none = SubviewsCollection(positions: [], containerValues: []) { _ in [] }
            let content = SubviewsCollection(positions: loose, containerValues: loose.map { probe.graph.containerValues(of: views[$0]) }, resolve: resolve)
            sections.append(SectionConfiguration(id: .init(position: sections.count), header: none, content: content, footer: none,
                                                 containerValues: ContainerValues()))
            loose = []
        }
        for (position, node) in views.enumerated() {
            guard let index = explicit[node] else {
                loose.append(position)
                continue
            }
            if !loose.isEmpty { closeImplicitSection() }
            let section = finding.found[index]
            let parts = lowering.withEnvironment({ $0.sectionLoweringContext = nil }) { lowering in
                [section.header, section.content, section.footer].map { SubviewsCollection(of: $0, in: &lowering) }
            }
            sections.append(SectionConfiguration(id: .init(position: sections.count), header: parts[0], content: parts[1], footer: parts[2],
                                                 containerValues: probe.graph.containerValues(of: node)))
        }
        closeImplicitSection()
        self.sections = sections
    }

    /// The position of the first section.
    public var startIndex: Int { sections.startIndex }
    /// The position after the last section.
    public var endIndex: Int { sections.endIndex }

    /// The section at `position`.
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}
