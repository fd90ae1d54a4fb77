import Testing
import Trellis

/// `LocalizedStringResource` in the views that take one. Trellis does not localise, so a view
/// shows the resource's default value: the literal it was made from, interpolations formatted.
@Suite("LocalizedStringResource") @MainActor
struct LocalizedStringResourceTests {
    @Test("a text of a resource shows its default value, sized as a text of that string")
    func textShowsTheDefaultValue() {
        let resource = LocalizedStringResource("greeting", defaultValue: "Hello, \("Ada")!")
        let result = VStack { Text(resource) }.layout(in: CGSize(width: 390, height: 844))
        #expect(result.frame(ofText: "Hello, Ada!") != nil)
        #expect(Text(resource).sizeThatFits(.unspecified) == Text(verbatim: "Hello, Ada!").sizeThatFits(.unspecified))
    }

    @Test("a resource from a literal shows the literal with its interpolations formatted")
    func literalResources() {
        let count = 3
        let plain: LocalizedStringResource = "Inbox"
        let interpolated: LocalizedStringResource = "\(count) new messages"
        #expect(Text(plain) == Text(verbatim: "Inbox"))
        #expect(Text(interpolated) == Text(verbatim: "3 new messages"))
    }

    #if !canImport(Darwin)
    @Test("the stand-in keeps the key as Foundation writes it: the literal, each interpolation a format specifier")
    func keys() {
        let count = 3, price = 2.5
        let interpolated: LocalizedStringResource = "\(count) items at \(price) for \("Ada"), 100%"
        #expect(interpolated.key == "%lld items at %lf for %@, 100%%")
        #expect(interpolated.defaultValue.description == "3 items at 2.5 for Ada, 100%")
        let explicit = LocalizedStringResource("cart.total", defaultValue: "Total: \(price, specifier: "%.2f")", table: "Cart")
        #expect(explicit.key == "cart.total")
        #expect(explicit.table == "Cart")
        #expect(explicit.defaultValue.description == "Total: 2.50")
    }
    #endif

    @Test("Button, Label, Toggle and navigationTitle take a resource as their title")
    func controlsTakeAResource() {
        let result = VStack {
            Button(LocalizedStringResource("save", defaultValue: "Save")) {}
            Button(LocalizedStringResource("delete", defaultValue: "Delete"), role: .destructive) {}
            Label(LocalizedStringResource("favourites", defaultValue: "Favourites"), systemImage: "star")
            Toggle(LocalizedStringResource("wifi", defaultValue: "Wi-Fi"), isOn: .constant(true))
        }.layout(in: CGSize(width: 390, height: 844))
        for title in ["Save", "Delete", "Favourites", "Wi-Fi"] {
            #expect(result.frame(ofText: title) != nil, "no text \(title)")
        }
    }

    @Test("a navigation title from a resource is a title: the large title adds its 62 pt below the bar")
    func navigationTitle() {
        // iPhone 15 on iOS 26: the bar's bottom at 59 + 54 = 113, the large title's at 175.
        let titled = NavigationStack {
            Color.red.id("c").navigationTitle(LocalizedStringResource("inbox", defaultValue: "Inbox"))
        }.layout(on: .iPhone15)
        #expect(titled.frame(of: "c") == CGRect(x: 0, y: 175, width: 393, height: 643))
    }

    @Test("string literals still choose the string and key initialisers")
    func literalsKeepTheirOverloads() {
        #expect(Text("Inbox") == Text(verbatim: "Inbox"))
        #expect(Button("Save") {}.sizeThatFits(.unspecified) == Text(verbatim: "Save").sizeThatFits(.unspecified))
    }
}
