import Foundation
import Testing
@testable import CookgenShare

/// The PDF reader `cookgen book` uses to find on which page each recipe starts: the object
/// syntax, cross-reference tables (and their updates), page trees, both kinds of named
/// destinations, and files that are broken or built to make a reader loop.
@Suite struct PDFFileTests {
    /// A PDF of `objects` (object 1 is the catalog) with a correct cross-reference table.
    static func pdf(_ objects: [String], startxref: Int? = nil) -> Data {
        var out = "%PDF-1.4\n%\u{7F}\n"
        var offsets: [Int] = []
        for (i, body) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(i + 1) 0 obj\n\(body)\nendobj\n"
        }
        let xref = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { out += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(startxref ?? xref)\n%%EOF\n"
        return Data(out.utf8)
    }

    /// Three pages (6, 7 under node 4, then 5); destinations in the catalog's dictionary.
    static let book = pdf([
        "<< /Type /Catalog /Pages 2 0 R /Dests 3 0 R >>",
        "<< /Type /Pages /Kids [4 0 R 5 0 R] /Count 3 >>",
        "<< /r-1 [6 0 R /XYZ 6 841.9 0] /ch-1 << /D [7 0 R /Fit] >> /r-2 [5 0 R /XYZ null null null] /gone [99 0 R /Fit] /r#2D3 [5 0 R /Fit] >>",
        "<< /Type /Pages /Parent 2 0 R /Kids [6 0 R 7 0 R] /Count 2 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] >>",
        "<< /Type /Page /Parent 4 0 R >>",
        "<< /Type /Page /Parent 4 0 R /Contents 8 0 R >>",
        "<< /Length 10 >>\nstream\n0123456789\nendstream",
    ])

    @Test func destinationsInTheCatalogPointAtPagesInTreeOrder() throws {
        let file = try PDFFile(Self.book)
        #expect(try file.pageCount() == 3)
        #expect(try file.destinationPages() == ["r-1": 1, "ch-1": 2, "r-2": 3, "r-3": 3])
    }

    @Test func destinationsInANameTreeAreFoundToo() throws {
        let data = Self.pdf([
            "<< /Type /Catalog /Pages 2 0 R /Names << /Dests 4 0 R >> >>",
            "<< /Type /Pages /Kids [3 0 R 6 0 R] /Count 2 >>",
            "<< /Type /Page /Parent 2 0 R >>",
            "<< /Kids [5 0 R 7 0 R] >>",
            "<< /Limits [(r-1) (r-2)] /Names [(r-1) [3 0 R /Fit] <722d32> 8 0 R] >>",
            "<< /Type /Page /Parent 2 0 R >>",
            "<< /Names [(r\\05510) [6 0 R /Fit] (odd)] >>",
            "<< /D [6 0 R /XYZ 0 0 0] >>",
        ])
        #expect(try PDFFile(data).destinationPages() == ["r-1": 1, "r-2": 2, "r-10": 2])
    }

    @Test func theNewestUpdateOfAnObjectWins() throws {
        var text = String(decoding: Self.book, as: UTF8.self)
        let previous = Int(text.components(separatedBy: "startxref\n")[1].split(separator: "\n")[0])!
        let offset = text.utf8.count
        text += "3 0 obj\n<< /r-1 [5 0 R /Fit] >>\nendobj\n"
        let xref = text.utf8.count
        text += "xref\n3 1\n" + String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n"
        text += "trailer\n<< /Size 9 /Root 1 0 R /Prev \(previous) >>\nstartxref\n\(xref)\n%%EOF\n"
        #expect(try PDFFile(Data(text.utf8)).destinationPages() == ["r-1": 3])
    }

    @Test func aBrokenCrossReferenceTableIsReadByTheObjectsHeaders() throws {
        let broken = Self.pdf([
            "<< /Type /Catalog /Pages 2 0 R /Dests << /r-1 [3 0 R /Fit] >> >>",
            "<< /Type /Pages /Kids [3 0 R] >>",
            "<< /Type /Page >>",
        ], startxref: 5)
        #expect(try PDFFile(broken).destinationPages() == ["r-1": 1])
    }

    @Test func objectSyntax() throws {
        func value(_ text: String) throws -> PDFObject {
            var lexer = PDFLexer(Array(text.utf8))
            return try lexer.value()
        }
        #expect(try value("[1 0 R 2 3 /A#20B (a\\(b\\)\\n\\101) <41 4> true null -1.5 % comment\n]") == .array([
            .reference(1, 0), .number(2), .number(3), .name("A B"), .string(Array("a(b)\nA".utf8)), .string([0x41, 0x40]),
            .bool(true), .null, .number(-1.5),
        ]))
        #expect(try value("(nested (paren) here)") == .string(Array("nested (paren) here".utf8)))
        #expect(try value("<< /K [1 2] /L << /M 3 0 R >> >>") == .dictionary(["K": .array([.number(1), .number(2)]), "L": .dictionary(["M": .reference(3, 0)])]))
        for bad in ["", "[1 2", "<< /K >>", "<< 1 2 >>", "(open", "<4G>", "inf", "0x10", "]", "<< /K 1 > "] {
            #expect(throws: PDFFile.Failure.self, "\(bad)") { try value(bad) }
        }
    }

    @Test func nothingMakesTheReaderLoopOrRecurseWithoutEnd() throws {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: PDFFile.Failure.self) { var l = PDFLexer(Array(deep.utf8)); _ = try l.value() }
        // A page tree that contains itself, a chain of references in a circle, a section longer than the file.
        let loops = Self.pdf([
            "<< /Type /Catalog /Pages 2 0 R /Dests 3 0 R >>",
            "<< /Type /Pages /Kids [2 0 R 4 0 R 2 0 R] >>",
            "5 0 R",
            "<< /Type /Page >>",
            "3 0 R",
        ])
        let file = try PDFFile(loops)
        #expect(try file.pageCount() == 1)
        #expect(throws: PDFFile.Failure.self) { try file.destinationPages() }
        let long = String(decoding: Self.book, as: UTF8.self).replacingOccurrences(of: "xref\n0 9\n", with: "xref\n0 999999999999\n")
        #expect(try PDFFile(Data(long.utf8)).destinationPages()["r-1"] == 1, "read by the objects' headers instead")
        #expect(throws: PDFFile.Failure.self) { try PDFFile(Data("<html>".utf8)) }
    }

    /// Every prefix of a good file, and the file with any one byte changed, is read or refused: never a crash.
    @Test func everyTruncationAndEveryChangedByteIsReadOrRefused() {
        let bytes = [UInt8](Self.book)
        for end in 0...bytes.count {
            if let file = try? PDFFile(Data(bytes[..<end])) { _ = try? file.destinationPages() }
        }
        for i in stride(from: 0, to: bytes.count, by: 3) {
            for replacement: UInt8 in [0, 0x28, 0x3C, 0x5B, 0x2F, 0x39] {
                var changed = bytes
                changed[i] = replacement
                if let file = try? PDFFile(Data(changed)), let pages = try? file.destinationPages() {
                    let count = (try? file.pageCount()) ?? 0
                    #expect(pages.values.allSatisfy { $0 >= 1 && $0 <= count })
                }
            }
        }
    }
}
