import CookgenSupport
import Foundation

/// The disk refused the site while it was being written or swapped in: said the way a person
/// would ("no space left on device while writing the site into Public/; the previous site is
/// unchanged"), never as a dump of a Foundation error.
public struct OutputFailure: Error, CustomStringConvertible, Sendable {
    /// What was going on.
    public enum Stage: Sendable {
        case preparing, writing, replacing
    }

    /// The output folder as the person knows it: `Public/`, or its full path when outside the site.
    public var folder: String
    /// What the system said, when it said something we understand.
    package var system: SystemError?
    /// The error's own words otherwise.
    public var detail: String
    public var stage: Stage

    public var description: String {
        let what = system?.reason ?? "the disk refused a file (\(detail))"
        let doing = switch stage {
        case .preparing: "while preparing to write the site into \(folder)"
        case .writing: "while writing the site into \(folder)"
        case .replacing: "while putting the new site in place of \(folder)"
        }
        var text = "\(what) \(doing); the previous site is unchanged"
        if let remedy = system?.remedy { text += "\n  hint: \(remedy)" }
        return text
    }

    /// `error` in these words, if it is a problem of the disk; other errors (a collision of two
    /// pages, say) are returned as they are.
    public static func wrapping(_ error: any Error, output: URL, source: URL, stage: Stage) -> any Error {
        if error is OutputError || error is OutputFailure { return error }
        let system = SystemError(in: error)
        let ns = error as NSError
        guard system != nil || ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain else { return error }
        return OutputFailure(folder: display(output, source: source), system: system,
                             detail: (ns.userInfo[NSFilePathErrorKey] as? String).map { "at \($0)" } ?? "\(ns.domain) \(ns.code)",
                             stage: stage)
    }

    private static func display(_ output: URL, source: URL) -> String {
        let out = output.standardizedFileURL.path, src = source.standardizedFileURL.path
        return out.hasPrefix(src + "/") ? String(out.dropFirst(src.count + 1)) + "/" : out + "/"
    }
}
