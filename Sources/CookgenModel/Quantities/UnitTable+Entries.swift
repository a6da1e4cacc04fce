import CookgenSupport
// The spellings, grouped by unit. Left out on purpose, because they mean different
// amounts in different places or are also ingredient names: `t`/`T`/`c` (tsp, tbsp
// or cup), `cc` (cubic centimetre or cuillère à café), `Pfund`/`livre`/`ons` (500 g
// or 100 g, not a pound), `bouquet` (bouquet garni), bare `勺` (which spoon?) and
// `两` (also the word "two").
package extension UnitTable {
    static let standardEntries: [Entry] = massEntries + volumeEntries + countEntries + vagueEntries

    private static let massEntries: [Entry] = [
        Entry(.milligram, [
            "mg", "milligram", "milligrams", "milligramme", "milligrammes", "Milligramm",
            "miligramo", "miligramos", "毫克",
        ]),
        Entry(.gram, [
            "gram", "grams", "gramme", "grammes", "gr", "grs", "gm", "gms", "Gramm",
            "gramo", "gramos", "克", "公克",
        ], caseSensitive: ["g"]),
        Entry(.kilogram, [
            "kg", "kgs", "kilogram", "kilograms", "kilogramme", "kilogrammes", "Kilogramm",
            "kilo", "kilos", "kilogramo", "kilogramos", "千克", "公斤",
        ]),
        Entry(.jin, ["斤"]),
        Entry(.ounce, ["oz", "ozs", "ounce", "ounces", "Unze", "Unzen", "once", "onces", "onza", "onzas", "盎司"]),
        Entry(.pound, ["lb", "lbs", "pound", "pounds", "libra", "libras", "磅"]),
    ]

    private static let volumeEntries: [Entry] = [
        Entry(.milliliter, [
            "ml", "milliliter", "milliliters", "millilitre", "millilitres", "Milliliter",
            "mililitro", "mililitros", "cm3", "cm³", "ccm", "毫升",
        ]),
        Entry(.centiliter, [
            "cl", "centiliter", "centiliters", "centilitre", "centilitres", "Zentiliter",
            "centilitro", "centilitros", "厘升",
        ]),
        Entry(.deciliter, [
            "dl", "deciliter", "deciliters", "decilitre", "decilitres", "décilitre", "décilitres",
            "Deziliter", "decilitro", "decilitros", "分升",
        ]),
        Entry(.liter, [
            "liter", "liters", "litre", "litres", "lt", "ltr", "litro", "litros", "升", "公升",
        ], caseSensitive: ["l", "L"]),
        Entry(.teaspoon, [
            "tsp", "tsps", "teaspoon", "teaspoons", "Teelöffel", "Kaffeelöffel", "theelepel", "theelepels",
            "cuillère à café", "cuillères à café", "cuillere a cafe", "cuil. à café", "c. à café",
            "c. à c.", "c.à.c.", "càc", "cucharadita", "cucharaditas", "cdta", "cdtas", "cdita", "cditas",
            "茶匙", "小匙", "小勺",
        ], caseSensitive: ["TL", "tl"]),
        Entry(.tablespoon, [
            "tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tablespoon", "tablespoons",
            "Esslöffel", "Eßlöffel", "eetlepel", "eetlepels",
            "cuillère à soupe", "cuillères à soupe", "cuillere a soupe", "cuil. à soupe", "c. à soupe",
            "c. à s.", "c.à.s.", "càs", "cucharada", "cucharadas", "cda", "cdas",
            "汤匙", "大匙", "大勺", "汤勺",
        ], caseSensitive: ["EL", "el"]),
        Entry(.fluidOunce, ["fl oz", "fl. oz.", "fl.oz", "floz", "fluid ounce", "fluid ounces"]),
        Entry(.cup, ["cup", "cups", "Tasse", "Tassen", "tasses", "kopje", "kopjes", "kop", "koppen", "taza", "tazas", "杯"]),
        Entry(.pint, ["pint", "pints", "pt", "pts", "品脱"]),
        Entry(.quart, ["quart", "quarts", "qt", "qts", "夸脱"]),
        Entry(.gallon, ["gallon", "gallons", "gal", "gals", "加仑"]),
    ]

    private static let countEntries: [Entry] = [
        Entry(.clove, [
            "clove", "cloves", "Zehe", "Zehen", "teen", "tenen", "teentje", "teentjes",
            "gousse", "gousses", "diente", "dientes", "瓣",
        ]),
        Entry(.bunch, [
            "bunch", "bunches", "Bund", "Bünde", "Bündel", "bos", "bosje", "bosjes",
            "botte", "bottes", "manojo", "manojos", "束",
        ]),
        Entry(.can, [
            "can", "cans", "tin", "tins", "Dose", "Dosen", "Büchse", "Büchsen", "blik", "blikken",
            "blikje", "blikjes", "boîte", "boîtes", "boite", "boites", "lata", "latas", "罐",
        ]),
        Entry(.package, [
            "package", "packages", "pack", "packs", "packet", "packets", "pkg", "pkgs", "bag", "bags",
            "sachet", "sachets", "Päckchen", "Pck", "Pckg", "Pkt", "Packung", "Packungen", "Beutel",
            "Tüte", "Tüten", "Becher", "pak", "pakken", "pakje", "pakjes", "zakje", "zakjes",
            "paquet", "paquets", "paquete", "paquetes", "sobre", "sobres", "包", "袋",
        ]),
        Entry(.slice, [
            "slice", "slices", "Scheibe", "Scheiben", "plak", "plakken", "plakje", "plakjes",
            "tranche", "tranches", "rebanada", "rebanadas", "rodaja", "rodajas", "loncha", "lonchas", "片",
        ]),
        Entry(.piece, [
            "piece", "pieces", "pc", "pcs", "Stück", "Stücke", "Stk", "stuk", "stuks", "pièce", "pièces",
            "pieza", "piezas", "trozo", "trozos", "unidad", "unidades", "ud", "uds",
            "个", "只", "颗", "块", "枚",
        ], caseSensitive: ["St"]),
        Entry(.sprig, [
            "sprig", "sprigs", "Zweig", "Zweige", "Zweiglein", "tak", "takje", "takjes",
            "brin", "brins", "ramita", "ramitas", "ramito", "ramitos", "枝",
        ]),
        Entry(.stick, [
            "stick", "sticks", "Stange", "Stangen", "stokje", "stokjes", "bâton", "bâtons",
            "baton", "batons", "rama", "ramas", "根",
        ]),
        Entry(.head, [
            "head", "heads", "Kopf", "Köpfe", "krop", "kroppen", "tête", "têtes", "cabeza", "cabezas", "棵", "头",
        ]),
        Entry(.leaf, [
            "leaf", "leaves", "Blatt", "Blätter", "blad", "bladeren", "blaadje", "blaadjes",
            "feuille", "feuilles", "hoja", "hojas", "叶",
        ]),
        Entry(.jar, [
            "jar", "jars", "Glas", "Gläser", "pot", "pots", "potje", "potjes", "potten",
            "bocal", "bocaux", "frasco", "frascos", "tarro", "tarros",
        ]),
        Entry(.bottle, [
            "bottle", "bottles", "Flasche", "Flaschen", "fles", "flessen", "flesje", "flesjes",
            "bouteille", "bouteilles", "botella", "botellas", "瓶",
        ]),
        Entry(.stalk, [
            "stalk", "stalks", "rib", "ribs", "Stiel", "Stiele", "Stängel", "stengel", "stengels",
            "branche", "branches", "tallo", "tallos", "茎",
        ]),
    ]

    private static let vagueEntries: [Entry] = [
        Entry(.pinch, [
            "pinch", "pinches", "Prise", "Prisen", "snufje", "snufjes", "snuf",
            "pincée", "pincées", "pizca", "pizcas", "撮", "小撮",
        ]),
        Entry(.knifeTip, [
            "knife tip", "knife tips", "Msp", "Messerspitze", "Messerspitzen", "mespunt", "mespuntje",
            "mespuntjes", "pointe de couteau", "punta de cuchillo",
        ]),
        Entry(.dash, [
            "dash", "dashes", "splash", "splashes", "Schuss", "Spritzer", "scheut", "scheutje", "scheutjes",
            "trait", "traits", "chorrito", "chorritos", "chorro",
        ]),
        Entry(.drop, ["drop", "drops", "Tropfen", "druppel", "druppels", "goutte", "gouttes", "gota", "gotas", "滴"]),
        Entry(.handful, [
            "handful", "handfuls", "Handvoll", "handvol", "handje", "handjes",
            "poignée", "poignées", "puñado", "puñados", "把",
        ]),
    ]
}
