import Foundation
import Synchronization
import TrellisSupport

/// The shaped strings of recent layouts, shared by every layout in the process: a text shown
/// again is shaped once.
///
/// Each thread looks first in a small table of its own, the strings it found or shaped lately,
/// and takes the shared table's lock only for a string it has not seen: a layout measuring its
/// texts again and again, and layouts on several threads at once, then neither take a lock nor
/// write memory another thread reads.
package final class ShapedTextCache: Sendable {
    /// What a shaped string depends on, packed in one word so that a lookup hashes one value:
    /// the string's number, the font's weight, whether it is italic, has monospaced digits or is
    /// monospaced, and the language.
    private struct Key: Hashable {
        let bits: UInt64

        init(_ string: InternedString, font: Font, language: TextLanguage) {
            var bits = UInt64(UInt32(bitPattern: string.number)) << 32
            bits |= UInt64(font.weight.ordinal) << 16
            bits |= UInt64(language.rawValue) << 8
            if font.isItalic { bits |= 1 }
            if font.hasMonospacedDigits { bits |= 2 }
            if font.design == .monospaced { bits |= 4 }
            self.bits = bits
        }
    }

    /// The process's cache.
    package static let shared = ShapedTextCache()
    /// Entries kept before the shared table starts again empty.
    private static let capacity = 8192

    /// Every string shaped, until there are ``capacity`` of them.
    private let entries = Mutex<[Key: ShapedText]>([:])

    private init() {}

    /// `string` shaped in `font`'s face and the stand-in faces `language` chooses, from the
    /// thread's table or the shared one when it was shaped before.
    package func shaped(_ string: InternedString, font: Font, language: TextLanguage = .other) -> ShapedText {
        let key = Key(string, font: font, language: language)
        let recent = RecentShapes.ofThisThread
        let slot = RecentShapes.slot(of: key.bits)
        if let entry = recent.slots[slot], entry.key == key.bits { return entry.shaped }
        let shaped = entries.withLock { entries in entries[key] } ?? shape(string, font: font, language: language, key: key)
        recent.slots[slot] = (key.bits, shaped)
        return shaped
    }

    /// `string` shaped, kept in the shared table (or the one another thread shaped meanwhile).
    private func shape(_ string: InternedString, font: Font, language: TextLanguage, key: Key) -> ShapedText {
        let shaped = ShapedText(string.string, font: font, language: language)
        return entries.withLock { entries in
            if let other = entries[key] { return other }
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = shaped
            return shaped
        }
    }
}

/// The strings one thread found or shaped lately, each in the slot a few bits of its key
/// choose: 8,192 slots (128 KB a thread), room for the texts of a large screen, so that laying
/// it out again finds each of them in its slot. Only its own thread reads or writes it, so its slots skip the dynamic exclusivity
/// checks of a class's stored property.
private final class RecentShapes {
    /// The number of bits that choose a slot.
    private static let slotBits = 13

    @exclusivity(unchecked) var slots = [(key: UInt64, shaped: ShapedText)?](repeating: nil, count: 1 << slotBits)

    /// The slot of `key`: Fibonacci hashing spreads the key's bits over the slot's.
    @inline(__always)
    static func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> (64 - UInt64(slotBits)))
    }

    /// This thread's table, made at its first lookup and freed with the thread.
    static var ofThisThread: RecentShapes {
        if let table = pthread_getspecific(threadKey) { return Unmanaged<RecentShapes>.fromOpaque(table).takeUnretainedValue() }
        let table = RecentShapes()
        pthread_setspecific(threadKey, Unmanaged.passRetained(table).toOpaque())
        return table
    }

    /// The key under which each thread keeps its table; the table is released when its thread ends.
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { table in
            guard let table else { return }
            Unmanaged<RecentShapes>.fromOpaque(table).release()
        }
        precondition(status == 0, "no thread-local key for the recent shaped strings (error \(status))")
        return key
    }()
}
