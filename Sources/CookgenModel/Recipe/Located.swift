import CookgenSupport
/// A value together with where it was written, so later stages can point at it.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value as read.
    public var value: Value
    /// Where it was written.
    public var location: SourceLocation

    /// Wraps a value read at a location.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
