import CookgenSupport
import Foundation

/// The git repository a site is in, as far as its history needs it.
package struct GitRepository: Sendable {
    package let git: Git
    /// The site root's path inside the repository (`Examples/kochen/`), empty at the top.
    package let prefix: String
    /// The commit checked out.
    package let head: String
    /// The commits a shallow clone ends at (their parents were not fetched); empty for a full clone.
    package let shallowCommits: Set<String>

    /// The repository that `root` is in; nil when git is missing, `root` is not in a
    /// repository, or the repository has no commit yet. One `git` process.
    package init?(root: URL) {
        guard let git = Git(in: root),
              let out = git.text(["rev-parse", "--show-prefix", "--is-shallow-repository", "--git-path", "shallow", "--verify", "HEAD"])
        else { return nil }
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // --show-prefix prints an empty line at the top of the repository.
        guard lines.count >= 4, let head = lines[3].nonEmpty, head.allSatisfy(\.isHexDigit) else { return nil }
        self.git = git
        self.prefix = lines[0]
        self.head = head
        if lines[1] == "true" {
            let file = lines[2].hasPrefix("/") ? URL(fileURLWithPath: lines[2]) : root.appendingPathComponent(lines[2])
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            shallowCommits = Set(text.split(whereSeparator: \.isNewline).map(String.init))
        } else {
            shallowCommits = []
        }
    }

    /// When git will not read the repository that `root` is in because another user owns it
    /// (git's `safe.directory`, common in CI containers), the repository's folder; nil otherwise,
    /// and without starting git when no `.git` is at or above `root`. Asked only when `init`
    /// found no repository; the repository is not read against git's refusal.
    package static func refusal(root: URL) -> String? {
        var folder = root.standardizedFileURL
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) {
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
        guard let git = Git(in: root), let result = git.result(["rev-parse", "--verify", "HEAD"], withErrors: true),
              result.status != 0 else { return nil }
        let said = String(decoding: result.output, as: UTF8.self)
        guard said.contains("dubious ownership") else { return nil }
        // fatal: detected dubious ownership in repository at '/srv/cookbook'
        if let start = said.range(of: "repository at '"), let end = said[start.upperBound...].firstIndex(of: "'") {
            return String(said[start.upperBound..<end])
        }
        return folder.path
    }

    /// What identifies the history as the site sees it: the same key, the same history.
    package var key: String {
        var hash = FNVHash()
        for id in shallowCommits.sorted() { hash.add(id) }
        return [head, prefix, hash.hex].joined(separator: " ")
    }

    /// The site-relative path of a repository path, nil when it is outside the site.
    package func sitePath(_ repositoryPath: String) -> String? {
        repositoryPath.hasPrefix(prefix) ? String(repositoryPath.dropFirst(prefix.count)) : nil
    }

    /// `git log` of everything under `Content/`, newest first, renames found. One process.
    package func log() -> [GitCommit] {
        log(range: "HEAD")
    }

    /// `git log` of the commits after `since` (an ancestor of HEAD, see `isLinear`) under `Content/`.
    package func log(since: String) -> [GitCommit] {
        log(range: since + "..HEAD")
    }

    private func log(range: String) -> [GitCommit] {
        guard let data = git.run(Self.logArguments(range)) else { return [] }
        return GitLog.parse([UInt8](data))
    }

    /// `git log` of `range` under `Content/`, as `GitLog.parse` reads it: renames found, merges left out.
    private static func logArguments(_ range: String) -> [String] {
        ["log", "-z", "--raw", "--no-abbrev", "-M", "--no-merges", "--root", "--no-color", "--format=" + GitLog.format, range, "--", "Content"]
    }

    /// `log()` and the contents of every blob it names, git's two processes running side by side:
    /// each new blob is asked of `git cat-file --batch` as soon as the log has printed its id,
    /// instead of after the whole log (at 10,000 recipes × 5 commits the log takes 1.6 s and
    /// the blobs 0.9 s). Blobs of files the history does not follow come too.
    package func logAndBlobs() -> (commits: [GitCommit], contents: [String: Data]) {
        let feed = LineFeed()
        let catFile = Background { [git] in git.run(["cat-file", "--batch"], feeding: { fd in feed.drain(into: fd) }) }
        var scanner = GitLog.BlobScanner()
        let log = git.run(Self.logArguments("HEAD"), feeding: nil, reading: { chunk in for id in scanner.blobs(in: chunk) { feed.send(id) } })
        feed.finish()
        let contents = catFile.value.map { Self.batch([UInt8]($0), count: nil) } ?? []
        var byID: [String: Data] = [:]
        byID.reserveCapacity(contents.count)
        for object in contents { if let object { byID[object.id] = object.data } }
        return (log.map { GitLog.parse([UInt8]($0)) } ?? [], byID)
    }

    /// Whether HEAD is `since` with commits on top of it one after the other, without merges:
    /// then the log since it, followed by its own log, is HEAD's log. One process.
    package func isLinear(since: String) -> Bool {
        guard since.allSatisfy(\.isHexDigit), let out = git.text(["rev-list", "--parents", since + "..HEAD"]) else { return false }
        var expected = head
        for line in out.split(separator: "\n") {
            let ids = line.split(separator: " ")
            guard ids.count == 2, ids[0] == expected else { return false }
            expected = String(ids[1])
        }
        return expected == since
    }

    /// The contents of these blobs, by id (`git cat-file --batch`). One process.
    package func blobs(_ ids: [String]) -> [String: Data] {
        var result: [String: Data] = [:]
        result.reserveCapacity(ids.count)
        for object in objects(ids) {
            if let object { result[object.id] = object.data }
        }
        return result
    }

    /// The blobs these names stand for (ids, or `<commit>:<path>`), in the order asked; nil for
    /// one git does not have or that is not a blob. One process.
    package func objects(_ names: [String]) -> [(id: String, data: Data)?] {
        guard !names.isEmpty, !names.contains(where: { $0.contains("\n") }),
              let data = git.run(["cat-file", "--batch"], input: Data((names.joined(separator: "\n") + "\n").utf8))
        else { return Array(repeating: nil, count: names.count) }
        return Self.batch([UInt8](data), count: names.count)
    }

    /// The objects `git cat-file --batch` printed, in order: `count` of them when known (padded
    /// with nils), else as many as it printed.
    private static func batch(_ data: [UInt8], count: Int?) -> [(id: String, data: Data)?] {
        // `<id> <type> <size>\n<bytes>\n` for each; `<name> missing\n` (or `ambiguous`) for one git does not have.
        // Read in place: the output is megabytes for a large history.
        var result: [(id: String, data: Data)?] = []
        result.reserveCapacity(count ?? 0)
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var at = 0
            while at < bytes.count, result.count < count ?? Int.max {
                guard let newline = bytes[at...].firstIndex(of: 0x0A) else { break }
                let header = bytes[at..<newline].split(separator: 0x20)
                at = newline + 1
                guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)), size >= 0, size <= bytes.count - at else {
                    result.append(nil)
                    continue
                }
                let isBlob = header[1].elementsEqual("blob".utf8)
                result.append(isBlob ? (String(decoding: header[0], as: UTF8.self), Data(bytes: bytes.baseAddress! + at, count: size)) : nil)
                at += size + 1
            }
        }
        while result.count < count ?? 0 { result.append(nil) }
        return result
    }
}

/// Lines handed from one thread to a program's standard input written on another: `send` adds
/// one, `drain` writes them as they come until `finish`.
final class LineFeed: @unchecked Sendable {
    private var lines: [String] = []
    private var finished = false
    private let condition = NSCondition()

    func send(_ line: String) {
        condition.lock()
        lines.append(line)
        condition.signal()
        condition.unlock()
    }

    func finish() {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
    }

    /// Writes every line to `fd` until `finish` (or the reader stops reading).
    func drain(into fd: Int32) {
        while true {
            condition.lock()
            while lines.isEmpty, !finished { condition.wait() }
            let taken = lines, done = finished
            lines.removeAll(keepingCapacity: true)
            condition.unlock()
            if !taken.isEmpty, !Subprocess.write(Array((taken.joined(separator: "\n") + "\n").utf8), to: fd) { return }
            if done { return }
        }
    }
}
