import CookgenSupport
package extension StepHazards {
    /// A language's words for hazards, and phrases to ignore before reading them.
    struct Words: Sendable {
        /// Hazard → patterns: `bake` (a word), `chop*` (a start), `*messer` (an end), `hot oil` (words in a row).
        package var hazards: [Hazard: [String]]
        /// Patterns whose words are removed first: `baking powder` is no reason to need an adult.
        package var exclusions: [String] = []
    }

    /// The word lists by language. Verbs in the forms recipes use; German compounds by their ends.
    static let words: [String: Words] = [
        "en": Words(hazards: [
            .knife: ["knife", "knives", "chop", "chops", "chopped", "chopping", "slice", "sliced", "slicing", "dice", "diced",
                     "dicing", "cut", "cuts", "cutting", "carve*", "halve", "halved", "halving", "quarter the", "julienne",
                     "fillet the", "debone*", "*knife", "cleaver*", "mandoline*"],
            .oven: ["oven*", "bake", "bakes", "baked", "baking", "roast", "roasts", "roasted", "roasting", "broil*", "grill", "grills",
                    "grilled", "grilling", "preheat*", "gratin*"],
            .hob: ["hob", "hobs", "stove*", "stovetop", "cooktop", "saucepan*", "frying pan*", "skillet*", "wok", "fry", "fries",
                   "fried", "frying", "sauté*", "saute*", "simmer*", "sear", "seared", "searing", "medium heat", "high heat",
                   "low heat", "over the heat", "caramelis*", "caramelliz*", "caramelize*", "toast the"],
            .boilingWater: ["boil", "boils", "boiled", "boiling", "blanch*", "poach*", "steam", "steamed", "steaming", "steamer*",
                            "kettle*", "scald*", "drain the pasta", "drain the potatoes", "drain the noodles", "hot water",
                            "hot stock", "hot syrup", "hot milk"],
            .hotOil: ["deep fry*", "deep fried", "deep frying", "shallow fry*", "hot oil", "hot fat", "smoking hot", "sizzl*",
                      "spatter*", "splutter*"],
            .appliance: ["blender*", "blitz*", "food processor*", "processor", "stick blender*", "hand blender*", "mixer*",
                         "liquidis*", "liquidiz*", "purée*", "puree*", "mincer*", "grinder*"],
        ], exclusions: ["baking powder", "baking soda", "baking paper", "baking parchment", "baking dish*", "baking tin*", "baking tray*",
                        "baking sheet*", "baking beans", "cookie cutter*", "pastry cutter*",
                        "boiled egg*"]),
        "de": Words(hazards: [
            .knife: ["messer", "*messer", "schneiden", "schneide", "schneidet", "schneidest", "*schneiden", "*schneidet",
                     "geschnitten", "*geschnitten", "hacken", "hackt", "gehackt", "*hacken", "würfeln", "würfelt", "gewürfelt",
                     "halbieren", "halbiert", "halbierst", "vierteln", "viertelt", "geviertelt", "entkernen", "entkernt",
                     "in scheiben", "in streifen", "in würfel", "in ringe", "filetieren", "tranchieren"],
            .oven: ["ofen*", "*ofen", "backen", "backt", "bäckt", "gebacken", "*backen", "überbacken", "vorheizen", "vorgeheizt",
                    "heizen", "grillen", "gegrillt", "*blech", "*bleche", "gratinieren", "rösten im ofen", "umluft", "oberhitze",
                    "unterhitze"],
            .hob: ["herd*", "*herd", "kochfeld*", "pfanne", "pfannen", "*pfanne", "braten", "brät", "brate", "gebraten", "anbraten",
                   "*braten", "erhitzen", "erhitzt", "erhitze", "köcheln*", "geköchelt", "dünsten", "gedünstet", "andünsten",
                   "topflappen", "*topflappen", "mittlerer hitze", "hoher hitze", "kleiner hitze", "schwacher hitze", "starker hitze", "karamellis*", "rösten",
                   "geröstet"],
            .boilingWater: ["kochendes", "kochendem", "kochende", "kochenden", "zum kochen", "aufkochen", "aufgekocht", "kocht auf",
                            "sieden*", "siedend*", "abgießen", "abgiessen", "gießt ab", "abgegossen", "wasserkocher*",
                            "dampf", "dämpfen", "gedämpft", "heißes wasser", "heißem wasser", "heißen wasser", "blanchieren",
                            "blanchiert", "pochieren", "pochiert", "kochen lassen", "sprudelnd*"],
            .hotOil: ["frittier*", "heißes fett", "heißem fett", "heißes öl", "heißem öl", "heißen öl", "fett spritzt",
                      "öl spritzt"],
            .appliance: ["mixer", "*mixer", "pürier*", "püriert", "handrührgerät*", "*rührgerät*", "zerkleinerer*",
                         "küchenmaschine*", "mixen", "mixt", "gemixt"],
        ], exclusions: ["kindermesser", "buttermesser", "backpulver", "backpapier", "mit dem kindermesser", "ohne herd",
                        "ohne kochen", "ohne backen"]),
    ]
}

package extension StepHazards {
    /// The words of the step marker, in every language: `[adult]`, `[Erwachsener: Ofen]`.
    static let markerWords: Set<String> = ["adult", "adults", "erwachsene", "erwachsener", "erwachsenen", "volwassene", "adulte",
                                           "adulto", "vuxen", "大人"]
}
