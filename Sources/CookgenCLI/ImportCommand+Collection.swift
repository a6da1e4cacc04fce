import ArgumentParser
import CookgenSupport
import CookgenModel
import CookgenShare
import Foundation

/// `cookgen import` of a whole collection: an app's export, an archive, a folder.
extension ImportCommand {
    /// Most written files and skips listed one by one; past that, a count.
    static let listed = 30

    /// What is imported: a collection (a folder, an archive, a format named with `--from`, a
    /// file in an app's format), or one recipe file or page with the folder it lies in.
    enum Source {
        case collection(CollectionImporter.Input)
        case single(Data, folder: URL?)
    }

    /// The input, read once (standard input cannot be read twice).
    func source(cwd: URL) throws -> Source {
        if file == "-" {
            let data = FileHandle.standardInput.readData(ofLength: ImportLimits.standard.inputBytes + 1)
            let collection = from != nil || CollectionImporter.handles(data, name: "<stdin>")
            return collection ? .collection(.data(data, name: "<stdin>")) : .single(data, folder: nil)
        }
        let url = URL(fileURLWithPath: file, relativeTo: cwd).standardizedFileURL
        guard let status = POSIX.status(of: url.path, followingLinks: true) else { throw CommandFailure("cannot read \(file); check the path") }
        if status.kind == .directory || from != nil { return .collection(.path(url)) }
        guard status.kind == .regular, let handle = FileHandle(forReadingAtPath: url.path) else { throw CommandFailure("cannot read \(file); check the path") }
        defer { try? handle.close() }
        let head = handle.readData(ofLength: RecipeImporter.maximumInputBytes + 1)
        if head.count > RecipeImporter.maximumInputBytes || CollectionImporter.handles(head, name: url.lastPathComponent) {
            return .collection(.path(url))
        }
        return .single(head, folder: url.deletingLastPathComponent())
    }

    func importCollection(_ input: CollectionImporter.Input, into destination: URL, cwd: URL) throws {
        let result: CollectionImporter.Result
        do {
            result = try CollectionImporter.run(input, from: from, cookbook: Self.cookbook(of: destination))
        } catch {
            throw CommandFailure("\(error)")
        }
        DiagnosticPrinter(root: cwd, color: DiagnosticPrinter.isTerminal).print(result.diagnostics)
        let files = result.plans.flatMap(\.files)
        if dryRun {
            for name in files.prefix(Self.listed * 4) { print("would write \(destination.appendingPathComponent(name.name).path) (\(name.data.count) bytes)") }
            if files.count > Self.listed * 4 { print("… and \(files.count - Self.listed * 4) more files") }
            if result.plans.count == 1 { print(String(decoding: result.plans[0].files[0].data, as: UTF8.self)) }
        } else if !result.plans.isEmpty {
            do {
                let written = try ImportWriter.write(result.plans, into: destination, force: force)
                for url in written.prefix(Self.listed) { print("wrote \(Self.display(url, cwd: cwd))") }
                if written.count > Self.listed { print("… and \(written.count - Self.listed) more files in \(Self.display(destination, cwd: cwd))") }
            } catch {
                throw CommandFailure(CommandFailure.message(for: error))
            }
        }
        print((dryRun ? "Would import: " : "") + result.report.summary())
        for skip in result.report.skipped.prefix(Self.listed) { print(TerminalText.safe("  skipped \(skip.entry): \(skip.reason)")) }
        if result.report.skipped.count > Self.listed { print("  … and \(result.report.skipped.count - Self.listed) more skipped") }
        if result.plans.isEmpty { throw ExitCode.failure }
    }
}

extension ImportFormat: ExpressibleByArgument {}
