import CookgenSupport
/// Many diagnostics of one kind in one file are one mistake repeated (a line of 50,000 `{`, a
/// plan naming 20,000 unknown recipes): the first few are shown and the rest counted in one line,
/// so no input floods a terminal, a CI log or the serve overlay. Counts of errors and warnings
/// are taken before collapsing, so summaries and exit statuses still see every problem.
extension Array where Element == Diagnostic {
    /// How many diagnostics of one id in one file are shown before the rest are counted.
    public static var shownPerKind: Int { 5 }

    /// These diagnostics, in their order, with the repeats of one id in one file beyond
    /// `shown` replaced by one diagnostic counting them, placed after the last one shown.
    public func collapsed(shown: Int = shownPerKind) -> [Diagnostic] {
        var totals: [GroupKey: Int] = [:]
        for d in self { totals[GroupKey(d), default: 0] += 1 }
        guard totals.values.contains(where: { $0 > shown }) else { return self }
        var seen: [GroupKey: Int] = [:]
        var result: [Diagnostic] = []
        result.reserveCapacity(Swift.min(count, totals.count * (shown + 1)))
        for d in self {
            let key = GroupKey(d)
            let n = (seen[key] ?? 0) + 1
            seen[key] = n
            if n <= shown { result.append(d) }
            let total = totals[key] ?? 0
            if n == shown + 1 {
                result.append(Self.summary(of: d, more: total - shown, in: key.file))
            }
        }
        return result
    }

    /// `… and 49,995 more like it in this file` at the first one left out; worst severity is kept.
    private static func summary(of d: Diagnostic, more: Int, in file: String?) -> Diagnostic {
        let place = file == nil ? "" : " in this file"
        return Diagnostic(d.severity, id: d.id, "… and \(Self.grouped(more)) more like the ones above\(place)",
                          at: d.location, hint: "fix the ones shown first: they are usually one mistake repeated")
    }

    /// `49990` → `49,990`, the same on every machine whatever its locale.
    static func grouped(_ n: Int) -> String {
        let digits = [Character](String(n))
        var text = ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    private static func short(_ message: String) -> String {
        message.count > 80 ? String(message.prefix(80)) + "…" : message
    }

    private struct GroupKey: Hashable {
        var file: String?
        var id: String
        init(_ d: Diagnostic) {
            file = d.location?.file
            id = d.id
        }
    }
}
