import CookgenSupport
import CookgenModel
import Foundation

/// Finds the site a recipe file belongs to: the nearest folder above it that holds `Content/`.
public enum SiteLocator {
    /// The site root of `file`, or nil when it is not inside a site.
    public static func root(of file: URL) -> URL? {
        var folder = file.standardizedFileURL.deletingLastPathComponent()
        while folder.path != "/" {
            if folder.lastPathComponent == "Content" { return folder.deletingLastPathComponent() }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
