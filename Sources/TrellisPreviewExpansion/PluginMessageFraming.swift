import Foundation

/// How plugin messages travel between the compiler and the plugin, over the plugin's standard
/// input and output: each message is its length in bytes, as a little-endian 64-bit unsigned
/// integer, followed by that many bytes of JSON.
public enum PluginMessageFraming {
    /// `message` with its length in front.
    public static func frame(_ message: Data) -> Data {
        withUnsafeBytes(of: UInt64(message.count).littleEndian) { Data($0) } + message
    }

    /// Reads the next message with `read`, which returns up to the number of bytes asked for,
    /// or nothing at the end of input. Returns nil at the end of input, also when the input
    /// ends inside a message.
    public static func nextMessage(_ read: (Int) -> Data) -> Data? {
        guard let header = readExactly(8, with: read) else { return nil }
        let length = header.reduce(into: (value: UInt64(0), shift: UInt64(0))) { sum, byte in
            sum.value |= UInt64(byte) << sum.shift
            sum.shift += 8
        }.value
        guard length <= UInt64(Int.max) else { return nil }
        return readExactly(Int(length), with: read)
    }

    private static func readExactly(_ count: Int, with read: (Int) -> Data) -> Data? {
        var data = Data()
        while data.count < count {
            let chunk = read(count - data.count)
            if chunk.isEmpty { return nil }
            data += chunk
        }
        return data
    }
}
