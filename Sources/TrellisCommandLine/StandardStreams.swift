import Foundation

/// The process's standard output as a text stream, written through at once.
struct StandardOutput: TextOutputStream {
    mutating func write(_ string: String) { FileHandle.standardOutput.write(Data(string.utf8)) }
}

/// The process's standard error as a text stream, written through at once.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) { FileHandle.standardError.write(Data(string.utf8)) }
}
