import Testing
import Trellis

@Suite("Named coordinate spaces") @MainActor
struct CoordinateSpaceTests {
    private let window = CGSize(width: 300, height: 400)

    /// A probe whose width is the reader's minY in `space` and whose height its global minY.
    private func probe(in space: NamedCoordinateSpace) -> some View {
        GeometryReader { proxy in
            Color.red.frame(width: proxy.frame(in: space).minY, height: proxy.frame(in: .global).minY).id("probe")
        }
        .frame(height: 100)
    }

    /// A 50-tall spacer above a stack that holds a 30-tall spacer above the reader; the window
    /// centres the 180-tall column at y = 110, so the inner stack is at 160 and the reader at 190.
    private func column<Inner: View>(_ inner: (AnyView) -> Inner, space: NamedCoordinateSpace) -> some View {
        VStack(spacing: 0) {
            Color.clear.frame(width: 300, height: 50)
            inner(AnyView(VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                probe(in: space)
            }))
        }
    }

    @Test("frame(in: .named) is relative to the named view's top-leading corner")
    func named() {
        let result = column({ $0.coordinateSpace(.named("inner")) }, space: .named("inner")).layout(in: window)
        #expect(result.frame(of: "probe")?.size == CGSize(width: 30, height: 190))
    }

    @Test("The pre-iOS 17 spelling: coordinateSpace(name:) and CoordinateSpace.named")
    func oldSpelling() {
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 300, height: 50)
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.frame(in: CoordinateSpace.named("inner")).minY, height: 1).id("probe")
                }
                .frame(height: 100)
            }
            .coordinateSpace(name: "inner")
        }
        #expect(view.layout(in: window).frame(of: "probe")?.width == 30)
    }

    @Test("The nearest view with the name wins; an unknown name is the window's space")
    func nearestAndUnknown() {
        let nested = column({ $0.coordinateSpace(.named("space")) }, space: .named("space")).coordinateSpace(.named("space"))
        #expect(nested.layout(in: window).frame(of: "probe")?.width == 30)
        let unknown = column({ $0 }, space: .named("missing"))
        #expect(unknown.layout(in: window).frame(of: "probe")?.width == 190)
    }

    @Test(".scrollView: relative to the nearest scroll view's visible region, content margins included")
    func scrollView() {
        let view = ScrollView {
            VStack(spacing: 0) {
                Color.clear.frame(height: 40)
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.frame(in: .scrollView).minY, height: proxy.frame(in: .global).minY).id("probe")
                }
                .frame(height: 20)
            }
        }
        .contentMargins(.top, 10)
        .padding(.top, 50)
        // Scroll view at y = 50, content at 60, reader at 100.
        #expect(view.layout(in: window).frame(of: "probe")?.size == CGSize(width: 50, height: 100))
        // Outside a scroll view, .scrollView is the window's space.
        let outside = probe(in: .scrollView).padding(.top, 50).frame(height: 150).layout(in: window)
        // The 150-tall frame is centred at y = 125; the reader at 175.
        #expect(outside.frame(of: "probe")?.size == CGSize(width: 175, height: 175))
    }
}
