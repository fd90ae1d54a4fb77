/// One value set in ``EnvironmentValues``, boxed so that the environment's table holds every
/// key's value as the same kind of reference and reads it back without a dynamic cast.
final class EnvironmentValueBox<Value> {
    /// The value set for the key.
    let value: Value

    /// A box holding `value`.
    init(_ value: Value) { self.value = value }
}
