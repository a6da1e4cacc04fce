import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import Foundation
import Testing
import Yams
import CookgenTestSupport

/// The Cooklang conformance cases from `../shared/conformance/cooklang-canonical.yaml`, one test each.
///
/// The file lives outside this repository; when it is missing or unreadable the presence test
/// fails with the path it looked at (there is no switch to let it pass: zero conformance cases
/// run is a failure, not a warning).
@Suite("Cooklang canonical conformance")
struct CooklangCanonicalTests {
    static let url = CanonicalCase.conformanceFile()
    static let loaded = CanonicalCase.load(from: url)
    static let caseNames: [String] = (try? loaded.get().keys.sorted()) ?? []

    /// Why the loaded file cannot stand for the conformance suite, or nil when it can.
    static func problem(with loaded: Result<[String: CanonicalCase], CanonicalCase.LoadError>, url: URL) -> String? {
        switch loaded {
        case .success(let cases):
            return cases.count >= 60 ? nil : "expected the 60 canonical cases, found \(cases.count) in \(url.path)"
        case .failure(.missing(let path)):
            return """
                THE COOKLANG CONFORMANCE FILE IS MISSING: \(path)
                None of the 60 canonical cases ran. Check out the shared folder as ../shared next to the package \
                (it holds conformance/cooklang-canonical.yaml).
                """
        case .failure(.unreadable(let path, let reason)):
            return "The Cooklang conformance file \(path) could not be read: \(reason)"
        }
    }

    @Test("the conformance file is present and complete")
    func conformanceFileIsPresent() {
        if let problem = Self.problem(with: Self.loaded, url: Self.url) { Issue.record("\(problem)") }
    }

    @Test("a missing conformance file is a failure, not a skip")
    func missingFileIsAProblem() throws {
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString)/cooklang-canonical.yaml")
        let problem = try #require(Self.problem(with: CanonicalCase.load(from: nowhere), url: nowhere))
        #expect(problem.contains("MISSING") && problem.contains(nowhere.path))
        let empty = Scratch.root.appendingPathComponent("cookgen-empty-\(UUID().uuidString).yaml")
        try "tests: {}\n".write(to: empty, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(Self.problem(with: CanonicalCase.load(from: empty), url: empty) != nil, "a file without the cases is not enough")
    }

    @Test("canonical case", arguments: caseNames)
    func canonicalCase(_ name: String) throws {
        let expected = try #require(try Self.loaded.get()[name])
        let document = CooklangParser.parse(expected.source, file: "\(name).cook")
        #expect(document.sections.count <= 1, "canonical cases have at most one, untitled section")
        #expect(document.sections.first?.title == nil)
        #expect(document.canonicalSteps == expected.steps, "source: \(expected.source.debugDescription)")
        #expect(try document.canonicalMetadata() == expected.metadata)
    }

    /// The metadata of every case through the loader and `export --format json`: a key cookgen reads
    /// is in the field it fills, any other key in `extra` exactly as written; nothing is lost.
    @Test("canonical metadata through export --format json", arguments: caseNames)
    func canonicalMetadataThroughJSONExport(_ name: String) throws {
        let expected = try #require(try Self.loaded.get()[name])
        let (loaded, _) = CooklangRecipeLoader.load(SourceText(path: "Content/\(name).cook", text: expected.source))
        let recipe = try #require(loaded)
        let exported = try #require(JSONValue.parse(Data(RecipeJSON.string(recipe).utf8)))
        let metadata = try #require(exported["metadata"]?.object)
        let extra = (metadata["extra"]?.array ?? []).compactMap { e in e["key"]?.string.map { ($0, e["value"]?.string) } }
        #expect(Set(extra.map(\.0)).isSubset(of: expected.metadata.keys), "kept keys that are not in the source: \(extra)")
        for (key, value) in expected.metadata {
            let said: String?
            switch FrontMatterKey.named(key) {
            case nil, .kept?: said = extra.first { $0.0 == key }?.1
            case .prepTime?: said = Self.sameMinutes(metadata["prep_minutes"], value)
            case .cookTime?: said = Self.sameMinutes(metadata["cook_minutes"], value)
            case .totalTime?: said = Self.sameMinutes(metadata["total_minutes"], value)
            case .servings?: said = metadata["yield"]?.string ?? metadata["servings"]?.int.map(String.init)
            case let other?: said = metadata[other.rawValue]?.string
            }
            #expect(said == value, "\(key): \(value) came out as \(said ?? "nothing") in \(metadata)")
        }
    }

    /// `value` when the exported minutes are what it says, else what was exported.
    static func sameMinutes(_ minutes: JSONValue?, _ value: String) -> String? {
        guard let minutes = minutes?.int else { return nil }
        return minutes == DurationParser.minutes(value) ? value : "\(minutes) min"
    }
}

extension CooklangDocument {
    /// The steps in the conformance file's shape, adjacent text items joined.
    var canonicalSteps: [[CanonicalCase.Item]] {
        sections.flatMap(\.steps).map { step in
            var items: [CanonicalCase.Item] = []
            for item in step.items.map(canonicalItem) {
                if item.type == "text", let last = items.last, last.type == "text" {
                    items[items.count - 1].value = (last.value ?? "") + (item.value ?? "")
                } else {
                    items.append(item)
                }
            }
            return items
        }
    }

    /// Front matter through YAML (falling back to `key: value` lines) plus legacy `>>` lines.
    func canonicalMetadata() throws -> [String: String] {
        var map: [String: String] = [:]
        if let frontMatter {
            if let yaml = try Yams.load(yaml: frontMatter) as? [String: Any] {
                map = CanonicalCase.stringMap(yaml)
            } else {
                // `cooking time    :30 mins` is one string to YAML, not a mapping; read it the old way.
                for pair in frontMatterPairs ?? [] { map[pair.key] = pair.value }
            }
        }
        for entry in metadata { map[entry.key] = entry.value }
        return map
    }

    private func canonicalItem(_ item: StepItem) -> CanonicalCase.Item {
        switch item {
        case .text(let text):
            return .init(type: "text", value: text)
        case .ingredient(let index):
            let ingredient = ingredients[index]
            let amount = Self.canonical(ingredient.quantity, ingredient.quantityText) ?? .text("some")
            return .init(type: "ingredient", name: ingredient.name, quantity: amount, units: ingredient.unit ?? "")
        case .cookware(let index):
            let piece = cookware[index]
            let amount = Self.canonical(piece.quantity, piece.quantityText) ?? .number(1)
            return .init(type: "cookware", name: piece.name, quantity: amount)
        case .timer(let index):
            let timer = timers[index]
            let amount = Self.canonical(timer.quantity, timer.quantityText) ?? .text("")
            return .init(type: "timer", name: timer.name ?? "", quantity: amount, units: timer.unit ?? "")
        }
    }

    /// The canonical file has no ranges; one is shown as text so a mismatch reads clearly.
    private static func canonical(_ quantity: Quantity?, _ text: String?) -> CanonicalCase.Value? {
        if let quantity {
            if let high = quantity.high { return .text("\(quantity.low)-\(high)") }
            return .number(quantity.low)
        }
        return text.map(CanonicalCase.Value.text)
    }
}
