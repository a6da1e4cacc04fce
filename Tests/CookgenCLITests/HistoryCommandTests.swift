import Foundation
import Testing

/// `cookgen history FILE` with the real binary, on a repository made here with fixed dates.
@Suite struct HistoryCommandTests {
    static func git(_ repo: URL, _ args: [String], date: String = "2024-01-01T10:00:00+02:00") throws {
        let result = try CLI.runProgram(URL(fileURLWithPath: "/usr/bin/env"),
                                        ["git", "-c", "user.name=Ada Baker", "-c", "user.email=ada@example.org", "-c", "commit.gpgsign=false"] + args,
                                        environment: ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date], cwd: repo)
        #expect(result.status == 0, "git \(args): \(result.stderr)")
    }

    static func commit(_ repo: URL, _ text: String, _ message: String, date: String) throws {
        try Data(text.utf8).write(to: repo.appendingPathComponent("Content/bread.cook"))
        try git(repo, ["add", "-A"], date: date)
        try git(repo, ["commit", "-q", "-m", message], date: date)
    }

    static let bread = """
        ---
        title: Country Bread
        servings: 2
        log:
          - date: 2024-04-20
            note: A longer proof helped.
            rating: 4
        ---
        Mix @flour{500%g} with @water{350%ml} and @salt{10%g}.

        Bake at 230 °C for ~{40%minutes}.

        """

    @Test func printsTheTimelineInCookingTerms() throws {
        let repo = CLI.temporaryDirectory("history")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Self.git(repo, ["init", "-q"])
        try Self.commit(repo, Self.bread, "A first bread", date: "2024-04-01T08:00:00+02:00")
        try Self.commit(repo, Self.bread.replacingOccurrences(of: "{350%ml}", with: "{375%ml}"), "Wetter dough", date: "2024-05-02T10:00:00+02:00")
        let result = try CLI.run(["history", "Content/bread.cook"], cwd: repo)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = """
            Country Bread

            2024-05-02  \(result.stdout.split(separator: "\n")[1].split(separator: " ")[1])  Wetter dough (Ada Baker)
                - water: 350 ml → 375 ml

            2024-04-20  Cooked  ★★★★☆
                A longer proof helped.

            """
        #expect(result.stdout.hasPrefix(expected), "\(result.stdout)")
        #expect(result.stdout.contains("2024-04-01"))
        #expect(result.stdout.contains("A first bread (Ada Baker)\n    First written\n"))
        let german = try CLI.run(["history", "Content/bread.cook", "--lang", "de"], cwd: repo)
        #expect(german.stdout.contains("Gekocht") && german.stdout.contains("Erste Fassung"))
        // After a build, the history comes from the build's cache: the same timeline.
        let build = try CLI.run(["build", "--quiet"], cwd: repo)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(FileManager.default.fileExists(atPath: repo.appendingPathComponent(".Public.cookgen-cache/history.bin").path))
        #expect(try CLI.run(["history", "Content/bread.cook"], cwd: repo).stdout == result.stdout)
    }

    @Test func withoutGitOnlyTheLogAndNoError() throws {
        let site = CLI.temporaryDirectory("history-nogit")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Data(Self.bread.utf8).write(to: site.appendingPathComponent("Content/bread.cook"))
        // Not a repository, and no git on the PATH either: the same answer, no error.
        for environment in [[:], ["PATH": "/nonexistent"]] {
            let result = try CLI.run(["history", "Content/bread.cook"], environment: environment, cwd: site)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stderr.isEmpty, "\(result.stderr)")
            #expect(result.stdout.contains("2024-04-20  Cooked  ★★★★☆"))
        }
        let build = try CLI.run(["build", "--quiet"], environment: ["PATH": "/nonexistent"], cwd: site)
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOf: site.appendingPathComponent("Public/recipes/bread.html"), encoding: .utf8)
        #expect(page.contains("A longer proof helped.") && !page.contains("First written"))
    }

    /// A shared cookbook is anyone's text: what a commit message, a log note or a bad value says
    /// reaches the terminal without its control characters (no colours, cursor moves or titles).
    @Test func escapeSequencesFromTheFilesDoNotReachTheTerminal() throws {
        let repo = CLI.temporaryDirectory("history-escapes")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Self.git(repo, ["init", "-q"])
        let hostile = Self.bread
            .replacingOccurrences(of: "A longer proof helped.", with: "\"Proof \\e[2J\\e]0;owned\\a longer\"")
            .replacingOccurrences(of: "servings: 2", with: "servings: 2\nprep_time: \"\\e[31mten\\rminutes\"")
        try Self.commit(repo, hostile, "Bread \u{1B}[1;32mgreen\u{9B}31m", date: "2024-04-01T08:00:00+02:00")
        let history = try CLI.run(["history", "Content/bread.cook"], cwd: repo)
        #expect(history.status == 0, "\(history.stderr)")
        #expect(history.stdout.contains("Bread \u{FFFD}[1;32mgreen\u{FFFD}31m"), "\(history.stdout)")
        #expect(history.stdout.contains("Proof \u{FFFD}[2J\u{FFFD}]0;owned\u{FFFD} longer"), "\(history.stdout)")
        let build = try CLI.run(["build", "--quiet"], cwd: repo)
        #expect(build.stderr.contains("ten\u{FFFD}minutes"), "the bad time is named: \(build.stderr)")
        for out in [history.stdout, history.stderr, build.stdout, build.stderr] {
            #expect(!out.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) },
                    "a control character got through: \(out.debugDescription)")
        }
    }

    /// A repository another user owns (a CI container's checkout): git refuses to read it, and the
    /// build says so and how to allow it, instead of leaving the versions out without a word.
    @Test(.enabled(if: geteuid() == 0, "needs root to give the repository to another user"))
    func aRepositoryGitRefusesToReadIsNamedWithTheWayToAllowIt() throws {
        let repo = CLI.temporaryDirectory("history-refused")
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try Self.git(repo, ["init", "-q"])
        try Self.commit(repo, Self.bread, "A first bread", date: "2024-04-01T08:00:00+02:00")
        let chown = try CLI.runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["chown", "-R", "4242:4242", repo.path])
        #expect(chown.status == 0, "\(chown.stderr)")
        // No global or system git config that could allow it.
        let home = CLI.temporaryDirectory("history-refused-home")
        let environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.path, "GIT_CONFIG_NOSYSTEM": "1"]
        let build = try CLI.run(["build", "--quiet"], environment: environment, cwd: repo)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("warning: git will not read the repository at \(repo.standardizedFileURL.path), which another user owns"),
                "\(build.stderr)")
        #expect(build.stderr.contains("[history-git-refused]") && build.stderr.contains("git config --global --add safe.directory"))
        let page = try String(contentsOf: repo.appendingPathComponent("Public/recipes/bread.html"), encoding: .utf8)
        #expect(page.contains("A longer proof helped.") && !page.contains("First written"))
        let history = try CLI.run(["history", "Content/bread.cook"], environment: environment, cwd: repo)
        #expect(history.status == 0 && history.stdout.contains("No versions: git will not read the repository"), "\(history.stdout)")
        #expect(history.stdout.contains("2024-04-20  Cooked"))
        // Allowed, the versions are there.
        try Data("[safe]\n\tdirectory = *\n".utf8).write(to: home.appendingPathComponent(".gitconfig"))
        let allowed = try CLI.run(["build", "--quiet"], environment: environment, cwd: repo)
        #expect(allowed.status == 0 && !allowed.stderr.contains("history-git-refused"), "\(allowed.stderr)")
        #expect(try String(contentsOf: repo.appendingPathComponent("Public/recipes/bread.html"), encoding: .utf8).contains("First written"))
    }
}
