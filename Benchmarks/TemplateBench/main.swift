// Renders a list page of 10,000 recipe cards (the theme's real card partial) with
// swift-mustache over views answering `child(named:)` from a switch, as the site does
// today, and with CookgenTemplate over the same views answering by slot.
//
//     swift build -c release --scratch-path .build-template --product template-bench
//     .build-template/release/template-bench [cards] [rounds]

import CookgenTemplate
import Dispatch
import Foundation
import Mustache

let cardCount = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10_000 : 10_000
let rounds = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 7 : 7

struct LinkView: Sendable { var name: String; var url: String }
struct ImageView: Sendable { var src: String; var alt: String }
struct CardView: Sendable {
    var title: String
    var url: String
    var slug: String
    var description: String?
    var image: ImageView?
    var totalTime: String?
    var totalTimeISO: String?
    var level: LinkView?
    var diets: [LinkView]
    var categories: [LinkView]
}
struct PageView: Sendable {
    var root: String
    var strings: [String: String]
    var stringsValue: TemplateValue
    var recipes: [CardView]
}

// swift-mustache: a switch per view, as in Sources/CookgenSite/Render/Views+Mustache.swift.
extension LinkView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "url": self.url
        default: nil
        }
    }
}
extension ImageView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "src": self.src
        case "alt": self.alt
        default: nil
        }
    }
}
extension CardView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "url": self.url
        case "slug": self.slug
        case "description": self.description
        case "image": self.image
        case "totalTime": self.totalTime
        case "totalTimeISO": self.totalTimeISO
        case "level": self.level
        case "diets": self.diets
        case "categories": self.categories
        default: nil
        }
    }
}
extension PageView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "root": self.root
        case "t": self.strings
        case "recipes": self.recipes
        default: nil
        }
    }
}

// CookgenTemplate: the same views answering by slot.
extension LinkView: TemplateObject {
    static let templateKeys = ["name", "url"]
    func templateValue(at slot: Int) -> TemplateValue { slot == 0 ? .string(name) : .string(url) }
}
extension ImageView: TemplateObject {
    static let templateKeys = ["src", "alt"]
    func templateValue(at slot: Int) -> TemplateValue { slot == 0 ? .string(src) : .string(alt) }
}
extension CardView: TemplateObject {
    static let templateKeys = ["title", "url", "slug", "description", "image", "totalTime", "totalTimeISO",
                               "level", "diets", "categories"]
    func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .string(title)
        case 1: .string(url)
        case 2: .string(slug)
        case 3: TemplateValue(description)
        case 4: TemplateValue(image)
        case 5: TemplateValue(totalTime)
        case 6: TemplateValue(totalTimeISO)
        case 7: TemplateValue(level)
        case 8: .list(diets)
        default: .list(categories)
        }
    }
}
extension PageView: TemplateObject {
    static let templateKeys = ["root", "t", "recipes"]
    func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .string(root)
        case 1: stringsValue
        default: .list(recipes)
        }
    }
}

let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
func theme(_ path: String) -> String {
    let url = repository.appendingPathComponent("Templates/\(path)")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { fatalError("cannot read \(url.path)") }
    return text
}
let templates = [
    "list": "<ul class=\"cards\">\n  {{#recipes}}\n  {{> card}}\n  {{/recipes}}\n</ul>\n{{^recipes}}<p>{{t.no_recipes}}</p>{{/recipes}}\n",
    "card": theme("partials/card.mustache"),
    "heart": theme("partials/heart.mustache"),
]

let diets = ["Vegetarian", "Vegan", "Gluten-free", "Dairy-free", "Nut-free"]
let strings = ["favourite": "Favourite", "total_time": "Total time", "tax_level": "Level", "no_recipes": "No recipes"]
let page = PageView(
    root: "../",
    strings: strings,
    stringsValue: .dictionary(strings.mapValues(TemplateValue.string)),
    recipes: (0..<cardCount).map { n in
        CardView(title: "Recipe \(n): Crème & \"brûlée\"", url: "recipes/recipe-\(n)/", slug: "recipe-\(n)",
                 description: n % 3 == 0 ? "A short description of recipe \(n)." : nil,
                 image: ImageView(src: "images/recipe-\(n).jpg", alt: "Photo of recipe \(n)"),
                 totalTime: "\(10 + n % 50) min", totalTimeISO: "PT\(10 + n % 50)M",
                 level: n % 2 == 0 ? LinkView(name: "Easy", url: "levels/easy/") : nil,
                 diets: (0..<3).map { LinkView(name: diets[(n + $0) % 5], url: "diets/\(diets[(n + $0) % 5].lowercased())/") },
                 categories: [LinkView(name: "Dinner", url: "categories/dinner/")])
    })

let mustacheLibrary = try MustacheLibrary(templates: templates.mapValues { try MustacheTemplate(string: $0) })
let library = try TemplateLibrary(templates: templates)

let mustacheOutput = mustacheLibrary.render(page, withTemplate: "list")!
let engineOutput = library.render("list", page)!
guard mustacheOutput == engineOutput else {
    print("outputs differ: \(mustacheOutput.utf8.count) vs \(engineOutput.utf8.count) bytes")
    exit(1)
}

func measure(_ label: String, _ body: () -> Int) -> Double {
    var times: [Double] = []
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        precondition(body() > 0)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    let median = times[times.count / 2]
    print(String(format: "%@ median %.1f ms, best %.1f ms (%d rounds)", label, median, times[0], rounds))
    return median
}

print("\(cardCount) cards, \(engineOutput.utf8.count) bytes of HTML, identical in both engines")
let before = measure("swift-mustache (child(named:) switches):") { mustacheLibrary.render(page, withTemplate: "list")!.utf8.count }
let after = measure("CookgenTemplate (slots):                 ") { library.render("list", page)!.utf8.count }
print(String(format: "speed-up %.1fx", before / after))

// Many threads at once: every core renders pages of 1,000 cards from the one library.
let smallPage = PageView(root: page.root, strings: page.strings, stringsValue: page.stringsValue, recipes: Array(page.recipes.prefix(1_000)))
let threads = ProcessInfo.processInfo.activeProcessorCount * 2
let concurrentBefore = measure("swift-mustache, \(threads) threads × 10 pages:") {
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        for _ in 0..<10 { _ = mustacheLibrary.render(smallPage, withTemplate: "list") }
    }
    return 1
}
let concurrentAfter = measure("CookgenTemplate, \(threads) threads × 10 pages:") {
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
        for _ in 0..<10 { _ = library.render("list", smallPage) }
    }
    return 1
}
print(String(format: "speed-up %.1fx", concurrentBefore / concurrentAfter))
