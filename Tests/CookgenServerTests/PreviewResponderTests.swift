import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import CookgenServer

/// The server driven in-process: every request goes straight to the responder.
@Suite struct PreviewResponderTests {
    static let files: [String: String] = [
        "index.html": "<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>",
        "recipes/index.html": "<html><head></head><body>All</body></html>",
        "recipes/pancakes.html": "<html><head></head><BODY>Pancakes</BODY></html>",
        "recipes/pancakes.card.html": "<html><head><meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'\"></head><body>Card</body></html>",
        "404.html": "<html><head><title>Not found</title></head><body>Page not found</body></html>",
        "assets/css/style.css": "body{}</body>", "assets/js/site.js": "let x = '</body>'", "data.json": "{}",
        "images/a.svg": "<svg></svg>", "images/a.png": "png", "images/a.jpg": "jpg", "images/a.jpeg": "jpeg",
        "images/a.webp": "webp", "images/a.gif": "gif", "images/a.avif": "avif", "sitemap.xml": "<urlset/>",
        "favicon.ico": "ico", "fonts/a.woff2": "woff2", "search/x.gz": "gz", "robots.txt": "User-agent: *",
        "images/crème brûlée.svg": "<svg/>",
    ]

    static func snapshot(_ files: [String: String] = files, errors: [Diagnostic] = []) -> SiteSnapshot {
        SiteSnapshot(files: FileTable(files.mapValues { SiteSnapshot.File(Data($0.utf8)) }), diagnostics: errors, version: 1,
                     overlay: ErrorOverlay.html(errors, root: URL(fileURLWithPath: "/nonexistent")))
    }

    static func app(_ snapshot: SiteSnapshot = snapshot(), broadcaster: ReloadBroadcaster = ReloadBroadcaster(),
                    hosts: Set<String>? = ["localhost", "127.0.0.1", "::1"]) -> some ApplicationProtocol {
        Application(responder: PreviewResponder(store: SnapshotStore(snapshot, serverID: "test-server"),
                                                broadcaster: broadcaster, allowedHosts: hosts))
    }

