import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

package extension Builder {
    /// The theme a build with `options` uses — the default theme under the site's own `Templates/` —
    /// for `language`; nil, with the reasons, when it has errors. For tools that drive the stages
    /// themselves, such as `cookgen serve`.
    public static func theme(for options: BuildOptions, language: String) throws -> (Theme?, [Diagnostic]) {
        try loadTheme(options, language: language)
    }
}
