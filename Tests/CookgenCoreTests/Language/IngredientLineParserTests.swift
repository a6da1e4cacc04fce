import Testing
import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenSite
import CookgenShare

/// One ingredient line and what it must parse into.
struct IngredientLineCase: Sendable, CustomTestStringConvertible {
    var line: String
    var quantity: Quantity?
    var quantityText: String?
    var unit: String?
    var name: String
    var note: String?
    var reference: String?

    init(
        _ line: String, _ quantity: Quantity? = nil, text quantityText: String? = nil, unit: String? = nil,
        name: String, note: String? = nil, reference: String? = nil
    ) {
        self.line = line
        self.quantity = quantity
        self.quantityText = quantityText
        self.unit = unit
        self.name = name
        self.note = note
        self.reference = reference
    }

    var testDescription: String { line }
}

@Suite("Ingredient lines")
struct IngredientLineParserTests {
    static let location = SourceLocation(file: "Content/recipes/test.md", line: 7, column: 3)

    static let cases: [IngredientLineCase] = [
        IngredientLineCase("1 1/2 cups milk", Quantity(1.5), unit: "cups", name: "milk"),
        IngredientLineCase("½ TL Salz", Quantity(0.5), unit: "TL", name: "Salz"),
        IngredientLineCase("200-250 g flour, sifted", Quantity(200, to: 250), unit: "g", name: "flour", note: "sifted"),
        IngredientLineCase("2 eggs", Quantity(2), name: "eggs"),
        IngredientLineCase("salt to taste", name: "salt", note: "to taste"),
        IngredientLineCase("Salt and pepper to taste", name: "Salt and pepper", note: "to taste"),
        IngredientLineCase("salt, to taste", name: "salt", note: "to taste"),
        IngredientLineCase("1 (400 g) can tomatoes", Quantity(1), unit: "can", name: "tomatoes", note: "400 g"),
        IngredientLineCase("2 large eggs (room temperature)", Quantity(2), name: "large eggs", note: "room temperature"),
        IngredientLineCase("1 Prise Salz", Quantity(1), unit: "Prise", name: "Salz"),
        IngredientLineCase("3 EL Olivenöl", Quantity(3), unit: "EL", name: "Olivenöl"),
        IngredientLineCase("100g butter", Quantity(100), unit: "g", name: "butter"),
        IngredientLineCase("2 x 400 g tins", Quantity(2), name: "tins", note: "400 g"),
        IngredientLineCase("2 x 400 g tins chopped tomatoes", Quantity(2), unit: "tins", name: "chopped tomatoes", note: "400 g"),
        IngredientLineCase("2×400g Dosen Tomaten", Quantity(2), unit: "Dosen", name: "Tomaten", note: "400g"),
        IngredientLineCase("Salz und Pfeffer", name: "Salz und Pfeffer"),
        IngredientLineCase("盐 适量", text: "适量", name: "盐"),
        IngredientLineCase("适量盐", text: "适量", name: "盐"),
        IngredientLineCase("鸡蛋 2个", Quantity(2), unit: "个", name: "鸡蛋"),
        IngredientLineCase("2个鸡蛋", Quantity(2), unit: "个", name: "鸡蛋"),
        IngredientLineCase("面粉200克", Quantity(200), unit: "克", name: "面粉"),
        IngredientLineCase("鸡蛋 2-3个，打散", Quantity(2, to: 3), unit: "个", name: "鸡蛋", note: "打散"),
        IngredientLineCase("两瓣蒜", Quantity(2), text: "两", unit: "瓣", name: "蒜"),
        IngredientLineCase("大蒜 三瓣", Quantity(3), text: "三", unit: "瓣", name: "大蒜"),
        IngredientLineCase("一小撮盐", Quantity(1), text: "一", unit: "小撮", name: "盐"),
        IngredientLineCase("酱油 1勺", Quantity(1), unit: "勺", name: "酱油"),
        IngredientLineCase("2 cloves garlic, minced", Quantity(2), unit: "cloves", name: "garlic", note: "minced"),
        IngredientLineCase("1 tbsp. sugar", Quantity(1), unit: "tbsp.", name: "sugar"),
        IngredientLineCase("a pinch of nutmeg", Quantity(1), text: "a", unit: "pinch", name: "nutmeg"),
        IngredientLineCase("A handful of basil leaves", Quantity(1), text: "A", unit: "handful", name: "basil leaves"),
        IngredientLineCase("eine Prise Salz", Quantity(1), text: "eine", unit: "Prise", name: "Salz"),
        IngredientLineCase("an onion, chopped", Quantity(1), text: "an", name: "onion", note: "chopped"),
        IngredientLineCase("half a cup of sugar", Quantity(0.5), text: "half a", unit: "cup", name: "sugar"),
        IngredientLineCase("some parsley", text: "some", name: "parsley"),
        IngredientLineCase("etwas Zitronensaft", text: "etwas", name: "Zitronensaft"),
        IngredientLineCase("a few sprigs thyme", text: "a few", unit: "sprigs", name: "thyme"),
        IngredientLineCase("un peu de sel", text: "un peu de", name: "sel"),
        IngredientLineCase("1 cup (240 ml) water", Quantity(1), unit: "cup", name: "water", note: "240 ml"),
        IngredientLineCase("- 2 eggs", Quantity(2), name: "eggs"),
        IngredientLineCase("* 1 l Milch", Quantity(1), unit: "l", name: "Milch"),
        IngredientLineCase("- [ ] 2 eggs", Quantity(2), name: "eggs"),
        IngredientLineCase("[Pizza dough](pizza-dough)", name: "Pizza dough", reference: "pizza-dough"),
        IngredientLineCase("300 g [Pizza dough](pizza-dough), at room temperature", Quantity(300), unit: "g",
                 name: "Pizza dough", note: "at room temperature", reference: "pizza-dough"),
        IngredientLineCase("1 batch [Tomato sauce](<tomato sauce.md> \"Sauce\")", Quantity(1), name: "batch Tomato sauce",
                 reference: "tomato sauce.md"),
        IngredientLineCase("1 1/2-2 cups flour", Quantity(1.5, to: 2), unit: "cups", name: "flour"),
        IngredientLineCase("2 bis 3 Äpfel", Quantity(2, to: 3), name: "Äpfel"),
        IngredientLineCase("1,5 kg Kartoffeln, festkochend", Quantity(1.5), unit: "kg", name: "Kartoffeln", note: "festkochend"),
        IngredientLineCase("1.000 g Mehl", Quantity(1000), unit: "g", name: "Mehl"),
        IngredientLineCase("0,125 l Sahne", Quantity(0.125), unit: "l", name: "Sahne"),
        IngredientLineCase("1 c. à soupe d'huile d'olive", Quantity(1), unit: "c. à soupe", name: "huile d'olive"),
        IngredientLineCase("2 gousses d’ail", Quantity(2), unit: "gousses", name: "ail"),
        IngredientLineCase("1 pincée de sel", Quantity(1), unit: "pincée", name: "sel"),
        IngredientLineCase("2 cucharadas de aceite", Quantity(2), unit: "cucharadas", name: "aceite"),
        IngredientLineCase("3 tazas de harina", Quantity(3), unit: "tazas", name: "harina"),
        IngredientLineCase("1 bos peterselie", Quantity(1), unit: "bos", name: "peterselie"),
        IngredientLineCase("3 teentjes knoflook", Quantity(3), unit: "teentjes", name: "knoflook"),
        IngredientLineCase("1 heaped tbsp sugar", Quantity(1), unit: "tbsp", name: "sugar", note: "heaped"),
        IngredientLineCase("2 gehäufte EL Mehl", Quantity(2), unit: "EL", name: "Mehl", note: "gehäufte"),
        IngredientLineCase("1 Msp. Muskat", Quantity(1), unit: "Msp.", name: "Muskat"),
        IngredientLineCase("2 Stk. Eier", Quantity(2), unit: "Stk.", name: "Eier"),
        IngredientLineCase("2 fl oz cream", Quantity(2), unit: "fl oz", name: "cream"),
        IngredientLineCase("1-1/2 cups sugar", Quantity(1.5), unit: "cups", name: "sugar"),
        IngredientLineCase("¹⁄₂ tsp salt", Quantity(0.5), unit: "tsp", name: "salt"),
        IngredientLineCase("2 cups", Quantity(2), name: "cups"),
        IngredientLineCase("Mehl: 200 g", Quantity(200), unit: "g", name: "Mehl"),
        IngredientLineCase("2x Eier", Quantity(2), name: "Eier"),
        IngredientLineCase("half-and-half", name: "half-and-half"),
        IngredientLineCase("1/2 cup half-and-half", Quantity(0.5), unit: "cup", name: "half-and-half"),
        IngredientLineCase("7up", name: "7up"),
        IngredientLineCase("2% milk", name: "2% milk"),
        IngredientLineCase("1 cup 2% milk", Quantity(1), unit: "cup", name: "2% milk"),
        IngredientLineCase("Weizenmehl Type 405", name: "Weizenmehl Type 405"),
        IngredientLineCase("(optional) parsley", name: "parsley", note: "optional"),
        IngredientLineCase("2 tbsp. olive oil, plus more for frying", Quantity(2), unit: "tbsp.", name: "olive oil",
                 note: "plus more for frying"),
        IngredientLineCase("Pinch of salt", unit: "Pinch", name: "salt"),
        IngredientLineCase("Bund Petersilie", name: "Bund Petersilie"),
        IngredientLineCase("2 to 3 apples (about 500 g), peeled", Quantity(2, to: 3), name: "apples",
                           note: "about 500 g, peeled"),
        IngredientLineCase("  4 slices bread  ", Quantity(4), unit: "slices", name: "bread"),
        IngredientLineCase("a 400 g can of tomatoes", Quantity(1), text: "a", unit: "can", name: "tomatoes", note: "400 g"),
        IngredientLineCase("one 14-ounce can coconut milk", Quantity(1), text: "one", unit: "can", name: "coconut milk",
                           note: "14-ounce"),
        IngredientLineCase("1 large can (28 oz) tomatoes", Quantity(1), unit: "can", name: "tomatoes", note: "large, 28 oz"),
        IngredientLineCase("2 cans (15 oz each) black beans", Quantity(2), unit: "cans", name: "black beans",
                           note: "15 oz each"),
        IngredientLineCase("1 cup + 2 tbsp flour", Quantity(1), unit: "cup", name: "flour", note: "+ 2 tbsp"),
        IngredientLineCase("Optional: 1 tsp vanilla", Quantity(1), unit: "tsp", name: "vanilla", note: "Optional"),
        IngredientLineCase("2 1/4 tsp (1 packet) active dry yeast", Quantity(2.25), unit: "tsp", name: "active dry yeast",
                           note: "1 packet"),
        IngredientLineCase("1 à 2 c. à soupe de sucre", Quantity(1, to: 2), unit: "c. à soupe", name: "sucre"),
        IngredientLineCase("Une pincée de sel", Quantity(1), text: "Une", unit: "pincée", name: "sel"),
        IngredientLineCase("un chorrito de aceite", Quantity(1), text: "un", unit: "chorrito", name: "aceite"),
        IngredientLineCase("2 el olijfolie", Quantity(2), unit: "el", name: "olijfolie"),
        IngredientLineCase("1 theelepel zout", Quantity(1), unit: "theelepel", name: "zout"),
        IngredientLineCase("生抽 2汤匙", Quantity(2), unit: "汤匙", name: "生抽"),
        IngredientLineCase("清水 500毫升", Quantity(500), unit: "毫升", name: "清水"),
        IngredientLineCase("3 T butter", Quantity(3), name: "T butter"),
        IngredientLineCase("Salz, Pfeffer", name: "Salz", note: "Pfeffer"),
        IngredientLineCase("1 a\u{300} 2 c. a\u{300} soupe de sucre", Quantity(1, to: 2), unit: "c. à soupe", name: "sucre"),
        IngredientLineCase("100 g fresh ginger, thinly sliced (no need to peel)", Quantity(100), unit: "g",
                           name: "fresh ginger", note: "thinly sliced, no need to peel"),
        IngredientLineCase("whipped cream to serve (optional)", name: "whipped cream", note: "to serve, optional"),
        IngredientLineCase("flour for dusting", name: "flour", note: "for dusting"),
        IngredientLineCase("Puderzucker zum Bestäuben", name: "Puderzucker", note: "zum Bestäuben"),
        IngredientLineCase("", name: ""),
    ]

    @Test("parses", arguments: cases)
    func parses(expected: IngredientLineCase) {
        let ingredient = IngredientLineParser.parse(expected.line, at: Self.location)
        #expect(ingredient.text == expected.line.trimmingSpaces)
        #expect(ingredient.quantity == expected.quantity)
        #expect(ingredient.quantityText == expected.quantityText)
        #expect(ingredient.unit == expected.unit)
        #expect(ingredient.name == expected.name)
        #expect(ingredient.note == expected.note)
        #expect(ingredient.reference == expected.reference)
        #expect(ingredient.location == Self.location)
    }

    @Test("units as written resolve in the table")
    func unitsResolve() {
        for expected in Self.cases {
            guard let unit = expected.unit, unit != "勺" else { continue }
            #expect(UnitTable.unit(named: unit) != nil, "\(unit)")
        }
        let cans = IngredientLineParser.parse("2 x 400 g tins chopped tomatoes", at: Self.location)
        #expect(cans.unit.flatMap(UnitTable.unit(named:)) == .can)
    }
}

fileprivate extension String {
    /// The string without leading and trailing spaces (the test target cannot see the library's helper).
    var trimmingSpaces: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
