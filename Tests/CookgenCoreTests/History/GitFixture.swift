import Foundation
import CookgenTestSupport

/// A git repository made in the test: files written, committed with fixed dates and names.
struct GitFixture {
    let root: URL

    init() throws {
        root = Scratch.root.appendingPathComponent("cookgen-git-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
        try git("init", "-q")
    }

    /// Runs git in the repository; throws with what it said when it fails.
    @discardableResult
    func git(_ arguments: String..., date: String = "2024-01-01T10:00:00+02:00", in folder: URL? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Ada Baker", "-c", "user.email=ada@example.org", "-c", "commit.gpgsign=false",
                             "-c", "init.defaultBranch=main", "-c", "protocol.file.allow=always"] + arguments
        process.currentDirectoryURL = folder ?? root
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_AUTHOR_DATE"] = date
        environment["GIT_COMMITTER_DATE"] = date
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let problem = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GitFixtureError.failed(arguments.joined(separator: " ") + ": " + String(decoding: problem, as: UTF8.self))
        }
        return String(decoding: data, as: UTF8.self)
    }

    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Commits everything as it is now.
    func commit(_ message: String, date: String) throws {
        try git("add", "-A", date: date)
        try git("commit", "-q", "-m", message, date: date)
    }

    /// The lemon cake of the issue: an amount changed, an ingredient added, a step changed, then a rename.
    static func lemonCake(config: String = "title: Test Kitchen\n") throws -> GitFixture {
        let repo = try GitFixture()
        try repo.write(config, to: "cookgen.yaml")
        try repo.write(lemonCake, to: "Content/lemon-cake.md")
        try repo.commit("First lemon cake", date: "2024-03-01T09:00:00+01:00")
        try repo.write(lemonCake.replacingOccurrences(of: "200 g sugar", with: "150 g sugar"), to: "Content/lemon-cake.md")
        try repo.commit("Less sugar suits the sharp lemon", date: "2024-05-02T10:00:00+02:00")
        let zest = lemonCake.replacingOccurrences(of: "200 g sugar", with: "150 g sugar")
            .replacingOccurrences(of: "- 3 eggs\n", with: "- 3 eggs\n- 1 lemon, zested\n")
        try repo.write(zest, to: "Content/lemon-cake.md")
        try repo.commit("Added lemon zest", date: "2024-06-10T18:30:00+02:00")
        let cooler = zest.replacingOccurrences(of: "Bake at 180 °C", with: "Bake at 170 °C")
        try repo.write(cooler, to: "Content/lemon-cake.md")
        try repo.commit("Tried 180 °C, too dark", date: "2024-07-01T12:00:00+02:00")
        try FileManager.default.createDirectory(at: repo.root.appendingPathComponent("Content/baking"), withIntermediateDirectories: true)
        try repo.git("mv", "Content/lemon-cake.md", "Content/baking/lemon-drizzle-cake.md")
        try repo.commit("Into the baking folder", date: "2024-08-01T10:00:00+02:00")
        return repo
    }

    static let lemonCake = """
        ---
        title: Lemon Drizzle Cake
        date: 2024-03-01
        servings: 8
        log:
          - date: 2024-05-02
            note: Less sugar suits the sharp lemon better.
            rating: 4
          - date: 2024-06-12
            note: Zest makes it.
            rating: 5
        ---
        ## Ingredients

        - 200 g sugar
        - 3 eggs
        - 250 g flour
        - 100 g butter

        ## Steps

        1. Beat the butter and sugar until pale.
        2. Beat in the eggs, then fold in the flour.
        3. Bake at 180 °C for 40 minutes.

        """
}

enum GitFixtureError: Error { case failed(String) }
