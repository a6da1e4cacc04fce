import Foundation
import Yams
@testable import CookgenTemplate

/// The official Mustache spec, read from `../shared/conformance/mustache/` beside the repository.
enum SpecSuite {
    /// The repository's root, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The spec folder.
    static let folder = repositoryRoot.appendingPathComponent("../shared/conformance/mustache").standardizedFileURL

    /// The spec files the engine must pass, every one required.
    static let files = [
        "comments.yml", "delimiters.yml", "interpolation.yml", "inverted.yml",
        "partials.yml", "sections.yml", "~inheritance.yml",
    ]

    /// One spec case.
    struct Case {
        let name: String
        let data: TemplateValue
        let template: String
        let partials: [String: String]
        let expected: String
    }

    /// Reads the cases of `file`, or says what is missing or wrong, naming the path.
    static func cases(in file: String) throws -> [Case] {
        let url = folder.appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw SpecError("the Mustache spec folder is missing: \(folder.path) (expected ../shared/conformance/mustache/ beside the repository)")
        }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw SpecError("the Mustache spec file is missing or unreadable: \(url.path)")
        }
        guard let root = try Yams.load(yaml: text) as? [String: Any], let tests = root["tests"] as? [[String: Any]] else {
            throw SpecError("\(url.path) has no 'tests' list")
        }
        return try tests.map { test in
            guard let name = test["name"] as? String, let template = test["template"] as? String,
                  let expected = test["expected"] as? String
            else { throw SpecError("\(url.path): a case lacks name, template or expected: \(test)") }
            return Case(name: name, data: value(test["data"] as Any), template: template,
                        partials: test["partials"] as? [String: String] ?? [:], expected: expected)
        }
    }

    /// Renders a case with the engine.
    static func render(_ spec: Case) throws -> String {
        var templates = spec.partials
        templates["__spec__"] = spec.template
        let library = try TemplateLibrary(templates: templates)
        return library.render("__spec__", spec.data) ?? "<missing>"
    }

    /// A YAML value as a template value.
    static func value(_ any: Any) -> TemplateValue {
        switch any {
        case let bool as Bool: .bool(bool)
        case let int as Int: .int(int)
        case let double as Double: .double(double)
        case let string as String: .string(string)
        case let list as [Any]: .list(list.map(value))
        case let table as [String: Any]: .dictionary(table.mapValues(value))
        default: .null
        }
    }

    /// A problem with the spec files themselves.
    struct SpecError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
