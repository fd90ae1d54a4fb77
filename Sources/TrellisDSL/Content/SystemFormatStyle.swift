import Foundation

/// Format styles of the system for values that change with time, such as
/// ``SystemFormatStyle/Timer``.
public enum SystemFormatStyle {}
