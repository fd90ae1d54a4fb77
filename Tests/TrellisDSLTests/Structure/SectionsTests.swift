import Foundation
import Testing
import Trellis

/// `Group(sections:transform:)` and `ForEach(sections:content:)` hand out a view's sections as
/// Apple documents them (iOS 18): each `Section` with its header, rows and footer as subviews,
/// and the views no section holds grouped with their neighbours into implicit sections, so that
/// there is always at least one.
@Suite("Sections of a content") @MainActor
struct SectionsTests {
    private let window = CGSize(width: 390, height: 600)

    /// A loose view, a section with a header, two rows and a footer, then two loose views.
    @ViewBuilder private var content: some View {
        Color.gray.frame(width: 10, height: 10).id("loose 1")
        Section {
            Color.red.frame(width: 10, height: 10).id("row a")
            Color.red.frame(width: 10, height: 10).id("row b")
        } header: {
            Color.blue.frame(width: 10, height: 5).id("header")
        } footer: {
            Color.green.frame(width: 10, height: 5).id("footer")
        }
        Color.gray.frame(width: 10, height: 10).id("loose 2")
        Color.gray.frame(width: 10, height: 10).id("loose 3")
    }

    @Test("a section and the runs of views around it make three sections, with their parts' subviews")
    func counting() {
        let result = Group(sections: content) { sections in
            Text("\(sections.count) sections")
            ForEach(sections) { section in
                Text("\(section.header.count) \(section.content.count) \(section.footer.count)")
            }
        }.layout(in: window)
        #expect(result.frame(ofText: "3 sections") != nil)
        #expect(result.frame(ofText: "0 1 0") != nil)
        #expect(result.frame(ofText: "1 2 1") != nil)
        #expect(result.frame(ofText: "0 2 0") != nil)
    }

    @Test("ForEach(sections:content:) lays out what content makes of each section, in order")
    func forEachSections() {
        let result = VStack(spacing: 0) {
            ForEach(sections: content) { section in
                section.header
                section.content
            }
        }.layout(in: window)
        let order = ["loose 1", "header", "row a", "row b", "loose 2", "loose 3"].map { result.frame(of: $0)?.minY }
        #expect(order.compactMap { $0 }.count == 6)
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(result.frame(of: "footer") == nil)
        // The header is 5 points high, directly above the first row.
        #expect(result.frame(of: "row a")?.minY == (result.frame(of: "header")?.maxY ?? -1))
    }

    @Test("a section inside another view of the content is part of that view, not a section")
    func nestedSection() {
        let result = Group(sections: VStack { Section { Color.red.frame(width: 10, height: 10).id("inner") } }) { sections in
            Text("\(sections.count) sections of \(sections.first?.content.count ?? -1)")
            ForEach(sections) { $0.content }
        }.layout(in: window)
        #expect(result.frame(ofText: "1 sections of 1") != nil)
        #expect(result.frame(of: "inner")?.size == CGSize(width: 10, height: 10))
    }

    @Test("a view with nothing in it still has one, empty, section")
    func emptyContent() {
        let result = Group(sections: EmptyView()) { sections in
            Text("\(sections.count) sections of \(sections.first?.content.count ?? -1)")
        }.layout(in: window)
        #expect(result.frame(ofText: "1 sections of 0") != nil)
    }
}
