import Foundation
import Yams

/// One case of the Cooklang conformance file: a source and the steps and metadata it must give.
struct CanonicalCase: Sendable {
    /// A quantity as the file writes it: a number, or words ("some", "", "two small").
    enum Value: Hashable, Sendable, CustomStringConvertible {
        case number(Double)
        case text(String)

        var description: String {
            switch self {
            case .number(let number): "\(number)"
            case .text(let text): "\"\(text)\""
            }
        }
    }

    /// One step item in the file's shape; cookware `units` are ignored, as the reference runner does.
    struct Item: Hashable, Sendable, CustomStringConvertible {
        var type: String
        var value: String?
        var name: String?
        var quantity: Value?
        var units: String?

        var description: String {
            if type == "text" { return "text(\"\(value ?? "")\")" }
            let amount = quantity?.description ?? "nil"
            return "\(type)(name: \"\(name ?? "")\", quantity: \(amount), units: \"\(units ?? "")\")"
        }
    }

    /// Why the file could not be used.
    enum LoadError: Error, Sendable {
        case missing(path: String)
        case unreadable(path: String, reason: String)
    }

    var name: String
    var source: String
    var steps: [[Item]]
    var metadata: [String: String]
}

extension CanonicalCase {
    /// `../shared/conformance/cooklang-canonical.yaml`, next to the package root (the folder with Package.swift).
    static func conformanceFile(from filePath: String = #filePath) -> URL {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { break }
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("../shared/conformance/cooklang-canonical.yaml").standardizedFileURL
    }

    /// All cases of the file, by name.
    static func load(from url: URL) -> Result<[String: CanonicalCase], LoadError> {
        guard FileManager.default.fileExists(atPath: url.path) else { return .failure(.missing(path: url.path)) }
        do {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard let root = try Yams.load(yaml: text) as? [String: Any],
                  let tests = root["tests"] as? [String: Any]
            else { return .failure(.unreadable(path: url.path, reason: "no `tests:` mapping")) }
            var cases: [String: CanonicalCase] = [:]
            for (name, body) in tests {
                guard let body = body as? [String: Any], let source = body["source"] as? String,
                      let result = body["result"] as? [String: Any]
                else { return .failure(.unreadable(path: url.path, reason: "case \(name) has no source or result")) }
                let steps = (result["steps"] as? [[Any]] ?? []).map { $0.compactMap(item) }
                let metadata = stringMap(result["metadata"])
                cases[name] = CanonicalCase(name: name, source: source, steps: steps, metadata: metadata)
            }
            return .success(cases)
        } catch {
            return .failure(.unreadable(path: url.path, reason: "\(error)"))
        }
    }

    private static func item(_ raw: Any) -> Item? {
        guard let fields = raw as? [String: Any], let type = fields["type"] as? String else { return nil }
        return Item(
            type: type, value: fields["value"] as? String, name: fields["name"] as? String,
            quantity: fields["quantity"].flatMap(value), units: type == "cookware" ? nil : fields["units"] as? String)
    }

    static func value(_ raw: Any) -> Value? {
        switch raw {
        case let number as Int: .number(Double(number))
        case let number as Double: .number(number)
        case let text as String: .text(text)
        default: nil
        }
    }

    /// A YAML mapping with every value as text (`servings: 4` gives "4").
    static func stringMap(_ raw: Any?) -> [String: String] {
        guard let map = raw as? [String: Any] else { return [:] }
        return map.reduce(into: [:]) { result, pair in result[pair.key] = "\(pair.value)" }
    }
}
