import CookgenSupport
// Grams per US cup (236.6 ml), the form cup-weight charts publish (typical values of
// the common US baking charts: flour spooned and levelled, brown sugar packed).
extension DensityTable {
    private static let entries: [(gramsPerCup: Double, names: [String])] = [
        (236.6, ["water", "wasser", "eau", "agua", "水"]),
        (244, ["milk", "whole milk", "milch", "vollmilch", "melk", "volle melk", "lait", "leche", "牛奶"]),
        (245, ["buttermilk", "buttermilch", "karnemelk", "babeurre", "suero de leche"]),
        (238, [
            "cream", "heavy cream", "double cream", "whipping cream", "single cream", "sahne", "schlagsahne",
            "room", "slagroom", "crème", "crème liquide", "nata", "淡奶油",
        ]),
        (245, ["yogurt", "yoghurt", "joghurt", "yaourt", "yogur", "酸奶"]),
        (125, [
            "flour", "all-purpose flour", "all purpose flour", "plain flour", "wheat flour", "mehl", "weizenmehl",
            "bloem", "tarwebloem", "farine", "farine de blé", "harina", "harina de trigo", "面粉", "中筋面粉", "低筋面粉",
        ]),
        (130, ["bread flour", "strong flour", "高筋面粉"]),
        (120, [
            "whole wheat flour", "wholemeal flour", "vollkornmehl", "volkorenmeel", "farine complète",
            "harina integral", "全麦面粉",
        ]),
        (200, [
            "sugar", "granulated sugar", "white sugar", "caster sugar", "zucker", "kristallzucker", "suiker",
            "kristalsuiker", "sucre", "sucre en poudre", "azúcar", "azucar", "糖", "白糖", "砂糖", "白砂糖",
        ]),
        (220, [
            "brown sugar", "brauner zucker", "bruine suiker", "basterdsuiker", "cassonade", "sucre brun",
            "azúcar moreno", "红糖",
        ]),
        (120, [
            "powdered sugar", "icing sugar", "confectioners' sugar", "confectioners sugar", "puderzucker",
            "poedersuiker", "sucre glace", "azúcar glas", "azúcar glass", "糖粉",
        ]),
        (227, ["butter", "unsalted butter", "salted butter", "boter", "beurre", "mantequilla", "黄油"]),
        (218, [
            "oil", "vegetable oil", "sunflower oil", "canola oil", "rapeseed oil", "neutral oil", "öl", "pflanzenöl",
            "sonnenblumenöl", "rapsöl", "olie", "zonnebloemolie", "huile", "huile végétale", "aceite", "aceite vegetal",
            "油", "植物油", "食用油",
        ]),
        (216, ["olive oil", "olivenöl", "olijfolie", "huile d'olive", "aceite de oliva", "橄榄油"]),
        (190, [
            "rice", "white rice", "long grain rice", "basmati rice", "jasmine rice", "reis", "rijst", "riz", "arroz",
            "米", "大米",
        ]),
        (340, ["honey", "honig", "honing", "miel", "蜂蜜"]),
        (315, ["maple syrup", "ahornsirup", "ahornsiroop", "sirop d'érable", "jarabe de arce", "枫糖浆"]),
        (288, ["salt", "table salt", "fine salt", "salz", "zout", "sel", "sel fin", "sal", "盐", "食盐"]),
        (85, [
            "cocoa", "cocoa powder", "kakao", "kakaopulver", "cacao", "cacaopoeder", "cacao en poudre",
            "cacao en polvo", "可可粉",
        ]),
        (90, ["rolled oats", "oats", "haferflocken", "havermout", "flocons d'avoine", "copos de avena", "燕麦片"]),
        (120, [
            "cornstarch", "corn starch", "cornflour", "speisestärke", "maisstärke", "maizena", "fécule de maïs",
            "maicena", "玉米淀粉",
        ]),
    ]

    /// Every name, normalised, with the weight of a cup of it.
    package static let gramsPerCup: [String: Double] = {
        var table: [String: Double] = [:]
        for entry in entries {
            for name in entry.names { table[normalise(name)] = entry.gramsPerCup }
        }
        return table
    }()

    /// Every ingredient name the table knows, as listed.
    public static var names: [String] { entries.flatMap(\.names) }
}
