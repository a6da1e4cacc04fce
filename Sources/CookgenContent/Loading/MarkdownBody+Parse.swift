import CookgenSupport
import CookgenModel
import Foundation

package extension MarkdownBody {
    /// An ATX heading line (`## Steps ##`): its level and text, nil for any other line.
    static func atxHeading(_ line: String) -> (level: Int, text: String)? {
        // A line whose first byte is not `#` does not start with the character `#`.
        guard line.utf8.first == UInt8(ascii: "#"), line.first == "#" else { return nil }
        let level = line.prefix { $0 == "#" }.count
        let rest = line.dropFirst(level)
        guard level <= 6, rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = rest.trimmed
        while text.hasSuffix("#") { text.removeLast() }
        return (level, text.trimmed)
    }

    /// Splits a body that starts at `firstLine` of `source`.
    static func parse(_ body: String, firstLine: Int, source: SourceText) -> MarkdownBody {
        var parser = Parser(source: source)
        for (offset, line) in lines(of: body).enumerated() {
            parser.consume(line, line: firstLine + offset)
        }
        return parser.finish()
    }

    /// The lines of `body`, split at its bytes: a line feed is always a Character of its own, and
    /// splitting Characters segments the whole text into graphemes. (A carriage return would join
    /// the line feed after it into one Character: text with one is split the slow way.)
    /// The byte path finds each line feed with `memchr` and makes each line straight from the
    /// bytes (every recipe's body, and every old version's in a history).
    static func lines(of body: String) -> [String] {
        var text = body
        let lines = text.withUTF8 { bytes -> [String]? in
            guard let base = bytes.baseAddress else { return [""] }
            if POSIX.firstOccurrence(of: 0x0D, in: base, count: bytes.count) != nil { return nil }
            var lines: [String] = []
            var start = 0
            while start <= bytes.count {
                let end = POSIX.firstOccurrence(of: 0x0A, in: base + start, count: bytes.count - start)
                    .map { UnsafeRawPointer(base).distance(to: $0) } ?? bytes.count
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                start = end + 1
            }
            return lines
        }
        return lines ?? body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    struct Parser {
        let source: SourceText
        var result = MarkdownBody()
        var free: [String] = []
        var notes: [String] = []
        var section: (kind: SectionKind, level: Int)?
        var fence: String?
        /// The item being collected, with its continuation lines.
        var pending: (text: String, line: Int, column: Int)?
        var sawListItem = false

        init(source: SourceText) { self.source = source }

        /// False for a line whose first byte after ASCII white space is another ASCII byte than
        /// `` ` `` or `~`: trimmed, it cannot start a fence (most lines, told without trimming them).
        static func mayOpenFence(_ line: String) -> Bool {
            for byte in line.utf8 where byte >= 0x80 || !Unicode.Scalar(byte).isSpace {
                return byte >= 0x80 || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~")
            }
            return false
        }

        mutating func consume(_ line: String, line number: Int) {
            if let f = fence {
                if line.trimmed.hasPrefix(f) { fence = nil }
                route(line, number)
                return
            }
            if Self.mayOpenFence(line) {
                let t = line.trimmed
                if t.hasPrefix("```") || t.hasPrefix("~~~") {
                    fence = String(t.prefix(3))
                    route(line, number)
                    return
                }
            }
            if let (level, text) = MarkdownBody.atxHeading(line) {
                heading(level: level, text: text, line: line, number: number)
                return
            }
            route(line, number)
        }

        mutating func heading(level: Int, text: String, line: String, number: Int) {
            if let kind = MarkdownBody.kind(ofHeading: text) {
                flush()
                section = (kind, level)
                if kind != .notes { startGroup(nil, kind) }
                return
            }
            if let current = section, level > current.level, current.kind != .notes {
                flush()
                startGroup(text, current.kind)
                return
            }
            flush()
            section = nil
            if level == 1, result.title == nil, free.allSatisfy({ $0.trimmed.isEmpty }) {
                result.title = Located(text, at: source.location(line: number, column: 1))
                return
            }
            free.append(line)
        }

        mutating func route(_ line: String, _ number: Int) {
            guard let current = section else { free.append(line); return }
            switch current.kind {
            case .notes: notes.append(line)
            case .ingredients, .steps: item(line, number, kind: current.kind)
            }
        }

        /// Collects list items (with continuation lines) or, without list markers, lines/paragraphs.
        mutating func item(_ line: String, _ number: Int, kind: SectionKind) {
            let t = line.trimmed
            if t.isEmpty {
                if kind == .steps && !sawListItem { flush() }
                return
            }
            if let (marker, content) = Self.listItem(line) {
                flush()
                sawListItem = true
                pending = (content, number, marker + 1)
                return
            }
            if kind == .ingredients && Self.isGroupTitle(t) {
                flush()
                startGroup(Self.groupTitle(t), kind)
                return
            }
            if var p = pending, kind == .steps || line.first == " " || line.first == "\t" {
                p.text += p.text.isEmpty ? t : "\n" + t
                pending = p
                return
            }
            flush()
            let column = line.count - line.drop(while: { $0 == " " || $0 == "\t" }).count + 1
            pending = (t, number, column)
            if kind == .ingredients { flush() }
        }

        mutating func startGroup(_ title: String?, _ kind: SectionKind) {
            let group = Group(title: title)
            if kind == .ingredients {
                if let last = result.ingredientGroups.last, last.lines.isEmpty, last.title == nil {
                    result.ingredientGroups[result.ingredientGroups.count - 1] = group
                } else { result.ingredientGroups.append(group) }
            } else {
                if let last = result.stepSections.last, last.lines.isEmpty, last.title == nil {
                    result.stepSections[result.stepSections.count - 1] = group
                } else { result.stepSections.append(group) }
            }
        }

        mutating func flush() {
            guard let p = pending, let current = section else { pending = nil; return }
            pending = nil
            guard !p.text.isEmpty else { return }
            let item = Located(p.text, at: source.location(line: p.line, column: p.column))
            if current.kind == .ingredients {
                if result.ingredientGroups.isEmpty { result.ingredientGroups.append(Group()) }
                result.ingredientGroups[result.ingredientGroups.count - 1].lines.append(item)
            } else if current.kind == .steps {
                if result.stepSections.isEmpty { result.stepSections.append(Group()) }
                result.stepSections[result.stepSections.count - 1].lines.append(item)
            }
        }

        mutating func finish() -> MarkdownBody {
            flush()
            result.ingredientGroups.removeAll { $0.lines.isEmpty }
            result.stepSections.removeAll { $0.lines.isEmpty }
            result.free = free.joined(separator: "\n").trimmed
            result.notes = notes.joined(separator: "\n").trimmed
            return result
        }

        // MARK: line shapes

        /// `- x`, `* x`, `+ x`, `1. x`, `1) x` → (marker width incl. space, content).
        static func listItem(_ line: String) -> (Int, String)? {
            switch line.utf8.withContiguousStorageIfAvailable(listMarker) ?? .unsure {
            case .none: return nil
            case .item(let column, let contentStart):
                return (column, Substring(line.utf8.dropFirst(contentStart)).trimmed)
            case .unsure: return listItemInFull(line)
            }
        }

        /// What `listMarker` finds.
        enum Marker: Equatable {
            case none
            /// A list item whose text starts at byte `contentStart`; `column` as `listItem` gives it.
            case item(column: Int, contentStart: Int)
            /// A character next to the marker is not ASCII (it may carry a combining mark): ask `listItemInFull`.
            case unsure
        }

        /// `listItem`'s marker found on the line's bytes, where the bytes that decide are ASCII.
        static func listMarker(_ b: UnsafeBufferPointer<UInt8>) -> Marker {
            func isBlank(_ at: Int) -> Bool { b[at] == 0x20 || b[at] == 0x09 }
            /// Nil when the byte at `at` ends a marker as an item's does: the end of the line, or a
            /// space or tab that is a whole character (no mark after it); else what the line is.
            func separator(_ at: Int) -> Marker? {
                guard at < b.count else { return nil }
                // Another letter after the marker, or a mark on it: not an item.
                guard isBlank(at) else { return Marker.none }
                return at + 1 < b.count && b[at + 1] >= 0x80 ? .unsure : nil
            }
            var i = 0
            while i < b.count, b[i] == 0x20 { i += 1 }
            if i < b.count, b[i] >= 0x80 { return i == 0 ? .none : .unsure }
            let indent = i
            guard indent < 4 else { return .none }
            guard i < b.count else { return .none }
            if b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "*") || b[i] == UInt8(ascii: "+") {
                if let verdict = separator(i + 1) { return verdict }
                return .item(column: indent + 2, contentStart: min(i + 2, b.count))
            }
            var j = i
            while j < b.count, (0x30...0x39).contains(b[j]) { j += 1 }
            if j < b.count, b[j] >= 0x80, j > i { return .unsure }
            guard (1...9).contains(j - i), j < b.count, b[j] == UInt8(ascii: ".") || b[j] == UInt8(ascii: ")") else { return .none }
            if let verdict = separator(j + 1) { return verdict }
            return .item(column: indent + (j - i) + 2, contentStart: min(j + 2, b.count))
        }

        /// `listItem` the long way, on characters.
        static func listItemInFull(_ line: String) -> (Int, String)? {
            let indent = line.prefix { $0 == " " }.count
            guard indent < 4 else { return nil }
            let rest = line.dropFirst(indent)
            // A marker alone (`-`, `2.`) is an empty item: read as one, then dropped, it is neither
            // an ingredient "-" nor a step "2.", and the writer never writes one back.
            if let first = rest.first, "-*+".contains(first), rest.dropFirst().first.map({ $0 == " " || $0 == "\t" }) ?? true {
                return (indent + 2, rest.dropFirst().trimmed)
            }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            // CommonMark allows up to nine digits: step 1000 is a step, not more of step 999.
            guard (1...9).contains(digits.count) else { return nil }
            let after = rest.dropFirst(digits.count)
            guard let d = after.first, d == "." || d == ")",
                  after.dropFirst().first.map({ $0 == " " || $0 == "\t" }) ?? true else { return nil }
            return (indent + digits.count + 2, after.dropFirst(2).trimmed)
        }

        static func isGroupTitle(_ t: String) -> Bool {
            if t.hasSuffix(":") || t.hasSuffix("："), t.count <= 80 { return true }
            return t.hasPrefix("**") && t.hasSuffix("**") && t.count > 4
        }

        static func groupTitle(_ t: String) -> String {
            var s = t
            if s.hasPrefix("**") && s.hasSuffix("**") { s = String(s.dropFirst(2).dropLast(2)) }
            return s.trimmingCharacters(in: CharacterSet(charactersIn: ":： ")).replacingOccurrences(of: "**", with: "").trimmed
        }
    }
}
