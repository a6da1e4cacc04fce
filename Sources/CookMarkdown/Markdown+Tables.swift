/// Pipe tables (as GitHub writes them), which plain cmark does not read: found outside fenced
/// code, cut out of the document, and written as HTML whose cells go through cmark as inline
/// Markdown — so cell text is escaped and raw HTML dropped like everywhere else.
extension Markdown {
    /// A run of ordinary Markdown, or a table.
    enum Segment: Equatable {
        case text(String)
        case table(header: [String], alignments: [String?], rows: [[String]])
    }

    /// The document split at its tables; one `.text` when it has none.
    static func segments(_ markdown: String) -> [Segment] {
        guard markdown.utf8.contains(UInt8(ascii: "|")) else { return [.text(markdown)] }
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var segments: [Segment] = []
        var text: [String] = []
        var fence: String?
        var i = 0
        while i < lines.count {
            let line = lines[i]
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
            } else if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
            } else if line.contains("|"), i + 1 < lines.count, let alignments = delimiterRow(lines[i + 1]),
                      cells(line).count == alignments.count, text.last?.trimmingSpaces.isEmpty ?? true {
                var rows: [[String]] = []
                var j = i + 2
                while j < lines.count, lines[j].contains("|"), !lines[j].trimmingSpaces.isEmpty {
                    let row = cells(lines[j])
                    rows.append(Array((row + Array(repeating: "", count: alignments.count)).prefix(alignments.count)))
                    j += 1
                }
                if !text.isEmpty { segments.append(.text(text.joined(separator: "\n"))) }
                text = []
                segments.append(.table(header: cells(line), alignments: alignments, rows: rows))
                i = j
                continue
            }
            text.append(line)
            i += 1
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text.joined(separator: "\n"))) }
        return segments
    }

    /// `| --- | :---: | ---: |` → alignments (nil, "center", "right"); nil when the line is not one.
    static func delimiterRow(_ line: String) -> [String?]? {
        guard line.contains("-") else { return nil }
        let parts = cells(line)
        guard !parts.isEmpty else { return nil }
        var alignments: [String?] = []
        for part in parts {
            let core = part.drop { $0 == ":" }.reversed().drop { $0 == ":" }
            guard !core.isEmpty, core.allSatisfy({ $0 == "-" }) else { return nil }
            switch (part.hasPrefix(":"), part.hasSuffix(":")) {
            case (true, true): alignments.append("center")
            case (false, true): alignments.append("right")
            case (true, false): alignments.append("left")
            case (false, false): alignments.append(nil)
            }
        }
        return alignments
    }

    /// The cells of a row: split at `|` that are not escaped, outer pipes optional, trimmed.
    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for c in line.trimmingSpaces {
            if escaped { current.append(c == "|" ? "|" : "\\\(c)"); escaped = false; continue }
            if c == "\\" { escaped = true; continue }
            if c == "|" { cells.append(current); current = "" } else { current.append(c) }
        }
        if escaped { current.append("\\") }
        cells.append(current)
        if line.trimmingSpaces.hasPrefix("|") { cells.removeFirst() }
        if line.trimmingSpaces.hasSuffix("|"), cells.count > 1 || !line.trimmingSpaces.hasPrefix("|") { cells.removeLast() }
        return cells.map(\.trimmingSpaces)
    }

    /// A table as HTML in a scrolling box; `inline` renders one cell's Markdown.
    static func tableHTML(header: [String], alignments: [String?], rows: [[String]], inline: (String) -> String) -> String {
        func row(_ cells: [String], _ tag: String) -> String {
            "<tr>\n" + zip(cells, alignments).map { cell, align in
                "<\(tag)\(align.map { " align=\"\($0)\"" } ?? "")>\(inline(cell))</\(tag)>\n"
            }.joined() + "</tr>\n"
        }
        var html = "<div class=\"table-scroll\"><table>\n<thead>\n" + row(header, "th") + "</thead>\n"
        if !rows.isEmpty { html += "<tbody>\n" + rows.map { row($0, "td") }.joined() + "</tbody>\n" }
        return html + "</table></div>\n"
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
