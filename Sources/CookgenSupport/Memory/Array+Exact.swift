extension Array {
    /// The same elements in a buffer of their own size: an array grown by `append` keeps the room
    /// it doubled into (an eleventh ingredient takes a buffer of sixteen), which a value held for
    /// the whole build (a parsed recipe, 100,000 of them) need not carry.
    @inlinable public var exactSize: [Element] {
        // An empty array holds no buffer; one whose room is a few elements is not worth a copy.
        capacity - count < 2 ? self : withUnsafeBufferPointer { Array($0) }
    }
}
