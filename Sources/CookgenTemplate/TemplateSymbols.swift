/// The names a library's templates use, each given a number while compiling: keys of
/// variables and sections, partial names and block names.
struct TemplateSymbols: Sendable {
    /// Keys by number.
    private(set) var keys: [String] = []
    private var keyNumbers: [String: Int] = [:]
    /// Partial names by number.
    private(set) var partials: [String] = []
    private var partialNumbers: [String: Int] = [:]
    private var blockNumbers: [String: Int] = [:]

    /// The number of `key`, assigning the next one on first use.
    mutating func key(_ key: String) -> Int {
        Self.number(key, in: &keyNumbers, list: &keys)
    }

    /// The number of the partial `name`.
    mutating func partial(_ name: String) -> Int {
        Self.number(name, in: &partialNumbers, list: &partials)
    }

    /// The number of the block `name`.
    mutating func block(_ name: String) -> Int {
        if let number = blockNumbers[name] { return number }
        let number = blockNumbers.count
        blockNumbers[name] = number
        return number
    }

    private static func number(_ name: String, in numbers: inout [String: Int], list: inout [String]) -> Int {
        if let number = numbers[name] { return number }
        numbers[name] = list.count
        list.append(name)
        return list.count - 1
    }
}
