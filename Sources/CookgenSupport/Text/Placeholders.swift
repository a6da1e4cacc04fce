/// UI strings with named placeholders: `"{name}: {from} → {to}"`.
package enum Placeholders {
    /// `template` with each `{key}` that `values` has put in, left to right in one pass. Text put
    /// in is not looked at again, so a value that itself reads `{to}` (an ingredient can be called
    /// anything) stays as written; placeholders `values` does not have stay too.
    package static func filling(_ template: String, with values: [String: String]) -> String {
        // On bytes: braces are ASCII, and no byte of another character is one (a brace that
        // carries a combining mark counts as a brace).
        let bytes = Array(template.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        var at = 0
        while let open = bytes[at...].firstIndex(of: UInt8(ascii: "{")) {
            out += bytes[at..<open]
            if let close = bytes[(open + 1)...].firstIndex(of: UInt8(ascii: "}")),
               let value = values[String(decoding: bytes[(open + 1)..<close], as: UTF8.self)] {
                out += value.utf8
                at = close + 1
            } else {
                out.append(UInt8(ascii: "{"))
                at = open + 1
            }
        }
        out += bytes[at...]
        return String(decoding: out, as: UTF8.self)
    }
}
