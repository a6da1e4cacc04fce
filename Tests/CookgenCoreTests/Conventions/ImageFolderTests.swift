import Foundation
import Testing
@testable import CookgenSupport
@testable import CookgenModel
@testable import CookgenContent
@testable import CookgenSite
@testable import CookgenShare

/// Jekyll collections write `image: banana-bread.jpg` and mean `images/banana-bread.jpg` at the
/// site root (the layout adds the folder). A picture not beside its recipe is looked for in
/// `Content/images/` and in the folders `image_folders:` names.
@Suite struct ImageFolderTests {
    @Test func aPictureNotBesideTheRecipeIsFoundInTheSiteWideFolders() throws {
        let fixture = try SiteFixture("""
            -- cookgen.yaml --
            image_folders: [assets/img, Content/photos/]
            -- Content/_recipes/banana-bread.md --
            ---
            title: Banana bread
            image: banana-bread.jpg
            ---
            ## Ingredients
            - 3 bananas
            ## Steps
            1. Bake. ![the loaf](loaf.jpg)
            -- Content/_recipes/tea.md --
            ---
            title: Tea
            image: tea.jpg
            ---
            -- Content/_recipes/soup.md --
            ---
            title: Soup
            image: soup.jpg
            ---
            -- Content/_recipes/soup.jpg --
            beside
            -- Content/images/soup.jpg --
            site-wide
            -- Content/images/banana-bread.jpg --
            x
            -- Content/assets/img/tea.jpg --
            x
            -- Content/photos/loaf.jpg --
            x
            """)
        let diagnostics = try fixture.diagnostics()
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
        let index = try fixture.index()
        #expect(index.config.imageFolders == ["images", "assets/img", "photos"])
        let pictures = index.recipesByTitle.map { index.image($0.metadata.image) }
        #expect(pictures == ["images/banana-bread.jpg", "_recipes/soup.jpg", "assets/img/tea.jpg"], "beside the recipe comes first")
        let page = try #require(try fixture.render().text("recipes/banana-bread.html"))
        #expect(page.contains("src=\"../images/banana-bread.jpg\""))
        #expect(page.contains("src=\"../photos/loaf.jpg\""), "a picture in the Markdown body too")
    }

    @Test func theWarningSaysWhereItLooked() throws {
        let fixture = try SiteFixture("""
            -- Content/recipes/cake.md --
            ---
            title: Cake
            image: cake.jpg
            ---
            """)
        let found = try fixture.diagnostics()
        #expect(found.map(\.id) == ["image-missing"])
        #expect(found[0].hint?.hasPrefix("looked for Content/recipes/cake.jpg, Content/cake.jpg, Content/images/cake.jpg;") == true,
                "\(found[0].hint ?? "")")
        #expect(found[0].hint?.contains("static/") == false)
    }

    /// `/images/cake.jpg`, as Hugo and Jekyll name a picture of the site's static files: the hint
    /// says where cookgen reads it from and how a Hugo site's `static/` comes in.
    @Test func aPathFromTheSiteRootSaysHowHugosStaticFilesComeIn() throws {
        let fixture = try SiteFixture("""
            -- Content/recipes/cake.md --
            ---
            title: Cake
            image: /images/cake.jpg
            ---
            """)
        let found = try fixture.diagnostics()
        #expect(found.map(\.id) == ["image-missing"])
        #expect(found[0].hint?.hasPrefix("looked for Content/images/cake.jpg;") == true, "\(found[0].hint ?? "")")
        #expect(found[0].hint?.hasSuffix("'ln -s ../static/images Content/images' brings in)") == true, "\(found[0].hint ?? "")")
    }

    @Test func aFolderOutsideContentIsRefused() throws {
        let (config, found) = SiteConfigReader.read(SourceText(path: "cookgen.yaml", text: "image_folders: [../secrets, img]\n"))
        #expect(config.imageFolders == ["images", "img"])
        #expect(found.map(\.id) == ["config-value"])
        #expect(found.first?.location?.line == 1)
    }
}
