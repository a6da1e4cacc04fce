import ArgumentParser
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare
import Foundation

/// `cookgen new`: a recipe started from a template, dated today.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a recipe from a template in Content/templates/.",
        discussion: """
            Writes Content/recipes/<category>/<title>.md from Content/templates/<TEMPLATE>.md, with {{title}}, \
            {{date}} (today, local time; COOKGEN_TODAY=YYYY-MM-DD overrides it), {{category}} and {{slug}} filled in. \
            An existing file is never replaced.
            """)

    @Argument(help: "The recipe's title.")
    var title: String

    @Option(name: .long, help: "Its category; also the folder under Content/recipes/.")
    var category: String?

    @Option(name: .customLong("from"), help: "The template: a file name in Content/templates/ without .md (default: basic).")
    var template: String = "basic"

    @Option(name: .long, help: "The site folder (default: the site the current folder is in).")
    var source: String?

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let site = try SiteFolder.locate(source, cwd: cwd)
        do {
            let url = try RecipeScaffold.create(title: title, category: category?.nonEmptyArgument, template: template,
                                                site: site, today: try Today.date())
            print("created \(ImportCommand.display(url, cwd: cwd))")
        } catch let refusal as RecipeScaffold.Refusal {
            throw CommandFailure(refusal.description)
        }
    }
}

/// `cookgen init`: a new cookbook that builds at once.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new cookbook: settings, a sample recipe and templates.",
        discussion: "The folder must not exist or be empty. Build it at once with 'cookgen build --source DIR'.")

    @Argument(help: "The folder for the new cookbook.")
    var folder: String

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let url = URL(fileURLWithPath: folder, relativeTo: cwd).standardizedFileURL
        do {
            let files = try SiteScaffold.create(at: url, today: try Today.date())
            for file in files { print("created \(folder)/\(file)") }
            print("Build it with: cookgen build --source \(folder)")
        } catch let refusal as RecipeScaffold.Refusal {
            throw CommandFailure(refusal.description)
        }
    }
}

/// Today in local time, or `COOKGEN_TODAY` (`YYYY-MM-DD`) for reproducible runs and tests.
enum Today {
    static func date() throws -> CalendarDate {
        if let text = ProcessInfo.processInfo.environment["COOKGEN_TODAY"], !text.isEmpty {
            guard let date = CalendarDate(parsing: text) else {
                throw CommandFailure("COOKGEN_TODAY='\(text)' is not a date; write YYYY-MM-DD")
            }
            return date
        }
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return CalendarDate(year: parts.year ?? 2000, month: parts.month ?? 1, day: parts.day ?? 1) ?? CalendarDate(year: 2000, month: 1, day: 1)!
    }
}

/// The site a command works on: `--source`, else the site the current folder is in.
enum SiteFolder {
    static func locate(_ source: String?, cwd: URL) throws -> URL {
        if let source {
            let url = URL(fileURLWithPath: source, relativeTo: cwd).standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Content").path) else {
                throw CommandFailure("\(source) has no Content/ folder; pass the folder of a cookbook, or make one with 'cookgen init DIR'")
            }
            return url
        }
        if FileManager.default.fileExists(atPath: cwd.appendingPathComponent("Content").path) { return cwd }
        if let site = SiteLocator.root(of: cwd.appendingPathComponent("x")) { return site }
        throw CommandFailure("this folder is not in a cookbook (no Content/ folder); pass --source DIR, or make one with 'cookgen init DIR'")
    }
}

extension String {
    /// Nil for an argument that is only white space.
    var nonEmptyArgument: String? { trimmingCharacters(in: .whitespaces).isEmpty ? nil : self }
}
