import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenSite
import CookgenTestSupport

/// The offline list is written straight as bytes; this checks it against the object it stands
/// for, written through `JSONValue` as the list was before: the files and groups with their
/// keys sorted, then the same object with `version`, the digest of the first text.
@Suite struct OfflineListJSONTests {
    static let pieces = ["a", "/", "é", "\"", "\\", "\u{1}", "</", "红", "\u{2028}", "x.html", "0"]

    static func text(_ g: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...4, using: &g)).map { _ in pieces.randomElement(using: &g)! }.joined()
    }

    static func numbers(_ g: inout SplitMix64) -> [Int] {
        (0..<Int.random(in: 0...6, using: &g)).map { _ in Int.random(in: 0...30_000, using: &g) }
    }

    /// The list as `OfflineList` wrote it through `JSONValue`.
    static func expected(files: [OfflineList.File], groups: OfflineList.Groups) -> (String, String) {
        let ints = { (list: [Int]) in JSONValue.array(list.map { JSONValue($0) }) }
        var object: [String: JSONValue] = [
            "files": .array(files.map { [JSONValue($0.path), JSONValue($0.digest), JSONValue($0.size)] }),
            "shell": ints(groups.shell), "search": ints(groups.search), "data": ints(groups.data), "pages": ints(groups.pages),
            "recipes": .array(groups.recipes.map { [JSONValue($0.slug), ints($0.files)] }),
            "sets": .array(groups.sets.map { ["kind": JSONValue($0.kind), "name": JSONValue($0.name), "files": ints($0.files), "recipes": ints($0.recipes)] }),
        ]
        let version = ContentDigest.hex(Data(JSONWriter.string(object).utf8))
        object["version"] = JSONValue(version)
        return (JSONWriter.string(object) + "\n", version)
    }

    @Test(arguments: [1, 2] as [UInt64])
    func bytesAreTheJSONOfTheList(_ seed: UInt64) {
        var g = SplitMix64(seed: seed)
        for _ in 0..<200 {
            let files = (0..<Int.random(in: 0...20, using: &g)).map { _ in
                OfflineList.File(path: Self.text(&g), digest: Self.text(&g), size: Int.random(in: 0...1 << 40, using: &g))
            }
            let groups = OfflineList.Groups(
                shell: Self.numbers(&g), search: Self.numbers(&g), data: Self.numbers(&g), pages: Self.numbers(&g),
                recipes: (0..<Int.random(in: 0...5, using: &g)).map { _ in (Self.text(&g), Self.numbers(&g)) },
                sets: (0..<Int.random(in: 0...4, using: &g)).map { _ in
                    OfflineList.Groups.Set(kind: Bool.random(using: &g) ? "category" : "plan", name: Self.text(&g),
                                           files: Self.numbers(&g), recipes: Self.numbers(&g))
                })
            let (json, version) = OfflineList.json(files: files, groups: groups)
            let (expectedJSON, expectedVersion) = Self.expected(files: files, groups: groups)
            #expect(json == expectedJSON)
            #expect(version == expectedVersion)
        }
    }

    /// A list given the paths in order (a build of changes passes the last list's) is the list
    /// that sorts them; paths out of order, repeated or not all recorded are sorted again.
    @Test func givenOrderIsUsedOnlyWhenItIsTheSortedPaths() throws {
        let index = try SiteFixture("-- Content/a.md --\n---\ntitle: A\n---\n## Steps\n1. Go.\n").index()
        var g = SplitMix64(seed: 5)
        for _ in 0..<100 {
            var recorded: [String: OfflineList.File] = [:]
            for _ in 0..<Int.random(in: 1...12, using: &g) {
                let path = Self.text(&g) + ".html"
                recorded[path] = OfflineList.File(path: path, digest: Self.text(&g), size: Int.random(in: 0...999, using: &g))
            }
            let sorted = OfflineList(recorded: recorded, index: index)
            #expect(OfflineList(recorded: recorded, index: index, sortedPaths: sorted.files.map(\.path)).json == sorted.json)
            for wrong in [Array(sorted.files.map(\.path).reversed()), Array(repeating: sorted.files[0].path, count: sorted.files.count),
                          sorted.files.map { $0.path + "x" }] where wrong != sorted.files.map(\.path) {
                #expect(OfflineList(recorded: recorded, index: index, sortedPaths: wrong).json == sorted.json)
            }
        }
    }
}
