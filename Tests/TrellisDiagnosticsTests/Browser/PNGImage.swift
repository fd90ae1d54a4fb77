import Foundation

/// A PNG image decoded with nothing but Swift: 8-bit RGB or RGBA, not interlaced (what
/// Chromium's screenshots are). Foundation on Linux has no zlib, so the image data is inflated
/// here (RFC 1950 and 1951) and its rows unfiltered (PNG's five filters).
struct PNGImage: Equatable {
    var width: Int
    var height: Int
    /// Red, green, blue and alpha of each pixel, row by row.
    var pixels: [UInt8]

    struct DecodingError: Error, CustomStringConvertible {
        var description: String
    }

    init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [137, 80, 78, 71, 13, 10, 26, 10]) else { throw DecodingError(description: "not a PNG file") }
        func integer(at offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        var offset = 8
        var header: [UInt8] = [], compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = integer(at: offset)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { throw DecodingError(description: "chunk \(type) is cut short") }
            let body = bytes[offset + 8..<offset + 8 + length]
            if type == "IHDR" { header = Array(body) }
            if type == "IDAT" { compressed += body }
            if type == "IEND" { break }
            offset += 12 + length
        }
        guard header.count == 13 else { throw DecodingError(description: "no IHDR chunk") }
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }, height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let channels: Int
        switch (header[8], header[9], header[12]) {
        case (8, 2, 0): channels = 3
        case (8, 6, 0): channels = 4
        default: throw DecodingError(description: "only 8-bit RGB and RGBA images without interlacing are read")
        }
        guard compressed.count > 2, compressed[0] & 0x0F == 8 else { throw DecodingError(description: "the image data is not deflated") }
        var inflater = Inflater(Array(compressed.dropFirst(2)))
        let raw = try inflater.inflate()
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw DecodingError(description: "the image data is cut short") }
        var rows = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let source = row * (stride + 1) + 1, target = row * stride
            for column in 0..<stride {
                let x = Int(raw[source + column])
                let left = column >= channels ? Int(rows[target + column - channels]) : 0
                let up = row > 0 ? Int(rows[target - stride + column]) : 0
                let upLeft = row > 0 && column >= channels ? Int(rows[target - stride + column - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
                default: throw DecodingError(description: "unknown filter \(filter) in row \(row)")
                }
                rows[target + column] = UInt8((x + predicted) & 0xFF)
            }
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for index in 0..<width * height {
            for channel in 0..<channels { pixels[index * 4 + channel] = rows[index * channels + channel] }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The part of the image from (`x`, `y`), `width`×`height` pixels.
    func cropped(x: Int, y: Int, width: Int, height: Int) -> PNGImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for row in y..<y + height {
            let start = (row * self.width + x) * 4
            pixels += self.pixels[start..<start + width * 4]
        }
        return PNGImage(width: width, height: height, pixels: pixels)
    }

    /// The mean red, green and blue of each `size`×`size` block, the blocks row by row (blocks
    /// at the right and bottom edges may be smaller).
    func blockMeans(size: Int) -> [[Double]] {
        var means: [[Double]] = []
        for top in Swift.stride(from: 0, to: height, by: size) {
            for left in Swift.stride(from: 0, to: width, by: size) {
                var sums = [0.0, 0.0, 0.0], count = 0.0
                for row in top..<min(top + size, height) {
                    for column in left..<min(left + size, width) {
                        let index = (row * width + column) * 4
                        for channel in 0..<3 { sums[channel] += Double(pixels[index + channel]) }
                        count += 1
                    }
                }
                means.append(sums.map { $0 / count })
            }
        }
        return means
    }
}

/// Inflates a raw DEFLATE stream (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks.
private struct Inflater {
    private let input: [UInt8]
    private var position = 0
    private var bitBuffer = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// A canonical Huffman code: how many codes have each length, and the symbols in code order.
    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtras = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                                        4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtras = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    init(_ input: [UInt8]) {
        self.input = input
    }

    mutating func inflate() throws -> [UInt8] {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try storedBlock()
            case 1:
                let literals = Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
                try codedBlock(literals: literals, distances: Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let (literals, distances) = try dynamicCodes()
                try codedBlock(literals: literals, distances: distances)
            default: throw PNGImage.DecodingError(description: "invalid DEFLATE block type")
            }
        }
        return output
    }

    private mutating func bits(_ count: Int) throws -> Int {
        while bitCount < count {
            guard position < input.count else { throw PNGImage.DecodingError(description: "the DEFLATE stream is cut short") }
            bitBuffer |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = bitBuffer & ((1 << count) - 1)
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    private mutating func decode(_ code: Huffman) throws -> Int {
        var value = 0, first = 0, index = 0
        for length in 1..<16 {
            value |= try bits(1)
            let count = code.counts[length]
            if value - count < first { return code.symbols[index + value - first] }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw PNGImage.DecodingError(description: "invalid Huffman code")
    }

    private mutating func storedBlock() throws {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw PNGImage.DecodingError(description: "a stored block is cut short") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else { throw PNGImage.DecodingError(description: "a stored block is cut short") }
        output += input[position..<position + length]
        position += length
    }

    private mutating func dynamicCodes() throws -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, lengthCount = try bits(4) + 4
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<lengthCount { codeLengths[Self.codeLengthOrder[index]] = try bits(3) }
        let lengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw PNGImage.DecodingError(description: "a repeat with nothing to repeat") }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        return (Huffman(lengths: Array(lengths[..<literalCount])), Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount])))
    }

    private mutating func codedBlock(literals: Huffman, distances: Huffman) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < Self.lengthBases.count else { throw PNGImage.DecodingError(description: "invalid length code") }
            let length = Self.lengthBases[lengthIndex] + (try bits(Self.lengthExtras[lengthIndex]))
            let distanceIndex = try decode(distances)
            guard distanceIndex < Self.distanceBases.count else { throw PNGImage.DecodingError(description: "invalid distance code") }
            let distance = Self.distanceBases[distanceIndex] + (try bits(Self.distanceExtras[distanceIndex]))
            guard distance <= output.count else { throw PNGImage.DecodingError(description: "a distance beyond the start") }
            let start = output.count - distance
            for offset in 0..<length { output.append(output[start + offset]) }
        }
    }
}
