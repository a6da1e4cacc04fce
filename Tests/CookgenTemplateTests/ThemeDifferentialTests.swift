import Foundation
import Testing
@testable import CookgenTemplate

/// The real theme under `Templates/`, rendered by swift-mustache and by the engine over
/// the same generated data, must come out byte for byte the same.
@Suite struct ThemeDifferentialTests {
    /// Every `.mustache` file of the theme, by base name (as `Theme` registers them).
    static func themeTemplates() throws -> [String: String] {
        let root = SpecSuite.repositoryRoot.appendingPathComponent("Templates")
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw SpecSuite.SpecError("the theme folder is missing: \(root.path)")
        }
        var templates: [String: String] = [:]
        for case let url as URL in enumerator where url.pathExtension == "mustache" {
            templates[url.deletingPathExtension().lastPathComponent] = try String(contentsOf: url, encoding: .utf8)
        }
        return templates
    }

    @Test("every theme template renders identically", arguments: 0..<12)
    func theme(seed: UInt64) throws {
        let templates = try Self.themeTemplates()
        #expect(templates.count >= 20, "expected the theme's templates and partials under Templates/")
        let keys = try TemplateLibrary(templates: templates).program.slotTables.keys
        let data = GeneratedData.make(keys: keys, seed: seed)
        for name in templates.keys.sorted() {
            let (mustache, engine) = try Differential.render(name, templates: templates, data: data)
            #expect(engine == mustache, "\(name).mustache, seed \(seed): first difference at \(Self.firstDifference(engine, mustache))")
        }
    }

    @Test func generatedDataExercisesTheTemplates() throws {
        let templates = try Self.themeTemplates()
        let keys = try TemplateLibrary(templates: templates).program.slotTables.keys
        // How full a page gets depends on the seed and on the theme's keys; some seed must fill it.
        var longest = 0
        for seed: UInt64 in 0..<8 {
            let (mustache, engine) = try Differential.render("recipes", templates: templates, data: GeneratedData.make(keys: keys, seed: seed))
            #expect(engine == mustache)
            longest = max(longest, mustache.count)
        }
        #expect(longest > 2_000, "the generated data should fill the page")
    }

    /// Where two strings first differ, with a little context.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let a = Array(a), b = Array(b)
        var index = 0
        while index < min(a.count, b.count), a[index] == b[index] { index += 1 }
        let context = { (text: [Character]) in String(text[max(0, index - 40)..<min(text.count, index + 40)]).debugDescription }
        return "offset \(index): engine \(context(a)) vs swift-mustache \(context(b))"
    }
}

/// Random but repeatable data over every key the templates use: strings that need
/// escaping, numbers, flags, empty and full lists, nested tables, missing names.
enum GeneratedData {
    static func make(keys: [String], seed: UInt64) -> TemplateValue {
        var random = SplitMix(state: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        var root = table(keys, depth: 0, &random)
        if seed % 2 == 0 {
            root["t"] = .dictionary(Dictionary(uniqueKeysWithValues: keys.map { ($0, .string("T:\($0) <&>")) }))
        }
        return .dictionary(root)
    }

    private static let strings: [TemplateValue] = [
        "plain", "", "<b>Fish & \"chips\"</b>", "it's", "Crème brûlée — ½ cup", "two\nlines", "../", "a<\u{338}b",
    ]

    private static func table(_ keys: [String], depth: Int, _ random: inout SplitMix) -> [String: TemplateValue] {
        var table: [String: TemplateValue] = [:]
        for key in keys where depth == 0 || random.next() % 100 < 12 {
            if let value = value(keys, depth: depth, &random) { table[key] = value }
        }
        return table
    }

    private static func value(_ keys: [String], depth: Int, _ random: inout SplitMix) -> TemplateValue? {
        let pick = { (count: Int, random: inout SplitMix) in Int(random.next() % UInt64(count)) }
        switch random.next() % 100 {
        case 0..<35: return strings[pick(strings.count, &random)]
        case 35..<42: return [0, 1, 12, -3][pick(4, &random)]
        case 42..<45: return [0.0, 2.5, 1e21][pick(3, &random)]
        case 45..<55: return true
        case 55..<62: return false
        case 62..<67: return []
        case 67..<78 where depth < 2:
            return .list((0...pick(2, &random)).map { _ in .dictionary(table(keys, depth: depth + 1, &random)) })
        case 78..<84 where depth < 2: return .dictionary(table(keys, depth: depth + 1, &random))
        case 84..<90: return .list((0..<pick(3, &random)).map { _ in strings[pick(strings.count, &random)] })
        default: return nil
        }
    }

    /// A small seeded generator, the same on every machine.
    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
