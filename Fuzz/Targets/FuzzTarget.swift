import CookgenSupport
import CookgenModel

/// One parser of outside input, fed arbitrary bytes, with the invariants it must keep. A broken
/// invariant is reported as a failure (the libFuzzer driver turns it into a crash, the test
/// suite into a failed expectation), so fuzzing finds wrong answers, not only crashes.
public struct FuzzTarget: Sendable {
    /// The name `Fuzz/run` prints and the corpus folder is called: `cooklang`.
    public let name: String
    /// Runs the parser on `bytes`; returns the invariants it broke, empty when all held.
    public let run: @Sendable ([UInt8]) -> [String]

    public init(name: String, run: @escaping @Sendable ([UInt8]) -> [String]) {
        self.name = name
        self.run = run
    }
}

/// Collects broken invariants while a target runs.
struct Invariants {
    private(set) var failures: [String] = []

    mutating func expect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
        if !condition() { failures.append(message()) }
    }

    /// Every diagnostic points inside the text it is about, and collapsing keeps at most a few
    /// of each kind per file.
    mutating func diagnostics(_ diagnostics: [Diagnostic], lines: Int, file: String) {
        for d in diagnostics {
            guard let location = d.location, location.file == file else { continue }
            expect(location.line >= 1 && location.line <= lines + 1, "\(d.id) at line \(location.line) of \(lines)")
            expect(location.column >= 1, "\(d.id) at column \(location.column)")
        }
        var kinds = Set<String>()
        for d in diagnostics { kinds.insert("\(d.location?.file ?? "")\u{0}\(d.id)") }
        expect(diagnostics.collapsed().count <= kinds.count * ([Diagnostic].shownPerKind + 1), "collapse kept too many")
    }

    /// No amount that reaches scaling or nutrition is infinite, NaN, negative or absurd.
    mutating func amounts(_ recipe: Recipe) {
        for i in recipe.ingredients {
            guard let q = i.quantity else { continue }
            expect(q.low.isFinite && q.low >= 0 && q.low <= 1_000_000, "amount \(q.low) in '\(i.text.prefix(40))'")
            if let high = q.high { expect(high.isFinite && high >= 0 && high <= 1_000_000, "amount \(high)") }
        }
        if let servings = recipe.metadata.servings { expect(servings >= 1 && servings <= 10_000, "servings \(servings)") }
    }
}

extension String {
    /// The fuzzer's bytes as text, invalid UTF-8 repaired as every reader of files does.
    init(fuzzed bytes: [UInt8]) { self = String(decoding: bytes, as: UTF8.self) }
}
