import Foundation
import Testing
import Trellis

/// `UIImage(data:)` and `UIImage(data:scale:)` read the image's size from its header, as UIKit
/// sizes the image it decodes: `size` in points is the pixel size divided by the scale, and the
/// scale is 1 unless given. SwiftUI lays an `Image(uiImage:)` out at that size.
@Suite("UIImage(data:)") @MainActor
struct UIImageDataTests {
    /// The first bytes of a PNG of `width` × `height` pixels: the signature and the `IHDR` chunk.
    private func png(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian) { Array($0) } }
        return Data(bytes + [8, 6, 0, 0, 0])
    }

    @Test("a PNG's image lays out at its pixel size, centred in the window")
    func pngLayout() throws {
        let image = try #require(UIImage(data: png(width: 200, height: 100)))
        let result = Image(uiImage: image).id("image").layout(in: CGSize(width: 400, height: 400))
        #expect(result.frame(of: "image") == CGRect(x: 100, y: 150, width: 200, height: 100))
    }

    @Test("a scale divides the pixel size: 200 × 100 pixels at scale 2 is 100 × 50 points")
    func scaled() throws {
        let image = try #require(UIImage(data: png(width: 200, height: 100), scale: 2))
        #expect(Image(uiImage: image).sizeThatFits(.unspecified) == CGSize(width: 100, height: 50))
        #expect(UIImage(data: png(width: 200, height: 100), scale: 0) == nil)
    }

    @Test("GIF, JPEG and BMP headers give their sizes")
    func otherFormats() throws {
        let gif = Data(Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0, 0])
        #expect(Image(uiImage: try #require(UIImage(data: gif))).sizeThatFits(.unspecified) == CGSize(width: 320, height: 240))
        // Start of image, an APP0 segment of 16 bytes, then a baseline frame of 480 rows of 640.
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array(repeating: 0, count: 14)
            + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03])
        #expect(Image(uiImage: try #require(UIImage(data: jpeg))).sizeThatFits(.unspecified) == CGSize(width: 640, height: 480))
        // A top-down bitmap: its height is stored negative.
        var bmp: [UInt8] = [0x42, 0x4D] + Array(repeating: 0, count: 16)
        bmp += withUnsafeBytes(of: Int32(30).littleEndian) { Array($0) } + withUnsafeBytes(of: Int32(-20).littleEndian) { Array($0) }
        #expect(Image(uiImage: try #require(UIImage(data: Data(bmp)))).sizeThatFits(.unspecified) == CGSize(width: 30, height: 20))
    }

    @Test("data that is not an image Trellis reads gives nil, as UIKit's does for data it cannot decode")
    func notAnImage() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("hello".utf8)) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF])) == nil)
        #expect(UIImage(data: png(width: 0, height: 10)) == nil)
    }
}
