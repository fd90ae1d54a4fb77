#if !canImport(Darwin)
import Foundation

// Stands in for the key-value coding Apple's Foundation gives `UserDefaults` through `NSObject`,
// which Linux's Foundation lacks, so that SwiftUI code keeping its settings with
// `UserDefaults.standard.setValue(_:forKey:)` compiles. On Apple's systems `UserDefaults`
// answers key-value coding with its defaults: these do what `set(_:forKey:)` and
// `object(forKey:)` do.
extension UserDefaults {
    /// Sets the default of `key` to `value` (removes it when `value` is `nil`), as
    /// `set(_:forKey:)` does.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    /// The default of `key`, or `nil`, as `object(forKey:)` gives it.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
#endif
