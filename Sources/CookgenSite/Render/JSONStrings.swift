import CookgenSupport

/// Reads an array of strings out of one JSON object that `JSONWriter` wrote on one line — a card
/// of the cards script — without parsing the rest of it: `"keys":["flour","water"]`.
///
/// Outside a string, a `"` is never preceded by a backslash, and inside one it always is, so the
/// first `"name":[` found is the member's own. Anything but a plain array of strings is nil.
///
/// Not `JSONValue.parse`: through `JSONSerialization`, reading the 10,000 kept cards of a build after
/// one edit took 288 ms; this reads the three arrays and the slug of each in 62 ms.
enum JSONStrings {
    static func array(named name: String, in line: [UInt8]) -> [String]? {
        array(after: arrayKey(name), in: line)
    }

    /// `"name":[`, what `array(after:in:)` looks for (made once by a caller that asks many lines).
    static func arrayKey(_ name: String) -> [UInt8] { Array(("\"" + name + "\":[").utf8) }

    /// The strings of the array that follows `key` (from `arrayKey`); nil when there is none.
    static func array(after key: [UInt8], in line: [UInt8]) -> [String]? {
        guard let start = find(key, in: line) else { return nil }
        var at = start + key.count
        var values: [String] = []
        values.reserveCapacity(4)
        if at < line.count, line[at] == UInt8(ascii: "]") { return values }
        while at < line.count {
            guard line[at] == UInt8(ascii: "\""), let (value, end) = string(in: line, from: at + 1) else { return nil }
            values.append(value)
            at = end
            guard at < line.count else { return nil }
            if line[at] == UInt8(ascii: "]") { return values }
            guard line[at] == UInt8(ascii: ",") else { return nil }
            at += 1
        }
        return nil
    }

    /// The string value of the member `name` (`"slug":"pizza"`); nil when there is none.
    static func string(named name: String, in line: [UInt8]) -> String? {
        let key = Array(("\"" + name + "\":\"").utf8)
        guard let start = find(key, in: line) else { return nil }
        return string(in: line, from: start + key.count)?.0
    }

    /// The string whose text starts at `from` (after its opening quote), and where its closing quote ends.
    private static func string(in line: [UInt8], from: Int) -> (String, Int)? {
        var at = from
        // Most strings have no escapes: their bytes are the text.
        while at < line.count, line[at] != UInt8(ascii: "\""), line[at] != UInt8(ascii: "\\") { at += 1 }
        guard at < line.count else { return nil }
        if line[at] == UInt8(ascii: "\"") { return (String(decoding: line[from..<at], as: UTF8.self), at + 1) }
        var out = Array(line[from..<at])
        while at < line.count {
            let byte = line[at]
            if byte == UInt8(ascii: "\"") { return (String(decoding: out, as: UTF8.self), at + 1) }
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                at += 1
                continue
            }
            guard at + 1 < line.count else { return nil }
            let escape = line[at + 1]
            at += 2
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escape)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                guard var unit = hex4(line, at) else { return nil }
                at += 4
                // A surrogate pair is one scalar written as two escapes.
                if (0xD800...0xDBFF).contains(unit), at + 5 < line.count, line[at] == UInt8(ascii: "\\"), line[at + 1] == UInt8(ascii: "u"),
                   let low = hex4(line, at + 2), (0xDC00...0xDFFF).contains(low) {
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    at += 6
                }
                guard let scalar = Unicode.Scalar(unit) else { return nil }
                out.append(contentsOf: String(Character(scalar)).utf8)
            default: return nil
            }
        }
        return nil
    }

    private static func hex4(_ line: [UInt8], _ at: Int) -> UInt32? {
        guard at + 4 <= line.count else { return nil }
        var value: UInt32 = 0
        for byte in line[at..<(at + 4)] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Where `needle` first occurs in `haystack` (with `memchr` and `memcmp`: a byte-by-byte
    /// comparison of slices was most of the cost of reading 10,000 kept cards).
    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty else { return nil }
        return ByteSearch.firstRange(of: needle, in: haystack)?.lowerBound
    }
}
