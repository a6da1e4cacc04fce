import CookgenFuzzTargets
import Foundation
import Testing

/// Every committed seed and every input a fuzzer once crashed on (Fuzz/Regressions/) keeps
/// every invariant of its target: the fuzz targets' checks run in the ordinary test suite.
@Suite("Fuzz corpus and regressions")
struct FuzzCorpusTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    static func inputs(_ folder: String, _ target: String) -> [URL] {
        let dir = fuzz.appendingPathComponent(folder).appendingPathComponent(target)
        return ((try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: nil)) ?? []).sorted { $0.path < $1.path }
    }

    @Test(arguments: FuzzTargets.all.map(\.name))
    func seedsAndRegressionsKeepTheInvariants(_ name: String) throws {
        let target = try #require(FuzzTargets.named(name))
        let seeds = Self.inputs("Corpus", name)
        #expect(!seeds.isEmpty, "every target has seeds in Fuzz/Corpus/\(name)")
        for file in seeds + Self.inputs("Regressions", name) {
            let failures = target.run(Array(try Data(contentsOf: file)))
            #expect(failures.isEmpty, "\(file.lastPathComponent): \(failures.joined(separator: "\n"))")
        }
    }

    @Test func everyCorpusFolderIsATarget() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fuzz.appendingPathComponent("Corpus").path)
        #expect(Set(folders) == Set(FuzzTargets.all.map(\.name)))
    }
}
