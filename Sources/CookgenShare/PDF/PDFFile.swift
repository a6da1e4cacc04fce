import Foundation

/// Just enough of a PDF to say on which page each named destination lies: the cross-reference
/// table, the page tree and the catalog's destinations.
///
/// Chromium names a destination for every element a link inside the document points at
/// (`<a href="#r-12">` makes `/r-12`), so `cookgen book` reads the PDF it printed to learn on
/// which page each recipe starts. Every walk is bounded (sections, depth, objects visited), so a
/// damaged or hostile file is refused, never followed in circles.
///
/// ```swift
/// let pages = try PDFFile(data).destinationPages()   // ["r-1": 5, "r-2": 6, …]
/// ```
package struct PDFFile {
    /// Why the file could not be read.
    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    /// Cross-reference sections followed through `/Prev`, and depth of page and name trees, at most.
    static let maxSections = 64
    static let maxTreeDepth = 64

    private let bytes: [UInt8]
    /// Byte offset of each object, by object number.
    private let offsets: [Int: Int]
    private let trailer: PDFObject

    package init(_ data: Data) throws {
        bytes = [UInt8](data)
        guard bytes.starts(with: Array("%PDF-".utf8)) else { throw Failure(description: "not a PDF (no %PDF- header)") }
        if let (offsets, trailer) = try? Self.crossReference(bytes) {
            self.offsets = offsets
            self.trailer = trailer
        } else {
            // A broken table or a cross-reference stream: find the objects by their headers.
            offsets = Self.scannedOffsets(bytes)
            trailer = Self.lastTrailer(bytes) ?? .dictionary([:])
        }
    }

    /// The page, counted from 1, of every named destination, from the catalog's `/Dests`
    /// dictionary and its `/Names` tree; destinations that point at no page are left out.
    package func destinationPages() throws -> [String: Int] {
        let catalog = try self.catalog()
        let pages = try pageNumbers(catalog)
        var found: [String: Int] = [:]
        func note(_ name: String, _ destination: PDFObject) throws {
            if found[name] == nil, let page = try page(of: destination, pages) { found[name] = page }
        }
        if case .dictionary(let dests)? = try catalog["Dests"].map(resolve) {
            for (name, destination) in dests { try note(name, destination) }
        }
        if let tree = try catalog["Names"].map(resolve)?["Dests"] {
            try walkNameTree(tree) { name, destination in try note(name, destination) }
        }
        return found
    }

    /// How many pages the page tree holds.
    package func pageCount() throws -> Int { try pageNumbers(catalog()).count }

    private func catalog() throws -> PDFObject {
        if let root = trailer["Root"], case .dictionary = try resolve(root) { return try resolve(root) }
        // No trailer (a cross-reference stream): the object that says it is the catalog.
        for number in offsets.keys.sorted() {
            if let object = try? self.object(number), object["Type"] == .name("Catalog") { return object }
        }
        throw Failure(description: "the PDF has no catalog")
    }

    /// Page number (from 1) by the object number of each page, in the page tree's order.
    private func pageNumbers(_ catalog: PDFObject) throws -> [Int: Int] {
        guard let root = catalog["Pages"] else { throw Failure(description: "the catalog has no page tree") }
        var numbers: [Int: Int] = [:]
        var visited = Set<Int>()
        // Depth first, children in order: a stack of (node, depth), the last child pushed first.
        var stack: [(PDFObject, Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            guard depth <= Self.maxTreeDepth else { throw Failure(description: "the page tree is deeper than \(Self.maxTreeDepth)") }
            guard case .reference(let number, _) = node, visited.insert(number).inserted else { continue }
            let object = try self.object(number)
            if let kids = try object["Kids"].map(resolve)?.array {
                stack += kids.reversed().map { ($0, depth + 1) }
            } else if object["Type"] == .name("Page") || object["Type"] == nil {
                numbers[number] = numbers.count + 1
            }
        }
        return numbers
    }

    /// The page a destination points at: `[page /XYZ …]`, or `<< /D [page …] >>`.
    private func page(of destination: PDFObject, _ pages: [Int: Int]) throws -> Int? {
        var target = try resolve(destination)
        if let d = target["D"] { target = try resolve(d) }
        guard case .reference(let number, _)? = target.array?.first else { return nil }
        return pages[number]
    }

    /// Every `name, value` pair of a name tree (`/Names [k v …]` leaves under `/Kids`).
    private func walkNameTree(_ root: PDFObject, _ visit: (String, PDFObject) throws -> Void) throws {
        var stack: [(PDFObject, Int)] = [(root, 0)]
        var visited = Set<Int>()
        while let (node, depth) = stack.popLast() {
            guard depth <= Self.maxTreeDepth else { throw Failure(description: "the name tree is deeper than \(Self.maxTreeDepth)") }
            if case .reference(let number, _) = node, !visited.insert(number).inserted { continue }
            let object = try resolve(node)
            if let pairs = try object["Names"].map(resolve)?.array {
                for i in stride(from: 0, to: pairs.count - 1, by: 2) {
                    if let name = pairs[i].text { try visit(name, pairs[i + 1]) }
                }
            }
            if let kids = try object["Kids"].map(resolve)?.array { stack += kids.reversed().map { ($0, depth + 1) } }
        }
    }

    /// Object `number`, read where the cross-reference table says it is.
    package func object(_ number: Int) throws -> PDFObject {
        guard let offset = offsets[number], offset >= 0, offset < bytes.count else {
            throw Failure(description: "object \(number) is not in the file")
        }
        var lexer = PDFLexer(bytes, at: offset)
        guard try lexer.integer() == number, (try? lexer.integer()) != nil, lexer.token() == "obj" else {
            throw Failure(description: "object \(number) is not at byte \(offset)")
        }
        return try lexer.value()
    }

    /// `object` itself, or what its chain of references leads to (a chain longer than 16 is refused).
    package func resolve(_ object: PDFObject) throws -> PDFObject {
        var current = object
        for _ in 0..<16 {
            guard case .reference(let number, _) = current else { return current }
            current = try self.object(number)
        }
        throw Failure(description: "a chain of more than 16 references")
    }
}

extension PDFFile {
    /// The offsets of the cross-reference table `startxref` names, and of the earlier ones its
    /// `/Prev` entries lead to (the newest entry of an object wins), and the newest trailer.
    static func crossReference(_ bytes: [UInt8]) throws -> ([Int: Int], PDFObject) {
        let tail = bytes.suffix(4096)
        guard let at = Self.lastRange(of: Array("startxref".utf8), in: tail) else { throw Failure(description: "no startxref") }
        var lexer = PDFLexer(bytes, at: at + 9)
        var offset = try lexer.integer()
        var entries: [Int: Int] = [:]
        var trailer: PDFObject?
        var seen = Set<Int>()
        for _ in 0..<maxSections {
            guard offset < bytes.count, seen.insert(offset).inserted else { throw Failure(description: "a cross-reference offset out of the file or in a loop") }
            lexer = PDFLexer(bytes, at: offset)
            guard lexer.token() == "xref" else { throw Failure(description: "no cross-reference table at byte \(offset)") }
            while true {
                let start = lexer.position
                if lexer.token() == "trailer" { break }
                lexer.position = start
                let first = try lexer.integer(), count = try lexer.integer()
                // Each entry takes at least 6 bytes ("0 0 n "): a count the file cannot hold is refused.
                guard count <= (bytes.count - lexer.position) / 6 else { throw Failure(description: "a cross-reference section longer than the file") }
                for i in 0..<count {
                    let at = try lexer.integer()
                    _ = try lexer.integer()
                    let kind = lexer.token()
                    guard kind == "n" || kind == "f" else { throw Failure(description: "a cross-reference entry of kind '\(kind)'") }
                    if entries[first + i] == nil { entries[first + i] = kind == "n" ? at : -1 }
                }
            }
            let section = try lexer.value()
            if trailer == nil { trailer = section }
            guard let previous = section["Prev"]?.integer, previous >= 0 else { break }
            offset = previous
        }
        return (entries.filter { $0.value >= 0 }, trailer ?? .dictionary([:]))
    }

    /// Offsets of `N G obj` headers found by reading the whole file; a later header of the same
    /// object wins (an incremental update).
    static func scannedOffsets(_ bytes: [UInt8]) -> [Int: Int] {
        var offsets: [Int: Int] = [:]
        let o = UInt8(ascii: "o"), b = UInt8(ascii: "b"), j = UInt8(ascii: "j")
        var i = 0
        while i + 3 <= bytes.count {
            defer { i += 1 }
            guard bytes[i] == o, bytes[i + 1] == b, bytes[i + 2] == j, i + 3 == bytes.count || !PDFLexer.isRegular(bytes[i + 3]) else { continue }
            // Back over " G " and "N", which must start a line or the file.
            var k = i - 1
            func back(_ isWanted: (UInt8) -> Bool) -> Int {
                var n = 0
                while k >= 0, isWanted(bytes[k]) { k -= 1; n += 1 }
                return n
            }
            let isDigit = { (c: UInt8) in c >= 48 && c <= 57 }
            let isBlank = { (c: UInt8) in c == 32 || c == 9 }
            guard back(isBlank) > 0, back(isDigit) > 0, back(isBlank) > 0 else { continue }
            let end = k
            guard (1...15).contains(back(isDigit)), k < 0 || bytes[k] == 10 || bytes[k] == 13 else { continue }
            if let number = Int(String(decoding: bytes[(k + 1)...end], as: UTF8.self)) { offsets[number] = k + 1 }
        }
        return offsets
    }

    /// The dictionary after the file's last `trailer` keyword.
    static func lastTrailer(_ bytes: [UInt8]) -> PDFObject? {
        guard let at = lastRange(of: Array("trailer".utf8), in: bytes[...]) else { return nil }
        var lexer = PDFLexer(bytes, at: at + 7)
        return try? lexer.value()
    }

    /// Where the last occurrence of `needle` in `haystack` starts.
    static func lastRange(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var i = haystack.endIndex - needle.count
        while i >= haystack.startIndex {
            if haystack[i..<i + needle.count].elementsEqual(needle) { return i }
            i -= 1
        }
        return nil
    }
}
