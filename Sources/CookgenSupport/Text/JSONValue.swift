import Foundation

/// A JSON value: what the build writes (JSON-LD, page data, search index, the recipe model)
/// and what import reads. Written by `JSONWriter`, read by `JSONValue.parse(_:)`.
///
/// ```swift
/// var d: [String: JSONValue] = ["@type": "Recipe", "name": "Pancakes", "servings": 4]
/// d["description"] = JSONValue(recipe.description)   // no key when nil
/// d["yield"] = JSONValue(recipe.yield) ?? .null      // `null` when nil
/// JSONWriter.string(d)                               // {"@type":"Recipe",…}
/// ```
package enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

// MARK: - Making values

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
    package init(integerLiteral value: Int) { self = .int(value) }
    package init(floatLiteral value: Double) { self = .double(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    package init(nilLiteral: ()) { self = .null }
    /// A repeated key keeps its last value.
    package init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
}

package extension JSONValue {
    init(_ value: String) { self = .string(value) }
    init(_ value: Int) { self = .int(value) }
    init(_ value: Double) { self = .double(value) }
    init(_ value: Bool) { self = .bool(value) }
    init(_ values: [String]) { self = .array(values.map(JSONValue.string)) }
    init(_ values: [Int]) { self = .array(values.map(JSONValue.int)) }

    /// nil for nil, so `d["x"] = JSONValue(optional)` leaves the key out; `JSONValue(optional) ?? .null` writes `null`.
    init?(_ value: String?) { guard let value else { return nil }; self = .string(value) }
    init?(_ value: Int?) { guard let value else { return nil }; self = .int(value) }
    init?(_ value: Double?) { guard let value else { return nil }; self = .double(value) }
}

// MARK: - Reading values

package extension JSONValue {
    /// The text of a string; nil for anything else (numbers are not turned into text).
    var string: String? { if case .string(let s) = self { s } else { nil } }

    /// A number as a `Double` (whole or not); nil for anything else, booleans too.
    var double: Double? {
        switch self {
        case .int(let i): Double(i)
        case .double(let d): d
        default: nil
        }
    }

    /// A number as an `Int`, a fraction cut toward zero (as `NSNumber.intValue` does);
    /// nil for anything else, booleans too, and for numbers no `Int` holds.
    var int: Int? {
        switch self {
        case .int(let i): i
        case .double(let d): Int(exactly: d.rounded(.towardZero))
        default: nil
        }
    }

    /// The value of a boolean; nil for anything else (`1` is not `true`).
    var bool: Bool? { if case .bool(let b) = self { b } else { nil } }

    var array: [JSONValue]? { if case .array(let a) = self { a } else { nil } }

    var object: [String: JSONValue]? { if case .object(let o) = self { o } else { nil } }

    var isNull: Bool { self == .null }

    /// An object's member; nil when there is no such key or the value is not an object.
    subscript(key: String) -> JSONValue? { object?[key] }
}

// MARK: - Parsing

package extension JSONValue {
    /// The JSON in `data` (any value at the top, not only objects and arrays); nil when it is not JSON.
    /// Accepts and rejects exactly what `JSONSerialization` does.
    static func parse(_ data: Data) -> JSONValue? {
        guard let any = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        return converted(any)
    }

    /// What `JSONSerialization` returns, typed: the only place `Any` is looked at. It gives booleans
    /// as `NSNumber`s of type `c` (it makes no other `Int8`s), fractions and numbers too large for `Int`
    /// as type `d` (`NSDecimalNumber` included), and every other number as an integer type.
    private static func converted(_ any: Any) -> JSONValue {
        switch any {
        case let s as String: return .string(s)
        case let n as NSNumber:
            switch UInt8(bitPattern: n.objCType.pointee) {
            case UInt8(ascii: "c"): return .bool(n.boolValue)
            case UInt8(ascii: "d"), UInt8(ascii: "f"): return .double(n.doubleValue)
            default: return .int(n.intValue)
            }
        case let a as [Any]: return .array(a.map(converted))
        case let o as [String: Any]: return .object(o.mapValues(converted))
        default: return .null
        }
    }
}
