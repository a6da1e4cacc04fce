import CookgenSupport
import CookgenModel
import CookgenTemplate

/// `book.html`: the cover, written by the build, and what the page's script needs to put the
/// rest together from the recipe data the site already has (docs/browser-data.md).
package struct BookPageView: Sendable {
    /// The cover picture's `src` (site-relative), if the site has one.
    package var coverImage: String?
    /// The newest recipe's date, written out, and as ISO.
    package var date: String?
    package var dateISO: String?
    /// The chapters, selections, index terms and labels, as script-safe JSON.
    package var data: String
}

extension BookPageView: TemplateObject {
    package static let templateKeys = ["coverImage", "date", "dateISO", "data"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(coverImage)
        case 1: .of(date)
        case 2: .of(dateISO)
        case 3: .of(data)
        default: .null
        }
    }
}
