import Testing
import Trellis

/// `#colorLiteral` and `#imageLiteral` compile as they do beside UIKit: a colour literal makes a
/// `UIColor`, an image literal a `UIImage`, and `Color(_:)`, `Color(uiColor:)` and
/// `Image(uiImage:)` make views of them that lay out as any colour and any named image do.
@Suite("Colour and image literals") @MainActor
struct ObjectLiteralTests {
    @Test("a colour literal with no type expected is a UIColor named by its components")
    func colorLiteralType() {
        let tint = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(type(of: tint) == UIColor.self)
        #expect(tint.name == "rgb(0.2, 0.4, 0.6)")
        #expect(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5).name == "rgb(1, 0, 0, 0.5)")
    }

    @Test("a colour made from a literal is the colour of the same components")
    func colorFromLiteral() {
        let graph = HStack {
            Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
            Color(uiColor: #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
            Color(red: 0.2, green: 0.4, blue: 0.6)
        }.layoutGraph()
        let colors = graph.children(of: graph.root).map { graph[$0].color }
        #expect(colors == ["rgb(0.2, 0.4, 0.6)", "rgb(0.2, 0.4, 0.6)", "rgb(0.2, 0.4, 0.6)"])
    }

    @Test("a colour made from a literal fills its share of a stack like any colour")
    func colorLiteralLayout() {
        // A 208×50 row of two colours centred in a 400×400 window: (208 − 8) / 2 = 100 each,
        // the row starting at (400 − 208) / 2 = 96 across and (400 − 50) / 2 = 175 down.
        let result = HStack {
            Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)).id("literal")
            Color.red.id("red")
        }
        .frame(width: 208, height: 50)
        .layout(in: CGSize(width: 400, height: 400))
        #expect(result.frame(of: "literal") == CGRect(x: 96, y: 175, width: 100, height: 50))
        #expect(result.frame(of: "red") == CGRect(x: 204, y: 175, width: 100, height: 50))
    }

    @Test("an image literal with no type expected is a UIImage of that resource")
    func imageLiteralType() {
        let photo = #imageLiteral(resourceName: "photo")
        #expect(type(of: photo) == UIImage.self)
        #expect(photo.name == "photo")
    }

    @Test("an image made from a literal lays out as the image of that name: empty when no size is registered")
    func imageLiteralLayout() {
        let unregistered = Image(uiImage: #imageLiteral(resourceName: "literal-unregistered"))
        #expect(unregistered.sizeThatFits(.unspecified) == .zero)
        #expect(unregistered.sizeThatFits(ProposedViewSize(width: 300, height: 300)) == Image("literal-unregistered").sizeThatFits(ProposedViewSize(width: 300, height: 300)))
        Image.register("literal-registered", size: CGSize(width: 40, height: 30))
        #expect(Image(uiImage: #imageLiteral(resourceName: "literal-registered")).sizeThatFits(.unspecified) == CGSize(width: 40, height: 30))
        #expect(Image(uiImage: #imageLiteral(resourceName: "literal-registered")).resizable().sizeThatFits(ProposedViewSize(width: 80, height: 80)) == CGSize(width: 80, height: 80))
    }
}
