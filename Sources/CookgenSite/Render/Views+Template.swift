import CookgenSupport
import CookgenModel
import CookgenContent
import CookgenTemplate

// Templates look values up by slot: a compiled template turns each name into the view type's
// slot once (CookgenTemplate), so rendering is a switch on an integer, never a string compare
// or a reflection (Mirror). `TemplateKeyTests` checks every stored property has its key.

extension LinkView: TemplateObject {
    package static let templateKeys = ["name", "url"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.name)
        case 1: .of(self.url)
        default: .null
        }
    }
}

extension SourceView: TemplateObject {
    package static let templateKeys = ["name", "url"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.name)
        case 1: .of(self.url)
        default: .null
        }
    }
}

extension UseView: TemplateObject {
    package static let templateKeys = ["title", "url", "amount"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.title)
        case 1: .of(self.url)
        case 2: .of(self.amount)
        default: .null
        }
    }
}

extension ImageView: TemplateObject {
    package static let templateKeys = ["src", "alt", "remote"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.src)
        case 1: .of(self.alt)
        case 2: .of(self.remote)
        default: .null
        }
    }
}

extension CardView: TemplateObject {

    package static let templateKeys = ["title", "url", "slug", "description", "image", "totalTime", "totalTimeISO", "level", "diets", "categories", "date", "dateISO", "stars", "ratingLabel"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.title)
        case 1: .of(self.url)
        case 2: .of(self.slug)
        case 3: .of(self.description)
        case 4: .of(self.image)
        case 5: .of(self.totalTime)
        case 6: .of(self.totalTimeISO)
        case 7: .of(self.level)
        case 8: .of(self.diets)
        case 9: .of(self.categories)
        case 10: .of(self.date)
        case 11: .of(self.dateISO)
        case 12: .of(self.stars)
        case 13: .of(self.ratingLabel)
        default: .null
        }
    }
}

extension TermView: TemplateObject {
    package static let templateKeys = ["name", "url", "count", "description", "descriptionHTML", "image"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.name)
        case 1: .of(self.url)
        case 2: .of(self.count)
        case 3: .of(self.description)
        case 4: .of(self.descriptionHTML)
        case 5: .of(self.image)
        default: .null
        }
    }
}

extension TimeView: TemplateObject {
    package static let templateKeys = ["label", "value", "iso"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.label)
        case 1: .of(self.value)
        case 2: .of(self.iso)
        default: .null
        }
    }
}

extension IngredientView: TemplateObject {
    package static let templateKeys = ["id", "quantity", "unit", "name", "note", "url", "low", "high", "fixed", "link"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.id)
        case 1: .of(self.quantity)
        case 2: .of(self.unit)
        case 3: .of(self.name)
        case 4: .of(self.note)
        case 5: .of(self.url)
        case 6: .of(self.low)
        case 7: .of(self.high)
        case 8: .of(self.fixed)
        case 9: .of(self.link)
        default: .null
        }
    }
}

extension IngredientGroupView: TemplateObject {
    package static let templateKeys = ["title", "items"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.title)
        case 1: .of(self.items)
        default: .null
        }
    }
}

extension StepView: TemplateObject {
    package static let templateKeys = ["number", "html", "image", "notes", "adult"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.number)
        case 1: .of(self.html)
        case 2: .of(self.image)
        case 3: .of(self.notes)
        case 4: .of(self.adult)
        default: .null
        }
    }
}

extension StepSectionView: TemplateObject {
    package static let templateKeys = ["title", "steps", "notes"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.title)
        case 1: .of(self.steps)
        case 2: .of(self.notes)
        default: .null
        }
    }
}

extension NutritionView: TemplateObject {
    package static let templateKeys = ["label", "value"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.label)
        case 1: .of(self.value)
        default: .null
        }
    }
}

extension RecipeView: TemplateObject {
    package static let templateKeys = ["title", "slug", "description", "image", "date", "dateISO", "updated", "updatedISO", "author", "source", "times", "servings", "yield", "level", "seasons", "diets", "categories", "courses", "cuisines", "tags", "hasIngredients", "ingredientGroups", "hasSteps", "stepSections", "bodyHTML", "notesHTML", "hasNutrition", "nutrition", "hasUses", "uses", "hasUsedBy", "usedBy", "cookware", "guides", "hasGuides", "unlock", "history"]

    package func templateValue(at slot: Int) -> TemplateValue {
        switch slot {
        case 0: .of(self.title)
        case 1: .of(self.slug)
        case 2: .of(self.description)
        case 3: .of(self.image)
        case 4: .of(self.date)
        case 5: .of(self.dateISO)
        case 6: .of(self.updated)
        case 7: .of(self.updatedISO)
        case 8: .of(self.author)
        case 9: .of(self.source)
        case 10: .of(self.times)
        case 11: .of(self.servings)
        case 12: .of(self.yield)
        case 13: .of(self.level)
        case 14: .of(self.seasons)
        case 15: .of(self.diets)
        case 16: .of(self.categories)
        case 17: .of(self.courses)
        case 18: .of(self.cuisines)
        case 19: .of(self.tags)
        case 20: .of(self.hasIngredients)
        case 21: .of(self.ingredientGroups)
        case 22: .of(self.hasSteps)
        case 23: .of(self.stepSections)
        case 24: .of(self.bodyHTML)
        case 25: .of(self.notesHTML)
        case 26: .of(self.nutrition != nil)
        case 27: .of(self.nutrition)
        case 28: .of(self.hasUses)
        case 29: .of(self.uses)
        case 30: .of(self.hasUsedBy)
        case 31: .of(self.usedBy)
        case 32: .of(self.cookware)
        case 33: .of(self.guides)
        case 34: .of(!self.guides.isEmpty)
        case 35: .of(self.unlock)
        case 36: .of(self.history)
        default: .null
        }
    }
}

extension CardItem: TemplateObject {
    /// One card per recipe, the same on every page that lists it.
    package var templateMemoKey: String? { slug.rawValue }

    package static let templateKeys = CardView.templateKeys

    package func templateValue(at slot: Int) -> TemplateValue {
        // The card made ahead is read where it is in the store: `card` would copy it, a retain of
        // each of its dozen strings and lists for every name a card's template looks up.
        if place >= 0 { return store.ahead[Int(place)].templateValue(at: slot) }
        return card?.templateValue(at: slot) ?? .null
    }
}
