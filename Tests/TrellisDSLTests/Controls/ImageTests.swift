import Testing
import Trellis

@Suite("Image")
@MainActor
struct ImageTests {
    private let natural = CGSize(width: 40, height: 30)

    @Test("an image that is not resizable keeps its natural size whatever it is offered")
    func naturalSize() {
        for proposal in [ProposedViewSize.zero, .unspecified, .infinity, ProposedViewSize(width: 100, height: 10)] {
            #expect(Image(size: natural).sizeThatFits(proposal) == natural)
        }
    }

    @Test("a resizable image takes the proposal, its natural length where unspecified")
    func resizable() {
        #expect(Image(size: natural).resizable().sizeThatFits(ProposedViewSize(width: 100, height: 100)) == CGSize(width: 100, height: 100))
        #expect(Image(size: natural).resizable().sizeThatFits(ProposedViewSize(width: 100, height: nil)) == CGSize(width: 100, height: 30))
        #expect(Image(size: natural).resizable().sizeThatFits(.unspecified) == natural)
        // fixedSize proposes nil: the natural size again.
        #expect(Image(size: natural).resizable().fixedSize().sizeThatFits(.infinity) == natural)
    }

    @Test("resizable with aspectRatio(contentMode:) scales the natural size to fit or fill")
    func aspectRatio() {
        let square = ProposedViewSize(width: 100, height: 100)
        // Natural 40 × 30: fit scale min(100/40, 100/30) = 2.5 → 100 × 75.
        #expect(Image(size: natural).resizable().aspectRatio(contentMode: .fit).sizeThatFits(square) == CGSize(width: 100, height: 75))
        // Fill scale max(2.5, 3.33…) → 133.33… × 100.
        let fill = Image(size: natural).resizable().scaledToFill().sizeThatFits(square)
        #expect(fill.height == 100 && abs(fill.width - 400.0 / 3) < 1e-9)
    }

    @Test("a named image has its registered size; an unknown name is empty; a symbol has its own frame in its font")
    func named() {
        Image.register("ImageTests.logo", size: CGSize(width: 24, height: 16))
        #expect(Image("ImageTests.logo").sizeThatFits(.unspecified) == CGSize(width: 24, height: 16))
        #expect(Image("ImageTests.missing").sizeThatFits(.unspecified) == .zero)
        // A symbol the table does not know is 1.13 em square, rounded to the pixel: body
        // 17 × 1.13 = 19.21 → 19.
        #expect(Font.body.symbolSide() == 19)
        #expect(Image(systemName: "tortoise").sizeThatFits(.infinity) == CGSize(width: 19, height: 19))
        // It follows the font: .title (28 pt) → 31.64 → 32.
        #expect(Image(systemName: "tortoise").font(.title).sizeThatFits(.infinity) == CGSize(width: 32, height: 32))
        // At @3x the side is on the third-point grid: 57.63 pixels → 58 → 19.33.
        #expect(abs(Font.body.symbolSide(displayScale: 3) - 58.0 / 3) < 1e-9)
        var environment = EnvironmentValues()
        environment.displayScale = 3
        let symbol = Image(systemName: "tortoise").id("symbol").layout(in: CGSize(width: 100, height: 100), environment: environment)
        #expect(symbol.frame(of: "symbol").map { abs($0.width - 58.0 / 3) < 1e-9 && abs($0.height - 58.0 / 3) < 1e-9 } == true)
        // A symbol the table knows has its own frame: a body bell at @3x is 57 × 58 pixels, as
        // real SwiftUI drew it (the symbol calibration's row challenge-bell-body).
        let bell = Image(systemName: "bell").id("bell").layout(in: CGSize(width: 100, height: 100), environment: environment)
        #expect(bell.frame(of: "bell").map { abs($0.width - 19) < 1e-9 && abs($0.height - 58.0 / 3) < 1e-9 } == true)
        #expect(Image("ImageTests.logo").layoutGraph().displayName(of: NodeID(0)) == "Image \"ImageTests.logo\"")
    }
}

@Suite("Content normalisation")
@MainActor
struct ContentNormalisationTests {
    @Test("negative or non-finite content lengths become 0, with a warning")
    func invalidLengths() {
        let result = VStack {
            Image(size: CGSize(width: -10, height: CGFloat.nan)).id("image")
            Text("Hi").font(.system(size: -3)).id("text")
        }
        .layout(in: CGSize(width: 100, height: 100))
        #expect(result.frame(of: "image")?.size == .zero)
        #expect(result.frame(of: "text")?.size == .zero)
        #expect(result.warnings.filter { $0.kind == LayoutWarning.Kind.invalidValue }.count == 3)
    }
}
