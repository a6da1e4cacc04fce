import Foundation
import Testing
@testable import CookgenSupport

/// The typed JSON value: literals, reading, parsing, and the writer's exact output.
@Suite struct JSONValueTests {
    static let nested: JSONValue = [
        "name": "Crêpes \"fines\" / <b>&</b>", "servings": 4, "ratio": 0.25, "whole": 2.0, "draft": false, "featured": true,
        "image": nil, "tags": ["a", "b\\c", "line\nbreak\ttab\u{1}\u{2028}"], "empty": [], "none": [:],
        "steps": [["n": 1, "items": [["type": "text", "value": "Mix."]]], ["n": 2, "items": []]],
        "big": 1e20, "negative": -3, "fraction": -2.5, "全麦": "面粉",
    ]

    @Test func literalsMakeTheMatchingCases() {
        let values: [JSONValue] = ["x", 3, 2.5, true, nil, [1, "a"], ["k": false]]
        #expect(values == [.string("x"), .int(3), .double(2.5), .bool(true), .null,
                           .array([.int(1), .string("a")]), .object(["k": .bool(false)])])
    }

    @Test func optionalInitialisersDropNil() {
        var d: [String: JSONValue] = [:]
        let missing: String? = nil
        d["gone"] = JSONValue(missing)
        d["kept"] = JSONValue(Optional("x"))
        d["count"] = JSONValue(Optional(2))
        d["null"] = JSONValue(Optional<Double>.none) ?? .null
        #expect(d == ["kept": "x", "count": 2, "null": .null])
        #expect(JSONValue(["a", "b"]) == ["a", "b"])
        #expect(JSONValue([1, 2]) == [1, 2])
    }

    @Test func readingAccessors() {
        let v = Self.nested
        #expect(v["name"]?.string == "Crêpes \"fines\" / <b>&</b>")
        #expect(v["servings"]?.int == 4)
        #expect(v["servings"]?.double == 4)
        #expect(v["ratio"]?.int == 0)
        #expect(JSONValue.double(4.7).int == 4)
        #expect(JSONValue.double(-4.7).int == -4)
        #expect(JSONValue.double(1e20).int == nil)
        #expect(v["draft"]?.bool == false)
        #expect(v["draft"]?.int == nil)
        #expect(v["servings"]?.bool == nil)
        #expect(v["servings"]?.string == nil)
        #expect(v["image"]?.isNull == true)
        #expect(v["missing"] == nil)
        #expect(v["tags"]?.array?.count == 3)
        #expect(v["none"]?.object == [:])
        #expect(v["tags"]?["x"] == nil)
        #expect(JSONValue.string("s")["x"] == nil)
    }

    @Test func writerSortsKeysAndEscapes() {
        let value: JSONValue = ["b": "x/y", "a": "q\"\\\n\r\t\u{1}\u{1f}é\u{2028}", "c": [1, [:], []]]
        #expect(JSONWriter.string(value) == #"{"a":"q\"\\\n\r\t\u0001\u001fé\#u{2028}","b":"x/y","c":[1,{},[]]}"#)
        #expect(JSONWriter.string(["k": ["x": 1, "y": [true, nil]]], pretty: true) == """
            {
              "k": {
                "x": 1,
                "y": [
                  true,
                  null
                ]
              }
            }
            """)
    }

    @Test func wholeDoublesAreWrittenAsIntegers() {
        let cases: [(JSONValue, String)] = [
            (.double(2), "2"), (.double(-0.0), "0"), (.double(0.25), "0.25"), (.double(1e14), "100000000000000"),
            (.double(999_999_999_999_999), "999999999999999"), (.double(1e15), "1000000000000000.0"), (.double(1e20), "1e+20"),
            (.double(-2.5), "-2.5"), (.double(1.0 / 3), "0.3333333333333333"), (.int(1_000_000_000_000_000), "1000000000000000"),
            (.int(-7), "-7"), (.bool(true), "true"), (.bool(false), "false"), (.null, "null"),
        ]
        for (value, text) in cases { #expect(JSONWriter.string(value) == text, "\(value)") }
    }

    @Test func parsingKeepsBooleansIntegersAndDoublesApart() throws {
        let value = try #require(JSONValue.parse(Data(#"[true, false, 1, 0, 1.0, 2.5, -3, 1e2, null, "1"]"#.utf8)))
        #expect(value == [true, false, 1, 0, .double(1), 2.5, -3, .double(100), nil, "1"])
        #expect(JSONValue.parse(Data("4".utf8)) == 4)
        #expect(JSONValue.parse(Data("\"x\"".utf8)) == "x")
        #expect(JSONValue.parse(Data("null".utf8)) == .null)
        #expect(JSONValue.parse(Data("{} x".utf8)) == nil)
        #expect(JSONValue.parse(Data("".utf8)) == nil)
        #expect(JSONValue.parse(Data(#"{"a": 1, "a": 2}"#.utf8)) == ["a": 2])
        #expect(JSONValue.parse(Data(#""\ud83d\ude00 \u00e9""#.utf8)) == "😀 é")
    }

    @Test func writeThenParseGivesTheValueBack() throws {
        for pretty in [false, true] {
            let text = JSONWriter.string(Self.nested, pretty: pretty)
            let parsed = try #require(JSONValue.parse(Data(text.utf8)))
            // `2.0` is written `2` and so comes back as an integer; everything else is as it was.
            var expected = Self.nested.object ?? [:]
            expected["whole"] = 2
            #expect(parsed == .object(expected))
            #expect(JSONWriter.string(parsed, pretty: pretty) == text)
        }
    }

    @Test func foundationStyleMatchesJSONSerialization() throws {
        let values: [JSONValue] = [
            [], [[:]], [["severity": "error", "line": 3, "column": nil, "message": "a/b \"c\" \u{8}\u{c}\u{1} é\n"]],
            ["k": ["x": [1, 2], "y": [], "z": [:], "n": nil]],
        ]
        for value in values {
            let object = try JSONSerialization.jsonObject(with: Data(JSONWriter.string(value).utf8))
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            #expect(JSONWriter.foundationStyle(value) == String(decoding: data, as: UTF8.self), "\(value)")
        }
    }
}
