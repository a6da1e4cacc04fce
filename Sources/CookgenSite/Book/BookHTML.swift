import CookgenSupport
import CookgenModel
import Foundation

/// Writes a `Book` as HTML: the cover, contents, chapters of recipes laid out like the card, and
/// the index. The markup is also well-formed XML (void elements closed, only XML's entities), so
/// the same parts make the one-file book and the EPUB's XHTML files.
package struct BookHTML: Sendable {
    package let book: Book
    package let views: ViewBuilder
    package let links: BookLinks
    /// Recipe numbers by slug, for "uses" and "used in" and links between recipes.
    package let numbers: [Slug: Int]

    package init(book: Book, views: ViewBuilder, links: BookLinks) {
        self.book = book
        self.views = views
        self.links = links
        numbers = Dictionary(book.entries.map { ($0.recipe.slug, $0.number) }, uniquingKeysWith: { first, _ in first })
    }

    package var labels: Labels { views.labels }
    private func t(_ key: String, _ fallback: String) -> String { HTML.escape(labels[key, default: fallback]) }

    /// The whole book as one HTML document for paper of `paper`, with `stylesheet` inlined.
    package func document(stylesheet: String, paper: BookPaper) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"\(HTML.escape(book.language))\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        html += "<title>\(HTML.escape(book.title))</title>\n<meta name=\"generator\" content=\"cookgen\"/>\n"
        html += "<style>\n\(stylesheet)\n\(BookHTML.pageRules(chapters: book.chapters.map(\.name), title: book.title, paper: paper))</style>\n"
        html += "</head>\n<body class=\"book\">\n"
        html += cover() + contents()
        for chapter in book.chapters {
            html += "<section class=\"book-chapter\" id=\"ch-\(chapter.number)\" style=\"page:ch\(chapter.number)\">\n"
            html += chapterTitle(chapter)
            for entry in chapter.entries { html += recipe(entry) }
            html += "</section>\n"
        }
        return html + index() + "</body>\n</html>\n"
    }

    /// Title, subtitle, picture, description, author and the newest recipe's date.
    package func cover() -> String {
        var html = "<section class=\"book-cover\">\n<h1>\(HTML.escape(book.title))</h1>\n"
        if let subtitle = book.subtitle { html += "<p class=\"book-subtitle\">\(HTML.escape(subtitle))</p>\n" }
        if let image = book.coverImage, let src = links.image(image) {
            html += "<img class=\"book-cover-image\" src=\"\(HTML.escape(src))\" alt=\"\"/>\n"
        }
        if let description = book.description.nonEmpty { html += "<p class=\"book-description\">\(HTML.escape(description))</p>\n" }
        if let author = book.author.nonEmpty { html += "<p class=\"book-author\">\(HTML.escape(author))</p>\n" }
        if let date = book.date { html += "<p class=\"book-date\"><time datetime=\"\(date.iso)\">\(HTML.escape(labels.date(date)))</time></p>\n" }
        return html + "</section>\n"
    }

    /// Chapters and their numbered recipes, then the index; every line a link.
    package func contents() -> String {
        var html = "<nav class=\"book-contents\" id=\"book-contents\">\n<h2>\(t("book_contents", "Contents"))</h2>\n<ol class=\"book-toc\">\n"
        for chapter in book.chapters {
            html += "<li><a href=\"\(HTML.escape(links.chapter(chapter.number)))\">\(HTML.escape(chapter.name))</a>\n<ol>\n"
            for entry in chapter.entries {
                html += "<li><a href=\"\(HTML.escape(links.recipe(entry.number)))\"><span class=\"book-no\">\(entry.number)</span> \(HTML.escape(entry.recipe.title))</a></li>\n"
            }
            html += "</ol></li>\n"
        }
        if !book.index.isEmpty { html += "<li><a href=\"\(HTML.escape(links.index))\">\(t("book_index", "Index"))</a></li>\n" }
        return html + "</ol>\n</nav>\n"
    }

    /// The page that opens a chapter: its name and its recipes.
    package func chapterTitle(_ chapter: BookChapter) -> String {
        var html = "<h2 class=\"book-chapter-title\">\(HTML.escape(chapter.name))</h2>\n<ul class=\"book-chapter-list\">\n"
        for entry in chapter.entries {
            html += "<li><span class=\"book-no\">\(entry.number)</span> \(HTML.escape(entry.recipe.title))</li>\n"
        }
        return html + "</ul>\n"
    }

    /// Ingredients, diets and seasons, each entry's recipe numbers linked.
    package func index() -> String {
        guard !book.index.isEmpty else { return "" }
        var html = "<section class=\"book-index\" id=\"book-index\">\n<h2>\(t("book_index", "Index"))</h2>\n"
        for section in book.index {
            html += "<h3>\(HTML.escape(section.title))</h3>\n<ul>\n"
            for entry in section.entries {
                let numbers = entry.numbers.map { "<a href=\"\(HTML.escape(links.recipe($0)))\">\($0)</a>" }.joined(separator: ", ")
                html += "<li>\(HTML.escape(entry.name)) <span class=\"book-refs\">\(numbers)</span></li>\n"
            }
            html += "</ul>\n"
        }
        return html + "</section>\n"
    }

    /// `@page` rules: the paper, the book's title in the footer with the page number, and each
    /// chapter's name in the header (named pages, one per chapter); nothing on the cover.
    package static func pageRules(chapters: [String], title: String, paper: BookPaper) -> String {
        var css = "@page{size:\(paper.cssSize);margin:\(paper.margin);"
        css += "@bottom-center{content:\(cssString(title));font:9pt Georgia,serif;color:#666}"
        css += "@bottom-right{content:counter(page);font:9pt Georgia,serif;color:#666}}\n"
        css += "@page cover{@bottom-center{content:none}@bottom-right{content:none}}\n"
        for (n, name) in chapters.enumerated() {
            css += "@page ch\(n + 1){@top-center{content:\(cssString(name));font:italic 9pt Georgia,serif;color:#666}}\n"
        }
        return css
    }

    /// A CSS string literal: quotes, backslashes and line breaks escaped, and `<` too, so it
    /// cannot close a `<style>` element.
    package static func cssString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "<", ">", "&", "\n", "\r", "\u{0C}", "\0":
                out += "\\" + String(scalar.value, radix: 16) + " "
            default:
                out.unicodeScalars.append(scalar.value < 0x20 ? " " : scalar)
            }
        }
        return out + "\""
    }
}

/// The paper the printed book is for.
public enum BookPaper: String, Sendable, CaseIterable {
    case a4, letter, a5

    package var cssSize: String {
        switch self {
        case .a4: "A4"
        case .letter: "letter"
        case .a5: "A5"
        }
    }

    package var margin: String {
        self == .a5 ? "14mm 12mm 16mm" : "18mm 18mm 20mm"
    }
}
