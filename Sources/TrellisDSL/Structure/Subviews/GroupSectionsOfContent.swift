import TrellisGraph

/// The content of `Group(sections:transform:)`: the views `transform` makes from the sections
/// of `sections`.
nonisolated public struct GroupSectionsOfContent<Sections: View, Content: View>: View, PrimitiveView {
    /// The view whose sections are handed to `transform`.
    private let sections: Sections
    /// Makes the views shown from the sections.
    private let transform: (SectionCollection) -> Content

    /// The views `transform` makes from the sections of `sections`.
    init(sections: Sections, transform: @escaping (SectionCollection) -> Content) {
        self.sections = sections
        self.transform = transform
    }

    /// Never called: `GroupSectionsOfContent` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        lowering.lower(transform(SectionCollection(of: sections, in: &lowering)))
    }
}

extension Group where Content: View {
    /// The views `transform` makes from the sections of `view` (iOS 18): each `Section` among the
    /// views `view` resolves to, with its header, rows and footer as subviews, and each run of
    /// its other views as an implicit section, handed over as a ``SectionCollection``.
    public init<Base: View, Result: View>(sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result)
    where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(sections: view, transform: transform) }
    }
}

extension ForEach where Content: View {
    /// One view for each section of `view` (iOS 18), made by `content` from the
    /// ``SectionConfiguration``. The views become children of the parent.
    ///
    /// SwiftUI's `Data` here is a collection of its own; in Trellis the `ForEach` has one element,
    /// whose view is a `Group(sections:transform:)` of a `ForEach` over the sections.
    public init<V: View, C: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> C)
    where Data == CollectionOfOne<Int>, ID == Int, Content == GroupSectionsOfContent<V, ForEach<SectionCollection, SectionConfiguration.ID, C>> {
        self.init(CollectionOfOne(0), id: \.self) { _ in
            GroupSectionsOfContent(sections: view) { sections in
                TrellisDSL.ForEach<SectionCollection, SectionConfiguration.ID, C>(sections, content: content)
            }
        }
    }
}
