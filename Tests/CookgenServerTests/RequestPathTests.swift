import Testing
@testable import CookgenServer
import CookgenSupport

@Suite struct RequestPathTests {
    @Test func plainPathsResolve() {
        #expect(RequestPath.resolve("/") == .site(""))
        #expect(RequestPath.resolve("/recipes/") == .site("recipes/"))
        #expect(RequestPath.resolve("/recipes/pancakes.html") == .site("recipes/pancakes.html"))
        #expect(RequestPath.resolve("/images/cr%C3%A8me%20br%C3%BBl%C3%A9e.svg") == .site("images/crème brûlée.svg"))
        #expect(RequestPath.resolve("/").lookupPath == "index.html")
        #expect(RequestPath.resolve("/tags/").lookupPath == "tags/index.html")
    }

    /// Every way of writing "up a folder" or a control character is refused outright.
    @Test(arguments: [
        "/../etc/passwd", "/recipes/../../etc/passwd", "/./index.html", "/..",
        "/%2e%2e/etc/passwd", "/%2E%2E/etc/passwd", "/.%2e/etc/passwd", "/%2e./x",
        "/%252e%252e/etc/passwd", "/%252e%252e%252fetc/passwd",
        "/..%5cetc%5cpasswd", "/..%5Cx", "/..\\etc\\passwd", "/recipes\\x.html",
        "/%c0%ae%c0%ae/etc/passwd", "/%c0%ae%c0%ae%c0%afetc", "/%e0%80%ae%e0%80%ae/x", "/%c1%9c",
        "/index.html%00.png", "/%00", "/a\u{0}b", "/%0d%0aSet-Cookie:x",
        "//evil.example/", "/recipes//x.html", "/%2fetc/passwd", "/%", "/%2", "/%zz",
        "/%ed%a0%80", "relative/path", "/../%CC%81etc/passwd", "/x/..%CC%81/../../y",
    ])
    func traversalIsInvalid(_ raw: String) {
        #expect(RequestPath.resolve(raw) == .invalid)
    }
}