    @Test(arguments: [
        ("/index.html", "text/html; charset=utf-8"), ("/assets/css/style.css", "text/css; charset=utf-8"),
        ("/assets/js/site.js", "text/javascript; charset=utf-8"), ("/data.json", "application/json"),
        ("/images/a.svg", "image/svg+xml"), ("/images/a.png", "image/png"), ("/images/a.jpg", "image/jpeg"),
        ("/images/a.jpeg", "image/jpeg"), ("/images/a.webp", "image/webp"), ("/images/a.gif", "image/gif"),
        ("/images/a.avif", "image/avif"), ("/sitemap.xml", "application/xml; charset=utf-8"), ("/favicon.ico", "image/x-icon"),
        ("/fonts/a.woff2", "font/woff2"), ("/search/x.gz", "application/gzip"), ("/robots.txt", "text/plain; charset=utf-8"),
        ("/images/cr%C3%A8me%20br%C3%BBl%C3%A9e.svg", "image/svg+xml"),
    ])
    func contentTypes(_ path: String, _ type: String) async throws {
        try await Self.app().test(.router) { client in
            try await client.execute(uri: path, method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == type)
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
            }
        }
    }

    @Test func liveReloadGoesIntoHTMLOnly() async throws {
        try await Self.app().test(.router) { client in
            let page = try await client.execute(uri: "/recipes/pancakes.html", method: .get)
            let html = String(buffer: page.body)
            #expect(html.contains("data-cookgen-live-reload"))
            #expect(html.hasSuffix("</script>\n</BODY></html>"), "before </body>, whatever its case")
            #expect(html.contains("\"test-server\""))
            for path in ["/assets/css/style.css", "/assets/js/site.js", "/data.json", "/images/a.svg", "/sitemap.xml"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(String(buffer: response.body) == Self.files[String(path.dropFirst())], "\(path) as built")
            }
            // The printable card sets a Content-Security-Policy that would block the script: left as built.
            let card = try await client.execute(uri: "/recipes/pancakes.card.html", method: .get)
            #expect(String(buffer: card.body) == Self.files["recipes/pancakes.card.html"])
        }
    }

    @Test func etagAndNotModified() async throws {
        try await Self.app().test(.router) { client in
            for path in ["/assets/css/style.css", "/recipes/pancakes.html"] {
                let first = try await client.execute(uri: path, method: .get)
                let etag = try #require(first.headers[.eTag])
                #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
                #expect(first.headers[.cacheControl] == "no-cache")
                let again = try await client.execute(uri: path, method: .get, headers: [.ifNoneMatch: etag])
                #expect(again.status == .notModified)
                #expect(again.body.readableBytes == 0)
                #expect(again.headers[.eTag] == etag)
                let weak = try await client.execute(uri: path, method: .get, headers: [.ifNoneMatch: "\"other\", W/\(etag)"])
                #expect(weak.status == .notModified)
                let other = try await client.execute(uri: path, method: .get, headers: [.ifNoneMatch: "\"0000\""])
                #expect(other.status == .ok)
            }
        }
    }

    /// The ETag follows the content: another build of a file, or an overlay in a page, is another tag.
    @Test func etagChangesWithContent() async throws {
        let store = SnapshotStore(Self.snapshot(), serverID: "s")
        let app = Application(responder: PreviewResponder(store: store, broadcaster: ReloadBroadcaster(), allowedHosts: nil))
        try await app.test(.router) { client in
            let css = try await client.execute(uri: "/assets/css/style.css", method: .get).headers[.eTag]
            let page = try await client.execute(uri: "/index.html", method: .get).headers[.eTag]
            var files = Self.files
            files["assets/css/style.css"] = "body{color:red}"
            store.install(Self.snapshot(files, errors: [.error("x", "broken", at: SourceLocation(file: "Content/a.md"))]))
            let css2 = try await client.execute(uri: "/assets/css/style.css", method: .get).headers[.eTag]
            let page2 = try await client.execute(uri: "/index.html", method: .get)
            #expect(css != css2)
            #expect(page != page2.headers[.eTag])
            #expect(String(buffer: page2.body).contains("cookgen-error-overlay"))
        }
    }

    @Test func foldersServeTheirIndex() async throws {
        try await Self.app().test(.router) { client in
            let root = try await client.execute(uri: "/", method: .get)
            #expect(root.status == .ok)
            #expect(String(buffer: root.body).contains("<h1>Home</h1>"))
            let recipes = try await client.execute(uri: "/recipes/", method: .get)
            #expect(String(buffer: recipes.body).contains("All"))
            let bare = try await client.execute(uri: "/recipes", method: .get)
            #expect(bare.status == .movedPermanently)
            #expect(bare.headers[.location] == "/recipes/")
            let query = try await client.execute(uri: "/recipes/?view=grid", method: .get)
            #expect(query.status == .ok)
        }
    }

    @Test func missingPathsGetTheSitesNotFoundPage() async throws {
        try await Self.app().test(.router) { client in
            for path in ["/nope.html", "/recipes/nope.html", "/deep/er/still/", "/images/"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .notFound, "\(path)")
                let html = String(buffer: response.body)
                #expect(html.contains("Page not found"))
                #expect(html.contains("<head><base href=\"/\">"), "relative links of the 404 page work at any depth")
                #expect(html.contains("data-cookgen-live-reload"))
            }
        }
        var files = Self.files
        files["404.html"] = nil
        try await Self.app(Self.snapshot(files)).test(.router) { client in
            let response = try await client.execute(uri: "/nope.html", method: .get)
            #expect(response.status == .notFound)
        }
    }

    /// Every traversal form is answered 400 or 404 and never shows anything from outside the site.
    @Test(arguments: [
        "/../etc/passwd", "/../../../../../../etc/passwd", "/recipes/../../etc/passwd", "/%2e%2e/etc/passwd",
        "/%2e%2e%2fetc%2fpasswd", "/%252e%252e/etc/passwd", "/%252e%252e%252fetc%252fpasswd", "/..%5cetc%5cpasswd",
        "/..%5c..%5cetc%5cpasswd", "/%c0%ae%c0%ae/etc/passwd", "/%c0%ae%c0%ae%c0%afetc%c0%afpasswd", "/..\\..\\etc\\passwd",
        "/index.html%00.png", "/%00", "/.%2e/.%2e/etc/passwd", "//etc/passwd", "/%2fetc%2fpasswd", "/....//....//etc/passwd",
        "/%u002e%u002e/etc/passwd", "/recipes/%2e%2e/%2e%2e/etc/passwd", "/%e0%80%ae%e0%80%ae/etc/passwd",
    ])
    func traversalIsRefused(_ path: String) async throws {
        try await Self.app().test(.router) { client in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .badRequest || response.status == .notFound, "\(path): \(response.status)")
            #expect(!String(buffer: response.body).contains("root:"))
        }
    }

    @Test func noCORSHeaders() async throws {
        try await Self.app().test(.router) { client in
            let origin: HTTPFields = [.origin: "http://evil.example"]
            for (path, method) in [("/index.html", HTTPRequest.Method.get), ("/assets/css/style.css", .get), ("/index.html", .options),
                                   ("/nope", .get), ("/__cookgen/events", .get)] {
                let response = try await client.execute(uri: path, method: method, headers: origin)
                for field in response.headers {
                    #expect(!field.name.canonicalName.hasPrefix("access-control-"), "\(path): \(field.name)")
                }
            }
            let options = try await client.execute(uri: "/index.html", method: .options)
            #expect(options.status == .methodNotAllowed)
            let post = try await client.execute(uri: "/index.html", method: .post)
            #expect(post.status == .methodNotAllowed)
        }
    }

    @Test func headHasNoBody() async throws {
        try await Self.app().test(.router) { client in
            let response = try await client.execute(uri: "/recipes/pancakes.html", method: .head)
            #expect(response.status == .ok)
            #expect(response.body.readableBytes == 0)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        }
    }

    @Test func eventsRefuseOtherOrigins() async throws {
        try await Self.app().test(.router) { client in
            for headers: HTTPFields in [[.origin: "http://evil.example"], [.origin: "http://localhost.evil.example"],
                                        [.origin: "null"], [.origin: "https://localhost"],
                                        [.secFetchSite: "cross-site"]] {
                let response = try await client.execute(uri: "/__cookgen/events", method: .get, headers: headers)
                #expect(response.status == .forbidden, "\(headers)")
            }
        }
    }

    /// The stream's first event says which server this is; a closed broadcaster ends the stream,
    /// so the in-process client sees the whole of it.
    @Test func eventsFromTheSameOrigin() async throws {
        let broadcaster = ReloadBroadcaster()
        broadcaster.close()
        try await Self.app(broadcaster: broadcaster).test(.router) { client in
            let response = try await client.execute(uri: "/__cookgen/events", method: .get, headers: [.origin: "http://localhost"])
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/event-stream; charset=utf-8")
            #expect(String(buffer: response.body).contains("event: hello\ndata: {\"server\":\"test-server\",\"version\":1}\n\n"))
        }
    }

    /// A page that renames itself to 127.0.0.1 (DNS rebinding) arrives with its own host name:
    /// on loopback only loopback names are answered. (The in-process client always says `localhost`.)
    @Test func otherHostNamesAreRefusedOnLoopback() async throws {
        try await Self.app(hosts: ["127.0.0.1"]).test(.router) { client in
            let response = try await client.execute(uri: "/index.html", method: .get)
            #expect(response.status == .forbidden)
        }
        try await Self.app(hosts: nil).test(.router) { client in
            let response = try await client.execute(uri: "/index.html", method: .get)
            #expect(response.status == .ok)
        }
        #expect(PreviewResponder.hostName("127.0.0.1:8080") == "127.0.0.1")
        #expect(PreviewResponder.hostName("[::1]:8080") == "::1")
        #expect(PreviewResponder.hostName("LOCALHOST") == "localhost")
    }

    @Test func overlayIsEscaped() {
        let d = Diagnostic.error("yaml-invalid", "bad <script>alert(1)</script> & \"quotes\"", at: SourceLocation(file: "Content/<x>.md", line: 3, column: 7),
                                 hint: "use <b>")
        let html = ErrorOverlay.html([d], root: URL(fileURLWithPath: "/nonexistent"))
        #expect(html.contains("Content/&lt;x&gt;.md:3:7"))
        #expect(html.contains("bad &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;"))
        #expect(html.contains("hint: use &lt;b&gt;"))
        #expect(!html.contains("<script>"))
        #expect(ErrorOverlay.html([], root: URL(fileURLWithPath: "/")) == "")
    }
}
