import Foundation
import Testing
@testable import CookgenTemplate

/// Every case of every file of the official Mustache spec passes.
@Suite struct SpecConformanceTests {
    @Test("the spec folder holds exactly the files we run")
    func folderIsComplete() throws {
        let folder = SpecSuite.folder.path
        let present = try #require(try? FileManager.default.contentsOfDirectory(atPath: folder),
                                   "the Mustache spec folder is missing: \(folder)")
        for file in SpecSuite.files {
            #expect(present.contains(file), "the Mustache spec file is missing: \(folder)/\(file)")
        }
        let unrun = present.filter { $0.hasSuffix(".yml") && !SpecSuite.files.contains($0) }
        #expect(unrun.isEmpty, "spec files in \(folder) that no test runs: \(unrun)")
    }

    @Test("every case passes", arguments: SpecSuite.files)
    func file(_ file: String) throws {
        let cases = try SpecSuite.cases(in: file)
        #expect(!cases.isEmpty, "\(file) has no cases")
        var passed = 0
        for spec in cases {
            let rendered: String
            do {
                rendered = try SpecSuite.render(spec)
            } catch {
                Issue.record("\(file) — \(spec.name): \(error)")
                continue
            }
            #expect(rendered == spec.expected, "\(file) — \(spec.name)\ntemplate: \(spec.template.debugDescription)")
            if rendered == spec.expected { passed += 1 }
        }
        print("spec \(file): \(passed)/\(cases.count) cases pass")
    }
}
