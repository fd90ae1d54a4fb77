import Foundation
import Testing

/// The PNG decoder the screenshot test reads Chromium's pictures with, checked on images whose
/// pixels are known: a 24×10 gradient compressed at zlib's highest level with every row filter,
/// and a 4×2 image stored uncompressed.
@Suite("PNG decoding")
struct PNGImageTests {
    @Test("a compressed image with all five row filters decodes to its pixels")
    func compressed() throws {
        let data = try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAABgAAAAKCAYAAACuaZ5oAAABvElEQVR42q3SMUgbcRTH8WfsERAugxjwD0GEo1RuEBMoBAzcINwgBCxmKAZaCFLIUNGlujzvf0K22wIBnQw4ubg4ih0EFTczC4KDQ/fO/36VCLpoB4cf78NxcLz3OxEROybiJsgUnmFWSA3HzCWygleZa2QL7zAz0sP7zENyjE+Zl2SAb5j3ZESMuDHJC0lJ8t7O8QERk0/FFBIxRVzCAQ5xGVdxhGNcxw3cxC3cxut4E2/jDs5wF+/hfjIqFRnx/ELi+ePi+cXU8w0u4Wkc4E84xLO4jD/jKj7Bv/EZPsdXuI6/4Ab+ipvygQ0SYR2RQipSxCXMFlJ6xc3/eOfJSgca2AmN3ZS23YxmtqJHrqYDF+tfu6STbkXn3ap+s2uaui09cDt6YTP943rqu32ds4e67I71lzvVXXupJ26gt+5Gc/ZeP1Jy7+EvCiklpJQwfW/nHk9kOJHhRIYTGVYzAQ5xGVdxhPlpTR03MCcyLdzG63gTb+MOznAX7+F+OiobYt8utIYjvIBjvDgs9PpFoZ7/Hd/hH7iNfyYPJVNEnlIKlFIcFhTgEJdxFUc4xtHQbCStZ3563nnmAe7LP3GiymsQgBtgAAAAAElFTkSuQmCC"))
        let image = try PNGImage(data)
        #expect(image.width == 24 && image.height == 10)
        // Pixel (x, y) is (10x, 25y, 7xy) with alpha 128 where x + y is a multiple of 3.
        let index = (3 * 24 + 5) * 4
        #expect(Array(image.pixels[index..<index + 4]) == [50, 75, 105, 255])
        #expect(image.pixels.reduce(0) { $0 + Int($1) } == 130_884)
    }

    @Test("a stored image decodes, and a file that is not a PNG is refused")
    func storedAndRefused() throws {
        let data = try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAALUlEQVR4AQEiAN3/AAECAwQBAgMEAQIDBAECAwQAAQIDBAECAwQBAgMEAQIDBAVKAFFBjSc/AAAAAElFTkSuQmCC"))
        #expect(try PNGImage(data) == PNGImage(width: 4, height: 2, pixels: [UInt8]([1, 2, 3, 4]).repeated(8)))
        #expect(throws: PNGImage.DecodingError.self) { try PNGImage(Data("GIF89a".utf8)) }
    }
}

private extension Array {
    func repeated(_ count: Int) -> [Element] { (0..<count).flatMap { _ in self } }
}
