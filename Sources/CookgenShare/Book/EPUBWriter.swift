import CookgenSupport
import CookgenModel
import CookgenSite
import Foundation
import ZIPFoundation

/// The book as an EPUB 3: reflowable XHTML, one file per recipe, the pictures inside, a
/// navigation document, language and title in the metadata.
///
/// The archive is made in memory with fixed timestamps (the newest recipe's date) and entries
/// in a fixed order, `mimetype` first and stored, so the same site gives the same bytes.
public enum EPUBWriter {
    /// The EPUB's bytes for `request`; throws `BookSelectionError` for a selection the site lacks.
    public static func data(index: SiteIndex, theme: Theme, request: BookRequest) throws -> Data {
        let shelf = ImageShelf(root: index.contentRoot)
        let links = BookLinks(recipe: { "recipe-\($0).xhtml" }, chapter: { "chapter-\($0).xhtml" }, index: "index.xhtml",
                              image: { shelf.place($0) })
        let document = try BookDocument(index: index, theme: theme, request: request, links: links)
        let book = document.book, writer = document.writer
        shelf.isCoverNext = book.coverImage != nil
        var files: [(name: String, id: String, text: String)] = []
        func page(_ name: String, _ title: String, _ body: String) {
            let id = name.replacingOccurrences(of: ".xhtml", with: "")
            files.append((name, id, xhtml(title: title, language: book.language, body: body)))
        }
        page("cover.xhtml", book.title, writer.cover())
        page("contents.xhtml", writer.labels["book_contents", default: "Contents"], writer.contents())
        for chapter in book.chapters {
            page("chapter-\(chapter.number).xhtml", chapter.name, "<section class=\"book-chapter\" id=\"ch-\(chapter.number)\">\n\(writer.chapterTitle(chapter))</section>\n")
            for entry in chapter.entries { page("recipe-\(entry.number).xhtml", entry.recipe.title, writer.recipe(entry)) }
        }
        if !book.index.isEmpty { page("index.xhtml", writer.labels["book_index", default: "Index"], writer.index()) }
        let nav = xhtml(title: writer.labels["book_contents", default: "Contents"], language: book.language, body: navigation(book, labels: writer))
        let stylesheet = Data(document.stylesheet.utf8)
        let date = modificationDate(book.date)

        let archive = try Archive(data: Data(), accessMode: .create)
        func add(_ path: String, _ data: Data, compressed: Bool = true) throws {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), modificationDate: date,
                                 permissions: 0o644, compressionMethod: compressed ? .deflate : .none) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try add("mimetype", Data("application/epub+zip".utf8), compressed: false)
        try add("META-INF/container.xml", Data(container.utf8))
        try add("OEBPS/content.opf", Data(package(book, files: files, images: shelf.placed, date: date).utf8))
        try add("OEBPS/nav.xhtml", Data(nav.utf8))
        try add("OEBPS/book.css", stylesheet)
        for file in files { try add("OEBPS/" + file.name, Data(file.text.utf8)) }
        for image in shelf.placed { try add("OEBPS/" + image.name, image.data, compressed: image.mime == "image/svg+xml") }
        guard let data = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return data
    }

    private static let container = """
        <?xml version="1.0" encoding="UTF-8"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
          <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
        </container>

        """

    /// An XHTML content document around `body`.
    static func xhtml(title: String, language: String, body: String) -> String {
        let lang = HTML.escape(language)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="\(lang)" xml:lang="\(lang)">
            <head>
            <meta charset="UTF-8"/>
            <title>\(HTML.escape(title))</title>
            <link rel="stylesheet" type="text/css" href="book.css"/>
            </head>
            <body class="book">
            \(body)</body>
            </html>

            """
    }

    /// The navigation document: chapters, their recipes by number, the index.
    private static func navigation(_ book: Book, labels writer: BookHTML) -> String {
        var html = "<nav epub:type=\"toc\" id=\"toc\">\n<h1>\(HTML.escape(writer.labels["book_contents", default: "Contents"]))</h1>\n<ol>\n"
        html += "<li><a href=\"cover.xhtml\">\(HTML.escape(book.title))</a></li>\n"
        for chapter in book.chapters {
            html += "<li><a href=\"chapter-\(chapter.number).xhtml\">\(HTML.escape(chapter.name))</a>\n<ol>\n"
            for entry in chapter.entries {
                html += "<li><a href=\"recipe-\(entry.number).xhtml\">\(entry.number). \(HTML.escape(entry.recipe.title))</a></li>\n"
            }
            html += "</ol></li>\n"
        }
        if !book.index.isEmpty { html += "<li><a href=\"index.xhtml\">\(HTML.escape(writer.labels["book_index", default: "Index"]))</a></li>\n" }
        html += "</ol>\n</nav>\n"
        html += "<nav epub:type=\"landmarks\" id=\"landmarks\" hidden=\"hidden\">\n<ol>\n"
        html += "<li><a epub:type=\"cover\" href=\"cover.xhtml\">\(HTML.escape(book.title))</a></li>\n"
        html += "<li><a epub:type=\"toc\" href=\"contents.xhtml\">\(HTML.escape(writer.labels["book_contents", default: "Contents"]))</a></li>\n"
        if let first = book.entries.first { html += "<li><a epub:type=\"bodymatter\" href=\"recipe-\(first.number).xhtml\">\(HTML.escape(first.recipe.title))</a></li>\n" }
        return html + "</ol>\n</nav>\n"
    }

    /// `content.opf`: metadata, every file, and the reading order.
    private static func package(_ book: Book, files: [(name: String, id: String, text: String)], images: [ImageShelf.Placed], date: Date) -> String {
        let e = HTML.escape
        let identifier = NameUUID.urn("cookgen-book:" + book.title + "\u{0}" + (book.subtitle ?? "") + "\u{0}" + book.entries.map(\.recipe.slug.rawValue).joined(separator: "\u{0}"))
        let modified = ISO8601DateFormatter().string(from: date)
        var opf = """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="\(e(book.language))">
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:identifier id="book-id">\(identifier)</dc:identifier>
            <dc:title>\(e([book.title, book.subtitle].compactMap { $0 }.joined(separator: ": ")))</dc:title>
            <dc:language>\(e(book.language))</dc:language>

            """
        if let author = book.author.nonEmpty { opf += "<dc:creator>\(e(author))</dc:creator>\n" }
        if let description = book.description.nonEmpty { opf += "<dc:description>\(e(description))</dc:description>\n" }
        if let day = book.date { opf += "<dc:date>\(day.iso)</dc:date>\n" }
        opf += "<meta property=\"dcterms:modified\">\(modified)</meta>\n"
        if let cover = images.first(where: \.isCover) { opf += "<meta name=\"cover\" content=\"\(cover.id)\"/>\n" }
        opf += "</metadata>\n<manifest>\n"
        opf += "<item id=\"nav\" href=\"nav.xhtml\" media-type=\"application/xhtml+xml\" properties=\"nav\"/>\n"
        opf += "<item id=\"css\" href=\"book.css\" media-type=\"text/css\"/>\n"
        for file in files { opf += "<item id=\"\(file.id)\" href=\"\(file.name)\" media-type=\"application/xhtml+xml\"/>\n" }
        for image in images {
            opf += "<item id=\"\(image.id)\" href=\"\(image.name)\" media-type=\"\(image.mime)\"\(image.isCover ? " properties=\"cover-image\"" : "")/>\n"
        }
        opf += "</manifest>\n<spine>\n"
        for file in files { opf += "<itemref idref=\"\(file.id)\"/>\n" }
        return opf + "</spine>\n</package>\n"
    }

    /// Noon UTC of the newest recipe's day; 1 January 2000 when no recipe has a date.
    static func modificationDate(_ day: CalendarDate?) -> Date {
        var components = DateComponents()
        components.year = day?.year ?? 2000
        components.month = day?.month ?? 1
        components.day = day?.day ?? 1
        components.hour = 12
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 946_728_000)
    }
}
