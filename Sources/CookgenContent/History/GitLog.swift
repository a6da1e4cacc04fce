/// One commit of `git log --raw`, with the files it changed under the path asked about.
package struct GitCommit: Sendable, Hashable {
    /// One changed file: its status letter (`A`, `M`, `D`, `R`, `T`, `C`), blobs and paths.
    package struct FileChange: Sendable, Hashable {
        package var status: Character
        package var oldBlob: String
        package var newBlob: String
        /// The path before, for a rename or copy.
        package var oldPath: String?
        /// The path after (relative to the repository).
        package var path: String
    }

    package var id: String
    package var parents: [String]
    /// Author date, strict ISO 8601 (`%aI`).
    package var authorDate: String
    package var author: String
    package var subject: String
    package var changes: [FileChange]
}

/// Reads the output of `git log -z --raw --no-abbrev --format=<GitLog.format>`.
package enum GitLog {
    /// Commit header: a record separator, then id, parents, date, author and subject apart by unit separators.
    package static let format = "%x1e%H%x1f%P%x1f%aI%x1f%an%x1f%s"

    /// The commits, in git's order (newest first). Read on bytes: a raw line is split at spaces
    /// without going through `Character`s (a large history is megabytes of them).
    package static func parse(_ output: [UInt8]) -> [GitCommit] {
        var commits: [GitCommit] = []
        var tokens = output.split(separator: 0, omittingEmptySubsequences: false).makeIterator()
        while var token = tokens.next() {
            while token.first == 0x0A { token = token.dropFirst() } // the newline between header and raw lines
            if token.first == 0x1E {
                let fields = token.dropFirst().split(separator: 0x1F, maxSplits: 4, omittingEmptySubsequences: false)
                guard fields.count == 5 else { continue }
                commits.append(GitCommit(id: text(fields[0]), parents: fields[1].split(separator: 0x20).map(text),
                                         authorDate: text(fields[2]), author: text(fields[3]), subject: text(fields[4]), changes: []))
            } else if token.first == UInt8(ascii: ":"), !commits.isEmpty {
                // `:100644 100644 <old> <new> R087`, then the path (two paths for a rename or copy).
                let parts = token.dropFirst().split(separator: 0x20)
                guard parts.count >= 5, let letter = parts[4].first, letter < 0x80, let path = tokens.next() else { continue }
                let status = Character(Unicode.Scalar(letter))
                var change = GitCommit.FileChange(status: status, oldBlob: text(parts[2]), newBlob: text(parts[3]),
                                                  oldPath: nil, path: text(path))
                if status == "R" || status == "C" {
                    guard let newPath = tokens.next() else { continue }
                    change.oldPath = change.path
                    change.path = text(newPath)
                }
                commits[commits.count - 1].changes.append(change)
            }
        }
        return commits
    }

    /// Finds the blob ids of raw lines in log output read piece by piece (see
    /// `GitRepository.logAndBlobs`): each id once, new before old, none for a missing side.
    package struct BlobScanner {
        /// The end of the last piece, after its last NUL: the start of a field still coming.
        private var partial: [UInt8] = []
        private var seen: Set<String> = []

        package init() {}

        package mutating func blobs(in chunk: ArraySlice<UInt8>) -> [String] {
            var found: [String] = []
            var start = chunk.startIndex
            while let end = chunk[start...].firstIndex(of: 0) {
                if partial.isEmpty {
                    scan(chunk[start..<end], into: &found)
                } else {
                    partial += chunk[start..<end]
                    scan(partial[...], into: &found)
                    partial.removeAll(keepingCapacity: true)
                }
                start = end + 1
            }
            partial += chunk[start...]
            return found
        }

        /// A field: `:100644 100644 <old> <new> M` (after the newline that may end a header) gives
        /// `<new>` and `<old>` (the file before the commit, which a merged branch can have made).
        private mutating func scan(_ field: ArraySlice<UInt8>, into found: inout [String]) {
            var field = field
            while field.first == 0x0A { field = field.dropFirst() }
            guard field.first == UInt8(ascii: ":") else { return }
            let parts = field.split(separator: 0x20, maxSplits: 4)
            guard parts.count >= 4 else { return }
            for blob in [parts[3], parts[2]] {
                guard blob.count == 40 || blob.count == 64,
                      blob.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
                      blob.contains(where: { $0 != UInt8(ascii: "0") }) else { continue }
                let id = text(blob)
                if seen.insert(id).inserted { found.append(id) }
            }
        }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
