import CookgenFuzzTargets
import Foundation

// Built by Fuzz/run with `-D FUZZING` and `-sanitize=fuzzer,address`: libFuzzer owns `main` and
// calls `LLVMFuzzerTestOneInput` with each input; the target is named by COOKGEN_FUZZ_TARGET.
// In an ordinary build, `cookgen-fuzz TARGET FILE…` runs the files through one target, to
// reproduce a crash without the sanitizers.

#if FUZZING
nonisolated(unsafe) private var selected: FuzzTarget?

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>>>) -> CInt {
    let name = ProcessInfo.processInfo.environment["COOKGEN_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTargets.named(name) else {
        FileHandle.standardError.write(Data("set COOKGEN_FUZZ_TARGET to one of: \(FuzzTargets.all.map(\.name).joined(separator: " "))\n".utf8))
        exit(2)
    }
    selected = target
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let failures = selected!.run(Array(UnsafeBufferPointer(start: data, count: size)))
    if let first = failures.first { fatalError("invariant broken: \(first)") }
    return 0
}
#else
@main
struct FuzzReplay {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTargets.named(name) else {
            print("usage: cookgen-fuzz TARGET FILE…  (targets: \(FuzzTargets.all.map(\.name).joined(separator: " ")))")
            exit(2)
        }
        var broken = 0
        for file in arguments.dropFirst() {
            let failures = target.run(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
            for failure in failures { print("\(file): \(failure)") }
            if !failures.isEmpty { broken += 1 }
        }
        print("\(name): \(arguments.count - 1) inputs, \(broken) broke an invariant")
        exit(broken == 0 ? 0 : 1)
    }
}
#endif
