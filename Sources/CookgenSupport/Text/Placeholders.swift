/// UI strings with named placeholders: `"{name}: {from} → {to}"`.
package enum Placeholders {
    /// `template` with each `{key}` that `values` has put in, left to right in one pass. Text put
    /// in is not looked at again, so a value that itself reads `{to}` (an ingredient can be called
    /// anything) stays as written; placeholders `values` does not have stay too.
    package static func filling(_ template: String, with values: [String: String]) -> String {
        var out = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let value = values[String(after[..<close])] {
                out += value
                rest = after[after.index(after: close)...]
            } else {
                out += "{"
                rest = after
            }
        }
        return out + rest
    }
}
