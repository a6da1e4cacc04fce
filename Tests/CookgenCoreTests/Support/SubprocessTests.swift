import Foundation
import Testing
@testable import CookgenSupport

@Suite struct SubprocessTests {
    @Test func collectsOutputAndExitStatus() throws {
        let echo = try #require(Subprocess.run("/bin/sh", ["-c", "printf 'a\\nb'; exit 3"]))
        #expect(echo.status == 3 && echo.output == Array("a\nb".utf8))
        let fine = try #require(Subprocess.run("/bin/sh", ["-c", "echo \"$COOKGEN_TEST_VALUE\""], environment: ["COOKGEN_TEST_VALUE": "½ Tasse"]))
        #expect(fine.status == 0 && String(decoding: fine.output, as: UTF8.self) == "½ Tasse\n")
    }

    @Test func feedsInputLargerThanAPipeHolds() throws {
        let input = (0..<1_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let copy = try #require(Subprocess.run("/bin/cat", [], input: input))
        #expect(copy.status == 0 && copy.output == input)
    }

    @Test func aProgramThatReadsNoInputEndsNothingButItself() throws {
        // Writing to a pipe nobody reads would raise SIGPIPE: the write fails instead.
        let result = try #require(Subprocess.run("/bin/sh", ["-c", "exit 0"], input: [UInt8](repeating: 65, count: 1_000_000)))
        #expect(result.status == 0 && result.output.isEmpty)
    }

    @Test func aMissingProgramOrASignalIsSaid() throws {
        #expect(Subprocess.run("/nonexistent/cookgen-no-such-program", []) == nil)
        let killed = try #require(Subprocess.run("/bin/sh", ["-c", "kill -TERM $$"]))
        #expect(killed.status == 128 + SIGTERM)
    }

    @Test func programsStartedAtOnceDoNotHoldEachOthersPipes() throws {
        // Each answer arrives when its own program ends, not when the slowest one does.
        let started = Date()
        let fast = Background { Subprocess.run("/bin/sh", ["-c", "echo fast"]).map { ($0.output, Date()) } }
        let slow = Subprocess.run("/bin/sh", ["-c", "sleep 1; echo slow"])
        let (output, finished) = try #require(fast.value)
        #expect(output == Array("fast\n".utf8) && String(decoding: slow?.output ?? [], as: UTF8.self) == "slow\n")
        #expect(finished.timeIntervalSince(started) < 0.9)
    }
}
