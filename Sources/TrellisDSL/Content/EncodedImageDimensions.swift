import Foundation

/// The width and height in pixels that an encoded image's header declares, read without
/// decoding the image: what `UIImage(data:)` needs to size the image it makes.
///
/// Reads PNG (the `IHDR` chunk, which the PNG specification requires first), GIF (the logical
/// screen's size, after the `GIF87a` / `GIF89a` signature), JPEG (the first start-of-frame
/// segment: baseline, progressive, lossless and arithmetic-coded) and BMP (the
/// `BITMAPINFOHEADER`'s width and height, a negative height marking a top-down bitmap). Other
/// formats (HEIC, WebP, TIFF) are not read. A JPEG's EXIF orientation is not applied, so a
/// photo stored on its side keeps the header's width and height.
enum EncodedImageDimensions {
    /// The pixel width and height that `data`'s header declares, or `nil` when `data` is not
    /// a PNG, GIF, JPEG or BMP image, or declares an empty one.
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data)
        let size = png(bytes) ?? gif(bytes) ?? jpeg(bytes) ?? bmp(bytes)
        guard let size, size.width > 0, size.height > 0 else { return nil }
        return size
    }

    /// A PNG's size: the signature, then the `IHDR` chunk's big-endian width and height.
    private static func png(_ bytes: [UInt8]) -> CGSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return CGSize(width: Int(bigEndian: bytes, at: 16, count: 4), height: Int(bigEndian: bytes, at: 20, count: 4))
    }

    /// A GIF's size: the logical screen's little-endian width and height after the signature.
    private static func gif(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 10, Array(bytes[0..<6]) == Array("GIF87a".utf8) || Array(bytes[0..<6]) == Array("GIF89a".utf8) else { return nil }
        return CGSize(width: Int(littleEndian: bytes, at: 6, count: 2), height: Int(littleEndian: bytes, at: 8, count: 2))
    }

    /// A JPEG's size: the segments after the start-of-image marker are walked by their lengths
    /// to the first start-of-frame, whose height and width follow the sample precision.
    private static func jpeg(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            // Fill bytes before a marker.
            if marker == 0xFF { offset += 1; continue }
            let length = Int(bigEndian: bytes, at: offset + 2, count: 2)
            let startsFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if startsFrame {
                guard offset + 9 <= bytes.count else { return nil }
                return CGSize(width: Int(bigEndian: bytes, at: offset + 7, count: 2), height: Int(bigEndian: bytes, at: offset + 5, count: 2))
            }
            guard length >= 2 else { return nil }
            offset += 2 + length
        }
        return nil
    }

    /// A BMP's size: the info header's little-endian, signed width and height.
    private static func bmp(_ bytes: [UInt8]) -> CGSize? {
        guard bytes.count >= 26, bytes[0] == 0x42, bytes[1] == 0x4D else { return nil }
        let width = Int32(truncatingIfNeeded: Int(littleEndian: bytes, at: 18, count: 4))
        let height = Int32(truncatingIfNeeded: Int(littleEndian: bytes, at: 22, count: 4))
        return CGSize(width: Int(width), height: Int(height.magnitude))
    }
}

private extension Int {
    /// The unsigned big-endian number in `count` bytes of `bytes` from `offset`.
    init(bigEndian bytes: [UInt8], at offset: Int, count: Int) {
        self = bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The unsigned little-endian number in `count` bytes of `bytes` from `offset`.
    init(littleEndian bytes: [UInt8], at offset: Int, count: Int) {
        self = bytes[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
