import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare
import CookgenTestSupport

@Suite struct SourceTextTests {
    @Test func stripsByteOrderMarkAndNormalisesLineEndings() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("a\r\nb\rc\n".utf8)
        let source = try SourceText.decode(data, path: "x.md").get()
        #expect(source.text == "a\nb\nc\n")
    }

    @Test func invalidUTF8IsAnErrorAtItsLineAndColumn() {
        let data = Data("title: ok\nabc".utf8) + Data([0xFF]) + Data("def\n".utf8)
        guard case .failure(let d) = SourceText.decode(data, path: "Content/x.md") else {
            Issue.record("expected a failure")
            return
        }
        #expect(d.id == "utf8-invalid")
        #expect(d.location == SourceLocation(file: "Content/x.md", line: 2, column: 4))
        #expect(d.hint != nil)
    }

    @Test func overlongAndSurrogateSequencesAreInvalid() {
        #expect(SourceText.firstInvalidUTF8(in: [0xC0, 0xAE]) == 0)
        #expect(SourceText.firstInvalidUTF8(in: [0xED, 0xA0, 0x80]) == 0)
        #expect(SourceText.firstInvalidUTF8(in: Array("Äpfel 鸡蛋 🍳".utf8)) == nil)
        #expect(SourceText.firstInvalidUTF8(in: [0x41, 0xE2, 0x82]) == 1)
    }

    /// The first bad byte of random bytes, mostly ASCII, is where Swift's own validation first fails.
    @Test func theFirstInvalidByteIsWhereValidationFails() {
        var g = SplitMix64(seed: 11)
        let pieces: [[UInt8]] = [Array("plain text ".utf8), Array("é".utf8), Array("鸡".utf8), Array("🍳".utf8), [0x0D, 0x0A],
                                 [0xC0], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF]]
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...12, using: &g)).flatMap { _ in
                Int.random(in: 0..<4, using: &g) == 0 ? pieces.randomElement(using: &g)! : pieces[Int.random(in: 0...3, using: &g)]
            }
            let valid = { (bytes: ArraySlice<UInt8>) in String(validating: bytes, as: UTF8.self) != nil }
            guard let bad = SourceText.firstInvalidUTF8(in: bytes) else {
                #expect(valid(bytes[...]), "\(bytes)")
                continue
            }
            #expect(valid(bytes[..<bad]) && !valid(bytes[...]), "\(bytes) at \(bad)")
            // Some sequence starting at the bad byte is never valid.
            #expect((bad + 1...bytes.count).allSatisfy { !valid(bytes[bad..<$0]) }, "\(bytes) at \(bad)")
        }
    }
}

@Suite struct FrontMatterTests {
    @Test func splitsFrontMatterAndBodyWithLineNumbers() throws {
        let source = SourceText(path: "a.md", text: "---\ntitle: A\n---\nBody\n")
        let split = try FrontMatter.split(source).get()
        #expect(split.yaml == "title: A")
        #expect(split.yamlLine == 2)
        #expect(split.body == "Body\n")
        #expect(split.bodyLine == 4)
    }

    /// Only `---` (or `...`) at the start of a line closes it: an indented `---` is a line of a
    /// YAML block (found by the markdown fuzz target, a step quoting a rule); trailing blanks are fine.
    @Test func onlyAnUnindentedRuleClosesIt() throws {
        let text = "---\ndirections:\n  - text: |-\n      Mix.\n      ---\n      Rest.\n--- \t\nBody\n"
        let split = try FrontMatter.split(SourceText(path: "a.md", text: text)).get()
        #expect(split.yaml == "directions:\n  - text: |-\n      Mix.\n      ---\n      Rest.")
        #expect(split.body == "Body\n")
        #expect(split.bodyLine == 8)
    }

    @Test func noFrontMatterIsAllBody() throws {
        let split = try FrontMatter.split(SourceText(path: "a.md", text: "# Soup\n")).get()
        #expect(split.yaml == nil)
        #expect(split.body == "# Soup\n")
    }

    @Test func unclosedFrontMatterIsAnErrorAtLineOne() {
        guard case .failure(let d) = FrontMatter.split(SourceText(path: "a.md", text: "---\ntitle: A\n\nBody")) else {
            Issue.record("expected a failure")
            return
        }
        #expect(d.id == "front-matter-unclosed")
        #expect(d.location?.line == 1)
    }

    @Test func oversizedFrontMatterIsRefused() {
        let big = "---\n" + String(repeating: "k: v\n", count: 60_000) + "---\n"
        guard case .failure(let d) = FrontMatter.split(SourceText(path: "a.md", text: big)) else {
            Issue.record("expected a failure")
            return
        }
        #expect(d.id == "front-matter-too-large")
    }
}

@Suite struct YAMLValueTests {
    @Test func scalarsStayAsWritten() throws {
        let value = try #require(try YAMLValue.parse("a: no\nb: 1:30\nc: 012\nd: 1e3\ne: ~", file: "f", line: 1).get())
        let strings = value.entries?.map { $0.value.string }
        #expect(strings == ["no", "1:30", "012", "1e3", "~"])
    }

    @Test func locationsAreLinesOfTheFile() throws {
        let value = try #require(try YAMLValue.parse("title: A\ntags:\n  - x\n  - y", file: "f.md", line: 2).get())
        let tags = try #require(value.entries?[1].value.list)
        #expect(tags[1].location == SourceLocation(file: "f.md", line: 5, column: 5))
    }

    @Test func invalidYAMLIsAnErrorAtItsLine() {
        guard case .failure(let d) = YAMLValue.parse("title: A\ntags: [a, b\nlevel: easy", file: "f.md", line: 2) else {
            Issue.record("expected a failure")
            return
        }
        #expect(d.id == "yaml-invalid")
        #expect((3...4).contains(d.location?.line ?? 0))
    }

    @Test func aliasBombIsRefusedQuickly() {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        let start = Date()
        guard case .failure(let d) = YAMLValue.parse(yaml, file: "f", line: 1) else {
            Issue.record("expected a failure")
            return
        }
        #expect(d.id == "yaml-too-complex")
        #expect(Date().timeIntervalSince(start) < 5)
    }
}
