import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

/// What a site without a base URL cannot publish, said once per build and check (never by
/// `cookgen serve`, whose preview has no base URL by design).
///
/// A sitemap must list absolute URLs (sitemaps.org), so without a base URL the build leaves
/// `sitemap.xml` out; the Atom feed stays valid with relative links and `urn:uuid:` ids
/// (see `AtomFeed`), but readers cannot tell where the site lives.
package enum BaseURLNotice {
    package static let id = "base-url-missing"

    /// The warning for a build whose base URL (the option, else `base_url` in the config) is empty; nil when there is one.
    package static func diagnostic(options: BuildOptions, config: SiteConfig) -> Diagnostic? {
        guard (options.baseURL ?? config.baseURL).trimmed.isEmpty else { return nil }
        return .warning(id, "the site has no base URL, so sitemap.xml is left out and the feed's links are relative",
                        at: nil, hint: "set base_url in cookgen.yaml to the address the site is published at, e.g. base_url: https://example.org/recipes/")
    }

    /// The same warning for a build that found nothing to do: only `cookgen.yaml` is read.
    package static func diagnostic(options: BuildOptions) -> Diagnostic? {
        var ignored: [Diagnostic] = []
        let text = Loader.readSource(root: options.source.standardizedFileURL, path: "cookgen.yaml", diagnostics: &ignored, optional: true)
        return diagnostic(options: options, config: SiteConfigReader.read(text).0)
    }
}
