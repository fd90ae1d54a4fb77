import Foundation
import Testing
import Trellis

/// A text at the zero proposal (0 × 0) holds no line: it adds no height.
///
/// The expected values are measured on a reference image that real SwiftUI drew (iOS 26.1, 3x):
/// vjr2005/Challenge's design-system snapshot `DSStatusIndicatorSnapshotTests/allStatusGallery`,
/// which swift-snapshot-testing sizes by asking its hosting controller for
/// `sizeThatFits(in: .zero)`. The view is a row of three columns, 16 apart and padded by 16;
/// each column holds circles 8, 12 and 16 pt across and a caption text, 8 apart. The image is
/// 336 × 276 px, 112 × 92 pt: 16 + (8 + 12 + 16 + 3 × 8) + 16 tall, so the captions added
/// nothing at the zero proposal. Laid out in that image, each caption shows an ellipsis on one
/// line, and the columns, now taller than the image, overflow it evenly: the 8-pt circles' top
/// edges are at 9 pt, not 16.
@MainActor
@Suite("A text at the zero proposal")
struct TextZeroProposalTests {
    /// The test's view: three columns of the status indicator's circles over a caption.
    static var gallery: some View {
        HStack(spacing: 16) {
            ForEach(["Alive", "Dead", "Unknown"], id: \.self) { status in
                VStack(spacing: 8) {
                    Circle().fill(Color.green).frame(width: 8, height: 8).id("small-\(status)")
                    Circle().fill(Color.green).frame(width: 12, height: 12)
                    Circle().fill(Color.green).frame(width: 16, height: 16)
                    Text(status).font(.caption)
                }
            }
        }
        .padding()
    }

    static var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 3
        environment.osVersion = .iOS26_0
        return environment
    }

    @Test("at the zero proposal the gallery is as tall as its circles, spacing and padding: 112 × 92")
    func zeroProposal() {
        let probe = ZStack { Self.gallery.id("gallery") }.layout(in: .zero, environment: Self.environment)
        let size = probe.frame(of: "gallery")?.size
        #expect(size?.height == 92)
        #expect(size?.width == 112)
    }

    @Test("in the 112 × 92 image the captions take a line and the columns overflow evenly: the small circles start at 9")
    func laidOutInTheImage() throws {
        let result = Self.gallery.layout(in: CGSize(width: 112, height: 92), environment: Self.environment)
        let circle = try #require(result.frame(of: "small-Alive"))
        // 9 in the image, read to the pixel (1/3 pt).
        #expect(abs(circle.minY - 9) <= 1.0 / 3 + 0.001)
        #expect(abs(circle.minX - 20) <= 1.0 / 3 + 0.001)
    }

    @Test("a text at the zero proposal is the width of its ellipsis and no height; at a zero width alone it keeps its lines")
    func bareText() {
        let probe = ZStack { Text("Unknown").font(.caption).id("text") }.layout(in: .zero, environment: Self.environment)
        let size = probe.frame(of: "text")?.size
        #expect(size?.height == 0)
        #expect((size?.width ?? 0) > 0 && (size?.width ?? 100) <= 16)
        let column = Text("Unknown").font(.caption).id("text").frame(width: 0).layout(in: CGSize(width: 100, height: 100), environment: Self.environment)
        #expect((column.frame(of: "text")?.height ?? 0) > 0)
    }
}
